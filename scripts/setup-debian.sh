#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs everything Sztab needs to build, test and run on Debian bookworm (Qt 6.4 from Debian).
# Works as root (CI, containers) or as a user with sudo. Safe to run again: apt skips what is there.
set -euo pipefail

packages=(
  g++ make cmake ninja-build pkg-config
  ccache  # scripts/compiler-cache.sh: a rebuild, or a second clone's build, takes the unchanged objects from it
  qt6-base-dev qt6-declarative-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-templates
  qml6-module-qtquick-controls qml6-module-qtquick-layouts qml6-module-qtquick-dialogs
  qml6-module-qt-labs-platform qml6-module-qttest
  # The file dialogs' own QML implementation (used when the desktop offers no native one) needs it: without
  # it Qt 6.4 fails to make the dialog and the process dies on File > Open.
  qml6-module-qt-labs-folderlistmodel
  qt6-translations-l10n  # Qt's own strings in Polish (buttons of Qt's file dialog)
  libbenchmark-dev
  file dpkg-dev appstream
  help2man lintian  # the manual pages from --help; the package checked as Debian checks it (package-check.sh)
  xvfb xauth poppler-utils fonts-dejavu-core
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages already installed"
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 1; }
  as_root=(sudo)
fi
echo "setup: installing ${#missing[@]} packages: ${missing[*]}"
"${as_root[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
