// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Deployment (BWN 14.6): the to-scale footprint of a deployed division from the base sizes of BWN 1.1, the
// alternation of deployment, and a first deployment of a roster's divisions (in line, side by side in the own zone)
// for the players to move.
#include "bw/boundroster.h"
#include "bw/plan/plancontext.h"

namespace sztab::plan {

struct Footprint {
    Polygon outline;
    QString base;  // baseSizes id
    int unit = -1; // index into the formation's units; -1 = its general
};

// Regiments side by side from left to right (seen from behind), the front centred on `at`; in line a regiment is
// all its bases abreast, in a column `columnFrontBases` abreast; the general's base behind the middle. Unknown base
// ids are left out and listed in *unknown (unit index, -1 for the general).
QList<Footprint> footprints(const Ruleset &ruleset, const PlannerRules &rules, const DeployedFormation &formation,
                            QList<int> *unknown = nullptr);

// The units of a roster's division on the table, each regiment's bases by their base size (BWN 1.1:
// planner.baseForKind, artillery by planner.artilleryBaseByCostClass). A regiment hidden in ambush is left out
// (BWN 15.1: its position is written down instead of placed).
QList<FormationUnit> formationUnits(const BoundRoster &roster, qsizetype division, const PlannerRules &rules);

// The regiments the roster hides in ambush (BWN 15.1), by the names the deployment gives regiments.
QStringList ambushRegiments(const BoundRoster &roster);

// Every division of a roster in line, evenly along the middle of the player's deployment zone, facing the enemy;
// a division whose every regiment hides in ambush is not placed.
QList<DeployedFormation> deployRoster(const PlanContext &context, const BoundRoster &roster, Player player);

// Who deploys the next division (BWN 14.6: one division at a time, alternately; `first` starts); nullopt when
// both have deployed all theirs.
std::optional<Player> nextToDeploy(const BattlePlan &plan, Player first, int divisionsA, int divisionsB);

} // namespace sztab::plan
