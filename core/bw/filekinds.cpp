// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/filekinds.h"

namespace sztab::bw {

namespace {

Text words(const char *pl, const char *en) { return Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en)); }

SaveKind roster()
{
    return {QStringLiteral("roster"), {QStringLiteral("bwroster")}, rosterContent().kind, words("rozpiska", "a roster"),
            words("Rozpiski", "Rosters")};
}

SaveKind rosterJson()
{
    return {QStringLiteral("rosterJson"), {QStringLiteral("json")}, rosterContent().kind,
            words("rozpiska w JSON", "a roster as JSON"), words("Rozpiska w JSON", "Roster JSON")};
}

SaveKind plan()
{
    return {QStringLiteral("plan"), {QStringLiteral("bwplan")}, planContent().kind, words("plan bitwy", "a battle plan"),
            words("Plany bitew", "Battle plans")};
}

SaveKind catalogue()
{
    return {QStringLiteral("catalogue"), {QStringLiteral("json")}, catalogueContent().kind,
            words("katalog", "a catalogue"), words("Katalogi", "Catalogues")};
}

// No content of its own: an SVG or a PNG image, by the name's suffix; the dialog offers each image kind.
SaveKind map()
{
    return {QStringLiteral("map"), {QStringLiteral("svg"), QStringLiteral("png")}, QString(), words("mapa", "a map"),
            Text()};
}

// Registers once, from whichever comes first: the program's start or the first save of a BW kind.
SaveKind registered(const SaveKind &kind)
{
    static const bool once = (registerFileKinds(), true);
    Q_UNUSED(once);
    return kind;
}

} // namespace

FileContent rosterContent() { return {QStringLiteral("bw-roster")}; }
FileContent planContent() { return {QStringLiteral("bw-plan")}; }
FileContent catalogueContent() { return {QStringLiteral("bw-catalogue")}; }

SaveKind rosterSave() { return registered(roster()); }
SaveKind rosterJsonSave() { return registered(rosterJson()); }
SaveKind planSave() { return registered(plan()); }
SaveKind catalogueSave() { return registered(catalogue()); }
SaveKind mapSave() { return registered(map()); }

void registerFileKinds()
{
    // A roster's autosave (.bwautosave) and its JSON export (.json) are rosters too.
    registerFileKind({rosterContent().kind,
                      {QStringLiteral("bwroster"), QStringLiteral("json"), QStringLiteral("bwautosave")},
                      words("rozpiska", "a roster"), words("Rozpiska", "Roster"), words("Rozpiski", "Rosters"),
                      QStringLiteral("roster")});
    registerFileKind({planContent().kind, {QStringLiteral("bwplan")}, words("plan bitwy", "a battle plan"),
                      words("Plan bitwy", "Battle plan"), words("Plany bitew", "Battle plans"), QStringLiteral("plan")});
    registerFileKind({catalogueContent().kind, {QStringLiteral("json")}, words("katalog", "a catalogue"),
                      words("Katalog", "Catalogue"), words("Katalogi", "Catalogues"), QStringLiteral("catalogue")});
    registerFileKind({QStringLiteral("bw-ruleset"), {QStringLiteral("json")}, words("zestaw zasad", "a ruleset"),
                      words("Zestaw zasad", "Ruleset"), words("Zestawy zasad", "Rulesets"), QString()});
    for (const SaveKind &kind : {roster(), rosterJson(), plan(), catalogue(), map()})
        registerSaveKind(kind);
}

} // namespace sztab::bw
