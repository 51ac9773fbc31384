// SPDX-License-Identifier: GPL-3.0-or-later
// What every planner step needs once per plan (core/plan/plancontext.h), on its own: each piece's shape in table
// coordinates and the distances between shapes (a line counts its width), and the context of a plan: the ruleset's
// planner rules, the battle frame from the preset or the armies' limits (BWN 14.5, 14.6, 12.2), the battlefield's
// allowance from its roll (BWN 14.3, 14.4), the bases of operations, zones and own edges.
#include "bw/dataset.h"
#include "bw/plan/plancheck.h"
#include "bw/plan/planedit.h"
#include "planfixture.h"

#include <QTest>

#include <cmath>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

namespace {

bool near(double a, double b) { return std::abs(a - b) < 1e-9; }

#define COMPARE_NEAR(actual, expected)                                                                                 \
    QVERIFY2(near((actual), (expected)), qPrintable(QStringLiteral("%1 against %2").arg(actual).arg(expected)))

TerrainPiece polygonPiece(const QString &id, const QString &type, const QList<QPointF> &points)
{
    TerrainPiece t;
    t.id = id;
    t.type = type;
    JsonPoints polygon;
    for (QPointF q : points)
        polygon << JsonPoint{q.x(), q.y()};
    t.polygon = polygon;
    return t;
}

} // namespace

class TstPlanContext : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shapeOf_rectanglePolygonLineOrNothing();
    void pieceShape_centreBoundsPoints();
    void shapeDistance_linesCountTheirWidth();
    void closerThan_agreesWithShapeDistance();
    void pointShapeDistance_lineWidthAndInside();
    void conversionsAndMatches();
    void bwn14_5_bwn14_6_frameOfThePreset();
    void bwn14_6_bwn12_2_battleSizeFromTheArmiesLimits();
    void bwn14_6_armyMoraleHalfTheValueAtLeast12();
    void basesOfThePlanOrTheFrame();
    void bwn14_3_allowanceFromTheRoll();
    void shapesInPlanOrder();
    void refused_withoutBattleBlockOrWithBadPlannerBlock();
    void b19_6_1_noBasesOfOperations_noneDrawnPlacedOrChecked();

private:
    PlanContext context(const BattlePlan &plan) const
    {
        QString error;
        const auto c = planContext(*m_ruleset, plan, &error);
        if (!c)
            qFatal("planContext: %s", qPrintable(error));
        return *c;
    }
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
};

void TstPlanContext::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
}

void TstPlanContext::shapeOf_rectanglePolygonLineOrNothing()
{
    TerrainPiece rect = rectPiece(QStringLiteral("h1"), QStringLiteral("hills"), 30, 40, 20, 10);
    rect.rotation = 30;
    PieceShape s = shapeOf(rect);
    QVERIFY(!s.isLine());
    QCOMPARE(s.outline, rectPolygon(QPointF(30, 40), 20, 10, 30));
    QCOMPARE(s.halfWidth, 0.0);

    s = shapeOf(polygonPiece(QStringLiteral("w1"), QStringLiteral("woods"), {{0, 0}, {10, 0}, {5, 8}}));
    QVERIFY(!s.isLine());
    QCOMPARE(s.outline, (Polygon{{0, 0}, {10, 0}, {5, 8}}));

    s = shapeOf(linePiece(QStringLiteral("s1"), QStringLiteral("stream"), {{0, 60}, {50, 60}, {120, 70}}, 4));
    QVERIFY(s.isLine());
    QCOMPARE(s.line, (Polyline{{0, 60}, {50, 60}, {120, 70}}));
    QCOMPARE(s.halfWidth, 2.0);
    QVERIFY(s.outline.isEmpty());

    // A piece with no shape yet (a rectangle without its size): nothing to measure.
    TerrainPiece bare = rect;
    bare.size.reset();
    s = shapeOf(bare);
    QVERIFY(!s.isLine());
    QVERIFY(s.points().isEmpty());
}

