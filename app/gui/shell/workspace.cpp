// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/workspace.h"

#include "app/gui/shell/appdata.h"
#include "bw/rostertext.h"
#include "foundation/text.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QUrl>

namespace sztab::gui {

Workspace::Workspace(QObject *parent) : QObject(parent)
{
    connect(&AppData::instance(), &AppData::languageChanged, this, &Workspace::languageChanged);
    connect(&AppData::instance(), &AppData::recentFilesChanged, this, &Workspace::recentFilesChanged);
    connect(&AppData::instance(), &AppData::languageChanged, this,
            &Workspace::recentFilesChanged); // names in the new language
    connect(&AppData::instance(), &AppData::themeChanged, this, &Workspace::themeChanged);
    connect(&AppData::instance(), &AppData::autosavesChanged, this, &Workspace::refreshAutosaves);
    // The autosaves' times in the new language.
    connect(&AppData::instance(), &AppData::languageChanged, this, &Workspace::refreshAutosaves);
    connect(&AppData::instance(), &AppData::catalogueInstalled, this, [this] {
        ++m_dataRevision;
        emit cataloguesChanged();
    });
    refreshAutosaves();
}

Workspace *Workspace::create(QQmlEngine *engine, QJSEngine *)
{
    AppData::instance().setEngine(engine);
    return new Workspace(nullptr);
}

QVariantList Workspace::rulesets() const
{
    const DataSet &data = AppData::instance().data();
    QVariantList out;
    for (const QString &id : data.rulesetIds())
        out << QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("name"), localized(data.ruleset(id)->name)}};
    return out;
}

QVariantList Workspace::presets(const QString &rulesetId) const
{
    QVariantList out;
    const Ruleset *rs = AppData::instance().data().ruleset(rulesetId);
    if (!rs)
        return out;
    for (auto it = rs->presets.cbegin(); it != rs->presets.cend(); ++it)
        out << QVariantMap{{QStringLiteral("id"), it.key()},
                           {QStringLiteral("name"), localized(it->name)},
                           {QStringLiteral("units"), it->units.toDouble()},
                           {QStringLiteral("upgrades"), it->upgrades.toDouble()},
                           {QStringLiteral("maxBases"), it->maxBases ? QVariant(*it->maxBases) : QVariant()}};
    return out;
}

QVariantList Workspace::nations(const QString &rulesetId) const
{
    const DataSet &data = AppData::instance().data();
    QList<const Catalogue *> all;
    QStringList ids;
    for (const QString &id : data.catalogueIds()) {
        const Catalogue *c = data.catalogue(id);
        all << c;
        if (c->ruleset == rulesetId && !ids.contains(c->nation))
            ids << c->nation;
    }
    ids.sort();
    QVariantList out;
    for (const QString &n : std::as_const(ids))
        out << QVariantMap{{QStringLiteral("id"), n},
                           {QStringLiteral("name"), nationName(all, n, AppData::instance().language())}};
    return out;
}

QVariantList Workspace::catalogues(const QString &rulesetId, const QString &nation) const
{
    const DataSet &data = AppData::instance().data();
    QVariantList out;
    for (const QString &id : data.catalogueIds()) {
        const Catalogue *c = data.catalogue(id);
        if (c->ruleset != rulesetId || (!nation.isEmpty() && c->nation != nation))
            continue;
        out << QVariantMap{{QStringLiteral("id"), id},
                           {QStringLiteral("name"), localized(c->name)},
                           {QStringLiteral("nation"), c->nation},
                           {QStringLiteral("period"), c->period.value_or(QString())},
                           {QStringLiteral("demo"), c->demo},
                           {QStringLiteral("shadows"), data.shadowedFile(id)}}; // the file this one hides ("" none)
    }
    return out;
}

QVariantList Workspace::recentFiles() const { return AppData::instance().recentFiles(); }

void Workspace::clearRecentFiles()
{
    QSettings().remove(QStringLiteral("recentFiles"));
    emit recentFilesChanged();
}

QString Workspace::language() const { return AppData::instance().language(); }
void Workspace::setLanguage(const QString &lang) { AppData::instance().setLanguage(lang); }
QString Workspace::theme() const { return AppData::instance().theme(); }
void Workspace::setTheme(const QString &theme) { AppData::instance().setTheme(theme); }
QString Workspace::dataError() const { return AppData::instance().dataError(); }
QString Workspace::version() const { return QCoreApplication::applicationVersion(); }
QUrl Workspace::userDataFolder() const { return QUrl::fromLocalFile(AppData::userDataDir()); }

QString Workspace::savedAtText(const QString &savedAt, const QString &lang)
{
    // Written as UTC (ISO 8601); read by the person in their own time zone and language.
    const QDateTime at = QDateTime::fromString(savedAt, Qt::ISODate);
    if (!at.isValid())
        return savedAt;
    const QLocale locale(isPolish(lang) ? QLocale::Polish : QLocale::English,
                         isPolish(lang) ? QLocale::Poland : QLocale::UnitedKingdom);
    // "27 listopada 2026, 16:40" / "27 November 2026, 16:40": the month in words, as a person writes a date.
    return locale.toString(at.toLocalTime(), QStringLiteral("d MMMM yyyy, HH:mm"));
}

void Workspace::refreshAutosaves()
{
    QVariantList list;
    const QDir dir(AppData::autosaveDir());
    for (const QFileInfo &f : dir.entryInfoList({QStringLiteral("*.bwautosave")}, QDir::Files, QDir::Time)) {
        if (AppData::instance().isAutosaveLive(f.absoluteFilePath()))
            continue; // the work of a document open now, not left by an earlier session
        QFile file(f.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        const QString original = o.value(QStringLiteral("original")).toString();
        // What it holds: "roster", "plan" or "catalogue" (autosaves written before plans had them name none).
        const QString kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("roster"));
        list << QVariantMap{
            {QStringLiteral("autosaveUrl"), QUrl::fromLocalFile(f.absoluteFilePath())},
            {QStringLiteral("kind"), kind},
            {QStringLiteral("originalUrl"), original.isEmpty() ? QUrl() : QUrl::fromLocalFile(original)},
            {QStringLiteral("name"), o.value(QStringLiteral("name")).toString()},
            {QStringLiteral("savedAt"), o.value(QStringLiteral("savedAt")).toString()},
            {QStringLiteral("savedAtText"), savedAtText(o.value(QStringLiteral("savedAt")).toString(), language())}};
    }
    if (list != m_autosaves) {
        m_autosaves = list;
        emit recoverableAutosavesChanged();
    }
}

void Workspace::discardAutosave(const QUrl &url)
{
    const QString path = url.toLocalFile();
    // Only files of the autosave folder: this must never delete a roster of the user's.
    if (QFileInfo(path).absolutePath() == QDir(AppData::autosaveDir()).absolutePath()
        && path.endsWith(QLatin1String(".bwautosave")))
        QFile::remove(path);
    refreshAutosaves();
}

} // namespace sztab::gui
