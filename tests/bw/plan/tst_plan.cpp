// SPDX-License-Identifier: GPL-3.0-or-later
// The battle planner's core (issue 6): the bw-plan format (round trip, schema, bad input), every live rule check
// by its section (BWN 1.1, 3.5, 14.3–14.6, 15.1), the generated layouts (a property over seeds, battlefields and
// tables), objectives, deployment alternation and secrets.
#include "bw/plan/checklist.h"
#include "bw/dataset.h"
#include "bw/plan/deployment.h"
#include "bw/plan/generate.h"
#include "jsonedit.h"
#include "foundation/jsonschema.h"
#include "bw/plan/objectives.h"
#include "planfixture.h"
#include "bw/plan/planpregame.h"
#include "bw/rosterfile.h"
#include "bw/plan/secrets.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::plan;
using namespace sztab::test;

class TstPlan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void format_roundTrip();
    void format_schemaAcceptsWrittenPlans();
    void format_badInput_data();
    void format_badInput();
    void format_fileErrors();
    void format_limitsOfUntrustedFiles();
    void checks_worstCaseWithinTheLimitsFinishes();

    void bwn14_3_allowanceThroughThePlan();
    void bwn14_3_boughtPiecesOutsideTheMaxima();
    void bwn14_4_streamOnlyAsFirstPiece();
    void bwn14_3_unknownBattlefield();
    void bwn14_4_pieceOffTable();
    void bwn3_5_builtUpAreaSections();
    void bwn3_5_builtUpAreaLevels();
    void bwn3_5_depressionSize();
    void bwn3_5_linearFortificationLength();
    void bwn3_5_redoubtSize();
    void bwn3_5_streamWidth();
    void bwn14_4_fortificationsWithinHalfTheTable();
    void bwn14_4_roadEnds();
    void bwn14_4_oneRoadPerWoodDepressionDifficult();
    void bwn14_4_noRoadOnImpassable();
    void bwn14_4_noRoadOnPredefinedRiver();
    void bwn14_4_freeBridgeOnTheOpponentsRiver();
    void bwn14_5_basesOfOperations();
    void bwn1_1_footprintsFromBaseSizes();
    void bwn1_1_footprintFacing();
    void bwn14_6_deploymentZone();
    void bwn14_6_unknownBaseSize();
    void bwn14_6_deploymentAlternates();
    void bwn1_1_lightGunsOnSmallBases();
    void bwn15_1_ambushRegimentNotPlaced();
    void bwn14_6_mainObjectiveNearestTheCentre();
    void bwn3_5_deployedRegimentsOnTheirTerrain();
    void bwn14_4_piecesLaidOnPieces();
    void bwn14_6_objectivesFromTheArmiesLimits();
    void bwn15_1_ambushReach();
    void bwn15_1_ambushNeverOnTheMainObjective();
    void bwn15_1_ambushOneUnitPerPlace();
    void bwn14_6_objectivesSuggested();
    void bwn14_6_objectivesNamePieces();

    void bwn14_2_initiativeDecidesWhoIsA();
    void bwn14_2_initiativeWithThePlayersDice();
    void bwn14_2_winnerPicksTheSide();
    void bwn13_3_armyTerrainFromTheRoster();
    void bwn14_4_checklistFollowsThePlacementSequence();
    void bwn14_3_checklistCountsAgainstMinAndMax();
    void bwn14_4_checklistOwnPiecesAlternateFromA();

    void bwn14_4_generatedLayoutsAreLegal();
    void bwn14_4_generatedWithBoughtTerrainAndFortifications();
    void bwn14_4_generatedSameSeedSameLayout();
    void bwn14_4_generateNeedsABattlefield();

    void secrets_exportLeavesTheOtherPlayersNotesOut();

private:
    QStringList keys(const BattlePlan &p) const
    {
        QString error;
        const auto r = checkPlan(*m_ruleset, p, &error);
        if (!r)
            return {QStringLiteral("UNCHECKABLE: ") + error};
        return issueKeys(r->issues);
    }
    PlanContext context(const BattlePlan &p) const
    {
        const auto c = planContext(*m_ruleset, p);
        Q_ASSERT(c);
        return *c;
    }
    BattlePlan generated(int roll, const QString &table, quint64 seed, QString *error = nullptr,
                         bool ownTerrain = false) const;
    DataSet m_data;
    const Ruleset *m_ruleset = nullptr;
};

void TstPlan::initTestCase()
{
    LoadError error;
    QVERIFY2(m_data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error), qPrintable(error.toLine()));
    m_ruleset = m_data.ruleset(QStringLiteral("bwn-4.0"));
    QVERIFY(m_ruleset);
    QString why;
    const auto rules = plannerRules(*m_ruleset, &why);
    QVERIFY2(rules, qPrintable(why));
    QCOMPARE(rules->buaSection, std::optional<double>(10)); // the ruleset's planner block is read
}

// ownTerrain: A bought a wood and two linear fortifications, B a level-2 built-up area and a redoubt (BWN 13.3) and
// has difficult ground from a special ability (BWN 14.4).
BattlePlan TstPlan::generated(int roll, const QString &table, quint64 seed, QString *error, bool ownTerrain) const
{
    const auto size = parseTableSize(table);
    BattlePlan p = emptyPlan(size->width, size->depth);
    if (ownTerrain) {
        p.armies.a.bought = {QStringLiteral("woods")};
        p.armies.a.fortifications = {{QStringLiteral("fortification-line"), 2}};
        p.armies.b.bought = {QStringLiteral("bua-2")};
        p.armies.b.fortifications = {{QStringLiteral("redoubt"), 1}};
        p.armies.b.special = {QStringLiteral("difficult")};
    }
    p.battlefield = BattlefieldRef{roll, battlefieldFromRoll(*m_ruleset, roll)->id, QString()};
    SeededDice dice(seed);
    const auto g = generateTerrain(*m_ruleset, p, dice, error);
    return g ? *g : BattlePlan();
}

// ---- the format ----

void TstPlan::format_roundTrip()
{
    BattlePlan p = generated(1, QStringLiteral("120x120"), 3);
    QVERIFY(!p.terrain.isEmpty());
    p.armies.a.roster = QStringLiteral("france.bwroster");
    p.armies.a.name = QStringLiteral("France");
    p.armies.a.value = HalfPoints::fromHalves(63);
    p.armies.a.command = 1;
    p.armies.a.initiativeBonus = 2;
    p.armies.a.bought = {QStringLiteral("woods")};
    p.armies.a.fortifications = {{QStringLiteral("redoubt"), 1}};
    p.initiative = plan::InitiativeResult();
    p.initiative->rolls = {{8, 8}, {9, 2}};
    p.initiative->dice = {{5, 5}, {6, 2}};
    p.initiative->entered = true;
    p.initiative->side = QStringLiteral("north");
    p.objectives = suggestObjectives(context(p), p);
    p.deployment << DeployedFormation{Player::B,
                                      QStringLiteral("d1"),
                                      QStringLiteral("1st"),
                                      {60, 102},
                                      180,
                                      Formation::Column,
                                      {{QStringLiteral("Jägers"), QStringLiteral("light-infantry"), 3}},
                                      QStringLiteral("division-general"),
                                      {}};
    p.notes.a = PlayerNotes{QStringLiteral("flank march"),
                            {{QStringLiteral("voltigeurs"), {20, 40}}},
                            {QJsonObject{{QStringLiteral("marker"), 1}}},
                            {},
                            {}};
    p.extras.insert(QStringLiteral("x-tool"), QStringLiteral("kept"));
    const QJsonObject written = planToJson(p);
    LoadError error;
    const auto back = planFromJson(written, QStringLiteral("mem"), &error);
    QVERIFY2(back, qPrintable(error.toLine()));
    QVERIFY(*back == p);
    QCOMPARE(planToJson(*back), written);
    QCOMPARE(written.value(QStringLiteral("format")).toString(), QStringLiteral("bw-plan"));

    // And through a file, saved atomically.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.bwplan"));
    QString why;
    QVERIFY2(savePlanFile(p, path, &why), qPrintable(why));
    const auto loaded = loadPlanFile(path, &error);
    QVERIFY2(loaded, qPrintable(error.toLine()));
    QVERIFY(*loaded == p);
}

void TstPlan::format_schemaAcceptsWrittenPlans()
{
    QFile f(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/schema/plan.schema.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject schema = QJsonDocument::fromJson(f.readAll()).object();
    QVERIFY(!schema.isEmpty());
    for (int roll = 1; roll <= 6; ++roll) {
        BattlePlan p = generated(roll, QStringLiteral("180x120"), quint64(roll));
        p.objectives = suggestObjectives(context(p), p);
        p.notes.b = PlayerNotes{QString(), {{QStringLiteral("cossacks"), {10, 100}}}, {}, {}, {}};
        p.deployment << DeployedFormation{Player::A,
                                          QStringLiteral("d1"),
                                          QString(),
                                          {60, 18},
                                          0,
                                          Formation::Line,
                                          {{QString(), QStringLiteral("infantry"), 4}},
                                          QString(),
                                          {}};
        const auto violations = validateJsonSchema(planToJson(p), schema);
        QStringList lines;
        for (const SchemaViolation &v : violations)
            lines << v.pointer + QStringLiteral(": ") + v.message;
        QVERIFY2(violations.isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));
    }
    // The schema refuses what the reader refuses: a piece with two shapes.
    QJsonObject doc = planToJson(generated(2, QStringLiteral("120x120"), 1));
    doc = setAt(doc, pointerTokens(QStringLiteral("/terrain/0/line")), QJsonArray{QJsonArray{0, 0}, QJsonArray{1, 1}})
              .toObject();
    QVERIFY(!validateJsonSchema(doc, schema).isEmpty());
}

