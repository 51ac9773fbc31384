// SPDX-License-Identifier: GPL-3.0-or-later
// Spreadsheet text (core/csv.h): the separators, quoting, line ends, encodings and number forms that spreadsheets
// in Poland actually write, and the one unusable input (a quote never closed) reported with its line and column.
#include "foundation/csv.h"

#include <QStringDecoder>
#include <QRandomGenerator>
#include <QTest>

using namespace sztab;

namespace {

CsvTable parse(const QByteArray &bytes)
{
    CsvError error;
    const auto table = parseCsv(bytes, &error);
    if (!table)
        qFatal("unexpected CSV error %d:%d %s", error.line, error.column, qPrintable(error.message));
    return *table;
}

} // namespace

class TstCsv : public QObject {
    Q_OBJECT

private slots:
    void commaSeparated();
    void semicolonDetectedFromTheHeader();
    void quotedFieldsWithSeparatorsQuotesAndNewlines();
    void crlfLineEndsAndEmptyLines();
    void utf8WithAndWithoutBom();
    void utf16ExcelUnicodeTextWithTabs();
    void windows1250FallbackDecodesPolishLetters();
    void windows1250WholeTableAgainstReference();
    void agreesWithQtDecoderWhereItExists();
    void unterminatedQuoteIsAnErrorWithPlace();
    void polishDecimalCommas_data();
    void polishDecimalCommas();
    void rowsShorterThanTheHeaderKeepTheirLine();
    void anyBytesGiveATableOrAPlace();
};

void TstCsv::commaSeparated()
{
    const CsvTable t = parse("id,name,wb\nline,Line infantry,2\nlight , Light infantry ,2\n");
    QCOMPARE(t.separator, QLatin1Char(','));
    QCOMPARE(t.header, (QStringList{QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("wb")}));
    QCOMPARE(t.rows.size(), 2);
    QCOMPARE(t.rows[1].cells,
             (QStringList{QStringLiteral("light"), QStringLiteral("Light infantry"),
                          QStringLiteral("2")})); // unquoted: trimmed
    QCOMPARE(t.rows[0].line, 2);
    QCOMPARE(t.rows[1].line, 3);
}

// A Polish Excel writes ';' because ',' is the decimal separator; the header line decides.
void TstCsv::semicolonDetectedFromTheHeader()
{
    const CsvTable t = parse("id;nazwa;zasięg;ruch\nart;Artyleria, 6 f;60;0,5\n");
    QCOMPARE(t.separator, QLatin1Char(';'));
    QCOMPARE(t.rows[0].cells,
             (QStringList{QStringLiteral("art"), QStringLiteral("Artyleria, 6 f"), QStringLiteral("60"),
                          QStringLiteral("0,5")}));
    QCOMPARE(detectCsvSeparator(QStringLiteral("\"a;b\",c,d\n")), QLatin1Char(',')); // a quoted ';' does not count
}

// RFC 4180: quoted fields may hold the separator, doubled quotes and line breaks; spaces inside quotes stay.
void TstCsv::quotedFieldsWithSeparatorsQuotesAndNewlines()
{
    const CsvTable t = parse("id,name,rules\n"
                             "g1,\"Friant, Louis\",\"+1 to \"\"attack\"\" orders\"\n"
                             "g2,\"Two\nlines\",\"  kept  \"\n"
                             "g3,last,x\n");
    QCOMPARE(t.rows.size(), 3);
    QCOMPARE(t.rows[0].cells[1], QStringLiteral("Friant, Louis"));
    QCOMPARE(t.rows[0].cells[2], QStringLiteral("+1 to \"attack\" orders"));
    QCOMPARE(t.rows[1].cells[1], QStringLiteral("Two\nlines"));
    QCOMPARE(t.rows[1].cells[2], QStringLiteral("  kept  "));
    QCOMPARE(t.rows[1].line, 3);
    QCOMPARE(t.rows[2].line, 5); // the line after the embedded break
}

void TstCsv::crlfLineEndsAndEmptyLines()
{
    const CsvTable t = parse("\r\nid;wb\r\n\r\n;\r\na;1\r\n  \r\nb;\"x\r\ny\"\r\n\r\n");
    QCOMPARE(t.header, (QStringList{QStringLiteral("id"), QStringLiteral("wb")}));
    QCOMPARE(t.rows.size(), 2); // ";" alone and the blank lines are empty rows
    QCOMPARE(t.rows[0].cells, (QStringList{QStringLiteral("a"), QStringLiteral("1")}));
    QCOMPARE(t.rows[0].line, 5);
    QCOMPARE(t.rows[1].cells[1], QStringLiteral("x\ny")); // CRLF inside quotes is one line break
}

