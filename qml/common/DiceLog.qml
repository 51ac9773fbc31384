// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A game's log, newest at the bottom: each line what happened and, for a roll, the dice and whose they were (the
// program's, from a seed, or the players' own typed in). Knows no game: each entry is
// {text, dice ("" when no die was rolled), source ("program" | "players" | ""), tag (a short heading, e.g. "3/2")}.
Frame {
    id: log
    property var entries: []
    property string title: qsTr("Log")
    // Follow the newest entry as entries arrive.
    property bool follow: true
    readonly property alias list: list

    ColumnLayout {
        anchors.fill: parent
        spacing: 4
        Label {
            text: log.title + " (" + log.entries.length + ")"
            font.bold: true
        }
        ListView {
            id: list
            objectName: "diceLogList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: log.entries
            spacing: 1
            onCountChanged: if (log.follow) positionViewAtEnd()
            ScrollBar.vertical: ScrollBar {}
            delegate: RowLayout {
                id: row
                required property var modelData
                required property int index
                width: ListView.view.width - 12
                spacing: 6
                Label {
                    text: row.modelData.tag || String(row.index + 1)
                    opacity: 0.6
                    font.pixelSize: 11
                    Layout.preferredWidth: 38
                }
                Label {
                    text: row.modelData.text
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Rectangle {
                    visible: (row.modelData.dice || "") !== ""
                    radius: 3
                    color: row.modelData.source === "players" ? "#6d4c41" : "#1e88e5"
                    implicitWidth: diceText.implicitWidth + 10
                    implicitHeight: diceText.implicitHeight + 4
                    Label {
                        id: diceText
                        anchors.centerIn: parent
                        color: "white"
                        font.bold: true
                        text: row.modelData.dice || ""
                    }
                    ToolTip.visible: diceHover.hovered
                    ToolTip.text: row.modelData.source === "players" ? qsTr("The players' own dice, typed in")
                                                                     : qsTr("The program's dice (from the game's seed)")
                    HoverHandler { id: diceHover }
                }
            }
        }
    }
}