void TstPlan::format_badInput_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expectedPointer");
    QTest::addColumn<QString>("expectedMessage");
    QTest::newRow("no table") << "/table" << QJsonValue(QJsonValue::Undefined) << ""
                              << "missing required key \"table\"";
    QTest::newRow("owner C") << "/terrain/0/owner" << QJsonValue(QStringLiteral("C")) << "/terrain/0/owner"
                             << "expected one of: A, B";
    QTest::newRow("two shapes") << "/terrain/0/polygon"
                                << QJsonValue(QJsonArray{QJsonArray{0, 0}, QJsonArray{1, 0}, QJsonArray{1, 1}})
                                << "/terrain/0"
                                << "exactly one shape";
    QTest::newRow("point of three") << "/terrain/1/line/0" << QJsonValue(QJsonArray{1, 2, 3}) << "/terrain/1/line"
                                    << "[x, y]";
    QTest::newRow("duplicate id") << "/terrain/1/id" << QJsonValue(QStringLiteral("a")) << "/terrain/1/id"
                                  << "used twice";
    QTest::newRow("newer version") << "/version" << QJsonValue(2) << "/version"
                                   << "version";
    QTest::newRow("other format") << "/format" << QJsonValue(QStringLiteral("bw-roster")) << "/format"
                                  << "bw-plan";
    QTest::newRow("size missing") << "/terrain/2/size" << QJsonValue(QJsonValue::Undefined) << "/terrain/2/size"
                                  << "size";
    QTest::newRow("formation") << "/deployment/0/formation" << QJsonValue(QStringLiteral("square"))
                               << "/deployment/0/formation"
                               << "line, column";
    QTest::newRow("ambush at") << "/notes/A/ambush/0/at" << QJsonValue(QStringLiteral("here")) << "/notes/A/ambush/0/at"
                               << "array";
}

void TstPlan::format_badInput()
{
    QFETCH(QString, pointer);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expectedPointer);
    QFETCH(QString, expectedMessage);
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("a"), QStringLiteral("woods"), 60, 60, 20, 10)
              << linePiece(QStringLiteral("b"), QStringLiteral("stream"), {{0, 50}, {120, 50}}, 1)
              << rectPiece(QStringLiteral("c"), QStringLiteral("bua-1"), 30, 30, 10, 10);
    p.deployment << DeployedFormation{Player::A,
                                      QStringLiteral("d1"),
                                      QString(),
                                      {60, 18},
                                      0,
                                      Formation::Line,
                                      {{QString(), QStringLiteral("infantry"), 4}},
                                      QString(),
                                      {}};
    p.notes.a = PlayerNotes{QString(), {{QStringLiteral("r"), {20, 40}}}, {}, {}, {}};
    LoadError error;
    QVERIFY(planFromJson(planToJson(p), QStringLiteral("good.bwplan"), &error)); // the unbroken plan loads
    const QJsonObject broken = setAt(planToJson(p), pointerTokens(pointer), value).toObject();
    QVERIFY(!planFromJson(broken, QStringLiteral("bad.bwplan"), &error));
    QVERIFY2(error.toLine().startsWith(QLatin1String("bad.bwplan")), qPrintable(error.toLine()));
    if (error.hasPointer)
        QCOMPARE(error.pointer, expectedPointer);
    QVERIFY2(error.toLine().contains(expectedMessage), qPrintable(error.toLine()));
    QVERIFY(!error.toLine().contains(QLatin1Char('\n')));
}

void TstPlan::format_fileErrors()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.bwplan"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\n  \"format\": \"bw-plan\",\n  \"version\": 1,,\n}");
    f.close();
    LoadError error;
    QVERIFY(!loadPlanFile(path, &error));
    QCOMPARE(error.line, 3);
    QVERIFY(!loadPlanFile(dir.filePath(QStringLiteral("missing.bwplan")), &error));
    QVERIFY(error.toLine().contains(QLatin1String("missing.bwplan")));
}

void TstPlan::format_limitsOfUntrustedFiles()
{
    BattlePlan p = emptyPlan();
    TerrainPiece t = rectPiece(QStringLiteral("x"), QStringLiteral("woods"), 0, 0, 1, 1);
    t.centre.reset();
    t.size.reset();
    t.polygon = JsonPoints();
    for (qsizetype k = 0; k <= kMaxShapePoints; ++k)
        t.polygon->append({60 + 10 * std::cos(k * 0.01), 60 + 10 * std::sin(k * 0.01)});
    p.terrain << t;
    LoadError error;
    QVERIFY(!planFromJson(planToJson(p), QStringLiteral("big.bwplan"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/terrain/0"));
    p.terrain[0].polygon->removeLast();
    QVERIFY2(planFromJson(planToJson(p), QStringLiteral("big.bwplan"), &error), qPrintable(error.toLine()));
    p = emptyPlan();
    for (qsizetype k = 0; k <= kMaxPlanPieces; ++k)
        p.terrain << rectPiece(QStringLiteral("p%1").arg(k), QStringLiteral("woods"), 60, 60, 10, 10);
    QVERIFY(!planFromJson(planToJson(p), QStringLiteral("many.bwplan"), &error));
    QCOMPARE(error.pointer, QStringLiteral("/terrain"));
}

void TstPlan::checks_worstCaseWithinTheLimitsFinishes()
{
    // The most work a file within the limits can ask for: every piece a road or a wood of the most points, all on
    // top of each other, and the most hidden positions in one place. The checks finish (the time is in the
    // benchmark, not here) and report what is wrong.
    BattlePlan p = emptyPlan();
    for (qsizetype k = 0; k < kMaxPlanPieces; ++k) {
        QList<QPointF> pts;
        for (qsizetype j = 0; j < kMaxShapePoints; ++j)
            pts << QPointF(10 + 100.0 * double(j) / double(kMaxShapePoints), 60 + 5 * std::sin(double(j + k)));
        if (k % 2) {
            p.terrain << road(QStringLiteral("r%1").arg(k), pts);
        } else {
            TerrainPiece t = rectPiece(QStringLiteral("w%1").arg(k), QStringLiteral("woods"), 0, 0, 1, 1);
            t.centre.reset();
            t.size.reset();
            t.polygon = JsonPoints();
            for (QPointF q : pts)
                t.polygon->append({q.x(), q.y() + (q.x() > 50 ? 3 : -3)});
            p.terrain << t;
        }
    }
    PlayerNotes n;
    for (qsizetype k = 0; k < kMaxPlanEntries; ++k)
        n.ambush << AmbushPosition{QStringLiteral("r%1").arg(k), {30, 30}};
    p.notes.a = n;
    const QStringList k = keys(p);
    QVERIFY(k.contains(QStringLiteral("ROADS_SHARE_PIECE@/terrain/3")));
    QVERIFY(k.contains(QStringLiteral("AMBUSH_SAME_PLACE@/notes/A/ambush/%1/at").arg(kMaxPlanEntries - 1)));
}

// ---- BWN 14.3–14.4 through the plan ----

void TstPlan::bwn14_3_allowanceThroughThePlan()
{
    // BWN 14.3: developed areas allow at most 2 woods. A generated plan is legal; a third woods piece is over.
    BattlePlan p = generated(1, QStringLiteral("120x120"), 11);
    QCOMPARE(keys(p), QStringList());
    int woods = 0;
    for (const TerrainPiece &t : p.terrain)
        woods += t.type == QLatin1String("woods") && t.kind == PieceKind::Piece;
    // Replace free pieces by woods until one more than the maximum: the first over the maximum is named.
    qsizetype over = -1;
    for (qsizetype i = p.terrain.size() - 1; i >= 0 && woods <= 2; --i) {
        TerrainPiece &t = p.terrain[i];
        if (t.kind == PieceKind::Piece && t.type == QLatin1String("hills")) {
            t.type = QStringLiteral("woods");
            t.variant.clear();
            ++woods;
            over = i;
        }
    }
    if (woods <= 2) { // no hills to turn into woods: add a woods piece after the table's pieces
        TerrainPiece extra = rectPiece(QStringLiteral("w3"), QStringLiteral("woods"), 100, 60, 10, 10);
        extra.order = 0;
        p.terrain.prepend(extra);
        over = 0;
    }
    const QStringList k = keys(p);
    QVERIFY2(std::any_of(k.cbegin(), k.cend(),
                         [](const QString &s) { return s.startsWith(QLatin1String("TERRAIN_OVER_MAX@/terrain/")); }),
             qPrintable(k.join(QLatin1Char(' '))));
    Q_UNUSED(over);
}

void TstPlan::bwn14_3_boughtPiecesOutsideTheMaxima()
{
    // BWN 14.3: bought terrain does not count against the maxima: a bought woods after the table's pieces is fine.
    BattlePlan p = generated(1, QStringLiteral("120x120"), 11);
    int lastPiece = 0;
    for (const TerrainPiece &t : p.terrain)
        if (t.kind == PieceKind::Piece)
            lastPiece = std::max(lastPiece, t.order);
    for (TerrainPiece &t : p.terrain)
        if (t.order > lastPiece)
            ++t.order;
    TerrainPiece bought =
        rectPiece(QStringLiteral("bought"), QStringLiteral("woods"), 10, 60, 10, 10, Player::A, PieceKind::Bought);
    bought.polygon = JsonPoints{{5, 55}, {15, 55}, {15, 65}};
    bought.centre.reset();
    bought.size.reset();
    bought.order = lastPiece + 1;
    p.terrain << bought;
    QCOMPARE(keys(p), QStringList());
    p.terrain.last().kind = PieceKind::Piece; // the same piece from the table's count is one too many
    QVERIFY(!keys(p).isEmpty());
}

void TstPlan::bwn14_4_streamOnlyAsFirstPiece()
{
    // BWN 14.4: a stream only as a player's first piece. Plains: turn A's third piece into a stream.
    BattlePlan p = generated(3, QStringLiteral("120x120"), 5);
    QCOMPARE(keys(p), QStringList());
    qsizetype idx = -1;
    int aPieces = 0;
    for (qsizetype i = 0; i < p.terrain.size(); ++i)
        if (p.terrain[i].owner == Player::A && p.terrain[i].kind == PieceKind::Piece && ++aPieces == 3)
            idx = i;
    QVERIFY(idx >= 0);
    TerrainPiece &t = p.terrain[idx];
    t = linePiece(t.id, QStringLiteral("stream"), {{0, 30}, {10, 30}}, 1, Player::A);
    t.order = p.terrain[idx].order;
    t.order = int(idx) + 1;
    QVERIFY2(keys(p).contains(QStringLiteral("RIVER_NOT_FIRST@/terrain/%1").arg(idx)),
             qPrintable(keys(p).join(QLatin1Char(' '))));
}

void TstPlan::bwn14_3_unknownBattlefield()
{
    BattlePlan p = emptyPlan();
    p.battlefield = BattlefieldRef{9, QString(), QString()};
    QCOMPARE(keys(p), QStringList{QStringLiteral("BATTLEFIELD_UNKNOWN@/battlefield")});
    p.battlefield = BattlefieldRef{1, QStringLiteral("mountains"), QString()}; // the roll says developed areas
    QCOMPARE(keys(p), QStringList{QStringLiteral("BATTLEFIELD_UNKNOWN@/battlefield")});
    p = emptyPlan(150, 120); // no such table in the ruleset
    p.battlefield = BattlefieldRef{1, QString(), QString()};
    QCOMPARE(keys(p), QStringList{QStringLiteral("BATTLEFIELD_UNKNOWN@/battlefield")});
}

// ---- geometry and sizes ----

void TstPlan::bwn14_4_pieceOffTable()
{
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("in"), QStringLiteral("woods"), 60, 60, 20, 10)
              << rectPiece(QStringLiteral("out"), QStringLiteral("woods"), 2, 60, 10, 10);
    QCOMPARE(keys(p), QStringList{QStringLiteral("PIECE_OFF_TABLE@/terrain/1")});
}

void TstPlan::bwn3_5_builtUpAreaSections()
{
    // BWN 3.5: built-up areas in square sections of 10x10 cm.
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("ok"), QStringLiteral("bua-2"), 60, 60, 20, 10)
              << rectPiece(QStringLiteral("half"), QStringLiteral("bua-2"), 30, 60, 15, 10);
    TerrainPiece poly = rectPiece(QStringLiteral("poly"), QStringLiteral("bua-1"), 0, 0, 1, 1);
    poly.centre.reset();
    poly.size.reset();
    poly.polygon = JsonPoints{{90, 50}, {100, 50}, {100, 60}, {90, 60}};
    p.terrain << poly;
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("BUA_SECTION_SIZE@/terrain/1/size"),
                          QStringLiteral("BUA_SECTION_SIZE@/terrain/2")}));
}

