// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The hot seat's hand-over (issue 20 item 5): while the seat changes hands no side's orders or couriers' messages
// are shown (the document's view holds none); the player taking the seat says who he is.
Rectangle {
    id: screen
    property KskGameDocument document
    color: palette.window

    // Takes every press, so nothing under the screen can be reached while it is up.
    MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; hoverEnabled: true }

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 18
        width: Math.min(parent.width - 80, 560)
        Label {
            text: qsTr("Hand the computer over")
            font.pixelSize: 24
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: screen.document && screen.document.handOverTo !== ""
                  ? qsTr("%1 takes the seat. The other player looks away; then click below.").arg(screen.document.handOverName)
                  : ""
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Button {
            objectName: "kskTakeSeat"
            text: screen.document ? qsTr("I am %1: show my orders").arg(screen.document.handOverName) : ""
            highlighted: true
            Layout.alignment: Qt.AlignHCenter
            onClicked: screen.document.takeSeat()
        }
    }
}
