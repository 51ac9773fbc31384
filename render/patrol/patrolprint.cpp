// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/patrol/patrolprint.h"

#include "foundation/messagelanguage.h"
#include "foundation/text.h"
#include "render/print/a4document.h"
#include "render/sheets/sheetlayout.h"

#include <QPagedPaintDevice>
#include <QPainter>

namespace sztab::patrolprint {

namespace {

using sheets::Block;
using sheets::BlockBuilder;
using sheets::FontRole;
using sheets::Fonts;
using sheets::PageSetup;

// A number of the ruleset as the card prints it: 12, 1.5 (Polish 1,5), with the measure's mark (12").
QString dist(double v, const CardNumbers &n, const QString &lang)
{
    const QString number = decimalText(QString::number(v, 'g', 4), lang);
    return n.measure == QLatin1String("in") ? number + QLatin1Char('"') : number + QLatin1Char(' ') + n.measure;
}

qreal contentWidthMm(QPagedPaintDevice *device, const PageSetup &setup)
{
    return device->width() * 25.4 / device->logicalDpiX() - 2 * setup.marginMm;
}

sheets::FooterText footerOf(const QString &left, const QString &right, const QString &lang)
{
    sheets::FooterText f;
    f.left = left;
    f.right = right;
    f.pageFormat = pick(lang, "strona %1 z %2", "page %1 of %2");
    return f;
}

QList<Block> slipBlocks(const PatrolSlip &s, const Fonts &fonts, qreal widthMm)
{
    const QString &lang = s.lang;
    QList<Block> blocks;
    {
        BlockBuilder b(fonts, widthMm);
        qreal y = b.text(0, 0, b.width(), FontRole::Title,
                         pick(lang, "Znaczniki patroli — tajny przydział gracza %1",
                              "Patrol markers — secret assignment of player %1")
                             .arg(s.player));
        y += b.mm(1);
        if (!s.army.isEmpty())
            y += b.text(0, y, b.width(), FontRole::Heading, s.army);
        y += b.mm(1);
        y += b.text(0, y, b.width(), FontRole::Bold,
                    pick(lang, "Tylko dla gracza %1: nie pokazuj przeciwnikowi (B19 6.1).",
                         "For player %1 only: keep it from your opponent (B19 6.1).")
                        .arg(s.player));
        blocks << b.finish(y + b.mm(2), QStringLiteral("title"));
    }
    {
        // The markers: number, then the corps under it (a scout when empty); blank boxes to fill in by hand.
        BlockBuilder b(fonts, widthMm);
        const qreal markerW = b.mm(28), corpsW = b.width() - markerW;
        const qreal rowH = b.mm(s.blank ? 11 : 8);
        qreal y = 0;
        b.fill(QRectF(0, y, b.width(), b.mm(7)), QColor(0xe4, 0xe8, 0xee));
        b.cell(QRectF(b.mm(2), y, markerW - b.mm(2), b.mm(7)), FontRole::Bold, pick(lang, "Znacznik", "Marker"));
        b.cell(QRectF(markerW + b.mm(2), y, corpsW - b.mm(2), b.mm(7)), FontRole::Bold,
               pick(lang, "Korpus pod znacznikiem (puste: zwiad)", "Corps under the marker (empty: scout)"));
        b.frame(QRectF(0, y, b.width(), b.mm(7)));
        y += b.mm(7);
        for (const SlipRow &r : s.rows) {
            b.frame(QRectF(0, y, markerW, rowH), 0.3);
            b.frame(QRectF(markerW, y, corpsW, rowH), 0.3);
            b.cell(QRectF(b.mm(2), y, markerW - b.mm(2), rowH), FontRole::Heading, r.marker);
            if (!s.blank)
                b.cell(QRectF(markerW + b.mm(2), y, corpsW - b.mm(4), rowH),
                       r.corps.isEmpty() ? FontRole::Body : FontRole::Bold,
                       r.corps.isEmpty() ? pick(lang, "zwiad (pusty znacznik)", "scout (empty marker)") : r.corps,
                       Qt::AlignLeft | Qt::AlignVCenter, r.corps.isEmpty() ? QColor(0x60, 0x60, 0x60) : Qt::black);
            y += rowH;
        }
        if (s.rows.isEmpty())
            y += b.text(0, y + b.mm(1), b.width(), FontRole::Body,
                        pick(lang, "Gracz nie ma jeszcze znaczników.", "The player has no markers yet."));
        blocks << b.finish(y, QStringLiteral("markers"));
    }
    {
        BlockBuilder b(fonts, widthMm);
        qreal y = 0;
        if (s.blank && !s.corps.isEmpty()) {
            y += b.text(0, y, b.width(), FontRole::Bold, pick(lang, "Twoje korpusy:", "Your corps:"));
            y += b.text(0, y, b.width(), FontRole::Body, s.corps.join(QStringLiteral(" · ")));
            y += b.mm(2);
        }
        y += b.text(
            0, y, b.width(), FontRole::Small,
            pick(lang,
                 "Każdy korpus ma dwa znaczniki patroli; do jednego znacznika przydziel najwyżej jeden korpus, "
                 "pozostałe znaczniki są zwiadem. Przydział jest tajny do odkrycia znacznika (B19 6.1, 6.4).",
                 "Each corps has two patrol markers; assign at most one corps to a marker, the other markers are "
                 "scouts. The assignment stays secret until the marker is revealed (B19 6.1, 6.4)."));
        blocks << b.finish(y, QStringLiteral("rule"));
    }
    return blocks;
}

QList<Block> cardBlocks(const PatrolCard &c, const Fonts &fonts, qreal widthMm)
{
    QList<Block> blocks;
    {
        BlockBuilder b(fonts, widthMm);
        qreal y = b.text(0, 0, b.width(), FontRole::Title,
                         pick(c.lang, "Znaczniki patroli — karta pomocnicza", "Patrol markers — reference card"));
        if (!c.ruleset.isEmpty())
            y += b.text(0, y, b.width(), FontRole::Body, c.ruleset + QStringLiteral(" · B19 6.1–6.5"));
        blocks << b.finish(y + b.mm(1), QStringLiteral("title"));
    }
    const QList<QStringList> sections = cardSections(c);
    for (const QStringList &section : sections) {
        BlockBuilder b(fonts, widthMm);
        qreal y = 0;
        b.fill(QRectF(0, 0, b.width(), b.mm(6.5)), QColor(0xe4, 0xe8, 0xee));
        b.cell(QRectF(b.mm(2), 0, b.width() - b.mm(4), b.mm(6.5)), FontRole::Heading, section.value(0));
        y += b.mm(8);
        for (qsizetype i = 1; i < section.size(); ++i) {
            b.cell(QRectF(b.mm(2), y, b.mm(4), b.mm(4)), FontRole::Body, QStringLiteral("•"),
                   Qt::AlignLeft | Qt::AlignTop);
            y += b.text(b.mm(6), y, b.width() - b.mm(6), FontRole::Body, section[i]) + b.mm(0.8);
        }
        blocks << b.finish(y, QStringLiteral("section"));
    }
    return blocks;
}

template <class Model, class BlocksOf>
int paintWith(const Model &m, QPagedPaintDevice *device, BlocksOf blocksOf, const sheets::FooterText &footer)
{
    const Fonts fonts(device);
    const PageSetup setup;
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    const QList<Block> blocks = blocksOf(m, fonts, contentWidthMm(device, setup));
    const sheets::LayoutReport report = sheets::paintBlocks(painter, device, fonts, blocks, footer, setup);
    painter.end();
    return report.pages;
}

template <class Paint> bool writePdf(const QString &path, const QString &title, QString *error, Paint paint)
{
    return print::writeA4Pdf(print::A4Document{title, 600, paint}, path, messageLanguage(), error);
}

} // namespace

QList<QStringList> cardSections(const PatrolCard &c)
{
    const QString &l = c.lang;
    const CardNumbers &n = c.numbers;
    auto d = [&](double v) { return dist(v, n, l); };
    QList<QStringList> out;
    out << QStringList{
        pick(l, "Rozstawienie (B19 6.1)", "Placement (B19 6.1)"),
        pick(l,
             "%1 znaczniki na każdy korpus; w tajemnicy przydziel do znacznika najwyżej jeden korpus, reszta to zwiad.",
             "%1 markers per corps; in secret, assign at most one corps to a marker, the rest are scouts.")
            .arg(n.markersPerCorps),
        pick(l, "Naprzemiennie po jednym, od gracza z inicjatywą, w strefie rozstawienia pola bitwy.",
             "Alternately, one at a time, from the initiative winner, inside the battlefield's deployment zone."),
        pick(l, "Nigdy bliżej niż %1 od znacznika przeciwnika.", "Never closer than %1 to an enemy marker.")
            .arg(d(n.placementGap)),
        pick(l, "Znaczniki, które się widzą po rozstawieniu wszystkich, zostają odkryte.",
             "Markers that see each other once all are placed are revealed.")};
    out << QStringList{
        pick(l, "Pole widzenia (B19 6.2)", "Sight (B19 6.2)"),
        pick(l, "%1 dookoła (360°).", "%1 all round (360°).").arg(d(n.sight)),
        pick(l,
             "%1, jeśli ponad połowa znacznika jest w lesie lub terenie zabudowanym: tak samo widzi i jest widoczny.",
             "%1 when more than half of the marker is in woods or a built-up area: it sees and is seen that far.")
            .arg(d(n.sightReduced)),
        pick(l, "%1 do znacznika lub oddziału za lasem, terenem zabudowanym, wzgórzem lub oddziałami przeciwnika.",
             "%1 towards a marker or unit behind woods, a built-up area, a hill or enemy units.")
            .arg(d(n.sightReduced)),
        pick(l, "Widzenie jest zawsze wzajemne; inny teren nie ma wpływu.",
             "Sight is always mutual; other terrain does not matter.")};
    out << QStringList{
        pick(l, "Ruch (B19 6.3)", "Movement (B19 6.3)"),
        pick(l, "W fazie F2, naprzemiennie po jednym znaczniku, od gracza z inicjatywą; każdy znacznik raz na turę.",
             "In phase F2, alternately one marker at a time, from the initiative player; each marker once a turn."),
        pick(l, "%1; %2, jeśli co najmniej %3 ruchu podstawowego odbywa się po drodze.",
             "%1; %2 when at least %3 of the base move is on a road.")
            .arg(d(n.move), d(n.roadMove), d(n.roadMinimum)),
        pick(l, "Nigdy przez teren nieprzekraczalny (10.3); inny teren nie zmienia zasięgu.",
             "Never across impassable terrain (10.3); no other terrain changes the move."),
        pick(l,
             "Zatrzymuje się od razu w odległości, w której widzi lub jest widziany (%1 lub %2); jeden ruch może "
             "odkryć kilka znaczników.",
             "Stops at once at the distance where it sees or is seen (%1 or %2); one move may reveal several markers.")
            .arg(d(n.sight), d(n.sightReduced)),
        pick(l, "Znacznik można ogłosić nieruchomym (ważne dla rozkazu, 6.5).",
             "A marker may be declared stationary (it matters for the order, 6.5).")};
    out << QStringList{
        pick(l, "Odkrycie i rozstawienie (B19 6.4)", "Reveal and deployment (B19 6.4)"),
        pick(l, "Gracz z inicjatywą decyduje, kto ujawnia pierwszy; dwa zwiady schodzą ze stołu.",
             "The initiative player decides who reveals first; two scouts leave the table."),
        pick(l,
             "Korpus wystawia się dywizja po dywizji, każda podstawka najwyżej %1 od krawędzi swojego znacznika "
             "(więcej tylko o tyle, ile trzeba, by zmieścić korpus; artyleria w najbliższym możliwym miejscu).",
             "A corps deploys division by division, every base within %1 of its marker's edge (further only as far as "
             "needed to fit the corps; artillery at the nearest possible place).")
            .arg(d(n.deployWithin)),
        pick(l,
             "Generałowie nie bliżej odkrytego korpusu przeciwnika niż odległość odkrycia; wódz naczelny z pierwszym "
             "korpusem.",
             "Generals no closer to the revealed enemy corps than the reveal distance; the commander-in-chief with the "
             "first corps."),
        pick(l,
             "Dobrowolne odkrycie po wszystkich ruchach, naprzemiennie od gracza A; nie bliżej krawędzi przeciwnika "
             "niż znacznik.",
             "Voluntary reveal after all moves, alternately from player A; never closer to the enemy edge than the "
             "marker.")};
    out << QStringList{pick(l, "Rozkazy po odkryciu (B19 6.5)", "Orders after the reveal (B19 6.5)"),
                       pick(l, "Korpus spod znacznika, który poruszył się w tej turze: automatycznie OBRONA (4.7).",
                            "A corps revealed from a marker that moved this turn: DEFENCE at once (4.7)."),
                       pick(l, "Korpus spod znacznika, który się nie ruszał: dowolny rozkaz.",
                            "A corps from a marker that did not move: any order.")};
    return out;
}

int paintSlip(const PatrolSlip &slip, QPagedPaintDevice *device)
{
    const QString right = slip.blank ? pick(slip.lang, "do wypełnienia", "to fill in")
                                     : pick(slip.lang, "TAJNE — gracz %1", "SECRET — player %1").arg(slip.player);
    return paintWith(slip, device, slipBlocks, footerOf(QStringLiteral("Sztab · ") + slip.plan, right, slip.lang));
}

int paintCard(const PatrolCard &card, QPagedPaintDevice *device)
{
    return paintWith(card, device, cardBlocks,
                     footerOf(QStringLiteral("Sztab · ") + card.ruleset, QStringLiteral("B19 6"), card.lang));
}

bool writeSlipPdf(const PatrolSlip &slip, const QString &path, QString *error)
{
    const QString title =
        pick(slip.lang, "Przydział znaczników patroli — gracz %1", "Patrol marker slip — player %1").arg(slip.player);
    return writePdf(path, title, error, [&](QPagedPaintDevice *d) { return paintSlip(slip, d); });
}

bool writeCardPdf(const PatrolCard &card, const QString &path, QString *error)
{
    const QString title = pick(card.lang, "Znaczniki patroli — karta pomocnicza", "Patrol markers — reference card");
    return writePdf(path, title, error, [&](QPagedPaintDevice *d) { return paintCard(card, d); });
}

} // namespace sztab::patrolprint
