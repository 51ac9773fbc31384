// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/catalogueedit.h"

#include "foundation/document.h"
#include "bw/enums.h"

#include <QRegularExpression>

#include <cmath>

namespace sztab {

namespace {

const QList<std::pair<CatalogueList, const char *>> &listNames()
{
    static const QList<std::pair<CatalogueList, const char *>> names{
        {CatalogueList::Profiles, "profiles"}, {CatalogueList::Units, "units"},
        {CatalogueList::Generals, "generals"}, {CatalogueList::Divisions, "divisions"},
        {CatalogueList::Corps, "corps"},       {CatalogueList::Changelog, "changelog"}};
    return names;
}

QStringList words(const QVariant &value)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;|]+"));
    return value.toString().split(separators, Qt::SkipEmptyParts);
}

QString joined(const QStringList &list) { return list.join(QStringLiteral(", ")); }

bool wholeNumber(const QVariant &value, int *out, QString *error)
{
    bool ok = false;
    int n = 0;
    if (value.typeId() == QMetaType::QString) {
        n = value.toString().trimmed().toInt(&ok);
        ok = ok && std::abs(n) <= kMaxNumber; // typed or pasted: the loader's limit too, so the saved file reads back
    } else {
        const double d = value.toDouble(&ok);
        ok = ok && d == std::trunc(d) && std::abs(d) <= kMaxNumber;
        n = ok ? static_cast<int>(d) : 0;
    }
    if (!ok) {
        *error = QStringLiteral("\"%1\" is not a whole number").arg(value.toString());
        return false;
    }
    *out = n;
    return true;
}

// "" or "none" clears an optional number.
bool optionalNumber(const QVariant &value, std::optional<int> *out, QString *error)
{
    const QString s = value.toString().trimmed();
    if (s.isEmpty() || s == QLatin1String("none") || s == QLatin1String("-")) {
        out->reset();
        return true;
    }
    int n = 0;
    if (!wholeNumber(value, &n, error))
        return false;
    *out = n;
    return true;
}

QString optionalText(const std::optional<int> &n) { return n ? QString::number(*n) : QString(); }

// A name's Polish or English side, keeping the other one. What the row shows written back changes nothing (a plain
// or absent text keeps its form), so passing through a cell makes no undo step and no change in the file.
void setTranslation(Text *text, const QString &lang, const QString &value)
{
    if (text->get(lang) == value)
        return;
    *text = text->withTranslation(lang, value);
}

bool setName(Text *name, const QString &field, const QVariant &value, const char *plField, const char *enField)
{
    if (field == QLatin1String(plField)) {
        setTranslation(name, QStringLiteral("pl"), value.toString());
        return true;
    }
    if (field == QLatin1String(enField)) {
        setTranslation(name, QStringLiteral("en"), value.toString());
        return true;
    }
    return false;
}

QString basesText(const QList<BaseGroup> &bases)
{
    QStringList parts;
    for (const BaseGroup &g : bases)
        parts << QStringLiteral("%1:%2").arg(g.profile).arg(g.count);
    return joined(parts);
}

bool parseBases(const QString &text, QList<BaseGroup> *out, QString *error)
{
    QList<BaseGroup> groups;
    static const QRegularExpression separators(QStringLiteral("[,;]+"));
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        const QString p = part.trimmed();
        if (p.isEmpty())
            continue;
        const qsizetype colon = p.lastIndexOf(QLatin1Char(':'));
        BaseGroup g;
        g.profile = (colon < 0 ? p : p.left(colon)).trimmed();
        g.count = 1;
        if (colon >= 0 && !wholeNumber(p.mid(colon + 1).trimmed(), &g.count, error)) {
            *error = QStringLiteral("bases: %1 (write profile:count, profile:count)").arg(*error);
            return false;
        }
        groups << g;
    }
    *out = groups;
    return true;
}

