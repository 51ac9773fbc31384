import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Sztab.Backend

// Import a spreadsheet (CSV) of profiles, units or generals into the open catalogue: the file, the separator and
// encoding the core found, which column holds which field, and a preview that marks every row it cannot read and
// why. "Import" adds every row at once (one undo step), only when all rows read, or with "skip bad rows" the rest.
Dialog {
    id: dialog
    property var editor: null
    readonly property alias importer: importer

    title: qsTr("Import from a spreadsheet (CSV)")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 1200, 1200)
    height: Math.min(parent ? parent.height - 40 : 760, 760)

    CsvImport {
        id: importer
        editor: dialog.editor
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

    FileDialog {
        id: csvFile
        title: qsTr("Choose a CSV file")
        nameFilters: [qsTr("CSV files (*.csv *.txt)"), qsTr("All files (*)")]
        onAccepted: importer.load(selectedFile)
    }

    contentItem: ColumnLayout {
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
                onClicked: csvFile.open()
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
            Layout.fillWidth: true
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
                        text: dialog.fieldTitle(mapping.modelData.key)
                        font.bold: mapping.modelData.required
                        color: importer.missingFields.indexOf(mapping.modelData.key) >= 0 ? Style.error : palette.windowText
                        elide: Text.ElideRight
                        Layout.preferredWidth: 128
                    }
                    StateComboBox {
                        objectName: "map_" + mapping.modelData.key
                        model: [qsTr("— none —")].concat(importer.columns)
                        shownIndex: mapping.modelData.column + 1
                        onActivated: index => importer.setColumn(mapping.modelData.key, index - 1)
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
                      ? qsTr("Required fields without a column: %1").arg(importer.missingFields.map(k => dialog.fieldTitle(k)).join(", "))
                      : importer.badRows > 0
                        ? qsTr("%1 of %2 rows cannot be read (marked below); nothing is imported unless you skip them.").arg(importer.badRows).arg(importer.rowCount)
                        : qsTr("Every row reads.")
                color: importer.badRows > 0 || importer.missingFields.length > 0 ? Style.error : Style.ok
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
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
            ScrollBar.vertical: ScrollBar {}
            header: RowLayout {
                width: preview.width
                spacing: Style.spacing
                Label { text: qsTr("Line"); font.bold: true; Layout.preferredWidth: 44 }
                Label { text: qsTr("Id"); font.bold: true; Layout.preferredWidth: 160 }
                Label { text: qsTr("Row as read, or why it cannot be read"); font.bold: true; Layout.fillWidth: true }
            }
            delegate: Rectangle {
                id: previewRow
                required property int index
                required property var modelData
                width: preview.width
                height: previewLine.implicitHeight + 8
                color: modelData.ok ? (index % 2 ? palette.alternateBase : palette.base) : Qt.rgba(0.9, 0.22, 0.21, 0.14)
                RowLayout {
                    id: previewLine
                    anchors.fill: parent
                    anchors.margins: 4
                    spacing: Style.spacing
                    Label { text: previewRow.modelData.line; Layout.preferredWidth: 44 }
                    Label {
                        text: previewRow.modelData.id
                        elide: Text.ElideRight
                        font.bold: true
                        Layout.preferredWidth: 160
                    }
                    SeverityMarker { severity: previewRow.modelData.ok ? "" : "error" }
                    Label {
                        text: previewRow.modelData.ok ? previewRow.modelData.cells.join("  ·  ") : previewRow.modelData.problems
                        color: previewRow.modelData.ok ? palette.windowText : Style.error
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                visible: !importer.loaded
                width: parent.width * 0.7
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("Choose a CSV file saved by a spreadsheet: comma or semicolon separated, UTF-8 or Windows-1250, decimal commas allowed. The first line names the columns, in Polish or English.")
                opacity: 0.75
            }
        }
    }

    footer: DialogButtonBox {
        CheckBox {
            id: skipBad
            objectName: "csvSkipBad"
            text: qsTr("Skip bad rows")
            enabled: importer.badRows > 0 && importer.missingFields.length === 0
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
        }
        Button {
            objectName: "csvImportButton"
            text: qsTr("Import")
            highlighted: true
            enabled: importer.canImport || (skipBad.checked && importer.missingFields.length === 0 && importer.rowCount > importer.badRows)
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: {
                if (importer.apply(skipBad.checked))
                    dialog.close()
            }
        }
        Button {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
