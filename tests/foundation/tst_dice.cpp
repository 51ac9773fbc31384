// SPDX-License-Identifier: GPL-3.0-or-later
// The dice every draw and roll goes through: seeded program dice (reproducible for judges) and physical dice.
#include "foundation/dice.h"

#include <QTest>

using namespace sztab;

class TstDice : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSameRolls();
    void knownSequenceNeverChanges();
    void facesAreUniform();
    void everyFaceOfLargeDice();
    void physicalDiceInOrder();
    void physicalDiceRunOutOrOffTheDie();
    void historyIsTheLog();
};

void TstDice::sameSeedSameRolls()
{
    SeededDice a(12345), b(12345), c(12346);
    QList<int> ra, rb, rc;
    for (int i = 0; i < 1000; ++i) {
        ra << *a.roll(6);
        rb << *b.roll(6);
        rc << *c.roll(6);
    }
    QCOMPARE(ra, rb);
    QVERIFY(ra != rc);
}

// Draw logs name a seed: a judge must get the same dice from any later version, so the sequence is pinned.
void TstDice::knownSequenceNeverChanges()
{
    SeededDice d(42);
    QList<int> rolls;
    for (int i = 0; i < 12; ++i)
        rolls << *d.roll(6);
    const QList<int> pinned{1, 1, 6, 6, 5, 1, 5, 4, 5, 6, 2, 2};
    QCOMPARE(rolls, pinned);
}

void TstDice::facesAreUniform()
{
    SeededDice d(7);
    int counts[7] = {};
    const int n = 60000;
    for (int i = 0; i < n; ++i) {
        const int v = *d.roll(6);
        QVERIFY(v >= 1 && v <= 6);
        ++counts[v];
    }
    double chi2 = 0;
    for (int f = 1; f <= 6; ++f)
        chi2 += (counts[f] - n / 6.0) * (counts[f] - n / 6.0) / (n / 6.0);
    QVERIFY2(chi2 < 20.5,
             qPrintable(QStringLiteral("chi-square %1 over 5 degrees of freedom (p < 0.001 above 20.5)").arg(chi2)));
}

void TstDice::everyFaceOfLargeDice()
{
    SeededDice d(99);
    QList<bool> seen(17, false);
    for (int i = 0; i < 2000; ++i)
        seen[*d.roll(17) - 1] = true;
    QVERIFY(!seen.contains(false));
    QVERIFY(!d.roll(0)); // no such die
}

void TstDice::physicalDiceInOrder()
{
    PhysicalDice d({3, 6, 1});
    QCOMPARE(*d.roll(6), 3);
    QCOMPARE(*d.roll(6), 6);
    QCOMPARE(*d.roll(6), 1);
    QCOMPARE(d.used(), 3);
}

void TstDice::physicalDiceRunOutOrOffTheDie()
{
    PhysicalDice d({4});
    QVERIFY(d.roll(6));
    QVERIFY(!d.roll(6));
    QVERIFY(d.error().contains(QStringLiteral("more dice")));
    PhysicalDice bad({7});
    QVERIFY(!bad.roll(6));
    QVERIFY(bad.error().contains(QStringLiteral("d6")));
}

void TstDice::historyIsTheLog()
{
    SeededDice d(1);
    const int a = *d.roll(6);
    const int b = *d.roll(20);
    QCOMPARE(d.history(), (QList<DieRoll>{{6, a}, {20, b}}));
}

QTEST_APPLESS_MAIN(TstDice)
#include "tst_dice.moc"
