// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/text.h"

#include <QJsonObject>

#include <cstring>

namespace sztab {

Text Text::translated(const QString &pl, const QString &en)
{
    Text t;
    t.m_isPlain = false;
    t.m_translations = {{QStringLiteral("en"), en}, {QStringLiteral("pl"), pl}};
    return t;
}

QString Text::get(const QString &lang) const
{
    if (m_isPlain)
        return m_plain;
    auto find = [this](QStringView language) -> const QString * {
        for (const auto &[l, text] : m_translations)
            if (l == language && !text.isEmpty())
                return &text;
        return nullptr;
    };
    if (const QString *t = find(lang))
        return *t;
    // Polish originals first, then English, then whatever there is.
    for (const char16_t *fallback : {u"pl", u"en"})
        if (const QString *t = find(fallback))
            return *t;
    return m_translations.isEmpty() ? QString() : m_translations.first().second;
}

Text Text::withTranslation(const QString &lang, const QString &value) const
{
    const QString pl = lang == QLatin1String("pl") ? value : get(QStringLiteral("pl"));
    const QString en = lang == QLatin1String("en") ? value : get(QStringLiteral("en"));
    return translated(pl, en);
}

bool Text::isEmpty() const { return get().isEmpty(); }

QJsonValue Text::toJson() const
{
    if (m_isPlain)
        return m_plain;
    QJsonObject o;
    for (const auto &[language, text] : m_translations)
        o.insert(language, text);
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
    QList<std::pair<QString, QString>> map; // QJsonObject iterates in key order, so this stays sorted
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it->isString())
            return false;
        map.append({it.key(), it->toString()});
    }
    m_isPlain = false;
    m_plain.clear();
    m_translations = map;
    return true;
}

bool isPolish(const QString &lang) { return lang == QLatin1String("pl"); }

QString pick(const QString &lang, const char *pl, const char *en)
{
    return QString::fromUtf8(isPolish(lang) ? pl : en);
}

QString pick(const QString &lang, const QString &pl, const QString &en) { return isPolish(lang) ? pl : en; }

QString polishCount(qsizetype n, const char *one, const char *few, const char *many)
{
    const qsizetype ones = n % 10, tens = n % 100;
    const char *word = n == 1                                            ? one
                       : ones >= 2 && ones <= 4 && !(tens >= 12 && tens <= 14) ? few
                                                                               : many;
    return QStringLiteral("%1 %2").arg(n).arg(QString::fromUtf8(word));
}

QString decimalText(QString number, const QString &lang)
{
    return isPolish(lang) ? number.replace(QLatin1Char('.'), QLatin1Char(',')) : number;
}

QString Words::get(const char *id, const QString &lang) const
{
    for (const Word &w : m_words)
        if (std::strcmp(w.id, id) == 0)
            return pick(lang, w.pl, w.en);
    return QString::fromLatin1(id);
}

} // namespace sztab
