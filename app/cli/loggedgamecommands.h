// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The commands every game kept as a log shares (KSK, MAC), written once over foundation/loggedgame.h: `undo` drops
// the last action, `replay` re-checks a file and says where it fails, `export` writes one side's copy.
#include "app/cli/commandtree.h"

namespace sztab {
struct LoggedGameKind;
}

namespace sztab::cli {

CommandNode undoCommand(const LoggedGameKind &kind);
CommandNode replayCommand(const LoggedGameKind &kind);
CommandNode exportCommand(const LoggedGameKind &kind);

} // namespace sztab::cli
