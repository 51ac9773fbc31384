// SPDX-License-Identifier: GPL-3.0-or-later
// What the app shows after an edit bound incrementally (core/bw/rebind.h; the binding itself is compared with a
// binding from scratch in tests/bw/tst_rebind.cpp): models that diff against the previous update, and the document
// with undo and redo. Incremental code is where bugs hide, so every step of a run of random edits is compared with
// the same roster bound, validated and shown from scratch: the issues one by one, and every role of every row of the
// roster tree, the issue list and the upgrades panel.
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/issuemodel.h"
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/bw/rostertreemodel.h"
#include "app/gui/bw/upgrademodel.h"

#include "bw/rebind.h"
#include "rosterbuilder.h"
#include "rosterrandomedits.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>

#include <random>

using namespace sztab;
using namespace sztab::gui;
using namespace sztab::test;

namespace {

// The first difference between two models, every role of every row, "" when they show the same.
QString modelDifference(const QAbstractItemModel &a, const QAbstractItemModel &b, const char *what)
{
    if (a.rowCount() != b.rowCount())
        return QStringLiteral("%1: %2 rows against %3").arg(QLatin1String(what)).arg(a.rowCount()).arg(b.rowCount());
    const QHash<int, QByteArray> roles = a.roleNames();
    for (int row = 0; row < a.rowCount(); ++row)
        for (auto it = roles.cbegin(); it != roles.cend(); ++it)
            if (a.data(a.index(row, 0), it.key()) != b.data(b.index(row, 0), it.key()))
                return QStringLiteral("%1: row %2, role %3: %4 against %5")
                    .arg(QLatin1String(what))
                    .arg(row)
                    .arg(QLatin1String(it.value()), a.data(a.index(row, 0), it.key()).toString(),
                         b.data(b.index(row, 0), it.key()).toString());
    return {};
}

} // namespace

class TstIncrementalEdit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void randomEdits_modelsShowWhatFreshModelsShow();
    void document_randomEditsUndoRedo_asFromScratch();
};

void TstIncrementalEdit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // autosaves, settings and user data in the test locations
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QVERIFY(AppData::instance().dataError().isEmpty());
    AppData::instance().setLanguage(QStringLiteral("en"));
}

// The models updated edit after edit (as RosterDocument does, diffing against the previous update) show what models
// given the same roster once show, in both languages.
void TstIncrementalEdit::randomEdits_modelsShowWhatFreshModelsShow()
{
    const DataSet &data = test::testData();
    std::mt19937 random(1809);
    auto roster = std::make_unique<Roster>(errorHeavyRoster(6, 20));
    BindMemo memo;
    LoadError error;
    auto bound = bindRoster(*roster, data, QString(), &error, &memo);
    QVERIFY(bound);
    auto report = std::make_unique<ValidationReport>(validateRoster(*bound));
    RosterTreeModel tree;
    IssueModel issues;
    UpgradeModel upgrades;
    auto show = [&](const RosterView &view, RosterTreeModel &t, IssueModel &i, UpgradeModel &u) {
        t.update(view);
        i.update(view, t.issueRows(), t.issueHashes());
        u.update(view);
    };
    show(RosterView{roster.get(), &*bound, report.get(), QStringLiteral("en")}, tree, issues, upgrades);
    for (int step = 0; step < 60; ++step) {
        QString what;
        std::optional<Roster> next = randomEdit(*roster, random, &what);
        if (!next)
            continue;
        auto nextRoster = std::make_unique<Roster>(std::move(*next));
        auto nextBound = bindRoster(*nextRoster, data, QString(), &error, &memo);
        QVERIFY2(nextBound, qPrintable(error.toLine()));
        auto nextReport = std::make_unique<ValidationReport>(validateRoster(*nextBound));
        roster = std::move(nextRoster); // the old roster goes before the models are updated, as in the document
        bound = std::move(nextBound);
        report = std::move(nextReport);
        const QString lang = step % 10 == 9 ? QStringLiteral("pl") : QStringLiteral("en"); // now and then a switch
        const RosterView view{roster.get(), &*bound, report.get(), lang};
        show(view, tree, issues, upgrades);

        RosterTreeModel freshTree;
        IssueModel freshIssues;
        UpgradeModel freshUpgrades;
        show(view, freshTree, freshIssues, freshUpgrades);
        for (const QString &difference :
             {modelDifference(tree, freshTree, "tree"), modelDifference(issues, freshIssues, "issues"),
              modelDifference(upgrades, freshUpgrades, "upgrades")})
            QVERIFY2(difference.isEmpty(),
                     qPrintable(QStringLiteral("step %1 (%2): %3").arg(step).arg(what, difference)));
        QCOMPARE(tree.issueRows(), freshTree.issueRows());
    }
}

// The document itself: random edits of the French demo roster (regiments repeated until limits break), with undo
// and redo between them; after each, its report is the one a fresh bind and validation give, and its roster tree
// shows what a fresh tree shows.
void TstIncrementalEdit::document_randomEditsUndoRedo_asFromScratch()
{
    RosterDocument document;
    QVERIFY2(
        document.open(QUrl::fromLocalFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster"))),
        qPrintable(document.errorMessage()));
    std::mt19937 random(32);
    auto pick = [&random](qsizetype n) { return int(std::uniform_int_distribution<qsizetype>(0, n - 1)(random)); };
    int errors = 0;
    for (int step = 0; step < 80; ++step) {
        const Roster &roster = *document.roster();
        const int d = pick(roster.divisions.size());
        const int size = int(roster.divisions[d].regiments.size());
        const int r = size ? pick(size) : 0;
        switch (pick(7)) {
        case 0:
            if (size)
                document.setStatus(d, r, pick(2) ? QStringLiteral("veteran") : QStringLiteral("regular"));
            break;
        case 1:
            if (size)
                document.setAmbush(d, r, pick(2) == 1);
            break;
        case 2:
            if (size)
                document.duplicateRegiment(d, r);
            break;
        case 3:
            if (size > 1)
                document.removeRegiment(d, r);
            break;
        case 4:
            if (size)
                document.moveRegiment(d, r, pick(roster.divisions.size()), 0);
            break;
        case 5: document.undo(); break;
        default: document.redo(); break;
        }
        LoadError error;
        const auto scratch = bindRoster(*document.roster(), AppData::instance().data(), QString(), &error);
        QVERIFY2(scratch, qPrintable(error.toLine()));
        const ValidationReport report = validateRoster(*scratch);
        QVERIFY2(issuesDifference(document.report().issues, report.issues).isEmpty(),
                 qPrintable(QStringLiteral("step %1: %2")
                                .arg(step)
                                .arg(issuesDifference(document.report().issues, report.issues))));
        RosterTreeModel fresh;
        fresh.update(RosterView{document.roster(), &*scratch, &report, AppData::instance().language()});
        const QString difference = modelDifference(*document.rosterModel(), fresh, "tree");
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(difference)));
        errors += report.count(Severity::Error);
    }
    QVERIFY2(errors > 0, "the edits broke rules along the way");
    document.close();
}

QTEST_MAIN(TstIncrementalEdit)
#include "tst_incrementaledit.moc"
