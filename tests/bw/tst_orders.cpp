// SPDX-License-Identifier: GPL-3.0-or-later
// The order test of BWN 5.3–5.9 and the character of BWN 6.3, with the rulebook's own worked examples (5.5).
#include "bw/dataset.h"
#include "bw/orders.h"

#include <QTest>

using namespace sztab;

class TstOrders : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void bwn5_3_orderTable_data();
    void bwn5_3_orderTable();
    void bwn5_3_bandEdges();
    void bwn5_3_commandModifiesTheRoll();
    void bwn5_5_langeronExample();
    void bwn5_5_kornilowExample();
    void bwn5_5_impossibleAtThirteen();
    void bwn5_5_impossibleOnceCommandIsApplied();
    void bwn5_9_turnOneIsAutomatic();
    void bwn5_9_transferInTurnOneIsAutomatic();
    void bwn5_7_activation();
    void bwn5_8_transfer();
    void bwn6_3_character();
    void bwn6_3_aggressiveNoOrderMovesUnitsThatCannotCharge();
    void exact2d6Chances();

private:
    OrderRules rules;
};

void TstOrders::initTestCase()
{
    DataSet data;
    LoadError error;
    QVERIFY2(data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    const Ruleset *rs = data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(rs);
    rules = rs->orders;
}

void TstOrders::bwn5_3_orderTable_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<double>("distance");
    QTest::addColumn<int>("target");
    // The table of BWN 5.3: DEFENCE 2+/4+/6+, MOVE 3+/5+/7+, ATTACK 5+/7+/9+ at 0–30, 31–60, 61+ cm.
    QTest::newRow("defence 0-30") << int(OrderType::Defence) << 10.0 << 2;
    QTest::newRow("defence 31-60") << int(OrderType::Defence) << 45.0 << 4;
    QTest::newRow("defence 61+") << int(OrderType::Defence) << 90.0 << 6;
    QTest::newRow("move 0-30") << int(OrderType::Move) << 0.0 << 3;
    QTest::newRow("move 31-60") << int(OrderType::Move) << 31.0 << 5;
    QTest::newRow("move 61+") << int(OrderType::Move) << 61.0 << 7;
    QTest::newRow("attack 0-30") << int(OrderType::Attack) << 30.0 << 5;
    QTest::newRow("attack 31-60") << int(OrderType::Attack) << 60.0 << 7;
    QTest::newRow("attack 61+") << int(OrderType::Attack) << 200.0 << 9;
}

void TstOrders::bwn5_3_orderTable()
{
    QFETCH(int, type);
    QFETCH(double, distance);
    QFETCH(int, target);
    OrderQuery q;
    q.type = OrderType(type);
    q.distance = distance;
    const OrderResult r = orderTest(rules, q);
    QCOMPARE(r.tableValue, target);
    QCOMPARE(r.target, target);
    QCOMPARE(r.needed, std::max(target, 2));
    QVERIFY(r.possible);
    QVERIFY(!r.automatic);
}

void TstOrders::bwn5_3_bandEdges()
{
    QCOMPARE(distanceBand(rules, 30), 0);
    QCOMPARE(distanceBand(rules, 30.5), 1); // past 30 cm is the second column
    QCOMPARE(distanceBand(rules, 60), 1);
    QCOMPARE(distanceBand(rules, 60.1), 2);
}

void TstOrders::bwn5_3_commandModifiesTheRoll()
{
    OrderQuery q;
    q.type = OrderType::Attack;
    q.distance = 70; // 9+
    q.command = 3;
    OrderResult r = orderTest(rules, q);
    QCOMPARE(r.target, 9);
    QCOMPARE(r.needed, 6);
    QCOMPARE(r.chance, 72.22);
    q.command = -2;
    r = orderTest(rules, q);
    QCOMPARE(r.needed, 11);
    QCOMPARE(r.chance, 8.33);
    q.type = OrderType::Defence;
    q.distance = 5; // 2+ with +3 cannot need less than a 2
    q.command = 3;
    QCOMPARE(orderTest(rules, q).needed, 2);
    QCOMPARE(orderTest(rules, q).chance, 100.0);
}

// BWN 5.5: Langeron, commander-in-chief: a first individual move order at the table value; a second one (attack,
// within 30 cm) 5+ +2 = 7+; a third (move) 3+ +4 = 7+.
void TstOrders::bwn5_5_langeronExample()
{
    OrderQuery q;
    q.issuer = Issuer::CommanderInChief;
    q.distance = 20;
    q.type = OrderType::Move;
    q.individual = 1;
    QCOMPARE(orderTest(rules, q).target, 3);
    q.type = OrderType::Attack;
    q.individual = 2;
    QCOMPARE(orderTest(rules, q).target, 7);
    q.type = OrderType::Move;
    q.individual = 3;
    QCOMPARE(orderTest(rules, q).target, 7);
    q.issuer = Issuer::Corps; // a corps commander the same way
    QCOMPARE(orderTest(rules, q).target, 7);
}

// BWN 5.5: Korniłow, division general: his first individual attack order within 30 cm is already +2 = 7+, the next 9+.
void TstOrders::bwn5_5_kornilowExample()
{
    OrderQuery q;
    q.issuer = Issuer::Division;
    q.type = OrderType::Attack;
    q.distance = 25;
    q.individual = 1;
    QCOMPARE(orderTest(rules, q).increment, 2);
    QCOMPARE(orderTest(rules, q).target, 7);
    q.individual = 2;
    QCOMPARE(orderTest(rules, q).target, 9);
    q.individual = 3;
    QCOMPARE(orderTest(rules, q).target, 11);
}

