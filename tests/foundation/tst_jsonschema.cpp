// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON Schema validator (core/jsonschema.*): every supported keyword with a passing and a failing instance,
// the JSON pointers it reports, termination on recursive schemas, and the bundled schemas in data/schema/
// against the examples of CONTRACT.md.
#include "tst_jsonschema.h"

#include "foundation/jsonschema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <QTest>

using sztab::SchemaViolation;
using sztab::validateJsonSchema;

namespace {

// Parses test JSON; any JSON value, including scalars (wrapped in an array so Qt's parser accepts them).
QJsonValue json(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + text + "]", &error);
    if (error.error != QJsonParseError::NoError || doc.array().size() != 1)
        qFatal("bad JSON in test: %s (%s)", text.constData(), qPrintable(error.errorString()));
    return doc.array().at(0);
}

QList<SchemaViolation> check(const QByteArray &schema, const QByteArray &instance)
{
    return validateJsonSchema(json(instance), json(schema).toObject());
}

// The pointers of all violations, in report order: what most tests compare.
QStringList pointers(const QByteArray &schema, const QByteArray &instance)
{
    QStringList out;
    for (const SchemaViolation &v : check(schema, instance))
        out << v.pointer;
    return out;
}

QString messages(const QList<SchemaViolation> &violations)
{
    QStringList out;
    for (const SchemaViolation &v : violations)
        out << (v.pointer.isEmpty() ? QStringLiteral("(root)") : v.pointer) + QStringLiteral(": ") + v.message;
    return out.join(QLatin1Char('\n'));
}

QString messages(const QByteArray &schema, const QByteArray &instance) { return messages(check(schema, instance)); }

const QStringList kValid;
const QStringList kRoot{QString()};

QJsonObject bundledSchema(const char *name)
{
    const QString path = QFINDTESTDATA(QStringLiteral("../../data/schema/") + QLatin1String(name));
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// CONTRACT.md's catalogue example, with the "…" placeholders filled in.
const QByteArray kContractCatalogue = R"json({
  "format": "bw-catalogue", "version": 1,
  "id": "demo-austria-1809", "ruleset": "bwn-4.0", "nation": "austria", "period": "1809",
  "name": {"pl": "Austria 1809 (demo)", "en": "Austria 1809 (demo)"}, "demo": true,
  "profiles": { "line-infantry": { "name": "Piechota liniowa", "costClass": "B", "kind": "infantry",
                 "move": [17, 26], "weapon": {"name": "Muszkiet", "range": 8},
                 "wb": 2, "so": 3, "wtr": 5, "morale": 7, "rules": ["skirmishers", "square"] },
                "foot-battery": { "name": {"pl": "Bateria piesza", "en": "Foot battery"}, "costClass": "C",
                 "kind": "artillery", "move": [10, 10], "weapon": {"name": "6-pdr", "range": 60},
                 "wb": 1, "so": 2, "wtr": 3, "morale": 6, "rules": [], "ammo": 3 } },
  "units": [ { "id": "demo-at-ir-4", "name": "IR 4", "historicalId": "at-ir-4",
               "bases": [ {"profile": "line-infantry", "count": 3} ],
               "max": 1, "traits": ["may-gain-elite"] } ],
  "generals": [ { "id": "demo-at-mohr", "name": "Johann Friedrich von Mohr",
                  "roles": ["division"], "arm": "infantry", "command": 1,
                  "traits": [], "rules": {"pl": "Brak", "en": "None"} } ],
  "divisions": [ { "id": "demo-at-div-mohr", "name": "Mohr", "units": ["demo-at-ir-4"], "general": "demo-at-mohr" } ],
  "corps": [ { "id": "demo-at-corps-1", "name": "I Korps", "divisions": ["demo-at-div-mohr"], "commander": "demo-at-mohr" } ] })json";

