// SPDX-License-Identifier: GPL-3.0-or-later
// STUB: published API first (issue 20); the rules follow.
#include "ksk/game.h"

namespace sztab::ksk {
int Cups::size(Side) const { return 0; }
int Cups::activeCount(Side) const { return 0; }
const Courier *GameState::courier(Side, int) const { return nullptr; }
bool GameState::stageOver() const { return false; }
GameState initialState(const Scenario &) { return {}; }
ApplyResult apply(const Scenario &, GameState &, Action &, DiceSource &) { return {}; }
std::optional<GameDocument> gameFromJson(const QJsonObject &, const QString &, LoadError *) { return std::nullopt; }
std::optional<GameDocument> loadGame(const QString &, LoadError *) { return std::nullopt; }
QJsonObject gameToJson(const GameDocument &) { return {}; }
bool saveGame(const GameDocument &, const QString &, QString *) { return false; }
GameDocument newGame(const Scenario &scenario, std::optional<qint64> seed)
{
    GameDocument g;
    g.scenarioId = scenario.id;
    g.scenario = scenario;
    g.seed = seed;
    return g;
}
ReplayResult replay(const GameDocument &) { return {}; }
std::unique_ptr<DiceSource> nextDice(const GameDocument &, const std::optional<QList<int>> &) { return nullptr; }
QString segmentWord(Segment s, const QString &) { return QString::fromLatin1(enumName(s)); }
} // namespace sztab::ksk
