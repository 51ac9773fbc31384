// SPDX-License-Identifier: GPL-3.0-or-later
// The schedule on paper: one A4 sheet (title, the table of stages with Poniński's column, his procedure, the victory
// track and what scores), then the log on as many pages as it needs. Sizes in millimetres, turned into device units
// once; every text is fitted to its box (smaller type, then wrapped) so nothing prints over a neighbour.
#include "render/mac/schedulepainter.h"

#include "render/print/a4document.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>

namespace sztab::macprint {

namespace {

const QColor kPolish(0x1e, 0x5a, 0xa8);
const QColor kRussian(0x2e, 0x7d, 0x32);
const QColor kGrid(0x90, 0x90, 0x90);
const QColor kShade(0xee, 0xee, 0xee);
const QColor kCurrent(0xff, 0xf2, 0xb3);

bool pl(const Schedule &s) { return s.lang.startsWith(QLatin1String("pl")); }
QString tr2(const Schedule &s, const char *plText, const char *enText)
{
    return pl(s) ? QString::fromUtf8(plText) : QString::fromUtf8(enText);
}

class Sheet {
public:
    Sheet(QPainter &painter, QPagedPaintDevice *device) : m_p(painter), m_device(device)
    {
        m_unit = device->logicalDpiX() / 25.4;
        m_family = QStringLiteral("DejaVu Sans");
    }
    qreal mm(qreal v) const { return v * m_unit; }
    QRectF box(qreal x, qreal y, qreal w, qreal h) const { return QRectF(mm(x), mm(y), mm(w), mm(h)); }
    qreal pageWidthMm() const { return m_device->width() / m_unit; }
    qreal pageHeightMm() const { return m_device->height() / m_unit; }

    QFont font(qreal pt, bool bold = false) const
    {
        QFont f(m_family);
        f.setPointSizeF(pt);
        f.setBold(bold);
        return f;
    }

    // The text in the rect at the largest size from `pt` down to 5 pt that fits (wrapped at word boundaries).
    void fit(const QRectF &rect, const QString &text, qreal pt, bool bold = false,
             int align = Qt::AlignLeft | Qt::AlignVCenter, const QColor &color = Qt::black)
    {
        const int flags = align | Qt::TextWordWrap;
        QFont f = font(pt, bold);
        for (qreal size = pt; size >= 5; size -= 0.5) {
            f.setPointSizeF(size);
            const QRectF need = QFontMetricsF(f, m_device).boundingRect(rect, flags, text);
            if (need.width() <= rect.width() + 0.5 && need.height() <= rect.height() + 0.5)
                break;
        }
        m_p.setFont(f);
        m_p.setPen(color);
        m_p.drawText(rect, flags, text);
    }