void TstPlan::bwn3_5_builtUpAreaLevels()
{
    // BWN 3.5: levels 0–3; the type names the level.
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("a"), QStringLiteral("bua-2"), 20, 60, 10, 10)
              << rectPiece(QStringLiteral("b"), QStringLiteral("bua-2"), 40, 60, 10, 10)
              << rectPiece(QStringLiteral("c"), QStringLiteral("bua-3"), 60, 60, 10, 10)
              << rectPiece(QStringLiteral("d"), QStringLiteral("bua-1"), 80, 60, 10, 10);
    p.terrain[0].level = 2;
    p.terrain[1].level = 3;
    p.terrain[2].level = 4;
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("BUA_LEVEL@/terrain/1/level"), QStringLiteral("BUA_LEVEL@/terrain/2/level")}));
}

void TstPlan::bwn3_5_depressionSize()
{
    // BWN 3.5: a depression at most 20 cm long and 4 cm wide.
    BattlePlan p = emptyPlan();
    for (const auto &[w, d] : {std::pair{20.0, 4.0}, {22.0, 4.0}, {20.0, 5.0}, {4.0, 20.0}}) {
        TerrainPiece t = rectPiece(QStringLiteral("d%1").arg(p.terrain.size()), QStringLiteral("hills"),
                                   30 + 25 * double(p.terrain.size()), 60, w, d);
        t.variant = QStringLiteral("depression");
        t.rotation = 30;
        p.terrain << t;
    }
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("DEPRESSION_TOO_BIG@/terrain/1"),
                          QStringLiteral("DEPRESSION_TOO_BIG@/terrain/2")}));
    // A hill of the same size is no depression.
    p.terrain[1].variant.clear();
    QCOMPARE(keys(p), QStringList{QStringLiteral("DEPRESSION_TOO_BIG@/terrain/2")});
}

void TstPlan::bwn3_5_linearFortificationLength()
{
    BattlePlan p = emptyPlan();
    p.terrain << linePiece(QStringLiteral("ok"), QStringLiteral("fortification-line"), {{50, 20}, {60, 20}}, 1,
                           Player::A, PieceKind::Fortification)
              << linePiece(QStringLiteral("long"), QStringLiteral("fortification-line"), {{20, 20}, {26, 20}, {26, 26}},
                           1, Player::A, PieceKind::Fortification);
    QCOMPARE(keys(p), QStringList{QStringLiteral("FORTIFICATION_TOO_LONG@/terrain/1")});
}

void TstPlan::bwn3_5_redoubtSize()
{
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("ok"), QStringLiteral("redoubt"), 30, 30, 10, 10, Player::A,
                           PieceKind::Fortification)
              << rectPiece(QStringLiteral("big"), QStringLiteral("redoubt"), 60, 30, 12, 10, Player::A,
                           PieceKind::Fortification);
    QCOMPARE(keys(p), QStringList{QStringLiteral("REDOUBT_SIZE@/terrain/1")});
}

void TstPlan::bwn3_5_streamWidth()
{
    // BWN 3.5: a stream (small river) up to 1 cm wide.
    BattlePlan p = emptyPlan();
    p.terrain << linePiece(QStringLiteral("ok"), QStringLiteral("stream"), {{0, 40}, {120, 40}}, 1)
              << linePiece(QStringLiteral("wide"), QStringLiteral("stream"), {{0, 80}, {120, 80}}, 2, Player::B);
    QCOMPARE(keys(p), QStringList{QStringLiteral("LINE_TOO_WIDE@/terrain/1")});
}

void TstPlan::bwn14_4_fortificationsWithinHalfTheTable()
{
    // BWN 14.4: fortifications at most half the table (60 cm on 120) from the own edge.
    BattlePlan p = emptyPlan();
    p.terrain << linePiece(QStringLiteral("a-ok"), QStringLiteral("fortification-line"), {{40, 55}, {50, 55}}, 1,
                           Player::A, PieceKind::Fortification)
              << linePiece(QStringLiteral("a-far"), QStringLiteral("fortification-line"), {{40, 62}, {50, 62}}, 1,
                           Player::A, PieceKind::Fortification)
              << rectPiece(QStringLiteral("b-ok"), QStringLiteral("redoubt"), 80, 70, 10, 10, Player::B,
                           PieceKind::Fortification)
              << rectPiece(QStringLiteral("b-far"), QStringLiteral("redoubt"), 80, 50, 10, 10, Player::B,
                           PieceKind::Fortification);
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("FORTIFICATION_TOO_FAR@/terrain/1"),
                          QStringLiteral("FORTIFICATION_TOO_FAR@/terrain/3")}));
}

void TstPlan::bwn14_4_roadEnds()
{
    // BWN 14.4: a road starts and ends on a base of operations, a built-up area or another road.
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("town"), QStringLiteral("bua-1"), 60, 60, 10, 10)
              << road(QStringLiteral("r1"), {{60, 4}, {60, 60}})
              << road(QStringLiteral("r2"), {{60, 30}, {20, 90}, {60, 116}}, Player::A)
              << road(QStringLiteral("r3"), {{100, 10}, {100, 100}});
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("ROAD_END_UNCONNECTED@/terrain/3/line/0"),
                          QStringLiteral("ROAD_END_UNCONNECTED@/terrain/3/line/1")}));
}

