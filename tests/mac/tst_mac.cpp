// SPDX-License-Identifier: GPL-3.0-or-later
// Maciejowice 1794 (MAC): every rule of the cup, the commanders, Poniński and the victory track, named by its
// section, over the bundled scenario.
#include "foundation/jsonschema.h"
#include "mac/casualty.h"
#include "mac/programdice.h"
#include "mac/poninski.h"
#include "mac/rounding.h"
#include "mac/schedule.h"
#include "mac/secrets.h"
#include "mac/victory.h"
#include "macfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::mac;
using mactest::Play;

class TstMac : public QObject {
    Q_OBJECT

private slots:
    // MAC [2.2]: "Wynik „0” oznacza 0, a nie 10." The scenario's die says so, and DiceSource::rollFace reads it.
    void mac_2_2_d10_facesZeroToNine()
    {
        const Scenario s = mactest::bundled();
        QCOMPARE(s.die.sides, 10);
        QCOMPARE(s.die.lowestFace, 0);
        QCOMPARE(s.die.highestFace, 9);
        const DieFaces d10 = s.die.faces();
        QCOMPARE(d10.highest(), s.die.highestFace);
        PhysicalDice typed({0, 9, 10});
        QCOMPARE(typed.rollFace(d10), std::optional<int>(0));
        QCOMPARE(typed.rollFace(d10), std::optional<int>(9));
        QVERIFY(!typed.rollFace(d10)); // 10 is not on the die: an error, never a guess
        QVERIFY(!typed.rollFace(d10)); // ran out
        SeededDice seeded(42);
        QSet<int> seen;
        for (int i = 0; i < 500; ++i) {
            const auto f = seeded.rollFace(d10);
            QVERIFY(f && *f >= 0 && *f <= 9);
            seen.insert(*f);
        }
        QCOMPARE(seen.size(), 10);
        // Players' dice through a casualty roll: the face typed is the face read (0 killed).
        mactest::Play p;
        p.toCombat();
        QVERIFY(p.casualty(QStringLiteral("denisow"), QString::fromLatin1(kTriggerMusket6), 0));
        QCOMPARE(p.state.commander(QStringLiteral("denisow"))->status, CommanderStatus::Killed);
    }

    // MAC [3.4]: 0.01-0.49 down, otherwise up; the thresholds come from the scenario.
    void mac_3_4_rounding_downBelowHalf_upFromHalf()
    {
        const RoundingRule r = mactest::bundled().rounding;
        QCOMPARE(roundGame(6, 2, r), 3);     // exact
        QCOMPARE(roundGame(9, 4, r), 2);     // 2.25
        QCOMPARE(roundGame(10, 3, r), 3);    // 3.33
        QCOMPARE(roundGame(149, 100, r), 1); // 1.49
        QCOMPARE(roundGame(7, 2, r), 4);     // 3.5
        QCOMPARE(roundGame(5, 3, r), 2);     // 1.67
        QCOMPARE(roundGame(99, 200, r), 0);  // 0.495 read to hundredths: 0.49, down
        QCOMPARE(roundGame(1, 0, r), 0);     // no division by zero
        // 10.9.4: fire strength over distance, rounded by 3.4.
        QCOMPARE(musketFireValue(9, 2, r), 5);
        QCOMPARE(musketFireValue(5, 4, r), 1);
    }

    // MAC 13.0: the pools of stages 1-8 as listed, from stage 9 on the standing rule, entry hexes.
    void mac_13_0_pools_asListedStageByStage()
    {
        const Scenario s = mactest::bundled();
        QCOMPARE(s.stages, 24);
        QCOMPARE(s.poolOf(1)->polish.fixed, QStringList());
        QCOMPARE(s.poolOf(1)->russian.fixed, QStringList{QStringLiteral("denisow")});
        QCOMPARE(s.poolOf(2)->polish.fixed, QStringList{QStringLiteral("kniaziewicz")});
        QCOMPARE(s.poolOf(3)->russian.fixed,
                 (QStringList{QStringLiteral("denisow"), QStringLiteral("tormasow"), QStringLiteral("fersen")}));
        QCOMPARE(
            s.poolOf(4)->polish.fixed,
            (QStringList{QStringLiteral("kniaziewicz"), QStringLiteral("kaminski"), QStringLiteral("kosciuszko")}));
        QCOMPARE(s.poolOf(5)->polish.any, 2);
        QCOMPARE(s.poolOf(5)->russian.any, 1);
        QCOMPARE(s.poolOf(7)->russian.fixed,
                 (QStringList{QStringLiteral("fersen"), QStringLiteral("chruszczow"), QStringLiteral("tolstoj")}));
        for (int stage = 9; stage <= 24; ++stage) {
            QCOMPARE(s.poolOf(stage)->polish.fixed, QStringList{QStringLiteral("kosciuszko")});
            QCOMPARE(s.poolOf(stage)->polish.any, 2);
            QCOMPARE(s.poolOf(stage)->russian.fixed, QStringList{QStringLiteral("fersen")});
            QCOMPARE(s.poolOf(stage)->russian.any, 4);
        }
        QVERIFY(!s.poolOf(25));
        QCOMPARE(s.commander(QStringLiteral("chruszczow"))->entry.from, QStringLiteral("0120"));
        QCOMPARE(s.commander(QStringLiteral("chruszczow"))->entry.to, QStringLiteral("0130"));
        QCOMPARE(s.commander(QStringLiteral("tolstoj"))->entryStage, 7);
        QCOMPARE(s.commander(QStringLiteral("poninski"))->entry.to, QStringLiteral("3901"));
        const QList<ScheduleRow> rows = schedule(s);
        QCOMPARE(rows.size(), 24);
        QCOMPARE(rows[4].entering, (QStringList{QStringLiteral("rachmanow"), QStringLiteral("chruszczow")}));
        QVERIFY(rows[0].poninskiRollStage);
        QVERIFY(rows[2].poninskiCheckPossible && rows[11].poninskiCheckPossible && !rows[12].poninskiCheckPossible);
        // From 12 (13.0 b) to the last stage: a hold (13.0 c) moves him on past 21, the highest roll.
        QVERIFY(!rows[10].poninskiArrivalPossible && rows[11].poninskiArrivalPossible
                && rows[20].poninskiArrivalPossible && rows[21].poninskiArrivalPossible && rows[23].poninskiArrivalPossible);
    }

    // The bundled data fits its schema; a broken file is refused naming the place.
    void mac_data_scenarioFitsSchema_brokenNamesPlace()
    {
        LoadError error;
        const auto doc = readJsonFile(macDataDir() + QStringLiteral("/maciejowice-1794.json"), &error);
        const auto schema = readJsonFile(macDataDir() + QStringLiteral("/mac-scenario.schema.json"), &error);
        QVERIFY(doc && schema);
        QVERIFY(validateJsonSchema(*doc, *schema).isEmpty());
        QJsonObject broken = *doc;
        QJsonObject victory = broken.value(QStringLiteral("victory")).toObject();
        victory.insert(QStringLiteral("threshold"), 0);
        broken.insert(QStringLiteral("victory"), victory);
        QVERIFY(!scenarioFromJson(broken, QStringLiteral("x.json"), &error));
        QCOMPARE(error.pointer, QStringLiteral("/victory/threshold"));
        QJsonObject unknown = *doc;
        QJsonArray pools = unknown.value(QStringLiteral("pools")).toArray();
        QJsonObject first = pools[0].toObject();
        first.insert(QStringLiteral("ru"),
                     QJsonObject{{QStringLiteral("fixed"), QJsonArray{QStringLiteral("kutuzow")}}});
        pools[0] = first;
        unknown.insert(QStringLiteral("pools"), pools);
        QVERIFY(!scenarioFromJson(unknown, QStringLiteral("x.json"), &error));
        QCOMPARE(error.pointer, QStringLiteral("/pools/0/ru/fixed/0"));
    }

