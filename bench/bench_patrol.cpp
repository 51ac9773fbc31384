// SPDX-License-Identifier: GPL-3.0-or-later
// Timings of the patrol-marker phase (B19 6.2, docs/benchmarks.md): the sight of 24 markers recomputed on a
// 72x48-inch table of 40 terrain pieces (woods, built-up areas and hills that block sight, impassable and difficult
// ground that do not), as the map redraws it after a marker is dragged: every marker's cover, its sight area (96
// rays) and every pair of enemy markers. Aim: within one 16 ms frame (median).
#include "bw/dataset.h"
#include "bw/plan/patrolsight.h"

#include <benchmark/benchmark.h>

#include <QRandomGenerator>

#include <cstdio>
#include <cstdlib>

using namespace sztab;
using namespace sztab::plan;

namespace {

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "bench_patrol: %s\n", qPrintable(what));
    std::exit(2);
}

struct Fixture {
    DataSet data;
    BattlePlan plan;
    std::optional<PlanContext> context;
    PatrolTable table;
    QList<PatrolMarker> markers;
};

const Fixture &fixture()
{
    static const Fixture f = [] {
        Fixture x;
        LoadError error;
        if (!x.data.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error))
            die(error.toLine());
        const Ruleset *ruleset = x.data.ruleset(QStringLiteral("b19"));
        if (!ruleset)
            die(QStringLiteral("no b19 ruleset"));
        Text why;
        const auto rules = patrolRules(*ruleset, &why);
        if (!rules)
            die(why.isEmpty() ? QStringLiteral("b19 has no patrol block") : why.get(QStringLiteral("en")));
        x.plan.ruleset = ruleset->id;
        x.plan.table = {72, 48};
        // A fixed seed: the same 40 pieces and 24 markers every run.
        QRandomGenerator rng(1906);
        const QStringList types{QStringLiteral("woods"), QStringLiteral("bua"),        QStringLiteral("hills"),
                                QStringLiteral("woods"), QStringLiteral("impassable"), QStringLiteral("hills")};
        for (int i = 0; i < 40; ++i) {
            TerrainPiece p;
            p.id = QStringLiteral("p%1").arg(i);
            p.type = types[i % types.size()];
            p.owner = i % 2 ? Player::B : Player::A;
            p.order = i + 1;
            // Six-cornered pieces, as players draw woods and hills.
            const QPointF c(rng.bounded(72.0), rng.bounded(48.0));
            const double r = 1.5 + rng.bounded(3.0);
            JsonPoints poly;
            for (int k = 0; k < 6; ++k) {
                const double a = 2 * M_PI * k / 6 + rng.bounded(0.5);
                const double rr = r * (0.7 + rng.bounded(0.6));
                poly << JsonPoint{c.x() + rr * std::cos(a), c.y() + rr * std::sin(a)};
            }
            p.polygon = poly;
            x.plan.terrain << p;
        }
        // The context by hand: the sight rules need only the table and the pieces' shapes (the b19 ruleset has no
        // battle frame of its own yet).
        x.context = PlanContext();
        x.context->ruleset = ruleset;
        x.context->frame.table = x.plan.table;
        for (const TerrainPiece &p : x.plan.terrain)
            x.context->shapes << shapeOf(p);
        x.table = patrolTable(*x.context, *rules, x.plan);
        for (int i = 0; i < 12; ++i) {
            x.markers << PatrolMarker{QStringLiteral("A%1").arg(i + 1), Player::A,
                                      QPointF(3 + rng.bounded(66.0), 2 + rng.bounded(16.0))};
            x.markers << PatrolMarker{QStringLiteral("B%1").arg(i + 1), Player::B,
                                      QPointF(3 + rng.bounded(66.0), 30 + rng.bounded(16.0))};
        }
        return x;
    }();
    return f;
}

// Everything the map needs after one marker moved: each marker's cover, sight area and whom it sees.
void BM_PatrolSight24Markers40Pieces(benchmark::State &state)
{
    const Fixture &f = fixture();
    QList<PatrolMarker> markers = f.markers;
    int step = 0;
    for (auto _ : state) {
        markers[0].at.rx() = 3 + (step++ % 100) * 0.1; // the dragged marker
        const QList<MarkerSight> sight = markerSight(f.table, markers, true, 96);
        benchmark::DoNotOptimize(sight.data());
    }
}
BENCHMARK(BM_PatrolSight24Markers40Pieces)->Unit(benchmark::kMillisecond);

// Only who sees whom (what a move's walk asks at every step).
void BM_PatrolSightPairs24Markers40Pieces(benchmark::State &state)
{
    const Fixture &f = fixture();
    for (auto _ : state) {
        const QList<SightPair> pairs = sightPairs(f.table, f.markers);
        benchmark::DoNotOptimize(pairs.data());
    }
}
BENCHMARK(BM_PatrolSightPairs24Markers40Pieces)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
