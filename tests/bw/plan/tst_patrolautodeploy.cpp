// SPDX-License-Identifier: GPL-3.0-or-later
// B19 6.4 a division at a time (core/bw/plan/patrolautodeploy.h) on the bundled Gettysburg patrol demo with its two
// demo rosters: the revealed corps' divisions come from the owner's roster, alternately with the other player's, and
// every one of them, its commander and the commander-in-chief with the first corps pass the same checks as
// hand-placed ones (the plan check finds nothing); what cannot be laid out is refused with its rule and the plan
// left as it was.
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
    void b19_6_4_revealedCorpsDeploysFromItsRoster_alternately();
    void b19_6_4_commanderInChiefOnceWithTheFirstCorps();
    void b19_6_4_notShownOrNotInTheRoster_refusedPlanUnchanged();
    void b19_6_4_cavalryDeclaresMountedOrDismounted();

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
    BattlePlan revealedPair(const QString &corpsA1 = QStringLiteral("i"));
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

BattlePlan TstPatrolAutoDeploy::revealedPair(const QString &corpsA1)
{
    BattlePlan p = m_demo;
    p.notes.a = PlayerNotes();
    p.notes.a->patrolAssignments << PatrolAssignment{QStringLiteral("A1"), corpsA1, corpsA1.toUpper()}
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

// 6.4: "… gracze wystawiają naprzemiennie po jednej dywizji … tak by jakąkolwiek częścią podstawki być maksymalnie
// 6 cali od krawędzi własnego znacznika … Po wystawieniu wszystkich dywizji korpusu należy od razu wystawić dowódcę
// korpusu, a jeśli jest to pierwszy korpus … również wodza naczelnego."
void TstPatrolAutoDeploy::b19_6_4_revealedCorpsDeploysFromItsRoster_alternately()
{
    BattlePlan p = revealedPair();
    QVERIFY2(p.patrol && !p.patrol->actions.isEmpty(), "the demo plays to the reveal of A1 and B1");
    QStringList expectedA, expectedB;
    for (const RosterCorps &c : *m_rosterA->corps)
        if (c.id == QLatin1String("i"))
            expectedA = c.divisions;
    for (const RosterCorps &c : *m_rosterB->corps)
        if (c.id == QLatin1String("i"))
            expectedB = c.divisions;
    QVERIFY(expectedA.size() >= 2 && expectedB.size() >= 2);
    // A shows first, so A deploys first; a second division of A's in a row is refused until B has deployed one.
    PatrolStep a = deployNextDivision(*m_context, table(p), p, *m_boundA, QStringLiteral("A1"));
    QVERIFY2(a.ok,
             qPrintable(a.refusals.value(0).code + a.refusals.value(0).path + QLatin1Char(32)
                        + a.refusals.value(0).message.get()));
    QCOMPARE(a.state.marker(QStringLiteral("A1"))->divisions, QStringList{expectedA.first()});
    const PatrolStep twice = deployNextDivision(*m_context, table(a.plan), a.plan, *m_boundA, QStringLiteral("A1"));
    QVERIFY(!twice.ok);
    QCOMPARE(twice.refusals.value(0).code, QStringLiteral("PATROL_DEPLOY_NOT_YOUR_TURN"));
    QCOMPARE(twice.plan, a.plan);
    p = a.plan;
    // Then one each until both corps are out; each player's commanders follow his last division at once.
    QStringList order;
    for (int guard = 0; guard < 20; ++guard) {
        const PatrolState s = patrolState(table(p), p);
        if (!s.deployNext && s.marker(QStringLiteral("A1"))->commanderPlaced
            && s.marker(QStringLiteral("B1"))->commanderPlaced)
            break;
        const bool aTurn = s.deployNext ? *s.deployNext == Player::A : !s.marker(QStringLiteral("A1"))->commanderPlaced;
        const PatrolStep step = deployNextDivision(*m_context, table(p), p, aTurn ? *m_boundA : *m_boundB,
                                                   aTurn ? QStringLiteral("A1") : QStringLiteral("B1"));
        QVERIFY2(step.ok,
                 qPrintable(step.refusals.value(0).code + step.refusals.value(0).path + QLatin1Char(32)
                            + step.refusals.value(0).message.get()));
        order << QLatin1String(aTurn ? "A" : "B");
        p = step.plan;
    }
    const PatrolState end = patrolState(table(p), p);
    QCOMPARE(end.marker(QStringLiteral("A1"))->divisions, expectedA);
    QCOMPARE(end.marker(QStringLiteral("B1"))->divisions, expectedB);
    QVERIFY(end.marker(QStringLiteral("A1"))->removed && end.marker(QStringLiteral("B1"))->removed);
    QVERIFY(end.cincPlaced[0] && end.cincPlaced[1]); // Meade and Lee with the first corps each shows
    // Alternately while both deploy (B first after A's opening division), then whoever is left.
    const int both = int(std::min(expectedA.size(), expectedB.size()));
    for (int k = 0; k < 2 * both - 1; ++k)
        QCOMPARE(order[k], QLatin1String(k % 2 == 0 ? "B" : "A"));
    for (const DeployedFormation &f : p.deployment)
        QCOMPARE(f.facing, f.player == Player::A ? 0.0 : 180.0);
    // The plan check re-checks every placement: no patrol rule (nor any other error) broken.
    const PlanReport report = checkPlan(*m_context, p);
    QStringList errors;
    for (const Issue &i : report.issues)
        if (i.severity == Severity::Error)
            errors << i.code + QLatin1Char('@') + i.path;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char(' '))));
}

