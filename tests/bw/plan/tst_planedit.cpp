// SPDX-License-Identifier: GPL-3.0-or-later
// Plan edits in the core (issue 18 item 3, core/plan/planedit.h), called directly: the battlefield roll with the
// bases of operations and objective values it brings (BWN 14.3, 14.5, 14.6), a new piece as the placement sequence
// places it (BWN 14.4) with its built-up level and default size (BWN 3.5), the shape and point edits.
#include "bw/plan/checklist.h"
#include "bw/dataset.h"
#include "bw/plan/generate.h"
#include "bw/plan/objectives.h"
#include "bw/plan/planedit.h"
#include "planfixture.h"

#include <QTest>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

class TstPlanEdit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void bwn14_5_battlefieldRollBringsTheBasesOfOperations();
    void bwn14_6_battlefieldRollBringsTheObjectiveValues();
    void bwn14_3_battlefieldRollOutsideTheDie();
    void bwn14_4_generatedLayoutWithObjectivesAndSeed();
    void generate_countsThePiecesPlacedByHand();

    void bwn14_4_newPieceFollowsThePlacementSequence();
    void bwn14_4_newPieceKindFromItsType();
    void bwn3_5_newBuiltUpAreaHasItsLevel();
    void bwn3_5_newPieceHasTheRulesetsDefaultSize();
    void newPiece_unknownType();
    void newPiece_freeIdAndNextOrder();

    void shape_moveRotateResize();
    void shape_turnTowardsAndHandles();
    void bwn14_6_removedPieceTakesItsObjective();
    void points_insertMoveRemove();
    void points_limits();

private:
    BattlePlan rolled(int roll) const
    {
        BattlePlan p;
        p.ruleset = QStringLiteral("bwn-4.0");
        p.table = {120, 120};
        Text error;
        if (!applyBattlefieldRoll(*m_ruleset, p, roll, QString(), &error))
            qFatal("battlefield roll %d: %s", roll, qPrintable(error.get()));
        return p;
    }
    PlanContext context(const BattlePlan &p) const
    {
        const auto c = planContext(*m_ruleset, p);
        Q_ASSERT(c);
        return *c;
    }
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
};

void TstPlanEdit::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
}

// ---- the battlefield ----

void TstPlanEdit::bwn14_5_battlefieldRollBringsTheBasesOfOperations()
{
    // BWN 14.3: the roll names the battlefield (3: plains); BWN 14.5: each base of operations is 8x4 cm at the middle
    // of its own edge, touching it.
    BattlePlan p;
    p.ruleset = QStringLiteral("bwn-4.0");
    p.table = {180, 120};
    QVERIFY(!p.basesOfOperations);
    Text error;
    QVERIFY(applyBattlefieldRoll(*m_ruleset, p, 3, QStringLiteral("42"), &error));
    QVERIFY(p.battlefield);
    QCOMPARE(p.battlefield->roll, 3);
    QCOMPARE(p.battlefield->id, QStringLiteral("plains"));
    QCOMPARE(p.battlefield->seed, QStringLiteral("42"));
    QVERIFY(p.basesOfOperations);
    QCOMPARE(p.basesOfOperations->a, (PlanRect{86, 0, 8, 4}));
    QCOMPARE(p.basesOfOperations->b, (PlanRect{86, 116, 8, 4}));
    // The players' own roll records no seed; a new roll replaces the old one.
    QVERIFY(applyBattlefieldRoll(*m_ruleset, p, 6, QString(), &error));
    QCOMPARE(p.battlefield->id, QStringLiteral("mountains"));
    QCOMPARE(p.battlefield->seed, QString());
}

