// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The shown side's commander-in-chief and corps/wing commanders (their hexes decide the ranges), its couriers, what
// is due this stage, and the log as this side may read it.
Pane {
    id: panel
    property KskGameDocument document
    signal moveRequested(string id, string name, string hex)
    signal interceptRequested(var courier)
    padding: Style.spacing

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: scroll.availableWidth
            spacing: Style.spacing

            Label { text: qsTr("Due this stage"); font.bold: true; font.pixelSize: 15 }
            Repeater {
                model: panel.document ? panel.document.due : []
                Label {
                    required property var modelData
                    objectName: "kskDueLine"
                    text: "• " + modelData
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
            Label {
                visible: panel.document && panel.document.due.length === 0
                text: qsTr("Nothing due.")
                opacity: 0.7
            }

            Label { text: qsTr("Commanders"); font.bold: true; font.pixelSize: 15 }
            Repeater {
                model: panel.document ? panel.document.commanders : []
                RowLayout {
                    id: commanderRow
                    required property var modelData
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("%1 (%2), hex %3").arg(commanderRow.modelData.name).arg(commanderRow.modelData.role).arg(commanderRow.modelData.hex)
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "kskMove_" + commanderRow.modelData.id
                        text: qsTr("Move…")
                        onClicked: panel.moveRequested(commanderRow.modelData.id, commanderRow.modelData.name, commanderRow.modelData.hex)
                    }
                }
            }

            Label { text: qsTr("Couriers"); font.bold: true; font.pixelSize: 15 }
            Repeater {
                model: panel.document ? panel.document.couriers : []
                Label {
                    required property var modelData
                    objectName: "kskCourierLine"
                    text: modelData
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }

            // Every courier counter on the map, ours and the enemy's (III.44/1): enemy cavalry entering a lone
            // courier's hex is recorded here by whoever is at the table; the order he carries is never named.
            Label {
                visible: panel.document && panel.document.mapCouriers.length > 0
                text: qsTr("Couriers on the map")
                font.bold: true
            }
            Repeater {
                model: panel.document ? panel.document.mapCouriers : []
                RowLayout {
                    id: mapCourierRow
                    required property var modelData
                    Layout.fillWidth: true
                    Label {
                        text: mapCourierRow.modelData.text
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "kskIntercept_" + mapCourierRow.modelData.side + mapCourierRow.modelData.number
                        text: qsTr("Intercepted?")
                        ToolTip.visible: hovered
                        ToolTip.text: panel.document ? panel.document.interceptRule : ""
                        onClicked: panel.interceptRequested(mapCourierRow.modelData)
                    }
                }
            }

            Label { text: qsTr("Log"); font.bold: true; font.pixelSize: 15 }
            Repeater {
                model: panel.document ? panel.document.log : []
                Label {
                    required property var modelData
                    objectName: "kskLogLine"
                    text: modelData
                    font.pixelSize: 11
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }
    }
}
