// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Krwawe Stepy Krymu's files (foundation/filekinds.h): games (.kskgame) and scenarios (.json).
#include "foundation/filekinds.h"

namespace sztab::ksk {

FileContent gameContent();
FileContent scenarioContent();

SaveKind gameSave();
SaveKind scenarioSave();

// Adds the kinds above to the registry (each save of them registers them too, so a saved file is always known).
void registerFileKinds();

} // namespace sztab::ksk
