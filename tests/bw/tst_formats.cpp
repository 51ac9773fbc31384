// SPDX-License-Identifier: GPL-3.0-or-later
// The file formats as a reader meets them (CONTRACT: Files): every unusable input becomes a LoadError that names the
// file and the line:column or JSON pointer, never a crash or a hang; the format/version check and the upgrade path;
// unknown keys survive a round trip; saves are atomic.
#include "bw/catalogue.h"
#include "bw/dataset.h"
#include "foundation/document.h"
#include "bw/roster.h"
#include "jsonedit.h"
#include "bw/rosterfile.h"
#include "bw/ruleset.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace sztab;
using namespace sztab::test;

namespace {

QString dataPath(const QString &relative) { return QStringLiteral(SZTAB_SOURCE_DATA_DIR "/") + relative; }

QString demoRosterPath() { return dataPath(QStringLiteral("rosters/demo-france-1813.bwroster")); }

QJsonValue parseValue(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson("[" + json + "]");
    if (!doc.isArray())
        qFatal("bad test value %s", json.constData());
    return doc.array().at(0);
}

QJsonObject edited(const QJsonObject &doc, const QString &pointer, const QJsonValue &value)
{
    return setAt(doc, pointerTokens(pointer), value).toObject();
}

QByteArray randomBytes(quint32 seed, qsizetype size)
{
    QRandomGenerator gen(seed);
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char(gen.bounded(256));
    return bytes;
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TstFormats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    // Syntax: nothing to read, or not a JSON object.
    void emptyFile();
    void namedPipeIsRefusedNotWaitedOn();
    void overlongTextAndListsAreRefused();
    void whitespaceOnly();
    void truncatedDemoRoster();
    void notJson();
    void wideEncodingNamedUtf8BomAccepted();
    void topLevelNotAnObject_data();
    void topLevelNotAnObject();
    void deepNesting_data();
    void deepNesting();
    void binaryGarbage();
    void binaryGarbageManySeeds();
    void fileOverSizeLimit();
    void missingFileAndDirectory();

    // Shape: the pointer leads to the entry that does not fit.
    void rosterWrongTypes_data();
    void rosterWrongTypes();
    void rosterMissingKeys_data();
    void rosterMissingKeys();
    void rulesetErrors_data();
    void rulesetErrors();
    void catalogueErrors_data();
    void catalogueErrors();
    void pointerTokensAreEscaped();
    void bundledFilesRead();

    // Format and version (CONTRACT: a reader refuses an unknown format and a newer version; upgrades older ones).
    void unknownFormat_data();
    void unknownFormat();
    void newerVersionSaysUpdate();
    void olderThanOldestVersion();
    void versionNotAnInteger_data();
    void versionNotAnInteger();
    void upgradePathAppliesEveryStepInOrder();
    void upgradePathFromMiddleVersion();
    void upgradePathMissingStep();

    // Round trip and saving.
    void roundTripKeepsUnknownKeys();
    void roundTripOfDemoRosterIsExact();
    void roundTripOfCatalogueAndRuleset();
    void loadErrorToLine();
    void loadErrorToLineIsOneLine();
    void saveIsAtomicAndLeavesNoTempFile();
    void saveReplacesExistingFile();
    void saveIntoMissingDirectoryFails();

private:
    QJsonObject demo;
    QJsonObject catalogueDoc;
    QJsonObject rulesetDoc;
    std::optional<Ruleset> ruleset;
};

void TstFormats::initTestCase()
{
    demo = readObject(demoRosterPath());
    QVERIFY(!demo.isEmpty());
    catalogueDoc = readObject(dataPath(QStringLiteral("catalogues/demo-france-1813.json")));
    QVERIFY(!catalogueDoc.isEmpty());
    rulesetDoc = readObject(dataPath(QStringLiteral("rulesets/bwn-4.0.json")));
    QVERIFY(!rulesetDoc.isEmpty());
    LoadError error;
    ruleset = rulesetFromJson(rulesetDoc, QStringLiteral("bwn-4.0.json"), &error);
    QVERIFY2(ruleset, qPrintable(error.toLine()));
}

// ---------------------------------------------------------------------------------------------------------------
// Syntax

void TstFormats::emptyFile()
{
    LoadError error;
    QVERIFY(!parseJsonObject(QByteArray(), QStringLiteral("empty.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("empty.bwroster"));
    QVERIFY(error.message.contains(QStringLiteral("empty")));
    QVERIFY(error.toLine().startsWith(QStringLiteral("empty.bwroster")));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("empty.bwroster"));
    QVERIFY(writeFile(path, QByteArray()));
    error = LoadError();
    QVERIFY(!loadRosterFile(path, &error));
    QCOMPARE(error.file, path);
    QVERIFY(error.message.contains(QStringLiteral("empty")));
}

void TstFormats::whitespaceOnly()
{
    LoadError error;
    QVERIFY(!parseJsonObject(" \n\t\r\n   \n", QStringLiteral("blank.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("blank.bwroster"));
    QVERIFY(!error.message.isEmpty());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("blank.bwroster"));
    QVERIFY(writeFile(path, "\n\n    \t\n"));
    error = LoadError();
    QVERIFY(!loadRosterFile(path, &error));
    QCOMPARE(error.file, path);
    QVERIFY(error.toLine().startsWith(path));
}

void TstFormats::truncatedDemoRoster()
{
    const QByteArray bytes = readAll(demoRosterPath());
    const QByteArray half = bytes.left(bytes.size() / 2);
    LoadError error;
    QVERIFY(!parseJsonObject(half, QStringLiteral("half.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("half.bwroster"));
    QVERIFY(error.line > 0);
    QVERIFY(error.column > 0);
    // The error is at (or just past) the end of what is left.
    QVERIFY2(error.line >= half.count('\n'), qPrintable(error.toLine()));
    QVERIFY(error.toLine().startsWith(QStringLiteral("half.bwroster:%1:%2: ").arg(error.line).arg(error.column)));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("half.bwroster"));
    QVERIFY(writeFile(path, half));
    error = LoadError();
    QVERIFY(!loadRosterFile(path, &error));
    QCOMPARE(error.file, path);
    QVERIFY(error.line > 0 && error.column > 0);
}

void TstFormats::notJson()
{
    LoadError error;
    QVERIFY(!parseJsonObject("hello", QStringLiteral("hello.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("hello.bwroster"));
    QCOMPARE(error.line, 1);
    QVERIFY(error.column > 0);
    QVERIFY(error.message.contains(QStringLiteral("JSON")));

    // A syntax error on a later line is reported on that line.
    error = LoadError();
    QVERIFY(!parseJsonObject("{\n  \"a\": 1,\n  \"b\": @\n}\n", QStringLiteral("x.json"), &error));
    QCOMPARE(error.line, 3);
    QVERIFY(error.column > 0);
}

// A file saved as UTF-16 (Windows' "Unicode") is named for what it is, in both languages; a UTF-8 byte-order mark is
// read past.
void TstFormats::wideEncodingNamedUtf8BomAccepted()
{
    const QString json = QStringLiteral("{\"format\": \"bw-roster\"}");
    for (const QByteArray &bytes :
         {QByteArray("\xFF\xFE") + QByteArray(reinterpret_cast<const char *>(json.utf16()), json.size() * 2),
          QByteArray(reinterpret_cast<const char *>(json.utf16()), json.size() * 2)}) {
        LoadError error;
        QVERIFY(!parseJsonObject(bytes, QStringLiteral("wide.bwroster"), &error));
        QVERIFY2(error.toLine(QStringLiteral("en")).contains(QStringLiteral("UTF-16")), qPrintable(error.toLine()));
        QVERIFY2(error.toLine(QStringLiteral("pl")).contains(QStringLiteral("zapisz go jako UTF-8")),
                 qPrintable(error.toLine(QStringLiteral("pl"))));
        QVERIFY(error.toLine(QStringLiteral("en")).startsWith(QStringLiteral("wide.bwroster")));
    }
    LoadError error;
    const auto withBom = parseJsonObject("\xEF\xBB\xBF" + json.toUtf8(), QStringLiteral("bom.bwroster"), &error);
    QVERIFY2(withBom, qPrintable(error.toLine()));
    QCOMPARE(withBom->value(QStringLiteral("format")).toString(), QStringLiteral("bw-roster"));
}

void TstFormats::topLevelNotAnObject_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("array") << QByteArray("[{\"format\": \"bw-roster\", \"version\": 1}]");
    QTest::newRow("empty array") << QByteArray("[]");
    QTest::newRow("number") << QByteArray("42");
    QTest::newRow("string") << QByteArray("\"bw-roster\"");
    QTest::newRow("null") << QByteArray("null");
    QTest::newRow("true") << QByteArray("true");
}

void TstFormats::topLevelNotAnObject()
{
    QFETCH(QByteArray, json);
    LoadError error;
    QVERIFY(!parseJsonObject(json, QStringLiteral("top.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("top.bwroster"));
    QVERIFY(!error.message.isEmpty());
    QVERIFY(error.toLine().startsWith(QStringLiteral("top.bwroster")));
    if (error.hasPointer)
        QCOMPARE(error.pointer, QString());
}

void TstFormats::deepNesting_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("[ x 100000") << QByteArray(100000, '[');
    QTest::newRow("[ x 100000 closed") << QByteArray(100000, '[') + QByteArray(100000, ']');
    QTest::newRow("{\"a\": x 100000") << QByteArray("{\"a\":").repeated(100000);
    QTest::newRow("object holding [ x 100000")
        << QByteArray("{\"format\": \"bw-roster\", \"x\": ") + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
}

void TstFormats::deepNesting()
{
    QFETCH(QByteArray, json);
    QElapsedTimer timer;
    timer.start();
    LoadError error;
    QVERIFY(!parseJsonObject(json, QStringLiteral("deep.bwroster"), &error));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QStringLiteral("took %1 ms").arg(timer.elapsed())));
    QCOMPARE(error.file, QStringLiteral("deep.bwroster"));
    QVERIFY(error.line > 0);
    QVERIFY(error.column > 0);
    QVERIFY(!error.message.isEmpty());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deep.bwroster"));
    QVERIFY(writeFile(path, json));
    error = LoadError();
    timer.restart();
    QVERIFY(!loadRosterFile(path, &error));
    QVERIFY(timer.elapsed() < 5000);
    QCOMPARE(error.file, path);
}

void TstFormats::binaryGarbage()
{
    const QByteArray garbage = randomBytes(20240601u, 64 * 1024);
    LoadError error;
    QVERIFY(!parseJsonObject(garbage, QStringLiteral("garbage.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("garbage.bwroster"));
    QVERIFY(!error.message.isEmpty());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("garbage.bwroster"));
    QVERIFY(writeFile(path, garbage));
    error = LoadError();
    QVERIFY(!loadRosterFile(path, &error));
    QCOMPARE(error.file, path);
    QVERIFY(!error.message.isEmpty());
}

void TstFormats::binaryGarbageManySeeds()
{
    // Garbage on its own, and garbage after a plausible beginning so that the parser gets further in.
    DataSet data;
    LoadError loadError;
    QVERIFY2(data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &loadError), qPrintable(loadError.toLine()));
    const QByteArray demoBytes = readAll(demoRosterPath());
    for (quint32 seed = 1; seed <= 200; ++seed) {
        const QByteArray noise = randomBytes(seed, 1 + seed * 37 % 4096);
        const QByteArray inputs[] = {noise, "{\"format\": \"bw-roster\", \"version\": 1, " + noise,
                                     demoBytes.left(seed * 13 % demoBytes.size()) + noise};
        for (const QByteArray &input : inputs) {
            LoadError error;
            const auto doc = parseJsonObject(input, QStringLiteral("noise.bwroster"), &error);
            if (!doc) {
                QCOMPARE(error.file, QStringLiteral("noise.bwroster"));
                QVERIFY(!error.message.isEmpty());
                continue;
            }
            // Parsed by chance: it must still be refused or read cleanly, never crash.
            const auto roster = rosterFromJson(*doc, QStringLiteral("noise.bwroster"), &error);
            if (roster)
                (void)bindRoster(*roster, data, QStringLiteral("noise.bwroster"), &error);
        }
    }
}

void TstFormats::fileOverSizeLimit()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.bwroster"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(kMaxDocumentBytes + 1)); // sparse: no disk space used
    }
    QCOMPARE(QFileInfo(path).size(), kMaxDocumentBytes + 1);
    QElapsedTimer timer;
    timer.start();
    LoadError error;
    QVERIFY(!loadRosterFile(path, &error));
    QVERIFY2(timer.elapsed() < 5000, "the size check comes before reading");
    QCOMPARE(error.file, path);
    QCOMPARE(error.line, 0);
    QVERIFY2(error.message.contains(QStringLiteral("limit")), qPrintable(error.message));
    QVERIFY(error.message.contains(QString::number(kMaxDocumentBytes)));

    error = LoadError();
    QVERIFY(!readFileBytes(path, &error));
    QVERIFY(error.message.contains(QStringLiteral("limit")));
}

void TstFormats::missingFileAndDirectory()
{
    QTemporaryDir dir;
    LoadError error;
    const QString missing = dir.filePath(QStringLiteral("nowhere.bwroster"));
    QVERIFY(!loadRosterFile(missing, &error));
    QCOMPARE(error.file, missing);
    QVERIFY(!error.message.isEmpty());

    error = LoadError();
    QVERIFY(!loadRosterFile(dir.path(), &error));
    QCOMPARE(error.file, dir.path());
    QVERIFY(!error.message.isEmpty());
}

// ---------------------------------------------------------------------------------------------------------------
// Shape

void TstFormats::rosterWrongTypes_data()
{
    QTest::addColumn<QString>("at");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("pointer");

    QTest::newRow("divisions: 5") << "/divisions" << QByteArray("5") << "/divisions";
    QTest::newRow("status legendary") << "/divisions/0/regiments/1/status" << QByteArray("\"legendary\"")
                                      << "/divisions/0/regiments/1/status";
    QTest::newRow("general: 7") << "/divisions/0/general" << QByteArray("7") << "/divisions/0/general";
    QTest::newRow("commander-in-chief general: []")
        << "/commanderInChief/general" << QByteArray("[]") << "/commanderInChief/general";
    QTest::newRow("ambush: \"yes\"") << "/divisions/1/regiments/1/ambush" << QByteArray("\"yes\"")
                                     << "/divisions/1/regiments/1/ambush";
    QTest::newRow("unit: 12") << "/divisions/2/regiments/3/unit" << QByteArray("12") << "/divisions/2/regiments/3/unit";
    QTest::newRow("regiment: a string") << "/divisions/2/regiments/0" << QByteArray("\"line\"")
                                        << "/divisions/2/regiments/0";
    QTest::newRow("regiments: {}") << "/divisions/1/regiments" << QByteArray("{}") << "/divisions/1/regiments";
    QTest::newRow("arm: navy") << "/divisions/1/arm" << QByteArray("\"navy\"") << "/divisions/1/arm";
    QTest::newRow("name: 5") << "/name" << QByteArray("5") << "/name";
    QTest::newRow("name: {pl: 5}") << "/name" << QByteArray("{\"pl\": 5}") << "/name";
    QTest::newRow("nation: null") << "/nation" << QByteArray("null") << "/nation";
    QTest::newRow("catalogues: \"x\"") << "/catalogues" << QByteArray("\"demo-france-1813\"") << "/catalogues";
    QTest::newRow("catalogues: []") << "/catalogues" << QByteArray("[]") << "/catalogues";
    QTest::newRow("catalogues: [1]") << "/catalogues" << QByteArray("[1]") << "/catalogues/0";
    QTest::newRow("limits: {}") << "/limits" << QByteArray("{}") << "/limits";
    QTest::newRow("limits units 0.3") << "/limits" << QByteArray("{\"units\": 0.3, \"upgrades\": 8}")
                                      << "/limits/units";
    QTest::newRow("limits units 1e300") << "/limits" << QByteArray("{\"units\": 1e300, \"upgrades\": 8}")
                                        << "/limits/units";
    QTest::newRow("maxBases 2.5") << "/limits/maxBases" << QByteArray("2.5") << "/limits/maxBases";
    QTest::newRow("maxBases 1e12") << "/limits/maxBases" << QByteArray("1e12") << "/limits/maxBases";
    QTest::newRow("options: []") << "/options" << QByteArray("[]") << "/options";
    QTest::newRow("mixPeriods: 1") << "/options" << QByteArray("{\"mixPeriods\": 1}") << "/options/mixPeriods";
    QTest::newRow("upgrade count 0") << "/upgrades/1/count" << QByteArray("0") << "/upgrades/1/count";
    QTest::newRow("upgrade levels -1") << "/upgrades/0/levels" << QByteArray("-1") << "/upgrades/0/levels";
    QTest::newRow("upgrade id: true") << "/upgrades/0/id" << QByteArray("true") << "/upgrades/0/id";
    QTest::newRow("corps: {}") << "/corps" << QByteArray("{}") << "/corps";
    QTest::newRow("corps divisions: [1]")
        << "/corps" << QByteArray("[{\"id\": \"c1\", \"divisions\": [\"d1\", 2]}]") << "/corps/0/divisions/1";
    QTest::newRow("draws: [1]") << "/draws" << QByteArray("[1]") << "/draws/0";
    QTest::newRow("division id twice") << "/divisions/2/id" << QByteArray("\"d1\"") << "/divisions/2/id";
}

void TstFormats::rosterWrongTypes()
{
    QFETCH(QString, at);
    QFETCH(QByteArray, value);
    QFETCH(QString, pointer);
    const QJsonObject doc = edited(demo, at, parseValue(value));
    LoadError error;
    const auto roster = rosterFromJson(doc, QStringLiteral("typed.bwroster"), &error);
    QVERIFY2(!roster, "the roster was accepted");
    QCOMPARE(error.file, QStringLiteral("typed.bwroster"));
    QVERIFY(error.hasPointer);
    QCOMPARE(error.pointer, pointer);
    QCOMPARE(error.line, 0);
    QVERIFY(!error.message.isEmpty());
    QCOMPARE(error.toLine(), QStringLiteral("typed.bwroster: %1: %2").arg(pointer, error.message));

    // The same through the file reader.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("typed.bwroster"));
    QVERIFY(writeFile(path, QJsonDocument(doc).toJson()));
    LoadError fileError;
    QVERIFY(!loadRosterFile(path, &fileError));
    QCOMPARE(fileError.file, path);
    QCOMPARE(fileError.pointer, pointer);
}

void TstFormats::rosterMissingKeys_data()
{
    QTest::addColumn<QString>("at");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("key");
    QTest::newRow("ruleset") << "/ruleset"
                             << ""
                             << "ruleset";
    QTest::newRow("nation") << "/nation"
                            << ""
                            << "nation";
    QTest::newRow("limits") << "/limits"
                            << ""
                            << "limits";
    QTest::newRow("catalogues") << "/catalogues"
                                << ""
                                << "catalogues";
    QTest::newRow("divisions") << "/divisions"
                               << ""
                               << "divisions";
    QTest::newRow("division id") << "/divisions/1/id"
                                 << "/divisions/1"
                                 << "id";
    QTest::newRow("division arm") << "/divisions/2/arm"
                                  << "/divisions/2"
                                  << "arm";
    QTest::newRow("division regiments") << "/divisions/0/regiments"
                                        << "/divisions/0"
                                        << "regiments";
    QTest::newRow("regiment unit") << "/divisions/0/regiments/1/unit"
                                   << "/divisions/0/regiments/1"
                                   << "unit";
    QTest::newRow("upgrade id") << "/upgrades/1/id"
                                << "/upgrades/1"
                                << "id";
}

void TstFormats::rosterMissingKeys()
{
    QFETCH(QString, at);
    QFETCH(QString, pointer);
    QFETCH(QString, key);
    const QJsonObject doc = edited(demo, at, QJsonValue(QJsonValue::Undefined));
    LoadError error;
    QVERIFY(!rosterFromJson(doc, QStringLiteral("missing.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("missing.bwroster"));
    QVERIFY(error.hasPointer);
    QCOMPARE(error.pointer, pointer);
    QVERIFY2(error.message.contains(QLatin1Char('"') + key + QLatin1Char('"')), qPrintable(error.message));
}

void TstFormats::rulesetErrors_data()
{
    QTest::addColumn<QString>("at");
    QTest::addColumn<QByteArray>("value"); // "" removes the entry
    QTest::addColumn<QString>("pointer");
    QTest::newRow("measure furlongs") << "/measure" << QByteArray("\"furlongs\"") << "/measure";
    QTest::newRow("perBase 0.3") << "/costClasses/A/perBase" << QByteArray("0.3") << "/costClasses/A/perBase";
    QTest::newRow("costClasses: []") << "/costClasses" << QByteArray("[]") << "/costClasses";
    QTest::newRow("preset units \"32\"") << "/presets/32+8/units" << QByteArray("\"32\"") << "/presets/32+8/units";
    QTest::newRow("preset negative") << "/presets/32+8/units" << QByteArray("-2") << "/presets/32+8";
    QTest::newRow("commandMin above commandMax") << "/orders/commandMin" << QByteArray("5") << "/orders/commandMin";
    QTest::newRow("readings flag \"yes\"")
        << "/readings/eliteWithoutVeteran" << QByteArray("\"yes\"") << "/readings/eliteWithoutVeteran";
    QTest::newRow("missing orders") << "/orders" << QByteArray() << "";
    QTest::newRow("missing id") << "/id" << QByteArray() << "";
    QTest::newRow("unknown format") << "/format" << QByteArray("\"bw-catalogue\"") << "/format";
    QTest::newRow("version 2") << "/version" << QByteArray("2") << "/version";
    // Limits found by fuzzing (docs/fuzzing.md, F1-F5): whole numbers beyond 100 million and points beyond a billion,
    // percentages beyond 100, dice without two faces, endless initiative ties, tables of a million pieces.
    QTest::newRow("F1 number beyond the limit")
        << "/readings/artilleryPercent" << QByteArray("2000000000") << "/readings/artilleryPercent";
    QTest::newRow("F1 points beyond the limit")
        << "/presets/32+8/units" << QByteArray("1000000000.5") << "/presets/32+8/units";
    QTest::newRow("F2 artilleryPercent 101")
        << "/readings/artilleryPercent" << QByteArray("101") << "/readings/artilleryPercent";
    QTest::newRow("F3 one-sided initiative die")
        << "/pregame/initiativeDie" << QByteArray("1") << "/pregame/initiativeDie";
    QTest::newRow("F3 endless initiative ties")
        << "/pregame/maxInitiativeRounds" << QByteArray("999999") << "/pregame/maxInitiativeRounds";
    QTest::newRow("F4 initiative die of 0 faces")
        << "/pregame/initiativeDie" << QByteArray("0") << "/pregame/initiativeDie";
    QTest::newRow("F5 a million pieces per table")
        << "/terrain/piecesPerTable/120x120" << QByteArray("999999") << "/terrain/piecesPerTable/120x120";
    QTest::newRow("F5 battlefield maximum") << "/terrain/battlefields/0/terrain/woods/max" << QByteArray("999999")
                                            << "/terrain/battlefields/0/terrain/woods";
    QTest::newRow("F5 minimum above maximum")
        << "/terrain/battlefields/0/terrain/woods/min" << QByteArray("9") << "/terrain/battlefields/0/terrain/woods";
}

void TstFormats::rulesetErrors()
{
    QFETCH(QString, at);
    QFETCH(QByteArray, value);
    QFETCH(QString, pointer);
    const QJsonObject doc =
        edited(rulesetDoc, at, value.isEmpty() ? QJsonValue(QJsonValue::Undefined) : parseValue(value));
    LoadError error;
    QVERIFY(!rulesetFromJson(doc, QStringLiteral("rules.json"), &error));
    QCOMPARE(error.file, QStringLiteral("rules.json"));
    QVERIFY(error.hasPointer);
    QCOMPARE(error.pointer, pointer);
    QVERIFY(!error.message.isEmpty());
}

void TstFormats::catalogueErrors_data()
{
    QTest::addColumn<QString>("at");
    QTest::addColumn<QByteArray>("value"); // "" removes the entry
    QTest::addColumn<QString>("pointer");
    QTest::newRow("base count \"three\"")
        << "/units/0/bases/0/count" << QByteArray("\"three\"") << "/units/0/bases/0/count";
    QTest::newRow("base count 0") << "/units/0/bases/0/count" << QByteArray("0") << "/units/0/bases/0/count";
    QTest::newRow("unknown profile") << "/units/3/bases/0/profile" << QByteArray("\"nope\"")
                                     << "/units/3/bases/0/profile";
    QTest::newRow("no bases") << "/units/2/bases" << QByteArray("[]") << "/units/2/bases";
    QTest::newRow("unit id twice") << "/units/1/id" << QByteArray("\"demo-fr-1-grenadiers-a-pied\"") << "/units/1/id";
    QTest::newRow("command 9") << "/generals/0/command" << QByteArray("9") << "/generals/0/command";
    QTest::newRow("unknown role") << "/generals/0/roles" << QByteArray("[\"emperor\"]") << "/generals/0/roles/0";
    QTest::newRow("kind navy") << "/profiles/line-infantry/kind" << QByteArray("\"navy\"")
                               << "/profiles/line-infantry/kind";
    QTest::newRow("unknown cost class") << "/profiles/line-infantry/costClass" << QByteArray("\"Z\"")
                                        << "/profiles/line-infantry/costClass";
    QTest::newRow("move [1]") << "/profiles/line-infantry/move" << QByteArray("[1]") << "/profiles/line-infantry/move";
    QTest::newRow("units: 5") << "/units" << QByteArray("5") << "/units";
    QTest::newRow("missing id") << "/id" << QByteArray() << "";
    QTest::newRow("missing unit name") << "/units/4/name" << QByteArray() << "/units/4";
    QTest::newRow("division with unknown unit")
        << "/divisions/0/units/0" << QByteArray("\"nope\"") << "/divisions/0/units/0";
    QTest::newRow("ruleset of another") << "/ruleset" << QByteArray("\"bwn-9\"") << "/ruleset";
    QTest::newRow("unknown format") << "/format" << QByteArray("\"bw-foo\"") << "/format";
    QTest::newRow("version 0") << "/version" << QByteArray("0") << "/version";
    // F1 (docs/fuzzing.md): a unit of a million bases overflowed the army's totals; no regiment has a thousand.
    QTest::newRow("F1 unit of 999999 bases") << "/units/0/bases/0/count" << QByteArray("999999") << "/units/0/bases";
    QTest::newRow("F1 base count beyond the limit")
        << "/units/0/bases/0/count" << QByteArray("1e12") << "/units/0/bases/0/count";
}

void TstFormats::catalogueErrors()
{
    QFETCH(QString, at);
    QFETCH(QByteArray, value);
    QFETCH(QString, pointer);
    const QJsonObject doc =
        edited(catalogueDoc, at, value.isEmpty() ? QJsonValue(QJsonValue::Undefined) : parseValue(value));
    LoadError error;
    QVERIFY(!catalogueFromJson(doc, QStringLiteral("army.json"), &*ruleset, &error));
    QCOMPARE(error.file, QStringLiteral("army.json"));
    QVERIFY(error.hasPointer);
    QCOMPARE(error.pointer, pointer);
    QVERIFY(!error.message.isEmpty());
}

void TstFormats::pointerTokensAreEscaped()
{
    QCOMPARE(escapePointerToken(QStringLiteral("a/b~c")), QStringLiteral("a~1b~0c"));
    QCOMPARE(escapePointerToken(QStringLiteral("~1")), QStringLiteral("~01"));

    // A profile whose name holds "/" and "~": the pointer of its error is escaped (RFC 6901).
    QJsonObject doc = catalogueDoc;
    QJsonObject profiles = doc.value(QStringLiteral("profiles")).toObject();
    QJsonObject odd = profiles.value(QStringLiteral("line-infantry")).toObject();
    odd.insert(QStringLiteral("wb"), QStringLiteral("two"));
    profiles.insert(QStringLiteral("odd/one~x"), odd);
    doc.insert(QStringLiteral("profiles"), profiles);
    LoadError error;
    QVERIFY(!catalogueFromJson(doc, QStringLiteral("army.json"), &*ruleset, &error));
    QCOMPARE(error.pointer, QStringLiteral("/profiles/odd~1one~0x/wb"));
}

void TstFormats::bundledFilesRead()
{
    LoadError error;
    const auto roster = rosterFromJson(demo, QStringLiteral("demo.bwroster"), &error);
    QVERIFY2(roster, qPrintable(error.toLine()));
    QCOMPARE(roster->divisions.size(), 3);
    QCOMPARE(roster->divisions[0].regiments[1].status, Status::Veteran);

    const auto catalogue = catalogueFromJson(catalogueDoc, QStringLiteral("army.json"), &*ruleset, &error);
    QVERIFY2(catalogue, qPrintable(error.toLine()));
    QCOMPARE(catalogue->id, QStringLiteral("demo-france-1813"));
    QVERIFY(catalogue->unit(QStringLiteral("demo-fr-pl-krakus")));

    const auto loaded = loadRosterFile(demoRosterPath(), &error);
    QVERIFY2(loaded, qPrintable(error.toLine()));
    QCOMPARE(*loaded, *roster);
}

// ---------------------------------------------------------------------------------------------------------------
// Format and version

void TstFormats::unknownFormat_data()
{
    QTest::addColumn<QByteArray>("value"); // "" removes "format"
    QTest::newRow("bw-foo") << QByteArray("\"bw-foo\"");
    QTest::newRow("another kind") << QByteArray("\"bw-catalogue\"");
    QTest::newRow("case") << QByteArray("\"BW-ROSTER\"");
    QTest::newRow("number") << QByteArray("1");
    QTest::newRow("null") << QByteArray("null");
    QTest::newRow("missing") << QByteArray();
}

void TstFormats::unknownFormat()
{
    QFETCH(QByteArray, value);
    const QJsonObject doc = edited(demo, QStringLiteral("/format"),
                                   value.isEmpty() ? QJsonValue(QJsonValue::Undefined) : parseValue(value));
    LoadError error;
    QVERIFY(!rosterFromJson(doc, QStringLiteral("f.bwroster"), &error));
    QCOMPARE(error.file, QStringLiteral("f.bwroster"));
    QCOMPARE(error.pointer, QStringLiteral("/format"));
    QVERIFY2(error.message.contains(QStringLiteral("bw-roster")), qPrintable(error.message)); // says what it expected
    if (value != "\"bw-foo\"")
        return;
    QVERIFY(error.message.contains(QStringLiteral("bw-foo")));
    // The same check for the other kinds.
    QVERIFY(!checkAndUpgrade(doc, catalogueKind(), QStringLiteral("c.json"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/format"));
    QVERIFY(error.message.contains(QStringLiteral("bw-catalogue")));
    QVERIFY(!checkAndUpgrade(doc, rulesetKind(), QStringLiteral("r.json"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/format"));
}

void TstFormats::newerVersionSaysUpdate()
{
    for (const int version : {2, 99, 1000000}) {
        LoadError error;
        QVERIFY(
            !rosterFromJson(edited(demo, QStringLiteral("/version"), version), QStringLiteral("new.bwroster"), &error));
        QCOMPARE(error.file, QStringLiteral("new.bwroster"));
        QCOMPARE(error.pointer, QStringLiteral("/version"));
        QVERIFY2(error.message.contains(QStringLiteral("newer")), qPrintable(error.message));
        QVERIFY2(error.message.contains(QStringLiteral("update"), Qt::CaseInsensitive), qPrintable(error.message));
        QVERIFY(error.message.contains(QString::number(version)));
    }
}

void TstFormats::olderThanOldestVersion()
{
    for (const int version : {0, -1}) {
        LoadError error;
        QVERIFY(
            !rosterFromJson(edited(demo, QStringLiteral("/version"), version), QStringLiteral("old.bwroster"), &error));
        QCOMPARE(error.pointer, QStringLiteral("/version"));
        QVERIFY2(error.message.contains(QStringLiteral("old")), qPrintable(error.message));
        QVERIFY(!error.message.contains(QStringLiteral("update")));
    }
}

void TstFormats::versionNotAnInteger_data()
{
    QTest::addColumn<QByteArray>("value"); // "" removes "version"
    QTest::newRow("1.5") << QByteArray("1.5");
    QTest::newRow("\"1\"") << QByteArray("\"1\"");
    QTest::newRow("null") << QByteArray("null");
    QTest::newRow("1e300") << QByteArray("1e300");
    QTest::newRow("-1e300") << QByteArray("-1e300");
    QTest::newRow("missing") << QByteArray();
}

void TstFormats::versionNotAnInteger()
{
    QFETCH(QByteArray, value);
    const QJsonObject doc = edited(demo, QStringLiteral("/version"),
                                   value.isEmpty() ? QJsonValue(QJsonValue::Undefined) : parseValue(value));
    LoadError error;
    QVERIFY(!rosterFromJson(doc, QStringLiteral("v.bwroster"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/version"));
    QVERIFY(!error.message.isEmpty());
}

// A kind at version 3 that still reads versions 1 and 2: 1→2 renames "oldName" to "newName", 2→3 adds "added"
// from the renamed key, so the second step only works after the first.
static DocumentKind testKind(bool withSecondStep, QStringList *log)
{
    DocumentKind kind;
    kind.format = QStringLiteral("bw-test");
    kind.currentVersion = 3;
    kind.oldestVersion = 1;
    if (withSecondStep)
        kind.upgrades << Migration{
            2, [log](QJsonObject doc) {
                *log << QStringLiteral("2->3 v%1").arg(doc.value(QStringLiteral("version")).toInt());
                doc.insert(QStringLiteral("added"),
                           doc.value(QStringLiteral("newName")).toString() + QStringLiteral("+added"));
                return doc;
            }};
    kind.upgrades << Migration{1, [log](QJsonObject doc) {
                                   *log << QStringLiteral("1->2 v%1").arg(doc.value(QStringLiteral("version")).toInt());
                                   doc.insert(QStringLiteral("newName"), doc.take(QStringLiteral("oldName")));
                                   return doc;
                               }};
    return kind;
}

void TstFormats::upgradePathAppliesEveryStepInOrder()
{
    QStringList log;
    const DocumentKind kind = testKind(true, &log);
    const QJsonObject v1{{QStringLiteral("format"), QStringLiteral("bw-test")},
                         {QStringLiteral("version"), 1},
                         {QStringLiteral("oldName"), QStringLiteral("value")},
                         {QStringLiteral("x-other"), 42}};
    LoadError error;
    const auto upgraded = checkAndUpgrade(v1, kind, QStringLiteral("t.json"), &error);
    QVERIFY2(upgraded, qPrintable(error.toLine()));
    QCOMPARE(log, (QStringList{QStringLiteral("1->2 v1"), QStringLiteral("2->3 v2")}));
    QCOMPARE(upgraded->value(QStringLiteral("version")).toInt(), 3);
    QVERIFY(upgraded->value(QStringLiteral("version")).isDouble());
    QVERIFY(!upgraded->contains(QStringLiteral("oldName")));
    QCOMPARE(upgraded->value(QStringLiteral("newName")).toString(), QStringLiteral("value"));
    QCOMPARE(upgraded->value(QStringLiteral("added")).toString(), QStringLiteral("value+added"));
    QCOMPARE(upgraded->value(QStringLiteral("x-other")).toInt(), 42);

    // The current version passes untouched.
    log.clear();
    const auto current = checkAndUpgrade(*upgraded, kind, QStringLiteral("t.json"), &error);
    QVERIFY(current);
    QCOMPARE(*current, *upgraded);
    QVERIFY(log.isEmpty());

    // Newer than the kind knows.
    QJsonObject v4 = *upgraded;
    v4.insert(QStringLiteral("version"), 4);
    QVERIFY(!checkAndUpgrade(v4, kind, QStringLiteral("t.json"), &error));
    QVERIFY(error.message.contains(QStringLiteral("update")));
    QVERIFY(log.isEmpty());
}

void TstFormats::upgradePathFromMiddleVersion()
{
    QStringList log;
    const DocumentKind kind = testKind(true, &log);
    const QJsonObject v2{{QStringLiteral("format"), QStringLiteral("bw-test")},
                         {QStringLiteral("version"), 2},
                         {QStringLiteral("newName"), QStringLiteral("kept")}};
    LoadError error;
    const auto upgraded = checkAndUpgrade(v2, kind, QStringLiteral("t.json"), &error);
    QVERIFY2(upgraded, qPrintable(error.toLine()));
    QCOMPARE(log, QStringList{QStringLiteral("2->3 v2")});
    QCOMPARE(upgraded->value(QStringLiteral("version")).toInt(), 3);
    QCOMPARE(upgraded->value(QStringLiteral("added")).toString(), QStringLiteral("kept+added"));
}

void TstFormats::upgradePathMissingStep()
{
    QStringList log;
    const DocumentKind kind = testKind(false, &log); // 1→2 only: nothing leads from 2 to 3
    const QJsonObject v1{{QStringLiteral("format"), QStringLiteral("bw-test")},
                         {QStringLiteral("version"), 1},
                         {QStringLiteral("oldName"), QStringLiteral("value")}};
    LoadError error;
    QVERIFY(!checkAndUpgrade(v1, kind, QStringLiteral("gap.json"), &error));
    QCOMPARE(error.file, QStringLiteral("gap.json"));
    QCOMPARE(error.pointer, QStringLiteral("/version"));
    QVERIFY2(error.message.contains(QStringLiteral("2")), qPrintable(error.message));
    QVERIFY(!error.message.isEmpty());

    QJsonObject v2 = v1;
    v2.insert(QStringLiteral("version"), 2);
    error = LoadError();
    QVERIFY(!checkAndUpgrade(v2, kind, QStringLiteral("gap.json"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/version"));

    // Version 0 is older than the oldest the kind reads.
    QJsonObject v0 = v1;
    v0.insert(QStringLiteral("version"), 0);
    QVERIFY(!checkAndUpgrade(v0, kind, QStringLiteral("gap.json"), &error));
    QVERIFY(error.message.contains(QStringLiteral("old")));
}

// ---------------------------------------------------------------------------------------------------------------
// Round trip and saving

void TstFormats::roundTripKeepsUnknownKeys()
{
    QJsonObject doc = demo;
    doc.insert(QStringLiteral("x-note"), QStringLiteral("painted by Janek"));
    doc = edited(doc, QStringLiteral("/divisions/0/regiments/1/x-colour"), QStringLiteral("blue"));
    doc = edited(doc, QStringLiteral("/divisions/1/x-banner"), QJsonObject{{QStringLiteral("eagle"), true}});
    doc = edited(doc, QStringLiteral("/limits/x-house-rule"), 3);
    doc = edited(doc, QStringLiteral("/upgrades/1/x-where"), QJsonArray{1, 2});
    doc = edited(doc, QStringLiteral("/commanderInChief/x-nickname"), QStringLiteral("le petit"));

    LoadError error;
    const auto roster = rosterFromJson(doc, QStringLiteral("extra.bwroster"), &error);
    QVERIFY2(roster, qPrintable(error.toLine()));
    const QJsonObject back = rosterToJson(*roster);
    QCOMPARE(back.value(QStringLiteral("x-note")).toString(), QStringLiteral("painted by Janek"));
    const QJsonObject regiment = back.value(QStringLiteral("divisions"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QStringLiteral("regiments"))
                                     .toArray()
                                     .at(1)
                                     .toObject();
    QCOMPARE(regiment.value(QStringLiteral("x-colour")).toString(), QStringLiteral("blue"));
    QCOMPARE(regiment.value(QStringLiteral("unit")).toString(), QStringLiteral("demo-fr-pl-16-pp"));
    QCOMPARE(back.value(QStringLiteral("divisions")).toArray().at(1).toObject().value(QStringLiteral("x-banner")),
             QJsonValue(QJsonObject{{QStringLiteral("eagle"), true}}));
    QCOMPARE(back.value(QStringLiteral("limits")).toObject().value(QStringLiteral("x-house-rule")).toInt(), 3);
    QCOMPARE(back.value(QStringLiteral("upgrades")).toArray().at(1).toObject().value(QStringLiteral("x-where")),
             QJsonValue(QJsonArray{1, 2}));
    QCOMPARE(back.value(QStringLiteral("commanderInChief")).toObject().value(QStringLiteral("x-nickname")).toString(),
             QStringLiteral("le petit"));
    QCOMPARE(back, doc);

    // ...and through a file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("extra.bwroster"));
    QString message;
    QVERIFY2(saveRosterFile(*roster, path, &message), qPrintable(message));
    QCOMPARE(readObject(path), doc);
}

void TstFormats::roundTripOfDemoRosterIsExact()
{
    for (const QString &name :
         {QStringLiteral("demo-france-1813.bwroster"), QStringLiteral("demo-russia-1813.bwroster")}) {
        const QJsonObject doc = readObject(dataPath(QStringLiteral("rosters/") + name));
        LoadError error;
        const auto roster = rosterFromJson(doc, name, &error);
        QVERIFY2(roster, qPrintable(error.toLine()));
        QCOMPARE(rosterToJson(*roster), doc);
    }
}

void TstFormats::roundTripOfCatalogueAndRuleset()
{
    LoadError error;
    QJsonObject doc = catalogueDoc;
    doc.insert(QStringLiteral("x-publisher"), QStringLiteral("club"));
    doc = edited(doc, QStringLiteral("/units/0/x-source"), QStringLiteral("Nafziger"));
    const auto catalogue = catalogueFromJson(doc, QStringLiteral("army.json"), &*ruleset, &error);
    QVERIFY2(catalogue, qPrintable(error.toLine()));
    const QJsonObject back = catalogueToJson(*catalogue);
    QCOMPARE(back.value(QStringLiteral("x-publisher")).toString(), QStringLiteral("club"));
    QCOMPARE(
        back.value(QStringLiteral("units")).toArray().at(0).toObject().value(QStringLiteral("x-source")).toString(),
        QStringLiteral("Nafziger"));
    const auto again = catalogueFromJson(back, QStringLiteral("army.json"), &*ruleset, &error);
    QVERIFY2(again, qPrintable(error.toLine()));
    QCOMPARE(*again, *catalogue);

    QJsonObject rulesDoc = rulesetDoc;
    rulesDoc.insert(QStringLiteral("x-house"), true);
    const auto rules = rulesetFromJson(rulesDoc, QStringLiteral("rules.json"), &error);
    QVERIFY2(rules, qPrintable(error.toLine()));
    const QJsonObject rulesBack = rulesetToJson(*rules);
    QVERIFY(rulesBack.value(QStringLiteral("x-house")).toBool());
    const auto rulesAgain = rulesetFromJson(rulesBack, QStringLiteral("rules.json"), &error);
    QVERIFY2(rulesAgain, qPrintable(error.toLine()));
    QCOMPARE(*rulesAgain, *rules);
}

void TstFormats::loadErrorToLine()
{
    const LoadError syntax{QStringLiteral("roster.json"), QString(), false, 3, 14, QStringLiteral("not valid JSON: x"), {}};
    QCOMPARE(syntax.toLine(), QStringLiteral("roster.json:3:14: not valid JSON: x"));

    const LoadError shape{QStringLiteral("roster.json"),      QStringLiteral("/divisions/0/general"), true, 0, 0,
                          QStringLiteral("expected a string"), {}};
    QCOMPARE(shape.toLine(), QStringLiteral("roster.json: /divisions/0/general: expected a string"));

    const LoadError plain{QStringLiteral("roster.json"), QString(), false, 0, 0, QStringLiteral("cannot open"), {}};
    QCOMPARE(plain.toLine(), QStringLiteral("roster.json: cannot open"));

    const LoadError root{QStringLiteral("roster.json"), QString(), true, 0, 0, QStringLiteral("expected an object"), {}};
    QVERIFY(root.toLine().startsWith(QStringLiteral("roster.json: ")));
    QVERIFY(root.toLine().endsWith(QStringLiteral(": expected an object")));

    // From real errors.
    LoadError error;
    QVERIFY(
        !rosterFromJson(edited(demo, QStringLiteral("/divisions/0/regiments/1/status"), QStringLiteral("legendary")),
                        QStringLiteral("demo.bwroster"), &error));
    QVERIFY(error.toLine().startsWith(QStringLiteral("demo.bwroster: /divisions/0/regiments/1/status: ")));
    QVERIFY(!parseJsonObject("{\n  \"a\": [1,\n", QStringLiteral("demo.bwroster"), &error));
    QVERIFY(
        QRegularExpression(QStringLiteral("^demo\\.bwroster:[1-9]\\d*:[1-9]\\d*: ")).match(error.toLine()).hasMatch());
}

void TstFormats::loadErrorToLineIsOneLine()
{
    // toLine() promises one line, but values from the file are quoted raw into the message.
    LoadError error;
    QVERIFY(!rosterFromJson(edited(demo, QStringLiteral("/divisions"), QStringLiteral("a\nb")),
                            QStringLiteral("nl.bwroster"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/divisions"));
    QVERIFY2(!error.toLine().contains(QLatin1Char('\n')), qPrintable(error.toLine()));

    error = LoadError();
    QVERIFY(!rosterFromJson(edited(demo, QStringLiteral("/format"), QStringLiteral("bw\nfoo")),
                            QStringLiteral("nl.bwroster"), &error));
    QVERIFY2(!error.toLine().contains(QLatin1Char('\n')), qPrintable(error.toLine()));
}

void TstFormats::saveIsAtomicAndLeavesNoTempFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LoadError error;
    const auto roster = loadRosterFile(demoRosterPath(), &error);
    QVERIFY2(roster, qPrintable(error.toLine()));
    const QString path = dir.filePath(QStringLiteral("saved.bwroster"));
    QString message;
    QVERIFY2(saveRosterFile(*roster, path, &message), qPrintable(message));
    QVERIFY(message.isEmpty());
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("saved.bwroster")});
    const auto reloaded = loadRosterFile(path, &error);
    QVERIFY2(reloaded, qPrintable(error.toLine()));
    QCOMPARE(*reloaded, *roster);
    const QJsonObject onDisk = readObject(path);
    QCOMPARE(onDisk.value(QStringLiteral("format")).toString(), QStringLiteral("bw-roster"));
    QCOMPARE(onDisk.value(QStringLiteral("version")).toInt(), 1);
}

void TstFormats::saveReplacesExistingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.bwroster"));
    QVERIFY(writeFile(path, "old contents, not even JSON"));
    LoadError error;
    auto roster = rosterFromJson(demo, QStringLiteral("demo"), &error);
    QVERIFY(roster);
    roster->name = Text(QStringLiteral("Second save"));
    QString message;
    QVERIFY2(saveRosterFile(*roster, path, &message), qPrintable(message));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("saved.bwroster")});
    const auto reloaded = loadRosterFile(path, &error);
    QVERIFY2(reloaded, qPrintable(error.toLine()));
    QCOMPARE(reloaded->name.get(), QStringLiteral("Second save"));
    QCOMPARE(*reloaded, *roster);
}

void TstFormats::saveIntoMissingDirectoryFails()
{
    QTemporaryDir dir;
    LoadError error;
    const auto roster = rosterFromJson(demo, QStringLiteral("demo"), &error);
    QVERIFY(roster);
    const QString path = dir.filePath(QStringLiteral("no/such/dir/saved.bwroster"));
    QString message;
    QVERIFY(!saveRosterFile(*roster, path, &message));
    QVERIFY(!message.isEmpty());
    QVERIFY2(message.contains(QStringLiteral("saved.bwroster")), qPrintable(message));
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("no"))));
    QVERIFY(entries(dir.path()).isEmpty());
}

QTEST_APPLESS_MAIN(TstFormats)
// A FIFO with no writer would block QFile::open forever: anything but a regular file is refused at once.
void TstFormats::namedPipeIsRefusedNotWaitedOn()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("roster.bwroster"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    LoadError error;
    QVERIFY(!loadRosterFile(fifo, &error));
    QCOMPARE(error.file, fifo);
    QVERIFY(error.message.contains(QStringLiteral("not a regular file")));
}

// Untrusted files: a text longer than any a person writes, or a list longer than any roster, is refused by name.
void TstFormats::overlongTextAndListsAreRefused()
{
    LoadError error;
    const QString longName(kMaxStringLength + 1, QLatin1Char('x'));
    QVERIFY(!rosterFromJson(edited(demo, QStringLiteral("/name"), longName), QStringLiteral("long.bwroster"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/name"));
    QVERIFY(error.message.contains(QStringLiteral("limit")));
    QVERIFY(!rosterFromJson(edited(demo, QStringLiteral("/divisions/0/regiments/0/unit"), longName),
                            QStringLiteral("long.bwroster"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/divisions/0/regiments/0/unit"));
    QJsonArray many;
    for (qsizetype i = 0; i <= kMaxListLength; ++i)
        many.append(QStringLiteral("c"));
    QVERIFY(
        !rosterFromJson(edited(demo, QStringLiteral("/catalogues"), many), QStringLiteral("many.bwroster"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/catalogues"));
    // At the limits themselves a file still reads.
    QVERIFY(rosterFromJson(edited(demo, QStringLiteral("/name"), QString(kMaxStringLength, QLatin1Char('x'))),
                           QStringLiteral("ok.bwroster"), &error));
}

#include "tst_formats.moc"
