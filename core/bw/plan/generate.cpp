// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/generate.h"

#include "bw/plan/planedit.h"
#include "bw/plan/planpregame.h"

#include <QtMath>

#include <cmath>

// How the layout is made (readings of a generator, not rules):
//  - The types come from the placement sequence; a free choice picks among the types still under their maximum
//    (never a stream, river or road: those have their own steps).
//  - Shapes are made in this order, whatever the placement order: streams and rivers cross the table, then the
//    built-up areas, then the roads (the first from base of operations to base of operations, the others from a
//    point of the first to a built-up area), then every other piece where it touches nothing already there. So no
//    road crosses a wood, difficult ground, depression or impassable piece, and every road end is on a base, a
//    built-up area or a road.
//  - Mandatory roads are always placed, each optional one with a chance of one half until one is not.
//  - The free bridge or ford lies on the middle part of the river.
//  - The armies' own pieces (planpregame.h's placementInput): bought and special terrain are shaped like the table's
//    pieces of their type; fortifications are placed after the roads, each wholly within the fortification reach of
//    its owner's edge (BWN 14.4), a linear one at the rulebook's length, a redoubt as its 10x10 square.

namespace sztab::plan {

namespace {

class Rng {
public:
    explicit Rng(DiceSource &dice) : m_dice(dice) { }
    double uniform(double lo, double hi)
    {
        constexpr int kSides = 1 << 20;
        const int r = m_dice.roll(kSides).value_or(1);
        return lo + (hi - lo) * double(r - 1) / double(kSides - 1);
    }
    int pick(int n) { return n <= 1 ? 0 : m_dice.roll(n).value_or(1) - 1; }
    bool coin() { return pick(2) == 0; }

private:
    DiceSource &m_dice;
};

struct Layout {
    const PlanContext &c;
    Rng &rng;
    QList<PieceShape> placed; // everything other pieces must keep clear of
    QList<PieceShape> buas;
    QSizeF size(const QString &type, QSizeF fallback) const
    {
        const QList<double> s = c.rules.defaultSizes.value(type);
        return s.size() == 2 ? QSizeF(s[0], s[1]) : fallback;
    }
    bool clear(const PieceShape &s, double margin) const
    {
        const QRectF table(0, 0, c.frame.table.width, c.frame.table.depth);
        for (QPointF q : s.points())
            if (!table.adjusted(1, 1, -1, -1).contains(q))
                return false;
        for (const QRectF &b : {c.baseA, c.baseB}) {
            PieceShape base;
            base.outline = rectPolygon(b);
            if (closerThan(s, base, margin))
                return false;
        }
        for (const PieceShape &o : placed)
            if (closerThan(s, o, margin))
                return false;
        return true;
    }
};

Polygon blob(Rng &rng, QPointF centre, QSizeF size, double rotation)
{
    Polygon out;
    const int n = 9;
    const double a = qDegreesToRadians(rotation);
    for (int k = 0; k < n; ++k) {
        const double t = 2 * M_PI * k / n;
        const double r = rng.uniform(0.8, 1.0);
        const QPointF local(std::cos(t) * size.width() / 2 * r, std::sin(t) * size.height() / 2 * r);
        out << centre
                + QPointF(local.x() * std::cos(a) + local.y() * std::sin(a),
                          -local.x() * std::sin(a) + local.y() * std::cos(a));
    }
    return out;
}

void setPolygon(TerrainPiece &p, const Polygon &poly)
{
    JsonPoints pts;
    for (QPointF q : poly)
        pts << JsonPoint{std::round(q.x() * 100) / 100, std::round(q.y() * 100) / 100};
    p.polygon = pts;
}

void setLine(TerrainPiece &p, const Polyline &line, double width)
{
    JsonPoints pts;
    for (QPointF q : line)
        pts << JsonPoint{std::round(q.x() * 100) / 100, std::round(q.y() * 100) / 100};
    p.line = pts;
    p.width = width;
}

// A river or stream across the table, from edge to edge, clear of both bases of operations.
Polyline waterCourse(Layout &l, int index)
{
    const double w = l.c.frame.table.width, d = l.c.frame.table.depth;
    Polyline line;
    const int n = 5;
    if (l.rng.coin()) { // from the left edge to the right
        const double y0 = d * l.rng.uniform(0.35, 0.65) + index * 7;
        for (int k = 0; k <= n; ++k)
            line << QPointF(w * k / n, std::clamp(y0 + l.rng.uniform(-d * 0.08, d * 0.08), d * 0.3, d * 0.7));
    } else { // from A's edge to B's, to one side of the bases
        const double x0 = w * (l.rng.coin() ? l.rng.uniform(0.15, 0.3) : l.rng.uniform(0.7, 0.85)) + index * 7;
        for (int k = 0; k <= n; ++k)
            line << QPointF(std::clamp(x0 + l.rng.uniform(-w * 0.05, w * 0.05), 2.0, w - 2), d * k / n);
    }
    return line;
}

} // namespace

std::optional<BattlePlan> generateTerrain(const Ruleset &ruleset, const BattlePlan &input, DiceSource &dice,
                                          QString *error)
{
    auto fail = [&](const QString &m) -> std::optional<BattlePlan> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    BattlePlan plan = input;
    plan.terrain.clear();
    plan.objectives = PlanObjectives();
    const auto context = planContext(ruleset, plan, error);
    if (!context)
        return std::nullopt;
    const PlanContext &c = *context;
    if (!c.allowance)
        return fail(plan.battlefield ? c.allowanceError
                                     : QStringLiteral("roll or enter the battlefield first (BWN 14.3)"));
    const BattlefieldAllowance &al = *c.allowance;
    plan.basesOfOperations = basesOfOperations(c.frame); // BWN 14.5

    const QList<PlacementStep> sequence = placementSequence(ruleset, al, placementInput(plan));
    const TerrainPlacement *pl = ruleset.terrain.placement ? &*ruleset.terrain.placement : nullptr;
    const QStringList firstTypes = pl ? pl->firstPieceTypes : QStringList();
    Rng rng(dice);

    // 1. The types, in placement order.
    QMap<QString, int> count;
    bool optionalRoads = true;
    for (const PlacementStep &s : sequence) {
        TerrainPiece p;
        p.owner = s.player;
        p.kind = s.kind;
        p.type = s.type;
        if (s.kind == PieceKind::Piece && p.type.isEmpty()) {
            QStringList free;
            for (const QString &t : al.typeOrder)
                if (t != al.roadType && !firstTypes.contains(t) && count.value(t) < al.limit(t).max)
                    free << t;
            if (free.isEmpty())
                continue;
            p.type = free[rng.pick(int(free.size()))];
        }
        if (s.kind == PieceKind::Road) {
            p.type = al.roadType;
            if (!s.mandatory && !(optionalRoads = optionalRoads && rng.coin()))
                continue;
        }
        if (s.kind == PieceKind::Bridge)
            p.type = QStringLiteral("bridge");
        if (p.type.isEmpty())
            continue; // a special ability's piece of no terrain type: nothing to draw (the players place it)
        ++count[p.type];
        p.order = int(plan.terrain.size()) + 1;
        p.id = QStringLiteral("t%1").arg(p.order);
        plan.terrain.append(p);
    }

    // 2. The shapes.
    Layout l{c, rng, {}, {}};
    const double w = c.frame.table.width, d = c.frame.table.depth;
    auto shapeOfIndex = [&](qsizetype i) { return shapeOf(plan.terrain[i]); };
    QList<qsizetype> water, buas, roads, bridges, forts, others;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const TerrainPiece &p = plan.terrain[i];
        if (p.kind == PieceKind::Road)
            roads << i;
        else if (p.kind == PieceKind::Bridge)
            bridges << i;
        else if (p.kind == PieceKind::Fortification)
            forts << i;
        else if (firstTypes.contains(p.type))
            water << i;
        else if (c.rules.buaTypes.contains(p.type))
            buas << i;
        else
            others << i;
    }
    for (qsizetype k = 0; k < water.size(); ++k) {
        TerrainPiece &p = plan.terrain[water[k]];
        const QSizeF s = l.size(p.type, QSizeF(0, 2));
        setLine(p, waterCourse(l, int(k)), s.height());
        l.placed << shapeOfIndex(water[k]);
    }
    for (qsizetype i : buas) {
        TerrainPiece &p = plan.terrain[i];
        const QSizeF s = l.size(p.type, QSizeF(10, 10));
        p.level = c.rules.buaTypes.value(p.type);
        p.size = JsonPoint{s.width(), s.height()};
        bool done = false;
        for (int attempt = 0; attempt < 400 && !done; ++attempt) {
            p.centre =
                JsonPoint{std::round(rng.uniform(s.width(), w - s.width())), std::round(rng.uniform(d * 0.2, d * 0.8))};
            p.rotation = rng.coin() ? 0 : std::round(rng.uniform(-30, 30));
            const PieceShape sh = shapeOfIndex(i);
            if (l.clear(sh, 4)) {
                l.placed << sh;
                l.buas << sh;
                done = true;
            }
        }
        if (!done)
            return fail(QStringLiteral("no room for built-up area %1").arg(p.id));
    }
    // Roads: the first joins the two bases of operations; each other one runs from the first to a built-up area
    // (or, without one, joins the bases by another way).
    Polyline mainRoad;
    const qsizetype firstBua = l.buas.isEmpty() ? 0 : rng.pick(int(l.buas.size()));
    for (qsizetype k = 0; k < roads.size(); ++k) {
        TerrainPiece &p = plan.terrain[roads[k]];
        const double width = l.size(p.type, QSizeF(0, 3)).height();
        Polyline line;
        if (k == 0 || (l.buas.isEmpty())) {
            const double side = k == 0 ? 0 : (k % 2 ? -1 : 1) * w * 0.3;
            const QPointF from(c.baseA.center().x(), c.baseA.bottom()), to(c.baseB.center().x(), c.baseB.top());
            line << from << QPointF(from.x() + side + rng.uniform(-w * 0.08, w * 0.08), d * 0.35)
                 << QPointF(from.x() + side + rng.uniform(-w * 0.08, w * 0.08), d * 0.65) << to;
            if (k == 0)
                mainRoad = line;
        } else {
            // Each further road to another built-up area while there are any left (no two roads to one town).
            const qsizetype n = l.buas.size();
            const PieceShape &bua = l.buas[(firstBua + k - 1) % n];
            line << pointAlong(mainRoad, rng.uniform(0.25, 0.75)) << bua.centre();
        }
        setLine(p, line, width);
        // The rounding of setLine may move an end off its base by 0.005: ends are joined exactly.
        l.placed << shapeOfIndex(roads[k]);
    }
    // Fortifications: wholly within the reach of the owner's edge (BWN 14.4), clear of everything so far.
    const double reach =
        ruleset.terrain.fortificationReach > 0 ? std::min<double>(ruleset.terrain.fortificationReach, d) : d / 2;
    for (qsizetype i : forts) {
        TerrainPiece &p = plan.terrain[i];
        const bool isLine = c.rules.lineTypes.contains(p.type);
        const QSizeF s = l.size(p.type, QSizeF(10, 1));
        bool done = false;
        for (int attempt = 0; attempt < 600 && !done; ++attempt) {
            const double fromEdge = rng.uniform(2 + s.width() / 2, reach - 1 - s.width() / 2);
            const QPointF at(rng.uniform(2 + s.width() / 2, w - 2 - s.width() / 2),
                             p.owner == Player::A ? fromEdge : d - fromEdge);
            const double rot = std::round(rng.uniform(-30, 30)); // roughly facing the enemy
            p.line.reset();
            p.centre.reset();
            p.size.reset();
            p.rotation = 0;
            if (isLine) {
                // A little under the rulebook's length: the ends are rounded to 0.01 and must not make it longer.
                const double a = qDegreesToRadians(rot), length = s.width() - 0.05;
                const QPointF half(std::cos(a) * length / 2, std::sin(a) * length / 2);
                setLine(p, {at - half, at + half}, s.height());
            } else {
                p.centre = JsonPoint{std::round(at.x()), std::round(at.y())};
                p.size = JsonPoint{s.width(), s.height()};
                p.rotation = rot;
            }
            const PieceShape sh = shapeOfIndex(i);
            bool within = true;
            for (QPointF q : sh.points())
                within = within && c.fromOwnEdge(p.owner, q) + sh.halfWidth <= reach - 0.01;
            if (within && l.clear(sh, 3)) {
                l.placed << sh;
                done = true;
            }
        }
        if (!done)
            return fail(QStringLiteral("no room for fortification %1 (%2)").arg(p.id, p.type));
    }
    for (qsizetype i : others) {
        TerrainPiece &p = plan.terrain[i];
        const bool isLine = c.rules.lineTypes.contains(p.type);
        if (!isLine && p.type == QStringLiteral("hills") && c.rules.depression && rng.pick(3) == 0)
            p.variant = c.rules.depression->variant;
        QSizeF s = l.size(p.variant.isEmpty() ? p.type : p.variant, QSizeF(15, 10));
        bool done = false;
        for (int shrink = 0; shrink < 6 && !done; ++shrink, s *= 0.8) {
            for (int attempt = 0; attempt < 150 && !done; ++attempt) {
                const QPointF at(rng.uniform(2 + s.width() / 2, w - 2 - s.width() / 2),
                                 rng.uniform(2 + s.width() / 2, d - 2 - s.width() / 2));
                const double rot = std::round(rng.uniform(0, 180));
                p.polygon.reset();
                p.line.reset();
                p.centre.reset();
                p.size.reset();
                p.rotation = 0;
                if (isLine) {
                    const double a = qDegreesToRadians(rot);
                    const QPointF half(std::cos(a) * s.width() / 2, std::sin(a) * s.width() / 2);
                    setLine(p, {at - half, at + half}, s.height());
                } else if (!p.variant.isEmpty()) { // a depression: a rectangle of the rulebook's size
                    p.centre = JsonPoint{std::round(at.x()), std::round(at.y())};
                    p.size = JsonPoint{s.width(), s.height()};
                    p.rotation = rot;
                } else {
                    setPolygon(p, blob(rng, at, s, rot));
                }
                const PieceShape sh = shapeOfIndex(i);
                if (l.clear(sh, 3)) {
                    l.placed << sh;
                    done = true;
                }
            }
        }
        if (!done)
            return fail(QStringLiteral("no room for piece %1 (%2)").arg(p.id, p.type));
    }
    for (qsizetype i : bridges) {
        TerrainPiece &p = plan.terrain[i];
        const QStringList rivers = pl ? pl->freeCrossingTypes : QStringList();
        const TerrainPiece *river = nullptr;
        for (const TerrainPiece &o : plan.terrain)
            if (rivers.contains(o.type) && o.owner != p.owner && o.line)
                river = &o;
        if (!river)
            return fail(QStringLiteral("bridge %1 without a river").arg(p.id));
        const Polyline line = shapeOf(*river).line;
        const QSizeF s = l.size(QStringLiteral("bridge"), QSizeF(6, 4));
        const QPointF at = pointAlong(line, rng.uniform(0.3, 0.7));
        p.centre = JsonPoint{at.x(), at.y()};
        p.size = JsonPoint{s.width(), s.height()};
    }
    return plan;
}

} // namespace sztab::plan
