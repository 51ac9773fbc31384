// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/gameareas.h"

#include "app/gui/shell/appdata.h"
#include "app/gui/shell/documentbase.h"
#include "foundation/document.h"
#include "foundation/filekinds.h"
#include "foundation/savetarget.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace sztab::gui {

namespace {

QList<GameArea> &registry()
{
    static QList<GameArea> areas;
    return areas;
}

QString words(const char *text) { return text ? QCoreApplication::translate("GameAreas", text) : QString(); }

const GameArea *areaOfFormat(const QString &format)
{
    for (const GameArea &area : registry())
        if (area.formats.contains(format))
            return &area;
    return nullptr;
}

} // namespace

void GameAreas::ensureRegistered()
{
    if (registry().isEmpty())
        registerGameAreas();
}

GameAreas::GameAreas(QObject *parent) : QObject(parent)
{
    ensureRegistered();
    connect(&AppData::instance(), &AppData::languageChanged, this, &GameAreas::listChanged);
}

void GameAreas::add(const GameArea &area) { registry().append(area); }

const QList<GameArea> &GameAreas::all()
{
    ensureRegistered();
    return registry();
}

QVariantList GameAreas::list() const
{
    QVariantList out;
    for (const GameArea &area : all()) {
        QVariantList entries;
        for (const AreaEntry &e : area.entries)
            entries << QVariantMap{{QStringLiteral("action"), e.action},
                                   {QStringLiteral("text"), words(e.text)},
                                   {QStringLiteral("onHome"), e.onHome},
                                   {QStringLiteral("underNew"), e.underNew}};
        out << QVariantMap{{QStringLiteral("id"), area.id},
                           {QStringLiteral("view"), area.view},
                           {QStringLiteral("documentKinds"), area.documentKinds},
                           {QStringLiteral("formats"), area.formats},
                           {QStringLiteral("title"), words(area.title)},
                           {QStringLiteral("documentName"), words(area.documentName)},
                           {QStringLiteral("saveAsText"), words(area.saveAsText)},
                           {QStringLiteral("closeText"), words(area.closeText)},
                           {QStringLiteral("printText"), words(area.printText)},
                           {QStringLiteral("exportText"), words(area.exportText)},
                           {QStringLiteral("entries"), entries}};
    }
    return out;
}

QStringList GameAreas::ids() const
{
    QStringList out;
    for (const GameArea &area : all())
        out << area.id;
    return out;
}

QVariantMap GameAreas::area(const QString &id) const
{
    for (const QVariant &entry : list())
        if (entry.toMap().value(QStringLiteral("id")).toString() == id)
            return entry.toMap();
    return {};
}

QString GameAreas::viewOf(const QString &id) const
{
    for (const GameArea &area : all())
        if (area.id == id)
            return area.view;
    return QString();
}

QString GameAreas::areaForKind(const QString &kind) const
{
    for (const GameArea &area : all())
        if (area.documentKinds.contains(kind))
            return area.id;
    return QString();
}

QString GameAreas::kindTitle(const QString &kind) const
{
    const std::optional<FileKind> file = fileKindOfDocument(kind);
    return file ? file->title.get(AppData::instance().language()) : kind;
}

QVariantMap GameAreas::recognise(const QUrl &url) const
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    const QString lang = AppData::instance().language();
    const bool pl = isPolish(lang);
    const QString file = QFileInfo(path).fileName();
    QVariantMap out{{QStringLiteral("area"), QString()},
                    {QStringLiteral("kind"), QString()},
                    {QStringLiteral("autosave"), false},
                    {QStringLiteral("problem"), QString()}};
    const auto refuse = [&](const QString &why) {
        out.insert(QStringLiteral("problem"), why);
        return out;
    };
    LoadError error;
    const std::optional<QJsonObject> doc = readJsonFile(path, &error);
    if (!doc) {
        const FileContent content = sniffFileContent(path);
        if (content == FileContent::absent())
            return refuse(pl ? QStringLiteral("Nie ma pliku %1.").arg(file)
                             : QStringLiteral("There is no file %1.").arg(file));
        if (const std::optional<FileKind> kind = findFileKind(content.kind); kind && kind->recognise) // PDF, PNG…
            return refuse(pl ? QStringLiteral("%1 to %2, a nie dokument Sztabu.").arg(file, contentName(content, lang))
                             : QStringLiteral("%1 is %2, not a Sztab document.").arg(file, contentName(content, lang)));
        return refuse(pl ? QStringLiteral("%1 nie jest dokumentem Sztabu (nie da się go odczytać jako JSON).").arg(file)
                         : QStringLiteral("%1 is not a Sztab document (it cannot be read as JSON).").arg(file));
    }
    const QString format = documentFormat(*doc);
    if (format == DocumentBase::autosaveFormat()) {
        // Autosaves written before plans had them name no kind hold a roster.
        const QString kind = doc->value(QStringLiteral("kind")).toString(QStringLiteral("roster"));
        out.insert(QStringLiteral("autosave"), true);
        out.insert(QStringLiteral("kind"), kind);
        out.insert(QStringLiteral("area"), areaForKind(kind));
        return out;
    }
    if (const GameArea *area = areaOfFormat(format)) {
        const int index = area->formats.indexOf(format);
        out.insert(QStringLiteral("area"), area->id);
        out.insert(QStringLiteral("kind"), area->documentKinds.value(index, area->documentKinds.value(0)));
        return out;
    }
    const std::optional<FileKind> kind = findFileKind(format);
    if (kind && kind->documentKind == QLatin1String("catalogue")) {
        out.insert(QStringLiteral("kind"), QStringLiteral("catalogue")); // opened in the catalogue editor's window
        return out;
    }
    const FileContent content = FileContent::ofFormat(format);
    return refuse(
        pl ? QStringLiteral("%1 to %2, którego Sztab tu nie otwiera.").arg(file, contentName(content, lang))
           : QStringLiteral("%1 is %2, which Sztab does not open here.").arg(file, contentName(content, lang)));
}

} // namespace sztab::gui
