// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/loaderrorwords.h"

#include "foundation/text.h"

#include <QRegularExpression>

#include <atomic>

namespace sztab {

namespace {

std::atomic<bool> g_polish{false};

// "the number 12", "the string \"x\"", "null", "an array": what a value was, as jsonTypeName() and the schema say it.
QString valueInPolish(const QString &what)
{
    static const QRegularExpression number(QStringLiteral("^the number (.*)$"));
    static const QRegularExpression string(QStringLiteral("^the string \"(.*)\"$"));
    if (const auto m = number.match(what); m.hasMatch())
        return QStringLiteral("liczbę %1").arg(m.captured(1));
    if (const auto m = string.match(what); m.hasMatch())
        return QStringLiteral("napis \u201e%1\u201d").arg(m.captured(1));
    static const QList<std::pair<QString, QString>> words{
        {QStringLiteral("null"), QStringLiteral("null")},
        {QStringLiteral("a boolean"), QStringLiteral("wartość logiczną")},
        {QStringLiteral("boolean"), QStringLiteral("wartość logiczna")},
        {QStringLiteral("an array"), QStringLiteral("tablicę")},
        {QStringLiteral("array"), QStringLiteral("tablica")},
        {QStringLiteral("an object"), QStringLiteral("obiekt")},
        {QStringLiteral("object"), QStringLiteral("obiekt")},
        {QStringLiteral("number"), QStringLiteral("liczba")},
        {QStringLiteral("integer"), QStringLiteral("liczba całkowita")},
        {QStringLiteral("string"), QStringLiteral("napis")},
        {QStringLiteral("nothing"), QStringLiteral("nic")}};
    for (const auto &[en, pl] : words)
        if (what == en)
            return pl;
    return what;
}

// Qt's own words for a JSON syntax error (document.cpp names them so, whatever language Qt was given).
QString syntaxInPolish(const QString &what)
{
    static const QList<std::pair<QString, QString>> words{
        {QStringLiteral("unterminated object"), QStringLiteral("niezamknięty obiekt")},
        {QStringLiteral("missing name separator"), QStringLiteral("brak dwukropka po nazwie")},
        {QStringLiteral("unterminated array"), QStringLiteral("niezamknięta tablica")},
        {QStringLiteral("missing value separator"), QStringLiteral("brak przecinka między wartościami")},
        {QStringLiteral("illegal value"), QStringLiteral("niepoprawna wartość")},
        {QStringLiteral("invalid termination by number"), QStringLiteral("dokument urywa się na liczbie")},
        {QStringLiteral("illegal number"), QStringLiteral("niepoprawna liczba")},
        {QStringLiteral("invalid escape sequence"), QStringLiteral("niepoprawna sekwencja ucieczki")},
        {QStringLiteral("invalid UTF8 string"), QStringLiteral("niepoprawny napis UTF-8")},
        {QStringLiteral("unterminated string"), QStringLiteral("niezamknięty napis")},
        {QStringLiteral("object is missing after a comma"), QStringLiteral("po przecinku brak obiektu")},
        {QStringLiteral("nested too deeply"), QStringLiteral("zbyt głębokie zagnieżdżenie")},
        {QStringLiteral("too large document"), QStringLiteral("dokument zbyt duży")},
        {QStringLiteral("garbage at the end of the document"), QStringLiteral("śmieci na końcu dokumentu")}};
    for (const auto &[en, pl] : words)
        if (what == en)
            return pl;
    return QString();
}

// The schema's JSON type names, alone or joined by " or " ("string or null").
QString typesInPolish(const QString &types)
{
    QStringList out;
    for (const QString &t : types.split(QStringLiteral(" or ")))
        out << valueInPolish(t);
    return out.join(QStringLiteral(" albo "));
}

struct Shape {
    QRegularExpression english;
    QString polish;    // %1… are the captures
    QList<int> values; // captures that are value descriptions ("the number 12")
    QList<int> types;  // captures that are JSON type names ("string or null")
};

Shape shape(const char *english, const char *polish, QList<int> values = {}, QList<int> types = {})
{
    return Shape{QRegularExpression(QLatin1Char('^') + QString::fromUtf8(english) + QLatin1Char('$')),
                 QString::fromUtf8(polish), values, types};
}

// %1…%9 in `pattern` replaced in one pass, so a capture that itself holds "%2" stays as it is.
QString fill(const QString &pattern, const QStringList &parts)
{
    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        const int n = i + 1 < pattern.size() ? pattern.at(i + 1).digitValue() : -1;
        if (c == QLatin1Char('%') && n >= 1 && n <= parts.size()) {
            out += parts.at(n - 1);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

const QList<Shape> &shapes()
{
    static const QList<Shape> list{
        // files (document.cpp)
        shape("is a directory, not a file", "to katalog, nie plik"),
        shape("not a regular file", "to nie jest zwykły plik"),
        shape("cannot open: (.*)", "nie można otworzyć: %1"),
        shape("file is (\\d+) bytes, larger than the (\\d+)-byte limit for data files",
              "plik ma %1 bajtów, więcej niż dopuszczalne %2 bajtów dla plików danych"),
        shape("file is larger than the limit for data files", "plik jest większy niż dopuszczalny dla plików danych"),
        shape("the file is empty, expected a JSON object", "plik jest pusty, oczekiwano obiektu JSON"),
        shape("expected a JSON object at the top level", "na najwyższym poziomie oczekiwano obiektu JSON"),
        shape("missing \"format\": expected \"(.*)\"", "brak \u201eformat\u201d: oczekiwano \u201e%1\u201d"),
        shape("unknown format \"(.*)\": expected \"(.*)\"",
              "nieznany format \u201e%1\u201d: oczekiwano \u201e%2\u201d"),
        shape("missing or non-integer \"version\"", "brak \u201eversion\u201d albo nie jest liczbą całkowitą"),
        shape("(.*) version (.*) is newer than this program reads \\(up to (.*)\\): update Sztab",
              "%1 w wersji %2 jest nowszy, niż ten program czyta (do %3): zaktualizuj Sztab"),
        shape("(.*) version (.*) is too old to read \\(oldest: (.*)\\)",
              "%1 w wersji %2 jest za stary (najstarsza czytana: %3)"),
        shape("no upgrade from (.*) version (.*)", "brak przejścia z %1 w wersji %2"),
        // values (jsonio.h)
        shape("expected a string, found (.*)", "oczekiwano napisu, jest %1", {1}),
        shape("expected true or false, found (.*)", "oczekiwano true albo false, jest %1", {1}),
        shape("expected a whole number, found (.*)", "oczekiwano liczby całkowitej, jest %1", {1}),
        shape("expected a number, found (.*)", "oczekiwano liczby, jest %1", {1}),
        shape("expected points in steps of 0\\.5, found (.*)", "oczekiwano punktów co 0,5, jest %1", {1}),
        shape("expected text: a string or \\{\"pl\": …, \"en\": …\\}, found (.*)",
              "oczekiwano tekstu: napisu albo {\"pl\": …, \"en\": …}, jest %1", {1}),
        shape("expected an object, found (.*)", "oczekiwano obiektu, jest %1", {1}),
        shape("expected an array, found (.*)", "oczekiwano tablicy, jest %1", {1}),
        shape("expected one of: (.*)", "oczekiwano jednego z: %1"),
        shape("missing required key \"(.*)\"", "brak wymaganego klucza \u201e%1\u201d"),
        shape("a list of (\\d+) entries, more than the limit of (\\d+)",
              "lista %1 pozycji, więcej niż dopuszczalne %2"),
        shape("text of (\\d+) characters, longer than the limit of (\\d+)",
              "tekst %1 znaków, dłuższy niż dopuszczalne %2"),
        shape("(.*) is beyond the limit of (.*)", "%1 przekracza granicę %2"),
        shape("must be at least 1", "musi być co najmniej 1"),
        // schema (jsonschema.cpp)
        shape("no value is allowed here", "tu nie wolno podać wartości"),
        shape("expected (\\w+(?: or \\w+)*), got (\\w+) (.*)", "oczekiwano: %1; jest %2 %3", {}, {1, 2}),
        shape("must be one of (.*) \\(got (.*)\\)", "musi być jednym z: %1 (jest %2)"),
        shape("must be at least (.*) \\(got (.*)\\)", "musi być co najmniej %1 (jest %2)"),
        shape("must be at most (.*) \\(got (.*)\\)", "musi być najwyżej %1 (jest %2)"),
        shape("must be greater than (.*) \\(got (.*)\\)", "musi być większe niż %1 (jest %2)"),
        shape("must be less than (.*) \\(got (.*)\\)", "musi być mniejsze niż %1 (jest %2)"),
        shape("must be a multiple of (.*) \\(got (.*)\\)", "musi być wielokrotnością %1 (jest %2)"),
        shape("must be (.*) \\(got (.*)\\)", "musi być %1 (jest %2)"),
        shape("must be at least (\\d+) characters long \\(has (\\d+)\\)", "musi mieć co najmniej %1 znaków (ma %2)"),
        shape("must be at most (\\d+) characters long \\(has (\\d+)\\)", "może mieć najwyżej %1 znaków (ma %2)"),
        shape("(.*) does not match pattern (.*)", "%1 nie pasuje do wzorca %2"),
        shape("must have at least (\\d+) items \\(has (\\d+)\\)", "musi mieć co najmniej %1 pozycji (ma %2)"),
        shape("must have at most (\\d+) items \\(has (\\d+)\\)", "może mieć najwyżej %1 pozycji (ma %2)"),
        shape("duplicate of item (\\d+) \\(items must be unique\\)",
              "powtórzenie pozycji %1 (pozycje muszą być różne)"),
        shape("property (.*) is not allowed here", "klucz %1 jest tu niedozwolony"),
        shape("missing required property (.*)", "brak wymaganego klucza %1"),
        shape("must have at least (\\d+) properties \\(has (\\d+)\\)", "musi mieć co najmniej %1 kluczy (ma %2)"),
        shape("must have at most (\\d+) properties \\(has (\\d+)\\)", "może mieć najwyżej %1 kluczy (ma %2)"),
        shape("matches none of the (\\d+) alternatives \\((anyOf|oneOf)\\)(.*)",
              "nie pasuje do żadnej z %1 możliwości (%2)%3"),
        // ids that do not resolve (boundroster.cpp, rosterfile, dataset)
        shape("unknown ruleset \"(.*)\" \\(known: (.*)\\)", "nieznane zasady \u201e%1\u201d (znane: %2)"),
        shape("unknown ruleset \"(.*)\"", "nieznane zasady \u201e%1\u201d"),
        shape("unknown catalogue \"(.*)\" \\(known: (.*)\\)", "nieznany katalog \u201e%1\u201d (znane: %2)"),
        shape("catalogue \"(.*)\" is for ruleset \"(.*)\", the roster uses \"(.*)\"",
              "katalog \u201e%1\u201d jest do zasad \u201e%2\u201d, rozpiska używa \u201e%3\u201d"),
        shape("catalogue \"(.*)\" is not one of the roster's catalogues",
              "katalog \u201e%1\u201d nie jest jednym z katalogów rozpiski"),
        shape("unknown general \"(.*)\" in catalogues (.*)", "nieznany generał \u201e%1\u201d w katalogach %2"),
        shape("unknown general \"(.*)\"", "nieznany generał \u201e%1\u201d"),
        shape("unknown unit \"(.*)\": the roster names no catalogue",
              "nieznana jednostka \u201e%1\u201d: rozpiska nie podaje katalogu"),
        shape("unknown unit \"(.*)\"", "nieznana jednostka \u201e%1\u201d"),
        shape("unknown upgrade \"(.*)\"", "nieznane ulepszenie \u201e%1\u201d"),
        shape("\"(.*)\" is bought on a regiment, not in the upgrade list",
              "\u201e%1\u201d kupuje się dla pułku, nie na liście ulepszeń"),
        shape("unknown preset \"(.*)\" \\(the ruleset has (.*)\\)",
              "nieznany format bitwy \u201e%1\u201d (zasady mają %2)"),
        shape("limits must not be negative", "limity nie mogą być ujemne"),
        shape("choose the terrain: one of (.*)", "wybierz teren: jeden z %1"),
        shape("missing \"points\": the charges bought", "brak \u201epoints\u201d: kupione ładunki"),
        shape("unknown target \"(.*)\": \"cinc\", a corps id or a division id",
              "nieznany cel \u201e%1\u201d: \u201ecinc\u201d, id korpusu albo id dywizji"),
        shape("unknown corps \"(.*)\"", "nieznany korpus \u201e%1\u201d"),
        shape("unknown division \"(.*)\"", "nieznana dywizja \u201e%1\u201d"),
        shape("unknown historical corps \"(.*)\"", "nieznany korpus historyczny \u201e%1\u201d"),
        shape("unknown historical division \"(.*)\"", "nieznana dywizja historyczna \u201e%1\u201d"),
        shape("division id \"(.*)\" is used twice", "id dywizji \u201e%1\u201d użyte dwa razy"),
        shape("unit id \"(.*)\" is used twice", "id jednostki \u201e%1\u201d użyte dwa razy"),
        shape("id \"(.*)\" is used twice", "id \u201e%1\u201d użyte dwa razy"),
        shape("not a data directory", "to nie jest katalog danych"),
    };
    return list;
}

} // namespace

void setMessageLanguage(const QString &lang) { g_polish = isPolish(lang); }
QString messageLanguage() { return g_polish ? QStringLiteral("pl") : QStringLiteral("en"); }

QString loadMessageInPolish(const QString &english)
{
    static const QString syntaxPrefix = QStringLiteral("not valid JSON: ");
    if (english.startsWith(syntaxPrefix)) {
        const QString pl = syntaxInPolish(english.mid(syntaxPrefix.size()));
        return pl.isEmpty() ? english : QStringLiteral("niepoprawny JSON: ") + pl;
    }
    for (const Shape &s : shapes()) {
        const QRegularExpressionMatch m = s.english.match(english);
        if (!m.hasMatch())
            continue;
        QStringList parts;
        for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
            const QString part = m.captured(i);
            parts << (s.values.contains(i) ? valueInPolish(part) : s.types.contains(i) ? typesInPolish(part) : part);
        }
        return fill(s.polish, parts);
    }
    return english;
}

} // namespace sztab
