// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The handles of a rectangle piece in its own frame (issue 6): where they sit and which way a rectangle or a
// division faces, shared by the core's plan edits (core/bw/plan/planedit.h: what dragging one does) and the map item
// (drawing, hit tests). Table units, as core/table/geometry.h: a rectangle's own axes are `along` (its width)
// and `across` (its depth, towards B when not turned).
#include <QPointF>
#include <QtMath>

#include <array>
#include <cmath>

namespace sztab::plan {

// Handles 0–3: the corners in rectPolygon's order; 4–7: the middles of the bottom, right, top and left sides. Each
// as the signs of the two axes it sits on (0: the middle of that axis).
struct HandleSigns {
    int along = 0;
    int across = 0;
};
inline constexpr std::array<HandleSigns, 8> kResizeHandles{
    {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}, {0, -1}, {1, 0}, {0, 1}, {-1, 0}}};

// Clockwise seen from A (x right, y towards B), as rectPolygon turns a rectangle and a division's facing turns.
inline QPointF alongAxis(double rotation)
{
    const double a = qDegreesToRadians(rotation);
    return {std::cos(a), -std::sin(a)};
}
inline QPointF acrossAxis(double rotation)
{
    const double a = qDegreesToRadians(rotation);
    return {std::sin(a), std::cos(a)};
}

inline QPointF handlePoint(QPointF centre, double width, double depth, double rotation, const HandleSigns &h)
{
    return centre + alongAxis(rotation) * (h.along * width / 2) + acrossAxis(rotation) * (h.across * depth / 2);
}

// The rotation (degrees, 0 to 360) whose `across` axis points from `centre` to `towards`, -1 when the two points
// coincide (no direction). `snap` > 0 rounds it to its multiples (the Shift drag's 15° steps).
inline double bearingTo(QPointF centre, QPointF towards, double snap)
{
    const QPointF v = towards - centre;
    if (std::hypot(v.x(), v.y()) < 1e-9)
        return -1;
    double d = qRadiansToDegrees(std::atan2(v.x(), v.y()));
    if (snap > 0)
        d = std::round(d / snap) * snap;
    d = std::fmod(d, 360.0);
    return d < 0 ? d + 360.0 : d;
}

} // namespace sztab::plan
