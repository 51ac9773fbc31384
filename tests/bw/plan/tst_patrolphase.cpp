// SPDX-License-Identifier: GPL-3.0-or-later
// B19 6.1, 6.3–6.5: the patrol-marker phase replayed from the plan's action list: markers and their secret slips,
// placement, turns of moves, reveals, who shows first, scouts, deployment of a revealed corps and its generals,
// the DEFENCE order of 6.5, the plan check's codes, and the secrets: nothing of B's slip reaches a copy, a status
// or a log meant for A before B shows it.
#include "bw/plan/secrets.h"
#include "patrolfixture.h"

#include <QJsonDocument>
#include <QTest>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

class TstPatrolPhase : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void b19_6_1_twoMarkersPerCorps();
    void b19_6_1_secretSlip_atMostOneCorpsPerMarker();
    void b19_6_1_placedAlternatelyFromTheInitiativeWinner();
    void b19_6_1_insideTheDeploymentZone();
    void b19_6_1_neverWithinThreeInchesOfAnEnemyMarker();
    void b19_6_1_inSightOnceAllArePlaced_revealed();
    void b19_6_3_alternateOneMovePerMarkerPerTurn();
    void b19_6_3_movedMarkerStopsAndRevealsInThePhase();
    void b19_6_4_voluntaryRevealAfterAllMoves_alternatelyFromA();
    void b19_6_4_twoScoutsLeaveTheTable();
    void b19_6_4_initiativeDecidesWhoShowsFirst();
    void b19_6_4_shownContentMustMatchTheSlip();
    void b19_6_4_deployWithinSixInchesOfTheMarker();
    void b19_6_4_exceptions_noRoomAndArtillery();
    void b19_6_4_generalsNoNearerThanTheRevealDistance();
    void b19_6_4_commanderInChiefWithTheFirstCorps();
    void b19_6_4_divisionsAlternately_fromWhoShowsFirst();
    void b19_6_4_deployedUnitsRevealMarkers_corpsFinishedFirst();
    void b19_6_4_voluntaryReveal_noNearerTheEnemyEdge();
    void b19_6_4_allCorpsShown_remainingMarkersLeave();
    void b19_6_5_movedMarkerCorpsGetsDefence_stationaryAnyOrder();
    void b19_6_secrets_nothingOfBsSlipReachesA();
    void b19_6_replay_undoAndSaveRoundTrip();
    void b19_6_planCheck_eachRuleItsCodeAndSection();
    void b19_6_planCheck_rulesetWithoutPatrol();

private:
    PatrolFixture m_f;
    // One corps each: A1 hides "I" (Reynolds), B1 hides "III" (Longstreet); A2 and B2 are scouts.
    BattlePlan slips() const
    {
        BattlePlan p = m_f.plan();
        p.notes.a = PlayerNotes();
        p.notes.a->patrolAssignments << PatrolAssignment{QStringLiteral("A1"), QStringLiteral("us-1"),
                                                         QStringLiteral("I Corps (Reynolds)")};
        p.notes.b = PlayerNotes();
        p.notes.b->patrolAssignments << PatrolAssignment{QStringLiteral("B1"), QStringLiteral("csa-3"),
                                                         QStringLiteral("Longstreet's Corps")};
        return p;
    }
    // Applies actions in order, failing the test (returns false) at the first refused one.
    bool play(BattlePlan *p, const QList<PatrolAction> &actions)
    {
        for (const PatrolAction &a : actions) {
            const PatrolStep s = applyPatrolAction(m_f.table(*p), *p, a);
            if (!s.ok) {
                qWarning("refused %s %s: %s %s", enumName(a.kind), qPrintable(a.marker),
                         qPrintable(s.refusals.value(0).code), qPrintable(s.refusals.value(0).message.get()));
                return false;
            }
            *p = s.plan;
        }
        return true;
    }
    QStringList refusal(const BattlePlan &p, const PatrolAction &a)
    {
        return issueKeys(applyPatrolAction(m_f.table(p), p, a).refusals);
    }
    PatrolState state(const BattlePlan &p) { return patrolState(m_f.table(p), p); }
    // Places A1 (30, 18), B1 (30, 30) in sight of each other (gap 11), A2 and B2 far apart.
    QList<PatrolAction> placeInSight() const
    {
        return {placeAction(Player::A, QStringLiteral("A1"), {30, 18}),
                placeAction(Player::B, QStringLiteral("B1"), {30, 30}),
                placeAction(Player::A, QStringLiteral("A2"), {60, 5}),
                placeAction(Player::B, QStringLiteral("B2"), {5, 43})};
    }
    QList<PatrolAction> placeApart() const
    {
        return {placeAction(Player::A, QStringLiteral("A1"), {30, 18}),
                placeAction(Player::B, QStringLiteral("B1"), {30, 40}),
                placeAction(Player::A, QStringLiteral("A2"), {60, 5}),
                placeAction(Player::B, QStringLiteral("B2"), {5, 43})};
    }
    static PatrolAction show(Player p, const QString &marker, const QString &corps = QString(),
                             const QString &name = QString())
    {
        PatrolAction a = simpleAction(PatrolActionKind::Show, p, marker);
        a.corps = corps;
        a.name = name;
        return a;
    }
    static DeployedFormation division(Player p, const QString &id, QPointF at, double facing = 0)
    {
        return DeployedFormation{p,
                                 id,
                                 QString(),
                                 {at.x(), at.y()},
                                 facing,
                                 Formation::Line,
                                 {{QString(), QStringLiteral("infantry"), 1}},
                                 QStringLiteral("division-general"),
                                 {}};
    }
    static PatrolAction deploy(Player p, const QString &marker, const QString &division)
    {
        PatrolAction a = simpleAction(PatrolActionKind::Deploy, p, marker);
        a.division = division;
        return a;
    }
    static PatrolAction general(Player p, const QString &marker, const QString &role, QPointF at)
    {
        PatrolAction a = simpleAction(PatrolActionKind::General, p, marker);
        a.role = role;
        a.at = {at.x(), at.y()};
        return a;
    }
};

