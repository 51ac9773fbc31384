// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A KSK game for the print and command-line tests, played through the core as the app plays it: the bundled demo
// scenario, actions applied with the program's dice and logged, and a commander-in-chief ridden far enough from a
// division that its order must go by courier (III.39-40: the demo's start has every division within 10 hexes).
#include "ksk/game.h"

#include <QtGlobal>

namespace sztab::test {

inline ksk::Scenario kskDemo()
{
    QList<ksk::Scenario> all;
    LoadError error;
    if (!ksk::loadScenarios(QStringLiteral(SZTAB_SOURCE_DATA_DIR), &all, &error))
        qFatal("%s", qPrintable(error.toLine()));
    for (const ksk::Scenario &s : all)
        if (s.demo)
            return s;
    qFatal("no demo KSK scenario");
}

// Applies `a` with the program's dice and logs it; false when the rules refuse it (the state is left as it was).
inline bool kskPlay(ksk::GameDocument &game, ksk::GameState &state, ksk::Action a)
{
    auto dice = ksk::nextDice(game, state, a, std::nullopt);
    ksk::GameState next = state;
    if (!ksk::apply(game.scenario, next, a, *dice).ok)
        return false;
    game.log << a;
    state = std::move(next);
    return true;
}

// The first formation of `side` whose order change the core sends by courier now, or "".
inline QString kskCourierTarget(const ksk::GameDocument &game, const ksk::GameState &state, ksk::Side side)
{
    for (const ksk::Formation &f : game.scenario.setup(side).formations)
        for (const ksk::PathAdvice &p : ksk::orderPaths(game.scenario, state, f.id))
            if (p.allowed) {
                if (p.path == ksk::OrderPath::Courier)
                    return f.id;
                break;
            }
    return QString();
}

// In the command segment: moves `side`'s commander-in-chief (at most his movement, II.4.10) until a division of his is
// beyond courier-free range; returns that division ("" when no hex within reach does it).
inline QString kskSendCommanderAway(ksk::GameDocument &game, ksk::GameState &state, ksk::Side side)
{
    const ksk::Scenario &s = game.scenario;
    for (int col = s.grid.firstColumn; col < s.grid.firstColumn + s.grid.columns; ++col)
        for (int row = s.grid.firstRow; row < s.grid.firstRow + s.grid.rows; ++row) {
            ksk::Action move;
            move.type = ksk::ActionType::Move;
            move.side = side;
            move.commander = s.commanderInChief(side).id;
            move.hex = hex::toNumber(s.grid, hex::fromColumnRow(s.grid, {col, row}));
            ksk::GameDocument g = game;
            ksk::GameState st = state;
            if (!kskPlay(g, st, move))
                continue;
            const QString target = kskCourierTarget(g, st, side);
            if (!target.isEmpty()) {
                game = g;
                state = st;
                return target;
            }
        }
    return QString();
}

} // namespace sztab::test
