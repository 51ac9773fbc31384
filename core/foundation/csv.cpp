// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/csv.h"

#include "foundation/text.h"

#include <QStringDecoder>

#include <algorithm>

namespace sztab {

namespace {

// Windows-1250 bytes 0x80..0xFF (Unicode's mapping table CP1250.TXT); undefined bytes become U+FFFD.
// Our own table: Qt 6.4's QStringDecoder has Windows-1250 only when Qt is built with ICU (Debian's is, others
// may not be), and an import must read the same everywhere. tst_csv checks the two agree where Qt has it.
constexpr char16_t kCp1250High[128] = {
    0x20AC, 0xFFFD, 0x201A, 0xFFFD, 0x201E, 0x2026, 0x2020, 0x2021, // 0x80
    0xFFFD, 0x2030, 0x0160, 0x2039, 0x015A, 0x0164, 0x017D, 0x0179, // 0x88
    0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, // 0x90
    0xFFFD, 0x2122, 0x0161, 0x203A, 0x015B, 0x0165, 0x017E, 0x017A, // 0x98
    0x00A0, 0x02C7, 0x02D8, 0x0141, 0x00A4, 0x0104, 0x00A6, 0x00A7, // 0xA0
    0x00A8, 0x00A9, 0x015E, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x017B, // 0xA8
    0x00B0, 0x00B1, 0x02DB, 0x0142, 0x00B4, 0x00B5, 0x00B6, 0x00B7, // 0xB0
    0x00B8, 0x0105, 0x015F, 0x00BB, 0x013D, 0x02DD, 0x013E, 0x017C, // 0xB8
    0x0154, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0139, 0x0106, 0x00C7, // 0xC0
    0x010C, 0x00C9, 0x0118, 0x00CB, 0x011A, 0x00CD, 0x00CE, 0x010E, // 0xC8
    0x0110, 0x0143, 0x0147, 0x00D3, 0x00D4, 0x0150, 0x00D6, 0x00D7, // 0xD0
    0x0158, 0x016E, 0x00DA, 0x0170, 0x00DC, 0x00DD, 0x0162, 0x00DF, // 0xD8
    0x0155, 0x00E1, 0x00E2, 0x0103, 0x00E4, 0x013A, 0x0107, 0x00E7, // 0xE0
    0x010D, 0x00E9, 0x0119, 0x00EB, 0x011B, 0x00ED, 0x00EE, 0x010F, // 0xE8
    0x0111, 0x0144, 0x0148, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x00F7, // 0xF0
    0x0159, 0x016F, 0x00FA, 0x0171, 0x00FC, 0x00FD, 0x0163, 0x02D9, // 0xF8
};

} // namespace

QString decodeWindows1250(const QByteArray &bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        out.append(b < 0x80 ? QChar(char16_t(b)) : QChar(kCp1250High[b - 0x80]));
    }
    return out;
}

bool isValidUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    Q_UNUSED(text);
    return !decoder.hasError();
}

QString csvEncodingName(CsvEncoding encoding, const QString &lang)
{
    switch (encoding) {
    case CsvEncoding::Utf8: return QStringLiteral("UTF-8");
    case CsvEncoding::Utf8WithBom: return isPolish(lang) ? QStringLiteral("UTF-8 z BOM") : QStringLiteral("UTF-8 with BOM");
    case CsvEncoding::Windows1250: return QStringLiteral("Windows-1250");
    case CsvEncoding::Utf16LE: return QStringLiteral("UTF-16LE");
    case CsvEncoding::Utf16BE: return QStringLiteral("UTF-16BE");
    }
    return QString();
}

namespace {

// UTF-16 without a BOM: text a spreadsheet writes is mostly ASCII, whose high byte is zero. Zero bytes at one
// parity in at least a third of the pairs, and none at the other, decide (Windows-1250 and UTF-8 have no zero bytes).
std::optional<CsvEncoding> utf16WithoutBom(const QByteArray &bytes)
{
    if (bytes.size() < 2 || bytes.size() % 2 != 0)
        return std::nullopt;
    qsizetype evenZeros = 0, oddZeros = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i)
        if (bytes[i] == '\0')
            ++(i % 2 ? oddZeros : evenZeros);
    const qsizetype pairs = bytes.size() / 2;
    if (oddZeros * 3 >= pairs && evenZeros == 0)
        return CsvEncoding::Utf16LE;
    if (evenZeros * 3 >= pairs && oddZeros == 0)
        return CsvEncoding::Utf16BE;
    return std::nullopt;
}

QString decodeUtf16(const QByteArray &bytes, CsvEncoding encoding)
{
    QStringDecoder decoder(encoding == CsvEncoding::Utf16LE ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE,
                           QStringDecoder::Flag::Stateless);
    return decoder(bytes);
}

} // namespace

