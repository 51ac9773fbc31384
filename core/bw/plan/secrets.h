// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Secrets (issue 6 §8): hidden notes are per player; a plan exported for one player leaves the other's out.
#include "bw/plan/battleplan.h"

namespace sztab::plan {

// A copy for `player`: the other player's notes removed and the copy marked exportedFor.
BattlePlan exportFor(const BattlePlan &plan, Player player);

// Whose secrets a plan may show: both players' in the full plan; in a copy exported for one player only his, so the
// other's are never offered (his rosters may still be on this machine, ambush regiments and all).
bool holdsSecretsOf(const BattlePlan &plan, Player player);

} // namespace sztab::plan
