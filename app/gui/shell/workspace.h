// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The app as a whole for QML (docs/app-api.md, Workspace singleton): the rulesets, presets, nations and catalogues
// to start a roster from, recent files, the language, and rosters, plans and catalogues an earlier run left unsaved
// (autosaves: {autosaveUrl, kind ("roster", "plan", "catalogue"), originalUrl, name, savedAt, savedAtText}).
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace sztab::gui {

class Workspace : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QVariantList rulesets READ rulesets CONSTANT)
    Q_PROPERTY(QVariantList recentFiles READ recentFiles NOTIFY recentFilesChanged)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // "system", "light" or "dark", kept in QSettings (the Settings dialog's theme).
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    Q_PROPERTY(QVariantList recoverableAutosaves READ recoverableAutosaves NOTIFY recoverableAutosavesChanged)
    Q_PROPERTY(QString dataError READ dataError CONSTANT)
    Q_PROPERTY(QString version READ version CONSTANT)
    // Grows whenever the catalogue editor installs a catalogue: bindings that read nations()/catalogues() and
    // mention it are evaluated again.
    Q_PROPERTY(int dataRevision READ dataRevision NOTIFY cataloguesChanged)
public:
    // No default argument: Qt 6.4 makes a default-constructible singleton with its constructor and never calls
    // create(), and create() is where the engine to retranslate is handed over.
    explicit Workspace(QObject *parent);
    static Workspace *create(QQmlEngine *engine, QJSEngine *);

    QVariantList rulesets() const;
    Q_INVOKABLE QVariantList presets(const QString &rulesetId) const;
    Q_INVOKABLE QVariantList nations(const QString &rulesetId) const;
    Q_INVOKABLE QVariantList catalogues(const QString &rulesetId, const QString &nation) const;
    QVariantList recentFiles() const;
    Q_INVOKABLE void clearRecentFiles();
    // The home view shows again: each recent file is checked against the disk anew (recentcheck.h).
    Q_INVOKABLE void refreshRecentFiles() { emit recentFilesChanged(); }
    QString language() const;
    void setLanguage(const QString &lang);
    QString theme() const;
    void setTheme(const QString &theme);
    QVariantList recoverableAutosaves() const { return m_autosaves; }
    Q_INVOKABLE void discardAutosave(const QUrl &url);
    // Looks at the autosave folder again (at start it is read once, and again when the language changes).
    Q_INVOKABLE void refreshAutosaves();
    // An autosave's time (ISO 8601, UTC as written) for people: local time, the month in words, in `lang` ("27
    // listopada 2026, 16:40"); the text itself when it is not a time.
    static QString savedAtText(const QString &savedAt, const QString &lang);
    QString dataError() const;
    QString version() const;
    // Where the user's own catalogues go (created when missing), for a "show folder" button.
    Q_INVOKABLE QUrl userDataFolder() const;
    int dataRevision() const { return m_dataRevision; }

signals:
    void recentFilesChanged();
    void languageChanged();
    void themeChanged();
    void recoverableAutosavesChanged();
    void cataloguesChanged();

private:
    QVariantList m_autosaves;
    int m_dataRevision = 0;
};

} // namespace sztab::gui
