// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A structure-aware mutator for the fuzz targets (libFuzzer's LLVMFuzzerCustomMutator): most mutations of an input
// that parses are made on its JSON — a number set to a limit, a string replaced by another id of the same document,
// an entry removed, repeated or moved elsewhere, a value of the wrong type — and written back, so that the targets
// reach the loaders' checks and what lies behind them instead of mostly meeting syntax errors. The rest are
// libFuzzer's own byte mutations (with fuzz/json.dict), which keep the parser and the syntax errors covered.
// Include in exactly one translation unit per fuzz target.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <cstring>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace sztab::fuzz {

class MutatorRandom {
public:
    explicit MutatorRandom(unsigned seed) : m_state(seed * 0x9E3779B97F4A7C15ULL + 1) { }
    quint64 next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return m_state;
    }
    qsizetype below(qsizetype n) { return n <= 0 ? 0 : qsizetype(next() % quint64(n)); }
    bool chance(int oneIn) { return below(oneIn) == 0; }

private:
    quint64 m_state;
};

// One step of a path into the document: an object key or an array index.
struct JsonStep {
    QString key;
    qsizetype index = -1;
};
using JsonPathSteps = QList<JsonStep>;

struct JsonNodes {
    QList<JsonPathSteps> paths; // every value, the root included
    QList<QJsonValue> values;   // the same order
    QStringList strings;        // every string value and key: ids that refer to each other
};

inline void collectNodes(const QJsonValue &v, JsonPathSteps &path, JsonNodes &out)
{
    if (out.paths.size() >= 20000)
        return;
    out.paths << path;
    out.values << v;
    if (v.isString() && out.strings.size() < 4000)
        out.strings << v.toString();
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (out.strings.size() < 4000)
                out.strings << it.key();
            path.append(JsonStep{it.key(), -1});
            collectNodes(it.value(), path, out);
            path.removeLast();
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            path.append(JsonStep{QString(), i});
            collectNodes(a.at(i), path, out);
            path.removeLast();
        }
    }
}

// Returns `root` with the value at `path` replaced by `f(old)`; a returned Undefined removes the entry.
template <class F> QJsonValue replaceAt(const QJsonValue &root, const JsonPathSteps &path, qsizetype depth, F f)
{
    if (depth == path.size())
        return f(root);
    const JsonStep &step = path[depth];
    if (root.isObject() && step.index < 0) {
        QJsonObject o = root.toObject();
        const QJsonValue replaced = replaceAt(o.value(step.key), path, depth + 1, f);
        if (replaced.isUndefined())
            o.remove(step.key);
        else
            o.insert(step.key, replaced);
        return o;
    }
    if (root.isArray() && step.index >= 0) {
        QJsonArray a = root.toArray();
        if (step.index >= a.size())
            return root;
        const QJsonValue replaced = replaceAt(a.at(step.index), path, depth + 1, f);
        if (replaced.isUndefined())
            a.removeAt(step.index);
        else
            a.replace(step.index, replaced);
        return a;
    }
    return root;
}

inline QJsonValue interestingNumber(MutatorRandom &rnd, double old)
{
    static const double numbers[] = {0,    1,     -1,     2,   3,   6,    12,      13,         100,           101,
                                     1000, 65536, 100000, 1e6, 1e9, -1e9, 1e9 + 1, 2147483647, -2147483648.0, 0.5,
                                     1.5,  -0.5,  1e300,  1e-9};
    switch (rnd.below(4)) {
    case 0: return old + 1;
    case 1: return old - 1;
    case 2: return old * 2;
    default: return numbers[rnd.below(qsizetype(std::size(numbers)))];
    }
}

inline QJsonValue interestingString(MutatorRandom &rnd, const QString &old, const JsonNodes &nodes)
{
    switch (rnd.below(8)) {
    case 0: return QString();
    case 1: return old + old;
    case 2: return old + QStringLiteral("/~x");
    case 3: return QString(65537, QLatin1Char('x')); // one over the limit of a text
    case 4: return old.left(old.size() / 2);
    case 5: return QStringLiteral("line\nbreak\t\u0001");
    default:
        return nodes.strings.isEmpty() ? QJsonValue(old) : QJsonValue(nodes.strings[rnd.below(nodes.strings.size())]);
    }
}

