// SPDX-License-Identifier: GPL-3.0-or-later
// The app's core functions (issue 5): roster edits (rosteredit.h), what the interface may offer (rosterchoices.h:
// BWN 2.3, 13.3, 15.1, 13.2), the forum text (rostertext.h) and the one-division draw (divisiondraw.h, BWN 13.4).
#include "bw/divisiondraw.h"
#include "rosterbuilder.h"
#include "bw/rosterchoices.h"
#include "bw/rosteredit.h"
#include "bw/rostertext.h"

#include <QTest>

using namespace sztab;
using namespace sztab::test;

namespace {

const Ruleset &ruleset() { return *testData().ruleset(QStringLiteral("bwn-4.0")); }
const Catalogue &catalogue() { return *testData().catalogue(QStringLiteral("test-1813")); }
const Unit &unit(const char *id) { return *catalogue().unit(QLatin1String(id)); }

QList<Status> statuses(const char *unitId)
{
    QList<Status> out;
    for (const StatusChoice &c : legalStatuses(ruleset(), unit(unitId), catalogue()))
        out << c.status;
    return out;
}

HalfPoints statusPrice(const char *unitId, Status s)
{
    for (const StatusChoice &c : legalStatuses(ruleset(), unit(unitId), catalogue()))
        if (c.status == s)
            return c.price;
    return HalfPoints::fromWhole(-1);
}

// Bases of each kind times the ruleset's price for that kind: the expected per-base price, from data.
HalfPoints perBase(const char *upgradeId, const char *unitId)
{
    HalfPoints p;
    const UpgradeDef *def = ruleset().upgrade(QLatin1String(upgradeId));
    for (const BaseGroup &g : unit(unitId).bases)
        p += def->costs.value(QLatin1String(enumName(catalogue().profile(g.profile)->kind))) * g.count;
    return p;
}

struct Bound {
    std::unique_ptr<Roster> roster;
    std::optional<BoundRoster> bound;
};
Bound bind(const Roster &r)
{
    Bound b{std::make_unique<Roster>(r), std::nullopt};
    LoadError e;
    b.bound = bindRoster(*b.roster, testData(), QStringLiteral("test"), &e);
    if (!b.bound)
        qFatal("does not bind: %s", qPrintable(e.toLine()));
    return b;
}

Roster twoDivisions()
{
    Roster r = emptyRoster();
    addDivision(r, {"line", "light"});
    addDivision(r, {"hussars"}, DivisionArm::Cavalry);
    return r;
}

} // namespace

class TstRosterEdit : public QObject {
    Q_OBJECT
private slots:
    void bwn13_2_addRegiment_countsItsPoints();
    void regimentEdits_removeMoveDuplicate();
    void badIndices_areRefusedWithAReason();
    void divisionEdits_idsCorpsAndRedrawsFollow();
    void bwn13_4_divisionArm_poolOnlyForMixed();
    void bwn13_2_historical_setAndClear();
    void bwn2_3_militiaNeverVeteran();
    void bwn13_3_eliteOnlyWithMayGainElite();
    void bwn13_3_veteranTraitIsVeteranForFree();
    void bwn2_3_veteranTrait_neverRegular();
    void bwn13_3_statusChoicesAgreeWithValidation();
    void bwn15_1_ambushOnlyLightAndIrregular();
    void bwn15_1_ambushChoicesAgreeWithValidation();
    void bwn13_3_upgradeTableFromRulesetData();
    void bwn13_3_upgradeCostsInWords();
    void bwn13_3_setUpgrade_eachKind();
    void bwn13_3_setUpgrade_refusesRegimentUpgradesAndNegatives();
    void bwn13_2_historicalChoices_excludeTakenOnes();
    void bwn13_3_extraGeneralDivision_setClearedAndFreedWithIt();
    void limitsAndName();
    void rosterText_english();
    void rosterText_polishDiacritics();
    void bwn13_4_drawOneDivision_onlyThatPlace();
    void bwn13_3_drawOneDivision_redrawBinds();
    void bwn13_2_drawOneDivision_historicalWithoutDraw();
};

void TstRosterEdit::bwn13_2_addRegiment_countsItsPoints()
{
    // BWN 13.2
    Roster r = emptyRoster();
    addDivision(r, {});
    QString error;
    const Edited e = sztab::addRegiment(r, QStringLiteral("line"), 0, &error);
    QVERIFY2(e, qPrintable(error));
    QCOMPARE(e->divisions[0].regiments.size(), 1);
    QCOMPARE(e->divisions[0].regiments[0].unit, QStringLiteral("line"));
    QCOMPARE(e->divisions[0].regiments[0].status, Status::Regular);
    const HalfPoints expected = ruleset().costClasses.value(QStringLiteral("B")).perBase * 4; // 4 bases of class B
    QCOMPARE(check(*e).totals.unitPoints.halves, expected.halves);
    QCOMPARE(r.divisions[0].regiments.size(), 0); // the input is a value: untouched
}

