// SPDX-License-Identifier: GPL-3.0-or-later
// Ruleset files (as --data reads them): read, write back, read again; what reads drives the terrain, order,
// initiative and battle-frame calculators and, in place of the bundled ruleset, binds, validates, stamps and draws
// the demo rosters. The path and its checks are in fuzzsupport.h, shared with tests/fuzz/tst_fuzzregressions.cpp.
#include "fuzzsupport.h"
#include "jsonmutator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return sztab::fuzz::runTarget(sztab::fuzz::fuzzRuleset, data, size);
}
