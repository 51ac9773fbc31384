// SPDX-License-Identifier: GPL-3.0-or-later
// Commander draws (BWN 13.4, 13.3, 13.2, 6.7) and initiative (BWN 14.2) with program and physical dice.
#include "bw/datastamp.h"
#include "bw/draws.h"
#include "bw/initiative.h"
#include "foundation/jsonschema.h"
#include "rosterbuilder.h"
#include "bw/rosterfile.h"
#include "bw/rostertext.h"

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

const General *general(const QString &id) { return testData().catalogue(QStringLiteral("test-1813"))->general(id); }

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
    void bwn13_3_extraGeneralLeadsADivisionOfHisOwn();
    void issue15_drawPlacesInWords();
    void bwn13_4_singleDivisionVanguardNeedsNoGeneral();
    void bwn6_2_corpsCommanderLeadsACorpsLevelBattle();
    void bwn13_2_wholeHistoricalCorpsAsTheArmy_itsCommanderIsCommanderInChief();
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
    r.corps =
        QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d4")}),
                           makeCorps(QStringLiteral("c2"), std::nullopt,
                                     {QStringLiteral("d2"), QStringLiteral("d3"), QStringLiteral("d5")})};
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
    // BWN 6.2: without corps the battle is at most corps level, so corps commanders may lead it too.
    QCOMPARE(cincs,
             (QSet<QString>{QStringLiteral("cinc-a"), QStringLiteral("cinc-b"), QStringLiteral("corps-a"),
                            QStringLiteral("corps-b")}));
    QCOMPARE(infantry,
             (QSet<QString>{QStringLiteral("div-inf-1"), QStringLiteral("div-inf-2"), QStringLiteral("div-inf-3"),
                            QStringLiteral("div-inf-4")}));
    QCOMPARE(cavalry,
             (QSet<QString>{QStringLiteral("corps-b"), QStringLiteral("div-cav-1"), QStringLiteral("div-cav-2")}));
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
    r.corps =
        QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")})};
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
    QCOMPARE(cav.candidates,
             (QStringList{QStringLiteral("corps-b"), QStringLiteral("div-cav-1"), QStringLiteral("div-cav-2")}));
}

void TstDraws::bwn13_4_mixedDivisionUsesThePlayersPool()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "hussars"}, DivisionArm::Mixed);
    addDivision(r, {"light"}); // not a one-division vanguard, which the commander-in-chief leads
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

// BWN 13.3: "Możemy mu przydzielić do dowodzenia dowolne jednostki": the extra general leads a division of his own,
// drawn from the pool the player chose; that division draws no general of its own and pays for none.
void TstDraws::bwn13_3_extraGeneralLeadsADivisionOfHisOwn()
{
    Roster r = twoDivisions();
    addDivision(r, {"light", "light"});
    RosterUpgrade extra = upgrade("extra-general");
    extra.arm = Arm::Infantry;
    extra.division = QStringLiteral("d3");
    r.upgrades << extra;
    const ValidationReport before = check(r);
    QCOMPARE(before.totals.generalPoints, HalfPoints::fromWhole(2)); // d1 and d2; the extra general is an upgrade
    QCOMPARE(before.totals.upgrades, HalfPoints::fromWhole(3));
    for (const Issue &i : before.issues)
        QVERIFY2(i.path != QLatin1String("/divisions/2/general"), "d3 is led by the extra general");
    SeededDice dice(4);
    const Drawn d = drawWith(r, dice);
    QVERIFY2(d.result, qPrintable(d.error.message));
    QCOMPARE(d.result->entries.size(), 4); // cinc, d1, d2, the extra general
    QVERIFY(!d.result->roster.divisions[2].general);
    const auto &g = d.result->roster.upgrades[0].general;
    QVERIFY(g);
    QCOMPARE(general(*g)->arm, Arm::Infantry);
    const ValidationReport after = check(d.result->roster);
    QVERIFY2(after.issues.isEmpty(), qPrintable(codes(after).join(QLatin1Char(','))));
    LoadError le;
    const auto bound = bindRoster(d.result->roster, testData(), QStringLiteral("test"), &le);
    QVERIFY(bound);
    QCOMPARE(bound->divisions[2].general, general(*g)); // the division's commander is the extra general
    QCOMPARE(bound->divisions[2].extraGeneral, 0);

    // A division named twice, or with its own general too, is one command too many.
    Roster twice = r;
    twice.divisions[2].general = QStringLiteral("div-inf-3");
    const auto i = find(check(twice), QStringLiteral("EXTRA_GENERAL_DIVISION_TAKEN"));
    QVERIFY(i);
    QCOMPARE(i->path, QStringLiteral("/upgrades/0/division"));
    Roster unknown = r;
    unknown.upgrades[0].division = QStringLiteral("d9");
    QString pointer;
    QVERIFY(!bindError(unknown, &pointer).isEmpty());
    QCOMPARE(pointer, QStringLiteral("/upgrades/0/division"));
}