// What the loader demands of a unit's bases (Unit::io): a value it refuses would make a saved or exported catalogue
// that cannot be opened again, even for editing.
bool basesReadable(const QList<BaseGroup> &bases, QString *error)
{
    if (bases.isEmpty()) {
        *error = QStringLiteral("a unit needs at least one base");
        return false;
    }
    for (const BaseGroup &g : bases)
        if (g.count < 1) {
            *error = QStringLiteral("a unit has at least one base of each listed profile (%1: %2)")
                         .arg(g.profile)
                         .arg(g.count);
            return false;
        }
    if (totalBases(bases) > kMaxUnitBases) {
        *error = QStringLiteral("a unit of more than %1 bases").arg(kMaxUnitBases);
        return false;
    }
    return true;
}

bool idUsed(const Catalogue &c, CatalogueList list, const QString &id)
{
    switch (list) {
    case CatalogueList::Profiles: return c.profiles.contains(id);
    case CatalogueList::Units:
    case CatalogueList::Generals: // one id space for units and generals (the loader refuses a clash)
        return c.unit(id) || c.general(id);
    case CatalogueList::Divisions: return c.division(id);
    case CatalogueList::Corps: return c.historicalCorps(id);
    case CatalogueList::Changelog: return false;
    }
    return false;
}

QString freshId(const Catalogue &c, CatalogueList list, const QString &stem)
{
    QString id = stem;
    for (int n = 2; idUsed(c, list, id); ++n)
        id = QStringLiteral("%1-%2").arg(stem).arg(n);
    return id;
}

void replaceAll(QStringList *list, const QString &from, const QString &to)
{
    for (QString &s : *list)
        if (s == from)
            s = to;
}

// What refers to `from` follows it to `to` (only when `from` was the one such id: a duplicate's rename is not).
void renameReferences(Catalogue &c, CatalogueList list, const QString &from, const QString &to)
{
    switch (list) {
    case CatalogueList::Profiles:
        for (Unit &u : c.units)
            for (BaseGroup &g : u.bases)
                if (g.profile == from)
                    g.profile = to;
        break;
    case CatalogueList::Units:
        for (HistoricalDivision &d : c.divisions)
            replaceAll(&d.units, from, to);
        break;
    case CatalogueList::Generals:
        for (HistoricalDivision &d : c.divisions)
            if (d.general == from)
                d.general = to;
        for (HistoricalCorps &k : c.corps)
            if (k.commander == from)
                k.commander = to;
        break;
    case CatalogueList::Divisions:
        for (HistoricalCorps &k : c.corps)
            replaceAll(&k.divisions, from, to);
        break;
    case CatalogueList::Corps:
    case CatalogueList::Changelog: break;
    }
}

template <class List> int countId(const List &list, const QString &id)
{
    return static_cast<int>(std::count_if(list.cbegin(), list.cend(), [&](const auto &x) { return x.id == id; }));
}

template <class T> bool rowIn(const QList<T> &list, int row, QString *error)
{
    if (row >= 0 && row < list.size())
        return true;
    *error = QStringLiteral("no row %1").arg(row);
    return false;
}

bool setProfileField(Catalogue &c, int row, const QString &field, const QVariant &value, QString *error)
{
    if (row < 0 || row >= c.profiles.size()) {
        *error = QStringLiteral("no row %1").arg(row);
        return false;
    }
    const QString id = c.profiles.keys().at(row);
    if (field == QLatin1String("id")) {
        const QString to = value.toString().trimmed();
        if (to == id)
            return true;
        if (to.isEmpty() || c.profiles.contains(to)) {
            *error = to.isEmpty() ? QStringLiteral("a profile needs an id")
                                  : QStringLiteral("profile id \"%1\" is already used").arg(to);
            return false;
        }
        c.profiles.insert(to, c.profiles.take(id));
        renameReferences(c, CatalogueList::Profiles, id, to);
        return true;
    }
    Profile &p = c.profiles[id];
    if (setName(&p.name, field, value, "namePl", "nameEn")
        || setName(&p.weapon.name, field, value, "weaponPl", "weaponEn"))
        return true;
    if (field == QLatin1String("costClass")) {
        p.costClass = value.toString().trimmed();
        return true;
    }
    if (field == QLatin1String("kind")) {
        const auto kind = enumFromName<UnitKind>(value.toString().trimmed());
        if (!kind) {
            *error = QStringLiteral("kind is one of %1").arg(enumChoices<UnitKind>());
            return false;
        }
        p.kind = *kind;
        return true;
    }
    if (field == QLatin1String("rules")) {
        p.rules = words(value);
        return true;
    }
    if (field == QLatin1String("ammo"))
        return optionalNumber(value, &p.ammo, error);
    int *target = field == QLatin1String("range") ? &p.weapon.range
        : field == QLatin1String("wb")            ? &p.wb
        : field == QLatin1String("so")            ? &p.so
        : field == QLatin1String("wtr")           ? &p.wtr
        : field == QLatin1String("morale")        ? &p.morale
                                                  : nullptr;
    if (field == QLatin1String("moveLine") || field == QLatin1String("moveColumn")) {
        while (p.move.size() < 2)
            p.move << 0;
        target = &p.move[field == QLatin1String("moveLine") ? 0 : 1];
    }
    if (!target) {
        *error = QStringLiteral("profiles have no field \"%1\"").arg(field);
        return false;
    }
    return wholeNumber(value, target, error);
}

