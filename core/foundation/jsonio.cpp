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

void throwAt(const JsonPath &path, const QString &message) { throw JsonError{path.pointer(), message}; }

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("the number %1").arg(v.toDouble());
    case QJsonValue::String: {
        QString s = v.toString();
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("…");
        return QStringLiteral("the string \"%1\"").arg(s);
    }
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

} // namespace sztab
