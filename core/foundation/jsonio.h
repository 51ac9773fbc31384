// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One description of each value type serves both reading and writing, so the two cannot drift apart and every file
// round-trips. A type describes itself once:
//
//     template <class IO, class Self> static void io(IO &io, Self &self) {
//         io.req("id", self.id);                 // must be present
//         io.opt("max", self.max);               // std::optional: may be absent, written only when set
//         io.def("ambush", self.ambush, false);  // may be absent; written only when not the default
//         io.check(self.count >= 1, "count", "must be at least 1", "musi być co najmniej 1");
//         io.extras(self.extras);                // keys this version does not know are kept, not lost
//     }
//
// JsonReader throws JsonError carrying the JSON pointer of the offending value and the message in English and Polish,
// both worded where it is raised; loaders turn it into a LoadError.
#include "foundation/halfpoints.h"
#include "foundation/text.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <cmath>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

namespace sztab {

// Unknown keys of an object, kept so that saving never drops what a newer program (or a person) wrote.
using Extras = QJsonObject;

// Limits for untrusted files, on top of the size limit of document.h: no text a person writes is longer, and no
// list the rules make sense of is larger (a roster of 200,000 regiments is already absurd).
inline constexpr qsizetype kMaxStringLength = 65536;
inline constexpr qsizetype kMaxListLength = 1'000'000;
// Whole numbers in the formats are counts, statistics and limits; the largest a test uses is a custom base limit of
// two million. Sums of them over a roster are 64-bit (fuzzing found base counts of 1e9 overflowing int totals).
inline constexpr int kMaxNumber = 100'000'000;
// Points are 64-bit half-points, so the limit only keeps them exact as JSON doubles and readable.
inline constexpr qint64 kMaxPoints = 1'000'000'000;

struct JsonError {
    QString pointer;
    QString message;   // English
    QString messagePl; // the same in Polish
};

// A path into the document kept on the stack while reading; turned into a pointer string only on error.
struct JsonPath {
    const JsonPath *parent = nullptr;
    QString key; // used when index < 0
    qsizetype index = -1;

    QString pointer() const;
};

// Names of enum values as they appear in files: specialise EnumNames<E> with a static `names` array of
// std::pair<E, const char *>.
template <class E> struct EnumNames;

template <class E> const char *enumName(E value)
{
    for (const auto &[v, n] : EnumNames<E>::names)
        if (v == value)
            return n;
    return "";
}

template <class E> std::optional<E> enumFromName(QStringView name)
{
    for (const auto &[v, n] : EnumNames<E>::names)
        if (name == QLatin1String(n))
            return v;
    return std::nullopt;
}

template <class E> QString enumChoices()
{
    QStringList out;
    for (const auto &[v, n] : EnumNames<E>::names)
        out << QLatin1String(n);
    return out.join(QStringLiteral(", "));
}

template <class T> struct IsOptional : std::false_type { };
template <class T> struct IsOptional<std::optional<T>> : std::true_type { };
template <class T> struct IsList : std::false_type { };
template <class T> struct IsList<QList<T>> : std::true_type { };
template <class T> struct IsMap : std::false_type { };
template <class T> struct IsMap<QMap<QString, T>> : std::true_type { };

[[noreturn]] void throwAt(const JsonPath &path, const QString &english, const QString &polish);
// What a value is, to say what was found instead: "the number 12", "the string \"x\"", "an array" in English,
// "liczbę 12", "napis „x”", "tablicę" in Polish (the accusative the Polish messages need: "jest liczbę 12").
QString jsonTypeName(const QJsonValue &v, const QString &lang);
// throwAt with "%1" in both wordings replaced by what `v` is (jsonTypeName); the words are UTF-8 literals.
[[noreturn]] void throwFound(const JsonPath &path, const QJsonValue &v, const char *english, const char *polish);

class JsonReader;
class JsonWriter;

template <class T> void readJson(const QJsonValue &v, const JsonPath &path, T &out);
template <class T> QJsonValue writeJson(const T &value);

class JsonReader {
public:
    JsonReader(const QJsonObject &object, const JsonPath &path) : m_object(object), m_path(path) { }

    template <class T> void req(const char *key, T &out)
    {
        const QString k = QLatin1String(key);
        m_seen.insert(k);
        const auto it = m_object.constFind(k);
        if (it == m_object.constEnd())
            throwAt(m_path, QStringLiteral("missing required key \"%1\"").arg(k),
                    QStringLiteral("brak wymaganego klucza \u201e%1\u201d").arg(k));
        const JsonPath child{&m_path, k, -1};
        readJson(*it, child, out);
    }

    template <class T> void opt(const char *key, std::optional<T> &out)
    {
        const QString k = QLatin1String(key);
        m_seen.insert(k);
        const auto it = m_object.constFind(k);
        if (it == m_object.constEnd()) {
            out.reset();
            return;
        }
        if (it->isNull()) {
            // A key that may be absent and, when present, null (std::optional<std::optional<U>>): keep "null".
            if constexpr (IsOptional<T>::value)
                out = T{};
            else
                out.reset();
            return;
        }
        const JsonPath child{&m_path, k, -1};
        T value{};
        readJson(*it, child, value);
        out = std::move(value);
    }

