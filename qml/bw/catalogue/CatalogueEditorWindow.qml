// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Sztab.Backend
import Sztab.Common

// The catalogue editor in a window of its own, beside the roster builder: its Ctrl+Z undoes catalogue edits, not
// roster edits. Opened from the home view and the File menu; `startupId` or `startupUrl` opens a catalogue at once.
ApplicationWindow {
    id: window
    objectName: "catalogueEditorWindow"
    width: 1280
    height: 800
    minimumWidth: 960
    minimumHeight: 600
    title: (view.editor.modified ? "• " : "") + view.editor.displayName + " — " + qsTr("Catalogue editor")

    property string startupId: ""
    property url startupUrl
    property string theme: "system"
    // Windows made by Main.qml go when closed; tests keep theirs.
    property bool destroyOnClose: false
    property bool closeConfirmed: false
    readonly property alias view: view

    SystemPalette { id: systemPalette; colorGroup: SystemPalette.Active }
    ThemePalette {
        id: chosen
        isDark: window.theme === "dark"
        system: window.theme === "system" ? systemPalette : null
    }
    palette.window: chosen.window
    palette.windowText: chosen.windowText
    palette.base: chosen.base
    palette.alternateBase: chosen.alternateBase
    palette.text: chosen.text
    palette.button: chosen.button
    palette.buttonText: chosen.buttonText
    palette.highlight: chosen.highlight
    palette.highlightedText: chosen.highlightedText
    palette.light: chosen.light
    palette.midlight: chosen.midlight
    palette.mid: chosen.mid
    palette.dark: chosen.dark
    palette.shadow: chosen.shadow
    palette.placeholderText: chosen.placeholderText
    palette.toolTipBase: chosen.toolTipBase
    palette.toolTipText: chosen.toolTipText

    Component.onCompleted: {
        if (startupId !== "")
            view.editor.openCatalogue(startupId)
        else if (String(startupUrl) !== "")
            view.editor.open(startupUrl)
    }

    onClosing: close => {
        if (view.editor.modified && !closeConfirmed) {
            close.accepted = false
            unsavedQuestion.open()
            return
        }
        if (destroyOnClose)
            Qt.callLater(window.destroy)
    }

    Dialog {
        id: unsavedQuestion
        objectName: "catalogueUnsavedDialog"
        title: qsTr("Unsaved changes")
        modal: true
        anchors.centerIn: parent
        Label { text: qsTr("The catalogue has changes that are not saved. Save them to your catalogues?") }
        // The roles through Dialog, which carries the same enum (Qt 6.4's qmllint does not see it on DialogButtonBox).
        footer: DialogButtonBox {
            Button { text: qsTr("Save"); DialogButtonBox.buttonRole: Dialog.AcceptRole }
            Button { text: qsTr("Discard"); DialogButtonBox.buttonRole: Dialog.DestructiveRole }
            Button { text: qsTr("Cancel"); DialogButtonBox.buttonRole: Dialog.RejectRole }
            onAccepted: {
                unsavedQuestion.close()
                if (view.editor.save()) {
                    window.closeConfirmed = true
                    window.close()
                }
            }
            onDiscarded: {
                unsavedQuestion.close()
                window.closeConfirmed = true
                window.close()
            }
            onRejected: unsavedQuestion.close()
        }
    }

    CatalogueEditorView {
        id: view
        anchors.fill: parent
        onCloseRequested: window.close()
    }
}
