// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/validation.h"

#include "bw/specialrules.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <functional>

namespace sztab {

bool ValidationReport::valid() const { return count(Severity::Error) == 0; }

int ValidationReport::count(Severity s) const
{
    return int(std::count_if(issues.cbegin(), issues.cend(), [s](const Issue &i) { return i.severity == s; }));
}

int armyMoraleValue(const Ruleset &ruleset, HalfPoints armyValue)
{
    const qint64 divisorHalves = qint64(ruleset.armyMorale.valueDivisor) * 2;
    const qint64 value = (armyValue.halves + divisorHalves - 1) / divisorHalves; // rounded up
    return int(std::max<qint64>(value, ruleset.armyMorale.valueMinimum));
}

const MoraleLevel *startingMoraleLevel(const Ruleset &ruleset, qint64 boughtLevels)
{
    const QList<MoraleLevel> &levels = ruleset.armyMorale.levels; // lowest first
    qsizetype start = -1;
    for (qsizetype i = 0; i < levels.size(); ++i)
        if (levels[i].id == ruleset.armyMorale.start)
            start = i;
    if (start < 0)
        return nullptr;
    const qint64 top = levels.size() - 1;
    return &levels[qsizetype(std::clamp<qint64>(start + std::max<qint64>(boughtLevels, 0), start, top))];
}

int armyMoraleLevelsLost(const ArmyMoraleRules &rules, int conditions)
{
    // BWN 11.10: two conditions one level, three two, four three: one level more per further condition.
    return conditions < rules.conditionsForFirstLevel ? 0 : conditions - rules.conditionsForFirstLevel + 1;
}

Totals computeTotals(const BoundRoster &b)
{
    Totals t;
    t.generalPoints = b.corpsCommanderCost;
    for (const BoundDivision &d : b.divisions) {
        t.generalPoints += d.generalCost;
        for (const BoundRegiment &r : d.regiments) {
            t.unitPoints += r.points;
            t.upgrades += r.statusPrice + r.ambushPrice;
            t.bases += r.bases;
            t.artilleryBases += r.artilleryBases;
        }
        t.regiments += int(d.regiments.size());
    }
    for (const HalfPoints &p : b.upgradePrices)
        t.upgrades += p;
    t.artilleryLimit = b.limits.artillery ? *b.limits.artillery : t.bases * b.limits.artilleryPercent / 100;
    t.armyMoraleValue = armyMoraleValue(*b.ruleset, t.armyValue());
    for (const RosterUpgrade &u : b.roster->upgrades)
        if (u.id == QLatin1String("army-morale"))
            t.armyMoraleLevels += u.levels.value_or(1);
    return t;
}

namespace {

// Built only for issues, never on the way to a verdict: large rosters have many regiments and few issues.
// Writes n's decimal digits backwards, ending at `end`; returns where they start.
char16_t *digitsBefore(char16_t *end, qsizetype n)
{
    do {
        *--end = char16_t(u'0' + n % 10);
        n /= 10;
    } while (n > 0);
    return end;
}

QString regimentPath(qsizetype d, qsizetype r, QStringView suffix = {})
{
    // One allocation per pointer and no printf: a roster full of issues formats one per regiment (snprintf was a
    // seventh of an error-heavy edit in the app).
    static constexpr char16_t prefix[] = u"/divisions/";
    static constexpr char16_t middle[] = u"/regiments/";
    char16_t digitsD[24], digitsR[24];
    char16_t *const endD = digitsD + 24, *const endR = digitsR + 24;
    const char16_t *fromD = digitsBefore(endD, d), *fromR = digitsBefore(endR, r);
    // Written straight into a string of the right size: appending piece by piece was ~650 instructions a pointer.
    QString out(11 + (endD - fromD) + 11 + (endR - fromR) + suffix.size(), Qt::Uninitialized);
    char16_t *to = reinterpret_cast<char16_t *>(out.data());
    to = std::copy(prefix, prefix + 11, to);
    to = std::copy(fromD, static_cast<const char16_t *>(endD), to);
    to = std::copy(middle, middle + 11, to);
    to = std::copy(fromR, static_cast<const char16_t *>(endR), to);
    std::copy(suffix.utf16(), suffix.utf16() + suffix.size(), to);
    return out;
}

// Pieces joined with one allocation and no pattern to parse: for messages made once per regiment, where
// QString::arg was a third of the time of an error-heavy roster (the words are the same as with arg).
QString joined(std::initializer_list<QStringView> parts)
{
    qsizetype size = 0;
    for (QStringView p : parts)
        size += p.size();
    QString out;
    out.reserve(size);
    for (QStringView p : parts)
        out.append(p);
    return out;
}

struct Ctx {
    const BoundRoster &b;
    const Totals &t;
    QList<Issue> &issues;
    // Codes and sections made into QStrings once per report and shared by its issues (implicitly shared), so an
    // error-heavy roster does not convert, allocate and free the same words thousands of times.
    QVarLengthArray<std::pair<const char *, QString>, 16> words = {};
    // Each regiment's pointer, made once per report when its first issue asks for it and shared by its issues.
    QList<qsizetype> firstRegiment = {}; // per division: the flat index of its first regiment
    QList<QString> regimentPaths = {};

    const QString &word(const char *literal)
    {
        for (const auto &[key, text] : words)
            if (key == literal) // a string literal: the same pointer each time
                return text;
        words.append({literal, QLatin1String(literal)});
        return words.last().second;
    }
    const QString &regiment(qsizetype d, qsizetype r)
    {
        if (firstRegiment.isEmpty()) {
            firstRegiment.reserve(b.divisions.size());
            qsizetype n = 0;
            for (const BoundDivision &bd : b.divisions) {
                firstRegiment << n;
                n += bd.regiments.size();
            }
            regimentPaths.resize(n);
        }
        QString &path = regimentPaths[firstRegiment[d] + r];
        if (path.isNull())
            path = regimentPath(d, r);
        return path;
    }
    void add(Severity s, const char *code, const QString &path, const char *section, const Text &message)
    {
        issues.append(Issue{s, word(code), path, word(section), message});
    }
    void add(Severity s, const char *code, const QString &path, const char *section, const QString &pl,
             const QString &en)
    {
        add(s, code, path, section, Text::translated(pl, en));
    }
    void error(const char *code, const QString &path, const char *section, const QString &pl, const QString &en)
    {
        add(Severity::Error, code, path, section, pl, en);
    }
    // A section read from the ruleset (a trait's), not a literal: not cached by pointer like `word`.
    void errorIn(const char *code, const QString &path, const QString &section, const QString &pl, const QString &en)
    {
        issues.append(Issue{Severity::Error, word(code), path, section, Text::translated(pl, en)});
    }
    void error(const char *code, const QString &path, const char *section, const Text &message)
    {
        add(Severity::Error, code, path, section, message);
    }
    QString unitName(const BoundRegiment &r) const { return r.unit->name.get(QStringLiteral("en")); }
    QString unitNamePl(const BoundRegiment &r) const { return r.unit->name.get(QStringLiteral("pl")); }
    // A division or corps as the player named it („Dywizja Dąbrowskiego”), its id only when it has no name.
    QString divisionName(qsizetype d, const char *lang) const
    {
        return named(b.roster->divisions[d].name, b.roster->divisions[d].id, lang);
    }
    QString corpsName(qsizetype k, const char *lang) const
    {
        return named(b.roster->corps->at(k).name, b.roster->corps->at(k).id, lang);
    }
    static QString named(const Text &name, const QString &id, const char *lang)
    {
        const QString text = name.get(QLatin1String(lang));
        return text.isEmpty() ? id : text;
    }

