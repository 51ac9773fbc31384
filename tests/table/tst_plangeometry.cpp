// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's plane geometry (core/plan/plangeometry.h) on its own: rectangles turned on the table, bounds, areas
// and centroids, containment, distances between points, segments, lines and polygons, lengths and points along a
// line, and a piece's extent. Numbers are worked by hand (3-4-5 triangles, unit squares); where a rule gives the
// shape, its own numbers (BWN 14.5: the 8x4 cm base of operations at the middle of the own edge).
#include "table/geometry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace sztab::plan;

namespace {

constexpr double kEps = 1e-9;

bool near(double a, double b) { return std::abs(a - b) < kEps; }
bool near(QPointF a, QPointF b) { return near(a.x(), b.x()) && near(a.y(), b.y()); }
bool near(const QList<QPointF> &a, const QList<QPointF> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!near(a[i], b[i]))
            return false;
    return true;
}

QString text(QPointF p) { return QStringLiteral("(%1, %2)").arg(p.x()).arg(p.y()); }
QString text(const QList<QPointF> &points)
{
    QStringList out;
    for (QPointF p : points)
        out << text(p);
    return out.join(QLatin1Char(' '));
}

#define COMPARE_NEAR(actual, expected)                                                                                 \
    QVERIFY2(near((actual), (expected)), qPrintable(QStringLiteral("%1 against %2").arg(actual).arg(expected)))
#define COMPARE_POINT(actual, expected)                                                                                \
    QVERIFY2(near((actual), (expected)), qPrintable(text(actual) + QStringLiteral(" against ") + text(expected)))

const double kInf = std::numeric_limits<double>::infinity();

// The square [0,10] x [0,10] and an L of two rectangles ([0,4]x[0,2] and [0,2]x[2,4]).
const Polygon kSquare{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
const Polygon kL{{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}};

Polygon shifted(const Polygon &p, QPointF by)
{
    Polygon out;
    for (QPointF q : p)
        out << q + by;
    return out;
}

} // namespace

class TstPlanGeometry : public QObject {
    Q_OBJECT
private slots:
    void rectPolygon_unturned();
    void rectPolygon_turnedClockwiseSeenFromA();
    void bwn14_5_baseOfOperationsRectangle();
    void boundsOf_points();
    void areaOf_anyWindingAndDegenerate();
    void centroidOf_areaCentreOrMean();
    void contains_convexAndConcave();
    void segmentsCross_onlyWhenTheyMeet();
    void distanceToSegment_perpendicularOrEnds();
    void segmentDistance_closestEnds();
    void distanceToPolygon_zeroInside();
    void distanceToPolyline_nearestSegment();
    void polylinePolygonDistance_insideCrossingApart();
    void polylineDistance_crossingAndApart();
    void polygonDistance_overlapHoldApart();
    void boxGap_lowerBoundOfTheDistance();
    void lengthAndPointAlong();
    void extentOf_longestAxisAndWidthAcross();
    void circlePolygon_cornersOnTheCircle();
    void clipToConvex_overlapInsideApartAndWinding();
    void areaFractionInside_halvesAndConcave();
    void segmentHit_crossingTouchingParallel();
    void segmentEntry_firstTouchOrInside();
};

void TstPlanGeometry::rectPolygon_unturned()
{
    // Corners in order: A's left near, right near, right far, left far (y grows away from A).
    COMPARE_POINT(rectPolygon(QPointF(10, 20), 8, 4, 0), (Polygon{{6, 18}, {14, 18}, {14, 22}, {6, 22}}));
    COMPARE_POINT(rectPolygon(QRectF(6, 18, 8, 4)), (Polygon{{6, 18}, {14, 18}, {14, 22}, {6, 22}}));
    COMPARE_POINT(rectPolygon(QPointF(0, 0), 0, 0, 0), (Polygon{{0, 0}, {0, 0}, {0, 0}, {0, 0}}));
}

