// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/filekinds.h"

namespace sztab::mac {

namespace {

Text words(const char *pl, const char *en) { return Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en)); }

SaveKind game()
{
    return {QStringLiteral("macGame"), {QStringLiteral("macgame")}, gameContent().kind,
            words("gra Maciejowice", "a Maciejowice game"), words("Gry Maciejowice", "Maciejowice games")};
}

} // namespace

FileContent gameContent() { return {QStringLiteral("mac-game")}; }

SaveKind gameSave()
{
    static const bool once = (registerFileKinds(), true);
    Q_UNUSED(once);
    return game();
}

void registerFileKinds()
{
    registerFileKind({gameContent().kind, {QStringLiteral("macgame")}, words("gra Maciejowice", "a Maciejowice game"),
                      words("Gra Maciejowice", "Maciejowice game"), words("Gry Maciejowice", "Maciejowice games"),
                      QStringLiteral("macgame")});
    registerSaveKind(game());
}

} // namespace sztab::mac
