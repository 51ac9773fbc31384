// SPDX-License-Identifier: GPL-3.0-or-later
// The battle planner's document (issue 6, docs/planner.md "The planner in the app"): PlanDocument over the bundled
// ruleset and demo rosters — a new battle, the initiative and battlefield, placing/moving/undoing terrain (a drag is
// one undo step), the core's checks updated after every edit and pointing at the piece or division they name,
// generation by seed, deployment with its alternation, hot-seat secrets, save and reopen, a broken file leaving the
// document untouched, and the map and per-player exports; the map's editing (issue 6): points of lines and polygons
// moved, added and removed, rectangles turned and resized from their handles, divisions turned, and each player's
// hidden notes text with its undo step per editing session.
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/plandocument.h"
#include "bw/dataset.h"
#include "render/tablemap/planmap.h"

#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <limits>
#include <tuple>

using namespace sztab;
using namespace sztab::gui;

namespace {

QUrl demo(const char *name)
{
    return QUrl::fromLocalFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/%1.bwroster").arg(QLatin1String(name)));
}

// A list model's rows as the list the view once read (planrowmodel.h).
QVariantList rowsOf(const PlanRowModel *model)
{
    QVariantList out;
    for (const QVariantMap &row : model->rows())
        out << row;
    return out;
}

QStringList codes(const PlanDocument &d)
{
    QStringList out;
    for (const QVariant &v : rowsOf(d.checks()))
        out << v.toMap().value(QStringLiteral("code")).toString();
    return out;
}

QVariantMap checkWith(const PlanDocument &d, const QString &code)
{
    for (const QVariant &v : rowsOf(d.checks()))
        if (v.toMap().value(QStringLiteral("code")).toString() == code)
            return v.toMap();
    return {};
}

QList<QPointF> pointsOf(const PlanDocument &d, int i)
{
    QList<QPointF> out;
    for (const QVariant &v : rowsOf(d.pieces()).at(i).toMap().value(QStringLiteral("points")).toList())
        out << v.toPointF();
    return out;
}

// A plan with a hills polygon of three points and patrol markers (B19 6) in both players' notes, as a file.
QByteArray polygonPlanJson()
{
    return R"({"format": "bw-plan", "version": 1, "ruleset": "bwn-4.0", "table": {"width": 180, "depth": 120},
              "battlefield": {"roll": 3},
              "terrain": [{"id": "t1", "type": "hills", "owner": "A", "order": 1,
                           "polygon": [[80, 50], [100, 50], [90, 70]]}],
              "notes": {"A": {"text": "flank march", "patrols": [{"unit": "Cossacks", "marker": 2, "at": [40, 100]}]},
                        "B": {"patrols": [{"unit": "Hussars", "marker": 1, "route": [[1, 2], [3, 4]]}]}}})";
}

QPointF centreOf(const PlanDocument &d, int i)
{
    const QVariantMap p = rowsOf(d.pieces()).at(i).toMap();
    return {p.value(QStringLiteral("x")).toDouble(), p.value(QStringLiteral("y")).toDouble()};
}

} // namespace

class TstPlanDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void newPlan_thenBattlefield_givesTheAllowance();
    void bwn14_4_placeMoveUndoRedo();
    void drag_isOneUndoStep();
    void bwn14_4_checksFollowEveryEdit();
    void bwn14_4_removePiece_closesTheOrderAndDropsItsObjective();
    void bwn14_2_initiative_winnerBecomesA();
    void bwn14_3_battlefieldRoll_bySeedRepeatable();
    void generate_seedGivesTheSameLegalTable();
    void bwn14_6_deployment_alternatesAndFlagsOutsideZone();
    void bwn15_1_secrets_hiddenUnlessShown_andExportLeavesThemOut();
    void saveAndReopen_roundTrip();
    void brokenFile_leavesTheDocumentUntouched();
    void exportMap_svgAndPng();
    void editsWithoutPlan_setErrorMessage();
    void demoRosters_offeredByName();
    void bwn14_4_roadEndDraggedOffTheBase_isFlaggedAtOnce();
    void points_insertMoveRemove_withUndoAndLimits();
    void points_badIndexes_leaveThePlanUntouched();
    void rectangleHandles_turnAndResizeFromTheOppositeSide();
    void formationHandle_turnsItsFront();
    void notesText_oneUndoStepPerSession_andLeftOutForTheOtherPlayer();
    void patrols_surviveLoadEditSaveUntouched();
    void listModels_announceOnlyTheRowsThatChanged();
    void b19_6_1_setupCitesItsOwnRuleset_notBwnPregame();

private:
    QTemporaryDir m_dir;
};

void TstPlanDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(AppData::instance().dataError().isEmpty());
    AppData::instance().setLanguage(QStringLiteral("en"));
    QVERIFY(m_dir.isValid());
}

void TstPlanDocument::newPlan_thenBattlefield_givesTheAllowance()
{
    PlanDocument d;
    QVERIFY(!d.loaded());
    QVERIFY(d.tableSizes().contains(QStringLiteral("180x120")));
    QVERIFY2(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}), qPrintable(d.errorMessage()));
    QVERIFY(d.loaded());
    QCOMPARE(d.setup().value(QStringLiteral("table")).toString(), QStringLiteral("180x120"));
    QVERIFY(rowsOf(d.allowance()).isEmpty()); // no battlefield yet
    QVERIFY(d.nextPlacement().contains(QStringLiteral("14.3")));
    QVERIFY(!d.canUndo());

    QVERIFY2(d.setBattlefield(3), qPrintable(d.errorMessage()));
    QVERIFY(!d.setup().value(QStringLiteral("battlefield")).toString().isEmpty());
    QCOMPARE(d.plan().battlefield->roll, 3);
    QVERIFY(d.plan().basesOfOperations.has_value()); // BWN 14.5, from the frame
    QVERIFY(d.plan().objectives.values.has_value());
    const QVariantList al = rowsOf(d.allowance());
    QVERIFY(!al.isEmpty());
    // The checklist is the ruleset's row: each type with its min/max, nothing placed yet.
    const Ruleset *r = AppData::instance().data().ruleset(d.plan().ruleset);
    const BattlefieldType *b = battlefieldFromRoll(*r, 3);
    for (const QVariant &v : al) {
        const QVariantMap m = v.toMap();
        const TerrainAllowance lim = b->terrain.value(m.value(QStringLiteral("type")).toString());
        QCOMPARE(m.value(QStringLiteral("min")).toInt(), lim.min);
        QCOMPARE(m.value(QStringLiteral("max")).toInt(), lim.max);
        QCOMPARE(m.value(QStringLiteral("count")).toInt(), 0);
        QCOMPARE(m.value(QStringLiteral("state")).toString(),
                 lim.min > 0 ? QStringLiteral("under") : QStringLiteral("ok"));
    }
    QVERIFY2(d.nextPlacement().startsWith(QStringLiteral("Next: player A")), qPrintable(d.nextPlacement()));
    QVERIFY(!d.setBattlefield(99));
    QVERIFY(d.errorMessage().contains(QStringLiteral("99")));
    QCOMPARE(d.plan().battlefield->roll, 3);
}

