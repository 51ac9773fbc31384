// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The program's dice of a Maciejowice game (foundation/programdice.h): each roll is drawn from the game's seed and
// from what it is rolled for, so recording harmless entries first cannot change a coming die. The key names the
// roll, not the entry: "casualty/<stage>/<commander>", "poninski/<stage>", "draw/<stage>" (the cup draw); the
// occurrence count keeps a second roll of the same kind apart. Entries below Game::legacyDice keep version 1's
// per-entry dice (seedForEntry).
#include "mac/game.h"

#include "foundation/programdice.h"

#include <cstdint>

namespace sztab::mac {

// What an entry rolls for in `stage`; "" for an entry that never rolls.
QString rollKey(const Action &action, int stage);

// Walks a log entry by entry and gives each the seed of its program dice.
class ProgramDice {
public:
    explicit ProgramDice(const Game &game);
    // The seed of the SeededDice for the next entry (the one after those already passed), and steps past it.
    std::uint64_t next(const Action &action);

private:
    std::uint64_t m_seed;
    qsizetype m_legacy;
    qsizetype m_index = 0;
    int m_stage = 1;
    RollKeys m_keys;
};

} // namespace sztab::mac
