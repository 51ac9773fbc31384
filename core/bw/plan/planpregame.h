// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Before the terrain (issue 6 §1; BWN 14.2, 14.3): the armies as the plan keeps them, the initiative roll that
// decides who is A, and the table edge the winner takes. Randomness only through the DiceSource given: the
// program's seeded dice or the players' own, typed in.
#include "bw/plan/battleplan.h"
#include "bw/boundroster.h"
#include "foundation/dice.h"
#include "bw/initiative.h"

namespace sztab::plan {

// An army of the plan from a bound roster: its name, value, its commander-in-chief's command (absent while he is
// not drawn), the initial-initiative bonus and the extra terrain and fortifications bought (BWN 13.3).
ArmyRef armyFromRoster(const BoundRoster &roster, HalfPoints value, const QString &file);

// BWN 14.4's placement input from the plan's armies: each one's bought, special and fortification terrain.
PlacementInput placementInput(const BattlePlan &plan);

// BWN 14.2: the edges the initiative winner may take, as the players name the edges of their real table. A square
// table: any of the four; a longer one: the two long edges (the armies face each other across the depth).
QStringList tableEdges(const TableSize &table);
QString oppositeEdge(const QString &edge);
// An edge's name for people ("południowa" / "south"); empty for an unknown one.
Text edgeName(const QString &edge);

struct InitiativeOutcome {
    bool firstWon = true;           // the first army named (the player's own) won
    ::sztab::InitiativeResult roll; // A = the first, B = the second, as rolled
};

// BWN 14.2: both roll a die + their commander-in-chief's command (+ the initial-initiative bonus on the first
// roll); ties are rerolled. Dice in the order first, second, first, second, … nullopt (with *error) when the
// players' dice ran out, were off the die, or the ruleset's initiative is malformed.
std::optional<InitiativeOutcome> rollPlanInitiative(const Ruleset &ruleset, const ArmyRef &first, const ArmyRef &second,
                                                    DiceSource &dice, QString *error);

// Writes the outcome into the plan: the winner's army becomes A, the rounds are stored from A's side, `side` is the
// edge he took ("" = not said). `entered`: the players' own dice.
void applyInitiative(BattlePlan &plan, const ArmyRef &first, const ArmyRef &second, const InitiativeOutcome &outcome,
                     const QString &side, bool entered);

} // namespace sztab::plan
