// SPDX-License-Identifier: GPL-3.0-or-later
// `bwn sheets FILE -o OUT.pdf [--lang pl|en] [--plan PLAN]` (CONTRACT: Command line): a PDF for a drawn or undrawn
// roster, exit 1 (with the PDF) for a roster that breaks a rule, and for unusable input exit 2 with one line on
// stderr naming the file — run as a separate process, with and without a display platform set.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    bool finished = false;
    bool crashed = true;
    int exitCode = -1;
    QString out;
    QString err;
    QString describe() const
    {
        return QStringLiteral("finished=%1 crashed=%2 exit=%3\n--- stdout ---\n%4\n--- stderr ---\n%5")
            .arg(finished)
            .arg(crashed)
            .arg(exitCode)
            .arg(out, err);
    }
};

Run bwn(const QStringList &args, bool platformSet = true)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SZTAB_DATA_DIR"), QStringLiteral(SZTAB_SOURCE_DATA_DIR));
    if (platformSet)
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    else
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(SZTAB_BWN_PATH), args);
    Run r;
    if (!p.waitForStarted(30000))
        return r;
    r.finished = p.waitForFinished(60000);
    if (!r.finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString demo(const char *name)
{
    return QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/%1.bwroster").arg(QLatin1String(name));
}

bool isPdf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(5) == "%PDF-" && f.size() > 10000;
}

} // namespace

class TstSheetsCli : public QObject {
    Q_OBJECT
private slots:
    void drawnRosterInBothLanguages();
    void withoutPlatformSetDefaultsToOffscreen();
    void undrawnRosterStillPrints();
    void brokenRosterExitsOneWithThePdf();
    void unusableInput_data();
    void unusableInput();
    void helpDescribesTheCommand();

private:
    QTemporaryDir m_dir;
};

void TstSheetsCli::drawnRosterInBothLanguages()
{
    const QString drawn = m_dir.filePath(QStringLiteral("drawn.bwroster"));
    const Run draw = bwn({QStringLiteral("draw"), demo("demo-russia-1813"), QStringLiteral("--seed"),
                          QStringLiteral("1"), QStringLiteral("-o"), drawn});
    QVERIFY2(draw.finished && !draw.crashed && draw.exitCode == 0, qPrintable(draw.describe()));
    for (const QString &lang : {QStringLiteral("pl"), QStringLiteral("en")}) {
        const QString pdf = m_dir.filePath(QStringLiteral("drawn-%1.pdf").arg(lang));
        const Run r = bwn({QStringLiteral("sheets"), drawn, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), lang});
        QVERIFY2(r.finished && !r.crashed && r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.describe())); // no overflow note, no platform chatter
        QVERIFY(r.out.startsWith(pdf + QStringLiteral(": ")));
        QVERIFY(r.out.contains(QStringLiteral(" page(s) from ")));
        QVERIFY(isPdf(pdf));
    }
}

void TstSheetsCli::withoutPlatformSetDefaultsToOffscreen()
{
    const QString pdf = m_dir.filePath(QStringLiteral("noplatform.pdf"));
    const Run r = bwn({QStringLiteral("sheets"), demo("demo-france-1813"), QStringLiteral("-o"), pdf}, false);
    QVERIFY2(r.finished && !r.crashed && r.exitCode == 0, qPrintable(r.describe()));
    QVERIFY(isPdf(pdf));
    // Commands that do not paint keep their plain QCoreApplication.
    const Run v = bwn({QStringLiteral("validate"), demo("demo-france-1813")}, false);
    QVERIFY2(v.finished && !v.crashed && v.exitCode == 0, qPrintable(v.describe()));
}

void TstSheetsCli::undrawnRosterStillPrints()
{
    const QString pdf = m_dir.filePath(QStringLiteral("undrawn.pdf"));
    const Run r = bwn({QStringLiteral("sheets"), demo("demo-russia-1813"), QStringLiteral("-o"), pdf,
                       QStringLiteral("--lang"), QStringLiteral("pl")});
    QVERIFY2(r.finished && !r.crashed && r.exitCode == 0, qPrintable(r.describe()));
    QVERIFY(r.out.contains(QStringLiteral("ostrzeżenia: 4")));
    QVERIFY(isPdf(pdf));
}