void TstPlanContext::pieceShape_centreBoundsPoints()
{
    const PieceShape rect = shapeOf(rectPiece(QStringLiteral("h1"), QStringLiteral("hills"), 30, 40, 20, 10));
    QCOMPARE(rect.centre(), QPointF(30, 40));
    QCOMPARE(rect.bounds(), QRectF(20, 35, 20, 10));
    QCOMPARE(rect.points(), rect.outline);
    // A line's centre is halfway along it (not the mean of its points); its bounds are widened by half its width.
    const PieceShape road =
        shapeOf(linePiece(QStringLiteral("r1"), QStringLiteral("roads"), {{0, 0}, {30, 0}, {30, 10}}, 3));
    QCOMPARE(road.centre(), QPointF(20, 0));
    QCOMPARE(road.bounds(), QRectF(QPointF(-1.5, -1.5), QPointF(31.5, 11.5)));
    QCOMPARE(road.points(), road.line);
}

void TstPlanContext::shapeDistance_linesCountTheirWidth()
{
    const PieceShape a = shapeOf(rectPiece(QStringLiteral("a"), QStringLiteral("hills"), 10, 10, 10, 10)); // x 5..15
    const PieceShape b = shapeOf(rectPiece(QStringLiteral("b"), QStringLiteral("woods"), 35, 10, 10, 10)); // x 30..40
    COMPARE_NEAR(shapeDistance(a, b), 15.0);
    COMPARE_NEAR(shapeDistance(b, a), 15.0);
    // A road 3 cm wide along x = 20: its edge is 3.5 cm from a, 8.5 cm from b.
    const PieceShape road = shapeOf(linePiece(QStringLiteral("r"), QStringLiteral("roads"), {{20, 0}, {20, 30}}, 3));
    COMPARE_NEAR(shapeDistance(a, road), 3.5);
    COMPARE_NEAR(shapeDistance(road, b), 8.5);
    // Two lines: both widths count.
    const PieceShape stream = shapeOf(linePiece(QStringLiteral("s"), QStringLiteral("stream"), {{26, 0}, {26, 30}}, 2));
    COMPARE_NEAR(shapeDistance(road, stream), 6 - 1.5 - 1.0);
    // Touching or overlapping is 0, never less.
    const PieceShape across = shapeOf(linePiece(QStringLiteral("x"), QStringLiteral("roads"), {{0, 10}, {50, 10}}, 3));
    COMPARE_NEAR(shapeDistance(across, a), 0.0);
    COMPARE_NEAR(shapeDistance(across, road), 0.0);
    const PieceShape overlapping = shapeOf(rectPiece(QStringLiteral("c"), QStringLiteral("woods"), 14, 10, 10, 10));
    COMPARE_NEAR(shapeDistance(a, overlapping), 0.0);
    const PieceShape nearRoad =
        shapeOf(linePiece(QStringLiteral("n"), QStringLiteral("roads"), {{16, 0}, {16, 30}}, 3));
    COMPARE_NEAR(shapeDistance(a, nearRoad), 0.0); // 1 cm from the hill, 1.5 cm half width
}

// closerThan answers from the bounding boxes when they are far apart; the answer is always shapeDistance < d.
void TstPlanContext::closerThan_agreesWithShapeDistance()
{
    const QList<PieceShape> shapes{
        shapeOf(rectPiece(QStringLiteral("a"), QStringLiteral("hills"), 10, 10, 10, 10)),
        shapeOf(rectPiece(QStringLiteral("b"), QStringLiteral("woods"), 35, 10, 10, 10)),
        shapeOf(rectPiece(QStringLiteral("t"), QStringLiteral("woods"), 30, 30, 14, 4)),
        shapeOf(linePiece(QStringLiteral("r"), QStringLiteral("roads"), {{20, 0}, {20, 30}}, 3)),
        shapeOf(linePiece(QStringLiteral("d"), QStringLiteral("roads"), {{0, 50}, {50, 0}}, 3)),
        shapeOf(polygonPiece(QStringLiteral("p"), QStringLiteral("woods"), {{60, 60}, {80, 60}, {70, 75}})),
    };
    int closer = 0, notCloser = 0;
    for (const PieceShape &x : shapes)
        for (const PieceShape &y : shapes)
            for (double d : {0.5, 3.5, 8.5, 15.0, 15.1, 40.0}) {
                const bool expected = shapeDistance(x, y) < d;
                QCOMPARE(closerThan(x, y, d), expected);
                (expected ? closer : notCloser) += 1;
            }
    QVERIFY(closer > 10 && notCloser > 10); // both answers were asked for
    // Exactly at the distance is not closer.
    QVERIFY(!closerThan(shapes[0], shapes[1], 15.0));
    QVERIFY(closerThan(shapes[0], shapes[1], 15.0 + 1e-6));
}

