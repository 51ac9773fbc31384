// SPDX-License-Identifier: GPL-3.0-or-later
// What the sheets say (issue 4), checked on the model before any painting: the order table worked out for each
// general (BWN 5.3, 5.5, 5.7, 5.8, 6.3), statistics with training applied (BWN 2.3, 2.8), army morale and its
// thresholds (BWN 11.9, 14.6), upgrades, ammunition, ambush, the victory-point worksheet (BWN 12.2) and the
// reference tables, all from the demo rosters and the bundled ruleset.
#include "sheetfixture.h"

#include <QTest>

using namespace sztab;
using namespace sztab::sheets;
using namespace sztab::test;

namespace {

const sheets::Division *division(const SheetModel &m, const QString &id)
{
    for (const sheets::Division &d : m.divisions)
        if (d.id == id)
            return &d;
    return nullptr;
}

const sheets::Regiment *regiment(const sheets::Division &d, const QString &name)
{
    for (const sheets::Regiment &r : d.regiments)
        if (r.name == name)
            return &r;
    return nullptr;
}

const OrderRow *orderRow(const sheets::Division &d, const QString &order)
{
    for (const OrderRow &r : d.orders)
        if (r.order == order)
            return &r;
    return nullptr;
}

// The French demo with chosen generals: d1 Kamieniecki (0, historical), d2 Umiński (+1), d3 Puthod (-1, passive).
std::unique_ptr<SheetFixture> frenchWithGenerals()
{
    return demoRoster(QStringLiteral("demo-france-1813"), std::nullopt, [](Roster &r) {
        r.commanderInChief.general = QStringLiteral("demo-fr-napoleon");
        r.divisions[0].general = QStringLiteral("demo-fr-kamieniecki");
        r.divisions[1].general = QStringLiteral("demo-fr-uminski");
        r.divisions[2].general = QStringLiteral("demo-fr-puthod");
    });
}

} // namespace

class TstSheetModel : public QObject {
    Q_OBJECT
private slots:
    void bwn5_3_orderTableForAGeneralWithCommandPlusOne();
    void bwn5_3_orderTableForACautiousGeneral();
    void bwn5_5_individualOrdersFromHimAndFromTheCommanderInChief();
    void bwn5_7_5_8_activationAndTransfer();
    void bwn6_3_noOrderByCharacter();
    void bwn6_3_polishTexts();
    void bwn2_3_veteranStatisticsShownAsApplied();
    void bwn2_3_eliteAndRegular();
    void bwn14_6_armyMoraleValueAndTrack();
    void bwn11_9_lossThresholds();
    void bwn13_3_upgradesWithWhatTheyDo();
    void bwn9_4_ammunitionPerBatteryAndTrain();
    void bwn15_1_ambushWithPositionField();
    void bwn12_2_victoryWorksheet();
    void bwn12_2_customLimitObjectives();
    void referenceTablesFromTheRuleset();
    void bwn11_10_moraleFallRuleCountsLevelsByConditions();
    void tickBoxesPerTurnOfThePreset();
    void generalsStillToBeDrawn();
    void brokenRosterListsItsErrors();
    void footerNamesRulesetDataAndState();
    void nationInWordsNotItsId();
    void issue15_divisionHeadersByNameNotId();
    void issue15_victoryPointsOnce();
    void issue15_footerWithoutInternalIds();
    void issue15_sameUpgradeOnOneRow();
    void bwn13_3_extraGeneralByNameWithHisBlock();
    void bwn13_4_vanguardDivisionLedByTheCommanderInChief();
};

