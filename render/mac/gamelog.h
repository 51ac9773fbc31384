// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game's log in words, one line per entry, as one side (or the table: nobody's secrets) may read it: the app's
// log panel and the printed log say the same. A side's secret choice shows only to that side until its chits are
// drawn, and a draw's die only when the cup held no chit hidden from the reader (mac/secrets.h). Words only: every
// result comes from the core (replaying the log entry by entry).
#include "mac/game.h"
#include "mac/scenario.h"
#include "mac/state.h"

#include <QList>
#include <QString>

#include <optional>

namespace sztab::macprint {

struct LogLine {
    QString tag;  // "5/2": the stage and turn the entry was made in
    QString text; // what happened
    QString dice; // the dice shown ("7", "3 of 5" for a draw), "" when none or hidden
    bool program = true;
};

// `viewer`: the side reading; nullopt: the table, where neither side's secret shows. Entries the rules refuse
// (a damaged file) end the list with a line saying so.
QList<LogLine> gameLog(const mac::Scenario &scenario, const mac::Game &game, std::optional<mac::Side> viewer,
                       const QString &lang);

// The sentence with its first letter a capital ("the Poles lead" → "The Poles lead").
QString sentence(const QString &text);
// A commander's name in the language given (his id when the scenario does not know him).
QString commanderName(const mac::Scenario &scenario, const QString &id, const QString &lang);
// The names of the other side's chits hidden from `viewer` (nullopt: hidden from both sides) in this state.
QStringList hiddenChits(const mac::Scenario &scenario, const mac::State &state, std::optional<mac::Side> viewer);

} // namespace sztab::macprint
