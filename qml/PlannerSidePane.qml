import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Dialogs
import Sztab.Backend

// The right side of the planner: the selected piece or division and what can be done to it, the objectives
// (BWN 14.6), the deployment with its alternation (BWN 14.6), the hot-seat secrets and hidden positions (BWN 15.1),
// and the live checks (click one to select what it names). Verdicts and numbers come from the document.
Pane {
    id: pane
    property PlanDocument document: null
    property PlannerMap mapView: null
    readonly property alias checkList: checkList
    signal armRequested(var entry)
    padding: Style.spacing

    readonly property var pieceList: document ? document.pieces : []
    readonly property var formationList: document ? document.formations : []
    readonly property int piece: mapView ? mapView.map.selectedPiece : -1
    readonly property int formation: mapView ? mapView.map.selectedFormation : -1
    readonly property var pieceInfo: piece >= 0 && piece < pieceList.length ? pieceList[piece] : null
    readonly property var formationInfo: formation >= 0 && formation < formationList.length ? formationList[formation] : null
    readonly property var objectiveInfo: document ? document.objectives : ({})

    function pieceName(i) {
        return i >= 0 && i < pieceList.length ? qsTr("%1 (%2)").arg(pieceList[i].name).arg(pieceList[i].id) : qsTr("none")
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing

        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(tools.implicitHeight, pane.height - 240) // the checks keep the rest
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                id: tools
                width: parent.width
                spacing: Style.spacing

                // ---- the selection ----
                GroupBox {
                    title: pane.pieceInfo ? qsTr("Piece %1 — %2").arg(pane.pieceInfo.id).arg(pane.pieceInfo.name)
                         : pane.formationInfo ? qsTr("Division — %1 (%2)").arg(pane.formationInfo.name).arg(pane.formationInfo.player)
                         : qsTr("Selection")
                    Layout.fillWidth: true
                    ColumnLayout {
                        anchors.fill: parent
                        Label {
                            visible: !pane.pieceInfo && !pane.formationInfo
                            text: qsTr("Click a piece or a division on the table. Drag to move, R to turn, Delete to remove.")
                            wrapMode: Text.Wrap
                            opacity: 0.75
                            Layout.fillWidth: true
                        }
                        Label {
                            visible: !!pane.pieceInfo
                            text: pane.pieceInfo ? qsTr("placed by %1 as no. %2 (%3)").arg(pane.pieceInfo.owner).arg(pane.pieceInfo.order).arg(pane.pieceInfo.kind) : ""
                        }
                        RowLayout {
                            visible: !!pane.pieceInfo || !!pane.formationInfo
                            Button { text: qsTr("↺ 15°"); onClicked: pane.mapView.turn(-15) }
                            Button { text: qsTr("↻ 15°"); onClicked: pane.mapView.turn(15) }
                            Button { text: qsTr("↻ 90°"); onClicked: pane.mapView.turn(90) }
                        }
                        GridLayout {
                            visible: !!pane.pieceInfo
                            columns: 3
                            Label { text: qsTr("Width") }
                            Button { text: "−"; onClicked: pane.document.resizePiece(pane.piece, -2, 0) }
                            Button { text: "+"; onClicked: pane.document.resizePiece(pane.piece, 2, 0) }
                            Label { text: qsTr("Depth") }
                            Button { text: "−"; onClicked: pane.document.resizePiece(pane.piece, 0, -2) }
                            Button { text: "+"; onClicked: pane.document.resizePiece(pane.piece, 0, 2) }
                        }
                        RowLayout {
                            visible: !!pane.pieceInfo && pane.pieceInfo.level !== undefined && pane.pieceInfo.level !== null
                            Label { text: qsTr("Level (BWN 3.5)") }
                            SpinBox {
                                from: 0; to: 3
                                value: pane.pieceInfo && pane.pieceInfo.level !== undefined && pane.pieceInfo.level !== null ? pane.pieceInfo.level : 0
                                onValueModified: pane.document.setPieceLevel(pane.piece, value)
                            }
                        }
                        RowLayout {
                            visible: !!pane.pieceInfo
                            Button { text: qsTr("Main objective"); onClicked: pane.document.setMainObjective(pane.piece) }
                            Button { text: qsTr("Secondary 1"); onClicked: pane.document.setSecondaryObjective(0, pane.piece) }
                            Button { text: qsTr("Secondary 2"); onClicked: pane.document.setSecondaryObjective(1, pane.piece) }
                        }
                        RowLayout {
                            visible: !!pane.formationInfo
                            Button {
                                text: pane.formationInfo && pane.formationInfo.formation === "line" ? qsTr("To column") : qsTr("To line")
                                onClicked: pane.document.setFormationKind(pane.formation, pane.formationInfo.formation === "line" ? "column" : "line")
                            }
                        }
                        Button {
                            visible: !!pane.pieceInfo || !!pane.formationInfo
                            text: qsTr("Remove")
                            onClicked: pane.mapView.removeSelected()
                        }
                    }
                }

                // ---- BWN 14.6: objectives ----
                GroupBox {
                    title: qsTr("Objectives (BWN 14.6)")
                    Layout.fillWidth: true
                    enabled: pane.document && pane.document.loaded
                    ColumnLayout {
                        anchors.fill: parent
                        Label {
                            objectName: "mainObjective"
                            text: qsTr("Main (%1 VP): %2").arg(pane.objectiveInfo.mainValue || 0).arg(pane.pieceName(pane.objectiveInfo.main !== undefined ? pane.objectiveInfo.main : -1))
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                        Repeater {
                            model: pane.objectiveInfo.secondary || []
                            delegate: Label {
                                required property var modelData
                                required property int index
                                text: qsTr("Secondary (%1 VP): %2").arg((pane.objectiveInfo.secondaryValues || [])[index] || 0).arg(pane.pieceName(modelData))
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                        }
                        Button {
                            objectName: "suggestObjectives"
                            text: qsTr("Suggest (nearest the centre, most equidistant)")
                            onClicked: pane.document.suggestObjectives()
                        }
                        Label {
                            text: qsTr("A chooses the main objective, B the secondaries: select a piece and press its button to change one.")
                            wrapMode: Text.Wrap
                            opacity: 0.7
                            font.pixelSize: 11
                            Layout.fillWidth: true
                        }
                    }
                }

                // ---- BWN 14.6: deployment ----
                GroupBox {
                    title: qsTr("Deployment (BWN 14.6)")
                    Layout.fillWidth: true
                    enabled: pane.document && pane.document.loaded
                    ColumnLayout {
                        anchors.fill: parent
                        RowLayout {
                            Label { text: qsTr("First to deploy") }
                            ComboBox {
                                model: ["A", "B"]
                                currentIndex: pane.document && pane.document.deployFirst === "B" ? 1 : 0
                                onActivated: index => pane.document.deployFirst = index === 1 ? "B" : "A"
                            }
                        }
                        Label {
                            objectName: "nextToDeploy"
                            text: pane.document && pane.document.nextToDeploy !== ""
                                  ? qsTr("Next: player %1 deploys a division").arg(pane.document.nextToDeploy)
                                  : qsTr("No division waits to be deployed.")
                            font.bold: true
                        }
                        // A plan opened without its rosters (moved, or never given) gets them here.
                        RowLayout {
                            Button {
                                text: pane.document && pane.document.setup.hasRosterA ? qsTr("Roster of A ✓") : qsTr("Roster of A…")
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                onClicked: rosterPicker.ask("A")
                            }
                            Button {
                                text: pane.document && pane.document.setup.hasRosterB ? qsTr("Roster of B ✓") : qsTr("Roster of B…")
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                onClicked: rosterPicker.ask("B")
                            }
                        }
                        RowLayout {
                            Button { objectName: "deployNext"; text: qsTr("Deploy next"); onClicked: pane.document.deployNext() }
                            Button { objectName: "deployAllA"; text: qsTr("All of A"); onClicked: pane.document.deploy("A") }
                            Button { objectName: "deployAllB"; text: qsTr("All of B"); onClicked: pane.document.deploy("B") }
                        }
                    }
                }

                // ---- secrets: hot seat (issue 6 §8) and BWN 15.1 ----
                GroupBox {
                    title: qsTr("Secrets (hot seat)")
                    Layout.fillWidth: true
                    enabled: pane.document && pane.document.loaded
                    ColumnLayout {
                        anchors.fill: parent
                        ComboBox {
                            id: secretsBox
                            objectName: "secretsOf"
                            Layout.fillWidth: true
                            model: [qsTr("Hidden (both players look)"), qsTr("Show A's secrets"), qsTr("Show B's secrets")]
                            currentIndex: !pane.document ? 0 : pane.document.secretsOf === "A" ? 1 : pane.document.secretsOf === "B" ? 2 : 0
                            onActivated: index => pane.document.secretsOf = index === 1 ? "A" : index === 2 ? "B" : ""
                        }
                        RowLayout {
                            visible: pane.document && pane.document.secretsOf !== ""
                            ComboBox {
                                id: ambushRegiment
                                Layout.fillWidth: true
                                editable: true
                                model: pane.document && pane.document.secretsOf !== "" ? pane.document.ambushCandidates() : []
                            }
                            Button {
                                text: qsTr("Hide…")
                                enabled: ambushRegiment.editText !== ""
                                ToolTip.visible: hovered
                                ToolTip.text: qsTr("Then click the hidden position on the table (BWN 15.1: at most 60 cm from your edge).")
                                onClicked: pane.armRequested("ambush:" + ambushRegiment.editText)
                            }
                        }
                    }
                }
            }
        }

        FileDialog {
            id: rosterPicker
            property string player: "A"
            function ask(p) { player = p; open() }
            title: qsTr("The roster of player %1").arg(player)
            nameFilters: [qsTr("Rosters (*.bwroster)"), qsTr("All files (*)")]
            onAccepted: pane.document.setRoster(player, selectedFile)
        }

        // ---- the checks ----
        Label {
            text: pane.document && pane.document.checks.length > 0
                  ? qsTr("Rule checks — %1 to fix").arg(pane.document.checks.length)
                  : qsTr("Rule checks")
            font.bold: true
        }
        ListView {
            id: checkList
            objectName: "planChecks"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: pane.document ? pane.document.checks : []
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                id: check
                required property var modelData
                required property int index
                width: ListView.view.width
                padding: 4
                onClicked: {
                    checkList.currentIndex = index
                    if (modelData.piece >= 0)
                        pane.mapView.selectPiece(modelData.piece)
                    else if (modelData.formation >= 0)
                        pane.mapView.selectFormation(modelData.formation)
                    else if (modelData.ambush >= 0) {
                        pane.mapView.clearSelection()
                        pane.mapView.map.selectedAmbush = modelData.ambush
                    }
                }
                contentItem: RowLayout {
                    spacing: Style.spacing
                    SeverityMarker {
                        severity: check.modelData.severity
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: 3
                    }
                    Label {
                        text: check.modelData.section
                        font.bold: true
                        Layout.preferredWidth: 64
                        Layout.alignment: Qt.AlignTop
                    }
                    Label {
                        text: check.modelData.message
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                visible: checkList.count === 0 && pane.document && pane.document.loaded
                text: qsTr("Every placement rule is kept.")
                color: Style.ok
            }
        }
    }
}
