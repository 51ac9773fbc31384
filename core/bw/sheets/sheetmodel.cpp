// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/sheets/sheetmodel.h"

#include "bw/battleframe.h"
#include "bw/orders.h"
#include "bw/specialrules.h"

#include <QRegularExpression>

#include <algorithm>
#include "bw/rostertext.h"
#include "bw/terrain.h"
#include "foundation/text.h"

namespace sztab::sheets {

namespace {

QString signedNumber(int v) { return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v); }

// Two decimals, with the decimal comma in Polish ("91,67") and the point in English ("91.67").
QString percent(double chance, const QString &lang) { return decimalText(QString::number(chance, 'f', 2), lang); }

// Fills "%1", "%2" … of a label in order.
template <class... A> QString fmt(const char *id, const QString &lang, const A &...args)
{
    QString s = label(id, lang);
    ((s = s.arg(args)), ...);
    return s;
}

struct Context {
    const BoundRoster &b;
    const ValidationReport &report;
    const QString &lang;
    const Ruleset &rs;
    const OrderRules &rules;
    QString t(const Text &text) const { return text.get(lang); }
    QString l(const char *id) const { return label(id, lang); }
};

QString characterName(const Context &c, Character ch) { return c.l(enumName(ch)); }

QString traitsInWords(const Context &c, const QStringList &traits)
{
    QStringList out;
    for (const QString &t : traits) // a ruleset's trait by its name, else a label, else its id
        out << (c.rs.trait(t) ? c.t(c.rs.trait(t)->name) : label(t.toLatin1().constData(), c.lang));
    return out.join(QStringLiteral(", "));
}

QString rulesInWords(const Context &c, const QStringList &ids)
{
    QStringList out;
    for (const QString &id : ids)
        out << (c.rs.specialRules.contains(id) ? c.t(c.rs.specialRules.value(id)) : id);
    return out.join(QStringLiteral(", "));
}

// B19: a general's command dice, with the corps artillery's extra die when he leads corps artillery (12.3).
QString commandDiceText(const Context &c, const General *g, int extra)
{
    if (!g || !g->commandDice)
        return {};
    QString out = QString::number(*g->commandDice);
    if (extra > 0)
        out += QStringLiteral(" ") + fmt("corpsArtilleryDie", c.lang, extra);
    return out;
}

Commander commander(const Context &c, const QString &role, const General *g, int extraDice = 0,
                    bool independent = false)
{
    Commander out;
    out.role = role;
    out.drawn = g != nullptr;
    if (!g)
        return out;
    out.name = c.t(g->name);
    out.command = g->command;
    out.commandText = commandDiceText(c, g, extraDice);
    out.character = characterName(c, characterOf(c.rules, g->command, g->traits));
    QStringList rules;
    if (independent && !g->traits.contains(QLatin1String("independent-commander")))
        rules << c.l("independentCommander");
    if (!g->traits.isEmpty())
        rules << traitsInWords(c, g->traits);
    if (!g->rules.isEmpty())
        rules << c.t(g->rules);
    out.rules = rules.join(QStringLiteral("; "));
    return out;
}

QString corpsName(const Context &c, qsizetype k)
{
    const RosterCorps &corps = c.b.roster->corps->at(k);
    if (!corps.name.isEmpty())
        return c.t(corps.name);
    if (const HistoricalCorps *h = c.b.historicalCorps.value(k))
        return c.t(h->name);
    return corps.id;
}

std::optional<BattleFrame> frameOf(const Context &c)
{
    BattleFrameInput in;
    in.preset = c.b.limits.presetId;
    if (in.preset.isEmpty()) {
        in.units = c.b.limits.units;
        in.table =
            parseTableSize(tableSizes(c.rs).value(0)); // the sheets use no geometry; a custom battle needs a table
    }
    if (c.b.roster->corps) // an army of corps: a very large battle (BWN 12.2)
        in.corpsA = in.corpsB = std::max(1, int(c.b.roster->corps->size()));
    const HalfPoints value = computeTotals(c.b).armyValue();
    in.valueA = value; // the enemy's value is not known here: the objectives of bigger battles are a lower bound
    in.valueB = value;
    return battleFrame(c.rs, in);
}

// A distance inside each band, for asking the order calculator.
QList<double> bandDistances(const OrderRules &rules)
{
    QList<double> out;
    int previous = 0;
    for (const DistanceBand &band : rules.bands) {
        out << (band.upTo ? *band.upTo : previous + 1);
        previous = band.upTo.value_or(previous);
    }
    return out;
}

// `command`: a general's command value; nullopt for the reference sheet, which names the modifier instead.
QString thresholdText(const Context &c, const Threshold &t, ThresholdResult (*test)(const OrderRules &, double, int),
                      std::optional<int> command)
{
    const QString measure = c.rs.measure;
    const auto describe = [&](const ThresholdResult &r) {
        if (t.usesCommand && !command)
            return fmt("plusCommand", c.lang, r.target);
        return t.usesCommand ? fmt("withCommand", c.lang, r.target, r.needed, percent(r.chance, c.lang))
                             : fmt("plain", c.lang, r.target, percent(r.chance, c.lang));
    };
    const ThresholdResult within = test(c.rules, t.range, command.value_or(0));
    const ThresholdResult beyond = test(c.rules, t.range + 1, command.value_or(0));
    const QString first = within.automatic ? fmt("automaticWithin", c.lang, t.range, measure)
                                           : fmt("within", c.lang, t.range, measure, describe(within));
    return first + QStringLiteral("; ") + fmt("beyond", c.lang, describe(beyond));
}

ThresholdResult activationAt(const OrderRules &rules, double distance, int command)
{
    return activationTest(rules, distance, command);
}

ThresholdResult transferAt(const OrderRules &rules, double distance, int command)
{
    return transferTest(rules, distance, command);
}

// The order-sheet block of one commander over regiments: a division's general, the corps commander or
// commander-in-chief who leads a lone division (BWN 13.4), or an extra general (BWN 13.3).
Division commandBlock(const Context &c, const General *g, const char *roleId, bool ledByHigher, int turns);

Division division(const Context &c, qsizetype d, int turns)
{
    const BoundDivision &bd = c.b.divisions[d];
    const sztab::Division &rd = c.b.roster->divisions[d];
    const General *g = bd.general;
    const char *role = bd.extraGeneral >= 0 ? "extraGeneral" : "divisionGeneral";
    if (bd.commandedByCorps) {
        role = "ledByCinc"; // a vanguard of one division (BWN 13.4)
        g = c.b.commanderInChief;
        if (c.b.roster->corps)
            for (qsizetype k = 0; k < c.b.roster->corps->size(); ++k)
                if (c.b.roster->corps->at(k).divisions.contains(rd.id) && k != c.b.corpsLedByCommanderInChief) {
                    role = "ledByCorps";
                    g = c.b.corpsCommanders.value(k);
                }
    }
    // B19 12.3: corps artillery with a commander of its own is led by him (no base, distances to the corps commander).
    const bool ownArtilleryCommander = bd.commandedByCorps && rd.role && bd.general && c.rs.organisation
        && c.rs.organisation->divisionRoles.value(*rd.role).ledByCorpsCommander;
    if (ownArtilleryCommander) {
        role = "corpsArtilleryCommander";
        g = bd.general;
    }
    Division out = commandBlock(c, g, role, bd.commandedByCorps, turns);
    out.id = rd.id;
    out.name = divisionName(c.b, d, c.lang);
    if (rd.role && c.rs.organisation) // B19 12.3: corps artillery
        out.name += QStringLiteral(" (%1)").arg(c.t(c.rs.organisation->divisionRoles.value(*rd.role).name));
    const CommandFacts facts = commandFacts(c.b);
    if (g
        && std::any_of(facts.independentCommanders.cbegin(), facts.independentCommanders.cend(),
                       [g](const IndependentCommander &i) { return i.general == g; })
        && !g->traits.contains(QLatin1String("independent-commander")))
        out.traits = out.traits.isEmpty() ? c.l("independentCommander")
                                          : c.l("independentCommander") + QStringLiteral(", ") + out.traits;
    return out;
}

Division commandBlock(const Context &c, const General *g, const char *roleId, bool ledByHigher, int turns)
{
    Division out;
    out.ledByCorps = ledByHigher;
    out.generalRole = c.l(roleId);
    out.generalDrawn = g != nullptr;
    if (g) {
        out.generalName = c.t(g->name);
        out.command = g->command;
        out.traits = traitsInWords(c, g->traits);
        out.rules = c.t(g->rules);
    }
    out.commandText = signedNumber(out.command);
    out.commandDice = commandDiceText(c, g, 0);
    out.orderTable = !c.rules.table.isEmpty(); // B19's chapters: command dice, no order table
    const Character ch = characterOf(c.rules, out.command, g ? g->traits : QStringList());
    out.character = g ? characterName(c, ch) : QString();
    out.noOrder = g ? c.t(c.rules.noOrder.value(QLatin1String(enumName(ch)))) : QString();
    if (!g) { // every character's behaviour, since it is not known yet
        QStringList all;
        for (auto it = c.rules.noOrder.cbegin(); it != c.rules.noOrder.cend(); ++it)
            all << label(it.key().toLatin1().constData(), c.lang) + QStringLiteral(": ") + c.t(it.value());
        out.noOrder = all.join(QStringLiteral("; "));
    }

    for (const DistanceBand &band : c.rules.bands)
        out.bandLabels << c.t(band.label);
    const QList<double> distances = bandDistances(c.rules);
    for (const auto &[type, name] : EnumNames<OrderType>::names) {
        OrderRow row;
        row.order = c.l(name);
        row.effect = c.t(c.rules.effects.value(QLatin1String(name)));
        for (double distance : distances) {
            OrderQuery q;
            q.type = type;
            q.distance = distance;
            q.command = out.command;
            const OrderResult r = orderTest(c.rules, q);
            row.cells << OrderCell{r.tableValue, r.needed, r.chance, r.possible};
        }
        out.orders << row;
        out.tickOrders << c.l((QByteArray(name) + "Initial").constData());
    }

    // Individual orders (BWN 5.5): from him, then from whoever stands above him.
    QList<std::pair<Issuer, const char *>> issuers{{Issuer::Division, "fromHim"},
                                                   {Issuer::CommanderInChief, "fromCinc"}};
    if (c.b.roster->corps && !c.b.roster->corps->isEmpty())
        issuers.insert(1, {Issuer::Corps, "fromCorps"});
    if (ledByHigher)
        issuers.removeFirst(); // no general of its own
    for (const auto &[issuer, labelId] : issuers) {
        IndividualLine line;
        line.issuer = c.l(labelId);
        for (int k = 1; k <= 3; ++k) {
            OrderQuery q;
            q.individual = k;
            q.issuer = issuer;
            line.increments << orderTest(c.rules, q).increment;
        }
        out.individual << line;
    }
    out.impossibleAt = c.rules.impossibleAt;
    // Without a general his command is not known: the thresholds name the modifier instead of applying it.
    const std::optional<int> command = g ? std::optional<int>(out.command) : std::nullopt;
    out.activation = thresholdText(c, c.rules.activation, activationAt, command);
    out.transfer = thresholdText(c, c.rules.transfer, transferAt, command);
    out.turns = turns;
    out.automaticTurns = c.rules.automaticTurns;
    return out;
}

Regiment regiment(const Context &c, const BoundRegiment &br, const sztab::Regiment &rr)
{
    Regiment out;
    out.name = c.t(br.unit->name);
    out.bases = br.bases;
    const Status status = trainingOf(*br.unit, rr.status);
    const TrainingLevel level = c.rs.training.value(QLatin1String(enumName(status)));
    out.status = c.t(level.name);
    out.trained = level.morale != 0 || level.wb != 0 || level.so != 0;
    for (const BaseGroup &group : br.unit->bases) {
        const Profile *p = br.catalogue->profile(group.profile);
        if (!p)
            continue;
        ProfileStats s;
        s.name = c.t(p->name);
        s.bases = group.count;
        s.move = QStringLiteral("%1/%2").arg(p->move.value(0)).arg(p->move.value(1));
        s.weapon = QStringLiteral("%1 %2").arg(c.t(p->weapon.name)).arg(p->weapon.range);
        s.wb = Stat{p->wb, level.wb};
        s.so = Stat{p->so, level.so};
        s.morale = Stat{p->morale, level.morale};
        s.wtr = p->wtr;
        QStringList rules = p->rules;
        for (const QString &t : br.unit->traits) // B19 special rules may stand on the unit (12.2, 12.3, 12.10)
            if (c.rs.trait(t) && !rules.contains(t) && t != QLatin1String("attached-unit"))
                rules << t;
        for (const QString &id : rr.attached.value_or(QStringList())) // B19 12.10: its properties are added
            for (const Catalogue *cat : c.b.catalogues)
                if (const Unit *u = cat->unit(id)) {
                    for (const QString &t : unitTraits(*u, *cat))
                        if (t != QLatin1String("attached-unit") && !rules.contains(t))
                            rules << t;
                    break;
                }
        s.rules = rulesInWords(c, rules);
        s.ammo = p->ammo;
        s.impetus = p->impetus;
        if (!s.impetus && p->rules.contains(QLatin1String("dragoons"))) // B19 12.7: impetus 1 unless stated
            if (const TraitDef *dragoons = c.rs.trait(QStringLiteral("dragoons")))
                s.impetus = int(dragoons->number(QStringLiteral("impetus")));
        if (s.impetus)
            s.rules += (s.rules.isEmpty() ? QString() : QStringLiteral("; ")) + fmt("impetusText", c.lang, *s.impetus);
        out.profiles << s;
        for (int i = 0; i < group.count; ++i) {
            out.wtrPerBase << p->wtr;
            out.ammoPerBase << (p->kind == UnitKind::Artillery ? p->ammo.value_or(0) : 0);
        }
    }
    for (const QString &id : rr.attached.value_or(QStringList()))
        for (const Catalogue *cat : c.b.catalogues)
            if (const Unit *u = cat->unit(id)) {
                out.attached << c.t(u->name);
                break;
            }
    out.ambush = rr.ambush;
    if (rr.ambush && c.rs.battle) {
        const AmbushRules &a = c.rs.battle->ambush;
        out.ambushNote = fmt(a.onMainObjective ? "ambushNoteMainAllowed" : "ambushNote", c.lang, a.reach, c.rs.measure,
                             a.unitsPerPlace, c.l(a.order.toLatin1().constData()));
    }
    return out;
}

QString upgradeDetail(const Context &c, qsizetype i)
{
    const RosterUpgrade &u = c.b.roster->upgrades[i];
    QStringList parts;
    if (u.levels)
        parts << fmt("levelsText", c.lang, *u.levels);
    if (u.count)
        parts << fmt("countText", c.lang, *u.count);
    if (u.terrain)
        parts << (c.rs.terrain.types.contains(*u.terrain) ? c.t(c.rs.terrain.types.value(*u.terrain).name)
                                                          : *u.terrain);
    if (u.arm)
        parts << c.l(enumName(*u.arm));
    if (const General *g = c.b.upgradeGenerals.value(i))
        parts << c.t(g->name);
    if (u.target)
        parts << *u.target;
    if (const UpgradeDef *def = c.rs.upgrade(u.id); def && def->pricing == Pricing::Charges)
        parts << QStringLiteral("%1 %2").arg(c.b.upgradePrices.value(i).halves / 2).arg(c.l("charges"));
    return parts.join(QStringLiteral(", "));
}

QList<UpgradeLine> upgrades(const Context &c)
{
    QList<UpgradeLine> out;
    // Statuses and ambushes are priced per regiment: one line each, naming the regiments.
    struct Marked {
        QStringList names;
        HalfPoints points;
    };
    QMap<QString, Marked> marked;
    for (qsizetype d = 0; d < c.b.divisions.size(); ++d)
        for (qsizetype r = 0; r < c.b.divisions[d].regiments.size(); ++r) {
            const BoundRegiment &br = c.b.divisions[d].regiments[r];
            const sztab::Regiment &rr = c.b.roster->divisions[d].regiments[r];
            if (br.statusPrice > HalfPoints()) {
                Marked &m = marked[QLatin1String(enumName(rr.status))];
                m.names << c.t(br.unit->name);
                m.points += br.statusPrice;
            }
            if (br.ambushPrice > HalfPoints() || rr.ambush) {
                Marked &m = marked[QStringLiteral("ambush")];
                m.names << c.t(br.unit->name);
                m.points += br.ambushPrice;
            }
        }
    for (auto it = marked.cbegin(); it != marked.cend(); ++it) {
        const UpgradeDef *def = c.rs.upgrade(it.key());
        out << UpgradeLine{def ? c.t(def->name) : it.key(), it->names.join(QStringLiteral(", ")), it->points.toString(),
                           def ? c.t(def->description) : QString()};
    }
    // The same upgrade bought again with the same details (two artillery delays) is one row with its count.
    struct Bought {
        QString name, detail, description;
        HalfPoints points;
        int count = 0;
    };
    QList<Bought> bought;
    for (qsizetype i = 0; i < c.b.roster->upgrades.size(); ++i) {
        const RosterUpgrade &u = c.b.roster->upgrades[i];
        const UpgradeDef *def = c.rs.upgrade(u.id);
        const QString name = def ? c.t(def->name) : u.id, detail = upgradeDetail(c, i);
        auto same = std::find_if(bought.begin(), bought.end(),
                                 [&](const Bought &b) { return b.name == name && b.detail == detail; });
        if (same == bought.end())
            same = bought.insert(bought.end(), Bought{name, detail, def ? c.t(def->description) : QString(), {}, 0});
        same->points += c.b.upgradePrices.value(i);
        ++same->count;
    }
    for (const Bought &b : bought) {
        const QString times = b.count > 1 ? QStringLiteral("%1×").arg(b.count) : QString();
        out << UpgradeLine{b.name,
                           b.detail.isEmpty()    ? times
                               : times.isEmpty() ? b.detail
                                                 : times + QLatin1Char(' ') + b.detail,
                           b.points.toString(), b.description};
    }
    return out;
}

Army army(const Context &c, const std::optional<BattleFrame> &frame)
{
    const Totals &t = c.report.totals;
    const EffectiveLimits &lim = c.b.limits;
    Army a;
    a.name = c.t(c.b.roster->name);
    // The nation in words, as the catalogues name it (core/rostertext.h), not its id; the lists are in the footer.
    a.nation = nationName(c.b.catalogues, c.b.roster->nation, c.lang);

    QStringList limits;
    limits << (lim.presetId.isEmpty()                    ? c.l("customLimits")
                   : c.rs.presets.contains(lim.presetId) ? c.t(c.rs.presets.value(lim.presetId).name)
                                                         : lim.presetId);
    a.points = c.rs.hasPoints(); // B19: the players agree the size of the battle
    a.armyMorale = c.rs.armyMorale.levels.size() > 1;
    if (a.points)
        limits << fmt("limitsText", c.lang, lim.units.toString(), lim.upgrades.toString());
    if (lim.maxBases)
        limits << fmt("maxBases", c.lang, *lim.maxBases);
    if (a.points)
        limits << fmt("artilleryLimit", c.lang, t.artilleryLimit);
    else if (c.b.roster->limits.artillery)
        limits << fmt("agreedArtillery", c.lang, *c.b.roster->limits.artillery);
    if (frame && frame->turns)
        limits << fmt("turnsText", c.lang, *frame->turns);
    a.limits = limits.join(QStringLiteral(", "));
    const auto ofLimit = [](const QString &used, const QString &limit) { return used + QStringLiteral(" / ") + limit; };
    a.unitPoints = ofLimit(t.armyValue().toString(), lim.units.toString());
    a.upgradePoints = ofLimit(t.upgrades.toString(), lim.upgrades.toString());
    a.totalPoints = ofLimit(t.total().toString(), lim.total().toString());
    a.bases =
        lim.maxBases ? ofLimit(QString::number(t.bases), QString::number(*lim.maxBases)) : QString::number(t.bases);
    a.artillery = ofLimit(QString::number(t.artilleryBases), QString::number(t.artilleryLimit));
    if (!a.points)
        a.artillery = c.b.roster->limits.artillery
            ? ofLimit(QString::number(t.artilleryBases), QString::number(*c.b.roster->limits.artillery))
            : QString::number(t.artilleryBases);
    a.armyValue = t.armyValue();
    a.armyMoraleValue = t.armyMoraleValue;
    a.moraleBoughtLevels = t.armyMoraleLevels;

    const ArmyMoraleRules &m = c.rs.armyMorale;
    qsizetype start = 0;
    for (qsizetype i = 0; i < m.levels.size(); ++i)
        if (m.levels[i].id == m.start)
            start = i;
    start = std::min<qsizetype>(start + t.armyMoraleLevels, m.levels.size() - 1);
    for (qsizetype i = 0; i < m.levels.size(); ++i) {
        const MoraleLevel &level = m.levels[i];
        a.moraleTrack << MoraleStep{c.t(level.name), level.modifier ? signedNumber(*level.modifier) : QString(),
                                    i == start};
    }
    a.totalBases = t.bases;
    a.fallsFromLossPercent = m.fallsFromLossPercent;
    a.fallsFromLossBases = t.bases * m.fallsFromLossPercent / 100; // rounded down (BWN 11.9)
    a.heavyLossPercent = m.heavyLossPercent;
    a.heavyLossBases = t.bases * m.heavyLossPercent.value_or(0) / 100;

    // The commander-in-chief (of the corps that is the army, BWN 5.2, 13.2), the corps commanders, the extra generals.
    const qsizetype armyCorps = c.b.corpsLedByCommanderInChief;
    a.commanders << commander(
        c, armyCorps >= 0 ? c.l("cinc") + QStringLiteral(" — ") + corpsName(c, armyCorps) : c.l("cinc"),
        c.b.commanderInChief);
    const CommandFacts facts = commandFacts(c.b); // B19 12.1, 12.3
    auto isIndependent = [&](const General *g) {
        return g
            && std::any_of(facts.independentCommanders.cbegin(), facts.independentCommanders.cend(),
                           [g](const IndependentCommander &i) { return i.general == g; });
    };
    if (c.b.roster->corps)
        for (qsizetype k = 0; k < c.b.roster->corps->size(); ++k)
            if (k != armyCorps) {
                QString role = c.l("corpsCommander") + QStringLiteral(" — ") + corpsName(c, k);
                const QString &corpsRole = c.b.roster->corps->at(k).role.value_or(QString());
                if (!corpsRole.isEmpty() && c.rs.organisation)
                    role += QStringLiteral(" (%1)").arg(c.t(c.rs.organisation->corpsRoles.value(corpsRole).name));
                const General *g = c.b.corpsCommanders.value(k);
                a.commanders << commander(c, role, g, facts.corps.value(k).corpsArtilleryDice, isIndependent(g));
            }
    for (qsizetype u = 0; u < c.b.roster->upgrades.size(); ++u) {
        if (c.b.roster->upgrades[u].id != QLatin1String("extra-general"))
            continue;
        QString role = c.l("extraGeneral");
        for (qsizetype d = 0; d < c.b.divisions.size(); ++d)
            if (c.b.divisions[d].extraGeneral == u)
                role += QStringLiteral(" — ") + divisionName(c.b, d, c.lang);
        a.commanders << commander(c, role, c.b.upgradeGenerals.value(u));
    }
    for (const RosterUpgrade &u : c.b.roster->upgrades)
        if (const UpgradeDef *def = c.rs.upgrade(u.id); def && def->initiativeBonus)
            a.initiativeBonus += *def->initiativeBonus;
    a.upgrades = upgrades(c);
    if (frame)
        a.turns = frame->turns;
    return a;
}

QList<AmmunitionTrain> trains(const Context &c)
{
    QList<AmmunitionTrain> out;
    for (qsizetype i = 0; i < c.b.roster->upgrades.size(); ++i) {
        const RosterUpgrade &u = c.b.roster->upgrades[i];
        const UpgradeDef *def = c.rs.upgrade(u.id);
        if (!def || def->pricing != Pricing::Charges)
            continue;
        QString where = c.l("wholeArmy");
        if (const auto corps = u.corpsId(); corps && c.b.roster->corps)
            for (qsizetype k = 0; k < c.b.roster->corps->size(); ++k)
                if (c.b.roster->corps->at(k).id == *corps)
                    where = corpsName(c, k);
        out << AmmunitionTrain{QStringLiteral("%1 (%2)").arg(c.t(def->name), where),
                               int(c.b.upgradePrices.value(i).halves / 2)};
    }
    return out;
}

VictorySheet victory(const Context &c, const std::optional<BattleFrame> &frame)
{
    VictorySheet v;
    for (const ReferenceRow &row : c.rs.victoryPoints) {
        VictoryRow out;
        out.source = c.t(row.text);
        if (row.value.isDouble()) {
            int value = row.value.toInt();
            // This battle's objective values come from the battle frame (bigger battles: a share of the value).
            if (frame && row.id == QLatin1String("main-objective"))
                value = frame->mainObjective;
            if (frame && row.id == QLatin1String("secondary-objective") && !frame->secondaryObjectives.isEmpty())
                value = frame->secondaryObjectives.first();
            out.value = QString::number(value);
            if (frame && frame->largeBattle && row.id.endsWith(QLatin1String("objective")))
                out.value = fmt("atLeast", c.lang, value);
            out.perItem = true;
        } else {
            out.halfEnemyValue = true;
        }
        v.rows << out;
    }
    int from = 0;
    for (const ReferenceRow &row : c.rs.victoryMargins) {
        const QString range = row.value.isDouble() ? QStringLiteral("%1–%2").arg(from).arg(row.value.toInt())
                                                   : QStringLiteral("%1+").arg(from);
        v.margins << std::pair{range, c.t(row.text)};
        if (row.value.isDouble())
            from = row.value.toInt() + 1;
    }
    const qint64 own = c.report.totals.armyValue().halves / 2; // whole points
    v.ownValue = c.report.totals.armyValue().toString();
    v.ownHalf = QString::number(own / 2);
    return v;
}

QList<ReferenceTable> reference(const Context &c)
{
    QList<ReferenceTable> out;
    const OrderRules &r = c.rules;

    ReferenceTable seq{c.l("turnSequence"), {c.l("sequenceOrder"), c.l("phase")}, {}, {1, 14}};
    int n = 0;
    for (const ReferenceRow &row : c.rs.turnSequence)
        seq.rows << QStringList{QString::number(++n), c.t(row.text)};
    out << seq;

    // B19: the army's special rules with what they do (12.1–12.12), each one the army has, for the table.
    if (!c.rs.traits.isEmpty()) {
        QStringList used;
        auto use = [&](const QStringList &ids) {
            for (const QString &id : ids)
                if (c.rs.trait(id) && !used.contains(id))
                    used << id;
        };
        for (qsizetype d = 0; d < c.b.divisions.size(); ++d) {
            if (const General *g = c.b.divisions[d].general)
                use(g->traits);
            for (qsizetype i = 0; i < c.b.divisions[d].regiments.size(); ++i) {
                const BoundRegiment &br = c.b.divisions[d].regiments[i];
                if (br.unknownUnit)
                    continue;
                const QStringList traits = regimentTraits(br, c.b.roster->divisions[d].regiments[i], c.b.catalogues);
                use(traits);
                if (!c.b.roster->divisions[d].regiments[i].attached.value_or(QStringList()).isEmpty())
                    use({QStringLiteral("attached-unit")});
                for (const QString &t : traits) // B19 12.7: what dismounted dragoons become
                    if (const TraitDef *def = c.rs.trait(t))
                        use(def->dismountedTraits);
            }
        }
        for (const General *g : c.b.corpsCommanders)
            if (g)
                use(g->traits);
        if (c.b.commanderInChief)
            use(c.b.commanderInChief->traits);
        const CommandFacts facts = commandFacts(c.b);
        if (!facts.independentCommanders.isEmpty() && c.rs.organisation && c.rs.organisation->independentDivision)
            use({c.rs.organisation->independentDivision->trait});
        ReferenceTable special{c.l("specialRules"), {c.l("specialRule"), c.l("effect")}, {}, {4, 11}};
        for (auto it = c.rs.traits.cbegin(); it != c.rs.traits.cend(); ++it) // the ruleset's order: by id
            if (used.contains(it.key()))
                special.rows << QStringList{QStringLiteral("%1 (%2)").arg(c.t(it->name), it->section),
                                            traitEffect(c.rs, it.key(), c.lang)};
        // In the book's order: by section number (12.2 before 12.10).
        static const QRegularExpression number(QStringLiteral("(\\d+)\\.(\\d+)"));
        auto key = [](const QString &row) {
            const QRegularExpressionMatch m = number.match(row.section(QLatin1Char('('), -1));
            return std::pair{m.captured(1).toInt(), m.captured(2).toInt()};
        };
        std::stable_sort(special.rows.begin(), special.rows.end(),
                         [&](const QStringList &a, const QStringList &b) { return key(a.value(0)) < key(b.value(0)); });
        if (!special.rows.isEmpty())
            out << special;
    }

    if (r.table.isEmpty()) { // B19's chapters: command dice, no order table, no army morale scale
        out << ReferenceTable{c.l("commandDice"), {}, {{c.l("noOrderTable")}}, {1}};
        return out;
    }
    ReferenceTable table{
        c.l("orderTableRef") + QStringLiteral(" (") + r.section + QLatin1Char(')'), {c.l("order")}, {}, {3}};
    for (const DistanceBand &band : r.bands) {
        table.header << c.t(band.label);
        table.widths << 2;
    }
    for (const auto &[type, name] : EnumNames<OrderType>::names) {
        QStringList row{c.l(name)};
        for (int v : r.table.value(QLatin1String(name)))
            row << QStringLiteral("%1+").arg(v);
        table.rows << row;
    }
    table.rows << QStringList{c.l("orderRefNote")};
    if (!r.automaticTurns.isEmpty()) {
        QStringList turns;
        for (int t : r.automaticTurns)
            turns << QString::number(t);
        table.rows << QStringList{fmt("automaticTurnsRef", c.lang, turns.join(QStringLiteral(", ")))};
    }
    out << table;

    ReferenceTable ind{c.l("individualRef"), {c.l("issuer"), c.l("individualOrdinals")}, {}, {5, 6}};
    for (const auto &[issuer, labelId] :
         {std::pair{Issuer::CommanderInChief, "cinc"}, std::pair{Issuer::Corps, "corpsCommander"},
          std::pair{Issuer::Division, "divisionGeneral"}}) {
        IndividualLine line;
        for (int k = 1; k <= 3; ++k) {
            OrderQuery q;
            q.individual = k;
            q.issuer = issuer;
            line.increments << orderTest(r, q).increment;
        }
        ind.rows << QStringList{c.l(labelId), line.text()};
    }
    ind.rows << QStringList{fmt("impossibleAt", c.lang, r.impossibleAt)};
    ind.rows << QStringList{c.l("activation"), thresholdText(c, r.activation, activationAt, std::nullopt)};
    ind.rows << QStringList{c.l("transfer"), thresholdText(c, r.transfer, transferAt, std::nullopt)};
    out << ind;

    ReferenceTable effects{c.l("orderEffects"), {c.l("order"), c.l("effect")}, {}, {4, 11}};
    for (const auto &[type, name] : EnumNames<OrderType>::names)
        effects.rows << QStringList{c.l(name), c.t(r.effects.value(QLatin1String(name)))};
    for (const auto &[ch, name] : EnumNames<Character>::names)
        if (r.noOrder.contains(QLatin1String(name)))
            effects.rows << QStringList{fmt("noOrderBy", c.lang, c.l(name)), c.t(r.noOrder.value(QLatin1String(name)))};
    QString characterRule = fmt("characterRule", c.lang, signedNumber(r.aggressiveFrom), signedNumber(r.cautiousUpTo));
    for (auto it = r.characterTraits.cbegin(); it != r.characterTraits.cend(); ++it)
        characterRule += QStringLiteral("; ")
            + fmt("characterTraitRule", c.lang, label(it.key().toLatin1().constData(), c.lang),
                  label(it.value().toLatin1().constData(), c.lang));
    effects.rows << QStringList{characterRule};
    out << effects;

    ReferenceTable training{
        c.l("training"), {c.l("level"), c.l("morale"), c.l("wb"), c.l("so"), QString()}, {}, {4, 2, 2, 2, 6}};
    for (const auto &[status, name] : EnumNames<Status>::names) {
        if (!c.rs.training.contains(QLatin1String(name)))
            continue;
        const TrainingLevel &t = c.rs.training[QLatin1String(name)];
        training.rows << QStringList{c.t(t.name), signedNumber(t.morale), signedNumber(t.wb), signedNumber(t.so),
                                     t.ignoresArmyMorale ? c.l("ignoresArmyMorale") : QString()};
    }
    out << training;

    const ArmyMoraleRules &m = c.rs.armyMorale;
    ReferenceTable morale{c.l("moraleLevels"), {c.l("level"), c.l("modifier")}, {}, {6, 9}};
    for (auto it = m.levels.crbegin(); it != m.levels.crend(); ++it)
        morale.rows << QStringList{c.t(it->name), it->modifier ? signedNumber(*it->modifier) : QStringLiteral("—")};
    // BWN 11.10: the ladder worked out by the core (armyMoraleLevelsLost), from the first condition count that lowers
    // it.
    const int first = m.conditionsForFirstLevel;
    const QString ladder = fmt("conditionsLevels", c.lang, first, armyMoraleLevelsLost(m, first), first + 1,
                               armyMoraleLevelsLost(m, first + 1), first + 2, armyMoraleLevelsLost(m, first + 2));
    morale.rows << QStringList{fmt("moraleFallRule", c.lang, m.fallsFromLossPercent, ladder)};
    for (const Text &cond : m.conditions)
        morale.rows << QStringList{QStringLiteral("• ") + c.t(cond)};
    out << morale;

    // The victory points are on the worksheet (with the margins), not a second time here (issue 15).

    ReferenceTable terrain{c.l("terrain"), {c.l("terrainType"), c.l("effect")}, {}, {4, 11}};
    const QStringList order = c.rs.terrain.placement ? c.rs.terrain.placement->typeOrder : c.rs.terrain.types.keys();
    for (const QString &id : order) {
        const TerrainType &type = c.rs.terrain.types.value(id);
        if (!type.effects.isEmpty())
            terrain.rows << QStringList{c.t(type.name), c.t(type.effects)};
    }
    if (!terrain.rows.isEmpty()) {
        if (const QString section = c.rs.terrain.types.value(order.value(0)).section; !section.isEmpty())
            terrain.title += QStringLiteral(" (") + section + QLatin1Char(')');
        out << terrain;
    }
    return out;
}

Footer footer(const Context &c)
{
    Footer f;
    // Names in words, not internal ids (issue 15); a list's own edition when it has one.
    f.ruleset = QStringLiteral("%1: %2").arg(c.l("footerRuleset"), c.t(c.rs.name));
    QStringList data;
    for (const Catalogue *cat : c.b.catalogues) {
        const QString name = c.t(cat->name).isEmpty() ? cat->id : c.t(cat->name);
        data << (cat->catalogueVersion ? QStringLiteral("%1 (%2 %3)").arg(name, c.l("edition"), *cat->catalogueVersion)
                                       : name);
    }
    f.data = c.l("footerData") + QStringLiteral(": ") + data.join(QStringLiteral(", "));
    f.valid = c.report.valid();
    const int errors = c.report.count(Severity::Error);
    const int warnings = c.report.count(Severity::Warning);
    f.validation = f.valid ? c.l("footerValid") : fmt("footerInvalid", c.lang, errors);
    if (warnings > 0)
        f.validation += QStringLiteral(" (") + fmt("footerWarnings", c.lang, warnings) + QLatin1Char(')');
    return f;
}

} // namespace

