// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import "clicks.js" as Clicks
import "patrolsecrets.js" as Secrets

// The patrol-marker phase in hot seat (B19 6, issue 19 item 6), played like two players at one computer: from the
// planner's patrol demo (Gettysburg corps on a B19 table) each player takes the seat through the hand-over screen,
// assigns his corps to his markers with the mouse, places them by clicks in his zone, moves them by dragging on the
// map (a move the core cuts short where it comes into sight, a move it refuses with its rule in the banner), keeps
// the others stationary, lets the initiative player choose who shows first, deploys the revealed corps (DEFENCE on
// the one whose marker moved) and reveals the rest voluntarily until the phase is over. At every seat the window is
// searched: not one visible text holds the other player's secret corps names, and the hand-over screen shows none.
// Screenshots of each step go to SZTAB_SCREENSHOT_DIR when it is set (tests/qml/screenshots/README: xvfb-run).
TestCase {
    id: testCase
    name: "Patrol"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }

    property int shot: 0
    property string lang: "en"

    function createWindow() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.width = 1400
        w.height = 900
        w.requestActivate()
        tryVerify(() => w.active, 5000, "the window becomes the focused one")
        waitForRendering(w.contentItem)
        return w
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    // At the centre of the visible control, once a person could click it there (clicks.js).
    function click(w, item) {
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 3000,
                  "a person can click " + item + " " + item.objectName + ": " + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    function save(w, name) {
        if (String(sztabTest.screenshotDir) === "")
            return
        waitForRendering(w.contentItem)
        wait(150)
        shot += 1
        const file = sztabTest.screenshotDir + "/patrol-" + lang + "-" + (shot < 10 ? "0" : "") + shot + "-" + name + ".png"
        grabImage(w.contentItem.parent).save(file)
    }

    function rows(list) {
        const out = []
        for (let i = 0; i < list.count; ++i)
            out.push(list.get(i))
        return out
    }

    // The corps names a player may assign (his roster's), read from the session while he is seated.
    function corpsOf(session, player) {
        return session.corpsChoices(player).filter(c => c.id !== "").map(c => c.name)
    }

    // Nothing of `secrets` in any visible text of the window (the whole item tree, popups included).
    function noLeak(w, secrets, when) {
        const found = Secrets.leaks(w.contentItem.parent, secrets)
        verify(found.length === 0, when + ": " + found.join("; "))
    }

    // The hand-over screen is up for `player`: it names him and nothing of anyone's corps; he takes the seat.
    function handOver(w, planner, player, secrets) {
        const session = planner.patrol
        tryVerify(() => session.handover === player, 3000, "the hand-over to " + player + " (now " + session.handover + ")")
        compare(session.viewer, "")
        compare(session.markers.count, 0, "nobody seated: no marker rows at all")
        noLeak(w, secrets, "the hand-over screen")
        save(w, "handover-to-" + player)
        click(w, child(planner, "patrolTakeSeat"))
        tryVerify(() => session.viewer === player)
        waitForRendering(w.contentItem)
    }

    // Chooses `corpsName` for `marker` in its combo box, by clicks on the box and on the popup's entry.
    function assign(w, planner, marker, corpsName) {
        const box = child(planner, "patrolAssign_" + marker)
        click(w, box)
        tryVerify(() => box.popup.opened)
        const index = box.find(corpsName)
        verify(index >= 0, corpsName + " offered for " + marker)
        let entry = null
        tryVerify(() => (entry = box.popup.contentItem.itemAtIndex(index)) !== null)
        click(w, entry)
        tryVerify(() => planner.patrol.marker(marker).corps !== "", 2000, marker + " gets " + corpsName)
    }

    function place(w, planner, marker, x, y) {
        click(w, child(planner, "patrolArm_" + marker))
        compare(planner.patrol.armedMarker, marker)
        const map = planner.mapView.map
        const at = map.toItem(x, y)
        mouseClick(planner.mapView, at.x, at.y)
    }

    // A drag on the map from the marker to (x, y), in steps, as a hand does.
    function drag(planner, marker, x, y) {
        const map = planner.mapView.map
        const m = planner.patrol.marker(marker)
        const from = map.toItem(m.x, m.y)
        const to = map.toItem(x, y)
        compare(map.markerAt(from.x, from.y), marker)
        mousePress(planner.mapView, from.x, from.y)
        for (let k = 1; k <= 6; ++k)
            mouseMove(planner.mapView, from.x + (to.x - from.x) * k / 6, from.y + (to.y - from.y) * k / 6)
        mouseRelease(planner.mapView, to.x, to.y)
    }

    function selectMarker(w, planner, marker) {
        const map = planner.mapView.map
        const m = planner.patrol.marker(marker)
        const at = map.toItem(m.x, m.y)
        mouseClick(planner.mapView, at.x, at.y)
        tryVerify(() => planner.patrol.selectedMarker === marker)
    }

    function playWholePhase(language) {
        lang = language
        shot = 0
        Workspace.language = language
        const w = createWindow()
        mouseClick(child(w.home, "homePlannerButton"))
        tryVerify(() => w.plannerShown && w.planner !== null && w.planner.visible)
        waitForRendering(w.contentItem)
        const planner = w.planner
        const session = planner.patrol
        const doc = planner.document

        // The demo from the planner's tool bar: Gettysburg corps on a B19 table, the patrol phase shown.
        click(w, child(planner, "patrolDemo"))
        tryVerify(() => session.shown, 3000, doc.errorMessage)
        verify(session.available)
        // The setup beside the patrols cites B19, not BW-N's pre-game, and offers no battlefield roll (13.8 is not ours).
        verify(child(planner, "initiativeStep").title.indexOf("B19 6.1") > 0, child(planner, "initiativeStep").title)
        verify(child(planner, "battlefieldStep").title.indexOf("BWN") < 0, child(planner, "battlefieldStep").title)
        verify(child(planner, "noBattlefieldTable").visible)
        verify(!child(planner, "rollBattlefield").visible)
        const table = doc.setup.table.split("x").map(Number)

        // Both players' corps, learnt at the umpire's seat (the test's own knowledge, never shown to a player).
        session.umpire = true
        // The demo names the Gettysburg rosters: their corps are offered, and each army brings two of them.
        verify(doc.setup.hasRosterA && doc.setup.hasRosterB, "the patrol demo opens with both demo rosters")
        const markersA = rows(session.markers).filter(m => m.player === "A").map(m => m.id)
        const markersB = rows(session.markers).filter(m => m.player === "B").map(m => m.id)
        compare(markersA.length, 4, "B19 6.1: two markers per corps, two corps a side")
        compare(markersB.length, 4)
        const offeredA = corpsOf(session, "A"), offeredB = corpsOf(session, "B")
        verify(offeredA.length >= 2 && offeredB.length >= 2, "the rosters' corps are offered")
        // A brings Reynolds' corps and Buford's cavalry (able to dismount, B19 12.7); B his first two corps.
        const buford = offeredA.find(c => c.indexOf("Buford") >= 0)
        verify(buford !== undefined, "Buford's cavalry is in A's roster: " + offeredA.join(", "))
        const corpsA = [offeredA[0], buford], corpsB = offeredB.slice(0, markersB.length / 2)
        const zoneA = session.zone("A"), zoneB = session.zone("B")
        const everyone = offeredA.concat(offeredB)
        session.umpire = false

        // ---- A assigns his corps (6.1) ----
        handOver(w, planner, "A", everyone)
        noLeak(w, offeredB, "A's screen")
        assign(w, planner, markersA[0], corpsA[0])
        assign(w, planner, markersA[1], corpsA[1])
        for (let i = 2; i < corpsA.length; ++i)
            assign(w, planner, markersA[2 * i], corpsA[i])
        save(w, "A-assigned")
        noLeak(w, offeredB, "A's screen after assigning")

        // ---- placing (6.1), alternately from A; B assigns his when he first sits down ----
        const n = markersA.length
        const xAt = i => table[0] * (i + 1) / (n + 1)
        const yA = zoneA.y + zoneA.depth - 1, yB = zoneB.y + 1 // at the front of each zone
        let bAssigned = false
        for (let i = 0; i < n; ++i) {
            if (i === 0) {
                // Outside the zone first: refused with the rule's section and its words in the banner, no code.
                place(w, planner, markersA[0], xAt(0), table[1] / 2)
                const zoneWords = lang === "pl" ? "strefie rozstawienia" : "deployment zone"
                tryVerify(() => session.refusal.indexOf(zoneWords) >= 0, 2000, session.refusal)
                verify(session.refusal.indexOf("6.1") >= 0)
                verify(!/[A-Z]{2,}_[A-Z_]+/.test(session.refusal), "no error code on screen: " + session.refusal)
                verify(child(planner, "patrolRefusal").visible)
                save(w, "A-refused-outside-zone")
            }
            place(w, planner, markersA[i], xAt(i), yA)
            tryVerify(() => session.marker(markersA[i]).placed === true || session.handover === "B", 2000, session.refusal)
            handOver(w, planner, "B", everyone)
            noLeak(w, offeredA, "B's screen")
            if (!bAssigned) {
                assign(w, planner, markersB[0], corpsB[0])
                assign(w, planner, markersB[1], corpsB[1])
                for (let k = 2; k < corpsB.length; ++k)
                    assign(w, planner, markersB[2 * k], corpsB[k])
                bAssigned = true
                noLeak(w, offeredA, "B's screen after assigning")
                save(w, "B-assigned")
            }
            place(w, planner, markersB[i], xAt(i), yB)
            if (i === 0)
                save(w, "B-placed-first")
            if (i < n - 1 || session.handover !== "")
                handOver(w, planner, "A", everyone)
        }
        tryVerify(() => session.step === "move", 3000, session.phaseText)
        if (session.viewer !== "A")
            handOver(w, planner, "A", everyone)
        noLeak(w, offeredB, "A's screen in the moves")
        // A's hidden markers only: his sight areas and his content; B's markers are blank counters.
        for (const id of markersB)
            compare(session.marker(id).content, "", "B's " + id + " is a blank counter on A's screen")
        save(w, "A-moves")

        // ---- moves (6.3): too far is refused; A1 forward; B1 towards it stops in sight and reveals both ----
        drag(planner, markersA[0], xAt(0), yA + 20)
        tryVerify(() => session.refusal.indexOf("6.3") >= 0, 2000, "a 20\" move is refused: " + session.refusal)
        save(w, "A-move-refused")
        drag(planner, markersA[0], xAt(0), yA + 11.5)
        tryVerify(() => session.handover === "B", 2000, session.refusal)
        handOver(w, planner, "B", everyone)
        noLeak(w, offeredA, "B's screen in the moves")
        verify(session.marker(markersA[0]).y > yA + 11, "A1 moved")
        drag(planner, markersB[0], xAt(0), yB - 11.5)
        tryVerify(() => session.handover !== "" || session.marker(markersB[0]).revealed === true, 3000, session.refusal)
        if (session.handover !== "")
            handOver(w, planner, session.handover, everyone)
        const b1 = session.marker(markersB[0])
        verify(b1.revealed, "B19 6.3: the move that comes into sight reveals")
        verify(Math.abs(b1.y - (yB - 11.5)) > 0.5, "B19 6.3: the move stopped short (at " + b1.y + ")")
        save(w, "moved-in-sight-revealed")

        // ---- 6.4: A chooses who shows first; the revealed corps are shown to both ----
        settle(w, planner, everyone)
        tryVerify(() => session.marker(markersA[0]).content === corpsA[0], 3000, "A1's corps shown: " + session.marker(markersA[0]).content)
        tryVerify(() => session.marker(markersB[0]).content === corpsB[0])
        // 6.5: B1 moved this turn: its corps has DEFENCE.
        verify(session.marker(markersB[0]).defence, "B19 6.5: DEFENCE on the corps from the marker that moved")
        save(w, "shown-defence")

        // ---- 6.4: the revealed corps deploy from their rosters, one division each, alternately from A ----
        compare(session.deployNext, "A", "B19 6.4: A shows first, so A deploys first")
        seat(w, planner, "A", everyone)
        selectMarker(w, planner, markersA[0])
        const before = doc.formations.count
        click(w, child(planner, "patrolDeploy"))
        tryVerify(() => doc.formations.count === before + 1, 3000, "one division of A's: " + session.refusal)
        compare(session.refusal, "")
        save(w, "A-deploy")
        // The screen goes to B for his division: A's own button says no until then.
        tryVerify(() => session.handover === "B", 2000, "the hand-over to B for his division")
        const deployers = ["A"]
        for (let guard = 0; guard < 16 && session.deployNext !== ""; ++guard) {
            const p = session.deployNext
            seat(w, planner, p, everyone)
            const marker = p === "A" ? markersA[0] : markersB[0]
            selectMarker(w, planner, marker)
            const count = doc.formations.count
            click(w, child(planner, "patrolDeploy"))
            tryVerify(() => doc.formations.count === count + 1, 3000, p + "'s division: " + session.refusal)
            deployers.push(p)
            if (guard === 0)
                save(w, "B-deploy")
        }
        compare(session.deployNext, "", "both corps are out")
        compare(deployers.slice(0, 4).join(""), "ABAB", "B19 6.4: alternately, one division each")
        verify(doc.valid, "the plan check accepts every base: " + JSON.stringify(rows(doc.checks)))
        save(w, "both-deployed")

        // ---- the rest of turn 1: every other hidden marker stays put (6.3) ----
        for (let guard = 0; guard < 20 && session.step === "move"; ++guard) {
            seat(w, planner, session.whoseTurn, everyone)
            const mine = rows(session.markers).filter(m => m.canStay)
            verify(mine.length > 0, "a marker to keep still for " + session.viewer)
            selectMarker(w, planner, mine[0].id)
            click(w, child(planner, "patrolStationary"))
            tryVerify(() => session.marker(mine[0].id).stationary === true || session.handover !== "", 2000, session.refusal)
        }
        tryVerify(() => session.step === "reveal", 2000, session.phaseText)

        // ---- voluntary reveals (6.4): each reveals his marker with his second corps; then every corps is shown ----
        for (let guard = 0; guard < 12 && session.step === "reveal"; ++guard) {
            const p = session.whoseTurn
            seat(w, planner, p, everyone)
            const second = p === "A" ? markersA[1] : markersB[1]
            if (session.marker(second).canReveal) {
                selectMarker(w, planner, second)
                click(w, child(planner, "patrolReveal"))
                tryVerify(() => session.marker(second).revealed === true || session.handover !== "", 2000, session.refusal)
            } else {
                click(w, child(planner, "patrolPass"))
            }
            settle(w, planner, everyone)
        }
        save(w, "over")
        tryVerify(() => session.step === "done", 3000, session.phaseText + " " + session.refusal)

        // ---- the second corps deploy; Buford's cavalry declares mounted or dismounted first (6.4) ----
        let declared = ""
        for (let guard = 0; guard < 16 && session.deployNext !== ""; ++guard) {
            const p = session.deployNext
            seat(w, planner, p, everyone)
            const marker = p === "A" ? markersA[1] : markersB[1]
            selectMarker(w, planner, marker)
            const count = doc.formations.count
            if (p === "A" && declared === "") {
                const box = child(planner, "patrolDismount_0")
                click(w, box)
                verify(box.checked)
                declared = box.text
                save(w, "A-cavalry-declares")
            }
            click(w, child(planner, "patrolDeploy"))
            tryVerify(() => doc.formations.count === count + 1, 3000, p + "'s division: " + session.refusal)
        }
        verify(declared !== "", "B19 6.4: Buford's cavalry was asked to declare")
        compare(session.deployNext, "")
        verify(doc.valid, "the plan check accepts every base: " + JSON.stringify(rows(doc.checks)))
        // The declaration is public: both players read it among the revealed corps.
        for (const p of ["A", "B"]) {
            seat(w, planner, p, everyone)
            tryVerify(() => session.marker(markersA[1]).dismounted === declared, 2000,
                      p + " reads the declaration: " + session.marker(markersA[1]).dismounted)
        }
        save(w, "second-corps-deployed")
    }

    // The seat goes to `player` through the hand-over screen (nothing is clicked when he sits there already).
    function seat(w, planner, player, secrets) {
        const session = planner.patrol
        if (session.handover !== "")
            handOver(w, planner, session.handover, secrets) // whoever the screen waits for sits down first
        if (session.viewer === player)
            return
        click(w, child(planner, player === "A" ? "patrolPassA" : "patrolPassB"))
        handOver(w, planner, player, secrets)
    }

    // 6.4: when markers wait to be shown, A (the initiative player) says A shows first.
    function settle(w, planner, secrets) {
        const session = planner.patrol
        if (session.handover !== "")
            handOver(w, planner, session.handover, secrets)
        if (!session.firstToChoose)
            return
        seat(w, planner, "A", secrets)
        click(w, child(planner, "patrolFirstA"))
        tryVerify(() => !session.firstToChoose, 2000, session.refusal)
    }

    function test_wholePhaseInHotSeat_en() { playWholePhase("en") }
    function test_wholePhaseInHotSeat_pl() { playWholePhase("pl") }

    function cleanup() {
        Workspace.language = "en"
    }
}
