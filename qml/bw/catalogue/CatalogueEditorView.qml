// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The catalogue editor (issue 8): a toolbar (New, Open, Save, Save as, Undo, Redo, Import CSV, Export), the lists
// of the catalogue as tabs of editable tables, and the core's checks below, a click on an issue landing on its row.
// Everything shown comes from the CatalogueEditor; nothing here checks a rule.
Page {
    id: view
    readonly property alias editor: catalogueEditor
    readonly property alias tabs: tabBar
    readonly property alias issues: issuePanel
    readonly property alias csvDialog: csvDialog
    readonly property alias unitTable: unitTable
    readonly property alias profileTable: profileTable
    readonly property alias generalTable: generalTable
    signal closeRequested()
    // The header as a plain object (qmllint in Qt 6.4 cannot read a QVariantMap's keys).
    readonly property var catalogueHeader: catalogueEditor.header

    CatalogueEditor {
        id: catalogueEditor
        objectName: "catalogueEditor"
    }

    readonly property var listOrder: ["profiles", "units", "generals", "divisions", "corps", "about"]
    function tableFor(list) {
        return { profiles: profileTable, units: unitTable, generals: generalTable, divisions: divisionTable, corps: corpsTable }[list]
    }
    function showIssue(list, row, field) {
        tabBar.currentIndex = listOrder.indexOf(list)
        if (list === "about") {
            aboutPage.focusField(field)
            return
        }
        const t = tableFor(list)
        if (t && row >= 0)
            Qt.callLater(() => t.select(row, field))
    }
    // A save that would hide a bundled catalogue of the same id (its demo rosters would open with this copy) asks first.
    function saveOrAsk() {
        if (catalogueEditor.shadowedFile !== "" && !catalogueEditor.shadowsNow)
            shadowDialog.open()
        else
            catalogueEditor.save()
    }
    function renameId() {
        tabBar.currentIndex = listOrder.indexOf("about")
        aboutPage.focusField("id")
    }

    // The platform's keys. Qt 6.4's qmllint cannot resolve StandardKey anywhere (it calls it unqualified access), so
    // exactly that is silenced, on the lines that name one.
    Shortcut {
        sequences: [StandardKey.Undo] // qmllint disable unqualified
        enabled: catalogueEditor.canUndo
        onActivated: catalogueEditor.undo()
    }
    Shortcut {
        sequences: [StandardKey.Redo, "Ctrl+Shift+Z"] // qmllint disable unqualified
        enabled: catalogueEditor.canRedo
        onActivated: catalogueEditor.redo()
    }
    Shortcut {
        sequences: [StandardKey.Save] // qmllint disable unqualified
        enabled: catalogueEditor.loaded
        onActivated: view.saveOrAsk()
    }
    Shortcut {
        sequences: [StandardKey.New] // qmllint disable unqualified
        onActivated: newDialog.open()
    }
    Shortcut {
        sequences: [StandardKey.Open] // qmllint disable unqualified
        onActivated: openDialog.open()
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 2
            ToolButton { objectName: "newCatalogueButton"; text: qsTr("New…"); onClicked: newDialog.open() }
            ToolButton { objectName: "openCatalogueButton"; text: qsTr("Open…"); onClicked: openDialog.open() }
            ToolButton {
                objectName: "saveCatalogueButton"
                text: catalogueEditor.isTemplate ? qsTr("Save a copy") : qsTr("Save")
                enabled: catalogueEditor.loaded
                onClicked: view.saveOrAsk()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Into your catalogues folder, where the New roster dialog finds it")
                ToolTip.delay: 500
            }
            ToolButton { text: qsTr("Save as…"); enabled: catalogueEditor.loaded; onClicked: files.ask("saveAs") }
            ToolSeparator {}
            ToolButton {
                objectName: "undoCatalogueButton"
                text: qsTr("Undo")
                enabled: catalogueEditor.canUndo
                onClicked: catalogueEditor.undo()
                ToolTip.visible: hovered && catalogueEditor.undoText !== ""
                ToolTip.text: catalogueEditor.undoText
            }
            ToolButton {
                objectName: "redoCatalogueButton"
                text: qsTr("Redo")
                enabled: catalogueEditor.canRedo
                onClicked: catalogueEditor.redo()
                ToolTip.visible: hovered && catalogueEditor.redoText !== ""
                ToolTip.text: catalogueEditor.redoText
            }
            ToolSeparator {}
            ToolButton {
                objectName: "importCsvButton"
                text: qsTr("Import CSV…")
                enabled: catalogueEditor.loaded
                onClicked: {
                    const list = view.listOrder[tabBar.currentIndex]
                    if (list === "profiles" || list === "units" || list === "generals")
                        csvDialog.importer.table = list
                    csvDialog.open()
                }
            }
            ToolButton { text: qsTr("Export…"); enabled: catalogueEditor.loaded; onClicked: files.ask("export") }
            ToolButton { text: qsTr("Import file…"); onClicked: files.ask("import") }
            Item { Layout.fillWidth: true }
            Label {
                objectName: "catalogueTitle"
                text: (catalogueEditor.modified ? "• " : "") + catalogueEditor.displayName
                      + (catalogueEditor.isTemplate ? "  " + qsTr("(template)") : "")
                font.bold: true
                elide: Text.ElideRight
                Layout.maximumWidth: 360
            }
            ToolButton { text: qsTr("Close"); onClicked: view.closeRequested() }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ErrorBanner {
            objectName: "catalogueErrorBanner"
            Layout.fillWidth: true
            message: catalogueEditor.errorMessage
        }
        // Which file hides which: a copy in the user's folder with a bundled catalogue's id replaces it everywhere.
        Rectangle {
            objectName: "catalogueShadowBar"
            // Once a copy hides it, or when there are edits that a save would put over it (not when only looking).
            visible: catalogueEditor.shadowsNow || (catalogueEditor.shadowedFile !== "" && catalogueEditor.modified)
            Layout.fillWidth: true
            implicitHeight: shadowRow.implicitHeight + 8
            color: Qt.rgba(0.94, 0.64, 0.04, 0.18)
            RowLayout {
                id: shadowRow
                anchors.fill: parent
                anchors.margins: 4
                SeverityMarker { severity: "warning" }
                Label {
                    objectName: "catalogueShadowText"
                    text: catalogueEditor.shadowsNow
                          ? qsTr("Your copy %1 replaces the bundled %2 for the app and bwn: rosters made on the bundled one open with your copy.")
                                .arg(String(catalogueEditor.fileUrl).replace(/^file:\/\//, "")).arg(catalogueEditor.shadowedFile)
                          : qsTr("Id \"%1\" is the bundled %2's: saving into your catalogues replaces it for the app and bwn. Change the id to keep both.")
                                .arg(view.catalogueHeader.id).arg(catalogueEditor.shadowedFile)
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Button { objectName: "shadowRenameButton"; text: qsTr("Change the id"); onClicked: view.renameId() }
                Button {
                    objectName: "shadowRemoveButton"
                    visible: catalogueEditor.shadowsNow
                    text: qsTr("Remove my copy")
                    onClicked: catalogueEditor.removeUserFile()
                }
            }
        }
        Label {
            objectName: "catalogueStatus"
            visible: catalogueEditor.statusMessage !== "" && catalogueEditor.errorMessage === ""
            text: catalogueEditor.statusMessage
            elide: Text.ElideMiddle
            opacity: 0.8
            Layout.fillWidth: true
            Layout.margins: 4
        }

        TabBar {
            id: tabBar
            objectName: "catalogueTabs"
            Layout.fillWidth: true
            enabled: catalogueEditor.loaded
            TabButton { text: qsTr("Profiles (%1)").arg(profileTable.list.count) }
            TabButton { text: qsTr("Units (%1)").arg(unitTable.list.count) }
            TabButton { text: qsTr("Generals (%1)").arg(generalTable.list.count) }
            TabButton { text: qsTr("Divisions (%1)").arg(divisionTable.list.count) }
            TabButton { text: qsTr("Corps (%1)").arg(corpsTable.list.count) }
            TabButton { text: qsTr("About") }
        }

        SplitView {
            orientation: Qt.Vertical
            Layout.fillWidth: true
            Layout.fillHeight: true

            Item {
                SplitView.fillHeight: true
                SplitView.minimumHeight: 200
                visible: catalogueEditor.loaded
                StackLayout {
                    anchors.fill: parent
                    anchors.margins: Style.spacing
                    currentIndex: tabBar.currentIndex

                    CatalogueEditorTable {
                        id: profileTable
                        objectName: "profileTable"
                        model: catalogueEditor.profileModel
                        addText: qsTr("Add profile")
                    }
                    CatalogueEditorTable {
                        id: unitTable
                        objectName: "unitTable"
                        model: catalogueEditor.unitModel
                        addText: qsTr("Add unit")
                    }
                    CatalogueEditorTable {
                        id: generalTable
                        objectName: "generalTable"
                        model: catalogueEditor.generalModel
                        addText: qsTr("Add general")
                    }
                    CatalogueEditorTable {
                        id: divisionTable
                        objectName: "divisionTable"
                        model: catalogueEditor.divisionModel
                        addText: qsTr("Add division")
                    }
                    CatalogueEditorTable {
                        id: corpsTable
                        objectName: "corpsTable"
                        model: catalogueEditor.corpsModel
                        addText: qsTr("Add corps")
                    }
                    CatalogueEditorAbout {
                        id: aboutPage
                        editor: catalogueEditor
                    }
                }
            }

            CatalogueEditorIssues {
                id: issuePanel
                objectName: "catalogueIssues"
                editor: catalogueEditor
                visible: catalogueEditor.loaded
                SplitView.preferredHeight: 190
                SplitView.minimumHeight: 90
                onIssueActivated: (list, row, field) => view.showIssue(list, row, field)
            }
        }

        Label {
            visible: !catalogueEditor.loaded
            text: qsTr("Start a new catalogue, or open one (a bundled catalogue opens as a template to copy).")
            opacity: 0.75
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
            Layout.fillHeight: true
            verticalAlignment: Text.AlignVCenter
        }
    }

    CsvImportDialog {
        id: csvDialog
        objectName: "csvImportDialog"
        editor: catalogueEditor
    }

    // A new catalogue: the header a file needs.
    Dialog {
        id: newDialog
        objectName: "newCatalogueDialog"
        title: qsTr("New catalogue")
        modal: true
        anchors.centerIn: parent
        width: 480
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: catalogueEditor.newCatalogue({ id: newId.text, nation: newNation.text, nationName: newNationName.text,
                                                   period: newPeriod.text, ruleset: newRuleset.currentText,
                                                   namePl: newName.text, nameEn: newName.text, author: newAuthor.text })
        GridLayout {
            anchors.fill: parent
            columns: 2
            Label { text: qsTr("Id (file name, no spaces)") }
            TextField { id: newId; objectName: "newCatalogueId"; placeholderText: "club-bavaria-1809"; Layout.fillWidth: true }
            Label { text: qsTr("Name") }
            TextField { id: newName; placeholderText: qsTr("Bavaria 1809 (club)"); Layout.fillWidth: true }
            Label { text: qsTr("Nation (id)") }
            TextField { id: newNation; objectName: "newCatalogueNation"; placeholderText: "bavaria"; Layout.fillWidth: true }
            Label { text: qsTr("Nation (in words)") }
            TextField { id: newNationName; placeholderText: qsTr("Bavaria"); Layout.fillWidth: true }
            Label { text: qsTr("Period") }
            TextField { id: newPeriod; placeholderText: "1809"; Layout.fillWidth: true }
            Label { text: qsTr("Ruleset") }
            ComboBox { id: newRuleset; model: catalogueEditor.rulesetIds; Layout.fillWidth: true }
            Label { text: qsTr("Author") }
            TextField { id: newAuthor; Layout.fillWidth: true }
        }
    }

    Dialog {
        id: shadowDialog
        objectName: "catalogueShadowDialog"
        title: qsTr("Replace the bundled catalogue?")
        modal: true
        anchors.centerIn: parent
        standardButtons: Dialog.Save | Dialog.Cancel
        width: 560
        Label {
            width: 520
            wrapMode: Text.Wrap
            text: qsTr("%1 has the id \"%2\". Saved into your catalogues, this copy replaces it for the app and bwn, and rosters made on it open with your copy. Change the id to keep both.")
                      .arg(catalogueEditor.shadowedFile).arg(view.catalogueHeader.id)
        }
        Component.onCompleted: {
            standardButton(Dialog.Save).text = qsTr("Save and replace")
            standardButton(Dialog.Cancel).text = qsTr("Change the id")
        }
        onAccepted: catalogueEditor.save()
        onRejected: view.renameId()
    }

    // Open: a catalogue the app has loaded (bundled ones open as templates), or a file.
    Dialog {
        id: openDialog
        objectName: "openCatalogueDialog"
        title: qsTr("Open catalogue")
        modal: true
        anchors.centerIn: parent
        width: 560
        height: 460
        standardButtons: Dialog.Cancel
        ColumnLayout {
            anchors.fill: parent
            ListView {
                id: loadedList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: {
                    Workspace.dataRevision // read again after a save
                    let all = []
                    for (const r of Workspace.rulesets)
                        all = all.concat(Workspace.catalogues(r.id, ""))
                    return all
                }
                delegate: ItemDelegate {
                    required property var modelData
                    width: ListView.view.width
                    text: modelData.name + "  ·  " + modelData.id + (modelData.demo ? "  ·  " + qsTr("demo") : "")
                          + (modelData.shadows ? "  ·  " + qsTr("your copy, replaces the bundled one") : "")
                    onClicked: {
                        openDialog.close()
                        catalogueEditor.openCatalogue(modelData.id)
                    }
                }
                ScrollBar.vertical: ScrollBar {}
            }
            Button {
                text: qsTr("From a file…")
                onClicked: {
                    openDialog.close()
                    files.ask("open")
                }
            }
        }
    }

    // Every file question goes through FileChooser (issue 15: a real open or save dialog, never Qt Quick's
    // fallback); a save proposes a name made from this catalogue, and the editor refuses a file of another kind.
    Item {
        id: files
        property string mode: "open"
        function ask(m) {
            mode = m
            filesLater.restart() // after the button that asked: the dialog is modal
        }
        Timer {
            id: filesLater
            interval: 0
            onTriggered: files.mode === "saveAs" || files.mode === "export" ? files.save(files.mode) : files.choose(files.mode)
        }
        function choose(m) {
            mode = m
            const url = FileChooser.openFile("catalogue", m === "open" ? qsTr("Open catalogue file")
                                                                       : qsTr("Import a shared catalogue"),
                                             catalogueEditor.fileUrl)
            if (String(url) !== "")
                finish(url)
        }
        function save(m) {
            mode = m
            const file = String(catalogueEditor.fileUrl)
            const name = file !== "" ? decodeURIComponent(file.substring(file.lastIndexOf("/") + 1))
                                     : catalogueEditor.displayName
            const url = FileChooser.saveFile("catalogue", m === "saveAs" ? qsTr("Save catalogue as")
                                                                         : qsTr("Export catalogue (one file to share)"),
                                             name, catalogueEditor.fileUrl)
            if (String(url) !== "")
                finish(url)
        }
        function finish(url) {
            switch (mode) {
            case "open": catalogueEditor.open(url); break
            case "saveAs": catalogueEditor.saveAs(url); break
            case "export": catalogueEditor.exportTo(url); break
            case "import": catalogueEditor.importFile(url); break
            }
        }
    }
}