void TstPlan::bwn14_4_oneRoadPerWoodDepressionDifficult()
{
    // BWN 14.4: only one road through a given wood, copse, depression or difficult ground; crossing on hills is fine.
    const QList<std::pair<QString, QString>> cases{{QStringLiteral("woods"), QString()},
                                                   {QStringLiteral("difficult"), QString()},
                                                   {QStringLiteral("hills"), QStringLiteral("depression")},
                                                   {QStringLiteral("hills"), QString()}};
    for (const auto &[type, variant] : cases) {
        BattlePlan p = emptyPlan();
        TerrainPiece t = rectPiece(QStringLiteral("x"), type, 60, 40, 20, 4);
        t.variant = variant;
        p.terrain << t << road(QStringLiteral("r1"), {{58, 4}, {58, 116}})
                  << road(QStringLiteral("r2"), {{62, 4}, {62, 116}}, Player::A);
        const QStringList expected = type == QLatin1String("hills") && variant.isEmpty()
            ? QStringList()
            : QStringList{QStringLiteral("ROADS_SHARE_PIECE@/terrain/2")};
        QCOMPARE(keys(p), expected);
        p.terrain[2] = road(QStringLiteral("r2"), {{62, 4}, {90, 60}, {62, 116}}, Player::A); // around it: fine
        QCOMPARE(keys(p), QStringList());
    }
}

void TstPlan::bwn14_4_noRoadOnImpassable()
{
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("marsh"), QStringLiteral("impassable"), 60, 60, 16, 10)
              << road(QStringLiteral("r1"), {{60, 4}, {60, 116}});
    QCOMPARE(keys(p), QStringList{QStringLiteral("ROAD_ON_FORBIDDEN_TERRAIN@/terrain/1")});
}

void TstPlan::bwn14_4_noRoadOnPredefinedRiver()
{
    // BWN 14.4: no road over a predefined river (no new bridges or fords there); over a river the players placed, yes.
    BattlePlan p = emptyPlan();
    p.terrain << linePiece(QStringLiteral("river"), QStringLiteral("river"), {{0, 60}, {120, 60}}, 5)
              << road(QStringLiteral("r1"), {{60, 4}, {60, 116}});
    QCOMPARE(keys(p), QStringList());
    p.terrain[0].predefined = true;
    QCOMPARE(keys(p), QStringList{QStringLiteral("ROAD_ON_PREDEFINED_RIVER@/terrain/1")});
}

void TstPlan::bwn14_4_freeBridgeOnTheOpponentsRiver()
{
    BattlePlan p = emptyPlan();
    p.terrain << linePiece(QStringLiteral("river"), QStringLiteral("river"), {{0, 60}, {120, 60}}, 5, Player::A)
              << rectPiece(QStringLiteral("bridge"), QStringLiteral("bridge"), 30, 60, 6, 4, Player::B,
                           PieceKind::Bridge)
              << rectPiece(QStringLiteral("dry"), QStringLiteral("ford"), 30, 80, 6, 4, Player::B, PieceKind::Bridge)
              << rectPiece(QStringLiteral("own"), QStringLiteral("bridge"), 90, 60, 6, 4, Player::A, PieceKind::Bridge);
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("BRIDGE_NOT_ON_RIVER@/terrain/2"),
                          QStringLiteral("BRIDGE_NOT_ON_RIVER@/terrain/3")}));
}

void TstPlan::bwn14_5_basesOfOperations()
{
    // BWN 14.5: 8x4 cm at the middle of the own edge, touching it.
    BattlePlan p = emptyPlan();
    QCOMPARE(keys(p), QStringList());
    p.basesOfOperations->a.x = 10;
    p.basesOfOperations->b.y = 110;
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("BASE_OF_OPERATIONS_PLACEMENT@/basesOfOperations/A"),
                          QStringLiteral("BASE_OF_OPERATIONS_PLACEMENT@/basesOfOperations/B")}));
    p = emptyPlan();
    p.basesOfOperations->a.depth = 8;
    QCOMPARE(keys(p), QStringList{QStringLiteral("BASE_OF_OPERATIONS_PLACEMENT@/basesOfOperations/A")});
}

// ---- deployment ----

void TstPlan::bwn1_1_footprintsFromBaseSizes()
{
    // BWN 1.1: infantry 2 deep x 4 wide, cavalry 4x4, division general 2x2 or 2x4 (here 2x4).
    const auto rules = plannerRules(*m_ruleset);
    DeployedFormation f{Player::A,
                        QStringLiteral("d"),
                        QString(),
                        {60, 18},
                        0,
                        Formation::Line,
                        {{QString(), QStringLiteral("infantry"), 3}, {QString(), QStringLiteral("cavalry"), 2}},
                        QStringLiteral("division-general"),
                        {}};
    QList<Footprint> fp = footprints(*m_ruleset, *rules, f);
    QCOMPARE(fp.size(), 3);
    // Frontage 12 + gap 1 + 8 = 21, centred on x 60.
    QCOMPARE(boundsOf(fp[0].outline), QRectF(QPointF(49.5, 16), QPointF(61.5, 18)));
    QCOMPARE(boundsOf(fp[1].outline), QRectF(QPointF(62.5, 14), QPointF(70.5, 18)));
    // The general behind the deepest block (4) and the gap: y 18 - 5 - 2 .. 18 - 5.
    QCOMPARE(boundsOf(fp[2].outline), QRectF(QPointF(58, 11), QPointF(62, 13)));
    QCOMPARE(fp[2].unit, -1);
    // A column: one base abreast (planner.columnFrontBases): infantry 4 wide, 3 x 2 deep; cavalry 4 wide, 2 x 4
    // deep; frontage 4 + 1 + 4 = 9 centred on x 60.
    f.formation = Formation::Column;
    fp = footprints(*m_ruleset, *rules, f);
    QCOMPARE(boundsOf(fp[0].outline), QRectF(QPointF(55.5, 12), QPointF(59.5, 18)));
    QCOMPARE(boundsOf(fp[1].outline), QRectF(QPointF(60.5, 10), QPointF(64.5, 18)));
}

void TstPlan::bwn1_1_footprintFacing()
{
    // B faces A (180): the bases extend towards B's edge, the first regiment on B's right (smaller x).
    const auto rules = plannerRules(*m_ruleset);
    const DeployedFormation f{Player::B,
                              QStringLiteral("d"),
                              QString(),
                              {60, 102},
                              180,
                              Formation::Line,
                              {{QString(), QStringLiteral("infantry"), 2}, {QString(), QStringLiteral("infantry"), 2}},
                              QString(),
                              {}};
    const QList<Footprint> fp = footprints(*m_ruleset, *rules, f);
    const QRectF first = boundsOf(fp[0].outline), second = boundsOf(fp[1].outline);
    QVERIFY(qAbs(first.top() - 102) < 1e-9 && qAbs(first.bottom() - 104) < 1e-9);
    QVERIFY(first.left() > second.left());
    QVERIFY(qAbs(first.width() - 8) < 1e-9);
}

void TstPlan::bwn14_6_deploymentZone()
{
    // BWN 14.6: deployment zone 20 cm from the own edge.
    BattlePlan p = emptyPlan();
    const QList<FormationUnit> units{{QString(), QStringLiteral("infantry"), 4}};
    p.deployment << DeployedFormation{Player::A, QStringLiteral("a1"), QString(), {60, 20},
                                      0,         Formation::Line,      units,     QStringLiteral("division-general"),
                                      {}}
                 << DeployedFormation{Player::A, QStringLiteral("a2"), QString(), {30, 21},
                                      0,         Formation::Line,      units,     QString(),
                                      {}}
                 << DeployedFormation{Player::B, QStringLiteral("b1"), QString(), {60, 100},
                                      180,       Formation::Column,    units,     QString(),
                                      {}}
                 << DeployedFormation{Player::B, QStringLiteral("b2"), QString(), {30, 99},
                                      180,       Formation::Line,      units,     QString(),
                                      {}}
                 << DeployedFormation{
                        Player::A, QStringLiteral("a3"), QString(), {1, 10}, 90, Formation::Line, units, QString(), {}};
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("FORMATION_OUTSIDE_ZONE@/deployment/1"),
                          QStringLiteral("FORMATION_OUTSIDE_ZONE@/deployment/3"),
                          QStringLiteral("FORMATION_OUTSIDE_ZONE@/deployment/4")}));
}

void TstPlan::bwn14_6_unknownBaseSize()
{
    BattlePlan p = emptyPlan();
    p.deployment << DeployedFormation{Player::A,
                                      QStringLiteral("a1"),
                                      QString(),
                                      {60, 18},
                                      0,
                                      Formation::Line,
                                      {{QString(), QStringLiteral("elephants"), 2}},
                                      QStringLiteral("wizard"),
                                      {}};
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("FORMATION_UNKNOWN_BASE@/deployment/0/units/0/base"),
                          QStringLiteral("FORMATION_UNKNOWN_BASE@/deployment/0/general")}));
}

