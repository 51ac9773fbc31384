// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Builders for the patrol-marker tests (B19 6): the test ruleset with a patrol block (tests/testdata/patrol), a
// plan on a 72x48-inch table (zones: 20 inches from each edge), pieces by shape and the patrol table of a plan.
#include "bw/dataset.h"
#include "bw/plan/patrolcheck.h"
#include "bw/plan/patroldeploy.h"
#include "planfixture.h"

#include <memory>

namespace sztab::test {

inline const QString kPatrolRuleset = QStringLiteral("b19-patrol-test");

class PatrolFixture {
public:
    // false (with *why) when the data does not load.
    bool load(QString *why)
    {
        LoadError error;
        if (!m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR), QStringLiteral(SZTAB_TEST_DATA_DIR "/patrol")},
                         &error)) {
            *why = error.toLine();
            return false;
        }
        m_ruleset = m_data.ruleset(kPatrolRuleset);
        if (!m_ruleset) {
            *why = QStringLiteral("no ruleset %1").arg(kPatrolRuleset);
            return false;
        }
        Text malformed;
        const auto rules = plan::patrolRules(*m_ruleset, &malformed);
        if (!rules) {
            *why = malformed.get(QStringLiteral("en"));
            return false;
        }
        m_rules = *rules;
        return true;
    }

    const Ruleset &ruleset() const { return *m_ruleset; }
    const plan::PatrolRules &rules() const { return m_rules; }

    plan::BattlePlan plan(int corpsA = 1, int corpsB = 1, int width = 72, int depth = 48) const
    {
        plan::BattlePlan p = emptyPlan(width, depth);
        p.ruleset = kPatrolRuleset;
        p.armies.a.corps = corpsA;
        p.armies.b.corps = corpsB;
        return p;
    }

    // The patrol table of a plan (its context is kept alive by the fixture until the next call).
    const plan::PatrolTable &table(const plan::BattlePlan &p)
    {
        QString why;
        m_context = std::make_unique<plan::PlanContext>(*plan::planContext(*m_ruleset, p, &why));
        m_table = plan::patrolTable(*m_context, m_rules, p);
        return m_table;
    }
    const plan::PlanContext &context() const { return *m_context; }

private:
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
    plan::PatrolRules m_rules;
    std::unique_ptr<plan::PlanContext> m_context;
    plan::PatrolTable m_table;
};

inline plan::TerrainPiece polygonPiece(const QString &id, const QString &type, const QList<QPointF> &pts)
{
    plan::TerrainPiece t;
    t.id = id;
    t.type = type;
    t.owner = Player::A;
    plan::JsonPoints poly;
    for (QPointF q : pts)
        poly << plan::JsonPoint{q.x(), q.y()};
    t.polygon = poly;
    return t;
}

inline plan::PatrolAction placeAction(Player p, const QString &marker, QPointF at)
{
    plan::PatrolAction a;
    a.kind = plan::PatrolActionKind::Place;
    a.player = p;
    a.marker = marker;
    a.at = {at.x(), at.y()};
    return a;
}

inline plan::PatrolAction moveAction(Player p, const QString &marker, const QList<QPointF> &path)
{
    plan::PatrolAction a;
    a.kind = plan::PatrolActionKind::Move;
    a.player = p;
    a.marker = marker;
    for (QPointF q : path)
        a.path << plan::JsonPoint{q.x(), q.y()};
    return a;
}

inline plan::PatrolAction simpleAction(plan::PatrolActionKind kind, Player p, const QString &marker = QString())
{
    plan::PatrolAction a;
    a.kind = kind;
    a.player = p;
    a.marker = marker;
    return a;
}

} // namespace sztab::test
