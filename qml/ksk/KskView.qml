// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// Krwawe Stepy Krymu 1854 (issue 20 item 5): the command system beside the physical map. Left: the stage track with
// the couriers parked on it, the cups and the stage's next steps; middle: the shown side's command diagrams; right:
// its commanders, couriers, what is due this stage and the log. Hot seat: the other side's orders and messages are
// never on screen (the document leaves them out of the shown side's view). Every rule is the core's.
Page {
    id: view
    objectName: "kskView"
    readonly property alias document: game
    readonly property alias orderDialog: orderDialog
    readonly property alias moveDialog: moveDialog
    readonly property alias interceptDialog: interceptDialog
    readonly property alias stagePanel: stagePanel
    signal homeRequested()

    KskGameDocument {
        id: game
        objectName: "kskGame"
    }

    // A game with unsaved changes is never replaced without asking (the window's close asks through it too).
    function askUnsaved(action) { kskUnsaved.ask(action) }
    function newGame() { kskUnsaved.ask(() => game.newGame("")) }
    function openGame() { kskUnsaved.ask(() => kskFiles.ask("open")) }
    function save() {
        if (String(game.fileUrl) === "")
            kskFiles.ask("saveAs")
        else
            game.save()
    }

    // What the window asks of every area (Main.qml): its ways in, the shown document's commands, its unsaved work.
    function start(action) {
        if (action === "new")
            newGame()
    }
    function openDocument(url, kind) {
        if (kind === "ksk-scenario")
            openScenarioEditor(url) // the editor asks about its own unsaved scenario
        else
            kskUnsaved.ask(() => game.open(url))
    }
    function saveDocument() { save() }
    function saveDocumentAs() { kskFiles.ask("saveAs") }
    function printDocument() { game.printSheets(Workspace.language, false) }
    function exportDocument() { kskFiles.ask("pdf") }
    function closeDocument() { kskUnsaved.ask(() => game.close()) }
    function unsavedDocuments() {
        const scenario = scenarioEditor.view.document
        return (game.modified ? [{ document: game, save: view.save }] : [])
            .concat(scenario.modified ? [{ document: scenario, save: () => scenarioEditor.view.saveThen(null) }] : [])
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 4
            ToolButton { objectName: "kskHome"; text: qsTr("← Home"); onClicked: view.homeRequested() }
            ToolSeparator {}
            // The game's files in one menu, so the header keeps room for the side's name at 1400 px in Polish too.
            ToolButton {
                id: gameMenuButton
                objectName: "kskGameMenuButton"
                text: qsTr("Game ▾")
                onClicked: gameMenu.popup(gameMenuButton, 0, gameMenuButton.height)
                FitMenu {
                    id: gameMenu
                    objectName: "kskGameMenu"
                    MenuItem { objectName: "kskNew"; text: qsTr("New (Alma demo)"); onTriggered: view.newGame() }
                    MenuItem { objectName: "kskNewFromFile"; text: qsTr("From scenario…"); onTriggered: kskUnsaved.ask(() => kskFiles.ask("scenario")) }
                    MenuItem { objectName: "kskOpen"; text: qsTr("Open…"); onTriggered: view.openGame() }
                    MenuSeparator {}
                    MenuItem { objectName: "kskScenarioEditor"; text: qsTr("Scenario editor…"); onTriggered: view.openScenarioEditor("") }
                }
            }
            ToolButton { objectName: "kskSave"; text: qsTr("Save"); enabled: game.loaded; onClicked: view.save() }
            ToolButton { objectName: "kskSaveAs"; text: qsTr("Save as…"); enabled: game.loaded; onClicked: kskFiles.ask("saveAs") }
            ToolSeparator {}
            ToolButton {
                id: printButton
                objectName: "kskPrintMenuButton"
                text: qsTr("Print…")
                onClicked: printMenu.popup(printButton, 0, printButton.height)
                FitMenu {
                    id: printMenu
                    objectName: "kskPrintMenu"
                    MenuItem {
                        objectName: "kskPrint"
                        text: qsTr("Print diagrams…")
                        enabled: game.loaded && game.viewer !== ""
                        onTriggered: game.printSheets(Workspace.language, false)
                    }
                    MenuItem { objectName: "kskPdf"; text: qsTr("Diagrams as PDF…"); enabled: game.loaded && game.viewer !== ""; onTriggered: kskFiles.ask("pdf") }
                    MenuItem { objectName: "kskBlankPdf"; text: qsTr("Blank diagrams…"); onTriggered: kskFiles.ask("blank") }
                }
            }
            ToolSeparator {}
            ToolButton {
                objectName: "kskUndo"
                text: qsTr("Undo")
                enabled: game.canUndo
                ToolTip.visible: hovered && game.undoText !== ""
                ToolTip.text: game.undoText
                onClicked: game.undo()
            }
            ToolButton { objectName: "kskRedo"; text: qsTr("Redo"); enabled: game.canRedo; onClicked: game.redo() }
            ToolSeparator {}
            Repeater {
                model: game.loaded ? game.sides : []
                ToolButton {
                    required property var modelData
                    objectName: "kskHandOver" + modelData.side
                    visible: game.viewer !== modelData.side
                    text: qsTr("Hand over to %1").arg(modelData.side)
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Hides these orders and asks %1 to take the seat.").arg(modelData.name)
                    onClicked: game.handOver(modelData.side)
                }
            }
            // The game's name takes the room left (elided first); the side's name keeps its own width, elided with
            // the whole of it on hover only when even that is too long.
            Label {
                objectName: "kskGameName"
                text: (game.modified ? "• " : "") + game.displayName
                visible: game.loaded
                font.bold: true
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignRight
                Layout.fillWidth: true
                Layout.minimumWidth: 60
            }
            Label {
                objectName: "kskShownSide"
                visible: game.loaded
                text: game.viewer === "" ? qsTr("Nobody's orders shown") : qsTr("Orders of %1").arg(game.shownSideName)
                elide: Text.ElideRight
                Layout.preferredWidth: implicitWidth
                Layout.minimumWidth: 120
                Layout.rightMargin: 6
                ToolTip.visible: truncated && sideHover.hovered
                ToolTip.text: text
                HoverHandler { id: sideHover }
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ErrorBanner {
            objectName: "kskErrorBanner"
            Layout.fillWidth: true
            message: game.errorMessage
        }

        // No game yet: the two ways in.
        ColumnLayout {
            visible: !game.loaded
            Layout.alignment: Qt.AlignCenter
            Layout.fillHeight: true
            spacing: 16
            Label {
                text: qsTr("Krwawe Stepy Krymu 1854")
                font.pixelSize: 26
                font.bold: true
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                text: qsTr("Command diagrams, couriers and the activation cups beside the map.")
                opacity: 0.75
                Layout.alignment: Qt.AlignHCenter
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 12
                Button { objectName: "kskStartNew"; text: qsTr("New game: the Alma (demo)"); highlighted: true; onClicked: view.newGame() }
                Button { objectName: "kskStartScenario"; text: qsTr("New game from a scenario file…"); onClicked: kskFiles.ask("scenario") }
                Button { objectName: "kskStartOpen"; text: qsTr("Open a game…"); onClicked: view.openGame() }
            }
        }

        RowLayout {
            visible: game.loaded
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            KskStagePanel {
                id: stagePanel
                objectName: "kskStagePanel"
                document: game
                Layout.preferredWidth: 340
                Layout.fillHeight: true
            }

            ScrollView {
                id: cardScroll
                objectName: "kskCards"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: availableWidth
                contentHeight: cardFlow.implicitHeight
                Flow {
                    id: cardFlow
                    width: cardScroll.availableWidth
                    padding: Style.spacing
                    spacing: Style.spacing
                    Repeater {
                        model: game.diagrams
                        KskDiagramCard {
                            required property var modelData
                            card: modelData
                            width: 310
                            onChangeRequested: orderDialog.openFor(modelData)
                            onMoveRequested: moveDialog.openFor(modelData.id, modelData.name, modelData.hex, true)
                            onDisorderRequested: count => game.setDisordered(modelData.id, count)
                            onDefenceRequested: game.changeOrder(modelData.id, "O", 0, 0, "disorder", "", "")
                        }
                    }
                }
            }

            KskSidePanel {
                objectName: "kskSidePanel"
                document: game
                Layout.preferredWidth: 300
                Layout.fillHeight: true
                onMoveRequested: (id, name, hex) => moveDialog.openFor(id, name, hex, false)
                onInterceptRequested: courier => interceptDialog.openFor(courier)
            }
        }
    }

    // While the seat changes hands no side's orders or couriers' messages are shown (the document's view holds none).
    HandOverScreen {
        objectName: "kskHandOverScreen"
        anchors.fill: parent
        visible: game.loaded && game.viewer === ""
        toName: game.handOverName
        note: qsTr("Orders, diagrams and couriers' messages stay hidden until %1 clicks below. The other player looks away.").arg(game.handOverName)
        buttonName: "kskTakeSeat"
        onTaken: game.takeSeat()
    }

    KskOrderDialog {
        id: orderDialog
        objectName: "kskOrderDialog"
        document: game
    }
    KskMoveDialog {
        id: moveDialog
        objectName: "kskMoveDialog"
        document: game
    }
    KskInterceptDialog {
        id: interceptDialog
        objectName: "kskInterceptDialog"
        document: game
    }

    // Every file question through FileChooser (a real dialog; the document refuses a file of another kind).
    Item {
        id: kskFiles
        property string mode: "open"
        function fileName() {
            const file = String(game.fileUrl)
            return file !== "" ? decodeURIComponent(file.substring(file.lastIndexOf("/") + 1)) : game.displayName
        }
        function ask(m) {
            mode = m
            kskLater.restart() // after the button that asked: the dialog is modal
        }
        Timer {
            id: kskLater
            interval: 0
            onTriggered: kskFiles.run()
        }
        function run() {
            let url = ""
            const base = fileName().replace(/\.kskgame$/, "")
            switch (mode) {
            case "open": url = FileChooser.openFile("kskGame", qsTr("Open a Krwawe Stepy Krymu game"), game.fileUrl); break
            case "scenario": url = FileChooser.openFile("kskScenario", qsTr("Start a game from a scenario"), game.fileUrl); break
            case "saveAs": url = FileChooser.saveFile("kskGame", qsTr("Save the game as"), base, game.fileUrl); break
            case "pdf": url = FileChooser.saveFile("pdf", qsTr("Command diagrams of %1 as PDF").arg(game.viewer), base + " " + game.viewer, game.fileUrl); break
            case "blank": url = FileChooser.saveFile("pdf", qsTr("Blank command diagrams as PDF"), qsTr("command diagrams"), game.fileUrl); break
            }
            if (String(url) === "")
                return
            switch (mode) {
            case "open": game.open(url); break
            case "scenario": game.newGame(url); break
            case "saveAs": game.saveAs(url); break
            case "pdf": game.savePdf(url, Workspace.language, false); break
            case "blank": game.savePdf(url, Workspace.language, true); break
            }
        }
    }

    // The scenario editor (KskScenarioEditorWindow): `url` a scenario file or its autosave, "" as it was left.
    function openScenarioEditor(url) {
        scenarioEditor.show()
        scenarioEditor.raise()
        scenarioEditor.requestActivate()
        if (String(url) !== "")
            scenarioEditor.view.replaceWith(() => scenarioEditor.view.document.open(url))
    }
    readonly property alias scenarioEditor: scenarioEditor
    KskScenarioEditorWindow {
        id: scenarioEditor
        onStartGameRequested: url => kskUnsaved.ask(() => {
            if (game.newGame(url))
                view.Window.window.requestActivate()
        })
    }

    DocumentUnsavedDialog {
        id: kskUnsaved
        objectName: "kskUnsavedDialog"
        document: game
        onSaveAsNeeded: next => {
            const url = FileChooser.saveFile("kskGame", qsTr("Save the game"), game.displayName, game.fileUrl)
            if (String(url) !== "" && game.saveAs(url))
                next()
        }
    }
}
