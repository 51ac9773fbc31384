// SPDX-License-Identifier: GPL-3.0-or-later
// B19 6.3: one patrol marker's move, with the chapter's illustrations 6.3a (the road bonus: a marker 3 inches from
// a road) and 6.3b (a marker stopping 12 inches from three enemy markers and revealing all three), the refusals
// (too long, impassable, off the table), and a property over random tables: no legal move ends inside an enemy
// marker's sight unless it stopped where it came into sight.
#include "patrolfixture.h"

#include <QRandomGenerator>
#include <QTest>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

class TstPatrolMove : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void b19_6_3_twelveInchesInTheOpen();
    void b19_6_3a_markerThreeInchesFromARoad();
    void b19_6_3a_markerFurtherFromTheRoadGetsNoBonus();
    void b19_6_3_noOtherTerrainChangesTheMove();
    void b19_6_3_neverIntoImpassableTerrain();
    void b19_6_3_neverOffTheTable();
    void b19_6_3b_stopsTwelveInchesFromThreeEnemyMarkers_revealsAllThree();
    void b19_6_3b_oneMarkerNearer_stopsAtItAndRevealsOnlyIt();
    void b19_6_3_stopsSixInchesFromAMarkerInWoods();
    void b19_6_3_ownMarkersDoNotStopIt();
    void b19_6_3_property_noLegalMoveEndsInsideSight();

private:
    PatrolFixture m_f;
    static QList<PatrolMarker> one(QPointF at) { return {{QStringLiteral("A1"), Player::A, at}}; }
};

void TstPatrolMove::initTestCase()
{
    QString why;
    QVERIFY2(m_f.load(&why), qPrintable(why));
}

void TstPatrolMove::b19_6_3_twelveInchesInTheOpen()
{
    const PatrolTable &t = m_f.table(m_f.plan());
    MoveCheck m = checkMove(t, one({10, 10}), QStringLiteral("A1"), {QPointF(22, 10)});
    QVERIFY(m.legal);
    QCOMPARE(m.allowance, 12.0);
    QVERIFY(!m.stopped);
    QCOMPARE(m.path.last(), QPointF(22, 10));
    // Along a bent path the length is what counts.
    m = checkMove(t, one({10, 10}), QStringLiteral("A1"), {QPointF(16, 10), QPointF(16, 16.5)});
    QCOMPARE(issueKeys(m.refusals), QStringList{QStringLiteral("PATROL_MOVE_TOO_LONG@")});
    QCOMPARE(m.refusals[0].section, QStringLiteral("B19 6.3"));
    QVERIFY(!m.refusals[0].message.get(QStringLiteral("pl")).isEmpty());
    QVERIFY(m.refusals[0].message.get(QStringLiteral("pl")) != m.refusals[0].message.get(QStringLiteral("en")));
}

// Il. 6.3a: marker 1 is 3 inches from a road (1 inch wide, along y = 20). It walks 3 inches to the road, 9 along
// it, and then 6 more anywhere: 18 in all. The road's edge is 0.5 inches from its line.
void TstPatrolMove::b19_6_3a_markerThreeInchesFromARoad()
{
    BattlePlan p = m_f.plan();
    p.terrain << linePiece(QStringLiteral("r1"), QStringLiteral("roads"), {{0, 20}, {72, 20}}, 1, Player::B,
                           PieceKind::Road);
    const PatrolTable &t = m_f.table(p);
    const QPointF one(10, 16.5); // its centre 3 inches from the road's edge
    const Polyline path{QPointF(10, 19.5), QPointF(19, 19.5), QPointF(19, 25.5)};
    const MoveCheck m = checkMove(t, {{QStringLiteral("A1"), Player::A, one}}, QStringLiteral("A1"), path);
    QVERIFY2(m.legal, m.refusals.isEmpty() ? "" : qPrintable(m.refusals[0].message.get()));
    QVERIFY2(std::abs(m.onRoad - 9) < 0.02, qPrintable(QString::number(m.onRoad)));
    QCOMPARE(m.allowance, 18.0);
    QVERIFY(std::abs(m.length - 18) < 1e-9);
    // The bonus inches may be spent anywhere (off the road); a 19th inch is too many.
    const MoveCheck tooFar = checkMove(t, {{QStringLiteral("A1"), Player::A, one}}, QStringLiteral("A1"),
                                       {QPointF(10, 19.5), QPointF(19, 19.5), QPointF(19, 26.5)});
    QCOMPARE(issueKeys(tooFar.refusals), QStringList{QStringLiteral("PATROL_MOVE_TOO_LONG@")});
}

