// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The hot seat's hand-over (issue 19 item 6): an opaque screen over the map and the panes while the computer passes
// from one player to the other. Nothing of either player is shown until the one named clicks that he has it; the
// session shows no secret meanwhile either (PatrolSession.viewer is "" while a hand-over waits).
Rectangle {
    id: screen
    property PatrolSession session: null
    readonly property string player: session ? session.handover : ""
    visible: player !== ""
    color: "#1d2630"
    z: 100

    // Takes every press and the wheel: nothing under it can be reached while it is up.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 560)
        spacing: Style.margin
        Label {
            objectName: "patrolHandoverTitle"
            text: qsTr("Pass the computer to player %1").arg(screen.player)
            color: "white"
            font.pixelSize: 28
            font.bold: true
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("Player %1's markers, corps and sight are hidden until he clicks below. The other player looks away.").arg(screen.player)
            color: "#d0d8e0"
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Button {
            objectName: "patrolTakeSeat"
            text: qsTr("I am player %1 — show my view").arg(screen.player)
            font.pixelSize: 18
            Layout.alignment: Qt.AlignHCenter
            onClicked: screen.session.takeSeat()
        }
    }
}
