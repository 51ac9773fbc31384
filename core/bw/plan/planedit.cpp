// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/planedit.h"

#include "bw/plan/checklist.h"
#include "bw/plan/generate.h"
#include "bw/plan/objectives.h"
#include "table/rectanglehandles.h"
#include "bw/terrain.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace sztab::plan {

namespace {

Text bilingual(const QString &pl, const QString &en) { return Text::translated(pl, en); }

void fail(Text *error, const Text &why)
{
    if (error)
        *error = why;
}

// Rotates points clockwise (seen from A, y towards B) about a centre, as the file's "rotation" turns rectangles.
void rotatePoints(JsonPoints &points, QPointF centre, double degrees)
{
    const double r = qDegreesToRadians(degrees), c = std::cos(r), s = std::sin(r);
    for (JsonPoint &p : points) {
        const double x = p[0] - centre.x(), y = p[1] - centre.y();
        p = {centre.x() + x * c + y * s, centre.y() - x * s + y * c};
    }
}

void scalePoints(JsonPoints &points, QPointF centre, double fx, double fy)
{
    for (JsonPoint &p : points)
        p = {centre.x() + (p[0] - centre.x()) * fx, centre.y() + (p[1] - centre.y()) * fy};
}

void shift(JsonPoint &p, double dx, double dy)
{
    if (isPoint(p))
        p = {p[0] + dx, p[1] + dy};
}

double lineLength(const JsonPoints &line)
{
    double len = 0;
    for (qsizetype k = 1; k < line.size(); ++k)
        len += std::hypot(line[k][0] - line[k - 1][0], line[k][1] - line[k - 1][1]);
    return len;
}

bool finite(double x, double y, Text *error)
{
    if (std::isfinite(x) && std::isfinite(y))
        return true;
    fail(error,
         bilingual(QStringLiteral("Punkt musi mieć skończone współrzędne."),
                   QStringLiteral("A point needs finite coordinates.")));
    return false;
}

// The points of a line or area piece with point `vertex` in it, or null with the error set (a rectangle has none).
JsonPoints *editablePoints(TerrainPiece &p, qsizetype vertex, Text *error)
{
    JsonPoints *points = p.line ? &*p.line : p.polygon ? &*p.polygon : nullptr;
    if (points && vertex >= 0 && vertex < points->size())
        return points;
    if (points)
        fail(error,
             bilingual(QStringLiteral("Element %1 nie ma punktu %2.").arg(p.id).arg(vertex + 1),
                       QStringLiteral("Piece %1 has no point %2.").arg(p.id).arg(vertex + 1)));
    else
        fail(
            error,
            bilingual(
                QStringLiteral("Element %1 jest prostokątem: obróć go lub zmień jego rozmiar zamiast przesuwać punkty.")
                    .arg(p.id),
                QStringLiteral("Piece %1 is a rectangle: turn or resize it instead of moving its points.").arg(p.id)));
    return nullptr;
}

} // namespace

double normalizedDegrees(double d)
{
    d = std::fmod(d, 360.0);
    return d < 0 ? d + 360.0 : d;
}

// ---- the battlefield ------------------------------------------------------------------------------------------

std::optional<BasesOfOperations> basesOfOperations(const BattleFrame &frame)
{
    if (!frame.hasBasesOfOperations)
        return std::nullopt;
    const FrameRect &a = frame.baseOfOperationsA, &b = frame.baseOfOperationsB;
    return BasesOfOperations{{a.x, a.y, a.width, a.depth}, {b.x, b.y, b.width, b.depth}};
}

