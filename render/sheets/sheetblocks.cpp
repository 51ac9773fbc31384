// SPDX-License-Identifier: GPL-3.0-or-later
// The sheets' content as layout blocks: one block per thing that must stay on one page (the army header, each
// division with its regiments, the worksheet, each reference table).
#include "render/sheets/sheetpainter.h"

#include <algorithm>

namespace sztab::sheets {

namespace {

const QColor kBar(0x2b, 0x3a, 0x55);
const QColor kLight(0xf1, 0xf3, 0xf6);
const QColor kAlarm(0xb0, 0x00, 0x00);
const QColor kAlarmFill(0xfd, 0xec, 0xec);
const QColor kNote(0x9a, 0x6a, 0x00);
const QColor kNoteFill(0xfd, 0xf6, 0xe3);
const QColor kMark(0xf3, 0xd9, 0xa0);

class Sheet {
public:
    Sheet(const SheetModel &model, const Fonts &fonts, qreal widthMm) : m(model), b(fonts, widthMm), W(b.width()) { }

    QString l(const char *id) const { return label(id, m.lang); }
    qreal mm(qreal v) const { return b.mm(v); }

    // A bold heading with a rule under it; returns the height used.
    qreal heading(qreal y, const QString &text, FontRole font = FontRole::Heading)
    {
        const qreal h = b.text(0, y, W, font, text);
        b.line(0, y + h + mm(0.5), W, y + h + mm(0.5), 0.35, kBar);
        return h + mm(1.5);
    }

    // Label/value pairs in two columns.
    qreal pairs(qreal y, const QList<std::pair<QString, QString>> &items)
    {
        const qreal colW = W / 2;
        const qreal labelW = mm(38);
        qreal top = y;
        for (qsizetype i = 0; i < items.size(); i += 2) {
            qreal h = 0;
            for (qsizetype k = i; k < std::min(i + 2, items.size()); ++k) {
                const qreal x = (k - i) * colW;
                h = std::max(h, b.text(x, top, labelW - mm(1), FontRole::SmallBold, items[k].first));
                h = std::max(h, b.text(x + labelW, top, colW - labelW - mm(2), FontRole::Body, items[k].second));
            }
            top += h + mm(0.8);
        }
        return top - y;
    }

    // A framed box of lines in a colour, for broken rules and notes.
    qreal alert(qreal y, const QString &title, const QStringList &lines, QColor color, QColor fill)
    {
        const qreal pad = mm(1.5);
        qreal h = b.textHeight(FontRole::Bold, W - 2 * pad, title);
        for (const QString &line : lines)
            h += b.textHeight(FontRole::Small, W - 2 * pad - mm(3), line) + mm(0.5);
        b.fill(QRectF(0, y, W, h + 2 * pad), fill);
        b.frame(QRectF(0, y, W, h + 2 * pad), 0.6, color);
        qreal top = y + pad;
        const qreal th = b.textHeight(FontRole::Bold, W - 2 * pad, title);
        b.cell(QRectF(pad, top, W - 2 * pad, th), FontRole::Bold, title, Qt::AlignLeft | Qt::AlignTop, color);
        top += th;
        for (const QString &line : lines) {
            const qreal lh = b.textHeight(FontRole::Small, W - 2 * pad - mm(3), line);
            b.cell(QRectF(pad, top, mm(3), lh), FontRole::Small, QStringLiteral("•"), Qt::AlignLeft | Qt::AlignTop);
            b.cell(QRectF(pad + mm(3), top, W - 2 * pad - mm(3), lh), FontRole::Small, line,
                   Qt::AlignLeft | Qt::AlignTop);
            top += lh + mm(0.5);
        }
        return h + 2 * pad;
    }

    // A row of tick boxes with a caption in front; returns the height.
    qreal boxes(qreal x, qreal y, int count, qreal size)
    {
        for (int i = 0; i < count; ++i)
            b.box(QRectF(x + i * (size + mm(0.6)), y, size, size));
        return size;
    }
    qreal boxesWidth(int count, qreal size) const { return count * (size + mm(0.6)); }

