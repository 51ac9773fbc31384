// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/datadir.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace sztab {

QString bundledDataDir()
{
    const QString fromEnv = qEnvironmentVariable("SZTAB_DATA_DIR");
    if (!fromEnv.isEmpty())
        return fromEnv;
    if (QCoreApplication::instance()) {
        const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/sztab/data");
        if (QFileInfo(installed + QStringLiteral("/rulesets")).isDir())
            return QDir::cleanPath(installed);
    }
    return QStringLiteral(SZTAB_SOURCE_DATA_DIR);
}

} // namespace sztab