void TstCsv::utf8WithAndWithoutBom()
{
    const QByteArray text = QStringLiteral("id;nazwa\nx;Józef Poniatowski — Łódź\n").toUtf8();
    CsvEncoding e;
    QCOMPARE(decodeCsvBytes(text, &e), QString::fromUtf8(text));
    QCOMPARE(e, CsvEncoding::Utf8);
    const CsvTable withBom = parse(QByteArray("\xEF\xBB\xBF") + text);
    QCOMPARE(withBom.encoding, CsvEncoding::Utf8WithBom);
    QCOMPARE(withBom.header.first(), QStringLiteral("id")); // no BOM stuck to the first header
    QCOMPARE(withBom.rows[0].cells[1], QStringLiteral("Józef Poniatowski — Łódź"));
}

// Issue 17: Excel's "Unicode text" is UTF-16 (little-endian with a BOM) and tab-separated; without a BOM the zero
// bytes of ASCII text tell it (and which end is which), never Windows-1250 with a NUL after every letter.
void TstCsv::utf16ExcelUnicodeTextWithTabs()
{
    const QString text =
        QStringLiteral("Nazwa\tProfil\tPodstawki\r\n1 Pułk Ułanów\tUłani\t2\r\nŻółć;x\t\"a\tb\"\t3\r\n");
    const auto encode = [&](QStringConverter::Encoding e) { return QByteArray(QStringEncoder(e)(text)); };
    struct Case {
        QByteArray bytes;
        CsvEncoding encoding;
    };
    const QList<Case> cases{{QByteArray("\xFF\xFE") + encode(QStringConverter::Utf16LE), CsvEncoding::Utf16LE},
                            {QByteArray("\xFE\xFF") + encode(QStringConverter::Utf16BE), CsvEncoding::Utf16BE},
                            {encode(QStringConverter::Utf16LE), CsvEncoding::Utf16LE},
                            {encode(QStringConverter::Utf16BE), CsvEncoding::Utf16BE}};
    for (const Case &c : cases) {
        const CsvTable t = parse(c.bytes);
        QCOMPARE(t.encoding, c.encoding);
        QCOMPARE(t.separator, QLatin1Char('\t'));
        QCOMPARE(t.header,
                 (QStringList{QStringLiteral("Nazwa"), QStringLiteral("Profil"), QStringLiteral("Podstawki")}));
        QCOMPARE(t.rows.size(), 2);
        QCOMPARE(t.rows[0].cells,
                 (QStringList{QStringLiteral("1 Pułk Ułanów"), QStringLiteral("Ułani"), QStringLiteral("2")}));
        QCOMPARE(t.rows[1].cells, (QStringList{QStringLiteral("Żółć;x"), QStringLiteral("a\tb"), QStringLiteral("3")}));
        QCOMPARE(t.rows[1].line, 3);
    }
    QCOMPARE(csvEncodingName(CsvEncoding::Utf16LE), QStringLiteral("UTF-16LE"));
    // Plain UTF-8 and Windows-1250 have no zero bytes: they stay what they were.
    QCOMPARE(parse(QByteArray("a;b\n1;2\n")).encoding, CsvEncoding::Utf8);
    QCOMPARE(parse(QByteArray("a;b\n\xB9;2\n")).encoding, CsvEncoding::Windows1250);
}

// Bytes that are not UTF-8 are read as Windows-1250, as a Polish Windows spreadsheet saves them.
void TstCsv::windows1250FallbackDecodesPolishLetters()
{
    // "Dąbrowski;Źródło;żółć;Ślęża" in Windows-1250
    const QByteArray bytes("id;nazwa\nd;D\xB9"
                           "browski\nz;\x8F"
                           "r\xF3"
                           "d\xB3"
                           "o\nx;\xBF\xF3\xB3\xE6\ns;\x8C"
                           "l\xEA\xBF"
                           "a\n");
    QVERIFY(!isValidUtf8(bytes));
    const CsvTable t = parse(bytes);
    QCOMPARE(t.encoding, CsvEncoding::Windows1250);
    QCOMPARE(t.rows[0].cells[1], QStringLiteral("Dąbrowski"));
    QCOMPARE(t.rows[1].cells[1], QStringLiteral("Źródło"));
    QCOMPARE(t.rows[2].cells[1], QStringLiteral("żółć"));
    QCOMPARE(t.rows[3].cells[1], QStringLiteral("Ślęża"));
}

