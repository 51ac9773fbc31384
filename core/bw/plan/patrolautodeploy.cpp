// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patrolautodeploy.h"
#include "bw/plan/deployment.h"
#include "table/geometry.h"
#include <QRectF>
#include <algorithm>
#include <limits>

namespace sztab::plan {

namespace {

PatrolStep refused(const BattlePlan &plan, const PatrolState &state, const char *code, const QString &pl,
                   const QString &en)
{
    PatrolStep step;
    step.plan = plan;
    step.state = state;
    // Where the refused action would have gone in the log, as the core's own refusals point.
    const QString path = QStringLiteral("/patrol/actions/%1").arg(plan.patrol ? plan.patrol->actions.size() : 0);
    step.refusals << Issue{Severity::Error, QString::fromLatin1(code), path, QStringLiteral("B19 6.4"),
                           Text::translated(pl, en)};
    return step;
}

} // namespace

std::optional<DeployedFormation> nextDivisionOf(const PlanContext &context, const PatrolTable &table,
                                                const BattlePlan &plan, const BoundRoster &roster,
                                                const QString &marker)
{
    const PatrolState state = patrolState(table, plan);
    const PatrolMarkerState *m = state.marker(marker);
    if (!m || !m->shown || m->corps.isEmpty() || !roster.roster || !roster.roster->corps)
        return std::nullopt;
    for (const RosterCorps &rc : *roster.roster->corps)
        if (rc.id == m->corps)
            for (const DeployedFormation &f : deployRoster(context, roster, m->player))
                if (rc.divisions.contains(f.division) && !m->divisions.contains(f.division))
                    return f;
    return std::nullopt;
}

PatrolStep deployNextDivision(const PlanContext &context, const PatrolTable &table, const BattlePlan &plan,
                              const BoundRoster &roster, const QString &marker, const QStringList &dismounted)
{
    const PatrolState start = patrolState(table, plan);
    const PatrolMarkerState *m = start.marker(marker);
    if (!m || !m->shown || m->corps.isEmpty())
        return refused(plan, start, "PATROL_DEPLOY_NOT_REVEALED",
                       QStringLiteral("Pod znacznikiem %1 nie ma odkrytego korpusu do rozstawienia").arg(marker),
                       QStringLiteral("Marker %1 has no shown corps to deploy").arg(marker));
    QStringList divisions;
    if (roster.roster && roster.roster->corps)
        for (const RosterCorps &rc : *roster.roster->corps)
            if (rc.id == m->corps)
                divisions = rc.divisions;
    if (divisions.isEmpty())
        return refused(plan, start, "PATROL_DIVISION_UNKNOWN",
                       QStringLiteral("Rozpiska gracza nie ma dywizji korpusu \u201e%1\u201d").arg(m->corps),
                       QStringLiteral("The player's roster has no division in corps \"%1\"").arg(m->corps));

    const Player p = m->player;
    if (start.deployNext && *start.deployNext != p)
        return refused(plan, start, "PATROL_DEPLOY_NOT_YOUR_TURN",
                       QStringLiteral("Dywizje wystawia się naprzemiennie, po jednej: teraz gracz %1")
                           .arg(QLatin1String(enumName(*start.deployNext))),
                       QStringLiteral("Divisions are deployed alternately, one each: player %1 deploys next")
                           .arg(QLatin1String(enumName(*start.deployNext))));
    const double towardsEnemy = p == Player::A ? 1 : -1;
    // The next division of the corps in the roster's order (6.4: one at a time, alternately with the other player).
    QList<DeployedFormation> mine;
    qsizetype remaining = 0;
    for (const DeployedFormation &f : deployRoster(context, roster, p))
        if (divisions.contains(f.division) && !m->divisions.contains(f.division)) {
            ++remaining;
            if (mine.isEmpty())
                mine << f;
        }

    PatrolStep last;
    last.ok = true;
    last.plan = plan;
    last.state = start;
    const Polygon markerShape = markerOutline(table, m->at);
    const QPointF front(m->at.x(), m->at.y() + towardsEnemy * table.radius());
    // Candidate front centres on a half-inch grid, nearest the marker's front first: the corps forms up around
    // the marker, the first division where the marker stood.
    QList<QPointF> candidates;
    for (int ix = -30; ix <= 30; ++ix)
        for (int iy = -30; iy <= 30; ++iy)
            candidates << front + QPointF(ix * 0.5, iy * 0.5);
    std::stable_sort(candidates.begin(), candidates.end(), [&](QPointF a, QPointF b) {
        const QPointF da = a - front, db = b - front;
        return QPointF::dotProduct(da, da) < QPointF::dotProduct(db, db);
    });
    const double gap = 0.2; // between formations, so that no two bases touch
    QList<QRectF> taken;
    auto boundsOf = [&](const DeployedFormation &f) {
        QRectF r;
        for (const Footprint &fp : footprints(*context.ruleset, context.rules, f))
            for (const QPointF &q : fp.outline)
                r = r.isNull() ? QRectF(q, QSizeF(1e-9, 1e-9)) : r.united(QRectF(q, QSizeF(1e-9, 1e-9)));
        return r;
    };
    for (const DeployedFormation &f : plan.deployment)
        taken << boundsOf(f).adjusted(-gap, -gap, gap, gap);
    const QRectF board = table.table;

    // The division at the first candidate where all its bases reach the marker (6.4) and the core accepts it;
    // when none is left, 6.4's first exception widens the reach by the least half inch that makes room.
    for (DeployedFormation f : mine) {
        f.formation = Formation::Column;
        f.facing = p == Player::A ? 0 : 180;
        std::optional<PatrolStep> placed;
        PatrolStep refusal;
        bool hopeless = false;
        for (double widen = 0; !placed && !hopeless && widen <= 12 + 1e-9; widen += 0.5) {
            const double reach = table.rules.deployWithin + widen;
            for (const QPointF &c : candidates) {
                f.at = {c.x(), c.y()};
                const QRectF r = boundsOf(f);
                if (!board.contains(r))
                    continue;
                bool free = true;
                for (const QRectF &t : taken)
                    free = free && !t.intersects(r);
                if (!free)
                    continue;
                // Every base within reach of the marker, none on ground a unit cannot stand on.
                bool fits = true;
                for (const Footprint &fp : footprints(*context.ruleset, context.rules, f)) {
                    fits = fits && (fp.unit < 0 || polygonDistance(fp.outline, markerShape) <= reach + 1e-9);
                    for (const Polygon &ground : table.impassable)
                        fits = fits && polygonDistance(fp.outline, ground) > 1e-9;
                }
                if (!fits)
                    continue;
                BattlePlan next = last.plan;
                next.deployment << f;
                PatrolAction a;
                a.kind = PatrolActionKind::Deploy;
                a.player = p;
                a.marker = marker;
                a.division = f.division;
                a.dismounted = dismounted;
                if (widen > 0) {
                    a.exception = QStringLiteral("no-room");
                    a.widen = widen;
                }
                const PatrolStep step = applyPatrolAction(table, next, a);
                if (step.ok) {
                    placed = step;
                    taken << r.adjusted(-gap, -gap, gap, gap);
                    break;
                }
                refusal = step;
                // Only where the division stands can make a refused placement legal elsewhere.
                static const QStringList placement{
                    QStringLiteral("PATROL_DEPLOY_TOO_FAR"), QStringLiteral("PATROL_DEPLOY_TOWARDS_ENEMY"),
                    QStringLiteral("PATROL_GENERAL_TOO_CLOSE"), QStringLiteral("PATROL_DEPLOY_TOO_CLOSE")};
                if (!step.refusals.isEmpty() && !placement.contains(step.refusals.first().code)) {
                    hopeless = true; // no other place or reach changes that rule
                    break;
                }
            }
        }
        if (!placed) {
            PatrolStep out = refusal;
            out.ok = false;
            out.plan = plan;
            out.state = start;
            if (out.refusals.isEmpty())
                out.refusals << Issue{
                    Severity::Error, QStringLiteral("PATROL_DEPLOY_TOO_FAR"),
                    QStringLiteral("/patrol/actions/%1").arg(last.plan.patrol ? last.plan.patrol->actions.size() : 0),
                    QStringLiteral("B19 6.4"),
                    Text::translated(
                        QStringLiteral("Brak miejsca na dywizję %1 przy znaczniku %2").arg(f.division, marker),
                        QStringLiteral("No room for division %1 by marker %2").arg(f.division, marker))};
            return out;
        }
        last = *placed;
    }
    // The commander-in-chief (with the first corps) and the corps commander behind the divisions, an inch further
    // back each time until the core accepts his distance from the revealed enemy (6.4).
    auto general = [&](const QString &role, double across) {
        PatrolStep step;
        for (double back = 1; back <= 24; back += 1) {
            PatrolAction a;
            a.kind = PatrolActionKind::General;
            a.player = p;
            a.marker = marker;
            a.role = role;
            a.at = {m->at.x() + across, m->at.y() - towardsEnemy * back};
            step = applyPatrolAction(table, last.plan, a);
            if (step.ok) {
                last = step;
                return true;
            }
        }
        last = step;
        return false;
    };
    if (remaining > 1)
        return last; // more divisions to come: the commanders wait until the corps is out
    const int side = p == Player::A ? 0 : 1;
    const bool withCinc = !start.cincPlaced[side] && start.firstCorps[side] == marker;
    // The commander-in-chief first: the corps commander is the last step of 6.4, after which the marker is gone.
    if ((withCinc && !general(QStringLiteral("cinc"), 2)) || !general(QStringLiteral("corps"), 0)) {
        last.plan = plan;
        last.state = start;
        return last;
    }
    return last;
}

} // namespace sztab::plan
