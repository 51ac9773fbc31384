// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/casualty.h"

#include "mac/game.h"

namespace sztab::mac {

bool casualtyRollDue(const CasualtyRule &rule, const QString &trigger, int distance)
{
    if (trigger == QLatin1String(kTriggerMusket45) || trigger == QLatin1String(kTriggerMusket6))
        return true; // the rows named in 4.6.1
    if (trigger == QLatin1String(kTriggerArtillery))
        return distance >= 1 && distance <= rule.artilleryMaxDistance;
    if (trigger == QLatin1String(kTriggerMelee9))
        return true; // the melee's own roll was the 9 (4.6.3)
    return false;
}

bool musketValueCallsForRoll(const CasualtyRule &rule, int fireValue) { return fireValue >= rule.musketRowsFromValue; }

CasualtyResult casualtyResult(const CasualtyRule &rule, int d10Face)
{
    if (d10Face == rule.killedFace)
        return CasualtyResult::Killed;
    if (d10Face == rule.woundedFace)
        return CasualtyResult::Wounded;
    return CasualtyResult::NoEffect;
}

QString casualtyResultId(CasualtyResult result)
{
    switch (result) {
    case CasualtyResult::Killed: return QStringLiteral("killed");
    case CasualtyResult::Wounded: return QStringLiteral("wounded");
    case CasualtyResult::NoEffect: break;
    }
    return QStringLiteral("no-effect");
}

} // namespace sztab::mac
