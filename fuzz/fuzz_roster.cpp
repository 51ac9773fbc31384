// Roster files, the whole way a user's file goes: parse, read, bind to the bundled data, validate, write back (the
// writing must read back equal), stamp, and draw the commanders with seeded dice (no general twice).
#include "fuzzsupport.h"

#include "datastamp.h"
#include "draws.h"
#include "validation.h"

#include <QCryptographicHash>
#include <QSet>

using namespace sztab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto roster = fuzz::readAndRoundTrip(
        data, size, [](const QJsonObject &doc, LoadError *error) { return rosterFromJson(doc, QStringLiteral("fuzz"), error); },
        rosterToJson, "a roster's JSON reads back equal");
    if (!roster)
        return 0;
    LoadError error;
    const auto bound = bindRoster(*roster, fuzz::bundledData(), QStringLiteral("fuzz"), &error);
    if (!bound)
        return 0;
    const ValidationReport report = validateRoster(*bound);
    for (const Issue &i : report.issues)
        fuzz::require(!i.code.isEmpty() && !i.section.isEmpty(), "every issue has a code and a section");
    (void)stampOf(*bound);

    const QByteArray digest = QCryptographicHash::hash(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QCryptographicHash::Sha1);
    SeededDice dice(quint64(quint8(digest.at(0))) << 8 | quint8(digest.at(1)));
    DrawError drawError;
    const auto drawn = drawCommanders(*bound, dice, &drawError);
    if (!drawn)
        return 0;
    const QSet<QString> before = [&] {
        QSet<QString> s;
        for (const Division &d : roster->divisions)
            if (d.general)
                s.insert(*d.general);
        if (roster->commanderInChief.general)
            s.insert(*roster->commanderInChief.general);
        return s;
    }();
    for (const DrawEntry &e : drawn->entries)
        fuzz::require(!before.contains(e.general), "a draw never gives a general already in the army");
    return 0;
}
