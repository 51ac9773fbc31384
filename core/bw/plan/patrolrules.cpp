// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patrolrules.h"

namespace sztab::plan {

std::optional<PatrolRules> patrolRules(const Ruleset &ruleset, Text *error)
{
    const auto it = ruleset.extras.constFind(QStringLiteral("patrol"));
    if (it == ruleset.extras.constEnd())
        return std::nullopt;
    PatrolRules rules;
    try {
        const JsonPath root;
        const JsonPath block{&root, QStringLiteral("patrol"), -1};
        readJson(*it, block, rules);
    } catch (const JsonError &e) {
        if (error)
            *error = Text::translated(
                QStringLiteral("zestaw zasad \u201e%1\u201d: %2: %3").arg(ruleset.id, e.pointer, e.messagePl),
                QStringLiteral("ruleset \"%1\": %2: %3").arg(ruleset.id, e.pointer, e.message));
        return std::nullopt;
    }
    return rules;
}

} // namespace sztab::plan
