// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Victory points (MAC 12.1–12.4) as pure functions over the single track (state.h: Track).
#include "mac/scenario.h"
#include "mac/state.h"

#include <optional>

namespace sztab::mac {

// 12.1: the points an event is worth (artillery taken: its base plus the battery's white stars); nullopt for an
// event the scenario does not know.
std::optional<int> victoryPoints(const VictoryRule &rule, const QString &event, int stars);
// 12.2: the track after `side` scores `points`.
Track scored(Track track, Side side, int points);
// The marker as on the board: its box (0 = off the track) and whether it lies reverse up (12.2's "flipped").
struct Marker {
    int box = 0;
    bool reverse = false;
    std::optional<Side> shows;
};
Marker marker(const VictoryRule &rule, const Track &track);
// 12.4: the side at or over the threshold in turn 3 of a stage, if any.
std::optional<Side> automaticWinner(const Track &track, int threshold);
// 12.3: after the last stage the side the marker shows wins; the Poles when it is off the track.
Side finalWinner(const VictoryRule &rule, const Track &track);

} // namespace sztab::mac
