// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A recent-files entry against the file on disk now (issue 15: the home view listed as "31 pts legal" a roster a
// PDF had replaced). The entry keeps the file's stamp (modification time and size) from when it was saved or
// opened; a changed file is read again and validated, a missing or unreadable one is marked, never shown as legal.
#include <QHash>
#include <QString>
#include <QVariantMap>

namespace sztab {
class DataSet;
}

namespace sztab::gui {

// "msecs:size" of the file now, or "" when there is none.
QString fileStamp(const QString &path);

class RecentCheck {
public:
    // Sets `state` ("ok", "missing", "unreadable"), `problem` (why, in `lang`), and for a changed readable roster
    // fresh `points` and `valid`. Results are kept per file and stamp: the home view re-reads only what changed.
    void apply(QVariantMap &entry, const DataSet &data, const QString &lang);

private:
    QHash<QString, QVariantMap> m_checked; // path + stamp + lang → the fields apply() sets
};

} // namespace sztab::gui