// BWN 5.5: "Nie można wydawać rozkazów, których stopień trudności uniemożliwia ich zaliczenie w teście rozkazów
// (13 i więcej)": an order is impossible when no roll passes it once the general's command is applied.
void TstOrders::bwn5_5_impossibleAtThirteen()
{
    OrderQuery q;
    q.issuer = Issuer::Division;
    q.type = OrderType::Attack;
    q.distance = 70;  // 9+
    q.individual = 2; // +4 = 13
    q.command = 0;
    OrderResult r = orderTest(rules, q);
    QCOMPARE(r.target, 13);
    QCOMPARE(r.needed, 13);
    QVERIFY(!r.possible);
    QCOMPARE(r.chance, 0.0);
    q.individual = 1; // 11: hard but allowed
    QVERIFY(orderTest(rules, q).possible);
}

void TstOrders::bwn5_5_impossibleOnceCommandIsApplied()
{
    OrderQuery q;
    q.issuer = Issuer::Division;
    q.type = OrderType::Attack;
    q.distance = 70;  // 9+
    q.individual = 2; // +4 = 13 in the table ...
    q.command = 3;    // ... but a +3 general passes it on 10+
    OrderResult r = orderTest(rules, q);
    QCOMPARE(r.target, 13);
    QCOMPARE(r.needed, 10);
    QVERIFY(r.possible);
    QCOMPARE(r.chance, chanceOf2d6AtLeast(10));
    q.individual = 1; // 11 in the table ...
    q.command = -2;   // ... a -2 general needs 13: no roll passes it
    r = orderTest(rules, q);
    QCOMPARE(r.target, 11);
    QCOMPARE(r.needed, 13);
    QVERIFY(!r.possible);
    QCOMPARE(r.chance, 0.0);
    q.command = -1; // 12: possible
    QVERIFY(orderTest(rules, q).possible);
}

void TstOrders::bwn5_9_turnOneIsAutomatic()
{
    OrderQuery q;
    q.type = OrderType::Attack;
    q.distance = 100;
    q.command = -2;
    q.turn = 1;
    OrderResult r = orderTest(rules, q);
    QVERIFY(r.automatic);
    QCOMPARE(r.chance, 100.0);
    q.turn = 2;
    QVERIFY(!orderTest(rules, q).automatic);
    QVERIFY(activationTest(rules, 80, 0, 1).automatic);
}

void TstOrders::bwn5_7_activation()
{
    QVERIFY(activationTest(rules, 30, 0).automatic); // within 30 cm of his general
    const ThresholdResult far = activationTest(rules, 31, 1);
    QVERIFY(!far.automatic);
    QCOMPARE(far.target, 8);
    QCOMPARE(far.needed, 7); // the general's command +1 helps
    QCOMPARE(far.chance, 58.33);
}

// BWN 5.9: "W pierwszej turze wszystkie testy rozkazów i aktywacje są zdane AUTOMATYCZNIE" — the transfer test
// (5.8, an activation "aktywacja będzie udana na 4+") too.
void TstOrders::bwn5_9_transferInTurnOneIsAutomatic()
{
    const ThresholdResult first = transferTest(rules, 45, 0, 1);
    QVERIFY(first.automatic);
    QCOMPARE(first.chance, 100.0);
    const ThresholdResult second = transferTest(rules, 45, 0, 2);
    QVERIFY(!second.automatic);
    QCOMPARE(second.target, 8);
}

void TstOrders::bwn5_8_transfer()
{
    const ThresholdResult near = transferTest(rules, 20, 2);
    QCOMPARE(near.target, 4);
    QCOMPARE(near.needed, 4); // reading: the command value does not apply to transfers
    QCOMPARE(transferTest(rules, 45, 0).target, 8);
}

void TstOrders::bwn6_3_character()
{
    QCOMPARE(characterOf(rules, 1, {}), Character::Aggressive);
    QCOMPARE(characterOf(rules, 3, {}), Character::Aggressive);
    QCOMPARE(characterOf(rules, 0, {}), Character::Neutral);
    QCOMPARE(characterOf(rules, -1, {}), Character::Cautious);
    QCOMPARE(characterOf(rules, -2, {QStringLiteral("firebrand")}), Character::Aggressive);
    QCOMPARE(characterOf(rules, 2, {QStringLiteral("passive")}), Character::Cautious);
}

// BWN 6.3: an aggressive general without an order charges with all but the artillery; a unit that cannot charge
// moves at least half its speed towards the nearest enemy, stopping at its control zone.
void TstOrders::bwn6_3_aggressiveNoOrderMovesUnitsThatCannotCharge()
{
    const Text text = rules.noOrder.value(QStringLiteral("aggressive"));
    const QString pl = text.get(QStringLiteral("pl")), en = text.get(QStringLiteral("en"));
    QVERIFY2(pl.contains(QStringLiteral("oprócz artylerii")), qPrintable(pl));
    QVERIFY2(pl.contains(QStringLiteral("połową")), qPrintable(pl));
    QVERIFY2(en.contains(QStringLiteral("except the artillery")), qPrintable(en));
    QVERIFY2(en.contains(QStringLiteral("at least half")), qPrintable(en));
    QVERIFY2(en.contains(QStringLiteral("control zone")), qPrintable(en));
}

void TstOrders::exact2d6Chances()
{
    // 36 combinations: P(>=7) = 21/36, P(>=12) = 1/36, P(>=2) = 1, P(>=13) = 0.
    QCOMPARE(chanceOf2d6AtLeast(7), 58.33);
    QCOMPARE(chanceOf2d6AtLeast(12), 2.78);
    QCOMPARE(chanceOf2d6AtLeast(2), 100.0);
    QCOMPARE(chanceOf2d6AtLeast(13), 0.0);
    QCOMPARE(chanceOf2d6AtLeast(5), 83.33);
}

QTEST_APPLESS_MAIN(TstOrders)
#include "tst_orders.moc"
