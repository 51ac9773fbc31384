// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every game system's kinds of file, registered with the foundation (foundation/filekinds.h). Every program calls
// this once at start, before it reads or writes a file: `bwn`, `sztab`, the tests and the tools.

namespace sztab {

void registerEveryGame();

} // namespace sztab
