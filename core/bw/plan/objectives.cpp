// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/objectives.h"

#include <algorithm>
#include <cmath>

// Readings: "nearest the centre" is the distance from the table centre to the piece's outline (0 when the centre
// lies on it), ties broken by the distance to its centroid, then by placement order. "As equidistant as possible
// between the deployment zones" compares the distances from the piece's centroid to the two zones; ties go to the
// piece nearer the centre.

namespace sztab::plan {

QList<qsizetype> objectiveCandidates(const PlanContext &c, const BattlePlan &plan)
{
    const QPointF centre(c.frame.table.width / 2.0, c.frame.table.depth / 2.0);
    struct Entry {
        qsizetype index;
        double outline;
        double centroid;
    };
    QList<Entry> entries;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const TerrainPiece &p = plan.terrain[i];
        if (p.kind == PieceKind::Road || p.kind == PieceKind::Bridge || matches(p, c.rules.objectiveExcluded)
            || c.shapes[i].isLine())
            continue;
        entries.append({i, pointShapeDistance(centre, c.shapes[i]), QLineF(centre, c.shapes[i].centre()).length()});
    }
    std::stable_sort(entries.begin(), entries.end(), [&](const Entry &a, const Entry &b) {
        if (a.outline != b.outline)
            return a.outline < b.outline;
        if (a.centroid != b.centroid)
            return a.centroid < b.centroid;
        return plan.terrain[a.index].order < plan.terrain[b.index].order;
    });
    QList<qsizetype> out;
    for (const Entry &e : entries)
        out << e.index;
    return out;
}

void refreshObjectiveValues(BattlePlan &plan, const BattleFrame &frame)
{
    if (plan.objectives.values || plan.battlefield)
        plan.objectives.values = Objectives{frame.mainObjective, frame.secondaryObjectives};
}

PlanObjectives suggestObjectives(const PlanContext &c, const BattlePlan &plan)
{
    PlanObjectives o;
    o.values = Objectives{c.frame.mainObjective, c.frame.secondaryObjectives};
    const QList<qsizetype> candidates = objectiveCandidates(c, plan);
    if (candidates.isEmpty())
        return o;
    o.main = plan.terrain[candidates.first()].id;
    const Polygon zoneA = rectPolygon(c.zone(Player::A)), zoneB = rectPolygon(c.zone(Player::B));
    QList<std::pair<double, qsizetype>> rest; // (imbalance, rank by the centre)
    for (qsizetype k = 1; k < candidates.size(); ++k) {
        const QPointF q = c.shapes[candidates[k]].centre();
        rest.append({std::abs(distanceToPolygon(q, zoneA) - distanceToPolygon(q, zoneB)), k});
    }
    std::stable_sort(rest.begin(), rest.end());
    for (qsizetype k = 0; k < rest.size() && k < c.frame.secondaryObjectives.size(); ++k)
        o.secondary << plan.terrain[candidates[rest[k].second]].id;
    return o;
}

} // namespace sztab::plan
