// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A new game of Maciejowice: whose dice (the program's from a seed, shown and logged, or the players' own typed in)
// and the victory threshold (MAC 12.4: 15 unless the players agree another).
Dialog {
    id: dialog
    property var game: null
    // The new game is there (the view hands the computer to whoever plays first).
    signal started()

    title: qsTr("New game: Maciejowice 1794")
    modal: true
    anchors.centerIn: parent
    standardButtons: Dialog.Ok | Dialog.Cancel
    width: 560 // the Polish threshold row is 530 px wide
    Component.onCompleted: {
        standardButton(Dialog.Ok).text = Qt.binding(() => qsTr("Start"))
        standardButton(Dialog.Cancel).text = Qt.binding(() => qsTr("Cancel"))
    }
    onAboutToShow: {
        seedField.text = game ? game.newSeed() : ""
        thresholdBox.value = game ? game.defaultThreshold : 15
    }
    onAccepted: {
        if (game.newGame({ "dice": programDice.checked ? "program" : "players",
                           "seed": seedField.text,
                           "threshold": thresholdBox.value }))
            started()
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: 8
        Label { text: qsTr("Dice"); font.bold: true }
        RadioButton {
            id: programDice
            objectName: "macProgramDice"
            checked: true
            text: qsTr("The program's die (from a seed: every roll shown and logged)")
        }
        // As wide as the dialog, the seed field giving way (in Polish it ran past the dialog's edge).
        RowLayout {
            enabled: programDice.checked
            Layout.fillWidth: true
            Layout.leftMargin: 28
            Label { text: qsTr("Seed") }
            TextField { id: seedField; objectName: "macSeedField"; Layout.fillWidth: true; selectByMouse: true }
        }
        RadioButton {
            id: playersDice
            objectName: "macPlayersDice"
            text: qsTr("Our own dice: we type in every roll, including which chit came out of the cup")
        }
        Label { text: qsTr("Victory"); font.bold: true }
        RowLayout {
            Label { text: qsTr("Automatic victory at (MAC 12.4)") }
            SpinBox { id: thresholdBox; objectName: "macThreshold"; from: 1; to: 99; editable: true }
            Label { text: qsTr("victory points") }
        }
    }
}
