// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Edits of a catalogue value field by field (issue 8: the catalogue editor), as rosteredit.h is for rosters: each
// takes the catalogue and changes it or says why it cannot. The editor shows each list (profiles, units, generals,
// historical divisions and corps, the changelog) as rows of named fields; lists of ids are typed as words.
// No Qt object, no undo: the app keeps snapshots.
#include "bw/catalogue.h"
#include "foundation/text.h"

#include <QVariantMap>

namespace sztab {

struct Ruleset;

enum class CatalogueList { Profiles, Units, Generals, Divisions, Corps, Changelog };

// "profiles", "units", "generals", "divisions", "corps", "changelog" (the names in the catalogue's JSON).
QString catalogueListName(CatalogueList list);
std::optional<CatalogueList> catalogueListFromName(const QString &name);

// The fields of a row, in the order an editor shows them:
//  profiles: id namePl nameEn costClass kind moveLine moveColumn weaponPl weaponEn range wb so wtr morale rules ammo
//  units: id namePl nameEn historicalId profile count bases max traits
//  generals: id namePl nameEn roles arm command traits rulesPl rulesEn
//  divisions: id namePl nameEn units general;  corps: id namePl nameEn divisions commander
//  changelog: version date textPl textEn
// Lists (rules, traits, roles, units, divisions) read and write as words separated by spaces or commas; `bases` as
// "profile:count, profile:count"; `profile`/`count` are its first group; an empty max or ammo is "none".
QStringList catalogueFields(CatalogueList list);

// How an editor shows one field of a list (issue 18): the key, the header in both languages, the kind of cell, the
// range a number may take and the choices of a choice cell, so an editor builds its columns from the core.
enum class CatalogueCellKind { Text, Number, Choice };
struct CatalogueColumn {
    QString field; // a name of catalogueFields
    Text title;    // the column's header
    Text tip;      // what the header stands for, or the words a list takes; empty: none
    CatalogueCellKind kind = CatalogueCellKind::Text;
    std::optional<int> min; // a number's range, as the catalogue schema gives it
    std::optional<int> max;
    QStringList choices; // a choice cell's values
    int width = 100;     // the editor's width of the column in pixels (a layout hint)
    friend bool operator==(const CatalogueColumn &, const CatalogueColumn &) = default;
};
// The columns of a list, one per field of catalogueFields, in the order an editor shows them. The choices that
// depend on the data come from it: a profile's cost class from the ruleset (none without one), a unit's profile from
// the catalogue's profiles.
QList<CatalogueColumn> catalogueColumns(CatalogueList list, const Catalogue &catalogue, const Ruleset *ruleset);
// "text", "number", "choice".
const char *catalogueCellKindName(CatalogueCellKind kind);

int catalogueRowCount(const Catalogue &catalogue, CatalogueList list);
// Every field of one row by name (numbers as int, optional numbers as "" when absent, lists as text).
QVariantMap catalogueRow(const Catalogue &catalogue, CatalogueList list, int row);

// Sets one field. False and *error (English, one line) when the value cannot be taken: not a whole number, an
// unknown kind or arm, a profile id already used (profiles are keyed by id), a row out of range. Renaming the id of
// a profile, unit, general or historical division renames what refers to it, when the new id is still free.
bool setCatalogueField(Catalogue &catalogue, CatalogueList list, int row, const QString &field, const QVariant &value,
                       QString *error);
// A new row at the end with a fresh id ("new-unit-2"…) and values that pass the checks where they can. Its row.
int addCatalogueRow(Catalogue &catalogue, CatalogueList list);
// A copy after `row` with a fresh id ("<id>-copy"); -1 when row is out of range. Its row.
int duplicateCatalogueRow(Catalogue &catalogue, CatalogueList list, int row);
bool removeCatalogueRow(Catalogue &catalogue, CatalogueList list, int row);

// Where a JSON pointer of a catalogue issue lands: the list and row ("/units/3/bases/0" -> units, 3;
// "/profiles/fr-line/wb" -> profiles, the row of fr-line). nullopt for the catalogue's header (id, ruleset…).
struct CatalogueLocation {
    CatalogueList list;
    int row = -1;
    QString field; // the first token after the row ("wb", "bases"…), "" when none
};
std::optional<CatalogueLocation> locateCataloguePointer(const Catalogue &catalogue, const QString &pointer);

// A catalogue document read for editing: the format and version checked (and upgraded) and every value read, but
// none of the loader's cross-checks (duplicate ids, unknown profiles…): an editor opens such a file to fix it, and
// checkCatalogue lists what is wrong. nullopt and *error (file and JSON pointer) when it cannot be read at all.
std::optional<Catalogue> readCatalogueForEditing(const QJsonObject &document, const QString &file, LoadError *error);

} // namespace sztab