void TstPlanEdit::bwn14_6_battlefieldRollBringsTheObjectiveValues()
{
    // BWN 14.6: in a vanguard battle the main objective is worth 10 points, each of the two secondaries 5.
    const BattlePlan p = rolled(1);
    QVERIFY(p.objectives.values);
    QCOMPARE(p.objectives.values->main, 10);
    QCOMPARE(p.objectives.values->secondary, (QList<int>{5, 5}));
    // The choice of pieces is the players' (or the suggestion's): the roll leaves it alone.
    BattlePlan chosen = p;
    chosen.objectives.main = QStringLiteral("t1");
    QVERIFY(applyBattlefieldRoll(*m_ruleset, chosen, 2, QString(), nullptr));
    QCOMPARE(chosen.objectives.main, QStringLiteral("t1"));
}

void TstPlanEdit::bwn14_3_battlefieldRollOutsideTheDie()
{
    // BWN 14.3 is one d6: a 0 or a 7 names no battlefield, and the plan stays as it was.
    const BattlePlan before = rolled(2);
    for (int roll : {0, 7, -1}) {
        BattlePlan p = before;
        Text error;
        QVERIFY(!applyBattlefieldRoll(*m_ruleset, p, roll, QString(), &error));
        QCOMPARE(p, before);
        QCOMPARE(error.get(QStringLiteral("en")),
                 QStringLiteral("A battlefield roll is from 1 to 6, not %1.").arg(roll));
        QCOMPARE(error.get(QStringLiteral("pl")),
                 QStringLiteral("Rzut na pole bitwy to liczba od 1 do 6, a nie %1.").arg(roll));
    }
}

void TstPlanEdit::bwn14_4_generatedLayoutWithObjectivesAndSeed()
{
    // The planner, `bwn plan new --generate` and the app share one step: the layout, the objectives suggested on it
    // (BWN 14.6) and the seed it came from.
    const BattlePlan p = rolled(3);
    SeededDice d1(5), d2(5);
    QString error;
    const auto layout = generateLayout(*m_ruleset, p, d1, QStringLiteral("5"), &error);
    QVERIFY2(layout, qPrintable(error));
    const auto terrain = generateTerrain(*m_ruleset, p, d2, &error);
    QVERIFY(terrain);
    QCOMPARE(layout->terrain, terrain->terrain);
    QCOMPARE(layout->terrainSeed, QStringLiteral("5"));
    QVERIFY(!layout->objectives.main.isEmpty());
    QCOMPARE(layout->objectives, suggestObjectives(context(*layout), *layout));
    // Without a battlefield there is nothing to generate.
    BattlePlan none = p;
    none.battlefield.reset();
    SeededDice d3(5);
    QVERIFY(!generateLayout(*m_ruleset, none, d3, QStringLiteral("5"), &error));
    QVERIFY(!error.isEmpty());
}

// What Generate would throw away: pieces placed by hand, not those of the layout the plan's seed made (moved ones
// are by hand too), never a scenario's.
void TstPlanEdit::generate_countsThePiecesPlacedByHand()
{
    BattlePlan p = rolled(3);
    QCOMPARE(piecesPlacedByHand(*m_ruleset, p), 0);
    p.terrain << rectPiece(QStringLiteral("w1"), QStringLiteral("woods"), 60, 60, 10, 10);
    QCOMPARE(piecesPlacedByHand(*m_ruleset, p), 1);
    SeededDice dice(5);
    QString error;
    auto layout = generateLayout(*m_ruleset, p, dice, QStringLiteral("5"), &error);
    QVERIFY2(layout, qPrintable(error));
    QVERIFY(!layout->terrain.isEmpty());
    QCOMPARE(piecesPlacedByHand(*m_ruleset, *layout), 0);
    layout->terrain << rectPiece(QStringLiteral("w9"), QStringLiteral("woods"), 30, 60, 10, 10);
    QCOMPARE(piecesPlacedByHand(*m_ruleset, *layout), 1);
    movePiece(layout->terrain.first(), 5, 0);
    QCOMPARE(piecesPlacedByHand(*m_ruleset, *layout), 2);
    layout->terrain.last().predefined = true;
    QCOMPARE(piecesPlacedByHand(*m_ruleset, *layout), 1);
}

// ---- a new piece ----

