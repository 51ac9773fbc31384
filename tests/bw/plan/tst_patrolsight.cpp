// SPDX-License-Identifier: GPL-3.0-or-later
// B19 6.2: what patrol markers see, with the chapter's illustrations 6.2a–6.2d and its example of markers 7 and 8,
// and a property over random tables: sight is always mutual (6.2 "znaczniki zawsze odkrywają się wzajemnie").
// Markers are round, 1 inch across (the test ruleset); distances edge to edge.
#include "patrolfixture.h"

#include <QRandomGenerator>
#include <QTest>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

class TstPatrolSight : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void b19_6_2a_twelveInchesAllRound();
    void b19_6_2a_example_marker7InWoodsSixInches_marker8InTheOpenTwelve();
    void b19_6_2b_seesUpToTheWoodsEdge_notIntoIt();
    void b19_6_2b_behindAHillSixInches();
    void b19_6_2b_marker9LessThanHalfInWoodsSeesTwelve();
    void b19_6_2c_leavingTheWoodsSeesTwelveAtOnce();
    void b19_6_2d_marker3InWoodsSeenByMarker1Only();
    void b19_6_2_behindUnitsSixInches();
    void b19_6_2_builtUpAreaIsCover();
    void b19_6_2_otherTerrainDoesNotMatter();
    void b19_6_2_markerSightForTheMap();
    void b19_6_2_property_sightIsMutualOnRandomTables();

private:
    PatrolFixture m_f;
    // A 72x48 table with a 10x10 wood centred on (25, 24): x 20..30, y 19..29.
    BattlePlan woodsPlan() const
    {
        BattlePlan p = m_f.plan();
        p.terrain << rectPiece(QStringLiteral("w1"), QStringLiteral("woods"), 25, 24, 10, 10);
        return p;
    }
};

void TstPatrolSight::initTestCase()
{
    QString why;
    QVERIFY2(m_f.load(&why), qPrintable(why));
    QCOMPARE(m_f.rules().sight, 12.0);
    QCOMPARE(m_f.rules().reducedSight, 6.0);
}

// Il. 6.2a: 360 degrees, 12 inches.
void TstPatrolSight::b19_6_2a_twelveInchesAllRound()
{
    const PatrolTable &t = m_f.table(m_f.plan());
    const QPointF m(36, 24);
    for (int deg = 0; deg < 360; deg += 45) {
        const double a = qDegreesToRadians(double(deg));
        const QPointF dir(std::cos(a), std::sin(a));
        QVERIFY2(seesEachOther(t, m, m + dir * 13), qPrintable(QString::number(deg))); // gap 12: seen
        QVERIFY2(!seesEachOther(t, m, m + dir * 13.1), qPrintable(QString::number(deg)));
    }
    // The sight area is a circle of radius 0.5 + 12 about the marker's centre.
    const Polygon area = sightArea(t, m, 64);
    QCOMPARE(area.size(), 64);
    for (QPointF q : area)
        QVERIFY(std::abs(QLineF(m, q).length() - 12.5) < 1e-9);
}

// 6.2 example: marker 7 in a wood sees and is seen at 6 inches only; marker 8 in the open at 12.
void TstPatrolSight::b19_6_2a_example_marker7InWoodsSixInches_marker8InTheOpenTwelve()
{
    const PatrolTable &t = m_f.table(woodsPlan());
    const QPointF seven(25, 24), eight(45, 40);
    QVERIFY(inCover(t, seven));
    QVERIFY(!inCover(t, eight));
    QVERIFY(seesEachOther(t, seven, QPointF(25, 24 + 7)));    // gap 6 (into the open, out of the wood)
    QVERIFY(!seesEachOther(t, seven, QPointF(25, 24 + 7.2))); // gap 6.2
    QVERIFY(!seesEachOther(t, QPointF(25, 24 + 7.2), seven)); // both ways (6.2)
    QCOMPARE(sightRange(t, seven, QPointF(25, 40)), 6.0);
    QVERIFY(seesEachOther(t, eight, QPointF(45 + 13, 40))); // gap 12
    QCOMPARE(sightRange(t, eight, QPointF(58, 40)), 12.0);
    // Its own sight area is a 6-inch circle all round.
    for (QPointF q : sightArea(t, seven, 32))
        QVERIFY(std::abs(QLineF(seven, q).length() - 6.5) < 1e-9);
}

