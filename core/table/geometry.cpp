// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/geometry.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace sztab::plan {

Polygon rectPolygon(QPointF centre, double width, double depth, double rotation)
{
    const double a = qDegreesToRadians(rotation);
    const QPointF along(std::cos(a), -std::sin(a)); // clockwise seen from A (x right, y away from A)
    const QPointF across(std::sin(a), std::cos(a));
    const QPointF u = along * (width / 2), v = across * (depth / 2);
    return {centre - u - v, centre + u - v, centre + u + v, centre - u + v};
}

Polygon rectPolygon(const QRectF &r) { return {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()}; }

QRectF boundsOf(const QList<QPointF> &points)
{
    if (points.isEmpty())
        return {};
    double x0 = points[0].x(), x1 = x0, y0 = points[0].y(), y1 = y0;
    for (const QPointF &p : points) {
        x0 = std::min(x0, p.x());
        x1 = std::max(x1, p.x());
        y0 = std::min(y0, p.y());
        y1 = std::max(y1, p.y());
    }
    return QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

double areaOf(const Polygon &p)
{
    double twice = 0;
    for (qsizetype i = 0, n = p.size(); i < n; ++i) {
        const QPointF &a = p[i], &b = p[(i + 1) % n];
        twice += a.x() * b.y() - b.x() * a.y();
    }
    return std::abs(twice) / 2;
}

QPointF centroidOf(const Polygon &p)
{
    if (p.isEmpty())
        return {};
    double twice = 0, cx = 0, cy = 0;
    for (qsizetype i = 0, n = p.size(); i < n; ++i) {
        const QPointF &a = p[i], &b = p[(i + 1) % n];
        const double c = a.x() * b.y() - b.x() * a.y();
        twice += c;
        cx += (a.x() + b.x()) * c;
        cy += (a.y() + b.y()) * c;
    }
    if (std::abs(twice) < 1e-12) {
        QPointF mean;
        for (const QPointF &q : p)
            mean += q;
        return mean / double(p.size());
    }
    return QPointF(cx / (3 * twice), cy / (3 * twice));
}

bool contains(const Polygon &p, QPointF q)
{
    bool inside = false;
    for (qsizetype i = 0, n = p.size(), j = n - 1; i < n; j = i++) {
        const QPointF &a = p[i], &b = p[j];
        if ((a.y() > q.y()) != (b.y() > q.y()) && q.x() < (b.x() - a.x()) * (q.y() - a.y()) / (b.y() - a.y()) + a.x())
            inside = !inside;
    }
    return inside;
}

bool segmentsCross(const QLineF &a, const QLineF &b) { return a.intersects(b, nullptr) == QLineF::BoundedIntersection; }

double distanceToSegment(QPointF p, const QLineF &s)
{
    const QPointF d = s.p2() - s.p1();
    const double len2 = QPointF::dotProduct(d, d);
    double t = len2 > 0 ? QPointF::dotProduct(p - s.p1(), d) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF q = s.p1() + d * t;
    return std::hypot(p.x() - q.x(), p.y() - q.y());
}

double segmentDistance(const QLineF &a, const QLineF &b)
{
    if (segmentsCross(a, b))
        return 0;
    return std::min({distanceToSegment(a.p1(), b), distanceToSegment(a.p2(), b), distanceToSegment(b.p1(), a),
                     distanceToSegment(b.p2(), a)});
}

namespace {

template <class F> void forEdges(const QList<QPointF> &pts, bool closed, F f)
{
    const qsizetype n = pts.size();
    if (n == 1)
        f(QLineF(pts[0], pts[0]));
    for (qsizetype i = 0; i + 1 < n; ++i)
        f(QLineF(pts[i], pts[i + 1]));
    if (closed && n > 2)
        f(QLineF(pts[n - 1], pts[0]));
}

double edgeDistance(const QList<QPointF> &a, bool closedA, const QList<QPointF> &b, bool closedB)
{
    double best = std::numeric_limits<double>::infinity();
    forEdges(a, closedA, [&](const QLineF &ea) {
        forEdges(b, closedB, [&](const QLineF &eb) { best = std::min(best, segmentDistance(ea, eb)); });
    });
    return best;
}

} // namespace

double distanceToPolygon(QPointF p, const Polygon &polygon)
{
    if (polygon.size() >= 3 && contains(polygon, p))
        return 0;
    double best = std::numeric_limits<double>::infinity();
    forEdges(polygon, true, [&](const QLineF &e) { best = std::min(best, distanceToSegment(p, e)); });
    return best;
}

double distanceToPolyline(QPointF p, const Polyline &line)
{
    double best = std::numeric_limits<double>::infinity();
    forEdges(line, false, [&](const QLineF &e) { best = std::min(best, distanceToSegment(p, e)); });
    return best;
}

double polylinePolygonDistance(const Polyline &line, const Polygon &polygon)
{
    if (line.isEmpty() || polygon.isEmpty())
        return std::numeric_limits<double>::infinity();
    if (polygon.size() >= 3 && contains(polygon, line.first()))
        return 0;
    return edgeDistance(line, false, polygon, true);
}

double polylineDistance(const Polyline &a, const Polyline &b)
{
    if (a.isEmpty() || b.isEmpty())
        return std::numeric_limits<double>::infinity();
    return edgeDistance(a, false, b, false);
}

double polygonDistance(const Polygon &a, const Polygon &b)
{
    if (a.isEmpty() || b.isEmpty())
        return std::numeric_limits<double>::infinity();
    if ((a.size() >= 3 && contains(a, b.first())) || (b.size() >= 3 && contains(b, a.first())))
        return 0;
    return edgeDistance(a, true, b, true);
}

double boxGap(const QRectF &a, const QRectF &b)
{
    const double gx = std::max({0.0, b.left() - a.right(), a.left() - b.right()});
    const double gy = std::max({0.0, b.top() - a.bottom(), a.top() - b.bottom()});
    return std::hypot(gx, gy);
}

double lengthOf(const Polyline &line)
{
    double sum = 0;
    for (qsizetype i = 0; i + 1 < line.size(); ++i)
        sum += QLineF(line[i], line[i + 1]).length();
    return sum;
}

QPointF pointAlong(const Polyline &line, double fraction)
{
    if (line.isEmpty())
        return {};
    double left = std::clamp(fraction, 0.0, 1.0) * lengthOf(line);
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        const QLineF s(line[i], line[i + 1]);
        if (left <= s.length())
            return s.length() > 0 ? s.pointAt(left / s.length()) : s.p1();
        left -= s.length();
    }
    return line.last();
}

Extent extentOf(const Polygon &p)
{
    Extent e;
    QPointF a, b;
    for (const QPointF &x : p)
        for (const QPointF &y : p) {
            const double d = QLineF(x, y).length();
            if (d > e.length) {
                e.length = d;
                a = x;
                b = y;
            }
        }
    if (e.length <= 0)
        return e;
    const QPointF axis = (b - a) / e.length;
    const QPointF normal(-axis.y(), axis.x());
    double lo = 0, hi = 0;
    for (const QPointF &x : p) {
        const double s = QPointF::dotProduct(x - a, normal);
        lo = std::min(lo, s);
        hi = std::max(hi, s);
    }
    e.width = hi - lo;
    return e;
}

} // namespace sztab::plan