void TstPlanGeometry::rectPolygon_turnedClockwiseSeenFromA()
{
    // Turned 90° clockwise (seen from A, his edge at the bottom): the width runs towards A's edge.
    COMPARE_POINT(rectPolygon(QPointF(10, 20), 8, 4, 90), (Polygon{{8, 24}, {8, 16}, {12, 16}, {12, 24}}));
    // A half turn gives the same corners, starting from the opposite one; a full turn the unturned ones.
    COMPARE_POINT(rectPolygon(QPointF(10, 20), 8, 4, 180), (Polygon{{14, 22}, {6, 22}, {6, 18}, {14, 18}}));
    COMPARE_POINT(rectPolygon(QPointF(10, 20), 8, 4, 360), rectPolygon(QPointF(10, 20), 8, 4, 0));
    COMPARE_POINT(rectPolygon(QPointF(10, 20), 8, 4, -90), rectPolygon(QPointF(10, 20), 8, 4, 270));
    // Any turn keeps the area, the centre and the sides.
    for (double rotation : {0.0, 30.0, 45.0, 123.4, -17.0}) {
        const Polygon p = rectPolygon(QPointF(50, 60), 10, 4, rotation);
        COMPARE_NEAR(areaOf(p), 40.0);
        COMPARE_POINT(centroidOf(p), QPointF(50, 60));
        COMPARE_NEAR(QLineF(p[0], p[1]).length(), 10.0);
        COMPARE_NEAR(QLineF(p[1], p[2]).length(), 4.0);
    }
    // 45°: the bounds are (width + depth) / √2 on each side, and the right near corner has turned towards A's edge
    // (clockwise).
    const Polygon turned = rectPolygon(QPointF(0, 0), 8, 4, 45);
    const QRectF b = boundsOf(turned);
    COMPARE_NEAR(b.width(), 12 / std::sqrt(2.0));
    COMPARE_NEAR(b.height(), 12 / std::sqrt(2.0));
    QVERIFY(turned[1].y() < turned[0].y());
    QVERIFY(turned[1].x() > 0);
}

// BWN 14.5: each army's base of operations is 8x4 cm, at the middle of its own edge, touching it; on a 120 cm
// table A's is the rectangle from x 56 to 64, y 0 to 4.
void TstPlanGeometry::bwn14_5_baseOfOperationsRectangle()
{
    const Polygon base = rectPolygon(QPointF(60, 2), 8, 4, 0);
    COMPARE_POINT(base, rectPolygon(QRectF(56, 0, 8, 4)));
    COMPARE_NEAR(areaOf(base), 32.0);
    QVERIFY(contains(base, QPointF(60, 2)));
    COMPARE_NEAR(distanceToPolyline(QPointF(60, 0), Polyline{base[0], base[1]}), 0.0); // touches the edge y = 0
    QCOMPARE(boundsOf(base), QRectF(56, 0, 8, 4));
    // B's, at the far edge of a 120 cm deep table, is 112 cm from A's.
    const Polygon baseB = rectPolygon(QPointF(60, 118), 8, 4, 0);
    COMPARE_NEAR(polygonDistance(base, baseB), 112.0);
}

void TstPlanGeometry::boundsOf_points()
{
    QCOMPARE(boundsOf({}), QRectF());
    QCOMPARE(boundsOf({{3, 4}}), QRectF(3, 4, 0, 0));
    QCOMPARE(boundsOf({{3, 4}, {-1, 9}, {5, -2}}), QRectF(QPointF(-1, -2), QPointF(5, 9)));
    QCOMPARE(boundsOf(kL), QRectF(0, 0, 4, 4));
}

void TstPlanGeometry::areaOf_anyWindingAndDegenerate()
{
    COMPARE_NEAR(areaOf({{0, 0}, {4, 0}, {0, 3}}), 6.0);
    COMPARE_NEAR(areaOf({{0, 3}, {4, 0}, {0, 0}}), 6.0); // the other winding
    COMPARE_NEAR(areaOf(kSquare), 100.0);
    COMPARE_NEAR(areaOf(kL), 12.0);
    COMPARE_NEAR(areaOf({{0, 0}, {2, 0}, {4, 0}}), 0.0);
    COMPARE_NEAR(areaOf({}), 0.0);
}

