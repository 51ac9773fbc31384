// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every document the app edits shares (issue 18 item 2): a roster, a battle plan and a catalogue each have a
// file, a modified flag, an error message, undo/redo on one snapshot history (core/snapshothistory.h), saves that
// pass the core's save-target check (core/savetarget.h), an autosave into the autosave folder that an app started
// after a crash offers back (Workspace.recoverableAutosaves), and recent-files registration. RosterDocument,
// PlanDocument and CatalogueEditor derive from it; the QML-facing names below are the ones they always had.
#include "foundation/snapshothistory.h"
#include "foundation/text.h"

#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace sztab {
struct SaveKind;
}

namespace sztab::gui {

class DocumentBase : public QObject {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QUrl fileUrl READ fileUrl NOTIFY fileUrlChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage WRITE setErrorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoChanged)
public:
    ~DocumentBase() override;

    QUrl fileUrl() const { return m_fileUrl; }
    bool modified() const { return m_modified; }
    QString errorMessage() const { return m_errorMessage; }
    void setErrorMessage(const QString &message);
    bool canUndo() const { return undoState().canUndo; }
    bool canRedo() const { return undoState().canRedo; }
    // The newest step's label in the interface's language ("" when there is none).
    QString undoText() const;
    QString redoText() const;
    // The name the window title, the autosave list and recent files show.
    virtual QString displayName() const = 0;

    // Where this document autosaves (it exists only while there are unsaved edits written there).
    QString autosavePath() const { return m_autosavePath; }
    // Milliseconds from an edit to its autosave (default 2000).
    void setAutosaveDelay(int ms) { m_autosaveTimer.setInterval(ms); }

    // The player chose, by the document's name, to throw its unsaved edits away: the autosave goes and nothing asks
    // about the document again. (Closing or quitting without this keeps the autosave for the next start.)
    Q_INVOKABLE void discardChanges();

    // The autosave wrapper's `format`; its `kind` names the document inside ("roster", "plan", "catalogue").
    static QString autosaveFormat();

signals:
    void fileUrlChanged();
    void modifiedChanged();
    void errorMessageChanged();
    void undoChanged();
    void autosaved(const QString &path);

protected:
    // `kind`: "roster", "plan" or "catalogue", the autosave's `kind` and the key its content is kept under.
    DocumentBase(const QString &kind, QObject *parent);

    struct UndoState {
        bool canUndo = false;
        bool canRedo = false;
        const char *undoLabel = nullptr; // untranslated, in the derived class's translation context
        const char *redoLabel = nullptr;
    };
    template <class T> static UndoState undoStateOf(const SnapshotHistory<T> &history)
    {
        return {history.canUndo(), history.canRedo(), history.undoLabel(), history.redoLabel()};
    }
    virtual UndoState undoState() const = 0;
    // The document as its file holds it, for the autosave; an empty object when there is nothing to keep.
    virtual QJsonObject autosaveContent() const = 0;
    // The recent-files entry of the saved or opened file ({url, name, …}); empty: this kind is not listed there.
    virtual QVariantMap recentEntry() const { return {}; }

    void setModified(bool modified);
    // Emits fileUrlChanged when the URL changes (or always, for properties that read more than the URL).
    void setFileUrl(const QUrl &url, bool notifyAlways = false);

    // The path of a local file URL (or a plain path), or "" with "URL: not a local file (what)" as the error.
    QString localFile(const QUrl &url, const char *what);
    // The file a save of `kind` may write for `url` (savetarget.h), or none with the reason as the error message.
    std::optional<QString> saveTarget(const QUrl &url, const SaveKind &kind, const char *what);
    // After the file at `path` was written: it is the document's file, unmodified, no autosave, in recent files.
    void markSaved(const QString &path);
    void rememberRecent();

    // An edit, undo or redo: the autosave is written after the delay.
    void scheduleAutosave() { m_autosaveTimer.start(); }
    // A JSON document read from `path`: an autosave of this kind is unwrapped into its content and *original (the
    // file it belongs to, "" for a never-saved document) and *recovered set; any other document is left as it is.
    // False with *error when it is an autosave of another kind.
    bool unwrapAutosave(QJsonObject *document, const QString &path, QString *original, bool *recovered,
                        QString *error) const;
    // A recovered document keeps its autosave file, so it can be recovered again until it is saved.
    void adoptAutosave(const QString &path);

    // Stops the timer and removes the autosave file (a save, a clean close, another document opened or made).
    void dropAutosave();
    // Called first in every derived destructor, while the content can still be read: unsaved edits are written to
    // the autosave now (the timer may not have fired), so the next start offers them back.
    void keepUnsavedEdits();

private:
    void writeAutosave();
    void removeAutosave();

    QString m_kind;
    QUrl m_fileUrl;
    bool m_modified = false;
    QString m_errorMessage;
    QString m_autosavePath;
    QTimer m_autosaveTimer;
};

} // namespace sztab::gui
