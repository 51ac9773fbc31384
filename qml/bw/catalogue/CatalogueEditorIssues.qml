// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// What the core's catalogue checks found, with the look of the roster's issue list: severity, section, message.
// Clicking an issue (or Enter on it) asks for its list and row to be shown.
Pane {
    id: panel
    property var editor: null
    readonly property alias list: issueList
    signal issueActivated(string list, int row, string field)
    // Asks the issue shown at `index` to report itself (activate): only its delegate knows its list, row and field,
    // and what itemAtIndex returns is a plain Item to qmllint, without the delegate's own properties.
    signal activationAsked(int index)

    padding: Style.spacing

    function activate(index) {
        panel.activationAsked(index)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        Label {
            text: panel.editor && (panel.editor.errorCount + panel.editor.warningCount) > 0
                  ? qsTr("Issues — errors: %1, warnings: %2").arg(panel.editor.errorCount).arg(panel.editor.warningCount)
                  : qsTr("Issues")
            font.bold: true
        }

        ListView {
            id: issueList
            objectName: "catalogueIssueList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: panel.editor ? panel.editor.issueModel : null
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
                readonly property string listName: model.list || ""
                readonly property int row: model.row !== undefined ? model.row : -1
                readonly property string field: model.field || ""
                width: ListView.view.width
                highlighted: ListView.isCurrentItem
                padding: 4
                onClicked: {
                    issueList.currentIndex = index
                    panel.issueActivated(listName, row, field)
                }
                Connections {
                    target: panel
                    function onActivationAsked(asked) {
                        if (asked === issue.index)
                            panel.issueActivated(issue.listName, issue.row, issue.field)
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
                    Label {
                        objectName: "issuePlace"
                        text: issue.model.place || ""
                        opacity: 0.65
                        elide: Text.ElideMiddle
                        Layout.preferredWidth: 220
                        Layout.alignment: Qt.AlignTop
                    }
                    Label {
                        text: issue.model.message || ""
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                visible: issueList.count === 0
                text: panel.editor && panel.editor.loaded ? qsTr("No issues: the catalogue passes every check.") : ""
                color: Style.ok
            }
        }
    }
}