void TstRosterEdit::regimentEdits_removeMoveDuplicate()
{
    const Roster r = twoDivisions();
    QString error;
    const Edited removed = sztab::removeRegiment(r, 0, 0, &error);
    QVERIFY(removed);
    QCOMPARE(removed->divisions[0].regiments.size(), 1);
    QCOMPARE(removed->divisions[0].regiments[0].unit, QStringLiteral("light"));

    const Edited moved = sztab::moveRegiment(r, 0, 1, 1, 0, &error);
    QVERIFY(moved);
    QCOMPARE(moved->divisions[0].regiments.size(), 1);
    QCOMPARE(moved->divisions[1].regiments[0].unit, QStringLiteral("light"));
    QCOMPARE(moved->divisions[1].regiments[1].unit, QStringLiteral("hussars"));
    const Edited within = sztab::moveRegiment(r, 0, 0, 0, 99, &error); // past the end appends
    QVERIFY(within);
    QCOMPARE(within->divisions[0].regiments[1].unit, QStringLiteral("line"));

    Roster veteran = *sztab::setStatus(r, 0, 0, Status::Veteran, &error);
    veteran = *sztab::setAmbush(veteran, 0, 1, true, &error);
    const Edited dup = sztab::duplicateRegiment(veteran, 0, 0, &error);
    QVERIFY(dup);
    QCOMPARE(dup->divisions[0].regiments.size(), 3);
    QCOMPARE(dup->divisions[0].regiments[1], dup->divisions[0].regiments[0]); // status kept, right after the original
    QCOMPARE(dup->divisions[0].regiments[1].status, Status::Veteran);
    QVERIFY(dup->divisions[0].regiments[2].ambush);
}

void TstRosterEdit::badIndices_areRefusedWithAReason()
{
    const Roster r = twoDivisions();
    QString error;
    QVERIFY(!sztab::removeRegiment(r, 0, 5, &error));
    QVERIFY(error.contains(QLatin1String("no regiment 6")));
    QVERIFY(!sztab::setStatus(r, 7, 0, Status::Veteran, &error));
    QVERIFY(error.contains(QLatin1String("no division 8")));
    QVERIFY(!sztab::moveRegiment(r, 0, 0, -1, 0, &error));
    QVERIFY(!sztab::addRegiment(r, QString(), 0, &error));
    QVERIFY(!sztab::renameDivision(r, -1, QStringLiteral("x"), &error));
    QVERIFY(!sztab::setLimits(r, RosterLimits{}, &error));
}

void TstRosterEdit::divisionEdits_idsCorpsAndRedrawsFollow()
{
    Roster r = twoDivisions();
    r.divisions[0].id = QStringLiteral("d2"); // ids need not follow positions: a fresh one must still be unique
    r.divisions[1].id = QStringLiteral("x");
    r.corps =
        QList<RosterCorps>{makeCorps(QStringLiteral("c1"), std::nullopt, {QStringLiteral("d2"), QStringLiteral("x")})};
    RosterUpgrade redraw = upgrade("redraw");
    redraw.target = QStringLiteral("x");
    r.upgrades << redraw;
    QString error;

    const Edited added =
        sztab::addDivision(r, DivisionArm::Cavalry, Arm::Infantry, QStringLiteral("  Lekka  "), &error);
    QVERIFY(added);
    QCOMPARE(added->divisions.size(), 3);
    QCOMPARE(added->divisions[2].id, QStringLiteral("d3"));
    QCOMPARE(added->divisions[2].name.get(), QStringLiteral("Lekka"));
    QVERIFY(!added->divisions[2].pool); // a pool only for a mixed division
    QCOMPARE(freshDivisionId(*added), QStringLiteral("d4"));

    const Edited renamed = sztab::renameDivision(r, 1, QStringLiteral("Jazda"), &error);
    QCOMPARE(renamed->divisions[1].name.get(), QStringLiteral("Jazda"));
    QCOMPARE(renamed->divisions[1].id, QStringLiteral("x"));

    Roster withGeneral = r;
    withGeneral.divisions[0].general = QStringLiteral("div-inf-1");
    withGeneral.divisions[0].historical = QStringLiteral("hist-div");
    const Edited dup = sztab::duplicateDivision(withGeneral, 0, &error);
    QVERIFY(dup);
    QCOMPARE(dup->divisions.size(), 3);
    QCOMPARE(dup->divisions[1].regiments, withGeneral.divisions[0].regiments);
    QVERIFY(dup->divisions[1].id != QStringLiteral("d2") && dup->divisions[1].id != QStringLiteral("x"));
    QVERIFY(!dup->divisions[1].general);    // BWN 13.4: one general, one division
    QVERIFY(!dup->divisions[1].historical); // a historical division is fielded once
    QVERIFY(dup->corps->at(0).divisions.contains(dup->divisions[1].id));
    QVERIFY(check(*dup).totals.regiments == 5);

    const Edited removed = sztab::removeDivision(r, 1, &error);
    QVERIFY(removed);
    QCOMPARE(removed->divisions.size(), 1);
    QCOMPARE(removed->corps->at(0).divisions, QStringList{QStringLiteral("d2")});
    QVERIFY(removed->upgrades.isEmpty()); // the redraw aimed at it would point at nothing
    QVERIFY(bindError(*removed).isEmpty());
}

