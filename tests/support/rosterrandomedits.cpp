// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterrandomedits.h"

#include "rosterbuilder.h"
#include "bw/rosteredit.h"

namespace sztab::test {

// The first difference between two bound rosters, "" when they are the same.
QString boundDifference(const BoundRoster &a, const BoundRoster &b)
{
    if (a.roster != b.roster || a.ruleset != b.ruleset || a.catalogues != b.catalogues || a.rulesetHash != b.rulesetHash
        || a.catalogueHashes != b.catalogueHashes || a.commanderInChief != b.commanderInChief
        || a.corpsCommanders != b.corpsCommanders || a.historicalCorps != b.historicalCorps
        || a.upgradeGenerals != b.upgradeGenerals || a.upgradePrices != b.upgradePrices
        || a.corpsCommanderCost != b.corpsCommanderCost || a.mixPeriods != b.mixPeriods
        || a.extraTerrainLimit != b.extraTerrainLimit || a.checks != b.checks)
        return QStringLiteral("the army-wide fields differ");
    if (a.limits.units != b.limits.units || a.limits.upgrades != b.limits.upgrades
        || a.limits.maxBases != b.limits.maxBases || a.limits.artillery != b.limits.artillery
        || a.limits.artilleryPercent != b.limits.artilleryPercent || a.limits.presetId != b.limits.presetId)
        return QStringLiteral("the limits differ");
    if (a.divisions.size() != b.divisions.size())
        return QStringLiteral("%1 divisions against %2").arg(a.divisions.size()).arg(b.divisions.size());
    for (qsizetype d = 0; d < a.divisions.size(); ++d) {
        const BoundDivision &x = a.divisions[d], &y = b.divisions[d];
        if (x.general != y.general || x.historical != y.historical || x.historicalCatalogue != y.historicalCatalogue
            || x.commandedByCorps != y.commandedByCorps || x.generalCost != y.generalCost)
            return QStringLiteral("division %1 differs").arg(d);
        if (x.regiments.size() != y.regiments.size())
            return QStringLiteral("division %1: %2 regiments against %3")
                .arg(d)
                .arg(x.regiments.size())
                .arg(y.regiments.size());
        for (qsizetype r = 0; r < x.regiments.size(); ++r) {
            const BoundRegiment &p = x.regiments[r], &q = y.regiments[r];
            if (p.unit != q.unit || p.catalogue != q.catalogue || p.bases != q.bases
                || p.artilleryBases != q.artilleryBases || p.points != q.points || p.statusPrice != q.statusPrice
                || p.ambushPrice != q.ambushPrice)
                return QStringLiteral("regiment %1/%2 differs").arg(d).arg(r);
        }
    }
    return {};
}

// The first difference between two issue lists, "" when they are the same (in order, every field, both languages).
QString issuesDifference(const QList<Issue> &a, const QList<Issue> &b)
{
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
        if (!(a[i] == b[i]))
            return QStringLiteral("issue %1: %2 %3 \"%4\" against %5 %6 \"%7\"")
                .arg(i)
                .arg(a[i].code, a[i].path, a[i].message.get(QStringLiteral("en")), b[i].code, b[i].path,
                     b[i].message.get(QStringLiteral("en")));
    if (a.size() != b.size())
        return QStringLiteral("%1 issues against %2").arg(a.size()).arg(b.size());
    return {};
}

// A roster of `divisions` x `perDivision` regiments of the test catalogue where nearly every regiment breaks a rule:
// a unit with a maximum of one and two units of one historical regiment repeated, two regiments in three in ambush
// (the error-heavy roster of bench_app, smaller).
Roster errorHeavyRoster(int divisions, int perDivision)
{
    const char *units[] = {"line-max1", "line-dup", "line-max1", "hussars", "line-dup", "cossacks", "line", "light"};
    Roster roster = emptyRoster();
    roster.limits.preset.reset();
    roster.limits.units = HalfPoints::fromWhole(100000);
    roster.limits.upgrades = HalfPoints::fromWhole(100000);
    for (int d = 0; d < divisions; ++d) {
        Division &div = addDivision(roster, {});
        for (int r = 0; r < perDivision; ++r)
            div.regiments << Regiment{QLatin1String(units[(d * perDivision + r) % std::size(units)]),
                                      std::nullopt,
                                      Status::Regular,
                                      r % 3 != 0,
                                      {}};
    }
    return roster;
}

// One random edit of the kinds a player makes (the core's edits, as the app calls them); nothing when it cannot.
std::optional<Roster> randomEdit(const Roster &roster, std::mt19937 &random, QString *what)
{
    auto pick = [&random](qsizetype n) {
        return qsizetype(std::uniform_int_distribution<qsizetype>(0, n - 1)(random));
    };
    const qsizetype d = pick(roster.divisions.size());
    const qsizetype size = roster.divisions[d].regiments.size();
    const qsizetype r = size > 0 ? pick(size) : 0;
    const QString units[] = {QStringLiteral("line-max1"), QStringLiteral("line-dup"), QStringLiteral("hussars"),
                             QStringLiteral("militia"), QStringLiteral("cossacks")};
    const Status statuses[] = {Status::Regular, Status::Veteran, Status::Elite};
    QString error;
    switch (pick(9)) {
    case 0:
        *what = QStringLiteral("status of %1/%2").arg(d).arg(r);
        return size ? setStatus(roster, d, r, statuses[pick(3)], &error) : std::nullopt;
    case 1:
        *what = QStringLiteral("ambush of %1/%2").arg(d).arg(r);
        return size ? setAmbush(roster, d, r, pick(2) == 1, &error) : std::nullopt;
    case 2:
        *what = QStringLiteral("regiment added to %1").arg(d);
        return addRegiment(roster, units[pick(std::size(units))], d, &error);
    case 3:
        *what = QStringLiteral("regiment %1/%2 removed").arg(d).arg(r);
        return size ? removeRegiment(roster, d, r, &error) : std::nullopt;
    case 4: {
        const qsizetype to = pick(roster.divisions.size());
        *what = QStringLiteral("regiment %1/%2 moved to %3").arg(d).arg(r).arg(to);
        return size ? moveRegiment(roster, d, r, to, pick(roster.divisions[to].regiments.size() + 1), &error)
                    : std::nullopt;
    }
    case 5: *what = QStringLiteral("division %1 duplicated").arg(d); return duplicateDivision(roster, d, &error);
    case 6:
        *what = QStringLiteral("division %1 removed").arg(d);
        return roster.divisions.size() > 1 ? removeDivision(roster, d, &error) : std::nullopt;
    case 7:
        *what = QStringLiteral("regiment %1/%2 duplicated").arg(d).arg(r);
        return size ? duplicateRegiment(roster, d, r, &error) : std::nullopt;
    default:
        *what = QStringLiteral("division added");
        return addDivision(roster, DivisionArm::Infantry, std::nullopt, QString(), &error);
    }
}

} // namespace sztab::test
