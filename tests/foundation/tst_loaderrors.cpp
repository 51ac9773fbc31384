// SPDX-License-Identifier: GPL-3.0-or-later
// Load errors in both languages, worded where they are raised: every family of error (the JSON binders, the schema's
// keywords, the document's file, syntax, format and version errors, the roster binder's ids, KSK's and MAC's
// scenarios and games) carries a Polish message that is not the English one and has no English left in it; the
// wordings Polish screens showed before keep their exact words.
#include "bw/boundroster.h"
#include "bw/catalogue.h"
#include "bw/dataset.h"
#include "bw/roster.h"
#include "bw/ruleset.h"
#include "foundation/document.h"
#include "foundation/jsonio.h"
#include "foundation/jsonschema.h"
#include "hex/hex.h"
#include "ksk/game.h"
#include "ksk/scenario.h"
#include "mac/game.h"
#include "mac/scenario.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;

namespace {

// Every binder of jsonio.h, one field each.
struct Probe {
    QString text;
    bool flag = false;
    int whole = 1;
    double number = 0;
    HalfPoints points;
    Text words;
    QJsonObject object;
    hex::Orientation orientation = hex::Orientation::Flat;
    QList<int> list;

    template <class IO, class Self> static void io(IO &io, Self &self)
    {
        io.req("text", self.text);
        io.req("flag", self.flag);
        io.req("whole", self.whole);
        io.req("number", self.number);
        io.req("points", self.points);
        io.req("words", self.words);
        io.req("object", self.object);
        io.req("orientation", self.orientation);
        io.req("list", self.list);
        io.check(self.whole >= 1, "whole", "must be at least 1", "musi być co najmniej 1");
    }
};

QJsonObject goodProbe()
{
    return QJsonObject{{QStringLiteral("text"), QStringLiteral("x")},
                       {QStringLiteral("flag"), true},
                       {QStringLiteral("whole"), 3},
                       {QStringLiteral("number"), 1.5},
                       {QStringLiteral("points"), 2.5},
                       {QStringLiteral("words"), QStringLiteral("w")},
                       {QStringLiteral("object"), QJsonObject()},
                       {QStringLiteral("orientation"), QStringLiteral("flat")},
                       {QStringLiteral("list"), QJsonArray{1, 2}}};
}

// Words of the old English messages that a Polish one must not contain (a quoted id or key does not count).
QString englishLeftOver(QString polish)
{
    static const QRegularExpression quoted(QStringLiteral("\u201e[^\u201d]*\u201d|\"[^\"]*\""));
    static const QRegularExpression english(
        QStringLiteral("\\b(expected|found|missing|unknown|must|required|allowed|limit|beyond|than|twice|alternatives|"
                       "closest|cannot|the|is|or|and|not|needs?|more|least|most|only|file|schema|error)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    polish.remove(quoted);
    const QRegularExpressionMatch m = english.match(polish);
    return m.hasMatch() ? m.captured(1) : QString();
}

// The Polish of one error, after the checks every error must pass.
QString polishOf(const QString &english, const QString &polish)
{
    if (english.isEmpty())
        return QStringLiteral("<no error>");
    if (polish.isEmpty())
        return QStringLiteral("<no Polish for: %1>").arg(english);
    if (polish == english)
        return QStringLiteral("<the English again: %1>").arg(english);
    if (const QString word = englishLeftOver(polish); !word.isEmpty())
        return QStringLiteral("<English \"%1\" left in: %2>").arg(word, polish);
    return polish;
}
QString polishOf(const LoadError &e) { return polishOf(e.message, e.messagePl); }

QString probe(const char *key, const QJsonValue &value)
{
    QJsonObject doc = goodProbe();
    if (value.isUndefined())
        doc.remove(QLatin1String(key));
    else
        doc.insert(QLatin1String(key), value);
    Probe p;
    JsonError e;
    if (readDocument(doc, p, &e))
        return QStringLiteral("<read>");
    return polishOf(e.message, e.messagePl);
}

QString schemaSays(const char *schema, const char *instance)
{
    const QJsonObject s = QJsonDocument::fromJson(schema).object();
    const QJsonValue v = QJsonDocument::fromJson(QByteArray("[") + instance + "]").array().at(0);
    const QList<SchemaViolation> violations = validateJsonSchema(v, s);
    if (violations.size() != 1)
        return QStringLiteral("<%1 violations>").arg(violations.size());
    return polishOf(violations.first().message, violations.first().messagePl);
}

QString parsed(const QByteArray &bytes)
{
    LoadError e;
    if (parseJsonObject(bytes, QStringLiteral("f.json"), &e))
        return QStringLiteral("<parsed>");
    return polishOf(e);
}

QString upgraded(const QJsonObject &doc, const DocumentKind &kind)
{
    LoadError e;
    if (checkAndUpgrade(doc, kind, QStringLiteral("f.json"), &e))
        return QStringLiteral("<upgraded>");
    return polishOf(e);
}

QJsonObject fileJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

const QString dataDir = QStringLiteral(SZTAB_SOURCE_DATA_DIR);

} // namespace

class TstLoadErrors : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonBinders();
    void jsonBinders_limits();
    void schemaKeywords();
    void documentFiles();
    void jsonSyntax();
    void documentFormatAndVersion();
    void toLine_picksTheLanguage();
    void rosterBinder();
    void dataFolder();
    void kskScenarioAndGame();
    void macScenarioAndGame();

private:
    DataSet m_data;
    QJsonObject m_roster;
};

void TstLoadErrors::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({dataDir}, &error), qPrintable(error.toLine()));
    m_roster = fileJson(dataDir + QStringLiteral("/rosters/demo-france-1813.bwroster"));
    QVERIFY(!m_roster.isEmpty());
}

