// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Initiative (BWN 14.2, 5.3) and the upgrades that roll dice during the game (BWN 13.3): seize initiative and
// artillery delay. The numbers come from the ruleset's "pregame" block.
#include "foundation/dice.h"
#include "bw/ruleset.h"

namespace sztab {

struct InitiativeRound {
    int a = 0; // die rolled by A
    int b = 0;
    int totalA = 0; // with command and bonus
    int totalB = 0;
};

struct InitiativeResult {
    QList<InitiativeRound> rounds; // ties are rerolled
    QChar winner;                  // 'A' or 'B'
};

struct PregameRules {
    int initiativeDie = 6;
    int maxRounds = 1000; // a bound on tie rerolls with program dice: never a hang
    int artilleryDelayedOn = 4;
    QList<int> artilleryArrivalFromTurn2; // the number needed in turn 2, 3, … (5, 4, 3, 2)
};
PregameRules pregameRules(const Ruleset &ruleset);

// d6 + the commander-in-chief's command (+ bonus: initial initiative, +2 to the first roll), ties rerolled with the
// bonus kept (reading: the tie rerolls belong to the same first roll).
std::optional<InitiativeResult> rollInitiative(const PregameRules &rules, int commandA, int commandB, int bonusA,
                                               int bonusB, DiceSource &dice, QString *error);

struct SeizeResult {
    InitiativeResult roll; // A: the player holding the initiative, B: the one trying to seize it
    bool seized = false;   // only a better roll takes it (BWN 13.3)
};
std::optional<SeizeResult> rollSeizeInitiative(const PregameRules &rules, int commandHolder, int commandSeizer,
                                               DiceSource &dice, QString *error);

struct ArtilleryDelayResult {
    int delayRoll = 0;
    bool delayed = false;
    QList<int> arrivalRolls;        // one per turn from turn 2 while still delayed
    std::optional<int> arrivalTurn; // the turn it arrives; nullopt with delayed = true: never
};
std::optional<ArtilleryDelayResult> rollArtilleryDelay(const PregameRules &rules, DiceSource &dice, QString *error);

} // namespace sztab
