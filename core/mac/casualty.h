// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The leader-casualty roll (MAC 4.6.1–4.6.3) as pure functions; state.h applies the result to a game.
#include "mac/scenario.h"

#include <QString>

namespace sztab::mac {

enum class CasualtyResult { NoEffect, Wounded, Killed };

// Whether `trigger` calls for the roll: musket fire resolved in the "4-5" or "6+" row (4.6.1), artillery at the
// rule's distance or less (4.6.2), a 9 rolled in melee (4.6.3). Unknown triggers and artillery further off: false.
bool casualtyRollDue(const CasualtyRule &rule, const QString &trigger, int distance);
// The musket fire value (after 3.4 rounding and the joint-fire shift) lands in a row that calls for the roll.
bool musketValueCallsForRoll(const CasualtyRule &rule, int fireValue);
// The d10 read by 4.6.1: 0 killed, 9 wounded, 1–8 no effect (the faces from the data).
CasualtyResult casualtyResult(const CasualtyRule &rule, int d10Face);
QString casualtyResultId(CasualtyResult result); // "no-effect", "wounded", "killed"

} // namespace sztab::mac
