// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.4–6.5: deploying a revealed corps. Every base of each of its divisions within PatrolRules::deployWithin of
// its marker's edge (6.4; exception 1: a Deploy action with exception "no-room" may widen that by `widen`, shown as
// a warning; exception 2: "artillery" may stand outside it but never nearer the enemy marker than placementGap);
// after a voluntary reveal no base nearer the enemy's table edge than the marker was; generals (the division's
// general, the corps commander, the commander-in-chief) never nearer the revealed enemy corps than the distance at
// which the markers were revealed; the commander-in-chief only with the player's first shown corps.
// 6.5: a corps revealed from a marker that moved in that turn takes movedOrder (DEFENCE).
#include "bw/plan/patrolphase.h"

namespace sztab::plan {

// 6.4: the rules a Deploy action of `division` (a plan.deployment entry) from `marker` breaks:
// PATROL_DEPLOY_NOT_REVEALED, PATROL_DEPLOY_TOO_FAR, PATROL_DEPLOY_TOWARDS_ENEMY, PATROL_GENERAL_TOO_CLOSE,
// PATROL_DIVISION_UNKNOWN; warnings PATROL_DEPLOY_WIDENED for exception 1. `path` is the JSON pointer the issues carry.
QList<Issue> checkDeploy(const PatrolTable &table, const PatrolState &state, const BattlePlan &plan,
                         const PatrolAction &deploy, const QString &path);

// 6.4: a General action (corps commander or commander-in-chief at `at`): PATROL_GENERAL_TOO_CLOSE,
// PATROL_CINC_NOT_FIRST, PATROL_DEPLOY_NOT_REVEALED.
QList<Issue> checkGeneral(const PatrolTable &table, const PatrolState &state, const BattlePlan &plan,
                          const PatrolAction &general, const QString &path);

// The shortest distance from a point (a general's base centre, widened by the marker radius) or a footprint to the
// enemy corps revealed with `marker`: its deployed bases, or its marker while none is deployed.
double distanceToRevealedEnemy(const PatrolTable &table, const PatrolState &state, const BattlePlan &plan,
                               const QString &marker, const Polygon &outline);

// 6.5: every shown corps with the order it must take ("" = any): marker id -> order.
QMap<QString, QString> forcedOrders(const PatrolRules &rules, const PatrolState &state);

} // namespace sztab::plan