    void frame(const QRectF &rect, qreal widthMm = 0.2, const QColor &color = kGrid)
    {
        m_p.setPen(QPen(color, mm(widthMm)));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawRect(rect);
    }
    void fill(const QRectF &rect, const QColor &color) { m_p.fillRect(rect, color); }
    QPainter &painter() { return m_p; }

private:
    QPainter &m_p;
    QPagedPaintDevice *m_device;
    qreal m_unit = 1;
    QString m_family;
};

constexpr qreal kMargin = 12;

// The one sheet: returns the height used, in mm from the top.
void paintSheet(Sheet &s, const Schedule &sc)
{
    const qreal width = s.pageWidthMm() - 2 * kMargin;
    qreal y = kMargin;
    s.fit(s.box(kMargin, y, width, 9), sc.title, 15, true);
    y += 9;
    s.fit(s.box(kMargin, y, width, 6), sc.subtitle, 9);
    y += 8;

    // The table of stages.
    const qreal colStage = 13, colPoninski = 19, colEntering = 40;
    const qreal colPool = (width - colStage - colPoninski - colEntering) / 2;
    const qreal xs[] = {kMargin,
                        kMargin + colStage,
                        kMargin + colStage + colPool,
                        kMargin + colStage + 2 * colPool,
                        kMargin + colStage + 2 * colPool + colEntering,
                        kMargin + width};
    const QString heads[] = {
        tr2(sc, "Etap", "Stage"), tr2(sc, "Pula: Polacy", "Cup: Polish"), tr2(sc, "Pula: Rosjanie", "Cup: Russian"),
        tr2(sc, "Wchodzą (pole wejścia)", "Entering (entry hexes)"), tr2(sc, "Poniński", "Poniński")};
    const qreal headH = 7;
    for (int c = 0; c < 5; ++c) {
        const QRectF cell = s.box(xs[c], y, xs[c + 1] - xs[c], headH);
        s.fill(cell, kShade);
        s.frame(cell);
        s.fit(cell.adjusted(s.mm(1), 0, -s.mm(1), 0), heads[c], 8, true,
              c == 0 || c == 4 ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter,
              c == 1       ? kPolish
                  : c == 2 ? kRussian
                           : Qt::black);
    }
    y += headH;
    const qreal rowH = 7.1;
    for (const ScheduleRow &row : sc.rows) {
        if (row.current)
            s.fill(s.box(xs[0], y, width, rowH), kCurrent);
        const QString texts[] = {QString::number(row.stage) + (row.played ? QStringLiteral(" ✓") : QString()),
                                 row.polish, row.russian, row.entering, QString()};
        for (int c = 0; c < 5; ++c) {
            const QRectF cell = s.box(xs[c], y, xs[c + 1] - xs[c], rowH);
            s.frame(cell);
            if (c == 4) {
                // Poniński's box: a square to mark; "?" on the stage to check, "P" on his stage.
                const QRectF sq = s.box(xs[c] + (colPoninski - 5.5) / 2, y + (rowH - 5.5) / 2, 5.5, 5.5);
                s.frame(sq, 0.3, Qt::black);
                if (row.poninskiCheck || row.poninskiArrival)
                    s.fit(sq, row.poninskiArrival ? QStringLiteral("P") : QStringLiteral("?"), 9, true,
                          Qt::AlignCenter);
                continue;
            }
            s.fit(cell.adjusted(s.mm(1), s.mm(0.3), -s.mm(1), -s.mm(0.3)), texts[c], c == 0 ? 9 : 7.5, c == 0,
                  c == 0 ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
        }
        y += rowH;
    }
    y += 4;

    // Poniński's procedure with the results filled in (13.0 a–c).
    s.fit(s.box(kMargin, y, width, 6), tr2(sc, "Generał Poniński (13.0)", "General Poniński (13.0)"), 10, true);
    y += 6;
    for (const auto &[step, result] : sc.poninski) {
        s.fit(s.box(kMargin, y, width - 34, 6), step, 7.5);
        const QRectF answer = s.box(kMargin + width - 32, y + 0.5, 32, 5);
        s.frame(answer, 0.3, Qt::black);
        s.fit(answer.adjusted(s.mm(1), 0, -s.mm(1), 0), result, 8, true, Qt::AlignCenter);
        y += 6.5;
    }
    y += 3;

    // The victory track (12.2): one marker, its face the side that leads.
    s.fit(s.box(kMargin, y, width, 6), tr2(sc, "Tor punktów zwycięstwa (12.2, 12.4)", "Victory track (12.2, 12.4)"), 10,
          true);
    y += 6.5;
    const int boxes = sc.threshold + 1;
    const qreal boxW = std::min<qreal>(11, width / boxes);
    for (int i = 0; i < boxes; ++i) {
        const QRectF cell = s.box(kMargin + i * boxW, y, boxW, 9);
        s.frame(cell, 0.3, Qt::black);
        if (i == sc.markerBox) {
            const QColor c = sc.markerSide == QLatin1String("pl") ? kPolish : kRussian;
            s.painter().setBrush(c);
            s.painter().setPen(Qt::NoPen);
            s.painter().drawEllipse(cell.adjusted(s.mm(1), s.mm(1), -s.mm(1), -s.mm(1)));
            s.fit(cell, sc.markerSide == QLatin1String("pl") ? QStringLiteral("PL") : QStringLiteral("RU"), 7, true,
                  Qt::AlignCenter, Qt::white);
        } else {
            s.fit(cell.adjusted(s.mm(0.8), s.mm(0.5), 0, 0), QString::number(i), 6.5, false,
                  Qt::AlignLeft | Qt::AlignTop);
        }
    }
    y += 10.5;
    if (!sc.markerText.isEmpty()) {
        s.fit(s.box(kMargin, y, width, 5.5), sc.markerText, 8.5, true);
        y += 6;
    }
    const qreal half = width / 2;
    for (int i = 0; i < sc.scoring.size(); ++i) {
        const qreal x = kMargin + (i % 2) * half;
        s.fit(s.box(x, y + (i / 2) * 5, half - 2, 5), QStringLiteral("• ") + sc.scoring[i], 7.5);
    }
    s.fit(s.box(kMargin, s.pageHeightMm() - kMargin + 2, width, 5), sc.footer, 6.5, false,
          Qt::AlignLeft | Qt::AlignVCenter, QColor(0x55, 0x55, 0x55));
}

// The log, as many pages as it needs; returns how many.
int paintLog(Sheet &s, const Schedule &sc, QPagedPaintDevice *device)
{
    const qreal width = s.pageWidthMm() - 2 * kMargin;
    const qreal lineH = 5;
    int pages = 0;
    qsizetype i = 0;
    while (i < sc.log.size()) {
        device->newPage();
        ++pages;
        qreal y = kMargin;
        s.fit(s.box(kMargin, y, width, 8),
              tr2(sc, "Przebieg gry", "The game's log") + QStringLiteral(" — ") + sc.subtitle, 12, true);
        y += 10;
        while (i < sc.log.size() && y + lineH <= s.pageHeightMm() - kMargin) {
            s.fit(s.box(kMargin, y, width, lineH), sc.log[i], 8);
            y += lineH;
            ++i;
        }
    }
    return pages;
}

} // namespace

int paintSchedule(const Schedule &schedule, QPagedPaintDevice *device)
{
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    painter.setRenderHint(QPainter::Antialiasing);
    Sheet sheet(painter, device);
    paintSheet(sheet, schedule);
    const int logPages = paintLog(sheet, schedule, device);
    painter.end();
    return 1 + logPages;
}

bool writeSchedulePdf(const Schedule &schedule, const QString &path, int *pages, QString *error)
{
    const print::A4Document document{schedule.title, 600,
                                      [&](QPagedPaintDevice *device) { return paintSchedule(schedule, device); }};
    return print::writeA4Pdf(document, path, schedule.lang, error, pages);
}

} // namespace sztab::macprint