    // MAC [3.3]: turn 1 builds the pool, turn 2 draws one chit at a time until the cup is empty, turn 3 moves on
    // (and swaps the fire markers, 10.9.10).
    void mac_3_3_stageTurns_drawUntilCupEmpty()
    {
        Play p;
        QCOMPARE(p.state.turn, Turn::BuildPool);
        QVERIFY(!p.kind(ActionKind::BuildPool)); // Poniński's roll (13.0 a) comes first
        QCOMPARE(p.error.code, QStringLiteral("PONINSKI_ROLL_DUE"));
        QVERIFY(p.kind(ActionKind::PoninskiRoll, {4}));
        QVERIFY(!p.draw()); // nothing in the cup yet
        QVERIFY(p.kind(ActionKind::BuildPool));
        QCOMPARE(p.state.cup, QStringList{QStringLiteral("denisow")});
        QVERIFY(!p.kind(ActionKind::EndStage)); // turn 3 only after the draws
        QVERIFY(p.draw());
        QCOMPARE(p.state.drawn.first().commander, QStringLiteral("denisow"));
        QCOMPARE(p.state.turn, Turn::StageEnd);
        // Turn 3: "W tej turze zmieniane są żetony „Ostrzał” - patrz [10.9.10]" — the step says so.
        for (const char *lang : {"pl", "en"}) {
            const QString step = nextStep(p.scenario, p.state, QLatin1String(lang));
            QVERIFY2(step.contains(QStringLiteral("10.9.10")) && step.contains(QStringLiteral("Ostrzał")),
                     qPrintable(step));
        }
        QVERIFY(p.kind(ActionKind::EndStage));
        QCOMPARE(p.state.stage, 2);
        QCOMPARE(p.state.turn, Turn::BuildPool);
        p.buildStage();
        QCOMPARE(p.state.cup, (QStringList{QStringLiteral("kniaziewicz"), QStringLiteral("denisow")}));
        p.drawAll();
        QCOMPARE(p.state.drawn.size(), 2);
        QVERIFY(p.state.cup.isEmpty());
        // Players drawing by hand name the chit; one not in the cup is refused.
        QVERIFY(p.kind(ActionKind::EndStage));
        p.buildStage();
        QVERIFY(!p.draw(QStringLiteral("rachmanow")));
        QCOMPARE(p.error.code, QStringLiteral("NOT_IN_CUP"));
        QVERIFY(p.draw(QStringLiteral("fersen")));
        QVERIFY(!p.state.cup.contains(QStringLiteral("fersen")));
    }

    // MAC 13.0: "any two commanders" are chosen in secret, from the side's commanders in play not named already.
    void mac_13_0_anyCommanders_chosenFromEligible()
    {
        Play p;
        for (int i = 0; i < 4; ++i)
            p.playStage();
        QCOMPARE(p.state.stage, 5);
        QCOMPARE(
            eligibleForAny(p.scenario, p.state, Side::Polish),
            (QStringList{QStringLiteral("kniaziewicz"), QStringLiteral("kaminski"), QStringLiteral("sierakowski")}));
        QCOMPARE(eligibleForAny(p.scenario, p.state, Side::Russian),
                 (QStringList{QStringLiteral("denisow"), QStringLiteral("tormasow")}));
        QVERIFY(!p.choose(Side::Polish, {QStringLiteral("kniaziewicz")})); // two, not one
        QCOMPARE(p.error.code, QStringLiteral("CHOICE_COUNT"));
        QVERIFY(!p.choose(Side::Polish, {QStringLiteral("kniaziewicz"), QStringLiteral("poninski")}));
        QCOMPARE(p.error.code, QStringLiteral("NOT_ELIGIBLE"));
        QVERIFY(!p.choose(Side::Russian, {QStringLiteral("rachmanow")})); // named in stage 5 already
        QVERIFY(p.choose(Side::Polish, {QStringLiteral("kaminski"), QStringLiteral("sierakowski")}));
        QVERIFY(!p.kind(ActionKind::BuildPool)); // the Russians have not chosen
        QCOMPARE(p.error.code, QStringLiteral("CHOICE_MISSING"));
        QVERIFY(p.choose(Side::Russian, {QStringLiteral("tormasow")}));
        QVERIFY(p.kind(ActionKind::BuildPool));
        QCOMPARE(p.state.pool.size(), 7); // Kościuszko + 2, Fersen, Rachmanow, Chruszczow + 1
        QVERIFY(!p.state.pool.contains(QStringLiteral("kniaziewicz")));
        QVERIFY(!p.state.pool.contains(QStringLiteral("denisow")));
        // Stage 9 on: Fersen and any four of five.
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        while (p.state.stage < 9)
            p.playStage();
        QCOMPARE(eligibleForAny(p.scenario, p.state, Side::Russian).size(), 5);
        p.buildStage();
        QCOMPARE(p.state.pool.size(), 3 + 5);
    }

    // MAC 13.0: commanders not in the pool are never shown to the opponent: not in the other side's view of the
    // game, not in its status, until a draw reveals the chit.
    void mac_13_0_secretChoice_neverInTheOtherSidesBytes()
    {
        Play p;
        for (int i = 0; i < 4; ++i)
            p.playStage();
        QVERIFY(p.choose(Side::Polish, {QStringLiteral("kaminski"), QStringLiteral("sierakowski")}));
        const QByteArray secret = "sierakowski";
        auto viewBytes = [&](Side side) { return QJsonDocument(gameViewForSide(p.game, p.scenario, side)).toJson(); };
        // The status names every commander on the map (they are public); what is in the pool, the cup and the
        // choices is what a side may not see of the other's.
        auto statusBytes = [&](std::optional<Side> side) {
            const QJsonObject o = stateToJson(p.scenario, p.state, side, QStringLiteral("en"));
            QByteArray bytes;
            for (const char *key : {"pool", "cup", "choices", "eligible", "drawn"})
                bytes += QJsonDocument(o.value(QLatin1String(key)).toObject()).toJson()
                    + QJsonDocument(o.value(QLatin1String(key)).toArray()).toJson();
            return bytes;
        };
        QVERIFY(!viewBytes(Side::Russian).contains(secret));
        QVERIFY(!statusBytes(Side::Russian).contains(secret));
        QVERIFY(viewBytes(Side::Polish).contains(secret));
        QVERIFY(statusBytes(std::nullopt).contains(secret));
        QVERIFY(p.choose(Side::Russian, {QStringLiteral("denisow")}));
        QVERIFY(p.kind(ActionKind::BuildPool));
        QVERIFY(!viewBytes(Side::Russian).contains(secret));
        QVERIFY(!statusBytes(Side::Russian).contains(secret));
        QCOMPARE(stateToJson(p.scenario, p.state, Side::Russian, QStringLiteral("en"))
                     .value(QStringLiteral("cup"))
                     .toObject()
                     .value(QStringLiteral("hidden"))
                     .toInt(),
                 2);
        while (!p.state.drawn.isEmpty() ? p.state.drawn.last().commander != QStringLiteral("sierakowski") : true)
            QVERIFY(p.draw());
        QVERIFY(viewBytes(Side::Russian).contains(secret)); // revealed by the draw
        QVERIFY(statusBytes(Side::Russian).contains(secret));
    }

