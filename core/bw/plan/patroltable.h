// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table as the patrol rules see it (B19 6.1–6.3): the terrain sorted into what gives cover, what blocks sight,
// what is impassable and what is a road, the deployment zones and the deployed units, built once per plan so that
// sight and movement are plain geometry. Markers are round (PatrolRules::markerDiameter); every distance between
// two markers is measured edge to edge.
#include "bw/plan/patrolrules.h"
#include "bw/plan/plancontext.h"

namespace sztab::plan {

struct PatrolRoad {
    Polyline line;
    double halfWidth = 0; // a marker whose centre is within this of the line is on the road
};

struct PatrolTable {
    PatrolRules rules;
    const PlanContext *context = nullptr; // for the deployed footprints (6.4); outlives the table
    QRectF table;
    QRectF zoneA, zoneB;           // 6.1: where each player places markers (the battlefield's deployment zones)
    double depth = 0;              // the table's depth: distance of A's edge (y = 0) from B's (y = depth)
    QList<Polygon> cover;          // 6.2: woods, built-up areas
    QList<Polygon> blocking;       // 6.2: woods, built-up areas, hills (cover pieces are listed here too)
    QList<Polygon> impassable;     // 6.3: areas, and lines widened to their width
    QList<PatrolRoad> roads;       // 6.3
    QList<Polygon> unitsA, unitsB; // 6.2: the deployed bases of each player (they block sight)
    double radius() const { return rules.markerDiameter / 2; }
    QRectF zone(Player p) const { return p == Player::A ? zoneA : zoneB; }
    // The marker's distance from the enemy's table edge, measured from the marker's edge nearest it (6.4).
    double fromEnemyEdge(Player p, QPointF centre) const
    {
        return (p == Player::A ? depth - centre.y() : centre.y()) - radius();
    }
};

// The patrol table of a plan: its context's shapes sorted by the rules' type lists. No units: the phase adds the
// divisions its Deploy actions put on the table as it is replayed (withDeployedUnits() in patrolphase.h).
PatrolTable patrolTable(const PlanContext &context, const PatrolRules &rules, const BattlePlan &plan);
PatrolTable patrolTable(const PlanContext &context, const PatrolRules &rules, const QList<TerrainPiece> &terrain);
// Adds a deployed division's bases (their footprints, core/bw/plan/deployment.h) to the units that block sight.
void addUnits(PatrolTable &table, const DeployedFormation &formation);

// The outline of a marker at `centre` (a regular polygon close to its circle).
Polygon markerOutline(const PatrolTable &table, QPointF centre);
// Edge-to-edge distance of two markers (0 when they overlap).
double markerGap(const PatrolTable &table, QPointF a, QPointF b);

} // namespace sztab::plan
