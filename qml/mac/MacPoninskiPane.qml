// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// General Poniński's division (MAC 13.0 a–c): the stage to check, rolled in stage 1 (d10 + 3); at that stage the
// roll that says whether and when he comes (d10 + stage, below 12 never); and the Polish player's choice to hold his
// chit back a stage at a time. The procedure is the core's: this pane offers the step it says comes next.
Frame {
    id: pane
    property var game: null
    property var view: null

    ColumnLayout {
        anchors.fill: parent
        spacing: 4
        Label { text: qsTr("General Poniński"); font.bold: true }
        Label {
            objectName: "macPoninskiText"
            text: pane.game.poninski.text || ""
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            spacing: 4
            Button {
                objectName: "macPoninskiRoll"
                visible: pane.game.poninski.canRoll === true
                text: pane.game.poninski.rollText || qsTr("Roll")
                highlighted: true
                onClicked: pane.view.roll(pane.game.poninski.rollText || "", value => pane.game.rollPoninski(value))
            }
            Button {
                objectName: "macPoninskiHold"
                visible: pane.game.poninski.canHold === true
                text: qsTr("Hold him back a stage (13.0c)")
                onClicked: pane.game.holdPoninski()
            }
        }
    }
}