bool applyBattlefieldRoll(const Ruleset &ruleset, BattlePlan &plan, int roll, const QString &seed, Text *error)
{
    const BattlefieldType *b = battlefieldFromRoll(ruleset, roll);
    if (!b) {
        fail(error,
             bilingual(
                 QStringLiteral("Rzut na pole bitwy to liczba od 1 do %1, a nie %2.")
                     .arg(battlefieldDie(ruleset))
                     .arg(roll),
                 QStringLiteral("A battlefield roll is from 1 to %1, not %2.").arg(battlefieldDie(ruleset)).arg(roll)));
        return false;
    }
    BattlePlan next = plan;
    next.battlefield = BattlefieldRef{roll, b->id, seed};
    QString why;
    const auto frame = planFrame(ruleset, next, &why);
    if (!frame) {
        fail(error, Text(why));
        return false;
    }
    // BWN 14.5: the bases of operations at the middle of each edge; BWN 14.6: the objectives' values.
    next.basesOfOperations = basesOfOperations(*frame);
    next.objectives.values = Objectives{frame->mainObjective, frame->secondaryObjectives};
    plan = std::move(next);
    return true;
}

std::optional<BattlePlan> generateLayout(const Ruleset &ruleset, const BattlePlan &plan, DiceSource &dice,
                                         const QString &seed, QString *error)
{
    auto generated = generateTerrain(ruleset, plan, dice, error);
    if (!generated)
        return std::nullopt;
    const auto context = planContext(ruleset, *generated, error);
    if (!context)
        return std::nullopt;
    generated->objectives = suggestObjectives(*context, *generated);
    generated->terrainSeed = seed;
    return generated;
}

int piecesPlacedByHand(const Ruleset &ruleset, const BattlePlan &plan)
{
    // The layout the recorded seed makes: the same seed gives the same pieces (generate.h).
    QList<TerrainPiece> generated;
    bool seeded = false;
    const quint64 seed = plan.terrainSeed.toULongLong(&seeded);
    if (seeded) {
        SeededDice dice(seed);
        if (const auto layout = generateTerrain(ruleset, plan, dice))
            generated = layout->terrain;
    }
    return int(std::count_if(plan.terrain.cbegin(), plan.terrain.cend(),
                             [&](const TerrainPiece &p) { return !p.predefined && !generated.contains(p); }));
}

// ---- terrain pieces -------------------------------------------------------------------------------------------

std::optional<TerrainPiece> newPiece(const PlanContext &context, const BattlePlan &plan, const QString &type,
                                     const QString &variant, QPointF at, Text *error)
{
    const Ruleset &r = *context.ruleset;
    const PlannerRules &rules = context.rules;
    const TerrainPlacement *placement = r.terrain.placement ? &*r.terrain.placement : nullptr;
    const bool crossing = type == QLatin1String("bridge") || type == QLatin1String("ford");
    const bool fortification = placement && placement->fortificationUpgrades.contains(type);
    if (!fortification && !crossing && !r.terrain.types.contains(type)) {
        fail(error,
             bilingual(QStringLiteral("Nieznany rodzaj terenu „%1”.").arg(type),
                       QStringLiteral("Unknown terrain type \"%1\".").arg(type)));
        return std::nullopt;
    }
    TerrainPiece p;
    p.type = type;
    p.variant = variant;
    // Who places it and as what: the next step of the placement sequence (BWN 14.4); the checks say if it fits.
    int placed = 0, order = 0;
    for (const TerrainPiece &t : plan.terrain) {
        placed += t.predefined ? 0 : 1;
        order = std::max(order, t.order);
    }
    if (const auto next = allowanceChecklist(context, plan).next) {
        p.owner = next->player;
        p.kind = next->kind;
    } else {
        p.owner = placed % 2 ? Player::B : Player::A;
    }
    if (crossing)
        p.kind = PieceKind::Bridge;
    else if (fortification)
        p.kind = PieceKind::Fortification;
    else if (placement && type == placement->roadType)
        p.kind = PieceKind::Road;
    else if (p.kind == PieceKind::Fortification || p.kind == PieceKind::Road || p.kind == PieceKind::Bridge)
        p.kind = PieceKind::Piece;
    if (rules.buaTypes.contains(type))
        p.level = rules.buaTypes.value(type);
    p.order = order + 1;
    QSet<QString> ids;
    for (const TerrainPiece &t : plan.terrain)
        ids.insert(t.id);
    int n = p.order;
    while (ids.contains(QStringLiteral("t%1").arg(n)))
        ++n;
    p.id = QStringLiteral("t%1").arg(n);
    // The default shape: the ruleset's size for the variant or type (planner.defaultSizes); lines across.
    const QList<double> size =
        rules.defaultSizes.value(variant.isEmpty() ? type : variant, rules.defaultSizes.value(type));
    const double w = size.value(0, 10) > 0 ? size.value(0, 10) : 0, d = size.value(1, 10) > 0 ? size.value(1, 10) : 1;
    const double x = at.x(), y = at.y();
    if (rules.lineTypes.contains(type)) {
        const bool across = placement && placement->firstPieceTypes.contains(type);
        const double length = w > 0 ? w : across ? plan.table.depth : plan.table.depth / 3.0;
        const double y0 = across ? 0 : y - length / 2, y1 = across ? plan.table.depth : y + length / 2;
        p.line = JsonPoints{{x, y0}, {x, y1}};
        p.width = d;
    } else {
        p.centre = JsonPoint{x, y};
        p.size = JsonPoint{w > 0 ? w : 10, d};
    }
    return p;
}

