// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// One row of the roster tree: the commander-in-chief, a corps, a division (with its general) or a regiment
// (with its status and ambush). Every choice offered comes from the row's model roles.
ItemDelegate {
    id: row
    required property int index
    required property var model
    property var document: null
    property Item dragProxy: null
    property var owner: null

    readonly property string kind: model.kind || ""
    readonly property int divisionIndex: model.divisionIndex !== undefined ? model.divisionIndex : -1
    readonly property int regimentIndex: model.regimentIndex !== undefined ? model.regimentIndex : -1
    readonly property bool isDivision: kind === "division"
    readonly property bool isRegiment: kind === "regiment"
    readonly property bool isGeneralRow: kind === "cinc" || kind === "corps" || isDivision
    readonly property bool isExtraGeneral: kind === "extraGeneral" // BWN 13.3: his own row, with his division
    readonly property bool dropHighlight: dropArea.containsDrag
    // The division's name is being edited in place (F2, a double click, the row's menu).
    readonly property bool renaming: isDivision && owner !== null && owner.editingRow >= 0 && owner.editingRow === index

    width: ListView.view ? ListView.view.width : 400
    highlighted: ListView.isCurrentItem
    leftPadding: Style.spacing + (model.depth || 0) * Style.indent
    rightPadding: Style.spacing
    topPadding: 4
    bottomPadding: 4
    onClicked: owner.select(index)
    onDoubleClicked: if (isDivision) owner.renameRow(index)
    Accessible.name: model.name || ""

    background: Rectangle {
        color: row.dropHighlight ? Qt.rgba(palette.highlight.r, palette.highlight.g, palette.highlight.b, 0.35)
             : row.highlighted ? palette.highlight
             : row.isDivision ? Qt.rgba(palette.windowText.r, palette.windowText.g, palette.windowText.b, 0.05)
             : "transparent"
        border.color: row.dropHighlight ? palette.highlight : "transparent"
        border.width: 2
    }

    // Press, then drag a regiment onto a division row (or another regiment) to move it there. Beneath the row's
    // content (which has z 1): the boxes, the checkbox and the "⋯" button in it take their own clicks, the rest of
    // the row (names, numbers) falls through to here (issue 15: this lay on top and took every click).
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        preventStealing: true
        drag.target: row.isRegiment ? row.dragProxy : null
        drag.threshold: 8
        onPressed: mouse => {
            row.owner.select(row.index)
            if (mouse.button === Qt.RightButton) {
                row.owner.openMenu(row.index, row, mouse.x, mouse.y)
                return
            }
            if (row.dragProxy) {
                const p = mapToItem(row.dragProxy.parent, mouse.x, mouse.y)
                row.dragProxy.x = p.x + 10
                row.dragProxy.y = p.y + 10
            }
        }
        onDoubleClicked: if (row.isDivision) row.owner.renameRow(row.index)
        drag.onActiveChanged: {
            if (!row.dragProxy)
                return
            if (drag.active)
                row.dragProxy.begin({ "kind": "regiment", "division": row.divisionIndex,
                                      "regiment": row.regimentIndex, "label": row.model.name })
            else
                row.dragProxy.finish()
        }
    }

    DropArea {
        id: dropArea
        anchors.fill: parent
        enabled: row.isDivision || row.isRegiment
        keys: ["unit", "regiment"]
        onDropped: drop => {
            const p = drop.source ? drop.source.payload : null
            if (!p)
                return
            if (p.kind === "unit")
                row.owner.addUnit(p.unitId, row.divisionIndex)
            else if (p.kind === "regiment")
                row.owner.moveRegiment(p.division, p.regiment, row.divisionIndex, row.isRegiment ? row.regimentIndex : row.owner.atEnd)
            drop.accept()
        }
    }

    // By id, not an object written here: ids inside a deferred contentItem make it immediate anyway (qmllint).
    contentItem: content
    RowLayout {
        id: content
        z: 1 // above the row's MouseArea, see there
        spacing: Style.spacing

        SeverityMarker {
            severity: row.model.severity || ""
            reasons: row.model.issueText || ""
            Layout.alignment: Qt.AlignVCenter
        }
        Item {
            visible: !(row.model.severity)
            implicitWidth: 12
        }

        ColumnLayout {
            spacing: 1
            Layout.fillWidth: true

            RowLayout {
                spacing: Style.spacing
                Layout.fillWidth: true
                Label {
                    visible: !row.renaming
                    text: row.kind === "cinc" ? qsTr("Commander-in-chief") : (row.model.name || "")
                    font.bold: row.isGeneralRow
                    font.pixelSize: row.isDivision || row.kind === "corps" ? 14 : 13
                    color: row.highlighted ? palette.highlightedText : palette.text
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                // Only while renaming: an idle editor in every row would take the focus and the keys. A Repeater of
                // one or none, not a Loader: Qt 6.4 does not create a bound file's inline component from a Loader.
                Repeater {
                    model: row.renaming ? 1 : 0
                    TextField {
                        objectName: "divisionNameEditor"
                        Layout.fillWidth: true
                        text: row.model.name || ""
                        selectByMouse: true
                        Component.onCompleted: {
                            forceActiveFocus()
                            selectAll()
                        }
                        onAccepted: row.owner.finishRename(row.divisionIndex, text)
                        Keys.onEscapePressed: row.owner.cancelRename()
                        onActiveFocusChanged: if (!activeFocus) row.owner.cancelRename()
                    }
                }
                Label {
                    visible: row.isDivision
                    // B19 12.3: a division with a role (corps artillery) is named by it, not by its arm.
                    text: row.model.organisationRole ? row.model.organisationRole
                        : row.model.pool ? qsTr("%1, %2 pool").arg(Labels.arm(row.model.arm)).arg(Labels.arm(row.model.pool))
                        : Labels.arm(row.model.arm || "")
                    opacity: 0.7
                    color: row.highlighted ? palette.highlightedText : palette.text
                }
            }

            RowLayout {
                spacing: Style.spacing
                visible: row.isGeneralRow || row.isExtraGeneral
                Layout.fillWidth: true
                // The general of this division (or the commander-in-chief): name, command, character, rules.
                Label {
                    objectName: "generalLine"
                    Layout.fillWidth: true
                    // Wrapped, not cut: the commander-in-chief's rules are long (issue 15); the card has them too.
                    wrapMode: Text.Wrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    font.pixelSize: 12
                    color: row.highlighted ? palette.highlightedText : palette.text
                    opacity: 0.85
                    text: {
                        if (!row.model.generalName)
                            return row.isExtraGeneral ? qsTr("Not drawn yet: draw him (Ctrl+G)")
                                   : Labels.ledBy(row.model.ledBy, row.model.ledBySection)
                        // BWN 13.3: a division the extra general leads says so, not only his name.
                        const name = row.model.ledByExtraGeneral ? qsTr("Extra general: %1").arg(row.model.generalName)
                                                                 : row.model.generalName
                        let t = qsTr("%1 · command %2 · %3").arg(name)
                                                             .arg(Labels.signedCommand(row.model.command))
                                                             .arg(row.model.character || "")
                        const rules = Array.isArray(row.model.generalRules) ? row.model.generalRules.join(", ")
                                                                            : (row.model.generalRules || "")
                        return rules !== "" ? t + " · " + rules : t
                    }
                    ToolTip.visible: generalHover.hovered && truncated
                    ToolTip.text: text
                    HoverHandler { id: generalHover }
                }
                StateComboBox {
                    id: historicalBox
                    objectName: "historicalCombo"
                    readonly property var options: row.model.historicalOptions || []
                    visible: row.isDivision && options.length > 0
                    Layout.preferredWidth: 200
                    Layout.maximumWidth: 200
                    textRole: "text"
                    valueRole: "value"
                    model: [{ "value": "", "text": qsTr("not historical") }, ...options.map(o => ({ "value": o.id, "text": o.name }))]
                    shownIndex: count > 0 ? Math.max(0, indexOfValue(row.model.historical || "")) : -1
                    onActivated: row.document.setHistorical(row.divisionIndex, currentValue)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Attach to a historical division")
                }
                // BWN 13.3: the division the extra general leads, any of the roster's; one with another commander is
                // marked, and choosing it anyway makes the core say why (EXTRA_GENERAL_DIVISION_TAKEN).
                StateComboBox {
                    objectName: "extraDivisionCombo"
                    readonly property var options: row.model.extraDivisionOptions || []
                    visible: row.isExtraGeneral
                    Layout.preferredWidth: 220
                    Layout.maximumWidth: 220
                    textRole: "text"
                    valueRole: "value"
                    model: [{ "value": "", "text": qsTr("leads no division") }, ...options.map(o => ({
                        "value": o.id, "text": o.taken ? qsTr("%1 (has a commander)").arg(o.name) : o.name }))]
                    shownIndex: count > 0 ? Math.max(0, indexOfValue(row.model.extraDivision || "")) : -1
                    onActivated: row.document.setExtraGeneralDivision(row.model.upgradeIndex, currentValue)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("The division the extra general leads (BWN 13.3)")
                }
            }
            // Why the extra general stands where he does, in words.
            Label {
                objectName: "extraGeneralState"
                visible: row.isExtraGeneral
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                font.pixelSize: 11
                opacity: 0.75
                color: row.highlighted ? palette.highlightedText : palette.text
                text: row.model.extraState === "leads"
                      ? qsTr("Leads this division: it draws and pays for no general of its own (BWN 13.3).")
                      : row.model.extraState === "taken"
                        ? qsTr("Leads no division: the one chosen has another commander (BWN 13.3).")
                        : qsTr("Leads no division yet: choose one for him, or he keeps an order block of his own (BWN 13.3).")
            }
        }

        StateComboBox {
            id: statusBox
            objectName: "statusCombo"
            readonly property var options: row.model.statusOptions || []
            visible: row.isRegiment
            enabled: options.length > 1
            Layout.preferredWidth: 140
            textRole: "text"
            valueRole: "value"
            readonly property var texts: row.model.statusTexts || []
            model: options.map((s, i) => ({ "value": s, "text": texts[i] || Labels.status(s) }))
            // Read again when a language switch brings translated texts (issue 15: an elite regiment said "regular").
            shownIndex: count > 0 ? indexOfValue(row.model.status || "") : -1
            onActivated: row.document.setStatus(row.divisionIndex, row.regimentIndex, currentValue)
        }

        CheckBox {
            objectName: "ambushCheck"
            visible: row.isRegiment && (row.model.ambushAllowed || row.model.ambush)
            text: qsTr("ambush")
            checked: !!row.model.ambush
            onToggled: row.document.setAmbush(row.divisionIndex, row.regimentIndex, checked)
        }

        Label {
            visible: row.isRegiment || row.isDivision
            text: row.model.bases !== undefined ? String(row.model.bases) : ""
            opacity: 0.75
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 44
            color: row.highlighted ? palette.highlightedText : palette.text
        }
        Label {
            text: row.model.points !== undefined ? Style.number(row.model.points) : ""
            font.bold: row.isDivision
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 48
            color: row.highlighted ? palette.highlightedText : palette.text
        }
        ToolButton {
            objectName: "rowMenuButton"
            visible: row.isDivision || row.isRegiment || row.isGeneralRow
            text: "⋯"
            focusPolicy: Qt.NoFocus
            onClicked: {
                row.owner.select(row.index)
                row.owner.openMenu(row.index, this, 0, height)
            }
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Actions for this row (menu key)")
        }
    }
}
