// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every open roster shares, one per process: the rulesets and catalogues (the bundled data, then the user's
// data directory, whose catalogues replace bundled ones of the same id), the interface language, the translator,
// and where the user's files live. The QML singleton Workspace shows it; RosterDocuments read it.
#include "bw/dataset.h"

#include "app/gui/bw/recentcheck.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTranslator>

class QQmlEngine;

namespace sztab::gui {

class AppData : public QObject {
    Q_OBJECT
public:
    static AppData &instance();

    const DataSet &data() const { return m_data; }
    // A data file that could not be loaded ("" when all loaded): the user's directory is then left out.
    QString dataError() const { return m_dataError; }
    // A catalogue saved by the catalogue editor joins the data at once (replacing one of the same id), so the New
    // roster dialog offers it. The data it replaces stays alive: open rosters still point into it.
    void installCatalogue(Catalogue catalogue, const QString &file);
    // The user's copy of `id` was removed: the bundled catalogue it hid is back in the data (open rosters keep
    // theirs). False and *error when that file cannot be read.
    bool restoreShadowed(const QString &id, QString *error);

    // "pl" or "en": the saved choice, else the system locale's.
    QString language() const { return m_language; }
    void setLanguage(const QString &lang);
    // The engine to retranslate when the language changes (main.cpp's; in Quick Tests, the latest file's).
    void setEngine(QQmlEngine *engine);

    // The colour theme, kept in QSettings: "system" (the default), "light" or "dark"; anything else is ignored.
    QString theme() const;
    void setTheme(const QString &theme);

    // Most recent first, at most 10, kept in QSettings: {url, name, nation, points, valid, stamp}, name and nation in
    // the current language (each entry keeps both: names and nations, {pl, en}); each checked against its file now
    // (recentcheck.h: state "ok", "missing" or "unreadable", and the problem).
    QVariantList recentFiles() const;
    void addRecent(const QVariantMap &entry);

    // AppDataLocation + "/data" and "/autosave", created when missing.
    static QString userDataDir();
    static QString autosaveDir();

    // The autosaves of documents open in this process: they are the work on screen, not work left by an earlier
    // session, so the recovery list leaves them out. A document's autosave leaves this set when the document goes.
    void setAutosaveLive(const QString &path, bool live);
    bool isAutosaveLive(const QString &path) const { return m_liveAutosaves.contains(path); }

signals:
    // An autosave was written, removed, or its document went: the recovery list is read again.
    void autosavesChanged();
    void languageChanged();
    void recentFilesChanged();
    void themeChanged();
    void catalogueInstalled(const QString &id);

private:
    AppData();
    void loadData();
    void installTranslator();

    DataSet m_data;
    mutable RecentCheck m_recentCheck;
    QList<DataSet> m_replacedData; // earlier states of m_data, sharing what open rosters still point into
    QString m_dataError;
    QString m_language;
    QTranslator m_translator;
    QTranslator m_qtTranslator;    // Qt's own strings (file dialog buttons, …), from qt6-translations-l10n
    QPointer<QQmlEngine> m_engine; // an engine may go before the data (Quick Test makes one per file)
    QSet<QString> m_liveAutosaves;
};

// Text in the current language.
inline QString localized(const Text &text) { return text.get(AppData::instance().language()); }

} // namespace sztab::gui