void TstPlanContext::pointShapeDistance_lineWidthAndInside()
{
    const PieceShape hill = shapeOf(rectPiece(QStringLiteral("a"), QStringLiteral("hills"), 10, 10, 10, 10));
    COMPARE_NEAR(pointShapeDistance(QPointF(10, 10), hill), 0.0);
    COMPARE_NEAR(pointShapeDistance(QPointF(18, 14), hill), 3.0);
    const PieceShape road = shapeOf(linePiece(QStringLiteral("r"), QStringLiteral("roads"), {{20, 0}, {20, 30}}, 3));
    COMPARE_NEAR(pointShapeDistance(QPointF(25, 10), road), 3.5);
    COMPARE_NEAR(pointShapeDistance(QPointF(21, 10), road), 0.0); // on the road's width
    COMPARE_NEAR(pointShapeDistance(QPointF(23, 34), road), 3.5); // past its end: 5 from the end, less the half width
}

void TstPlanContext::conversionsAndMatches()
{
    QCOMPARE(toPoint(JsonPoint{3, 4}), QPointF(3, 4));
    QCOMPARE(toPoint(JsonPoint{3}), QPointF()); // not a point
    QCOMPARE(fromPoint(QPointF(1.5, -2)), (JsonPoint{1.5, -2}));
    QCOMPARE(toRect(FrameRect{1, 2, 3, 4}), QRectF(1, 2, 3, 4));
    QCOMPARE(toRect(PlanRect{5, 6, 7, 8}), QRectF(5, 6, 7, 8));
    TerrainPiece p = rectPiece(QStringLiteral("d"), QStringLiteral("hills"), 1, 1, 1, 1);
    p.variant = QStringLiteral("depression");
    QVERIFY(matches(p, {QStringLiteral("hills")}));
    QVERIFY(matches(p, {QStringLiteral("woods"), QStringLiteral("depression")}));
    QVERIFY(!matches(p, {QStringLiteral("woods")}));
    p.variant.clear();
    QVERIFY(!matches(p, {QString()})); // an empty variant matches nothing
    QVERIFY(!matches(p, {}));
}

// BWN 14.5: the bases of operations are 8x4 cm at the middle of each own edge, touching it; BWN 14.6: the
// deployment zone reaches 20 cm from the own edge, a vanguard (32+8, a 120x120 cm table) lasts 6 turns with a main
// objective worth 10 points and two secondary ones worth 5.
void TstPlanContext::bwn14_5_bwn14_6_frameOfThePreset()
{
    BattlePlan plan = emptyPlan();
    plan.basesOfOperations.reset();
    plan.preset = QStringLiteral("32+8");
    const PlanContext c = context(plan);
    QCOMPARE(c.ruleset, m_ruleset);
    QCOMPARE(c.frame.table, (TableSize{120, 120}));
    QCOMPARE(c.frame.baseOfOperationsA, (FrameRect{56, 0, 8, 4}));
    QCOMPARE(c.frame.baseOfOperationsB, (FrameRect{56, 116, 8, 4}));
    QCOMPARE(c.zone(Player::A), QRectF(0, 0, 120, 20));
    QCOMPARE(c.zone(Player::B), QRectF(0, 100, 120, 20));
    QCOMPARE(c.frame.turns, std::optional<int>(6));
    QCOMPARE(c.frame.mainObjective, 10);
    QCOMPARE(c.frame.secondaryObjectives, (QList<int>{5, 5}));
    QVERIFY(!c.frame.largeBattle);
    QCOMPARE(c.base(Player::A), QRectF(56, 0, 8, 4)); // the plan has none: the frame's
    QCOMPARE(c.base(Player::B), QRectF(56, 116, 8, 4));
    // Each player's own edge: A's at y = 0, B's at the far side.
    COMPARE_NEAR(c.fromOwnEdge(Player::A, QPointF(7, 30)), 30.0);
    COMPARE_NEAR(c.fromOwnEdge(Player::B, QPointF(7, 30)), 90.0);
    COMPARE_NEAR(c.fromOwnEdge(Player::B, QPointF(7, 120)), 0.0);
    // The ruleset's planner block is read (BWN 3.5: built-up areas in sections of 10 cm).
    QCOMPARE(c.rules.buaSection, std::optional<double>(10));
    // The plan's own table wins over the preset's: the base of operations stays at the middle of the edge.
    plan.table = {180, 120};
    const PlanContext wide = context(plan);
    QCOMPARE(wide.frame.table, (TableSize{180, 120}));
    QCOMPARE(wide.frame.baseOfOperationsA, (FrameRect{86, 0, 8, 4}));
    QCOMPARE(wide.zone(Player::B), QRectF(0, 100, 180, 20));
    QCOMPARE(wide.frame.mainObjective, 10);
}