// CONTRACT.md's roster example, with every upgrade form.
const QByteArray kContractRoster = R"json({
  "format": "bw-roster", "version": 1, "name": "Test", "ruleset": "bwn-4.0", "nation": "austria",
  "limits": {"preset": "32+8"},
  "options": {"mixPeriods": true, "extraTerrainLimit": 1},
  "catalogues": ["demo-austria-1809"],
  "commanderInChief": {"general": null},
  "corps": [ {"id": "c1", "commander": null, "divisions": ["d1"]} ],
  "divisions": [ { "id": "d1", "name": "Pierwsza", "arm": "mixed", "pool": "infantry",
                   "general": null, "historical": "demo-at-div-mohr",
                   "regiments": [ {"unit": "demo-at-ir-4", "status": "regular", "ambush": false},
                                  {"unit": "demo-at-ir-4", "catalogue": "demo-austria-1809", "status": "elite"} ] } ],
  "upgrades": [ {"id": "providence"}, {"id": "initial-initiative"}, {"id": "seize-initiative"},
                {"id": "artillery-delay"}, {"id": "extra-general", "arm": "cavalry"},
                {"id": "redraw", "target": "d1"}, {"id": "redraw", "target": "cinc"}, {"id": "army-morale", "levels": 1},
                {"id": "extra-terrain", "terrain": "woods"},
                {"id": "fortification-line", "count": 1}, {"id": "redoubt", "count": 1},
                {"id": "ammunition-train", "corps": null, "points": 4},
                {"id": "ammunition-train", "corps": "c1", "points": 2},
                {"id": "ambush", "target": "d1", "regiment": 0} ],
  "draws": [ {"seed": 7, "anything": ["goes", 1]} ] })json";

// Replaces one value (addressed by a JSON pointer of object keys and array indexes) in a JSON document;
// an undefined value removes it. Lets the bundled-schema tests break one thing at a time.
QJsonValue withChanged(const QJsonValue &doc, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (doc.isArray()) {
        QJsonArray a = doc.toArray();
        const qsizetype i = head.toLongLong();
        a[i] = withChanged(a.at(i), path, value);
        return a;
    }
    QJsonObject o = doc.toObject();
    if (path.isEmpty() && value.isUndefined())
        o.remove(head);
    else
        o[head] = withChanged(o.value(head), path, value);
    return o;
}

QStringList pointersOf(const QJsonValue &instance, const QJsonObject &schema)
{
    QStringList out;
    for (const SchemaViolation &v : validateJsonSchema(instance, schema))
        out << v.pointer;
    return out;
}

} // namespace

void TstJsonSchema::type_acceptsListedTypes()
{
    QCOMPARE(pointers(R"({"type": "string"})", R"("x")"), kValid);
    QCOMPARE(pointers(R"({"type": "object"})", "{}"), kValid);
    QCOMPARE(pointers(R"({"type": "array"})", "[]"), kValid);
    QCOMPARE(pointers(R"({"type": "boolean"})", "false"), kValid);
    QCOMPARE(pointers(R"({"type": "null"})", "null"), kValid);
    QCOMPARE(pointers(R"({"type": "number"})", "2.5"), kValid);
    QCOMPARE(pointers(R"({"type": ["string", "null"]})", "null"), kValid);
    QCOMPARE(pointers(R"({"type": "string"})", "1"), kRoot);
    QCOMPARE(pointers(R"({"type": "null"})", "0"), kRoot);
    QCOMPARE(pointers(R"({"type": "object"})", "[]"), kRoot);
    QCOMPARE(pointers(R"({"type": ["string", "null"]})", "true"), kRoot);
    QVERIFY(messages(R"({"type": "string"})", "1").contains(QLatin1String("expected string, got number")));
}

void TstJsonSchema::type_integerMeansNoFractionalPart()
{
    QCOMPARE(pointers(R"({"type": "integer"})", "3"), kValid);
    QCOMPARE(pointers(R"({"type": "integer"})", "3.0"), kValid);
    QCOMPARE(pointers(R"({"type": "integer"})", "-2"), kValid);
    QCOMPARE(pointers(R"({"type": "integer"})", "3.5"), kRoot);
    QCOMPARE(pointers(R"({"type": "integer"})", R"("3")"), kRoot);
    QCOMPARE(pointers(R"({"type": "number"})", "3"), kValid); // every integer is a number
}

