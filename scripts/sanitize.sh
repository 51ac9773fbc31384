#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole test suite under AddressSanitizer and UndefinedBehaviorSanitizer (build type "Sanitize", build-sanitize/).
# Any report fails the run: halt_on_error, no recovery from UB. Leaks inside system libraries that the programs do
# not own (fontconfig, Qt's plugin loader) are listed in scripts/lsan.supp; leaks of our own code are not.
set -euo pipefail
cd "$(dirname "$0")/.."
# The "sanitize" presets of CMakePresets.json: build-sanitize/, and the sanitizer options in the test preset.
# Warnings are not errors here (SZTAB_WERROR OFF): GCC 12 at -O1 with the sanitizers warns maybe-uninitialized on
# sound code (std::optional in QCOMPARE, seen before); the warning gate is the default build, which keeps -Werror.
source scripts/compiler-cache.sh
cmake --preset sanitize
cmake --build --preset sanitize --parallel "$(nproc)"
ctest --preset sanitize --parallel "$(nproc)"
