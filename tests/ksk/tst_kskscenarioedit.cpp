// SPDX-License-Identifier: GPL-3.0-or-later
// The KSK scenario editor's edits (core/ksk/scenarioedit.h): what each edit refuses and why, what the loader's own
// checks list for the whole, where an issue's pointer lands, and that every edit survives a save and a load.
#include "foundation/document.h"
#include "foundation/jsonschema.h"
#include "ksk/scenarioedit.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sztab;
using namespace sztab::ksk;

namespace {

Scenario demo()
{
    LoadError error;
    const auto s = loadScenario(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/ksk/demo-alma-1854.json"), &error);
    if (!s)
        qFatal("%s", qPrintable(error.toLine()));
    return *s;
}

QJsonObject schema()
{
    LoadError error;
    const auto s = readJsonFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/ksk/ksk-scenario.schema.json"), &error);
    if (!s)
        qFatal("%s", qPrintable(error.toLine()));
    return *s;
}

QStringList codes(const Scenario &s)
{
    QStringList out;
    for (const Issue &i : scenarioIssues(s))
        out << i.code + QLatin1Char(' ') + i.path;
    return out;
}

// The row of the commander, formation or brigade with this id (-1 when none).
int rowOf(const Scenario &s, ScenarioTable table, const QString &id)
{
    for (int r = 0; r < scenarioRowCount(s, table); ++r)
        if (scenarioRow(s, table, r).value(QStringLiteral("id")).toString() == id)
            return r;
    return -1;
}

// A refused edit: false, the reason in both languages, the scenario exactly as it was.
void expectRefused(const Scenario &before, ScenarioTable table, int row, const QString &field, const QVariant &value)
{
    Scenario s = before;
    Text why;
    QVERIFY2(!setScenarioField(s, table, row, field, value, &why),
             qPrintable(field + QLatin1Char('=') + value.toString()));
    QVERIFY2(!why.get(QStringLiteral("pl")).isEmpty() && !why.get(QStringLiteral("en")).isEmpty(), qPrintable(field));
    QVERIFY(why.get(QStringLiteral("pl")) != why.get(QStringLiteral("en")));
    QVERIFY(s == before);
}

// The scenario as a file says it: saved, then read back (by the loader when it has no issues, else by the shape
// reader the editor opens drafts with).
std::optional<Scenario> savedAndRead(const Scenario &s, const QString &path)
{
    QString error;
    if (!saveScenario(s, path, &error))
        return std::nullopt;
    LoadError loadError;
    if (scenarioIssues(s).isEmpty())
        return loadScenario(path, &loadError);
    const auto doc = readJsonFile(path, &loadError);
    return doc ? readScenarioShape(*doc, path, &loadError) : std::nullopt;
}

// Types the scenario of the Quick Test from blank: a commander-in-chief and one division with one brigade a side.
Scenario typedSmallScenario()
{
    Scenario s = blankScenario();
    Text why;
    for (const QString &side : {QStringLiteral("A"), QStringLiteral("B")}) {
        const int c = addScenarioRow(s, ScenarioTable::Commanders, side, &why);
        setScenarioField(s, ScenarioTable::Commanders, c, QStringLiteral("id"), QStringLiteral("chief-") + side, &why);
        const int f = addScenarioRow(s, ScenarioTable::Formations, side, &why);
        setScenarioField(s, ScenarioTable::Formations, f, QStringLiteral("id"), QStringLiteral("division-") + side,
                         &why);
        addScenarioRow(s, ScenarioTable::Brigades, QStringLiteral("division-") + side, &why);
    }
    return s;
}

} // namespace

class TstKskScenarioEdit : public QObject {
    Q_OBJECT

private slots:
    void ksk_scenarioEdit_blankScenarioListsEachSidesMissingCommanderInChief()
    {
        const Scenario s = blankScenario();
        QCOMPARE(codes(s),
                 (QStringList{QStringLiteral("KSK_NO_COMMANDER_IN_CHIEF /sides/0/commanders"),
                              QStringLiteral("KSK_NO_COMMANDER_IN_CHIEF /sides/1/commanders")}));
        const ScenarioLocation at = locateScenarioPointer(s, QStringLiteral("/sides/1/commanders"));
        QCOMPARE(at.table, std::optional<ScenarioTable>(ScenarioTable::Commanders));
        QCOMPARE(at.row, -1);
    }

