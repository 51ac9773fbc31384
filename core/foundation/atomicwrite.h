// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one way a file is written (JSON documents, PDFs, maps, the autosave): all of it or nothing. The bytes go to a
// temporary file next to the target, every write is checked to have taken all of its bytes, the data is synced to
// the disk, and only then is the temporary renamed over the target; on any failure the temporary is removed and the
// file that was there stays as it was. The caller renders into memory first (a QBuffer) and hands the bytes here.
//
// Why not QSaveFile alone: in Qt 6.4 QSaveFile::commit() ignores the result of its fsync, and a buffered write that
// fails when close() flushes it (a full disk) is not counted, so commit() renamed a truncated file over a good one.
#include "foundation/text.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace sztab {

// The reason a save may not write at `path` at all, when something that is not a regular file is there (a pipe, a
// device, a socket, a directory, or a symbolic link to one); checked before anything opens the target to look at its
// content, since opening a pipe waits for a writer forever.
std::optional<Text> notARegularFile(const QString &path);

// Writes `bytes` to `path` atomically. False, with the reason naming the file in both languages, when the target is
// not a regular file (a pipe, a device, a socket, a directory — also through a symbolic link), when it cannot be
// written, or when the disk is full (said in those words); the old file is then left untouched.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, Text *why);

// The reason as the writers that report one QString give it: in the program's message language
// (messagelanguage.h: messageLanguage(), the command line's --lang, the app's language).
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *errorMessage);

} // namespace sztab