void TstSheetModel::bwn5_3_orderTableForAGeneralWithCommandPlusOne()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    const sheets::Division *d = division(m, QStringLiteral("d2"));
    QVERIFY(d);
    QCOMPARE(d->generalName, QStringLiteral("Jan Nepomucen Umiński"));
    QCOMPARE(d->command, 1);
    QCOMPARE(d->commandText, QStringLiteral("+1"));
    QCOMPARE(d->character, QStringLiteral("aggressive"));
    QCOMPARE(d->bandLabels,
             (QStringList{QStringLiteral("0–30 cm"), QStringLiteral("31–60 cm"), QStringLiteral("61 cm and more")}));
    QCOMPARE(d->orders.size(), 3);
    const OrderRow *attack = orderRow(*d, QStringLiteral("ATTACK"));
    QVERIFY(attack);
    // ATTACK 0–30 cm: the table's 5+, with command +1 a 4+: 33 of 36 = 91.67%.
    QCOMPARE(attack->cells[0].table, 5);
    QCOMPARE(attack->cells[0].needed, 4);
    QCOMPARE(attack->cells[0].chance, 91.67);
    QCOMPARE(attack->cells[0].text(), QStringLiteral("4+ 91.67%"));
    QCOMPARE(attack->cells[1].needed, 6);
    QCOMPARE(attack->cells[1].chance, 72.22);
    QCOMPARE(attack->cells[2].needed, 8);
    QCOMPARE(attack->cells[2].chance, 41.67);
    const OrderRow *defence = orderRow(*d, QStringLiteral("DEFENCE"));
    QVERIFY(defence);
    QCOMPARE(defence->cells[0].needed, 2); // 2+ less one is still 2+: a 2d6 roll is never below 2
    QCOMPARE(defence->cells[0].chance, 100.0);
    QCOMPARE(defence->cells[2].needed, 5);
    QCOMPARE(defence->cells[2].chance, 83.33);
    QVERIFY(defence->effect.contains(QStringLiteral("defended area")));
    const OrderRow *move = orderRow(*d, QStringLiteral("MOVE"));
    QVERIFY(move);
    QCOMPARE(move->cells[1].needed, 4);
    QVERIFY(move->effect.contains(QStringLiteral("+5 cm")));
}

void TstSheetModel::bwn5_3_orderTableForACautiousGeneral()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en")); // kept: the division points into it
    const sheets::Division *d = division(m, QStringLiteral("d3"));
    QVERIFY(d);
    QCOMPARE(d->command, -1);
    QCOMPARE(d->commandText, QStringLiteral("-1"));
    const OrderRow *attack = orderRow(*d, QStringLiteral("ATTACK"));
    QVERIFY(attack);
    QCOMPARE(attack->cells[2].needed, 10); // 9+ with command -1
    QCOMPARE(attack->cells[2].chance, 16.67);
}

void TstSheetModel::bwn5_5_individualOrdersFromHimAndFromTheCommanderInChief()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en")); // kept: the division points into it
    const sheets::Division *d = division(m, QStringLiteral("d2"));
    QVERIFY(d);
    QCOMPARE(d->individual.size(), 2); // no corps in this roster
    QCOMPARE(d->individual[0].issuer, QStringLiteral("from him"));
    QCOMPARE(d->individual[0].increments, (QList<int>{2, 4, 6}));
    QCOMPARE(d->individual[0].text(), QStringLiteral("+2 / +4 / +6"));
    QCOMPARE(d->individual[1].issuer, QStringLiteral("from the commander-in-chief"));
    QCOMPARE(d->individual[1].increments, (QList<int>{0, 2, 4}));
    QCOMPARE(d->impossibleAt, 13);
}

void TstSheetModel::bwn5_7_5_8_activationAndTransfer()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    // Command +1: activation beyond 30 cm is 8+, 7+ with his command (21 of 36 = 58.33%).
    const sheets::Division *d2 = division(m, QStringLiteral("d2"));
    QVERIFY(d2);
    QCOMPARE(d2->activation, QStringLiteral("automatic within 30 cm; beyond: 8+ (with command: 7+, 58.33%)"));
    // Transfer does not take the command value: 4+ within 30 cm, 8+ beyond, for everyone.
    QCOMPARE(d2->transfer, QStringLiteral("within 30 cm: 4+ (91.67%); beyond: 8+ (41.67%)"));
    const sheets::Division *d3 = division(m, QStringLiteral("d3"));
    QVERIFY(d3);
    QCOMPARE(d3->activation, QStringLiteral("automatic within 30 cm; beyond: 8+ (with command: 9+, 27.78%)"));
    QCOMPARE(d3->transfer, d2->transfer);
}

void TstSheetModel::bwn6_3_noOrderByCharacter()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QCOMPARE(division(m, QStringLiteral("d1"))->character, QStringLiteral("neutral"));
    QCOMPARE(division(m, QStringLiteral("d1"))->noOrder, QStringLiteral("The division stays inactive"));
    QVERIFY(division(m, QStringLiteral("d2"))
                ->noOrder.startsWith(QStringLiteral("Must charge with all units except the artillery")));
    // Puthod: command -1 and "passive": cautious either way.
    const sheets::Division *d3 = division(m, QStringLiteral("d3"));
    QCOMPARE(d3->character, QStringLiteral("cautious"));
    QCOMPARE(d3->traits, QStringLiteral("passive"));
    QCOMPARE(d3->noOrder, QStringLiteral("The whole division falls back 15 cm towards its base of operations"));
}

