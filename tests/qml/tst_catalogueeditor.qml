// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import Sztab.CatalogueEditor

// The catalogue editor's window driven like a player would (issue 8): type a duplicate id into the units table and
// see the core's error appear on the row and in the issue list, click the issue and land on the row, undo and see
// it go; and the CSV import's preview marking the rows it cannot read, importing only with "skip bad rows".
TestCase {
    id: testCase
    name: "CatalogueEditor"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: editorComponent
        CatalogueEditorWindow {}
    }
    Component {
        id: mainComponent
        Main {}
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    function createWindow(catalogueId) {
        const w = createTemporaryObject(editorComponent, testCase, { startupId: catalogueId })
        verify(w !== null, "CatalogueEditorWindow.qml loads with the backend")
        w.closeConfirmed = true
        w.show()
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        return w
    }

    // The text field of one cell, scrolled into view.
    function cell(table, row, field) {
        table.list.positionViewAtIndex(row, ListView.Contain)
        const rowItem = table.list.itemAtIndex(row)
        verify(rowItem !== null, "row " + row + " is shown")
        return child(rowItem, "cell_" + field)
    }

    function test_duplicateIdShowsTheErrorOnTheRowAndUndoTakesItAway() {
        const w = createWindow("demo-france-1813")
        const editor = w.view.editor
        verify(editor.loaded)
        compare(editor.errorCount, 0)
        const issues = child(w.view.issues, "catalogueIssueList")
        compare(issues.count, 0)
        w.view.tabs.currentIndex = 1 // Units
        waitForRendering(w.contentItem)
        const table = w.view.unitTable
        // Select the first unit and duplicate it from the table's toolbar: a fresh id, no issue.
        mouseClick(cell(table, 0, "namePl"))
        tryCompare(table, "currentRow", 0)
        mouseClick(child(table, "duplicateRowButton"))
        tryCompare(table, "currentRow", 1)
        const firstId = editor.unitModel.get(0).id
        compare(editor.unitModel.get(1).id, firstId + "-copy")
        compare(editor.errorCount, 0)
        // Give the copy the first unit's id: BWN 13.2, an id twice.
        const field = cell(table, 1, "id")
        field.text = firstId         // what the player typed
        field.editingFinished()      // Enter or leaving the field
        compare(editor.unitModel.get(1).id, firstId)
        compare(editor.errorCount, 1)
        tryCompare(issues, "count", 1)
        compare(editor.unitModel.get(1).severity, "error")
        // Elsewhere, then click the issue: the units tab, row 1 selected.
        w.view.tabs.currentIndex = 0
        const issueItem = issues.itemAtIndex(0)
        verify(issueItem !== null)
        mouseClick(issueItem)
        tryCompare(w.view.tabs, "currentIndex", 1)
        tryCompare(table, "currentRow", 1)
        // Undo from the toolbar: the error goes; once more and the copy goes.
        mouseClick(child(w.view, "undoCatalogueButton"))
        compare(editor.unitModel.get(1).id, firstId + "-copy")
        tryCompare(issues, "count", 0)
        compare(editor.errorCount, 0)
        mouseClick(child(w.view, "undoCatalogueButton"))
        compare(editor.unitModel.get(1).id !== firstId + "-copy", true)
        verify(!editor.modified)
    }

    // The tables' columns come from the core (issue 18): a choice cell offers the core's choices and a click on one
    // goes to the catalogue.
    function test_choiceCellOffersTheCoresChoices() {
        const w = createWindow("demo-france-1813")
        const editor = w.view.editor
        w.view.tabs.currentIndex = 2 // Generals
        waitForRendering(w.contentItem)
        const table = w.view.generalTable
        compare(table.columns.count, 9)
        const box = cell(table, 0, "arm")
        compare(box.count, 2) // a general's pool: infantry or cavalry
        const other = editor.generalModel.get(0).arm === "infantry" ? "cavalry" : "infantry"
        mouseClick(box)
        tryVerify(() => box.popup.opened)
        const item = box.popup.contentItem.itemAtIndex(box.find(other))
        verify(item !== null)
        mouseClick(item)
        tryVerify(() => editor.generalModel.get(0).arm === other)
        compare(box.displayText, other)
    }

    // A click on an issue puts the cursor into the field it names, in the row's cell the core's columns made
    // (BWN 6.2: a command of 9 is out of range).
    function test_issueClickFocusesTheNamedCell() {
        const w = createWindow("demo-france-1813")
        const editor = w.view.editor
        w.view.tabs.currentIndex = 2 // Generals
        waitForRendering(w.contentItem)
        const table = w.view.generalTable
        const command = cell(table, 0, "command")
        command.text = "9"         // what the player typed
        command.editingFinished()  // Enter or leaving the field
        const issues = child(w.view.issues, "catalogueIssueList")
        tryVerify(() => issues.count > 0)
        mouseClick(cell(table, 0, "namePl")) // the focus elsewhere first
        w.view.tabs.currentIndex = 0
        const issueItem = issues.itemAtIndex(0)
        verify(issueItem !== null)
        mouseClick(issueItem)
        tryCompare(w.view.tabs, "currentIndex", 2)
        tryCompare(table, "currentRow", 0)
        tryVerify(() => cell(table, 0, "command").activeFocus)
    }

    function test_numberTypedInProfileChangesTheCoreValue() {
        const w = createWindow("demo-russia-1813")
        const editor = w.view.editor
        w.view.tabs.currentIndex = 0
        waitForRendering(w.contentItem)
        const field = cell(w.view.profileTable, 0, "wtr")
        field.text = "0"
        field.editingFinished()
        tryCompare(editor, "errorCount", 1) // BWN 2.8: WTR under 1
        compare(editor.profileModel.get(0).wtr, 0)
        // Something that is not a number: refused, the banner says why, the field shows the value again.
        field.text = "x"
        field.editingFinished()
        verify(editor.errorMessage.indexOf("not a whole number") >= 0, editor.errorMessage)
        tryCompare(field, "text", "0")
        editor.undo()
        compare(editor.errorCount, 0)
    }

    function test_csvPreviewMarksBadRowsImportsOnlyWhenSkipped() {
        const w = createWindow("demo-warsaw-1809")
        const editor = w.view.editor
        const profilesBefore = editor.profileModel.rowCount()
        mouseClick(child(w.view, "importCsvButton"))
        const dialog = w.view.csvDialog
        tryVerify(() => dialog.opened)
        verify(dialog.importer.load(Qt.resolvedUrl("../testdata/csv-import/profile-club.csv")), dialog.importer.errorMessage)
        compare(dialog.importer.table, "profiles")
        compare(dialog.importer.encoding, "UTF-8")
        verify(dialog.importer.separator.indexOf(";") >= 0)
        compare(dialog.importer.rowCount, 5)
        compare(dialog.importer.badRows, 2) // 17,5 for a move; WTR -1 (the catalogue check, in the preview)
        const importButton = child(dialog, "csvImportButton")
        verify(!importButton.enabled, "nothing half-imported")
        const preview = child(dialog, "csvPreview")
        tryCompare(preview, "count", 5)
        mouseClick(child(dialog, "csvSkipBad"))
        tryVerify(() => importButton.enabled)
        mouseClick(importButton)
        tryVerify(() => !dialog.visible)
        compare(editor.profileModel.rowCount(), profilesBefore + 3)
        compare(editor.undoText, "Import CSV")
        editor.undo()
        compare(editor.profileModel.rowCount(), profilesBefore)
    }

    // Issue 17: choosing, with the mouse, the SO column for WB is asked about; "No" keeps both, "Yes" moves the
    // column and leaves SO without one, so Import is off; the preview shows the values the catalogue would get.
    function test_csvColumnMappedTwiceIsAskedAbout() {
        const w = createWindow("demo-warsaw-1809")
        mouseClick(child(w.view, "importCsvButton"))
        const dialog = w.view.csvDialog
        tryVerify(() => dialog.opened)
        verify(dialog.importer.load(Qt.resolvedUrl("../testdata/csv-import/club-profile-cp1250.csv")), dialog.importer.errorMessage)
        compare(dialog.importer.encoding, "Windows-1250")
        compare(dialog.importer.badRows, 0)
        const importButton = child(dialog, "csvImportButton")
        tryVerify(() => importButton.enabled)
        const soColumn = dialog.importer.columns.indexOf("SO")
        verify(soColumn >= 0)
        const preview = child(dialog, "csvPreview")
        tryCompare(preview, "count", 4)
        // The cuirassiers' row shows WB 4 and SO 0 as they will be imported.
        const cuirassiers = preview.itemAtIndex(1)
        compare(child(cuirassiers, "csvValue_wb").text, "4")
        compare(child(cuirassiers, "csvValue_so").text, "0")
        compare(child(cuirassiers, "csvValue_id").text, "kirasjerzy")

        const chooseSoForWb = () => {
            // The box the dialog shows now (the mapping's boxes are made anew whenever the mapping changes).
            let box = null
            const rows = child(dialog, "csvMapping").children // a list property: by index in Qt 6.4
            for (let i = 0; i < rows.length; ++i)
                for (let j = 0; j < rows[i].children.length; ++j)
                    if (rows[i].children[j].objectName === "map_wb" && rows[i].children[j].visible)
                        box = rows[i].children[j]
            verify(box !== null)
            waitForRendering(box)
            mouseClick(box)
            tryVerify(() => box.popup.opened)
            const list = box.popup.contentItem
            list.positionViewAtIndex(soColumn + 1, ListView.Contain)
            let entry = null
            tryVerify(() => (entry = list.itemAtIndex(soColumn + 1)) !== null)
            waitForRendering(entry)
            mouseClick(entry)
        }
        chooseSoForWb()
        const asked = dialog.columnTakenDialog
        tryVerify(() => asked.opened)
        verify(child(asked, "csvColumnTakenText").text.indexOf("already holds SO") >= 0, child(asked, "csvColumnTakenText").text)
        mouseClick(asked.standardButton(Dialog.No))
        tryVerify(() => !asked.visible)
        compare(dialog.importer.fields.find(f => f.key === "wb").column, dialog.importer.columns.indexOf("WB"))
        compare(dialog.importer.fields.find(f => f.key === "so").column, soColumn)
        verify(importButton.enabled)

        chooseSoForWb()
        tryVerify(() => asked.opened)
        mouseClick(asked.standardButton(Dialog.Yes))
        tryVerify(() => !asked.visible)
        compare(dialog.importer.fields.find(f => f.key === "wb").column, soColumn)
        compare(dialog.importer.fields.find(f => f.key === "so").column, -1)
        tryVerify(() => !importButton.enabled)
        verify(child(dialog, "csvSummary").text.indexOf("SO") >= 0, child(dialog, "csvSummary").text)
        dialog.close()
    }

    // Saved in the editor, offered by the New roster dialog that was already made before the save.
    function test_savedCatalogueAppearsInTheOpenNewRosterDialog() {
        const main = createTemporaryObject(mainComponent, testCase)
        main.closeConfirmed = true
        main.newRoster() // the dialog is made on first use; opened and closed again before the save
        const dialog = child(main, "newRosterDialog")
        tryVerify(() => dialog.opened)
        dialog.reject()
        tryVerify(() => !dialog.visible)
        const hasNation = id => dialog.nationList.some(n => n.id === id)
        const run = String(Date.now())
        const nation = "qmlland-" + run
        verify(!hasNation(nation))
        const w = createWindow("")
        const editor = w.view.editor
        verify(editor.newCatalogue({ id: "qml-club-" + run, nation: nation, ruleset: "bwn-4.0", name: "QML club", period: "1812" }))
        const profile = editor.profileModel.add()
        verify(editor.profileModel.set(profile, "id", "qml-line"))
        verify(editor.unitModel.set(editor.unitModel.add(), "profile", "qml-line"))
        verify(editor.generalModel.set(editor.generalModel.add(), "roles", "commander-in-chief"))
        const issueList = child(w.view.issues, "catalogueIssueList")
        compare(editor.errorCount, 0, issueList.count > 0 ? issueList.itemAtIndex(0).path : "")
        mouseClick(child(w.view, "saveCatalogueButton"))
        compare(editor.errorMessage, "")
        verify(!editor.modified)
        tryVerify(() => hasNation(nation))
        verify(Workspace.catalogues("bwn-4.0", nation).some(c => c.id === "qml-club-" + run))
        verify(editor.removeUserFile(), editor.errorMessage) // the next run starts without it
        verify(!editor.removeUserFile())
    }

    // The home view's "Catalogues…" opens the editor in a window of its own; closing it unmodified asks nothing.
    function test_homeButtonOpensTheEditorWindow() {
        const main = createTemporaryObject(mainComponent, testCase)
        main.closeConfirmed = true
        waitForRendering(main.contentItem)
        mouseClick(child(main.home, "homeCataloguesButton"))
        let editorWindow = null
        tryVerify(() => (editorWindow = findChild(main, "catalogueEditorWindow")) !== null)
        tryVerify(() => editorWindow.visible)
        verify(!editorWindow.view.editor.loaded)
        verify(editorWindow.view.editor.openCatalogue("demo-austria-1809"))
        editorWindow.close()
        tryVerify(() => findChild(main, "catalogueEditorWindow") === null) // destroyed once closed
    }
}
