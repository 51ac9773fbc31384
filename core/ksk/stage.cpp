// SPDX-License-Identifier: GPL-3.0-or-later
// The stage (KSK II.3-II.16): the stage marker, the cups of activation markers, the initiative, picking, drawing,
// keeping and yielding the initiative, and the limits of two activations in a row (II.14) and one a stage (II.15).
#include "ksk/applycontext.h"

namespace sztab::ksk {

using namespace detail;

namespace {

const QString kBlank = QStringLiteral("blank");

bool needSide(Ctx &c)
{
    if (!c.action.side && !c.action.formation.isEmpty())
        c.action.side = c.scenario.sideOfFormation(c.action.formation); // the formation says whose it is
    if (c.action.side)
        return true;
    return c.fail("SIDE_MISSING", "KSK II.6", QStringLiteral("podaj stronę (A albo B)"),
                  QStringLiteral("name the side (A or B)"));
}

bool inActivation(Ctx &c)
{
    if (c.state.segment == Segment::Activation)
        return true;
    return c.fail("NOT_ACTIVATION", "KSK II.5", QStringLiteral("najpierw kubki i inicjatywa (segment dowodzenia trwa)"),
                  QStringLiteral("first the cups and the initiative (the command segment is on)"));
}

bool yourTurn(Ctx &c)
{
    if (*c.action.side == c.state.turn.side)
        return true;
    return c.fail("NOT_YOUR_TURN", "KSK II.6", QStringLiteral("teraz kolej strony %1").arg(sideName(c.state.turn.side)),
                  QStringLiteral("it is side %1's turn").arg(sideName(c.state.turn.side)));
}

// A formation of the acting side that may be activated now (II.15: once a stage), with a marker of its kind in the cup.
const Formation *activatable(Ctx &c)
{
    const Formation *f = c.scenario.formation(c.action.formation);
    const Side side = *c.action.side;
    if (!f || c.scenario.sideOfFormation(f->id) != side) {
        c.fail("UNKNOWN_FORMATION", "KSK II.6",
               QStringLiteral("strona %1 nie ma dywizji/brygady „%2”").arg(sideName(side), c.action.formation),
               QStringLiteral("side %1 has no division or brigade \"%2\"").arg(sideName(side), c.action.formation));
        return nullptr;
    }
    if (!inPlay(c.scenario, c.state, *f)) {
        c.fail(
            "NOT_IN_PLAY", "KSK II.17",
            QStringLiteral("%1 wchodzi do gry w etapie %2").arg(f->name.get(QStringLiteral("pl"))).arg(f->entryStage),
            QStringLiteral("%1 enters in stage %2").arg(f->name.get(QStringLiteral("en"))).arg(f->entryStage));
        return nullptr;
    }
    if (c.state.activated.contains(f->id)) {
        c.fail("ACTIVATED_TWICE", "KSK II.15",
               QStringLiteral("%1 była już aktywowana w tym etapie").arg(f->name.get(QStringLiteral("pl"))),
               QStringLiteral("%1 was activated already this stage").arg(f->name.get(QStringLiteral("en"))));
        return nullptr;
    }
    if (c.state.cups.active[int(side)].value(f->marker) < 1) {
        c.fail("NO_MARKER", "KSK II.6",
               QStringLiteral("w kubku strony %1 nie ma znacznika „%2”").arg(sideName(side), f->marker),
               QStringLiteral("side %1's cup holds no \"%2\" marker").arg(sideName(side), f->marker));
        return nullptr;
    }
    return f;
}

// III.19: under Attack or Forced March the commander comes at least one hex nearer his edge each stage. The book
// allows being held up (III.26), so the end of his activation says so to his side rather than refusing anything.
void endActivation(Ctx &c)
{
    const QString id = c.state.activeFormation;
    if (id.isEmpty())
        return;
    c.state.activeFormation.clear();
    const OrderKind kind = c.state.diagrams.value(id).order.kind;
    if (kind == OrderKind::Defence || c.state.gainedThisStage.value(id) > 0)
        return;
    c.say(QStringLiteral("%1: rozkaz %2, a dowódca nie zbliżył się w tym etapie do krawędzi mapy ani o jeden heks "
                         "(III.19; chyba że drogę zamyka nieprzyjaciel, III.26)")
              .arg(nameOf(c.scenario, id, QStringLiteral("pl")), orderWord(kind, QStringLiteral("pl"))),
          QStringLiteral("%1: order %2, and the commander came not even one hex nearer the edge this stage (III.19; "
                         "unless the enemy bars the way, III.26)")
              .arg(nameOf(c.scenario, id, QStringLiteral("en")), orderWord(kind, QStringLiteral("en"))),
          *c.scenario.sideOfFormation(id));
}

void activate(Ctx &c, const Formation &f, bool takeMarker)
{
    endActivation(c);
    const Side side = *c.scenario.sideOfFormation(f.id);
    if (takeMarker) {
        int &n = c.state.cups.active[int(side)][f.marker];
        if (--n == 0)
            c.state.cups.active[int(side)].remove(f.marker);
    }
    c.state.activated.insert(f.id);
    c.state.activeFormation = f.id;
    c.state.independenceTried = false;
    c.state.activationMoved = false;
    c.say(QStringLiteral("aktywacja: %1 (strona %2)").arg(f.name.get(QStringLiteral("pl")), sideName(side)),
          QStringLiteral("activation: %1 (side %2)").arg(f.name.get(QStringLiteral("en")), sideName(side)));
}

// The turn goes to `next`; when he has no active marker left the other one picks through his own (II.6.6: the segment
// ends with the last activation), and when neither has any the stage's activations are over.
void handTo(Ctx &c, Side next)
{
    Turn t;
    if (c.state.cups.activeCount(next) > 0) {
        t.side = next;
    } else if (c.state.cups.activeCount(other(next)) > 0) {
        t.side = other(next);
        t.mayPick = true;
    } else {
        t.side = next;
        c.say(QStringLiteral("wszystkie dywizje aktywowane: koniec segmentu aktywacji (II.6.6)"),
              QStringLiteral("every division activated: the activation segment ends (II.6.6)"));
    }
    c.state.turn = t;
}

} // namespace

namespace detail {

bool applyStageBegin(Ctx &c)
{
    if (c.state.segment == Segment::Command)
        return c.fail(
            "STAGE_CUPS_FIRST", "KSK II.4",
            QStringLiteral("etap %1: najpierw kubki i inicjatywa, potem aktywacje").arg(c.state.stage),
            QStringLiteral("stage %1: first the cups and the initiative, then the activations").arg(c.state.stage));
    if (c.state.segment == Segment::Activation && !c.state.stageOver())
        return c.fail("STAGE_NOT_OVER", "KSK II.6",
                      QStringLiteral("etap %1 trwa: nie wszystkie dywizje aktywowane").arg(c.state.stage),
                      QStringLiteral("stage %1 goes on: not every division has been activated").arg(c.state.stage));
    if (c.state.stage >= c.scenario.stages)
        return c.fail("GAME_OVER", "KSK II.20", QStringLiteral("ostatni etap (%1) się skończył").arg(c.scenario.stages),
                      QStringLiteral("the last stage (%1) is over").arg(c.scenario.stages));
    endActivation(c);
    c.state.stage += 1;
    c.state.segment = Segment::Command;
    c.state.activated.clear();
    c.state.gainedThisStage.clear();
    c.state.pointsSpent.clear();
    c.state.corpsAttempted.clear();
    c.state.initiative.reset();
    c.state.cups = Cups();
    c.state.turn = Turn();
    c.say(QStringLiteral("etap %1: segment dowodzenia (II.4)").arg(c.state.stage),
          QStringLiteral("stage %1: the command segment (II.4)").arg(c.state.stage));
    for (const SideSetup &side : c.scenario.sides)
        for (const Formation &f : side.formations)
            if (f.entryStage == c.state.stage && f.entryStage > 1)
                c.say(QStringLiteral("%1 wchodzi do gry (II.17)").arg(f.name.get(QStringLiteral("pl"))),
                      QStringLiteral("%1 enters the game (II.17)").arg(f.name.get(QStringLiteral("en"))));
    rideCouriers(c);
    return true;
}

bool applyCups(Ctx &c)
{
    if (c.state.segment != Segment::Command)
        return c.fail("CUPS_NOT_NOW", "KSK II.4",
                      QStringLiteral("kubki napełnia się raz, na końcu segmentu dowodzenia"),
                      QStringLiteral("the cups are filled once, at the end of the command segment"));
    Cups cups;
    for (const SideSetup &side : c.scenario.sides)
        for (const Formation &f : side.formations)
            if (inPlay(c.scenario, c.state, f))
                cups.active[int(side.side)][f.marker] += 1;
    const int a = cups.activeCount(Side::A), b = cups.activeCount(Side::B);
    // II.6.3-4: the side with fewer active markers pads its cup with blanks to the same count.
    cups.blanks[int(Side::A)] = std::max(0, b - a);
    cups.blanks[int(Side::B)] = std::max(0, a - b);
    c.state.cups = cups;
    c.say(QStringLiteral("kubki: A %1 aktywnych + %2 pustych, B %3 aktywnych + %4 pustych (II.6)")
              .arg(a)
              .arg(cups.blanks[0])
              .arg(b)
              .arg(cups.blanks[1]),
          QStringLiteral("cups: A %1 active + %2 blank, B %3 active + %4 blank (II.6)")
              .arg(a)
              .arg(cups.blanks[0])
              .arg(b)
              .arg(cups.blanks[1]));
    // II.8: 1d10 each, + the difference in active markers for the side with more, + the scenario's modifiers. A tie
    // is rolled again (the book is silent; docs/rules.md).
    InitiativeRoll roll;
    for (int attempt = 0;; ++attempt) {
        const auto da = c.roll();
        if (!da)
            return false;
        const auto db = c.roll();
        if (!db)
            return false;
        roll.dice[0] = *da;
        roll.dice[1] = *db;
        roll.totals[0] = *da + std::max(0, a - b) + c.scenario.setup(Side::A).initiativeModifier;
        roll.totals[1] = *db + std::max(0, b - a) + c.scenario.setup(Side::B).initiativeModifier;
        roll.rerolls = attempt;
        if (roll.totals[0] != roll.totals[1])
            break;
        if (attempt > 1000)
            return c.fail("INITIATIVE_TIES", "KSK II.8", QStringLiteral("same remisy"), QStringLiteral("only ties"));
    }
    roll.winner = roll.totals[0] > roll.totals[1] ? Side::A : Side::B;
    c.state.initiative = roll;
    c.state.initiativeSide = roll.winner;
    c.state.segment = Segment::Activation;
    c.say(QStringLiteral("inicjatywa: A %1 (1K10 = %2), B %3 (1K10 = %4)%5: wybiera strona %6 (II.8)")
              .arg(roll.totals[0])
              .arg(roll.dice[0])
              .arg(roll.totals[1])
              .arg(roll.dice[1])
              .arg(roll.rerolls ? QStringLiteral(" po %1 powtórkach").arg(roll.rerolls) : QString())
              .arg(sideName(roll.winner)),
          QStringLiteral("initiative: A %1 (1d10 = %2), B %3 (1d10 = %4)%5: side %6 picks first (II.8)")
              .arg(roll.totals[0])
              .arg(roll.dice[0])
              .arg(roll.totals[1])
              .arg(roll.dice[1])
              .arg(roll.rerolls ? QStringLiteral(" after %1 ties").arg(roll.rerolls) : QString())
              .arg(sideName(roll.winner)));
    Turn t;
    t.side = roll.winner;
    t.mayPick = true;
    c.state.turn = t;
    if (c.state.cups.activeCount(roll.winner) == 0)
        handTo(c, roll.winner);
    return true;
}

bool applyPick(Ctx &c)
{
    if (!needSide(c) || !inActivation(c) || !yourTurn(c))
        return false;
    if (!c.state.turn.mayPick)
        return c.fail("PICK_NOT_NOW", "KSK II.6",
                      QStringLiteral("marker wybiera się tylko na początku etapu, po odstąpieniu (II.13) albo po "
                                     "nieudanym podtrzymaniu; teraz się losuje"),
                      QStringLiteral("a marker is picked only first in the stage, after a yield (II.13) or a failed "
                                     "keep; now one draws"));
    const Formation *f = activatable(c);
    if (!f)
        return false;
    activate(c, *f, true);
    Turn &t = c.state.turn;
    t.mayPick = false;
    t.inARow = 1;
    t.mayKeep = true;
    t.blankDrawn = false;
    return true;
}

bool applyDraw(Ctx &c)
{
    if (!needSide(c) || !inActivation(c))
        return false;
    const Side side = *c.action.side;
    Turn &t = c.state.turn;
    // The opponent's draw ends a turn that could end now (an activation done, no keep taken): an implicit pass.
    if (side != t.side && (t.inARow >= 1 || t.blankDrawn) && t.pendingMarker.isEmpty() && !t.mayPick) {
        handTo(c, side);
    }
    if (!yourTurn(c))
        return false;
    if (t.mayPick)
        return c.fail("DRAW_NOT_NOW", "KSK II.6",
                      QStringLiteral("strona %1 wybiera marker (nie losuje)").arg(sideName(side)),
                      QStringLiteral("side %1 picks a marker (does not draw)").arg(sideName(side)));
    if (!t.pendingMarker.isEmpty() || t.inARow >= 1 || t.blankDrawn)
        return c.fail(
            "DRAW_NOT_NOW", "KSK II.9",
            QStringLiteral("strona %1 już losowała; teraz aktywacja, podtrzymanie albo pas").arg(sideName(side)),
            QStringLiteral("side %1 has drawn; now an activation, a keep or a pass").arg(sideName(side)));
    Cups &cups = c.state.cups;
    const int size = cups.size(side);
    if (size == 0 || (cups.activeCount(side) == 0 && cups.activeCount(other(side)) == 0))
        return c.fail("CUP_EMPTY", "KSK II.6", QStringLiteral("kubek strony %1 jest pusty").arg(sideName(side)),
                      QStringLiteral("side %1's cup is empty").arg(sideName(side)));
    QString marker = c.action.marker;
    if (marker.isEmpty()) {
        // The program's draw: a die of as many faces as markers in the cup, counted kinds in order, blanks last.
        const auto face = c.roll(size);
        if (!face)
            return false;
        int index = *face - 1;
        marker = kBlank;
        for (auto it = cups.active[int(side)].cbegin(); it != cups.active[int(side)].cend(); ++it) {
            if (index < *it) {
                marker = it.key();
                break;
            }
            index -= *it;
        }
    } else if (marker == kBlank ? cups.blanks[int(side)] < 1 : cups.active[int(side)].value(marker) < 1) {
        return c.fail("NO_MARKER", "KSK II.6",
                      QStringLiteral("w kubku strony %1 nie ma znacznika „%2”").arg(sideName(side), marker),
                      QStringLiteral("side %1's cup holds no \"%2\" marker").arg(sideName(side), marker));
    }
    // (The die's draw stays out of action.marker: on replay the same die draws the same marker again.)
    endActivation(c);
    if (marker == kBlank) {
        cups.blanks[int(side)] -= 1;
        t.blankDrawn = true;
        t.mayKeep = true;
        c.say(QStringLiteral("strona %1 losuje pusty znacznik: traci kolejkę, chyba że podtrzyma inicjatywę (II.6.5, "
                             "II.12)")
                  .arg(sideName(side)),
              QStringLiteral("side %1 draws a blank: the turn is lost unless the initiative is kept (II.6.5, II.12)")
                  .arg(sideName(side)));
        return true;
    }
    int &n = cups.active[int(side)][marker];
    if (--n == 0)
        cups.active[int(side)].remove(marker);
    t.pendingMarker = marker;
    c.say(QStringLiteral("strona %1 losuje znacznik „%2”").arg(sideName(side), marker),
          QStringLiteral("side %1 draws a \"%2\" marker").arg(sideName(side), marker));
    return true;
}

bool applyActivate(Ctx &c)
{
    if (!needSide(c) || !inActivation(c) || !yourTurn(c))
        return false;
    Turn &t = c.state.turn;
    if (t.pendingMarker.isEmpty())
        return c.fail("ACTIVATE_NO_MARKER", "KSK II.6", QStringLiteral("najpierw losowanie aktywnego znacznika"),
                      QStringLiteral("first draw an active marker"));
    const Formation *f = c.scenario.formation(c.action.formation);
    if (f && f->marker != t.pendingMarker)
        return c.fail("MARKER_KIND", "KSK II.8",
                      QStringLiteral("znacznik „%1” nie aktywuje %2 („%3”)")
                          .arg(t.pendingMarker, f->name.get(QStringLiteral("pl")), f->marker),
                      QStringLiteral("a \"%1\" marker does not activate %2 (\"%3\")")
                          .arg(t.pendingMarker, f->name.get(QStringLiteral("en")), f->marker));
    // The marker is already out of the cup: put it back for the check, then take it again.
    c.state.cups.active[int(*c.action.side)][t.pendingMarker] += 1;
    f = activatable(c);
    if (!f)
        return false;
    activate(c, *f, true);
    t.pendingMarker.clear();
    t.inARow = 1;
    t.mayKeep = true;
    return true;
}

bool applyKeep(Ctx &c)
{
    if (!needSide(c) || !inActivation(c) || !yourTurn(c))
        return false;
    Turn &t = c.state.turn;
    const Side side = *c.action.side;
    if (t.inARow >= c.rules().activationsInARow)
        return c.fail("TWO_IN_A_ROW", "KSK II.14",
                      QStringLiteral("najwyżej %1 aktywacje z rzędu").arg(c.rules().activationsInARow),
                      QStringLiteral("at most %1 activations in a row").arg(c.rules().activationsInARow));
    if (!t.mayKeep || !t.pendingMarker.isEmpty())
        return c.fail("KEEP_NOT_NOW", "KSK II.9",
                      QStringLiteral("podtrzymać inicjatywę można tylko po pierwszej aktywacji z rzędu albo po "
                                     "wylosowaniu pustego znacznika"),
                      QStringLiteral("the initiative can be kept only after the first activation in a row or after "
                                     "drawing a blank"));
    const Formation *f = activatable(c);
    if (!f)
        return false;
    int modifier = 0;
    if (c.action.courier) {
        // II.11: within 3 hexes of the commander-in-chief, spending a courier: -1 to the roll.
        const int d = hexDistance(c.scenario, c.state, c.scenario.commanderInChief(side).id, f->id);
        if (d < 0 || d > c.rules().keepCourierRange)
            return c.fail("KEEP_COURIER_RANGE", "KSK II.11",
                          QStringLiteral("%1 stoi %2 heks. od naczelnego wodza, a goniec pomaga do %3")
                              .arg(f->name.get(QStringLiteral("pl")))
                              .arg(d)
                              .arg(c.rules().keepCourierRange),
                          QStringLiteral("%1 stands %2 hexes from the commander-in-chief; a courier helps within %3")
                              .arg(f->name.get(QStringLiteral("en")))
                              .arg(d)
                              .arg(c.rules().keepCourierRange));
        Courier *k = readyCourier(c.state, side);
        if (!k)
            return c.fail("NO_COURIER", "KSK II.11",
                          QStringLiteral("strona %1 nie ma wolnego gońca").arg(sideName(side)),
                          QStringLiteral("side %1 has no courier ready").arg(sideName(side)));
        k->state = CourierState::Parked;
        k->returnStage = c.state.stage + c.rules().courierParkStages; // II.11: on the next stage's field
        modifier = c.rules().keepCourierModifier;
        c.say(QStringLiteral("goniec %1 strony %2 na torze etapów do etapu %3 (II.11)")
                  .arg(k->number)
                  .arg(sideName(side))
                  .arg(k->returnStage),
              QStringLiteral("courier %1 of side %2 on the stage track until stage %3 (II.11)")
                  .arg(k->number)
                  .arg(sideName(side))
                  .arg(k->returnStage));
    }
    const auto die = c.roll();
    if (!die)
        return false;
    const int total = *die + modifier;
    const bool kept = total <= f->rating;
    c.say(QStringLiteral("podtrzymanie inicjatywy: %1, 1K10 = %2%3 wobec %4: %5 (II.10)")
              .arg(f->name.get(QStringLiteral("pl")))
              .arg(*die)
              .arg(modifier ? QStringLiteral(" %1 = %2").arg(modifier).arg(total) : QString())
              .arg(f->rating)
              .arg(kept ? QStringLiteral("udane") : QStringLiteral("nieudane: aktywuje przeciwnik")),
          QStringLiteral("keeping the initiative: %1, 1d10 = %2%3 against %4: %5 (II.10)")
              .arg(f->name.get(QStringLiteral("en")))
              .arg(*die)
              .arg(modifier ? QStringLiteral(" %1 = %2").arg(modifier).arg(total) : QString())
              .arg(f->rating)
              .arg(kept ? QStringLiteral("kept") : QStringLiteral("failed: the opponent activates")));
    if (kept) {
        activate(c, *f, true);
        // II.14 (and II.12 after a blank): that was the second in a row; the next turn is the opponent's draw.
        Turn done;
        done.side = side;
        done.inARow = c.rules().activationsInARow;
        done.mayKeep = false;
        c.state.turn = done;
        return true;
    }
    // II.10: a failed roll is an automatic activation for the opponent: he picks.
    endActivation(c);
    Turn theirs;
    theirs.side = other(side);
    theirs.mayPick = true;
    c.state.turn = theirs;
    if (c.state.cups.activeCount(other(side)) == 0)
        handTo(c, other(side));
    return true;
}

bool applyPass(Ctx &c)
{
    if (!needSide(c) || !inActivation(c) || !yourTurn(c))
        return false;
    if (!c.state.turn.pendingMarker.isEmpty())
        return c.fail("ACTIVATE_FIRST", "KSK II.6", QStringLiteral("wylosowany znacznik czeka na aktywację"),
                      QStringLiteral("the drawn marker waits for an activation"));
    if (c.state.turn.mayPick && c.state.turn.inARow == 0)
        return c.fail(
            "PICK_FIRST", "KSK II.8",
            QStringLiteral("strona %1 wybiera marker; odstąpić można przez yield (II.13)")
                .arg(sideName(*c.action.side)),
            QStringLiteral("side %1 picks a marker; to give it away, yield (II.13)").arg(sideName(*c.action.side)));
    endActivation(c);
    c.say(QStringLiteral("strona %1 kończy kolejkę").arg(sideName(*c.action.side)),
          QStringLiteral("side %1 ends its turn").arg(sideName(*c.action.side)));
    handTo(c, other(*c.action.side));
    return true;
}

bool applyYield(Ctx &c)
{
    if (!needSide(c) || !inActivation(c) || !yourTurn(c))
        return false;
    const Side side = *c.action.side;
    if (side != c.state.initiativeSide)
        return c.fail(
            "YIELD_NOT_YOURS", "KSK II.13",
            QStringLiteral("odstąpić może tylko strona z inicjatywą (%1)").arg(sideName(c.state.initiativeSide)),
            QStringLiteral("only the side with the initiative (%1) may yield").arg(sideName(c.state.initiativeSide)));
    if (!c.state.turn.pendingMarker.isEmpty() || c.state.cups.activeCount(other(side)) == 0)
        return c.fail("YIELD_NOT_NOW", "KSK II.13", QStringLiteral("teraz nie można odstąpić aktywacji"),
                      QStringLiteral("the activation cannot be given away now"));
    c.state.activeFormation.clear();
    Turn theirs;
    theirs.side = other(side);
    theirs.mayPick = true;
    c.state.turn = theirs;
    c.say(QStringLiteral("strona %1 odstępuje aktywację: strona %2 wybiera marker (II.13)")
              .arg(sideName(side), sideName(other(side))),
          QStringLiteral("side %1 yields: side %2 picks a marker (II.13)").arg(sideName(side), sideName(other(side))));
    return true;
}

} // namespace detail
} // namespace sztab::ksk
