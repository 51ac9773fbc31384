// SPDX-License-Identifier: GPL-3.0-or-later
// STUB: published API first (issue 20); the rules follow.
#include "ksk/game.h"

namespace sztab::ksk {
QList<PathAdvice> orderPaths(const Scenario &, const GameState &, const QString &) { return {}; }
int courierArrivalStage(const Scenario &, const GameState &, const QString &, const QString &, const QString &)
{
    return 0;
}
} // namespace sztab::ksk
