// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/atomicwrite.h"

#include "foundation/messagelanguage.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <optional>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace sztab {

namespace {

bool diskFull(int error, const QString &errorString)
{
    // errno straight after the failed call; Qt's own words for ENOSPC as a second witness.
    return error == ENOSPC || error == EDQUOT || errorString == qt_error_string(ENOSPC)
        || errorString == qt_error_string(EDQUOT);
}

Text fullDisk(const QString &path, bool hadOldFile)
{
    if (hadOldFile)
        return Text::translated(
            QStringLiteral("Na dysku zabrakło miejsca: nie zapisano %1. Plik, który tam był, został bez zmian; "
                           "zwolnij miejsce i zapisz jeszcze raz.")
                .arg(path),
            QStringLiteral("The disk is full: %1 was not saved. The file that was there is unchanged; free some space "
                           "and save again.")
                .arg(path));
    return Text::translated(
        QStringLiteral("Na dysku zabrakło miejsca: nie zapisano %1; zwolnij miejsce i zapisz jeszcze raz.").arg(path),
        QStringLiteral("The disk is full: %1 was not saved; free some space and save again.").arg(path));
}

// The OS's words for the common failures in both languages; its own (English) words for the rest.
Text osReason(int error, const QString &errorString)
{
    switch (error) {
    case EACCES:
    case EPERM:
        return Text::translated(QStringLiteral("brak uprawnień do zapisu"), QStringLiteral("permission denied"));
    case ENOENT:
        return Text::translated(QStringLiteral("nie ma takiego katalogu"), QStringLiteral("no such directory"));
    case ENOTDIR:
        return Text::translated(QStringLiteral("część ścieżki nie jest katalogiem"),
                                QStringLiteral("a part of the path is not a directory"));
    case EROFS:
        return Text::translated(QStringLiteral("dysk jest tylko do odczytu"), QStringLiteral("the disk is read-only"));
    case EIO: return Text::translated(QStringLiteral("błąd wejścia-wyjścia dysku"), QStringLiteral("disk I/O error"));
    default: return Text(errorString);
    }
}

Text failed(const QString &path, bool hadOldFile, int error, const QString &errorString)
{
    if (diskFull(error, errorString))
        return fullDisk(path, hadOldFile);
    const Text reason = osReason(error, errorString);
    const QString pl = reason.get(QStringLiteral("pl"));
    const QString en = reason.get(QStringLiteral("en"));
    if (hadOldFile)
        return Text::translated(
            QStringLiteral("%1: nie zapisano (%2); plik, który tam był, został bez zmian.").arg(path, pl),
            QStringLiteral("%1: not saved (%2); the file that was there is unchanged.").arg(path, en));
    return Text::translated(QStringLiteral("%1: nie zapisano (%2).").arg(path, pl),
                            QStringLiteral("%1: not saved (%2).").arg(path, en));
}

} // namespace

// Follows symbolic links, so a link to a pipe or a device is what it leads to.
std::optional<Text> notARegularFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return std::nullopt;
    Text what = Text::translated(QStringLiteral("nie jest zwykłym plikiem"), QStringLiteral("is not a regular file"));
    if (info.isDir())
        what = Text::translated(QStringLiteral("to katalog, nie plik"), QStringLiteral("is a directory, not a file"));
#ifdef Q_OS_UNIX
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        if (S_ISFIFO(st.st_mode))
            what = Text::translated(QStringLiteral("to potok (FIFO), nie plik"),
                                    QStringLiteral("is a pipe (FIFO), not a file"));
        else if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
            what =
                Text::translated(QStringLiteral("to urządzenie, nie plik"), QStringLiteral("is a device, not a file"));
        else if (S_ISSOCK(st.st_mode))
            what = Text::translated(QStringLiteral("to gniazdo, nie plik"), QStringLiteral("is a socket, not a file"));
    }
#endif
    return Text::translated(QStringLiteral("%1 %2: nic nie zapisano.").arg(path, what.get(QStringLiteral("pl"))),
                            QStringLiteral("%1 %2: nothing written.").arg(path, what.get(QStringLiteral("en"))));
}

namespace {

#ifdef Q_OS_UNIX
// The rename itself reaches the disk only with its directory; best effort, since the new file is already in place.
void syncDirectoryOf(const QString &path)
{
    const int fd = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}
#endif

} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &bytes, Text *why)
{
    if (const auto refused = notARegularFile(path)) {
        *why = *refused;
        return false;
    }
    const bool hadOldFile = QFileInfo::exists(path);
    QSaveFile file(path);
    // Unbuffered: each write reaches the system at once and says at once how much of it did.
    errno = 0;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *why = failed(path, hadOldFile, errno, file.errorString());
        return false;
    }
    qint64 done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) { // a short write is tried again, so a full disk ends here with its errno
            const int error = errno;
            const QString words = file.errorString(); // cancelWriting() puts its own words there
            file.cancelWriting(); // the temporary file is removed, the old file stays
            *why = failed(path, hadOldFile, error, words);
            return false;
        }
        done += n;
    }
#ifdef Q_OS_UNIX
    // QSaveFile::commit() syncs too but does not look at the result: a delayed write error shows here.
    if (::fsync(file.handle()) != 0) {
        const int error = errno;
        file.cancelWriting();
        *why = failed(path, hadOldFile, error, qt_error_string(error));
        return false;
    }
#endif
    errno = 0;
    if (!file.commit()) { // removes the temporary file itself
        *why = failed(path, hadOldFile, errno, file.errorString());
        return false;
    }
#ifdef Q_OS_UNIX
    syncDirectoryOf(path);
#endif
    return true;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *errorMessage)
{
    Text why;
    if (writeFileAtomically(path, bytes, &why))
        return true;
    *errorMessage = why.get(messageLanguage());
    return false;
}

} // namespace sztab
