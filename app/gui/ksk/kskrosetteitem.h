// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hex rosette of a command diagram card (KSK III.20-21) in QML, painted by the same code as the printed
// diagrams (render/ksk/kskrosette.h), so screen and paper show one picture.
#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class KskRosetteItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_NAMED_ELEMENT(KskRosette)
    Q_PROPERTY(bool flatTop MEMBER m_flatTop NOTIFY changed)
    Q_PROPERTY(bool hasWedge MEMBER m_hasWedge NOTIFY changed)
    Q_PROPERTY(qreal wedgeFrom MEMBER m_wedgeFrom NOTIFY changed)
    Q_PROPERTY(qreal wedgeTo MEMBER m_wedgeTo NOTIFY changed)
    Q_PROPERTY(QColor ink MEMBER m_ink NOTIFY changed)
    // The wedge under the mouse, painted faintly (-1: none): the order dialog picks the axis by a click.
    Q_PROPERTY(int hoverWedge MEMBER m_hoverWedge NOTIFY changed)
public:
    explicit KskRosetteItem(QQuickItem *parent = nullptr);
    void paint(QPainter *painter) override;

    // The wedge (0-5, hex/hex.h) a point of the item lies in; -1 on the commander's own hex (III.30: never an
    // axis); -2 outside the rosette.
    Q_INVOKABLE int wedgeAt(qreal x, qreal y) const;
    // A point well inside wedge w, in the item's coordinates (where a person clicks to choose it).
    Q_INVOKABLE QPointF wedgePoint(int wedge) const;

signals:
    void changed();

private:
    bool m_flatTop = true;
    bool m_hasWedge = false;
    qreal m_wedgeFrom = 0;
    qreal m_wedgeTo = 0;
    QColor m_ink = Qt::black;
    int m_hoverWedge = -1;
};

} // namespace sztab::gui
