// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The window: the home view until a roster is open, then the builder; menus with the usual shortcuts, the error
// banner, the file dialogs and the "unsaved changes" question. Every verdict shown comes from the document.
ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 960
    minimumHeight: 600
    visible: true
    title: (builderShown ? (document.modified ? "• " : "") + document.displayName + " — " : "") + qsTr("Sztab")

    // A roster to open at start (`sztab FILE`), set by the C++ side; empty for the home view.
    property url startupUrl
    // Kept so an older launcher that still passes the demo summary does not fail; the window does not use it.
    property var summary
    property bool builderShown: false
    // The battle planner (issue 6) over the home view or the builder; `sztab --planner [PLAN]` starts in it.
    property bool plannerShown: false
    property bool startupPlanner: false
    // Maciejowice 1794 (issue 21): the game's companion view, made the first time it is shown.
    property bool macShown: false
    property bool closeConfirmed: false
    // "system" follows the desktop's palette; "light" and "dark" override it.
    property string theme: "system"
    readonly property alias document: rosterDocument
    // The builder is made the first time a roster is shown (a Loader): the home view's first frame does not wait
    // for it (cold start, docs/benchmarks.md); null until then. A var, not a BuilderView: naming the type here would
    // load it with the window.
    readonly property var builder: builderLoader.item
    readonly property alias home: homeView
    // The planner, like the builder, is made the first time it is shown; null until then (a var, as the builder).
    readonly property var planner: plannerLoader.item
    // Krwawe Stepy Krymu 1854 (issue 20): made the first time it is shown, like the planner; null until then (a var:
    // typed as its view it would be loaded with the window).
    property bool kskShown: false
    readonly property var ksk: kskLoader.item

    RosterDocument {
        id: rosterDocument
        objectName: "rosterDocument"
    }

    Component.onCompleted: {
        if (Workspace.theme !== undefined)
            theme = Workspace.theme
        if (startupPlanner)
            showPlanner(startupUrl)
        else if (String(startupUrl) !== "")
            openUrl(startupUrl)
    }

    SystemPalette { id: systemPalette; colorGroup: SystemPalette.Active }
    ThemePalette { id: darkPalette; isDark: true }
    ThemePalette { id: lightPalette; isDark: false }
    ThemePalette { id: desktopPalette; system: systemPalette }
    readonly property ThemePalette chosenPalette: theme === "dark" ? darkPalette : theme === "light" ? lightPalette : desktopPalette
    palette.window: chosenPalette.window
    palette.windowText: chosenPalette.windowText
    palette.base: chosenPalette.base
    palette.alternateBase: chosenPalette.alternateBase
    palette.text: chosenPalette.text
    palette.button: chosenPalette.button
    palette.buttonText: chosenPalette.buttonText
    palette.highlight: chosenPalette.highlight
    palette.highlightedText: chosenPalette.highlightedText
    palette.light: chosenPalette.light
    palette.midlight: chosenPalette.midlight
    palette.mid: chosenPalette.mid
    palette.dark: chosenPalette.dark
    palette.shadow: chosenPalette.shadow
    palette.placeholderText: chosenPalette.placeholderText
    palette.toolTipBase: chosenPalette.toolTipBase
    palette.toolTipText: chosenPalette.toolTipText

    function setTheme(t) {
        theme = t
        if (Workspace.theme !== undefined)
            Workspace.theme = t
    }

    // ---- files ----------------------------------------------------------------------------------------------

    function showBuilder() {
        builderLoader.active = true
        builderShown = true
        kskShown = false // a roster opened from a game view's menu shows the builder
        macShown = false
        window.builder.tree.list.forceActiveFocus()
    }
    function showPlanner(planUrl) {
        plannerLoader.active = true
        plannerShown = true
        kskShown = false
        macShown = false
        if (planUrl !== undefined && String(planUrl) !== "" && window.planner.document.open(planUrl))
            window.planner.mapView.map.resetView()
        window.planner.mapView.forceActiveFocus()
    }
    // The KSK view; `what`: "new" (the demo game), "open" (asks for a game file) or a game/autosave URL.
    function showKsk(what) {
        kskLoader.active = true
        kskShown = true
        macShown = false
        if (what === "new")
            window.ksk.newGame()
        else if (what === "open")
            window.ksk.openGame()
        else if (what !== undefined && String(what) !== "")
            window.ksk.document.open(what)
    }
    // Maciejowice 1794: `what` "new" asks for a new game, "open" for a game file; a URL opens that game (or autosave).
    function showMac(what) {
        macLoader.active = true
        macShown = true
        kskShown = false
        plannerShown = false
        if (what === "new")
            window.mac.newGame()
        else if (what === "open")
            window.mac.openGame()
        else if (what !== undefined && String(what) !== "")
            window.mac.openUrl(what)
    }
    // Made the first time it is shown, like the planner; null until then (a var, as the others).
    readonly property var mac: macLoader.item
    // A roster, or a KSK or Maciejowice game (by the recent entry's kind, else by the file's extension) in its view.
    function openUrl(url, kind) {
        const k = kind || (/\.kskgame$/i.test(String(url)) ? "ksk-game" : /\.macgame$/i.test(String(url)) ? "macgame" : "")
        if (k === "ksk-game") {
            showKsk()
            window.ksk.askUnsaved(() => window.ksk.document.open(url))
        } else if (k === "ksk-scenario") {
            showKsk("")
            window.ksk.openScenarioEditor(url) // the editor asks about its own unsaved scenario
        } else if (k === "macgame") {
            showMac(url) // the Maciejowice view asks about its own unsaved game
        } else if (rosterDocument.open(url)) {
            showBuilder()
        }
    }
    // A recent file: a roster replaces the roster (asked first if unsaved); a game asks in its own view.
    function openRecent(url, kind) {
        if (kind === "ksk-game" || kind === "macgame" || kind === "ksk-scenario")
            openUrl(url, kind)
        else
            window.unsavedAsk(() => window.openUrl(url, ""))
    }
    // Unsaved work an earlier run left (Workspace.recoverableAutosaves): each kind opens where it is edited.
    function recover(autosave) {
        if (autosave.kind === "plan") {
            // As the planner's Open: the autosave's plan replaces the one shown.
            showPlanner(autosave.autosaveUrl)
            return
        }
        if (autosave.kind === "ksk-game") {
            showKsk(autosave.autosaveUrl)
            return
        }
        if (autosave.kind === "ksk-scenario") {
            showKsk("")
            window.ksk.openScenarioEditor(autosave.autosaveUrl)
            return
        }
        if (autosave.kind === "macgame") {
            showMac(autosave.autosaveUrl)
            return
        }
        if (autosave.kind === "catalogue") {
            showCatalogueEditor(autosave.autosaveUrl)
            return
        }
        window.unsavedAsk(() => {
            // Opening an autosave recovers it: the document remembers the file it belongs to and stays modified.
            if (rosterDocument.open(autosave.autosaveUrl))
                showBuilder()
        })
    }
    function newRoster() {
        window.unsavedAsk(() => dialog(newRosterLoader).open())
    }
    function openRoster() {
        window.unsavedAsk(() => dialog(fileLoader).ask("open"))
    }
    function save() {
        if (kskShown) {
            window.ksk.save()
            return false
        }
        if (macShown) {
            window.mac.save()
            return false
        }
        if (plannerShown) {
            window.planner.save()
            return false
        }
        if (!builderShown)
            return false
        if (String(rosterDocument.fileUrl) === "") {
            dialog(fileLoader).ask("saveAs")
            return false
        }
        return rosterDocument.save()
    }
    function closeRoster() {
        window.unsavedAsk(() => {
            rosterDocument.close()
            builderShown = false
        })
    }
    function copyAsText() {
        const text = rosterDocument.copyAsText()
        if (text)
            toast.show(qsTr("The roster is on the clipboard as text, ready for a forum post."))
    }
    function drawFor(division, name) {
        const tree = window.builder.tree
        dialog(drawLoader).openFor(division, name || (division === tree.selectedDivision ? tree.selectedDivisionName : ""))
    }

    onClosing: close => {
        // The KSK scenario editor's unsaved scenario first: its window comes up and asks (Save, Discard, Cancel);
        // the app's window is closed again after.
        const scenarioEditor = window.ksk !== null ? window.ksk.scenarioEditor : null
        if (!closeConfirmed && scenarioEditor !== null && scenarioEditor.view.document.modified) {
            close.accepted = false
            scenarioEditor.show()
            scenarioEditor.requestActivate()
            scenarioEditor.close()
            return
        }
        // Each game view asks about its own unsaved game before the window goes (a clean close drops the autosave).
        for (const gameView of [window.mac, window.ksk]) {
            if (!closeConfirmed && gameView !== null && gameView.document.modified) {
                close.accepted = false
                gameView.askUnsaved(() => {
                    closeConfirmed = true
                    window.close()
                })
                return
            }
        }
        if (closeConfirmed || !builderShown || !rosterDocument.modified)
            return
        close.accepted = false
        window.unsavedAsk(() => {
            closeConfirmed = true
            window.close()
        })
    }

    // ---- actions and menus ----------------------------------------------------------------------------------
    // The platform's keys (StandardKey): Qt 6.4's qmllint cannot resolve StandardKey anywhere and calls it
    // unqualified access, so that check is silenced on exactly the lines that name one.

    Action { id: newAction; text: qsTr("&New roster…"); shortcut: StandardKey.New; onTriggered: window.newRoster() } // qmllint disable unqualified
    Action { id: openAction; text: qsTr("&Open…"); shortcut: StandardKey.Open; onTriggered: window.openRoster() } // qmllint disable unqualified
    Action { id: saveAction; text: qsTr("&Save"); shortcut: StandardKey.Save; enabled: window.builderShown || (window.plannerShown && window.planner.document.loaded) || (window.kskShown && window.ksk.document.loaded) || (window.macShown && window.mac.document.loaded); onTriggered: window.save() } // qmllint disable unqualified
    Action {
        id: saveAsAction
        text: qsTr("Save &as…")
        shortcut: "Ctrl+Shift+S"
        enabled: window.builderShown
        onTriggered: window.dialog(fileLoader).ask("saveAs")
    }
    Action { id: closeAction; text: qsTr("&Close roster"); shortcut: StandardKey.Close; enabled: window.builderShown; onTriggered: window.closeRoster() } // qmllint disable unqualified
    Action { id: importAction; text: qsTr("&Import JSON…"); enabled: window.builderShown; onTriggered: window.dialog(fileLoader).ask("import") }
    Action { id: exportAction; text: qsTr("&Export JSON…"); enabled: window.builderShown; onTriggered: window.dialog(fileLoader).ask("export") }
    Action { id: copyTextAction; text: qsTr("Copy as &text (forum post)"); shortcut: "Ctrl+Shift+C"; enabled: window.builderShown; onTriggered: window.copyAsText() }
    Action { id: printAction; text: qsTr("&Print sheets…"); shortcut: StandardKey.Print; enabled: window.builderShown; onTriggered: rosterDocument.printSheets(Workspace.language) } // qmllint disable unqualified
    Action { id: pdfAction; text: qsTr("Save sheets as P&DF…"); enabled: window.builderShown; onTriggered: window.dialog(fileLoader).ask("pdf") }
    Action { id: quitAction; text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: window.close() } // qmllint disable unqualified
    Action {
        id: undoAction
        readonly property string what: window.kskShown ? window.ksk.document.undoText : window.plannerShown ? window.planner.document.undoText : rosterDocument.undoText
        text: what ? qsTr("&Undo %1").arg(what) : qsTr("&Undo")
        shortcut: StandardKey.Undo // qmllint disable unqualified
        enabled: window.kskShown ? window.ksk.document.canUndo : window.plannerShown ? window.planner.document.canUndo : window.builderShown && rosterDocument.canUndo
        onTriggered: window.kskShown ? window.ksk.document.undo() : window.plannerShown ? window.planner.document.undo() : rosterDocument.undo()
    }
    Action {
        id: redoAction
        readonly property string what: window.kskShown ? window.ksk.document.redoText : window.plannerShown ? window.planner.document.redoText : rosterDocument.redoText
        text: what ? qsTr("&Redo %1").arg(what) : qsTr("&Redo")
        shortcut: "Ctrl+Shift+Z"
        enabled: window.kskShown ? window.ksk.document.canRedo : window.plannerShown ? window.planner.document.canRedo : window.builderShown && rosterDocument.canRedo
        onTriggered: window.kskShown ? window.ksk.document.redo() : window.plannerShown ? window.planner.document.redo() : rosterDocument.redo()
    }
    Action { id: findAction; text: qsTr("&Find unit"); shortcut: StandardKey.Find; enabled: window.builderShown; onTriggered: window.builder.focusSearch() } // qmllint disable unqualified
    Action {
        id: drawAction
        text: qsTr("&Draw commanders…")
        shortcut: "Ctrl+G"
        enabled: window.builderShown
        onTriggered: window.drawFor(window.builder.tree.selectedDivision, window.builder.tree.selectedDivisionName)
    }
    Action { id: catalogueEditorAction; text: qsTr("Catalo&gue editor…"); onTriggered: window.showCatalogueEditor() }
    Action { id: settingsAction; text: qsTr("&Settings…"); shortcut: "Ctrl+,"; onTriggered: window.openSettings() }

    // Ctrl+Y redoes too, as on Windows; the menus show Ctrl+Shift+Z. (Not StandardKey.Redo: on Linux that is
    // Ctrl+Shift+Z as well, and two shortcuts on one key make both ambiguous.)
    Shortcut { sequence: "Ctrl+Y"; enabled: redoAction.enabled; onActivated: redoAction.trigger() }

    menuBar: MenuBar {
        LazyMenu {
            objectName: "fileMenu"
            title: qsTr("&File")
            entries: Component { MenuEntries {
                MenuItem { action: newAction }
                MenuItem { action: openAction }
                Menu {
                    objectName: "recentMenu"
                    title: qsTr("Open &recent")
                    enabled: Workspace.recentFiles.length > 0
                    Repeater {
                        model: Workspace.recentFiles
                        MenuItem {
                            required property var modelData
                            text: modelData.name
                            onTriggered: window.openRecent(modelData.url, modelData.kind || "")
                        }
                    }
                }
                MenuSeparator {}
                MenuItem { action: saveAction }
                MenuItem { action: saveAsAction }
                MenuItem { action: closeAction }
                MenuSeparator {}
                MenuItem { action: importAction }
                MenuItem { action: exportAction }
                MenuItem { action: copyTextAction }
                MenuSeparator {}
                MenuItem { action: printAction }
                MenuItem { action: pdfAction }
                MenuSeparator {}
                MenuItem { action: catalogueEditorAction }
                MenuSeparator {}
                MenuItem { text: qsTr("&Battle planner"); onTriggered: window.showPlanner() }
                Menu {
                    objectName: "macMenu"
                    title: qsTr("Maciejowice 179&4…")
                    MenuItem { objectName: "macNewGameItem"; text: qsTr("&New game…"); onTriggered: window.showMac("new") }
                    MenuItem { objectName: "macOpenGameItem"; text: qsTr("&Open game…"); onTriggered: window.showMac("open") }
                }
                MenuSeparator {}
                Menu {
                    objectName: "kskMenu"
                    title: qsTr("&Krwawe Stepy Krymu 1854…")
                    MenuItem { objectName: "kskMenuNew"; text: qsTr("&New game (the Alma, demo)"); onTriggered: window.showKsk("new") }
                    MenuItem { objectName: "kskMenuOpen"; text: qsTr("&Open game…"); onTriggered: window.showKsk("open") }
                }
                MenuSeparator {}
                MenuItem { action: quitAction }
            } }
        }
        LazyMenu {
            objectName: "editMenu"
            title: qsTr("&Edit")
            entries: Component { MenuEntries {
                MenuItem { action: undoAction }
                MenuItem { action: redoAction }
                MenuSeparator {}
                MenuItem { action: findAction }
            } }
        }
        LazyMenu {
            objectName: "rosterMenu"
            title: qsTr("&Roster")
            entries: Component { MenuEntries {
                MenuItem {
                    text: qsTr("Add &infantry division")
                    enabled: window.builderShown
                    onTriggered: window.builder.tree.addDivision("infantry", "")
                }
                MenuItem {
                    text: qsTr("Add &cavalry division")
                    enabled: window.builderShown
                    onTriggered: window.builder.tree.addDivision("cavalry", "")
                }
                MenuSeparator {}
                MenuItem { action: drawAction }
            } }
        }
        LazyMenu {
            objectName: "settingsMenu"
            title: qsTr("&Settings")
            entries: Component { MenuEntries {
                MenuItem { action: settingsAction }
            } }
        }
    }

    // The catalogue editor (issue 8) opens in a window of its own, so its undo and the roster's stay apart.
    // By URL, like the views below: naming the type here would load it with the window.
    // `url` (optional): a catalogue file or a catalogue's autosave to open in it.
    function showCatalogueEditor(url) {
        const component = Qt.createComponent("CatalogueEditor/CatalogueEditorWindow.qml")
        if (component.status !== Component.Ready) {
            console.warn(component.errorString())
            return null
        }
        const properties = { theme: window.theme, destroyOnClose: true }
        if (url !== undefined)
            properties.startupUrl = url
        const w = component.createObject(window, properties)
        w.show()
        w.raise()
        return w
    }

    function unsavedAsk(action) {
        dialog(unsavedLoader).ask(action)
    }

    // ---- views ----------------------------------------------------------------------------------------------

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ErrorBanner {
            objectName: "errorBanner"
            Layout.fillWidth: true
            message: rosterDocument.errorMessage !== "" ? rosterDocument.errorMessage : Workspace.dataError
        }

        StackLayout {
            currentIndex: window.macShown ? 4 : window.kskShown ? 3 : window.plannerShown ? 2 : window.builderShown ? 1 : 0
            Layout.fillWidth: true
            Layout.fillHeight: true

            HomeView {
                id: homeView
                objectName: "homeView"
                onNewRosterRequested: window.newRoster()
                onOpenRequested: window.openRoster()
                onOpenUrlRequested: (fileUrl, kind) => window.openRecent(fileUrl, kind)
                onRecoverRequested: autosave => window.recover(autosave)
                onCatalogueEditorRequested: window.showCatalogueEditor()
                onPlannerRequested: window.showPlanner()
                onKskRequested: window.showKsk()
                onMacRequested: window.showMac()
            }
            // By URL, not an inline BuilderView: a type named in Main.qml is loaded with it (its file, its imports,
            // every type it names), so the first frame would wait for views nobody has asked for yet.
            Loader {
                id: builderLoader
                active: false // showBuilder() makes it, once
                source: "Roster/BuilderView.qml"
                onLoaded: {
                    item.objectName = "builderView"
                    item.document = rosterDocument
                    item.drawRequested.connect((division, name) => window.drawFor(division, name))
                }
            }
            Loader {
                id: plannerLoader
                active: false // showPlanner() makes it, once
                source: "Planner/PlannerView.qml"
                onLoaded: {
                    item.objectName = "plannerView"
                    window.planner.homeRequested.connect(() => window.plannerShown = false)
                }
            }
            Loader {
                id: kskLoader
                active: false // showKsk() makes it, once
                source: "Ksk/KskView.qml"
                onLoaded: {
                    item.objectName = "kskView"
                    window.ksk.homeRequested.connect(() => window.kskShown = false)
                }
            }
            Loader {
                id: macLoader
                active: false // showMac() makes it, once
                source: "Mac/MacView.qml"
                onLoaded: {
                    item.objectName = "macView"
                    window.mac.homeRequested.connect(() => window.macShown = false)
                }
            }
        }
    }

    // ---- dialogs --------------------------------------------------------------------------------------------
    // Each is made the first time it is needed (a Loader by URL, so not even its type loads before), so the
    // window's first frame does not wait for them (cold start, docs/benchmarks.md); `dialog(loader)` makes it once
    // and returns it. Their parent is the content item, as when they were declared here, so they centre in the
    // window; bindings and handlers are set when each is loaded.

    function dialog(loader) {
        if (!loader.active) {
            loader.active = true
            if (loader !== fileLoader) // a Popup; the file dialog is not one and finds its window itself
                loader.item.parent = window.contentItem
        }
        return loader.item
    }
    function openSettings() {
        dialog(settingsLoader).open()
    }

    Loader {
        id: newRosterLoader
        active: false
        source: "Roster/NewRosterDialog.qml"
        onLoaded: {
            item.objectName = "newRosterDialog"
            item.document = rosterDocument
            item.accepted.connect(() => { if (rosterDocument.errorMessage === "") window.showBuilder() })
        }
    }
    Loader {
        id: drawLoader
        active: false
        source: "Roster/DrawDialog.qml"
        onLoaded: {
            item.objectName = "drawDialog"
            item.document = rosterDocument
        }
    }
    Loader {
        id: settingsLoader
        active: false
        source: "SettingsDialog.qml"
        onLoaded: {
            item.objectName = "settingsDialog"
            item.theme = Qt.binding(() => window.theme)
            item.themeChosen.connect(t => window.setTheme(t))
        }
    }
    Loader {
        id: unsavedLoader
        active: false
        source: "UnsavedDialog.qml"
        onLoaded: {
            item.objectName = "unsavedDialog"
            item.document = rosterDocument
            item.saveAsNeeded.connect(next => window.dialog(fileLoader).ask("saveAs", next))
        }
    }
    // One file dialog for every file question of the roster (RosterFileDialog.qml).
    Loader {
        id: fileLoader
        active: false
        source: "RosterFileDialog.qml"
        onLoaded: {
            item.objectName = "rosterFileDialog"
            item.document = rosterDocument
            item.rosterOpened.connect(() => window.showBuilder())
            item.sheetsSaved.connect(() => toast.show(qsTr("Sheets saved as PDF.")))
        }
    }

    // A short confirmation at the bottom of the window.
    ToolTip {
        id: toast
        objectName: "toast"
        function show(text) {
            toast.text = text
            toast.open()
        }
        timeout: 4000
        x: (window.width - width) / 2
        y: window.height - height - 60
        parent: Overlay.overlay
    }
}
