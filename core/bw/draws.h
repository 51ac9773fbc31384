// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Drawing commanders (BWN 13.4, 13.3, 6.7): the commander-in-chief, a commander for each corps and a general for each
// division, from the roster's catalogues, with every roll logged so that a judge can re-run the draw.
#include "bw/boundroster.h"
#include "foundation/dice.h"

#include <QJsonObject>

namespace sztab {

// One commander drawn (or given without a draw). Written into the roster's "draws" log.
struct DrawEntry {
    QString target;          // JSON pointer of the place filled: "/divisions/0/general"
    QString role;            // commander-in-chief | corps | division
    std::optional<Arm> pool; // division generals: the pool drawn from
    QStringList candidates;  // the generals eligible, in catalogue order: a roll of K picks candidates[K-1]
    QList<int> rolls;        // every roll, including those that hit a general already in the army
    QString general;         // who took the command
    QString how;             // "draw", "redraw" (binding second draw, BWN 13.3), "historical" (no draw, BWN 13.2)
    QJsonObject toJson() const;
};

struct DrawResult {
    Roster roster; // with the generals filled in and the log appended
    QList<DrawEntry> entries;
};

struct DrawError {
    QString pointer;
    QString message;   // English
    QString messagePl; // the same in Polish ("" where the message quotes the dice's own words)
};

// Draws every commander still null in `bound`'s roster. Deterministic for a given dice sequence.
// Fails (never loops) when a pool has no general left, when a mixed division has no pool chosen, or when
// physical dice run out.
// `stamp` (e.g. {"seed": 42} or {"dice": "physical"}) is added to each log entry.
std::optional<DrawResult> drawCommanders(const BoundRoster &bound, DiceSource &dice, DrawError *error,
                                         const QJsonObject &stamp = {});

// BWN 13.4: the pool a division's general is drawn from — its arm, or for a mixed division the player's choice.
// Without a choice: nullopt and `error` names the division's "pool".
std::optional<Arm> divisionPool(const Division &division, qsizetype index, DrawError *error);

// BWN 6.7: a replacement for a commander lost in battle — any general of the role and pool not in `inArmy`.
std::optional<DrawEntry> drawReplacement(const BoundRoster &bound, const QString &role, std::optional<Arm> pool,
                                         const QStringList &inArmy, DiceSource &dice, DrawError *error);

} // namespace sztab
