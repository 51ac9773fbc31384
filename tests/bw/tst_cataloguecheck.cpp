// SPDX-License-Identifier: GPL-3.0-or-later
// Catalogue checks as an issue list (core/cataloguecheck.h): each check named by its section, every problem of a
// catalogue reported at once with its JSON pointer, schema violations listed once; the catalogue metadata
// (author, catalogueVersion, changelog) in the value type; and a newer edition of a catalogue a roster uses reported
// through DATA_CHANGED without dropping anything from the roster.
#include "bw/cataloguecheck.h"
#include "bw/dataset.h"
#include "bw/datastamp.h"
#include "foundation/document.h"
#include "bw/rosterfile.h"
#include "bw/ruleset.h"

#include "jsonedit.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::test;

namespace {

QString dataDir() { return QStringLiteral(SZTAB_SOURCE_DATA_DIR); }

QJsonObject schema() { return readObject(dataDir() + QStringLiteral("/schema/catalogue.schema.json")); }

// Issues with this code, as "path" strings, for exact comparisons.
QStringList pathsOf(const QList<Issue> &issues, const char *code)
{
    QStringList out;
    for (const Issue &i : issues)
        if (i.code == QLatin1String(code))
            out << i.path;
    return out;
}

const Issue *find(const QList<Issue> &issues, const char *code)
{
    for (const Issue &i : issues)
        if (i.code == QLatin1String(code))
            return &i;
    return nullptr;
}

QString describe(const QList<Issue> &issues)
{
    QStringList lines;
    for (const Issue &i : issues)
        lines << QStringLiteral("%1 %2 %3: %4")
                     .arg(i.severity == Severity::Error ? QStringLiteral("E") : QStringLiteral("W"), i.code, i.path,
                          i.message.get(QStringLiteral("en")));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TstCatalogueCheck : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void bundledCataloguesHaveNoError_data();
    void bundledCataloguesHaveNoError();
    void bwn2_8_unknownProfile();
    void bwn2_8_statisticsOutOfRange();
    void bwn2_8_ammunitionOnlyForArtillery();
    void bwn2_8_unknownSpecialRuleIsWarning();
    void bwn13_2_unknownCostClass();
    void bwn13_2_duplicateIds();
    void bwn6_2_commandOutsideRange();
    void bwn13_4_rolesKnownAndPresent();
    void bwn13_4_unknownArmAndKindWithTheirPointers();
    void bwn13_3_unknownTraitIsWarningListedOnce();
    void bwn13_2_historicalDivisionsAndCorpsNameWhatExists();
    void everyProblemAtOnce();
    void schemaViolationsWithPointers();
    void unknownRuleset();
    void metadataInTheValueType();
    void newerEditionGoesThroughDataChanged();

private:
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
    Catalogue m_austria;
};

void TstCatalogueCheck::initTestCase()
{
    LoadError e;
    QVERIFY2(m_data.load({dataDir()}, &e), qPrintable(e.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
    const Catalogue *c = m_data.catalogue(QStringLiteral("demo-austria-1809"));
    QVERIFY(c);
    m_austria = *c;
    QVERIFY(checkCatalogue(m_austria, m_ruleset).isEmpty());
}

void TstCatalogueCheck::bundledCataloguesHaveNoError_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(dataDir() + QStringLiteral("/catalogues"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// Every bundled catalogue passes the whole check (schema included) with neither errors nor warnings.
void TstCatalogueCheck::bundledCataloguesHaveNoError()
{
    QFETCH(QString, path);
    const QList<Issue> issues = checkCatalogueJson(readObject(path), schema(), m_data);
    QVERIFY2(issues.isEmpty(), qPrintable(describe(issues)));
}

// BWN 2.8: a unit is made of bases of a profile the catalogue defines.
void TstCatalogueCheck::bwn2_8_unknownProfile()
{
    Catalogue c = m_austria;
    c.units[2].bases[0].profile = QStringLiteral("no-such-profile");
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(pathsOf(issues, kCatalogueUnknownProfile), QStringList{QStringLiteral("/units/2/bases/0/profile")});
    QCOMPARE(find(issues, kCatalogueUnknownProfile)->section, QStringLiteral("BWN 2.8"));
    QCOMPARE(find(issues, kCatalogueUnknownProfile)->severity, Severity::Error);
}

// BWN 2.8: statistics below what can work are errors; above a sensible ceiling, warnings.
void TstCatalogueCheck::bwn2_8_statisticsOutOfRange()
{
    Catalogue c = m_austria;
    Profile &p = c.profiles[QStringLiteral("line-infantry")];
    p.wb = -1;          // error
    p.morale = 15;      // warning: beyond 2d6
    p.move = {17, 260}; // warning: a slip for 26
    p.wtr = 0;          // error: a base takes at least one hit
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QStringList got;
    for (const Issue &i : issues)
        if (i.code == QLatin1String(kCatalogueStatRange))
            got << QStringLiteral("%1 %2").arg(
                i.severity == Severity::Error ? QStringLiteral("E") : QStringLiteral("W"), i.path);
    got.sort();
    QCOMPARE(
        got,
        (QStringList{QStringLiteral("E /profiles/line-infantry/wb"), QStringLiteral("E /profiles/line-infantry/wtr"),
                     QStringLiteral("W /profiles/line-infantry/morale"),
                     QStringLiteral("W /profiles/line-infantry/move/1")}));
}

void TstCatalogueCheck::bwn2_8_ammunitionOnlyForArtillery()
{
    Catalogue c = m_austria;
    c.profiles[QStringLiteral("hussars")].ammo = 3;
    c.profiles[QStringLiteral("cavalry-battery")].ammo.reset();
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QStringList got = pathsOf(issues, kCatalogueAmmo);
    got.sort();
    QCOMPARE(got, (QStringList{QStringLiteral("/profiles/cavalry-battery"), QStringLiteral("/profiles/hussars/ammo")}));
    QCOMPARE(find(issues, kCatalogueAmmo)->severity, Severity::Warning);
}

void TstCatalogueCheck::bwn2_8_unknownSpecialRuleIsWarning()
{
    Catalogue c = m_austria;
    c.profiles[QStringLiteral("jaeger")].rules << QStringLiteral("tirailleur-en-grande-bande");
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(pathsOf(issues, kCatalogueUnknownRule), QStringList{QStringLiteral("/profiles/jaeger/rules/2")});
    QCOMPARE(find(issues, kCatalogueUnknownRule)->severity, Severity::Warning);
}

// BWN 13.2: the cost per base comes from the ruleset's cost class.
void TstCatalogueCheck::bwn13_2_unknownCostClass()
{
    Catalogue c = m_austria;
    c.profiles[QStringLiteral("grenadiers")].costClass = QStringLiteral("F");
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(pathsOf(issues, kCatalogueUnknownCostClass),
             QStringList{QStringLiteral("/profiles/grenadiers/costClass")});
    QVERIFY(find(issues, kCatalogueUnknownCostClass)
                ->message.get(QStringLiteral("en"))
                .contains(QLatin1String("A, B, C, D, E")));
    QVERIFY(find(issues, kCatalogueUnknownCostClass)
                ->message.get(QStringLiteral("pl"))
                .contains(QLatin1String("klasa kosztu")));
    // Without a ruleset the class cannot be judged, and nothing is said.
    QVERIFY(pathsOf(checkCatalogue(c, nullptr), kCatalogueUnknownCostClass).isEmpty());
}

// Ids: units, generals, divisions and corps each once; a unit and a general never share one (the loader refuses it).
void TstCatalogueCheck::bwn13_2_duplicateIds()
{
    Catalogue c = m_austria;
    c.units[5].id = c.units[1].id;
    c.generals[3].id = c.units[0].id;
    c.divisions[1].id = c.divisions[0].id;
    c.corps << c.corps[0];
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(pathsOf(issues, kCatalogueDuplicateId),
             (QStringList{QStringLiteral("/units/5/id"), QStringLiteral("/generals/3/id"),
                          QStringLiteral("/divisions/1/id"), QStringLiteral("/corps/1/id")}));
}

// BWN 6.2: the command value added to the 2d6 order test is -2..3 (the ruleset's range).
void TstCatalogueCheck::bwn6_2_commandOutsideRange()
{
    Catalogue c = m_austria;
    c.generals[0].command = 4;
    c.generals[1].command = -3;
    c.generals[2].command = 3; // the edges are fine
    c.generals[3].command = -2;
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(pathsOf(issues, kCatalogueCommandRange),
             (QStringList{QStringLiteral("/generals/0/command"), QStringLiteral("/generals/1/command")}));
    QCOMPARE(find(issues, kCatalogueCommandRange)->section, QStringLiteral("BWN 6.2"));
    QCOMPARE(find(issues, kCatalogueCommandRange)->message.get(QStringLiteral("en")),
             QStringLiteral("command 4 is outside -2..3"));
}

// BWN 13.4: the roles decide what a general can be drawn for.
void TstCatalogueCheck::bwn13_4_rolesKnownAndPresent()
{
    Catalogue c = m_austria;
    c.generals[4].roles = {QStringLiteral("corps"), QStringLiteral("marshal")};
    c.generals[5].roles.clear();
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(pathsOf(issues, kCatalogueUnknownRole), QStringList{QStringLiteral("/generals/4/roles/1")});
    QCOMPARE(pathsOf(issues, kCatalogueNoRole), QStringList{QStringLiteral("/generals/5/roles")});
}

// BWN 13.4 (the draw pool) and BWN 2.8 (the kind of troops): words outside the format's closed lists cannot be
// read into the value, yet every one is listed with its pointer, not only the first.
void TstCatalogueCheck::bwn13_4_unknownArmAndKindWithTheirPointers()
{
    QJsonObject doc = readObject(dataDir() + QStringLiteral("/catalogues/demo-austria-1809.json"));
    doc = setAt(doc, pointerTokens(QStringLiteral("/generals/2/arm")), QStringLiteral("artillery")).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/generals/5/arm")), QStringLiteral("navy")).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/profiles/hussars/kind")), QStringLiteral("dragoons")).toObject();
    const QList<Issue> issues = checkCatalogueJson(doc, schema(), m_data);
    QStringList paths = pathsOf(issues, kCatalogueSchema);
    paths.sort();
    QCOMPARE(paths,
             (QStringList{QStringLiteral("/generals/2/arm"), QStringLiteral("/generals/5/arm"),
                          QStringLiteral("/profiles/hussars/kind")}));
    QCOMPARE(issues.size(), 3);
}

// Traits the program does not know are allowed (a club's house rules) but said, once: the schema's enum
// violation at the same place is not listed beside the named check.
void TstCatalogueCheck::bwn13_3_unknownTraitIsWarningListedOnce()
{
    QJsonObject doc = readObject(dataDir() + QStringLiteral("/catalogues/demo-austria-1809.json"));
    doc = setAt(doc, pointerTokens(QStringLiteral("/units/0/traits")), QJsonArray{QStringLiteral("grenzer-drill")})
              .toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/generals/0/traits")), QJsonArray{QStringLiteral("hesitant")})
              .toObject();
    const QList<Issue> issues = checkCatalogueJson(doc, schema(), m_data);
    QCOMPARE(issues.size(), 2);
    QCOMPARE(pathsOf(issues, kCatalogueUnknownTrait),
             (QStringList{QStringLiteral("/units/0/traits/0"), QStringLiteral("/generals/0/traits/0")}));
    for (const Issue &i : issues)
        QCOMPARE(i.severity, Severity::Warning);
}

// BWN 13.2: a historical division names units and a general of the catalogue; a corps its divisions and commander.
void TstCatalogueCheck::bwn13_2_historicalDivisionsAndCorpsNameWhatExists()
{
    Catalogue c = m_austria;
    c.divisions[0].units << QStringLiteral("demo-at-ir-99");
    c.divisions[1].general = QStringLiteral("demo-at-nobody");
    c.divisions[2].general = QStringLiteral("demo-at-hiller"); // exists, but only a corps commander
    c.corps[0].divisions << QStringLiteral("demo-at-div-none");
    c.corps[0].commander = QStringLiteral("demo-at-mohr"); // a division general, no corps role
    const QList<Issue> issues = checkCatalogue(c, m_ruleset);
    QCOMPARE(pathsOf(issues, kCatalogueUnknownUnit), QStringList{QStringLiteral("/divisions/0/units/3")});
    QCOMPARE(pathsOf(issues, kCatalogueUnknownGeneral), QStringList{QStringLiteral("/divisions/1/general")});
    QCOMPARE(pathsOf(issues, kCatalogueUnknownDivision), QStringList{QStringLiteral("/corps/0/divisions/2")});
    QCOMPARE(pathsOf(issues, kCatalogueGeneralRole),
             (QStringList{QStringLiteral("/divisions/2/general"), QStringLiteral("/corps/0/commander")}));
    QCOMPARE(find(issues, kCatalogueGeneralRole)->severity, Severity::Warning);
}

// The loader stops at the first problem; the checker lists all of them in one pass.
void TstCatalogueCheck::everyProblemAtOnce()
{
    QJsonObject doc = readObject(dataDir() + QStringLiteral("/catalogues/demo-warsaw-1809.json"));
    doc = setAt(doc, pointerTokens(QStringLiteral("/units/0/bases/0/profile")), QStringLiteral("missing")).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/generals/1/command")), 7).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/divisions/0/general")), QStringLiteral("nobody")).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/profiles/uhlans/costClass")), QStringLiteral("Z")).toObject();
    LoadError e;
    QVERIFY(!catalogueFromJson(doc, QStringLiteral("x.json"), m_ruleset, &e)); // the loader: one problem
    const QList<Issue> issues = checkCatalogueJson(doc, schema(), m_data);
    QStringList paths;
    for (const Issue &i : issues)
        paths << i.path;
    paths.sort();
    QCOMPARE(paths,
             (QStringList{QStringLiteral("/divisions/0/general"), QStringLiteral("/generals/1/command"),
                          QStringLiteral("/profiles/uhlans/costClass"), QStringLiteral("/units/0/bases/0/profile")}));
    for (const Issue &i : issues)
        QCOMPARE(i.severity, Severity::Error);
}

