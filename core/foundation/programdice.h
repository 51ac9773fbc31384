// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The program's dice in a game kept as a log (KSK, MAC): each roll draws from the game's seed and from what it is
// rolled for (the action's kind, the stage, the commander or courier, and how many times that same roll came
// before), never from its place in the log. Recording unrelated entries first cannot change a coming die, and
// without the seed, which stays with the umpire and out of every side's view, nobody can foresee one. Replaying a
// log rolls each program die again from its key and refuses one that differs.
#include "foundation/dice.h"

#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>

namespace sztab {

// The seed of the SeededDice for one roll: the game's seed mixed with the roll's key.
std::uint64_t keyedSeed(std::uint64_t gameSeed, const QString &key);

// Counts the rolls for each key as a log is replayed, so the second casualty roll for the same commander in the same
// stage has a die of its own: key("casualty/3/denisov") gives ".../1", then ".../2".
class RollKeys {
public:
    QString next(const QString &key);
    // The key the next roll for `key` would get, counting nothing.
    QString peek(const QString &key) const;

private:
    QHash<QString, int> m_seen;
};

// A program die replayed from the log: rolls from the roll's seed and checks that the log recorded the same face. A
// recorded die the seed does not give, or a missing one, stops the roll (error() says which die and why).
class RecheckedDice final : public DiceSource {
public:
    RecheckedDice(std::uint64_t seed, QList<int> recorded) : m_dice(seed), m_recorded(std::move(recorded)) { }
    std::optional<int> rollFace(DieFaces faces) override;
    QString error() const override { return m_error; }
    QString errorPl() const override { return m_errorPl; }
    qsizetype used() const { return m_next; }
    // The recorded die (0-based) that differs from the seed's, or -1.
    qsizetype changedAt() const { return m_changedAt; }

private:
    SeededDice m_dice;
    QList<int> m_recorded;
    qsizetype m_next = 0;
    qsizetype m_changedAt = -1;
    QString m_error;
    QString m_errorPl;
};

} // namespace sztab
