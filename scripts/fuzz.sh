#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/) and runs each one, seeded from the bundled data and the test
# fixtures. Usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [RUNS_PER_TARGET]   (defaults: 60 s, 10,000,000 runs)
# Crashes are written to build-fuzz/crashes/<target>/; keep each as a regression file in tests/testdata/fuzz-regressions/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
runs=${2:-10000000}
command -v clang++ >/dev/null || { echo "fuzz: install clang and libclang-rt-14-dev" >&2; exit 1; }
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSZTAB_FUZZ=ON \
    -DSZTAB_WERROR=OFF -DBUILD_TESTING=OFF
cmake --build build-fuzz --target fuzz_roster fuzz_catalogue fuzz_ruleset --parallel "$(nproc)"
for target in ruleset catalogue roster; do
  corpus=build-fuzz/corpus/$target
  mkdir -p "$corpus" "build-fuzz/crashes/$target" build-fuzz/logs
  case $target in
    ruleset)   cp data/rulesets/*.json "$corpus/" ;;
    catalogue) cp data/catalogues/*.json tests/testdata/rulesdata/catalogues/*.json "$corpus/" ;;
    roster)    cp data/rosters/*.bwroster "$corpus/" ;;
  esac
  echo "fuzz: fuzz_$target for $seconds s or $runs runs"
  ASAN_OPTIONS=detect_leaks=0 QT_QPA_PLATFORM=offscreen "build-fuzz/fuzz/fuzz_$target" "$corpus" \
      -dict=fuzz/json.dict -max_len=1048576 -max_total_time="$seconds" -runs="$runs" \
      -artifact_prefix="build-fuzz/crashes/$target/" -print_final_stats=1 2>&1 | tee "build-fuzz/logs/$target.log" | tail -n 12
done