    // Calls f(d, r, regiment) for every regiment in roster order; a regiment of an unknown unit has nothing to check
    // but UNIT_UNKNOWN.
    template <class F> void eachRegiment(F f) const
    {
        for (qsizetype d = 0; d < b.divisions.size(); ++d)
            for (qsizetype r = 0; r < b.divisions[d].regiments.size(); ++r)
                if (!b.divisions[d].regiments[r].unknownUnit)
                    f(d, r, b.divisions[d].regiments[r], b.roster->divisions[d].regiments[r]);
    }

    // The entry at which a running sum first goes over `limit`: the entry that breaks the limit.
    // Walks generals and units in roster order, then (when withUpgrades) statuses and the upgrade list.
    template <class Amount> QString crossing(qint64 limit, Amount amount, bool withUpgrades = false) const
    {
        qint64 sum = 0;
        QString found;
        // `path` is a callable: the pointer is formatted only for the entry that crosses the limit.
        auto step = [&](qint64 v, auto path) {
            sum += v;
            if (found.isEmpty() && sum > limit)
                found = path();
        };
        for (qsizetype k = 0; k < b.corpsCommanders.size(); ++k)
            step(amount(nullptr, b.ruleset->generalCost(QStringLiteral("corps"))),
                 [k] { return QStringLiteral("/corps/%1").arg(k); });
        for (qsizetype d = 0; d < b.divisions.size() && found.isEmpty(); ++d) {
            step(amount(nullptr, b.divisions[d].generalCost),
                 [d] { return QStringLiteral("/divisions/%1/general").arg(d); });
            for (qsizetype r = 0; r < b.divisions[d].regiments.size() && found.isEmpty(); ++r)
                step(amount(&b.divisions[d].regiments[r], HalfPoints()), [d, r] { return regimentPath(d, r); });
        }
        if (withUpgrades) {
            eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &) {
                step((br.statusPrice + br.ambushPrice).halves, [d, r] { return regimentPath(d, r); });
            });
            for (qsizetype u = 0; u < b.upgradePrices.size(); ++u)
                step(b.upgradePrices[u].halves, [u] { return QStringLiteral("/upgrades/%1").arg(u); });
        }
        return found.isEmpty() ? QStringLiteral("/divisions") : found;
    }
};

qint64 pointsOf(const BoundRegiment *r, HalfPoints general) { return r ? r->points.halves : general.halves; }

// BWN 13.2: 32 points for units and generals at 32+8 (or the agreed limit).
void checkUnitPoints(Ctx &c)
{
    const HalfPoints limit = c.b.limits.units;
    if (c.t.armyValue() <= limit)
        return;
    c.error("UNIT_POINTS_OVER", c.crossing(limit.halves, pointsOf), "BWN 13.2",
            QStringLiteral("Jednostki i generałowie kosztują %1 pkt, ponad limit %2 pkt")
                .arg(c.t.armyValue().toString(), limit.toString()),
            QStringLiteral("Units and generals cost %1 points, over the limit of %2")
                .arg(c.t.armyValue().toString(), limit.toString()));
}

// BWN 13.2: fewer points on units may go to upgrades, but not more than both limits together.
void checkTotalPoints(Ctx &c)
{
    const HalfPoints limit = c.b.limits.total();
    if (c.t.total() <= limit)
        return;
    c.error("TOTAL_POINTS_OVER", c.crossing(limit.halves, pointsOf, true), "BWN 13.2",
            QStringLiteral("Armia z ulepszeniami kosztuje %1 pkt, ponad limit %2 pkt")
                .arg(c.t.total().toString(), limit.toString()),
            QStringLiteral("The army with its upgrades costs %1 points, over the limit of %2")
                .arg(c.t.total().toString(), limit.toString()));
}

// BWN 13.2: at most 20 bases at 32+8, generals not counted.
void checkBases(Ctx &c)
{
    if (!c.b.limits.maxBases || c.t.bases <= *c.b.limits.maxBases)
        return;
    const int limit = *c.b.limits.maxBases;
    c.error("BASES_OVER",
            c.crossing(limit, [](const BoundRegiment *r, HalfPoints) { return qint64(r ? r->bases : 0); }), "BWN 13.2",
            QStringLiteral("Armia liczy %1 podstawek, ponad limit %2").arg(c.t.bases).arg(limit),
            QStringLiteral("The army has %1 bases, over the limit of %2").arg(c.t.bases).arg(limit));
}

// BWN 13.2: at most 3 artillery bases at 32+8; in larger battles at most 20% of the army's bases.
void checkArtillery(Ctx &c)
{
    const qint64 limit = c.t.artilleryLimit;
    if (c.t.artilleryBases <= limit)
        return;
    const QString why = c.b.limits.artillery ? QString() : QStringLiteral(" (%1%)").arg(c.b.limits.artilleryPercent);
    c.error(
        "ARTILLERY_OVER",
        c.crossing(limit, [](const BoundRegiment *r, HalfPoints) { return qint64(r ? r->artilleryBases : 0); }),
        "BWN 13.2",
        QStringLiteral("Armia ma %1 podstawek artylerii, ponad limit %2%3").arg(c.t.artilleryBases).arg(limit).arg(why),
        QStringLiteral("The army has %1 artillery bases, over the limit of %2%3")
            .arg(c.t.artilleryBases)
            .arg(limit)
            .arg(why));
}

// BWN 13.2: only units of the army's nation, or that appear in its list: a unit of another nation's list that the
// data lets this nation field too ("alsoFieldedBy": the Poles field the Vistula Legion of the French list).
void checkNation(Ctx &c)
{
    const QString nation = c.b.roster->nation;
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &) {
        if (br.catalogue->nation == nation || br.unit->alsoFieldedBy.contains(nation))
            return;
        c.error("UNIT_WRONG_NATION", c.regiment(d, r), "BWN 13.2",
                QStringLiteral("%1 pochodzi z listy armii „%2”, a armia to „%3”")
                    .arg(c.unitNamePl(br), br.catalogue->nation, nation),
                QStringLiteral("%1 comes from the \"%2\" list, the army is \"%3\"")
                    .arg(c.unitName(br), br.catalogue->nation, nation));
    });
}

// BWN 13.2: every maximum count written in the statistics applies.
void checkUnitMax(Ctx &c)
{
    struct Seen {
        int count = 0;
        Text message; // the same words for every regiment of the unit over its maximum: made once, shared
    };
    QHash<const Unit *, Seen> seen;
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &) {
        if (!br.unit->max)
            return;
        Seen &unit = seen[br.unit];
        if (++unit.count <= *br.unit->max)
            return;
        if (unit.message.isPlain()) {
            const QString max = QString::number(*br.unit->max);
            unit.message = Text::translated(joined({c.unitNamePl(br), u": najwyżej ", max, u" w armii"}),
                                            joined({c.unitName(br), u": at most ", max, u" in an army"}));
        }
        c.error("UNIT_MAX_EXCEEDED", c.regiment(d, r), "BWN 13.2", unit.message);
    });
}

