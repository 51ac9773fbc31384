// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend

// Screenshots of the battle planner, for looking at (not a test: it asserts only that it got there): an empty
// 180x120 table, a generated battlefield for each of the six battlefield types, both demo armies deployed (one
// division pushed out of its zone, so the check shows), and A's secrets shown in the hot seat; the map's handles
// on a selected road with a bend and on a turned woods, and the side pane scrolled to A's notes and hidden
// positions at 1280x800.
//   SZTAB_SCREENSHOT_DIR=/tmp/shots xvfb-run -a -s "-screen 0 1280x1024x24" env QT_QPA_PLATFORM=xcb \
//       BUILD/tests/tst_qml -input tests/qml/screenshots/shots_planner.qml
TestCase {
    id: shots
    name: "PlannerScreenshots"
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    function save(w, file) {
        waitForRendering(w.contentItem)
        wait(200)
        const image = grabImage(w.contentItem.parent)
        image.save(sztabTest.screenshotDir + "/" + file)
    }

    function dataUrl(file) {
        return String(sztabTest.dataDir) + "/" + file
    }

    function test_shots() {
        Workspace.language = "en"
        const w = createTemporaryObject(mainComponent, shots)
        w.closeConfirmed = true
        w.width = 1280
        w.height = 800
        w.requestActivate()
        w.showPlanner()
        const doc = w.planner.document
        save(w, "planner-0-start.png")

        verify(doc.newPlan({ "table": "180x120" }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        save(w, "planner-1-empty-180x120.png")

        for (let roll = 1; roll <= 6; ++roll) {
            verify(doc.newPlan({ "table": "180x120" }), doc.errorMessage)
            verify(doc.setBattlefield(roll), doc.errorMessage)
            verify(doc.generate(String(100 + roll)), doc.errorMessage)
            save(w, "planner-2-generated-" + roll + ".png")
        }

        verify(doc.newPlan({ "table": "180x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        verify(doc.enterInitiative("5,2"), doc.errorMessage)
        verify(doc.chooseSide(doc.sides.get(0).id), doc.errorMessage)
        verify(doc.setBattlefield(2), doc.errorMessage)
        verify(doc.generate("1813"), doc.errorMessage)
        verify(doc.deploy("A"), doc.errorMessage)
        verify(doc.deploy("B"), doc.errorMessage)
        save(w, "planner-3-deployed.png")

        doc.moveFormation(0, 0, 30)
        w.planner.mapView.selectFormation(0)
        const at = w.planner.mapView.map.toItem(doc.formations.get(0).x, doc.formations.get(0).y)
        w.planner.mapView.map.zoomAt(at.x, at.y, 2.5)
        save(w, "planner-4-outside-zone-zoomed.png")

        w.planner.mapView.map.resetView()
        doc.secretsOf = "A"
        doc.undo() // the division back in its zone
        w.planner.mapView.clearSelection()
        doc.addAmbush("Chasseurs", 150, 42)
        doc.addAmbush("Voltigeurs", 151, 43)
        save(w, "planner-5-secrets-of-A.png")
        Workspace.language = "pl"
        save(w, "planner-6-pl.png")
        Workspace.language = "en"

        // Handles: a road with a bend, selected, one point picked; then a woods turned 30°, selected.
        const mapView = w.planner.mapView
        const map = mapView.map
        verify(doc.newPlan({ "table": "180x120" }), doc.errorMessage)
        verify(doc.setBattlefield(3), doc.errorMessage)
        const road = doc.addPiece("roads", "", 60, 60)
        verify(doc.insertPoint(road, 0, 70, 60), doc.errorMessage)
        verify(doc.movePoint(road, 0, 25, -38), doc.errorMessage) // its first end onto A's base of operations
        mapView.selectPiece(road)
        map.selectedVertex = 1
        const bend = map.toItem(70, 55)
        map.zoomAt(bend.x, bend.y, 2)
        save(w, "planner-7-road-handles.png")

        map.resetView()
        const woods = doc.addPiece("woods", "", 120, 70)
        verify(doc.rotatePiece(woods, 30), doc.errorMessage)
        mapView.selectPiece(woods)
        const woodsAt = map.toItem(120, 70)
        map.zoomAt(woodsAt.x, woodsAt.y, 2.5)
        save(w, "planner-8-turned-woods-handles.png")

        // A's secrets in the side pane, scrolled to the end: the hidden positions and the notes.
        map.resetView()
        mapView.clearSelection()
        doc.secretsOf = "A"
        doc.addAmbush("Chasseurs", 150, 42)
        doc.addAmbush("Voltigeurs", 30, 30)
        doc.setNotesText("Feint on the left at dawn; the Guard waits behind the woods.\nThe chasseurs hold the ford.")
        doc.endNotesEdit()
        const scroll = w.planner.sidePane.toolsScroll
        waitForRendering(w.contentItem)
        scroll.contentItem.contentY = Math.max(0, scroll.contentHeight - scroll.height)
        save(w, "planner-9-secrets-pane-1280x800.png")
        Workspace.language = "en"
    }
}
