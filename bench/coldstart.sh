#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Cold start to the first frame (issue 5, item 10): `sztab --quit-after-first-frame` (the home view, the bundled
# data, a fresh user profile) against bench_barequick (a bare Qt Quick Controls window), each a whole process,
# in alternating rounds under ONE Xvfb server. Both print "first-frame <wall clock µs> <CPU µs>" the moment their
# first frame is swapped (app/gui/shell/firstframe.h), so the time to the first frame counts from this script's launch
# (the dynamic loading before main() included) to that moment, and the CPU time is every thread's up to it.
# Prints the medians and the ratios to the bare window: time to the first frame (the aim: at most 1.5x,
# docs/benchmarks.md), CPU time to it, and the whole process with its teardown after the first frame.
#   bench/coldstart.sh [BUILD_DIR] [ROUNDS]      e.g. bench/coldstart.sh build 40
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
rounds=${2:-30}

if [ -z "${SZTAB_COLDSTART_IN_X:-}" ]; then
    profile=$(mktemp -d)
    trap 'rm -rf "$profile"' EXIT
    # A first start: no settings, no recent files, no autosaves of the user's; the bundled data only.
    export XDG_CONFIG_HOME=$profile/config XDG_DATA_HOME=$profile/data XDG_CACHE_HOME=$profile/cache
    export SZTAB_DATA_DIR=$here/../data SZTAB_COLDSTART_IN_X=1
    unset QT_QPA_PLATFORM QT_QUICK_BACKEND
    xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$build" "$rounds"
    exit
fi

commands=("$build/bench/bench_barequick" "$build/app/sztab --quit-after-first-frame")
names=("bare Qt Quick window" "sztab")
n=${#commands[@]}
declare -a frames cpus totals
for ((i = 0; i < n; i++)); do frames[i]=""; cpus[i]=""; totals[i]=""; done
usec() { local t=${1/[.,]/}; echo $((10#$t)); }

for ((i = 0; i < n; i++)); do ${commands[i]} >/dev/null 2>&1 || true; done # warm the caches once
for ((r = 0; r < rounds; r++)); do
    for ((k = 0; k < n; k++)); do
        i=$(((r + k) % n)) # the order rotates, so a busy moment of the machine falls on both alike
        start=$(usec "$EPOCHREALTIME")
        out=$(${commands[i]} 2>/dev/null) || { echo "failed: ${commands[i]}" >&2; exit 1; }
        end=$(usec "$EPOCHREALTIME")
        read -r tag frame cpu <<<"$(grep '^first-frame ' <<<"$out")" || true
        [ "${tag:-}" = first-frame ] || { echo "no first-frame line from: ${commands[i]}" >&2; exit 1; }
        frames[i]+="$((frame - start)) "
        cpus[i]+="$cpu "
        totals[i]+="$((end - start)) "
    done
done

median() { tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "medians of $rounds alternating rounds, ms (ratio to the bare window); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-22s %-18s %-18s %-18s\n' "" "to first frame" "CPU to it" "whole process"
for ((i = 0; i < n; i++)); do
    awk -v f="$(echo "${frames[i]}" | median)" -v fb="$(echo "${frames[0]}" | median)" \
        -v c="$(echo "${cpus[i]}" | median)" -v cb="$(echo "${cpus[0]}" | median)" \
        -v t="$(echo "${totals[i]}" | median)" -v tb="$(echo "${totals[0]}" | median)" -v name="${names[i]}" \
        'BEGIN { printf "%-22s %7.1f (%4.2fx)    %7.1f (%4.2fx)    %7.1f (%4.2fx)\n", name, f / 1000, f / fb, c / 1000, c / cb, t / 1000, t / tb }'
done