    // MAC [4.4] a, b: Kościuszko activates any Polish commander, Fersen any Russian; nobody else activates.
    void mac_4_4_chiefs_activateAnyOfTheirSide()
    {
        Play p;
        p.playStage();
        p.playStage();
        p.buildStage(); // stage 3: Kniaziewicz, Kościuszko; Denisow, Tormasow, Fersen
        QVERIFY(p.draw(QStringLiteral("denisow")));
        QVERIFY(!p.activate(QStringLiteral("tormasow")));
        QCOMPARE(p.error.code, QStringLiteral("NOT_CHIEF"));
        QVERIFY(p.draw(QStringLiteral("kosciuszko")));
        QCOMPARE(
            activatable(p.scenario, p.state, Side::Polish),
            (QStringList{QStringLiteral("kniaziewicz"), QStringLiteral("kaminski"), QStringLiteral("sierakowski")}));
        QVERIFY(!p.activate(QStringLiteral("tormasow"))); // not his side
        QVERIFY(!p.activate(QStringLiteral("poninski"))); // not on the map
        QVERIFY(p.activate(QStringLiteral("sierakowski")));
        QCOMPARE(p.state.drawn.last().activated, QStringLiteral("sierakowski"));
        QVERIFY(!p.activate(QStringLiteral("kaminski"))); // once
        QVERIFY(p.draw(QStringLiteral("fersen")));
        QVERIFY(p.activate(QStringLiteral("denisow")));
    }

    // MAC [4.2], [4.4] b: units within 4 hexes are commanded; Kościuszko himself commands six units within 4 hexes.
    void mac_4_4b_kosciuszko_sixUnitsWithinFourHexes()
    {
        const Scenario s = mactest::bundled();
        QCOMPARE(s.command.commandRadiusHexes, 4);
        QCOMPARE(s.command.chiefUnits, 6);
        QCOMPARE(s.command.chiefRadiusHexes, 4);
        QCOMPARE(s.command.chiefWithUnits, QStringLiteral("kosciuszko"));
        QCOMPARE(s.commanderInChief(Side::Polish), QStringLiteral("kosciuszko"));
        QCOMPARE(s.commanderInChief(Side::Russian), QStringLiteral("fersen"));
    }

    // MAC [4.5]: the Polish reserve answers to every Polish commander but Poniński.
    void mac_4_5_reserve_everyPoleButPoninski()
    {
        const Scenario s = mactest::bundled();
        for (const Commander &c : s.commanders)
            QCOMPARE(c.mayCommandReserve, c.side == Side::Polish && c.id != QStringLiteral("poninski"));
        QVERIFY(!s.reserveColour.isEmpty());
    }

    // MAC [4.6.1]: 0 kills the commander: gone for good, out of the cup, 3 VP to the enemy (12.1).
    void mac_4_6_1_roll0_killed_goneForGood_threeVp()
    {
        Play p;
        p.playStage();
        p.toCombat(QStringLiteral("denisow")); // stage 2: Kniaziewicz, Denisow; Denisow drawn first
        QVERIFY(p.casualty(QStringLiteral("kniaziewicz"), QString::fromLatin1(kTriggerMusket45), 0));
        QCOMPARE(p.state.commander(QStringLiteral("kniaziewicz"))->status, CommanderStatus::Killed);
        QVERIFY(!p.state.cup.contains(QStringLiteral("kniaziewicz")));
        QCOMPARE(p.state.track.russian, 3);
        QVERIFY(p.state.commander(QStringLiteral("kniaziewicz"))->unitsPassedToChief);
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        p.toCombat(); // stage 3 names him: his chit stays out
        QVERIFY(!p.state.pool.contains(QStringLiteral("kniaziewicz")));
        QVERIFY(!p.casualty(QStringLiteral("kniaziewicz"), QString::fromLatin1(kTriggerMusket6), 5));
        QCOMPARE(p.error.code, QStringLiteral("NOT_IN_PLAY"));
    }

    // MAC [4.6.1]: 9 wounds: out of this stage's pool unless already drawn; back in the next stage.
    void mac_4_6_1_roll9_wounded_outOfThisStageOnly()
    {
        Play p;
        p.playStage();
        p.playStage();
        p.toCombat(QStringLiteral("denisow")); // stage 3
        QVERIFY(p.casualty(QStringLiteral("tormasow"), QString::fromLatin1(kTriggerMelee9), 9));
        QVERIFY(p.state.commander(QStringLiteral("tormasow"))->woundedThisStage);
        QVERIFY(!p.state.cup.contains(QStringLiteral("tormasow")));
        QCOMPARE(p.state.commander(QStringLiteral("tormasow"))->status, CommanderStatus::InPlay);
        // Already drawn: the wound changes nothing in this stage's draws.
        QVERIFY(p.casualty(QStringLiteral("denisow"), QString::fromLatin1(kTriggerArtillery), 9, 3));
        QCOMPARE(p.state.drawn.first().commander, QStringLiteral("denisow"));
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        p.buildStage();
        QVERIFY(p.state.pool.contains(QStringLiteral("tormasow")));
        QVERIFY(!p.state.commander(QStringLiteral("tormasow"))->woundedThisStage);
    }

    // MAC [4.6.1]: 1-8 no effect.
    void mac_4_6_1_roll1to8_noEffect()
    {
        for (int face = 1; face <= 8; ++face) {
            Play p;
            p.playStage();
            p.toCombat(QStringLiteral("kniaziewicz")); // stage 2: Denisow's chit still in the cup
            QVERIFY(p.casualty(QStringLiteral("denisow"), QString::fromLatin1(kTriggerMusket6), face));
            QCOMPARE(p.state.commander(QStringLiteral("denisow"))->status, CommanderStatus::InPlay);
            QVERIFY(!p.state.commander(QStringLiteral("denisow"))->woundedThisStage);
            QCOMPARE(p.state.cup, QStringList{QStringLiteral("denisow")});
            QCOMPARE(casualtyResult(p.scenario.casualty, face), CasualtyResult::NoEffect);
        }
    }

    // MAC [4.6.1] rows: the musket fire value from 4 up ("4-5", "6+") calls for the roll.
    void mac_4_6_1_musketRows_fromFour()
    {
        const Scenario s = mactest::bundled();
        QCOMPARE(s.casualty.musketRows, (QStringList{QStringLiteral("4-5"), QStringLiteral("6+")}));
        QVERIFY(!musketValueCallsForRoll(s.casualty, 3));
        QVERIFY(musketValueCallsForRoll(s.casualty, 4));
        QVERIFY(musketValueCallsForRoll(s.casualty, musketFireValue(9, 2, s.rounding))); // 4.5 -> 5
        QVERIFY(!musketValueCallsForRoll(s.casualty, musketFireValue(7, 2, s.rounding) - 1));
    }

    // MAC [4.6.2]: artillery calls for the roll at 3 hexes or less only.
    void mac_4_6_2_artillery_threeHexesOrLess()
    {
        const Scenario s = mactest::bundled();
        QVERIFY(casualtyRollDue(s.casualty, QString::fromLatin1(kTriggerArtillery), 1));
        QVERIFY(casualtyRollDue(s.casualty, QString::fromLatin1(kTriggerArtillery), 3));
        QVERIFY(!casualtyRollDue(s.casualty, QString::fromLatin1(kTriggerArtillery), 4));
        Play p;
        p.toCombat();
        QVERIFY(!p.casualty(QStringLiteral("denisow"), QString::fromLatin1(kTriggerArtillery), 0, 4));
        QCOMPARE(p.error.code, QStringLiteral("NO_ROLL"));
        QCOMPARE(p.state.commander(QStringLiteral("denisow"))->status, CommanderStatus::InPlay);
        QVERIFY(p.casualty(QStringLiteral("denisow"), QString::fromLatin1(kTriggerArtillery), 0, 2));
        QCOMPARE(p.state.commander(QStringLiteral("denisow"))->status, CommanderStatus::Killed);
        QCOMPARE(p.state.track.polish, 3);
    }

