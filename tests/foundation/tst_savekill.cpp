// SPDX-License-Identifier: GPL-3.0-or-later
// Saves are atomic: killing the program (SIGKILL) at random moments while it saves leaves the file either the old
// roster or the new one, never a broken or empty file. A helper process (tests/tools/savewriter.cpp) saves in a loop.
#include "bw/rosterfile.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace sztab;

class TstSaveKill : public QObject {
    Q_OBJECT
private slots:
    void sigkillDuringSavesLeavesOldOrNew();
};

void TstSaveKill::sigkillDuringSavesLeavesOldOrNew()
{
    const QString a = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
    const QString b = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-russia-1813.bwroster");
    LoadError error;
    const auto rosterA = loadRosterFile(a, &error);
    const auto rosterB = loadRosterFile(b, &error);
    QVERIFY(rosterA && rosterB);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("roster.bwroster"));
    QString message;
    QVERIFY(saveRosterFile(*rosterA, target, &message));

    QRandomGenerator random(20261122); // fixed: the same kill moments on every run
    long saves = 0;
    int kills = 0;
    while (saves < 1000) {
        QProcess writer;
        writer.start(QStringLiteral(SZTAB_SAVEWRITER_PATH), {a, b, target});
        QVERIFY(writer.waitForStarted(10000));
        // Wait for the first save, then kill at a random moment in the middle of the next ones.
        QVERIFY(writer.waitForReadyRead(10000));
        QThread::usleep(random.bounded(200u, 20000u));
        ::kill(writer.processId(), SIGKILL);
        QVERIFY(writer.waitForFinished(10000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        const QList<QByteArray> lines = writer.readAllStandardOutput().split('\n');
        long last = 0; // the writer prints its running count after each finished save
        for (const QByteArray &line : lines)
            if (!line.trimmed().isEmpty())
                last = line.trimmed().toLong();
        saves += last;
        ++kills;

        const auto now = loadRosterFile(target, &error);
        QVERIFY2(now, qPrintable(QStringLiteral("after kill %1: %2").arg(kills).arg(error.toLine())));
        QVERIFY2(*now == *rosterA || *now == *rosterB,
                 qPrintable(QStringLiteral("after kill %1 the file is neither roster").arg(kills)));
    }
    qInfo("%ld saves, %d kills: the file was always one whole roster", saves, kills);
}

QTEST_GUILESS_MAIN(TstSaveKill)
#include "tst_savekill.moc"