// Il. 6.3a: marker 2 starts more than 3 inches from the road: 9 inches of its first 12 can never be on the road.
void TstPatrolMove::b19_6_3a_markerFurtherFromTheRoadGetsNoBonus()
{
    BattlePlan p = m_f.plan();
    p.terrain << linePiece(QStringLiteral("r1"), QStringLiteral("roads"), {{0, 20}, {72, 20}}, 1, Player::B,
                           PieceKind::Road);
    const PatrolTable &t = m_f.table(p);
    const QPointF two(10, 15.5); // 4 inches from the road's edge
    const MoveCheck m = checkMove(t, {{QStringLiteral("A2"), Player::A, two}}, QStringLiteral("A2"),
                                  {QPointF(10, 19.5), QPointF(24, 19.5)});
    QVERIFY(m.onRoad < 9);
    QCOMPARE(m.allowance, 12.0);
    QCOMPARE(issueKeys(m.refusals), QStringList{QStringLiteral("PATROL_MOVE_TOO_LONG@")});
    // 12 inches are still fine.
    QVERIFY(checkMove(t, {{QStringLiteral("A2"), Player::A, two}}, QStringLiteral("A2"),
                      {QPointF(10, 19.5), QPointF(18, 19.5)})
                .legal);
}

// 6.3: "Na zasięg ruchu znaczników nie wpływa żaden inny teren": 12 inches straight through a wood and a hill.
void TstPatrolMove::b19_6_3_noOtherTerrainChangesTheMove()
{
    BattlePlan p = m_f.plan();
    p.terrain << rectPiece(QStringLiteral("w1"), QStringLiteral("woods"), 15, 10, 4, 4)
              << rectPiece(QStringLiteral("h1"), QStringLiteral("hills"), 20, 10, 3, 6)
              << rectPiece(QStringLiteral("d1"), QStringLiteral("difficult"), 18, 10, 2, 2);
    const PatrolTable &t = m_f.table(p);
    const MoveCheck m = checkMove(t, one({10, 10}), QStringLiteral("A1"), {QPointF(22, 10)});
    QVERIFY(m.legal);
    QCOMPARE(m.length, 12.0);
}

// 6.3 (10.3): never into impassable terrain.
void TstPatrolMove::b19_6_3_neverIntoImpassableTerrain()
{
    BattlePlan p = m_f.plan();
    p.terrain << rectPiece(QStringLiteral("x1"), QStringLiteral("impassable"), 16, 10, 2, 6);
    const PatrolTable &t = m_f.table(p);
    MoveCheck m = checkMove(t, one({10, 10}), QStringLiteral("A1"), {QPointF(22, 10)}, QStringLiteral("/move"));
    QCOMPARE(issueKeys(m.refusals), QStringList{QStringLiteral("PATROL_IMPASSABLE@/move")});
    QVERIFY(!m.legal);
    // Around it, clear of it by more than the marker's radius: legal.
    m = checkMove(t, one({10, 10}), QStringLiteral("A1"), {QPointF(12, 6), QPointF(18, 6)});
    QVERIFY(m.legal);
}

void TstPatrolMove::b19_6_3_neverOffTheTable()
{
    const PatrolTable &t = m_f.table(m_f.plan());
    const MoveCheck m = checkMove(t, one({3, 10}), QStringLiteral("A1"), {QPointF(-2, 10)});
    QCOMPARE(issueKeys(m.refusals), QStringList{QStringLiteral("PATROL_OFF_TABLE@")});
}

