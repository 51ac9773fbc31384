#!/bin/bash
# Cold start to the first frame (issue 5, item 10): `sztab --quit-after-first-frame` (the home view, the bundled
# data, a fresh user profile) against bench_barequick (a bare Qt Quick Controls window that quits the same way),
# each a whole process, in alternating rounds under ONE Xvfb server (bench/alternate.sh prints the medians and the
# ratios to the bare window). The aim is at most 1.5x (docs/benchmarks.md).
#   bench/coldstart.sh [BUILD_DIR] [ROUNDS]      e.g. bench/coldstart.sh build 40
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
rounds=${2:-30}
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
# A first start: no settings, no recent files, no autosaves of the user's; the bundled data only.
export XDG_CONFIG_HOME=$profile/config XDG_DATA_HOME=$profile/data XDG_CACHE_HOME=$profile/cache
export SZTAB_DATA_DIR=$here/../data
unset QT_QPA_PLATFORM QT_QUICK_BACKEND
exec xvfb-run -a -s "-screen 0 1280x1024x24" "$here/alternate.sh" "$rounds" \
    "$build/bench/bench_barequick" "$build/app/sztab --quit-after-first-frame"
