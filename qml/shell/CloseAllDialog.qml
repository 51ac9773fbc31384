// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// Before the window closes: every open document with unsaved changes, listed by name and kind, each saved or
// discarded by name (or all at once); Cancel keeps the window and everything in it, the documents marked for discarding
// included: nothing is thrown away until every document is answered and the window goes. `ask(entries, next)` runs `next`
// once no listed document is left unsaved. An entry: {document, kindName, save (saves, or asks for a file name)}.
// A document closed without being saved or discarded here keeps its autosave, so the next start offers it back.
Dialog {
    id: dialog
    property var entries: []
    property var next: null
    readonly property int unresolved: {
        let n = 0
        for (let i = 0; i < rows.count; ++i) {
            const row = rows.itemAt(i) as CloseAllRow
            if (row && !row.resolved)
                ++n
        }
        return n
    }

    title: qsTr("Unsaved changes")
    modal: true
    anchors.centerIn: parent
    width: Math.min(640, parent ? parent.width - 40 : 640)
    closePolicy: Popup.CloseOnEscape

    function ask(list, action) {
        entries = list
        next = action
        open()
    }
    // Called by the rows as their documents are saved or discarded; looked at once the click that did it is over.
    function check() {
        settle.restart()
    }
    Timer {
        id: settle
        interval: 0
        onTriggered: {
            if (!dialog.visible || dialog.unresolved > 0 || !dialog.next)
                return
            // Every document is answered: the discarded ones lose their changes (and autosaves) only now.
            for (let i = 0; i < rows.count; ++i) {
                const row = rows.itemAt(i) as CloseAllRow
                if (row)
                    row.applyDiscard()
            }
            const action = dialog.next
            dialog.next = null
            dialog.close()
            action()
        }
    }
    onRejected: next = null

    ColumnLayout {
        width: dialog.availableWidth
        spacing: Style.spacing
        Label {
            objectName: "closeAllText"
            text: qsTr("These documents have changes that are not saved. Save or discard each, or cancel to go back.")
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            id: rows
            model: dialog.entries
            delegate: CloseAllRow {
                Layout.fillWidth: true
                onResolvedChanged: dialog.check()
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Style.spacing
            Button {
                objectName: "closeAllSaveAll"
                text: qsTr("Save all")
                highlighted: true
                onClicked: {
                    for (let i = 0; i < rows.count; ++i) {
                        const row = rows.itemAt(i) as CloseAllRow
                        if (row && !row.resolved && row.hasFile)
                            row.save()
                    }
                    // Documents never saved need a name each: their rows keep a Save button that asks for it.
                    dialog.check()
                }
            }
            Button {
                objectName: "closeAllDiscardAll"
                text: qsTr("Discard all")
                onClicked: {
                    for (let i = 0; i < rows.count; ++i) {
                        const row = rows.itemAt(i) as CloseAllRow
                        if (row && !row.resolved)
                            row.discard()
                    }
                }
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "closeAllCancel"
                text: qsTr("Cancel")
                onClicked: dialog.reject()
            }
        }
    }
}