void TstLoadErrors::jsonBinders()
{
    QCOMPARE(probe("text", 12), QStringLiteral("oczekiwano napisu, jest liczbę 12"));
    QCOMPARE(probe("flag", QStringLiteral("yes")), QStringLiteral("oczekiwano true albo false, jest napis „yes”"));
    QCOMPARE(probe("whole", 1.5), QStringLiteral("oczekiwano liczby całkowitej, jest liczbę 1.5"));
    QCOMPARE(probe("whole", 0), QStringLiteral("musi być co najmniej 1"));
    QCOMPARE(probe("number", QJsonValue::Null), QStringLiteral("oczekiwano liczby, jest null"));
    QCOMPARE(probe("points", 0.3), QStringLiteral("oczekiwano punktów co 0,5, jest liczbę 0.3"));
    QCOMPARE(probe("words", QJsonArray{1}),
             QStringLiteral("oczekiwano tekstu: napisu albo {\"pl\": …, \"en\": …}, jest tablicę"));
    QCOMPARE(probe("object", true), QStringLiteral("oczekiwano obiektu, jest wartość logiczną"));
    QCOMPARE(probe("orientation", QStringLiteral("round")), QStringLiteral("oczekiwano jednego z: flat, pointy"));
    QCOMPARE(probe("list", QJsonObject()), QStringLiteral("oczekiwano tablicy, jest obiekt"));
    QCOMPARE(probe("text", QJsonValue(QJsonValue::Undefined)), QStringLiteral("brak wymaganego klucza „text”"));
}

void TstLoadErrors::jsonBinders_limits()
{
    QCOMPARE(probe("whole", 1e9), QStringLiteral("1000000000 przekracza granicę 100000000"));
    QCOMPARE(probe("text", QString(kMaxStringLength + 1, QLatin1Char('x'))),
             QStringLiteral("tekst 65537 znaków, dłuższy niż dopuszczalne 65536"));
    QJsonArray many;
    for (qsizetype i = 0; i <= kMaxListLength; ++i)
        many.append(0);
    QCOMPARE(probe("list", many), QStringLiteral("lista 1000001 pozycji, więcej niż dopuszczalne 1000000"));
    // Before, "points" stayed English in the Polish message.
    QCOMPARE(probe("points", 3e9), QStringLiteral("3000000000 pkt przekracza granicę 1000000000"));
}