void TstRosterEdit::bwn13_4_divisionArm_poolOnlyForMixed()
{
    // BWN 13.4: the player chooses the pool of a mixed division
    const Roster r = twoDivisions();
    QString error;
    const Edited mixed = sztab::setDivisionArm(r, 0, DivisionArm::Mixed, Arm::Cavalry, &error);
    QCOMPARE(mixed->divisions[0].arm, DivisionArm::Mixed);
    QCOMPARE(mixed->divisions[0].pool, std::optional<Arm>(Arm::Cavalry));
    const Edited back = sztab::setDivisionArm(*mixed, 0, DivisionArm::Infantry, Arm::Cavalry, &error);
    QVERIFY(!back->divisions[0].pool);
    const Edited noPool = sztab::setDivisionArm(r, 0, DivisionArm::Mixed, std::nullopt, &error);
    QVERIFY(codes(check(*noPool)).contains(QStringLiteral("POOL_NOT_CHOSEN")));
}

void TstRosterEdit::bwn13_2_historical_setAndClear()
{
    // BWN 13.2
    const Roster r = twoDivisions();
    QString error;
    const Edited set = sztab::setHistorical(r, 0, QStringLiteral("hist-div"), &error);
    QCOMPARE(set->divisions[0].historical, std::optional<QString>(QStringLiteral("hist-div")));
    const Edited cleared = sztab::setHistorical(*set, 0, QString(), &error);
    QVERIFY(!cleared->divisions[0].historical);
}

void TstRosterEdit::bwn2_3_militiaNeverVeteran()
{
    // BWN 2.3, 13.3: militia never veteran (nor elite, even with the trait)
    QCOMPARE(statuses("militia"), QList<Status>{Status::Regular});
    QCOMPARE(statuses("militia-elite"), QList<Status>{Status::Regular});
}

void TstRosterEdit::bwn13_3_eliteOnlyWithMayGainElite()
{
    // BWN 13.3
    QCOMPARE(statuses("line"), (QList<Status>{Status::Regular, Status::Veteran, Status::Elite}));
    QCOMPARE(statuses("hussars"), (QList<Status>{Status::Regular, Status::Veteran, Status::Elite}));
    QCOMPARE(statuses("cuirassiers"), (QList<Status>{Status::Regular, Status::Veteran}));
    QCOMPARE(statusPrice("line", Status::Veteran), perBase("veteran", "line"));
    QCOMPARE(statusPrice("line", Status::Elite), perBase("elite", "line")); // reading: elite without veteran first
    QCOMPARE(statusPrice("battery", Status::Veteran), perBase("veteran", "battery")); // artillery's own price
    QVERIFY(statusPrice("battery", Status::Veteran) != statusPrice("light", Status::Veteran));
}

void TstRosterEdit::bwn2_3_veteranTrait_neverRegular()
{
    // A unit with the trait "veteran" is veteran whatever its roster says (the sheets and the builder ask this).
    QCOMPARE(trainingOf(unit("grenadiers"), Status::Regular), Status::Veteran);
    QCOMPARE(trainingOf(unit("guard"), Status::Veteran), Status::Veteran);
    QCOMPARE(trainingOf(unit("line"), Status::Regular), Status::Regular);
    QCOMPARE(trainingOf(unit("line"), Status::Elite), Status::Elite);
    // and "regular" is not offered for it: a choice that would change nothing shown.
    QCOMPARE(statuses("grenadiers"), QList<Status>{Status::Veteran});
    QCOMPARE(statuses("guard"), QList<Status>{Status::Veteran});
}

void TstRosterEdit::bwn13_3_veteranTraitIsVeteranForFree()
{
    // BWN 13.3: a unit veteran by its statistics pays nothing for the status
    QCOMPARE(statusPrice("grenadiers", Status::Veteran), HalfPoints());
    QCOMPARE(statusPrice("guard", Status::Veteran), HalfPoints());
    // and the binder agrees: the price the validation charges is the one offered
    Roster r = emptyRoster();
    addDivision(r, {"grenadiers", "line"});
    r.divisions[0].regiments[0].status = Status::Veteran;
    r.divisions[0].regiments[1].status = Status::Veteran;
    QCOMPARE(check(r).totals.upgrades, statusPrice("line", Status::Veteran));
}