void TstPlanDocument::bwn14_4_placeMoveUndoRedo()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    QSignalSpy changed(&d, &PlanDocument::planChanged);
    const int i = d.addPiece(QStringLiteral("woods"), QString(), 90, 60);
    QCOMPARE(i, 0);
    QCOMPARE(changed.count(), 1);
    const auto &p = d.plan().terrain[0];
    QCOMPARE(p.type, QStringLiteral("woods"));
    QCOMPARE(p.owner, Player::A); // step 1 of the sequence is A's
    QCOMPARE(p.order, 1);
    // The default shape is the ruleset's (planner.defaultSizes), not a number of the view's.
    const auto rules = plan::plannerRules(*AppData::instance().data().ruleset(d.plan().ruleset));
    QCOMPARE(p.size->at(0), rules->defaultSizes.value(QStringLiteral("woods")).at(0));
    QCOMPARE(centreOf(d, 0), QPointF(90, 60));
    QCOMPARE(d.undoText(), QStringLiteral("Place terrain"));

    QVERIFY(d.movePiece(0, 5, -2));
    QCOMPARE(centreOf(d, 0), QPointF(95, 58));
    QVERIFY(d.rotatePiece(0, 30));
    QCOMPARE(d.plan().terrain[0].rotation, 30.0);
    d.undo();
    QCOMPARE(d.plan().terrain[0].rotation, 0.0);
    d.undo();
    QCOMPARE(centreOf(d, 0), QPointF(90, 60));
    QVERIFY(d.canRedo());
    d.redo();
    QCOMPARE(centreOf(d, 0), QPointF(95, 58));
    d.undo();
    d.undo();
    QCOMPARE(d.plan().terrain.size(), 0);
    QVERIFY(d.canRedo());
    d.redo();
    QCOMPARE(d.plan().terrain.size(), 1);
    // A new edit drops the redo steps.
    QVERIFY(d.resizePiece(0, 4, 0));
    QVERIFY(!d.canRedo());
    QCOMPARE(d.plan().terrain[0].size->at(0), rules->defaultSizes.value(QStringLiteral("woods")).at(0) + 4);
    // A line type gets a line: the river crosses the table (its first-piece rule), width from the ruleset.
    const int river = d.addPiece(QStringLiteral("river"), QString(), 40, 60);
    QVERIFY(d.plan().terrain[river].line.has_value());
    QCOMPARE(d.plan().terrain[river].line->first().at(1), 0.0);
    QCOMPARE(d.plan().terrain[river].line->last().at(1), 120.0);
    QCOMPARE(d.plan().terrain[river].width, rules->defaultSizes.value(QStringLiteral("river")).at(1));
    QCOMPARE(d.addPiece(QStringLiteral("no-such-terrain"), QString(), 1, 1), -1);
    QVERIFY(d.errorMessage().contains(QStringLiteral("no-such-terrain")));
}

void TstPlanDocument::drag_isOneUndoStep()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("120x120")}}));
    QVERIFY(d.setBattlefield(2));
    QCOMPARE(d.addPiece(QStringLiteral("hills"), QString(), 60, 60), 0);
    d.beginDrag();
    for (int k = 0; k < 10; ++k)
        QVERIFY(d.movePiece(0, 1, 0.5));
    d.endDrag();
    QCOMPARE(centreOf(d, 0), QPointF(70, 65));
    d.undo();
    QCOMPARE(centreOf(d, 0), QPointF(60, 60)); // the whole drag, at once
    d.undo();
    QCOMPARE(d.plan().terrain.size(), 0);
    QCOMPARE(d.undoText(), QStringLiteral("Battlefield")); // the step before the piece: nothing else in between
}

void TstPlanDocument::bwn14_4_checksFollowEveryEdit()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    QVERIFY(codes(d).contains(QStringLiteral("TERRAIN_UNDER_MIN")) || rowsOf(d.allowance()).size() > 0);
    // BWN 14.4: a piece reaching off the table is flagged with its index, so the view marks it.
    QCOMPARE(d.addPiece(QStringLiteral("woods"), QString(), 2, 60), 0);
    QVariantMap off = checkWith(d, QStringLiteral("PIECE_OFF_TABLE"));
    QVERIFY2(!off.isEmpty(), qPrintable(codes(d).join(QLatin1Char(' '))));
    QCOMPARE(off.value(QStringLiteral("piece")).toInt(), 0);
    QCOMPARE(off.value(QStringLiteral("path")).toString(), QStringLiteral("/terrain/0"));
    QVERIFY(!off.value(QStringLiteral("section")).toString().isEmpty());
    QVERIFY(!d.valid());
    QVERIFY(d.movePiece(0, 40, 0));
    QVERIFY(checkWith(d, QStringLiteral("PIECE_OFF_TABLE")).isEmpty());
    d.undo();
    QVERIFY(!checkWith(d, QStringLiteral("PIECE_OFF_TABLE")).isEmpty()); // undo brings the verdict back too
    d.redo();
    // BWN 3.5: a built-up area is 10x10 sections; growing one by 3 cm breaks it.
    const int bua = d.addPiece(QStringLiteral("bua-1"), QString(), 90, 60);
    QVERIFY(checkWith(d, QStringLiteral("BUA_SECTION_SIZE")).isEmpty());
    QCOMPARE(d.plan().terrain[bua].level, std::optional<int>(1));
    QVERIFY(d.resizePiece(bua, 3, 0));
    QCOMPARE(checkWith(d, QStringLiteral("BUA_SECTION_SIZE")).value(QStringLiteral("piece")).toInt(), bua);
    // The report is the core's, the same as `bwn plan check` gives.
    const auto core = plan::checkPlan(*d.context(), d.plan());
    QCOMPARE(rowsOf(d.checks()).size(), core.issues.size());
}

void TstPlanDocument::bwn14_4_removePiece_closesTheOrderAndDropsItsObjective()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    d.addPiece(QStringLiteral("woods"), QString(), 40, 60);
    d.addPiece(QStringLiteral("hills"), QString(), 90, 60);
    d.addPiece(QStringLiteral("woods"), QString(), 140, 60);
    QVERIFY(d.suggestObjectives());
    QCOMPARE(d.objectives()->get(0).value(QStringLiteral("piece")).toInt(), 1); // the hills in the middle (BWN 14.6)
    QVERIFY(d.removePiece(1));
    QCOMPARE(d.plan().terrain.size(), 2);
    QCOMPARE(d.plan().terrain[1].order, 2);
    QCOMPARE(d.objectives()->get(0).value(QStringLiteral("piece")).toInt(), -1);
    QVERIFY(d.setMainObjective(0));
    QCOMPARE(d.objectives()->get(0).value(QStringLiteral("piece")).toInt(), 0);
    QVERIFY(d.setSecondaryObjective(0, 1));
    QCOMPARE(d.objectives()->get(1).value(QStringLiteral("piece")).toInt(), 1); // the first secondary
    QVERIFY(!d.removePiece(7));
}

