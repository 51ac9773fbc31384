// SPDX-License-Identifier: GPL-3.0-or-later
// The `bwn` command line against its contract (CONTRACT: Command line): exit codes 0/1/2, the JSON of
// `validate --json` and `order --json`, and for every unusable input exactly one line on stderr naming the file
// and the JSON pointer or line:column — never a crash, never a hang. Runs the built bwn as a separate process.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "jsonedit.h"
#include "smalldisk.h"

#include <optional>

#include <sys/stat.h>

using namespace sztab::test;

namespace {

constexpr int kTimeoutMs = 30000;

struct Run {
    bool finished = false;
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;

    QString describe() const
    {
        return QStringLiteral(
                   "finished=%1 crashed=%2 exit=%3 (%4 ms)\n--- stdout (%5 bytes) ---\n%6\n--- stderr ---\n%7")
            .arg(finished)
            .arg(status == QProcess::CrashExit)
            .arg(exitCode)
            .arg(ms)
            .arg(out.size())
            .arg(QString::fromUtf8(out.left(2000)), QString::fromUtf8(err.left(2000)));
    }
};

Run bwn(const QStringList &args, int timeoutMs = kTimeoutMs)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("SZTAB_DATA_DIR"), QStringLiteral(SZTAB_SOURCE_DATA_DIR));
    p.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(SZTAB_BWN_PATH), args);
    Run r;
    if (!p.waitForStarted(kTimeoutMs))
        return r;
    r.finished = p.waitForFinished(timeoutMs);
    if (!r.finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    r.ms = timer.elapsed();
    r.status = p.exitStatus();
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString dataPath(const QString &relative) { return QStringLiteral(SZTAB_SOURCE_DATA_DIR "/") + relative; }

QString franceRoster() { return dataPath(QStringLiteral("rosters/demo-france-1813.bwroster")); }
QString russiaRoster() { return dataPath(QStringLiteral("rosters/demo-russia-1813.bwroster")); }

QByteArray editedDemo(const QString &pointer, const QJsonValue &value)
{
    const QJsonObject doc = setAt(readObject(franceRoster()), pointerTokens(pointer), value).toObject();
    return QJsonDocument(doc).toJson();
}

// The value a JSON pointer leads to, if any (RFC 6901).
std::optional<QJsonValue> resolve(QJsonValue v, const QString &pointer)
{
    if (pointer.isEmpty())
        return v;
    if (!pointer.startsWith(QLatin1Char('/')))
        return std::nullopt;
    for (const QString &t : pointerTokens(pointer)) {
        if (v.isObject()) {
            if (!v.toObject().contains(t))
                return std::nullopt;
            v = v.toObject().value(t);
        } else if (v.isArray()) {
            bool ok = false;
            const int i = t.toInt(&ok);
            if (!ok || i < 0 || i >= v.toArray().size())
                return std::nullopt;
            v = v.toArray().at(i);
        } else {
            return std::nullopt;
        }
    }
    return v;
}

QByteArray randomBytes(quint32 seed, qsizetype size)
{
    QRandomGenerator gen(seed);
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char(gen.bounded(256));
    return bytes;
}

// Contract: exit 2, one line on stderr, nothing on stdout (there is no result to print), well within the timeout.
#define VERIFY_ONE_LINE_UNUSABLE(run)                                                                                  \
    do {                                                                                                               \
        QVERIFY2((run).finished, qPrintable(QStringLiteral("hang: ") + (run).describe()));                             \
        QVERIFY2((run).status == QProcess::NormalExit, qPrintable(QStringLiteral("crash: ") + (run).describe()));      \
        QVERIFY2((run).exitCode == 2, qPrintable((run).describe()));                                                   \
        QVERIFY2((run).out.isEmpty(), qPrintable((run).describe()));                                                   \
        QVERIFY2((run).err.endsWith('\n') && (run).err.count('\n') == 1, qPrintable((run).describe()));                \
        QVERIFY2((run).ms < 10000, qPrintable((run).describe()));                                                      \
    } while (false)

#define VERIFY_FINISHED_NORMALLY(run)                                                                                  \
    do {                                                                                                               \
        QVERIFY2((run).finished, qPrintable(QStringLiteral("hang: ") + (run).describe()));                             \
        QVERIFY2((run).status == QProcess::NormalExit, qPrintable(QStringLiteral("crash: ") + (run).describe()));      \
    } while (false)

bool isJsonNumber(const QJsonValue &v) { return v.isDouble(); }
bool isWholeNumber(const QJsonValue &v) { return v.isDouble() && v.toDouble() == double(qint64(v.toDouble())); }

} // namespace

class TstCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    // Help and version.
    void version();
    void help_data();
    void help();
    void noArguments();
    void commandTreeAnswersEveryLevelAlike_data();
    void commandTreeAnswersEveryLevelAlike();
    void commandTreeAliasRunsItsCommand();
    void unknownCommand();
    void unknownOption();

    // validate
    void validateDemoRosters();
    void validateJsonOneFile();
    void validateJsonTwoFiles();
    void validateLangPolish();
    void validateOverTheLimit();
    void validateUnknownUnit();
    void validateUnusable_data();
    void validateUnusable();
    void validateOneGoodOneBad();
    void validateNewlineInValueStaysOneLine();
    void validateBadArguments_data();
    void validateBadArguments();
    void validateHugeRoster();

    // order
    void orderContract();
    void orderJson_data();
    void orderJson();
    void orderText();
    void orderBadArguments_data();
    void orderBadArguments();

    // draw and initiative (BWN 13.4, 14.2)
    void drawThenValidate_demoRosters();
    void drawSameSeedSameRoster();
    void drawPhysicalDice();
    void issue15_drawLogNamesTheExtraGeneralInWords();
    void drawBadArguments_data();
    void drawBadArguments();
    void issue15_drawInPolish();
    void drawOntoAFullDisk_exit2_oldRosterKept();
    void drawOntoAFifo_exit2_noHang();
    void issue15_errorsInPolishUnderLangPl_data();
    void issue15_errorsInPolishUnderLangPl();
    void initiativeJson();
    void initiativeBadArguments_data();
    void initiativeBadArguments();

private:
    QTemporaryDir tmp;
    QString write(const QString &name, const QByteArray &bytes);
    void checkReport(const QJsonObject &report, const QJsonObject &roster);
};

void TstCli::initTestCase()
{
    QVERIFY(tmp.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(SZTAB_BWN_PATH)).isExecutable(), SZTAB_BWN_PATH);
    QVERIFY(QFileInfo::exists(franceRoster()));
    QVERIFY(QFileInfo::exists(russiaRoster()));
}

QString TstCli::write(const QString &name, const QByteArray &bytes)
{
    const QString path = tmp.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!writeFile(path, bytes))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// The contract's keys of one `validate --json` object, and every issue path leads into the roster.
void TstCli::checkReport(const QJsonObject &report, const QJsonObject &roster)
{
    QVERIFY(report.value(QStringLiteral("valid")).isBool());
    const QJsonObject points = report.value(QStringLiteral("points")).toObject();
    for (const char *key : {"units", "upgrades", "total", "unitsLimit", "totalLimit"})
        QVERIFY2(isJsonNumber(points.value(QLatin1String(key))), key);
    QCOMPARE(points.value(QStringLiteral("total")).toDouble(),
             points.value(QStringLiteral("units")).toDouble() + points.value(QStringLiteral("upgrades")).toDouble());
    for (const char *key : {"bases", "artilleryBases", "armyMorale"})
        QVERIFY2(isWholeNumber(report.value(QLatin1String(key))), key);
    QVERIFY(report.value(QStringLiteral("issues")).isArray());
    bool anyError = false;
    for (const QJsonValue &v : report.value(QStringLiteral("issues")).toArray()) {
        const QJsonObject issue = v.toObject();
        const QString severity = issue.value(QStringLiteral("severity")).toString();
        QVERIFY2(severity == QLatin1String("error") || severity == QLatin1String("warning"), qPrintable(severity));
        anyError = anyError || severity == QLatin1String("error");
        const QString code = issue.value(QStringLiteral("code")).toString();
        QVERIFY2(QRegularExpression(QStringLiteral("^[A-Z][A-Z0-9_]*$")).match(code).hasMatch(), qPrintable(code));
        QVERIFY(issue.value(QStringLiteral("path")).isString());
        const QString path = issue.value(QStringLiteral("path")).toString();
        QVERIFY2(resolve(roster, path).has_value(),
                 qPrintable(QStringLiteral("%1: path %2 is not in the roster").arg(code, path)));
        QVERIFY(issue.value(QStringLiteral("message")).isString());
        QVERIFY(!issue.value(QStringLiteral("message")).toString().isEmpty());
    }
    QCOMPARE(report.value(QStringLiteral("valid")).toBool(), !anyError);
}

