// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rulesets and catalogues the program knows: the bundled data directory, the user's data directory (where the
// app's catalogue editor saves) and any added with --data. A directory holds rulesets/*.json and catalogues/*.json;
// files found in a later directory replace earlier ones with the same id, so a club's official catalogue can stand
// in for a bundled demo one (each replacement is remembered, so messages can name both files); two files with one
// id in the same directory are an error naming both.
#include "bw/catalogue.h"
#include "bw/ruleset.h"

#include <QHash>
#include <memory>

namespace sztab {

// The main game's ruleset (BW-N errata 4.0): the one chosen when nobody names another.
inline const QString kDefaultRulesetId = QStringLiteral("bwn-4.0");

class DataSet {
public:
    // Loads every directory in order; stops at the first unusable file and reports it.
    bool load(const QStringList &directories, LoadError *error);

    const Ruleset *ruleset(const QString &id) const;
    const Catalogue *catalogue(const QString &id) const;
    // Sorted, with the default ruleset (kDefaultRulesetId) first when it is loaded.
    QStringList rulesetIds() const;
    QStringList catalogueIds() const;
    QString sourceFile(const QString &id) const { return m_files.value(id); }
    // SHA-256 of a ruleset's or catalogue's content (compact JSON), worked out the first time it is asked for:
    // a command needs the hashes of its roster's data only, not of every file it loaded.
    QString contentHash(const QString &id) const;
    // "id: file replaced by file", for a --verbose listing.
    const QStringList &replacements() const { return m_replacements; }
    // The file a catalogue's or ruleset's file replaced (the bundled demo a user's copy shadows); empty when none.
    QString shadowedFile(const QString &id) const { return m_shadowed.value(id); }
    // " (catalogue "x" is read from FILE, which replaces FILE)" for each of `ids` that replaced another file, for
    // messages about something missing from it, in lang ("en", "pl"); empty when none did.
    QString shadowNote(const QStringList &ids, const QString &lang) const;
    // The user's copy of `id` is gone: the file it shadowed takes its place again. False and *error when that file
    // cannot be read; true (nothing to do) when nothing was shadowed.
    bool restoreShadowed(const QString &id, LoadError *error);

    // The user's data folder, the one the app saves catalogues into (<AppDataLocation of Sztab/sztab>/data, on Linux
    // ~/.local/share/Sztab/sztab/data), or $SZTAB_USER_DATA_DIR when set (empty: none). Found the same way from
    // the command line and the app, so what the app saves `bwn` reads.
    static QString userDataDir();

    // The data shipped with the program: $SZTAB_DATA_DIR, else ../share/sztab/data beside the executable
    // (installed), else the source tree's data/ (build tree).
    static QString bundledDataDir();

    // Adds (or replaces) one made in memory: a catalogue being edited, or generated data for tests and benchmarks.
    void insert(Ruleset ruleset, const QString &file = QString());
    void insert(Catalogue catalogue, const QString &file = QString());

private:
    QHash<QString, std::shared_ptr<const Ruleset>> m_rulesets;
    QHash<QString, std::shared_ptr<const Catalogue>> m_catalogues;
    QHash<QString, QString> m_files;
    QHash<QString, bool> m_hashOfCatalogue;   // an id's hash is of the document added last with it: a catalogue?
    mutable QHash<QString, QString> m_hashes; // filled by contentHash(); insert() forgets the old one
    QStringList m_replacements;
    QHash<QString, QString> m_shadowed; // id -> the file its current file replaced
};

} // namespace sztab
