// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The KSK tests' shared set-up: the demo scenario, counters put where a test needs them, actions by name, and a
// stage's activations played to the end by a fixed policy.
#include "ksk/game.h"

#include <QtTest>

namespace kskfixture {

using namespace sztab;
using namespace sztab::ksk;

inline Scenario demo()
{
    LoadError error;
    const auto s = loadScenario(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/ksk/demo-alma-1854.json"), &error);
    if (!s)
        qFatal("%s", qPrintable(error.toLine()));
    return *s;
}

// The hex `steps` hexes from `from` going `dir` (hex directions 0..5).
inline QString away(const Scenario &s, const QString &from, int dir, int steps)
{
    hex::Axial h = *hex::fromNumber(s.grid, from);
    for (int i = 0; i < steps; ++i)
        h = hex::neighbour(h, dir);
    return hex::toNumber(s.grid, h);
}

inline Action act(ActionType type, std::optional<Side> side = std::nullopt, const QString &formation = QString())
{
    Action a;
    a.type = type;
    a.side = side;
    a.formation = formation;
    return a;
}

inline Action changeOrder(const QString &formation, Order order, std::optional<OrderPath> path = std::nullopt)
{
    Action a = act(ActionType::ChangeOrder, std::nullopt, formation);
    a.order = order;
    a.path = path;
    return a;
}

inline Action moveTo(const QString &formation, const QString &hex)
{
    Action a = act(ActionType::Move, std::nullopt, formation);
    a.hex = hex;
    return a;
}

// Applies with the given dice; the test fails when the action is refused.
inline ApplyResult must(const Scenario &s, GameState &st, Action a, QList<int> dice = {})
{
    PhysicalDice d(dice);
    const ApplyResult r = apply(s, st, a, d);
    if (!r.ok)
        qWarning("refused: %s %s", qPrintable(r.issue->code), qPrintable(r.issue->message.get()));
    return r;
}

inline ApplyResult tryApply(const Scenario &s, GameState &st, Action a, QList<int> dice = {})
{
    PhysicalDice d(dice);
    return apply(s, st, a, d);
}

// Stage 1's command segment with nothing done yet.
inline GameState atStageOne(const Scenario &s)
{
    GameState st = initialState(s);
    Action a = act(ActionType::StageBegin);
    PhysicalDice none({});
    apply(s, st, a, none);
    return st;
}

// The first formation of `side` that a marker of `kind` ("" = any) may activate now.
inline QString firstFor(const Scenario &s, const GameState &st, Side side, const QString &kind)
{
    for (const Formation &f : s.setup(side).formations)
        if (f.entryStage <= st.stage && !st.activated.contains(f.id) && (kind.isEmpty() || f.marker == kind)
            && st.cups.active[int(side)].value(f.marker) > 0)
            return f.id;
    return QString();
}

// The next action of a stage's activations by a fixed policy: pick when one may, activate what was drawn, pass after
// an activation or a blank, else draw.
inline Action nextActivationStep(const Scenario &s, const GameState &st)
{
    const Turn &t = st.turn;
    if (t.mayPick)
        return act(ActionType::Pick, t.side, firstFor(s, st, t.side, QString()));
    if (!t.pendingMarker.isEmpty()) {
        GameState probe = st;
        probe.cups.active[int(t.side)][t.pendingMarker] += 1;
        return act(ActionType::Activate, t.side, firstFor(s, probe, t.side, t.pendingMarker));
    }
    if (t.inARow >= 1 || t.blankDrawn)
        return act(ActionType::Pass, t.side);
    return act(ActionType::Draw, t.side);
}

} // namespace kskfixture
