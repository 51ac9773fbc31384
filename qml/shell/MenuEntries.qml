// SPDX-License-Identifier: GPL-3.0-or-later
import QtQml

// What a LazyMenu holds, in order (see LazyMenu.qml).
QtObject {
    default property list<QtObject> entries
}
