// SPDX-License-Identifier: GPL-3.0-or-later
// Where a person's click lands (issue 15): the Quick Tests press the mouse at the centre of the control a person
// sees, and first make sure a person CAN click it there: the centre is inside the window and inside every clipping
// ancestor (a list scrolled past it hides it), and the item Qt Quick would give the press to is the control itself
// (or a part of it), not something lying over it — the roster rows' MouseArea lay over their boxes, so a click "on
// the box" went to the row, and a test that calls mouseClick alone could not tell.

.pragma library

// Items that take a press as Qt Quick delivers it: controls (Button, ComboBox, SpinBox, Pane, ItemDelegate…),
// MouseAreas, text inputs and Flickables. Layouts, Rectangles, Texts, DropAreas and plain Items let it through.
function takesPress(item) {
    if (!item.enabled)
        return false
    return item.focusPolicy !== undefined                                            // a Control
        || (item.acceptedButtons !== undefined && item.pressAndHoldInterval !== undefined) // a MouseArea
        || item.cursorPosition !== undefined                                         // TextInput, TextEdit
        || item.flickableDirection !== undefined                                     // Flickable, ListView
}

function isFlickable(item) {
    return item.flickableDirection !== undefined
}

// The item a press at (x, y) of `item` reaches first: the children above the item (z >= 0) topmost first, then the
// item itself, then the children below it (z < 0), as the delivery agent orders them; null when none takes it.
function receiverAt(item, x, y) {
    if (!item.visible)
        return null
    const inside = x >= 0 && y >= 0 && x < item.width && y < item.height
    if (item.clip && !inside)
        return null
    const kids = []
    for (let i = 0; i < item.children.length; ++i)
        kids.push({ "item": item.children[i], "order": i })
    kids.sort((a, b) => a.item.z !== b.item.z ? b.item.z - a.item.z : b.order - a.order) // topmost first
    const visit = kid => {
        const p = item.mapToItem(kid, x, y)
        return receiverAt(kid, p.x, p.y)
    }
    for (const k of kids)
        if (k.item.z >= 0) {
            const r = visit(k.item)
            if (r)
                return r
        }
    if (inside && takesPress(item))
        return item
    for (const k of kids)
        if (k.item.z < 0) {
            const r = visit(k.item)
            if (r)
                return r
        }
    return null
}

function isInside(item, ancestor) {
    for (let i = item; i; i = i.parent)
        if (i === ancestor)
            return true
    return false
}

// "" when a person can click the centre of `item` in the window whose root item is `root` (window.contentItem.parent:
// the content and the popups' overlay), else why not. The press may go to the item, a part of it, or the control it
// is a part of (a SpinBox for its up indicator), never to anything else.
function whyNotClickable(root, item) {
    if (!item.visible || item.width <= 0 || item.height <= 0)
        return "not shown"
    const c = item.mapToItem(root, item.width / 2, item.height / 2)
    if (c.x < 0 || c.y < 0 || c.x >= root.width || c.y >= root.height)
        return "its centre is outside the window"
    for (let a = item.parent; a; a = a.parent) {
        if (!a.clip)
            continue
        const q = root.mapToItem(a, c.x, c.y)
        if (q.x < 0 || q.y < 0 || q.x >= a.width || q.y >= a.height)
            return "its centre is scrolled out of " + a
    }
    const r = receiverAt(root, c.x, c.y)
    if (r && (isInside(r, item) || (isInside(item, r) && !isFlickable(r))))
        return ""
    let chain = ""
    for (let i = r; i; i = i.parent)
        chain += " < " + i + (i.objectName ? " " + i.objectName : "")
    return "the press goes to" + (chain || " nothing")
}
