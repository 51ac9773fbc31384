#!/usr/bin/env bash
# The whole test suite under AddressSanitizer and UndefinedBehaviorSanitizer (build type "Sanitize", build-sanitize/).
# Any report fails the run: halt_on_error, no recovery from UB. Leaks inside system libraries that the programs do
# not own (fontconfig, Qt's plugin loader) are listed in scripts/lsan.supp; leaks of our own code are not.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=Sanitize
cmake --build build-sanitize --parallel "$(nproc)"
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
ctest --test-dir build-sanitize --output-on-failure --parallel "$(nproc)"
