import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend

// The battle planner in the window (issue 6), driven with the mouse and keys like a player: reach it from the
// home view, place a piece from the palette by clicking on the table, drag it (one undo step), undo with Ctrl+Z,
// and drag a deployed division out of its zone to see the core's BWN 14.6 check listed and selectable.
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

    function codes(doc) {
        return doc.checks.map(c => c.code)
    }

    function test_placeMoveAndUndoAPiece() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "180x120" }), doc.errorMessage)
        // The players rolled a 3 for the battlefield: typed in through the pane.
        const die = child(planner, "battlefieldDie")
        die.value = 3
        mouseClick(child(planner, "setBattlefield"))
        tryVerify(() => doc.allowance.length > 0, 2000, "the allowance checklist appears")
        waitForRendering(w.contentItem)

        // Palette: arm the woods, click on the table's centre.
        mouseClick(child(planner, "palette_woods"))
        const mapView = planner.mapView
        const map = mapView.map
        const centre = map.toItem(90, 60)
        mouseClick(mapView, centre.x, centre.y)
        tryVerify(() => doc.pieces.length === 1)
        compare(doc.pieces[0].type, "woods")
        compare(map.selectedPiece, 0)
        fuzzyCompare(doc.pieces[0].x, 90, 0.5)
        fuzzyCompare(doc.pieces[0].y, 60, 0.5)
        verify(map.pieceAt(centre.x, centre.y) === 0, "the map finds the piece where it was placed")

        // Drag it 20 cm towards B (up on the screen) in several steps.
        const ppu = map.pixelsPerUnit
        verify(ppu > 1)
        mousePress(mapView, centre.x, centre.y)
        for (let k = 1; k <= 5; ++k)
            mouseMove(mapView, centre.x, centre.y - k * 4 * ppu)
        mouseRelease(mapView, centre.x, centre.y - 20 * ppu)
        fuzzyCompare(doc.pieces[0].y, 80, 0.5)
        fuzzyCompare(doc.pieces[0].x, 90, 0.5)
        compare(doc.undoText, "Move terrain")

        // Ctrl+Z (the window's Edit > Undo) takes the whole drag back, then the placing.
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => Math.abs(doc.pieces[0].y - 60) < 0.5, 2000, "the drag is one undo step")
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier)
        tryVerify(() => doc.pieces.length === 0)
        sztabKeys.click(w, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
        tryVerify(() => doc.pieces.length === 1, 2000, "redo puts it back")

        // R turns the selection; Delete removes it.
        map.selectedPiece = 0
        mapView.forceActiveFocus()
        sztabKeys.click(w, Qt.Key_R)
        compare(doc.pieces.length, 1)
        compare(doc.undoText, "Rotate terrain")
        sztabKeys.click(w, Qt.Key_Delete)
        tryVerify(() => doc.pieces.length === 0)
    }

    function test_divisionDraggedOutOfItsZoneIsFlagged() {
        const w = createWindow()
        const planner = openPlanner(w)
        const doc = planner.document
        verify(doc.newPlan({ "table": "180x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        mouseClick(child(planner, "deployAllA"))
        tryVerify(() => doc.formations.length > 0)
        verify(codes(doc).indexOf("FORMATION_OUTSIDE_ZONE") < 0, codes(doc).join(" "))
        waitForRendering(w.contentItem)

        // Grab the first division just behind the centre of its front and drag it 40 cm towards the enemy.
        const mapView = planner.mapView
        const map = mapView.map
        const f = doc.formations[0]
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
        tryVerify(() => list.count === doc.checks.length)
        const row = codes(doc).indexOf("FORMATION_OUTSIDE_ZONE")
        compare(doc.checks[row].section, "BWN 14.6")
        list.positionViewAtIndex(row, ListView.Contain)
        waitForRendering(list)
        const item = list.itemAtIndex(row)
        verify(item !== null)
        map.selectedFormation = -1
        mouseClick(item)
        compare(map.selectedFormation, doc.checks[row].formation)

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
        compare(doc.ambushes.length, 0)
        doc.secretsOf = "B"
        compare(map.ambushAt(at.x, at.y), -1)
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
