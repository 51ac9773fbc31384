// SPDX-License-Identifier: GPL-3.0-or-later
// B19 6.4 in one step (core/bw/plan/patrolautodeploy.h) on the bundled Gettysburg patrol demo with its two demo
// rosters: the revealed corps' divisions come from the owner's roster and every one of them, its commander and the
// commander-in-chief with the first corps pass the same checks as hand-placed ones (the plan check finds nothing);
// what cannot be laid out is refused with its rule and the plan left as it was.
#include "bw/dataset.h"
#include "bw/plan/patrolautodeploy.h"
#include "bw/plan/patroldeploy.h"
#include "bw/plan/plancheck.h"
#include "bw/rosterfile.h"
#include "patrolfixture.h"

#include <QTest>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

class TstPatrolAutoDeploy : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void b19_6_4_revealedCorpsDeploysFromItsRoster();
    void b19_6_4_secondCorpsWithoutTheCommanderInChief();
    void b19_6_4_notShownOrNotInTheRoster_refusedPlanUnchanged();

private:
    DataSet m_data;
    BattlePlan m_demo;
    std::unique_ptr<Roster> m_rosterA, m_rosterB;
    std::optional<BoundRoster> m_boundA, m_boundB;
    std::optional<PlanContext> m_context;
    std::optional<PatrolRules> m_rules;
    PatrolTable table(const BattlePlan &p) { return patrolTable(*m_context, *m_rules, p); }
    bool play(BattlePlan *p, const QList<PatrolAction> &actions)
    {
        for (const PatrolAction &a : actions) {
            const PatrolStep s = applyPatrolAction(table(*p), *p, a);
            if (!s.ok) {
                qWarning("refused %s %s: %s", enumName(a.kind), qPrintable(a.marker),
                         qPrintable(s.refusals.value(0).code));
                return false;
            }
            *p = s.plan;
        }
        return true;
    }
    // The demo with the slips written (A1: Reynolds' I Corps, B1: Longstreet's; A2, B2 the second corps), every
    // marker placed, and A1 and B1 brought into sight by B1's move: both revealed and shown.
    BattlePlan revealedPair();
};

void TstPatrolAutoDeploy::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    const QString plans = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/plans/");
    const auto plan = loadPlanFile(plans + QStringLiteral("demo-gettysburg-patrol.bwplan"), &error);
    QVERIFY2(plan, qPrintable(error.toLine()));
    m_demo = *plan;
    const Ruleset *ruleset = m_data.ruleset(m_demo.ruleset);
    QVERIFY(ruleset);
    m_rules = patrolRules(*ruleset);
    QVERIFY(m_rules);
    QString why;
    m_context = planContext(*ruleset, m_demo, &why);
    QVERIFY2(m_context, qPrintable(why));
    // The demo names its rosters relative to its own folder.
    for (auto [ref, roster, bound] :
         {std::tuple{&m_demo.armies.a, &m_rosterA, &m_boundA}, std::tuple{&m_demo.armies.b, &m_rosterB, &m_boundB}}) {
        QVERIFY2(!ref->roster.isEmpty(), "the demo names its armies' rosters");
        const QString path = plans + ref->roster;
        auto loaded = loadRosterFile(path, &error);
        QVERIFY2(loaded, qPrintable(error.toLine()));
        *roster = std::make_unique<Roster>(*loaded);
        *bound = bindRoster(**roster, m_data, path, &error);
        QVERIFY2(*bound, qPrintable(error.toLine()));
    }
}

BattlePlan TstPatrolAutoDeploy::revealedPair()
{
    BattlePlan p = m_demo;
    p.notes.a = PlayerNotes();
    p.notes.a->patrolAssignments << PatrolAssignment{QStringLiteral("A1"), QStringLiteral("i"), QStringLiteral("I")}
                                 << PatrolAssignment{QStringLiteral("A2"), QStringLiteral("iii"),
                                                     QStringLiteral("III")};
    p.notes.b = PlayerNotes();
    p.notes.b->patrolAssignments << PatrolAssignment{QStringLiteral("B1"), QStringLiteral("i"), QStringLiteral("I")}
                                 << PatrolAssignment{QStringLiteral("B2"), QStringLiteral("ii"), QStringLiteral("II")};
    const PatrolTable t = table(p);
    const double yA = t.zone(Player::A).bottom() - 1, yB = t.zone(Player::B).top() + 1;
    // Far apart along each zone's front, away from the town, the woods and the hill: only A1 and B1 meet.
    const QList<double> xs{20, 66, 4, 46};
    QList<PatrolAction> placing;
    for (int i = 0; i < 4; ++i) {
        placing << placeAction(Player::A, QStringLiteral("A%1").arg(i + 1), {xs[i], yA})
                << placeAction(Player::B, QStringLiteral("B%1").arg(i + 1), {xs[i], yB});
    }
    if (!play(&p, placing))
        return {};
    // A1 forward 12 inches; B1 towards it stops where they see each other (6.3) and both are revealed.
    if (!play(&p,
              {moveAction(Player::A, QStringLiteral("A1"), {{20, yA + 12}}),
               moveAction(Player::B, QStringLiteral("B1"), {{20, yB - 12}})}))
        return {};
    const PatrolState s = patrolState(table(p), p);
    if (!s.marker(QStringLiteral("A1"))->revealed || !s.marker(QStringLiteral("B1"))->revealed)
        return {};
    PatrolAction first = simpleAction(PatrolActionKind::First, Player::A);
    first.first = Player::A;
    if (!play(&p, {first}) || !play(&p, showsFromNotes(patrolState(table(p), p), p)))
        return {};
    return p;
}

