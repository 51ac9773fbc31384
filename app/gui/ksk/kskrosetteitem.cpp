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
    kskrender::paintRosette(*painter, QRectF(0, 0, width(), height()), style);
}

} // namespace sztab::gui
