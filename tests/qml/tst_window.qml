// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks

// One window, four games: a roster, a battle plan, a Krwawe Stepy Krymu game and a Maciejowice game open at once.
// Every command acts on the document on screen; Home is one click away and keeps them open; File › Open takes any
// Sztab file into its own view; closing the window asks about every unsaved document by name, and what the player
// neither saved nor discarded is offered back at the next start.
TestCase {
    id: testCase
    name: "Window"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }

    function init() {
        Workspace.language = "en"
        Workspace.refreshAutosaves()
        for (const url of Workspace.recoverableAutosaves.map(a => a.autosaveUrl))
            Workspace.discardAutosave(url)
    }

    function temp(file) {
        return String(sztabTest.tempDir) + "/" + file
    }
    function dataFile(file) {
        return String(sztabTest.dataDir) + "/" + file
    }
    function copyOf(source, name) {
        const url = temp(name)
        verify(sztabFiles.write(url, sztabFiles.read(dataFile(source))))
        return url
    }

    function click(w, item) {
        verify(item !== null && item !== undefined, "the control exists")
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 3000,
                  "a person can click " + item + " " + item.objectName + ": "
                  + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }
    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    function createWindow() {
        const w = createTemporaryObject(mainComponent, testCase, { width: 1400, height: 900 })
        verify(w !== null, "Main.qml loads with the backend")
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        return w
    }

    // Clicks the menu bar's title, then the item a person reads (without the & marks); `submenu` first opens one.
    function clickMenu(w, menuName, itemText, submenu) {
        const bar = w.menuBar
        let title = null
        for (let i = 0; i < bar.count; ++i)
            if (bar.menuAt(i).objectName === menuName)
                title = bar.itemAt(i)
        verify(title !== null, "the menu bar shows " + menuName)
        click(w, title)
        let menu = title.menu
        tryVerify(() => menu.opened, 2000, menuName + " opens")
        if (submenu) {
            let sub = null
            for (let i = 0; i < menu.count; ++i) {
                const it = menu.itemAt(i)
                if (it && it.subMenu && it.subMenu.objectName === submenu)
                    sub = it
            }
            verify(sub !== null, menuName + " has " + submenu)
            tryVerify(() => sub.width > 0 && sub.height > 0)
            waitForRendering(w.contentItem)
            mouseClick(sub)
            menu = sub.subMenu
            tryVerify(() => menu.opened, 2000, submenu + " opens")
        }
        let item = null
        const texts = []
        for (let i = 0; i < menu.count; ++i) {
            const it = menu.itemAt(i)
            if (it && it.text) {
                texts.push(it.text.replace("&", ""))
                if (it.text.replace("&", "") === itemText)
                    item = it
            }
        }
        verify(item !== null, menuName + " has " + itemText + " among " + texts.join(" | "))
        verify(item.enabled, itemText + " is enabled")
        tryVerify(() => item.width > 0 && item.height > 0)
        waitForRendering(w.contentItem)
        mouseClick(item)
        tryVerify(() => !menu.visible)
    }

    // A roster from a copy of a demo file, changed (a division renamed).
    function openChangedRoster(w, name) {
        const url = copyOf("rosters/demo-france-1813.bwroster", name)
        w.openUrl(url, "")
        tryVerify(() => w.builderShown && w.document.loaded, 5000, w.document.errorMessage)
        verify(w.document.renameDivision(0, "Changed in the test"), w.document.errorMessage)
        verify(w.document.modified)
        return url
    }
    // The patrol demo plan (B19) from the home view, changed (a piece of terrain turned).
    function openChangedPlan(w) {
        w.goHome()
        click(w, child(w.home, "homePlannerPatrolDemoButton"))
        tryVerify(() => w.plannerShown && w.planner.document.loaded, 5000, w.planner.document.errorMessage)
        verify(w.planner.document.rotatePiece(0, 15), w.planner.document.errorMessage)
        tryVerify(() => w.planner.document.modified, 2000, "the plan is changed: " + w.planner.document.errorMessage)
    }
    // A new Alma game from the home view, its first stage begun.
    function openChangedKsk(w) {
        w.goHome()
        click(w, child(w.home, "homeKskNewButton"))
        tryVerify(() => w.kskShown && w.ksk.document.loaded, 5000, w.ksk.document.errorMessage)
        verify(w.ksk.document.beginStage(), w.ksk.document.errorMessage)
        verify(w.ksk.document.modified)
    }
    // A new seeded Maciejowice game through its dialog, from the home view.
    function openChangedMac(w) {
        w.goHome()
        click(w, child(w.home, "homeMacNewButton"))
        tryVerify(() => w.macShown && w.mac !== null)
        const dialog = w.mac.newDialog
        tryVerify(() => dialog.opened)
        findChild(dialog.contentItem, "macSeedField").text = "1794"
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => w.mac.document.loaded, 2000, w.mac.document.errorMessage)
        verify(w.mac.document.modified)
    }

    function closeAllRows(dialog) {
        const rows = []
        for (let i = 0; ; ++i) {
            const row = findChild(dialog.contentItem, "closeAllRow" + i)
            if (!row)
                break
            rows.push(row)
        }
        return rows
    }
    function rowNamed(dialog, name) {
        for (const row of closeAllRows(dialog))
            if (row.document.displayName === name)
                return row
        return null
    }

    // Four changed documents and the window closed: one question lists all four; the roster is saved, the plan marked
    // for discarding, and Cancel keeps the window with the plan's changes (nothing is thrown away before the window
    // goes). Closed again and left unanswered (the window goes with the test), the plan's and the two games' autosaves
    // stay and are offered back; the saved roster's does not.
    function test_closeAsksAboutEveryUnsavedDocument() {
        const w = createWindow()
        const rosterUrl = openChangedRoster(w, "close-four.bwroster")
        openChangedPlan(w)
        openChangedKsk(w)
        openChangedMac(w)
        const planName = w.planner.document.displayName
        const kskName = w.ksk.document.displayName
        const macName = w.mac.document.displayName

        w.close()
        verify(w.visible, "the window waits for the answer")
        const dialog = child(w, "closeAllDialog")
        tryVerify(() => dialog.opened)
        compare(closeAllRows(dialog).length, 4, "every unsaved document is listed")
        const names = closeAllRows(dialog).map(r => r.document.displayName)
        verify(names.indexOf(w.document.displayName) >= 0, names.join(", "))
        verify(names.indexOf(kskName) >= 0 && names.indexOf(macName) >= 0 && names.indexOf(planName) >= 0, names.join(", "))

        const rosterRow = rowNamed(dialog, w.document.displayName)
        click(w, child(rosterRow, "closeAllSave"))
        tryVerify(() => !w.document.modified, 3000, w.document.errorMessage)
        verify(sztabFiles.read(rosterUrl).indexOf("Changed in the test") >= 0, "the roster's file holds the change")
        const planRow = rowNamed(dialog, planName)
        click(w, child(planRow, "closeAllDiscard"))
        tryVerify(() => child(planRow, "closeAllState").visible)
        verify(w.planner.document.modified, "marked for discarding, not yet thrown away")
        // Changed his mind: Keep, and Discard again.
        click(w, child(planRow, "closeAllKeep"))
        tryVerify(() => child(planRow, "closeAllDiscard").visible)
        click(w, child(planRow, "closeAllDiscard"))
        tryVerify(() => child(planRow, "closeAllState").visible)
        verify(dialog.opened, "two games are still unanswered")
        click(w, child(dialog.contentItem, "closeAllCancel"))
        tryVerify(() => !dialog.visible)
        verify(w.visible, "Cancel keeps the window")
        verify(w.planner.document.modified, "and the plan's changes: Cancel takes the discard back")
        verify(w.ksk.document.modified && w.mac.document.modified, "and the games as they were")

        // Closed again: the plan and the two games are asked about.
        w.close()
        tryVerify(() => dialog.opened)
        compare(closeAllRows(dialog).length, 3)
        click(w, child(dialog.contentItem, "closeAllCancel"))
        tryVerify(() => !dialog.visible)
        // The app goes without an answer (the window is destroyed): nothing unsaved is lost.
        w.closeConfirmed = true
        w.destroy()
        tryVerify(() => {
            Workspace.refreshAutosaves()
            return Workspace.recoverableAutosaves.length === 3
        }, 5000, "the plan and the two games are offered back: " + JSON.stringify(Workspace.recoverableAutosaves))
        const kinds = Workspace.recoverableAutosaves.map(a => a.kind).sort()
        compare(kinds, ["ksk-game", "macgame", "plan"])
    }

    // Discard all, and the window closes; nothing is offered back.
    function test_discardAllCloses() {
        const w = createWindow()
        openChangedRoster(w, "discard-all.bwroster")
        openChangedKsk(w)
        w.close()
        const dialog = child(w, "closeAllDialog")
        tryVerify(() => dialog.opened)
        compare(closeAllRows(dialog).length, 2)
        click(w, child(dialog.contentItem, "closeAllDiscardAll"))
        tryVerify(() => !w.visible, 3000, "the window closes once nothing is left unanswered")
        Workspace.refreshAutosaves()
        compare(Workspace.recoverableAutosaves.length, 0)
    }

    // Undo and redo act on the document on screen, whichever way they are given: Edit › Undo, Ctrl+Z, the toolbar.
    function test_undoActsOnTheShownDocument() {
        const w = createWindow()
        w.closeConfirmed = true
        openChangedRoster(w, "undo.bwroster")
        const rosterUndo = w.document.undoText
        openChangedKsk(w)
        const game = w.ksk.document
        verify(game.canUndo)
        const stage = game.status.stage
        clickMenu(w, "editMenu", "Undo " + game.undoText)
        tryVerify(() => game.status.stage !== stage, 2000, "the KSK game's step is undone")
        verify(w.document.canUndo, "the roster keeps its edit")
        compare(w.document.undoText, rosterUndo)
        verify(w.document.modified)

        openChangedMac(w)
        const mac = w.mac.document
        verify(mac.rollPoninski(-1) && mac.buildPool(), mac.errorMessage)
        verify(mac.canUndo)
        const turn = mac.turn
        w.goHome()
        click(w, child(w.home, "homeMacButton"))
        tryVerify(() => w.macShown)
        w.mac.forceActiveFocus()
        keyClick(Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => mac.turn !== turn, 2000, "Ctrl+Z undoes the Maciejowice game's step")
        verify(w.document.canUndo, "Ctrl+Z in the Maciejowice view leaves the roster alone")
        compare(w.document.undoText, rosterUndo)

        // In the builder, Edit › Undo undoes the roster.
        w.goHome()
        w.showBuilder()
        clickMenu(w, "editMenu", "Undo " + rosterUndo)
        tryVerify(() => !w.document.canUndo)
        verify(w.ksk.document.loaded && w.mac.document.loaded, "the games stay open")
    }

    // Save as in each view writes the shown document's kind and leaves the roster's file alone.
    function test_saveAsSavesTheShownDocument() {
        const w = createWindow()
        w.closeConfirmed = true
        const rosterUrl = openChangedRoster(w, "saveas.bwroster")
        const rosterBytes = sztabFiles.read(rosterUrl)
        openChangedMac(w)
        const macFile = temp("saved-from-menu.macgame")
        FileChooser.answerNext(macFile)
        const asked = FileChooser.requests
        clickMenu(w, "fileMenu", "Save Maciejowice game as…")
        tryVerify(() => FileChooser.requests === asked + 1)
        compare(FileChooser.lastRequest.kind, "macGame")
        tryVerify(() => !w.mac.document.modified, 3000, w.mac.document.errorMessage)
        verify(sztabFiles.read(macFile).indexOf("mac-game") >= 0)
        compare(sztabFiles.read(rosterUrl), rosterBytes, "the roster's file is untouched")
        verify(w.document.modified, "and the roster still unsaved")
        compare(String(w.document.fileUrl), rosterUrl)

        openChangedKsk(w)
        const kskFile = temp("saved-from-menu.kskgame")
        FileChooser.answerNext(kskFile)
        clickMenu(w, "fileMenu", "Save Krwawe Stepy Krymu game as…")
        tryVerify(() => !w.ksk.document.modified, 3000, w.ksk.document.errorMessage)
        compare(FileChooser.lastRequest.kind, "kskGame")
        verify(sztabFiles.read(kskFile).indexOf("ksk-game") >= 0)

        openChangedPlan(w)
        const planFile = temp("saved-from-menu.bwplan")
        FileChooser.answerNext(planFile)
        clickMenu(w, "fileMenu", "Save battle plan as…")
        tryVerify(() => !w.planner.document.modified, 3000, w.planner.document.errorMessage)
        compare(FileChooser.lastRequest.kind, "plan")
        verify(sztabFiles.read(planFile).indexOf("bw-plan") >= 0)
        compare(sztabFiles.read(rosterUrl), rosterBytes, "the roster's file is still untouched")
    }

    // File › Open takes every kind of Sztab file into its own view; a file no view opens says so in words.
    function test_openRecognisesEveryKind() {
        const w = createWindow()
        w.closeConfirmed = true
        const files = [
            { url: copyOf("rosters/demo-russia-1813.bwroster", "open-any.bwroster"), shown: () => w.builderShown && w.document.loaded },
            { url: copyOf("plans/demo-gettysburg-patrol.bwplan", "open-any.bwplan"), shown: () => w.plannerShown && w.planner.document.loaded },
        ]
        for (const f of files) {
            w.goHome()
            FileChooser.answerNext(f.url)
            clickMenu(w, "fileMenu", "Open…")
            tryVerify(f.shown, 5000, "opened " + f.url)
            compare(FileChooser.lastRequest.kind, "any")
        }
        // Games saved in this run, opened the same way.
        openChangedMac(w)
        const mac = temp("open-any.macgame")
        verify(w.mac.document.saveAs(mac), w.mac.document.errorMessage)
        w.mac.document.close()
        openChangedKsk(w)
        const ksk = temp("open-any.kskgame")
        verify(w.ksk.document.saveAs(ksk), w.ksk.document.errorMessage)
        w.ksk.document.close()
        for (const url of [mac, ksk]) {
            w.goHome()
            FileChooser.answerNext(url)
            clickMenu(w, "fileMenu", "Open…")
            tryVerify(() => (url === mac ? w.macShown && w.mac.document.loaded : w.kskShown && w.ksk.document.loaded), 5000)
        }
        // A ruleset is a Sztab file no view opens: the banner says what it is, with no JSON pointer.
        w.goHome()
        FileChooser.answerNext(dataFile("rulesets/bwn-4.0.json"))
        clickMenu(w, "fileMenu", "Open…")
        const banner = child(w, "errorBanner")
        tryVerify(() => banner.message !== "")
        verify(banner.message.indexOf("bwn-4.0.json") >= 0, banner.message)
        verify(banner.message.indexOf("/format") < 0, banner.message)
        verify(w.homeShown)
    }

    // A KSK game reopened from its file shows nobody's orders until a seat is taken.
    function test_reopenedKskGameStartsAtTheHandOver() {
        const w = createWindow()
        w.closeConfirmed = true
        openChangedKsk(w)
        const file = temp("handover.kskgame")
        verify(w.ksk.document.saveAs(file), w.ksk.document.errorMessage)
        w.ksk.document.close()
        w.goHome()
        FileChooser.answerNext(file)
        clickMenu(w, "fileMenu", "Open…")
        tryVerify(() => w.kskShown && w.ksk.document.loaded, 5000)
        compare(w.ksk.document.viewer, "", "no side's orders are shown")
        verify(w.ksk.document.handOverTo !== "")
        const screen = child(w.ksk, "kskHandOverScreen")
        tryVerify(() => screen.visible)
        click(w, child(screen, "kskTakeSeat"))
        tryVerify(() => w.ksk.document.viewer !== "")
    }

    // Home is one click away from every view and keeps the documents open; the Window menu lists them.
    function test_homeKeepsTheDocumentsOpen() {
        const w = createWindow()
        w.closeConfirmed = true
        openChangedRoster(w, "home.bwroster")
        openChangedKsk(w)
        click(w, child(w.ksk, "kskHome"))
        tryVerify(() => w.homeShown, 2000, "← Home goes home, not to the roster")
        verify(w.document.loaded && w.ksk.document.loaded)
        clickMenu(w, "windowMenu", "• 1 " + w.document.displayName + " — roster", "switchDocuments")
        tryVerify(() => w.builderShown)
        clickMenu(w, "fileMenu", "Home")
        verify(w.homeShown)
        clickMenu(w, "windowMenu", "3 Krwawe Stepy Krymu 1854", "switchAreas")
        tryVerify(() => w.kskShown)
        clickMenu(w, "windowMenu", "Home")
        tryVerify(() => w.homeShown)
    }

    function shot(w, name) {
        waitForRendering(w.contentItem)
        grabImage(w.contentItem).save(String(sztabTest.screenshotDir) + "/" + name + ".png")
    }

    // For looking (SZTAB_SCREENSHOT_DIR set): the home view with every area's entries, the closing question over
    // four documents and the Window menu, in Polish and English.
    function test_screenshotsInBothLanguages() {
        if (String(sztabTest.screenshotDir) === "")
            skip("no SZTAB_SCREENSHOT_DIR")
        for (const language of ["pl", "en"]) {
            Workspace.language = language
            const w = createWindow()
            shot(w, "window-home-" + language)
            openChangedRoster(w, "shots-" + language + ".bwroster")
            openChangedPlan(w)
            openChangedKsk(w)
            openChangedMac(w)
            w.close()
            const dialog = child(w, "closeAllDialog")
            tryVerify(() => dialog.opened)
            const planRow = rowNamed(dialog, w.planner.document.displayName)
            click(w, child(planRow, "closeAllDiscard"))
            tryVerify(() => child(planRow, "closeAllState").visible)
            shot(w, "window-close-all-" + language)
            click(w, child(dialog.contentItem, "closeAllCancel"))
            tryVerify(() => !dialog.visible)
            w.closeConfirmed = true
            w.destroy()
        }
        Workspace.language = "en"
    }
}
