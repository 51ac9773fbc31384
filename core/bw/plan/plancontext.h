// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every planner step needs once per plan: the ruleset's planner rules, the battle frame (zones, bases of
// operations, objective values), the battlefield's allowance, and each piece's shape in table coordinates.
#include "bw/battleframe.h"
#include "bw/plan/battleplan.h"
#include "table/geometry.h"
#include "bw/plan/plannerrules.h"

namespace sztab::plan {

struct PieceShape {
    Polygon outline; // polygons and rectangles
    Polyline line;   // lines
    double halfWidth = 0;
    bool isLine() const { return !line.isEmpty(); }
    QPointF centre() const; // the centroid, or the middle of a line
    QList<QPointF> points() const { return isLine() ? line : outline; }
    QRectF bounds() const; // of the points, widened by the half width
};

PieceShape shapeOf(const TerrainPiece &piece);
// 0 when the shapes touch or overlap (a line counts its width).
double shapeDistance(const PieceShape &a, const PieceShape &b);
// shapeDistance(a, b) < d, answered from the bounding boxes when they are far enough apart (most pairs on a table).
bool closerThan(const PieceShape &a, const PieceShape &b, double d);
double pointShapeDistance(QPointF p, const PieceShape &s);
inline QPointF toPoint(const JsonPoint &p) { return isPoint(p) ? QPointF(p[0], p[1]) : QPointF(); }
inline JsonPoint fromPoint(QPointF p) { return {p.x(), p.y()}; }
inline QRectF toRect(const FrameRect &r) { return QRectF(r.x, r.y, r.width, r.depth); }
inline QRectF toRect(const PlanRect &r) { return QRectF(r.x, r.y, r.width, r.depth); }

struct PlanContext {
    const Ruleset *ruleset = nullptr;
    PlannerRules rules;
    BattleFrame frame;
    std::optional<BattlefieldAllowance> allowance; // nullopt: no battlefield rolled yet, or an unknown one/table
    QString allowanceError;                        // why there is none (when a battlefield is set)
    QList<PieceShape> shapes;                      // same order as plan.terrain
    QRectF baseA, baseB;                           // the plan's bases of operations, or the frame's
    QRectF zone(Player p) const { return toRect(p == Player::A ? frame.deploymentA : frame.deploymentB); }
    // Distance of a point from a player's own table edge.
    double fromOwnEdge(Player p, QPointF q) const { return p == Player::A ? q.y() : frame.table.depth - q.y(); }
    QRectF base(Player p) const { return p == Player::A ? baseA : baseB; }
};

// nullopt (with *error) when the plan cannot be checked at all: its ruleset has no battle frame, or a malformed
// planner block.
std::optional<PlanContext> planContext(const Ruleset &ruleset, const BattlePlan &plan, QString *error = nullptr);

// The battle frame of a plan: its preset (or the ruleset's smallest), its table and both army values.
std::optional<BattleFrame> planFrame(const Ruleset &ruleset, const BattlePlan &plan, QString *error = nullptr);

// Does a piece match a type-or-variant name ("woods", "depression")?
inline bool matches(const TerrainPiece &p, const QStringList &names)
{
    return names.contains(p.type) || (!p.variant.isEmpty() && names.contains(p.variant));
}

} // namespace sztab::plan
