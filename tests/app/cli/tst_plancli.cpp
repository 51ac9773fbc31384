// SPDX-License-Identifier: GPL-3.0-or-later
// `bwn plan` (issue 6, CONTRACT: exit codes): new with a generated layout, check (0 legal, 1 a rule broken,
// 2 unusable, with one line on stderr), export for one player, map as SVG and PNG, objectives, deploy.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TstPlanCli : public QObject {
    Q_OBJECT
private slots:
    void newGenerateCheckIsLegal();
    void sameSeedSameFile();
    void bwn14_2_newWithInitiativeSideAndChecklist();
    void bwn14_2_initiativeRolledBySeed();
    void bwn14_4_checklistOfAPlan();
    void checkJsonNamesTheBrokenRule();
    void unusableInputExits2WithOneLine_data();
    void unusableInputExits2WithOneLine();
    void exportLeavesTheOtherPlayersNotesOut();
    void mapAsSvgAndPng();
    void deployARosterAndCheck();
    void bwn14_6_objectivesFromTheRosters();
    void bwn15_1_deployLeavesTheAmbushOut();
    void sheetsWithAPlanMapPage();

private:
    struct Run {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };
    Run bwn(const QStringList &args) const
    {
        QProcess p;
        p.start(QStringLiteral(SZTAB_BWN_PATH), args);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }
    static QJsonObject readJson(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(f.readAll()).object();
    }
    static bool writeJson(const QString &path, const QJsonObject &o)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(o).toJson()) > 0;
    }
    QString newPlan(const QTemporaryDir &dir, const QString &name, const QStringList &extra = {}) const
    {
        const QString path = dir.filePath(name);
        const Run r = bwn(QStringList{QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--table"),
                                      QStringLiteral("180x120"), QStringLiteral("--seed"), QStringLiteral("42"),
                                      QStringLiteral("--generate"), QStringLiteral("-o"), path}
                          + extra);
        return r.code == 0 ? path : QString::fromUtf8(r.err);
    }
};

void TstPlanCli::newGenerateCheckIsLegal()
{
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    QVERIFY2(QFile::exists(plan), qPrintable(plan));
    const QJsonObject doc = readJson(plan);
    QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("bw-plan"));
    QVERIFY(doc.value(QStringLiteral("terrain")).toArray().size() >= 9);
    QVERIFY(!doc.value(QStringLiteral("objectives")).toObject().value(QStringLiteral("main")).toString().isEmpty());
    const Run r = bwn({QStringLiteral("plan"), QStringLiteral("check"), plan});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("legal"));
}

void TstPlanCli::sameSeedSameFile()
{
    QTemporaryDir dir;
    const QString a = newPlan(dir, QStringLiteral("a.bwplan")), b = newPlan(dir, QStringLiteral("b.bwplan"));
    QCOMPARE(readJson(a), readJson(b));
    QVERIFY(!readJson(a).isEmpty());
}