QString decodeCsvBytes(const QByteArray &bytes, CsvEncoding *encoding)
{
    static const QByteArray bom("\xEF\xBB\xBF");
    static const QByteArray bomLE("\xFF\xFE"), bomBE("\xFE\xFF");
    CsvEncoding found = CsvEncoding::Windows1250;
    QString text;
    if (bytes.startsWith(bomLE) || bytes.startsWith(bomBE)) {
        // Excel's "Unicode text": UTF-16 with its byte-order mark.
        found = bytes.startsWith(bomLE) ? CsvEncoding::Utf16LE : CsvEncoding::Utf16BE;
        text = decodeUtf16(bytes.mid(2), found);
    } else if (const auto utf16 = utf16WithoutBom(bytes)) {
        found = *utf16;
        text = decodeUtf16(bytes, found);
    } else if (bytes.startsWith(bom) && isValidUtf8(bytes.mid(3))) {
        found = CsvEncoding::Utf8WithBom;
        text = QString::fromUtf8(bytes.mid(3));
    } else if (isValidUtf8(bytes)) {
        found = CsvEncoding::Utf8;
        text = QString::fromUtf8(bytes);
    } else {
        // Not UTF-8: a Polish spreadsheet saved "CSV (rozdzielany średnikami)" by Windows.
        text = decodeWindows1250(bytes);
    }
    if (encoding)
        *encoding = found;
    return text;
}

QChar detectCsvSeparator(const QString &text)
{
    int commas = 0, semicolons = 0, tabs = 0;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == QLatin1Char('"'))
            quoted = !quoted; // a doubled quote toggles twice: no harm
        else if (!quoted && (c == QLatin1Char('\n') || c == QLatin1Char('\r'))) {
            if (commas + semicolons + tabs > 0)
                break; // the first line that has any separator decides
        } else if (!quoted && c == QLatin1Char(','))
            ++commas;
        else if (!quoted && c == QLatin1Char(';'))
            ++semicolons;
        else if (!quoted && c == QLatin1Char('\t'))
            ++tabs; // Excel's "Unicode text" and "Text (tab delimited)"
    }
    if (tabs > commas && tabs > semicolons)
        return QLatin1Char('\t');
    return semicolons > commas ? QLatin1Char(';') : QLatin1Char(',');
}

std::optional<CsvTable> parseCsvText(const QString &text, CsvEncoding encoding, CsvError *error)
{
    CsvTable table;
    table.encoding = encoding;
    table.separator = detectCsvSeparator(text);
    QList<CsvRow> rows;
    CsvRow row;
    QString cell;
    int line = 1, column = 1;
    int quoteLine = 0, quoteColumn = 0;
    bool quoted = false, wasQuoted = false, rowStarted = false;
    row.line = 1;
    const auto endCell = [&] {
        row.cells << (wasQuoted ? cell : cell.trimmed());
        cell.clear();
        wasQuoted = false;
    };
    const auto endRow = [&] {
        endCell();
        const bool empty =
            std::all_of(row.cells.cbegin(), row.cells.cend(), [](const QString &s) { return s.isEmpty(); });
        if (!empty)
            rows << row;
        row = CsvRow{};
        rowStarted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!rowStarted) {
            row.line = line;
            rowStarted = true;
        }
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                    ++column;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n')) {
                    ++line;
                    column = 0;
                }
                if (c != QLatin1Char('\r') || (i + 1 < text.size() && text[i + 1] != QLatin1Char('\n')))
                    cell += c;
            }
        } else if (c == QLatin1Char('"') && cell.trimmed().isEmpty() && !wasQuoted) {
            quoted = true;
            wasQuoted = true;
            cell.clear();
            quoteLine = line;
            quoteColumn = column;
        } else if (c == table.separator) {
            endCell();
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                ++i;
            endRow();
            ++line;
            column = 0;
        } else if (!wasQuoted) {
            cell += c; // text after a closing quote is dropped below: `"a"b` reads as a
        }
        ++column;
    }
    if (quoted) {
        *error = CsvError{quoteLine, quoteColumn, QStringLiteral("a quoted field is never closed")};
        return std::nullopt;
    }
    if (rowStarted)
        endRow();
    if (!rows.isEmpty()) {
        table.header = rows.takeFirst().cells;
        table.rows = rows;
    }
    return table;
}

std::optional<CsvTable> parseCsv(const QByteArray &bytes, CsvError *error)
{
    CsvEncoding encoding;
    const QString text = decodeCsvBytes(bytes, &encoding);
    return parseCsvText(text, encoding, error);
}

std::optional<double> parseCsvNumber(const QString &cell)
{
    QString s = cell.trimmed();
    s.remove(QChar(0x00A0)); // a spreadsheet's thousands separator
    if (s.isEmpty() || s.count(QLatin1Char(',')) + s.count(QLatin1Char('.')) > 1)
        return std::nullopt;
    s.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = s.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

} // namespace sztab
