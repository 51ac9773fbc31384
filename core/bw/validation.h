// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Validation of a roster against its ruleset (BWN 13.2–13.4, CONTRACT: `bwn validate`). Each check is a named
// function in validation.cpp, listed in the ruleset's "checks"; each issue carries the contract's code, the JSON
// pointer of the offending entry, the rule's section and a message in Polish and English.
#include "bw/boundroster.h"
#include "foundation/issue.h"

namespace sztab {

struct Totals {
    HalfPoints unitPoints;    // units alone
    HalfPoints generalPoints; // division generals and corps commanders
    HalfPoints upgrades;      // upgrade points: statuses, ambushes and the upgrade list
    HalfPoints armyValue() const { return unitPoints + generalPoints; } // BWN 13.2: units and generals
    HalfPoints total() const { return armyValue() + upgrades; }
    // Sums over the whole roster are 64-bit: a file may hold millions of regiments (fuzzing found int overflows).
    qint64 bases = 0;
    qint64 artilleryBases = 0;
    int regiments = 0;
    qint64 artilleryLimit = 0;   // the limit that applies to this army
    int armyMoraleValue = 0;     // BWN 14.6
    qint64 armyMoraleLevels = 0; // bought levels (BWN 13.3)
};

struct ValidationReport {
    Totals totals;
    QList<Issue> issues;
    bool valid() const; // no error (warnings allowed)
    int count(Severity s) const;
};

ValidationReport validateRoster(const BoundRoster &roster);
// The sums alone, for live totals.
Totals computeTotals(const BoundRoster &roster);

// The names a ruleset may list in "checks".
QStringList knownChecks();
bool isKnownCheck(const QString &name);
int checkIndex(const QString &name); // -1 when unknown

// BWN 14.6: half the army value rounded up, at least the ruleset's minimum.
int armyMoraleValue(const Ruleset &ruleset, HalfPoints armyValue);
// BWN 11.10: how many levels army morale falls when `conditions` of the list are met in a turn.
int armyMoraleLevelsLost(const ArmyMoraleRules &rules, int conditions);

// BWN 11.9, 13.3: the level the army starts the battle at: the ruleset's start ("normal") raised one level for each
// level bought, never past the highest (the ruleset's last level). Null when the ruleset names no such start.
const MoraleLevel *startingMoraleLevel(const Ruleset &ruleset, qint64 boughtLevels);

} // namespace sztab