// What the typed reader cannot take (a string for a number, a key missing) is still a list, not a stop.
void TstCatalogueCheck::schemaViolationsWithPointers()
{
    QJsonObject doc = readObject(dataDir() + QStringLiteral("/catalogues/demo-austria-1809.json"));
    doc.remove(QStringLiteral("period"));
    doc = setAt(doc, pointerTokens(QStringLiteral("/profiles/hussars/wb")), QStringLiteral("three")).toObject();
    const QList<Issue> issues = checkCatalogueJson(doc, schema(), m_data);
    QStringList paths = pathsOf(issues, kCatalogueSchema);
    QVERIFY2(paths.contains(QString()), qPrintable(describe(issues))); // root: period required
    QVERIFY2(paths.contains(QStringLiteral("/profiles/hussars/wb")), qPrintable(describe(issues)));
    QVERIFY(pathsOf(issues, kCatalogueUnreadable).isEmpty()); // already said by the schema, not twice

    // Not a catalogue at all: one issue, nothing else tried.
    const QList<Issue> wrong = checkCatalogueJson(
        QJsonObject{{QStringLiteral("format"), QStringLiteral("bw-roster")}, {QStringLiteral("version"), 1}}, schema(),
        m_data);
    QCOMPARE(wrong.size(), 1);
    QCOMPARE(wrong[0].code, QLatin1String(kCatalogueUnreadable));
}

