// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Sztab.Backend
import Sztab.Common

// The table to scale (the core's map painter in PlanMapItem) and the mouse on it: click selects, drag moves a
// piece, a division or a hidden position (one undo step per drag), drag on the empty table or with the right
// button pans, the wheel zooms about the pointer. With a palette entry armed, a click places it there.
// The selection's handles (PlanMapItem.handles, hit before anything else): a line's or polygon's points are dragged
// one at a time, a double-click on a side adds a point, Alt+click, right-click or Delete on a point removes it; a
// rectangle's round handle turns it (Shift: 15° steps) and its squares resize it; a division's round handle turns it.
// Keys: R / Shift+R turn the selection, Delete removes it (or its picked point), arrows nudge it 1 cm (Shift: 5),
// + / - zoom, 0 fits.
// In the patrol phase (B19 6, PatrolSession.shown) the mouse works the markers instead: a click with a marker armed
// places it, a drag of one's own marker moves it (the core's shortened stop drawn while dragging, a refusal in the
// banner), a click selects a marker; nothing of the terrain can be edited then.
Item {
    id: view
    property PlanDocument document: null
    property PatrolSession patrol: null
    readonly property bool patrolMode: !!patrol && patrol.shown
    readonly property alias map: mapItem
    readonly property alias pointMenu: pointMenu
    // What a click places: {type, variant, name} of the palette, "ambush:<regiment>", or null.
    property var armed: null
    signal placed()

    // The selected piece's row; reading the list's revision makes the binding follow edits of that row.
    readonly property var selectedInfo: document && document.pieces.revision >= 0 && mapItem.selectedPiece >= 0
                                        && mapItem.selectedPiece < document.pieces.count
                                        ? document.pieces.get(mapItem.selectedPiece) : null

    function clearSelection() {
        mapItem.selectedPiece = -1
        mapItem.selectedFormation = -1
        mapItem.selectedAmbush = -1
    }
    function selectPiece(i) { clearSelection(); mapItem.selectedPiece = i }
    function selectFormation(i) { clearSelection(); mapItem.selectedFormation = i }

    function nudge(dx, dy) {
        if (mapItem.selectedPiece >= 0)
            document.movePiece(mapItem.selectedPiece, dx, dy)
        else if (mapItem.selectedFormation >= 0)
            document.moveFormation(mapItem.selectedFormation, dx, dy)
        else if (mapItem.selectedAmbush >= 0)
            document.moveAmbush(mapItem.selectedAmbush, dx, dy)
    }
    function turn(degrees) {
        if (mapItem.selectedPiece >= 0)
            document.rotatePiece(mapItem.selectedPiece, degrees)
        else if (mapItem.selectedFormation >= 0)
            document.rotateFormation(mapItem.selectedFormation, degrees)
    }
    function removePoint(vertex) {
        if (mapItem.selectedPiece >= 0 && vertex >= 0 && document.removePoint(mapItem.selectedPiece, vertex))
            mapItem.selectedVertex = -1
    }
    function removeSelected() {
        if (mapItem.selectedPiece >= 0 && mapItem.selectedVertex >= 0) {
            removePoint(mapItem.selectedVertex) // the picked point, not the whole piece
            return
        }
        if (mapItem.selectedPiece >= 0)
            document.removePiece(mapItem.selectedPiece)
        else if (mapItem.selectedFormation >= 0)
            document.removeFormation(mapItem.selectedFormation)
        else if (mapItem.selectedAmbush >= 0)
            document.removeAmbush(mapItem.selectedAmbush)
        clearSelection()
    }

    PlanMapItem {
        id: mapItem
        objectName: "planMap"
        anchors.fill: parent
        document: view.document
        patrol: view.patrol
    }

    MouseArea {
        id: mouse
        objectName: "planMapMouse"
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton | Qt.MiddleButton
        hoverEnabled: true
        focus: true
        cursorShape: view.armed ? Qt.CrossCursor : dragging === "pan" ? Qt.ClosedHandCursor : Qt.ArrowCursor
        property string dragging: "" // "piece", "formation", "ambush", "vertex", "rotate", "resize", "pan"
        property point last
        property int handle: -1       // the point or resize handle being dragged
        property point grabOffset     // from the pointer to the handle's centre, kept during a resize

        // The round handle: the selection's top (a division's front) faces the pointer; Shift snaps to 15°, also
        // when it is pressed only as the button is let go.
        function turnTowards(event) {
            const t = mapItem.toTable(event.x, event.y)
            const snap = (event.modifiers & Qt.ShiftModifier) ? 15 : 0
            if (mapItem.selectedPiece >= 0) view.document.turnPieceTowards(mapItem.selectedPiece, t.x, t.y, snap)
            else view.document.turnFormationTowards(mapItem.selectedFormation, t.x, t.y, snap)
        }

        // A handle of the selection, before anything under it: returns true when it took the press.
        function pressHandle(event) {
            const h = mapItem.handleAt(event.x, event.y)
            if (h.kind === undefined)
                return false
            handle = h.index
            if (h.kind === "vertex") {
                mapItem.selectedVertex = h.index
                if (event.button === Qt.RightButton) {
                    pointMenu.vertex = h.index
                    pointMenu.popup()
                    dragging = ""
                    return true
                }
                if (event.modifiers & Qt.AltModifier) {
                    view.removePoint(h.index)
                    dragging = ""
                    return true
                }
            } else if (event.button !== Qt.LeftButton) {
                return false
            }
            dragging = h.kind
            grabOffset = Qt.point(h.x - event.x, h.y - event.y)
            view.document.beginDrag()
            return true
        }

        onPressed: event => {
            view.forceActiveFocus()
            last = Qt.point(event.x, event.y)
            if (!view.document || !view.document.loaded)
                return
            if (view.patrolMode) {
                patrolPress(event)
                return
            }
            if (!view.armed && pressHandle(event))
                return
            if (event.button !== Qt.LeftButton) {
                dragging = "pan"
                return
            }
            const t = mapItem.toTable(event.x, event.y)
            if (view.armed) {
                if (typeof view.armed === "string") {
                    view.document.addAmbush(view.armed.substring(7), t.x, t.y)
                    view.clearSelection()
                    mapItem.selectedAmbush = view.document.ambushes.count - 1
                } else {
                    const i = view.document.addPiece(view.armed.type, view.armed.variant, t.x, t.y)
                    if (i >= 0)
                        view.selectPiece(i)
                }
                if (!(event.modifiers & Qt.ShiftModifier)) // Shift keeps the palette entry for the next click
                    view.armed = null
                view.placed()
                dragging = ""
                return
            }
            // A side of the selected line or polygon keeps it selected (a polygon's outline is grabbed from
            // outside too), so that a double-click there adds a point.
            if (mapItem.selectedPiece >= 0 && mapItem.segmentAt(event.x, event.y) >= 0) {
                mapItem.selectedVertex = -1
                dragging = "piece"
                view.document.beginDrag()
                return
            }
            const a = view.document.secretsOf !== "" ? mapItem.ambushAt(event.x, event.y) : -1
            const f = a < 0 ? mapItem.formationAt(event.x, event.y) : -1
            const p = a < 0 && f < 0 ? mapItem.pieceAt(event.x, event.y) : -1
            view.clearSelection()
            if (a >= 0) { mapItem.selectedAmbush = a; dragging = "ambush" }
            else if (f >= 0) { mapItem.selectedFormation = f; dragging = "formation" }
            else if (p >= 0) { mapItem.selectedPiece = p; dragging = "piece" }
            else dragging = "pan"
            if (dragging !== "pan")
                view.document.beginDrag()
        }
        // The patrol phase: place the armed marker, or take one's own marker to drag it, or select one.
        property string marker: ""
        property point pressedAt
        function patrolPress(event) {
            if (event.button !== Qt.LeftButton) {
                dragging = "pan"
                return
            }
            const t = mapItem.toTable(event.x, event.y)
            if (view.patrol.armedMarker !== "") {
                view.patrol.place(view.patrol.armedMarker, t.x, t.y)
                dragging = ""
                return
            }
            const m = mapItem.markerAt(event.x, event.y)
            if (m === "") {
                view.patrol.selectedMarker = ""
                dragging = "pan"
                return
            }
            view.patrol.selectedMarker = m
            marker = m
            pressedAt = Qt.point(event.x, event.y)
            dragging = view.patrol.canMove(m) ? "marker" : ""
        }
        onPositionChanged: event => {
            if (dragging === "")
                return
            if (dragging === "marker") {
                const t = mapItem.toTable(event.x, event.y)
                view.patrol.previewMove(marker, t.x, t.y)
                return
            }
            if (dragging === "pan") {
                mapItem.panX += event.x - last.x
                mapItem.panY += event.y - last.y
            } else if (dragging === "rotate") {
                turnTowards(event)
            } else if (dragging === "resize") {
                const t = mapItem.toTable(event.x + grabOffset.x, event.y + grabOffset.y)
                view.document.resizePieceTo(mapItem.selectedPiece, handle, t.x, t.y)
            } else {
                const from = mapItem.toTable(last.x, last.y)
                const to = mapItem.toTable(event.x, event.y)
                const dx = to.x - from.x, dy = to.y - from.y
                if (dragging === "vertex") view.document.movePoint(mapItem.selectedPiece, handle, dx, dy)
                else if (dragging === "piece") view.document.movePiece(mapItem.selectedPiece, dx, dy)
                else if (dragging === "formation") view.document.moveFormation(mapItem.selectedFormation, dx, dy)
                else view.document.moveAmbush(mapItem.selectedAmbush, dx, dy)
            }
            last = Qt.point(event.x, event.y)
        }
        onReleased: event => {
            if (dragging === "marker") {
                dragging = ""
                view.patrol.clearPreview()
                // A click on a marker only selects it; a drag of a few pixels or more moves it.
                if (Math.hypot(event.x - pressedAt.x, event.y - pressedAt.y) >= 4) {
                    const t = mapItem.toTable(event.x, event.y)
                    view.patrol.move(marker, t.x, t.y)
                }
                return
            }
            if (dragging === "rotate" && view.document)
                turnTowards(event)
            if (dragging !== "" && dragging !== "pan" && view.document)
                view.document.endDrag()
            dragging = ""
        }
        onDoubleClicked: event => {
            if (!view.document || !view.document.loaded || view.armed || view.patrolMode || mapItem.selectedPiece < 0)
                return
            const side = mapItem.segmentAt(event.x, event.y)
            if (side < 0 || mapItem.handleAt(event.x, event.y).kind !== undefined)
                return
            const t = mapItem.toTable(event.x, event.y)
            if (view.document.insertPoint(mapItem.selectedPiece, side, t.x, t.y))
                mapItem.selectedVertex = side + 1
        }
        onWheel: wheel => mapItem.zoomAt(wheel.x, wheel.y, wheel.angleDelta.y > 0 ? 1.15 : 1 / 1.15)
    }

    Keys.onPressed: event => {
        if (view.patrolMode && event.key !== Qt.Key_Plus && event.key !== Qt.Key_Equal && event.key !== Qt.Key_Minus
                && event.key !== Qt.Key_0 && event.key !== Qt.Key_Escape)
            return // no terrain edits in the patrol phase
        if (view.patrolMode && event.key === Qt.Key_Escape) {
            view.patrol.armedMarker = ""
            view.patrol.selectedMarker = ""
            event.accepted = true
            return
        }
        const step = (event.modifiers & Qt.ShiftModifier) ? 5 : 1
        switch (event.key) {
        case Qt.Key_R: view.turn((event.modifiers & Qt.ShiftModifier) ? -15 : 15); break
        case Qt.Key_Delete:
        case Qt.Key_Backspace: view.removeSelected(); break
        case Qt.Key_Left: view.nudge(-step, 0); break
        case Qt.Key_Right: view.nudge(step, 0); break
        case Qt.Key_Up: view.nudge(0, step); break    // A at the bottom: up is towards B
        case Qt.Key_Down: view.nudge(0, -step); break
        case Qt.Key_Plus:
        case Qt.Key_Equal: mapItem.zoomAt(width / 2, height / 2, 1.25); break
        case Qt.Key_Minus: mapItem.zoomAt(width / 2, height / 2, 0.8); break
        case Qt.Key_0: mapItem.resetView(); break
        case Qt.Key_Escape: view.armed = null; view.clearSelection(); break
        default: return
        }
        event.accepted = true
    }

    Label {
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: Style.spacing
        visible: view.armed !== null
        padding: 6
        background: Rectangle { color: palette.toolTipBase; radius: 4; opacity: 0.9 }
        text: !view.armed ? "" : typeof view.armed === "string"
              ? qsTr("Click where %1 hides (Esc cancels)").arg(view.armed.substring(7))
              : qsTr("Click on the table to place: %1 (Shift+click keeps it, Esc cancels)").arg(view.armed.name)
    }

    Label {
        objectName: "patrolArmedHint"
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: Style.spacing
        visible: view.patrolMode && view.patrol.armedMarker !== ""
        padding: 6
        background: Rectangle { color: palette.toolTipBase; radius: 4; opacity: 0.9 }
        text: view.patrolMode ? qsTr("Click in your deployment zone to place marker %1 (Esc cancels)").arg(view.patrol.armedLabel) : ""
    }

    Menu {
        id: pointMenu
        property int vertex: -1
        MenuItem {
            text: qsTr("Remove this point")
            enabled: !!view.selectedInfo && view.selectedInfo.points.length > (view.selectedInfo.shape === "line" ? 2 : 3)
            onTriggered: view.removePoint(pointMenu.vertex)
        }
    }

    // What the mouse can do with the selection, at the top of the map (where the placing hint goes while armed):
    // the bases of operations and A's edge at the foot stay in sight.
    Label {
        objectName: "planMapHint"
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: Style.spacing
        width: Math.min(implicitWidth, parent.width - 2 * Style.spacing)
        wrapMode: Text.Wrap
        visible: text !== "" && !view.armed && !view.patrolMode
        padding: 6
        background: Rectangle { color: palette.toolTipBase; radius: 4; opacity: 0.9 }
        text: view.selectedInfo && view.selectedInfo.shape !== "rectangle"
              ? qsTr("Drag a square to move a point · double-click a side to add one · Alt+click, right-click or Delete removes one")
              : view.selectedInfo ? qsTr("Drag the round handle to turn (Shift: 15° steps) · drag a square to resize · R turns 15°")
              : mapItem.selectedFormation >= 0 ? qsTr("Drag the round handle to turn the division (Shift: 15° steps) · R turns 15°")
              : ""
    }

    Label {
        anchors.centerIn: parent
        visible: !view.document || !view.document.loaded
        width: parent.width * 0.6
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: "white"
        text: qsTr("Start a new battle (table size, the players' rosters) or open a saved plan.")
    }
}
