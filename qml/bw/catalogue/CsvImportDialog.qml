// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// Import a spreadsheet (CSV) of profiles, units or generals into the open catalogue: the file, the separator and
// encoding the core found, which column holds which field (one column, one field: taking a column another field
// has is asked about), and a preview of every row field by field as it will be imported, marking the rows it
// cannot read and why. "Import" adds every row at once (one undo step), only when all rows read, or with "skip bad
// rows" the rest; it is enabled only when it would add something.
Dialog {
    id: dialog
    property var editor: null
    readonly property alias importer: importer
    readonly property alias columnTakenDialog: columnTaken

    title: qsTr("Import from a spreadsheet (CSV)")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 1200, 1200)
    height: Math.min(parent ? parent.height - 40 : 760, 760)

    CsvImport {
        id: importer
        editor: dialog.editor
    }

    // The fields shown in the preview: the id (made from the name when the file has none) and every mapped field.
    // (Spread into an array first: Qt 6.4's qmllint knows no map() on a list from C++.)
    readonly property var shownFields: [...importer.fields].map((f, i) => ({ index: i, key: f.key, title: f.title, column: f.column }))
                                                           .filter(f => f.key === "id" || f.column >= 0)
    readonly property int valueWidth: 112
    property var pendingColumn: null // {field, column, title, other}: a column another field has, asked about

    // A column another field has is refused by the importer (the box shows the mapping again) and asked about.
    function chooseColumn(key, title, column) {
        if (importer.setColumn(key, column))
            return
        pendingColumn = { field: key, column: column, title: title, other: importer.columnTakenBy(key, column) }
        columnTaken.open()
    }

    Dialog {
        id: columnTaken
        objectName: "csvColumnTakenDialog"
        title: qsTr("One column, one field")
        modal: true
        anchors.centerIn: Overlay.overlay
        standardButtons: Dialog.Yes | Dialog.No
        width: 560 // explicit: sized from its text and buttons, a Dialog binds its own width in a loop
        Label {
            objectName: "csvColumnTakenText"
            width: 520
            wrapMode: Text.Wrap
            text: dialog.pendingColumn
                  ? qsTr("Column \"%1\" already holds %2. Take it for %3 instead, leaving %2 without a column?")
                        .arg(importer.columns[dialog.pendingColumn.column]).arg(dialog.pendingColumn.other).arg(dialog.pendingColumn.title)
                  : ""
        }
        onAccepted: {
            importer.moveColumn(dialog.pendingColumn.field, dialog.pendingColumn.column)
            dialog.pendingColumn = null
        }
        onRejected: dialog.pendingColumn = null
    }

    function fieldTitle(key) {
        const titles = {
            id: qsTr("id"), name: qsTr("name"), name_pl: qsTr("name (Polish)"), name_en: qsTr("name (English)"),
            costClass: qsTr("cost class"), kind: qsTr("kind"), move_line: qsTr("move in line"),
            move_column: qsTr("move in column"), weapon: qsTr("weapon"), weapon_pl: qsTr("weapon (Polish)"),
            weapon_en: qsTr("weapon (English)"), range: qsTr("range"), wb: qsTr("WB"), so: qsTr("SO"), wtr: qsTr("WTR"),
            morale: qsTr("morale"), rules: qsTr("special rules"), ammo: qsTr("ammunition"),
            historicalId: qsTr("historical id"), profile: qsTr("profile"), count: qsTr("bases"), max: qsTr("maximum"),
            traits: qsTr("traits"), roles: qsTr("roles"), arm: qsTr("pool"), command: qsTr("command"),
            rules_pl: qsTr("rules (Polish)"), rules_en: qsTr("rules (English)")
        }
        return titles[key] || key
    }

    // Through FileChooser (issue 15: a real open dialog, never Qt Quick's fallback), after the button that asked:
    // the dialog is modal.
    Timer {
        id: csvFile
        interval: 0
        onTriggered: {
            const url = FileChooser.openFile("csv", qsTr("Choose a CSV file"), "")
            if (String(url) !== "")
                importer.load(url)
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing

        RowLayout {
            spacing: Style.spacing
            Layout.fillWidth: true
            Label { text: qsTr("Import") }
            StateComboBox {
                id: tableBox
                objectName: "csvTableBox"
                model: [qsTr("Profiles"), qsTr("Units"), qsTr("Generals")]
                readonly property var keys: ["profiles", "units", "generals"]
                shownIndex: keys.indexOf(importer.table)
                onActivated: index => importer.table = keys[index]
                Layout.preferredWidth: 150
            }
            Button {
                objectName: "csvChooseButton"
                text: qsTr("Choose file…")
                onClicked: csvFile.restart()
            }
            Label {
                objectName: "csvFileLabel"
                text: importer.loaded ? decodeURIComponent(String(importer.fileUrl).replace(/^.*\//, "")) : qsTr("No file chosen")
                font.bold: importer.loaded
                elide: Text.ElideMiddle
                Layout.fillWidth: true
            }
            Label {
                objectName: "csvDetected"
                visible: importer.loaded
                text: qsTr("Separator: %1 · Encoding: %2 · %n row(s)", "", importer.rowCount).arg(importer.separator).arg(importer.encoding)
                opacity: 0.8
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            message: importer.errorMessage
        }

        Label {
            text: qsTr("Columns: which column of the file holds each field (bold: required)")
            font.bold: true
            visible: importer.loaded
        }
        Flow {
            objectName: "csvMapping"
            // A Flow's implicit width is every box in one row: it wraps at the dialog's width.
            Layout.preferredWidth: dialog.width - dialog.leftPadding - dialog.rightPadding
            Layout.maximumWidth: dialog.width - dialog.leftPadding - dialog.rightPadding
            spacing: Style.spacing
            visible: importer.loaded
            Repeater {
                model: importer.fields
                delegate: RowLayout {
                    id: mapping
                    required property var modelData
                    width: 280
                    spacing: 4
                    Label {
                        text: mapping.modelData.title
                        font.bold: mapping.modelData.required
                        color: importer.missingFields.indexOf(mapping.modelData.key) >= 0 ? Style.error : palette.windowText
                        elide: Text.ElideRight
                        Layout.preferredWidth: 128
                    }
                    StateComboBox {
                        objectName: "map_" + mapping.modelData.key
                        model: [qsTr("— none —"), ...importer.columns]
                        shownIndex: mapping.modelData.column + 1
                        onActivated: index => dialog.chooseColumn(mapping.modelData.key, mapping.modelData.title, index - 1)
                        Layout.fillWidth: true
                    }
                }
            }
        }

        RowLayout {
            visible: importer.loaded
            Layout.fillWidth: true
            Label {
                objectName: "csvSummary"
                text: importer.missingFields.length > 0
                      ? qsTr("Required fields without a column: %1").arg([...importer.missingFields].map(k => dialog.fieldTitle(k)).join(", "))
                      : importer.rowCount === 0
                        ? qsTr("The file has no rows below its header: nothing to import.")
                        : importer.badRows > 0
                          ? qsTr("%1 of %2 rows cannot be read (marked below); nothing is imported unless you skip them.").arg(importer.badRows).arg(importer.rowCount)
                          : qsTr("Every row reads: %n row(s) will be imported as shown below.", "", importer.rowCount)
                color: importer.badRows > 0 || importer.missingFields.length > 0 || importer.rowCount === 0 ? Style.error : Style.ok
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }

        // The preview, one column per field, with the values the catalogue will get ("cavalry", "B", ids made from
        // names). The column headers are a row above the list, scrolled sideways with it: a ListView header is a
        // component the view creates outside this file's bound context, which Qt 6.4 refuses.
        Rectangle {
            id: previewHeader
            Layout.fillWidth: true
            Layout.bottomMargin: -Style.spacing // against the list, as when it was the list's own header
            implicitHeight: headerRow.implicitHeight + 8
            color: palette.window
            clip: true
            Row {
                id: headerRow
                x: 4 - preview.contentX + preview.originX
                y: 4
                spacing: Style.spacing
                Label { text: qsTr("Line"); font.bold: true; width: 44 }
                Item { width: 24; height: 1 }
                Repeater {
                    model: dialog.shownFields
                    Label {
                        required property var modelData
                        objectName: "csvPreviewHeader_" + modelData.key
                        text: modelData.title
                        font.bold: true
                        elide: Text.ElideRight
                        width: dialog.valueWidth - Style.spacing
                    }
                }
            }
        }
        ListView {
            id: preview
            objectName: "csvPreview"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: importer.rows
            boundsBehavior: Flickable.StopAtBounds
            flickableDirection: Flickable.AutoFlickIfNeeded
            contentWidth: Math.max(width, 44 + 24 + dialog.shownFields.length * dialog.valueWidth + 3 * Style.spacing)
            ScrollBar.vertical: ScrollBar {}
            ScrollBar.horizontal: ScrollBar {}
            delegate: Rectangle {
                id: previewRow
                required property int index
                required property var modelData
                width: preview.contentWidth
                height: previewColumn.implicitHeight + 8
                color: modelData.ok ? (index % 2 ? palette.alternateBase : palette.base) : Qt.rgba(0.9, 0.22, 0.21, 0.14)
                Column {
                    id: previewColumn
                    x: 4
                    y: 4
                    width: parent.width - 8
                    spacing: 2
                    Row {
                        spacing: Style.spacing
                        Label { text: previewRow.modelData.line; width: 44 }
                        SeverityMarker {
                            width: 24
                            severity: previewRow.modelData.ok ? (previewRow.modelData.warnings !== "" ? "warning" : "") : "error"
                        }
                        Repeater {
                            model: dialog.shownFields
                            Label {
                                required property var modelData
                                objectName: "csvValue_" + modelData.key
                                text: previewRow.modelData.values[modelData.index] || ""
                                font.bold: modelData.key === "id"
                                font.italic: modelData.key === "id" && previewRow.modelData.idFromName
                                elide: Text.ElideRight
                                width: dialog.valueWidth - Style.spacing
                            }
                        }
                    }
                    Label {
                        objectName: "csvRowProblems"
                        visible: text !== ""
                        text: previewRow.modelData.ok ? previewRow.modelData.warnings : previewRow.modelData.problems
                        color: previewRow.modelData.ok ? Style.warning : Style.error
                        wrapMode: Text.Wrap
                        width: Math.min(preview.width - 8, previewColumn.width)
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -previewHeader.height / 2 // on the headers and the rows together
                visible: !importer.loaded
                width: parent.width * 0.7
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("Choose a CSV file saved by a spreadsheet: comma, semicolon or tab separated, UTF-8, UTF-16 (\"Unicode text\") or Windows-1250, decimal commas allowed. The first line names the columns, in Polish or English; ids are made from the names when there is no id column.")
                opacity: 0.75
            }
        }
    }

    // The roles through Dialog, which carries the same enum (Qt 6.4's qmllint does not see it on DialogButtonBox).
    footer: DialogButtonBox {
        CheckBox {
            id: skipBad
            objectName: "csvSkipBad"
            text: qsTr("Skip bad rows")
            checked: importer.skipBad
            enabled: importer.badRows > 0 && importer.missingFields.length === 0
            onToggled: importer.skipBad = checked
            DialogButtonBox.buttonRole: Dialog.ActionRole
        }
        Button {
            objectName: "csvImportButton"
            text: importer.importableRows > 0 ? qsTr("Import %n row(s)", "", importer.importableRows) : qsTr("Import")
            highlighted: enabled
            enabled: importer.canImport
            ToolTip.visible: hovered && !enabled && importer.blocker !== ""
            ToolTip.text: importer.blocker
            DialogButtonBox.buttonRole: Dialog.ActionRole
            onClicked: {
                if (importer.apply(importer.skipBad))
                    dialog.close()
            }
        }
        Button {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: Dialog.RejectRole
        }
    }
}