    // MAC [4.6.3]: a 9 in melee calls for the roll, read as 4.6.1.
    void mac_4_6_3_melee9_rollsAsFourSixOne()
    {
        const Scenario s = mactest::bundled();
        QCOMPARE(s.casualty.meleeFace, 9);
        QVERIFY(casualtyRollDue(s.casualty, QString::fromLatin1(kTriggerMelee9), 0));
        QVERIFY(!casualtyRollDue(s.casualty, QStringLiteral("melee-8"), 0));
        Play p;
        p.toCombat(); // stage 1: Denisow, the only chit, drawn; his melee still to be fought
        QVERIFY(p.casualty(QStringLiteral("denisow"), QString::fromLatin1(kTriggerMelee9), 9));
        QVERIFY(p.state.commander(QStringLiteral("denisow"))->woundedThisStage);
        QCOMPARE(p.state.turn, Turn::StageEnd);
    }

    // MAC [3.3]: turn 1 only builds the pool ("Tura 1. Utworzenie puli aktywacji"); fire and melee are phases 2 and 4
    // of turn 2, played by a drawn commander. So no leader-casualty roll, no commander lost to combat and no combat
    // VP before the first draw of the stage; after it, until the stage ends (the last chit's phases included).
    void mac_3_3_turnOne_noFireNoMelee()
    {
        Play p;
        for (int i = 0; i < 4; ++i)
            p.playStage();
        QVERIFY(p.choose(Side::Polish, {QStringLiteral("kaminski"), QStringLiteral("sierakowski")}));
        QVERIFY(p.choose(Side::Russian, {QStringLiteral("denisow")}));
        const qsizetype logged = p.game.log.size();
        QVERIFY(!p.casualty(QStringLiteral("sierakowski"), QString::fromLatin1(kTriggerMusket6), 9));
        QCOMPARE(p.error.code, QStringLiteral("NOT_THIS_TURN"));
        QVERIFY(p.error.message.get(QStringLiteral("pl")).contains(QStringLiteral("3.3")));
        QVERIFY(!p.vp(Side::Polish, QStringLiteral("melee-won")));
        QCOMPARE(p.error.code, QStringLiteral("NOT_THIS_TURN"));
        Action lose;
        lose.kind = ActionKind::Lose;
        lose.commander = QStringLiteral("denisow");
        lose.trigger = QStringLiteral("units");
        QVERIFY(!p.step(lose));
        QCOMPARE(p.error.code, QStringLiteral("NOT_THIS_TURN"));
        QCOMPARE(p.game.log.size(), logged); // nothing recorded
        QCOMPARE(p.state.track.polish, 0);
        QVERIFY(p.kind(ActionKind::BuildPool));
        QVERIFY(p.state.pool.contains(QStringLiteral("sierakowski")));
        QVERIFY(p.state.pool.contains(QStringLiteral("denisow")));
        // Built but nobody drawn yet: still no combat.
        QVERIFY(!p.vp(Side::Polish, QStringLiteral("melee-won")));
        QVERIFY(p.draw());
        QVERIFY(p.vp(Side::Polish, QStringLiteral("melee-won")));
        // The last chit drawn: his phases 2 and 4 are still played before turn 3.
        p.drawAll();
        QCOMPARE(p.state.turn, Turn::StageEnd);
        QVERIFY(p.casualty(p.state.drawn.last().commander, QString::fromLatin1(kTriggerMusket6), 5));
    }

    // A game saved by version 2, whose program let the players record fire and melee in turn 1, opens and replays
    // as it was recorded (legacyCombat: the entries it had); what is played after keeps 3.3's order of the turn.
    void mac_3_3_versionTwoGame_replaysItsTurnOneCombat()
    {
        Play p;
        for (int i = 0; i < 4; ++i)
            p.playStage();
        QVERIFY(p.choose(Side::Polish, {QStringLiteral("kaminski"), QStringLiteral("sierakowski")}));
        QVERIFY(p.choose(Side::Russian, {QStringLiteral("denisow")}));
        QCOMPARE(p.state.turn, Turn::BuildPool);
        Action early;
        early.kind = ActionKind::Casualty;
        early.commander = QStringLiteral("sierakowski");
        early.trigger = QString::fromLatin1(kTriggerMusket6);
        early.dice = {DieUse{10, 5, false, {}}};
        p.game.log << early; // as version 2 recorded it, without the turn's check
        QJsonObject doc = gameToJson(p.game);
        doc.insert(QStringLiteral("version"), 2);
        doc.remove(QStringLiteral("legacyCombat"));
        LoadError loadError;
        auto game = gameFromJson(doc, QStringLiteral("old.macgame"), &loadError);
        QVERIFY2(game, qPrintable(loadError.toLine()));
        QCOMPARE(game->legacyCombat, p.game.log.size());
        ActionError error;
        auto state = replayChecked(p.scenario, *game, &error);
        QVERIFY2(state, qPrintable(error.message.get()));
        QCOMPARE(gameToJson(*game).value(QStringLiteral("version")).toInt(), 3);
        QCOMPARE(gameToJson(*game).value(QStringLiteral("legacyCombat")).toInt(), int(p.game.log.size()));
        // A new casualty roll now waits for the first draw.
        Action again = early;
        again.dice.clear();
        QVERIFY(!perform(p.scenario, &*game, *state, again, nullptr, &error));
        QCOMPARE(error.code, QStringLiteral("NOT_THIS_TURN"));
        // The same entry in a version-3 file is a log that does not replay, at its place.
        doc = gameToJson(p.game);
        game = gameFromJson(doc, QStringLiteral("new.macgame"), &loadError);
        QVERIFY(game);
        QCOMPARE(game->legacyCombat, qsizetype(0));
        QVERIFY(!replayChecked(p.scenario, *game, &error));
        QCOMPARE(error.code, QStringLiteral("NOT_THIS_TURN"));
        QCOMPARE(error.pointer(), QStringLiteral("/log/%1").arg(p.game.log.size() - 1));
        // Undo below the old entries: legacyCombat follows.
        QJsonObject versionTwo = gameToJson(p.game);
        versionTwo.insert(QStringLiteral("version"), 2);
        game = gameFromJson(versionTwo, QStringLiteral("old.macgame"), &loadError);
        QVERIFY(game);
        Game undone = *game;
        dropLastEntry(undone);
        QCOMPARE(undone.legacyCombat, undone.log.size());
    }

    // MAC [4.6]: all his units gone or his stack destroyed: he leaves the pool for good.
    void mac_4_6_lost_leavesThePoolForGood()
    {
        Play p;
        p.playStage();
        p.toCombat(QStringLiteral("denisow"));
        QVERIFY(p.lose(QStringLiteral("kniaziewicz"), QStringLiteral("units")));
        QCOMPARE(p.state.commander(QStringLiteral("kniaziewicz"))->status, CommanderStatus::Lost);
        QVERIFY(!p.state.commander(QStringLiteral("kniaziewicz"))->unitsPassedToChief); // no units left to pass
        QVERIFY(!p.state.cup.contains(QStringLiteral("kniaziewicz")));
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        p.toCombat();
        QVERIFY(!p.state.pool.contains(QStringLiteral("kniaziewicz")));
        QVERIFY(p.lose(QStringLiteral("denisow"), QStringLiteral("stack")));
        QVERIFY(p.state.commander(QStringLiteral("denisow"))->unitsPassedToChief);
    }