// ---------------------------------------------------------------------------------------------------------------
// Help and version

void TstCli::version()
{
    const Run r = bwn({QStringLiteral("--version")});
    VERIFY_FINISHED_NORMALLY(r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(
        QRegularExpression(QStringLiteral("^bwn \\d+\\.\\d+(\\.\\d+)?")).match(QString::fromUtf8(r.out)).hasMatch(),
        qPrintable(r.describe()));
}

void TstCli::help_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("bwn --help") << QStringList{QStringLiteral("--help")}
                                << QStringList{QStringLiteral("validate"), QStringLiteral("order"),
                                               QStringLiteral("--data")};
    QTest::newRow("bwn -h") << QStringList{QStringLiteral("-h")} << QStringList{QStringLiteral("validate")};
    QTest::newRow("bwn validate --help") << QStringList{QStringLiteral("validate"), QStringLiteral("--help")}
                                         << QStringList{QStringLiteral("--json"), QStringLiteral("--lang"),
                                                        QStringLiteral("--data")};
    QTest::newRow("bwn order --help") << QStringList{QStringLiteral("order"), QStringLiteral("--help")}
                                      << QStringList{QStringLiteral("--type"),    QStringLiteral("--distance"),
                                                     QStringLiteral("--command"), QStringLiteral("--individual"),
                                                     QStringLiteral("--issuer"),  QStringLiteral("--turn"),
                                                     QStringLiteral("--json")};
}

void TstCli::help()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, mentions);
    const Run r = bwn(args);
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QString text = QString::fromUtf8(r.out);
    for (const QString &m : mentions)
        QVERIFY2(text.contains(m), qPrintable(m + QStringLiteral(" missing from:\n") + text));
}

// One command tree: every level answers a missing, an unknown and a --help subcommand alike, naming the known ones,
// and an alias runs its command.
void TstCli::commandTreeAnswersEveryLevelAlike_data()
{
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QStringList>("children");
    QTest::newRow("bwn") << QStringList{} << QStringList{QStringLiteral("validate"), QStringLiteral("ksk")};
    QTest::newRow("ksk") << QStringList{QStringLiteral("ksk")}
                         << QStringList{QStringLiteral("courier"), QStringLiteral("print")};
    QTest::newRow("ksk scenario") << QStringList{QStringLiteral("ksk"), QStringLiteral("scenario")}
                                  << QStringList{QStringLiteral("check")};
    QTest::newRow("mac") << QStringList{QStringLiteral("mac")}
                         << QStringList{QStringLiteral("poninski"), QStringLiteral("schedule")};
    QTest::newRow("plan") << QStringList{QStringLiteral("plan")}
                          << QStringList{QStringLiteral("deploy"), QStringLiteral("patrol")};
    QTest::newRow("plan patrol") << QStringList{QStringLiteral("plan"), QStringLiteral("patrol")}
                                 << QStringList{QStringLiteral("sight"), QStringLiteral("slip"), QStringLiteral("card")};
    QTest::newRow("catalogue") << QStringList{QStringLiteral("catalogue")}
                               << QStringList{QStringLiteral("import"), QStringLiteral("new")};
}

void TstCli::commandTreeAnswersEveryLevelAlike()
{
    QFETCH(QStringList, path);
    QFETCH(QStringList, children);
    const QString typed = (QStringList{QStringLiteral("bwn")} + path).join(QLatin1Char(' '));
    const Run help = bwn(path + QStringList{QStringLiteral("--help")});
    QVERIFY2(help.exitCode == 0, qPrintable(help.describe()));
    QVERIFY2(QString::fromUtf8(help.out).startsWith(QStringLiteral("Usage: ") + typed), qPrintable(help.describe()));
    for (const QString &child : children)
        QVERIFY2(QString::fromUtf8(help.out).contains(QStringLiteral("\n  ") + child + QLatin1Char(' ')),
                 qPrintable(child + QStringLiteral(" not listed:\n") + help.describe()));
    const Run none = bwn(path);
    VERIFY_ONE_LINE_UNUSABLE(none);
    QVERIFY2(QString::fromUtf8(none.err).startsWith(typed + QStringLiteral(": name a")), qPrintable(none.describe()));
    const Run unknown = bwn(path + QStringList{QStringLiteral("frob")});
    VERIFY_ONE_LINE_UNUSABLE(unknown);
    const QString said = QString::fromUtf8(unknown.err);
    QVERIFY2(said.contains(QStringLiteral("\"frob\"")), qPrintable(unknown.describe()));
    for (const QString &child : children)
        QVERIFY2(said.contains(child), qPrintable(child + QStringLiteral(" not named:\n") + unknown.describe()));
    const Run polish = bwn(path + QStringList{QStringLiteral("frob"), QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(QString::fromUtf8(polish.err).contains(QStringLiteral("nieznane polecenie \u201efrob\u201d")),
             qPrintable(polish.describe()));
}

void TstCli::commandTreeAliasRunsItsCommand()
{
    // MAC's "ponski" is kept for old scripts: the same command as "poninski", left out of the list.
    const Run alias = bwn({QStringLiteral("mac"), QStringLiteral("ponski"), QStringLiteral("--help")});
    QVERIFY2(alias.exitCode == 0 && alias.out.contains("13.0"), qPrintable(alias.describe()));
    const Run list = bwn({QStringLiteral("mac"), QStringLiteral("--help")});
    QVERIFY2(!list.out.contains("ponski"), qPrintable(list.describe()));
}

void TstCli::noArguments()
{
    // No command is a bad argument: exit 2. The contract also asks for one line on stderr.
    const Run r = bwn({});
    VERIFY_FINISHED_NORMALLY(r);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.count('\n') == 1, qPrintable(r.describe()));
}

void TstCli::unknownCommand()
{
    const Run r = bwn({QStringLiteral("frobnicate"), QStringLiteral("x")});
    VERIFY_ONE_LINE_UNUSABLE(r);
    QVERIFY(r.err.contains("frobnicate"));
}

void TstCli::unknownOption()
{
    const Run r = bwn({QStringLiteral("validate"), QStringLiteral("--frobnicate"), franceRoster()});
    VERIFY_ONE_LINE_UNUSABLE(r);
    QVERIFY(r.err.contains("frobnicate"));
}

// ---------------------------------------------------------------------------------------------------------------
// validate

void TstCli::validateDemoRosters()
{
    for (const QString &file : {franceRoster(), russiaRoster()}) {
        const Run r = bwn({QStringLiteral("validate"), file});
        VERIFY_FINISHED_NORMALLY(r);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(!r.out.isEmpty());
    }
    const Run both = bwn({QStringLiteral("validate"), franceRoster(), russiaRoster()});
    VERIFY_FINISHED_NORMALLY(both);
    QVERIFY2(both.exitCode == 0, qPrintable(both.describe()));
}

void TstCli::validateJsonOneFile()
{
    const Run r = bwn({QStringLiteral("validate"), QStringLiteral("--json"), franceRoster()});
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &parseError);
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString() + r.describe()));
    QVERIFY2(doc.isObject(), "one file: one JSON object");
    const QJsonObject report = doc.object();
    checkReport(report, readObject(franceRoster()));
    QVERIFY(report.value(QStringLiteral("valid")).toBool());
    // The demo roster is a 32+8 army (BWN 13.2).
    const QJsonObject points = report.value(QStringLiteral("points")).toObject();
    QCOMPARE(points.value(QStringLiteral("unitsLimit")).toDouble(), 32.0);
    QCOMPARE(points.value(QStringLiteral("totalLimit")).toDouble(), 40.0);
    QVERIFY(points.value(QStringLiteral("units")).toDouble() <= 32.0);
    QVERIFY(report.value(QStringLiteral("bases")).toInt() <= 20);
    QVERIFY(report.value(QStringLiteral("artilleryBases")).toInt() <= 3);
    // The commander-in-chief is still to be drawn: a warning, not an error.
    bool notDrawn = false;
    for (const QJsonValue &v : report.value(QStringLiteral("issues")).toArray())
        if (v.toObject().value(QStringLiteral("code")).toString() == QLatin1String("COMMANDER_NOT_DRAWN")) {
            QCOMPARE(v.toObject().value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
            notDrawn = true;
        }
    QVERIFY(notDrawn);
}