bool setUnitField(Catalogue &c, int row, const QString &field, const QVariant &value, QString *error)
{
    if (!rowIn(c.units, row, error))
        return false;
    Unit &u = c.units[row];
    if (setName(&u.name, field, value, "namePl", "nameEn"))
        return true;
    if (field == QLatin1String("id")) {
        const QString from = u.id, to = value.toString().trimmed();
        const bool follow = countId(c.units, from) == 1 && !idUsed(c, CatalogueList::Units, to);
        u.id = to;
        if (follow)
            renameReferences(c, CatalogueList::Units, from, to);
        return true;
    }
    if (field == QLatin1String("historicalId")) {
        const QString s = value.toString().trimmed();
        u.historicalId = s.isEmpty() ? std::nullopt : std::optional<QString>(s);
        return true;
    }
    if (field == QLatin1String("profile")) {
        if (u.bases.isEmpty())
            u.bases << BaseGroup{QString(), 1};
        u.bases[0].profile = value.toString().trimmed();
        return true;
    }
    if (field == QLatin1String("count")) {
        QList<BaseGroup> bases = u.bases;
        if (bases.isEmpty())
            bases << BaseGroup{QString(), 1};
        if (!wholeNumber(value, &bases[0].count, error) || !basesReadable(bases, error))
            return false;
        u.bases = bases;
        return true;
    }
    if (field == QLatin1String("bases")) {
        QList<BaseGroup> bases;
        if (!parseBases(value.toString(), &bases, error) || !basesReadable(bases, error))
            return false;
        u.bases = bases;
        return true;
    }
    if (field == QLatin1String("max")) {
        std::optional<int> max;
        if (!optionalNumber(value, &max, error))
            return false;
        if (max && *max < 1) { // the loader refuses it (Unit::io)
            *error = QStringLiteral("max must be at least 1, or none");
            return false;
        }
        u.max = max;
        return true;
    }
    if (field == QLatin1String("traits")) {
        u.traits = words(value);
        return true;
    }
    *error = QStringLiteral("units have no field \"%1\"").arg(field);
    return false;
}

bool setGeneralField(Catalogue &c, int row, const QString &field, const QVariant &value, QString *error)
{
    if (!rowIn(c.generals, row, error))
        return false;
    General &g = c.generals[row];
    if (setName(&g.name, field, value, "namePl", "nameEn") || setName(&g.rules, field, value, "rulesPl", "rulesEn"))
        return true;
    if (field == QLatin1String("id")) {
        const QString from = g.id, to = value.toString().trimmed();
        const bool follow = countId(c.generals, from) == 1 && !idUsed(c, CatalogueList::Generals, to);
        g.id = to;
        if (follow)
            renameReferences(c, CatalogueList::Generals, from, to);
        return true;
    }
    if (field == QLatin1String("roles")) {
        g.roles = words(value);
        return true;
    }
    if (field == QLatin1String("traits")) {
        g.traits = words(value);
        return true;
    }
    if (field == QLatin1String("arm")) {
        const auto arm = enumFromName<Arm>(value.toString().trimmed());
        if (!arm) {
            *error = QStringLiteral("arm is one of %1").arg(enumChoices<Arm>());
            return false;
        }
        g.arm = *arm;
        return true;
    }
    if (field == QLatin1String("command"))
        return wholeNumber(value, &g.command, error);
    *error = QStringLiteral("generals have no field \"%1\"").arg(field);
    return false;
}