void TstJsonSchema::properties_checkOnlyPresentKeys()
{
    const QByteArray s = R"({"properties": {"a": {"type": "integer"}, "b": {"type": "string"}}})";
    QCOMPARE(pointers(s, "{}"), kValid);
    QCOMPARE(pointers(s, R"({"a": 1, "c": true})"), kValid);
    QCOMPARE(pointers(s, R"({"a": "x", "b": 2})"), (QStringList{"/a", "/b"}));
    QCOMPARE(pointers(s, "[1]"), kValid); // object keywords ignore other types
}

void TstJsonSchema::required_reportsEveryMissingKeyAtTheObject()
{
    const QByteArray s = R"({"required": ["a", "b"]})";
    QCOMPARE(pointers(s, R"({"a": 1, "b": null})"), kValid);
    QCOMPARE(pointers(s, R"({"c": 1})"), (QStringList{"", ""}));
    QVERIFY(messages(s, R"({"a": 1})").contains(QLatin1String("missing required property \"b\"")));
    QCOMPARE(pointers(R"({"properties": {"x": {"required": ["y"]}}})", R"({"x": {}})"), QStringList{"/x"});
}

void TstJsonSchema::additionalProperties_falseRejectsUnlistedKeys()
{
    const QByteArray s = R"({"properties": {"a": true}, "additionalProperties": false})";
    QCOMPARE(pointers(s, R"({"a": 1})"), kValid);
    QCOMPARE(pointers(s, R"({"a": 1, "b": 2, "c": 3})"), (QStringList{"/b", "/c"}));
    QVERIFY(messages(s, R"({"b": 2})").contains(QLatin1String("property \"b\" is not allowed")));
}

void TstJsonSchema::additionalProperties_schemaAppliesToUnlistedKeys()
{
    const QByteArray s = R"({"properties": {"a": true}, "additionalProperties": {"type": "integer"}})";
    QCOMPARE(pointers(s, R"({"a": "any", "b": 2})"), kValid);
    QCOMPARE(pointers(s, R"({"a": "any", "b": "2"})"), QStringList{"/b"});
}

void TstJsonSchema::patternProperties_matchKeysByRegexAndExemptFromAdditional()
{
    const QByteArray s = R"({"patternProperties": {"^x-": {"type": "string"}}, "additionalProperties": false})";
    QCOMPARE(pointers(s, R"({"x-tool": "v"})"), kValid);
    QCOMPARE(pointers(s, R"({"x-tool": 1})"), QStringList{"/x-tool"});
    QCOMPARE(pointers(s, R"({"y": "v"})"), QStringList{"/y"});
    // The pattern is searched, not anchored (ECMA-262 semantics).
    QCOMPARE(pointers(R"({"patternProperties": {"id": {"type": "string"}}})", R"({"unitid": 3})"),
             QStringList{"/unitid"});
}

void TstJsonSchema::propertyNames_checksEveryKey()
{
    const QByteArray s = R"({"propertyNames": {"pattern": "^[a-z-]+$"}})";
    QCOMPARE(pointers(s, R"({"line-infantry": 1})"), kValid);
    QCOMPARE(pointers(s, R"({"ok": 1, "Bad Key": 2})"), QStringList{"/Bad Key"});
    QVERIFY(messages(s, R"({"Bad Key": 2})").contains(QLatin1String("property name:")));
}

void TstJsonSchema::minProperties_maxProperties_countKeys()
{
    const QByteArray s = R"({"minProperties": 1, "maxProperties": 2})";
    QCOMPARE(pointers(s, R"({"pl": "a"})"), kValid);
    QCOMPARE(pointers(s, "{}"), kRoot);
    QCOMPARE(pointers(s, R"({"a": 1, "b": 2, "c": 3})"), kRoot);
}

void TstJsonSchema::items_appliesToEveryElement()
{
    const QByteArray s = R"({"items": {"type": "integer"}})";
    QCOMPARE(pointers(s, "[1, 2, 3]"), kValid);
    QCOMPARE(pointers(s, "[]"), kValid);
    QCOMPARE(pointers(s, R"([1, "two", 3, null])"), (QStringList{"/1", "/3"}));
    QCOMPARE(pointers(R"({"items": false})", "[]"), kValid);
    QCOMPARE(pointers(R"({"items": false})", "[1]"), QStringList{"/0"});
}

