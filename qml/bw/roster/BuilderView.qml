// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The builder: totals across the top, the catalogue on the left, the roster tree with the issues under it in the
// middle, and the unit card, upgrades and draw log on the right.
Page {
    id: builder
    objectName: "builderView"
    property var document: null
    readonly property alias catalogue: cataloguePane
    readonly property alias tree: rosterTree
    readonly property alias issues: issuePanel
    readonly property alias sideTabs: sideTabs
    signal drawRequested(int division, string divisionName)

    function focusSearch() {
        cataloguePane.focusSearch()
    }

    // The issue list's click: select the roster row of the issue and scroll to it.
    function showIssue(row, path) {
        let target = row
        if (target < 0 && path !== "" && document)
            target = document.rowForPath(path)
        if (target >= 0) {
            rosterTree.reveal(target)
        } else if (path.indexOf("/upgrades") === 0) {
            sideTabs.currentIndex = 1
        }
    }

    header: TotalsBar {
        id: totalsBar
        document: builder.document
        onVerdictClicked: {
            issuePanel.list.forceActiveFocus()
            if (issuePanel.list.count > 0)
                issuePanel.activate(0) // the first issue shown, as a click on it would (onIssueActivated below)
        }
    }

    SplitView {
        anchors.fill: parent
        orientation: Qt.Horizontal

        CataloguePane {
            id: cataloguePane
            SplitView.preferredWidth: 300
            SplitView.minimumWidth: 240
            catalogueModel: builder.document ? builder.document.catalogueModel : null
            dragProxy: dragProxy
            targetDivision: rosterTree.selectedDivision
            targetDivisionName: rosterTree.selectedDivisionName
            onAddRequested: unitId => rosterTree.addUnit(unitId, rosterTree.selectedDivision)
        }

        SplitView {
            orientation: Qt.Vertical
            SplitView.fillWidth: true
            SplitView.minimumWidth: 420

            ColumnLayout {
                spacing: 0
                SplitView.fillHeight: true
                SplitView.minimumHeight: 200

                ToolBar {
                    Layout.fillWidth: true
                    RowLayout {
                        anchors.fill: parent
                        spacing: 4
                        Label {
                            text: builder.document ? builder.document.name || builder.document.displayName : ""
                            font.bold: true
                            font.pixelSize: 15
                            elide: Text.ElideRight
                            leftPadding: Style.spacing
                            Layout.fillWidth: true
                        }
                        Label {
                            text: builder.document ? [builder.document.nationName, builder.document.limitsText].filter(t => !!t).join(" · ") : ""
                            opacity: 0.75
                        }
                        ToolButton {
                            objectName: "addDivisionButton"
                            text: qsTr("+ Division")
                            onClicked: addDivisionMenu.popup()
                            Menu {
                                id: addDivisionMenu
                                objectName: "addDivisionMenu"
                                MenuItem { text: qsTr("Infantry division"); onTriggered: rosterTree.addDivision("infantry", "") }
                                MenuItem { text: qsTr("Cavalry division"); onTriggered: rosterTree.addDivision("cavalry", "") }
                                MenuItem { text: qsTr("Mixed division, infantry pool"); onTriggered: rosterTree.addDivision("mixed", "infantry") }
                                MenuItem { text: qsTr("Mixed division, cavalry pool"); onTriggered: rosterTree.addDivision("mixed", "cavalry") }
                            }
                        }
                        ToolButton {
                            objectName: "drawButtonToolbar"
                            text: qsTr("Draw commanders…")
                            onClicked: builder.drawRequested(-1, "")
                        }
                    }
                }

                RosterTree {
                    id: rosterTree
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    document: builder.document
                    dragProxy: dragProxy
                    onDrawRequested: division => builder.drawRequested(division, division >= 0 ? rosterTree.selectedDivisionName : "")
                }
            }

            IssuePanel {
                id: issuePanel
                SplitView.preferredHeight: 170
                SplitView.minimumHeight: 80
                document: builder.document
                onIssueActivated: (row, path) => builder.showIssue(row, path)
            }
        }

        ColumnLayout {
            spacing: 0
            SplitView.preferredWidth: 330
            SplitView.minimumWidth: 260

            TabBar {
                id: sideTabs
                objectName: "sideTabs"
                Layout.fillWidth: true
                // Short words (the comment tells the translator): three tabs share a pane of 260 px at the least.
                TabButton { text: qsTr("Unit card", "side tab: one short word") }
                TabButton { objectName: "upgradesTab"; text: qsTr("Upgrades", "side tab: one short word") }
                TabButton { text: qsTr("Draw log", "side tab: one short word") }
            }
            StackLayout {
                currentIndex: sideTabs.currentIndex
                Layout.fillWidth: true
                Layout.fillHeight: true
                // The card of what was chosen last: a catalogue unit, or a general's row in the tree.
                Item {
                    id: cards
                    property bool showGeneral: false
                    readonly property var treeRow: rosterTree.currentRow
                    onTreeRowChanged: if (treeRow && treeRow.isGeneralRow && rosterTree.list.activeFocus) showGeneral = true
                    Connections {
                        target: rosterTree
                        function onRowChosen(row) { cards.showGeneral = row !== null && row.isGeneralRow }
                    }
                    // A unit chosen in the catalogue: a click gives its list the focus. (Not currentUnitChanged:
                    // a language switch makes a new current unit, and the general's card would go.)
                    Connections {
                        target: cataloguePane.list
                        function onActiveFocusChanged() { if (cataloguePane.list.activeFocus) cards.showGeneral = false }
                    }
                    UnitCard {
                        objectName: "unitCard"
                        anchors.fill: parent
                        visible: !generalCard.visible
                        unit: cataloguePane.currentUnit
                    }
                    GeneralCard {
                        id: generalCard
                        objectName: "generalCard"
                        anchors.fill: parent
                        visible: cards.showGeneral && cards.treeRow !== null && cards.treeRow.isGeneralRow
                        row: visible ? cards.treeRow : null
                    }
                }
                UpgradesPanel {
                    document: builder.document
                }
                Pane {
                    ScrollView {
                        anchors.fill: parent
                        TextArea {
                            readOnly: true
                            wrapMode: TextEdit.Wrap
                            selectByMouse: true
                            text: builder.document && builder.document.drawLog.length > 0
                                  ? builder.document.drawLog.join("\n")
                                  : qsTr("No commanders drawn yet. Use \"Draw commanders…\" (Ctrl+G).")
                        }
                    }
                }
            }
        }
    }

    DragProxy {
        id: dragProxy
        objectName: "dragProxy"
    }
}
