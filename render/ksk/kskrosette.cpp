// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/ksk/kskrosette.h"

#include <QPainter>
#include <QRectF>
#include <QtMath>

#include <cmath>

namespace sztab::kskrender {

namespace {

QPointF polar(QPointF centre, qreal r, qreal degrees)
{
    const qreal a = qDegreesToRadians(degrees);
    return centre + QPointF(r * qCos(a), r * qSin(a));
}

// The hexes' radius for a rosette in `area`: three hexes across and room for the wedge's arms beyond them.
qreal hexRadius(const QRectF &area) { return qMin(area.width(), area.height()) / (2 * qSqrt(3.0) + 2.6); }

} // namespace

QPolygonF hexPolygon(QPointF centre, qreal radius, bool flatTop)
{
    QPolygonF p;
    const qreal start = flatTop ? 0 : 30; // a flat-topped hex has corners at 0°, 60°…
    for (int i = 0; i < 6; ++i)
        p << polar(centre, radius, start + 60 * i);
    return p;
}

QList<QPointF> neighbourCentres(QPointF centre, qreal radius, bool flatTop)
{
    // Neighbours lie across the edges: flat-topped hexes at 30°, 90°…, pointy-topped at 0°, 60°…
    const qreal start = flatTop ? 30 : 0;
    const qreal step = radius * qSqrt(3.0);
    QList<QPointF> out;
    for (int i = 0; i < 6; ++i)
        out << polar(centre, step, start + 60 * i);
    return out;
}

void paintRosette(QPainter &painter, const QRectF &area, const RosetteStyle &style)
{
    const qreal side = qMin(area.width(), area.height());
    const QPointF c = area.center();
    const qreal r = hexRadius(area);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor ink = style.ink;
    const QColor wedgeFill = style.monochrome ? QColor(170, 170, 170) : QColor(200, 60, 40, 120);
    if (style.hasHover) {
        const qreal reach = side / 2;
        QPainterPath hover;
        hover.moveTo(c);
        hover.lineTo(polar(c, reach, style.hoverFrom));
        hover.arcTo(QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach), -style.hoverFrom,
                    -(style.hoverTo - style.hoverFrom));
        hover.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.monochrome ? QColor(220, 220, 220) : QColor(200, 60, 40, 45));
        painter.drawPath(hover);
    }
    if (style.hasWedge) {
        QPainterPath wedge;
        const qreal reach = side / 2;
        wedge.moveTo(c);
        wedge.lineTo(polar(c, reach, style.wedgeFrom));
        // Qt's arcTo counts degrees anticlockwise from 3 o'clock; ours grow clockwise.
        wedge.arcTo(QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach), -style.wedgeFrom,
                    -(style.wedgeTo - style.wedgeFrom));
        wedge.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(wedgeFill);
        painter.drawPath(wedge);
    }
    painter.setBrush(Qt::NoBrush);
    QPen pen(ink);
    pen.setWidthF(side / 150);
    painter.setPen(pen);
    for (const QPointF &n : neighbourCentres(c, r, style.flatTop))
        painter.drawPolygon(hexPolygon(n, r, style.flatTop));
    pen.setWidthF(side / 70);
    painter.setPen(pen);
    painter.drawPolygon(hexPolygon(c, r, style.flatTop));
    painter.setBrush(ink);
    painter.drawEllipse(c, r / 5, r / 5);
    if (style.hasWedge) {
        // The arms, dashed as on the rulebook's diagram (III, figure 1).
        QPen arm(ink);
        arm.setWidthF(side / 120);
        arm.setStyle(Qt::DashLine);
        painter.setPen(arm);
        painter.drawLine(c, polar(c, side / 2, style.wedgeFrom));
        painter.drawLine(c, polar(c, side / 2, style.wedgeTo));
        arm.setStyle(Qt::SolidLine);
        arm.setWidthF(side / 60);
        painter.setPen(arm);
        const qreal mid = (style.wedgeFrom + style.wedgeTo) / 2;
        const QPointF tip = polar(c, side / 2 - side / 40, mid);
        painter.drawLine(c, tip);
        painter.drawLine(tip, polar(tip, side / 12, mid + 150));
        painter.drawLine(tip, polar(tip, side / 12, mid - 150));
    }
    painter.restore();
}

RosetteHit rosetteHitAt(const QRectF &area, hex::Orientation orientation, QPointF point)
{
    const QPointF c = area.center();
    const QPointF d = point - c;
    const bool flatTop = orientation == hex::Orientation::Flat;
    if (hexPolygon(c, hexRadius(area), flatTop).containsPoint(point, Qt::OddEvenFill))
        return {RosetteHit::OwnHex, -1};
    if (std::hypot(d.x(), d.y()) > qMin(area.width(), area.height()) / 2)
        return {};
    // The screen's y runs down; hex/hex.h counts degrees with y up.
    const double degrees = qRadiansToDegrees(std::atan2(-d.y(), d.x()));
    return {RosetteHit::Wedge, hex::wedgeAtDegrees(orientation, degrees)};
}

QPointF rosetteWedgePoint(const QRectF &area, hex::Orientation orientation, int wedge)
{
    // Screen degrees grow clockwise: the wedge's middle, negated. Between the neighbours' centres and the rim.
    const qreal reach = (hexRadius(area) * qSqrt(3.0) + qMin(area.width(), area.height()) / 2) / 2;
    return polar(area.center(), reach, -hex::wedgeCentreDegrees(orientation, wedge));
}

} // namespace sztab::kskrender