QString Stat::text() const
{
    if (bonus == 0)
        return QString::number(base);
    return QStringLiteral("%1 (%2%3%4)")
        .arg(value())
        .arg(base)
        .arg(bonus > 0 ? QStringLiteral("+") : QString())
        .arg(bonus);
}

QString OrderCell::text(const QString &lang) const
{
    if (!possible)
        return QStringLiteral("—");
    return QStringLiteral("%1+ %2%").arg(needed).arg(percent(chance, lang));
}

QString IndividualLine::text() const
{
    QStringList parts;
    for (int v : increments)
        parts << QStringLiteral("+%1").arg(v);
    return parts.join(QStringLiteral(" / "));
}

SheetModel buildSheetModel(const BoundRoster &roster, const ValidationReport &report, const QString &lang)
{
    const Context c{roster, report, lang, *roster.ruleset, roster.ruleset->orders};
    SheetModel m;
    m.lang = lang;
    m.title = c.l("title");
    const auto frame = frameOf(c);
    m.army = army(c, frame);
    int turns = frame && frame->turns ? *frame->turns : 0;
    if (turns == 0) // a battle whose turns are not set yet: as many columns as the longest preset
        for (const LimitsPreset &p : c.rs.presets)
            turns = std::max(turns, p.turns);
    for (qsizetype d = 0; d < roster.divisions.size(); ++d) {
        Division div = division(c, d, turns);
        for (qsizetype r = 0; r < roster.divisions[d].regiments.size(); ++r)
            div.regiments << regiment(c, roster.divisions[d].regiments[r], roster.roster->divisions[d].regiments[r]);
        m.divisions << div;
    }
    // BWN 13.3: an extra general not (yet) given a division still gets his order block, by name, for the units the
    // player hands him during the game.
    for (qsizetype u = 0; u < roster.roster->upgrades.size(); ++u) {
        if (roster.roster->upgrades[u].id != QLatin1String("extra-general")
            || std::any_of(roster.divisions.cbegin(), roster.divisions.cend(),
                           [u](const BoundDivision &bd) { return bd.extraGeneral == u; }))
            continue;
        Division block = commandBlock(c, roster.upgradeGenerals.value(u), "extraGeneral", false, turns);
        block.id = QStringLiteral("extra-general-%1").arg(u);
        block.name = c.l("extraGeneral");
        block.heading = c.l("extraGeneral") + QStringLiteral(" — ") + c.l("noUnitsAssigned");
        m.divisions << block;
    }
    m.trains = trains(c);
    m.victory = victory(c, frame);
    m.reference = reference(c);
    for (const Issue &issue : report.issues)
        (issue.severity == Severity::Error ? m.errors : m.warnings)
            << QStringLiteral("%1 (%2): %3").arg(issue.code, issue.section, issue.message.get(lang));
    m.footer = footer(c);
    return m;
}

} // namespace sztab::sheets