void TstLoadErrors::schemaKeywords()
{
    QCOMPARE(schemaSays(R"({"properties": {"a": false}})", R"({"a": 1})"),
             QStringLiteral("tu nie wolno podać wartości"));
    QCOMPARE(schemaSays(R"({"type": ["string", "null"]})", "12"),
             QStringLiteral("oczekiwano: napis albo null; jest liczba 12"));
    QCOMPARE(schemaSays(R"({"type": "integer"})", "true"),
             QStringLiteral("oczekiwano: liczba całkowita; jest wartość logiczna true"));
    QCOMPARE(schemaSays(R"({"enum": ["a", "b"]})", R"("c")"),
             QStringLiteral("musi być jednym z: \"a\", \"b\" (jest \"c\")"));
    QCOMPARE(schemaSays(R"({"const": 1})", "2"), QStringLiteral("musi być 1 (jest 2)"));
    QCOMPARE(schemaSays(R"({"minimum": 5})", "3"), QStringLiteral("musi być co najmniej 5 (jest 3)"));
    QCOMPARE(schemaSays(R"({"maximum": 5})", "7"), QStringLiteral("musi być najwyżej 5 (jest 7)"));
    QCOMPARE(schemaSays(R"({"exclusiveMinimum": 5})", "5"), QStringLiteral("musi być większe niż 5 (jest 5)"));
    QCOMPARE(schemaSays(R"({"exclusiveMaximum": 5})", "5"), QStringLiteral("musi być mniejsze niż 5 (jest 5)"));
    QCOMPARE(schemaSays(R"({"multipleOf": 2})", "3"), QStringLiteral("musi być wielokrotnością 2 (jest 3)"));
    QCOMPARE(schemaSays(R"({"minLength": 3})", R"("ab")"), QStringLiteral("musi mieć co najmniej 3 znaków (ma 2)"));
    QCOMPARE(schemaSays(R"({"maxLength": 1})", R"("ab")"), QStringLiteral("może mieć najwyżej 1 znaków (ma 2)"));
    QCOMPARE(schemaSays(R"({"pattern": "^a"})", R"("b")"), QStringLiteral("\"b\" nie pasuje do wzorca \"^a\""));
    QCOMPARE(schemaSays(R"({"minItems": 2})", "[1]"), QStringLiteral("musi mieć co najmniej 2 pozycji (ma 1)"));
    QCOMPARE(schemaSays(R"({"maxItems": 1})", "[1, 2]"), QStringLiteral("może mieć najwyżej 1 pozycji (ma 2)"));
    QCOMPARE(schemaSays(R"({"uniqueItems": true})", "[1, 1]"),
             QStringLiteral("powtórzenie pozycji 0 (pozycje muszą być różne)"));
    QCOMPARE(schemaSays(R"({"additionalProperties": false})", R"({"x": 1})"),
             QStringLiteral("klucz \"x\" jest tu niedozwolony"));
    QCOMPARE(schemaSays(R"({"required": ["y"]})", "{}"), QStringLiteral("brak wymaganego klucza \"y\""));
    QCOMPARE(schemaSays(R"({"minProperties": 1})", "{}"), QStringLiteral("musi mieć co najmniej 1 kluczy (ma 0)"));
    QCOMPARE(schemaSays(R"({"maxProperties": 0})", R"({"a": 1})"),
             QStringLiteral("może mieć najwyżej 0 kluczy (ma 1)"));
    // Polish for the first time (before: English, or the closest alternative's words left in English).
    QCOMPARE(schemaSays(R"({"anyOf": [{"type": "string"}, {"type": "null"}]})", "1"),
             QStringLiteral("nie pasuje do żadnej z 2 możliwości (anyOf); najbliższa jest możliwość nr 0: oczekiwano: "
                            "napis; jest liczba 1"));
    QCOMPARE(schemaSays(R"({"oneOf": [{"type": "number"}, {"minimum": 0}]})", "1"),
             QStringLiteral("pasuje do 2 możliwości (0, 1), a wolno tylko do jednej (oneOf)"));
    QCOMPARE(schemaSays(R"({"not": {"type": "number"}})", "1"), QStringLiteral("nie może pasować do schematu w „not”"));
    QCOMPARE(schemaSays(R"({"propertyNames": {"pattern": "^a"}})", R"({"b": 1})"),
             QStringLiteral("nazwa klucza: \"b\" nie pasuje do wzorca \"^a\""));
    QCOMPARE(schemaSays("{\"pattern\": \"(\"}", "\"b\""), QStringLiteral("błąd schematu: niepoprawny wzorzec \"(\""));
    QCOMPARE(
        schemaSays(R"({"$ref": "#/nowhere"})", "1"),
        QStringLiteral("błąd schematu: nie można rozwiązać $ref \"#/nowhere\" (obsługiwane są tylko „#” i „#/…”)"));
}

void TstLoadErrors::documentFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    LoadError e;
    QVERIFY(!readFileBytes(dir.path(), &e));
    QCOMPARE(polishOf(e), QStringLiteral("to katalog, nie plik"));
    QVERIFY(!readFileBytes(dir.filePath(QStringLiteral("none.json")), &e));
    QCOMPARE(polishOf(e), QStringLiteral("nie można otworzyć: nie ma takiego pliku"));
    QCOMPARE(parsed("  \n"), QStringLiteral("plik jest pusty, oczekiwano obiektu JSON"));
    QCOMPARE(parsed("[1]"), QStringLiteral("na najwyższym poziomie oczekiwano obiektu JSON"));
    QCOMPARE(parsed(QByteArray("{\0}\0", 4)),
             QStringLiteral("plik jest w kodowaniu UTF-16 albo UTF-32, nie UTF-8: zapisz go jako UTF-8"));
    LoadError notADir;
    DataSet data;
    QVERIFY(!data.load({dir.filePath(QStringLiteral("none"))}, &notADir));
    QCOMPARE(polishOf(notADir), QStringLiteral("to nie jest katalog danych"));
}

