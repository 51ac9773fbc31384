// SPDX-License-Identifier: GPL-3.0-or-later
// The special rules of the 19th-century sibling (B19 12.1–12.12) as traits with their checks and effects, the
// agreed limits of a ruleset without points, and the Gettysburg demo pair through the command line. One test per
// rule, named by its section; the test catalogue (tests/testdata/b19data) keeps the rules apart from the demo data.
#include "bw/draws.h"
#include "bw/rostersummary.h"
#include "bw/rostertext.h"
#include "bw/sheets/sheetmodel.h"
#include "bw/specialrules.h"
#include "bw/validation.h"
#include "foundation/dice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;

namespace {

const DataSet &data()
{
    static const DataSet d = [] {
        DataSet out;
        LoadError error;
        if (!out.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR), QStringLiteral(SZTAB_TEST_DATA_DIR "/b19data")}, &error))
            qFatal("b19 test data does not load: %s", qPrintable(error.toLine()));
        return out;
    }();
    return d;
}

const Ruleset &b19() { return *data().ruleset(QStringLiteral("b19")); }

Roster roster()
{
    Roster r;
    r.name = Text(QStringLiteral("b19 test"));
    r.ruleset = QStringLiteral("b19");
    r.nation = QStringLiteral("testland");
    r.limits.preset = QStringLiteral("agreed");
    r.catalogues = {QStringLiteral("test-b19")};
    r.commanderInChief.general = QStringLiteral("cinc");
    return r;
}

Division &division(Roster &r, const QString &id, const QStringList &units, std::optional<QString> general = {})
{
    Division d;
    d.id = id;
    d.general = std::move(general);
    for (const QString &u : units) {
        Regiment reg;
        reg.unit = u;
        d.regiments << reg;
    }
    r.divisions << d;
    return r.divisions.last();
}

RosterCorps &corps(Roster &r, const QString &id, std::optional<QString> commander, const QStringList &divisions)
{
    if (!r.corps)
        r.corps = QList<RosterCorps>();
    RosterCorps c;
    c.id = id;
    c.commander = std::move(commander);
    c.divisions = divisions;
    r.corps->append(c);
    return r.corps->last();
}

struct Checked {
    std::optional<BoundRoster> bound;
    ValidationReport report;
    QStringList codes() const
    {
        QStringList out;
        for (const Issue &i : report.issues)
            out << i.code;
        return out;
    }
    std::optional<Issue> find(const QString &code) const
    {
        for (const Issue &i : report.issues)
            if (i.code == code)
                return i;
        return std::nullopt;
    }
};

Regiment reg(const QString &unit)
{
    Regiment r;
    r.unit = unit;
    return r;
}

// `r` must outlive the result (the binding points into it).
Checked check(const Roster &r)
{
    Checked c;
    LoadError error;
    c.bound = bindRoster(r, data(), QStringLiteral("test.bwroster"), &error);
    if (!c.bound)
        qWarning("does not bind: %s", qPrintable(error.toLine()));
    else
        c.report = validateRoster(*c.bound);
    return c;
}

