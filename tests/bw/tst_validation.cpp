// SPDX-License-Identifier: GPL-3.0-or-later
// Every army-building rule of DIGEST §1 (BWN 13.2–13.4, 2.3, 14.6, 15.1), one test per rule, named by section.
#include "halfpoints_testing.h"
#include "rosterbuilder.h"

#include "bw/datastamp.h"

#include <QSet>
#include <QTest>

using namespace sztab;
using namespace sztab::test;

namespace {
QSet<QString> g_seenCodes; // every code some test produced, for the coverage test at the end

ValidationReport run(const Roster &r)
{
    ValidationReport report = check(r);
    for (const Issue &i : report.issues)
        g_seenCodes.insert(i.code);
    return report;
}

RosterUpgrade terrain(const char *which)
{
    RosterUpgrade u = upgrade("extra-terrain");
    u.terrain = QLatin1String(which);
    return u;
}
} // namespace

class TstValidation : public QObject {
    Q_OBJECT
private slots:
    void bwn13_2_pointsInHalvesAndGeneralsCostOne();
    void bwn13_2_unitPointsOver_atTheRegimentThatCrosses();
    void bwn13_2_totalPointsOver_andUnitsMayGoToUpgrades();
    void bwn13_2_basesOver();
    void bwn13_2_basesOver_atTheRegimentThatCrosses();
    void bwn13_2_basesOver_limitsWrittenAsNumbers();
    void bwn13_2_artilleryOver_threeAt32plus8();
    void bwn13_2_artilleryOver_twentyPercentInLargerBattles();
    void bwn13_2_unitWrongNation();
    void bwn13_2_unitOfAnotherListTheNationMayField();
    void bwn13_2_periodsMixed_onlyWhenForbidden();
    void bwn13_2_unitMaxExceeded();
    void bwn13_2_historicalUnitTwice();
    void bwn13_2_historicalGeneralWithoutDivision();
    void bwn13_2_historicalCommanderWithoutCorps();
    void bwn13_2_extraTerrainOver_andAgreedLimit();
    void bwn13_3_veteranPrices_andMilitia();
    void bwn13_3_elite();
    void bwn13_3_providenceTwice();
    void bwn13_3_initiativeUpgradesOnce_reading();
    void bwn13_3_armyMoraleOver();
    void bwn11_9_armyMoraleScaleEndsAtVeryHigh();
    void bwn13_3_armyMoraleLevelsSummedBeyondInt();
    void bwn13_3_ammunitionTrain();
    void bwn13_3_ammunitionTrainWithoutCorpsInAnArmyWithCorps();
    void bwn13_3_redrawTwice();
    void bwn15_1_ambushNotAllowed();
    void bwn15_1_ambushTooMany();
    void bwn13_4_generalTwice();
    void bwn13_4_generalWrongRole();
    void bwn13_4_commandersNotDrawnAreWarnings();
    void bwn13_4_mixedDivisionPool();
    void bwn13_4_singleDivisionCorpsNeedsNoGeneral();
    void bwn13_4_singleDivisionVanguardNeedsNoGeneral();
    void bwn13_4_divisionInTwoCorps();
    void bwn13_2_divisionEmpty();
    void bwn14_6_armyMoraleValue();
    void bwn11_9_boughtMoraleLevelsRaiseTheStart();
    void bwn11_10_levelsLostByConditions();
    void bwn11_10_greaterLossesThanTheEnemy();
    void dataChangedSinceSaveIsReported();
    void unknownUnitIsKeptMarkedAndReported();
    void unknownIdsAreUnusableInput();
    void issuesCarrySectionAndBothLanguages();
    void everyContractCodeIsTriggered();
};

void TstValidation::bwn13_2_pointsInHalvesAndGeneralsCostOne()
{
    Roster r = emptyRoster();
    addDivision(r, {"militia", "reg-guns", "cossacks"}); // 2 + 0.5 + 1 (class A: 0.5 a base)
    addDivision(r, {"light"});                           // 2 (class B); two divisions: each has its general
    const ValidationReport rep = run(r);
    QCOMPARE(rep.totals.unitPoints, HalfPoints::fromHalves(11));
    QCOMPARE(rep.totals.generalPoints, HalfPoints::fromWhole(2)); // the divisions' generals; the cinc is free
    QCOMPARE(rep.totals.armyValue().toString(), QStringLiteral("7.5"));
    QCOMPARE(rep.totals.bases, 9);
    QCOMPARE(rep.totals.artilleryBases, 1);
    QVERIFY(rep.valid());
}

void TstValidation::bwn13_2_unitPointsOver_atTheRegimentThatCrosses()
{
    Roster r = emptyRoster();
    addDivision(r, {"guard", "guard", "cuirassiers", "cuirassiers"}); // 16 + 1
    addDivision(r, {"guard", "cuirassiers", "line", "light"});        // 14 + 1 = 32 in all
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.armyValue(), HalfPoints::fromWhole(32));
    QVERIFY2(!find(rep, QStringLiteral("UNIT_POINTS_OVER")), "exactly 32 is within 32+8");
    r.divisions[1].regiments.append(Regiment{QStringLiteral("militia-elite"), {}, Status::Regular, false, {}});
    rep = run(r);
    const auto i = find(rep, QStringLiteral("UNIT_POINTS_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/1/regiments/4"));
    QCOMPARE(i->section, QStringLiteral("BWN 13.2"));
    QVERIFY(!rep.valid());
}

