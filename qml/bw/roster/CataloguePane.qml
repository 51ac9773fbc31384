// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// Every unit of the roster's catalogues, filtered by the catalogue model itself (search, arm, cost class, trait).
// A unit goes into the chosen division by the button, by Enter, or by dragging it onto a division row.
Pane {
    id: pane
    property var catalogueModel: null
    property DragProxy dragProxy: null
    property int targetDivision: -1
    property string targetDivisionName: ""
    readonly property var currentUnit: unitList.currentItem ? (unitList.currentItem as CatalogueUnitRow).unit : null
    readonly property alias searchField: searchField
    readonly property alias list: unitList

    signal addRequested(string unitId)

    padding: Style.spacing

    function focusSearch() {
        searchField.forceActiveFocus()
        searchField.selectAll()
    }

    function addCurrent() {
        if (currentUnit && targetDivision >= 0)
            addRequested(currentUnit.unitId)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Style.spacing

        Label {
            text: qsTr("Catalogue")
            font.bold: true
            font.pixelSize: 15
        }

        TextField {
            id: searchField
            objectName: "catalogueSearch"
            placeholderText: qsTr("Search units (Ctrl+F)")
            selectByMouse: true
            Layout.fillWidth: true
            onTextChanged: if (pane.catalogueModel) pane.catalogueModel.search = text
            Keys.onDownPressed: unitList.forceActiveFocus()
            Keys.onReturnPressed: unitList.forceActiveFocus()
        }

        RowLayout {
            spacing: Style.spacing
            Layout.fillWidth: true
            ComboBox {
                id: armFilter
                objectName: "armFilter"
                Layout.fillWidth: true
                textRole: "text"
                valueRole: "value"
                model: [
                    { "value": "", "text": qsTr("All arms") },
                    { "value": "infantry", "text": qsTr("Infantry") },
                    { "value": "cavalry", "text": qsTr("Cavalry") },
                    { "value": "artillery", "text": qsTr("Artillery") }
                ]
                // From the filter, not kept by the box: a language switch gives a new model, which would show index 0.
                currentIndex: Math.max(0, model.findIndex(o => o.value === (pane.catalogueModel ? pane.catalogueModel.arm : "")))
                onActivated: if (pane.catalogueModel) pane.catalogueModel.arm = currentValue
            }
            ComboBox {
                id: classFilter
                objectName: "costClassFilter"
                Layout.preferredWidth: 110
                model: [qsTr("Any class")].concat(pane.catalogueModel && pane.catalogueModel.costClassOptions
                                                  ? pane.catalogueModel.costClassOptions : ["A", "B", "C", "D", "E"])
                currentIndex: Math.max(0, pane.catalogueModel && pane.catalogueModel.costClass !== ""
                                          ? model.indexOf(pane.catalogueModel.costClass) : 0)
                onActivated: if (pane.catalogueModel) pane.catalogueModel.costClass = currentIndex === 0 ? "" : currentText
            }
        }
        ComboBox {
            id: traitFilter
            objectName: "traitFilter"
            Layout.fillWidth: true
            // The traits present in the catalogues, from the model; without them the filter stays hidden.
            readonly property var options: pane.catalogueModel && pane.catalogueModel.traitOptions
                                            ? pane.catalogueModel.traitOptions : []
            visible: options.length > 0
            textRole: "name"
            valueRole: "id"
            model: [{ "id": "", "name": qsTr("Any trait") }, ...options.map(t => ({ "id": t, "name": Labels.trait(t) }))]
            currentIndex: Math.max(0, model.findIndex(o => o.id === (pane.catalogueModel ? pane.catalogueModel.trait : "")))
            onActivated: if (pane.catalogueModel) pane.catalogueModel.trait = currentValue
        }

        ListView {
            id: unitList
            objectName: "catalogueList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: pane.catalogueModel
            currentIndex: 0
            keyNavigationEnabled: true
            activeFocusOnTab: true
            boundsBehavior: Flickable.StopAtBounds
            highlightMoveDuration: 0
            ScrollBar.vertical: ScrollBar {}
            Keys.onReturnPressed: pane.addCurrent()
            Keys.onEnterPressed: pane.addCurrent()

            delegate: CatalogueUnitRow {
                dragProxy: pane.dragProxy
                onSelected: {
                    unitList.currentIndex = index
                    unitList.forceActiveFocus()
                }
                onAddRequested: pane.addCurrent()
            }

            Label {
                anchors.centerIn: parent
                visible: unitList.count === 0
                text: qsTr("No unit matches.")
                opacity: 0.7
            }
        }

        Button {
            id: addButton
            objectName: "addUnitButton"
            Layout.fillWidth: true
            enabled: pane.currentUnit !== null && pane.targetDivision >= 0
            text: pane.targetDivision < 0 ? qsTr("Add a division first")
                 : pane.targetDivisionName !== "" ? qsTr("Add to %1 (Enter)").arg(pane.targetDivisionName)
                 : qsTr("Add to the division (Enter)")
            // A long division name wraps to a second line instead of cutting the label ("(Enter)" stays seen).
            contentItem: Label {
                text: addButton.text
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                color: addButton.palette.buttonText
                font: addButton.font
            }
            onClicked: pane.addCurrent()
        }
    }
}