void TstRosterEdit::bwn13_3_statusChoicesAgreeWithValidation()
{
    // BWN 2.3, 13.3: every status the app offers validates; every status it withholds is an error, but for "regular"
    // on a unit veteran by its trait: the file may say it, the training is veteran (trainingOf), and that is offered
    for (const Unit &u : catalogue().units)
        for (Status s : {Status::Regular, Status::Veteran, Status::Elite}) {
            Roster r = emptyRoster();
            addDivision(r, {});
            r.divisions[0].regiments << Regiment{u.id, std::nullopt, s, false, {}};
            const QStringList found = codes(check(r));
            const bool refused = found.contains(QStringLiteral("VETERAN_NOT_ALLOWED"))
                || found.contains(QStringLiteral("ELITE_NOT_ALLOWED"));
            const bool offered = statuses(u.id.toLatin1().constData()).contains(trainingOf(u, s));
            QVERIFY2(offered != refused, qPrintable(QStringLiteral("%1 %2").arg(u.id, QLatin1String(enumName(s)))));
        }
}

void TstRosterEdit::bwn15_1_ambushOnlyLightAndIrregular()
{
    // BWN 15.1: light infantry, light cavalry, irregular cavalry
    QVERIFY(ambushAllowed(ruleset(), unit("light")));
    QVERIFY(ambushAllowed(ruleset(), unit("hussars")));
    QVERIFY(ambushAllowed(ruleset(), unit("cossacks")));
    QVERIFY(!ambushAllowed(ruleset(), unit("line")));
    QVERIFY(!ambushAllowed(ruleset(), unit("cuirassiers")));
    QVERIFY(!ambushAllowed(ruleset(), unit("battery")));
}

void TstRosterEdit::bwn15_1_ambushChoicesAgreeWithValidation()
{
    // BWN 15.1
    for (const Unit &u : catalogue().units) {
        Roster r = emptyRoster();
        addDivision(r, {"line", "line"}); // enough regiments that "at most half" is not what fails
        r.divisions[0].regiments << Regiment{u.id, std::nullopt, Status::Regular, true, {}};
        const bool refused = codes(check(r)).contains(QStringLiteral("AMBUSH_NOT_ALLOWED"));
        QVERIFY2(ambushAllowed(ruleset(), u) != refused, qPrintable(u.id));
    }
}

void TstRosterEdit::bwn13_3_upgradeTableFromRulesetData()
{
    // BWN 13.3: one offer per upgrade of the ruleset, costs and limits in words with the ruleset's numbers
    const Roster r = twoDivisions();
    const QList<UpgradeOffer> offers = upgradeOffers(ruleset(), r, QStringLiteral("en"));
    QCOMPARE(offers.size(), ruleset().upgrades.size());
    QHash<QString, UpgradeOffer> byId;
    for (const UpgradeOffer &o : offers)
        byId.insert(o.id, o);
    QCOMPARE(byId.value(QStringLiteral("providence")).kind, UpgradeKind::Toggle);
    QCOMPARE(byId.value(QStringLiteral("providence")).limitText, QStringLiteral("once per army"));
    QCOMPARE(byId.value(QStringLiteral("artillery-delay")).kind, UpgradeKind::Count);
    QCOMPARE(byId.value(QStringLiteral("army-morale")).kind, UpgradeKind::Levels);
    QCOMPARE(byId.value(QStringLiteral("fortification-line")).kind, UpgradeKind::Count);
    QCOMPARE(byId.value(QStringLiteral("ammunition-train")).kind, UpgradeKind::Points);
    QCOMPARE(byId.value(QStringLiteral("veteran")).kind, UpgradeKind::Regiment);
    QCOMPARE(byId.value(QStringLiteral("ambush")).kind, UpgradeKind::Regiment);
    const UpgradeOffer terrain = byId.value(QStringLiteral("extra-terrain"));
    QCOMPARE(terrain.kind, UpgradeKind::Choice);
    QCOMPARE(terrain.choices, QStringList(ruleset().upgrade(QStringLiteral("extra-terrain"))->costs.keys()));
    const UpgradeOffer redraw = byId.value(QStringLiteral("redraw"));
    QCOMPARE(redraw.choices, (QStringList{QStringLiteral("cinc"), r.divisions[0].id, r.divisions[1].id}));
    QCOMPARE(byId.value(QStringLiteral("extra-general")).choices,
             (QStringList{QStringLiteral("infantry"), QStringLiteral("cavalry")}));

    const UpgradeDef &morale = *ruleset().upgrade(QStringLiteral("army-morale"));
    QCOMPARE(byId.value(QStringLiteral("army-morale")).costText,
             QStringLiteral("%1 per level").arg(morale.cost.toString()));
    QVERIFY(byId.value(QStringLiteral("army-morale"))
                .limitText.contains(QString::number(ruleset().armyMorale.pointsPerPurchasedLevel)));
    QVERIFY(byId.value(QStringLiteral("ammunition-train"))
                .costText.contains(ruleset().upgrade(QStringLiteral("ammunition-train"))->minPoints->toString()));
    const QList<UpgradeOffer> pl = upgradeOffers(ruleset(), r, QStringLiteral("pl"));
    for (const UpgradeOffer &o : pl)
        if (o.id == QLatin1String("providence"))
            QCOMPARE(o.limitText, QStringLiteral("raz na armię"));
}

