// An edit in the app is bound incrementally (core/rebind.h: the divisions it did not touch keep their bound
// regiments), validated with issues that share their words, and shown by models that diff against the previous
// update. Incremental code is where bugs hide, so here every step of a run of random edits is compared with the same
// roster bound, validated and shown from scratch: the bound roster field by field, the issues one by one, and every
// role of every row of the roster tree, the issue list and the upgrades panel.
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/issuemodel.h"
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/bw/rostertreemodel.h"
#include "app/gui/bw/upgrademodel.h"

#include "bw/rebind.h"
#include "bw/rosteredit.h"
#include "rosterbuilder.h"

#include <QDir>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <random>

using namespace sztab;
using namespace sztab::gui;

namespace {

// The first difference between two bound rosters, "" when they are the same.
QString boundDifference(const BoundRoster &a, const BoundRoster &b)
{
    if (a.roster != b.roster || a.ruleset != b.ruleset || a.catalogues != b.catalogues || a.rulesetHash != b.rulesetHash
        || a.catalogueHashes != b.catalogueHashes || a.commanderInChief != b.commanderInChief
        || a.corpsCommanders != b.corpsCommanders || a.historicalCorps != b.historicalCorps
        || a.upgradeGenerals != b.upgradeGenerals || a.upgradePrices != b.upgradePrices
        || a.corpsCommanderCost != b.corpsCommanderCost || a.mixPeriods != b.mixPeriods
        || a.extraTerrainLimit != b.extraTerrainLimit || a.checks != b.checks)
        return QStringLiteral("the army-wide fields differ");
    if (a.limits.units != b.limits.units || a.limits.upgrades != b.limits.upgrades || a.limits.maxBases != b.limits.maxBases
        || a.limits.artillery != b.limits.artillery || a.limits.artilleryPercent != b.limits.artilleryPercent
        || a.limits.presetId != b.limits.presetId)
        return QStringLiteral("the limits differ");
    if (a.divisions.size() != b.divisions.size())
        return QStringLiteral("%1 divisions against %2").arg(a.divisions.size()).arg(b.divisions.size());
    for (qsizetype d = 0; d < a.divisions.size(); ++d) {
        const BoundDivision &x = a.divisions[d], &y = b.divisions[d];
        if (x.general != y.general || x.historical != y.historical || x.historicalCatalogue != y.historicalCatalogue
            || x.commandedByCorps != y.commandedByCorps || x.generalCost != y.generalCost)
            return QStringLiteral("division %1 differs").arg(d);
        if (x.regiments.size() != y.regiments.size())
            return QStringLiteral("division %1: %2 regiments against %3").arg(d).arg(x.regiments.size()).arg(y.regiments.size());
        for (qsizetype r = 0; r < x.regiments.size(); ++r) {
            const BoundRegiment &p = x.regiments[r], &q = y.regiments[r];
            if (p.unit != q.unit || p.catalogue != q.catalogue || p.bases != q.bases || p.artilleryBases != q.artilleryBases
                || p.points != q.points || p.statusPrice != q.statusPrice || p.ambushPrice != q.ambushPrice)
                return QStringLiteral("regiment %1/%2 differs").arg(d).arg(r);
        }
    }
    return {};
}

// The first difference between two issue lists, "" when they are the same (in order, every field, both languages).
QString issuesDifference(const QList<Issue> &a, const QList<Issue> &b)
{
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
        if (!(a[i] == b[i]))
            return QStringLiteral("issue %1: %2 %3 \"%4\" against %5 %6 \"%7\"")
                .arg(i).arg(a[i].code, a[i].path, a[i].message.get(QStringLiteral("en")), b[i].code, b[i].path,
                            b[i].message.get(QStringLiteral("en")));
    if (a.size() != b.size())
        return QStringLiteral("%1 issues against %2").arg(a.size()).arg(b.size());
    return {};
}

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
                    .arg(QLatin1String(what)).arg(row).arg(QLatin1String(it.value()),
                         a.data(a.index(row, 0), it.key()).toString(), b.data(b.index(row, 0), it.key()).toString());
    return {};
}

// A roster of `divisions` x `perDivision` regiments of the test catalogue where nearly every regiment breaks a rule:
// a unit with a maximum of one and two units of one historical regiment repeated, two regiments in three in ambush
// (the error-heavy roster of bench_app, smaller).
Roster errorHeavyRoster(int divisions, int perDivision)
{
    const char *units[] = {"line-max1", "line-dup", "line-max1", "hussars", "line-dup", "cossacks", "line", "light"};
    Roster roster = test::emptyRoster();
    roster.limits.preset.reset();
    roster.limits.units = HalfPoints::fromWhole(100000);
    roster.limits.upgrades = HalfPoints::fromWhole(100000);
    for (int d = 0; d < divisions; ++d) {
        Division &div = test::addDivision(roster, {});
        for (int r = 0; r < perDivision; ++r)
            div.regiments << Regiment{QLatin1String(units[(d * perDivision + r) % std::size(units)]), std::nullopt,
                                      Status::Regular, r % 3 != 0, {}};
    }
    return roster;
}

