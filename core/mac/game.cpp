// SPDX-License-Identifier: GPL-3.0-or-later
// STUB (published API first, for the app's helper): the document follows.
#include "mac/game.h"

namespace sztab::mac {

QString actionKindId(ActionKind) { return {}; }
std::optional<ActionKind> actionKindFromId(const QString &) { return std::nullopt; }
std::uint64_t seedForEntry(std::uint64_t seed, qsizetype) { return seed; }
QJsonObject gameToJson(const Game &) { return {}; }
std::optional<Game> gameFromJson(const QJsonObject &, const QString &, LoadError *) { return std::nullopt; }
std::optional<Game> loadGame(const QString &, LoadError *) { return std::nullopt; }
bool saveGame(const Game &, const QString &, QString *) { return false; }

} // namespace sztab::mac
