// SPDX-License-Identifier: GPL-3.0-or-later
// The rules engine of Maciejowice 1794: one log entry applied to the state (MAC 3.3, 4.3–4.6.3, 12.1–12.4, 13.0).
#include "mac/state.h"

#include "mac/casualty.h"
#include "mac/poninski.h"
#include "mac/programdice.h"
#include "mac/victory.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace sztab::mac {

std::optional<Side> Track::leader() const
{
    if (polish == russian)
        return std::nullopt;
    return polish > russian ? Side::Polish : Side::Russian;
}

const CommanderState *State::commander(const QString &id) const
{
    for (const CommanderState &c : commanders)
        if (c.id == id)
            return &c;
    return nullptr;
}

namespace {

CommanderState *commanderIn(State &state, const QString &id)
{
    for (CommanderState &c : state.commanders)
        if (c.id == id)
            return &c;
    return nullptr;
}

bool fail(ActionError *error, const char *code, const QString &pl, const QString &en)
{
    if (error) {
        error->code = QLatin1String(code);
        error->message = Text::translated(pl, en);
    }
    return false;
}

QStringList &choiceOf(State &s, Side side) { return side == Side::Polish ? s.choicePolish : s.choiceRussian; }

const QStringList &choiceOf(const State &s, Side side)
{
    return side == Side::Polish ? s.choicePolish : s.choiceRussian;
}

QString nameOf(const Scenario &scenario, const QString &id, const QString &lang)
{
    const Commander *c = scenario.commander(id);
    return c ? c->name.get(lang) : id;
}

// A stage begins: commanders whose entry stage it is come into play (13.0 "pole wejścia").
void beginStage(const Scenario &scenario, State &s)
{
    s.turn = Turn::BuildPool;
    s.choicePolish.clear();
    s.choiceRussian.clear();
    s.choseSide[0] = s.choseSide[1] = false;
    s.pool.clear();
    s.cup.clear();
    s.drawn.clear();
    s.poninskiHeldThisStage = false;
    for (CommanderState &c : s.commanders) {
        c.woundedThisStage = false;
        const Commander *data = scenario.commander(c.id);
        if (data && c.status == CommanderStatus::NotYetEntered && data->entryStage > 0 && data->entryStage <= s.stage)
            c.status = CommanderStatus::InPlay;
    }
}

// The chits of the stage's pool a side must have: the named ones still in play.
QStringList fixedInPlay(const Scenario &scenario, const State &s, Side side)
{
    QStringList ids;
    const StagePool *pool = scenario.poolOf(s.stage);
    if (!pool)
        return ids;
    for (const QString &id : pool->of(side).fixed) {
        const CommanderState *c = s.commander(id);
        if (c && c->status == CommanderStatus::InPlay && !c->woundedThisStage)
            ids << id;
    }
    return ids;
}

// How many a side must choose (13.0 "any N"): N, or fewer when fewer may be chosen.
int anyCount(const Scenario &scenario, const State &s, Side side)
{
    const StagePool *pool = scenario.poolOf(s.stage);
    if (!pool)
        return 0;
    return std::min<int>(pool->of(side).any, int(eligibleForAny(scenario, s, side).size()));
}

bool poninskiComesNow(const Scenario &scenario, const State &s)
{
    return scenario.poninski.extraChit && s.poninski.phase == PoninskiState::Phase::Coming
        && s.poninski.arrivalStage == s.stage && !s.poninskiHeldThisStage;
}

bool poninskiRollDue(const Scenario &scenario, const State &s)
{
    return (s.poninski.phase == PoninskiState::Phase::AwaitRoll && s.stage >= scenario.poninski.rollStage)
        || (s.poninski.phase == PoninskiState::Phase::AwaitCheck && s.stage >= s.poninski.checkStage);
}

// The chit leaves this stage's cup (a wound, a loss): it is no longer there to draw.
void takeOutOfCup(State &s, const QString &id) { s.cup.removeAll(id); }

// 4.3: a commander fell; his units answer to his commander-in-chief from now on.
void fall(const Scenario &scenario, CommanderState &c)
{
    const Commander *data = scenario.commander(c.id);
    if (data && !data->commanderInChief && !scenario.commanderInChief(data->side).isEmpty())
        c.unitsPassedToChief = true;
}

bool sideHasFallen(const Scenario &scenario, const State &s, Side side)
{
    for (const CommanderState &c : s.commanders) {
        const Commander *data = scenario.commander(c.id);
        if (data && data->side == side && c.unitsPassedToChief)
            return true;
    }
    return false;
}

bool dieFits(const DieUse &d, int sides) { return d.sides == sides && d.value >= 0 && d.value < sides; }

bool needD10(const Scenario &scenario, const Action &a, ActionError *error)
{
    const DieFaces d10 = scenario.die.faces();
    if (a.dice.size() != 1 || a.dice.first().sides != d10.sides || !d10.has(a.dice.first().value))
        return fail(error, "DICE", QStringLiteral("potrzebny jeden rzut k10 (0-9)"),
                    QStringLiteral("needs one d10 (0-9)"));
    return true;
}

bool applyChoose(const Scenario &scenario, State &s, const Action &a, ActionError *error)
{
    if (s.turn != Turn::BuildPool)
        return fail(error, "NOT_THIS_TURN", QStringLiteral("wybór dowódców tylko w turze 1"),
                    QStringLiteral("commanders are chosen in turn 1 only"));
    const int n = anyCount(scenario, s, a.side);
    if (n == 0)
        return fail(error, "NO_CHOICE", QStringLiteral("w tym etapie ta strona nie wybiera dowódców"),
                    QStringLiteral("this side chooses no commanders in this stage"));
    const QStringList eligible = eligibleForAny(scenario, s, a.side);
    if (a.commanders.size() != n || QSet<QString>(a.commanders.begin(), a.commanders.end()).size() != n)
        return fail(error, "CHOICE_COUNT", QStringLiteral("wybierz %1 różnych dowódców").arg(n),
                    QStringLiteral("choose %1 different commanders").arg(n));
    for (const QString &id : a.commanders)
        if (!eligible.contains(id))
            return fail(error, "NOT_ELIGIBLE",
                        QStringLiteral("%1 nie może być wybrany (do wyboru: %2)").arg(id, eligible.join(u',')),
                        QStringLiteral("%1 may not be chosen (eligible: %2)").arg(id, eligible.join(u',')));
    choiceOf(s, a.side) = a.commanders;
    s.choseSide[a.side == Side::Polish ? 0 : 1] = true;
    return true;
}

bool applyBuildPool(const Scenario &scenario, State &s, ActionError *error)
{
    if (s.turn != Turn::BuildPool)
        return fail(error, "NOT_THIS_TURN", QStringLiteral("pula tego etapu już jest w kubku"),
                    QStringLiteral("this stage's pool is in the cup already"));
    if (poninskiRollDue(scenario, s))
        return fail(error, "PONINSKI_ROLL_DUE",
                    QStringLiteral("najpierw rzut na przybycie gen. Ponińskiego (13.0 a/b)"),
                    QStringLiteral("roll for General Poniński's arrival first (13.0 a/b)"));
    for (Side side : {Side::Polish, Side::Russian})
        if (anyCount(scenario, s, side) > 0 && !s.choseSide[side == Side::Polish ? 0 : 1])
            return fail(error, "CHOICE_MISSING",
                        QStringLiteral("%1 jeszcze nie wybrali dowódców").arg(sideName(side).get(QStringLiteral("pl"))),
                        QStringLiteral("%1 have not chosen their commanders yet")
                            .arg(sideName(side).get(QStringLiteral("en"))));
    QSet<QString> in;
    for (Side side : {Side::Polish, Side::Russian}) {
        for (const QString &id : fixedInPlay(scenario, s, side))
            in.insert(id);
        for (const QString &id : choiceOf(s, side)) {
            // Chosen, then killed, lost or wounded before the cup was filled: his chit stays out (4.6, 4.6.1).
            const CommanderState *c = s.commander(id);
            if (c && c->status == CommanderStatus::InPlay && !c->woundedThisStage)
                in.insert(id);
        }
    }
    if (poninskiComesNow(scenario, s)) {
        in.insert(scenario.poninski.commander);
        s.poninski.phase = PoninskiState::Phase::Entered;
        if (CommanderState *c = commanderIn(s, scenario.poninski.commander))
            c->status = CommanderStatus::InPlay;
    }
    // The cup in the scenario's order, never in the order chosen: a draw's index tells nothing about a choice.
    for (const Commander &c : scenario.commanders)
        if (in.contains(c.id))
            s.pool << c.id;
    s.cup = s.pool;
    s.turn = s.cup.isEmpty() ? Turn::StageEnd : Turn::Draws;
    return true;
}

bool applyDraw(const Scenario &scenario, State &s, const Action &a, ActionError *error)
{
    if (s.turn != Turn::Draws || s.cup.isEmpty())
        return fail(error, "NOT_THIS_TURN", QStringLiteral("teraz nie ciągnie się żetonów z kubka"),
                    QStringLiteral("no chit is drawn now"));
    QString id = a.commander;
    if (!a.dice.isEmpty()) {
        if (a.dice.size() != 1 || !dieFits(a.dice.first(), int(s.cup.size())))
            return fail(error, "DICE", QStringLiteral("losowanie z kubka: jedna kość o %1 ścianach").arg(s.cup.size()),
                        QStringLiteral("a draw from the cup: one die of %1 sides").arg(s.cup.size()));
        const QString atRandom = s.cup.at(a.dice.first().value);
        if (!id.isEmpty() && id != atRandom)
            return fail(error, "DICE", QStringLiteral("kość wskazuje %1, nie %2").arg(atRandom, id),
                        QStringLiteral("the die picks %1, not %2").arg(atRandom, id));
        id = atRandom;
    }
    if (!s.cup.contains(id))
        return fail(error, "NOT_IN_CUP", QStringLiteral("żetonu %1 nie ma w kubku").arg(id),
                    QStringLiteral("%1 is not in the cup").arg(id));
    s.cup.removeOne(id);
    Drawn d;
    d.commander = id;
    const Commander *data = scenario.commander(id);
    if (data && data->commanderInChief)
        d.mustCommandFallen = sideHasFallen(scenario, s, data->side); // 4.3
    s.drawn << d;
    if (s.cup.isEmpty())
        s.turn = Turn::StageEnd;
    return true;
}

bool applyActivate(const Scenario &scenario, State &s, const Action &a, ActionError *error)
{
    if (s.drawn.isEmpty())
        return fail(error, "NOT_THIS_TURN", QStringLiteral("nikt jeszcze nie został wylosowany"),
                    QStringLiteral("nobody has been drawn yet"));
    Drawn &last = s.drawn.last();
    const Commander *chief = scenario.commander(last.commander);
    if (!chief || !chief->commanderInChief)
        return fail(error, "NOT_CHIEF",
                    QStringLiteral("tylko wylosowany głównodowodzący aktywuje innego dowódcę (4.4)"),
                    QStringLiteral("only a commander-in-chief just drawn activates another (4.4)"));
    if (!last.activated.isEmpty())
        return fail(error, "ALREADY", QStringLiteral("już aktywował: %1").arg(last.activated),
                    QStringLiteral("he already activated %1").arg(last.activated));
    if (last.mustCommandFallen)
        return fail(error, "FALLEN_COMMAND",
                    QStringLiteral("dowódca poległ: głównodowodzący musi dowodzić jego oddziałami (4.3)"),
                    QStringLiteral("a commander fell: the commander-in-chief must command his units (4.3)"));
    const QStringList may = activatable(scenario, s, chief->side);
    if (!may.contains(a.commander))
        return fail(error, "NOT_ELIGIBLE",
                    QStringLiteral("%1 nie może być aktywowany (można: %2)").arg(a.commander, may.join(u',')),
                    QStringLiteral("%1 may not be activated (may: %2)").arg(a.commander, may.join(u',')));
    last.activated = a.commander;
    return true;
}

// 3.3: turn 1 only builds the pool ("Tura 1. Utworzenie puli aktywacji"); after the cup's last chit his phases are
// still to be played, so combat lasts until the stage ends.
bool combatFails(const State &s, ActionError *error)
{
    if (combatUnderway(s))
        return false;
    fail(error, "NOT_THIS_TURN",
         QStringLiteral("ostrzał i walka wręcz toczą się w turze 2, po wylosowaniu dowódcy; tura 1 to tylko "
                        "utworzenie puli (3.3)"),
         QStringLiteral("fire and melee happen in turn 2, after a commander is drawn; turn 1 only builds the pool "
                        "(3.3)"));
    return true;
}

bool applyCasualty(const Scenario &scenario, State &s, const Action &a, ActionError *error)
{
    CommanderState *c = commanderIn(s, a.commander);
    if (!c || c->status != CommanderStatus::InPlay)
        return fail(error, "NOT_IN_PLAY", QStringLiteral("%1 nie jest na planszy").arg(a.commander),
                    QStringLiteral("%1 is not on the map").arg(a.commander));
    if (!casualtyRollDue(scenario.casualty, a.trigger, a.distance))
        return fail(error, "NO_ROLL",
                    QStringLiteral("ten ostrzał lub walka nie wymaga rzutu na straty dowódcy (4.6.1-4.6.3)"),
                    QStringLiteral("this fire or melee calls for no leader-casualty roll (4.6.1-4.6.3)"));
    if (!needD10(scenario, a, error))
        return false;
    const CasualtyResult result = casualtyResult(scenario.casualty, a.dice.first().value);
    if (result == CasualtyResult::Killed) {
        c->status = CommanderStatus::Killed;
        takeOutOfCup(s, c->id);
        fall(scenario, *c);
        // 12.1: killing an enemy commander is worth its points to the other side.
        const Commander *data = scenario.commander(c->id);
        const auto points = victoryPoints(scenario.victory, QStringLiteral("commander-killed"), 0);
        if (data && points)
            s.track = scored(s.track, otherSide(data->side), *points);
    } else if (result == CasualtyResult::Wounded) {
        c->woundedThisStage = true; // out of this stage's pool unless already drawn
        takeOutOfCup(s, c->id);
    }
    if (s.turn == Turn::Draws && s.cup.isEmpty())
        s.turn = Turn::StageEnd;
    return true;
}

bool applyLose(const Scenario &scenario, State &s, const Action &a, ActionError *error)
{
    CommanderState *c = commanderIn(s, a.commander);
    if (!c || c->status != CommanderStatus::InPlay)
        return fail(error, "NOT_IN_PLAY", QStringLiteral("%1 nie jest na planszy").arg(a.commander),
                    QStringLiteral("%1 is not on the map").arg(a.commander));
    if (a.trigger != QLatin1String("units") && a.trigger != QLatin1String("stack"))
        return fail(error, "BAD_REASON", QStringLiteral("powód: units (wszystkie oddziały) albo stack (stos)"),
                    QStringLiteral("the reason is units (all his units gone) or stack (his stack destroyed)"));
    c->status = CommanderStatus::Lost;
    takeOutOfCup(s, c->id);
    if (a.trigger == QLatin1String("stack"))
        fall(scenario, *c); // his other units answer to the commander-in-chief (4.3)
    if (s.turn == Turn::Draws && s.cup.isEmpty())
        s.turn = Turn::StageEnd;
    return true;
}

bool applyVp(const Scenario &scenario, State &s, const Action &a, ActionError *error)
{
    if (a.stars > 0 && a.event != QLatin1String("artillery-taken"))
        return fail(error, "BAD_EVENT", QStringLiteral("gwiazdki liczą się tylko za zdobytą artylerię"),
                    QStringLiteral("white stars count only for artillery taken"));
    const auto points = victoryPoints(scenario.victory, a.event, a.stars);
    if (!points)
        return fail(
            error, "BAD_EVENT",
            QStringLiteral("nieznane zdarzenie %1 (są: %2)").arg(a.event, scenario.victory.points.keys().join(u',')),
            QStringLiteral("unknown event %1 (known: %2)").arg(a.event, scenario.victory.points.keys().join(u',')));
    s.track = scored(s.track, a.side, *points);
    return true;
}

bool applyPoninskiRoll(const Scenario &scenario, State &s, const Action &a, ActionError *error)
{
    if (s.turn != Turn::BuildPool || !poninskiRollDue(scenario, s))
        return fail(error, "NOT_THIS_TURN",
                    QStringLiteral("rzut na gen. Ponińskiego nie przypada teraz (13.0 a/b: na początku etapu)"),
                    QStringLiteral("no roll for General Poniński is due now (13.0 a/b: at the start of a stage)"));
    if (!needD10(scenario, a, error))
        return false;
    const int face = a.dice.first().value;
    if (s.poninski.phase == PoninskiState::Phase::AwaitRoll) {
        s.poninski.checkStage = poninskiCheckStage(scenario.poninski, face);
        s.poninski.phase = PoninskiState::Phase::AwaitCheck;
        return true;
    }
    const auto arrival = poninskiArrivalStage(scenario.poninski, s.stage, face);
    if (!arrival) {
        s.poninski.phase = PoninskiState::Phase::Never;
        if (CommanderState *c = commanderIn(s, scenario.poninski.commander))
            c->status = CommanderStatus::NeverComes;
        return true;
    }
    s.poninski.arrivalStage = *arrival;
    s.poninski.phase = PoninskiState::Phase::Coming;
    if (!scenario.poninski.extraChit && *arrival <= s.stage)
        if (CommanderState *c = commanderIn(s, scenario.poninski.commander))
            c->status = CommanderStatus::InPlay;
    return true;
}

bool applyPoninskiHold(const Scenario &scenario, State &s, ActionError *error)
{
    if (s.turn != Turn::BuildPool || s.poninski.phase != PoninskiState::Phase::Coming
        || s.poninski.arrivalStage != s.stage)
        return fail(error, "NOT_THIS_TURN",
                    QStringLiteral("gen. Poniński nie przybywa w tym etapie: nie ma czego wstrzymać (13.0 c)"),
                    QStringLiteral("General Poniński does not arrive in this stage: nothing to hold back (13.0 c)"));
    s.poninski.arrivalStage = poninskiHeldTo(scenario.poninski, s.stage);
    s.poninskiHeldThisStage = true;
    return true;
}

bool applyEndStage(const Scenario &scenario, State &s, ActionError *error)
{
    if (s.turn != Turn::StageEnd)
        return fail(error, "NOT_THIS_TURN", QStringLiteral("kubek nie jest jeszcze pusty (3.3: tura 3 po losowaniach)"),
                    QStringLiteral("the cup is not empty yet (3.3: turn 3 comes after the draws)"));
    if (const auto winner = automaticWinner(s.track, s.threshold)) { // 12.4
        s.over = true;
        s.winner = winner;
        s.automaticVictory = true;
        return true;
    }
    if (s.stage >= scenario.stages) { // 12.3
        s.over = true;
        s.winner = finalWinner(scenario.victory, s.track);
        return true;
    }
    ++s.stage;
    beginStage(scenario, s);
    // Poniński's marker moves with the track when the Polish player did not bring him (13.0 c applies each stage).
    return true;
}

} // namespace

