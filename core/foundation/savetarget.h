// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one check every save passes before it writes (issue 15): the file name gets the kind's extension, and a file
// that already holds another kind of content (a roster under a PDF's name, a plan under a map's) is never written
// over. Writing itself stays atomic (QSaveFile) in each writer; this decides only WHERE a save may write.
#include "foundation/filekinds.h"
#include "foundation/text.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace sztab {

FileContent sniffFileContent(const QString &path);

// The extensions a kind is saved with, the usual one first ("bwroster"; the map: "svg", "png").
QStringList saveSuffixes(const SaveKind &kind);
// "roster.bwroster" for a document called "roster" (a name with the right extension is kept as it is).
QString proposedFileName(const QString &documentName, const SaveKind &kind);

// The path a save of `kind` writes for the name the user gave: the usual extension added when the name has none or
// one nothing uses ("battle.v2" → "battle.v2.bwplan"); refused, with the reason, when the name ends in another
// kind's extension (or a common one of other programs: .gif, .txt, .csv…) or the file there holds something else.
std::optional<QString> checkSaveTarget(const QString &path, const SaveKind &kind, Text *why);

// The backstop in the writers themselves (the CLI's -o keeps whatever name it is given): the reason when the file at
// `path` holds content other than `written`, else nothing. An absent or empty file may be written, and so may one
// whose content says no kind (damaged JSON, unknown bytes) when its name has the written kind's extension.
std::optional<Text> otherContentAt(const QString &path, const FileContent &written);

} // namespace sztab
