// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One finding about a document, for every game system: how bad it is, the stable code tools match on, where it is
// (a JSON pointer into the document), the rule's section and a message in Polish and English.
#include "foundation/jsonio.h"
#include "foundation/text.h"

namespace sztab {

enum class Severity { Error, Warning };

template <> struct EnumNames<Severity> {
    static constexpr std::array<std::pair<Severity, const char *>, 2> names{
        {{Severity::Error, "error"}, {Severity::Warning, "warning"}}};
};

struct Issue {
    Severity severity = Severity::Error;
    QString code;    // e.g. "UNIT_POINTS_OVER"
    QString path;    // JSON pointer into the document
    QString section; // e.g. "BWN 13.2"
    Text message;    // {"pl": …, "en": …}
    friend bool operator==(const Issue &, const Issue &) = default;
};

// The severity as a word for people: "error"/"warning" (the file spelling) or "błąd"/"ostrzeżenie".
inline QString severityWord(Severity s, const QString &lang)
{
    if (isPolish(lang))
        return s == Severity::Error ? QStringLiteral("błąd") : QStringLiteral("ostrzeżenie");
    return QString::fromLatin1(enumName(s));
}

// One issue as every JSON answer spells it: severity, code, path, section and the message in `lang`; with no
// language the message is both, {"pl": …, "en": …}, for tools that show either.
QJsonObject issueToJson(const Issue &issue, const QString &lang = {});
QJsonArray issuesToJson(const QList<Issue> &issues, const QString &lang = {});

} // namespace sztab
