// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Sztab.Common

// A menu of the menu bar whose items are made the first time it opens, not with the window: in Qt 6.4 the menu
// bar's 35 items were about 45 % of creating Main.qml (callgrind, docs/benchmarks.md "cold start"), and the first
// frame need not wait for menus nobody has opened yet. `entries` is a Component making a MenuEntries; its entries
// (MenuItem, MenuSeparator, or a Menu for a submenu) are added in their order. The shortcuts are the window's
// Actions, which exist from the start, so no key waits for a menu to be made. Each menu, and each submenu in it, is
// as wide as its widest entry (FitMenu).
FitMenu {
    id: menu
    property Component entries
    readonly property bool made: holder !== null
    property MenuEntries holder: null

    function make() {
        if (holder || !entries)
            return
        holder = entries.createObject(menu) as MenuEntries
        // By index: a list property is not iterable with for…of in Qt 6.4 (a TypeError, and an empty menu).
        const list = holder.entries
        for (let i = 0; i < list.length; ++i) {
            const entry = list[i]
            if (entry.addMenu !== undefined) { // a submenu
                menu.addMenu(entry)
                const submenu = entry as Menu
                submenu.width = Qt.binding(() => menu.fittedWidth(submenu))
            } else
                menu.addItem(entry)
        }
    }
    onAboutToShow: make()
}
