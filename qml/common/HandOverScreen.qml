// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Hot seat, for every game with secrets (KSK, MAC, the patrol phase): covers the whole view while the computer
// passes from one player to the other, so nothing one player keeps secret is on the screen when the other sits
// down. Knows no game: `toName` is who takes the seat, `note` what stays hidden; `taken()` when that player says
// they are there. While it shows, the view underneath must show no secret of either side (the document's viewer
// is nobody first).
Rectangle {
    id: screen
    property string toName: ""
    property string note: ""
    property string buttonName: "handOverTakeButton" // the take button's objectName, for tests and tools
    signal taken()

    color: palette.window
    visible: false
    // Takes every press and key: nothing under it can be clicked while it shows.
    MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons; hoverEnabled: true; onWheel: wheel => wheel.accepted = true }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 560)
        spacing: 16
        Label {
            text: qsTr("Pass the computer to: %1").arg(screen.toName)
            font.pixelSize: 24
            font.bold: true
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Label {
            text: screen.note !== "" ? screen.note : qsTr("The other player looks away: what comes next is secret.")
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            opacity: 0.8
            Layout.fillWidth: true
        }
        Button {
            objectName: screen.buttonName
            text: qsTr("I am %1: show my screen").arg(screen.toName)
            highlighted: true
            Layout.alignment: Qt.AlignHCenter
            onClicked: screen.taken()
        }
    }
}