QStringList State::hiddenFrom(Side viewer, const Scenario &scenario) const
{
    QStringList hidden;
    const Side other = otherSide(viewer);
    const QStringList &choice = choiceOf(*this, other);
    for (const QString &id : choice) {
        const Commander *c = scenario.commander(id);
        if (!c)
            continue;
        // Before the pool is built the whole choice is secret; after it, what is still in the cup. A chit that is
        // also a named chit of the stage cannot be chosen, so nothing public is hidden here.
        if (turn == Turn::BuildPool || cup.contains(id))
            hidden << id;
    }
    return hidden;
}

State initialState(const Scenario &scenario, const Game &game)
{
    State s;
    s.threshold = game.threshold > 0 ? game.threshold : scenario.victory.threshold;
    for (const Commander &c : scenario.commanders) {
        CommanderState cs;
        cs.id = c.id;
        cs.status = c.onMapAtStart ? CommanderStatus::InPlay : CommanderStatus::NotYetEntered;
        s.commanders << cs;
    }
    beginStage(scenario, s);
    return s;
}

bool combatUnderway(const State &state)
{
    return !state.over && state.turn != Turn::BuildPool && !state.drawn.isEmpty();
}

std::optional<State> apply(const Scenario &scenario, const State &state, const Action &action, ActionError *error,
                           Recorded recorded)
{
    if (state.over) {
        fail(error, "GAME_OVER", QStringLiteral("gra jest skończona"), QStringLiteral("the game is over"));
        return std::nullopt;
    }
    // Fire and melee (a casualty roll, a commander lost, their victory points) wait for turn 2's first draw.
    const bool combat =
        action.kind == ActionKind::Casualty || action.kind == ActionKind::Lose || action.kind == ActionKind::Vp;
    if (combat && recorded == Recorded::ByTheBook && combatFails(state, error))
        return std::nullopt;
    if (action.kind != ActionKind::Casualty && action.kind != ActionKind::PoninskiRoll
        && action.kind != ActionKind::Draw && !action.dice.isEmpty()) {
        fail(error, "DICE", QStringLiteral("ten krok nie używa kości"), QStringLiteral("this step uses no dice"));
        return std::nullopt;
    }
    State s = state;
    bool ok = false;
    switch (action.kind) {
    case ActionKind::Choose: ok = applyChoose(scenario, s, action, error); break;
    case ActionKind::BuildPool: ok = applyBuildPool(scenario, s, error); break;
    case ActionKind::Draw: ok = applyDraw(scenario, s, action, error); break;
    case ActionKind::Activate: ok = applyActivate(scenario, s, action, error); break;
    case ActionKind::Casualty: ok = applyCasualty(scenario, s, action, error); break;
    case ActionKind::Lose: ok = applyLose(scenario, s, action, error); break;
    case ActionKind::Vp: ok = applyVp(scenario, s, action, error); break;
    case ActionKind::PoninskiRoll: ok = applyPoninskiRoll(scenario, s, action, error); break;
    case ActionKind::PoninskiHold: ok = applyPoninskiHold(scenario, s, error); break;
    case ActionKind::EndStage: ok = applyEndStage(scenario, s, error); break;
    }
    if (!ok)
        return std::nullopt;
    return s;
}

