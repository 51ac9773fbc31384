// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/document.h"

#include "foundation/atomicwrite.h"
#include "foundation/messagelanguage.h"
#include "foundation/savetarget.h"
#include "foundation/text.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace sztab {

const DocumentKind &rulesetKind()
{
    static const DocumentKind kind{QStringLiteral("bw-ruleset"), 1, {}, 1};
    return kind;
}

const DocumentKind &catalogueKind()
{
    static const DocumentKind kind{QStringLiteral("bw-catalogue"), 1, {}, 1};
    return kind;
}

const DocumentKind &rosterKind()
{
    static const DocumentKind kind{QStringLiteral("bw-roster"), 1, {}, 1};
    return kind;
}

std::optional<QByteArray> readFileBytes(const QString &path, LoadError *error)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) { // a directory, or a pipe that could block forever
        *error = info.isDir()
            ? LoadError{path,
                        {},
                        false,
                        0,
                        0,
                        QStringLiteral("is a directory, not a file"),
                        QStringLiteral("to katalog, nie plik")}
            : LoadError{
                path, {}, false, 0, 0, QStringLiteral("not a regular file"), QStringLiteral("to nie jest zwykły plik")};
        return std::nullopt;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        // The two common reasons in both languages (the system's own words are English only).
        if (!info.exists())
            *error = LoadError{path, {}, false, 0, 0, QStringLiteral("cannot open: no such file"),
                               QStringLiteral("nie można otworzyć: nie ma takiego pliku")};
        else if (!info.isReadable())
            *error = LoadError{path, {}, false, 0, 0, QStringLiteral("cannot open: no permission to read it"),
                               QStringLiteral("nie można otworzyć: brak uprawnień do odczytu")};
        else
            *error = LoadError{path,
                               {},
                               false,
                               0,
                               0,
                               QStringLiteral("cannot open: %1").arg(f.errorString()),
                               QStringLiteral("nie można otworzyć: %1").arg(f.errorString())};
        return std::nullopt;
    }
    if (f.size() > kMaxDocumentBytes) {
        *error = LoadError{path,
                           {},
                           false,
                           0,
                           0,
                           QStringLiteral("file is %1 bytes, larger than the %2-byte limit for data files")
                               .arg(f.size())
                               .arg(kMaxDocumentBytes),
                           QStringLiteral("plik ma %1 bajtów, więcej niż dopuszczalne %2 bajtów dla plików danych")
                               .arg(f.size())
                               .arg(kMaxDocumentBytes)};
        return std::nullopt;
    }
    QByteArray bytes = f.read(kMaxDocumentBytes + 1);
    if (bytes.size() > kMaxDocumentBytes) { // a pipe or special file that does not report its size
        *error = LoadError{path,
                           {},
                           false,
                           0,
                           0,
                           QStringLiteral("file is larger than the limit for data files"),
                           QStringLiteral("plik jest większy niż dopuszczalny dla plików danych")};
        return std::nullopt;
    }
    return bytes;
}

