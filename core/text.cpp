#include "text.h"

#include <QJsonObject>

namespace sztab {

Text Text::translated(const QString &pl, const QString &en)
{
    Text t;
    t.m_isPlain = false;
    t.m_translations.insert(QStringLiteral("pl"), pl);
    t.m_translations.insert(QStringLiteral("en"), en);
    return t;
}

QString Text::get(const QString &lang) const
{
    if (m_isPlain)
        return m_plain;
    if (auto it = m_translations.constFind(lang); it != m_translations.cend() && !it->isEmpty())
        return *it;
    // Polish originals first, then English, then whatever there is.
    for (const char *fallback : {"pl", "en"})
        if (auto it = m_translations.constFind(QLatin1String(fallback)); it != m_translations.cend() && !it->isEmpty())
            return *it;
    return m_translations.isEmpty() ? QString() : m_translations.first();
}

bool Text::isEmpty() const { return get().isEmpty(); }

QJsonValue Text::toJson() const
{
    if (m_isPlain)
        return m_plain;
    QJsonObject o;
    for (auto it = m_translations.cbegin(); it != m_translations.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

bool Text::assign(const QJsonValue &v)
{
    if (v.isString()) {
        *this = Text(v.toString());
        return true;
    }
    if (!v.isObject())
        return false;
    const QJsonObject o = v.toObject();
    QMap<QString, QString> map;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it->isString())
            return false;
        map.insert(it.key(), it->toString());
    }
    m_isPlain = false;
    m_plain.clear();
    m_translations = map;
    return true;
}

} // namespace sztab
