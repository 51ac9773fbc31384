// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Sztab.Backend
import Sztab.Common

// Settings: the language (Polish or English; until chosen it follows the system) and the colour theme.
Dialog {
    id: dialog
    // "system", "light" or "dark": the window applies it.
    property string theme: "system"
    signal themeChosen(string theme)

    title: qsTr("Settings")
    modal: true
    anchors.centerIn: parent
    width: 440
    // An explicit button, not standardButtons: a standard button's text is Qt's own, set once, and stayed in the
    // old language after the language was switched right here; a qsTr binding follows the switch.
    footer: DialogButtonBox {
        Button {
            objectName: "settingsClose"
            text: qsTr("Close")
            onClicked: dialog.close()
        }
    }

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: Style.margin
        rowSpacing: Style.spacing

        Label { text: qsTr("Language") }
        ComboBox {
            id: languageBox
            objectName: "languageCombo"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "value"
            // Language names in their own language, so either can be found whatever is shown.
            model: [{ "value": "pl", "text": "Polski" }, { "value": "en", "text": "English" }]
            currentIndex: count > 0 ? indexOfValue(Workspace.language) : -1
            onActivated: Workspace.language = currentValue
        }

        Label { text: qsTr("Theme") }
        StateComboBox {
            id: themeBox
            objectName: "themeCombo"
            Layout.fillWidth: true
            textRole: "text"
            valueRole: "value"
            model: [{ "value": "system", "text": qsTr("Follow the system") },
                    { "value": "light", "text": qsTr("Light") },
                    { "value": "dark", "text": qsTr("Dark") }]
            shownIndex: count > 0 ? indexOfValue(dialog.theme) : -1
            onActivated: dialog.themeChosen(currentValue)
        }

        Label {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            opacity: 0.7
            font.pixelSize: 11
            text: qsTr("Unit and catalogue names follow the language too. The rules texts in the sheets are printed in the language chosen when printing.")
        }
    }
}
