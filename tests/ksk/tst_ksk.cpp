// SPDX-License-Identifier: GPL-3.0-or-later
// The KSK rules engine, one test per rule, named by the book's chapter and rule (KSK III.25 -> ksk_III_25_…).
#include "foundation/document.h"
#include "foundation/jsonschema.h"
#include "kskfixture.h"

#include <QJsonDocument>

using namespace kskfixture;

namespace {

const QString kRaglanFar = QStringLiteral("0424");

// Plays the rest of the stage: the cups and initiative when due, then every activation by the fixture's policy.
void finishStage(const Scenario &s, GameState &st, std::uint64_t seed)
{
    SeededDice dice(seed);
    if (st.segment == Segment::Command) {
        Action cups = act(ActionType::Cups);
        QVERIFY(apply(s, st, cups, dice).ok);
    }
    for (int i = 0; i < 400 && !st.stageOver(); ++i) {
        Action a = nextActivationStep(s, st);
        const ApplyResult r = apply(s, st, a, dice);
        QVERIFY2(r.ok, qPrintable(r.issue ? r.issue->code + QLatin1Char(' ') + r.issue->message.get() : QString()));
    }
    QVERIFY(st.stageOver());
}

void nextStage(const Scenario &s, GameState &st, std::uint64_t seed)
{
    finishStage(s, st, seed);
    QVERIFY(must(s, st, act(ActionType::StageBegin)).ok);
}

// Stage 1's activation segment with side A holding the initiative (dice 9 and 1).
GameState activationWithA(const Scenario &s)
{
    GameState st = atStageOne(s);
    must(s, st, act(ActionType::Cups), {9, 1});
    return st;
}

// Stage 1, side A holding the initiative, `f` (one of A's) picked and under `order`.
GameState activeUnder(const Scenario &s, const QString &f, const Order &order)
{
    GameState st = activationWithA(s);
    st.diagrams[f].order = order;
    must(s, st, act(ActionType::Pick, Side::A, f));
    return st;
}

// A move recorded with the hexes it gained along the axis (a detour, III.27).
Action moveGaining(const QString &f, const QString &hex, int gained)
{
    Action a = moveTo(f, hex);
    a.hexes = gained;
    return a;
}

} // namespace

class TestKsk : public QObject {
    Q_OBJECT
private slots:
    // ---- The scenario --------------------------------------------------------------------------------------------

    void ksk_scenario_demoIsValidAndLabelledDemo()
    {
        const Scenario s = demo();
        QVERIFY(s.demo);
        QCOMPARE(s.id, QStringLiteral("demo-alma-1854"));
        QCOMPARE(s.commanderInChief(Side::A).id, QStringLiteral("raglan"));
        QCOMPARE(s.commanderInChief(Side::B).id, QStringLiteral("menshikov"));
        QVERIFY(s.commander(QStringLiteral("kiryakov")) && s.commander(QStringLiteral("gorchakov")));
        QVERIFY(s.commander(QStringLiteral("st-arnaud")));
        LoadError error;
        const auto raw = readJsonFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/ksk/demo-alma-1854.json"), &error);
        const auto schema = readJsonFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/ksk/ksk-scenario.schema.json"), &error);
        QVERIFY(raw && schema);
        const auto violations = validateJsonSchema(*raw, *schema);
        QVERIFY2(violations.isEmpty(),
                 qPrintable(violations.value(0).pointer + QLatin1Char(' ') + violations.value(0).message));
        // Written back, it reads the same.
        const auto again = scenarioFromJson(scenarioToJson(s), QStringLiteral("again"), &error);
        QVERIFY(again);
        QCOMPARE(scenarioToJson(*again), scenarioToJson(s));
    }

    void ksk_scenario_badHexNamesFileAndPointer()
    {
        QJsonObject raw = scenarioToJson(demo());
        QJsonArray sides = raw[QStringLiteral("sides")].toArray();
        QJsonObject a = sides[0].toObject();
        QJsonArray formations = a[QStringLiteral("formations")].toArray();
        QJsonObject f = formations[1].toObject();
        f[QStringLiteral("hex")] = QStringLiteral("9999");
        formations[1] = f;
        a[QStringLiteral("formations")] = formations;
        sides[0] = a;
        raw[QStringLiteral("sides")] = sides;
        LoadError error;
        QVERIFY(!scenarioFromJson(raw, QStringLiteral("mine.json"), &error));
        QCOMPARE(error.pointer, QStringLiteral("/sides/0/formations/1/hex"));
        QVERIFY(error.toLine(QStringLiteral("en")).startsWith(QStringLiteral("mine.json")));
    }

    // ---- Command diagrams (III.19-III.33) ------------------------------------------------------------------------