template <class T> bool setHistoricalField(Catalogue &c, QList<T> &list, CatalogueList kind, int row,
                                           const QString &field, const QVariant &value, QString *error,
                                           QStringList T::*members, QString T::*leader, const char *membersField,
                                           const char *leaderField)
{
    if (!rowIn(list, row, error))
        return false;
    T &item = list[row];
    if (setName(&item.name, field, value, "namePl", "nameEn"))
        return true;
    if (field == QLatin1String("id")) {
        const QString from = item.id, to = value.toString().trimmed();
        const bool follow = countId(list, from) == 1 && !idUsed(c, kind, to);
        item.id = to;
        if (follow)
            renameReferences(c, kind, from, to);
        return true;
    }
    if (field == QLatin1String(membersField)) {
        item.*members = words(value);
        return true;
    }
    if (field == QLatin1String(leaderField)) {
        item.*leader = value.toString().trimmed();
        return true;
    }
    *error = QStringLiteral("%1 have no field \"%2\"").arg(catalogueListName(kind), field);
    return false;
}

bool setChangelogField(Catalogue &c, int row, const QString &field, const QVariant &value, QString *error)
{
    if (!rowIn(c.changelog, row, error))
        return false;
    ChangelogEntry &e = c.changelog[row];
    if (setName(&e.text, field, value, "textPl", "textEn"))
        return true;
    if (field == QLatin1String("version")) {
        e.version = value.toString().trimmed();
        return true;
    }
    if (field == QLatin1String("date")) {
        const QString s = value.toString().trimmed();
        e.date = s.isEmpty() ? std::nullopt : std::optional<QString>(s);
        return true;
    }
    *error = QStringLiteral("changelog entries have no field \"%1\"").arg(field);
    return false;
}

QString unescapeToken(QString token)
{
    token.replace(QLatin1String("~1"), QLatin1String("/"));
    token.replace(QLatin1String("~0"), QLatin1String("~"));
    return token;
}

Profile newProfile()
{
    Profile p;
    p.name = Text::translated(QStringLiteral("Nowy profil"), QStringLiteral("New profile"));
    p.costClass = QStringLiteral("B");
    p.move = {15, 10};
    p.weapon.name = Text::translated(QStringLiteral("muszkiety"), QStringLiteral("muskets"));
    p.weapon.range = 20;
    p.wb = 2;
    p.so = 2;
    p.wtr = 4;
    p.morale = 4;
    return p;
}

} // namespace

QString catalogueListName(CatalogueList list)
{
    for (const auto &[l, name] : listNames())
        if (l == list)
            return QLatin1String(name);
    return {};
}

std::optional<CatalogueList> catalogueListFromName(const QString &name)
{
    for (const auto &[l, n] : listNames())
        if (name == QLatin1String(n))
            return l;
    return std::nullopt;
}

