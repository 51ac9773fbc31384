// SPDX-License-Identifier: GPL-3.0-or-later
// The app with a large roster open (issue 5): one edit in a RosterDocument — the core edit, binding, validation, the
// undo snapshot and the model updates (only the rows that changed are signalled) — on a 10,000-regiment roster.
// Aim: under 16 ms (one frame at 60 Hz), median of 9 repetitions (docs/benchmarks.md).
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/rosterdocument.h"
#include "bw/rosterfile.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace sztab;
using namespace sztab::gui;

namespace {

// A legal list of `divisions` x `perDivision` regiments of the test catalogue's units that have no maximum and are
// not historical (tests/testdata/rulesdata, copied into the user's data directory in main()): it breaks no rule by
// repetition, as a player would keep it; only the commanders still to draw are warnings.
// With `errorHeavy`, units with a maximum of one and units of a historical regiment are mixed in, so that nearly every
// regiment breaks a rule (BWN 13.1 maximum, a historical regiment twice): about 15,000 issues for 10,000 regiments,
// the worst case for the issue list and the tree's markers.
QString bigRosterFile(const QTemporaryDir &dir, int divisions, int perDivision, bool errorHeavy = false)
{
    const QStringList units = errorHeavy
        ? QStringList{QStringLiteral("line-max1"), QStringLiteral("line-dup"), QStringLiteral("line-max1"),
                      QStringLiteral("hussars"),   QStringLiteral("line-dup"), QStringLiteral("cossacks")}
        : QStringList{QStringLiteral("line"),        QStringLiteral("light"),   QStringLiteral("militia"),
                      QStringLiteral("cuirassiers"), QStringLiteral("hussars"), QStringLiteral("cossacks")};
    Roster big;
    big.name = Text(QStringLiteral("benchmark"));
    big.ruleset = QStringLiteral("bwn-4.0");
    big.nation = QStringLiteral("testland");
    big.catalogues = {QStringLiteral("test-1813")};
    big.limits.units = HalfPoints::fromWhole(1000000);
    big.limits.upgrades = HalfPoints::fromWhole(1000000);
    for (int d = 0; d < divisions; ++d) {
        Division div;
        div.id = QStringLiteral("d%1").arg(d + 1);
        div.arm = DivisionArm::Mixed;
        div.pool = Arm::Infantry;
        for (int r = 0; r < perDivision; ++r)
            div.regiments << Regiment{units[(d * perDivision + r) % units.size()],
                                      std::nullopt,
                                      Status::Regular,
                                      errorHeavy && r % 3 != 0,
                                      {}}; // ambush beyond what BWN 15.1 allows
        big.divisions << div;
    }
    const QString path = dir.filePath(QStringLiteral("big-%1x%2%3.bwroster")
                                          .arg(divisions)
                                          .arg(perDivision)
                                          .arg(errorHeavy ? QStringLiteral("-errors") : QString()));
    QString message;
    if (!saveRosterFile(big, path, &message))
        qFatal("%s", qPrintable(message));
    return path;
}

void editOneRegiment(benchmark::State &state, bool errorHeavy)
{
    const int divisions = int(state.range(0)) / 100;
    QTemporaryDir dir;
    RosterDocument document;
    if (!document.open(QUrl::fromLocalFile(bigRosterFile(dir, divisions, 100, errorHeavy))))
        qFatal("%s", qPrintable(document.errorMessage()));
    // Toggle a status the rules allow in the middle of the roster: one undo step, revalidation, models.
    const int d = divisions / 2;
    bool veteran = false;
    for (auto _ : state) {
        veteran = !veteran;
        if (!document.setStatus(d, 50, veteran ? QStringLiteral("veteran") : QStringLiteral("regular")))
            state.SkipWithError(qPrintable(document.errorMessage()));
    }
    state.counters["regiments"] = double(state.range(0));
    state.counters["treeRows"] = document.rosterModel()->rowCount();
    state.counters["issues"] = document.issueModel()->rowCount();
    document.close();
}

void BM_EditOneRegiment(benchmark::State &state) { editOneRegiment(state, false); }
BENCHMARK(BM_EditOneRegiment)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);

// The same edit with an issue on nearly every regiment.
void BM_EditOneRegiment_ErrorHeavy(benchmark::State &state) { editOneRegiment(state, true); }
BENCHMARK(BM_EditOneRegiment_ErrorHeavy)->Arg(10000)->Unit(benchmark::kMillisecond);

// Adding a regiment inserts one row (no reset), the edit a player makes most.
void BM_AddRegiment(benchmark::State &state)
{
    const int divisions = int(state.range(0)) / 100;
    QTemporaryDir dir;
    RosterDocument document;
    if (!document.open(QUrl::fromLocalFile(bigRosterFile(dir, divisions, 100))))
        qFatal("%s", qPrintable(document.errorMessage()));
    const QString unit = document.roster()->divisions[0].regiments[0].unit;
    for (auto _ : state) {
        if (!document.addRegiment(unit, divisions / 2))
            state.SkipWithError(qPrintable(document.errorMessage()));
        state.PauseTiming();
        document.undo(); // keep the size steady
        state.ResumeTiming();
    }
    document.close();
}
BENCHMARK(BM_AddRegiment)->Arg(10000)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // autosaves go to the test location, never the user's
    const QString catalogue = AppData::userDataDir() + QStringLiteral("/catalogues/test-1813.json");
    QDir().mkpath(AppData::userDataDir() + QStringLiteral("/catalogues"));
    QFile::remove(catalogue);
    QFile::copy(QStringLiteral(SZTAB_TEST_DATA_DIR "/rulesdata/catalogues/test-1813.json"), catalogue);
    if (!AppData::instance().dataError().isEmpty())
        qFatal("%s", qPrintable(AppData::instance().dataError()));
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
