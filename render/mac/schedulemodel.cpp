// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/mac/schedulemodel.h"

#include "mac/schedule.h"
#include "mac/state.h"
#include "mac/victory.h"
#include "render/mac/gamelog.h"

namespace sztab::macprint {

using namespace sztab::mac;

namespace {

QString poolText(const Scenario &scenario, const SidePool &pool, const QString &lang)
{
    QStringList parts;
    for (const QString &id : pool.fixed)
        parts << commanderName(scenario, id, lang);
    if (pool.any > 0)
        parts << pick(lang, "dowolni: %1", "any %1").arg(pool.any);
    return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(", "));
}

QString enteringText(const Scenario &scenario, const QStringList &ids, const QString &lang)
{
    QStringList parts;
    for (const QString &id : ids) {
        const Commander *c = scenario.commander(id);
        if (!c)
            continue;
        parts << (c->entry.isEmpty() ? c->name.get(lang)
                                     : QStringLiteral("%1 (%2–%3)").arg(c->name.get(lang), c->entry.from, c->entry.to));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

Schedule buildSchedule(const Scenario &scenario, const Game *game, const QString &gameName, const QString &lang,
                       bool withLog)
{
    Schedule out;
    out.lang = isPolish(lang) ? QStringLiteral("pl") : QStringLiteral("en");
    out.title =
        pick(lang, "Maciejowice 1794 — pula aktywacji etap po etapie", "Maciejowice 1794 — the pool stage by stage");
    out.threshold = game && game->threshold > 0 ? game->threshold : scenario.victory.threshold;

    std::optional<State> state;
    if (game) {
        ActionError error;
        state = replay(scenario, *game, &error);
    }
    // Never the dice seed: the sheet lies on the table, and with the seed every coming die could be rolled ahead.
    out.subtitle = game
        ? pick(lang, "Gra: %1", "Game: %1").arg(gameName.isEmpty() ? pick(lang, "bez nazwy", "unnamed") : gameName)
        : pick(lang, "Czysty harmonogram do stołu (MAC 13.0): zaznaczajcie etapy i pola Ponińskiego",
               "A blank schedule for the table (MAC 13.0): tick the stages and Poniński's boxes");

    for (const mac::ScheduleRow &r : schedule(scenario, state ? &*state : nullptr)) {
        macprint::ScheduleRow row;
        row.stage = r.stage;
        row.polish = poolText(scenario, r.polish, lang);
        row.russian = poolText(scenario, r.russian, lang);
        row.entering = enteringText(scenario, r.entering, lang);
        if (state) {
            row.played = r.stage < state->stage || (state->over && r.stage == state->stage);
            row.current = !state->over && r.stage == state->stage;
            const PoninskiState &p = state->poninski;
            row.poninskiCheck = p.checkStage == r.stage && p.phase != PoninskiState::Phase::AwaitRoll;
            row.poninskiArrival = (p.phase == PoninskiState::Phase::Coming || p.phase == PoninskiState::Phase::Entered)
                && p.arrivalStage == r.stage;
        }
        out.rows << row;
    }

    // Poniński's procedure (13.0 a–c), the numbers from the data, the results from the game.
    const PoninskiRule &rule = scenario.poninski;
    const PoninskiState *p = state ? &state->poninski : nullptr;
    const bool rolled = p && p->phase != PoninskiState::Phase::AwaitRoll;
    out.poninski << std::pair{pick(lang, "a) W etapie %1: k10 + %2 = etap do sprawdzenia (żeton na torze etapów)",
                                   "a) In stage %1: d10 + %2 = the stage to check (his marker on the stage track)")
                                  .arg(rule.rollStage)
                                  .arg(rule.checkOffset),
                              rolled ? QString::number(p->checkStage) : QString()};
    QString arrival;
    if (p && p->phase == PoninskiState::Phase::Never)
        arrival = pick(lang, "nigdy", "never");
    else if (p && (p->phase == PoninskiState::Phase::Coming || p->phase == PoninskiState::Phase::Entered))
        arrival = QString::number(p->arrivalStage);
    out.poninski << std::pair{
        pick(lang,
             "b) Na początku tego etapu: k10 + numer etapu; poniżej %1 — nie przybędzie, inaczej etap jego żetonu",
             "b) At the start of that stage: d10 + the stage; below %1 he never comes, else his chit's stage")
            .arg(rule.neverBelow),
        arrival};
    out.poninski << std::pair{pick(lang, "c) Polacy mogą go wstrzymać: żeton przesuwa się o %1 etap(y)",
                                   "c) The Poles may hold him back: the marker moves on %1 stage(s)")
                                  .arg(rule.holdStep),
                              QString()};

    if (state) {
        const Marker m = marker(scenario.victory, state->track);
        if (m.shows && m.box > 0) {
            out.markerBox = std::min(m.box, out.threshold);
            out.markerSide = sideId(*m.shows);
            out.markerText = pick(lang, "Prowadzą %1: %2 PZ przewagi (żeton %3)", "%1 lead by %2 VP (the marker %3)")
                                 .arg(sideName(*m.shows).get(lang))
                                 .arg(m.box)
                                 .arg(m.reverse ? pick(lang, "rewersem do góry", "reverse up")
                                                : pick(lang, "awersem do góry", "face up"));
        } else {
            out.markerText = pick(lang, "Remis: żetonu PZ nie ma na torze", "Level: the VP marker is off the track");
        }
        if (state->over && state->winner)
            out.markerText += QStringLiteral(" · ")
                + pick(lang, "Bitwę wygrali: %1", "The battle was won by %1").arg(sideName(*state->winner).get(lang));
    }
    for (auto it = scenario.victory.points.cbegin(); it != scenario.victory.points.cend(); ++it) {
        const QString &event = it.key();
        QString what;
        if (event == QLatin1String("fire-elimination"))
            what = pick(lang, "wyeliminowanie oddziału ostrzałem", "a unit eliminated by fire");
        else if (event == QLatin1String("morale-elimination"))
            what = pick(lang, "wyeliminowanie oddziału kryzysem morale", "a unit eliminated by a morale crisis");
        else if (event == QLatin1String("melee-won"))
            what = pick(lang, "wygrane starcie wręcz", "a melee won");
        else if (event == QLatin1String("artillery-taken"))
            what = pick(lang, "zdobycie artylerii (+ białe gwiazdki)", "enemy artillery taken (+ its white stars)");
        else if (event == QLatin1String("artillery-retaken"))
            what = pick(lang, "odbicie własnej artylerii", "own artillery retaken");
        else if (event == QLatin1String("commander-killed"))
            what = pick(lang, "zabicie dowódcy wroga", "an enemy commander killed");
        else
            what = event;
        out.scoring << pick(lang, "%1: %2 PZ", "%1: %2 VP").arg(what).arg(it.value());
    }
    out.scoring << pick(lang, "Zwycięstwo automatyczne: %1 PZ w turze 3 (12.4)",
                        "Automatic victory: %1 VP in turn 3 (12.4)")
                       .arg(out.threshold);
    out.scoring << pick(lang, "Po etapie %1 wygrywa strona wskazana przez żeton; bez żetonu — %2 (12.3)",
                        "After stage %1 the side the marker shows wins; no marker: %2 (12.3)")
                       .arg(scenario.stages)
                       .arg(sideName(scenario.victory.winnerOffTrack).get(lang));

    if (game && withLog)
        for (const LogLine &line : gameLog(scenario, *game, std::nullopt, lang))
            out.log << QStringLiteral("%1  %2%3")
                           .arg(line.tag, line.text,
                                line.dice.isEmpty()
                                    ? QString()
                                    : QStringLiteral("  [%1: %2]")
                                          .arg(line.program ? pick(lang, "kość programu", "program's die")
                                                            : pick(lang, "kość graczy", "players' die"),
                                               line.dice));
    out.markerText = sentence(out.markerText);
    out.footer = pick(lang, "Sztab · Maciejowice 1794 (MAC 3.3, 12.1–12.4, 13.0) · %1",
                      "Sztab · Maciejowice 1794 (MAC 3.3, 12.1–12.4, 13.0) · %1")
                     .arg(scenario.source.get(lang));
    return out;
}

} // namespace sztab::macprint
