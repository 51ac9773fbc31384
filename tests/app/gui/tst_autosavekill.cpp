// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and recovery after a crash (issue 5 point 6, issue 7, issue 18 item 2): a child process opens a roster, a
// battle plan or a catalogue, edits it, autosaves and is killed with SIGKILL; a Workspace started afterwards lists the
// unsaved work and reopening it gives the edited document, marked modified and pointing at its original file.
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/catalogueeditor.h"
#include "app/gui/bw/plandocument.h"
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/mac/macgamedocument.h"
#include "mac/game.h"
#include "app/gui/shell/workspace.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::gui;

class TstAutosaveKill : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedChild_rosterRecovered();
    void killedChild_planRecovered();
    void killedChild_catalogueRecovered();
    void killedChild_macGameRecovered();
    void killedChild_fourDocumentsAllOfferedBack();

private:
    // Runs autosavechild with `arguments` until it has autosaved, kills it with SIGKILL and gives the autosave's path
    // in *autosave.
    void runAndKill(const QStringList &arguments, QString *autosave);

    QTemporaryDir m_home;
    QProcessEnvironment m_env;
};

void TstAutosaveKill::initTestCase()
{
    // The child and this test share one private data home, so the autosave folder is the same.
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    qputenv("XDG_DATA_HOME", m_env.value(QStringLiteral("XDG_DATA_HOME")).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", m_env.value(QStringLiteral("XDG_CONFIG_HOME")).toLocal8Bit());
    QCoreApplication::setApplicationName(QStringLiteral("sztab")); // the app's folders, as the child has them
    QCoreApplication::setOrganizationName(QStringLiteral("Sztab"));
}

void TstAutosaveKill::runAndKill(const QStringList &arguments, QString *autosave)
{
    QProcess child;
    child.setProcessEnvironment(m_env);
    child.start(QStringLiteral(SZTAB_AUTOSAVECHILD_PATH), arguments);
    QVERIFY(child.waitForStarted());
    QByteArray out;
    while (!out.contains('\n')) {
        QVERIFY2(child.waitForReadyRead(20000), child.readAllStandardError().constData());
        out += child.readAllStandardOutput();
    }
    QVERIFY(out.startsWith("autosaved "));
    *autosave = QString::fromLocal8Bit(out.mid(10).trimmed());
    child.kill(); // SIGKILL: no destructor, no clean close
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(*autosave));
}

