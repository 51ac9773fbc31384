// SPDX-License-Identifier: GPL-3.0-or-later
#include "ksk/filekinds.h"

namespace sztab::ksk {

namespace {

Text words(const char *pl, const char *en) { return Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en)); }

SaveKind game()
{
    return {QStringLiteral("kskGame"), {QStringLiteral("kskgame")}, gameContent().kind, words("gra KSK", "a KSK game"),
            words("Gry Krwawe Stepy Krymu", "Krwawe Stepy Krymu games")};
}

SaveKind scenario()
{
    return {QStringLiteral("kskScenario"), {QStringLiteral("json")}, scenarioContent().kind,
            words("scenariusz KSK", "a KSK scenario"),
            words("Scenariusze Krwawe Stepy Krymu", "Krwawe Stepy Krymu scenarios")};
}

// Registers once, from whichever comes first: the program's start or the first save of a KSK kind.
SaveKind registered(const SaveKind &kind)
{
    static const bool once = (registerFileKinds(), true);
    Q_UNUSED(once);
    return kind;
}

} // namespace

FileContent gameContent() { return {QStringLiteral("ksk-game")}; }
FileContent scenarioContent() { return {QStringLiteral("ksk-scenario")}; }

SaveKind gameSave() { return registered(game()); }
SaveKind scenarioSave() { return registered(scenario()); }

void registerFileKinds()
{
    registerFileKind({gameContent().kind, {QStringLiteral("kskgame")}, words("gra KSK", "a KSK game"),
                      words("Gra Krwawe Stepy Krymu", "Krwawe Stepy Krymu game"),
                      words("Gry Krwawe Stepy Krymu", "Krwawe Stepy Krymu games"), QStringLiteral("ksk-game")});
    registerFileKind({scenarioContent().kind, {QStringLiteral("json")}, words("scenariusz KSK", "a KSK scenario"),
                      words("Scenariusz Krwawe Stepy Krymu", "Krwawe Stepy Krymu scenario"),
                      words("Scenariusze Krwawe Stepy Krymu", "Krwawe Stepy Krymu scenarios"), QStringLiteral("ksk-scenario")});
    registerSaveKind(game());
    registerSaveKind(scenario());
}

} // namespace sztab::ksk
