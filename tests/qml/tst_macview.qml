// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks

// Issue 21 item 6: Maciejowice at the table, driven like two players in hot seat. From the home view into a new
// seeded game, each stage's cup drawn chit by chit with clicks at the centre of the visible buttons, the secret "any
// two commanders" chosen on one side's screen and looked for in the other side's screen (it must not be there before
// the chit is drawn), Poniński's roll, the victory check, the players' own dice, and save and reopen.
TestCase {
    id: testCase
    name: "MacView"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }

    function temp(file) {
        return String(sztabTest.tempDir) + "/" + file
    }

    function click(w, item) {
        verify(item !== null, "the control exists")
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 3000,
                  "a person can click " + item + " " + item.objectName + ": " + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    function shot(w, name) {
        if (String(sztabTest.screenshotDir) === "")
            return
        waitForRendering(w.contentItem)
        const image = grabImage(w.contentItem)
        image.save(String(sztabTest.screenshotDir) + "/" + name + ".png")
    }

    // Every text on the screen a person could see: the window's items and its popups, visible ones only.
    function visibleTexts(item, out) {
        if (!item || !item.visible || item.opacity === 0)
            return out
        if (item.text !== undefined && typeof item.text === "string" && item.text !== "")
            out.push(item.text)
        for (let i = 0; i < item.children.length; ++i)
            visibleTexts(item.children[i], out)
        return out
    }

    function openMac(language) {
        Workspace.language = language || "en"
        const w = createTemporaryObject(mainComponent, testCase, { width: 1400, height: 900 })
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        click(w, findChild(w.home, "homeMacButton"))
        tryVerify(() => w.macShown && w.mac !== null)
        return w
    }

    // A new seeded game through the dialog, then the hand-over screen taken by whoever it names.
    function startGame(w, players) {
        const view = w.mac
        click(w, findChild(view, "macStartNew"))
        const dialog = view.newDialog
        tryVerify(() => dialog.opened)
        if (players)
            click(w, findChild(dialog.contentItem, "macPlayersDice"))
        else
            findChild(dialog.contentItem, "macSeedField").text = "1794"
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => view.document.loaded, 2000, view.document.errorMessage)
        takeSeat(w)
        return view
    }

    function takeSeat(w) {
        const screen = w.mac.handOver
        tryVerify(() => screen.visible)
        click(w, findChild(screen, "handOverTakeButton"))
        tryVerify(() => !screen.visible && w.mac.document.viewer !== "")
    }

    // Turn 2 until the cup is empty, then turn 3: the stage moves on.
    function drawStage(w) {
        const game = w.mac.document
        const stage = game.stage
        const cup = w.mac.cupPane
        let draws = 0
        // MAC 13.0 b: in the check stage Poniński's roll comes first; a person clicks it when it is offered.
        const roll = findChild(w.mac, "macPoninskiRoll")
        if (roll && roll.visible)
            click(w, roll)
        click(w, cup.buildButton)
        tryVerify(() => game.turn === 2, 2000, game.errorMessage)
        while (game.canDraw) {
            click(w, cup.drawButton)
            tryVerify(() => game.lastDraw.name !== undefined)
            ++draws
            verify(draws < 20, "the cup empties")
        }
        compare(game.cupCount, 0)
        click(w, cup.endStageButton)
        tryVerify(() => game.stage === stage + 1 || game.gameOver)
        return draws
    }

    function test_stageOneDraws() {
        const w = openMac("en")
        const view = startGame(w, false)
        const game = view.document
        compare(game.stage, 1)
        compare(game.turn, 1)
        // Stage 1 (MAC 13.0): Denisow alone in the cup; Poniński's stage to check is rolled first (13.0a).
        const roll = findChild(view, "macPoninskiRoll")
        if (roll.visible)
            click(w, roll)
        shot(w, "mac-stage1-en")
        click(w, view.cupPane.buildButton)
        tryVerify(() => game.turn === 2, 2000, game.errorMessage)
        click(w, view.cupPane.drawButton)
        tryVerify(() => game.lastDraw.name !== undefined)
        verify(String(game.lastDraw.name).indexOf("Denis") >= 0, game.lastDraw.name)
        verify(!game.canDraw)
        verify(game.log.length >= 2, "the roll and the draw are in the log")
        click(w, view.cupPane.endStageButton)
        tryVerify(() => game.stage === 2)
        compare(game.turn, 1)
    }

    // Settings › language with a game open: the game's own texts (log, next step) follow at once, not at the next
    // action.
    function test_languageSwitchRedrawsTheGame() {
        const w = openMac("en")
        const view = startGame(w, false)
        const game = view.document
        const roll = findChild(view, "macPoninskiRoll")
        if (roll.visible)
            click(w, roll)
        verify(game.log.length >= 1, "something in the log")
        const logBefore = JSON.stringify(game.log)
        const stepBefore = game.nextStep
        Workspace.language = "pl"
        tryVerify(() => JSON.stringify(game.log) !== logBefore, 2000, "the log is said again in Polish")
        verify(game.nextStep !== stepBefore || stepBefore === "", game.nextStep)
        Workspace.language = "en"
        tryVerify(() => JSON.stringify(game.log) === logBefore, 2000, "and back in English")
    }

    function count(texts, name) {
        return texts.split(name).length - 1
    }

    function seat(w, side) {
        if (w.mac.document.viewer !== side) {
            click(w, findChild(w.mac, "macHandOverButton"))
            takeSeat(w)
        }
        compare(w.mac.document.viewer, side)
        return visibleTexts(w.contentItem.parent, []).join("\n")
    }

    function test_secretChoiceHiddenFromTheOtherSide() {
        const w = openMac("en")
        const view = startGame(w, false)
        const game = view.document
        const roll = findChild(view, "macPoninskiRoll")
        if (roll.visible)
            click(w, roll)
        for (let stage = 1; stage < 5; ++stage)
            drawStage(w)
        compare(game.stage, 5)
        // Each side's screen before anybody chose: what the other side may see of every commander's name.
        const before = { "pl": seat(w, "pl"), "ru": seat(w, "ru") }
        // Stage 5 (MAC 13.0): each side chooses in secret on its own screen, the hand-over screen between them.
        const chosen = { "pl": [], "ru": [] }
        for (const side of ["pl", "ru"]) {
            seat(w, side)
            verify(game.choiceSlots > 0, "the " + side + " screen chooses")
            const candidates = game.candidates
            for (let i = 0; i < game.choiceSlots; ++i) {
                click(w, findChild(view.cupPane, "candidate_" + candidates[i].id))
                chosen[side].push(candidates[i].name)
            }
            shot(w, "mac-choice-" + side)
            click(w, view.cupPane.chooseButton)
            tryVerify(() => game.choiceSlots === 0, 2000, game.errorMessage)
            if (game.nextChooser !== "")
                takeSeat(w)
        }
        // On each side's screen the other side's choice adds no name anywhere: not in the cup (shown as "?"), not
        // among the commanders, not in the log.
        for (const side of ["pl", "ru"]) {
            const texts = seat(w, side)
            const other = side === "pl" ? "ru" : "pl"
            for (const name of chosen[other])
                verify(count(texts, name) <= count(before[side], name),
                       "the " + other + " secret " + name + " is not shown on the " + side + " screen")
            verify(visibleTexts(view.cupPane, []).some(t => t === "?"), "the other side's chits are \"?\"")
            const own = visibleTexts(view.cupPane, []).join("\n")
            for (const name of chosen[side])
                verify(count(own, name) > 0, "the own choice " + name + " shows on the " + side + " screen")
        }
        shot(w, "mac-stage5-cup")
        // Drawn chits are public: after the whole cup every chosen name has come out and is in the log.
        drawStage(w)
        const log = game.log.map(e => e.text).join("\n")
        for (const name of chosen.pl.concat(chosen.ru))
            verify(log.indexOf(name) >= 0, name + " was drawn and logged")
    }

    function test_playersDiceSaveAndReopen() {
        const w = openMac("en")
        const view = startGame(w, true)
        const game = view.document
        verify(game.playersDice)
        const roll = findChild(view, "macPoninskiRoll")
        if (roll.visible) {
            click(w, roll)
            tryVerify(() => view.dieDialog.opened)
            click(w, findChild(view.dieDialog.contentItem, "dieFace7"))
            tryVerify(() => game.log.some(e => String(e.dice).indexOf("7") >= 0))
        }
        click(w, view.cupPane.buildButton)
        tryVerify(() => game.turn === 2, 2000, game.errorMessage)
        click(w, view.cupPane.drawButton)
        const numbers = findChild(view, "macNumberDialog")
        tryVerify(() => numbers.opened)
        click(w, findChild(numbers.contentItem, "dieFace1"))
        tryVerify(() => game.lastDraw.name !== undefined)
        const file = temp("maciejowice.macgame")
        FileChooser.answerNext(file)
        click(w, findChild(view, "macSaveButton"))
        tryVerify(() => !game.modified, 2000, game.errorMessage)
        const logLength = game.log.length
        verify(game.close !== undefined)
        game.close()
        FileChooser.answerNext(file)
        click(w, findChild(view, "macStartOpen"))
        tryVerify(() => game.loaded, 2000, game.errorMessage)
        takeSeat(w)
        compare(game.log.length, logLength)
        verify(!game.canDraw)
        compare(game.stage, 1)
    }

    // For looking (SZTAB_SCREENSHOT_DIR set): a game under way in Polish and in English, stage 5 with the cup half
    // drawn, points scored and Poniński's marker on the track.
    function test_screenshotsInBothLanguages() {
        if (String(sztabTest.screenshotDir) === "")
            skip("no SZTAB_SCREENSHOT_DIR")
        for (const language of ["pl", "en"]) {
            const w = openMac(language)
            shot(w, "mac-empty-" + language)
            const view = startGame(w, false)
            const game = view.document
            const roll = findChild(view, "macPoninskiRoll")
            if (roll.visible)
                click(w, roll)
            for (let stage = 1; stage < 5; ++stage)
                drawStage(w)
            click(w, findChild(view, "vp_ru_melee-won"))
            click(w, findChild(view, "vp_ru_melee-won"))
            click(w, findChild(view, "vp_pl_fire-elimination"))
            for (let k = 0; k < 2; ++k) {
                if (game.nextChooser !== game.viewer)
                    seat(w, game.nextChooser)
                const candidates = game.candidates
                for (let i = 0; i < game.choiceSlots; ++i)
                    click(w, findChild(view.cupPane, "candidate_" + candidates[i].id))
                if (k === 0)
                    shot(w, "mac-secret-choice-" + language)
                click(w, view.cupPane.chooseButton)
                if (game.nextChooser !== "")
                    takeSeat(w)
            }
            seat(w, "ru")
            click(w, view.cupPane.buildButton)
            click(w, view.cupPane.drawButton)
            click(w, view.cupPane.drawButton)
            shot(w, "mac-stage5-" + language)
            click(w, findChild(view, "macHandOverButton"))
            shot(w, "mac-handover-" + language)
        }
        Workspace.language = "en"
    }

    // A saved game is in the recent files (the home view) and a click reopens it in the Maciejowice view.
    function test_recentFilesReopenTheGame() {
        const w = openMac("en")
        const view = startGame(w, false)
        const game = view.document
        const file = temp("recent.macgame")
        FileChooser.answerNext(file)
        click(w, findChild(view, "macSaveButton"))
        tryVerify(() => !game.modified, 2000, game.errorMessage)
        game.close()
        click(w, findChild(view, "macHomeButton"))
        tryVerify(() => !w.macShown)
        const list = findChild(w.home, "recentList")
        tryVerify(() => list.count > 0 && list.itemAtIndex(0) !== null)
        const row = list.itemAtIndex(0)
        compare(row.modelData.kind, "macgame")
        verify(String(row.modelData.url).endsWith("recent.macgame"))
        verify(findChild(row, "recentKind").text.indexOf("Maciejowice") >= 0)
        click(w, row)
        tryVerify(() => w.macShown && game.loaded, 5000, game.errorMessage)
        verify(String(game.fileUrl).endsWith("recent.macgame"))
        verify(!game.modified)
    }
}