void TstValidation::bwn13_2_totalPointsOver_andUnitsMayGoToUpgrades()
{
    Roster r = emptyRoster();
    addDivision(r, {"guard", "guard", "cuirassiers", "cuirassiers"});
    addDivision(r, {"guard", "cuirassiers", "line", "light"}); // 32
    for (const char *id : {"providence", "initial-initiative", "seize-initiative", "artillery-delay"})
        r.upgrades << upgrade(id);
    RosterUpgrade redraw = upgrade("redraw");
    redraw.target = QStringLiteral("d1");
    RosterUpgrade line = upgrade("fortification-line");
    line.count = 1;
    r.upgrades << redraw << line << terrain("woods"); // 4 + 1 + 2 + 1 = 8
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.total(), HalfPoints::fromWhole(40));
    QVERIFY(!find(rep, QStringLiteral("TOTAL_POINTS_OVER")));
    RosterUpgrade train = upgrade("ammunition-train");
    train.points = HalfPoints::fromWhole(2);
    r.upgrades << train;
    rep = run(r);
    const auto i = find(rep, QStringLiteral("TOTAL_POINTS_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/7"));

    // Fewer points on units leave more for upgrades: 24 + 16 = 40 is legal.
    Roster less = emptyRoster();
    addDivision(less, {"guard", "guard", "cuirassiers", "cuirassiers"}); // 16 + 1
    addDivision(less, {"guard", "light"});                               // 6 + 1: 24 in all
    RosterUpgrade morale = upgrade("army-morale");
    morale.levels = 1;
    RosterUpgrade redoubt = upgrade("redoubt");
    redoubt.count = 1;
    less.upgrades << morale << redoubt << upgrade("providence") << upgrade("artillery-delay"); // 10 + 4 + 1 + 1 = 16
    rep = run(less);
    QCOMPARE(rep.totals.armyValue(), HalfPoints::fromWhole(24));
    QCOMPARE(rep.totals.upgrades, HalfPoints::fromWhole(16));
    QVERIFY2(rep.valid(), qPrintable(codes(rep).join(QLatin1Char(','))));
}

void TstValidation::bwn13_2_basesOver()
{
    Roster r = emptyRoster();
    addDivision(r, {"militia", "militia", "militia", "militia", "militia"}); // 20 bases
    QVERIFY(!find(run(r), QStringLiteral("BASES_OVER")));
    r.divisions[0].regiments.append(Regiment{QStringLiteral("reg-guns"), {}, Status::Regular, false, {}});
    const ValidationReport rep = run(r);
    const auto i = find(rep, QStringLiteral("BASES_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/5"));
    QCOMPARE(rep.totals.bases, 21);
}

// Issue 15/6: the issue points at the first regiment, in roster order, that takes the count over the limit, not at
// the roster's last entry.
void TstValidation::bwn13_2_basesOver_atTheRegimentThatCrosses()
{
    Roster r = emptyRoster();
    addDivision(r, {"militia", "militia", "militia"});        // 12 bases
    addDivision(r, {"militia", "light", "militia", "light"}); // 16, 18 (within), 22 (over), 24
    addDivision(r, {"reg-guns"});                             // 25: the last entry
    const ValidationReport rep = run(r);
    QCOMPARE(rep.totals.bases, 25);
    const auto i = find(rep, QStringLiteral("BASES_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/1/regiments/2"));
}

// BWN 13.2: "Przy limicie punktowym 32+8 każda armia może liczyć maksymalnie 20 podstawek": the limit is the
// point limit, however it is written; other limits leave the number of bases to the players.
void TstValidation::bwn13_2_basesOver_limitsWrittenAsNumbers()
{
    Roster r = emptyRoster();
    r.limits = RosterLimits{};
    r.limits.units = HalfPoints::fromWhole(32);
    r.limits.upgrades = HalfPoints::fromWhole(8);
    addDivision(r, {"militia", "militia", "militia", "militia", "militia", "reg-guns"}); // 21 bases
    ValidationReport rep = run(r);
    auto i = find(rep, QStringLiteral("BASES_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/5"));
    r.limits.upgrades = HalfPoints::fromWhole(10); // 32+10 is not 32+8: the players set the bases
    QVERIFY(!find(run(r), QStringLiteral("BASES_OVER")));
    r.limits.maxBases = 20; // ... which they may
    QVERIFY(find(run(r), QStringLiteral("BASES_OVER")));
}

void TstValidation::bwn13_2_artilleryOver_threeAt32plus8()
{
    Roster r = emptyRoster();
    addDivision(r, {"battery", "horse-battery", "reg-guns"}); // 3 artillery bases of any kind
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.artilleryLimit, 3);
    QVERIFY(!find(rep, QStringLiteral("ARTILLERY_OVER")));
    r.divisions[0].regiments.append(Regiment{QStringLiteral("battery"), {}, Status::Regular, false, {}});
    rep = run(r);
    const auto i = find(rep, QStringLiteral("ARTILLERY_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/3"));
}

void TstValidation::bwn13_2_artilleryOver_twentyPercentInLargerBattles()
{
    Roster r = emptyRoster();
    r.limits = RosterLimits{};
    r.limits.units = HalfPoints::fromWhole(64);
    r.limits.upgrades = HalfPoints::fromWhole(16);
    r.limits.maxBases = 40;
    addDivision(
        r,
        {"militia", "militia", "militia", "militia", "battery", "battery", "battery", "battery"}); // 20 bases, 4 guns
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.artilleryLimit, 4); // floor(20% of 20)
    QVERIFY(!find(rep, QStringLiteral("ARTILLERY_OVER")));
    r.divisions[0].regiments.append(Regiment{QStringLiteral("battery"), {}, Status::Regular, false, {}});
    rep = run(r);
    QCOMPARE(rep.totals.artilleryLimit, 4); // floor(20% of 21)
    QVERIFY(find(rep, QStringLiteral("ARTILLERY_OVER")));

    // Custom limits no larger than 32 keep the fixed limit of 3 (reading artilleryBasesSmallBattle).
    r.limits.units = HalfPoints::fromWhole(32);
    QCOMPARE(run(r).totals.artilleryLimit, 3);
}