void TstPlanCli::bwn14_2_newWithInitiativeSideAndChecklist()
{
    // BWN 14.2: the players' own dice, yours then the opponent's. France (commander not drawn: 0) rolls 6, Russia 1 + 2
    // (initial initiative, BWN 13.3): France wins and is A, with the east edge; its bought wood comes with it.
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("p.bwplan"));
    const QString rosters = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/");
    // Russia 2+2 = 4 against France 2 wins at once: the second pair of dice is one too many (exit 2, one line).
    const Run over =
        bwn({QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--battlefield"), QStringLiteral("4"),
             QStringLiteral("--roster"), rosters + QStringLiteral("demo-russia-1813.bwroster"),
             QStringLiteral("--opponent"), rosters + QStringLiteral("demo-france-1813.bwroster"),
             QStringLiteral("--initiative"), QStringLiteral("2,2,1,6"), QStringLiteral("-o"), plan});
    QCOMPARE(over.code, 2);
    QVERIFY2(over.err.contains("decided after 2 dice") && over.err.count('\n') == 1, over.err.constData());
    QVERIFY(!QFile::exists(plan));
    // Russia 1+2 = 3 against France 3: a tie, rolled again: Russia 1+2 = 3, France 6: France wins and is A.
    const Run t = bwn({QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--table"),
                       QStringLiteral("120x120"), QStringLiteral("--battlefield"), QStringLiteral("4"),
                       QStringLiteral("--roster"), rosters + QStringLiteral("demo-russia-1813.bwroster"),
                       QStringLiteral("--opponent"), rosters + QStringLiteral("demo-france-1813.bwroster"),
                       QStringLiteral("--initiative"), QStringLiteral("1,3,1,6"), QStringLiteral("--side"),
                       QStringLiteral("east"), QStringLiteral("--json"), QStringLiteral("-o"), plan});
    QVERIFY2(t.code == 0, t.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(t.out).object();
    const QJsonObject init = o.value(QStringLiteral("initiative")).toObject();
    QCOMPARE(init.value(QStringLiteral("rolls")).toArray(), (QJsonArray{QJsonArray{3, 3}, QJsonArray{6, 3}}));
    QCOMPARE(init.value(QStringLiteral("dice")).toArray(), (QJsonArray{QJsonArray{3, 1}, QJsonArray{6, 1}}));
    QCOMPARE(init.value(QStringLiteral("entered")).toBool(), true);
    QCOMPARE(init.value(QStringLiteral("side")).toString(), QStringLiteral("east"));
    const QJsonObject doc = readJson(plan);
    const QJsonObject a = doc.value(QStringLiteral("armies")).toObject().value(QStringLiteral("A")).toObject();
    QVERIFY(a.value(QStringLiteral("roster")).toString().endsWith(QStringLiteral("demo-france-1813.bwroster")));
    QCOMPARE(a.value(QStringLiteral("bought")).toArray(), QJsonArray{QStringLiteral("woods")});
    QCOMPARE(doc.value(QStringLiteral("armies"))
                 .toObject()
                 .value(QStringLiteral("B"))
                 .toObject()
                 .value(QStringLiteral("initiativeBonus"))
                 .toInt(),
             2);
    // The checklist (BWN 14.3, 14.4): wooded land; A's stream first; A's bought wood counted apart.
    const QJsonObject list = o.value(QStringLiteral("checklist")).toObject();
    QCOMPARE(list.value(QStringLiteral("pieceLimit")).toInt(), 12);
    const QJsonObject next = list.value(QStringLiteral("next")).toObject();
    QCOMPARE(next.value(QStringLiteral("player")).toString(), QStringLiteral("A"));
    QCOMPARE(next.value(QStringLiteral("type")).toString(), QStringLiteral("stream"));
    QCOMPARE(next.value(QStringLiteral("mandatory")).toBool(), true);
    bool boughtRow = false;
    for (const QJsonValue v : list.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QStringLiteral("kind")).toString() == QLatin1String("bought")) {
            boughtRow = true;
            QCOMPARE(row.value(QStringLiteral("player")).toString(), QStringLiteral("A"));
            QCOMPARE(row.value(QStringLiteral("max")).toInt(), 1);
        }
        if (row.value(QStringLiteral("type")).toString() == QLatin1String("woods")
            && row.value(QStringLiteral("kind")).toString() == QLatin1String("piece")) {
            QCOMPARE(row.value(QStringLiteral("min")).toInt(), 4);
            QCOMPARE(row.value(QStringLiteral("max")).toInt(), 6);
        }
    }
    QVERIFY(boughtRow);
    QCOMPARE(bwn({QStringLiteral("plan"), QStringLiteral("check"), plan}).code, 1); // no terrain yet: minimums short
    // Without --json: the checklist for people.
    const Run text =
        bwn({QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--battlefield"), QStringLiteral("4"),
             QStringLiteral("-o"), plan, QStringLiteral("--lang"), QStringLiteral("pl")});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.contains("min 4, max 6") && text.out.contains("Dalej (krok 1): A"), text.out.constData());
}

