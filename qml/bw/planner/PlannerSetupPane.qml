// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// Before the terrain, in the order of BWN 14.2–14.4: initiative (the program's dice with a shown seed, or the
// players' own), the battlefield roll, the allowance as a checklist (counts against minimum and maximum, who
// places what next), Generate, and the palette of every terrain type. Every number shown comes from the document,
// and each step cites the rule its ruleset names (a B19 plan cites B19, not BW-N's pre-game).
ScrollView {
    id: pane
    property PlanDocument document: null
    signal armRequested(var entry)
    contentWidth: availableWidth
    clip: true

    readonly property var setupInfo: document ? document.setup : ({})

    // "Deployment (BWN 14.6)": a step's title with the rule the plan's ruleset cites for it, or the title alone.
    function cited(title, step) {
        const section = setupInfo.sections ? setupInfo.sections[step] : undefined
        return section ? qsTr("%1 (%2)").arg(title).arg(section) : title
    }

    // Each step shows the seed saved with it (issue 15 item 11): after a roll, an undo or a reopened file.
    function showSeeds() {
        const s = document ? document.setup : ({})
        if (s.initiativeDone)
            initiativeSeed.text = s.initiativeSeed || ""
        if (s.battlefieldRoll)
            battlefieldSeed.text = s.battlefieldSeed || ""
        generateSeed.text = s.terrainSeed || ""
    }
    Connections {
        target: pane.document
        function onPlanChanged() { pane.showSeeds() }
    }
    Component.onCompleted: showSeeds()

    ColumnLayout {
        width: pane.availableWidth
        spacing: Style.spacing

        Label {
            objectName: "battleTitle"
            // Who is A once the initiative says so (BWN 14.2); before it, the players in the order they were named.
            text: !(pane.document && pane.document.loaded) ? qsTr("No battle yet")
                  : pane.setupInfo.initiativeDone
                  ? qsTr("A: %1 vs B: %2 · table %3").arg(pane.setupInfo.armyA).arg(pane.setupInfo.armyB).arg(pane.setupInfo.table)
                  : qsTr("%1 vs %2 · table %3").arg(pane.setupInfo.armyA).arg(pane.setupInfo.armyB).arg(pane.setupInfo.table)
            font.bold: true
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // ---- BWN 14.2 ----
        GroupBox {
            objectName: "initiativeStep"
            title: pane.cited(qsTr("1. Initiative"), "initiative")
            Layout.fillWidth: true
            enabled: pane.document && pane.document.loaded
            ColumnLayout {
                anchors.fill: parent
                RowLayout {
                    TextField {
                        id: initiativeSeed
                        objectName: "initiativeSeed"
                        placeholderText: qsTr("seed")
                        Layout.fillWidth: true
                        validator: RegularExpressionValidator { regularExpression: /[0-9]{1,20}/ }
                    }
                    Button {
                        objectName: "rollInitiative"
                        text: qsTr("Roll")
                        onClicked: {
                            if (initiativeSeed.text === "")
                                initiativeSeed.text = pane.document.newSeed()
                            pane.document.rollInitiative(initiativeSeed.text)
                        }
                    }
                }
                // The players' own dice: player 1's, player 2's, and again after a tie.
                RowLayout {
                    TextField {
                        id: initiativeDice
                        objectName: "initiativeDice"
                        placeholderText: qsTr("players' dice: 1st, 2nd, … e.g. 4,2")
                        Layout.fillWidth: true
                        validator: RegularExpressionValidator { regularExpression: /[0-9, ]*/ }
                    }
                    Button {
                        objectName: "enterInitiative"
                        text: qsTr("Enter")
                        onClicked: pane.document.enterInitiative(initiativeDice.text)
                    }
                }
                Label {
                    objectName: "initiativeResult"
                    text: pane.setupInfo.initiative || qsTr("Player 1 is the first roster, player 2 the second; the winner becomes A.")
                    wrapMode: Text.Wrap
                    opacity: pane.setupInfo.initiativeDone ? 1 : 0.7
                    Layout.fillWidth: true
                }
                RowLayout {
                    visible: !!pane.setupInfo.initiativeDone
                    Label { text: qsTr("A takes the side") }
                    ComboBox {
                        objectName: "sideChoice"
                        Layout.fillWidth: true
                        model: pane.document ? pane.document.sides : null
                        textRole: "name"
                        valueRole: "id"
                        currentIndex: pane.document && pane.document.sides.count > 0 ? pane.document.sides.indexOf("id", pane.setupInfo.side) : -1
                        displayText: currentIndex < 0 ? qsTr("not chosen") : currentText
                        onActivated: index => pane.document.chooseSide(pane.document.sides.get(index).id)
                    }
                }
            }
        }

        // ---- BWN 14.3 ----
        GroupBox {
            objectName: "battlefieldStep"
            title: pane.cited(qsTr("2. Battlefield"), "battlefield")
            Layout.fillWidth: true
            enabled: pane.document && pane.document.loaded
            ColumnLayout {
                anchors.fill: parent
                // A ruleset without a battlefield table (B19: 13.8 is not among the program's sources).
                Label {
                    objectName: "noBattlefieldTable"
                    visible: pane.setupInfo.hasBattlefields === false
                    text: qsTr("This ruleset has no battlefield table here: agree the battlefield with your opponent and place its terrain from the palette below.")
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                RowLayout {
                    visible: pane.setupInfo.hasBattlefields !== false
                    TextField {
                        id: battlefieldSeed
                        objectName: "battlefieldSeed"
                        placeholderText: qsTr("seed")
                        Layout.fillWidth: true
                        validator: RegularExpressionValidator { regularExpression: /[0-9]{1,20}/ }
                    }
                    Button {
                        objectName: "rollBattlefield"
                        text: qsTr("Roll")
                        onClicked: {
                            if (battlefieldSeed.text === "")
                                battlefieldSeed.text = pane.document.newSeed()
                            pane.document.rollBattlefield(battlefieldSeed.text)
                        }
                    }
                }
                RowLayout {
                    visible: pane.setupInfo.hasBattlefields !== false
                    Label { text: qsTr("The players rolled") }
                    SpinBox {
                        id: battlefieldDie
                        objectName: "battlefieldDie"
                        from: 1
                        to: pane.setupInfo.battlefieldDie || 6
                        Layout.preferredWidth: 90
                    }
                    Button { objectName: "setBattlefield"; text: qsTr("Enter"); onClicked: pane.document.setBattlefield(battlefieldDie.value) }
                }
                Label {
                    objectName: "battlefieldResult"
                    visible: pane.setupInfo.hasBattlefields !== false
                    text: !pane.setupInfo.battlefield ? qsTr("Not rolled yet")
                          : pane.setupInfo.battlefieldSeed
                          ? qsTr("%1 (roll %2, seed %3)").arg(pane.setupInfo.battlefield).arg(pane.setupInfo.battlefieldRoll).arg(pane.setupInfo.battlefieldSeed)
                          : qsTr("%1 (roll %2)").arg(pane.setupInfo.battlefield).arg(pane.setupInfo.battlefieldRoll)
                    font.bold: !!pane.setupInfo.battlefield
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }

        // ---- BWN 14.3–14.4: the allowance as a checklist ----
        GroupBox {
            title: pane.cited(qsTr("3. Terrain allowance"), "allowance")
            Layout.fillWidth: true
            visible: pane.document && pane.document.allowance.count > 0
            ColumnLayout {
                anchors.fill: parent
                spacing: 2
                Label {
                    objectName: "nextPlacement"
                    text: pane.document ? pane.document.nextPlacement : ""
                    wrapMode: Text.Wrap
                    font.bold: true
                    Layout.fillWidth: true
                }
                Label {
                    text: qsTr("Pieces on the table: %1 of %2").arg(pane.setupInfo.pieceCount).arg(pane.setupInfo.tablePieces)
                    opacity: 0.8
                }
                Repeater {
                    model: pane.document ? pane.document.allowance : null
                    delegate: RowLayout {
                        id: allowanceRow
                        // The row's roles through `model`: its "state" would hide the item's own state.
                        required property var model
                        Layout.fillWidth: true
                        Label {
                            text: allowanceRow.model.state === "ok" ? "✓" : allowanceRow.model.state === "over" ? "✗" : "…"
                            color: allowanceRow.model.state === "ok" ? Style.ok : allowanceRow.model.state === "over" ? Style.error : Style.warning
                            font.bold: true
                            Layout.preferredWidth: 14
                        }
                        Label {
                            // A player's own pieces (bought, special, fortifications, the free crossing) name him.
                            text: allowanceRow.model.player ? qsTr("%1: %2").arg(allowanceRow.model.player).arg(allowanceRow.model.name) : allowanceRow.model.name
                            font.bold: allowanceRow.model.next
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            text: qsTr("%1 (%2–%3)").arg(allowanceRow.model.count).arg(allowanceRow.model.min).arg(allowanceRow.model.max)
                            color: allowanceRow.model.state === "over" ? Style.error : palette.windowText
                        }
                    }
                }
                RowLayout {
                    Layout.topMargin: Style.spacing
                    TextField {
                        id: generateSeed
                        objectName: "generateSeed"
                        placeholderText: qsTr("seed")
                        Layout.fillWidth: true
                        validator: RegularExpressionValidator { regularExpression: /[0-9]{1,20}/ }
                    }
                    Button {
                        objectName: "generateButton"
                        text: qsTr("Generate")
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("A random legal layout for this battlefield; the same seed gives the same table.")
                        onClicked: {
                            if (generateSeed.text === "" || generateSeed.text === pane.setupInfo.terrainSeed)
                                generateSeed.text = pane.document.newSeed()
                            // Terrain placed by hand is not thrown away without a word (the core counts it).
                            const byHand = pane.document.piecesPlacedByHand()
                            if (byHand > 0)
                                replaceQuestion.ask(byHand)
                            else
                                pane.document.generate(generateSeed.text)
                        }
                    }
                }
            }
        }

        // ---- the palette ----
        GroupBox {
            title: pane.cited(qsTr("Terrain"), "terrain")
            Layout.fillWidth: true
            enabled: pane.document && pane.document.loaded
            Flow {
                anchors.fill: parent
                spacing: 4
                Label {
                    width: parent.width
                    wrapMode: Text.Wrap
                    opacity: 0.7
                    text: qsTr("Click a type, then the table where it goes; the next step of the sequence says who places it.")
                }
                Repeater {
                    model: pane.document ? pane.document.paletteTypes : null
                    delegate: Button {
                        id: paletteEntry
                        required property string type
                        required property string variant
                        required property string name
                        required property bool line
                        objectName: "palette_" + type + (variant ? "_" + variant : "")
                        text: name
                        font.pixelSize: 11
                        onClicked: pane.armRequested({type: paletteEntry.type, variant: paletteEntry.variant, name: paletteEntry.name, line: paletteEntry.line})
                    }
                }
            }
        }
    }

    // Generate replaces every piece: asked first when some were placed by hand; Cancel keeps them all.
    Dialog {
        id: replaceQuestion
        objectName: "generateReplaceQuestion"
        property int pieces: 0
        function ask(n) {
            pieces = n
            open()
        }
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: qsTr("Generate terrain")
        Label {
            objectName: "generateReplaceText"
            text: qsTr("Generate replaces the %n piece(s) placed by hand. Continue?", "", replaceQuestion.pieces)
            wrapMode: Text.Wrap
            width: Math.min(implicitWidth, 420)
        }
        footer: DialogButtonBox {
            Button {
                objectName: "generateReplaceContinue"
                text: qsTr("Generate")
                onClicked: replaceQuestion.accept()
            }
            Button {
                objectName: "generateReplaceCancel"
                text: qsTr("Cancel")
                onClicked: replaceQuestion.reject()
            }
        }
        onAccepted: pane.document.generate(generateSeed.text)
    }
}