void TstValidation::bwn13_2_unitWrongNation()
{
    Roster r = emptyRoster();
    r.catalogues << QStringLiteral("test-other-1809");
    addDivision(r, {"line", "foreign"});
    const ValidationReport rep = run(r);
    const auto i = find(rep, QStringLiteral("UNIT_WRONG_NATION"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/1"));
    QCOMPARE(rep.count(Severity::Error), 1);
}

// BWN 13.2: "Polacy mogą wystawić szwoleżerów – lansjerów gwardii, czy Legię Nadwiślańską, gdyż były to jednostki
// złożone z Polaków": a unit of another nation's list that the data says this nation may also field is legal.
void TstValidation::bwn13_2_unitOfAnotherListTheNationMayField()
{
    Roster r = emptyRoster();
    r.catalogues << QStringLiteral("test-other-1809");
    addDivision(r, {"line", "foreign-testlanders"});
    QVERIFY2(run(r).valid(), qPrintable(codes(run(r)).join(QLatin1Char(','))));
    r.divisions[0].regiments << Regiment{QStringLiteral("foreign"), {}, Status::Regular, false, {}};
    const auto i = find(run(r), QStringLiteral("UNIT_WRONG_NATION"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/2"));

    // The bundled data: the Duchy of Warsaw fields the Vistula Legion of the French list.
    Roster w = emptyRoster();
    w.nation = QStringLiteral("duchy-of-warsaw");
    w.catalogues = QStringList{QStringLiteral("demo-warsaw-1809"), QStringLiteral("demo-france-1813")};
    addDivision(w, {"demo-fr-pl-vistula-legion"});
    QVERIFY(!find(run(w), QStringLiteral("UNIT_WRONG_NATION")));
}

void TstValidation::bwn13_2_periodsMixed_onlyWhenForbidden()
{
    Roster r = emptyRoster();
    r.catalogues << QStringLiteral("test-other-1809");
    addDivision(r, {"line"});
    QVERIFY2(!find(run(r), QStringLiteral("PERIODS_MIXED")), "mixing periods is allowed by default");
    r.options = RosterOptions{};
    r.options->mixPeriods = false;
    const auto i = find(run(r), QStringLiteral("PERIODS_MIXED"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/catalogues/1"));
}

void TstValidation::bwn13_2_unitMaxExceeded()
{
    Roster r = emptyRoster();
    addDivision(r, {"line-max1"});
    addDivision(r, {"light", "line-max1"});
    const ValidationReport rep = run(r);
    const auto i = find(rep, QStringLiteral("UNIT_MAX_EXCEEDED"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/1/regiments/1"));
}

void TstValidation::bwn13_2_historicalUnitTwice()
{
    Roster r = emptyRoster();
    addDivision(r, {"line-max1", "line-dup"}); // one historical regiment in two lists
    const ValidationReport rep = run(r);
    const auto i = find(rep, QStringLiteral("HISTORICAL_UNIT_TWICE"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/1"));
    QVERIFY(!find(rep, QStringLiteral("UNIT_MAX_EXCEEDED")));
}

void TstValidation::bwn13_2_historicalGeneralWithoutDivision()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"line"});
    d.historical = QStringLiteral("hist-div");
    d.general = QStringLiteral("div-inf-1");
    const ValidationReport rep = run(r);
    const auto i = find(rep, QStringLiteral("HISTORICAL_GENERAL_WITHOUT_DIVISION"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/historical"));
    QVERIFY(i->message.get(QStringLiteral("en")).contains(QStringLiteral("Light regiment")));
    // The whole historical division, with more units put under him, is fine.
    r.divisions[0].regiments.append(Regiment{QStringLiteral("light"), {}, Status::Regular, false, {}});
    r.divisions[0].regiments.append(Regiment{QStringLiteral("hussars"), {}, Status::Regular, false, {}});
    QVERIFY(!find(run(r), QStringLiteral("HISTORICAL_GENERAL_WITHOUT_DIVISION")));
}

void TstValidation::bwn13_2_historicalCommanderWithoutCorps()
{
    // hist-corps of test-1813: division hist-div (line, light), commander corps-a.
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"line"});
    d.historical = QStringLiteral("hist-div");
    RosterCorps c = makeCorps(QStringLiteral("c1"), QStringLiteral("corps-a"), {QStringLiteral("d1")});
    c.historical = QStringLiteral("hist-corps");
    r.corps = QList<RosterCorps>{c};
    const auto i = find(run(r), QStringLiteral("HISTORICAL_COMMANDER_WITHOUT_CORPS"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/corps/0/historical"));
    r.divisions[0].regiments.append(Regiment{QStringLiteral("light"), {}, Status::Regular, false, {}});
    QVERIFY(!find(run(r), QStringLiteral("HISTORICAL_COMMANDER_WITHOUT_CORPS")));
}

void TstValidation::bwn13_2_extraTerrainOver_andAgreedLimit()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    r.upgrades << terrain("woods") << terrain("bua-2");
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.upgrades, HalfPoints::fromWhole(3)); // woods 1, built-up area level 2 costs 2
    const auto i = find(rep, QStringLiteral("EXTRA_TERRAIN_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/1"));
    r.options = RosterOptions{};
    r.options->extraTerrainLimit = 2; // the players agreed on more
    QVERIFY(!find(run(r), QStringLiteral("EXTRA_TERRAIN_OVER")));
}

void TstValidation::bwn13_3_veteranPrices_andMilitia()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"line", "battery", "grenadiers", "militia"});
    d.regiments[0].status = Status::Veteran; // 4 infantry bases x 1
    d.regiments[1].status = Status::Veteran; // 1 artillery base x 5
    d.regiments[2].status = Status::Veteran; // trait "veteran": already veteran, free
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.upgrades, HalfPoints::fromWhole(9));
    QVERIFY(!find(rep, QStringLiteral("VETERAN_NOT_ALLOWED")));
    r.divisions[0].regiments[3].status = Status::Veteran;
    rep = run(r);
    const auto i = find(rep, QStringLiteral("VETERAN_NOT_ALLOWED"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/3/status"));
    QCOMPARE(i->section, QStringLiteral("BWN 13.3"));
}

void TstValidation::bwn13_3_elite()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"line", "light", "militia-elite"});
    d.regiments[0].status = Status::Elite; // may gain elite: 4 bases x 1, in one purchase (reading)
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.upgrades, HalfPoints::fromWhole(4));
    QVERIFY(rep.valid());
    r.divisions[0].regiments[1].status = Status::Elite; // no "may-gain-elite"
    r.divisions[0].regiments[2].status = Status::Elite; // militia never
    rep = run(r);
    QStringList paths;
    for (const Issue &i : rep.issues)
        if (i.code == QLatin1String("ELITE_NOT_ALLOWED"))
            paths << i.path;
    QCOMPARE(paths,
             (QStringList{QStringLiteral("/divisions/0/regiments/1/status"),
                          QStringLiteral("/divisions/0/regiments/2/status")}));
}

void TstValidation::bwn13_3_providenceTwice()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    r.upgrades << upgrade("providence");
    QVERIFY(!find(run(r), QStringLiteral("PROVIDENCE_TWICE")));
    r.upgrades << upgrade("providence");
    const auto i = find(run(r), QStringLiteral("PROVIDENCE_TWICE"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/1"));
}

void TstValidation::bwn13_3_initiativeUpgradesOnce_reading()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    r.upgrades << upgrade("initial-initiative") << upgrade("seize-initiative") << upgrade("initial-initiative")
               << upgrade("seize-initiative");
    const ValidationReport rep = run(r);
    QCOMPARE(codes(rep).filter(QStringLiteral("INITIATIVE_TWICE")),
             (QStringList{QStringLiteral("INITIAL_INITIATIVE_TWICE"), QStringLiteral("SEIZE_INITIATIVE_TWICE")}));
}

void TstValidation::bwn13_3_armyMoraleOver()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "light"}); // 6 + 1 = 7 points of army value: no level allowed
    RosterUpgrade morale = upgrade("army-morale");
    morale.levels = 1;
    r.upgrades << morale;
    const auto i = find(run(r), QStringLiteral("ARMY_MORALE_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/0"));
    addDivision(r, {"guard"}); // + 5 = 12: one level per 10 points
    QVERIFY(!find(run(r), QStringLiteral("ARMY_MORALE_OVER")));
    r.upgrades[0].levels = 2;
    QVERIFY(find(run(r), QStringLiteral("ARMY_MORALE_OVER")));
}