void TstPlanCli::bwn14_2_initiativeRolledBySeed()
{
    // The program's dice: the same seed gives the same initiative, battlefield and layout; the generated layout
    // holds the armies' bought pieces and passes every check.
    QTemporaryDir dir;
    const QString rosters = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/");
    auto make = [&](const QString &name) {
        const QString path = dir.filePath(name);
        const Run r =
            bwn({QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--table"), QStringLiteral("180x120"),
                 QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--roster"),
                 rosters + QStringLiteral("demo-austria-1809.bwroster"), QStringLiteral("--opponent"),
                 rosters + QStringLiteral("demo-warsaw-1809.bwroster"), QStringLiteral("--initiative"),
                 QStringLiteral("roll"), QStringLiteral("--generate"), QStringLiteral("-o"), path});
        return r.code == 0 ? path : QString::fromUtf8(r.err);
    };
    const QString a = make(QStringLiteral("a.bwplan")), b = make(QStringLiteral("b.bwplan"));
    QVERIFY2(QFile::exists(a), qPrintable(a));
    QCOMPARE(readJson(a), readJson(b));
    const QJsonObject doc = readJson(a);
    QVERIFY(!doc.value(QStringLiteral("initiative")).toObject().value(QStringLiteral("rolls")).toArray().isEmpty());
    QVERIFY(!doc.value(QStringLiteral("initiative"))
                 .toObject()
                 .value(QStringLiteral("entered"))
                 .toBool()); // the program's dice
    int bought = 0;
    for (const QJsonValue v : doc.value(QStringLiteral("terrain")).toArray())
        bought += v.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("bought");
    QCOMPARE(bought, 2); // Austria's hill and Warsaw's wood (BWN 13.3)
    const Run check = bwn({QStringLiteral("plan"), QStringLiteral("check"), a});
    QVERIFY2(check.code == 0, check.out.constData());
}