// BWN 13.2: a historical unit is fielded once, even if it appears in several lists.
void checkHistoricalUnitOnce(Ctx &c)
{
    struct First {
        qsizetype d = 0, r = 0;             // where the historical unit stands first
        QHash<const Unit *, Text> messages; // per unit fielded again: the same words each time, made once
    };
    QList<First> firsts;
    QHash<QString, qsizetype> byHistoricalId;
    QHash<const Unit *, qsizetype> byUnit; // each unit's historical id looked up once, not once per regiment
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &) {
        if (!br.unit->historicalId)
            return;
        auto unit = byUnit.constFind(br.unit);
        if (unit == byUnit.cend())
            unit = byUnit.insert(br.unit, byHistoricalId.value(*br.unit->historicalId, -1));
        if (*unit < 0) { // the first regiment of its historical id: this is where it stands
            byUnit[br.unit] = firsts.size();
            byHistoricalId.insert(*br.unit->historicalId, firsts.size());
            firsts.append({d, r, {}});
            return;
        }
        First &first = firsts[*unit];
        auto message = first.messages.constFind(br.unit);
        if (message == first.messages.cend()) {
            const QString &where = c.regiment(first.d, first.r);
            message = first.messages.insert(br.unit,
                                            Text::translated(joined({c.unitNamePl(br), u" jest już w armii (", where,
                                                                     u"): jednostkę historyczną wystawia się raz"}),
                                                             joined({c.unitName(br), u" is already in the army (",
                                                                     where, u"): a historical unit is fielded once"})));
        }
        c.error("HISTORICAL_UNIT_TWICE", c.regiment(d, r), "BWN 13.2", *message);
    });
}

// BWN 13.2: units of different periods may be mixed unless the players or the tournament forbid it.
void checkPeriods(Ctx &c)
{
    if (c.b.mixPeriods || c.b.catalogues.isEmpty())
        return;
    const auto firstPeriod = c.b.catalogues.first()->period;
    for (qsizetype i = 1; i < c.b.catalogues.size(); ++i) {
        const auto period = c.b.catalogues[i]->period;
        if (period == firstPeriod)
            continue;
        c.error("PERIODS_MIXED", QStringLiteral("/catalogues/%1").arg(i), "BWN 13.2",
                QStringLiteral("Katalog %1 jest z okresu %2, a %3 z okresu %4; mieszanie okresów wyłączono")
                    .arg(c.b.catalogues[i]->id, period.value_or(QStringLiteral("?")), c.b.catalogues.first()->id,
                         firstPeriod.value_or(QStringLiteral("?"))),
                QStringLiteral("Catalogue %1 is of period %2, %3 of %4, and mixing periods is off")
                    .arg(c.b.catalogues[i]->id, period.value_or(QStringLiteral("?")), c.b.catalogues.first()->id,
                         firstPeriod.value_or(QStringLiteral("?"))));
    }
}

bool traitsAllow(const UpgradeDef *def, const Unit &unit)
{
    if (!def)
        return true;
    for (const QString &t : def->excludedTraits)
        if (unit.traits.contains(t))
            return false;
    if (def->eligibleTraits.isEmpty())
        return true;
    return std::any_of(def->eligibleTraits.cbegin(), def->eligibleTraits.cend(),
                       [&](const QString &t) { return unit.traits.contains(t); });
}

// BWN 13.3, 2.3: veteran status never for militia; elite only for units that may gain it.
void checkTraining(Ctx &c)
{
    const UpgradeDef *veteran = c.b.ruleset->upgrade(QStringLiteral("veteran"));
    const UpgradeDef *elite = c.b.ruleset->upgrade(QStringLiteral("elite"));
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &reg) {
        if (reg.status == Status::Regular)
            return;
        auto at = [&] { return regimentPath(d, r, u"/status"); };
        if (reg.status == Status::Veteran && !traitsAllow(veteran, *br.unit))
            c.error("VETERAN_NOT_ALLOWED", at(), "BWN 13.3",
                    QStringLiteral("%1 nie może otrzymać statusu weterana (milicja)").arg(c.unitNamePl(br)),
                    QStringLiteral("%1 cannot be made veteran (militia)").arg(c.unitName(br)));
        if (reg.status == Status::Elite && !traitsAllow(elite, *br.unit))
            c.error("ELITE_NOT_ALLOWED", at(), "BWN 13.3",
                    QStringLiteral("%1 nie ma cechy „może zyskać status elity”").arg(c.unitNamePl(br)),
                    QStringLiteral("%1 may not gain elite status").arg(c.unitName(br)));
    });
}

// BWN 13.3: upgrades bought at most so many times (Providence once; the initiative upgrades by reading).
void checkUpgradeLimits(Ctx &c)
{
    QHash<QString, int> counts;
    const auto &ups = c.b.roster->upgrades;
    for (qsizetype u = 0; u < ups.size(); ++u) {
        const UpgradeDef *def = c.b.ruleset->upgrade(ups[u].id);
        if (!def || !def->maxPerArmy || (def->limitReading && !c.b.ruleset->readings.flag(*def->limitReading)))
            continue;
        if (++counts[ups[u].id] <= *def->maxPerArmy)
            continue;
        const QByteArray code = def->limitCode.value_or(QStringLiteral("UPGRADE_LIMIT_EXCEEDED")).toLatin1();
        c.error(code.constData(), QStringLiteral("/upgrades/%1").arg(u), "BWN 13.3",
                QStringLiteral("„%1” można kupić najwyżej %2 raz(y)")
                    .arg(def->name.get(QStringLiteral("pl")))
                    .arg(*def->maxPerArmy),
                QStringLiteral("\"%1\" may be bought at most %2 time(s)")
                    .arg(def->name.get(QStringLiteral("en")))
                    .arg(*def->maxPerArmy));
    }
}

// BWN 13.2: only one extra terrain piece for upgrade points, unless the players agree more.
void checkExtraTerrain(Ctx &c)
{
    int n = 0;
    const auto &ups = c.b.roster->upgrades;
    for (qsizetype u = 0; u < ups.size(); ++u) {
        if (ups[u].id != QLatin1String("extra-terrain") || ++n <= c.b.extraTerrainLimit)
            continue;
        c.error("EXTRA_TERRAIN_OVER", QStringLiteral("/upgrades/%1").arg(u), "BWN 13.2",
                QStringLiteral("Można dokupić najwyżej %1 teren(y) dodatkowy(e)").arg(c.b.extraTerrainLimit),
                QStringLiteral("At most %1 extra terrain piece(s) may be bought").arg(c.b.extraTerrainLimit));
    }
}

