// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// One unsaved document in the closing question: its name and kind, Save and Discard, and what became of it.
RowLayout {
    id: row
    required property var modelData
    required property int index
    readonly property var document: modelData.document
    readonly property bool hasFile: String(document.fileUrl) !== ""
    property bool discarded: false
    readonly property bool resolved: !document.modified
    objectName: "closeAllRow" + index
    spacing: Style.spacing

    function save() { modelData.save() }
    function discard() {
        discarded = true
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
        text: row.discarded ? qsTr("discarded") : qsTr("saved")
        color: row.discarded ? Style.error : Style.ok
        font.bold: true
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
