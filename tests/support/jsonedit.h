// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading, writing and editing JSON test files; editing by JSON pointer (RFC 6901), for tests that break one entry
// of a valid file.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace sztab::test {

inline QStringList pointerTokens(const QString &pointer)
{
    QStringList tokens = pointer.split(QLatin1Char('/'));
    tokens.removeFirst(); // the pointer starts with "/"
    for (QString &t : tokens)
        t.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
    return tokens;
}

// Sets (or, with an undefined value, removes) the entry at `tokens` inside `root`.
inline QJsonValue setAt(const QJsonValue &root, QStringList tokens, const QJsonValue &value)
{
    if (tokens.isEmpty())
        return value;
    const QString head = tokens.takeFirst();
    if (root.isArray()) {
        QJsonArray a = root.toArray();
        const int i = head.toInt();
        if (tokens.isEmpty() && value.isUndefined())
            a.removeAt(i);
        else
            a[i] = setAt(a.at(i), tokens, value);
        return a;
    }
    QJsonObject o = root.toObject();
    if (tokens.isEmpty() && value.isUndefined())
        o.remove(head);
    else
        o[head] = setAt(o.value(head), tokens, value);
    return o;
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

inline QJsonObject readObject(const QString &path) { return QJsonDocument::fromJson(readAll(path)).object(); }

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace sztab::test