// BWN 13.3: at most one level of army morale per 10 points of army value; BWN 11.9: never past the top of the scale
// (VERY HIGH), whatever the army value.
void checkArmyMorale(Ctx &c)
{
    const ArmyMoraleRules &m = c.b.ruleset->armyMorale;
    const qint64 per = m.pointsPerPurchasedLevel;
    const qint64 byValue = c.t.armyValue().halves / (per * 2);
    qsizetype start = 0;
    for (qsizetype i = 0; i < m.levels.size(); ++i)
        if (m.levels[i].id == m.start)
            start = i;
    const qint64 byScale = m.levels.isEmpty() ? byValue : std::max<qint64>(0, m.levels.size() - 1 - start);
    const qint64 allowed = std::min(byValue, byScale);
    qint64 levels = 0;
    const auto &ups = c.b.roster->upgrades;
    for (qsizetype u = 0; u < ups.size(); ++u) {
        if (ups[u].id != QLatin1String("army-morale"))
            continue;
        levels += ups[u].levels.value_or(1);
        if (levels <= allowed)
            continue;
        if (byScale < byValue) {
            const MoraleLevel &top = m.levels.last(), &from = m.levels.value(start);
            c.error("ARMY_MORALE_OVER", QStringLiteral("/upgrades/%1").arg(u), "BWN 11.9",
                    QStringLiteral(
                        "Skala morale armii kończy się na %1: od %2 można kupić najwyżej %3 poziom(y), kupiono %4")
                        .arg(top.name.get(QStringLiteral("pl")), from.name.get(QStringLiteral("pl")))
                        .arg(byScale)
                        .arg(c.t.armyMoraleLevels),
                    QStringLiteral(
                        "The army morale scale ends at %1: at most %3 level(s) above %2 can be bought, %4 bought")
                        .arg(top.name.get(QStringLiteral("en")), from.name.get(QStringLiteral("en")))
                        .arg(byScale)
                        .arg(c.t.armyMoraleLevels));
            return;
        }
        c.error("ARMY_MORALE_OVER", QStringLiteral("/upgrades/%1").arg(u), "BWN 13.3",
                QStringLiteral("Wartość armii %1 pkt pozwala podnieść morale o %2 poziom(y), kupiono %3")
                    .arg(c.t.armyValue().toString())
                    .arg(allowed)
                    .arg(c.t.armyMoraleLevels),
                QStringLiteral("An army value of %1 allows %2 level(s) of army morale, %3 bought")
                    .arg(c.t.armyValue().toString())
                    .arg(allowed)
                    .arg(c.t.armyMoraleLevels));
        return;
    }
}

// BWN 13.3, 15.1: ambush only for light infantry, light or irregular cavalry; at most half the army's units.
void checkAmbush(Ctx &c)
{
    const UpgradeDef *ambush = c.b.ruleset->upgrade(QStringLiteral("ambush"));
    const int allowed = c.t.regiments / 2;
    int n = 0;
    Text tooManyText;
    struct Verdict {
        bool allowed = true;
        Text message; // why not, the same words for every regiment of the unit: made once, shared
    };
    QHash<const Unit *, Verdict> verdicts; // the traits of each unit checked once, not once per regiment
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &reg) {
        if (!reg.ambush)
            return;
        auto verdict = verdicts.constFind(br.unit);
        if (verdict == verdicts.cend()) {
            Verdict v;
            v.allowed = traitsAllow(ambush, *br.unit);
            if (!v.allowed)
                v.message = Text::translated(
                    joined({c.unitNamePl(br),
                            u" nie może stać w zasadzce: tylko lekka piechota, lekka lub nieregularna kawaleria"}),
                    joined({c.unitName(br), u" cannot be in ambush: only light infantry, light or irregular cavalry"}));
            verdict = verdicts.insert(br.unit, v);
        }
        const bool notAllowed = !verdict->allowed;
        const bool tooMany = ++n > allowed;
        if (!notAllowed && !tooMany)
            return; // the pointer only for an issue
        const QString at = regimentPath(d, r, u"/ambush");
        if (notAllowed)
            c.error("AMBUSH_NOT_ALLOWED", at, "BWN 15.1", verdict->message);
        if (tooMany) {
            if (tooManyText.isPlain()) // the same words for every regiment over the limit: made once, shared
                tooManyText = Text::translated(
                    QStringLiteral("W zasadzce najwyżej połowa pułków armii (%1 z %2)").arg(allowed).arg(c.t.regiments),
                    QStringLiteral("At most half the army's regiments may be in ambush (%1 of %2)")
                        .arg(allowed)
                        .arg(c.t.regiments));
            c.error("AMBUSH_TOO_MANY", at, "BWN 15.1", tooManyText);
        }
    });
}

// BWN 13.3: one ammunition train per corps (per army without corps: a vanguard), with at least 2 charges. A train
// that names no corps in an army with corps still takes one corps' place: no more trains than corps.
void checkAmmunitionTrain(Ctx &c)
{
    const UpgradeDef *def = c.b.ruleset->upgrade(QStringLiteral("ammunition-train"));
    QSet<QString> seen;
    const qsizetype corps = c.b.roster->corps ? c.b.roster->corps->size() : 0;
    const qsizetype places = std::max<qsizetype>(1, corps);
    qsizetype trains = 0;
    const auto &ups = c.b.roster->upgrades;
    for (qsizetype u = 0; u < ups.size(); ++u) {
        if (ups[u].id != QLatin1String("ammunition-train"))
            continue;
        const QString at = QStringLiteral("/upgrades/%1").arg(u);
        const QString key = ups[u].corpsId().value_or(QString());
        ++trains;
        if (!key.isEmpty() && seen.contains(key))
            c.error("AMMO_TRAIN_TWICE", at, "BWN 13.3", QStringLiteral("Korpus %1 ma już pociąg z amunicją").arg(key),
                    QStringLiteral("Corps %1 already has an ammunition train").arg(key));
        else if (trains > places)
            c.error("AMMO_TRAIN_TWICE", at, "BWN 13.3",
                    corps == 0 ? QStringLiteral("Armia ma już pociąg z amunicją")
                               : QStringLiteral("Jeden pociąg z amunicją na korpus: %1 korpus(y), %2 pociągi")
                                     .arg(corps)
                                     .arg(trains),
                    corps == 0
                        ? QStringLiteral("The army already has an ammunition train")
                        : QStringLiteral("One ammunition train per corps: %1 corps, %2 trains").arg(corps).arg(trains));
        seen.insert(key);
        if (def && def->minPoints && ups[u].points && *ups[u].points < *def->minPoints)
            c.error("AMMO_TRAIN_TOO_SMALL", at + QStringLiteral("/points"), "BWN 13.3",
                    QStringLiteral("Pociąg z amunicją kosztuje co najmniej %1 pkt").arg(def->minPoints->toString()),
                    QStringLiteral("An ammunition train costs at least %1 points").arg(def->minPoints->toString()));
    }
}

// BWN 13.2: the historical general without a draw only for a whole historical division.
void checkHistoricalDivision(Ctx &c)
{
    for (qsizetype d = 0; d < c.b.divisions.size(); ++d) {
        const BoundDivision &bd = c.b.divisions[d];
        if (!bd.historical || !bd.general || bd.general->id != bd.historical->general)
            continue;
        QSet<QString> present;
        for (const BoundRegiment &r : bd.regiments)
            if (r.catalogue == bd.historicalCatalogue)
                present.insert(r.unit->id);
        QStringList missing;
        for (const QString &u : bd.historical->units)
            if (!present.contains(u)) {
                const Unit *unit = bd.historicalCatalogue->unit(u);
                missing << (unit ? unit->name.get(QStringLiteral("en")) : u);
            }
        if (missing.isEmpty())
            continue;
        c.error("HISTORICAL_GENERAL_WITHOUT_DIVISION", QStringLiteral("/divisions/%1/historical").arg(d), "BWN 13.2",
                QStringLiteral("%1 dowodzi bez losowania tylko całą dywizją %2; brakuje: %3")
                    .arg(bd.general->name.get(QStringLiteral("pl")), bd.historical->name.get(QStringLiteral("pl")),
                         missing.join(QStringLiteral(", "))),
                QStringLiteral("%1 commands without a draw only the whole %2; missing: %3")
                    .arg(bd.general->name.get(QStringLiteral("en")), bd.historical->name.get(QStringLiteral("en")),
                         missing.join(QStringLiteral(", "))));
    }
}

