// SPDX-License-Identifier: GPL-3.0-or-later
// STUB: published API first (issue 20); the rules follow.
#include "ksk/diagram.h"

namespace sztab::ksk {
std::optional<Issue> checkOwnChange(const Order &) { return std::nullopt; }
std::optional<Issue> checkOrderShape(const Order &) { return std::nullopt; }
bool overHalfDisordered(int units, int disorderedOrBroken) { return 2 * disorderedOrBroken > units; }
int maxHexesThisStage(const Rules &rules, const Order &) { return rules.commanderMovement; }
QString pathRule(OrderPath) { return {}; }
QString pathWord(OrderPath p, const QString &) { return QString::fromLatin1(enumName(p)); }
} // namespace sztab::ksk
