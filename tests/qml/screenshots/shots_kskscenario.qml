// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend

// Screenshots of the KSK scenario editor (issue 20), for looking at (not a test), in English and Polish: a blank
// scenario with its issues, the demo's copy on each table, and the demo with a shrunk grid and an issue shown.
//   SZTAB_SCREENSHOT_DIR=/tmp/shots xvfb-run -a -s "-screen 0 1400x900x24" env QT_QPA_PLATFORM=xcb \
//       BUILD/tests/tst_qml -input tests/qml/screenshots/shots_kskscenario.qml
TestCase {
    id: shots
    name: "KskScenarioScreenshots"
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    function save(w, file) {
        waitForRendering(w.contentItem)
        wait(250)
        const image = grabImage(w.contentItem.parent)
        image.save(sztabTest.screenshotDir + "/" + file)
    }

    function run(lang) {
        Workspace.language = lang
        const w = createTemporaryObject(mainComponent, shots)
        w.closeConfirmed = true
        w.showKsk()
        w.ksk.openScenarioEditor("")
        const e = findChild(w.ksk, "kskScenarioEditorWindow") || w.ksk.scenarioEditor
        verify(e !== null)
        e.width = 1400
        e.height = 900
        save(e, "kskscenario-" + lang + "-0-empty.png")
        const doc = e.view.document
        verify(doc.newBlank())
        save(e, "kskscenario-" + lang + "-1-blank.png")
        verify(doc.add("commanders", "A") >= 0)
        verify(doc.add("commanders", "A") >= 0)
        verify(doc.add("formations", "A") >= 0)
        verify(doc.set("formations", 0, "order", "A"))
        e.view.tabs.currentIndex = 1
        save(e, "kskscenario-" + lang + "-1b-typed.png")
        e.view.formationTable.list.contentX = 700 // the order's columns, as a person scrolls sideways
        save(e, "kskscenario-" + lang + "-1c-typed-right.png")
        e.view.formationTable.list.contentX = 0
        e.view.tabs.currentIndex = 0
        verify(doc.newFromDemo())
        save(e, "kskscenario-" + lang + "-2-demo-commanders.png")
        e.view.tabs.currentIndex = 1
        save(e, "kskscenario-" + lang + "-3-demo-formations.png")
        e.view.tabs.currentIndex = 2
        save(e, "kskscenario-" + lang + "-4-demo-brigades.png")
        verify(doc.setHeader("columns", 12))
        e.view.showIssue(doc.issues[2])
        save(e, "kskscenario-" + lang + "-5-issues.png")
        verify(!doc.set("commanders", 0, "rating", 42))
        save(e, "kskscenario-" + lang + "-6-refused.png")
        e.closeConfirmed = true
        e.close()
    }

    function test_shots() {
        run("en")
        run("pl")
        Workspace.language = "en"
    }
}
