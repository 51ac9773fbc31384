// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game file as every reader takes it (each command of the command line, the print): the file read, its scenario
// found, the log replayed by the rules and every program die re-checked against the seed. Like KSK's
// loadCheckedGame, a game that fails any of these is refused as unusable input, with the file and the place.
#include "foundation/loaderror.h"
#include "mac/game.h"
#include "mac/scenario.h"
#include "mac/state.h"

#include <optional>

namespace sztab::mac {

struct CheckedGame {
    Game game;
    Scenario scenario;
    State state;
};

// nullopt and *error when the file cannot be read, names a scenario that is not bundled (/scenario), or does not
// replay (/log/N, or /log/N/dice/M for a die its seed does not give; the message ends with the rule's code).
std::optional<CheckedGame> loadCheckedGame(const QString &path, LoadError *error);

// The file read and its scenario found, the log not yet replayed (what `replay` starts from, to report rather than
// refuse a log that does not replay).
struct GameAndScenario {
    Game game;
    Scenario scenario;
};
std::optional<GameAndScenario> loadGameAndScenario(const QString &path, LoadError *error);

} // namespace sztab::mac