    template <class T, class D> void def(const char *key, T &out, const D &fallback)
    {
        const QString k = QLatin1String(key);
        m_seen.insert(k);
        const auto it = m_object.constFind(k);
        if (it == m_object.constEnd()) {
            out = T(fallback);
            return;
        }
        const JsonPath child{&m_path, k, -1};
        readJson(*it, child, out);
    }

    // Read like def(); the writer always writes it (keys the contract requires, even at their default value).
    template <class T, class D> void always(const char *key, T &out, const D &fallback) { def(key, out, fallback); }

    // A rule on the values just read; `key` names the entry the pointer should lead to ("" = this object). The rule
    // is said in English and in Polish (UTF-8 literals, or text made for the occasion).
    void check(bool ok, const char *key, const char *english, const char *polish) const
    {
        if (!ok)
            check(ok, key, QString::fromUtf8(english), QString::fromUtf8(polish));
    }
    void check(bool ok, const char *key, const QString &english, const QString &polish) const
    {
        if (ok)
            return;
        if (!*key)
            throwAt(m_path, english, polish);
        const JsonPath child{&m_path, QLatin1String(key), -1};
        throwAt(child, english, polish);
    }

    void extras(Extras &out) const
    {
        out = QJsonObject();
        for (auto it = m_object.begin(); it != m_object.end(); ++it)
            if (!m_seen.contains(it.key()))
                out.insert(it.key(), it.value());
    }

    const QJsonObject &object() const { return m_object; }
    const JsonPath &path() const { return m_path; }

private:
    const QJsonObject &m_object;
    const JsonPath &m_path;
    QSet<QString> m_seen;
};

class JsonWriter {
public:
    template <class T> void req(const char *key, const T &value)
    {
        m_object.insert(QLatin1String(key), writeJson(value));
    }
    template <class T> void opt(const char *key, const std::optional<T> &value)
    {
        if (value)
            m_object.insert(QLatin1String(key), writeJson(*value));
    }
    template <class T, class D> void def(const char *key, const T &value, const D &fallback)
    {
        if (!(value == T(fallback)))
            m_object.insert(QLatin1String(key), writeJson(value));
    }
    template <class T, class D> void always(const char *key, const T &value, const D &) { req(key, value); }
    void check(bool, const char *, const char *, const char *) const { }
    void check(bool, const char *, const QString &, const QString &) const { }
    void extras(const Extras &extra)
    {
        for (auto it = extra.begin(); it != extra.end(); ++it)
            if (!m_object.contains(it.key()))
                m_object.insert(it.key(), it.value());
    }
    QJsonObject take() { return std::move(m_object); }

private:
    QJsonObject m_object;
};

template <class T> void readJson(const QJsonValue &v, const JsonPath &path, T &out)
{
    if constexpr (std::is_same_v<T, QString>) {
        if (!v.isString())
            throwFound(path, v, "expected a string, found %1", "oczekiwano napisu, jest %1");
        out = v.toString();
        if (out.size() > kMaxStringLength)
            throwAt(
                path,
                QStringLiteral("text of %1 characters, longer than the limit of %2")
                    .arg(out.size())
                    .arg(kMaxStringLength),
                QStringLiteral("tekst %1 znaków, dłuższy niż dopuszczalne %2").arg(out.size()).arg(kMaxStringLength));
    } else if constexpr (std::is_same_v<T, bool>) {
        if (!v.isBool())
            throwFound(path, v, "expected true or false, found %1", "oczekiwano true albo false, jest %1");
        out = v.toBool();
    } else if constexpr (std::is_same_v<T, int>) {
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d))
            throwFound(path, v, "expected a whole number, found %1", "oczekiwano liczby całkowitej, jest %1");
        if (std::abs(d) > kMaxNumber)
            throwAt(path, QStringLiteral("%1 is beyond the limit of %2").arg(d, 0, 'g', 17).arg(kMaxNumber),
                    QStringLiteral("%1 przekracza granicę %2").arg(d, 0, 'g', 17).arg(kMaxNumber));
        out = int(d);
    } else if constexpr (std::is_same_v<T, double>) {
        if (!v.isDouble())
            throwFound(path, v, "expected a number, found %1", "oczekiwano liczby, jest %1");
        out = v.toDouble();
    } else if constexpr (std::is_same_v<T, HalfPoints>) {
        const double twice = v.toDouble() * 2.0;
        if (!v.isDouble() || twice != std::floor(twice))
            throwFound(path, v, "expected points in steps of 0.5, found %1", "oczekiwano punktów co 0,5, jest %1");
        if (std::abs(twice) > 2.0 * double(kMaxPoints))
            throwAt(path,
                    QStringLiteral("%1 points is beyond the limit of %2").arg(v.toDouble(), 0, 'g', 17).arg(kMaxPoints),
                    QStringLiteral("%1 pkt przekracza granicę %2").arg(v.toDouble(), 0, 'g', 17).arg(kMaxPoints));
        out = HalfPoints::fromHalves(qint64(twice));
    } else if constexpr (std::is_same_v<T, Text>) {
        qsizetype longest = v.toString().size();
        for (const QJsonValue t : v.toObject())
            longest = std::max(longest, t.toString().size());
        if (longest > kMaxStringLength)
            throwAt(
                path,
                QStringLiteral("text of %1 characters, longer than the limit of %2").arg(longest).arg(kMaxStringLength),
                QStringLiteral("tekst %1 znaków, dłuższy niż dopuszczalne %2").arg(longest).arg(kMaxStringLength));
        if (!out.assign(v))
            throwFound(path, v, "expected text: a string or {\"pl\": …, \"en\": …}, found %1",
                       "oczekiwano tekstu: napisu albo {\"pl\": …, \"en\": …}, jest %1");
    } else if constexpr (std::is_same_v<T, QJsonObject>) {
        if (!v.isObject())
            throwFound(path, v, "expected an object, found %1", "oczekiwano obiektu, jest %1");
        out = v.toObject();
    } else if constexpr (std::is_same_v<T, QJsonValue>) {
        out = v;
    } else if constexpr (std::is_enum_v<T>) {
        const auto parsed = v.isString() ? enumFromName<T>(v.toString()) : std::nullopt;
        if (!parsed)
            throwAt(path, QStringLiteral("expected one of: %1").arg(enumChoices<T>()),
                    QStringLiteral("oczekiwano jednego z: %1").arg(enumChoices<T>()));
        out = *parsed;
    } else if constexpr (IsOptional<T>::value) {
        // A nullable value: null means "not set" (e.g. a general still to be drawn).
        if (v.isNull()) {
            out.reset();
        } else {
            typename T::value_type inner{};
            readJson(v, path, inner);
            out = std::move(inner);
        }
    } else if constexpr (IsList<T>::value) {
        if (!v.isArray())
            throwFound(path, v, "expected an array, found %1", "oczekiwano tablicy, jest %1");
        const QJsonArray a = v.toArray();
        if (a.size() > kMaxListLength)
            throwAt(path,
                    QStringLiteral("a list of %1 entries, more than the limit of %2").arg(a.size()).arg(kMaxListLength),
                    QStringLiteral("lista %1 pozycji, więcej niż dopuszczalne %2").arg(a.size()).arg(kMaxListLength));
        out.clear();
        out.reserve(a.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            const JsonPath child{&path, QString(), i};
            typename T::value_type item{};
            readJson(a.at(i), child, item);
            out.append(std::move(item));
        }
    } else if constexpr (IsMap<T>::value) {
        if (!v.isObject())
            throwFound(path, v, "expected an object, found %1", "oczekiwano obiektu, jest %1");
        const QJsonObject o = v.toObject();
        out.clear();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const JsonPath child{&path, it.key(), -1};
            typename T::mapped_type item{};
            readJson(it.value(), child, item);
            out.insert(it.key(), std::move(item));
        }
    } else {
        if (!v.isObject())
            throwFound(path, v, "expected an object, found %1", "oczekiwano obiektu, jest %1");
        const QJsonObject o = v.toObject();
        JsonReader reader(o, path);
        T::io(reader, out);
    }
}

