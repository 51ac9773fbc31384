// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/boundroster.h"

#include "bw/rebind.h"
#include "bw/validation.h"

#include <QMutex>
#include <QSet>

#include <memory>
#include <unordered_map>

namespace sztab {

const General *BoundRoster::findGeneral(const QString &id) const
{
    for (const Catalogue *c : catalogues)
        if (const General *g = c->general(id))
            return g;
    return nullptr;
}

QStringList BoundRoster::commanderInChiefRoles() const
{
    QStringList roles{QStringLiteral("commander-in-chief")};
    if (corpsLevelBattle)
        roles << QStringLiteral("corps");
    return roles;
}

Status trainingOf(const Unit &unit, Status chosen)
{
    return chosen == Status::Regular && unit.hasTrait(QLatin1String("veteran")) ? Status::Veteran : chosen;
}

bool BoundRoster::mayBeCommanderInChief(const General &general) const
{
    const QStringList roles = commanderInChiefRoles();
    return std::any_of(roles.cbegin(), roles.cend(), [&](const QString &r) { return general.roles.contains(r); });
}

bool BoundRoster::isWholeHistoricalDivision(qsizetype division) const
{
    const BoundDivision &d = divisions[division];
    if (!d.historical)
        return false;
    QSet<QString> present;
    for (const BoundRegiment &r : d.regiments)
        if (r.catalogue == d.historicalCatalogue)
            present.insert(r.unit->id);
    return std::all_of(d.historical->units.cbegin(), d.historical->units.cend(),
                       [&](const QString &u) { return present.contains(u); });
}

bool BoundRoster::isWholeHistoricalCorps(qsizetype corps) const
{
    const HistoricalCorps *h = historicalCorps.value(corps);
    if (!h || !roster->corps)
        return false;
    const QStringList &own = roster->corps->at(corps).divisions;
    for (const QString &wanted : h->divisions) {
        bool found = false;
        for (qsizetype d = 0; d < roster->divisions.size() && !found; ++d)
            found = own.contains(roster->divisions[d].id) && divisions[d].historical
                && divisions[d].historical->id == wanted && isWholeHistoricalDivision(d);
        if (!found)
            return false;
    }
    return true;
}

const Unit *unknownUnit(const QString &id)
{
    // Interned for the life of the program, so a BoundRegiment's pointer stays valid in copies and rebind memos.
    static QMutex mutex;
    static std::unordered_map<QString, std::unique_ptr<Unit>> units;
    const QMutexLocker lock(&mutex);
    std::unique_ptr<Unit> &u = units[id];
    if (!u) {
        u = std::make_unique<Unit>();
        u->id = id;
        u->name = Text::translated(QStringLiteral("nieznana jednostka \u201e%1\u201d").arg(id),
                                   QStringLiteral("unknown unit \"%1\"").arg(id));
    }
    return u.get();
}

namespace {

struct Binder {
    const Roster &roster;
    const DataSet &data;
    const QString &file;
    LoadError *error;
    BoundRoster out;
    const BindMemo *memo = nullptr; // reused where the data is the same (rebind.h)
    bool memoUsable = false;
    QHash<const Regiment *, qsizetype> memoIndex; // memo division by its list's storage, made when first needed

    bool fail(const QString &pointer, const QString &english, const QString &polish)
    {
        *error = LoadError{file, pointer, true, 0, 0, english, polish};
        return false;
    }

    // The price of a status for one regiment: per base by the base's kind (BWN 13.3).
    HalfPoints perBasePrice(const UpgradeDef *def, const Unit &unit, const Catalogue &catalogue) const
    {
        HalfPoints price;
        if (!def)
            return price;
        for (const BaseGroup &g : unit.bases)
            price += def->costs.value(QLatin1String(enumName(catalogue.profile(g.profile)->kind))) * g.count;
        return price;
    }

