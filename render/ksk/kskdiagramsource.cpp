// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/ksk/kskdiagramsource.h"

#include "foundation/jsonio.h"

namespace sztab::kskrender {

using namespace sztab::ksk;

namespace {

QString word(const QString &lang, const char *pl, const char *en) { return pick(lang, pl, en); }

QString orderAxis(const Scenario &sc, const Order &o, const QString &lang)
{
    return o.kind == OrderKind::Defence ? QString() : hex::wedgeName(sc.grid.orientation, o.axis, lang);
}

QString orderDistance(const Order &o) { return o.kind == OrderKind::Defence ? QString() : QString::number(o.distance); }

void headers(KskSheetModel &m)
{
    const QString &l = m.lang;
    m.courierHeader = {word(l, "Nr", "No."), word(l, "Etap", "Stage"), word(l, "Do", "To"), word(l, "Rozkaz", "Order"),
                       word(l, "Dojazd", "Arrives")};
    m.stageHeader = {word(l, "Etap", "Stage"), word(l, "Inicjatywa", "Initiative"),
                     word(l, "Aktywacje (kolejno)", "Activations (in order)")};
}

DiagramCard namedCard(const Scenario &sc, const Formation &f, const QString &lang)
{
    DiagramCard c;
    c.name = f.commander.isEmpty() ? f.name.get(lang)
                                   : QStringLiteral("%1 — %2").arg(f.name.get(lang), f.commander.get(lang));
    c.detail = (f.kind == FormationKind::Division ? word(lang, "dywizja", "division")
                                                  : word(lang, "samodzielna brygada", "independent brigade"))
        + word(lang, ", samodzielność %1", ", rating %1").arg(f.rating);
    if (const Commander *s = sc.commander(f.superior))
        c.detail += QStringLiteral(", ") + s->name.get(lang);
    return c;
}

// The stage log from the log's public actions, each replayed with its own dice (initiative and activations are
// done in the open at the table; orders are not read).
QList<LogRow> stageRows(const GameDocument &game, const QString &lang)
{
    QList<LogRow> rows;
    GameState st = initialState(game.scenario);
    QStringList activations;
    QString initiative;
    const auto flush = [&] {
        if (st.stage > 0)
            rows << LogRow{{QString::number(st.stage), initiative, activations.join(QStringLiteral(", "))}};
        activations.clear();
        initiative.clear();
    };
    for (const Action &logged : game.log) {
        Action a = logged;
        PhysicalDice dice(logged.dice);
        if (a.type == ActionType::StageBegin)
            flush();
        if (!apply(game.scenario, st, a, dice).ok)
            break; // the document replayed before it got here; a log that does not is shown up to that point
        if (a.type == ActionType::Cups && st.initiative) {
            const InitiativeRoll &r = *st.initiative;
            initiative = QStringLiteral("A %1, B %2 → %3").arg(r.totals[0]).arg(r.totals[1]).arg(sideName(r.winner));
        }
        if (a.type == ActionType::Pick || a.type == ActionType::Activate
            || (a.type == ActionType::Keep && st.activeFormation == a.formation)) {
            if (const Formation *f = game.scenario.formation(a.formation)) {
                const auto side = game.scenario.sideOfFormation(a.formation);
                activations << QStringLiteral("%1: %2").arg(side ? sideName(*side) : QString(), f->name.get(lang));
            }
        }
    }
    flush();
    return rows;
}

} // namespace

KskSheetModel blankSheets(const Scenario *scenario, std::optional<Side> side, const QString &lang)
{
    KskSheetModel m;
    m.lang = lang;
    m.blank = true;
    headers(m);
    if (scenario) {
        m.scenario = scenario->name.get(lang);
        m.flatTop = scenario->grid.orientation == hex::Orientation::Flat;
        m.stageCount = scenario->stages;
        if (side) {
            m.sideName = QStringLiteral("%1 — %2").arg(sideName(*side), scenario->setup(*side).name.get(lang));
            for (const Formation &f : scenario->setup(*side).formations)
                m.cards << namedCard(*scenario, f, lang);
        }
    } else {
        m.stageCount = 12;
    }
    return m;
}

KskSheetModel sheetsForSide(const GameDocument &game, const GameState &state, std::optional<Side> side,
                            const QString &lang, bool blank)
{
    const Scenario &sc = game.scenario;
    if (blank || !side)
        return blankSheets(&sc, side, lang);
    KskSheetModel m;
    m.lang = lang;
    headers(m);
    m.scenario = sc.name.get(lang);
    m.flatTop = sc.grid.orientation == hex::Orientation::Flat;
    m.stageCount = sc.stages;
    m.sideName = QStringLiteral("%1 — %2").arg(sideName(*side), sc.setup(*side).name.get(lang));
    m.stageText = word(lang, "etap %1 z %2", "stage %1 of %2").arg(state.stage).arg(sc.stages);
    // Only this side's formations: their diagrams, histories and couriers are its own to read.
    for (const Formation &f : sc.setup(*side).formations) {
        DiagramCard c = namedCard(sc, f, lang);
        const auto d = state.diagrams.constFind(f.id);
        if (d != state.diagrams.cend()) {
            c.order = orderLetter(d->order.kind);
            c.hasWedge = d->order.kind != OrderKind::Defence;
            const double centre = hex::wedgeCentreDegrees(sc.grid.orientation, d->order.axis);
            c.wedgeFrom = -(centre + 30);
            c.wedgeTo = -(centre - 30);
            c.axis = orderAxis(sc, d->order, lang);
            c.distance = orderDistance(d->order);
            for (const DiagramEntry &e : d->history) {
                QString how = pathWord(e.path, lang);
                if (e.courier > 0)
                    how += QStringLiteral(" %1").arg(e.courier);
                c.history << DiagramChange{e.stage, orderLetter(e.order.kind), orderAxis(sc, e.order, lang),
                                           orderDistance(e.order), how};
                if (e.courier > 0)
                    m.couriers << LogRow{
                        {QString::number(e.courier), QString::number(e.stage), f.name.get(lang),
                         QStringLiteral("%1 %2 %3")
                             .arg(orderLetter(e.order.kind), orderAxis(sc, e.order, lang), orderDistance(e.order))
                             .trimmed(),
                         word(lang, "dojechał", "arrived")}};
            }
            if (d->courierInbound > 0)
                if (const Courier *r = state.courier(*side, d->courierInbound))
                    c.inTransit << word(lang, "Goniec %1 wiezie %2 %3 %4, etap %5",
                                        "Courier %1 carries %2 %3 %4, stage %5")
                                       .arg(r->number)
                                       .arg(orderLetter(r->order.kind), orderAxis(sc, r->order, lang),
                                            orderDistance(r->order))
                                       .arg(r->arrivalStage);
        }
        c.hex = state.hexes.value(f.id, f.hex);
        m.cards << c;
    }
    for (const Courier &r : state.couriers) {
        if (r.side != *side || r.state != CourierState::Riding)
            continue;
        m.couriers << LogRow{{QString::number(r.number), QString::number(r.dispatchedStage),
                              sc.formation(r.target) ? sc.formation(r.target)->name.get(lang) : r.target,
                              QStringLiteral("%1 %2 %3")
                                  .arg(orderLetter(r.order.kind), orderAxis(sc, r.order, lang), orderDistance(r.order))
                                  .trimmed(),
                              word(lang, "w drodze, etap %1", "riding, stage %1").arg(r.arrivalStage)}};
    }
    m.stages = stageRows(game, lang);
    return m;
}

} // namespace sztab::kskrender
