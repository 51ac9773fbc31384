// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend

// Screenshots of Krwawe Stepy Krymu 1854 (issue 20), for looking at (not a test), in English and Polish: the empty
// view, a new Alma game in its first command segment, an order sent by courier with the order dialog open, the
// activation segment after the initiative, the hand-over screen, and B's side after taking the seat.
//   SZTAB_SCREENSHOT_DIR=/tmp/shots xvfb-run -a -s "-screen 0 1400x900x24" env QT_QPA_PLATFORM=xcb \
//       BUILD/tests/tst_qml -input tests/qml/screenshots/shots_ksk.qml
TestCase {
    id: shots
    name: "KskScreenshots"
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
        w.width = 1400
        w.height = 900
        w.requestActivate()
        save(w, "ksk-" + lang + "-0-home.png")
        w.showKsk()
        save(w, "ksk-" + lang + "-1-empty.png")
        const doc = w.ksk.document
        verify(doc.newGame(""), doc.errorMessage)
        verify(doc.beginStage(), doc.errorMessage)
        save(w, "ksk-" + lang + "-2-command.png")
        // An order by courier, the dialog open on it.
        for (const card of doc.diagrams) {
            const paths = doc.orderPaths(card.id)
            const first = paths.find(p => p.allowed)
            if (first && first.path === "courier") {
                w.ksk.orderDialog.openFor(card)
                save(w, "ksk-" + lang + "-3-order-dialog.png")
                w.ksk.orderDialog.reject()
                verify(doc.changeOrder(card.id, "A", 1, 4, "courier", "", ""), doc.errorMessage)
                break
            }
        }
        save(w, "ksk-" + lang + "-4-courier.png")
        verify(doc.fillCups("7,3"), doc.errorMessage)
        const first = doc.choices[0]
        verify(doc.pick(first.id), doc.errorMessage)
        save(w, "ksk-" + lang + "-5-activation.png")
        doc.handOver("B")
        save(w, "ksk-" + lang + "-6-handover.png")
        doc.takeSeat()
        save(w, "ksk-" + lang + "-7-side-b.png")
        doc.close()
    }

    function test_shots() {
        run("en")
        run("pl")
        Workspace.language = "en"
    }
}