    bool bindLimits()
    {
        const RosterLimits &l = roster.limits;
        const Readings &readings = out.ruleset->readings;
        EffectiveLimits &e = out.limits;
        if (l.preset) {
            const auto it = out.ruleset->presets.constFind(*l.preset);
            if (it == out.ruleset->presets.cend())
                return fail(QStringLiteral("/limits/preset"),
                            QStringLiteral("unknown preset \"%1\" (the ruleset has %2)")
                                .arg(*l.preset, QStringList(out.ruleset->presets.keys()).join(QStringLiteral(", "))),
                            QStringLiteral("nieznany format bitwy \u201e%1\u201d (zasady mają %2)")
                                .arg(*l.preset, QStringList(out.ruleset->presets.keys()).join(QStringLiteral(", "))));
            e.presetId = *l.preset;
            e.units = it->units;
            e.upgrades = it->upgrades;
            e.maxBases = it->maxBases;
            e.artillery = it->artillery;
        }
        if (l.units)
            e.units = *l.units;
        if (l.upgrades)
            e.upgrades = *l.upgrades;
        // BWN 13.2: "Przy limicie punktowym 32+8 … maksymalnie 20 podstawek": the preset's base limit belongs to its
        // point limits, also when they are written as numbers.
        if (!l.preset)
            for (const LimitsPreset &p : out.ruleset->presets)
                if (p.units == e.units && p.upgrades == e.upgrades && p.maxBases && !e.maxBases)
                    e.maxBases = p.maxBases;
        if (l.maxBases)
            e.maxBases = l.maxBases;
        if (e.units.halves < 0 || e.upgrades.halves < 0)
            return fail(QStringLiteral("/limits"), QStringLiteral("limits must not be negative"),
                        QStringLiteral("limity nie mogą być ujemne"));
        e.artilleryPercent = readings.artilleryPercent;
        // BWN 13.2: 3 artillery bases at 32+8; in larger battles no more than 20% of the army's bases.
        if (l.artillery)
            e.artillery = l.artillery;
        else if (e.units > HalfPoints::fromWhole(readings.artilleryPercentAboveUnits))
            e.artillery.reset();
        else if (!e.artillery)
            e.artillery = readings.artilleryBasesSmallBattle;
        return true;
    }

    // The pointer `at` is made only for a failure: a large roster binds many regiments and fails on none.
    template <class At> bool bindRegiment(const Regiment &r, At at, BoundRegiment &b)
    {
        if (r.catalogue) {
            const qsizetype ci = roster.catalogues.indexOf(*r.catalogue);
            if (ci < 0)
                return fail(
                    at() + QStringLiteral("/catalogue"),
                    QStringLiteral("catalogue \"%1\" is not one of the roster's catalogues").arg(*r.catalogue),
                    QStringLiteral("katalog \u201e%1\u201d nie jest jednym z katalogów rozpiski").arg(*r.catalogue));
            b.catalogue = out.catalogues[ci];
            b.unit = b.catalogue->unit(r.unit);
        } else {
            for (const Catalogue *c : out.catalogues)
                if ((b.unit = c->unit(r.unit))) {
                    b.catalogue = c;
                    break;
                }
        }
        if (!b.unit) {
            // A unit the data does not have (any more): the regiment is kept as it is, marked, counted as nothing, and
            // validation says so in words (UNIT_UNKNOWN); refusing the whole roster would lose every other regiment.
            if (!b.catalogue && out.catalogues.isEmpty())
                return fail(
                    at() + QStringLiteral("/unit"),
                    QStringLiteral("unknown unit \"%1\": the roster names no catalogue").arg(r.unit),
                    QStringLiteral("nieznana jednostka \u201e%1\u201d: rozpiska nie podaje katalogu").arg(r.unit));
            if (!b.catalogue)
                b.catalogue = out.catalogues.first();
            b.unit = unknownUnit(r.unit);
            b.unknownUnit = true;
            return true;
        }
        const Ruleset &rs = *out.ruleset;
        for (const BaseGroup &g : b.unit->bases) {
            const Profile *p = b.catalogue->profile(g.profile);
            b.bases += g.count;
            if (p->kind == UnitKind::Artillery)
                b.artilleryBases += g.count;
            const auto cls = rs.costClasses.constFind(p->costClass);
            b.points += (cls == rs.costClasses.cend() ? HalfPoints() : cls->perBase) * g.count;
        }
        const bool veteranByTrait = b.unit->hasTrait(QLatin1String("veteran"));
        const HalfPoints veteran =
            veteranByTrait ? HalfPoints() : perBasePrice(rs.upgrade(QStringLiteral("veteran")), *b.unit, *b.catalogue);
        if (r.status == Status::Veteran)
            b.statusPrice = veteran;
        else if (r.status == Status::Elite)
            b.statusPrice = perBasePrice(rs.upgrade(QStringLiteral("elite")), *b.unit, *b.catalogue)
                + (rs.readings.eliteWithoutVeteran ? HalfPoints() : veteran);
        if (r.ambush)
            if (const UpgradeDef *ambush = rs.upgrade(QStringLiteral("ambush")))
                b.ambushPrice = ambush->cost;
        return true;
    }