void TstLoadErrors::jsonSyntax()
{
    QCOMPARE(parsed("{\"a\": tru}"), QStringLiteral("niepoprawny JSON: niepoprawna wartość"));
    QCOMPARE(parsed("{\"a\": -}"), QStringLiteral("niepoprawny JSON: niepoprawna liczba"));
    QCOMPARE(parsed("{\"a\": 1,}"), QStringLiteral("niepoprawny JSON: po przecinku brak obiektu"));
    QCOMPARE(parsed("{\"a\": 1"), QStringLiteral("niepoprawny JSON: dokument urywa się na liczbie"));
    QCOMPARE(parsed("{\"a\": true "), QStringLiteral("niepoprawny JSON: niezamknięty obiekt"));
    QCOMPARE(parsed("{\"a\": [true "), QStringLiteral("niepoprawny JSON: niezamknięta tablica"));
    QCOMPARE(parsed("{\"a\" 1}"), QStringLiteral("niepoprawny JSON: brak dwukropka po nazwie"));
    QCOMPARE(parsed("{\"a\": [1 2]}"), QStringLiteral("niepoprawny JSON: brak przecinka między wartościami"));
    QCOMPARE(parsed("{\"a\": \"x}"), QStringLiteral("niepoprawny JSON: niezamknięty napis"));
    QCOMPARE(parsed("{} x"), QStringLiteral("niepoprawny JSON: śmieci na końcu dokumentu"));
    LoadError e;
    QVERIFY(!parseJsonObject("{\n  \"a\": tru\n}", QStringLiteral("f.json"), &e));
    QCOMPARE(e.toLine(QStringLiteral("pl")), QStringLiteral("f.json:3:1: niepoprawny JSON: niepoprawna wartość"));
    QCOMPARE(e.toLine(QStringLiteral("en")), QStringLiteral("f.json:3:1: not valid JSON: illegal value"));
}

