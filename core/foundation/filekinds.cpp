// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/filekinds.h"

#include <QMutex>
#include <QMutexLocker>

namespace sztab {

namespace {

bool isPdf(const QByteArray &head) { return head.startsWith("%PDF-"); }
bool isPng(const QByteArray &head) { return head.startsWith("\x89PNG\r\n\x1a\n"); }
bool isSvg(const QByteArray &head)
{
    const QByteArray trimmed = head.trimmed();
    return (trimmed.startsWith("<?xml") || trimmed.startsWith("<svg")) && head.contains("<svg");
}

struct Registry {
    QMutex mutex; // programs register at start, but nothing forbids a thread to read while another registers
    QList<FileKind> files{
        {QStringLiteral("pdf"), {QStringLiteral("pdf")},
         Text::translated(QStringLiteral("plik PDF"), QStringLiteral("a PDF")),
         Text::translated(QStringLiteral("Plik PDF"), QStringLiteral("PDF")),
         Text::translated(QStringLiteral("Pliki PDF"), QStringLiteral("PDF files")), QString(), isPdf},
        {QStringLiteral("png"), {QStringLiteral("png")},
         Text::translated(QStringLiteral("obraz PNG"), QStringLiteral("a PNG image")),
         Text::translated(QStringLiteral("Obraz PNG"), QStringLiteral("PNG image")),
         Text::translated(QStringLiteral("Obrazy PNG"), QStringLiteral("PNG images")), QString(), isPng},
        {QStringLiteral("svg"), {QStringLiteral("svg")},
         Text::translated(QStringLiteral("obraz SVG"), QStringLiteral("an SVG image")),
         Text::translated(QStringLiteral("Obraz SVG"), QStringLiteral("SVG image")),
         Text::translated(QStringLiteral("Obrazy SVG"), QStringLiteral("SVG images")), QString(), isSvg},
    };
    QList<SaveKind> saves{pdfSave()};
};

Registry &registry()
{
    static Registry r;
    return r;
}

template <typename T> void replaceOrAppend(QList<T> &list, const T &item)
{
    for (T &existing : list)
        if (existing.id == item.id) {
            existing = item;
            return;
        }
    list.append(item);
}

} // namespace

FileContent FileContent::ofFormat(const QString &format)
{
    const std::optional<FileKind> kind = findFileKind(format);
    return kind && !kind->recognise ? FileContent{kind->id} : otherJson();
}

FileContent SaveKind::writes(const QString &suffix) const
{
    if (!content.isEmpty())
        return {content};
    for (const FileKind &kind : fileKinds())
        if (kind.suffixes.value(0) == suffix)
            return {kind.id};
    return FileContent::other();
}

void registerFileKind(const FileKind &kind)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    replaceOrAppend(r.files, kind);
}

void registerSaveKind(const SaveKind &kind)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    replaceOrAppend(r.saves, kind);
}

std::optional<FileKind> findFileKind(const QString &id)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    for (const FileKind &kind : r.files)
        if (kind.id == id)
            return kind;
    return std::nullopt;
}

std::optional<FileKind> fileKindOfDocument(const QString &documentKind)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    for (const FileKind &kind : r.files)
        if (!documentKind.isEmpty() && kind.documentKind == documentKind)
            return kind;
    return std::nullopt;
}

std::optional<SaveKind> findSaveKind(const QString &id)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    for (const SaveKind &kind : r.saves)
        if (kind.id == id)
            return kind;
    return std::nullopt;
}

QList<FileKind> fileKinds()
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    return r.files;
}

QList<SaveKind> saveKinds()
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    return r.saves;
}

SaveKind pdfSave()
{
    return {QStringLiteral("pdf"), {QStringLiteral("pdf")}, QStringLiteral("pdf"),
            Text::translated(QStringLiteral("plik PDF"), QStringLiteral("a PDF")),
            Text::translated(QStringLiteral("Pliki PDF"), QStringLiteral("PDF files"))};
}

QString contentName(const FileContent &content, const QString &lang)
{
    if (const std::optional<FileKind> kind = findFileKind(content.kind))
        return kind->name.get(lang);
    const bool pl = isPolish(lang);
    if (content == FileContent::absent())
        return pl ? QStringLiteral("brak pliku") : QStringLiteral("no file");
    if (content == FileContent::empty())
        return pl ? QStringLiteral("pusty plik") : QStringLiteral("an empty file");
    if (content == FileContent::otherJson())
        return pl ? QStringLiteral("inny plik JSON") : QStringLiteral("another JSON file");
    return pl ? QStringLiteral("plik innego rodzaju") : QStringLiteral("a file of another kind");
}

} // namespace sztab