    // MAC [4.6]: "Dowódca jest bezpowrotnie zdejmowany z planszy (żeton należy natychmiast usunąć z Puli Aktywacji)",
    // so the schedule of a game names him in no pool still to be built; the scenario's own (the blank sheet) keeps him.
    void mac_4_6_lost_leavesTheScheduleStillToCome()
    {
        Play p;
        p.playStage();
        p.toCombat(QStringLiteral("denisow"));
        QVERIFY(p.lose(QStringLiteral("kniaziewicz"), QStringLiteral("units")));
        const int now = p.state.stage;
        const auto named = [](const ScheduleRow &row, const QString &id) {
            return row.polish.fixed.contains(id) || row.russian.fixed.contains(id);
        };
        const QList<ScheduleRow> blank = schedule(p.scenario);
        const QList<ScheduleRow> ofTheGame = schedule(p.scenario, &p.state);
        QCOMPARE(ofTheGame.size(), blank.size());
        int laterInBlank = 0;
        for (qsizetype i = 0; i < blank.size(); ++i) {
            if (blank[i].stage <= now) {
                // The stages played and the one in play keep their pools as built.
                QCOMPARE(named(ofTheGame[i], QStringLiteral("kniaziewicz")), named(blank[i], QStringLiteral("kniaziewicz")));
                continue;
            }
            laterInBlank += named(blank[i], QStringLiteral("kniaziewicz"));
            QVERIFY2(!named(ofTheGame[i], QStringLiteral("kniaziewicz")), qPrintable(QString::number(blank[i].stage)));
            // Nobody else is struck.
            QCOMPARE(ofTheGame[i].russian.fixed, blank[i].russian.fixed);
        }
        QVERIFY(laterInBlank > 0); // the scenario names him in later stages: the test can fail
    }

    // MAC 13.0: "Podległe jednostki wchodzą z dowolnych pól od 0101 do 3901" in the stage his chit joins the pool;
    // 13.0 c lets the Poles hold him back a stage at a time, so he may come in every stage up to the last.
    void mac_13_0_poninski_entersWithHisHexes_upToTheLastStage()
    {
        Play p;
        const QList<ScheduleRow> blank = schedule(p.scenario);
        for (const ScheduleRow &row : blank) {
            QVERIFY(!row.entering.contains(QStringLiteral("poninski")));
            QCOMPARE(row.poninskiArrivalPossible, row.stage >= p.scenario.poninski.neverBelow);
        }
        QVERIFY(blank.last().poninskiArrivalPossible); // stage 24: held back from 21 three times
        // Rolled: his marker on stage 3 (d10 0 + 3), then 9 + 3 = 12.
        QVERIFY(p.kind(ActionKind::PoninskiRoll, {0}));
        p.playStage();
        p.playStage();
        QCOMPARE(p.state.stage, 3);
        QVERIFY(p.kind(ActionKind::PoninskiRoll, {9}));
        QCOMPARE(p.state.poninski.phase, PoninskiState::Phase::Coming);
        QCOMPARE(p.state.poninski.arrivalStage, 12);
        for (const ScheduleRow &row : schedule(p.scenario, &p.state))
            QCOMPARE(row.entering.contains(QStringLiteral("poninski")), row.stage == 12);
        const Commander *him = p.scenario.commander(QStringLiteral("poninski"));
        QVERIFY(him);
        QCOMPARE(him->entry.from, QStringLiteral("0101"));
        QCOMPARE(him->entry.to, QStringLiteral("3901"));
    }

    // MAC [4.3]: a fallen commander's units pass to the commander-in-chief, who then activates no one else.
    void mac_4_3_fallen_chiefMustCommandTheirUnits()
    {
        Play p;
        p.playStage();
        p.playStage();
        p.toCombat(QStringLiteral("denisow")); // stage 3
        QVERIFY(p.casualty(QStringLiteral("kniaziewicz"), QString::fromLatin1(kTriggerMusket45), 0));
        QVERIFY(p.draw(QStringLiteral("kosciuszko")));
        QVERIFY(p.state.drawn.last().mustCommandFallen);
        QVERIFY(activatable(p.scenario, p.state, Side::Polish).isEmpty());
        QVERIFY(!p.activate(QStringLiteral("kaminski")));
        QCOMPARE(p.error.code, QStringLiteral("FALLEN_COMMAND"));
        // Fersen is untouched: no Russian fell.
        QVERIFY(p.draw(QStringLiteral("fersen")));
        QVERIFY(!p.state.drawn.last().mustCommandFallen);
        QVERIFY(p.activate(QStringLiteral("tormasow")));
    }

    // MAC 13.0 a: d10 + 3 in the first stage is the stage to check.
    void mac_13_0a_checkStage_d10PlusThree()
    {
        const Scenario s = mactest::bundled();
        for (int face = 0; face <= 9; ++face)
            QCOMPARE(poninskiCheckStage(s.poninski, face), face + 3);
        Play p;
        QVERIFY(p.kind(ActionKind::PoninskiRoll, {6}));
        QCOMPARE(p.state.poninski.checkStage, 9);
        QCOMPARE(p.state.poninski.markerStage(), 9);
        QVERIFY(!p.kind(ActionKind::PoninskiRoll, {1})); // once
    }

    // MAC 13.0 a, b over all 100 pairs of d10, played through the engine, against a table written by hand from
    // the rule: row = first die (check stage = die + 3), column = second die; 0 = he never comes.
    void mac_13_0b_allHundredPairs_againstHandTable()
    {
        static const int table[10][10] = {
            /* a=0, check 3  */ {0, 0, 0, 0, 0, 0, 0, 0, 0, 12},
            /* a=1, check 4  */ {0, 0, 0, 0, 0, 0, 0, 0, 12, 13},
            /* a=2, check 5  */ {0, 0, 0, 0, 0, 0, 0, 12, 13, 14},
            /* a=3, check 6  */ {0, 0, 0, 0, 0, 0, 12, 13, 14, 15},
            /* a=4, check 7  */ {0, 0, 0, 0, 0, 12, 13, 14, 15, 16},
            /* a=5, check 8  */ {0, 0, 0, 0, 12, 13, 14, 15, 16, 17},
            /* a=6, check 9  */ {0, 0, 0, 12, 13, 14, 15, 16, 17, 18},
            /* a=7, check 10 */ {0, 0, 12, 13, 14, 15, 16, 17, 18, 19},
            /* a=8, check 11 */ {0, 12, 13, 14, 15, 16, 17, 18, 19, 20},
            /* a=9, check 12 */ {12, 13, 14, 15, 16, 17, 18, 19, 20, 21},
        };
        for (int a = 0; a <= 9; ++a) {
            for (int b = 0; b <= 9; ++b) {
                Play p(std::uint64_t(a * 10 + b));
                QVERIFY(p.kind(ActionKind::PoninskiRoll, {a}));
                while (p.state.stage < p.state.poninski.checkStage)
                    p.playStage();
                QCOMPARE(p.state.stage, a + 3);
                QVERIFY(!p.kind(ActionKind::BuildPool)); // (b) comes first, at the start of the stage
                QVERIFY(p.kind(ActionKind::PoninskiRoll, {b}));
                const int expected = table[a][b];
                if (expected == 0) {
                    QCOMPARE(p.state.poninski.phase, PoninskiState::Phase::Never);
                    QCOMPARE(p.state.commander(QStringLiteral("poninski"))->status, CommanderStatus::NeverComes);
                    QCOMPARE(p.state.poninski.markerStage(), 0);
                } else {
                    QCOMPARE(p.state.poninski.phase, PoninskiState::Phase::Coming);
                    QCOMPARE(p.state.poninski.arrivalStage, expected);
                    QCOMPARE(p.state.poninski.markerStage(), expected);
                }
            }
        }
    }