// 6.4: "… wystawiają jednostki wchodzące w skład tych korpusów … w odległości nie większej niż 6" od krawędzi
// znacznika …; po wystawieniu dywizji korpusu należy od razu wystawić dowódcę korpusu, a jeśli jest to pierwszy
// korpus … również wodza naczelnego."
void TstPatrolAutoDeploy::b19_6_4_revealedCorpsDeploysFromItsRoster()
{
    const BattlePlan p = revealedPair();
    QVERIFY2(p.patrol && !p.patrol->actions.isEmpty(), "the demo plays to the reveal of A1 and B1");
    const PatrolStep a = deployRevealedCorps(*m_context, table(p), p, *m_boundA, QStringLiteral("A1"));
    QVERIFY2(a.ok,
             qPrintable(a.refusals.value(0).code + a.refusals.value(0).path + QLatin1Char(32)
                        + a.refusals.value(0).message.get()));
    // Every division of Reynolds' corps in the roster, none of another corps.
    QStringList expected;
    for (const RosterCorps &c : *m_rosterA->corps)
        if (c.id == QLatin1String("i"))
            expected = c.divisions;
    QVERIFY(expected.size() >= 2);
    const PatrolMarkerState *a1 = a.state.marker(QStringLiteral("A1"));
    QCOMPARE(a1->divisions, expected);
    QVERIFY(a1->commanderPlaced);
    QVERIFY(a1->removed);           // the corps is out: its marker leaves the table
    QVERIFY(a.state.cincPlaced[0]); // Meade with the first corps A shows
    QVERIFY(!a.state.cincPlaced[1]);
    // The other player's turn: B deploys Longstreet's corps the same way, facing the other way.
    const PatrolStep b = deployRevealedCorps(*m_context, table(a.plan), a.plan, *m_boundB, QStringLiteral("B1"));
    QVERIFY2(b.ok, qPrintable(b.refusals.value(0).code + QLatin1Char(' ') + b.refusals.value(0).message.get()));
    QVERIFY(b.state.marker(QStringLiteral("B1"))->commanderPlaced);
    QVERIFY(b.state.cincPlaced[1]);
    for (const DeployedFormation &f : b.plan.deployment)
        QCOMPARE(f.facing, f.player == Player::A ? 0.0 : 180.0);
    // The plan check re-checks every placement: no patrol rule (nor any other error) broken.
    const PlanReport report = checkPlan(*m_context, b.plan);
    QStringList errors;
    for (const Issue &i : report.issues)
        if (i.severity == Severity::Error)
            errors << i.code + QLatin1Char('@') + i.path;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char(' '))));
}

// 6.4: only the first corps a player shows brings the commander-in-chief.
void TstPatrolAutoDeploy::b19_6_4_secondCorpsWithoutTheCommanderInChief()
{
    BattlePlan p = revealedPair();
    QVERIFY(p.patrol && !p.patrol->actions.isEmpty());
    const PatrolStep a = deployRevealedCorps(*m_context, table(p), p, *m_boundA, QStringLiteral("A1"));
    QVERIFY(a.ok);
    int cinc = 0;
    for (const PatrolAction &act : a.plan.patrol->actions)
        cinc += act.kind == PatrolActionKind::General && act.role == QLatin1String("cinc");
    QCOMPARE(cinc, 1);
    // Deploying A1 again: nothing left to deploy from it, refused, the plan as it was.
    const PatrolStep again = deployRevealedCorps(*m_context, table(a.plan), a.plan, *m_boundA, QStringLiteral("A1"));
    QVERIFY(!again.ok);
    QCOMPARE(again.plan, a.plan);
}

void TstPatrolAutoDeploy::b19_6_4_notShownOrNotInTheRoster_refusedPlanUnchanged()
{
    const BattlePlan p = revealedPair();
    QVERIFY(p.patrol && !p.patrol->actions.isEmpty());
    // A2 is still hidden.
    const PatrolStep hidden = deployRevealedCorps(*m_context, table(p), p, *m_boundA, QStringLiteral("A2"));
    QVERIFY(!hidden.ok);
    QCOMPARE(hidden.refusals.value(0).code, QStringLiteral("PATROL_DEPLOY_NOT_REVEALED"));
    QCOMPARE(hidden.refusals.value(0).section, QStringLiteral("B19 6.4"));
    QCOMPARE(hidden.plan, p);
    // A roster without the corps the marker showed: nothing to lay out.
    Roster other = *m_rosterA;
    other.corps->removeIf([](const RosterCorps &c) { return c.id == QLatin1String("i"); });
    LoadError error;
    const auto bound = bindRoster(other, m_data, QStringLiteral("edited"), &error);
    QVERIFY2(bound, qPrintable(error.toLine()));
    const PatrolStep missing = deployRevealedCorps(*m_context, table(p), p, *bound, QStringLiteral("A1"));
    QVERIFY(!missing.ok);
    QCOMPARE(missing.refusals.value(0).code, QStringLiteral("PATROL_DIVISION_UNKNOWN"));
    QCOMPARE(missing.plan, p);
}

QTEST_APPLESS_MAIN(TstPatrolAutoDeploy)
#include "tst_patrolautodeploy.moc"