void TstPlanDocument::bwn14_2_initiative_winnerBecomesA()
{
    PlanDocument d;
    QVERIFY2(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")},
                        {QStringLiteral("rosterA"), demo("demo-france-1813")},
                        {QStringLiteral("rosterB"), demo("demo-russia-1813")}}),
             qPrintable(d.errorMessage()));
    const QString first = d.setup().value(QStringLiteral("armyA")).toString();
    const QString second = d.setup().value(QStringLiteral("armyB")).toString();
    QVERIFY(first != second);
    // Dice that do not decide it (a tie needs another pair, when the commands are equal) or are off the die: refused,
    // nothing recorded.
    const auto before = d.plan();
    QVERIFY(!d.enterInitiative(QStringLiteral("1")));
    QVERIFY(d.errorMessage().contains(QStringLiteral("14.2")));
    QVERIFY(!d.enterInitiative(QStringLiteral("x,2")));
    QCOMPARE(d.plan(), before);
    // The second player rolls far higher: he becomes A, his roster with him (the core's rollPlanInitiative).
    QVERIFY2(d.enterInitiative(QStringLiteral("1,6")), qPrintable(d.errorMessage()));
    QCOMPARE(d.setup().value(QStringLiteral("armyA")).toString(), second);
    QCOMPARE(d.setup().value(QStringLiteral("armyB")).toString(), first);
    QVERIFY(d.plan().initiative->entered);
    QVERIFY(d.plan().armies.a.roster.endsWith(QStringLiteral("demo-russia-1813.bwroster")));
    // The deployment follows: A's divisions are now the Russian roster's; after undo, the French again.
    QVERIFY(d.deployNext());
    const QString firstOfA = d.plan().deployment.first().name;
    d.undo();
    d.undo();
    QCOMPARE(d.setup().value(QStringLiteral("armyA")).toString(), first);
    QVERIFY(d.deployNext());
    QVERIFY(d.plan().deployment.first().name != firstOfA);
    d.undo();
    QVERIFY(d.enterInitiative(QStringLiteral("1,6")));
    QCOMPARE(d.setup().value(QStringLiteral("armyA")).toString(), second);
    QVERIFY(d.setup().value(QStringLiteral("initiativeDone")).toBool());
    QVERIFY(!d.enterInitiative(QStringLiteral("6,1"))); // decided: undo first
    // BWN 14.2: the winner takes a side of the real table.
    QVERIFY(!rowsOf(d.sides()).isEmpty());
    const QString edge = rowsOf(d.sides()).first().toMap().value(QStringLiteral("id")).toString();
    QVERIFY(d.chooseSide(edge));
    QCOMPARE(d.plan().initiative->side, edge);
    QVERIFY(!d.chooseSide(QStringLiteral("up")));
    d.undo();
    // The program's dice: the same seed, the same rounds.
    d.undo();
    QVERIFY(d.rollInitiative(QStringLiteral("1813")));
    const auto rolled = d.plan().initiative;
    QVERIFY(rolled && !rolled->entered && !rolled->rolls.isEmpty());
    d.undo();
    QVERIFY(d.rollInitiative(QStringLiteral("1813")));
    QCOMPARE(d.plan().initiative, rolled);
    QVERIFY(d.setup().value(QStringLiteral("initiative")).toString().contains(QStringLiteral("1813")));
    QVERIFY(!d.rollInitiative(QStringLiteral("not a seed")));
}

void TstPlanDocument::bwn14_3_battlefieldRoll_bySeedRepeatable()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("120x120")}}));
    QVERIFY(d.rollBattlefield(QStringLiteral("7")));
    const int roll = d.plan().battlefield->roll;
    QVERIFY(roll >= 1 && roll <= 6);
    QCOMPARE(d.plan().battlefield->seed, QStringLiteral("7")); // the step's own seed, saved with it
    QCOMPARE(d.setup().value(QStringLiteral("battlefieldSeed")).toString(), QStringLiteral("7"));
    d.undo();
    QVERIFY(!d.plan().battlefield);
    QVERIFY(d.rollBattlefield(QStringLiteral("7")));
    QCOMPARE(d.plan().battlefield->roll, roll);
}

void TstPlanDocument::generate_seedGivesTheSameLegalTable()
{
    for (int roll = 1; roll <= 6; ++roll) {
        PlanDocument d;
        QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
        QVERIFY(d.setBattlefield(roll));
        QVERIFY2(d.generate(QStringLiteral("42")), qPrintable(d.errorMessage()));
        QVERIFY2(d.valid(), qPrintable(codes(d).join(QLatin1Char(' '))));
        QVERIFY(!d.plan().terrain.isEmpty());
        QVERIFY(!d.plan().objectives.main.isEmpty());
        for (const QVariant &v : rowsOf(d.allowance()))
            QCOMPARE(v.toMap().value(QStringLiteral("state")).toString(), QStringLiteral("ok"));
        const auto first = d.plan();
        d.undo();
        QVERIFY(d.plan().terrain.isEmpty());
        QVERIFY(d.generate(QStringLiteral("42")));
        QCOMPARE(d.plan(), first);
        QCOMPARE(d.plan().terrainSeed, QStringLiteral("42"));
    }
}

void TstPlanDocument::bwn14_6_deployment_alternatesAndFlagsOutsideZone()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")},
                       {QStringLiteral("rosterA"), demo("demo-france-1813")},
                       {QStringLiteral("rosterB"), demo("demo-russia-1813")}}));
    QVERIFY(d.setBattlefield(3));
    // Alternation (BWN 14.6): A starts (the default), then B, then A …
    QCOMPARE(d.nextToDeploy(), QStringLiteral("A"));
    QVERIFY2(d.deployNext(), qPrintable(d.errorMessage()));
    QCOMPARE(d.plan().deployment.size(), 1);
    QCOMPARE(d.plan().deployment[0].player, Player::A);
    QCOMPARE(d.nextToDeploy(), QStringLiteral("B"));
    QVERIFY(d.deployNext());
    QCOMPARE(d.plan().deployment[1].player, Player::B);
    d.setDeployFirst(QStringLiteral("B"));
    QCOMPARE(d.deployFirst(), QStringLiteral("B"));
    // Whole armies, in line in their zones: no zone check fires.
    QVERIFY(d.deploy(QStringLiteral("A")));
    QVERIFY(d.deploy(QStringLiteral("B")));
    QVERIFY2(checkWith(d, QStringLiteral("FORMATION_OUTSIDE_ZONE")).isEmpty(),
             qPrintable(codes(d).join(QLatin1Char(' '))));
    QCOMPARE(d.nextToDeploy(), QString());
    QVERIFY(!d.deployNext());
    // One division dragged 40 cm forward, out of A's 20 cm zone: flagged, naming that division.
    int a = -1;
    for (int i = 0; i < d.plan().deployment.size() && a < 0; ++i)
        if (d.plan().deployment[i].player == Player::A)
            a = i;
    d.beginDrag();
    for (int k = 0; k < 4; ++k)
        QVERIFY(d.moveFormation(a, 0, 10));
    d.endDrag();
    const QVariantMap out = checkWith(d, QStringLiteral("FORMATION_OUTSIDE_ZONE"));
    QVERIFY2(!out.isEmpty(), qPrintable(codes(d).join(QLatin1Char(' '))));
    QCOMPARE(out.value(QStringLiteral("formation")).toInt(), a);
    QCOMPARE(out.value(QStringLiteral("section")).toString(), QStringLiteral("BWN 14.6"));
    d.undo();
    QVERIFY(checkWith(d, QStringLiteral("FORMATION_OUTSIDE_ZONE")).isEmpty());
    QVERIFY(d.setFormationKind(a, QStringLiteral("column")));
    QCOMPARE(d.plan().deployment[a].formation, plan::Formation::Column);
    QVERIFY(!d.setFormationKind(a, QStringLiteral("square")));
    QVERIFY(d.rotateFormation(a, 90));
    QCOMPARE(d.plan().deployment[a].facing, 90.0);
}

