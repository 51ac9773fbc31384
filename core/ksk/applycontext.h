// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Inside the core only: what every action's handler shares while apply() runs (the scenario, the state being built,
// the action, the dice, the result), and the lookups they all need. Not part of the public API.
#include "ksk/game.h"

namespace sztab::ksk::detail {

struct Ctx {
    const Scenario &scenario;
    GameState &state;
    Action &action;
    DiceSource &dice;
    ApplyResult &result;
    bool legacyFaces = false; // an action saved before version 2: the d10 read 1–10

    const Rules &rules() const { return scenario.rules; }
    // One die of the game (I.15, a d10 read 0–9), or of `sides` faces read 1..sides (a draw from a cup); recorded in
    // action.dice. nullopt after fail().
    std::optional<int> roll();
    std::optional<int> roll(int sides);
    std::optional<int> roll(DieFaces faces);
    // Sets the issue and returns false, for `return c.fail(…)`.
    bool fail(const char *code, const char *section, const QString &pl, const QString &en);
    bool fail(const Issue &issue);
    void say(const QString &pl, const QString &en, std::optional<Side> only = std::nullopt);
};

// The hex a commander or formation's commander stands on now.
std::optional<hex::Axial> hexOf(const Scenario &scenario, const GameState &state, const QString &id);
// Hexes between two counters now; -1 when one is unknown.
int hexDistance(const Scenario &scenario, const GameState &state, const QString &a, const QString &b);
// A counter's name for people (a commander's or a formation's).
QString nameOf(const Scenario &scenario, const QString &id, const QString &lang);
bool inPlay(const Scenario &scenario, const GameState &state, const Formation &f);
// "A 2 5" style text of an order for the step log: the kind's letter, the axis wedge and the distance.
QString orderText(const Order &o);

// The handlers, one per action type (orders.cpp, couriers.cpp, stage.cpp).
bool applyStageBegin(Ctx &c);
bool applyChangeOrder(Ctx &c);
bool applyMove(Ctx &c);
bool applyDisorder(Ctx &c);
bool applyCups(Ctx &c);
bool applyPick(Ctx &c);
bool applyDraw(Ctx &c);
bool applyActivate(Ctx &c);
bool applyKeep(Ctx &c);
bool applyPass(Ctx &c);
bool applyYield(Ctx &c);
bool applyIntercept(Ctx &c);

// Couriers (couriers.cpp): ride the riding ones at the start of a stage (II.4.4-5), bring the parked ones back
// (II.4.7), and send one out with an order (III.40). The lowest-numbered ready courier of a side, or nullptr.
void rideCouriers(Ctx &c);
Courier *readyCourier(GameState &state, Side side);
// One stage's ride of a courier with `points` movement points: through the wing commander's hex first (III.45),
// then to his addressee, where the order changes (III.43) and he is parked on the stage track (III.41).
void rideOne(Ctx &c, Courier &k, int points);
// Sets the formation's order now and writes it on the diagram (III.33).
void setOrder(Ctx &c, const QString &formation, const Order &order, OrderPath path, int courier, const Text &note);

} // namespace sztab::ksk::detail
