#pragma once
// Spreadsheet text as a table (issue 8: import the official statistics from a spreadsheet): the bytes of a CSV
// file as Excel, LibreOffice or a hand-written file give them — UTF-8 with or without a BOM, or Windows-1250 — and
// RFC 4180 fields separated by commas or semicolons (a Polish Excel writes semicolons), quoted fields holding
// separators, doubled quotes and line breaks. Pure functions: no files, no globals.
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sztab {

enum class CsvEncoding { Utf8, Utf8WithBom, Windows1250 };

// The text of the bytes: UTF-8 (a BOM is dropped) when they are valid UTF-8, else Windows-1250.
QString decodeCsvBytes(const QByteArray &bytes, CsvEncoding *encoding = nullptr);
// Windows-1250 (Central European, as Polish Windows writes it) to text, by our own table.
QString decodeWindows1250(const QByteArray &bytes);
bool isValidUtf8(const QByteArray &bytes);

struct CsvRow {
    int line = 0;       // 1-based line of the file where the row starts
    QStringList cells;
};

struct CsvTable {
    QChar separator;    // ',' or ';'
    CsvEncoding encoding = CsvEncoding::Utf8;
    QStringList header; // the first non-empty row
    QList<CsvRow> rows; // the rest, without empty lines
};

struct CsvError {
    int line = 0;
    int column = 0;
    QString message;
};

// ';' when the first line has more semicolons than commas outside quotes, else ','.
QChar detectCsvSeparator(const QString &text);

// Decodes and splits. An unterminated quoted field is the only unusable input (nullopt and *error).
std::optional<CsvTable> parseCsv(const QByteArray &bytes, CsvError *error);
std::optional<CsvTable> parseCsvText(const QString &text, CsvEncoding encoding, CsvError *error);

// A number as a spreadsheet writes it: "0,5" or "0.5", "-1", spaces around allowed. nullopt for anything else.
std::optional<double> parseCsvNumber(const QString &cell);

} // namespace sztab
