// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The cup of the current stage (MAC 3.3). Turn 1: the pool the scenario gives each side (13.0) and, where it says
// "any N commanders", that side's secret choice, made on its own screen (hot seat); turn 2: one chit at a time until
// the cup is empty, with what the drawn chit lets its side do (4.4, 4.5); turn 3: the automatic victory check and
// the next stage. What the other side chose stays "?" until its chit is drawn.
//
// Every list here is a new one at each step of the game, so its Repeater replaces all its rows; the rows sit in a
// plain Column, never straight in a layout: Qt 6.4's layouts crashed laying out rows that were being replaced (the
// window closed after Poniński's roll in stage 5).
Frame {
    id: pane
    property var game: null
    property var view: null
    readonly property alias drawButton: drawButton
    readonly property alias buildButton: buildButton
    readonly property alias endStageButton: endStageButton
    readonly property alias chooseButton: chooseButton
    // The ids ticked in the viewer's secret choice.
    property var ticked: []

    function tick(id, on) {
        const next = ticked.filter(t => t !== id)
        if (on)
            next.push(id)
        ticked = next
    }
    Connections {
        target: pane.game
        function onGameChanged() { pane.ticked = pane.ticked.filter(id => pane.game.candidates.some(c => c.id === id)) }
        function onViewerChanged() { pane.ticked = [] }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing

        Label {
            objectName: "macTurnLabel"
            text: pane.game.gameOver ? qsTr("The battle is over") : qsTr("Stage %1 · Turn %2: %3").arg(pane.game.stage).arg(pane.game.turn)
                  .arg(pane.game.turn === 1 ? qsTr("the pool is made") : pane.game.turn === 2 ? qsTr("chits are drawn") : qsTr("victory check"))
            font.bold: true
            font.pixelSize: 16
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "macNextStep"
            text: pane.game.nextStep
            wrapMode: Text.Wrap
            opacity: 0.85
            Layout.fillWidth: true
        }

        // Each side's part of the pool: the chits everybody knows, and the secret ones as "?" unless this screen is
        // that side's.
        Column {
            id: poolColumn
            spacing: Style.spacing
            Layout.fillWidth: true
            Repeater {
                model: pane.game.pool
                delegate: Column {
                    id: sidePool
                    required property var modelData
                    spacing: 2
                    width: poolColumn.width
                    Label {
                        text: sidePool.modelData.sideName
                        font.bold: true
                        color: sidePool.modelData.side === "pl" ? "#1e5aa8" : "#2e7d32"
                    }
                    Flow {
                        spacing: 4
                        width: sidePool.width
                        Repeater {
                            model: sidePool.modelData.chits
                            delegate: Rectangle {
                                id: chit
                                required property var modelData
                                objectName: "poolChit"
                                radius: 4
                                color: modelData.drawn ? "transparent" : modelData.hidden ? "#757575" : (sidePool.modelData.side === "pl" ? "#1e5aa8" : "#2e7d32")
                                border.color: sidePool.modelData.side === "pl" ? "#1e5aa8" : "#2e7d32"
                                implicitWidth: chitText.implicitWidth + 12
                                implicitHeight: chitText.implicitHeight + 6
                                Label {
                                    id: chitText
                                    anchors.centerIn: parent
                                    text: chit.modelData.name
                                    color: chit.modelData.drawn ? pane.palette.text : "white"
                                    font.strikeout: chit.modelData.drawn
                                }
                            }
                        }
                    }
                }
            }
        }

        // Turn 1: the viewer's own secret choice of "any N commanders".
        ColumnLayout {
            objectName: "macChoice"
            visible: pane.game.turn === 1 && pane.game.choiceSlots > 0
            spacing: 2
            Layout.fillWidth: true
            Label {
                text: qsTr("Your secret choice: any %n commander(s)", "", pane.game.choiceSlots)
                font.bold: true
            }
            Column {
                Layout.fillWidth: true
                Repeater {
                    model: pane.game.candidates
                    delegate: CheckBox {
                        required property var modelData
                        objectName: "candidate_" + modelData.id
                        text: modelData.name
                        checked: pane.ticked.indexOf(modelData.id) >= 0
                        enabled: checked || pane.ticked.length < pane.game.choiceSlots
                        onToggled: pane.tick(modelData.id, checked)
                    }
                }
            }
            Button {
                id: chooseButton
                objectName: "macChooseButton"
                text: qsTr("Put them in the cup (secret)")
                enabled: pane.ticked.length === pane.game.choiceSlots
                onClicked: {
                    const ids = pane.ticked
                    pane.ticked = []
                    if (pane.game.choose(ids) && pane.game.nextChooser !== "")
                        pane.view.handTo(pane.game.nextChooser)
                }
            }
        }
        Label {
            visible: pane.game.turn === 1 && pane.game.choiceSlots === 0 && pane.game.nextChooser !== ""
                     && pane.game.nextChooser !== pane.game.viewer
            text: qsTr("%1 chooses next, in secret: hand the computer over.").arg(pane.view.sideName(pane.game.nextChooser))
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        Button {
            id: buildButton
            objectName: "macBuildPoolButton"
            visible: pane.game.canBuildPool
            text: qsTr("Put the pool into the cup")
            highlighted: true
            Layout.fillWidth: true
            onClicked: pane.game.buildPool()
        }
        Button {
            id: drawButton
            objectName: "macDrawButton"
            visible: pane.game.canDraw
            text: qsTr("Draw a chit (%n left in the cup)", "", pane.game.cupCount)
            highlighted: true
            Layout.fillWidth: true
            onClicked: {
                if (pane.game.playersDice)
                    pane.view.askNumber(qsTr("Your own draw: roll or count out the chit, a number from 1 to %1").arg(pane.game.cupCount),
                                        1, pane.game.cupCount, value => pane.game.draw(value))
                else
                    pane.game.draw(-1)
            }
        }

        // The chit just drawn and what it lets its side do (MAC 4.4, 4.5).
        Frame {
            objectName: "macLastDraw"
            visible: pane.game.lastDraw.name !== undefined
            Layout.fillWidth: true
            ColumnLayout {
                anchors.fill: parent
                spacing: 2
                Label {
                    objectName: "macLastDrawName"
                    text: qsTr("Drawn: %1").arg(pane.game.lastDraw.name || "")
                    font.bold: true
                    font.pixelSize: 16
                    color: pane.game.lastDraw.side === "pl" ? "#1e5aa8" : "#2e7d32"
                }
                Column {
                    id: optionsColumn
                    Layout.fillWidth: true
                    Repeater {
                        model: pane.game.lastDraw.options || []
                        delegate: Label {
                            required property string modelData
                            text: "• " + modelData
                            wrapMode: Text.Wrap
                            width: optionsColumn.width
                        }
                    }
                }
                // A commander-in-chief drawn: whom he activates (MAC 4.4), as the core offers.
                Flow {
                    spacing: 3
                    visible: (pane.game.lastDraw.activatable || []).length > 0
                    Layout.fillWidth: true
                    Repeater {
                        model: pane.game.lastDraw.activatable || []
                        delegate: Button {
                            required property var modelData
                            objectName: "activate_" + modelData.id
                            text: qsTr("Activate %1").arg(modelData.name)
                            font.pixelSize: 11
                            onClicked: pane.game.activate(modelData.id)
                        }
                    }
                }
            }
        }

        Button {
            id: endStageButton
            objectName: "macEndStageButton"
            visible: pane.game.canEndStage
            text: qsTr("Turn 3: check victory and go to stage %1").arg(pane.game.stage + 1)
            Layout.fillWidth: true
            onClicked: pane.game.endStage()
        }
        Label {
            objectName: "macResult"
            visible: pane.game.gameOver
            text: pane.game.resultText
            font.bold: true
            font.pixelSize: 18
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Item { Layout.fillHeight: true }
    }
}