void TstPlanGeometry::centroidOf_areaCentreOrMean()
{
    COMPARE_POINT(centroidOf(kSquare), QPointF(5, 5));
    COMPARE_POINT(centroidOf({{0, 0}, {4, 0}, {0, 3}}), QPointF(4.0 / 3, 1));
    // The L: 8 cm² around (2, 1) and 4 cm² around (1, 3) weigh to (5/3, 5/3): not the mean of its corners.
    COMPARE_POINT(centroidOf(kL), QPointF(5.0 / 3, 5.0 / 3));
    // Degenerate: the mean of the points.
    COMPARE_POINT(centroidOf({{0, 0}, {2, 0}, {7, 0}}), QPointF(3, 0));
    COMPARE_POINT(centroidOf({{4, 5}}), QPointF(4, 5));
    COMPARE_POINT(centroidOf({}), QPointF(0, 0));
}

void TstPlanGeometry::contains_convexAndConcave()
{
    QVERIFY(contains(kSquare, QPointF(5, 5)));
    QVERIFY(contains(kSquare, QPointF(0.001, 9.999)));
    QVERIFY(!contains(kSquare, QPointF(-0.001, 5)));
    QVERIFY(!contains(kSquare, QPointF(5, 10.5)));
    QVERIFY(contains(kL, QPointF(1, 3)));
    QVERIFY(contains(kL, QPointF(3, 1)));
    QVERIFY(!contains(kL, QPointF(3, 3)));                                    // the L's notch
    QVERIFY(contains(rectPolygon(QPointF(0, 0), 10, 2, 45), QPointF(3, -3))); // along the turned width
    QVERIFY(!contains(rectPolygon(QPointF(0, 0), 10, 2, 45), QPointF(3, 3)));
    QVERIFY(!contains({}, QPointF(0, 0)));
}

void TstPlanGeometry::segmentsCross_onlyWhenTheyMeet()
{
    QVERIFY(segmentsCross(QLineF(0, 0, 4, 4), QLineF(0, 4, 4, 0)));
    QVERIFY(segmentsCross(QLineF(0, 0, 4, 0), QLineF(2, 0, 2, 3)));    // one ends on the other
    QVERIFY(!segmentsCross(QLineF(0, 0, 4, 0), QLineF(0, 1, 4, 1)));   // parallel
    QVERIFY(!segmentsCross(QLineF(0, 0, 4, 4), QLineF(5, 0, 3, 2.5))); // the lines meet beyond the segments
}

void TstPlanGeometry::distanceToSegment_perpendicularOrEnds()
{
    const QLineF s(0, 0, 4, 0);
    COMPARE_NEAR(distanceToSegment(QPointF(2, 3), s), 3.0);
    COMPARE_NEAR(distanceToSegment(QPointF(7, 4), s), 5.0);   // beyond p2: from (4, 0)
    COMPARE_NEAR(distanceToSegment(QPointF(-3, -4), s), 5.0); // before p1
    COMPARE_NEAR(distanceToSegment(QPointF(1, 0), s), 0.0);
    COMPARE_NEAR(distanceToSegment(QPointF(3, 4), QLineF(0, 0, 0, 0)), 5.0); // a point
}

void TstPlanGeometry::segmentDistance_closestEnds()
{
    COMPARE_NEAR(segmentDistance(QLineF(0, 0, 4, 0), QLineF(0, 2, 4, 2)), 2.0);
    COMPARE_NEAR(segmentDistance(QLineF(0, 0, 4, 4), QLineF(0, 4, 4, 0)), 0.0);
    COMPARE_NEAR(segmentDistance(QLineF(0, 0, 1, 0), QLineF(4, 4, 4, 10)), 5.0);
    COMPARE_NEAR(segmentDistance(QLineF(0, 0, 10, 0), QLineF(5, 3, 5, 9)), 3.0); // an end over the other's middle
}

