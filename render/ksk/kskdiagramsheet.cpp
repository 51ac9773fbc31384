// SPDX-License-Identifier: GPL-3.0-or-later
// The KSK sheets on A4: six command diagrams a page, then the courier and stage log.
#include "render/ksk/kskdiagramsheet.h"
#include "render/ksk/kskrosette.h"
#include "render/print/a4document.h"

#include <QFontDatabase>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>

namespace sztab::kskrender {

namespace {

constexpr qreal kMarginMm = 12;
constexpr qreal kHeaderMm = 12;
constexpr int kColumns = 2;
constexpr int kRows = 3;
constexpr qreal kGapMm = 5;
constexpr int kHistoryLines = 6;
constexpr int kBlankCourierRows = 20;

QString word(const KskSheetModel &m, const char *pl, const char *en)
{
    return m.lang == QLatin1String("pl") ? QString::fromUtf8(pl) : QString::fromUtf8(en);
}

QString family()
{
    // DejaVu Sans has every Polish letter and is embedded in the PDF (as the BW sheets do).
    return QFontDatabase::families().contains(QStringLiteral("DejaVu Sans"))
        ? QStringLiteral("DejaVu Sans")
        : QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
}

class Page {
public:
    Page(QPainter &painter, QPagedPaintDevice *device) : p(painter), dev(device), fam(family()) { }
    qreal mm(qreal v) const { return v * dev->logicalDpiX() / 25.4; }
    QRectF r(qreal x, qreal y, qreal w, qreal h) const { return QRectF(mm(x), mm(y), mm(w), mm(h)); }
    void font(qreal pt, bool bold = false)
    {
        QFont f(fam);
        f.setPointSizeF(pt);
        f.setBold(bold);
        p.setFont(f);
    }
    void text(qreal x, qreal y, qreal w, qreal h, const QString &t, int flags = Qt::AlignLeft | Qt::AlignVCenter)
    {
        p.drawText(r(x, y, w, h), flags | Qt::TextSingleLine,
                   p.fontMetrics().elidedText(t, Qt::ElideRight, int(mm(w))));
    }
    void pen(qreal widthMm)
    {
        QPen pen(Qt::black);
        pen.setWidthF(mm(widthMm));
        p.setPen(pen);
    }
    void frame(qreal x, qreal y, qreal w, qreal h, qreal widthMm = 0.25)
    {
        pen(widthMm);
        p.setBrush(Qt::NoBrush);
        p.drawRect(r(x, y, w, h));
    }
    void line(qreal x1, qreal y1, qreal x2, qreal y2, qreal widthMm = 0.15)
    {
        pen(widthMm);
        p.drawLine(QPointF(mm(x1), mm(y1)), QPointF(mm(x2), mm(y2)));
    }
    QPainter &p;
    QPagedPaintDevice *dev;
    QString fam;
};

void header(Page &pg, const KskSheetModel &m, const QString &what, qreal width)
{
    pg.font(11, true);
    pg.text(kMarginMm, kMarginMm, width * 0.84, 6, QStringLiteral("Krwawe Stepy Krymu 1854 — ") + what);
    pg.font(9);
    pg.text(kMarginMm + width * 0.84, kMarginMm, width * 0.16, 6,
            m.blank ? word(m, "Etap: ____", "Stage: ____") : m.stageText, Qt::AlignRight | Qt::AlignVCenter);
    pg.font(9, true);
    const QString side = m.sideName.isEmpty() ? word(m, "Strona: ______________", "Side: ______________") : m.sideName;
    pg.text(kMarginMm, kMarginMm + 5.5, width * 0.62, 5, side);
    pg.font(8);
    pg.text(kMarginMm + width * 0.62, kMarginMm + 5.5, width * 0.38, 5, m.scenario, Qt::AlignRight | Qt::AlignVCenter);
    pg.line(kMarginMm, kMarginMm + 10.8, kMarginMm + width, kMarginMm + 10.8, 0.3);
}

void orderBoxes(Page &pg, const KskSheetModel &m, qreal x, qreal y, const QString &current)
{
    const QStringList orders{QStringLiteral("A"), QStringLiteral("O"), QStringLiteral("MF")};
    pg.font(7);
    pg.text(x, y, 30, 4, word(m, "Rozkaz (III.19)", "Order (III.19)"));
    for (int i = 0; i < orders.size(); ++i) {
        const qreal bx = x + i * 11;
        const bool on = orders[i] == current;
        pg.frame(bx, y + 4.5, 9, 7, on ? 0.6 : 0.25);
        if (on) {
            pg.p.setBrush(QColor(225, 225, 225));
            pg.p.drawRect(pg.r(bx, y + 4.5, 9, 7));
        }
        pg.font(10, on);
        pg.text(bx, y + 4.5, 9, 7, orders[i], Qt::AlignCenter);
    }
}

void card(Page &pg, const KskSheetModel &m, const DiagramCard &c, qreal x, qreal y, qreal w, qreal h)
{
    pg.frame(x, y, w, h, 0.4);
    pg.font(9.5, true);
    pg.text(x + 2, y + 1.5, w - 4, 5,
            c.name.isEmpty() ? word(m, "Dowódca: ____________________", "Commander: ____________________") : c.name);
    pg.font(7);
    pg.text(x + 2, y + 6.5, w - 4, 4, c.detail);
    const qreal rose = 38;
    RosetteStyle style;
    style.flatTop = m.flatTop;
    style.hasWedge = c.hasWedge;
    style.wedgeFrom = c.wedgeFrom;
    style.wedgeTo = c.wedgeTo;
    style.monochrome = true;
    paintRosette(pg.p, pg.r(x + 1, y + 11, rose, rose), style);
    const qreal rx = x + rose + 4;
    const qreal rw = w - rose - 6;
    orderBoxes(pg, m, rx, y + 11, c.order);
    const auto field = [&](qreal fy, const char *pl, const char *en, const QString &value) {
        pg.font(7);
        pg.text(rx, fy, 22, 5, word(m, pl, en));
        pg.font(9, true);
        pg.text(rx + 22, fy, rw - 22, 5, value);
        pg.line(rx + 22, fy + 5, rx + rw, fy + 5);
    };
    field(y + 24, "Oś działania", "Axis", c.axis);
    field(y + 30, "Dystans (heksy)", "Distance (hexes)", c.distance);
    field(y + 36, "Heks", "Hex", c.hex);
    if (!c.inTransit.isEmpty()) {
        pg.font(6.5);
        pg.text(rx, y + 42, rw, 4, c.inTransit.join(QStringLiteral("; ")));
    }
    // The history of changes (III.33): newest at the bottom, blank lines to write on at the table.
    const qreal ty = y + 50;
    const qreal rowH = (h - (ty - y) - 2) / (kHistoryLines + 1);
    const QList<qreal> cols{10, 10, 17, 10};
    const QStringList heads{word(m, "Etap", "Stage"), word(m, "Rozk.", "Order"), word(m, "Oś", "Axis"),
                            word(m, "Dyst.", "Dist."), word(m, "Sposób", "How")};
    qreal cx = x + 2;
    pg.font(6.5, true);
    for (int i = 0; i < heads.size(); ++i) {
        const qreal cw = i < cols.size() ? cols[i] : (x + w - 2) - cx;
        pg.text(cx + 0.5, ty, cw - 1, rowH, heads[i]);
        cx += cw;
    }
    QList<DiagramChange> shown = c.history;
    int earlier = 0;
    if (shown.size() > kHistoryLines) {
        earlier = int(shown.size()) - (kHistoryLines - 1);
        shown = shown.mid(earlier);
    }
    pg.font(6.5);
    for (int row = 0; row < kHistoryLines; ++row) {
        const qreal ry = ty + rowH * (row + 1);
        pg.line(x + 2, ry, x + w - 2, ry);
        if (row == 0 && earlier > 0) {
            pg.text(x + 2.5, ry, w - 5, rowH,
                    word(m, "… i %1 wcześniejszych zmian", "… and %1 earlier changes").arg(earlier));
            continue;
        }
        const int index = earlier > 0 ? row - 1 : row;
        if (index < 0 || index >= shown.size())
            continue;
        const DiagramChange &d = shown[index];
        const QStringList cells{QString::number(d.stage), d.order, d.axis, d.distance, d.how};
        qreal vx = x + 2;
        for (int i = 0; i < cells.size(); ++i) {
            const qreal cw = i < cols.size() ? cols[i] : (x + w - 2) - vx;
            pg.text(vx + 0.5, ry, cw - 1, rowH, cells[i]);
            vx += cw;
        }
    }
    pg.line(x + 2, ty + rowH * (kHistoryLines + 1), x + w - 2, ty + rowH * (kHistoryLines + 1));
}

// A ruled table with a header; returns the y below it.
qreal table(Page &pg, qreal x, qreal y, qreal w, const QStringList &head, const QList<qreal> &widths,
            const QList<LogRow> &rows, int minRows, qreal bottom, bool *full)
{
    const qreal rowH = 5.5;
    pg.font(7.5, true);
    qreal cx = x;
    for (int i = 0; i < head.size(); ++i) {
        const qreal cw = i < widths.size() ? widths[i] : x + w - cx;
        pg.text(cx + 0.8, y, cw - 1.6, rowH, head[i]);
        cx += cw;
    }
    pg.line(x, y + rowH, x + w, y + rowH, 0.3);
    const int count = int(qMax<qsizetype>(rows.size(), minRows));
    pg.font(7.5);
    qreal ry = y + rowH;
    for (int i = 0; i < count; ++i) {
        if (ry + rowH > bottom) {
            *full = true;
            break;
        }
        if (i < rows.size()) {
            qreal vx = x;
            for (int c = 0; c < rows[i].cells.size(); ++c) {
                const qreal cw = c < widths.size() ? widths[c] : x + w - vx;
                pg.text(vx + 0.8, ry, cw - 1.6, rowH, rows[i].cells[c]);
                vx += cw;
            }
        }
        ry += rowH;
        pg.line(x, ry, x + w, ry);
    }
    // The column rules, so a blank table can be written in.
    qreal vx = x;
    for (int i = 0; i < head.size() - 1 && i < widths.size(); ++i) {
        vx += widths[i];
        pg.line(vx, y, vx, ry);
    }
    pg.frame(x, y, w, ry - y, 0.3);
    return ry;
}

} // namespace

int paintKskSheets(const KskSheetModel &m, QPagedPaintDevice *device)
{
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    Page pg(painter, device);
    const qreal pageW = device->width() * 25.4 / device->logicalDpiX();
    const qreal pageH = device->height() * 25.4 / device->logicalDpiY();
    const qreal width = pageW - 2 * kMarginMm;
    const qreal top = kMarginMm + kHeaderMm + 2;
    const qreal cardW = (width - (kColumns - 1) * kGapMm) / kColumns;
    const qreal cardH = (pageH - top - kMarginMm - (kRows - 1) * kGapMm) / kRows;
    int pages = 0;
    const auto newPage = [&] {
        if (pages > 0)
            device->newPage();
        ++pages;
    };
    // A blank sheet: one page of empty diagrams to fill in at the table.
    QList<DiagramCard> cards = m.cards;
    if (cards.isEmpty())
        cards = QList<DiagramCard>(kColumns * kRows);
    const QString diagrams = word(m, "diagramy dowodzenia (III.19–33)", "command diagrams (III.19–33)");
    for (qsizetype i = 0; i < cards.size(); ++i) {
        const int slot = int(i % (kColumns * kRows));
        if (slot == 0) {
            newPage();
            header(pg, m, diagrams, width);
        }
        const qreal x = kMarginMm + (slot % kColumns) * (cardW + kGapMm);
        const qreal y = top + (slot / kColumns) * (cardH + kGapMm);
        card(pg, m, cards[i], x, y, cardW, cardH);
    }
    // The courier and stage log.
    newPage();
    header(pg, m, word(m, "gońcy i etapy (II.4, III.40–44)", "couriers and stages (II.4, III.40–44)"), width);
    const qreal bottom = pageH - kMarginMm;
    bool full = false;
    pg.font(10, true);
    pg.text(kMarginMm, top, width, 6, word(m, "Gońcy", "Couriers"));
    const QList<qreal> courierWidths{12, 14, 55, 50};
    const int courierRows = m.blank ? kBlankCourierRows : 0;
    qreal y = table(pg, kMarginMm, top + 7, width, m.courierHeader, courierWidths, m.couriers, courierRows, bottom - 30,
                    &full);
    if (m.couriers.isEmpty() && !m.blank) {
        pg.font(7.5);
        pg.text(kMarginMm, y + 1, width, 5,
                word(m, "Żaden goniec jeszcze nie wyjechał.", "No courier has ridden yet."));
        y += 6;
    }
    y += 6;
    if (y + 20 > bottom) {
        newPage();
        header(pg, m, word(m, "etapy", "stages"), width);
        y = top;
    }
    pg.font(10, true);
    pg.text(kMarginMm, y, width, 6, word(m, "Etapy", "Stages"));
    const QList<qreal> stageWidths{12, 40};
    y = table(pg, kMarginMm, y + 7, width, m.stageHeader, stageWidths, m.stages, m.blank ? m.stageCount : 0, bottom,
              &full);
    if (full) {
        pg.font(7.5);
        pg.text(kMarginMm, bottom - 5, width, 5,
                word(m, "(dalsze wiersze: pełny dziennik w programie)", "(more rows: the full log is in the program)"));
    }
    painter.end();
    return pages;
}

bool writeKskSheetsPdf(const KskSheetModel &model, const QString &path, QString *error)
{
    const print::A4Document document{QStringLiteral("Krwawe Stepy Krymu 1854 — ") + model.sideName, 300,
                                      [&](QPagedPaintDevice *device) { return paintKskSheets(model, device); }};
    return print::writeA4Pdf(document, path, model.lang, error);
}

} // namespace sztab::kskrender
