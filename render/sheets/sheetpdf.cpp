// SPDX-License-Identifier: GPL-3.0-or-later
// The sheets to a device: the page setup and the PDF file.
#include "render/sheets/sheetpainter.h"
#include "foundation/atomicwrite.h"
#include "foundation/loaderrorwords.h"
#include "foundation/savetarget.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

namespace sztab::sheets {

namespace {

qreal contentWidthMm(QPagedPaintDevice *device, const PageSetup &setup)
{
    return device->width() * 25.4 / device->logicalDpiX() - 2 * setup.marginMm;
}

} // namespace

LayoutReport paintSheets(const SheetModel &model, QPagedPaintDevice *device, const QList<ExtraPage> &extra)
{
    const Fonts fonts(device);
    const PageSetup setup;
    QPainter painter;
    if (!painter.begin(device))
        return LayoutReport{};
    const QList<Block> blocks = sheetBlocks(model, fonts, contentWidthMm(device, setup));
    FooterText footer;
    footer.left = model.footer.ruleset + QStringLiteral(" · ") + model.footer.data;
    footer.right = model.footer.validation;
    footer.alarm = !model.footer.valid;
    footer.pageFormat = label("page", model.lang);
    LayoutReport report = paintBlocks(painter, device, fonts, blocks, footer, setup);
    const qreal margin = setup.marginMm * device->logicalDpiX() / 25.4;
    for (const ExtraPage &page : extra) {
        // Qt applies a new page layout from the next page on: set it right before newPage(), paint nothing between.
        device->setPageOrientation(page.orientation);
        device->newPage();
        painter.save();
        painter.resetTransform();
        page.paint(painter, QRectF(0, 0, device->width(), device->height()).adjusted(margin, margin, -margin, -margin));
        painter.restore();
        ++report.pages;
    }
    painter.end();
    return report;
}

bool writeSheetsPdf(const SheetModel &model, const QString &path, LayoutReport *report, QString *error,
                    const QList<ExtraPage> &extra)
{
    // A pipe or a device first: looking at its content would wait forever.
    std::optional<Text> why = notARegularFile(path);
    if (!why)
        why = otherContentAt(path, FileContent::pdf()); // never a PDF over a roster (issue 15)
    if (why) {
        *error = why->get(messageLanguage());
        return false;
    }
    // Painted in memory, then written whole or not at all (atomicwrite.h): a full disk leaves the old file.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Portrait);
    writer.setPageMargins(QMarginsF(0, 0, 0, 0)); // the layout keeps its own margins
    writer.setResolution(600);
    writer.setTitle(model.title + QStringLiteral(" — ") + model.army.name);
    writer.setCreator(QStringLiteral("Sztab"));
    const LayoutReport r = paintSheets(model, &writer, extra);
    if (r.pages == 0) {
        *error = QStringLiteral("%1: cannot paint the sheets").arg(path);
        return false;
    }
    if (!writeFileAtomically(path, bytes, error))
        return false;
    if (report)
        *report = r;
    return true;
}

} // namespace sztab::sheets
