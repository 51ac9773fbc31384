// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Maciejowice's places as a person names them (foundation/placenames.h): the scenario's commanders by their names,
// its stages' pools, and a game's log entries ("the game log's 12th entry").
#include "foundation/placenames.h"

namespace sztab::mac {

PlaceNamer macPlaces(const QJsonObject &scenarioOrGame);

} // namespace sztab::mac
