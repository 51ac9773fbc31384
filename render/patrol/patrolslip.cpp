// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/patrol/patrolslip.h"

#include "bw/plan/patrolmarkers.h"
#include "bw/plan/secrets.h"

namespace sztab::patrolprint {

using namespace sztab::plan;

PatrolSlip slipFor(const PatrolRules &rules, const BattlePlan &plan, Player player, const QStringList &corps,
                   const QString &lang, bool blank)
{
    const BattlePlan mine = exportFor(plan, player); // the other's notes are gone before anything is read
    PatrolSlip slip;
    slip.lang = lang;
    slip.player = QString::fromLatin1(enumName(player));
    slip.army = player == Player::A ? mine.armies.a.name : mine.armies.b.name;
    slip.blank = blank;
    slip.corps = corps;
    for (const QString &id : patrolMarkerIds(player, patrolMarkerCount(rules, mine, player))) {
        const std::optional<PatrolAssignment> a = assignmentOf(mine, id);
        const QString name = !a ? QString() : !a->name.isEmpty() ? a->name : a->corps;
        slip.rows << SlipRow{id, blank ? QString() : name};
    }
    return slip;
}

CardNumbers cardNumbers(const PatrolRules &rules, const QString &measure)
{
    CardNumbers n;
    n.measure = measure;
    n.markersPerCorps = rules.markersPerCorps;
    n.placementGap = rules.placementGap;
    n.sight = rules.sight;
    n.sightReduced = rules.reducedSight;
    n.move = rules.move;
    n.roadMove = rules.roadMove;
    n.roadMinimum = rules.roadNeeded;
    n.deployWithin = rules.deployWithin;
    return n;
}

} // namespace sztab::patrolprint
