// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The app's one way to print: a preview of an A4 document (render/print/a4document.h) in Qt's print preview, A4
// portrait and full page like the PDF, from which the player prints. Every game's "Print…" goes through here.
#include "render/print/a4document.h"

namespace sztab::gui {

struct A4PrintResult {
    bool accepted = false; // the player printed (not cancelled)
    bool painted = true;   // false: the pages could not be painted for this printer
};

A4PrintResult showA4PrintPreview(const print::A4Document &document, const QString &windowTitle);

} // namespace sztab::gui
