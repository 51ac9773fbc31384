#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang in build-fuzz/ and runs them one after another, each seeded from the bundled
# data, the test fixtures and the kept regression inputs (docs/fuzzing.md).
#
#   scripts/fuzz.sh [SECONDS] [RUNS] [TARGET...]    per target: stop after SECONDS or RUNS executions, whichever
#                                                   comes first (defaults 60 s, 10,000,000); targets: ruleset
#                                                   catalogue roster jsonio (default: all four)
#   scripts/fuzz.sh 1800 10000000                   the documented full run (30 minutes or 10 million runs each)
#   FUZZ_BUILD=0 scripts/fuzz.sh …                  run without reconfiguring and rebuilding
#   FUZZ_FRESH=1 scripts/fuzz.sh …                  start each corpus from the seeds alone (default: keep what
#                                                   earlier runs found in build-fuzz/corpus/<target>/)
#
# Writes build-fuzz/logs/<target>.log and a summary line per target to build-fuzz/logs/summary.txt. A crash, sanitizer
# report, broken check, timeout or out-of-memory is written to build-fuzz/crashes/<target>/ and minimised there
# (minimized-*); keep each as a regression input in tests/testdata/fuzz-regressions/<target>/. Exits 1 when any
# target found something. Corpora and logs stay in build-fuzz/ and are never committed.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
runs=${2:-10000000}
shift $(( $# > 2 ? 2 : $# ))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(ruleset catalogue roster jsonio)
out=build-fuzz

if [ "${FUZZ_BUILD:-1}" != 0 ]; then
  command -v clang++ >/dev/null || { echo "fuzz: install clang and libclang-rt-14-dev" >&2; exit 2; }
  CC=clang CXX=clang++ cmake -S . -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSZTAB_FUZZ=ON \
      -DSZTAB_WERROR=OFF -DBUILD_TESTING=OFF >/dev/null || exit 2
  cmake --build "$out" --target $(printf 'fuzz_%s ' "${targets[@]}") --parallel "$(nproc)" || exit 2
fi

# Sanitizer reports stop the run (UBSan would otherwise print and go on); leaks are not checked per input because Qt
# keeps process-wide caches that LeakSanitizer cannot tell from leaks (scripts/sanitize.sh checks leaks in the tests).
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:symbolize=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export QT_QPA_PLATFORM=offscreen

seed() { # seed TARGET: copy the seed files into the target's corpus (kept files are not overwritten)
  local corpus=$out/corpus/$1
  [ "${FUZZ_FRESH:-0}" = 1 ] && rm -rf "$corpus"
  mkdir -p "$corpus"
  local files=()
  case $1 in
    ruleset)   files=(data/rulesets/*.json) ;;
    catalogue) files=(data/catalogues/*.json tests/testdata/*/catalogues/*.json) ;;
    roster)    files=(data/rosters/*.bwroster) ;;
    jsonio)    files=(data/rulesets/*.json data/catalogues/*.json data/rosters/*.bwroster tests/testdata/*/catalogues/*.json) ;;
  esac
  for f in "${files[@]}" tests/testdata/fuzz-regressions/"$1"/*; do
    [ -f "$f" ] || continue
    case $f in *.md) continue ;; esac
    cp -n "$f" "$corpus/seed-$(echo "$f" | tr '/' '_')"
  done
}

mkdir -p "$out/logs"
status=0
for target in "${targets[@]}"; do
  bin=$out/fuzz/fuzz_$target
  [ -x "$bin" ] || { echo "fuzz: no $bin (unknown target?)" >&2; exit 2; }
  seed "$target"
  crashes=$out/crashes/$target
  mkdir -p "$crashes"
  log=$out/logs/$target.log
  echo "fuzz: fuzz_$target for $seconds s or $runs runs, log $log"
  "$bin" "$out/corpus/$target" -dict=fuzz/json.dict -max_len=1048576 -timeout=60 -rss_limit_mb=4096 \
      -max_total_time="$seconds" -runs="$runs" -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1
  rc=$?
  stats=$(grep -E '^#[0-9]+' "$log" | tail -n 1)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  line="$(date -u +%FT%TZ) fuzz_$target rc=$rc runs=${execs:-?} exec/s=${speed:-?} last: $stats"
  echo "$line" | tee -a "$out/logs/summary.txt"
  if [ $rc -ne 0 ]; then
    status=1
    grep -E 'ERROR: |fuzz check failed|runtime error|Test unit written' "$log" | head -n 5
    for crash in "$crashes"/crash-* "$crashes"/timeout-* "$crashes"/oom-*; do
      [ -f "$crash" ] || continue
      [ -f "$crashes/minimized-$(basename "$crash")" ] && continue
      echo "fuzz: minimising $crash"
      "$bin" "$crash" -minimize_crash=1 -max_total_time=300 -timeout=60 -rss_limit_mb=4096 \
          -exact_artifact_path="$crashes/minimized-$(basename "$crash")" >"$crash.minimize.log" 2>&1
    done
  fi
done
exit $status