// BWN 14.6, 12.2: without a preset the battle is as big as the bigger of the armies' units limits; with neither a
// preset nor limits it is the ruleset's smallest preset (a vanguard battle).
void TstPlanContext::bwn14_6_bwn12_2_battleSizeFromTheArmiesLimits()
{
    BattlePlan plan = emptyPlan(180, 120);
    plan.armies.a.value = HalfPoints::fromWhole(60);
    plan.armies.b.value = HalfPoints::fromWhole(70);
    auto frame = planFrame(*m_ruleset, plan);
    QVERIFY(frame);
    QVERIFY(!frame->largeBattle);
    QCOMPARE(frame->mainObjective, 10);
    QCOMPARE(frame->table, (TableSize{180, 120}));
    // One army's limit is enough; the bigger of two is the battle's size.
    plan.armies.a.unitsLimit = HalfPoints::fromWhole(32);
    QCOMPARE(planFrame(*m_ruleset, plan)->largeBattle, false);
    plan.armies.b.unitsLimit = HalfPoints::fromWhole(64);
    frame = planFrame(*m_ruleset, plan);
    QVERIFY(frame);
    QVERIFY(frame->largeBattle);
    QCOMPARE(frame->mainObjective, 35);                         // 50% of the bigger army's value, 70
    QCOMPARE(frame->secondaryObjectives, (QList<int>{17, 17})); // 25% of 70, rounded down
    QCOMPARE(frame->turns, std::nullopt);                       // the players agree the turns of a bigger battle
    // A preset the players named stays the battle's size whatever the limits.
    plan.preset = QStringLiteral("32+8");
    QCOMPARE(planFrame(*m_ruleset, plan)->mainObjective, 10);
    // The context carries the same frame.
    QCOMPARE(context(plan).frame, *planFrame(*m_ruleset, plan));
    // An unknown preset: no frame, and why.
    plan.preset = QStringLiteral("99+9");
    QString error;
    QVERIFY(!planFrame(*m_ruleset, plan, &error));
    QVERIFY2(error.contains(QLatin1String("99+9")), qPrintable(error));
    error.clear();
    QVERIFY(!planContext(*m_ruleset, plan, &error));
    QVERIFY2(error.contains(QLatin1String("99+9")), qPrintable(error));
}

// BWN 14.6: "Połowa wartości punktowej armii zaokrąglając w górę, nie mniej niż 12" — half the army's value
// rounded up, never below 12; each army's from its own value.
void TstPlanContext::bwn14_6_armyMoraleHalfTheValueAtLeast12()
{
    BattlePlan plan = emptyPlan();
    plan.armies.a.value = HalfPoints::fromWhole(60);
    plan.armies.b.value = HalfPoints::fromHalves(127); // 63.5: half is 31.75
    PlanContext c = context(plan);
    QCOMPARE(c.frame.moraleA, 30);
    QCOMPARE(c.frame.moraleB, 32);
    plan.armies.a.value = HalfPoints::fromWhole(15);
    plan.armies.b.value.reset(); // not known: no value, the floor
    c = context(plan);
    QCOMPARE(c.frame.moraleA, 12);
    QCOMPARE(c.frame.moraleB, 12);
}

