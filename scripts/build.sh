#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds Sztab into ./build (Release with debug info, Ninja): the "default" preset of CMakePresets.json.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/compiler-cache.sh
cmake --preset default
cmake --build --preset default --parallel "$(nproc)"