void TstPlan::bwn14_6_deploymentAlternates()
{
    // BWN 14.6: one division at a time, alternately; the initiative player decides who starts.
    BattlePlan p = emptyPlan();
    QCOMPARE(nextToDeploy(p, Player::B, 3, 2), std::optional<Player>(Player::B));
    p.deployment << DeployedFormation{Player::B, QStringLiteral("b1"), {}, {60, 102}, 180, Formation::Line, {}, {}, {}};
    QCOMPARE(nextToDeploy(p, Player::B, 3, 2), std::optional<Player>(Player::A));
    p.deployment << DeployedFormation{Player::A, QStringLiteral("a1"), {}, {60, 18}, 0, Formation::Line, {}, {}, {}};
    QCOMPARE(nextToDeploy(p, Player::B, 3, 2), std::optional<Player>(Player::B));
    p.deployment << DeployedFormation{Player::B, QStringLiteral("b2"), {}, {30, 102}, 180, Formation::Line, {}, {}, {}};
    QCOMPARE(nextToDeploy(p, Player::B, 3, 2), std::optional<Player>(Player::A));
    p.deployment << DeployedFormation{Player::A, QStringLiteral("a2"), {}, {30, 18}, 0, Formation::Line, {}, {}, {}};
    QCOMPARE(nextToDeploy(p, Player::B, 3, 2), std::optional<Player>(Player::A)); // B has deployed all his
    p.deployment << DeployedFormation{Player::A, QStringLiteral("a3"), {}, {90, 18}, 0, Formation::Line, {}, {}, {}};
    QCOMPARE(nextToDeploy(p, Player::B, 3, 2), std::optional<Player>());
}

void TstPlan::bwn1_1_lightGunsOnSmallBases()
{
    // BWN 1.1: 3- or 4-pdr artillery stands on 4 cm deep x 3 cm wide bases, 6- to 12-pdr on 6 x 4. The French demo
    // fields the Duchy's 3-pdr regimental guns (cost class A: "regimental and other 3-pdr artillery", BWN 13.2)
    // and the Guard's horse artillery.
    LoadError error;
    auto checked =
        checkRosterFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster"), m_data, &error);
    QVERIFY2(checked, qPrintable(error.toLine()));
    const auto rules = plannerRules(*m_ruleset);
    QMap<QString, QString> baseOf;
    for (qsizetype d = 0; d < checked->bound->divisions.size(); ++d)
        for (const FormationUnit &u : formationUnits(*checked->bound, d, *rules))
            baseOf.insert(u.regiment, u.base);
    QCOMPARE(baseOf.value(QStringLiteral("Duchy of Warsaw infantry regimental artillery (3-pdr)")),
             QStringLiteral("artillery-3-4pdr"));
    QCOMPARE(baseOf.value(QStringLiteral("Horse Artillery of the Guard, one company")),
             QStringLiteral("artillery-6pdr"));
    QCOMPARE(baseSize(*m_ruleset, QStringLiteral("artillery-3-4pdr")), std::optional<QSizeF>(QSizeF(3, 4)));
    // On the table: one 3-pdr base is 3 wide and 4 deep.
    const DeployedFormation f{Player::A,
                              QStringLiteral("d"),
                              QString(),
                              {60, 18},
                              0,
                              Formation::Line,
                              {{QString(), QStringLiteral("artillery-3-4pdr"), 1}},
                              QString(),
                              {}};
    const QList<Footprint> fp = footprints(*m_ruleset, *rules, f);
    QCOMPARE(boundsOf(fp.first().outline), QRectF(QPointF(58.5, 14), QPointF(61.5, 18)));
}

void TstPlan::bwn15_1_ambushRegimentNotPlaced()
{
    // BWN 15.1: "Gracz zamiast umieszczać wyznaczony do zasadzki oddział na polu bitwy, zapisuje na kartce jego
    // dokładne położenie": the French demo hides the Krakus regiment, so its first deployment leaves it out.
    LoadError error;
    auto checked =
        checkRosterFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster"), m_data, &error);
    QVERIFY2(checked, qPrintable(error.toLine()));
    BattlePlan p = emptyPlan();
    const QList<DeployedFormation> deployed = deployRoster(context(p), *checked->bound, Player::A);
    QStringList names;
    for (const DeployedFormation &f : deployed)
        for (const FormationUnit &u : f.units)
            names << u.regiment;
    QVERIFY2(!names.contains(QStringLiteral("Krakus Regiment")), qPrintable(names.join(QStringLiteral(", "))));
    QVERIFY(names.contains(QStringLiteral("Horse Artillery of the Guard, one company")));
    QCOMPARE(ambushRegiments(*checked->bound), QStringList{QStringLiteral("Krakus Regiment")});
    // A regiment both on the table and written down as hidden breaks the rule; the other player's notes do not count.
    p.deployment << DeployedFormation{Player::A,
                                      QStringLiteral("d2"),
                                      QString(),
                                      {60, 18},
                                      0,
                                      Formation::Line,
                                      {{QStringLiteral("Krakus Regiment"), QStringLiteral("cavalry"), 2}},
                                      QString(),
                                      {}};
    p.notes.b = PlayerNotes{QString(), {{QStringLiteral("Krakus Regiment"), {60, 100}}}, {}, {}, {}};
    QCOMPARE(keys(p), QStringList());
    p.notes.a = PlayerNotes{QString(), {{QStringLiteral("Krakus Regiment"), {60, 40}}}, {}, {}, {}};
    QCOMPARE(keys(p), QStringList{QStringLiteral("AMBUSH_REGIMENT_ON_TABLE@/notes/A/ambush/0/regiment")});
}

// ---- ambush ----

void TstPlan::bwn15_1_ambushReach()
{
    // BWN 15.1: at most 60 cm from the own edge.
    BattlePlan p = emptyPlan();
    p.notes.a =
        PlayerNotes{QString(), {{QStringLiteral("ok"), {30, 60}}, {QStringLiteral("far"), {50, 61}}}, {}, {}, {}};
    p.notes.b =
        PlayerNotes{QString(), {{QStringLiteral("ok"), {30, 61}}, {QStringLiteral("far"), {50, 59}}}, {}, {}, {}};
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("AMBUSH_TOO_FAR@/notes/A/ambush/1/at"),
                          QStringLiteral("AMBUSH_TOO_FAR@/notes/B/ambush/1/at")}));
}

void TstPlan::bwn15_1_ambushNeverOnTheMainObjective()
{
    // BWN 15.1: never on the main objective; a secondary objective is allowed.
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("wood"), QStringLiteral("woods"), 30, 40, 20, 10)
              << rectPiece(QStringLiteral("copse"), QStringLiteral("woods"), 90, 40, 20, 10);
    p.objectives.main = QStringLiteral("wood");
    p.objectives.secondary = {QStringLiteral("copse")};
    p.notes.a =
        PlayerNotes{QString(), {{QStringLiteral("main"), {30, 40}}, {QStringLiteral("second"), {90, 40}}}, {}, {}, {}};
    QCOMPARE(keys(p), QStringList{QStringLiteral("AMBUSH_ON_MAIN_OBJECTIVE@/notes/A/ambush/0/at")});
}

void TstPlan::bwn15_1_ambushOneUnitPerPlace()
{
    BattlePlan p = emptyPlan();
    p.notes.a = PlayerNotes{
        QString(),
        {{QStringLiteral("r1"), {10, 10}}, {QStringLiteral("r2"), {20, 10}}, {QStringLiteral("r3"), {11, 10}}},
        {},
        {},
        {}};
    p.notes.b = PlayerNotes{QString(), {{QStringLiteral("r1"), {10, 110}}}, {}, {}, {}};
    QCOMPARE(keys(p), QStringList{QStringLiteral("AMBUSH_SAME_PLACE@/notes/A/ambush/2/at")});
}

// ---- objectives ----

void TstPlan::bwn14_6_objectivesSuggested()
{
    // BWN 14.6: the main objective nearest the centre; the two secondaries as equidistant as possible between the
    // deployment zones; values 10 / 5 / 5 at 32+8.
    BattlePlan p = emptyPlan();
    p.terrain << road(QStringLiteral("road"), {{60, 4}, {60, 116}}) // a line is never an objective
              << rectPiece(QStringLiteral("wood"), QStringLiteral("woods"), 66, 64, 10, 10)
              << rectPiece(QStringLiteral("hill"), QStringLiteral("hills"), 20, 60, 10, 10)
              << rectPiece(QStringLiteral("town"), QStringLiteral("bua-1"), 100, 40, 10, 10)
              << rectPiece(QStringLiteral("rough"), QStringLiteral("difficult"), 30, 100, 10, 10);
    const PlanObjectives o = suggestObjectives(context(p), p);
    QCOMPARE(o.main, QStringLiteral("wood"));
    QCOMPARE(o.secondary, (QStringList{QStringLiteral("hill"), QStringLiteral("town")}));
    QVERIFY(o.values);
    QCOMPARE(o.values->main, 10);
    QCOMPARE(o.values->secondary, (QList<int>{5, 5}));
    // A piece over the centre beats one whose middle is nearer.
    p.terrain << rectPiece(QStringLiteral("big"), QStringLiteral("hills"), 45, 60, 40, 10);
    QCOMPARE(suggestObjectives(context(p), p).main, QStringLiteral("big"));
}

