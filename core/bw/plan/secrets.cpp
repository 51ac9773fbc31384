// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/secrets.h"

namespace sztab::plan {

BattlePlan exportFor(const BattlePlan &plan, Player player)
{
    BattlePlan out = plan;
    (player == Player::A ? out.notes.b : out.notes.a).reset();
    out.exportedFor = player;
    return out;
}

bool holdsSecretsOf(const BattlePlan &plan, Player player) { return !plan.exportedFor || *plan.exportedFor == player; }

} // namespace sztab::plan
