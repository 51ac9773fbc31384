import QtQuick
import QtQuick.Dialogs
import Sztab.Backend

// One file dialog for every file question about the roster; `ask(mode, after)` says what the chosen file is for
// (open, saveAs, import, export, pdf) and what to do once that has worked. Main.qml makes it when first needed.
FileDialog {
    id: dialog
    property var document: null
    property string mode: "open"
    property var next: null

    signal rosterOpened()
    signal sheetsSaved()

    function ask(m, after) {
        mode = m
        next = after || null
        const saving = m === "saveAs" || m === "export" || m === "pdf"
        fileMode = saving ? FileDialog.SaveFile : FileDialog.OpenFile
        title = m === "open" ? qsTr("Open roster") : m === "saveAs" ? qsTr("Save roster as")
              : m === "import" ? qsTr("Import roster JSON") : m === "export" ? qsTr("Export roster JSON")
              : qsTr("Save sheets as PDF")
        nameFilters = m === "pdf" ? [qsTr("PDF files (*.pdf)")]
                    : m === "import" || m === "export" ? [qsTr("JSON files (*.json)"), qsTr("Rosters (*.bwroster)")]
                    : [qsTr("Rosters (*.bwroster)"), qsTr("All files (*)")]
        defaultSuffix = m === "pdf" ? "pdf" : m === "export" ? "json" : "bwroster"
        open()
    }

    onAccepted: {
        const url = selectedFile
        let ok = false
        switch (mode) {
        case "open": ok = document.open(url); if (ok) rosterOpened(); break
        case "saveAs": ok = document.saveAs(url); break
        case "import": ok = document.importJson(url); break
        case "export": ok = document.exportJson(url); break
        case "pdf":
            ok = document.saveSheetsPdf(url, Workspace.language)
            if (ok)
                sheetsSaved()
            break
        }
        const after = next
        next = null
        if (ok && after)
            after()
    }
}
