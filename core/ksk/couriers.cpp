// SPDX-License-Identifier: GPL-3.0-or-later
// Couriers (KSK III.40-III.45, II.4.4-7): riding towards the addressee, through the wing commander, arriving, parked
// on the stage track and back under the commander-in-chief; the expected arrival; interception by cavalry (III.44/1).
#include "ksk/applycontext.h"

namespace sztab::ksk {

using namespace detail;

namespace {

hex::Axial stepToward(hex::Axial from, hex::Axial to, int steps)
{
    const QList<hex::Axial> path = hex::line(from, to);
    return path[std::min<qsizetype>(steps, path.size() - 1)];
}

struct Leg {
    hex::Axial at;
    bool viaDone = true;
    bool arrived = false;
};

// One stage's ride (III.44: one movement point a hex whatever the terrain): to the wing commander's hex, where he
// spends courierWingStop more points (III.45), then on to the addressee.
Leg rideLeg(Leg leg, std::optional<hex::Axial> via, hex::Axial target, int points, int wingStop)
{
    if (!leg.viaDone && via) {
        const int d = hex::distance(leg.at, *via);
        const int go = std::min(points, d);
        leg.at = stepToward(leg.at, *via, go);
        points -= go;
        if (leg.at == *via && points >= wingStop) {
            points -= wingStop;
            leg.viaDone = true;
        } else {
            return leg;
        }
    }
    const int d = hex::distance(leg.at, target);
    if (d <= points) {
        leg.at = target;
        leg.arrived = true;
    } else {
        leg.at = stepToward(leg.at, target, points);
    }
    return leg;
}

} // namespace

int courierArrivalStage(const Scenario &scenario, const GameState &state, const QString &from, const QString &formation,
                        const QString &via)
{
    const auto start = hexOf(scenario, state, from);
    const auto target = hexOf(scenario, state, formation);
    if (!start || !target)
        return 0;
    const std::optional<hex::Axial> viaHex = via.isEmpty() ? std::nullopt : hexOf(scenario, state, via);
    Leg leg{*start, !viaHex.has_value(), false};
    const int limit = scenario.stages + 1000; // a courier with no points never arrives; the loop still ends
    for (int stage = std::max(state.stage, 1); stage < state.stage + limit; ++stage) {
        leg = rideLeg(leg, viaHex, *target, scenario.rules.courierHexesPerStage, scenario.rules.courierWingStop);
        if (leg.arrived)
            return stage;
    }
    return 0;
}

namespace detail {

Courier *readyCourier(GameState &state, Side side)
{
    for (Courier &k : state.couriers)
        if (k.side == side && k.state == CourierState::Ready)
            return &k;
    return nullptr;
}

void rideOne(Ctx &c, Courier &k, int points)
{
    const auto at = hex::fromNumber(c.scenario.grid, k.hex);
    const auto target = hexOf(c.scenario, c.state, k.target);
    if (!at || !target)
        return;
    const std::optional<hex::Axial> via = k.via.isEmpty() ? std::nullopt : hexOf(c.scenario, c.state, k.via);
    const Leg leg = rideLeg(Leg{*at, !via.has_value(), false}, via, *target, points, c.rules().courierWingStop);
    k.hex = hex::toNumber(c.scenario.grid, leg.at);
    if (leg.viaDone)
        k.via.clear();
    if (!leg.arrived) {
        c.say(QStringLiteral("goniec %1 strony %2 na %3").arg(k.number).arg(sideName(k.side), k.hex),
              QStringLiteral("courier %1 of side %2 at %3").arg(k.number).arg(sideName(k.side), k.hex));
        return;
    }
    // III.43: the order he carries replaces the one held, whatever the commander did meanwhile.
    const QString formation = k.target;
    setOrder(c, formation, k.order, OrderPath::Courier, k.number, k.note);
    CommandDiagram &d = c.state.diagrams[formation];
    if (d.courierInbound == k.number)
        d.courierInbound = 0;
    k.state = CourierState::Parked;
    k.returnStage = c.state.stage + c.rules().courierParkStages; // III.41
    k.target.clear();
    k.order = Order();
    k.note = Text();
    k.hex.clear();
    c.say(QStringLiteral("goniec %1 strony %2 dotarł; na torze etapów do etapu %3 (III.41)")
              .arg(k.number)
              .arg(sideName(k.side))
              .arg(k.returnStage),
          QStringLiteral("courier %1 of side %2 arrived; on the stage track until stage %3 (III.41)")
              .arg(k.number)
              .arg(sideName(k.side))
              .arg(k.returnStage));
}

void rideCouriers(Ctx &c)
{
    // II.4.4-5: the couriers already out ride on and change orders on arrival; II.4.7: the parked ones due now
    // come back under the commander-in-chief.
    for (Courier &k : c.state.couriers)
        if (k.state == CourierState::Riding)
            rideOne(c, k, c.rules().courierHexesPerStage);
    for (Courier &k : c.state.couriers)
        if (k.state == CourierState::Parked && k.returnStage <= c.state.stage) {
            k.state = CourierState::Ready;
            k.returnStage = 0;
            c.say(QStringLiteral("goniec %1 strony %2 wraca do naczelnego wodza").arg(k.number).arg(sideName(k.side)),
                  QStringLiteral("courier %1 of side %2 is back with the commander-in-chief")
                      .arg(k.number)
                      .arg(sideName(k.side)));
        }
}

bool applyIntercept(Ctx &c)
{
    // The action's side is the courier's; the enemy cavalry's player rolls (III.44/1 b).
    if (!c.action.side)
        return c.fail("SIDE_MISSING", "KSK III.44", QStringLiteral("podaj stronę gońca"),
                      QStringLiteral("name the courier's side"));
    Courier *k = nullptr;
    for (Courier &x : c.state.couriers)
        if (x.side == *c.action.side && x.number == c.action.courierNumber)
            k = &x;
    if (!k || k->state != CourierState::Riding)
        return c.fail("COURIER_NOT_RIDING", "KSK III.44",
                      QStringLiteral("goniec %1 strony %2 nie jest na mapie")
                          .arg(c.action.courierNumber)
                          .arg(sideName(*c.action.side)),
                      QStringLiteral("courier %1 of side %2 is not on the map")
                          .arg(c.action.courierNumber)
                          .arg(sideName(*c.action.side)));
    std::optional<hex::Axial> movedTo;
    if (!c.action.hex.isEmpty()) {
        movedTo = hex::fromNumber(c.scenario.grid, c.action.hex);
        const auto at = hex::fromNumber(c.scenario.grid, k->hex);
        if (!movedTo || !at || hex::distance(*at, *movedTo) != 1)
            return c.fail("COURIER_ONE_HEX", "KSK III.44",
                          QStringLiteral("goniec ustępuje o jeden heks, a %1 nim nie jest").arg(c.action.hex),
                          QStringLiteral("the courier gives way one hex, and %1 is not one").arg(c.action.hex));
    }
    const auto die = c.roll();
    if (!die)
        return false;
    if (*die == c.rules().interceptionFace) {
        k->state = CourierState::Parked;
        k->returnStage = c.state.stage + c.rules().interceptionDelayStages;
        CommandDiagram &d = c.state.diagrams[k->target];
        if (d.courierInbound == k->number)
            d.courierInbound = 0;
        c.say(
            QStringLiteral("1K10 = %1: goniec %2 strony %3 przechwycony, rozkaz przepada; na torze etapów do etapu %4 "
                           "(III.44/1)")
                .arg(*die)
                .arg(k->number)
                .arg(sideName(k->side))
                .arg(k->returnStage),
            QStringLiteral("1d10 = %1: courier %2 of side %3 taken, the order is lost; on the stage track until stage "
                           "%4 (III.44/1)")
                .arg(*die)
                .arg(k->number)
                .arg(sideName(k->side))
                .arg(k->returnStage));
        k->target.clear();
        k->order = Order();
        k->note = Text();
        k->hex.clear();
        k->via.clear();
        return true;
    }
    if (movedTo)
        k->hex = hex::toNumber(c.scenario.grid, *movedTo);
    c.say(QStringLiteral("1K10 = %1: goniec %2 strony %3 ustępuje o heks (III.44/1)")
              .arg(*die)
              .arg(k->number)
              .arg(sideName(k->side)),
          QStringLiteral("1d10 = %1: courier %2 of side %3 gives way one hex (III.44/1)")
              .arg(*die)
              .arg(k->number)
              .arg(sideName(k->side)));
    return true;
}

} // namespace detail
} // namespace sztab::ksk