void TstAutosaveKill::killedChild_rosterRecovered()
{
    const QString original = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
    QString autosave;
    runAndKill({original, QStringLiteral("Przed bitwą — niezapisane")}, &autosave);
    if (QTest::currentTestFailed())
        return;

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

void TstAutosaveKill::killedChild_planRecovered()
{
    // The plan the child works on: a new battle, saved once.
    const QString original = m_home.filePath(QStringLiteral("battle.bwplan"));
    {
        PlanDocument first;
        QVERIFY(first.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
        QVERIFY2(first.saveAs(QUrl::fromLocalFile(original)), qPrintable(first.errorMessage()));
    }
    QString autosave;
    runAndKill({QStringLiteral("--plan"), original}, &autosave);
    if (QTest::currentTestFailed())
        return;

    Workspace w(nullptr);
    QCOMPARE(w.recoverableAutosaves().size(), 1);
    const QVariantMap entry = w.recoverableAutosaves().first().toMap();
    QCOMPARE(entry.value(QStringLiteral("kind")).toString(), QStringLiteral("plan"));
    QCOMPARE(entry.value(QStringLiteral("autosaveUrl")).toUrl(), QUrl::fromLocalFile(autosave));
    QCOMPARE(entry.value(QStringLiteral("originalUrl")).toUrl(), QUrl::fromLocalFile(original));
    QCOMPARE(entry.value(QStringLiteral("name")).toString(), QStringLiteral("battle"));

    // Only a plan document takes it: a roster document says what the file holds and changes nothing.
    RosterDocument roster;
    QVERIFY(!roster.open(QUrl::fromLocalFile(autosave)));
    QVERIFY2(roster.errorMessage().contains(autosave), qPrintable(roster.errorMessage()));
    QVERIFY(QFile::exists(autosave));

    PlanDocument d;
    QVERIFY2(d.open(QUrl::fromLocalFile(autosave)), qPrintable(d.errorMessage()));
    QCOMPARE(d.plan().battlefield->roll, 3);
    QCOMPARE(d.plan().terrain.size(), 1); // the second edit came through too
    QCOMPARE(d.plan().terrain[0].type, QStringLiteral("woods"));
    QVERIFY(d.modified());
    QVERIFY(!d.canUndo()); // the history died with the process; the edits are the recovered document itself
    QCOMPARE(d.fileUrl(), QUrl::fromLocalFile(original));
    LoadError error;
    const auto onDisk = plan::loadPlanFile(original, &error);
    QVERIFY(onDisk);
    QVERIFY(onDisk->terrain.isEmpty()); // the plan's file is as it was saved

    // Saving puts the work into the plan's file and ends the recovery.
    QVERIFY2(d.save(), qPrintable(d.errorMessage()));
    QVERIFY(!d.modified());
    QVERIFY(!QFile::exists(autosave));
    QCOMPARE(plan::loadPlanFile(original, &error)->terrain.size(), 1);
    w.refreshAutosaves();
    QVERIFY(w.recoverableAutosaves().isEmpty());
}

void TstAutosaveKill::killedChild_catalogueRecovered()
{
    const QString id = QStringLiteral("demo-france-1813");
    const QString original = QFileInfo(AppData::instance().data().sourceFile(id)).absoluteFilePath();
    QVERIFY(!original.isEmpty());
    QString autosave;
    runAndKill({QStringLiteral("--catalogue"), id}, &autosave);
    if (QTest::currentTestFailed())
        return;

    Workspace w(nullptr);
    QCOMPARE(w.recoverableAutosaves().size(), 1);
    const QVariantMap entry = w.recoverableAutosaves().first().toMap();
    QCOMPARE(entry.value(QStringLiteral("kind")).toString(), QStringLiteral("catalogue"));
    QCOMPARE(entry.value(QStringLiteral("originalUrl")).toUrl(), QUrl::fromLocalFile(original));
    QVERIFY(!entry.value(QStringLiteral("name")).toString().isEmpty());

    CatalogueEditor e;
    QVERIFY2(e.open(entry.value(QStringLiteral("autosaveUrl")).toUrl()), qPrintable(e.errorMessage()));
    QCOMPARE(e.catalogue().author, std::optional<QString>(QStringLiteral("Klub")));
    QCOMPARE(e.catalogue().units[1].max, std::optional<int>(3)); // the second edit came through too
    QVERIFY(e.modified());
    QCOMPARE(e.fileUrl(), QUrl::fromLocalFile(original));
    QVERIFY(e.isTemplate());          // still the bundled catalogue's copy: Save puts it into the user's folder
    QVERIFY(QFile::exists(autosave)); // kept until the work is saved or discarded

    // Discarding: a clean close removes it.
    e.close();
    QVERIFY(!QFile::exists(autosave));
    w.refreshAutosaves();
    QVERIFY(w.recoverableAutosaves().isEmpty());
}

QTEST_MAIN(TstAutosaveKill)
// Issue 21: a Maciejowice game never saved, killed after two steps, comes back whole from its autosave.
void TstAutosaveKill::killedChild_macGameRecovered()
{
    QString autosave;
    runAndKill({QStringLiteral("--mac"), QStringLiteral("1794")}, &autosave);
    if (QTest::currentTestFailed())
        return;

    Workspace w(nullptr);
    QCOMPARE(w.recoverableAutosaves().size(), 1);
    const QVariantMap entry = w.recoverableAutosaves().first().toMap();
    QCOMPARE(entry.value(QStringLiteral("kind")).toString(), QStringLiteral("macgame"));
    QVERIFY(entry.value(QStringLiteral("originalUrl")).toUrl().isEmpty()); // never saved

    // Only a game takes it: a battle plan says what the file holds.
    PlanDocument plan;
    QVERIFY(!plan.open(QUrl::fromLocalFile(autosave)));
    QVERIFY(QFile::exists(autosave));

    MacGameDocument d;
    QVERIFY2(d.open(QUrl::fromLocalFile(autosave)), qPrintable(d.errorMessage()));
    QVERIFY(d.modified());
    QVERIFY(d.fileUrl().isEmpty());
    QCOMPARE(d.currentGame()->seed, quint64(1794));
    QCOMPARE(d.currentGame()->log.size(), 2); // Poniński's roll and the pool: both edits came through
    QCOMPARE(d.turn(), 2);
    QVERIFY(d.canDraw());
    d.close();
    w.refreshAutosaves();
    QVERIFY(w.recoverableAutosaves().isEmpty());
}

// The app killed with a roster, a plan, a KSK game and a Maciejowice game all changed: all four are offered back.
void TstAutosaveKill::killedChild_fourDocumentsAllOfferedBack()
{
    Workspace before(nullptr);
    for (const QVariant &left : before.recoverableAutosaves())
        before.discardAutosave(left.toMap().value(QStringLiteral("autosaveUrl")).toUrl());
    const QString plan = m_home.filePath(QStringLiteral("four.bwplan"));
    {
        PlanDocument first;
        QVERIFY(first.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
        QVERIFY2(first.saveAs(QUrl::fromLocalFile(plan)), qPrintable(first.errorMessage()));
    }
    const QString roster = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
    QString autosave;
    runAndKill({QStringLiteral("--four"), roster, plan}, &autosave);
    if (QTest::currentTestFailed())
        return;

    Workspace w(nullptr);
    QStringList kinds;
    for (const QVariant &entry : w.recoverableAutosaves())
        kinds << entry.toMap().value(QStringLiteral("kind")).toString();
    kinds.sort();
    QCOMPARE(kinds,
             (QStringList{QStringLiteral("ksk-game"), QStringLiteral("macgame"), QStringLiteral("plan"),
                          QStringLiteral("roster")}));
    for (const QVariant &entry : w.recoverableAutosaves())
        w.discardAutosave(entry.toMap().value(QStringLiteral("autosaveUrl")).toUrl());
}

#include "tst_autosavekill.moc"
