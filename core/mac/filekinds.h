// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Maciejowice 1794's files (foundation/filekinds.h): games (.macgame).
#include "foundation/filekinds.h"

namespace sztab::mac {

FileContent gameContent();
SaveKind gameSave();

// Adds the kinds above to the registry (a save of a game registers them too, so a saved file is always known).
void registerFileKinds();

} // namespace sztab::mac
