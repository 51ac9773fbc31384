#pragma once
// Text meant for people: either one string or translations {"pl": …, "en": …} (CONTRACT: Files).
#include <QJsonValue>
#include <QList>
#include <QString>

#include <utility>

namespace sztab {

class Text {
public:
    Text() = default;
    Text(const QString &plain) : m_plain(plain), m_isPlain(true) {}
    static Text translated(const QString &pl, const QString &en);

    // Best text for a language ("pl", "en"): the translation, else the other one, else the plain string.
    QString get(const QString &lang = QStringLiteral("en")) const;
    bool isEmpty() const;
    bool isPlain() const { return m_isPlain; }

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

} // namespace sztab
