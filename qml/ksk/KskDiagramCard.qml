// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// One command diagram (KSK III.19-33) as a card: the commander, his order (A/O/MF), the axis wedge on a hex
// rosette, the distance still to go, his hex, a courier on the way, and the history of changes with their stages.
Frame {
    id: cardItem
    property var card: ({})
    signal changeRequested()
    signal moveRequested()
    signal disorderRequested(int count)
    signal defenceRequested()
    objectName: "kskCard_" + (card.id || "")

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        RowLayout {
            Layout.fillWidth: true
            ColumnLayout {
                spacing: 0
                Layout.fillWidth: true
                Label {
                    text: cardItem.card.name || ""
                    font.bold: true
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Label {
                    text: cardItem.card.detail || ""
                    font.pixelSize: 11
                    opacity: 0.75
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
            }
            Label {
                objectName: "kskCardActivated"
                visible: cardItem.card.activated === true
                text: qsTr("activated")
                color: Style.ok
                font.pixelSize: 11
            }
        }

        RowLayout {
            spacing: Style.spacing
            KskRosette {
                objectName: "kskRosette"
                Layout.preferredWidth: 110
                Layout.preferredHeight: 110
                flatTop: cardItem.card.flatTop !== false
                hasWedge: cardItem.card.hasWedge === true
                wedgeFrom: cardItem.card.wedgeFrom || 0
                wedgeTo: cardItem.card.wedgeTo || 0
                ink: palette.text
            }
            ColumnLayout {
                spacing: 2
                Layout.fillWidth: true
                Label {
                    objectName: "kskCardOrder"
                    text: cardItem.card.order || ""
                    font.pixelSize: 30
                    font.bold: true
                    ToolTip.visible: orderHover.hovered
                    ToolTip.text: cardItem.card.orderWord || ""
                    HoverHandler { id: orderHover }
                }
                Label { text: cardItem.card.orderWord || ""; opacity: 0.8 }
                Label {
                    visible: cardItem.card.hasWedge === true
                    text: qsTr("Axis: %1").arg(cardItem.card.axisName || "")
                }
                Label {
                    objectName: "kskCardDistance"
                    visible: cardItem.card.hasWedge === true
                    text: qsTr("Distance: %1 hexes").arg(cardItem.card.distance)
                }
                Label { text: qsTr("Hex: %1").arg(cardItem.card.hex || "?") }
            }
        }

        Label {
            objectName: "kskCardInbound"
            visible: (cardItem.card.inbound || "") !== ""
            text: cardItem.card.inbound || ""
            color: Style.warning
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // The history (III.33): every change with its stage and the way it came.
        Repeater {
            model: cardItem.card.history || []
            Label {
                required property var modelData
                text: modelData
                font.pixelSize: 11
                opacity: 0.8
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }

        // III.31: how many of the formation's units are disordered or broken now; over half, Defence at any time
        // (the core's advice and its words).
        Label {
            text: qsTr("Units disordered or broken (III.31)")
            font.pixelSize: 11
            opacity: 0.8
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            SpinBox {
                id: disorderBox
                objectName: "kskDisorderCount"
                from: 0
                to: cardItem.card.units || 0
                value: cardItem.card.disordered || 0
                Layout.preferredWidth: 104
            }
            Label { text: qsTr("of %1").arg(cardItem.card.units || 0); Layout.fillWidth: true }
            Button {
                objectName: "kskDisorderSet"
                text: qsTr("Set")
                enabled: disorderBox.value !== (cardItem.card.disordered || 0)
                onClicked: cardItem.disorderRequested(disorderBox.value)
            }
        }
        Label {
            objectName: "kskDisorderText"
            visible: cardItem.card.disorderDefence === true
            text: cardItem.card.disorderText || ""
            color: Style.warning
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            objectName: "kskDisorderDefence"
            visible: cardItem.card.disorderDefence === true && cardItem.card.order !== "O"
            text: qsTr("Defence now (III.31)")
            ToolTip.visible: hovered
            ToolTip.text: cardItem.card.disorderText || ""
            onClicked: cardItem.defenceRequested()
        }

        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "kskChangeOrder"
                text: qsTr("Change order…")
                onClicked: cardItem.changeRequested()
            }
            Button {
                objectName: "kskMoveCommander"
                text: qsTr("Move…")
                onClicked: cardItem.moveRequested()
            }
        }
    }
}