void TstLoadErrors::documentFormatAndVersion()
{
    const DocumentKind kind{QStringLiteral("bw-roster"), 3, {}, 2};
    const auto doc = [](const QJsonValue &format, const QJsonValue &version) {
        QJsonObject o;
        if (!format.isUndefined())
            o.insert(QStringLiteral("format"), format);
        if (!version.isUndefined())
            o.insert(QStringLiteral("version"), version);
        return o;
    };
    const QJsonValue none(QJsonValue::Undefined);
    const QString roster = QStringLiteral("bw-roster");
    QCOMPARE(upgraded(doc(none, 1), kind), QStringLiteral("brak „format”: oczekiwano „bw-roster”"));
    QCOMPARE(upgraded(doc(QStringLiteral("ksk-game"), 1), kind),
             QStringLiteral("nieznany format „ksk-game”: oczekiwano „bw-roster”"));
    QCOMPARE(upgraded(doc(roster, 1.5), kind), QStringLiteral("brak „version” albo nie jest liczbą całkowitą"));
    QCOMPARE(upgraded(doc(roster, 4), kind),
             QStringLiteral("bw-roster w wersji 4 jest nowszy, niż ten program czyta (do 3): zaktualizuj Sztab"));
    QCOMPARE(upgraded(doc(roster, 1), kind),
             QStringLiteral("bw-roster w wersji 1 jest za stary (najstarsza czytana: 2)"));
    QCOMPARE(upgraded(doc(roster, 2), kind), QStringLiteral("brak przejścia z bw-roster w wersji 2"));
}

void TstLoadErrors::toLine_picksTheLanguage()
{
    const LoadError e{QStringLiteral("r.json"),  QStringLiteral("/a"),    true, 0, 0,
                      QStringLiteral("english"), QStringLiteral("polski")};
    QCOMPARE(e.toLine(QStringLiteral("pl")), QStringLiteral("r.json: /a: polski"));
    QCOMPARE(e.toLine(QStringLiteral("en")), QStringLiteral("r.json: /a: english"));
    // An error made without Polish words (a caller's own) still says something on a Polish screen.
    const LoadError bare{QStringLiteral("r.json"), {}, false, 0, 0, QStringLiteral("english"), {}};
    QCOMPARE(bare.toLine(QStringLiteral("pl")), QStringLiteral("r.json: english"));
}

