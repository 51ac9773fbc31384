// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game's one die (MAC [2.2]): a d10 whose faces read 0 to 9 ("0" means 0, not 10). This is the ONE place where
// the shared DiceSource (faces 1..sides) meets the game's faces: roll(10) gives 1..10, and the face marked "0" is
// the roll 10. Every d10 of the game goes through rollD10; the players' dice typed in (0–9) go through d10Roll.
#include "foundation/dice.h"

#include <optional>

namespace sztab::mac {

// The die's sides as DiceSource counts them (the scenario's "die" says the same: sides 10, faces 0..9).
inline constexpr int kD10Sides = 10;

// A DiceSource result (1..10) as the face on the die (0..9): 10 is the face "0".
int d10Face(int roll);
// A face a player typed (0..9) as the DiceSource result that shows it (0 becomes 10); -1 when not a face.
int d10Roll(int face);
// One d10 from `dice`, as a face 0..9; nullopt when the players' dice ran out or a value is not a face.
std::optional<int> rollD10(DiceSource &dice);

} // namespace sztab::mac
