// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The battle planner (issue 6): from the rolled initiative to a deployed battlefield on a to-scale table. Left: the
// steps before the terrain, the allowance and the palette; middle: the table; right: the selection, objectives,
// deployment, secrets and the live checks. Every rule is the core's; this view only shows and forwards.
Page {
    id: view
    objectName: "plannerView"
    readonly property alias document: planDocument
    readonly property alias mapView: mapView
    readonly property alias sidePane: sidePane
    readonly property alias newDialog: newDialog
    readonly property alias patrol: patrolSession
    readonly property alias patrolPane: patrolPane
    signal homeRequested()
    // The setup as a plain object (qmllint in Qt 6.4 cannot read a QVariantMap's keys).
    readonly property var setupInfo: planDocument.setup

    PlanDocument {
        id: planDocument
        objectName: "planDocument"
    }

    // The patrol-marker phase of the 19th-century ruleset (B19 6): whose screen, the markers as he knows them.
    PatrolSession {
        id: patrolSession
        objectName: "patrolSession"
        document: planDocument
    }

    function newBattle() { planUnsaved.ask(() => newDialog.open()) }
    function openPlan() { planUnsaved.ask(() => planFiles.ask("open")) }
    function save() {
        if (String(planDocument.fileUrl) === "")
            planFiles.ask("saveAs")
        else
            planDocument.save()
    }

    // What the window asks of every area (Main.qml): its ways in, the shown document's commands, its unsaved work.
    function start(action) {
        if (action === "new")
            newBattle()
        else if (action === "patrol-demo")
            planUnsaved.ask(() => { if (patrolSession.openDemo()) mapView.map.resetView() })
    }
    function openDocument(url) {
        planUnsaved.ask(() => { if (planDocument.open(url)) mapView.map.resetView() })
    }
    function saveDocument() { save() }
    function saveDocumentAs() { planFiles.ask("saveAs") }
    function exportDocument() { planFiles.ask("map") }
    function closeDocument() { planUnsaved.ask(() => planDocument.close()) }
    function askUnsaved(action) { planUnsaved.ask(action) }
    function unsavedDocuments() { return planDocument.modified ? [{ document: planDocument, save: view.save }] : [] }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 4
            ToolButton { objectName: "plannerHomeButton"; text: qsTr("← Home"); onClicked: view.homeRequested() }
            ToolSeparator {}
            ToolButton { objectName: "planNew"; text: qsTr("New battle…"); onClicked: view.newBattle() }
            ToolButton { objectName: "planOpen"; text: qsTr("Open…"); onClicked: view.openPlan() }
            ToolButton { text: qsTr("Save"); enabled: planDocument.loaded; onClicked: view.save() }
            ToolButton { objectName: "planSaveAs"; text: qsTr("Save as…"); enabled: planDocument.loaded; onClicked: planFiles.ask("saveAs") }
            ToolButton { objectName: "planExportMap"; text: qsTr("Export map…"); enabled: planDocument.loaded; onClicked: planFiles.ask("map") }
            ToolButton { objectName: "planForA"; text: qsTr("For A…"); enabled: planDocument.loaded; onClicked: planFiles.ask("forA") }
            ToolButton { text: qsTr("For B…"); enabled: planDocument.loaded; onClicked: planFiles.ask("forB") }
            ToolSeparator {}
            ToolButton {
                objectName: "patrolMode"
                text: qsTr("Patrols")
                checkable: true
                visible: patrolSession.available
                checked: patrolSession.shown
                onClicked: patrolSession.shown = checked
            }
            ToolButton {
                objectName: "patrolDemo"
                text: qsTr("Patrol demo")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Gettysburg corps on a B19 table: the patrol-marker phase to try (demo data)")
                onClicked: view.start("patrol-demo")
            }
            ToolSeparator {}
            ToolButton {
                objectName: "planUndo"
                text: qsTr("Undo")
                enabled: planDocument.canUndo
                ToolTip.visible: hovered && planDocument.undoText !== ""
                ToolTip.text: planDocument.undoText
                onClicked: planDocument.undo()
            }
            ToolButton { objectName: "planRedo"; text: qsTr("Redo"); enabled: planDocument.canRedo; onClicked: planDocument.redo() }
            ToolSeparator {}
            ToolButton { text: "−"; onClicked: mapView.map.zoomAt(mapView.width / 2, mapView.height / 2, 0.8) }
            ToolButton { text: qsTr("Fit"); onClicked: mapView.map.resetView() }
            ToolButton { text: "+"; onClicked: mapView.map.zoomAt(mapView.width / 2, mapView.height / 2, 1.25) }
            Label {
                text: planDocument.loaded ? qsTr("%1 px/%2").arg(mapView.map.pixelsPerUnit.toFixed(1)).arg(view.setupInfo.measure) : ""
                opacity: 0.7
            }
            Item { Layout.fillWidth: true }
            Label {
                text: (planDocument.modified ? "• " : "") + planDocument.displayName
                visible: planDocument.loaded
                font.bold: true
                Layout.rightMargin: Style.margin
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ErrorBanner {
            objectName: "planErrorBanner"
            Layout.fillWidth: true
            message: planDocument.errorMessage
        }
        // A move or placement the core refused: the rule's section and message (B19 6).
        ErrorBanner {
            objectName: "patrolRefusal"
            Layout.fillWidth: true
            visible: patrolSession.shown && message !== "" && !dismissed
            message: patrolSession.refusal
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            PlannerSetupPane {
                id: setupPane
                objectName: "plannerSetup"
                document: planDocument
                Layout.preferredWidth: 340
                Layout.fillHeight: true
                padding: Style.spacing
                onArmRequested: entry => { mapView.armed = entry; mapView.forceActiveFocus() }
            }
            PlannerMap {
                id: mapView
                objectName: "plannerMap"
                document: planDocument
                patrol: patrolSession
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
            }
            PlannerSidePane {
                id: sidePane
                objectName: "plannerSide"
                document: planDocument
                mapView: mapView
                visible: !patrolSession.shown
                Layout.preferredWidth: 330
                Layout.fillHeight: true
                onArmRequested: entry => { mapView.armed = entry; mapView.forceActiveFocus() }
            }
            PatrolPane {
                id: patrolPane
                objectName: "patrolPane"
                session: patrolSession
                document: planDocument
                visible: patrolSession.shown
                Layout.preferredWidth: 330
                Layout.fillHeight: true
                onPrintRequested: what => planFiles.ask(what)
            }
        }
    }

    // The hot seat's hand-over screen: over everything below the tool bar until the named player takes the seat.
    HandOverScreen {
        objectName: "patrolHandover"
        anchors.fill: parent
        z: 100
        visible: patrolSession.handover !== ""
        toName: qsTr("player %1").arg(patrolSession.handover)
        note: qsTr("Player %1's markers, corps and sight are hidden until he clicks below. The other player looks away.").arg(patrolSession.handover)
        buttonName: "patrolTakeSeat"
        onTaken: patrolSession.takeSeat()
    }

    PlannerNewDialog {
        id: newDialog
        objectName: "plannerNewDialog"
        document: planDocument
        onAccepted: mapView.map.resetView()
    }

    // Every file question goes through FileChooser (issue 15: a real open or save dialog, never Qt Quick's
    // fallback); a save proposes a name made from this plan, and the document refuses a file of another kind.
    DocumentUnsavedDialog {
        id: planUnsaved
        objectName: "planUnsavedDialog"
        document: planDocument
        onSaveAsNeeded: next => {
            const url = FileChooser.saveFile("plan", qsTr("Save battle plan as"), planFiles.fileName().replace(/\.bwplan$/, ""), planDocument.fileUrl)
            if (String(url) !== "" && planDocument.saveAs(url))
                next()
        }
    }

    Item {
        id: planFiles
        property string mode: "open"
        function fileName() {
            const file = String(planDocument.fileUrl)
            return file !== "" ? decodeURIComponent(file.substring(file.lastIndexOf("/") + 1)) : planDocument.displayName
        }
        function ask(m) {
            mode = m
            planLater.restart() // after the menu or button that asked: the dialog is modal
        }
        Timer {
            id: planLater
            interval: 0
            onTriggered: planFiles.mode === "open" ? planFiles.choose(planFiles.mode) : planFiles.save(planFiles.mode)
        }
        function choose(m) {
            mode = m
            const url = FileChooser.openFile("plan", qsTr("Open battle plan"), planDocument.fileUrl)
            if (String(url) !== "")
                finish(url)
        }
        function save(m) {
            mode = m
            const base = fileName().replace(/\.bwplan$/, "")
            const pdf = m === "slip" || m === "blankSlip" || m === "card"
            const kind = m === "map" ? "map" : pdf ? "pdf" : "plan"
            const name = m === "forA" ? base + " (A)" : m === "forB" ? base + " (B)"
                       : m === "slip" ? qsTr("%1 - slip %2").arg(base).arg(patrolSession.viewer)
                       : m === "blankSlip" ? qsTr("%1 - blank slips").arg(base)
                       : m === "card" ? qsTr("patrol markers - reference card") : base
            const title = m === "map" ? qsTr("Export the map (SVG or PNG)")
                        : m === "slip" ? qsTr("Your secret slip (PDF: only your assignments)")
                        : m === "blankSlip" ? qsTr("Blank slips for both players (PDF)")
                        : m === "card" ? qsTr("Marker reference card (PDF)")
                        : m === "forA" ? qsTr("Plan for A (without B's secrets)")
                        : m === "forB" ? qsTr("Plan for B (without A's secrets)") : qsTr("Save battle plan as")
            const url = FileChooser.saveFile(kind, title, name, planDocument.fileUrl)
            if (String(url) !== "")
                finish(url)
        }
        function finish(url) {
            switch (mode) {
            case "open": if (planDocument.open(url)) mapView.map.resetView(); break // asked about unsaved work before the dialog
            case "saveAs": planDocument.saveAs(url); break
            case "map": planDocument.exportMap(url); break
            case "forA": planDocument.exportFor("A", url); break
            case "forB": planDocument.exportFor("B", url); break
            case "slip": patrolSession.saveSlip(patrolSession.viewer, url, false); break
            case "blankSlip": patrolSession.saveBlankSlips(url); break
            case "card": patrolSession.saveCard(url); break
            }
        }
    }
}