void TstPlan::bwn14_6_objectivesNamePieces()
{
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("wood"), QStringLiteral("woods"), 60, 60, 10, 10);
    p.objectives.main = QStringLiteral("wood");
    p.objectives.secondary = {QStringLiteral("nothing"), QStringLiteral("wood")};
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("OBJECTIVE_UNKNOWN_PIECE@/objectives/secondary/0"),
                          QStringLiteral("OBJECTIVE_TWICE@/objectives/secondary/1")}));
}

void TstPlan::bwn14_6_mainObjectiveNearestTheCentre()
{
    // BWN 14.6: "Cel główny to element terenu położony najbliżej środka pola bitwy" — the player with the
    // initiative chooses among the nearest only; a piece farther away (or a road) is not the main objective.
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("centre"), QStringLiteral("woods"), 62, 62, 10, 10)
              << rectPiece(QStringLiteral("far"), QStringLiteral("hills"), 20, 30, 10, 10)
              << road(QStringLiteral("road"), {{60, 4}, {60, 116}});
    p.objectives.main = QStringLiteral("centre");
    QCOMPARE(keys(p), QStringList());
    p.objectives.main = QStringLiteral("far");
    QCOMPARE(keys(p), QStringList{QStringLiteral("OBJECTIVE_MAIN_NOT_NEAREST@/objectives/main")});
    p.objectives.main = QStringLiteral("road"); // a road runs through the centre but is never an objective
    QCOMPARE(keys(p), QStringList{QStringLiteral("OBJECTIVE_MAIN_NOT_NEAREST@/objectives/main")});
    // Two pieces over the centre are equally near: either may be chosen.
    p.terrain << rectPiece(QStringLiteral("also"), QStringLiteral("hills"), 58, 58, 10,
                           10); // the wood stands on the hill
    p.objectives.main = QStringLiteral("also");
    QCOMPARE(keys(p), QStringList());
    p.objectives.main = QStringLiteral("centre");
    QCOMPARE(keys(p), QStringList());
}

void TstPlan::bwn3_5_deployedRegimentsOnTheirTerrain()
{
    // BWN 3.5: "W lesie można poruszać się tylko w szyku luźnym", "Artyleria NIE MOŻE wchodzić do lasu"; a stream
    // costs 5 cm to cross; a unit in impassable terrain is destroyed. Infantry in a wood, guns in a wood, cavalry
    // across a stream and a regiment in a marsh are warned of: the plan stays legal until the players move them.
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("wood"), QStringLiteral("woods"), 30, 14, 20, 12)
              << linePiece(QStringLiteral("brook"), QStringLiteral("stream"), {{80, 0}, {80, 30}}, 1)
              << rectPiece(QStringLiteral("marsh"), QStringLiteral("impassable"), 105, 14, 10, 10);
    const auto at = [](double x) { return JsonPoint{x, 18}; };
    p.deployment << DeployedFormation{Player::A,
                                      QStringLiteral("inf"),
                                      QString(),
                                      at(30),
                                      0,
                                      Formation::Line,
                                      {{QStringLiteral("Line"), QStringLiteral("infantry"), 2}},
                                      QString(),
                                      {}}
                 << DeployedFormation{Player::A,
                                      QStringLiteral("guns"),
                                      QString(),
                                      at(36),
                                      0,
                                      Formation::Line,
                                      {{QStringLiteral("Guns"), QStringLiteral("artillery-6pdr"), 1}},
                                      QString(),
                                      {}}
                 << DeployedFormation{Player::A,
                                      QStringLiteral("cav"),
                                      QString(),
                                      at(80),
                                      0,
                                      Formation::Line,
                                      {{QStringLiteral("Hussars"), QStringLiteral("cavalry"), 2}},
                                      QString(),
                                      {}}
                 << DeployedFormation{Player::A,
                                      QStringLiteral("lost"),
                                      QString(),
                                      at(105),
                                      0,
                                      Formation::Line,
                                      {{QStringLiteral("Lost"), QStringLiteral("infantry"), 1}},
                                      QString(),
                                      {}}
                 << DeployedFormation{Player::A,
                                      QStringLiteral("open"),
                                      QString(),
                                      at(60),
                                      0,
                                      Formation::Line,
                                      {{QStringLiteral("Fine"), QStringLiteral("infantry"), 2}},
                                      QString(),
                                      {}};
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("DEPLOY_OPEN_ORDER_ONLY@/deployment/0/units/0"),
                          QStringLiteral("DEPLOY_ARTILLERY_BARRED@/deployment/1/units/0"),
                          QStringLiteral("DEPLOY_ACROSS_WATER@/deployment/2/units/0"),
                          QStringLiteral("DEPLOY_IMPASSABLE@/deployment/3/units/0")}));
    const auto report = checkPlan(*m_ruleset, p);
    for (const Issue &i : report->issues)
        QCOMPARE(i.severity, Severity::Warning);
    QVERIFY(report->valid()); // warnings only
    p.deployment.removeAt(4);
    p.deployment.removeAt(3);
    p.deployment.removeAt(2);
    p.deployment.removeAt(1);
    p.deployment[0].at = JsonPoint{60, 18}; // moved out of the wood
    QCOMPARE(keys(p), QStringList());
}

void TstPlan::bwn14_4_piecesLaidOnPieces()
{
    // Pieces are placed one at a time beside each other (BWN 14.4); a wood dropped on a wood is warned of, a wood on
    // a hill is usual (planner.deploymentTerrain.mayCarry), pieces that only touch are side by side.
    BattlePlan p = emptyPlan();
    p.terrain << rectPiece(QStringLiteral("w1"), QStringLiteral("woods"), 40, 60, 20, 15)
              << rectPiece(QStringLiteral("w2"), QStringLiteral("woods"), 45, 62, 20, 15)
              << rectPiece(QStringLiteral("beside"), QStringLiteral("difficult"), 60, 60, 20, 15)
              << rectPiece(QStringLiteral("hill"), QStringLiteral("hills"), 90, 60, 24, 16)
              << rectPiece(QStringLiteral("w3"), QStringLiteral("woods"), 90, 60, 10, 10);
    QCOMPARE(keys(p),
             (QStringList{QStringLiteral("PIECES_OVERLAP@/terrain/1"), QStringLiteral("PIECES_OVERLAP@/terrain/2")}));
    p.terrain.removeAt(1);
    QCOMPARE(keys(p), QStringList()); // "beside" touches w1 along an edge only
}

void TstPlan::bwn14_6_objectivesFromTheArmiesLimits()
{
    // BWN 14.6, 12.2: without a preset, the battle is as big as the armies' limits: two 64-point rosters fight a
    // bigger battle, 50% / 25% / 25% of the bigger army's value (60 and 63.5: 31, 15, 15); an army of two corps
    // makes a very large (army) battle, the objectives together half the bigger army's value rounded up (32:
    // 16 / 8 / 8).
    BattlePlan p = emptyPlan(180, 120);
    p.armies.a.value = HalfPoints::fromWhole(60);
    p.armies.b.value = HalfPoints::fromHalves(127);
    QCOMPARE(context(p).frame.mainObjective, 10); // no limits known: the vanguard's
    p.armies.a.unitsLimit = HalfPoints::fromWhole(64);
    p.armies.b.unitsLimit = HalfPoints::fromWhole(64);
    PlanContext c = context(p);
    QVERIFY(c.frame.largeBattle);
    QCOMPARE(c.frame.mainObjective, 31);
    QCOMPARE(c.frame.secondaryObjectives, (QList<int>{15, 15}));
    QCOMPARE(suggestObjectives(c, p).values->main, 31);
    p.armies.b.corps = 2;
    c = context(p);
    QVERIFY(c.frame.armyBattle);
    QCOMPARE(c.frame.mainObjective, 16);
    QCOMPARE(c.frame.secondaryObjectives, (QList<int>{8, 8}));
    // A plan's preset, when the players named one, stays the battle's size.
    p.armies.b.corps = 1;
    p.preset = QStringLiteral("32+8");
    QCOMPARE(context(p).frame.mainObjective, 10);
    // The values a plan keeps follow the frame once the armies change.
    p.preset.clear();
    p.battlefield = BattlefieldRef{4, QStringLiteral("wooded"), QString()};
    refreshObjectiveValues(p, context(p).frame);
    QCOMPARE(p.objectives.values->main, 31);
}

// ---- before the terrain: initiative, side, the armies' own terrain, the allowance checklist ----

