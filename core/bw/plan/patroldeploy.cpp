// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patroldeploy.h"

#include "bw/plan/deployment.h"

#include <limits>

// Readings (docs/rules.md, B19 6.4):
//  - "within 6 inches of the marker's edge with any part of the base": a base's nearest point within deployWithin
//    of the marker's outline.
//  - Exception 1 (no room for the whole corps) is the player's claim: a Deploy with exception "no-room" and `widen`
//    the extra distance; allowed, with a warning naming the distance, for the players to agree on.
//  - Exception 2 (terrain keeps the artillery out): a Deploy with exception "artillery" may put bases outside the
//    distance, never nearer an enemy marker than placementGap; allowed with a warning.
//  - After a voluntary reveal no part of a base may be nearer the enemy's edge than the marker's edge was.
//  - Generals keep from the enemy corps revealed with the marker (its deployed bases, or its marker while none is
//    deployed) at least the range at which the markers saw each other; a voluntary reveal has no such enemy.

namespace sztab::plan {

namespace {

Issue make(Severity sev, const char *code, const char *section, const QString &path, const QString &pl,
           const QString &en)
{
    Issue i;
    i.severity = sev;
    i.code = QLatin1String(code);
    i.path = path;
    i.section = QLatin1String(section);
    i.message = Text::translated(pl, en);
    return i;
}

QString num(double v) { return QString::number(v, 'f', 2); }

const DeployedFormation *formationOf(const BattlePlan &plan, Player player, const QString &division)
{
    for (const DeployedFormation &f : plan.deployment)
        if (f.player == player && f.division == division)
            return &f;
    return nullptr;
}

// The shown corps marker of the action's player, or an issue.
const PatrolMarkerState *corpsMarker(const PatrolState &state, const PatrolAction &a, const QString &path,
                                     QList<Issue> *out)
{
    const PatrolMarkerState *m = state.marker(a.marker);
    if (!m || m->player != a.player || !m->shown || m->corps.isEmpty() || m->commanderPlaced) {
        *out << make(Severity::Error, "PATROL_DEPLOY_NOT_REVEALED", "B19 6.4", path + QStringLiteral("/marker"),
                     QStringLiteral("Pod znacznikiem %1 nie ma odkrytego korpusu do rozstawienia").arg(a.marker),
                     QStringLiteral("Marker %1 has no shown corps to deploy").arg(a.marker));
        return nullptr;
    }
    return m;
}

double furthestTowardsEnemy(const PatrolTable &t, Player p, const Polygon &outline)
{
    double nearest = std::numeric_limits<double>::infinity();
    for (const QPointF &q : outline)
        nearest = std::min(nearest, p == Player::A ? t.depth - q.y() : q.y());
    return nearest;
}

} // namespace

double distanceToRevealedEnemy(const PatrolTable &t, const PatrolState &state, const BattlePlan &plan,
                               const QString &marker, const Polygon &outline)
{
    double best = std::numeric_limits<double>::infinity();
    const PatrolMarkerState *m = state.marker(marker);
    if (!m || !t.context)
        return best;
    for (const QString &id : m->revealedWith) {
        const PatrolMarkerState *e = state.marker(id);
        if (!e || e->isScout())
            continue;
        bool any = false;
        for (const QString &division : e->divisions)
            if (const DeployedFormation *f = formationOf(plan, e->player, division))
                for (const Footprint &fp : footprints(*t.context->ruleset, t.context->rules, *f)) {
                    best = std::min(best, polygonDistance(outline, fp.outline));
                    any = true;
                }
        if (!any && !e->removed)
            best = std::min(best, polygonDistance(outline, markerOutline(t, e->at)));
    }
    return best;
}

// B19 6.4: a division of a revealed corps.
QList<Issue> checkDeploy(const PatrolTable &t, const PatrolState &state, const BattlePlan &plan, const PatrolAction &a,
                         const QString &path)
{
    QList<Issue> out;
    const PatrolMarkerState *m = corpsMarker(state, a, path, &out);
    if (!m)
        return out;
    const DeployedFormation *f = formationOf(plan, a.player, a.division);
    if (!f || !t.context) {
        out << make(Severity::Error, "PATROL_DIVISION_UNKNOWN", "B19 6.4", path + QStringLiteral("/division"),
                    QStringLiteral("Planu brak rozstawionej dywizji \u201e%1\u201d gracza %2")
                        .arg(a.division, QLatin1String(enumName(a.player))),
                    QStringLiteral("The plan has no deployed division \"%1\" of player %2")
                        .arg(a.division, QLatin1String(enumName(a.player))));
        return out;
    }
    if (m->divisions.contains(a.division)) {
        out << make(Severity::Error, "PATROL_DEPLOYED_TWICE", "B19 6.4", path + QStringLiteral("/division"),
                    QStringLiteral("Dywizja \u201e%1\u201d już rozstawiona").arg(a.division),
                    QStringLiteral("Division \"%1\" is already deployed").arg(a.division));
        return out;
    }
    // 6.4 "Kawaleria musi zadeklarować czy jest spieszona (jeśli ma taką możliwość), czy na koniach, zaraz po
    // odkryciu jej znacznika": only cavalry able to dismount (B19 12.7) may be declared dismounted.
    for (qsizetype k = 0; k < a.dismounted.size(); ++k) {
        const QString &name = a.dismounted[k];
        const bool able = std::any_of(f->units.cbegin(), f->units.cend(),
                                      [&](const FormationUnit &u) { return u.regiment == name && u.canDismount; });
        if (!able)
            out << make(
                Severity::Error, "PATROL_DISMOUNT_NOT_ALLOWED", "B19 6.4",
                path + QStringLiteral("/dismounted/%1").arg(k),
                QStringLiteral("„%1” nie jest kawalerią dywizji %2, która może się spieszyć (12.7)")
                    .arg(name, a.division),
                QStringLiteral("\"%1\" is no cavalry of division %2 able to dismount (12.7)").arg(name, a.division));
    }
    const Polygon marker = markerOutline(t, m->at);
    const double limit = t.rules.deployWithin + (a.exception == QLatin1String("no-room") ? a.widen : 0);
    bool widened = false, artilleryOut = false;
    for (const Footprint &fp : footprints(*t.context->ruleset, t.context->rules, *f)) {
        if (fp.unit < 0) {
            // 6.4: the division's general, not nearer the revealed enemy corps than the reveal distance.
            const double d = distanceToRevealedEnemy(t, state, plan, m->id, fp.outline);
            if (m->revealRange > 0 && d < m->revealRange - 1e-9)
                out << make(Severity::Error, "PATROL_GENERAL_TOO_CLOSE", "B19 6.4", path,
                            QStringLiteral("Generał dywizji %1 cala od odkrytego korpusu przeciwnika: najbliżej %2")
                                .arg(num(d), num(m->revealRange)),
                            QStringLiteral("The division's general %1\" from the revealed enemy corps: %2\" at the "
                                           "closest")
                                .arg(num(d), num(m->revealRange)));
            continue;
        }
        const double d = polygonDistance(fp.outline, marker);
        if (d > t.rules.deployWithin + 1e-9 && d <= limit + 1e-9)
            widened = true;
        if (d > limit + 1e-9) {
            if (a.exception == QLatin1String("artillery")) {
                artilleryOut = true;
                for (const PatrolMarker &e : state.markersOnTable())
                    if (e.player != a.player
                        && polygonDistance(fp.outline, markerOutline(t, e.at)) < t.rules.placementGap - 1e-9)
                        out << make(Severity::Error, "PATROL_DEPLOY_TOO_CLOSE", "B19 6.4", path,
                                    QStringLiteral("Artyleria bliżej niż %1 cala od znacznika przeciwnika %2")
                                        .arg(num(t.rules.placementGap), e.id),
                                    QStringLiteral("Artillery nearer than %1\" to the enemy marker %2")
                                        .arg(num(t.rules.placementGap), e.id));
                continue;
            }
            out << make(
                Severity::Error, "PATROL_DEPLOY_TOO_FAR", "B19 6.4", path,
                QStringLiteral("Podstawka %1 cala od krawędzi znacznika %2: najwyżej %3")
                    .arg(num(d), m->id, num(limit)),
                QStringLiteral("A base %1\" from the edge of marker %2: %3\" at most").arg(num(d), m->id, num(limit)));
            break;
        }
        // 6.4: a voluntary reveal deploys no nearer the enemy's edge than the marker was.
        if (m->voluntary && furthestTowardsEnemy(t, a.player, fp.outline) < m->edgeDistanceWhenRevealed - 1e-9) {
            out << make(
                Severity::Error, "PATROL_DEPLOY_TOWARDS_ENEMY", "B19 6.4", path,
                QStringLiteral("Po samodzielnym odkryciu nie bliżej krawędzi przeciwnika niż znacznik (%1 cala)")
                    .arg(num(m->edgeDistanceWhenRevealed)),
                QStringLiteral("After a voluntary reveal no nearer the enemy's edge than the marker was (%1\")")
                    .arg(num(m->edgeDistanceWhenRevealed)));
            break;
        }
    }
    if (widened)
        out << make(Severity::Warning, "PATROL_DEPLOY_WIDENED", "B19 6.4", path,
                    QStringLiteral("Strefa rozstawienia poszerzona o %1 cala (wyjątek 1: korpus się nie mieści)")
                        .arg(num(a.widen)),
                    QStringLiteral("The deployment distance widened by %1\" (exception 1: the corps does not fit)")
                        .arg(num(a.widen)));
    if (artilleryOut)
        out << make(Severity::Warning, "PATROL_DEPLOY_ARTILLERY", "B19 6.4", path,
                    QStringLiteral("Artyleria poza strefą (wyjątek 2: teren)"),
                    QStringLiteral("Artillery outside the distance (exception 2: terrain)"));
    return out;
}

// B19 6.4: the corps commander, and the commander-in-chief with the first corps.
QList<Issue> checkGeneral(const PatrolTable &t, const PatrolState &state, const BattlePlan &plan, const PatrolAction &a,
                          const QString &path)
{
    QList<Issue> out;
    const PatrolMarkerState *m = corpsMarker(state, a, path, &out);
    if (!m)
        return out;
    if (a.role != QLatin1String("corps") && a.role != QLatin1String("cinc"))
        return {make(Severity::Error, "PATROL_GENERAL_ROLE", "B19 6.4", path + QStringLiteral("/role"),
                     QStringLiteral("Rola generała: \u201ecorps\u201d albo \u201ecinc\u201d"),
                     QStringLiteral("A general's role is \"corps\" or \"cinc\""))};
    const int p = a.player == Player::A ? 0 : 1;
    if (a.role == QLatin1String("cinc") && (state.cincPlaced[p] || state.firstCorps[p] != m->id))
        out << make(
            Severity::Error, "PATROL_CINC_NOT_FIRST", "B19 6.4", path,
            QStringLiteral("Wódz naczelny wychodzi z pierwszym odkrytym korpusem gracza (%1)").arg(state.firstCorps[p]),
            QStringLiteral("The commander-in-chief comes with the player's first shown corps (%1)")
                .arg(state.firstCorps[p]));
    if (!isPoint(a.at)) {
        out << make(Severity::Error, "PATROL_NO_POSITION", "B19 6.4", path + QStringLiteral("/at"),
                    QStringLiteral("Podaj miejsce [x, y]"), QStringLiteral("Give the place [x, y]"));
        return out;
    }
    const Polygon spot = circlePolygon(toPoint(a.at), 1e-3, 8);
    const double d = distanceToRevealedEnemy(t, state, plan, m->id, spot);
    if (m->revealRange > 0 && d < m->revealRange - 1e-9)
        out << make(Severity::Error, "PATROL_GENERAL_TOO_CLOSE", "B19 6.4", path + QStringLiteral("/at"),
                    QStringLiteral("Generał %1 cala od odkrytego korpusu przeciwnika: najbliżej %2")
                        .arg(num(d), num(m->revealRange)),
                    QStringLiteral("A general %1\" from the revealed enemy corps: %2\" at the closest")
                        .arg(num(d), num(m->revealRange)));
    return out;
}

QMap<QString, QString> forcedOrders(const PatrolRules &rules, const PatrolState &state)
{
    QMap<QString, QString> out;
    for (const PatrolMarkerState &m : state.markers)
        if (m.shown && !m.corps.isEmpty())
            out.insert(m.id, m.forcedOrder(rules));
    return out;
}

} // namespace sztab::plan
