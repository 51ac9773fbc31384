// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue editor's columns (catalogueedit.h): headers in both languages, the kind of each cell, its range
// from the catalogue schema and its choices from the enums, the ruleset and the catalogue; the editor's QML only
// lays them out.
#include "bw/catalogueedit.h"

#include "bw/cataloguecheck.h"
#include "foundation/jsonio.h"
#include "bw/ruleset.h"

#include <QJsonArray>

namespace sztab {

namespace {

// The catalogue schema's description of a value, by the path of keys that leads to it ("" when the schema lacks it).
QJsonObject schemaAt(std::initializer_list<const char *> path)
{
    QJsonValue v = bundledCatalogueSchema().value(QStringLiteral("$defs"));
    for (const char *key : path) {
        const QString k = QString::fromLatin1(key);
        v = v.isArray() ? v.toArray().at(k.toInt()) : v.toObject().value(k);
    }
    return v.toObject();
}

CatalogueColumn text(const char *field, const char *pl, const char *en, int width)
{
    return {QString::fromLatin1(field),
            Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en)),
            Text(),
            CatalogueCellKind::Text,
            std::nullopt,
            std::nullopt,
            {},
            width};
}

CatalogueColumn withTip(CatalogueColumn c, const Text &tip)
{
    c.tip = tip;
    return c;
}

CatalogueColumn withTip(CatalogueColumn c, const char *pl, const char *en)
{
    return withTip(std::move(c), Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en)));
}

// A number column with the range its schema gives ("minimum", "maximum").
CatalogueColumn number(const char *field, const Text &title, int width, std::initializer_list<const char *> schemaPath)
{
    CatalogueColumn c{
        QString::fromLatin1(field), title, Text(), CatalogueCellKind::Number, std::nullopt, std::nullopt, {}, width};
    const QJsonObject s = schemaAt(schemaPath);
    if (s.contains(QStringLiteral("minimum")))
        c.min = s.value(QStringLiteral("minimum")).toInt();
    if (s.contains(QStringLiteral("maximum")))
        c.max = s.value(QStringLiteral("maximum")).toInt();
    return c;
}

CatalogueColumn number(const char *field, const char *pl, const char *en, int width,
                       std::initializer_list<const char *> schemaPath)
{
    return number(field, Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en)), width, schemaPath);
}

CatalogueColumn choice(const char *field, const char *pl, const char *en, int width, QStringList choices)
{
    return {QString::fromLatin1(field),
            Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en)),
            Text(),
            CatalogueCellKind::Choice,
            std::nullopt,
            std::nullopt,
            std::move(choices),
            width};
}

template <class E> QStringList enumNames()
{
    QStringList out;
    for (const auto &[v, n] : EnumNames<E>::names)
        out << QLatin1String(n);
    return out;
}

// The words a list field takes, as its schema names them ("commander-in-chief, corps, division").
QString schemaChoices(std::initializer_list<const char *> path)
{
    QStringList out;
    for (const QJsonValue &v : schemaAt(path).value(QStringLiteral("enum")).toArray())
        out << v.toString();
    return out.join(QStringLiteral(", "));
}

// The same name columns open every list.
QList<CatalogueColumn> named(int idWidth, int plWidth, int enWidth)
{
    return {text("id", "Identyfikator", "Id", idWidth), text("namePl", "Nazwa (pl)", "Name (pl)", plWidth),
            text("nameEn", "Nazwa (en)", "Name (en)", enWidth)};
}

} // namespace

const char *catalogueCellKindName(CatalogueCellKind kind)
{
    switch (kind) {
    case CatalogueCellKind::Text: return "text";
    case CatalogueCellKind::Number: return "number";
    case CatalogueCellKind::Choice: return "choice";
    }
    return "text";
}