QStringList catalogueFields(CatalogueList list)
{
    switch (list) {
    case CatalogueList::Profiles:
        return {QStringLiteral("id"),         QStringLiteral("namePl"),   QStringLiteral("nameEn"),
                QStringLiteral("costClass"),  QStringLiteral("kind"),     QStringLiteral("moveLine"),
                QStringLiteral("moveColumn"), QStringLiteral("weaponPl"), QStringLiteral("weaponEn"),
                QStringLiteral("range"),      QStringLiteral("wb"),       QStringLiteral("so"),
                QStringLiteral("wtr"),        QStringLiteral("morale"),   QStringLiteral("rules"),
                QStringLiteral("ammo")};
    case CatalogueList::Units:
        return {QStringLiteral("id"),           QStringLiteral("namePl"),  QStringLiteral("nameEn"),
                QStringLiteral("historicalId"), QStringLiteral("profile"), QStringLiteral("count"),
                QStringLiteral("bases"),        QStringLiteral("max"),     QStringLiteral("traits")};
    case CatalogueList::Generals:
        return {QStringLiteral("id"),     QStringLiteral("namePl"),  QStringLiteral("nameEn"),
                QStringLiteral("roles"),  QStringLiteral("arm"),     QStringLiteral("command"),
                QStringLiteral("traits"), QStringLiteral("rulesPl"), QStringLiteral("rulesEn")};
    case CatalogueList::Divisions:
        return {QStringLiteral("id"), QStringLiteral("namePl"), QStringLiteral("nameEn"), QStringLiteral("units"),
                QStringLiteral("general")};
    case CatalogueList::Corps:
        return {QStringLiteral("id"), QStringLiteral("namePl"), QStringLiteral("nameEn"), QStringLiteral("divisions"),
                QStringLiteral("commander")};
    case CatalogueList::Changelog:
        return {QStringLiteral("version"), QStringLiteral("date"), QStringLiteral("textPl"), QStringLiteral("textEn")};
    }
    return {};
}

int catalogueRowCount(const Catalogue &c, CatalogueList list)
{
    switch (list) {
    case CatalogueList::Profiles: return static_cast<int>(c.profiles.size());
    case CatalogueList::Units: return static_cast<int>(c.units.size());
    case CatalogueList::Generals: return static_cast<int>(c.generals.size());
    case CatalogueList::Divisions: return static_cast<int>(c.divisions.size());
    case CatalogueList::Corps: return static_cast<int>(c.corps.size());
    case CatalogueList::Changelog: return static_cast<int>(c.changelog.size());
    }
    return 0;
}

QVariantMap catalogueRow(const Catalogue &c, CatalogueList list, int row)
{
    if (row < 0 || row >= catalogueRowCount(c, list))
        return {};
    const QString pl = QStringLiteral("pl"), en = QStringLiteral("en");
    auto named = [&](const QString &id, const Text &name) {
        return QVariantMap{{QStringLiteral("id"), id},
                           {QStringLiteral("namePl"), name.get(pl)},
                           {QStringLiteral("nameEn"), name.get(en)}};
    };
    switch (list) {
    case CatalogueList::Profiles: {
        const auto it = std::next(c.profiles.cbegin(), row);
        const Profile &p = *it;
        QVariantMap m = named(it.key(), p.name);
        m.insert({{QStringLiteral("costClass"), p.costClass},
                  {QStringLiteral("kind"), QLatin1String(enumName(p.kind))},
                  {QStringLiteral("moveLine"), p.move.value(0)},
                  {QStringLiteral("moveColumn"), p.move.value(1)},
                  {QStringLiteral("weaponPl"), p.weapon.name.get(pl)},
                  {QStringLiteral("weaponEn"), p.weapon.name.get(en)},
                  {QStringLiteral("range"), p.weapon.range},
                  {QStringLiteral("wb"), p.wb},
                  {QStringLiteral("so"), p.so},
                  {QStringLiteral("wtr"), p.wtr},
                  {QStringLiteral("morale"), p.morale},
                  {QStringLiteral("rules"), joined(p.rules)},
                  {QStringLiteral("ammo"), optionalText(p.ammo)}});
        return m;
    }
    case CatalogueList::Units: {
        const Unit &u = c.units[row];
        QVariantMap m = named(u.id, u.name);
        m.insert({{QStringLiteral("historicalId"), u.historicalId.value_or(QString())},
                  {QStringLiteral("profile"), u.bases.isEmpty() ? QString() : u.bases.first().profile},
                  {QStringLiteral("count"), u.bases.isEmpty() ? 0 : u.bases.first().count},
                  {QStringLiteral("groups"), static_cast<int>(u.bases.size())},
                  {QStringLiteral("bases"), basesText(u.bases)},
                  {QStringLiteral("max"), optionalText(u.max)},
                  {QStringLiteral("traits"), joined(u.traits)}});
        return m;
    }
    case CatalogueList::Generals: {
        const General &g = c.generals[row];
        QVariantMap m = named(g.id, g.name);
        m.insert({{QStringLiteral("roles"), joined(g.roles)},
                  {QStringLiteral("arm"), QLatin1String(enumName(g.arm))},
                  {QStringLiteral("command"), g.command},
                  {QStringLiteral("traits"), joined(g.traits)},
                  {QStringLiteral("rulesPl"), g.rules.get(pl)},
                  {QStringLiteral("rulesEn"), g.rules.get(en)}});
        return m;
    }
    case CatalogueList::Divisions: {
        const HistoricalDivision &d = c.divisions[row];
        QVariantMap m = named(d.id, d.name);
        m.insert({{QStringLiteral("units"), joined(d.units)}, {QStringLiteral("general"), d.general}});
        return m;
    }
    case CatalogueList::Corps: {
        const HistoricalCorps &k = c.corps[row];
        QVariantMap m = named(k.id, k.name);
        m.insert({{QStringLiteral("divisions"), joined(k.divisions)}, {QStringLiteral("commander"), k.commander}});
        return m;
    }
    case CatalogueList::Changelog: {
        const ChangelogEntry &e = c.changelog[row];
        return {{QStringLiteral("version"), e.version},
                {QStringLiteral("date"), e.date.value_or(QString())},
                {QStringLiteral("textPl"), e.text.get(pl)},
                {QStringLiteral("textEn"), e.text.get(en)}};
    }
    }
    return {};
}

