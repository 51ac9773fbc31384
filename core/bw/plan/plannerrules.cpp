// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/plannerrules.h"

#include <QJsonArray>
#include <QSizeF>

namespace sztab::plan {

std::optional<PlannerRules> plannerRules(const Ruleset &ruleset, QString *error)
{
    PlannerRules rules;
    const auto it = ruleset.extras.constFind(QStringLiteral("planner"));
    if (it == ruleset.extras.constEnd())
        return rules;
    try {
        const JsonPath root;
        const JsonPath block{&root, QStringLiteral("planner"), -1};
        readJson(*it, block, rules);
    } catch (const JsonError &e) {
        if (error)
            *error = QStringLiteral("ruleset \"%1\": %2: %3").arg(ruleset.id, e.pointer, e.message);
        return std::nullopt;
    }
    return rules;
}

std::optional<QSizeF> baseSize(const Ruleset &ruleset, const QString &id)
{
    // baseSizes rows hold [depth, width] (BWN 1.1 lists depth first: infantry 2 x 4).
    for (const ReferenceRow &row : ruleset.baseSizes)
        if (row.id == id) {
            const QJsonArray a = row.value.toArray();
            if (a.size() != 2 || !a[0].isDouble() || !a[1].isDouble() || a[0].toDouble() <= 0 || a[1].toDouble() <= 0)
                return std::nullopt;
            return QSizeF(a[1].toDouble(), a[0].toDouble());
        }
    return std::nullopt;
}

} // namespace sztab::plan
