// Commander draws (BWN 13.4, 13.3, 13.2, 6.7) and initiative (BWN 14.2) with program and physical dice.
#include "datastamp.h"
#include "draws.h"
#include "initiative.h"
#include "jsonschema.h"
#include "rosterbuilder.h"
#include "rosterfile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace sztab;
using namespace sztab::test;

namespace {

struct Drawn {
    std::optional<DrawResult> result;
    DrawError error;
};

Drawn drawWith(const Roster &r, DiceSource &dice)
{
    LoadError le;
    const auto bound = bindRoster(r, testData(), QStringLiteral("test"), &le);
    if (!bound)
        qFatal("does not bind: %s", qPrintable(le.toLine()));
    Drawn d;
    d.result = drawCommanders(*bound, dice, &d.error);
    return d;
}

const General *general(const QString &id)
{
    return testData().catalogue(QStringLiteral("test-1813"))->general(id);
}

Roster twoDivisions()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    return r;
}

} // namespace

class TstDraws : public QObject {
    Q_OBJECT
private slots:
    void bwn13_4_everyCommanderFromHisPoolAndRole();
    void bwn13_4_noGeneralTwice_overThousandsOfSeeds();
    void bwn13_4_everyEligibleGeneralIsDrawnSometimes();
    void bwn13_4_sameSeedSameDraw();
    void bwn13_4_drawnAgainWhenAlreadyInTheArmy_physicalDice();
    void bwn13_4_mixedDivisionUsesThePlayersPool();
    void bwn13_4_exhaustedPoolIsAnErrorNotALoop();
    void bwn13_4_singleDivisionCorpsNeedsNoGeneral();
    void bwn13_3_redrawSecondDrawBinds();
    void bwn13_3_extraGeneralFromTheChosenPool();
    void bwn13_2_historicalGeneralWithoutDraw();
    void bwn13_2_historicalCorpsCommanderWithoutDraw();
    void bwn6_7_replacementAvoidsTheArmy();
    void physicalDiceRunningOutIsAnError();
    void drawnRosterValidates_demoRosters();
    void bwn14_2_initiativeTiesRerolled();
    void bwn14_2_initiativeWithSeedsIsFair();
    void bwn13_3_seizeAndArtilleryDelay();
};

void TstDraws::bwn13_4_everyCommanderFromHisPoolAndRole()
{
    SeededDice dice(1);
    const Drawn d = drawWith(twoDivisions(), dice);
    QVERIFY(d.result);
    const Roster &r = d.result->roster;
    QVERIFY(general(*r.commanderInChief.general)->roles.contains(QStringLiteral("commander-in-chief")));
    QCOMPARE(general(*r.divisions[0].general)->arm, Arm::Infantry);
    QCOMPARE(general(*r.divisions[1].general)->arm, Arm::Cavalry);
    QVERIFY(general(*r.divisions[1].general)->roles.contains(QStringLiteral("division")));
    QCOMPARE(d.result->entries.size(), 3);
    QCOMPARE(r.draws->size(), 3); // the log is in the roster
}

void TstDraws::bwn13_4_noGeneralTwice_overThousandsOfSeeds()
{
    Roster r = emptyRoster();
    for (int i = 0; i < 3; ++i)
        addDivision(r, {"line"});
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    r.corps = QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d4")}),
                                 makeCorps(QStringLiteral("c2"), std::nullopt, {QStringLiteral("d2"), QStringLiteral("d3"), QStringLiteral("d5")})};
    for (quint64 seed = 0; seed < 3000; ++seed) {
        SeededDice dice(seed);
        const Drawn d = drawWith(r, dice);
        QVERIFY2(d.result, qPrintable(d.error.message));
        QSet<QString> seen;
        QStringList all{*d.result->roster.commanderInChief.general};
        for (const RosterCorps &c : *d.result->roster.corps)
            all << *c.commander;
        for (const Division &div : d.result->roster.divisions)
            all << *div.general;
        for (const QString &g : all) {
            QVERIFY2(!seen.contains(g), qPrintable(QStringLiteral("seed %1: %2 twice").arg(seed).arg(g)));
            seen.insert(g);
        }
        QVERIFY(general(*d.result->roster.corps->at(0).commander)->roles.contains(QStringLiteral("corps")));
    }
}

