// SPDX-License-Identifier: GPL-3.0-or-later
// The sheets to a device: the page setup and the PDF file.
#include "render/sheets/sheetpainter.h"
#include "foundation/messagelanguage.h"
#include "render/print/a4document.h"

#include <QPagedPaintDevice>
#include <QPainter>

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
    LayoutReport painted;
    const print::A4Document document{model.title + QStringLiteral(" — ") + model.army.name, 600,
                                      [&](QPagedPaintDevice *device) {
                                          painted = paintSheets(model, device, extra);
                                          return painted.pages;
                                      }};
    if (!print::writeA4Pdf(document, path, messageLanguage(), error))
        return false;
    if (report)
        *report = painted;
    return true;
}

} // namespace sztab::sheets