void TstSheetModel::bwn6_3_polishTexts()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("pl"));
    const sheets::Division *d2 = division(m, QStringLiteral("d2"));
    QVERIFY(d2);
    QCOMPARE(d2->name, QStringLiteral("Jazda polska"));
    QCOMPARE(d2->character, QStringLiteral("agresywny"));
    QVERIFY(d2->noOrder.startsWith(QStringLiteral("Musi szarżować wszystkimi jednostkami (oprócz artylerii)")));
    QCOMPARE(d2->bandLabels.last(), QStringLiteral("61 cm i więcej"));
    QVERIFY(orderRow(*d2, QStringLiteral("NATARCIE")));
    // Polish writes the decimal comma: 4+ 91,67% (the English sheet 4+ 91.67%).
    QCOMPARE(orderRow(*d2, QStringLiteral("NATARCIE"))->cells[0].text(QStringLiteral("pl")),
             QStringLiteral("4+ 91,67%"));
    QCOMPARE(orderRow(*d2, QStringLiteral("NATARCIE"))->cells[0].text(QStringLiteral("en")),
             QStringLiteral("4+ 91.67%"));
    QVERIFY2(d2->transfer.contains(QStringLiteral("4+ (91,67%)")), qPrintable(d2->transfer));
    QCOMPARE(d2->individual[0].issuer, QStringLiteral("od niego"));
    QCOMPARE(division(m, QStringLiteral("d3"))->traits, QStringLiteral("pasywny"));
    QCOMPARE(m.army.commanders.first().name, QStringLiteral("Napoléon Bonaparte"));
    QCOMPARE(m.army.commanders.first().role, QStringLiteral("Wódz naczelny"));
}

void TstSheetModel::bwn2_3_veteranStatisticsShownAsApplied()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel md1 = f->model(QStringLiteral("en")); // kept: the division points into it
    const sheets::Division *d1 = division(md1, QStringLiteral("d1"));
    QVERIFY(d1);
    const sheets::Regiment *r = regiment(*d1, QStringLiteral("16th Infantry Regiment, Duchy of Warsaw"));
    QVERIFY(r);
    QCOMPARE(r->status, QStringLiteral("veteran"));
    QVERIFY(r->trained);
    QCOMPARE(r->bases, 2);
    QCOMPARE(r->profiles.size(), 1);
    const ProfileStats &p = r->profiles.first();
    QCOMPARE(p.name, QStringLiteral("Line infantry"));
    QCOMPARE(p.morale.value(), 8);
    QCOMPARE(p.morale.text(), QStringLiteral("8 (7+1)"));
    QCOMPARE(p.wb.value(), 3);
    QCOMPARE(p.wb.text(), QStringLiteral("3 (2+1)"));
    QCOMPARE(p.so.value(), 4);
    QCOMPARE(p.so.text(), QStringLiteral("4 (3+1)"));
    QCOMPARE(p.wtr, 5); // training does not touch WTR
    QCOMPARE(p.move, QStringLiteral("17/26"));
    QCOMPARE(p.weapon, QStringLiteral("Musket 8"));
    QCOMPARE(p.rules, QStringLiteral("skirmishers, square, ordre mixte"));
    QCOMPARE(r->wtrPerBase, (QList<int>{5, 5}));
}

void TstSheetModel::bwn2_3_eliteAndRegular()
{
    const auto f = demoRoster(QStringLiteral("demo-russia-1813"), 1);
    QVERIFY(f);
    const SheetModel md1 = f->model(QStringLiteral("en")); // kept: the division points into it
    const sheets::Division *d1 = division(md1, QStringLiteral("d1"));
    QVERIFY(d1);
    QCOMPARE(d1->regiments.size(), 3); // the Kura regiment left for the guard artillery at class E (BWN 13.2)
    const sheets::Regiment &regular = d1->regiments[0];
    QCOMPARE(regular.status, QStringLiteral("regular"));
    QVERIFY(!regular.trained);
    QCOMPARE(regular.profiles.first().morale.text(), QStringLiteral("7")); // no bonus: no brackets
    const sheets::Regiment &elite = d1->regiments[1];
    QCOMPARE(elite.status, QStringLiteral("elite"));
    QCOMPARE(elite.profiles.first().morale.bonus, 2);
    QCOMPARE(elite.profiles.first().wb.text(),
             QStringLiteral("%1 (%2+2)").arg(elite.profiles.first().wb.base + 2).arg(elite.profiles.first().wb.base));
}

