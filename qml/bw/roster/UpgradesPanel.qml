// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// Every upgrade of BWN 13.3 the ruleset offers, with its cost and limit as the model words them, the current
// choice and the points it costs. Changing a control is one edit (one undo step).
Pane {
    id: panel
    property var document: null
    readonly property alias list: upgradeList
    padding: Style.spacing

    ListView {
        id: upgradeList
        objectName: "upgradeList"
        anchors.fill: parent
        clip: true
        spacing: 2
        model: panel.document ? panel.document.upgradeModel : null
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        delegate: Frame {
            id: upgrade
            required property var model
            required property int index
            readonly property string kind: model.kind || "toggle"
            readonly property string upgradeId: model.upgradeId
            width: ListView.view.width - 12
            padding: 6

            function set(map) {
                panel.document.setUpgrade(upgrade.upgradeId, map)
            }

            ColumnLayout {
                width: parent.width
                spacing: 2
                RowLayout {
                    spacing: Style.spacing
                    Layout.fillWidth: true
                    SeverityMarker {
                        severity: upgrade.model.severity || ""
                        reasons: upgrade.model.issueText || ""
                    }
                    Label {
                        text: upgrade.model.name || ""
                        font.bold: true
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                        // The rule in a sentence, with its section.
                        HoverHandler { id: nameHover }
                        ToolTip.visible: nameHover.hovered && ToolTip.text !== ""
                        ToolTip.delay: 400
                        ToolTip.text: [upgrade.model.description, upgrade.model.section].filter(t => !!t).join(" — ")
                    }
                    Label {
                        visible: Number(upgrade.model.price) > 0
                        text: (Number(upgrade.model.price) === 1 ? qsTr("%1 pt") : qsTr("%1 pts")).arg(Style.number(upgrade.model.price))
                        font.bold: true
                    }
                }
                Label {
                    text: [upgrade.model.costText, upgrade.model.limitText].filter(t => !!t).join(" · ")
                    wrapMode: Text.Wrap
                    opacity: 0.75
                    font.pixelSize: 11
                    Layout.fillWidth: true
                }
                RowLayout {
                    spacing: Style.spacing
                    visible: upgrade.kind !== "choice"
                    CheckBox {
                        objectName: "upgradeToggle_" + upgrade.upgradeId
                        visible: upgrade.kind === "toggle"
                        text: qsTr("bought")
                        checked: !!upgrade.model.value
                        onToggled: upgrade.set({ "count": checked ? 1 : 0 })
                    }
                    Label {
                        visible: upgrade.kind === "regiment"
                        text: qsTr("Set on the regiments in the roster: %1").arg(Number(upgrade.model.value) || 0)
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        visible: spin.visible
                        text: upgrade.kind === "levels" ? qsTr("levels") : upgrade.kind === "points" ? qsTr("points") : qsTr("how many")
                    }
                    SpinBox {
                        id: spin
                        objectName: "upgradeSpin_" + upgrade.upgradeId
                        visible: upgrade.kind === "count" || upgrade.kind === "levels" || upgrade.kind === "points"
                        from: 0
                        to: 999
                        editable: true
                        value: Number(upgrade.model.value) || 0
                        onValueModified: {
                            const map = {}
                            map[upgrade.kind] = value
                            upgrade.set(map)
                        }
                    }
                }
                // One counter per choice (terrain type, redraw target, pool of the extra general).
                Repeater {
                    model: upgrade.kind === "choice" ? upgrade.model.choices : []
                    delegate: RowLayout {
                        id: choiceRow
                        required property var modelData
                        readonly property var counts: upgrade.model.value || ({})
                        spacing: Style.spacing
                        Layout.fillWidth: true
                        Label {
                            text: choiceRow.modelData.name
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        SpinBox {
                            objectName: "upgradeChoice_" + upgrade.upgradeId + "_" + choiceRow.modelData.id
                            from: 0
                            to: 99
                            value: Number(choiceRow.counts[choiceRow.modelData.id]) || 0
                            onValueModified: upgrade.set({ "choice": choiceRow.modelData.id, "count": value })
                        }
                    }
                }
            }
        }
    }
}