void TstCli::validateJsonTwoFiles()
{
    const Run r = bwn({QStringLiteral("validate"), QStringLiteral("--json"), franceRoster(), russiaRoster()});
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QJsonDocument doc = QJsonDocument::fromJson(r.out);
    QVERIFY2(doc.isArray(), "several files: an array");
    QCOMPARE(doc.array().size(), 2);
    checkReport(doc.array().at(0).toObject(), readObject(franceRoster()));
    checkReport(doc.array().at(1).toObject(), readObject(russiaRoster()));
}

void TstCli::validateLangPolish()
{
    const Run en = bwn({QStringLiteral("validate"), QStringLiteral("--json"), QStringLiteral("--lang"),
                        QStringLiteral("en"), franceRoster()});
    const Run pl = bwn({QStringLiteral("validate"), QStringLiteral("--json"), QStringLiteral("--lang"),
                        QStringLiteral("pl"), franceRoster()});
    VERIFY_FINISHED_NORMALLY(en);
    VERIFY_FINISHED_NORMALLY(pl);
    QCOMPARE(en.exitCode, 0);
    QCOMPARE(pl.exitCode, 0);
    const QJsonArray enIssues = QJsonDocument::fromJson(en.out).object().value(QStringLiteral("issues")).toArray();
    const QJsonArray plIssues = QJsonDocument::fromJson(pl.out).object().value(QStringLiteral("issues")).toArray();
    QCOMPARE(enIssues.size(), plIssues.size());
    QVERIFY(!enIssues.isEmpty());
    QCOMPARE(plIssues.at(0).toObject().value(QStringLiteral("code")),
             enIssues.at(0).toObject().value(QStringLiteral("code")));
    QVERIFY(plIssues.at(0).toObject().value(QStringLiteral("message"))
            != enIssues.at(0).toObject().value(QStringLiteral("message")));

    // Issue 15: the text's severity words and every error line in Polish too, none half in English.
    const Run text = bwn({QStringLiteral("validate"), QStringLiteral("--lang"), QStringLiteral("pl"), franceRoster()});
    VERIFY_FINISHED_NORMALLY(text);
    const QString said = QString::fromUtf8(text.out);
    QVERIFY2(said.contains(QStringLiteral("  ostrzeżenie ")) && !said.contains(QStringLiteral(" warning ")),
             qPrintable(said));
    const QString broken = write(QStringLiteral("broken-pl.bwroster"), QByteArray("{\"format\": nope}"));
    const Run syntax = bwn({QStringLiteral("validate"), QStringLiteral("--lang"), QStringLiteral("pl"), broken});
    VERIFY_FINISHED_NORMALLY(syntax);
    QCOMPARE(syntax.exitCode, 2);
    QVERIFY2(syntax.err.trimmed().endsWith("niepoprawny JSON: niepoprawna warto\xc5\x9b\xc4\x87"),
             qPrintable(syntax.describe()));
    const QString wrongFormat =
        write(QStringLiteral("format-pl.bwroster"), editedDemo(QStringLiteral("/format"), QStringLiteral("bw-foo")));
    const Run format = bwn({QStringLiteral("validate"), QStringLiteral("--lang=pl"), wrongFormat});
    VERIFY_FINISHED_NORMALLY(format);
    QVERIFY2(QString::fromUtf8(format.err).contains(QStringLiteral("nieznany format \u201ebw-foo\u201d: oczekiwano")),
             qPrintable(format.describe()));
    const Run option = bwn({QStringLiteral("validate"), QStringLiteral("--lang"), QStringLiteral("pl"),
                            QStringLiteral("--bogus"), franceRoster()});
    VERIFY_FINISHED_NORMALLY(option);
    QCOMPARE(option.exitCode, 2);
    QVERIFY2(QString::fromUtf8(option.err).contains(QStringLiteral("nieznana opcja \u201ebogus\u201d")),
             qPrintable(option.describe()));
}

