// SPDX-License-Identifier: GPL-3.0-or-later
// The sheets as printed (issue 4): the PDF's text read back with `pdftotext -layout`, in Polish and English, against
// golden files; names, numbers, thresholds and Polish diacritics checked on their own; no text overflowing its
// box, no division split across pages, nothing painted in the page margins.
//
// Golden files: tests/golden/sheets-<roster>-<lang>.txt hold the PDF's text with each line's spaces collapsed and
// a "=== page N ===" line at each page. After a deliberate change to the sheets, regenerate them with
//     SZTAB_UPDATE_GOLDEN=1 ctest --test-dir build -R tst_sheetpdf
// and review the diff (git diff tests/golden) before committing.
#include "sheetfixture.h"
#include "render/sheets/sheetpainter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::sheets;
using namespace sztab::test;

namespace {

struct Printed {
    sheets::SheetModel model;
    LayoutReport layout;
    QString pdf;
    QStringList pages; // pdftotext -layout, one entry per page
};

QString tool(const char *name) { return QStandardPaths::findExecutable(QLatin1String(name)); }

// Prints `f` in `lang` into `dir`; fails the test when the PDF cannot be written or read back.
std::optional<Printed> print(const SheetFixture &f, const QString &lang, const QString &dir, const QString &name)
{
    Printed p;
    p.model = f.model(lang);
    p.pdf = dir + QLatin1Char('/') + name + QStringLiteral(".pdf");
    QString error;
    if (!writeSheetsPdf(p.model, p.pdf, &p.layout, &error)) {
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return std::nullopt;
    }
    QProcess pdftotext;
    pdftotext.start(
        tool("pdftotext"),
        {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), p.pdf, QStringLiteral("-")});
    if (!pdftotext.waitForFinished(60000) || pdftotext.exitCode() != 0) {
        QTest::qFail(qPrintable(QStringLiteral("pdftotext failed on %1: %2")
                                    .arg(p.pdf, QString::fromUtf8(pdftotext.readAllStandardError()))),
                     __FILE__, __LINE__);
        return std::nullopt;
    }
    p.pages = QString::fromUtf8(pdftotext.readAllStandardOutput()).split(QLatin1Char('\f'));
    if (!p.pages.isEmpty() && p.pages.last().trimmed().isEmpty())
        p.pages.removeLast();
    return p;
}

// Each line with its runs of spaces collapsed (column positions move with font versions; the words must not).
QString normalised(const QStringList &pages)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    QStringList out;
    for (qsizetype i = 0; i < pages.size(); ++i) {
        out << QStringLiteral("=== page %1 ===").arg(i + 1);
        for (const QString &line : pages[i].split(QLatin1Char('\n'))) {
            const QString l = line.trimmed().replace(spaces, QStringLiteral(" "));
            if (!l.isEmpty())
                out << l;
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

// Text with layout whitespace removed, for finding phrases that a column break or a wrap may split.
QString flat(const QString &text)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    return QString(text).replace(spaces, QStringLiteral(" "));
}

std::unique_ptr<SheetFixture> drawnDemo(const QString &name) { return demoRoster(name, 1); }

} // namespace

class TstSheetPdf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void goldenText_data();
    void goldenText();
    void polishContent();
    void englishContent();
    void noOverflowAndNoDivisionSplit_data();
    void noOverflowAndNoDivisionSplit();
    void nothingPaintedInTheMargins();
    void generalsStillToBeDrawnGetAField();
    void brokenRosterPrintsAWarning();
    void fontsEmbedded();
    void issue15_noPageMostlyEmpty();

private:
    QTemporaryDir m_dir;
};

void TstSheetPdf::initTestCase()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QVERIFY(m_dir.isValid());
}

void TstSheetPdf::goldenText_data()
{
    QTest::addColumn<QString>("roster");
    QTest::addColumn<QString>("lang");
    for (const char *roster : {"demo-france-1813", "demo-russia-1813"})
        for (const char *lang : {"pl", "en"})
            QTest::addRow("%s-%s", roster, lang) << QString::fromLatin1(roster) << QString::fromLatin1(lang);
}

