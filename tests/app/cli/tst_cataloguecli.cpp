// SPDX-License-Identifier: GPL-3.0-or-later
// `bwn catalogue check|import|new` through the real bwn (CONTRACT: exit codes 0/1/2, one line on stderr for unusable
// input), and the round trip of issue 8: spreadsheets (CSV, Windows-1250, semicolons, decimal commas) → catalogue →
// a roster built with it → `bwn validate` → `bwn draw` → `bwn sheets`, whose PDF text shows the imported names and
// statistics.
#include "foundation/csv.h"

#include "jsonedit.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::test;

namespace {

constexpr int kTimeoutMs = 60000;

struct Run {
    int exitCode = -1;
    bool crashed = true;
    QByteArray out;
    QByteArray err;
    QString describe() const
    {
        return QStringLiteral("exit=%1 crashed=%2\n--- stdout ---\n%3\n--- stderr ---\n%4")
            .arg(exitCode)
            .arg(crashed)
            .arg(QString::fromUtf8(out.left(3000)), QString::fromUtf8(err.left(2000)));
    }
    int errLines() const { return int(err.trimmed().isEmpty() ? 0 : err.trimmed().count('\n') + 1); }
};

// `extra` sets (or, with an empty value, unsets) environment variables; by default bwn reads no user folder.
Run bwn(const QStringList &args, const QHash<QString, QString> &extra = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("SZTAB_DATA_DIR"), QStringLiteral(SZTAB_SOURCE_DATA_DIR));
    env.insert(QStringLiteral("SZTAB_USER_DATA_DIR"), QDir::temp().filePath(QStringLiteral("sztab-no-user-data")));
    for (auto it = extra.cbegin(); it != extra.cend(); ++it) {
        if (it.value().isEmpty())
            env.remove(it.key());
        else
            env.insert(it.key(), it.value());
    }
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(SZTAB_BWN_PATH), args);
    Run r;
    if (!p.waitForStarted(kTimeoutMs) || !p.waitForFinished(kTimeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// Text as a Polish Windows spreadsheet saves it (Windows-1250), by reversing the core's table.
QByteArray toWindows1250(const QString &text)
{
    QHash<QChar, char> reverse;
    for (int b = 0x80; b <= 0xFF; ++b)
        reverse.insert(decodeWindows1250(QByteArray(1, char(b))).at(0), char(b));
    QByteArray out;
    for (const QChar c : text) {
        if (c.unicode() < 0x80)
            out.append(char(c.unicode()));
        else if (reverse.contains(c))
            out.append(reverse.value(c));
        else
            qFatal("no Windows-1250 byte for U+%04X", c.unicode());
    }
    return out;
}

// The official statistics of an imagined club list: numbers unlike the demo data, so the sheets show these.
const char *const kProfiles =
    "Identyfikator;Nazwa PL;Nazwa EN;Klasa kosztu;Rodzaj;Ruch (linia);Ruch "
    "(kolumna);Broń;Zasięg;WB;SO;WTR;Morale;Zasady;Amunicja\n"
    "muszkieterzy;Muszkieterzy węgierscy;Hungarian musketeers;1;piechota;19;27;Karabin „Flinte”;9;2;3;5;7;skirmishers "
    "square;\n"
    "landwehra;Landwehra czeska;Bohemian Landwehr;0,5;piechota;15;24;Muszkiet;8;1;2;4;5;square;\n"
    "huzarzy;Huzarzy;Hussars;1;jazda;31;31;Karabinek;5;3;1;4;7;charge, light-cavalry;\n"
    "dziala;Bateria pozycyjna;Position battery;1,5;artyleria;13;13;Działa 6 f;61;1;2;3;7;canister;4\n";
const char *const kUnits = "id;nazwa;profil;podstawki;maks;cechy;id historyczne\n"
                           "ir-32;Pułk piechoty nr 32 „Esterházy”;muszkieterzy;3;1;may-gain-elite;at-ir-32\n"
                           "lw-prague;Landwehra praska;landwehra;3;;militia;\n"
                           "hr-3;Huzarzy nr 3 „Ferdinand”;huzarzy;2;;light-cavalry;at-hr-3\n"
                           "battery-6;Bateria pozycyjna 6 f;dziala;1;;;\n";
const char *const kGenerals = "id;Imię i nazwisko;rola;pula;dowodzenie;cechy;zasady;rules\n"
                              "karl;Arcyksiążę Karol;naczelny wódz;piechota;2;;Raz na turę +1;Once a turn +1\n"
                              "hiller;Johann Hiller;\"korpus, dywizja\";piechota;1;;;\n"
                              "frimont;Johann Frimont;dywizja;kawaleria;0;;;\n"
                              "vincent;Karl Vincent;dywizja;piechota;-1;passive;;\n";

} // namespace

class TstCatalogueCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void checkBundledIsClean();
    void checkListsEveryProblemAsJson();
    void checkUnusableInputExitsTwoWithOneLine();
    void issue15_checkTextInPolish();
    void importWindows1250SemicolonsWritesACheckedCatalogue();
    void importWithABadRowWritesNothing();
    void importSkipBadWritesTheRest();
    void importReasonsInPolishWithLang();
    void importMapAndArgumentErrors();
    void newWritesAnEmptyCatalogue();
    void importIntoAddsToAnExistingCatalogue();
    void roundTripCsvToSheets();
    // Issue 17.
    void importClubSpreadsheetsAsTyped();
    void importMapOneColumnTwiceIsRefused();
    void importHeaderOnlyIsAnError();
    void userCatalogueFolderReadByDefault();
    void shadowingCopyIsNamedInTheError();
    void twoFilesWithOneIdInAFolderAreAnError();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QStringList importArgs(const QString &out) const;
    QTemporaryDir m_dir;
};

void TstCatalogueCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    write(QStringLiteral("profiles.csv"), toWindows1250(QString::fromUtf8(kProfiles)));
    write(QStringLiteral("units.csv"), toWindows1250(QString::fromUtf8(kUnits)));
    write(QStringLiteral("generals.csv"),
          QByteArray("\xEF\xBB\xBF") + QByteArray(kGenerals)); // UTF-8 with BOM, as Excel writes "CSV UTF-8"
}

QString TstCatalogueCli::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!writeFile(path, bytes))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QStringList TstCatalogueCli::importArgs(const QString &out) const
{
    return {QStringLiteral("catalogue"),
            QStringLiteral("import"),
            QStringLiteral("--profiles"),
            m_dir.filePath(QStringLiteral("profiles.csv")),
            QStringLiteral("--units"),
            m_dir.filePath(QStringLiteral("units.csv")),
            QStringLiteral("--generals"),
            m_dir.filePath(QStringLiteral("generals.csv")),
            QStringLiteral("--id"),
            QStringLiteral("club-austria-1809"),
            QStringLiteral("--nation"),
            QStringLiteral("austria"),
            QStringLiteral("--period"),
            QStringLiteral("1809"),
            QStringLiteral("--ruleset"),
            QStringLiteral("bwn-4.0"),
            QStringLiteral("--author"),
            QStringLiteral("Klub Raszyn"),
            QStringLiteral("--catalogue-version"),
            QStringLiteral("1.0"),
            QStringLiteral("-o"),
            out};
}

void TstCatalogueCli::checkBundledIsClean()
{
    const QDir dir(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/catalogues"));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        files << dir.filePath(name);
    QVERIFY(files.size() >= 4);
    const Run r = bwn(QStringList{QStringLiteral("catalogue"), QStringLiteral("check")} + files);
    QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.describe()));
    QCOMPARE(r.out.count("usable, 0 error(s), 0 warning(s)"), files.size());
}

void TstCatalogueCli::checkListsEveryProblemAsJson()
{
    QJsonObject doc = readObject(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/catalogues/demo-warsaw-1809.json"));
    doc = setAt(doc, pointerTokens(QStringLiteral("/generals/0/command")), 5).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/units/1/bases/0/profile")), QStringLiteral("nope")).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/units/2/traits")), QJsonArray{QStringLiteral("house-rule")})
              .toObject();
    const QString file = write(QStringLiteral("broken/warsaw.json"), QJsonDocument(doc).toJson());
    const Run r = bwn({QStringLiteral("catalogue"), QStringLiteral("check"), file, QStringLiteral("--json"),
                       QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(r.exitCode == 1 && r.err.isEmpty(), qPrintable(r.describe()));
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report[QStringLiteral("valid")].toBool(true), false);
    QCOMPARE(report[QStringLiteral("errors")].toInt(), 2);
    QCOMPARE(report[QStringLiteral("warnings")].toInt(), 1);
    QStringList got;
    for (const QJsonValue &v : report[QStringLiteral("issues")].toArray()) {
        const QJsonObject i = v.toObject();
        got << QStringLiteral("%1 %2 %3 %4")
                   .arg(i[QStringLiteral("severity")].toString(), i[QStringLiteral("code")].toString(),
                        i[QStringLiteral("path")].toString(), i[QStringLiteral("section")].toString());
    }
    got.sort();
    QCOMPARE(got,
             (QStringList{QStringLiteral("error CATALOGUE_COMMAND_RANGE /generals/0/command BWN 6.2"),
                          QStringLiteral("error CATALOGUE_UNKNOWN_PROFILE /units/1/bases/0/profile BWN 2.8"),
                          QStringLiteral("warning CATALOGUE_UNKNOWN_TRAIT /units/2/traits/0 BWN 13.3")}));
    QVERIFY(r.out.contains("dowodzenie 5 spoza zakresu -2..3")); // --lang pl
}