// One random edit of the kinds a player makes (the core's edits, as the app calls them); nothing when it cannot.
std::optional<Roster> randomEdit(const Roster &roster, std::mt19937 &random, QString *what)
{
    auto pick = [&random](qsizetype n) { return qsizetype(std::uniform_int_distribution<qsizetype>(0, n - 1)(random)); };
    const qsizetype d = pick(roster.divisions.size());
    const qsizetype size = roster.divisions[d].regiments.size();
    const qsizetype r = size > 0 ? pick(size) : 0;
    const QString units[] = {QStringLiteral("line-max1"), QStringLiteral("line-dup"), QStringLiteral("hussars"),
                             QStringLiteral("militia"), QStringLiteral("cossacks")};
    const Status statuses[] = {Status::Regular, Status::Veteran, Status::Elite};
    QString error;
    switch (pick(9)) {
    case 0:
        *what = QStringLiteral("status of %1/%2").arg(d).arg(r);
        return size ? setStatus(roster, d, r, statuses[pick(3)], &error) : std::nullopt;
    case 1:
        *what = QStringLiteral("ambush of %1/%2").arg(d).arg(r);
        return size ? setAmbush(roster, d, r, pick(2) == 1, &error) : std::nullopt;
    case 2:
        *what = QStringLiteral("regiment added to %1").arg(d);
        return addRegiment(roster, units[pick(std::size(units))], d, &error);
    case 3:
        *what = QStringLiteral("regiment %1/%2 removed").arg(d).arg(r);
        return size ? removeRegiment(roster, d, r, &error) : std::nullopt;
    case 4: {
        const qsizetype to = pick(roster.divisions.size());
        *what = QStringLiteral("regiment %1/%2 moved to %3").arg(d).arg(r).arg(to);
        return size ? moveRegiment(roster, d, r, to, pick(roster.divisions[to].regiments.size() + 1), &error) : std::nullopt;
    }
    case 5:
        *what = QStringLiteral("division %1 duplicated").arg(d);
        return duplicateDivision(roster, d, &error);
    case 6:
        *what = QStringLiteral("division %1 removed").arg(d);
        return roster.divisions.size() > 1 ? removeDivision(roster, d, &error) : std::nullopt;
    case 7:
        *what = QStringLiteral("regiment %1/%2 duplicated").arg(d).arg(r);
        return size ? duplicateRegiment(roster, d, r, &error) : std::nullopt;
    default:
        *what = QStringLiteral("division added");
        return addDivision(roster, DivisionArm::Infantry, std::nullopt, QString(), &error);
    }
}

} // namespace

class TstIncrementalEdit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void randomEdits_bindAndValidateAsFromScratch();
    void listChangedInPlace_boundAgain();
    void dataReplaced_memoNotUsed();
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

// 300 random edits of an error-heavy roster, each bound with the memo of the step before: the same bound roster and
// the same issues (codes, pointers, sections, both languages, order) as binding and validating it from nothing.
void TstIncrementalEdit::randomEdits_bindAndValidateAsFromScratch()
{
    const DataSet &data = test::testData();
    std::mt19937 random(1813);
    Roster roster = errorHeavyRoster(12, 30);
    BindMemo memo;
    LoadError error;
    QVERIFY(bindRoster(roster, data, QString(), &error, &memo));
    int reused = 0, issues = 0;
    for (int step = 0; step < 300; ++step) {
        QString what;
        std::optional<Roster> next = randomEdit(roster, random, &what);
        if (!next)
            continue;
        roster = std::move(*next);
        QSet<const BoundRegiment *> before; // the bound lists the memo holds before this step
        for (const QList<BoundRegiment> &list : std::as_const(memo.regiments))
            before.insert(list.constData());
        const auto incremental = bindRoster(roster, data, QString(), &error, &memo);
        const auto scratch = bindRoster(roster, data, QString(), &error);
        QVERIFY2(incremental && scratch, qPrintable(error.toLine()));
        QVERIFY2(boundDifference(*incremental, *scratch).isEmpty(),
                 qPrintable(QStringLiteral("step %1 (%2): %3").arg(step).arg(what, boundDifference(*incremental, *scratch))));
        for (const BoundDivision &bd : incremental->divisions) // the divisions taken from the memo, not bound again
            reused += !bd.regiments.isEmpty() && before.contains(bd.regiments.constData());
        const ValidationReport a = validateRoster(*incremental), b = validateRoster(*scratch);
        QVERIFY2(issuesDifference(a.issues, b.issues).isEmpty(),
                 qPrintable(QStringLiteral("step %1 (%2): %3").arg(step).arg(what, issuesDifference(a.issues, b.issues))));
        QCOMPARE(a.totals.total(), b.totals.total());
        QCOMPARE(a.totals.bases, b.totals.bases);
        issues += int(a.issues.size());
    }
    QVERIFY2(issues > 300 * 100, "the roster stays error-heavy: most steps have hundreds of issues");
    QVERIFY2(reused > 300 * 8, "most divisions of most steps come from the memo");
}