bool setCatalogueField(Catalogue &c, CatalogueList list, int row, const QString &field, const QVariant &value,
                       QString *error)
{
    bool ok = false;
    switch (list) {
    case CatalogueList::Profiles: ok = setProfileField(c, row, field, value, error); break;
    case CatalogueList::Units: ok = setUnitField(c, row, field, value, error); break;
    case CatalogueList::Generals: ok = setGeneralField(c, row, field, value, error); break;
    case CatalogueList::Divisions:
        ok = setHistoricalField(c, c.divisions, list, row, field, value, error, &HistoricalDivision::units,
                                &HistoricalDivision::general, "units", "general");
        break;
    case CatalogueList::Corps:
        ok = setHistoricalField(c, c.corps, list, row, field, value, error, &HistoricalCorps::divisions,
                                &HistoricalCorps::commander, "divisions", "commander");
        break;
    case CatalogueList::Changelog: ok = setChangelogField(c, row, field, value, error); break;
    }
    if (ok)
        c.reindex();
    return ok;
}

int addCatalogueRow(Catalogue &c, CatalogueList list)
{
    int row = -1;
    switch (list) {
    case CatalogueList::Profiles: {
        const QString id = freshId(c, list, QStringLiteral("new-profile"));
        c.profiles.insert(id, newProfile());
        row = static_cast<int>(std::distance(c.profiles.begin(), c.profiles.find(id)));
        break;
    }
    case CatalogueList::Units: {
        Unit u;
        u.id = freshId(c, list, QStringLiteral("new-unit"));
        u.name = Text::translated(QStringLiteral("Nowa jednostka"), QStringLiteral("New unit"));
        u.bases << BaseGroup{c.profiles.isEmpty() ? QString() : c.profiles.firstKey(), 4};
        c.units << u;
        row = static_cast<int>(c.units.size() - 1);
        break;
    }
    case CatalogueList::Generals: {
        General g;
        g.id = freshId(c, list, QStringLiteral("new-general"));
        g.name = Text::translated(QStringLiteral("Nowy generał"), QStringLiteral("New general"));
        g.roles << QStringLiteral("division");
        c.generals << g;
        row = static_cast<int>(c.generals.size() - 1);
        break;
    }
    case CatalogueList::Divisions: {
        HistoricalDivision d;
        d.id = freshId(c, list, QStringLiteral("new-division"));
        d.name = Text::translated(QStringLiteral("Nowa dywizja"), QStringLiteral("New division"));
        c.divisions << d;
        row = static_cast<int>(c.divisions.size() - 1);
        break;
    }
    case CatalogueList::Corps: {
        HistoricalCorps k;
        k.id = freshId(c, list, QStringLiteral("new-corps"));
        k.name = Text::translated(QStringLiteral("Nowy korpus"), QStringLiteral("New corps"));
        c.corps << k;
        row = static_cast<int>(c.corps.size() - 1);
        break;
    }
    case CatalogueList::Changelog: {
        ChangelogEntry e;
        e.version = c.catalogueVersion.value_or(QStringLiteral("1.0"));
        c.changelog << e;
        row = static_cast<int>(c.changelog.size() - 1);
        break;
    }
    }
    c.reindex();
    return row;
}

