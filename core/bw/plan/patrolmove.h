// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.3: one patrol marker's move. Up to PatrolRules::move (12"), or roadMove (18") when at least roadNeeded (9")
// of the first `move` inches of the path run on a road (the marker's centre within the road's half width); no
// other terrain changes it; never into impassable terrain nor off the table. A marker stops at once where it would
// see or be seen by an enemy marker still hidden (6.3: "at 12 or 6 inches"): the move is then cut short there, and
// every enemy marker in sight from that point is revealed with it (6.3b: several at once).
#include "bw/plan/patrolsight.h"

namespace sztab::plan {

struct MoveCheck {
    bool legal = false;
    QList<Issue> refusals; // why not (codes PATROL_MOVE_TOO_LONG, PATROL_IMPASSABLE, PATROL_OFF_TABLE, …)
    Polyline path;         // the path as executed, from the start: cut at the stopping point when `stopped`
    bool stopped = false;  // 6.3: cut short where it came into sight
    double requestedLength = 0;
    double length = 0;    // of `path`
    double onRoad = 0;    // inches of the first `move` inches of the requested path that run on a road
    double allowance = 0; // move or roadMove
    QStringList reveals;  // the enemy markers in sight at the end of `path` (6.3b)
};

// 6.3: check and cut a move of the marker `marker` (one of `markers`, which hold every marker still hidden on the
// table) along `waypoints` (the points after its start). Revealed markers must not be in `markers`.
// `path` in the issues is the JSON pointer they carry.
MoveCheck checkMove(const PatrolTable &table, const QList<PatrolMarker> &markers, const QString &marker,
                    const Polyline &waypoints, const QString &path = QString());

// The inches of the first `upTo` inches of `path` whose centre line runs on a road (6.3a).
double roadLength(const PatrolTable &table, const Polyline &path, double upTo);

} // namespace sztab::plan
