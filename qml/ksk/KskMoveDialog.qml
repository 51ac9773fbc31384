// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// A commander's counter moved on the map: his new hex, and for a division's commander the hexes gained along his
// axis (III.24: the diagram's distance goes down; at zero he holds Defence at once, III.25).
Dialog {
    id: dialog
    property KskGameDocument document
    property string targetId
    property bool formation: false
    title: qsTr("Move %1").arg(nameLabel.text)
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel

    function openFor(id, name, hex, isFormation) {
        targetId = id
        nameLabel.text = name
        formation = isFormation
        hexField.text = hex || ""
        gained.value = 0
        alongAxis.checked = true
        open()
        hexField.forceActiveFocus()
    }

    onAccepted: {
        const hexes = dialog.formation && !alongAxis.checked ? gained.value : -1
        dialog.document.move(dialog.targetId, dialog.formation, hexField.text.trim(), hexes)
    }

    GridLayout {
        columns: 2
        columnSpacing: Style.spacing
        Label { id: nameLabel; font.bold: true; Layout.columnSpan: 2 }
        Label { text: qsTr("New hex") }
        TextField {
            id: hexField
            objectName: "kskMoveHex"
            placeholderText: qsTr("e.g. 0412")
            inputMethodHints: Qt.ImhDigitsOnly
        }
        CheckBox {
            id: alongAxis
            objectName: "kskMoveAlongAxis"
            visible: dialog.formation
            checked: true
            text: qsTr("Every hex was gained along the axis")
            Layout.columnSpan: 2
        }
        Label { visible: dialog.formation && !alongAxis.checked; text: qsTr("Hexes gained (III.27)") }
        SpinBox {
            id: gained
            objectName: "kskMoveGained"
            visible: dialog.formation && !alongAxis.checked
            from: 0
            to: 99
        }
    }
}
