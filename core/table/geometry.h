// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The planner's own small plane geometry (QtCore only: QPolygonF is QtGui). Table coordinates in the ruleset's
// measure, as in battleframe.h: origin at A's left corner, x along A's edge, y towards B's edge.
#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>

#include <optional>

namespace sztab::plan {

using Polygon = QList<QPointF>;  // closed: the last point joins the first
using Polyline = QList<QPointF>; // open

// A rectangle of `width` x `depth` centred on `centre`, turned `rotation` degrees clockwise (seen from A).
Polygon rectPolygon(QPointF centre, double width, double depth, double rotation);
Polygon rectPolygon(const QRectF &rect);

QRectF boundsOf(const QList<QPointF> &points);
// The area centroid (the mean of the points for a degenerate polygon).
QPointF centroidOf(const Polygon &polygon);
double areaOf(const Polygon &polygon);

bool contains(const Polygon &polygon, QPointF p);
bool segmentsCross(const QLineF &a, const QLineF &b);
double distanceToSegment(QPointF p, const QLineF &segment);
double segmentDistance(const QLineF &a, const QLineF &b);
// 0 inside the polygon, else the distance to its outline.
double distanceToPolygon(QPointF p, const Polygon &polygon);
double distanceToPolyline(QPointF p, const Polyline &line);
// The shortest distance between a polyline and a polygon (0 when they touch or the line runs inside).
double polylinePolygonDistance(const Polyline &line, const Polygon &polygon);
double polylineDistance(const Polyline &a, const Polyline &b);
// The shortest distance between two polygons (0 when they overlap or one holds the other).
double polygonDistance(const Polygon &a, const Polygon &b);
// The gap between two rectangles (0 when they overlap): a lower bound of the distance of what they bound.
double boxGap(const QRectF &a, const QRectF &b);
double lengthOf(const Polyline &line);
// The point at `fraction` (0..1) of a polyline's length.
QPointF pointAlong(const Polyline &line, double fraction);

// A regular polygon of `sides` corners inscribed in a circle (a round marker or base, for clipping and drawing).
Polygon circlePolygon(QPointF centre, double radius, int sides);
// The part of `subject` (any simple polygon) inside `convex` (a convex polygon, either winding): Sutherland–Hodgman.
// Empty when they do not overlap. For a concave subject the result may hold zero-width bridges; its area is right.
Polygon clipToConvex(const Polygon &subject, const Polygon &convex);
// The area of `convex` that lies inside `polygon`, as a fraction 0..1 of the area of `convex` (0 for a degenerate one).
double areaFractionInside(const Polygon &convex, const Polygon &polygon);
// Where the segment a→b first touches or enters the polygon, as a fraction 0..1 along it (0 when a is inside);
// nullopt when it never does.
std::optional<double> segmentEntry(QPointF a, QPointF b, const Polygon &polygon);
// Does the segment touch or cross the polygon (either end inside counts)?
bool segmentTouchesPolygon(QPointF a, QPointF b, const Polygon &polygon);
// The first point where two segments meet, as a fraction along `a`; nullopt when they do not.
std::optional<double> segmentHit(const QLineF &a, const QLineF &b);

// Length along the longest axis and width across it (for pieces given as polygons).
struct Extent {
    double length = 0;
    double width = 0;
};
Extent extentOf(const Polygon &polygon);

} // namespace sztab::plan
