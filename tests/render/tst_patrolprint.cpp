// SPDX-License-Identifier: GPL-3.0-or-later
// The patrol markers on paper (B19 6, issue 19 item 8): the secret slip and the reference card as A4 PDF, read back
// with pdftotext in both languages. The slip prints what it is given: made from a plan for player A it holds A's
// corps and none of B's (the secret never reaches the other player's paper); the card prints the ruleset's numbers.
#include "render/patrol/patrolprint.h"
#include "render/patrol/patrolslip.h"
#include "bw/dataset.h"
#include "bw/plan/battleplan.h"
#include "bw/plan/patrolmarkers.h"
#include "bw/plan/secrets.h"

#include <QJsonDocument>

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::patrolprint;

namespace {

// With SZTAB_SCREENSHOT_DIR set, a copy of each PDF goes there for looking at (pdftoppm -r 60 -png).
void keep(const QString &pdf, const QString &name)
{
    const QString dir = qEnvironmentVariable("SZTAB_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QFile::remove(dir + QLatin1Char('/') + name);
        QFile::copy(pdf, dir + QLatin1Char('/') + name);
    }
}

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    // One space for every run of white space: a name broken over two lines still reads as one.
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

} // namespace

class TstPatrolPrint : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
    }

    void b19_6_1_slipHoldsTheMarkersAndTheirCorps_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("pl") << QStringLiteral("pl");
    }
    void b19_6_1_slipHoldsTheMarkersAndTheirCorps()
    {
        QFETCH(QString, lang);
        QTemporaryDir dir;
        PatrolSlip slip;
        slip.lang = lang;
        slip.player = QStringLiteral("A");
        slip.army = QStringLiteral("Army of the Potomac");
        slip.rows = {{QStringLiteral("A1"), QStringLiteral("I Corps (Reynolds)")},
                     {QStringLiteral("A2"), QString()},
                     {QStringLiteral("A3"), QStringLiteral("III Corps (Sickles)")},
                     {QStringLiteral("A4"), QString()}};
        const QString pdf = dir.filePath(QStringLiteral("slip.pdf"));
        QString error;
        QVERIFY2(writeSlipPdf(slip, pdf, &error), qPrintable(error));
        keep(pdf, QStringLiteral("patrol-slip-A-%1.pdf").arg(lang));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("I Corps (Reynolds)")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("III Corps (Sickles)")));
        for (const char *marker : {"A1", "A2", "A3", "A4"})
            QVERIFY(text.contains(QLatin1String(marker)));
        QVERIFY(text.contains(lang == QLatin1String("pl") ? QStringLiteral("zwiad") : QStringLiteral("scout")));
        QVERIFY(text.contains(lang == QLatin1String("pl") ? QStringLiteral("tajny przydział")
                                                          : QStringLiteral("secret assignment")));
    }

    void b19_6_1_blankSlipKeepsTheNumbersAndNoCorps()
    {
        QTemporaryDir dir;
        PatrolSlip slip;
        slip.player = QStringLiteral("B");
        slip.blank = true;
        slip.rows = {{QStringLiteral("B1"), QStringLiteral("Longstreet")}, {QStringLiteral("B2"), QString()}};
        const QString pdf = dir.filePath(QStringLiteral("blank.pdf"));
        QString error;
        QVERIFY2(writeSlipPdf(slip, pdf, &error), qPrintable(error));
        keep(pdf, QStringLiteral("patrol-slip-blank.pdf"));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("B1")));
        QVERIFY(text.contains(QStringLiteral("B2")));
        QVERIFY2(!text.contains(QStringLiteral("Longstreet")), "a blank slip prints no assignment");
    }

    void b19_6_cardPrintsTheRulesetsNumbers_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("pl") << QStringLiteral("pl");
    }
    void b19_6_cardPrintsTheRulesetsNumbers()
    {
        QFETCH(QString, lang);
        QTemporaryDir dir;
        PatrolCard card;
        card.lang = lang;
        card.numbers.sight = 13; // not the book's: the card must print what it is given
        card.numbers.roadMove = 19;
        const QString pdf = dir.filePath(QStringLiteral("card.pdf"));
        QString error;
        QVERIFY2(writeCardPdf(card, pdf, &error), qPrintable(error));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("13\"")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("19\"")));
        QVERIFY(text.contains(QStringLiteral("6.5")));
        QVERIFY(text.contains(lang == QLatin1String("pl") ? QStringLiteral("OBRONA") : QStringLiteral("DEFENCE")));
        PatrolCard book; // the book's numbers, for looking at
        book.lang = lang;
        book.ruleset = QStringLiteral("B19");
        const QString bookPdf = dir.filePath(QStringLiteral("book.pdf"));
        QVERIFY2(writeCardPdf(book, bookPdf, &error), qPrintable(error));
        QVERIFY(pdfText(bookPdf).contains(QStringLiteral("12\"")));
        keep(bookPdf, QStringLiteral("patrol-card-%1.pdf").arg(lang));
    }

    // Issue 19 item 6 and 8: the slip of A is made from the plan of both players' secrets (an umpire's, a hot seat's)
    // and holds A's corps only; the plan exported for A holds none of B's names in its bytes either.
    void b19_6_1_slipAndExportForANeverHoldBsSecrets()
    {
        plan::BattlePlan plan;
        plan.ruleset = QStringLiteral("b19");
        plan.table = {72, 48};
        plan.armies.a.name = QStringLiteral("Army of the Potomac");
        plan.armies.a.corps = 2;
        plan.armies.b.name = QStringLiteral("Army of Northern Virginia");
        plan.armies.b.corps = 2;
        plan.notes.a = plan::PlayerNotes();
        plan.notes.a->patrolAssignments = {
            {QStringLiteral("A1"), QStringLiteral("c1"), QStringLiteral("Reynolds I Corps")},
            {QStringLiteral("A4"), QStringLiteral("c3"), QStringLiteral("Sickles III Corps")}};
        plan.notes.b = plan::PlayerNotes();
        plan.notes.b->patrolAssignments = {
            {QStringLiteral("B2"), QStringLiteral("c1"), QStringLiteral("Longstreet First Corps")},
            {QStringLiteral("B3"), QStringLiteral("c2"), QStringLiteral("Ewell Second Corps")}};
        plan::PatrolRules rules;
        rules.markersPerCorps = 2;
        const QStringList secretsOfB{QStringLiteral("Longstreet"), QStringLiteral("Ewell"), QStringLiteral("c2")};

        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("pl")}) {
            const PatrolSlip slip = slipFor(rules, plan, Player::A, {}, lang, false);
            QCOMPARE(slip.rows.size(), 4);
            QCOMPARE(slip.rows[0].corps, QStringLiteral("Reynolds I Corps"));
            QCOMPARE(slip.rows[1].corps, QString()); // a scout
            QTemporaryDir dir;
            const QString pdf = dir.filePath(QStringLiteral("slip-a.pdf"));
            QString error;
            QVERIFY2(writeSlipPdf(slip, pdf, &error), qPrintable(error));
            const QString text = pdfText(pdf);
            QVERIFY2(text.contains(QStringLiteral("Reynolds I Corps")), qPrintable(text));
            QVERIFY(text.contains(QStringLiteral("Sickles III Corps")));
            for (const QString &secret : secretsOfB)
                QVERIFY2(!text.contains(secret), qPrintable(secret + QStringLiteral(" on A's slip")));
            QFile raw(pdf);
            QVERIFY(raw.open(QIODevice::ReadOnly));
            QVERIFY(!raw.readAll().contains("Longstreet"));
        }
        // A blank slip of B for the table: his markers' numbers, none of his corps.
        const PatrolSlip blank = slipFor(rules, plan, Player::B, {}, QStringLiteral("en"), true);
        QCOMPARE(blank.rows.size(), 4);
        for (const SlipRow &r : blank.rows)
            QVERIFY(r.corps.isEmpty());

        // The plan exported for A (core exportFor, what the app's "For A…" writes): not one of B's names in it.
        const QByteArray forA = QJsonDocument(plan::planToJson(plan::exportFor(plan, Player::A))).toJson();
        QVERIFY(forA.contains("Reynolds I Corps"));
        for (const QString &secret : secretsOfB)
            QVERIFY2(!forA.contains(secret.toUtf8()), qPrintable(secret + QStringLiteral(" in the export for A")));
        const QByteArray forB = QJsonDocument(plan::planToJson(plan::exportFor(plan, Player::B))).toJson();
        QVERIFY(forB.contains("Longstreet First Corps"));
        QVERIFY(!forB.contains("Reynolds") && !forB.contains("Sickles"));
    }

    void pdfNeverOverAPlan()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.pdf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "bw-plan", "version": 1, "ruleset": "bwn-4.0", "table": {"width": 120, "depth": 120}})");
        f.close();
        QString error;
        QVERIFY(!writeCardPdf(PatrolCard(), path, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().startsWith("{\"format\""));
    }
};

QTEST_MAIN(TstPatrolPrint)
#include "tst_patrolprint.moc"
