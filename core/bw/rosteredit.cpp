// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/rosteredit.h"

#include "bw/ruleset.h"

#include <QSet>

#include <algorithm>

namespace sztab {

namespace {

Edited fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

bool divisionOk(const Roster &r, qsizetype d, QString *error)
{
    if (d >= 0 && d < r.divisions.size())
        return true;
    fail(error, QStringLiteral("there is no division %1 (the roster has %2)").arg(d + 1).arg(r.divisions.size()));
    return false;
}

bool regimentOk(const Roster &r, qsizetype d, qsizetype i, QString *error)
{
    if (!divisionOk(r, d, error))
        return false;
    if (i >= 0 && i < r.divisions[d].regiments.size())
        return true;
    fail(error, QStringLiteral("division %1 has no regiment %2").arg(d + 1).arg(i + 1));
    return false;
}

qsizetype corpsOf(const Roster &r, const QString &divisionId)
{
    if (!r.corps)
        return -1;
    for (qsizetype k = 0; k < r.corps->size(); ++k)
        if (r.corps->at(k).divisions.contains(divisionId))
            return k;
    return -1;
}

} // namespace

QString freshDivisionId(const Roster &roster)
{
    QSet<QString> used;
    for (const Division &d : roster.divisions)
        used.insert(d.id);
    for (qsizetype n = roster.divisions.size() + 1;; ++n) {
        const QString id = QStringLiteral("d%1").arg(n);
        if (!used.contains(id))
            return id;
    }
}

Edited addRegiment(Roster roster, const QString &unitId, qsizetype division, QString *error,
                   const std::optional<QString> &catalogue)
{
    if (unitId.isEmpty())
        return fail(error, QStringLiteral("no unit given"));
    if (!divisionOk(roster, division, error))
        return std::nullopt;
    Regiment r;
    r.unit = unitId;
    r.catalogue = catalogue;
    roster.divisions[division].regiments.append(r);
    return roster;
}

Edited removeRegiment(Roster roster, qsizetype division, qsizetype regiment, QString *error)
{
    if (!regimentOk(roster, division, regiment, error))
        return std::nullopt;
    roster.divisions[division].regiments.removeAt(regiment);
    return roster;
}

Edited moveRegiment(Roster roster, qsizetype division, qsizetype regiment, qsizetype toDivision, qsizetype toRegiment,
                    QString *error)
{
    if (!regimentOk(roster, division, regiment, error) || !divisionOk(roster, toDivision, error))
        return std::nullopt;
    const Regiment moved = roster.divisions[division].regiments.takeAt(regiment);
    QList<Regiment> &target = roster.divisions[toDivision].regiments;
    target.insert(std::clamp<qsizetype>(toRegiment, 0, target.size()), moved);
    return roster;
}

Edited duplicateRegiment(Roster roster, qsizetype division, qsizetype regiment, QString *error)
{
    if (!regimentOk(roster, division, regiment, error))
        return std::nullopt;
    QList<Regiment> &list = roster.divisions[division].regiments;
    list.insert(regiment + 1, list.at(regiment));
    return roster;
}

Edited setStatus(Roster roster, qsizetype division, qsizetype regiment, Status status, QString *error)
{
    if (!regimentOk(roster, division, regiment, error))
        return std::nullopt;
    roster.divisions[division].regiments[regiment].status = status;
    return roster;
}

Edited setAmbush(Roster roster, qsizetype division, qsizetype regiment, bool on, QString *error)
{
    if (!regimentOk(roster, division, regiment, error))
        return std::nullopt;
    roster.divisions[division].regiments[regiment].ambush = on;
    return roster;
}

Edited addDivision(Roster roster, DivisionArm arm, std::optional<Arm> pool, const QString &name, QString *error)
{
    Q_UNUSED(error);
    Division d;
    d.id = freshDivisionId(roster);
    d.name = Text(name.trimmed());
    d.arm = arm;
    if (arm == DivisionArm::Mixed)
        d.pool = pool;
    roster.divisions.append(d);
    return roster;
}

Edited renameDivision(Roster roster, qsizetype division, const QString &name, QString *error)
{
    if (!divisionOk(roster, division, error))
        return std::nullopt;
    roster.divisions[division].name = Text(name.trimmed());
    return roster;
}

Edited removeDivision(Roster roster, qsizetype division, QString *error)
{
    if (!divisionOk(roster, division, error))
        return std::nullopt;
    const QString id = roster.divisions.takeAt(division).id;
    if (roster.corps)
        for (RosterCorps &c : *roster.corps)
            c.divisions.removeAll(id);
    roster.upgrades.removeIf([&](const RosterUpgrade &u) { return u.target && *u.target == id; });
    for (RosterUpgrade &u : roster.upgrades)
        if (u.division && *u.division == id)
            u.division.reset();
    return roster;
}

Edited setExtraGeneralDivision(Roster roster, qsizetype upgrade, const QString &divisionId, QString *error)
{
    if (upgrade < 0 || upgrade >= roster.upgrades.size()
        || roster.upgrades[upgrade].id != QLatin1String("extra-general"))
        return fail(error, QStringLiteral("upgrade %1 is not an extra general").arg(upgrade + 1));
    if (divisionId.isEmpty()) {
        roster.upgrades[upgrade].division.reset();
        return roster;
    }
    if (std::none_of(roster.divisions.cbegin(), roster.divisions.cend(),
                     [&](const Division &d) { return d.id == divisionId; }))
        return fail(error, QStringLiteral("there is no division \"%1\"").arg(divisionId));
    roster.upgrades[upgrade].division = divisionId;
    return roster;
}

Edited duplicateDivision(Roster roster, qsizetype division, QString *error)
{
    if (!divisionOk(roster, division, error))
        return std::nullopt;
    Division copy = roster.divisions.at(division);
    copy.id = freshDivisionId(roster);
    copy.general.reset();    // a general commands one division: the copy draws its own (BWN 13.4)
    copy.historical.reset(); // a historical division is fielded once
    const qsizetype k = corpsOf(roster, roster.divisions.at(division).id);
    roster.divisions.insert(division + 1, copy);
    if (k >= 0)
        (*roster.corps)[k].divisions.append(copy.id);
    return roster;
}

Edited setDivisionArm(Roster roster, qsizetype division, DivisionArm arm, std::optional<Arm> pool, QString *error)
{
    if (!divisionOk(roster, division, error))
        return std::nullopt;
    Division &d = roster.divisions[division];
    d.arm = arm;
    d.pool = arm == DivisionArm::Mixed ? pool : std::nullopt;
    return roster;
}

Edited setHistorical(Roster roster, qsizetype division, const QString &historicalId, QString *error)
{
    if (!divisionOk(roster, division, error))
        return std::nullopt;
    Division &d = roster.divisions[division];
    if (historicalId.isEmpty())
        d.historical.reset();
    else
        d.historical = historicalId;
    return roster;
}

Edited setUpgrade(Roster roster, const Ruleset &ruleset, const QString &upgradeId, const UpgradeChange &change,
                  QString *error)
{
    const UpgradeDef *def = ruleset.upgrade(upgradeId);
    if (!def)
        return fail(error, QStringLiteral("unknown upgrade \"%1\"").arg(upgradeId));
    if (def->pricing == Pricing::PerBase || def->pricing == Pricing::PerRegiment)
        return fail(error, QStringLiteral("\"%1\" is set on a regiment, not in the upgrade list").arg(upgradeId));
    auto negative = [](const std::optional<int> &v) { return v && *v < 0; };
    if (negative(change.count) || negative(change.levels) || (change.points && change.points->halves < 0))
        return fail(error, QStringLiteral("%1: a number must not be negative").arg(upgradeId));

    // Which entries of this id the change is about: all of them, or those of one terrain / target / arm.
    auto matches = [&](const RosterUpgrade &u) {
        if (u.id != upgradeId)
            return false;
        if (change.terrain && u.terrain != change.terrain)
            return false;
        if (change.target && u.target != change.target)
            return false;
        if (change.arm && u.arm != change.arm)
            return false;
        return true;
    };
    qsizetype firstAt = -1;
    for (qsizetype i = 0; i < roster.upgrades.size() && firstAt < 0; ++i)
        if (matches(roster.upgrades[i]))
            firstAt = i;

    auto setSingle = [&](auto apply) { // one entry that carries a number (levels, count, points)
        RosterUpgrade u;
        if (firstAt >= 0)
            u = roster.upgrades[firstAt];
        u.id = upgradeId;
        const bool keep = apply(u);
        roster.upgrades.removeIf(matches);
        if (keep)
            roster.upgrades.insert(firstAt >= 0 ? std::min(firstAt, roster.upgrades.size()) : roster.upgrades.size(),
                                   u);
    };

    switch (def->pricing) {
    case Pricing::PerLevel:
        if (!change.levels)
            return fail(error, QStringLiteral("%1: give the levels").arg(upgradeId));
        setSingle([&](RosterUpgrade &u) {
            u.levels = *change.levels;
            return *change.levels > 0;
        });
        return roster;
    case Pricing::PerCount:
        if (!change.count)
            return fail(error, QStringLiteral("%1: give the count").arg(upgradeId));
        setSingle([&](RosterUpgrade &u) {
            u.count = *change.count;
            return *change.count > 0;
        });
        return roster;
    case Pricing::Charges:
        if (!change.points)
            return fail(error, QStringLiteral("%1: give the points (charges)").arg(upgradeId));
        setSingle([&](RosterUpgrade &u) {
            u.points = *change.points;
            return change.points->halves > 0;
        });
        return roster;
    case Pricing::ByTerrain:
        if (!change.terrain || !def->costs.contains(*change.terrain))
            return fail(error,
                        QStringLiteral("%1: choose the terrain: one of %2")
                            .arg(upgradeId, QStringList(def->costs.keys()).join(QStringLiteral(", "))));
        break;
    case Pricing::Fixed:
    case Pricing::PerBase:
    case Pricing::PerRegiment: break;
    }
    // Repeatable entries: make exactly `count` of the matching kind.
    if (!change.count)
        return fail(error, QStringLiteral("%1: give the count").arg(upgradeId));
    qsizetype have = 0;
    for (const RosterUpgrade &u : std::as_const(roster.upgrades))
        have += matches(u) ? 1 : 0;
    for (; have > *change.count; --have)
        for (qsizetype i = roster.upgrades.size() - 1; i >= 0; --i)
            if (matches(roster.upgrades[i])) {
                roster.upgrades.removeAt(i);
                break;
            }
    for (; have < *change.count; ++have) {
        RosterUpgrade u;
        u.id = upgradeId;
        u.terrain = change.terrain;
        u.target = change.target;
        u.arm = change.arm;
        roster.upgrades.append(u);
    }
    return roster;
}

Edited setRosterName(Roster roster, const QString &name, QString *error)
{
    Q_UNUSED(error);
    roster.name = Text(name.trimmed());
    return roster;
}

Edited setLimits(Roster roster, const RosterLimits &limits, QString *error)
{
    if (!limits.preset && !(limits.units && limits.upgrades))
        return fail(error, QStringLiteral("give a preset or both units and upgrades"));
    if ((limits.units && limits.units->halves < 0) || (limits.upgrades && limits.upgrades->halves < 0)
        || (limits.maxBases && *limits.maxBases < 0) || (limits.artillery && *limits.artillery < 0))
        return fail(error, QStringLiteral("limits must not be negative"));
    RosterLimits l = limits;
    l.extras = roster.limits.extras;
    roster.limits = l;
    return roster;
}

} // namespace sztab
