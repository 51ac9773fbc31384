// SPDX-License-Identifier: GPL-3.0-or-later
// Timings of the rules engine (docs/benchmarks.md): validating and binding the bundled 32+8 demo roster,
// validating synthetic rosters of 1,000 to 100,000 regiments, and the whole path from JSON bytes to a report
// for 100,000 and 200,000 regiments.
#include "foundation/document.h"
#include "bw/rosterfile.h"
#include "bw/validation.h"

#include <QHash>
#include <QJsonDocument>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace sztab;

namespace {

[[noreturn]] void die(const LoadError &error)
{
    std::fprintf(stderr, "bench_validation: %s\n", qPrintable(error.toLine()));
    std::exit(2);
}

// The bundled rulesets and catalogues, loaded once for all benchmarks.
const DataSet &dataSet()
{
    static const DataSet data = [] {
        DataSet d;
        LoadError error;
        if (!d.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error))
            die(error);
        return d;
    }();
    return data;
}

const QString kDemoRoster = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster");

// A generated catalogue for big legal rosters: 12 units of every kind and class, none historical or limited,
// and one general per division, so that a roster of any size can break no rule at all.
const QString kBenchCatalogue = QStringLiteral("bench-generic");

const DataSet &benchData(int divisions)
{
    static QHash<int, DataSet *> cache; // one per size, kept for the whole run
    if (DataSet *d = cache.value(divisions))
        return *d;
    auto *d = new DataSet(dataSet());
    const Catalogue *demo = dataSet().catalogue(QStringLiteral("demo-france-1813"));
    Catalogue c;
    c.id = kBenchCatalogue;
    c.ruleset = QStringLiteral("bwn-4.0");
    c.nation = QStringLiteral("benchland");
    c.name = Text(QStringLiteral("Generated catalogue for benchmarks"));
    c.profiles = demo->profiles;
    int i = 0;
    for (auto it = c.profiles.cbegin(); it != c.profiles.cend() && i < 12; ++it, ++i) {
        if (it->kind == UnitKind::Artillery)
            continue;
        Unit u;
        u.id = QStringLiteral("bench-unit-%1").arg(i);
        u.name = Text(u.id);
        u.bases = {BaseGroup{it.key(), 2}};
        u.traits = {QStringLiteral("may-gain-elite")};
        c.units << u;
    }
    for (int g = 0; g < divisions + 1; ++g) {
        General gen;
        gen.id = QStringLiteral("bench-general-%1").arg(g);
        gen.name = Text(gen.id);
        gen.roles = {g == 0 ? QStringLiteral("commander-in-chief") : QStringLiteral("division")};
        c.generals << gen;
    }
    d->insert(std::move(c));
    cache.insert(divisions, d);
    return *d;
}

