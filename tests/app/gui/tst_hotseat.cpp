// SPDX-License-Identifier: GPL-3.0-or-later
// The hot seat every game with secret sides uses (KSK, MAC, the patrol phase): while the computer passes from one
// player to the other nobody is seated, so no document shows a secret of either side; the umpire sees everything
// and leaves through a hand-over.
#include "app/gui/shell/hotseat.h"

#include <QTest>

using sztab::gui::HotSeat;

class TstHotSeat : public QObject {
    Q_OBJECT
private slots:
    void handOver_nobodySeatedUntilTheNamedPlayerTakesTheSeat()
    {
        HotSeat seat(QStringLiteral("A"));
        QCOMPARE(seat.side(), QStringLiteral("A"));
        QCOMPARE(seat.viewer(), QStringLiteral("A"));
        seat.passTo(QStringLiteral("B"));
        QVERIFY(seat.waiting());
        QCOMPARE(seat.side(), QString()); // A's secrets go off the screen at once
        QCOMPARE(seat.viewer(), QString());
        QCOMPARE(seat.handOverTo(), QStringLiteral("B"));
        QCOMPARE(seat.lastSide(), QStringLiteral("A"));
        QVERIFY(seat.take());
        QCOMPARE(seat.side(), QStringLiteral("B"));
        QVERIFY(!seat.waiting());
        QVERIFY(!seat.take()); // no hand-over waits: nothing changes
        QCOMPARE(seat.side(), QStringLiteral("B"));
    }

    void umpire_seesAllButNoSide_andLeavesThroughAHandOver()
    {
        HotSeat seat(QStringLiteral("A"));
        seat.setUmpire(true);
        QVERIFY(seat.umpire());
        QCOMPARE(seat.viewer(), QStringLiteral("umpire"));
        QCOMPARE(seat.side(), QString()); // the umpire is no side: no side's own controls
        seat.passTo(QStringLiteral("A"));
        QVERIFY(!seat.umpire());
        QCOMPARE(seat.viewer(), QString());
        QVERIFY(seat.take());
        QCOMPARE(seat.viewer(), QStringLiteral("A"));
    }

    void seat_straightToASideOrNobody()
    {
        HotSeat seat;
        QCOMPARE(seat.viewer(), QString()); // a new document: the table's view
        seat.passTo(QStringLiteral("ru"));
        seat.seat(QStringLiteral("pl")); // a new game's first player: no hand-over left waiting
        QVERIFY(!seat.waiting());
        QCOMPARE(seat.side(), QStringLiteral("pl"));
        seat.seat({});
        QCOMPARE(seat.side(), QString());
    }
};

QTEST_GUILESS_MAIN(TstHotSeat)
#include "tst_hotseat.moc"
