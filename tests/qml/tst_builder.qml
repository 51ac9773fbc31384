// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import Sztab.Common
import "clicks.js" as Clicks

// The main flows of the window, driven like a player would: new roster, add units until a limit breaks, click the
// error and land on its entry, undo, save and reopen, draw commanders with a seed. The verdicts come from the core;
// these tests check that the window shows them and acts on them.
TestCase {
    id: testCase
    name: "Builder"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }

    // The Polish test switches the language; the others name nothing by its words, but start from English.
    function cleanup() {
        if (Workspace.language !== "en")
            Workspace.language = "en"
        if (Workspace.theme !== "system") // the language test chooses a theme; a failure there must not leave it
            Workspace.theme = "system"
    }

    function dataUrl(file) {
        return String(sztabTest.dataDir) + "/" + file
    }

    function createWindow() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true // teardown destroys it; no question to answer then
        w.requestActivate()
        tryVerify(() => w.active, 5000, "the window becomes the focused one (shortcuts need it)")
        waitForRendering(w.contentItem)
        return w
    }

    // A click where a person clicks: the centre of the control, once it is shown there and nothing covers it
    // (clicks.js; issue 15).
    function click(w, item) {
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 2000,
                  "a person can click " + item + ": " + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    // Through the dialog, as a new player would: name the roster and press Create (ruleset, 32+8, the first nation
    // and all its catalogues are the defaults).
    function makeNewRoster(w, name) {
        w.newRoster()
        const dialog = child(w, "newRosterDialog")
        tryVerify(() => dialog.opened)
        child(dialog, "newRosterName").text = name
        click(w, child(dialog, "newRosterOk"))
        tryVerify(() => !dialog.visible)
        compare(w.document.errorMessage, "")
        verify(w.builderShown)
        waitForRendering(w.contentItem)
    }

    // As a person adds one: the empty roster's own button, else the toolbar's "+ Division" menu, clicked.
    function addDivision(w) {
        const before = w.builder.tree.list.count
        const button = child(w.builder, "emptyAddDivision")
        if (button.visible) {
            click(w, button)
        } else {
            click(w, child(w.builder, "addDivisionButton"))
            const menu = child(w.builder, "addDivisionMenu")
            tryVerify(() => menu.opened)
            const infantry = menu.itemAt(0)
            tryVerify(() => infantry.width > 0 && infantry.height > 0)
            waitForRendering(w.contentItem)
            click(w, infantry)
        }
        tryVerify(() => w.builder.tree.list.count === before + 1)
    }

    function rowItem(w, row) {
        const list = w.builder.tree.list
        list.positionViewAtIndex(row, ListView.Contain)
        return list.itemAtIndex(row)
    }

    function test_newRosterShowsTheEmptyBuilder() {
        const w = createWindow()
        verify(!w.builderShown, "the home view comes first")
        makeNewRoster(w, "Test list")
        compare(w.document.name, "Test list")
        compare(w.document.totals.unitsLimit, 32)
        compare(w.document.totals.upgradesLimit, 8)
        compare(w.document.totals.maxBases, 20)
        compare(child(w.builder, "totalsUnits").text, "0 / 32")
        verify(child(w.builder, "catalogueList").count > 0, "the nation's catalogue is listed")
        verify(!w.document.modified || w.document.canUndo === false)
    }

    // Limits the players agreed instead of a preset.
    function test_newRosterWithCustomLimits() {
        const w = createWindow()
        w.newRoster()
        const dialog = child(w, "newRosterDialog")
        tryVerify(() => dialog.opened)
        child(dialog, "newRosterName").text = "Skirmish"
        const preset = child(dialog, "newRosterPreset")
        preset.currentIndex = preset.count - 1 // "Custom limits agreed by the players"
        tryVerify(() => child(dialog, "newRosterUnits").visible)
        child(dialog, "newRosterUnits").value = 24
        child(dialog, "newRosterUpgrades").value = 6
        child(dialog, "newRosterBases").value = 16
        click(w, child(dialog, "newRosterOk"))
        tryVerify(() => !dialog.visible)
        verify(w.builderShown, w.document.errorMessage)
        compare(w.document.totals.unitsLimit, 24)
        compare(w.document.totals.upgradesLimit, 6)
        compare(w.document.totals.maxBases, 16)
        compare(child(w.builder, "totalsUnits").text, "0 / 24")
    }

    function test_addUnitsUntilALimitBreaksThenClickTheError() {
        const w = createWindow()
        makeNewRoster(w, "Too big")
        addDivision(w)
        const catalogue = child(w.builder, "catalogueList")
        const issues = child(w.builder, "issueList")
        catalogue.currentIndex = 0
        catalogue.forceActiveFocus()
        const unitsLabel = child(w.builder, "totalsUnits")
        const basesLabel = child(w.builder, "totalsBases")
        // Enter adds the selected unit to the selected division, until the core says a limit is broken.
        let presses = 0
        while (!w.document.totals.unitsOver && !w.document.totals.basesOver && presses < 60) {
            catalogue.forceActiveFocus()
            sztabKeys.click(w, Qt.Key_Return)
            ++presses
        }
        verify(presses < 60, "a limit breaks within 60 units")
        verify(w.document.totals.unitsOver || w.document.totals.basesOver)
        verify(!w.document.valid)
        // The broken figure turns red; the verdict says how many errors.
        const broken = w.document.totals.unitsOver ? unitsLabel : basesLabel
        compare(broken.color, Style.error)
        verify(child(w.builder, "verdictButton").text.indexOf(String(w.document.errorCount)) >= 0)
        tryVerify(() => issues.count > 0)

        // Click the issue that belongs to a regiment: its row is selected and shown.
        let index = -1
        for (let i = 0; i < issues.count && index < 0; ++i) {
            issues.positionViewAtIndex(i, ListView.Contain)
            const item = issues.itemAtIndex(i)
            if (item && item.rosterRow >= 0 && item.path.indexOf("/regiments/") > 0)
                index = i
        }
        verify(index >= 0, "the limit error names the regiment that crossed it")
        const issue = issues.itemAtIndex(index)
        // What the player reads: the message and the place in words, no pointer and no error code.
        const shownPlace = child(issue, "issuePlace")
        verify(shownPlace.visible && shownPlace.width > 0, "the place is shown under the message")
        // The new division has no name yet: its ordinal; the regiment by its unit's name.
        verify(/^1st division, ./.test(shownPlace.text), "the division by its ordinal: " + shownPlace.text)
        for (let i = 0; i < issues.count; ++i) {
            issues.positionViewAtIndex(i, ListView.Contain)
            const item = issues.itemAtIndex(i)
            const seen = child(item, "issueMessage").text + " " + child(item, "issuePlace").text
            verify(!/(^|[\s(:])\/[A-Za-z]/.test(seen), "no JSON pointer on screen: " + seen)
            verify(!/\b[A-Z]{2,}_[A-Z_]+\b/.test(seen), "no error code on screen: " + seen)
        }
        issues.positionViewAtIndex(index, ListView.Contain)
        const target = issue.rosterRow
        const tree = w.builder.tree.list
        tree.currentIndex = 0
        click(w, issue)
        compare(tree.currentIndex, target)
        const row = tree.itemAtIndex(target)
        verify(row !== null, "the row is in view")
        verify(row.y + row.height > tree.contentY && row.y < tree.contentY + tree.height, "scrolled into view")
        compare(row.model.severity, "error")
        verify(row.model.issueText.indexOf("BWN") >= 0, "the row's tooltip names the rule")
    }

    function test_undoAndRedoByShortcut() {
        const w = createWindow()
        makeNewRoster(w, "Undo")
        addDivision(w)
        const catalogue = child(w.builder, "catalogueList")
        catalogue.currentIndex = 0
        const before = w.builder.tree.list.count
        const pointsBefore = w.document.totals.units // the division's general costs a point already
        const add = child(w.builder, "addUnitButton")
        verify(add.enabled, "a unit and a division are chosen")
        click(w, add)
        const rows = w.builder.tree.list.count
        compare(rows, before + 1)
        verify(w.document.canUndo)
        const points = w.document.totals.units
        verify(points > pointsBefore)
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => w.builder.tree.list.count === rows - 1)
        compare(w.document.totals.units, pointsBefore)
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        tryVerify(() => w.builder.tree.list.count === rows)
        compare(w.document.totals.units, points)
    }

    // F2 on a division row edits its name in place; Enter keeps it (one undo step).
    function test_renameDivisionByF2() {
        const w = createWindow()
        makeNewRoster(w, "Rename")
        addDivision(w)
        const row = w.document.rowForPath("/divisions/0")
        w.builder.tree.select(row)
        sztabKeys.click(w, Qt.Key_F2)
        const editor = child(w.builder, "divisionNameEditor")
        tryVerify(() => editor.activeFocus)
        editor.text = "Avant-garde"
        sztabKeys.click(w, Qt.Key_Return)
        tryVerify(() => rowItem(w, row).model.name === "Avant-garde")
        verify(w.document.undoText.length > 0)
        verify(w.builder.tree.list.activeFocus, "the focus goes back to the tree")
    }

    function test_dragAUnitOntoADivision() {
        const w = createWindow()
        makeNewRoster(w, "Drag")
        addDivision(w)
        addDivision(w)
        const tree = w.builder.tree.list
        const catalogue = child(w.builder, "catalogueList")
        // The last row is the second division: drop the first catalogue unit on it.
        const rows = tree.count
        const divisionRow = rowItem(w, rows - 1)
        verify(divisionRow.isDivision)
        compare(divisionRow.divisionIndex, 1)
        const unit = catalogue.itemAtIndex(0)
        mousePress(unit, 20, 10)
        for (let i = 1; i <= 5; ++i)
            mouseMove(unit, 20 + i * 10, 10 + i * 4)
        const p = divisionRow.mapToItem(unit, 40, divisionRow.height / 2)
        mouseMove(unit, p.x, p.y)
        mouseMove(unit, p.x + 2, p.y)
        mouseRelease(unit, p.x + 2, p.y)
        tryVerify(() => tree.count === rows + 1, 2000, "one regiment row more")
        const added = rowItem(w, rows)
        verify(added.isRegiment)
        compare(added.divisionIndex, 1)
        compare(added.model.unitId, unit.unitId)

        // Then drag that regiment onto the first division: it moves there.
        const firstDivision = rowItem(w, w.document.rowForPath("/divisions/0"))
        verify(firstDivision.isDivision)
        // The press lands on the row's own MouseArea, which drags (not on the row, which would only select).
        const pp = added.mapToItem(w.contentItem.parent, 30, 10)
        verify(String(Clicks.receiverAt(w.contentItem.parent, pp.x, pp.y)).indexOf("MouseArea") >= 0)
        mousePress(added, 30, 10)
        for (let i = 1; i <= 5; ++i)
            mouseMove(added, 30 + i * 5, 10 - i * 4)
        const q = firstDivision.mapToItem(added, 60, firstDivision.height / 2)
        mouseMove(added, q.x, q.y)
        mouseMove(added, q.x + 2, q.y)
        mouseRelease(added, q.x + 2, q.y)
        tryVerify(() => tree.count === rows + 1 && rowItem(w, 2) && rowItem(w, 2).isRegiment, 2000,
                  "the row under the first division is now a regiment")
        const moved = rowItem(w, 2)
        compare(moved.divisionIndex, 0)
        compare(moved.model.unitId, unit.unitId)
        verify(rowItem(w, tree.count - 1).isDivision, "the second division is empty again")
        verify(w.document.canUndo)
        compare(w.document.undoText.length > 0, true)
    }

    function test_saveThenReopen() {
        const w = createWindow()
        makeNewRoster(w, "Saved list")
        addDivision(w)
        click(w, child(w.builder, "addUnitButton"))
        const rows = w.builder.tree.list.count
        compare(rows, 3, "the commander-in-chief, the division and its regiment")
        const units = w.document.totals.units
        verify(w.document.modified)
        const url = String(sztabTest.tempDir) + "/saved-list.bwroster"
        verify(w.document.saveAs(url), w.document.errorMessage)
        verify(!w.document.modified)
        w.closeRoster()
        verify(!w.builderShown, "back at the home view")

        const again = createWindow()
        again.openUrl(url)
        verify(again.builderShown, again.document.errorMessage)
        compare(again.document.name, "Saved list")
        compare(again.document.totals.units, units)
        compare(again.builder.tree.list.count, rows)
        verify(!again.document.modified)
        verify(again.title.indexOf("Saved list") >= 0)
    }

    function test_unsavedChangesAreAskedAbout() {
        const w = createWindow()
        makeNewRoster(w, "Unsaved")
        addDivision(w)
        verify(w.document.modified)
        w.closeConfirmed = false
        // Another roster chosen in File › Open replaces this one: asked first.
        FileChooser.answerNext(dataUrl("rosters/demo-france-1813.bwroster"))
        w.openRoster()
        const question = child(w, "unsavedDialog")
        tryVerify(() => question.opened)
        question.reject()
        tryVerify(() => !question.visible)
        verify(w.builderShown, "Cancel keeps the roster open")
        compare(w.document.displayName, "Unsaved")
        w.close()
        const closing = child(w, "closeAllDialog")
        tryVerify(() => closing.opened, 2000, "closing the window asks too")
        closing.reject()
        tryVerify(() => !closing.visible)
        verify(w.visible)
        w.closeConfirmed = true
    }

    function test_openingABadFileShowsTheBanner() {
        const w = createWindow()
        w.openUrl(String(sztabTest.tempDir) + "/does-not-exist.bwroster")
        verify(!w.builderShown)
        const banner = child(w, "errorBanner")
        verify(banner.visible)
        verify(child(banner, "errorBannerText").text.indexOf("does-not-exist.bwroster") >= 0)
    }

    // A file of another kind opened as a roster: the banner says what it is, in the interface's language, with no
    // loader words ("/format", the format's id). The issue list in Polish names its places in Polish.
    function test_otherKindOfFileAndIssuesInPolish() {
        Workspace.language = "pl"
        const w = createWindow()
        // A Maciejowice game saved under a roster's name, opened as a roster (as a recent roster entry would; File ›
        // Open recognises it by its content and takes it to the Maciejowice view instead).
        const game = String(sztabTest.tempDir) + "/bitwa.bwroster"
        verify(sztabFiles.write(game, "{\"format\": \"mac-game\", \"version\": 1, \"log\": []}"))
        w.openUrl(game, "roster")
        verify(!w.document.loaded)
        const banner = child(w, "errorBanner")
        tryVerify(() => banner.visible)
        const said = child(banner, "errorBannerText").text
        compare(said, "bitwa.bwroster: ten plik to gra Maciejowice, a nie rozpiska.")

        makeNewRoster(w, "Za duża")
        addDivision(w)
        const catalogue = child(w.builder, "catalogueList")
        catalogue.currentIndex = 0
        for (let presses = 0; !w.document.totals.unitsOver && !w.document.totals.basesOver && presses < 60; ++presses) {
            catalogue.forceActiveFocus()
            sztabKeys.click(w, Qt.Key_Return)
        }
        const issues = child(w.builder, "issueList")
        tryVerify(() => issues.count > 0)
        let regimentPlace = ""
        for (let i = 0; i < issues.count; ++i) {
            issues.positionViewAtIndex(i, ListView.Contain)
            const item = issues.itemAtIndex(i)
            const place = child(item, "issuePlace").text
            if (item.path.indexOf("/regiments/") > 0)
                regimentPlace = place
            verify(!/(^|[\s(:])\/[A-Za-z]/.test(place), "no pointer: " + place)
        }
        // The unnamed division by its Polish ordinal, the regiment by its unit's (Polish) name.
        verify(/^1\. dywizja, ./.test(regimentPlace), "in Polish words: " + regimentPlace)
        if (String(sztabTest.screenshotDir) !== "") {
            issues.positionViewAtIndex(0, ListView.Beginning)
            waitForRendering(w.contentItem)
            grabImage(w.contentItem.parent).save(sztabTest.screenshotDir + "/builder-pl-issues.png")
        }
        w.document.close()
        Workspace.language = "en"
    }

    // The draw dialog with the program's dice: the seed is shown, the same seed gives the same generals, every
    // division shows its general's command and character.
    function test_drawCommandersWithASeed() {
        let firstLog = []
        let firstGeneral = ""
        for (let round = 0; round < 2; ++round) {
            const w = createWindow()
            w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
            verify(w.builderShown, w.document.errorMessage)
            sztabKeys.click(w, Qt.Key_G, Qt.ControlModifier)
            const dialog = child(w, "drawDialog")
            tryVerify(() => dialog.opened)
            const seed = child(dialog, "drawSeed")
            verify(seed.text !== "", "a fresh seed is shown before drawing")
            seed.text = "1813"
            const scope = child(dialog, "drawScope")
            scope.currentIndex = 0
            click(w, child(dialog, "drawButton"))
            tryVerify(() => w.document.drawLog.length > 0)
            verify(child(dialog, "drawLog").text.indexOf("1813") >= 0, "the log names the seed")
            let division = null
            for (let r = 0; r < w.builder.tree.list.count && !division; ++r) {
                const item = rowItem(w, r)
                if (item && item.isDivision)
                    division = item
            }
            verify(division !== null)
            verify(division.model.generalName !== "", "the division has its general")
            verify(division.model.character !== "")
            if (round === 0) {
                firstLog = w.document.drawLog
                firstGeneral = division.model.generalName
            } else {
                compare(w.document.drawLog, firstLog, "same seed, same draw")
                compare(division.model.generalName, firstGeneral)
            }
            dialog.close()
        }
    }

    function test_findShortcutAndCopyAsText() {
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const search = child(w.builder, "catalogueSearch")
        verify(!search.activeFocus)
        sztabKeys.click(w, Qt.Key_F, Qt.ControlModifier)
        verify(search.activeFocus, "Ctrl+F goes to the catalogue search")
        const catalogue = child(w.builder, "catalogueList")
        const all = catalogue.count
        search.text = "Vistula"
        tryVerify(() => catalogue.count > 0 && catalogue.count < all, 2000, "the search filters the catalogue")
        w.copyAsText()
        const toast = child(w, "toast")
        tryVerify(() => toast.visible, 2000, "the window says the text is on the clipboard")
        verify(w.document.plainText().indexOf(w.document.name) >= 0)
    }

    // The Polish translation is compiled into the resources: a window made after switching shows Polish.
    function test_polishInterface() {
        Workspace.language = "pl"
        const w = createWindow()
        compare(child(w, "homeNewButton").text, "Nowa rozpiska…")
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
        verify(child(w.builder, "verdictButton").text.indexOf("Rozpiska zgodna") >= 0
               || child(w.builder, "verdictButton").text.indexOf("Zgodna") >= 0)
        // Points with the decimal comma of the language chosen in the app, whatever the system's locale is
        compare(Style.number(9.5), "9,5")
        Workspace.language = "en"
        compare(Style.number(9.5), "9.5")
    }

    // The menu bar's menus are made the first time they open (LazyMenu, for the cold start): before that they are
    // empty, opening one fills it in the order of Main.qml, and an item made that way acts.
    function test_menusAreMadeWhenFirstOpened() {
        const w = createWindow()
        const file = child(w, "fileMenu")
        const settings = child(w, "settingsMenu")
        verify(!file.made)
        compare(file.count, 0)
        verify(findChild(w, "settingsDialog") === null, "the settings dialog is not made before it is asked for")
        file.open()
        tryVerify(() => file.opened)
        verify(file.made)
        compare(file.count, 19, "12 items, the New and Open recent submenus and 5 separators, as in Main.qml")
        compare(file.itemAt(0).text, qsTr("&Home"))
        tryVerify(() => file.height > file.count * 8, 2000, "the menu grows to hold its items: " + file.height)
        file.close()
        tryVerify(() => !file.visible)
        settings.open()
        tryVerify(() => settings.opened)
        compare(settings.count, 1)
        const item = settings.itemAt(0)
        tryVerify(() => item.width > 0 && item.height > 0 && item.visible)
        waitForRendering(w.contentItem)
        click(w, item)
        const dialog = child(w, "settingsDialog")
        tryVerify(() => dialog.opened, 2000, "the settings item opens the settings dialog")
        dialog.close()
        // Opened again, a menu keeps what it made.
        file.open()
        tryVerify(() => file.opened)
        compare(file.count, 19)
        file.close()
        tryVerify(() => !file.visible)
        // The roster's file dialog too is made when first asked for (a Loader by URL); File › Open asks
        // FileChooser's open dialog for any Sztab file (no answer queued: the Quick Test's dialog is cancelled).
        verify(findChild(w, "rosterFileDialog") === null)
        const asked = FileChooser.requests
        w.openRoster()
        tryVerify(() => FileChooser.requests === asked + 1, 2000, "the open dialog is asked for")
        compare(FileChooser.lastRequest.mode, "open")
        compare(FileChooser.lastRequest.kind, "any")
        verify(findChild(w, "rosterFileDialog") === null, "opening any file needs no roster dialog")
    }

    // Switching the language in Settings translates the open window at once (QQmlEngine::retranslate through the
    // Workspace singleton's engine), the builder, its menus and the file dialog made before the switch included.
    function test_languageSwitchedInSettingsTranslatesTheOpenWindow() {
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const file = child(w, "fileMenu")
        file.open()
        tryVerify(() => file.opened)
        compare(file.itemAt(0).text, "&Home")
        file.close()
        w.openSettings()
        const settings = child(w, "settingsDialog")
        tryVerify(() => settings.opened)
        // Boxes showing a state: a filter of the catalogue and the theme, chosen as a player would.
        // By keys, not by assigning currentIndex, which would drop the box's binding as no player can.
        const theme = child(settings, "themeCombo")
        theme.forceActiveFocus()
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Down)
        compare(w.theme, "dark")
        settings.close()
        tryVerify(() => !settings.visible)
        const arm = child(w.builder, "armFilter")
        arm.forceActiveFocus()
        keyClick(Qt.Key_Down)
        keyClick(Qt.Key_Down)
        compare(arm.currentText, "Cavalry")
        compare(w.document.catalogueModel.arm, "cavalry")
        w.openSettings()
        tryVerify(() => settings.opened)
        const combo = child(settings, "languageCombo")
        combo.currentIndex = combo.indexOfValue("pl")
        combo.activated(combo.currentIndex) // what choosing "Polski" does
        compare(Workspace.language, "pl")
        // The boxes got new, translated models and still show the state (a new model alone resets them to 0).
        compare(arm.currentIndex, 2)
        compare(arm.currentText, "Jazda")
        compare(theme.currentValue, "dark")
        compare(theme.currentText, "Ciemny")
        theme.currentIndex = theme.indexOfValue("system")
        theme.activated(theme.currentIndex)
        compare(child(w, "homeNewButton").text, "Nowa rozpiska…")
        compare(file.itemAt(0).text, "&Start")
        verify(child(w.builder, "verdictButton").text.indexOf("Zgodna") >= 0
               || child(w.builder, "verdictButton").text.indexOf("Rozpiska zgodna") >= 0,
               child(w.builder, "verdictButton").text)
        compare(settings.title, "Ustawienia")
        settings.close()
    }
}
