// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/programdice.h"

namespace sztab::mac {

QString rollKey(const Action &a, int stage)
{
    switch (a.kind) {
    case ActionKind::Casualty: return QStringLiteral("casualty/%1/%2").arg(stage).arg(a.commander);
    case ActionKind::PoninskiRoll: return QStringLiteral("poninski/%1").arg(stage);
    case ActionKind::Draw: return QStringLiteral("draw/%1").arg(stage);
    default: break;
    }
    return {};
}

ProgramDice::ProgramDice(const Game &game) : m_seed(game.seed), m_legacy(game.legacyDice) { }

std::uint64_t ProgramDice::next(const Action &a)
{
    const QString key = rollKey(a, m_stage);
    // Every entry of a rolling kind counts, whoever's die it used: the count depends on the rules' steps only.
    const QString occurrence = key.isEmpty() ? QString() : m_keys.next(key);
    const std::uint64_t seed = m_index < m_legacy ? seedForEntry(m_seed, m_index) : keyedSeed(m_seed, occurrence);
    if (a.kind == ActionKind::EndStage)
        ++m_stage; // after the last stage nothing more is logged, so the count never runs past it
    ++m_index;
    return seed;
}

} // namespace sztab::mac
