// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/checkedgame.h"

namespace sztab::mac {

std::optional<GameAndScenario> loadGameAndScenario(const QString &path, LoadError *error)
{
    auto game = loadGame(path, error);
    if (!game)
        return std::nullopt;
    LoadError scenarioError;
    auto scenario = loadBundledScenario(game->scenarioId, &scenarioError);
    if (!scenario) {
        *error = LoadError{path, QStringLiteral("/scenario"), true, 0, 0, scenarioError.toLine(QStringLiteral("en")),
                           scenarioError.toLine(QStringLiteral("pl"))};
        return std::nullopt;
    }
    return GameAndScenario{std::move(*game), std::move(*scenario)};
}

std::optional<CheckedGame> loadCheckedGame(const QString &path, LoadError *error)
{
    auto read = loadGameAndScenario(path, error);
    if (!read)
        return std::nullopt;
    auto &[game, scenario] = *read;
    ActionError refused;
    auto state = replayChecked(scenario, game, &refused);
    if (!state) {
        const auto said = [&](const char *lang) {
            return QStringLiteral("%1 (%2)").arg(refused.message.get(QLatin1String(lang)), refused.code);
        };
        *error = LoadError{path, refused.pointer(), true, 0, 0, said("en"), said("pl")};
        return std::nullopt;
    }
    return CheckedGame{std::move(game), std::move(scenario), std::move(*state)};
}

} // namespace sztab::mac
