// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game's rounding (MAC [3.4]): a fraction from 0.01 to 0.49 goes down, any other goes up. Every division the
// program makes goes through roundGame, with the thresholds from the scenario's "rounding".
#include <QtGlobal>

namespace sztab::mac {

struct RoundingRule {
    // The fraction, read to hundredths, goes down when it lies from downFrom to downTo (MAC [3.4]: 1 and 49),
    // up when above; an exact quotient stays.
    int downFromHundredths = 1;
    int downToHundredths = 49;
};

// numerator / denominator rounded by the rule; numerator >= 0, denominator > 0 (0 is returned otherwise).
qint64 roundGame(qint64 numerator, qint64 denominator, const RoundingRule &rule);

// MAC [10.9.4] a, b: the musket fire value, fire strength divided by the distance in hexes and rounded (3.4).
int musketFireValue(int fireStrength, int distanceHexes, const RoundingRule &rule);

} // namespace sztab::mac
