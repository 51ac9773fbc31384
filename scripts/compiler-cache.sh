# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by build.sh and sanitize.sh: when ccache is installed (setup-debian.sh installs it), compile through it,
# with paths taken relative to the checkout so that a second clone or worktree of the tree reuses the same objects.
# It only takes effect on a build folder's first configure (CMake keeps the launcher in its cache).
if command -v ccache >/dev/null 2>&1; then
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
fi
