// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/a4printpreview.h"

#include <QPageLayout>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace sztab::gui {

A4PrintResult showA4PrintPreview(const print::A4Document &document, const QString &windowTitle)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageOrientation(QPageLayout::Portrait);
    printer.setFullPage(true); // the painters keep their own margins, as in the PDF
    printer.setDocName(document.title);
    QPrintPreviewDialog dialog(&printer);
    dialog.setWindowTitle(windowTitle);
    A4PrintResult result;
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog, [&](QPrinter *p) {
        result.painted = document.paint && document.paint(p) > 0;
    });
    dialog.resize(900, 1000);
    result.accepted = dialog.exec() == QDialog::Accepted;
    return result;
}

} // namespace sztab::gui
