// SPDX-License-Identifier: GPL-3.0-or-later
// Timings of the printable sheets (docs/benchmarks.md, issue 4): the order and reference sheets of the French 32+8
// demo roster (drawn with seed 1), side by side with a trivial one-page PDF — one A4 page with one line of text
// through QPdfWriter — twice: as whole programs (`bwn sheets` against bench_trivialpdf, each a new process) and
// in this process (the sheets from a validated roster against the trivial page alone).
#include "bw/draws.h"
#include "bw/rosterfile.h"
#include "render/sheets/sheetpainter.h"

#include <QDir>
#include <QGuiApplication>
#include <QProcess>
#include <QPainter>
#include <QPdfWriter>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace sztab;

namespace {

[[noreturn]] void die(const QString &message)
{
    std::fprintf(stderr, "bench_sheets: %s\n", qPrintable(message));
    std::exit(2);
}

struct Army {
    DataSet data;
    std::unique_ptr<Roster> roster;
    std::optional<BoundRoster> bound;
    ValidationReport report;
};

// The French demo with its generals drawn (seed 1), bound and validated once.
const Army &army()
{
    static const std::unique_ptr<Army> a = [] {
        auto out = std::make_unique<Army>();
        LoadError error;
        if (!out->data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error))
            die(error.toLine());
        const QString path = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");
        auto roster = loadRosterFile(path, &error);
        if (!roster)
            die(error.toLine());
        const auto undrawn = bindRoster(*roster, out->data, path, &error);
        if (!undrawn)
            die(error.toLine());
        SeededDice dice(1);
        DrawError drawError;
        const auto drawn = drawCommanders(*undrawn, dice, &drawError);
        if (!drawn)
            die(drawError.message);
        out->roster = std::make_unique<Roster>(drawn->roster);
        out->bound = bindRoster(*out->roster, out->data, path, &error);
        if (!out->bound)
            die(error.toLine());
        out->report = validateRoster(*out->bound);
        return out;
    }();
    return *a;
}

QString outputPath(const char *name)
{
    return QDir::temp().filePath(QStringLiteral("sztab-bench-%1.pdf").arg(QLatin1String(name)));
}

// The baseline: what any program pays for a PDF — one page, one line of text in the sheets' font.
void BM_TrivialOnePagePdf(benchmark::State &state)
{
    const QString path = outputPath("trivial");
    for (auto _ : state) {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(600);
        QPainter painter(&writer);
        painter.setFont(QFont(QStringLiteral("DejaVu Sans"), 10));
        painter.drawText(QPointF(500, 500), QStringLiteral("Bogowie wojny – Napoleon: arkusz rozkazów"));
        painter.end();
    }
}
BENCHMARK(BM_TrivialOnePagePdf)->Unit(benchmark::kMillisecond);

// The sheets as `bwn sheets` makes them once the roster is validated: the model, then the PDF (7 pages).
void BM_Sheets_Demo32plus8(benchmark::State &state)
{
    const Army &a = army();
    const QString path = outputPath("sheets");
    const QString lang = state.range(0) == 0 ? QStringLiteral("pl") : QStringLiteral("en");
    int pages = 0;
    for (auto _ : state) {
        const sheets::SheetModel model = sheets::buildSheetModel(*a.bound, a.report, lang);
        sheets::LayoutReport report;
        QString error;
        if (!sheets::writeSheetsPdf(model, path, &report, &error))
            die(error);
        pages = report.pages;
    }
    state.counters["pages"] = pages;
}
BENCHMARK(BM_Sheets_Demo32plus8)->Arg(0)->Arg(1)->ArgName("english")->Unit(benchmark::kMillisecond);

// Runs a program to the end; its exit code must be `expected`.
void runProgram(const QString &program, const QStringList &args, int expected)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != expected)
        die(QStringLiteral("%1 %2 failed: %3")
                .arg(program, args.join(QLatin1Char(' ')), QString::fromUtf8(p.readAllStandardError())));
}

void BM_Program_TrivialPdf(benchmark::State &state)
{
    const QString path = outputPath("trivial-program");
    for (auto _ : state)
        runProgram(QStringLiteral(SZTAB_TRIVIALPDF_PATH), {path}, 0);
}
BENCHMARK(BM_Program_TrivialPdf)->Unit(benchmark::kMillisecond)->UseRealTime();

// `bwn sheets drawn.bwroster -o OUT.pdf --lang pl`: reading the data and the roster, validation, model and PDF.
void BM_Program_BwnSheets(benchmark::State &state)
{
    const QString roster = QDir::temp().filePath(QStringLiteral("sztab-bench-drawn.bwroster"));
    QString error;
    if (!saveRosterFile(*army().roster, roster, &error))
        die(error);
    const QString path = outputPath("sheets-program");
    for (auto _ : state)
        runProgram(QStringLiteral(SZTAB_BWN_PATH),
                   {QStringLiteral("sheets"), roster, QStringLiteral("-o"), path, QStringLiteral("--lang"),
                    QStringLiteral("pl")},
                   0);
}
BENCHMARK(BM_Program_BwnSheets)->Unit(benchmark::kMillisecond)->UseRealTime();

// The model alone (QtCore): every number of the sheets, without painting.
void BM_SheetModel_Demo32plus8(benchmark::State &state)
{
    const Army &a = army();
    for (auto _ : state)
        benchmark::DoNotOptimize(sheets::buildSheetModel(*a.bound, a.report, QStringLiteral("pl")));
}
BENCHMARK(BM_SheetModel_Demo32plus8)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    // Fonts need a QGuiApplication; no display is needed to write a PDF.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
