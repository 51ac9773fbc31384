// SPDX-License-Identifier: GPL-3.0-or-later
// STUBS: the patrol API published early (issue 19) so the app can build against it; every function here returns
// an error or nothing and is replaced by its real file in the following commits.
#include "bw/plan/patrolcheck.h"
#include "bw/plan/patroldeploy.h"

namespace sztab::plan {

namespace {
Issue notYet()
{
    Issue i;
    i.code = QStringLiteral("PATROL_NOT_IMPLEMENTED");
    i.section = QStringLiteral("B19 6");
    i.message = Text::translated(QStringLiteral("Jeszcze nie zaimplementowane"), QStringLiteral("Not implemented yet"));
    return i;
}
} // namespace

std::optional<PatrolRules> patrolRules(const Ruleset &, QString *error)
{
    if (error)
        *error = QStringLiteral("not implemented yet");
    return std::nullopt;
}
PatrolTable patrolTable(const PlanContext &, const PatrolRules &rules, const BattlePlan &)
{
    PatrolTable t;
    t.rules = rules;
    return t;
}
PatrolTable patrolTable(const PlanContext &, const PatrolRules &rules, const QList<TerrainPiece> &)
{
    PatrolTable t;
    t.rules = rules;
    return t;
}
Polygon markerOutline(const PatrolTable &, QPointF) { return {}; }
double markerGap(const PatrolTable &, QPointF, QPointF) { return 0; }
QStringList patrolMarkerIds(Player, int) { return {}; }
int patrolMarkerCount(const PatrolRules &, const BattlePlan &, Player) { return 0; }
std::optional<Player> patrolMarkerOwner(const QString &) { return std::nullopt; }
QList<Issue> checkPlacement(const PatrolTable &, Player, QPointF, const QList<PatrolMarker> &, const QString &)
{
    return {notYet()};
}
QList<Issue> checkAssignments(const PatrolRules &, const BattlePlan &, Player, const QList<PatrolAssignment> &,
                              const QString &)
{
    return {notYet()};
}
std::optional<PatrolAssignment> assignmentOf(const BattlePlan &, const QString &) { return std::nullopt; }
bool inCover(const PatrolTable &, QPointF) { return false; }
double sightRange(const PatrolTable &, QPointF, QPointF) { return 0; }
bool seesEachOther(const PatrolTable &, QPointF, QPointF) { return false; }
Polygon sightArea(const PatrolTable &, QPointF, int) { return {}; }
QList<SightPair> sightPairs(const PatrolTable &, const QList<PatrolMarker> &) { return {}; }
QList<MarkerSight> markerSight(const PatrolTable &, const QList<PatrolMarker> &, bool, int) { return {}; }
MoveCheck checkMove(const PatrolTable &, const QList<PatrolMarker> &, const QString &, const Polyline &,
                    const QString &)
{
    MoveCheck m;
    m.refusals << notYet();
    return m;
}
double roadLength(const PatrolTable &, const Polyline &, double) { return 0; }
const PatrolMarkerState *PatrolState::marker(const QString &) const { return nullptr; }
PatrolMarkerState *PatrolState::marker(const QString &) { return nullptr; }
QList<PatrolMarker> PatrolState::hiddenMarkers() const { return {}; }
QList<PatrolMarker> PatrolState::markersOnTable() const { return {}; }
PatrolState patrolState(const PatrolTable &, const BattlePlan &)
{
    PatrolState s;
    s.problems << notYet();
    return s;
}
PatrolStep applyPatrolAction(const PatrolTable &, const BattlePlan &plan, const PatrolAction &action)
{
    PatrolStep s;
    s.plan = plan;
    s.applied = action;
    s.refusals << notYet();
    return s;
}
QList<PatrolAction> showsFromNotes(const PatrolState &, const BattlePlan &) { return {}; }
BattlePlan undoPatrolAction(const BattlePlan &plan) { return plan; }
QJsonObject patrolStatusJson(const PatrolTable &, const PatrolState &, const BattlePlan &, std::optional<Player>,
                             const QString &)
{
    return {};
}
QString patrolStageName(PatrolStage) { return {}; }
QList<Issue> checkDeploy(const PatrolTable &, const PatrolState &, const BattlePlan &, const PatrolAction &,
                         const QString &)
{
    return {notYet()};
}
QList<Issue> checkGeneral(const PatrolTable &, const PatrolState &, const PatrolAction &, const QString &)
{
    return {notYet()};
}
double distanceToRevealedEnemy(const PatrolTable &, const PatrolState &, const BattlePlan &, const QString &,
                               const Polygon &)
{
    return 0;
}
QMap<QString, QString> forcedOrders(const PatrolRules &, const PatrolState &) { return {}; }
QList<Issue> checkPatrolPlan(const PlanContext &, const BattlePlan &) { return {}; }
QList<std::pair<QString, QString>> patrolIssueCodes() { return {}; }

} // namespace sztab::plan
