// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Whose dice a step uses, inline in a pane or a dialog: the program's (seeded, shown in the log, re-checkable) or the
// players' own, typed in as the faces they rolled ("7" or "7,3"; a d10 reads 0-9). `dice` is what the document
// takes: "" for the program's. Knows no game (DieEntryDialog asks for one die in a dialog instead).
RowLayout {
    id: field
    property bool own: false
    readonly property string dice: own ? ownText.text.trim() : ""
    spacing: 6

    function reset() {
        own = false
        ownText.text = ""
    }

    RadioButton {
        objectName: "programDice"
        text: qsTr("Program's die")
        checked: !field.own
        onClicked: field.own = false
    }
    RadioButton {
        objectName: "ownDice"
        text: qsTr("Ours:")
        checked: field.own
        onClicked: field.own = true
    }
    TextField {
        id: ownText
        objectName: "ownDiceText"
        enabled: field.own
        placeholderText: qsTr("e.g. 7")
        validator: RegularExpressionValidator { regularExpression: /^[0-9 ,]*$/ }
        Layout.preferredWidth: 64
    }
}
