import QtQuick
import QtQuick.Controls
import Sztab.Backend

// The table to scale (the core's map painter in PlanMapItem) and the mouse on it: click selects, drag moves a
// piece, a division or a hidden position (one undo step per drag), drag on the empty table or with the right
// button pans, the wheel zooms about the pointer. With a palette entry armed, a click places it there.
// Keys: R / Shift+R turn the selection, Delete removes it, arrows nudge it 1 cm (Shift: 5), + / - zoom, 0 fits.
Item {
    id: view
    property PlanDocument document: null
    readonly property alias map: mapItem
    // What a click places: {type, variant, name} of the palette, "ambush:<regiment>", or null.
    property var armed: null
    signal placed()

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
    function removeSelected() {
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
    }

    MouseArea {
        id: mouse
        objectName: "planMapMouse"
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton | Qt.MiddleButton
        hoverEnabled: true
        focus: true
        cursorShape: view.armed ? Qt.CrossCursor : dragging === "pan" ? Qt.ClosedHandCursor : Qt.ArrowCursor
        property string dragging: "" // "piece", "formation", "ambush", "pan"
        property point last

        onPressed: event => {
            view.forceActiveFocus()
            last = Qt.point(event.x, event.y)
            if (!view.document || !view.document.loaded)
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
                    mapItem.selectedAmbush = view.document.ambushes.length - 1
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
        onPositionChanged: event => {
            if (dragging === "")
                return
            if (dragging === "pan") {
                mapItem.panX += event.x - last.x
                mapItem.panY += event.y - last.y
            } else {
                const from = mapItem.toTable(last.x, last.y)
                const to = mapItem.toTable(event.x, event.y)
                const dx = to.x - from.x, dy = to.y - from.y
                if (dragging === "piece") view.document.movePiece(mapItem.selectedPiece, dx, dy)
                else if (dragging === "formation") view.document.moveFormation(mapItem.selectedFormation, dx, dy)
                else view.document.moveAmbush(mapItem.selectedAmbush, dx, dy)
            }
            last = Qt.point(event.x, event.y)
        }
        onReleased: {
            if (dragging !== "" && dragging !== "pan" && view.document)
                view.document.endDrag()
            dragging = ""
        }
        onWheel: wheel => mapItem.zoomAt(wheel.x, wheel.y, wheel.angleDelta.y > 0 ? 1.15 : 1 / 1.15)
    }

    Keys.onPressed: event => {
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
        anchors.centerIn: parent
        visible: !view.document || !view.document.loaded
        width: parent.width * 0.6
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: "white"
        text: qsTr("Start a new battle (table size, the players' rosters) or open a saved plan.")
    }
}
