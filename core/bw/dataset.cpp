// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/dataset.h"

#include "foundation/datadir.h"

#include "bw/datastamp.h"
#include "foundation/document.h"
#include "bw/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

namespace sztab {

static QStringList jsonFiles(const QString &dir)
{
    QStringList out;
    const QDir d(dir);
    for (const QString &name : d.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name))
        out << d.filePath(name);
    return out;
}

bool DataSet::load(const QStringList &directories, LoadError *error)
{
    for (const QString &dir : directories) {
        if (!QFileInfo(dir).isDir()) {
            *error = LoadError{dir,
                               {},
                               false,
                               0,
                               0,
                               QStringLiteral("not a data directory"),
                               QStringLiteral("to nie jest katalog danych")};
            return false;
        }
    }
    // One id, one file in a directory: which of two would win is an accident of their names.
    QHash<QString, QString> inThisDir;
    const auto twice = [&](const QString &id, const QString &file) {
        const QString first = inThisDir.value(id);
        if (first.isEmpty()) {
            inThisDir.insert(id, file);
            return false;
        }
        *error =
            LoadError{file,
                      QStringLiteral("/id"),
                      true,
                      0,
                      0,
                      QStringLiteral("id \"%1\" is also the id of %2 in the same folder: rename or remove one of "
                                     "them")
                          .arg(id, first),
                      QStringLiteral("id \u201e%1\u201d ma też %2 w tym samym folderze: zmień nazwę jednego z nich "
                                     "albo go usuń")
                          .arg(id, first)};
        return true;
    };
    // Rulesets first: catalogues are checked against theirs.
    for (const QString &dir : directories) {
        inThisDir.clear();
        for (const QString &file : jsonFiles(dir + QStringLiteral("/rulesets"))) {
            const auto doc = readJsonFile(file, error);
            if (!doc)
                return false;
            auto ruleset = rulesetFromJson(*doc, file, error);
            if (!ruleset)
                return false;
            for (qsizetype i = 0; i < ruleset->checks.size(); ++i)
                if (!isKnownCheck(ruleset->checks[i])) {
                    *error = LoadError{file,
                                       QStringLiteral("/checks/%1").arg(i),
                                       true,
                                       0,
                                       0,
                                       QStringLiteral("unknown check \"%1\"").arg(ruleset->checks[i]),
                                       QStringLiteral("nieznane sprawdzenie \u201e%1\u201d").arg(ruleset->checks[i])};
                    return false;
                }
            if (twice(ruleset->id, file))
                return false;
            if (m_rulesets.contains(ruleset->id)) {
                m_replacements
                    << QStringLiteral("%1: %2 replaced by %3").arg(ruleset->id, m_files.value(ruleset->id), file);
                m_shadowed.insert(ruleset->id, m_files.value(ruleset->id));
            }
            insert(std::move(*ruleset), file);
        }
    }
    for (const QString &dir : directories) {
        inThisDir.clear();
        for (const QString &file : jsonFiles(dir + QStringLiteral("/catalogues"))) {
            const auto doc = readJsonFile(file, error);
            if (!doc)
                return false;
            const QJsonValue rulesetValue = doc->value(QStringLiteral("ruleset"));
            if (doc->contains(QStringLiteral("ruleset")) && !rulesetValue.isString()) {
                // A number or a list is not an id: say what is there, not `unknown ruleset ""`.
                const QString there = QString::fromUtf8(
                    QJsonDocument(QJsonArray{rulesetValue}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
                *error = LoadError{file, QStringLiteral("/ruleset"), true, 0, 0,
                                   QStringLiteral("the ruleset's id must be text, not %1").arg(there),
                                   QStringLiteral("identyfikator zasad musi być tekstem, nie %1").arg(there)};
                return false;
            }
            const QString rulesetId = rulesetValue.toString();
            const Ruleset *rs = ruleset(rulesetId);
            if (!rs && doc->contains(QStringLiteral("ruleset"))) {
                *error = LoadError{file,
                                   QStringLiteral("/ruleset"),
                                   true,
                                   0,
                                   0,
                                   QStringLiteral("unknown ruleset \"%1\"").arg(rulesetId),
                                   QStringLiteral("nieznane zasady \u201e%1\u201d").arg(rulesetId)};
                return false;
            }
            auto catalogue = catalogueFromJson(*doc, file, rs, error);
            if (!catalogue)
                return false;
            if (twice(catalogue->id, file))
                return false;
            if (m_catalogues.contains(catalogue->id)) {
                m_replacements
                    << QStringLiteral("%1: %2 replaced by %3").arg(catalogue->id, m_files.value(catalogue->id), file);
                m_shadowed.insert(catalogue->id, m_files.value(catalogue->id));
            }
            insert(std::move(*catalogue), file);
        }
    }
    return true;
}

void DataSet::insert(Ruleset ruleset, const QString &file)
{
    const QString id = ruleset.id;
    m_files.insert(id, file);
    m_hashes.remove(id);
    m_hashOfCatalogue.insert(id, false);
    m_rulesets.insert(id, std::make_shared<const Ruleset>(std::move(ruleset)));
}

void DataSet::insert(Catalogue catalogue, const QString &file)
{
    catalogue.reindex();
    const QString id = catalogue.id;
    const QString previous = m_files.value(id);
    if (!previous.isEmpty() && !file.isEmpty() && previous != file && !m_shadowed.contains(id))
        m_shadowed.insert(id, previous); // a copy saved by the app over a bundled one
    m_files.insert(id, file);
    m_hashes.remove(id);
    m_hashOfCatalogue.insert(id, true);
    m_catalogues.insert(id, std::make_shared<const Catalogue>(std::move(catalogue)));
}

QString DataSet::contentHash(const QString &id) const
{
    if (const auto it = m_hashes.constFind(id); it != m_hashes.cend())
        return *it;
    const auto kind = m_hashOfCatalogue.constFind(id);
    if (kind == m_hashOfCatalogue.cend())
        return QString();
    const QString hash =
        *kind ? sztab::contentHash(catalogueToJson(*catalogue(id))) : sztab::contentHash(rulesetToJson(*ruleset(id)));
    m_hashes.insert(id, hash);
    return hash;
}

const Ruleset *DataSet::ruleset(const QString &id) const
{
    const auto it = m_rulesets.constFind(id);
    return it == m_rulesets.cend() ? nullptr : it->get();
}

const Catalogue *DataSet::catalogue(const QString &id) const
{
    const auto it = m_catalogues.constFind(id);
    return it == m_catalogues.cend() ? nullptr : it->get();
}

QStringList DataSet::rulesetIds() const
{
    QStringList ids = m_rulesets.keys();
    ids.sort();
    // The main game first: what a new roster, plan or catalogue gets when nobody chose (b19 sorts before bwn-4.0).
    if (ids.removeOne(kDefaultRulesetId))
        ids.prepend(kDefaultRulesetId);
    return ids;
}

QStringList DataSet::catalogueIds() const
{
    QStringList ids = m_catalogues.keys();
    ids.sort();
    return ids;
}

bool DataSet::restoreShadowed(const QString &id, LoadError *error)
{
    const QString file = m_shadowed.value(id);
    if (file.isEmpty())
        return true;
    const auto doc = readJsonFile(file, error);
    auto catalogue = doc
        ? catalogueFromJson(*doc, file, ruleset(doc->value(QStringLiteral("ruleset")).toString()), error)
        : std::nullopt;
    if (!catalogue)
        return false;
    m_shadowed.remove(id);
    m_files.remove(id);
    insert(std::move(*catalogue), file);
    return true;
}

QString DataSet::shadowNote(const QStringList &ids, const QString &lang) const
{
    QStringList notes;
    for (const QString &id : ids)
        if (m_shadowed.contains(id))
            notes << pick(lang, QStringLiteral("katalog \u201e%1\u201d jest czytany z %2, który zastępuje %3"),
                          QStringLiteral("catalogue \"%1\" is read from %2, which replaces %3"))
                         .arg(id, m_files.value(id), m_shadowed.value(id));
    return notes.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(notes.join(QStringLiteral("; ")));
}

QString DataSet::userDataDir()
{
    if (qEnvironmentVariableIsSet("SZTAB_USER_DATA_DIR"))
        return qEnvironmentVariable("SZTAB_USER_DATA_DIR");
    // The app's AppDataLocation (organisation "Sztab", application "sztab"), whatever this program is called.
    const QString organisation = QCoreApplication::organizationName(),
                  application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("Sztab"));
    QCoreApplication::setApplicationName(QStringLiteral("sztab"));
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCoreApplication::setOrganizationName(organisation);
    QCoreApplication::setApplicationName(application);
    return dir.isEmpty() ? QString() : dir + QStringLiteral("/data");
}

QString DataSet::bundledDataDir() { return sztab::bundledDataDir(); }

} // namespace sztab