// Issue 15: under --lang pl the text report is Polish throughout: the verdict, the counts and each severity word
// ("warning" stayed English), and so is the one line of an unusable argument.
void TstCatalogueCli::issue15_checkTextInPolish()
{
    QJsonObject doc = readObject(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/catalogues/demo-warsaw-1809.json"));
    doc = setAt(doc, pointerTokens(QStringLiteral("/generals/0/command")), 5).toObject();
    doc = setAt(doc, pointerTokens(QStringLiteral("/units/2/traits")), QJsonArray{QStringLiteral("house-rule")})
              .toObject();
    const QString file = write(QStringLiteral("broken/warsaw-pl.json"), QJsonDocument(doc).toJson());
    const Run pl = bwn(
        {QStringLiteral("catalogue"), QStringLiteral("check"), file, QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(pl.exitCode == 1 && pl.err.isEmpty(), qPrintable(pl.describe()));
    const QString said = QString::fromUtf8(pl.out);
    QVERIFY2(said.contains(QStringLiteral(": z błędami, błędy: 1, ostrzeżenia: 1")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("  błąd CATALOGUE_COMMAND_RANGE ")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("  ostrzeżenie CATALOGUE_UNKNOWN_TRAIT ")), qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("warning")) && !said.contains(QStringLiteral("error")), qPrintable(said));
    const Run en = bwn({QStringLiteral("catalogue"), QStringLiteral("check"), file});
    QVERIFY2(en.out.contains("errors, 1 error(s), 1 warning(s)")
                 && en.out.contains("  warning CATALOGUE_UNKNOWN_TRAIT "),
             qPrintable(en.describe()));
    const Run none =
        bwn({QStringLiteral("catalogue"), QStringLiteral("check"), QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(none.exitCode == 2 && none.errLines() == 1
                 && QString::fromUtf8(none.err).contains(QStringLiteral("podaj co najmniej jeden plik katalogu")),
             qPrintable(none.describe()));
}

void TstCatalogueCli::checkUnusableInputExitsTwoWithOneLine()
{
    const QString notJson =
        write(QStringLiteral("bad/notjson.json"), "{\"format\": \"bw-catalogue\",\n  \"version\": 1,\n  oops }");
    Run r = bwn({QStringLiteral("catalogue"), QStringLiteral("check"), notJson});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("notjson.json:3:"), qPrintable(r.describe()));
    const QString roster = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-austria-1809.bwroster");
    r = bwn({QStringLiteral("catalogue"), QStringLiteral("check"), roster});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("bw-roster"), qPrintable(r.describe()));
    r = bwn({QStringLiteral("catalogue"), QStringLiteral("check"), m_dir.filePath(QStringLiteral("missing.json"))});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("missing.json"), qPrintable(r.describe()));
    r = bwn({QStringLiteral("catalogue"), QStringLiteral("frobnicate")});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1, qPrintable(r.describe()));
    r = bwn({QStringLiteral("catalogue")});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1, qPrintable(r.describe()));
}

void TstCatalogueCli::importWindows1250SemicolonsWritesACheckedCatalogue()
{
    const QString out = m_dir.filePath(QStringLiteral("out/club.json"));
    QDir().mkpath(QFileInfo(out).absolutePath());
    const Run r = bwn(importArgs(out));
    QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.describe()));
    QVERIFY2(r.out.contains("profiles.csv: 4 row(s), 4 readable (Windows-1250, separator ';')"),
             qPrintable(r.describe()));
    QVERIFY2(r.out.contains("generals.csv: 4 row(s), 4 readable (UTF-8 with BOM, separator ';')"),
             qPrintable(r.describe()));
    const QJsonObject c = readObject(out);
    QCOMPARE(c[QStringLiteral("author")].toString(), QStringLiteral("Klub Raszyn"));
    QCOMPARE(c[QStringLiteral("catalogueVersion")].toString(), QStringLiteral("1.0"));
    const QJsonObject musketeers = c[QStringLiteral("profiles")].toObject()[QStringLiteral("muszkieterzy")].toObject();
    QCOMPARE(musketeers[QStringLiteral("name")].toObject()[QStringLiteral("pl")].toString(),
             QStringLiteral("Muszkieterzy węgierscy"));
    QCOMPARE(musketeers[QStringLiteral("weapon")].toObject()[QStringLiteral("name")].toString(),
             QStringLiteral("Karabin „Flinte”"));
    QCOMPARE(musketeers[QStringLiteral("move")].toArray(), (QJsonArray{19, 27}));
    QCOMPARE(c[QStringLiteral("profiles")]
                 .toObject()[QStringLiteral("landwehra")]
                 .toObject()[QStringLiteral("costClass")]
                 .toString(),
             QStringLiteral("A"));
    QCOMPARE(c[QStringLiteral("units")].toArray().size(), 4);
    QCOMPARE(c[QStringLiteral("units")].toArray()[0].toObject()[QStringLiteral("name")].toString(),
             QStringLiteral("Pułk piechoty nr 32 „Esterházy”"));
    QCOMPARE(c[QStringLiteral("generals")].toArray()[1].toObject()[QStringLiteral("roles")].toArray(),
             (QJsonArray{QStringLiteral("corps"), QStringLiteral("division")}));
    const Run check = bwn({QStringLiteral("catalogue"), QStringLiteral("check"), out});
    QVERIFY2(check.exitCode == 0 && check.out.contains("0 error(s), 0 warning(s)"), qPrintable(check.describe()));
}

