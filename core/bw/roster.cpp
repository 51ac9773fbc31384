// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/roster.h"

#include "foundation/document.h"

#include <QSet>

namespace sztab {

std::optional<Roster> rosterFromJson(const QJsonObject &raw, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(raw, rosterKind(), file, error);
    if (!doc)
        return std::nullopt;
    Roster r;
    if (JsonError e; !readDocument(*doc, r, &e)) {
        *error = LoadError{file, e.pointer, true, 0, 0, e.message, e.messagePl};
        return std::nullopt;
    }
    // Division ids are what corps, redraws and the draw log refer to: they must be unique.
    QSet<QString> ids;
    for (qsizetype i = 0; i < r.divisions.size(); ++i) {
        if (ids.contains(r.divisions[i].id)) {
            *error = LoadError{file,
                               QStringLiteral("/divisions/%1/id").arg(i),
                               true,
                               0,
                               0,
                               QStringLiteral("division id \"%1\" is used twice").arg(r.divisions[i].id),
                               QStringLiteral("id dywizji \u201e%1\u201d użyte dwa razy").arg(r.divisions[i].id)};
            return std::nullopt;
        }
        ids.insert(r.divisions[i].id);
    }
    return r;
}

QJsonObject rosterToJson(const Roster &roster) { return writeJson(roster).toObject(); }

} // namespace sztab
