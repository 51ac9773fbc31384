// SPDX-License-Identifier: GPL-3.0-or-later
#include "ksk/loggedgame.h"

#include "ksk/game.h"

namespace sztab::ksk {

namespace {

std::optional<Side> sideOf(const Seat &seat)
{
    // KSK's seats are A, B and the umpire; it names no table seat, so only a side narrows the view.
    if (!seat.isSide())
        return std::nullopt;
    return seat.side == 0 ? Side::A : Side::B;
}

class KskLoggedGame final : public LoggedGame {
public:
    KskLoggedGame(GameDocument game, GameState state) : m_game(std::move(game)), m_state(std::move(state)) { }

    qsizetype logSize() const override { return m_game.log.size(); }
    QString lastActionId() const override
    {
        return m_game.log.isEmpty() ? QString() : QString::fromLatin1(enumName(m_game.log.last().type));
    }
    void dropLastAction() override
    {
        m_game.log.removeLast();
        m_state = replay(m_game).state;
    }
    bool save(const QString &path, QString *error) const override { return saveGame(m_game, path, error); }
    QJsonObject stateFor(const Seat &seat, const QString &) const override
    {
        return stateForSide(m_game.scenario, m_state, sideOf(seat));
    }
    QJsonObject exportFor(int side, const QString &) const override
    {
        const Side s = side == 0 ? Side::A : Side::B;
        QJsonObject view = gameForSide(m_game, s);
        view.insert(QStringLiteral("state"), stateForSide(m_game.scenario, m_state, s));
        return view;
    }
    QString whereItStands(const QString &lang) const override
    {
        if (m_state.stage == 0)
            return pick(lang, "przed pierwszym etapem", "before the first stage");
        return pick(lang, "etap %1", "stage %1").arg(m_state.stage);
    }

private:
    GameDocument m_game;
    GameState m_state;
};

std::unique_ptr<LoggedGame> openChecked(const QString &path, LoadError *error)
{
    auto checked = loadCheckedGame(path, error);
    if (!checked)
        return nullptr;
    return std::make_unique<KskLoggedGame>(std::move(checked->game), std::move(checked->state));
}

std::optional<ReplayVerdict> replayFile(const QString &path, LoadError *error)
{
    auto game = loadGame(path, error);
    if (!game)
        return std::nullopt;
    ReplayResult r = replay(*game);
    ReplayVerdict verdict;
    verdict.actions = game->log.size();
    if (!r.ok) {
        verdict.failedAt = r.failedAt;
        verdict.issue = r.issue;
        return verdict;
    }
    verdict.game = std::make_unique<KskLoggedGame>(std::move(*game), std::move(r.state));
    return verdict;
}

std::optional<Seat> seatFromId(const QString &id)
{
    if (id == QLatin1String("A"))
        return Seat::ofSide(0);
    if (id == QLatin1String("B"))
        return Seat::ofSide(1);
    if (id == QLatin1String("umpire"))
        return Seat::umpire();
    return std::nullopt;
}

QString sideNameFor(int side, const QString &) { return sideName(side == 0 ? Side::A : Side::B); }

} // namespace

const LoggedGameKind &loggedGameKind()
{
    static const LoggedGameKind kind{QStringLiteral("bwn ksk"),
                                     openChecked,
                                     replayFile,
                                     seatFromId,
                                     Text::translated(QStringLiteral("A, B albo umpire"),
                                                      QStringLiteral("A, B or umpire")),
                                     Text::translated(QStringLiteral("A albo B"), QStringLiteral("A or B")),
                                     Seat::umpire(),
                                     sideNameFor};
    return kind;
}

} // namespace sztab::ksk
