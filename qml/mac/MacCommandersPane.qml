// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The commanders of both armies and where each stands: in play, in this stage's cup, drawn, wounded for this stage or
// fallen for good (MAC 4.3, 4.6). From here the players enter what happened on the map: a leader-casualty roll after
// fire or melee (4.6.1–4.6.3) and a commander lost with all his units or his stack (4.6). The other side's choice for
// this stage is not shown here: a commander's status says nothing the screen's player may not know.
Frame {
    id: pane
    property var game: null
    property var view: null

    // Artillery: the distance first (4.6.2 rolls only at the scenario's distance or less; the core says).
    function rollForArtillery(commander) {
        pane.view.askNumber(qsTr("Artillery fire on %1's hex: at what distance, in hexes?").arg(commander.name), 1, 10,
                            distance => pane.rollFor(commander, "artillery:" + distance))
    }
    function rollFor(commander, trigger) {
        pane.view.roll(qsTr("Leader-casualty roll for %1").arg(commander.name),
                       value => pane.game.casualtyRoll(commander.id, trigger, value))
    }

    RowLayout {
        anchors.fill: parent
        spacing: Style.spacing
        Repeater {
            model: [{ "side": "pl", "title": qsTr("Polish commanders"), "color": "#1e5aa8" },
                    { "side": "ru", "title": qsTr("Russian commanders"), "color": "#2e7d32" }]
            delegate: ColumnLayout {
                id: column
                required property var modelData
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                spacing: 2
                Label { text: column.modelData.title; font.bold: true; color: column.modelData.color }
                ListView {
                    objectName: "commanders_" + column.modelData.side
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 2
                    model: pane.game.commanders.filter(c => c.side === column.modelData.side)
                    ScrollBar.vertical: ScrollBar {}
                    delegate: RowLayout {
                        id: row
                        required property var modelData
                        width: ListView.view.width - 10
                        spacing: 4
                        Label {
                            text: row.modelData.name
                            font.strikeout: row.modelData.status === "fallen"
                            opacity: row.modelData.status === "fallen" || row.modelData.status === "notYet" ? 0.5 : 1
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "commanderStatus"
                            text: row.modelData.statusText
                            font.pixelSize: 11
                            color: row.modelData.status === "fallen" ? Style.error : row.modelData.status === "wounded" ? Style.warning : pane.palette.text
                            opacity: 0.85
                        }
                        ToolButton {
                            objectName: "commanderActions_" + row.modelData.id
                            text: "⋯"
                            visible: row.modelData.canRoll || row.modelData.canLose
                            onClicked: actions.open()
                            FitMenu {
                                id: actions
                                objectName: "commanderMenu_" + row.modelData.id
                                MenuItem {
                                    text: qsTr("Casualty roll: musket fire in the 4–5 row (4.6.1)")
                                    enabled: row.modelData.canRoll
                                    onTriggered: pane.rollFor(row.modelData, "musket-4-5")
                                }
                                MenuItem {
                                    text: qsTr("Casualty roll: musket fire in the 6+ row (4.6.1)")
                                    enabled: row.modelData.canRoll
                                    onTriggered: pane.rollFor(row.modelData, "musket-6+")
                                }
                                MenuItem {
                                    text: qsTr("Casualty roll: artillery fire… (4.6.2)")
                                    enabled: row.modelData.canRoll
                                    onTriggered: pane.rollForArtillery(row.modelData)
                                }
                                MenuItem {
                                    text: qsTr("Casualty roll: a 9 in melee (4.6.3)")
                                    enabled: row.modelData.canRoll
                                    onTriggered: pane.rollFor(row.modelData, "melee-9")
                                }
                                MenuSeparator {}
                                MenuItem {
                                    text: qsTr("Lost: all his units eliminated (4.6)")
                                    enabled: row.modelData.canLose
                                    onTriggered: pane.game.loseCommander(row.modelData.id, "units")
                                }
                                MenuItem {
                                    text: qsTr("Lost: the unit he stood with destroyed (4.6)")
                                    enabled: row.modelData.canLose
                                    onTriggered: pane.game.loseCommander(row.modelData.id, "stack")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
