// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks

// Issue 20: the KSK scenario editor driven with the mouse like a person typing in a scenario of their own: from the
// KSK view's toolbar into the editor, a blank scenario, a commander-in-chief and a division with one brigade for
// each side, an issue shown by a click on it and mended, the issues list empty, saved, and a game started from it.
TestCase {
    id: testCase
    name: "KskScenario"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }
    Component {
        id: scenarioComponent
        KskScenarioDocument {}
    }
    Component {
        id: spyComponent
        SignalSpy {}
    }

    function init() {
        Workspace.refreshAutosaves()
        for (const url of Workspace.recoverableAutosaves.map(a => a.autosaveUrl))
            Workspace.discardAutosave(url)
    }

    function temp(file) {
        return String(sztabTest.tempDir) + "/" + file
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    // Clicks the centre of a control a person can see and click in window `w`.
    function click(w, item) {
        verify(item !== null && item !== undefined, "the control exists")
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 3000,
                  "a person can click " + item + " " + item.objectName + ": "
                  + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    // The cell of `field` in `row` of a table, its row scrolled into view (and sideways, as a person scrolls).
    function cell(table, row, field) {
        waitForRendering(table.Window.contentItem) // the layouts settle in the editor's window
        table.list.positionViewAtIndex(row, ListView.Contain)
        let rowItem = null
        tryVerify(() => (rowItem = table.list.itemAtIndex(row)) !== null, 3000, "row " + row + " is shown")
        const c = child(rowItem, "cell_" + field)
        const x = c.mapToItem(table.list.contentItem, 0, 0).x
        if (x + c.width > table.list.contentX + table.list.width || x < table.list.contentX)
            table.list.contentX = Math.max(0, x + c.width - table.list.width)
        return c
    }

    // Picks `value`'s entry from a combo box with two clicks: the box, then its entry in the list that opens.
    function choose(w, box, index) {
        click(w, box)
        tryVerify(() => box.popup.opened)
        let entry = null
        tryVerify(() => (entry = box.popup.contentItem.itemAtIndex(index)) !== null)
        click(w, entry)
        tryVerify(() => !box.popup.visible)
    }

    // Types into a text cell as a person does: a click into it, the text, Enter.
    function type(w, field, text) {
        click(w, field)
        tryVerify(() => field.activeFocus)
        field.selectAll()
        field.remove(0, field.length)
        field.insert(0, text)
        sztabKeys.click(w, Qt.Key_Return)
    }

    function openEditor() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        click(w, findChild(w.home, "homeKskButton"))
        tryVerify(() => w.kskShown && w.ksk !== null, 5000)
        // The editor is in the view's Game menu.
        click(w, findChild(w.ksk, "kskGameMenuButton"))
        let item = null
        tryVerify(() => (item = findChild(w.ksk, "kskScenarioEditor")) !== null && item.visible)
        click(w, item)
        const e = w.ksk.scenarioEditor
        tryVerify(() => e.visible && e.active, 5000)
        e.width = 1400
        e.height = 900
        waitForRendering(e.contentItem)
        return [w, e]
    }

    function test_typeASmallScenarioSaveItAndStartAGame() {
        const [w, e] = openEditor()
        const doc = e.view.document
        click(e, child(e.view, "scenarioStartBlank"))
        tryVerify(() => doc.loaded)
        // A blank scenario: each side lacks its commander-in-chief.
        compare(doc.issueCount, 2)
        verify(!child(e.view, "scenarioStartGame").enabled, "no game from a scenario with issues")
        const issues = e.view.issueList
        tryCompare(issues, "count", 2)

        // Commanders: one for each side; the first of a side is its commander-in-chief.
        const commanders = e.view.commanderTable
        click(e, child(commanders, "addRowA"))
        click(e, child(commanders, "addRowB"))
        tryCompare(doc.commanders, "count", 2)
        compare(doc.commanders.get(0).role, "commanderInChief")
        compare(doc.commanders.get(1).side, "B")
        tryCompare(doc, "issueCount", 0)
        type(e, cell(commanders, 0, "nameEn"), "Lord Raglan")
        tryVerify(() => doc.commanders.get(0).nameEn === "Lord Raglan", 3000)
        type(e, cell(commanders, 1, "hex"), "0505")
        tryVerify(() => doc.commanders.get(1).hex === "0505", 3000)
        // A hex off the 20×20 grid is refused with the core's reason; the cell keeps its value.
        type(e, cell(commanders, 1, "hex"), "9999")
        tryVerify(() => doc.errorMessage.indexOf("9999") >= 0)
        compare(doc.commanders.get(1).hex, "0505")

        // Formations: a division for each side, the second picked onto side B by its side box.
        click(e, child(e.view, "tabFormations"))
        tryCompare(e.view.tabs, "currentIndex", 1)
        const formations = e.view.formationTable
        click(e, child(formations, "addRowA"))
        click(e, child(formations, "addRowA"))
        tryCompare(doc.formations, "count", 2)
        choose(e, cell(formations, 1, "side"), 1) // B
        tryVerify(() => doc.formations.get(1).side === "B", 3000)
        // Attack with no distance: an issue (KSK III.30) the list shows; a click on it shows the row.
        choose(e, cell(formations, 0, "order"), 0) // Attack
        tryVerify(() => doc.formations.get(0).order === "A", 3000)
        tryCompare(doc, "issueCount", 1)
        compare(doc.issues[0].code, "KSK_ORDER_NO_DISTANCE")
        click(e, child(e.view, "tabCommanders"))
        tryCompare(e.view.tabs, "currentIndex", 0)
        let issueItem = null
        tryVerify(() => (issueItem = issues.itemAtIndex(0)) !== null)
        click(e, issueItem)
        tryCompare(e.view.tabs, "currentIndex", 1)
        tryCompare(formations, "currentRow", 0)
        type(e, cell(formations, 0, "distance"), "4")
        tryCompare(doc, "issueCount", 0)

        // Brigades: one in each division, the second division picked in the box.
        click(e, child(e.view, "tabBrigades"))
        tryCompare(e.view.tabs, "currentIndex", 2)
        const brigades = e.view.brigadeTable
        const owner = child(brigades, "brigadeOwner")
        choose(e, owner, 0)
        click(e, child(brigades, "addBrigade"))
        choose(e, owner, 1)
        click(e, child(brigades, "addBrigade"))
        tryCompare(doc.brigades, "count", 2)
        compare(doc.brigades.get(0).formation, doc.formations.get(0).id)
        compare(doc.brigades.get(1).formation, doc.formations.get(1).id)
        compare(doc.brigades.get(1).side, "B")
        tryCompare(doc, "issueCount", 0)
        tryVerify(() => child(e.view, "scenarioIssueCount").text.indexOf("No issues") === 0)

        // The header: the name a person types.
        type(e, child(e.view, "headerField_nameEn"), "My small battle")
        tryVerify(() => doc.header.nameEn === "My small battle", 3000)

        // Save: asks for a file, writes a scenario the loader reads.
        const file = temp("my-small-battle.json")
        FileChooser.answerNext(file)
        click(e, child(e.view, "scenarioSave"))
        tryVerify(() => !doc.modified, 3000, doc.errorMessage)
        compare(String(doc.fileUrl), file)
        verify(sztabFiles.read(file).indexOf("\"ksk-scenario\"") > 0)
        compare(FileChooser.lastRequest.kind, "kskScenario")

        // Start a game from it: the KSK view opens a new game of this scenario.
        click(e, child(e.view, "scenarioStartGame"))
        const game = w.ksk.document
        tryVerify(() => game.loaded, 5000, game.errorMessage)
        compare(game.displayName, "My small battle")
        compare(game.sides.length, 2)
        compare(game.diagrams.length, 1) // side A's one division
        e.close()
        game.close()
    }

    // Undo and redo step through the edits; a scenario file is never written over a game file.
    function test_undoRedoAndNoSaveOverAGame() {
        const [w, e] = openEditor()
        const doc = e.view.document
        click(e, child(e.view, "scenarioNewDemo"))
        tryVerify(() => doc.loaded)
        compare(doc.issueCount, 0)
        const before = doc.commanders.get(0).rating
        type(e, cell(e.view.commanderTable, 0, "rating"), String(before === 3 ? 4 : 3))
        tryVerify(() => doc.commanders.get(0).rating !== before)
        click(e, child(e.view, "scenarioUndo"))
        tryVerify(() => doc.commanders.get(0).rating === before, 3000)
        click(e, child(e.view, "scenarioRedo"))
        tryVerify(() => doc.commanders.get(0).rating !== before)
        // A KSK game under a .json name: Save as refuses it and says what the file is.
        const gameFile = temp("a-game.json")
        verify(sztabFiles.write(gameFile, "{\"format\": \"ksk-game\", \"version\": 1}"))
        FileChooser.answerNext(gameFile)
        click(e, child(e.view, "scenarioSaveAs"))
        tryVerify(() => doc.errorMessage.indexOf("KSK game") >= 0, 3000, doc.errorMessage)
        compare(sztabFiles.read(gameFile), "{\"format\": \"ksk-game\", \"version\": 1}")
        verify(doc.modified)
        // A new blank scenario would replace the unsaved copy: asked first; Cancel keeps it.
        click(e, child(e.view, "scenarioNewBlank"))
        const replace = child(e.view, "scenarioReplaceDialog")
        tryVerify(() => replace.opened)
        click(e, replace.standardButton(Dialog.Cancel))
        tryVerify(() => !replace.visible)
        compare(doc.commanders.count, 5) // still the Alma's commanders
        // Quitting the app with the scenario unsaved: the window's closing question names it and the app stays;
        // Discard on its row throws the edits away, and the app closes.
        w.closeConfirmed = false
        w.close()
        const question = child(w, "closeAllDialog")
        tryVerify(() => question.opened)
        verify(w.visible)
        const row = child(question.contentItem, "closeAllRow0")
        compare(row.document, doc)
        click(w, child(row, "closeAllDiscard"))
        tryVerify(() => !w.visible, 3000, "the app closes once the scenario is discarded")
        verify(!doc.modified)
        w.closeConfirmed = true
    }

    // KSK II.16: the rulebook's numbers the scenario carries are on their own tab, each with its rule; a click on a
    // number's up arrow changes it (one undo step), and a value beyond the loader's range is not taken.
    function test_rulesNumbersOnTheirTab_changedByMouse() {
        const [w, e] = openEditor()
        const doc = e.view.document
        click(e, child(e.view, "scenarioNewDemo"))
        tryVerify(() => doc.loaded)
        click(e, child(e.view, "tabRules"))
        const courier = child(e.view, "rule_courierHexesPerStage")
        tryVerify(() => courier.visible)
        compare(courier.value, 10)
        const title = courier.parent.children[0].text
        verify(title.indexOf("III.40") > 0, title)
        // The up arrow at the spin box's right end, where a person clicks it.
        tryVerify(() => Clicks.whyNotClickable(e.contentItem.parent, courier) === "")
        const up = courier.up.indicator
        mouseClick(courier, up.x + up.width / 2, up.y + up.height / 2)
        tryCompare(doc.rules, "courierHexesPerStage", 11)
        verify(doc.modified)
        click(e, child(e.view, "scenarioUndo"))
        tryCompare(doc.rules, "courierHexesPerStage", 10)
        // The interception face stops at the die's top face (I.15: the d10 reads 0–9).
        const face = child(e.view, "rule_interceptionFace")
        compare(face.to, doc.rules.die - 1)
        // For looking (SZTAB_SCREENSHOT_DIR set): the tab in both languages.
        if (String(sztabTest.screenshotDir) !== "") {
            for (const language of ["pl", "en"]) {
                Workspace.language = language
                waitForRendering(e.contentItem)
                grabImage(e.contentItem).save(String(sztabTest.screenshotDir) + "/kskscenario-rules-" + language + ".png")
            }
            Workspace.language = "en"
        }
        e.closeConfirmed = true
        e.close()
    }

    // A saved scenario is in the recent files at home, named as a KSK scenario, and a click reopens it in the editor.
    function test_savedScenarioInRecentFiles_reopensInTheEditor() {
        const [w, e] = openEditor()
        const doc = e.view.document
        click(e, child(e.view, "scenarioStartBlank"))
        tryVerify(() => doc.loaded)
        type(e, child(e.view, "headerField_nameEn"), "Recent battle")
        tryVerify(() => doc.header.nameEn === "Recent battle", 3000)
        const file = temp("recent-scenario.json")
        FileChooser.answerNext(file)
        click(e, child(e.view, "scenarioSave"))
        tryVerify(() => !doc.modified, 3000, doc.errorMessage)
        doc.close()
        e.close()
        click(w, child(w.ksk, "kskHome"))
        tryVerify(() => !w.kskShown)
        const list = child(w.home, "recentList")
        tryVerify(() => list.count > 0 && list.itemAtIndex(0) !== null)
        const row = list.itemAtIndex(0)
        compare(row.modelData.kind, "ksk-scenario")
        compare(row.modelData.state, "ok")
        verify(String(row.modelData.url).endsWith("recent-scenario.json"))
        compare(row.modelData.name, "Recent battle") // the scenario's name, not its file's
        const kind = child(row, "recentKind")
        verify(kind.visible && kind.text.indexOf("scenario") > 0, kind.text)
        verify(!child(row, "recentVerdict").visible, "a scenario has no roster verdict")
        if (String(sztabTest.screenshotDir) !== "") // for looking: the home view with the scenario listed
            grabImage(w.contentItem).save(String(sztabTest.screenshotDir) + "/kskscenario-recent-en.png")
        click(w, row)
        tryVerify(() => w.kskShown && e.visible && doc.loaded, 5000, doc.errorMessage)
        verify(String(doc.fileUrl).endsWith("recent-scenario.json"))
        compare(doc.header.nameEn, "Recent battle")
        verify(!doc.modified)
        e.close()
    }

    // A scenario typed in and never saved survives a crash: its autosave is offered on the home view and opens in
    // the editor, still modified, with the edit in it.
    function test_unsavedScenarioRecoveredAfterACrash() {
        const doc = createTemporaryObject(scenarioComponent, testCase)
        verify(doc.newBlank())
        const spy = createTemporaryObject(spyComponent, testCase, { target: doc, signalName: "autosaved" })
        verify(doc.add("commanders", "A") >= 0, doc.errorMessage)
        verify(doc.setHeader("nameEn", "Inkerman, my way"), doc.errorMessage)
        spy.wait(10000)
        const path = String(spy.signalArguments[spy.count - 1][0])
        const copy = "file://" + path.substring(0, path.lastIndexOf("/") + 1) + "qml-crashed-kskscenario.bwautosave"
        verify(sztabFiles.write(copy, sztabFiles.read("file://" + path)))
        doc.close()
        Workspace.refreshAutosaves()
        compare(Workspace.recoverableAutosaves.length, 1)
        compare(Workspace.recoverableAutosaves[0].kind, "ksk-scenario")

        const w = createTemporaryObject(mainComponent, testCase)
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        const recover = findChild(w.home, "recoverAutosave")
        tryVerify(() => recover.visible)
        click(w, recover)
        tryVerify(() => w.kskShown && w.ksk !== null, 5000)
        const e = w.ksk.scenarioEditor
        tryVerify(() => e.visible && e.view.document.loaded, 5000, e.view.document.errorMessage)
        const recovered = e.view.document
        verify(recovered.modified)
        compare(recovered.header.nameEn, "Inkerman, my way")
        compare(recovered.commanders.count, 1)
        e.closeConfirmed = true
        e.close()
    }
}