void TstPlanEdit::bwn14_4_newPieceFollowsThePlacementSequence()
{
    // BWN 14.4 on wooded land (roll 4: a stream at least once): the initiative player (A) places the first piece, a
    // stream as his first one, across the table; then B, then A, one piece each.
    BattlePlan p = rolled(4);
    Text error;
    const auto stream = newPiece(context(p), p, QStringLiteral("stream"), QString(), QPointF(40, 60), &error);
    QVERIFY(stream);
    QCOMPARE(stream->owner, Player::A);
    QCOMPARE(stream->kind, PieceKind::Piece);
    QCOMPARE(stream->order, 1);
    QCOMPARE(stream->line, std::optional<JsonPoints>(JsonPoints{{40, 0}, {40, 120}}));
    QCOMPARE(stream->width, 1.0); // planner.defaultSizes: a stream up to 1 cm wide (BWN 3.5)
    p.terrain << *stream;
    const auto woods = newPiece(context(p), p, QStringLiteral("woods"), QString(), QPointF(60, 60), &error);
    QVERIFY(woods);
    QCOMPARE(woods->owner, Player::B);
    QCOMPARE(woods->order, 2);
    QCOMPARE(woods->owner, allowanceChecklist(context(p), p).next->player);
    p.terrain << *woods;
    const auto third = newPiece(context(p), p, QStringLiteral("woods"), QString(), QPointF(90, 60), &error);
    QCOMPARE(third->owner, Player::A);
}

void TstPlanEdit::bwn14_4_newPieceKindFromItsType()
{
    // Whatever the next step: a road is a road, a bridge or ford a crossing, a fortification upgrade a fortification
    // (BWN 14.4); a table type placed when the next step is a road is a plain piece.
    const BattlePlan p = rolled(3);
    const PlanContext c = context(p);
    const QList<std::pair<QString, PieceKind>> kinds{{QStringLiteral("roads"), PieceKind::Road},
                                                     {QStringLiteral("bridge"), PieceKind::Bridge},
                                                     {QStringLiteral("ford"), PieceKind::Bridge},
                                                     {QStringLiteral("redoubt"), PieceKind::Fortification},
                                                     {QStringLiteral("fortification-line"), PieceKind::Fortification},
                                                     {QStringLiteral("hills"), PieceKind::Piece}};
    for (const auto &[type, kind] : kinds) {
        const auto piece = newPiece(c, p, type, QString(), QPointF(60, 60), nullptr);
        QVERIFY2(piece, qPrintable(type));
        QCOMPARE(piece->kind, kind);
        QCOMPARE(piece->type, type);
    }
}

void TstPlanEdit::bwn3_5_newBuiltUpAreaHasItsLevel()
{
    // BWN 3.5: built-up areas have levels; a "bua-2" piece is level 2, 20x10 (two 10x10 sections); others have none.
    const BattlePlan p = rolled(1);
    for (int level = 1; level <= 3; ++level) {
        const auto bua =
            newPiece(context(p), p, QStringLiteral("bua-%1").arg(level), QString(), QPointF(50, 50), nullptr);
        QVERIFY(bua);
        QCOMPARE(bua->level, std::optional<int>(level));
    }
    const auto bua2 = newPiece(context(p), p, QStringLiteral("bua-2"), QString(), QPointF(50, 50), nullptr);
    QCOMPARE(bua2->size, std::optional<JsonPoint>(JsonPoint{20, 10}));
    QVERIFY(!newPiece(context(p), p, QStringLiteral("woods"), QString(), QPointF(50, 50), nullptr)->level.has_value());
}

