// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One statistic: a small caption over its value, as on a printed stat card.
Rectangle {
    id: chip
    property string caption
    property string value
    property string tip

    implicitWidth: Math.max(captionLabel.implicitWidth, valueLabel.implicitWidth) + 14
    implicitHeight: column.implicitHeight + 8
    radius: 4
    color: Qt.rgba(palette.windowText.r, palette.windowText.g, palette.windowText.b, 0.06)
    border.color: Qt.rgba(palette.windowText.r, palette.windowText.g, palette.windowText.b, 0.15)

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && chip.tip !== ""
    ToolTip.text: chip.tip

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        spacing: 0
        Label {
            id: captionLabel
            text: chip.caption
            font.pixelSize: 10
            opacity: 0.7
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            id: valueLabel
            text: chip.value
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
    }
}
