// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The catalogue editor (issue 8, docs/app-api.md, CatalogueEditor): one catalogue value edited list by list, checked
// by the core after every edit (the same issue list as rosters), snapshot undo/redo, and saved atomically to the
// user's data folder, where the app's data takes it at once (AppData::installCatalogue) for the New roster dialog.
// Bundled catalogues and files from elsewhere open as templates: Save writes a copy into the user's folder.
#include "app/gui/bw/catalogueeditormodels.h"
#include "bw/catalogueimport.h"
#include "app/gui/shell/documentbase.h"

#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

// fileUrl, modified, errorMessage, canUndo/canRedo/undoText/redoText and the autosave: DocumentBase.
class CatalogueEditor : public sztab::gui::DocumentBase { // qualified: qmltyperegistrar finds the base by this name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ loaded NOTIFY catalogueChanged)
    Q_PROPERTY(bool isTemplate READ isTemplate NOTIFY fileUrlChanged)
    Q_PROPERTY(QString displayName READ displayName NOTIFY catalogueChanged)
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY statusMessageChanged)
    Q_PROPERTY(QString shadowedFile READ shadowedFile NOTIFY shadowChanged)
    Q_PROPERTY(bool shadowsNow READ shadowsNow NOTIFY shadowChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY catalogueChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY catalogueChanged)
    Q_PROPERTY(QVariantMap header READ header NOTIFY catalogueChanged)
    Q_PROPERTY(QStringList profileIds READ profileIds NOTIFY catalogueChanged)
    Q_PROPERTY(QStringList costClasses READ costClasses NOTIFY catalogueChanged)
    Q_PROPERTY(QStringList rulesetIds READ rulesetIds CONSTANT)
    Q_PROPERTY(QStringList unitTraitOptions READ unitTraitOptions CONSTANT)
    Q_PROPERTY(QStringList generalTraitOptions READ generalTraitOptions CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueTableModel *profileModel READ profileModel CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueTableModel *unitModel READ unitModel CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueTableModel *generalModel READ generalModel CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueTableModel *divisionModel READ divisionModel CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueTableModel *corpsModel READ corpsModel CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueTableModel *changelogModel READ changelogModel CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueIssueModel *issueModel READ issueModel CONSTANT)
