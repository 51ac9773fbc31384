// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The victory track (MAC 12.2): one marker for both armies, on the box of the leading side's margin, its face
// showing that side (turned over when the lead changes hands, as in the 12.2 example); and the events that score
// (12.1), entered as they happen on the map.
Frame {
    id: pane
    property var game: null

    ColumnLayout {
        anchors.fill: parent
        spacing: 4
        // One line, whatever it says: a heading that wrapped after the first score pushed the score buttons below it
        // from under the mouse. The whole sentence is in the tooltip (and on the printed schedule).
        Label {
            id: victoryText
            objectName: "macVictoryText"
            text: pane.game.victory.text || ""
            font.bold: true
            elide: Text.ElideRight
            maximumLineCount: 1
            Layout.fillWidth: true
            ToolTip.visible: victoryHover.hovered && truncated
            ToolTip.text: text
            HoverHandler { id: victoryHover }
        }
        // The track: boxes 0 … threshold, the marker on its box showing the side that leads.
        Flow {
            spacing: 1
            Layout.fillWidth: true
            Repeater {
                model: (pane.game.victory.threshold || 15) + 1
                delegate: Rectangle {
                    id: victoryBox
                    required property int index
                    readonly property bool marked: pane.game.victory.box === index && pane.game.victory.onTrack
                    objectName: "victoryBox" + index
                    width: 24
                    height: 28
                    color: marked ? (pane.game.victory.side === "pl" ? "#1e5aa8" : "#2e7d32") : pane.palette.base
                    border.color: pane.palette.mid
                    Label {
                        anchors.centerIn: parent
                        text: victoryBox.marked ? (pane.game.victory.side === "pl" ? qsTr("PL") : qsTr("RU")) : victoryBox.index
                        font.pixelSize: 10
                        font.bold: victoryBox.marked
                        color: victoryBox.marked ? "white" : pane.palette.text
                    }
                }
            }
        }
        Label {
            objectName: "macScoreWhyNot"
            visible: text !== ""
            text: pane.game.victory.whyNot || ""
            wrapMode: Text.Wrap
            font.pixelSize: 11
            opacity: 0.8
            Layout.fillWidth: true
        }
        Repeater {
            model: [{ "side": "pl", "title": qsTr("Polish side scores:") }, { "side": "ru", "title": qsTr("Russian side scores:") }]
            delegate: ColumnLayout {
                id: scorer
                required property var modelData
                spacing: 2
                Layout.fillWidth: true
                Label { text: scorer.modelData.title; font.pixelSize: 12; opacity: 0.8 }
                Flow {
                    spacing: 3
                    Layout.fillWidth: true
                    Repeater {
                        model: pane.game.victoryEvents
                        delegate: Button {
                            required property var modelData
                            objectName: "vp_" + scorer.modelData.side + "_" + modelData.id
                            text: modelData.name
                            font.pixelSize: 11
                            enabled: pane.game.victory.canScore === true
                            // The style draws a disabled button's text as dark as an enabled one's.
                            opacity: enabled ? 1 : 0.45
                            onClicked: pane.game.victoryEvent(scorer.modelData.side, modelData.id, modelData.stars ? starsBox.value : 0)
                        }
                    }
                }
            }
        }
        RowLayout {
            Label { text: qsTr("White stars of a taken battery:"); font.pixelSize: 11 }
            SpinBox { id: starsBox; objectName: "macStars"; from: 0; to: 5; value: 0 }
        }
    }
}
