// SPDX-License-Identifier: GPL-3.0-or-later
// RosterDocument's printing: the order and reference sheets of `bwn sheets` (core/sheets), painted by the same
// painter on the system printer (with preview) or into the same A4 PDF.
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/shell/a4printpreview.h"

#include "foundation/savetarget.h"
#include "render/sheets/sheetpainter.h"
#include "foundation/filekinds.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

namespace sztab::gui {

bool RosterDocument::saveSheetsPdf(const QUrl &url, const QString &lang)
{
    if (!m_roster) {
        setErrorMessage(tr("Open or create a roster first."));
        return false;
    }
    const std::optional<QString> target = saveTarget(url, pdfSave(), QT_TR_NOOP("save the sheets"));
    if (!target)
        return false;
    const QString path = *target;
    const sheets::SheetModel model =
        sheets::buildSheetModel(*m_bound, m_report, isPolish(lang) ? lang : QStringLiteral("en"));
    QString message;
    if (!sheets::writeSheetsPdf(model, path, nullptr, &message)) {
        setErrorMessage(message);
        return false;
    }
    setErrorMessage(QString());
    return true;
}

bool RosterDocument::printSheets(const QString &lang)
{
    if (!m_roster) {
        setErrorMessage(tr("Open or create a roster first."));
        return false;
    }
    QTimer::singleShot(0, this, [this, lang] { showPrintPreview(lang); });
    return true;
}

bool RosterDocument::showPrintPreview(const QString &lang)
{
    emit printDialogOpening();
    if (!m_roster || !qobject_cast<QApplication *>(QCoreApplication::instance()))
        return false; // closed meanwhile, or no widgets (a Quick Test): no print dialog
    const sheets::SheetModel model =
        sheets::buildSheetModel(*m_bound, m_report, isPolish(lang) ? lang : QStringLiteral("en"));
    const A4PrintResult printed = showA4PrintPreview(
        print::A4Document{model.title + QStringLiteral(" — ") + model.army.name, 600,
                          [&](QPagedPaintDevice *device) { return sheets::paintSheets(model, device).pages; }},
        tr("Print the sheets"));
    if (!printed.painted)
        setErrorMessage(tr("The sheets could not be painted for this printer."));
    return printed.accepted && printed.painted;
}

} // namespace sztab::gui