// BWN 11.9: the scale ends at VERY HIGH (+2): bought levels never go past it, whatever the army value (13.3).
void TstValidation::bwn11_9_armyMoraleScaleEndsAtVeryHigh()
{
    Roster r = emptyRoster();
    r.limits = RosterLimits{};
    r.limits.units = HalfPoints::fromWhole(60);
    r.limits.upgrades = HalfPoints::fromWhole(40);
    for (int d = 0; d < 4; ++d)
        addDivision(r, {"guard", "guard"}); // 4 x (8 + 1) = 36 points of army value: 3 levels by value
    RosterUpgrade morale = upgrade("army-morale");
    morale.levels = 2;
    r.upgrades << morale;
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.armyValue(), HalfPoints::fromWhole(36));
    QVERIFY2(!find(rep, QStringLiteral("ARMY_MORALE_OVER")), "normal + 2 = very high");
    r.upgrades[0].levels = 3;
    rep = run(r);
    const auto i = find(rep, QStringLiteral("ARMY_MORALE_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/0"));
    QVERIFY2(i->message.get(QStringLiteral("en")).contains(QStringLiteral("VERY HIGH")),
             qPrintable(i->message.get(QStringLiteral("en"))));
}

// Fuzzing finding F1 (docs/fuzzing.md): levels summed over many upgrades left int; the sum is 64-bit now and the
// message says how many were bought.
void TstValidation::bwn13_3_armyMoraleLevelsSummedBeyondInt()
{
    Roster r = emptyRoster();
    addDivision(r, {"guard"});
    RosterUpgrade morale = upgrade("army-morale");
    morale.levels = 999999;
    for (int i = 0; i < 3000; ++i)
        r.upgrades << morale;
    const ValidationReport rep = run(r);
    QCOMPARE(rep.totals.armyMoraleLevels, qint64(2999997000));
    const auto i = find(rep, QStringLiteral("ARMY_MORALE_OVER"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/0"));
    QVERIFY2(i->message.get().contains(QStringLiteral("2999997000")), qPrintable(i->message.get()));
}

void TstValidation::bwn13_3_ammunitionTrain()
{
    Roster r = emptyRoster();
    addDivision(r, {"battery"});
    RosterUpgrade train = upgrade("ammunition-train");
    train.points = HalfPoints::fromWhole(4);
    r.upgrades << train;
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.upgrades, HalfPoints::fromWhole(4)); // charges = points paid
    QVERIFY(rep.valid());
    r.upgrades << train;
    const auto i = find(run(r), QStringLiteral("AMMO_TRAIN_TWICE"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/1"));

    // One per corps is fine.
    addDivision(r, {"line"});
    r.corps = QList<RosterCorps>{makeCorps(QStringLiteral("c1"), QStringLiteral("corps-a"), {QStringLiteral("d1")}),
                                 makeCorps(QStringLiteral("c2"), QStringLiteral("corps-b"), {QStringLiteral("d2")})};
    r.upgrades[0].corps = QStringLiteral("c1");
    r.upgrades[1].corps = QStringLiteral("c2");
    QVERIFY(!find(run(r), QStringLiteral("AMMO_TRAIN_TWICE")));
    r.upgrades[1].points = HalfPoints::fromWhole(1);
    QVERIFY(find(run(r), QStringLiteral("AMMO_TRAIN_TOO_SMALL")));
}

// BWN 13.3: "Można kupić tylko jeden pociąg na każdy korpus/awangardę": in an army with corps a train belongs to a
// corps; one without a corps would be one more than the corps may have.
void TstValidation::bwn13_3_ammunitionTrainWithoutCorpsInAnArmyWithCorps()
{
    Roster r = emptyRoster();
    addDivision(r, {"battery"});
    addDivision(r, {"line"});
    r.corps = QList<RosterCorps>{makeCorps(QStringLiteral("c1"), QStringLiteral("corps-a"), {QStringLiteral("d1")}),
                                 makeCorps(QStringLiteral("c2"), QStringLiteral("corps-b"), {QStringLiteral("d2")})};
    RosterUpgrade train = upgrade("ammunition-train");
    train.points = HalfPoints::fromWhole(2);
    train.corps = QStringLiteral("c1");
    r.upgrades << train;
    train.corps = QStringLiteral("c2");
    r.upgrades << train;
    QVERIFY(!find(run(r), QStringLiteral("AMMO_TRAIN_TWICE")));
    train.corps = std::optional<QString>(); // "corps": null — the whole army
    r.upgrades << train;
    const auto i = find(run(r), QStringLiteral("AMMO_TRAIN_TWICE"));
    QVERIFY2(i, "two corps, three trains");
    QCOMPARE(i->path, QStringLiteral("/upgrades/2"));
}

void TstValidation::bwn13_3_redrawTwice()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    RosterUpgrade redraw = upgrade("redraw");
    redraw.target = QStringLiteral("d1");
    r.upgrades << redraw;
    QVERIFY(!find(run(r), QStringLiteral("REDRAW_TWICE")));
    r.upgrades << redraw;
    QVERIFY(find(run(r), QStringLiteral("REDRAW_TWICE")));
}

void TstValidation::bwn15_1_ambushNotAllowed()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"light", "line", "hussars", "cossacks"});
    d.regiments[0].ambush = true; // light infantry
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.upgrades, HalfPoints::fromWhole(1)); // 1 point each
    QVERIFY(rep.valid());
    r.divisions[0].regiments[1].ambush = true; // line infantry may not
    const auto i = find(run(r), QStringLiteral("AMBUSH_NOT_ALLOWED"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/1/ambush"));
    QCOMPARE(i->section, QStringLiteral("BWN 15.1"));
}

void TstValidation::bwn15_1_ambushTooMany()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"light", "hussars", "cossacks"}); // 3 regiments: at most 1 in ambush
    d.regiments[0].ambush = true;
    QVERIFY(!find(run(r), QStringLiteral("AMBUSH_TOO_MANY")));
    r.divisions[0].regiments[1].ambush = true;
    const auto i = find(run(r), QStringLiteral("AMBUSH_TOO_MANY"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/0/regiments/1/ambush"));
}

void TstValidation::bwn13_4_generalTwice()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"}).general = QStringLiteral("div-inf-1");
    addDivision(r, {"light"}).general = QStringLiteral("div-inf-1");
    const auto i = find(run(r), QStringLiteral("GENERAL_TWICE"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/1/general"));
}

void TstValidation::bwn13_4_generalWrongRole()
{
    Roster r = emptyRoster();
    r.commanderInChief.general = QStringLiteral("div-inf-2");
    addDivision(r, {"line"}).general = QStringLiteral("cinc-a");
    const ValidationReport rep = run(r);
    QStringList paths;
    for (const Issue &i : rep.issues)
        if (i.code == QLatin1String("GENERAL_WRONG_ROLE"))
            paths << i.path;
    QCOMPARE(paths, (QStringList{QStringLiteral("/commanderInChief/general"), QStringLiteral("/divisions/0/general")}));
}

void TstValidation::bwn13_4_commandersNotDrawnAreWarnings()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    addDivision(r, {"light"}).general = QStringLiteral("div-inf-1"); // two divisions: each needs a general (BWN 13.4)
    ValidationReport rep = run(r);
    QCOMPARE(codes(rep), (QStringList{QStringLiteral("COMMANDER_NOT_DRAWN"), QStringLiteral("COMMANDER_NOT_DRAWN")}));
    QCOMPARE(rep.issues[0].severity, Severity::Warning);
    QCOMPARE(rep.issues[0].path, QStringLiteral("/commanderInChief/general"));
    QVERIFY(rep.valid()); // still to be drawn is legal
    // The division is named as the player named it, its id only while it has no name.
    QCOMPARE(rep.issues[1].message.get(QStringLiteral("en")),
             QStringLiteral("d1: the division's general has not been drawn"));
    r.divisions[0].name =
        Text::translated(QStringLiteral("Dywizja Dąbrowskiego"), QStringLiteral("Dąbrowski's division"));
    rep = run(r);
    QCOMPARE(rep.issues[1].message.get(QStringLiteral("pl")),
             QStringLiteral("Dywizja Dąbrowskiego: generał dywizji nie został wylosowany"));
    QCOMPARE(rep.issues[1].message.get(QStringLiteral("en")),
             QStringLiteral("Dąbrowski's division: the division's general has not been drawn"));
    r.commanderInChief.general = QStringLiteral("cinc-a");
    r.divisions[0].general = QStringLiteral("div-inf-2");
    QVERIFY(run(r).issues.isEmpty());
}

void TstValidation::bwn13_4_mixedDivisionPool()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "hussars"}, DivisionArm::Mixed);
    addDivision(r, {"light"}); // not a one-division vanguard, which the commander-in-chief leads
    QVERIFY(find(run(r), QStringLiteral("POOL_NOT_CHOSEN")));
    r.divisions[0].pool = Arm::Cavalry;
    QVERIFY(!find(run(r), QStringLiteral("POOL_NOT_CHOSEN")));
}

