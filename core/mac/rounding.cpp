// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/rounding.h"

namespace sztab::mac {

qint64 roundGame(qint64 numerator, qint64 denominator, const RoundingRule &rule)
{
    if (numerator < 0 || denominator <= 0)
        return 0;
    const qint64 whole = numerator / denominator;
    const qint64 rest = numerator % denominator;
    if (rest == 0)
        return whole;
    // The fraction read to hundredths, as the rule writes it (0.01 … 0.49): 0.495 reads 0.49.
    const qint64 hundredths = rest * 100 / denominator;
    if (hundredths < rule.downFromHundredths) // below 0.01: nothing to round, as a whole number
        return whole;
    return hundredths <= rule.downToHundredths ? whole : whole + 1;
}

int musketFireValue(int fireStrength, int distanceHexes, const RoundingRule &rule)
{
    return int(roundGame(fireStrength, distanceHexes, rule));
}

} // namespace sztab::mac
