// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/jsonio.h"

#include "foundation/loaderror.h"

namespace sztab {

QString JsonPath::pointer() const
{
    QStringList tokens;
    for (const JsonPath *p = this; p && p->parent; p = p->parent)
        tokens.prepend(p->index >= 0 ? QString::number(p->index) : escapePointerToken(p->key));
    return tokens.isEmpty() ? QString() : QLatin1Char('/') + tokens.join(QLatin1Char('/'));
}

void throwAt(const JsonPath &path, const QString &english, const QString &polish)
{
    throw JsonError{path.pointer(), english, polish};
}

void throwFound(const JsonPath &path, const QJsonValue &v, const char *english, const char *polish)
{
    throwAt(path, QString::fromUtf8(english).arg(jsonTypeName(v, QStringLiteral("en"))),
            QString::fromUtf8(polish).arg(jsonTypeName(v, QStringLiteral("pl"))));
}

QString jsonTypeName(const QJsonValue &v, const QString &lang)
{
    const bool pl = isPolish(lang);
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return pl ? QStringLiteral("wartość logiczną") : QStringLiteral("a boolean");
    case QJsonValue::Double:
        return (pl ? QStringLiteral("liczbę %1") : QStringLiteral("the number %1")).arg(v.toDouble());
    case QJsonValue::String: {
        QString s = v.toString();
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("…");
        return (pl ? QStringLiteral("napis \u201e%1\u201d") : QStringLiteral("the string \"%1\"")).arg(s);
    }
    case QJsonValue::Array: return pl ? QStringLiteral("tablicę") : QStringLiteral("an array");
    case QJsonValue::Object: return pl ? QStringLiteral("obiekt") : QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return pl ? QStringLiteral("nic") : QStringLiteral("nothing");
}

} // namespace sztab
