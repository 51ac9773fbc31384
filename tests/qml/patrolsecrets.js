// SPDX-License-Identifier: GPL-3.0-or-later
// What a person at the screen can read (issue 19 item 6): every visible text of the window's item tree, for the
// hot seat's tests that a player's secret corps names never show on the other player's screen.

.pragma library

function shown(item) {
    for (let i = item; i; i = i.parent)
        if (!i.visible || i.opacity === 0)
            return false
    return true
}

// Every text drawn by a visible item under `root` (Text, Label, buttons, fields, combo boxes: their `text`,
// `displayText`, `placeholderText`, `title`), with the item that shows it.
function visibleTexts(root) {
    const out = []
    const visit = item => {
        if (!item || !item.visible || item.opacity === 0)
            return
        for (const key of ["text", "displayText", "title", "placeholderText"]) {
            const v = item[key]
            if (typeof v === "string" && v !== "")
                out.push({ "text": v, "item": item })
        }
        const kids = item.children || []
        for (let i = 0; i < kids.length; ++i)
            visit(kids[i])
        // A Popup's content is not a child of its parent item but of the overlay: ComboBox popups, menus, tooltips.
        if (item.popup && item.popup.visible)
            visit(item.popup.contentItem)
    }
    visit(root)
    return out
}

// The texts under `root` that contain any of `secrets` (case-insensitive): [] when none leaks.
function leaks(root, secrets) {
    const found = []
    for (const t of visibleTexts(root))
        for (const s of secrets)
            if (s !== "" && t.text.toLowerCase().indexOf(s.toLowerCase()) >= 0)
                found.push(s + " in \"" + t.text + "\" (" + t.item + (t.item.objectName ? " " + t.item.objectName : "") + ")")
    return found
}
