// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Spreadsheet text as a table (issue 8: import the official statistics from a spreadsheet): the bytes of a CSV
// file as Excel, LibreOffice or a hand-written file give them — UTF-8 with or without a BOM, UTF-16 (Excel's
// "Unicode text", tab-separated) or Windows-1250 — and RFC 4180 fields separated by commas, semicolons (a Polish
// Excel writes semicolons) or tabs, quoted fields holding separators, doubled quotes and line breaks. Pure
// functions: no files, no globals.
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sztab {

enum class CsvEncoding { Utf8, Utf8WithBom, Windows1250, Utf16LE, Utf16BE };

// "UTF-8", "UTF-8 with BOM", "Windows-1250", "UTF-16LE", "UTF-16BE": what the import says it found.
QString csvEncodingName(CsvEncoding encoding, const QString &lang = QStringLiteral("en"));

// The text of the bytes: UTF-16 when they start with its BOM or, without one, when every other byte of the ASCII
// text is zero (Excel's "Unicode text"); UTF-8 (a BOM is dropped) when they are valid UTF-8; else Windows-1250.
QString decodeCsvBytes(const QByteArray &bytes, CsvEncoding *encoding = nullptr);
// Windows-1250 (Central European, as Polish Windows writes it) to text, by our own table.
QString decodeWindows1250(const QByteArray &bytes);
bool isValidUtf8(const QByteArray &bytes);

struct CsvRow {
    int line = 0; // 1-based line of the file where the row starts
    QStringList cells;
};

struct CsvTable {
    QChar separator; // ',', ';' or '\t'
    CsvEncoding encoding = CsvEncoding::Utf8;
    QStringList header; // the first non-empty row
    QList<CsvRow> rows; // the rest, without empty lines
};

struct CsvError {
    int line = 0;
    int column = 0;
    QString message;
};

// The separator the first line (outside quotes) has most of: ';', '\t' or ',' (',' when none or a tie with it).
QChar detectCsvSeparator(const QString &text);

// Decodes and splits. An unterminated quoted field is the only unusable input (nullopt and *error).
std::optional<CsvTable> parseCsv(const QByteArray &bytes, CsvError *error);
std::optional<CsvTable> parseCsvText(const QString &text, CsvEncoding encoding, CsvError *error);

// A number as a spreadsheet writes it: "0,5" or "0.5", "-1", spaces around allowed. nullopt for anything else.
std::optional<double> parseCsvNumber(const QString &cell);

} // namespace sztab