void TstCli::validateOverTheLimit()
{
    QJsonObject roster = readObject(franceRoster());
    QJsonArray divisions = roster.value(QStringLiteral("divisions")).toArray();
    QJsonObject first = divisions.at(0).toObject();
    QJsonArray regiments = first.value(QStringLiteral("regiments")).toArray();
    for (const char *unit : {"demo-fr-pl-12-pp", "demo-fr-138-ligne", "demo-fr-146-ligne", "demo-fr-1-cuirassiers"})
        regiments.append(QJsonObject{{QStringLiteral("unit"), QLatin1String(unit)}});
    first.insert(QStringLiteral("regiments"), regiments);
    divisions[0] = first;
    roster.insert(QStringLiteral("divisions"), divisions);
    const QString path = write(QStringLiteral("over.bwroster"), QJsonDocument(roster).toJson());

    const Run text = bwn({QStringLiteral("validate"), path});
    VERIFY_FINISHED_NORMALLY(text);
    QVERIFY2(text.exitCode == 1, qPrintable(text.describe()));
    QVERIFY(text.out.contains("UNIT_POINTS_OVER"));

    const Run r = bwn({QStringLiteral("validate"), QStringLiteral("--json"), path});
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    checkReport(report, roster);
    QVERIFY(!report.value(QStringLiteral("valid")).toBool());
    const QJsonObject points = report.value(QStringLiteral("points")).toObject();
    QVERIFY(points.value(QStringLiteral("units")).toDouble() > points.value(QStringLiteral("unitsLimit")).toDouble());
    bool over = false;
    for (const QJsonValue &v : report.value(QStringLiteral("issues")).toArray()) {
        const QJsonObject issue = v.toObject();
        if (issue.value(QStringLiteral("code")).toString() == QLatin1String("UNIT_POINTS_OVER")) {
            QCOMPARE(issue.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
            over = true;
        }
    }
    QVERIFY2(over, r.out.constData());

    // Both files together: one broken roster makes the exit code 1.
    const Run both = bwn({QStringLiteral("validate"), franceRoster(), path});
    VERIFY_FINISHED_NORMALLY(both);
    QCOMPARE(both.exitCode, 1);
}

// A unit the catalogues do not have is a broken rule of the roster, not unusable input: exit 1 and UNIT_UNKNOWN for
// that regiment, in words, while every other regiment is still checked.
void TstCli::validateUnknownUnit()
{
    const QString path =
        write(QStringLiteral("unknown-unit.bwroster"),
              editedDemo(QStringLiteral("/divisions/1/regiments/2/unit"), QStringLiteral("demo-fr-no-such-unit")));
    const Run text = bwn({QStringLiteral("validate"), path});
    VERIFY_FINISHED_NORMALLY(text);
    QVERIFY2(text.exitCode == 1, qPrintable(text.describe()));
    QVERIFY2(text.out.contains("UNIT_UNKNOWN") && text.out.contains("demo-fr-no-such-unit"),
             qPrintable(text.describe()));

    const Run r = bwn({QStringLiteral("validate"), QStringLiteral("--json"), path});
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QJsonObject unknown;
    for (const QJsonValue &v : report.value(QStringLiteral("issues")).toArray())
        if (v.toObject().value(QStringLiteral("code")).toString() == QLatin1String("UNIT_UNKNOWN"))
            unknown = v.toObject();
    QCOMPARE(unknown.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(unknown.value(QStringLiteral("path")).toString(), QStringLiteral("/divisions/1/regiments/2/unit"));
    QVERIFY(unknown.value(QStringLiteral("message")).toString().contains(QStringLiteral("in none of the catalogues")));
}

void TstCli::validateUnusable_data()
{
    QTest::addColumn<QString>("kind");       // file | missing | dir | sparse | data
    QTest::addColumn<QByteArray>("content"); // for "file"
    QTest::addColumn<QString>("where");      // "LC" = line:column; a JSON pointer; "" = neither
    QTest::addColumn<QString>("fragment");   // also in the message ("" = nothing more)

    const QByteArray demo = readAll(franceRoster());
    QTest::newRow("empty file") << "file" << QByteArray() << ""
                                << "empty";
    QTest::newRow("whitespace only") << "file" << QByteArray("  \n\t\n  ") << ""
                                     << "empty";
    QTest::newRow("truncated JSON") << "file" << demo.left(demo.size() / 2) << "LC"
                                    << "";
    QTest::newRow("not json") << "file" << QByteArray("not json") << "LC"
                              << "";
    QTest::newRow("nesting 100000 deep") << "file" << QByteArray(100000, '[') << "LC"
                                         << "";
    QTest::newRow("top-level array") << "file" << QByteArray("[1, 2, 3]") << ""
                                     << "object";
    QTest::newRow("binary garbage") << "file" << randomBytes(20240601u, 64 * 1024) << ""
                                    << "";
    QTest::newRow("divisions: 5") << "file" << editedDemo(QStringLiteral("/divisions"), 5) << "/divisions"
                                  << "";
    QTest::newRow("status legendary") << "file"
                                      << editedDemo(QStringLiteral("/divisions/0/regiments/1/status"),
                                                    QStringLiteral("legendary"))
                                      << "/divisions/0/regiments/1/status"
                                      << "";
    QTest::newRow("general: 7") << "file" << editedDemo(QStringLiteral("/divisions/0/general"), 7)
                                << "/divisions/0/general"
                                << "";
    QTest::newRow("unknown catalogue id")
        << "file" << editedDemo(QStringLiteral("/catalogues"), QJsonArray{QStringLiteral("no-such-catalogue")})
        << "/catalogues/0"
        << "no-such-catalogue";
    QTest::newRow("unknown ruleset id") << "file" << editedDemo(QStringLiteral("/ruleset"), QStringLiteral("bwn-9.9"))
                                        << "/ruleset"
                                        << "bwn-9.9";
    QTest::newRow("unknown general id") << "file"
                                        << editedDemo(QStringLiteral("/commanderInChief/general"),
                                                      QStringLiteral("demo-fr-nobody"))
                                        << "/commanderInChief/general"
                                        << "demo-fr-nobody";
    QTest::newRow("unknown preset") << "file" << editedDemo(QStringLiteral("/limits/preset"), QStringLiteral("99+1"))
                                    << "/limits/preset"
                                    << "99+1";
    QTest::newRow("unknown upgrade") << "file"
                                     << editedDemo(QStringLiteral("/upgrades/0/id"), QStringLiteral("air-support"))
                                     << "/upgrades/0/id"
                                     << "air-support";
    QTest::newRow("unknown format") << "file" << editedDemo(QStringLiteral("/format"), QStringLiteral("bw-foo"))
                                    << "/format"
                                    << "bw-foo";
    QTest::newRow("version 99") << "file" << editedDemo(QStringLiteral("/version"), 99) << "/version"
                                << "update";
    QTest::newRow("version 0") << "file" << editedDemo(QStringLiteral("/version"), 0) << "/version"
                               << "";
    QTest::newRow("missing file") << "missing" << QByteArray() << ""
                                  << "";
    QTest::newRow("directory as the file") << "dir" << QByteArray() << ""
                                           << "";
    QTest::newRow("file over the size limit") << "sparse" << QByteArray() << ""
                                              << "limit";
    QTest::newRow("--data with a broken catalogue") << "data" << QByteArray() << "/units"
                                                    << "";
    QTest::newRow("--data with a truncated catalogue") << "data-truncated" << QByteArray() << "LC"
                                                       << "";
    QTest::newRow("--data not a directory") << "data-missing" << QByteArray() << ""
                                            << "";
}

void TstCli::validateUnusable()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, content);
    QFETCH(QString, where);
    QFETCH(QString, fragment);

    const QString row = QString::fromLatin1(QTest::currentDataTag())
                            .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"));
    QStringList args{QStringLiteral("validate")};
    QString named; // the file the line on stderr must name
    if (kind == QLatin1String("file")) {
        named = write(row + QStringLiteral(".bwroster"), content);
        args << named;
    } else if (kind == QLatin1String("missing")) {
        named = tmp.filePath(QStringLiteral("no-such-roster.bwroster"));
        args << named;
    } else if (kind == QLatin1String("dir")) {
        named = tmp.filePath(QStringLiteral("a-directory.bwroster"));
        QVERIFY(QDir().mkpath(named));
        args << named;
    } else if (kind == QLatin1String("sparse")) {
        named = tmp.filePath(QStringLiteral("too-big.bwroster"));
        QFile f(named);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(64 * 1024 * 1024 + 1)); // kMaxDocumentBytes + 1, sparse
        f.close();
        args << named;
    } else if (kind == QLatin1String("data")) {
        const QString dataDir = QDir::cleanPath(QStringLiteral(SZTAB_TEST_DATA_DIR "/broken-catalogue"));
        named = dataDir + QStringLiteral("/catalogues/broken-units.json");
        QVERIFY(QFileInfo::exists(named));
        args << QStringLiteral("--data") << dataDir << franceRoster();
    } else if (kind == QLatin1String("data-truncated")) {
        const QByteArray catalogue = readAll(dataPath(QStringLiteral("catalogues/demo-russia-1813.json")));
        named = write(QStringLiteral("truncated-data/catalogues/demo-russia-1813.json"),
                      catalogue.left(catalogue.size() / 3));
        args << QStringLiteral("--data") << tmp.filePath(QStringLiteral("truncated-data")) << franceRoster();
    } else if (kind == QLatin1String("data-missing")) {
        named = tmp.filePath(QStringLiteral("no-such-data-dir"));
        args << QStringLiteral("--data") << named << franceRoster();
    } else {
        QFAIL("unknown kind");
    }

    for (const bool json : {false, true}) {
        QStringList a = args;
        if (json)
            a.insert(1, QStringLiteral("--json"));
        const Run r = bwn(a);
        VERIFY_ONE_LINE_UNUSABLE(r);
        const QString line = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(line.startsWith(named), qPrintable(QStringLiteral("does not start with %1: %2").arg(named, line)));
        if (where == QLatin1String("LC")) {
            const QRegularExpressionMatch m =
                QRegularExpression(QRegularExpression::escape(named) + QStringLiteral(":(\\d+):(\\d+): ")).match(line);
            QVERIFY2(m.hasMatch(), qPrintable(QStringLiteral("no line:column in: ") + line));
            QVERIFY(m.captured(1).toInt() > 0);
            QVERIFY(m.captured(2).toInt() > 0);
        } else if (!where.isEmpty()) {
            QVERIFY2(line.startsWith(named + QStringLiteral(": ") + where + QStringLiteral(": ")),
                     qPrintable(QStringLiteral("no pointer %1 in: %2").arg(where, line)));
        }
        if (!fragment.isEmpty())
            QVERIFY2(line.contains(fragment), qPrintable(QStringLiteral("no \"%1\" in: %2").arg(fragment, line)));
        QVERIFY(line.size() > named.size() + 2); // a message follows the name
    }
}