void TstPlanCli::bwn14_4_checklistOfAPlan()
{
    // bwn plan checklist: on a generated plan every row is within its minimum and maximum.
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    const Run r = bwn({QStringLiteral("plan"), QStringLiteral("checklist"), plan, QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject list = QJsonDocument::fromJson(r.out).object();
    QVERIFY(list.value(QStringLiteral("pieces")).toInt() > 0);
    QCOMPARE(list.value(QStringLiteral("pieces")).toInt(), list.value(QStringLiteral("pieceLimit")).toInt());
    for (const QJsonValue v : list.value(QStringLiteral("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        QVERIFY(row.value(QStringLiteral("placed")).toInt() >= row.value(QStringLiteral("min")).toInt());
        QVERIFY(row.value(QStringLiteral("placed")).toInt() <= row.value(QStringLiteral("max")).toInt());
    }
    const Run text = bwn({QStringLiteral("plan"), QStringLiteral("checklist"), plan});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.contains("Terrain allowance (BWN 14.3, 14.4)"));
}

void TstPlanCli::checkJsonNamesTheBrokenRule()
{
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    QJsonObject doc = readJson(plan);
    // A's ambush beyond 60 cm (BWN 15.1).
    doc.insert(
        QStringLiteral("notes"),
        QJsonObject{{QStringLiteral("A"),
                     QJsonObject{{QStringLiteral("ambush"),
                                  QJsonArray{QJsonObject{{QStringLiteral("regiment"), QStringLiteral("voltigeurs")},
                                                         {QStringLiteral("at"), QJsonArray{30, 90}}}}}}}});
    QVERIFY(writeJson(plan, doc));
    const Run r = bwn({QStringLiteral("plan"), QStringLiteral("check"), plan, QStringLiteral("--json"),
                       QStringLiteral("--lang"), QStringLiteral("pl")});
    QCOMPARE(r.code, 1);
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(out.value(QStringLiteral("valid")).toBool(true), false);
    const QJsonArray issues = out.value(QStringLiteral("issues")).toArray();
    QCOMPARE(issues.size(), 1);
    const QJsonObject i = issues.first().toObject();
    QCOMPARE(i.value(QStringLiteral("code")).toString(), QStringLiteral("AMBUSH_TOO_FAR"));
    QCOMPARE(i.value(QStringLiteral("path")).toString(), QStringLiteral("/notes/A/ambush/0/at"));
    QCOMPARE(i.value(QStringLiteral("section")).toString(), QStringLiteral("BWN 15.1"));
    QVERIFY(i.value(QStringLiteral("message")).toString().startsWith(QStringLiteral("Zasadzka")));
}

void TstPlanCli::unusableInputExits2WithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no subcommand") << QStringList{QStringLiteral("plan")} << "subcommand";
    QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("plan"), QStringLiteral("fly")} << "fly";
    QTest::newRow("missing file") << QStringList{QStringLiteral("plan"), QStringLiteral("check"),
                                                 QStringLiteral("/nonexistent/p.bwplan")}
                                  << "p.bwplan";
    QTest::newRow("bad table") << QStringList{QStringLiteral("plan"),    QStringLiteral("new"),
                                              QStringLiteral("--table"), QStringLiteral("100x100"),
                                              QStringLiteral("--seed"),  QStringLiteral("1"),
                                              QStringLiteral("-o"),      QStringLiteral("x")}
                               << "--table";
    QTest::newRow("generate without seed")
        << QStringList{QStringLiteral("plan"), QStringLiteral("new"),        QStringLiteral("--battlefield"),
                       QStringLiteral("2"),    QStringLiteral("--generate"), QStringLiteral("-o"),
                       QStringLiteral("x")}
        << "--seed";
    QTest::newRow("bad battlefield")
        << QStringList{QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--battlefield"),
                       QStringLiteral("7"),    QStringLiteral("-o"),  QStringLiteral("x")}
        << "--battlefield";
    QTest::newRow("export for C") << QStringList{QStringLiteral("plan"), QStringLiteral("export"),
                                                 QStringLiteral("p"),    QStringLiteral("--for"),
                                                 QStringLiteral("C"),    QStringLiteral("-o"),
                                                 QStringLiteral("x")}
                                  << "A or B";
    const QString roster = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
    const QStringList base{QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--battlefield"),
                           QStringLiteral("2"),    QStringLiteral("-o"),  QStringLiteral("x")};
    QTest::newRow("roster without initiative")
        << base + QStringList{QStringLiteral("--roster"), roster} << "--initiative";
    QTest::newRow("initiative dice not in pairs")
        << base + QStringList{QStringLiteral("--initiative"), QStringLiteral("3,4,5")} << "pairs";
    QTest::newRow("initiative not a die")
        << base + QStringList{QStringLiteral("--initiative"), QStringLiteral("three")} << "--initiative";
    QTest::newRow("initiative tied, no more dice")
        << base + QStringList{QStringLiteral("--initiative"), QStringLiteral("4,4")} << "BWN 14.2";
    QTest::newRow("initiative roll without seed")
        << base + QStringList{QStringLiteral("--initiative"), QStringLiteral("roll")} << "--seed";
    QTest::newRow("east edge of a long table") << base
            + QStringList{QStringLiteral("--table"), QStringLiteral("180x120"), QStringLiteral("--side"),
                          QStringLiteral("east")}
                                               << "south, north";
    QTest::newRow("initiative with A already named") << base
            + QStringList{QStringLiteral("--roster-a"), roster, QStringLiteral("--initiative"), QStringLiteral("3,4")}
                                                     << "who is A already";
    QTest::newRow("both kinds of roster")
        << base + QStringList{QStringLiteral("--roster"), roster, QStringLiteral("--roster-a"), roster} << "not both";
    QTest::newRow("checklist without battlefield")
        << QStringList{QStringLiteral("plan"), QStringLiteral("checklist"), QStringLiteral("/nonexistent/p.bwplan")}
        << "p.bwplan";
    QTest::newRow("map as jpg") << QStringList{QStringLiteral("plan"), QStringLiteral("map"), QStringLiteral("p"),
                                               QStringLiteral("-o"), QStringLiteral("m.jpg")}
                                << ".svg or .png";
}

void TstPlanCli::unusableInputExits2WithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = bwn(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
}

void TstPlanCli::exportLeavesTheOtherPlayersNotesOut()
{
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    QJsonObject doc = readJson(plan);
    doc.insert(
        QStringLiteral("notes"),
        QJsonObject{{QStringLiteral("A"), QJsonObject{{QStringLiteral("text"), QStringLiteral("secret of A")}}},
                    {QStringLiteral("B"), QJsonObject{{QStringLiteral("text"), QStringLiteral("secret of B")}}}});
    QVERIFY(writeJson(plan, doc));
    const QString forA = dir.filePath(QStringLiteral("forA.bwplan"));
    QCOMPARE(bwn({QStringLiteral("plan"), QStringLiteral("export"), plan, QStringLiteral("--for"), QStringLiteral("A"),
                  QStringLiteral("-o"), forA})
                 .code,
             0);
    QFile f(forA);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("secret of A"));
    QVERIFY(!text.contains("secret of B"));
    QCOMPARE(readJson(forA).value(QStringLiteral("exportedFor")).toString(), QStringLiteral("A"));
    // The exported copy is still a plan that checks.
    QCOMPARE(bwn({QStringLiteral("plan"), QStringLiteral("check"), forA}).code, 0);
}