void TstJsonSchema::prefixItems_checkPositionsAndItemsCoversTheRest()
{
    const QByteArray s = R"({"prefixItems": [{"type": "integer"}, {"type": "string"}], "items": false})";
    QCOMPARE(pointers(s, R"([1, "a"])"), kValid);
    QCOMPARE(pointers(s, "[1]"), kValid); // prefixItems alone does not demand length
    QCOMPARE(pointers(s, R"(["a", 1])"), (QStringList{"/0", "/1"}));
    QCOMPARE(pointers(s, R"([1, "a", 2])"), QStringList{"/2"});
}

void TstJsonSchema::minItems_maxItems_countElements()
{
    const QByteArray s = R"({"minItems": 1, "maxItems": 2})";
    QCOMPARE(pointers(s, "[0]"), kValid);
    QCOMPARE(pointers(s, "[0, 0]"), kValid);
    QCOMPARE(pointers(s, "[]"), kRoot);
    QCOMPARE(pointers(s, "[1, 2, 3]"), kRoot);
}

void TstJsonSchema::uniqueItems_reportsTheLaterCopy()
{
    const QByteArray s = R"({"uniqueItems": true})";
    QCOMPARE(pointers(s, R"(["a", "b", 1, {"x": [1]}])"), kValid);
    QCOMPARE(pointers(s, R"(["a", "b", "a"])"), QStringList{"/2"});
    QCOMPARE(pointers(s, "[1, 1.0]"), QStringList{"/1"});                                // equal as JSON numbers
    QCOMPARE(pointers(s, R"([{"a": 1, "b": 2}, {"b": 2, "a": 1}])"), QStringList{"/1"}); // key order ignored
    QCOMPARE(pointers(R"({"uniqueItems": false})", "[1, 1]"), kValid);
}

void TstJsonSchema::enum_matchesAnyListedValueStructurally()
{
    const QByteArray s = R"({"enum": ["A", 2, null, [1, 2], {"k": true}]})";
    for (const char *ok : {R"("A")", "2", "2.0", "null", "[1, 2]", R"({"k": true})"})
        QCOMPARE(pointers(s, ok), kValid);
    for (const char *bad : {R"("a")", "3", "[2, 1]", R"({"k": false})", "false"})
        QCOMPARE(pointers(s, bad), kRoot);
    QVERIFY(messages(s, R"("F")").contains(QLatin1String("must be one of \"A\", 2")));
}

void TstJsonSchema::const_requiresEqualValue()
{
    QCOMPARE(pointers(R"({"const": "bw-roster"})", R"("bw-roster")"), kValid);
    QCOMPARE(pointers(R"({"const": "bw-roster"})", R"("bw-catalogue")"), kRoot);
    QCOMPARE(pointers(R"({"const": 1})", "1.0"), kValid);
    QCOMPARE(pointers(R"({"const": 1})", "2"), kRoot);
    QCOMPARE(pointers(R"({"const": null})", "null"), kValid);
    QCOMPARE(pointers(R"({"const": null})", "0"), kRoot);
}

void TstJsonSchema::minimum_maximum_areInclusive()
{
    const QByteArray s = R"({"minimum": -2, "maximum": 3})";
    for (const char *ok : {"-2", "0", "3", "2.5"})
        QCOMPARE(pointers(s, ok), kValid);
    QCOMPARE(pointers(s, "-3"), kRoot);
    QCOMPARE(pointers(s, "3.5"), kRoot);
    QCOMPARE(pointers(s, R"("100")"), kValid); // numeric keywords ignore other types
}

void TstJsonSchema::exclusiveMinimum_exclusiveMaximum_areStrict()
{
    const QByteArray s = R"({"exclusiveMinimum": 0, "exclusiveMaximum": 10})";
    QCOMPARE(pointers(s, "0.5"), kValid);
    QCOMPARE(pointers(s, "0"), kRoot);
    QCOMPARE(pointers(s, "10"), kRoot);
}