QString ActionError::pointer() const
{
    const QString entry = QStringLiteral("/log/%1").arg(index);
    return die < 0 ? entry : entry + QStringLiteral("/dice/%1").arg(die);
}

std::optional<State> replay(const Scenario &scenario, const Game &game, ActionError *error)
{
    State s = initialState(scenario, game);
    for (qsizetype i = 0; i < game.log.size(); ++i) {
        auto next = apply(scenario, s, game.log[i], error,
                          i < game.legacyCombat ? Recorded::BeforeTurnOrder : Recorded::ByTheBook);
        if (!next) {
            if (error)
                error->index = i;
            return std::nullopt;
        }
        s = std::move(*next);
    }
    return s;
}

bool programDiceMatch(const Game &game, const Scenario &scenario, ActionError *error)
{
    ProgramDice keyed(game);
    for (qsizetype i = 0; i < game.log.size(); ++i) {
        const Action &a = game.log[i];
        SeededDice dice(keyed.next(a));
        for (qsizetype m = 0; m < a.dice.size(); ++m) {
            const DieUse &d = a.dice[m];
            if (!d.program)
                continue;
            // A draw's die is the chit's place in the cup (0..n-1); any other is the game's d10 read 0-9.
            const std::optional<int> roll =
                a.kind == ActionKind::Draw ? dice.roll(d.sides) : dice.rollFace(scenario.die.faces());
            const int value = !roll ? -1 : a.kind == ActionKind::Draw ? *roll - 1 : *roll;
            if (value != d.value) {
                if (error) {
                    error->index = i;
                    error->die = m;
                    error->code = QStringLiteral("DICE_CHANGED");
                    error->message = Text::translated(
                        QStringLiteral("wpis %1: kość programu to %2, nie %3").arg(i).arg(value).arg(d.value),
                        QStringLiteral("entry %1: the program's die is %2, not %3").arg(i).arg(value).arg(d.value));
                }
                return false;
            }
        }
    }
    return true;
}