public:
    explicit CatalogueEditor(QObject *parent = nullptr);
    // Unsaved edits the player did not discard stay in the autosave (the base can no longer read the content).
    ~CatalogueEditor() override { keepUnsavedEdits(); }

    bool loaded() const { return m_loaded; }
    bool isTemplate() const;
    QString displayName() const override;
    // The file of another catalogue with this id that a save into the user's folder hides from the app and bwn (a
    // bundled demo: its rosters would open with this copy), or that this saved copy hides already; "" when none.
    QString shadowedFile() const;
    // True when the open file is the user's copy that hides shadowedFile now (false: a save would).
    bool shadowsNow() const;
    QString statusMessage() const { return m_statusMessage; }
    int errorCount() const;
    int warningCount() const;
    QVariantMap header() const;
    QStringList profileIds() const { return m_catalogue.profiles.keys(); }
    QStringList costClasses() const;
    QStringList rulesetIds() const;
    QStringList unitTraitOptions() const;
    QStringList generalTraitOptions() const;
    CatalogueTableModel *profileModel() { return &m_profiles; }
    CatalogueTableModel *unitModel() { return &m_units; }
    CatalogueTableModel *generalModel() { return &m_generals; }
    CatalogueTableModel *divisionModel() { return &m_divisions; }
    CatalogueTableModel *corpsModel() { return &m_corps; }
    CatalogueTableModel *changelogModel() { return &m_changelog; }
    CatalogueIssueModel *issueModel() { return &m_issues; }

    // For C++ callers (tests, the CSV import): the catalogue as it stands and its issues.
    const Catalogue &catalogue() const { return m_catalogue; }
    const QList<Issue> &issues() const { return m_issueList; }
    // Where saving puts a catalogue of this id: <user data>/catalogues/<id>.json.
    static QString userCatalogueFile(const QString &id);

    // Files. Each returns true, or sets errorMessage and leaves the editor as it was.
    // {id, nation, nationName, period, ruleset, name (or namePl/nameEn), demo, author, catalogueVersion}
    Q_INVOKABLE bool newCatalogue(const QVariantMap &settings);
    // A catalogue file, or an autosave (recovery: modified, fileUrl the file it belongs to).
    Q_INVOKABLE bool open(const QUrl &url);
    // One the app has loaded (bundled or the user's), by id.
    Q_INVOKABLE bool openCatalogue(const QString &id);
    // Into the user's data folder (a template: as a copy there); refused while the checks find errors.
    Q_INVOKABLE bool save();
    // To any file; one in the user's catalogues folder joins the app's data like save().
    Q_INVOKABLE bool saveAs(const QUrl &url);
    // The catalogue as one file to share (a draft with errors too); the editor's own file is unchanged.
    Q_INVOKABLE bool exportTo(const QUrl &url);
    // A shared file: opened, checked and saved into the user's data folder (opened only, when it has errors).
    Q_INVOKABLE bool importFile(const QUrl &url);
    // Deletes the open catalogue's file from the user's catalogues folder (never any other file); a bundled catalogue
    // it hid comes back at once, anything else the app's data keeps until the next start. The editor keeps the
    // catalogue, as a new unsaved one.
    Q_INVOKABLE bool removeUserFile();
    // A clean close: the autosave goes (its edits were saved or the user chose to discard them).
    Q_INVOKABLE void close() { dropAutosave(); }

    // Edits: each one undo step. `list` is "profiles", "units", "generals", "divisions", "corps", "changelog".
    Q_INVOKABLE bool setHeader(const QString &field, const QVariant &value);
    Q_INVOKABLE bool set(const QString &list, int row, const QString &field, const QVariant &value);
    Q_INVOKABLE int add(const QString &list);
    Q_INVOKABLE int duplicate(const QString &list, int row);
    Q_INVOKABLE bool remove(const QString &list, int row);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Where an issue's JSON pointer lands: {list, row, field}; list "about" for the header.
    Q_INVOKABLE QVariantMap locate(const QString &pointer) const;

    // The CSV import's all-or-nothing apply (catalogueimport.h), one undo step.
    bool applyImport(const QList<ImportPreview> &previews, bool skipBad);

    // An edit of one field of a profile, unit or general that cannot change another entry's issues (not an id, not
    // a general's name or roles, which historical divisions show) checks and shows that row alone; off, every edit
    // checks and shows the whole catalogue (the benchmark's baseline; tests compare the two).
    void setIncrementalChecks(bool on) { m_incremental = on; }

signals:
    void catalogueChanged();
    void statusMessageChanged();
    void shadowChanged();
    // After a save into the user's folder: the app's data has the catalogue now.
    void installed(const QString &id);

protected:
    UndoState undoState() const override { return undoStateOf(m_history); }
    QJsonObject autosaveContent() const override;

private:
    void stepHistory(bool back);
    bool commit(Catalogue next, const char *undoText,
                std::optional<std::pair<CatalogueList, int>> onlyRow = std::nullopt);
    void refreshRow(CatalogueList list, int row);
    void showIssues();
    void reset(Catalogue catalogue, const QUrl &url);
    void refresh();
    void setStatus(const QString &text);
    bool fail(const QString &message);
    bool writeTo(const QString &path, bool requireClean, QString *written = nullptr);
    // A catalogue file or the catalogue of an autosave (then *original is the file it belongs to, *recovered true).
    std::optional<Catalogue> readFile(const QString &path, QString *original = nullptr, bool *recovered = nullptr);
    CatalogueTableModel *model(const QString &list);

    Catalogue m_catalogue;
    Catalogue m_saved;
    bool m_loaded = false;
    QString m_statusMessage;
    SnapshotHistory<Catalogue> m_history;
    QList<Issue> m_issueList;
    bool m_incremental = true;
    CatalogueTableModel m_profiles, m_units, m_generals, m_divisions, m_corps, m_changelog;
    CatalogueIssueModel m_issues;
};

} // namespace sztab::gui