void TstPlan::bwn14_2_initiativeDecidesWhoIsA()
{
    // BWN 14.2: d6 + the commander-in-chief's command, ties rerolled; the winner is A. The second army wins here
    // after a tie: 3+1 = 4 : 4+0 = 4, then 2+1 = 3 : 5+0 = 5.
    ArmyRef first, second;
    first.name = QStringLiteral("mine");
    first.command = 1;
    second.name = QStringLiteral("theirs");
    PhysicalDice dice({3, 4, 2, 5});
    QString error;
    const auto o = rollPlanInitiative(*m_ruleset, first, second, dice, &error);
    QVERIFY2(o, qPrintable(error));
    QVERIFY(!o->firstWon);
    BattlePlan p = emptyPlan();
    applyInitiative(p, first, second, *o, QStringLiteral("south"), true);
    QCOMPARE(p.armies.a.name, QStringLiteral("theirs"));
    QCOMPARE(p.armies.b.name, QStringLiteral("mine"));
    QCOMPARE(p.initiative->rolls, (QList<QList<int>>{{4, 4}, {5, 3}})); // from A's side
    QCOMPARE(p.initiative->dice, (QList<QList<int>>{{4, 3}, {5, 2}}));
    QVERIFY(p.initiative->entered);
    QCOMPARE(p.initiative->side, QStringLiteral("south"));
    // The initial-initiative bonus (BWN 13.3: +2 to the first roll) turns a 3 : 4 into 5 : 4.
    first.command.reset();
    first.initiativeBonus = 2;
    PhysicalDice bonus({3, 4});
    const auto b = rollPlanInitiative(*m_ruleset, first, second, bonus, &error);
    QVERIFY2(b, qPrintable(error));
    QVERIFY(b->firstWon);
    QCOMPARE(b->roll.rounds.first().totalA, 5);
    // The program's dice: the same seed, the same winner and rounds.
    SeededDice s1(1813), s2(1813);
    const auto r1 = rollPlanInitiative(*m_ruleset, first, second, s1, &error),
               r2 = rollPlanInitiative(*m_ruleset, first, second, s2, &error);
    QVERIFY(r1 && r2);
    QCOMPARE(r1->firstWon, r2->firstWon);
    QCOMPARE(r1->roll.rounds.size(), r2->roll.rounds.size());
    QCOMPARE(r1->roll.rounds.last().a, r2->roll.rounds.last().a);
}

void TstPlan::bwn14_2_initiativeWithThePlayersDice()
{
    // BWN 14.2: the players' own dice; a tie with no more dice is no result, never a guess.
    PhysicalDice tied({4, 4});
    QString error;
    QVERIFY(!rollPlanInitiative(*m_ruleset, ArmyRef(), ArmyRef(), tied, &error));
    QVERIFY2(error.contains(QLatin1String("BWN 14.2")), qPrintable(error));
    PhysicalDice offTheDie({7, 1});
    QVERIFY(!rollPlanInitiative(*m_ruleset, ArmyRef(), ArmyRef(), offTheDie, &error));
}

void TstPlan::bwn14_2_winnerPicksTheSide()
{
    // BWN 14.2: the winner picks his side before the terrain: any edge of a square table, a long edge of a longer one.
    QCOMPARE(tableEdges({120, 120}).size(), 4);
    QCOMPARE(tableEdges({180, 120}), (QStringList{QStringLiteral("south"), QStringLiteral("north")}));
    QCOMPARE(tableEdges({240, 120}).size(), 2);
    QCOMPARE(oppositeEdge(QStringLiteral("east")), QStringLiteral("west"));
    QCOMPARE(oppositeEdge(QStringLiteral("north")), QStringLiteral("south"));
    QCOMPARE(edgeName(QStringLiteral("north")).get(QStringLiteral("pl")), QStringLiteral("północna"));
    QCOMPARE(edgeName(QStringLiteral("west")).get(QStringLiteral("en")), QStringLiteral("west"));
    QVERIFY(edgeName(QStringLiteral("up")).isEmpty());
}

void TstPlan::bwn13_3_armyTerrainFromTheRoster()
{
    // BWN 13.3: the extra terrain and the initial-initiative bonus a roster bought go into the plan's army.
    LoadError error;
    auto checked =
        checkRosterFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-austria-1809.bwroster"), m_data, &error);
    QVERIFY2(checked, qPrintable(error.toLine()));
    ArmyRef a = armyFromRoster(*checked->bound, checked->report.totals.armyValue(), QStringLiteral("austria.bwroster"));
    QCOMPARE(a.bought, QStringList{QStringLiteral("hills")});
    QCOMPARE(a.initiativeBonus, 2);
    QCOMPARE(a.roster, QStringLiteral("austria.bwroster"));
    QVERIFY(!a.command); // the demo's commander-in-chief is not drawn yet
    // Fortification upgrades (BWN 13.3) by their counts.
    Roster r = *checked->roster;
    for (const auto &[id, n] :
         {std::pair{QStringLiteral("redoubt"), 1}, std::pair{QStringLiteral("fortification-line"), 2}}) {
        RosterUpgrade u;
        u.id = id;
        u.count = n;
        r.upgrades << u;
    }
    const auto bound = bindRoster(r, m_data, QStringLiteral("austria.bwroster"), &error);
    QVERIFY2(bound, qPrintable(error.toLine()));
    a = armyFromRoster(*bound, HalfPoints(), QString());
    QCOMPARE(a.fortifications,
             (QMap<QString, int>{{QStringLiteral("redoubt"), 1}, {QStringLiteral("fortification-line"), 2}}));
    BattlePlan p = emptyPlan();
    p.armies.b = a;
    const PlacementInput in = placementInput(p);
    QCOMPARE(in.b.bought, QStringList{QStringLiteral("hills")});
    QCOMPARE(in.b.fortifications.value(QStringLiteral("fortification-line")), 2);
    QVERIFY(in.a.bought.isEmpty());
}

void TstPlan::bwn14_4_checklistFollowsThePlacementSequence()
{
    // BWN 14.4: placing a generated layout (which follows the placement sequence) piece by piece, the checklist's next
    // step is always the piece placed next: same player and kind, and the same type where the step fixes one. An
    // optional step (a free piece, a road over the minimum) may be given up for a later phase.
    for (int roll = 1; roll <= 6; ++roll) {
        const BattlePlan full = generated(roll, QStringLiteral("180x120"), 77 + roll, nullptr, true);
        QVERIFY(!full.terrain.isEmpty());
        BattlePlan p = full;
        p.terrain.clear();
        for (qsizetype k = 0; k <= full.terrain.size(); ++k) {
            const AllowanceChecklist list = allowanceChecklist(context(p), p);
            const QString where = QStringLiteral("roll %1, before piece %2").arg(roll).arg(k + 1);
            if (k == full.terrain.size()) {
                QVERIFY2(!list.next || !list.next->mandatory, qPrintable(where));
                for (const ChecklistRow &r : list.rows)
                    QVERIFY2(r.placed >= r.min && r.placed <= r.max, qPrintable(where + QLatin1Char(' ') + r.type));
                break;
            }
            const TerrainPiece &t = full.terrain[k];
            const PieceKind kind = t.type == QLatin1String("roads") ? PieceKind::Road : t.kind;
            QVERIFY2(list.next, qPrintable(where));
            QCOMPARE(list.next->step, int(k) + 1);
            if (list.next->kind == kind) {
                QVERIFY2(list.next->player == t.owner, qPrintable(where));
                if (!list.next->type.isEmpty())
                    QVERIFY2(list.next->type == t.type,
                             qPrintable(where + QLatin1Char(' ') + list.next->type + QLatin1String(" != ") + t.type));
            } else {
                QVERIFY2(!list.next->mandatory, qPrintable(where));
            }
            // The rows marked next are those the step names.
            QVERIFY(std::any_of(list.rows.cbegin(), list.rows.cend(), [](const ChecklistRow &r) { return r.next; }));
            p.terrain << t;
        }
    }
}

void TstPlan::bwn14_3_checklistCountsAgainstMinAndMax()
{
    // BWN 14.3: wooded land on 120x120: woods 6 (4), stream 1 (1), roads 2 (2). Seven woods are over the maximum, and
    // the first step is A's stream (a stream only as a player's first piece, BWN 14.4).
    BattlePlan p = emptyPlan();
    p.battlefield = BattlefieldRef{4, QStringLiteral("wooded"), QString()};
    AllowanceChecklist list = allowanceChecklist(context(p), p);
    QCOMPARE(list.pieceLimit, 12);
    QVERIFY(list.next);
    QCOMPARE(list.next->player, Player::A);
    QCOMPARE(list.next->type, QStringLiteral("stream"));
    QVERIFY(list.next->mandatory);
    auto row = [&](const QString &type) {
        for (const ChecklistRow &r : list.rows)
            if (r.type == type && !r.player)
                return r;
        return ChecklistRow();
    };
    QCOMPARE(row(QStringLiteral("woods")).min, 4);
    QCOMPARE(row(QStringLiteral("woods")).max, 6);
    QCOMPARE(row(QStringLiteral("roads")).kind, PieceKind::Road);
    QVERIFY(row(QStringLiteral("stream")).next);
    for (int k = 0; k < 7; ++k) {
        TerrainPiece t = rectPiece(QStringLiteral("w%1").arg(k), QStringLiteral("woods"), 10 + 15 * k, 60, 10, 10,
                                   k % 2 ? Player::B : Player::A);
        t.order = k + 1;
        p.terrain << t;
    }
    list = allowanceChecklist(context(p), p);
    QCOMPARE(row(QStringLiteral("woods")).placed, 7);
    QCOMPARE(list.pieces, 7);
    // The stream can no longer be anyone's first piece: the next mandatory piece is the first type under its minimum.
    QVERIFY(list.next);
    QCOMPARE(list.next->player, Player::B);
    QVERIFY(list.next->mandatory);
    QVERIFY2(list.next->type != QLatin1String("stream") && row(list.next->type).placed < row(list.next->type).min,
             qPrintable(list.next->type));
    // No battlefield: no checklist.
    QVERIFY(allowanceChecklist(context(emptyPlan()), emptyPlan()).rows.isEmpty());
}

