// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/sheets/sheetlayout.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextLayout>

#include <cmath>

namespace sztab::sheets {

namespace {

constexpr int kWrap = Qt::TextWordWrap;
constexpr qreal kCellPadMm = 0.8;

QColor kHeaderFill() { return QColor(0xe4, 0xe8, 0xee); }

} // namespace

Fonts::Fonts(QPagedPaintDevice *d) : device(d)
{
    // DejaVu Sans has every Polish letter and is embedded by the PDF engine; fall back to the default sans.
    family = QFontDatabase::families().contains(QStringLiteral("DejaVu Sans"))
        ? QStringLiteral("DejaVu Sans")
        : QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    for (int role = 0; role < kFontRoles; ++role) {
        QFont f(family);
        // No shaping: no "fi" ligatures, so the PDF's text reads back (and searches) letter for letter.
        f.setStyleStrategy(QFont::StyleStrategy(QFont::PreferAntialias | QFont::PreferNoShaping));
        // Paper needs no hinting: the outlines' own widths, not widths rounded for a screen.
        f.setHintingPreference(QFont::PreferNoHinting);
        switch (FontRole(role)) {
        case FontRole::Body: f.setPointSizeF(8); break;
        case FontRole::Small: f.setPointSizeF(7); break;
        case FontRole::Bold:
            f.setPointSizeF(8);
            f.setBold(true);
            break;
        case FontRole::SmallBold:
            f.setPointSizeF(7);
            f.setBold(true);
            break;
        case FontRole::Heading:
            f.setPointSizeF(10);
            f.setBold(true);
            break;
        case FontRole::Title:
            f.setPointSizeF(15);
            f.setBold(true);
            break;
        case FontRole::Footer: f.setPointSizeF(6); break;
        case FontRole::FooterBold:
            f.setPointSizeF(6);
            f.setBold(true);
            break;
        case FontRole::BarText:
            f.setPointSizeF(9.5);
            f.setBold(true);
            break;
        }
        fonts[std::size_t(role)] = QFont(f, device); // sized for the device's resolution
    }
}

BlockBuilder::BlockBuilder(const Fonts &fonts, qreal widthMm) : m_fonts(fonts), m_width(0) { m_width = mm(widthMm); }

qreal BlockBuilder::mm(qreal v) const { return v * m_fonts.device->logicalDpiX() / 25.4; }

const BlockBuilder::Laid &BlockBuilder::lay(FontRole role, qreal w, const QString &text) const
{
    QHash<std::pair<qreal, QString>, Laid> &laidOut = m_laid[std::size_t(role)];
    const std::pair<qreal, QString> key{w, text};
    if (const auto it = laidOut.constFind(key); it != laidOut.cend())
        return *it;
    Laid laid;
    const QFont &font = m_fonts.font(role);
    const QFontMetricsF fm(font, m_fonts.device);
    if (text.isEmpty()) {
        laid.height = fm.height();
        return *laidOut.insert(key, laid);
    }
    // The lines QPainter::drawText(rect, Qt::TextWordWrap, text) would make: a newline breaks the line, a tab or
    // a carriage return is a space, each line starts on a whole device unit below the one before.
    QString lines = text;
    for (QChar &c : lines) {
        if (c == u'\n')
            c = QChar::LineSeparator;
        else if (c == u'\r' || c == u'\t')
            c = u' ';
    }
    QTextLayout layout(lines, font, m_fonts.device);
    layout.setCacheEnabled(true); // keep the glyphs of the layout for glyphRuns()
    const qreal leading = fm.leading();
    qreal height = -leading;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max<qreal>(0, w));
        height = std::ceil(height + leading);
        line.setPosition(QPointF(0, height));
        height += line.height();
        laid.width = std::max(laid.width, line.naturalTextWidth());
    }
    layout.endLayout();
    for (int i = 0; i < layout.lineCount(); ++i) {
        const QTextLine line = layout.lineAt(i);
        laid.lines << Laid::Line{line.glyphRuns(), line.horizontalAdvance()};
    }
    laid.height = height;
    return *laidOut.insert(key, laid);
}

qreal BlockBuilder::textHeight(FontRole font, qreal w, const QString &text) const { return lay(font, w, text).height; }

qreal BlockBuilder::textWidth(FontRole font, const QString &text) const
{
    return QFontMetricsF(m_fonts.font(font), m_fonts.device).horizontalAdvance(text);
}

