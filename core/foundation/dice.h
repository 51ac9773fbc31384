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

// A die's faces as the book prints them: a d6 reads 1–6; the d10 of KSK (I.15) and of MAC ([2.2]) reads 0–9, and its
// "0" is zero, not ten. A game's data says which.
struct DieFaces {
    int sides = 6;
    int lowest = 1; // 1, or 0 for a die numbered from zero
    int highest() const { return lowest + sides - 1; }
    bool has(int face) const { return face >= lowest && face <= highest(); }
    friend bool operator==(const DieFaces &, const DieFaces &) = default;
};

// A uniform roll 1..sides as the face it shows. On a die numbered from zero the roll `sides` is the face "0", so the
// same seed rolls the same faces whether a d10 is read 1–10 or 0–9, with "0" where "10" was.
int faceOfRoll(int roll, DieFaces faces);

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
    std::optional<int> roll(int sides) { return rollFace(DieFaces{sides, 1}); }
    // One die read as its faces (a d10 numbered 0–9 gives 0..9).
    virtual std::optional<int> rollFace(DieFaces faces) = 0;
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
    std::optional<int> rollFace(DieFaces faces) override;
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
    // The results are the faces the players read off their dice (a d10 numbered 0–9 takes 0..9).
    std::optional<int> rollFace(DieFaces faces) override;
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