void TstJsonSchema::multipleOf_toleratesHalfAndDecimalSteps()
{
    const QByteArray half = R"({"multipleOf": 0.5})";
    for (const char *ok : {"0", "0.5", "1", "1.5", "-0.5", "32", "1000000.5"})
        QCOMPARE(pointers(half, ok), kValid);
    for (const char *bad : {"0.25", "1.2", "-0.1"})
        QCOMPARE(pointers(half, bad), kRoot);
    // 0.3 / 0.1 is not exactly 3 in binary floating point; the check must still accept it.
    QCOMPARE(pointers(R"({"multipleOf": 0.1})", "0.3"), kValid);
    QCOMPARE(pointers(R"({"multipleOf": 2})", "7"), kRoot);
}

void TstJsonSchema::minLength_maxLength_countCharactersNotBytes()
{
    const QByteArray s = R"({"minLength": 2, "maxLength": 3})";
    QCOMPARE(pointers(s, R"("ab")"), kValid);
    QCOMPARE(pointers(s, R"("żół")"), kValid); // 3 characters, 6 bytes in UTF-8
    QCOMPARE(pointers(s, R"("a😀")"), kValid);  // 2 code points, 3 UTF-16 units
    QCOMPARE(pointers(s, R"("a")"), kRoot);
    QCOMPARE(pointers(s, R"("abcd")"), kRoot);
    QCOMPARE(pointers(R"({"minLength": 1})", R"("")"), kRoot);
}

void TstJsonSchema::pattern_searchesTheStringUnanchored()
{
    QCOMPARE(pointers(R"({"pattern": "^[a-z0-9-]+$"})", R"("demo-at-ir-4")"), kValid);
    QCOMPARE(pointers(R"({"pattern": "^[a-z0-9-]+$"})", R"("Demo IR")"), kRoot);
    QCOMPARE(pointers(R"({"pattern": "[0-9]"})", R"("ir4x")"), kValid);
    QCOMPARE(pointers(R"({"pattern": "[0-9]"})", R"("irx")"), kRoot);
}

void TstJsonSchema::pattern_invalidRegexIsReportedNotIgnored()
{
    const auto v = check(R"({"pattern": "a{2,1}"})", R"("x")"); // quantifier bounds out of order
    QCOMPARE(v.size(), 1);
    QVERIFY(v.first().message.startsWith(QLatin1String("schema error")));
}

void TstJsonSchema::ref_resolvesDefsAndRoot()
{
    const QByteArray defs = R"({"$defs": {"points": {"type": "number", "multipleOf": 0.5}},
                                "properties": {"units": {"$ref": "#/$defs/points"}}})";
    QCOMPARE(pointers(defs, R"({"units": 32.5})"), kValid);
    QCOMPARE(pointers(defs, R"({"units": 32.25})"), QStringList{"/units"});
    // A tree: "#" is the root schema itself, recursion descends into the instance.
    const QByteArray tree = R"({"type": "object", "properties": {"n": {"type": "integer"},
                                "children": {"type": "array", "items": {"$ref": "#"}}}})";
    QCOMPARE(pointers(tree, R"({"n": 1, "children": [{"n": 2, "children": [{"n": 3}]}]})"), kValid);
    QCOMPARE(pointers(tree, R"({"n": 1, "children": [{"n": 2, "children": [{"n": "x"}]}]})"),
             QStringList{"/children/0/children/0/n"});
}

void TstJsonSchema::ref_appliesAlongsideSiblingKeywords()
{
    const QByteArray s = R"({"$defs": {"num": {"type": "number"}}, "$ref": "#/$defs/num", "minimum": 0})";
    QCOMPARE(pointers(s, "1"), kValid);
    QCOMPARE(pointers(s, "-1"), kRoot);
    QCOMPARE(pointers(s, R"("x")"), kRoot);
}

void TstJsonSchema::ref_escapedPointerTokens()
{
    const QByteArray s = R"({"$defs": {"a/b": {"type": "string"}, "m~n": {"type": "integer"}},
                             "prefixItems": [{"$ref": "#/$defs/a~1b"}, {"$ref": "#/$defs/m~0n"}]})";
    QCOMPARE(pointers(s, R"(["x", 1])"), kValid);
    QCOMPARE(pointers(s, R"([1, "x"])"), (QStringList{"/0", "/1"}));
}