    const General *general(const QString &id, const QString &at)
    {
        const General *g = out.findGeneral(id);
        if (!g)
            fail(at,
                 QStringLiteral("unknown general \"%1\" in catalogues %2%3")
                     .arg(id, roster.catalogues.join(QStringLiteral(", ")),
                          data.shadowNote(roster.catalogues, QStringLiteral("en"))),
                 QStringLiteral("nieznany generał \u201e%1\u201d w katalogach %2%3")
                     .arg(id, roster.catalogues.join(QStringLiteral(", ")),
                          data.shadowNote(roster.catalogues, QStringLiteral("pl"))));
        return g;
    }

    bool bindUpgrade(const RosterUpgrade &u, const QString &at, HalfPoints *price)
    {
        const UpgradeDef *def = out.ruleset->upgrade(u.id);
        if (!def || def->pricing == Pricing::PerBase || def->pricing == Pricing::PerRegiment)
            return fail(at + QStringLiteral("/id"),
                        def ? QStringLiteral("\"%1\" is bought on a regiment, not in the upgrade list").arg(u.id)
                            : QStringLiteral("unknown upgrade \"%1\"").arg(u.id),
                        def ? QStringLiteral("\u201e%1\u201d kupuje się dla pułku, nie na liście ulepszeń").arg(u.id)
                            : QStringLiteral("nieznane ulepszenie \u201e%1\u201d").arg(u.id));
        switch (def->pricing) {
        case Pricing::Fixed: *price = def->cost; break;
        case Pricing::PerLevel: *price = def->cost * u.levels.value_or(1); break;
        case Pricing::PerCount: *price = def->cost * u.count.value_or(1); break;
        case Pricing::ByTerrain:
            if (!u.terrain || !def->costs.contains(*u.terrain))
                return fail(at + QStringLiteral("/terrain"),
                            QStringLiteral("choose the terrain: one of %1")
                                .arg(QStringList(def->costs.keys()).join(QStringLiteral(", "))),
                            QStringLiteral("wybierz teren: jeden z %1")
                                .arg(QStringList(def->costs.keys()).join(QStringLiteral(", "))));
            *price = def->costs.value(*u.terrain);
            break;
        case Pricing::Charges:
            if (!u.points)
                return fail(at, QStringLiteral("missing \"points\": the charges bought"),
                            QStringLiteral("brak \u201epoints\u201d: kupione ładunki"));
            *price = *u.points;
            break;
        case Pricing::PerBase:
        case Pricing::PerRegiment: break;
        }
        if (u.target) {
            const bool known = *u.target == QLatin1String("cinc")
                || std::any_of(roster.divisions.cbegin(), roster.divisions.cend(),
                               [&](const Division &d) { return d.id == *u.target; })
                || (roster.corps
                    && std::any_of(roster.corps->cbegin(), roster.corps->cend(),
                                   [&](const RosterCorps &c) { return c.id == *u.target; }));
            if (!known)
                return fail(
                    at + QStringLiteral("/target"),
                    QStringLiteral("unknown target \"%1\": \"cinc\", a corps id or a division id").arg(*u.target),
                    QStringLiteral("nieznany cel \u201e%1\u201d: \u201ecinc\u201d, id korpusu albo id dywizji")
                        .arg(*u.target));
        }
        const auto corps = u.corpsId();
        if (corps
            && !(roster.corps && std::any_of(roster.corps->cbegin(), roster.corps->cend(), [&](const RosterCorps &c) {
                     return c.id == *corps;
                 })))
            return fail(at + QStringLiteral("/corps"), QStringLiteral("unknown corps \"%1\"").arg(*corps),
                        QStringLiteral("nieznany korpus \u201e%1\u201d").arg(*corps));
        return true;
    }

