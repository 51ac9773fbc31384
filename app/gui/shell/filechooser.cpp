// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/filechooser.h"

#include "app/gui/shell/appdata.h"
#include "foundation/atomicwrite.h"
#include "foundation/filekinds.h"
#include "foundation/savetarget.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QWindow>

namespace sztab::gui {

namespace {

const QString kLastFolderKey = QStringLiteral("files/lastSaveFolder");

// The dialog belongs to the window the player works in (stays above it, centred on it).
void parentToActiveWindow(QWidget *dialog)
{
    dialog->winId(); // makes the window handle to parent
    if (QWindow *active = QGuiApplication::focusWindow())
        dialog->windowHandle()->setTransientParent(active);
}

} // namespace

FileChooser::FileChooser(QObject *parent) : QObject(parent) { }

std::optional<SaveKind> FileChooser::kindFromName(const QString &kind) { return findSaveKind(kind); }

QStringList FileChooser::filtersFor(const SaveKind &kind) const
{
    const QString lang = AppData::instance().language();
    const auto filter = [](const QString &name, const QStringList &suffixes) {
        QStringList patterns;
        for (const QString &suffix : suffixes)
            patterns << QStringLiteral("*.") + suffix;
        return QStringLiteral("%1 (%2)").arg(name, patterns.join(QLatin1Char(' ')));
    };
    if (!kind.filesName.isEmpty())
        return {filter(kind.filesName.get(lang), kind.suffixes)};
    // A save of several kinds (the map: SVG or PNG): a filter each, in the order of the suffixes.
    QStringList filters;
    for (const QString &suffix : kind.suffixes) {
        const std::optional<FileKind> written = findFileKind(kind.writes(suffix).kind);
        filters << filter(written ? written->filesName.get(lang) : suffix, {suffix});
    }
    return filters;
}

// Every suffix of the files Sztab opens as documents (the kinds that hold one), each once.
QStringList FileChooser::documentSuffixes()
{
    QStringList suffixes;
    for (const FileKind &kind : fileKinds())
        if (!kind.documentKind.isEmpty())
            for (const QString &suffix : kind.suffixes)
                if (!suffixes.contains(suffix))
                    suffixes << suffix;
    return suffixes;
}

// The document's own folder, else the folder of the last file saved or opened, else Documents, else home.
QString FileChooser::startFolder(const QUrl &near) const
{
    QString folder = near.isLocalFile() ? QFileInfo(near.toLocalFile()).absolutePath()
                                        : QSettings().value(kLastFolderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QFileInfo(folder).isDir()) // no Documents folder: the dialog would show "Documents/name" in the name box
        folder = QDir::homePath();
    return folder;
}

QUrl FileChooser::openFile(const QString &kind, const QString &title, const QUrl &near)
{
    const QString all = tr("All files (*)");
    QStringList filters;
    if (kind == QLatin1String("any")) { // File › Open: every Sztab document, recognised by its content once chosen
        QStringList patterns;
        for (const QString &suffix : documentSuffixes())
            patterns << QStringLiteral("*.") + suffix;
        filters = {tr("Sztab documents (%1)").arg(patterns.join(QLatin1Char(' '))), all};
    } else if (kind == QLatin1String("csv")) {
        filters = {tr("CSV files (*.csv *.txt)"), all};
    } else if (const std::optional<SaveKind> saved = kindFromName(kind)) {
        // What that kind of save writes first, then the other saves of the same content (a roster's JSON import
        // also takes a .bwroster).
        filters = filtersFor(*saved);
        for (const SaveKind &other : saveKinds())
            if (other.id != saved->id && !saved->content.isEmpty() && other.content == saved->content)
                filters += filtersFor(other);
        filters << all;
    } else {
        qWarning("FileChooser.openFile: unknown kind \"%s\"", qPrintable(kind));
        return {};
    }
    m_lastRequest = {{QStringLiteral("mode"), QStringLiteral("open")},
                     {QStringLiteral("kind"), kind},
                     {QStringLiteral("title"), title},
                     {QStringLiteral("filters"), filters}};
    ++m_requests;
    emit asked();

    if (!m_answers.isEmpty()) // a test's answer stands for the dialog
        return m_answers.takeFirst();
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return {}; // no widgets (a Quick Test without an answer): nothing to ask with
    QFileDialog dialog(nullptr, title, startFolder(near));
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setNameFilters(filters);
    parentToActiveWindow(&dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    const QString chosen = dialog.selectedFiles().constFirst();
    QSettings().setValue(kLastFolderKey, QFileInfo(chosen).absolutePath());
    return QUrl::fromLocalFile(chosen);
}

QUrl FileChooser::saveFile(const QString &kindName, const QString &title, const QString &documentName, const QUrl &near)
{
    const std::optional<SaveKind> kind = kindFromName(kindName);
    if (!kind) {
        qWarning("FileChooser.saveFile: unknown kind \"%s\"", qPrintable(kindName));
        return {};
    }
    QSettings settings;
    const QString folder = startFolder(near);
    // From this document only: a fresh name each time, never what an earlier dialog held.
    QString proposed = QDir(folder).filePath(proposedFileName(QFileInfo(documentName).fileName(), *kind));
    const QStringList filters = filtersFor(*kind);
    m_lastRequest = {{QStringLiteral("mode"), QStringLiteral("save")},
                     {QStringLiteral("kind"), kindName},
                     {QStringLiteral("title"), title},
                     {QStringLiteral("proposed"), QUrl::fromLocalFile(proposed)},
                     {QStringLiteral("filters"), filters}};
    ++m_requests;
    emit asked();

    if (!m_answers.isEmpty()) // a test's answer stands for the dialog; the document's own check still guards it
        return m_answers.takeFirst();
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return {}; // no widgets (a Quick Test without an answer): nothing to ask with
    const QString lang = AppData::instance().language();
    const QStringList suffixes = saveSuffixes(*kind);
    for (;;) {
        QFileDialog dialog(nullptr, title, folder);
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setFileMode(QFileDialog::AnyFile);
        // The overwrite question comes below, after the kind check: "Replace x.bwroster?" must never be asked for a
        // PDF (a native dialog may still ask its own; the check below stands either way).
        dialog.setOption(QFileDialog::DontConfirmOverwrite);
        dialog.setNameFilters(filters);
        dialog.setDefaultSuffix(suffixes.constFirst());
        // The map: the filter chosen (SVG or PNG) is the extension added to a bare name.
        connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog, &filters, &suffixes](const QString &f) {
            const qsizetype i = filters.indexOf(f);
            if (i >= 0 && i < suffixes.size())
                dialog.setDefaultSuffix(suffixes.at(i));
        });
        dialog.selectFile(proposed);
        parentToActiveWindow(&dialog);
        if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
            return {};
        const QString chosen = dialog.selectedFiles().constFirst();
        Text why;
        std::optional<QString> target;
        if (const auto refused = notARegularFile(chosen)) // before looking at its content: a pipe would hang
            why = *refused;
        else
            target = checkSaveTarget(chosen, *kind, &why);
        if (!target) { // say why and ask again, from the name the player typed
            QMessageBox::warning(nullptr, title, why.get(lang));
            proposed = chosen;
            continue;
        }
        // Only a file of the same kind gets here: replacing it is the player's choice.
        if (QFileInfo::exists(*target)
            && QMessageBox::question(nullptr, title,
                                     tr("%1 already exists. Replace it?").arg(QFileInfo(*target).fileName()),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::No) // Enter keeps the file
                != QMessageBox::Yes) {
            proposed = chosen;
            continue;
        }
        settings.setValue(kLastFolderKey, QFileInfo(*target).absolutePath());
        return QUrl::fromLocalFile(*target);
    }
}

} // namespace sztab::gui