void TstCli::validateOneGoodOneBad()
{
    const QString bad = write(QStringLiteral("half.bwroster"), readAll(franceRoster()).left(300));
    for (const bool json : {false, true}) {
        QStringList args{QStringLiteral("validate"), franceRoster(), bad};
        if (json)
            args.insert(1, QStringLiteral("--json"));
        const Run r = bwn(args);
        VERIFY_FINISHED_NORMALLY(r);
        QVERIFY2(r.exitCode == 2, qPrintable(r.describe()));
        QVERIFY2(r.err.count('\n') == 1, qPrintable(r.describe()));
        QVERIFY(r.err.startsWith(bad.toUtf8()));
        QVERIFY(!r.err.contains(franceRoster().toUtf8()));
    }
}

void TstCli::validateNewlineInValueStaysOneLine()
{
    // A value from the file that holds a newline must not break the "one line on stderr" promise.
    const QString path = write(QStringLiteral("newline.bwroster"),
                               editedDemo(QStringLiteral("/commanderInChief/general"), QStringLiteral("no\nsuch")));
    const Run r = bwn({QStringLiteral("validate"), path});
    VERIFY_FINISHED_NORMALLY(r);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.startsWith(path.toUtf8() + ": /commanderInChief/general: "));
    QVERIFY2(r.err.count('\n') == 1, qPrintable(r.describe()));
}

void TstCli::validateBadArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("no file") << QStringList{QStringLiteral("validate")} << "validate";
    QTest::newRow("--lang de") << QStringList{QStringLiteral("validate"), QStringLiteral("--lang"),
                                              QStringLiteral("de"), franceRoster()}
                               << "lang";
    QTest::newRow("--data without DIR") << QStringList{QStringLiteral("validate"), franceRoster(),
                                                       QStringLiteral("--data")}
                                        << "data";
}

void TstCli::validateBadArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, fragment);
    const Run r = bwn(args);
    VERIFY_ONE_LINE_UNUSABLE(r);
    QVERIFY2(r.err.contains(fragment.toUtf8()), qPrintable(r.describe()));
}

void TstCli::validateHugeRoster()
{
    // Legal JSON, absurd army: 200,000 regiments in a few divisions, custom limits, unit ids cycling through the
    // demo catalogue. It must be judged (0 or 1), not choke.
    const QJsonObject catalogue = readObject(dataPath(QStringLiteral("catalogues/demo-france-1813.json")));
    QStringList unitIds;
    for (const QJsonValue &u : catalogue.value(QStringLiteral("units")).toArray())
        unitIds << u.toObject().value(QStringLiteral("id")).toString();
    QVERIFY(!unitIds.isEmpty());
    constexpr int kRegiments = 200000;
    constexpr int kDivisions = 4;
    QJsonArray divisions;
    int n = 0;
    for (int d = 0; d < kDivisions; ++d) {
        QJsonArray regiments;
        for (int i = 0; i < kRegiments / kDivisions; ++i, ++n)
            regiments.append(QJsonObject{{QStringLiteral("unit"), unitIds.at(n % unitIds.size())}});
        divisions.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("d%1").arg(d + 1)},
                                     {QStringLiteral("arm"), QStringLiteral("infantry")},
                                     {QStringLiteral("general"), QJsonValue::Null},
                                     {QStringLiteral("regiments"), regiments}});
    }
    const QJsonObject roster{{QStringLiteral("format"), QStringLiteral("bw-roster")},
                             {QStringLiteral("version"), 1},
                             {QStringLiteral("name"), QStringLiteral("The whole Grande Armée, twice")},
                             {QStringLiteral("ruleset"), QStringLiteral("bwn-4.0")},
                             {QStringLiteral("nation"), QStringLiteral("france")},
                             {QStringLiteral("limits"),
                              QJsonObject{{QStringLiteral("units"), 2000000},
                                          {QStringLiteral("upgrades"), 100000},
                                          {QStringLiteral("maxBases"), 2000000}}},
                             {QStringLiteral("catalogues"), QJsonArray{QStringLiteral("demo-france-1813")}},
                             {QStringLiteral("divisions"), divisions}};
    QCOMPARE(n, kRegiments);
    const QString path = write(QStringLiteral("huge.bwroster"), QJsonDocument(roster).toJson(QJsonDocument::Compact));
    qInfo("huge roster: %lld bytes", QFileInfo(path).size());

    const Run r = bwn({QStringLiteral("validate"), path}, 60000);
    qInfo("bwn validate on %d regiments: exit %d in %lld ms, %lld bytes of output", kRegiments, r.exitCode, r.ms,
          qint64(r.out.size()));
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.describe()));
    QVERIFY(r.out.startsWith(path.toUtf8()));
}

// ---------------------------------------------------------------------------------------------------------------
// order

void TstCli::orderContract()
{
    const Run r = bwn({QStringLiteral("order"), QStringLiteral("--type"), QStringLiteral("attack"),
                       QStringLiteral("--distance"), QStringLiteral("25"), QStringLiteral("--json")});
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    QVERIFY(r.err.isEmpty());
    const QJsonDocument doc = QJsonDocument::fromJson(r.out);
    QVERIFY(doc.isObject());
    const QJsonObject o = doc.object();
    QVERIFY(isWholeNumber(o.value(QStringLiteral("target"))));
    QVERIFY(isWholeNumber(o.value(QStringLiteral("needed"))));
    QVERIFY(o.value(QStringLiteral("chance")).isDouble());
    QVERIFY(o.value(QStringLiteral("automatic")).isBool());
    QVERIFY(o.value(QStringLiteral("possible")).isBool());
    QCOMPARE(o.value(QStringLiteral("target")).toInt(), 5);
    QCOMPARE(o.value(QStringLiteral("needed")).toInt(), 5);
    QCOMPARE(o.value(QStringLiteral("chance")).toDouble(), 83.33);
    QCOMPARE(o.value(QStringLiteral("automatic")).toBool(), false);
    QCOMPARE(o.value(QStringLiteral("possible")).toBool(), true);
}

