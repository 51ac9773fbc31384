// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.1: the patrol markers and their placement. Each player has PatrolRules::markersPerCorps markers per corps
// (ArmyRef::corps), named "A1" … "An" and "B1" … "Bn"; he assigns his corps to them in secret (at most one corps
// per marker, the rest are scouts: PlayerNotes::patrolAssignments) and places them alternately with the other
// player, A (the initiative winner) first, inside his deployment zone and never within placementGap of an enemy
// marker.
#include "bw/plan/patroltable.h"
#include "foundation/issue.h"

namespace sztab::plan {

// A marker on the table, as the sight and movement rules see it: no content (that is secret).
struct PatrolMarker {
    friend bool operator==(const PatrolMarker &, const PatrolMarker &) = default;
    QString id;
    Player player = Player::A;
    QPointF at;
};

// "A1" … for a player with `count` markers.
QStringList patrolMarkerIds(Player player, int count);
// The number of markers a player has in a plan (markersPerCorps x the army's corps).
int patrolMarkerCount(const PatrolRules &rules, const BattlePlan &plan, Player player);
// The owner of a marker id ("A3" → A), nullopt for anything else.
std::optional<Player> patrolMarkerOwner(const QString &marker);

// 6.1: may `player` put a marker at `at`, with `others` already on the table? Every rule it breaks, as issues with
// codes PATROL_OUTSIDE_ZONE (the marker not wholly inside the player's zone) and PATROL_TOO_CLOSE (within
// placementGap of an enemy marker, edge to edge); empty when legal. `path` is the JSON pointer the issues carry.
QList<Issue> checkPlacement(const PatrolTable &table, Player player, QPointF at, const QList<PatrolMarker> &others,
                            const QString &path = QString());

// 6.1: one player's secret assignments against his markers and corps: PATROL_UNKNOWN_MARKER (not one of his
// marker ids), PATROL_MARKER_TWICE (a marker given two corps, or listed twice), PATROL_CORPS_TWICE (one corps on
// two markers), PATROL_TOO_MANY_CORPS (more corps assigned than the army has). `path` points at the notes.
QList<Issue> checkAssignments(const PatrolRules &rules, const BattlePlan &plan, Player player,
                              const QList<PatrolAssignment> &assignments, const QString &path);

// The assignment of a marker in its owner's notes: a scout (empty corps) when the notes do not name it (6.1);
// nullopt when the owner's notes are not in this copy (an export for the other player).
std::optional<PatrolAssignment> assignmentOf(const BattlePlan &plan, const QString &marker);

} // namespace sztab::plan
