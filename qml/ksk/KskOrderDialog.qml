// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// A new order for a division or independent brigade (III.19-33, III.38-48): the order, its axis wedge and distance,
// and the way it goes, as the core offers them now (in the commander-in-chief's range, through a corps/wing
// commander, his own attempt, or a numbered courier with the stage he arrives in). A way the rules do not allow now
// is shown with the reason and cannot be chosen.
Dialog {
    id: dialog
    property KskGameDocument document
    property var card: ({})
    property var paths: []
    property string chosenPath: ""
    readonly property alias dice: diceField
    readonly property alias rosette: rosette
    readonly property alias axis: axisBox
    readonly property var chosenAdvice: paths.find(p => p.path === chosenPath) || ({})
    title: qsTr("New order for %1").arg(card.name || "")
    modal: true
    anchors.centerIn: parent
    width: Math.min(640, parent ? parent.width - 40 : 640)
    standardButtons: Dialog.Ok | Dialog.Cancel

    function openFor(c) {
        card = c
        const kindButton = c.order === "A" ? attackButton : c.order === "MF" ? marchButton : defenceButton
        kindButton.checked = true
        axisBox.currentIndex = Math.max(0, c.axis || 0)
        distanceBox.value = Math.max(1, c.distance || 1)
        noteField.text = ""
        diceField.reset()
        paths = document.orderPaths(c.id)
        const first = paths.find(p => p.allowed)
        chosenPath = first ? first.path : ""
        open()
    }

    readonly property string kind: kindGroup.checkedButton === attackButton ? "A"
                                  : kindGroup.checkedButton === marchButton ? "MF" : "O"

    onAccepted: dialog.document.changeOrder(dialog.card.id, dialog.kind, axisBox.currentIndex, distanceBox.value,
                                            dialog.chosenPath, diceField.dice, noteField.text)

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing

        RowLayout {
            spacing: Style.spacing * 2
            // The axis by a click on its wedge (III.20-21); the middle, his own hex, never (III.30, on hover).
            KskRosette {
                id: rosette
                objectName: "kskOrderRosette"
                Layout.preferredWidth: 130
                Layout.preferredHeight: 130
                enabled: dialog.kind !== "O"
                opacity: enabled ? 1 : 0.6
                flatTop: dialog.card.flatTop !== false
                hasWedge: dialog.kind !== "O"
                wedgeFrom: axisBox.currentIndex >= 0 && dialog.document ? dialog.document.wedges[axisBox.currentIndex].from : 0
                wedgeTo: axisBox.currentIndex >= 0 && dialog.document ? dialog.document.wedges[axisBox.currentIndex].to : 0
                ink: palette.text
                hoverWedge: rosetteMouse.containsMouse && rosetteMouse.under >= 0 ? rosetteMouse.under : -1
                MouseArea {
                    id: rosetteMouse
                    objectName: "kskOrderRosetteArea"
                    // The wedge (0-5), -1 his own hex, -2 outside, under the mouse now.
                    property int under: -2
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: under >= 0 ? Qt.PointingHandCursor : under === -1 ? Qt.ForbiddenCursor : Qt.ArrowCursor
                    onPositionChanged: mouse => under = rosette.wedgeAt(mouse.x, mouse.y)
                    onExited: under = -2
                    onClicked: mouse => {
                        const w = rosette.wedgeAt(mouse.x, mouse.y)
                        if (w >= 0)
                            axisBox.currentIndex = w
                    }
                    ToolTip.visible: containsMouse && under !== -2
                    ToolTip.text: under === -1 ? (dialog.document ? dialog.document.ownHexReason : "")
                                  : under >= 0 && dialog.document ? qsTr("Axis %1: click to choose").arg(dialog.document.wedges[under].name) : ""
                }
            }
            GridLayout {
                columns: 2
                columnSpacing: Style.spacing
                Label { text: qsTr("Order") }
                RowLayout {
                    ButtonGroup { id: kindGroup }
                    RadioButton { id: attackButton; objectName: "kskOrderA"; text: qsTr("A — Attack"); ButtonGroup.group: kindGroup }
                    RadioButton { id: defenceButton; objectName: "kskOrderO"; text: qsTr("O — Defence"); ButtonGroup.group: kindGroup }
                    RadioButton { id: marchButton; objectName: "kskOrderMF"; text: qsTr("MF — Forced march"); ButtonGroup.group: kindGroup }
                }
                Label { text: qsTr("Axis (III.20–21): click its wedge"); enabled: dialog.kind !== "O" }
                ComboBox {
                    id: axisBox
                    objectName: "kskOrderAxis"
                    enabled: dialog.kind !== "O"
                    model: dialog.document ? dialog.document.wedges : []
                    textRole: "name"
                    Layout.fillWidth: true
                }
                Label { text: qsTr("Distance (III.22)"); enabled: dialog.kind !== "O" }
                SpinBox {
                    id: distanceBox
                    objectName: "kskOrderDistance"
                    enabled: dialog.kind !== "O"
                    from: 1
                    to: 99
                    editable: true
                }
                Label { text: qsTr("Note") }
                TextField {
                    id: noteField
                    objectName: "kskOrderNote"
                    placeholderText: qsTr("your own words (secret)")
                    Layout.fillWidth: true
                }
            }
        }

        Label { text: qsTr("How the order goes"); font.bold: true }
        ButtonGroup { id: pathGroup }
        Repeater {
            model: dialog.paths
            RadioButton {
                id: pathButton
                required property var modelData
                objectName: "kskPath_" + modelData.path
                ButtonGroup.group: pathGroup
                enabled: modelData.allowed
                checked: dialog.chosenPath === modelData.path
                text: modelData.text
                Layout.fillWidth: true
                onClicked: dialog.chosenPath = modelData.path
                contentItem: Label {
                    leftPadding: pathButton.indicator.width + pathButton.spacing
                    text: pathButton.text
                    wrapMode: Text.Wrap
                    opacity: pathButton.enabled ? 1 : 0.55
                }
            }
        }
        DiceField {
            id: diceField
            objectName: "kskOrderDice"
            visible: dialog.chosenAdvice.needsDie === true
        }
    }
}
