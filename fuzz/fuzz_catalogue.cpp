// Catalogue files: read against the bundled ruleset; whatever reads must write back and read back equal.
#include "fuzzsupport.h"

using namespace sztab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto doc = fuzz::parse(data, size);
    if (!doc)
        return 0;
    LoadError error;
    const Ruleset *ruleset = fuzz::bundledData().ruleset(QStringLiteral("bwn-4.0"));
    const auto catalogue = catalogueFromJson(*doc, QStringLiteral("fuzz"), ruleset, &error);
    if (!catalogue)
        return 0;
    const auto again = catalogueFromJson(catalogueToJson(*catalogue), QStringLiteral("fuzz"), ruleset, &error);
    fuzz::require(again && *again == *catalogue, "a catalogue's JSON reads back equal");
    return 0;
}
