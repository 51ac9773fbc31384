// SPDX-License-Identifier: GPL-3.0-or-later
// STUB (published API first, for the app's helper): the engine follows.
#include "mac/state.h"

#include <QJsonObject>

namespace sztab::mac {

std::optional<Side> Track::leader() const { return std::nullopt; }
const CommanderState *State::commander(const QString &) const { return nullptr; }
QStringList State::hiddenFrom(Side, const Scenario &) const { return {}; }
State initialState(const Scenario &, const Game &) { return {}; }
std::optional<State> apply(const Scenario &, const State &, const Action &, ActionError *) { return std::nullopt; }
std::optional<State> replay(const Scenario &, const Game &, ActionError *) { return std::nullopt; }
bool programDiceMatch(const Game &, const Scenario &, ActionError *) { return false; }
std::optional<State> perform(const Scenario &, Game *, const State &, Action, DiceSource *, ActionError *)
{
    return std::nullopt;
}
QStringList eligibleForAny(const Scenario &, const State &, Side) { return {}; }
QStringList activatable(const Scenario &, const State &, Side) { return {}; }
QString nextStep(const Scenario &, const State &, const QString &) { return {}; }
QJsonObject stateToJson(const Scenario &, const State &, std::optional<Side>, const QString &) { return {}; }

} // namespace sztab::mac