Roster customLimitsRoster(const QString &catalogue, const QString &nation, int regiments)
{
    Roster r;
    r.name = Text(QStringLiteral("Synthetic %1").arg(regiments));
    r.ruleset = QStringLiteral("bwn-4.0");
    r.nation = nation;
    r.catalogues = {catalogue};
    r.limits.units = HalfPoints::fromWhole(1'000'000'000);
    r.limits.upgrades = HalfPoints::fromWhole(1'000'000'000);
    r.limits.maxBases = 1'000'000'000; // the largest whole number the format reads back
    return r;
}

// A legal roster of `regiments` regiments in divisions of 10 from the generated catalogue, every general
// drawn, every 4th regiment veteran: the verdict is "no issue", as for a well-made big list.
Roster legalSyntheticRoster(int regiments)
{
    const int divisions = (regiments + 9) / 10;
    const Catalogue *catalogue = benchData(divisions).catalogue(kBenchCatalogue);
    Roster r = customLimitsRoster(kBenchCatalogue, catalogue->nation, regiments);
    r.commanderInChief.general = QStringLiteral("bench-general-0");
    r.divisions.reserve(divisions);
    for (int i = 0; i < regiments; ++i) {
        if (i % 10 == 0) {
            Division d;
            d.id = QStringLiteral("d%1").arg(i / 10 + 1);
            d.arm = DivisionArm::Infantry;
            d.general = QStringLiteral("bench-general-%1").arg(i / 10 + 1);
            d.regiments.reserve(10);
            r.divisions.append(std::move(d));
        }
        Regiment reg;
        reg.unit = catalogue->units[i % catalogue->units.size()].id;
        if (i % 4 == 3)
            reg.status = Status::Veteran;
        r.divisions.last().regiments.append(std::move(reg));
    }
    return r;
}

// The worst case: cycling over the historical demo units, so nearly every regiment repeats a historical unit or
// passes a maximum, and no general is drawn: an issue for almost every regiment.
Roster brokenSyntheticRoster(int regiments)
{
    const Catalogue *catalogue = dataSet().catalogue(QStringLiteral("demo-france-1813"));
    Roster r = customLimitsRoster(catalogue->id, catalogue->nation, regiments);
    for (int i = 0; i < regiments; ++i) {
        if (i % 10 == 0) {
            Division d;
            d.id = QStringLiteral("d%1").arg(i / 10 + 1);
            d.arm = DivisionArm::Infantry;
            r.divisions.append(std::move(d));
        }
        Regiment reg;
        reg.unit = catalogue->units[i % catalogue->units.size()].id;
        r.divisions.last().regiments.append(std::move(reg));
    }
    return r;
}

BoundRoster bindOrDie(const Roster &roster, const QString &file, const DataSet &data = dataSet())
{
    LoadError error;
    auto bound = bindRoster(roster, data, file, &error);
    if (!bound)
        die(error);
    return std::move(*bound);
}

Roster loadDemoRoster()
{
    LoadError error;
    auto roster = loadRosterFile(kDemoRoster, &error);
    if (!roster)
        die(error);
    return std::move(*roster);
}

int regimentCount(const Roster &r)
{
    int n = 0;
    for (const Division &d : r.divisions)
        n += int(d.regiments.size());
    return n;
}

void BM_Validate_Demo32plus8(benchmark::State &state)
{
    const Roster roster = loadDemoRoster();
    const BoundRoster bound = bindOrDie(roster, kDemoRoster);
    int issues = 0;
    for (auto _ : state) {
        ValidationReport report = validateRoster(bound);
        issues = int(report.issues.size());
        benchmark::DoNotOptimize(report);
    }
    state.counters["regiments"] = regimentCount(roster);
    state.counters["issues"] = issues;
}
BENCHMARK(BM_Validate_Demo32plus8);

void BM_Bind_Demo32plus8(benchmark::State &state)
{
    const Roster roster = loadDemoRoster();
    const DataSet &data = dataSet();
    for (auto _ : state) {
        LoadError error;
        auto bound = bindRoster(roster, data, kDemoRoster, &error);
        if (!bound) {
            state.SkipWithError(qPrintable(error.toLine()));
            break;
        }
        benchmark::DoNotOptimize(bound);
    }
    state.counters["regiments"] = regimentCount(roster);
}
BENCHMARK(BM_Bind_Demo32plus8);

template <Roster (*Make)(int)> void validateSynthetic(benchmark::State &state, const DataSet &data)
{
    const int n = int(state.range(0));
    const Roster roster = Make(n);
    const BoundRoster bound = bindOrDie(roster, QStringLiteral("synthetic"), data);
    int issues = 0;
    for (auto _ : state) {
        ValidationReport report = validateRoster(bound);
        issues = int(report.issues.size());
        benchmark::DoNotOptimize(report);
    }
    state.SetItemsProcessed(state.iterations() * n);
    state.SetComplexityN(n);
    state.counters["issues"] = issues;
}

// A legal big roster: the aim is linear growth and 10,000 regiments inside one 16 ms frame.
void BM_Validate_Synthetic(benchmark::State &state)
{
    validateSynthetic<legalSyntheticRoster>(state, benchData(int(state.range(0) + 9) / 10));
}
BENCHMARK(BM_Validate_Synthetic)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMicrosecond)
    ->Complexity(benchmark::oN);

// The same sizes with an issue on nearly every regiment: the cost of building the issue list.
void BM_Validate_SyntheticBroken(benchmark::State &state)
{
    validateSynthetic<brokenSyntheticRoster>(state, dataSet());
}
BENCHMARK(BM_Validate_SyntheticBroken)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMicrosecond)
    ->Complexity(benchmark::oN);

void BM_LoadAndValidate_Synthetic(benchmark::State &state)
{
    const int n = int(state.range(0));
    const QByteArray bytes = [n] {
        const Roster roster = legalSyntheticRoster(n);
        return QJsonDocument(rosterToJson(roster)).toJson();
    }();
    const QString file = QStringLiteral("synthetic.bwroster");
    const DataSet &data = benchData((n + 9) / 10);
    int issues = 0;
    for (auto _ : state) {
        LoadError error;
        const auto doc = parseJsonObject(bytes, file, &error);
        if (!doc) {
            state.SkipWithError(qPrintable(error.toLine()));
            break;
        }
        const auto roster = rosterFromJson(*doc, file, &error);
        if (!roster) {
            state.SkipWithError(qPrintable(error.toLine()));
            break;
        }
        const auto bound = bindRoster(*roster, data, file, &error);
        if (!bound) {
            state.SkipWithError(qPrintable(error.toLine()));
            break;
        }
        ValidationReport report = validateRoster(*bound);
        issues = int(report.issues.size());
        benchmark::DoNotOptimize(report);
    }
    state.SetItemsProcessed(state.iterations() * n);
    state.SetBytesProcessed(state.iterations() * bytes.size());
    state.counters["json_MB"] = double(bytes.size()) / 1e6;
    state.counters["issues"] = issues;
}
BENCHMARK(BM_LoadAndValidate_Synthetic)->Arg(100000)->Arg(200000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
