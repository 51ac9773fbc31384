// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import Sztab.Common
import "clicks.js" as Clicks

// Issue 15, files first: every save asks FileChooser (the one save dialog) with a name from the document it saves,
// and no save writes a file of another kind over a roster. Driven with the mouse: the File menu is opened by
// clicking its title in the menu bar and its items by clicking them; FileChooser.answerNext() stands for what the
// player picks in the save dialog (Quick Tests have no widgets to show QFileDialog with).
TestCase {
    id: testCase
    name: "Files"
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

    function createWindow() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        return w
    }

    // A click where a person clicks: the centre of the control, once it is shown there and nothing covers it.
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

    function temp(file) {
        return String(sztabTest.tempDir) + "/" + file
    }

    // Clicks the menu bar's title, then the item a person reads ("Save sheets as PDF…", without the & marks).
    function clickMenu(w, menuName, itemText) {
        const bar = w.menuBar
        let title = null
        for (let i = 0; i < bar.count; ++i)
            if (bar.menuAt(i).objectName === menuName)
                title = bar.itemAt(i)
        verify(title !== null, "the menu bar shows " + menuName)
        click(w, title)
        const menu = title.menu
        tryVerify(() => menu.opened, 2000, menuName + " opens")
        let item = null
        for (let i = 0; i < menu.count; ++i) {
            const it = menu.itemAt(i)
            if (it && it.text && it.text.replace("&", "") === itemText)
                item = it
        }
        verify(item !== null, menuName + " has " + itemText)
        tryVerify(() => item.width > 0 && item.height > 0)
        waitForRendering(w.contentItem)
        mouseClick(item)
        tryVerify(() => !menu.visible)
    }

    // A save from the File menu: the menu closes, then FileChooser asks (and gets `answer`, what the player picks).
    function saveByMenu(w, itemText, answer) {
        const asked = FileChooser.requests
        FileChooser.answerNext(answer)
        clickMenu(w, "fileMenu", itemText)
        tryVerify(() => FileChooser.requests === asked + 1, 2000, itemText + " asks where to save")
    }

    function newRosterWithADivision(w, name) {
        click(w, child(w, "homeNewButton"))
        const dialog = child(w, "newRosterDialog")
        tryVerify(() => dialog.opened)
        child(dialog, "newRosterName").text = name
        click(w, child(dialog, "newRosterOk"))
        tryVerify(() => !dialog.visible)
        verify(w.builderShown, w.document.errorMessage)
        waitForRendering(w.contentItem)
        click(w, child(w.builder, "emptyAddDivision"))
        // Not the points: a lone division is a vanguard led by the commander-in-chief and costs no general (BWN 13.4).
        tryVerify(() => w.builder.tree.divisionNames.length > 0, 2000, "the division is added")
    }

    // The issue's steps: save a roster, then "Save sheets as PDF…". The dialog proposes the roster's own name with
    // .pdf (never the roster file, never an earlier dialog's name); given the roster's file, nothing is written and
    // the banner says why; given a bare name, a PDF with .pdf beside it.
    function test_sheetsAsPdfNeverReplaceTheRoster() {
        const w = createWindow()
        newRosterWithADivision(w, "Kraków")
        const rosterUrl = temp("krakow.bwroster")
        saveByMenu(w, "Save roster as…", temp("krakow")) // a name without extension
        compare(FileChooser.lastRequest.kind, "roster")
        verify(String(FileChooser.lastRequest.proposed).endsWith("/Kraków.bwroster"), String(FileChooser.lastRequest.proposed))
        verify(sztabFiles.exists(rosterUrl), "the extension is added")
        compare(String(w.document.fileUrl), rosterUrl)
        const roster = sztabFiles.read(rosterUrl)
        verify(roster.indexOf("\"bw-roster\"") > 0)

        saveByMenu(w, "Save sheets as PDF…", rosterUrl)
        compare(FileChooser.lastRequest.kind, "pdf")
        verify(String(FileChooser.lastRequest.proposed).endsWith("/krakow.pdf"), String(FileChooser.lastRequest.proposed))
        compare(sztabFiles.read(rosterUrl), roster, "the roster is whole")
        const banner = child(w, "errorBanner")
        tryVerify(() => banner.visible)
        verify(child(banner, "errorBannerText").text.indexOf(".pdf") >= 0, child(banner, "errorBannerText").text)
        verify(!child(w, "toast").visible, "no \"Sheets saved\" for what was not saved")

        saveByMenu(w, "Save sheets as PDF…", temp("krakow-sheets"))
        verify(sztabFiles.read(temp("krakow-sheets.pdf")).startsWith("%PDF-"), "the sheets are a PDF with .pdf")
        tryVerify(() => child(w, "toast").visible)
        compare(sztabFiles.read(rosterUrl), roster)

        // JSON export: its own extension; the roster file is refused under any name.
        saveByMenu(w, "Export JSON…", rosterUrl)
        compare(FileChooser.lastRequest.kind, "rosterJson")
        verify(String(FileChooser.lastRequest.proposed).endsWith("/krakow.json"))
        compare(sztabFiles.read(rosterUrl), roster)
        saveByMenu(w, "Export JSON…", temp("krakow-export"))
        verify(sztabFiles.read(temp("krakow-export.json")).indexOf("\"bw-roster\"") > 0)
    }

    // A roster saved "as" over a PDF or a plan is refused too: Save as writes only over a roster.
    function test_saveAsRefusesAFileOfAnotherKind() {
        const w = createWindow()
        newRosterWithADivision(w, "Other kinds")
        const pdf = temp("other.bwroster")
        verify(sztabFiles.write(pdf, "%PDF-1.4\nnot a roster\n"))
        saveByMenu(w, "Save roster as…", pdf)
        compare(sztabFiles.read(pdf), "%PDF-1.4\nnot a roster\n", "the PDF stays")
        verify(w.document.modified, "nothing was saved")
        compare(String(w.document.fileUrl), "")
        // Cancelling the dialog (an empty answer) writes nothing and says nothing.
        saveByMenu(w, "Save roster as…", "")
        verify(w.document.modified)
    }

    // Issue 15 item 3: the home view lists a roster as the file on disk is now, not as it was saved: a roster
    // replaced by something else says "cannot open", a deleted one "missing".
    function test_recentRostersAreReadAgain() {
        const w = createWindow()
        newRosterWithADivision(w, "Recent")
        const url = temp("recent.bwroster")
        saveByMenu(w, "Save roster as…", url)
        verify(!w.document.modified, w.document.errorMessage)
        clickMenu(w, "fileMenu", "Close roster")
        verify(!w.builderShown)
        const list = child(w, "recentList")
        const verdict = () => child(list.itemAtIndex(0), "recentVerdict")
        tryVerify(() => list.count > 0 && list.itemAtIndex(0) !== null)
        compare(verdict().text, "not legal") // one empty division (BWN 13.2)

        verify(sztabFiles.write(url, "%PDF-1.4\nthe sheets\n"))
        click(w, child(w.home, "homePlannerButton")) // away and back home: the list is read again
        tryVerify(() => w.plannerShown)
        const home = child(w.planner, "plannerHomeButton")
        waitForRendering(w.contentItem)
        click(w, home)
        tryVerify(() => !w.plannerShown)
        tryCompare(verdict(), "text", "cannot open")
        compare(verdict().color, Style.error)
        verify(list.itemAtIndex(0).modelData.problem.indexOf("PDF") >= 0, list.itemAtIndex(0).modelData.problem)

        verify(sztabFiles.write(url, ""))
        Workspace.refreshRecentFiles()
        tryCompare(verdict(), "text", "cannot open")
    }

    // The planner's saves go through the same path: a name from the plan, the map never over the plan, the copy
    // for one player never over the plan's own file (it lacks the other's hidden notes).
    function test_thePlannersSavesKeepThePlan() {
        const w = createWindow()
        click(w, child(w.home, "homePlannerButton"))
        tryVerify(() => w.plannerShown && w.planner !== null && w.planner.visible)
        waitForRendering(w.contentItem)
        const doc = w.planner.document
        verify(doc.newPlan({ "table": "180x120" }), doc.errorMessage) // the plan's setup is not this test's subject
        waitForRendering(w.contentItem)
        const byButton = (name, answer) => {
            const asked = FileChooser.requests
            FileChooser.answerNext(answer)
            click(w, child(w.planner, name))
            tryVerify(() => FileChooser.requests === asked + 1)
        }
        const plan = temp("battle.bwplan")
        byButton("planSaveAs", temp("battle"))
        compare(FileChooser.lastRequest.kind, "plan")
        verify(String(FileChooser.lastRequest.proposed).endsWith(".bwplan"))
        verify(sztabFiles.read(plan).indexOf("\"bw-plan\"") > 0, doc.errorMessage)
        const saved = sztabFiles.read(plan)

        byButton("planExportMap", plan)
        compare(FileChooser.lastRequest.kind, "map")
        verify(String(FileChooser.lastRequest.proposed).endsWith("/battle.svg"), String(FileChooser.lastRequest.proposed))
        compare(sztabFiles.read(plan), saved, "the map is not written over the plan")
        verify(doc.errorMessage.indexOf(".svg") >= 0, doc.errorMessage)
        byButton("planExportMap", temp("battle-map"))
        verify(sztabFiles.read(temp("battle-map.svg")).indexOf("<svg") >= 0, doc.errorMessage)

        byButton("planForA", plan)
        verify(String(FileChooser.lastRequest.proposed).endsWith("/battle (A).bwplan"), String(FileChooser.lastRequest.proposed))
        compare(sztabFiles.read(plan), saved, "the copy for A is not written over the plan")
        verify(doc.errorMessage.indexOf("hidden notes") >= 0, doc.errorMessage)
    }
}
