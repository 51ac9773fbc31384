// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The bundled Maciejowice scenario and small steps on a game, for the MAC tests.
#include "mac/scenario.h"
#include "mac/state.h"

#include <QTest>

namespace mactest {

using namespace sztab::mac;

inline Scenario bundled()
{
    sztab::LoadError error;
    const auto s = loadBundledScenario(QString::fromLatin1(kDefaultScenarioId), &error);
    if (!s)
        qFatal("the bundled scenario does not load: %s", qPrintable(error.toLine()));
    return *s;
}

// A game and its state, stepped with the program's dice or the players' d10 faces.
struct Play {
    Scenario scenario = bundled();
    Game game;
    State state;
    ActionError error;

    explicit Play(std::uint64_t seed = 1)
    {
        game.scenarioId = scenario.id;
        game.seed = seed;
        state = initialState(scenario, game);
    }
    bool step(Action a, QList<int> faces = {})
    {
        std::optional<State> next;
        if (faces.isEmpty()) {
            next = perform(scenario, &game, state, a, nullptr, &error);
        } else {
            sztab::PhysicalDice dice(faces); // the faces read off the d10, 0-9
            next = perform(scenario, &game, state, a, &dice, &error);
        }
        if (!next)
            return false;
        state = *next;
        return true;
    }
    bool kind(ActionKind k, QList<int> faces = {})
    {
        Action a;
        a.kind = k;
        return step(a, faces);
    }
    bool choose(Side side, QStringList ids)
    {
        Action a;
        a.kind = ActionKind::Choose;
        a.side = side;
        a.commanders = ids;
        return step(a);
    }
    bool draw(const QString &id = {})
    {
        Action a;
        a.kind = ActionKind::Draw;
        a.commander = id;
        return step(a);
    }
    bool casualty(const QString &id, const QString &trigger, int face, int distance = 0)
    {
        Action a;
        a.kind = ActionKind::Casualty;
        a.commander = id;
        a.trigger = trigger;
        a.distance = distance;
        return step(a, {face});
    }
    // 4.6: "units" (all his units gone) or "stack" (his stack destroyed).
    bool lose(const QString &id, const QString &trigger)
    {
        Action a;
        a.kind = ActionKind::Lose;
        a.commander = id;
        a.trigger = trigger;
        return step(a);
    }
    bool vp(Side side, const QString &event, int stars = 0)
    {
        Action a;
        a.kind = ActionKind::Vp;
        a.side = side;
        a.event = event;
        a.stars = stars;
        return step(a);
    }
    bool activate(const QString &id)
    {
        Action a;
        a.kind = ActionKind::Activate;
        a.commander = id;
        return step(a);
    }
    void drawAll()
    {
        while (state.turn == Turn::Draws)
            QVERIFY(draw());
    }
    // Turn 1 of the current stage with the given choices (first eligible ones when empty), Poniński's roll faces
    // when one is due.
    void buildStage(QStringList pl = {}, QStringList ru = {}, QList<int> poninskiFaces = {5})
    {
        const PoninskiState::Phase ph = state.poninski.phase;
        if ((ph == PoninskiState::Phase::AwaitRoll && state.stage >= scenario.poninski.rollStage)
            || (ph == PoninskiState::Phase::AwaitCheck && state.stage >= state.poninski.checkStage))
            QVERIFY(kind(ActionKind::PoninskiRoll, poninskiFaces));
        for (Side side : {Side::Polish, Side::Russian}) {
            const StagePool *pool = scenario.poolOf(state.stage);
            const QStringList eligible = eligibleForAny(scenario, state, side);
            const int n = std::min<int>(pool->of(side).any, int(eligible.size()));
            if (n == 0)
                continue;
            QStringList ids = side == Side::Polish ? pl : ru;
            if (ids.isEmpty())
                ids = eligible.mid(0, n);
            QVERIFY2(choose(side, ids), qPrintable(error.message.get()));
        }
        QVERIFY2(kind(ActionKind::BuildPool), qPrintable(error.message.get()));
    }
    // Turn 1 built and the first chit drawn (a named one, else at random): fire and melee may begin (3.3).
    void toCombat(const QString &first = {})
    {
        buildStage();
        QVERIFY2(draw(first), qPrintable(error.message.get()));
    }
    void playStage()
    {
        buildStage();
        drawAll();
        QVERIFY2(kind(ActionKind::EndStage), qPrintable(error.message.get()));
    }
};

} // namespace mactest
