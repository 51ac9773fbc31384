// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hex rosette of a command diagram (KSK III.20-21): the commander's hex, its six neighbours and the 60° wedge of
// the axis of action shaded between two of them. Shared by the printed diagrams and the app's cards, so both draw
// the same picture. Angles in degrees on the screen: 0 east, growing clockwise (y down).
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
    bool monochrome = false;
    QColor ink = Qt::black; // the lines (the app's text colour on a dark theme)
};

// A hex of `radius` (centre to corner) around `centre`.
QPolygonF hexPolygon(QPointF centre, qreal radius, bool flatTop);
// The centres of the six neighbours, clockwise from the first one after 0° for the orientation.
QList<QPointF> neighbourCentres(QPointF centre, qreal radius, bool flatTop);
// Paints the rosette centred in `area` (square part of it).
void paintRosette(QPainter &painter, const QRectF &area, const RosetteStyle &style);

} // namespace sztab::kskrender