// Il. 6.2b: marker 8 more than 6 inches from the wood sees 12 inches in the open but only up to the wood's edge.
void TstPatrolSight::b19_6_2b_seesUpToTheWoodsEdge_notIntoIt()
{
    const PatrolTable &t = m_f.table(woodsPlan());
    const QPointF eight(40, 24); // 9.5 inches from the wood's edge (x = 30)
    // Towards the wood the area ends at the wood's edge.
    const Polygon area = sightArea(t, eight, 8); // rays at 0, 45, … degrees: the fifth points at the wood
    QVERIFY2(std::abs(area[4].x() - 30) < 1e-9, qPrintable(QString::number(area[4].x())));
    QVERIFY(std::abs(area[0].x() - 52.5) < 1e-9); // away from it: 12 inches from the edge
    // A marker just inside the wood (more than half in it) 10 inches away: not seen; the same in the open: seen.
    QVERIFY(!seesEachOther(t, eight, QPointF(29, 24)));
    QVERIFY(seesEachOther(t, eight, QPointF(51, 24)));
    // Behind the wood, 11 inches away, the wood between them: not seen; the same gap beside the wood: seen.
    QVERIFY(!seesEachOther(t, QPointF(31, 24), QPointF(19, 24)));
    QVERIFY(seesEachOther(t, QPointF(31, 40), QPointF(19, 40)));
}

// Il. 6.2b: "za wzgórzem" — a target behind a hill is seen at 6 inches.
void TstPatrolSight::b19_6_2b_behindAHillSixInches()
{
    BattlePlan p = m_f.plan();
    p.terrain << rectPiece(QStringLiteral("h1"), QStringLiteral("hills"), 45, 24, 2, 8); // x 44..46
    const PatrolTable &t = m_f.table(p);
    const QPointF eight(40, 24);
    QVERIFY(seesEachOther(t, eight, QPointF(47, 24)));    // gap 6, behind the hill
    QVERIFY(!seesEachOther(t, eight, QPointF(47.5, 24))); // gap 6.5, behind the hill
    QVERIFY(seesEachOther(t, eight, QPointF(47.5, 34)));  // the same distance beside it: open
    // On the hill itself (the marker stands on it) the hill does not hide it: a hill is not cover (6.2).
    QVERIFY(seesEachOther(t, QPointF(45, 24), QPointF(57, 24))); // gap 11, from the hill's top over its slope
    QVERIFY(!inCover(t, QPointF(45, 24)));
}

// Il. 6.2b: marker 9 has more than half its base outside the wood: it sees and is seen at 12 inches.
void TstPatrolSight::b19_6_2b_marker9LessThanHalfInWoodsSeesTwelve()
{
    const PatrolTable &t = m_f.table(woodsPlan());
    const QPointF nine(30.2, 27); // centre 0.2 inches outside the wood's edge x = 30
    QVERIFY(!inCover(t, nine));
    QVERIFY(seesEachOther(t, nine, QPointF(43.2, 27)));  // gap 12
    QVERIFY(!seesEachOther(t, nine, QPointF(43.4, 27))); // gap 12.2
    const QPointF sevenish(29.8, 27);                    // the same, more than half inside
    QVERIFY(inCover(t, sevenish));
    QVERIFY(!seesEachOther(t, sevenish, QPointF(42.8, 27)));
}

// Il. 6.2c: once a marker moves more than half out of the wood it sees and is seen at 12 at once: its move stops
// there and reveals the enemy marker in its sight.
void TstPatrolSight::b19_6_2c_leavingTheWoodsSeesTwelveAtOnce()
{
    const PatrolTable &t = m_f.table(woodsPlan());
    const QList<PatrolMarker> markers{{QStringLiteral("A1"), Player::A, QPointF(25, 24)},
                                      {QStringLiteral("B1"), Player::B, QPointF(42, 24)}};
    QVERIFY(!seesEachOther(t, markers[0].at, markers[1].at));
    const MoveCheck m = checkMove(t, markers, QStringLiteral("A1"), {QPointF(36, 24)});
    QVERIFY(m.legal);
    QVERIFY(m.stopped);
    QVERIFY2(std::abs(m.path.last().x() - 30) < 1e-3, qPrintable(QString::number(m.path.last().x(), 'f', 6)));
    QCOMPARE(m.reveals, QStringList{QStringLiteral("B1")});
    // At the stopping point the gap is 11 inches: within 12, and no longer in cover.
    QVERIFY(!inCover(t, m.path.last()));
}

// Il. 6.2d: marker 3 has more than half its base in the wood: still 6 inches. Marker 1 (4.3 inches away) sees it;
// marker 2 (11 inches away, in the open) does not.
void TstPatrolSight::b19_6_2d_marker3InWoodsSeenByMarker1Only()
{
    const PatrolTable &t = m_f.table(woodsPlan());
    const QPointF three(29.7, 24), one(35, 24), two(29.7, 36);
    QVERIFY(inCover(t, three));
    QVERIFY(seesEachOther(t, three, one));
    QVERIFY(!seesEachOther(t, three, two));
    const QList<SightPair> pairs = sightPairs(t,
                                              {{QStringLiteral("A1"), Player::A, one},
                                               {QStringLiteral("A2"), Player::A, two},
                                               {QStringLiteral("B3"), Player::B, three}});
    QCOMPARE(pairs.size(), 1);
    QCOMPARE(pairs[0].a, QStringLiteral("A1"));
    QCOMPARE(pairs[0].range, 6.0);
}

