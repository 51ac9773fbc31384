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

Polygon circlePolygon(QPointF centre, double radius, int sides)
{
    Polygon out;
    sides = std::max(sides, 3);
    out.reserve(sides);
    for (int i = 0; i < sides; ++i) {
        const double a = 2 * M_PI * i / sides;
        out.append(centre + QPointF(std::cos(a), std::sin(a)) * radius);
    }
    return out;
}

namespace {

double cross(QPointF o, QPointF a, QPointF b)
{
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

double signedArea(const Polygon &p)
{
    double twice = 0;
    for (qsizetype i = 0, n = p.size(); i < n; ++i)
        twice += p[i].x() * p[(i + 1) % n].y() - p[(i + 1) % n].x() * p[i].y();
    return twice / 2;
}

} // namespace

Polygon clipToConvex(const Polygon &subject, const Polygon &convex)
{
    if (subject.size() < 3 || convex.size() < 3)
        return {};
    // Keep the points on the inner side of each clip edge; the inner side depends on the clip's winding.
    const double orientation = signedArea(convex) >= 0 ? 1 : -1;
    Polygon out = subject;
    for (qsizetype i = 0, n = convex.size(); i < n && !out.isEmpty(); ++i) {
        const QPointF a = convex[i], b = convex[(i + 1) % n];
        const Polygon in = out;
        out.clear();
        for (qsizetype j = 0, m = in.size(); j < m; ++j) {
            const QPointF p = in[j], q = in[(j + 1) % m];
            const double dp = orientation * cross(a, b, p), dq = orientation * cross(a, b, q);
            if (dp >= 0)
                out.append(p);
            if ((dp >= 0) != (dq >= 0)) {
                const double t = dp / (dp - dq);
                out.append(p + (q - p) * t);
            }
        }
    }
    return out.size() >= 3 ? out : Polygon();
}

double areaFractionInside(const Polygon &convex, const Polygon &polygon)
{
    const double whole = areaOf(convex);
    if (whole <= 0)
        return 0;
    return std::clamp(areaOf(clipToConvex(polygon, convex)) / whole, 0.0, 1.0);
}

std::optional<double> segmentHit(const QLineF &a, const QLineF &b)
{
    const QPointF r = a.p2() - a.p1(), s = b.p2() - b.p1(), qp = b.p1() - a.p1();
    const double denom = r.x() * s.y() - r.y() * s.x();
    const double eps = 1e-12;
    if (std::abs(denom) < eps) {
        // Parallel: they meet only when collinear and overlapping; the first shared point along a.
        if (std::abs(qp.x() * r.y() - qp.y() * r.x()) > eps)
            return std::nullopt;
        const double rr = QPointF::dotProduct(r, r);
        if (rr < eps)
            return distanceToSegment(a.p1(), b) < 1e-9 ? std::optional<double>(0) : std::nullopt;
        double t0 = QPointF::dotProduct(qp, r) / rr, t1 = QPointF::dotProduct(qp + s, r) / rr;
        if (t0 > t1)
            std::swap(t0, t1);
        if (t1 < 0 || t0 > 1)
            return std::nullopt;
        return std::max(0.0, t0);
    }
    const double t = (qp.x() * s.y() - qp.y() * s.x()) / denom;
    const double u = (qp.x() * r.y() - qp.y() * r.x()) / denom;
    if (t < -eps || t > 1 + eps || u < -eps || u > 1 + eps)
        return std::nullopt;
    return std::clamp(t, 0.0, 1.0);
}

std::optional<double> segmentEntry(QPointF a, QPointF b, const Polygon &polygon)
{
    if (polygon.size() < 3)
        return std::nullopt;
    if (contains(polygon, a))
        return 0.0;
    std::optional<double> best;
    const QLineF seg(a, b);
    for (qsizetype i = 0, n = polygon.size(); i < n; ++i) {
        const auto t = segmentHit(seg, QLineF(polygon[i], polygon[(i + 1) % n]));
        if (t && (!best || *t < *best))
            best = t;
    }
    return best;
}

bool segmentTouchesPolygon(QPointF a, QPointF b, const Polygon &polygon)
{
    return segmentEntry(a, b, polygon).has_value();
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