// BWN 13.2: a historical corps' commander without a draw only when the whole corps is fielded.
void checkHistoricalCorps(Ctx &c)
{
    for (qsizetype k = 0; k < c.b.historicalCorps.size(); ++k) {
        const HistoricalCorps *h = c.b.historicalCorps[k];
        const General *commander = c.b.corpsCommanders.value(k);
        if (!h || !commander || commander->id != h->commander || c.b.isWholeHistoricalCorps(k))
            continue;
        c.error("HISTORICAL_COMMANDER_WITHOUT_CORPS", QStringLiteral("/corps/%1/historical").arg(k), "BWN 13.2",
                QStringLiteral("%1 dowodzi bez losowania tylko całym korpusem %2: każda jego dywizja musi być "
                               "wystawiona w całości w tym korpusie")
                    .arg(commander->name.get(QStringLiteral("pl")), h->name.get(QStringLiteral("pl"))),
                QStringLiteral(
                    "%1 commands without a draw only the whole %2: each of its divisions fielded whole in this corps")
                    .arg(commander->name.get(QStringLiteral("en")), h->name.get(QStringLiteral("en"))));
    }
}

struct GeneralRef {
    const General *general;
    QString path;
    const char *role; // the role this place needs
};

QList<GeneralRef> generalRefs(const BoundRoster &b)
{
    QList<GeneralRef> refs;
    if (b.commanderInChief)
        refs.append({b.commanderInChief, QStringLiteral("/commanderInChief/general"), "commander-in-chief"});
    for (qsizetype k = 0; k < b.corpsCommanders.size(); ++k)
        if (b.corpsCommanders[k])
            refs.append({b.corpsCommanders[k], QStringLiteral("/corps/%1/commander").arg(k), "corps"});
    for (qsizetype d = 0; d < b.divisions.size(); ++d)
        if (b.divisions[d].general
            && b.divisions[d].extraGeneral < 0) // an extra general's division: his upgrade names him
            refs.append({b.divisions[d].general, QStringLiteral("/divisions/%1/general").arg(d), "division"});
    for (qsizetype u = 0; u < b.upgradeGenerals.size(); ++u)
        if (b.upgradeGenerals[u])
            refs.append({b.upgradeGenerals[u], QStringLiteral("/upgrades/%1/general").arg(u), "division"});
    return refs;
}

// BWN 13.4: a commander already in the army is drawn again; nobody holds two commands.
void checkGeneralOnce(Ctx &c)
{
    QHash<const General *, QString> first;
    for (const GeneralRef &ref : generalRefs(c.b)) {
        const auto it = first.constFind(ref.general);
        if (it == first.cend()) {
            first.insert(ref.general, ref.path);
            continue;
        }
        c.error(
            "GENERAL_TWICE", ref.path, "BWN 13.4",
            QStringLiteral("%1 już dowodzi (%2)").arg(ref.general->name.get(QStringLiteral("pl")), *it),
            QStringLiteral("%1 already holds a command (%2)").arg(ref.general->name.get(QStringLiteral("en")), *it));
    }
}

// BWN 6.1, 13.4: a commander holds only a function his statistics give him; BWN 6.2: a corps commander may lead a
// corps-level battle as commander-in-chief.
void checkGeneralRole(Ctx &c)
{
    for (const GeneralRef &ref : generalRefs(c.b)) {
        if (ref.general->roles.contains(QLatin1String(ref.role)))
            continue;
        if (qstrcmp(ref.role, "commander-in-chief") == 0 && c.b.mayBeCommanderInChief(*ref.general))
            continue;
        c.error("GENERAL_WRONG_ROLE", ref.path, "BWN 13.4",
                QStringLiteral("%1 nie może pełnić funkcji „%2” (ma: %3)")
                    .arg(ref.general->name.get(QStringLiteral("pl")), QLatin1String(ref.role),
                         ref.general->roles.join(QStringLiteral(", "))),
                QStringLiteral("%1 cannot serve as %2 (roles: %3)")
                    .arg(ref.general->name.get(QStringLiteral("en")), QLatin1String(ref.role),
                         ref.general->roles.join(QStringLiteral(", "))));
    }
}

// BWN 13.2: units are assigned to the bought generals; a division without units is a general with nothing to command.
void checkDivisionEmpty(Ctx &c)
{
    for (qsizetype d = 0; d < c.b.divisions.size(); ++d)
        if (c.b.divisions[d].regiments.isEmpty())
            c.error("DIVISION_EMPTY", QStringLiteral("/divisions/%1/regiments").arg(d), "BWN 13.2",
                    QStringLiteral("%1: dywizja nie ma pułków").arg(c.divisionName(d, "pl")),
                    QStringLiteral("%1: the division has no regiments").arg(c.divisionName(d, "en")));
}

// BWN 13.4: every division needs a general and the army a commander-in-chief (drawn before the battle).
void checkCommandersDrawn(Ctx &c)
{
    auto warn = [&](const QString &path, const QString &pl, const QString &en) {
        c.add(Severity::Warning, "COMMANDER_NOT_DRAWN", path, "BWN 13.4", pl, en);
    };
    if (!c.b.commanderInChief)
        warn(QStringLiteral("/commanderInChief/general"), QStringLiteral("Wódz naczelny nie został wylosowany"),
             QStringLiteral("The commander-in-chief has not been drawn"));
    for (qsizetype k = 0; k < c.b.corpsCommanders.size(); ++k)
        if (!c.b.corpsCommanders[k] && k != c.b.corpsLedByCommanderInChief)
            warn(QStringLiteral("/corps/%1/commander").arg(k),
                 QStringLiteral("%1: dowódca korpusu nie został wylosowany").arg(c.corpsName(k, "pl")),
                 QStringLiteral("%1: the corps commander has not been drawn").arg(c.corpsName(k, "en")));
    for (qsizetype d = 0; d < c.b.divisions.size(); ++d)
        if (!c.b.divisions[d].general && !c.b.divisions[d].commandedByCorps && c.b.divisions[d].extraGeneral < 0)
            warn(QStringLiteral("/divisions/%1/general").arg(d),
                 QStringLiteral("%1: generał dywizji nie został wylosowany").arg(c.divisionName(d, "pl")),
                 QStringLiteral("%1: the division's general has not been drawn").arg(c.divisionName(d, "en")));
    const auto &ups = c.b.roster->upgrades;
    for (qsizetype u = 0; u < ups.size(); ++u)
        if (ups[u].id == QLatin1String("extra-general") && !c.b.upgradeGenerals[u])
            warn(QStringLiteral("/upgrades/%1/general").arg(u),
                 QStringLiteral("Dodatkowy generał nie został wylosowany"),
                 QStringLiteral("The extra general has not been drawn"));
}

