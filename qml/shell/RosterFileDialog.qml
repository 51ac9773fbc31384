// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Sztab.Backend

// Every file question about the roster; `ask(mode, after)` says what the chosen file is for (open, saveAs, import,
// export, pdf) and what to do once that has worked. Every question goes through FileChooser (issue 15: the
// desktop's own dialog or QFileDialog, never Qt Quick's fallback): opening and importing with an open dialog of the
// right filters, saving with a name made from this roster, and the document refuses a file of another kind.
// Main.qml makes it when first needed.
Item {
    id: dialog
    property var document: null
    property string mode: "open"
    property var next: null

    signal rosterOpened()
    signal sheetsSaved(url file)

    // The saved file's name, or the roster's name while it has no file: what the save dialog proposes.
    function documentName() {
        const file = String(document.fileUrl)
        return file !== "" ? decodeURIComponent(file.substring(file.lastIndexOf("/") + 1)) : document.name
    }

    function ask(m, after) {
        mode = m
        // After the menu that asked has closed: the dialog is modal and would freeze it open behind.
        later.mode = m
        later.after = after || null
        later.restart()
    }

    function choose(m, after) {
        mode = m
        next = after
        const url = m === "open" ? FileChooser.openFile("roster", qsTr("Open roster"), document.fileUrl)
                                 : FileChooser.openFile("rosterJson", qsTr("Import roster JSON"), document.fileUrl)
        if (String(url) !== "")
            finish(url)
    }

    function save(m, after) {
        mode = m
        next = after
        const kind = m === "pdf" ? "pdf" : m === "export" ? "rosterJson" : "roster"
        const title = m === "saveAs" ? qsTr("Save roster as") : m === "export" ? qsTr("Export roster JSON")
                    : qsTr("Save sheets as PDF")
        const url = FileChooser.saveFile(kind, title, documentName(), document.fileUrl)
        if (String(url) !== "")
            finish(url)
    }

    function finish(url) {
        let ok = false
        switch (mode) {
        case "open": ok = document.open(url); if (ok) rosterOpened(); break
        case "saveAs": ok = document.saveAs(url); break
        case "import": ok = document.importJson(url); break
        case "export": ok = document.exportJson(url); break
        case "pdf":
            ok = document.saveSheetsPdf(url, Workspace.language)
            if (ok)
                sheetsSaved(url)
            break
        }
        const after = next
        next = null
        if (ok && after)
            after()
    }

    // Qt.callLater's work, once back in the event loop (Qt 6.4's qmllint cannot resolve Qt.callLater).
    Timer {
        id: later
        property string mode
        property var after: null
        interval: 0
        onTriggered: mode === "open" || mode === "import" ? dialog.choose(mode, after) : dialog.save(mode, after)
    }
}
