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

// Every extension some save writes, and the common ones of other programs: a name ending in one of them names a
// kind of file, so a save of another kind is refused rather than given a second extension ("map.gif.svg").
const QStringList &knownSuffixes()
{
    static const QStringList all{QStringLiteral("bwroster"), QStringLiteral("bwplan"),     QStringLiteral("json"),
                                 QStringLiteral("pdf"),      QStringLiteral("kskgame"),    QStringLiteral("svg"),
                                 QStringLiteral("png"),      QStringLiteral("bwautosave"), QStringLiteral("csv"),
                                 QStringLiteral("txt"),      QStringLiteral("gif"),        QStringLiteral("jpg"),
                                 QStringLiteral("jpeg"),     QStringLiteral("bmp"),        QStringLiteral("webp"),
                                 QStringLiteral("html"),     QStringLiteral("xml"),        QStringLiteral("odt"),
                                 QStringLiteral("doc"),      QStringLiteral("docx"),       QStringLiteral("macgame")};
    return all;
}

FileContent contentForSuffix(const QString &suffix)
{
    if (suffix == QLatin1String("svg"))
        return FileContent::Svg;
    if (suffix == QLatin1String("png"))
        return FileContent::Png;
    return FileContent::Other;
}

// The content a save of `kind` to a file with `suffix` writes.
FileContent writtenContent(SaveKind kind, const QString &suffix)
{
    switch (kind) {
    case SaveKind::Roster:
    case SaveKind::RosterJson: return FileContent::Roster;
    case SaveKind::Plan: return FileContent::Plan;
    case SaveKind::Catalogue: return FileContent::Catalogue;
    case SaveKind::SheetsPdf: return FileContent::Pdf;
    case SaveKind::Map: return contentForSuffix(suffix);
    case SaveKind::KskGame: return FileContent::KskGame;
    case SaveKind::MacGame: return FileContent::MacGame;
    case SaveKind::KskScenario: return FileContent::KskScenario;
    }
    return FileContent::Other;
}

QString kindName(SaveKind kind, const QString &lang)
{
    const bool pl = isPolish(lang);
    switch (kind) {
    case SaveKind::Roster: return pl ? QStringLiteral("rozpiska") : QStringLiteral("a roster");
    case SaveKind::RosterJson: return pl ? QStringLiteral("rozpiska w JSON") : QStringLiteral("a roster as JSON");
    case SaveKind::Plan: return pl ? QStringLiteral("plan bitwy") : QStringLiteral("a battle plan");
    case SaveKind::Catalogue: return pl ? QStringLiteral("katalog") : QStringLiteral("a catalogue");
    case SaveKind::SheetsPdf: return pl ? QStringLiteral("arkusze PDF") : QStringLiteral("sheets as PDF");
    case SaveKind::Map: return pl ? QStringLiteral("mapa") : QStringLiteral("a map");
    case SaveKind::KskGame: return pl ? QStringLiteral("gra KSK") : QStringLiteral("a KSK game");
    case SaveKind::MacGame: return pl ? QStringLiteral("gra Maciejowice") : QStringLiteral("a Maciejowice game");
    case SaveKind::KskScenario: return pl ? QStringLiteral("scenariusz KSK") : QStringLiteral("a KSK scenario");
    }
    return QString();
}

QString dotted(const QStringList &suffixes)
{
    QStringList out;
    for (const QString &s : suffixes)
        out << QLatin1Char('.') + s;
    return out.join(QStringLiteral(", "));
}

} // namespace

FileContent sniffFileContent(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return FileContent::Absent;
    if (!file.open(QIODevice::ReadOnly))
        return FileContent::Other; // unreadable: nothing tells it may be replaced
    if (file.size() == 0)
        return FileContent::Empty;
    const QByteArray head = file.peek(512);
    if (head.startsWith("%PDF-"))
        return FileContent::Pdf;
    if (head.startsWith("\x89PNG\r\n\x1a\n"))
        return FileContent::Png;
    const QByteArray trimmed = head.trimmed();
    if (trimmed.startsWith('{')) {
        // Documents are small enough to read whole (the loaders refuse more than 64 MB anyway). Broken JSON says
        // nothing of its kind: Other, so a damaged roster under its own name may be saved over.
        QJsonParseError parsed;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parsed);
        if (parsed.error != QJsonParseError::NoError)
            return FileContent::Other;
        return contentOfFormat(doc.object().value(QLatin1String("format")).toString());
    }
    if ((trimmed.startsWith("<?xml") || trimmed.startsWith("<svg")) && head.contains("<svg"))
        return FileContent::Svg;
    return FileContent::Other;
}

FileContent contentOfFormat(const QString &format)
{
    if (format == QLatin1String("bw-roster"))
        return FileContent::Roster;
    if (format == QLatin1String("bw-plan"))
        return FileContent::Plan;
    if (format == QLatin1String("bw-catalogue"))
        return FileContent::Catalogue;
    if (format == QLatin1String("bw-ruleset"))
        return FileContent::Ruleset;
    if (format == QLatin1String("ksk-game"))
        return FileContent::KskGame;
    if (format == QLatin1String("mac-game"))
        return FileContent::MacGame;
    if (format == QLatin1String("ksk-scenario"))
        return FileContent::KskScenario;
    return FileContent::OtherJson;
}

