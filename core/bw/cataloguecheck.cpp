// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/cataloguecheck.h"

#include "bw/dataset.h"
#include "foundation/document.h"
#include "foundation/jsonschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "foundation/loaderror.h"
#include "bw/ruleset.h"

#include <QSet>

namespace sztab {

const QStringList &knownUnitTraits()
{
    static const QStringList traits{QStringLiteral("militia"),        QStringLiteral("veteran"),
                                    QStringLiteral("may-gain-elite"), QStringLiteral("light-infantry"),
                                    QStringLiteral("light-cavalry"),  QStringLiteral("irregular-cavalry"),
                                    QStringLiteral("guard"),          QStringLiteral("regimental-artillery")};
    return traits;
}

const QJsonObject &bundledCatalogueSchema()
{
    static const QJsonObject schema = [] {
        LoadError e;
        return readJsonFile(DataSet::bundledDataDir() + QStringLiteral("/schema/catalogue.schema.json"), &e)
            .value_or(QJsonObject());
    }();
    return schema;
}

const QStringList &knownGeneralTraits()
{
    static const QStringList traits{QStringLiteral("firebrand"), QStringLiteral("passive")};
    return traits;
}

namespace {

const QStringList &knownRoles()
{
    static const QStringList roles{QStringLiteral("commander-in-chief"), QStringLiteral("corps"),
                                   QStringLiteral("division")};
    return roles;
}

// Sensible ranges of the statistics of BWN 2.8, in cm and dice. Below the floor a value cannot work (error);
// above the ceiling it is almost surely a typing slip (warning: a house list may still mean it).
struct Range {
    const char *key;
    int floor;
    int ceiling;
};
constexpr Range kMove{"move", 0, 60};
constexpr Range kWeaponRange{"range", 0, 150};
constexpr Range kWb{"wb", 0, 6};
constexpr Range kSo{"so", 0, 6};
constexpr Range kWtr{"wtr", 1, 10};
constexpr Range kMorale{"morale", 1, 12};
constexpr Range kAmmo{"ammo", 0, 10};
constexpr int kBaseCountCeiling = 20; // more bases than a whole 32+8 army

class Collector {
public:
    void add(Severity s, const char *code, const QString &path, const char *section, const QString &pl,
             const QString &en)
    {
        issues.append(Issue{s, QLatin1String(code), path, QLatin1String(section), Text::translated(pl, en)});
    }
    void error(const char *code, const QString &path, const char *section, const QString &pl, const QString &en)
    {
        add(Severity::Error, code, path, section, pl, en);
    }
    void warning(const char *code, const QString &path, const char *section, const QString &pl, const QString &en)
    {
        add(Severity::Warning, code, path, section, pl, en);
    }
    QList<Issue> issues;
};

QString q(const QString &s) { return QStringLiteral("\u201e%1\u201d").arg(s); } // Polish quotes
QString qe(const QString &s) { return QStringLiteral("\"%1\"").arg(s); }

// BWN 2.8: one statistic within its range.
void checkStat(Collector &c, const QString &at, const QString &what, int value, const Range &r)
{
    if (value < r.floor)
        c.error(kCatalogueStatRange, at, "BWN 2.8",
                QStringLiteral("%1 = %2 jest poniżej %3").arg(what).arg(value).arg(r.floor),
                QStringLiteral("%1 = %2 is below %3").arg(what).arg(value).arg(r.floor));
    else if (value > r.ceiling)
        c.warning(
            kCatalogueStatRange, at, "BWN 2.8",
            QStringLiteral("%1 = %2 to więcej niż rozsądne %3 — pomyłka?").arg(what).arg(value).arg(r.ceiling),
            QStringLiteral("%1 = %2 is more than a sensible %3 — a typing slip?").arg(what).arg(value).arg(r.ceiling));
}

void checkProfiles(Collector &c, const Catalogue &cat, const Ruleset *ruleset)
{
    for (auto it = cat.profiles.cbegin(); it != cat.profiles.cend(); ++it) {
        const QString at = QStringLiteral("/profiles/") + escapePointerToken(it.key());
        const Profile &p = *it;
        // BWN 13.2: the cost per base comes from the ruleset's class.
        if (ruleset && !ruleset->costClasses.contains(p.costClass))
            c.error(kCatalogueUnknownCostClass, at + QStringLiteral("/costClass"), "BWN 13.2",
                    QStringLiteral("nieznana klasa kosztu %1 (reguły znają %2)")
                        .arg(q(p.costClass), QStringList(ruleset->costClasses.keys()).join(QStringLiteral(", "))),
                    QStringLiteral("unknown cost class %1 (the ruleset has %2)")
                        .arg(qe(p.costClass), QStringList(ruleset->costClasses.keys()).join(QStringLiteral(", "))));
        // BWN 2.8: the statistics.
        if (p.move.size() != 2)
            c.error(kCatalogueStatRange, at + QStringLiteral("/move"), "BWN 2.8",
                    QStringLiteral("ruch to [linia, kolumna]"), QStringLiteral("move is [line, column]"));
        for (qsizetype m = 0; m < p.move.size() && m < 2; ++m)
            checkStat(c, at + QStringLiteral("/move/%1").arg(m),
                      m == 0 ? QStringLiteral("move (line)") : QStringLiteral("move (column)"), p.move[m], kMove);
        checkStat(c, at + QStringLiteral("/weapon/range"), QStringLiteral("range"), p.weapon.range, kWeaponRange);
        checkStat(c, at + QStringLiteral("/wb"), QStringLiteral("WB"), p.wb, kWb);
        checkStat(c, at + QStringLiteral("/so"), QStringLiteral("SO"), p.so, kSo);
        checkStat(c, at + QStringLiteral("/wtr"), QStringLiteral("WTR"), p.wtr, kWtr);
        checkStat(c, at + QStringLiteral("/morale"), QStringLiteral("morale"), p.morale, kMorale);
        if (p.ammo)
            checkStat(c, at + QStringLiteral("/ammo"), QStringLiteral("ammo"), *p.ammo, kAmmo);
        if (p.kind == UnitKind::Artillery && !p.ammo)
            c.warning(kCatalogueAmmo, at, "BWN 2.8", QStringLiteral("artyleria bez amunicji (ammo)"),
                      QStringLiteral("artillery without ammunition (ammo)"));
        if (p.kind != UnitKind::Artillery && p.ammo)
            c.warning(kCatalogueAmmo, at + QStringLiteral("/ammo"), "BWN 2.8",
                      QStringLiteral("amunicję mają tylko baterie artylerii"),
                      QStringLiteral("only artillery has ammunition"));
        if (ruleset && !ruleset->specialRules.isEmpty())
            for (qsizetype r = 0; r < p.rules.size(); ++r)
                if (!ruleset->specialRules.contains(p.rules[r]))
                    c.warning(kCatalogueUnknownRule, at + QStringLiteral("/rules/%1").arg(r), "BWN 2.8",
                              QStringLiteral("zasada specjalna %1 nie jest opisana w regułach").arg(q(p.rules[r])),
                              QStringLiteral("special rule %1 is not described by the ruleset").arg(qe(p.rules[r])));
    }
}

// Ids: each list its own namespace, units and generals one shared one (the loader refuses a clash there).
template <class List>
void checkIds(Collector &c, const List &list, const QString &listName, QSet<QString> *seen, QSet<QString> *shared)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString &id = list[i].id;
        const QString at = QStringLiteral("/%1/%2/id").arg(listName).arg(i);
        if (seen->contains(id))
            c.error(kCatalogueDuplicateId, at, "BWN 13.2",
                    QStringLiteral("identyfikator %1 występuje dwa razy").arg(q(id)),
                    QStringLiteral("id %1 is used twice").arg(qe(id)));
        else if (shared && shared->contains(id))
            c.error(kCatalogueDuplicateId, at, "BWN 13.2",
                    QStringLiteral("identyfikator %1 ma już jednostka lub dowódca").arg(q(id)),
                    QStringLiteral("id %1 is already a unit's or a general's").arg(qe(id)));
        seen->insert(id);
    }
    if (shared)
        *shared += *seen;
}

