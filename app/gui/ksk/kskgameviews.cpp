// SPDX-License-Identifier: GPL-3.0-or-later
// What the KSK view shows, as lists for QML: everything from the replayed state, only the shown side's own diagrams,
// couriers and log (nothing while the seat changes hands). Words from the core; no rule is decided here.
#include "app/gui/ksk/kskgamedocument.h"

#include "foundation/jsonio.h"

namespace sztab::gui {

using namespace sztab::ksk;

namespace {

QVariantMap step(const char *id, const QString &text, bool main = false)
{
    return {{QStringLiteral("step"), QString::fromLatin1(id)},
            {QStringLiteral("text"), text},
            {QStringLiteral("main"), main}};
}

} // namespace

QVariantMap KskGameDocument::status() const
{
    QVariantMap out;
    if (!m_game)
        return out;
    const Scenario &sc = m_game->scenario;
    const GameState &st = m_state;
    out[QStringLiteral("stage")] = st.stage;
    out[QStringLiteral("stages")] = sc.stages;
    out[QStringLiteral("segmentText")] = segmentWord(st.segment, lang());
    if (st.initiative) {
        const InitiativeRoll &r = *st.initiative;
        out[QStringLiteral("initiative")] =
            tr("Initiative (II.8): A rolled %1, total %2; B rolled %3, total %4%5: "
               "%6 picks first.")
                .arg(r.dice[0])
                .arg(r.totals[0])
                .arg(r.dice[1])
                .arg(r.totals[1])
                .arg(r.rerolls > 0 ? tr(" (%n tie(s) rolled again)", "", r.rerolls) : QString())
                .arg(sideName(r.winner));
    }
    QVariantList steps;
    QString next;
    bool needsDie = false, needsChoice = false;
    const QString turn = QStringLiteral("%1 (%2)").arg(sideName(st.turn.side), sc.setup(st.turn.side).name.get(lang()));
    const bool between = st.segment == Segment::Setup || (st.segment == Segment::Activation && st.stageOver());
    if (between) {
        if (st.stage < sc.stages) {
            next = st.stage == 0 ? tr("Set up the map, then begin the first stage.")
                                 : tr("Stage %1 is over: begin the next one (II.19).").arg(st.stage);
            steps << step("begin", tr("Begin stage %1").arg(st.stage + 1), true);
        } else {
            next = tr("The last stage is over: the game ends (II.20).");
        }
    } else if (st.segment == Segment::Command) {
        next = tr("Command segment (II.4): change orders and move the commanders-in-chief and corps commanders, "
                  "then fill the cups and roll for the initiative.");
        steps << step("cups", tr("Fill the cups and roll the initiative (II.4.11–12, II.8)"), true);
        needsDie = true;
    } else if (!st.turn.pendingMarker.isEmpty()) {
        next = tr("%1 drew an active marker (%2): choose the formation it activates.").arg(turn, st.turn.pendingMarker);
        steps << step("activate", tr("Activate"), true);
        needsChoice = true;
    } else if (st.turn.mayPick) {
        next = tr("%1 picks (does not draw) an active marker and activates a formation (II.6.6, II.8.4).").arg(turn);
        steps << step("pick", tr("Pick and activate"), true) << step("yield", tr("Give the activation away (II.13)"));
        needsChoice = true;
    } else if (st.turn.mayKeep && st.turn.inARow < sc.rules.activationsInARow) {
        next = tr("%1 may try to keep the initiative: 1d10 ≤ the chosen commander's rating (II.9–II.12), or pass.")
                   .arg(turn);
        steps << step("keep", tr("Try to keep the initiative"), true) << step("pass", tr("Pass: the opponent draws"));
        needsDie = true;
        needsChoice = true;
    } else if (st.turn.inARow >= 1 || st.turn.blankDrawn) {
        // The turn is done (II.14: two in a row, or no keep left): the opponent draws next.
        next = tr("%1's turn is over (II.14): the opponent draws next.").arg(turn);
        steps << step("pass", tr("End the turn"), true);
    } else {
        next = tr("%1 draws a marker from the cup (II.6.5).").arg(turn);
        steps << step("draw", tr("Draw from the cup"), true);
        needsDie = true;
    }
    if (!st.activeFormation.isEmpty())
        out[QStringLiteral("stepNote")] = tr("Now activated: %1. II.14: at most %2 activations in a row; II.15: each "
                                             "formation once a stage.")
                                              .arg(formationName(st.activeFormation))
                                              .arg(sc.rules.activationsInARow);
    out[QStringLiteral("next")] = next;
    out[QStringLiteral("steps")] = steps;
    out[QStringLiteral("needsDie")] = needsDie;
    out[QStringLiteral("needsChoice")] = needsChoice;
    out[QStringLiteral("mayKeep")] = !between && st.segment == Segment::Activation && st.turn.mayKeep
        && st.turn.pendingMarker.isEmpty() && !st.turn.mayPick && st.turn.inARow < sc.rules.activationsInARow;
    return out;
}

QVariantList KskGameDocument::track() const
{
    QVariantList out;
    if (!m_game)
        return out;
    const auto s = shown();
    for (int stage = 1; stage <= m_game->scenario.stages; ++stage) {
        QStringList own;
        int others = 0;
        for (const Courier &c : m_state.couriers) {
            if (c.state != CourierState::Parked || c.returnStage != stage)
                continue;
            if (s && c.side == *s)
                own << QString::number(c.number);
            else
                ++others; // a counter on the track: its number and message stay the other side's
        }
        out << QVariantMap{{QStringLiteral("stage"), stage},
                           {QStringLiteral("current"), stage == m_state.stage},
                           {QStringLiteral("own"), own.join(QStringLiteral(", "))},
                           {QStringLiteral("others"), others}};
    }
    return out;
}

QVariantList KskGameDocument::trackMarkers() const
{
    QVariantList out;
    for (const QVariant &entry : track()) {
        const QVariantMap box = entry.toMap();
        const int stage = box.value(QStringLiteral("stage")).toInt();
        const QString own = box.value(QStringLiteral("own")).toString();
        const int others = box.value(QStringLiteral("others")).toInt();
        if (!own.isEmpty())
            out << QVariantMap{
                {QStringLiteral("box"), stage},
                {QStringLiteral("text"), own},
                {QStringLiteral("tip"), tr("Couriers back under the commander-in-chief in stage %1: %2").arg(stage).arg(own)},
                {QStringLiteral("color"), QStringLiteral("#1565c0")}};
        if (others > 0) // the other side's counters: how many, never their numbers
            out << QVariantMap{{QStringLiteral("box"), stage},
                               {QStringLiteral("text"), QStringLiteral("+%1").arg(others)},
                               {QStringLiteral("tip"), tr("%n of the other side's couriers come back in this stage", "", others)},
                               {QStringLiteral("color"), QStringLiteral("#757575")}};
    }
    return out;
}

QVariantList KskGameDocument::cups() const
{
    QVariantList out;
    if (!m_game)
        return out;
    for (const Side s : {Side::A, Side::B}) {
        const int i = s == Side::A ? 0 : 1;
        QStringList kinds;
        for (auto it = m_state.cups.active[i].cbegin(); it != m_state.cups.active[i].cend(); ++it)
            if (it.value() > 0)
                kinds << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
        out << QVariantMap{{QStringLiteral("side"), sideName(s)},
                           {QStringLiteral("active"), m_state.cups.activeCount(s)},
                           {QStringLiteral("blanks"), m_state.cups.blanks[i]},
                           {QStringLiteral("kinds"), kinds.join(QStringLiteral(", "))}};
    }
    return out;
}

QVariantList KskGameDocument::choices() const
{
    QVariantList out;
    if (!m_game || m_state.segment != Segment::Activation)
        return out;
    for (const Formation &f : m_game->scenario.setup(m_state.turn.side).formations) {
        if (m_state.activated.contains(f.id) || f.entryStage > m_state.stage)
            continue;
        // A drawn marker activates a formation of its kind (II.8.5): the others are not offered.
        if (!m_state.turn.pendingMarker.isEmpty() && f.marker != m_state.turn.pendingMarker)
            continue;
        out << QVariantMap{{QStringLiteral("id"), f.id},
                           {QStringLiteral("name"), tr("%1 (rating %2)").arg(f.name.get(lang())).arg(f.rating)}};
    }
    return out;
}

QVariantList KskGameDocument::diagrams() const
{
    QVariantList out;
    const auto s = shown();
    if (!m_game || !s)
        return out;
    const Scenario &sc = m_game->scenario;
    const hex::Orientation o = sc.grid.orientation;
    for (const Formation &f : sc.setup(*s).formations) {
        const auto d = m_state.diagrams.constFind(f.id);
        if (d == m_state.diagrams.cend())
            continue;
        const Order &order = d->order;
        const bool wedge = order.kind != OrderKind::Defence;
        const double centre = hex::wedgeCentreDegrees(o, order.axis);
        QString superior;
        if (const Commander *c = sc.commander(f.superior))
            superior = c->name.get(lang());
        QString detail = f.kind == FormationKind::Division ? tr("division, rating %1").arg(f.rating)
                                                           : tr("independent brigade, rating %1").arg(f.rating);
        if (!superior.isEmpty())
            detail += QStringLiteral(", ") + superior;
        QStringList history;
        for (const DiagramEntry &e : d->history) {
            QString how = pathWord(e.path, lang());
            if (e.courier > 0)
                how += QStringLiteral(" %1").arg(e.courier);
            history << tr("Stage %1: %2 — %3").arg(e.stage).arg(orderText(e.order), how);
        }
        // III.31: the core's advice on the Defence a disordered division may take at any time.
        bool disorderDefence = false;
        QString disorderText;
        for (const PathAdvice &a : ksk::orderPaths(sc, m_state, f.id))
            if (a.path == OrderPath::Disorder) {
                disorderDefence = a.allowed;
                disorderText = a.reason.get(lang());
            }
        QString inbound;
        if (d->courierInbound > 0)
            if (const Courier *c = m_state.courier(*s, d->courierInbound))
                inbound = tr("Courier %1 rides with %2, expected in stage %3.")
                              .arg(c->number)
                              .arg(orderText(c->order))
                              .arg(c->arrivalStage);
        out << QVariantMap{{QStringLiteral("id"), f.id},
                           {QStringLiteral("name"), f.name.get(lang())},
                           {QStringLiteral("detail"), detail},
                           {QStringLiteral("order"), orderLetter(order.kind)},
                           {QStringLiteral("orderWord"), orderWord(order.kind, lang())},
                           {QStringLiteral("axis"), order.axis},
                           {QStringLiteral("axisName"), hex::wedgeName(o, order.axis, lang())},
                           {QStringLiteral("hasWedge"), wedge},
                           {QStringLiteral("wedgeFrom"), -(centre + 30)},
                           {QStringLiteral("wedgeTo"), -(centre - 30)},
                           {QStringLiteral("flatTop"), o == hex::Orientation::Flat},
                           {QStringLiteral("distance"), order.distance},
                           {QStringLiteral("hex"), m_state.hexes.value(f.id, f.hex)},
                           {QStringLiteral("activated"), m_state.activated.contains(f.id)},
                           {QStringLiteral("inbound"), inbound},
                           {QStringLiteral("history"), history},
                           {QStringLiteral("units"), f.units},
                           {QStringLiteral("disordered"), m_state.disordered.value(f.id)},
                           {QStringLiteral("disorderDefence"), disorderDefence},
                           {QStringLiteral("disorderText"), disorderText}};
    }
    return out;
}

QVariantList KskGameDocument::commanders() const
{
    QVariantList out;
    const auto s = shown();
    if (!m_game || !s)
        return out;
    for (const Commander &c : m_game->scenario.setup(*s).commanders) {
        const QString role = c.role == CommanderRole::CommanderInChief ? tr("commander-in-chief")
            : c.role == CommanderRole::Wing                            ? tr("wing")
                                                                       : tr("corps");
        out << QVariantMap{{QStringLiteral("id"), c.id},
                           {QStringLiteral("name"), c.name.get(lang())},
                           {QStringLiteral("role"), role},
                           {QStringLiteral("hex"), m_state.hexes.value(c.id, c.hex)}};
    }
    return out;
}

QVariantList KskGameDocument::couriers() const
{
    QVariantList out;
    const auto s = shown();
    if (!m_game || !s)
        return out;
    for (const Courier &c : m_state.couriers) {
        if (c.side != *s)
            continue;
        switch (c.state) {
        case CourierState::Ready: out << tr("Courier %1: ready under the commander-in-chief.").arg(c.number); break;
        case CourierState::Riding:
            out << tr("Courier %1: riding to %2 (hex %3) with %4, expected in stage %5.")
                       .arg(c.number)
                       .arg(formationName(c.target), c.hex, orderText(c.order))
                       .arg(c.arrivalStage);
            break;
        case CourierState::Parked:
            out << tr("Courier %1: on the stage track, back in stage %2.").arg(c.number).arg(c.returnStage);
            break;
        }
    }
    return out;
}

QVariantList KskGameDocument::mapCouriers() const
{
    QVariantList out;
    const auto s = shown();
    if (!m_game || !s)
        return out;
    for (const Courier &c : m_state.couriers) {
        if (c.state != CourierState::Riding)
            continue;
        const bool own = c.side == *s;
        // Only what lies on the table: the counter's number, side and hex (the order stays with its side).
        const QString text = own ? tr("Our courier %1, hex %2").arg(c.number).arg(c.hex)
                                 : tr("Courier %1 of side %2, hex %3").arg(c.number).arg(sideName(c.side), c.hex);
        out << QVariantMap{{QStringLiteral("side"), sideName(c.side)},
                           {QStringLiteral("number"), c.number},
                           {QStringLiteral("hex"), c.hex},
                           {QStringLiteral("own"), own},
                           {QStringLiteral("text"), text}};
    }
    return out;
}

QString KskGameDocument::interceptRule() const
{
    if (!m_game)
        return QString();
    const Rules &r = m_game->scenario.rules;
    return tr("III.44/1 b: enemy cavalry entered the hex of a lone courier. The active player rolls 1d%3: on %1 the "
              "courier is taken, his order lost, and he goes on the stage track %2 stages later; otherwise he gives "
              "way one hex.")
        .arg(r.interceptionFace)
        .arg(r.interceptionDelayStages)
        .arg(r.die);
}

QVariantList KskGameDocument::due() const
{
    QVariantList out;
    const auto s = shown();
    if (!m_game || !s || m_state.stage == 0)
        return out;
    const int stage = m_state.stage;
    for (const Courier &c : m_state.couriers) {
        if (c.side != *s)
            continue;
        if (c.state == CourierState::Riding && c.arrivalStage <= stage)
            out << tr("Courier %1 reaches %2: the order becomes %3 (III.43).")
                       .arg(c.number)
                       .arg(formationName(c.target), orderText(c.order));
        else if (c.state == CourierState::Parked && c.returnStage == stage)
            out << tr("Courier %1 is back under the commander-in-chief (III.41).").arg(c.number);
    }
    for (const Formation &f : m_game->scenario.setup(*s).formations)
        if (f.entryStage == stage && stage > 1)
            out << tr("%1 enters the map (II.17).").arg(f.name.get(lang()));
    return out;
}

QVariantList KskGameDocument::log() const
{
    QVariantList out;
    const auto s = shown();
    if (!m_game || !s)
        return out;
    // Newest first; a line that is one side's secret (an order given, a note) only for that side.
    for (auto it = m_state.events.crbegin(); it != m_state.events.crend(); ++it)
        if (!it->only || *it->only == *s)
            out << it->text.get(lang());
    return out;
}

QVariantList KskGameDocument::wedges() const
{
    QVariantList out;
    const hex::Orientation o = m_game ? m_game->scenario.grid.orientation : hex::Orientation::Flat;
    for (int w = 0; w < hex::kWedges; ++w) {
        const double centre = hex::wedgeCentreDegrees(o, w);
        out << QVariantMap{{QStringLiteral("index"), w},
                           {QStringLiteral("name"), hex::wedgeName(o, w, lang())},
                           {QStringLiteral("from"), -(centre + 30)},
                           {QStringLiteral("to"), -(centre - 30)}};
    }
    return out;
}

QString KskGameDocument::ownHexReason() const
{
    // The core's check of an order that goes nowhere: Attack towards the hex he stands on.
    Order towardsOwnHex;
    towardsOwnHex.kind = OrderKind::Attack;
    towardsOwnHex.distance = 0;
    const std::optional<Issue> issue = checkOrderShape(towardsOwnHex);
    return issue ? QStringLiteral("%1: %2").arg(issue->section, issue->message.get(lang())) : QString();
}

} // namespace sztab::gui