void TstSheetModel::bwn14_6_armyMoraleValueAndTrack()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QCOMPARE(m.army.armyValue, HalfPoints::fromWhole(31));
    QCOMPARE(m.army.armyMoraleValue, 16); // half of 31, rounded up
    QCOMPARE(m.army.unitPoints, QStringLiteral("31 / 32"));
    QCOMPARE(m.army.totalPoints, QStringLiteral("36 / 40"));
    QCOMPARE(m.army.bases, QStringLiteral("20 / 20"));
    QCOMPARE(m.army.artillery, QStringLiteral("3 / 3"));
    QCOMPARE(m.army.moraleTrack.size(), 6);
    QCOMPARE(m.army.moraleTrack.first().name, QStringLiteral("BROKEN"));
    QCOMPARE(m.army.moraleTrack.first().modifier, QString());
    QCOMPARE(m.army.moraleTrack[1].modifier, QStringLiteral("-2"));
    QCOMPARE(m.army.moraleTrack.last().modifier, QStringLiteral("+2"));
    int starts = 0;
    for (const MoraleStep &s : m.army.moraleTrack)
        if (s.start) {
            ++starts;
            QCOMPARE(s.name, QStringLiteral("NORMAL"));
        }
    QCOMPARE(starts, 1);

    // A bought level of army morale (BWN 13.3) moves the start up one.
    const auto raised = demoRoster(QStringLiteral("demo-france-1813"), 1, [](Roster &r) {
        RosterUpgrade u;
        u.id = QStringLiteral("army-morale");
        u.levels = 1;
        r.upgrades << u;
    });
    QVERIFY(raised);
    const SheetModel rm = raised->model(QStringLiteral("en"));
    QCOMPARE(rm.army.moraleBoughtLevels, 1);
    for (const MoraleStep &s : rm.army.moraleTrack)
        QCOMPARE(s.start, s.name == QLatin1String("HIGH"));
}

void TstSheetModel::bwn11_9_lossThresholds()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const Army a = f->model(QStringLiteral("en")).army;
    QCOMPARE(a.totalBases, 20);
    QCOMPARE(a.fallsFromLossPercent, 25);
    QCOMPARE(a.fallsFromLossBases, 5);
    QCOMPARE(a.heavyLossPercent, std::optional<int>(50));
    QCOMPARE(a.heavyLossBases, 10);

    // Without the reserve, 14 bases: 25% is 3.5, rounded down to 3; 50% is 7.
    const auto smaller = demoRoster(QStringLiteral("demo-france-1813"), 1, [](Roster &r) { r.divisions.removeLast(); });
    QVERIFY(smaller);
    const Army s = smaller->model(QStringLiteral("en")).army;
    QCOMPARE(s.totalBases, 14);
    QCOMPARE(s.fallsFromLossBases, 3);
    QCOMPARE(s.heavyLossBases, 7);
}

void TstSheetModel::bwn13_3_upgradesWithWhatTheyDo()
{
    const auto f = demoRoster(QStringLiteral("demo-russia-1813"), 1);
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QCOMPARE(m.army.initiativeBonus, 2);
    QStringList names;
    for (const UpgradeLine &u : m.army.upgrades)
        names << u.name;
    QVERIFY2(names.contains(QStringLiteral("Initial initiative")), qPrintable(names.join(QStringLiteral(", "))));
    QVERIFY(names.contains(QStringLiteral("Elite status")));
    QVERIFY(names.contains(QStringLiteral("Ambush")));
    for (const UpgradeLine &u : m.army.upgrades) {
        QVERIFY2(!u.description.isEmpty(), qPrintable(u.name));
        if (u.name == QLatin1String("Initial initiative")) {
            QCOMPARE(u.description, QStringLiteral("+2 to the first initiative roll"));
            QCOMPARE(u.points, QStringLiteral("1"));
        }
        if (u.name == QLatin1String("Ammunition train"))
            QCOMPARE(u.detail, QStringLiteral("2 charges"));
        if (u.name == QLatin1String("Ambush"))
            QCOMPARE(u.detail, QStringLiteral("Ataman Don Cossack Regiment"));
    }
    // The French demo buys nothing for the initiative.
    const auto fr = frenchWithGenerals();
    QCOMPARE(fr->model(QStringLiteral("en")).army.initiativeBonus, 0);
}