void TstPlanDocument::bwn15_1_secrets_hiddenUnlessShown_andExportLeavesThemOut()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    QVERIFY(!d.addAmbush(QStringLiteral("Jägers"), 50, 30)); // whose? none shown
    d.setSecretsOf(QStringLiteral("A"));
    QVERIFY(d.addAmbush(QStringLiteral("Jägers"), 50, 30));
    QVERIFY(d.addAmbush(QStringLiteral("Hussars"), 51, 30)); // BWN 15.1: one unit per place
    QCOMPARE(rowsOf(d.ambushes()).size(), 2);
    const QVariantMap same = checkWith(d, QStringLiteral("AMBUSH_SAME_PLACE"));
    QVERIFY2(!same.isEmpty(), qPrintable(codes(d).join(QLatin1Char(' '))));
    QVERIFY(same.value(QStringLiteral("ambush")).toInt() >= 0);
    // Hot seat: with the secrets hidden (or B's shown) neither the positions nor their problems show.
    d.setSecretsOf(QString());
    QVERIFY(rowsOf(d.ambushes()).isEmpty());
    QVERIFY(checkWith(d, QStringLiteral("AMBUSH_SAME_PLACE")).isEmpty());
    d.setSecretsOf(QStringLiteral("B"));
    QVERIFY(rowsOf(d.ambushes()).isEmpty());
    QVERIFY(checkWith(d, QStringLiteral("AMBUSH_SAME_PLACE")).isEmpty());
    // The copy for B leaves A's notes out (core exportFor).
    const QString forB = m_dir.filePath(QStringLiteral("for-b.bwplan"));
    QVERIFY2(d.exportFor(QStringLiteral("B"), QUrl::fromLocalFile(forB)), qPrintable(d.errorMessage()));
    QFile f(forB);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(!text.contains("Jägers"));
    QVERIFY(text.contains("\"exportedFor\""));
    d.setSecretsOf(QStringLiteral("A"));
    QVERIFY(d.moveAmbush(1, 10, 0));
    QVERIFY(checkWith(d, QStringLiteral("AMBUSH_SAME_PLACE")).isEmpty());
    QVERIFY(d.removeAmbush(1));
    QCOMPARE(rowsOf(d.ambushes()).size(), 1);
}

void TstPlanDocument::saveAndReopen_roundTrip()
{
    PlanDocument d;
    QVERIFY(d.newPlan(
        {{QStringLiteral("table"), QStringLiteral("180x120")}, {QStringLiteral("rosterA"), demo("demo-france-1813")}}));
    QVERIFY(d.setBattlefield(5));
    QVERIFY(d.generate(QStringLiteral("5")));
    QVERIFY(d.deploy(QStringLiteral("A")));
    QVERIFY(d.modified());
    const QString path = m_dir.filePath(QStringLiteral("battle")); // the extension is added
    QVERIFY2(d.saveAs(QUrl::fromLocalFile(path)), qPrintable(d.errorMessage()));
    QVERIFY(!d.modified());
    QCOMPARE(d.fileUrl(), QUrl::fromLocalFile(path + QStringLiteral(".bwplan")));
    PlanDocument e;
    QVERIFY2(e.open(d.fileUrl()), qPrintable(e.errorMessage()));
    QCOMPARE(e.plan(), d.plan());
    QVERIFY(!e.modified());
    QVERIFY(!e.canUndo());
    QCOMPARE(rowsOf(e.checks()), rowsOf(d.checks()));
    QVERIFY(e.setup().value(QStringLiteral("hasRosterA")).toBool()); // the roster it names came with it
    QVERIFY(e.movePiece(0, 1, 0));
    QVERIFY(e.modified());
    e.undo();
    QVERIFY(!e.modified());
}

void TstPlanDocument::brokenFile_leavesTheDocumentUntouched()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("120x120")}}));
    QVERIFY(d.setBattlefield(1));
    d.addPiece(QStringLiteral("woods"), QString(), 60, 60);
    const auto before = d.plan();
    const QString path = m_dir.filePath(QStringLiteral("broken.bwplan"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "bw-plan", "version": 1, "ruleset": "bwn-4.0", "table": {"width": 120, "depth": 120},
              "terrain": [{"id": "t1", "type": "woods", "owner": "C", "order": 1, "centre": [1, 1], "size": [2, 2]}]})");
    f.close();
    QVERIFY(!d.open(QUrl::fromLocalFile(path)));
    QVERIFY2(d.errorMessage().contains(QStringLiteral("broken.bwplan")), qPrintable(d.errorMessage()));
    // The place in words, not the pointer (/terrain/0/owner).
    QVERIFY2(d.errorMessage().contains(QStringLiteral("1st terrain piece, owner")), qPrintable(d.errorMessage()));
    QVERIFY2(!d.errorMessage().contains(QStringLiteral("/terrain")), qPrintable(d.errorMessage()));
    QCOMPARE(d.plan(), before);
    QVERIFY(d.loaded());
    QVERIFY(!d.open(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("missing.bwplan")))));
    QVERIFY(d.errorMessage().contains(QStringLiteral("missing.bwplan")));
    QCOMPARE(d.plan(), before);
    QVERIFY(d.canUndo());
    // A roster that is not one: named, the plan stays.
    QVERIFY(!d.setRoster(QStringLiteral("A"), QUrl::fromLocalFile(path)));
    QVERIFY(d.errorMessage().contains(QStringLiteral("broken.bwplan")));
    QCOMPARE(d.plan(), before);
}

