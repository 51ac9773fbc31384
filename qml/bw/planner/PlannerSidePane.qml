// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The right side of the planner: the selected piece or division and what can be done to it, the objectives
// (BWN 14.6), the deployment with its alternation (BWN 14.6), the hot-seat secrets and hidden positions (BWN 15.1),
// and the live checks (click one to select what it names). Verdicts and numbers come from the document.
// The tools scroll (at 1280x800 they are taller than the pane); the checks keep their own list below them.
Pane {
    id: pane
    property PlanDocument document: null
    property PlannerMap mapView: null
    readonly property alias checkList: checkList
    signal armRequested(var entry)
    padding: Style.spacing

    readonly property PlanRowModel pieceList: document ? document.pieces : null
    readonly property PlanRowModel formationList: document ? document.formations : null
    readonly property int piece: mapView ? mapView.map.selectedPiece : -1
    readonly property int formation: mapView ? mapView.map.selectedFormation : -1
    readonly property var pieceInfo: rowOf(pieceList, piece)
    readonly property var formationInfo: rowOf(formationList, formation)
    // The main objective's row: {slot, piece, value}.
    readonly property var mainObjective: rowOf(document ? document.objectives : null, 0)
    readonly property var setupInfo: document ? document.setup : ({})
    // "Deployment (BWN 14.6)": a step's title with the rule the plan's ruleset cites for it, or the title alone.
    function cited(title, step) {
        const section = setupInfo.sections ? setupInfo.sections[step] : undefined
        return section ? qsTr("%1 (%2)").arg(title).arg(section) : title
    }
    // A placement step's kind (BWN 14.4; the pieces' `kind`, a file word) in the interface's language, in the words
    // `bwn terrain` uses: the raw word read "(piece)" on a Polish screen.
    function kindWord(kind) {
        switch (kind) {
        case "piece": return qsTr("piece")
        case "bought": return qsTr("bought")
        case "special": return qsTr("special")
        case "fortification": return qsTr("fortification")
        case "road": return qsTr("road")
        case "bridge": return qsTr("bridge/ford")
        }
        return kind
    }
    readonly property bool secretsShown: !!document && document.loaded && document.secretsOf !== ""
    readonly property alias toolsScroll: toolsScroll
    readonly property alias notesField: notesField

    // Row `i` of a list as it is now (null when there is none); reading the list's revision makes a binding that
    // calls this follow edits of the row.
    function rowOf(list: PlanRowModel, i: int): var {
        return list && list.revision >= 0 && i >= 0 && i < list.count ? list.get(i) : null
    }
    function pieceName(i) {
        const p = rowOf(pieceList, i)
        return p ? qsTr("%1 (%2)").arg(p.name).arg(p.id) : qsTr("none")
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing

        ScrollView {
            id: toolsScroll
            objectName: "plannerSideTools"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 120
            contentWidth: availableWidth
            contentHeight: tools.implicitHeight
            clip: true
            // Shown while there is more below: the secrets box is out of sight at 800 px high.
            ScrollBar.vertical.policy: contentHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

            ColumnLayout {
                id: tools
                width: toolsScroll.availableWidth
                spacing: Style.spacing

                // ---- the selection ----
                GroupBox {
                    title: pane.pieceInfo ? qsTr("Piece %1 — %2").arg(pane.pieceInfo.id).arg(pane.pieceInfo.name)
                         : pane.formationInfo ? qsTr("Division — %1 (%2)").arg(pane.formationInfo.name).arg(pane.formationInfo.player)
                         : qsTr("Selection")
                    Layout.fillWidth: true
                    ColumnLayout {
                        anchors.fill: parent
                        Label {
                            visible: !pane.pieceInfo && !pane.formationInfo
                            text: qsTr("Click a piece or a division on the table. Drag to move, R to turn, Delete to remove; the selection's handles move its points, turn and resize it.")
                            wrapMode: Text.Wrap
                            opacity: 0.75
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: !!pane.pieceInfo
                            text: pane.pieceInfo ? qsTr("placed by %1 as no. %2 (%3)").arg(pane.pieceInfo.owner).arg(pane.pieceInfo.order).arg(pane.kindWord(pane.pieceInfo.kind)) : ""
                        }
                        RowLayout {
                            visible: !!pane.pieceInfo || !!pane.formationInfo
                            Button { text: qsTr("↺ 15°"); onClicked: pane.mapView.turn(-15) }
                            Button { text: qsTr("↻ 15°"); onClicked: pane.mapView.turn(15) }
                            Button { text: qsTr("↻ 90°"); onClicked: pane.mapView.turn(90) }
                        }
                        GridLayout {
                            visible: !!pane.pieceInfo
                            columns: 3
                            Label { text: qsTr("Width") }
                            Button { text: "−"; onClicked: pane.document.resizePiece(pane.piece, -2, 0) }
                            Button { text: "+"; onClicked: pane.document.resizePiece(pane.piece, 2, 0) }
                            Label { text: qsTr("Depth") }
                            Button { text: "−"; onClicked: pane.document.resizePiece(pane.piece, 0, -2) }
                            Button { text: "+"; onClicked: pane.document.resizePiece(pane.piece, 0, 2) }
                        }
                        RowLayout {
                            visible: !!pane.pieceInfo && pane.pieceInfo.level !== undefined && pane.pieceInfo.level !== null
                            Label {
                                // The ruleset's citation for a piece's level (BWN 3.5), none when it names none.
                                text: pane.cited(qsTr("Level"), "level")
                            }
                            SpinBox {
                                from: 0; to: 3
                                value: pane.pieceInfo && pane.pieceInfo.level !== undefined && pane.pieceInfo.level !== null ? pane.pieceInfo.level : 0
                                onValueModified: pane.document.setPieceLevel(pane.piece, value)
                            }
                        }
                        RowLayout {
                            visible: !!pane.pieceInfo
                            Button { text: qsTr("Main objective"); onClicked: pane.document.setMainObjective(pane.piece) }
                            Button { text: qsTr("Secondary 1"); onClicked: pane.document.setSecondaryObjective(0, pane.piece) }
                            Button { text: qsTr("Secondary 2"); onClicked: pane.document.setSecondaryObjective(1, pane.piece) }
                        }
                        RowLayout {
                            visible: !!pane.formationInfo
                            Button {
                                text: pane.formationInfo && pane.formationInfo.formation === "line" ? qsTr("To column") : qsTr("To line")
                                onClicked: pane.document.setFormationKind(pane.formation, pane.formationInfo.formation === "line" ? "column" : "line")
                            }
                        }
                        Button {
                            visible: !!pane.pieceInfo || !!pane.formationInfo
                            text: qsTr("Remove")
                            onClicked: pane.mapView.removeSelected()
                        }
                    }
                }

                // ---- BWN 14.6: objectives ----
                GroupBox {
                    title: pane.cited(qsTr("Objectives"), "objectives")
                    Layout.fillWidth: true
                    enabled: pane.document && pane.document.loaded
                    ColumnLayout {
                        anchors.fill: parent
                        Label {
                            objectName: "mainObjective"
                            text: qsTr("Main (%1 VP): %2").arg(pane.mainObjective ? pane.mainObjective.value : 0).arg(pane.pieceName(pane.mainObjective ? pane.mainObjective.piece : -1))
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        // The secondary objectives chosen: the rows after the main one.
                        Repeater {
                            model: pane.document ? pane.document.objectives : null
                            delegate: Label {
                                required property string slot
                                required property int piece
                                required property int value
                                visible: slot === "secondary"
                                id: secondaryLabel
                                text: qsTr("Secondary (%1 VP): %2").arg(secondaryLabel.value).arg(pane.pieceName(secondaryLabel.piece))
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                        }
                        Button {
                            objectName: "suggestObjectives"
                            // Short, so the pane keeps its width in Polish too; the label below says how.
                            text: qsTr("Suggest objectives")
                            onClicked: pane.document.suggestObjectives()
                        }
                        Label {
                            text: qsTr("Suggested: the main objective nearest the centre, the secondaries most equidistant between the deployment zones. A chooses the main objective, B the secondaries: select a piece and press its button to change one.")
                            wrapMode: Text.Wrap
                            opacity: 0.7
                            font.pixelSize: 11
                            Layout.fillWidth: true
                        }
                    }
                }

                // ---- BWN 14.6: deployment ----
                GroupBox {
                    title: pane.cited(qsTr("Deployment"), "deployment")
                    Layout.fillWidth: true
                    enabled: pane.document && pane.document.loaded
                    ColumnLayout {
                        anchors.fill: parent
                        // B19 6.4: corps deploy from their revealed patrol markers, never into a zone by the edge.
                        Label {
                            objectName: "deployFromPatrols"
                            visible: !!pane.setupInfo.patrolPhase
                            text: qsTr("Corps deploy division by division from their revealed patrol markers: press Patrols.")
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        RowLayout {
                            visible: !pane.setupInfo.patrolPhase
                            Label { text: qsTr("First to deploy") }
                            ComboBox {
                                model: ["A", "B"]
                                currentIndex: pane.document && pane.document.deployFirst === "B" ? 1 : 0
                                onActivated: index => pane.document.deployFirst = index === 1 ? "B" : "A"
                            }
                        }
                        Label {
                            objectName: "nextToDeploy"
                            visible: !pane.setupInfo.patrolPhase
                            text: pane.document && pane.document.nextToDeploy !== ""
                                  ? qsTr("Next: player %1 deploys a division").arg(pane.document.nextToDeploy)
                                  : qsTr("No division waits to be deployed.")
                            font.bold: true
                        }
                        // A plan opened without its rosters (moved, or never given) gets them here.
                        RowLayout {
                            Button {
                                id: rosterButtonA
                                objectName: "planRosterA"
                                text: pane.setupInfo.hasRosterA ? qsTr("Roster of A ✓") : qsTr("Roster of A…")
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                onClicked: rosterMenu.ask("A", rosterButtonA)
                            }
                            Button {
                                id: rosterButtonB
                                objectName: "planRosterB"
                                text: pane.setupInfo.hasRosterB ? qsTr("Roster of B ✓") : qsTr("Roster of B…")
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                onClicked: rosterMenu.ask("B", rosterButtonB)
                            }
                        }
                        RowLayout {
                            visible: !pane.setupInfo.patrolPhase
                            Button { objectName: "deployNext"; text: qsTr("Deploy next"); onClicked: pane.document.deployNext() }
                            Button { objectName: "deployAllA"; text: qsTr("All of A"); onClicked: pane.document.deploy("A") }
                            Button { objectName: "deployAllB"; text: qsTr("All of B"); onClicked: pane.document.deploy("B") }
                        }
                    }
                }

                // ---- secrets: hot seat (issue 6 §8) and BWN 15.1 ----
                GroupBox {
                    title: qsTr("Secrets (hot seat)")
                    Layout.fillWidth: true
                    enabled: pane.document && pane.document.loaded
                    ColumnLayout {
                        anchors.fill: parent
                        StateComboBox {
                            id: secretsBox
                            objectName: "secretsOf"
                            Layout.fillWidth: true
                            textRole: "text"
                            valueRole: "value"
                            // Only the players whose secrets the plan holds: a copy exported for A offers no B.
                            model: [{ "value": "", "text": qsTr("Hidden (both players look)") },
                                    ...(pane.document ? pane.document.secretPlayers : []).map(p => ({
                                        "value": p, "text": p === "A" ? qsTr("Show A's secrets") : qsTr("Show B's secrets") }))]
                            shownIndex: count > 0 && pane.document ? Math.max(0, indexOfValue(pane.document.secretsOf)) : 0
                            onActivated: pane.document.secretsOf = currentValue
                        }
                        RowLayout {
                            // Only a ruleset with ambush places (BWN 15.1); B19's secrets are its patrol slips.
                            visible: pane.document && pane.document.secretsOf !== "" && pane.setupInfo.ambushReach > 0
                            ComboBox {
                                id: ambushRegiment
                                Layout.fillWidth: true
                                editable: true
                                model: pane.document && pane.document.secretsOf !== "" ? pane.document.ambushCandidates() : []
                            }
                            Button {
                                text: qsTr("Hide…")
                                enabled: ambushRegiment.editText !== ""
                                ToolTip.visible: hovered
                                ToolTip.text: pane.cited(qsTr("Then click the hidden position on the table: at most %1 %2 from your edge").arg(pane.setupInfo.ambushReach).arg(pane.setupInfo.measure), "ambush") + "."
                                onClicked: pane.armRequested("ambush:" + ambushRegiment.editText)
                            }
                        }
                        // The shown player's hidden positions (BWN 15.1), each removable; a click selects it.
                        Label {
                            visible: pane.secretsShown
                            text: qsTr("Hidden positions of %1").arg(pane.document ? pane.document.secretsOf : "")
                            font.bold: true
                        }
                        Repeater {
                            model: pane.secretsShown ? pane.document.ambushes : null
                            delegate: RowLayout {
                                id: hiddenRow
                                // The row's roles through `model`: its x and y would hide the item's own.
                                required property var model
                                Layout.fillWidth: true
                                ItemDelegate {
                                    Layout.fillWidth: true
                                    padding: 2
                                    text: qsTr("%1 at %2, %3 %4").arg(hiddenRow.model.regiment).arg(Math.round(hiddenRow.model.x))
                                          .arg(Math.round(hiddenRow.model.y)).arg(pane.setupInfo.measure)
                                    onClicked: {
                                        pane.mapView.clearSelection()
                                        pane.mapView.map.selectedAmbush = hiddenRow.model.index
                                    }
                                }
                                ToolButton {
                                    objectName: "removeAmbush_" + hiddenRow.model.index
                                    text: "✕"
                                    ToolTip.visible: hovered
                                    ToolTip.text: qsTr("Remove this hidden position")
                                    onClicked: pane.document.removeAmbush(hiddenRow.model.index)
                                }
                            }
                        }
                        Label {
                            visible: pane.secretsShown && pane.document.ambushes.count === 0
                            text: qsTr("No hidden position yet.")
                            opacity: 0.7
                        }
                        // The shown player's notes: one undo step per editing session (committed while typing
                        // pauses and when the field is left), never shown with the secrets hidden.
                        Label {
                            visible: pane.secretsShown
                            text: qsTr("Notes of %1 (the other player does not see them)").arg(pane.document ? pane.document.secretsOf : "")
                            font.bold: true
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        TextArea {
                            id: notesField
                            objectName: "notesText"
                            visible: pane.secretsShown
                            Layout.fillWidth: true
                            Layout.preferredHeight: Math.max(90, implicitHeight)
                            wrapMode: TextEdit.Wrap
                            placeholderText: qsTr("Plans, feints, where the reserve goes…")
                            text: pane.secretsShown ? pane.document.notesText : ""
                            property string committed: "" // the document's text when the two were last in step
                            onTextChanged: if (activeFocus) notesPause.restart()
                            onActiveFocusChanged: if (!activeFocus) commit(true)
                            function commit(end) {
                                notesPause.stop()
                                if (!pane.secretsShown)
                                    return
                                if (text !== pane.document.notesText)
                                    pane.document.setNotesText(text)
                                committed = pane.document.notesText
                                if (end)
                                    pane.document.endNotesEdit()
                            }
                            Timer {
                                id: notesPause
                                interval: 700
                                onTriggered: notesField.commit(false)
                            }
                            // The binding above goes with the first keystroke: follow undo, redo and the player
                            // shown from here. While the player types, only a change made elsewhere (Ctrl+Z) wins.
                            Connections {
                                target: pane.document
                                function onPlanChanged() {
                                    const now = pane.secretsShown ? pane.document.notesText : ""
                                    if (now === notesField.text) {
                                        notesField.committed = now // its own commit: the cursor stays put
                                    } else if (!notesField.activeFocus || now !== notesField.committed) {
                                        notesPause.stop()
                                        notesField.text = now
                                        notesField.committed = now
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        // The roster of a player (issue 15 item 14): the bundled demo rosters, named in the interface's language and
        // marked as demo data like in the new-battle dialog, or a file of the player's through FileChooser.
        Menu {
            id: rosterMenu
            objectName: "planRosterMenu"
            property string player: "A"
            property var demos: []
            function ask(p, button) {
                player = p
                demos = pane.document ? pane.document.demoRosters() : []
                popup(button, 0, button.height)
            }
            function pickFile() {
                const url = FileChooser.openFile("roster", qsTr("The roster of player %1").arg(player), "")
                if (String(url) !== "")
                    pane.document.setRoster(player, url)
            }
            // Demo names are long: the menu is as wide as they need, within the window.
            width: Math.min(pane.Window.width - 20, Math.max(implicitWidth, 460))
            // Instantiator, not Repeater: the demos go first, at their index, before the separator and "Another file".
            Instantiator {
                model: rosterMenu.demos
                onObjectAdded: (index, object) => rosterMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => rosterMenu.removeItem(object)
                MenuItem {
                    id: demoEntry
                    required property var modelData
                    required property int index
                    objectName: "planRosterDemo" + index
                    text: qsTr("%1 (demo)").arg(modelData.name)
                    onTriggered: pane.document.setRoster(rosterMenu.player, demoEntry.modelData.url)
                }
            }
            MenuSeparator {}
            MenuItem {
                objectName: "planRosterFile"
                text: qsTr("Another file…")
                // After the menu has closed: the file dialog is modal and would hold the menu open behind it.
                onTriggered: rosterFileLater.restart()
            }
        }

        Timer {
            id: rosterFileLater
            interval: 0
            onTriggered: rosterMenu.pickFile()
        }

        // ---- the checks ----
        Label {
            // Only errors are "to fix"; warnings (where a regiment stands, pieces on pieces) are listed below too.
            readonly property int errors: pane.document && pane.document.checks.revision >= 0 ? pane.document.checks.countOf("severity", "error") : 0
            text: errors > 0 ? qsTr("Rule checks — %1 to fix").arg(errors) : qsTr("Rule checks")
            font.bold: true
        }
        ListView {
            id: checkList
            objectName: "planChecks"
            Layout.fillWidth: true
            // Its own share of the pane, whatever the tools above need: up to 40 %, at least a few rows.
            Layout.preferredHeight: Math.max(90, Math.min(contentHeight, pane.height * 0.4))
            clip: true
            model: pane.document ? pane.document.checks : null
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: check
                required property string severity
                required property string section
                required property string message
                required property int piece
                required property int formation
                required property int ambush
                required property int index
                width: ListView.view.width
                padding: 4
                onClicked: {
                    checkList.currentIndex = check.index
                    if (piece >= 0)
                        pane.mapView.selectPiece(piece)
                    else if (formation >= 0)
                        pane.mapView.selectFormation(formation)
                    else if (ambush >= 0) {
                        pane.mapView.clearSelection()
                        pane.mapView.map.selectedAmbush = ambush
                    }
                }
                contentItem: RowLayout {
                    spacing: Style.spacing
                    SeverityMarker {
                        severity: check.severity
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: 3
                    }
                    Label {
                        text: check.section
                        font.bold: true
                        Layout.preferredWidth: 64
                        Layout.alignment: Qt.AlignTop
                    }
                    Label {
                        text: check.message
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                visible: checkList.count === 0 && pane.document && pane.document.loaded
                text: qsTr("Every placement rule is kept.")
                color: Style.ok
            }
        }
    }
}