void TstSheetModel::bwn9_4_ammunitionPerBatteryAndTrain()
{
    const auto f = demoRoster(QStringLiteral("demo-russia-1813"), 1);
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QCOMPARE(m.trains.size(), 1);
    QCOMPARE(m.trains.first().charges, 2);
    QCOMPARE(m.trains.first().name, QStringLiteral("Ammunition train (whole army)"));
    const sheets::Division *d1 = division(m, QStringLiteral("d1"));
    QVERIFY(d1);
    const sheets::Regiment &battery = d1->regiments.last();
    QVERIFY(battery.profiles.first().ammo.has_value());
    QCOMPARE(battery.ammoPerBase.size(), battery.bases);
    for (int charges : battery.ammoPerBase)
        QCOMPARE(charges, *battery.profiles.first().ammo);
    for (int charges : d1->regiments.first().ammoPerBase)
        QCOMPARE(charges, 0); // infantry carries no charges
}

void TstSheetModel::bwn15_1_ambushWithPositionField()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel md2 = f->model(QStringLiteral("en")); // kept: the division points into it
    const sheets::Division *d2 = division(md2, QStringLiteral("d2"));
    QVERIFY(d2);
    int ambushes = 0;
    for (const sheets::Regiment &r : d2->regiments)
        if (r.ambush) {
            ++ambushes;
            QCOMPARE(r.name, QStringLiteral("Krakus Regiment"));
            QCOMPARE(r.ambushNote,
                     QStringLiteral("at most 60 cm from own edge, not on the main objective; 1 unit per place; "
                                    "starts with DEFENCE. Position:"));
        } else {
            QVERIFY(r.ambushNote.isEmpty());
        }
    QCOMPARE(ambushes, 1);
}

void TstSheetModel::bwn12_2_victoryWorksheet()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const VictorySheet v = f->model(QStringLiteral("en")).victory;
    QCOMPARE(v.rows.size(), 9);
    QStringList values;
    int half = 0;
    for (const VictoryRow &r : v.rows) {
        values << r.value;
        half += r.halfEnemyValue ? 1 : 0;
        QCOMPARE(r.value.isEmpty(), r.halfEnemyValue);
    }
    QCOMPARE(half, 3);
    QCOMPARE(v.rows[2].source, QStringLiteral("main objective"));
    QCOMPARE(v.rows[2].value, QStringLiteral("10"));
    QCOMPARE(v.rows[3].value, QStringLiteral("5"));
    QCOMPARE(v.ownValue, QStringLiteral("31"));
    QCOMPARE(v.ownHalf, QStringLiteral("15"));
    QCOMPARE(v.margins.size(), 5);
    QCOMPARE(v.margins.first(), (std::pair{QStringLiteral("0–3"), QStringLiteral("draw")}));
    QCOMPARE(v.margins[1].first, QStringLiteral("4–10"));
    QCOMPARE(v.margins.last(), (std::pair{QStringLiteral("31+"), QStringLiteral("massacre")}));
}

void TstSheetModel::bwn12_2_customLimitObjectives()
{
    // BWN 12.2: "dla większych bitew cel główny 50% wartości punktowej większej armii, cele poboczne po 25%". A roster
    // of an agreed 64-point limit (no preset) is a bigger battle: its own value 31 gives at least 15 and 7.
    const auto f = demoRoster(QStringLiteral("demo-france-1813"), std::nullopt, [](Roster &r) {
        r.limits.preset.reset();
        r.limits.units = HalfPoints::fromWhole(64);
        r.limits.upgrades = HalfPoints::fromWhole(16);
    });
    QVERIFY(f);
    const VictorySheet v = f->model(QStringLiteral("en")).victory;
    QCOMPARE(v.rows[2].source, QStringLiteral("main objective"));
    QVERIFY2(v.rows[2].value.contains(QStringLiteral("15")), qPrintable(v.rows[2].value));
    QVERIFY2(v.rows[3].value.contains(QStringLiteral("7")), qPrintable(v.rows[3].value));
}

