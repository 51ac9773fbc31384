// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/jsonschema.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <utility>

namespace sztab {

namespace {

// A schema that keeps referring to itself must end in a violation, never a stack overflow or a hang
// (CONTRACT: "never a crash, never a hang").
constexpr int kMaxRefDepth = 64;
// Messages stay on one line and readable: long values and enum lists are cut.
constexpr qsizetype kMaxShownChars = 60;
constexpr qsizetype kMaxShownEnum = 12;

QString escapeToken(QString token)
{
    // RFC 6901: "~" first, so that the "~" written for "/" is not escaped again.
    token.replace(QLatin1Char('~'), QLatin1String("~0"));
    token.replace(QLatin1Char('/'), QLatin1String("~1"));
    return token;
}

QString unescapeToken(QString token)
{
    token.replace(QLatin1String("~1"), QLatin1String("/"));
    token.replace(QLatin1String("~0"), QLatin1String("~"));
    return token;
}

QString child(const QString &pointer, const QString &key) { return pointer + QLatin1Char('/') + escapeToken(key); }
QString child(const QString &pointer, qsizetype index) { return pointer + QLatin1Char('/') + QString::number(index); }

QString formatNumber(double d) { return QString::number(d, 'g', 15); }

// Compact JSON of any value, cut to a readable length; compact JSON never contains a line break.
QString describe(const QJsonValue &v)
{
    QString s;
    if (v.isObject())
        s = QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    else if (v.isArray())
        s = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    else if (v.isDouble())
        s = formatNumber(v.toDouble());
    else if (v.isUndefined())
        s = QStringLiteral("nothing");
    else {
        // Wrapping a scalar in an array is the simplest way to get Qt's JSON escaping of it.
        s = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
        s = s.mid(1, s.size() - 2);
    }
    if (s.size() > kMaxShownChars)
        s = s.left(kMaxShownChars) + QStringLiteral("…");
    return s;
}

bool isInteger(double d) { return std::isfinite(d) && std::trunc(d) == d; }

// A JSON type's name in Polish ("string" is "napis"); a name this program does not know stays as it is.
QString typeInPolish(const QString &type)
{
    static const QList<std::pair<QString, QString>> words{
        {QStringLiteral("null"), QStringLiteral("null")},
        {QStringLiteral("boolean"), QStringLiteral("wartość logiczna")},
        {QStringLiteral("array"), QStringLiteral("tablica")},
        {QStringLiteral("object"), QStringLiteral("obiekt")},
        {QStringLiteral("number"), QStringLiteral("liczba")},
        {QStringLiteral("integer"), QStringLiteral("liczba całkowita")},
        {QStringLiteral("string"), QStringLiteral("napis")}};
    for (const auto &[en, pl] : words)
        if (type == en)
            return pl;
    return type;
}

QString typeOf(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("boolean");
    case QJsonValue::Double: return QStringLiteral("number");
    case QJsonValue::String: return QStringLiteral("string");
    case QJsonValue::Array: return QStringLiteral("array");
    case QJsonValue::Object: return QStringLiteral("object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("undefined");
}

bool hasType(const QJsonValue &v, const QString &type)
{
    if (type == QLatin1String("integer"))
        return v.isDouble() && isInteger(v.toDouble());
    return typeOf(v) == type;
}

// Structural equality as JSON Schema defines it: 1 and 1.0 are equal, key order does not matter.
bool jsonEqual(const QJsonValue &a, const QJsonValue &b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case QJsonValue::Double: return a.toDouble() == b.toDouble();
    case QJsonValue::String: return a.toString() == b.toString();
    case QJsonValue::Bool: return a.toBool() == b.toBool();
    case QJsonValue::Array: {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (!jsonEqual(x.at(i), y.at(i)))
                return false;
        return true;
    }
    case QJsonValue::Object: {
        const QJsonObject x = a.toObject(), y = b.toObject();
        if (x.size() != y.size())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it) {
            const auto other = y.constFind(it.key());
            if (other == y.constEnd() || !jsonEqual(it.value(), other.value()))
                return false;
        }
        return true;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined: return true;
    }
    return false;
}

// JSON Schema counts characters as code points, not UTF-16 units.
qsizetype codePoints(const QString &s)
{
    qsizetype n = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s.at(i).isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate())
            ++i;
        ++n;
    }
    return n;
}

class Validator {
public:
    explicit Validator(const QJsonObject &root) : m_root(root) { }