void TstPlanDocument::exportMap_svgAndPng()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(1));
    QVERIFY(d.generate(QStringLiteral("3")));
    for (const char *ext : {"svg", "png"}) {
        const QString path = m_dir.filePath(QStringLiteral("map.%1").arg(QLatin1String(ext)));
        QVERIFY2(d.exportMap(QUrl::fromLocalFile(path)), qPrintable(d.errorMessage()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(64);
        QVERIFY(QByteArray(ext) == "svg" ? head.contains("<?xml") || head.contains("<svg")
                                         : head.startsWith("\x89PNG"));
    }
    QVERIFY(!d.exportMap(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("map.gif")))));
    QVERIFY(d.errorMessage().contains(QStringLiteral("map.gif")));
    // Issue 15 item 14: the PNG carries the legend, as `bwn plan map` does: the size of a map with a legend.
    const QImage png(m_dir.filePath(QStringLiteral("map.png")));
    QVERIFY(!png.isNull());
    plan::MapOptions withLegend, without;
    withLegend.legend = true;
    QCOMPARE(png.size(), plan::mapSize(*d.context(), withLegend));
    QVERIFY(png.height() > plan::mapSize(*d.context(), without).height());
}

void TstPlanDocument::demoRosters_offeredByName()
{
    // Issue 15 item 14: the bundled demo rosters, by their names in the app's language, open as a battle's armies.
    PlanDocument d;
    const QVariantList demos = d.demoRosters();
    QVERIFY(demos.size() >= 4);
    QVariantMap france;
    for (const QVariant &v : demos)
        if (v.toMap()
                .value(QStringLiteral("url"))
                .toUrl()
                .toLocalFile()
                .endsWith(QStringLiteral("demo-france-1813.bwroster")))
            france = v.toMap();
    QVERIFY(!france.isEmpty());
    QVERIFY2(france.value(QStringLiteral("name")).toString().startsWith(QStringLiteral("Demo")),
             qPrintable(france.value(QStringLiteral("name")).toString()));
    QVERIFY2(d.newPlan({{QStringLiteral("table"), QStringLiteral("120x120")},
                        {QStringLiteral("rosterA"), france.value(QStringLiteral("url"))}}),
             qPrintable(d.errorMessage()));
    QVERIFY(d.setup().value(QStringLiteral("hasRosterA")).toBool());
}

void TstPlanDocument::editsWithoutPlan_setErrorMessage()
{
    PlanDocument d;
    QCOMPARE(d.addPiece(QStringLiteral("woods"), QString(), 1, 1), -1);
    QVERIFY(!d.errorMessage().isEmpty());
    QVERIFY(!d.movePiece(0, 1, 1));
    QVERIFY(!d.generate(QStringLiteral("1")));
    QVERIFY(!d.saveAs(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("x.bwplan")))));
    QVERIFY(rowsOf(d.checks()).isEmpty());
    QVERIFY(!d.canUndo());
}

// BWN 14.4: a road starts and ends on a base of operations, a built-up area or another road. Its end point dragged
// off the base (movePoint, as the map's vertex handle does) is flagged at once, naming that end; undo clears it.
void TstPlanDocument::bwn14_4_roadEndDraggedOffTheBase_isFlaggedAtOnce()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    const int road = d.addPiece(QStringLiteral("roads"), QString(), 90, 60);
    QVERIFY2(road >= 0, qPrintable(d.errorMessage()));
    QCOMPARE(rowsOf(d.pieces()).at(road).toMap().value(QStringLiteral("shape")).toString(), QStringLiteral("line"));
    // Both ends onto the middle of each base of operations (BWN 14.5).
    const QRectF baseA = plan::toRect(d.plan().basesOfOperations->a),
                 baseB = plan::toRect(d.plan().basesOfOperations->b);
    QList<QPointF> pts = pointsOf(d, road);
    QCOMPARE(pts.size(), 2);
    QVERIFY(d.movePoint(road, 0, baseA.center().x() - pts[0].x(), baseA.center().y() - pts[0].y()));
    QVERIFY(d.movePoint(road, 1, baseB.center().x() - pts[1].x(), baseB.center().y() - pts[1].y()));
    QCOMPARE(pointsOf(d, road).first(), baseA.center());
    QCOMPARE(d.undoText(), QStringLiteral("Move point"));
    QVERIFY2(checkWith(d, QStringLiteral("ROAD_END_UNCONNECTED")).isEmpty(),
             qPrintable(codes(d).join(QLatin1Char(' '))));

    // The first end dragged 30 across and 15 forward, in several moves: one step, flagged at once.
    d.beginDrag();
    for (int k = 0; k < 3; ++k)
        QVERIFY(d.movePoint(road, 0, 10, 5));
    d.endDrag();
    QCOMPARE(pointsOf(d, road).first(), baseA.center() + QPointF(30, 15));
    QCOMPARE(pointsOf(d, road).last(), baseB.center()); // the other point stays
    const QVariantMap end = checkWith(d, QStringLiteral("ROAD_END_UNCONNECTED"));
    QVERIFY2(!end.isEmpty(), qPrintable(codes(d).join(QLatin1Char(' '))));
    QCOMPARE(end.value(QStringLiteral("section")).toString(), QStringLiteral("BWN 14.4"));
    QCOMPARE(end.value(QStringLiteral("piece")).toInt(), road);
    QCOMPARE(end.value(QStringLiteral("path")).toString(), QStringLiteral("/terrain/%1/line/0").arg(road));
    d.undo();
    QCOMPARE(pointsOf(d, road).first(), baseA.center());
    QVERIFY(checkWith(d, QStringLiteral("ROAD_END_UNCONNECTED")).isEmpty());
}

