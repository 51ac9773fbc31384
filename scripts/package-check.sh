#!/usr/bin/env bash
# Builds the Debian package, installs it with apt like a user would, and runs the installed programs:
# bwn --version, bwn validate on the installed demo rosters, and the app offscreen for a moment.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build --target package
deb=$(ls -t build/sztab_*.deb | head -n 1)
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
