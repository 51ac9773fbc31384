import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Sztab.Backend

// A new battle: the table size (the ruleset's), the first player's roster and, optionally, the opponent's. The
// initiative decides later which of the two is A. The dialog only collects; PlanDocument.newPlan decides.
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

    onAboutToShow: {
        rosterA = ""
        rosterB = ""
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
        Label { text: dialog.fileName(dialog.rosterA); elide: Text.ElideMiddle; Layout.fillWidth: true }
        Button { text: qsTr("Choose…"); onClicked: rosterPicker.ask("A") }
        Label { text: qsTr("Player 2's roster") }
        Label { text: dialog.fileName(dialog.rosterB); elide: Text.ElideMiddle; Layout.fillWidth: true }
        Button { text: qsTr("Choose…"); onClicked: rosterPicker.ask("B") }
        Label {
            Layout.columnSpan: 3
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            opacity: 0.7
            text: qsTr("Both rosters are optional: without them the table, terrain and objectives can still be planned; the deployment needs them.")
        }
    }

    FileDialog {
        id: rosterPicker
        property string slot: "A"
        function ask(s) { slot = s; open() }
        title: qsTr("Choose a roster")
        nameFilters: [qsTr("Rosters (*.bwroster)"), qsTr("All files (*)")]
        onAccepted: {
            if (slot === "A") dialog.rosterA = selectedFile
            else dialog.rosterB = selectedFile
        }
    }
}
