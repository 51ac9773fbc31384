// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/poninski.h"

namespace sztab::mac {

int poninskiCheckStage(const PoninskiRule &rule, int d10Face) { return d10Face + rule.checkOffset; }

std::optional<int> poninskiArrivalStage(const PoninskiRule &rule, int checkStage, int d10Face)
{
    const int result = d10Face + checkStage;
    if (result < rule.neverBelow)
        return std::nullopt;
    return result;
}

int poninskiHeldTo(const PoninskiRule &rule, int stage) { return stage + rule.holdStep; }

EntryHexes poninskiEntry(const Scenario &scenario)
{
    const Commander *him = scenario.commander(scenario.poninski.commander);
    return him ? him->entry : EntryHexes();
}

} // namespace sztab::mac