    bool failUnknownRole(const QString &at, const QString &role, const QStringList &known)
    {
        const QString list = known.join(QStringLiteral(", "));
        return fail(at,
                    QStringLiteral("unknown role \"%1\" (the ruleset has %2)")
                        .arg(role, known.isEmpty() ? QStringLiteral("none") : list),
                    known.isEmpty()
                        ? QStringLiteral("nieznana rola \u201e%1\u201d (zasady nie mają żadnych ról)").arg(role)
                        : QStringLiteral("nieznana rola \u201e%1\u201d (zasady mają %2)").arg(role, list));
    }

    // B19 12.3: a division role whose units answer to the corps commander directly (corps artillery).
    bool ledByCorpsCommander(const Division &div) const
    {
        if (!div.role || !out.ruleset->organisation)
            return false;
        const auto it = out.ruleset->organisation->divisionRoles.constFind(*div.role);
        return it != out.ruleset->organisation->divisionRoles.cend() && it->ledByCorpsCommander;
    }

    // The memo's binding of `regiments` when the data is the same and the list is the one bound then (same storage).
    const QList<BoundRegiment> *remembered(qsizetype d, const QList<Regiment> &regiments)
    {
        if (!memoUsable || regiments.isEmpty())
            return nullptr;
        auto same = [&](qsizetype k) {
            return memo->sources[k].constData() == regiments.constData() && memo->sources[k].size() == regiments.size();
        };
        if (d < memo->sources.size() && same(d))
            return &memo->regiments[d];
        if (memoIndex.isEmpty()) // divisions moved, added or removed: find the list wherever it stands now
            for (qsizetype k = 0; k < memo->sources.size(); ++k)
                if (!memo->sources[k].isEmpty())
                    memoIndex.insert(memo->sources[k].constData(), k);
        const auto it = memoIndex.constFind(regiments.constData());
        return it != memoIndex.cend() && same(*it) ? &memo->regiments[*it] : nullptr;
    }

