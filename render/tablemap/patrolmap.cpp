// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tablemap/patrolmap.h"

#include "render/tablemap/mapstyle.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace sztab::plan {

namespace {

// Text centred on a table point, at a size in device pixels that stays readable at any zoom.
void label(QPainter &p, const QTransform &t, QPointF at, const QString &s, double pixels, QColor colour, bool bold,
           QPointF offsetPixels = QPointF())
{
    p.save();
    p.setTransform(QTransform());
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(7, int(pixels)));
    f.setBold(bold);
    p.setFont(f);
    p.setPen(colour);
    const QPointF d = t.map(at) + offsetPixels;
    p.drawText(QRectF(d.x() - 300, d.y() - pixels, 600, 2 * pixels), Qt::AlignCenter, s);
    p.restore();
}

} // namespace

void paintPatrol(QPainter &painter, const QTransform &t, const PatrolPicture &picture)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double s = std::max(0.01, t.m11());
    // Sight areas first, under every counter: a light fill in the owner's colour and a dashed edge.
    for (const SightArea &a : picture.sight) {
        QColor fill = playerColour(a.playerA);
        fill.setAlpha(30);
        QColor edge = playerColour(a.playerA);
        edge.setAlpha(170);
        QPen pen(edge, 1.2, Qt::DashLine);
        pen.setCosmetic(true);
        painter.setTransform(t);
        painter.setPen(pen);
        painter.setBrush(fill);
        painter.drawPolygon(a.outline);
    }
    for (const MarkerMark &m : picture.markers) {
        const QColor colour = playerColour(m.playerA);
        painter.setTransform(t);
        QPen pen(m.selected ? QColor(0xff, 0x8f, 0x00) : QColor(0x10, 0x10, 0x10), m.selected ? 3 : 1.2);
        pen.setCosmetic(true);
        painter.setPen(pen);
        QColor fill = m.revealed ? colour.lighter(150) : colour;
        if (m.dimmed)
            fill.setAlpha(150);
        painter.setBrush(fill);
        const QRectF box(m.at.x() - m.radius, m.at.y() - m.radius, 2 * m.radius, 2 * m.radius);
        painter.drawRect(box);
        const double px = std::clamp(m.radius * s * 0.9, 8.0, 16.0);
        label(painter, t, m.at, m.label, px, m.revealed ? Qt::black : Qt::white, true);
        // What the viewer knows of it: under the counter; DEFENCE above (B19 6.5).
        if (!m.content.isEmpty())
            label(painter, t, m.at, m.content, std::max(8.0, px * 0.8), colour.darker(140), true,
                  QPointF(0, m.radius * s + px));
        if (m.defence)
            label(painter, t, m.at, picture.defenceText, std::max(8.0, px * 0.8), QColor(0xb0, 0, 0), true,
                  QPointF(0, -m.radius * s - px));
        else if (m.stationary)
            label(painter, t, m.at, QStringLiteral("■"), std::max(8.0, px * 0.7), Qt::black, false,
                  QPointF(m.radius * s + px * 0.6, -m.radius * s));
        else if (m.moved)
            label(painter, t, m.at, QStringLiteral("➜"), std::max(8.0, px * 0.7), Qt::black, false,
                  QPointF(m.radius * s + px * 0.6, -m.radius * s));
    }
    if (picture.ghost) {
        const MoveGhost &g = *picture.ghost;
        painter.setTransform(t);
        QPen wanted(QColor(0x50, 0x50, 0x50), 1.5, Qt::DotLine);
        wanted.setCosmetic(true);
        painter.setPen(wanted);
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(QLineF(g.from, g.wanted));
        const QColor stop = g.refused ? QColor(0xd0, 0x10, 0x10)
            : g.shortened             ? QColor(0xe0, 0x80, 0x00)
                                      : QColor(0x20, 0x90, 0x30);
        if (!g.refused) {
            QPen path(stop, 3);
            path.setCosmetic(true);
            painter.setPen(path);
            painter.drawLine(QLineF(g.from, g.to));
        }
        QPen ring(stop, 2.5);
        ring.setCosmetic(true);
        painter.setPen(ring);
        const QPointF at = g.refused ? g.wanted : g.to;
        painter.drawRect(QRectF(at.x() - g.radius, at.y() - g.radius, 2 * g.radius, 2 * g.radius));
        if (!g.text.isEmpty())
            label(painter, t, at, g.text, 13, stop.darker(120), true, QPointF(0, -g.radius * s - 14));
    }
    painter.restore();
}

} // namespace sztab::plan
