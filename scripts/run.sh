#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets everything up and runs the desktop app. With no display, the app says so and runs the headless demo:
# every game's demo (the demo rosters validated, B19's patrol phase, a KSK and a Maciejowice game begun).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
bash scripts/build.sh
exec ./build/app/sztab "$@"