int duplicateCatalogueRow(Catalogue &c, CatalogueList list, int row)
{
    if (row < 0 || row >= catalogueRowCount(c, list))
        return -1;
    auto copyInto = [&](auto &items) {
        auto item = items[row];
        item.id = freshId(c, list, item.id + QStringLiteral("-copy"));
        items.insert(row + 1, item);
        return row + 1;
    };
    int at = -1;
    switch (list) {
    case CatalogueList::Profiles: {
        const auto it = std::next(c.profiles.cbegin(), row);
        const QString id = freshId(c, list, it.key() + QStringLiteral("-copy"));
        c.profiles.insert(id, *it);
        at = static_cast<int>(std::distance(c.profiles.begin(), c.profiles.find(id)));
        break;
    }
    case CatalogueList::Units: at = copyInto(c.units); break;
    case CatalogueList::Generals: at = copyInto(c.generals); break;
    case CatalogueList::Divisions: at = copyInto(c.divisions); break;
    case CatalogueList::Corps: at = copyInto(c.corps); break;
    case CatalogueList::Changelog:
        c.changelog.insert(row + 1, c.changelog[row]);
        at = row + 1;
        break;
    }
    c.reindex();
    return at;
}

bool removeCatalogueRow(Catalogue &c, CatalogueList list, int row)
{
    if (row < 0 || row >= catalogueRowCount(c, list))
        return false;
    switch (list) {
    case CatalogueList::Profiles: c.profiles.erase(std::next(c.profiles.begin(), row)); break;
    case CatalogueList::Units: c.units.removeAt(row); break;
    case CatalogueList::Generals: c.generals.removeAt(row); break;
    case CatalogueList::Divisions: c.divisions.removeAt(row); break;
    case CatalogueList::Corps: c.corps.removeAt(row); break;
    case CatalogueList::Changelog: c.changelog.removeAt(row); break;
    }
    c.reindex();
    return true;
}

std::optional<CatalogueLocation> locateCataloguePointer(const Catalogue &c, const QString &pointer)
{
    const QStringList tokens = pointer.split(QLatin1Char('/'));
    if (tokens.size() < 3 || !tokens[0].isEmpty())
        return std::nullopt;
    const auto list = catalogueListFromName(tokens[1]);
    if (!list)
        return std::nullopt;
    CatalogueLocation at{*list, -1, tokens.value(3)};
    if (*list == CatalogueList::Profiles) {
        const QString id = unescapeToken(tokens[2]);
        const auto it = c.profiles.constFind(id);
        if (it == c.profiles.cend())
            return std::nullopt;
        at.row = static_cast<int>(std::distance(c.profiles.cbegin(), it));
        return at;
    }
    bool ok = false;
    at.row = tokens[2].toInt(&ok);
    if (!ok || at.row < 0 || at.row >= catalogueRowCount(c, *list))
        return std::nullopt;
    return at;
}

std::optional<Catalogue> readCatalogueForEditing(const QJsonObject &document, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(document, catalogueKind(), file, error);
    if (!doc)
        return std::nullopt;
    Catalogue c;
    if (JsonError e; !readDocument(*doc, c, &e)) {
        *error = LoadError{file, e.pointer, true, 0, 0, e.message, e.messagePl};
        return std::nullopt;
    }
    c.reindex();
    return c;
}

} // namespace sztab
