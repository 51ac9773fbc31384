// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheetfixture.h"

#include "foundation/dice.h"
#include "bw/draws.h"
#include "bw/rosterfile.h"

#include <QTest>

namespace sztab::test {

const DataSet &bundledData()
{
    static const DataSet data = [] {
        DataSet d;
        LoadError error;
        if (!d.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error))
            qFatal("bundled data: %s", qPrintable(error.toLine()));
        return d;
    }();
    return data;
}

std::unique_ptr<SheetFixture> demoRoster(const QString &name, std::optional<quint64> seed,
                                         const std::function<void(Roster &)> &edit)
{
    const QString path = QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/") + name + QStringLiteral(".bwroster");
    LoadError error;
    auto roster = loadRosterFile(path, &error);
    if (!roster) {
        QTest::qFail(qPrintable(error.toLine()), __FILE__, __LINE__);
        return nullptr;
    }
    if (edit)
        edit(*roster);
    if (seed) {
        const auto bound = bindRoster(*roster, bundledData(), path, &error);
        if (!bound) {
            QTest::qFail(qPrintable(error.toLine()), __FILE__, __LINE__);
            return nullptr;
        }
        SeededDice dice(*seed);
        DrawError drawError;
        auto drawn = drawCommanders(*bound, dice, &drawError);
        if (!drawn) {
            QTest::qFail(qPrintable(drawError.pointer + QStringLiteral(": ") + drawError.message), __FILE__, __LINE__);
            return nullptr;
        }
        roster = drawn->roster;
    }
    auto f = std::make_unique<SheetFixture>();
    f->roster = std::make_unique<Roster>(*roster);
    f->bound = bindRoster(*f->roster, bundledData(), path, &error);
    if (!f->bound) {
        QTest::qFail(qPrintable(error.toLine()), __FILE__, __LINE__);
        return nullptr;
    }
    f->report = validateRoster(*f->bound);
    return f;
}

} // namespace sztab::test
