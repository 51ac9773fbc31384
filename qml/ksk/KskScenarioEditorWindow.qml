// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Sztab.Backend
import Sztab.Common

// The KSK scenario editor in a window of its own beside the game (as the catalogue editor is beside the roster
// builder): its Ctrl+Z undoes scenario edits, not the game's steps. Opened from the KSK view; "Start a game from
// this scenario" hands the saved file back to it (startGameRequested).
ApplicationWindow {
    id: window
    objectName: "kskScenarioEditorWindow"
    width: 1320
    height: 820
    minimumWidth: 960
    minimumHeight: 600
    title: (view.document.modified ? "• " : "") + view.document.displayName + " — " + qsTr("KSK scenario editor")

    property string theme: Workspace.theme
    property bool closeConfirmed: false
    readonly property alias view: view
    signal startGameRequested(url scenarioUrl)

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

    Shortcut { sequence: "Ctrl+Z"; enabled: view.document.canUndo; onActivated: view.document.undo() }
    Shortcut { sequences: ["Ctrl+Y", "Ctrl+Shift+Z"]; enabled: view.document.canRedo; onActivated: view.document.redo() }
    Shortcut { sequence: "Ctrl+S"; enabled: view.document.loaded; onActivated: view.saveThen(null) }

    onClosing: close => {
        if (view.document.modified && !closeConfirmed) {
            close.accepted = false
            unsavedQuestion.open()
            return
        }
        closeConfirmed = false
        view.document.close()
    }

    Dialog {
        id: unsavedQuestion
        objectName: "kskScenarioUnsavedDialog"
        title: qsTr("Unsaved changes")
        modal: true
        anchors.centerIn: parent
        Label { text: qsTr("The scenario has changes that are not saved. Save them?") }
        // The roles through Dialog, which carries the same enum (Qt 6.4's qmllint does not see it on DialogButtonBox).
        footer: DialogButtonBox {
            Button { objectName: "scenarioUnsavedSave"; text: qsTr("Save"); DialogButtonBox.buttonRole: Dialog.AcceptRole }
            Button { objectName: "scenarioUnsavedDiscard"; text: qsTr("Discard"); DialogButtonBox.buttonRole: Dialog.DestructiveRole }
            Button { objectName: "scenarioUnsavedCancel"; text: qsTr("Cancel"); DialogButtonBox.buttonRole: Dialog.RejectRole }
            onAccepted: {
                unsavedQuestion.close()
                if (view.saveThen(null)) {
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

    KskScenarioEditorView {
        id: view
        anchors.fill: parent
        onCloseRequested: window.close()
        onStartGameRequested: url => window.startGameRequested(url)
    }
}
