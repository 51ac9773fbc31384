#pragma once
// The rulesets and catalogues the program knows: the bundled data directory and any added with --data (or, later,
// the user's data directory). A directory holds rulesets/*.json and catalogues/*.json; files found later replace
// earlier ones with the same id, so a club's official catalogue can stand in for a bundled demo one.
#include "catalogue.h"
#include "ruleset.h"

#include <QHash>
#include <memory>

namespace sztab {

class DataSet {
public:
    // Loads every directory in order; stops at the first unusable file and reports it.
    bool load(const QStringList &directories, LoadError *error);

    const Ruleset *ruleset(const QString &id) const;
    const Catalogue *catalogue(const QString &id) const;
    QStringList rulesetIds() const;
    QStringList catalogueIds() const;
    QString sourceFile(const QString &id) const { return m_files.value(id); }
    // SHA-256 of a ruleset's or catalogue's content (compact JSON), worked out the first time it is asked for:
    // a command needs the hashes of its roster's data only, not of every file it loaded.
    QString contentHash(const QString &id) const;
    // "id: file replaced by file", for a --verbose listing.
    const QStringList &replacements() const { return m_replacements; }

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
};

} // namespace sztab
