// SPDX-License-Identifier: GPL-3.0-or-later
// Every data file shipped with the program (data/rulesets/*.json, data/catalogues/*.json, data/rosters/*.bwroster),
// found by listing the directories so that a new file is covered without touching this test:
//   - it conforms to its JSON Schema in data/schema/ (picked by the file's "format");
//   - the core reader loads it (a catalogue against its ruleset, a roster bound to the bundled data);
//   - it round-trips: the writer gives back exactly the file's JSON, and reading that gives the same value;
//   - the demo rosters are valid 32+8 armies (B19's: clean armies of corps under agreed limits), the demo catalogues
//     hold what the contract's examples and the program's demonstrations need, and they pair up as the opposing
//     armies of one campaign.
// Every data-driven row is named by the file, so a failure says which file.
#include "bw/catalogue.h"
#include "bw/dataset.h"
#include "foundation/document.h"
#include "foundation/jsonschema.h"
#include "bw/roster.h"
#include "bw/rosterfile.h"
#include "bw/ruleset.h"
#include "bw/validation.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace sztab;

namespace {

const char *const kDataDir = SZTAB_SOURCE_DATA_DIR;

// The unit traits the contract names (CONTRACT: Catalogue).
const QStringList &contractTraits()
{
    static const QStringList traits{QStringLiteral("militia"),        QStringLiteral("veteran"),
                                    QStringLiteral("may-gain-elite"), QStringLiteral("light-infantry"),
                                    QStringLiteral("light-cavalry"),  QStringLiteral("irregular-cavalry"),
                                    QStringLiteral("guard"),          QStringLiteral("regimental-artillery")};
    return traits;
}

QString dataDir() { return QDir::cleanPath(QString::fromUtf8(kDataDir)); }

// Absolute paths of the files in data/SUBDIR matching `pattern`, sorted by name.
QStringList listFiles(const QString &subdir, const QString &pattern)
{
    const QDir dir(dataDir() + QLatin1Char('/') + subdir);
    QStringList out;
    for (const QString &name : dir.entryList({pattern}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

QStringList rulesetFiles() { return listFiles(QStringLiteral("rulesets"), QStringLiteral("*.json")); }
QStringList catalogueFiles() { return listFiles(QStringLiteral("catalogues"), QStringLiteral("*.json")); }
QStringList rosterFiles() { return listFiles(QStringLiteral("rosters"), QStringLiteral("*.bwroster")); }

// "catalogues/demo-france-1813.json": the row name, short and unique.
QString relativeName(const QString &path) { return QDir(dataDir()).relativeFilePath(path); }

bool isDemo(const QString &path) { return QFileInfo(path).fileName().startsWith(QLatin1String("demo-")); }

// The directory a file of each format belongs in, and its schema.
QString directoryFor(const QString &format)
{
    if (format == QLatin1String("bw-ruleset"))
        return QStringLiteral("rulesets");
    if (format == QLatin1String("bw-catalogue"))
        return QStringLiteral("catalogues");
    if (format == QLatin1String("bw-roster"))
        return QStringLiteral("rosters");
    return QString();
}

QString schemaFileFor(const QString &format)
{
    if (format == QLatin1String("bw-ruleset"))
        return QStringLiteral("ruleset.schema.json");
    if (format == QLatin1String("bw-catalogue"))
        return QStringLiteral("catalogue.schema.json");
    if (format == QLatin1String("bw-roster"))
        return QStringLiteral("roster.schema.json");
    return QString();
}

// Reads and parses one file the way the program does (size limit, syntax error with line:column).
std::optional<QJsonObject> readObject(const QString &path, QString *error)
{
    LoadError e;
    const auto bytes = readFileBytes(path, &e);
    if (!bytes) {
        *error = e.toLine();
        return std::nullopt;
    }
    auto doc = parseJsonObject(*bytes, path, &e);
    if (!doc) {
        *error = e.toLine();
        return std::nullopt;
    }
    return doc;
}

QString pointerChild(const QString &pointer, const QString &key)
{
    return pointer + QLatin1Char('/') + escapePointerToken(key);
}

QString compact(const QJsonValue &v)
{
    QString s;
    if (v.isObject())
        s = QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    else if (v.isArray())
        s = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    else if (v.isUndefined())
        s = QStringLiteral("(absent)");
    else {
        s = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
        s = s.mid(1, s.size() - 2);
    }
    return s.size() > 80 ? s.left(80) + QStringLiteral("…") : s;
}

// Where `written` differs from `file`, as "POINTER: file X, written Y" lines (at most `limit`).
void jsonDiff(const QJsonValue &file, const QJsonValue &written, const QString &pointer, QStringList *out,
              int limit = 30)
{
    if (out->size() >= limit || file == written)
        return;
    if (file.isObject() && written.isObject()) {
        const QJsonObject a = file.toObject(), b = written.toObject();
        QStringList keys = a.keys();
        for (const QString &k : b.keys())
            if (!a.contains(k))
                keys << k;
        for (const QString &k : std::as_const(keys))
            jsonDiff(a.value(k), b.value(k), pointerChild(pointer, k), out, limit);
        return;
    }
    if (file.isArray() && written.isArray() && file.toArray().size() == written.toArray().size()) {
        const QJsonArray a = file.toArray(), b = written.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            jsonDiff(a.at(i), b.at(i), pointer + QLatin1Char('/') + QString::number(i), out, limit);
        return;
    }
    *out << QStringLiteral("%1: file has %2, writer gives %3")
                .arg(pointer.isEmpty() ? QStringLiteral("(root)") : pointer, compact(file), compact(written));
}

QString lines(const QStringList &list) { return QStringLiteral("\n    ") + list.join(QStringLiteral("\n    ")); }

} // namespace

class TstBundledData : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void everyKindOfFileIsPresent();
    void conformsToSchema_data();
    void conformsToSchema();
    void loadsWithTheCoreReader_data();
    void loadsWithTheCoreReader();
    void roundTripsExactly_data();
    void roundTripsExactly();
    void demoRosterIsValid32plus8_data();
    void demoRosterIsValid32plus8();
    void demoCatalogueCoversTheContract_data();
    void demoCatalogueCoversTheContract();
    void demoCataloguesPairUpAsOpponents_data();
    void demoCataloguesPairUpAsOpponents();
    void bwn13_2_guardArtilleryOfAllKindsIsClassE();
    void b19_demoRosterIsValidWithAgreedLimits_data();
    void b19_demoRosterIsValidWithAgreedLimits();
    void b19_demoCatalogueShowsTheSpecialRules_data();
    void b19_demoCatalogueShowsTheSpecialRules();

private:
    static void addRows(const QStringList &paths);
    const Ruleset *rulesetFor(const QJsonObject &doc) const;
    // The demo files of `paths` whose ruleset has (or has not) a points system: BW-N's 32+8 checks are for the first,
    // B19's agreed battles for the second.
    QStringList demoFiles(const QStringList &paths, bool withPoints) const;

    QHash<QString, Ruleset> m_rulesets; // read from data/rulesets by the core reader, by id
    DataSet m_data;                     // the bundled data as the program loads it
    QString m_dataError;                // why m_data could not be loaded ("" when it could)
};

void TstBundledData::initTestCase()
{
    QVERIFY2(QFileInfo(dataDir()).isDir(), qPrintable(QStringLiteral("no data directory at ") + dataDir()));
    for (const QString &path : rulesetFiles()) {
        QString error;
        const auto doc = readObject(path, &error);
        if (!doc)
            continue; // reported by the rows of this file
        LoadError e;
        if (auto r = rulesetFromJson(*doc, path, &e))
            m_rulesets.insert(r->id, *r);
    }
    LoadError e;
    if (!m_data.load({dataDir()}, &e))
        m_dataError = e.toLine();
}

void TstBundledData::addRows(const QStringList &paths)
{
    QTest::addColumn<QString>("path");
    for (const QString &path : paths)
        QTest::newRow(qPrintable(relativeName(path))) << path;
}

const Ruleset *TstBundledData::rulesetFor(const QJsonObject &doc) const
{
    const auto it = m_rulesets.constFind(doc.value(QStringLiteral("ruleset")).toString());
    return it == m_rulesets.cend() ? nullptr : &*it;
}

QStringList TstBundledData::demoFiles(const QStringList &paths, bool withPoints) const
{
    QStringList out;
    for (const QString &path : paths) {
        QString error;
        const auto doc = readObject(path, &error);
        const Ruleset *rs = doc ? rulesetFor(*doc) : nullptr;
        if (isDemo(path) && (!rs || rs->hasPoints() == withPoints))
            out << path;
    }
    return out;
}

// So the data-driven tests cannot pass for want of files.
void TstBundledData::everyKindOfFileIsPresent()
{
    const QStringList catalogues = catalogueFiles();
    const QStringList rosters = rosterFiles();
    QVERIFY2(rulesetFiles().size() >= 1, "no data/rulesets/*.json");
    QVERIFY2(catalogues.size() >= 2,
             qPrintable(QStringLiteral("%1 data/catalogues/*.json, expected at least 2").arg(catalogues.size())));
    QVERIFY2(rosters.size() >= 2,
             qPrintable(QStringLiteral("%1 data/rosters/*.bwroster, expected at least 2").arg(rosters.size())));
    const auto demos = [](const QStringList &l) { return std::count_if(l.begin(), l.end(), isDemo); };
    QVERIFY2(demos(catalogues) >= 2, "fewer than 2 demo catalogues (data/catalogues/demo-*.json)");
    QVERIFY2(demos(rosters) >= 2, "fewer than 2 demo rosters (data/rosters/demo-*.bwroster)");
}

// (a) The schema of the file's format accepts it; every violation is listed with its JSON pointer.
void TstBundledData::conformsToSchema_data() { addRows(rulesetFiles() + catalogueFiles() + rosterFiles()); }

void TstBundledData::conformsToSchema()
{
    QFETCH(QString, path);
    QString error;
    const auto doc = readObject(path, &error);
    QVERIFY2(doc, qPrintable(error));

    const QString format = documentFormat(*doc);
    const QString schemaName = schemaFileFor(format);
    QVERIFY2(!schemaName.isEmpty(), qPrintable(QStringLiteral("%1: unknown \"format\": \"%2\"").arg(path, format)));
    const QString expectedDir = directoryFor(format);
    QVERIFY2(QFileInfo(path).absoluteDir().dirName() == expectedDir,
             qPrintable(QStringLiteral("%1: a %2 file belongs in data/%3/").arg(path, format, expectedDir)));

    const QString schemaPath = dataDir() + QStringLiteral("/schema/") + schemaName;
    const auto schema = readObject(schemaPath, &error);
    QVERIFY2(schema, qPrintable(error));

    QStringList found;
    for (const SchemaViolation &v : validateJsonSchema(*doc, *schema))
        found << QStringLiteral("%1: %2").arg(v.pointer.isEmpty() ? QStringLiteral("(root)") : v.pointer, v.message);
    if (!found.isEmpty())
        QFAIL(qPrintable(QStringLiteral("%1 breaks %2 (%3 violations):%4")
                             .arg(relativeName(path), schemaName)
                             .arg(found.size())
                             .arg(lines(found))));
}

// (b) The core reader loads it: rulesets alone, catalogues against their ruleset, rosters bound to the bundled data.
void TstBundledData::loadsWithTheCoreReader_data() { addRows(rulesetFiles() + catalogueFiles() + rosterFiles()); }

void TstBundledData::loadsWithTheCoreReader()
{
    QFETCH(QString, path);
    QString error;
    const auto doc = readObject(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const QString format = documentFormat(*doc);
    LoadError e;
    if (format == QLatin1String("bw-ruleset")) {
        const auto r = rulesetFromJson(*doc, path, &e);
        QVERIFY2(r, qPrintable(e.toLine()));
        for (qsizetype i = 0; i < r->checks.size(); ++i)
            QVERIFY2(
                isKnownCheck(r->checks[i]),
                qPrintable(QStringLiteral("%1: /checks/%2: unknown check \"%3\"").arg(path).arg(i).arg(r->checks[i])));
    } else if (format == QLatin1String("bw-catalogue")) {
        const Ruleset *ruleset = rulesetFor(*doc);
        QVERIFY2(ruleset,
                 qPrintable(QStringLiteral("%1: /ruleset: no bundled ruleset \"%2\" (found: %3)")
                                .arg(path, doc->value(QStringLiteral("ruleset")).toString(),
                                     QStringList(m_rulesets.keys()).join(QStringLiteral(", ")))));
        const auto c = catalogueFromJson(*doc, path, ruleset, &e);
        QVERIFY2(c, qPrintable(e.toLine()));
    } else if (format == QLatin1String("bw-roster")) {
        const auto r = rosterFromJson(*doc, path, &e);
        QVERIFY2(r, qPrintable(e.toLine()));
        QVERIFY2(m_dataError.isEmpty(), qPrintable(QStringLiteral("the bundled data does not load: ") + m_dataError));
        const auto bound = bindRoster(*r, m_data, path, &e);
        QVERIFY2(bound, qPrintable(e.toLine()));
    } else {
        QFAIL(qPrintable(QStringLiteral("%1: unknown \"format\": \"%2\"").arg(path, format)));
    }
}

// (c) Writing what was read gives the file's JSON object exactly, and reading that gives an equal value.
void TstBundledData::roundTripsExactly_data() { addRows(rulesetFiles() + catalogueFiles() + rosterFiles()); }

void TstBundledData::roundTripsExactly()
{
    QFETCH(QString, path);
    QString error;
    const auto doc = readObject(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const QString format = documentFormat(*doc);

    QJsonObject written;
    bool sameOnReread = false;
    LoadError e;
    if (format == QLatin1String("bw-ruleset")) {
        const auto first = rulesetFromJson(*doc, path, &e);
        QVERIFY2(first, qPrintable(e.toLine()));
        written = rulesetToJson(*first);
        const auto second = rulesetFromJson(written, path + QStringLiteral(" (as written)"), &e);
        QVERIFY2(second, qPrintable(e.toLine()));
        sameOnReread = *second == *first;
    } else if (format == QLatin1String("bw-catalogue")) {
        const Ruleset *ruleset = rulesetFor(*doc);
        const auto first = catalogueFromJson(*doc, path, ruleset, &e);
        QVERIFY2(first, qPrintable(e.toLine()));
        written = catalogueToJson(*first);
        const auto second = catalogueFromJson(written, path + QStringLiteral(" (as written)"), ruleset, &e);
        QVERIFY2(second, qPrintable(e.toLine()));
        sameOnReread = *second == *first;
    } else if (format == QLatin1String("bw-roster")) {
        const auto first = rosterFromJson(*doc, path, &e);
        QVERIFY2(first, qPrintable(e.toLine()));
        written = rosterToJson(*first);
        const auto second = rosterFromJson(written, path + QStringLiteral(" (as written)"), &e);
        QVERIFY2(second, qPrintable(e.toLine()));
        sameOnReread = *second == *first;
    } else {
        QFAIL(qPrintable(QStringLiteral("%1: unknown \"format\": \"%2\"").arg(path, format)));
    }

    if (written != *doc) {
        QStringList diff;
        jsonDiff(*doc, written, QString(), &diff);
        QFAIL(qPrintable(
            QStringLiteral("%1: the writer's output differs from the file:%2").arg(relativeName(path), lines(diff))));
    }
    QVERIFY2(
        sameOnReread,
        qPrintable(QStringLiteral("%1: reading the written JSON gives a different value").arg(relativeName(path))));
}

// (d) A demo roster breaks no rule (warnings, such as commanders still to be drawn, are allowed) and is a 32+8 army.
void TstBundledData::demoRosterIsValid32plus8_data() { addRows(demoFiles(rosterFiles(), true)); }

void TstBundledData::demoRosterIsValid32plus8()
{
    QFETCH(QString, path);
    QVERIFY2(m_dataError.isEmpty(), qPrintable(QStringLiteral("the bundled data does not load: ") + m_dataError));
    LoadError e;
    const auto checked = checkRosterFile(path, m_data, &e);
    QVERIFY2(checked, qPrintable(e.toLine()));

    QStringList errors;
    for (const Issue &i : checked->report.issues)
        if (i.severity == Severity::Error)
            errors << QStringLiteral("%1 at %2: %3")
                          .arg(i.code, i.path.isEmpty() ? QStringLiteral("(root)") : i.path,
                               i.message.get(QStringLiteral("en")));
    if (!errors.isEmpty())
        QFAIL(qPrintable(QStringLiteral("%1 is not a valid army:%2").arg(relativeName(path), lines(errors))));

    const Roster &roster = *checked->roster;
    QCOMPARE(roster.limits.preset.value_or(QString()), QStringLiteral("32+8"));
    QVERIFY2(!roster.limits.units && !roster.limits.upgrades && !roster.limits.maxBases && !roster.limits.artillery,
             "a 32+8 demo roster does not change the preset's limits");
    const BoundRoster &bound = *checked->bound;
    const LimitsPreset preset = bound.ruleset->presets.value(QStringLiteral("32+8"));
    QCOMPARE(bound.limits.presetId, QStringLiteral("32+8"));
    QCOMPARE(bound.limits.units.toString(), preset.units.toString());
    QCOMPARE(bound.limits.upgrades.toString(), preset.upgrades.toString());
    QCOMPARE(bound.limits.maxBases.value_or(-1), preset.maxBases.value_or(-1));
}

// (d) What the demonstrations and the contract's examples need from a demo catalogue.
// BWN 13.2: "Kawaleria gwardii …, artyleria gwardii wszystkich rodzajów" cost 3 a base (class E): every artillery
// base of a unit with the trait "guard" in the bundled catalogues (the Russian Guard Equipage guns were class A).
void TstBundledData::bwn13_2_guardArtilleryOfAllKindsIsClassE()
{
    QVERIFY2(m_dataError.isEmpty(), qPrintable(m_dataError));
    QStringList wrong;
    int seen = 0;
    for (const QString &id : m_data.catalogueIds()) {
        const Catalogue *c = m_data.catalogue(id);
        for (const Unit &u : c->units) {
            if (!u.hasTrait(QLatin1String("guard")))
                continue;
            for (const BaseGroup &g : u.bases) {
                const Profile *p = c->profile(g.profile);
                if (!p || p->kind != UnitKind::Artillery)
                    continue;
                ++seen;
                if (p->costClass != QLatin1String("E"))
                    wrong << QStringLiteral("%1 %2: profile %3 is class %4").arg(id, u.id, g.profile, p->costClass);
            }
        }
    }
    QVERIFY(seen >= 2);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TstBundledData::demoCatalogueCoversTheContract_data() { addRows(demoFiles(catalogueFiles(), true)); }

void TstBundledData::demoCatalogueCoversTheContract()
{
    QFETCH(QString, path);
    QString error;
    const auto doc = readObject(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const Ruleset *ruleset = rulesetFor(*doc);
    QVERIFY2(ruleset, "no bundled ruleset for this catalogue");
    LoadError e;
    const auto c = catalogueFromJson(*doc, path, ruleset, &e);
    QVERIFY2(c, qPrintable(e.toLine()));

    QStringList problems;
    if (!c->demo)
        problems << QStringLiteral("/demo: a demo catalogue says \"demo\": true");
    if (c->units.size() < 25)
        problems << QStringLiteral("/units: %1 units, expected at least 25").arg(c->units.size());

    // Every cost class and trait is shown by the campaign: this catalogue or its demo opponents of the same period
    // (the Austrian army of 1809 had no guard in the field, so the pair covers what one side cannot).
    QSet<QString> classesUsed, traitsUsed;
    const auto collect = [&](const Catalogue &cat) {
        for (const Unit &u : cat.units) {
            for (const BaseGroup &b : u.bases)
                if (const Profile *p = cat.profile(b.profile))
                    classesUsed.insert(p->costClass);
            for (const QString &t : u.traits)
                traitsUsed.insert(t);
        }
    };
    collect(*c);
    for (const QString &id : m_data.catalogueIds())
        if (const Catalogue *o = m_data.catalogue(id); o && o->demo && o->id != c->id && o->period == c->period
            && o->ruleset == c->ruleset && o->nation != c->nation)
            collect(*o);
    QStringList missingClasses;
    for (const QString &k : ruleset->costClasses.keys())
        if (!classesUsed.contains(k))
            missingClasses << k;
    if (!missingClasses.isEmpty() || ruleset->costClasses.size() != 5)
        problems << QStringLiteral("/units: no unit of cost class %1 here or in the campaign's other demo catalogue "
                                   "(all five of the ruleset's must be used)")
                        .arg(missingClasses.join(QStringLiteral(", ")));
    QStringList missingTraits;
    for (const QString &t : contractTraits())
        if (!traitsUsed.contains(t))
            missingTraits << t;
    if (!missingTraits.isEmpty())
        problems << QStringLiteral("/units: no unit with trait %1 here or in the campaign's other demo catalogue")
                        .arg(missingTraits.join(QStringLiteral(", ")));

    if (c->generals.size() < 12)
        problems << QStringLiteral("/generals: %1 generals, expected at least 12").arg(c->generals.size());
    QSet<QString> roles;
    bool infantryGeneral = false, cavalryGeneral = false;
    for (const General &g : c->generals) {
        for (const QString &r : g.roles)
            roles.insert(r);
        (g.arm == Arm::Infantry ? infantryGeneral : cavalryGeneral) = true;
    }
    for (const char *role : {"commander-in-chief", "corps", "division"})
        if (!roles.contains(QLatin1String(role)))
            problems << QStringLiteral("/generals: no general with role %1").arg(QLatin1String(role));
    if (!infantryGeneral)
        problems << QStringLiteral("/generals: no general of arm infantry");
    if (!cavalryGeneral)
        problems << QStringLiteral("/generals: no general of arm cavalry");

    int historical = 0;
    for (const HistoricalDivision &d : c->divisions)
        if (const General *g = c->general(d.general); g && g->roles.contains(QLatin1String("division")))
            ++historical;
    if (historical < 2)
        problems << QStringLiteral("/divisions: %1 historical divisions led by an existing general of role "
                                   "\"division\", expected at least 2")
                        .arg(historical);

    if (!problems.isEmpty())
        QFAIL(qPrintable(
            QStringLiteral("%1 lacks what a demo catalogue needs:%2").arg(relativeName(path), lines(problems))));
}

// (d) B19 (no points system): a demo roster breaks no rule and no warning is left, under the players' agreed limits
// (the preset "agreed": no points limit).
void TstBundledData::b19_demoRosterIsValidWithAgreedLimits_data() { addRows(demoFiles(rosterFiles(), false)); }

void TstBundledData::b19_demoRosterIsValidWithAgreedLimits()
{
    QFETCH(QString, path);
    QVERIFY2(m_dataError.isEmpty(), qPrintable(m_dataError));
    LoadError e;
    const auto checked = checkRosterFile(path, m_data, &e);
    QVERIFY2(checked, qPrintable(e.toLine()));
    QStringList issues;
    for (const Issue &i : checked->report.issues)
        issues << QStringLiteral("%1 at %2: %3").arg(i.code, i.path, i.message.get(QStringLiteral("en")));
    if (!issues.isEmpty())
        QFAIL(qPrintable(QStringLiteral("%1 is not a clean army:%2").arg(relativeName(path), lines(issues))));
    QCOMPARE(checked->roster->limits.preset.value_or(QString()), QStringLiteral("agreed"));
    QVERIFY(!checked->bound->ruleset->hasPoints());
    QVERIFY2(checked->roster->corps && checked->roster->corps->size() >= 3, "an army of corps");
}

// (d) B19: the demo pair of a campaign shows the special rules of chapter 12 and its organisation of corps: every
// trait it uses is one the ruleset knows, and together the two lists use the traits of the demonstrations.
void TstBundledData::b19_demoCatalogueShowsTheSpecialRules_data() { addRows(demoFiles(catalogueFiles(), false)); }

void TstBundledData::b19_demoCatalogueShowsTheSpecialRules()
{
    QFETCH(QString, path);
    QVERIFY2(m_dataError.isEmpty(), qPrintable(m_dataError));
    QString error;
    const auto doc = readObject(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const Ruleset *ruleset = rulesetFor(*doc);
    QVERIFY(ruleset);
    const Catalogue *c = m_data.catalogue(doc->value(QStringLiteral("id")).toString());
    QVERIFY(c);
    QStringList problems;
    if (!c->demo)
        problems << QStringLiteral("/demo: a demo catalogue says \"demo\": true");
    if (c->generals.size() < 12)
        problems << QStringLiteral("/generals: %1 generals, expected at least 12").arg(c->generals.size());
    if (c->divisions.size() < 2 || c->corps.size() < 2)
        problems << QStringLiteral("/divisions, /corps: at least 2 historical divisions and 2 corps");
    QSet<QString> traits, generalTraits;
    const auto collect = [&](const Catalogue &cat) {
        for (const Unit &u : cat.units) {
            for (const QString &t : u.traits)
                traits.insert(t);
            for (const BaseGroup &b : u.bases)
                if (const Profile *p = cat.profile(b.profile))
                    for (const QString &t : p->rules)
                        traits.insert(t);
        }
        for (const General &g : cat.generals)
            for (const QString &t : g.traits)
                generalTraits.insert(t);
    };
    collect(*c);
    for (const QString &t : std::as_const(traits))
        if (!ruleset->trait(t))
            problems << QStringLiteral("/units: trait \"%1\" is not in the ruleset's traits").arg(t);
    for (const QString &id : m_data.catalogueIds())
        if (const Catalogue *o = m_data.catalogue(id);
            o && o->demo && o->id != c->id && o->period == c->period && o->ruleset == c->ruleset)
            collect(*o);
    for (const char *t :
         {"army-reserve-artillery", "corps-artillery", "corps-artillery-to-divisions", "charge", "skirmishers",
          "dragoons", "shock-cavalry", "light-infantry", "attached-unit", "skirmish-order"})
        if (!traits.contains(QLatin1String(t)))
            problems << QStringLiteral("/units: no unit with trait %1 here or in the campaign's other list").arg(t);
    for (const char *t : {"independent-commander", "corps-artillery-commander"})
        if (!generalTraits.contains(QLatin1String(t)))
            problems << QStringLiteral("/generals: no general with trait %1 in the campaign").arg(t);
    if (!problems.isEmpty())
        QFAIL(qPrintable(QStringLiteral("%1:%2").arg(relativeName(path), lines(problems))));
}

// (e) The demo catalogues are opposing armies of one campaign: each has a partner of the same period and ruleset
// but another nation.
void TstBundledData::demoCataloguesPairUpAsOpponents_data()
{
    QStringList demos = catalogueFiles();
    demos.removeIf([](const QString &p) { return !isDemo(p); });
    addRows(demos);
}

void TstBundledData::demoCataloguesPairUpAsOpponents()
{
    QFETCH(QString, path);
    QString error;
    const auto doc = readObject(path, &error);
    QVERIFY2(doc, qPrintable(error));
    const QString period = doc->value(QStringLiteral("period")).toString();
    const QString nation = doc->value(QStringLiteral("nation")).toString();
    const QString ruleset = doc->value(QStringLiteral("ruleset")).toString();
    QVERIFY2(!period.isEmpty(), "/period: a demo catalogue names its period");
    QVERIFY2(!nation.isEmpty(), "/nation: a demo catalogue names its nation");

    QStringList opponents, others;
    for (const QString &other : catalogueFiles()) {
        if (other == path || !isDemo(other))
            continue;
        const auto o = readObject(other, &error);
        if (!o)
            continue;
        const QString p = o->value(QStringLiteral("period")).toString();
        const QString n = o->value(QStringLiteral("nation")).toString();
        const QString r = o->value(QStringLiteral("ruleset")).toString();
        if (p == period && n != nation && r == ruleset)
            opponents << relativeName(other);
        else
            others << QStringLiteral("%1 (%2, %3, %4)").arg(relativeName(other), n, p, r);
    }
    QVERIFY2(!opponents.isEmpty(),
             qPrintable(QStringLiteral("%1 (%2, period %3, %4) has no demo opponent of the same period and ruleset; "
                                       "other demo catalogues: %5")
                            .arg(relativeName(path), nation, period, ruleset,
                                 others.isEmpty() ? QStringLiteral("none") : others.join(QStringLiteral("; ")))));
}

QTEST_MAIN(TstBundledData)
#include "tst_bundleddata.moc"