void TstCli::orderJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("needed");
    QTest::addColumn<double>("chance");
    QTest::addColumn<bool>("automatic");
    QTest::addColumn<bool>("possible");

    auto a = [](const QString &s) { return s.split(QLatin1Char(' ')); };
    // BWN 5.3 table.
    QTest::newRow("defence 10") << a(QStringLiteral("--type defence --distance 10")) << 2 << 2 << 100.0 << false
                                << true;
    QTest::newRow("move 45") << a(QStringLiteral("--type move --distance 45")) << 5 << 5 << 83.33 << false << true;
    QTest::newRow("attack 30 (band edge)")
        << a(QStringLiteral("--type attack --distance 30")) << 5 << 5 << 83.33 << false << true;
    QTest::newRow("attack 31") << a(QStringLiteral("--type attack --distance 31")) << 7 << 7 << 58.33 << false << true;
    QTest::newRow("attack 61") << a(QStringLiteral("--type attack --distance 61")) << 9 << 9 << 27.78 << false << true;
    QTest::newRow("attack 25.5 (fractional)")
        << a(QStringLiteral("--type attack --distance 25.5")) << 5 << 5 << 83.33 << false << true;
    // The command value comes off the roll.
    QTest::newRow("command +2") << a(QStringLiteral("--type attack --distance 25 --command 2")) << 5 << 3 << 97.22
                                << false << true;
    QTest::newRow("command -2") << a(QStringLiteral("--type attack --distance 25 --command -2")) << 5 << 7 << 58.33
                                << false << true;
    // BWN 5.5, the rulebook's examples: Langeron, the commander-in-chief, within 30 cm.
    QTest::newRow("Langeron 2nd individual attack")
        << a(QStringLiteral("--type attack --distance 25 --individual 2 --issuer cinc")) << 7 << 7 << 58.33 << false
        << true;
    QTest::newRow("Langeron 3rd individual, a move")
        << a(QStringLiteral("--type move --distance 25 --individual 3 --issuer cinc")) << 7 << 7 << 58.33 << false
        << true;
    // Korniłow, a division general: his first individual order is already 2 harder.
    QTest::newRow("Kornilow 1st individual attack")
        << a(QStringLiteral("--type attack --distance 25 --individual 1 --issuer division")) << 7 << 7 << 58.33 << false
        << true;
    QTest::newRow("Kornilow 2nd individual attack")
        << a(QStringLiteral("--type attack --distance 25 --individual 2 --issuer division")) << 9 << 9 << 27.78 << false
        << true;
    // BWN 5.9: turn 1 passes automatically.
    QTest::newRow("turn 1") << a(QStringLiteral("--type attack --distance 25 --turn 1")) << 5 << 5 << 100.0 << true
                            << true;
    QTest::newRow("turn 2") << a(QStringLiteral("--type attack --distance 25 --turn 2")) << 5 << 5 << 83.33 << false
                            << true;
    // 13 or more cannot be given (BWN 5.5): 9 at 61+ cm, +2 +4 for the third individual order from a division general.
    QTest::newRow("3rd individual from division at 70")
        << a(QStringLiteral("--type attack --distance 70 --individual 3 --issuer division")) << 15 << 13 << 0.0 << false
        << false;
    QTest::newRow("target exactly 13") << a(QStringLiteral("--type attack --distance 70 --individual 3 --issuer cinc"))
                                       << 13 << 13 << 0.0 << false << false;
    QTest::newRow("target 11 with command 3")
        << a(QStringLiteral("--type attack --distance 70 --individual 2 --issuer cinc --command 3")) << 11 << 8 << 41.67
        << false << true;
    // BWN 5.5: `possible` follows the needed roll: a table 13 that a +3 general brings to 10+ can be given ...
    QTest::newRow("bwn5_5 table 13 with command 3")
        << a(QStringLiteral("--type attack --distance 70 --individual 3 --issuer cinc --command 3")) << 13 << 10
        << 16.67 << false << true;
    // ... and a table 12 that a -1 general makes 13+ cannot.
    QTest::newRow("bwn5_5 table 12 with command -1")
        << a(QStringLiteral("--type defence --distance 70 --individual 3 --issuer division --command -1")) << 12 << 13
        << 0.0 << false << false;
    QTest::newRow("bwn5_5 table 11 with command -2")
        << a(QStringLiteral("--type attack --distance 70 --individual 2 --issuer cinc --command -2")) << 11 << 13 << 0.0
        << false << false;
}

void TstCli::orderJson()
{
    QFETCH(QStringList, args);
    QFETCH(int, target);
    QFETCH(int, needed);
    QFETCH(double, chance);
    QFETCH(bool, automatic);
    QFETCH(bool, possible);
    const Run r = bwn(QStringList{QStringLiteral("order")} + args + QStringList{QStringLiteral("--json")});
    VERIFY_FINISHED_NORMALLY(r);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("target")).toInt(), target);
    QCOMPARE(o.value(QStringLiteral("possible")).toBool(), possible);
    QCOMPARE(o.value(QStringLiteral("automatic")).toBool(), automatic);
    if (possible)
        QCOMPARE(o.value(QStringLiteral("needed")).toInt(), needed);
    const double got = o.value(QStringLiteral("chance")).toDouble();
    QCOMPARE(got, chance);
    QVERIFY2(qAbs(got * 100 - qRound(got * 100)) < 1e-6, "two decimals");
}

void TstCli::orderText()
{
    const Run r = bwn({QStringLiteral("order"), QStringLiteral("--type"), QStringLiteral("attack"),
                       QStringLiteral("--distance"), QStringLiteral("70"), QStringLiteral("--individual"),
                       QStringLiteral("3"), QStringLiteral("--issuer"), QStringLiteral("division")});
    VERIFY_FINISHED_NORMALLY(r);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("15"));
    QVERIFY(r.err.isEmpty());
}

void TstCli::orderBadArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("fragment");
    auto a = [](const QString &s) { return s.split(QLatin1Char(' ')); };
    QTest::newRow("--type charge") << a(QStringLiteral("--type charge --distance 25")) << "--type";
    QTest::newRow("--distance -5") << a(QStringLiteral("--type attack --distance -5")) << "--distance";
    QTest::newRow("--distance abc") << a(QStringLiteral("--type attack --distance abc")) << "--distance";
    QTest::newRow("--distance nan") << a(QStringLiteral("--type attack --distance nan")) << "--distance";
    QTest::newRow("--distance inf") << a(QStringLiteral("--type attack --distance inf")) << "--distance";
    QTest::newRow("no --distance") << a(QStringLiteral("--type attack")) << "--distance";
    QTest::newRow("no --type") << a(QStringLiteral("--distance 25")) << "--type";
    QTest::newRow("--command 7") << a(QStringLiteral("--type attack --distance 25 --command 7")) << "--command";
    QTest::newRow("--command -3") << a(QStringLiteral("--type attack --distance 25 --command -3")) << "--command";
    QTest::newRow("--command 1.5") << a(QStringLiteral("--type attack --distance 25 --command 1.5")) << "--command";
    QTest::newRow("--individual 0") << a(QStringLiteral("--type attack --distance 25 --individual 0"))
                                    << "--individual";
    QTest::newRow("--issuer king") << a(QStringLiteral("--type attack --distance 25 --individual 1 --issuer king"))
                                   << "--issuer";
    QTest::newRow("--turn 0") << a(QStringLiteral("--type attack --distance 25 --turn 0")) << "--turn";
    QTest::newRow("--ruleset unknown") << a(QStringLiteral("--type attack --distance 25 --ruleset bwn-9")) << "bwn-9";
    QTest::newRow("stray argument") << a(QStringLiteral("--type attack --distance 25 extra")) << "extra";
}

void TstCli::orderBadArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, fragment);
    for (const bool json : {false, true}) {
        QStringList all = QStringList{QStringLiteral("order")} + args;
        if (json)
            all << QStringLiteral("--json");
        const Run r = bwn(all);
        VERIFY_ONE_LINE_UNUSABLE(r);
        QVERIFY2(r.err.contains("bwn order"), qPrintable(r.describe()));
        QVERIFY2(r.err.contains(fragment.toUtf8()), qPrintable(r.describe()));
    }
}

QTEST_APPLESS_MAIN(TstCli)
// Done criterion of the setup issue: `bwn draw` on the demo rosters gives rosters that `bwn validate` accepts.
void TstCli::drawThenValidate_demoRosters()
{
    for (const QString &roster : {franceRoster(), russiaRoster()}) {
        const QString out = tmp.filePath(QFileInfo(roster).completeBaseName() + QStringLiteral("-drawn.bwroster"));
        const Run d = bwn({QStringLiteral("draw"), roster, QStringLiteral("--seed"), QStringLiteral("1813"),
                           QStringLiteral("-o"), out});
        QVERIFY2(d.finished && d.exitCode == 0, qPrintable(d.describe()));
        QVERIFY(d.err.isEmpty());
        const Run v = bwn({QStringLiteral("validate"), out, QStringLiteral("--json")});
        QVERIFY2(v.exitCode == 0, qPrintable(v.describe()));
        const QJsonObject report = QJsonDocument::fromJson(v.out).object();
        QVERIFY(report.value(QStringLiteral("valid")).toBool());
        QVERIFY2(report.value(QStringLiteral("issues")).toArray().isEmpty(),
                 qPrintable(QString::fromUtf8(v.out))); // no general left to draw
        const QJsonArray log = readObject(out).value(QStringLiteral("draws")).toArray();
        QVERIFY(!log.isEmpty());
        for (const QJsonValue &entry : log)
            QCOMPARE(entry.toObject().value(QStringLiteral("seed")).toString(), QStringLiteral("1813"));
    }
}

