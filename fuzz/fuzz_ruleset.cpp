// Ruleset files: whatever reads must write back and read back equal.
#include "fuzzsupport.h"

using namespace sztab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto doc = fuzz::parse(data, size);
    if (!doc)
        return 0;
    LoadError error;
    const auto ruleset = rulesetFromJson(*doc, QStringLiteral("fuzz"), &error);
    if (!ruleset)
        return 0;
    const auto again = rulesetFromJson(rulesetToJson(*ruleset), QStringLiteral("fuzz"), &error);
    fuzz::require(again && *again == *ruleset, "a ruleset's JSON reads back equal");
    return 0;
}
