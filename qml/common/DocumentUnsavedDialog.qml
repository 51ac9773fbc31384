// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls

// "Save the changes?" before a document with unsaved changes (a game of any system) is replaced or the window closes. `ask(next)` runs `next` once the game is saved
// or the players chose to discard; Cancel runs nothing. (The shell's own question serves the roster.)
Dialog {
    id: dialog
    property var document: null
    property var next: null
    signal saveAsNeeded(var next)

    title: qsTr("Unsaved changes")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
    width: 480
    Component.onCompleted: {
        standardButton(Dialog.Save).text = Qt.binding(() => qsTr("Save"))
        standardButton(Dialog.Discard).text = Qt.binding(() => qsTr("Discard"))
        standardButton(Dialog.Cancel).text = Qt.binding(() => qsTr("Cancel"))
    }

    function ask(action) {
        if (!document || !document.modified) {
            action()
            return
        }
        next = action
        open()
    }

    onAccepted: {
        const action = next
        next = null
        if (String(document.fileUrl) === "") {
            saveAsNeeded(action)
            return
        }
        if (document.save())
            action()
    }
    onDiscarded: {
        const action = next
        next = null
        close()
        action()
    }
    onRejected: next = null

    Label {
        text: qsTr("\"%1\" has changes that are not saved. Save them first?").arg(dialog.document ? dialog.document.displayName : "")
        wrapMode: Text.Wrap
        width: dialog.availableWidth
    }
}
