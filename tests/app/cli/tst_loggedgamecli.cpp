// SPDX-License-Identifier: GPL-3.0-or-later
// `undo`, `replay` and `export`, written once for every game kept as a log (app/cli/loggedgamecommands.h): the same
// questions put to KSK and to MAC get answers of the same shape, exit codes and refusals.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TstLoggedGameCli : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        QByteArray out;
        QByteArray err;
        QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
        QString describe() const { return QStringLiteral("exit %1: %2 %3").arg(code).arg(out, err); }
    };
    static Run bwn(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(SZTAB_BWN_PATH), args);
        if (!p.waitForFinished(60000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }
    static QByteArray bytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static QJsonObject fileJson(const QString &path) { return QJsonDocument::fromJson(bytes(path)).object(); }
    static bool writeJson(const QString &path, const QJsonObject &o)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(QJsonDocument(o).toJson()) > 0;
    }

    // One game: how to start it, the actions that bring it to a program die, and its seats' names.
    struct Game {
        QString system; // "ksk", "mac"
        QStringList newArgs;
        QList<QStringList> actions; // GAME stands for the file
        QString side;               // a side's --side
        QString actionKey;          // the log entry's key naming its kind
        int firstDie = 0;           // the log entry that holds the first program die
    };
    static Game game(const QString &system)
    {
        if (system == QLatin1String("ksk"))
            return {system,
                    {"new", "demo-alma-1854", "--seed", "5"},
                    {{"stage", "begin", "GAME"}, {"stage", "cups", "GAME"}},
                    QStringLiteral("B"),
                    QStringLiteral("action"),
                    1};
        return {system, {"new", "--seed", "99"}, {{"poninski", "GAME"}}, QStringLiteral("ru"), QStringLiteral("kind"),
                0};
    }

    QTemporaryDir m_dir;

    // A new game of `g` with its actions taken; empty on failure.
    QString started(const Game &g, const QString &name, bool withActions = true)
    {
        const QString path = m_dir.filePath(name);
        const Run r = bwn(QStringList{g.system} + g.newArgs + QStringList{"-o", path});
        if (r.code != 0) {
            qWarning("%s", qPrintable(r.describe()));
            return {};
        }
        for (const QStringList &action : withActions ? g.actions : QList<QStringList>{}) {
            QStringList args{g.system};
            for (const QString &a : action)
                args << (a == QLatin1String("GAME") ? path : a);
            const Run step = bwn(args);
            if (step.code != 0) {
                qWarning("%s", qPrintable(step.describe()));
                return {};
            }
        }
        return path;
    }

    static void systems()
    {
        QTest::addColumn<QString>("system");
        QTest::newRow("ksk") << QStringLiteral("ksk");
        QTest::newRow("mac") << QStringLiteral("mac");
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void kit_undo_emptyLog_isUnusableInput_data() { systems(); }
    void kit_undo_emptyLog_isUnusableInput()
    {
        QFETCH(QString, system);
        const Game g = game(system);
        const QString path = started(g, system + QStringLiteral("-empty.json"), false);
        QVERIFY(!path.isEmpty());
        const QByteArray before = bytes(path);
        Run r = bwn({system, "undo", path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(path.toUtf8()) && r.err.contains("the log is empty"), qPrintable(r.describe()));
        r = bwn({system, "undo", path, "--lang", "pl"});
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("dziennik jest pusty")), qPrintable(r.describe()));
        QCOMPARE(bytes(path), before);
    }

    void kit_undo_dropsTheLastAction_data() { systems(); }
    void kit_undo_dropsTheLastAction()
    {
        QFETCH(QString, system);
        const Game g = game(system);
        const QString path = started(g, system + QStringLiteral("-undo.json"));
        QVERIFY(!path.isEmpty());
        const QJsonArray log = fileJson(path).value(QStringLiteral("log")).toArray();
        QCOMPARE(log.size(), g.actions.size());
        const QString last = log.last().toObject().value(g.actionKey).toString();
        QVERIFY(!last.isEmpty());
        Run r = bwn({system, "undo", path, "--json", "--side", g.side});
        QVERIFY2(r.code == 0, qPrintable(r.describe()));
        QCOMPARE(r.json().value(QStringLiteral("undone")).toString(), last);
        QCOMPARE(r.json().value(QStringLiteral("actions")).toInt(), int(log.size() - 1));
        QVERIFY(r.json().value(QStringLiteral("state")).isObject());
        QVERIFY(!r.out.contains("\"seed\""));
        QCOMPARE(fileJson(path).value(QStringLiteral("log")).toArray().size(), log.size() - 1);
        // What is left replays; the people's answer names what was undone, in Polish with no English left.
        r = bwn({system, "replay", path, "--json"});
        QVERIFY2(r.code == 0 && r.json().value(QStringLiteral("ok")).toBool(), qPrintable(r.describe()));
        QCOMPARE(r.json().value(QStringLiteral("actions")).toInt(), int(log.size() - 1));
        if (log.size() > 1) {
            r = bwn({system, "undo", path, "--lang", "pl"});
            QVERIFY2(r.code == 0, qPrintable(r.describe()));
            QVERIFY2(QString::fromUtf8(r.out).startsWith(QStringLiteral("Cofnięto: ")), qPrintable(r.describe()));
            QVERIFY(!r.out.contains("Undone") && !r.out.contains("stage "));
        }
    }

    // A log whose program dice the seed does not give: `replay` says where (exit 1), every other command refuses
    // the file (exit 2) and writes nothing.
    void kit_replay_namesTheFirstActionThatFails_data() { systems(); }
    void kit_replay_namesTheFirstActionThatFails()
    {
        QFETCH(QString, system);
        const Game g = game(system);
        const QString path = started(g, system + QStringLiteral("-edited.json"));
        QVERIFY(!path.isEmpty());
        QVERIFY(bwn({system, "replay", path}).code == 0);
        QJsonObject doc = fileJson(path);
        // Another seed, spelt as the game spells it (MAC keeps its digits as a string).
        const QJsonValue seed = doc.value(QStringLiteral("seed"));
        doc.insert(QStringLiteral("seed"), seed.isString() ? QJsonValue(QString::number(seed.toString().toLongLong() + 1))
                                                           : QJsonValue(seed.toInteger() + 1));
        QVERIFY(writeJson(path, doc));
        const QByteArray before = bytes(path);
        Run r = bwn({system, "replay", path, "--json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = r.json();
        QCOMPARE(o.value(QStringLiteral("ok")).toBool(true), false);
        QCOMPARE(o.value(QStringLiteral("failedAt")).toInt(), g.firstDie);
        QVERIFY2(o.value(QStringLiteral("issue"))
                     .toObject()
                     .value(QStringLiteral("path"))
                     .toString()
                     .startsWith(QStringLiteral("/log/%1").arg(g.firstDie)),
                 qPrintable(r.describe()));
        r = bwn({system, "replay", path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(path.toUtf8() + ": /log/" + QByteArray::number(g.firstDie)), qPrintable(r.describe()));
        for (const QStringList &refused : {QStringList{system, "undo", path},
                                           QStringList{system, "export", path, "--side", g.side}}) {
            r = bwn(refused);
            QVERIFY2(r.code == 2 && r.err.contains(path.toUtf8()) && r.err.contains("/log/"), qPrintable(r.describe()));
            QVERIFY(r.out.isEmpty());
        }
        QCOMPARE(bytes(path), before);
    }

    // One side's copy: no seed, never written over a file, never for the umpire or the table.
    void kit_export_oneSidesCopy_data() { systems(); }
    void kit_export_oneSidesCopy()
    {
        QFETCH(QString, system);
        const Game g = game(system);
        const QString path = started(g, system + QStringLiteral("-export.json"));
        QVERIFY(!path.isEmpty());
        Run r = bwn({system, "export", path, "--side", g.side});
        QVERIFY2(r.code == 0, qPrintable(r.describe()));
        QVERIFY(r.json().value(QStringLiteral("log")).isArray());
        QVERIFY(r.json().value(QStringLiteral("state")).isObject());
        QVERIFY(!r.json().contains(QStringLiteral("seed")));
        QVERIFY(!r.out.contains("\"seed\""));
        const QString copy = m_dir.filePath(system + QStringLiteral("-copy.json"));
        r = bwn({system, "export", path, "--side", g.side, "-o", copy, "--lang", "pl"});
        QVERIFY2(r.code == 0 && QString::fromUtf8(r.out).startsWith(QStringLiteral("Widok dla: ")),
                 qPrintable(r.describe()));
        const QByteArray written = bytes(copy);
        QVERIFY(!written.isEmpty() && !written.contains("\"seed\""));
        const QByteArray game = bytes(path);
        for (const QString &target : {copy, path}) {
            r = bwn({system, "export", path, "--side", g.side, "-o", target});
            QVERIFY2(r.code == 2 && r.err.contains("not written over"), qPrintable(r.describe()));
        }
        QCOMPARE(bytes(copy), written);
        QCOMPARE(bytes(path), game);
        for (const QStringList &noSide : {QStringList{system, "export", path},
                                          QStringList{system, "export", path, "--side", "umpire"}}) {
            r = bwn(noSide);
            QVERIFY2(r.code == 2 && r.err.contains("--side") && r.out.isEmpty(), qPrintable(r.describe()));
        }
        r = bwn({system, "export", path, "--side", "X"});
        QVERIFY2(r.code == 2 && r.err.contains("\"X\""), qPrintable(r.describe()));
    }

    void kit_everyGameListsTheCommands_data() { systems(); }
    void kit_everyGameListsTheCommands()
    {
        QFETCH(QString, system);
        const Run r = bwn({system, "--help"});
        QCOMPARE(r.code, 0);
        for (const char *name : {"\n  undo ", "\n  replay ", "\n  export "})
            QVERIFY2(r.out.contains(name), qPrintable(r.describe()));
    }
};

QTEST_GUILESS_MAIN(TstLoggedGameCli)
#include "tst_loggedgamecli.moc"
