// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The last load/save failure or a data file that could not be loaded, across the top of its area. It takes no room
// in its layout: it lies over the top of what is below, so a message coming or going never moves a control from
// under the mouse (a view pushed down by a banner made the next click land on something else). Hidden when there
// is nothing to say; the user may dismiss it until the message changes.
Item {
    id: banner
    property string message: ""
    property bool dismissed: false
    onMessageChanged: dismissed = false

    visible: message !== "" && !dismissed
    implicitHeight: 0
    z: 10 // above the siblings laid out after it

    Rectangle {
        objectName: "errorBannerBox"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: row.implicitHeight + 2 * Style.spacing
        color: banner.palette.window // opaque: what lies below must not show through the words
        Rectangle {
            anchors.fill: parent
            color: Qt.rgba(0.9, 0.22, 0.21, 0.16)
            border.color: Style.error
        }
        // The box takes the clicks that land on it, not the controls it covers.
        MouseArea {
            anchors.fill: parent
            acceptedButtons: Qt.AllButtons
        }

        RowLayout {
            id: row
            anchors.fill: parent
            anchors.margins: Style.spacing
            spacing: Style.spacing
            Label {
                text: "⚠"
                color: Style.error
                font.bold: true
            }
            Label {
                objectName: "errorBannerText"
                text: banner.message
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "errorBannerDismiss"
                text: qsTr("Dismiss")
                flat: true
                onClicked: banner.dismissed = true
            }
        }
    }
}
