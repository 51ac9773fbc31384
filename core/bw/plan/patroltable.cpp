// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patroltable.h"

#include "bw/plan/deployment.h"

#include <cmath>

namespace sztab::plan {

namespace {

// Sides of the polygon that stands for a round marker: enough that the area fraction in cover (6.2) is within a
// fraction of a percent of the circle's.
constexpr int kMarkerSides = 32;

// A line piece (a river, a stream) as an area of its width: each segment a rectangle.
QList<Polygon> lineAreas(const PieceShape &s)
{
    QList<Polygon> out;
    const double w = std::max(s.halfWidth, 1e-6) * 2;
    for (qsizetype i = 0; i + 1 < s.line.size(); ++i) {
        const QLineF seg(s.line[i], s.line[i + 1]);
        if (seg.length() <= 0)
            continue;
        // QLineF::angle() gives the direction (cos a, -sin a), the same as rectPolygon's rotation.
        out << rectPolygon((seg.p1() + seg.p2()) / 2, seg.length() + w, w, seg.angle());
    }
    return out;
}

} // namespace

PatrolTable patrolTable(const PlanContext &context, const PatrolRules &rules, const QList<TerrainPiece> &terrain)
{
    PatrolTable t;
    t.rules = rules;
    t.context = &context;
    t.table = QRectF(0, 0, context.frame.table.width, context.frame.table.depth);
    t.depth = context.frame.table.depth;
    t.zoneA = context.zone(Player::A);
    t.zoneB = context.zone(Player::B);
    for (qsizetype i = 0; i < terrain.size() && i < context.shapes.size(); ++i) {
        const TerrainPiece &p = terrain[i];
        const PieceShape &s = context.shapes[i];
        const QList<Polygon> areas = s.isLine() ? lineAreas(s) : QList<Polygon>{s.outline};
        if (matches(p, rules.roadTypes)) {
            if (s.isLine())
                t.roads << PatrolRoad{s.line, s.halfWidth};
            continue;
        }
        if (matches(p, rules.impassableTypes))
            t.impassable << areas;
        if (!s.isLine() && matches(p, rules.coverTypes))
            t.cover << s.outline;
        if (!s.isLine() && (matches(p, rules.blockingTypes) || matches(p, rules.coverTypes)))
            t.blocking << s.outline;
    }
    return t;
}

PatrolTable patrolTable(const PlanContext &context, const PatrolRules &rules, const BattlePlan &plan)
{
    // No units: during the patrol phase the units on the table are those its Deploy actions put there, added as
    // the phase is replayed (withDeployedUnits in patrolphase.h), so a later deployment never changes what an
    // earlier move saw.
    return patrolTable(context, rules, plan.terrain);
}

void addUnits(PatrolTable &table, const DeployedFormation &formation)
{
    if (!table.context)
        return;
    for (const Footprint &fp : footprints(*table.context->ruleset, table.context->rules, formation))
        (formation.player == Player::A ? table.unitsA : table.unitsB) << fp.outline;
}

Polygon markerOutline(const PatrolTable &table, QPointF centre)
{
    return circlePolygon(centre, table.radius(), kMarkerSides);
}

double markerGap(const PatrolTable &table, QPointF a, QPointF b)
{
    return std::max(0.0, std::hypot(a.x() - b.x(), a.y() - b.y()) - 2 * table.radius());
}

} // namespace sztab::plan
