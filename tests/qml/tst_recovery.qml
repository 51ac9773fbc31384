// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks

// Issue 18 item 2: a battle plan and a catalogue left unsaved by a crash come back like a roster. A document is
// edited, its autosave is copied as a killed process would leave it, and the home view lists it; the player clicks
// Recover and the work opens where it is edited (the planner, a catalogue editor window), modified, with the file it
// belongs to. (tst_autosavekill kills a real process; this is the app's side of it.)
TestCase {
    id: testCase
    name: "Recovery"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }
    Component {
        id: planComponent
        PlanDocument {}
    }
    Component {
        id: editorComponent
        CatalogueEditor {}
    }
    Component {
        id: macComponent
        MacGameDocument {}
    }
    Component {
        id: spyComponent
        SignalSpy {}
    }

    function init() {
        if (Workspace.language !== "en") // a failed Polish check must not leave the next test in Polish
            Workspace.language = "en"
        // Nothing an earlier run left: only this test's autosave is listed.
        Workspace.refreshAutosaves()
        const left = Workspace.recoverableAutosaves.map(a => a.autosaveUrl)
        for (const url of left)
            Workspace.discardAutosave(url)
        compare(Workspace.recoverableAutosaves.length, 0)
    }

    function temp(file) {
        return String(sztabTest.tempDir) + "/" + file
    }

    function click(w, item) {
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 2000,
                  "a person can click " + item + ": " + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    // Waits for `document`'s autosave after an edit and leaves a copy of it under `name`, as a crash would; the
    // document then closes cleanly (which removes its own autosave).
    function leaveAutosave(document, name) {
        const spy = createTemporaryObject(spyComponent, testCase, { target: document, signalName: "autosaved" })
        spy.wait(10000)
        const path = String(spy.signalArguments[0][0])
        const copy = "file://" + path.substring(0, path.lastIndexOf("/") + 1) + name + ".bwautosave"
        verify(sztabFiles.write(copy, sztabFiles.read("file://" + path)))
        document.close()
        verify(!sztabFiles.exists("file://" + path))
        Workspace.refreshAutosaves()
        compare(Workspace.recoverableAutosaves.length, 1)
        return copy
    }

    // The texts of every label under `item`, as shown.
    function labelsUnder(item) {
        let out = []
        if (item instanceof Label)
            out.push(item.text)
        for (let i = 0; i < item.children.length; ++i)
            out = out.concat(labelsUnder(item.children[i]))
        return out
    }

    function homeWithRecover() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        const panel = findChild(w.home, "autosavePanel")
        verify(panel !== null)
        tryVerify(() => panel.visible)
        const recover = findChild(w.home, "recoverAutosave")
        verify(recover !== null, "the unsaved work has a Recover button")
        return { window: w, recover: recover }
    }

    function test_planRecoveredInThePlanner() {
        const original = temp("recovered-battle.bwplan")
        const plan = createTemporaryObject(planComponent, testCase)
        verify(plan.newPlan({ table: "180x120" }), plan.errorMessage)
        verify(plan.saveAs(original), plan.errorMessage)
        verify(plan.setBattlefield(3), plan.errorMessage)
        verify(plan.addPiece("woods", "", 90, 60) >= 0, plan.errorMessage)
        const autosave = leaveAutosave(plan, "qml-crashed-plan")
        // The crash is dated in UTC in the file; the home view says it in local time, in the interface's language.
        const left = JSON.parse(sztabFiles.read(autosave))
        left.savedAt = "2026-11-27T15:40:00Z"
        verify(sztabFiles.write(autosave, JSON.stringify(left)))
        Workspace.language = "pl"
        Workspace.refreshAutosaves()
        const entry = Workspace.recoverableAutosaves[0]
        compare(entry.kind, "plan")
        compare(String(entry.originalUrl), original)
        compare(entry.savedAt, "2026-11-27T15:40:00Z")
        const local = new Date("2026-11-27T15:40:00Z")
        const months = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                        "października", "listopada", "grudnia"]
        const two = n => (n < 10 ? "0" : "") + n
        const polishTime = local.getDate() + " " + months[local.getMonth()] + " " + local.getFullYear() + ", "
                         + two(local.getHours()) + ":" + two(local.getMinutes())
        compare(entry.savedAtText, polishTime)

        const home = homeWithRecover()
        const shown = labelsUnder(findChild(home.window.home, "autosavePanel")).filter(t => t.indexOf("Plan bitwy") >= 0)
        verify(shown.some(t => t.indexOf(polishTime) >= 0), "the time as a person reads it: " + shown.join(" | "))
        verify(!shown.some(t => t.indexOf("2026-11-27T") >= 0), "no raw timestamp on screen")
        if (String(sztabTest.screenshotDir) !== "") // for looking: the kind named from the registry, in Polish
            grabImage(home.window.contentItem).save(String(sztabTest.screenshotDir) + "/recovery-home-pl.png")
        // Back in English the list is made anew (its times are in the new language): its own Recover button.
        Workspace.language = "en"
        let recover = null
        tryVerify(() => (recover = findChild(home.window.home, "recoverAutosave")) !== null)
        click(home.window, recover)
        tryVerify(() => home.window.plannerShown)
        const document = home.window.planner.document
        verify(document.modified)
        compare(String(document.fileUrl), original)
        compare(document.displayName, "recovered-battle")
        verify(!sztabFiles.read(original).includes("woods"), "the plan's own file is as it was saved")
        // What came back is the edited plan: saved, the file has the woods, and the autosave is gone.
        verify(document.save(), document.errorMessage)
        verify(!document.modified)
        verify(sztabFiles.read(original).includes("woods"))
        verify(!sztabFiles.exists(autosave))
    }

    function test_catalogueRecoveredInAnEditorWindow() {
        const editor = createTemporaryObject(editorComponent, testCase)
        verify(editor.openCatalogue("demo-austria-1809"), editor.errorMessage)
        const original = String(editor.fileUrl)
        verify(editor.setHeader("author", "Klub po awarii"), editor.errorMessage)
        const autosave = leaveAutosave(editor, "qml-crashed-catalogue")
        compare(Workspace.recoverableAutosaves[0].kind, "catalogue")

        const home = homeWithRecover()
        click(home.window, home.recover)
        let editorWindow = null
        tryVerify(() => (editorWindow = findChild(home.window, "catalogueEditorWindow")) !== null)
        tryVerify(() => editorWindow.visible)
        const recovered = editorWindow.view.editor
        verify(recovered.modified)
        compare(recovered.header.author, "Klub po awarii")
        compare(String(recovered.fileUrl), original)
        verify(recovered.isTemplate) // a bundled catalogue stays a template: Save would write a copy
        verify(sztabFiles.exists(autosave)) // kept until saved or discarded
        // Discarding the recovered work: the window closes cleanly and the autosave goes with it.
        recovered.close()
        verify(!sztabFiles.exists(autosave))
        editorWindow.closeConfirmed = true
        editorWindow.close()
        tryVerify(() => findChild(home.window, "catalogueEditorWindow") === null)
    }

    // Issue 21: a Maciejowice game left unsaved comes back in its own view, with every step of its log.
    function test_macGameRecoveredInItsView() {
        const game = createTemporaryObject(macComponent, testCase)
        verify(game.newGame({ seed: "1794" }), game.errorMessage)
        verify(game.rollPoninski(-1), game.errorMessage)
        verify(game.buildPool(), game.errorMessage)
        const steps = game.log.length
        const autosave = leaveAutosave(game, "qml-crashed-macgame")
        compare(Workspace.recoverableAutosaves[0].kind, "macgame")

        const home = homeWithRecover()
        click(home.window, home.recover)
        tryVerify(() => home.window.macShown && home.window.mac !== null)
        const recovered = home.window.mac.document
        tryVerify(() => recovered.loaded)
        verify(recovered.modified)
        compare(String(recovered.fileUrl), "")
        compare(recovered.log.length, steps)
        compare(recovered.turn, 2)
        verify(sztabFiles.exists(autosave)) // kept until saved or discarded
        recovered.close()
        verify(!sztabFiles.exists(autosave))
    }
}
