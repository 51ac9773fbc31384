// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The stage: its track with the shown side's couriers parked on it, the two cups, and the steps of the stage in the
// order of KSK II.4-II.15, each offered when the core's state says it is next. Every die: the program's or the
// players' own (Sztab.Common's DiceField).
Pane {
    id: panel
    property KskGameDocument document
    readonly property var status: document ? document.status : ({})
    readonly property alias dice: diceField
    readonly property alias choice: choiceBox
    readonly property alias keepCourier: courierBox
    padding: Style.spacing

    // One step of the stage, with the die and the formation chosen here (the buttons come and go with the state, so
    // the work is done in the panel, not in a button that the step itself removes).
    function run(id) {
        const d = document
        const dice = diceField.dice
        const pickId = choiceBox.currentValue === undefined ? "" : choiceBox.currentValue
        let ok = false
        switch (id) {
        case "begin": ok = d.beginStage(); break
        case "cups": ok = d.fillCups(dice); break
        case "pick": ok = d.pick(pickId); break
        case "draw": ok = d.draw(dice); break
        case "activate": ok = d.activate(pickId); break
        case "keep": ok = d.keep(pickId, courierBox.checked, dice); break
        case "pass": ok = d.pass(); break
        case "yield": ok = d.yieldTurn(); break
        }
        if (ok) {
            diceField.reset()
            courierBox.checked = false
        }
        return ok
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: scroll.availableWidth
            spacing: Style.spacing

            Label {
                text: qsTr("Stage %1 of %2").arg(panel.status.stage || 0).arg(panel.status.stages || 0)
                font.pixelSize: 18
                font.bold: true
            }
            Label {
                text: panel.status.segmentText || ""
                opacity: 0.8
            }

            // The stage track (II.2): a box per stage, the current one marked, the couriers parked on it (the
            // shown side's by number, the other side's only counted).
            StageTrack {
                objectName: "kskTrack"
                count: panel.status.stages || 0
                current: panel.status.stage || 0
                columns: 7
                markers: panel.document ? panel.document.trackMarkers : []
                Layout.fillWidth: true
            }

            // The cups (II.6.3-4): active markers and blanks per side.
            RowLayout {
                objectName: "kskCups"
                Layout.fillWidth: true
                spacing: Style.spacing
                Repeater {
                    model: panel.document ? panel.document.cups : []
                    Frame {
                        id: cupFrame
                        required property var modelData
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        ColumnLayout {
                            anchors.fill: parent
                            spacing: 2
                            Label { text: qsTr("Cup %1").arg(cupFrame.modelData.side); font.bold: true }
                            Label { text: qsTr("%1 active").arg(cupFrame.modelData.active) }
                            Label { text: qsTr("%1 blank").arg(cupFrame.modelData.blanks) }
                            Label {
                                text: cupFrame.modelData.kinds
                                font.pixelSize: 11
                                opacity: 0.75
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
            }
            Label {
                objectName: "kskInitiative"
                visible: text !== ""
                text: panel.status.initiative || ""
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }

            MenuSeparator { Layout.fillWidth: true }

            // What comes next, as the core's state says (the steps the rules allow now).
            Label {
                objectName: "kskNextStep"
                text: panel.status.next || ""
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }

            DiceField {
                id: diceField
                objectName: "kskDice"
                visible: panel.status.needsDie === true
                Layout.fillWidth: true
            }

            // The formation a step acts on (pick, activate, keep): those of the side whose turn it is, not activated yet.
            ComboBox {
                id: choiceBox
                objectName: "kskChoice"
                visible: panel.status.needsChoice === true
                Layout.fillWidth: true
                model: panel.document ? panel.document.choices : []
                textRole: "name"
                valueRole: "id"
            }
            CheckBox {
                id: courierBox
                objectName: "kskKeepCourier"
                visible: panel.status.mayKeep === true
                text: qsTr("Spend a courier: −1 to the roll (II.11)")
            }

            // One button per step the core allows now.
            Repeater {
                model: panel.status.steps || []
                Button {
                    required property var modelData
                    objectName: "kskStep_" + modelData.step
                    text: modelData.text
                    highlighted: modelData.main === true
                    Layout.fillWidth: true
                    onClicked: panel.run(modelData.step)
                }
            }
            Label {
                visible: (panel.status.stepNote || "") !== ""
                text: panel.status.stepNote || ""
                wrapMode: Text.Wrap
                opacity: 0.75
                font.pixelSize: 11
                Layout.fillWidth: true
            }
        }
    }
}
