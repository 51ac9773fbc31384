// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/catalogue.h"

#include "foundation/document.h"
#include "bw/ruleset.h"

#include <QSet>

namespace sztab {

template <class List> static auto findById(const List &list, const QString &id) -> decltype(&list.first())
{
    for (const auto &item : list)
        if (item.id == id)
            return &item;
    return nullptr;
}

const Unit *Catalogue::unit(const QString &unitId) const
{
    const qsizetype i = unitIndex.value(unitId, -1);
    if (i >= 0 && i < units.size() && units[i].id == unitId)
        return &units[i];
    return findById(units, unitId);
}

void Catalogue::reindex()
{
    unitIndex.clear();
    for (qsizetype i = 0; i < units.size(); ++i)
        unitIndex.insert(units[i].id, i);
}
const General *Catalogue::general(const QString &generalId) const { return findById(generals, generalId); }
const HistoricalDivision *Catalogue::division(const QString &divisionId) const
{
    return findById(divisions, divisionId);
}

const HistoricalCorps *Catalogue::historicalCorps(const QString &corpsId) const { return findById(corps, corpsId); }

const Profile *Catalogue::profile(const QString &profileId) const
{
    const auto it = profiles.constFind(profileId);
    return it == profiles.cend() ? nullptr : &*it;
}

static const QStringList &knownRoles()
{
    static const QStringList roles{QStringLiteral("commander-in-chief"), QStringLiteral("corps"),
                                   QStringLiteral("division")};
    return roles;
}

std::optional<Catalogue> catalogueFromJson(const QJsonObject &raw, const QString &file, const Ruleset *ruleset,
                                           LoadError *error)
{
    const auto doc = checkAndUpgrade(raw, catalogueKind(), file, error);
    if (!doc)
        return std::nullopt;
    Catalogue c;
    auto fail = [&](const QString &p, const QString &english, const QString &polish) {
        *error = LoadError{file, p, true, 0, 0, english, polish};
        return std::nullopt;
    };
    if (JsonError e; !readDocument(*doc, c, &e))
        return fail(e.pointer, e.message, e.messagePl);
    if (ruleset && c.ruleset != ruleset->id)
        return fail(
            QStringLiteral("/ruleset"),
            QStringLiteral("catalogue is for ruleset \"%1\", not \"%2\"").arg(c.ruleset, ruleset->id),
            QStringLiteral("katalog jest do zasad \u201e%1\u201d, nie \u201e%2\u201d").arg(c.ruleset, ruleset->id));

    for (auto it = c.profiles.cbegin(); it != c.profiles.cend(); ++it) {
        const QString at = QStringLiteral("/profiles/") + escapePointerToken(it.key());
        if (ruleset && !ruleset->costClasses.contains(it->costClass))
            return fail(at + QStringLiteral("/costClass"),
                        QStringLiteral("unknown cost class \"%1\" (the ruleset has %2)")
                            .arg(it->costClass, QStringList(ruleset->costClasses.keys()).join(QStringLiteral(", "))),
                        QStringLiteral("nieznana klasa kosztu \u201e%1\u201d (zasady mają %2)")
                            .arg(it->costClass, QStringList(ruleset->costClasses.keys()).join(QStringLiteral(", "))));
    }
    QSet<QString> ids;
    for (qsizetype i = 0; i < c.units.size(); ++i) {
        const Unit &u = c.units[i];
        const QString at = QStringLiteral("/units/%1").arg(i);
        if (ids.contains(u.id))
            return fail(at + QStringLiteral("/id"), QStringLiteral("unit id \"%1\" is used twice").arg(u.id),
                        QStringLiteral("id jednostki \u201e%1\u201d użyte dwa razy").arg(u.id));
        ids.insert(u.id);
        for (qsizetype b = 0; b < u.bases.size(); ++b)
            if (!c.profiles.contains(u.bases[b].profile))
                return fail(at + QStringLiteral("/bases/%1/profile").arg(b),
                            QStringLiteral("unknown profile \"%1\"").arg(u.bases[b].profile),
                            QStringLiteral("nieznany profil \u201e%1\u201d").arg(u.bases[b].profile));
    }
    QSet<QString> generalIds;
    for (qsizetype i = 0; i < c.generals.size(); ++i) {
        const General &g = c.generals[i];
        const QString at = QStringLiteral("/generals/%1").arg(i);
        if (generalIds.contains(g.id) || ids.contains(g.id))
            return fail(at + QStringLiteral("/id"), QStringLiteral("id \"%1\" is used twice").arg(g.id),
                        QStringLiteral("id \u201e%1\u201d użyte dwa razy").arg(g.id));
        generalIds.insert(g.id);
        const int lo = ruleset ? ruleset->orders.commandMin : -2;
        const int hi = ruleset ? ruleset->orders.commandMax : 3;
        if (g.command < lo || g.command > hi)
            return fail(at + QStringLiteral("/command"),
                        QStringLiteral("command %1 is outside %2..%3").arg(g.command).arg(lo).arg(hi),
                        QStringLiteral("dowodzenie %1 poza zakresem %2..%3").arg(g.command).arg(lo).arg(hi));
        if (g.roles.isEmpty())
            return fail(at + QStringLiteral("/roles"), QStringLiteral("a general needs at least one role"),
                        QStringLiteral("generał potrzebuje co najmniej jednej roli"));
        for (qsizetype r = 0; r < g.roles.size(); ++r)
            if (!knownRoles().contains(g.roles[r]))
                return fail(at + QStringLiteral("/roles/%1").arg(r),
                            QStringLiteral("unknown role \"%1\" (expected %2)")
                                .arg(g.roles[r], knownRoles().join(QStringLiteral(", "))),
                            QStringLiteral("nieznana rola \u201e%1\u201d (oczekiwano %2)")
                                .arg(g.roles[r], knownRoles().join(QStringLiteral(", "))));
    }
    QSet<QString> divisionIds;
    for (qsizetype i = 0; i < c.divisions.size(); ++i) {
        const HistoricalDivision &d = c.divisions[i];
        const QString at = QStringLiteral("/divisions/%1").arg(i);
        if (divisionIds.contains(d.id))
            return fail(at + QStringLiteral("/id"), QStringLiteral("division id \"%1\" is used twice").arg(d.id),
                        QStringLiteral("id dywizji \u201e%1\u201d użyte dwa razy").arg(d.id));
        divisionIds.insert(d.id);
        for (qsizetype u = 0; u < d.units.size(); ++u)
            if (!ids.contains(d.units[u]))
                return fail(at + QStringLiteral("/units/%1").arg(u),
                            QStringLiteral("unknown unit \"%1\"").arg(d.units[u]),
                            QStringLiteral("nieznana jednostka \u201e%1\u201d").arg(d.units[u]));
        if (!generalIds.contains(d.general))
            return fail(at + QStringLiteral("/general"), QStringLiteral("unknown general \"%1\"").arg(d.general),
                        QStringLiteral("nieznany generał \u201e%1\u201d").arg(d.general));
    }
    for (qsizetype i = 0; i < c.corps.size(); ++i) {
        const HistoricalCorps &k = c.corps[i];
        const QString at = QStringLiteral("/corps/%1").arg(i);
        for (qsizetype d = 0; d < k.divisions.size(); ++d)
            if (!divisionIds.contains(k.divisions[d]))
                return fail(at + QStringLiteral("/divisions/%1").arg(d),
                            QStringLiteral("unknown division \"%1\"").arg(k.divisions[d]),
                            QStringLiteral("nieznana dywizja \u201e%1\u201d").arg(k.divisions[d]));
        if (!generalIds.contains(k.commander))
            return fail(at + QStringLiteral("/commander"), QStringLiteral("unknown general \"%1\"").arg(k.commander),
                        QStringLiteral("nieznany generał \u201e%1\u201d").arg(k.commander));
    }
    c.reindex();
    return c;
}

QJsonObject catalogueToJson(const Catalogue &catalogue) { return writeJson(catalogue).toObject(); }

} // namespace sztab