// A list changed in place after it was bound (no edit function, no copy) is bound again: the memo keeps its own
// copy of each list, so the change detaches the roster's list and it is never taken for the one bound before.
void TstIncrementalEdit::listChangedInPlace_boundAgain()
{
    const DataSet &data = test::testData();
    Roster roster = errorHeavyRoster(3, 4);
    BindMemo memo;
    LoadError error;
    const auto first = bindRoster(roster, data, QString(), &error, &memo);
    QVERIFY(first);
    QCOMPARE(first->divisions[1].regiments[3].statusPrice, HalfPoints());
    roster.divisions[1].regiments[3].status = Status::Veteran; // hussars: a veteran costs upgrade points
    roster.divisions[2].regiments[0].unit = QStringLiteral("militia");
    const auto again = bindRoster(roster, data, QString(), &error, &memo);
    const auto scratch = bindRoster(roster, data, QString(), &error);
    QVERIFY(again && scratch);
    QVERIFY(again->divisions[1].regiments[3].statusPrice > HalfPoints());
    QCOMPARE(again->divisions[2].regiments[0].unit->id, QStringLiteral("militia"));
    QVERIFY2(boundDifference(*again, *scratch).isEmpty(), qPrintable(boundDifference(*again, *scratch)));
    // An untouched division is taken from the memo: its bound list is the very one bound before.
    QVERIFY(again->divisions[0].regiments.constData() == first->divisions[0].regiments.constData());
}

// With other data (a catalogue replaced, as the catalogue editor does) nothing is reused: a unit's new bases count.
void TstIncrementalEdit::dataReplaced_memoNotUsed()
{
    DataSet data = test::testData();
    Roster roster = errorHeavyRoster(2, 5);
    BindMemo memo;
    LoadError error;
    const auto first = bindRoster(roster, data, QString(), &error, &memo);
    QVERIFY(first);
    Catalogue changed = *data.catalogue(QStringLiteral("test-1813"));
    const auto hussars = std::find_if(changed.units.begin(), changed.units.end(), [](const Unit &u) { return u.id == QLatin1String("hussars"); });
    QVERIFY(hussars != changed.units.end());
    hussars->bases.first().count += 1;
    data.insert(changed);
    const auto again = bindRoster(roster, data, QString(), &error, &memo);
    const auto scratch = bindRoster(roster, data, QString(), &error);
    QVERIFY(again && scratch);
    QVERIFY2(boundDifference(*again, *scratch).isEmpty(), qPrintable(boundDifference(*again, *scratch)));
    QCOMPARE(again->divisions[0].regiments[3].unit->id, QStringLiteral("hussars"));
    QCOMPARE(again->divisions[0].regiments[3].bases, first->divisions[0].regiments[3].bases + 1);
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
        for (const QString &difference : {modelDifference(tree, freshTree, "tree"), modelDifference(issues, freshIssues, "issues"),
                                          modelDifference(upgrades, freshUpgrades, "upgrades")})
            QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("step %1 (%2): %3").arg(step).arg(what, difference)));
        QCOMPARE(tree.issueRows(), freshTree.issueRows());
    }
}

// The document itself: random edits of the French demo roster (regiments repeated until limits break), with undo
// and redo between them; after each, its report is the one a fresh bind and validation give, and its roster tree
// shows what a fresh tree shows.
void TstIncrementalEdit::document_randomEditsUndoRedo_asFromScratch()
{
    RosterDocument document;
    QVERIFY2(document.open(QUrl::fromLocalFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster"))),
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
        case 0: if (size) document.setStatus(d, r, pick(2) ? QStringLiteral("veteran") : QStringLiteral("regular")); break;
        case 1: if (size) document.setAmbush(d, r, pick(2) == 1); break;
        case 2: if (size) document.duplicateRegiment(d, r); break;
        case 3: if (size > 1) document.removeRegiment(d, r); break;
        case 4: if (size) document.moveRegiment(d, r, pick(roster.divisions.size()), 0); break;
        case 5: document.undo(); break;
        default: document.redo(); break;
        }
        LoadError error;
        const auto scratch = bindRoster(*document.roster(), AppData::instance().data(), QString(), &error);
        QVERIFY2(scratch, qPrintable(error.toLine()));
        const ValidationReport report = validateRoster(*scratch);
        QVERIFY2(issuesDifference(document.report().issues, report.issues).isEmpty(),
                 qPrintable(QStringLiteral("step %1: %2").arg(step).arg(issuesDifference(document.report().issues, report.issues))));
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
