// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// General Poniński's arrival (MAC 13.0 a–c) as pure functions of the dice; state.h applies them to a game.
#include "mac/scenario.h"

#include <optional>

namespace sztab::mac {

// (a) In the roll stage: d10 + the offset is the stage to check, marked on the track.
int poninskiCheckStage(const PoninskiRule &rule, int d10Face);
// (b) At the start of the check stage: d10 + the stage number; below the threshold he never comes (nullopt),
// otherwise the result is the stage in which his chit may join the pool.
std::optional<int> poninskiArrivalStage(const PoninskiRule &rule, int checkStage, int d10Face);
// (c) Held back in `stage`: the marker moves on to this stage.
int poninskiHeldTo(const PoninskiRule &rule, int stage);
// 13.0: the hexes his units enter from ("Podległe jednostki wchodzą z dowolnych pól od 0101 do 3901"), as the
// scenario names them; empty when it names none.
EntryHexes poninskiEntry(const Scenario &scenario);

} // namespace sztab::mac