void TstPlanDocument::points_insertMoveRemove_withUndoAndLimits()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    const int road = d.addPiece(QStringLiteral("roads"), QString(), 90, 60);
    const QList<QPointF> two = pointsOf(d, road);
    // A point in the middle of the line, then moved: a bend.
    QVERIFY(d.insertPoint(road, 0, 90, 60));
    QCOMPARE(d.undoText(), QStringLiteral("Add point"));
    QCOMPARE(pointsOf(d, road), (QList<QPointF>{two[0], QPointF(90, 60), two[1]}));
    QVERIFY(d.movePoint(road, 1, 12, 0));
    QCOMPARE(pointsOf(d, road).at(1), QPointF(102, 60));
    QVERIFY(d.removePoint(road, 1));
    QCOMPARE(d.undoText(), QStringLiteral("Remove point"));
    QCOMPARE(pointsOf(d, road), two);
    // A line keeps two points.
    const auto before = d.plan();
    QVERIFY(!d.removePoint(road, 0));
    QVERIFY2(d.errorMessage().contains(QStringLiteral("two")), qPrintable(d.errorMessage()));
    QCOMPARE(d.plan(), before);
    d.undo(); // the removal
    QCOMPARE(pointsOf(d, road).at(1), QPointF(102, 60));
    d.undo(); // the move
    d.undo(); // the insertion
    QCOMPARE(pointsOf(d, road), two);
    d.redo();
    QCOMPARE(pointsOf(d, road).size(), 3);

    // A polygon keeps three, and no shape grows past kMaxShapePoints.
    const QString path = m_dir.filePath(QStringLiteral("polygon.bwplan"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(polygonPlanJson());
    f.close();
    PlanDocument e;
    QVERIFY2(e.open(QUrl::fromLocalFile(path)), qPrintable(e.errorMessage()));
    QCOMPARE(rowsOf(e.pieces()).at(0).toMap().value(QStringLiteral("shape")).toString(), QStringLiteral("polygon"));
    QVERIFY(!e.removePoint(0, 2));
    QVERIFY2(e.errorMessage().contains(QStringLiteral("three")), qPrintable(e.errorMessage()));
    // After the last point: the closing side, from (90, 70) back to (80, 50).
    QVERIFY(e.insertPoint(0, 2, 85, 60));
    QCOMPARE(pointsOf(e, 0).last(), QPointF(85, 60));
    QVERIFY(e.removePoint(0, 0));
    QCOMPARE(pointsOf(e, 0).first(), QPointF(100, 50));
    while (pointsOf(e, 0).size() < plan::kMaxShapePoints)
        QVERIFY(e.insertPoint(0, 0, 100, 50.5));
    const auto full = e.plan();
    QVERIFY(!e.insertPoint(0, 0, 100, 51));
    QVERIFY2(e.errorMessage().contains(QString::number(plan::kMaxShapePoints)), qPrintable(e.errorMessage()));
    QCOMPARE(e.plan(), full);
}

void TstPlanDocument::points_badIndexes_leaveThePlanUntouched()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    const int road = d.addPiece(QStringLiteral("roads"), QString(), 90, 60);
    const int woods = d.addPiece(QStringLiteral("woods"), QString(), 40, 60);
    const auto before = d.plan();
    const QString undo = d.undoText();
    struct Bad {
        const char *what;
        std::function<bool()> edit;
        const char *inMessage;
    };
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const QList<Bad> bad = {
        {"no such piece", [&] { return d.movePoint(9, 0, 1, 1); }, "10"},
        {"no such point", [&] { return d.movePoint(road, 2, 1, 1); }, "3"},
        {"negative point", [&] { return d.movePoint(road, -1, 1, 1); }, "t1"},
        {"insert after no point", [&] { return d.insertPoint(road, 5, 1, 1); }, "6"},
        {"insert before the first", [&] { return d.insertPoint(road, -1, 1, 1); }, "t1"},
        {"remove no point", [&] { return d.removePoint(road, 7); }, "8"},
        {"a rectangle has no points", [&] { return d.movePoint(woods, 0, 1, 1); }, "rectangle"},
        {"insert into a rectangle", [&] { return d.insertPoint(woods, 0, 1, 1); }, "rectangle"},
        {"not a number", [&] { return d.movePoint(road, 0, nan, 1); }, "finite"},
        {"insert not a number", [&] { return d.insertPoint(road, 0, 1, nan); }, "finite"},
        {"no such resize handle", [&] { return d.resizePieceTo(woods, 8, 1, 1); }, "8"},
        {"resize a line", [&] { return d.resizePieceTo(road, 0, 1, 1); }, "not a rectangle"},
        {"turn a line by its handle", [&] { return d.turnPieceTowards(road, 1, 1, 0); }, "not a rectangle"},
        {"turn no division", [&] { return d.turnFormationTowards(0, 1, 1, 0); }, "division 1"},
    };
    for (const Bad &b : bad) {
        d.setErrorMessage(QString());
        QVERIFY2(!b.edit(), b.what);
        QVERIFY2(d.errorMessage().contains(QLatin1String(b.inMessage)),
                 qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(b.what), d.errorMessage())));
        QVERIFY2(d.plan() == before, b.what);
        QCOMPARE(d.undoText(), undo);
    }
}

void TstPlanDocument::rectangleHandles_turnAndResizeFromTheOppositeSide()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    const int w = d.addPiece(QStringLiteral("woods"), QString(), 90, 60);
    const double width = d.plan().terrain[w].size->at(0), depth = d.plan().terrain[w].size->at(1);
    auto near = [](double a, double b) { return std::abs(a - b) < 1e-9; };
    // The rotate handle dragged to the right of the centre: the piece's top faces it (clockwise 90°).
    QVERIFY(d.turnPieceTowards(w, 110, 60, 0));
    QVERIFY(near(d.plan().terrain[w].rotation, 90));
    QVERIFY(d.turnPieceTowards(w, 100, 61, 0));
    QVERIFY(near(d.plan().terrain[w].rotation, qRadiansToDegrees(std::atan2(10.0, 1.0))));
    QVERIFY(d.turnPieceTowards(w, 100, 61, 15)); // Shift: 84.3° snaps to 90°
    QVERIFY(near(d.plan().terrain[w].rotation, 90));
    QVERIFY(d.turnPieceTowards(w, 80, 50, 15)); // down-left, 225°
    QVERIFY(near(d.plan().terrain[w].rotation, 225));
    QVERIFY(d.turnPieceTowards(w, 90, 60, 0)); // on the centre: no direction, nothing changes
    QVERIFY(near(d.plan().terrain[w].rotation, 225));
    QCOMPARE(d.undoText(), QStringLiteral("Rotate terrain"));
    QVERIFY(d.turnPieceTowards(w, 90, 80, 0));
    QVERIFY(near(d.plan().terrain[w].rotation, 0));

    // Not turned: the right side's handle (5) dragged 4 further right; the left side stays.
    QVERIFY(d.resizePieceTo(w, 5, 90 + width / 2 + 4, 60));
    QVERIFY(near(d.plan().terrain[w].size->at(0), width + 4));
    QVERIFY(near(d.plan().terrain[w].size->at(1), depth));
    QVERIFY(near(d.plan().terrain[w].centre->at(0), 92));
    // The top-right corner (2) up and right by 2: both sides grow, the bottom-left corner stays.
    QVERIFY(d.resizePieceTo(w, 2, 90 + 4 + width / 2 + 2, 60 + depth / 2 + 2));
    QVERIFY(near(d.plan().terrain[w].size->at(0), width + 6));
    QVERIFY(near(d.plan().terrain[w].size->at(1), depth + 2));
    QVERIFY(near(d.plan().terrain[w].centre->at(0) - (width + 6) / 2, 90 - width / 2));
    QVERIFY(near(d.plan().terrain[w].centre->at(1) - (depth + 2) / 2, 60 - depth / 2));
    // Past the opposite side: never below 1 unit, that side still where it was.
    QVERIFY(d.resizePieceTo(w, 5, -500, 60));
    QVERIFY(near(d.plan().terrain[w].size->at(0), 1));
    QVERIFY(near(d.plan().terrain[w].centre->at(0), 90 - width / 2 + 0.5));
    QCOMPARE(d.undoText(), QStringLiteral("Resize terrain"));

    // Turned 90° clockwise, its width runs down the screen's y: the right side's handle sits below the centre
    // (y smaller) and pulling it further down widens the piece, the other side kept. A drag is one undo step.
    PlanDocument e;
    QVERIFY(e.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(e.setBattlefield(3));
    const int t = e.addPiece(QStringLiteral("woods"), QString(), 90, 60);
    QVERIFY(e.rotatePiece(t, 90));
    const auto turned = e.plan();
    e.beginDrag();
    for (int k = 1; k <= 4; ++k)
        QVERIFY(e.resizePieceTo(t, 5, 90, 60 - width / 2 - k));
    e.endDrag();
    QVERIFY(near(e.plan().terrain[t].size->at(0), width + 4));
    QVERIFY(near(e.plan().terrain[t].centre->at(0), 90));
    QVERIFY(near(e.plan().terrain[t].centre->at(1), 58));
    e.undo();
    QCOMPARE(e.plan(), turned);
    // BWN 3.5's sizes are the checks' to say, not clamped: a built-up section stretched is flagged.
    const int bua = e.addPiece(QStringLiteral("bua-1"), QString(), 40, 60);
    QVERIFY(checkWith(e, QStringLiteral("BUA_SECTION_SIZE")).isEmpty());
    QVERIFY(e.resizePieceTo(bua, 5, 40 + 5 + 33, 60));
    QCOMPARE(e.plan().terrain[bua].size->at(0), 43.0);
    QCOMPARE(checkWith(e, QStringLiteral("BUA_SECTION_SIZE")).value(QStringLiteral("piece")).toInt(), bua);
}

