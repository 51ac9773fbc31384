// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The KSK scenario editor (issue 20): the scenario's header (names, stages, the map grid's numbering and
// orientation, each side's couriers and initiative modifier), a table each for the commanders, the formations and
// the brigades, and beside them the loader's own checks as a list (a click shows the row). Save writes the scenario
// file; "Start a game" hands the saved file to the KSK view's "from scenario". Every check is the core's.
Page {
    id: view
    readonly property alias document: scenario
    readonly property alias tabs: tabs
    readonly property alias commanderTable: commanderTable
    readonly property alias formationTable: formationTable
    readonly property alias brigadeTable: brigadeTable
    readonly property alias issueList: issueList
    signal closeRequested()
    signal startGameRequested(url scenarioUrl)

    KskScenarioDocument {
        id: scenario
        objectName: "kskScenarioDocument"
    }

    function saveThen(next) {
        if (String(scenario.fileUrl) === "") {
            const url = FileChooser.saveFile("kskScenario", qsTr("Save the scenario as"), scenario.header.id || "scenario", scenario.fileUrl)
            if (String(url) === "" || !scenario.saveAs(url))
                return false
        } else if (scenario.modified && !scenario.save()) {
            return false
        }
        if (next)
            next()
        return true
    }
    function openFile() {
        const url = FileChooser.openFile("kskScenario", qsTr("Open a Krwawe Stepy Krymu scenario"), scenario.fileUrl)
        if (String(url) !== "")
            scenario.open(url)
    }
    // File dialogs are modal: they open after the button that asked has finished its click.
    function later(action) {
        fileLater.action = action
        fileLater.restart()
    }
    Timer {
        id: fileLater
        property var action: null
        interval: 0
        onTriggered: {
            const run = action
            action = null
            if (run)
                run()
        }
    }
    // A scenario with unsaved changes is never replaced without asking (Save, Discard, Cancel).
    function replaceWith(action) { replaceQuestion.ask(action) }
    // Shows where an issue is: the header's field, or its table's row.
    function showIssue(issue) {
        const tableOf = { "commanders": 0, "formations": 1, "brigades": 2 }
        if (issue.table === "") {
            const field = headerFields.find(f => f === issue.field)
            if (field !== undefined)
                headerGrid.focusField(field)
            return
        }
        tabs.currentIndex = tableOf[issue.table]
        const table = [commanderTable, formationTable, brigadeTable][tabs.currentIndex]
        table.select(issue.row, issue.field)
    }
    readonly property var headerFields: ["id", "namePl", "nameEn", "date", "stages", "orientation", "shifted",
        "columns", "rows", "firstColumn", "firstRow", "digits", "sideNamePlA", "sideNameEnA", "couriersA",
        "initiativeA", "sideNamePlB", "sideNameEnB", "couriersB", "initiativeB", "notePl", "noteEn"]

    DocumentUnsavedDialog {
        id: replaceQuestion
        objectName: "scenarioReplaceDialog"
        document: scenario
        onSaveAsNeeded: next => {
            if (view.saveThen(null))
                next()
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            spacing: 4
            ToolButton { objectName: "scenarioNewBlank"; text: qsTr("New (blank)"); onClicked: view.replaceWith(() => scenario.newBlank()) }
            ToolButton { objectName: "scenarioNewDemo"; text: qsTr("Copy of the demo"); onClicked: view.replaceWith(() => scenario.newFromDemo()) }
            ToolButton { objectName: "scenarioOpen"; text: qsTr("Open…"); onClicked: view.replaceWith(() => view.later(view.openFile)) }
            ToolButton { objectName: "scenarioSave"; text: qsTr("Save"); enabled: scenario.loaded; onClicked: view.later(() => view.saveThen(null)) }
            ToolButton {
                objectName: "scenarioSaveAs"
                text: qsTr("Save as…")
                enabled: scenario.loaded
                onClicked: view.later(() => {
                    const url = FileChooser.saveFile("kskScenario", qsTr("Save the scenario as"), scenario.header.id || "scenario", scenario.fileUrl)
                    if (String(url) !== "")
                        scenario.saveAs(url)
                })
            }
            ToolSeparator {}
            ToolButton {
                objectName: "scenarioUndo"
                text: qsTr("Undo")
                enabled: scenario.canUndo
                ToolTip.visible: hovered && scenario.undoText !== ""
                ToolTip.text: scenario.undoText
                onClicked: scenario.undo()
            }
            ToolButton { objectName: "scenarioRedo"; text: qsTr("Redo"); enabled: scenario.canRedo; onClicked: scenario.redo() }
            ToolSeparator {}
            ToolButton {
                objectName: "scenarioStartGame"
                text: qsTr("Start a game from this scenario")
                enabled: scenario.loaded && scenario.issueCount === 0
                ToolTip.visible: hovered
                ToolTip.text: scenario.issueCount > 0 ? qsTr("Mend the issues first.") : qsTr("Saves the scenario and starts a new game from it in the KSK view.")
                onClicked: view.later(() => view.saveThen(() => view.startGameRequested(scenario.fileUrl)))
            }
            Item { Layout.fillWidth: true }
            Label {
                text: (scenario.modified ? "• " : "") + scenario.displayName
                visible: scenario.loaded
                font.bold: true
                elide: Text.ElideRight
                Layout.maximumWidth: 300
            }
            ToolButton { objectName: "scenarioClose"; text: qsTr("Close"); onClicked: view.closeRequested() }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        ErrorBanner {
            objectName: "scenarioErrorBanner"
            Layout.fillWidth: true
            message: scenario.errorMessage
        }
        Label {
            objectName: "scenarioStatus"
            visible: scenario.statusMessage !== ""
            text: scenario.statusMessage
            padding: 6
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        // Nothing open yet: the three ways in.
        ColumnLayout {
            visible: !scenario.loaded
            Layout.alignment: Qt.AlignCenter
            Layout.fillHeight: true
            spacing: 16
            Label {
                text: qsTr("Krwawe Stepy Krymu 1854: scenario editor")
                font.pixelSize: 22
                font.bold: true
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                text: qsTr("Type in a scenario from the booklet or your own: sides, commanders, divisions and brigades, the map grid.")
                opacity: 0.75
                Layout.alignment: Qt.AlignHCenter
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 12
                Button { objectName: "scenarioStartBlank"; text: qsTr("New blank scenario"); highlighted: true; onClicked: scenario.newBlank() }
                Button { objectName: "scenarioStartDemo"; text: qsTr("Start from a copy of the demo"); onClicked: scenario.newFromDemo() }
                Button { objectName: "scenarioStartOpen"; text: qsTr("Open a scenario file…"); onClicked: view.later(view.openFile) }
            }
        }

        RowLayout {
            visible: scenario.loaded
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.margins: Style.spacing
            spacing: Style.spacing

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Style.spacing

                GroupBox {
                    title: qsTr("Scenario")
                    Layout.fillWidth: true
                    GridLayout {
                        id: headerGrid
                        objectName: "scenarioHeaderGrid"
                        anchors.fill: parent
                        columns: 8
                        columnSpacing: Style.spacing
                        rowSpacing: 4

                        function focusField(field) {
                            for (let i = 0; i < children.length; ++i) {
                                const kids = children[i].children
                                for (let k = 0; k < kids.length; ++k)
                                    if (kids[k].visible && (kids[k].objectName === "headerField_" + field
                                                            || kids[k].objectName === "headerChoice_" + field)) {
                                        kids[k].forceActiveFocus()
                                        return
                                    }
                            }
                        }

                        Repeater {
                            model: [
                                { field: "id", title: qsTr("Id"), kind: "text" },
                                { field: "namePl", title: qsTr("Name (pl)"), kind: "text" },
                                { field: "nameEn", title: qsTr("Name (en)"), kind: "text" },
                                { field: "date", title: qsTr("Date"), kind: "text" },
                                { field: "stages", title: qsTr("Stages"), kind: "number" },
                                { field: "orientation", title: qsTr("Hexes"), kind: "choice", choices: ["flat", "pointy"], words: [qsTr("flat-topped"), qsTr("pointy-topped")] },
                                { field: "shifted", title: qsTr("Shifted"), kind: "choice", choices: ["odd", "even"], words: [qsTr("odd columns/rows"), qsTr("even columns/rows")] },
                                { field: "digits", title: qsTr("Digits"), kind: "number" },
                                { field: "columns", title: qsTr("Columns"), kind: "number" },
                                { field: "rows", title: qsTr("Rows"), kind: "number" },
                                { field: "firstColumn", title: qsTr("First column"), kind: "number" },
                                { field: "firstRow", title: qsTr("First row"), kind: "number" },
                                { field: "sideNamePlA", title: qsTr("Side A (pl)"), kind: "text" },
                                { field: "sideNameEnA", title: qsTr("Side A (en)"), kind: "text" },
                                { field: "couriersA", title: qsTr("Couriers A"), kind: "number" },
                                { field: "initiativeA", title: qsTr("Initiative A"), kind: "number" },
                                { field: "sideNamePlB", title: qsTr("Side B (pl)"), kind: "text" },
                                { field: "sideNameEnB", title: qsTr("Side B (en)"), kind: "text" },
                                { field: "couriersB", title: qsTr("Couriers B"), kind: "number" },
                                { field: "initiativeB", title: qsTr("Initiative B"), kind: "number" },
                                { field: "notePl", title: qsTr("Note (pl)"), kind: "text" },
                                { field: "noteEn", title: qsTr("Note (en)"), kind: "text" }
                            ]
                            // A label and its field side by side: two cells of the grid each.
                            delegate: Label {
                                required property var modelData
                                text: modelData.title
                                horizontalAlignment: Text.AlignRight
                                Layout.row: Math.floor(headerGrid.indexOf(modelData.field) / 4)
                                Layout.column: 2 * (headerGrid.indexOf(modelData.field) % 4)
                            }
                        }
                        function indexOf(field) { return view.headerFields.indexOf(field) }
                        Repeater {
                            model: view.headerFields
                            delegate: Item {
                                id: headerCell
                                required property string modelData
                                readonly property bool choice: modelData === "orientation" || modelData === "shifted"
                                readonly property var choices: modelData === "orientation" ? ["flat", "pointy"] : ["odd", "even"]
                                readonly property var value: scenario.header[modelData]
                                objectName: "header_" + modelData
                                implicitHeight: Style.rowHeight
                                Layout.fillWidth: true
                                Layout.minimumWidth: 110
                                Layout.row: Math.floor(headerGrid.indexOf(modelData) / 4)
                                Layout.column: 2 * (headerGrid.indexOf(modelData) % 4) + 1
                                TextField {
                                    id: headerText
                                    objectName: "headerField_" + headerCell.modelData
                                    anchors.fill: parent
                                    visible: !headerCell.choice
                                    text: headerCell.value !== undefined ? String(headerCell.value) : ""
                                    selectByMouse: true
                                    // The start of a long name shows, not its end, until the field is edited.
                                    Component.onCompleted: cursorPosition = 0
                                    onTextChanged: if (!activeFocus) cursorPosition = 0
                                    onActiveFocusChanged: if (!activeFocus) cursorPosition = 0
                                    onEditingFinished: {
                                        if (String(headerCell.value) !== text && !scenario.setHeader(headerCell.modelData, text))
                                            text = Qt.binding(() => headerCell.value !== undefined ? String(headerCell.value) : "")
                                    }
                                }
                                ComboBox {
                                    id: headerChoice
                                    objectName: "headerChoice_" + headerCell.modelData
                                    anchors.fill: parent
                                    visible: headerCell.choice
                                    model: headerCell.modelData === "orientation" ? [qsTr("flat-topped"), qsTr("pointy-topped")]
                                                                                 : [qsTr("odd columns/rows"), qsTr("even columns/rows")]
                                    currentIndex: headerCell.choices.indexOf(String(headerCell.value))
                                    onActivated: index => scenario.setHeader(headerCell.modelData, headerCell.choices[index])
                                }
                            }
                        }
                    }
                }

                TabBar {
                    id: tabs
                    objectName: "scenarioTabs"
                    Layout.fillWidth: true
                    TabButton { objectName: "tabCommanders"; text: qsTr("Commanders (%1)").arg(scenario.commanders.count) }
                    TabButton { objectName: "tabFormations"; text: qsTr("Divisions and independent brigades (%1)").arg(scenario.formations.count) }
                    TabButton { objectName: "tabBrigades"; text: qsTr("Brigades (%1)").arg(scenario.brigades.count) }
                    TabButton { objectName: "tabRules"; text: qsTr("Rules' numbers") }
                }
                StackLayout {
                    currentIndex: tabs.currentIndex
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    KskScenarioTable {
                        id: commanderTable
                        objectName: "commanderTable"
                        document: scenario
                        model: scenario.commanders
                    }
                    KskScenarioTable {
                        id: formationTable
                        objectName: "formationTable"
                        document: scenario
                        model: scenario.formations
                    }
                    KskScenarioTable {
                        id: brigadeTable
                        objectName: "brigadeTable"
                        document: scenario
                        model: scenario.brigades
                    }
                    // The rulebook's numbers the scenario carries; its own rules (KSK II.16) may change them.
                    ScrollView {
                        objectName: "ruleNumbers"
                        clip: true
                        contentWidth: availableWidth
                        ColumnLayout {
                            width: parent.width
                            Label {
                                text: qsTr("The rulebook's numbers: change one only where the scenario's own rules say so (KSK II.16).")
                                wrapMode: Text.Wrap
                                opacity: 0.75
                                Layout.fillWidth: true
                            }
                            GridLayout {
                                columns: 4
                                columnSpacing: Style.spacing * 2
                                rowSpacing: 4
                                Repeater {
                                    model: scenario.ruleColumns
                                    delegate: RowLayout {
                                        id: ruleRow
                                        required property var modelData
                                        Layout.columnSpan: 2
                                        Label {
                                            text: ruleRow.modelData.title
                                            horizontalAlignment: Text.AlignRight
                                            Layout.preferredWidth: 300
                                            wrapMode: Text.Wrap
                                        }
                                        SpinBox {
                                            objectName: "rule_" + ruleRow.modelData.field
                                            from: ruleRow.modelData.minimum
                                            to: ruleRow.modelData.maximum
                                            editable: true
                                            value: scenario.rules[ruleRow.modelData.field]
                                            onValueModified: {
                                                if (!scenario.setRule(ruleRow.modelData.field, value))
                                                    value = Qt.binding(() => scenario.rules[ruleRow.modelData.field])
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // The loader's own checks on the scenario as it stands: a click shows the row or field.
            Frame {
                Layout.preferredWidth: 320
                Layout.fillHeight: true
                ColumnLayout {
                    anchors.fill: parent
                    spacing: Style.spacing
                    Label {
                        objectName: "scenarioIssueCount"
                        text: scenario.issueCount === 0 ? qsTr("No issues: a game can start from this scenario.")
                                                        : qsTr("%n issue(s)", "", scenario.issueCount)
                        font.bold: true
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    ListView {
                        id: issueList
                        objectName: "scenarioIssues"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        spacing: 2
                        // The issue last clicked (none after an edit: the list is new then).
                        property int chosen: -1
                        model: scenario.issues
                        onModelChanged: chosen = -1
                        ScrollBar.vertical: ScrollBar {}
                        delegate: ItemDelegate {
                            id: issueRow
                            required property var modelData
                            required property int index
                            objectName: "issue_" + index
                            width: ListView.view.width
                            highlighted: index === issueList.chosen
                            contentItem: RowLayout {
                                spacing: Style.spacing
                                SeverityMarker {
                                    severity: issueRow.modelData.severity
                                    Layout.alignment: Qt.AlignTop
                                }
                                Label {
                                    text: issueRow.modelData.message
                                          + (issueRow.modelData.section !== "" ? " (" + issueRow.modelData.section + ")" : "")
                                          + (issueRow.modelData.place !== "" ? "\n" + issueRow.modelData.place : "")
                                    wrapMode: Text.Wrap
                                    Layout.fillWidth: true
                                }
                            }
                            onClicked: {
                                issueList.chosen = index
                                view.showIssue(modelData)
                            }
                        }
                    }
                }
            }
        }
    }
}
