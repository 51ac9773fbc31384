// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend

// The battle planner in the window (issue 6), driven with the mouse and keys like a player: reach it from the
// home view, place a piece from the palette by clicking on the table, drag it (one undo step), undo with Ctrl+Z,
// and drag a deployed division out of its zone to see the core's BWN 14.6 check listed and selectable. The map's
// handles: a road's end point dragged (one undo step), a point added by double-click and removed by Alt+click, a
// woods turned by its round handle (Shift: 15° steps) and resized by a corner; the hidden notes typed with A's
// secrets shown, gone from the view when hidden; the side pane scrolled to its end at 1280x800.
TestCase {
    id: testCase
    name: "Planner"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }

    function dataUrl(file) {
        return String(sztabTest.dataDir) + "/" + file
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

    function openPlanner(w) {
        mouseClick(child(w.home, "homePlannerButton"))
        tryVerify(() => w.plannerShown && w.planner !== null && w.planner.visible)
        // The planner is made on first use (a Loader): let its layout settle before clicking into it.
        waitForRendering(w.contentItem)
        return w.planner
    }

    // A list of the document (a model, app/gui/planrowmodel.h) as an array of its rows.
    function rows(list) {
        const out = []
        for (let i = 0; i < list.count; ++i)
            out.push(list.get(i))
        return out
    }

    function codes(doc) {
        return rows(doc.checks).map(c => c.code)
    }

    function test_placeMoveAndUndoAPiece() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "180x120" }), doc.errorMessage)
        // A BW-N plan cites BW-N's pre-game and offers the battlefield roll.
        compare(child(planner, "initiativeStep").title, "1. Initiative (BWN 14.2)")
        compare(child(planner, "battlefieldStep").title, "2. Battlefield (BWN 14.3)")
        verify(!child(planner, "noBattlefieldTable").visible)
        // The players rolled a 3 for the battlefield: typed in through the pane.
        const die = child(planner, "battlefieldDie")
        die.value = 3
        mouseClick(child(planner, "setBattlefield"))
        tryVerify(() => rows(doc.allowance).length > 0, 2000, "the allowance checklist appears")
        waitForRendering(w.contentItem)

        // Palette: arm the woods, click on the table's centre.
        mouseClick(child(planner, "palette_woods"))
        const mapView = planner.mapView
        const map = mapView.map
        const centre = map.toItem(90, 60)
        mouseClick(mapView, centre.x, centre.y)
        tryVerify(() => rows(doc.pieces).length === 1)
        compare(rows(doc.pieces)[0].type, "woods")
        compare(map.selectedPiece, 0)
        fuzzyCompare(rows(doc.pieces)[0].x, 90, 0.5)
        fuzzyCompare(rows(doc.pieces)[0].y, 60, 0.5)
        verify(map.pieceAt(centre.x, centre.y) === 0, "the map finds the piece where it was placed")

        // Drag it 20 cm towards B (up on the screen) in several steps.
        const ppu = map.pixelsPerUnit
        verify(ppu > 1)
        mousePress(mapView, centre.x, centre.y)
        for (let k = 1; k <= 5; ++k)
            mouseMove(mapView, centre.x, centre.y - k * 4 * ppu)
        mouseRelease(mapView, centre.x, centre.y - 20 * ppu)
        fuzzyCompare(rows(doc.pieces)[0].y, 80, 0.5)
        fuzzyCompare(rows(doc.pieces)[0].x, 90, 0.5)
        compare(doc.undoText, "Move terrain")

        // Ctrl+Z (the window's Edit > Undo) takes the whole drag back, then the placing.
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => Math.abs(rows(doc.pieces)[0].y - 60) < 0.5, 2000, "the drag is one undo step")
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => rows(doc.pieces).length === 0)
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        tryVerify(() => rows(doc.pieces).length === 1, 2000, "redo puts it back")

        // R turns the selection; Delete removes it.
        map.selectedPiece = 0
        mapView.forceActiveFocus()
        sztabKeys.click(w, Qt.Key_R)
        compare(rows(doc.pieces).length, 1)
        compare(doc.undoText, "Rotate terrain")
        sztabKeys.click(w, Qt.Key_Delete)
        tryVerify(() => rows(doc.pieces).length === 0)
    }

    function test_divisionDraggedOutOfItsZoneIsFlagged() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "180x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        mouseClick(child(planner, "deployAllA"))
        tryVerify(() => rows(doc.formations).length > 0)
        verify(codes(doc).indexOf("FORMATION_OUTSIDE_ZONE") < 0, codes(doc).join(" "))
        waitForRendering(w.contentItem)

        // Grab the first division just behind the centre of its front and drag it 40 cm towards the enemy.
        const mapView = planner.mapView
        const map = mapView.map
        const f = rows(doc.formations)[0]
        const at = map.toItem(f.x, f.y - 1)
        compare(map.formationAt(at.x, at.y), 0)
        const ppu = map.pixelsPerUnit
        mousePress(mapView, at.x, at.y)
        for (let k = 1; k <= 4; ++k)
            mouseMove(mapView, at.x, at.y - k * 10 * ppu)
        mouseRelease(mapView, at.x, at.y - 40 * ppu)
        tryVerify(() => codes(doc).indexOf("FORMATION_OUTSIDE_ZONE") >= 0, 2000, "BWN 14.6: outside the zone")

        // Listed in the checks; clicking it selects the division it names.
        const list = planner.sidePane.checkList
        tryVerify(() => list.count === rows(doc.checks).length)
        const row = codes(doc).indexOf("FORMATION_OUTSIDE_ZONE")
        compare(rows(doc.checks)[row].section, "BWN 14.6")
        list.positionViewAtIndex(row, ListView.Contain)
        waitForRendering(list)
        const item = list.itemAtIndex(row)
        verify(item !== null)
        map.selectedFormation = -1
        mouseClick(item)
        compare(map.selectedFormation, rows(doc.checks)[row].formation)

        // Undo brings it back into the zone and the check goes.
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => codes(doc).indexOf("FORMATION_OUTSIDE_ZONE") < 0)
    }

    // BWN 14.2 through the pane: the players type their dice; player 2 rolled higher, so his army becomes A.
    // Then the hot seat: A's hidden position shows on the map only while A's secrets are shown.
    function test_initiativeByThePlayersDiceAndHotSeat() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "120x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        const second = doc.setup.armyB
        const dice = child(planner, "initiativeDice")
        mouseClick(dice)
        dice.text = "1,6"
        mouseClick(child(planner, "enterInitiative"))
        tryVerify(() => doc.setup.initiativeDone)
        compare(doc.setup.armyA, second)
        verify(doc.setBattlefield(3), doc.errorMessage)

        const map = planner.mapView.map
        doc.secretsOf = "A"
        verify(doc.addAmbush("Jägers", 60, 40), doc.errorMessage)
        const at = map.toItem(60, 40)
        compare(map.ambushAt(at.x, at.y), 0)
        doc.secretsOf = ""
        compare(map.ambushAt(at.x, at.y), -1)
        compare(rows(doc.ambushes).length, 0)
        doc.secretsOf = "B"
        compare(map.ambushAt(at.x, at.y), -1)
    }

    function handle(map, kind, index) {
        const all = map.handles()
        for (let k = 0; k < all.length; ++k)
            if (all[k].kind === kind && all[k].index === index)
                return all[k]
        return null
    }

    function battle(w, table) {
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": table }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        waitForRendering(w.contentItem)
        return planner
    }

    function test_dragARoadsEndPointAndEditItsPoints() {
        const w = createWindow()
        const planner = battle(w, "180x120")
        const doc = planner.document
        const mapView = planner.mapView
        const map = mapView.map
        const road = doc.addPiece("roads", "", 90, 60)
        verify(road >= 0, doc.errorMessage)
        // Click the road to select it: its two points show as handles.
        const middle = map.toItem(90, 60)
        mouseClick(mapView, middle.x, middle.y)
        compare(map.selectedPiece, road)
        compare(map.handles().length, 2)
        const before = rows(doc.pieces)[road].points
        const end = handle(map, "vertex", 0)
        verify(end !== null)
        const start = map.toItem(before[0].x, before[0].y)
        fuzzyCompare(end.x, start.x, 0.5)
        fuzzyCompare(end.y, start.y, 0.5)
        verify(map.pieceAt(end.x, end.y) === road, "the handle lies on the road: handles come first")

        // Drag the end point 15 cm to the right and 10 towards A (down), in steps.
        const ppu = map.pixelsPerUnit
        mousePress(mapView, end.x, end.y)
        for (let k = 1; k <= 5; ++k)
            mouseMove(mapView, end.x + k * 3 * ppu, end.y + k * 2 * ppu)
        mouseRelease(mapView, end.x + 15 * ppu, end.y + 10 * ppu)
        const after = rows(doc.pieces)[road].points
        fuzzyCompare(after[0].x, before[0].x + 15, 0.2)
        fuzzyCompare(after[0].y, before[0].y - 10, 0.2)
        compare(after[1].x, before[1].x) // the other point stays
        compare(after[1].y, before[1].y)
        compare(doc.undoText, "Move point")
        compare(map.selectedVertex, 0)
        const moved = handle(map, "vertex", 0)
        fuzzyCompare(moved.x, end.x + 15 * ppu, 1)

        // The whole drag is one undo step.
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => Math.abs(rows(doc.pieces)[road].points[0].y - before[0].y) < 1e-6, 2000, "undo restores the point")
        compare(rows(doc.pieces)[road].points[0].x, before[0].x)
        compare(doc.undoText, "Place terrain")

        // Double-click on the middle of the road adds a point there; Alt+click on it takes it away again.
        mouseDoubleClickSequence(mapView, middle.x, middle.y)
        tryVerify(() => rows(doc.pieces)[road].points.length === 3)
        fuzzyCompare(rows(doc.pieces)[road].points[1].y, 60, 0.5)
        compare(doc.undoText, "Add point")
        compare(map.selectedVertex, 1)
        const added = handle(map, "vertex", 1)
        mouseClick(mapView, added.x, added.y, Qt.LeftButton, Qt.AltModifier)
        tryVerify(() => rows(doc.pieces)[road].points.length === 2)
        compare(doc.undoText, "Remove point")
        // Again, and this time the point's right-click menu removes it.
        mouseDoubleClickSequence(mapView, middle.x, middle.y)
        tryVerify(() => rows(doc.pieces)[road].points.length === 3)
        const again = handle(map, "vertex", 1)
        mouseClick(mapView, again.x, again.y, Qt.RightButton)
        tryVerify(() => mapView.pointMenu.opened)
        const item = mapView.pointMenu.itemAt(0)
        verify(item.enabled)
        mouseClick(item)
        tryVerify(() => rows(doc.pieces)[road].points.length === 2)
        compare(doc.undoText, "Remove point")
        // Never below two: Delete on a picked end point says why and keeps it.
        map.selectedVertex = 0
        mapView.forceActiveFocus()
        sztabKeys.click(w, Qt.Key_Delete)
        compare(rows(doc.pieces)[road].points.length, 2)
        compare(rows(doc.pieces).length, 1)
        verify(doc.errorMessage !== "")
    }

    function test_rotateAndResizeHandlesOfARectangle() {
        const w = createWindow()
        const planner = battle(w, "180x120")
        const doc = planner.document
        const mapView = planner.mapView
        const map = mapView.map
        const woods = doc.addPiece("woods", "", 90, 60)
        mapView.selectPiece(woods)
        waitForRendering(mapView)
        compare(map.handles().length, 9) // one to turn, eight to resize
        const knob = handle(map, "rotate", 0)
        verify(knob.y < map.toItem(90, 60 + 7.5).y, "the round handle sits above the top")
        // Drag the round handle round to the right of the centre: a quarter turn clockwise.
        const right = map.toItem(120, 60)
        mousePress(mapView, knob.x, knob.y)
        mouseMove(mapView, (knob.x + right.x) / 2, (knob.y + right.y) / 2 - 20)
        mouseMove(mapView, right.x, right.y)
        mouseRelease(mapView, right.x, right.y)
        fuzzyCompare(rows(doc.pieces)[woods].rotation, 90, 0.5)
        compare(doc.undoText, "Rotate terrain")
        // The handles turned with it: the round one now right of the centre, at any zoom.
        map.zoomAt(right.x, right.y, 2)
        waitForRendering(mapView)
        const turned = handle(map, "rotate", 0)
        const centre = map.toItem(90, 60)
        verify(turned.x > centre.x + 10 && Math.abs(turned.y - centre.y) < 1, JSON.stringify(turned))

        // Towards a point 40° off: 40°; let go with Shift held, 15° steps: 45°. One undo step for the drag.
        const odd = map.toItem(90 + 20 * Math.sin(40 * Math.PI / 180), 60 + 20 * Math.cos(40 * Math.PI / 180))
        mousePress(mapView, turned.x, turned.y)
        mouseMove(mapView, odd.x, odd.y)
        fuzzyCompare(rows(doc.pieces)[woods].rotation, 40, 0.5)
        mouseRelease(mapView, odd.x, odd.y, Qt.LeftButton, Qt.ShiftModifier)
        fuzzyCompare(rows(doc.pieces)[woods].rotation, 45, 1e-6)
        doc.undo()
        fuzzyCompare(rows(doc.pieces)[woods].rotation, 90, 0.5)

        // Straight again, then the top-right corner dragged 4 cm right and 4 up: 24 x 19, the opposite corner kept.
        verify(doc.turnPieceTowards(woods, 90, 90, 0))
        waitForRendering(mapView)
        const ppu = map.pixelsPerUnit
        const corner = handle(map, "resize", 2)
        mousePress(mapView, corner.x + 2, corner.y + 2) // a little off its centre still takes it
        mouseMove(mapView, corner.x + 2 + 2 * ppu, corner.y + 2 - 2 * ppu)
        mouseMove(mapView, corner.x + 2 + 4 * ppu, corner.y + 2 - 4 * ppu)
        mouseRelease(mapView, corner.x + 2 + 4 * ppu, corner.y + 2 - 4 * ppu)
        compare(doc.undoText, "Resize terrain")
        const p = rows(doc.pieces)[woods]
        fuzzyCompare(p.x - 12, 90 - 10, 0.2) // the left side stayed
        fuzzyCompare(p.y - 9.5, 60 - 7.5, 0.2) // so did the bottom
        fuzzyCompare(p.x, 92, 0.2)
        doc.undo()
        fuzzyCompare(rows(doc.pieces)[woods].x, 90, 1e-6)
    }

    function test_hiddenNotesOfAPlayerAndTheScrollingPane() {
        const w = createWindow()
        w.width = 1280
        w.height = 800
        const planner = battle(w, "180x120")
        const doc = planner.document
        const side = planner.sidePane
        const notes = side.notesField
        verify(!notes.visible, "nothing secret with the secrets hidden")
        doc.secretsOf = "A"
        verify(doc.addAmbush("Jägers", 60, 40), doc.errorMessage)
        waitForRendering(w.contentItem)
        // At 800 px high the tools are taller than the pane: they scroll, and the checks keep their list.
        const scroll = side.toolsScroll
        tryVerify(() => scroll.contentHeight > scroll.height, 2000, "the side pane is too tall for 800 px")
        verify(side.checkList.height >= 90)
        verify(notes.visible)
        scroll.contentItem.contentY = scroll.contentHeight - scroll.height
        waitForRendering(w.contentItem)
        const bottom = notes.mapToItem(w.contentItem, 0, notes.height).y
        verify(bottom <= w.contentItem.height, "the notes field scrolled into sight: " + bottom)
        const removeButton = findChild(side, "removeAmbush_0")
        verify(removeButton !== null && removeButton.visible, "A's hidden position is listed")

        // Type, pause (committed while the field keeps the focus), type on, leave the field: one undo step.
        mouseClick(notes)
        tryVerify(() => notes.activeFocus)
        for (const c of "Dawn")
            keyClick(c)
        compare(doc.notesText, "", "not per keystroke")
        tryVerify(() => doc.notesText === "Dawn", 3000, "committed when typing pauses")
        verify(notes.activeFocus)
        compare(notes.cursorPosition, 4, "the commit leaves the cursor where it was")
        for (const c of " raid")
            keyClick(c)
        planner.mapView.forceActiveFocus()
        tryVerify(() => doc.notesText === "Dawn raid", 2000, "committed when the field is left")
        compare(doc.undoText, "Edit notes")
        doc.undo()
        compare(doc.notesText, "", "the whole session is one step")
        compare(notes.text, "")
        doc.redo()
        compare(notes.text, "Dawn raid")
        // Hidden (both players look): the note is gone from the view, and the list with it.
        doc.secretsOf = ""
        compare(doc.notesText, "")
        verify(!notes.visible)
        compare(notes.text, "")
        tryVerify(() => findChild(side, "removeAmbush_0") === null, 2000, "the hidden positions' list goes too")
        doc.secretsOf = "B"
        compare(notes.text, "")
        doc.secretsOf = "A"
        compare(notes.text, "Dawn raid")
        // Undo takes the whole note back in one step; the hidden position's ✕ removes it.
        doc.undo()
        compare(notes.text, "")
        waitForRendering(w.contentItem)
        const remove = findChild(side, "removeAmbush_0")
        const flick = scroll.contentItem
        flick.contentY = Math.max(0, Math.min(remove.mapToItem(flick.contentItem, 0, 0).y - 20, flick.contentHeight - flick.height))
        waitForRendering(w.contentItem)
        mouseClick(remove)
        tryVerify(() => rows(doc.ambushes).length === 0)
    }

    // Issue 15 items 11 and 12: each step shows and saves its own seed, also after the file is reopened, and the
    // initiative says whose army A is.
    function test_eachStepKeepsItsOwnSeedAndSaysWhoIsA() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "180x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        waitForRendering(w.contentItem)
        const initiativeSeed = child(planner, "initiativeSeed")
        mouseClick(initiativeSeed)
        initiativeSeed.text = "11"
        mouseClick(child(planner, "rollInitiative"))
        tryVerify(() => doc.setup.initiativeDone)
        const battlefieldSeed = child(planner, "battlefieldSeed")
        mouseClick(battlefieldSeed)
        battlefieldSeed.text = "22"
        mouseClick(child(planner, "rollBattlefield"))
        tryVerify(() => doc.setup.battlefieldRoll > 0)
        compare(initiativeSeed.text, "11", "the initiative keeps its seed after the battlefield's roll")
        const result = child(planner, "initiativeResult")
        verify(result.text.indexOf(doc.setup.armyA) >= 0 && result.text.indexOf("A") >= 0, result.text)
        verify(result.text.indexOf("11") >= 0 && result.text.indexOf("22") < 0, result.text)
        verify(child(planner, "battleTitle").text.indexOf("A: " + doc.setup.armyA) === 0, child(planner, "battleTitle").text)
        waitForRendering(w.contentItem)
        const generateSeed = child(planner, "generateSeed")
        mouseClick(generateSeed)
        generateSeed.text = "33"
        mouseClick(child(planner, "generateButton"))
        tryVerify(() => rows(doc.pieces).length > 0)
        compare(generateSeed.text, "33")
        compare(initiativeSeed.text, "11")
        compare(battlefieldSeed.text, "22")

        // Saved with the plan: reopened, every step shows its own seed again (not "seed )").
        const file = String(sztabTest.tempDir) + "/seeds.bwplan"
        verify(doc.saveAs(file), doc.errorMessage)
        initiativeSeed.text = ""
        battlefieldSeed.text = ""
        generateSeed.text = ""
        verify(doc.open(file), doc.errorMessage)
        tryCompare(initiativeSeed, "text", "11")
        compare(battlefieldSeed.text, "22")
        compare(generateSeed.text, "33")
        verify(result.text.indexOf("11") >= 0 && result.text.indexOf(" )") < 0, result.text)
        verify(child(planner, "battlefieldResult").text.indexOf("22") >= 0)
    }

    // Issue 15 item 13: auto-deploy into a wood is warned of, as is a wood dropped on a wood.
    function test_deploymentIntoAWoodAndPiecesOnPiecesAreWarnedOf() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "120x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        waitForRendering(w.contentItem)
        // A wood where A's first division will stand (the zone's left third), placed from the palette.
        const mapView = planner.mapView
        const map = mapView.map
        mouseClick(child(planner, "palette_woods"))
        const spot = map.toItem(20, 14)
        mouseClick(mapView, spot.x, spot.y)
        tryVerify(() => rows(doc.pieces).length === 1)
        mouseClick(child(planner, "deployAllA"))
        tryVerify(() => rows(doc.formations).length > 0)
        tryVerify(() => codes(doc).indexOf("DEPLOY_OPEN_ORDER_ONLY") >= 0, 2000, codes(doc).join(" "))
        const row = rows(doc.checks)[codes(doc).indexOf("DEPLOY_OPEN_ORDER_ONLY")]
        compare(row.severity, "warning")
        compare(row.section, "BWN 3.5")
        const list = planner.sidePane.checkList
        tryVerify(() => list.count === rows(doc.checks).length)
        // A second wood dropped on the first.
        mouseClick(child(planner, "palette_woods"))
        mouseClick(mapView, spot.x + 4 * map.pixelsPerUnit, spot.y)
        tryVerify(() => rows(doc.pieces).length === 2)
        tryVerify(() => codes(doc).indexOf("PIECES_OVERLAP") >= 0, 2000, codes(doc).join(" "))
    }

    // Issue 15 item 14: the new battle offers the bundled demo rosters.
    function test_newBattleOffersTheDemoRosters() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        mouseClick(child(planner, "planNew"))
        const box = child(planner, "newBattleRosterA")
        tryVerify(() => box.visible && box.count > 2, 2000, "the dialog lists none, the demos and another file")
        waitForRendering(w.contentItem)
        mouseClick(box)
        tryVerify(() => box.popup.opened)
        const view = box.popup.contentItem
        let france = -1
        for (let k = 0; k < box.count; ++k)
            if (box.model[k].name.indexOf("1813") >= 0 && String(box.model[k].url).indexOf("france") >= 0)
                france = k
        verify(france > 0, "the French demo roster is offered")
        view.positionViewAtIndex(france, ListView.Contain)
        waitForRendering(view)
        const item = view.itemAtIndex(france)
        verify(item !== null)
        mouseClick(item)
        tryVerify(() => !box.popup.visible)
        compare(box.currentIndex, france)
        mouseClick(child(planner, "newBattleOk"))
        tryVerify(() => doc.loaded && doc.setup.hasRosterA, 2000, doc.errorMessage)
        verify(doc.setup.rosterA.indexOf("demo-france-1813") >= 0, doc.setup.rosterA)
    }

    function test_plannerHomeAndBack() {
        const w = createWindow()
        openPlanner(w)
        verify(w.planner.visible)
        w.planner.homeRequested()
        verify(!w.plannerShown)
        verify(w.home.visible)
    }
}
