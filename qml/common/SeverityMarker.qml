// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A round marker, red for an error and amber for a warning, with the reasons in a tooltip.
Rectangle {
    id: marker
    property string severity: ""
    property string reasons: ""

    implicitWidth: 12
    implicitHeight: 12
    radius: width / 2
    visible: severity !== ""
    color: Style.severityColor(severity)
    Accessible.name: reasons

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && marker.reasons !== ""
    ToolTip.text: marker.reasons
    ToolTip.delay: 300
}