void TstPlanContext::basesOfThePlanOrTheFrame()
{
    BattlePlan plan = emptyPlan();
    plan.basesOfOperations = BasesOfOperations{{10, 0, 8, 4}, {100, 116, 8, 4}};
    PlanContext c = context(plan);
    QCOMPARE(c.base(Player::A), QRectF(10, 0, 8, 4));
    QCOMPARE(c.base(Player::B), QRectF(100, 116, 8, 4));
    QCOMPARE(c.baseA, c.base(Player::A));
    QCOMPARE(c.baseB, c.base(Player::B));
    QCOMPARE(c.frame.baseOfOperationsA, (FrameRect{56, 0, 8, 4})); // the frame keeps the rule's place
    plan.basesOfOperations.reset();
    c = context(plan);
    QCOMPARE(c.base(Player::A), toRect(c.frame.baseOfOperationsA));
    QCOMPARE(c.base(Player::B), toRect(c.frame.baseOfOperationsB));
}

// BWN 14.3, 14.4: the battlefield's roll picks its allowance of pieces per type; the table size picks how many
// pieces (12 on 120x120 cm, 18 on 180x120). A wrong roll, a roll and id that disagree, or a table the ruleset does
// not know leave the context without an allowance, saying why (the checks report it; the plan still loads).
void TstPlanContext::bwn14_3_allowanceFromTheRoll()
{
    BattlePlan plan = emptyPlan();
    PlanContext c = context(plan);
    QVERIFY(!c.allowance);
    QVERIFY(c.allowanceError.isEmpty()); // none rolled yet: nothing wrong

    plan.battlefield = BattlefieldRef{1, QStringLiteral("developed"), QString()};
    c = context(plan);
    QVERIFY2(c.allowance, qPrintable(c.allowanceError));
    QCOMPARE(c.allowance->battlefield->id, QStringLiteral("developed"));
    QCOMPARE(c.allowance->table, QStringLiteral("120x120"));
    QCOMPARE(c.allowance->pieces, 12);
    QCOMPARE(c.allowance->limit(QStringLiteral("woods")).max, 2); // developed areas: at most 2 woods
    plan.battlefield->id.clear();                                 // the roll alone is enough
    QCOMPARE(context(plan).allowance->battlefield->id, QStringLiteral("developed"));

    plan.table = {180, 120};
    c = context(plan);
    QVERIFY(c.allowance);
    QCOMPARE(c.allowance->pieces, 18);

    plan = emptyPlan();
    plan.battlefield = BattlefieldRef{9, QString(), QString()};
    c = context(plan);
    QVERIFY(!c.allowance);
    QCOMPARE(c.allowanceError, QStringLiteral("no battlefield has the roll 9"));

    plan.battlefield = BattlefieldRef{1, QStringLiteral("mountains"), QString()};
    c = context(plan);
    QVERIFY(!c.allowance);
    QCOMPARE(c.allowanceError, QStringLiteral("the roll 1 is the battlefield \"developed\", not \"mountains\""));

    plan = emptyPlan(150, 120);
    plan.battlefield = BattlefieldRef{1, QString(), QString()};
    c = context(plan);
    QVERIFY(!c.allowance);
    QVERIFY2(c.allowanceError.contains(QLatin1String("150x120")), qPrintable(c.allowanceError));
}

void TstPlanContext::shapesInPlanOrder()
{
    BattlePlan plan = emptyPlan();
    plan.terrain << rectPiece(QStringLiteral("h1"), QStringLiteral("hills"), 30, 40, 20, 10)
                 << road(QStringLiteral("r1"), {{0, 60}, {120, 60}})
                 << polygonPiece(QStringLiteral("w1"), QStringLiteral("woods"), {{80, 80}, {100, 80}, {90, 95}});
    const PlanContext c = context(plan);
    QCOMPARE(c.shapes.size(), 3);
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const PieceShape expected = shapeOf(plan.terrain[i]);
        QCOMPARE(c.shapes[i].outline, expected.outline);
        QCOMPARE(c.shapes[i].line, expected.line);
        QCOMPARE(c.shapes[i].halfWidth, expected.halfWidth);
    }
    QVERIFY(c.shapes[1].isLine());
    QCOMPARE(c.shapes[2].centre(), QPointF(90, 85));
}

