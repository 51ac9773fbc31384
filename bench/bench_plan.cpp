// SPDX-License-Identifier: GPL-3.0-or-later
// Timings of the battle planner (docs/benchmarks.md): one drag step of the future planner view — a piece moved,
// the plan's context rebuilt and every rule check run — on a 240x120 table with 40 terrain pieces and both demo
// armies deployed; and generating a legal layout.
#include "bw/plan/deployment.h"
#include "bw/plan/generate.h"
#include "bw/plan/plancheck.h"
#include "bw/rosterfile.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace sztab;
using namespace sztab::plan;

namespace {

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "bench_plan: %s\n", qPrintable(what));
    std::exit(2);
}

const DataSet &dataSet()
{
    static const DataSet data = [] {
        DataSet d;
        LoadError error;
        if (!d.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error))
            die(error.toLine());
        return d;
    }();
    return data;
}

const Ruleset &ruleset() { return *dataSet().ruleset(QStringLiteral("bwn-4.0")); }

// A generated 240x120 farmland table, topped up to 40 pieces with bought 10x10 pieces, and both demo armies deployed.
const BattlePlan &busyPlan()
{
    static const BattlePlan plan = [] {
        BattlePlan p;
        p.ruleset = QStringLiteral("bwn-4.0");
        p.table = {240, 120};
        p.battlefield = BattlefieldRef{2, QStringLiteral("farmland"), QString()};
        SeededDice dice(1813);
        QString error;
        auto g = generateTerrain(ruleset(), p, dice, &error);
        if (!g)
            die(error);
        p = *g;
        // Bought pieces come after the table's pieces and before the roads (BWN 14.4): make room in the order.
        int order = 0;
        for (const TerrainPiece &t : p.terrain)
            if (t.kind == PieceKind::Piece)
                order = std::max(order, t.order);
        const int extra = 40 - int(p.terrain.size());
        for (TerrainPiece &t : p.terrain)
            if (t.order > order)
                t.order += extra;
        for (int k = 0; p.terrain.size() < 40; ++k) {
            TerrainPiece t;
            t.id = QStringLiteral("extra%1").arg(k);
            t.type = QStringLiteral("difficult");
            t.kind = PieceKind::Bought;
            t.owner = k % 2 ? Player::B : Player::A;
            t.order = ++order;
            t.centre = JsonPoint{10.0 + 14 * (k % 16), k < 16 ? 28.0 : 92.0};
            t.size = JsonPoint{10, 10};
            p.terrain << t;
        }
        const auto context = planContext(ruleset(), p, &error);
        if (!context)
            die(error);
        for (const auto &[file, who] : {std::pair{QStringLiteral("demo-france-1813"), Player::A},
                                        {QStringLiteral("demo-russia-1813"), Player::B}}) {
            LoadError le;
            static std::optional<CheckedRoster> keep[2]; // the bound rosters point into these
            auto &slot = keep[int(who)];
            slot = checkRosterFile(
                QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/") + file + QStringLiteral(".bwroster"), dataSet(), &le);
            if (!slot)
                die(le.toLine());
            p.deployment += deployRoster(*context, *slot->bound, who);
        }
        return p;
    }();
    return plan;
}

// One drag step: the piece moves 0.5 cm, then the context (shapes, frame, allowance) and every check again.
void BM_DragStep40Pieces(benchmark::State &state)
{
    BattlePlan p = busyPlan();
    qsizetype moved = -1;
    for (qsizetype i = 0; i < p.terrain.size() && moved < 0; ++i)
        if (p.terrain[i].polygon)
            moved = i;
    if (moved < 0)
        die(QStringLiteral("no polygon piece to drag"));
    qsizetype issues = 0;
    QString first;
    int step = 0;
    for (auto _ : state) {
        JsonPoints &poly = *p.terrain[moved].polygon;
        const double dx = (step++ % 20) < 10 ? 0.5 : -0.5;
        for (JsonPoint &q : poly)
            q[0] += dx;
        const auto report = checkPlan(ruleset(), p);
        issues = report ? report->issues.size() : -1;
        if (report && !report->issues.isEmpty())
            first = report->issues.first().code + QLatin1Char(' ') + report->issues.first().path;
        benchmark::DoNotOptimize(issues);
    }
    state.counters["pieces"] = double(p.terrain.size());
    state.counters["formations"] = double(p.deployment.size());
    state.counters["issues"] = double(issues);
    state.SetLabel(first.toStdString()); // which rule the busy table breaks, so the number is not a mystery
}
BENCHMARK(BM_DragStep40Pieces)->Unit(benchmark::kMicrosecond);

void BM_GenerateLayout(benchmark::State &state)
{
    BattlePlan p;
    p.ruleset = QStringLiteral("bwn-4.0");
    p.table = {240, 120};
    p.battlefield = BattlefieldRef{int(state.range(0)), QString(), QString()};
    quint64 seed = 1;
    for (auto _ : state) {
        SeededDice dice(seed++);
        auto g = generateTerrain(ruleset(), p, dice);
        benchmark::DoNotOptimize(g);
    }
}
BENCHMARK(BM_GenerateLayout)->Arg(2)->Arg(6)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