void TstPatrolPhase::initTestCase()
{
    QString why;
    QVERIFY2(m_f.load(&why), qPrintable(why));
}

// 6.1 example: an army of 3 corps has 6 markers.
void TstPatrolPhase::b19_6_1_twoMarkersPerCorps()
{
    const BattlePlan p = m_f.plan(3, 2);
    QCOMPARE(patrolMarkerCount(m_f.rules(), p, Player::A), 6);
    QCOMPARE(patrolMarkerIds(Player::B, patrolMarkerCount(m_f.rules(), p, Player::B)),
             (QStringList{QStringLiteral("B1"), QStringLiteral("B2"), QStringLiteral("B3"), QStringLiteral("B4")}));
    const PatrolState s = state(p);
    QCOMPARE(s.markers.size(), 10);
    QCOMPARE(s.stage, PatrolStage::Placing);
    QCOMPARE(s.next, std::optional<Player>(Player::A));
    QCOMPARE(patrolMarkerOwner(QStringLiteral("B3")), std::optional<Player>(Player::B));
    QVERIFY(!patrolMarkerOwner(QStringLiteral("C1")));
    // Markers without a corps on the slip are scouts (6.1).
    BattlePlan withSlip = slips();
    QCOMPARE(assignmentOf(withSlip, QStringLiteral("A2"))->corps, QString());
    QCOMPARE(assignmentOf(withSlip, QStringLiteral("A1"))->corps, QStringLiteral("us-1"));
}

// 6.1: "Do każdego znacznika możesz przyporządkować maksymalnie tylko jeden korpus."
void TstPatrolPhase::b19_6_1_secretSlip_atMostOneCorpsPerMarker()
{
    const BattlePlan p = m_f.plan(2, 1);
    const QString path = QStringLiteral("/notes/A/patrolAssignments");
    QVERIFY(checkAssignments(
                m_f.rules(), p, Player::A,
                {{QStringLiteral("A1"), QStringLiteral("c1"), {}}, {QStringLiteral("A3"), QStringLiteral("c2"), {}}},
                path)
                .isEmpty());
    const QList<Issue> bad = checkAssignments(m_f.rules(), p, Player::A,
                                              {{QStringLiteral("A1"), QStringLiteral("c1"), {}},
                                               {QStringLiteral("A1"), QStringLiteral("c2"), {}},
                                               {QStringLiteral("A2"), QStringLiteral("c1"), {}},
                                               {QStringLiteral("A9"), QString(), {}}},
                                              path);
    QCOMPARE(issueKeys(bad),
             (QStringList{QStringLiteral("PATROL_MARKER_TWICE@%1/1/marker").arg(path),
                          QStringLiteral("PATROL_CORPS_TWICE@%1/2/corps").arg(path),
                          QStringLiteral("PATROL_UNKNOWN_MARKER@%1/3/marker").arg(path),
                          QStringLiteral("PATROL_TOO_MANY_CORPS@%1").arg(path)}));
    for (const Issue &i : bad)
        QCOMPARE(i.section, QStringLiteral("B19 6.1"));
}

// 6.1: "Znaczniki patroli są rozstawiane naprzemiennie, po jednym, począwszy od gracza, który wygrał inicjatywę."
void TstPatrolPhase::b19_6_1_placedAlternatelyFromTheInitiativeWinner()
{
    BattlePlan p = m_f.plan(1, 2); // B has 4 markers: after A's two, B places his last two in a row
    QCOMPARE(refusal(p, placeAction(Player::B, QStringLiteral("B1"), {30, 40})),
             QStringList{QStringLiteral("PATROL_NOT_YOUR_TURN@/patrol/actions/0")});
    QVERIFY(play(&p, {placeAction(Player::A, QStringLiteral("A1"), {10, 5})}));
    QCOMPARE(refusal(p, placeAction(Player::A, QStringLiteral("A2"), {20, 5})),
             QStringList{QStringLiteral("PATROL_NOT_YOUR_TURN@/patrol/actions/1")});
    QCOMPARE(refusal(p, placeAction(Player::B, QStringLiteral("A2"), {20, 40})),
             QStringList{QStringLiteral("PATROL_UNKNOWN_MARKER@/patrol/actions/1/marker")});
    QVERIFY(play(&p,
                 {placeAction(Player::B, QStringLiteral("B1"), {10, 45}),
                  placeAction(Player::A, QStringLiteral("A2"), {20, 5})}));
    QCOMPARE(refusal(p, placeAction(Player::B, QStringLiteral("B1"), {12, 45})),
             QStringList{QStringLiteral("PATROL_PLACED_TWICE@/patrol/actions/3/marker")});
    QVERIFY(play(&p, {placeAction(Player::B, QStringLiteral("B2"), {30, 45})}));
    QCOMPARE(state(p).next, std::optional<Player>(Player::B));
    QVERIFY(play(&p,
                 {placeAction(Player::B, QStringLiteral("B3"), {40, 45}),
                  placeAction(Player::B, QStringLiteral("B4"), {50, 45})}));
    const PatrolState s = state(p);
    QCOMPARE(s.stage, PatrolStage::Moving);
    QCOMPARE(s.next, std::optional<Player>(Player::A));
}

