// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// A new roster: ruleset, format (a preset such as 32+8, or limits the players agreed), nation, catalogues, name.
// The choices come from the Workspace; the dialog only collects them and hands them to RosterDocument.newRoster.
Dialog {
    id: dialog
    property var document: null

    title: qsTr("New roster")
    modal: true
    standardButtons: Dialog.Ok | Dialog.Cancel
    width: Math.min(560, parent ? parent.width - 40 : 560)
    anchors.centerIn: parent

    readonly property string rulesetId: rulesetBox.currentValue !== undefined ? rulesetBox.currentValue : ""
    readonly property var presetList: rulesetId !== "" ? Workspace.presets(rulesetId) : []
    // Workspace.dataRevision: read again when the catalogue editor saves a catalogue (issue 8).
    readonly property var nationList: rulesetId !== "" && Workspace.dataRevision >= 0 ? Workspace.nations(rulesetId) : []
    readonly property string nationId: nationBox.currentValue !== undefined ? nationBox.currentValue : ""
    readonly property var catalogueList: nationId !== "" && Workspace.dataRevision >= 0 ? Workspace.catalogues(rulesetId, nationId) : []
    readonly property bool custom: presetBox.currentIndex === presetList.length
    property var chosenCatalogues: []

    onCatalogueListChanged: chosenCatalogues = catalogueList.map(c => c.id)
    onAboutToShow: {
        nameField.text = ""
        presetBox.currentIndex = 0
        chosenCatalogues = catalogueList.map(c => c.id)
        nameField.forceActiveFocus()
    }

    function toggleCatalogue(id, on) {
        const rest = chosenCatalogues.filter(c => c !== id)
        chosenCatalogues = on ? rest.concat([id]) : rest
    }

    function request() {
        const r = { "ruleset": rulesetId, "nation": nationId, "catalogues": chosenCatalogues, "name": nameField.text }
        if (custom) {
            r.units = unitsSpin.value
            r.upgrades = upgradesSpin.value
            r.maxBases = basesSpin.value
        } else {
            r.preset = presetList[presetBox.currentIndex].id
        }
        return r
    }

    onAccepted: {
        if (document)
            document.newRoster(request())
    }

    Component.onCompleted: {
        const ok = standardButton(Dialog.Ok)
        if (ok) {
            ok.objectName = "newRosterOk"
            ok.text = Qt.binding(() => qsTr("Create"))
        }
        standardButton(Dialog.Cancel).text = Qt.binding(() => qsTr("Cancel"))
    }

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: Style.margin
        rowSpacing: Style.spacing

        Label { text: qsTr("Name") }
        TextField {
            id: nameField
            objectName: "newRosterName"
            placeholderText: qsTr("e.g. VIII Corps, Leipzig tournament")
            Layout.fillWidth: true
            selectByMouse: true
        }

        Label { text: qsTr("Ruleset") }
        ComboBox {
            id: rulesetBox
            objectName: "newRosterRuleset"
            model: Workspace.rulesets
            textRole: "name"
            valueRole: "id"
            Layout.fillWidth: true
        }

        Label { text: qsTr("Format") }
        ComboBox {
            id: presetBox
            objectName: "newRosterPreset"
            Layout.fillWidth: true
            model: dialog.presetList.map(p => qsTr("%1 (units %2 + upgrades %3, at most %4 bases)")
                                                .arg(p.id).arg(p.units).arg(p.upgrades).arg(p.maxBases))
                                    .concat([qsTr("Custom limits agreed by the players")])
        }

        Label {
            text: qsTr("Limits")
            visible: dialog.custom
        }
        RowLayout {
            visible: dialog.custom
            spacing: Style.spacing
            Label { text: qsTr("units") }
            SpinBox { id: unitsSpin; objectName: "newRosterUnits"; from: 1; to: 100000; value: 32; editable: true }
            Label { text: qsTr("upgrades") }
            SpinBox { id: upgradesSpin; objectName: "newRosterUpgrades"; from: 0; to: 100000; value: 8; editable: true }
            Label { text: qsTr("bases") }
            SpinBox { id: basesSpin; objectName: "newRosterBases"; from: 1; to: 100000; value: 20; editable: true }
        }

        Label { text: qsTr("Nation") }
        ComboBox {
            id: nationBox
            objectName: "newRosterNation"
            model: dialog.nationList
            textRole: "name"
            valueRole: "id"
            Layout.fillWidth: true
        }

        Label {
            text: qsTr("Catalogues")
            Layout.alignment: Qt.AlignTop
            topPadding: 8
        }
        ColumnLayout {
            spacing: 0
            Layout.fillWidth: true
            Repeater {
                model: dialog.catalogueList
                delegate: CheckBox {
                    id: catalogueBox
                    required property var modelData
                    text: modelData.demo ? qsTr("%1 — demo statistics").arg(modelData.name) : modelData.name
                    checked: dialog.chosenCatalogues.indexOf(modelData.id) >= 0
                    onToggled: dialog.toggleCatalogue(modelData.id, checked)
                    Layout.fillWidth: true
                    contentItem: Label {
                        leftPadding: catalogueBox.indicator.width + catalogueBox.spacing
                        text: catalogueBox.text
                        wrapMode: Text.Wrap
                    }
                }
            }
            Label {
                visible: dialog.catalogueList.length === 0
                text: qsTr("No catalogue for this nation.")
                opacity: 0.7
            }
        }
    }
}
