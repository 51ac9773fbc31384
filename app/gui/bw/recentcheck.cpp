// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/recentcheck.h"

#include "bw/filekinds.h"
#include "bw/places.h"
#include "bw/rosterfile.h"
#include "foundation/savetarget.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>

namespace sztab::gui {

QString fileStamp(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return QString();
    return QStringLiteral("%1:%2").arg(info.lastModified().toMSecsSinceEpoch()).arg(info.size());
}

namespace {

// The recent entries that are not rosters (games, KSK scenarios, listed by their views too): the file each must be,
// by the document kind the entry names.
std::optional<FileContent> contentOfKind(const QString &kind)
{
    if (kind.isEmpty() || kind == QLatin1String("roster"))
        return std::nullopt;
    const std::optional<FileKind> file = fileKindOfDocument(kind);
    return file ? std::optional<FileContent>(FileContent{file->id}) : std::nullopt;
}

} // namespace

void RecentCheck::apply(QVariantMap &entry, const DataSet &data, const QString &lang)
{
    const QString path = entry.value(QStringLiteral("url")).toUrl().toLocalFile();
    const QString stamp = fileStamp(path);
    if (stamp.isEmpty()) {
        entry.insert(QStringLiteral("state"), QStringLiteral("missing"));
        entry.insert(QStringLiteral("problem"),
                     QCoreApplication::translate("RecentCheck", "The file is no longer there."));
        return;
    }
    // A game or a KSK scenario (the KSK and Maciejowice views list theirs too): no verdict to keep, only whether it is
    // still that kind of file.
    if (const std::optional<FileContent> kind = contentOfKind(entry.value(QStringLiteral("kind")).toString())) {
        const FileContent wanted = *kind;
        const FileContent content = sniffFileContent(path);
        if (content == wanted) {
            entry.insert(QStringLiteral("state"), QStringLiteral("ok"));
        } else {
            entry.insert(QStringLiteral("state"), QStringLiteral("unreadable"));
            entry.insert(QStringLiteral("problem"),
                         QCoreApplication::translate("RecentCheck", "The file is now %1, not %2.")
                             .arg(contentName(content, lang), contentName(wanted, lang)));
        }
        return;
    }
    if (stamp == entry.value(QStringLiteral("stamp")).toString()) { // as saved: the stored verdict holds
        entry.insert(QStringLiteral("state"), QStringLiteral("ok"));
        return;
    }
    const QString key = path + QLatin1Char('\n') + stamp + QLatin1Char('\n') + lang;
    auto found = m_checked.constFind(key);
    if (found == m_checked.cend()) {
        QVariantMap result;
        const FileContent content = sniffFileContent(path);
        LoadError error;
        std::optional<CheckedRoster> checked;
        if (content != bw::rosterContent()) {
            result.insert(QStringLiteral("state"), QStringLiteral("unreadable"));
            result.insert(QStringLiteral("problem"),
                          QCoreApplication::translate("RecentCheck", "The file is now %1, not a roster.")
                              .arg(contentName(content, lang)));
        } else if (!(checked = checkRosterFile(path, data, &error))) {
            result.insert(QStringLiteral("state"), QStringLiteral("unreadable"));
            result.insert(QStringLiteral("problem"),
                          loadErrorText(error, lang, rosterPlaces(jsonForPlaces(path), &data)));
        } else {
            result.insert(QStringLiteral("state"), QStringLiteral("ok"));
            result.insert(QStringLiteral("points"), checked->report.totals.total().toDouble());
            result.insert(QStringLiteral("valid"), checked->report.valid());
        }
        found = m_checked.insert(key, result);
    }
    for (auto it = found->cbegin(); it != found->cend(); ++it)
        entry.insert(it.key(), it.value());
}

} // namespace sztab::gui