void TstValidation::bwn13_4_singleDivisionCorpsNeedsNoGeneral()
{
    Roster r = emptyRoster();
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    r.corps = QList<RosterCorps>{makeCorps(QStringLiteral("c1"), QStringLiteral("corps-b"), {QStringLiteral("d1")})};
    const ValidationReport rep = run(r);
    QCOMPARE(rep.totals.generalPoints, HalfPoints::fromWhole(1)); // the corps commander only
    QVERIFY(!codes(rep).contains(QStringLiteral("COMMANDER_NOT_DRAWN"))
            || find(rep, QStringLiteral("COMMANDER_NOT_DRAWN"))->path == QLatin1String("/commanderInChief/general"));
    QCOMPARE(codes(rep).count(QStringLiteral("COMMANDER_NOT_DRAWN")), 1);
}

// BWN 13.4: "Gdy korpus lub awangarda składa się tylko z jednej dywizji … nie trzeba wystawiać generała": an army
// without corps of one division (a vanguard) is led by its commander-in-chief directly.
void TstValidation::bwn13_4_singleDivisionVanguardNeedsNoGeneral()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "light"});
    ValidationReport rep = run(r);
    QCOMPARE(rep.totals.generalPoints, HalfPoints()); // the commander-in-chief is free, no division general
    QCOMPARE(codes(rep), QStringList{QStringLiteral("COMMANDER_NOT_DRAWN")});
    QCOMPARE(rep.issues[0].path, QStringLiteral("/commanderInChief/general"));
    addDivision(r, {"hussars"}, DivisionArm::Cavalry); // two divisions: each has its general
    rep = run(r);
    QCOMPARE(rep.totals.generalPoints, HalfPoints::fromWhole(2));
    QCOMPARE(codes(rep).count(QStringLiteral("COMMANDER_NOT_DRAWN")), 3);
}