    // The booklet's diagram example: "A", an axis, and the distance 2 (hexes to go towards the map edge).
    void ksk_III_22_bookletDiagramExample_attackAxisTwoHexes()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        const QString f = QStringLiteral("light-division");
        const QString start = st.hexes[f];
        st.diagrams[f].order = Order{OrderKind::Attack, 2, 2};
        QCOMPARE(orderLetter(st.diagrams[f].order.kind), QStringLiteral("A"));
        QVERIFY(must(s, st, act(ActionType::Pick, Side::A, f)).ok);
        // One hex up (direction 2 lies on the arms of wedges 1 and 2): 1 left (III.24).
        QVERIFY(must(s, st, moveTo(f, away(s, start, 2, 1))).ok);
        QCOMPARE(st.diagrams[f].order.kind, OrderKind::Attack);
        QCOMPARE(st.diagrams[f].order.distance, 1);
        // The commander's own hex is not counted (III.22): the second hex completes it.
        QVERIFY(must(s, st, moveTo(f, away(s, start, 2, 2))).ok);
        QCOMPARE(st.diagrams[f].order.kind, OrderKind::Defence);
    }

    void ksk_III_25_distanceDoneDefenceAtOnce()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        const QString f = QStringLiteral("light-division");
        st.diagrams[f].order = Order{OrderKind::Attack, 2, 3};
        must(s, st, act(ActionType::Pick, Side::A, f));
        // Three hexes at once: more would break III.19 (never more than the distance).
        QCOMPARE(tryApply(s, st, moveTo(f, away(s, st.hexes[f], 2, 4))).issue->code,
                 QStringLiteral("MOVE_BEYOND_DISTANCE"));
        QVERIFY(must(s, st, moveTo(f, away(s, st.hexes[f], 2, 3))).ok);
        const CommandDiagram &d = st.diagrams[f];
        QCOMPARE(d.order.kind, OrderKind::Defence);
        QCOMPARE(d.history.last().path, OrderPath::Completed);
        QCOMPARE(d.history.last().stage, 1);
        // And Defence holds the hex (III.19.2).
        QCOMPARE(tryApply(s, st, moveTo(f, away(s, st.hexes[f], 2, 1))).issue->code, QStringLiteral("MOVE_IN_DEFENCE"));
    }

    void ksk_III_20_moveOffTheAxisRefusedUnlessADetour()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        const QString f = QStringLiteral("light-division");
        st.diagrams[f].order = Order{OrderKind::Attack, 1, 5};
        must(s, st, act(ActionType::Pick, Side::A, f));
        const ApplyResult r = tryApply(s, st, moveTo(f, away(s, st.hexes[f], 4, 1)));
        QCOMPARE(r.issue->code, QStringLiteral("MOVE_OFF_AXIS"));
        QCOMPARE(r.issue->section, QStringLiteral("KSK III.20"));
        Action detour = moveTo(f, away(s, st.hexes[f], 4, 1));
        detour.hexes = 0; // III.27: nothing gained until he moves towards the edge again
        QVERIFY(must(s, st, detour).ok);
        QCOMPARE(st.diagrams[f].order.distance, 5);
    }

    // III.5: "Każdy dowódca posiada 10 punktów ruchu i za każdy heks na który się przemieszcza płaci 1 punkt ruchu":
    // the moves of a stage add up, detours included.
    void ksk_III_5_movementPointsAddUpOverTheStage()
    {
        const Scenario s = demo();
        const QString f = QStringLiteral("light-division");
        GameState st = activeUnder(s, f, Order{OrderKind::Attack, 1, 6});
        const QString start = st.hexes[f];
        QVERIFY(must(s, st, moveGaining(f, away(s, start, 4, 4), 0)).ok);
        QVERIFY(must(s, st, moveGaining(f, away(s, start, 1, 2), 0)).ok); // six hexes back: ten points spent
        const ApplyResult r = tryApply(s, st, moveTo(f, away(s, st.hexes[f], 1, 1)));
        QCOMPARE(r.issue->code, QStringLiteral("MOVE_TOO_FAR"));
        QCOMPARE(r.issue->section, QStringLiteral("KSK III.5"));
        QCOMPARE(st.diagrams[f].order.distance, 6);

        // The commander-in-chief in the command segment: 6 and then 5 hexes is 11.
        GameState cmd = atStageOne(s);
        const QString raglan = QStringLiteral("raglan");
        Action m = act(ActionType::Move);
        m.commander = raglan;
        m.hex = away(s, cmd.hexes[raglan], 2, 6);
        QVERIFY(must(s, cmd, m).ok);
        m.hex = away(s, cmd.hexes[raglan], 2, 5);
        QCOMPARE(tryApply(s, cmd, m).issue->code, QStringLiteral("MOVE_TOO_FAR"));
        m.hex = away(s, cmd.hexes[raglan], 5, 4);
        QVERIFY(must(s, cmd, m).ok);
        // A new stage, new points.
        finishStage(s, cmd, 11);
        QVERIFY(must(s, cmd, act(ActionType::StageBegin)).ok);
        m.hex = away(s, cmd.hexes[raglan], 2, 10);
        QVERIFY(must(s, cmd, m).ok);
    }

    // III.24: "Po przesunięciu dowódcy dywizji należy w diagramie dowodzenia wpisać stosowna liczbę heksów pozostałą
    // do przebycia (odjąć liczbę przebytych heksów)": never more than the hexes moved.
    void ksk_III_24_neverGainsMoreThanTheHexesMoved()
    {
        const Scenario s = demo();
        const QString f = QStringLiteral("light-division");
        GameState st = activeUnder(s, f, Order{OrderKind::Attack, 1, 15});
        const QString back = away(s, st.hexes[f], 4, 1);
        const ApplyResult r = tryApply(s, st, moveGaining(f, back, 5));
        QCOMPARE(r.issue->code, QStringLiteral("MOVE_GAINED_MORE"));
        QCOMPARE(r.issue->section, QStringLiteral("KSK III.24"));
        QCOMPARE(st.diagrams[f].order.distance, 15);
        QVERIFY(must(s, st, moveGaining(f, back, 0)).ok);
        QCOMPARE(st.diagrams[f].order.distance, 15);
        // Three hexes, two of them nearer the edge.
        QVERIFY(must(s, st, moveGaining(f, away(s, st.hexes[f], 1, 3), 2)).ok);
        QCOMPARE(st.diagrams[f].order.distance, 13);
    }

    // III.29: "może zmienić dystans tylko na taki, który w momencie wydawania rozkazu pozwala dojść na heks widziany
    // przez tego dowódcę"; the program holds every distance to the map (no hex beyond it can be seen or reached).
    void ksk_III_29_distanceEndsOnTheMap()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        const QString f = QStringLiteral("british-1st-division");
        st.hexes[f] = away(s, st.hexes[QStringLiteral("raglan")], 2, 2);
        const hex::Axial at = *hex::fromNumber(s.grid, st.hexes[f]);
        const int farthest = hex::farthestInWedge(s.grid, at, 1);
        QVERIFY(farthest > 3 && farthest < 60);
        ApplyResult r = tryApply(s, st, changeOrder(f, Order{OrderKind::Attack, 1, 999}));
        QCOMPARE(r.issue->code, QStringLiteral("ORDER_OFF_MAP"));
        QCOMPARE(r.issue->section, QStringLiteral("KSK III.22"));
        QCOMPARE(tryApply(s, st, changeOrder(f, Order{OrderKind::Attack, 1, farthest + 1})).issue->code,
                 QStringLiteral("ORDER_OFF_MAP"));
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Attack, 1, farthest})).ok);
        // His own change (III.48) is held to it under III.29.
        GameState act1 = activationWithA(s);
        const QString light = QStringLiteral("light-division");
        must(s, act1, act(ActionType::Pick, Side::A, light));
        r = tryApply(s, act1, changeOrder(light, Order{OrderKind::Attack, 2, 999}, OrderPath::Independence), {1});
        QCOMPARE(r.issue->code, QStringLiteral("ORDER_OFF_MAP"));
        QCOMPARE(r.issue->section, QStringLiteral("KSK III.29"));
        QVERIFY(!act1.independenceTried); // refused before the die: the test is still his
    }

    void ksk_III_30_attackNeverTowardsHisOwnHex()
    {
        QCOMPARE(checkOrderShape(Order{OrderKind::Attack, 0, 0})->code, QStringLiteral("ORDER_OWN_HEX"));
        QCOMPARE(checkOrderShape(Order{OrderKind::ForcedMarch, 3, 0})->section, QStringLiteral("KSK III.30"));
        QVERIFY(!checkOrderShape(Order{OrderKind::Defence, 0, 0}));
        QVERIFY(!checkOrderShape(Order{OrderKind::Attack, 5, 1}));
        const Scenario s = demo();
        GameState st = atStageOne(s);
        QCOMPARE(
            tryApply(s, st, changeOrder(QStringLiteral("light-division"), Order{OrderKind::Attack, 1, 0})).issue->code,
            QStringLiteral("ORDER_OWN_HEX"));
    }

    void ksk_III_28_ownChangeNeverForcedMarch()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        const QString f = QStringLiteral("light-division");
        must(s, st, act(ActionType::Pick, Side::A, f));
        const ApplyResult r =
            tryApply(s, st, changeOrder(f, Order{OrderKind::ForcedMarch, 1, 4}, OrderPath::Independence), {1});
        QCOMPARE(r.issue->code, QStringLiteral("ORDER_OWN_FORCED_MARCH"));
        QCOMPARE(r.issue->section, QStringLiteral("KSK III.28"));
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Attack, 1, 4}, OrderPath::Independence), {1}).ok);
    }

    void ksk_III_48_independenceTestAtOrBelowRating()
    {
        const Scenario s = demo();
        const QString f = QStringLiteral("light-division");
        const int rating = s.formation(f)->rating;
        for (const int die : {rating, rating + 1}) {
            GameState st = activationWithA(s);
            must(s, st, act(ActionType::Pick, Side::A, f));
            const Order before = st.diagrams[f].order;
            Action a = changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::Independence);
            const ApplyResult r = must(s, st, a, {die});
            QVERIFY(r.ok);
            QCOMPARE(st.diagrams[f].order, (die <= rating ? Order{OrderKind::Defence, 0, 0} : before));
            // One test, at the start of his activation.
            QCOMPARE(tryApply(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::Independence), {1})
                         .issue->code,
                     QStringLiteral("ORDER_NO_PATH"));
        }
        // Not in another division's activation.
        GameState st = activationWithA(s);
        must(s, st, act(ActionType::Pick, Side::A, QStringLiteral("british-1st-division")));
        QVERIFY(!tryApply(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::Independence), {1}).ok);
    }

    void ksk_III_31_defenceAnyTimeWhenOverHalfDisordered()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        const QString f = QStringLiteral("light-division"); // 8 units
        Action d = act(ActionType::Disorder, std::nullopt, f);
        d.count = 4; // half is not "more than half"
        must(s, st, d);
        QVERIFY(!tryApply(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::Disorder)).ok);
        d.count = 5;
        must(s, st, d);
        QCOMPARE(tryApply(s, st, changeOrder(f, Order{OrderKind::Attack, 1, 2}, OrderPath::Disorder)).issue->code,
                 QStringLiteral("ORDER_DISORDER_DEFENCE"));
        // In the middle of the opponent's turn, without a die: no dice given and none used.
        Action a = changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::Disorder);
        QVERIFY(must(s, st, a).ok);
        QCOMPARE(st.diagrams[f].history.last().path, OrderPath::Disorder);
    }

    // III.31: "dowódca może w każdym momencie gry zmienić rozkaz na rozkaz OBRONA (bez użycia gońca i wykonania
    // 1K10)": the change to Defence takes this way by default, wherever the C-in-C is.
    void ksk_III_31_freeDefenceIsTheDefaultWay()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        st.hexes[QStringLiteral("raglan")] = kRaglanFar;
        const QString f = QStringLiteral("light-division"); // 8 units, far from Raglan: a courier otherwise
        st.hexes[f] = away(s, kRaglanFar, 1, 15);
        Action d = act(ActionType::Disorder, std::nullopt, f);
        d.count = 5;
        must(s, st, d);
        QCOMPARE(orderPaths(s, st, f).value(0).path, OrderPath::Disorder);
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0})).ok);
        QCOMPARE(st.diagrams[f].history.last().path, OrderPath::Disorder);
        QCOMPARE(st.courier(Side::A, 1)->state, CourierState::Ready);
        // Any other order still goes the usual way (here a courier).
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Attack, 1, 3})).ok);
        QCOMPARE(st.courier(Side::A, 1)->state, CourierState::Riding);
        // At the start of his own activation: no independence test, no die.
        GameState a = activationWithA(s);
        must(s, a, d);
        must(s, a, act(ActionType::Pick, Side::A, f));
        Action change = changeOrder(f, Order{OrderKind::Defence, 0, 0});
        QVERIFY(must(s, a, change).ok);
        QCOMPARE(a.diagrams[f].history.last().path, OrderPath::Disorder);
        QVERIFY(!a.independenceTried);
    }

    void ksk_III_33_everyChangeKeptWithItsStage()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        const QString f = QStringLiteral("british-1st-division");
        st.hexes[f] = away(s, st.hexes[QStringLiteral("raglan")], 2, 2);
        must(s, st, changeOrder(f, Order{OrderKind::Attack, 1, 3}));
        must(s, st, changeOrder(f, Order{OrderKind::Attack, 2, 4}));
        const QList<DiagramEntry> &h = st.diagrams[f].history;
        QCOMPARE(h.size(), 3);
        QCOMPARE(h[0].path, OrderPath::Start);
        QCOMPARE(h[1].stage, 1);
        QCOMPARE(h[2].order, (Order{OrderKind::Attack, 2, 4}));
    }

    // ---- Ranges and couriers (III.34-III.47) ---------------------------------------------------------------------

    void ksk_III_38_insideCommanderInChiefsRangeNoCourier()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        const QString f = QStringLiteral("british-1st-division");
        st.hexes[f] = away(s, st.hexes[QStringLiteral("raglan")], 2, s.rules.rangeCommanderInChief);
        const QList<PathAdvice> paths = orderPaths(s, st, f);
        QCOMPARE(paths.first().path, OrderPath::CommanderInChief);
        QVERIFY(paths.first().allowed);
        Action a = changeOrder(f, Order{OrderKind::Attack, 1, 3});
        QVERIFY(must(s, st, a).ok);
        QCOMPARE(st.diagrams[f].history.last().path, OrderPath::CommanderInChief);
        for (const Courier &k : st.couriers)
            QCOMPARE(k.state, CourierState::Ready);
        // Outside the range (4 hexes) that way is closed.
        st.hexes[f] = away(s, st.hexes[QStringLiteral("raglan")], 2, s.rules.rangeCommanderInChief + 1);
        QVERIFY(!tryApply(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::CommanderInChief)).ok);
    }

    void ksk_III_42_fourToTenHexesChangedAtOnceCourierParked()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        const QString f = QStringLiteral("british-1st-division");
        st.hexes[f] = away(s, st.hexes[QStringLiteral("raglan")], 2, 7);
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Attack, 1, 3})).ok);
        QCOMPARE(st.diagrams[f].history.last().path, OrderPath::CourierParked);
        QCOMPARE(st.diagrams[f].history.last().courier, 1);
        const Courier *k = st.courier(Side::A, 1);
        QCOMPARE(k->state, CourierState::Parked);
        QCOMPARE(k->returnStage, 2);
        nextStage(s, st, 42);
        QCOMPARE(st.courier(Side::A, 1)->state, CourierState::Ready); // III.41: usable in the next stage
    }

    void ksk_III_40_courierRidesTenHexesAStageArrivalComputed()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        st.hexes[QStringLiteral("raglan")] = kRaglanFar;
        const QString f = QStringLiteral("light-division");
        st.hexes[f] = away(s, kRaglanFar, 1, 25);
        const Order carried{OrderKind::Attack, 1, 5};
        const ApplyResult r = must(s, st, changeOrder(f, carried));
        QVERIFY(r.ok);
        const Courier *k = st.courier(Side::A, 1);
        QCOMPARE(k->state, CourierState::Riding);
        QCOMPARE(k->arrivalStage, 3);
        QCOMPARE(hex::distance(*hex::fromNumber(s.grid, kRaglanFar), *hex::fromNumber(s.grid, k->hex)), 10);
        QCOMPARE(st.diagrams[f].courierInbound, 1);
        QVERIFY(st.diagrams[f].order != carried); // not yet
        nextStage(s, st, 1);
        QCOMPARE(
            hex::distance(*hex::fromNumber(s.grid, kRaglanFar), *hex::fromNumber(s.grid, st.courier(Side::A, 1)->hex)),
            20);
        nextStage(s, st, 2);
        QCOMPARE(st.stage, 3);
        QCOMPARE(st.diagrams[f].order, carried);
        QCOMPARE(st.diagrams[f].history.last().path, OrderPath::Courier);
        QCOMPARE(st.diagrams[f].history.last().stage, 3);
        // III.41-42: back on the stage track for the next stage.
        QCOMPARE(st.courier(Side::A, 1)->state, CourierState::Parked);
        QCOMPARE(st.courier(Side::A, 1)->returnStage, 4);
    }

    void ksk_III_43_arrivalChangesTheOrderEvenIfHeChangedHisOwn()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        st.hexes[QStringLiteral("raglan")] = kRaglanFar;
        const QString f = QStringLiteral("light-division");
        st.hexes[f] = away(s, kRaglanFar, 1, 15);
        const Order carried{OrderKind::Attack, 1, 4};
        QVERIFY(must(s, st, changeOrder(f, carried)).ok);
        must(s, st, act(ActionType::Cups), {9, 1});
        must(s, st, act(ActionType::Pick, Side::A, f));
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::Independence), {1}).ok);
        QCOMPARE(st.diagrams[f].order.kind, OrderKind::Defence);
        nextStage(s, st, 7);
        QCOMPARE(st.diagrams[f].order, carried);
    }

    void ksk_III_45_throughTheWingCommanderTwoMore()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        st.hexes[QStringLiteral("raglan")] = kRaglanFar;
        const QString french = QStringLiteral("french-2nd-division"); // under Saint-Arnaud
        st.hexes[QStringLiteral("st-arnaud")] = away(s, kRaglanFar, 1, 9);
        st.hexes[french] = away(s, kRaglanFar, 1, 20);
        QCOMPARE(courierArrivalStage(s, st, QStringLiteral("raglan"), french, QString()), 2);
        QCOMPARE(courierArrivalStage(s, st, QStringLiteral("raglan"), french, QStringLiteral("st-arnaud")), 3);
        QVERIFY(must(s, st, changeOrder(french, Order{OrderKind::Attack, 1, 3})).ok);
        const Courier *k = st.courier(Side::A, 1);
        QCOMPARE(k->arrivalStage, 3);
        QCOMPARE(k->hex, st.hexes[QStringLiteral("st-arnaud")]); // waiting there to spend the 2 points
    }

    void ksk_III_46_corpsCommanderRelaysWithoutCourier()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        const QString raglan = st.hexes[QStringLiteral("raglan")];
        const QString f = QStringLiteral("french-1st-division");
        st.hexes[QStringLiteral("st-arnaud")] = away(s, raglan, 2, 3);
        st.hexes[f] = away(s, raglan, 2, 9); // 6 from Saint-Arnaud, 9 from Raglan
        QCOMPARE(orderPaths(s, st, f).value(0).allowed, false);
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Attack, 2, 2})).ok);
        QCOMPARE(st.diagrams[f].history.last().path, OrderPath::CorpsRelay);
        // Saint-Arnaud himself out of Raglan's range: no relay.
        st.hexes[QStringLiteral("st-arnaud")] = away(s, raglan, 2, 4);
        QVERIFY(!tryApply(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::CorpsRelay)).ok);
    }

    void ksk_III_47_corpsCommandersOwnAttempt()
    {
        const Scenario s = demo();
        const QString f = QStringLiteral("french-1st-division");
        const int rating = s.commander(QStringLiteral("st-arnaud"))->rating;
        for (const int die : {rating, rating + 1}) {
            GameState st = atStageOne(s);
            st.hexes[QStringLiteral("st-arnaud")] = away(s, st.hexes[f], 2, 6);
            const Order before = st.diagrams[f].order;
            QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::CorpsAttempt), {die}).ok);
            QCOMPARE(st.diagrams[f].order, (die <= rating ? Order{OrderKind::Defence, 0, 0} : before));
        }
        GameState st = atStageOne(s);
        st.hexes[QStringLiteral("st-arnaud")] = away(s, st.hexes[f], 2, 7);
        QVERIFY(!tryApply(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::CorpsAttempt), {1}).ok);
    }

    // III.47: "Wynik wyższy oznacza brak zmiany": one attempt per subordinate in a command phase.
    void ksk_III_47_oneAttemptPerCommandPhase()
    {
        const Scenario s = demo();
        const QString f = QStringLiteral("french-1st-division");
        const int rating = s.commander(QStringLiteral("st-arnaud"))->rating;
        GameState st = atStageOne(s);
        st.hexes[QStringLiteral("st-arnaud")] = away(s, st.hexes[f], 2, 6);
        const Order before = st.diagrams[f].order;
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::CorpsAttempt), {rating + 1}).ok);
        QCOMPARE(st.diagrams[f].order, before);
        const ApplyResult again =
            tryApply(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::CorpsAttempt), {0});
        QCOMPARE(again.issue->code, QStringLiteral("ORDER_NO_PATH"));
        QVERIFY(again.issue->message.get(QStringLiteral("en")).contains(QStringLiteral("already tried")));
        QCOMPARE(st.diagrams[f].order, before);
        // Another division of his may still be tried, and the next command phase brings a new attempt.
        const QString other = QStringLiteral("french-3rd-division");
        st.hexes[other] = away(s, st.hexes[QStringLiteral("st-arnaud")], 4, 2);
        QVERIFY(must(s, st, changeOrder(other, Order{OrderKind::Defence, 0, 0}, OrderPath::CorpsAttempt), {0}).ok);
        finishStage(s, st, 5);
        QVERIFY(must(s, st, act(ActionType::StageBegin)).ok);
        st.hexes[QStringLiteral("st-arnaud")] = away(s, st.hexes[f], 2, 6);
        QVERIFY(must(s, st, changeOrder(f, Order{OrderKind::Defence, 0, 0}, OrderPath::CorpsAttempt), {0}).ok);
        QCOMPARE(st.diagrams[f].order.kind, OrderKind::Defence);
    }

    // III.19: under Attack "dowódca ... musi w ciągu etapu ... zbliżyć się do krawędzi mapy o minimum o jeden" heks;
    // the end of the activation says so to his side only (the order is secret), since III.26 allows being held up.
    void ksk_III_19_atLeastOneHexSaidAtTheEndOfTheActivation()
    {
        const Scenario s = demo();
        const QString f = QStringLiteral("light-division"); // Attack 1 6 at the start
        auto warned = [](const QList<Event> &events) -> const Event * {
            for (const Event &e : events)
                if (e.text.get(QStringLiteral("en")).contains(QStringLiteral("III.19")))
                    return &e;
            return nullptr;
        };
        GameState st = activationWithA(s);
        must(s, st, act(ActionType::Pick, Side::A, f));
        QVERIFY(!warned(st.events));
        const ApplyResult passed = must(s, st, act(ActionType::Pass, Side::A));
        const Event *w = warned(passed.events);
        QVERIFY(w);
        QCOMPARE(w->only, std::optional<Side>(Side::A));
        QVERIFY(w->text.get(QStringLiteral("pl")).contains(QStringLiteral("ani o jeden heks")));
        // One hex nearer: nothing to say.
        GameState moved = activationWithA(s);
        must(s, moved, act(ActionType::Pick, Side::A, f));
        QVERIFY(must(s, moved, moveTo(f, away(s, moved.hexes[f], 2, 1))).ok);
        QVERIFY(!warned(must(s, moved, act(ActionType::Pass, Side::A)).events));
        // Defence never moves: nothing to say.
        GameState held = activationWithA(s);
        const QString def = QStringLiteral("british-1st-division");
        must(s, held, act(ActionType::Pick, Side::A, def));
        QVERIFY(!warned(must(s, held, act(ActionType::Pass, Side::A)).events));
    }

    void ksk_III_44_1_cavalryTakesALoneCourierOnNine()
    {
        const Scenario s = demo();
        for (const int die : {9, 8}) {
            GameState st = atStageOne(s);
            st.hexes[QStringLiteral("raglan")] = kRaglanFar;
            const QString f = QStringLiteral("light-division");
            st.hexes[f] = away(s, kRaglanFar, 1, 25);
            must(s, st, changeOrder(f, Order{OrderKind::Attack, 1, 5}));
            Action a = act(ActionType::Intercept, Side::A);
            a.courierNumber = 1;
            QVERIFY(must(s, st, a, {die}).ok);
            const Courier *k = st.courier(Side::A, 1);
            if (die == 9) {
                QCOMPARE(k->state, CourierState::Parked);
                QCOMPARE(k->returnStage, 1 + s.rules.interceptionDelayStages);
                QCOMPARE(st.diagrams[f].courierInbound, 0);
            } else {
                QCOMPARE(k->state, CourierState::Riding);
            }
        }
    }

    // ---- The stage and its cups (II.3-II.16) ---------------------------------------------------------------------

    void ksk_II_6_blanksPadTheSmallerCup()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        must(s, st, act(ActionType::Cups), {5, 5});
        const int a = s.setup(Side::A).formations.size(), b = s.setup(Side::B).formations.size();
        QCOMPARE(st.cups.activeCount(Side::A), a);
        QCOMPARE(st.cups.activeCount(Side::B), b);
        QCOMPARE(st.cups.blanks[int(Side::B)], a - b);
        QCOMPARE(st.cups.blanks[int(Side::A)], 0);
        QCOMPARE(st.cups.size(Side::A), st.cups.size(Side::B));
        QCOMPARE(st.cups.active[int(Side::A)].value(QStringLiteral("french")), 5);
    }

    void ksk_II_8_initiativeDifferenceAndScenarioModifier()
    {
        const Scenario s = demo();
        const int diff = s.setup(Side::A).formations.size() - s.setup(Side::B).formations.size();
        const int modA = s.setup(Side::A).initiativeModifier;
        GameState st = atStageOne(s);
        // B rolls 9, A rolls 4: 4 + difference + modifier against 9.
        QVERIFY(must(s, st, act(ActionType::Cups), {4, 9}).ok);
        QCOMPARE(st.initiative->totals[0], 4 + diff + modA);
        QCOMPARE(st.initiative->totals[1], 9);
        QCOMPARE(st.initiative->winner, 4 + diff + modA > 9 ? Side::A : Side::B);
        QVERIFY(st.turn.mayPick);
        // A tie is rolled again.
        GameState tie = atStageOne(s);
        QVERIFY(must(s, tie, act(ActionType::Cups), {1, 1 + diff + modA, 1, 9}).ok);
        QCOMPARE(tie.initiative->rerolls, 1);
        QCOMPARE(tie.initiative->winner, Side::B);
    }

    void ksk_II_8_winnerPicksFirstThenTheOtherDraws()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        QCOMPARE(tryApply(s, st, act(ActionType::Draw, Side::A)).issue->code, QStringLiteral("DRAW_NOT_NOW"));
        QCOMPARE(tryApply(s, st, act(ActionType::Pick, Side::B, QStringLiteral("russian-reserve"))).issue->code,
                 QStringLiteral("NOT_YOUR_TURN"));
        QVERIFY(must(s, st, act(ActionType::Pick, Side::A, QStringLiteral("light-division"))).ok);
        Action draw = act(ActionType::Draw, Side::B);
        draw.marker = QStringLiteral("russian");
        QVERIFY(must(s, st, draw).ok); // ends A's turn: the opponent draws
        QCOMPARE(st.turn.pendingMarker, QStringLiteral("russian"));
        QVERIFY(must(s, st, act(ActionType::Activate, Side::B, QStringLiteral("hussar-brigade"))).ok);
        QCOMPARE(st.activeFormation, QStringLiteral("hussar-brigade"));
    }

    void ksk_II_10_keepTheInitiativeAtOrBelowRating()
    {
        const Scenario s = demo();
        const QString second = QStringLiteral("british-2nd-division");
        const int rating = s.formation(second)->rating;
        GameState st = activationWithA(s);
        must(s, st, act(ActionType::Pick, Side::A, QStringLiteral("light-division")));
        QVERIFY(must(s, st, act(ActionType::Keep, Side::A, second), {rating}).ok);
        QCOMPARE(st.activeFormation, second);
        GameState failed = activationWithA(s);
        must(s, failed, act(ActionType::Pick, Side::A, QStringLiteral("light-division")));
        QVERIFY(must(s, failed, act(ActionType::Keep, Side::A, second), {rating + 1}).ok);
        QVERIFY(!failed.activated.contains(second));
        // A failure is an automatic activation for the opponent: he picks.
        QCOMPARE(failed.turn.side, Side::B);
        QVERIFY(failed.turn.mayPick);
    }

    void ksk_II_11_courierGivesMinusOneWithinThreeHexes()
    {
        const Scenario s = demo();
        const QString second = QStringLiteral("british-2nd-division");
        const int rating = s.formation(second)->rating;
        GameState st = activationWithA(s);
        st.hexes[second] = away(s, st.hexes[QStringLiteral("raglan")], 2, 3);
        must(s, st, act(ActionType::Pick, Side::A, QStringLiteral("light-division")));
        Action keep = act(ActionType::Keep, Side::A, second);
        keep.courier = true;
        QVERIFY(must(s, st, keep, {rating + 1}).ok); // rating + 1 - 1 = rating: kept
        QVERIFY(st.activated.contains(second));
        QCOMPARE(st.courier(Side::A, 1)->state, CourierState::Parked);
        QCOMPARE(st.courier(Side::A, 1)->returnStage, 2);
        // Four hexes away the commander-in-chief cannot help.
        GameState far = activationWithA(s);
        far.hexes[second] = away(s, far.hexes[QStringLiteral("raglan")], 2, 4);
        must(s, far, act(ActionType::Pick, Side::A, QStringLiteral("light-division")));
        QCOMPARE(tryApply(s, far, keep, {1}).issue->code, QStringLiteral("KEEP_COURIER_RANGE"));
    }

    void ksk_II_12_keepAfterABlankCountsAsSecond()
    {
        const Scenario s = demo();
        GameState st = atStageOne(s);
        must(s, st, act(ActionType::Cups), {0, 9}); // B (5 markers + 6 blanks) picks first
        QCOMPARE(st.initiative->winner, Side::B);
        must(s, st, act(ActionType::Pick, Side::B, QStringLiteral("russian-reserve")));
        Action draw = act(ActionType::Draw, Side::A);
        draw.marker = QStringLiteral("british");
        must(s, st, draw);
        must(s, st, act(ActionType::Activate, Side::A, QStringLiteral("light-division")));
        Action blank = act(ActionType::Draw, Side::B);
        blank.marker = QStringLiteral("blank");
        QVERIFY(must(s, st, blank).ok);
        QVERIFY(st.turn.blankDrawn);
        const QString f = QStringLiteral("hussar-brigade");
        QVERIFY(must(s, st, act(ActionType::Keep, Side::B, f), {1}).ok);
        QVERIFY(st.activated.contains(f));
        // That was the second: no third.
        QCOMPARE(tryApply(s, st, act(ActionType::Keep, Side::B, QStringLiteral("minsk-regiment")), {1}).issue->code,
                 QStringLiteral("TWO_IN_A_ROW"));
    }

    void ksk_II_6_theFormationNamesItsSide()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        QVERIFY(must(s, st, act(ActionType::Pick, std::nullopt, QStringLiteral("light-division"))).ok);
        QCOMPARE(st.activeFormation, QStringLiteral("light-division"));
        QCOMPARE(tryApply(s, st, act(ActionType::Pass)).issue->code, QStringLiteral("SIDE_MISSING"));
    }

    void ksk_II_13_yieldLetsTheOpponentPick()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        QCOMPARE(tryApply(s, st, act(ActionType::Yield, Side::B)).issue->code, QStringLiteral("NOT_YOUR_TURN"));
        QVERIFY(must(s, st, act(ActionType::Yield, Side::A)).ok);
        QCOMPARE(st.turn.side, Side::B);
        QVERIFY(st.turn.mayPick);
        QVERIFY(must(s, st, act(ActionType::Pick, Side::B, QStringLiteral("minsk-regiment"))).ok);
        QVERIFY(st.turn.mayKeep); // after which he may try to keep the initiative
    }

    void ksk_II_14_atMostTwoActivationsInARow()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        must(s, st, act(ActionType::Pick, Side::A, QStringLiteral("light-division")));
        QVERIFY(must(s, st, act(ActionType::Keep, Side::A, QStringLiteral("british-2nd-division")), {1}).ok);
        const ApplyResult third =
            tryApply(s, st, act(ActionType::Keep, Side::A, QStringLiteral("british-1st-division")), {1});
        QCOMPARE(third.issue->code, QStringLiteral("TWO_IN_A_ROW"));
        QCOMPARE(third.issue->section, QStringLiteral("KSK II.14"));
        QVERIFY(must(s, st, act(ActionType::Draw, Side::B), {1}).ok); // the opponent's turn
    }

    void ksk_II_15_eachDivisionOncePerStage()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        const QString f = QStringLiteral("light-division");
        must(s, st, act(ActionType::Pick, Side::A, f));
        const ApplyResult again = tryApply(s, st, act(ActionType::Keep, Side::A, f), {1});
        QCOMPARE(again.issue->code, QStringLiteral("ACTIVATED_TWICE"));
        QCOMPARE(again.issue->section, QStringLiteral("KSK II.15"));
        // A whole stage: every formation exactly once, then the next stage may begin.
        finishStage(s, st, 3);
        QCOMPARE(st.activated.size(), s.setup(Side::A).formations.size() + s.setup(Side::B).formations.size());
        QVERIFY(must(s, st, act(ActionType::StageBegin)).ok);
        QVERIFY(st.activated.isEmpty());
    }

    void ksk_II_4_stageBeginsOnlyAfterTheLastActivation()
    {
        const Scenario s = demo();
        GameState st = activationWithA(s);
        QCOMPARE(tryApply(s, st, act(ActionType::StageBegin)).issue->code, QStringLiteral("STAGE_NOT_OVER"));
        GameState cmd = atStageOne(s);
        QCOMPARE(tryApply(s, cmd, act(ActionType::StageBegin)).issue->code, QStringLiteral("STAGE_CUPS_FIRST"));
    }

    // ---- The document: a whole demo stage from a seed, replayed from its log --------------------------------------

    void ksk_replay_demoStageFromSeedReplaysFromLog()
    {
        GameDocument g = newGame(demo(), 1854);
        GameState live = initialState(g.scenario);
        auto play = [&](Action a) {
            const auto dice = nextDice(g, live, a, std::nullopt);
            const ApplyResult r = apply(g.scenario, live, a, *dice);
            QVERIFY2(r.ok, qPrintable(r.issue ? r.issue->code : QString()));
            g.log.append(a);
        };
        play(act(ActionType::StageBegin));
        Action order = changeOrder(QStringLiteral("light-division"), Order{OrderKind::Attack, 1, 4});
        play(order);
        play(act(ActionType::Cups));
        for (int i = 0; i < 400 && !live.stageOver(); ++i)
            play(nextActivationStep(g.scenario, live));
        QVERIFY(live.stageOver());
        QCOMPARE(live.activated.size(), 16);

        // Saved and read back, the log replays to the same state.
        LoadError error;
        const auto back = gameFromJson(gameToJson(g), QStringLiteral("game.json"), &error);
        QVERIFY2(back, qPrintable(error.toLine()));
        const ReplayResult r = replay(*back);
        QVERIFY2(r.ok,
                 qPrintable(r.issue ? r.issue->path + QLatin1Char(' ') + r.issue->code + QLatin1Char(' ')
                                    + r.issue->message.get()
                                    : QString()));
        QCOMPARE(stateForSide(back->scenario, r.state, std::nullopt), stateForSide(g.scenario, live, std::nullopt));
        // The same seed gives the same dice for the same roll.
        {
            GameDocument again = newGame(demo(), 1854);
            GameState start = initialState(again.scenario);
            Action cups = act(ActionType::Cups);
            QCOMPARE(nextDice(again, start, cups, std::nullopt)->rollFace({10, 0}),
                     nextDice(g, start, cups, std::nullopt)->rollFace({10, 0}));
        }

        // A die added or off the die is caught at its action.
        GameDocument extra = *back;
        const int cupsAt = 2;
        extra.log[cupsAt].dice.append(4);
        const ReplayResult bad = replay(extra);
        QVERIFY(!bad.ok);
        QCOMPARE(bad.failedAt, cupsAt);
        QCOMPARE(bad.issue->path, QStringLiteral("/log/2"));
        GameDocument off = *back;
        off.log[cupsAt].dice[0] = 11;
        QCOMPARE(replay(off).issue->code, QStringLiteral("DICE_CHANGED"));
        QCOMPARE(replay(off).issue->path, QStringLiteral("/log/2/dice/0"));
        // Undo is the log without its last action.
        GameDocument undone = *back;
        undone.log.removeLast();
        QVERIFY(replay(undone).ok);
        QVERIFY(!replay(undone).state.stageOver());
    }

    void ksk_game_schemaAcceptsASavedGame()
    {
        GameDocument g = newGame(demo(), 7);
        GameState st = initialState(g.scenario);
        for (Action a : {act(ActionType::StageBegin), act(ActionType::Cups)}) {
            const auto dice = nextDice(g, st, a, std::nullopt);
            QVERIFY(apply(g.scenario, st, a, *dice).ok);
            g.log.append(a);
        }
        LoadError error;
        const auto schema = readJsonFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/ksk/ksk-game.schema.json"), &error);
        QVERIFY(schema);
        const auto violations = validateJsonSchema(gameToJson(g), *schema);
        QVERIFY2(violations.isEmpty(),
                 qPrintable(violations.value(0).pointer + QLatin1Char(' ') + violations.value(0).message));
    }

    // ---- The die (I.15) and the program's dice -------------------------------------------------------------------

    // I.15: the d10 is numbered 0–9 and "0" is zero, not ten: the best result of a test against a rating, the worst
    // of the initiative roll. A typed 10 is not on the die.
    void ksk_I_15_d10ReadsZeroToNine()
    {
        Scenario s = demo();
        const QString second = QStringLiteral("british-2nd-division");
        for (Formation &f : s.sides[0].formations)
            if (f.id == second)
                f.rating = 9;
        // A rating-9 commander keeps the initiative on every face of the book's die.
        for (int face = 0; face <= 9; ++face) {
            GameState st = activationWithA(s);
            must(s, st, act(ActionType::Pick, Side::A, QStringLiteral("light-division")));
            QVERIFY(must(s, st, act(ActionType::Keep, Side::A, second), {face}).ok);
            QCOMPARE(st.activeFormation, second);
        }
        GameState st = activationWithA(s);
        must(s, st, act(ActionType::Pick, Side::A, QStringLiteral("light-division")));
        const ApplyResult ten = tryApply(s, st, act(ActionType::Keep, Side::A, second), {10});
        QVERIFY(!ten.ok);
        QVERIFY2(ten.issue->message.get(QStringLiteral("en")).contains(QStringLiteral("d10 (0–9)")),
                 qPrintable(ten.issue->message.get(QStringLiteral("en"))));
        // The program's dice show 0 and never 10.
        QList<bool> seen(11, false);
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            GameDocument g = newGame(demo(), qint64(seed));
            GameState at = atStageOne(g.scenario);
            Action cups = act(ActionType::Cups);
            const auto dice = nextDice(g, at, cups, std::nullopt);
            QVERIFY(apply(g.scenario, at, cups, *dice).ok);
            for (int v : cups.dice)
                seen[v] = true;
        }
        QVERIFY(seen[0]);
        QVERIFY(seen[9]);
        QVERIFY(!seen[10]);
    }

    // The program's die for a roll depends on the seed and on what it is rolled for, not on how many unrelated
    // actions came before it: an order given first (no die) leaves the initiative dice as they were.
    void ksk_I_15_programDiceCannotBeSteeredByOtherActions()
    {
        auto initiativeDice = [](bool orderFirst) {
            GameDocument g = newGame(demo(), 99);
            GameState st = initialState(g.scenario);
            auto play = [&](Action a) {
                const auto dice = nextDice(g, st, a, std::nullopt);
                const ApplyResult r = apply(g.scenario, st, a, *dice);
                g.log.append(a);
                return r.ok;
            };
            play(act(ActionType::StageBegin));
            if (orderFirst) {
                Action near = changeOrder(QStringLiteral("russian-reserve"), Order{OrderKind::Attack, 4, 7});
                play(near);
                play(act(ActionType::Disorder, Side::B, QStringLiteral("russian-reserve")));
            }
            Action cups = act(ActionType::Cups);
            play(cups);
            return g.log.last().dice;
        };
        const QList<int> quiet = initiativeDice(false);
        QVERIFY(!quiet.isEmpty());
        QCOMPARE(initiativeDice(true), quiet);
    }

    // Every load replays the log and rolls every program die again: no single die of a played game can be changed to
    // another face and still load (before, a third of such edits "replayed within the rules").
    void ksk_I_15_everyEditedProgramDieIsRefused()
    {
        GameDocument g = newGame(demo(), 1854);
        GameState live = initialState(g.scenario);
        auto play = [&](Action a) {
            const auto dice = nextDice(g, live, a, std::nullopt);
            QVERIFY(apply(g.scenario, live, a, *dice).ok);
            g.log.append(a);
        };
        play(act(ActionType::StageBegin));
        play(act(ActionType::Cups));
        for (int i = 0; i < 400 && !live.stageOver(); ++i)
            play(nextActivationStep(g.scenario, live));
        QVERIFY(replay(g).ok);
        int edits = 0, accepted = 0;
        for (qsizetype i = 0; i < g.log.size(); ++i)
            for (qsizetype d = 0; d < g.log[i].dice.size(); ++d)
                for (int face = 0; face <= 9; ++face) {
                    if (face == g.log[i].dice[d])
                        continue;
                    GameDocument edited = g;
                    edited.log[i].dice[d] = face;
                    ++edits;
                    const ReplayResult r = replay(edited);
                    if (r.ok)
                        ++accepted;
                    else
                        QCOMPARE(r.failedAt, int(i));
                }
        QVERIFY(edits > 50);
        QCOMPARE(accepted, 0);
        // A program die relabelled as the players' in a game without a seed is not the program's either.
        GameDocument noSeed = g;
        noSeed.seed.reset();
        QCOMPARE(replay(noSeed).issue->code, QStringLiteral("DICE_NO_SEED"));
    }

    // A game saved before version 2 opens: its actions replay as they were played (the d10 read 1–10, its dice as
    // recorded), and what is played after reads the book's die.
    void ksk_I_15_versionOneGameOpensAndReplaysAsPlayed()
    {
        const Scenario s = demo();
        const int diff = s.setup(Side::A).formations.size() - s.setup(Side::B).formations.size();
        const int modA = s.setup(Side::A).initiativeModifier;
        QJsonObject v1 = gameToJson(newGame(s, 3));
        v1.insert(QStringLiteral("version"), 1);
        QJsonArray log;
        log.append(QJsonObject{{QStringLiteral("action"), QStringLiteral("stageBegin")}});
        // B's die read 10 then: the best roll.
        log.append(QJsonObject{{QStringLiteral("action"), QStringLiteral("cups")},
                               {QStringLiteral("dice"), QJsonArray{1, 10}}});
        v1.insert(QStringLiteral("log"), log);
        LoadError error;
        auto g = gameFromJson(v1, QStringLiteral("old.ksk.json"), &error);
        QVERIFY2(g, qPrintable(error.toLine()));
        QCOMPARE(g->legacyActions, 2);
        ReplayResult r = replay(*g);
        QVERIFY2(r.ok, qPrintable(r.issue ? r.issue->message.get() : QString()));
        QCOMPARE(r.state.initiative->totals[1], 10);
        QCOMPARE(r.state.initiative->totals[0], 1 + diff + modA);
        // Saved again: version 2, the old actions still marked.
        const QJsonObject saved = gameToJson(*g);
        QCOMPARE(saved.value(QStringLiteral("version")).toInt(), 2);
        QCOMPARE(saved.value(QStringLiteral("legacyActions")).toInt(), 2);
        // A die the players type now is read 0–9.
        Action pick = act(ActionType::Pick, r.state.initiativeSide,
                          r.state.initiativeSide == Side::B ? QStringLiteral("russian-reserve")
                                                            : QStringLiteral("light-division"));
        QVERIFY(apply(g->scenario, r.state, pick, *nextDice(*g, r.state, pick, QList<int>{})).ok);
    }

    // ---- Hidden information -------------------------------------------------------------------------------------

    void ksk_II_3_ordersAreSecret_otherSidesExportLeavesThemOut()
    {
        GameDocument g = newGame(demo(), 5);
        GameState st = initialState(g.scenario);
        const QString secret = QStringLiteral("SECRET-TELEGRAPH-HILL");
        auto play = [&](Action a) {
            const auto dice = nextDice(g, st, a, std::nullopt);
            QVERIFY(apply(g.scenario, st, a, *dice).ok);
            g.log.append(a);
        };
        play(act(ActionType::StageBegin));
        // B: the reserve next to Menshikov (III.38), and a courier far away with a note.
        Action near = changeOrder(QStringLiteral("russian-reserve"), Order{OrderKind::Attack, 4, 7});
        near.note = Text::translated(secret, secret);
        play(near);
        st.hexes[QStringLiteral("hussar-brigade")] = away(g.scenario, st.hexes[QStringLiteral("menshikov")], 5, 14);
        // (a state edit, not an action: the courier test needs distance; the views are built from the state)
        Action far = changeOrder(QStringLiteral("hussar-brigade"), Order{OrderKind::Attack, 5, 9});
        far.note = Text::translated(secret + QStringLiteral("-COURIER"), secret + QStringLiteral("-COURIER"));
        {
            const auto dice = nextDice(g, st, far, std::nullopt);
            QVERIFY(apply(g.scenario, st, far, *dice).ok);
        }
        QCOMPARE(st.courier(Side::B, 1)->state, CourierState::Riding);

        const QByteArray forA = QJsonDocument(stateForSide(g.scenario, st, Side::A)).toJson();
        const QByteArray forB = QJsonDocument(stateForSide(g.scenario, st, Side::B)).toJson();
        const QByteArray umpire = QJsonDocument(stateForSide(g.scenario, st, std::nullopt)).toJson();
        QVERIFY(!forA.contains(secret.toUtf8()));
        QVERIFY(!forA.contains("\"target\""));
        QVERIFY(!forA.contains("\"formation\": \"russian-reserve\""));
        QVERIFY(forB.contains(secret.toUtf8()));
        QVERIFY(forB.contains((secret + QStringLiteral("-COURIER")).toUtf8()));
        QVERIFY(umpire.contains(secret.toUtf8()));
        // The courier himself lies on the table: A sees where, not what he carries.
        QVERIFY(forA.contains("\"state\": \"riding\""));

        const QByteArray logForA = QJsonDocument(gameForSide(g, Side::A)).toJson();
        QVERIFY(!logForA.contains(secret.toUtf8()));
        QVERIFY(!logForA.contains("\"seed\""));
        QVERIFY(logForA.contains("\"hidden\": true"));
        QVERIFY(QJsonDocument(gameForSide(g, Side::B)).toJson().contains(secret.toUtf8()));
    }
};

QTEST_APPLESS_MAIN(TestKsk)
#include "tst_ksk.moc"