// BWN 13.3: the second draw is binding, so a commander can be redrawn only once.
void checkRedrawOnce(Ctx &c)
{
    QSet<QString> targets;
    const auto &ups = c.b.roster->upgrades;
    for (qsizetype u = 0; u < ups.size(); ++u) {
        if (ups[u].id != QLatin1String("redraw") || !ups[u].target)
            continue;
        if (targets.contains(*ups[u].target))
            c.error("REDRAW_TWICE", QStringLiteral("/upgrades/%1/target").arg(u), "BWN 13.3",
                    QStringLiteral("Losowanie dowódcy %1 można powtórzyć tylko raz: drugie jest wiążące")
                        .arg(*ups[u].target),
                    QStringLiteral("The draw for %1 can be repeated once only: the second draw is binding")
                        .arg(*ups[u].target));
        targets.insert(*ups[u].target);
    }
}

// BWN 13.4: for a mixed division the player chooses the infantry or the cavalry pool before the draw.
void checkMixedPool(Ctx &c)
{
    for (qsizetype d = 0; d < c.b.divisions.size(); ++d) {
        const Division &div = c.b.roster->divisions[d];
        if (div.arm == DivisionArm::Mixed && !div.pool && !div.general && !c.b.divisions[d].commandedByCorps
            && c.b.divisions[d].extraGeneral < 0)
            c.add(Severity::Warning, "POOL_NOT_CHOSEN", QStringLiteral("/divisions/%1/pool").arg(d), "BWN 13.4",
                  QStringLiteral("Dywizja mieszana %1: wybierz pulę generałów piechoty lub kawalerii").arg(div.id),
                  QStringLiteral("Mixed division %1: choose the infantry or the cavalry pool for its general")
                      .arg(div.id));
    }
}

// BWN 13.4: a corps commands its own divisions; one division in two corps has two superiors.
void checkCorpsDivisions(Ctx &c)
{
    if (!c.b.roster->corps)
        return;
    QSet<QString> seen;
    const auto &corps = *c.b.roster->corps;
    for (qsizetype k = 0; k < corps.size(); ++k)
        for (qsizetype j = 0; j < corps[k].divisions.size(); ++j) {
            if (seen.contains(corps[k].divisions[j]))
                c.error("DIVISION_IN_TWO_CORPS", QStringLiteral("/corps/%1/divisions/%2").arg(k).arg(j), "BWN 13.4",
                        QStringLiteral("Dywizja %1 jest już w innym korpusie").arg(corps[k].divisions[j]),
                        QStringLiteral("Division %1 is already in another corps").arg(corps[k].divisions[j]));
            seen.insert(corps[k].divisions[j]);
        }
}

// BWN 13.3: an extra general may lead a division of his own, one that has no other commander.
void checkExtraGeneralDivision(Ctx &c)
{
    const auto &ups = c.b.roster->upgrades;
    for (qsizetype u = 0; u < ups.size(); ++u) {
        if (!ups[u].division)
            continue;
        for (qsizetype d = 0; d < c.b.divisions.size(); ++d) {
            if (c.b.roster->divisions[d].id != *ups[u].division || c.b.divisions[d].extraGeneral == u)
                continue;
            c.error(
                "EXTRA_GENERAL_DIVISION_TAKEN", QStringLiteral("/upgrades/%1/division").arg(u), "BWN 13.3",
                QStringLiteral("%1 ma już dowódcę: dodatkowy generał może dowodzić tylko dywizją bez innego dowódcy")
                    .arg(c.divisionName(d, "pl")),
                QStringLiteral("%1 already has a commander: an extra general may lead only a division without another")
                    .arg(c.divisionName(d, "en")));
        }
    }
}

// Data changed under the roster since it was saved (Roster::madeWith): every changed cost or command is named,
// so that new statistics are never applied silently.
void checkDataChanged(Ctx &c)
{
    if (!c.b.roster->madeWith)
        return;
    const MadeWith &then = *c.b.roster->madeWith;
    auto warn = [&](const QString &path, const QString &pl, const QString &en) {
        c.add(Severity::Warning, "DATA_CHANGED", path, "data", pl, en);
    };
    if (then.ruleset.sha256 != c.b.rulesetHash)
        warn(QStringLiteral("/ruleset"),
             QStringLiteral("Zasady %1 zmieniły się od zapisania rozpiski").arg(then.ruleset.id),
             QStringLiteral("The ruleset %1 has changed since the roster was saved").arg(then.ruleset.id));
    for (qsizetype i = 0; i < c.b.catalogues.size(); ++i) {
        const Catalogue *cat = c.b.catalogues[i];
        for (const DataSource &s : then.catalogues) {
            if (s.id != cat->id || s.sha256 == c.b.catalogueHashes.value(i))
                continue;
            const QString now = cat->catalogueVersion.value_or(QString());
            const QString editions = s.edition || !now.isEmpty()
                ? QStringLiteral(" (%1 → %2)")
                      .arg(s.edition.value_or(QStringLiteral("?")), now.isEmpty() ? QStringLiteral("?") : now)
                : QString();
            warn(QStringLiteral("/catalogues/%1").arg(i),
                 QStringLiteral("Katalog %1 zmienił się od zapisania rozpiski%2").arg(cat->id, editions),
                 QStringLiteral("The catalogue %1 has changed since the roster was saved%2").arg(cat->id, editions));
        }
    }
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &) {
        const auto it = then.units.constFind(br.unit->id);
        if (it == then.units.cend() || (it->points == br.points && it->bases == br.bases))
            return;
        warn(regimentPath(d, r),
             QStringLiteral("%1: przy zapisie %2 pkt i %3 podst., teraz %4 pkt i %5 podst.")
                 .arg(c.unitNamePl(br), it->points.toString())
                 .arg(it->bases)
                 .arg(br.points.toString())
                 .arg(br.bases),
             QStringLiteral("%1: %2 points and %3 bases when saved, now %4 points and %5 bases")
                 .arg(c.unitName(br), it->points.toString())
                 .arg(it->bases)
                 .arg(br.points.toString())
                 .arg(br.bases));
    });
    for (const GeneralRef &ref : generalRefs(c.b)) {
        const auto it = then.generals.constFind(ref.general->id);
        if (it == then.generals.cend() || *it == ref.general->command)
            continue;
        warn(ref.path,
             QStringLiteral("%1: dowodzenie %2 przy zapisie, teraz %3")
                 .arg(ref.general->name.get(QStringLiteral("pl")))
                 .arg(*it)
                 .arg(ref.general->command),
             QStringLiteral("%1: command %2 when saved, now %3")
                 .arg(ref.general->name.get(QStringLiteral("en")))
                 .arg(*it)
                 .arg(ref.general->command));
    }
}

