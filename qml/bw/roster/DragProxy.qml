// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// What the pointer carries while a unit (from the catalogue) or a regiment (from the tree) is dragged.
// Drop targets read `payload`: {kind: "unit", unitId} or {kind: "regiment", division, regiment}.
Rectangle {
    id: proxy
    property var payload: ({})
    property bool dragging: false

    visible: dragging
    z: 1000
    width: label.implicitWidth + 20
    height: 28
    radius: 4
    color: palette.highlight
    opacity: 0.92
    Drag.active: dragging
    Drag.keys: payload.kind ? [payload.kind] : []
    Drag.hotSpot.x: -10
    Drag.hotSpot.y: -10

    function begin(p) {
        payload = p
        dragging = true
    }

    function finish() {
        if (!dragging)
            return
        Drag.drop()
        dragging = false
    }

    Label {
        id: label
        anchors.centerIn: parent
        text: proxy.payload.label || ""
        color: palette.highlightedText
    }
}