void movePiece(TerrainPiece &p, double dx, double dy)
{
    if (p.polygon)
        for (JsonPoint &q : *p.polygon)
            shift(q, dx, dy);
    if (p.centre)
        shift(*p.centre, dx, dy);
    if (p.line)
        for (JsonPoint &q : *p.line)
            shift(q, dx, dy);
}

void rotatePiece(TerrainPiece &p, double degrees)
{
    const QPointF c = shapeOf(p).centre();
    if (p.centre)
        p.rotation = normalizedDegrees(p.rotation + degrees);
    if (p.polygon)
        rotatePoints(*p.polygon, c, degrees);
    if (p.line)
        rotatePoints(*p.line, c, degrees);
}

void resizePiece(TerrainPiece &p, double dw, double dd)
{
    const PieceShape shape = shapeOf(p);
    const QPointF c = shape.centre();
    if (p.size) {
        p.size = JsonPoint{std::max(1.0, p.size->at(0) + dw), std::max(1.0, p.size->at(1) + dd)};
    } else if (p.polygon) {
        const QRectF b = shape.bounds();
        scalePoints(*p.polygon, c, std::max(1.0, b.width() + dw) / std::max(1.0, b.width()),
                    std::max(1.0, b.height() + dd) / std::max(1.0, b.height()));
    } else if (p.line) {
        const double len = lineLength(*p.line);
        const double f = len > 0 ? std::max(1.0, len + dw) / len : 1;
        scalePoints(*p.line, c, f, f);
        p.width = std::max(0.5, p.width + dd);
    }
}

bool turnPieceTowards(TerrainPiece &p, QPointF towards, double snap, Text *error)
{
    if (!p.centre) {
        fail(
            error,
            bilingual(
                QStringLiteral("Element %1 nie jest prostokątem: obróć go klawiszem R lub przyciskami panelu bocznego.")
                    .arg(p.id),
                QStringLiteral("Piece %1 is not a rectangle: turn it with R or the side pane's buttons.").arg(p.id)));
        return false;
    }
    if (!finite(towards.x(), towards.y(), error))
        return false;
    const double degrees = bearingTo(toPoint(*p.centre), towards, snap);
    if (degrees >= 0) // on the centre itself: no direction, nothing to do
        p.rotation = degrees;
    return true;
}

