// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/mac/gamelog.h"

#include "mac/casualty.h"
#include "mac/victory.h"

namespace sztab::macprint {

using namespace sztab::mac;

QString sentence(const QString &text) { return text.isEmpty() ? text : text.left(1).toUpper() + text.mid(1); }

QString commanderName(const Scenario &scenario, const QString &id, const QString &lang)
{
    const Commander *c = scenario.commander(id);
    return c ? c->name.get(lang) : id;
}

QStringList hiddenChits(const Scenario &scenario, const State &state, std::optional<Side> viewer)
{
    if (viewer)
        return state.hiddenFrom(*viewer, scenario);
    QStringList both = state.hiddenFrom(Side::Polish, scenario);
    both += state.hiddenFrom(Side::Russian, scenario);
    return both;
}

namespace {

QString sideWord(Side side, const QString &lang) { return sideName(side).get(lang); }

QString names(const Scenario &scenario, const QStringList &ids, const QString &lang)
{
    QStringList out;
    for (const QString &id : ids)
        out << commanderName(scenario, id, lang);
    return out.join(QStringLiteral(", "));
}

QString triggerWords(const QString &trigger, int distance, const QString &lang)
{
    if (trigger == QLatin1String(kTriggerMusket45))
        return pick(lang, "ogień karabinowy, wiersz 4–5", "musket fire, row 4–5");
    if (trigger == QLatin1String(kTriggerMusket6))
        return pick(lang, "ogień karabinowy, wiersz 6+", "musket fire, row 6+");
    if (trigger == QLatin1String(kTriggerArtillery))
        return pick(lang, "artyleria z %1 pól", "artillery at %1 hexes").arg(distance);
    if (trigger == QLatin1String(kTriggerMelee9))
        return pick(lang, "9 w walce wręcz", "a 9 in melee");
    return trigger;
}

QString eventWords(const QString &event, int stars, const QString &lang)
{
    if (event == QLatin1String("fire-elimination"))
        return pick(lang, "oddział wroga wyeliminowany ostrzałem", "an enemy unit eliminated by fire");
    if (event == QLatin1String("morale-elimination"))
        return pick(lang, "oddział wroga wyeliminowany kryzysem morale", "an enemy unit eliminated by a morale crisis");
    if (event == QLatin1String("melee-won"))
        return pick(lang, "wygrane starcie wręcz", "a melee won");
    if (event == QLatin1String("artillery-taken"))
        return pick(lang, "zdobyta artyleria wroga (%1 gwiazdek)", "enemy artillery taken (%1 stars)").arg(stars);
    if (event == QLatin1String("artillery-retaken"))
        return pick(lang, "odbita własna artyleria", "own artillery retaken");
    if (event == QLatin1String("commander-killed"))
        return pick(lang, "zabity dowódca wroga", "an enemy commander killed");
    return event;
}

QString describe(const Scenario &s, const Action &a, const State &before, const State &after,
                 std::optional<Side> viewer, const QString &lang)
{
    switch (a.kind) {
    case ActionKind::Choose:
        if (viewer && *viewer == a.side)
            return pick(lang, "%1 wybierają w tajemnicy: %2", "%1 choose in secret: %2")
                .arg(sideWord(a.side, lang), names(s, a.commanders, lang));
        return pick(lang, "%1 wybierają w tajemnicy dowódców: %2", "%1 choose commanders in secret: %2")
            .arg(sideWord(a.side, lang))
            .arg(a.commanders.size());
    case ActionKind::BuildPool:
        return pick(lang, "Etap %1, tura 1: pula aktywacji gotowa, żetony w kubku: %2",
                    "Stage %1, turn 1: the pool is made, chits in the cup: %2")
            .arg(after.stage)
            .arg(after.cup.size());
    case ActionKind::Draw: return pick(lang, "Wylosowany: %1", "Drawn: %1").arg(commanderName(s, a.commander, lang));
    case ActionKind::Activate:
        return pick(lang, "%1 aktywuje: %2", "%1 activates %2")
            .arg(before.drawn.isEmpty() ? QString() : commanderName(s, before.drawn.last().commander, lang),
                 commanderName(s, a.commander, lang));
    case ActionKind::Casualty: {
        const int face = a.dice.isEmpty() ? -1 : a.dice.first().value;
        const CasualtyResult r = casualtyResult(s.casualty, face);
        const QString result = r == CasualtyResult::Killed ? pick(lang, "ginie", "killed")
            : r == CasualtyResult::Wounded                 ? pick(lang, "ranny", "wounded")
                                                           : pick(lang, "bez skutku", "no effect");
        // The face in the sentence too: two rolls for one commander with one result still read apart (and the
        // printed log says the same).
        return pick(lang, "Test dowódcy %1 (%2): wyrzucono %3 — %4", "Leader-casualty roll for %1 (%2): rolled %3, %4")
            .arg(commanderName(s, a.commander, lang), triggerWords(a.trigger, a.distance, lang),
                 face < 0 ? QStringLiteral("?") : QString::number(face), result);
    }
    case ActionKind::Lose:
        return a.trigger == QLatin1String("stack")
            ? pick(lang, "%1 zdjęty z gry: oddział, z którym stał, zniszczony",
                   "%1 is lost: the unit he stood with was destroyed")
                  .arg(commanderName(s, a.commander, lang))
            : pick(lang, "%1 zdjęty z gry: wszystkie jego oddziały wyeliminowane",
                   "%1 is lost: all his units eliminated")
                  .arg(commanderName(s, a.commander, lang));
    case ActionKind::Vp: {
        const int points = victoryPoints(s.victory, a.event, a.stars).value_or(0);
        return pick(lang, "%1: +%2 PZ, %3", "%1: +%2 VP, %3")
            .arg(sideWord(a.side, lang))
            .arg(points)
            .arg(eventWords(a.event, a.stars, lang));
    }
    case ActionKind::PoninskiRoll: {
        const PoninskiState &p = after.poninski;
        if (before.poninski.phase == PoninskiState::Phase::AwaitRoll)
            return pick(lang, "Poniński (13.0a): etap do sprawdzenia %1", "Poniński (13.0a): the stage to check is %1")
                .arg(p.checkStage);
        if (p.phase == PoninskiState::Phase::Never)
            return pick(lang, "Poniński (13.0b): nie weźmie udziału w bitwie", "Poniński (13.0b): he never comes");
        return pick(lang, "Poniński (13.0b): jego żeton może być w puli w etapie %1",
                    "Poniński (13.0b): his chit may join the pool in stage %1")
            .arg(p.arrivalStage);
    }
    case ActionKind::PoninskiHold:
        return pick(lang, "Poniński wstrzymany (13.0c): żeton na etap %1",
                    "Poniński held back (13.0c): his marker moves to stage %1")
            .arg(after.poninski.arrivalStage);
    case ActionKind::EndStage:
        if (after.over && after.winner)
            return pick(lang, "Koniec etapu %1: wygrywają %2%3", "Stage %1 ends: %2 win%3")
                .arg(before.stage)
                .arg(sideWord(*after.winner, lang))
                .arg(after.automaticVictory
                         ? pick(lang, " (zwycięstwo automatyczne, 12.4)", " (automatic victory, 12.4)")
                         : pick(lang, " (po ostatnim etapie, 12.3)", " (after the last stage, 12.3)"));
        return pick(lang, "Tura 3: koniec etapu %1, żeton etapu na %2",
                    "Turn 3: stage %1 ends, the stage marker moves to %2")
            .arg(before.stage)
            .arg(after.stage);
    }
    return actionKindId(a.kind);
}

} // namespace

QList<LogLine> gameLog(const Scenario &scenario, const Game &game, std::optional<Side> viewer, const QString &lang)
{
    QList<LogLine> out;
    State state = initialState(scenario, game);
    for (qsizetype i = 0; i < game.log.size(); ++i) {
        const Action &a = game.log[i];
        ActionError error;
        const std::optional<State> next = apply(scenario, state, a, &error);
        if (!next) {
            out.append({QString(),
                        pick(lang, "Wpis %1 niezgodny z zasadami: %2", "Entry %1 breaks the rules: %2")
                            .arg(i + 1)
                            .arg(error.message.get(lang)),
                        QString(), true});
            break;
        }
        LogLine line;
        line.tag = QStringLiteral("%1/%2").arg(state.stage).arg(int(state.turn));
        line.text = sentence(describe(scenario, a, state, *next, viewer, lang));
        QStringList dice;
        for (const DieUse &d : a.dice)
            dice << (a.kind == ActionKind::Draw ? pick(lang, "%1 z %2", "%1 of %2").arg(d.value + 1).arg(d.sides)
                                                : QString::number(d.value));
        // A draw's die out of a cup that held chits hidden from the reader is left out (mac/secrets.h).
        const bool hideDice = a.kind == ActionKind::Draw && !hiddenChits(scenario, state, viewer).isEmpty();
        if (a.kind != ActionKind::Choose && !hideDice)
            line.dice = dice.join(QStringLiteral(" "));
        line.program = a.dice.isEmpty() || a.dice.first().program;
        out.append(line);
        state = *next;
    }
    return out;
}

} // namespace sztab::macprint
