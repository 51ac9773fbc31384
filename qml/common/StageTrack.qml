// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A track of numbered boxes, as printed on a board game's map (stages, turns): the current box stands out, the
// ones already played are dimmed, and markers lie on boxes (a reinforcement's stage, a stage to check). Knows no
// game: the view that uses it says how many boxes, which is current and what lies where.
Frame {
    id: track
    // How many boxes, numbered from 1.
    property int count: 24
    // The current box (1-based); 0: none yet.
    property int current: 0
    // Boxes per row.
    property int columns: 12
    // Markers: [{box (1-based), text (short, on the box), tip (a sentence), color}]; several may share a box.
    property var markers: []
    // The box after the last one (count + 1) may hold markers too ("never", "off the track"): shown when one does.
    readonly property var offTrack: markers.filter(m => m.box > count || m.box < 1)
    signal boxClicked(int box)

    function markersAt(box) {
        return track.markers.filter(m => m.box === box)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        GridLayout {
            columns: track.columns
            rowSpacing: 3
            columnSpacing: 3
            Layout.fillWidth: true

            Repeater {
                model: track.count
                delegate: Rectangle {
                    id: box
                    required property int index
                    readonly property int number: index + 1
                    readonly property var here: track.markersAt(number)
                    objectName: "trackBox" + number
                    Layout.fillWidth: true
                    Layout.preferredWidth: 34
                    Layout.preferredHeight: 42
                    radius: 3
                    color: number === track.current ? track.palette.highlight : track.palette.base
                    opacity: number < track.current ? 0.55 : 1
                    border.color: track.palette.mid
                    border.width: number === track.current ? 2 : 1

                    Label {
                        anchors.top: parent.top
                        anchors.left: parent.left
                        anchors.margins: 3
                        text: box.number
                        font.pixelSize: 11
                        font.bold: box.number === track.current
                        color: box.number === track.current ? track.palette.highlightedText : track.palette.text
                    }
                    Row {
                        anchors.bottom: parent.bottom
                        anchors.right: parent.right
                        anchors.margins: 2
                        spacing: 1
                        Repeater {
                            model: box.here
                            delegate: Rectangle {
                                id: marker
                                required property var modelData
                                width: markerText.implicitWidth + 6
                                height: 16
                                radius: 3
                                color: modelData.color || "#8e24aa"
                                Label {
                                    id: markerText
                                    anchors.centerIn: parent
                                    text: marker.modelData.text
                                    color: "white"
                                    font.pixelSize: 10
                                    font.bold: true
                                }
                                ToolTip.visible: markerHover.hovered && marker.modelData.tip !== undefined
                                ToolTip.text: marker.modelData.tip || ""
                                HoverHandler { id: markerHover }
                            }
                        }
                    }
                    TapHandler { onTapped: track.boxClicked(box.number) }
                }
            }
        }

        // Markers beyond the track: a marker's text and its sentence.
        Repeater {
            model: track.offTrack
            delegate: Label {
                required property var modelData
                text: modelData.text + ": " + (modelData.tip || "")
                wrapMode: Text.Wrap
                opacity: 0.85
                Layout.fillWidth: true
            }
        }
    }
}