void TstSheetModel::referenceTablesFromTheRuleset()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("pl")}) {
        const SheetModel m = f->model(lang);
        QCOMPARE(m.reference.size(), 7); // the victory points are on the worksheet only (issue 15)
        const ReferenceTable &seq = m.reference[0];
        QCOMPARE(seq.rows.size(), 5);
        QVERIFY(seq.rows.first().last().startsWith(lang == QLatin1String("pl") ? QStringLiteral("ROZKAZY")
                                                                               : QStringLiteral("ORDERS")));
        const ReferenceTable &orders = m.reference[1];
        QVERIFY(orders.title.contains(QStringLiteral("BWN 5.3")));
        QCOMPARE(orders.header.size(), 4);
        QCOMPARE(orders.rows[0].mid(1),
                 (QStringList{QStringLiteral("2+"), QStringLiteral("4+"), QStringLiteral("6+")}));
        QCOMPARE(orders.rows[2].mid(1),
                 (QStringList{QStringLiteral("5+"), QStringLiteral("7+"), QStringLiteral("9+")}));
        const ReferenceTable &individual = m.reference[2];
        QCOMPARE(individual.rows[0].last(), QStringLiteral("+0 / +2 / +4"));
        QCOMPARE(individual.rows[2].last(), QStringLiteral("+2 / +4 / +6"));
        const ReferenceTable &effects = m.reference[3];
        QCOMPARE(effects.rows.size(), 3 + 3 + 1); // three orders, no order by three characters, the character rule
        const ReferenceTable &training = m.reference[4];
        QCOMPARE(training.rows.size(), 3);
        QCOMPARE(training.rows[1].mid(1, 3),
                 (QStringList{QStringLiteral("+1"), QStringLiteral("+1"), QStringLiteral("+1")}));
        QVERIFY(!training.rows[2].last().isEmpty()); // elite ignores army morale
        const ReferenceTable &morale = m.reference[5];
        QCOMPARE(morale.rows.size(), 6 + 1 + 7);
        const ReferenceTable &terrain = m.reference[6];
        QCOMPARE(terrain.rows.size(), 11); // every terrain type has its effects in the ruleset
        QVERIFY(terrain.title.contains(QStringLiteral("BWN 3.5")));
    }
    const SheetModel pl = f->model(QStringLiteral("pl"));
    QCOMPARE(pl.reference[6].rows[1].first(), QStringLiteral("Lasy i zagajniki"));
    QVERIFY(pl.reference[6].rows[1].last().contains(QStringLiteral("4 cm")));
}

// BWN 11.10: two conditions lower army morale one level, three two levels, four three: the reference sheet says so,
// not "one level per two conditions".
void TstSheetModel::bwn11_10_moraleFallRuleCountsLevelsByConditions()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    // Copies: model() returns a temporary, and a reference into it would dangle (ASan: heap-use-after-free).
    const ReferenceTable en = f->model(QStringLiteral("en")).reference[5];
    const QString ruleEn = en.rows[6].join(QLatin1Char(' '));
    QVERIFY2(!ruleEn.contains(QStringLiteral("every two")), qPrintable(ruleEn));
    QVERIFY2(ruleEn.contains(QStringLiteral("2 conditions: 1 level; 3: 2 levels; 4: 3 levels")), qPrintable(ruleEn));
    QVERIFY2(en.rows[7].first().contains(QStringLiteral("greater losses than the enemy")),
             qPrintable(en.rows[7].first()));
    const ReferenceTable pl = f->model(QStringLiteral("pl")).reference[5];
    const QString rulePl = pl.rows[6].join(QLatin1Char(' '));
    QVERIFY2(!rulePl.contains(QStringLiteral("każde dwa")), qPrintable(rulePl));
    QVERIFY2(rulePl.contains(QStringLiteral("2 warunki: 1 poziom; 3: 2 poziomy; 4: 3 poziomy")), qPrintable(rulePl));
}

void TstSheetModel::tickBoxesPerTurnOfThePreset()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QCOMPARE(m.army.turns, std::optional<int>(6));
    for (const sheets::Division &d : m.divisions) {
        QCOMPARE(d.turns, 6);
        QCOMPARE(d.automaticTurns, QList<int>{1});
        QCOMPARE(d.tickOrders, (QStringList{QStringLiteral("D"), QStringLiteral("M"), QStringLiteral("A")}));
    }
    QCOMPARE(f->model(QStringLiteral("pl")).divisions.first().tickOrders,
             (QStringList{QStringLiteral("O"), QStringLiteral("R"), QStringLiteral("N")}));
}