void TstRosterEdit::bwn13_3_upgradeCostsInWords()
{
    // BWN 13.3: the cost and limit texts name terrains by the ruleset's names, arms and traits in words of the
    // language asked for, never the data's ids ("bua-1", "artillery" in a Polish text, "light-infantry")
    const Roster r = twoDivisions();
    for (const QString &lang : {QStringLiteral("pl"), QStringLiteral("en")}) {
        QHash<QString, UpgradeOffer> byId;
        for (const UpgradeOffer &o : upgradeOffers(ruleset(), r, lang))
            byId.insert(o.id, o);
        const UpgradeDef &terrainDef = *ruleset().upgrade(QStringLiteral("extra-terrain"));
        const QString terrain = byId.value(QStringLiteral("extra-terrain")).costText;
        for (auto it = terrainDef.costs.cbegin(); it != terrainDef.costs.cend(); ++it) {
            QVERIFY2(terrain.contains(ruleset().terrain.types.value(it.key()).name.get(lang)), qPrintable(terrain));
            QVERIFY2(!terrain.contains(it.key() + QLatin1Char(' ')), qPrintable(terrain));
        }
        const QString veteran = byId.value(QStringLiteral("veteran")).costText;
        const QString elite = byId.value(QStringLiteral("elite")).limitText;
        QVERIFY2(!elite.contains(QLatin1String("may-gain-elite")), qPrintable(elite));
        if (lang == QLatin1String("pl")) {
            QVERIFY2(veteran.startsWith(QStringLiteral("za podstawkę: ")), qPrintable(veteran));
            QVERIFY2(veteran.contains(QLatin1String("artyleria (5 pkt)")), qPrintable(veteran));
            QVERIFY2(!veteran.contains(QLatin1String("artillery")) && !veteran.contains(QLatin1String("cavalry")),
                     qPrintable(veteran));
            QVERIFY2(terrain.contains(QLatin1String("Teren zabudowany poz. 2 (2 pkt)")), qPrintable(terrain));
            QCOMPARE(elite, QStringLiteral("tylko: może zostać elitą; nie: milicja"));
        } else {
            QVERIFY2(veteran.contains(QLatin1String("artillery (5 pts)"))
                         && veteran.endsWith(QLatin1String("infantry (1 pt)")),
                     qPrintable(veteran));
            QCOMPARE(elite, QStringLiteral("only: may become elite; not: militia"));
        }
    }
    QCOMPARE(unitTraitWords(QStringLiteral("regimental-artillery"), QStringLiteral("pl")),
             QStringLiteral("artyleria pułkowa"));
    // A fixed price with its unit, not a bare number that reads as a count
    for (const UpgradeOffer &o : upgradeOffers(ruleset(), r, QStringLiteral("pl")))
        if (o.def->pricing == Pricing::Fixed)
            QVERIFY2(o.costText.endsWith(QLatin1String(" pkt")), qPrintable(o.costText));
    QCOMPARE(unitTraitWords(QStringLiteral("club-trait"), QStringLiteral("pl")), QStringLiteral("club-trait"));
}