void TstDraws::bwn13_4_everyEligibleGeneralIsDrawnSometimes()
{
    QSet<QString> cincs, infantry, cavalry;
    for (quint64 seed = 0; seed < 2000; ++seed) {
        SeededDice dice(seed);
        const Drawn d = drawWith(twoDivisions(), dice);
        cincs.insert(*d.result->roster.commanderInChief.general);
        infantry.insert(*d.result->roster.divisions[0].general);
        cavalry.insert(*d.result->roster.divisions[1].general);
    }
    QCOMPARE(cincs, (QSet<QString>{QStringLiteral("cinc-a"), QStringLiteral("cinc-b")}));
    QCOMPARE(infantry, (QSet<QString>{QStringLiteral("div-inf-1"), QStringLiteral("div-inf-2"), QStringLiteral("div-inf-3"), QStringLiteral("div-inf-4")}));
    QCOMPARE(cavalry, (QSet<QString>{QStringLiteral("corps-b"), QStringLiteral("div-cav-1"), QStringLiteral("div-cav-2")}));
}

void TstDraws::bwn13_4_sameSeedSameDraw()
{
    SeededDice a(77), b(77);
    const Drawn da = drawWith(twoDivisions(), a);
    const Drawn db = drawWith(twoDivisions(), b);
    QCOMPARE(da.result->roster, db.result->roster);
    QCOMPARE(a.history(), b.history());
}

// Candidates are listed in catalogue order and a roll of K takes the K-th: corps candidates are
// [cinc-b, corps-a, corps-b]; cavalry division generals [corps-b, div-cav-1, div-cav-2].
void TstDraws::bwn13_4_drawnAgainWhenAlreadyInTheArmy_physicalDice()
{
    Roster r = emptyRoster();
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    addDivision(r, {"line"});
    r.corps = QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")})};
    PhysicalDice dice({1, 3, 1, 2, 4}); // cinc-a; corps-b; corps-b again -> roll again: div-cav-1; div-inf-4
    const Drawn d = drawWith(r, dice);
    QVERIFY2(d.result, qPrintable(d.error.message));
    QCOMPARE(*d.result->roster.commanderInChief.general, QStringLiteral("cinc-a"));
    QCOMPARE(*d.result->roster.corps->at(0).commander, QStringLiteral("corps-b"));
    QCOMPARE(*d.result->roster.divisions[0].general, QStringLiteral("div-cav-1"));
    QCOMPARE(*d.result->roster.divisions[1].general, QStringLiteral("div-inf-4"));
    const DrawEntry &cav = d.result->entries[2];
    QCOMPARE(cav.target, QStringLiteral("/divisions/0/general"));
    QCOMPARE(cav.rolls, (QList<int>{1, 2}));
    QCOMPARE(cav.candidates, (QStringList{QStringLiteral("corps-b"), QStringLiteral("div-cav-1"), QStringLiteral("div-cav-2")}));
}

void TstDraws::bwn13_4_mixedDivisionUsesThePlayersPool()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "hussars"}, DivisionArm::Mixed);
    SeededDice dice(3);
    Drawn d = drawWith(r, dice);
    QVERIFY(!d.result);
    QCOMPARE(d.error.pointer, QStringLiteral("/divisions/0/pool"));
    r.divisions[0].pool = Arm::Cavalry;
    for (quint64 seed = 0; seed < 200; ++seed) {
        SeededDice s(seed);
        d = drawWith(r, s);
        QCOMPARE(general(*d.result->roster.divisions[0].general)->arm, Arm::Cavalry);
    }
}

void TstDraws::bwn13_4_exhaustedPoolIsAnErrorNotALoop()
{
    Roster r = emptyRoster();
    for (int i = 0; i < 4; ++i) // three cavalry division generals in the catalogue
        addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    SeededDice dice(5);
    const Drawn d = drawWith(r, dice);
    QVERIFY(!d.result);
    QCOMPARE(d.error.pointer, QStringLiteral("/divisions/3/general"));
    QVERIFY(d.error.message.contains(QStringLiteral("no division general left")));
}

void TstDraws::bwn13_4_singleDivisionCorpsNeedsNoGeneral()
{
    Roster r = emptyRoster();
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    r.corps = QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1")})};
    SeededDice dice(11);
    const Drawn d = drawWith(r, dice);
    QVERIFY(d.result);
    QVERIFY(!d.result->roster.divisions[0].general);
    QVERIFY(d.result->roster.corps->at(0).commander);
    QVERIFY(check(d.result->roster).issues.isEmpty());
}

void TstDraws::bwn13_3_redrawSecondDrawBinds()
{
    Roster r = twoDivisions();
    RosterUpgrade redraw = upgrade("redraw");
    redraw.target = QStringLiteral("d1");
    r.upgrades << redraw;
    for (quint64 seed = 0; seed < 500; ++seed) {
        SeededDice dice(seed);
        const Drawn d = drawWith(r, dice);
        QVERIFY(d.result);
        QList<DrawEntry> forD1;
        for (const DrawEntry &e : d.result->entries)
            if (e.target == QLatin1String("/divisions/0/general"))
                forD1 << e;
        QCOMPARE(forD1.size(), 2);
        QCOMPARE(forD1[1].how, QStringLiteral("redraw"));
        QVERIFY(forD1[0].general != forD1[1].general); // the same general again is drawn again
        QCOMPARE(*d.result->roster.divisions[0].general, forD1[1].general);
    }
}

