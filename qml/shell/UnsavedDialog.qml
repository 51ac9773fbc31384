// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// "Save the changes?" before a roster with unsaved changes is closed or replaced. `ask(next)` runs `next` once the
// roster is saved or the user chose to discard; Cancel runs nothing.
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
    // The words of the buttons from our translations (Qt's own may not be installed).
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
        if (!document.fileUrl || String(document.fileUrl) === "") {
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
        objectName: "unsavedText"
        text: qsTr("\"%1\" has changes that are not saved. Save them first?").arg(dialog.document ? dialog.document.displayName : "")
        wrapMode: Text.Wrap
        width: dialog.availableWidth
    }
}