void checkUnits(Collector &c, const Catalogue &cat, const Ruleset *ruleset)
{
    for (qsizetype i = 0; i < cat.units.size(); ++i) {
        const Unit &u = cat.units[i];
        const QString at = QStringLiteral("/units/%1").arg(i);
        if (u.bases.isEmpty())
            c.error(kCatalogueBaseCount, at + QStringLiteral("/bases"), "BWN 2.8",
                    QStringLiteral("jednostka bez podstawek"), QStringLiteral("a unit without bases"));
        int total = 0;
        for (qsizetype b = 0; b < u.bases.size(); ++b) {
            const BaseGroup &g = u.bases[b];
            total += g.count;
            if (!cat.profiles.contains(g.profile))
                c.error(kCatalogueUnknownProfile, at + QStringLiteral("/bases/%1/profile").arg(b), "BWN 2.8",
                        QStringLiteral("nieznany profil %1").arg(q(g.profile)),
                        QStringLiteral("unknown profile %1").arg(qe(g.profile)));
            if (g.count < 1)
                c.error(kCatalogueBaseCount, at + QStringLiteral("/bases/%1/count").arg(b), "BWN 2.8",
                        QStringLiteral("liczba podstawek musi wynosić co najmniej 1"),
                        QStringLiteral("a unit has at least one base of each profile"));
        }
        if (total > kBaseCountCeiling)
            c.warning(kCatalogueBaseCount, at + QStringLiteral("/bases"), "BWN 13.2",
                      QStringLiteral("%1 podstawek — więcej niż cała armia 32+8").arg(total),
                      QStringLiteral("%1 bases — more than a whole 32+8 army").arg(total));
        if (u.max && *u.max < 1)
            c.error(kCatalogueBaseCount, at + QStringLiteral("/max"), "BWN 13.2",
                    QStringLiteral("max musi wynosić co najmniej 1"), QStringLiteral("max must be at least 1"));
        for (qsizetype t = 0; t < u.traits.size(); ++t)
            // The program's own traits, and the special rules the catalogue's ruleset defines (B19 12.x).
            if (!knownUnitTraits().contains(u.traits[t]) && !(ruleset && ruleset->traits.contains(u.traits[t])))
                c.warning(kCatalogueUnknownTrait, at + QStringLiteral("/traits/%1").arg(t), "BWN 13.3",
                          QStringLiteral("cecha %1 nie jest znana programowi (żadna reguła jej nie sprawdzi)")
                              .arg(q(u.traits[t])),
                          QStringLiteral("trait %1 is not known to the program (no rule will check it)")
                              .arg(qe(u.traits[t])));
    }
}

