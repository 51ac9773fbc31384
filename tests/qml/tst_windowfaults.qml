// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks

// Faults a tester met with the mouse in the app's window, each clicked through as he did: a veteran by trait shown
// "regular" in the builder, Generate throwing hand-placed terrain away unasked, a banner or a wrapping heading
// moving the MAC score buttons from under the mouse, menus cutting their entries short (two casualty entries read
// the same), the File menu left drawn behind the print dialog, the settings' button in the old language, and a plan
// exported for A still offering B's secrets.
TestCase {
    id: testCase
    name: "WindowFaults"
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

    function createWindow(language) {
        Workspace.language = language || "en"
        const w = createTemporaryObject(mainComponent, testCase, { width: 1400, height: 900 })
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        return w
    }

    function dataUrl(file) {
        return String(sztabTest.dataDir) + "/" + file
    }

    function temp(file) {
        return String(sztabTest.tempDir) + "/" + file
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    // A click where a person clicks: the centre of the control, once it is shown there and nothing covers it.
    function click(w, item) {
        verify(item !== null, "the control exists")
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 3000,
                  "a person can click " + item + " " + item.objectName + ": " + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    // For looking (SZTAB_SCREENSHOT_DIR set): the window as it is now.
    function shot(w, name) {
        if (String(sztabTest.screenshotDir) === "")
            return
        waitForRendering(w.contentItem)
        grabImage(w.contentItem).save(String(sztabTest.screenshotDir) + "/" + name + ".png")
    }

    function rows(list) {
        const out = []
        for (let i = 0; i < list.count; ++i)
            out.push(list.get(i))
        return out
    }

    // Every text a person could see in the window and its popups.
    function visibleTexts(item, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out
        if (item.text !== undefined && typeof item.text === "string" && item.text !== "")
            out.push(item.text)
        for (let i = 0; i < item.children.length; ++i)
            visibleTexts(item.children[i], out)
        return out
    }

    // The menu bar's title of `menuName`.
    function menuTitle(w, menuName) {
        const bar = w.menuBar
        for (let i = 0; i < bar.count; ++i)
            if (bar.menuAt(i).objectName === menuName)
                return bar.itemAt(i)
        fail("the menu bar shows " + menuName)
        return null
    }

    function itemByText(menu, text) {
        for (let i = 0; i < menu.count; ++i) {
            const it = menu.itemAt(i)
            if (it && it.text && it.text.replace("&", "") === text)
                return it
        }
        fail(menu.objectName + " has " + text)
        return null
    }

    // Every entry of an open menu is shown whole: the menu is at least as wide as the entry needs.
    function verifyWhole(menu, what) {
        tryVerify(() => menu.opened, 2000, what + " opens")
        for (let i = 0; i < menu.count; ++i) {
            const item = menu.itemAt(i)
            if (!item || !item.text)
                continue
            tryVerify(() => item.width + 0.5 >= item.implicitWidth, 1000,
                      what + ": \"" + item.text + "\" is cut: " + item.width + " < " + item.implicitWidth)
        }
    }

    // ---- 1: the training the builder shows is the sheets' ----

    function test_veteranByTraitShownVeteranInTheBuilder() {
        const w = createWindow("pl")
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const doc = w.document
        verify(doc.addRegiment("demo-fr-1-grenadiers-a-pied", 0), doc.errorMessage)
        const list = w.builder.tree.list
        // The regiment just added: the division's last one.
        let item = null
        for (let r = 0; r < 40 && item === null; ++r) {
            const row = doc.rowForPath("/divisions/0/regiments/" + r)
            list.positionViewAtIndex(row, ListView.Contain)
            waitForRendering(list)
            const it = list.itemAtIndex(row)
            if (it && it.model.unitId === "demo-fr-1-grenadiers-a-pied")
                item = it
        }
        verify(item !== null, "the new regiment's row")
        compare(item.model.status, "veteran")
        verify(item.model.statusOptions.indexOf("regular") < 0, item.model.statusOptions)
        // The box in the row shows it in words, as the sheets print it ("weterani").
        const texts = visibleTexts(item, []).join("\n")
        const shown = item.model.statusTexts[item.model.statusOptions.indexOf("veteran")]
        verify(texts.indexOf(shown) >= 0, texts)
        shot(w, "faults-1-veteran-pl")
    }

    // ---- 2: Generate asks before it replaces terrain placed by hand ----

    function openPlanner(w) {
        click(w, child(w.home, "homePlannerButton"))
        tryVerify(() => w.plannerShown && w.planner !== null && w.planner.visible)
        waitForRendering(w.contentItem)
        return w.planner
    }

    function test_generateAsksBeforeReplacingHandPlacedTerrain() {
        const w = createWindow("pl")
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "180x120" }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        waitForRendering(w.contentItem)
        // Generated on an empty table: nothing placed by hand, no question.
        const seed = child(planner, "generateSeed")
        const generate = child(planner, "generateButton")
        const question = child(planner, "generateReplaceQuestion")
        seed.text = "33"
        click(w, generate)
        tryVerify(() => rows(doc.pieces).length > 0)
        verify(!question.visible, "no question when nothing was placed by hand")
        compare(doc.piecesPlacedByHand(), 0)
        const generated = rows(doc.pieces).length
        // A woods placed by hand from the palette.
        click(w, child(planner, "palette_woods"))
        const spot = planner.mapView.map.toItem(90, 60)
        mouseClick(planner.mapView, spot.x, spot.y)
        tryVerify(() => rows(doc.pieces).length === generated + 1)
        compare(doc.piecesPlacedByHand(), 1)
        const before = JSON.stringify(rows(doc.pieces))
        // Generate again: asked first; Cancel keeps every piece.
        seed.text = "34"
        click(w, generate)
        tryVerify(() => question.opened)
        const said = child(question.contentItem, "generateReplaceText").text
        verify(said.indexOf("1") >= 0 && said.indexOf("ręcznie") >= 0, said)
        shot(w, "faults-2-generate-question-pl")
        click(w, child(question.footer, "generateReplaceCancel"))
        tryVerify(() => !question.visible)
        compare(JSON.stringify(rows(doc.pieces)), before)
        // Asked again and confirmed: the new layout replaces them all.
        click(w, generate)
        tryVerify(() => question.opened)
        click(w, child(question.footer, "generateReplaceContinue"))
        tryVerify(() => !question.visible)
        tryVerify(() => doc.setup.terrainSeed === "34")
        verify(JSON.stringify(rows(doc.pieces)) !== before)
        compare(doc.piecesPlacedByHand(), 0)
    }

    // ---- 3: a banner and the score's heading never move the score buttons ----

    // MAC 3.3: fire and melee wait for turn 2's first chit. Poniński's roll when it is offered, the pool into the
    // cup, one chit drawn, each by its button as a person would.
    function toFirstDraw(w, view) {
        const game = view.document
        const roll = findChild(view, "macPoninskiRoll")
        if (roll && roll.visible)
            click(w, roll)
        click(w, view.cupPane.buildButton)
        tryVerify(() => game.turn === 2, 2000, game.errorMessage)
        click(w, view.cupPane.drawButton)
        tryVerify(() => game.lastDraw.name !== undefined, 2000, game.errorMessage)
        waitForRendering(w.contentItem)
    }

    function startMac(w) {
        click(w, child(w.home, "homeMacButton"))
        tryVerify(() => w.macShown && w.mac !== null)
        const view = w.mac
        click(w, child(view, "macStartNew"))
        const dialog = view.newDialog
        tryVerify(() => dialog.opened)
        child(dialog.contentItem, "macSeedField").text = "1794"
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => view.document.loaded, 2000, view.document.errorMessage)
        const screen = view.handOver
        tryVerify(() => screen.visible)
        click(w, child(screen, "handOverTakeButton"))
        tryVerify(() => !screen.visible && view.document.viewer !== "")
        waitForRendering(w.contentItem)
        return view
    }

    function test_bannerAndScoreKeepTheScoreButtonsInPlace() {
        const w = createWindow("pl")
        const view = startMac(w)
        const game = view.document
        verify(!child(view, "vp_pl_melee-won").enabled, "no points for melee in turn 1 (3.3)")
        verify(child(view, "macScoreWhyNot").visible)
        toFirstDraw(w, view)
        const score = child(view, "vp_pl_melee-won")
        const other = child(view, "vp_ru_fire-elimination")
        const at = () => [score.mapToItem(null, 0, 0).y, other.mapToItem(null, 0, 0).y]
        const before = at()
        click(w, score)
        tryVerify(() => game.victory.box > 0, 2000, game.errorMessage)
        waitForRendering(w.contentItem)
        compare(at(), before, "the first score moves no button")
        click(w, score)
        tryVerify(() => game.victory.box > 1)
        waitForRendering(w.contentItem)
        compare(at(), before)
        // A refused entry says why in the banner, over the view: nothing below it moves, the buttons stay clickable.
        verify(!game.victoryEvent("xx", "melee-won", 0))
        const banner = child(view, "macErrorBanner")
        tryVerify(() => banner.visible)
        waitForRendering(w.contentItem)
        compare(at(), before, "the banner moves no button")
        shot(w, "faults-3-mac-banner-pl")
        click(w, score)
        tryVerify(() => game.victory.box > 2)
        compare(at(), before)
    }

    // ---- 4: menus as wide as their entries ----

    function test_menusShowTheirEntriesWhole() {
        for (const language of ["en", "pl"]) {
            const w = createWindow(language)
            click(w, menuTitle(w, "fileMenu"))
            const file = child(w, "fileMenu")
            verifyWhole(file, language + " File")
            // The New submenu, whose longest entry is the Krwawe Stepy Krymu game's: its title whole in the File
            // menu, its entries whole in it.
            const newMenu = child(w, "newMenu")
            const title = itemByText(file, language === "pl" ? "Nowy" : "New")
            verify(title.width + 0.5 >= title.implicitWidth, title.width + " < " + title.implicitWidth)
            click(w, title)
            verifyWhole(newMenu, language + " New")
            shot(w, "faults-4-file-menu-" + language)
            newMenu.close()
            file.close()
            tryVerify(() => !file.visible)
        }
    }

    // ---- 5: two casualty entries read apart (their menu and the log) ----

    function test_casualtyEntriesReadApart() {
        const w = createWindow("pl")
        const view = startMac(w)
        const game = view.document
        verify(!game.commanders.some(c => c.canRoll), "no casualty roll in turn 1 (3.3)")
        toFirstDraw(w, view)
        const commander = game.commanders.filter(c => c.side === game.viewer && c.canRoll)[0]
        verify(commander !== undefined, "a commander of the screen's side may be rolled for")
        const button = child(view, "commanderActions_" + commander.id)
        click(w, button)
        const menu = child(button, "commanderMenu_" + commander.id)
        verifyWhole(menu, "the commander's menu")
        shot(w, "faults-5-casualty-menu-pl")
        // Two rolls for him with the same result read apart in the log: each says the face rolled.
        menu.close()
        tryVerify(() => !menu.visible)
        verify(game.casualtyRoll(commander.id, "musket-6+", 3), game.errorMessage)
        verify(game.casualtyRoll(commander.id, "musket-6+", 5), game.errorMessage)
        const log = game.log
        const first = log[log.length - 2].text, second = log[log.length - 1].text
        verify(first !== second, first)
        verify(first.indexOf(commander.name) >= 0 && first.indexOf("3") >= 0, first)
        verify(second.indexOf(commander.name) >= 0 && second.indexOf("5") >= 0, second)
    }

    // ---- 6: the File menu closes before the print dialog opens ----

    function test_printFromTheFileMenuOpensAfterTheMenuClosed() {
        const w = createWindow("en")
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const file = child(w, "fileMenu")
        let menuShown = null
        const record = () => { menuShown = file.visible }
        w.document.printDialogOpening.connect(record)
        click(w, menuTitle(w, "fileMenu"))
        tryVerify(() => file.opened)
        const item = itemByText(file, "Print sheets…")
        tryVerify(() => item.width > 0 && item.height > 0)
        waitForRendering(w.contentItem)
        mouseClick(item)
        tryVerify(() => menuShown !== null, 2000, "the print dialog is asked for")
        w.document.printDialogOpening.disconnect(record)
        compare(menuShown, false, "the menu had closed before the dialog opened")
    }

    // ---- 7: the settings' button follows the language ----

    function test_settingsButtonFollowsTheLanguage() {
        const w = createWindow("en")
        w.openSettings()
        const settings = child(w, "settingsDialog")
        tryVerify(() => settings.opened)
        const close = child(settings.footer, "settingsClose")
        compare(close.text, "Close")
        // The language chosen as a person does: the box opened, "Polski" clicked.
        const box = child(settings, "languageCombo")
        click(w, box)
        tryVerify(() => box.popup.opened)
        const polski = box.popup.contentItem.itemAtIndex(box.indexOfValue("pl"))
        verify(polski !== null)
        click(w, polski)
        tryCompare(Workspace, "language", "pl")
        tryCompare(close, "text", "Zamknij")
        shot(w, "faults-7-settings-pl")
        click(w, close)
        tryVerify(() => !settings.visible)
    }

    // ---- 8: a plan exported for A holds none of B's secrets ----

    function test_planExportedForAHoldsNoSecretOfB() {
        const w = createWindow("en")
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "180x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        const box = child(planner, "secretsOf")
        compare(box.count, 3, "the full plan: hidden, A's and B's secrets")
        // B hides his ambush regiment (BWN 15.1).
        doc.secretsOf = "B"
        const candidates = doc.ambushCandidates()
        verify(candidates.length > 0, "B's roster has a regiment in ambush")
        const regiment = candidates[0]
        verify(doc.addAmbush(regiment, 90, 110), doc.errorMessage)
        doc.secretsOf = ""
        const file = temp("for-a.bwplan")
        verify(doc.exportFor("A", file), doc.errorMessage)
        const bytes = sztabFiles.read(file)
        verify(bytes.indexOf("\"exportedFor\"") >= 0)
        verify(bytes.indexOf(regiment) < 0, "the copy for A names B's regiment " + regiment)
        verify(bytes.indexOf("ataman") < 0 && bytes.indexOf("Ataman") < 0)
        // Opened on the same machine (B's roster still there): no B to show.
        verify(doc.open(file), doc.errorMessage)
        tryCompare(box, "count", 2)
        for (let i = 0; i < box.count; ++i)
            verify(box.textAt(i).indexOf("B") < 0, box.textAt(i))
        doc.secretsOf = "B"
        compare(doc.secretsOf, "", "B's secrets are not shown")
        compare(doc.ambushCandidates().length, 0)
        doc.secretsOf = "A"
        compare(doc.secretsOf, "A")
        waitForRendering(w.contentItem)
        const texts = visibleTexts(w.contentItem.parent, []).join("\n")
        verify(texts.indexOf(regiment) < 0, "the view names B's regiment " + regiment)
    }
}
