// SPDX-License-Identifier: GPL-3.0-or-later
// The battle planner in the app (issue 6): one drag step as the window does it — PlanDocument::movePiece (the plan
// edited, its context and every core check recomputed, the undo step joined to the drag's) and PlanMapItem painting
// the whole 1280x800 map at the new position — on a 180x120 table with 40 terrain pieces and both demo armies
// deployed. Aim: under 16 ms (one frame at 60 Hz), median of 9 repetitions (docs/benchmarks.md).
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/plandocument.h"
#include "app/gui/bw/planmapitem.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>

#include <benchmark/benchmark.h>

using namespace sztab;
using namespace sztab::gui;

namespace {

QUrl demo(const char *name)
{
    return QUrl::fromLocalFile(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/%1.bwroster").arg(QLatin1String(name)));
}

// The busy table: a generated legal layout, filled up to 40 pieces with woods and hills in a grid, both armies in.
void busyTable(PlanDocument &d)
{
    if (!d.newPlan({{QStringLiteral("table"), QStringLiteral("180x120")},
                    {QStringLiteral("rosterA"), demo("demo-france-1813")},
                    {QStringLiteral("rosterB"), demo("demo-russia-1813")}})
        || !d.setBattlefield(1) || !d.generate(QStringLiteral("7")) || !d.deploy(QStringLiteral("A"))
        || !d.deploy(QStringLiteral("B")))
        qFatal("%s", qPrintable(d.errorMessage()));
    for (int k = 0; d.plan().terrain.size() < 40; ++k)
        if (d.addPiece(k % 2 ? QStringLiteral("woods") : QStringLiteral("hills"), QString(), 15 + (k % 8) * 21,
                       30 + (k / 8) * 15)
            < 0)
            qFatal("%s", qPrintable(d.errorMessage()));
}

void dragStep(benchmark::State &state, bool paint)
{
    PlanDocument d;
    busyTable(d);
    PlanMapItem item;
    item.setSize(QSizeF(1280, 800));
    item.setDocument(&d);
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    const int piece = int(d.plan().terrain.size()) / 2;
    d.beginDrag();
    double dx = 0.5;
    for (auto _ : state) {
        if (!d.movePiece(piece, dx, 0.25))
            state.SkipWithError("move failed");
        dx = -dx; // back and forth: the table stays the same size of problem
        if (paint) {
            QPainter painter(&frame);
            item.paint(&painter);
        }
        benchmark::DoNotOptimize(frame.constBits());
    }
    d.endDrag();
    state.counters["pieces"] = double(d.plan().terrain.size());
    state.counters["divisions"] = double(d.plan().deployment.size());
    state.counters["issues"] = double(d.checks()->count());
}

void BM_PlanView_DragStep_MoveChecksAndPaint(benchmark::State &state) { dragStep(state, true); }
void BM_PlanView_DragStep_MoveAndChecksOnly(benchmark::State &state) { dragStep(state, false); }

} // namespace

BENCHMARK(BM_PlanView_DragStep_MoveChecksAndPaint)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_PlanView_DragStep_MoveAndChecksOnly)->Unit(benchmark::kMillisecond)->UseRealTime();

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    AppData::instance().setLanguage(QStringLiteral("en"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
