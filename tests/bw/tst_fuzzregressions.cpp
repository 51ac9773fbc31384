// SPDX-License-Identifier: GPL-3.0-or-later
// The fuzz targets' own code paths (fuzz/fuzzsupport.h) in the normal test build, without sanitizers: every input kept
// in tests/testdata/fuzz-regressions/<target>/ goes through its target, and deterministic one-byte mutations of the
// bundled files through theirs. Each must end in a result or in a clean refusal — never a crash, an exception or a
// broken promise (a write that does not read back equal, a draw giving a general twice, a report pointing nowhere).
#include "../../fuzz/fuzzsupport.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QTest>

using namespace sztab;

namespace {

using Target = void (*)(const QByteArray &);

// The target a kept input belongs to, by its directory: fuzz-regressions/<target>/<file>.
Target targetNamed(const QString &name)
{
    if (name == QLatin1String("ruleset"))
        return fuzz::fuzzRuleset;
    if (name == QLatin1String("catalogue"))
        return fuzz::fuzzCatalogue;
    if (name == QLatin1String("roster"))
        return fuzz::fuzzRoster;
    if (name == QLatin1String("jsonio"))
        return fuzz::fuzzAnyDocument;
    return nullptr;
}

// The target for a bundled file, by where it lies in data/.
Target targetForDataFile(const QString &path)
{
    if (path.contains(QLatin1String("/rulesets/")))
        return fuzz::fuzzRuleset;
    if (path.contains(QLatin1String("/catalogues/")))
        return fuzz::fuzzCatalogue;
    return fuzz::fuzzRoster;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// "" when the input ended in a result or a clean refusal, else the broken promise.
QString run(Target target, const QByteArray &bytes)
{
    try {
        target(bytes);
    } catch (const fuzz::Finding &f) {
        return QString::fromStdString(f.what);
    }
    return QString();
}

QStringList bundledFiles()
{
    QStringList files;
    QDirIterator it(QStringLiteral(SZTAB_SOURCE_DATA_DIR), {QStringLiteral("*.json"), QStringLiteral("*.bwroster")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        // The BW family's files, which the fuzz targets read (the hex games' scenarios have loaders of their own).
        const QString folder = QFileInfo(path).dir().dirName();
        if (folder == QLatin1String("rulesets") || folder == QLatin1String("catalogues")
            || folder == QLatin1String("rosters"))
            files << path;
    }
    files.sort();
    return files;
}

} // namespace

class TstFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void bundledFilesGoTheWholeWay();
    void keptInputs_data();
    void keptInputs();
    void oneByteMutationsOfBundledFiles();
};

// The seeds themselves read, bind, validate, stamp and draw: a target that refused them would test nothing.
void TstFuzzRegressions::bundledFilesGoTheWholeWay()
{
    const QStringList files = bundledFiles();
    QVERIFY(files.size() >= 5);
    for (const QString &path : files) {
        fuzz::progress() = {};
        const QByteArray bytes = readAll(path);
        const QString problem = run(targetForDataFile(path), bytes);
        QVERIFY2(problem.isEmpty(), qPrintable(path + QStringLiteral(": ") + problem));
        const fuzz::Progress p = fuzz::progress();
        QVERIFY2(p.read == 1 && p.bound >= 1 && p.validated >= 1 && p.stamped >= 1 && p.drawn >= 1,
                 qPrintable(QStringLiteral(
                                "%1 did not go the whole way: read %2, bound %3, validated %4, stamped %5, drawn %6")
                                .arg(path)
                                .arg(p.read)
                                .arg(p.bound)
                                .arg(p.validated)
                                .arg(p.stamped)
                                .arg(p.drawn)));
        QVERIFY(run(fuzz::fuzzAnyDocument, bytes).isEmpty());
    }
}

void TstFuzzRegressions::keptInputs_data()
{
    QTest::addColumn<QString>("path");
    QDirIterator it(QStringLiteral(SZTAB_TEST_DATA_DIR "/fuzz-regressions"), QDir::Files, QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".md")))
            files << path;
    }
    files.sort();
    for (const QString &path : files)
        QTest::newRow(qPrintable(QFileInfo(path).dir().dirName() + QLatin1Char('/') + QFileInfo(path).fileName()))
            << path;
    if (files.isEmpty())
        QTest::newRow("none kept") << QString();
}

void TstFuzzRegressions::keptInputs()
{
    QFETCH(QString, path);
    if (path.isEmpty())
        QSKIP("no fuzz regression inputs kept yet (oneByteMutationsOfBundledFiles still runs)");
    const QString dir = QFileInfo(path).dir().dirName();
    const Target target = targetNamed(dir);
    QVERIFY2(target, qPrintable(QStringLiteral("unknown target directory \"%1\"").arg(dir)));
    const QByteArray bytes = readAll(path);
    const QString problem = run(target, bytes);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY2(run(fuzz::fuzzAnyDocument, bytes).isEmpty(), "the same input opened as any document");
}

// Spread over each file, the same every run: a byte replaced by one that breaks syntax, strings, numbers or nesting.
void TstFuzzRegressions::oneByteMutationsOfBundledFiles()
{
    int n = 0;
    for (const QString &path : bundledFiles()) {
        const QByteArray original = readAll(path);
        const Target target = targetForDataFile(path);
        for (qsizetype pos = 0; pos < original.size(); pos += 257) {
            for (const char c : {'\0', '"', '}', '9', '-', 'x', '\\'}) {
                QByteArray mutated = original;
                mutated[pos] = c;
                const QString problem = run(target, mutated);
                QVERIFY2(
                    problem.isEmpty(),
                    qPrintable(QStringLiteral("%1 with byte %2 = %3: %4").arg(path).arg(pos).arg(int(c)).arg(problem)));
                ++n;
            }
        }
    }
    QVERIFY(n > 1000);
    qInfo("%d mutated inputs", n);
}

QTEST_APPLESS_MAIN(TstFuzzRegressions)
#include "tst_fuzzregressions.moc"