// 6.4: only the first corps a player shows brings the commander-in-chief, once.
void TstPatrolAutoDeploy::b19_6_4_commanderInChiefOnceWithTheFirstCorps()
{
    BattlePlan p = revealedPair();
    QVERIFY(p.patrol && !p.patrol->actions.isEmpty());
    for (int guard = 0; guard < 20; ++guard) {
        const PatrolState s = patrolState(table(p), p);
        if (s.marker(QStringLiteral("A1"))->commanderPlaced && s.marker(QStringLiteral("B1"))->commanderPlaced)
            break;
        const bool aTurn = s.deployNext ? *s.deployNext == Player::A : !s.marker(QStringLiteral("A1"))->commanderPlaced;
        const PatrolStep step = deployNextDivision(*m_context, table(p), p, aTurn ? *m_boundA : *m_boundB,
                                                   aTurn ? QStringLiteral("A1") : QStringLiteral("B1"));
        QVERIFY(step.ok);
        p = step.plan;
    }
    int cinc = 0;
    for (const PatrolAction &act : p.patrol->actions)
        cinc += act.kind == PatrolActionKind::General && act.role == QLatin1String("cinc") && act.player == Player::A;
    QCOMPARE(cinc, 1);
    // Nothing left to deploy from A1: refused, the plan as it was.
    const PatrolStep again = deployNextDivision(*m_context, table(p), p, *m_boundA, QStringLiteral("A1"));
    QVERIFY(!again.ok);
    QCOMPARE(again.plan, p);
}

void TstPatrolAutoDeploy::b19_6_4_notShownOrNotInTheRoster_refusedPlanUnchanged()
{
    const BattlePlan p = revealedPair();
    QVERIFY(p.patrol && !p.patrol->actions.isEmpty());
    // A2 is still hidden.
    const PatrolStep hidden = deployNextDivision(*m_context, table(p), p, *m_boundA, QStringLiteral("A2"));
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
    const PatrolStep missing = deployNextDivision(*m_context, table(p), p, *bound, QStringLiteral("A1"));
    QVERIFY(!missing.ok);
    QCOMPARE(missing.refusals.value(0).code, QStringLiteral("PATROL_DIVISION_UNKNOWN"));
    QCOMPARE(missing.plan, p);
}

// 6.4: "Kawaleria musi zadeklarować czy jest spieszona (jeśli ma taką możliwość), czy na koniach, zaraz po odkryciu
// jej znacznika patrolu." Buford's brigades (cavalry with the dragoons trait, B19 12.7) may; nothing else may.
void TstPatrolAutoDeploy::b19_6_4_cavalryDeclaresMountedOrDismounted()
{
    const BattlePlan p = revealedPair(QStringLiteral("cav"));
    QVERIFY(p.patrol && !p.patrol->actions.isEmpty());
    const auto next = nextDivisionOf(*m_context, table(p), p, *m_boundA, QStringLiteral("A1"));
    QVERIFY(next);
    QStringList able;
    for (const FormationUnit &u : next->units)
        if (u.canDismount)
            able << u.regiment;
    QVERIFY2(able.size() == 2, qPrintable(able.join(QLatin1String(" | "))));
    // Longstreet's infantry may not: its divisions offer no one.
    const auto infantry = nextDivisionOf(*m_context, table(p), p, *m_boundB, QStringLiteral("B1"));
    QVERIFY(infantry);
    for (const FormationUnit &u : infantry->units)
        QVERIFY(!u.canDismount);

    const PatrolStep wrong =
        deployNextDivision(*m_context, table(p), p, *m_boundA, QStringLiteral("A1"), {QStringLiteral("Iron Brigade")});
    QVERIFY(!wrong.ok);
    QCOMPARE(wrong.refusals.value(0).code, QStringLiteral("PATROL_DISMOUNT_NOT_ALLOWED"));
    QCOMPARE(wrong.plan, p);

    const PatrolStep step =
        deployNextDivision(*m_context, table(p), p, *m_boundA, QStringLiteral("A1"), {able.first()});
    QVERIFY2(step.ok, qPrintable(step.refusals.value(0).code));
    QCOMPARE(step.state.marker(QStringLiteral("A1"))->dismounted, QStringList{able.first()});
    // Both players read the declaration: the mounted one too.
    QStringList said;
    for (const PatrolEvent &e : step.state.events)
        said << e.text.get(QStringLiteral("en"));
    QVERIFY(said.contains(able.first() + QStringLiteral(": dismounted (6.4)")));
    QVERIFY(said.contains(able.last() + QStringLiteral(": mounted (6.4)")));
}

QTEST_APPLESS_MAIN(TstPatrolAutoDeploy)
#include "tst_patrolautodeploy.moc"