void TstCatalogueCheck::unknownRuleset()
{
    QJsonObject doc = readObject(dataDir() + QStringLiteral("/catalogues/demo-austria-1809.json"));
    doc[QStringLiteral("ruleset")] = QStringLiteral("bwn-9.9");
    const QList<Issue> issues = checkCatalogueJson(doc, schema(), m_data);
    QCOMPARE(pathsOf(issues, kCatalogueUnknownRuleset), QStringList{QStringLiteral("/ruleset")});
}

// author, catalogueVersion, changelog: optional keys, read into the value, written back as they were.
void TstCatalogueCheck::metadataInTheValueType()
{
    QJsonObject doc = readObject(dataDir() + QStringLiteral("/catalogues/demo-austria-1809.json"));
    doc[QStringLiteral("author")] = QStringLiteral("Klub Strategii Raszyn");
    doc[QStringLiteral("catalogueVersion")] = QStringLiteral("1.1");
    doc[QStringLiteral("changelog")] =
        QJsonArray{QJsonObject{{QStringLiteral("version"), QStringLiteral("1.0")},
                               {QStringLiteral("date"), QStringLiteral("2026-01-10")},
                               {QStringLiteral("text"), QStringLiteral("First edition")}},
                   QJsonObject{{QStringLiteral("version"), QStringLiteral("1.1")},
                               {QStringLiteral("text"),
                                QJsonObject{{QStringLiteral("pl"), QStringLiteral("Poprawione morale")},
                                            {QStringLiteral("en"), QStringLiteral("Morale fixed")}}}}};
    LoadError e;
    const auto c = catalogueFromJson(doc, QStringLiteral("x.json"), m_ruleset, &e);
    QVERIFY2(c, qPrintable(e.toLine()));
    QCOMPARE(c->author.value_or(QString()), QStringLiteral("Klub Strategii Raszyn"));
    QCOMPARE(c->catalogueVersion.value_or(QString()), QStringLiteral("1.1"));
    QCOMPARE(c->changelog.size(), 2);
    QCOMPARE(c->changelog[0].date.value_or(QString()), QStringLiteral("2026-01-10"));
    QVERIFY(!c->changelog[1].date);
    QCOMPARE(c->changelog[1].text.get(QStringLiteral("pl")), QStringLiteral("Poprawione morale"));
    QVERIFY(!c->extras.contains(QStringLiteral("author")));       // typed, not left over
    QCOMPARE(catalogueToJson(*c), doc);                           // written back exactly
    QVERIFY(checkCatalogueJson(doc, schema(), m_data).isEmpty()); // the schema knows the keys

    doc[QStringLiteral("changelog")] = QJsonArray{QJsonObject{{QStringLiteral("version"), QStringLiteral("1.2")},
                                                              {QStringLiteral("date"), QStringLiteral("10.01.2026")},
                                                              {QStringLiteral("text"), QStringLiteral("x")}}};
    QCOMPARE(pathsOf(checkCatalogueJson(doc, schema(), m_data), kCatalogueSchema),
             QStringList{QStringLiteral("/changelog/0/date")});
}