    bool run()
    {
        out.roster = &roster;
        out.ruleset = data.ruleset(roster.ruleset);
        if (!out.ruleset)
            return fail(QStringLiteral("/ruleset"),
                        QStringLiteral("unknown ruleset \"%1\" (known: %2)")
                            .arg(roster.ruleset, data.rulesetIds().join(QStringLiteral(", "))),
                        QStringLiteral("nieznane zasady \u201e%1\u201d (znane: %2)")
                            .arg(roster.ruleset, data.rulesetIds().join(QStringLiteral(", "))));
        for (qsizetype i = 0; i < roster.catalogues.size(); ++i) {
            const Catalogue *c = data.catalogue(roster.catalogues[i]);
            if (!c)
                return fail(QStringLiteral("/catalogues/%1").arg(i),
                            QStringLiteral("unknown catalogue \"%1\" (known: %2)")
                                .arg(roster.catalogues[i], data.catalogueIds().join(QStringLiteral(", "))),
                            QStringLiteral("nieznany katalog \u201e%1\u201d (znane: %2)")
                                .arg(roster.catalogues[i], data.catalogueIds().join(QStringLiteral(", "))));
            if (c->ruleset != roster.ruleset)
                return fail(QStringLiteral("/catalogues/%1").arg(i),
                            QStringLiteral("catalogue \"%1\" is for ruleset \"%2\", the roster uses \"%3\"")
                                .arg(c->id, c->ruleset, roster.ruleset),
                            QStringLiteral("katalog \u201e%1\u201d jest do zasad \u201e%2\u201d, rozpiska używa "
                                           "\u201e%3\u201d")
                                .arg(c->id, c->ruleset, roster.ruleset));
            out.catalogues << c;
            out.catalogueHashes << data.contentHash(c->id);
        }
        out.rulesetHash = data.contentHash(out.ruleset->id);
        memoUsable = memo && memo->ruleset == out.ruleset && memo->catalogues == out.catalogues
            && memo->rulesetHash == out.rulesetHash && memo->catalogueHashes == out.catalogueHashes
            && memo->sources.size() == memo->regiments.size();
        if (!bindLimits())
            return false;
        for (const QString &check : out.ruleset->checks)
            out.checks << checkIndex(check);
        const Readings &readings = out.ruleset->readings;
        out.mixPeriods =
            roster.options && roster.options->mixPeriods ? *roster.options->mixPeriods : readings.mixPeriodsDefault;
        out.extraTerrainLimit = roster.options && roster.options->extraTerrainLimit ? *roster.options->extraTerrainLimit
                                                                                    : readings.extraTerrainLimitDefault;
        if (roster.commanderInChief.general
            && !(out.commanderInChief =
                     general(*roster.commanderInChief.general, QStringLiteral("/commanderInChief/general"))))
            return false;

        QHash<QString, qsizetype> divisionIndex;
        for (qsizetype d = 0; d < roster.divisions.size(); ++d)
            divisionIndex.insert(roster.divisions[d].id, d);
        const Organisation *org = out.ruleset->organisation ? &*out.ruleset->organisation : nullptr;
        for (qsizetype d = 0; d < roster.divisions.size(); ++d)
            if (roster.divisions[d].role && !(org && org->divisionRoles.contains(*roster.divisions[d].role)))
                return failUnknownRole(QStringLiteral("/divisions/%1/role").arg(d), *roster.divisions[d].role,
                                       org ? org->divisionRoles.keys() : QStringList());
        QList<bool> commandedByCorps(roster.divisions.size(), false);
        if (roster.corps) {
            for (qsizetype k = 0; k < roster.corps->size(); ++k) {
                const RosterCorps &c = roster.corps->at(k);
                const QString at = QStringLiteral("/corps/%1").arg(k);
                for (qsizetype j = 0; j < c.divisions.size(); ++j)
                    if (!divisionIndex.contains(c.divisions[j]))
                        return fail(at + QStringLiteral("/divisions/%1").arg(j),
                                    QStringLiteral("unknown division \"%1\"").arg(c.divisions[j]),
                                    QStringLiteral("nieznana dywizja \u201e%1\u201d").arg(c.divisions[j]));
                if (c.role && !(org && org->corpsRoles.contains(*c.role)))
                    return failUnknownRole(at + QStringLiteral("/role"), *c.role,
                                           org ? org->corpsRoles.keys() : QStringList());
                // B19 12.3: corps artillery answers to the corps commander directly; the other divisions are the
                // corps' own, and a corps of one of them needs no general for it (BWN 13.4).
                QStringList own;
                for (const QString &id : c.divisions)
                    if (ledByCorpsCommander(roster.divisions[divisionIndex.value(id)]))
                        commandedByCorps[divisionIndex.value(id)] = true;
                    else
                        own << id;
                if (own.size() == 1 && readings.singleDivisionCorpsNeedsNoGeneral)
                    commandedByCorps[divisionIndex.value(own.first())] = true;
                const General *g = nullptr;
                if (c.commander && !(g = general(*c.commander, at + QStringLiteral("/commander"))))
                    return false;
                out.corpsCommanders << g;
                const HistoricalCorps *hc = nullptr;
                if (c.historical) {
                    for (const Catalogue *cat : out.catalogues)
                        if ((hc = cat->historicalCorps(*c.historical)))
                            break;
                    if (!hc)
                        return fail(at + QStringLiteral("/historical"),
                                    QStringLiteral("unknown historical corps \"%1\"%2")
                                        .arg(*c.historical, data.shadowNote(roster.catalogues, QStringLiteral("en"))),
                                    QStringLiteral("nieznany korpus historyczny \u201e%1\u201d%2")
                                        .arg(*c.historical, data.shadowNote(roster.catalogues, QStringLiteral("pl"))));
                }
                out.historicalCorps << hc;
                out.corpsCommanderCost += out.ruleset->generalCost(QStringLiteral("corps"));
            }
        }

        // BWN 13.4: "Gdy korpus lub awangarda składa się tylko z jednej dywizji … nie trzeba wystawiać generała": an
        // army without corps (a vanguard) of one division is led by its commander-in-chief directly.
        if ((!roster.corps || roster.corps->isEmpty()) && roster.divisions.size() == 1
            && readings.singleDivisionCorpsNeedsNoGeneral)
            commandedByCorps[0] = true;
        // BWN 6.2: a corps commander may lead the army in a battle at corps level: an army of at most one corps.
        out.corpsLevelBattle =
            readings.corpsCommanderLeadsCorpsLevelBattle && (!roster.corps || roster.corps->size() <= 1);

        const HalfPoints divisionGeneralCost = out.ruleset->generalCost(QStringLiteral("division"));
        out.divisions.reserve(roster.divisions.size());
        for (qsizetype d = 0; d < roster.divisions.size(); ++d) {
            const Division &div = roster.divisions[d];
            auto at = [d] { return QStringLiteral("/divisions/%1").arg(d); }; // made for a failure only
            BoundDivision bd;
            bd.commandedByCorps = commandedByCorps[d];
            bd.generalCost = bd.commandedByCorps ? HalfPoints() : divisionGeneralCost;
            if (div.general && !(bd.general = general(*div.general, at() + QStringLiteral("/general"))))
                return false;
            if (div.historical) {
                for (const Catalogue *c : out.catalogues)
                    if ((bd.historical = c->division(*div.historical))) {
                        bd.historicalCatalogue = c;
                        break;
                    }
                if (!bd.historical)
                    return fail(at() + QStringLiteral("/historical"),
                                QStringLiteral("unknown historical division \"%1\"%2")
                                    .arg(*div.historical, data.shadowNote(roster.catalogues, QStringLiteral("en"))),
                                QStringLiteral("nieznana dywizja historyczna \u201e%1\u201d%2")
                                    .arg(*div.historical, data.shadowNote(roster.catalogues, QStringLiteral("pl"))));
            }
            if (const QList<BoundRegiment> *same = remembered(d, div.regiments)) {
                bd.regiments = *same; // the same list as last time, bound to the same data
            } else {
                bd.regiments.resize(div.regiments.size());
                for (qsizetype r = 0; r < div.regiments.size(); ++r)
                    if (!bindRegiment(
                            div.regiments[r], [&] { return at() + QStringLiteral("/regiments/%1").arg(r); },
                            bd.regiments[r]))
                        return false;
            }
            out.divisions.append(std::move(bd));
        }

        for (qsizetype u = 0; u < roster.upgrades.size(); ++u) {
            const RosterUpgrade &up = roster.upgrades[u];
            const QString at = QStringLiteral("/upgrades/%1").arg(u);
            HalfPoints price;
            if (!bindUpgrade(up, at, &price))
                return false;
            const General *g = nullptr;
            if (up.general && !(g = general(*up.general, at + QStringLiteral("/general"))))
                return false;
            out.upgradePrices << price;
            out.upgradeGenerals << g;
        }
        return bindExtraGeneralDivisions() && bindArmyCorps();
    }

