// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// One unit in the catalogue pane's list (CataloguePane.qml): name, points, arm, class, bases and how many the roster
// holds. A click selects it, a double click adds it, a drag carries it onto a division row. A file of its own so
// that the pane can read the current row as one (`as` needs a named type; Qt 6.4 cannot cast to an inline one).
// Its texts keep the pane's translation context, where they were translated.
ItemDelegate {
    id: row
    required property int index
    required property var model
    property DragProxy dragProxy: null
    signal selected()      // a click or a press: the list makes this row current and takes the focus
    signal addRequested()  // a double click: into the chosen division
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
        "historicalNote": model.historicalNote, "hasPoints": hasPoints
    })
    // B19 has no points system: no points and no cost class to show (the model says so).
    readonly property bool hasPoints: model.hasPoints !== false
    readonly property string armText: arm === "infantry" ? qsTranslate("CataloguePane", "infantry")
                                    : arm === "cavalry" ? qsTranslate("CataloguePane", "cavalry")
                                    : arm === "artillery" ? qsTranslate("CataloguePane", "artillery") : arm

    width: ListView.view.width
    highlighted: ListView.isCurrentItem
    padding: 6
    onClicked: row.selected()
    onDoubleClicked: row.addRequested()

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
                visible: row.hasPoints
                text: qsTranslate("CataloguePane", "%1 pts").arg(Style.number(row.points))
                font.bold: true
            }
        }
        RowLayout {
            spacing: 6
            Label {
                text: row.hasPoints ? qsTranslate("CataloguePane", "%1 · class %2 · %3 bases")
                                      .arg(row.armText).arg(row.costClass).arg(row.bases)
                                    : qsTranslate("CataloguePane", "%1 · %2 bases").arg(row.armText).arg(row.bases)
                opacity: 0.7
                font.pixelSize: 11
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                visible: row.inRoster > 0
                text: row.max > 0 ? qsTranslate("CataloguePane", "in roster %1/%2").arg(row.inRoster).arg(row.max)
                                  : qsTranslate("CataloguePane", "in roster %1").arg(row.inRoster)
                font.pixelSize: 11
                color: row.max > 0 && row.inRoster >= row.max ? Style.warning : palette.text
            }
        }
    }

    // Dragging starts past a small threshold, so a click still selects; the list cannot steal it.
    MouseArea {
        anchors.fill: parent
        preventStealing: true
        drag.target: row.dragProxy
        drag.threshold: 8
        onPressed: mouse => {
            if (row.dragProxy) {
                const p = mapToItem(row.dragProxy.parent, mouse.x, mouse.y)
                row.dragProxy.x = p.x + 10
                row.dragProxy.y = p.y + 10
            }
            row.selected()
        }
        onDoubleClicked: row.addRequested()
        drag.onActiveChanged: {
            if (!row.dragProxy)
                return
            if (drag.active)
                row.dragProxy.begin({ "kind": "unit", "unitId": row.unitId, "label": row.name })
            else
                row.dragProxy.finish()
        }
    }
}
