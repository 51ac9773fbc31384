// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.2: what patrol markers see. Sight is all round, PatrolRules::sight (12") from the marker's edge, or
// reducedSight (6") when
//   - either marker is "in" cover: more than coverFraction of its base inside a woods or built-up piece
//     (10.1; both ways: a marker in a wood sees and is seen at 6"), or
//   - the line between them passes through a blocking piece (woods, built-up area, hill) that neither marker
//     stands on, or through deployed units (6.2 "behind enemy units": units of either side, so that sight stays
//     mutual).
// The range of a pair is one symmetric function of the two positions, so sight is always mutual (6.2).
#include "bw/plan/patrolmarkers.h"

namespace sztab::plan {

// Two positions closer than this count as touching the sight limit (6.3: a move stops exactly at the limit).
inline constexpr double kSightTolerance = 1e-6;

// Is a marker at `at` in cover (6.2, 10.1)?
bool inCover(const PatrolTable &table, QPointF at);
// The sight range between markers at a and b (sight or reducedSight), symmetric in a and b.
double sightRange(const PatrolTable &table, QPointF a, QPointF b);
// Do markers at a and b see each other: their edge-to-edge gap within sightRange (plus kSightTolerance)?
bool seesEachOther(const PatrolTable &table, QPointF a, QPointF b);

// What a marker at `at` sees, for the map: the outline of the points an open-ground target could stand on and be
// seen, measured from the marker's centre (its radius + the range along each of `rays` directions: the range is
// reducedSight in cover; otherwise sight, cut back to reducedSight beyond the first blocking piece or unit the ray
// meets, but never below the piece's edge: 6.2b "it sees up to the edge of the wood").
Polygon sightArea(const PatrolTable &table, QPointF at, int rays = 96);

// Two enemy markers that see each other.
struct SightPair {
    friend bool operator==(const SightPair &, const SightPair &) = default;
    QString a; // the A marker
    QString b; // the B marker
    double gap = 0;
    double range = 0;
};

// Each marker's sight for the map and the umpire.
struct MarkerSight {
    QString id;
    Player player = Player::A;
    bool inCover = false;
    double range = 0; // its own range (reducedSight in cover, else sight)
    Polygon area;     // sightArea()
    QStringList sees; // the enemy markers it sees (and is seen by)
};

// Every pair of enemy markers (A against B) that see each other, A's markers in the order given.
QList<SightPair> sightPairs(const PatrolTable &table, const QList<PatrolMarker> &markers);
// Sight of every marker: its area (when `withAreas`) and whom it sees. Same order as `markers`.
QList<MarkerSight> markerSight(const PatrolTable &table, const QList<PatrolMarker> &markers, bool withAreas = true,
                               int rays = 96);

} // namespace sztab::plan
