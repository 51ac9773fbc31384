#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes a program's manual page from its own --help and --version with help2man, gzipped as Debian wants it.
#
#   packaging/man/manpage.sh PROGRAM OUTPUT.1.gz
#
# The sections --help does not have (files, environment, exit status, see also) come from packaging/man/NAME.h2m;
# for bwn, each command's own --help is added under "COMMANDS IN DETAIL", so the page is the whole command line.
set -euo pipefail
program=$1
output=$2
name=$(basename "$program")
here=$(cd "$(dirname "$0")" && pwd)
command -v help2man >/dev/null || { echo "manpage: help2man not found (apt install help2man)" >&2; exit 2; }

# The help names the user's catalogues folder: shown as ~/... whoever builds the package. No display needed, and
# leak checking off in case the build is instrumented (the page is made from the help text alone).
export HOME='~' XDG_DATA_HOME= QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 LC_ALL=C.UTF-8
unset SZTAB_USER_DATA_DIR

include=$(mktemp)
trap 'rm -f "$include" "$output.tmp"' EXIT

# roff: a backslash is \e, a line starting with . or ' would be a request.
roff_text() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }

if [ "$name" = bwn ]; then
  commands=$("$program" --help | sed -n '/^Commands:/,/^$/p' | awk 'NF > 1 && $1 != "Commands:" { print $1 }')
  {
    echo "[COMMANDS IN DETAIL]"
    for c in $commands; do
      echo ".SS \"bwn $c\""
      echo ".nf"
      "$program" "$c" --help | roff_text
      echo ".fi"
    done
  } > "$include"
fi
grep -v "^#name: " "$here/$name.h2m" >> "$include"

help2man --no-info --section=1 --source="Sztab" --manual="User Commands" \
  --name="$(sed -n 's/^#name: //p' "$here/$name.h2m")" --include="$include" "$program" > "$output.tmp"
gzip -9n < "$output.tmp" > "$output"