void TstPlanGeometry::distanceToPolygon_zeroInside()
{
    COMPARE_NEAR(distanceToPolygon(QPointF(5, 5), kSquare), 0.0);
    COMPARE_NEAR(distanceToPolygon(QPointF(5, -2), kSquare), 2.0);
    COMPARE_NEAR(distanceToPolygon(QPointF(13, 14), kSquare), 5.0);
    COMPARE_NEAR(distanceToPolygon(QPointF(3, 3), kL), 1.0); // in the notch: to the nearer inner side
    COMPARE_NEAR(distanceToPolygon(QPointF(-2, 5), {{0, 0}, {10, 0}, {0, 10}}), 2.0); // the side that closes it
    // Fewer than three points: the distance to the points and segment they make.
    COMPARE_NEAR(distanceToPolygon(QPointF(2, 3), {{0, 0}, {4, 0}}), 3.0);
    COMPARE_NEAR(distanceToPolygon(QPointF(3, 4), {{0, 0}}), 5.0);
    QCOMPARE(distanceToPolygon(QPointF(3, 4), {}), kInf);
}

void TstPlanGeometry::distanceToPolyline_nearestSegment()
{
    const Polyline bend{{0, 0}, {10, 0}, {10, 10}};
    COMPARE_NEAR(distanceToPolyline(QPointF(5, 5), bend), 5.0);
    COMPARE_NEAR(distanceToPolyline(QPointF(12, 5), bend), 2.0);
    COMPARE_NEAR(distanceToPolyline(QPointF(0, 10), bend), 10.0); // open: no segment back to the start
    COMPARE_NEAR(distanceToPolyline(QPointF(3, 4), {{0, 0}}), 5.0);
    QCOMPARE(distanceToPolyline(QPointF(3, 4), {}), kInf);
}

void TstPlanGeometry::polylinePolygonDistance_insideCrossingApart()
{
    COMPARE_NEAR(polylinePolygonDistance({{2, 2}, {8, 8}}, kSquare), 0.0);     // inside
    COMPARE_NEAR(polylinePolygonDistance({{-5, 5}, {15, 5}}, kSquare), 0.0);   // across
    COMPARE_NEAR(polylinePolygonDistance({{-5, 13}, {15, 13}}, kSquare), 3.0); // along, apart
    COMPARE_NEAR(polylinePolygonDistance({{13, 14}, {20, 20}}, kSquare), 5.0); // from a corner
    COMPARE_NEAR(polylinePolygonDistance({{3, 3}, {3, 2.5}}, kL), 0.5);        // in the notch
    QCOMPARE(polylinePolygonDistance({}, kSquare), kInf);
    QCOMPARE(polylinePolygonDistance({{0, 0}, {1, 1}}, {}), kInf);
}

void TstPlanGeometry::polylineDistance_crossingAndApart()
{
    COMPARE_NEAR(polylineDistance({{0, 0}, {10, 10}}, {{0, 10}, {10, 0}}), 0.0);
    COMPARE_NEAR(polylineDistance({{0, 0}, {10, 0}, {10, 10}}, {{0, 4}, {6, 4}}), 4.0);
    COMPARE_NEAR(polylineDistance({{0, 0}, {10, 0}, {10, 10}}, {{0, 4}, {7, 4}}), 3.0); // nearer the bend's far arm
    COMPARE_NEAR(polylineDistance({{0, 0}}, {{3, 4}}), 5.0);
    QCOMPARE(polylineDistance({}, {{3, 4}}), kInf);
}

void TstPlanGeometry::polygonDistance_overlapHoldApart()
{
    COMPARE_NEAR(polygonDistance(kSquare, shifted(kSquare, QPointF(5, 5))), 0.0);      // overlap
    COMPARE_NEAR(polygonDistance(kSquare, rectPolygon(QPointF(5, 5), 2, 2, 30)), 0.0); // the square holds it
    COMPARE_NEAR(polygonDistance(rectPolygon(QPointF(5, 5), 2, 2, 30), kSquare), 0.0); // and the other way round
    COMPARE_NEAR(polygonDistance(kSquare, shifted(kSquare, QPointF(15, 0))), 5.0);
    COMPARE_NEAR(polygonDistance(kSquare, shifted(kSquare, QPointF(13, 14))), 5.0); // corner to corner, 3-4-5
    COMPARE_NEAR(polygonDistance(kSquare, shifted(kSquare, QPointF(10, 0))), 0.0);  // sharing a side
    COMPARE_NEAR(polygonDistance({{0, 0}, {10, 0}, {0, 10}}, {{-4, 0}, {-3, 5}, {-4, 10}}), 3.0); // closing sides
    QCOMPARE(polygonDistance(kSquare, {}), kInf);
}