void checkGenerals(Collector &c, const Catalogue &cat, const Ruleset *ruleset)
{
    const int lo = ruleset ? ruleset->orders.commandMin : -2;
    const int hi = ruleset ? ruleset->orders.commandMax : 3;
    for (qsizetype i = 0; i < cat.generals.size(); ++i) {
        const General &g = cat.generals[i];
        const QString at = QStringLiteral("/generals/%1").arg(i);
        // BWN 6.2: the command value is added to the order test.
        if (g.command < lo || g.command > hi)
            c.error(kCatalogueCommandRange, at + QStringLiteral("/command"), "BWN 6.2",
                    QStringLiteral("dowodzenie %1 spoza zakresu %2..%3").arg(g.command).arg(lo).arg(hi),
                    QStringLiteral("command %1 is outside %2..%3").arg(g.command).arg(lo).arg(hi));
        // BWN 13.4: the roles decide which commands he may be drawn for.
        if (g.roles.isEmpty())
            c.error(kCatalogueNoRole, at + QStringLiteral("/roles"), "BWN 13.4",
                    QStringLiteral("dowódca potrzebuje co najmniej jednej roli"),
                    QStringLiteral("a general needs at least one role"));
        for (qsizetype r = 0; r < g.roles.size(); ++r)
            if (!knownRoles().contains(g.roles[r]))
                c.error(kCatalogueUnknownRole, at + QStringLiteral("/roles/%1").arg(r), "BWN 13.4",
                        QStringLiteral("nieznana rola %1 (znane: %2)")
                            .arg(q(g.roles[r]), knownRoles().join(QStringLiteral(", "))),
                        QStringLiteral("unknown role %1 (expected %2)")
                            .arg(qe(g.roles[r]), knownRoles().join(QStringLiteral(", "))));
        for (qsizetype t = 0; t < g.traits.size(); ++t)
            if (!knownGeneralTraits().contains(g.traits[t]) && !(ruleset && ruleset->traits.contains(g.traits[t])))
                c.warning(kCatalogueUnknownTrait, at + QStringLiteral("/traits/%1").arg(t), "BWN 6.3",
                          QStringLiteral("cecha %1 nie jest znana programowi").arg(q(g.traits[t])),
                          QStringLiteral("trait %1 is not known to the program").arg(qe(g.traits[t])));
    }
}