void TstSheetPdf::goldenText()
{
    QFETCH(QString, roster);
    QFETCH(QString, lang);
    const auto f = drawnDemo(roster);
    QVERIFY(f);
    const auto printed = print(*f, lang, m_dir.path(), roster + QLatin1Char('-') + lang);
    QVERIFY(printed);
    const QString text = normalised(printed->pages);
    const QString golden = QStringLiteral(SZTAB_GOLDEN_DIR "/sheets-%1-%2.txt").arg(roster, lang);
    if (qEnvironmentVariableIntValue("SZTAB_UPDATE_GOLDEN") == 1) {
        QFile out(golden);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(golden));
        out.write(text.toUtf8());
        qInfo("updated %s", qPrintable(golden));
        return;
    }
    QFile in(golden);
    QVERIFY2(in.open(QIODevice::ReadOnly),
             qPrintable(golden + QStringLiteral(" is missing: run with SZTAB_UPDATE_GOLDEN=1")));
    const QStringList expected = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
    const QStringList actual = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::max(expected.size(), actual.size()); ++i)
        if (expected.value(i) != actual.value(i))
            QFAIL(qPrintable(
                QStringLiteral("%1 line %2:\n  expected: %3\n  actual:   %4\n(SZTAB_UPDATE_GOLDEN=1 rewrites it)")
                    .arg(golden)
                    .arg(i + 1)
                    .arg(expected.value(i), actual.value(i))));
}

void TstSheetPdf::polishContent()
{
    const auto fr = drawnDemo(QStringLiteral("demo-france-1813"));
    QVERIFY(fr);
    const auto p = print(*fr, QStringLiteral("pl"), m_dir.path(), QStringLiteral("content-fr-pl"));
    QVERIFY(p);
    const QString all = flat(p->pages.join(QLatin1Char('\n')));
    for (const QString &needle : {
             QStringLiteral("Demo: VIII Korpus i Gwardia, jesień 1813"),
             QStringLiteral("Jan Nepomucen Umiński"), // drawn with seed 1: command +1
             QStringLiteral("Jan Henryk Dąbrowski"),
             QStringLiteral("Jacques Macdonald"),
             QStringLiteral("Wódz naczelny"),
             QStringLiteral("Dywizja: Jazda polska"),
             QStringLiteral("NATARCIE 4+ 91,67%"), // his ATTACK within 30 cm, with the Polish decimal comma
             QStringLiteral("8 (7+1)"),            // veteran line infantry morale
             QStringLiteral("3 (2+1)"),
             QStringLiteral("4 (3+1)"),
             QStringLiteral("może spaść po stracie 25% podstawek: 5 z 20"),
             QStringLiteral("strata 50% podstawek (warunek): 10"),
             QStringLiteral("Wartość morale armii 16"),
             QStringLiteral("od niego: +2 / +4 / +6"),
             QStringLiteral("od wodza naczelnego: +0 / +2 / +4"),
             QStringLiteral("Musi szarżować wszystkimi jednostkami"),
             QStringLiteral("ZASADZKA"),
             QStringLiteral("Punkty zwycięstwa — arkusz"),
             QStringLiteral("Karta pomocy"),
             QStringLiteral("Lasy i zagajniki"),
             QStringLiteral("ZAŁAMANE"),
             QStringLiteral("Rozpiska zgodna z zasadami"),
             QStringLiteral("Bogowie wojny – Napoleon, errata 4.0"),
         })
        QVERIFY2(all.contains(needle), qPrintable(QStringLiteral("missing in the Polish PDF: ") + needle));
    // The footer on every page, with its number.
    for (qsizetype i = 0; i < p->pages.size(); ++i)
        QVERIFY2(flat(p->pages[i]).contains(QStringLiteral("strona %1 z %2").arg(i + 1).arg(p->pages.size())),
                 qPrintable(p->pages[i]));
}