void TstPlanDocument::formationHandle_turnsItsFront()
{
    PlanDocument d;
    QVERIFY(d.newPlan(
        {{QStringLiteral("table"), QStringLiteral("180x120")}, {QStringLiteral("rosterA"), demo("demo-france-1813")}}));
    QVERIFY(d.setBattlefield(3));
    QVERIFY(d.deployNext());
    const QPointF at = plan::toPoint(d.plan().deployment[0].at);
    QCOMPARE(d.plan().deployment[0].facing, 0.0);               // towards B
    QVERIFY(d.turnFormationTowards(0, at.x() - 10, at.y(), 0)); // to the left: 270°
    QCOMPARE(d.plan().deployment[0].facing, 270.0);
    QCOMPARE(d.undoText(), QStringLiteral("Turn division"));
    QVERIFY(d.turnFormationTowards(0, at.x() + 10, at.y() + 9, 15)); // 48° in 15° steps: 45°
    QCOMPARE(d.plan().deployment[0].facing, 45.0);
    d.undo();
    QCOMPARE(d.plan().deployment[0].facing, 270.0);
}

void TstPlanDocument::notesText_oneUndoStepPerSession_andLeftOutForTheOtherPlayer()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    QVERIFY(!d.setNotesText(QStringLiteral("nobody's"))); // whose? none shown
    QVERIFY(d.errorMessage().contains(QStringLiteral("secrets")));
    QVERIFY(!d.plan().notes.a && !d.plan().notes.b);
    QSignalSpy undoChanged(&d, &PlanDocument::undoChanged);
    d.setSecretsOf(QStringLiteral("A"));
    QCOMPARE(d.notesText(), QString());
    // The view commits while typing pauses: three commits of one session, one undo step.
    QVERIFY(d.setNotesText(QStringLiteral("Attack")));
    QVERIFY(d.setNotesText(QStringLiteral("Attack at dawn")));
    QVERIFY(d.setNotesText(QStringLiteral("Attack at dawn; the Guard")));
    d.endNotesEdit();
    QCOMPARE(d.notesText(), QStringLiteral("Attack at dawn; the Guard"));
    QCOMPARE(d.undoText(), QStringLiteral("Edit notes"));
    QCOMPARE(d.plan().notes.a->text, QStringLiteral("Attack at dawn; the Guard"));
    // A second session is its own step.
    QVERIFY(d.setNotesText(QStringLiteral("Attack at dawn; the Guard in reserve")));
    d.endNotesEdit();
    d.undo();
    QCOMPARE(d.notesText(), QStringLiteral("Attack at dawn; the Guard"));
    d.undo();
    QCOMPARE(d.notesText(), QString());
    QVERIFY(!d.plan().notes.a); // nothing left to keep
    QCOMPARE(d.undoText(), QStringLiteral("Battlefield"));
    d.redo();
    QCOMPARE(d.notesText(), QStringLiteral("Attack at dawn; the Guard"));
    // Any other edit closes the session: the next notes edit is a step of its own.
    QVERIFY(d.setNotesText(QStringLiteral("Feint left")));
    QVERIFY(d.addPiece(QStringLiteral("woods"), QString(), 40, 60) >= 0);
    QVERIFY(d.setNotesText(QStringLiteral("Feint left, then right")));
    d.undo();
    QCOMPARE(d.notesText(), QStringLiteral("Feint left"));
    QCOMPARE(d.plan().terrain.size(), 1);
    QVERIFY(undoChanged.count() > 0);

    // Hot seat: hidden from view unless its owner's secrets are shown; B writes his own.
    d.setSecretsOf(QString());
    QCOMPARE(d.notesText(), QString());
    d.setSecretsOf(QStringLiteral("B"));
    QCOMPARE(d.notesText(), QString());
    QVERIFY(d.setNotesText(QStringLiteral("Hold the village")));
    d.endNotesEdit();
    QCOMPARE(d.plan().notes.a->text, QStringLiteral("Feint left"));
    // The copy for one player leaves the other's notes out, keeps his own.
    for (const auto &[player, own, other] :
         {std::tuple{"A", "Feint left", "Hold the village"}, std::tuple{"B", "Hold the village", "Feint left"}}) {
        const QString path = m_dir.filePath(QStringLiteral("notes-for-%1.bwplan").arg(QLatin1String(player)));
        QVERIFY2(d.exportFor(QLatin1String(player), QUrl::fromLocalFile(path)), qPrintable(d.errorMessage()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(text.contains(own), player);
        QVERIFY2(!text.contains(other), player);
    }
    // Saved and reopened, both texts are there.
    const QString path = m_dir.filePath(QStringLiteral("notes.bwplan"));
    QVERIFY(d.saveAs(QUrl::fromLocalFile(path)));
    PlanDocument e;
    QVERIFY(e.open(QUrl::fromLocalFile(path)));
    QCOMPARE(e.plan().notes, d.plan().notes);
}

// Patrol markers (B19 6) belong to the 19th-century ruleset, which the planner does not edit: a plan carrying them
// keeps them exactly as written through opening, edits of the same player's notes and terrain, and saving.
void TstPlanDocument::patrols_surviveLoadEditSaveUntouched()
{
    const QString path = m_dir.filePath(QStringLiteral("patrols.bwplan"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(polygonPlanJson());
    f.close();
    const QJsonObject written =
        QJsonDocument::fromJson(polygonPlanJson()).object().value(QStringLiteral("notes")).toObject();
    PlanDocument d;
    QVERIFY2(d.open(QUrl::fromLocalFile(path)), qPrintable(d.errorMessage()));
    d.setSecretsOf(QStringLiteral("A"));
    QCOMPARE(d.notesText(), QStringLiteral("flank march"));
    QVERIFY(d.setNotesText(QString())); // the text emptied: the notes stay, for their patrols
    d.endNotesEdit();
    QVERIFY(d.plan().notes.a.has_value());
    QVERIFY(d.addAmbush(QStringLiteral("Jägers"), 60, 30));
    QVERIFY(d.removeAmbush(0));
    QVERIFY(d.movePoint(0, 1, 2, 0));
    d.setSecretsOf(QStringLiteral("B"));
    QVERIFY(d.setNotesText(QStringLiteral("Hold")));
    QVERIFY(d.save());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QJsonObject notes =
        QJsonDocument::fromJson(saved.readAll()).object().value(QStringLiteral("notes")).toObject();
    for (const char *player : {"A", "B"})
        QCOMPARE(notes.value(QLatin1String(player)).toObject().value(QStringLiteral("patrols")),
                 written.value(QLatin1String(player)).toObject().value(QStringLiteral("patrols")));
    QVERIFY(!notes.value(QStringLiteral("A")).toObject().contains(QStringLiteral("text")));
    QCOMPARE(notes.value(QStringLiteral("B")).toObject().value(QStringLiteral("text")).toString(),
             QStringLiteral("Hold"));
}

// The lists are models (app/gui/planrowmodel.h): a view watching one hears of the rows an edit changed, not a reset.
void TstPlanDocument::listModels_announceOnlyTheRowsThatChanged()
{
    PlanDocument d;
    QVERIFY(d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(d.setBattlefield(3));
    for (int k = 0; k < 3; ++k)
        QVERIFY(d.addPiece(QStringLiteral("woods"), QString(), 30 + 50 * k, 60) == k);
    PlanRowModel *pieces = d.pieces();
    QCOMPARE(pieces->count(), 3);
    QCOMPARE(pieces->roleNames().value(Qt::UserRole + 1), QByteArray("index"));
    QSignalSpy changed(pieces, &QAbstractItemModel::dataChanged), inserted(pieces, &QAbstractItemModel::rowsInserted),
        removed(pieces, &QAbstractItemModel::rowsRemoved), reset(pieces, &QAbstractItemModel::modelReset),
        count(pieces, &PlanRowModel::countChanged);

    // A move changes the moved piece's row only.
    QVERIFY(d.movePiece(1, 0, 10));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
    QCOMPARE(pieces->data(pieces->index(1), Qt::UserRole + 1 + 9).toDouble(), 70.0); // "y"
    QCOMPARE(pieces->get(1).value(QStringLiteral("y")).toDouble(), 70.0);
    QVERIFY(inserted.isEmpty() && removed.isEmpty() && reset.isEmpty() && count.isEmpty());

    // A new piece is a row added at the end; undo takes it away again.
    changed.clear();
    QCOMPARE(d.addPiece(QStringLiteral("hills"), QString(), 90, 100), 3);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 3);
    QCOMPARE(inserted.first().at(2).toInt(), 3);
    QCOMPARE(count.size(), 1);
    QCOMPARE(pieces->indexOf(QStringLiteral("type"), QStringLiteral("hills")), 3);
    QCOMPARE(pieces->countOf(QStringLiteral("type"), QStringLiteral("woods")), 3);
    d.undo();
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.first().at(1).toInt(), 3);
    QCOMPARE(pieces->count(), 3);
    QVERIFY(reset.isEmpty());

    // Nobody watching: a list is read afresh when asked (the map item and the tests read them so).
    PlanDocument e;
    QVERIFY(e.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}));
    QVERIFY(e.setBattlefield(3));
    QCOMPARE(e.pieces()->count(), 0);
    QCOMPARE(e.addPiece(QStringLiteral("woods"), QString(), 30, 60), 0);
    QCOMPARE(e.pieces()->count(), 1);
    QCOMPARE(e.pieces()->get(0).value(QStringLiteral("type")).toString(), QStringLiteral("woods"));
    QCOMPARE(e.pieces()->get(5), QVariantMap());
}

