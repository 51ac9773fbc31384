// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// Maciejowice 1794 at the table (issue 21): the program is the cup of commanders' chits, the stage track with
// Poniński's marker and the score keeper, beside the physical map. Top: the stage track; left: the cup of this stage
// (turn 1 its pool with each side's secret choice, turn 2 the draws, turn 3 the victory check); middle: the
// commanders; right: the victory track, its events and the log. Hot seat: the screen shows one side's secrets at a
// time, with a hand-over screen between. Every rule is the core's (core/mac); this view only shows and forwards.
Page {
    id: view
    objectName: "macView"
    readonly property alias document: game
    readonly property alias cupPane: cupPane
    readonly property alias handOver: handOver
    readonly property alias newDialog: newDialog
    readonly property alias dieDialog: dieDialog
    signal homeRequested()

    MacGameDocument {
        id: game
        objectName: "macGame"
    }

    function sideName(side) {
        return side === "pl" ? qsTr("the Polish player") : side === "ru" ? qsTr("the Russian player") : qsTr("both players")
    }

    // Hot seat: whoever sits down next sees their own secrets only after the hand-over screen.
    function handTo(side) {
        game.handOver(side)
    }

    // A roll: the program's die straight away, or the players' own typed in first. `run(value)` gets -1 for the
    // program's die.
    function roll(question, run) {
        if (game.playersDice) {
            dieDialog.run = run
            dieDialog.ask(question, game.dieLowest, game.dieHighest)
        } else {
            run(-1)
        }
    }

    function askUnsaved(action) { macUnsaved.ask(action) }
    function newGame() { macUnsaved.ask(() => newDialog.open()) }
    function openGame() { macUnsaved.ask(() => macFiles.ask("open")) }
    // An opened game offers the seat itself (to the side that chooses in secret next, else the Polish player).
    function openUrl(url) { macUnsaved.ask(() => game.open(url)) }
    function save() {
        if (String(game.fileUrl) === "")
            macFiles.ask("saveAs")
        else
            game.save()
    }

    // What the window asks of every area (Main.qml): its ways in, the shown document's commands, its unsaved work.
    function start(action) {
        if (action === "new")
            newGame()
    }
    function openDocument(url) { openUrl(url) }
    function saveDocument() { save() }
    function saveDocumentAs() { macFiles.ask("saveAs") }
    function printDocument() { game.printSchedule(Workspace.language, logCheck.checked) }
    function exportDocument() { macFiles.ask("pdf") }
    function closeDocument() { macUnsaved.ask(() => game.close()) }
    function unsavedDocuments() { return game.modified ? [{ document: game, save: view.save }] : [] }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 4
            ToolButton { objectName: "macHomeButton"; text: qsTr("← Home"); onClicked: view.homeRequested() }
            ToolSeparator {}
            ToolButton { objectName: "macNewButton"; text: qsTr("New game…"); onClicked: view.newGame() }
            ToolButton { objectName: "macOpenButton"; text: qsTr("Open…"); onClicked: view.openGame() }
            ToolButton { objectName: "macSaveButton"; text: qsTr("Save"); enabled: game.loaded; onClicked: view.save() }
            ToolButton { objectName: "macSaveAsButton"; text: qsTr("Save as…"); enabled: game.loaded; onClicked: macFiles.ask("saveAs") }
            ToolButton { objectName: "macPrintButton"; text: qsTr("Print…"); onClicked: game.printSchedule(Workspace.language, logCheck.checked) }
            ToolButton { objectName: "macPdfButton"; text: qsTr("PDF…"); onClicked: macFiles.ask("pdf") }
            CheckBox { id: logCheck; objectName: "macPrintLog"; text: qsTr("with the log"); enabled: game.loaded }
            ToolSeparator {}
            ToolButton { objectName: "macUndo"; text: qsTr("Undo"); enabled: game.canUndo; onClicked: game.undo()
                ToolTip.visible: hovered && game.undoText !== ""; ToolTip.text: game.undoText }
            ToolButton { objectName: "macRedo"; text: qsTr("Redo"); enabled: game.canRedo; onClicked: game.redo() }
            ToolSeparator {}
            CheckBox {
                objectName: "macPlayersDiceCheck"
                visible: game.loaded
                text: qsTr("Our own dice")
                checked: game.playersDice
                onToggled: game.playersDice = checked
            }
            Label {
                objectName: "macViewerLabel"
                visible: game.loaded
                text: game.viewer === "pl" ? qsTr("Screen: Polish player") : game.viewer === "ru" ? qsTr("Screen: Russian player") : qsTr("Screen: the table (no secrets)")
            }
            ToolButton {
                objectName: "macHandOverButton"
                visible: game.loaded
                text: game.viewer === "pl" ? qsTr("Hand over to the Russian player") : qsTr("Hand over to the Polish player")
                onClicked: view.handTo(game.viewer === "pl" ? "ru" : "pl")
            }
            Item { Layout.fillWidth: true }
            Label {
                text: (game.modified ? "• " : "") + game.displayName
                visible: game.loaded
                font.bold: true
                elide: Text.ElideMiddle
                Layout.maximumWidth: 260
                Layout.rightMargin: Style.margin
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ErrorBanner {
            objectName: "macErrorBanner"
            Layout.fillWidth: true
            message: game.errorMessage
        }

        // No game yet: the two ways in.
        ColumnLayout {
            visible: !game.loaded
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: 24
            spacing: 12
            Label { text: qsTr("Maciejowice 1794"); font.pixelSize: 26; font.bold: true }
            Label {
                text: qsTr("The program is the cup of commanders' chits, the stage track with General Poniński's marker and the victory track; the battle itself is played on the map.")
                wrapMode: Text.Wrap
                opacity: 0.8
                Layout.fillWidth: true
            }
            RowLayout {
                spacing: 8
                Button { objectName: "macStartNew"; text: qsTr("New game…"); highlighted: true; onClicked: view.newGame() }
                Button { objectName: "macStartOpen"; text: qsTr("Open game…"); onClicked: view.openGame() }
                Button { objectName: "macStartPdf"; text: qsTr("Print the blank schedule (PDF)…"); onClicked: macFiles.ask("pdf") }
            }
            Item { Layout.fillHeight: true }
        }

        ColumnLayout {
            visible: game.loaded
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Style.spacing
            spacing: Style.spacing

            RowLayout {
                Layout.fillWidth: true
                spacing: Style.spacing
                StageTrack {
                    id: stageTrack
                    objectName: "macStageTrack"
                    count: game.stageCount
                    current: game.stage
                    columns: 12
                    markers: game.trackMarkers
                    Layout.fillWidth: true
                }
                MacPoninskiPane {
                    objectName: "macPoninski"
                    game: game
                    view: view
                    Layout.preferredWidth: 360
                    Layout.preferredHeight: stageTrack.implicitHeight
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Style.spacing

                MacCupPane {
                    id: cupPane
                    objectName: "macCup"
                    game: game
                    view: view
                    Layout.preferredWidth: 400
                    Layout.maximumWidth: 420
                    Layout.fillHeight: true
                }
                MacCommandersPane {
                    objectName: "macCommanders"
                    game: game
                    view: view
                    Layout.fillWidth: true
                    Layout.minimumWidth: 300
                    Layout.fillHeight: true
                }
                ColumnLayout {
                    Layout.preferredWidth: 440
                    Layout.maximumWidth: 460
                    Layout.fillHeight: true
                    spacing: Style.spacing
                    MacVictoryPane {
                        objectName: "macVictory"
                        game: game
                        Layout.fillWidth: true
                    }
                    DiceLog {
                        objectName: "macLog"
                        title: qsTr("Log of draws and rolls")
                        entries: game.log
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                    }
                }
            }
        }
    }

    HandOverScreen {
        id: handOver
        objectName: "macHandOver"
        anchors.fill: parent
        visible: game.handOverTo !== ""
        toName: game.handOverTo === "pl" ? qsTr("the Polish player") : qsTr("the Russian player")
        onTaken: game.takeSeat()
    }

    MacNewGameDialog {
        id: newDialog
        objectName: "macNewGameDialog"
        game: game
        onStarted: view.handTo(game.nextChooser !== "" ? game.nextChooser : "pl")
    }

    // A number the players give (a distance): the same buttons as a die.
    function askNumber(question, lowest, highest, run) {
        numberDialog.run = run
        numberDialog.ask(question, lowest, highest)
    }
    DieEntryDialog {
        id: numberDialog
        objectName: "macNumberDialog"
        title: qsTr("A number")
        property var run: null
        onEntered: value => { if (run) run(value) }
    }

    DieEntryDialog {
        id: dieDialog
        objectName: "macDieDialog"
        property var run: null
        onEntered: value => { if (run) run(value) }
    }

    // Every file question goes through FileChooser (issue 15): a real open or save dialog, a name proposed from the
    // game, and the document refuses a file of another kind. The question opens once back in the event loop: asked
    // from a menu (File › Save as, Export) the modal file dialog opened while the menu was still drawn, behind it.
    QtObject {
        id: macFiles
        property string mode: "open"
        property Timer later: Timer {
            interval: 0
            onTriggered: macFiles.run()
        }
        function ask(m) {
            macFiles.mode = m
            macFiles.later.restart()
        }
        function run() {
            if (macFiles.mode === "open") {
                const url = FileChooser.openFile("macGame", qsTr("Open a Maciejowice game"), game.fileUrl)
                if (String(url) !== "")
                    game.open(url)
                return
            }
            if (macFiles.mode === "pdf") {
                const name = game.loaded ? game.displayName : qsTr("Maciejowice schedule")
                const pdf = FileChooser.saveFile("pdf", qsTr("Save the schedule as PDF"), name, game.fileUrl)
                if (String(pdf) !== "")
                    game.saveSchedulePdf(pdf, Workspace.language, logCheck.checked)
                return
            }
            const url = FileChooser.saveFile("macGame", qsTr("Save the game"), game.displayName, game.fileUrl)
            if (String(url) !== "")
                game.saveAs(url)
        }
    }

    DocumentUnsavedDialog {
        id: macUnsaved
        objectName: "macUnsavedDialog"
        document: game
        onSaveAsNeeded: next => {
            const url = FileChooser.saveFile("macGame", qsTr("Save the game"), game.displayName, game.fileUrl)
            if (String(url) !== "" && game.saveAs(url))
                next()
        }
    }
}