void TstLoadErrors::rosterBinder()
{
    const auto bound = [&](const QJsonObject &doc) {
        LoadError e;
        const auto roster = rosterFromJson(doc, QStringLiteral("r.json"), &e);
        if (roster && bindRoster(*roster, m_data, QStringLiteral("r.json"), &e))
            return QStringLiteral("<bound>");
        return polishOf(e);
    };
    const auto with = [&](const char *key, const QJsonValue &v) {
        QJsonObject o = m_roster;
        o.insert(QLatin1String(key), v);
        return o;
    };
    QCOMPARE(bound(m_roster), QStringLiteral("<bound>"));
    QCOMPARE(bound(with("ruleset", QStringLiteral("nope"))),
             QStringLiteral("nieznane zasady „nope” (znane: %1)").arg(m_data.rulesetIds().join(QStringLiteral(", "))));
    QCOMPARE(
        bound(with("catalogues", QJsonArray{QStringLiteral("nope")})),
        QStringLiteral("nieznany katalog „nope” (znane: %1)").arg(m_data.catalogueIds().join(QStringLiteral(", "))));
    QCOMPARE(bound(with("limits", QJsonObject{{QStringLiteral("preset"), QStringLiteral("1+1")}})).left(30),
             QStringLiteral("nieznany format bitwy „1+1” (zasady mają ").left(30));
    QCOMPARE(bound(with("upgrades", QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("nope")}}})),
             QStringLiteral("nieznane ulepszenie „nope”"));

    QJsonArray divisions = m_roster.value(QStringLiteral("divisions")).toArray();
    QJsonObject first = divisions.at(0).toObject();
    first.insert(QStringLiteral("general"), QStringLiteral("nobody"));
    QCOMPARE(bound(with("divisions", QJsonArray{first})),
             QStringLiteral("nieznany generał „nobody” w katalogach demo-france-1813"));
    first = divisions.at(0).toObject();
    first.insert(QStringLiteral("historical"), QStringLiteral("nope"));
    QCOMPARE(bound(with("divisions", QJsonArray{first})), QStringLiteral("nieznana dywizja historyczna „nope”"));
    QCOMPARE(bound(with("divisions", QJsonArray{divisions.at(0), divisions.at(0)})),
             QStringLiteral("id dywizji „d1” użyte dwa razy"));
    QCOMPARE(bound(with("corps",
                        QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("k1")},
                                               {QStringLiteral("divisions"), QJsonArray{QStringLiteral("d9")}}}})),
             QStringLiteral("nieznana dywizja „d9”"));
    // Polish for the first time: the checks the binders' own types make.
    QCOMPARE(bound(with("catalogues", QJsonArray())), QStringLiteral("podaj co najmniej jeden katalog"));
    QCOMPARE(bound(with("limits", QJsonObject())), QStringLiteral("podaj „preset” albo oba: „units” i „upgrades”"));
}

void TstLoadErrors::dataFolder()
{
    // A catalogue whose unit names a profile it does not have, and a ruleset whose orders' range is upside down.
    QJsonObject catalogue = fileJson(dataDir + QStringLiteral("/catalogues/demo-france-1813.json"));
    QJsonArray units = catalogue.value(QStringLiteral("units")).toArray();
    QJsonObject unit = units.at(0).toObject();
    unit.insert(
        QStringLiteral("bases"),
        QJsonArray{QJsonObject{{QStringLiteral("profile"), QStringLiteral("nope")}, {QStringLiteral("count"), 1}}});
    units.replace(0, unit);
    catalogue.insert(QStringLiteral("units"), units);
    LoadError e;
    QVERIFY(!catalogueFromJson(catalogue, QStringLiteral("c.json"), nullptr, &e));
    QCOMPARE(polishOf(e), QStringLiteral("nieznany profil „nope”"));

    QJsonObject ruleset = fileJson(dataDir + QStringLiteral("/rulesets/bwn-4.0.json"));
    QJsonObject orders = ruleset.value(QStringLiteral("orders")).toObject();
    orders.insert(QStringLiteral("commandMin"), 9);
    ruleset.insert(QStringLiteral("orders"), orders);
    QVERIFY(!rulesetFromJson(ruleset, QStringLiteral("r.json"), &e));
    QCOMPARE(polishOf(e), QStringLiteral("commandMin jest większe niż commandMax"));
}