void TstCli::drawSameSeedSameRoster()
{
    const Run a = bwn({QStringLiteral("draw"), russiaRoster(), QStringLiteral("--seed"), QStringLiteral("42")});
    const Run b = bwn({QStringLiteral("draw"), russiaRoster(), QStringLiteral("--seed"), QStringLiteral("42")});
    QVERIFY2(a.exitCode == 0, qPrintable(a.describe()));
    QCOMPARE(a.out, b.out);
    QVERIFY(!a.out.isEmpty());
    const Run c = bwn({QStringLiteral("draw"), russiaRoster(), QStringLiteral("--seed"), QStringLiteral("43")});
    QCOMPARE(c.exitCode, 0);
}

// Issue 15/9: `bwn draw -o` says whom each draw was for in words: the extra general by his pool, never by pointer.
void TstCli::issue15_drawLogNamesTheExtraGeneralInWords()
{
    const QString in = tmp.filePath(QStringLiteral("extra-general.bwroster"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QJsonArray upgrades = readObject(franceRoster()).value(QStringLiteral("upgrades")).toArray();
    upgrades.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("extra-general")},
                                {QStringLiteral("arm"), QStringLiteral("cavalry")}});
    f.write(editedDemo(QStringLiteral("/upgrades"), upgrades));
    f.close();
    const QString out = tmp.filePath(QStringLiteral("extra-general-drawn.bwroster"));
    const Run d =
        bwn({QStringLiteral("draw"), in, QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("-o"), out});
    QVERIFY2(d.finished && d.exitCode == 0, qPrintable(d.describe()));
    QVERIFY2(d.out.contains("Extra general (cavalry pool): "), qPrintable(d.describe()));
    QVERIFY2(d.out.contains("Commander-in-chief: "), qPrintable(d.describe()));
    QVERIFY2(!d.out.contains("/upgrades/") && !d.out.contains("/divisions/"), qPrintable(d.describe()));
}

