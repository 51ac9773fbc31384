// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patrolmove.h"

#include "bw/plan/patrolsight.h"

#include <cmath>

// Readings (docs/rules.md, B19 6.3):
//  - A marker is on a road while its centre is within the road's half width of the road's line (a road drawn with
//    no width: on the line itself). The road bonus counts the first `move` inches of the path as requested.
//  - The length is checked on the requested path; impassable terrain and the table's edge on the path as executed
//    (a move cut short never reaches what lies beyond its stopping point).
//  - "Stops at once" is found by walking the path in steps of kWalkStep and narrowing the first step that comes
//    into sight down to kSightTolerance: a window of sight narrower than a step may be missed.

namespace sztab::plan {

namespace {

constexpr double kWalkStep = 0.05; // in the ruleset's measure: a twentieth of an inch
constexpr double kRoadStep = 0.01;

Issue issue(const char *code, const QString &path, const QString &pl, const QString &en)
{
    Issue i;
    i.code = QLatin1String(code);
    i.path = path;
    i.section = QStringLiteral("B19 6.3");
    i.message = Text::translated(pl, en);
    return i;
}

QString num(double v) { return QString::number(v, 'f', 2); }

// The point `s` along a polyline and the polyline up to it.
Polyline cutAt(const Polyline &line, double s)
{
    Polyline out;
    if (line.isEmpty())
        return out;
    out << line.first();
    double left = s;
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        const QLineF seg(line[i], line[i + 1]);
        if (left <= seg.length()) {
            if (left > 0)
                out << (seg.length() > 0 ? seg.pointAt(left / seg.length()) : seg.p2());
            return out;
        }
        left -= seg.length();
        out << line[i + 1];
    }
    return out;
}

QPointF pointAt(const Polyline &line, double s)
{
    const double total = lengthOf(line);
    return pointAlong(line, total > 0 ? s / total : 0);
}

bool onRoad(const PatrolTable &t, QPointF p)
{
    for (const PatrolRoad &r : t.roads)
        if (distanceToPolyline(p, r.line) <= std::max(r.halfWidth, 1e-6))
            return true;
    return false;
}

// Does a marker at p see any of the enemies, without the tolerance? The walk stops at or just past the exact
// limit, so that every marker at that same distance is within the tolerance of the reveal that follows (6.3b).
bool seesAny(const PatrolTable &t, QPointF p, const QList<PatrolMarker> &enemies)
{
    for (const PatrolMarker &e : enemies) {
        const double gap = markerGap(t, p, e.at);
        if (gap <= t.rules.sight && gap <= sightRange(t, p, e.at))
            return true;
    }
    return false;
}

} // namespace

double roadLength(const PatrolTable &t, const Polyline &path, double upTo)
{
    if (t.roads.isEmpty())
        return 0;
    double on = 0, walked = 0;
    for (qsizetype i = 0; i + 1 < path.size() && walked < upTo; ++i) {
        const QLineF seg(path[i], path[i + 1]);
        const double len = std::min(seg.length(), upTo - walked);
        if (len <= 0)
            continue;
        const int n = std::max(1, int(std::ceil(len / kRoadStep)));
        const double piece = len / n;
        int count = 0;
        for (int k = 0; k < n; ++k) {
            const double s = (k + 0.5) * piece;
            if (onRoad(t, seg.pointAt(s / seg.length())))
                ++count;
        }
        on += count * piece;
        walked += len;
    }
    return on;
}