void TstPlanCli::mapAsSvgAndPng()
{
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    const QString svg = dir.filePath(QStringLiteral("m.svg")), png = dir.filePath(QStringLiteral("m.png"));
    QCOMPARE(bwn({QStringLiteral("plan"), QStringLiteral("map"), plan, QStringLiteral("-o"), svg}).code, 0);
    QCOMPARE(bwn({QStringLiteral("plan"), QStringLiteral("map"), plan, QStringLiteral("-o"), png,
                  QStringLiteral("--scale"), QStringLiteral("4")})
                 .code,
             0);
    QFile s(svg), p(png);
    QVERIFY(s.open(QIODevice::ReadOnly) && p.open(QIODevice::ReadOnly));
    const QByteArray svgText = s.readAll();
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("player A")); // the edge labels
    QVERIFY(p.read(8) == QByteArray("\x89PNG\r\n\x1a\n", 8));
}

void TstPlanCli::deployARosterAndCheck()
{
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    const QString a = dir.filePath(QStringLiteral("a.bwplan")), b = dir.filePath(QStringLiteral("b.bwplan"));
    const QString rosters = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/");
    Run r = bwn({QStringLiteral("plan"), QStringLiteral("deploy"), plan, QStringLiteral("--player"),
                 QStringLiteral("A"), QStringLiteral("--roster"), rosters + QStringLiteral("demo-france-1813.bwroster"),
                 QStringLiteral("-o"), a});
    QVERIFY2(r.code == 0, r.err.constData());
    r = bwn({QStringLiteral("plan"), QStringLiteral("deploy"), a, QStringLiteral("--player"), QStringLiteral("B"),
             QStringLiteral("--roster"), rosters + QStringLiteral("demo-russia-1813.bwroster"), QStringLiteral("-o"),
             b});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject doc = readJson(b);
    QVERIFY(doc.value(QStringLiteral("deployment")).toArray().size() >= 2);
    r = bwn({QStringLiteral("plan"), QStringLiteral("check"), b});
    QVERIFY2(r.code == 0, r.out.constData());
}

void TstPlanCli::bwn14_6_objectivesFromTheRosters()
{
    // BWN 14.6, 12.2: two rosters of an agreed 64-point limit fight a bigger battle: the main objective is worth 50%
    // of the bigger army's value, each secondary 25% (whole points, rounded down), not the vanguard's 10 / 5 / 5.
    QTemporaryDir dir;
    QJsonObject roster = readJson(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster"));
    roster.insert(QStringLiteral("limits"),
                  QJsonObject{{QStringLiteral("units"), 64}, {QStringLiteral("upgrades"), 16}});
    const QString big = dir.filePath(QStringLiteral("big.bwroster")), plan = dir.filePath(QStringLiteral("p.bwplan"));
    QVERIFY(writeJson(big, roster));
    const Run r =
        bwn({QStringLiteral("plan"), QStringLiteral("new"), QStringLiteral("--table"), QStringLiteral("180x120"),
             QStringLiteral("--battlefield"), QStringLiteral("4"), QStringLiteral("--roster-a"), big,
             QStringLiteral("--roster-b"), QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-russia-1813.bwroster"),
             QStringLiteral("-o"), plan});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject doc = readJson(plan);
    const QJsonObject armies = doc.value(QStringLiteral("armies")).toObject();
    const double bigger =
        std::max(armies.value(QStringLiteral("A")).toObject().value(QStringLiteral("value")).toDouble(),
                 armies.value(QStringLiteral("B")).toObject().value(QStringLiteral("value")).toDouble());
    QVERIFY(bigger > 20);
    const QJsonObject values =
        doc.value(QStringLiteral("objectives")).toObject().value(QStringLiteral("values")).toObject();
    QCOMPARE(values.value(QStringLiteral("main")).toInt(), int(bigger * 50 / 100));
    QCOMPARE(values.value(QStringLiteral("secondary")).toArray(),
             (QJsonArray{int(bigger * 25 / 100), int(bigger * 25 / 100)}));
}

void TstPlanCli::bwn15_1_deployLeavesTheAmbushOut()
{
    // BWN 15.1: the French demo hides its Krakus regiment in ambush: `plan deploy` does not put it on the table,
    // says so, and `plan check` of a plan that also wrote its hidden position finds it nowhere on the table.
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    // Issue 15 item 11: each rolled step records the seed its dice came from.
    QCOMPARE(readJson(plan).value(QStringLiteral("battlefield")).toObject().value(QStringLiteral("seed")).toString(),
             QStringLiteral("42"));
    QCOMPARE(readJson(plan).value(QStringLiteral("terrainSeed")).toString(), QStringLiteral("42"));
    const QString a = dir.filePath(QStringLiteral("a.bwplan"));
    const Run r =
        bwn({QStringLiteral("plan"), QStringLiteral("deploy"), plan, QStringLiteral("--player"), QStringLiteral("A"),
             QStringLiteral("--roster"), QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster"),
             QStringLiteral("-o"), a});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("Krakus Regiment") && r.out.contains("15.1"), r.out.constData());
    QJsonObject doc = readJson(a);
    QVERIFY(!QJsonDocument(doc.value(QStringLiteral("deployment")).toArray()).toJson().contains("Krakus"));
    doc.insert(QStringLiteral("notes"),
               QJsonObject{
                   {QStringLiteral("A"),
                    QJsonObject{{QStringLiteral("ambush"),
                                 QJsonArray{QJsonObject{{QStringLiteral("regiment"), QStringLiteral("Krakus Regiment")},
                                                        {QStringLiteral("at"), QJsonArray{90, 40}}}}}}}});
    QVERIFY(writeJson(a, doc));
    const Run check = bwn({QStringLiteral("plan"), QStringLiteral("check"), a, QStringLiteral("--json")});
    QVERIFY2(!check.out.contains("AMBUSH_REGIMENT_ON_TABLE"), check.out.constData());
}