std::optional<State> replayChecked(const Scenario &scenario, const Game &game, ActionError *error)
{
    std::optional<State> state = replay(scenario, game, error);
    if (state && !programDiceMatch(game, scenario, error))
        return std::nullopt;
    return state;
}

std::optional<State> perform(const Scenario &scenario, Game *game, const State &state, Action request,
                             DiceSource *playersDice, ActionError *error)
{
    ProgramDice keyed(*game);
    for (const Action &logged : game->log)
        keyed.next(logged);
    SeededDice programDice(keyed.next(request));
    DiceSource &dice = playersDice ? *playersDice : static_cast<DiceSource &>(programDice);
    const bool program = playersDice == nullptr;
    auto diceFailed = [&]() -> std::optional<State> {
        fail(error, "DICE", QStringLiteral("kości graczy: %1").arg(dice.errorPl()),
             QStringLiteral("the players' dice: %1").arg(dice.error()));
        return std::nullopt;
    };
    request.dice.clear();
    if (request.kind == ActionKind::Draw && request.commander.isEmpty()) {
        if (state.turn == Turn::Draws && !state.cup.isEmpty()) {
            // The cup is the program's: its draw is always the program's die, even when the players roll the d10.
            const std::optional<int> roll = programDice.roll(int(state.cup.size()));
            if (!roll)
                return diceFailed();
            request.dice << DieUse{int(state.cup.size()), *roll - 1, true, {}};
            request.commander = state.cup.at(*roll - 1);
        }
    } else if ((request.kind == ActionKind::Casualty
                && casualtyRollDue(scenario.casualty, request.trigger, request.distance))
               || (request.kind == ActionKind::PoninskiRoll && poninskiRollDue(scenario, state))) {
        const std::optional<int> face = dice.rollFace(scenario.die.faces());
        if (!face)
            return diceFailed();
        request.dice << DieUse{scenario.die.sides, *face, program, {}};
    }
    auto next = apply(scenario, state, request, error);
    if (!next) {
        if (error)
            error->index = -1;
        return std::nullopt;
    }
    game->log << request;
    return next;
}

