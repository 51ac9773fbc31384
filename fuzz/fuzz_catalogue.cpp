// Catalogue files: read against the bundled ruleset; whatever reads must write back and read back equal.
#include "fuzzsupport.h"

using namespace sztab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const Ruleset *ruleset = fuzz::bundledData().ruleset(QStringLiteral("bwn-4.0"));
    fuzz::readAndRoundTrip(
        data, size,
        [ruleset](const QJsonObject &doc, LoadError *error) { return catalogueFromJson(doc, QStringLiteral("fuzz"), ruleset, error); },
        catalogueToJson, "a catalogue's JSON reads back equal");
    return 0;
}