    // `out` null means "only tell whether it matches" (anyOf, oneOf, not, if): then the first failure ends the
    // evaluation early.
    bool validate(const QJsonValue &inst, const QJsonValue &schema, const QString &ptr, QList<SchemaViolation> *out);

private:
    struct RefFrame {
        QString ref;
        QString pointer;
    };

    bool validateObjectSchema(const QJsonValue &inst, const QJsonObject &s, const QString &ptr,
                              QList<SchemaViolation> *out);
    bool applyRef(const QJsonValue &inst, const QString &ref, const QString &ptr, QList<SchemaViolation> *out);
    bool resolveRef(const QString &ref, QJsonValue *target);
    QRegularExpression regex(const QString &pattern); // cached; check isValid()
    // Tries every alternative; returns how many match and, if none does, the first violation of the closest one.
    int countMatches(const QJsonValue &inst, const QJsonArray &alternatives, const QString &ptr,
                     QList<qsizetype> *matching, SchemaViolation *closestHint);

    const QJsonObject &m_root;
    QList<RefFrame> m_refStack;
    QHash<QString, QJsonValue> m_refCache;
    QHash<QString, QRegularExpression> m_regexCache;
};

bool fail(QList<SchemaViolation> *out, const QString &ptr, const QString &english, const QString &polish)
{
    if (out)
        out->append({ptr, english, polish});
    return false;
}

bool Validator::validate(const QJsonValue &inst, const QJsonValue &schema, const QString &ptr,
                         QList<SchemaViolation> *out)
{
    if (schema.isBool())
        return schema.toBool()
            || fail(out, ptr, QStringLiteral("no value is allowed here"),
                    QStringLiteral("tu nie wolno podać wartości"));
    if (!schema.isObject())
        return fail(
            out, ptr,
            QStringLiteral("schema error: a schema must be an object or a boolean, got %1").arg(describe(schema)),
            QStringLiteral("błąd schematu: schemat musi być obiektem albo wartością logiczną, jest %1")
                .arg(describe(schema)));
    return validateObjectSchema(inst, schema.toObject(), ptr, out);
}