// BWN 13.4: a vanguard (an army without corps) of one division: the commander-in-chief leads the division, no
// general is drawn for it.
void TstDraws::bwn13_4_singleDivisionVanguardNeedsNoGeneral()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "light"});
    PhysicalDice dice({1});
    const Drawn d = drawWith(r, dice);
    QVERIFY2(d.result, qPrintable(d.error.message));
    QCOMPARE(d.result->entries.size(), 1);
    QCOMPARE(d.result->entries[0].target, QStringLiteral("/commanderInChief/general"));
    QVERIFY(!d.result->roster.divisions[0].general);
    QVERIFY(check(d.result->roster).issues.isEmpty());
}

// BWN 6.2: a general who may command a corps may be commander-in-chief "w przypadku bitew na szczeblu korpusu" —
// an army of at most one corps; in an army of corps only commanders-in-chief may lead it.
void TstDraws::bwn6_2_corpsCommanderLeadsACorpsLevelBattle()
{
    Roster r = twoDivisions();
    r.commanderInChief.general = QStringLiteral("corps-a");
    QVERIFY(!find(check(r), QStringLiteral("GENERAL_WRONG_ROLE")));
    r.corps =
        QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")})};
    QVERIFY2(!find(check(r), QStringLiteral("GENERAL_WRONG_ROLE")), "one corps is a corps-level battle");
    r.divisions[1].regiments << r.divisions[1].regiments.first();
    addDivision(r, {"light"});
    r.corps =
        QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")}),
                           makeCorps(QStringLiteral("c2"), std::nullopt, {QStringLiteral("d3")})};
    const auto i = find(check(r), QStringLiteral("GENERAL_WRONG_ROLE"));
    QVERIFY2(i, "two corps: an army-level battle");
    QCOMPARE(i->path, QStringLiteral("/commanderInChief/general"));

    // The draw pool follows: in the army of two corps only commanders-in-chief.
    r.commanderInChief.general.reset();
    SeededDice dice(5);
    const Drawn d = drawWith(r, dice);
    QVERIFY2(d.result, qPrintable(d.error.message));
    QCOMPARE(d.result->entries[0].candidates, (QStringList{QStringLiteral("cinc-a"), QStringLiteral("cinc-b")}));
    Roster one = twoDivisions();
    PhysicalDice more({3, 1, 1});
    const Drawn e = drawWith(one, more);
    QVERIFY2(e.result, qPrintable(e.error.message));
    QCOMPARE(e.result->entries[0].candidates,
             (QStringList{QStringLiteral("cinc-a"), QStringLiteral("cinc-b"), QStringLiteral("corps-a"),
                          QStringLiteral("corps-b")}));
    QCOMPARE(*e.result->roster.commanderInChief.general, QStringLiteral("corps-a"));
}

