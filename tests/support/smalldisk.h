// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small disk of its own for a test (a tmpfs, mounted as root), filled until only what the test leaves is free: the
// full disk every save must notice. Unmounted when it goes out of scope.
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace sztab::testing {

class SmallDisk {
public:
    static constexpr qint64 kPage = 4096; // tmpfs gives out whole pages

    // Mounts a tmpfs of `bytes` at a fresh directory; false with the reason when this process may not mount.
    bool mount(qint64 bytes, QString *why)
    {
        if (!m_dir.isValid()) {
            *why = QStringLiteral("no temporary directory for the mount point");
            return false;
        }
        const QByteArray options = "size=" + QByteArray::number(bytes);
        if (::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs", 0, options.constData()) != 0) {
            *why = QStringLiteral("cannot mount a tmpfs (needs root or CAP_SYS_ADMIN): %1")
                       .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
        m_mounted = true;
        return true;
    }

    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }

    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    // Fills the disk with one file until nothing is free, then gives back `leave` bytes (whole pages, rounded up).
    bool fill(qint64 leave = 0)
    {
        const QByteArray filler = QFile::encodeName(filePath(QStringLiteral("filler")));
        const int fd = ::open(filler.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0)
            return false;
        const QByteArray page(kPage, 'x');
        qint64 size = 0;
        for (;;) {
            const ssize_t n = ::write(fd, page.constData(), page.size());
            if (n <= 0)
                break;
            size += n;
        }
        const bool full = errno == ENOSPC;
        const qint64 give = (leave + kPage - 1) / kPage * kPage;
        const bool ok = full && ::ftruncate(fd, qMax<qint64>(0, size / kPage * kPage - give)) == 0;
        ::close(fd);
        return ok;
    }

    qint64 freeBytes() const
    {
        struct statvfs st;
        if (::statvfs(QFile::encodeName(path()).constData(), &st) != 0)
            return -1;
        return qint64(st.f_bavail) * qint64(st.f_frsize);
    }

    // What the disk holds, by name: a save that failed must leave no temporary file behind.
    QStringList entries() const
    {
        return QDir(path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                                      QDir::Name);
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

} // namespace sztab::testing