bool Validator::validateObjectSchema(const QJsonValue &inst, const QJsonObject &s, const QString &ptr,
                                     QList<SchemaViolation> *out)
{
    bool ok = true;
    // In "match only" mode one failure decides; otherwise keep going so every violation is reported.
    auto done = [&] { return !ok && !out; };
    auto kw = [&](const char *name) { return s.value(QLatin1String(name)); };

    // --- $ref (2020-12 applies it alongside its sibling keywords) ---
    if (const QJsonValue ref = kw("$ref"); ref.isString())
        ok = applyRef(inst, ref.toString(), ptr, out) && ok;
    if (done())
        return false;

    // --- any type ---
    if (const QJsonValue type = kw("type"); !type.isUndefined()) {
        QStringList types;
        if (type.isString())
            types << type.toString();
        for (const QJsonValue &t : type.toArray())
            types << t.toString();
        if (!std::any_of(types.cbegin(), types.cend(), [&](const QString &t) { return hasType(inst, t); })) {
            QStringList typesPl;
            for (const QString &t : std::as_const(types))
                typesPl << typeInPolish(t);
            ok = fail(out, ptr,
                      QStringLiteral("expected %1, got %2 %3")
                          .arg(types.join(QStringLiteral(" or ")), typeOf(inst), describe(inst)),
                      QStringLiteral("oczekiwano: %1; jest %2 %3")
                          .arg(typesPl.join(QStringLiteral(" albo ")), typeInPolish(typeOf(inst)), describe(inst)));
        }
    }
    if (const QJsonValue en = kw("enum"); en.isArray()) {
        const QJsonArray values = en.toArray();
        if (!std::any_of(values.begin(), values.end(), [&](const QJsonValue &v) { return jsonEqual(inst, v); })) {
            QStringList shown;
            for (qsizetype i = 0; i < values.size() && i < kMaxShownEnum; ++i)
                shown << describe(values.at(i));
            if (values.size() > kMaxShownEnum)
                shown << QStringLiteral("…");
            ok =
                fail(out, ptr,
                     QStringLiteral("must be one of %1 (got %2)").arg(shown.join(QStringLiteral(", ")), describe(inst)),
                     QStringLiteral("musi być jednym z: %1 (jest %2)")
                         .arg(shown.join(QStringLiteral(", ")), describe(inst)));
        }
    }
    if (s.contains(QLatin1String("const")) && !jsonEqual(inst, kw("const")))
        ok = fail(out, ptr, QStringLiteral("must be %1 (got %2)").arg(describe(kw("const")), describe(inst)),
                  QStringLiteral("musi być %1 (jest %2)").arg(describe(kw("const")), describe(inst)));
    if (done())
        return false;

    // --- numbers ---
    if (inst.isDouble()) {
        const double x = inst.toDouble();
        if (const QJsonValue m = kw("minimum"); m.isDouble() && x < m.toDouble())
            ok = fail(
                out, ptr,
                QStringLiteral("must be at least %1 (got %2)").arg(formatNumber(m.toDouble()), formatNumber(x)),
                QStringLiteral("musi być co najmniej %1 (jest %2)").arg(formatNumber(m.toDouble()), formatNumber(x)));
        if (const QJsonValue m = kw("maximum"); m.isDouble() && x > m.toDouble())
            ok =
                fail(out, ptr,
                     QStringLiteral("must be at most %1 (got %2)").arg(formatNumber(m.toDouble()), formatNumber(x)),
                     QStringLiteral("musi być najwyżej %1 (jest %2)").arg(formatNumber(m.toDouble()), formatNumber(x)));
        if (const QJsonValue m = kw("exclusiveMinimum"); m.isDouble() && x <= m.toDouble())
            ok = fail(
                out, ptr,
                QStringLiteral("must be greater than %1 (got %2)").arg(formatNumber(m.toDouble()), formatNumber(x)),
                QStringLiteral("musi być większe niż %1 (jest %2)").arg(formatNumber(m.toDouble()), formatNumber(x)));
        if (const QJsonValue m = kw("exclusiveMaximum"); m.isDouble() && x >= m.toDouble())
            ok = fail(
                out, ptr,
                QStringLiteral("must be less than %1 (got %2)").arg(formatNumber(m.toDouble()), formatNumber(x)),
                QStringLiteral("musi być mniejsze niż %1 (jest %2)").arg(formatNumber(m.toDouble()), formatNumber(x)));
        if (const QJsonValue m = kw("multipleOf"); m.isDouble() && m.toDouble() > 0) {
            // Exact division of doubles fails for steps like 0.1; points are halves, so a relative tolerance
            // on the quotient is both safe and enough.
            const double q = x / m.toDouble();
            if (!std::isfinite(q) || std::fabs(q - std::round(q)) > 1e-9 * std::max(1.0, std::fabs(q)))
                ok = fail(out, ptr,
                          QStringLiteral("must be a multiple of %1 (got %2)")
                              .arg(formatNumber(m.toDouble()), formatNumber(x)),
                          QStringLiteral("musi być wielokrotnością %1 (jest %2)")
                              .arg(formatNumber(m.toDouble()), formatNumber(x)));
        }
    }

    // --- strings ---
    if (inst.isString()) {
        const QString str = inst.toString();
        const qsizetype len = codePoints(str);
        if (const QJsonValue m = kw("minLength"); m.isDouble() && len < m.toDouble())
            ok = fail(
                out, ptr,
                QStringLiteral("must be at least %1 characters long (has %2)").arg(formatNumber(m.toDouble())).arg(len),
                QStringLiteral("musi mieć co najmniej %1 znaków (ma %2)").arg(formatNumber(m.toDouble())).arg(len));
        if (const QJsonValue m = kw("maxLength"); m.isDouble() && len > m.toDouble())
            ok = fail(
                out, ptr,
                QStringLiteral("must be at most %1 characters long (has %2)").arg(formatNumber(m.toDouble())).arg(len),
                QStringLiteral("może mieć najwyżej %1 znaków (ma %2)").arg(formatNumber(m.toDouble())).arg(len));
        if (const QJsonValue p = kw("pattern"); p.isString()) {
            if (const QRegularExpression re = regex(p.toString()); !re.isValid())
                ok = fail(out, ptr, QStringLiteral("schema error: invalid pattern %1").arg(describe(p)),
                          QStringLiteral("błąd schematu: niepoprawny wzorzec %1").arg(describe(p)));
            else if (!re.match(str).hasMatch())
                ok = fail(out, ptr, QStringLiteral("%1 does not match pattern %2").arg(describe(inst), describe(p)),
                          QStringLiteral("%1 nie pasuje do wzorca %2").arg(describe(inst), describe(p)));
        }
    }
    if (done())
        return false;

    // --- arrays ---
    if (inst.isArray()) {
        const QJsonArray arr = inst.toArray();
        const qsizetype n = arr.size();
        qsizetype prefixCount = 0;
        if (const QJsonValue prefix = kw("prefixItems"); prefix.isArray()) {
            const QJsonArray schemas = prefix.toArray();
            prefixCount = schemas.size();
            for (qsizetype i = 0; i < std::min(n, prefixCount) && !done(); ++i)
                ok = validate(arr.at(i), schemas.at(i), child(ptr, i), out) && ok;
        }
        if (const QJsonValue items = kw("items"); items.isObject() || items.isBool()) {
            for (qsizetype i = prefixCount; i < n && !done(); ++i)
                ok = validate(arr.at(i), items, child(ptr, i), out) && ok;
        } else if (!items.isUndefined()) {
            ok = fail(out, ptr, QStringLiteral("schema error: \"items\" must be a schema (tuples use \"prefixItems\")"),
                      QStringLiteral("błąd schematu: \u201eitems\u201d musi być schematem (krotki opisuje "
                                     "\u201eprefixItems\u201d)"));
        }
        if (const QJsonValue m = kw("minItems"); m.isDouble() && n < m.toDouble())
            ok = fail(
                out, ptr, QStringLiteral("must have at least %1 items (has %2)").arg(formatNumber(m.toDouble())).arg(n),
                QStringLiteral("musi mieć co najmniej %1 pozycji (ma %2)").arg(formatNumber(m.toDouble())).arg(n));
        if (const QJsonValue m = kw("maxItems"); m.isDouble() && n > m.toDouble())
            ok = fail(out, ptr,
                      QStringLiteral("must have at most %1 items (has %2)").arg(formatNumber(m.toDouble())).arg(n),
                      QStringLiteral("może mieć najwyżej %1 pozycji (ma %2)").arg(formatNumber(m.toDouble())).arg(n));
        if (kw("uniqueItems").toBool()) {
            // Quadratic, but our arrays are short; reported at the later copy so the pointer shows the duplicate.
            for (qsizetype j = 1; j < n && !done(); ++j)
                for (qsizetype i = 0; i < j; ++i)
                    if (jsonEqual(arr.at(i), arr.at(j))) {
                        ok = fail(out, child(ptr, j),
                                  QStringLiteral("duplicate of item %1 (items must be unique)").arg(i),
                                  QStringLiteral("powtórzenie pozycji %1 (pozycje muszą być różne)").arg(i));
                        break;
                    }
        }
    }
    if (done())
        return false;

    // --- objects ---
    if (inst.isObject()) {
        const QJsonObject obj = inst.toObject();
        const QJsonObject props = kw("properties").toObject();
        const QJsonObject patternProps = kw("patternProperties").toObject();
        const QJsonValue additional = kw("additionalProperties");
        const QJsonValue names = kw("propertyNames");

        for (auto it = obj.begin(); it != obj.end() && !done(); ++it) {
            const QString key = it.key();
            const QString keyPtr = child(ptr, key);
            bool matched = false;
            if (const auto p = props.constFind(key); p != props.constEnd()) {
                matched = true;
                ok = validate(it.value(), p.value(), keyPtr, out) && ok;
            }
            for (auto p = patternProps.begin(); p != patternProps.end(); ++p) {
                const QRegularExpression re = regex(p.key());
                if (!re.isValid()) {
                    ok = fail(out, ptr, QStringLiteral("schema error: invalid pattern %1").arg(describe(p.key())),
                              QStringLiteral("błąd schematu: niepoprawny wzorzec %1").arg(describe(p.key())));
                } else if (re.match(key).hasMatch()) {
                    matched = true;
                    ok = validate(it.value(), p.value(), keyPtr, out) && ok;
                }
            }
            if (!matched && !additional.isUndefined()) {
                if (additional.isBool() && !additional.toBool())
                    ok = fail(out, keyPtr, QStringLiteral("property %1 is not allowed here").arg(describe(key)),
                              QStringLiteral("klucz %1 jest tu niedozwolony").arg(describe(key)));
                else
                    ok = validate(it.value(), additional, keyPtr, out) && ok;
            }
            if (!names.isUndefined()) {
                // A name is checked as a string instance; the message says it is the name, not the value, at fault.
                QList<SchemaViolation> nameViolations;
                if (!validate(key, names, keyPtr, out ? &nameViolations : nullptr)) {
                    ok = false;
                    for (const SchemaViolation &v : std::as_const(nameViolations))
                        fail(out, keyPtr, QStringLiteral("property name: %1").arg(v.message),
                             QStringLiteral("nazwa klucza: %1").arg(v.messagePl));
                }
            }
        }
        for (const QJsonValue &r : kw("required").toArray())
            if (r.isString() && !obj.contains(r.toString()))
                ok = fail(out, ptr, QStringLiteral("missing required property %1").arg(describe(r)),
                          QStringLiteral("brak wymaganego klucza %1").arg(describe(r)));
        if (const QJsonValue m = kw("minProperties"); m.isDouble() && obj.size() < m.toDouble())
            ok = fail(out, ptr,
                      QStringLiteral("must have at least %1 properties (has %2)")
                          .arg(formatNumber(m.toDouble()))
                          .arg(obj.size()),
                      QStringLiteral("musi mieć co najmniej %1 kluczy (ma %2)")
                          .arg(formatNumber(m.toDouble()))
                          .arg(obj.size()));
        if (const QJsonValue m = kw("maxProperties"); m.isDouble() && obj.size() > m.toDouble())
            ok = fail(
                out, ptr,
                QStringLiteral("must have at most %1 properties (has %2)")
                    .arg(formatNumber(m.toDouble()))
                    .arg(obj.size()),
                QStringLiteral("może mieć najwyżej %1 kluczy (ma %2)").arg(formatNumber(m.toDouble())).arg(obj.size()));
    }
    if (done())
        return false;

    // --- applicators ---
    for (const QJsonValue &sub : kw("allOf").toArray()) {
        ok = validate(inst, sub, ptr, out) && ok;
        if (done())
            return false;
    }
    if (const QJsonValue any = kw("anyOf"); any.isArray()) {
        SchemaViolation hint;
        if (countMatches(inst, any.toArray(), ptr, nullptr, out ? &hint : nullptr) == 0)
            ok = fail(out, ptr,
                      QStringLiteral("matches none of the %1 alternatives (anyOf)%2")
                          .arg(any.toArray().size())
                          .arg(hint.message),
                      QStringLiteral("nie pasuje do żadnej z %1 możliwości (anyOf)%2")
                          .arg(any.toArray().size())
                          .arg(hint.messagePl));
    }
    if (const QJsonValue one = kw("oneOf"); one.isArray()) {
        SchemaViolation hint;
        QList<qsizetype> matching;
        const int n = countMatches(inst, one.toArray(), ptr, &matching, out ? &hint : nullptr);
        if (n == 0) {
            ok = fail(out, ptr,
                      QStringLiteral("matches none of the %1 alternatives (oneOf)%2")
                          .arg(one.toArray().size())
                          .arg(hint.message),
                      QStringLiteral("nie pasuje do żadnej z %1 możliwości (oneOf)%2")
                          .arg(one.toArray().size())
                          .arg(hint.messagePl));
        } else if (n > 1) {
            QStringList idx;
            for (qsizetype i : std::as_const(matching))
                idx << QString::number(i);
            ok = fail(out, ptr,
                      QStringLiteral("matches %1 alternatives (%2) where exactly one is allowed (oneOf)")
                          .arg(n)
                          .arg(idx.join(QStringLiteral(", "))),
                      QStringLiteral("pasuje do %1 możliwości (%2), a wolno tylko do jednej (oneOf)")
                          .arg(n)
                          .arg(idx.join(QStringLiteral(", "))));
        }
    }
    if (done())
        return false;
    if (const QJsonValue no = kw("not"); !no.isUndefined() && validate(inst, no, ptr, nullptr))
        ok = fail(out, ptr, QStringLiteral("must not match the schema in \"not\""),
                  QStringLiteral("nie może pasować do schematu w \u201enot\u201d"));
    if (const QJsonValue cond = kw("if"); !cond.isUndefined()) {
        // "if" only selects the branch; its own failures are not violations.
        const QJsonValue branch = validate(inst, cond, ptr, nullptr) ? kw("then") : kw("else");
        if (!branch.isUndefined())
            ok = validate(inst, branch, ptr, out) && ok;
    }
    return ok;
}