// BWN 13.2, 5.2: "Wystawiając cały historyczny korpus, możemy wystawić również jego wodza naczelnego": an army that
// is one whole historical corps is led by the corps' commander as commander-in-chief; no second one is drawn and he
// costs nothing, as a commander-in-chief.
void TstDraws::bwn13_2_wholeHistoricalCorpsAsTheArmy_itsCommanderIsCommanderInChief()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"line", "light"});
    d.historical = QStringLiteral("hist-div");
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    RosterCorps c = makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")});
    c.historical = QStringLiteral("hist-corps");
    r.corps = QList<RosterCorps>{c};
    const ValidationReport before = check(r);
    QCOMPARE(before.totals.generalPoints, HalfPoints::fromWhole(2)); // two division generals; no corps commander apart
    PhysicalDice dice({2});                                          // only d2's cavalry general is drawn
    const Drawn drawn = drawWith(r, dice);
    QVERIFY2(drawn.result, qPrintable(drawn.error.message));
    QCOMPARE(*drawn.result->roster.commanderInChief.general, QStringLiteral("corps-a"));
    QVERIFY(!drawn.result->roster.corps->at(0).commander);
    QCOMPARE(*drawn.result->roster.divisions[0].general, QStringLiteral("div-inf-1"));
    QCOMPARE(*drawn.result->roster.divisions[1].general, QStringLiteral("div-cav-1"));
    QCOMPARE(dice.used(), 1);
    bool cincHistorical = false;
    for (const DrawEntry &e : drawn.result->entries)
        cincHistorical |=
            e.target == QLatin1String("/commanderInChief/general") && e.how == QLatin1String("historical");
    QVERIFY(cincHistorical);
    const ValidationReport after = check(drawn.result->roster);
    QVERIFY2(after.issues.isEmpty(), qPrintable(codes(after).join(QLatin1Char(','))));
    QCOMPARE(after.totals.generalPoints, HalfPoints::fromWhole(2));
}

// Issue 15/9: a draw-log entry names its place in words — the extra general too, not "/upgrades/1/general".
void TstDraws::issue15_drawPlacesInWords()
{
    Roster r = twoDivisions();
    addDivision(r, {"light"});
    r.corps = QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt,
                                           {QStringLiteral("d1"), QStringLiteral("d2"), QStringLiteral("d3")})};
    r.corps->first().name = Text::translated(QStringLiteral("I Korpus"), QStringLiteral("I Corps"));
    RosterUpgrade extra = upgrade("extra-general");
    extra.arm = Arm::Cavalry;
    r.upgrades << extra;
    extra.arm = Arm::Infantry;
    extra.division = QStringLiteral("d3");
    r.upgrades << extra;
    LoadError le;
    const auto b = bindRoster(r, testData(), QStringLiteral("test"), &le);
    QVERIFY2(b, qPrintable(le.toLine()));
    QCOMPARE(drawPlaceName(*b, QStringLiteral("/commanderInChief/general"), QStringLiteral("en")),
             QStringLiteral("Commander-in-chief"));
    QCOMPARE(drawPlaceName(*b, QStringLiteral("/corps/0/commander"), QStringLiteral("en")),
             QStringLiteral("Corps commander — I Corps"));
    QCOMPARE(drawPlaceName(*b, QStringLiteral("/divisions/1/general"), QStringLiteral("pl")),
             QStringLiteral("Dywizja 2"));
    QCOMPARE(drawPlaceName(*b, QStringLiteral("/upgrades/0/general"), QStringLiteral("en")),
             QStringLiteral("Extra general (cavalry pool)"));
    QCOMPARE(drawPlaceName(*b, QStringLiteral("/upgrades/0/general"), QStringLiteral("pl")),
             QStringLiteral("Dodatkowy generał (pula kawalerii)"));
    QCOMPARE(drawPlaceName(*b, QStringLiteral("/upgrades/1/general"), QStringLiteral("en")),
             QStringLiteral("Extra general — Division 3"));
    QCOMPARE(drawPlaceName(*b, QStringLiteral("/nothing/7"), QStringLiteral("en")), QStringLiteral("/nothing/7"));
}

