// SPDX-License-Identifier: GPL-3.0-or-later
// The one undo history of every document (issue 18 item 2, core/snapshothistory.h): steps with labels, undo and
// redo that trade the current value for a snapshot, redo lost on a new edit, and the depth that drops the oldest.
#include "foundation/snapshothistory.h"

#include <QString>
#include <QTest>

using namespace sztab;

class TstSnapshotHistory : public QObject {
    Q_OBJECT
private slots:
    void empty_nothingToUndoOrRedo();
    void undoRedo_tradeCurrentForSnapshot();
    void newEdit_dropsRedo();
    void depth_dropsOldestStep();
    void peek_showsWithoutStepping();
    void clear_forgetsBoth();
    void defaultDepth_isTheSharedConstant();
};

void TstSnapshotHistory::empty_nothingToUndoOrRedo()
{
    SnapshotHistory<QString> h;
    QVERIFY(!h.canUndo());
    QVERIFY(!h.canRedo());
    QCOMPARE(h.undoLabel(), nullptr);
    QCOMPARE(h.redoLabel(), nullptr);
    QVERIFY(!h.undo(QStringLiteral("now")));
    QVERIFY(!h.redo(QStringLiteral("now")));
    QCOMPARE(h.undoCount(), 0);
    QCOMPARE(h.redoCount(), 0);
}

void TstSnapshotHistory::undoRedo_tradeCurrentForSnapshot()
{
    SnapshotHistory<QString> h;
    QString value = QStringLiteral("a");
    h.push(value, "Add b");
    value = QStringLiteral("ab");
    h.push(value, "Add c");
    value = QStringLiteral("abc");
    QCOMPARE(QByteArray(h.undoLabel()), QByteArray("Add c"));

    value = *h.undo(value);
    QCOMPARE(value, QStringLiteral("ab"));
    QCOMPARE(QByteArray(h.undoLabel()), QByteArray("Add b"));
    QCOMPARE(QByteArray(h.redoLabel()), QByteArray("Add c")); // redo is named by the edit it makes again

    value = *h.undo(value);
    QCOMPARE(value, QStringLiteral("a"));
    QVERIFY(!h.canUndo());
    QCOMPARE(h.redoCount(), 2);

    value = *h.redo(value);
    QCOMPARE(value, QStringLiteral("ab"));
    value = *h.redo(value);
    QCOMPARE(value, QStringLiteral("abc"));
    QVERIFY(!h.canRedo());
    QCOMPARE(QByteArray(h.undoLabel()), QByteArray("Add c"));
    QCOMPARE(h.undoCount(), 2);
}

void TstSnapshotHistory::newEdit_dropsRedo()
{
    SnapshotHistory<int> h;
    h.push(1, "one");
    h.push(2, "two");
    int value = *h.undo(3);
    QCOMPARE(value, 2);
    QVERIFY(h.canRedo());
    h.push(value, "other");
    QVERIFY(!h.canRedo());
    QCOMPARE(h.undoCount(), 2);

    // A step joined to the newest one (a drag) still ends redo.
    value = *h.undo(5);
    QVERIFY(h.canRedo());
    h.clearRedo();
    QVERIFY(!h.canRedo());
    QCOMPARE(h.undoCount(), 1);
}

void TstSnapshotHistory::depth_dropsOldestStep()
{
    SnapshotHistory<int> h(3);
    QCOMPARE(h.depth(), 3);
    for (int i = 0; i < 5; ++i)
        h.push(i, "step");
    QCOMPARE(h.undoCount(), 3);
    int value = 5;
    QList<int> back;
    while (const auto v = h.undo(value)) {
        value = *v;
        back << value;
    }
    QCOMPARE(back, (QList<int>{4, 3, 2})); // 0 and 1 went: the oldest steps
    QCOMPARE(h.redoCount(), 3);
}

void TstSnapshotHistory::peek_showsWithoutStepping()
{
    SnapshotHistory<int> h;
    QCOMPARE(h.undoState(), nullptr);
    h.push(7, "seven");
    QVERIFY(h.undoState());
    QCOMPARE(*h.undoState(), 7);
    QCOMPARE(h.undoCount(), 1); // looking is not stepping
    QCOMPARE(*h.undo(8), 7);
    QCOMPARE(*h.redoState(), 8);
    QCOMPARE(h.undoState(), nullptr);
}

void TstSnapshotHistory::clear_forgetsBoth()
{
    SnapshotHistory<int> h;
    h.push(1, "one");
    h.push(2, "two");
    QVERIFY(h.undo(3));
    h.clear();
    QVERIFY(!h.canUndo());
    QVERIFY(!h.canRedo());
}

void TstSnapshotHistory::defaultDepth_isTheSharedConstant()
{
    SnapshotHistory<int> h;
    QCOMPARE(h.depth(), kUndoDepth);
    for (int i = 0; i < kUndoDepth + 10; ++i)
        h.push(i, "step");
    QCOMPARE(h.undoCount(), kUndoDepth);
    QCOMPARE(*h.undoState(), int(kUndoDepth) + 9);
    QCOMPARE(SnapshotHistory<int>(0).depth(), 1); // a history always keeps at least one step
}

QTEST_GUILESS_MAIN(TstSnapshotHistory)
#include "tst_snapshothistory.moc"