// 6.1: inside the battlefield's deployment zone (here 20 inches from the own edge).
void TstPatrolPhase::b19_6_1_insideTheDeploymentZone()
{
    const BattlePlan p = m_f.plan();
    QCOMPARE(refusal(p, placeAction(Player::A, QStringLiteral("A1"), {30, 20})),
             QStringList{QStringLiteral("PATROL_OUTSIDE_ZONE@/patrol/actions/0/at")}); // half out of the zone
    QVERIFY(refusal(p, placeAction(Player::A, QStringLiteral("A1"), {30, 19.5})).isEmpty());
    QCOMPARE(refusal(p, placeAction(Player::A, QStringLiteral("A1"), {30, 35})),
             QStringList{QStringLiteral("PATROL_OUTSIDE_ZONE@/patrol/actions/0/at")});
    const Issue i =
        applyPatrolAction(m_f.table(p), p, placeAction(Player::A, QStringLiteral("A1"), {30, 35})).refusals.value(0);
    QCOMPARE(i.section, QStringLiteral("B19 6.1"));
}

// 6.1: "Nie można nigdy wystawić żadnego znacznika patrolu bliżej niż 3 cale od znacznika drugiego gracza."
void TstPatrolPhase::b19_6_1_neverWithinThreeInchesOfAnEnemyMarker()
{
    BattlePlan p = m_f.plan(1, 1, 72, 36); // the zones touch: A 0..18, B 18..36
    QVERIFY(play(&p, {placeAction(Player::A, QStringLiteral("A1"), {30, 17})}));
    QCOMPARE(refusal(p, placeAction(Player::B, QStringLiteral("B1"), {30, 20.5})),
             QStringList{QStringLiteral("PATROL_TOO_CLOSE@/patrol/actions/1/at")});        // 2.5 inches edge to edge
    QVERIFY(refusal(p, placeAction(Player::B, QStringLiteral("B1"), {30, 21})).isEmpty()); // 3 inches
    // Own markers may stand close.
    QVERIFY(play(&p, {placeAction(Player::B, QStringLiteral("B1"), {30, 21})}));
    QVERIFY(refusal(p, placeAction(Player::A, QStringLiteral("A2"), {31.5, 17})).isEmpty());
}

// 6.1: markers that see each other when placed are revealed once all the others are placed.
void TstPatrolPhase::b19_6_1_inSightOnceAllArePlaced_revealed()
{
    BattlePlan p = m_f.plan();
    const QList<PatrolAction> place = placeInSight();
    QVERIFY(play(&p, place.mid(0, 3)));
    QVERIFY(!state(p).marker(QStringLiteral("A1"))->revealed); // not before all are placed
    QVERIFY(play(&p, place.mid(3)));
    const PatrolState s = state(p);
    QVERIFY(s.marker(QStringLiteral("A1"))->revealed);
    QVERIFY(s.marker(QStringLiteral("B1"))->revealed);
    QVERIFY(!s.marker(QStringLiteral("A2"))->revealed);
    QCOMPARE(s.marker(QStringLiteral("A1"))->revealedTurn, 0);
    QCOMPARE(s.marker(QStringLiteral("A1"))->revealRange, 12.0);
    QCOMPARE(s.toShow, (QStringList{QStringLiteral("A1"), QStringLiteral("B1")}));
}