void TstDraws::bwn13_2_historicalGeneralWithoutDraw()
{
    Roster r = emptyRoster();
    Division &div = addDivision(r, {"line", "light", "hussars"});
    div.historical = QStringLiteral("hist-div");
    addDivision(r, {"militia"}); // two divisions: each has a general (one alone would be led by the cinc, BWN 13.4)
    PhysicalDice dice({1, 2});   // the commander-in-chief and d2's general: not d1's historical one
    Drawn d = drawWith(r, dice);
    QVERIFY2(d.result, qPrintable(d.error.message));
    QCOMPARE(*d.result->roster.divisions[0].general, QStringLiteral("div-inf-1"));
    QCOMPARE(d.result->entries[0].how, QStringLiteral("historical"));
    QVERIFY(d.result->entries[0].rolls.isEmpty());
    QCOMPARE(dice.used(), 2);
    QVERIFY(check(d.result->roster).valid());

    r.divisions[0].regiments.removeAt(1); // no longer the whole historical division: drawn like the others
    PhysicalDice more({1, 2, 3});
    d = drawWith(r, more);
    QCOMPARE(*d.result->roster.divisions[0].general, QStringLiteral("div-inf-2"));
}

void TstDraws::bwn13_2_historicalCorpsCommanderWithoutDraw()
{
    Roster r = emptyRoster();
    Division &d = addDivision(r, {"line", "light"});
    d.historical = QStringLiteral("hist-div");
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    addDivision(r, {"line"});
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    RosterCorps c = makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d1"), QStringLiteral("d2")});
    c.historical = QStringLiteral("hist-corps");
    r.corps = QList<RosterCorps>{
        c, makeCorps(QStringLiteral("c2"), std::nullopt, {QStringLiteral("d3"), QStringLiteral("d4")})};
    // cinc-a (of two); c2: corps-b (of cinc-b, corps-a, corps-b); d2: div-cav-1; d3: div-inf-2; d4: div-cav-2.
    PhysicalDice dice({1, 3, 2, 2, 3});
    const Drawn drawn = drawWith(r, dice);
    QVERIFY2(drawn.result, qPrintable(drawn.error.message));
    QCOMPARE(*drawn.result->roster.corps->at(0).commander, QStringLiteral("corps-a"));
    QCOMPARE(*drawn.result->roster.commanderInChief.general, QStringLiteral("cinc-a"));
    QCOMPARE(*drawn.result->roster.divisions[0].general, QStringLiteral("div-inf-1"));
    QCOMPARE(*drawn.result->roster.divisions[1].general, QStringLiteral("div-cav-1"));
    QCOMPARE(dice.used(), 5);
    QVERIFY2(check(drawn.result->roster).issues.isEmpty(),
             qPrintable(codes(check(drawn.result->roster)).join(QLatin1Char(','))));

    r.divisions[0].regiments.removeLast(); // no longer whole: the corps commander is drawn
    SeededDice more(3);
    const Drawn partial = drawWith(r, more);
    QVERIFY(partial.result);
    for (const DrawEntry &e : partial.result->entries)
        QVERIFY(e.target != QLatin1String("/corps/0/commander") || e.how == QLatin1String("draw"));
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
            QVERIFY2(rep.issues.isEmpty(),
                     qPrintable(QStringLiteral("%1 seed %2: %3").arg(name).arg(seed).arg(rep.issues.value(0).code)));
            if (seed == 0) { // what `bwn draw` writes is a roster of the published format
                QFile schemaFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/schema/roster.schema.json"));
                QVERIFY(schemaFile.open(QIODevice::ReadOnly));
                Roster stamped = drawn->roster; // as `bwn draw` saves it: with what it was made with
                stamped.madeWith = stampOf(*rebound);
                const auto violations =
                    validateJsonSchema(rosterToJson(stamped), QJsonDocument::fromJson(schemaFile.readAll()).object());
                QVERIFY2(violations.isEmpty(),
                         qPrintable(violations.value(0).pointer + QStringLiteral(": ") + violations.value(0).message));
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