QStringList eligibleForAny(const Scenario &scenario, const State &state, Side side)
{
    QStringList ids;
    const StagePool *pool = scenario.poolOf(state.stage);
    for (const Commander &c : scenario.commanders) {
        if (c.side != side)
            continue;
        const CommanderState *cs = state.commander(c.id);
        if (!cs || cs->status != CommanderStatus::InPlay || cs->woundedThisStage)
            continue;
        if (pool && pool->of(side).fixed.contains(c.id))
            continue;
        if (c.commanderInChief)
            continue; // the chief has his own chit whenever the pool names him
        // Poniński's own chit joins on his stage beside the choice (13.0 b, extraChit): not chosen twice.
        if (c.id == scenario.poninski.commander && poninskiComesNow(scenario, state))
            continue;
        ids << c.id;
    }
    return ids;
}

QStringList activatable(const Scenario &scenario, const State &state, Side side)
{
    QStringList ids;
    if (!state.drawn.isEmpty() && state.drawn.last().mustCommandFallen)
        return ids;
    for (const Commander &c : scenario.commanders) {
        if (c.side != side || c.commanderInChief)
            continue;
        const CommanderState *cs = state.commander(c.id);
        if (cs && cs->status == CommanderStatus::InPlay && !cs->woundedThisStage)
            ids << c.id;
    }
    return ids;
}