void TstLoadErrors::kskScenarioAndGame()
{
    const QJsonObject scenario = fileJson(dataDir + QStringLiteral("/ksk/demo-alma-1854.json"));
    LoadError e;
    QVERIFY(ksk::scenarioFromJson(scenario, QStringLiteral("s.json"), &e));

    QJsonObject badDie = scenario;
    QJsonObject rules = badDie.value(QStringLiteral("rules")).toObject();
    rules.insert(QStringLiteral("die"), 1);
    badDie.insert(QStringLiteral("rules"), rules);
    QVERIFY(!ksk::scenarioFromJson(badDie, QStringLiteral("s.json"), &e));
    QCOMPARE(e.pointer, QStringLiteral("/rules/die"));
    QCOMPARE(polishOf(e), QStringLiteral("musi być od 2 do 100"));

    // The scenario's own checks were bilingual already; the load error now keeps their Polish.
    QJsonObject oneSide = scenario;
    oneSide.insert(QStringLiteral("sides"), QJsonArray{scenario.value(QStringLiteral("sides")).toArray().at(0)});
    QVERIFY(!ksk::scenarioFromJson(oneSide, QStringLiteral("s.json"), &e));
    QVERIFY2(!polishOf(e).startsWith(QLatin1Char('<')), qPrintable(polishOf(e)));

    const QJsonObject game{{QStringLiteral("format"), QStringLiteral("ksk-game")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("scenarioId"), QStringLiteral("other")},
                           {QStringLiteral("scenario"), scenario},
                           {QStringLiteral("log"), QJsonArray()}};
    QVERIFY(!ksk::gameFromJson(game, QStringLiteral("g.json"), &e));
    QCOMPARE(polishOf(e),
             QStringLiteral("„other” nie jest id scenariusza zapisanego w środku („%1”)")
                 .arg(scenario.value(QStringLiteral("id")).toString()));
    QJsonObject badScenario = game;
    badScenario.insert(QStringLiteral("scenario"), badDie);
    QVERIFY(!ksk::gameFromJson(badScenario, QStringLiteral("g.json"), &e));
    QCOMPARE(e.pointer, QStringLiteral("/scenario/rules/die"));
    QCOMPARE(polishOf(e), QStringLiteral("musi być od 2 do 100"));
}

void TstLoadErrors::macScenarioAndGame()
{
    const QJsonObject scenario = fileJson(dataDir + QStringLiteral("/mac/maciejowice-1794.json"));
    LoadError e;
    QVERIFY(mac::scenarioFromJson(scenario, QStringLiteral("s.json"), &e));
    QJsonObject sameFace = scenario;
    QJsonObject casualty = sameFace.value(QStringLiteral("casualty")).toObject();
    casualty.insert(QStringLiteral("woundedFace"), casualty.value(QStringLiteral("killedFace")));
    sameFace.insert(QStringLiteral("casualty"), casualty);
    QVERIFY(!mac::scenarioFromJson(sameFace, QStringLiteral("s.json"), &e));
    QCOMPARE(polishOf(e), QStringLiteral("ta sama ścianka co killedFace"));
    QJsonObject twice = scenario;
    QJsonArray commanders = twice.value(QStringLiteral("commanders")).toArray();
    commanders.append(commanders.at(0));
    twice.insert(QStringLiteral("commanders"), commanders);
    QVERIFY(!mac::scenarioFromJson(twice, QStringLiteral("s.json"), &e));
    QCOMPARE(polishOf(e), QStringLiteral("id „kosciuszko” użyte dwa razy"));
    QVERIFY(!mac::loadBundledScenario(QStringLiteral("../x"), &e));
    QCOMPARE(polishOf(e), QStringLiteral("to nie jest id scenariusza"));

    const QJsonObject game{{QStringLiteral("format"), QStringLiteral("mac-game")},
                           {QStringLiteral("version"), mac::macGameKind().currentVersion},
                           {QStringLiteral("scenario"), QStringLiteral("maciejowice-1794")},
                           {QStringLiteral("seed"), QStringLiteral("1")},
                           {QStringLiteral("log"), QJsonArray()}};
    QVERIFY(mac::gameFromJson(game, QStringLiteral("g.json"), &e));
    QJsonObject legacy = game;
    legacy.insert(QStringLiteral("legacyDice"), 3);
    QVERIFY(!mac::gameFromJson(legacy, QStringLiteral("g.json"), &e));
    QCOMPARE(polishOf(e), QStringLiteral("3 przekracza granicę 0"));
    QJsonObject seed = game;
    seed.insert(QStringLiteral("seed"), QStringLiteral("x"));
    QVERIFY(!mac::gameFromJson(seed, QStringLiteral("g.json"), &e));
    QCOMPARE(polishOf(e), QStringLiteral("\"x\" nie pasuje do wzorca \"^[0-9]{1,20}$\""));
}

QTEST_GUILESS_MAIN(TstLoadErrors)
#include "tst_loaderrors.moc"