void TstCli::drawPhysicalDice()
{
    // Ones all the way: every pool's first candidate, in catalogue order, unless already in the army.
    const Run r =
        bwn({QStringLiteral("draw"), franceRoster(), QStringLiteral("--dice"), QStringLiteral("1,1,1,1,1,1,1,1,1,1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QJsonObject roster = QJsonDocument::fromJson(r.out).object();
    QVERIFY(roster.value(QStringLiteral("commanderInChief")).toObject().value(QStringLiteral("general")).isString());
    for (const QJsonValue &e : roster.value(QStringLiteral("draws")).toArray())
        QCOMPARE(e.toObject().value(QStringLiteral("dice")).toString(), QStringLiteral("physical"));
    const Run few = bwn({QStringLiteral("draw"), franceRoster(), QStringLiteral("--dice"), QStringLiteral("1")});
    QCOMPARE(few.exitCode, 2);
    QCOMPARE(few.err.count('\n'), 1);
    QVERIFY(few.err.contains("more dice"));
    QVERIFY(few.out.isEmpty());
}

// Issue 15: `bwn draw --lang pl` lists the draws in Polish (places, "dowodzenie", a kN die, "zapisano w") and its
// errors, the dice's own included, are Polish; English stays the default.
// `bwn draw -o` onto a full disk: exit 2 saying the disk is full and naming the file, the roster that was there
// byte for byte, no temporary file left, and no "written to".
void TstCli::drawOntoAFullDisk_exit2_oldRosterKept()
{
    sztab::testing::SmallDisk disk;
    QString skip;
    if (!disk.mount(64 * 1024, &skip))
        QSKIP(qPrintable(skip));
    const QString out = disk.filePath(QStringLiteral("drawn.bwroster"));
    QVERIFY(QFile::copy(russiaRoster(), out));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    QVERIFY(disk.fill());
    const Run en = bwn({QStringLiteral("draw"), franceRoster(), QStringLiteral("--seed"), QStringLiteral("42"),
                        QStringLiteral("-o"), out});
    VERIFY_FINISHED_NORMALLY(en);
    QCOMPARE(en.exitCode, 2);
    QVERIFY2(en.err.startsWith("The disk is full: " + out.toUtf8()), qPrintable(en.describe()));
    QVERIFY2(!en.out.contains("written to"), qPrintable(en.describe()));
    const Run pl = bwn({QStringLiteral("draw"), franceRoster(), QStringLiteral("--seed"), QStringLiteral("42"),
                        QStringLiteral("--lang"), QStringLiteral("pl"), QStringLiteral("-o"), out});
    QCOMPARE(pl.exitCode, 2);
    QVERIFY2(pl.err.startsWith("Na dysku zabrakło miejsca"), qPrintable(pl.describe()));
    QVERIFY2(!pl.out.contains("zapisano"), qPrintable(pl.describe()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    const QStringList left{QStringLiteral("drawn.bwroster"), QStringLiteral("filler")};
    QCOMPARE(disk.entries(), left);
}

// `-o` naming a pipe: refused at once (opening it would wait for a reader forever), and the pipe stays a pipe.
void TstCli::drawOntoAFifo_exit2_noHang()
{
    const QString fifo = tmp.filePath(QStringLiteral("pipe.bwroster"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
    const Run r = bwn({QStringLiteral("draw"), russiaRoster(), QStringLiteral("--seed"), QStringLiteral("42"),
                       QStringLiteral("-o"), fifo},
                      20000);
    QVERIFY2(r.finished, qPrintable(r.describe()));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("is a pipe (FIFO), not a file") && r.err.contains(fifo.toUtf8()), qPrintable(r.describe()));
    QVERIFY(!QFileInfo(fifo).isFile() && QFileInfo::exists(fifo));
}

void TstCli::issue15_drawInPolish()
{
    const QString out = tmp.filePath(QStringLiteral("drawn-pl.bwroster"));
    const Run pl = bwn({QStringLiteral("draw"), russiaRoster(), QStringLiteral("--seed"), QStringLiteral("42"),
                        QStringLiteral("--lang"), QStringLiteral("pl"), QStringLiteral("-o"), out});
    VERIFY_FINISHED_NORMALLY(pl);
    QCOMPARE(pl.exitCode, 0);
    const QString said = QString::fromUtf8(pl.out);
    QVERIFY2(said.contains(QStringLiteral("Naczelny wódz: ")) || said.contains(QStringLiteral("Wódz naczelny: ")),
             qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral(" (dowodzenie ")) && said.contains(QStringLiteral(" — losowanie k")),
             qPrintable(said));
    QVERIFY2(said.endsWith(QStringLiteral("zapisano w %1\n").arg(out)), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("command")) && !said.contains(QStringLiteral(" draw d")), qPrintable(said));
    const Run en = bwn({QStringLiteral("draw"), russiaRoster(), QStringLiteral("--seed"), QStringLiteral("42"),
                        QStringLiteral("-o"), out});
    QVERIFY2(en.exitCode == 0 && en.out.contains(" (command ") && en.out.contains(" — draw d"),
             qPrintable(en.describe()));
    // The same draw, the same generals, in either language.
    QCOMPARE(QString::fromUtf8(pl.out).count(QLatin1Char('\n')), QString::fromUtf8(en.out).count(QLatin1Char('\n')));

    const Run few = bwn({QStringLiteral("draw"), franceRoster(), QStringLiteral("--dice"), QStringLiteral("1"),
                         QStringLiteral("--lang"), QStringLiteral("pl")});
    VERIFY_ONE_LINE_UNUSABLE(few);
    QVERIFY2(QString::fromUtf8(few.err).contains(QStringLiteral("potrzeba więcej kości")), qPrintable(few.describe()));
    const Run bad = bwn({QStringLiteral("draw"), franceRoster(), QStringLiteral("--seed"), QStringLiteral("1"),
                         QStringLiteral("--lang"), QStringLiteral("de")});
    VERIFY_ONE_LINE_UNUSABLE(bad);
    QVERIFY2(bad.err.contains("--lang must be pl or en"), qPrintable(bad.describe()));
}

// Issue 15: under --lang pl a command's own errors are Polish, not English (the commands that take --lang).
void TstCli::issue15_errorsInPolishUnderLangPl_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("polish");
    QTest::addColumn<QString>("english");
    QTest::newRow("draw: no dice") << QStringList{QStringLiteral("draw"), franceRoster()}
                                   << QStringLiteral("podaj albo --seed N, albo --dice")
                                   << QStringLiteral("give either --seed N or --dice LIST");
    QTest::newRow("draw: no file") << QStringList{QStringLiteral("draw"), QStringLiteral("--seed"), QStringLiteral("1")}
                                   << QStringLiteral("podaj jeden plik rozpiski")
                                   << QStringLiteral("name one roster file");
    QTest::newRow("terrain: neither") << QStringList{QStringLiteral("terrain")}
                                      << QStringLiteral("podaj albo --battlefield RZUT, albo --seed N")
                                      << QStringLiteral("give either --battlefield ROLL or --seed N");
    QTest::newRow("sheets: no file") << QStringList{QStringLiteral("sheets")}
                                     << QStringLiteral("podaj jeden plik rozpiski")
                                     << QStringLiteral("name one roster file");
    QTest::newRow("plan: unknown subcommand")
        << QStringList{QStringLiteral("plan"), QStringLiteral("frob")} << QStringLiteral("bwn plan: nieznane polecenie")
        << QStringLiteral("bwn plan: unknown subcommand");
    QTest::newRow("plan check: no file") << QStringList{QStringLiteral("plan"), QStringLiteral("check")}
                                         << QStringLiteral("podaj jeden plik planu")
                                         << QStringLiteral("name one plan file");
    QTest::newRow("catalogue: unknown subcommand")
        << QStringList{QStringLiteral("catalogue"), QStringLiteral("frob")}
        << QStringLiteral("bwn catalogue: nieznane polecenie") << QStringLiteral("bwn catalogue: unknown subcommand");
}

void TstCli::issue15_errorsInPolishUnderLangPl()
{
    QFETCH(QStringList, args);
    QFETCH(QString, polish);
    QFETCH(QString, english);
    const Run pl = bwn(args + QStringList{QStringLiteral("--lang"), QStringLiteral("pl")});
    VERIFY_ONE_LINE_UNUSABLE(pl);
    QVERIFY2(QString::fromUtf8(pl.err).contains(polish), qPrintable(pl.describe()));
    const Run en = bwn(args);
    VERIFY_ONE_LINE_UNUSABLE(en);
    QVERIFY2(QString::fromUtf8(en.err).contains(english), qPrintable(en.describe()));
}

void TstCli::drawBadArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no seed nor dice") << QStringList{QStringLiteral("draw"), franceRoster()};
    QTest::newRow("both seed and dice") << QStringList{QStringLiteral("draw"),   franceRoster(),
                                                       QStringLiteral("--seed"), QStringLiteral("1"),
                                                       QStringLiteral("--dice"), QStringLiteral("1")};
    QTest::newRow("seed not a number") << QStringList{QStringLiteral("draw"), franceRoster(), QStringLiteral("--seed"),
                                                      QStringLiteral("abc")};
    QTest::newRow("negative seed") << QStringList{QStringLiteral("draw"), franceRoster(), QStringLiteral("--seed"),
                                                  QStringLiteral("-1")};
    QTest::newRow("dice not numbers") << QStringList{QStringLiteral("draw"), franceRoster(), QStringLiteral("--dice"),
                                                     QStringLiteral("1,x")};
    QTest::newRow("die off its faces") << QStringList{QStringLiteral("draw"), franceRoster(), QStringLiteral("--dice"),
                                                      QStringLiteral("99")};
    QTest::newRow("no file") << QStringList{QStringLiteral("draw"), QStringLiteral("--seed"), QStringLiteral("1")};
    QTest::newRow("missing file") << QStringList{QStringLiteral("draw"), QStringLiteral("/nonexistent.bwroster"),
                                                 QStringLiteral("--seed"), QStringLiteral("1")};
    QTest::newRow("output dir missing") << QStringList{
        QStringLiteral("draw"), franceRoster(),       QStringLiteral("--seed"),
        QStringLiteral("1"),    QStringLiteral("-o"), QStringLiteral("/nonexistent/dir/out.bwroster")};
}

void TstCli::drawBadArguments()
{
    QFETCH(QStringList, args);
    const Run r = bwn(args);
    VERIFY_ONE_LINE_UNUSABLE(r);
}

void TstCli::initiativeJson()
{
    const Run r =
        bwn({QStringLiteral("initiative"), QStringLiteral("--a"), QStringLiteral("1"), QStringLiteral("--b"),
             QStringLiteral("0"), QStringLiteral("--dice"), QStringLiteral("3,4,5,2"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("winner")).toString(), QStringLiteral("A"));
    const QJsonArray rolls = o.value(QStringLiteral("rolls")).toArray();
    QCOMPARE(rolls.size(), 2); // 3+1 against 4: a tie, rolled again
    QCOMPARE(rolls.at(0).toObject().value(QStringLiteral("totalA")).toInt(), 4);
    const Run s1 = bwn({QStringLiteral("initiative"), QStringLiteral("--a"), QStringLiteral("0"), QStringLiteral("--b"),
                        QStringLiteral("0"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
    const Run s2 = bwn({QStringLiteral("initiative"), QStringLiteral("--a"), QStringLiteral("0"), QStringLiteral("--b"),
                        QStringLiteral("0"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
    QCOMPARE(s1.out, s2.out);
}

void TstCli::initiativeBadArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no b") << QStringList{QStringLiteral("initiative"), QStringLiteral("--a"), QStringLiteral("1"),
                                         QStringLiteral("--seed"), QStringLiteral("1")};
    QTest::newRow("command 7") << QStringList{
        QStringLiteral("initiative"), QStringLiteral("--a"),    QStringLiteral("7"), QStringLiteral("--b"),
        QStringLiteral("0"),          QStringLiteral("--seed"), QStringLiteral("1")};
    QTest::newRow("bonus -2") << QStringList{
        QStringLiteral("initiative"), QStringLiteral("--a"),    QStringLiteral("0"),
        QStringLiteral("--b"),        QStringLiteral("0"),      QStringLiteral("--a-bonus"),
        QStringLiteral("-2"),         QStringLiteral("--seed"), QStringLiteral("1")};
    QTest::newRow("no dice") << QStringList{QStringLiteral("initiative"), QStringLiteral("--a"), QStringLiteral("0"),
                                            QStringLiteral("--b"), QStringLiteral("0")};
    QTest::newRow("dice run out") << QStringList{
        QStringLiteral("initiative"), QStringLiteral("--a"),    QStringLiteral("0"),  QStringLiteral("--b"),
        QStringLiteral("0"),          QStringLiteral("--dice"), QStringLiteral("3,3")};
}

void TstCli::initiativeBadArguments()
{
    QFETCH(QStringList, args);
    const Run r = bwn(args);
    VERIFY_ONE_LINE_UNUSABLE(r);
}

#include "tst_cli.moc"