    // MAC 13.0 b, c: on his stage his chit joins the pool; the Polish player may hold him back a stage at a time.
    void mac_13_0c_holdBack_aStageAtATime()
    {
        Play p;
        QVERIFY(p.kind(ActionKind::PoninskiRoll, {9})); // check in stage 12
        while (p.state.stage < 12)
            p.playStage();
        QVERIFY(p.kind(ActionKind::PoninskiRoll, {1})); // 1 + 12 = 13
        QCOMPARE(p.state.poninski.arrivalStage, 13);
        QVERIFY(!p.kind(ActionKind::PoninskiHold)); // not his stage yet
        p.buildStage();
        QVERIFY(!p.state.pool.contains(QStringLiteral("poninski")));
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        QVERIFY(p.kind(ActionKind::PoninskiHold));
        QCOMPARE(p.state.poninski.markerStage(), 14);
        p.buildStage();
        QVERIFY(!p.state.pool.contains(QStringLiteral("poninski")));
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        QVERIFY(!eligibleForAny(p.scenario, p.state, Side::Polish).contains(QStringLiteral("poninski")));
        p.buildStage(); // stage 14: he comes, beside Kościuszko and the two chosen
        QVERIFY(p.state.pool.contains(QStringLiteral("poninski")));
        QCOMPARE(p.state.poninski.phase, PoninskiState::Phase::Entered);
        QCOMPARE(p.state.pool.size(), 4 + 5);
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        QVERIFY(eligibleForAny(p.scenario, p.state, Side::Polish).contains(QStringLiteral("poninski")));
    }

    // MAC [12.1]: the points of each event.
    void mac_12_1_points_perEvent()
    {
        const VictoryRule v = mactest::bundled().victory;
        QCOMPARE(victoryPoints(v, QStringLiteral("fire-elimination"), 0), std::optional<int>(1));
        QCOMPARE(victoryPoints(v, QStringLiteral("morale-elimination"), 0), std::optional<int>(1));
        QCOMPARE(victoryPoints(v, QStringLiteral("melee-won"), 0), std::optional<int>(1));
        QCOMPARE(victoryPoints(v, QStringLiteral("artillery-taken"), 0), std::optional<int>(2));
        QCOMPARE(victoryPoints(v, QStringLiteral("artillery-taken"), 2), std::optional<int>(4));
        QCOMPARE(victoryPoints(v, QStringLiteral("artillery-retaken"), 0), std::optional<int>(2));
        QCOMPARE(victoryPoints(v, QStringLiteral("commander-killed"), 0), std::optional<int>(3));
        QVERIFY(!victoryPoints(v, QStringLiteral("bribe"), 0));
        Play p;
        p.toCombat();
        QVERIFY(!p.vp(Side::Polish, QStringLiteral("melee-won"), 1)); // stars only for artillery taken
        QVERIFY(p.vp(Side::Polish, QStringLiteral("artillery-taken"), 2));
        QCOMPARE(p.state.track.polish, 4);
    }

    // MAC [12.2], the rulebook's example: the Russians have 3 VP; they lose 4 melees in a row: the marker goes on
    // box 1, reverse up.
    void mac_12_2_example_threeVpFourMeleesLost_markerOnOneFlipped()
    {
        Play p;
        p.toCombat();
        for (int i = 0; i < 3; ++i)
            QVERIFY(p.vp(Side::Russian, QStringLiteral("melee-won")));
        Marker m = marker(p.scenario.victory, p.state.track);
        QCOMPARE(m.box, 3);
        QVERIFY(!m.reverse);
        QCOMPARE(m.shows, std::optional<Side>(Side::Russian));
        for (int i = 0; i < 4; ++i)
            QVERIFY(p.vp(Side::Polish, QStringLiteral("melee-won")));
        m = marker(p.scenario.victory, p.state.track);
        QCOMPARE(m.box, 1);
        QVERIFY(m.reverse);
        QCOMPARE(m.shows, std::optional<Side>(Side::Polish));
    }

    // MAC [12.4]: automatic victory at the threshold in turn 3 of a stage; another threshold by agreement.
    void mac_12_4_automaticVictory_atThresholdInTurnThree()
    {
        Play p;
        p.toCombat();
        for (int i = 0; i < 15; ++i)
            QVERIFY(p.vp(Side::Russian, QStringLiteral("fire-elimination")));
        QVERIFY(!p.state.over); // not before turn 3
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        QVERIFY(p.state.over);
        QVERIFY(p.state.automaticVictory);
        QCOMPARE(p.state.winner, std::optional<Side>(Side::Russian));
        QVERIFY(!p.vp(Side::Polish, QStringLiteral("melee-won")));
        QCOMPARE(p.error.code, QStringLiteral("GAME_OVER"));

        Play agreed;
        agreed.game.threshold = 5;
        agreed.state = initialState(agreed.scenario, agreed.game);
        agreed.toCombat();
        for (int i = 0; i < 4; ++i)
            QVERIFY(agreed.vp(Side::Polish, QStringLiteral("melee-won")));
        agreed.drawAll();
        QVERIFY(agreed.kind(ActionKind::EndStage));
        QVERIFY(!agreed.state.over); // 4 < 5
        agreed.toCombat();
        QVERIFY(agreed.vp(Side::Polish, QStringLiteral("melee-won")));
        agreed.drawAll();
        QVERIFY(agreed.kind(ActionKind::EndStage));
        QVERIFY(agreed.state.over);
        QCOMPARE(agreed.state.winner, std::optional<Side>(Side::Polish));
    }

    // MAC [12.3]: after stage 24 the side the marker shows wins; off the track, the Poles.
    void mac_12_3_afterLastStage_markerSideElsePoles()
    {
        const VictoryRule v = mactest::bundled().victory;
        QCOMPARE(finalWinner(v, Track{2, 5}), Side::Russian);
        QCOMPARE(finalWinner(v, Track{6, 5}), Side::Polish);
        QCOMPARE(finalWinner(v, Track{4, 4}), Side::Polish);
        Play p;
        p.toCombat();
        QVERIFY(p.vp(Side::Russian, QStringLiteral("melee-won")));
        QVERIFY(p.vp(Side::Polish, QStringLiteral("melee-won")));
        p.drawAll();
        QVERIFY(p.kind(ActionKind::EndStage));
        while (!p.state.over)
            p.playStage();
        QCOMPARE(p.state.stage, 24);
        QVERIFY(!p.state.automaticVictory);
        QCOMPARE(p.state.winner, std::optional<Side>(Side::Polish)); // off the track
    }