inline QJsonValue anyValue(MutatorRandom &rnd, const JsonNodes &nodes)
{
    switch (rnd.below(7)) {
    case 0: return QJsonValue(QJsonValue::Null);
    case 1: return QJsonObject();
    case 2: return QJsonArray();
    case 3: return rnd.chance(2);
    case 4: return interestingNumber(rnd, 0);
    case 5: return interestingString(rnd, QString(), nodes);
    default: return nodes.values[rnd.below(nodes.values.size())]; // a value from elsewhere in the document
    }
}

// One mutation of the value `v` (found at a path with `nodes` the whole document's values).
inline QJsonValue mutateValue(const QJsonValue &v, MutatorRandom &rnd, const JsonNodes &nodes)
{
    if (rnd.chance(8))
        return rnd.chance(3) ? QJsonValue(QJsonValue::Undefined) : anyValue(rnd, nodes); // remove, or the wrong type
    if (v.isDouble())
        return interestingNumber(rnd, v.toDouble());
    if (v.isString())
        return interestingString(rnd, v.toString(), nodes);
    if (v.isBool())
        return !v.toBool();
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        const QStringList keys = o.keys();
        switch (rnd.below(3)) {
        case 0: // a key of the document with any value
            if (!nodes.strings.isEmpty())
                o.insert(nodes.strings[rnd.below(nodes.strings.size())], anyValue(rnd, nodes));
            break;
        case 1: // a key renamed
            if (!keys.isEmpty()) {
                const QString key = keys[rnd.below(keys.size())];
                const QJsonValue value = o.take(key);
                o.insert(interestingString(rnd, key, nodes).toString(), value);
            }
            break;
        default: // a key removed
            if (!keys.isEmpty())
                o.remove(keys[rnd.below(keys.size())]);
        }
        return o;
    }
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        switch (rnd.below(4)) {
        case 0: // an entry repeated, sometimes many times (counts, duplicate ids)
            if (!a.isEmpty()) {
                const QJsonValue item = a.at(rnd.below(a.size()));
                const qsizetype times = rnd.chance(4) ? 1 + rnd.below(200) : 1;
                for (qsizetype i = 0; i < times; ++i)
                    a.append(item);
            }
            break;
        case 1: // an entry removed
            if (!a.isEmpty())
                a.removeAt(rnd.below(a.size()));
            break;
        case 2: // two entries swapped
            if (a.size() >= 2) {
                const qsizetype i = rnd.below(a.size()), j = rnd.below(a.size());
                const QJsonValue t = a.at(i);
                a.replace(i, a.at(j));
                a.replace(j, t);
            }
            break;
        default: // anything inserted
            a.insert(rnd.below(a.size() + 1), anyValue(rnd, nodes));
        }
        return a;
    }
    return anyValue(rnd, nodes);
}

inline size_t mutateJson(uint8_t *data, size_t size, size_t maxSize, unsigned seed)
{
    MutatorRandom rnd(seed);
    if (rnd.chance(3)) // a third of the time: libFuzzer's byte mutations
        return LLVMFuzzerMutate(data, size, maxSize);
    QJsonParseError error;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return LLVMFuzzerMutate(data, size, maxSize);
    QJsonValue root = doc.object();
    const qsizetype rounds = 1 + rnd.below(3);
    for (qsizetype r = 0; r < rounds; ++r) {
        JsonNodes nodes;
        JsonPathSteps path;
        collectNodes(root, path, nodes);
        const qsizetype pick = rnd.below(nodes.paths.size());
        const QJsonValue mutated =
            replaceAt(root, nodes.paths[pick], 0, [&](const QJsonValue &old) { return mutateValue(old, rnd, nodes); });
        if (mutated.isObject())
            root = mutated;
    }
    const QByteArray out =
        QJsonDocument(root.toObject()).toJson(rnd.chance(2) ? QJsonDocument::Compact : QJsonDocument::Indented);
    if (size_t(out.size()) > maxSize)
        return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data, out.constData(), size_t(out.size()));
    return size_t(out.size());
}

} // namespace sztab::fuzz

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned int seed)
{
    return sztab::fuzz::mutateJson(data, size, maxSize, seed);
}
