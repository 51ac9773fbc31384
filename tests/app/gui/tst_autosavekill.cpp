// Autosave and recovery after a crash (issue 5 point 6, issue 7): a child process opens a roster, edits it, autosaves
// and is killed with SIGKILL; a Workspace started afterwards lists the unsaved roster and reopening it gives the
// edited roster, marked modified and pointing at its original file.
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/shell/workspace.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::gui;

class TstAutosaveKill : public QObject {
    Q_OBJECT
private slots:
    void killedChild_rosterRecovered();

private:
    QTemporaryDir m_home;
};

void TstAutosaveKill::killedChild_rosterRecovered()
{
    // The child and this test share one private data home, so the autosave folder is the same.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    qputenv("XDG_DATA_HOME", env.value(QStringLiteral("XDG_DATA_HOME")).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", env.value(QStringLiteral("XDG_CONFIG_HOME")).toLocal8Bit());
    QCoreApplication::setApplicationName(QStringLiteral("sztab")); // the app's folders, as the child has them
    QCoreApplication::setOrganizationName(QStringLiteral("Sztab"));

    const QString original = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
    QProcess child;
    child.setProcessEnvironment(env);
    child.start(QStringLiteral(SZTAB_AUTOSAVECHILD_PATH), {original, QStringLiteral("Przed bitwą — niezapisane")});
    QVERIFY(child.waitForStarted());
    QByteArray out;
    while (!out.contains('\n')) {
        QVERIFY2(child.waitForReadyRead(20000), child.readAllStandardError().constData());
        out += child.readAllStandardOutput();
    }
    QVERIFY(out.startsWith("autosaved "));
    const QString autosave = QString::fromLocal8Bit(out.mid(10).trimmed());
    child.kill(); // SIGKILL: no destructor, no clean close
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(autosave));

    Workspace w(nullptr); // "at start": reads the autosave folder
    QCOMPARE(w.recoverableAutosaves().size(), 1);
    const QVariantMap entry = w.recoverableAutosaves().first().toMap();
    QCOMPARE(entry.value(QStringLiteral("autosaveUrl")).toUrl(), QUrl::fromLocalFile(autosave));
    QCOMPARE(entry.value(QStringLiteral("originalUrl")).toUrl(), QUrl::fromLocalFile(original));
    QCOMPARE(entry.value(QStringLiteral("name")).toString(), QStringLiteral("Przed bitwą — niezapisane"));
    QVERIFY(!entry.value(QStringLiteral("savedAt")).toString().isEmpty());

    RosterDocument d;
    QVERIFY2(d.open(entry.value(QStringLiteral("autosaveUrl")).toUrl()), qPrintable(d.errorMessage()));
    QCOMPARE(d.name(), QStringLiteral("Przed bitwą — niezapisane"));
    QCOMPARE(d.roster()->divisions[0].regiments[0].status, Status::Veteran); // the second edit came through too
    QVERIFY(d.modified());
    QCOMPARE(d.fileUrl(), QUrl::fromLocalFile(original));

    // Discarding removes it; nothing but autosaves can be discarded this way.
    w.discardAutosave(QUrl::fromLocalFile(original));
    QVERIFY(QFile::exists(original));
    d.close();
    w.refreshAutosaves();
    QVERIFY(w.recoverableAutosaves().isEmpty());
}

QTEST_MAIN(TstAutosaveKill)
#include "tst_autosavekill.moc"
