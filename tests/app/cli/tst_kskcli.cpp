// SPDX-License-Identifier: GPL-3.0-or-later
// `bwn ksk`: a game from the demo scenario played from the command line, its exit codes, the players' own dice,
// one side's view and the re-check of a game file.
#include "foundation/document.h"
#include "ksk/game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    bool finished = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString describe() const
    {
        return QStringLiteral("exit %1\n--- stdout ---\n%2\n--- stderr ---\n%3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(3000)), QString::fromUtf8(err.left(2000)));
    }
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

Run bwn(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SZTAB_DATA_DIR"), QStringLiteral(SZTAB_SOURCE_DATA_DIR));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(SZTAB_BWN_PATH), QStringList{QStringLiteral("ksk")} + args);
    Run r;
    if (!p.waitForStarted(30000))
        return r;
    r.finished = p.waitForFinished(30000);
    if (!r.finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// A hand edit of a saved game: `edit` changes the dice of log entry `entry`, the file is written back.
template <class Edit> bool editLoggedDice(const QString &game, int entry, Edit edit)
{
    sztab::LoadError error;
    auto doc = sztab::readJsonFile(game, &error);
    if (!doc)
        return false;
    QJsonArray log = (*doc)[QStringLiteral("log")].toArray();
    QJsonObject action = log[entry].toObject();
    QJsonArray dice = action[QStringLiteral("dice")].toArray();
    edit(dice);
    action[QStringLiteral("dice")] = dice;
    log[entry] = action;
    doc->insert(QStringLiteral("log"), log);
    QString why;
    return sztab::saveJsonAtomically(*doc, game, &why);
}

QByteArray bytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestKskCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void ksk_cli_newStageOrderCupsReplay()
    {
        const QString game = path("alma.json");
        Run r = bwn({"new", "demo-alma-1854", "-o", game, "--seed", "1854"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.out.contains("demo-alma-1854") || r.out.contains("Alma"));
        r = bwn({"stage", "begin", game, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json()[QStringLiteral("state")].toObject()[QStringLiteral("stage")].toInt(), 1);
        // Which way applies, and why: the Light Division stands 4 hexes from Raglan (III.42).
        r = bwn({"order", game, "--formation", "light-division", "--paths", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json()[QStringLiteral("applies")].toString(), QStringLiteral("courierParked"));
        QCOMPARE(r.json()[QStringLiteral("paths")].toArray().first().toObject()[QStringLiteral("rule")].toString(),
                 QStringLiteral("KSK III.38"));
        r = bwn({"order", game, "--formation", "light-division", "--order", "A", "--axis", "1", "--distance", "4"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.out.contains("III.42"));
        r = bwn({"stage", "cups", game, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QJsonObject state = r.json()[QStringLiteral("state")].toObject();
        QCOMPARE(state[QStringLiteral("segment")].toString(), QStringLiteral("activation"));
        QCOMPARE(
            state[QStringLiteral("cups")].toObject()[QStringLiteral("B")].toObject()[QStringLiteral("blanks")].toInt(),
            6);
        const QString winner = state[QStringLiteral("initiative")].toObject()[QStringLiteral("winner")].toString();
        const QString formation =
            winner == QLatin1String("A") ? QStringLiteral("light-division") : QStringLiteral("russian-reserve");
        r = bwn({"stage", "pick", game, "--side", winner, "--formation", formation});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        r = bwn({"replay", game, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json()[QStringLiteral("actions")].toInt(), 4); // begin, order, cups, pick
        // Undo drops the pick.
        r = bwn({"undo", game});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(bwn({"replay", game, "--json"}).json()[QStringLiteral("actions")].toInt(), 3);
    }

    void ksk_cli_III_30_ruleBrokenExitsOneFileUntouched()
    {
        const QString game = path("broken.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game, "--seed", "3"}).exitCode, 0);
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        const QByteArray before = bytes(game);
        const Run r = bwn({"order", game, "--formation", "light-division", "--order", "A", "--distance", "0"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("KSK III.30"));
        QCOMPARE(bytes(game), before);
        // In Polish too.
        const Run pl = bwn({"order", game, "--formation", "light-division", "--order", "A", "--lang", "pl"});
        QCOMPARE(pl.exitCode, 1);
        QVERIFY(QString::fromUtf8(pl.err).contains(QStringLiteral("heksu")));
    }

    void ksk_cli_unusableInputExitsTwoWithOneLine()
    {
        Run r = bwn({"status", path("missing.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("missing.json"));
        QCOMPARE(r.err.count('\n'), 1);
        const QString game = path("two.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game}).exitCode, 0);
        QCOMPARE(bwn({"status", game, "--side", "C"}).exitCode, 2);
        QCOMPARE(bwn({"stage", "begin", game, "--dice", "x"}).exitCode, 2);
        QCOMPARE(bwn({"new", "no-such-scenario", "-o", path("x.json")}).exitCode, 2);
        // A folder is said to be a folder, not "no scenario".
        r = bwn({"new", m_dir.path(), "-o", path("y.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("directory") && r.err.contains(m_dir.path().toUtf8()), qPrintable(r.describe()));
        QVERIFY(!QFile::exists(path("y.json")));
        QCOMPARE(bwn({"nonsense", game}).exitCode, 2);
        // Never over an existing game without --force, never over another kind of file.
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game}).exitCode, 2);
        QFile other(path("notes.txt"));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("my notes\n");
        other.close();
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", path("notes.txt"), "--force"}).exitCode, 2);
        QCOMPARE(bytes(path("notes.txt")), QByteArray("my notes\n"));
        // A broken game file: one line naming the file and the place.
        QFile bad(path("bad.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "ksk-game", "version": 1, "scenarioId": 5})");
        bad.close();
        r = bwn({"status", path("bad.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("bad.json") && r.err.contains("/scenarioId"));
    }

    void ksk_cli_playersOwnDice()
    {
        const QString game = path("dice.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game}).exitCode, 0); // no seed: the players roll
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        const QByteArray before = bytes(game);
        Run r = bwn({"stage", "cups", game});
        QCOMPARE(r.exitCode, 2); // the dice are missing
        QCOMPARE(bytes(game), before);
        // A tie needs two more dice: 2 + 6 (markers) + 1 (scenario) against 9.
        QCOMPARE(bwn({"stage", "cups", game, "--dice", "2,9"}).exitCode, 2);
        r = bwn({"stage", "cups", game, "--dice", "1,9", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QJsonObject ini = r.json()[QStringLiteral("state")].toObject()[QStringLiteral("initiative")].toObject();
        QCOMPARE(ini[QStringLiteral("dice")].toArray(), (QJsonArray{1, 9}));
        QCOMPARE(ini[QStringLiteral("winner")].toString(), QStringLiteral("B"));
        sztab::LoadError error;
        const auto saved = sztab::ksk::loadGame(game, &error);
        QVERIFY(saved);
        QCOMPARE(saved->log.last().dice, (QList<int>{1, 9}));
    }

    void ksk_cli_II_3_sideViewHidesTheOtherSidesOrders()
    {
        const QString game = path("secret.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game, "--seed", "9"}).exitCode, 0);
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        Run r = bwn({"order", game, "--side", "B", "--formation", "russian-reserve", "--order", "A", "--axis", "4",
                     "--distance", "6", "--note", "SECRET-KOURGANE"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const Run forA = bwn({"status", game, "--side", "A", "--json"});
        const Run forAText = bwn({"status", game, "--side", "A"});
        const Run forB = bwn({"status", game, "--side", "B", "--json"});
        QCOMPARE(forA.exitCode, 0);
        QVERIFY(!forA.out.contains("SECRET-KOURGANE"));
        QVERIFY(!forAText.out.contains("russian-reserve"));
        QVERIFY(!forA.out.contains("\"formation\": \"russian-reserve\""));
        QVERIFY(forB.out.contains("SECRET-KOURGANE"));
        // One side's export carries neither the other's note nor the seed; the side's own keeps its note.
        const Run exportA = bwn({"export", game, "--side", "A"});
        const Run exportB = bwn({"export", game, "--side", "B"});
        QVERIFY2(exportA.exitCode == 0 && exportB.exitCode == 0, qPrintable(exportA.describe()));
        QVERIFY(!exportA.out.contains("SECRET-KOURGANE"));
        QVERIFY(!exportA.out.contains("\"seed\""));
        QVERIFY(exportB.out.contains("SECRET-KOURGANE"));
        // A cannot give B's division an order.
        r = bwn({"order", game, "--side", "A", "--formation", "russian-reserve", "--order", "O"});
        QCOMPARE(r.exitCode, 2); // the other side's counter named: unusable input
        QVERIFY(r.err.contains("NOT_YOUR_FORMATION"));
    }

    void ksk_cli_replayCatchesATamperedLog()
    {
        const QString game = path("tamper.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game, "--seed", "11"}).exitCode, 0);
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        QCOMPARE(bwn({"stage", "cups", game}).exitCode, 0);
        QVERIFY(editLoggedDice(game, 1, [](QJsonArray &dice) { dice.append(5); }));
        const Run r = bwn({"replay", game});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("/log/1"));
        QVERIFY(r.err.contains("DICE_EXTRA"));
    }

    // I.15: the d10 reads 0–9. The players type the face they see; 10 is not on the die.
    void ksk_cli_I_15_zeroIsAFaceTenIsNot()
    {
        const QString game = path("faces.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game}).exitCode, 0);
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        const QByteArray before = bytes(game);
        Run r = bwn({"stage", "cups", game, "--dice", "10,3"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("0–9")), qPrintable(r.describe()));
        QCOMPARE(bytes(game), before);
        r = bwn({"stage", "cups", game, "--dice", "0,9", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QJsonObject ini = r.json()[QStringLiteral("state")].toObject()[QStringLiteral("initiative")].toObject();
        QCOMPARE(ini[QStringLiteral("dice")].toArray(), (QJsonArray{0, 9}));
    }

    // Every command that reads a game re-checks its program dice against the seed, not only replay; nothing is
    // written over a game that does not check out.
    void ksk_cli_I_15_everyLoadRefusesAnEditedDie()
    {
        const QString game = path("edited.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game, "--seed", "3"}).exitCode, 0);
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        QCOMPARE(bwn({"stage", "cups", game}).exitCode, 0);
        QVERIFY(editLoggedDice(game, 1, [](QJsonArray &dice) { dice[0] = (dice[0].toInt() + 7) % 10; }));
        const QByteArray before = bytes(game);
        Run r = bwn({"replay", game});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("/log/1/dice/0") && r.err.contains("DICE_CHANGED"), qPrintable(r.describe()));
        const QList<QStringList> commands{{"undo", game},
                                          {"stage", "pass", game, "--side", "A"},
                                          {"courier", game, "--side", "A"},
                                          {"order", game, "--formation", "light-division", "--paths"},
                                          {"print", game, "--side", "A", "-o", path("edited.pdf")}};
        for (const QStringList &args : commands) {
            r = bwn(args);
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(QLatin1Char(' ')) + QLatin1Char('\n') + r.describe()));
            QVERIFY2(r.err.contains("edited.json") && r.err.contains("/log/1/dice/0"), qPrintable(r.describe()));
            QCOMPARE(bytes(game), before);
        }
        QVERIFY(!QFile::exists(path("edited.pdf")));
        r = bwn({"undo", game, "--lang", "pl"});
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("z ziarna wypada")), qPrintable(r.describe()));
    }

    // A missing option is input to complete (exit 2), not a rule broken.
    void ksk_cli_missingFormationExitsTwo()
    {
        const QString game = path("pick.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game, "--seed", "4"}).exitCode, 0);
        const Run r = bwn({"stage", "pick", game, "--side", "A"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--formation"));
    }

    // A name that names no counter of this game, or the other side's, is input that cannot be used (2), named with
    // its argument; the file stays as it was. A rule broken by a usable action stays 1.
    void ksk_cli_unknownOrOtherSidesIdsExitTwo()
    {
        const QString game = path("ids.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game, "--seed", "5"}).exitCode, 0);
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        const QByteArray before = bytes(game);
        Run r = bwn({"order", game, "--formation", "no-such-division", "--order", "O"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--formation") && r.err.contains("no-such-division"), qPrintable(r.describe()));
        r = bwn({"move", game, "--commander", "nobody", "--hex", "2220"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--commander") && r.err.contains("nobody"), qPrintable(r.describe()));
        r = bwn({"order", game, "--side", "B", "--formation", "light-division", "--order", "O"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--formation") && r.err.contains("light-division"), qPrintable(r.describe()));
        r = bwn({"move", game, "--side", "B", "--commander", "raglan", "--hex", "2220", "--lang", "pl"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("należy do strony A")), qPrintable(r.describe()));
        QCOMPARE(bytes(game), before);
        // A usable action that breaks a rule: 1.
        QCOMPARE(bwn({"move", game, "--commander", "raglan", "--hex", "2209"}).exitCode, 1);
        QCOMPARE(bytes(game), before);
    }

    // III.44/1: "gracz aktywny wykonuje 1K10" — the interception is rolled by the courier's enemy, and the answer is
    // his view: never the order or the note the courier carries.
    void ksk_cli_III_44_1_interceptAnswersTheRollerWithHisView()
    {
        const QString game = path("intercept.json");
        QCOMPARE(bwn({"new", "demo-alma-1854", "-o", game, "--seed", "5"}).exitCode, 0);
        QCOMPARE(bwn({"stage", "begin", game}).exitCode, 0);
        Run r = bwn({"order", game, "--side", "B", "--formation", "minsk-regiment", "--order", "A", "--axis", "1",
                     "--distance", "3", "--note", "SECRET-MINSK"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        // The courier named by side and number, as on his counter; a bare number or the courier's own side refused.
        QCOMPARE(bwn({"courier", game, "--intercept", "1", "--side", "A"}).exitCode, 2);
        QCOMPARE(bwn({"courier", game, "--intercept", "B1", "--side", "B"}).exitCode, 2);
        r = bwn({"courier", game, "--intercept", "B1", "--side", "A", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json()[QStringLiteral("state")].toObject()[QStringLiteral("view")].toString(), QStringLiteral("A"));
        QCOMPARE(r.json()[QStringLiteral("action")].toObject()[QStringLiteral("dice")].toArray().size(), 1);
        QVERIFY2(!r.out.contains("SECRET-MINSK"), qPrintable(r.describe()));
        QVERIFY2(!r.out.contains("\"target\""), qPrintable(r.describe()));
        QVERIFY2(!r.out.contains("\"kind\": \"A\",\n                    \"axis\""), qPrintable(r.describe()));
        // The same roll told in Polish, after an undo: the same die (keyed to the roll), the same silence.
        QCOMPARE(bwn({"undo", game}).exitCode, 0);
        const int die = r.json()[QStringLiteral("action")].toObject()[QStringLiteral("dice")].toArray()[0].toInt();
        r = bwn({"courier", game, "--intercept", "B1", "--side", "A", "--lang", "pl"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY2(QString::fromUtf8(r.out).contains(QStringLiteral("1K10 = %1").arg(die)), qPrintable(r.describe()));
        QVERIFY(!r.out.contains("SECRET-MINSK"));
    }

    void ksk_cli_helpNamesTheSubcommands()
    {
        const Run r = bwn({"--help"});
        QCOMPARE(r.exitCode, 0);
        for (const char *word : {"new", "status", "order", "move", "stage", "courier", "replay"})
            QVERIFY(r.out.contains(word));
    }

    // bwn ksk scenario check: every problem of a scenario file with the file and its place; 0 fine, 1 problems,
    // 2 a file that is no scenario; --json for tools.
    void ksk_cli_scenarioCheckListsEveryProblemWithItsPlace()
    {
        const QString demo = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/ksk/demo-alma-1854.json");
        Run r = bwn({QStringLiteral("scenario"), QStringLiteral("check"), demo});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.out.contains("is fine"));

        QJsonObject doc = QJsonDocument::fromJson(bytes(demo)).object();
        QJsonObject grid = doc.value(QLatin1String("grid")).toObject();
        grid.insert(QLatin1String("columns"), 5); // Raglan at 2221 is off the map now, and others with him
        doc.insert(QLatin1String("grid"), grid);
        const QString broken = path("broken-scenario.json");
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(doc).toJson());
        f.close();
        r = bwn({QStringLiteral("scenario"), QStringLiteral("check"), broken, QStringLiteral("--lang"),
                 QStringLiteral("pl")});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        QVERIFY2(r.out.contains(broken.toUtf8() + ": /sides/0/commanders/0/hex: "), qPrintable(r.describe()));
        QVERIFY(r.out.contains("KSK_HEX_OFF_GRID"));
        QVERIFY(QString::fromUtf8(r.out).contains(QStringLiteral("nie jest heksem")));
        QVERIFY(r.out.count('\n') > 2); // all of them, not the first only
        r = bwn({QStringLiteral("scenario"), QStringLiteral("check"), broken, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray issues = r.json().value(QLatin1String("issues")).toArray();
        QVERIFY(issues.size() > 2);
        QCOMPARE(issues.first().toObject().value(QLatin1String("path")).toString(),
                 QStringLiteral("/sides/0/commanders/0/hex"));
        QCOMPARE(r.json().value(QLatin1String("ok")).toBool(true), false);

        // A game file is no scenario; a missing file neither: one line naming it, exit 2.
        const QString game = path("scenario-check-game.kskgame");
        r = bwn({QStringLiteral("new"), QStringLiteral("demo-alma-1854"), QStringLiteral("-o"), game});
        QCOMPARE(r.exitCode, 0);
        r = bwn({QStringLiteral("scenario"), QStringLiteral("check"), game});
        QVERIFY2(r.exitCode == 2, qPrintable(r.describe()));
        QVERIFY(r.err.contains(game.toUtf8()) && r.err.count('\n') == 1);
        r = bwn({QStringLiteral("scenario"), QStringLiteral("check"), path("nothing.json")});
        QCOMPARE(r.exitCode, 2);
        r = bwn({QStringLiteral("scenario"), QStringLiteral("fix"), demo});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestKskCli)
#include "tst_kskcli.moc"