// The setup's steps cite the plan's own ruleset: a B19 plan names B19 6.1 and 6.4, offers no battlefield roll (13.8
// is not among our sources), no ambush (BWN 15.1) and deploys from patrol markers; a BW-N plan keeps BWN 14.2–15.1.
void TstPlanDocument::b19_6_1_setupCitesItsOwnRuleset_notBwnPregame()
{
    PlanDocument bwn;
    QVERIFY2(bwn.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")}}), qPrintable(bwn.errorMessage()));
    QVariantMap s = bwn.setup();
    QVariantMap sections = s.value(QStringLiteral("sections")).toMap();
    QCOMPARE(sections.value(QStringLiteral("initiative")).toString(), QStringLiteral("BWN 14.2"));
    QCOMPARE(sections.value(QStringLiteral("deployment")).toString(), QStringLiteral("BWN 14.6"));
    QCOMPARE(sections.value(QStringLiteral("ambush")).toString(), QStringLiteral("BWN 15.1"));
    QCOMPARE(s.value(QStringLiteral("hasBattlefields")).toBool(), true);
    QCOMPARE(s.value(QStringLiteral("patrolPhase")).toBool(), false);
    QCOMPARE(s.value(QStringLiteral("ambushReach")).toInt(), 60);

    PlanDocument b19;
    const QString demo = DataSet::bundledDataDir() + QStringLiteral("/plans/demo-gettysburg-patrol.bwplan");
    QVERIFY2(b19.openAsNew(QUrl::fromLocalFile(demo)), qPrintable(b19.errorMessage()));
    s = b19.setup();
    sections = s.value(QStringLiteral("sections")).toMap();
    QCOMPARE(s.value(QStringLiteral("ruleset")).toString(), QStringLiteral("b19"));
    QCOMPARE(sections.value(QStringLiteral("initiative")).toString(), QStringLiteral("B19 6.1"));
    QCOMPARE(sections.value(QStringLiteral("deployment")).toString(), QStringLiteral("B19 6.4"));
    for (auto it = sections.cbegin(); it != sections.cend(); ++it)
        QVERIFY2(!it.value().toString().contains(QStringLiteral("BWN")), qPrintable(it.key()));
    QVERIFY(!sections.contains(QStringLiteral("ambush")));
    QCOMPARE(s.value(QStringLiteral("hasBattlefields")).toBool(), false);
    QCOMPARE(s.value(QStringLiteral("patrolPhase")).toBool(), true);
    QCOMPARE(s.value(QStringLiteral("ambushReach")).toInt(), 0);
}

QTEST_MAIN(TstPlanDocument)
#include "tst_plandocument.moc"
