// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Common

// The live totals, always in view: each figure and its limit as the core counted them, red when the core says
// the limit is broken, and the verdict (click it to go to the issues).
Pane {
    id: bar
    property var document: null
    readonly property var totals: document ? document.totals : ({})
    signal verdictClicked()

    padding: 6
    leftPadding: Style.margin
    rightPadding: Style.margin

    component Figure: ColumnLayout {
        id: figure
        property string caption
        property string value
        property bool over: false
        property string name
        property string note // why a figure past its limit is still allowed
        spacing: 0
        Label {
            text: figure.caption
            font.pixelSize: 11
            opacity: 0.7
        }
        Label {
            objectName: figure.name
            text: figure.value
            font.pixelSize: 16
            font.bold: true
            color: figure.over ? Style.error : palette.windowText
        }
        Label {
            objectName: figure.name + "Note"
            visible: text !== ""
            text: figure.note
            font.pixelSize: 11
            opacity: 0.8
        }
    }

    // A figure without a limit (B19's agreed battle, custom limits without a base limit) is shown alone.
    function pair(a, b) {
        return b === undefined || b === null ? Style.number(a) : qsTr("%1 / %2").arg(Style.number(a)).arg(Style.number(b))
    }
    // B19 has no points system: no point figures and no army morale value (the core's "points" says so).
    readonly property bool points: totals.points !== false

    RowLayout {
        anchors.fill: parent
        spacing: 28

        Figure {
            visible: bar.points
            name: "totalsUnits"
            caption: qsTr("Units and generals")
            value: bar.pair(bar.totals.units, bar.totals.unitsLimit)
            over: !!bar.totals.unitsOver
        }
        Figure {
            visible: bar.points
            name: "totalsUpgrades"
            caption: qsTr("Upgrades")
            value: bar.pair(bar.totals.upgrades, bar.totals.upgradesLimit)
            over: !!bar.totals.upgradesOver
            // Past its own limit but legal: unused unit points pay for upgrades, only the two sums bind (issue 15).
            note: !bar.totals.upgradesOver && bar.totals.upgrades > bar.totals.upgradesLimit
                  ? qsTr("allowed: only %1 and %2 bind").arg(Style.number(bar.totals.unitsLimit)).arg(Style.number(bar.totals.totalLimit))
                  : ""
        }
        Figure {
            visible: bar.points
            name: "totalsTotal"
            caption: qsTr("Total points")
            value: bar.pair(bar.totals.total, bar.totals.totalLimit)
            over: !!bar.totals.totalOver
        }
        Figure {
            name: "totalsBases"
            caption: qsTr("Bases")
            value: bar.pair(bar.totals.bases, bar.totals.maxBases)
            over: !!bar.totals.basesOver
        }
        Figure {
            name: "totalsArtillery"
            caption: qsTr("Artillery bases")
            value: bar.pair(bar.totals.artillery, bar.totals.artilleryLimit)
            over: !!bar.totals.artilleryOver
        }
        Figure {
            visible: bar.points
            name: "totalsMorale"
            caption: qsTr("Army morale")
            // The value, and the level the army starts at when levels were bought (BWN 11.9, 13.3).
            value: bar.totals.armyMoraleBought > 0
                   ? qsTr("%1 · %2").arg(Style.number(bar.totals.armyMorale)).arg(bar.totals.armyMoraleLevel)
                   : Style.number(bar.totals.armyMorale)
        }

        Item { Layout.fillWidth: true }

        Button {
            objectName: "verdictButton"
            flat: true
            readonly property bool legal: bar.document ? bar.document.valid : false
            // No regiment yet: nothing to call legal (issue 15: "Legal · warnings: 1" for an empty roster).
            readonly property bool empty: bar.document !== null && bar.totals.regiments === 0
            text: !bar.document ? ""
                 : empty && bar.document.errorCount === 0
                   ? (bar.document.warningCount > 0 ? qsTr("Empty roster · warnings: %1").arg(bar.document.warningCount)
                                                    : qsTr("Empty roster"))
                 : legal && bar.document.warningCount === 0 ? qsTr("✔ Legal roster")
                 : legal ? qsTr("✔ Legal · warnings: %1").arg(bar.document.warningCount)
                 : qsTr("✖ Not legal · errors: %1 · warnings: %2").arg(bar.document.errorCount).arg(bar.document.warningCount)
            palette.buttonText: empty && legal ? bar.palette.windowText : legal ? Style.ok : Style.error
            font.bold: true
            onClicked: bar.verdictClicked()
        }
    }
}
