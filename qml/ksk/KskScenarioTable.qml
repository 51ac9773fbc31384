// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// One table of the scenario being edited (commanders, formations or brigades) as the catalogue editor shows its
// lists: a column per field as the core describes it, a text field or a choice box per cell; each change goes to
// the document as one undo step, a refused one comes back with the core's reason in the banner and the cell as it
// was. The row an issue is about carries its marker; select() shows a row (a click on an issue).
ColumnLayout {
    id: table
    property KskScenarioDocument document: null
    property KskScenarioTableModel model: null
    readonly property var columns: model ? model.columns : []
    readonly property alias list: rows
    readonly property int currentRow: rows.currentIndex
    readonly property int tableWidth: {
        let w = 28
        for (const c of columns)
            w += c.width + 4
        return w
    }
    signal focusRequested(int row, string field)

    function select(row, field) {
        rows.currentIndex = row
        if (row < 0)
            return
        rows.positionViewAtIndex(row, ListView.Contain)
        if (rows.itemAtIndex(row) && field)
            table.focusRequested(row, field)
    }
    // A new row is selected once the list has made its delegate (the next turn of the event loop).
    function added(row) {
        if (row < 0)
            return
        pendingSelect.row = row
        pendingSelect.restart()
    }
    Timer {
        id: pendingSelect
        property int row: -1
        interval: 0
        onTriggered: table.select(row, "id")
    }
    // The words a choice shows: the core's for a column's own choices, "(commander-in-chief)" for no superior.
    function choiceWord(column, value) {
        const i = column.choices.indexOf(value)
        if (i >= 0 && column.choiceWords[i] !== undefined)
            return column.choiceWords[i]
        return value === "" ? qsTr("(commander-in-chief)") : value
    }

    spacing: Style.spacing

    RowLayout {
        spacing: Style.spacing
        Repeater {
            model: table.model && table.model.table !== "brigades" ? ["A", "B"] : []
            Button {
                required property string modelData
                objectName: "addRow" + modelData
                text: qsTr("Add for side %1").arg(modelData)
                icon.name: "list-add"
                onClicked: table.added(table.document.add(table.model.table, modelData))
            }
        }
        Label {
            visible: table.model !== null && table.model.table === "brigades"
            text: qsTr("To formation:")
        }
        ComboBox {
            id: ownerBox
            objectName: "brigadeOwner"
            visible: table.model !== null && table.model.table === "brigades"
            model: table.document ? table.document.formationIds : []
            Layout.preferredWidth: 180
        }
        Button {
            objectName: "addBrigade"
            visible: table.model !== null && table.model.table === "brigades"
            enabled: ownerBox.currentText !== ""
            text: qsTr("Add brigade")
            icon.name: "list-add"
            onClicked: table.added(table.document.add("brigades", ownerBox.currentText))
        }
        Button {
            objectName: "removeRow"
            text: qsTr("Delete row")
            icon.name: "list-remove"
            enabled: rows.currentIndex >= 0
            onClicked: {
                table.document.remove(table.model.table, rows.currentIndex)
                rows.currentIndex = -1
            }
        }
        Label {
            text: qsTr("%n row(s)", "", rows.count)
            opacity: 0.7
            Layout.leftMargin: Style.spacing
        }
        Item { Layout.fillWidth: true }
    }

    // The column headers above the rows, scrolled sideways with them.
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
                    required property var modelData
                    width: modelData.width
                    text: modelData.title
                    font.bold: true
                    elide: Text.ElideRight
                    horizontalAlignment: modelData.kind === "number" ? Text.AlignHCenter : Text.AlignLeft
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
            objectName: "row_" + rowItem.model.id
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
                severity: rowItem.model.issue ? "error" : ""
                reasons: rowItem.model.issue || ""
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
                        required property var modelData
                        readonly property string field: modelData.field
                        readonly property var value: rowItem.model[field]
                        readonly property var choices: {
                            const own = rowItem.model.choices
                            return own && own[cell.field] !== undefined ? own[cell.field] : cell.modelData.choices
                        }
                        width: modelData.width
                        height: Style.rowHeight

                        function commit(v) {
                            rows.currentIndex = rowItem.index
                            if (String(v) === String(cell.value))
                                return true
                            return table.document.set(table.model.table, rowItem.index, cell.field, v)
                        }

                        Repeater {
                            model: cell.modelData.kind === "choice" ? 0 : 1
                            TextField {
                                width: cell.width
                                height: cell.height
                                objectName: "cell_" + cell.field
                                text: cell.value !== undefined ? String(cell.value) : ""
                                horizontalAlignment: cell.modelData.kind === "number" ? Text.AlignHCenter : Text.AlignLeft
                                selectByMouse: true
                                Component.onCompleted: cursorPosition = 0
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
                            model: cell.modelData.kind === "choice" ? 1 : 0
                            ComboBox {
                                width: cell.width
                                height: cell.height
                                objectName: "cell_" + cell.field
                                model: cell.choices.map(c => table.choiceWord(cell.modelData, c))
                                currentIndex: cell.choices.indexOf(String(cell.value))
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
            text: table.model && table.model.table === "brigades" ? qsTr("No brigades yet: pick a formation and add one.")
                                                                    : qsTr("Nothing here yet: add a row for side A or B.")
            opacity: 0.7
        }
    }
}