void TstDraws::bwn13_3_extraGeneralFromTheChosenPool()
{
    Roster r = twoDivisions();
    RosterUpgrade extra = upgrade("extra-general");
    extra.arm = Arm::Cavalry;
    r.upgrades << extra;
    SeededDice dice(21);
    const Drawn d = drawWith(r, dice);
    QVERIFY(d.result);
    const auto &g = d.result->roster.upgrades[0].general;
    QVERIFY(g);
    QCOMPARE(general(*g)->arm, Arm::Cavalry);
    QVERIFY(*g != *d.result->roster.divisions[1].general);
}

void TstDraws::bwn13_2_historicalGeneralWithoutDraw()
{
    Roster r = emptyRoster();
    Division &div = addDivision(r, {"line", "light", "hussars"});
    div.historical = QStringLiteral("hist-div");
    PhysicalDice dice({1}); // only the commander-in-chief is drawn
    Drawn d = drawWith(r, dice);
    QVERIFY2(d.result, qPrintable(d.error.message));
    QCOMPARE(*d.result->roster.divisions[0].general, QStringLiteral("div-inf-1"));
    QCOMPARE(d.result->entries[0].how, QStringLiteral("historical"));
    QVERIFY(d.result->entries[0].rolls.isEmpty());
    QVERIFY(check(d.result->roster).valid());

    r.divisions[0].regiments.removeAt(1); // no longer the whole historical division: drawn like the others
    PhysicalDice more({1, 2});
    d = drawWith(r, more);
    QCOMPARE(*d.result->roster.divisions[0].general, QStringLiteral("div-inf-2"));
}

void TstDraws::bwn13_2_historicalCorpsCommanderWithoutDraw()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"line", "light"});
    d.historical = QStringLiteral("hist-div");
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    RosterCorps c = makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")});
    c.historical = QStringLiteral("hist-corps");
    r.corps = QList<RosterCorps>{c};
    PhysicalDice dice({1, 2}); // the commander-in-chief, then d2's cavalry general: no die for the historical ones
    const Drawn drawn = drawWith(r, dice);
    QVERIFY2(drawn.result, qPrintable(drawn.error.message));
    QCOMPARE(*drawn.result->roster.corps->at(0).commander, QStringLiteral("corps-a"));
    QCOMPARE(*drawn.result->roster.divisions[0].general, QStringLiteral("div-inf-1"));
    QCOMPARE(*drawn.result->roster.divisions[1].general, QStringLiteral("div-cav-1"));
    QCOMPARE(dice.used(), 2);
    QVERIFY(check(drawn.result->roster).issues.isEmpty());

    r.divisions[0].regiments.removeLast(); // no longer whole: the corps commander is drawn
    PhysicalDice more({1, 2, 1, 2});
    const Drawn partial = drawWith(r, more);
    QVERIFY(partial.result);
    QCOMPARE(partial.result->entries.first().how, QStringLiteral("draw"));
}

void TstDraws::bwn6_7_replacementAvoidsTheArmy()
{
    const Roster r = twoDivisions();
    LoadError le;
    const auto bound = bindRoster(r, testData(), QStringLiteral("test"), &le);
    QVERIFY(bound);
    for (quint64 seed = 0; seed < 200; ++seed) {
        SeededDice dice(seed);
        DrawError err;
        const auto e = drawReplacement(*bound, QStringLiteral("division"), Arm::Infantry,
                                       {QStringLiteral("div-inf-1"), QStringLiteral("div-inf-2")}, dice, &err);
        QVERIFY(e);
        QVERIFY(e->general == QLatin1String("div-inf-3") || e->general == QLatin1String("div-inf-4"));
    }
}

void TstDraws::physicalDiceRunningOutIsAnError()
{
    PhysicalDice dice({1});
    const Drawn d = drawWith(twoDivisions(), dice);
    QVERIFY(!d.result);
    QCOMPARE(d.error.pointer, QStringLiteral("/divisions/0/general"));
    QVERIFY(d.error.message.contains(QStringLiteral("more dice")));
}

