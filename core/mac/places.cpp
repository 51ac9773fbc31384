// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/places.h"

namespace sztab::mac {

namespace {

constexpr PlaceNoun kLists[] = {
    {"commanders", "dowódca", "commander"},
    {"pools", "pula etapu", "stage's pool"},
    {"log", "wpis dziennika gry", "entry of the game log"},
    {"stages", "etap", "stage"},
    {"fixed", "żeton stały", "fixed chit"},
};

constexpr PlaceNoun kFields[] = {
    {"scenario", "scenariusz", "scenario"},
    {"casualty", "straty", "casualties"},
    {"command", "dowodzenie", "command"},
    {"poninski", "Poniński", "Poniński"},
    {"victory", "zwycięstwo", "victory"},
    {"reserve", "odwód", "reserve"},
    {"die", "kość", "die"},
    {"rounding", "zaokrąglanie", "rounding"},
    {"threshold", "próg zwycięstwa", "victory threshold"},
    {"seed", "ziarno losowania", "seed"},
    {"view", "widok", "view"},
    {"name", "nazwa", "name"},
    {"side", "strona", "side"},
    {"pl", "strona polska", "Polish side"},
    {"ru", "strona rosyjska", "Russian side"},
    {"commander", "dowódca", "commander"},
    {"version", "wersja", "version"},
};

constexpr PlaceWords kWords{kLists, kFields, {}};

} // namespace

PlaceNamer macPlaces(const QJsonObject &scenarioOrGame)
{
    return PlaceNamer(kWords, PlaceNamer::namesFromJson(scenarioOrGame));
}

} // namespace sztab::mac