QList<CatalogueColumn> catalogueColumns(CatalogueList list, const Catalogue &catalogue, const Ruleset *ruleset)
{
    switch (list) {
    case CatalogueList::Profiles:
        return named(130, 140, 120)
            << choice("costClass", "Klasa", "Class", 64,
                      ruleset ? QStringList(ruleset->costClasses.keys()) : QStringList())
            << choice("kind", "Rodzaj", "Kind", 104, enumNames<UnitKind>())
            << withTip(number("moveLine", "Linia", "Line", 44, {"profile", "properties", "move", "prefixItems", "0"}),
                       "Ruch w linii (cm)", "Move in line (cm)")
            << withTip(number("moveColumn", "Kol.", "Col.", 44, {"profile", "properties", "move", "prefixItems", "1"}),
                       "Ruch w kolumnie (cm)", "Move in column (cm)")
            << text("weaponPl", "Broń (pl)", "Weapon (pl)", 100) << text("weaponEn", "Broń (en)", "Weapon (en)", 90)
            << number("range", "Zasięg", "Range", 48, {"profile", "properties", "weapon", "properties", "range"})
            << number("wb", Text(QStringLiteral("WB")), 40, {"profile", "properties", "wb"})
            << number("so", Text(QStringLiteral("SO")), 40, {"profile", "properties", "so"})
            << number("wtr", Text(QStringLiteral("WTR")), 44, {"profile", "properties", "wtr"})
            << withTip(number("morale", "Mor.", "Mor.", 44, {"profile", "properties", "morale"}), "Morale", "Morale")
            << number("ammo", "Amunicja", "Ammo", 48, {"profile", "properties", "ammo"})
            << text("rules", "Zasady specjalne", "Special rules", 120);
    case CatalogueList::Units:
        return named(200, 200, 170) << choice("profile", "Profil", "Profile", 150, catalogue.profiles.keys())
                                    << number("count", "Podstawki", "Bases", 50,
                                              {"unit", "properties", "bases", "items", "properties", "count"})
                                    << text("bases", "Wszystkie podstawki (profil:liczba)", "All bases (profile:count)",
                                            170)
                                    << number("max", "Maks.", "Max", 44, {"unit", "properties", "max"})
                                    << text("historicalId", "Identyfikator historyczny", "Historical id", 110)
                                    << withTip(text("traits", "Cechy", "Traits", 130),
                                               Text(knownUnitTraits().join(QStringLiteral(", "))));
    case CatalogueList::Generals: {
        CatalogueColumn command = number("command", "Dow.", "Cmd.", 44, {"general", "properties", "command"});
        const QString from = command.min ? QString::number(*command.min) : QString();
        const QString to = command.max ? QString::number(*command.max) : QString();
        command.tip = Text::translated(QStringLiteral("Wartość dowodzenia, od %1 do %2 (BWN 6.2)").arg(from, to),
                                       QStringLiteral("Command value, %1..%2 (BWN 6.2)").arg(from, to));
        return named(170, 170, 120) << withTip(text("roles", "Funkcje", "Roles", 170),
                                               Text(schemaChoices({"general", "properties", "roles", "items"})))
                                    << choice("arm", "Pula", "Pool", 100, enumNames<Arm>()) << command
                                    << withTip(text("traits", "Cechy", "Traits", 90),
                                               Text(knownGeneralTraits().join(QStringLiteral(", "))))
                                    << text("rulesPl", "Zasady (pl)", "Rules (pl)", 170)
                                    << text("rulesEn", "Zasady (en)", "Rules (en)", 150);
    }
    case CatalogueList::Divisions:
        return named(190, 210, 190) << text("general", "Generał", "General", 190)
                                    << text("units", "Jednostki (identyfikatory)", "Units (ids)", 380);
    case CatalogueList::Corps:
        return named(190, 210, 190) << text("commander", "Dowódca", "Commander", 190)
                                    << text("divisions", "Dywizje (identyfikatory)", "Divisions (ids)", 380);
    case CatalogueList::Changelog:
        return {text("version", "Wydanie", "Edition", 80), text("date", "Data (RRRR-MM-DD)", "Date (YYYY-MM-DD)", 140),
                text("textPl", "Co się zmieniło (po polsku)", "What changed (Polish)", 420),
                text("textEn", "Co się zmieniło (po angielsku)", "What changed (English)", 420)};
    }
    return {};
}

} // namespace sztab
