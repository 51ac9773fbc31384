// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The roster as a tree: commander-in-chief, corps, divisions, regiments (the model flattens it into rows with a
// depth). Keyboard: arrows move, F2 renames a division, Delete removes, Ctrl+D duplicates, Alt+Up/Down reorders,
// the menu key opens the row's actions.
Pane {
    id: tree
    property var document: null
    property Item dragProxy: null
    property int editingRow: -1
    readonly property alias list: rowList
    readonly property var currentRow: rowList.currentItem
    // The division new units go into: the one selected, the division of the selected regiment, else the first.
    readonly property int selectedDivision: {
        const r = currentRow
        if (r && (r.isDivision || r.isRegiment) && r.divisionIndex >= 0)
            return r.divisionIndex
        // `totals` changes after every edit, once the models are updated: that re-asks the model.
        return document && document.totals && document.rowForPath("/divisions/0") >= 0 ? 0 : -1
    }
    readonly property var divisionNames: document && document.rosterModel && document.rosterModel.divisionNames
                                         ? document.rosterModel.divisionNames : []
    // From the model's names, not from a row: a row out of view, or a division just added, still names itself.
    readonly property string selectedDivisionName: selectedDivision >= 0 ? divisionNames[selectedDivision] || "" : ""

    // A regiment dropped on a division row goes last: the core clamps the target index to the division's end.
    readonly property int atEnd: 2147483647

    signal drawRequested(int division)
    // A row chosen by the player (clicked, or reached with the keys): the side shows its card.
    signal rowChosen(var row)

    padding: 0

    // Adds a division and selects it: the player adds one to fill it, so "Add to …" names the new one (issue 15).
    function addDivision(arm, pool) {
        if (!document)
            return
        const before = divisionNames.length
        if (document.addDivision(arm, pool, "")) {
            const row = document.rowForPath("/divisions/" + before)
            if (row >= 0)
                reveal(row)
        }
    }

    function select(row) {
        rowList.currentIndex = row
        rowList.forceActiveFocus()
        rowChosen(rowList.currentItem)
    }

    // Selects a row and brings it into view (from the issue list).
    function reveal(row) {
        if (row < 0 || row >= rowList.count)
            return false
        rowList.currentIndex = row
        rowList.positionViewAtIndex(row, ListView.Contain)
        rowList.forceActiveFocus()
        return true
    }

    function addUnit(unitId, division) {
        if (document && division >= 0)
            document.addRegiment(unitId, division)
    }

    function moveRegiment(d, r, toD, toR) {
        if (!document || (d === toD && r === toR))
            return
        document.moveRegiment(d, r, toD, toR)
    }

    function renameRow(row) {
        rowList.currentIndex = row
        const r = rowList.currentItem as RosterRow
        if (r && r.isDivision)
            editingRow = row
    }
    function finishRename(division, text) {
        editingRow = -1
        if (document && text.trim() !== "")
            document.renameDivision(division, text.trim())
        rowList.forceActiveFocus()
    }
    function cancelRename() {
        if (editingRow >= 0) {
            editingRow = -1
            rowList.forceActiveFocus()
        }
    }

    function removeCurrent() {
        const r = rowList.currentItem as RosterRow
        if (!r || !document)
            return
        if (r.isRegiment)
            document.removeRegiment(r.divisionIndex, r.regimentIndex)
        else if (r.isDivision)
            document.removeDivision(r.divisionIndex)
    }
    function duplicateCurrent() {
        const r = rowList.currentItem as RosterRow
        if (!r || !document)
            return
        if (r.isRegiment)
            document.duplicateRegiment(r.divisionIndex, r.regimentIndex)
        else if (r.isDivision)
            document.duplicateDivision(r.divisionIndex)
    }
    function shiftCurrent(delta) {
        const r = rowList.currentItem as RosterRow
        if (r && r.isRegiment && r.regimentIndex + delta >= 0)
            document.moveRegiment(r.divisionIndex, r.regimentIndex, r.divisionIndex, r.regimentIndex + delta)
    }

    function openMenu(row, item, x, y) {
        rowList.currentIndex = row
        rowMenu.row = rowList.currentItem
        rowMenu.popup(item, x, y)
    }

    // Captions of the rows' number columns (the rows show the numbers only).
    RowLayout {
        id: columnCaptions
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.rightMargin: Style.spacing + 36
        height: 20
        spacing: Style.spacing
        Item { Layout.fillWidth: true }
        Label {
            text: qsTr("bases")
            font.pixelSize: 11
            opacity: 0.7
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 44
        }
        Label {
            // B19 has no points system: the column stays for alignment, without a caption over nothing.
            text: tree.document && tree.document.totals.points === false ? "" : qsTr("points")
            font.pixelSize: 11
            opacity: 0.7
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: 48
        }
    }

    ListView {
        id: rowList
        objectName: "rosterList"
        anchors.fill: parent
        anchors.topMargin: columnCaptions.height
        clip: true
        model: tree.document ? tree.document.rosterModel : null
        keyNavigationEnabled: true
        activeFocusOnTab: true
        boundsBehavior: Flickable.StopAtBounds
        highlightMoveDuration: 0
        ScrollBar.vertical: ScrollBar {}

        delegate: RosterRow {
            document: tree.document
            dragProxy: tree.dragProxy
            owner: tree
        }

        Keys.onPressed: event => {
            if (event.key === Qt.Key_F2) {
                tree.renameRow(currentIndex)
                event.accepted = true
            } else if (event.key === Qt.Key_Delete) {
                tree.removeCurrent()
                event.accepted = true
            } else if (event.key === Qt.Key_D && (event.modifiers & Qt.ControlModifier)) {
                tree.duplicateCurrent()
                event.accepted = true
            } else if ((event.key === Qt.Key_Up || event.key === Qt.Key_Down) && (event.modifiers & Qt.AltModifier)) {
                tree.shiftCurrent(event.key === Qt.Key_Up ? -1 : 1)
                event.accepted = true
            } else if (event.key === Qt.Key_Menu && currentItem) {
                tree.openMenu(currentIndex, currentItem, 40, currentItem.height)
                event.accepted = true
            }
        }
    }

    ColumnLayout {
        anchors.centerIn: parent
        visible: rowList.count <= 1
        spacing: Style.spacing
        width: Math.min(parent.width - 40, 420)
        Label {
            text: qsTr("A roster is built from divisions. Add one, then add units to it from the catalogue.")
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            opacity: 0.75
            Layout.fillWidth: true
        }
        Button {
            objectName: "emptyAddDivision"
            text: qsTr("Add infantry division")
            Layout.alignment: Qt.AlignHCenter
            onClicked: tree.addDivision("infantry", "")
        }
    }

    Menu {
        id: rowMenu
        objectName: "rowMenu"
        property var row: null
        readonly property bool onDivision: row !== null && row.isDivision
        readonly property bool onRegiment: row !== null && row.isRegiment

        MenuItem {
            text: qsTr("Rename division…")
            visible: rowMenu.onDivision
            height: visible ? implicitHeight : 0
            onTriggered: tree.renameRow(rowMenu.row.index)
        }
        MenuItem {
            text: rowMenu.onDivision ? qsTr("Draw this division's general…") : qsTr("Draw commanders…")
            visible: rowMenu.row !== null && rowMenu.row.isGeneralRow
            height: visible ? implicitHeight : 0
            onTriggered: tree.drawRequested(rowMenu.onDivision ? rowMenu.row.divisionIndex : -1)
        }
        Menu {
            id: armMenu
            title: qsTr("Division type")
            enabled: rowMenu.onDivision
            MenuItem { text: qsTr("Infantry"); onTriggered: tree.document.setDivisionArm(rowMenu.row.divisionIndex, "infantry", "") }
            MenuItem { text: qsTr("Cavalry"); onTriggered: tree.document.setDivisionArm(rowMenu.row.divisionIndex, "cavalry", "") }
            MenuItem { text: qsTr("Mixed, general from the infantry pool"); onTriggered: tree.document.setDivisionArm(rowMenu.row.divisionIndex, "mixed", "infantry") }
            MenuItem { text: qsTr("Mixed, general from the cavalry pool"); onTriggered: tree.document.setDivisionArm(rowMenu.row.divisionIndex, "mixed", "cavalry") }
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Duplicate (Ctrl+D)")
            enabled: rowMenu.onDivision || rowMenu.onRegiment
            onTriggered: tree.duplicateCurrent()
        }
        MenuItem {
            text: qsTr("Move up (Alt+Up)")
            enabled: rowMenu.onRegiment && rowMenu.row.regimentIndex > 0
            onTriggered: tree.shiftCurrent(-1)
        }
        MenuItem {
            text: qsTr("Move down (Alt+Down)")
            enabled: rowMenu.onRegiment
            onTriggered: tree.shiftCurrent(1)
        }
        MenuItem {
            text: qsTr("Move to the previous division")
            enabled: rowMenu.onRegiment && rowMenu.row.divisionIndex > 0
            onTriggered: tree.moveRegiment(rowMenu.row.divisionIndex, rowMenu.row.regimentIndex,
                                           rowMenu.row.divisionIndex - 1, tree.atEnd)
        }
        MenuItem {
            text: qsTr("Move to the next division")
            enabled: rowMenu.onRegiment && tree.document !== null
                     && tree.document.rowForPath("/divisions/" + (rowMenu.row.divisionIndex + 1)) >= 0
            onTriggered: tree.moveRegiment(rowMenu.row.divisionIndex, rowMenu.row.regimentIndex,
                                           rowMenu.row.divisionIndex + 1, tree.atEnd)
        }
        Menu {
            id: moveMenu
            title: qsTr("Move to division")
            // Not `visible`: on a Menu that opens it as a popup, outside any window (issue 15: "QML Menu: cannot
            // find any window to open popup in" as soon as the model named its divisions).
            enabled: rowMenu.onRegiment && tree.divisionNames.length > 1
            Instantiator {
                model: tree.divisionNames
                delegate: MenuItem {
                    required property var modelData
                    required property int index
                    text: modelData
                    enabled: rowMenu.row !== null && rowMenu.row.divisionIndex !== index
                    onTriggered: tree.moveRegiment(rowMenu.row.divisionIndex, rowMenu.row.regimentIndex, index, tree.atEnd)
                }
                onObjectAdded: (index, object) => moveMenu.insertItem(index, object)
                onObjectRemoved: (index, object) => moveMenu.removeItem(object)
            }
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Remove (Delete)")
            enabled: rowMenu.onDivision || rowMenu.onRegiment
            onTriggered: tree.removeCurrent()
        }
    }
}
