// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The card of a general chosen in the roster tree (the commander-in-chief, a corps commander or a division's
// general): whom he commands, his command value, character and rules in full, as the tree's row says them in one
// line (issue 15: the commander-in-chief had no card and his line was cut).
ScrollView {
    id: card
    property var row: null // the tree's row (RosterRow): its model roles and kind

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: card.availableWidth
        spacing: Style.spacing

        ColumnLayout {
            spacing: Style.spacing
            Layout.fillWidth: true
            Layout.margins: Style.margin

            Label {
                objectName: "generalCardTitle"
                text: !card.row ? "" : card.row.kind === "cinc" ? qsTr("Commander-in-chief") : (card.row.model.name || "")
                opacity: 0.75
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "generalCardName"
                text: card.row && card.row.model.generalName ? card.row.model.generalName
                      : Labels.ledBy(card.row ? card.row.model.ledBy : "", card.row ? card.row.model.ledBySection : "")
                font.pixelSize: 17
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Flow {
                visible: !!(card.row && card.row.model.generalName)
                spacing: Style.spacing
                Layout.fillWidth: true
                StatChip {
                    caption: qsTr("Command")
                    value: card.row ? Labels.signedCommand(card.row.model.command) : ""
                }
                StatChip {
                    caption: qsTr("Character")
                    value: card.row ? card.row.model.character || "–" : ""
                }
                StatChip {
                    visible: !!(card.row && card.row.model.points !== undefined)
                    caption: qsTr("Points")
                    value: card.row && card.row.model.points !== undefined ? Style.number(card.row.model.points) : ""
                }
            }
            Label {
                objectName: "generalCardRules"
                readonly property string rules: {
                    const r = card.row ? card.row.model.generalRules : ""
                    return Array.isArray(r) ? r.join(", ") : (r || "")
                }
                visible: rules !== ""
                text: qsTr("Rules: %1").arg(rules)
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
