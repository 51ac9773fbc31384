// Ruleset files: whatever reads must write back and read back equal.
#include "fuzzsupport.h"

using namespace sztab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::readAndRoundTrip(
        data, size, [](const QJsonObject &doc, LoadError *error) { return rulesetFromJson(doc, QStringLiteral("fuzz"), error); },
        rulesetToJson, "a ruleset's JSON reads back equal");
    return 0;
}