    // A writing line for the player, from x to the right edge.
    void field(qreal x, qreal y, qreal right) { b.line(x, y, right, y, 0.15, QColor(0x70, 0x70, 0x70)); }

    Block titleAndArmy();
    Block commandAndUpgrades();
    Block division(const Division &d);
    Block trains();
    Block victory();
    qreal orders(const Division &d, qreal y, qreal pad); // the order table, individual orders and tick boxes
    QList<Block> reference();

    const SheetModel &m;
    BlockBuilder b;
    const qreal W;
};

Block Sheet::titleAndArmy()
{
    const Army &a = m.army;
    qreal y = 0;
    y += b.text(0, y, W, FontRole::Small, m.title.toUpper());
    y += heading(y, a.name, FontRole::Title) + mm(1);
    if (!m.errors.isEmpty())
        y += alert(y, l("warningTitle"), m.errors, kAlarm, kAlarmFill) + mm(2);
    if (!m.warnings.isEmpty())
        y += alert(y, l("noteTitle"), m.warnings, kNote, kNoteFill) + mm(2);
    QList<std::pair<QString, QString>> items{
        {l("nation"), a.nation},
        {l("limits"), a.limits},
        {l("unitPoints"), a.unitPoints},
        {l("upgradePoints"), a.upgradePoints},
        {l("totalPoints"), a.totalPoints},
        {l("bases"), a.bases},
        {l("artillery"), a.artillery},
        {l("armyValue"), a.armyValue.toString()},
        {l("armyMoraleValue"), QString::number(a.armyMoraleValue)},
        {l("initiativeBonus"),
         a.initiativeBonus > 0 ? label("initiativeBonusText", m.lang).arg(QStringLiteral("+%1").arg(a.initiativeBonus))
                               : l("none")},
    };
    if (!a.points) // B19: no points system, no army morale value: the bases and the artillery only
        items = {
            {l("nation"), a.nation}, {l("limits"), a.limits}, {l("bases"), a.bases}, {l("artillery"), a.artillery}};
    y += pairs(y, items) + mm(1.5);
    if (!a.armyMorale)
        return b.finish(y, QStringLiteral("army"));

    // Army morale track (BWN 11.9): the start level marked.
    const qreal labelW = mm(30);
    b.text(0, y + mm(2), labelW - mm(1), FontRole::SmallBold, l("armyMoraleTrack"));
    const qreal stepW = (W - labelW) / std::max<qsizetype>(1, a.moraleTrack.size());
    qreal nameH = 0;
    for (const MoraleStep &s : a.moraleTrack)
        nameH = std::max(nameH, b.textHeight(FontRole::SmallBold, stepW - mm(2), s.name));
    const qreal subH = b.textHeight(FontRole::Small, stepW - mm(2), l("start"));
    const qreal stepH = nameH + subH + mm(1.6);
    for (qsizetype i = 0; i < a.moraleTrack.size(); ++i) {
        const MoraleStep &s = a.moraleTrack[i];
        const QRectF r(labelW + i * stepW, y, stepW - mm(1), stepH);
        if (s.start)
            b.fill(r, kMark);
        b.frame(r, s.start ? 0.6 : 0.25);
        b.cell(QRectF(r.x() + mm(0.5), r.y() + mm(0.6), r.width() - mm(1), nameH), FontRole::SmallBold, s.name,
               Qt::AlignHCenter | Qt::AlignVCenter);
        const QString sub = s.modifier + (s.start ? QStringLiteral(" · ") + l("start") : QString());
        b.cell(QRectF(r.x() + mm(0.5), r.y() + mm(0.8) + nameH, r.width() - mm(1), subH), FontRole::Small, sub,
               Qt::AlignHCenter | Qt::AlignTop);
    }
    y += stepH + mm(1.5);

    // Bases lost, with the thresholds marked: the army morale may fall from the first, the second is a condition.
    b.text(0, y, labelW - mm(1), FontRole::SmallBold, l("basesLost"));
    const int total = std::max(1, a.totalBases);
    const qreal size = std::min(mm(6), (W - labelW) / total - mm(0.6));
    for (int i = 1; i <= a.totalBases; ++i) {
        const QRectF r(labelW + (i - 1) * (size + mm(0.6)), y, size, size);
        const bool mark = i == a.fallsFromLossBases || (a.heavyLossPercent && i == a.heavyLossBases);
        if (mark)
            b.fill(r, kMark);
        b.frame(r, mark ? 0.5 : 0.2);
        b.cell(r, FontRole::Small, QString::number(i), Qt::AlignCenter, QColor(0x80, 0x80, 0x80));
    }
    y += size + mm(1);
    QString thresholds =
        label("fallsFrom", m.lang).arg(a.fallsFromLossPercent).arg(a.fallsFromLossBases).arg(a.totalBases);
    if (a.heavyLossPercent)
        thresholds += QStringLiteral(" · ") + label("heavyLoss", m.lang).arg(*a.heavyLossPercent).arg(a.heavyLossBases);
    if (a.moraleBoughtLevels > 0)
        thresholds +=
            QStringLiteral(" · ") + l("boughtLevels") + QStringLiteral(": ") + QString::number(a.moraleBoughtLevels);
    y += b.text(labelW, y, W - labelW, FontRole::Small, thresholds);
    return b.finish(y, QStringLiteral("army"));
}

Block Sheet::commandAndUpgrades()
{
    qreal y = heading(0, l("commanders"));
    // B19's generals are read by their command dice (12.1, 12.3), BW-N's by command value and character.
    const bool dice = std::any_of(m.army.commanders.cbegin(), m.army.commanders.cend(),
                                  [](const Commander &c) { return !c.commandText.isEmpty(); });
    QList<QStringList> rows;
    if (dice) {
        rows << QStringList{l("role"), l("name"), l("commandDice"), l("rules")};
        for (const Commander &c : m.army.commanders)
            rows << (c.drawn ? QStringList{c.role, c.name, c.commandText, c.rules}
                             : QStringList{c.role, l("toBeDrawn") + QStringLiteral("________________"),
                                           QStringLiteral("____"), QString()});
        y += b.table(0, y, {mm(46), mm(44), mm(40), W - mm(130)}, rows, true) + mm(2.5);
    } else {
        rows << QStringList{l("role"), l("name"), l("command"), l("character"), l("rules")};
        for (const Commander &c : m.army.commanders) {
            if (c.drawn)
                rows << QStringList{c.role, c.name,
                                    (c.command > 0 ? QStringLiteral("+") : QString()) + QString::number(c.command),
                                    c.character, c.rules};
            else
                rows << QStringList{c.role, l("toBeDrawn") + QStringLiteral("________________"), QStringLiteral("____"),
                                    QString(), QString()};
        }
        y += b.table(0, y, {mm(36), mm(52), mm(21), mm(22), W - mm(131)}, rows, true) + mm(2.5);
    }
    if (!m.army.upgrades.isEmpty()) {
        y += heading(y, l("upgrades"));
        QList<QStringList> up{{l("upgrades"), QString(), l("pointsShort"), l("effect")}};
        for (const UpgradeLine &u : m.army.upgrades)
            up << QStringList{u.name, u.detail, u.points, u.description};
        y += b.table(0, y, {mm(38), mm(50), mm(10), W - mm(98)}, up, true);
    }
    return b.finish(y, QStringLiteral("command"));
}

qreal Sheet::orders(const Division &d, qreal y, qreal pad)
{
    // The order table for him (BWN 5.3): the 2d6 number with his command applied, and the chance.
    QStringList header{l("order")};
    header << d.bandLabels << l("effect");
    QList<QStringList> table{header};
    for (const OrderRow &r : d.orders) {
        QStringList row{r.order};
        for (const OrderCell &c : r.cells)
            row << (d.ledByCorps ? l("auto") : c.text(m.lang));
        row << r.effect;
        table << row;
    }
    if (d.ledByCorps)
        table << QStringList{l("ordersPassAutomatically")};
    QList<qreal> widths{mm(19)};
    for (qsizetype i = 0; i < d.bandLabels.size(); ++i)
        widths << mm(24);
    widths << W - mm(19) - d.bandLabels.size() * mm(24);
    y += b.text(0, y, W, FontRole::SmallBold, l(d.generalDrawn ? "orderTable" : "orderTableUndrawn")) + mm(0.5);
    y += b.table(0, y, widths, table, true, FontRole::Body, FontRole::SmallBold) + mm(1);

    QStringList individual;
    for (const IndividualLine &line : d.individual)
        individual << line.issuer + QStringLiteral(": ") + line.text();
    individual << label("impossibleAt", m.lang).arg(d.impossibleAt);
    QList<QStringList> info{
        {l("individual"), individual.join(QStringLiteral(" · "))},
        {l("activation"), d.activation},
        {l("transfer"), d.transfer},
        {l("noOrderName") + (d.character.isEmpty() ? QString() : QStringLiteral(" (") + d.character + QLatin1Char(')')),
         d.noOrder},
    };
    y += b.table(0, y, {mm(38), W - mm(38)}, info, false) + mm(1);

    // Tick boxes: the order given in each turn.
    if (d.turns > 0) {
        const qreal labelW = mm(27);
        const qreal colW = (W - labelW) / d.turns;
        const qreal size = mm(3);
        const qreal rowH = mm(8.5);
        b.frame(QRectF(0, y, W, rowH), 0.25);
        b.cell(QRectF(pad, y, labelW - pad, rowH), FontRole::SmallBold, l("turnBoxes"),
               Qt::AlignLeft | Qt::AlignVCenter);
        for (int t = 1; t <= d.turns; ++t) {
            const qreal x = labelW + (t - 1) * colW;
            b.line(x, y, x, y + rowH, 0.15);
            QString caption = l("turn") + QStringLiteral(" %1").arg(t);
            if (d.automaticTurns.contains(t))
                caption += QStringLiteral(" (") + l("auto") + QLatin1Char(')');
            b.cell(QRectF(x + mm(0.8), y + mm(0.5), colW - mm(1.6), mm(3.2)), FontRole::Small, caption,
                   Qt::AlignLeft | Qt::AlignTop);
            qreal bx = x + mm(0.8);
            for (const QString &initial : d.tickOrders) {
                b.box(QRectF(bx, y + mm(4.4), size, size));
                b.cell(QRectF(bx + size + mm(0.3), y + mm(4.1), mm(2.6), mm(3.6)), FontRole::Small, initial,
                       Qt::AlignLeft | Qt::AlignVCenter);
                bx += size + mm(3.1);
            }
        }
        y += rowH + mm(1.5);
    }
    return y;
}

Block Sheet::division(const Division &d)
{
    const qreal pad = mm(1.2);
    // The bar: division, and its general with command and character.
    QString general = d.generalRole + QStringLiteral(": ");
    if (d.generalDrawn && !d.commandDice.isEmpty()) // B19: command dice
        general += QStringLiteral("%1 · %2 %3").arg(d.generalName, l("commandDice"), d.commandDice);
    else if (d.generalDrawn && !d.orderTable)
        general += d.generalName;
    else if (d.generalDrawn)
        general += QStringLiteral("%1 · %2 %3 · %4").arg(d.generalName, l("command"), d.commandText, d.character);
    else
        general += l("toBeDrawnShort");
    const QString title = d.heading.isEmpty() ? l("division") + QStringLiteral(": ") + d.name : d.heading;
    const qreal leftW = W * 0.42;
    const qreal barH = std::max(b.textHeight(FontRole::BarText, leftW - 2 * pad, title),
                                b.textHeight(FontRole::Bold, W - leftW - 2 * pad, general))
        + 2 * pad;
    b.fill(QRectF(0, 0, W, barH), kBar);
    b.cell(QRectF(pad, pad, leftW - 2 * pad, barH - 2 * pad), FontRole::BarText, title,
           Qt::AlignLeft | Qt::AlignVCenter, Qt::white);
    b.cell(QRectF(leftW + pad, pad, W - leftW - 2 * pad, barH - 2 * pad), FontRole::Bold, general,
           Qt::AlignRight | Qt::AlignVCenter, Qt::white);
    qreal y = barH + mm(1);
    if (!d.generalDrawn) {
        const QString note = l("toBeDrawn") + QStringLiteral("________________________   ") + l("command")
            + QStringLiteral(": ____   ") + l("character") + QStringLiteral(": ________________");
        y += alert(y, note, {}, kNote, kNoteFill) + mm(1);
    }
    QStringList about;
    if (!d.traits.isEmpty())
        about << l("traits") + QStringLiteral(": ") + d.traits;
    if (!d.rules.isEmpty())
        about << l("rules") + QStringLiteral(": ") + d.rules;
    if (!about.isEmpty())
        y += b.text(0, y, W, FontRole::Body, about.join(QStringLiteral(" · "))) + mm(1);

    if (d.orderTable)
        y = orders(d, y, pad);

    // Regiments: statistics of BWN 2.8 with the training bonus applied, WTR boxes per base, ammunition, ambush.
    const QList<qreal> cols{mm(36), mm(19), mm(11), mm(12), mm(22), mm(13), mm(13), mm(9), mm(14)};
    qreal used = 0;
    for (qreal c : cols)
        used += c;
    QList<qreal> regimentCols = cols;
    regimentCols << W - used;
    y += b.table(0, y, regimentCols,
                 {{l("regiment"), l("status"), l("basesShort"), l("moveStat"), l("weapon"), l("wb"), l("so"), l("wtr"),
                   l("morale"), l("rules")}},
                 true);
    bool anyTrained = false;
    for (const Regiment &r : d.regiments) {
        anyTrained = anyTrained || r.trained;
        QList<QStringList> stats;
        for (qsizetype i = 0; i < r.profiles.size(); ++i) {
            const ProfileStats &p = r.profiles[i];
            QString heading = r.name;
            for (const QString &a : r.attached) // B19 12.10
                heading += QStringLiteral("\n+ ") + l("attachedUnit") + QStringLiteral(": ") + a;
            const QString name = i == 0 ? heading + QStringLiteral("\n") + p.name : QStringLiteral("+ ") + p.name;
            stats << QStringList{
                name,        i == 0 ? r.status : QString(), QString::number(p.bases), p.move, p.weapon, p.wb.text(),
                p.so.text(), QString::number(p.wtr),        p.morale.text(),          p.rules};
        }
        y += b.table(0, y, regimentCols, stats, false, FontRole::Small);

        // WTR boxes, one group per base; ammunition boxes for each battery.
        const qreal size = mm(2.8);
        const qreal lineH = size + mm(1.2);
        const qreal startX = pad + b.textWidth(FontRole::SmallBold, l("wtr")) + mm(2);
        qreal x = startX;
        qreal top = y + mm(0.8);
        const qreal stripTop = y;
        b.cell(QRectF(pad, top - mm(0.3), startX - pad, size + mm(0.6)), FontRole::SmallBold, l("wtr"),
               Qt::AlignLeft | Qt::AlignVCenter);
        for (qsizetype i = 0; i < r.wtrPerBase.size(); ++i) {
            const QString number = QString::number(i + 1) + QLatin1Char(':');
            const qreal numberW = b.textWidth(FontRole::Small, number) + mm(0.8);
            const int ammo = r.ammoPerBase.value(i);
            const QString ammoLabel = l("ammo") + QLatin1Char(':');
            const qreal ammoW = ammo > 0 ? b.textWidth(FontRole::Small, ammoLabel) + mm(1) + boxesWidth(ammo, size) : 0;
            const qreal need = numberW + boxesWidth(r.wtrPerBase[i], size) + ammoW + mm(3);
            if (x + need > W && x > startX) {
                x = startX;
                top += lineH;
            }
            b.cell(QRectF(x, top - mm(0.3), numberW, size + mm(0.6)), FontRole::Small, number,
                   Qt::AlignLeft | Qt::AlignVCenter);
            x += numberW;
            boxes(x, top, r.wtrPerBase[i], size);
            x += boxesWidth(r.wtrPerBase[i], size) + mm(1);
            if (ammo > 0) {
                const qreal aw = b.textWidth(FontRole::Small, ammoLabel) + mm(1);
                b.cell(QRectF(x, top - mm(0.3), aw, size + mm(0.6)), FontRole::Small, ammoLabel,
                       Qt::AlignLeft | Qt::AlignVCenter);
                x += aw;
                for (int k = 0; k < ammo; ++k)
                    b.box(QRectF(x + k * (size + mm(0.6)), top, size, size));
                b.fill(QRectF(x - mm(0.4), top + size + mm(0.3), boxesWidth(ammo, size), mm(0.3)), kNote);
                x += boxesWidth(ammo, size);
            }
            x += mm(3);
        }
        top += lineH;
        if (r.ambush) {
            const QString text = l("ambush") + QStringLiteral(" — ") + r.ambushNote;
            const qreal tw = std::min(b.textWidth(FontRole::SmallBold, text) + mm(1), W * 0.75);
            const qreal th = b.textHeight(FontRole::SmallBold, tw, text);
            b.cell(QRectF(pad, top, tw, th), FontRole::SmallBold, text, Qt::AlignLeft | Qt::AlignTop, kAlarm);
            field(pad + tw + mm(1), top + th - mm(0.3), W - pad);
            top += th + mm(1);
        }
        b.frame(QRectF(0, stripTop, W, top - stripTop), 0.25);
        y = top;
    }
    if (anyTrained)
        y += b.text(0, y + mm(0.5), W, FontRole::Small,
                    QStringLiteral("WB, SO, ") + l("morale") + QStringLiteral(": ") + l("applied"))
            + mm(0.5);
    return b.finish(y, QStringLiteral("division:") + d.id);
}

Block Sheet::trains()
{
    qreal y = heading(0, l("ammoTrain"));
    const qreal size = mm(3.2);
    for (const AmmunitionTrain &t : m.trains) {
        const QString text = t.name + QStringLiteral(": %1 %2").arg(t.charges).arg(l("charges"));
        const qreal tw = b.textWidth(FontRole::Body, text) + mm(2);
        b.cell(QRectF(0, y, tw, size + mm(0.6)), FontRole::Body, text, Qt::AlignLeft | Qt::AlignVCenter);
        boxes(tw, y + mm(0.3), t.charges, size);
        y += size + mm(2);
    }
    return b.finish(y, QStringLiteral("trains"));
}

Block Sheet::victory()
{
    const VictorySheet &v = m.victory;
    qreal y = heading(0, l("victory"), FontRole::Title) + mm(1);
    const qreal pad = mm(1);
    const qreal sourceW = mm(100);
    const qreal valueW = mm(36);
    const qreal countW = mm(22);
    const qreal scoredW = W - sourceW - valueW - countW;
    const QList<qreal> xs{0, sourceW, sourceW + valueW, sourceW + valueW + countW};
    const qreal headH = mm(5);
    b.fill(QRectF(0, y, W, headH), QColor(0xe4, 0xe8, 0xee));
    const QStringList head{l("source"), l("value"), l("count"), l("scored")};
    const QList<qreal> ws{sourceW, valueW, countW, scoredW};
    for (int i = 0; i < 4; ++i)
        b.cell(QRectF(xs[i] + pad, y, ws[i] - 2 * pad, headH), FontRole::SmallBold, head[i],
               Qt::AlignLeft | Qt::AlignVCenter);
    const qreal tableTop = y;
    y += headH;
    for (const VictoryRow &r : v.rows) {
        const qreal h = std::max(mm(7), b.textHeight(FontRole::Body, sourceW - 2 * pad, r.source) + 2 * pad);
        b.cell(QRectF(pad, y + pad, sourceW - 2 * pad, h - 2 * pad), FontRole::Body, r.source,
               Qt::AlignLeft | Qt::AlignVCenter);
        if (r.halfEnemyValue) {
            b.cell(QRectF(xs[1] + pad, y + pad, valueW - 2 * pad, h - 2 * pad), FontRole::Small, l("halfEnemy"),
                   Qt::AlignLeft | Qt::AlignVCenter);
        } else {
            b.cell(QRectF(xs[1] + pad, y + pad, valueW - 2 * pad, h - 2 * pad), FontRole::Bold, r.value,
                   Qt::AlignLeft | Qt::AlignVCenter);
            b.box(QRectF(xs[2] + pad, y + mm(1), countW - 2 * pad, h - mm(2)));
        }
        b.box(QRectF(xs[3] + pad, y + mm(1), scoredW - 2 * pad, h - mm(2)));
        y += h;
        b.line(0, y, W, y, 0.15, QColor(0x90, 0x98, 0xa4));
    }
    b.frame(QRectF(0, tableTop, W, y - tableTop), 0.3);
    for (int i = 1; i < 4; ++i)
        b.line(xs[i], tableTop, xs[i], y, 0.15, QColor(0x90, 0x98, 0xa4));
    y += mm(2);
    y += b.text(0, y, W, FontRole::Body, l("enemyValue")) + mm(1);
    y += b.text(0, y, W, FontRole::Small, label("ownValue", m.lang).arg(v.ownValue, v.ownHalf)) + mm(2);

    // Totals and the margin.
    const qreal boxW = mm(24);
    const qreal boxH = mm(9);
    qreal x = 0;
    for (const char *id : {"totalVp", "enemyVp", "difference"}) {
        const qreal lw = b.textWidth(FontRole::Bold, l(id)) + mm(2);
        b.cell(QRectF(x, y, lw, boxH), FontRole::Bold, l(id), Qt::AlignLeft | Qt::AlignVCenter);
        b.box(QRectF(x + lw, y, boxW, boxH));
        x += lw + boxW + mm(8);
    }
    y += boxH + mm(3);
    y += b.text(0, y, W, FontRole::SmallBold, l("margins")) + mm(0.5);
    QList<QStringList> margins;
    for (const auto &[range, name] : v.margins)
        margins << QStringList{range, name};
    const QList<qreal> marginCols{mm(20), mm(60)};
    y += b.table(0, y, marginCols, margins, false, FontRole::Body);
    return b.finish(y, QStringLiteral("victory"), true);
}

QList<Block> Sheet::reference()
{
    QList<Block> out;
    bool first = true;
    for (const ReferenceTable &t : m.reference) {
        qreal y = 0;
        if (first)
            y += heading(y, l("reference"), FontRole::Title) + mm(1);
        y += b.text(0, y, W, FontRole::Bold, t.title) + mm(0.6);
        qreal units = 0;
        for (int w : t.widths)
            units += w;
        QList<qreal> widths;
        for (int w : t.widths)
            widths << W * w / units;
        QList<QStringList> rows;
        if (!t.header.isEmpty())
            rows << t.header;
        rows << t.rows;
        y += b.table(0, y, widths, rows, !t.header.isEmpty(), FontRole::Small);
        // Follows the worksheet on its page when it fits (issue 15: a page mostly empty otherwise).
        out << b.finish(y, QStringLiteral("reference:") + t.title);
        first = false;
    }
    return out;
}

} // namespace

QList<Block> sheetBlocks(const SheetModel &model, const Fonts &fonts, qreal contentWidthMm)
{
    Sheet sheet(model, fonts, contentWidthMm);
    QList<Block> blocks;
    blocks << sheet.titleAndArmy() << sheet.commandAndUpgrades();
    for (const Division &d : model.divisions)
        blocks << sheet.division(d);
    if (!model.trains.isEmpty())
        blocks << sheet.trains();
    if (!model.victory.rows.isEmpty()) // B19's chapters give no victory points
        blocks << sheet.victory();
    blocks << sheet.reference();
    return blocks;
}

} // namespace sztab::sheets