// Reynolds' and Sickles' corps of two divisions each: the shape of the chapter's examples.
Roster twoCorps()
{
    Roster r = roster();
    division(r, QStringLiteral("a1"), {QStringLiteral("inf")}, QStringLiteral("div1"));
    division(r, QStringLiteral("a2"), {QStringLiteral("inf2")}, QStringLiteral("div2"));
    division(r, QStringLiteral("b1"), {QStringLiteral("inf3")}, QStringLiteral("div3"));
    division(r, QStringLiteral("b2"), {QStringLiteral("cav")}, QStringLiteral("cav1"));
    corps(r, QStringLiteral("reynolds"), QStringLiteral("corps1"), {QStringLiteral("a1"), QStringLiteral("a2")});
    corps(r, QStringLiteral("sickles"), QStringLiteral("corps2"), {QStringLiteral("b1"), QStringLiteral("b2")});
    return r;
}

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run bwn(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("SZTAB_DATA_DIR"), QStringLiteral(SZTAB_SOURCE_DATA_DIR));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(SZTAB_BWN_PATH), args);
    Run r;
    if (!p.waitForStarted(30000) || !p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString demo(const char *name) { return QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/") + QLatin1String(name); }

QJsonObject corpsFacts(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &v :
         report.value(QStringLiteral("command")).toObject().value(QStringLiteral("corps")).toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    return {};
}

QStringList independentNames(const QJsonObject &report)
{
    QStringList out;
    for (const QJsonValue &v :
         report.value(QStringLiteral("command")).toObject().value(QStringLiteral("independentCommanders")).toArray())
        out << v.toObject().value(QStringLiteral("general")).toString();
    return out;
}

} // namespace

class TstB19 : public QObject {
    Q_OBJECT
private slots:
    void b19_ruleset_inchesAgreedLimitsAndTraits();
    void b19_agreedLimits_noPointsAndOnlyWhatThePlayersAgreed();
    void b19_12_1_independentCommander_automaticForIndependentDivision();
    void b19_12_1_independentCommander_byTraitAndNotForTheReserve();
    void b19_12_2_armyReserveArtillery_theChaptersExample();
    void b19_12_2_armyReserveArtillery_onlyReserveBatteriesAndOnce();
    void b19_12_3_corpsArtillery_extraCommandDie();
    void b19_12_3_corpsArtillery_noDieWithItsOwnCommander();
    void b19_12_3_corpsArtillery_noDieWhenAssignedToDivisions();
    void b19_12_3_corpsArtillery_needsNoGeneralAndNoDraw();
    void b19_12_3_corpsArtillery_checks();
    void b19_12_4_rockets_artilleryOnlyWithTheirNumbers();
    void b19_12_5_to_12_8_cavalryTraitsOnCavalryOnly();
    void b19_12_7_dragoons_theChaptersExampleOfElevenInches();
    void b19_12_7_dragoons_impetusOneUnlessStated();
    void b19_12_9_fanatics_effectOnTheSheets();
    void b19_12_10_atMostOneAttachedUnit();
    void b19_12_10_attachedUnitOnlyWhereTheListAllows();
    void b19_12_10_attachedUnitAddsItsTraits();
    void b19_12_11_skirmishOrder_numbers();
    void b19_12_12_lances_cavalryOnly();
    void b19_rosterText_commandDiceAndNoPoints();
    void b19_demoRosters_validateCleanThroughTheCli();
    void b19_demoRosters_drawAndSheetsThroughTheCli();
    void b19_unknownRoleIsUnusableInput();
};

void TstB19::b19_ruleset_inchesAgreedLimitsAndTraits()
{
    const Ruleset &rs = b19();
    QCOMPARE(rs.measure, QStringLiteral("in"));
    QVERIFY(!rs.hasPoints());
    QVERIFY(data().ruleset(QStringLiteral("bwn-4.0"))->hasPoints());
    QVERIFY(rs.presets.contains(QStringLiteral("agreed")));
    // The checks that only make sense with BW-N's points are not the ruleset's choice.
    for (const char *bwnOnly : {"unit-points", "total-points", "artillery", "army-morale", "training", "ambush"})
        QVERIFY2(!rs.checks.contains(QLatin1String(bwnOnly)), bwnOnly);
    for (const char *id :
         {"independent-commander", "army-reserve-artillery", "corps-artillery", "rockets", "charge", "skirmishers",
          "dragoons", "shock-cavalry", "fanatics", "light-infantry", "attached-unit", "skirmish-order", "lances"}) {
        const TraitDef *t = rs.trait(QLatin1String(id));
        QVERIFY2(t, id);
        QVERIFY2(t->section.startsWith(QLatin1String("B19 12.")), id);
        QVERIFY2(!t->effect.get(QStringLiteral("pl")).isEmpty() && !t->effect.get(QStringLiteral("en")).isEmpty(), id);
        QVERIFY2(!traitEffect(rs, QLatin1String(id), QStringLiteral("en")).contains(QLatin1Char('{')), id);
    }
}

void TstB19::b19_agreedLimits_noPointsAndOnlyWhatThePlayersAgreed()
{
    Roster r = twoCorps();
    for (int i = 0; i < 30; ++i) // a big army: no points, no limit
        division(r, QStringLiteral("x%1").arg(i), {QStringLiteral("art")}, QStringLiteral("div1"));
    const Checked open = check(r);
    QVERIFY(open.bound);
    for (const char *code :
         {"UNIT_POINTS_OVER", "TOTAL_POINTS_OVER", "BASES_OVER", "ARTILLERY_OVER", "ARMY_MORALE_OVER"})
        QVERIFY2(!open.codes().contains(QLatin1String(code)), code);
    QCOMPARE(open.report.totals.armyValue().halves, 0);
    // Limits the players agreed: bases and artillery.
    r.limits.maxBases = 20;
    r.limits.artillery = 12;
    const Checked agreed = check(r);
    QVERIFY(agreed.codes().contains(QStringLiteral("BASES_OVER")));
    QVERIFY(agreed.codes().contains(QStringLiteral("ARTILLERY_OVER")));
    QCOMPARE(agreed.find(QStringLiteral("ARTILLERY_OVER"))->path, QStringLiteral("/limits/artillery"));
    r.limits.maxBases = 100;
    r.limits.artillery = 30;
    QVERIFY(!check(r).codes().contains(QStringLiteral("ARTILLERY_OVER")));
}

void TstB19::b19_12_1_independentCommander_automaticForIndependentDivision()
{
    Roster r = twoCorps();
    // An independent cavalry division, treated as a separate corps (the chapter's own example of 12.1).
    division(r, QStringLiteral("c1"), {QStringLiteral("cav")}, QStringLiteral("div4"));
    corps(r, QStringLiteral("cavalry"), QStringLiteral("corps3"), {QStringLiteral("c1")});
    const Checked c = check(r);
    QVERIFY(c.bound);
    const CommandFacts facts = commandFacts(*c.bound);
    QCOMPARE(facts.corps.size(), 3);
    QVERIFY(!facts.corps[0].independentDivision);
    QVERIFY(!facts.corps[1].independentDivision);
    QVERIFY(facts.corps[2].independentDivision);
    // The corps commander leads a corps of one division (BWN 13.4, kept by B19): he is the independent commander.
    QCOMPARE(facts.independentCommanders.size(), 1);
    QCOMPARE(facts.independentCommanders[0].general->id, QStringLiteral("corps3"));
    QVERIFY(facts.independentCommanders[0].automatic);
    QCOMPARE(facts.independentCommanders[0].path, QStringLiteral("/corps/2/commander"));
    QVERIFY(c.bound->divisions[4].commandedByCorps);
    r.divisions[4].general.reset(); // the same without a division general named
    const Checked led = check(r);
    const CommandFacts ledFacts = commandFacts(*led.bound);
    QCOMPARE(ledFacts.independentCommanders.size(), 1);
    QCOMPARE(ledFacts.independentCommanders[0].general->id, QStringLiteral("corps3"));
    // Shown in bwn validate --json.
    CheckedRoster checked;
    checked.roster = std::make_unique<Roster>(r);
    LoadError error;
    checked.bound = bindRoster(*checked.roster, data(), QStringLiteral("t"), &error);
    checked.report = validateRoster(*checked.bound);
    const QJsonObject json = reportToJson(checked, QStringLiteral("t"), QStringLiteral("en"));
    QCOMPARE(independentNames(json), QStringList{QStringLiteral("corps3")});
    QVERIFY(corpsFacts(json, QStringLiteral("cavalry")).value(QStringLiteral("independentDivision")).toBool());
}

void TstB19::b19_12_1_independentCommander_byTraitAndNotForTheReserve()
{
    Roster r = twoCorps();
    r.divisions[0].general = QStringLiteral("indep"); // his own trait
    division(r, QStringLiteral("h"), {QStringLiteral("reserve")});
    corps(r, QStringLiteral("hunt"), QStringLiteral("corps3"), {QStringLiteral("h")}).role =
        QStringLiteral("army-reserve-artillery");
    const Checked c = check(r);
    QVERIFY2(c.report.valid(), qPrintable(c.codes().join(QLatin1Char(' '))));
    const CommandFacts facts = commandFacts(*c.bound);
    QVERIFY(!facts.corps[2].independentDivision); // the reserve artillery is no independent division
    QCOMPARE(facts.independentCommanders.size(), 1);
    QCOMPARE(facts.independentCommanders[0].general->id, QStringLiteral("indep"));
    QVERIFY(!facts.independentCommanders[0].automatic);
}

void TstB19::b19_12_2_armyReserveArtillery_theChaptersExample()
{
    // "Armia gracza Unii składa się z korpusów Reynoldsa, Sicklesa i artylerii rezerwowej Hunta."
    Roster r = twoCorps();
    division(r, QStringLiteral("hunt-1"), {QStringLiteral("reserve"), QStringLiteral("reserve2")});
    corps(r, QStringLiteral("hunt"), QStringLiteral("corps3"), {QStringLiteral("hunt-1")}).role =
        QStringLiteral("army-reserve-artillery");
    const Checked c = check(r);
    QVERIFY2(c.report.valid(), qPrintable(c.codes().join(QLatin1Char(' '))));
    QVERIFY(c.bound->divisions[4].commandedByCorps); // Hunt leads his batteries himself
    QCOMPARE(commandFacts(*c.bound).corps[2].role, QStringLiteral("army-reserve-artillery"));
    // Its rule is printed: three ways to activate it, fire with any corps.
    const QString effect = traitEffect(b19(), QStringLiteral("army-reserve-artillery"), QStringLiteral("en"));
    QVERIFY(effect.contains(QStringLiteral("in reaction to an enemy attack on any of our corps")));
    QVERIFY(effect.contains(QStringLiteral("nearest enemy (8.8)")));
}

void TstB19::b19_12_2_armyReserveArtillery_onlyReserveBatteriesAndOnce()
{
    Roster r = twoCorps();
    division(r, QStringLiteral("h1"), {QStringLiteral("reserve"), QStringLiteral("art")});
    division(r, QStringLiteral("h2"), {QStringLiteral("reserve2")});
    corps(r, QStringLiteral("hunt"), QStringLiteral("corps3"), {QStringLiteral("h1")}).role =
        QStringLiteral("army-reserve-artillery");
    corps(r, QStringLiteral("again"), {}, {QStringLiteral("h2")}).role = QStringLiteral("army-reserve-artillery");
    r.divisions[0].regiments << reg(QStringLiteral("reserve2"));
    const Checked c = check(r);
    const auto wrong = c.find(QStringLiteral("RESERVE_ARTILLERY_WRONG_UNIT"));
    QVERIFY(wrong);
    QCOMPARE(wrong->path, QStringLiteral("/divisions/4/regiments/1"));
    QCOMPARE(wrong->section, QStringLiteral("B19 12.2"));
    QCOMPARE(c.find(QStringLiteral("RESERVE_ARTILLERY_TWICE"))->path, QStringLiteral("/corps/3/role"));
    QCOMPARE(c.find(QStringLiteral("RESERVE_ARTILLERY_OUTSIDE"))->path, QStringLiteral("/divisions/0/regiments/1"));
}

void TstB19::b19_12_3_corpsArtillery_extraCommandDie()
{
    Roster r = twoCorps();
    division(r, QStringLiteral("a-art"), {QStringLiteral("corps-art")}).role = QStringLiteral("corps-artillery");
    r.corps->first().divisions << QStringLiteral("a-art");
    const Checked c = check(r);
    QVERIFY2(c.report.valid(), qPrintable(c.codes().join(QLatin1Char(' '))));
    const CommandFacts facts = commandFacts(*c.bound);
    QVERIFY(facts.corps[0].corpsArtillery);
    QCOMPARE(facts.corps[0].corpsArtilleryDice, 1);
    QCOMPARE(*facts.corps[0].ownDice, 3);
    QCOMPARE(*facts.corps[0].dice(), 4);          // "dostaje dodatkową 1 kostkę dowodzenia"
    QCOMPARE(*facts.corps[1].dice(), 2);          // Sickles' corps has none
    QVERIFY(!facts.corps[0].independentDivision); // two divisions of its own besides the artillery
}

void TstB19::b19_12_3_corpsArtillery_noDieWithItsOwnCommander()
{
    Roster r = twoCorps();
    division(r, QStringLiteral("a-art"), {QStringLiteral("corps-art")}, QStringLiteral("artcmd")).role =
        QStringLiteral("corps-artillery");
    r.corps->first().divisions << QStringLiteral("a-art");
    const Checked c = check(r);
    QVERIFY2(c.report.valid(), qPrintable(c.codes().join(QLatin1Char(' '))));
    const CommandFacts facts = commandFacts(*c.bound);
    QVERIFY(facts.corps[0].corpsArtilleryHasCommander);
    QCOMPARE(facts.corps[0].corpsArtilleryDice, 0);
    QCOMPARE(*facts.corps[0].dice(), 3);
}

void TstB19::b19_12_3_corpsArtillery_noDieWhenAssignedToDivisions()
{
    Roster r = twoCorps();
    r.divisions[0].regiments << reg(QStringLiteral("corps-art-div"));
    const Checked c = check(r);
    QVERIFY2(c.report.valid(), qPrintable(c.codes().join(QLatin1Char(' '))));
    QCOMPARE(commandFacts(*c.bound).corps[0].corpsArtilleryDice, 0);
    QCOMPARE(*commandFacts(*c.bound).corps[0].dice(), 3);
}

void TstB19::b19_12_3_corpsArtillery_needsNoGeneralAndNoDraw()
{
    Roster r = twoCorps();
    division(r, QStringLiteral("a-art"), {QStringLiteral("corps-art")}).role = QStringLiteral("corps-artillery");
    r.corps->first().divisions << QStringLiteral("a-art");
    r.divisions[1].general.reset(); // one division still to be drawn
    const Checked c = check(r);
    QVERIFY(c.bound->divisions[4].commandedByCorps);
    QCOMPARE(c.codes().count(QStringLiteral("COMMANDER_NOT_DRAWN")), 1); // a2 only, not the artillery
    SeededDice dice(7);
    DrawError error;
    const auto drawn = drawCommanders(*c.bound, dice, &error);
    QVERIFY(drawn);
    QVERIFY(!drawn->roster.divisions[4].general); // the corps artillery gets no general
    QVERIFY(drawn->roster.divisions[1].general);  // the division does
}

void TstB19::b19_12_3_corpsArtillery_checks()
{
    Roster r = twoCorps();
    division(r, QStringLiteral("loose"), {QStringLiteral("corps-art")}).role = QStringLiteral("corps-artillery");
    division(r, QStringLiteral("a-art"), {QStringLiteral("inf"), QStringLiteral("corps-art-div")},
             QStringLiteral("div3"))
        .role = QStringLiteral("corps-artillery");
    r.divisions[2].general.reset();
    r.corps->first().divisions << QStringLiteral("a-art");
    const Checked c = check(r);
    QCOMPARE(c.find(QStringLiteral("CORPS_ARTILLERY_OUTSIDE_CORPS"))->path, QStringLiteral("/divisions/4/role"));
    QCOMPARE(c.find(QStringLiteral("CORPS_ARTILLERY_GENERAL"))->path, QStringLiteral("/divisions/5/general"));
    QCOMPARE(c.find(QStringLiteral("CORPS_ARTILLERY_WRONG_UNIT"))->path, QStringLiteral("/divisions/5/regiments/0"));
    QCOMPARE(c.find(QStringLiteral("CORPS_ARTILLERY_TO_DIVISIONS"))->path, QStringLiteral("/divisions/5/regiments/1"));
    QCOMPARE(c.find(QStringLiteral("CORPS_ARTILLERY_WRONG_UNIT"))->section, QStringLiteral("B19 12.3"));
}

void TstB19::b19_12_4_rockets_artilleryOnlyWithTheirNumbers()
{
    Roster r = twoCorps();
    r.divisions[0].regiments << reg(QStringLiteral("rocket"));
    QVERIFY(check(r).report.valid());
    r.divisions[0].regiments << reg(QStringLiteral("inf-rockets"));
    const Checked c = check(r);
    QCOMPARE(c.find(QStringLiteral("TRAIT_WRONG_KIND"))->path, QStringLiteral("/divisions/0/regiments/2"));
    QCOMPARE(c.find(QStringLiteral("TRAIT_WRONG_KIND"))->section, QStringLiteral("B19 12.4"));
    const QString en = traitEffect(b19(), QStringLiteral("rockets"), QStringLiteral("en"));
    QVERIFY(en.contains(QStringLiteral("never reduce the target's cohesion")));
    QVERIFY(en.contains(QStringLiteral("a \"6\" pins")));
    QVERIFY(en.contains(QStringLiteral("+1 SO per battery")));
    QVERIFY(traitEffect(b19(), QStringLiteral("rockets"), QStringLiteral("pl")).contains(QStringLiteral("+1 SO")));
}

void TstB19::b19_12_5_to_12_8_cavalryTraitsOnCavalryOnly()
{
    Roster r = twoCorps();
    for (const char *u : {"cav", "drag", "skirm", "shock", "lancer"})
        r.divisions[3].regiments << reg(QLatin1String(u));
    QVERIFY2(check(r).report.valid(), qPrintable(check(r).codes().join(QLatin1Char(' '))));
    QVERIFY(traitEffect(b19(), QStringLiteral("shock-cavalry"), QStringLiteral("en")).contains(QStringLiteral("by 1")));
    QVERIFY(traitEffect(b19(), QStringLiteral("skirmishers"), QStringLiteral("en"))
                .contains(QStringLiteral("always loses 1 cohesion point")));
    QVERIFY(traitEffect(b19(), QStringLiteral("charge"), QStringLiteral("en")).contains(QStringLiteral("last 1\"")));
}

void TstB19::b19_12_7_dragoons_theChaptersExampleOfElevenInches()
{
    // "Dragoni mają zasięg ataku 12 cali, od których muszą odjąć 3 cale na spieszenie się, zatem zostaje im tylko 9
    // cali na ruch - to za mało", with the enemy 11 inches away.
    QCOMPARE(dismountedAttackReach(b19(), 12), 9.0);
    QVERIFY(dismountedAttackReach(b19(), 12) < 11);
    QVERIFY(dismountedAttackReach(b19(), 15) >= 11);
    const TraitDef *d = b19().trait(QStringLiteral("dragoons"));
    QCOMPARE(d->number(QStringLiteral("dismountedMove")), 9.0);
    QCOMPARE(d->dismountedTraits, (QStringList{QStringLiteral("light-infantry"), QStringLiteral("skirmish-order")}));
    QVERIFY(traitEffect(b19(), QStringLiteral("dragoons"), QStringLiteral("en")).contains(QStringLiteral("costs 3\"")));
}

void TstB19::b19_12_7_dragoons_impetusOneUnlessStated()
{
    Roster r = twoCorps();
    r.divisions[3].regiments = {reg(QStringLiteral("drag")), reg(QStringLiteral("cav"))};
    const Checked c = check(r);
    const sheets::SheetModel m = sheets::buildSheetModel(*c.bound, c.report, QStringLiteral("en"));
    const sheets::Division &cavalry = m.divisions[3];
    QCOMPARE(cavalry.regiments[0].profiles[0].impetus, std::optional<int>(1)); // dragoons: 1 unless stated
    QCOMPARE(cavalry.regiments[1].profiles[0].impetus, std::optional<int>(2)); // as its profile states
    QVERIFY(cavalry.regiments[0].profiles[0].rules.contains(QStringLiteral("impetus 1")));
    QVERIFY(!cavalry.orderTable); // B19: command dice, no BW-N order table
}

void TstB19::b19_12_9_fanatics_effectOnTheSheets()
{
    Roster r = twoCorps();
    r.divisions[0].regiments << reg(QStringLiteral("fan"));
    const Checked c = check(r);
    QVERIFY(c.report.valid());
    for (const QString &lang : {QStringLiteral("pl"), QStringLiteral("en")}) {
        const sheets::SheetModel m = sheets::buildSheetModel(*c.bound, c.report, lang);
        const sheets::ReferenceTable *special = nullptr;
        for (const sheets::ReferenceTable &t : m.reference)
            if (t.title == sheets::label("specialRules", lang))
                special = &t;
        QVERIFY(special);
        QString rows;
        for (const QStringList &row : special->rows)
            rows += row.join(QLatin1Char('|')) + QLatin1Char('\n');
        QVERIFY2(rows.contains(QStringLiteral("(B19 12.9)")), qPrintable(rows));
        QVERIFY2(rows.contains(lang == QLatin1String("pl") ? QStringLiteral("odepchnięcia się ignoruje")
                                                           : QStringLiteral("push-backs are ignored")),
                 qPrintable(rows));
        QVERIFY(!rows.contains(QStringLiteral("(B19 12.4)"))); // no rockets in this army
        QVERIFY(!rows.contains(QStringLiteral(" cm")));        // inches: no centimetres but the 12.10 marker
    }
}

void TstB19::b19_12_10_atMostOneAttachedUnit()
{
    Roster r = twoCorps();
    r.divisions[0].regiments[0].attached = QStringList{QStringLiteral("li")};
    QVERIFY(check(r).report.valid());
    // "maksymalnie jedną dla każdej jednostki"
    r.divisions[0].regiments[0].attached = QStringList{QStringLiteral("li"), QStringLiteral("other")};
    const Checked c = check(r);
    const auto twice = c.find(QStringLiteral("ATTACHED_UNIT_TWICE"));
    QVERIFY(twice);
    QCOMPARE(twice->path, QStringLiteral("/divisions/0/regiments/0/attached/1"));
    QCOMPARE(twice->section, QStringLiteral("B19 12.10"));
    QVERIFY(!twice->message.get(QStringLiteral("pl")).isEmpty());
    QCOMPARE(c.codes().count(QStringLiteral("ATTACHED_UNIT_TWICE")), 1);
}

void TstB19::b19_12_10_attachedUnitOnlyWhereTheListAllows()
{
    Roster r = twoCorps();
    r.divisions[1].regiments[0].attached = QStringList{QStringLiteral("li")};           // inf2 lists no attachments
    r.divisions[0].regiments[0].attached = QStringList{QStringLiteral("not-attached")}; // no attached-unit trait
    const Checked c = check(r);
    QCOMPARE(c.codes().count(QStringLiteral("ATTACHED_UNIT_NOT_ALLOWED")), 2);
}

void TstB19::b19_12_10_attachedUnitAddsItsTraits()
{
    Roster r = twoCorps();
    r.divisions[0].regiments[0].attached = QStringList{QStringLiteral("li")};
    const Checked c = check(r);
    const QStringList traits =
        regimentTraits(c.bound->divisions[0].regiments[0], r.divisions[0].regiments[0], c.bound->catalogues);
    QVERIFY(traits.contains(QStringLiteral("light-infantry")));
    QVERIFY(traits.contains(QStringLiteral("skirmish-order")));
    QVERIFY(!traits.contains(QStringLiteral("attached-unit")));
    const sheets::SheetModel m = sheets::buildSheetModel(*c.bound, c.report, QStringLiteral("en"));
    QCOMPARE(m.divisions[0].regiments[0].attached, QStringList{QStringLiteral("li")});
    QVERIFY(m.divisions[0].regiments[0].profiles[0].rules.contains(QStringLiteral("light infantry")));
    const QString li = traitEffect(b19(), QStringLiteral("light-infantry"), QStringLiteral("en"));
    QVERIFY(li.contains(QStringLiteral("A double \"6\"")) && li.contains(QStringLiteral("+1 morale")));
    // The marker base is in centimetres, as the book gives it, whatever the ruleset's measure.
    QVERIFY(
        traitEffect(b19(), QStringLiteral("attached-unit"), QStringLiteral("en")).contains(QStringLiteral("1.5x6 cm")));
    QVERIFY(
        traitEffect(b19(), QStringLiteral("attached-unit"), QStringLiteral("pl")).contains(QStringLiteral("1,5x6 cm")));
}

void TstB19::b19_12_11_skirmishOrder_numbers()
{
    const QString en = traitEffect(b19(), QStringLiteral("skirmish-order"), QStringLiteral("en"));
    QVERIFY(en.contains(QStringLiteral("cavalry +1, infantry +2")));
    QVERIFY(en.contains(QStringLiteral("2x impetus")));
    QVERIFY(en.contains(QStringLiteral("do not add up")));
}

void TstB19::b19_12_12_lances_cavalryOnly()
{
    Roster r = twoCorps();
    r.divisions[3].regiments << reg(QStringLiteral("lancer"));
    QVERIFY(check(r).report.valid());
    r.divisions[0].regiments << reg(QStringLiteral("inf-lances"));
    const Checked c = check(r);
    QCOMPARE(c.find(QStringLiteral("TRAIT_WRONG_KIND"))->section, QStringLiteral("B19 12.12"));
    QVERIFY(traitEffect(b19(), QStringLiteral("lances"), QStringLiteral("en")).contains(QStringLiteral("as elite")));
}

void TstB19::b19_rosterText_commandDiceAndNoPoints()
{
    Roster r = twoCorps();
    division(r, QStringLiteral("a-art"), {QStringLiteral("corps-art")}).role = QStringLiteral("corps-artillery");
    r.corps->first().divisions << QStringLiteral("a-art");
    r.divisions[0].regiments[0].attached = QStringList{QStringLiteral("li")};
    const Checked c = check(r);
    const QString en = rosterText(*c.bound, c.report, QStringLiteral("en"));
    QVERIFY2(en.contains(QStringLiteral("corps1 (command dice 3), +1 for the corps artillery")), qPrintable(en));
    QVERIFY2(en.contains(QStringLiteral("attached: li")), qPrintable(en));
    QVERIFY2(!en.contains(QStringLiteral("pts")), qPrintable(en));
    QVERIFY2(en.contains(QStringLiteral("no points limit")), qPrintable(en));
    const QString pl = rosterText(*c.bound, c.report, QStringLiteral("pl"));
    QVERIFY2(pl.contains(QStringLiteral("kostki dowodzenia 3")), qPrintable(pl));
    QVERIFY2(!pl.contains(QStringLiteral("pkt")), qPrintable(pl));
}

void TstB19::b19_demoRosters_validateCleanThroughTheCli()
{
    const Run union1863 = bwn({QStringLiteral("validate"), demo("demo-union-1863.bwroster"), QStringLiteral("--json")});
    QCOMPARE(union1863.exitCode, 0);
    const QJsonObject u = QJsonDocument::fromJson(union1863.out).object();
    QVERIFY(u.value(QStringLiteral("valid")).toBool());
    QVERIFY(u.value(QStringLiteral("issues")).toArray().isEmpty());
    // Reynolds: Wainwright commands his corps artillery, no extra die; Sickles gets it (12.3).
    QCOMPARE(corpsFacts(u, QStringLiteral("i")).value(QStringLiteral("commandDice")).toInt(), 3);
    QVERIFY(corpsFacts(u, QStringLiteral("i")).value(QStringLiteral("corpsArtilleryCommander")).toBool());
    QCOMPARE(corpsFacts(u, QStringLiteral("iii")).value(QStringLiteral("commandDice")).toInt(), 4);
    QCOMPARE(corpsFacts(u, QStringLiteral("ar")).value(QStringLiteral("role")).toString(),
             QStringLiteral("army-reserve-artillery"));
    QVERIFY(independentNames(u).contains(QStringLiteral("demo-us-buford")));   // 12.1, automatic
    QVERIFY(independentNames(u).contains(QStringLiteral("demo-us-reynolds"))); // his own trait

    const Run conf =
        bwn({QStringLiteral("validate"), demo("demo-confederacy-1863.bwroster"), QStringLiteral("--json")});
    QCOMPARE(conf.exitCode, 0);
    const QJsonObject c = QJsonDocument::fromJson(conf.out).object();
    QVERIFY(c.value(QStringLiteral("issues")).toArray().isEmpty());
    QCOMPARE(corpsFacts(c, QStringLiteral("i")).value(QStringLiteral("commandDice")).toInt(), 4);  // Longstreet 3+1
    QCOMPARE(corpsFacts(c, QStringLiteral("ii")).value(QStringLiteral("commandDice")).toInt(), 3); // to divisions
    QCOMPARE(independentNames(c), QStringList{QStringLiteral("demo-cs-stuart")});

    const Run text = bwn(
        {QStringLiteral("validate"), demo("demo-union-1863.bwroster"), QStringLiteral("--lang"), QStringLiteral("pl")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(QString::fromUtf8(text.out).contains(QStringLiteral("samodzielny dowódca (B19 12.1): John Buford")),
             text.out.constData());
}

void TstB19::b19_demoRosters_drawAndSheetsThroughTheCli()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"demo-union-1863.bwroster", "demo-confederacy-1863.bwroster"}) {
        const QString pdf = dir.filePath(QLatin1String(name) + QStringLiteral(".pdf"));
        const Run sheets = bwn({QStringLiteral("sheets"), demo(name), QStringLiteral("-o"), pdf});
        QVERIFY2(sheets.exitCode == 0, sheets.err.constData());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        const QString drawn = dir.filePath(QLatin1String(name));
        const Run draw = bwn({QStringLiteral("draw"), demo(name), QStringLiteral("--seed"), QStringLiteral("3"),
                              QStringLiteral("-o"), drawn});
        QVERIFY2(draw.exitCode == 0, draw.err.constData());
        QCOMPARE(bwn({QStringLiteral("validate"), drawn}).exitCode, 0);
    }
}

void TstB19::b19_unknownRoleIsUnusableInput()
{
    Roster r = twoCorps();
    r.divisions[0].role = QStringLiteral("horse-marines");
    LoadError error;
    QVERIFY(!bindRoster(r, data(), QStringLiteral("t"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/divisions/0/role"));
}

QTEST_GUILESS_MAIN(TstB19)
#include "tst_b19.moc"
