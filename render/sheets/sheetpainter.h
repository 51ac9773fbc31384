// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The sheets on paper: lays a SheetModel out on A4 pages. paintSheets() draws on any paged device (QPdfWriter
// now, QPrinter for the app's print dialog later); writeSheetsPdf() makes the PDF of `bwn sheets`. Needs a
// QGuiApplication (fonts).
#include "render/sheets/sheetlayout.h"
#include "bw/sheets/sheetmodel.h"

#include <QPageLayout>

#include <functional>
#include <type_traits>

namespace sztab::sheets {

// The blocks of every sheet, in order: order sheet (army, divisions, trains), victory-point worksheet, reference.
QList<Block> sheetBlocks(const SheetModel &model, const Fonts &fonts, qreal contentWidthMm);

// A page painted after the sheets (the battle plan's map of `bwn sheets --plan`): the painter and the page's area
// inside the sheets' margins, in device units; A4 in its own orientation (landscape for a wide table's map).
struct ExtraPage {
    std::function<void(QPainter &painter, const QRectF &area)> paint;
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    template <class F>
    requires std::is_invocable_v<F &, QPainter &, const QRectF &> ExtraPage(
        F f, QPageLayout::Orientation o = QPageLayout::Portrait)
        : paint(std::move(f)),
          orientation(o)
    { }
};

// Paints on `device`, whose page size and orientation the caller has set (A4 portrait for the sheets), then each
// extra page on a page of its own.
LayoutReport paintSheets(const SheetModel &model, QPagedPaintDevice *device, const QList<ExtraPage> &extra = {});

// A4 PDF with embedded fonts; false with *error (naming the file) when it cannot be written.
bool writeSheetsPdf(const SheetModel &model, const QString &path, LayoutReport *report, QString *error,
                    const QList<ExtraPage> &extra = {});

} // namespace sztab::sheets
