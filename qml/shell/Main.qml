// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The window: the home view and one view per game area (GameAreas, registered by each game), each made the first
// time it is shown; the document on screen is the one every command acts on (Save, Save as, Close, Print, Export,
// Undo, Redo); Home is one click away and leaves every document open; closing asks about every unsaved document.
// Each area's view offers the same functions: start(action), openDocument(url, kind), saveDocument(),
// saveDocumentAs(), closeDocument(), and optionally printDocument(), exportDocument(); unsavedDocuments() lists
// [{document, save}]. The roster's builder gets them from `rosterArea` below (its dialogs live in this window).
ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 960
    minimumHeight: 600
    visible: true
    title: (activeDocument && activeDocument.loaded ? (activeDocument.modified ? "• " : "") + activeDocument.displayName + " — " : "") + qsTr("Sztab")

    // A file to open at start (`sztab FILE`), set by the C++ side; empty for the home view.
    property url startupUrl
    // Kept so an older launcher that still passes the demo summary does not fail; the window does not use it.
    property var summary
    // `sztab --planner [PLAN]` starts in the battle planner.
    property bool startupPlanner: false
    property bool closeConfirmed: false
    // "system" follows the desktop's palette; "light" and "dark" override it.
    property string theme: "system"
    // The area on screen: "" is the home view, else an id of GameAreas.ids.
    property string shownArea: ""
    // Each area's view once made, by area id (a new object on every change, so bindings see it).
    property var views: ({})
    // What the window tells the player itself (a file no area opens): shown in the banner until the next command.
    property string shellMessage: ""

    readonly property var activeView: shownArea === "" ? null : (views[shownArea] || null)
    readonly property var activeArea: {
        const list = GameAreas.list
        for (let i = 0; i < list.length; ++i)
            if (list[i].id === shownArea)
                return list[i]
        return null
    }
    readonly property var activeDocument: activeView ? activeView.document : null
    // The area functions of the shown area (see above), null at home.
    readonly property var activeApi: shownArea === "" ? null : shownArea === "roster" ? rosterArea : activeView
    readonly property bool homeShown: shownArea === ""

    // The names the Quick Tests and earlier code know each area by.
    readonly property alias document: rosterDocument
    readonly property bool builderShown: shownArea === "roster"
    readonly property bool plannerShown: shownArea === "planner"
    readonly property bool kskShown: shownArea === "ksk"
    readonly property bool macShown: shownArea === "mac"
    readonly property var builder: views.roster || null
    readonly property var planner: views.planner || null
    readonly property var ksk: views.ksk || null
    readonly property var mac: views.mac || null
    readonly property alias home: homeView

    RosterDocument {
        id: rosterDocument
        objectName: "rosterDocument"
    }

    Component.onCompleted: {
        if (Workspace.theme !== undefined)
            theme = Workspace.theme
        if (startupPlanner && String(startupUrl) === "")
            showArea("planner")
        else if (String(startupUrl) !== "")
            openUrl(startupUrl, "")
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

    // ---- areas and documents -------------------------------------------------------------------------------

    // The view of area `id`, made now if it was not yet (null for an unknown id).
    function viewOf(id) {
        let index = -1
        const ids = GameAreas.ids
        for (let i = 0; i < ids.length; ++i)
            if (ids[i] === id)
                index = i
        const loader = areaLoaders.itemAt(index) as Loader
        if (!loader)
            return null
        loader.active = true
        return loader.item
    }
    // What the window calls an area's functions on: its view, or for the roster the window's own roster commands.
    function areaOf(id) {
        const view = viewOf(id)
        return id === "roster" ? rosterArea : view
    }
    function showArea(id) {
        shellMessage = ""
        const view = viewOf(id)
        if (!view)
            return null
        shownArea = id
        return view
    }
    function goHome() {
        shellMessage = ""
        shownArea = ""
    }
    // A way into an area (the home view's buttons, File › New): "show" only shows it.
    function startArea(id, action) {
        if (!showArea(id))
            return
        if (action !== "show")
            areaOf(id).start(action)
    }
    // Any Sztab file, recognised by its content (or by the recent entry's or autosave's `kind`), in its own view.
    function openUrl(url, kind) {
        shellMessage = ""
        const found = kind ? { area: GameAreas.areaForKind(kind), kind: kind, problem: "" } : GameAreas.recognise(url)
        if (found.kind === "catalogue") {
            showCatalogueEditor(url)
            return
        }
        if (found.area === "") {
            shellMessage = found.problem
            return
        }
        showArea(found.area)
        areaOf(found.area).openDocument(url, found.kind)
    }
    function openRecent(url, kind) {
        openUrl(url, kind)
    }
    // Unsaved work an earlier run left (Workspace.recoverableAutosaves): each kind opens where it is edited.
    function recover(autosave) {
        if (autosave.kind === "catalogue")
            showCatalogueEditor(autosave.autosaveUrl)
        else
            openUrl(autosave.autosaveUrl, autosave.kind)
    }
    function openAnyFile() {
        fileLater.run = () => {
            const url = FileChooser.openFile("any", qsTr("Open a Sztab file"), activeDocument ? activeDocument.fileUrl : "")
            if (String(url) !== "")
                window.openUrl(url, "")
        }
        fileLater.restart()
    }
    // File dialogs are modal: they open after the menu or button that asked has closed.
    Timer {
        id: fileLater
        property var run: null
        interval: 0
        onTriggered: {
            const action = run
            run = null
            if (action)
                action()
        }
    }
    // Every document open now, for the switcher: [{area, document, kindName}].
    readonly property var openDocuments: {
        const out = []
        for (const id of GameAreas.ids) {
            const view = views[id]
            if (view && view.document && view.document.loaded)
                out.push({ area: id, document: view.document, kindName: GameAreas.area(id).documentName })
        }
        return out
    }
    // Every unsaved document of every area: [{document, kindName, save}].
    function unsavedDocuments() {
        const out = []
        for (const id of GameAreas.ids) {
            if (!views[id])
                continue
            const kindName = GameAreas.area(id).documentName
            for (const entry of areaOf(id).unsavedDocuments())
                out.push({ document: entry.document, kindName: entry.kindName || kindName, save: entry.save })
        }
        for (const editor of catalogueEditors) {
            if (editor && editor.view && editor.view.editor.modified)
                out.push({ document: editor.view.editor, kindName: qsTr("catalogue"), save: () => editor.view.saveOrAsk() })
        }
        return out
    }

    // The roster's part of the area functions: the builder shows a document whose dialogs are the window's.
    QtObject {
        id: rosterArea
        function start(action) {
            if (action === "new")
                window.newRoster()
        }
        function openDocument(url) {
            window.unsavedAsk(() => { if (rosterDocument.open(url)) window.showBuilder() })
        }
        function saveDocument() { window.saveRoster() }
        function saveDocumentAs() { window.dialog(fileLoader).ask("saveAs") }
        function closeDocument() { window.closeRoster() }
        function printDocument() { rosterDocument.printSheets(Workspace.language) }
        function exportDocument() { window.dialog(fileLoader).ask("pdf") }
        function unsavedDocuments() { return rosterDocument.modified ? [{ document: rosterDocument, save: window.saveRoster }] : [] }
    }

    function showBuilder() {
        showArea("roster")
        window.builder.tree.list.forceActiveFocus()
    }
    // Kept for `sztab --planner` and the tests: the planner, with a plan opened when a URL is given.
    function showPlanner(planUrl) {
        showArea("planner")
        if (planUrl !== undefined && String(planUrl) !== "")
            window.planner.openDocument(planUrl)
        window.planner.mapView.forceActiveFocus()
    }
    function showKsk(what) {
        if (what === "new" || what === "open" || what === undefined || String(what) === "") {
            startArea("ksk", what === "new" ? "new" : "show")
            if (what === "open")
                window.ksk.openGame()
        } else {
            openUrl(what, "ksk-game")
        }
    }
    function showMac(what) {
        if (what === "new" || what === "open" || what === undefined || String(what) === "") {
            startArea("mac", what === "new" ? "new" : "show")
            if (what === "open")
                window.mac.openGame()
        } else {
            openUrl(what, "macgame")
        }
    }
    function newRoster() {
        window.unsavedAsk(() => dialog(newRosterLoader).open())
    }
    function openRoster() {
        openAnyFile()
    }
    function saveRoster() {
        if (String(rosterDocument.fileUrl) === "") {
            dialog(fileLoader).ask("saveAs")
            return false
        }
        return rosterDocument.save()
    }
    // Save of the document on screen (false: nothing saved now, or a file name is being asked for).
    function save() {
        if (!activeApi)
            return false
        return activeApi.saveDocument() === true
    }
    function closeRoster() {
        window.unsavedAsk(() => {
            rosterDocument.close()
            if (shownArea === "roster")
                goHome()
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

    // Every unsaved document is asked about, by name, in one question; a document neither saved nor discarded there
    // keeps its autosave for the next start (DocumentBase).
    onClosing: close => {
        if (closeConfirmed)
            return
        const unsaved = unsavedDocuments()
        if (unsaved.length === 0)
            return
        close.accepted = false
        dialog(closeAllLoader).ask(unsaved, () => {
            closeConfirmed = true
            window.close()
        })
    }

    // ---- actions and menus ----------------------------------------------------------------------------------
    // The platform's keys (StandardKey): Qt 6.4's qmllint cannot resolve StandardKey anywhere and calls it
    // unqualified access, so that check is silenced on exactly the lines that name one.

    readonly property bool documentShown: activeDocument !== null && activeDocument.loaded

    Action { id: newAction; text: qsTr("&New roster…"); shortcut: StandardKey.New; onTriggered: window.newRoster() } // qmllint disable unqualified
    Action { id: openAction; text: qsTr("&Open…"); shortcut: StandardKey.Open; onTriggered: window.openAnyFile() } // qmllint disable unqualified
    Action { id: homeAction; text: qsTr("&Home"); shortcut: "Alt+Home"; onTriggered: window.goHome() }
    Action { id: saveAction; text: qsTr("&Save"); shortcut: StandardKey.Save; enabled: window.documentShown; onTriggered: window.save() } // qmllint disable unqualified
    Action {
        id: saveAsAction
        text: window.activeArea ? window.activeArea.saveAsText : qsTr("Save &as…")
        shortcut: "Ctrl+Shift+S"
        enabled: window.documentShown
        onTriggered: window.activeApi.saveDocumentAs()
    }
    Action { id: closeAction; text: window.activeArea ? window.activeArea.closeText : qsTr("&Close"); shortcut: StandardKey.Close; enabled: window.documentShown; onTriggered: window.activeApi.closeDocument() } // qmllint disable unqualified
    Action { id: importAction; text: qsTr("&Import JSON…"); enabled: window.builderShown; onTriggered: window.dialog(fileLoader).ask("import") }
    Action { id: exportAction; text: qsTr("&Export JSON…"); enabled: window.builderShown && window.documentShown; onTriggered: window.dialog(fileLoader).ask("export") }
    Action { id: copyTextAction; text: qsTr("Copy as &text (forum post)"); shortcut: "Ctrl+Shift+C"; enabled: window.builderShown && window.documentShown; onTriggered: window.copyAsText() }
    Action {
        id: printAction
        text: window.activeArea && window.activeArea.printText ? window.activeArea.printText : qsTr("&Print…")
        shortcut: StandardKey.Print // qmllint disable unqualified
        enabled: window.documentShown && window.activeArea !== null && window.activeArea.printText !== "" && window.activeApi !== null && window.activeApi.printDocument !== undefined
        onTriggered: {
            // After the menu closed: the print dialog is modal and the menu would stay drawn behind it.
            const area = window.activeApi
            fileLater.run = () => area.printDocument()
            fileLater.restart()
        }
    }
    Action {
        id: pdfAction
        text: window.activeArea && window.activeArea.exportText ? window.activeArea.exportText : qsTr("E&xport…")
        enabled: window.documentShown && window.activeArea !== null && window.activeArea.exportText !== "" && window.activeApi !== null && window.activeApi.exportDocument !== undefined
        onTriggered: window.activeApi.exportDocument()
    }
    Action { id: quitAction; text: qsTr("&Quit"); shortcut: StandardKey.Quit; onTriggered: window.close() } // qmllint disable unqualified
    Action {
        id: undoAction
        readonly property string what: window.activeDocument ? window.activeDocument.undoText : ""
        text: what ? qsTr("&Undo %1").arg(what) : qsTr("&Undo")
        shortcut: StandardKey.Undo // qmllint disable unqualified
        enabled: window.activeDocument !== null && window.activeDocument.canUndo
        onTriggered: window.activeDocument.undo()
    }
    Action {
        id: redoAction
        readonly property string what: window.activeDocument ? window.activeDocument.redoText : ""
        text: what ? qsTr("&Redo %1").arg(what) : qsTr("&Redo")
        shortcut: "Ctrl+Shift+Z"
        enabled: window.activeDocument !== null && window.activeDocument.canRedo
        onTriggered: window.activeDocument.redo()
    }
    Action { id: findAction; text: qsTr("&Find unit"); shortcut: StandardKey.Find; enabled: window.builderShown; onTriggered: window.builder.focusSearch() } // qmllint disable unqualified
    Action {
        id: drawAction
        text: qsTr("&Draw commanders…")
        shortcut: "Ctrl+G"
        enabled: window.builderShown && window.documentShown
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
                MenuItem { action: homeAction }
                Menu {
                    objectName: "newMenu"
                    title: qsTr("&New")
                    Repeater {
                        model: window.newEntries
                        MenuItem {
                            required property var modelData
                            objectName: "new_" + modelData.area + "_" + modelData.action
                            text: modelData.text
                            onTriggered: window.startArea(modelData.area, modelData.action)
                        }
                    }
                }
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
                MenuItem { action: printAction }
                MenuItem { action: pdfAction }
                MenuSeparator {}
                MenuItem { action: importAction }
                MenuItem { action: exportAction }
                MenuItem { action: copyTextAction }
                MenuSeparator {}
                MenuItem { action: catalogueEditorAction }
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
                    enabled: window.builderShown && window.documentShown
                    onTriggered: window.builder.tree.addDivision("infantry", "")
                }
                MenuItem {
                    text: qsTr("Add &cavalry division")
                    enabled: window.builderShown && window.documentShown
                    onTriggered: window.builder.tree.addDivision("cavalry", "")
                }
                MenuSeparator {}
                MenuItem { action: drawAction }
            } }
        }
        // The document switcher: the home view and every open document, the shown one checked.
        LazyMenu {
            objectName: "windowMenu"
            title: qsTr("&Window")
            entries: Component { MenuEntries {
                MenuItem {
                    objectName: "switchHome"
                    text: qsTr("&Home")
                    checkable: true
                    checked: window.homeShown
                    onTriggered: window.goHome()
                }
                MenuSeparator {}
                Menu {
                    objectName: "switchDocuments"
                    title: qsTr("&Documents")
                    enabled: window.openDocuments.length > 0
                    Repeater {
                        model: window.openDocuments
                        MenuItem {
                            required property var modelData
                            required property int index
                            objectName: "switch_" + modelData.area
                            text: (modelData.document.modified ? "• " : "") + "&" + (index + 1) + " " + modelData.document.displayName + " — " + modelData.kindName
                            checkable: true
                            checked: window.shownArea === modelData.area
                            onTriggered: window.showArea(modelData.area)
                        }
                    }
                }
                Menu {
                    objectName: "switchAreas"
                    title: qsTr("&Areas")
                    Repeater {
                        model: GameAreas.list
                        MenuItem {
                            required property var modelData
                            required property int index
                            text: "&" + (index + 1) + " " + modelData.title
                            checkable: true
                            checked: window.shownArea === modelData.id
                            onTriggered: window.showArea(modelData.id)
                        }
                    }
                }
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
    // File › New: every area's entries marked for it, in the registry's order ([{area, action, text}]), each with
    // an accelerator of its own.
    readonly property var newEntries: {
        const out = []
        for (const area of GameAreas.list)
            for (const entry of area.entries)
                if (entry.underNew)
                    out.push({ area: area.id, action: entry.action, text: entry.text })
        const texts = withAccelerators(out.map(e => e.text))
        return out.map((e, i) => ({ area: e.area, action: e.action, text: texts[i] }))
    }
    // Menu entries made from data get an "&" before the first letter no sibling took yet, so Alt+letter picks
    // exactly one ("New roster…" → "&New roster…", "New battle plan…" → "N&ew battle plan…").
    function withAccelerators(texts) {
        const used = {}
        const out = []
        for (const text of texts) {
            let done = text
            const given = /&([^&])/.exec(text.replace(/&&/g, ""))
            if (given) {
                used[given[1].toLowerCase()] = true
            } else {
                for (let i = 0; i < text.length; ++i) {
                    const c = text[i].toLowerCase()
                    if (c.toUpperCase() !== c && !used[c]) {
                        used[c] = true
                        done = text.slice(0, i) + "&" + text.slice(i)
                        break
                    }
                }
            }
            out.push(done)
        }
        return out
    }

    // The catalogue editor (issue 8) opens in a window of its own, so its undo and the roster's stay apart.
    // By URL, like the views below: naming the type here would load it with the window.
    // `url` (optional): a catalogue file or a catalogue's autosave to open in it.
    property var catalogueEditors: []
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
        catalogueEditors = catalogueEditors.filter(e => e !== null).concat([w])
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
            message: window.shellMessage !== "" ? window.shellMessage
                     : window.builderShown && rosterDocument.errorMessage !== "" ? rosterDocument.errorMessage : Workspace.dataError
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            HomeView {
                id: homeView
                objectName: "homeView"
                anchors.fill: parent
                visible: window.homeShown
                onNewRosterRequested: window.newRoster()
                onOpenRequested: window.openAnyFile()
                onOpenUrlRequested: (fileUrl, kind) => window.openRecent(fileUrl, kind)
                onRecoverRequested: autosave => window.recover(autosave)
                onCatalogueEditorRequested: window.showCatalogueEditor()
                onAreaRequested: (area, action) => window.startArea(area, action)
            }
            // One view per area, by URL and made the first time it is shown: a type named in Main.qml is loaded
            // with it, so the first frame would wait for views nobody has asked for yet. The model is the areas'
            // ids, which never change: a language change must not make the views (and their documents) anew.
            Repeater {
                id: areaLoaders
                model: GameAreas.ids
                Loader {
                    id: areaLoader
                    required property string modelData
                    anchors.fill: parent
                    active: false
                    visible: window.shownArea === modelData
                    source: GameAreas.viewOf(modelData)
                    onLoaded: {
                        if (modelData === "roster") {
                            item.document = rosterDocument
                            item.drawRequested.connect((division, name) => window.drawFor(division, name))
                        } else {
                            item.homeRequested.connect(() => window.goHome())
                        }
                        const next = Object.assign({}, window.views)
                        next[modelData] = item
                        window.views = next
                    }
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
    Loader {
        id: closeAllLoader
        active: false
        source: "CloseAllDialog.qml"
        onLoaded: item.objectName = "closeAllDialog"
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