void TstRosterEdit::bwn13_3_setUpgrade_eachKind()
{
    // BWN 13.3
    Roster r = twoDivisions();
    QString error;
    auto set = [&](const char *id, UpgradeChange c) {
        const Edited e = sztab::setUpgrade(r, ruleset(), QLatin1String(id), c, &error);
        if (!e)
            qFatal("%s: %s", id, qPrintable(error));
        r = *e;
    };
    auto count = [&](const char *id) {
        return std::count_if(r.upgrades.cbegin(), r.upgrades.cend(),
                             [&](const RosterUpgrade &u) { return u.id == QLatin1String(id); });
    };
    set("providence", {.count = 1});
    QCOMPARE(count("providence"), 1);
    set("providence", {.count = 1}); // setting, not adding
    QCOMPARE(count("providence"), 1);
    set("army-morale", {.levels = 2});
    QCOMPARE(count("army-morale"), 1);
    set("fortification-line", {.count = 3});
    set("extra-terrain", {.count = 1, .terrain = QStringLiteral("woods")});
    set("extra-terrain", {.count = 1, .terrain = QStringLiteral("hills")});
    set("redraw", {.count = 1, .target = QStringLiteral("cinc")});
    set("extra-general", {.count = 2, .arm = Arm::Cavalry});
    set("ammunition-train", {.points = HalfPoints::fromWhole(4)});
    set("artillery-delay", {.count = 2});

    const Bound b = bind(r);
    auto priceOf = [&](const char *id) {
        HalfPoints p;
        for (qsizetype i = 0; i < r.upgrades.size(); ++i)
            if (r.upgrades[i].id == QLatin1String(id))
                p += b.bound->upgradePrices[i];
        return p;
    };
    const auto def = [](const char *id) { return *ruleset().upgrade(QLatin1String(id)); };
    QCOMPARE(priceOf("army-morale"), def("army-morale").cost * 2);
    QCOMPARE(priceOf("fortification-line"), def("fortification-line").cost * 3);
    QCOMPARE(priceOf("extra-terrain"),
             def("extra-terrain").costs.value(QStringLiteral("woods"))
                 + def("extra-terrain").costs.value(QStringLiteral("hills")));
    QCOMPARE(priceOf("extra-general"), def("extra-general").cost * 2);
    QCOMPARE(priceOf("ammunition-train"), HalfPoints::fromWhole(4));
    QCOMPARE(priceOf("artillery-delay"), def("artillery-delay").cost * 2);
    QCOMPARE(count("extra-terrain"), 2);

    // zero removes; the other entries of the same upgrade stay
    set("extra-terrain", {.count = 0, .terrain = QStringLiteral("woods")});
    QCOMPARE(count("extra-terrain"), 1);
    QCOMPARE(*r.upgrades[std::find_if(r.upgrades.cbegin(), r.upgrades.cend(),
                                      [](const RosterUpgrade &u) { return u.id == QLatin1String("extra-terrain"); })
                         - r.upgrades.cbegin()]
                  .terrain,
             QStringLiteral("hills"));
    set("army-morale", {.levels = 0});
    set("providence", {.count = 0});
    set("ammunition-train", {.points = HalfPoints()});
    QCOMPARE(count("army-morale") + count("providence") + count("ammunition-train"), 0);
    QVERIFY(bindError(r).isEmpty());
}

void TstRosterEdit::bwn13_3_setUpgrade_refusesRegimentUpgradesAndNegatives()
{
    const Roster r = twoDivisions();
    QString error;
    QVERIFY(!sztab::setUpgrade(r, ruleset(), QStringLiteral("veteran"), {.count = 1}, &error));
    QVERIFY(error.contains(QLatin1String("regiment")));
    QVERIFY(!sztab::setUpgrade(r, ruleset(), QStringLiteral("nonsense"), {.count = 1}, &error));
    QVERIFY(!sztab::setUpgrade(r, ruleset(), QStringLiteral("army-morale"), {.levels = -1}, &error));
    QVERIFY(!sztab::setUpgrade(r, ruleset(), QStringLiteral("extra-terrain"),
                               {.count = 1, .terrain = QStringLiteral("lava")}, &error));
    QVERIFY(error.contains(QLatin1String("woods")));
    QVERIFY(!sztab::setUpgrade(r, ruleset(), QStringLiteral("army-morale"), {.count = 1}, &error)); // levels, not count
}

void TstRosterEdit::bwn13_2_historicalChoices_excludeTakenOnes()
{
    // BWN 13.2
    Roster r = twoDivisions();
    QCOMPARE(historicalChoices(*bind(r).bound, 1).size(), 1);
    r.divisions[0].historical = QStringLiteral("hist-div");
    const Bound b = bind(r);
    QCOMPARE(historicalChoices(*b.bound, 0).size(), 1); // its own stays offered
    QVERIFY(historicalChoices(*b.bound, 1).isEmpty());
}

void TstRosterEdit::limitsAndName()
{
    const Roster r = twoDivisions();
    QString error;
    RosterLimits custom;
    custom.units = HalfPoints::fromWhole(50);
    custom.upgrades = HalfPoints::fromWhole(10);
    custom.maxBases = 30;
    const Edited e = sztab::setLimits(r, custom, &error);
    QVERIFY(e);
    QVERIFY(!e->limits.preset);
    const Bound b = bind(*e);
    QCOMPARE(b.bound->limits.units, HalfPoints::fromWhole(50));
    QCOMPARE(b.bound->limits.maxBases, std::optional<int>(30));
    RosterLimits negative = custom;
    negative.units = HalfPoints::fromWhole(-1);
    QVERIFY(!sztab::setLimits(r, negative, &error));
    QCOMPARE(sztab::setRosterName(r, QStringLiteral(" Awangarda "), &error)->name.get(), QStringLiteral("Awangarda"));
}

