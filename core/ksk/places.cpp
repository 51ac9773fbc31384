// SPDX-License-Identifier: GPL-3.0-or-later
#include "ksk/places.h"

namespace sztab::ksk {

namespace {

constexpr PlaceNoun kLists[] = {
    {"sides", "strona", "side"},
    {"commanders", "dowódca", "commander"},
    {"formations", "formacja", "formation"},
    {"brigades", "brygada", "brigade"},
    {"couriers", "kurier", "courier"},
    {"stages", "etap", "stage"},
    {"log", "wpis dziennika gry", "entry of the game log"},
    {"hexes", "heks", "hex"},
    {"dice", "kość", "die"},
};

constexpr PlaceNoun kFields[] = {
    {"scenario", "scenariusz", "scenario"},
    {"grid", "siatka heksów", "hex grid"},
    {"rules", "liczby zasad", "rules' numbers"},
    {"name", "nazwa", "name"},
    {"id", "identyfikator", "id"},
    {"commander", "dowódca", "commander"},
    {"order", "rozkaz", "order"},
    {"hex", "heks", "hex"},
    {"side", "strona", "side"},
    {"initiativeModifier", "modyfikator inicjatywy", "initiative modifier"},
    {"entryStage", "etap wejścia", "entry stage"},
    {"superior", "przełożony", "superior"},
    {"level", "szczebel", "level"},
    {"action", "czynność", "action"},
    {"seed", "ziarno losowania", "seed"},
    {"date", "data", "date"},
    {"version", "wersja", "version"},
};

constexpr PlaceWords kWords{kLists, kFields, {}};

} // namespace

PlaceNamer kskScenarioPlaces(const QJsonObject &scenario)
{
    return PlaceNamer(kWords, PlaceNamer::namesFromJson(scenario));
}

PlaceNamer kskGamePlaces(const QJsonObject &game) { return PlaceNamer(kWords, PlaceNamer::namesFromJson(game)); }

} // namespace sztab::ksk