    // A whole 24-stage game played from a seed (choices, draws, activations, casualties, VP), saved, reopened and
    // replayed from its log to the same state; the program's dice re-derive from the seed; undo is the log minus
    // one entry.
    void mac_wholeGame_24Stages_fromSeed_replayedFromLog()
    {
        Play p(20261125);
        SeededDice policy(7); // the players' decisions, reproducible
        auto pick = [&](int n) { return *policy.roll(n) - 1; };
        while (!p.state.over) {
            if ((p.state.poninski.phase == PoninskiState::Phase::AwaitRoll)
                || (p.state.poninski.phase == PoninskiState::Phase::AwaitCheck
                    && p.state.stage >= p.state.poninski.checkStage))
                QVERIFY(p.kind(ActionKind::PoninskiRoll)); // the program's d10
            for (Side side : {Side::Polish, Side::Russian}) {
                QStringList eligible = eligibleForAny(p.scenario, p.state, side);
                const int n = std::min<int>(p.scenario.poolOf(p.state.stage)->of(side).any, int(eligible.size()));
                QStringList ids;
                while (ids.size() < n)
                    ids << eligible.takeAt(pick(int(eligible.size())));
                if (n > 0)
                    QVERIFY(p.choose(side, ids));
            }
            QVERIFY2(p.kind(ActionKind::BuildPool), qPrintable(p.error.message.get()));
            while (p.state.turn == Turn::Draws) {
                QVERIFY(p.draw());
                const QString id = p.state.drawn.last().commander;
                const Commander *c = p.scenario.commander(id);
                if (c->commanderInChief) {
                    const QStringList may = activatable(p.scenario, p.state, c->side);
                    if (!may.isEmpty())
                        QVERIFY(p.activate(may.at(pick(int(may.size())))));
                }
                if (pick(6) == 0) { // a volley at a commander now and then, the program's d10
                    Action a;
                    a.kind = ActionKind::Casualty;
                    a.commander = id;
                    a.trigger = QString::fromLatin1(kTriggerMusket6);
                    if (p.state.commander(id)->status == CommanderStatus::InPlay && !c->commanderInChief)
                        QVERIFY(p.step(a));
                }
                QVERIFY(p.vp(pick(2) ? Side::Polish : Side::Russian, QStringLiteral("melee-won")));
            }
            QVERIFY(p.kind(ActionKind::EndStage));
        }
        QVERIFY(p.state.winner.has_value());
        QVERIFY(p.game.log.size() > 100);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString message;
        QVERIFY2(saveGame(p.game, path, &message), qPrintable(message));
        LoadError error;
        const auto reopened = loadGame(path, &error);
        QVERIFY2(reopened, qPrintable(error.toLine()));
        QCOMPARE(reopened->log, p.game.log);
        ActionError replayError;
        const auto replayed = replay(p.scenario, *reopened, &replayError);
        QVERIFY2(replayed, qPrintable(replayError.message.get()));
        QCOMPARE(stateToJson(p.scenario, *replayed, std::nullopt, QStringLiteral("en")),
                 stateToJson(p.scenario, p.state, std::nullopt, QStringLiteral("en")));
        QVERIFY(programDiceMatch(*reopened, p.scenario, &replayError));

        // The same seed and the same decisions give the same game.
        Game changed = *reopened;
        for (Action &a : changed.log)
            if (a.kind == ActionKind::PoninskiRoll) {
                a.dice.first().value = (a.dice.first().value + 1) % 10;
                break;
            }
        QVERIFY(!programDiceMatch(changed, p.scenario, &replayError));
        QCOMPARE(replayError.code, QStringLiteral("DICE_CHANGED"));

        // Undo: the log without its last entry replays to the state before it.
        Game undone = *reopened;
        undone.log.removeLast();
        const auto before = replay(p.scenario, undone, &replayError);
        QVERIFY(before);
        QVERIFY(!before->over);
        QCOMPARE(before->turn, Turn::StageEnd);
    }

    // A log the rules refuse does not replay, and says which entry.
    void mac_replay_refusedEntry_named()
    {
        Play p;
        p.buildStage();
        Game g = p.game;
        Action draw;
        draw.kind = ActionKind::Draw;
        draw.commander = QStringLiteral("kosciuszko");
        g.log << draw;
        ActionError error;
        QVERIFY(!replay(p.scenario, g, &error));
        QCOMPARE(error.index, g.log.size() - 1);
        QCOMPARE(error.code, QStringLiteral("NOT_IN_CUP"));
    }

    // MAC [2.2], [4.6.1]: the program's die for a roll comes from the seed and what it is rolled for, never from its
    // place in the log. Seed 99 used to give Denisov's casualty roll 1 when made first and 0 (killed) after two VP
    // entries: recording harmless entries first steered the coming die.
    void mac_2_2_programDice_keyedByWhatIsRolled_notByPlace()
    {
        const Scenario scenario = mactest::bundled();
        Action roll;
        roll.kind = ActionKind::Casualty;
        roll.commander = QStringLiteral("denisow");
        roll.trigger = QString::fromLatin1(kTriggerMusket6);
        SeededDice expected(keyedSeed(99, QStringLiteral("casualty/1/denisow/1")));
        const int face = *expected.rollFace(scenario.die.faces());
        Play first(99);
        first.toCombat();
        QVERIFY(first.step(roll));
        QCOMPARE(first.game.log.last().dice.first().value, face);
        Play later(99);
        later.toCombat();
        QVERIFY(later.vp(Side::Polish, QStringLiteral("melee-won")));
        QVERIFY(later.vp(Side::Russian, QStringLiteral("melee-won")));
        QVERIFY(later.step(roll));
        QCOMPARE(later.game.log.last().dice.first().value, face);
        // A second roll for him in the same stage has a die of its own ("…/2"), and the replay check re-derives both.
        if (later.state.commander(QStringLiteral("denisow"))->status == CommanderStatus::InPlay) {
            QVERIFY(later.step(roll));
            SeededDice second(keyedSeed(99, QStringLiteral("casualty/1/denisow/2")));
            QCOMPARE(later.game.log.last().dice.first().value, *second.rollFace(scenario.die.faces()));
        }
        ActionError error;
        QVERIFY(programDiceMatch(later.game, scenario, &error));
        Game changed = later.game;
        changed.log.last().dice.first().value = (changed.log.last().dice.first().value + 1) % 10;
        QVERIFY(!programDiceMatch(changed, scenario, &error));
        QCOMPARE(error.pointer(), QStringLiteral("/log/%1/dice/0").arg(changed.log.size() - 1));
        // The keys: what is rolled for, in which stage.
        QCOMPARE(rollKey(roll, 3), QStringLiteral("casualty/3/denisow"));
        Action pon;
        pon.kind = ActionKind::PoninskiRoll;
        QCOMPARE(rollKey(pon, 1), QStringLiteral("poninski/1"));
        Action draw;
        draw.kind = ActionKind::Draw;
        QCOMPARE(rollKey(draw, 2), QStringLiteral("draw/2"));
        Action vp;
        vp.kind = ActionKind::Vp;
        QVERIFY(rollKey(vp, 2).isEmpty());
    }

    // A game saved by version 1 (per-entry dice, generated by that program: tests/testdata/mac/v1-seed99.macgame)
    // still opens and replays; the upgrade keeps the old dice for the entries it had (legacyDice) and every entry
    // added after rolls keyed dice. Undo below the old entries lowers legacyDice.
    void mac_2_2_versionOneGame_replays_newEntriesKeyed()
    {
        const Scenario scenario = mactest::bundled();
        const QString fixture = QStringLiteral(SZTAB_TEST_DATA_DIR "/mac/v1-seed99.macgame");
        LoadError loadError;
        auto game = loadGame(fixture, &loadError);
        QVERIFY2(game, qPrintable(loadError.toLine()));
        QCOMPARE(game->legacyDice, qsizetype(9));
        ActionError error;
        auto state = replayChecked(scenario, *game, &error);
        QVERIFY2(state, qPrintable(error.message.get()));
        QCOMPARE(state->stage, 2);
        QCOMPARE(state->turn, Turn::StageEnd);
        // An old die changed by hand is still caught, by the old derivation.
        Game changed = *game;
        changed.log[3].dice[0].value = (changed.log[3].dice[0].value + 1) % 10;
        QVERIFY(!replayChecked(scenario, changed, &error));
        QCOMPARE(error.pointer(), QStringLiteral("/log/3/dice/0"));

        // A new roll appended: keyed, whatever the log's length.
        Action roll;
        roll.kind = ActionKind::Casualty;
        roll.commander = QStringLiteral("denisow");
        roll.trigger = QString::fromLatin1(kTriggerMusket6);
        QVERIFY(perform(scenario, &*game, *state, roll, nullptr, &error));
        SeededDice keyed(keyedSeed(99, QStringLiteral("casualty/2/denisow/1")));
        QCOMPARE(game->log.last().dice.first().value, *keyed.rollFace(scenario.die.faces()));
        QVERIFY(programDiceMatch(*game, scenario, &error));

        // Saved: version 3, the old entries named, reopened to the same log.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.macgame"));
        QString message;
        QVERIFY2(saveGame(*game, path, &message), qPrintable(message));
        const QJsonObject saved = gameToJson(*game);
        QCOMPARE(saved.value(QStringLiteral("version")).toInt(), 3);
        QCOMPARE(saved.value(QStringLiteral("legacyDice")).toInt(), 9);
        QCOMPARE(saved.value(QStringLiteral("legacyCombat")).toInt(), 9);
        const auto reopened = loadGame(path, &loadError);
        QVERIFY2(reopened, qPrintable(loadError.toLine()));
        QCOMPARE(reopened->log, game->log);
        QVERIFY(replayChecked(scenario, *reopened, &error));

        // Undo below the old entries: legacyDice follows, and the draw made again is keyed.
        Game undone = *reopened;
        for (int i = 0; i < 3; ++i)
            dropLastEntry(undone);
        QCOMPARE(undone.log.size(), qsizetype(7));
        QCOMPARE(undone.legacyDice, qsizetype(7));
        state = replayChecked(scenario, undone, &error);
        QVERIFY(state);
        QCOMPARE(state->cup.size(), qsizetype(2));
        Action draw;
        draw.kind = ActionKind::Draw;
        QVERIFY(perform(scenario, &undone, *state, draw, nullptr, &error));
        SeededDice cup(keyedSeed(99, QStringLiteral("draw/2/1")));
        QCOMPARE(undone.log.last().dice.first().value, *cup.roll(2) - 1);
        QVERIFY(programDiceMatch(undone, scenario, &error));
    }

