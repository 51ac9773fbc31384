// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the patrol printouts say, from the plan and the ruleset (B19 6): a player's slip is read from the core's copy
// of the plan for him (exportFor), so the other player's assignments are not even in what it reads; the card's
// numbers are the ruleset's patrol block.
#include "render/patrol/patrolprint.h"
#include "bw/plan/patrolrules.h"
#include "bw/plan/battleplan.h"

namespace sztab::patrolprint {

// `corps`: the player's corps names, listed on a blank slip to fill in (none: not listed).
PatrolSlip slipFor(const plan::PatrolRules &rules, const plan::BattlePlan &plan, Player player,
                   const QStringList &corps, const QString &lang, bool blank);

CardNumbers cardNumbers(const plan::PatrolRules &rules, const QString &measure);

} // namespace sztab::patrolprint