bool resizePieceTo(TerrainPiece &p, int handle, QPointF to, Text *error)
{
    if (!p.centre || !p.size) {
        fail(error,
             bilingual(
                 QStringLiteral("Element %1 nie jest prostokątem: zamiast tego przeciągnij jego punkty.").arg(p.id),
                 QStringLiteral("Piece %1 is not a rectangle: drag its points instead.").arg(p.id)));
        return false;
    }
    if (handle < 0 || handle >= int(kResizeHandles.size()) || !std::isfinite(to.x()) || !std::isfinite(to.y())) {
        fail(error,
             bilingual(QStringLiteral("Nie ma uchwytu zmiany rozmiaru %1.").arg(handle),
                       QStringLiteral("No resize handle %1.").arg(handle)));
        return false;
    }
    // In the piece's own frame: the side opposite the handle stays where it is, the handle's side goes to `to`.
    const HandleSigns h = kResizeHandles[handle];
    const QPointF c = toPoint(*p.centre), along = alongAxis(p.rotation), across = acrossAxis(p.rotation);
    const QPointF v = to - c;
    const double local[2] = {QPointF::dotProduct(v, along), QPointF::dotProduct(v, across)};
    const int signs[2] = {h.along, h.across};
    const QPointF axes[2] = {along, across};
    double size[2] = {p.size->at(0), p.size->at(1)};
    QPointF centre = c;
    for (int k = 0; k < 2; ++k) {
        if (signs[k] == 0)
            continue;
        const double grown = std::max(1.0, signs[k] * local[k] + size[k] / 2);
        centre += axes[k] * (signs[k] * (grown - size[k]) / 2);
        size[k] = grown;
    }
    p.centre = fromPoint(centre);
    p.size = JsonPoint{size[0], size[1]};
    return true;
}

void removePiece(BattlePlan &plan, qsizetype index)
{
    if (index < 0 || index >= plan.terrain.size())
        return;
    const TerrainPiece gone = plan.terrain.takeAt(index);
    // The placement order closes up; an objective on the piece goes with it.
    for (TerrainPiece &t : plan.terrain)
        if (t.order > gone.order)
            --t.order;
    if (plan.objectives.main == gone.id)
        plan.objectives.main.clear();
    plan.objectives.secondary.removeAll(gone.id);
}

bool movePoint(TerrainPiece &p, qsizetype vertex, double dx, double dy, Text *error)
{
    JsonPoints *points = editablePoints(p, vertex, error);
    if (!points || !finite(dx, dy, error))
        return false;
    shift((*points)[vertex], dx, dy);
    return true;
}

bool insertPoint(TerrainPiece &p, qsizetype afterVertex, QPointF at, Text *error)
{
    JsonPoints *points = editablePoints(p, afterVertex, error);
    if (!points)
        return false;
    if (points->size() >= kMaxShapePoints) {
        fail(error,
             bilingual(QStringLiteral("Element %1 ma już %2 punktów, najwięcej, ile może mieć kształt.")
                           .arg(p.id)
                           .arg(kMaxShapePoints),
                       QStringLiteral("Piece %1 already has %2 points, the most a shape may have.")
                           .arg(p.id)
                           .arg(kMaxShapePoints)));
        return false;
    }
    if (!finite(at.x(), at.y(), error))
        return false;
    points->insert(afterVertex + 1, JsonPoint{at.x(), at.y()});
    return true;
}

bool removePoint(TerrainPiece &p, qsizetype vertex, Text *error)
{
    JsonPoints *points = editablePoints(p, vertex, error);
    if (!points)
        return false;
    const qsizetype least = p.line ? 2 : 3;
    if (points->size() <= least) {
        fail(error,
             p.line ? bilingual(
                 QStringLiteral("Element %1 zachowuje ostatnie dwa punkty: linia ich potrzebuje.").arg(p.id),
                 QStringLiteral("Piece %1 keeps its last two points: a line needs them.").arg(p.id))
                    : bilingual(
                        QStringLiteral("Element %1 zachowuje ostatnie trzy punkty: obszar ich potrzebuje.").arg(p.id),
                        QStringLiteral("Piece %1 keeps its last three points: an area needs them.").arg(p.id)));
        return false;
    }
    points->removeAt(vertex);
    return true;
}

} // namespace sztab::plan
