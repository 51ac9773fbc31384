// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.4 a division at a time, for a player who wants his revealed corps on the table without placing every base
// by hand: the corps' next division (the roster's order) in column, facing the enemy, at the free place nearest
// the marker's front where the core accepts it; after the last one the commander-in-chief (with the player's first
// corps) and the corps commander behind them, stepped back until 6.4's distance from the revealed enemy corps
// holds. Every placement goes through applyPatrolAction, so what this lays out is exactly what the rules accept
// (the alternation of divisions between the players included); a refusal comes back with its rule.
#include "bw/boundroster.h"
#include "bw/plan/patrolphase.h"
#include "bw/plan/plancontext.h"

namespace sztab::plan {

// The next division of the corps behind a shown marker, from its owner's roster (`roster` must be his, bound to the
// plan's ruleset). Refused (ok false, the plan unchanged) when the marker shows no corps, the roster has no such
// corps, it is the other player's division next (PATROL_DEPLOY_NOT_YOUR_TURN) or no place is left within 12 inches
// of widening (PATROL_DEPLOY_TOO_FAR).
// `dismounted`: the division's cavalry regiments (FormationUnit::regiment) declared dismounted (6.4); the others
// able to dismount are declared mounted.
PatrolStep deployNextDivision(const PlanContext &context, const PatrolTable &table, const BattlePlan &plan,
                              const BoundRoster &roster, const QString &marker, const QStringList &dismounted = {});

// The division deployNextDivision would place next from `marker` (where it stands not yet decided), for a player to
// declare its cavalry first; nullopt when the marker shows no corps of the roster or all its divisions are out.
std::optional<DeployedFormation> nextDivisionOf(const PlanContext &context, const PatrolTable &table,
                                                const BattlePlan &plan, const BoundRoster &roster,
                                                const QString &marker);

} // namespace sztab::plan