// 6.2: "za oddziałami przeciwnika" — deployed units between two markers cut sight to 6 inches.
void TstPatrolSight::b19_6_2_behindUnitsSixInches()
{
    PatrolTable t = m_f.table(m_f.plan());
    const QPointF a(20, 24), b(30, 24); // gap 9
    QVERIFY(seesEachOther(t, a, b));
    t.unitsB << rectPolygon(QPointF(25, 24), 4, 1, 0);
    QVERIFY(!seesEachOther(t, a, b));
    QVERIFY(!seesEachOther(t, b, a));
    QVERIFY(seesEachOther(t, a, QPointF(27, 24))); // gap 6
}

void TstPatrolSight::b19_6_2_builtUpAreaIsCover()
{
    BattlePlan p = m_f.plan();
    p.terrain << rectPiece(QStringLiteral("t1"), QStringLiteral("bua-2"), 25, 24, 4, 4);
    const PatrolTable &t = m_f.table(p);
    QVERIFY(inCover(t, QPointF(25, 24)));
    QCOMPARE(sightRange(t, QPointF(25, 24), QPointF(25, 40)), 6.0);
}

// 6.2: "Pozostałe elementy terenu nie wpływają na widoczność": difficult ground, a stream, a road change nothing.
void TstPatrolSight::b19_6_2_otherTerrainDoesNotMatter()
{
    BattlePlan p = m_f.plan();
    p.terrain << rectPiece(QStringLiteral("d1"), QStringLiteral("difficult"), 25, 24, 6, 6)
              << linePiece(QStringLiteral("s1"), QStringLiteral("stream"), {{28, 10}, {28, 40}}, 1)
              << road(QStringLiteral("r1"), {{0, 24}, {72, 24}});
    const PatrolTable &t = m_f.table(p);
    QVERIFY(!inCover(t, QPointF(25, 24)));
    QCOMPARE(sightRange(t, QPointF(25, 24), QPointF(37, 24)), 12.0);
}

// The map's data: each marker's area and whom it sees, both ways.
void TstPatrolSight::b19_6_2_markerSightForTheMap()
{
    const PatrolTable &t = m_f.table(woodsPlan());
    const QList<MarkerSight> s = markerSight(t,
                                             {{QStringLiteral("A1"), Player::A, QPointF(25, 24)},
                                              {QStringLiteral("A2"), Player::A, QPointF(50, 10)},
                                              {QStringLiteral("B1"), Player::B, QPointF(25, 30)}},
                                             true, 48);
    QCOMPARE(s.size(), 3);
    QVERIFY(s[0].inCover);
    QCOMPARE(s[0].range, 6.0);
    QCOMPARE(s[0].sees, QStringList{QStringLiteral("B1")});
    QCOMPARE(s[2].sees, QStringList{QStringLiteral("A1")});
    QVERIFY(s[1].sees.isEmpty());
    QCOMPARE(s[1].area.size(), 48);
}

// 6.2: over 300 random tables (seeded), sight between any two positions is the same both ways, and the range is
// always one of the two the rules know.
void TstPatrolSight::b19_6_2_property_sightIsMutualOnRandomTables()
{
    QRandomGenerator rng(19062);
    const QStringList types{QStringLiteral("woods"), QStringLiteral("hills"), QStringLiteral("bua-1"),
                            QStringLiteral("difficult"), QStringLiteral("impassable")};
    int seen = 0, reduced = 0;
    for (int c = 0; c < 300; ++c) {
        BattlePlan p = m_f.plan();
        const int pieces = 4 + int(rng.bounded(8));
        for (int i = 0; i < pieces; ++i) {
            TerrainPiece piece =
                rectPiece(QStringLiteral("p%1").arg(i), types[rng.bounded(types.size())], rng.bounded(72.0),
                          rng.bounded(48.0), 2 + rng.bounded(10.0), 2 + rng.bounded(10.0));
            piece.rotation = rng.bounded(180.0);
            p.terrain << piece;
        }
        PatrolTable t = m_f.table(p);
        if (c % 3 == 0)
            t.unitsA << rectPolygon(QPointF(rng.bounded(72.0), rng.bounded(48.0)), 4, 1, rng.bounded(180.0));
        for (int k = 0; k < 5; ++k) {
            const QPointF a(rng.bounded(72.0), rng.bounded(48.0));
            const QPointF b = a + QPointF(rng.bounded(30.0) - 15, rng.bounded(30.0) - 15);
            const double ab = sightRange(t, a, b), ba = sightRange(t, b, a);
            QVERIFY2(ab == ba, qPrintable(QStringLiteral("case %1: %2 vs %3").arg(c).arg(ab).arg(ba)));
            QVERIFY(ab == 12.0 || ab == 6.0);
            QCOMPARE(seesEachOther(t, a, b), seesEachOther(t, b, a));
            if (inCover(t, a) || inCover(t, b))
                QCOMPARE(ab, 6.0);
            seen += seesEachOther(t, a, b);
            reduced += ab == 6.0;
        }
    }
    // The random tables did exercise both ranges and both answers.
    QVERIFY(seen > 100);
    QVERIFY(reduced > 100);
}

QTEST_MAIN(TstPatrolSight)
#include "tst_patrolsight.moc"
