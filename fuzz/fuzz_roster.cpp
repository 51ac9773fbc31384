// SPDX-License-Identifier: GPL-3.0-or-later
// Roster files, the whole way a user's file goes: parse, read, write back (must read back equal), bind to the bundled
// data, validate, stamp (must report no change), draw with dice seeded from the input's hash (the same seed the same
// draw; no general twice, none already in the army) and validate the drawn roster. The checks are in fuzzsupport.h.
#include "fuzzsupport.h"
#include "jsonmutator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return sztab::fuzz::runTarget(sztab::fuzz::fuzzRoster, data, size);
}
