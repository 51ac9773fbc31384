// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// Enemy cavalry entered the hex of a lone courier (KSK III.44/1 b): the die (the program's or the players' own), the
// hex he gives way to on a miss, and then the core's result on screen (taken: on the stage track, or gave way). Only
// the counter's number, side and hex are named here: the order he carries stays with his side.
Dialog {
    id: dialog
    property KskGameDocument document
    property string side
    property int number: 0
    property string hex
    property string outcome: ""
    readonly property alias dice: diceField
    readonly property bool done: outcome !== ""
    title: qsTr("Courier %1 of side %2 at hex %3: intercepted?").arg(number).arg(side).arg(hex)
    modal: true
    anchors.centerIn: parent
    width: Math.min(560, parent ? parent.width - 40 : 560)
    closePolicy: Popup.CloseOnEscape

    function openFor(c) {
        side = c.side
        number = c.number
        hex = c.hex
        outcome = ""
        diceField.reset()
        givesWayField.text = ""
        open()
    }

    function roll() {
        if (dialog.document.intercept(dialog.side, dialog.number, diceField.dice, givesWayField.text))
            dialog.outcome = dialog.document.lastResult
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing
        Label {
            text: dialog.document ? dialog.document.interceptRule : ""
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        DiceField {
            id: diceField
            objectName: "kskInterceptDice"
            enabled: !dialog.done
        }
        RowLayout {
            enabled: !dialog.done
            Label { text: qsTr("On a miss he gives way to hex") }
            TextField {
                id: givesWayField
                objectName: "kskInterceptHex"
                placeholderText: qsTr("optional")
                inputMethodHints: Qt.ImhDigitsOnly
                Layout.preferredWidth: 90
            }
        }
        // The core's word on the roll, or why it was refused.
        Label {
            objectName: "kskInterceptResult"
            visible: text !== ""
            text: dialog.done ? dialog.outcome : (dialog.document && dialog.opened ? dialog.document.errorMessage : "")
            color: dialog.done ? palette.text : Style.error
            font.bold: dialog.done
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "kskInterceptRoll"
            visible: !dialog.done
            text: qsTr("Roll")
            highlighted: true
            onClicked: dialog.roll()
        }
        Button {
            objectName: "kskInterceptClose"
            text: dialog.done ? qsTr("Close") : qsTr("Cancel")
            onClicked: dialog.close()
        }
    }
}
