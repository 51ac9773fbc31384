// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Drawing the general of one division (BWN 13.4) when the player draws division by division in the app: the same
// pools, the same "a general already in the army is drawn again", the binding redraw (BWN 13.3) and the historical
// general of a whole historical division without a draw (BWN 13.2) as drawCommanders, for one place only.
#include "bw/draws.h"

namespace sztab {

// Fills /divisions/`division`/general when it is still null; an entry-less result when there is nothing to draw
// (a general already there, or a one-division corps led by its commander).
std::optional<DrawResult> drawDivisionCommander(const BoundRoster &bound, qsizetype division, DiceSource &dice,
                                                DrawError *error, const QJsonObject &stamp = {});

} // namespace sztab
