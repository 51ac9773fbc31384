// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// Drawing the commanders (BWN 6.1–6.3, 13.4) for the whole army or one division, with the program's dice (a seed
// shown before the draw, so a judge can repeat it) or the dice the players rolled. The log stays visible.
Dialog {
    id: dialog
    property var document: null
    property int division: -1
    property string divisionName: ""

    title: qsTr("Draw commanders")
    modal: true
    width: Math.min(640, parent ? parent.width - 40 : 640)
    height: Math.min(600, parent ? parent.height - 40 : 600)
    anchors.centerIn: parent
    standardButtons: Dialog.Close
    Component.onCompleted: standardButton(Dialog.Close).text = Qt.binding(() => qsTr("Close"))

    // Opens for the whole army (division -1) or for one division.
    function openFor(d, name) {
        division = d
        divisionName = name || ""
        scopeBox.currentIndex = d >= 0 ? 1 : 0
        seedField.text = document ? String(document.newSeed()) : ""
        open()
    }

    // Why the typed results cannot make the draw, "" when they can: asked of the document, which runs the draw on
    // them without keeping it, so the reason names the place and its die exactly as the draw will.
    readonly property string diceProblem: {
        if (!document || !ownDice.checked)
            return ""
        document.drawLog // re-asked after every draw
        return document.checkDice(scopeValue, diceField.text)
    }
    readonly property var scopeValue: scopeBox.currentIndex === 1 && division >= 0 ? division : "army"

    // One choice: the two buttons sit in different rows (auto-exclusive works among siblings only), so grouped by hand.
    ButtonGroup { id: diceChoice; buttons: [programDice, ownDice] }

    function drawNow() {
        if (!document)
            return false
        if (programDice.checked)
            return document.draw(scopeValue, seedField.text.trim())
        return document.drawWithDice(scopeValue, diceField.text.trim())
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing

        GridLayout {
            columns: 2
            columnSpacing: Style.margin
            rowSpacing: Style.spacing
            Layout.fillWidth: true

            Label { text: qsTr("Who") }
            ComboBox {
                id: scopeBox
                objectName: "drawScope"
                Layout.fillWidth: true
                model: dialog.division >= 0 ? [qsTr("The whole army: commander-in-chief and every general"),
                                               qsTr("Only the general of %1").arg(dialog.divisionName)]
                                            : [qsTr("The whole army: commander-in-chief and every general")]
            }

            Label { text: qsTr("Dice") }
            ColumnLayout {
                spacing: 2
                Layout.fillWidth: true
                RowLayout {
                    spacing: Style.spacing
                    RadioButton {
                        id: programDice
                        objectName: "drawProgramDice"
                        text: qsTr("The program rolls, seed:")
                        checked: true
                    }
                    TextField {
                        id: seedField
                        objectName: "drawSeed"
                        enabled: programDice.checked
                        selectByMouse: true
                        inputMethodHints: Qt.ImhDigitsOnly
                        validator: RegularExpressionValidator { regularExpression: /[0-9]{1,19}/ }
                        Layout.preferredWidth: 200
                    }
                    Button {
                        text: qsTr("New seed")
                        enabled: programDice.checked
                        onClicked: seedField.text = String(dialog.document.newSeed())
                    }
                }
                RowLayout {
                    spacing: Style.spacing
                    RadioButton {
                        id: ownDice
                        objectName: "drawOwnDice"
                        text: qsTr("We rolled at the table:")
                    }
                    TextField {
                        id: diceField
                        objectName: "drawDice"
                        enabled: ownDice.checked
                        selectByMouse: true
                        placeholderText: qsTr("e.g. 2,5,1,4")
                        // Digits and separators only; which numbers fit which die is said in words below.
                        validator: RegularExpressionValidator { regularExpression: /[0-9 ,;]*/ }
                        Layout.fillWidth: true
                        Layout.minimumWidth: 120
                    }
                }
                Label {
                    objectName: "drawDiceNeeded"
                    visible: ownDice.checked
                    text: dialog.document && ownDice.checked ? (dialog.document.drawLog, dialog.document.drawDice(dialog.scopeValue)) : ""
                    font.pixelSize: 11
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "drawDiceProblem"
                    visible: ownDice.checked && dialog.diceProblem !== ""
                    text: dialog.diceProblem
                    color: diceField.text.trim() === "" ? palette.windowText : Style.error
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    text: qsTr("The same seed gives the same draw on every computer; the log below names it.")
                    font.pixelSize: 11
                    opacity: 0.7
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }

        Button {
            objectName: "drawButton"
            text: qsTr("Draw")
            highlighted: true
            enabled: programDice.checked ? seedField.text !== "" : dialog.diceProblem === ""
            onClicked: dialog.drawNow()
        }

        Label {
            text: qsTr("Draw log")
            font.bold: true
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            TextArea {
                objectName: "drawLog"
                readOnly: true
                wrapMode: TextEdit.Wrap
                selectByMouse: true
                text: dialog.document && dialog.document.drawLog.length > 0 ? dialog.document.drawLog.join("\n")
                                                                             : qsTr("Nothing drawn yet.")
            }
        }
    }
}
