// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import Sztab.CatalogueEditor

// Screenshots of the catalogue editor in both languages, for looking at (not a test: it asserts only that it got
// there): the units tab of a bundled catalogue, an error selected from the issue list, the CSV import preview with
// bad rows. Run under Xvfb:
//   SZTAB_SCREENSHOT_DIR=/tmp/shots xvfb-run -a -s "-screen 0 1280x1024x24" env QT_QPA_PLATFORM=xcb \
//       BUILD/tests/tst_qml -input tests/qml/screenshots/shots_catalogueeditor.qml
TestCase {
    id: shots
    name: "CatalogueEditorScreenshots"
    when: windowShown

    Component {
        id: editorComponent
        CatalogueEditorWindow {}
    }

    function save(w, file) {
        waitForRendering(w.contentItem)
        wait(200)
        const image = grabImage(w.contentItem.parent)
        image.save(sztabTest.screenshotDir + "/" + file)
    }

    function shootLanguage(lang) {
        Workspace.language = lang
        const w = createTemporaryObject(editorComponent, shots, { startupId: "demo-france-1813" })
        w.closeConfirmed = true
        w.show()
        w.requestActivate()
        w.view.tabs.currentIndex = 1
        save(w, lang + "-catalogue-1-units.png")

        // An error: a unit's id made the same as the first one's, then chosen in the issue list.
        const editor = w.view.editor
        editor.unitModel.set(5, "id", editor.unitModel.get(0).id)
        editor.profileModel.set(1, "wtr", 0)
        const issues = findChild(w.view.issues, "catalogueIssueList")
        tryVerify(() => issues.count >= 2)
        w.view.tabs.currentIndex = 0
        for (let i = 0; i < issues.count; ++i) {
            const item = issues.itemAtIndex(i)
            if (item.listName === "units") {
                issues.currentIndex = i
                mouseClick(item)
            }
        }
        tryVerify(() => w.view.unitTable.currentRow === 5)
        save(w, lang + "-catalogue-2-error-selected.png")

        editor.undo()
        editor.undo()
        const dialog = w.view.csvDialog
        dialog.open()
        tryVerify(() => dialog.opened)
        dialog.importer.table = "profiles"
        dialog.importer.load(Qt.resolvedUrl("../../testdata/csv-import/profile-club.csv"))
        save(w, lang + "-catalogue-3-csv-preview.png")
        // Issue 17: a club's Windows-1250 sheet without ids, values as imported; then WB asked onto the SO column.
        dialog.importer.load(Qt.resolvedUrl("../../testdata/csv-import/club-profile-cp1250.csv"))
        save(w, lang + "-catalogue-6-csv-values.png")
        dialog.chooseColumn("wb", "WB", dialog.importer.columns.indexOf("SO"))
        tryVerify(() => dialog.columnTakenDialog.opened)
        save(w, lang + "-catalogue-7-column-taken.png")
        dialog.columnTakenDialog.reject()
        dialog.importer.table = "units"
        dialog.importer.load(Qt.resolvedUrl("../../testdata/csv-import/club-jednostki-utf16.txt"))
        save(w, lang + "-catalogue-8-csv-utf16-units.png")
        dialog.close()
        // An edit of a bundled catalogue: the bar says a save would replace the bundled file.
        editor.profileModel.set(1, "wtr", 6)
        save(w, lang + "-catalogue-9-shadow-bar.png")
        editor.undo()

        w.view.tabs.currentIndex = 5
        save(w, lang + "-catalogue-4-about.png")
        w.view.tabs.currentIndex = 0
        save(w, lang + "-catalogue-5-profiles.png")
    }

    function test_shots() {
        shootLanguage("en")
        shootLanguage("pl")
        Workspace.language = "en"
    }
}
