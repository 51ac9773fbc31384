// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text meant for people: either one string or translations {"pl": …, "en": …} (CONTRACT: Files).
#include <QJsonValue>
#include <QList>
#include <QString>

#include <span>
#include <utility>

namespace sztab {

class Text {
public:
    Text() = default;
    Text(const QString &plain) : m_plain(plain), m_isPlain(true) { }
    static Text translated(const QString &pl, const QString &en);

    // Best text for a language ("pl", "en"): the translation, else the other one, else the plain string.
    QString get(const QString &lang = QStringLiteral("en")) const;
    bool isEmpty() const;
    bool isPlain() const { return m_isPlain; }
    // This text with its "pl" or "en" side set to value, keeping the other (a plain text becomes a translated one).
    Text withTranslation(const QString &lang, const QString &value) const;

    // Written back in the form it was read, so files round-trip.
    QJsonValue toJson() const;
    // Returns false (and leaves *this untouched) for anything but a string or an object of strings.
    bool assign(const QJsonValue &v);

    friend bool operator==(const Text &, const Text &) = default;

private:
    QString m_plain;
    // (language, text) sorted by language: a list, not a map, since issues make two of these each.
    QList<std::pair<QString, QString>> m_translations;
    bool m_isPlain = true;
};

// The one path for the core's own words in two languages (issue 18): "pl" picks the Polish, any other language the
// English, as every command line --lang and the app's language do. Literals are UTF-8.
bool isPolish(const QString &lang);
QString pick(const QString &lang, const char *pl, const char *en);
QString pick(const QString &lang, const QString &pl, const QString &en);
// A count with its noun in Polish's three forms: "1 jednostka", "3 jednostki", "5 jednostek", "22 jednostki",
// "12 jednostek". The words are UTF-8 literals.
QString polishCount(qsizetype n, const char *one, const char *few, const char *many);
// A number as text with the decimal comma in Polish ("91,67") and the point in English ("91.67").
QString decimalText(QString number, const QString &lang);

// A table of words by id in both languages, for a text that names many (a sheet's captions, a roster text's words).
struct Word {
    const char *id;
    const char *pl;
    const char *en;
};
class Words {
public:
    template <std::size_t N> constexpr Words(const Word (&words)[N]) : m_words(words) { }
    // The word in lang; a missing id shows the id itself, so a test catches it.
    QString get(const char *id, const QString &lang) const;

private:
    std::span<const Word> m_words;
};

} // namespace sztab
