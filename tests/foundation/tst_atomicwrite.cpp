// SPDX-License-Identifier: GPL-3.0-or-later
// Every file is written whole or not at all (foundation/atomicwrite.h): on a full disk the save says so, in both
// languages, and the old file keeps its bytes; a pipe or a device for a target is refused at once, never hung on
// and never replaced by a file.
#include "foundation/atomicwrite.h"
#include "foundation/document.h"
#include "smalldisk.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace sztab;
using sztab::testing::SmallDisk;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writePlain(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A roster-shaped document (format and version are all the save looks at) of about `bytes` bytes.
QJsonObject rosterOf(qint64 bytes)
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("bw-roster")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("name"), QString(bytes, QLatin1Char('r'))}};
}

mode_t modeOf(const QString &path)
{
    struct stat st;
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode : 0;
}

} // namespace

class TstAtomicWrite : public QObject {
    Q_OBJECT
private slots:
    void writesTheBytesAndReplacesTheOldFile();
    void fullDiskKeepsTheOldFileAndSaysTheDiskIsFull();
    void fullDiskJsonSaveKeepsTheOldDocument();
    void fullDiskWithNoOldFileLeavesNothing();
    void fifoTargetIsRefusedWithoutHanging();
    void fifoBehindASymlinkIsRefused();
    void characterDeviceIsRefusedAndStaysADevice();
    void directoryTargetIsRefused();
};

void TstAtomicWrite::writesTheBytesAndReplacesTheOldFile()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("a.bin"));
    QVERIFY(writePlain(target, "old"));
    const QByteArray bytes(100000, 'n');
    Text why;
    QVERIFY2(writeFileAtomically(target, bytes, &why), qPrintable(why.get()));
    QCOMPARE(readAll(target), bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("a.bin")});
}

void TstAtomicWrite::fullDiskKeepsTheOldFileAndSaysTheDiskIsFull()
{
    SmallDisk disk;
    QString skip;
    if (!disk.mount(64 * 1024, &skip))
        QSKIP(qPrintable(skip));
    const QString target = disk.filePath(QStringLiteral("doc.bin"));
    const QByteArray old(1000, 'o');
    QVERIFY(writePlain(target, old));
    // One page left: the new file starts to be written, then the disk is full half-way (a short write).
    QVERIFY(disk.fill(SmallDisk::kPage));
    QCOMPARE(disk.freeBytes(), SmallDisk::kPage);
    const QByteArray larger(5 * SmallDisk::kPage, 'n');

    Text why;
    QVERIFY(!writeFileAtomically(target, larger, &why));
    QVERIFY2(why.get(QStringLiteral("en")).startsWith(QStringLiteral("The disk is full")), qPrintable(why.get()));
    QVERIFY2(why.get(QStringLiteral("pl")).startsWith(QStringLiteral("Na dysku zabrakło miejsca")),
             qPrintable(why.get(QStringLiteral("pl"))));
    QVERIFY(why.get(QStringLiteral("en")).contains(target)); // names the file
    QVERIFY(why.get(QStringLiteral("en")).contains(QStringLiteral("unchanged")));
    QCOMPARE(readAll(target), old);
    const QStringList left{QStringLiteral("doc.bin"), QStringLiteral("filler")};
    QCOMPARE(disk.entries(), left); // no temporary file behind
}

void TstAtomicWrite::fullDiskJsonSaveKeepsTheOldDocument()
{
    SmallDisk disk;
    QString skip;
    if (!disk.mount(64 * 1024, &skip))
        QSKIP(qPrintable(skip));
    const QString target = disk.filePath(QStringLiteral("army.bwroster"));
    QString message;
    QVERIFY2(saveJsonAtomically(rosterOf(100), target, &message), qPrintable(message));
    const QByteArray old = readAll(target);
    QVERIFY(disk.fill(16)); // a few bytes: one page
    QVERIFY(!saveJsonAtomically(rosterOf(6 * SmallDisk::kPage), target, &message));
    QVERIFY2(message.startsWith(QStringLiteral("The disk is full")), qPrintable(message));
    QVERIFY(message.contains(target));
    QCOMPARE(readAll(target), old);
    const QStringList left{QStringLiteral("army.bwroster"), QStringLiteral("filler")};
    QCOMPARE(disk.entries(), left);
}

