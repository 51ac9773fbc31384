// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hex rosette of a command diagram (KSK III.20-21): the commander's hex, its six neighbours and the 60° wedge of
// the axis of action shaded between two of them. Shared by the printed diagrams and the app's cards, so both draw
// the same picture. Angles in degrees on the screen: 0 east, growing clockwise (y down).
#include "hex/hex.h"

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>

class QPainter;
class QRectF;

namespace sztab::kskrender {

struct RosetteStyle {
    bool flatTop = true;   // the grid's orientation: flat-topped hexes (columns) or pointy-topped (rows)
    qreal wedgeFrom = 0;   // the wedge's first arm, degrees; ignored when !hasWedge
    qreal wedgeTo = 0;     // its second arm (wedgeFrom + 60)
    bool hasWedge = false; // a blank diagram, or an order without an axis (Defence)
    bool hasHover = false; // the app's order dialog: the wedge under the mouse, faintly (hoverFrom..hoverTo)
    qreal hoverFrom = 0;
    qreal hoverTo = 0;
    bool monochrome = false;
    QColor ink = Qt::black; // the lines (the app's text colour on a dark theme)
};

// A hex of `radius` (centre to corner) around `centre`.
QPolygonF hexPolygon(QPointF centre, qreal radius, bool flatTop);
// The centres of the six neighbours, clockwise from the first one after 0° for the orientation.
QList<QPointF> neighbourCentres(QPointF centre, qreal radius, bool flatTop);
// Paints the rosette centred in `area` (square part of it).
void paintRosette(QPainter &painter, const QRectF &area, const RosetteStyle &style);

// Where a point of `area` falls on the rosette painted there (a click choosing the axis, KSK III.20-21): outside it,
// on the commander's own hex (III.30: never an axis), or in wedge `wedge` (hex/hex.h numbering, by `orientation`).
struct RosetteHit {
    enum Kind { Outside, OwnHex, Wedge } kind = Outside;
    int wedge = -1;
};
RosetteHit rosetteHitAt(const QRectF &area, hex::Orientation orientation, QPointF point);
// A point well inside wedge w as painted in `area` (between the neighbours and the rim, on its middle line).
QPointF rosetteWedgePoint(const QRectF &area, hex::Orientation orientation, int wedge);

} // namespace sztab::kskrender
