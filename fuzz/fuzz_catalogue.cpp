// SPDX-License-Identifier: GPL-3.0-or-later
// Catalogue files (as --data or the user's data directory reads them): read against the bundled ruleset, write back,
// read again; what reads replaces the bundled catalogue of its id, and the demo rosters that name it and a roster
// using all of it are bound, validated, stamped and drawn. The path and its checks are in fuzzsupport.h.
#include "fuzzsupport.h"
#include "jsonmutator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return sztab::fuzz::runTarget(sztab::fuzz::fuzzCatalogue, data, size);
}