// A roster saved with edition 1.0 of a catalogue, then the club shares 1.1 with a regiment's bases and a general's
// command changed: validation names both as DATA_CHANGED (with the editions), and the roster keeps every
// division, regiment and general it had.
void TstCatalogueCheck::newerEditionGoesThroughDataChanged()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("catalogues")));
    QJsonObject cat = readObject(dataDir() + QStringLiteral("/catalogues/demo-austria-1809.json"));
    cat[QStringLiteral("catalogueVersion")] = QStringLiteral("1.0");
    const QString catFile = dir.filePath(QStringLiteral("catalogues/demo-austria-1809.json"));
    QString message;
    QVERIFY2(saveJsonAtomically(cat, catFile, &message), qPrintable(message));

    // Edition 1.0: the demo roster with its commanders drawn, stamped as it is saved.
    DataSet v1;
    LoadError e;
    QVERIFY2(v1.load({dataDir(), dir.path()}, &e), qPrintable(e.toLine()));
    auto checked = checkRosterFile(dataDir() + QStringLiteral("/rosters/demo-austria-1809.bwroster"), v1, &e);
    QVERIFY2(checked, qPrintable(e.toLine()));
    Roster roster = *checked->roster;
    roster.divisions[1].general = QStringLiteral("demo-at-radetzky");
    auto bound = bindRoster(roster, v1, QStringLiteral("roster"), &e);
    QVERIFY2(bound, qPrintable(e.toLine()));
    roster.madeWith = stampOf(*bound);
    QCOMPARE(roster.madeWith->catalogues.value(0).edition.value_or(QString()), QStringLiteral("1.0"));
    const QString rosterFile = dir.filePath(QStringLiteral("raszyn.bwroster"));
    QVERIFY2(saveRosterFile(roster, rosterFile, &message), qPrintable(message));
    auto again = checkRosterFile(rosterFile, v1, &e);
    QVERIFY2(again, qPrintable(e.toLine()));
    QVERIFY(pathsOf(again->report.issues, "DATA_CHANGED").isEmpty());

    // Edition 1.1 replaces the file: IR 12 (d2's first regiment) has 4 bases, Radetzky command 2.
    cat[QStringLiteral("catalogueVersion")] = QStringLiteral("1.1");
    QJsonArray units = cat[QStringLiteral("units")].toArray();
    for (qsizetype i = 0; i < units.size(); ++i)
        if (units[i].toObject()[QStringLiteral("id")] == QStringLiteral("demo-at-ir-12"))
            cat = setAt(cat, pointerTokens(QStringLiteral("/units/%1/bases/0/count").arg(i)), 4).toObject();
    QJsonArray generals = cat[QStringLiteral("generals")].toArray();
    for (qsizetype i = 0; i < generals.size(); ++i)
        if (generals[i].toObject()[QStringLiteral("id")] == QStringLiteral("demo-at-radetzky"))
            cat = setAt(cat, pointerTokens(QStringLiteral("/generals/%1/command").arg(i)), 2).toObject();
    QVERIFY2(saveJsonAtomically(cat, catFile, &message), qPrintable(message));
    DataSet v2;
    QVERIFY2(v2.load({dataDir(), dir.path()}, &e), qPrintable(e.toLine()));
    auto after = checkRosterFile(rosterFile, v2, &e);
    QVERIFY2(after, qPrintable(e.toLine()));

    QStringList changed;
    for (const Issue &i : after->report.issues)
        if (i.code == QLatin1String("DATA_CHANGED")) {
            QCOMPARE(i.severity, Severity::Warning);
            changed << i.path;
        }
    QVERIFY2(changed.contains(QStringLiteral("/catalogues/0")), qPrintable(changed.join(QLatin1Char(' '))));
    QVERIFY2(changed.contains(QStringLiteral("/divisions/1/regiments/0")), qPrintable(changed.join(QLatin1Char(' '))));
    QVERIFY2(changed.contains(QStringLiteral("/divisions/1/general")), qPrintable(changed.join(QLatin1Char(' '))));
    for (const Issue &i : after->report.issues)
        if (i.path == QLatin1String("/catalogues/0"))
            QVERIFY2(i.message.get(QStringLiteral("en")).contains(QStringLiteral("1.0 → 1.1")),
                     qPrintable(i.message.get(QStringLiteral("en"))));
    // Nothing dropped: the roster read under the new edition is the one saved, field for field.
    QCOMPARE(*after->roster, roster);
    QCOMPARE(after->bound->divisions.size(), roster.divisions.size());
    for (qsizetype d = 0; d < roster.divisions.size(); ++d)
        QCOMPARE(after->bound->divisions[d].regiments.size(), roster.divisions[d].regiments.size());
}

QTEST_MAIN(TstCatalogueCheck)
#include "tst_cataloguecheck.moc"
