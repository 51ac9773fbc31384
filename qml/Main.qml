import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The first window: which data the program found, and the bundled demo rosters with their verdict.
// Everything shown comes from the core through the `summary` object the C++ side passes in.
ApplicationWindow {
    id: window
    width: 1024
    height: 700
    visible: true
    title: qsTr("Sztab — army lists for Bogowie wojny")

    property var summary: ({ "rulesets": [], "catalogues": [], "rosters": [] })

    header: ToolBar {
        Label {
            anchors.verticalCenter: parent.verticalCenter
            leftPadding: 12
            text: qsTr("Sztab")
            font.pixelSize: 20
            font.bold: true
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        Label {
            objectName: "dataLine"
            text: qsTr("Rulesets: %1 · Catalogues: %2").arg(window.summary.rulesets.join(", "))
                                                       .arg(window.summary.catalogues.join(", "))
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        Label {
            text: qsTr("Demo rosters")
            font.pixelSize: 16
            font.bold: true
        }

        ListView {
            id: rosterList
            objectName: "rosterList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 6
            model: window.summary.rosters
            delegate: Frame {
                required property var modelData
                width: ListView.view.width
                RowLayout {
                    anchors.fill: parent
                    spacing: 12
                    Label {
                        text: modelData.name
                        font.bold: true
                        Layout.fillWidth: true
                    }
                    Label { text: qsTr("units %1 / %2").arg(modelData.units).arg(modelData.unitsLimit) }
                    Label { text: qsTr("total %1 / %2").arg(modelData.total).arg(modelData.totalLimit) }
                    Label { text: qsTr("bases %1").arg(modelData.bases) }
                    Label {
                        text: modelData.valid ? qsTr("legal") : qsTr("%1 error(s)").arg(modelData.errors)
                        color: modelData.valid ? "#2e7d32" : "#c62828"
                        font.bold: true
                    }
                }
            }
        }
    }
}