void TstPlanEdit::bwn3_5_newPieceHasTheRulesetsDefaultSize()
{
    // planner.defaultSizes: a rectangle of the type's (or variant's) size at the point; a depression at most 20 long
    // and 4 wide (BWN 3.5); a road a third of the table long, 3 wide, centred on the point.
    const BattlePlan p = rolled(5);
    const PlanContext c = context(p);
    const auto woods = newPiece(c, p, QStringLiteral("woods"), QString(), QPointF(30, 40), nullptr);
    QCOMPARE(woods->centre, std::optional<JsonPoint>(JsonPoint{30, 40}));
    QCOMPARE(woods->size, std::optional<JsonPoint>(JsonPoint{20, 15}));
    QVERIFY(!woods->line && !woods->polygon);
    const auto depression =
        newPiece(c, p, QStringLiteral("hills"), QStringLiteral("depression"), QPointF(30, 40), nullptr);
    QCOMPARE(depression->variant, QStringLiteral("depression"));
    QCOMPARE(depression->size, std::optional<JsonPoint>(JsonPoint{18, 4}));
    const auto road = newPiece(c, p, QStringLiteral("roads"), QString(), QPointF(30, 60), nullptr);
    QCOMPARE(road->line, std::optional<JsonPoints>(JsonPoints{{30, 40}, {30, 80}}));
    QCOMPARE(road->width, 3.0);
    const auto fence = newPiece(c, p, QStringLiteral("fences"), QString(), QPointF(30, 60), nullptr);
    QCOMPARE(fence->line, std::optional<JsonPoints>(JsonPoints{{30, 52}, {30, 68}}));
}

void TstPlanEdit::newPiece_unknownType()
{
    const BattlePlan p = rolled(1);
    Text error;
    QVERIFY(!newPiece(context(p), p, QStringLiteral("volcano"), QString(), QPointF(10, 10), &error));
    QCOMPARE(error.get(QStringLiteral("en")), QStringLiteral("Unknown terrain type \"volcano\"."));
    QCOMPARE(error.get(QStringLiteral("pl")), QStringLiteral("Nieznany rodzaj terenu „volcano”."));
}

void TstPlanEdit::newPiece_freeIdAndNextOrder()
{
    // The order follows the highest so far; the id is the first free "tN" from it.
    BattlePlan p = rolled(1);
    p.terrain << rectPiece(QStringLiteral("t3"), QStringLiteral("woods"), 20, 60, 10, 10);
    p.terrain.last().order = 2;
    p.terrain << rectPiece(QStringLiteral("t4"), QStringLiteral("woods"), 80, 60, 10, 10);
    p.terrain.last().order = 1;
    const auto piece = newPiece(context(p), p, QStringLiteral("hills"), QString(), QPointF(50, 50), nullptr);
    QCOMPARE(piece->order, 3);
    QCOMPARE(piece->id, QStringLiteral("t5"));
}

// ---- shapes ----

