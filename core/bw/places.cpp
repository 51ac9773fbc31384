// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/places.h"

#include <QJsonArray>

namespace sztab {

namespace {

constexpr PlaceNoun kRosterLists[] = {
    {"divisions", "dywizja", "division"},   {"regiments", "pułk", "regiment"},
    {"corps", "korpus", "corps"},           {"upgrades", "ulepszenie", "upgrade"},
    {"catalogues", "katalog", "catalogue"}, {"attached", "jednostka dołączona", "attached unit"},
};

constexpr PlaceNoun kRosterFields[] = {
    {"commanderInChief", "naczelny wódz", "commander-in-chief"},
    {"general", "generał", "general"},
    {"commander", "dowódca", "commander"},
    {"unit", "jednostka", "unit"},
    {"status", "status", "status"},
    {"ambush", "zasadzka", "ambush"},
    {"name", "nazwa", "name"},
    {"arm", "rodzaj wojsk", "arm"},
    {"pool", "pula generałów", "pool of generals"},
    {"historical", "formacja historyczna", "historical formation"},
    {"role", "rola", "role"},
    {"regiments", "pułki", "regiments"},
    {"divisions", "dywizje", "divisions"},
    {"corps", "korpusy", "corps"},
    {"upgrades", "ulepszenia", "upgrades"},
    {"catalogue", "katalog", "catalogue"},
    {"catalogues", "katalogi", "catalogues"},
    {"ruleset", "zasady", "ruleset"},
    {"nation", "nacja", "nation"},
    {"limits", "limity", "limits"},
    {"preset", "format bitwy", "battle size"},
    {"units", "punkty jednostek", "unit points"},
    {"maxBases", "najwięcej podstawek", "most bases"},
    {"artillery", "artyleria", "artillery"},
    {"options", "opcje", "options"},
    {"draws", "losowania", "draws"},
    {"target", "cel", "target"},
    {"division", "dywizja", "division"},
    {"terrain", "teren", "terrain"},
    {"points", "punkty", "points"},
    {"levels", "poziomy", "levels"},
    {"count", "liczba", "count"},
    {"id", "identyfikator", "id"},
    {"version", "wersja", "version"},
};

constexpr PlaceNoun kPlanLists[] = {
    {"terrain", "element terenu", "terrain piece"},
    {"deployment", "rozstawiona dywizja", "deployed division"},
    {"units", "jednostka", "unit"},
    {"secondary", "cel poboczny", "secondary objective"},
    {"ambush", "zasadzka", "ambush"},
    {"actions", "ruch patroli", "patrol move"},
    {"basesOfOperations", "baza operacyjna", "base of operations"},
    {"corpsList", "korpus", "corps"},
    {"line", "odcinek", "section"},
    {"dismounted", "spieszenie", "dismounting"},
    {"move", "ruch", "move"},
};

constexpr PlaceNoun kPlanFields[] = {
    {"table", "stół", "table"},
    {"width", "szerokość", "width"},
    {"depth", "głębokość", "depth"},
    {"objectives", "cele", "objectives"},
    {"main", "cel główny", "main objective"},
    {"terrain", "teren", "terrain"},
    {"deployment", "rozstawienie", "deployment"},
    {"patrol", "patrole", "patrols"},
    {"patrolAssignments", "przydział patroli", "patrol assignments"},
    {"battlefield", "pole bitwy", "battlefield"},
    {"initiative", "inicjatywa", "initiative"},
    {"general", "generał", "general"},
    {"regiment", "pułk", "regiment"},
    {"base", "podstawka", "base"},
    {"at", "położenie", "position"},
    {"centre", "środek", "centre"},
    {"size", "rozmiar", "size"},
    {"rotation", "obrót", "rotation"},
    {"marker", "znacznik", "marker"},
    {"name", "nazwa", "name"},
    {"type", "rodzaj", "type"},
    {"owner", "właściciel", "owner"},
    {"ruleset", "zasady", "ruleset"},
    {"preset", "format bitwy", "battle size"},
    {"roster", "rozpiska", "roster"},
    {"version", "wersja", "version"},
};

constexpr PlaceNoun kPlanMaps[] = {
    {"armies", "armia", "army"},
    {"notes", "notatki gracza", "notes of player"},
};

constexpr PlaceNoun kCatalogueLists[] = {
    {"units", "jednostka", "unit"},
    {"generals", "generał", "general"},
    {"divisions", "dywizja", "division"},
    {"corps", "korpus", "corps"},
    {"bases", "grupa podstawek", "group of bases"},
    {"traits", "cecha", "trait"},
    {"roles", "rola", "role"},
    {"rules", "zasada specjalna", "special rule"},
};

constexpr PlaceNoun kCatalogueFields[] = {
    {"name", "nazwa", "name"},
    {"id", "identyfikator", "id"},
    {"profile", "profil", "profile"},
    {"count", "liczba", "count"},
    {"max", "najwięcej", "most"},
    {"command", "dowodzenie", "command"},
    {"arm", "rodzaj wojsk", "arm"},
    {"general", "generał", "general"},
    {"commander", "dowódca", "commander"},
    {"costClass", "klasa kosztu", "cost class"},
    {"kind", "rodzaj", "kind"},
    {"morale", "morale", "morale"},
    {"move", "ruch", "move"},
    {"weapon", "broń", "weapon"},
    {"range", "zasięg", "range"},
    {"ammo", "amunicja", "ammunition"},
    {"nation", "nacja", "nation"},
    {"ruleset", "zasady", "ruleset"},
    {"period", "okres", "period"},
    {"units", "jednostki", "units"},
    {"divisions", "dywizje", "divisions"},
    {"version", "wersja", "version"},
};

constexpr PlaceNoun kCatalogueMaps[] = {
    {"profiles", "profil", "profile"},
};

constexpr PlaceWords kRosterWords{kRosterLists, kRosterFields, {}};
constexpr PlaceWords kPlanWords{kPlanLists, kPlanFields, kPlanMaps};
constexpr PlaceWords kCatalogueWords{kCatalogueLists, kCatalogueFields, kCatalogueMaps};

// "/divisions/2" → {2}, "/divisions/2/regiments/4" → {2, 4}; {} for any other entry.
QList<int> rosterEntry(const QString &entryPointer, QString *list)
{
    const QStringList t = entryPointer.split(QLatin1Char('/'));
    if (t.size() == 3) {
        *list = t.at(1);
        return {t.at(2).toInt()};
    }
    if (t.size() == 5 && t.at(1) == QLatin1String("divisions") && t.at(3) == QLatin1String("regiments")) {
        *list = t.at(3);
        return {t.at(2).toInt(), t.at(4).toInt()};
    }
    return {};
}

QString unitName(const QString &unitId, const DataSet *data, const QString &lang)
{
    if (!data)
        return QString();
    for (const QString &id : data->catalogueIds())
        if (const Unit *unit = data->catalogue(id)->unit(unitId))
            return unit->name.get(lang);
    return QString();
}

} // namespace

PlaceNamer rosterPlaces(const Roster &roster, const BoundRoster *bound)
{
    return PlaceNamer(kRosterWords, [&roster, bound](const QString &entryPointer, const QString &lang) {
        QString list;
        const QList<int> at = rosterEntry(entryPointer, &list);
        if (list == QLatin1String("divisions") && at.value(0, -1) >= 0 && at.first() < roster.divisions.size())
            return roster.divisions.at(at.first()).name.get(lang);
        if (list == QLatin1String("corps") && roster.corps && at.value(0, -1) >= 0 && at.first() < roster.corps->size())
            return roster.corps->at(at.first()).name.get(lang);
        if (list == QLatin1String("regiments") && bound && at.first() >= 0 && at.first() < bound->divisions.size()) {
            const QList<BoundRegiment> &regiments = bound->divisions.at(at.first()).regiments;
            if (at.at(1) >= 0 && at.at(1) < regiments.size()) {
                const BoundRegiment &r = regiments.at(at.at(1));
                return r.unit && !r.unknownUnit ? r.unit->name.get(lang) : QString();
            }
        }
        return QString();
    });
}

PlaceNamer rosterPlaces(const QJsonObject &roster, const DataSet *data)
{
    const PlaceNamer::EntryName fromJson = PlaceNamer::namesFromJson(roster);
    return PlaceNamer(kRosterWords, [roster, data, fromJson](const QString &entryPointer, const QString &lang) {
        QString list;
        const QList<int> at = rosterEntry(entryPointer, &list);
        if (list == QLatin1String("regiments"))
            return unitName(roster.value(QLatin1String("divisions"))
                                .toArray()
                                .at(at.first())
                                .toObject()
                                .value(QLatin1String("regiments"))
                                .toArray()
                                .at(at.at(1))
                                .toObject()
                                .value(QLatin1String("unit"))
                                .toString(),
                            data, lang);
        return fromJson(entryPointer, lang);
    });
}

PlaceNamer planPlaces(const QJsonObject &plan) { return PlaceNamer(kPlanWords, PlaceNamer::namesFromJson(plan)); }

PlaceNamer cataloguePlaces(const QJsonObject &catalogue)
{
    return PlaceNamer(kCatalogueWords, PlaceNamer::namesFromJson(catalogue));
}

} // namespace sztab
