// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// One unsaved document in the closing question: its name and kind, Save and Discard, and what became of it. Save
// saves at once; Discard only marks the document (Keep takes it back): its changes are thrown away when the window
// closes (`applyDiscard()`), so Cancel leaves every document as it was.
RowLayout {
    id: row
    required property var modelData
    required property int index
    readonly property var document: modelData.document
    readonly property bool hasFile: String(document.fileUrl) !== ""
    property bool discarded: false
    readonly property bool resolved: !document.modified || discarded
    objectName: "closeAllRow" + index
    spacing: Style.spacing

    function save() { modelData.save() }
    function discard() { discarded = true }
    function applyDiscard() {
        if (discarded && document.modified)
            document.discardChanges()
    }

    ColumnLayout {
        spacing: 0
        Layout.fillWidth: true
        Label {
            objectName: "closeAllName"
            text: row.document.displayName
            font.bold: true
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
        Label {
            text: row.modelData.kindName
            opacity: 0.7
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
    }
    Label {
        objectName: "closeAllState"
        visible: row.resolved
        text: row.discarded ? qsTr("to be discarded") : qsTr("saved") // thrown away only when the window goes
        color: row.discarded ? Style.error : Style.ok
        font.bold: true
    }
    Button {
        objectName: "closeAllKeep"
        visible: row.discarded && row.document.modified
        text: qsTr("Keep")
        flat: true
        onClicked: row.discarded = false
    }
    Button {
        objectName: "closeAllSave"
        visible: !row.resolved
        text: row.hasFile ? qsTr("Save") : qsTr("Save as…")
        onClicked: row.save()
    }
    Button {
        objectName: "closeAllDiscard"
        visible: !row.resolved
        text: qsTr("Discard")
        flat: true
        onClicked: row.discard()
    }
}
