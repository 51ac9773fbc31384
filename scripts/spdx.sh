#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The licence line of every source file (Sztab is GPL-3.0-or-later, see LICENSE).
#
#   scripts/spdx.sh           adds "SPDX-License-Identifier: GPL-3.0-or-later" where it is missing, as the file's
#                             first line (after a shell script's #! line); running it again changes nothing
#   scripts/spdx.sh --check   changes nothing, lists the files without it and exits 1 if there are any (CI)
#
# Sources are the files git tracks: C++, QML and JavaScript get "//", CMake and shell "#". Data, fixtures, golden
# files, translations and documents are not sources (debian/copyright covers the whole tree).
set -euo pipefail
cd "$(dirname "$0")/.."

readonly licence="SPDX-License-Identifier: GPL-3.0-or-later"
check=0
case "${1:-}" in
  --check) check=1 ;;
  "") ;;
  *) echo "usage: scripts/spdx.sh [--check]" >&2; exit 2 ;;
esac

comment_for() {
  case "$1" in
    *.cpp|*.h|*.qml|*.js) echo "//" ;;
    CMakeLists.txt|*/CMakeLists.txt|*.cmake|*.sh|.ci/run) echo "#" ;;
  esac
}

missing=0
changed=0
while IFS= read -r -d '' file; do
  prefix=$(comment_for "$file")
  [ -n "$prefix" ] || continue
  # Already there among the first lines (a #! line or an editor's mode line may come first).
  if head -n 3 "$file" | grep -q "SPDX-License-Identifier:"; then
    continue
  fi
  if [ "$check" -eq 1 ]; then
    echo "spdx: no licence line: $file" >&2
    missing=$((missing + 1))
    continue
  fi
  tmp=$(mktemp "$file.spdx.XXXXXX")
  if head -n 1 "$file" | grep -q '^#!'; then
    { head -n 1 "$file"; echo "$prefix $licence"; tail -n +2 "$file"; } > "$tmp"
  else
    { echo "$prefix $licence"; cat "$file"; } > "$tmp"
  fi
  chmod --reference="$file" "$tmp"
  mv "$tmp" "$file" # atomic: the file is whole, old or new
  changed=$((changed + 1))
done < <(git ls-files -z)

if [ "$check" -eq 1 ]; then
  if [ "$missing" -gt 0 ]; then
    echo "spdx: $missing source file(s) without \"$licence\": run scripts/spdx.sh" >&2
    exit 1
  fi
  echo "spdx: every source file carries \"$licence\""
else
  echo "spdx: added the licence line to $changed file(s)"
fi
