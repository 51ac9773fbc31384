// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/initiative.h"

#include <QJsonArray>

namespace sztab {

PregameRules pregameRules(const Ruleset &ruleset)
{
    PregameRules r;
    const QJsonObject o = ruleset.extras.value(QStringLiteral("pregame")).toObject();
    r.initiativeDie = o.value(QStringLiteral("initiativeDie")).toInt(r.initiativeDie);
    r.maxRounds = o.value(QStringLiteral("maxInitiativeRounds")).toInt(r.maxRounds);
    const QJsonObject delay = o.value(QStringLiteral("artilleryDelay")).toObject();
    r.artilleryDelayedOn = delay.value(QStringLiteral("delayedOn")).toInt(r.artilleryDelayedOn);
    for (const QJsonValue v : delay.value(QStringLiteral("arrivalFromTurn2")).toArray())
        r.artilleryArrivalFromTurn2 << v.toInt();
    return r;
}

std::optional<InitiativeResult> rollInitiative(const PregameRules &rules, int commandA, int commandB, int bonusA,
                                               int bonusB, DiceSource &dice, QString *error)
{
    if (rules.initiativeDie < 2 || rules.maxRounds < 1 || rules.maxRounds > 1000) {
        *error =
            QStringLiteral("the initiative roll needs a die of at least 2 faces and 1 to 1000 rounds (d%1, %2 rounds)")
                .arg(rules.initiativeDie)
                .arg(rules.maxRounds);
        return std::nullopt;
    }
    InitiativeResult result;
    for (int round = 0; round < rules.maxRounds; ++round) {
        const auto a = dice.roll(rules.initiativeDie);
        const auto b = a ? dice.roll(rules.initiativeDie) : std::nullopt;
        if (!a || !b) {
            *error = dice.error();
            return std::nullopt;
        }
        InitiativeRound r{*a, *b, *a + commandA + bonusA, *b + commandB + bonusB};
        result.rounds << r;
        if (r.totalA != r.totalB) {
            result.winner = r.totalA > r.totalB ? QLatin1Char('A') : QLatin1Char('B');
            return result;
        }
    }
    *error = QStringLiteral("still tied after %1 rolls").arg(rules.maxRounds);
    return std::nullopt;
}

std::optional<SeizeResult> rollSeizeInitiative(const PregameRules &rules, int commandHolder, int commandSeizer,
                                               DiceSource &dice, QString *error)
{
    // "Both roll as at the start of a turn; if the player without it rolls better, it is his" (BWN 13.3):
    // one roll each, a tie leaves the initiative where it is.
    if (rules.initiativeDie < 2) {
        *error = QStringLiteral("the initiative roll needs a die of at least 2 faces (d%1)").arg(rules.initiativeDie);
        return std::nullopt;
    }
    const auto a = dice.roll(rules.initiativeDie);
    const auto b = a ? dice.roll(rules.initiativeDie) : std::nullopt;
    if (!a || !b) {
        *error = dice.error();
        return std::nullopt;
    }
    SeizeResult s;
    InitiativeRound r{*a, *b, *a + commandHolder, *b + commandSeizer};
    s.roll.rounds << r;
    s.seized = r.totalB > r.totalA;
    s.roll.winner = s.seized ? QLatin1Char('B') : QLatin1Char('A');
    return s;
}

std::optional<ArtilleryDelayResult> rollArtilleryDelay(const PregameRules &rules, DiceSource &dice, QString *error)
{
    ArtilleryDelayResult out;
    const auto roll = dice.roll(6);
    if (!roll) {
        *error = dice.error();
        return std::nullopt;
    }
    out.delayRoll = *roll;
    out.delayed = *roll >= rules.artilleryDelayedOn;
    if (!out.delayed)
        return out;
    for (qsizetype i = 0; i < rules.artilleryArrivalFromTurn2.size(); ++i) {
        const auto r = dice.roll(6);
        if (!r) {
            *error = dice.error();
            return std::nullopt;
        }
        out.arrivalRolls << *r;
        if (*r >= rules.artilleryArrivalFromTurn2[i]) {
            out.arrivalTurn = int(i) + 2;
            return out;
        }
    }
    return out; // every roll failed: it never arrives
}

} // namespace sztab
