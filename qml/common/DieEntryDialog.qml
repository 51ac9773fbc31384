// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Asks for the value of a die the players rolled on the table (their own dice instead of the program's). Knows no
// game: `faces` from `lowest` to `highest` (a d10 read 0–9, a d6 1–6); `entered(value)` when confirmed.
Dialog {
    id: dialog
    property string question: qsTr("What did the die show?")
    property int lowest: 1
    property int highest: 6
    signal entered(int value)

    title: qsTr("The players' die")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Cancel

    function ask(text, lo, hi) {
        question = text
        lowest = lo
        highest = hi
        open()
    }

    ColumnLayout {
        spacing: 8
        Label {
            text: dialog.question
            wrapMode: Text.Wrap
            Layout.maximumWidth: 420
        }
        Flow {
            spacing: 4
            Layout.maximumWidth: 420
            Layout.fillWidth: true
            Repeater {
                model: dialog.highest - dialog.lowest + 1
                delegate: Button {
                    required property int index
                    objectName: "dieFace" + (dialog.lowest + index)
                    text: String(dialog.lowest + index)
                    implicitWidth: 44
                    onClicked: {
                        dialog.close()
                        dialog.entered(dialog.lowest + index)
                    }
                }
            }
        }
    }
}
