// SPDX-License-Identifier: GPL-3.0-or-later
// STUB (published API first, for the app's helper): the loader follows.
#include "mac/scenario.h"

namespace sztab::mac {

QString sideId(Side side) { return side == Side::Polish ? QStringLiteral("pl") : QStringLiteral("ru"); }
std::optional<Side> sideFromId(const QString &) { return std::nullopt; }
Side otherSide(Side side) { return side == Side::Polish ? Side::Russian : Side::Polish; }
Text sideName(Side) { return {}; }
const Commander *Scenario::commander(const QString &) const { return nullptr; }
QStringList Scenario::commanderIds(Side) const { return {}; }
QString Scenario::commanderInChief(Side) const { return {}; }
const StagePool *Scenario::poolOf(int) const { return nullptr; }
const DocumentKind &macScenarioKind()
{
    static const DocumentKind k{QStringLiteral("mac-scenario"), 1, {}, 1};
    return k;
}
const DocumentKind &macGameKind()
{
    static const DocumentKind k{QStringLiteral("mac-game"), 1, {}, 1};
    return k;
}
std::optional<Scenario> scenarioFromJson(const QJsonObject &, const QString &, LoadError *) { return std::nullopt; }
std::optional<Scenario> loadScenario(const QString &, LoadError *) { return std::nullopt; }
QString macDataDir() { return {}; }
std::optional<Scenario> loadBundledScenario(const QString &, LoadError *) { return std::nullopt; }

} // namespace sztab::mac
