// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// A new battle: the table size (the ruleset's), the first player's roster and, optionally, the opponent's — a
// bundled demo roster or a file. The initiative decides later which of the two is A. The dialog only collects;
// PlanDocument.newPlan decides.
Dialog {
    id: dialog
    property PlanDocument document: null

    title: qsTr("New battle")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    width: Math.min(560, parent ? parent.width - 40 : 560)
    anchors.centerIn: parent

    property url rosterA
    property url rosterB
    property url fileA   // a roster file chosen with the file dialog, offered in the list after the demos
    property url fileB
    property var demos: []

    onAboutToShow: {
        rosterA = ""
        rosterB = ""
        fileA = ""
        fileB = ""
        demos = document ? document.demoRosters() : []
        rosterBoxA.currentIndex = 0
        rosterBoxB.currentIndex = 0
    }

    // The roster choice (issue 15 item 14): none, the bundled demo rosters, a file chosen before, another file.
    function choices(file) {
        const list = [{ "name": qsTr("none"), "url": "" }]
        for (const d of demos)
            list.push({ "name": qsTr("%1 (demo)").arg(d.name), "url": d.url })
        if (String(file) !== "")
            list.push({ "name": fileName(file), "url": file })
        list.push({ "name": qsTr("Another file…"), "url": "", "pick": true })
        return list
    }
    function picked(slot, box, entry) {
        if (entry.pick) {
            box.currentIndex = 0
            rosterPicker.ask(slot)
            return
        }
        if (slot === "A") rosterA = entry.url
        else rosterB = entry.url
    }
    onAccepted: {
        if (document)
            document.newPlan({ "table": tableBox.currentText, "rosterA": rosterA, "rosterB": rosterB })
    }
    Component.onCompleted: {
        const ok = standardButton(Dialog.Ok)
        if (ok) {
            ok.objectName = "newBattleOk"
            ok.text = Qt.binding(() => qsTr("Start"))
        }
    }

    function fileName(url) {
        const s = decodeURIComponent(String(url))
        return s === "" ? qsTr("none") : s.substring(s.lastIndexOf("/") + 1)
    }

    GridLayout {
        anchors.fill: parent
        columns: 3
        columnSpacing: Style.spacing
        Label { text: qsTr("Table") }
        ComboBox {
            id: tableBox
            objectName: "newBattleTable"
            model: dialog.document ? dialog.document.tableSizes : []
            Layout.columnSpan: 2
            Layout.fillWidth: true
        }
        Label { text: qsTr("Player 1's roster") }
        ComboBox {
            id: rosterBoxA
            objectName: "newBattleRosterA"
            model: dialog.choices(dialog.fileA)
            textRole: "name"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            onActivated: index => dialog.picked("A", rosterBoxA, model[index])
        }
        Label { text: qsTr("Player 2's roster") }
        ComboBox {
            id: rosterBoxB
            objectName: "newBattleRosterB"
            model: dialog.choices(dialog.fileB)
            textRole: "name"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            onActivated: index => dialog.picked("B", rosterBoxB, model[index])
        }
        Label {
            Layout.columnSpan: 3
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            opacity: 0.7
            text: qsTr("Both rosters are optional: without them the table, terrain and objectives can still be planned; the deployment needs them.")
        }
    }

    // Through FileChooser (issue 15: a real open dialog, never Qt Quick's fallback), once the list that asked has
    // closed: the dialog is modal.
    Timer {
        id: rosterPicker
        property string slot: "A"
        function ask(s) {
            slot = s
            restart()
        }
        interval: 0
        onTriggered: {
            const url = FileChooser.openFile("roster", qsTr("Choose a roster"), "")
            if (String(url) === "")
                return
            // The file joins the list after the demos and is chosen there.
            if (slot === "A") { dialog.fileA = url; dialog.rosterA = url; rosterBoxA.currentIndex = dialog.demos.length + 1 }
            else { dialog.fileB = url; dialog.rosterB = url; rosterBoxB.currentIndex = dialog.demos.length + 1 }
        }
    }
}
