// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/programdice.h"

namespace sztab {

namespace {

std::uint64_t mix(std::uint64_t z)
{
    // SplitMix64's finaliser: every bit of the input moves every bit of the output.
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

std::uint64_t keyedSeed(std::uint64_t gameSeed, const QString &key)
{
    // FNV-1a over the key's UTF-8, then mixed with the seed: the same key and seed give the same die on every machine.
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (const char byte : key.toUtf8()) {
        h ^= std::uint8_t(byte);
        h *= 0x100000001B3ULL;
    }
    return mix(mix(gameSeed + 0x9E3779B97F4A7C15ULL) ^ h);
}

QString RollKeys::next(const QString &key)
{
    const int n = ++m_seen[key];
    return key + QLatin1Char('/') + QString::number(n);
}

QString RollKeys::peek(const QString &key) const
{
    return key + QLatin1Char('/') + QString::number(m_seen.value(key) + 1);
}

std::optional<int> RecheckedDice::rollFace(DieFaces faces)
{
    const std::optional<int> face = m_dice.rollFace(faces);
    if (m_next >= m_recorded.size()) {
        m_error = QStringLiteral("the log holds %1 dice, the action uses more").arg(m_recorded.size());
        m_errorPl = QStringLiteral("w zapisie jest kości %1, czynność zużywa więcej").arg(m_recorded.size());
        return std::nullopt;
    }
    if (!face || *face != m_recorded[m_next]) {
        m_changedAt = m_next;
        m_error = QStringLiteral("die %1: the seed gives %2, the log says %3")
                      .arg(m_next + 1)
                      .arg(face.value_or(-1))
                      .arg(m_recorded[m_next]);
        m_errorPl = QStringLiteral("kość %1: z ziarna wypada %2, w zapisie jest %3")
                        .arg(m_next + 1)
                        .arg(face.value_or(-1))
                        .arg(m_recorded[m_next]);
        return std::nullopt;
    }
    ++m_next;
    record(faces.sides, *face);
    return face;
}

} // namespace sztab
