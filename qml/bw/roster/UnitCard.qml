// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The stat card of one catalogue unit: every statistic of BWN 2.8 per profile, points, bases, traits and the
// historical note, exactly as the catalogue model gives them.
ScrollView {
    id: card
    property var unit: null

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: card.availableWidth
        spacing: Style.spacing

        Label {
            visible: card.unit === null
            text: qsTr("Pick a unit in the catalogue to see its statistics.")
            wrapMode: Text.Wrap
            opacity: 0.7
            Layout.fillWidth: true
            Layout.margins: Style.margin
        }

        ColumnLayout {
            visible: card.unit !== null
            spacing: Style.spacing
            Layout.fillWidth: true
            Layout.margins: Style.margin

            Label {
                objectName: "unitCardName"
                text: card.unit ? card.unit.name : ""
                font.pixelSize: 17
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                text: card.unit ? card.unit.catalogueName : ""
                opacity: 0.7
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }

            Flow {
                spacing: Style.spacing
                Layout.fillWidth: true
                StatChip {
                    visible: !card.unit || card.unit.hasPoints !== false // B19: no points system
                    caption: qsTr("Points"); value: card.unit ? Style.number(card.unit.points) : ""
                }
                StatChip { caption: qsTr("Bases"); value: card.unit ? String(card.unit.bases) : "" }
                StatChip {
                    visible: !card.unit || card.unit.hasPoints !== false
                    caption: qsTr("Cost class"); value: card.unit ? card.unit.costClass : ""
                }
                StatChip { caption: qsTr("Arm"); value: card.unit ? card.unit.armName || card.unit.arm : "" }
                StatChip {
                    caption: qsTr("In roster")
                    value: card.unit ? (card.unit.max > 0 ? qsTr("%1 of max %2").arg(card.unit.inRoster).arg(card.unit.max)
                                                          : String(card.unit.inRoster)) : ""
                }
            }

            Label {
                visible: card.unit && card.unit.traits && card.unit.traits.length > 0
                text: qsTr("Traits: %1").arg(card.unit && card.unit.traits ? card.unit.traits.map(t => Labels.trait(t)).join(", ") : "")
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }

            Repeater {
                model: card.unit ? card.unit.profiles : []
                delegate: Frame {
                    id: profileFrame
                    required property var modelData
                    Layout.fillWidth: true
                    ColumnLayout {
                        width: parent.width
                        spacing: 6
                        Label {
                            text: profileFrame.modelData.count > 1
                                  ? qsTr("%1 × %2").arg(profileFrame.modelData.count).arg(profileFrame.modelData.name)
                                  : profileFrame.modelData.name
                            font.bold: true
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Flow {
                            spacing: 6
                            Layout.fillWidth: true
                            StatChip {
                                caption: qsTr("Move line/column")
                                // In the ruleset's measure, as the model words it (B19: inches).
                                value: profileFrame.modelData.moveText
                                       || qsTr("%1/%2 cm").arg(profileFrame.modelData.moveLine).arg(profileFrame.modelData.moveColumn)
                            }
                            StatChip {
                                caption: qsTr("Weapon, range")
                                value: profileFrame.modelData.range > 0
                                       ? (profileFrame.modelData.rangeText
                                          || qsTr("%1 %2 cm").arg(profileFrame.modelData.weapon).arg(profileFrame.modelData.range))
                                       : (profileFrame.modelData.weapon || "–")
                            }
                            StatChip { caption: qsTr("WB"); value: String(profileFrame.modelData.wb); tip: qsTr("Combat value: dice in melee") }
                            StatChip { caption: qsTr("SO"); value: String(profileFrame.modelData.so); tip: qsTr("Firepower: dice when shooting") }
                            StatChip { caption: qsTr("WTR"); value: String(profileFrame.modelData.wtr); tip: qsTr("Stamina: losses a battalion takes before it is removed") }
                            StatChip { caption: qsTr("Morale"); value: String(profileFrame.modelData.morale) }
                            StatChip {
                                visible: profileFrame.modelData.ammo !== undefined && profileFrame.modelData.ammo !== null
                                         && profileFrame.modelData.ammo !== 0 && profileFrame.modelData.ammo !== ""
                                caption: qsTr("Ammunition")
                                value: String(profileFrame.modelData.ammo)
                            }
                        }
                        Label {
                            visible: text !== ""
                            text: {
                                const r = profileFrame.modelData.rules
                                const words = Array.isArray(r) ? r.join(", ") : (r || "")
                                return words !== "" ? qsTr("Special rules: %1").arg(words) : ""
                            }
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        // What each special rule does (B19 12.x), in the core's words.
                        Label {
                            objectName: "unitCardEffects"
                            visible: text !== ""
                            text: profileFrame.modelData.effects || ""
                            font.pixelSize: 12
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            Label {
                visible: card.unit && card.unit.historicalNote
                text: card.unit && card.unit.historicalNote ? card.unit.historicalNote : ""
                font.italic: true
                wrapMode: Text.Wrap
                opacity: 0.85
                Layout.fillWidth: true
            }
        }
    }
}
