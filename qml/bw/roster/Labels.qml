// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick

// Words for the core's identifiers (statuses, arms, pools, severities, characters), translated here because the
// models hand over ids. Naming only: which choices are legal always comes from the models.
QtObject {
    function status(id) {
        switch (id) {
        case "regular": return qsTr("regular")
        case "veteran": return qsTr("veteran")
        case "elite": return qsTr("elite")
        }
        return id
    }
    function arm(id) {
        switch (id) {
        case "infantry": return qsTr("infantry")
        case "cavalry": return qsTr("cavalry")
        case "artillery": return qsTr("artillery")
        case "mixed": return qsTr("mixed")
        }
        return id
    }
    function trait(id) {
        switch (id) {
        case "guard": return qsTr("guard")
        case "irregular-cavalry": return qsTr("irregular cavalry")
        case "light-cavalry": return qsTr("light cavalry")
        case "light-infantry": return qsTr("light infantry")
        case "may-gain-elite": return qsTr("may gain elite")
        case "militia": return qsTr("militia")
        case "regimental-artillery": return qsTr("regimental artillery")
        case "veteran": return qsTr("veteran")
        }
        return id.replace(/-/g, " ")
    }
    function severity(id) {
        return id === "error" ? qsTr("error") : id === "warning" ? qsTr("warning") : id
    }
    function signedCommand(value) {
        if (value === undefined || value === null || value === "")
            return ""
        const n = Number(value)
        return n > 0 ? "+" + n : String(n)
    }
    // A division without a general of its own: who leads it instead ("corps", "cinc"; BoundDivision::commandedByCorps)
    // with the rule that lets it, else the invitation to draw one.
    function ledBy(who, section) {
        const cite = section ? " (" + section + ")" : ""
        if (who === "corps")
            return qsTr("Led by its corps commander%1; a general of its own is optional (Ctrl+G)").arg(cite)
        if (who === "cinc")
            return qsTr("Led by the commander-in-chief%1; a general of its own is optional (Ctrl+G)").arg(cite)
        return qsTr("No commander yet: draw one (Ctrl+G)")
    }
}