// BWN 13.2: historical divisions and corps name what the catalogue holds.
void checkHistorical(Collector &c, const Catalogue &cat)
{
    for (qsizetype i = 0; i < cat.divisions.size(); ++i) {
        const HistoricalDivision &d = cat.divisions[i];
        const QString at = QStringLiteral("/divisions/%1").arg(i);
        for (qsizetype u = 0; u < d.units.size(); ++u)
            if (!cat.unit(d.units[u]))
                c.error(kCatalogueUnknownUnit, at + QStringLiteral("/units/%1").arg(u), "BWN 13.2",
                        QStringLiteral("nieznana jednostka %1").arg(q(d.units[u])),
                        QStringLiteral("unknown unit %1").arg(qe(d.units[u])));
        const General *g = cat.general(d.general);
        if (!g)
            c.error(kCatalogueUnknownGeneral, at + QStringLiteral("/general"), "BWN 13.2",
                    QStringLiteral("nieznany dowódca %1").arg(q(d.general)),
                    QStringLiteral("unknown general %1").arg(qe(d.general)));
        else if (!g->roles.contains(QLatin1String("division")))
            c.warning(kCatalogueGeneralRole, at + QStringLiteral("/general"), "BWN 13.2",
                      QStringLiteral("%1 nie ma roli „division”, więc nie zostanie wylosowany do dywizji")
                          .arg(g->name.get(QStringLiteral("pl"))),
                      QStringLiteral("%1 has no role \"division\", so he is never drawn for a division")
                          .arg(g->name.get(QStringLiteral("en"))));
    }
    for (qsizetype i = 0; i < cat.corps.size(); ++i) {
        const HistoricalCorps &k = cat.corps[i];
        const QString at = QStringLiteral("/corps/%1").arg(i);
        for (qsizetype d = 0; d < k.divisions.size(); ++d)
            if (!cat.division(k.divisions[d]))
                c.error(kCatalogueUnknownDivision, at + QStringLiteral("/divisions/%1").arg(d), "BWN 13.2",
                        QStringLiteral("nieznana dywizja %1").arg(q(k.divisions[d])),
                        QStringLiteral("unknown division %1").arg(qe(k.divisions[d])));
        const General *g = cat.general(k.commander);
        if (!g)
            c.error(kCatalogueUnknownGeneral, at + QStringLiteral("/commander"), "BWN 13.2",
                    QStringLiteral("nieznany dowódca %1").arg(q(k.commander)),
                    QStringLiteral("unknown general %1").arg(qe(k.commander)));
        else if (!g->roles.contains(QLatin1String("corps")) && !g->roles.contains(QLatin1String("commander-in-chief")))
            c.warning(kCatalogueGeneralRole, at + QStringLiteral("/commander"), "BWN 13.2",
                      QStringLiteral("%1 nie ma roli „corps”").arg(g->name.get(QStringLiteral("pl"))),
                      QStringLiteral("%1 has no role \"corps\"").arg(g->name.get(QStringLiteral("en"))));
    }
}

} // namespace

QList<Issue> checkCatalogue(const Catalogue &catalogue, const Ruleset *ruleset)
{
    Collector c;
    if (ruleset && catalogue.ruleset != ruleset->id)
        c.error(kCatalogueRulesetMismatch, QStringLiteral("/ruleset"), "CONTRACT",
                QStringLiteral("katalog jest dla reguł %1, nie %2").arg(q(catalogue.ruleset), q(ruleset->id)),
                QStringLiteral("the catalogue is for ruleset %1, not %2").arg(qe(catalogue.ruleset), qe(ruleset->id)));
    checkProfiles(c, catalogue, ruleset);
    QSet<QString> unitIds, generalIds, divisionIds, corpsIds, shared;
    checkIds(c, catalogue.units, QStringLiteral("units"), &unitIds, &shared);
    checkIds(c, catalogue.generals, QStringLiteral("generals"), &generalIds, &shared);
    checkIds(c, catalogue.divisions, QStringLiteral("divisions"), &divisionIds, nullptr);
    checkIds(c, catalogue.corps, QStringLiteral("corps"), &corpsIds, nullptr);
    checkUnits(c, catalogue, ruleset);
    checkGenerals(c, catalogue, ruleset);
    checkHistorical(c, catalogue);
    return c.issues;
}

