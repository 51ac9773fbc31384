// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patrolsight.h"

#include <cmath>
#include <limits>

namespace sztab::plan {

namespace {

double dist(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

// Does the piece hold part of a marker at `at` (its outline overlaps the marker's)? Such a piece does not block
// that marker's own sight: only the "more than half inside" rule counts for it (6.2b, 6.2c: marker 9).
bool underMarker(const PatrolTable &t, const Polygon &piece, QPointF at)
{
    return distanceToPolygon(at, piece) < t.radius();
}

// Is the line between the two markers' edges blocked by a piece neither stands on, or by units?
bool blockedBetween(const PatrolTable &t, QPointF a, QPointF b)
{
    const double d = dist(a, b);
    if (d <= 2 * t.radius())
        return false;
    // The segment between the two edges, along the centre line.
    const QPointF u = (b - a) / d;
    const QPointF from = a + u * t.radius(), to = b - u * t.radius();
    const QRectF box = boundsOf({from, to});
    const auto blocks = [&](const Polygon &piece, bool exemptUnder) {
        if (boxGap(box, boundsOf(piece)) > 0)
            return false;
        if (exemptUnder && (underMarker(t, piece, a) || underMarker(t, piece, b)))
            return false;
        return segmentTouchesPolygon(from, to, piece);
    };
    for (const Polygon &p : t.blocking)
        if (blocks(p, true))
            return true;
    if (t.rules.unitsBlock) {
        for (const Polygon &p : t.unitsA)
            if (blocks(p, false))
                return true;
        for (const Polygon &p : t.unitsB)
            if (blocks(p, false))
                return true;
    }
    return false;
}

// How far along the ray from the marker's edge it sees an open-ground point (6.2b).
double rayReach(const PatrolTable &t, QPointF at, QPointF dir)
{
    const double full = t.rules.sight, reduced = t.rules.reducedSight, r = t.radius();
    const QPointF from = at + dir * r, to = at + dir * (r + full);
    const QRectF box = boundsOf({from, to});
    double first = std::numeric_limits<double>::infinity();
    const auto consider = [&](const Polygon &piece, bool exemptUnder) {
        if (boxGap(box, boundsOf(piece)) > 0)
            return;
        if (exemptUnder && underMarker(t, piece, at))
            return;
        if (const auto e = segmentEntry(from, to, piece))
            first = std::min(first, *e * full);
    };
    for (const Polygon &p : t.blocking)
        consider(p, true);
    if (t.rules.unitsBlock) {
        for (const Polygon &p : t.unitsA)
            consider(p, false);
        for (const Polygon &p : t.unitsB)
            consider(p, false);
    }
    // Up to the first blocking piece it sees the full range; into and beyond it only the reduced one.
    return std::max(reduced, std::min(first, full));
}

} // namespace

bool inCover(const PatrolTable &t, QPointF at)
{
    const Polygon outline = markerOutline(t, at);
    const QRectF box = boundsOf(outline);
    double inside = 0;
    for (const Polygon &p : t.cover) {
        if (boxGap(box, boundsOf(p)) > 0)
            continue;
        inside += areaFractionInside(outline, p);
    }
    // Overlapping cover pieces (a wood on a built-up area) may count a part twice; that only errs towards cover.
    return inside > t.rules.coverFraction + 1e-12;
}

double sightRange(const PatrolTable &t, QPointF a, QPointF b)
{
    if (inCover(t, a) || inCover(t, b) || blockedBetween(t, a, b))
        return t.rules.reducedSight;
    return t.rules.sight;
}

bool seesEachOther(const PatrolTable &t, QPointF a, QPointF b)
{
    const double gap = markerGap(t, a, b);
    if (gap > t.rules.sight + kSightTolerance)
        return false; // the common case, without the terrain
    return gap <= sightRange(t, a, b) + kSightTolerance;
}

Polygon sightArea(const PatrolTable &t, QPointF at, int rays)
{
    rays = std::clamp(rays, 8, 4096);
    const bool cover = inCover(t, at);
    Polygon out;
    out.reserve(rays);
    for (int i = 0; i < rays; ++i) {
        const double a = 2 * M_PI * i / rays;
        const QPointF dir(std::cos(a), std::sin(a));
        const double reach = cover ? t.rules.reducedSight : rayReach(t, at, dir);
        out << at + dir * (t.radius() + reach);
    }
    return out;
}

QList<SightPair> sightPairs(const PatrolTable &t, const QList<PatrolMarker> &markers)
{
    QList<SightPair> out;
    for (const PatrolMarker &a : markers) {
        if (a.player != Player::A)
            continue;
        for (const PatrolMarker &b : markers) {
            if (b.player != Player::B || !seesEachOther(t, a.at, b.at))
                continue;
            out << SightPair{a.id, b.id, markerGap(t, a.at, b.at), sightRange(t, a.at, b.at)};
        }
    }
    return out;
}

QList<MarkerSight> markerSight(const PatrolTable &t, const QList<PatrolMarker> &markers, bool withAreas, int rays)
{
    QList<MarkerSight> out;
    out.reserve(markers.size());
    for (const PatrolMarker &m : markers) {
        MarkerSight s;
        s.id = m.id;
        s.player = m.player;
        s.inCover = inCover(t, m.at);
        s.range = s.inCover ? t.rules.reducedSight : t.rules.sight;
        if (withAreas)
            s.area = sightArea(t, m.at, rays);
        out << s;
    }
    for (const SightPair &p : sightPairs(t, markers))
        for (MarkerSight &s : out) {
            if (s.id == p.a)
                s.sees << p.b;
            else if (s.id == p.b)
                s.sees << p.a;
        }
    return out;
}

} // namespace sztab::plan