void TstSheetPdf::englishContent()
{
    const auto ru = drawnDemo(QStringLiteral("demo-russia-1813"));
    QVERIFY(ru);
    const auto p = print(*ru, QStringLiteral("en"), m_dir.path(), QStringLiteral("content-ru-en"));
    QVERIFY(p);
    const QString all = flat(p->pages.join(QLatin1Char('\n')));
    const SheetModel &m = p->model;
    QVERIFY(!m.divisions.isEmpty());
    for (const QString &needle : {
             m.army.name,
             m.army.commanders.first().name,
             m.divisions.first().generalName,
             QStringLiteral("Initiative bonus +2 to the first initiative roll"),
             QStringLiteral("Ammunition train (whole army): 2 charges"),
             QStringLiteral("may fall once 25% of the bases are lost: 4 of 18"),
             QStringLiteral("Order test for him (2d6, his command applied)"),
             QStringLiteral("AMBUSH — at most 60 cm from own edge"),
             QStringLiteral("Victory points — worksheet"),
             QStringLiteral("Reference sheet"),
             QStringLiteral("Roster valid"),
         })
        QVERIFY2(all.contains(needle), qPrintable(QStringLiteral("missing in the English PDF: ") + needle));
    for (qsizetype i = 0; i < p->pages.size(); ++i)
        QVERIFY(flat(p->pages[i]).contains(QStringLiteral("page %1 of %2").arg(i + 1).arg(p->pages.size())));
}

void TstSheetPdf::noOverflowAndNoDivisionSplit_data() { goldenText_data(); }

void TstSheetPdf::noOverflowAndNoDivisionSplit()
{
    QFETCH(QString, roster);
    QFETCH(QString, lang);
    const auto f = drawnDemo(roster);
    QVERIFY(f);
    const auto p = print(*f, lang, m_dir.path(), QStringLiteral("split-") + roster + QLatin1Char('-') + lang);
    QVERIFY(p);
    QStringList overflows;
    for (const Overflow &o : p->layout.overflows)
        overflows << QStringLiteral("page %1, %2: %3").arg(o.page).arg(o.why, o.text);
    QVERIFY2(overflows.isEmpty(), qPrintable(overflows.join(QLatin1Char('\n'))));
    QCOMPARE(p->layout.pages, p->pages.size());
    // Each division is one block, on one page; read back, its title and its last regiment share that page.
    for (const sheets::Division &d : p->model.divisions) {
        int found = 0;
        for (const auto &[key, page] : p->layout.keys)
            if (key == QStringLiteral("division:") + d.id) {
                ++found;
                const QString text = flat(p->pages.value(page - 1));
                QVERIFY2(text.contains(d.name.left(12)), qPrintable(d.name));
                const QString last = d.regiments.last().name;
                QVERIFY2(text.contains(last.left(14)) || text.contains(last.section(QLatin1Char(' '), 0, 1)),
                         qPrintable(QStringLiteral("%1: last regiment %2 not on page %3").arg(d.name, last).arg(page)));
            }
        QCOMPARE(found, 1);
    }
}

