// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small page-layout engine for the sheets: content is built as blocks (display lists measured once), blocks are
// placed on pages without ever splitting one, and every text is laid out once, against its box, when its block is
// built: what does not fit is recorded (and clipped) instead of printed over a neighbour, and painting only places
// the glyphs already laid out. Knows nothing of armies (sheetblocks.cpp does).
#include <QColor>
#include <QFont>
#include <QGlyphRun>
#include <QHash>
#include <QList>
#include <QRectF>
#include <QString>

#include <array>
#include <optional>

class QPagedPaintDevice;
class QPainter;

namespace sztab::sheets {

struct Overflow {
    int page = 0; // 1-based
    QString text;
    QString why; // "too wide", "too tall", "block taller than a page"
};

// What the layout did, for tests: it must report no overflow, and each division on one page.
struct LayoutReport {
    int pages = 0;
    QList<Overflow> overflows;
    QList<std::pair<QString, int>> keys; // a block's key (e.g. "division:d1") and the page it is on
};

enum class FontRole { Body, Small, Bold, SmallBold, Heading, Title, Footer, FooterBold, BarText };

inline constexpr int kFontRoles = int(FontRole::BarText) + 1;

// The sheets' fonts, resolved once for the device (its resolution decides the glyph metrics).
struct Fonts {
    explicit Fonts(QPagedPaintDevice *device);
    const QFont &font(FontRole role) const { return fonts[std::size_t(role)]; }
    QPagedPaintDevice *device;
    QString family;
    std::array<QFont, kFontRoles> fonts;
};

// One drawing instruction of a block, in device units relative to the block's top-left corner.
struct Item {
    enum Kind { Text, Frame, Fill, Line, Box };
    Kind kind = Text;
    QRectF rect;
    QString text;
    FontRole font = FontRole::Body;
    int flags = 0;
    QColor color = Qt::black;
    qreal penWidth = 0;      // in mm; 0: the default hairline
    QString overflow;        // measured when built: "" when the text fits its box, else why not
    QList<QGlyphRun> glyphs; // a text's glyphs, laid out when built, relative to the rect's top-left corner
};

struct Block {
    QList<Item> items;
    qreal height = 0;
    bool newPageBefore = false;
    QString key;
};

// Builds a block: measures texts with the device's fonts so that the block's height is known before placing it.
class BlockBuilder {
public:
    BlockBuilder(const Fonts &fonts, qreal widthMm);
    qreal mm(qreal v) const; // millimetres to device units
    qreal width() const { return m_width; }

    // Wrapped text at (x, y) within width w; returns its height.
    qreal text(qreal x, qreal y, qreal w, FontRole font, const QString &text, int align = Qt::AlignLeft);
    // Text inside a fixed cell: overflow is recorded when painted if it does not fit.
    void cell(const QRectF &rect, FontRole font, const QString &text, int align = Qt::AlignLeft | Qt::AlignVCenter,
              QColor color = Qt::black);
    qreal textHeight(FontRole font, qreal w, const QString &text) const;
    qreal textWidth(FontRole font, const QString &text) const;
    void frame(const QRectF &rect, qreal penMm = 0, QColor color = Qt::black);
    void fill(const QRectF &rect, QColor color);
    void line(qreal x1, qreal y1, qreal x2, qreal y2, qreal penMm = 0, QColor color = Qt::black);
    void box(const QRectF &rect); // a tick box
    // A table: column widths (device units), rows of cells; a row with one cell spans every column. Cells wrap;
    // returns the table's height. headerFill colours the first row when `header` is true.
    qreal table(qreal x, qreal y, const QList<qreal> &widths, const QList<QStringList> &rows, bool header,
                FontRole bodyFont = FontRole::Small, FontRole headerFont = FontRole::SmallBold);

    Block finish(qreal height, QString key = QString(), bool newPageBefore = false);

    // A text broken into lines at a width, as QPainter::drawText would break it: each line's glyphs (at the
    // line's place, left-aligned) and its advance; the QTextLayout itself is not kept.
    struct Laid {
        struct Line {
            QList<QGlyphRun> runs;
            qreal advance = 0;
        };
        QList<Line> lines; // none for an empty text
        qreal width = 0;   // the widest line
        qreal height = 0;
    };

private:
    // Lays a text out once per font and width: measuring a cell and then placing it reuse the same lines.
    const Laid &lay(FontRole font, qreal w, const QString &text) const;
    // Places a laid-out text in its box (alignment) and records whether it fits.
    void addText(const QRectF &rect, FontRole font, const QString &text, int flags, QColor color);

    const Fonts &m_fonts;
    qreal m_width;
    QList<Item> m_items;
    mutable std::array<QHash<std::pair<qreal, QString>, Laid>, kFontRoles> m_laid; // by font, then width and text
};

struct PageSetup {
    qreal marginMm = 10;
    qreal footerMm = 9; // the footer's band at the bottom of every page
    qreal gapMm = 3;    // between blocks
};

struct FooterText {
    QString left;       // ruleset and data versions
    QString right;      // validation state
    bool alarm = false; // the roster breaks a rule: the right part in red
    QString pageFormat; // "page %1 of %2"
};

// Places the blocks (never splitting one) and paints them with the footer on every page.
LayoutReport paintBlocks(QPainter &painter, QPagedPaintDevice *device, const Fonts &fonts, const QList<Block> &blocks,
                         const FooterText &footer, const PageSetup &setup = PageSetup());

} // namespace sztab::sheets
