// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every random step goes through a DiceSource, so it can be the program's seeded dice (same seed, same result, on
// every machine: the generator and the mapping to die faces are our own, not the standard library's
// implementation-defined distributions) or the dice the players rolled at the table, typed in.
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace sztab {

struct DieRoll {
    int sides = 6;
    int value = 0;
    friend bool operator==(const DieRoll &, const DieRoll &) = default;
};

class DiceSource {
public:
    virtual ~DiceSource() = default;
    // One die of `sides` faces: 1..sides. Returns nullopt only for physical dice that ran out or were invalid
    // (see error()).
    virtual std::optional<int> roll(int sides) = 0;
    virtual QString error() const { return QString(); }
    // The same in Polish (`bwn draw --lang pl`, the app in Polish).
    virtual QString errorPl() const { return QString(); }
    // Every die rolled so far, in order: the log a judge re-checks.
    const QList<DieRoll> &history() const { return m_history; }

protected:
    void record(int sides, int value) { m_history.append({sides, value}); }

private:
    QList<DieRoll> m_history;
};

// SplitMix64-seeded xoshiro256** with rejection sampling: portable and reproducible.
class SeededDice final : public DiceSource {
public:
    explicit SeededDice(std::uint64_t seed);
    std::optional<int> roll(int sides) override;
    std::uint64_t seed() const { return m_seed; }

private:
    std::uint64_t next();
    std::uint64_t m_seed;
    std::uint64_t m_state[4];
};

// The players' own dice: results given in order. Running out, or a result off the die, is an error, never a guess.
class PhysicalDice final : public DiceSource {
public:
    explicit PhysicalDice(QList<int> results) : m_results(std::move(results)) { }
    std::optional<int> roll(int sides) override;
    QString error() const override { return m_error; }
    QString errorPl() const override { return m_errorPl; }
    qsizetype used() const { return m_next; }
    // The die asked for when rolling failed (0 before any failure): what the next result must fit.
    int failedSides() const { return m_failedSides; }

private:
    QList<int> m_results;
    qsizetype m_next = 0;
    QString m_error;
    QString m_errorPl;
    int m_failedSides = 0;
};

} // namespace sztab