namespace {
// Il. 6.3b: three enemy markers on an arc 12 inches (edge to edge) beyond the point (36, 20), in front of and to
// both sides of a marker coming straight up from (36, 10). Each comes into sight exactly at (36, 20).
QList<PatrolMarker> threeOnAnArc(QPointF stop, double gapCentres)
{
    QList<PatrolMarker> out;
    int n = 1;
    for (const double deg : {-35.0, 0.0, 35.0}) {
        const double a = qDegreesToRadians(deg);
        out << PatrolMarker{QStringLiteral("B%1").arg(n++), Player::B,
                            stop + QPointF(std::sin(a), std::cos(a)) * gapCentres};
    }
    return out;
}
} // namespace

void TstPatrolMove::b19_6_3b_stopsTwelveInchesFromThreeEnemyMarkers_revealsAllThree()
{
    const PatrolTable &t = m_f.table(m_f.plan());
    const QPointF stop(36, 20);
    QList<PatrolMarker> markers = threeOnAnArc(stop, 13); // centres 13 apart: 12 inches edge to edge
    markers.prepend({QStringLiteral("A1"), Player::A, QPointF(36, 10)});
    const MoveCheck m = checkMove(t, markers, QStringLiteral("A1"), {QPointF(36, 22)});
    QVERIFY(m.legal);
    QVERIFY(m.stopped);
    QVERIFY2(QLineF(m.path.last(), stop).length() < 1e-4, qPrintable(QString::number(m.path.last().y(), 'f', 7)));
    QCOMPARE(m.reveals, (QStringList{QStringLiteral("B1"), QStringLiteral("B2"), QStringLiteral("B3")}));
    for (int i = 1; i <= 3; ++i)
        QVERIFY(std::abs(markerGap(t, m.path.last(), markers[i].at) - 12) < 1e-4);
}

// Il. 6.3b: "Gdyby jeden ze znaczników przeciwnika znajdował się bliżej, to musiałby zatrzymać się 12 cali od
// niego. Pozostałe znaczniki nie zostałyby wtedy odkryte."
void TstPatrolMove::b19_6_3b_oneMarkerNearer_stopsAtItAndRevealsOnlyIt()
{
    const PatrolTable &t = m_f.table(m_f.plan());
    QList<PatrolMarker> markers = threeOnAnArc(QPointF(36, 20), 13);
    markers[1].at.ry() -= 2; // B2 two inches nearer
    markers.prepend({QStringLiteral("A1"), Player::A, QPointF(36, 10)});
    const MoveCheck m = checkMove(t, markers, QStringLiteral("A1"), {QPointF(36, 22)});
    QVERIFY(m.stopped);
    QVERIFY(std::abs(m.path.last().y() - 18) < 1e-4);
    QCOMPARE(m.reveals, QStringList{QStringLiteral("B2")});
    QVERIFY(std::abs(markerGap(t, m.path.last(), markers[2].at) - 12) < 1e-4);
}

// 6.3: "Musi zatrzymać się natychmiast, gdy zbliży się na 12 lub 6 cali": 6 inches from a marker in a wood.
void TstPatrolMove::b19_6_3_stopsSixInchesFromAMarkerInWoods()
{
    BattlePlan p = m_f.plan();
    p.terrain << rectPiece(QStringLiteral("w1"), QStringLiteral("woods"), 36, 30, 10, 6); // y 27..33
    const PatrolTable &t = m_f.table(p);
    const QList<PatrolMarker> markers{{QStringLiteral("A1"), Player::A, QPointF(36, 10)},
                                      {QStringLiteral("B1"), Player::B, QPointF(36, 30)}};
    // 8 inches between centres at the end (7 edge to edge): a marker in the open would be seen, this one is not.
    const MoveCheck m = checkMove(t, markers, QStringLiteral("A1"), {QPointF(36, 22)});
    QVERIFY(m.legal);
    QVERIFY(!m.stopped);
    QVERIFY(m.reveals.isEmpty());
    const MoveCheck near = checkMove(t, {{QStringLiteral("A1"), Player::A, QPointF(36, 14)}, markers[1]},
                                     QStringLiteral("A1"), {QPointF(36, 25)});
    QVERIFY(near.stopped);
    QVERIFY2(std::abs(near.path.last().y() - 23) < 1e-4, qPrintable(QString::number(near.path.last().y())));
    QCOMPARE(near.reveals, QStringList{QStringLiteral("B1")});
}