    // BWN 13.3: an extra general may be given any units: a division he leads instead of a general of its own, and for
    // which no general is paid. A division that already has a commander keeps him (validation says so).
    bool bindExtraGeneralDivisions()
    {
        for (qsizetype u = 0; u < roster.upgrades.size(); ++u) {
            const RosterUpgrade &up = roster.upgrades[u];
            if (!up.division)
                continue;
            const QString at = QStringLiteral("/upgrades/%1/division").arg(u);
            if (up.id != QLatin1String("extra-general"))
                return fail(
                    at, QStringLiteral("only an extra general leads a division of his own, not \"%1\"").arg(up.id),
                    QStringLiteral("tylko dodatkowy generał dowodzi własną dywizją, nie \u201e%1\u201d").arg(up.id));
            qsizetype d = 0;
            while (d < roster.divisions.size() && roster.divisions[d].id != *up.division)
                ++d;
            if (d == roster.divisions.size())
                return fail(at, QStringLiteral("unknown division \"%1\"").arg(*up.division),
                            QStringLiteral("nieznana dywizja \u201e%1\u201d").arg(*up.division));
            BoundDivision &bd = out.divisions[d];
            if (roster.divisions[d].general || bd.commandedByCorps || bd.extraGeneral >= 0)
                continue;
            bd.extraGeneral = u;
            bd.general = out.upgradeGenerals.value(u);
            bd.generalCost = HalfPoints();
        }
        return true;
    }

