// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// One list of the catalogue being edited (profiles, units, generals…) as an editable table: a column per field,
// a text field or a choice box per cell; each change goes to the editor as one undo step, and the core's checks
// come back as the row's marker. The row with the current issue is selected. No rule here: the editor decides.
ColumnLayout {
    id: table
    property CatalogueTableModel model: null
    // The core's columns of this list (catalogueColumns): field, title, tip, kind ("text" | "number" | "choice"),
    // minimum, maximum, choices, columnWidth.
    readonly property CatalogueColumnModel columns: model ? model.columns : null
    property string addText: qsTr("Add")
    readonly property alias list: rows
    readonly property int currentRow: rows.currentIndex
    readonly property int tableWidth: 28 + (columns ? columns.totalWidth + 4 * columns.count : 0)
    signal editRefused()
    // The row's delegate puts the focus into its cell of this field (select() asks, once the row is in view).
    signal focusRequested(int row, string field)

    function select(row, field) {
        rows.currentIndex = row
        rows.positionViewAtIndex(row, ListView.Contain)
        if (rows.itemAtIndex(row) && field)
            table.focusRequested(row, field)
    }

    spacing: Style.spacing

    RowLayout {
        spacing: Style.spacing
        Button {
            objectName: "addRowButton"
            text: table.addText
            icon.name: "list-add"
            onClicked: {
                const row = table.model.add()
                if (row >= 0)
                    table.select(row, "id")
            }
        }
        Button {
            objectName: "duplicateRowButton"
            text: qsTr("Duplicate")
            enabled: rows.currentIndex >= 0
            onClicked: {
                const row = table.model.duplicate(rows.currentIndex)
                if (row >= 0)
                    table.select(row, "id")
            }
        }
        Button {
            objectName: "removeRowButton"
            text: qsTr("Remove")
            enabled: rows.currentIndex >= 0
            onClicked: table.model.remove(rows.currentIndex)
        }
        Label {
            text: qsTr("%n row(s)", "", rows.count)
            opacity: 0.7
            Layout.leftMargin: Style.spacing
        }
        Item { Layout.fillWidth: true }
    }

    // The column headers above the rows, scrolled sideways with them (a ListView header would be a component the
    // view creates outside this file's bound context, which Qt 6.4 refuses).
    Rectangle {
        Layout.fillWidth: true
        Layout.bottomMargin: -table.spacing
        implicitHeight: headerRow.implicitHeight + 6
        color: palette.button
        clip: true
        Row {
            id: headerRow
            x: 28 - rows.contentX + rows.originX
            y: 3
            spacing: 4
            Repeater {
                model: table.columns
                Label {
                    required property string title
                    required property string kind
                    required property int columnWidth
                    width: columnWidth
                    text: title
                    font.bold: true
                    elide: Text.ElideRight
                    horizontalAlignment: kind === "number" ? Text.AlignHCenter : Text.AlignLeft
                }
            }
        }
    }

    ListView {
        id: rows
        objectName: "tableRows"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: table.model
        contentWidth: table.tableWidth
        flickableDirection: Flickable.AutoFlickIfNeeded
        boundsBehavior: Flickable.StopAtBounds
        highlightMoveDuration: 0
        currentIndex: -1
        ScrollBar.vertical: ScrollBar {}
        ScrollBar.horizontal: ScrollBar {}

        delegate: Rectangle {
            id: rowItem
            required property int index
            required property var model
            width: Math.max(rows.width, table.tableWidth)
            height: Style.rowHeight + 4
            color: ListView.isCurrentItem ? Qt.rgba(palette.highlight.r, palette.highlight.g, palette.highlight.b, 0.22)
                                          : index % 2 ? palette.alternateBase : palette.base

            function focusField(field) {
                for (let i = 0; i < cells.count; ++i) {
                    const cell = cells.itemAt(i)
                    if (!cell)
                        continue
                    for (let k = 0; k < cell.children.length; ++k) {
                        const control = cell.children[k]
                        if (control.objectName === "cell_" + field) {
                            control.forceActiveFocus()
                            return
                        }
                    }
                }
            }
            Connections {
                target: table
                function onFocusRequested(row, field) {
                    if (row === rowItem.index)
                        rowItem.focusField(field)
                }
            }

            TapHandler { onTapped: rows.currentIndex = rowItem.index }

            SeverityMarker {
                x: 8
                anchors.verticalCenter: parent.verticalCenter
                severity: rowItem.model.severity || ""
                reasons: rowItem.model.issueText || ""
            }

            Row {
                x: 28
                anchors.verticalCenter: parent.verticalCenter
                spacing: 4
                Repeater {
                    id: cells
                    model: table.columns
                    // A text field, or a choice box for a choice column: each a Repeater of one or none, since Qt 6.4
                    // cannot load an inline component from a bound delegate.
                    delegate: Item {
                        id: cell
                        required property string field
                        required property string kind
                        required property string tip
                        required property var choices
                        required property int columnWidth
                        readonly property var value: rowItem.model[field]
                        width: columnWidth
                        height: Style.rowHeight

                        function commit(v) {
                            rows.currentIndex = rowItem.index
                            if (String(v) === String(cell.value))
                                return true
                            const ok = table.model.set(rowItem.index, cell.field, v)
                            if (!ok)
                                table.editRefused()
                            else if (cell.field === "id" && table.model.list === "profiles")
                                Qt.callLater(() => table.select(table.model.rowOf(String(v).trim()), "")) // kept sorted: it moved
                            return ok
                        }

                        Repeater {
                            model: cell.kind === "choice" ? 0 : 1
                            TextField {
                                width: cell.width
                                height: cell.height
                                objectName: "cell_" + cell.field
                                text: cell.value !== undefined ? String(cell.value) : ""
                                horizontalAlignment: cell.kind === "number" ? Text.AlignHCenter : Text.AlignLeft
                                selectByMouse: true
                                ToolTip.visible: hovered && cell.tip !== ""
                                ToolTip.text: cell.tip
                                ToolTip.delay: 500
                                // The start of a long name shows, not its end, until the field is being edited.
                                Component.onCompleted: cursorPosition = 0
                                onTextChanged: if (!activeFocus) cursorPosition = 0
                                onActiveFocusChanged: {
                                    if (activeFocus)
                                        rows.currentIndex = rowItem.index
                                    else
                                        cursorPosition = 0
                                }
                                onEditingFinished: {
                                    if (!cell.commit(text))
                                        text = Qt.binding(() => cell.value !== undefined ? String(cell.value) : "")
                                }
                            }
                        }
                        Repeater {
                            model: cell.kind === "choice" ? 1 : 0
                            ComboBox {
                                width: cell.width
                                height: cell.height
                                objectName: "cell_" + cell.field
                                model: cell.choices
                                currentIndex: cell.choices.indexOf(String(cell.value))
                                displayText: String(cell.value)
                                onActiveFocusChanged: if (activeFocus) rows.currentIndex = rowItem.index
                                onActivated: index => cell.commit(cell.choices[index])
                            }
                        }
                    }
                }
            }
        }

        Label {
            anchors.centerIn: parent
            visible: rows.count === 0
            text: qsTr("Nothing here yet: add a row, or import a spreadsheet (CSV).")
            opacity: 0.7
        }
    }
}
