// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/ksk/kskrosetteitem.h"

#include "render/ksk/kskrosette.h"

#include <QPainter>

namespace sztab::gui {

KskRosetteItem::KskRosetteItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &KskRosetteItem::changed, this, [this] { update(); });
}

void KskRosetteItem::paint(QPainter *painter)
{
    kskrender::RosetteStyle style;
    style.flatTop = m_flatTop;
    style.hasWedge = m_hasWedge;
    style.wedgeFrom = m_wedgeFrom;
    style.wedgeTo = m_wedgeTo;
    style.ink = m_ink;
    const hex::Orientation o = m_flatTop ? hex::Orientation::Flat : hex::Orientation::Pointy;
    if (m_hoverWedge >= 0 && m_hoverWedge < hex::kWedges) {
        // Screen degrees grow clockwise: the wedge's arms, negated (as the document's wedges list gives them).
        const double centre = hex::wedgeCentreDegrees(o, m_hoverWedge);
        style.hasHover = true;
        style.hoverFrom = -(centre + 30);
        style.hoverTo = -(centre - 30);
    }
    kskrender::paintRosette(*painter, QRectF(0, 0, width(), height()), style);
}

int KskRosetteItem::wedgeAt(qreal x, qreal y) const
{
    const kskrender::RosetteHit hit = kskrender::rosetteHitAt(
        QRectF(0, 0, width(), height()), m_flatTop ? hex::Orientation::Flat : hex::Orientation::Pointy, QPointF(x, y));
    switch (hit.kind) {
    case kskrender::RosetteHit::Wedge: return hit.wedge;
    case kskrender::RosetteHit::OwnHex: return -1;
    case kskrender::RosetteHit::Outside: break;
    }
    return -2;
}

QPointF KskRosetteItem::wedgePoint(int wedge) const
{
    return kskrender::rosetteWedgePoint(QRectF(0, 0, width(), height()),
                                        m_flatTop ? hex::Orientation::Flat : hex::Orientation::Pointy, wedge);
}

} // namespace sztab::gui
