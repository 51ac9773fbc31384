// SPDX-License-Identifier: GPL-3.0-or-later
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

    padding: Style.spacing

    function activate(index) {
        const item = issueList.itemAtIndex(index)
        if (item)
            panel.issueActivated(item.listName, item.row, item.field)
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
                        text: issue.model.path || ""
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