// 6.3: alternately from A, one marker each; each marker moves (or stays) once a turn.
void TstPatrolPhase::b19_6_3_alternateOneMovePerMarkerPerTurn()
{
    BattlePlan p = m_f.plan();
    QVERIFY(play(&p, placeApart()));
    QCOMPARE(refusal(p, moveAction(Player::B, QStringLiteral("B1"), {{30, 35}})),
             QStringList{QStringLiteral("PATROL_NOT_YOUR_TURN@/patrol/actions/4")});
    QVERIFY(play(&p, {moveAction(Player::A, QStringLiteral("A1"), {{30, 14}})}));
    QVERIFY(play(&p, {simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B2"))}));
    QCOMPARE(refusal(p, moveAction(Player::A, QStringLiteral("A1"), {{30, 16}})),
             QStringList{QStringLiteral("PATROL_MOVED_TWICE@/patrol/actions/6/marker")});
    QCOMPARE(refusal(p, moveAction(Player::A, QStringLiteral("A2"), {{60, 20}})),
             QStringList{QStringLiteral("PATROL_MOVE_TOO_LONG@/patrol/actions/6/path")});
    QVERIFY(play(&p, {simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A2"))}));
    QCOMPARE(refusal(p, simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B2"))),
             QStringList{QStringLiteral("PATROL_MOVED_TWICE@/patrol/actions/7/marker")});
    QVERIFY(play(&p, {moveAction(Player::B, QStringLiteral("B1"), {{30, 36}})}));
    const PatrolState s = state(p);
    QCOMPARE(s.stage, PatrolStage::Revealing); // every marker has moved or stayed
    QCOMPARE(s.next, std::optional<Player>(Player::A));
    QVERIFY(s.marker(QStringLiteral("A1"))->moved);
    QVERIFY(s.marker(QStringLiteral("A2"))->stayed);
}

// 6.3 in the phase: the move is cut at its stop, the applied action holds the cut path, both markers are revealed.
void TstPatrolPhase::b19_6_3_movedMarkerStopsAndRevealsInThePhase()
{
    BattlePlan p = m_f.plan();
    QVERIFY(play(&p, placeApart()));
    QVERIFY(play(&p, {simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A1"))}));
    const PatrolStep step = applyPatrolAction(m_f.table(p), p, moveAction(Player::B, QStringLiteral("B1"), {{30, 28}}));
    QVERIFY(step.ok);
    QVERIFY(step.move.stopped);
    QCOMPARE(step.revealed.size(), 2);
    QVERIFY(std::abs(step.applied.path.last()[1] - 31) < 1e-4); // 13 between centres from A1 at y 18
    const PatrolState s = state(step.plan);
    QVERIFY(s.marker(QStringLiteral("B1"))->revealed);
    QVERIFY(s.marker(QStringLiteral("B1"))->movedWhenRevealed);
    QVERIFY(!s.marker(QStringLiteral("A1"))->movedWhenRevealed);
    QCOMPARE(s.marker(QStringLiteral("B1"))->revealedWith, QStringList{QStringLiteral("A1")});
    // A revealed marker moves no more.
    BattlePlan q = step.plan;
    QVERIFY(play(&q, {simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A2"))}));
    QVERIFY(play(&q, {simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B2"))}));
    QCOMPARE(state(q).stage, PatrolStage::Revealing);
}

// 6.4: "Gracz może zdecydować o samodzielnym ujawnieniu swoich jednostek. Robi to po zakończeniu ruchów wszystkich
// znaczników. Gracze podejmują tę decyzję naprzemiennie, po jednym znaczniku, począwszy od gracza A."
void TstPatrolPhase::b19_6_4_voluntaryRevealAfterAllMoves_alternatelyFromA()
{
    BattlePlan p = m_f.plan();
    QVERIFY(play(&p, placeApart()));
    QCOMPARE(refusal(p, simpleAction(PatrolActionKind::Reveal, Player::A, QStringLiteral("A1"))),
             QStringList{QStringLiteral("PATROL_REVEAL_TOO_EARLY@/patrol/actions/4")});
    QVERIFY(play(&p,
                 {simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A1")),
                  simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B1")),
                  simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A2")),
                  simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B2"))}));
    QCOMPARE(refusal(p, simpleAction(PatrolActionKind::Reveal, Player::B, QStringLiteral("B1"))),
             QStringList{QStringLiteral("PATROL_NOT_YOUR_TURN@/patrol/actions/8")});
    QVERIFY(play(&p,
                 {simpleAction(PatrolActionKind::Reveal, Player::A, QStringLiteral("A1")),
                  simpleAction(PatrolActionKind::Pass, Player::B)}));
    PatrolState s = state(p);
    QVERIFY(s.marker(QStringLiteral("A1"))->voluntary);
    QCOMPARE(s.stage, PatrolStage::Revealing);
    QCOMPARE(s.next, std::optional<Player>(Player::A));
    QVERIFY(play(&p, {simpleAction(PatrolActionKind::Pass, Player::A)}));
    s = state(p);
    QCOMPARE(s.turn, 2); // two passes in a row: the next turn's moves
    QCOMPARE(s.stage, PatrolStage::Moving);
    QVERIFY(!s.marker(QStringLiteral("A2"))->stayed);
    QCOMPARE(s.next, std::optional<Player>(Player::A));
}

// 6.4: "Jeśli oba znaczniki były zwiadem, to ujawniamy je i zdejmujemy od razu z pola bitwy."
void TstPatrolPhase::b19_6_4_twoScoutsLeaveTheTable()
{
    BattlePlan p = slips();
    QVERIFY(play(&p,
                 {placeAction(Player::A, QStringLiteral("A2"), {30, 18}),
                  placeAction(Player::B, QStringLiteral("B2"), {30, 30}),
                  placeAction(Player::A, QStringLiteral("A1"), {60, 5}),
                  placeAction(Player::B, QStringLiteral("B1"), {5, 43})}));
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    const PatrolState s = state(p);
    QVERIFY(s.marker(QStringLiteral("A2"))->isScout());
    QVERIFY(s.marker(QStringLiteral("A2"))->removed);
    QVERIFY(s.marker(QStringLiteral("B2"))->removed);
    QVERIFY(s.toShow.isEmpty());
    QCOMPARE(s.markersOnTable().size(), 2);
}

// 6.4: "Gracz z inicjatywą decyduje, kto ujawni swoje oddziały jako pierwszy."
void TstPatrolPhase::b19_6_4_initiativeDecidesWhoShowsFirst()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeInSight()));
    PatrolAction byB = simpleAction(PatrolActionKind::First, Player::B);
    byB.first = Player::A;
    QCOMPARE(refusal(p, byB), QStringList{QStringLiteral("PATROL_FIRST_NOT_INITIATIVE@/patrol/actions/4")});
    PatrolAction byA = simpleAction(PatrolActionKind::First, Player::A);
    byA.first = Player::B;
    QVERIFY(play(&p, {byA}));
    QCOMPARE(refusal(p, show(Player::A, QStringLiteral("A1"), QStringLiteral("us-1"))),
             QStringList{QStringLiteral("PATROL_SHOW_ORDER@/patrol/actions/5")});
    const QList<PatrolAction> shows = showsFromNotes(state(p), p);
    QCOMPARE(shows.size(), 2);
    QCOMPARE(shows[0].marker, QStringLiteral("B1")); // the chosen player first
    QVERIFY(play(&p, shows));
}

// 6.1/6.4: an umpire's copy holds both slips: a Show that is not what was written is refused.
void TstPatrolPhase::b19_6_4_shownContentMustMatchTheSlip()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeInSight()));
    QCOMPARE(refusal(p, show(Player::B, QStringLiteral("B1"))),
             QStringList{QStringLiteral("PATROL_SHOW_MISMATCH@/patrol/actions/4/corps")});
    QCOMPARE(refusal(p, show(Player::B, QStringLiteral("B2"))),
             QStringList{QStringLiteral("PATROL_SHOW_NOT_REVEALED@/patrol/actions/4/marker")});
}

// 6.4: every base within 6 inches of its marker's edge (any part of the base).
void TstPatrolPhase::b19_6_4_deployWithinSixInchesOfTheMarker()
{
    BattlePlan p = slips();
    p.deployment << division(Player::A, QStringLiteral("d1"), {30, 17}) // front 1.5 from A1's edge
                 << division(Player::A, QStringLiteral("d2"), {30, 5})  // 13.5 from it
                 << division(Player::B, QStringLiteral("e1"), {30, 31}, 180);
    QVERIFY(play(&p, placeInSight()));
    QCOMPARE(refusal(p, deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d1"))),
             QStringList{QStringLiteral("PATROL_DEPLOY_NOT_REVEALED@/patrol/actions/4/marker")}); // not shown yet
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    QVERIFY(play(&p, {deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d1"))}));
    QCOMPARE(refusal(p, deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d1"))),
             QStringList{QStringLiteral("PATROL_DEPLOYED_TWICE@/patrol/actions/7/division")});
    QCOMPARE(refusal(p, deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d2"))),
             QStringList{QStringLiteral("PATROL_DEPLOY_TOO_FAR@/patrol/actions/7")});
    QCOMPARE(refusal(p, deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d9"))),
             QStringList{QStringLiteral("PATROL_DIVISION_UNKNOWN@/patrol/actions/7/division")});
    QCOMPARE(refusal(p, deploy(Player::A, QStringLiteral("A2"), QStringLiteral("d2"))),
             QStringList{QStringLiteral("PATROL_DEPLOY_NOT_REVEALED@/patrol/actions/7/marker")});
    QVERIFY(play(&p, {deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e1"))}));
    QCOMPARE(state(p).marker(QStringLiteral("A1"))->divisions, QStringList{QStringLiteral("d1")});
}

// 6.4 exceptions: the distance widened when the corps does not fit (a warning to agree on); artillery kept out of
// the area by terrain, never nearer the enemy marker than 3 inches.
void TstPatrolPhase::b19_6_4_exceptions_noRoomAndArtillery()
{
    BattlePlan p = slips();
    p.deployment << division(Player::A, QStringLiteral("d2"), {30, 8.5}) // 9 inches from A1's edge
                 << division(Player::B, QStringLiteral("e1"), {30, 31}, 180);
    QVERIFY(play(&p, placeInSight()));
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    PatrolAction widened = deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d2"));
    widened.exception = QStringLiteral("no-room");
    widened.widen = 2;
    QCOMPARE(refusal(p, widened), QStringList{QStringLiteral("PATROL_DEPLOY_TOO_FAR@/patrol/actions/6")});
    widened.widen = 3;
    QVERIFY(play(&p, {widened}));
    QCOMPARE(issueKeys(state(p).warnings), QStringList{QStringLiteral("PATROL_DEPLOY_WIDENED@/patrol/actions/6")});
    QVERIFY(play(&p, {deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e1"))})); // divisions alternate
    PatrolAction artillery = deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d3"));
    artillery.exception = QStringLiteral("artillery");
    p.deployment << division(Player::A, QStringLiteral("d3"), {45, 28}); // 14 inches from A1, far from B1
    QVERIFY(play(&p, {artillery}));
    DeployedFormation d4 = division(Player::A, QStringLiteral("d4"), {31, 28.5}); // 1 inch from B1's edge
    d4.general.clear();
    p.deployment << d4;
    artillery.division = QStringLiteral("d4");
    QCOMPARE(refusal(p, artillery), QStringList{QStringLiteral("PATROL_DEPLOY_TOO_CLOSE@/patrol/actions/9")});
    // BWN 14.6's zone does not bind a division deployed from its marker (d3, in B's half); it does bind d4, which
    // no patrol action deployed.
    const QStringList keys = issueKeys(checkPlan(m_f.ruleset(), p)->issues);
    QVERIFY(!keys.contains(QStringLiteral("FORMATION_OUTSIDE_ZONE@/deployment/2")));
    QVERIFY(keys.contains(QStringLiteral("FORMATION_OUTSIDE_ZONE@/deployment/3")));
}

// 6.4: "Generałów należy ustawić … nie bliżej odkrytego korpusu przeciwnika, niż wynosił dystans, w którym odkryły
// się znaczniki patroli."
void TstPatrolPhase::b19_6_4_generalsNoNearerThanTheRevealDistance()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeInSight())); // revealed at 12 inches (open ground)
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    // B1's marker at (30, 30): 9.5 inches from (30, 20) — nearer than 12.
    QCOMPARE(refusal(p, general(Player::A, QStringLiteral("A1"), QStringLiteral("corps"), {30, 20})),
             QStringList{QStringLiteral("PATROL_GENERAL_TOO_CLOSE@/patrol/actions/6/at")});
    QVERIFY(play(&p, {general(Player::A, QStringLiteral("A1"), QStringLiteral("corps"), {30, 17})}));
    const PatrolState s = state(p);
    QVERIFY(s.marker(QStringLiteral("A1"))->commanderPlaced);
    QVERIFY(s.marker(QStringLiteral("A1"))->removed); // the last step of 6.4: the marker leaves the table
    // A division's general behind its units is checked too.
    BattlePlan q = slips();
    q.deployment << division(Player::B, QStringLiteral("e1"), {30, 26}); // facing B's edge: its general behind it,
                                                                         // towards A1
    QVERIFY(play(&q, placeInSight()));
    QVERIFY(play(&q, showsFromNotes(state(q), q)));
    QCOMPARE(refusal(q, deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e1"))),
             QStringList{QStringLiteral("PATROL_GENERAL_TOO_CLOSE@/patrol/actions/6")});
}

// 6.4: "… a jeśli jest to pierwszy korpus, jaki gracz odkrywa na polu bitwy, to wystawia on również wodza
// naczelnego."
void TstPatrolPhase::b19_6_4_commanderInChiefWithTheFirstCorps()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeInSight()));
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    QCOMPARE(state(p).firstCorps[0], QStringLiteral("A1"));
    QVERIFY(play(&p, {general(Player::A, QStringLiteral("A1"), QStringLiteral("cinc"), {30, 16})}));
    QCOMPARE(refusal(p, general(Player::A, QStringLiteral("A1"), QStringLiteral("cinc"), {31, 16})),
             QStringList{QStringLiteral("PATROL_CINC_NOT_FIRST@/patrol/actions/7")});
    QCOMPARE(refusal(p, general(Player::A, QStringLiteral("A1"), QStringLiteral("king"), {31, 16})),
             QStringList{QStringLiteral("PATROL_GENERAL_ROLE@/patrol/actions/7/role")});
}

// 6.4: "Jeśli pod znacznikami znajdują się korpusy, to gracze wystawiają naprzemiennie po jednej dywizji,
// wchodzącej w skład tych korpusów. O kolejności decyduje gracz z inicjatywą."
void TstPatrolPhase::b19_6_4_divisionsAlternately_fromWhoShowsFirst()
{
    BattlePlan p = slips();
    p.deployment << division(Player::A, QStringLiteral("d1"), {30, 17})
                 << division(Player::A, QStringLiteral("d2"), {30, 13})
                 << division(Player::B, QStringLiteral("e1"), {30, 31}, 180)
                 << division(Player::B, QStringLiteral("e2"), {30, 35}, 180);
    QVERIFY(play(&p, placeInSight()));
    BattlePlan chosen = p; // the initiative player lets B show (and deploy) first
    PatrolAction first = simpleAction(PatrolActionKind::First, Player::A);
    first.first = Player::B;
    QVERIFY(play(&chosen, {first}));
    QVERIFY(play(&chosen, showsFromNotes(state(chosen), chosen)));
    QCOMPARE(state(chosen).deployNext, std::optional<Player>(Player::B));
    QCOMPARE(refusal(chosen, deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d1"))),
             QStringList{QStringLiteral("PATROL_DEPLOY_NOT_YOUR_TURN@/patrol/actions/7")});
    QVERIFY(play(&chosen, {deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e1"))}));
    QCOMPARE(state(chosen).deployNext, std::optional<Player>(Player::A));

    // Without a choice A starts; then one each.
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    QCOMPARE(state(p).deployNext, std::optional<Player>(Player::A));
    QVERIFY(play(&p, {deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d1"))}));
    QCOMPARE(refusal(p, deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d2"))),
             QStringList{QStringLiteral("PATROL_DEPLOY_NOT_YOUR_TURN@/patrol/actions/7")});
    QVERIFY(play(&p, {deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e1"))}));
    QCOMPARE(refusal(p, deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e2"))),
             QStringList{QStringLiteral("PATROL_DEPLOY_NOT_YOUR_TURN@/patrol/actions/8")});
    QVERIFY(play(&p, {deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d2"))}));
    // A's corps is complete once its commander stands: B deploys the rest without waiting.
    QVERIFY(play(&p, {general(Player::A, QStringLiteral("A1"), QStringLiteral("corps"), {30, 5})}));
    QVERIFY(!state(p).deployNext);
    QVERIFY(play(&p, {deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e2"))}));
}

// 6.4: "Wystawienie jednostek korpusu może doprowadzić do sytuacji, w której odkryją one oddziały spod znacznika
// patrolu przeciwnika. W takim wypadku gracz musi najpierw zakończyć rozstawianie swojego korpusu i dopiero wtedy
// swój korpus będzie rozstawiał przeciwnik."
void TstPatrolPhase::b19_6_4_deployedUnitsRevealMarkers_corpsFinishedFirst()
{
    BattlePlan p = slips();
    // A1 and B1 13.9 inches apart (edge to edge): they do not see each other; A's division d1, deployed towards
    // B1, does (its bases 11 inches from B1).
    p.deployment << division(Player::A, QStringLiteral("d1"), {36, 18})
                 << division(Player::A, QStringLiteral("d2"), {26, 16})
                 << division(Player::B, QStringLiteral("e1"), {40, 33}, 180);
    QVERIFY(play(
        &p,
        {placeAction(Player::A, QStringLiteral("A1"), {30, 18}), placeAction(Player::B, QStringLiteral("B1"), {40, 29}),
         placeAction(Player::A, QStringLiteral("A2"), {60, 5}), placeAction(Player::B, QStringLiteral("B2"), {5, 43}),
         simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A1")),
         simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B1")),
         simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A2")),
         simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B2")),
         simpleAction(PatrolActionKind::Reveal, Player::A, QStringLiteral("A1"))}));
    QVERIFY(!state(p).marker(QStringLiteral("B1"))->revealed);
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    QVERIFY(play(&p, {deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d1"))}));
    PatrolState s = state(p);
    QVERIFY2(s.marker(QStringLiteral("B1"))->revealed, "A's deployed units see B1");
    QVERIFY(s.toShow.contains(QStringLiteral("B1")));
    QCOMPARE(s.finishing, std::optional<Player>(Player::A));
    QVERIFY(play(&p, showsFromNotes(s, p))); // B shows his corps: both deploy now, but A finishes first
    QCOMPARE(state(p).deployNext, std::optional<Player>(Player::A));
    QCOMPARE(refusal(p, deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e1")))
                 .value(0)
                 .section(QLatin1Char('@'), 0, 0),
             QStringLiteral("PATROL_DEPLOY_NOT_YOUR_TURN"));
    QVERIFY(play(&p, {deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d2"))})); // a second one in a row
    QVERIFY(play(&p, {general(Player::A, QStringLiteral("A1"), QStringLiteral("corps"), {30, 5})}));
    QVERIFY(!state(p).finishing);
    QVERIFY(play(&p, {deploy(Player::B, QStringLiteral("B1"), QStringLiteral("e1"))}));
}

// 6.4: "Odkryte w ten sposób jednostki nie mogą zostać wystawione bliżej krawędzi stołu przeciwnika, niż znajdował
// się znacznik patrolu gracza."
void TstPatrolPhase::b19_6_4_voluntaryReveal_noNearerTheEnemyEdge()
{
    BattlePlan p = slips();
    p.deployment << division(Player::A, QStringLiteral("d1"), {30, 19})    // front at 19: past the marker's edge
                 << division(Player::A, QStringLiteral("d2"), {30, 18.5}); // front at 18.5: level with it
    QVERIFY(play(&p, placeApart())); // A1 at (30, 18): its edge 29.5 from B's edge
    QVERIFY(play(&p,
                 {simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A1")),
                  simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B1")),
                  simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A2")),
                  simpleAction(PatrolActionKind::Stay, Player::B, QStringLiteral("B2")),
                  simpleAction(PatrolActionKind::Reveal, Player::A, QStringLiteral("A1"))}));
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    QCOMPARE(refusal(p, deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d1"))),
             QStringList{QStringLiteral("PATROL_DEPLOY_TOWARDS_ENEMY@/patrol/actions/10")});
    QVERIFY(play(&p, {deploy(Player::A, QStringLiteral("A1"), QStringLiteral("d2"))}));
}

// 6.4: "Jeżeli wszystkie korpusy graczy zostały już ujawnione, to zdejmujemy pozostałe znaczniki patroli."
void TstPatrolPhase::b19_6_4_allCorpsShown_remainingMarkersLeave()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeInSight()));
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    const PatrolState s = state(p);
    QCOMPARE(s.stage, PatrolStage::Over);
    QVERIFY(!s.next);
    QVERIFY(s.marker(QStringLiteral("A2"))->removed);
    QVERIFY(s.marker(QStringLiteral("B2"))->removed);
    QVERIFY(!s.marker(QStringLiteral("A1"))->removed); // until its corps commander is placed
    QCOMPARE(refusal(p, moveAction(Player::A, QStringLiteral("A2"), {{60, 8}})),
             QStringList{QStringLiteral("PATROL_WRONG_STAGE@/patrol/actions/6")});
}

// 6.5 and its example: A1 did not move (any order); B1 moved this turn and was revealed: DEFENCE.
void TstPatrolPhase::b19_6_5_movedMarkerCorpsGetsDefence_stationaryAnyOrder()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeApart()));
    QVERIFY(play(&p,
                 {simpleAction(PatrolActionKind::Stay, Player::A, QStringLiteral("A1")),
                  moveAction(Player::B, QStringLiteral("B1"), {{30, 28}})}));
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    const PatrolState s = state(p);
    QCOMPARE(s.marker(QStringLiteral("B1"))->forcedOrder(m_f.rules()), QStringLiteral("defence"));
    QCOMPARE(s.marker(QStringLiteral("A1"))->forcedOrder(m_f.rules()), QString());
    const QMap<QString, QString> orders = forcedOrders(m_f.rules(), s);
    QCOMPARE(orders.value(QStringLiteral("B1")), QStringLiteral("defence"));
    QCOMPARE(orders.value(QStringLiteral("A1")), QString());
    const QJsonObject status = patrolStatusJson(m_f.table(p), s, p, std::nullopt, QStringLiteral("en"));
    QCOMPARE(status.value(QStringLiteral("markers")).toArray().at(2).toObject().value(QStringLiteral("order")),
             QJsonValue(QStringLiteral("defence")));
}

// Hidden information: nothing of B's slip in a copy exported for A, in A's status or in the log, until B shows it.
void TstPatrolPhase::b19_6_secrets_nothingOfBsSlipReachesA()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeInSight()));
    const auto bytesFor = [&](const BattlePlan &plan) {
        const BattlePlan copy = exportFor(plan, Player::A);
        QByteArray out = QJsonDocument(planToJson(copy)).toJson();
        const PatrolState s = state(copy);
        out += QJsonDocument(patrolStatusJson(m_f.table(copy), s, copy, Player::A, QStringLiteral("en"))).toJson();
        out += QJsonDocument(patrolStatusJson(m_f.table(copy), s, copy, Player::A, QStringLiteral("pl"))).toJson();
        // A's view of the umpire's full plan as well.
        out += QJsonDocument(patrolStatusJson(m_f.table(plan), state(plan), plan, Player::A, QStringLiteral("en")))
                   .toJson();
        return out;
    };
    QByteArray bytes = bytesFor(p);
    QVERIFY(!bytes.contains("csa-3"));
    QVERIFY(!bytes.contains("Longstreet"));
    QVERIFY(bytes.contains("Reynolds")); // his own slip he sees
    // Every event of the log, in both languages.
    for (const PatrolEvent &e : state(p).events) {
        QVERIFY(!e.text.get(QStringLiteral("en")).contains(QStringLiteral("Longstreet")));
        QVERIFY(!e.text.get(QStringLiteral("pl")).contains(QStringLiteral("Longstreet")));
    }
    // B's export does not carry A's slip either.
    const QByteArray forB = QJsonDocument(planToJson(exportFor(p, Player::B))).toJson();
    QVERIFY(!forB.contains("Reynolds"));
    QVERIFY(!forB.contains("us-1"));
    // Once B shows B1, its content is public.
    QVERIFY(play(&p, showsFromNotes(state(p), p)));
    bytes = bytesFor(p);
    QVERIFY(bytes.contains("Longstreet"));
    // An export for A replays the same phase without B's slip.
    const BattlePlan copy = exportFor(p, Player::A);
    QCOMPARE(state(copy).stage, state(p).stage);
    QCOMPARE(state(copy).marker(QStringLiteral("B1"))->corps, QStringLiteral("csa-3"));
}

// The phase is the action list: undo drops the last action; a saved and reloaded plan replays to the same state.
void TstPatrolPhase::b19_6_replay_undoAndSaveRoundTrip()
{
    BattlePlan p = slips();
    QVERIFY(play(&p, placeApart()));
    QVERIFY(play(&p, {moveAction(Player::A, QStringLiteral("A1"), {{30, 14}, {33, 18}})}));
    QCOMPARE(state(p).marker(QStringLiteral("A1"))->at, QPointF(33, 18));
    const BattlePlan undone = undoPatrolAction(p);
    QCOMPARE(undone.patrol->actions.size(), 4);
    QCOMPARE(state(undone).marker(QStringLiteral("A1"))->at, QPointF(30, 18));
    QCOMPARE(state(undone).next, std::optional<Player>(Player::A));
    LoadError error;
    const auto back = planFromJson(planToJson(p), QStringLiteral("round.json"), &error);
    QVERIFY2(back, qPrintable(error.toLine()));
    QCOMPARE(*back, p);
    QCOMPARE(state(*back).marker(QStringLiteral("A1"))->at, QPointF(33, 18));
    QCOMPARE(state(*back).applied, 5);
}

// bwn plan check: each patrol rule its own code and section; a broken saved action is named by its pointer.
void TstPatrolPhase::b19_6_planCheck_eachRuleItsCodeAndSection()
{
    BattlePlan p = slips();
    p.notes.b->patrolAssignments << PatrolAssignment{QStringLiteral("B2"), QStringLiteral("csa-3"), QString()};
    p.patrol = PatrolLog();
    p.patrol->actions << placeAction(Player::A, QStringLiteral("A1"), {30, 18})
                      << placeAction(Player::B, QStringLiteral("B1"), {30, 18.5}); // outside B's zone
    const auto report = checkPlan(m_f.ruleset(), p);
    QVERIFY(report);
    QStringList patrol;
    for (const Issue &i : report->issues)
        if (i.code.startsWith(QLatin1String("PATROL_")))
            patrol << i.code + QLatin1Char('@') + i.path + QLatin1Char(' ') + i.section;
    QCOMPARE(patrol,
             (QStringList{
                 QStringLiteral("PATROL_CORPS_TWICE@/notes/B/patrolAssignments/1/corps B19 6.1"),
                 QStringLiteral("PATROL_TOO_MANY_CORPS@/notes/B/patrolAssignments B19 6.1"),
                 QStringLiteral("PATROL_OUTSIDE_ZONE@/patrol/actions/1/at B19 6.1"),
                 QStringLiteral("PATROL_TOO_CLOSE@/patrol/actions/1/at B19 6.1"),
             }));
    QVERIFY(!report->valid());
    // Every code is listed once with a B19 6 section.
    QSet<QString> codes;
    for (const auto &[code, section] : patrolIssueCodes()) {
        QVERIFY(code.startsWith(QLatin1String("PATROL_")));
        QVERIFY(section.startsWith(QLatin1String("B19 6")));
        QVERIFY(!codes.contains(code));
        codes.insert(code);
    }
    QVERIFY(planCheckNames().contains(QStringLiteral("patrol")));
}

void TstPatrolPhase::b19_6_planCheck_rulesetWithoutPatrol()
{
    BattlePlan p = emptyPlan();
    const auto plain = checkPlan(m_f.ruleset(), p);
    QVERIFY(plain);
    for (const Issue &i : plain->issues)
        QVERIFY(!i.code.startsWith(QLatin1String("PATROL_")));
    LoadError error;
    DataSet bundled;
    QVERIFY(bundled.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error));
    p.patrol = PatrolLog();
    const auto report = checkPlan(*bundled.ruleset(QStringLiteral("bwn-4.0")), p);
    QCOMPARE(issueKeys(report->issues).filter(QStringLiteral("PATROL")),
             QStringList{QStringLiteral("PATROL_NO_RULES@/patrol")});
}

QTEST_MAIN(TstPatrolPhase)
#include "tst_patrolphase.moc"
