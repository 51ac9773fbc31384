// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A ComboBox that shows a state kept elsewhere (the document, a setting, the CSV import): `shownIndex` says
// which entry. The box reads it again whenever its model is replaced: a language switch makes new translated
// models, and a new model alone resets a ComboBox to its first entry, so it would show one thing while the state
// is another. Choosing an entry still goes through onActivated, which changes the state. (The catalogue's filters
// compute their index from the model itself, which reads it as well.)
ComboBox {
    property int shownIndex: 0
    currentIndex: model, shownIndex // reads `model` so that a new one brings the shown entry back
}