int Validator::countMatches(const QJsonValue &inst, const QJsonArray &alternatives, const QString &ptr,
                            QList<qsizetype> *matching, SchemaViolation *closestHint)
{
    int count = 0;
    qsizetype bestSize = -1;
    for (qsizetype i = 0; i < alternatives.size(); ++i) {
        QList<SchemaViolation> scratch;
        if (validate(inst, alternatives.at(i), ptr, closestHint ? &scratch : nullptr)) {
            ++count;
            if (matching)
                matching->append(i);
        } else if (closestHint && !scratch.isEmpty() && (bestSize < 0 || scratch.size() < bestSize)) {
            // The alternative with the fewest violations is most likely the one the author meant.
            bestSize = scratch.size();
            const SchemaViolation &first = scratch.constFirst();
            const QString where = first.pointer == ptr ? QString() : first.pointer + QStringLiteral(": ");
            closestHint->message = QStringLiteral("; closest is #%1: %2%3").arg(i).arg(where, first.message);
            closestHint->messagePl =
                QStringLiteral("; najbliższa jest możliwość nr %1: %2%3").arg(i).arg(where, first.messagePl);
        }
    }
    return count;
}

bool Validator::applyRef(const QJsonValue &inst, const QString &ref, const QString &ptr, QList<SchemaViolation> *out)
{
    // Evaluation is a pure function of (schema, instance location): meeting the same pair on the stack
    // again means endless recursion, so stop at once instead of waiting for the depth limit.
    for (const RefFrame &f : std::as_const(m_refStack))
        if (f.ref == ref && f.pointer == ptr)
            return fail(out, ptr,
                        QStringLiteral("schema error: $ref %1 refers back to itself without descending "
                                       "into the value (infinite recursion)")
                            .arg(describe(ref)),
                        QStringLiteral("błąd schematu: $ref %1 odsyła do siebie, nie schodząc w głąb wartości "
                                       "(nieskończona rekurencja)")
                            .arg(describe(ref)));
    if (m_refStack.size() >= kMaxRefDepth)
        return fail(out, ptr,
                    QStringLiteral("$ref nesting deeper than %1 (recursive schema or value nested too deeply)")
                        .arg(kMaxRefDepth),
                    QStringLiteral("zagnieżdżenie $ref głębsze niż %1 (rekurencyjny schemat albo zbyt głęboko "
                                   "zagnieżdżona wartość)")
                        .arg(kMaxRefDepth));
    QJsonValue target;
    if (!resolveRef(ref, &target))
        return fail(out, ptr,
                    QStringLiteral("schema error: cannot resolve $ref %1 (only \"#\" and \"#/…\" are supported)")
                        .arg(describe(ref)),
                    QStringLiteral("błąd schematu: nie można rozwiązać $ref %1 (obsługiwane są tylko \u201e#\u201d i "
                                   "\u201e#/…\u201d)")
                        .arg(describe(ref)));
    m_refStack.append({ref, ptr});
    const bool ok = validate(inst, target, ptr, out);
    m_refStack.removeLast();
    return ok;
}

