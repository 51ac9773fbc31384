// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hidden information (MAC 13.0: "commanders not in the pool may not be shown to the opponent"): a side's secret
// choice of "any N commanders" stays out of everything meant for the other side until a draw reveals each chit.
#include "mac/game.h"
#include "mac/scenario.h"

#include <QJsonObject>

namespace sztab::mac {

// The game document as one side may see it: the other side's choices list only the commanders already revealed
// (drawn, or taken out of the cup by a wound or a loss) and "?" for the rest, and the dice of draws out of a cup
// that still held hidden chits are left out, and so are the dice seed and other tools' "x-" keys. Not replayable: a
// view, marked "view": "pl"/"ru".
QJsonObject gameViewForSide(const Game &game, const Scenario &scenario, Side viewer);

} // namespace sztab::mac
