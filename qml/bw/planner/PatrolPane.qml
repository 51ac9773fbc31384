// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The patrol-marker phase (B19 6, issue 19 item 6) beside the map: whose screen it is and the hand-over, the phase
// and whose turn, the seated player's own markers with the corps he assigned them (never the other's), the selected
// marker's actions (stationary, reveal, deploy), the revealed markers with DEFENCE where 6.5 gives it, and the
// printouts. Everything it says comes from PatrolSession, which asks the core; it holds no rule.
Pane {
    id: pane
    property PatrolSession session: null
    property PlanDocument document: null
    signal printRequested(string what)
    padding: Style.spacing

    readonly property bool seated: !!session && session.viewer !== ""
    readonly property bool umpire: !!session && session.viewer === "umpire"
    readonly property int selectedRow: session && session.markers.revision >= 0 && session.selectedMarker !== ""
                                       ? session.markers.indexOf("id", session.selectedMarker) : -1
    // Read again whenever a row changes, not only when the selection moves (its status and buttons follow the phase).
    readonly property var selected: selectedRow >= 0 && session.markers.revision >= 0 ? session.markers.get(selectedRow) : null

    ScrollView {
        id: scroll
        objectName: "patrolPaneScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        contentHeight: column.implicitHeight
        clip: true
        ScrollBar.vertical.policy: contentHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

        ColumnLayout {
            id: column
            width: scroll.availableWidth
            spacing: Style.spacing

            // ---- whose screen ----
            GroupBox {
                title: qsTr("Patrol markers (B19 6)")
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    Label {
                        objectName: "patrolViewer"
                        text: !pane.session ? "" : pane.umpire ? qsTr("Umpire view: everything is shown")
                              : pane.session.viewer !== "" ? qsTr("Screen of player %1").arg(pane.session.viewer)
                              : qsTr("Waiting for the hand-over")
                        font.bold: true
                        font.pixelSize: 16
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    RowLayout {
                        Button {
                            objectName: "patrolPassA"
                            text: qsTr("Pass to A")
                            Layout.fillWidth: true
                            onClicked: pane.session.passTo("A")
                        }
                        Button {
                            objectName: "patrolPassB"
                            text: qsTr("Pass to B")
                            Layout.fillWidth: true
                            onClicked: pane.session.passTo("B")
                        }
                        Button {
                            objectName: "patrolUmpire"
                            text: qsTr("Umpire")
                            checkable: true
                            checked: pane.umpire
                            Layout.fillWidth: true
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Shows both players' secrets: for an umpire, never with a player at the screen.")
                            onClicked: pane.session.umpire = checked
                        }
                    }
                    CheckBox {
                        objectName: "patrolAutoHandover"
                        text: qsTr("Hand over after each turn")
                        checked: pane.session ? pane.session.autoHandover : true
                        onToggled: pane.session.autoHandover = checked
                    }
                }
            }

            // ---- the phase ----
            GroupBox {
                title: qsTr("Phase")
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    Label {
                        objectName: "patrolPhase"
                        text: pane.session ? pane.session.phaseText : ""
                        font.bold: true
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "patrolHint"
                        text: pane.session ? pane.session.hintText : ""
                        wrapMode: Text.Wrap
                        opacity: 0.8
                        Layout.fillWidth: true
                    }
                    // 6.4: the initiative player says who shows (and deploys) first.
                    RowLayout {
                        visible: !!pane.session && pane.session.firstToChoose && (pane.session.viewer === "A" || pane.umpire)
                        Button {
                            objectName: "patrolFirstA"
                            text: qsTr("A shows first")
                            onClicked: pane.session.chooseFirst("A")
                        }
                        Button {
                            objectName: "patrolFirstB"
                            text: qsTr("B shows first")
                            onClicked: pane.session.chooseFirst("B")
                        }
                    }
                    Button {
                        objectName: "patrolPass"
                        visible: !!pane.session && pane.session.canPass
                        text: qsTr("Pass (no more voluntary reveals)")
                        onClicked: pane.session.pass()
                    }
                }
            }

            // ---- the seated player's markers and corps (his secret) ----
            GroupBox {
                title: pane.umpire ? qsTr("Markers of both players") : qsTr("Your markers")
                visible: pane.seated
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    Repeater {
                        model: pane.session ? pane.session.markers : null
                        delegate: RowLayout {
                            id: markerRow
                            required property var model
                            visible: markerRow.model.own
                            Layout.fillWidth: true
                            ItemDelegate {
                                objectName: "patrolMarker_" + markerRow.model.label
                                text: markerRow.model.label
                                font.bold: true
                                highlighted: pane.session.selectedMarker === markerRow.model.id
                                Layout.preferredWidth: 54
                                onClicked: pane.session.selectedMarker = markerRow.model.id
                            }
                            ComboBox {
                                id: assignBox
                                objectName: "patrolAssign_" + markerRow.model.label
                                Layout.fillWidth: true
                                enabled: markerRow.model.canAssign
                                model: pane.session && pane.session.viewer !== "" ? pane.session.corpsChoices(markerRow.model.player) : []
                                textRole: "name"
                                currentIndex: {
                                    const list = pane.session && pane.session.markers.revision >= 0 ? pane.session.corpsChoices(markerRow.model.player) : []
                                    for (let i = 0; i < list.length; ++i)
                                        if (list[i].id === markerRow.model.corps)
                                            return i
                                    return 0
                                }
                                onActivated: index => pane.session.assign(markerRow.model.id, pane.session.corpsChoices(markerRow.model.player)[index].id)
                            }
                            Button {
                                objectName: "patrolArm_" + markerRow.model.label
                                visible: markerRow.model.canPlace
                                text: qsTr("Place")
                                onClicked: pane.session.armedMarker = markerRow.model.id
                            }
                        }
                    }
                    Label {
                        visible: !!pane.session && pane.session.step === "assign"
                        text: qsTr("Assign each corps to one marker; a marker without a corps is a scout (B19 6.1). Then place the markers.")
                        wrapMode: Text.Wrap
                        opacity: 0.75
                        font.pixelSize: 11
                        Layout.fillWidth: true
                    }
                }
            }

            // ---- the selected marker ----
            GroupBox {
                objectName: "patrolSelection"
                title: pane.selected ? qsTr("Marker %1").arg(pane.selected.label) : qsTr("Marker")
                visible: pane.seated
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    Label {
                        objectName: "patrolSelectedText"
                        text: pane.selected ? pane.selected.status : qsTr("Click a marker on the table. Drag your own to move it.")
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    RowLayout {
                        visible: !!pane.selected
                        Button {
                            objectName: "patrolStationary"
                            text: qsTr("Stays put")
                            enabled: !!pane.selected && pane.selected.canStay
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Declare the marker stationary this turn (B19 6.3): its corps may then get any order (6.5).")
                            onClicked: pane.session.stayStationary(pane.selected.id)
                        }
                        Button {
                            objectName: "patrolReveal"
                            text: qsTr("Reveal")
                            enabled: !!pane.selected && pane.selected.canReveal
                            onClicked: pane.session.reveal(pane.selected.id)
                        }
                        Button {
                            objectName: "patrolDeploy"
                            text: qsTr("Deploy division")
                            enabled: !!pane.selected && pane.selected.canDeploy
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("The corps' next division from the roster, within the ruleset's distance of the marker; the players deploy alternately, one division each (B19 6.4)")
                            onClicked: {
                                const off = []
                                for (let i = 0; i < dismountRepeater.count; ++i) {
                                    const box = dismountRepeater.itemAt(i) as CheckBox
                                    if (box && box.checked)
                                        off.push(box.text)
                                }
                                pane.session.deploy(pane.selected.id, off)
                            }
                        }
                    }
                    // 6.4: cavalry able to dismount (B19 12.7) declares mounted or dismounted before it is placed.
                    Label {
                        visible: dismountRepeater.count > 0
                        text: qsTr("Its cavalry declares now (B19 6.4): tick those that fight dismounted.")
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Repeater {
                        id: dismountRepeater
                        // deployNext is notified with every change of the phase: the choices follow the next division.
                        model: pane.selected && pane.selected.canDeploy && pane.session.deployNext !== ""
                               ? pane.session.dismountChoices(pane.selected.id) : []
                        CheckBox {
                            required property var modelData
                            required property int index
                            objectName: "patrolDismount_" + index
                            text: modelData.regiment
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            // ---- what is known to both: the revealed markers ----
            GroupBox {
                title: qsTr("Revealed (B19 6.4, 6.5)")
                visible: pane.seated
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    Repeater {
                        model: pane.session ? pane.session.markers : null
                        delegate: Label {
                            id: revealedRow
                            required property var model
                            visible: revealedRow.model.revealed
                            text: revealedRow.model.label + " — " + revealedRow.model.content
                                  + (revealedRow.model.defence ? "  " + qsTr("DEFENCE (6.5)") : "")
                                  + (revealedRow.model.dismounted ? " · " + qsTr("dismounted: %1").arg(revealedRow.model.dismounted) : "")
                            font.bold: revealedRow.model.defence
                            wrapMode: Text.Wrap
                            Layout.fillWidth: true
                        }
                    }
                    Label {
                        visible: !!pane.session && pane.session.revealedCount === 0
                        text: qsTr("Nothing revealed yet.")
                        opacity: 0.7
                    }
                }
            }

            // ---- paper ----
            GroupBox {
                title: qsTr("Print")
                visible: pane.seated
                Layout.fillWidth: true
                ColumnLayout {
                    anchors.fill: parent
                    Button {
                        objectName: "patrolSlipPdf"
                        text: pane.umpire ? qsTr("Blank slips (PDF)…") : qsTr("My secret slip (PDF)…")
                        Layout.fillWidth: true
                        onClicked: pane.printRequested(pane.umpire ? "blankSlip" : "slip")
                    }
                    Button {
                        objectName: "patrolSlipPrint"
                        text: qsTr("Print my slip…")
                        visible: !pane.umpire
                        Layout.fillWidth: true
                        onClicked: pane.session.printSlip(pane.session.viewer, false)
                    }
                    Button {
                        objectName: "patrolCardPdf"
                        text: qsTr("Marker reference card (PDF)…")
                        Layout.fillWidth: true
                        onClicked: pane.printRequested("card")
                    }
                }
            }
        }
    }
}
