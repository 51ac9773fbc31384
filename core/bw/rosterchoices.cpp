// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/rosterchoices.h"

#include "foundation/text.h"

#include <QHash>
#include <QSet>

namespace sztab {

namespace {

QString points(HalfPoints p, const QString &lang) { return decimalText(p.toString(), lang); }

// "1 pkt" / "1 pt", "5 pts": a price in a list, where a bare number would read as a count.
QString pointsWithUnit(HalfPoints p, const QString &lang)
{
    if (isPolish(lang))
        return QStringLiteral("%1 pkt").arg(points(p, lang));
    return QStringLiteral("%1 %2").arg(points(p, lang),
                                       p == HalfPoints::fromWhole(1) ? QStringLiteral("pt") : QStringLiteral("pts"));
}

HalfPoints perBasePrice(const UpgradeDef *def, const Unit &unit, const Catalogue &catalogue)
{
    HalfPoints price;
    if (!def)
        return price;
    for (const BaseGroup &g : unit.bases)
        if (const Profile *p = catalogue.profile(g.profile))
            price += def->costs.value(QLatin1String(enumName(p->kind))) * g.count;
    return price;
}

QString costText(const UpgradeDef &def, const Ruleset &ruleset, const QString &lang)
{
    const bool p = isPolish(lang);
    switch (def.pricing) {
    case Pricing::Fixed: return pointsWithUnit(def.cost, lang);
    case Pricing::PerLevel:
        return p ? QStringLiteral("%1 za poziom").arg(points(def.cost, lang))
                 : QStringLiteral("%1 per level").arg(points(def.cost, lang));
    case Pricing::PerCount:
        return p ? QStringLiteral("%1 za sztukę").arg(points(def.cost, lang))
                 : QStringLiteral("%1 each").arg(points(def.cost, lang));
    case Pricing::PerRegiment:
        return p ? QStringLiteral("%1 za pułk").arg(points(def.cost, lang))
                 : QStringLiteral("%1 per regiment").arg(points(def.cost, lang));
    case Pricing::Charges:
        return p
            ? QStringLiteral("punkty = ładunki, co najmniej %1").arg(points(def.minPoints.value_or(HalfPoints()), lang))
            : QStringLiteral("points = charges, at least %1").arg(points(def.minPoints.value_or(HalfPoints()), lang));
    case Pricing::ByTerrain:
    case Pricing::PerBase: {
        // Named as players read them: terrains by the ruleset's names, arms in words, never the data's ids.
        QStringList parts;
        for (auto it = def.costs.cbegin(); it != def.costs.cend(); ++it) {
            const QString name = def.pricing == Pricing::ByTerrain
                ? (ruleset.terrain.types.contains(it.key()) ? ruleset.terrain.types.value(it.key()).name.get(lang)
                                                            : it.key())
                : armWords(it.key(), lang);
            parts << QStringLiteral("%1 (%2)").arg(name, pointsWithUnit(it.value(), lang)); // names may end in a number
        }
        const QString list = parts.join(QStringLiteral(", "));
        if (def.pricing == Pricing::PerBase)
            return p ? QStringLiteral("za podstawkę: %1").arg(list) : QStringLiteral("per base: %1").arg(list);
        return p ? QStringLiteral("za element: %1").arg(list) : QStringLiteral("per piece: %1").arg(list);
    }
    }
    return QString();
}

QString limitText(const QString &id, const UpgradeDef &def, const Ruleset &ruleset, const QString &lang)
{
    const bool p = isPolish(lang);
    const bool limited = def.maxPerArmy && (!def.limitReading || ruleset.readings.flag(*def.limitReading));
    if (limited)
        return *def.maxPerArmy == 1
            ? (p ? QStringLiteral("raz na armię") : QStringLiteral("once per army"))
            : (p ? QStringLiteral("najwyżej %1 na armię") : QStringLiteral("at most %1 per army")).arg(*def.maxPerArmy);
    // The limits validation applies by upgrade (validation.cpp), with their numbers from the ruleset.
    if (def.pricing == Pricing::PerLevel)
        return p
            ? QStringLiteral("1 poziom na każde %1 pkt wartości armii").arg(ruleset.armyMorale.pointsPerPurchasedLevel)
            : QStringLiteral("1 level per %1 points of army value").arg(ruleset.armyMorale.pointsPerPurchasedLevel);
    if (def.pricing == Pricing::ByTerrain)
        return p
            ? QStringLiteral("najwyżej %1, chyba że gracze ustalą więcej")
                  .arg(ruleset.readings.extraTerrainLimitDefault)
            : QStringLiteral("at most %1 unless the players agree more").arg(ruleset.readings.extraTerrainLimitDefault);
    if (def.pricing == Pricing::Charges)
        return p ? QStringLiteral("jeden na korpus (na armię bez korpusów)")
                 : QStringLiteral("one per corps (per army without corps)");
    if (def.pricing == Pricing::PerRegiment)
        return p ? QStringLiteral("najwyżej połowa pułków armii") : QStringLiteral("at most half the army's regiments");
    if (id == QLatin1String("redraw"))
        return p ? QStringLiteral("raz na dowódcę; drugie losowanie wiąże")
                 : QStringLiteral("once per commander; the second draw binds");
    if (!def.eligibleTraits.isEmpty() || !def.excludedTraits.isEmpty()) {
        auto words = [&](const QStringList &traits) {
            QStringList out;
            for (const QString &t : traits)
                out << unitTraitWords(t, lang);
            return out.join(QStringLiteral(", "));
        };
        QStringList parts;
        if (!def.eligibleTraits.isEmpty())
            parts << (p ? QStringLiteral("tylko: %1") : QStringLiteral("only: %1")).arg(words(def.eligibleTraits));
        if (!def.excludedTraits.isEmpty())
            parts << (p ? QStringLiteral("nie: %1") : QStringLiteral("not: %1")).arg(words(def.excludedTraits));
        return parts.join(QStringLiteral("; "));
    }
    return QString();
}

} // namespace

QString unitTraitWords(const QString &trait, const QString &lang)
{
    // The words of the rulebook (errata 4.0: "lekka piechota", "milicja", "artyleria pułkowa"…).
    static const QHash<QString, std::pair<const char *, const char *>> words{
        {QStringLiteral("militia"), {"milicja", "militia"}},
        {QStringLiteral("veteran"), {"weterani", "veterans"}},
        {QStringLiteral("may-gain-elite"), {"może zostać elitą", "may become elite"}},
        {QStringLiteral("light-infantry"), {"lekka piechota", "light infantry"}},
        {QStringLiteral("light-cavalry"), {"lekka kawaleria", "light cavalry"}},
        {QStringLiteral("irregular-cavalry"), {"nieregularna kawaleria", "irregular cavalry"}},
        {QStringLiteral("guard"), {"gwardia", "guard"}},
        {QStringLiteral("regimental-artillery"), {"artyleria pułkowa", "regimental artillery"}}};
    const auto it = words.constFind(trait);
    if (it == words.cend())
        return trait;
    return pick(lang, it->first, it->second);
}

QString armWords(const QString &arm, const QString &lang)
{
    const bool p = isPolish(lang);
    if (arm == QLatin1String("infantry"))
        return p ? QStringLiteral("piechota") : arm;
    if (arm == QLatin1String("cavalry"))
        return p ? QStringLiteral("kawaleria") : arm;
    if (arm == QLatin1String("artillery"))
        return p ? QStringLiteral("artyleria") : arm;
    return arm;
}

bool upgradeAllowsUnit(const UpgradeDef &upgrade, const Unit &unit)
{
    for (const QString &t : upgrade.excludedTraits)
        if (unit.traits.contains(t))
            return false;
    if (upgrade.eligibleTraits.isEmpty())
        return true;
    return std::any_of(upgrade.eligibleTraits.cbegin(), upgrade.eligibleTraits.cend(),
                       [&](const QString &t) { return unit.traits.contains(t); });
}

// BWN 2.3, 13.3
QList<StatusChoice> legalStatuses(const Ruleset &ruleset, const Unit &unit, const Catalogue &catalogue)
{
    // A unit veteran by its trait is never regular (trainingOf): offering "regular" would offer what cannot be.
    const bool veteranByTrait = trainingOf(unit, Status::Regular) == Status::Veteran;
    QList<StatusChoice> out;
    if (!veteranByTrait)
        out << StatusChoice{Status::Regular, HalfPoints()};
    const UpgradeDef *veteran = ruleset.upgrade(QStringLiteral("veteran"));
    const UpgradeDef *elite = ruleset.upgrade(QStringLiteral("elite"));
    const HalfPoints veteranPrice = veteranByTrait ? HalfPoints() : perBasePrice(veteran, unit, catalogue);
    if (veteran && upgradeAllowsUnit(*veteran, unit))
        out << StatusChoice{Status::Veteran, veteranPrice};
    if (elite && upgradeAllowsUnit(*elite, unit))
        out << StatusChoice{Status::Elite,
                            perBasePrice(elite, unit, catalogue)
                                + (ruleset.readings.eliteWithoutVeteran ? HalfPoints() : veteranPrice)};
    return out;
}

// BWN 15.1
bool ambushAllowed(const Ruleset &ruleset, const Unit &unit)
{
    const UpgradeDef *ambush = ruleset.upgrade(QStringLiteral("ambush"));
    return ambush && upgradeAllowsUnit(*ambush, unit);
}

// BWN 13.2
QList<HistoricalChoice> historicalChoices(const BoundRoster &bound, qsizetype division)
{
    QSet<QString> taken;
    for (qsizetype d = 0; d < bound.roster->divisions.size(); ++d)
        if (d != division && bound.roster->divisions[d].historical)
            taken.insert(*bound.roster->divisions[d].historical);
    QList<HistoricalChoice> out;
    for (const Catalogue *c : bound.catalogues)
        for (const HistoricalDivision &h : c->divisions)
            if (!taken.contains(h.id))
                out << HistoricalChoice{h.id, h.name, c->id};
    return out;
}

QString upgradeKindName(UpgradeKind kind)
{
    switch (kind) {
    case UpgradeKind::Toggle: return QStringLiteral("toggle");
    case UpgradeKind::Count: return QStringLiteral("count");
    case UpgradeKind::Levels: return QStringLiteral("levels");
    case UpgradeKind::Choice: return QStringLiteral("choice");
    case UpgradeKind::Points: return QStringLiteral("points");
    case UpgradeKind::Regiment: return QStringLiteral("regiment");
    }
    return QString();
}

// BWN 13.3
QList<UpgradeOffer> upgradeOffers(const Ruleset &ruleset, const Roster &roster, const QString &lang)
{
    QList<UpgradeOffer> out;
    for (auto it = ruleset.upgrades.cbegin(); it != ruleset.upgrades.cend(); ++it) {
        UpgradeOffer o;
        o.id = it.key();
        o.def = &it.value();
        const bool once = o.def->maxPerArmy && *o.def->maxPerArmy == 1;
        switch (o.def->pricing) {
        case Pricing::PerBase:
        case Pricing::PerRegiment: o.kind = UpgradeKind::Regiment; break;
        case Pricing::PerLevel: o.kind = UpgradeKind::Levels; break;
        case Pricing::PerCount: o.kind = UpgradeKind::Count; break;
        case Pricing::Charges: o.kind = UpgradeKind::Points; break;
        case Pricing::ByTerrain:
            o.kind = UpgradeKind::Choice;
            o.choices = o.def->costs.keys();
            break;
        case Pricing::Fixed: o.kind = once ? UpgradeKind::Toggle : UpgradeKind::Count; break;
        }
        // Fixed upgrades that name what they act on: a redraw names its commander, an extra general his pool.
        if (o.id == QLatin1String("redraw")) {
            o.kind = UpgradeKind::Choice;
            o.choices << QStringLiteral("cinc");
            if (roster.corps)
                for (const RosterCorps &c : *roster.corps)
                    o.choices << c.id;
            for (const Division &d : roster.divisions)
                o.choices << d.id;
        } else if (o.id == QLatin1String("extra-general")) {
            o.kind = UpgradeKind::Choice;
            o.choices = {QStringLiteral("infantry"), QStringLiteral("cavalry")};
        }
        o.costText = costText(*o.def, ruleset, lang);
        o.limitText = limitText(o.id, *o.def, ruleset, lang);
        out << o;
    }
    return out;
}

} // namespace sztab