void TstSheetsCli::brokenRosterExitsOneWithThePdf()
{
    QFile in(demo("demo-france-1813"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray divisions = doc.value(QStringLiteral("divisions")).toArray();
    QJsonObject first = divisions[0].toObject();
    QJsonArray regiments = first.value(QStringLiteral("regiments")).toArray();
    regiments.append(divisions[2].toObject().value(QStringLiteral("regiments")).toArray().first()); // over the points
    first.insert(QStringLiteral("regiments"), regiments);
    divisions[0] = first;
    doc.insert(QStringLiteral("divisions"), divisions);
    const QString broken = m_dir.filePath(QStringLiteral("broken.bwroster"));
    QFile out(broken);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(doc).toJson());
    out.close();

    const QString pdf = m_dir.filePath(QStringLiteral("broken.pdf"));
    const Run r = bwn({QStringLiteral("sheets"), broken, QStringLiteral("-o"), pdf});
    QVERIFY2(r.finished && !r.crashed && r.exitCode == 1, qPrintable(r.describe()));
    QVERIFY(r.out.contains(QStringLiteral("ROSTER BREAKS RULES")));
    QVERIFY(isPdf(pdf));
}

void TstSheetsCli::unusableInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("names"); // what the one line must name
    const QString out = QStringLiteral("/tmp/sztab-tst-sheetscli-never.pdf");
    const QString notJson = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/schema/../../README.md");
    const QString catalogue = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/catalogues/demo-france-1813.json");
    QTest::newRow("missing file") << QStringList{QStringLiteral("sheets"), QStringLiteral("/nonexistent/army.bwroster"),
                                                 QStringLiteral("-o"), out}
                                  << QStringLiteral("/nonexistent/army.bwroster");
    QTest::newRow("not JSON") << QStringList{QStringLiteral("sheets"), notJson, QStringLiteral("-o"), out}
                              << QStringLiteral("README.md");
    QTest::newRow("a catalogue, not a roster")
        << QStringList{QStringLiteral("sheets"), catalogue, QStringLiteral("-o"), out}
        << QStringLiteral("demo-france-1813.json");
    QTest::newRow("no -o") << QStringList{QStringLiteral("sheets"), demo("demo-france-1813")}
                           << QStringLiteral("-o OUT.pdf");
    QTest::newRow("no file") << QStringList{QStringLiteral("sheets"), QStringLiteral("-o"), out}
                             << QStringLiteral("roster file");
    QTest::newRow("two files") << QStringList{QStringLiteral("sheets"), demo("demo-france-1813"),
                                              demo("demo-russia-1813"), QStringLiteral("-o"), out}
                               << QStringLiteral("roster file");
    QTest::newRow("bad --lang") << QStringList{QStringLiteral("sheets"), demo("demo-france-1813"),
                                               QStringLiteral("-o"),     out,
                                               QStringLiteral("--lang"), QStringLiteral("de")}
                                << QStringLiteral("\"de\"");
    QTest::newRow("--plan") << QStringList{QStringLiteral("sheets"), demo("demo-france-1813"),
                                           QStringLiteral("-o"),     out,
                                           QStringLiteral("--plan"), QStringLiteral("battle.bwplan")}
                            << QStringLiteral("battle.bwplan"); // a plan that cannot be read: named, exit 2
    QTest::newRow("unwritable output") << QStringList{QStringLiteral("sheets"), demo("demo-france-1813"),
                                                      QStringLiteral("-o"), QStringLiteral("/nonexistent/dir/out.pdf")}
                                       << QStringLiteral("/nonexistent/dir/out.pdf");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("sheets"), demo("demo-france-1813"),
                                                   QStringLiteral("-o"), out, QStringLiteral("--colour")}
                                    << QStringLiteral("colour");
}

void TstSheetsCli::unusableInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, names);
    const Run r = bwn(args);
    QVERIFY2(r.finished && !r.crashed, qPrintable(r.describe()));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.endsWith(QLatin1Char('\n')) && r.err.count(QLatin1Char('\n')) == 1, qPrintable(r.describe()));
    QVERIFY2(r.err.contains(names), qPrintable(r.describe()));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(QStringLiteral("/tmp/sztab-tst-sheetscli-never.pdf")));
}

void TstSheetsCli::helpDescribesTheCommand()
{
    const Run r = bwn({QStringLiteral("sheets"), QStringLiteral("--help")});
    QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.describe()));
    QVERIFY(r.out.contains(QStringLiteral("bwn sheets")));
    QVERIFY(r.out.contains(QStringLiteral("--lang")));
    const Run all = bwn({QStringLiteral("--help")});
    QVERIFY(all.out.contains(QStringLiteral("sheets")));
}

QTEST_GUILESS_MAIN(TstSheetsCli)
#include "tst_sheetscli.moc"