void TstRosterEdit::rosterText_english()
{
    Roster r = twoDivisions();
    r.divisions[0].name = Text(QStringLiteral("First"));
    r.divisions[0].regiments[0].status = Status::Veteran;
    r.divisions[0].regiments[1].ambush = true;
    r.divisions[1].general = QStringLiteral("div-cav-1");
    r.upgrades << upgrade("providence");
    const ValidationReport report = check(r);
    const Bound b = bind(r);
    const QString text = rosterText(*b.bound, report, QStringLiteral("en"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.first(), QStringLiteral("test"));
    QVERIFY(text.contains(QLatin1String("Nation: Testland")));
    QVERIFY(text.contains(QLatin1String("32 units + 8 upgrades, at most 20 bases")));
    QVERIFY(text.contains(QLatin1String("Commander-in-chief: to be drawn")));
    QVERIFY(text.contains(QLatin1String("First (infantry)")));
    const QString line = unit("line").name.get(QStringLiteral("en"));
    const HalfPoints linePoints = ruleset().costClasses.value(QStringLiteral("B")).perBase * 4;
    QVERIFY2(text.contains(QStringLiteral("  - %1, veteran — %2 pts, 4 bases (+%3 upgrade)")
                               .arg(line, linePoints.toString(), statusPrice("line", Status::Veteran).toString())),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral(", ambush — ")));
    const General *g = catalogue().general(QStringLiteral("div-cav-1"));
    QVERIFY(text.contains(
        QStringLiteral("general: %1 (command +%2)").arg(g->name.get(QStringLiteral("en"))).arg(g->command)));
    QVERIFY(text.contains(QStringLiteral("  - %1 — %2 pts")
                              .arg(ruleset().upgrade(QStringLiteral("providence"))->name.get(QStringLiteral("en")),
                                   ruleset().upgrade(QStringLiteral("providence"))->cost.toString())));
    QVERIFY(text.contains(QStringLiteral("Totals: units %1/32, upgrades %2/8")
                              .arg(report.totals.armyValue().toString(), report.totals.upgrades.toString())));
    QVERIFY(text.contains(QStringLiteral("bases %1/20").arg(report.totals.bases)));
    QVERIFY(text.contains(QStringLiteral("army morale value %1").arg(report.totals.armyMoraleValue)));
}

void TstRosterEdit::rosterText_polishDiacritics()
{
    Roster r = twoDivisions();
    r.divisions[0].regiments[0].status = Status::Elite;
    const ValidationReport report = check(r);
    const Bound b = bind(r);
    const QString text = rosterText(*b.bound, report, QStringLiteral("pl"));
    QVERIFY(text.contains(QStringLiteral("Naczelny wódz: do wylosowania")));
    QVERIFY(text.contains(QStringLiteral("łącznie")));
    QVERIFY(text.contains(QStringLiteral("Dywizja 2 (kawaleria)")));
    QVERIFY(text.contains(QStringLiteral(", elita — ")));
    QVERIFY(text.contains(QStringLiteral("wartość morale armii")));
    QVERIFY(!text.contains(QLatin1String("Commander")));
    QCOMPARE(pointsText(HalfPoints::fromHalves(3), QStringLiteral("pl")), QStringLiteral("1,5"));
    QCOMPARE(pointsText(HalfPoints::fromHalves(3), QStringLiteral("en")), QStringLiteral("1.5"));
}

void TstRosterEdit::bwn13_4_drawOneDivision_onlyThatPlace()
{
    // BWN 13.4
    const Roster r = twoDivisions();
    const Bound b = bind(r);
    SeededDice dice(7), again(7);
    DrawError error;
    const auto result =
        drawDivisionCommander(*b.bound, 1, dice, &error, {{QStringLiteral("seed"), QStringLiteral("7")}});
    QVERIFY(result);
    QCOMPARE(result->entries.size(), 1);
    QVERIFY(!result->roster.commanderInChief.general);
    QVERIFY(!result->roster.divisions[0].general);
    const QString drawn = *result->roster.divisions[1].general;
    QCOMPARE(catalogue().general(drawn)->arm, Arm::Cavalry);
    QVERIFY(catalogue().general(drawn)->roles.contains(QStringLiteral("division")));
    QCOMPARE(result->roster.draws->size(), 1);
    QCOMPARE(result->roster.draws->first().value(QStringLiteral("seed")).toString(), QStringLiteral("7"));
    QCOMPARE(drawDivisionCommander(*b.bound, 1, again, &error)->roster.divisions[1].general,
             std::optional<QString>(drawn));

    // a general already in the army is drawn again: with two cavalry division generals, one of them is left
    Roster taken = r;
    taken.divisions[0].general = QStringLiteral("div-cav-1");
    const Bound tb = bind(taken);
    PhysicalDice physical({1, 1, 2});
    QList<int> rollsUsed;
    const auto redrawn = drawDivisionCommander(*tb.bound, 1, physical, &error);
    QVERIFY(redrawn);
    QVERIFY(*redrawn->roster.divisions[1].general != QStringLiteral("div-cav-1"));

    PhysicalDice none({});
    QVERIFY(!drawDivisionCommander(*b.bound, 1, none, &error));
    QCOMPARE(error.pointer, QStringLiteral("/divisions/1/general"));
}

