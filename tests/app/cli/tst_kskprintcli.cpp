// SPDX-License-Identifier: GPL-3.0-or-later
// `bwn ksk print GAME|--blank --side A|B -o OUT.pdf [--lang pl|en]` (issue 20 item 6): a PDF from a game file or
// blank, exit 2 with one line naming the problem for unusable input, and A's sheet without B's order in transit
// (pdftotext), run as a separate process.
#include "kskgamefixture.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::ksk;
using namespace sztab::test;

namespace {

struct Run {
    int exitCode = -1;
    bool crashed = true;
    QString err;
};

Run bwn(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SZTAB_DATA_DIR"), QStringLiteral(SZTAB_SOURCE_DATA_DIR));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(SZTAB_BWN_PATH), args);
    Run r;
    if (!p.waitForStarted(30000) || !p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.exitCode = p.exitCode();
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
            {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TstKskPrintCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void blankSheetsOfASide()
    {
        const QString out = m_dir.filePath(QStringLiteral("blank-a.pdf"));
        const Run r =
            bwn({QStringLiteral("ksk"), QStringLiteral("print"), QStringLiteral("--blank"), QStringLiteral("--side"),
                 QStringLiteral("A"), QStringLiteral("-o"), out, QStringLiteral("--lang"), QStringLiteral("pl")});
        QVERIFY2(!r.crashed && r.exitCode == 0, qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5).startsWith("%PDF"));
        if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QVERIFY(pdfText(out).contains(QStringLiteral("diagramy dowodzenia")));
    }

    void unusableInputIsOneLineAndExit2()
    {
        const QString out = m_dir.filePath(QStringLiteral("x.pdf"));
        const QList<QStringList> bad{
            {QStringLiteral("--blank"), QStringLiteral("-o"), out}, // no side
            {QStringLiteral("--blank"), QStringLiteral("--side"), QStringLiteral("C"), QStringLiteral("-o"), out},
            {QStringLiteral("--side"), QStringLiteral("A"), QStringLiteral("-o"), out}, // no game
            {QStringLiteral("--blank"), QStringLiteral("--side"), QStringLiteral("A")}, // no -o
            {m_dir.filePath(QStringLiteral("missing.kskgame")), QStringLiteral("--side"), QStringLiteral("A"),
             QStringLiteral("-o"), out}};
        for (const QStringList &args : bad) {
            const Run r = bwn(QStringList{QStringLiteral("ksk"), QStringLiteral("print")} + args);
            QVERIFY2(!r.crashed && r.exitCode == 2, qPrintable(args.join(' ') + QStringLiteral(": ") + r.err));
            QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
            QVERIFY(!r.err.trimmed().isEmpty());
        }
        QVERIFY(!QFile::exists(out));
    }

    // III.40: a game where B sent an order by courier; A's sheet printed from the file does not hold it.
    void sheetOfAWithoutBsOrderInTransit()
    {
        GameDocument game = newGame(kskDemo(), 5);
        GameState state = replay(game).state;
        Action begin;
        begin.type = ActionType::StageBegin;
        QVERIFY(kskPlay(game, state, begin));
        const QString target = kskSendCommanderAway(game, state, Side::B);
        QVERIFY(!target.isEmpty());
        Action order;
        order.type = ActionType::ChangeOrder;
        order.side = Side::B;
        order.formation = target;
        order.order = Order{OrderKind::ForcedMarch, 2, 8};
        order.path = OrderPath::Courier;
        QVERIFY(kskPlay(game, state, order));
        const QString file = m_dir.filePath(QStringLiteral("game.kskgame"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(gameToJson(game)).toJson());
        f.close();

        const QString a = m_dir.filePath(QStringLiteral("a.pdf"));
        const QString b = m_dir.filePath(QStringLiteral("b.pdf"));
        Run r = bwn({QStringLiteral("ksk"), QStringLiteral("print"), file, QStringLiteral("--side"),
                     QStringLiteral("A"), QStringLiteral("-o"), a});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = bwn({QStringLiteral("ksk"), QStringLiteral("print"), file, QStringLiteral("--side"), QStringLiteral("B"),
                 QStringLiteral("-o"), b});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        const QString name = game.scenario.formation(target)->name.get();
        const QString textA = pdfText(a);
        const QString textB = pdfText(b);
        QVERIFY(!textA.isEmpty());
        QVERIFY(!textA.contains(name));
        QVERIFY(!textA.contains(QStringLiteral("carries MF")));
        QVERIFY(textB.contains(name));
        QVERIFY(textB.contains(QStringLiteral("carries MF")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TstKskPrintCli)
#include "tst_kskprintcli.moc"