// Every Polish letter and the typographic marks, against the code points of Unicode's CP1250 table.
void TstCsv::windows1250WholeTableAgainstReference()
{
    const struct {
        unsigned char byte;
        char16_t unicode;
    } reference[] = {{0xA5, u'Ą'}, {0xB9, u'ą'}, {0xC6, u'Ć'}, {0xE6, u'ć'},      {0xCA, u'Ę'},
                     {0xEA, u'ę'}, {0xA3, u'Ł'}, {0xB3, u'ł'}, {0xD1, u'Ń'},      {0xF1, u'ń'},
                     {0xD3, u'Ó'}, {0xF3, u'ó'}, {0x8C, u'Ś'}, {0x9C, u'ś'},      {0x8F, u'Ź'},
                     {0x9F, u'ź'}, {0xAF, u'Ż'}, {0xBF, u'ż'}, {0x84, u'„'},      {0x94, u'”'},
                     {0x96, u'–'}, {0x97, u'—'}, {0x80, u'€'}, {0xA0, u'\u00A0'}, {0x41, u'A'}};
    for (const auto &r : reference)
        QCOMPARE(decodeWindows1250(QByteArray(1, char(r.byte))), QString(QChar(r.unicode)));
    QCOMPARE(decodeWindows1250(QByteArray(1, char(0x81))), QString(QChar(0xFFFD))); // undefined in CP1250
}

// Qt 6.4 decodes Windows-1250 by name only when built with ICU (Debian's 6.4.2 is); the core keeps its own table
// so that an import reads the same on every build. Where Qt has the decoder, the two must agree on every byte.
void TstCsv::agreesWithQtDecoderWhereItExists()
{
    QStringDecoder qt("windows-1250");
    QByteArray all;
    for (int b = 0x80; b <= 0xFF; ++b)
        if (b != 0x81 && b != 0x83 && b != 0x88 && b != 0x90 && b != 0x98)
            all.append(char(b));
    if (!qt.isValid())
        QSKIP("this Qt has no Windows-1250 decoder (built without ICU): our table is the only one");
    QCOMPARE(decodeWindows1250(all), QString(qt(all)));
}

void TstCsv::unterminatedQuoteIsAnErrorWithPlace()
{
    CsvError error;
    QVERIFY(!parseCsv("id,name\na,ok\nb,\"never closed\nc,d\n", &error));
    QCOMPARE(error.line, 3);
    QCOMPARE(error.column, 3);
    QVERIFY(error.message.contains(QLatin1String("quoted")));
}

void TstCsv::polishDecimalCommas_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("comma half") << QStringLiteral("0,5") << true << 0.5;
    QTest::newRow("dot half") << QStringLiteral("1.5") << true << 1.5;
    QTest::newRow("whole") << QStringLiteral(" 17 ") << true << 17.0;
    QTest::newRow("negative") << QStringLiteral("-2") << true << -2.0;
    QTest::newRow("whole with comma") << QStringLiteral("3,0") << true << 3.0;
    QTest::newRow("nbsp") << QStringLiteral("1\u00A0000") << true << 1000.0;
    QTest::newRow("two separators") << QStringLiteral("1,000.5") << false << 0.0;
    QTest::newRow("word") << QStringLiteral("trzy") << false << 0.0;
    QTest::newRow("empty") << QString() << false << 0.0;
}

void TstCsv::polishDecimalCommas()
{
    QFETCH(QString, cell);
    QFETCH(bool, ok);
    QFETCH(double, value);
    const auto n = parseCsvNumber(cell);
    QCOMPARE(bool(n), ok);
    if (ok)
        QCOMPARE(*n, value);
}

void TstCsv::rowsShorterThanTheHeaderKeepTheirLine()
{
    const CsvTable t = parse("a,b,c\n1\n2,3,4,5\n");
    QCOMPARE(t.rows[0].cells, QStringList{QStringLiteral("1")});
    QCOMPARE(t.rows[1].cells.size(), 4);
}

// Whatever a file holds (seeded random bytes rich in quotes, separators and line ends): a table whose rows
// come in file order, or an error with a place in the file; never a crash.
void TstCsv::anyBytesGiveATableOrAPlace()
{
    QRandomGenerator random(8);
    const char alphabet[] = {'"', ';',        ',',        '\n',       '\r',       ' ',        'a',
                             '1', char(0xC5), char(0x82), char(0xB9), char(0xEF), char(0xBB), char(0xBF)};
    int tables = 0, errors = 0;
    for (int i = 0; i < 3000; ++i) {
        QByteArray bytes;
        const int size = int(random.bounded(200));
        for (int b = 0; b < size; ++b)
            bytes.append(alphabet[random.bounded(int(sizeof alphabet))]);
        CsvError error;
        const auto t = parseCsv(bytes, &error);
        if (t) {
            ++tables;
            int last = 0;
            for (const CsvRow &r : t->rows) {
                QVERIFY(r.line > last);
                last = r.line;
                QVERIFY(!r.cells.isEmpty());
            }
        } else {
            ++errors;
            QVERIFY(error.line >= 1 && error.column >= 1);
            QVERIFY(error.line <= bytes.count('\n') + bytes.count('\r') + 1);
        }
    }
    QVERIFY(tables > 100 && errors > 100); // both outcomes were exercised
}

QTEST_MAIN(TstCsv)
#include "tst_csv.moc"
