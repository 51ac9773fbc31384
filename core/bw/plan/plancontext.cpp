// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/plancontext.h"

#include <limits>

namespace sztab::plan {

QPointF PieceShape::centre() const { return isLine() ? pointAlong(line, 0.5) : centroidOf(outline); }

QRectF PieceShape::bounds() const { return boundsOf(points()).adjusted(-halfWidth, -halfWidth, halfWidth, halfWidth); }

bool closerThan(const PieceShape &a, const PieceShape &b, double d)
{
    if (boxGap(a.bounds(), b.bounds()) >= d)
        return false;
    return shapeDistance(a, b) < d;
}

PieceShape shapeOf(const TerrainPiece &piece)
{
    PieceShape s;
    if (piece.line) {
        for (const JsonPoint &p : *piece.line)
            s.line << toPoint(p);
        s.halfWidth = piece.width / 2;
    } else if (piece.polygon) {
        for (const JsonPoint &p : *piece.polygon)
            s.outline << toPoint(p);
    } else if (piece.centre && piece.size) {
        s.outline = rectPolygon(toPoint(*piece.centre), piece.size->value(0), piece.size->value(1), piece.rotation);
    }
    return s;
}

double pointShapeDistance(QPointF p, const PieceShape &s)
{
    if (s.isLine())
        return std::max(0.0, distanceToPolyline(p, s.line) - s.halfWidth);
    return distanceToPolygon(p, s.outline);
}

double shapeDistance(const PieceShape &a, const PieceShape &b)
{
    double d = std::numeric_limits<double>::infinity();
    if (a.isLine() && b.isLine())
        d = polylineDistance(a.line, b.line);
    else if (a.isLine())
        d = polylinePolygonDistance(a.line, b.outline);
    else if (b.isLine())
        d = polylinePolygonDistance(b.line, a.outline);
    else
        d = polygonDistance(a.outline, b.outline);
    return std::max(0.0, d - a.halfWidth - b.halfWidth);
}

std::optional<BattleFrame> planFrame(const Ruleset &ruleset, const BattlePlan &plan, QString *error)
{
    BattleFrameInput in;
    in.preset = plan.preset;
    // BWN 14.6, 12.2: without a preset the battle is as big as the bigger of the two rosters' limits (reading).
    const std::optional<HalfPoints> limit = std::max(plan.armies.a.unitsLimit, plan.armies.b.unitsLimit);
    if (in.preset.isEmpty() && limit) {
        in.units = limit;
    } else if (in.preset.isEmpty()) { // reading: the smallest preset's objectives (a vanguard battle)
        for (auto it = ruleset.presets.cbegin(); it != ruleset.presets.cend(); ++it)
            if (in.preset.isEmpty() || it->units < ruleset.presets.value(in.preset).units)
                in.preset = it.key();
    }
    in.table = plan.table;
    in.valueA = plan.armies.a.value.value_or(HalfPoints());
    in.valueB = plan.armies.b.value.value_or(HalfPoints());
    in.corpsA = plan.armies.a.corps;
    in.corpsB = plan.armies.b.corps;
    return battleFrame(ruleset, in, error);
}

std::optional<PlanContext> planContext(const Ruleset &ruleset, const BattlePlan &plan, QString *error)
{
    PlanContext c;
    c.ruleset = &ruleset;
    const auto rules = plannerRules(ruleset, error);
    if (!rules)
        return std::nullopt;
    c.rules = *rules;
    const auto frame = planFrame(ruleset, plan, error);
    if (!frame)
        return std::nullopt;
    c.frame = *frame;
    if (plan.battlefield) {
        const BattlefieldType *b = battlefieldFromRoll(ruleset, plan.battlefield->roll);
        if (!b)
            c.allowanceError = QStringLiteral("no battlefield has the roll %1").arg(plan.battlefield->roll);
        else if (!plan.battlefield->id.isEmpty() && plan.battlefield->id != b->id)
            c.allowanceError = QStringLiteral("the roll %1 is the battlefield \"%2\", not \"%3\"")
                                   .arg(plan.battlefield->roll)
                                   .arg(b->id, plan.battlefield->id);
        else
            c.allowance = allowance(ruleset, *b, tableSizeName(plan.table), &c.allowanceError);
    }
    c.shapes.reserve(plan.terrain.size());
    for (const TerrainPiece &p : plan.terrain)
        c.shapes.append(shapeOf(p));
    // A ruleset without bases of operations (B19) has none even where an older file wrote some down.
    const bool own = plan.basesOfOperations && c.frame.hasBasesOfOperations;
    c.baseA = own ? toRect(plan.basesOfOperations->a) : toRect(c.frame.baseOfOperationsA);
    c.baseB = own ? toRect(plan.basesOfOperations->b) : toRect(c.frame.baseOfOperationsB);
    return c;
}

} // namespace sztab::plan