QList<Issue> checkCatalogueJson(const QJsonObject &document, const QJsonObject &schema, const Ruleset *ruleset)
{
    Collector c;
    LoadError error;
    const auto upgraded = checkAndUpgrade(document, catalogueKind(), QString(), &error);
    if (!upgraded) {
        c.error(kCatalogueUnreadable, error.pointer, "CONTRACT", error.messagePl, error.message);
        return c.issues;
    }
    QList<Issue> schemaIssues;
    if (!schema.isEmpty())
        for (const SchemaViolation &v : validateJsonSchema(*upgraded, schema))
            schemaIssues.append(
                Issue{Severity::Error, QLatin1String(kCatalogueSchema), v.pointer, QStringLiteral("CONTRACT"),
                      Text::translated(QStringLiteral("niezgodne ze schematem: ") + v.messagePl, v.message)});
    Catalogue value;
    JsonError unread;
    QList<Issue> named;
    if (readDocument(*upgraded, value, &unread)) {
        value.reindex();
        named = checkCatalogue(value, ruleset);
    } else {
        bool known = false;
        for (const Issue &i : std::as_const(schemaIssues))
            known = known || i.path == unread.pointer || i.path.startsWith(unread.pointer + QLatin1Char('/'));
        if (!known)
            named.append(Issue{Severity::Error, QLatin1String(kCatalogueUnreadable), unread.pointer,
                               QStringLiteral("CONTRACT"), Text::translated(unread.messagePl, unread.message)});
    }
    QSet<QString> namedPaths;
    for (const Issue &i : std::as_const(named))
        namedPaths.insert(i.path);
    for (const Issue &i : std::as_const(schemaIssues))
        if (!namedPaths.contains(i.path))
            c.issues.append(i);
    c.issues += named;
    return c.issues;
}

QList<Issue> checkCatalogueEntry(const Catalogue &catalogue, const QString &list, int row, const QJsonObject &schema,
                                 const Ruleset *ruleset, QString *prefix)
{
    Catalogue one;
    one.id = catalogue.id;
    one.ruleset = catalogue.ruleset;
    one.nation = catalogue.nation;
    one.period = catalogue.period;
    one.name = catalogue.name;
    QString inOne; // the entry's pointer inside `one`
    if (list == QLatin1String("profiles") && row >= 0 && row < catalogue.profiles.size()) {
        const auto it = std::next(catalogue.profiles.cbegin(), row);
        one.profiles.insert(it.key(), *it);
        *prefix = inOne = QStringLiteral("/profiles/") + escapePointerToken(it.key());
    } else if (list == QLatin1String("units") && row >= 0 && row < catalogue.units.size()) {
        const Unit &u = catalogue.units[row];
        for (const BaseGroup &g : u.bases)
            if (const auto p = catalogue.profiles.constFind(g.profile); p != catalogue.profiles.cend())
                one.profiles.insert(g.profile, *p);
        one.units << u;
        inOne = QStringLiteral("/units/0");
        *prefix = QStringLiteral("/units/%1").arg(row);
    } else if (list == QLatin1String("generals") && row >= 0 && row < catalogue.generals.size()) {
        one.generals << catalogue.generals[row];
        inOne = QStringLiteral("/generals/0");
        *prefix = QStringLiteral("/generals/%1").arg(row);
    } else {
        prefix->clear();
        return {};
    }
    one.reindex();
    QList<Issue> out;
    for (Issue i : checkCatalogueJson(catalogueToJson(one), schema, ruleset)) {
        if (i.path != inOne && !i.path.startsWith(inOne + QLatin1Char('/')))
            continue; // about the profiles a unit needs, or the header: not this entry's
        i.path = *prefix + i.path.mid(inOne.size());
        out << i;
    }
    return out;
}

QList<Issue> checkCatalogueJson(const QJsonObject &document, const QJsonObject &schema, const DataSet &data)
{
    const QJsonValue value = document.value(QStringLiteral("ruleset"));
    const QString id = value.toString();
    const Ruleset *ruleset = data.ruleset(id);
    QList<Issue> issues;
    if (document.contains(QStringLiteral("ruleset")) && !value.isString()) {
        const QString there =
            QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
        issues.append(
            Issue{Severity::Error, QLatin1String(kCatalogueUnknownRuleset), QStringLiteral("/ruleset"),
                  QStringLiteral("CONTRACT"),
                  Text::translated(QStringLiteral("identyfikator zasad musi być tekstem, nie %1").arg(there),
                                   QStringLiteral("the ruleset's id must be text, not %1").arg(there))});
    }
    if (!ruleset && !id.isEmpty()) {
        const QString known = data.rulesetIds().join(QStringLiteral(", "));
        issues.append(
            Issue{Severity::Error, QLatin1String(kCatalogueUnknownRuleset), QStringLiteral("/ruleset"),
                  QStringLiteral("CONTRACT"),
                  Text::translated(QStringLiteral("nieznane reguły \u201e%1\u201d (znane: %2)").arg(id, known),
                                   QStringLiteral("unknown ruleset \"%1\" (known: %2)").arg(id, known))});
    }
    return issues + checkCatalogueJson(document, schema, ruleset);
}

} // namespace sztab