void TstCatalogueCli::importWithABadRowWritesNothing()
{
    const QString units =
        write(QStringLiteral("bad/units.csv"),
              QByteArray(kUnits) + "ir-99;Pułk 99;kirasjerzy;3;;;\nir-100;Pułk 100;muszkieterzy;trzy;;;\n");
    QStringList args = importArgs(m_dir.filePath(QStringLiteral("bad/never.json")));
    args[args.indexOf(QStringLiteral("--units")) + 1] = units;
    const Run r = bwn(args);
    QVERIFY2(r.exitCode == 1 && r.err.isEmpty(), qPrintable(r.describe()));
    QVERIFY2(r.out.contains("units.csv:6: ir-99: column profile: no readable profile \"kirasjerzy\""),
             qPrintable(r.describe()));
    QVERIFY2(r.out.contains("units.csv:7: ir-100: column count: \"trzy\" is not a whole number"),
             qPrintable(r.describe()));
    QVERIFY2(r.out.contains("2 row(s) cannot be read; nothing imported"), qPrintable(r.describe()));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bad/never.json"))));
}

// --lang pl: why rows cannot be read, and that nothing was written, in Polish.
void TstCatalogueCli::importReasonsInPolishWithLang()
{
    const QString units =
        write(QStringLiteral("pl/units.csv"),
              QByteArray(kUnits) + "ir-99;Pułk 99;kirasjerzy;3;;;\nir-100;Pułk 100;muszkieterzy;trzy;;;\n");
    QStringList args = importArgs(m_dir.filePath(QStringLiteral("pl/never.json")))
        << QStringLiteral("--lang") << QStringLiteral("pl");
    args[args.indexOf(QStringLiteral("--units")) + 1] = units;
    Run r = bwn(args);
    QVERIFY2(r.exitCode == 1 && r.err.isEmpty(), qPrintable(r.describe()));
    QVERIFY2(r.out.contains("units.csv:6: ir-99: kolumna profil: nieznany profil „kirasjerzy”"),
             qPrintable(r.describe()));
    QVERIFY2(r.out.contains("units.csv:7: ir-100: kolumna podstawki: „trzy” nie jest liczbą całkowitą"),
             qPrintable(r.describe()));
    QVERIFY2(r.out.contains("nie da się odczytać 2 wierszy; nic nie zaimportowano"), qPrintable(r.describe()));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("pl/never.json"))));
    args.last() = QStringLiteral("de");
    r = bwn(args);
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("--lang must be pl or en"),
             qPrintable(r.describe()));
    // A good import in Polish: every line Polish, the counts with their Polish forms.
    const QString out = m_dir.filePath(QStringLiteral("pl/club.json"));
    r = bwn(importArgs(out) << QStringLiteral("--lang") << QStringLiteral("pl"));
    QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.describe()));
    QVERIFY2(r.out.contains("profiles.csv: wierszy: 4, czytelnych: 4 (Windows-1250, separator ';')"),
             qPrintable(r.describe()));
    QVERIFY2(r.out.contains("generals.csv: wierszy: 4, czytelnych: 4 (UTF-8 z BOM, separator ';')"),
             qPrintable(r.describe()));
    QVERIFY2(r.out.contains(QStringLiteral("zapisano w %1: 4 profile, ").arg(out).toUtf8()), qPrintable(r.describe()));
    QVERIFY2(r.out.contains(" jednostk") && r.out.contains(" generał"), qPrintable(r.describe()));
    for (const char *english : {"written to", "row(s)", "readable", "with BOM", "profile(s)", "unit(s)"})
        QVERIFY2(!r.out.contains(english), qPrintable(r.describe()));
}

void TstCatalogueCli::importSkipBadWritesTheRest()
{
    const QString units =
        write(QStringLiteral("skip/units.csv"), QByteArray(kUnits) + "ir-99;Pułk 99;kirasjerzy;3;;;\n");
    const QString out = m_dir.filePath(QStringLiteral("skip/club.json"));
    QStringList args = importArgs(out) << QStringLiteral("--skip-bad");
    args[args.indexOf(QStringLiteral("--units")) + 1] = units;
    const Run r = bwn(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    QVERIFY2(r.out.contains("units.csv:6: ir-99"), qPrintable(r.describe()));
    QCOMPARE(readObject(out)[QStringLiteral("units")].toArray().size(), 4);
}

void TstCatalogueCli::importMapAndArgumentErrors()
{
    // Headers nobody guessed: mapped by hand, by name and by number, to one table.
    const QString units = write(QStringLiteral("map/units.csv"), "Kod,Pułk,Typ,Ile\nir-32,IR 32,muszkieterzy,3\n");
    const QString out = m_dir.filePath(QStringLiteral("map/club.json"));
    QStringList args = importArgs(out);
    args[args.indexOf(QStringLiteral("--units")) + 1] = units;
    args << QStringLiteral("--map") << QStringLiteral("units.name=Pułk") << QStringLiteral("--map")
         << QStringLiteral("profile=3") << QStringLiteral("--map") << QStringLiteral("units.count=Ile");
    Run r = bwn(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    QCOMPARE(readObject(out)[QStringLiteral("units")]
                 .toArray()[0]
                 .toObject()[QStringLiteral("bases")]
                 .toArray()[0]
                 .toObject()[QStringLiteral("count")]
                 .toInt(),
             3);

    args = importArgs(out) << QStringLiteral("--map") << QStringLiteral("colour=1");
    r = bwn(args);
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("colour=1"), qPrintable(r.describe()));
    args = importArgs(out);
    args.removeAt(args.indexOf(QStringLiteral("--id")) + 1);
    args.removeAll(QStringLiteral("--id"));
    r = bwn(args);
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("--id is required"), qPrintable(r.describe()));
    const QString open = write(QStringLiteral("map/open.csv"), "id;name\nx;\"never closed\n");
    args = importArgs(out);
    args[args.indexOf(QStringLiteral("--units")) + 1] = open;
    r = bwn(args);
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("open.csv:2:3:"), qPrintable(r.describe()));
}