QString nextStep(const Scenario &scenario, const State &s, const QString &lang)
{
    const bool pl = isPolish(lang);
    if (s.over) {
        const QString who = s.winner ? sideName(*s.winner).get(lang) : QString();
        return pl ? QStringLiteral("Koniec gry: wygrywają %1%2")
                        .arg(who, s.automaticVictory ? QStringLiteral(" (12.4)") : QStringLiteral(" (12.3)"))
                  : QStringLiteral("Game over: %1 win%2")
                        .arg(who, s.automaticVictory ? QStringLiteral(" (12.4)") : QStringLiteral(" (12.3)"));
    }
    switch (s.turn) {
    case Turn::BuildPool: {
        if (poninskiRollDue(scenario, s))
            return pl ? QStringLiteral("Etap %1, tura 1: rzut na przybycie gen. Ponińskiego (13.0 %2)")
                            .arg(s.stage)
                            .arg(s.poninski.phase == PoninskiState::Phase::AwaitRoll ? QStringLiteral("a")
                                                                                     : QStringLiteral("b"))
                      : QStringLiteral("Stage %1, turn 1: roll for General Poniński's arrival (13.0 %2)")
                            .arg(s.stage)
                            .arg(s.poninski.phase == PoninskiState::Phase::AwaitRoll ? QStringLiteral("a")
                                                                                     : QStringLiteral("b"));
        QStringList waiting;
        for (Side side : {Side::Polish, Side::Russian}) {
            const int n = anyCount(scenario, s, side);
            if (n > 0 && !s.choseSide[side == Side::Polish ? 0 : 1])
                waiting
                    << (pl ? QStringLiteral("%1 wybierają w tajemnicy %2 dowódców").arg(sideName(side).get(lang)).arg(n)
                           : QStringLiteral("%1 choose %2 commanders in secret").arg(sideName(side).get(lang)).arg(n));
        }
        if (!waiting.isEmpty())
            return (pl ? QStringLiteral("Etap %1, tura 1: ") : QStringLiteral("Stage %1, turn 1: ")).arg(s.stage)
                + waiting.join(QStringLiteral("; "));
        return pl ? QStringLiteral("Etap %1, tura 1: żetony do kubka (pula aktywacji)").arg(s.stage)
                  : QStringLiteral("Stage %1, turn 1: the chits into the cup (activation pool)").arg(s.stage);
    }
    case Turn::Draws:
        return pl ? QStringLiteral("Etap %1, tura 2: losowanie żetonu (w kubku: %2)").arg(s.stage).arg(s.cup.size())
                  : QStringLiteral("Stage %1, turn 2: draw a chit (%2 in the cup)").arg(s.stage).arg(s.cup.size());
    case Turn::StageEnd:
        // 3.3, turn 3 and 10.9.10: the victory check, then the "Ostrzał" markers of the units that fired.
        return pl ? QStringLiteral("Etap %1, tura 3: sprawdzenie zwycięstwa; piechota i kawaleria, które strzelały, "
                                   "dostają żeton „Ostrzał” z cyfrą 1 (10.9.10); następny etap")
                        .arg(s.stage)
                  : QStringLiteral("Stage %1, turn 3: check victory; infantry and cavalry that fired get an \"Ostrzał\" "
                                   "(fire) marker with 1 (10.9.10); then the next stage")
                        .arg(s.stage);
    }
    return {};
}

