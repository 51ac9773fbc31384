// SPDX-License-Identifier: GPL-3.0-or-later
// The command diagram's own rules (KSK III.19-III.33): what an order may be, and how far it goes in a stage.
#include "ksk/diagram.h"

namespace sztab::ksk {

namespace {

Issue broken(const char *code, const char *section, const char *pl, const char *en)
{
    return Issue{Severity::Error, QString::fromLatin1(code), QString(), QString::fromLatin1(section),
                 Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en))};
}

} // namespace

std::optional<Issue> checkOrderShape(const Order &next)
{
    if (next.axis < 0 || next.axis >= hex::kWedges)
        return broken("ORDER_AXIS", "KSK III.21", "oś działania to jeden z sześciu kątów 0–5",
                      "the axis of action is one of the six wedges 0-5");
    // III.30 with III.22: the commander's own hex is not counted, so an Attack or Forced March goes at least one hex.
    if (next.kind != OrderKind::Defence && next.distance < 1)
        return broken(
            "ORDER_OWN_HEX", "KSK III.30",
            "Atak i Marsz forsowny nie mogą dotyczyć heksu, na którym stoi dowódca: dystans co najmniej 1",
            "Attack and Forced March never towards the hex the commander stands on: a distance of at least 1");
    if (next.distance < 0)
        return broken("ORDER_DISTANCE", "KSK III.22", "dystans nie może być ujemny", "the distance cannot be negative");
    return std::nullopt;
}

std::optional<Issue> checkOwnChange(const Order &next)
{
    if (next.kind == OrderKind::ForcedMarch)
        return broken("ORDER_OWN_FORCED_MARCH", "KSK III.28", "dowódca sam nie może zmienić rozkazu na Marsz forsowny",
                      "a commander cannot change his own order to Forced March");
    return checkOrderShape(next);
}

bool overHalfDisordered(int units, int disorderedOrBroken) { return units > 0 && 2 * disorderedOrBroken > units; }

int maxHexesThisStage(const Rules &rules, const Order &order)
{
    if (order.kind == OrderKind::Defence)
        return 0;
    const int movement = order.kind == OrderKind::ForcedMarch ? rules.commanderMovement * rules.forcedMarchFactor
                                                              : rules.commanderMovement;
    return std::min(movement, order.distance);
}

QString pathRule(OrderPath p)
{
    switch (p) {
    case OrderPath::Start: return QStringLiteral("KSK III.6");
    case OrderPath::CommanderInChief: return QStringLiteral("KSK III.38");
    case OrderPath::CorpsRelay: return QStringLiteral("KSK III.46");
    case OrderPath::CorpsAttempt: return QStringLiteral("KSK III.47");
    case OrderPath::CourierParked: return QStringLiteral("KSK III.42");
    case OrderPath::Courier: return QStringLiteral("KSK III.40");
    case OrderPath::Independence: return QStringLiteral("KSK III.48");
    case OrderPath::Disorder: return QStringLiteral("KSK III.31");
    case OrderPath::Completed: return QStringLiteral("KSK III.25");
    }
    return {};
}

QString pathWord(OrderPath p, const QString &lang)
{
    switch (p) {
    case OrderPath::Start: return pick(lang, "rozkaz początkowy", "starting order");
    case OrderPath::CommanderInChief: return pick(lang, "naczelny wódz w zasięgu", "commander-in-chief in range");
    case OrderPath::CorpsRelay: return pick(lang, "przez dowódcę korpusu/skrzydła", "through the corps/wing commander");
    case OrderPath::CorpsAttempt:
        return pick(lang, "próba dowódcy korpusu/skrzydła", "the corps/wing commander's attempt");
    case OrderPath::CourierParked: return pick(lang, "goniec (4–10 heksów)", "courier (4-10 hexes)");
    case OrderPath::Courier: return pick(lang, "przez gońca", "by courier");
    case OrderPath::Independence: return pick(lang, "test samodzielności", "independence test");
    case OrderPath::Disorder: return pick(lang, "dywizja zdezorganizowana: Obrona", "division disordered: Defence");
    case OrderPath::Completed: return pick(lang, "dystans przebyty: Obrona", "distance done: Defence");
    }
    return {};
}

} // namespace sztab::ksk
