#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# qmllint over the interface's QML files, as Qt's own lint target runs it: each source file is mapped to its place
# in the built module through the module's resource files, so the singletons (Style, Labels) and sibling types
# resolve exactly as at run time. Any warning fails. ctest runs it as the test "qmllint" (tests/CMakeLists.txt).
#
#   scripts/qmllint.sh [--build DIR] [FILE.qml...]   default: build/ and every .qml file under qml/
#
# What Qt 6.4's qmllint cannot resolve at all (StandardKey) is silenced in the file, on exactly the lines concerned,
# with a `// qmllint disable <category>` comment and a word why above it; never a whole file.
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
if [ "${1:-}" = "--build" ]; then
  build=$2
  shift 2
fi
qmllint=${QMLLINT:-/usr/lib/qt6/bin/qmllint}
command -v "$qmllint" >/dev/null || { echo "qmllint: $qmllint not found (apt install qt6-declarative-dev-tools)" >&2; exit 2; }
# Every QML module's resource files, wherever its target builds (one module today, one per area later).
mapfile -t qrcs < <(find "$build" -path '*/.rcc/*.qrc' -not -path '*/tests/*' | sort)
[ ${#qrcs[@]} -gt 0 ] || { echo "qmllint: no .rcc/*.qrc in $build: build first (cmake --build --preset default)" >&2; exit 2; }
qt_qml=$(qtpaths6 --query QT_INSTALL_QML 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/qml)

args=(--bare -I "$build/qml" -I "$qt_qml")
for q in "${qrcs[@]}"; do args+=(--resource "$q"); done

if [ $# -gt 0 ]; then files=("$@"); else mapfile -t files < <(find qml -name '*.qml' | sort); fi

failed=0
for f in "${files[@]}"; do
  # By absolute path: that is how the module's resource files name the sources.
  out=$("$qmllint" "${args[@]}" "$(realpath "$f")" 2>&1) && rc=0 || rc=$?
  warnings=$(grep -c '^Warning' <<<"$out" || true)
  if [ "$rc" -ne 0 ] || [ "$warnings" -gt 0 ]; then
    echo "$out"
    echo "qmllint: $f: $warnings warning(s)"
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "qmllint: FAILED" >&2
  exit 1
fi
echo "qmllint: all ${#files[@]} file(s) without warnings"