void TstValidation::bwn13_4_divisionInTwoCorps()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    addDivision(r, {"light"});
    r.corps =
        QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")}),
                           makeCorps(QStringLiteral("c2"), std::nullopt, {QStringLiteral("d2")})};
    const auto i = find(run(r), QStringLiteral("DIVISION_IN_TWO_CORPS"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/corps/1/divisions/0"));
}

void TstValidation::bwn13_2_divisionEmpty()
{
    Roster r = emptyRoster();
    addDivision(r, {"line"});
    addDivision(r, {});
    const auto i = find(run(r), QStringLiteral("DIVISION_EMPTY"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/divisions/1/regiments"));
}

void TstValidation::bwn14_6_armyMoraleValue()
{
    const Ruleset &rs = *testData().ruleset(QStringLiteral("bwn-4.0"));
    QCOMPARE(armyMoraleValue(rs, HalfPoints::fromWhole(32)), 16);
    QCOMPARE(armyMoraleValue(rs, HalfPoints::fromWhole(31)), 16);  // half, rounded up
    QCOMPARE(armyMoraleValue(rs, HalfPoints::fromHalves(63)), 16); // 31.5 / 2 = 15.75
    QCOMPARE(armyMoraleValue(rs, HalfPoints::fromWhole(25)), 13);
    QCOMPARE(armyMoraleValue(rs, HalfPoints::fromWhole(20)), 12); // never below 12
    QCOMPARE(armyMoraleValue(rs, HalfPoints::fromWhole(2)), 12);
}

// BWN 11.9: armies start NORMAL; each level bought (13.3) raises the start one level: HIGH, VERY HIGH; the scale
// ends at VERY HIGH (the levels listed in 11.9), so a third level raises nothing more.
void TstValidation::bwn11_9_boughtMoraleLevelsRaiseTheStart()
{
    const Ruleset &rs = *testData().ruleset(QStringLiteral("bwn-4.0"));
    const auto idFor = [&rs](qint64 bought) {
        const MoraleLevel *level = startingMoraleLevel(rs, bought);
        return level ? level->id : QStringLiteral("(none)");
    };
    QCOMPARE(idFor(0), QStringLiteral("normal"));
    QCOMPARE(idFor(1), QStringLiteral("high"));
    QCOMPARE(idFor(2), QStringLiteral("very-high"));
    QCOMPARE(idFor(3), QStringLiteral("very-high"));
    QCOMPARE(idFor(-1), QStringLiteral("normal"));
    QCOMPARE(startingMoraleLevel(rs, 1)->name.get(QStringLiteral("pl")), QStringLiteral("WYSOKIE"));
    QCOMPARE(startingMoraleLevel(rs, 2)->name.get(QStringLiteral("en")), QStringLiteral("VERY HIGH"));
    Ruleset noStart = rs;
    noStart.armyMorale.start = QStringLiteral("unknown");
    QVERIFY(startingMoraleLevel(noStart, 1) == nullptr);
}

// BWN 11.10: "dowolne dwa z poniższych kilku warunków" lower army morale one level; "Jeśli zostaną spełnione trzy
// warunki … morale armii spada o dwa poziomy, jeśli cztery to o trzy poziomy, itd."
void TstValidation::bwn11_10_levelsLostByConditions()
{
    const ArmyMoraleRules &m = testData().ruleset(QStringLiteral("bwn-4.0"))->armyMorale;
    QCOMPARE(armyMoraleLevelsLost(m, 0), 0);
    QCOMPARE(armyMoraleLevelsLost(m, 1), 0);
    QCOMPARE(armyMoraleLevelsLost(m, 2), 1);
    QCOMPARE(armyMoraleLevelsLost(m, 3), 2);
    QCOMPARE(armyMoraleLevelsLost(m, 4), 3);
    QCOMPARE(armyMoraleLevelsLost(m, 7), 6);
}

// BWN 11.10: "Armia poniosła większe straty w danej turze / w całej bitwie": greater losses than the enemy's.
void TstValidation::bwn11_10_greaterLossesThanTheEnemy()
{
    const ArmyMoraleRules &m = testData().ruleset(QStringLiteral("bwn-4.0"))->armyMorale;
    QCOMPARE(m.conditions[0].get(QStringLiteral("en")), QStringLiteral("greater losses than the enemy this turn"));
    QCOMPARE(m.conditions[1].get(QStringLiteral("en")),
             QStringLiteral("greater losses than the enemy in the whole battle"));
    QCOMPARE(m.conditions[0].get(QStringLiteral("pl")), QStringLiteral("większe straty niż wróg w tej turze"));
    QCOMPARE(m.conditions[1].get(QStringLiteral("pl")), QStringLiteral("większe straty niż wróg w całej bitwie"));
}

// A roster remembers what it was saved with; new statistics under it are named, never applied silently.
void TstValidation::dataChangedSinceSaveIsReported()
{
    Roster r = emptyRoster();
    r.commanderInChief.general = QStringLiteral("cinc-a");
    addDivision(r, {"line", "light"}).general = QStringLiteral("div-inf-2");
    LoadError error;
    auto bound = bindRoster(r, testData(), QStringLiteral("test"), &error);
    QVERIFY(bound);
    r.madeWith = stampOf(*bound);
    QCOMPARE(r.madeWith->units.value(QStringLiteral("line")).points, HalfPoints::fromWhole(4));
    QVERIFY(run(r).issues.isEmpty()); // same data: nothing to say

    // A new edition of the catalogue: the line regiment gains a base, div-inf-2 a point of command.
    DataSet changed = testData();
    Catalogue c = *changed.catalogue(QStringLiteral("test-1813"));
    c.catalogueVersion = QStringLiteral("2");
    for (Unit &u : c.units)
        if (u.id == QLatin1String("line"))
            u.bases[0].count = 5;
    for (General &g : c.generals)
        if (g.id == QLatin1String("div-inf-2"))
            g.command = 1;
    changed.insert(c);
    bound = bindRoster(r, changed, QStringLiteral("test"), &error);
    QVERIFY(bound);
    const ValidationReport rep = validateRoster(*bound);
    for (const Issue &i : rep.issues)
        g_seenCodes.insert(i.code);
    QStringList paths;
    for (const Issue &i : rep.issues) {
        QCOMPARE(i.code, QStringLiteral("DATA_CHANGED"));
        QCOMPARE(i.severity, Severity::Warning);
        paths << i.path;
    }
    QCOMPARE(paths,
             (QStringList{QStringLiteral("/catalogues/0"), QStringLiteral("/divisions/0/regiments/0"),
                          QStringLiteral("/divisions/0/general")}));
    QVERIFY(rep.issues[1]
                .message.get(QStringLiteral("en"))
                .contains(QStringLiteral("4 points and 4 bases when saved, now 5 points and 5 bases")));
    QVERIFY(rep.issues[0].message.get(QStringLiteral("en")).contains(QStringLiteral("? → 2")));

    // A unit gone from the data: the regiment is kept and marked (UNIT_UNKNOWN, an error in words with what it was),
    // and a new stamp keeps what the unit was when last known.
    for (qsizetype i = 0; i < c.units.size(); ++i)
        if (c.units[i].id == QLatin1String("light"))
            c.units.removeAt(i--);
    changed.insert(c);
    bound = bindRoster(r, changed, QStringLiteral("test"), &error);
    QVERIFY2(bound, qPrintable(error.toLine()));
    QVERIFY(bound->divisions[0].regiments[1].unknownUnit);
    const ValidationReport gone = validateRoster(*bound);
    const auto unknown = std::find_if(gone.issues.cbegin(), gone.issues.cend(),
                                      [](const Issue &i) { return i.code == QLatin1String("UNIT_UNKNOWN"); });
    QVERIFY(unknown != gone.issues.cend());
    QCOMPARE(unknown->path, QStringLiteral("/divisions/0/regiments/1/unit"));
    QVERIFY2(unknown->message.get(QStringLiteral("en"))
                 .contains(QStringLiteral("2 points in catalogue test-1813 when the roster was saved")),
             qPrintable(unknown->message.get(QStringLiteral("en"))));
    QVERIFY(unknown->message.get(QStringLiteral("pl")).contains(QStringLiteral("przy zapisie 2 pkt")));
    QCOMPARE(stampOf(*bound).units.value(QStringLiteral("light")), r.madeWith->units.value(QStringLiteral("light")));
}

// One unit the data does not have loses nothing else: the roster binds, the regiment is marked, counts as nothing,
// and validation says so in words in both languages (an error: the roster is not valid, yet usable).
void TstValidation::unknownUnitIsKeptMarkedAndReported()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "no-such-unit"});
    LoadError error;
    const auto bound = bindRoster(r, testData(), QStringLiteral("test roster"), &error);
    QVERIFY2(bound, qPrintable(error.toLine()));
    const BoundRegiment &kept = bound->divisions[0].regiments[1];
    QVERIFY(kept.unknownUnit);
    QVERIFY(!bound->divisions[0].regiments[0].unknownUnit);
    QCOMPARE(kept.unit->id, QStringLiteral("no-such-unit"));
    QCOMPARE(kept.points, HalfPoints());
    QCOMPARE(kept.bases, 0);
    QVERIFY(kept.unit->name.get(QStringLiteral("pl")).contains(QStringLiteral("nieznana jednostka")));
    const ValidationReport report = run(r);
    QVERIFY(!report.valid());
    QCOMPARE(codes(report).count(QStringLiteral("UNIT_UNKNOWN")), 1);
    const auto issue = std::find_if(report.issues.cbegin(), report.issues.cend(),
                                    [](const Issue &i) { return i.code == QLatin1String("UNIT_UNKNOWN"); });
    QCOMPARE(issue->severity, Severity::Error);
    QCOMPARE(issue->path, QStringLiteral("/divisions/0/regiments/1/unit"));
    QVERIFY(issue->message.get(QStringLiteral("en"))
                .contains(QStringLiteral("\"no-such-unit\" is in none of the catalogues")));
    QVERIFY(issue->message.get(QStringLiteral("pl")).contains(QStringLiteral("nie ma w katalogach")));
    QVERIFY(!issue->message.get(QStringLiteral("en")).contains(QLatin1Char('/'))); // words, not a pointer
}

