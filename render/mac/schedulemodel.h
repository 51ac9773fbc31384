// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the printed schedule says (schedule.h), from the core: the scenario's pools stage by stage (mac/schedule.h)
// and, with a game, where it stands (the stage, Poniński's rolls, the victory marker) and its log as the table may
// read it: neither side's secret choice is printed before its chit is drawn.
#include "mac/game.h"
#include "mac/scenario.h"
#include "render/mac/schedule.h"

namespace sztab::macprint {

// `game`: nullptr for the blank schedule. `gameName`: shown under the title ("" none).
Schedule buildSchedule(const mac::Scenario &scenario, const mac::Game *game, const QString &gameName,
                       const QString &lang, bool withLog);

} // namespace sztab::macprint
