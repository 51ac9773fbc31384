// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Spreadsheet rows into a catalogue (issue 8): which column holds which field (guessed from the header in Polish or
// English, changeable), a preview giving for every row either the profile, unit or general it reads as or why it
// cannot be read, and an all-or-nothing apply. Pure functions over a parsed CsvTable (csv.h).
#include "bw/catalogue.h"
#include "foundation/csv.h"

#include <QHash>
#include <QSet>

namespace sztab {

struct Ruleset;

enum class ImportTable { Profiles, Units, Generals };

struct ImportField {
    QString key;         // "wb", "name_pl", … (what --map FIELD=COLUMN names)
    QStringList aliases; // header names it is recognised by, Polish and English
    bool required = false;
    Text title; // what people call it: "klasa kosztu" / "cost class" (messages and the app's dialog)
};

// The fields of each table, in the order a template spreadsheet lists them.
const QList<ImportField> &importFields(ImportTable table);
QString importTableName(ImportTable table); // "profiles", "units", "generals"
// A field's name for people in `lang`: its title in Polish ("klasa kosztu"), its key in English ("costClass", what
// --map takes); the key itself for an unknown field.
QString importFieldName(ImportTable table, const QString &key, const QString &lang);

// Field key -> column index (0-based) in the table's header.
using ColumnMapping = QHash<QString, int>;

// The mapping the header suggests: a column whose name (any case, with or without Polish letters, spaces or
// punctuation) is one of a field's aliases.
ColumnMapping defaultMapping(ImportTable table, const QStringList &header);
// "field=column": column is a header name or a 1-based column number. False and *error for an unknown field
// or a column the header does not have, in `lang` ("pl", "en").
bool overrideMapping(ImportTable table, const QStringList &header, const QString &spec, ColumnMapping *mapping,
                     QString *error, const QString &lang = QStringLiteral("en"));
// Required fields no column is mapped to (a name needs one of name, name_pl, name_en). An id is not required:
// rows without one get an id made from their name (importIdFromName).
QStringList missingFields(ImportTable table, const ColumnMapping &mapping);
// The fields mapped to `column`, other than `except` (one column, one field: a second is refused or asked about).
QStringList fieldsOnColumn(const ColumnMapping &mapping, int column, const QString &except = QString());

// A readable id from a name: lower case, Polish letters without their marks, words joined by '-'
// ("Pułk Ułanów nr 1" -> "pulk-ulanow-nr-1"); empty when the name has no letter or digit.
QString importIdFromName(const QString &name);

struct ImportRow {
    int line = 0; // line in the CSV file
    QString id;   // as written, or made from the name (may be empty when that is the problem)
    bool idFromName = false;
    QList<Text> problems; // why it cannot be read, in Polish and English; empty: the row reads
    QList<Text> warnings; // what the catalogue check warns about (the row is imported)
    // Every field of the table (importFields order) as it will be imported: the values the catalogue gets
    // ("B", "cavalry", "3", "skirmishers, square"), empty where the row gives none.
    QStringList values;
    std::optional<Profile> profile;
    std::optional<Unit> unit;
    std::optional<General> general;
    bool ok() const { return problems.isEmpty(); }
    QStringList problemsIn(const QString &lang = QStringLiteral("en")) const;
    QStringList warningsIn(const QString &lang = QStringLiteral("en")) const;
};

struct ImportPreview {
    ImportTable table = ImportTable::Profiles;
    QString file;              // for messages
    QStringList missingFields; // required fields without a column: then every row is bad
    QList<ImportRow> rows;
    int badRows() const;
};

// Reads every row. `base` is the catalogue the rows will go into (ids already there are duplicates); units may
// name its profiles and the readable rows of `profiles`, by id or by name in either language. The ruleset decides
// the cost classes (a class letter, or its cost per base such as "0,5"), the command range and the special rules
// (by id or by name in either language: "tyraliera", "ciężka kawaleria"); it may be null. Traits are matched the
// same way against the traits the program knows. A name nobody knows makes the row bad, with a suggestion. Every
// check `checkCatalogueJson` makes of one profile, unit or general is made of its row: an error makes the row
// bad, a warning is kept with it.
ImportPreview previewProfiles(const CsvTable &table, const ColumnMapping &mapping, const Catalogue &base,
                              const Ruleset *ruleset);
ImportPreview previewUnits(const CsvTable &table, const ColumnMapping &mapping, const Catalogue &base,
                           const ImportPreview *profiles, const Ruleset *ruleset = nullptr);
ImportPreview previewGenerals(const CsvTable &table, const ColumnMapping &mapping, const Catalogue &base,
                              const Ruleset *ruleset);

// "units.csv:7: id demo-x: column wb: "x" is not a whole number; …" — one line per bad row, in `lang` ("pl", "en").
QStringList describeBadRows(const ImportPreview &preview, const QString &lang = QStringLiteral("en"));

// Every row as it will be imported, one line each: "line 3: id piechota-liniowa (from the name) · WB 3 · SO 0 …"
// (fields the row leaves empty are left out), then its warnings; in `lang`.
QStringList describeRows(const ImportPreview &preview, const QString &lang = QStringLiteral("en"));

// Why applyImport would add nothing (a table without a required column, a file without rows, bad rows unless
// `skipBad`, or only bad rows), in Polish and English; nothing when it would go ahead. The app shows it in the
// interface's language.
std::optional<Text> importBlocker(const QList<ImportPreview> &previews, bool skipBad);

// Adds every row of the previews to `base`. All or nothing: with a bad row anywhere (or a table without a required
// column) nothing is added and *error says how many rows could not be read, unless `skipBad`, which leaves the bad
// rows out (and the units that need a left-out profile, which are bad rows themselves). *error is in `lang`.
std::optional<Catalogue> applyImport(Catalogue base, const QList<ImportPreview> &previews, bool skipBad, QString *error,
                                     const QString &lang = QStringLiteral("en"));

} // namespace sztab
