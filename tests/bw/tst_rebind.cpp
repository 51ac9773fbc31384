// SPDX-License-Identifier: GPL-3.0-or-later
// The core's incremental rebind (core/rebind.h: the divisions an edit did not touch keep their bound regiments).
// Incremental code is where bugs hide, so every step of a run of random edits is bound with the memo and compared
// with the same roster bound and validated from scratch: the bound roster field by field, the issues one by one.
// (What the app shows from it is compared in tests/app/gui/tst_incrementaledit.cpp.)
#include "bw/rebind.h"
#include "rosterbuilder.h"
#include "rosterrandomedits.h"

#include <QSet>
#include <QTest>

#include <random>

using namespace sztab;
using namespace sztab::test;

class TstRebind : public QObject {
    Q_OBJECT
private slots:
    void randomEdits_bindAndValidateAsFromScratch();
    void listChangedInPlace_boundAgain();
    void dataReplaced_memoNotUsed();
};

// 300 random edits of an error-heavy roster, each bound with the memo of the step before: the same bound roster and
// the same issues (codes, pointers, sections, both languages, order) as binding and validating it from nothing.
void TstRebind::randomEdits_bindAndValidateAsFromScratch()
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
                 qPrintable(
                     QStringLiteral("step %1 (%2): %3").arg(step).arg(what, boundDifference(*incremental, *scratch))));
        for (const BoundDivision &bd : incremental->divisions) // the divisions taken from the memo, not bound again
            reused += !bd.regiments.isEmpty() && before.contains(bd.regiments.constData());
        const ValidationReport a = validateRoster(*incremental), b = validateRoster(*scratch);
        QVERIFY2(
            issuesDifference(a.issues, b.issues).isEmpty(),
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
void TstRebind::listChangedInPlace_boundAgain()
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
void TstRebind::dataReplaced_memoNotUsed()
{
    DataSet data = test::testData();
    Roster roster = errorHeavyRoster(2, 5);
    BindMemo memo;
    LoadError error;
    const auto first = bindRoster(roster, data, QString(), &error, &memo);
    QVERIFY(first);
    Catalogue changed = *data.catalogue(QStringLiteral("test-1813"));
    const auto hussars = std::find_if(changed.units.begin(), changed.units.end(),
                                      [](const Unit &u) { return u.id == QLatin1String("hussars"); });
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

QTEST_MAIN(TstRebind)
#include "tst_rebind.moc"
