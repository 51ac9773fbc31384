#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Whole programs, side by side: each round runs every command once, in an order that rotates from round to
# round, so that a busy moment of the machine falls on all of them alike. Prints each command's median wall time
# and median CPU time (user + system), each with its ratio to the first command's (docs/benchmarks.md, issue 4:
# bwn sheets against a trivial PDF). On a machine others are using, the CPU times are the steadier of the two.
#   bench/alternate.sh ROUNDS 'first command' 'second command' ...
set -euo pipefail
if [ $# -lt 3 ]; then
    echo "usage: $0 ROUNDS 'command' 'command' [...]" >&2
    exit 2
fi
rounds=$1
shift
commands=("$@")
n=${#commands[@]}
declare -a times cpus
for ((i = 0; i < n; i++)); do times[i]=""; cpus[i]=""; done
TIMEFORMAT='%3U %3S'

for ((w = 0; w < n; w++)); do eval "${commands[w]}" >/dev/null 2>&1 || true; done # warm the caches once
for ((r = 0; r < rounds; r++)); do
    for ((k = 0; k < n; k++)); do
        i=$(((r + k) % n))
        start=$EPOCHREALTIME
        cpu=$( { time eval "${commands[i]}" >/dev/null 2>&1 || echo "status $?" >&2; } 2>&1 )
        end=$EPOCHREALTIME
        # bwn sheets exits 1 for a roster that breaks a rule: still a finished run
        case "$cpu" in "status 1"*) ;; "status "*) echo "failed (${cpu%%$'\n'*}): ${commands[i]}" >&2; exit 1 ;; esac
        read -r user sys <<<"${cpu##*$'\n'}"
        times[i]+="$((10#${end//[.,]/} - 10#${start//[.,]/})) "
        cpus[i]+="$((10#${user//[.,]/} + 10#${sys//[.,]/})) "
    done
done

median() { tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
base=$(echo "${times[0]}" | median)
cbase=$(echo "${cpus[0]}" | median)
printf '%-9s %-6s %-9s %-6s %s\n' "wall ms" "ratio" "cpu ms" "ratio" "command (medians of $rounds alternating rounds)"
for ((i = 0; i < n; i++)); do
    m=$(echo "${times[i]}" | median)
    c=$(echo "${cpus[i]}" | median)
    awk -v m="$m" -v b="$base" -v c="$c" -v cb="$cbase" -v cmd="${commands[i]}" \
        'BEGIN { printf "%-9.1f %-6.2f %-9.0f %-6.2f %s\n", m / 1000, m / b, c, c / cb, cmd }'
done