void TstRosterEdit::bwn13_3_drawOneDivision_redrawBinds()
{
    // BWN 13.3: the second draw binds, whatever it gives
    Roster r = twoDivisions();
    RosterUpgrade redraw = upgrade("redraw");
    redraw.target = r.divisions[0].id;
    r.upgrades << redraw;
    const Bound b = bind(r);
    SeededDice dice(11);
    DrawError error;
    const auto result = drawDivisionCommander(*b.bound, 0, dice, &error);
    QVERIFY(result);
    QCOMPARE(result->entries.size(), 2);
    QCOMPARE(result->entries[1].how, QStringLiteral("redraw"));
    QCOMPARE(*result->roster.divisions[0].general, result->entries[1].general);
    QVERIFY(result->entries[1].general != result->entries[0].general);
}

void TstRosterEdit::bwn13_2_drawOneDivision_historicalWithoutDraw()
{
    // BWN 13.2: a whole historical division brings its general without a draw
    Roster r = twoDivisions();
    r.divisions[0].historical = QStringLiteral("hist-div");
    const Bound b = bind(r);
    PhysicalDice none({});
    DrawError error;
    const auto result = drawDivisionCommander(*b.bound, 0, none, &error);
    QVERIFY2(result, qPrintable(error.message));
    QCOMPARE(result->entries.size(), 1);
    QCOMPARE(result->entries[0].how, QStringLiteral("historical"));
    QCOMPARE(*result->roster.divisions[0].general, QStringLiteral("div-inf-1"));
}

// BWN 13.3 "Możemy mu przydzielić do dowodzenia dowolne jednostki": the player gives the extra general a division
// of the roster, takes it back, and removing the division frees him (the roster still binds).
void TstRosterEdit::bwn13_3_extraGeneralDivision_setClearedAndFreedWithIt()
{
    Roster r = twoDivisions();
    addDivision(r, {"light", "light"}); // d3: no general drawn yet
    QString error;
    Edited e =
        sztab::setUpgrade(r, ruleset(), QStringLiteral("extra-general"), {.count = 1, .arm = Arm::Infantry}, &error);
    QVERIFY2(e, qPrintable(error));
    r = *e;
    const qsizetype u = r.upgrades.size() - 1;
    QCOMPARE(r.upgrades[u].id, QStringLiteral("extra-general"));

    e = sztab::setExtraGeneralDivision(r, u, QStringLiteral("d3"), &error);
    QVERIFY2(e, qPrintable(error));
    QCOMPARE(e->upgrades[u].division, std::optional<QString>(QStringLiteral("d3")));
    {
        const Bound b = bind(*e);
        QCOMPARE(b.bound->divisions[2].extraGeneral, u); // he leads it: no general of its own drawn or paid
        QCOMPARE(b.bound->divisions[2].generalCost, HalfPoints());
    }
    // A division with its own general drawn: the edit is made, validation says why it cannot be his.
    Roster drawn = *e;
    drawn.divisions[0].general = QStringLiteral("div-inf-1");
    const Edited taken = sztab::setExtraGeneralDivision(drawn, u, QStringLiteral("d1"), &error);
    QVERIFY(taken);
    const ValidationReport rep = check(*taken);
    const auto it = std::find_if(rep.issues.cbegin(), rep.issues.cend(), [](const Issue &i) {
        return i.code == QLatin1String("EXTRA_GENERAL_DIVISION_TAKEN");
    });
    QVERIFY(it != rep.issues.cend());
    QCOMPARE(it->path, QStringLiteral("/upgrades/%1/division").arg(u));

    const Edited cleared = sztab::setExtraGeneralDivision(*e, u, QString(), &error);
    QVERIFY(cleared && !cleared->upgrades[u].division);

    // Removing his division frees him; the roster binds.
    const Edited removed = sztab::removeDivision(*e, 2, &error);
    QVERIFY(removed);
    QVERIFY(!removed->upgrades[u].division);
    QVERIFY(bindError(*removed).isEmpty());

    // Refused with a reason: not an extra general, an unknown division.
    QVERIFY(!sztab::setExtraGeneralDivision(*e, u + 1, QStringLiteral("d1"), &error));
    QVERIFY(error.contains(QStringLiteral("not an extra general")));
    QVERIFY(!sztab::setExtraGeneralDivision(*e, u, QStringLiteral("d9"), &error));
    QVERIFY(error.contains(QStringLiteral("d9")));
}

QTEST_GUILESS_MAIN(TstRosterEdit)
#include "tst_rosteredit.moc"