void TstPlanGeometry::boxGap_lowerBoundOfTheDistance()
{
    QCOMPARE(boxGap(QRectF(0, 0, 10, 10), QRectF(5, 5, 10, 10)), 0.0);
    COMPARE_NEAR(boxGap(QRectF(0, 0, 10, 10), QRectF(13, 0, 5, 5)), 3.0);
    COMPARE_NEAR(boxGap(QRectF(13, 0, 5, 5), QRectF(0, 0, 10, 10)), 3.0);
    COMPARE_NEAR(boxGap(QRectF(0, 0, 10, 10), QRectF(13, 14, 1, 1)), 5.0);
    COMPARE_NEAR(boxGap(QRectF(0, 0, 10, 10), QRectF(2, -7, 1, 1)), 6.0);
    // Never more than the distance of two polygons inside the boxes.
    const Polygon a = rectPolygon(QPointF(0, 0), 10, 2, 45), b = rectPolygon(QPointF(12, 3), 6, 1, -20);
    QVERIFY(boxGap(boundsOf(a), boundsOf(b)) <= polygonDistance(a, b) + kEps);
}

void TstPlanGeometry::lengthAndPointAlong()
{
    const Polyline line{{0, 0}, {3, 4}, {3, 10}};
    COMPARE_NEAR(lengthOf(line), 11.0);
    COMPARE_NEAR(lengthOf({{1, 1}}), 0.0);
    COMPARE_NEAR(lengthOf({}), 0.0);
    COMPARE_POINT(pointAlong(line, 0), QPointF(0, 0));
    COMPARE_POINT(pointAlong(line, 1), QPointF(3, 10));
    COMPARE_POINT(pointAlong(line, 0.5), QPointF(3, 4.5)); // 5.5 of 11: half a cm into the second segment
    COMPARE_POINT(pointAlong(line, 2.5 / 11), QPointF(1.5, 2));
    COMPARE_POINT(pointAlong(line, -1), QPointF(0, 0)); // clamped
    COMPARE_POINT(pointAlong(line, 7), QPointF(3, 10));
    COMPARE_POINT(pointAlong({{2, 2}, {2, 2}, {2, 6}}, 0.5), QPointF(2, 4)); // a zero-length segment is skipped
    COMPARE_POINT(pointAlong({{5, 6}}, 0.5), QPointF(5, 6));
    COMPARE_POINT(pointAlong({}, 0.5), QPointF(0, 0));
}

void TstPlanGeometry::extentOf_longestAxisAndWidthAcross()
{
    // A triangle: its longest chord (10) and what lies across it (3).
    Extent e = extentOf({{0, 0}, {10, 0}, {5, 3}});
    COMPARE_NEAR(e.length, 10.0);
    COMPARE_NEAR(e.width, 3.0);
    // Points on both sides of the axis add up.
    e = extentOf({{0, 0}, {5, -2}, {12, 0}, {5, 1}});
    COMPARE_NEAR(e.length, 12.0);
    COMPARE_NEAR(e.width, 3.0);
    // Turned, the same numbers.
    e = extentOf({{0, 0}, {0, 10}, {-3, 5}});
    COMPARE_NEAR(e.length, 10.0);
    COMPARE_NEAR(e.width, 3.0);
    e = extentOf({{1, 1}});
    COMPARE_NEAR(e.length, 0.0);
    COMPARE_NEAR(e.width, 0.0);
    e = extentOf({});
    COMPARE_NEAR(e.length, 0.0);
}

void TstPlanGeometry::circlePolygon_cornersOnTheCircle()
{
    const Polygon c = circlePolygon(QPointF(5, 5), 2, 16);
    QCOMPARE(c.size(), 16);
    for (QPointF q : c)
        COMPARE_NEAR(std::hypot(q.x() - 5, q.y() - 5), 2.0);
    COMPARE_POINT(c.first(), QPointF(7, 5));
    // The area approaches pi r^2 from below as the corners grow.
    QVERIFY(areaOf(circlePolygon({}, 1, 64)) < M_PI);
    QVERIFY(areaOf(circlePolygon({}, 1, 64)) > 0.99 * M_PI);
    QCOMPARE(circlePolygon({}, 1, 1).size(), 3); // never fewer than three corners
}

