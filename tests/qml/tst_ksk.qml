// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks

// Issue 20 item 5: Krwawe Stepy Krymu 1854 in the window, driven like players at the table: in from the home view, a
// new Alma game, an order sent by courier (III.40), a stage's activations (II.6-II.15), the hot seat's hand-over
// with the other side's secrets absent from everything shown, save and reopen, and an autosave recovered.
TestCase {
    id: testCase
    name: "Ksk"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }
    Component {
        id: gameComponent
        KskGameDocument {}
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

    // Scrolls the view an item lies in until the item is shown, as a person scrolls with the wheel.
    function reveal(item) {
        for (let a = item.parent; a; a = a.parent) {
            if (a.flickableDirection === undefined || a.contentHeight <= a.height)
                continue
            const p = item.mapToItem(a.contentItem, 0, 0)
            const top = Math.max(0, Math.min(p.y + item.height / 2 - a.height / 2, a.contentHeight - a.height))
            a.contentY = top
            return
        }
    }

    function click(w, item) {
        verify(item !== null && item !== undefined, "the control exists")
        reveal(item)
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 3000,
                  "a person can click " + item + " " + item.objectName + ": "
                  + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    // The first item named `name` under `root` that is shown.
    function shown(root, name) {
        const stack = [root]
        while (stack.length > 0) {
            const item = stack.shift()
            if (!item)
                continue
            if (item.objectName === name && item.visible)
                return item
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i)
                stack.push(kids[i])
            if (item.contentItem && item.contentItem !== item)
                stack.push(item.contentItem)
        }
        return null
    }

    // Every text a person can see under `root`: visible items' text, label and placeholder properties.
    function visibleTexts(root) {
        const out = []
        const walk = item => {
            if (!item || !item.visible || item.opacity === 0)
                return
            for (const p of ["text", "title", "placeholderText", "displayText"])
                if (typeof item[p] === "string" && item[p] !== "")
                    out.push(item[p])
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i)
                walk(kids[i])
        }
        walk(root)
        return out
    }

    function openKsk(language) {
        Workspace.language = language || "en"
        const w = createTemporaryObject(mainComponent, testCase, { width: 1400, height: 900 })
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        click(w, findChild(w.home, "homeKskButton"))
        tryVerify(() => w.kskShown && w.ksk !== null, 5000)
        click(w, shown(w.ksk, "kskStartNew"))
        tryVerify(() => w.ksk.document.loaded, 5000, w.ksk.document.errorMessage)
        return w
    }

    function step(w, id) {
        let button = null
        tryVerify(() => (button = shown(w.ksk.stagePanel, "kskStep_" + id)) !== null, 3000,
                  "the step " + id + " is offered; next: " + w.ksk.document.status.next)
        click(w, button)
    }

    // A hex for A's commander-in-chief, within his move (II.4.10), that leaves a division of A beyond courier-free
    // range (the demo starts with every division within 10 hexes): found on a scratch document, so the test can then
    // type it into the window like a player.
    function farHex() {
        const doc = createTemporaryObject(gameComponent, testCase)
        verify(doc.newGame(""), doc.errorMessage)
        verify(doc.beginStage(), doc.errorMessage)
        const cinc = doc.commanders[0].id
        const pad = n => (n < 10 ? "0" : "") + n
        for (let col = 1; col <= 32; ++col)
            for (let row = 1; row <= 26; ++row) {
                if (!doc.move(cinc, false, pad(col) + pad(row), -1))
                    continue
                if (courierCase(doc) !== null) {
                    const found = { hex: pad(col) + pad(row), cinc: cinc, name: doc.commanders[0].name }
                    doc.close()
                    return found
                }
                doc.undo()
            }
        fail("no hex sends a division of A beyond courier-free range")
    }

    // In the window: A's commander-in-chief moved with the Move dialog (the side panel's button).
    function moveCommanderFar(w) {
        const far = farHex()
        click(w, shown(w.ksk, "kskMove_" + far.cinc))
        const dialog = w.ksk.moveDialog
        tryVerify(() => dialog.opened)
        const field = shown(dialog.contentItem, "kskMoveHex")
        click(w, field)
        field.selectAll()
        for (const ch of far.hex)
            keyClick(ch.charCodeAt(0))
        compare(field.text, far.hex)
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => !dialog.visible)
        compare(w.ksk.document.errorMessage, "")
        verify(w.ksk.document.commanders[0].hex === far.hex)
    }

    // A division of A the order of which needs a courier now (III.39-40), as the core advises.
    function courierCase(document) {
        for (const card of document.diagrams) {
            const paths = document.orderPaths(card.id)
            const first = paths.find(p => p.allowed)
            if (first && first.path === "courier")
                return card
        }
        return null
    }

    function test_orderByCourier() {
        const w = openKsk()
        const game = w.ksk.document
        compare(game.viewer, "A")
        step(w, "begin")
        tryVerify(() => game.status.stage === 1)
        moveCommanderFar(w)
        const card = courierCase(game)
        verify(card !== null, "the demo has a division of A beyond the commander-in-chief's courier-free range")
        const cardItem = shown(w.ksk, "kskCard_" + card.id)
        verify(cardItem !== null)
        click(w, shown(cardItem, "kskChangeOrder"))
        const dialog = w.ksk.orderDialog
        tryVerify(() => dialog.opened)
        click(w, shown(dialog.contentItem, "kskOrderA"))
        const courierPath = shown(dialog.contentItem, "kskPath_courier")
        verify(courierPath !== null, "the courier is offered")
        verify(courierPath.checked, "the courier is the way the core says applies")
        verify(courierPath.text.indexOf(qsTr("stage")) >= 0 || courierPath.text.length > 0)
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => !dialog.visible)
        compare(game.errorMessage, "")
        // The courier rides: the card says so, with his number and arrival stage, and the order has not changed yet.
        const after = game.diagrams.find(d => d.id === card.id)
        verify(after.inbound !== "", "the diagram shows the courier on his way")
        compare(after.order, card.order)
        verify(game.couriers.some(line => line.indexOf(qsTr("riding")) >= 0 || line.indexOf("1") >= 0))
        const inbound = shown(w.ksk, "kskCardInbound")
        verify(inbound !== null && inbound.text === after.inbound)
        // Undo takes the order back (the log's last action dropped).
        click(w, shown(w.ksk, "kskUndo"))
        tryVerify(() => game.diagrams.find(d => d.id === card.id).inbound === "")
    }

    function test_stageActivations() {
        const w = openKsk()
        const game = w.ksk.document
        step(w, "begin")
        // The command segment's last step: the cups filled and the initiative rolled with the program's dice.
        step(w, "cups")
        tryVerify(() => game.status.initiative !== undefined && game.status.initiative !== "")
        verify(shown(w.ksk, "kskInitiative").text.length > 0)
        const cups = game.cups
        compare(cups.length, 2)
        compare(cups[0].active + cups[0].blanks, cups[1].active + cups[1].blanks, "II.6.4: both cups hold as many")
        // The winner picks (II.8.4): the first formation offered, then he may try to keep the initiative.
        const picker = game.status
        step(w, "pick")
        tryVerify(() => game.log.length > 0)
        let activated = game.choices.length
        verify(game.status.next !== picker.next, "the next step follows the pick")
        // Keep with the players' own die: a 1 always keeps (II.10: 1d10 ≤ rating).
        verify(shown(w.ksk.stagePanel, "kskStep_keep") !== null, "II.9: after the first activation he may keep")
        {
            click(w, shown(w.ksk.stagePanel, "ownDice"))
            const own = shown(w.ksk.stagePanel, "ownDiceText")
            click(w, own)
            keyClick(Qt.Key_1)
            step(w, "keep")
            compare(game.errorMessage, "")
            // II.14: after two in a row the turn goes to the opponent: no third keep is offered.
            verify(shown(w.ksk.stagePanel, "kskStep_keep") === null, "no third activation in a row")
            verify(shown(w.ksk.stagePanel, "kskStep_pass") !== null, "II.14: the turn ends, the opponent draws")
        }
        verify(game.choices.length < activated || game.status.next !== "", "activations leave the choices")
    }

    function test_handOverHidesTheOtherSide() {
        const w = openKsk()
        const game = w.ksk.document
        step(w, "begin")
        moveCommanderFar(w)
        const card = courierCase(game)
        verify(card !== null)
        click(w, shown(shown(w.ksk, "kskCard_" + card.id), "kskChangeOrder"))
        const dialog = w.ksk.orderDialog
        tryVerify(() => dialog.opened)
        click(w, shown(dialog.contentItem, "kskOrderMF"))
        const note = shown(dialog.contentItem, "kskOrderNote")
        click(w, note)
        keyClick(Qt.Key_Z); keyClick(Qt.Key_Q); keyClick(Qt.Key_X)
        compare(note.text, "zqx")
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => !dialog.visible)
        const secret = game.diagrams.find(d => d.id === card.id).inbound
        verify(secret !== "")
        verify(visibleTexts(w.contentItem).some(t => t.indexOf(secret) >= 0), "A sees his own courier's message")

        click(w, shown(w.ksk, "kskHandOverB"))
        tryVerify(() => shown(w.ksk, "kskHandOverScreen") !== null)
        verify(!visibleTexts(w.contentItem).some(t => t.indexOf(secret) >= 0), "nothing of A's during the hand-over")
        verify(!visibleTexts(w.contentItem).some(t => t.indexOf(card.name) >= 0), "no A diagram names either")
        click(w, shown(w.ksk, "kskTakeSeat"))
        tryCompare(game, "viewer", "B")
        waitForRendering(w.contentItem)
        const texts = visibleTexts(w.contentItem)
        verify(texts.length > 20, "B's view is shown")
        verify(!texts.some(t => t.indexOf(secret) >= 0), "B never sees A's order in transit")
        verify(!texts.some(t => t.indexOf(card.name) >= 0), "nor A's diagrams")
        verify(!texts.some(t => t.indexOf("zqx") >= 0), "nor A's notes")
    }

    function test_saveAndReopen() {
        const w = openKsk()
        const game = w.ksk.document
        step(w, "begin")
        const file = temp("alma.kskgame")
        FileChooser.answerNext(file)
        click(w, shown(w.ksk, "kskSaveAs"))
        tryVerify(() => !game.modified, 5000, game.errorMessage)
        verify(sztabFiles.read(file).indexOf("ksk-game") >= 0)
        // The shown side's diagrams as PDF, through the Print menu.
        const pdf = temp("alma-a.pdf")
        FileChooser.answerNext(pdf)
        click(w, shown(w.ksk, "kskPrintMenuButton"))
        let pdfItem = null
        tryVerify(() => (pdfItem = findChild(w.ksk, "kskPdf")) !== null && pdfItem.visible)
        click(w, pdfItem)
        tryVerify(() => sztabFiles.exists(pdf), 5000, game.errorMessage)
        verify(sztabFiles.read(pdf).startsWith("%PDF"))
        compare(FileChooser.lastRequest.kind, "pdf")
        // Never over another kind of file: a roster's name is refused and the roster stays whole.
        const roster = temp("keep.bwroster")
        verify(sztabFiles.write(roster, "{\"format\":\"bw-roster\",\"version\":1}"))
        verify(!game.saveAs(roster))
        verify(game.errorMessage !== "")
        compare(sztabFiles.read(roster), "{\"format\":\"bw-roster\",\"version\":1}")
        const stage = game.status.stage
        game.close()
        verify(!game.loaded)
        FileChooser.answerNext(file)
        click(w, shown(w.ksk, "kskStartOpen"))
        tryVerify(() => game.loaded || game.errorMessage !== "", 5000)
        compare(game.errorMessage, "")
        verify(game.loaded)
        compare(game.status.stage, stage)
        verify(!game.modified)
    }

    function test_recoveredAfterACrash() {
        const doc = createTemporaryObject(gameComponent, testCase)
        verify(doc.newGame(""), doc.errorMessage)
        verify(doc.beginStage(), doc.errorMessage)
        const spy = createTemporaryObject(spyComponent, testCase, { target: doc, signalName: "autosaved" })
        verify(doc.fillCups(""), doc.errorMessage)
        spy.wait(10000)
        const path = String(spy.signalArguments[spy.count - 1][0])
        const copy = "file://" + path.substring(0, path.lastIndexOf("/") + 1) + "qml-crashed-ksk.bwautosave"
        verify(sztabFiles.write(copy, sztabFiles.read("file://" + path)))
        doc.close()
        Workspace.refreshAutosaves()
        compare(Workspace.recoverableAutosaves.length, 1)
        compare(Workspace.recoverableAutosaves[0].kind, "ksk-game")

        const w = createTemporaryObject(mainComponent, testCase)
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        const recover = findChild(w.home, "recoverAutosave")
        tryVerify(() => recover.visible)
        click(w, recover)
        tryVerify(() => w.kskShown && w.ksk.document.loaded, 5000)
        verify(w.ksk.document.modified)
        verify(w.ksk.document.status.initiative !== "", "the recovered game has its cups and initiative")
        w.ksk.document.close()
    }

    // Sends an order of A by courier in the window (as test_orderByCourier does): the courier rides on the map.
    function sendCourier(w) {
        const game = w.ksk.document
        step(w, "begin")
        tryVerify(() => game.status.stage === 1)
        moveCommanderFar(w)
        const card = courierCase(game)
        verify(card !== null)
        click(w, shown(shown(w.ksk, "kskCard_" + card.id), "kskChangeOrder"))
        const dialog = w.ksk.orderDialog
        tryVerify(() => dialog.opened)
        click(w, shown(dialog.contentItem, "kskOrderA"))
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => !dialog.visible)
        compare(game.errorMessage, "")
        compare(game.mapCouriers.length, 1, "one courier rides on the map")
        return { card: card, courier: game.mapCouriers[0], secret: game.diagrams.find(d => d.id === card.id).inbound }
    }

    // KSK III.44/1 b in the window: "Intercepted?" on a courier counter, the players' own die typed in, Roll.
    function interceptWith(w, courier, face) {
        click(w, shown(w.ksk, "kskIntercept_" + courier.side + courier.number))
        const dialog = w.ksk.interceptDialog
        tryVerify(() => dialog.opened)
        click(w, shown(dialog.contentItem, "ownDice"))
        const own = shown(dialog.contentItem, "ownDiceText")
        click(w, own)
        keyClick(Qt.Key_0 + face)
        compare(own.text, String(face))
        click(w, findChild(dialog.footer, "kskInterceptRoll"))
        const result = shown(dialog.contentItem, "kskInterceptResult")
        tryVerify(() => result !== null && result.visible && dialog.done, 3000, w.ksk.document.errorMessage)
        compare(result.text, w.ksk.document.lastResult, "the core's words on screen")
        verify(result.text.indexOf("= " + face) >= 0, result.text)
        verify(result.text.indexOf("III.44/1") >= 0, result.text)
        const text = result.text
        click(w, findChild(dialog.footer, "kskInterceptClose"))
        tryVerify(() => !dialog.visible)
        return text
    }

    function test_ksk_III_44_1_interceptionInTheView() {
        const w = openKsk()
        const game = w.ksk.document
        const sent = sendCourier(w)
        const courier = sent.courier
        compare(courier.side, "A")
        verify(courier.own)
        // A die other than 9: he gives way and rides on (still on the map, his order still on A's card).
        interceptWith(w, courier, 4)
        compare(game.mapCouriers.length, 1, "1-8: the courier stays on the map")
        verify(game.diagrams.find(d => d.id === sent.card.id).inbound !== "")

        // B's cavalry reaches him: B, at the screen, records it on A's counter, never seeing A's order.
        click(w, shown(w.ksk, "kskHandOverB"))
        click(w, shown(w.ksk, "kskTakeSeat"))
        tryCompare(game, "viewer", "B")
        waitForRendering(w.contentItem)
        verify(!visibleTexts(w.contentItem).some(t => t.indexOf(sent.secret) >= 0), "B never sees A's order")
        const seen = game.mapCouriers.find(c => c.side === "A" && c.number === courier.number)
        verify(seen !== undefined && !seen.own, "B sees A's counter on the map")
        const taken = interceptWith(w, seen, 9)
        verify(taken.indexOf(sent.secret) < 0, "the result names no order")
        compare(game.mapCouriers.length, 0, "9: the courier is off the map")
        // Two stages later he is back on the stage track (III.44/1 b, the scenario's 2).
        const back = game.status.stage + 2
        compare(game.track.find(t => t.stage === back).others, 1, "on the track in stage " + back)
        const counted = findChild(w.ksk, "kskTrack").markers.filter(m => m.box === back)
        compare(counted.length, 1)
        compare(counted[0].text, "+1", "B's track counts A's courier without its number")
        click(w, shown(w.ksk, "kskHandOverA"))
        click(w, shown(w.ksk, "kskTakeSeat"))
        tryCompare(game, "viewer", "A")
        compare(game.track.find(t => t.stage === back).own, String(courier.number))
        verify(findChild(w.ksk, "kskTrack").markers.some(m => m.box === back && m.text === String(courier.number)),
               "A's own track names his courier")
        compare(game.diagrams.find(d => d.id === sent.card.id).inbound, "", "the order is lost")
    }

    function test_ksk_III_31_disorderOnTheCard() {
        const w = openKsk()
        const game = w.ksk.document
        step(w, "begin")
        const card = game.diagrams.find(d => d.order !== "O")
        verify(card !== undefined, "a division of A under Attack or Forced March")
        const cardItem = shown(w.ksk, "kskCard_" + card.id)
        const spin = shown(cardItem, "kskDisorderCount")
        const over = Math.floor(card.units / 2) + 1
        // Exactly half is not over half: no Defence offered yet.
        for (let i = 0; i < over - 1; ++i)
            click(w, spin.up.indicator)
        compare(spin.value, over - 1)
        click(w, shown(cardItem, "kskDisorderSet"))
        tryVerify(() => game.diagrams.find(d => d.id === card.id).disordered === over - 1)
        let item = shown(w.ksk, "kskCard_" + card.id)
        verify(shown(item, "kskDisorderDefence") === null, "half is not more than half (III.31)")
        // One more: over half, the card offers Defence with the core's reason.
        click(w, shown(item, "kskDisorderCount").up.indicator)
        click(w, shown(item, "kskDisorderSet"))
        tryVerify(() => game.diagrams.find(d => d.id === card.id).disordered === over)
        item = shown(w.ksk, "kskCard_" + card.id)
        const reason = shown(item, "kskDisorderText")
        verify(reason !== null)
        compare(reason.text, game.diagrams.find(d => d.id === card.id).disorderText)
        verify(reason.text.indexOf("III.31") >= 0)
        click(w, shown(item, "kskDisorderDefence"))
        tryVerify(() => game.diagrams.find(d => d.id === card.id).order === "O", 3000, game.errorMessage)
        compare(shown(shown(w.ksk, "kskCard_" + card.id), "kskCardOrder").text, "O")
        verify(shown(shown(w.ksk, "kskCard_" + card.id), "kskDisorderDefence") === null, "Defence is held now")
    }

    // A saved game is in the recent files (the home view and File > Open recent) and a click reopens it in this view.
    function test_recentFilesReopenTheGame() {
        const w = openKsk()
        const game = w.ksk.document
        step(w, "begin")
        const file = temp("recent-alma.kskgame")
        FileChooser.answerNext(file)
        click(w, shown(w.ksk, "kskSaveAs"))
        tryVerify(() => !game.modified, 5000, game.errorMessage)
        game.close()
        click(w, shown(w.ksk, "kskHome"))
        tryVerify(() => !w.kskShown)
        const list = findChild(w.home, "recentList")
        tryVerify(() => list.count > 0 && list.itemAtIndex(0) !== null)
        const row = list.itemAtIndex(0)
        compare(row.modelData.kind, "ksk-game")
        verify(String(row.modelData.url).endsWith("recent-alma.kskgame"))
        compare(shown(row, "recentVerdict"), null, "a game has no roster verdict")
        verify(shown(row, "recentKind").text.indexOf("Krwawe Stepy Krymu") >= 0)
        click(w, row)
        tryVerify(() => w.kskShown && game.loaded, 5000, game.errorMessage)
        compare(game.status.stage, 1)
        verify(!game.modified)
        verify(String(game.fileUrl).endsWith("recent-alma.kskgame"))
    }

    // At 1400×900 the header shows every button and the whole side's name, in Polish and in English.
    function test_headerFitsAt1400() {
        for (const language of ["pl", "en"]) {
            const w = openKsk(language)
            waitForRendering(w.contentItem)
            const side = shown(w.ksk, "kskShownSide")
            verify(side !== null && side.text.length > 20, side ? side.text : "")
            verify(!side.truncated, language + ": the side's name is cut: " + side.text)
            const bar = side.parent
            const right = side.mapToItem(bar, side.width, 0).x
            verify(right <= bar.width, language + ": the side's name ends inside the header")
            for (let i = 0; i < bar.children.length; ++i) {
                const b = bar.children[i]
                if (b.visible && b.checkable !== undefined && b.text !== undefined)
                    verify(b.width >= b.implicitWidth - 0.5, language + ": " + b.text + " is squeezed")
            }
            w.ksk.document.close()
        }
        Workspace.language = "en"
    }

    // A click at (x, y) of `item` where a person sees it: the press there goes to the item (nothing lies over it).
    function clickAt(w, item, x, y) {
        const root = w.contentItem.parent
        const p = item.mapToItem(root, x, y)
        const r = Clicks.receiverAt(root, p.x, p.y)
        verify(r !== null && Clicks.isInside(r, item), "the press at " + x + "," + y + " goes to " + item.objectName + ", not " + r)
        mouseClick(item, x, y)
    }

    // KSK III.20-21 in the order dialog: the axis chosen by a click on its wedge of the rosette; the middle (his own
    // hex, III.30) chooses nothing; the order given has the axis clicked.
    function test_ksk_III_21_axisByClickingTheRosette() {
        const w = openKsk()
        const game = w.ksk.document
        step(w, "begin")
        // A division the commander-in-chief reaches now (III.38): the change applies at once.
        const card = game.diagrams.find(d => {
            const first = game.orderPaths(d.id).find(p => p.allowed)
            return first && first.path === "commanderInChief"
        })
        verify(card !== undefined, "a division within the commander-in-chief's range")
        click(w, shown(shown(w.ksk, "kskCard_" + card.id), "kskChangeOrder"))
        const dialog = w.ksk.orderDialog
        tryVerify(() => dialog.opened)
        click(w, shown(dialog.contentItem, "kskOrderA"))
        const rosette = dialog.rosette
        const area = shown(rosette, "kskOrderRosetteArea")
        const target = (Math.max(0, card.axis) + 3) % 6
        const p = rosette.wedgePoint(target)
        clickAt(w, area, p.x, p.y)
        compare(dialog.axis.currentIndex, target, "the clicked wedge is the axis")
        compare(dialog.axis.displayText, game.wedges[target].name, "the list follows")
        compare(rosette.wedgeFrom, game.wedges[target].from, "the chosen wedge is the one shaded")
        // His own hex in the middle is never an axis (III.30): a click there changes nothing.
        clickAt(w, area, area.width / 2, area.height / 2)
        compare(dialog.axis.currentIndex, target)
        verify(game.ownHexReason.indexOf("III.30") >= 0, game.ownHexReason)
        click(w, dialog.standardButton(Dialog.Ok))
        tryVerify(() => !dialog.visible)
        compare(game.errorMessage, "")
        const after = game.diagrams.find(d => d.id === card.id)
        compare(after.order, "A")
        compare(after.axis, target, "the order has the axis clicked")
    }

    function shot(w, name) {
        waitForRendering(w.contentItem)
        grabImage(w.contentItem).save(String(sztabTest.screenshotDir) + "/" + name + ".png")
    }

    // For looking (SZTAB_SCREENSHOT_DIR set): the view at 1400×900 in Polish and English, a courier on the map, a
    // division over half disordered, and the order and interception dialogs.
    function test_screenshotsInBothLanguages() {
        if (String(sztabTest.screenshotDir) === "")
            skip("no SZTAB_SCREENSHOT_DIR")
        for (const language of ["pl", "en"]) {
            const w = openKsk(language)
            const game = w.ksk.document
            const sent = sendCourier(w)
            const card = game.diagrams.find(d => d.id !== sent.card.id && d.order !== "O")
            verify(game.setDisordered(card.id, card.units))
            reveal(shown(w.ksk, "kskCard_" + card.id))
            shot(w, "ksk-view-" + language)
            click(w, shown(shown(w.ksk, "kskCard_" + sent.card.id), "kskChangeOrder"))
            tryVerify(() => w.ksk.orderDialog.opened)
            click(w, shown(w.ksk.orderDialog.contentItem, "kskOrderA"))
            const rosette = w.ksk.orderDialog.rosette
            const hover = rosette.wedgePoint((sent.card.axis + 2) % 6)
            mouseMove(shown(rosette, "kskOrderRosetteArea"), hover.x - 2, hover.y - 2)
            mouseMove(shown(rosette, "kskOrderRosetteArea"), hover.x, hover.y)
            tryVerify(() => rosette.hoverWedge === (sent.card.axis + 2) % 6)
            shot(w, "ksk-order-" + language)
            mouseMove(shown(rosette, "kskOrderRosetteArea"), rosette.width / 2, rosette.height / 2)
            shot(w, "ksk-order-ownhex-" + language)
            w.ksk.orderDialog.close()
            tryVerify(() => !w.ksk.orderDialog.visible)
            click(w, shown(w.ksk, "kskIntercept_" + sent.courier.side + sent.courier.number))
            tryVerify(() => w.ksk.interceptDialog.opened)
            shot(w, "ksk-intercept-" + language)
            click(w, findChild(w.ksk.interceptDialog.footer, "kskInterceptRoll"))
            tryVerify(() => w.ksk.interceptDialog.done)
            shot(w, "ksk-intercepted-" + language)
            click(w, findChild(w.ksk.interceptDialog.footer, "kskInterceptClose"))
            FileChooser.answerNext(temp("shot-" + language + ".kskgame"))
            click(w, shown(w.ksk, "kskSaveAs"))
            tryVerify(() => !game.modified, 5000, game.errorMessage)
            click(w, shown(w.ksk, "kskHome"))
            tryVerify(() => !w.kskShown)
            shot(w, "ksk-home-recent-" + language)
            w.ksk.document.close()
        }
        Workspace.language = "en"
    }
}
