// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/loggedgame.h"

#include "mac/checkedgame.h"
#include "mac/secrets.h"

namespace sztab::mac {

namespace {

Side sideOf(int side) { return side == 0 ? Side::Polish : Side::Russian; }

class MacLoggedGame final : public LoggedGame {
public:
    MacLoggedGame(Game game, Scenario scenario, State state)
        : m_game(std::move(game)), m_scenario(std::move(scenario)), m_state(std::move(state))
    {
    }

    qsizetype logSize() const override { return m_game.log.size(); }
    QString lastActionId() const override
    {
        return m_game.log.isEmpty() ? QString() : actionKindId(m_game.log.last().kind);
    }
    void dropLastAction() override
    {
        dropLastEntry(m_game);
        ActionError unused;
        if (auto state = replay(m_scenario, m_game, &unused))
            m_state = std::move(*state);
    }
    bool save(const QString &path, QString *error) const override { return saveGame(m_game, path, error); }
    QJsonObject stateFor(const Seat &seat, const QString &lang) const override
    {
        switch (seat.kind) {
        case Seat::Kind::Table:
            return stateToJsonForTable(m_scenario, m_state, lang);
        case Seat::Kind::Umpire:
            return stateToJson(m_scenario, m_state, std::nullopt, lang);
        case Seat::Kind::Side:
            break;
        }
        return stateToJson(m_scenario, m_state, sideOf(seat.side), lang);
    }
    QJsonObject exportFor(int side, const QString &lang) const override
    {
        QJsonObject view = gameViewForSide(m_game, m_scenario, sideOf(side));
        // The state as that side sees it, without the roster of commanders (public, in the scenario): the bytes then
        // name only commanders that something in the game itself revealed.
        QJsonObject state = stateFor(Seat::ofSide(side), lang);
        state.remove(QStringLiteral("commanders"));
        view.insert(QStringLiteral("state"), state);
        return view;
    }
    QString whereItStands(const QString &lang) const override { return nextStep(m_scenario, m_state, lang); }

private:
    Game m_game;
    Scenario m_scenario;
    State m_state;
};

std::unique_ptr<LoggedGame> openChecked(const QString &path, LoadError *error)
{
    auto checked = loadCheckedGame(path, error);
    if (!checked)
        return nullptr;
    return std::make_unique<MacLoggedGame>(std::move(checked->game), std::move(checked->scenario),
                                           std::move(checked->state));
}

std::optional<ReplayVerdict> replayFile(const QString &path, LoadError *error)
{
    auto read = loadGameAndScenario(path, error);
    if (!read)
        return std::nullopt;
    ReplayVerdict verdict;
    verdict.actions = read->game.log.size();
    ActionError refused;
    auto state = replayChecked(read->scenario, read->game, &refused);
    if (!state) {
        verdict.failedAt = refused.index;
        verdict.issue = Issue{Severity::Error, refused.code, refused.pointer(), QString(), refused.message};
        return verdict;
    }
    verdict.game =
        std::make_unique<MacLoggedGame>(std::move(read->game), std::move(read->scenario), std::move(*state));
    return verdict;
}

std::optional<Seat> seatFromId(const QString &id)
{
    if (id == QLatin1String("umpire"))
        return Seat::umpire();
    if (const auto side = sideFromId(id))
        return Seat::ofSide(*side == Side::Polish ? 0 : 1);
    return std::nullopt;
}

QString sideNameFor(int side, const QString &lang) { return sideName(sideOf(side)).get(lang); }

} // namespace

const LoggedGameKind &loggedGameKind()
{
    static const LoggedGameKind kind{QStringLiteral("bwn mac"),
                                     openChecked,
                                     replayFile,
                                     seatFromId,
                                     Text::translated(QStringLiteral("pl, ru (A, B) albo umpire"),
                                                      QStringLiteral("pl, ru (A, B) or umpire")),
                                     Text::translated(QStringLiteral("pl albo ru"), QStringLiteral("pl or ru")),
                                     Seat::table(),
                                     sideNameFor};
    return kind;
}

} // namespace sztab::mac