void TstPatrolMove::b19_6_3_ownMarkersDoNotStopIt()
{
    const PatrolTable &t = m_f.table(m_f.plan());
    const QList<PatrolMarker> markers{{QStringLiteral("A1"), Player::A, QPointF(36, 10)},
                                      {QStringLiteral("A2"), Player::A, QPointF(36, 24)}};
    const MoveCheck m = checkMove(t, markers, QStringLiteral("A1"), {QPointF(36, 21)});
    QVERIFY(m.legal);
    QVERIFY(!m.stopped);
    QVERIFY(m.reveals.isEmpty());
}

// 6.3 over 300 random tables (seeded): a legal move ends out of every hidden enemy marker's sight, unless it stopped
// where it came into sight: then the point just before its end sees no one, and it reveals exactly the markers it
// sees at its end.
void TstPatrolMove::b19_6_3_property_noLegalMoveEndsInsideSight()
{
    QRandomGenerator rng(19063);
    const QStringList types{QStringLiteral("woods"), QStringLiteral("hills"), QStringLiteral("bua-1"),
                            QStringLiteral("impassable"), QStringLiteral("difficult")};
    int legal = 0, stopped = 0;
    for (int c = 0; c < 300; ++c) {
        BattlePlan p = m_f.plan();
        const int pieces = 3 + int(rng.bounded(6));
        for (int i = 0; i < pieces; ++i) {
            TerrainPiece piece =
                rectPiece(QStringLiteral("p%1").arg(i), types[rng.bounded(types.size())], rng.bounded(72.0),
                          rng.bounded(48.0), 2 + rng.bounded(8.0), 2 + rng.bounded(8.0));
            piece.rotation = rng.bounded(180.0);
            p.terrain << piece;
        }
        if (c % 2)
            p.terrain << linePiece(QStringLiteral("r"), QStringLiteral("roads"),
                                   {{0, rng.bounded(48.0)}, {72, rng.bounded(48.0)}}, 1, Player::B, PieceKind::Road);
        const PatrolTable &t = m_f.table(p);
        QList<PatrolMarker> markers{{QStringLiteral("A1"), Player::A, QPointF(10 + rng.bounded(52.0), 14)}};
        for (int k = 1; k <= 4; ++k)
            markers << PatrolMarker{QStringLiteral("B%1").arg(k), Player::B,
                                    QPointF(2 + rng.bounded(68.0), 30 + rng.bounded(16.0))};
        if (!sightPairs(t, markers).isEmpty())
            continue; // revealed already: they would not move
        Polyline path;
        QPointF at = markers[0].at;
        const int legs = 1 + int(rng.bounded(3));
        for (int l = 0; l < legs; ++l) {
            at += QPointF(rng.bounded(10.0) - 5, rng.bounded(9.0));
            path << at;
        }
        const MoveCheck m = checkMove(t, markers, QStringLiteral("A1"), path);
        if (!m.legal)
            continue;
        ++legal;
        const QPointF end = m.path.last();
        QStringList seenAtEnd;
        for (int k = 1; k <= 4; ++k)
            if (seesEachOther(t, end, markers[k].at))
                seenAtEnd << markers[k].id;
        QCOMPARE(m.reveals, seenAtEnd);
        if (!m.stopped) {
            QVERIFY2(seenAtEnd.isEmpty(), qPrintable(QStringLiteral("case %1").arg(c)));
            continue;
        }
        ++stopped;
        QVERIFY(!seenAtEnd.isEmpty());
        // Just before the end (1e-4 inches back along the path) it saw nobody.
        const QLineF last(m.path[m.path.size() - 2], end);
        const QPointF before = last.length() > 1e-4 ? last.pointAt(1 - 1e-4 / last.length()) : last.p1();
        for (int k = 1; k <= 4; ++k)
            QVERIFY2(!seesEachOther(t, before, markers[k].at) || last.length() <= 1e-4,
                     qPrintable(QStringLiteral("case %1: %2 seen before the stop").arg(c).arg(markers[k].id)));
    }
    QVERIFY(legal > 100);
    QVERIFY(stopped > 20);
}

QTEST_MAIN(TstPatrolMove)
#include "tst_patrolmove.moc"
