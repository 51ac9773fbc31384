// SPDX-License-Identifier: GPL-3.0-or-later
// Any file, as `bwn validate` or the app's Open meets it: parse (syntax errors on one line, with a line and column in
// the file), the format and version check of every kind (refusals point into the document), the compact JSON that
// content hashes are taken of, then the reader the document's "format" names. The checks are in fuzzsupport.h.
#include "fuzzsupport.h"
#include "jsonmutator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return sztab::fuzz::runTarget(sztab::fuzz::fuzzAnyDocument, data, size);
}