    // BWN 5.2, 13.2: "Wystawiając cały historyczny korpus, możemy wystawić również jego wodza naczelnego": an army that
    // is one whole historical corps is led by the corps' commander as commander-in-chief (free, as one); the corps has
    // no commander apart. Only while nobody else was made commander-in-chief or corps commander.
    bool bindArmyCorps()
    {
        if (!roster.corps || roster.corps->size() != 1 || roster.corps->first().commander
            || !out.historicalCorps.value(0) || !out.isWholeHistoricalCorps(0))
            return true;
        const QString &commander = out.historicalCorps.first()->commander;
        if (roster.commanderInChief.general && *roster.commanderInChief.general != commander)
            return true;
        out.corpsLedByCommanderInChief = 0;
        out.corpsCommanderCost -= out.ruleset->generalCost(QStringLiteral("corps"));
        return true;
    }
};

} // namespace

std::optional<BoundRoster> bindRoster(const Roster &roster, const DataSet &data, const QString &file, LoadError *error)
{
    Binder binder{roster, data, file, error, {}, nullptr, false, {}};
    if (!binder.run())
        return std::nullopt;
    return std::move(binder.out);
}

std::optional<BoundRoster> bindRoster(const Roster &roster, const DataSet &data, const QString &file, LoadError *error,
                                      BindMemo *memo)
{
    Binder binder{roster, data, file, error, {}, memo, false, {}};
    if (!binder.run())
        return std::nullopt;
    if (memo) {
        BindMemo next{
            binder.out.ruleset, binder.out.catalogues, binder.out.rulesetHash, binder.out.catalogueHashes, {}, {}};
        next.sources.reserve(roster.divisions.size());
        next.regiments.reserve(roster.divisions.size());
        for (qsizetype d = 0; d < roster.divisions.size(); ++d) {
            next.sources << roster.divisions[d].regiments;
            next.regiments << binder.out.divisions[d].regiments;
        }
        *memo = std::move(next);
    }
    return std::move(binder.out);
}

} // namespace sztab
