// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/victory.h"

namespace sztab::mac {

std::optional<int> victoryPoints(const VictoryRule &rule, const QString &event, int stars)
{
    const auto it = rule.points.constFind(event);
    if (it == rule.points.constEnd() || stars < 0)
        return std::nullopt;
    // 12.1 / 10.10.10: artillery taken is its base plus the battery's white stars; no other event has stars.
    if (event == QLatin1String("artillery-taken"))
        return *it + stars;
    return *it;
}

Track scored(Track track, Side side, int points)
{
    (side == Side::Polish ? track.polish : track.russian) += points;
    return track;
}

Marker marker(const VictoryRule &rule, const Track &track)
{
    Marker m;
    m.box = track.box();
    m.shows = track.leader();
    m.reverse = m.shows && *m.shows != rule.markerObverse;
    return m;
}

std::optional<Side> automaticWinner(const Track &track, int threshold)
{
    if (track.box() >= threshold)
        return track.leader();
    return std::nullopt;
}

Side finalWinner(const VictoryRule &rule, const Track &track)
{
    const auto leader = track.leader();
    return leader ? *leader : rule.winnerOffTrack;
}

} // namespace sztab::mac