void TstSheetModel::generalsStillToBeDrawn()
{
    const auto f = demoRoster(QStringLiteral("demo-russia-1813"), std::nullopt);
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QVERIFY(m.errors.isEmpty());
    QCOMPARE(m.warnings.size(), 4); // the commander-in-chief and three division generals
    for (const QString &w : m.warnings)
        QVERIFY2(w.startsWith(QStringLiteral("COMMANDER_NOT_DRAWN")), qPrintable(w));
    QVERIFY(!m.army.commanders.first().drawn);
    for (const sheets::Division &d : m.divisions) {
        QVERIFY(!d.generalDrawn);
        QVERIFY(d.generalName.isEmpty());
        // Without a general the table is the ruleset's own (command 0), and NO ORDER names every character.
        QCOMPARE(orderRow(d, QStringLiteral("ATTACK"))->cells[0].needed, 5);
        QVERIFY(d.noOrder.contains(QStringLiteral("aggressive: Must charge with all units")));
        QVERIFY(d.noOrder.contains(QStringLiteral("cautious: ")));
        QCOMPARE(d.activation,
                 QStringLiteral("automatic within 30 cm; beyond: 8+ (the general's command is added to the roll)"));
    }
    QVERIFY(m.footer.valid);
    QCOMPARE(m.footer.validation, QStringLiteral("Roster valid (warnings: 4)"));
}

void TstSheetModel::brokenRosterListsItsErrors()
{
    const auto f = demoRoster(QStringLiteral("demo-france-1813"), 1, [](Roster &r) {
        r.divisions[0].regiments << r.divisions[2].regiments.first(); // the Vistula Legion twice: over the points
    });
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QVERIFY(!m.errors.isEmpty());
    QVERIFY2(m.errors.join(QLatin1Char('\n')).contains(QStringLiteral("UNIT_POINTS_OVER")),
             qPrintable(m.errors.join(QLatin1Char('\n'))));
    QVERIFY(!m.footer.valid);
    QVERIFY(m.footer.validation.startsWith(QStringLiteral("ROSTER BREAKS RULES: ")));
}

void TstSheetModel::footerNamesRulesetDataAndState()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const Footer footer = f->model(QStringLiteral("en")).footer;
    QCOMPARE(footer.ruleset, QStringLiteral("Ruleset: Bogowie wojny – Napoleon, errata 4.0"));
    QCOMPARE(footer.data, QStringLiteral("Data: France 1813 (demo): the Grande Armée in Saxony and Silesia"));
    QVERIFY(footer.valid);
    QCOMPARE(footer.validation, QStringLiteral("Roster valid"));
}

void TstSheetModel::nationInWordsNotItsId()
{
    // The army's nation as its catalogues name it (nationName), in the sheet's language, then the catalogues.
    const auto f = demoRoster(QStringLiteral("demo-warsaw-1809"), std::nullopt);
    QVERIFY(f);
    // Issue 15/10: the nation once, not again with the catalogues' names (they are in the footer).
    QCOMPARE(f->model(QStringLiteral("pl")).army.nation, QStringLiteral("Księstwo Warszawskie"));
    QCOMPARE(f->model(QStringLiteral("en")).army.nation, QStringLiteral("Duchy of Warsaw"));
    QVERIFY(!f->model(QStringLiteral("en")).army.nation.contains(QStringLiteral("duchy-of-warsaw")));
}

// Issue 15/10: a division without a name is headed as the tree names it ("Division 2"), never by its id.
void TstSheetModel::issue15_divisionHeadersByNameNotId()
{
    const auto f = demoRoster(QStringLiteral("demo-france-1813"), 1, [](Roster &r) {
        r.divisions[1].name = Text();
        r.divisions[1].historical.reset();
    });
    QVERIFY(f);
    QCOMPARE(f->model(QStringLiteral("en")).divisions[1].name, QStringLiteral("Division 2"));
    QCOMPARE(f->model(QStringLiteral("pl")).divisions[1].name, QStringLiteral("Dywizja 2"));
    QCOMPARE(f->model(QStringLiteral("en")).divisions[0].name, QStringLiteral("26th Infantry Division (Kamieniecki)"));
}

// Issue 15/10: the victory points are on the worksheet only, not again among the reference tables.
void TstSheetModel::issue15_victoryPointsOnce()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("pl")}) {
        const SheetModel m = f->model(lang);
        QVERIFY(!m.victory.rows.isEmpty());
        QVERIFY(!m.victory.margins.isEmpty());
        for (const ReferenceTable &t : m.reference)
            QVERIFY2(t.title != label("victoryRef", lang), qPrintable(t.title));
    }
}

