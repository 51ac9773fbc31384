// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A menu as wide as its widest entry. Qt's menus have one fixed width and elide what does not fit, so a long entry
// was cut ("Krwawe Stepy Krymu 18…") and two entries differing only at their end ("Casualty roll: musket fire in the
// 4–5 row", "… in the 6+ row") read the same. The width follows the entries' texts, in either language.
Menu {
    id: menu
    width: fittedWidth(menu)

    // The width `m` needs for its widest entry (at least its own implicit width): also for a plain Menu inside a
    // FitMenu, e.g. a submenu made elsewhere (LazyMenu binds its submenus' widths to this).
    function fittedWidth(m: Menu): real {
        let widest = 0
        for (let i = 0; i < m.count; ++i) {
            const item = m.itemAt(i)
            if (item)
                widest = Math.max(widest, item.implicitWidth)
        }
        return Math.max(m.implicitWidth, widest + m.leftPadding + m.rightPadding)
    }
}
