// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick
import Sztab.Backend

// Spacing and the three verdict colours, one place for the whole interface. The colours read on light and dark.
QtObject {
    readonly property int spacing: 8
    readonly property int margin: 12
    readonly property int rowHeight: 34
    readonly property int indent: 22
    readonly property color error: "#e53935"
    readonly property color warning: "#f0a30a"
    readonly property color ok: "#43a047"

    function severityColor(severity) {
        return severity === "error" ? error : severity === "warning" ? warning : "transparent"
    }

    // Points come from the core as numbers (halves possible) or ready text; this only formats them.
    function number(value) {
        if (value === undefined || value === null)
            return "–"
        if (typeof value === "string")
            return value
        const whole = Math.round(value * 2) % 2 === 0
        // In the language chosen in the app (the decimal comma in Polish), not the system's.
        return Number(value).toLocaleString(Qt.locale(Workspace.language === "pl" ? "pl_PL" : "en_GB"), "f", whole ? 0 : 1)
    }
}
