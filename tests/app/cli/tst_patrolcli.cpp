// SPDX-License-Identifier: GPL-3.0-or-later
// `bwn plan patrol` (issue 19, B19 6): the secret slip, a whole small phase (place, move cut short at its stop,
// show, status in JSON), a refused action naming its rule (exit 1, code and section, in both languages), unusable
// input (exit 2, one line naming file and place), a player's view without the other's slip, `sight`, `undo`, and
// `bwn plan check` reporting a patrol rule by its code. The test ruleset with a patrol block is in
// tests/testdata/patrol (added with --data).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TstPatrolCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void b19_6_cli_wholePhase_placeMoveShowStatus();
    void b19_6_1_cli_refusedActionNamesItsRule();
    void b19_6_cli_unusableInput();
    void b19_6_cli_playerViewHasNoEnemySlip();
    void b19_6_2_cli_sight();
    void b19_6_cli_undoAndPlanCheck();
    void b19_6_1_cli_printOfPlanWithUnknownRulesetNamesFileAndPlace();
    void b19_6_4_cli_deployFromRoster_alternately();

private:
    QTemporaryDir m_dir;
    QString m_plan; // an empty 72x48 plan of the test ruleset, one corps each, both slips written

    struct Run {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };
    // The bundled data only (the demo plan and rosters).
    static Run bwnBundled(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(SZTAB_BWN_PATH), args);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }
    // With the test ruleset's folder (tests/testdata/patrol) beside the bundled data.
    Run bwn(QStringList args) const
    {
        return bwnBundled(args << QStringLiteral("--data") << QStringLiteral(SZTAB_TEST_DATA_DIR "/patrol"));
    }
    Run patrol(const QString &sub, const QString &plan, const QStringList &rest) const
    {
        return bwn(QStringList{QStringLiteral("plan"), QStringLiteral("patrol"), sub, plan} + rest);
    }
    // Runs one action writing `plan` over itself; false with the output when it fails.
    bool act(const QString &sub, const QString &plan, const QStringList &rest, QByteArray *why = nullptr) const
    {
        const Run r = patrol(sub, plan, rest + QStringList{QStringLiteral("-o"), plan});
        if (why)
            *why = r.out + r.err;
        return r.code == 0;
    }
    QString copyOfPlan(const QString &name) const
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        QFile::copy(m_plan, path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }
    // A1 (30, 18) and B1 (30, 40) apart; A2, B2 far off.
    bool placeAll(const QString &plan) const
    {
        return act(QStringLiteral("place"), plan,
                   {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--marker"), QStringLiteral("A1"),
                    QStringLiteral("--at"), QStringLiteral("30,18")})
            && act(QStringLiteral("place"), plan,
                   {QStringLiteral("--player"), QStringLiteral("B"), QStringLiteral("--marker"), QStringLiteral("B1"),
                    QStringLiteral("--at"), QStringLiteral("30,40")})
            && act(QStringLiteral("place"), plan,
                   {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--marker"), QStringLiteral("A2"),
                    QStringLiteral("--at"), QStringLiteral("60,5")})
            && act(QStringLiteral("place"), plan,
                   {QStringLiteral("--player"), QStringLiteral("B"), QStringLiteral("--marker"), QStringLiteral("B2"),
                    QStringLiteral("--at"), QStringLiteral("5,43")});
    }
};

void TstPatrolCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_plan = m_dir.filePath(QStringLiteral("base.bwplan"));
    const QJsonObject plan{
        {QStringLiteral("format"), QStringLiteral("bw-plan")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("ruleset"), QStringLiteral("b19-patrol-test")},
        {QStringLiteral("table"), QJsonObject{{QStringLiteral("width"), 72}, {QStringLiteral("depth"), 48}}},
        {QStringLiteral("armies"),
         QJsonObject{{QStringLiteral("A"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Union")}}},
                     {QStringLiteral("B"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Confederacy")}}}}}};
    QFile f(m_plan);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(plan).toJson());
    f.close();
    QByteArray why;
    QVERIFY2(
        act(QStringLiteral("assign"), m_plan,
            {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--marker"), QStringLiteral("A1"),
             QStringLiteral("--corps"), QStringLiteral("us-1"), QStringLiteral("--name"), QStringLiteral("Reynolds")},
            &why),
        why.constData());
    QVERIFY2(act(QStringLiteral("assign"), m_plan,
                 {QStringLiteral("--player"), QStringLiteral("B"), QStringLiteral("--marker"), QStringLiteral("B1"),
                  QStringLiteral("--corps"), QStringLiteral("csa-3"), QStringLiteral("--name"),
                  QStringLiteral("Longstreet")},
                 &why),
             why.constData());
}

void TstPatrolCli::b19_6_cli_wholePhase_placeMoveShowStatus()
{
    const QString plan = copyOfPlan(QStringLiteral("whole.bwplan"));
    QVERIFY(placeAll(plan));
    QByteArray why;
    QVERIFY2(act(QStringLiteral("stay"), plan,
                 {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--marker"), QStringLiteral("A1")},
                 &why),
             why.constData());
    // B1 moves 12 inches towards A1 and is stopped 12 inches from it (13 between centres): both revealed.
    const Run move =
        patrol(QStringLiteral("move"), plan,
               {QStringLiteral("--player"), QStringLiteral("B"), QStringLiteral("--marker"), QStringLiteral("B1"),
                QStringLiteral("--to"), QStringLiteral("30,28"), QStringLiteral("--json"), QStringLiteral("-o"), plan});
    QCOMPARE(move.code, 0);
    const QJsonObject moved = QJsonDocument::fromJson(move.out).object();
    QCOMPARE(moved.value(QStringLiteral("revealed")).toArray().size(), 2);
    const QJsonArray path =
        moved.value(QStringLiteral("applied")).toArray().at(0).toObject().value(QStringLiteral("path")).toArray();
    QVERIFY(std::abs(path.last().toArray().at(1).toDouble() - 31) < 1e-3);
    QVERIFY2(act(QStringLiteral("show"), plan, {}, &why), why.constData());
    const Run status = patrol(QStringLiteral("status"), plan,
                              {QStringLiteral("--json"), QStringLiteral("--player"), QStringLiteral("A")});
    QCOMPARE(status.code, 0);
    const QJsonObject s = QJsonDocument::fromJson(status.out).object();
    QCOMPARE(s.value(QStringLiteral("stage")).toString(), QStringLiteral("over")); // every corps shown
    const QJsonObject b1 = s.value(QStringLiteral("markers")).toArray().at(2).toObject();
    QCOMPARE(b1.value(QStringLiteral("id")).toString(), QStringLiteral("B1"));
    QCOMPARE(b1.value(QStringLiteral("corps")).toString(), QStringLiteral("csa-3"));
    QCOMPARE(b1.value(QStringLiteral("order")).toString(), QStringLiteral("defence")); // 6.5: it moved
    const QJsonObject a1 = s.value(QStringLiteral("markers")).toArray().at(0).toObject();
    QCOMPARE(a1.value(QStringLiteral("order")).toString(), QString()); // it stayed
    // The people's text, in Polish.
    const Run pl = patrol(QStringLiteral("status"), plan, {QStringLiteral("--lang"), QStringLiteral("pl")});
    QCOMPARE(pl.code, 0);
    QVERIFY2(pl.out.contains("rozkaz OBRONA"), pl.out.constData());
}

void TstPatrolCli::b19_6_1_cli_refusedActionNamesItsRule()
{
    const QString plan = copyOfPlan(QStringLiteral("refused.bwplan"));
    const QString out = m_dir.filePath(QStringLiteral("never.bwplan"));
    Run r = patrol(QStringLiteral("place"), plan,
                   {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--marker"), QStringLiteral("A1"),
                    QStringLiteral("--at"), QStringLiteral("30,35"), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains("PATROL_OUTSIDE_ZONE (B19 6.1)"), r.out.constData());
    QVERIFY(!QFile::exists(out)); // nothing written
    r = patrol(QStringLiteral("place"), plan,
               {QStringLiteral("--player"), QStringLiteral("B"), QStringLiteral("--marker"), QStringLiteral("B1"),
                QStringLiteral("--at"), QStringLiteral("30,40"), QStringLiteral("--json"), QStringLiteral("--lang"),
                QStringLiteral("pl"), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("ok")).toBool(true), false);
    const QJsonObject issue = o.value(QStringLiteral("refusals")).toArray().at(0).toObject();
    QCOMPARE(issue.value(QStringLiteral("code")).toString(), QStringLiteral("PATROL_NOT_YOUR_TURN"));
    QCOMPARE(issue.value(QStringLiteral("section")).toString(), QStringLiteral("B19 6.1"));
    QVERIFY(issue.value(QStringLiteral("message")).toString().contains(QStringLiteral("kolej")));
}

void TstPatrolCli::b19_6_cli_unusableInput()
{
    const QString plan = copyOfPlan(QStringLiteral("unusable.bwplan"));
    const QString out = m_dir.filePath(QStringLiteral("x.bwplan"));
    Run r = patrol(QStringLiteral("place"), plan,
                   {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--marker"), QStringLiteral("A1"),
                    QStringLiteral("--at"), QStringLiteral("thirty"), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("--at"));
    QCOMPARE(r.err.count('\n'), 1);
    r = patrol(QStringLiteral("status"), m_dir.filePath(QStringLiteral("missing.bwplan")), {});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("missing.bwplan"));
    r = bwn({QStringLiteral("plan"), QStringLiteral("patrol"), QStringLiteral("dance"), plan});
    QCOMPARE(r.code, 2);
    // A plan of a ruleset without a patrol phase.
    QFile f(m_dir.filePath(QStringLiteral("bwn.bwplan")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "bw-plan", "version": 1, "ruleset": "bwn-4.0", "table": {"width": 120, "depth": 120}})");
    f.close();
    r = patrol(QStringLiteral("status"), f.fileName(), {});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("/ruleset"), r.err.constData());
    QVERIFY(bwn({QStringLiteral("plan"), QStringLiteral("patrol"), QStringLiteral("--help")}).out.contains("move"));
}

// The slip and the card of a plan whose ruleset is unknown name the plan and its /ruleset, as every other patrol
// command does; an unknown --ruleset names the option. Nothing is written.
void TstPatrolCli::b19_6_1_cli_printOfPlanWithUnknownRulesetNamesFileAndPlace()
{
    const QString plan = m_dir.filePath(QStringLiteral("unknown-ruleset.bwplan"));
    QFile f(plan);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "bw-plan", "version": 1, "ruleset": "nope-9", "table": {"width": 120, "depth": 120}})");
    f.close();
    const QString pdf = m_dir.filePath(QStringLiteral("never.pdf"));
    for (const QStringList &args :
         {QStringList{QStringLiteral("slip"), plan, QStringLiteral("--player"), QStringLiteral("A")},
          QStringList{QStringLiteral("card"), plan}}) {
        const Run r = bwn(QStringList{QStringLiteral("plan"), QStringLiteral("patrol")} + args
                          + QStringList{QStringLiteral("-o"), pdf});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith(plan.toUtf8() + ": /ruleset: unknown ruleset \"nope-9\""), r.err.constData());
        QVERIFY(!QFile::exists(pdf));
    }
    const Run pl = bwn({QStringLiteral("plan"), QStringLiteral("patrol"), QStringLiteral("card"), plan,
                        QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(QString::fromUtf8(pl.err).contains(QStringLiteral(": /ruleset: nieznane zasady \u201enope-9\u201d")),
             pl.err.constData());
    const Run option = bwn({QStringLiteral("plan"), QStringLiteral("patrol"), QStringLiteral("card"),
                            QStringLiteral("--ruleset"), QStringLiteral("zz"), QStringLiteral("-o"), pdf});
    QVERIFY2(option.code == 2 && option.err.contains("bwn plan patrol card: --ruleset: unknown ruleset \"zz\""),
             option.err.constData());
}

// A player's view never holds the other's slip.
void TstPatrolCli::b19_6_cli_playerViewHasNoEnemySlip()
{
    const QString plan = copyOfPlan(QStringLiteral("view.bwplan"));
    QVERIFY(placeAll(plan));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("pl")}) {
        Run r = patrol(QStringLiteral("status"), plan,
                       {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--lang"), lang});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Reynolds"));
        QVERIFY(!r.out.contains("Longstreet"));
        QVERIFY(!r.out.contains("csa-3"));
        r = patrol(QStringLiteral("status"), plan,
                   {QStringLiteral("--player"), QStringLiteral("A"), QStringLiteral("--json"), QStringLiteral("--lang"),
                    lang});
        QVERIFY(!r.out.contains("Longstreet"));
        QVERIFY(!r.out.contains("csa-3"));
        r = patrol(QStringLiteral("status"), plan,
                   {QStringLiteral("--player"), QStringLiteral("B"), QStringLiteral("--json"), QStringLiteral("--lang"),
                    lang});
        QVERIFY(!r.out.contains("Reynolds"));
        QVERIFY(r.out.contains("Longstreet"));
    }
    // The umpire sees both.
    const Run u = patrol(QStringLiteral("status"), plan, {QStringLiteral("--json")});
    QVERIFY(u.out.contains("Reynolds") && u.out.contains("Longstreet"));
}

void TstPatrolCli::b19_6_2_cli_sight()
{
    const QString plan = copyOfPlan(QStringLiteral("sight.bwplan"));
    QVERIFY(placeAll(plan));
    const Run r = patrol(QStringLiteral("sight"), plan,
                         {QStringLiteral("--json"), QStringLiteral("--rays"), QStringLiteral("16")});
    QCOMPARE(r.code, 0);
    const QJsonArray markers = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("markers")).toArray();
    QCOMPARE(markers.size(), 4);
    const QJsonObject a1 = markers.at(0).toObject();
    QCOMPARE(a1.value(QStringLiteral("range")).toDouble(), 12.0);
    QCOMPARE(a1.value(QStringLiteral("area")).toArray().size(), 16);
    QVERIFY(a1.value(QStringLiteral("sees")).toArray().isEmpty());
    QCOMPARE(patrol(QStringLiteral("sight"), plan, {QStringLiteral("--rays"), QStringLiteral("2")}).code, 2);
}

void TstPatrolCli::b19_6_cli_undoAndPlanCheck()
{
    const QString plan = copyOfPlan(QStringLiteral("undo.bwplan"));
    QVERIFY(placeAll(plan));
    QVERIFY(act(QStringLiteral("undo"), plan, {}));
    QJsonObject s =
        QJsonDocument::fromJson(patrol(QStringLiteral("status"), plan, {QStringLiteral("--json")}).out).object();
    QCOMPARE(s.value(QStringLiteral("stage")).toString(), QStringLiteral("placing"));
    QCOMPARE(s.value(QStringLiteral("next")).toString(), QStringLiteral("B"));
    // A hand-edited action that breaks a rule: bwn plan check names it with its code, section and pointer.
    QFile f(plan);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject patrolLog = doc.value(QStringLiteral("patrol")).toObject();
    QJsonArray actions = patrolLog.value(QStringLiteral("actions")).toArray();
    QJsonObject last{{QStringLiteral("do"), QStringLiteral("place")},
                     {QStringLiteral("player"), QStringLiteral("B")},
                     {QStringLiteral("marker"), QStringLiteral("B2")},
                     {QStringLiteral("at"), QJsonArray{50, 20}}};
    actions.append(last);
    patrolLog.insert(QStringLiteral("actions"), actions);
    doc.insert(QStringLiteral("patrol"), patrolLog);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(doc).toJson());
    f.close();
    const Run check = bwn({QStringLiteral("plan"), QStringLiteral("check"), plan, QStringLiteral("--json")});
    QCOMPARE(check.code, 1);
    QJsonArray codes;
    for (const QJsonValue &v : QJsonDocument::fromJson(check.out).object().value(QStringLiteral("issues")).toArray())
        if (v.toObject().value(QStringLiteral("code")).toString().startsWith(QLatin1String("PATROL_")))
            codes << v.toObject().value(QStringLiteral("code")).toString() + QLatin1Char('@')
                    + v.toObject().value(QStringLiteral("path")).toString() + QLatin1Char(' ')
                    + v.toObject().value(QStringLiteral("section")).toString();
    QCOMPARE(codes, (QJsonArray{QStringLiteral("PATROL_OUTSIDE_ZONE@/patrol/actions/3/at B19 6.1")}));
}

// 6.4 on the bundled demo with its rosters: `deploy --roster` places the corps' next division; a second one of
// the same player's in a row is refused with its rule (exit 1) while the other still deploys.
void TstPatrolCli::b19_6_4_cli_deployFromRoster_alternately()
{
    const QString data = QStringLiteral(SZTAB_SOURCE_DATA_DIR);
    const QString plan = m_dir.filePath(QStringLiteral("demo.bwplan"));
    QFile::remove(plan);
    QVERIFY(QFile::copy(data + QStringLiteral("/plans/demo-gettysburg-patrol.bwplan"), plan));
    QFile::setPermissions(plan, QFile::ReadOwner | QFile::WriteOwner);
    const auto run = [](const QStringList &args) {
        return bwnBundled(QStringList{QStringLiteral("plan"), QStringLiteral("patrol")} + args);
    };
    const auto step = [&](const QString &sub, const QStringList &rest) {
        const Run r = run(QStringList{sub, plan} + rest + QStringList{QStringLiteral("-o"), plan});
        return r.code == 0 ? QByteArray() : r.out + r.err + " (" + sub.toUtf8() + ")";
    };
    const QString p = QStringLiteral("--player"), m = QStringLiteral("--marker");
    for (const auto &[player, marker, corps] : {std::tuple{"A", "A1", "i"}, std::tuple{"B", "B1", "i"}})
        QCOMPARE(
            step(QStringLiteral("assign"),
                 {p, QLatin1String(player), m, QLatin1String(marker), QStringLiteral("--corps"), QLatin1String(corps)}),
            QByteArray());
    const QList<int> xs{20, 66, 4, 46};
    for (int i = 0; i < 4; ++i)
        for (const char *side : {"A", "B"})
            QCOMPARE(step(QStringLiteral("place"),
                          {p, QLatin1String(side), m, QStringLiteral("%1%2").arg(QLatin1String(side)).arg(i + 1),
                           QStringLiteral("--at"), QStringLiteral("%1,%2").arg(xs[i]).arg(side[0] == 'A' ? 11 : 37)}),
                     QByteArray());
    QCOMPARE(step(QStringLiteral("move"),
                  {p, QStringLiteral("A"), m, QStringLiteral("A1"), QStringLiteral("--to"), QStringLiteral("20,23")}),
             QByteArray());
    QCOMPARE(step(QStringLiteral("move"),
                  {p, QStringLiteral("B"), m, QStringLiteral("B1"), QStringLiteral("--to"), QStringLiteral("20,25")}),
             QByteArray());
    QCOMPARE(step(QStringLiteral("first"), {QStringLiteral("--shows"), QStringLiteral("A")}), QByteArray());
    QCOMPARE(step(QStringLiteral("show"), {}), QByteArray());
    const QStringList rosterA{QStringLiteral("--roster"), data + QStringLiteral("/rosters/demo-union-1863.bwroster")};
    const QStringList rosterB{QStringLiteral("--roster"),
                              data + QStringLiteral("/rosters/demo-confederacy-1863.bwroster")};
    QCOMPARE(step(QStringLiteral("deploy"), QStringList{p, QStringLiteral("A"), m, QStringLiteral("A1")} + rosterA),
             QByteArray());
    const Run twice = run(QStringList{QStringLiteral("deploy"), plan, p, QStringLiteral("A"), m, QStringLiteral("A1"),
                                      QStringLiteral("--json"), QStringLiteral("-o"), plan}
                          + rosterA);
    QCOMPARE(twice.code, 1);
    const QJsonObject refused = QJsonDocument::fromJson(twice.out).object();
    QCOMPARE(
        refused.value(QStringLiteral("refusals")).toArray().at(0).toObject().value(QStringLiteral("code")).toString(),
        QStringLiteral("PATROL_DEPLOY_NOT_YOUR_TURN"));
    QCOMPARE(step(QStringLiteral("deploy"), QStringList{p, QStringLiteral("B"), m, QStringLiteral("B1")} + rosterB),
             QByteArray());
    QCOMPARE(step(QStringLiteral("deploy"), QStringList{p, QStringLiteral("A"), m, QStringLiteral("A1")} + rosterA),
             QByteArray());
    // The plan as written: three divisions on the table, and legal.
    const Run check = bwnBundled({QStringLiteral("plan"), QStringLiteral("check"), plan});
    QVERIFY2(check.code == 0, check.out.constData());
    const Run status = run({QStringLiteral("status"), plan, QStringLiteral("--json")});
    int divisions = 0;
    for (const QJsonValue &v : QJsonDocument::fromJson(status.out).object().value(QStringLiteral("markers")).toArray())
        divisions += int(v.toObject().value(QStringLiteral("divisions")).toArray().size());
    QCOMPARE(divisions, 3);
}

QTEST_MAIN(TstPatrolCli)
#include "tst_patrolcli.moc"
