// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.4 in one step, for a player who wants his revealed corps on the table without placing every base by hand:
// its divisions side by side in column, centred on the marker, their front level with the marker's edge towards
// the enemy; then the corps commander (and the commander-in-chief with the player's first corps) behind them,
// stepped back until 6.4's distance from the revealed enemy corps holds. Every placement goes through
// applyPatrolAction, so what this lays out is exactly what the rules accept; a refusal comes back with its rule.
#include "bw/boundroster.h"
#include "bw/plan/patrolphase.h"
#include "bw/plan/plancontext.h"

namespace sztab::plan {

// The corps behind a shown marker deployed from its owner's roster (`roster` must be his, bound to the plan's
// ruleset). Refused (ok false, the plan unchanged) when the marker shows no corps, the roster has no such corps,
// or a placement breaks a rule of 6.4 (PATROL_DEPLOY_TOO_FAR when the divisions do not fit within reach of the
// marker: the player then deploys them one by one, with 6.4's first exception if there is no room).
PatrolStep deployRevealedCorps(const PlanContext &context, const PatrolTable &table, const BattlePlan &plan,
                               const BoundRoster &roster, const QString &marker);

} // namespace sztab::plan