void TstValidation::unknownIdsAreUnusableInput()
{
    QString pointer;
    Roster r = emptyRoster();
    addDivision(r, {"line"}).general = QStringLiteral("nobody");
    QVERIFY(!bindError(r, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/divisions/0/general"));

    r = emptyRoster();
    r.catalogues = {QStringLiteral("no-such-catalogue")};
    QVERIFY(!bindError(r, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/catalogues/0"));

    r = emptyRoster();
    r.limits.preset = QStringLiteral("99+1");
    QVERIFY(!bindError(r, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/limits/preset"));

    r = emptyRoster();
    r.upgrades << upgrade("free-victory");
    QVERIFY(!bindError(r, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/upgrades/0/id"));

    r = emptyRoster();
    r.upgrades << terrain("volcano");
    QVERIFY(!bindError(r, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/upgrades/0/terrain"));

    r = emptyRoster();
    RosterUpgrade redraw = upgrade("redraw");
    redraw.target = QStringLiteral("d9");
    r.upgrades << redraw;
    QVERIFY(!bindError(r, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/upgrades/0/target"));

    r = emptyRoster();
    r.ruleset = QStringLiteral("bwn-9.9");
    QVERIFY(!bindError(r, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/ruleset"));
}

void TstValidation::issuesCarrySectionAndBothLanguages()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"militia"});
    d.regiments[0].status = Status::Veteran;
    const auto i = find(run(r), QStringLiteral("VETERAN_NOT_ALLOWED"));
    QVERIFY(i);
    QVERIFY(i->section.startsWith(QLatin1String("BWN ")));
    const QString pl = i->message.get(QStringLiteral("pl"));
    const QString en = i->message.get(QStringLiteral("en"));
    QVERIFY(!pl.isEmpty() && !en.isEmpty());
    QVERIFY(pl != en);
    QVERIFY(pl.contains(QStringLiteral("weterana")));
}

// Runs last (slots run in declaration order): every code of the contract was produced by some test above.
void TstValidation::everyContractCodeIsTriggered()
{
    const QStringList contract{
        QStringLiteral("UNIT_POINTS_OVER"), QStringLiteral("TOTAL_POINTS_OVER"), QStringLiteral("BASES_OVER"),
        QStringLiteral("ARTILLERY_OVER"), QStringLiteral("UNIT_WRONG_NATION"), QStringLiteral("UNIT_MAX_EXCEEDED"),
        QStringLiteral("HISTORICAL_UNIT_TWICE"), QStringLiteral("PERIODS_MIXED"), QStringLiteral("VETERAN_NOT_ALLOWED"),
        QStringLiteral("ELITE_NOT_ALLOWED"), QStringLiteral("PROVIDENCE_TWICE"), QStringLiteral("EXTRA_TERRAIN_OVER"),
        QStringLiteral("ARMY_MORALE_OVER"), QStringLiteral("AMBUSH_NOT_ALLOWED"), QStringLiteral("AMBUSH_TOO_MANY"),
        QStringLiteral("AMMO_TRAIN_TWICE"), QStringLiteral("HISTORICAL_GENERAL_WITHOUT_DIVISION"),
        QStringLiteral("GENERAL_TWICE"), QStringLiteral("DIVISION_EMPTY"), QStringLiteral("COMMANDER_NOT_DRAWN"),
        // codes this project added in the same style
        QStringLiteral("INITIAL_INITIATIVE_TWICE"), QStringLiteral("SEIZE_INITIATIVE_TWICE"),
        QStringLiteral("AMMO_TRAIN_TOO_SMALL"), QStringLiteral("REDRAW_TWICE"), QStringLiteral("GENERAL_WRONG_ROLE"),
        QStringLiteral("POOL_NOT_CHOSEN"), QStringLiteral("DIVISION_IN_TWO_CORPS"),
        QStringLiteral("HISTORICAL_COMMANDER_WITHOUT_CORPS"), QStringLiteral("DATA_CHANGED"),
        QStringLiteral("UNIT_UNKNOWN")};
    QStringList missing;
    for (const QString &code : contract)
        if (!g_seenCodes.contains(code))
            missing << code;
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("never triggered: ") + missing.join(QStringLiteral(", "))));
}

QTEST_APPLESS_MAIN(TstValidation)
#include "tst_validation.moc"