// Issue 15/10: the footer names the ruleset and the lists in words, not by their internal ids.
void TstSheetModel::issue15_footerWithoutInternalIds()
{
    const auto f = frenchWithGenerals();
    QVERIFY(f);
    const Footer en = f->model(QStringLiteral("en")).footer;
    QVERIFY2(!en.ruleset.contains(QStringLiteral("bwn-4.0")), qPrintable(en.ruleset));
    QVERIFY2(!en.data.contains(QStringLiteral("demo-france-1813")), qPrintable(en.data));
    QVERIFY2(en.ruleset.contains(QStringLiteral("Bogowie wojny – Napoleon, errata 4.0")), qPrintable(en.ruleset));
    QVERIFY2(en.data.contains(QStringLiteral("France 1813 (demo)")), qPrintable(en.data));
}

// Issue 15/10: an upgrade bought twice (two artillery delays) is one row with its count, not two rows.
void TstSheetModel::issue15_sameUpgradeOnOneRow()
{
    const auto f = demoRoster(QStringLiteral("demo-france-1813"), 1, [](Roster &r) {
        RosterUpgrade delay;
        delay.id = QStringLiteral("artillery-delay");
        r.upgrades << delay << delay;
    });
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    int rows = 0;
    for (const UpgradeLine &u : m.army.upgrades)
        if (u.name == QLatin1String("Artillery delay")) {
            ++rows;
            QCOMPARE(u.points, QStringLiteral("2"));
            QVERIFY2(u.detail.contains(QStringLiteral("2×")), qPrintable(u.detail));
        }
    QCOMPARE(rows, 1);
}

// Issue 15/9, BWN 13.3: the drawn extra general is shown by name: in the command table, and with the order block of
// the division he leads, or one of his own while he has no units.
void TstSheetModel::bwn13_3_extraGeneralByNameWithHisBlock()
{
    const auto f = demoRoster(QStringLiteral("demo-france-1813"), 1, [](Roster &r) {
        r.divisions[2].general.reset();
        RosterUpgrade extra;
        extra.id = QStringLiteral("extra-general");
        extra.arm = Arm::Infantry;
        extra.general = QStringLiteral("demo-fr-puthod");
        extra.division = r.divisions[2].id;
        r.upgrades << extra;
    });
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    const sheets::Division *d3 = division(m, QStringLiteral("d3"));
    QVERIFY(d3);
    QCOMPARE(d3->generalRole, QStringLiteral("Extra general"));
    QCOMPARE(d3->generalName, QStringLiteral("Jacques Puthod"));
    bool listed = false;
    for (const Commander &c : m.army.commanders)
        listed |= c.name == QLatin1String("Jacques Puthod") && c.role.startsWith(QStringLiteral("Extra general — "));
    QVERIFY(listed);

    const auto g = demoRoster(QStringLiteral("demo-france-1813"), 1, [](Roster &r) {
        RosterUpgrade extra;
        extra.id = QStringLiteral("extra-general");
        extra.arm = Arm::Infantry;
        extra.general = QStringLiteral("demo-fr-puthod");
        r.upgrades << extra;
    });
    QVERIFY(g);
    const SheetModel n = g->model(QStringLiteral("pl"));
    QCOMPARE(n.divisions.size(), 4);
    QCOMPARE(n.divisions.last().generalName, QStringLiteral("Jacques Puthod"));
    QCOMPARE(n.divisions.last().generalRole, QStringLiteral("Dodatkowy generał"));
    QVERIFY(n.divisions.last().regiments.isEmpty());
    QVERIFY(!n.divisions.last().orders.isEmpty());
}

// BWN 13.4: the one division of a vanguard is led by the commander-in-chief: his name, orders automatic.
void TstSheetModel::bwn13_4_vanguardDivisionLedByTheCommanderInChief()
{
    const auto f = demoRoster(QStringLiteral("demo-france-1813"), std::nullopt, [](Roster &r) {
        r.divisions.remove(1, 2);
        r.commanderInChief.general = QStringLiteral("demo-fr-napoleon");
        r.divisions[0].general.reset();
        r.upgrades.clear();
    });
    QVERIFY(f);
    const SheetModel m = f->model(QStringLiteral("en"));
    QCOMPARE(m.divisions.size(), 1);
    QVERIFY(m.divisions[0].ledByCorps);
    QCOMPARE(m.divisions[0].generalRole, QStringLiteral("Led by the commander-in-chief"));
    QCOMPARE(m.divisions[0].generalName, m.army.commanders.first().name);
}

QTEST_APPLESS_MAIN(TstSheetModel)
#include "tst_sheetmodel.moc"