void TstAtomicWrite::fullDiskWithNoOldFileLeavesNothing()
{
    SmallDisk disk;
    QString skip;
    if (!disk.mount(64 * 1024, &skip))
        QSKIP(qPrintable(skip));
    QVERIFY(disk.fill());
    const QString target = disk.filePath(QStringLiteral("new.bin"));
    Text why;
    QVERIFY(!writeFileAtomically(target, QByteArray(10, 'n'), &why));
    QVERIFY2(why.get().startsWith(QStringLiteral("The disk is full")), qPrintable(why.get()));
    QVERIFY(!why.get().contains(QStringLiteral("unchanged"))); // there was no file to keep
    QCOMPARE(disk.entries(), QStringList{QStringLiteral("filler")});
}

void TstAtomicWrite::fifoTargetIsRefusedWithoutHanging()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.bwroster"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
    Text why;
    QVERIFY(!writeFileAtomically(fifo, "bytes", &why)); // opening the pipe would wait for a reader forever
    QVERIFY2(why.get().contains(QStringLiteral("pipe (FIFO)")), qPrintable(why.get()));
    QVERIFY(why.get(QStringLiteral("pl")).contains(QStringLiteral("potok")));
    QVERIFY(S_ISFIFO(modeOf(fifo)));
    // The JSON save looks at the content of what is there: the pipe must be refused before that.
    QString message;
    QVERIFY(!saveJsonAtomically(rosterOf(10), fifo, &message));
    QVERIFY2(message.contains(QStringLiteral("pipe (FIFO)")), qPrintable(message));
    QVERIFY(S_ISFIFO(modeOf(fifo)));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("pipe.bwroster")});
}

void TstAtomicWrite::fifoBehindASymlinkIsRefused()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
    const QString link = dir.filePath(QStringLiteral("link.bwroster"));
    QVERIFY(QFile::link(fifo, link));
    Text why;
    QVERIFY(!writeFileAtomically(link, "bytes", &why));
    QVERIFY2(why.get().contains(QStringLiteral("pipe (FIFO)")), qPrintable(why.get()));
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(S_ISFIFO(modeOf(fifo)));
}

void TstAtomicWrite::characterDeviceIsRefusedAndStaysADevice()
{
    // A null device of the test's own: were the refusal ever lost, a save run as root would replace the node with a
    // file, and that must not be the system's /dev/null. Without the right to make one this is no root, and
    // /dev/null cannot be replaced.
    QTemporaryDir dir;
    QString device = dir.filePath(QStringLiteral("null.bwroster"));
    if (::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        device = QStringLiteral("/dev/null");
    QVERIFY(S_ISCHR(modeOf(device)));
    Text why;
    QVERIFY(!writeFileAtomically(device, "bytes", &why)); // as root, a rename would replace the device node
    QVERIFY2(why.get().contains(QStringLiteral("is a device")), qPrintable(why.get()));
    QVERIFY(why.get(QStringLiteral("pl")).contains(QStringLiteral("urządzenie")));
    QString message;
    QVERIFY(!saveJsonAtomically(rosterOf(10), device, &message));
    QVERIFY(S_ISCHR(modeOf(device)));
}

void TstAtomicWrite::directoryTargetIsRefused()
{
    QTemporaryDir dir;
    Text why;
    QVERIFY(!writeFileAtomically(dir.path(), "bytes", &why));
    QVERIFY2(why.get().contains(QStringLiteral("is a directory")), qPrintable(why.get()));
    QVERIFY(QFileInfo(dir.path()).isDir());
}

QTEST_GUILESS_MAIN(TstAtomicWrite)
#include "tst_atomicwrite.moc"