namespace {

QString statusId(CommanderStatus status)
{
    switch (status) {
    case CommanderStatus::NotYetEntered: return QStringLiteral("not-yet-entered");
    case CommanderStatus::InPlay: return QStringLiteral("in-play");
    case CommanderStatus::Killed: return QStringLiteral("killed");
    case CommanderStatus::Lost: return QStringLiteral("lost");
    case CommanderStatus::NeverComes: return QStringLiteral("never-comes");
    }
    return {};
}

QString phaseId(PoninskiState::Phase phase)
{
    switch (phase) {
    case PoninskiState::Phase::AwaitRoll: return QStringLiteral("await-roll");
    case PoninskiState::Phase::AwaitCheck: return QStringLiteral("await-check");
    case PoninskiState::Phase::Coming: return QStringLiteral("coming");
    case PoninskiState::Phase::Entered: return QStringLiteral("entered");
    case PoninskiState::Phase::Never: return QStringLiteral("never");
    }
    return {};
}

// Ids a viewer may see, the hidden ones counted instead of named.
QJsonObject visibleList(const QStringList &ids, const QStringList &hidden)
{
    QJsonArray shown;
    int count = 0;
    for (const QString &id : ids) {
        if (hidden.contains(id))
            ++count;
        else
            shown.append(id);
    }
    return {{QStringLiteral("commanders"), shown}, {QStringLiteral("hidden"), count}};
}

// The state with each side's secrets shown or left out (see[0]: the Poles', see[1]: the Russians').
QJsonObject stateJson(const Scenario &scenario, const State &s, const bool see[2], const QString &view,
                      const QString &lang)
{
    QStringList hidden;
    if (!see[0])
        hidden += s.hiddenFrom(Side::Russian, scenario); // what the Russians may not see: the Poles' secrets
    if (!see[1])
        hidden += s.hiddenFrom(Side::Polish, scenario);
    QJsonObject o;
    o.insert(QStringLiteral("scenario"), scenario.id);
    o.insert(QStringLiteral("view"), view);
    o.insert(QStringLiteral("stage"), s.stage);
    o.insert(QStringLiteral("stages"), scenario.stages);
    o.insert(QStringLiteral("turn"), int(s.turn));
    o.insert(QStringLiteral("next"), nextStep(scenario, s, lang));
    o.insert(QStringLiteral("pool"), visibleList(s.pool, hidden));
    o.insert(QStringLiteral("cup"), visibleList(s.cup, hidden));
    QJsonArray drawn;
    for (const Drawn &d : s.drawn)
        drawn.append(QJsonObject{{QStringLiteral("commander"), d.commander},
                                 {QStringLiteral("activated"), d.activated},
                                 {QStringLiteral("mustCommandFallen"), d.mustCommandFallen}});
    o.insert(QStringLiteral("drawn"), drawn);
    QJsonObject choices;
    QJsonObject eligible;
    for (Side side : {Side::Polish, Side::Russian}) {
        const bool own = see[side == Side::Polish ? 0 : 1];
        QJsonObject c{{QStringLiteral("needed"), s.turn == Turn::BuildPool ? anyCount(scenario, s, side) : 0},
                      {QStringLiteral("made"), s.choseSide[side == Side::Polish ? 0 : 1]}};
        if (own)
            c.insert(QStringLiteral("commanders"), QJsonArray::fromStringList(choiceOf(s, side)));
        choices.insert(sideId(side), c);
        if (own && s.turn == Turn::BuildPool)
            eligible.insert(sideId(side), QJsonArray::fromStringList(eligibleForAny(scenario, s, side)));
    }
    o.insert(QStringLiteral("choices"), choices);
    o.insert(QStringLiteral("eligible"), eligible);
    if (!s.drawn.isEmpty()) {
        const Commander *last = scenario.commander(s.drawn.last().commander);
        if (last && last->commanderInChief && s.drawn.last().activated.isEmpty())
            o.insert(QStringLiteral("activatable"), QJsonArray::fromStringList(activatable(scenario, s, last->side)));
    }
    QJsonArray commanders;
    for (const CommanderState &c : s.commanders) {
        const Commander *data = scenario.commander(c.id);
        commanders.append(QJsonObject{{QStringLiteral("id"), c.id},
                                      {QStringLiteral("name"), nameOf(scenario, c.id, lang)},
                                      {QStringLiteral("side"), data ? sideId(data->side) : QString()},
                                      {QStringLiteral("status"), statusId(c.status)},
                                      {QStringLiteral("wounded"), c.woundedThisStage},
                                      {QStringLiteral("unitsPassedToChief"), c.unitsPassedToChief},
                                      {QStringLiteral("colour"), data ? data->colourHex : QString()}});
    }
    o.insert(QStringLiteral("commanders"), commanders);
    o.insert(QStringLiteral("poninski"),
             QJsonObject{{QStringLiteral("phase"), phaseId(s.poninski.phase)},
                         {QStringLiteral("checkStage"), s.poninski.checkStage},
                         {QStringLiteral("arrivalStage"), s.poninski.arrivalStage},
                         {QStringLiteral("marker"), s.poninski.markerStage()},
                         {QStringLiteral("heldThisStage"), s.poninskiHeldThisStage}});
    const Marker m = marker(scenario.victory, s.track);
    o.insert(QStringLiteral("track"),
             QJsonObject{{QStringLiteral("pl"), s.track.polish},
                         {QStringLiteral("ru"), s.track.russian},
                         {QStringLiteral("box"), m.box},
                         {QStringLiteral("shows"), m.shows ? sideId(*m.shows) : QString()},
                         {QStringLiteral("reverse"), m.reverse}});
    o.insert(QStringLiteral("threshold"), s.threshold);
    o.insert(QStringLiteral("over"), s.over);
    if (s.over) {
        o.insert(QStringLiteral("winner"), s.winner ? sideId(*s.winner) : QString());
        o.insert(QStringLiteral("automaticVictory"), s.automaticVictory);
    }
    return o;
}

} // namespace

QJsonObject stateToJson(const Scenario &scenario, const State &s, std::optional<Side> viewer, const QString &lang)
{
    const bool see[2] = {!viewer || *viewer == Side::Polish, !viewer || *viewer == Side::Russian};
    return stateJson(scenario, s, see, viewer ? sideId(*viewer) : QStringLiteral("umpire"), lang);
}

QJsonObject stateToJsonForTable(const Scenario &scenario, const State &s, const QString &lang)
{
    const bool see[2] = {false, false};
    return stateJson(scenario, s, see, QStringLiteral("table"), lang);
}

} // namespace sztab::mac
