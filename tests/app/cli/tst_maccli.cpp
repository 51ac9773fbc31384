// SPDX-License-Identifier: GPL-3.0-or-later
// `bwn mac` (issue 21): a game file stepped through the command line, exit codes 0/1/2 with one line on stderr,
// the players' dice, JSON output, one side's view without the other's secret choice, the replay check.
#include "smalldisk.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TstMacCli : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run bwn(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(SZTAB_BWN_PATH), QStringList{QStringLiteral("mac")} + args);
        if (!p.waitForFinished(60000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }
    static QJsonObject json(const Run &r) { return QJsonDocument::fromJson(r.out).object(); }
    static QJsonObject status(const QString &game, const QString &side = QStringLiteral("umpire"))
    {
        return json(bwn({QStringLiteral("status"), game, QStringLiteral("--json"), QStringLiteral("--side"), side}));
    }
    static QString newGame(const QTemporaryDir &dir, const QStringList &extra = {})
    {
        const QString path = dir.filePath(QStringLiteral("game.json"));
        const Run r = bwn(QStringList{QStringLiteral("new"), QStringLiteral("-o"), path, QStringLiteral("--seed"),
                                      QStringLiteral("11")}
                          + extra);
        if (r.code != 0)
            qWarning("%s", r.err.constData());
        return path;
    }
    // Draws until the cup is empty and ends the stage.
    static bool drawAndEnd(const QString &game)
    {
        for (int guard = 0; guard < 20 && status(game).value(QStringLiteral("turn")).toInt() == 2; ++guard)
            if (bwn({QStringLiteral("draw"), game}).code != 0)
                return false;
        return bwn({QStringLiteral("end-stage"), game}).code == 0;
    }

    // Drawn so far in this stage, as the umpire sees it.
    static QStringList drawnNow(const QString &game)
    {
        QStringList ids;
        for (const QJsonValue &d : status(game).value(QStringLiteral("drawn")).toArray())
            ids << d.toObject().value(QStringLiteral("commander")).toString();
        return ids;
    }
    // A game in stage 5 with both secret choices made and the cup filled: the Poles chose Kamiński and Sierakowski,
    // the Russians Tormasov (MAC 13.0: "dowolnych dwóch dowódców", "dowolny dowódca").
    // Stage 1 to its first draw (Poniński's roll, the pool, one chit): fire and melee may begin (MAC 3.3).
    static bool toFirstDraw(const QString &game)
    {
        return bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0")}).code == 0
            && bwn({QStringLiteral("pool"), game}).code == 0 && bwn({QStringLiteral("draw"), game}).code == 0;
    }
    static bool toStageFiveCup(const QString &game)
    {
        if (bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0")}).code != 0)
            return false;
        for (int stage = 1; stage <= 4; ++stage) {
            if (stage == 3
                && bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0")}).code != 0)
                return false;
            if (bwn({QStringLiteral("pool"), game}).code != 0 || !drawAndEnd(game))
                return false;
        }
        return bwn({QStringLiteral("pool"), game, QStringLiteral("--side"), QStringLiteral("pl"),
                    QStringLiteral("--choose"), QStringLiteral("kaminski,sierakowski")})
                   .code
            == 0
            && bwn({QStringLiteral("pool"), game, QStringLiteral("--side"), QStringLiteral("ru"),
                    QStringLiteral("--choose"), QStringLiteral("tormasow")})
                   .code
            == 0
            && bwn({QStringLiteral("pool"), game}).code == 0 && status(game).value(QStringLiteral("turn")).toInt() == 2;
    }
    // The parts of a state that could show a secret: the roster of commanders and whom a chief just drawn may
    // activate (every commander of his side in play) are public.
    static QByteArray secretParts(const QJsonObject &state)
    {
        QJsonObject o = state;
        o.remove(QStringLiteral("commanders"));
        o.remove(QStringLiteral("activatable"));
        return QJsonDocument(o).toJson();
    }
    static QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void writeBytes(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(bytes);
    }
    // The game file with its first program die changed by hand.
    static void changeFirstDie(const QString &game)
    {
        QJsonObject doc = QJsonDocument::fromJson(fileBytes(game)).object();
        QJsonArray log = doc.value(QStringLiteral("log")).toArray();
        for (qsizetype i = 0; i < log.size(); ++i) {
            QJsonObject entry = log[i].toObject();
            QJsonArray dice = entry.value(QStringLiteral("dice")).toArray();
            if (dice.isEmpty())
                continue;
            QJsonObject die = dice[0].toObject();
            die.insert(QStringLiteral("value"), (die.value(QStringLiteral("value")).toInt() + 1) % 10);
            dice[0] = die;
            entry.insert(QStringLiteral("dice"), dice);
            log[i] = entry;
            break;
        }
        doc.insert(QStringLiteral("log"), log);
        writeBytes(game, QJsonDocument(doc).toJson());
    }

private slots:
    // An in-place action on a full disk: exit 2 saying so, the game file as it was, nothing said to be done.
    void mac_cli_actionOnAFullDisk_exit2_gameUnchanged()
    {
        sztab::testing::SmallDisk disk;
        QString skip;
        if (!disk.mount(64 * 1024, &skip))
            QSKIP(qPrintable(skip));
        const QString game = disk.filePath(QStringLiteral("game.json"));
        QCOMPARE(
            bwn({QStringLiteral("new"), QStringLiteral("-o"), game, QStringLiteral("--seed"), QStringLiteral("11")})
                .code,
            0);
        QFile f(game);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        QVERIFY(disk.fill());
        const Run r = bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0"),
                           QStringLiteral("--lang"), QStringLiteral("pl")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("Na dysku zabrakło miejsca"), r.err.constData());
        QVERIFY2(r.err.contains(game.toUtf8()), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        const QStringList left{QStringLiteral("filler"), QStringLiteral("game.json")};
        QCOMPARE(disk.entries(), left);
        QCOMPARE(status(game).value(QStringLiteral("poninski")).toObject().value(QStringLiteral("phase")).toString(),
                 QStringLiteral("await-roll")); // the roll was not kept
    }

    void mac_cli_new_statusJson_stageOne()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        const QJsonObject s = status(game);
        QCOMPARE(s.value(QStringLiteral("stage")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("turn")).toInt(), 1);
        QCOMPARE(s.value(QStringLiteral("threshold")).toInt(), 15);
        QCOMPARE(s.value(QStringLiteral("poninski")).toObject().value(QStringLiteral("phase")).toString(),
                 QStringLiteral("await-roll"));
        // A game is never written over.
        const Run again = bwn({QStringLiteral("new"), QStringLiteral("-o"), game});
        QCOMPARE(again.code, 2);
        // 12.4: another threshold by agreement.
        QTemporaryDir dir2;
        QCOMPARE(status(newGame(dir2, {QStringLiteral("--threshold"), QStringLiteral("12")}))
                     .value(QStringLiteral("threshold"))
                     .toInt(),
                 12);
    }

    // MAC 3.3 and 13.0 a through the command line: the order of turn 1, exit 1 for a step the rules refuse.
    void mac_cli_3_3_stageOne_inOrder_exitCodes()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        Run r = bwn({QStringLiteral("pool"), game});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("PONINSKI_ROLL_DUE"));
        QCOMPARE(r.err.count('\n'), 1);
        r = bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0"),
                 QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)
                     .value(QStringLiteral("state"))
                     .toObject()
                     .value(QStringLiteral("poninski"))
                     .toObject()
                     .value(QStringLiteral("checkStage"))
                     .toInt(),
                 3); // 0 + 3
        QCOMPARE(bwn({QStringLiteral("ponski"), game, QStringLiteral("--dice"), QStringLiteral("4")}).code, 1);
        QCOMPARE(bwn({QStringLiteral("end-stage"), game}).code, 1); // the cup comes first
        QCOMPARE(bwn({QStringLiteral("pool"), game}).code, 0);
        r = bwn({QStringLiteral("draw"), game, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r).value(QStringLiteral("entry")).toObject().value(QStringLiteral("commander")).toString(),
                 QStringLiteral("denisow"));
        QCOMPARE(bwn({QStringLiteral("end-stage"), game}).code, 0);
        QCOMPARE(status(game).value(QStringLiteral("stage")).toInt(), 2);
        // Undo takes back the last entry.
        QCOMPARE(bwn({QStringLiteral("undo"), game}).code, 0);
        QCOMPARE(status(game).value(QStringLiteral("stage")).toInt(), 1);
        QCOMPARE(bwn({QStringLiteral("end-stage"), game}).code, 0);
        QCOMPARE(bwn({QStringLiteral("replay"), game}).code, 0);
    }

    // MAC 13.0: a side's secret choice never in the other side's export or status; present in its own.
    void mac_cli_13_0_secretChoice_notInTheOtherSidesExport()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QCOMPARE(bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0")}).code, 0);
        for (int stage = 1; stage <= 4; ++stage) {
            if (stage == 3) // 13.0 b: 0 + 3 is below 12, he never comes
                QCOMPARE(bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0")}).code,
                         0);
            QCOMPARE(bwn({QStringLiteral("pool"), game}).code, 0);
            QVERIFY(drawAndEnd(game));
        }
        QCOMPARE(status(game).value(QStringLiteral("stage")).toInt(), 5);
        Run r = bwn({QStringLiteral("pool"), game, QStringLiteral("--side"), QStringLiteral("pl"),
                     QStringLiteral("--choose"), QStringLiteral("kaminski,Sierakowski")});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.out.contains("sierakowski") && !r.out.contains("Sierakowski")); // the hot seat's screen
        QCOMPARE(bwn({QStringLiteral("pool"), game, QStringLiteral("--side"), QStringLiteral("ru"),
                      QStringLiteral("--choose"), QStringLiteral("tormasow")})
                     .code,
                 0);
        QCOMPARE(bwn({QStringLiteral("pool"), game}).code, 0);
        // The shared screen (no --side) shows neither side's choice; the umpire sees both.
        for (const QStringList &extra : {QStringList{}, QStringList{QStringLiteral("--json")}}) {
            const Run table = bwn(QStringList{QStringLiteral("status"), game} + extra);
            QCOMPARE(table.code, 0);
            QVERIFY(!table.out.toLower().contains("sierakowski") || extra.contains(QStringLiteral("--json")));
        }
        const QJsonObject table = status(game, QStringLiteral("table-default"));
        QVERIFY(table.isEmpty()); // not a side: exit 2, nothing printed
        const Run tableJson = bwn({QStringLiteral("status"), game, QStringLiteral("--json")});
        const QJsonObject tableState = json(tableJson);
        QCOMPARE(tableState.value(QStringLiteral("view")).toString(), QStringLiteral("table"));
        QCOMPARE(tableState.value(QStringLiteral("cup")).toObject().value(QStringLiteral("hidden")).toInt(), 3);
        QVERIFY(!QJsonDocument(tableState.value(QStringLiteral("cup")).toObject()).toJson().contains("sierakowski"));
        QVERIFY(QJsonDocument(status(game).value(QStringLiteral("cup")).toObject()).toJson().contains("sierakowski"));
        const QString ru = dir.filePath(QStringLiteral("ru.json"));
        const QString pl = dir.filePath(QStringLiteral("pl.json"));
        QCOMPARE(bwn({QStringLiteral("export"), game, QStringLiteral("--side"), QStringLiteral("ru"),
                      QStringLiteral("-o"), ru})
                     .code,
                 0);
        QCOMPARE(bwn({QStringLiteral("export"), game, QStringLiteral("--side"), QStringLiteral("pl"),
                      QStringLiteral("-o"), pl})
                     .code,
                 0);
        QFile fru(ru), fpl(pl);
        QVERIFY(fru.open(QIODevice::ReadOnly) && fpl.open(QIODevice::ReadOnly));
        const QByteArray ruBytes = fru.readAll();
        QVERIFY(!ruBytes.isEmpty());
        QVERIFY(!ruBytes.contains("sierakowski"));
        QVERIFY(fpl.readAll().contains("sierakowski"));
        // A view cannot be played on.
        QCOMPARE(bwn({QStringLiteral("draw"), ru}).code, 2);
        // The export is not written over the game.
        QCOMPARE(bwn({QStringLiteral("export"), game, QStringLiteral("--side"), QStringLiteral("ru"),
                      QStringLiteral("-o"), game})
                     .code,
                 2);
    }

    // MAC 12.2's example through the command line; 4.6.2 artillery beyond 3 hexes refused (exit 1).
    void mac_cli_12_2_example_and_4_6_2()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QVERIFY(toFirstDraw(game));
        for (int i = 0; i < 3; ++i)
            QCOMPARE(bwn({QStringLiteral("vp"), game, QStringLiteral("--side"), QStringLiteral("B"),
                          QStringLiteral("--event"), QStringLiteral("melee-won")})
                         .code,
                     0);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(bwn({QStringLiteral("vp"), game, QStringLiteral("--side"), QStringLiteral("A"),
                          QStringLiteral("--event"), QStringLiteral("melee-won")})
                         .code,
                     0);
        const QJsonObject track = status(game).value(QStringLiteral("track")).toObject();
        QCOMPARE(track.value(QStringLiteral("box")).toInt(), 1);
        QCOMPARE(track.value(QStringLiteral("shows")).toString(), QStringLiteral("pl"));
        QVERIFY(track.value(QStringLiteral("reverse")).toBool());
        Run r = bwn({QStringLiteral("casualty"), game, QStringLiteral("--commander"), QStringLiteral("denisow"),
                     QStringLiteral("--trigger"), QStringLiteral("artillery"), QStringLiteral("--distance"),
                     QStringLiteral("4")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("NO_ROLL"));
        r = bwn({QStringLiteral("casualty"), game, QStringLiteral("--commander"), QStringLiteral("denisow"),
                 QStringLiteral("--trigger"), QStringLiteral("artillery"), QStringLiteral("--distance"),
                 QStringLiteral("3"), QStringLiteral("--dice"), QStringLiteral("0")});
        QCOMPARE(r.code, 0);
        QCOMPARE(status(game).value(QStringLiteral("track")).toObject().value(QStringLiteral("pl")).toInt(), 4 + 3);
    }

    // MAC 3.3: "Tura 1. Utworzenie puli aktywacji", fire and melee come in turn 2 once a commander is drawn. Before
    // it a casualty roll, a commander lost or combat's victory points are refused (exit 1, the rule named in the
    // language asked), and the file stays as it was.
    void mac_cli_3_3_noCombatBeforeTheFirstDraw()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QCOMPARE(bwn({QStringLiteral("poninski"), game, QStringLiteral("--dice"), QStringLiteral("0")}).code, 0);
        QFile file(game);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        const QList<QStringList> refused{
            {QStringLiteral("casualty"), game, QStringLiteral("--commander"), QStringLiteral("kosciuszko"),
             QStringLiteral("--trigger"), QStringLiteral("musket-6+"), QStringLiteral("--dice"), QStringLiteral("5")},
            {QStringLiteral("lose"), game, QStringLiteral("--commander"), QStringLiteral("kosciuszko"),
             QStringLiteral("--reason"), QStringLiteral("units")},
            {QStringLiteral("vp"), game, QStringLiteral("--side"), QStringLiteral("pl"), QStringLiteral("--event"),
             QStringLiteral("melee-won")}};
        for (const QStringList &args : refused) {
            Run r = bwn(args);
            QVERIFY2(r.code == 1 && r.err.contains("NOT_THIS_TURN") && r.err.contains("(3.3)"), r.err.constData());
            r = bwn(args + QStringList{QStringLiteral("--lang"), QStringLiteral("pl")});
            QVERIFY2(r.code == 1 && QString::fromUtf8(r.err).contains(QStringLiteral("tura 1 to tylko utworzenie puli")),
                     r.err.constData());
        }
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();
        // Once the first commander is drawn, combat may be recorded.
        QCOMPARE(bwn({QStringLiteral("pool"), game}).code, 0);
        QCOMPARE(bwn({QStringLiteral("draw"), game}).code, 0);
        const Run scored = bwn({QStringLiteral("vp"), game, QStringLiteral("--side"), QStringLiteral("pl"),
                                QStringLiteral("--event"), QStringLiteral("melee-won")});
        QVERIFY2(scored.code == 0, scored.err.constData());
    }

    // The replay check: a program's die changed by hand is found (exit 1); a broken file is unusable (exit 2).
    void mac_cli_replay_findsAChangedDie()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QCOMPARE(bwn({QStringLiteral("poninski"), game}).code, 0); // the program's d10
        QCOMPARE(bwn({QStringLiteral("replay"), game}).code, 0);
        QFile f(game);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        QJsonArray log = doc.value(QStringLiteral("log")).toArray();
        QJsonObject entry = log[0].toObject();
        QJsonArray dice = entry.value(QStringLiteral("dice")).toArray();
        QJsonObject die = dice[0].toObject();
        die.insert(QStringLiteral("value"), (die.value(QStringLiteral("value")).toInt() + 1) % 10);
        dice[0] = die;
        entry.insert(QStringLiteral("dice"), dice);
        log[0] = entry;
        doc.insert(QStringLiteral("log"), log);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(doc).toJson());
        f.close();
        const Run r = bwn({QStringLiteral("replay"), game});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("/log/0"));
    }

    // Every command that reads a game replays it and re-checks every program die against the seed, not only
    // `replay`: a changed die is refused with exit 2, the file and /log/N/dice/M named, nothing printed or written.
    void mac_cli_2_2_everyLoadReChecksTheDice_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("status") << QStringList{QStringLiteral("status"), QStringLiteral("@GAME@")};
        QTest::newRow("status json") << QStringList{QStringLiteral("status"), QStringLiteral("@GAME@"),
                                                    QStringLiteral("--json")};
        QTest::newRow("export") << QStringList{QStringLiteral("export"), QStringLiteral("@GAME@"),
                                               QStringLiteral("--side"), QStringLiteral("pl")};
        QTest::newRow("export -o") << QStringList{QStringLiteral("export"), QStringLiteral("@GAME@"),
                                                  QStringLiteral("--side"), QStringLiteral("ru"),
                                                  QStringLiteral("-o"),     QStringLiteral("@OUT@")};
        QTest::newRow("undo") << QStringList{QStringLiteral("undo"), QStringLiteral("@GAME@")};
        QTest::newRow("vp") << QStringList{QStringLiteral("vp"),      QStringLiteral("@GAME@"),
                                           QStringLiteral("--side"),  QStringLiteral("pl"),
                                           QStringLiteral("--event"), QStringLiteral("melee-won")};
        QTest::newRow("pool") << QStringList{QStringLiteral("pool"), QStringLiteral("@GAME@")};
        QTest::newRow("casualty") << QStringList{QStringLiteral("casualty"),    QStringLiteral("@GAME@"),
                                                 QStringLiteral("--commander"), QStringLiteral("denisow"),
                                                 QStringLiteral("--trigger"),   QStringLiteral("melee-9")};
        QTest::newRow("print") << QStringList{QStringLiteral("print"), QStringLiteral("@GAME@"), QStringLiteral("-o"),
                                              QStringLiteral("@OUT@")};
        QTest::newRow("polish") << QStringList{QStringLiteral("status"), QStringLiteral("@GAME@"),
                                               QStringLiteral("--lang"), QStringLiteral("pl")};
    }
    void mac_cli_2_2_everyLoadReChecksTheDice()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QCOMPARE(bwn({QStringLiteral("poninski"), game}).code, 0); // the program's d10
        changeFirstDie(game);
        const QByteArray before = fileBytes(game);
        const QString out = dir.filePath(QStringLiteral("out"));
        args.replaceInStrings(QStringLiteral("@GAME@"), game);
        args.replaceInStrings(QStringLiteral("@OUT@"), out);
        const Run r = bwn(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(game.toUtf8()) && r.err.contains("/log/0/dice/0"), r.err.constData());
        QVERIFY2(r.err.contains(args.contains(QStringLiteral("pl")) && args.contains(QStringLiteral("--lang"))
                                    ? QByteArray("kość programu")
                                    : QByteArray("the program's die")),
                 r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QCOMPARE(fileBytes(game), before);
        QVERIFY(!QFile::exists(out));
        // `replay` says the same place, with its own exit 1.
        const Run replay = bwn({QStringLiteral("replay"), game});
        QCOMPARE(replay.code, 1);
        QVERIFY(replay.err.contains("/log/0/dice/0"));
    }

    // A game saved by version 1 (tests/testdata/mac/v1-seed99.macgame) opens, replays and takes new entries, which
    // roll keyed dice; the file becomes version 2 naming its old entries.
    void mac_cli_2_2_versionOneGame_stillPlays()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("old.macgame"));
        QVERIFY(QFile::copy(QStringLiteral(SZTAB_TEST_DATA_DIR "/mac/v1-seed99.macgame"), game));
        QCOMPARE(bwn({QStringLiteral("replay"), game}).code, 0);
        QCOMPARE(bwn({QStringLiteral("status"), game}).code, 0);
        const Run r = bwn({QStringLiteral("casualty"), game, QStringLiteral("--commander"), QStringLiteral("denisow"),
                           QStringLiteral("--trigger"), QStringLiteral("melee-9"), QStringLiteral("--json"),
                           QStringLiteral("--side"), QStringLiteral("umpire")});
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(fileBytes(game)).object();
        QCOMPARE(doc.value(QStringLiteral("version")).toInt(), 3);
        QCOMPARE(doc.value(QStringLiteral("legacyDice")).toInt(), 9);
        QCOMPARE(doc.value(QStringLiteral("legacyCombat")).toInt(), 9);
        QCOMPARE(doc.value(QStringLiteral("log")).toArray().size(), 10);
        QCOMPARE(bwn({QStringLiteral("replay"), game}).code, 0);
    }

    // A seed that is not a whole number from 0 is refused at load: exit 2 at /seed.
    void mac_cli_load_negativeSeed_refused()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("g.macgame"));
        for (const QByteArray &seed : {QByteArray("\"-5\""), QByteArray("\"abc\""), QByteArray("-5")}) {
            writeBytes(game,
                       R"({"format": "mac-game", "version": 2, "scenario": "maciejowice-1794", "seed": )" + seed
                           + R"(, "log": []})");
            const Run r = bwn({QStringLiteral("status"), game});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("/seed"), r.err.constData());
            // Polish words where the error is raised, not English on a Polish screen.
            const Run pl = bwn({QStringLiteral("status"), game, QStringLiteral("--lang"), QStringLiteral("pl")});
            QCOMPARE(pl.code, 2);
            QVERIFY2(pl.err.contains("/seed") && !pl.err.contains("not a whole") && !pl.err.contains("does not match"),
                     pl.err.constData());
        }
    }

    // docs/formats.md: "x-" keys anywhere are kept through a command that rewrites the game.
    void mac_cli_format_xKeys_keptByEveryRewrite()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QCOMPARE(bwn({QStringLiteral("poninski"), game}).code, 0);
        QCOMPARE(bwn({QStringLiteral("pool"), game}).code, 0);
        QCOMPARE(bwn({QStringLiteral("draw"), game}).code, 0);
        QJsonObject doc = QJsonDocument::fromJson(fileBytes(game)).object();
        doc.insert(QStringLiteral("x-club"), QStringLiteral("Thursday"));
        QJsonArray log = doc.value(QStringLiteral("log")).toArray();
        QJsonObject entry = log[0].toObject();
        entry.insert(QStringLiteral("x-note"), 7);
        log[0] = entry;
        doc.insert(QStringLiteral("log"), log);
        writeBytes(game, QJsonDocument(doc).toJson());
        QCOMPARE(bwn({QStringLiteral("vp"), game, QStringLiteral("--side"), QStringLiteral("pl"),
                      QStringLiteral("--event"), QStringLiteral("melee-won")})
                     .code,
                 0);
        QCOMPARE(bwn({QStringLiteral("undo"), game}).code, 0);
        const QJsonObject after = QJsonDocument::fromJson(fileBytes(game)).object();
        QCOMPARE(after.value(QStringLiteral("x-club")).toString(), QStringLiteral("Thursday"));
        QCOMPARE(after.value(QStringLiteral("log")).toArray()[0].toObject().value(QStringLiteral("x-note")).toInt(), 7);
        const Run view = bwn({QStringLiteral("export"), game, QStringLiteral("--side"), QStringLiteral("ru")});
        QCOMPARE(view.code, 0);
        QVERIFY(!view.out.contains("x-club") && !view.out.contains("x-note"));
    }

    // MAC 13.0: "Dowódcy, którzy nie znaleźli się w Puli Aktywacji nie mogą być ujawnieni przeciwnikowi." A cup
    // draw's die is a place in a cup holding the other side's hidden chits: no output of `draw` carries it, only the
    // commander drawn. The Russian seat's output never names a Polish choice not drawn yet.
    void mac_cli_13_0_draw_noDieInAnyOutput()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QVERIFY(toStageFiveCup(game));
        const QStringList polishChoice{QStringLiteral("kaminski"), QStringLiteral("sierakowski")};
        const QList<QStringList> ways{{QStringLiteral("--json"), QStringLiteral("--side"), QStringLiteral("ru")},
                                      {QStringLiteral("--side"), QStringLiteral("ru")},
                                      {QStringLiteral("--json")},
                                      {QStringLiteral("--json"), QStringLiteral("--side"), QStringLiteral("umpire")},
                                      {QStringLiteral("--lang"), QStringLiteral("pl")}};
        int draws = 0;
        for (int i = 0; status(game).value(QStringLiteral("turn")).toInt() == 2; ++i, ++draws) {
            const QStringList way = ways.at(i % ways.size());
            const Run r = bwn(QStringList{QStringLiteral("draw"), game} + way);
            QCOMPARE(r.code, 0);
            QVERIFY2(!r.out.contains("\"dice\"") && !r.out.contains("\"sides\"") && !r.out.contains("\"value\""),
                     r.out.constData());
            QVERIFY2(!r.out.contains("d10:") && !r.out.contains("k10:"), r.out.constData());
            const QStringList drawn = drawnNow(game);
            if (way.contains(QStringLiteral("--json"))) {
                const QJsonObject o = json(r);
                QCOMPARE(o.value(QStringLiteral("entry")).toObject().value(QStringLiteral("commander")).toString(),
                         drawn.last());
                if (way.contains(QStringLiteral("ru")))
                    for (const QString &id : polishChoice)
                        if (!drawn.contains(id))
                            QVERIFY2(!secretParts(o.value(QStringLiteral("state")).toObject()).contains(id.toUtf8()),
                                     qPrintable(id));
            }
        }
        QCOMPARE(draws, 7); // Kościuszko + 2, Fersen, Rakhmanov, Khrushchov + 1
    }

    // MAC 13.0 and the contract: a side's export, status and print never carry the dice seed; only the game file.
    void mac_cli_13_0_sideOutputs_noSeed()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("game.json"));
        // A seed whose digits cannot turn up by chance.
        const QByteArray seed = "8106354279135792468";
        QCOMPARE(bwn({QStringLiteral("new"), QStringLiteral("-o"), game, QStringLiteral("--seed"),
                      QString::fromLatin1(seed)})
                     .code,
                 0);
        QVERIFY(toStageFiveCup(game));
        QVERIFY(bwn({QStringLiteral("draw"), game}).code == 0);
        QVERIFY(fileBytes(game).contains(seed));
        for (const QString &side : {QStringLiteral("pl"), QStringLiteral("ru")}) {
            for (const QStringList &args :
                 {QStringList{QStringLiteral("status"), game, QStringLiteral("--side"), side},
                  QStringList{QStringLiteral("status"), game, QStringLiteral("--side"), side, QStringLiteral("--json")},
                  QStringList{QStringLiteral("export"), game, QStringLiteral("--side"), side},
                  QStringList{QStringLiteral("new"), QStringLiteral("-o"), dir.filePath(side + QStringLiteral(".g")),
                              QStringLiteral("--seed"), QString::fromLatin1(seed), QStringLiteral("--side"), side,
                              QStringLiteral("--json")}}) {
                const Run r = bwn(args);
                QCOMPARE(r.code, 0);
                QVERIFY2(!r.out.contains(seed), qPrintable(args.join(u' ')));
            }
            const QString exported = dir.filePath(QStringLiteral("view-") + side);
            QCOMPARE(
                bwn({QStringLiteral("export"), game, QStringLiteral("--side"), side, QStringLiteral("-o"), exported})
                    .code,
                0);
            QVERIFY(!fileBytes(exported).contains(seed));
            QVERIFY(!QJsonDocument::fromJson(fileBytes(exported)).object().contains(QStringLiteral("seed")));
        }
    }

    // MAC 13.0: `vp --side ru` names the scoring side, not the one reading the screen: what it prints is the
    // table's view, with neither side's choice nor the cup's hidden chits, in JSON and in words.
    void mac_cli_13_0_vp_printsNoSecretOfEitherSide()
    {
        QTemporaryDir dir;
        const QString game = newGame(dir);
        QVERIFY(toStageFiveCup(game));
        QCOMPARE(bwn({QStringLiteral("draw"), game}).code, 0); // combat's points wait for the first chit (3.3)
        for (const QString &side : {QStringLiteral("ru"), QStringLiteral("pl")}) {
            for (const QStringList &extra : {QStringList{QStringLiteral("--json")}, QStringList{}}) {
                const Run r = bwn(QStringList{QStringLiteral("vp"), game, QStringLiteral("--side"), side,
                                              QStringLiteral("--event"), QStringLiteral("melee-won")}
                                  + extra);
                QCOMPARE(r.code, 0);
                const QByteArray shown =
                    extra.isEmpty() ? r.out : secretParts(json(r).value(QStringLiteral("state")).toObject());
                for (const char *secret : {"kaminski", "sierakowski", "tormasow", "Kami", "Sierakowski", "Tormas"})
                    QVERIFY2(!shown.contains(secret), shown.constData());
            }
        }
    }

    // A game naming a scenario that is not bundled: every command, the print included, names the game file and its
    // /scenario (the scenario file's own error after it), in the language asked for.
    void mac_cli_gameWithUnknownScenarioNamesFileAndPlace()
    {
        QTemporaryDir dir;
        QFile f(newGame(dir));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll().replace("maciejowice-1794", "nope-1794");
        f.close();
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(text) == text.size());
        out.close();
        const QString pdf = dir.filePath(QStringLiteral("never.pdf"));
        for (const QStringList &args : {QStringList{QStringLiteral("status"), bad},
                                        QStringList{QStringLiteral("print"), bad, QStringLiteral("-o"), pdf}}) {
            Run r = bwn(args);
            QCOMPARE(r.code, 2);
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY2(r.err.startsWith(bad.toUtf8() + ": /scenario: ") && r.err.contains("nope-1794.json"),
                     r.err.constData());
            QVERIFY2(r.err.contains("no such file"), r.err.constData());
            r = bwn(args + QStringList{QStringLiteral("--lang"), QStringLiteral("pl")});
            QVERIFY2(r.err.contains("nie ma takiego pliku") && !r.err.contains("No such"), r.err.constData());
            QVERIFY(!QFile::exists(pdf));
        }
    }

    void mac_cli_unusableInput_exit2_oneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no subcommand") << QStringList{};
        QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("teleport")};
        QTest::newRow("missing file") << QStringList{QStringLiteral("status"), QStringLiteral("/nonexistent/g.json")};
        QTest::newRow("bad side") << QStringList{QStringLiteral("status"), QStringLiteral("@GAME@"),
                                                 QStringLiteral("--side"), QStringLiteral("fr")};
        QTest::newRow("die off the d10") << QStringList{QStringLiteral("poninski"), QStringLiteral("@GAME@"),
                                                        QStringLiteral("--dice"), QStringLiteral("10")};
        QTest::newRow("bad trigger") << QStringList{QStringLiteral("casualty"),    QStringLiteral("@GAME@"),
                                                    QStringLiteral("--commander"), QStringLiteral("denisow"),
                                                    QStringLiteral("--trigger"),   QStringLiteral("sabre")};
        QTest::newRow("bad lang") << QStringList{QStringLiteral("schedule"), QStringLiteral("--lang"),
                                                 QStringLiteral("de")};
        QTest::newRow("not a game") << QStringList{QStringLiteral("status"), QStringLiteral("@BROKEN@")};
    }
    void mac_cli_unusableInput_exit2_oneLine()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString game = newGame(dir);
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format": "mac-game", "version": 1, "scenario": "maciejowice-1794", "seed": "1", "log": [{"kind": "fly"}]})");
        f.close();
        args.replaceInStrings(QStringLiteral("@GAME@"), game);
        args.replaceInStrings(QStringLiteral("@BROKEN@"), broken);
        const Run r = bwn(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.count('\n'), 1);
        if (args.contains(broken))
            QVERIFY(r.err.contains("broken.json") && r.err.contains("/log/0/kind"));
    }

    void mac_cli_schedule_jsonAndPolish()
    {
        Run r = bwn({QStringLiteral("schedule"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray stages = json(r).value(QStringLiteral("stages")).toArray();
        QCOMPARE(stages.size(), 24);
        QCOMPARE(stages[8].toObject().value(QStringLiteral("ru")).toObject().value(QStringLiteral("any")).toInt(), 4);
        QCOMPARE(stages[0]
                     .toObject()
                     .value(QStringLiteral("ru"))
                     .toObject()
                     .value(QStringLiteral("fixed"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("id"))
                     .toString(),
                 QStringLiteral("denisow"));
        r = bwn({QStringLiteral("schedule"), QStringLiteral("--lang"), QStringLiteral("pl")});
        QCOMPARE(r.code, 0);
        QVERIFY(
            QString::fromUtf8(r.out).contains(QStringLiteral("Etap 5: Polacy: Naczelnik Kościuszko, dowolnych: 2")));
    }
};

QTEST_GUILESS_MAIN(TstMacCli)
#include "tst_maccli.moc"
