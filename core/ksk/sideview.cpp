// SPDX-License-Identifier: GPL-3.0-or-later
// One side's view of a game (KSK II.3.1: orders are given in secret): the other side's diagrams, the orders its
// couriers carry, its notes and its secret step log stay out of everything written for this side.
#include "ksk/game.h"

#include <QJsonArray>

namespace sztab::ksk {

namespace {

bool sees(std::optional<Side> viewer, Side owner) { return !viewer || *viewer == owner; }

QJsonObject cupJson(const Cups &cups, Side s)
{
    QJsonObject active;
    for (auto it = cups.active[int(s)].cbegin(); it != cups.active[int(s)].cend(); ++it)
        active.insert(it.key(), *it);
    return QJsonObject{{QStringLiteral("active"), active}, {QStringLiteral("blanks"), cups.blanks[int(s)]}};
}

} // namespace

QJsonObject stateForSide(const Scenario &scenario, const GameState &state, std::optional<Side> side)
{
    QJsonObject o;
    o.insert(QStringLiteral("view"), side ? sideName(*side) : QStringLiteral("umpire"));
    o.insert(QStringLiteral("stage"), state.stage);
    o.insert(QStringLiteral("stages"), scenario.stages);
    o.insert(QStringLiteral("segment"), QString::fromLatin1(enumName(state.segment)));
    QJsonObject hexes;
    for (auto it = state.hexes.cbegin(); it != state.hexes.cend(); ++it)
        hexes.insert(it.key(), *it);
    o.insert(QStringLiteral("hexes"), hexes);

    QJsonArray diagrams;
    for (const CommandDiagram &d : state.diagrams) {
        const auto owner = scenario.sideOfFormation(d.formation);
        if (!owner || !sees(side, *owner))
            continue;
        QJsonObject j = writeJson(d).toObject();
        j.insert(QStringLiteral("side"), sideName(*owner));
        j.insert(QStringLiteral("disordered"), state.disordered.value(d.formation));
        j.insert(QStringLiteral("paths"), [&] {
            QJsonArray paths;
            for (const PathAdvice &p : orderPaths(scenario, state, d.formation))
                paths.append(QJsonObject{{QStringLiteral("path"), QString::fromLatin1(enumName(p.path))},
                                         {QStringLiteral("allowed"), p.allowed},
                                         {QStringLiteral("rule"), pathRule(p.path)},
                                         {QStringLiteral("reason"), p.reason.toJson()},
                                         {QStringLiteral("arrivalStage"), p.arrivalStage}});
            return paths;
        }());
        diagrams.append(j);
    }
    o.insert(QStringLiteral("diagrams"), diagrams);

    QJsonArray couriers;
    for (const Courier &k : state.couriers) {
        // On the table: the counter, where it lies and when it comes back. Its errand: its own side's only.
        QJsonObject j{{QStringLiteral("side"), sideName(k.side)},
                      {QStringLiteral("number"), k.number},
                      {QStringLiteral("state"), QString::fromLatin1(enumName(k.state))}};
        if (!k.hex.isEmpty())
            j.insert(QStringLiteral("hex"), k.hex);
        if (k.state == CourierState::Parked)
            j.insert(QStringLiteral("returnStage"), k.returnStage);
        if (k.state == CourierState::Riding && sees(side, k.side)) {
            j.insert(QStringLiteral("target"), k.target);
            j.insert(QStringLiteral("order"), writeJson(k.order));
            if (!k.note.isEmpty())
                j.insert(QStringLiteral("note"), k.note.toJson());
            if (!k.via.isEmpty())
                j.insert(QStringLiteral("via"), k.via);
            j.insert(QStringLiteral("dispatchedStage"), k.dispatchedStage);
            j.insert(QStringLiteral("arrivalStage"), k.arrivalStage);
        }
        couriers.append(j);
    }
    o.insert(QStringLiteral("couriers"), couriers);

    o.insert(QStringLiteral("cups"),
             QJsonObject{{QStringLiteral("A"), cupJson(state.cups, Side::A)},
                         {QStringLiteral("B"), cupJson(state.cups, Side::B)}});
    if (state.initiative) {
        const InitiativeRoll &r = *state.initiative;
        o.insert(QStringLiteral("initiative"),
                 QJsonObject{{QStringLiteral("dice"), QJsonArray{r.dice[0], r.dice[1]}},
                             {QStringLiteral("totals"), QJsonArray{r.totals[0], r.totals[1]}},
                             {QStringLiteral("rerolls"), r.rerolls},
                             {QStringLiteral("winner"), sideName(r.winner)}});
    }
    o.insert(QStringLiteral("turn"),
             QJsonObject{{QStringLiteral("side"), sideName(state.turn.side)},
                         {QStringLiteral("mayPick"), state.turn.mayPick},
                         {QStringLiteral("mayKeep"), state.turn.mayKeep},
                         {QStringLiteral("blankDrawn"), state.turn.blankDrawn},
                         {QStringLiteral("inARow"), state.turn.inARow},
                         {QStringLiteral("pendingMarker"), state.turn.pendingMarker}});
    o.insert(QStringLiteral("activeFormation"), state.activeFormation);
    QStringList activated(state.activated.begin(), state.activated.end());
    activated.sort();
    o.insert(QStringLiteral("activated"), QJsonArray::fromStringList(activated));
    o.insert(QStringLiteral("stageOver"), state.stageOver());
    QJsonArray events;
    for (const Event &e : state.events)
        if (!e.only || sees(side, *e.only))
            events.append(e.text.toJson());
    o.insert(QStringLiteral("events"), events);
    return o;
}

QJsonObject actionForSide(const Action &a, std::optional<Side> side)
{
    QJsonObject j = writeJson(a).toObject();
    if (a.type == ActionType::ChangeOrder && a.side && side && *a.side != *side) {
        j.remove(QStringLiteral("order"));
        j.remove(QStringLiteral("note"));
        j.remove(QStringLiteral("dice"));
        j.remove(QStringLiteral("formation"));
        j.insert(QStringLiteral("hidden"), true);
    }
    return j;
}

QJsonObject gameForSide(const GameDocument &game, std::optional<Side> side)
{
    QJsonObject o = gameToJson(game);
    if (!side)
        return o;
    // A view, not a game file: the other side's order changes keep who and how, never what (it cannot be replayed).
    o.insert(QStringLiteral("format"), QStringLiteral("ksk-game-view"));
    o.insert(QStringLiteral("view"), sideName(*side));
    QJsonArray log;
    for (const Action &a : game.log)
        log.append(actionForSide(a, side));
    o.insert(QStringLiteral("log"), log);
    o.remove(QStringLiteral("seed")); // the seed would let the other side replay the hidden dice
    return o;
}

} // namespace sztab::ksk