    // The seed is a whole number from 0: negative, non-numeric or a JSON number is refused at load, at /seed. And a
    // legacyDice beyond the log is refused.
    void mac_load_seed_wholeNumberOnly()
    {
        for (const QJsonValue &seed :
             {QJsonValue(QStringLiteral("-5")), QJsonValue(QStringLiteral("abc")), QJsonValue(QStringLiteral("")),
              QJsonValue(5), QJsonValue(-5), QJsonValue(QStringLiteral("99999999999999999999"))}) {
            const QJsonObject doc{{QStringLiteral("format"), QStringLiteral("mac-game")},
                                  {QStringLiteral("version"), 2},
                                  {QStringLiteral("scenario"), QStringLiteral("maciejowice-1794")},
                                  {QStringLiteral("seed"), seed},
                                  {QStringLiteral("log"), QJsonArray()}};
            LoadError error;
            QVERIFY(!gameFromJson(doc, QStringLiteral("g.macgame"), &error));
            QCOMPARE(error.pointer, QStringLiteral("/seed"));
        }
        const QJsonObject doc{{QStringLiteral("format"), QStringLiteral("mac-game")},
                              {QStringLiteral("version"), 2},
                              {QStringLiteral("scenario"), QStringLiteral("maciejowice-1794")},
                              {QStringLiteral("seed"), QStringLiteral("7")},
                              {QStringLiteral("legacyDice"), 1},
                              {QStringLiteral("log"), QJsonArray()}};
        LoadError error;
        QVERIFY(!gameFromJson(doc, QStringLiteral("g.macgame"), &error));
        QCOMPARE(error.pointer, QStringLiteral("/legacyDice"));
        QCOMPARE(error.toLine(QStringLiteral("pl")), QStringLiteral("g.macgame: /legacyDice: 1 przekracza granicę 0"));
        QCOMPARE(error.toLine(QStringLiteral("en")),
                 QStringLiteral("g.macgame: /legacyDice: 1 is beyond the limit of 0"));
    }

    // docs/formats.md: keys starting "x-" are kept unread by every format, through load and save; a side's view
    // carries none of them (they may hold anything).
    void mac_format_xKeys_keptThroughLoadAndSave()
    {
        Play p(5);
        p.buildStage();
        p.drawAll();
        QJsonObject doc = gameToJson(p.game);
        doc.insert(QStringLiteral("x-tool"), QJsonObject{{QStringLiteral("note"), QStringLiteral("top")}});
        QJsonArray log = doc.value(QStringLiteral("log")).toArray();
        for (qsizetype i = 0; i < log.size(); ++i) {
            QJsonObject e = log[i].toObject();
            e.insert(QStringLiteral("x-entry"), int(i));
            if (e.contains(QStringLiteral("dice"))) {
                QJsonArray dice = e.value(QStringLiteral("dice")).toArray();
                QJsonObject d = dice[0].toObject();
                d.insert(QStringLiteral("x-die"), QStringLiteral("mine"));
                dice[0] = d;
                e.insert(QStringLiteral("dice"), dice);
            }
            log[i] = e;
        }
        doc.insert(QStringLiteral("log"), log);
        LoadError error;
        const auto game = gameFromJson(doc, QStringLiteral("g.macgame"), &error);
        QVERIFY2(game, qPrintable(error.toLine()));
        QCOMPARE(gameToJson(*game), doc);
        ActionError refused;
        QVERIFY(replayChecked(p.scenario, *game, &refused));
        for (Side side : {Side::Polish, Side::Russian})
            QVERIFY(!QJsonDocument(gameViewForSide(*game, p.scenario, side)).toJson().contains("\"x-"));
        // Inside a secret choice too.
        Play q(5);
        for (int i = 0; i < 4; ++i)
            q.playStage();
        QVERIFY(q.choose(Side::Polish, {QStringLiteral("kaminski"), QStringLiteral("sierakowski")}));
        QJsonObject withSecret = gameToJson(q.game);
        QJsonArray qlog = withSecret.value(QStringLiteral("log")).toArray();
        QJsonObject choice = qlog.last().toObject();
        QJsonObject secret = choice.value(QStringLiteral("secret")).toObject();
        secret.insert(QStringLiteral("x-why"), QStringLiteral("flank"));
        choice.insert(QStringLiteral("secret"), secret);
        qlog.last() = choice;
        withSecret.insert(QStringLiteral("log"), qlog);
        const auto read = gameFromJson(withSecret, QStringLiteral("g.macgame"), &error);
        QVERIFY2(read, qPrintable(error.toLine()));
        QCOMPARE(gameToJson(*read), withSecret);
    }

    // MAC 13.0: "Dowódcy, którzy nie znaleźli się w Puli Aktywacji nie mogą być ujawnieni przeciwnikowi." Neither
    // side's view carries the dice seed: with it a side could roll the program's coming dice, the cup's draws among
    // them, ahead of time.
    void mac_13_0_sideView_neverCarriesTheSeed()
    {
        const std::uint64_t seed = 8106354279135792468ULL;
        Play p(seed);
        for (int i = 0; i < 4; ++i)
            p.playStage();
        const QByteArray digits = QByteArray::number(quint64(seed));
        for (Side side : {Side::Polish, Side::Russian}) {
            const QJsonObject view = gameViewForSide(p.game, p.scenario, side);
            QVERIFY(!view.contains(QStringLiteral("seed")));
            QVERIFY(!QJsonDocument(view).toJson().contains(digits));
            QVERIFY(
                !QJsonDocument(stateToJson(p.scenario, p.state, side, QStringLiteral("en"))).toJson().contains(digits));
        }
        QVERIFY(QJsonDocument(gameToJson(p.game)).toJson().contains(digits)); // the game file holds it
    }

    // Saves never replace another kind of file.
    void mac_save_neverOverAnotherKind()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("roster.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "bw-roster", "version": 1})");
        f.close();
        Play p;
        QString message;
        QVERIFY(!saveGame(p.game, path, &message));
        QVERIFY(message.contains(QStringLiteral("not written over")));
    }
};

QTEST_GUILESS_MAIN(TstMac)
#include "tst_mac.moc"