void TstSheetPdf::nothingPaintedInTheMargins()
{
    if (tool("pdftoppm").isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    const auto f = drawnDemo(QStringLiteral("demo-france-1813"));
    QVERIFY(f);
    const auto p = print(*f, QStringLiteral("pl"), m_dir.path(), QStringLiteral("margins"));
    QVERIFY(p);
    const QString prefix = m_dir.path() + QStringLiteral("/margins-page");
    QProcess pdftoppm;
    pdftoppm.start(tool("pdftoppm"),
                   {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-png"), p->pdf, prefix});
    QVERIFY(pdftoppm.waitForFinished(60000));
    QCOMPARE(pdftoppm.exitCode(), 0);
    const QStringList images =
        QDir(m_dir.path()).entryList({QStringLiteral("margins-page*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(images.size(), p->layout.pages);
    for (const QString &name : images) {
        const QImage image(m_dir.path() + QLatin1Char('/') + name);
        QVERIFY(!image.isNull());
        // A4 at 40 dpi; the layout keeps 10 mm margins: check the outer 8 mm are white and the page is not.
        const int edge = qRound(8 / 25.4 * 40);
        int inked = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const bool margin = x < edge || y < edge || x >= image.width() - edge || y >= image.height() - edge;
                const bool white = qGray(image.pixel(x, y)) > 245;
                if (margin)
                    QVERIFY2(white,
                             qPrintable(QStringLiteral("%1: ink in the margin at %2,%3").arg(name).arg(x).arg(y)));
                else if (!white)
                    ++inked;
            }
        QVERIFY2(inked > 500, qPrintable(name + QStringLiteral(": an empty page")));
    }
}

void TstSheetPdf::generalsStillToBeDrawnGetAField()
{
    const auto f = demoRoster(QStringLiteral("demo-russia-1813"), std::nullopt);
    QVERIFY(f);
    for (const QString &lang : {QStringLiteral("pl"), QStringLiteral("en")}) {
        const auto p = print(*f, lang, m_dir.path(), QStringLiteral("undrawn-") + lang);
        QVERIFY(p);
        QVERIFY(p->layout.overflows.isEmpty());
        const QString all = flat(p->pages.join(QLatin1Char('\n')));
        const QString note = lang == QLatin1String("pl") ? QStringLiteral("DO WYLOSOWANIA — wpisz po losowaniu")
                                                         : QStringLiteral("TO BE DRAWN — write in after the draw");
        QVERIFY(all.contains(note));
        // Each division's field for the name, command and character of its general.
        QCOMPARE(all.count(lang == QLatin1String("pl") ? QStringLiteral("Dowodzenie: ____ Charakter: ____")
                                                       : QStringLiteral("Command: ____ Character: ____")),
                 3);
        const QString cinc = lang == QLatin1String("pl") ? QStringLiteral("Wódz naczelny DO WYLOSOWANIA")
                                                         : QStringLiteral("Commander-in-chief TO BE DRAWN");
        QVERIFY2(all.contains(cinc), qPrintable(all.left(3000)));
        QVERIFY(all.contains(QStringLiteral("COMMANDER_NOT_DRAWN")));
    }
}

void TstSheetPdf::brokenRosterPrintsAWarning()
{
    const auto f = demoRoster(QStringLiteral("demo-france-1813"), 1,
                              [](Roster &r) { r.divisions[0].regiments << r.divisions[2].regiments.first(); });
    QVERIFY(f);
    const auto p = print(*f, QStringLiteral("en"), m_dir.path(), QStringLiteral("broken"));
    QVERIFY(p);
    const QString first = flat(p->pages.first());
    QVERIFY(first.contains(QStringLiteral("WARNING: this roster breaks the rules")));
    QVERIFY(first.contains(QStringLiteral("UNIT_POINTS_OVER")));
    for (const QString &page : p->pages)
        QVERIFY(flat(page).contains(QStringLiteral("ROSTER BREAKS RULES")));
}

void TstSheetPdf::fontsEmbedded()
{
    if (tool("pdffonts").isEmpty())
        QSKIP("pdffonts (poppler-utils) is not installed");
    const auto f = drawnDemo(QStringLiteral("demo-france-1813"));
    QVERIFY(f);
    const auto p = print(*f, QStringLiteral("pl"), m_dir.path(), QStringLiteral("fonts"));
    QVERIFY(p);
    QProcess pdffonts;
    pdffonts.start(tool("pdffonts"), {p->pdf});
    QVERIFY(pdffonts.waitForFinished(60000));
    const QStringList lines =
        QString::fromUtf8(pdffonts.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!lines.isEmpty());
    for (const QString &line : lines) {
        QVERIFY2(line.startsWith(QStringLiteral("DejaVuSans")), qPrintable(line));
        QVERIFY2(line.contains(QRegularExpression(QStringLiteral("\\syes\\s"))),
                 qPrintable(QStringLiteral("not embedded: ") + line));
    }
}

// Issue 15/10: the victory worksheet did not fill its page and the reference sheet began a new one: the reference
// now follows the worksheet on its page.
void TstSheetPdf::issue15_noPageMostlyEmpty()
{
    const auto f = drawnDemo(QStringLiteral("demo-france-1813"));
    QVERIFY(f);
    const auto p = print(*f, QStringLiteral("en"), m_dir.path(), QStringLiteral("pages-fr-en"));
    QVERIFY(p);
    int victory = 0, firstReference = 0;
    for (const auto &[key, page] : p->layout.keys) {
        if (key == QLatin1String("victory"))
            victory = page;
        if (key.startsWith(QLatin1String("reference:")) && firstReference == 0)
            firstReference = page;
    }
    QVERIFY(victory > 0);
    QCOMPARE(firstReference, victory);
}

QTEST_MAIN(TstSheetPdf)
#include "tst_sheetpdf.moc"