void TstCatalogueCli::newWritesAnEmptyCatalogue()
{
    const QString out = m_dir.filePath(QStringLiteral("new/prussia.json"));
    QDir().mkpath(QFileInfo(out).absolutePath());
    const Run r = bwn({QStringLiteral("catalogue"), QStringLiteral("new"), QStringLiteral("--id"),
                       QStringLiteral("club-prussia-1813"), QStringLiteral("--nation"), QStringLiteral("prussia"),
                       QStringLiteral("--period"), QStringLiteral("1813"), QStringLiteral("--name"),
                       QStringLiteral("Prusy 1813"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QJsonObject c = readObject(out);
    QCOMPARE(c[QStringLiteral("format")].toString(), QStringLiteral("bw-catalogue"));
    QCOMPARE(c[QStringLiteral("nation")].toString(), QStringLiteral("prussia"));
    QVERIFY(c[QStringLiteral("profiles")].toObject().isEmpty());
    const Run check = bwn({QStringLiteral("catalogue"), QStringLiteral("check"), out});
    QVERIFY2(check.exitCode == 0, qPrintable(check.describe()));
    // In Polish, with the counts' Polish forms (none of anything: the "many" form).
    const QString pl = m_dir.filePath(QStringLiteral("new/prussia-pl.json"));
    const Run polish = bwn({QStringLiteral("catalogue"), QStringLiteral("new"), QStringLiteral("--id"),
                            QStringLiteral("club-prussia-1813"), QStringLiteral("--nation"), QStringLiteral("prussia"),
                            QStringLiteral("--period"), QStringLiteral("1813"), QStringLiteral("-o"), pl,
                            QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(polish.exitCode == 0, qPrintable(polish.describe()));
    QCOMPARE(QString::fromUtf8(polish.out).trimmed(),
             QStringLiteral("zapisano w %1: 0 profili, 0 jednostek, 0 generałów").arg(pl));
}

// `--into`: the units and generals of a second spreadsheet added to a catalogue made from the profiles alone; the
// same rows again are duplicates (BWN 13.2), so nothing is written; the catalogue's own header cannot be changed.
void TstCatalogueCli::importIntoAddsToAnExistingCatalogue()
{
    const QString file = m_dir.filePath(QStringLiteral("into/club.json"));
    QDir().mkpath(QFileInfo(file).absolutePath());
    Run r = bwn({QStringLiteral("catalogue"), QStringLiteral("import"), QStringLiteral("--profiles"),
                 m_dir.filePath(QStringLiteral("profiles.csv")), QStringLiteral("--id"),
                 QStringLiteral("club-into-1809"), QStringLiteral("--nation"), QStringLiteral("austria"),
                 QStringLiteral("--period"), QStringLiteral("1809"), QStringLiteral("-o"), file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    QCOMPARE(readObject(file)[QStringLiteral("units")].toArray().size(), 0);
    const QStringList add{QStringLiteral("catalogue"),
                          QStringLiteral("import"),
                          QStringLiteral("--units"),
                          m_dir.filePath(QStringLiteral("units.csv")),
                          QStringLiteral("--generals"),
                          m_dir.filePath(QStringLiteral("generals.csv")),
                          QStringLiteral("--into"),
                          file,
                          QStringLiteral("--catalogue-version"),
                          QStringLiteral("1.1")};
    r = bwn(add);
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QJsonObject c = readObject(file);
    QCOMPARE(c[QStringLiteral("id")].toString(), QStringLiteral("club-into-1809"));
    QCOMPARE(c[QStringLiteral("profiles")].toObject().size(), 4);
    QCOMPARE(c[QStringLiteral("units")].toArray().size(), 4);
    QCOMPARE(c[QStringLiteral("generals")].toArray().size(), 4);
    QCOMPARE(c[QStringLiteral("catalogueVersion")].toString(), QStringLiteral("1.1"));
    // Again: every row is a duplicate now; nothing is written.
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    f.close();
    r = bwn(add);
    QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
    QVERIFY2(r.out.contains("ir-32"), qPrintable(r.describe()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), saved);
    // The header is the catalogue's own; a missing file is unusable input with one line.
    r = bwn(QStringList(add) << QStringLiteral("--id") << QStringLiteral("other"));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.errLines(), 1);
    r = bwn({QStringLiteral("catalogue"), QStringLiteral("import"), QStringLiteral("--units"),
             m_dir.filePath(QStringLiteral("units.csv")), QStringLiteral("--into"),
             m_dir.filePath(QStringLiteral("into/missing.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("missing.json"), qPrintable(r.describe()));
}

// Issue 8, done when "a player can import the statistics of a real army and build a legal roster from them".
void TstCatalogueCli::roundTripCsvToSheets()
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is needed to read the sheets back");
    const QString dataDir = m_dir.filePath(QStringLiteral("club"));
    QVERIFY(QDir().mkpath(dataDir + QStringLiteral("/catalogues")));
    const QString catalogue = dataDir + QStringLiteral("/catalogues/club-austria-1809.json");
    Run r = bwn(importArgs(catalogue));
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));

    // A 32+8 roster with the imported units: 3+3+2+1 bases, 3+1.5+2+1.5 = 8 points and two division generals.
    const QByteArray roster = R"({"format": "bw-roster", "version": 1, "name": "Klub: Aspern",
        "ruleset": "bwn-4.0", "nation": "austria", "limits": {"preset": "32+8"},
        "catalogues": ["club-austria-1809"], "commanderInChief": {"general": null},
        "divisions": [
          {"id": "d1", "name": "Piechota", "arm": "infantry", "general": null, "regiments": [
            {"unit": "ir-32", "status": "elite", "ambush": false},
            {"unit": "lw-prague", "status": "regular", "ambush": false},
            {"unit": "battery-6", "status": "regular", "ambush": false}]},
          {"id": "d2", "name": "Jazda", "arm": "cavalry", "general": null, "regiments": [
            {"unit": "hr-3", "status": "regular", "ambush": true}]}],
        "upgrades": []})";
    const QString rosterFile = write(QStringLiteral("club/aspern.bwroster"), roster);
    r = bwn({QStringLiteral("validate"), QStringLiteral("--data"), dataDir, rosterFile, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report[QStringLiteral("valid")].toBool(), true);
    QCOMPARE(report[QStringLiteral("bases")].toInt(), 9);
    QCOMPARE(report[QStringLiteral("points")].toObject()[QStringLiteral("units")].toDouble(), 10.0); // 8 + two generals

    const QString drawn = m_dir.filePath(QStringLiteral("club/aspern-drawn.bwroster"));
    r = bwn({QStringLiteral("draw"), QStringLiteral("--data"), dataDir, rosterFile, QStringLiteral("--seed"),
             QStringLiteral("1809"), QStringLiteral("-o"), drawn});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QString pdf = m_dir.filePath(QStringLiteral("club/aspern.pdf"));
    r = bwn({QStringLiteral("sheets"), QStringLiteral("--data"), dataDir, drawn, QStringLiteral("-o"), pdf,
             QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    QProcess text;
    text.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(kTimeoutMs));
    const QString sheets = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    for (const QString &expected :
         {QStringLiteral("Esterházy"), QStringLiteral("Landwehra praska"), QStringLiteral("Muszkieterzy węgierscy"),
          QStringLiteral("19/27"), QStringLiteral("Karabin „Flinte”"), QStringLiteral("9 (7+2)"), // elite: morale 7+2
          QStringLiteral("15/24 Muszkiet 8 1 2 4 5"), QStringLiteral("31/31 Karabinek 5 3 1 4 7"),
          QStringLiteral("13/13 Działa 6 f 61 1 2 3 7"), QStringLiteral("Arcyksiążę Karol")})
        QVERIFY2(sheets.contains(expected),
                 qPrintable(QStringLiteral("the sheets lack \"%1\":\n%2").arg(expected, sheets.left(4000))));
}

namespace {
QString clubFile(const char *name) { return QStringLiteral(SZTAB_TEST_DATA_DIR "/csv-import/") + QLatin1String(name); }
} // namespace

// Issue 17: Windows-1250 with semicolons and no ids, Excel's "Unicode text" naming profiles by name and traits in
// Polish, UTF-8 with commas; --show prints every row as it goes in; the nation's name in words.
void TstCatalogueCli::importClubSpreadsheetsAsTyped()
{
    const QString out = m_dir.filePath(QStringLiteral("club17/warsaw.json"));
    QDir().mkpath(QFileInfo(out).absolutePath());
    const Run r = bwn({QStringLiteral("catalogue"),
                       QStringLiteral("import"),
                       QStringLiteral("--profiles"),
                       clubFile("club-profile-cp1250.csv"),
                       QStringLiteral("--units"),
                       clubFile("club-jednostki-utf16.txt"),
                       QStringLiteral("--generals"),
                       clubFile("club-dowodcy.csv"),
                       QStringLiteral("--id"),
                       QStringLiteral("club-warsaw-1809"),
                       QStringLiteral("--nation"),
                       QStringLiteral("duchy-of-warsaw"),
                       QStringLiteral("--nation-name"),
                       QStringLiteral("Księstwo Warszawskie"),
                       QStringLiteral("--nation-name-en"),
                       QStringLiteral("Duchy of Warsaw"),
                       QStringLiteral("--period"),
                       QStringLiteral("1809"),
                       QStringLiteral("--show"),
                       QStringLiteral("-o"),
                       out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(QStringLiteral("club-jednostki-utf16.txt: 4 row(s), 4 readable (UTF-16LE, separator tab)")),
             qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("club-profile-cp1250.csv: 4 row(s), 4 readable (Windows-1250, separator ';')")),
        qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral(
            "line 3: id kirasjerzy (from the name) · name Kirasjerzy · name (English) Cuirassiers · cost class D · "
            "kind cavalry · move in line 24 · move in column 24 · weapon Pistolety · range 4 · WB 4 · SO 0 · WTR 6 · "
            "morale 8 · special rules charge, heavy-cavalry")),
        qPrintable(text));
    const QJsonObject c = readObject(out);
    QCOMPARE(c[QStringLiteral("nationName")].toObject()[QStringLiteral("pl")].toString(),
             QStringLiteral("Księstwo Warszawskie"));
    QCOMPARE(c[QStringLiteral("nationName")].toObject()[QStringLiteral("en")].toString(),
             QStringLiteral("Duchy of Warsaw"));
    const QJsonObject cuirassiers = c[QStringLiteral("profiles")].toObject()[QStringLiteral("kirasjerzy")].toObject();
    QCOMPARE(cuirassiers[QStringLiteral("wb")].toInt(), 4);
    QCOMPARE(cuirassiers[QStringLiteral("so")].toInt(), 0);
    QCOMPARE(cuirassiers[QStringLiteral("rules")].toArray(),
             (QJsonArray{QStringLiteral("charge"), QStringLiteral("heavy-cavalry")}));
    const QJsonObject first = c[QStringLiteral("units")].toArray()[0].toObject();
    QCOMPARE(first[QStringLiteral("traits")].toArray(), QJsonArray{QStringLiteral("may-gain-elite")});
    QCOMPARE(first[QStringLiteral("bases")].toArray()[0].toObject()[QStringLiteral("profile")].toString(),
             QStringLiteral("piechota-liniowa"));
    const Run pl = bwn({QStringLiteral("catalogue"), QStringLiteral("import"), QStringLiteral("--profiles"),
                        clubFile("club-profile-cp1250.csv"), QStringLiteral("--id"), QStringLiteral("x"),
                        QStringLiteral("--nation"), QStringLiteral("x"), QStringLiteral("--period"),
                        QStringLiteral("1809"), QStringLiteral("--show"), QStringLiteral("--lang"),
                        QStringLiteral("pl"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("club17/pl.json"))});
    QVERIFY2(pl.exitCode == 0
                 && QString::fromUtf8(pl.out).contains(
                     QStringLiteral("wiersz 3: identyfikator kirasjerzy (z nazwy) · nazwa Kirasjerzy")),
             qPrintable(pl.describe()));
}

// A second --map for a column would silently drop the first (WB imported from the SO column): refused, naming both.
void TstCatalogueCli::importMapOneColumnTwiceIsRefused()
{
    const QString out = m_dir.filePath(QStringLiteral("map2/club.json"));
    QDir().mkpath(QFileInfo(out).absolutePath());
    const QStringList base{QStringLiteral("catalogue"),  QStringLiteral("import"),
                           QStringLiteral("--profiles"), clubFile("club-profile-cp1250.csv"),
                           QStringLiteral("--id"),       QStringLiteral("x"),
                           QStringLiteral("--nation"),   QStringLiteral("x"),
                           QStringLiteral("--period"),   QStringLiteral("1809"),
                           QStringLiteral("-o"),         out};
    Run r = bwn(base
                + QStringList{QStringLiteral("--map"), QStringLiteral("wb=SO"), QStringLiteral("--map"),
                              QStringLiteral("so=SO")});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1, qPrintable(r.describe()));
    QVERIFY2(r.err.contains("--map wb=SO and --map so=SO both name column \"SO\""), qPrintable(r.describe()));
    r = bwn(base
            + QStringList{QStringLiteral("--map"), QStringLiteral("wb=9"), QStringLiteral("--map"),
                          QStringLiteral("wb=10")});
    QVERIFY2(r.exitCode == 2 && r.err.contains("both name field wb"), qPrintable(r.describe()));
    // One --map taking SO's column leaves SO without one: said, and nothing written.
    r = bwn(base + QStringList{QStringLiteral("--map"), QStringLiteral("wb=SO")});
    QVERIFY2(r.exitCode == 1 && r.out.contains("no column for so"), qPrintable(r.describe()));
    QVERIFY(!QFile::exists(out));
}

void TstCatalogueCli::importHeaderOnlyIsAnError()
{
    const QString out = m_dir.filePath(QStringLiteral("empty/club.json"));
    QDir().mkpath(QFileInfo(out).absolutePath());
    const Run r =
        bwn({QStringLiteral("catalogue"), QStringLiteral("import"), QStringLiteral("--profiles"),
             clubFile("club-header-only.csv"), QStringLiteral("--id"), QStringLiteral("x"), QStringLiteral("--nation"),
             QStringLiteral("x"), QStringLiteral("--period"), QStringLiteral("1809"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1 && r.err.contains("club-header-only.csv: no rows below the header"),
             qPrintable(r.describe()));
    QVERIFY(!QFile::exists(out));
}

// A catalogue the app saved (its folder: <XDG_DATA_HOME>/Sztab/sztab/data/catalogues) is read by bwn without
// --data; --help says where; --no-user-data leaves it out.
void TstCatalogueCli::userCatalogueFolderReadByDefault()
{
    const QString home = m_dir.filePath(QStringLiteral("xdg"));
    const QString folder = home + QStringLiteral("/Sztab/sztab/data/catalogues");
    QDir().mkpath(folder);
    QJsonObject demo = readObject(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/catalogues/demo-warsaw-1809.json"));
    demo[QStringLiteral("id")] = QStringLiteral("club-warsaw-copy");
    QVERIFY(writeFile(folder + QStringLiteral("/club-warsaw-copy.json"), QJsonDocument(demo).toJson()));
    QJsonObject roster = readObject(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-warsaw-1809.bwroster"));
    roster[QStringLiteral("catalogues")] = QJsonArray{QStringLiteral("club-warsaw-copy")};
    roster.remove(QStringLiteral("madeWith"));
    const QString rosterFile = m_dir.filePath(QStringLiteral("xdg/club.bwroster"));
    QVERIFY(writeFile(rosterFile, QJsonDocument(roster).toJson()));
    const QHash<QString, QString> env{{QStringLiteral("XDG_DATA_HOME"), home},
                                      {QStringLiteral("SZTAB_USER_DATA_DIR"), QString()}};
    Run r = bwn({QStringLiteral("validate"), rosterFile}, env);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1,
             qPrintable(r.describe())); // bound: the rules decide, not "unknown catalogue"
    QVERIFY2(!r.err.contains("unknown catalogue"), qPrintable(r.describe()));
    r = bwn({QStringLiteral("validate"), rosterFile, QStringLiteral("--no-user-data")}, env);
    QVERIFY2(r.exitCode == 2 && r.err.contains("unknown catalogue \"club-warsaw-copy\""), qPrintable(r.describe()));
    r = bwn({QStringLiteral("--help")}, env);
    QVERIFY2(r.exitCode == 0 && r.out.contains(QFileInfo(home).absoluteFilePath().toUtf8() + "/Sztab/sztab/data"),
             qPrintable(r.describe()));
    r = bwn({QStringLiteral("validate"), QStringLiteral("--help")}, env);
    QVERIFY2(r.exitCode == 0 && r.out.contains("/Sztab/sztab/data"), qPrintable(r.describe()));
}

// A user's copy with a bundled id hides the demo: the demo roster's error names the copy and what it replaces.
void TstCatalogueCli::shadowingCopyIsNamedInTheError()
{
    const QString user = m_dir.filePath(QStringLiteral("shadow/data"));
    QDir().mkpath(user + QStringLiteral("/catalogues"));
    QJsonObject copy = readObject(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/catalogues/demo-warsaw-1809.json"));
    copy[QStringLiteral("divisions")] = QJsonArray();
    copy[QStringLiteral("corps")] = QJsonArray();
    const QString copyFile = user + QStringLiteral("/catalogues/my-warsaw.json");
    QVERIFY(writeFile(copyFile, QJsonDocument(copy).toJson()));
    const QHash<QString, QString> env{{QStringLiteral("SZTAB_USER_DATA_DIR"), user}};
    const Run r = bwn(
        {QStringLiteral("validate"), QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-warsaw-1809.bwroster")}, env);
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1, qPrintable(r.describe()));
    QVERIFY2(r.err.contains("catalogue \"demo-warsaw-1809\" is read from " + copyFile.toUtf8() + ", which replaces "),
             qPrintable(r.describe()));
    QVERIFY2(r.err.contains("data/catalogues/demo-warsaw-1809.json"), qPrintable(r.describe()));
}

void TstCatalogueCli::twoFilesWithOneIdInAFolderAreAnError()
{
    const QString dir = m_dir.filePath(QStringLiteral("twice"));
    QDir().mkpath(dir + QStringLiteral("/catalogues"));
    const QByteArray demo =
        QJsonDocument(readObject(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/catalogues/demo-austria-1809.json"))).toJson();
    QVERIFY(writeFile(dir + QStringLiteral("/catalogues/a.json"), demo));
    QVERIFY(writeFile(dir + QStringLiteral("/catalogues/b.json"), demo));
    const Run r = bwn({QStringLiteral("validate"), QStringLiteral("--data"), dir,
                       QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-austria-1809.bwroster")});
    QVERIFY2(r.exitCode == 2 && r.errLines() == 1, qPrintable(r.describe()));
    QVERIFY2(r.err.contains("b.json") && r.err.contains("a.json") && r.err.contains("same folder"),
             qPrintable(r.describe()));
}

QTEST_MAIN(TstCatalogueCli)
#include "tst_cataloguecli.moc"
