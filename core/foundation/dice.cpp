// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/dice.h"

namespace sztab {

static std::uint64_t splitmix64(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

SeededDice::SeededDice(std::uint64_t seed) : m_seed(seed)
{
    std::uint64_t s = seed;
    for (auto &word : m_state)
        word = splitmix64(s);
}

std::uint64_t SeededDice::next()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

int faceOfRoll(int roll, DieFaces faces)
{
    return faces.lowest == 0 ? roll % faces.sides : faces.lowest + roll - 1;
}

std::optional<int> SeededDice::rollFace(DieFaces faces)
{
    const int sides = faces.sides;
    if (sides < 1)
        return std::nullopt;
    // Rejection sampling: every face exactly equally likely.
    const std::uint64_t n = std::uint64_t(sides);
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
    std::uint64_t r;
    do {
        r = next();
    } while (r >= limit);
    const int value = faceOfRoll(int(r % n) + 1, faces);
    record(sides, value);
    return value;
}

std::optional<int> PhysicalDice::rollFace(DieFaces faces)
{
    const int sides = faces.sides;
    if (m_next >= m_results.size()) {
        m_failedSides = sides;
        m_error = QStringLiteral("needs more dice: %1 result(s) given, a d%2 is needed next")
                      .arg(m_results.size())
                      .arg(sides);
        m_errorPl = QStringLiteral("potrzeba więcej kości: podano wyników %1, następna potrzebna to k%2")
                        .arg(m_results.size())
                        .arg(sides);
        return std::nullopt;
    }
    const int value = m_results[m_next];
    if (!faces.has(value)) {
        m_failedSides = sides;
        // A die numbered from zero says so: "10" is not on it, "0" is.
        const QString range = faces.lowest == 1 ? QString()
                                                : QStringLiteral(" (%1–%2)").arg(faces.lowest).arg(faces.highest());
        m_error = QStringLiteral("result %1 (number %2) is not a face of a d%3%4")
                      .arg(value)
                      .arg(m_next + 1)
                      .arg(sides)
                      .arg(range);
        m_errorPl = QStringLiteral("wynik %1 (numer %2) nie jest ścianą kości k%3%4")
                        .arg(value)
                        .arg(m_next + 1)
                        .arg(sides)
                        .arg(range);
        return std::nullopt;
    }
    ++m_next;
    record(sides, value);
    return value;
}

} // namespace sztab
