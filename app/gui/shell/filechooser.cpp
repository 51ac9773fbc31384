// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/filechooser.h"

#include "app/gui/shell/appdata.h"
#include "foundation/atomicwrite.h"
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

std::optional<SaveKind> FileChooser::kindFromName(const QString &kind)
{
    static const QList<std::pair<QString, SaveKind>> kinds{{QStringLiteral("roster"), SaveKind::Roster},
                                                           {QStringLiteral("rosterJson"), SaveKind::RosterJson},
                                                           {QStringLiteral("plan"), SaveKind::Plan},
                                                           {QStringLiteral("catalogue"), SaveKind::Catalogue},
                                                           {QStringLiteral("pdf"), SaveKind::SheetsPdf},
                                                           {QStringLiteral("map"), SaveKind::Map},
                                                           {QStringLiteral("kskGame"), SaveKind::KskGame},
                                                           {QStringLiteral("macGame"), SaveKind::MacGame},
                                                           {QStringLiteral("kskScenario"), SaveKind::KskScenario}};
    for (const auto &[name, k] : kinds)
        if (name == kind)
            return k;
    return std::nullopt;
}

QStringList FileChooser::filtersFor(SaveKind kind) const
{
    switch (kind) {
    case SaveKind::Roster: return {tr("Rosters (*.bwroster)")};
    case SaveKind::RosterJson: return {tr("Roster JSON (*.json)")};
    case SaveKind::Plan: return {tr("Battle plans (*.bwplan)")};
    case SaveKind::Catalogue: return {tr("Catalogues (*.json)")};
    case SaveKind::SheetsPdf: return {tr("PDF files (*.pdf)")};
    case SaveKind::Map: return {tr("SVG images (*.svg)"), tr("PNG images (*.png)")};
    case SaveKind::KskGame: return {tr("Krwawe Stepy Krymu games (*.kskgame)")};
    case SaveKind::MacGame: return {tr("Maciejowice games (*.macgame)")};
    case SaveKind::KskScenario: return {tr("Krwawe Stepy Krymu scenarios (*.json)")};
    }
    return {};
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
    if (kind == QLatin1String("any")) // File › Open: every Sztab document, recognised by its content once chosen
        filters = {tr("Sztab documents (*.bwroster *.bwplan *.kskgame *.macgame *.json *.bwautosave)"), all};
    else if (kind == QLatin1String("roster"))
        filters = {tr("Rosters (*.bwroster)"), all};
    else if (kind == QLatin1String("rosterJson"))
        filters = {tr("JSON files (*.json)"), tr("Rosters (*.bwroster)"), all};
    else if (kind == QLatin1String("plan"))
        filters = {tr("Battle plans (*.bwplan)"), all};
    else if (kind == QLatin1String("catalogue"))
        filters = {tr("Catalogues (*.json)"), all};
    else if (kind == QLatin1String("kskGame"))
        filters = {tr("Krwawe Stepy Krymu games (*.kskgame)"), all};
    else if (kind == QLatin1String("kskScenario"))
        filters = {tr("Krwawe Stepy Krymu scenarios (*.json)"), all};
    else if (kind == QLatin1String("macGame"))
        filters = {tr("Maciejowice games (*.macgame)"), all};
    else if (kind == QLatin1String("csv"))
        filters = {tr("CSV files (*.csv *.txt)"), all};
    else {
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