// The extensions a file holding `content` is normally given.
QStringList suffixesOf(FileContent content)
{
    switch (content) {
    case FileContent::Roster: return {QStringLiteral("bwroster"), QStringLiteral("json"), QStringLiteral("bwautosave")};
    case FileContent::Plan: return {QStringLiteral("bwplan")};
    case FileContent::Catalogue: return {QStringLiteral("json")};
    case FileContent::Pdf: return {QStringLiteral("pdf")};
    case FileContent::Png: return {QStringLiteral("png")};
    case FileContent::Svg: return {QStringLiteral("svg")};
    case FileContent::KskGame: return {QStringLiteral("kskgame")};
    case FileContent::MacGame: return {QStringLiteral("macgame")};
    case FileContent::KskScenario: return {QStringLiteral("json")};
    default: return {};
    }
}

// Whether a file holding `there` may be replaced by `written`: nothing there, the same kind, or content that says
// no kind (damaged, unknown) under the name of the kind written.
bool mayReplace(FileContent there, FileContent written, const QString &path)
{
    if (there == FileContent::Absent || there == FileContent::Empty || there == written)
        return true;
    return there == FileContent::Other && suffixesOf(written).contains(QFileInfo(path).suffix().toLower());
}

std::optional<Text> otherContentAt(const QString &path, FileContent written)
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

QString contentName(FileContent content, const QString &lang)
{
    const bool pl = isPolish(lang);
    switch (content) {
    case FileContent::Absent: return pl ? QStringLiteral("brak pliku") : QStringLiteral("no file");
    case FileContent::Empty: return pl ? QStringLiteral("pusty plik") : QStringLiteral("an empty file");
    case FileContent::Roster: return pl ? QStringLiteral("rozpiska") : QStringLiteral("a roster");
    case FileContent::Plan: return pl ? QStringLiteral("plan bitwy") : QStringLiteral("a battle plan");
    case FileContent::Catalogue: return pl ? QStringLiteral("katalog") : QStringLiteral("a catalogue");
    case FileContent::Ruleset: return pl ? QStringLiteral("zestaw zasad") : QStringLiteral("a ruleset");
    case FileContent::OtherJson: return pl ? QStringLiteral("inny plik JSON") : QStringLiteral("another JSON file");
    case FileContent::Pdf: return pl ? QStringLiteral("plik PDF") : QStringLiteral("a PDF");
    case FileContent::Png: return pl ? QStringLiteral("obraz PNG") : QStringLiteral("a PNG image");
    case FileContent::Svg: return pl ? QStringLiteral("obraz SVG") : QStringLiteral("an SVG image");
    case FileContent::KskGame: return pl ? QStringLiteral("gra KSK") : QStringLiteral("a KSK game");
    case FileContent::Other:
        return pl ? QStringLiteral("plik innego rodzaju") : QStringLiteral("a file of another kind");
    case FileContent::MacGame: return pl ? QStringLiteral("gra Maciejowice") : QStringLiteral("a Maciejowice game");
    case FileContent::KskScenario: return pl ? QStringLiteral("scenariusz KSK") : QStringLiteral("a KSK scenario");
    }
    return QString();
}

QStringList saveSuffixes(SaveKind kind)
{
    switch (kind) {
    case SaveKind::Roster: return {QStringLiteral("bwroster")};
    case SaveKind::RosterJson: return {QStringLiteral("json")};
    case SaveKind::Plan: return {QStringLiteral("bwplan")};
    case SaveKind::Catalogue: return {QStringLiteral("json")};
    case SaveKind::SheetsPdf: return {QStringLiteral("pdf")};
    case SaveKind::Map: return {QStringLiteral("svg"), QStringLiteral("png")};
    case SaveKind::KskGame: return {QStringLiteral("kskgame")};
    case SaveKind::MacGame: return {QStringLiteral("macgame")};
    case SaveKind::KskScenario: return {QStringLiteral("json")};
    }
    return {};
}

QString proposedFileName(const QString &documentName, SaveKind kind)
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

std::optional<QString> checkSaveTarget(const QString &path, SaveKind kind, Text *why)
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
                              .arg(QFileInfo(path).fileName(), kindName(kind, QStringLiteral("pl")), dotted(suffixes)),
                          QStringLiteral("%1: this saves %2, its name must end in %3.")
                              .arg(QFileInfo(path).fileName(), kindName(kind, QStringLiteral("en")), dotted(suffixes)));
        target += QLatin1Char('.') + suffixes.constFirst();
    }
    if (QFileInfo(target).isDir())
        return refuse(QStringLiteral("%1 to folder.").arg(target), QStringLiteral("%1 is a folder.").arg(target));
    const FileContent there = sniffFileContent(target);
    const FileContent written = writtenContent(kind, QFileInfo(target).suffix().toLower());
    if (!mayReplace(there, written, target))
        return refuse(QStringLiteral("%1 to %2, więc nie zostanie nadpisany (zapisywany plik: %3). Wybierz inną nazwę.")
                          .arg(target, contentName(there, QStringLiteral("pl")), kindName(kind, QStringLiteral("pl"))),
                      QStringLiteral("%1 is %2: %3 is not written over it. Choose another name.")
                          .arg(target, contentName(there, QStringLiteral("en")), kindName(kind, QStringLiteral("en"))));
    return target;
}

} // namespace sztab
