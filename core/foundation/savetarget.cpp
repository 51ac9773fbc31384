// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/savetarget.h"

#include "foundation/text.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonObject>

namespace sztab {

namespace {

// The common extensions of other programs: a name ending in one of them names a kind of file, so a save of another
// kind is refused rather than given a second extension ("map.gif.svg").
const QStringList &otherProgramsSuffixes()
{
    static const QStringList all{QStringLiteral("csv"),  QStringLiteral("txt"), QStringLiteral("gif"),
                                 QStringLiteral("jpg"),  QStringLiteral("jpeg"), QStringLiteral("bmp"),
                                 QStringLiteral("webp"), QStringLiteral("html"), QStringLiteral("xml"),
                                 QStringLiteral("odt"),  QStringLiteral("doc"),  QStringLiteral("docx")};
    return all;
}

// Every extension some registered kind of file has, and the other programs' ones.
QStringList knownSuffixes()
{
    QStringList all = otherProgramsSuffixes();
    for (const FileKind &kind : fileKinds())
        all += kind.suffixes;
    for (const SaveKind &kind : saveKinds())
        all += kind.suffixes;
    return all;
}

QString dotted(const QStringList &suffixes)
{
    QStringList out;
    for (const QString &s : suffixes)
        out << QLatin1Char('.') + s;
    return out.join(QStringLiteral(", "));
}

// The extensions a file holding `content` is normally given.
QStringList suffixesOf(const FileContent &content)
{
    const std::optional<FileKind> kind = findFileKind(content.kind);
    return kind ? kind->suffixes : QStringList();
}

// Whether a file holding `there` may be replaced by `written`: nothing there, the same kind, or content that says
// no kind (damaged, unknown) under the name of the kind written.
bool mayReplace(const FileContent &there, const FileContent &written, const QString &path)
{
    if (there == FileContent::absent() || there == FileContent::empty() || there == written)
        return true;
    return there == FileContent::other() && suffixesOf(written).contains(QFileInfo(path).suffix().toLower());
}

} // namespace

FileContent sniffFileContent(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return FileContent::absent();
    if (!file.open(QIODevice::ReadOnly))
        return FileContent::other(); // unreadable: nothing tells it may be replaced
    if (file.size() == 0)
        return FileContent::empty();
    const QByteArray head = file.peek(512);
    for (const FileKind &kind : fileKinds())
        if (kind.recognise && kind.recognise(head))
            return {kind.id};
    if (head.trimmed().startsWith('{')) {
        // Documents are small enough to read whole (the loaders refuse more than 64 MB anyway). Broken JSON says
        // nothing of its kind: other, so a damaged roster under its own name may be saved over.
        QJsonParseError parsed;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parsed);
        if (parsed.error != QJsonParseError::NoError)
            return FileContent::other();
        return FileContent::ofFormat(doc.object().value(QLatin1String("format")).toString());
    }
    return FileContent::other();
}

std::optional<Text> otherContentAt(const QString &path, const FileContent &written)
{
    const FileContent there = sniffFileContent(path);
    if (mayReplace(there, written, path))
        return std::nullopt;
    return Text::translated(
        QStringLiteral("%1 to %2, więc nie zostanie nadpisany (zapisywany plik: %3).")
            .arg(path, contentName(there, QStringLiteral("pl")), contentName(written, QStringLiteral("pl"))),
        QStringLiteral("%1 is %2: %3 is not written over it.")
            .arg(path, contentName(there, QStringLiteral("en")), contentName(written, QStringLiteral("en"))));
}

QStringList saveSuffixes(const SaveKind &kind) { return kind.suffixes; }

QString proposedFileName(const QString &documentName, const SaveKind &kind)
{
    QString base = documentName.trimmed();
    // Characters no file system takes, and the path separators, become dashes.
    for (QChar &c : base)
        if (QStringLiteral("/\\:*?\"<>|").contains(c) || c.unicode() < 0x20)
            c = QLatin1Char('-');
    if (base.isEmpty())
        base = QStringLiteral("sztab");
    const QString suffix = QFileInfo(base).suffix().toLower();
    if (saveSuffixes(kind).contains(suffix))
        return base;
    if (knownSuffixes().contains(suffix))
        base.chop(suffix.size() + 1); // "x.bwroster" proposed for its PDF is "x.pdf"
    return base + QLatin1Char('.') + saveSuffixes(kind).constFirst();
}

std::optional<QString> checkSaveTarget(const QString &path, const SaveKind &kind, Text *why)
{
    const auto refuse = [why](const QString &pl, const QString &en) -> std::optional<QString> {
        if (why)
            *why = Text::translated(pl, en);
        return std::nullopt;
    };
    if (path.trimmed().isEmpty() || QFileInfo(path).fileName().isEmpty())
        return refuse(QStringLiteral("Nie podano nazwy pliku."), QStringLiteral("No file name given."));
    QString target = path;
    const QStringList suffixes = saveSuffixes(kind);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!suffixes.contains(suffix)) {
        if (knownSuffixes().contains(suffix))
            return refuse(QStringLiteral("%1: zapisywany plik (%2) musi mieć rozszerzenie %3.")
                              .arg(QFileInfo(path).fileName(), kind.name.get(QStringLiteral("pl")), dotted(suffixes)),
                          QStringLiteral("%1: this saves %2, its name must end in %3.")
                              .arg(QFileInfo(path).fileName(), kind.name.get(QStringLiteral("en")), dotted(suffixes)));
        target += QLatin1Char('.') + suffixes.constFirst();
    }
    if (QFileInfo(target).isDir())
        return refuse(QStringLiteral("%1 to folder.").arg(target), QStringLiteral("%1 is a folder.").arg(target));
    const FileContent there = sniffFileContent(target);
    const FileContent written = kind.writes(QFileInfo(target).suffix().toLower());
    if (!mayReplace(there, written, target))
        return refuse(QStringLiteral("%1 to %2, więc nie zostanie nadpisany (zapisywany plik: %3). Wybierz inną nazwę.")
                          .arg(target, contentName(there, QStringLiteral("pl")), kind.name.get(QStringLiteral("pl"))),
                      QStringLiteral("%1 is %2: %3 is not written over it. Choose another name.")
                          .arg(target, contentName(there, QStringLiteral("en")), kind.name.get(QStringLiteral("en"))));
    return target;
}

} // namespace sztab