void BlockBuilder::addText(const QRectF &rect, FontRole font, const QString &text, int flags, QColor color)
{
    const Laid &laid = lay(font, rect.width(), text);
    const qreal tolerance = mm(0.1);
    QString overflow;
    if (laid.width > rect.width() + tolerance)
        overflow = QStringLiteral("too wide");
    else if (laid.height > rect.height() + tolerance)
        overflow = QStringLiteral("too tall");
    Item item{Item::Text, rect, text, font, flags, color, 0, overflow, {}};
    if (!laid.lines.isEmpty()) {
        // The glyphs placed in the box as the alignment asks, relative to its top-left corner.
        qreal dy = 0;
        if (flags & Qt::AlignBottom)
            dy = rect.height() - laid.height;
        else if (flags & Qt::AlignVCenter)
            dy = (rect.height() - laid.height) / 2;
        for (const Laid::Line &line : laid.lines) {
            qreal dx = 0;
            if (flags & Qt::AlignRight)
                dx = rect.width() - line.advance;
            else if (flags & Qt::AlignHCenter)
                dx = (rect.width() - line.advance) / 2;
            if (dx == 0 && dy == 0) { // top left: the laid-out glyphs as they are, shared
                item.glyphs << line.runs;
                continue;
            }
            for (QGlyphRun run : line.runs) {
                QList<QPointF> positions = run.positions();
                for (QPointF &p : positions)
                    p += QPointF(dx, dy);
                run.setPositions(positions);
                item.glyphs << run;
            }
        }
    }
    m_items << item;
}

qreal BlockBuilder::text(qreal x, qreal y, qreal w, FontRole font, const QString &text, int align)
{
    const qreal h = textHeight(font, w, text);
    addText(QRectF(x, y, w, h), font, text, align | Qt::AlignTop | kWrap, Qt::black);
    return h;
}

void BlockBuilder::cell(const QRectF &rect, FontRole font, const QString &text, int align, QColor color)
{
    addText(rect, font, text, align | kWrap, color);
}

void BlockBuilder::frame(const QRectF &rect, qreal penMm, QColor color)
{
    m_items << Item{Item::Frame, rect, QString(), FontRole::Body, 0, color, penMm, QString(), {}};
}

void BlockBuilder::fill(const QRectF &rect, QColor color)
{
    m_items << Item{Item::Fill, rect, QString(), FontRole::Body, 0, color, 0, QString(), {}};
}

void BlockBuilder::line(qreal x1, qreal y1, qreal x2, qreal y2, qreal penMm, QColor color)
{
    m_items << Item{
        Item::Line, QRectF(QPointF(x1, y1), QPointF(x2, y2)), QString(), FontRole::Body, 0, color, penMm, QString(),
        {}};
}

void BlockBuilder::box(const QRectF &rect)
{
    m_items << Item{Item::Box, rect, QString(), FontRole::Body, 0, Qt::black, 0.2, QString(), {}};
}

qreal BlockBuilder::table(qreal x, qreal y, const QList<qreal> &widths, const QList<QStringList> &rows, bool header,
                          FontRole bodyFont, FontRole headerFont)
{
    const qreal pad = mm(kCellPadMm);
    qreal total = 0;
    for (qreal w : widths)
        total += w;
    qreal top = y;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QStringList &row = rows[r];
        const FontRole font = header && r == 0 ? headerFont : bodyFont;
        const bool spans = row.size() == 1 && widths.size() > 1;
        qreal h = 0;
        for (qsizetype c = 0; c < row.size() && c < widths.size(); ++c)
            h = std::max(h, textHeight(font, (spans ? total : widths[c]) - 2 * pad, row[c]));
        h += 2 * pad;
        if (header && r == 0)
            fill(QRectF(x, top, total, h), kHeaderFill());
        qreal left = x;
        for (qsizetype c = 0; c < row.size() && c < widths.size(); ++c) {
            const qreal w = spans ? total : widths[c];
            cell(QRectF(left + pad, top + pad, w - 2 * pad, h - 2 * pad), font, row[c], Qt::AlignLeft | Qt::AlignTop);
            left += w;
        }
        line(x, top + h, x + total, top + h, 0.15, QColor(0x90, 0x98, 0xa4));
        top += h;
    }
    frame(QRectF(x, y, total, top - y), 0.25);
    return top - y;
}

Block BlockBuilder::finish(qreal height, QString key, bool newPageBefore)
{
    Block b;
    b.items = std::move(m_items);
    b.height = height;
    b.key = std::move(key);
    b.newPageBefore = newPageBefore;
    m_items.clear();
    return b;
}

namespace {

class Pager {
public:
    Pager(QPainter &p, QPagedPaintDevice *d, LayoutReport &r)
        : painter(p),
          device(d),
          report(r),
          roundGlyphs(d->logicalDpiX() >= 300)
    { }

    qreal mm(qreal v) const { return v * device->logicalDpiX() / 25.4; }

    // On paper (a PDF at 600 dpi, a printer) a glyph goes to the nearest whole device unit, a 1/600 inch step
    // nobody sees: the PDF then says "52 0 Td" instead of "52.4531250 0 Td" for each glyph, a third less to
    // write and compress. A screen's coarse pixels keep the exact positions.
    QPointF place(QPointF p) const { return roundGlyphs ? QPointF(std::round(p.x()), std::round(p.y())) : p; }

