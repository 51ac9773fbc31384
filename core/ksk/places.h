// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Krwawe Stepy Krymu's places as a person names them (foundation/placenames.h): a scenario's sides, commanders,
// formations and brigades by their names or ordinals; a game's log entries ("the game log's 12th entry") and the
// scenario it carries.
#include "foundation/placenames.h"

namespace sztab::ksk {

PlaceNamer kskScenarioPlaces(const QJsonObject &scenario);
PlaceNamer kskGamePlaces(const QJsonObject &game);

} // namespace sztab::ksk
