// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/appdata.h"

#include "foundation/messagelanguage.h"
#include "foundation/placenames.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QStandardPaths>

namespace sztab::gui {

namespace {

QString createdDir(const QString &sub)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + sub;
    QDir().mkpath(dir);
    return dir;
}

} // namespace

AppData &AppData::instance()
{
    static AppData *data = new AppData; // lives as long as the process: documents and models point into its data
    return *data;
}

AppData::AppData()
{
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    if (saved == QLatin1String("pl") || saved == QLatin1String("en"))
        m_language = saved;
    else
        m_language = QLocale::system().language() == QLocale::Polish ? QStringLiteral("pl") : QStringLiteral("en");
    loadData();
    installTranslator();
}

// The same folder bwn reads (DataSet::userDataDir finds it with the app's names); Quick Tests and C++ tests of the
// app use QStandardPaths' test mode, so they never touch a person's own catalogues.
QString AppData::userDataDir() { return createdDir(QStringLiteral("/data")); }
QString AppData::autosaveDir() { return createdDir(QStringLiteral("/autosave")); }

void AppData::setAutosaveLive(const QString &path, bool live)
{
    if (live)
        m_liveAutosaves.insert(path);
    else
        m_liveAutosaves.remove(path);
    emit autosavesChanged();
}

void AppData::loadData()
{
    LoadError error;
    if (m_data.load({DataSet::bundledDataDir(), userDataDir()}, &error))
        return;
    // A broken file of the user's must not take the bundled data with it: load those alone and say what failed.
    m_dataError = loadErrorText(error, m_language);
    m_data = DataSet();
    LoadError bundled;
    if (!m_data.load({DataSet::bundledDataDir()}, &bundled))
        m_dataError = loadErrorText(bundled, m_language);
}

void AppData::installCatalogue(Catalogue catalogue, const QString &file)
{
    m_replacedData << m_data; // shares the old catalogue with the rosters bound to it
    const QString id = catalogue.id;
    m_data.insert(std::move(catalogue), file);
    emit catalogueInstalled(id);
}

bool AppData::restoreShadowed(const QString &id, QString *error)
{
    DataSet next = m_data;
    LoadError e;
    if (!next.restoreShadowed(id, &e)) {
        *error = loadErrorText(e, m_language);
        return false;
    }
    m_replacedData << m_data; // shares the removed copy with the rosters bound to it
    m_data = next;
    emit catalogueInstalled(id);
    return true;
}

void AppData::installTranslator()
{
    setMessageLanguage(m_language); // the core's load errors, in the same language as the rest
    QCoreApplication::removeTranslator(&m_translator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    if (m_language == QLatin1String("en"))
        return; // the source strings are English
    // Qt's own strings too (Open, Cancel and Filter in Qt's file dialog), when Debian's qt6-translations-l10n is
    // installed; without it they stay English.
    if (m_qtTranslator.load(QStringLiteral("qt_%1").arg(m_language),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qtTranslator);
    for (const QString &dir :
         {QStringLiteral(":/i18n"), QCoreApplication::applicationDirPath() + QStringLiteral("/translations")})
        if (m_translator.load(QStringLiteral("sztab_%1").arg(m_language), dir)) {
            QCoreApplication::installTranslator(&m_translator);
            return;
        }
}

QVariantList AppData::recentFiles() const
{
    // Each entry in the current language (entries written before both languages were kept stay as they were).
    QVariantList list = QSettings().value(QStringLiteral("recentFiles")).toList();
    for (QVariant &v : list) {
        QVariantMap entry = v.toMap();
        const QString name = entry.value(QStringLiteral("names")).toMap().value(m_language).toString();
        const QString nation = entry.value(QStringLiteral("nations")).toMap().value(m_language).toString();
        if (!name.isEmpty())
            entry.insert(QStringLiteral("name"), name);
        if (!nation.isEmpty())
            entry.insert(QStringLiteral("nation"), nation);
        m_recentCheck.apply(entry, m_data, m_language);
        v = entry;
    }
    return list;
}

void AppData::addRecent(const QVariantMap &entry)
{
    QVariantList list = QSettings().value(QStringLiteral("recentFiles")).toList();
    const QString url = entry.value(QStringLiteral("url")).toUrl().toString();
    list.erase(std::remove_if(
                   list.begin(), list.end(),
                   [&](const QVariant &v) { return v.toMap().value(QStringLiteral("url")).toUrl().toString() == url; }),
               list.end());
    list.prepend(entry);
    while (list.size() > 10)
        list.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), list);
    emit recentFilesChanged();
}

QString AppData::theme() const
{
    const QString saved = QSettings().value(QStringLiteral("theme")).toString();
    return saved == QLatin1String("light") || saved == QLatin1String("dark") ? saved : QStringLiteral("system");
}

void AppData::setTheme(const QString &theme)
{
    if ((theme != QLatin1String("system") && theme != QLatin1String("light") && theme != QLatin1String("dark"))
        || theme == this->theme())
        return;
    QSettings().setValue(QStringLiteral("theme"), theme);
    emit themeChanged();
}

void AppData::setEngine(QQmlEngine *engine) { m_engine = engine; }

void AppData::setLanguage(const QString &lang)
{
    if ((lang != QLatin1String("pl") && lang != QLatin1String("en")) || lang == m_language)
        return;
    m_language = lang;
    QSettings().setValue(QStringLiteral("language"), lang);
    installTranslator();
    if (m_engine)
        m_engine->retranslate();
    emit languageChanged();
}

} // namespace sztab::gui
