// SPDX-License-Identifier: GPL-3.0-or-later
// STUB: published API first (issue 20); the rules follow.
#include "ksk/game.h"

namespace sztab::ksk {
QJsonObject stateForSide(const Scenario &, const GameState &, std::optional<Side>) { return {}; }
QJsonObject gameForSide(const GameDocument &, std::optional<Side>) { return {}; }
} // namespace sztab::ksk
