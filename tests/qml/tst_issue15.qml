// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks

// Issue 15, items 9, 15 and 16, as a new player meets them with the mouse: the draw dialog's one choice of dice and
// its reasons, a roster naming an unknown unit, and one language throughout (names, messages, labels, menus).
TestCase {
    id: testCase
    name: "Issue15"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }

    function cleanup() {
        if (Workspace.language !== "en")
            Workspace.language = "en"
    }

    function dataUrl(file) {
        return String(sztabTest.dataDir) + "/" + file
    }

    function testDataUrl(file) {
        return String(sztabTest.dataDir) + "/../tests/testdata/" + file
    }

    function createWindow() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000, "the window becomes the focused one (shortcuts need it)")
        waitForRendering(w.contentItem)
        return w
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    // A click where a person clicks: the centre of the control, once nothing covers it (clicks.js).
    function click(w, item) {
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 2000,
                  "a person can click " + item + ": " + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    // Item 6 (BWN 13.2): a roster over the 20 bases of 32+8, with more regiments added after the one that crossed
    // the limit: the tree marks that regiment's row, not the last entry, and clicking the issue selects it.
    function test_basesOver_marksTheRegimentThatCrossed() {
        const w = createWindow()
        w.newRoster()
        const dialog = child(w, "newRosterDialog")
        tryVerify(() => dialog.opened)
        child(dialog, "newRosterName").text = "Bases"
        click(w, child(dialog, "newRosterOk"))
        tryVerify(() => !dialog.visible)
        verify(w.builderShown, w.document.errorMessage)
        compare(w.document.totals.maxBases, 20)
        verify(w.document.addDivision("infantry", "", "First"), w.document.errorMessage)
        verify(w.document.addDivision("infantry", "", "Second"), w.document.errorMessage)
        const catalogue = w.document.catalogueModel
        let unit = ""
        for (let i = 0; i < catalogue.rowCount() && unit === ""; ++i) {
            const bases = catalogue.data(catalogue.index(i, 0), Qt.UserRole + 8) // BasesRole
            const max = catalogue.data(catalogue.index(i, 0), Qt.UserRole + 10)  // MaxRole: none, or it adds issues
            if (bases >= 3 && (max === undefined || max === null))
                unit = String(catalogue.data(catalogue.index(i, 0), Qt.UserRole + 1))
        }
        verify(unit !== "", "the nation has a unit of three or more bases")
        // Into the first division until the limit breaks; the regiment that broke it is remembered.
        let crossing = -1
        for (let n = 0; n < 20 && !w.document.totals.basesOver; ++n) {
            verify(w.document.addRegiment(unit, 0), w.document.errorMessage)
            crossing = n
        }
        verify(w.document.totals.basesOver, "over " + w.document.totals.maxBases + " bases")
        // More after it, in both divisions: the roster's last entry is now elsewhere.
        verify(w.document.addRegiment(unit, 0))
        verify(w.document.addRegiment(unit, 1))
        verify(w.document.addRegiment(unit, 1))

        const path = "/divisions/0/regiments/" + crossing
        const expected = w.document.rowForPath(path)
        const last = w.document.rowForPath("/divisions/1/regiments/1")
        verify(expected > 0 && last > expected)
        const tree = w.builder.tree.list
        tree.positionViewAtIndex(expected, ListView.Contain)
        waitForRendering(tree)
        const row = tree.itemAtIndex(expected)
        verify(row !== null)
        compare(row.model.severity, "error")
        const basesSaid = "over the limit of 20 (BWN 13.2)"
        verify(row.model.issueText.indexOf(basesSaid) >= 0, row.model.issueText)
        tree.positionViewAtIndex(last, ListView.Contain)
        waitForRendering(tree)
        verify(tree.itemAtIndex(last).model.issueText.indexOf(basesSaid) < 0, "the last entry is not the one marked")
        for (let r = 0; r < tree.count; ++r)
            if (r !== expected)
                verify(String(treeRow(w, r).model.issueText).indexOf(basesSaid) < 0, "row " + r + " is not marked for the bases")

        // The issue in the panel, clicked where a person clicks: the crossing regiment's row is selected.
        const issues = child(w.builder, "issueList")
        tryVerify(() => issues.count > 0)
        let index = -1
        for (let i = 0; i < issues.count && index < 0; ++i) {
            issues.positionViewAtIndex(i, ListView.Contain)
            const item = issues.itemAtIndex(i)
            if (item && item.path === path)
                index = i
        }
        verify(index >= 0, "the bases issue names " + path)
        const issue = issues.itemAtIndex(index)
        compare(issue.rosterRow, expected)
        tree.currentIndex = 0
        click(w, issue)
        compare(tree.currentIndex, expected)
    }

    function openDrawDialog(w) {
        sztabKeys.click(w, Qt.Key_G, Qt.ControlModifier)
        const dialog = child(w, "drawDialog")
        tryVerify(() => dialog.opened)
        waitForRendering(dialog.contentItem)
        return dialog
    }

    function typeText(text) {
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i])
    }

    // Item 9: the two ways of rolling exclude each other; the dice field takes the faces of the die each place is
    // drawn on (a dN for N candidates) and says why a result is refused; Draw waits until the results fit.
    function test_drawDialog_oneChoiceAndTheDieSaidInWords() {
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-russia-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const dialog = openDrawDialog(w)
        const program = child(dialog, "drawProgramDice")
        const own = child(dialog, "drawOwnDice")
        verify(program.checked && !own.checked)
        mouseClick(own)
        verify(own.checked)
        verify(!program.checked, "choosing our own dice unchecks the program's")
        mouseClick(program)
        verify(program.checked && !own.checked, "and back")
        mouseClick(own)

        const needed = child(dialog, "drawDiceNeeded")
        verify(needed.visible)
        // The first place drawn and its die, in words: "Dice, in order: Line infantry: d8. …"
        const die = /^Dice, in order: [^:]+: d(\d+)/.exec(needed.text)
        verify(die !== null, needed.text)
        const sides = Number(die[1])

        const field = child(dialog, "drawDice")
        mouseClick(field)
        verify(field.activeFocus)
        typeText(String(sides + 1))
        compare(field.text, String(sides + 1), "a number above 6 can be typed: the die may be larger")
        const problem = child(dialog, "drawDiceProblem")
        tryVerify(() => problem.visible)
        verify(problem.text.indexOf((sides + 1) + " is not on the die") === 0, problem.text)
        verify(problem.text.indexOf("d" + sides) > 0, problem.text)
        verify(!child(dialog, "drawButton").enabled, "no draw with a result off the die")

        field.selectAll()
        typeText(String(sides))
        tryVerify(() => problem.text.indexOf("is not on the die") < 0, 2000, problem.text)
        if (problem.text === "")
            verify(child(dialog, "drawButton").enabled, "the results fit: Draw is pressable")
        else
            verify(problem.text.indexOf("More results needed") === 0 && !child(dialog, "drawButton").enabled, problem.text)
        dialog.close()
    }

    // Item 9: the log says whom each general is for, in words, after a draw made with the mouse.
    function test_drawLog_inWords() {
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-russia-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const dialog = openDrawDialog(w)
        mouseClick(child(dialog, "drawButton"))
        tryVerify(() => w.document.drawLog.length > 0, 2000, w.document.errorMessage)
        const log = child(dialog, "drawLog").text
        verify(log.indexOf("/divisions") < 0 && log.indexOf("/upgrades") < 0 && log.indexOf("/commander") < 0, log)
        verify(/^[^\/:]+: .+ — draw d\d+: \d/.test(log), log)
        dialog.close()
    }

    // Item 16: the roster opens; the banner says what is missing in words; the regiment is kept and its row marked.
    function test_unknownUnit_opensMarkedAndSaid() {
        const w = createWindow()
        w.openUrl(testDataUrl("rosters/unknown-unit.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const banner = child(w, "errorBanner")
        verify(banner.visible)
        const said = child(banner, "errorBannerText").text
        verify(said.indexOf("demo-fr-pl-sapper-guard") >= 0, said)
        verify(said.indexOf("no loaded catalogue") >= 0, said)
        verify(said.indexOf("/divisions") < 0, "words, not a JSON pointer: " + said)
        const list = w.builder.tree.list
        const row = w.document.rosterModel.rowForPath("/divisions/1/regiments/1")
        verify(row >= 0)
        list.positionViewAtIndex(row, ListView.Contain)
        waitForRendering(list)
        const item = list.itemAtIndex(row)
        verify(item !== null)
        compare(item.model.severity, "error")
        verify(item.model.name.indexOf("demo-fr-pl-sapper-guard") >= 0, item.model.name)
        verify(!w.document.valid)
    }

    // Items 15 and 16 in Polish: the banner is wholly Polish, the app's sentence and the core's reason.
    function test_polish_unknownUnitSaidInPolishOnly() {
        Workspace.language = "pl"
        const w = createWindow()
        w.openUrl(testDataUrl("rosters/unknown-unit.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const said = child(child(w, "errorBanner"), "errorBannerText").text
        verify(said.indexOf("Pułki tej rozpiski") === 0, said)
        verify(said.indexOf("nie ma w katalogach") > 0, said)
        verify(said.indexOf("catalogue") < 0 && said.indexOf("regiment") < 0, said)
    }

    // Item 15: in Polish the bundled rosters' names are the Polish ones, in the builder and the planner.
    function test_polish_namesOfTheBundledRosters() {
        Workspace.language = "pl"
        const w = createWindow()
        mouseClick(child(w.home, "homePlannerButton"))
        tryVerify(() => w.plannerShown && w.planner !== null && w.planner.visible)
        const doc = w.planner.document
        verify(doc.newPlan({ "table": "120x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        compare(doc.setup.armyA, "Demo: VIII Korpus i Gwardia, jesień 1813")
        Workspace.language = "en"
        compare(doc.setup.armyA, "Demo: VIII Corps and the Guard, autumn 1813")
    }

    // Item 15: Polish labels fit their tabs (no "Protokół losow…").
    function test_polish_sideTabsNotCut() {
        Workspace.language = "pl"
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        waitForRendering(w.contentItem)
        const tabs = child(w.builder, "sideTabs")
        for (let i = 0; i < tabs.count; ++i) {
            const tab = tabs.itemAt(i)
            verify(tab.implicitContentWidth <= tab.availableWidth + 0.5,
                   tab.text + ": " + tab.implicitContentWidth + " > " + tab.availableWidth)
        }
        mouseClick(tabs.itemAt(2))
        compare(tabs.currentIndex, 2)
    }

    // The side pane's tools scroll: bring an item of theirs into sight as a person scrolls to it.
    function scrollTo(w, scroll, item) {
        const flick = scroll.contentItem
        flick.contentY = Math.max(0, Math.min(item.mapToItem(flick.contentItem, 0, 0).y - 20,
                                              flick.contentHeight - flick.height))
        waitForRendering(w.contentItem)
    }

    // A menu's entry by its objectName (the entries live in the menu's own list, not among its children).
    function menuEntry(menu, name) {
        for (let k = 0; k < menu.count; ++k)
            if (menu.itemAt(k) && menu.itemAt(k).objectName === name)
                return menu.itemAt(k)
        verify(false, "the menu has " + name)
        return null
    }

    function openPlanner(w) {
        click(w, child(w.home, "homePlannerButton"))
        tryVerify(() => w.plannerShown && w.planner !== null && w.planner.visible)
        return w.planner
    }

    // Item 14: the side pane's "Roster of A…" offers the bundled demo rosters (named in the interface's language,
    // marked as demo data) and another file, which FileChooser's open dialog asks for.
    function test_planRosterButtonsOfferTheDemos_data() {
        return [{ "tag": "en", "lang": "en", "demo": "(demo)", "name": "Demo: VIII Corps and the Guard, autumn 1813" },
                { "tag": "pl", "lang": "pl", "demo": "(demo)", "name": "Demo: VIII Korpus i Gwardia, jesień 1813" }]
    }
    function test_planRosterButtonsOfferTheDemos(row) {
        Workspace.language = row.lang
        const w = createWindow()
        w.width = 1280
        w.height = 1000
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "120x120" }), doc.errorMessage)
        verify(!doc.setup.hasRosterA && !doc.setup.hasRosterB)
        const side = planner.sidePane
        const buttonA = child(side, "planRosterA")
        scrollTo(w, side.toolsScroll, buttonA)
        click(w, buttonA)
        const menu = child(side, "planRosterMenu")
        tryVerify(() => menu.opened)
        const demos = doc.demoRosters()
        verify(demos.length >= 2, "the bundled demo rosters")
        let france = null
        for (let k = 0; k < demos.length; ++k) {
            const item = menuEntry(menu, "planRosterDemo" + k)
            verify(item.text.indexOf(demos[k].name) === 0 && item.text.indexOf(qsTr("%1 (demo)").arg("")) >= 0, item.text)
            if (item.text.indexOf(row.name) === 0)
                france = item
        }
        verify(france !== null, "the French demo, named in the interface's language: " + row.name)
        waitForRendering(w.contentItem)
        click(w, france)
        tryVerify(() => doc.setup.hasRosterA, 2000, doc.errorMessage)
        verify(doc.setup.rosterA.indexOf("demo-france-1813") >= 0, doc.setup.rosterA)
        tryVerify(() => !menu.visible)

        // B: another file, chosen in FileChooser's open dialog (the test answers it).
        const buttonB = child(side, "planRosterB")
        scrollTo(w, side.toolsScroll, buttonB)
        click(w, buttonB)
        tryVerify(() => menu.opened)
        const asked = FileChooser.requests
        FileChooser.answerNext(dataUrl("rosters/demo-russia-1813.bwroster"))
        const another = menuEntry(menu, "planRosterFile")
        waitForRendering(w.contentItem)
        click(w, another)
        tryVerify(() => FileChooser.requests === asked + 1)
        compare(FileChooser.lastRequest.mode, "open")
        compare(FileChooser.lastRequest.kind, "roster")
        verify(FileChooser.lastRequest.filters[0].indexOf("*.bwroster") > 0, FileChooser.lastRequest.filters[0])
        tryVerify(() => doc.setup.hasRosterB, 2000, doc.errorMessage)
        verify(doc.setup.rosterB.indexOf("demo-russia-1813") >= 0, doc.setup.rosterB)
    }

    // Item 5 (issue 15 item 2): opening and importing go through FileChooser's open dialog with the kind's filters,
    // like the saves; what the player chooses there is opened.
    function test_openAndImportAskFileChooser() {
        const w = createWindow()
        let asked = FileChooser.requests
        FileChooser.answerNext(dataUrl("rosters/demo-russia-1813.bwroster"))
        click(w, child(w.home, "homeOpenButton"))
        tryVerify(() => FileChooser.requests === asked + 1)
        compare(FileChooser.lastRequest.mode, "open")
        compare(FileChooser.lastRequest.kind, "any") // every Sztab file, opened in its own view by its content
        verify(FileChooser.lastRequest.filters[0].indexOf("*.bwroster") > 0, FileChooser.lastRequest.filters[0])
        tryVerify(() => w.builderShown, 2000, w.document.errorMessage)
        verify(String(w.document.fileUrl).indexOf("demo-russia-1813.bwroster") > 0)

        // File > Import JSON…, clicked in the menu; the dialog cancelled leaves the roster as it was.
        const file = child(w, "fileMenu")
        file.open()
        tryVerify(() => file.opened)
        let importItem = null
        for (let i = 0; i < file.count; ++i)
            if (file.itemAt(i).text === "&Import JSON…")
                importItem = file.itemAt(i)
        verify(importItem !== null)
        asked = FileChooser.requests
        FileChooser.answerNext("")
        waitForRendering(w.contentItem)
        click(w, importItem)
        tryVerify(() => FileChooser.requests === asked + 1)
        compare(FileChooser.lastRequest.kind, "rosterJson")
        compare(FileChooser.lastRequest.filters[0], "Roster JSON (*.json)")
        compare(FileChooser.lastRequest.filters[1], "Rosters (*.bwroster)") // a roster file imports as well
        verify(String(w.document.fileUrl).indexOf("demo-russia-1813.bwroster") > 0)

        // The planner's Open… asks for a battle plan.
        w.closeRoster()
        tryVerify(() => !w.builderShown && w.home.visible)
        const planner = openPlanner(w)
        asked = FileChooser.requests
        FileChooser.answerNext("")
        click(w, child(planner, "planOpen"))
        tryVerify(() => FileChooser.requests === asked + 1)
        compare(FileChooser.lastRequest.mode, "open")
        compare(FileChooser.lastRequest.kind, "plan")
        compare(FileChooser.lastRequest.filters[0], "Battle plans (*.bwplan)")
    }

    function newRosterByDialog(w, name) {
        w.newRoster()
        const dialog = child(w, "newRosterDialog")
        tryVerify(() => dialog.opened)
        child(dialog, "newRosterName").text = name
        click(w, child(dialog, "newRosterOk"))
        tryVerify(() => !dialog.visible)
        verify(w.builderShown, w.document.errorMessage)
    }

    function treeRow(w, row) {
        const list = w.builder.tree.list
        list.positionViewAtIndex(row, ListView.Contain)
        waitForRendering(list)
        const item = list.itemAtIndex(row)
        verify(item !== null, "row " + row + " is made")
        return item
    }

    // Chooses `text` in the extra general's division box with the mouse, as a person does.
    function chooseDivision(w, row, text) {
        const box = child(treeRow(w, row), "extraDivisionCombo")
        click(w, box)
        tryVerify(() => box.popup.opened)
        const view = box.popup.contentItem
        let index = -1
        for (let k = 0; k < box.count; ++k)
            if (box.textAt(k) === text)
                index = k
        verify(index >= 0, text + " is offered: " + JSON.stringify(box.model))
        view.positionViewAtIndex(index, ListView.Contain)
        waitForRendering(view)
        click(w, view.itemAtIndex(index))
        tryVerify(() => !box.popup.visible)
    }

    // BWN 13.3 (issue 15 item 9): the extra general has a row of his own in the tree, with a word for where he
    // stands and a box choosing his division; led by him, the division says so and he stands under it; a division
    // with another commander is marked and, chosen anyway, the core's EXTRA_GENERAL_DIVISION_TAKEN lands on his row.
    function test_extraGeneral_rowAndDivisionChosenWithTheMouse() {
        const w = createWindow()
        w.width = 1280
        w.height = 900
        newRosterByDialog(w, "Extra")
        const doc = w.document
        verify(doc.addDivision("infantry", "", "First"), doc.errorMessage)
        verify(doc.addDivision("infantry", "", "Second"), doc.errorMessage)
        verify(doc.addDivision("infantry", "", "Third"), doc.errorMessage)
        verify(doc.setUpgrade("extra-general", { "choice": "infantry", "count": 1 }), doc.errorMessage)
        const tree = w.builder.tree.list
        // At the end, leading nothing yet, said in words.
        let row = tree.count - 1
        let item = treeRow(w, row)
        compare(item.model.kind, "extraGeneral")
        compare(item.model.extraState, "none")
        verify(item.model.name.indexOf("Extra general") === 0, item.model.name)
        verify(child(item, "extraGeneralState").text.indexOf("Leads no division yet") === 0)

        // Given the second division with the mouse: he stands under it, after its regiments, and it says so.
        chooseDivision(w, row, "Second")
        const second = doc.rowForPath("/divisions/1")
        tryVerify(() => tree.count > row && treeRow(w, second + 1).model.kind === "extraGeneral")
        item = treeRow(w, second + 1)
        compare(item.model.extraState, "leads")
        compare(item.model.depth, treeRow(w, second).model.depth + 1)
        verify(child(item, "extraGeneralState").text.indexOf("Leads this division") === 0)
        verify(treeRow(w, second).model.ledByExtraGeneral)
        compare(doc.undoText, "Choose the extra general's division")
        verify(doc.draw("army", "7"), doc.errorMessage)
        const divisionLine = child(treeRow(w, second), "generalLine").text
        verify(divisionLine.indexOf("Extra general: ") === 0, divisionLine)

        // The first division now has its own general: marked in the box; chosen anyway, the core says why and the
        // issue leads to his row.
        row = doc.rowForPath("/divisions/1") + 1
        const box = child(treeRow(w, row), "extraDivisionCombo")
        verify(box.textAt(box.find("First (has a commander)")) === "First (has a commander)", JSON.stringify(box.model))
        chooseDivision(w, row, "First (has a commander)")
        tryVerify(() => treeRow(w, tree.count - 1).model.kind === "extraGeneral")
        const at = tree.count - 1
        item = treeRow(w, at)
        compare(item.model.extraState, "taken")
        compare(item.model.severity, "error")
        verify(child(item, "extraGeneralState").text.indexOf("the one chosen has another commander") > 0)
        const issues = child(w.builder, "issueList")
        let index = -1
        for (let i = 0; i < issues.count && index < 0; ++i) {
            issues.positionViewAtIndex(i, ListView.Contain)
            const issue = issues.itemAtIndex(i)
            if (issue && issue.path.indexOf("/division") > 0 && issue.path.indexOf("/upgrades/") === 0)
                index = i
        }
        verify(index >= 0, "the EXTRA_GENERAL_DIVISION_TAKEN issue is listed")
        const issue = issues.itemAtIndex(index)
        compare(issue.rosterRow, at)
        tree.currentIndex = 0
        click(w, issue)
        compare(tree.currentIndex, at)

        // "leads no division" frees him again; undo takes the choice back.
        chooseDivision(w, at, "leads no division")
        tryVerify(() => treeRow(w, tree.count - 1).model.extraState === "none")
        verify(treeRow(w, tree.count - 1).model.severity !== "error", treeRow(w, tree.count - 1).model.issueText)
    }

    // The letter after a single "&" ("&&" is a plain ampersand), lower case; "" when there is none.
    function accelerator(text) {
        const m = /&([^&])/.exec(String(text).replace(/&&/g, ""))
        return m ? m[1].toLowerCase() : ""
    }

    // Checks that each of `texts` has an accelerator and no two share one; `where` names the menu.
    function checkSiblings(where, texts) {
        const seen = {}
        for (const t of texts) {
            const a = accelerator(t)
            verify(a !== "", where + ": \"" + t + "\" has no accelerator")
            verify(seen[a] === undefined, where + ": \"" + t + "\" and \"" + seen[a] + "\" share &" + a)
            seen[a] = t
        }
    }

    // Item 15: every menu of the menu bar and every entry in it has its own "&" accelerator, in both languages
    // (they vanished in Polish, and two entries sharing a letter make Alt+letter pick neither).
    function test_menuAccelerators_distinctInBothLanguages_data() {
        return [{ "tag": "en", "lang": "en" }, { "tag": "pl", "lang": "pl" }]
    }
    function test_menuAccelerators_distinctInBothLanguages(row) {
        Workspace.language = row.lang
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster")) // the undo entry names an edit: "&Undo %1"
        verify(w.builderShown, w.document.errorMessage)
        verify(w.document.setName("Accelerators"))
        const bar = w.menuBar
        const titles = []
        for (let i = 0; i < bar.count; ++i)
            titles.push(bar.menuAt(i).title)
        verify(titles.length >= 4)
        checkSiblings("menu bar (" + row.lang + ")", titles)
        for (let i = 0; i < bar.count; ++i) {
            const menu = bar.menuAt(i)
            menu.open() // made when first opened (LazyMenu)
            tryVerify(() => menu.opened)
            const texts = []
            for (let k = 0; k < menu.count; ++k) {
                const item = menu.itemAt(k)
                if (item.text === undefined) // a separator
                    continue
                texts.push(item.text)
                const sub = item.subMenu
                if (sub && sub.objectName !== "recentMenu") { // the recent files are file names, not commands
                    const subTexts = []
                    for (let j = 0; j < sub.count; ++j)
                        if (sub.itemAt(j).text !== undefined)
                            subTexts.push(sub.itemAt(j).text)
                    checkSiblings(sub.title, subTexts)
                }
            }
            verify(texts.length > 0, menu.title)
            checkSiblings(menu.title + " (" + row.lang + ")", texts)
            menu.close()
            tryVerify(() => !menu.visible)
        }
        if (row.lang === "pl")
            compare(titles[0], "&Plik")
    }
}
