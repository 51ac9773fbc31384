// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Generate (issue 6 §5): a random legal terrain layout for the plan's battlefield and table, following the
// placement sequence of BWN 14.4 (core/terrain.h) with shapes that the plan checks accept. Only the given dice
// decide (core/dice.h): the same seed gives the same table on every machine.
#include "foundation/dice.h"
#include "bw/plan/plancontext.h"

namespace sztab::plan {

// Replaces plan.terrain (and sets the bases of operations from the frame). nullopt (with *error) when the plan has
// no known battlefield, or no layout was found (never seen with the bundled ruleset; see the property test).
std::optional<BattlePlan> generateTerrain(const Ruleset &ruleset, const BattlePlan &plan, DiceSource &dice,
                                          QString *error = nullptr);

} // namespace sztab::plan