// B19 6.3: the move's length (12", 18" with 9" on a road), impassable terrain, the table, and the stop in sight.
MoveCheck checkMove(const PatrolTable &t, const QList<PatrolMarker> &markers, const QString &marker,
                    const Polyline &waypoints, const QString &path)
{
    MoveCheck m;
    const PatrolMarker *self = nullptr;
    for (const PatrolMarker &x : markers)
        if (x.id == marker)
            self = &x;
    if (!self) {
        m.refusals << issue("PATROL_MARKER_NOT_ON_TABLE", path,
                            QStringLiteral("Znacznik %1 nie stoi ukryty na stole").arg(marker),
                            QStringLiteral("Marker %1 is not hidden on the table").arg(marker));
        return m;
    }
    if (waypoints.isEmpty()) {
        m.refusals << issue("PATROL_MOVE_EMPTY", path, QStringLiteral("Ruch bez punktów drogi"),
                            QStringLiteral("A move without waypoints"));
        return m;
    }
    Polyline requested{self->at};
    requested << waypoints;
    m.requestedLength = lengthOf(requested);
    m.onRoad = roadLength(t, requested, t.rules.move);
    const bool bonus = m.onRoad >= t.rules.roadNeeded - 1e-6;
    m.allowance = bonus ? t.rules.roadMove : t.rules.move;
    if (m.requestedLength > m.allowance + 1e-6)
        m.refusals << issue(
            "PATROL_MOVE_TOO_LONG", path,
            bonus ? QStringLiteral("Ruch %1 cala: najwyżej %2 cala z premią za drogę")
                        .arg(num(m.requestedLength), num(m.allowance))
                  : QStringLiteral("Ruch %1 cala: najwyżej %2 cala (po drodze %3 z potrzebnych %4 cala)")
                        .arg(num(m.requestedLength), num(m.allowance), num(m.onRoad), num(t.rules.roadNeeded)),
            bonus ? QStringLiteral("A move of %1\": at most %2\" with the road bonus")
                        .arg(num(m.requestedLength), num(m.allowance))
                  : QStringLiteral("A move of %1\": at most %2\" (%3\" of the %4\" needed on a road)")
                        .arg(num(m.requestedLength), num(m.allowance), num(m.onRoad), num(t.rules.roadNeeded)));

    // Walk the path until the marker would see or be seen (6.3).
    QList<PatrolMarker> enemies;
    for (const PatrolMarker &x : markers)
        if (x.player != self->player)
            enemies << x;
    double stopAt = m.requestedLength;
    if (seesAny(t, self->at, enemies)) {
        stopAt = 0;
        m.stopped = true;
    } else {
        double prev = 0;
        for (double s = kWalkStep;; s += kWalkStep) {
            const double here = std::min(s, m.requestedLength);
            if (seesAny(t, pointAt(requested, here), enemies)) {
                double lo = prev, hi = here;
                while (hi - lo > kSightTolerance / 4) {
                    const double mid = (lo + hi) / 2;
                    (seesAny(t, pointAt(requested, mid), enemies) ? hi : lo) = mid;
                }
                stopAt = hi;
                m.stopped = true;
                break;
            }
            prev = here;
            if (here >= m.requestedLength)
                break;
        }
    }
    m.path = m.stopped ? cutAt(requested, stopAt) : requested;
    m.length = lengthOf(m.path);

    const double r = t.radius();
    const QRectF inner = t.table.adjusted(r, r, -r, -r);
    for (const QPointF &p : m.path)
        if (!inner.contains(p)) {
            m.refusals << issue(
                "PATROL_OFF_TABLE", path,
                QStringLiteral("Znacznik wyszedłby poza stół w (%1, %2)").arg(num(p.x()), num(p.y())),
                QStringLiteral("The marker would leave the table at (%1, %2)").arg(num(p.x()), num(p.y())));
            break;
        }
    for (const Polygon &p : t.impassable)
        if (polylinePolygonDistance(m.path, p) < r - 1e-9) {
            m.refusals << issue("PATROL_IMPASSABLE", path,
                                QStringLiteral("Znaczniki nie wchodzą w teren nieprzekraczalny (10.3)"),
                                QStringLiteral("Markers never enter impassable terrain (10.3)"));
            break;
        }
    const QPointF end = m.path.last();
    for (const PatrolMarker &e : enemies)
        if (seesEachOther(t, end, e.at))
            m.reveals << e.id;
    m.legal = m.refusals.isEmpty();
    return m;
}

} // namespace sztab::plan