    void paintItem(const Item &item, QPointF origin, int page)
    {
        const QRectF rect = item.rect.translated(origin);
        switch (item.kind) {
        case Item::Text: {
            // Laid out against its box when built: what does not fit is recorded here, on its page, and clipped.
            const bool clip = !item.overflow.isEmpty();
            if (clip) {
                report.overflows << Overflow{page, item.text, item.overflow};
                painter.save();
                painter.setClipRect(rect, Qt::IntersectClip);
            }
            painter.setPen(item.color);
            for (QGlyphRun run : item.glyphs) {
                QList<QPointF> positions = run.positions();
                for (QPointF &p : positions)
                    p = place(p + rect.topLeft());
                run.setPositions(positions);
                painter.drawGlyphRun(QPointF(), run);
            }
            if (clip)
                painter.restore();
            break;
        }
        case Item::Frame:
            painter.setPen(QPen(item.color, item.penWidth > 0 ? mm(item.penWidth) : mm(0.2)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(rect);
            break;
        case Item::Box:
            painter.setPen(QPen(item.color, mm(item.penWidth)));
            painter.setBrush(Qt::white);
            painter.drawRect(rect);
            break;
        case Item::Fill: painter.fillRect(rect, item.color); break;
        case Item::Line:
            painter.setPen(QPen(item.color, item.penWidth > 0 ? mm(item.penWidth) : mm(0.2)));
            painter.drawLine(rect.topLeft(), rect.bottomRight());
            break;
        }
    }

    QPainter &painter;
    QPagedPaintDevice *device;
    LayoutReport &report;
    bool roundGlyphs;
};

} // namespace

LayoutReport paintBlocks(QPainter &painter, QPagedPaintDevice *device, const Fonts &fonts, const QList<Block> &blocks,
                         const FooterText &footer, const PageSetup &setup)
{
    LayoutReport report;
    Pager pager(painter, device, report);
    const qreal margin = pager.mm(setup.marginMm);
    const qreal footerHeight = pager.mm(setup.footerMm);
    const qreal gap = pager.mm(setup.gapMm);
    const qreal bottom = device->height() - margin - footerHeight;
    const qreal usable = bottom - margin;

    // Place first, so that the footer can say "page X of N".
    struct Placed {
        qsizetype block;
        int page;
        qreal y;
    };
    QList<Placed> placed;
    int page = 1;
    qreal y = margin;
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        const Block &b = blocks[i];
        const bool fresh = y <= margin;
        if (!fresh && (b.newPageBefore || y + b.height > bottom)) {
            ++page;
            y = margin;
        }
        if (b.height > usable)
            report.overflows << Overflow{page, b.key, QStringLiteral("block taller than a page")};
        placed << Placed{i, page, y};
        if (!b.key.isEmpty())
            report.keys << std::pair{b.key, page};
        y += b.height + gap;
    }
    report.pages = page;

    painter.setRenderHint(QPainter::Antialiasing);
    for (int p = 1; p <= report.pages; ++p) {
        if (p > 1)
            device->newPage();
        for (const Placed &pl : placed)
            if (pl.page == p)
                for (const Item &item : blocks[pl.block].items)
                    pager.paintItem(item, QPointF(margin, pl.y), p);
        // The footer: versions on the left, validation state and page on the right.
        const qreal top = device->height() - margin - footerHeight + pager.mm(2);
        const qreal width = device->width() - 2 * margin;
        Item rule{Item::Line, QRectF(QPointF(0, 0), QPointF(width, 0)),
                  QString(),  FontRole::Footer,
                  0,          QColor(0x60, 0x60, 0x60),
                  0.2,        QString(),
                  {}};
        pager.paintItem(rule, QPointF(margin, top - pager.mm(1)), p);
        const qreal rightWidth = width * 0.36;
        BlockBuilder b(fonts, 0);
        b.cell(QRectF(0, 0, width - rightWidth - pager.mm(2), footerHeight - pager.mm(2)), FontRole::Footer,
               footer.left, Qt::AlignLeft | Qt::AlignTop, QColor(0x30, 0x30, 0x30));
        b.cell(QRectF(width - rightWidth, 0, rightWidth, footerHeight - pager.mm(2)),
               footer.alarm ? FontRole::FooterBold : FontRole::Footer,
               footer.right + QLatin1Char('\n') + footer.pageFormat.arg(p).arg(report.pages),
               Qt::AlignRight | Qt::AlignTop, footer.alarm ? QColor(0xb0, 0x00, 0x00) : QColor(0x30, 0x30, 0x30));
        for (const Item &item : b.finish(0).items)
            pager.paintItem(item, QPointF(margin, top), p);
    }
    return report;
}

} // namespace sztab::sheets