// A regiment whose unit no catalogue has: kept in the roster as it was, worth nothing until the data has it again
// or the player replaces it. Always checked, whatever the ruleset lists: it is about the data, not a rule.
void checkUnknownUnits(Ctx &c)
{
    const Roster &roster = *c.b.roster;
    const QString catalogues = roster.catalogues.join(QStringLiteral(", "));
    for (qsizetype d = 0; d < c.b.divisions.size(); ++d)
        for (qsizetype r = 0; r < c.b.divisions[d].regiments.size(); ++r) {
            if (!c.b.divisions[d].regiments[r].unknownUnit)
                continue;
            const QString &id = roster.divisions[d].regiments[r].unit;
            const QString shown = oneLine(id); // an id from the file may hold a line break: the message stays one line
            const auto was =
                roster.madeWith ? roster.madeWith->units.constFind(id) : QMap<QString, UsedUnit>::const_iterator();
            const bool known = roster.madeWith && was != roster.madeWith->units.cend();
            const QString pl = known
                ? QStringLiteral(" (przy zapisie %1 pkt w katalogu %2)").arg(was->points.toString(), was->catalogue)
                : QString();
            const QString en = known ? QStringLiteral(" (%1 points in catalogue %2 when the roster was saved)")
                                           .arg(was->points.toString(), was->catalogue)
                                     : QString();
            c.error("UNIT_UNKNOWN", regimentPath(d, r, u"/unit"), "data",
                    QStringLiteral("%1: jednostki \u201e%2\u201d%3 nie ma w katalogach %4; pułk zostaje w rozpisce bez "
                                   "zmian, ale nie liczy się do "
                                   "punktów ani podstawek — wymień go albo wczytaj katalog, który go ma")
                        .arg(c.divisionName(d, "pl"), shown, pl, catalogues),
                    QStringLiteral("%1: the unit \"%2\"%3 is in none of the catalogues %4; the regiment stays in the "
                                   "roster unchanged but "
                                   "counts for no points or bases — replace it or load a catalogue that has it")
                        .arg(c.divisionName(d, "en"), shown, en, catalogues));
        }
}

// B19 (no points system): the artillery limit the players agreed, when the roster gives one (limits.artillery).
void checkAgreedArtillery(Ctx &c)
{
    const std::optional<int> limit = c.b.roster->limits.artillery;
    if (!limit || c.t.artilleryBases <= *limit)
        return;
    c.error("ARTILLERY_OVER", QStringLiteral("/limits/artillery"), "B19",
            QStringLiteral("%1 podstawek artylerii, ponad uzgodniony limit %2").arg(c.t.artilleryBases).arg(*limit),
            QStringLiteral("%1 artillery bases, over the agreed limit of %2").arg(c.t.artilleryBases).arg(*limit));
}

// A trait whose rule speaks of one kind of troops only (B19 12.4–12.8, 12.12: rockets are artillery; skirmishers,
// dragoons, shock cavalry and lances are cavalry) on a unit of another kind.
void checkTraitKinds(Ctx &c)
{
    const Ruleset &rs = *c.b.ruleset;
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &) {
        for (const BaseGroup &g : br.unit->bases) {
            const Profile *p = br.catalogue->profile(g.profile);
            if (!p)
                continue;
            QStringList traits = p->rules;
            for (const QString &t : br.unit->traits)
                if (!traits.contains(t))
                    traits << t;
            for (const QString &t : std::as_const(traits)) {
                const TraitDef *def = rs.trait(t);
                const QString kind = QLatin1String(enumName(p->kind));
                if (!def || def->scope != QLatin1String("unit") || def->kinds.isEmpty() || def->kinds.contains(kind))
                    continue;
                c.errorIn("TRAIT_WRONG_KIND", c.regiment(d, r), def->section,
                          QStringLiteral("%1: cecha „%2” jest tylko dla: %3")
                              .arg(c.unitNamePl(br), def->name.get(QStringLiteral("pl")),
                                   def->kinds.join(QStringLiteral(", "))),
                          QStringLiteral("%1: the trait \"%2\" is only for: %3")
                              .arg(c.unitName(br), def->name.get(QStringLiteral("en")),
                                   def->kinds.join(QStringLiteral(", "))));
            }
        }
    });
}

// B19 12.10: attached units (light infantry and others) are bought for a unit, "maksymalnie jedną dla każdej
// jednostki", and only for the kinds of units the army list allows (the host unit's "attachments").
void checkAttachedUnits(Ctx &c)
{
    const TraitDef *def = c.b.ruleset->trait(QStringLiteral("attached-unit"));
    const int most = def ? int(def->number(QStringLiteral("maxPerUnit"), 1)) : 1;
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &written) {
        const QStringList attached = written.attached.value_or(QStringList());
        for (qsizetype i = 0; i < attached.size(); ++i) {
            const QString at = regimentPath(d, r, QStringLiteral("/attached/%1").arg(i));
            if (i >= most) {
                c.error(
                    "ATTACHED_UNIT_TWICE", at, "B19 12.10",
                    QStringLiteral("%1: najwyżej %2 jednostka dodatkowa na jednostkę").arg(c.unitNamePl(br)).arg(most),
                    QStringLiteral("%1: at most %2 attached unit per unit").arg(c.unitName(br)).arg(most));
                continue;
            }
            const Unit *u = nullptr;
            for (const Catalogue *cat : c.b.catalogues)
                if ((u = cat->unit(attached[i])))
                    break;
            if (!u || !u->traits.contains(QLatin1String("attached-unit"))
                || !br.unit->attachments.contains(attached[i]))
                c.error("ATTACHED_UNIT_NOT_ALLOWED", at, "B19 12.10",
                        QStringLiteral(
                            "%1: „%2” nie jest jednostką dodatkową, którą lista armii pozwala dokupić do tej jednostki")
                            .arg(c.unitNamePl(br), u ? u->name.get(QStringLiteral("pl")) : attached[i]),
                        QStringLiteral("%1: \"%2\" is not an attached unit the army list lets this unit buy")
                            .arg(c.unitName(br), u ? u->name.get(QStringLiteral("en")) : attached[i]));
        }
    });
}

// The corps of each division (-1: none).
QList<qsizetype> corpsOfDivisions(const BoundRoster &b)
{
    QList<qsizetype> out(b.roster->divisions.size(), -1);
    if (!b.roster->corps)
        return out;
    for (qsizetype k = 0; k < b.roster->corps->size(); ++k)
        for (const QString &id : b.roster->corps->at(k).divisions)
            for (qsizetype d = 0; d < b.roster->divisions.size(); ++d)
                if (b.roster->divisions[d].id == id && out[d] < 0)
                    out[d] = k;
    return out;
}