bool Validator::resolveRef(const QString &ref, QJsonValue *target)
{
    if (const auto it = m_refCache.constFind(ref); it != m_refCache.constEnd()) {
        *target = it.value();
        return true;
    }
    if (!ref.startsWith(QLatin1Char('#')))
        return false;
    // The fragment is a JSON pointer, percent-encoded as URI fragments are.
    const QString pointer = QUrl::fromPercentEncoding(ref.mid(1).toUtf8());
    if (!pointer.isEmpty() && !pointer.startsWith(QLatin1Char('/')))
        return false; // plain-name anchors are not supported
    QJsonValue cur = m_root;
    if (!pointer.isEmpty()) {
        const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
        for (const QString &raw : tokens) {
            const QString token = unescapeToken(raw);
            if (cur.isObject()) {
                const QJsonObject o = cur.toObject();
                if (!o.contains(token))
                    return false;
                cur = o.value(token);
            } else if (cur.isArray()) {
                bool isIndex = false;
                const qsizetype i = token.toLongLong(&isIndex);
                if (!isIndex || i < 0 || i >= cur.toArray().size())
                    return false;
                cur = cur.toArray().at(i);
            } else {
                return false;
            }
        }
    }
    m_refCache.insert(ref, cur);
    *target = cur;
    return true;
}

QRegularExpression Validator::regex(const QString &pattern)
{
    // Compiling once per pattern matters: the same patterns are applied to every id in a catalogue.
    auto it = m_regexCache.constFind(pattern);
    if (it == m_regexCache.constEnd())
        it = m_regexCache.insert(pattern, QRegularExpression(pattern));
    return it.value();
}

} // namespace

QList<SchemaViolation> validateJsonSchema(const QJsonValue &instance, const QJsonObject &schema)
{
    QList<SchemaViolation> violations;
    Validator validator(schema);
    validator.validate(instance, schema, QString(), &violations);
    return violations;
}

} // namespace sztab