void TstJsonSchema::ref_unresolvableIsAViolation()
{
    const auto missing = check(R"({"$ref": "#/$defs/nothing"})", "1");
    QCOMPARE(missing.size(), 1);
    QVERIFY(missing.first().message.contains(QLatin1String("cannot resolve")));
    QCOMPARE(check(R"({"$ref": "https://example.org/other.json"})", "1").size(), 1);
}

void TstJsonSchema::ref_selfReferenceTerminatesWithAViolation()
{
    // Each of these would recurse forever without a guard.
    for (const char *schema :
         {R"({"$ref": "#"})",
          R"({"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"})",
          R"({"anyOf": [{"$ref": "#"}, {"$ref": "#"}]})", R"({"not": {"$ref": "#"}, "allOf": [{"$ref": "#"}]})"}) {
        const auto v = check(schema, "{}");
        QVERIFY2(!v.isEmpty(), schema);
        QVERIFY2(messages(v).contains(QLatin1String("recurs")), qPrintable(messages(v)));
    }
}

void TstJsonSchema::ref_depthLimitOf64()
{
    // Recursion that does descend into the value is legitimate, but is cut off at 64 levels of $ref.
    const QByteArray s = R"({"type": "array", "items": {"$ref": "#"}})";
    const auto nested = [](int depth) { return QByteArray(depth, '[') + QByteArray(depth, ']'); };
    QCOMPARE(pointers(s, nested(60)), kValid);
    const auto v = check(s, nested(70));
    QCOMPARE(v.size(), 1);
    QVERIFY(v.first().message.contains(QLatin1String("deeper than 64")));
    // 64 nested $refs are followed; the 65th (at the 65th level of nesting) is refused.
    QCOMPARE(v.first().pointer, QString(QStringLiteral("/0")).repeated(65));
}

void TstJsonSchema::allOf_reportsEveryBranch()
{
    const QByteArray s = R"({"allOf": [{"type": "integer"}, {"minimum": 5}, {"multipleOf": 2}]})";
    QCOMPARE(pointers(s, "6"), kValid);
    QCOMPARE(pointers(s, "3"), (QStringList{"", ""}));
    QCOMPARE(pointers(s, "2.5"), (QStringList{"", "", ""}));
}

void TstJsonSchema::anyOf_oneSummaryLineWhenNothingMatches()
{
    const QByteArray s = R"({"properties": {"v": {"anyOf": [{"type": "string"}, {"type": "integer", "minimum": 0}]}}})";
    QCOMPARE(pointers(s, R"({"v": "x"})"), kValid);
    QCOMPARE(pointers(s, R"({"v": 3})"), kValid);
    const auto v = check(s, R"({"v": -1})");
    QCOMPARE(v.size(), 1);
    QCOMPARE(v.first().pointer, QStringLiteral("/v"));
    QVERIFY(v.first().message.contains(QLatin1String("none of the 2 alternatives (anyOf)")));
    QVERIFY(!v.first().message.contains(QLatin1Char('\n')));
}

void TstJsonSchema::oneOf_exactlyOneMustMatch()
{
    const QByteArray s = R"({"oneOf": [{"type": "integer"}, {"minimum": 2}]})";
    QCOMPARE(pointers(s, "1"), kValid);   // integer only
    QCOMPARE(pointers(s, "2.5"), kValid); // minimum only
    QCOMPARE(pointers(s, "3"), kRoot);    // both
    QCOMPARE(pointers(s, "0.5"), kRoot);  // neither
    QVERIFY(messages(s, "3").contains(QLatin1String("matches 2 alternatives (0, 1)")));
    QVERIFY(messages(s, "0.5").contains(QLatin1String("none of the 2 alternatives (oneOf)")));
}

void TstJsonSchema::not_rejectsWhatTheSubschemaAccepts()
{
    const QByteArray s = R"({"not": {"type": "null"}})";
    QCOMPARE(pointers(s, "0"), kValid);
    QCOMPARE(pointers(s, "null"), kRoot);
}

void TstJsonSchema::ifThenElse_appliesTheSelectedBranchOnly()
{
    const QByteArray s = R"({"if": {"properties": {"kind": {"const": "artillery"}}},
                             "then": {"required": ["ammo"]},
                             "else": {"properties": {"ammo": false}}})";
    QCOMPARE(pointers(s, R"({"kind": "artillery", "ammo": 3})"), kValid);
    QCOMPARE(pointers(s, R"({"kind": "infantry"})"), kValid);
    QCOMPARE(pointers(s, R"({"kind": "artillery"})"), kRoot);
    QCOMPARE(pointers(s, R"({"kind": "infantry", "ammo": 3})"), QStringList{"/ammo"});
    // Without then/else, "if" alone never fails.
    QCOMPARE(pointers(R"({"if": {"type": "string"}})", "1"), kValid);
}

void TstJsonSchema::booleanSchemas_trueAcceptsFalseRejects()
{
    QCOMPARE(pointers(R"({"properties": {"a": true, "b": false}})", R"({"a": [1]})"), kValid);
    QCOMPARE(pointers(R"({"properties": {"a": true, "b": false}})", R"({"b": 0})"), QStringList{"/b"});
}

void TstJsonSchema::unknownKeywords_areIgnored()
{
    const QByteArray s = R"({"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:x",
                             "title": "t", "description": "d", "examples": [1], "default": 0, "$comment": "c",
                             "format": "email", "x-custom": 1, "type": "string"})";
    QCOMPARE(pointers(s, R"("not an email")"), kValid);
    QCOMPARE(pointers(s, "1"), kRoot);
}

