// SPDX-License-Identifier: GPL-3.0-or-later
// Changing an order (KSK III.28-III.48), which way a change may go, moving a commander (III.19-III.27) and the
// division's disorder (III.31).
#include "ksk/applycontext.h"

namespace sztab::ksk {

using namespace detail;

namespace {

Text tr(const QString &pl, const QString &en) { return Text::translated(pl, en); }

// The formation named by the action, on the action's side (the side is taken from the formation when not given).
const Formation *actionFormation(Ctx &c)
{
    const Formation *f = c.scenario.formation(c.action.formation);
    if (!f) {
        c.fail("UNKNOWN_FORMATION", "KSK III.1", QStringLiteral("nie ma dywizji/brygady „%1”").arg(c.action.formation),
               QStringLiteral("no division or brigade \"%1\"").arg(c.action.formation));
        return nullptr;
    }
    const Side side = *c.scenario.sideOfFormation(f->id);
    if (c.action.side && *c.action.side != side) {
        c.fail("NOT_YOUR_FORMATION", "KSK II.3", QStringLiteral("„%1” należy do strony %2").arg(f->id, sideName(side)),
               QStringLiteral("\"%1\" belongs to side %2").arg(f->id, sideName(side)));
        return nullptr;
    }
    c.action.side = side;
    return f;
}

// III.5: every commander has his movement points for the stage (twice as many on a Forced March) and pays one for
// each hex he enters, detours included: the moves of a stage are added up, not checked one by one. The extra point
// for a hexside or hex impassable to cavalry is the players' to count (the program has no terrain).
bool spendPoints(Ctx &c, const QString &id, int hexes, int points)
{
    const int spent = c.state.pointsSpent.value(id);
    if (spent + hexes > points)
        return c.fail("MOVE_TOO_FAR", "KSK III.5",
                      QStringLiteral("%1 heks., a %2 ma jeszcze %3 z %4 punktów ruchu w tym etapie")
                          .arg(hexes)
                          .arg(nameOf(c.scenario, id, QStringLiteral("pl")))
                          .arg(points - spent)
                          .arg(points),
                      QStringLiteral("%1 hexes, and %2 has %3 of %4 movement points left this stage")
                          .arg(hexes)
                          .arg(nameOf(c.scenario, id, QStringLiteral("en")))
                          .arg(points - spent)
                          .arg(points));
    c.state.pointsSpent[id] = spent + hexes;
    return true;
}

} // namespace

namespace detail {

void setOrder(Ctx &c, const QString &formation, const Order &order, OrderPath path, int courier, const Text &note)
{
    CommandDiagram &d = c.state.diagrams[formation];
    d.order = order;
    d.history.append(DiagramEntry{c.state.stage, order, path, courier, note});
    const Side side = *c.scenario.sideOfFormation(formation);
    c.say(QStringLiteral("%1: rozkaz %2 (%3, %4)")
              .arg(nameOf(c.scenario, formation, QStringLiteral("pl")), orderText(order),
                   pathWord(path, QStringLiteral("pl")), pathRule(path)),
          QStringLiteral("%1: order %2 (%3, %4)")
              .arg(nameOf(c.scenario, formation, QStringLiteral("en")), orderText(order),
                   pathWord(path, QStringLiteral("en")), pathRule(path)),
          side);
}

} // namespace detail

QList<PathAdvice> orderPaths(const Scenario &scenario, const GameState &state, const QString &formation)
{
    QList<PathAdvice> out;
    const Formation *f = scenario.formation(formation);
    if (!f)
        return out;
    const Side side = *scenario.sideOfFormation(formation);
    const Rules &rules = scenario.rules;
    const Commander &cinc = scenario.commanderInChief(side);
    const int toCinc = hexDistance(scenario, state, cinc.id, formation);
    const bool command = state.segment == Segment::Command;
    const bool playing = f->entryStage <= state.stage;
    bool hasReady = false;
    for (const Courier &k : state.couriers)
        hasReady = hasReady || (k.side == side && k.state == CourierState::Ready);
    const QString notCommand = QStringLiteral(" (segment: %1)");

    auto add = [&](OrderPath p, bool allowed, const QString &pl, const QString &en, int arrival = 0) {
        out.append(PathAdvice{p, allowed && playing, tr(pl, en), arrival});
    };

    add(OrderPath::CommanderInChief, command && toCinc <= rules.rangeCommanderInChief,
        QStringLiteral("%1 heks. od naczelnego wodza, zasięg %2 (III.38)%3")
            .arg(toCinc)
            .arg(rules.rangeCommanderInChief)
            .arg(command ? QString() : notCommand.arg(segmentWord(state.segment, QStringLiteral("pl")))),
        QStringLiteral("%1 hexes from the commander-in-chief, range %2 (III.38)%3")
            .arg(toCinc)
            .arg(rules.rangeCommanderInChief)
            .arg(command ? QString() : notCommand.arg(segmentWord(state.segment, QStringLiteral("en")))));

    const Commander *corps = f->superior.isEmpty() ? nullptr : scenario.commander(f->superior);
    if (corps) {
        const int corpsToCinc = hexDistance(scenario, state, cinc.id, corps->id);
        const int corpsToF = hexDistance(scenario, state, corps->id, formation);
        add(OrderPath::CorpsRelay,
            command && corpsToCinc <= rules.rangeCommanderInChief && corpsToF <= rules.rangeCorps,
            QStringLiteral("%1: %2 heks. od naczelnego wodza (zasięg %3), %4 heks. od dowódcy (zasięg %5) (III.46)")
                .arg(corps->name.get(QStringLiteral("pl")))
                .arg(corpsToCinc)
                .arg(rules.rangeCommanderInChief)
                .arg(corpsToF)
                .arg(rules.rangeCorps),
            QStringLiteral("%1: %2 hexes from the commander-in-chief (range %3), %4 hexes from the commander "
                           "(range %5) (III.46)")
                .arg(corps->name.get(QStringLiteral("en")))
                .arg(corpsToCinc)
                .arg(rules.rangeCommanderInChief)
                .arg(corpsToF)
                .arg(rules.rangeCorps));
    }
    const bool shortRange = toCinc > rules.rangeCommanderInChief && toCinc <= rules.courierShortMax;
    add(OrderPath::CourierParked, command && shortRange && hasReady,
        QStringLiteral("%1 heks. od naczelnego wodza (od %2 do %3): zmiana od razu, goniec na torze etapów (III.42)%4")
            .arg(toCinc)
            .arg(rules.rangeCommanderInChief + 1)
            .arg(rules.courierShortMax)
            .arg(hasReady ? QString() : QStringLiteral(": brak wolnego gońca")),
        QStringLiteral("%1 hexes from the commander-in-chief (%2 to %3): changed at once, the courier on the stage "
                       "track (III.42)%4")
            .arg(toCinc)
            .arg(rules.rangeCommanderInChief + 1)
            .arg(rules.courierShortMax)
            .arg(hasReady ? QString() : QStringLiteral(": no courier ready")));
    const int arrival = courierArrivalStage(scenario, state, cinc.id, formation, corps ? corps->id : QString());
    add(OrderPath::Courier, command && toCinc > rules.courierShortMax && hasReady,
        QStringLiteral("%1 heks. od naczelnego wodza (ponad %2): goniec %3 heks. na etap%4, przybędzie w etapie %5 "
                       "(III.40%6)%7")
            .arg(toCinc)
            .arg(rules.courierShortMax)
            .arg(rules.courierHexesPerStage)
            .arg(corps ? QStringLiteral(" przez %1 (+%2)")
                             .arg(corps->name.get(QStringLiteral("pl")))
                             .arg(rules.courierWingStop)
                       : QString())
            .arg(arrival)
            .arg(corps ? QStringLiteral(", III.45") : QString())
            .arg(hasReady ? QString() : QStringLiteral(": brak wolnego gońca")),
        QStringLiteral("%1 hexes from the commander-in-chief (over %2): a courier, %3 hexes a stage%4, arrives in "
                       "stage %5 (III.40%6)%7")
            .arg(toCinc)
            .arg(rules.courierShortMax)
            .arg(rules.courierHexesPerStage)
            .arg(corps ? QStringLiteral(" through %1 (+%2)")
                             .arg(corps->name.get(QStringLiteral("en")))
                             .arg(rules.courierWingStop)
                       : QString())
            .arg(arrival)
            .arg(corps ? QStringLiteral(", III.45") : QString())
            .arg(hasReady ? QString() : QStringLiteral(": no courier ready")),
        arrival);
    if (corps) {
        const int corpsToF = hexDistance(scenario, state, corps->id, formation);
        // III.47: one attempt per subordinate in a command phase; a failure leaves the order as it was.
        const bool tried = state.corpsAttempted.contains(formation);
        add(OrderPath::CorpsAttempt, command && corpsToF <= rules.rangeCorps && !tried,
            QStringLiteral("próba %1: 1K10 ≤ %2, w zasięgu %3 heks. (%4) (III.47)%5")
                .arg(corps->name.get(QStringLiteral("pl")))
                .arg(corps->rating)
                .arg(rules.rangeCorps)
                .arg(corpsToF)
                .arg(tried ? QStringLiteral(": próba w tej fazie dowodzenia już była") : QString()),
            QStringLiteral("%1's attempt: 1d10 <= %2, within %3 hexes (%4) (III.47)%5")
                .arg(corps->name.get(QStringLiteral("en")))
                .arg(corps->rating)
                .arg(rules.rangeCorps)
                .arg(corpsToF)
                .arg(tried ? QStringLiteral(": already tried in this command phase") : QString()));
    }
    const bool ownStart = state.segment == Segment::Activation && state.activeFormation == formation
        && !state.independenceTried && !state.activationMoved;
    add(OrderPath::Independence, ownStart,
        QStringLiteral("test samodzielności na początku własnej aktywacji: 1K10 ≤ %1, nigdy Marsz forsowny "
                       "(III.48, III.28)")
            .arg(f->rating),
        QStringLiteral("independence test at the start of his own activation: 1d10 <= %1, never Forced March "
                       "(III.48, III.28)")
            .arg(f->rating));
    const int bad = state.disordered.value(formation);
    add(OrderPath::Disorder, overHalfDisordered(f->units, bad),
        QStringLiteral("%1 z %2 oddziałów zdezorganizowanych/rozbitych: Obrona w każdej chwili, bez gońca i bez "
                       "rzutu (III.31)")
            .arg(bad)
            .arg(f->units),
        QStringLiteral("%1 of %2 units disordered or broken: Defence at any time, with no courier and no die "
                       "(III.31)")
            .arg(bad)
            .arg(f->units));
    // III.31 costs nothing: when it is open it comes first, so a change to Defence takes it by default.
    if (out.last().allowed)
        out.move(out.size() - 1, 0);
    return out;
}

namespace detail {

bool applyChangeOrder(Ctx &c)
{
    const Formation *f = actionFormation(c);
    if (!f)
        return false;
    if (!c.action.order)
        return c.fail("ORDER_MISSING", "KSK III.19", QStringLiteral("podaj nowy rozkaz"),
                      QStringLiteral("give the new order"));
    if (!inPlay(c.scenario, c.state, *f))
        return c.fail(
            "NOT_IN_PLAY", "KSK II.17",
            QStringLiteral("%1 wchodzi do gry w etapie %2").arg(f->name.get(QStringLiteral("pl"))).arg(f->entryStage),
            QStringLiteral("%1 enters in stage %2").arg(f->name.get(QStringLiteral("en"))).arg(f->entryStage));
    const Order order = *c.action.order;
    if (const auto issue = checkOrderShape(order))
        return c.fail(*issue);
    const QList<PathAdvice> paths = orderPaths(c.scenario, c.state, f->id);
    const PathAdvice *chosen = nullptr;
    for (const PathAdvice &p : paths) {
        // III.31's free path changes the order only to Defence; any other order takes the first other open path.
        const bool fits = p.path != OrderPath::Disorder || order.kind == OrderKind::Defence;
        if (c.action.path ? p.path == *c.action.path : p.allowed && fits) {
            chosen = &p;
            break;
        }
    }
    if (!chosen || !chosen->allowed) {
        QStringList pl, en;
        for (const PathAdvice &p : paths) {
            pl << QStringLiteral("%1: %2").arg(pathWord(p.path, QStringLiteral("pl")),
                                               p.reason.get(QStringLiteral("pl")));
            en << QStringLiteral("%1: %2").arg(pathWord(p.path, QStringLiteral("en")),
                                               p.reason.get(QStringLiteral("en")));
        }
        const char *section =
            chosen ? (chosen->path == OrderPath::Disorder ? "KSK III.31" : "KSK III.39") : "KSK III.39";
        return c.fail("ORDER_NO_PATH", section,
                      QStringLiteral("tej zmiany nie można teraz wydać; %1").arg(pl.join(QStringLiteral("; "))),
                      QStringLiteral("this change cannot be given now; %1").arg(en.join(QStringLiteral("; "))));
    }
    // III.29 (and III.22 for every order): the distance leads to a hex the commander can see from where he stands
    // now; the program knows no sight lines, so it holds the distance to the map.
    if (order.kind != OrderKind::Defence) {
        const hex::Axial at = *hexOf(c.scenario, c.state, f->id);
        const int farthest = hex::farthestInWedge(c.scenario.grid, at, order.axis);
        if (order.distance > farthest)
            return c.fail("ORDER_OFF_MAP", chosen->path == OrderPath::Independence ? "KSK III.29" : "KSK III.22",
                          QStringLiteral("dystans %1 wyprowadza poza mapę: w osi %2 z heksu %3 najwyżej %4 heks.")
                              .arg(order.distance)
                              .arg(order.axis)
                              .arg(c.state.hexes.value(f->id))
                              .arg(farthest),
                          QStringLiteral("a distance of %1 leads off the map: along axis %2 from hex %3 at most %4 "
                                         "hexes")
                              .arg(order.distance)
                              .arg(order.axis)
                              .arg(c.state.hexes.value(f->id))
                              .arg(farthest));
    }
    const Side side = *c.action.side;
    c.action.path = chosen->path;
    switch (chosen->path) {
    case OrderPath::CommanderInChief:
    case OrderPath::CorpsRelay: setOrder(c, f->id, order, chosen->path, 0, c.action.note); return true;
    case OrderPath::CourierParked: {
        Courier *k = readyCourier(c.state, side);
        k->state = CourierState::Parked;
        k->returnStage = c.state.stage + c.rules().courierParkStages;
        setOrder(c, f->id, order, chosen->path, k->number, c.action.note);
        c.say(QStringLiteral("goniec %1 strony %2 na torze etapów do etapu %3 (III.42)")
                  .arg(k->number)
                  .arg(sideName(side))
                  .arg(k->returnStage),
              QStringLiteral("courier %1 of side %2 on the stage track until stage %3 (III.42)")
                  .arg(k->number)
                  .arg(sideName(side))
                  .arg(k->returnStage));
        return true;
    }
    case OrderPath::Courier: {
        Courier *k = readyCourier(c.state, side);
        k->state = CourierState::Riding;
        k->hex = c.state.hexes.value(c.scenario.commanderInChief(side).id);
        k->target = f->id;
        k->via = f->superior;
        k->order = order;
        k->note = c.action.note;
        k->dispatchedStage = c.state.stage;
        k->arrivalStage = chosen->arrivalStage;
        c.state.diagrams[f->id].courierInbound = k->number;
        c.say(QStringLiteral("%1: goniec %2 wiezie rozkaz %3, przybędzie w etapie %4 (III.40)")
                  .arg(f->name.get(QStringLiteral("pl")))
                  .arg(k->number)
                  .arg(orderText(order))
                  .arg(k->arrivalStage),
              QStringLiteral("%1: courier %2 carries order %3, arrives in stage %4 (III.40)")
                  .arg(f->name.get(QStringLiteral("en")))
                  .arg(k->number)
                  .arg(orderText(order))
                  .arg(k->arrivalStage),
              side);
        c.say(QStringLiteral("goniec %1 strony %2 wyrusza (III.40)").arg(k->number).arg(sideName(side)),
              QStringLiteral("courier %1 of side %2 rides out (III.40)").arg(k->number).arg(sideName(side)));
        rideOne(c, *k, c.rules().courierHexesPerStage);
        return !c.result.issue;
    }
    case OrderPath::CorpsAttempt:
    case OrderPath::Independence: {
        if (chosen->path == OrderPath::Independence) {
            if (const auto issue = checkOwnChange(order))
                return c.fail(*issue);
            c.state.independenceTried = true;
        }
        if (chosen->path == OrderPath::CorpsAttempt)
            c.state.corpsAttempted.insert(f->id);
        const Commander *corps = c.scenario.commander(f->superior);
        const int rating = chosen->path == OrderPath::Independence ? f->rating : corps->rating;
        const auto die = c.roll();
        if (!die)
            return false;
        const bool pass = *die <= rating;
        c.say(QStringLiteral("%1: 1K10 = %2 wobec %3: %4 (%5)")
                  .arg(f->name.get(QStringLiteral("pl")))
                  .arg(*die)
                  .arg(rating)
                  .arg(pass ? QStringLiteral("zmiana") : QStringLiteral("bez zmiany"), pathRule(chosen->path)),
              QStringLiteral("%1: 1d10 = %2 against %3: %4 (%5)")
                  .arg(f->name.get(QStringLiteral("en")))
                  .arg(*die)
                  .arg(rating)
                  .arg(pass ? QStringLiteral("changed") : QStringLiteral("no change"), pathRule(chosen->path)),
              side);
        if (pass)
            setOrder(c, f->id, order, chosen->path, 0, c.action.note);
        return true;
    }
    case OrderPath::Disorder:
        if (order.kind != OrderKind::Defence)
            return c.fail("ORDER_DISORDER_DEFENCE", "KSK III.31",
                          QStringLiteral("bez gońca i rzutu wolno zmienić rozkaz tylko na Obronę"),
                          QStringLiteral("without a courier or a die the order may only become Defence"));
        setOrder(c, f->id, order, chosen->path, 0, c.action.note);
        return true;
    case OrderPath::Start:
    case OrderPath::Completed: break;
    }
    return c.fail("ORDER_NO_PATH", "KSK III.39", QStringLiteral("tej drogi nie można wybrać"),
                  QStringLiteral("this path cannot be chosen"));
}

bool applyMove(Ctx &c)
{
    const auto to = hex::fromNumber(c.scenario.grid, c.action.hex);
    if (!to)
        return c.fail("HEX_OFF_MAP", "KSK I.3", QStringLiteral("„%1” nie jest heksem mapy").arg(c.action.hex),
                      QStringLiteral("\"%1\" is not a hex of the map").arg(c.action.hex));
    if (!c.action.commander.isEmpty()) {
        // II.4.10: the commanders-in-chief and corps/wing commanders move in the command segment.
        const Commander *k = c.scenario.commander(c.action.commander);
        if (!k)
            return c.fail("UNKNOWN_COMMANDER", "KSK III.1",
                          QStringLiteral("nie ma dowódcy „%1”").arg(c.action.commander),
                          QStringLiteral("no commander \"%1\"").arg(c.action.commander));
        const Side side = *c.scenario.sideOfCommander(k->id);
        if (c.action.side && *c.action.side != side)
            return c.fail("NOT_YOUR_FORMATION", "KSK II.3",
                          QStringLiteral("„%1” należy do strony %2").arg(k->id, sideName(side)),
                          QStringLiteral("\"%1\" belongs to side %2").arg(k->id, sideName(side)));
        c.action.side = side;
        if (c.state.segment != Segment::Command)
            return c.fail("MOVE_NOT_NOW", "KSK II.4",
                          QStringLiteral("wodzowie i dowódcy korpusów ruszają się w segmencie dowodzenia"),
                          QStringLiteral("commanders-in-chief and corps commanders move in the command segment"));
        const int d = hex::distance(*hexOf(c.scenario, c.state, k->id), *to);
        if (!spendPoints(c, k->id, d, c.rules().commanderMovement))
            return false;
        c.state.hexes[k->id] = c.action.hex;
        c.say(QStringLiteral("%1 na %2").arg(k->name.get(QStringLiteral("pl")), c.action.hex),
              QStringLiteral("%1 to %2").arg(k->name.get(QStringLiteral("en")), c.action.hex));
        return true;
    }
    const Formation *f = actionFormation(c);
    if (!f)
        return false;
    if (c.state.segment != Segment::Activation || c.state.activeFormation != f->id)
        return c.fail("MOVE_NOT_ACTIVE", "KSK II.7",
                      QStringLiteral("%1 rusza się tylko we własnej aktywacji").arg(f->name.get(QStringLiteral("pl"))),
                      QStringLiteral("%1 moves only in its own activation").arg(f->name.get(QStringLiteral("en"))));
    CommandDiagram &d = c.state.diagrams[f->id];
    const hex::Axial from = *hexOf(c.scenario, c.state, f->id);
    const int steps = hex::distance(from, *to);
    if (d.order.kind == OrderKind::Defence && steps > 0)
        return c.fail("MOVE_IN_DEFENCE", "KSK III.19",
                      QStringLiteral("rozkaz Obrona: dowódca nie opuszcza swojego heksu"),
                      QStringLiteral("a Defence order: the commander does not leave his hex"));
    const int movement = d.order.kind == OrderKind::ForcedMarch
        ? c.rules().commanderMovement * c.rules().forcedMarchFactor
        : c.rules().commanderMovement;
    const int movedBefore = c.state.gainedThisStage.value(f->id);
    if (!c.action.hexes && steps > 0 && !hex::inWedge(from, *to, d.order.axis))
        return c.fail("MOVE_OFF_AXIS", "KSK III.20",
                      QStringLiteral("%1 leży poza osią działania %2 widzianą z %3; obejście (III.26-27) zapisz z "
                                     "liczbą zyskanych heksów")
                          .arg(c.action.hex)
                          .arg(d.order.axis)
                          .arg(c.state.hexes.value(f->id)),
                      QStringLiteral("%1 lies outside the axis of action %2 seen from %3; record a detour (III.26-27) "
                                     "with the hexes gained")
                          .arg(c.action.hex)
                          .arg(d.order.axis)
                          .arg(c.state.hexes.value(f->id)));
    const int gained = c.action.hexes.value_or(steps);
    // III.24: the hexes crossed are subtracted, so a move gains at most the hexes it crossed.
    if (gained < 0 || gained > steps)
        return c.fail("MOVE_GAINED_MORE", "KSK III.24",
                      QStringLiteral("ruch o %1 heks. nie zbliża do krawędzi o %2 heks.").arg(steps).arg(gained),
                      QStringLiteral("a move of %1 hexes does not gain %2 hexes").arg(steps).arg(gained));
    if (gained > d.order.distance)
        return c.fail("MOVE_BEYOND_DISTANCE", "KSK III.19",
                      QStringLiteral("%1 heks. naprzód, zostało %2").arg(gained).arg(d.order.distance),
                      QStringLiteral("%1 hexes forward, %2 left").arg(gained).arg(d.order.distance));
    if (!spendPoints(c, f->id, steps, movement))
        return false;
    c.state.hexes[f->id] = c.action.hex;
    c.state.gainedThisStage[f->id] = movedBefore + gained;
    c.state.activationMoved = true;
    const Side side = *c.action.side;
    c.say(QStringLiteral("%1 na %2").arg(f->name.get(QStringLiteral("pl")), c.action.hex),
          QStringLiteral("%1 to %2").arg(f->name.get(QStringLiteral("en")), c.action.hex));
    if (d.order.kind != OrderKind::Defence && gained > 0) {
        Order left = d.order;
        left.distance -= gained; // III.24
        if (left.distance == 0) {
            // III.23, III.25: the distance done, Defence of the hex he holds at once.
            Order defence{OrderKind::Defence, d.order.axis, 0};
            d.order.distance = 0;
            setOrder(c, f->id, defence, OrderPath::Completed, 0, Text());
        } else {
            d.order = left;
            c.say(
                QStringLiteral("%1: zostało %2 heks. (III.24)")
                    .arg(f->name.get(QStringLiteral("pl")))
                    .arg(left.distance),
                QStringLiteral("%1: %2 hexes left (III.24)").arg(f->name.get(QStringLiteral("en"))).arg(left.distance),
                side);
        }
    }
    return true;
}

bool applyDisorder(Ctx &c)
{
    const Formation *f = actionFormation(c);
    if (!f)
        return false;
    if (c.action.count < 0 || c.action.count > f->units)
        return c.fail("DISORDER_COUNT", "KSK III.31",
                      QStringLiteral("%1 ma %2 oddziałów").arg(f->name.get(QStringLiteral("pl"))).arg(f->units),
                      QStringLiteral("%1 has %2 units").arg(f->name.get(QStringLiteral("en"))).arg(f->units));
    c.state.disordered[f->id] = c.action.count;
    c.say(QStringLiteral("%1: %2 z %3 oddziałów zdezorganizowanych lub rozbitych")
              .arg(f->name.get(QStringLiteral("pl")))
              .arg(c.action.count)
              .arg(f->units),
          QStringLiteral("%1: %2 of %3 units disordered or broken")
              .arg(f->name.get(QStringLiteral("en")))
              .arg(c.action.count)
              .arg(f->units));
    return true;
}

} // namespace detail
} // namespace sztab::ksk
