// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One printable A4 document: its title and the painting of its pages on any paged device, a QPdfWriter for the PDF
// of `bwn … print` or a QPrinter in the app's print preview. Every game's print is one of these, so the PDF's page
// setup, the atomic write and the refusal to write over another kind of file live in one place.
#include <QString>

#include <functional>

class QPagedPaintDevice;

namespace sztab::print {

struct A4Document {
    QString title;
    int resolution = 600; // dots per inch of the PDF
    // Paints every page (the painter's own margins: the device has none) and returns how many; 0 when nothing could
    // be painted.
    std::function<int(QPagedPaintDevice *)> paint;
};

// The PDF of `document` at `path`: painted in memory, then written whole or not at all (a full disk leaves the old
// file); never onto a pipe or a device, never over a file that is not a PDF. Messages in `lang` ("pl", "en"), naming
// the file. `pages` gets the pages painted.
bool writeA4Pdf(const A4Document &document, const QString &path, const QString &lang, QString *error,
                int *pages = nullptr);

} // namespace sztab::print
