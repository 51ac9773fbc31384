// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/orders.h"

#include <cmath>

namespace sztab {

double chanceOf2d6AtLeast(int needed)
{
    int ways = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            if (a + b >= needed)
                ++ways;
    return std::round(ways * 10000.0 / 36.0) / 100.0;
}

int distanceBand(const OrderRules &rules, double distance)
{
    for (int i = 0; i < rules.bands.size(); ++i)
        if (!rules.bands[i].upTo || distance <= *rules.bands[i].upTo)
            return i;
    return int(rules.bands.size()) - 1;
}

static int neededWith(int target, int command) { return std::clamp(target - command, 2, 13); }

OrderResult orderTest(const OrderRules &rules, const OrderQuery &q)
{
    OrderResult r;
    r.band = distanceBand(rules, q.distance);
    r.tableValue = rules.table.value(QLatin1String(enumName(q.type))).value(r.band);
    if (q.individual > 0) {
        // BWN 5.5: each further individual order from the same commander is 2 harder; a division general's
        // first one already is.
        const IndividualOrderCost cost = rules.individual.value(QLatin1String(enumName(q.issuer)));
        r.increment = cost.first + cost.step * (q.individual - 1);
    }
    r.target = r.tableValue + r.increment;
    // BWN 5.5: impossible is an order no roll can pass once the general's command is applied (13+ needed):
    // a table 13 that a +3 general brings to 10+ can be given, a table 11 that a -2 general makes 13+ cannot.
    r.possible = r.target - q.command < rules.impossibleAt;
    r.automatic = q.turn > 0 && rules.automaticTurns.contains(q.turn); // BWN 5.9
    r.needed = neededWith(r.target, q.command);
    r.chance = !r.possible ? 0.0 : r.automatic ? 100.0 : chanceOf2d6AtLeast(r.needed);
    return r;
}

static ThresholdResult threshold(const Threshold &t, double distance, int command, bool automatic)
{
    ThresholdResult r;
    const bool within = distance <= t.range;
    if (automatic || (within && !t.within)) {
        r.automatic = true;
        return r;
    }
    r.target = within ? *t.within : t.beyond;
    r.needed = neededWith(r.target, t.usesCommand ? command : 0);
    r.chance = chanceOf2d6AtLeast(r.needed);
    return r;
}

ThresholdResult activationTest(const OrderRules &rules, double distance, int command, int turn)
{
    return threshold(rules.activation, distance, command, turn > 0 && rules.automaticTurns.contains(turn));
}

ThresholdResult transferTest(const OrderRules &rules, double distance, int command, int turn)
{
    // BWN 5.9: in turn 1 every order test and activation passes; a transfer is an activation by its new general.
    return threshold(rules.transfer, distance, command, turn > 0 && rules.automaticTurns.contains(turn));
}

Character characterOf(const OrderRules &rules, int command, const QStringList &traits)
{
    for (const QString &t : traits) {
        const QString forced = rules.characterTraits.value(t);
        if (const auto c = enumFromName<Character>(forced))
            return *c;
    }
    if (command >= rules.aggressiveFrom)
        return Character::Aggressive;
    if (command <= rules.cautiousUpTo)
        return Character::Cautious;
    return Character::Neutral;
}

} // namespace sztab
