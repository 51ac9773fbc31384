// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/issue.h"

#include <QJsonArray>

namespace sztab {

QJsonObject issueToJson(const Issue &issue, const QString &lang)
{
    return QJsonObject{{QStringLiteral("severity"), QString::fromLatin1(enumName(issue.severity))},
                       {QStringLiteral("code"), issue.code},
                       {QStringLiteral("path"), issue.path},
                       {QStringLiteral("section"), issue.section},
                       {QStringLiteral("message"), lang.isEmpty() ? QJsonValue(issue.message.toJson())
                                                                  : QJsonValue(issue.message.get(lang))}};
}

QJsonArray issuesToJson(const QList<Issue> &issues, const QString &lang)
{
    QJsonArray out;
    for (const Issue &issue : issues)
        out.append(issueToJson(issue, lang));
    return out;
}

} // namespace sztab