    void ksk_scenarioEdit_typedFromBlankHasNoIssuesAndLoads()
    {
        const Scenario s = typedSmallScenario();
        QCOMPARE(codes(s), QStringList());
        QCOMPARE(s.commanderInChief(Side::A).id, QStringLiteral("chief-A"));
        QCOMPARE(s.setup(Side::B).formations.first().brigades.size(), 1);
        QVERIFY(schema().size() > 0);
        const auto violations = validateJsonSchema(scenarioToJson(s), schema());
        QVERIFY2(violations.isEmpty(),
                 qPrintable(violations.value(0).pointer + QLatin1Char(' ') + violations.value(0).message));
        QTemporaryDir dir;
        const auto again = savedAndRead(s, dir.filePath(QStringLiteral("small.json")));
        QVERIFY(again);
        QVERIFY(*again == s);
    }

    void ksk_scenarioEdit_demoSavedAndLoadedIsTheSameValue()
    {
        const Scenario s = demo();
        QCOMPARE(codes(s), QStringList());
        QTemporaryDir dir;
        const auto again = savedAndRead(s, dir.filePath(QStringLiteral("alma.json")));
        QVERIFY(again);
        QVERIFY(*again == s);
    }

    void ksk_scenarioEdit_everyEditThenSaveAndLoadGivesTheSameValue()
    {
        QTemporaryDir dir;
        Scenario s = demo();
        Text why;
        const QString path = dir.filePath(QStringLiteral("edited.json"));
        int step = 0;
        const auto check = [&](bool applied, const char *what) {
            QVERIFY2(applied, qPrintable(QString::fromLatin1(what) + QLatin1String(": ") + why.get()));
            const auto again = savedAndRead(s, path);
            QVERIFY2(again, what);
            QVERIFY2(*again == s, what);
            ++step;
        };
        const auto header = [&](const char *field, const QVariant &v) {
            check(setScenarioHeader(s, QLatin1String(field), v, &why), field);
        };
        header("id", QStringLiteral("my-alma"));
        header("namePl", QStringLiteral("Moja Alma"));
        header("nameEn", QStringLiteral("My Alma"));
        header("notePl", QStringLiteral("notatka"));
        header("date", QStringLiteral("1854-09-21"));
        header("stages", 12);
        header("orientation", QStringLiteral("pointy"));
        header("shifted", QStringLiteral("even"));
        header("columns", 40);
        header("rows", QStringLiteral("30"));
        header("couriersA", 5);
        header("couriersB", 0);
        header("initiativeA", -1);
        header("initiativeB", 2);
        header("sideNameEnB", QStringLiteral("Russians"));
        const auto cell = [&](ScenarioTable t, const QString &id, const char *field, const QVariant &v) {
            check(setScenarioField(s, t, rowOf(s, t, id), QLatin1String(field), v, &why), field);
        };
        cell(ScenarioTable::Commanders, QStringLiteral("raglan"), "rating", 7);
        cell(ScenarioTable::Commanders, QStringLiteral("raglan"), "hex", QStringLiteral("2020"));
        cell(ScenarioTable::Commanders, QStringLiteral("st-arnaud"), "namePl", QStringLiteral("Saint-Arnaud"));
        cell(ScenarioTable::Commanders, QStringLiteral("st-arnaud"), "role", QStringLiteral("corps"));
        cell(ScenarioTable::Commanders, QStringLiteral("st-arnaud"), "id", QStringLiteral("arnaud"));
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "rating", 3);
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "kind", QStringLiteral("independentBrigade"));
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "superior", QStringLiteral("arnaud"));
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "order", QStringLiteral("MF"));
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "axis", 4);
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "distance", 9);
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "entryStage", 3);
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "units", 5);
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "marker", QStringLiteral("french"));
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "commanderEn", QStringLiteral("Brown"));
        cell(ScenarioTable::Formations, QStringLiteral("light-division"), "side", QStringLiteral("B"));
        cell(ScenarioTable::Brigades, QStringLiteral("buller"), "nameEn", QStringLiteral("Buller's"));
        cell(ScenarioTable::Brigades, QStringLiteral("buller"), "formation", QStringLiteral("light-division"));
        const auto add = [&](ScenarioTable t, const QString &owner) {
            check(addScenarioRow(s, t, owner, &why) >= 0, "add");
        };
        add(ScenarioTable::Commanders, QStringLiteral("B"));
        add(ScenarioTable::Formations, QStringLiteral("A"));
        add(ScenarioTable::Brigades, QStringLiteral("light-division"));
        check(removeScenarioRow(s, ScenarioTable::Brigades,
                                rowOf(s, ScenarioTable::Brigades, QStringLiteral("codrington")), &why),
              "remove brigade");
        check(removeScenarioRow(s, ScenarioTable::Commanders,
                                rowOf(s, ScenarioTable::Commanders, QStringLiteral("arnaud")), &why),
              "remove commander");
        check(removeScenarioRow(s, ScenarioTable::Formations,
                                rowOf(s, ScenarioTable::Formations, QStringLiteral("light-division")), &why),
              "remove formation");
        // A draft with issues survives the same way: the grid shrunk under the counters.
        header("columns", 3);
        QVERIFY(!scenarioIssues(s).isEmpty());
        QVERIFY(step > 30);
    }

    void ksk_scenarioEdit_editsRefuseWhatTheLoaderRefusesAndSayWhy()
    {
        const Scenario s = demo();
        const int raglan = rowOf(s, ScenarioTable::Commanders, QStringLiteral("raglan"));
        const int menshikov = rowOf(s, ScenarioTable::Commanders, QStringLiteral("menshikov"));
        const int light = rowOf(s, ScenarioTable::Formations, QStringLiteral("light-division"));
        const int buller = rowOf(s, ScenarioTable::Brigades, QStringLiteral("buller"));
        QVERIFY(raglan >= 0 && menshikov >= 0 && light >= 0 && buller >= 0);
        expectRefused(s, ScenarioTable::Commanders, raglan, QStringLiteral("rating"), 11); // beyond the d10
        expectRefused(s, ScenarioTable::Commanders, raglan, QStringLiteral("rating"), QStringLiteral("five"));
        expectRefused(s, ScenarioTable::Commanders, raglan, QStringLiteral("hex"), QStringLiteral("9999"));
        expectRefused(s, ScenarioTable::Commanders, raglan, QStringLiteral("id"), QStringLiteral("menshikov"));
        expectRefused(s, ScenarioTable::Commanders, raglan, QStringLiteral("id"), QString());
        expectRefused(s, ScenarioTable::Commanders, raglan, QStringLiteral("role"), QStringLiteral("general"));
        expectRefused(s, ScenarioTable::Commanders, raglan, QStringLiteral("side"), QStringLiteral("B")); // B has one
        expectRefused(s, ScenarioTable::Commanders, rowOf(s, ScenarioTable::Commanders, QStringLiteral("st-arnaud")),
                      QStringLiteral("role"), QStringLiteral("commanderInChief"));
        expectRefused(s, ScenarioTable::Formations, light, QStringLiteral("superior"), QStringLiteral("kiryakov"));
        expectRefused(s, ScenarioTable::Formations, light, QStringLiteral("entryStage"), 11); // 10 stages
        expectRefused(s, ScenarioTable::Formations, light, QStringLiteral("units"), 0);
        expectRefused(s, ScenarioTable::Formations, light, QStringLiteral("marker"), QStringLiteral("blank"));
        expectRefused(s, ScenarioTable::Formations, light, QStringLiteral("axis"), 6);
        expectRefused(s, ScenarioTable::Formations, light, QStringLiteral("order"), QStringLiteral("X"));
        expectRefused(s, ScenarioTable::Brigades, buller, QStringLiteral("formation"), QStringLiteral("nowhere"));
        expectRefused(s, ScenarioTable::Brigades, buller, QStringLiteral("id"), QStringLiteral("raglan"));
        expectRefused(s, ScenarioTable::Brigades, 999, QStringLiteral("id"), QStringLiteral("x"));
        Scenario h = s;
        Text why;
        for (const auto &[field, value] :
             {std::pair{"stages", QVariant(0)}, std::pair{"couriersA", QVariant(100)},
              std::pair{"columns", QVariant(0)}, std::pair{"digits", QVariant(4)}, std::pair{"id", QVariant(QString())},
              std::pair{"orientation", QVariant(QStringLiteral("round"))}}) {
            QVERIFY2(!setScenarioHeader(h, QLatin1String(field), value, &why), field);
            QVERIFY(!why.get(QStringLiteral("pl")).isEmpty());
        }
        QVERIFY(h == s);
        Scenario blank = blankScenario();
        QCOMPARE(addScenarioRow(blank, ScenarioTable::Brigades, QString(), &why), -1);
        QVERIFY(why.get(QStringLiteral("en")).contains(QLatin1String("formation")));
    }

    void ksk_scenarioEdit_renamedCommanderTakesHisFormationsAlong()
    {
        Scenario s = demo();
        Text why;
        QVERIFY(setScenarioField(s, ScenarioTable::Commanders,
                                 rowOf(s, ScenarioTable::Commanders, QStringLiteral("st-arnaud")), QStringLiteral("id"),
                                 QStringLiteral("arnaud"), &why));
        int under = 0;
        for (const Formation &f : s.setup(Side::A).formations) {
            QVERIFY(f.superior != QLatin1String("st-arnaud"));
            under += f.superior == QLatin1String("arnaud");
        }
        QVERIFY(under > 0);
        QCOMPARE(codes(s), QStringList());
        // Removed, his formations stand under the commander-in-chief: still no issue.
        QVERIFY(removeScenarioRow(s, ScenarioTable::Commanders,
                                  rowOf(s, ScenarioTable::Commanders, QStringLiteral("arnaud")), &why));
        QCOMPARE(codes(s), QStringList());
    }

    void ksk_scenarioEdit_commanderMadeChiefGoesFirstAndTheOldChiefIsAnIssue()
    {
        Scenario s = demo();
        Text why;
        QVERIFY(setScenarioField(s, ScenarioTable::Commanders,
                                 rowOf(s, ScenarioTable::Commanders, QStringLiteral("raglan")), QStringLiteral("role"),
                                 QStringLiteral("wing"), &why));
        QCOMPARE(codes(s), QStringList{QStringLiteral("KSK_NO_COMMANDER_IN_CHIEF /sides/0/commanders")});
        QVERIFY(setScenarioField(s, ScenarioTable::Commanders,
                                 rowOf(s, ScenarioTable::Commanders, QStringLiteral("st-arnaud")),
                                 QStringLiteral("role"), QStringLiteral("commanderInChief"), &why));
        QCOMPARE(s.commanderInChief(Side::A).id, QStringLiteral("st-arnaud"));
        QCOMPARE(rowOf(s, ScenarioTable::Commanders, QStringLiteral("st-arnaud")), 0);
        QCOMPARE(codes(s), QStringList()); // his formations went under him directly
    }

    void ksk_scenarioEdit_issuesNameTheRowAndFieldTheyAreAbout()
    {
        Scenario s = demo();
        Text why;
        const int light = rowOf(s, ScenarioTable::Formations, QStringLiteral("light-division"));
        QVERIFY(setScenarioField(s, ScenarioTable::Formations, light, QStringLiteral("distance"), 0, &why));
        QVERIFY(setScenarioHeader(s, QStringLiteral("columns"), 5, &why)); // most counters off the map now
        const QList<Issue> issues = scenarioIssues(s);
        bool sawDistance = false, sawHex = false;
        for (const Issue &i : issues) {
            QVERIFY(!i.message.get(QStringLiteral("pl")).isEmpty() && !i.message.get(QStringLiteral("en")).isEmpty());
            const ScenarioLocation at = locateScenarioPointer(s, i.path);
            QVERIFY2(at.table && at.row >= 0, qPrintable(i.path));
            const QVariantMap row = scenarioRow(s, *at.table, at.row);
            QVERIFY2(row.contains(at.field), qPrintable(i.path + QLatin1String(" -> ") + at.field));
            if (i.code == QLatin1String("KSK_ORDER_NO_DISTANCE")) {
                sawDistance = true;
                QCOMPARE(at.row, light);
                QCOMPARE(at.field, QStringLiteral("distance"));
                QCOMPARE(i.section, QStringLiteral("KSK III.30"));
            }
            sawHex |= i.code == QLatin1String("KSK_HEX_OFF_GRID");
        }
        QVERIFY(sawDistance && sawHex);
        // A brigade's pointer lands on the brigades' table, a side's couriers on the header.
        const ScenarioLocation brigade =
            locateScenarioPointer(s, QStringLiteral("/sides/0/formations/0/brigades/1/id"));
        QCOMPARE(brigade.table, std::optional<ScenarioTable>(ScenarioTable::Brigades));
        QCOMPARE(brigade.row, 1);
        const ScenarioLocation couriers = locateScenarioPointer(s, QStringLiteral("/sides/1/couriers"));
        QVERIFY(!couriers.table);
        QCOMPARE(couriers.field, QStringLiteral("couriersB"));
    }

    void ksk_scenarioEdit_loaderRefusesAtTheFirstProblemTheEditorLists()
    {
        Scenario s = demo();
        Text why;
        QVERIFY(setScenarioHeader(s, QStringLiteral("columns"), 5, &why));
        const QList<ScenarioProblem> problems = scenarioProblems(s);
        QVERIFY(problems.size() > 1);
        LoadError error;
        QVERIFY(!scenarioFromJson(scenarioToJson(s), QStringLiteral("mine.json"), &error));
        QCOMPARE(error.pointer, problems.first().pointer);
        QVERIFY(error.message.startsWith(problems.first().message.get(QStringLiteral("en"))));
    }

    void ksk_scenarioEdit_columnsComeFromTheCore()
    {
        const Scenario s = demo();
        for (const ScenarioTable t : {ScenarioTable::Commanders, ScenarioTable::Formations, ScenarioTable::Brigades}) {
            const QVariantMap row = scenarioRow(s, t, 0);
            for (const ScenarioColumn &c : scenarioColumns(t, s)) {
                QVERIFY2(row.contains(c.field), qPrintable(c.field));
                QVERIFY(!c.title.get(QStringLiteral("pl")).isEmpty());
                QCOMPARE(c.choices.size(), c.choiceWords.size());
            }
        }
        const int light = rowOf(s, ScenarioTable::Formations, QStringLiteral("light-division"));
        QCOMPARE(scenarioChoices(s, ScenarioTable::Formations, light, QStringLiteral("superior")),
                 (QStringList{QString(), QStringLiteral("st-arnaud")}));
        const ScenarioColumn rating = scenarioColumns(ScenarioTable::Commanders, s).at(5);
        QCOMPARE(rating.field, QStringLiteral("rating"));
        QCOMPARE(rating.max, std::optional<int>(s.rules.die));
    }

    // KSK II.16: a scenario's own rules may change the rulebook's numbers; the editor lists every one the file
    // carries with its section, changes it within the range the loader takes, and the change round-trips.
    void ksk_II_16_scenarioRulesNumbersEditedWithinTheLoadersRange()
    {
        Scenario s = demo();
        const QVariantMap values = scenarioRuleValues(s);
        const QJsonObject written = scenarioToJson(s).value(QStringLiteral("rules")).toObject();
        const QList<ScenarioColumn> columns = scenarioRuleColumns(s);
        QCOMPARE(columns.size(), values.size());
        for (const ScenarioColumn &c : columns) {
            QVERIFY2(written.contains(c.field), qPrintable(c.field)); // every number of the file, by its own name
            QCOMPARE(values.value(c.field).toInt(), written.value(c.field).toInt());
            QVERIFY2(c.title.get(QStringLiteral("en")).contains(QStringLiteral("(KSK ")), qPrintable(c.field));
        }
        QCOMPARE(values.value(QStringLiteral("courierHexesPerStage")).toInt(), 10); // III.40

        Text why;
        QVERIFY(setScenarioRule(s, QStringLiteral("courierHexesPerStage"), QStringLiteral("12"), &why));
        QCOMPARE(s.rules.courierHexesPerStage, 12);
        const Scenario before = s;
        // Refused, the scenario untouched: a courier that rides no hex, a face off the die, a die the face no
        // longer fits on, text, an unknown number.
        QVERIFY(!setScenarioRule(s, QStringLiteral("courierHexesPerStage"), 0, &why));
        QVERIFY(why.get(QStringLiteral("en")).contains(QStringLiteral("1 to 99")));
        QVERIFY(!setScenarioRule(s, QStringLiteral("interceptionFace"), 11, &why));
        QVERIFY(!setScenarioRule(s, QStringLiteral("interceptionFace"), 10, &why)); // I.15: the d10 reads 0–9
        QVERIFY(why.get(QStringLiteral("en")).contains(QStringLiteral("0 to 9")));
        QVERIFY(!setScenarioRule(s, QStringLiteral("die"), 8, &why)); // interception on 9
        QVERIFY(why.get(QStringLiteral("en")).contains(QStringLiteral("d8")));
        QVERIFY(!setScenarioRule(s, QStringLiteral("die"), QStringLiteral("ten"), &why));
        QVERIFY(!setScenarioRule(s, QStringLiteral("morale"), 3, &why));
        QVERIFY(s == before);

        QTemporaryDir dir;
        const auto again = savedAndRead(s, dir.filePath(QStringLiteral("house.json")));
        QVERIFY(again);
        QCOMPARE(again->rules.courierHexesPerStage, 12);
        QVERIFY(*again == s);
    }
};

QTEST_GUILESS_MAIN(TstKskScenarioEdit)
#include "tst_kskscenarioedit.moc"
