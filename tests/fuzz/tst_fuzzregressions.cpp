// The fuzzers' code paths in the normal test build: every kept crasher (tests/testdata/fuzz-regressions/) and
// deterministic one-byte mutations of the bundled files go through reading, binding, validation, writing and the
// draw. Each must end in a result or in an error naming the file — never a crash.
#include "datastamp.h"
#include "document.h"
#include "draws.h"
#include "validation.h"

#include <QDirIterator>
#include <QTest>

using namespace sztab;

namespace {

const DataSet &bundled()
{
    static const DataSet data = [] {
        DataSet d;
        LoadError error;
        if (!d.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error))
            qFatal("%s", qPrintable(error.toLine()));
        return d;
    }();
    return data;
}

// Returns "" when the input was handled (a result or a clean error), else what went wrong.
QString exercise(const QByteArray &bytes, const QString &name)
{
    LoadError error;
    const auto doc = parseJsonObject(bytes, name, &error);
    if (!doc)
        return error.file == name && !error.message.isEmpty() ? QString() : QStringLiteral("syntax error without file or message");
    const QString format = documentFormat(*doc);
    if (format == QLatin1String("bw-ruleset")) {
        const auto r = rulesetFromJson(*doc, name, &error);
        if (r && !(rulesetFromJson(rulesetToJson(*r), name, &error) == r))
            return QStringLiteral("ruleset does not read back equal");
    } else if (format == QLatin1String("bw-catalogue")) {
        const Ruleset *rs = bundled().ruleset(QStringLiteral("bwn-4.0"));
        const auto c = catalogueFromJson(*doc, name, rs, &error);
        if (c && !(catalogueFromJson(catalogueToJson(*c), name, rs, &error) == c))
            return QStringLiteral("catalogue does not read back equal");
    } else {
        const auto roster = rosterFromJson(*doc, name, &error);
        if (!roster)
            return error.message.isEmpty() ? QStringLiteral("roster error without message") : QString();
        if (!(rosterFromJson(rosterToJson(*roster), name, &error) == roster))
            return QStringLiteral("roster does not read back equal");
        const auto bound = bindRoster(*roster, bundled(), name, &error);
        if (!bound)
            return error.pointer.isEmpty() && error.message.isEmpty() ? QStringLiteral("bind error without place") : QString();
        (void)validateRoster(*bound);
        (void)stampOf(*bound);
        SeededDice dice(1);
        DrawError drawError;
        (void)drawCommanders(*bound, dice, &drawError);
    }
    return QString();
}

} // namespace

class TstFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void keptCrashers();
    void oneByteMutationsOfBundledFiles();
};

void TstFuzzRegressions::keptCrashers()
{
    int n = 0;
    QDirIterator it(QStringLiteral(SZTAB_TEST_DATA_DIR "/fuzz-regressions"), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.fileName().endsWith(QLatin1String(".md")))
            continue;
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString problem = exercise(f.readAll(), f.fileName());
        QVERIFY2(problem.isEmpty(), qPrintable(f.fileName() + QStringLiteral(": ") + problem));
        ++n;
    }
    qInfo("%d kept fuzz inputs", n);
}

void TstFuzzRegressions::oneByteMutationsOfBundledFiles()
{
    int n = 0;
    QDirIterator it(QStringLiteral(SZTAB_SOURCE_DATA_DIR), {QStringLiteral("*.json"), QStringLiteral("*.bwroster")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(QLatin1String("/schema/")))
            continue;
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray original = f.readAll();
        for (qsizetype pos = 0; pos < original.size(); pos += 211) { // spread over the file, the same every run
            for (const char c : {'\0', '"', '}', '9', '-', 'x'}) {
                QByteArray mutated = original;
                mutated[pos] = c;
                const QString problem = exercise(mutated, path);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1 with byte %2 = %3: %4").arg(path).arg(pos).arg(int(c)).arg(problem)));
                ++n;
            }
        }
    }
    QVERIFY(n > 1000);
    qInfo("%d mutated inputs", n);
}

QTEST_APPLESS_MAIN(TstFuzzRegressions)
#include "tst_fuzzregressions.moc"
