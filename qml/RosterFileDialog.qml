import QtQuick
import QtQuick.Dialogs
import Sztab.Backend

// Every file question about the roster; `ask(mode, after)` says what the chosen file is for (open, saveAs, import,
// export, pdf) and what to do once that has worked. Opening asks with this dialog; saving asks FileChooser (a real
// save dialog, issue 15) with a name made from this roster, and the document refuses a file of another kind.
// Main.qml makes it when first needed.
FileDialog {
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
        if (m === "saveAs" || m === "export" || m === "pdf") {
            // After the menu that asked has closed: the save dialog is modal and would freeze it open behind.
            saveLater.mode = m
            saveLater.after = after || null
            saveLater.restart()
            return
        }
        mode = m
        next = after || null
        fileMode = FileDialog.OpenFile
        title = m === "open" ? qsTr("Open roster") : qsTr("Import roster JSON")
        nameFilters = m === "import" ? [qsTr("JSON files (*.json)"), qsTr("Rosters (*.bwroster)")]
                                     : [qsTr("Rosters (*.bwroster)"), qsTr("All files (*)")]
        open()
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

    onAccepted: finish(selectedFile)

    // Qt.callLater's work, once back in the event loop (qmllint in Qt 6.4 cannot see Qt.callLater in a dialog).
    Timer {
        id: saveLater
        property string mode
        property var after: null
        interval: 0
        onTriggered: dialog.save(mode, after)
    }
}