// B19 12.3: corps artillery answers directly to its corps commander (so its division stands in a corps), holds only
// corps artillery, has a general only when that general commands corps artillery, and an army list that assigns its
// corps artillery to divisions ("corps-artillery-to-divisions") puts it in the divisions instead.
void checkCorpsArtillery(Ctx &c)
{
    const Organisation *org = c.b.ruleset->organisation ? &*c.b.ruleset->organisation : nullptr;
    if (!org)
        return;
    const QList<qsizetype> corpsOf = corpsOfDivisions(c.b);
    for (qsizetype d = 0; d < c.b.divisions.size(); ++d) {
        const Division &div = c.b.roster->divisions[d];
        if (!div.role)
            continue;
        const OrganisationRole role = org->divisionRoles.value(*div.role);
        if (!role.ledByCorpsCommander)
            continue;
        const QString &section = role.section;
        if (corpsOf[d] < 0)
            c.errorIn("CORPS_ARTILLERY_OUTSIDE_CORPS", QStringLiteral("/divisions/%1/role").arg(d), section,
                      QStringLiteral("%1: artyleria korpuśna podlega dowódcy korpusu — umieść ją w korpusie")
                          .arg(c.divisionName(d, "pl")),
                      QStringLiteral("%1: corps artillery answers to a corps commander — put it in a corps")
                          .arg(c.divisionName(d, "en")));
        if (const General *g = c.b.divisions[d].general;
            g && !g->traits.contains(QLatin1String("corps-artillery-commander")))
            c.errorIn("CORPS_ARTILLERY_GENERAL", QStringLiteral("/divisions/%1/general").arg(d), section,
                      QStringLiteral(
                          "%1: %2 nie jest dowódcą artylerii korpuśnej; bez niego artylerią dowodzi dowódca korpusu")
                          .arg(c.divisionName(d, "pl"), g->name.get(QStringLiteral("pl"))),
                      QStringLiteral("%1: %2 is no corps artillery commander; without one the corps commander leads it")
                          .arg(c.divisionName(d, "en"), g->name.get(QStringLiteral("en"))));
        for (qsizetype r = 0; r < c.b.divisions[d].regiments.size(); ++r) {
            const BoundRegiment &br = c.b.divisions[d].regiments[r];
            if (br.unknownUnit)
                continue;
            const QStringList traits = unitTraits(*br.unit, *br.catalogue);
            if (!traits.contains(role.unitTrait))
                c.errorIn("CORPS_ARTILLERY_WRONG_UNIT", c.regiment(d, r), section,
                          QStringLiteral("%1 nie jest artylerią korpuśną").arg(c.unitNamePl(br)),
                          QStringLiteral("%1 is not corps artillery").arg(c.unitName(br)));
            else if (traits.contains(QLatin1String("corps-artillery-to-divisions")))
                c.errorIn(
                    "CORPS_ARTILLERY_TO_DIVISIONS", c.regiment(d, r), section,
                    QStringLiteral("%1: lista armii przydziela tę artylerię korpuśną do dywizji").arg(c.unitNamePl(br)),
                    QStringLiteral("%1: the army list assigns this corps artillery to divisions").arg(c.unitName(br)));
        }
    }
}

// B19 12.2: the army reserve artillery is one (the army's) and holds artillery of the reserve only; a reserve
// battery elsewhere loses what the reserve may do.
void checkReserveArtillery(Ctx &c)
{
    const Organisation *org = c.b.ruleset->organisation ? &*c.b.ruleset->organisation : nullptr;
    if (!org || !c.b.roster->corps)
        return;
    const QList<qsizetype> corpsOf = corpsOfDivisions(c.b);
    bool seen = false;
    const auto &corps = *c.b.roster->corps;
    for (qsizetype k = 0; k < corps.size(); ++k) {
        if (!corps[k].role)
            continue;
        const OrganisationRole role = org->corpsRoles.value(*corps[k].role);
        const QString &section = role.section;
        if (seen)
            c.errorIn("RESERVE_ARTILLERY_TWICE", QStringLiteral("/corps/%1/role").arg(k), section,
                      QStringLiteral("Armia ma już artylerię rezerwową"),
                      QStringLiteral("The army already has its reserve artillery"));
        seen = true;
        for (qsizetype d = 0; d < c.b.divisions.size(); ++d) {
            if (corpsOf[d] != k)
                continue;
            for (qsizetype r = 0; r < c.b.divisions[d].regiments.size(); ++r) {
                const BoundRegiment &br = c.b.divisions[d].regiments[r];
                if (!br.unknownUnit && !unitTraits(*br.unit, *br.catalogue).contains(role.unitTrait))
                    c.errorIn("RESERVE_ARTILLERY_WRONG_UNIT", c.regiment(d, r), section,
                              QStringLiteral("%1 nie należy do artylerii rezerwowej armii").arg(c.unitNamePl(br)),
                              QStringLiteral("%1 is not army reserve artillery").arg(c.unitName(br)));
            }
        }
    }
    // Reserve batteries outside the reserve.
    c.eachRegiment([&](qsizetype d, qsizetype r, const BoundRegiment &br, const Regiment &) {
        const qsizetype in = corpsOf[d];
        const bool inReserve = in >= 0 && corps[in].role
            && org->corpsRoles.value(*corps[in].role).unitTrait == QLatin1String("army-reserve-artillery");
        if (!inReserve && unitTraits(*br.unit, *br.catalogue).contains(QLatin1String("army-reserve-artillery")))
            c.error("RESERVE_ARTILLERY_OUTSIDE", c.regiment(d, r), "B19 12.2",
                    QStringLiteral("%1 to artyleria rezerwowa armii: należy do korpusu artylerii rezerwowej")
                        .arg(c.unitNamePl(br)),
                    QStringLiteral("%1 is army reserve artillery: it belongs in the reserve artillery")
                        .arg(c.unitName(br)));
    });
}

struct NamedCheck {
    const char *name;
    void (*run)(Ctx &);
};

const NamedCheck kChecks[] = {
    {"unit-points", checkUnitPoints},
    {"total-points", checkTotalPoints},
    {"bases", checkBases},
    {"artillery", checkArtillery},
    {"nation", checkNation},
    {"unit-max", checkUnitMax},
    {"historical-unit-once", checkHistoricalUnitOnce},
    {"periods", checkPeriods},
    {"training", checkTraining},
    {"upgrade-limits", checkUpgradeLimits},
    {"extra-terrain", checkExtraTerrain},
    {"army-morale", checkArmyMorale},
    {"ambush", checkAmbush},
    {"ammunition-train", checkAmmunitionTrain},
    {"historical-division", checkHistoricalDivision},
    {"historical-corps", checkHistoricalCorps},
    {"general-once", checkGeneralOnce},
    {"general-role", checkGeneralRole},
    {"division-empty", checkDivisionEmpty},
    {"commanders-drawn", checkCommandersDrawn},
    {"redraw-once", checkRedrawOnce},
    {"mixed-pool", checkMixedPool},
    {"corps-divisions", checkCorpsDivisions},
    {"extra-general-division", checkExtraGeneralDivision},
    {"data-changed", checkDataChanged},
    {"agreed-artillery", checkAgreedArtillery},
    {"trait-kinds", checkTraitKinds},
    {"attached-units", checkAttachedUnits},
    {"corps-artillery", checkCorpsArtillery},
    {"reserve-artillery", checkReserveArtillery},
};

} // namespace

QStringList knownChecks()
{
    QStringList names;
    for (const NamedCheck &c : kChecks)
        names << QLatin1String(c.name);
    return names;
}

int checkIndex(const QString &name)
{
    for (int i = 0; i < int(std::size(kChecks)); ++i)
        if (name == QLatin1String(kChecks[i].name))
            return i;
    return -1;
}

bool isKnownCheck(const QString &name) { return checkIndex(name) >= 0; }

ValidationReport validateRoster(const BoundRoster &b)
{
    ValidationReport report;
    report.totals = computeTotals(b);
    Ctx ctx{b, report.totals, report.issues};
    checkUnknownUnits(ctx);
    for (const int i : b.checks)
        if (i >= 0 && i < int(std::size(kChecks)))
            kChecks[i].run(ctx);
    return report;
}

} // namespace sztab
