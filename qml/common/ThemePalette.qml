// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The colours of one theme: the fixed "Light" and "Dark" ones, or (with `system` set) the desktop's own palette,
// with the few roles SystemPalette lacks derived from it.
QtObject {
    property bool isDark: false
    property SystemPalette system: null
    readonly property color window: system ? system.window : isDark ? "#202225" : "#f2f2f2"
    readonly property color windowText: system ? system.windowText : isDark ? "#e8e8e8" : "#1d1d1d"
    readonly property color base: system ? system.base : isDark ? "#17181a" : "#ffffff"
    readonly property color alternateBase: system ? system.alternateBase : isDark ? "#25272a" : "#f6f6f6"
    readonly property color text: system ? system.text : isDark ? "#e8e8e8" : "#1d1d1d"
    readonly property color button: system ? system.button : isDark ? "#2d3034" : "#e9e9e9"
    readonly property color buttonText: system ? system.buttonText : isDark ? "#e8e8e8" : "#1d1d1d"
    readonly property color highlight: system ? system.highlight : isDark ? "#3d6fb4" : "#3574c4"
    readonly property color highlightedText: system ? system.highlightedText : "#ffffff"
    readonly property color light: system ? system.light : isDark ? "#3a3d42" : "#ffffff"
    readonly property color midlight: system ? system.midlight : isDark ? "#33363a" : "#e3e3e3"
    readonly property color mid: system ? system.mid : isDark ? "#1b1c1e" : "#b8b8b8"
    readonly property color dark: system ? system.dark : isDark ? "#121314" : "#9f9f9f"
    readonly property color shadow: system ? system.shadow : isDark ? "#000000" : "#767676"
    readonly property color placeholderText: system ? Qt.rgba(system.text.r, system.text.g, system.text.b, 0.5) : isDark ? "#8a8d91" : "#7a7a7a"
    readonly property color toolTipBase: system ? system.base : isDark ? "#33363a" : "#ffffdc"
    readonly property color toolTipText: system ? system.text : isDark ? "#e8e8e8" : "#1d1d1d"
}
