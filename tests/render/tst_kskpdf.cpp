// SPDX-License-Identifier: GPL-3.0-or-later
// The printed KSK sheets (issue 20 item 6), read back with `pdftotext -layout`: one side's command diagrams with the
// order, axis and distance and their history (KSK III.19-33), its own couriers' orders (III.40), the stage log, both
// languages; blank sheets for the table; and never the other side's orders in transit.
#include "kskgamefixture.h"
#include "render/ksk/kskdiagramsheet.h"
#include "render/ksk/kskdiagramsource.h"
#include "render/ksk/kskrosette.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::ksk;
using namespace sztab::test;

namespace {

// For looking at (pdftoppm -r 60 -png): SZTAB_KSK_PDF_DIR=DIR keeps a copy of each PDF the test wrote.
void keep(const QString &pdf)
{
    const QString dir = qEnvironmentVariable("SZTAB_KSK_PDF_DIR");
    if (!dir.isEmpty())
        QFile::copy(pdf, dir + QLatin1Char('/') + QFileInfo(pdf).fileName());
}

QString pdfText(const QString &pdf)
{
    keep(pdf);
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
            {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pageCount(const QString &text) { return int(text.count(QLatin1Char('\f'))); }

} // namespace

class TstKskPdf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QVERIFY(m_dir.isValid());
    }

    // III.33 and III.40: A's sheet has A's diagrams with the order sent by courier in its courier log and on the
    // diagram, and nothing of B's order in transit; B's sheet the other way round.
    void ksk_III_40_courierOrderOnlyOnItsOwnSidesSheet()
    {
        GameDocument game = newGame(kskDemo(), 20);
        GameState state = replay(game).state;
        Action begin;
        begin.type = ActionType::StageBegin;
        QVERIFY(kskPlay(game, state, begin));
        const QString targetA = kskSendCommanderAway(game, state, Side::A);
        const QString targetB = kskSendCommanderAway(game, state, Side::B);
        QVERIFY2(!targetA.isEmpty() && !targetB.isEmpty(), "the demo has a division beyond courier-free range each");
        Action toA;
        toA.type = ActionType::ChangeOrder;
        toA.side = Side::A;
        toA.formation = targetA;
        toA.order = Order{OrderKind::Attack, 1, 4};
        toA.path = OrderPath::Courier;
        QVERIFY(kskPlay(game, state, toA));
        Action toB;
        toB.type = ActionType::ChangeOrder;
        toB.side = Side::B;
        toB.formation = targetB;
        toB.order = Order{OrderKind::ForcedMarch, 4, 9};
        toB.path = OrderPath::Courier;
        toB.note = Text(QStringLiteral("SECRETB"));
        QVERIFY(kskPlay(game, state, toB));

        const QString pdfA = m_dir.filePath(QStringLiteral("a.pdf"));
        const QString pdfB = m_dir.filePath(QStringLiteral("b.pdf"));
        QString error;
        QVERIFY2(kskrender::writeKskSheetsPdf(
                     kskrender::sheetsForSide(game, state, Side::A, QStringLiteral("en"), false), pdfA, &error),
                 qPrintable(error));
        QVERIFY2(kskrender::writeKskSheetsPdf(
                     kskrender::sheetsForSide(game, state, Side::B, QStringLiteral("en"), false), pdfB, &error),
                 qPrintable(error));
        const QString a = pdfText(pdfA);
        const QString b = pdfText(pdfB);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        const QString nameA = game.scenario.formation(targetA)->name.get();
        const QString nameB = game.scenario.formation(targetB)->name.get();
        QVERIFY2(a.contains(QStringLiteral("command diagrams")), qPrintable(a.left(400)));
        QVERIFY(a.contains(nameA));
        QVERIFY2(a.contains(QStringLiteral("Courier 1 carries A")), qPrintable(a));
        QVERIFY(a.contains(QStringLiteral("riding, stage")));
        // Nothing of B's: not his target, not his order, not his note, not a riding courier of his.
        QVERIFY2(!a.contains(nameB), qPrintable(nameB));
        QVERIFY(!a.contains(QStringLiteral("SECRETB")));
        QVERIFY(!a.contains(QStringLiteral("carries MF")));
        for (const Formation &f : game.scenario.setup(Side::B).formations)
            QVERIFY2(!a.contains(f.name.get()), qPrintable(f.name.get()));
        QVERIFY(b.contains(nameB));
        QVERIFY(b.contains(QStringLiteral("carries MF")));
        QVERIFY(!b.contains(nameA));
        QVERIFY(!b.contains(QStringLiteral("SECRETB"))); // the note is the players' own: not printed on the sheet
        // Six diagrams a page, then the log page.
        const int cards = int(game.scenario.setup(Side::A).formations.size());
        QCOMPARE(pageCount(a), (cards + 5) / 6 + 1);
    }

