// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The catalogue's own details (id, ruleset, nation, names, demo flag, author, edition) and its changelog.
ColumnLayout {
    id: about
    property var editor: null
    readonly property var header: editor ? editor.header : ({})
    spacing: Style.spacing

    function focusField(field) {
        for (let i = 0; i < fields.count; ++i) {
            const f = fields.itemAt(i)
            if (f && f.field === field) {
                f.editorItem.forceActiveFocus()
                return
            }
        }
    }

    GridLayout {
        columns: 4
        columnSpacing: Style.spacing * 2
        rowSpacing: 4
        Layout.fillWidth: true

        Repeater {
            id: fields
            model: [
                { field: "id", title: qsTr("Id") },
                { field: "ruleset", title: qsTr("Ruleset") },
                { field: "namePl", title: qsTr("Name (Polish)") },
                { field: "nameEn", title: qsTr("Name (English)") },
                { field: "nation", title: qsTr("Nation (id)") },
                { field: "period", title: qsTr("Period") },
                { field: "nationNamePl", title: qsTr("Nation (Polish)") },
                { field: "nationNameEn", title: qsTr("Nation (English)") },
                { field: "author", title: qsTr("Author") },
                { field: "catalogueVersion", title: qsTr("Edition") }
            ]
            delegate: RowLayout {
                id: fieldRow
                required property var modelData
                readonly property string field: modelData.field
                readonly property alias editorItem: input
                Layout.columnSpan: 2
                Layout.fillWidth: true
                Label {
                    text: fieldRow.modelData.title
                    Layout.preferredWidth: 130
                }
                TextField {
                    id: input
                    objectName: "about_" + fieldRow.field
                    text: about.header[fieldRow.field] !== undefined ? String(about.header[fieldRow.field]) : ""
                    selectByMouse: true
                    Layout.fillWidth: true
                    onEditingFinished: {
                        if (text === String(about.header[fieldRow.field] || ""))
                            return
                        if (!about.editor.setHeader(fieldRow.field, text))
                            text = Qt.binding(() => about.header[fieldRow.field] !== undefined ? String(about.header[fieldRow.field]) : "")
                    }
                }
            }
        }
        CheckBox {
            objectName: "about_demo"
            text: qsTr("Demo data (illustrative statistics, not the publisher's)")
            checked: about.header.demo === true
            Layout.columnSpan: 4
            onToggled: about.editor.setHeader("demo", checked)
        }
    }

    Label {
        text: qsTr("Changelog")
        font.bold: true
        Layout.topMargin: Style.spacing
    }
    CatalogueEditorTable {
        objectName: "changelogTable"
        model: about.editor ? about.editor.changelogModel : null
        addText: qsTr("Add entry")
        Layout.fillWidth: true
        Layout.fillHeight: true
    }
}
