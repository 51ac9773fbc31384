// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The save dialog every save goes through (issue 15, singleton FileChooser in QML): a real save dialog — the
// desktop's own where the platform theme or xdg-desktop-portal gives one, Qt's widget dialog otherwise (both through
// QFileDialog, with a Save button and the overwrite question) — that proposes a name made from the document it
// saves, adds the kind's extension, and asks again instead of returning a file of another kind (core savetarget.h).
// Quick Tests, which have no QApplication, queue the dialog's answers with answerNext() and read lastRequest.
#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace sztab {
struct SaveKind;
}

namespace sztab::gui {

class FileChooser : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // What the last saveFile() or openFile() call asked: {mode ("save" or "open"), kind, title, proposed (a file URL,
    // saves only), filters}.
    Q_PROPERTY(QVariantMap lastRequest READ lastRequest NOTIFY asked)
    // How many times saveFile() or openFile() asked, for tests to wait for a question a menu item asks after its menu
    // closed.
    Q_PROPERTY(int requests READ requests NOTIFY asked)
public:
    explicit FileChooser(QObject *parent = nullptr);

    // kind: a registered save's id (foundation/filekinds.h: "roster", "rosterJson", "plan", "map", "pdf", "macGame"…).
    // documentName: the saved document's
    // file name or, unsaved, its name; near: a file whose folder the dialog starts in (the document's own file).
    // Returns the file to write, or an empty URL when the player cancelled.
    Q_INVOKABLE QUrl saveFile(const QString &kind, const QString &title, const QString &documentName, const QUrl &near);
    // The open dialog of the same kind (issue 15): kind a registered save's id, "csv", or "any" (every Sztab
    // document, File › Open); near: a file whose folder it starts in. Returns the file chosen, or an empty URL when the player
    // cancelled. The document that reads it says what is wrong with a file it cannot read.
    Q_INVOKABLE QUrl openFile(const QString &kind, const QString &title, const QUrl &near);
    // For tests: the file the next dialog "chooses" (an empty URL: the dialog is cancelled).
    Q_INVOKABLE void answerNext(const QUrl &answer) { m_answers.append(answer); }

    QVariantMap lastRequest() const { return m_lastRequest; }
    int requests() const { return m_requests; }

    static std::optional<SaveKind> kindFromName(const QString &kind);

signals:
    void asked();

private:
    QStringList filtersFor(const SaveKind &kind) const;
    static QStringList documentSuffixes();
    QString startFolder(const QUrl &near) const;

    QList<QUrl> m_answers;
    QVariantMap m_lastRequest;
    int m_requests = 0;
};

} // namespace sztab::gui
