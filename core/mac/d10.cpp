// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/d10.h"

namespace sztab::mac {

int d10Face(int roll)
{
    return roll % kD10Sides; // 1..9 read as themselves, 10 is the face "0" (MAC [2.2])
}

int d10Roll(int face)
{
    if (face < 0 || face >= kD10Sides)
        return -1;
    return face == 0 ? kD10Sides : face;
}

std::optional<int> rollD10(DiceSource &dice)
{
    const std::optional<int> roll = dice.roll(kD10Sides);
    if (!roll)
        return std::nullopt;
    return d10Face(*roll);
}

} // namespace sztab::mac