void TstPlanGeometry::clipToConvex_overlapInsideApartAndWinding()
{
    // The square [0,10]^2 clipped by [5,15]x[5,15]: the quarter [5,10]^2.
    const Polygon other = shifted(kSquare, {5, 5});
    COMPARE_NEAR(areaOf(clipToConvex(kSquare, other)), 25.0);
    // Either winding of the clip gives the same.
    Polygon reversed(other.crbegin(), other.crend());
    COMPARE_NEAR(areaOf(clipToConvex(kSquare, reversed)), 25.0);
    // Wholly inside: itself; apart: nothing.
    COMPARE_NEAR(areaOf(clipToConvex(kL, kSquare)), areaOf(kL));
    QVERIFY(clipToConvex(kSquare, shifted(kSquare, {20, 0})).isEmpty());
    QVERIFY(clipToConvex({}, kSquare).isEmpty());
}

void TstPlanGeometry::areaFractionInside_halvesAndConcave()
{
    // A unit square half over the edge of the big square.
    const Polygon unit{{-0.5, 2}, {0.5, 2}, {0.5, 3}, {-0.5, 3}};
    COMPARE_NEAR(areaFractionInside(unit, kSquare), 0.5);
    COMPARE_NEAR(areaFractionInside(shifted(unit, {2, 0}), kSquare), 1.0);
    COMPARE_NEAR(areaFractionInside(shifted(unit, {-2, 0}), kSquare), 0.0);
    // A concave piece (the L) over a convex one: [0,4]^2 holds the L's 12 of its 16.
    const Polygon four{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    COMPARE_NEAR(areaFractionInside(four, kL), 12.0 / 16.0);
    // A circle centred on a straight edge is half inside.
    QVERIFY(std::abs(areaFractionInside(circlePolygon({0, 5}, 1, 64), kSquare) - 0.5) < 1e-9);
    COMPARE_NEAR(areaFractionInside({{0, 0}, {1, 1}, {2, 2}}, kSquare), 0.0); // degenerate
}

void TstPlanGeometry::segmentHit_crossingTouchingParallel()
{
    const auto hit = [](QLineF a, QLineF b) { return segmentHit(a, b).value_or(-1); };
    COMPARE_NEAR(hit(QLineF(0, 0, 10, 0), QLineF(5, -1, 5, 1)), 0.5);
    COMPARE_NEAR(hit(QLineF(0, 0, 10, 0), QLineF(10, -1, 10, 1)), 1.0); // touching the end
    COMPARE_NEAR(hit(QLineF(0, 0, 10, 0), QLineF(3, 0, 20, 0)), 0.3);   // collinear overlap: its first point
    QVERIFY(!segmentHit(QLineF(0, 0, 10, 0), QLineF(0, 1, 10, 1)));     // parallel apart
    QVERIFY(!segmentHit(QLineF(0, 0, 10, 0), QLineF(11, -1, 11, 1)));   // beyond the end
}

void TstPlanGeometry::segmentEntry_firstTouchOrInside()
{
    COMPARE_NEAR(segmentEntry({-10, 5}, {10, 5}, kSquare).value_or(-1), 0.5);
    COMPARE_NEAR(segmentEntry({5, 5}, {20, 5}, kSquare).value_or(-1), 0.0); // starts inside
    QVERIFY(!segmentEntry({-10, 20}, {10, 20}, kSquare));
    QVERIFY(segmentTouchesPolygon({-1, 0}, {1, 0}, kSquare)); // grazes the corner
    QVERIFY(!segmentTouchesPolygon({-1, -1}, {-5, -5}, kSquare));
    // Through the L's notch: enters at its inner corner region, not at the far side.
    COMPARE_NEAR(segmentEntry({3, 5}, {3, -5}, kL).value_or(-1), 0.3);
}

QTEST_MAIN(TstPlanGeometry)
#include "tst_plangeometry.moc"