void TstPlanCli::sheetsWithAPlanMapPage()
{
    // bwn sheets ROSTER --plan PLAN: the sheets and one more A4 page, the plan's map with its scale.
    QTemporaryDir dir;
    const QString plan = newPlan(dir, QStringLiteral("p.bwplan"));
    const QString roster = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
    const QString without = dir.filePath(QStringLiteral("without.pdf")),
                  with = dir.filePath(QStringLiteral("with.pdf"));
    const Run a = bwn({QStringLiteral("sheets"), roster, QStringLiteral("-o"), without});
    const Run b = bwn({QStringLiteral("sheets"), roster, QStringLiteral("--plan"), plan, QStringLiteral("-o"), with});
    QVERIFY2(a.code == 0 || a.code == 1, a.err.constData());
    QCOMPARE(b.code, a.code);
    auto pages = [](const QString &pdf) {
        QProcess p;
        p.start(QStringLiteral("pdfinfo"), {pdf});
        p.waitForFinished(60000);
        for (const QByteArray &line : p.readAllStandardOutput().split('\n'))
            if (line.startsWith("Pages:"))
                return line.mid(6).trimmed().toInt();
        return -1;
    };
    const int n = pages(without);
    QVERIFY(n > 0);
    QCOMPARE(pages(with), n + 1);
    // The sheets stay A4 portrait; the map page of the 180x120 table is A4 landscape (larger on paper).
    QProcess info;
    info.start(QStringLiteral("pdfinfo"),
               {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QString::number(n + 1), with});
    QVERIFY(info.waitForFinished(60000));
    const QByteArray sizes = info.readAllStandardOutput();
    QVERIFY2(sizes.contains(QByteArray("Page    1 size:  595 x 842 pts")), sizes.constData());
    QVERIFY2(sizes.contains(QStringLiteral("Page %1 size:  842 x 595 pts").arg(n + 1, 4).toUtf8()), sizes.constData());
    QProcess text;
    text.start(QStringLiteral("pdftotext"),
               {QStringLiteral("-f"), QString::number(n + 1), QStringLiteral("-l"), QString::number(n + 1), with,
                QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    const QString last = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(last.contains(QStringLiteral("player A's edge")), qPrintable(last));
    QVERIFY2(last.contains(QStringLiteral("1:")), qPrintable(last)); // the page's scale, 1:N
    QVERIFY2(last.contains(QStringLiteral("180x120")), qPrintable(last));
    // A plan that cannot be read: exit 2, one line naming it.
    const Run bad = bwn({QStringLiteral("sheets"), roster, QStringLiteral("--plan"),
                         dir.filePath(QStringLiteral("none.bwplan")), QStringLiteral("-o"), with});
    QCOMPARE(bad.code, 2);
    QCOMPARE(bad.err.count('\n'), 1);
    QVERIFY(bad.err.contains("none.bwplan"));
}

QTEST_GUILESS_MAIN(TstPlanCli)
#include "tst_plancli.moc"
