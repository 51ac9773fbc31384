#pragma once
// Edits of a catalogue value field by field (issue 8: the catalogue editor), as rosteredit.h is for rosters: each
// takes the catalogue and changes it or says why it cannot. The editor shows each list (profiles, units, generals,
// historical divisions and corps, the changelog) as rows of named fields; lists of ids are typed as words.
// No Qt object, no undo: the app keeps snapshots.
#include "bw/catalogue.h"

#include <QVariantMap>

namespace sztab {

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

int catalogueRowCount(const Catalogue &catalogue, CatalogueList list);
// Every field of one row by name (numbers as int, optional numbers as "" when absent, lists as text).
QVariantMap catalogueRow(const Catalogue &catalogue, CatalogueList list, int row);

// Sets one field. False and *error (English, one line) when the value cannot be taken: not a whole number, an
// unknown kind or arm, a profile id already used (profiles are keyed by id), a row out of range, a unit's bases or
// max the loader refuses (no bases, a count or max below 1, more than kMaxUnitBases: the file would not open again). Renaming the id of
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