    // III.24, III.33: the diagram's history read back from the sheet: the start and each change with its stage.
    void ksk_III_33_historyPrintedWithStages()
    {
        GameDocument game = newGame(kskDemo(), 7);
        GameState state = replay(game).state;
        Action begin;
        begin.type = ActionType::StageBegin;
        QVERIFY(kskPlay(game, state, begin));
        const QString pdf = m_dir.filePath(QStringLiteral("history.pdf"));
        QString error;
        QVERIFY(kskrender::writeKskSheetsPdf(
            kskrender::sheetsForSide(game, state, Side::A, QStringLiteral("pl"), false), pdf, &error));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("diagramy dowodzenia")), qPrintable(text.left(300)));
        QVERIFY(text.contains(QStringLiteral("Gońcy")));
        QVERIFY(text.contains(QStringLiteral("Samodzielność")) || text.contains(QStringLiteral("samodzielność")));
        QVERIFY(text.contains(QStringLiteral("etap 1 z")));
        // Every diagram of A has its starting order as the first history line (stage 0 or 1).
        for (const Formation &f : game.scenario.setup(Side::A).formations)
            QVERIFY2(text.contains(f.name.get(QStringLiteral("pl"))), qPrintable(f.name.get(QStringLiteral("pl"))));
    }

    // Blank sheets for the table: the side's formations named, no order, no courier, the stage log ruled.
    void blankSheetsForTheTable()
    {
        const Scenario sc = kskDemo();
        const QString pdf = m_dir.filePath(QStringLiteral("blank.pdf"));
        QString error;
        QVERIFY(kskrender::writeKskSheetsPdf(kskrender::blankSheets(&sc, Side::B, QStringLiteral("en")), pdf, &error));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("Stage: ____")));
        for (const Formation &f : sc.setup(Side::B).formations)
            QVERIFY(text.contains(f.name.get()));
        for (const Formation &f : sc.setup(Side::A).formations)
            QVERIFY(!text.contains(f.name.get()));
        QVERIFY(!text.contains(QStringLiteral("riding")));
        // Unnamed: one page of empty diagrams and the log page.
        const QString empty = m_dir.filePath(QStringLiteral("empty.pdf"));
        QVERIFY(kskrender::writeKskSheetsPdf(kskrender::blankSheets(nullptr, std::nullopt, QStringLiteral("pl")), empty,
                                             &error));
        const QString e = pdfText(empty);
        QCOMPARE(pageCount(e), 2);
        QVERIFY(e.contains(QStringLiteral("Dowódca: ____")));
    }

    // Never a PDF over another kind of file (a game saved under the PDF's name stays whole).
    // KSK III.20-21, III.30 on the app's rosette: a click in a painted wedge picks that wedge; the commander's own
    // hex in the middle is never an axis; beyond the rim is nothing.
    void ksk_III_21_rosetteClickPicksTheWedgeUnderIt()
    {
        using namespace sztab::kskrender;
        const QRectF area(10, 20, 130, 130);
        for (const auto o : {sztab::hex::Orientation::Flat, sztab::hex::Orientation::Pointy}) {
            for (int w = 0; w < sztab::hex::kWedges; ++w) {
                const QPointF p = rosetteWedgePoint(area, o, w);
                QVERIFY(area.contains(p));
                const RosetteHit hit = rosetteHitAt(area, o, p);
                QCOMPARE(int(hit.kind), int(RosetteHit::Wedge));
                QCOMPARE(hit.wedge, w);
            }
            QCOMPARE(int(rosetteHitAt(area, o, area.center()).kind), int(RosetteHit::OwnHex));
            QCOMPARE(int(rosetteHitAt(area, o, area.center() + QPointF(8, 3)).kind), int(RosetteHit::OwnHex));
            QCOMPARE(int(rosetteHitAt(area, o, area.topLeft() + QPointF(1, 1)).kind), int(RosetteHit::Outside));
        }
        // Flat-topped: wedge 0 is centred east (0°), wedge 1 north-east (60° up), so a point up and to the right of
        // the own hex picks 1, straight right 0.
        const QPointF c = area.center();
        QCOMPARE(rosetteHitAt(area, sztab::hex::Orientation::Flat, c + QPointF(50, 0)).wedge, 0);
        QCOMPARE(rosetteHitAt(area, sztab::hex::Orientation::Flat, c + QPointF(25, -43)).wedge, 1);
        QCOMPARE(rosetteHitAt(area, sztab::hex::Orientation::Flat, c + QPointF(25, 43)).wedge, 5);
    }

    void neverOverAGameFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("game.pdf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"ksk-game","version":1})");
        f.close();
        const Scenario sc = kskDemo();
        QString error;
        QVERIFY(
            !kskrender::writeKskSheetsPdf(kskrender::blankSheets(&sc, Side::A, QStringLiteral("en")), path, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray(R"({"format":"ksk-game","version":1})"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TstKskPdf)
#include "tst_kskpdf.moc"
