// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One line across the top: the last load/save failure or a data file that could not be loaded.
// Hidden when there is nothing to say; the user may dismiss it until the message changes.
Rectangle {
    id: banner
    property string message: ""
    property bool dismissed: false
    onMessageChanged: dismissed = false

    visible: message !== "" && !dismissed
    implicitHeight: visible ? row.implicitHeight + 2 * Style.spacing : 0
    color: Qt.rgba(0.9, 0.22, 0.21, 0.16)
    border.color: Style.error

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
            text: qsTr("Dismiss")
            flat: true
            onClicked: banner.dismissed = true
        }
    }
}
