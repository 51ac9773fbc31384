#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package, checks it with lintian (no error allowed), installs it with apt like a user would, and
# runs the installed programs: bwn --version, bwn validate on the installed demo rosters and the app offscreen for a
# moment; the package holds both manual pages, the copyright file and the changelog.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build --target package
deb=$(ls -t build/sztab_*.deb | head -n 1)

# Debian's own checks: any error fails, warnings are shown; each tag comes with its explanation, so the log says
# what to fix.
lintian --info --display-level ">=warning" --fail-on error "$deb"
echo "package-check: lintian finds no error in $deb"
# Read from the package itself: some images tell dpkg to leave out manual pages and documents on install.
contents=$(dpkg-deb --contents "$deb")
for f in usr/share/man/man1/sztab.1.gz usr/share/man/man1/bwn.1.gz usr/share/doc/sztab/copyright \
         usr/share/doc/sztab/changelog.Debian.gz; do
  grep -q " \./$f\$" <<<"$contents" || { echo "package-check: $deb has no /$f" >&2; exit 1; }
done
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "./$deb"

# From here on only the installed files: no source tree data, no build tree.
cd /
unset SZTAB_DATA_DIR
/usr/bin/bwn --version
/usr/bin/bwn validate /usr/share/sztab/data/rosters/*.bwroster
QT_QPA_PLATFORM=offscreen /usr/bin/sztab --screenshot /tmp/sztab-installed.png
test -s /tmp/sztab-installed.png
echo "package-check: $deb installs and runs"