void TstJsonSchema::pointers_escapeTildeAndSlash()
{
    const QByteArray s = R"({"additionalProperties": {"type": "integer"}})";
    QCOMPARE(pointers(s, R"({"a/b": "x", "m~n": "y", "": "z"})"), (QStringList{"/", "/a~1b", "/m~0n"}));
}

void TstJsonSchema::violations_allReportedWithDeepPointers()
{
    // A catalogue-like document with several independent faults: every one is reported, with its place.
    const QByteArray s =
        R"({"type": "object", "properties": {"units": {"type": "array", "items": {"$ref": "#/$defs/unit"}}},
        "$defs": {"unit": {"type": "object", "required": ["id"], "properties": {
            "id": {"type": "string"},
            "bases": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
                "count": {"type": "integer", "minimum": 1}}}}}}}})";
    const QByteArray doc = R"({"units": [
        {"id": "u0", "bases": [{"count": 1}]},
        {"id": "u1", "bases": []},
        {"bases": [{"count": 2}]},
        {"id": "u3", "bases": [{"count": 0}, {"count": 1.5}]}]})";
    QCOMPARE(pointers(s, doc),
             (QStringList{"/units/1/bases", "/units/2", "/units/3/bases/0/count", "/units/3/bases/1/count"}));
}

void TstJsonSchema::bundledCatalogueSchema_acceptsTheContractExample()
{
    const QJsonObject schema = bundledSchema("catalogue.schema.json");
    QVERIFY2(!schema.isEmpty(), "data/schema/catalogue.schema.json not found or not JSON");
    QCOMPARE(messages(validateJsonSchema(json(kContractCatalogue), schema)), QString());
}

void TstJsonSchema::bundledCatalogueSchema_rejectsContractBreaches()
{
    const QJsonObject schema = bundledSchema("catalogue.schema.json");
    QVERIFY(!schema.isEmpty());
    const QJsonValue good = json(kContractCatalogue);
    const auto broken = [&](const QString &ptr, const QJsonValue &v) {
        return pointersOf(withChanged(good, ptr.split(QLatin1Char('/')).mid(1), v), schema);
    };
    QCOMPARE(broken("/format", "bw-roster"), QStringList{"/format"});
    QCOMPARE(broken("/version", 2), QStringList{"/version"});
    QCOMPARE(broken("/profiles/line-infantry/costClass", "F"), QStringList{"/profiles/line-infantry/costClass"});
    QCOMPARE(broken("/profiles/line-infantry/move", QJsonArray{17}), QStringList{"/profiles/line-infantry/move"});
    QCOMPARE(broken("/profiles/line-infantry/ammo", 2), QStringList{"/profiles/line-infantry/ammo"});
    QCOMPARE(broken("/units/0/bases/0/count", 0), QStringList{"/units/0/bases/0/count"});
    QCOMPARE(broken("/units/0/traits/0", "elite"), QStringList{"/units/0/traits/0"});
    QCOMPARE(broken("/generals/0/command", 4), QStringList{"/generals/0/command"});
    QCOMPARE(broken("/generals/0/roles", QJsonArray{}), QStringList{"/generals/0/roles"});
    QCOMPARE(broken("/name", QJsonObject{{"pl", 1}}), QStringList{"/name/pl"});
    QCOMPARE(broken("/unknown", true), QStringList{"/unknown"});
    QCOMPARE(broken("/x-editor", true), kValid);
    QCOMPARE(broken("/units", QJsonValue::Undefined), QStringList{""});
}