void TstPlan::bwn14_4_checklistOwnPiecesAlternateFromA()
{
    // BWN 14.4: bought terrain alternately (from A, reading); a player with none left passes. A bought two, B one.
    BattlePlan p = generated(3, QStringLiteral("120x120"), 9);
    p.terrain.removeIf([](const TerrainPiece &t) { return t.kind != PieceKind::Piece; });
    p.armies.a.bought = {QStringLiteral("woods"), QStringLiteral("hills")};
    p.armies.b.bought = {QStringLiteral("difficult")};
    int order = 0;
    for (const TerrainPiece &t : p.terrain)
        order = std::max(order, t.order);
    QList<Player> sequence;
    for (int k = 0; k < 3; ++k) {
        const AllowanceChecklist list = allowanceChecklist(context(p), p);
        QVERIFY(list.next);
        QCOMPARE(list.next->kind, PieceKind::Bought);
        sequence << list.next->player;
        TerrainPiece t = rectPiece(QStringLiteral("b%1").arg(k), list.next->type, 5, 5 + 10 * k, 4, 4,
                                   list.next->player, PieceKind::Bought);
        t.order = ++order;
        p.terrain << t;
    }
    QCOMPARE(sequence, (QList<Player>{Player::A, Player::B, Player::A}));
    const AllowanceChecklist done = allowanceChecklist(context(p), p);
    QVERIFY(done.next);
    QCOMPARE(done.next->kind, PieceKind::Road);
    QCOMPARE(done.next->player, Player::B); // roads start with the player who lost the initiative
    int ownRows = 0;
    for (const ChecklistRow &r : done.rows)
        if (r.kind == PieceKind::Bought) {
            ++ownRows;
            QCOMPARE(r.placed, r.max);
        }
    QCOMPARE(ownRows, 3);
}

// ---- generate ----

void TstPlan::bwn14_4_generatedLayoutsAreLegal()
{
    // Property: for every battlefield type and table size, the generated layout passes every check, over many seeds.
    const int seeds =
        qEnvironmentVariableIntValue("SZTAB_PLAN_SEEDS") > 0 ? qEnvironmentVariableIntValue("SZTAB_PLAN_SEEDS") : 40;
    int layouts = 0;
    for (int roll = 1; roll <= 6; ++roll)
        for (const QString &table : tableSizes(*m_ruleset))
            for (int seed = 1; seed <= seeds; ++seed) {
                QString error;
                const BattlePlan p = generated(roll, table, quint64(seed) * 7919 + quint64(roll), &error);
                QVERIFY2(!p.terrain.isEmpty(),
                         qPrintable(
                             QStringLiteral("roll %1 table %2 seed %3: %4").arg(roll).arg(table).arg(seed).arg(error)));
                const QStringList k = keys(p);
                QVERIFY2(k.isEmpty(),
                         qPrintable(QStringLiteral("roll %1 table %2 seed %3: %4")
                                        .arg(roll)
                                        .arg(table)
                                        .arg(seed)
                                        .arg(k.join(QLatin1Char(' ')))));
                // Every minimum is met and there is something to fight over.
                QVERIFY(!suggestObjectives(context(p), p).main.isEmpty());
                ++layouts;
            }
    QCOMPARE(layouts, 6 * 3 * seeds);
}

void TstPlan::bwn14_4_generatedWithBoughtTerrainAndFortifications()
{
    // BWN 13.3, 14.3, 14.4: the same property with the armies' own pieces: each bought piece and fortification is on
    // the table, owned by its buyer, outside the maxima, fortifications within half the table of his edge, and
    // every check passes — over seeds x battlefields x tables.
    const int seeds =
        qEnvironmentVariableIntValue("SZTAB_PLAN_SEEDS") > 0 ? qEnvironmentVariableIntValue("SZTAB_PLAN_SEEDS") : 40;
    int layouts = 0;
    for (int roll = 1; roll <= 6; ++roll)
        for (const QString &table : tableSizes(*m_ruleset))
            for (int seed = 1; seed <= seeds; ++seed) {
                QString error;
                const QString where = QStringLiteral("roll %1 table %2 seed %3").arg(roll).arg(table).arg(seed);
                const BattlePlan p = generated(roll, table, quint64(seed) * 104729 + quint64(roll), &error, true);
                QVERIFY2(!p.terrain.isEmpty(), qPrintable(where + QStringLiteral(": ") + error));
                QStringList own;
                for (const TerrainPiece &t : p.terrain)
                    if (t.kind == PieceKind::Bought || t.kind == PieceKind::Special
                        || t.kind == PieceKind::Fortification)
                        own << QStringLiteral("%1:%2:%3")
                                   .arg(QLatin1String(enumName(t.owner)), QLatin1String(enumName(t.kind)), t.type);
                QCOMPARE(own,
                         (QStringList{QStringLiteral("A:bought:woods"), QStringLiteral("B:bought:bua-2"),
                                      QStringLiteral("B:special:difficult"),
                                      QStringLiteral("A:fortification:fortification-line"),
                                      QStringLiteral("B:fortification:redoubt"),
                                      QStringLiteral("A:fortification:fortification-line")}));
                const QStringList k = keys(p);
                QVERIFY2(k.isEmpty(), qPrintable(where + QStringLiteral(": ") + k.join(QLatin1Char(' '))));
                ++layouts;
            }
    QCOMPARE(layouts, 6 * 3 * seeds);
    // The checks would see a fortification moved beyond half the table.
    BattlePlan p = generated(2, QStringLiteral("120x120"), 5, nullptr, true);
    for (TerrainPiece &t : p.terrain)
        if (t.type == QLatin1String("redoubt"))
            t.centre = JsonPoint{60, 50}; // B's edge is at 120: 65 from it
    QVERIFY2(keys(p).join(QLatin1Char(' ')).contains(QLatin1String("FORTIFICATION_TOO_FAR")),
             qPrintable(keys(p).join(QLatin1Char(' '))));
}

void TstPlan::bwn14_4_generatedSameSeedSameLayout()
{
    const BattlePlan a = generated(4, QStringLiteral("180x120"), 1813);
    const BattlePlan b = generated(4, QStringLiteral("180x120"), 1813);
    const BattlePlan c = generated(4, QStringLiteral("180x120"), 1814);
    QVERIFY(!a.terrain.isEmpty());
    QCOMPARE(planToJson(a), planToJson(b));
    QVERIFY(planToJson(a) != planToJson(c));
}

void TstPlan::bwn14_4_generateNeedsABattlefield()
{
    SeededDice dice(1);
    QString error;
    QVERIFY(!generateTerrain(*m_ruleset, emptyPlan(), dice, &error));
    QVERIFY(error.contains(QLatin1String("BWN 14.3")));
}

// ---- secrets ----

void TstPlan::secrets_exportLeavesTheOtherPlayersNotesOut()
{
    BattlePlan p = emptyPlan();
    p.notes.a = PlayerNotes{QStringLiteral("A's plan"), {{QStringLiteral("voltigeurs"), {20, 40}}}, {}, {}, {}};
    p.notes.b = PlayerNotes{QStringLiteral("B's plan"), {{QStringLiteral("cossacks"), {20, 100}}}, {}, {}, {}};
    const BattlePlan forA = exportFor(p, Player::A);
    QVERIFY(forA.notes.a == p.notes.a);
    QVERIFY(!forA.notes.b);
    QCOMPARE(forA.exportedFor, std::optional<Player>(Player::A));
    const QByteArray text = QJsonDocument(planToJson(forA)).toJson();
    QVERIFY(!text.contains("cossacks") && !text.contains("B's plan"));
    const BattlePlan forB = exportFor(p, Player::B);
    QVERIFY(!forB.notes.a);
    QVERIFY(forB.notes.b == p.notes.b);
    QVERIFY(!QJsonDocument(planToJson(forB)).toJson().contains("voltigeurs"));
    // Each copy holds its own player's secrets only; the full plan both.
    QVERIFY(holdsSecretsOf(p, Player::A) && holdsSecretsOf(p, Player::B));
    QVERIFY(holdsSecretsOf(forA, Player::A) && !holdsSecretsOf(forA, Player::B));
    QVERIFY(!holdsSecretsOf(forB, Player::A) && holdsSecretsOf(forB, Player::B));
    // Everything else is the same.
    BattlePlan stripped = forA;
    stripped.notes = p.notes;
    stripped.exportedFor.reset();
    QVERIFY(stripped == p);
}

QTEST_GUILESS_MAIN(TstPlan)
#include "tst_plan.moc"
