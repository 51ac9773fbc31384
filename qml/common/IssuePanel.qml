// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// What the core's validation found: severity, section of the rules, message and the place it is about. Clicking an issue (or Enter on it)
// asks for its roster row to be selected and shown.
Pane {
    id: panel
    property var document: null
    readonly property alias list: issueList
    signal issueActivated(int row, string path)
    // Asks the issue shown at `index` to report itself (activate): only its delegate knows its row and path, and
    // what itemAtIndex returns is a plain Item to qmllint, without the delegate's own properties.
    signal activationAsked(int index)

    padding: Style.spacing

    function activate(index) {
        panel.activationAsked(index)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        Label {
            text: panel.document && (panel.document.errorCount + panel.document.warningCount) > 0
                  ? qsTr("Issues — errors: %1, warnings: %2").arg(panel.document.errorCount).arg(panel.document.warningCount)
                  : qsTr("Issues")
            font.bold: true
        }

        ListView {
            id: issueList
            objectName: "issueList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: panel.document ? panel.document.issueModel : null
            keyNavigationEnabled: true
            activeFocusOnTab: true
            highlightMoveDuration: 0
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Keys.onReturnPressed: panel.activate(currentIndex)
            Keys.onEnterPressed: panel.activate(currentIndex)

            delegate: ItemDelegate {
                id: issue
                required property int index
                required property var model
                readonly property int rosterRow: model.row !== undefined ? model.row : -1
                readonly property string path: model.path || ""
                width: ListView.view.width
                highlighted: ListView.isCurrentItem
                padding: 4
                onClicked: {
                    issueList.currentIndex = index
                    panel.issueActivated(rosterRow, path)
                }
                Connections {
                    target: panel
                    function onActivationAsked(asked) {
                        if (asked === issue.index)
                            panel.issueActivated(issue.rosterRow, issue.path)
                    }
                }
                contentItem: RowLayout {
                    spacing: Style.spacing
                    SeverityMarker {
                        severity: issue.model.severity || ""
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: 3
                    }
                    Label {
                        text: issue.model.section || ""
                        font.bold: true
                        Layout.preferredWidth: 70
                        Layout.alignment: Qt.AlignTop
                    }
                    // The message and, under it, the place as a person names it ("1st division, 3rd regiment").
                    ColumnLayout {
                        spacing: 0
                        Layout.fillWidth: true
                        Label {
                            objectName: "issueMessage"
                            text: issue.model.message || ""
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "issuePlace"
                            visible: text !== ""
                            text: issue.model.place || ""
                            wrapMode: Text.Wrap
                            opacity: 0.7
                            font.italic: true
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                visible: issueList.count === 0
                text: qsTr("No issues: the roster follows the rules.")
                color: Style.ok
            }
        }
    }
}