template <class T> QJsonValue writeJson(const T &value)
{
    if constexpr (
        std::is_same_v<
            T,
            QString> || std::is_same_v<T, bool> || std::is_same_v<T, int> || std::is_same_v<T, double> || std::is_same_v<T, QJsonObject> || std::is_same_v<T, QJsonValue>) {
        return QJsonValue(value);
    } else if constexpr (std::is_same_v<T, HalfPoints>) {
        return value.halves % 2 == 0 ? QJsonValue(qint64(value.halves / 2)) : QJsonValue(value.toDouble());
    } else if constexpr (std::is_same_v<T, Text>) {
        return value.toJson();
    } else if constexpr (std::is_same_v<T, QStringList>) {
        return QJsonArray::fromStringList(value);
    } else if constexpr (std::is_enum_v<T>) {
        return QString::fromLatin1(enumName(value));
    } else if constexpr (IsOptional<T>::value) {
        return value ? writeJson(*value) : QJsonValue(QJsonValue::Null);
    } else if constexpr (IsList<T>::value) {
        QJsonArray a;
        for (const auto &item : value)
            a.append(writeJson(item));
        return a;
    } else if constexpr (IsMap<T>::value) {
        QJsonObject o;
        for (auto it = value.cbegin(); it != value.cend(); ++it)
            o.insert(it.key(), writeJson(it.value()));
        return o;
    } else {
        JsonWriter writer;
        T::io(writer, value);
        return writer.take();
    }
}

} // namespace sztab

namespace sztab {
// Reads a whole document into T; false with the error (pointer and both wordings) when it does not fit.
template <class T> bool readDocument(const QJsonObject &doc, T &out, JsonError *error)
{
    try {
        const JsonPath root;
        readJson(QJsonValue(doc), root, out);
        return true;
    } catch (const JsonError &e) {
        *error = e;
        return false;
    }
}
} // namespace sztab
