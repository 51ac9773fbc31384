// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The BW family's files (foundation/filekinds.h): rosters, battle plans, catalogues and rulesets, and the saves that
// write them, including the planner's map (an SVG or PNG image).
#include "foundation/filekinds.h"

namespace sztab::bw {

FileContent rosterContent();
FileContent planContent();
FileContent catalogueContent();

SaveKind rosterSave();
SaveKind rosterJsonSave();
SaveKind planSave();
SaveKind catalogueSave();
SaveKind mapSave();

// Adds the kinds above to the registry (each save of them registers them too, so a saved file is always known).
void registerFileKinds();

} // namespace sztab::bw