// No battle block in the ruleset: no frame, so no context. A malformed planner block: no context, naming the
// ruleset and the place. No planner block at all: a context with empty rules (the planner's own checks skip).
void TstPlanContext::refused_withoutBattleBlockOrWithBadPlannerBlock()
{
    const BattlePlan plan = emptyPlan();
    Ruleset noBattle = *m_ruleset;
    noBattle.battle.reset();
    QString error;
    QVERIFY(!planContext(noBattle, plan, &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!planFrame(noBattle, plan, &error));
    QVERIFY(!error.isEmpty());

    Ruleset badPlanner = *m_ruleset;
    QJsonObject planner = badPlanner.extras.value(QStringLiteral("planner")).toObject();
    planner[QStringLiteral("buaSection")] = QStringLiteral("ten");
    badPlanner.extras[QStringLiteral("planner")] = planner;
    error.clear();
    QVERIFY(!planContext(badPlanner, plan, &error));
    QVERIFY2(error.startsWith(QLatin1String("ruleset \"bwn-4.0\": /planner/buaSection")), qPrintable(error));
    QVERIFY(!planContext(badPlanner, plan)); // no place for the message: still refused

    Ruleset noPlanner = *m_ruleset;
    noPlanner.extras.remove(QStringLiteral("planner"));
    const auto c = planContext(noPlanner, plan);
    QVERIFY(c);
    QCOMPARE(c->rules, PlannerRules());
    QCOMPARE(c->frame, context(plan).frame);
}

// B19's chapters give no bases of operations (the b19 ruleset has none): the frame has none, an older file's are
// ignored, and BWN 14.4's road ends (a road from a base, a built-up area or another road) and BWN 14.5's placement
// are not checked on a B19 table, where a road may run off the table's edge.
void TstPlanContext::b19_6_1_noBasesOfOperations_noneDrawnPlacedOrChecked()
{
    const Ruleset *b19 = m_data.ruleset(QStringLiteral("b19"));
    QVERIFY(b19);
    QVERIFY(b19->battle && !b19->battle->baseOfOperations);
    BattlePlan plan = emptyPlan(72, 48);
    plan.ruleset = QStringLiteral("b19");
    plan.terrain << road(QStringLiteral("r1"), {QPointF(0, 20), QPointF(40, 30)});
    QString error;
    const auto c = planContext(*b19, plan, &error); // the older file's bases are still written down
    QVERIFY2(c, qPrintable(error));
    QVERIFY(!c->frame.hasBasesOfOperations);
    QVERIFY(c->base(Player::A).isEmpty() && c->base(Player::B).isEmpty());
    QVERIFY(!battleFrameToJson(c->frame).contains(QStringLiteral("basesOfOperations")));
    QVERIFY(!basesOfOperations(c->frame));
    const QStringList keys = issueKeys(checkPlan(*c, plan).issues);
    for (const QString &k : keys)
        QVERIFY2(!k.startsWith(QStringLiteral("ROAD_END")) && !k.startsWith(QStringLiteral("BASE_OF_OPERATIONS")),
                 qPrintable(k));

    // The same road on a BW-N table is one BWN 14.4 refuses: the check is there, only not B19's.
    BattlePlan bwn = emptyPlan(120, 120);
    bwn.terrain << road(QStringLiteral("r1"), {QPointF(0, 20), QPointF(40, 30)});
    const PlanContext cb = context(bwn);
    QVERIFY(cb.frame.hasBasesOfOperations);
    QVERIFY(battleFrameToJson(cb.frame).contains(QStringLiteral("basesOfOperations")));
    QVERIFY(issueKeys(checkPlan(cb, bwn).issues).contains(QStringLiteral("ROAD_END_UNCONNECTED@/terrain/0/line/0")));
}

QTEST_MAIN(TstPlanContext)
#include "tst_plancontext.moc"
