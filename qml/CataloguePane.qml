pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Every unit of the roster's catalogues, filtered by the catalogue model itself (search, arm, cost class, trait).
// A unit goes into the chosen division by the button, by Enter, or by dragging it onto a division row.
Pane {
    id: pane
    property var catalogueModel: null
    property DragProxy dragProxy: null
    property int targetDivision: -1
    property string targetDivisionName: ""
    readonly property var currentUnit: unitList.currentItem ? (unitList.currentItem as UnitRow).unit : null
    readonly property alias searchField: searchField
    readonly property alias list: unitList

    signal addRequested(string unitId)

    // One unit of the list; a component of its own so that currentItem can be read as one.
    component UnitRow: ItemDelegate {
        id: row
        required property int index
        required property var model
        readonly property string unitId: model.unitId
        readonly property string name: model.name
        readonly property string costClass: model.costClass || ""
        readonly property var points: model.points
        readonly property var bases: model.bases
        readonly property int inRoster: model.inRoster || 0
        readonly property int max: model.max || 0
        readonly property string arm: model.arm || ""
        readonly property var unit: ({
            "unitId": model.unitId, "name": model.name, "catalogueName": model.catalogueName, "arm": arm,
            "armName": armText, "costClass": costClass, "points": points, "bases": bases,
            "traits": model.traits, "max": max, "inRoster": inRoster, "profiles": model.profiles,
            "historicalNote": model.historicalNote
        })
        readonly property string armText: arm === "infantry" ? qsTr("infantry")
                                        : arm === "cavalry" ? qsTr("cavalry")
                                        : arm === "artillery" ? qsTr("artillery") : arm

        width: ListView.view.width
        highlighted: ListView.isCurrentItem
        padding: 6
        onClicked: {
            unitList.currentIndex = index
            unitList.forceActiveFocus()
        }
        onDoubleClicked: pane.addCurrent()

        contentItem: ColumnLayout {
            spacing: 1
            RowLayout {
                spacing: 6
                Label {
                    text: row.name
                    font.bold: true
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Label {
                    text: qsTr("%1 pts").arg(Style.number(row.points))
                    font.bold: true
                }
            }
            RowLayout {
                spacing: 6
                Label {
                    text: qsTr("%1 · class %2 · %3 bases").arg(row.armText).arg(row.costClass).arg(row.bases)
                    opacity: 0.7
                    font.pixelSize: 11
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Label {
                    visible: row.inRoster > 0
                    text: row.max > 0 ? qsTr("in roster %1/%2").arg(row.inRoster).arg(row.max)
                                      : qsTr("in roster %1").arg(row.inRoster)
                    font.pixelSize: 11
                    color: row.max > 0 && row.inRoster >= row.max ? Style.warning : palette.text
                }
            }
        }

        // Dragging starts past a small threshold, so a click still selects; the list cannot steal it.
        MouseArea {
            anchors.fill: parent
            preventStealing: true
            drag.target: pane.dragProxy
            drag.threshold: 8
            onPressed: mouse => {
                if (pane.dragProxy) {
                    const p = mapToItem(pane.dragProxy.parent, mouse.x, mouse.y)
                    pane.dragProxy.x = p.x + 10
                    pane.dragProxy.y = p.y + 10
                }
                unitList.currentIndex = row.index
                unitList.forceActiveFocus()
            }
            onDoubleClicked: pane.addCurrent()
            drag.onActiveChanged: {
                if (!pane.dragProxy)
                    return
                if (drag.active)
                    pane.dragProxy.begin({ "kind": "unit", "unitId": row.unitId, "label": row.name })
                else
                    pane.dragProxy.finish()
            }
        }
    }

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

            delegate: UnitRow {}

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