void TstPlanEdit::shape_moveRotateResize()
{
    TerrainPiece r = rectPiece(QStringLiteral("t1"), QStringLiteral("woods"), 50, 50, 20, 10);
    movePiece(r, 5, -10);
    QCOMPARE(r.centre, std::optional<JsonPoint>(JsonPoint{55, 40}));
    rotatePiece(r, -90);
    QCOMPARE(r.rotation, 270.0);
    rotatePiece(r, 100);
    QCOMPARE(r.rotation, 10.0);
    resizePiece(r, 5, -20); // never below 1
    QCOMPARE(r.size, std::optional<JsonPoint>(JsonPoint{25, 1}));

    // A line turns about its middle: a quarter turn takes its end 10 before the middle (0, -10) to (-10, 0).
    TerrainPiece l = linePiece(QStringLiteral("t2"), QStringLiteral("fences"), {{50, 40}, {50, 60}}, 1);
    rotatePiece(l, 90);
    QVERIFY(qAbs(l.line->at(0)[0] - 40) < 1e-9 && qAbs(l.line->at(0)[1] - 50) < 1e-9);
    QVERIFY(qAbs(l.line->at(1)[0] - 60) < 1e-9 && qAbs(l.line->at(1)[1] - 50) < 1e-9);
    QCOMPARE(l.rotation, 0.0);
    // Growing a line: longer by dw, wider by dd, never narrower than 0.5.
    resizePiece(l, 10, -3);
    QVERIFY(qAbs(l.line->at(0)[0] - 35) < 1e-9 && qAbs(l.line->at(1)[0] - 65) < 1e-9);
    QCOMPARE(l.width, 0.5);
    movePiece(l, 0, 5);
    QVERIFY(qAbs(l.line->at(0)[1] - 55) < 1e-9);

    // A polygon scales about its centre to the new bounds.
    TerrainPiece poly = r;
    poly.centre.reset();
    poly.size.reset();
    poly.polygon = JsonPoints{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    resizePiece(poly, 10, 0);
    QCOMPARE(poly.polygon, std::optional<JsonPoints>(JsonPoints{{-5, 0}, {15, 0}, {15, 10}, {-5, 10}}));
}

void TstPlanEdit::shape_turnTowardsAndHandles()
{
    TerrainPiece r = rectPiece(QStringLiteral("t1"), QStringLiteral("woods"), 50, 50, 20, 10);
    Text error;
    QVERIFY(turnPieceTowards(r, QPointF(60, 50), 0, &error));
    QCOMPARE(r.rotation, 90.0);
    QVERIFY(turnPieceTowards(r, QPointF(59, 40), 15, &error)); // 138° snapped to 135°
    QCOMPARE(r.rotation, 135.0);
    QVERIFY(turnPieceTowards(r, QPointF(50, 50), 0, &error)); // on the centre: no direction, unchanged
    QCOMPARE(r.rotation, 135.0);
    QVERIFY(!turnPieceTowards(r, QPointF(qInf(), 0), 0, &error));
    QCOMPARE(error.get(), QStringLiteral("A point needs finite coordinates."));

    // Handle 2 (the corner of +width, +depth) dragged out: the opposite corner stays at (40, 45).
    r.rotation = 0;
    QVERIFY(resizePieceTo(r, 2, QPointF(70, 65), &error));
    QCOMPARE(r.size, std::optional<JsonPoint>(JsonPoint{30, 20}));
    QCOMPARE(r.centre, std::optional<JsonPoint>(JsonPoint{55, 55}));
    // Handle 7 (the middle of the left side) past the right side: the width stops at 1.
    QVERIFY(resizePieceTo(r, 7, QPointF(100, 55), &error));
    QCOMPARE(r.size->at(0), 1.0);
    QVERIFY(!resizePieceTo(r, 8, QPointF(0, 0), &error));
    QCOMPARE(error.get(QStringLiteral("pl")), QStringLiteral("Nie ma uchwytu zmiany rozmiaru 8."));

    TerrainPiece l = linePiece(QStringLiteral("t2"), QStringLiteral("roads"), {{0, 0}, {0, 10}}, 3);
    const TerrainPiece before = l;
    QVERIFY(!turnPieceTowards(l, QPointF(5, 5), 0, &error));
    QCOMPARE(error.get(), QStringLiteral("Piece t2 is not a rectangle: turn it with R or the side pane's buttons."));
    QVERIFY(!resizePieceTo(l, 0, QPointF(5, 5), &error));
    QCOMPARE(error.get(), QStringLiteral("Piece t2 is not a rectangle: drag its points instead."));
    QCOMPARE(l, before);
}

void TstPlanEdit::bwn14_6_removedPieceTakesItsObjective()
{
    // A piece taken off: the placement order closes up (BWN 14.4) and an objective on it is no longer one (BWN 14.6).
    BattlePlan p = rolled(1);
    for (int k = 1; k <= 4; ++k) {
        p.terrain << rectPiece(QStringLiteral("t%1").arg(k), QStringLiteral("woods"), 20 * k, 60, 10, 10);
        p.terrain.last().order = k;
    }
    p.objectives.main = QStringLiteral("t2");
    p.objectives.secondary = {QStringLiteral("t3"), QStringLiteral("t4")};
    removePiece(p, 1);
    QCOMPARE(p.terrain.size(), 3);
    QCOMPARE(p.terrain[1].id, QStringLiteral("t3"));
    QCOMPARE(p.terrain[1].order, 2);
    QCOMPARE(p.terrain[2].order, 3);
    QCOMPARE(p.objectives.main, QString());
    removePiece(p, 1);
    QCOMPARE(p.objectives.secondary, QStringList{QStringLiteral("t4")});
    const BattlePlan before = p;
    removePiece(p, 5); // no such piece
    QCOMPARE(p, before);
}

void TstPlanEdit::points_insertMoveRemove()
{
    TerrainPiece l = linePiece(QStringLiteral("t1"), QStringLiteral("roads"), {{0, 0}, {0, 10}}, 3);
    Text error;
    QVERIFY(insertPoint(l, 0, QPointF(2, 5), &error));
    QCOMPARE(l.line, std::optional<JsonPoints>(JsonPoints{{0, 0}, {2, 5}, {0, 10}}));
    QVERIFY(movePoint(l, 1, 1, -1, &error));
    QCOMPARE(l.line->at(1), (JsonPoint{3, 4}));
    QVERIFY(removePoint(l, 0, &error));
    QCOMPARE(l.line, std::optional<JsonPoints>(JsonPoints{{3, 4}, {0, 10}}));
    // A line keeps two points.
    QVERIFY(!removePoint(l, 0, &error));
    QCOMPARE(error.get(), QStringLiteral("Piece t1 keeps its last two points: a line needs them."));

    TerrainPiece a = l;
    a.line.reset();
    a.polygon = JsonPoints{{0, 0}, {10, 0}, {10, 10}};
    QVERIFY(!removePoint(a, 2, &error));
    QCOMPARE(error.get(QStringLiteral("pl")),
             QStringLiteral("Element t1 zachowuje ostatnie trzy punkty: obszar ich potrzebuje."));
    QVERIFY(insertPoint(a, 2, QPointF(0, 10), &error)); // after the last: closes towards the first
    QCOMPARE(a.polygon->size(), 4);
    QVERIFY(removePoint(a, 2, &error));
    QCOMPARE(a.polygon, std::optional<JsonPoints>(JsonPoints{{0, 0}, {10, 0}, {0, 10}}));
}

void TstPlanEdit::points_limits()
{
    Text error;
    TerrainPiece r = rectPiece(QStringLiteral("t7"), QStringLiteral("woods"), 50, 50, 20, 10);
    QVERIFY(!movePoint(r, 0, 1, 1, &error));
    QCOMPARE(error.get(), QStringLiteral("Piece t7 is a rectangle: turn or resize it instead of moving its points."));

    TerrainPiece l = linePiece(QStringLiteral("t1"), QStringLiteral("roads"), {{0, 0}, {0, 10}}, 3);
    const TerrainPiece before = l;
    QVERIFY(!movePoint(l, 2, 1, 1, &error));
    QCOMPARE(error.get(), QStringLiteral("Piece t1 has no point 3."));
    QVERIFY(!insertPoint(l, -1, QPointF(1, 1), &error));
    QVERIFY(!movePoint(l, 0, qQNaN(), 1, &error));
    QCOMPARE(error.get(QStringLiteral("pl")), QStringLiteral("Punkt musi mieć skończone współrzędne."));
    QVERIFY(!insertPoint(l, 0, QPointF(1, qInf()), &error));
    QCOMPARE(l, before);
    // No more than kMaxShapePoints.
    for (qsizetype k = 2; k < kMaxShapePoints; ++k)
        QVERIFY(insertPoint(l, 0, QPointF(1, double(k)), &error));
    QCOMPARE(l.line->size(), kMaxShapePoints);
    QVERIFY(!insertPoint(l, 0, QPointF(1, 1), &error));
    QCOMPARE(error.get(), QStringLiteral("Piece t1 already has 64 points, the most a shape may have."));
}

QTEST_GUILESS_MAIN(TstPlanEdit)
#include "tst_planedit.moc"