void TstJsonSchema::bundledRosterSchema_acceptsTheContractExampleAndEveryUpgradeForm()
{
    const QJsonObject schema = bundledSchema("roster.schema.json");
    QVERIFY2(!schema.isEmpty(), "data/schema/roster.schema.json not found or not JSON");
    QCOMPARE(messages(validateJsonSchema(json(kContractRoster), schema)), QString());
    const QJsonValue custom = withChanged(json(kContractRoster), {"limits"},
                                          json(R"({"units": 64, "upgrades": 16.5, "maxBases": 40, "artillery": 8})"));
    QCOMPARE(messages(validateJsonSchema(custom, schema)), QString());
}

void TstJsonSchema::bundledRosterSchema_rejectsContractBreaches()
{
    const QJsonObject schema = bundledSchema("roster.schema.json");
    QVERIFY(!schema.isEmpty());
    const QJsonValue good = json(kContractRoster);
    const auto broken = [&](const QString &ptr, const QJsonValue &v) {
        return pointersOf(withChanged(good, ptr.split(QLatin1Char('/')).mid(1), v), schema);
    };
    QCOMPARE(broken("/limits", json(R"({"units": 64.25, "upgrades": 16, "maxBases": 40})")),
             QStringList{"/limits/units"});
    QCOMPARE(broken("/limits", json(R"({"preset": "32+8", "units": 64})")), QStringList{"/limits/units"});
    QCOMPARE(broken("/limits", json(R"({"units": 64})")), (QStringList{"/limits", "/limits"}));
    // Not an arm, and (not being "mixed") it also makes the division's pool out of place.
    QCOMPARE(broken("/divisions/0/arm", "artillery"), (QStringList{"/divisions/0/arm", "/divisions/0/pool"}));
    QCOMPARE(broken("/divisions/0/arm", "infantry"), QStringList{"/divisions/0/pool"}); // pool: mixed only
    QCOMPARE(broken("/divisions/0/general", 5), QStringList{"/divisions/0/general"});
    QCOMPARE(broken("/divisions/0/regiments/1/status", "guard"), QStringList{"/divisions/0/regiments/1/status"});
    QCOMPARE(broken("/commanderInChief/general", "has space"), QStringList{"/commanderInChief/general"});
    QCOMPARE(broken("/upgrades/0/extra", 1), QStringList{"/upgrades/0/extra"});
    QCOMPARE(broken("/upgrades/4/arm", "artillery"), QStringList{"/upgrades/4/arm"});
    QCOMPARE(broken("/upgrades/7/levels", 0), QStringList{"/upgrades/7/levels"});
    QCOMPARE(broken("/upgrades/8/terrain", "river"), QStringList{"/upgrades/8/terrain"});
    QCOMPARE(broken("/upgrades/9/count", QJsonValue::Undefined), QStringList{"/upgrades/9"});
    QCOMPARE(broken("/upgrades/11/points", 1), QStringList{"/upgrades/11/points"});
    QCOMPARE(broken("/upgrades/13/regiment", -1), QStringList{"/upgrades/13/regiment"});
    QCOMPARE(broken("/upgrades/0/id", "bribe"), QStringList{"/upgrades/0/id"});
    QCOMPARE(broken("/options/mixPeriods", "yes"), QStringList{"/options/mixPeriods"});
    QCOMPARE(broken("/draws/0", 3), QStringList{"/draws/0"});
    QCOMPARE(broken("/x-tournament", json(R"({"table": 4})")), kValid);
}

QTEST_APPLESS_MAIN(TstJsonSchema)