// Done criterion of the setup issue: a drawn demo roster is legal, whatever the seed.
void TstDraws::drawnRosterValidates_demoRosters()
{
    DataSet data;
    LoadError le;
    QVERIFY(data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &le));
    const QDir dir(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters"));
    const QStringList files = dir.entryList({QStringLiteral("*.bwroster")});
    QVERIFY(files.size() >= 2);
    for (const QString &name : files) {
        const auto roster = loadRosterFile(dir.filePath(name), &le);
        QVERIFY2(roster, qPrintable(le.toLine()));
        const auto bound = bindRoster(*roster, data, name, &le);
        QVERIFY(bound);
        for (quint64 seed = 0; seed < 300; ++seed) {
            SeededDice dice(seed);
            DrawError err;
            const auto drawn = drawCommanders(*bound, dice, &err);
            QVERIFY2(drawn, qPrintable(err.message));
            const auto rebound = bindRoster(drawn->roster, data, name, &le);
            QVERIFY(rebound);
            const ValidationReport rep = validateRoster(*rebound);
            QVERIFY2(rep.issues.isEmpty(), qPrintable(QStringLiteral("%1 seed %2: %3").arg(name).arg(seed).arg(rep.issues.value(0).code)));
            if (seed == 0) { // what `bwn draw` writes is a roster of the published format
                QFile schemaFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/schema/roster.schema.json"));
                QVERIFY(schemaFile.open(QIODevice::ReadOnly));
                Roster stamped = drawn->roster; // as `bwn draw` saves it: with what it was made with
                stamped.madeWith = stampOf(*rebound);
                const auto violations = validateJsonSchema(rosterToJson(stamped), QJsonDocument::fromJson(schemaFile.readAll()).object());
                QVERIFY2(violations.isEmpty(), qPrintable(violations.value(0).pointer + QStringLiteral(": ") + violations.value(0).message));
            }
        }
    }
}

void TstDraws::bwn14_2_initiativeTiesRerolled()
{
    const PregameRules rules = pregameRules(*testData().ruleset(QStringLiteral("bwn-4.0")));
    QCOMPARE(rules.initiativeDie, 6);
    PhysicalDice dice({3, 4, 5, 2}); // 3+1 = 4+0: tie; then 5+1 > 2+0
    QString error;
    const auto r = rollInitiative(rules, 1, 0, 0, 0, dice, &error);
    QVERIFY(r);
    QCOMPARE(r->rounds.size(), 2);
    QCOMPARE(r->winner, QLatin1Char('A'));
    PhysicalDice bonus({1, 3}); // 1 + 0 + 2 (initial initiative) = 3 against 3 + 0: tie, needs more dice
    QVERIFY(!rollInitiative(rules, 0, 0, 2, 0, bonus, &error));
    QVERIFY(error.contains(QStringLiteral("more dice")));
}

void TstDraws::bwn14_2_initiativeWithSeedsIsFair()
{
    const PregameRules rules = pregameRules(*testData().ruleset(QStringLiteral("bwn-4.0")));
    int winsA = 0;
    const int n = 6000;
    for (int seed = 0; seed < n; ++seed) {
        SeededDice dice{quint64(seed)};
        QString error;
        const auto r = rollInitiative(rules, 0, 0, 0, 0, dice, &error);
        QVERIFY(r);
        for (int i = 0; i + 1 < r->rounds.size(); ++i)
            QCOMPARE(r->rounds[i].totalA, r->rounds[i].totalB); // only ties are rerolled
        winsA += r->winner == QLatin1Char('A');
    }
    QVERIFY2(winsA > n * 0.46 && winsA < n * 0.54, qPrintable(QString::number(winsA)));
}

void TstDraws::bwn13_3_seizeAndArtilleryDelay()
{
    const PregameRules rules = pregameRules(*testData().ruleset(QStringLiteral("bwn-4.0")));
    QString error;
    PhysicalDice tie({4, 4});
    QVERIFY(!rollSeizeInitiative(rules, 0, 0, tie, &error)->seized); // only a better roll takes it
    PhysicalDice better({2, 5});
    QVERIFY(rollSeizeInitiative(rules, 0, 0, better, &error)->seized);

    QCOMPARE(rules.artilleryArrivalFromTurn2, (QList<int>{5, 4, 3, 2}));
    PhysicalDice notDelayed({3});
    QVERIFY(!rollArtilleryDelay(rules, notDelayed, &error)->delayed);
    PhysicalDice turn3({4, 4, 4}); // delayed; turn 2 needs 5+ (4 fails); turn 3 needs 4+
    const auto t3 = rollArtilleryDelay(rules, turn3, &error);
    QVERIFY(t3->delayed);
    QCOMPARE(t3->arrivalTurn, 3);
    PhysicalDice never({6, 1, 1, 1, 1});
    const auto nv = rollArtilleryDelay(rules, never, &error);
    QVERIFY(nv->delayed);
    QVERIFY(!nv->arrivalTurn);
}

QTEST_APPLESS_MAIN(TstDraws)
#include "tst_draws.moc"