static void lineColumn(const QByteArray &bytes, qsizetype offset, int *line, int *column)
{
    *line = 1;
    *column = 1;
    offset = qBound<qsizetype>(0, offset, bytes.size());
    for (qsizetype i = 0; i < offset; ++i) {
        const char c = bytes.at(i);
        if (c == '\n') {
            ++*line;
            *column = 1;
        } else if ((uchar(c) & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++*column;
        }
    }
}

// Our own words for a syntax error, not errorString(): Qt translates that one into whatever language it was given,
// which made a message half English, half Polish.
struct SyntaxWords {
    QJsonParseError::ParseError error;
    const char *en;
    const char *pl;
};
constexpr SyntaxWords kSyntaxWords[]{
    {QJsonParseError::UnterminatedObject, "unterminated object", "niezamknięty obiekt"},
    {QJsonParseError::MissingNameSeparator, "missing name separator", "brak dwukropka po nazwie"},
    {QJsonParseError::UnterminatedArray, "unterminated array", "niezamknięta tablica"},
    {QJsonParseError::MissingValueSeparator, "missing value separator", "brak przecinka między wartościami"},
    {QJsonParseError::IllegalValue, "illegal value", "niepoprawna wartość"},
    {QJsonParseError::TerminationByNumber, "invalid termination by number", "dokument urywa się na liczbie"},
    {QJsonParseError::IllegalNumber, "illegal number", "niepoprawna liczba"},
    {QJsonParseError::IllegalEscapeSequence, "invalid escape sequence", "niepoprawna sekwencja ucieczki"},
    {QJsonParseError::IllegalUTF8String, "invalid UTF8 string", "niepoprawny napis UTF-8"},
    {QJsonParseError::UnterminatedString, "unterminated string", "niezamknięty napis"},
    {QJsonParseError::MissingObject, "object is missing after a comma", "po przecinku brak obiektu"},
    {QJsonParseError::DeepNesting, "nested too deeply", "zbyt głębokie zagnieżdżenie"},
    {QJsonParseError::DocumentTooLarge, "too large document", "dokument zbyt duży"},
    {QJsonParseError::GarbageAtEnd, "garbage at the end of the document", "śmieci na końcu dokumentu"},
};

static QString syntaxErrorWords(QJsonParseError::ParseError error, const QString &lang)
{
    for (const SyntaxWords &w : kSyntaxWords)
        if (w.error == error)
            return pick(lang, w.pl, w.en);
    return pick(lang, "błąd %1", "error %1").arg(int(error));
}

namespace {

// UTF-16 and UTF-32 (a byte-order mark, or a zero byte beside the first character): JSON files are UTF-8, and the
// parser would only say "illegal value" at the first character.
bool wideEncoding(const QByteArray &bytes)
{
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return true;
    return bytes.size() >= 2 && (bytes[0] == '\0' || bytes[1] == '\0');
}

} // namespace

std::optional<QJsonObject> parseJsonObject(const QByteArray &input, const QString &file, LoadError *error)
{
    if (wideEncoding(input)) {
        *error = LoadError{file, {}, false, 0, 0,
                           QStringLiteral("the file is in UTF-16 or UTF-32, not UTF-8: save it as UTF-8"),
                           QStringLiteral("plik jest w kodowaniu UTF-16 albo UTF-32, nie UTF-8: zapisz go jako UTF-8")};
        return std::nullopt;
    }
    // A UTF-8 byte-order mark (as some Windows editors write) is not part of the JSON.
    const QByteArray bytes = input.startsWith("\xEF\xBB\xBF") ? input.mid(3) : input;
    if (bytes.trimmed().isEmpty()) {
        *error = LoadError{file,
                           {},
                           false,
                           0,
                           0,
                           QStringLiteral("the file is empty, expected a JSON object"),
                           QStringLiteral("plik jest pusty, oczekiwano obiektu JSON")};
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        LoadError e{file, {}, false, 0, 0, QString(), {}};
        lineColumn(bytes, parseError.offset, &e.line, &e.column);
        e.message = QStringLiteral("not valid JSON: ") + syntaxErrorWords(parseError.error, QStringLiteral("en"));
        e.messagePl = QStringLiteral("niepoprawny JSON: ") + syntaxErrorWords(parseError.error, QStringLiteral("pl"));
        *error = e;
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = LoadError{file,
                           {},
                           true,
                           0,
                           0,
                           QStringLiteral("expected a JSON object at the top level"),
                           QStringLiteral("na najwyższym poziomie oczekiwano obiektu JSON")};
        return std::nullopt;
    }
    return doc.object();
}

std::optional<QJsonObject> readJsonFile(const QString &path, LoadError *error)
{
    const auto bytes = readFileBytes(path, error);
    if (!bytes)
        return std::nullopt;
    return parseJsonObject(*bytes, path, error);
}

QString documentFormat(const QJsonObject &doc) { return doc.value(QStringLiteral("format")).toString(); }

std::optional<QJsonObject> checkAndUpgrade(QJsonObject doc, const DocumentKind &kind, const QString &file,
                                           LoadError *error)
{
    auto fail = [&](const QString &pointer, const QString &english, const QString &polish) {
        *error = LoadError{file, pointer, true, 0, 0, english, polish};
        return std::nullopt;
    };
    const QJsonValue format = doc.value(QStringLiteral("format"));
    if (!format.isString())
        return fail(QStringLiteral("/format"), QStringLiteral("missing \"format\": expected \"%1\"").arg(kind.format),
                    QStringLiteral("brak \u201eformat\u201d: oczekiwano \u201e%1\u201d").arg(kind.format));
    if (format.toString() != kind.format)
        return fail(QStringLiteral("/format"),
                    QStringLiteral("unknown format \"%1\": expected \"%2\"").arg(format.toString(), kind.format),
                    QStringLiteral("nieznany format \u201e%1\u201d: oczekiwano \u201e%2\u201d")
                        .arg(format.toString(), kind.format));
    const QJsonValue versionValue = doc.value(QStringLiteral("version"));
    const double v = versionValue.toDouble(-1);
    if (!versionValue.isDouble() || std::abs(v) > 1e9 || v != double(qint64(v)))
        return fail(QStringLiteral("/version"), QStringLiteral("missing or non-integer \"version\""),
                    QStringLiteral("brak \u201eversion\u201d albo nie jest liczbą całkowitą"));
    int version = int(v);
    if (version > kind.currentVersion)
        return fail(QStringLiteral("/version"),
                    QStringLiteral("%1 version %2 is newer than this program reads (up to %3): update Sztab")
                        .arg(kind.format)
                        .arg(version)
                        .arg(kind.currentVersion),
                    QStringLiteral("%1 w wersji %2 jest nowszy, niż ten program czyta (do %3): zaktualizuj Sztab")
                        .arg(kind.format)
                        .arg(version)
                        .arg(kind.currentVersion));
    if (version < kind.oldestVersion)
        return fail(QStringLiteral("/version"),
                    QStringLiteral("%1 version %2 is too old to read (oldest: %3)")
                        .arg(kind.format)
                        .arg(version)
                        .arg(kind.oldestVersion),
                    QStringLiteral("%1 w wersji %2 jest za stary (najstarsza czytana: %3)")
                        .arg(kind.format)
                        .arg(version)
                        .arg(kind.oldestVersion));
    while (version < kind.currentVersion) {
        const Migration *step = nullptr;
        for (const Migration &m : kind.upgrades)
            if (m.from == version)
                step = &m;
        if (!step)
            return fail(QStringLiteral("/version"),
                        QStringLiteral("no upgrade from %1 version %2").arg(kind.format).arg(version),
                        QStringLiteral("brak przejścia z %1 w wersji %2").arg(kind.format).arg(version));
        doc = step->apply(doc);
        ++version;
        doc.insert(QStringLiteral("version"), version);
    }
    return doc;
}

bool saveJsonAtomically(const QJsonObject &doc, const QString &path, QString *errorMessage)
{
    // Never over a file of another kind, whoever asks (the app checks first, in the player's language; the CLI's
    // -o relies on this).
    // A pipe is refused before its content is looked at: opening it to read would wait forever.
    std::optional<Text> why = notARegularFile(path);
    if (!why)
        why = otherContentAt(path, FileContent::ofFormat(documentFormat(doc)));
    if (why) {
        *errorMessage = why->get(messageLanguage());
        return false;
    }
    return writeFileAtomically(path, QJsonDocument(doc).toJson(QJsonDocument::Indented), errorMessage);
}

} // namespace sztab
