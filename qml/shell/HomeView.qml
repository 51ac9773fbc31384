// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// The start: recent files, "New roster", "Open", every game area's ways in, and work an earlier session left unsaved.
Page {
    id: home
    signal newRosterRequested()
    signal openRequested()
    // `kind`: "" a roster, "ksk-game" or "macgame" a game, "ksk-scenario" a KSK scenario (each opened in its own view).
    signal openUrlRequested(url fileUrl, string kind)
    signal recoverRequested(var autosave)
    signal catalogueEditorRequested()
    // A way into a game area (GameAreas.list's entries): the area's id and the entry's action ("show", "new", …).
    signal areaRequested(string area, string action)

    // "patrol-demo" → "PatrolDemo", for the buttons' object names.
    function capitalised(id) {
        return id.split("-").map(w => w.charAt(0).toUpperCase() + w.slice(1)).join("")
    }

    padding: 24
    // Back at home: the recent files may have changed on disk meanwhile (a save elsewhere, another program).
    onVisibleChanged: if (visible) Workspace.refreshRecentFiles()

    ColumnLayout {
        anchors.fill: parent
        spacing: 16

        RowLayout {
            spacing: 16
            Layout.fillWidth: true
            Image {
                source: "qrc:/qt/qml/Sztab/icons/sztab.svg"
                sourceSize.width: 56
                sourceSize.height: 56
                visible: status === Image.Ready
            }
            ColumnLayout {
                spacing: 2
                Label {
                    text: qsTr("Sztab")
                    font.pixelSize: 28
                    font.bold: true
                }
                Label {
                    text: qsTr("Army lists for Bogowie wojny – Napoleon")
                    opacity: 0.75
                }
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "homeNewButton"
                text: qsTr("New roster…")
                highlighted: true
                onClicked: home.newRosterRequested()
            }
            Button {
                objectName: "homeOpenButton"
                text: qsTr("Open…")
                onClicked: home.openRequested()
            }
            Button {
                objectName: "homeCataloguesButton"
                text: qsTr("Catalogues…")
                onClicked: home.catalogueEditorRequested()
            }
        }

        // Every game area's ways in (GameAreas: each game registers its own), one row a game.
        Flow {
            objectName: "homeAreas"
            Layout.fillWidth: true
            spacing: Style.spacing
            Repeater {
                model: GameAreas.list
                delegate: Repeater {
                    id: areaEntries
                    required property var modelData
                    model: modelData.entries.filter(e => e.onHome)
                    delegate: Button {
                        required property var modelData
                        // "homePlannerButton" shows the area; "homeKskNewButton" starts something in it.
                        objectName: "home" + home.capitalised(areaEntries.modelData.id)
                                    + (modelData.action === "show" ? "" : home.capitalised(modelData.action)) + "Button"
                        text: modelData.text
                        onClicked: home.areaRequested(areaEntries.modelData.id, modelData.action)
                    }
                }
            }
        }

        // Rosters, plans and catalogues left unsaved by a crash, offered back first: losing work is worse than
        // anything else here.
        Frame {
            objectName: "autosavePanel"
            visible: Workspace.recoverableAutosaves.length > 0
            Layout.fillWidth: true
            ColumnLayout {
                anchors.fill: parent
                spacing: Style.spacing
                Label {
                    text: qsTr("Unsaved work from an earlier session")
                    font.bold: true
                }
                Repeater {
                    model: Workspace.recoverableAutosaves
                    delegate: RowLayout {
                        id: autosaveRow
                        required property var modelData
                        spacing: Style.spacing
                        Layout.fillWidth: true
                        Label {
                            // "Battle plan: Austerlitz (autosaved 27.11.2026 19:40)": the kind's title from the registry.
                            text: qsTr("%1: %2 (autosaved %3)").arg(GameAreas.kindTitle(autosaveRow.modelData.kind || "roster"))
                                  .arg(autosaveRow.modelData.name).arg(autosaveRow.modelData.savedAtText)
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Button {
                            objectName: "recoverAutosave"
                            text: qsTr("Recover")
                            onClicked: home.recoverRequested(autosaveRow.modelData)
                        }
                        Button {
                            objectName: "discardAutosave"
                            text: qsTr("Discard")
                            flat: true
                            onClicked: Workspace.discardAutosave(autosaveRow.modelData.autosaveUrl)
                        }
                    }
                }
            }
        }

        // The way through, for a first-time player: no manual needed.
        Frame {
            objectName: "firstSteps"
            Layout.fillWidth: true
            RowLayout {
                anchors.fill: parent
                spacing: 24
                Repeater {
                    model: [
                        qsTr("1. New roster (Ctrl+N): choose the nation and the 32+8 format."),
                        qsTr("2. Add a division, then units from the catalogue: Enter, the button or drag and drop."),
                        qsTr("3. Watch the totals and the issues: click an issue to go to its entry."),
                        qsTr("4. Draw the commanders (Ctrl+G), save (Ctrl+S) and copy the list as text for the forum.")
                    ]
                    delegate: Label {
                        required property string modelData
                        text: modelData
                        wrapMode: Text.Wrap
                        opacity: 0.85
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                    }
                }
            }
        }

        Label {
            text: qsTr("Recent files")
            font.pixelSize: 18
            font.bold: true
        }

        ListView {
            id: recentList
            objectName: "recentList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            keyNavigationEnabled: true
            activeFocusOnTab: true
            model: Workspace.recentFiles
            ScrollBar.vertical: ScrollBar {}

            delegate: ItemDelegate {
                id: recentRow
                required property var modelData
                required property int index
                width: ListView.view.width
                highlighted: ListView.isCurrentItem && recentList.activeFocus
                onClicked: home.openUrlRequested(modelData.url, modelData.kind || "")
                Keys.onReturnPressed: home.openUrlRequested(modelData.url, modelData.kind || "")
                // By id, not written in place: ids in a deferred contentItem make it immediate anyway (qmllint).
                contentItem: recentContent
                RowLayout {
                    id: recentContent
                    spacing: 16
                    ColumnLayout {
                        spacing: 0
                        Layout.fillWidth: true
                        Label {
                            text: recentRow.modelData.name
                            font.bold: true
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            text: decodeURIComponent(String(recentRow.modelData.url).replace(/^file:\/\//, ""))
                            opacity: 0.65
                            font.pixelSize: 11
                            elide: Text.ElideMiddle
                            Layout.fillWidth: true
                        }
                    }
                    // The file as it is now (recentcheck.h): a file gone or replaced says so instead of "legal".
                    readonly property bool usable: (recentRow.modelData.state || "ok") === "ok"
                    // A game (KSK, Maciejowice): which one and its stage instead of a roster's nation and points.
                    readonly property string gameKind: recentRow.modelData.kind || ""
                    Label {
                        objectName: "recentKind"
                        visible: recentContent.gameKind !== ""
                        text: GameAreas.kindTitle(recentContent.gameKind) + " · " + qsTr("stage %1").arg(recentRow.modelData.stage || 0)
                    }
                    Label { visible: recentContent.gameKind === ""; text: recentRow.modelData.nation || "" }
                    Label {
                        visible: parent.usable && recentContent.gameKind === ""
                        text: qsTr("%1 pts").arg(Style.number(recentRow.modelData.points))
                    }
                    Label {
                        objectName: "recentVerdict"
                        visible: !parent.usable || recentContent.gameKind === ""
                        text: !parent.usable ? (recentRow.modelData.state === "missing" ? qsTr("missing") : qsTr("cannot open"))
                             : recentRow.modelData.valid ? qsTr("legal") : qsTr("not legal")
                        color: parent.usable && recentRow.modelData.valid ? Style.ok : Style.error
                        font.bold: true
                        Layout.minimumWidth: 80
                        ToolTip.visible: !parent.usable && verdictHover.hovered
                        ToolTip.text: recentRow.modelData.problem || ""
                        HoverHandler { id: verdictHover }
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                width: parent.width * 0.7
                visible: recentList.count === 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                opacity: 0.7
                text: qsTr("No recent files yet. Start with \"New roster…\" (Ctrl+N) or open a .bwroster file (Ctrl+O); saved games are listed here too.")
            }
        }
    }
}
