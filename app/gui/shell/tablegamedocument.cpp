// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/shell/tablegamedocument.h"

#include "app/gui/shell/appdata.h"
#include "foundation/document.h"
#include "foundation/placenames.h"

namespace sztab::gui {

TableGameDocument::TableGameDocument(const QString &kind, QObject *parent) : DocumentBase(kind, parent) { }

QString TableGameDocument::language() const { return AppData::instance().language(); }

bool TableGameDocument::needGame()
{
    if (loaded())
        return true;
    setErrorMessage(tr("No game is open: start a new one or open one."));
    return false;
}

void TableGameDocument::seatFirst(const QString &side)
{
    m_seat.seat(side);
    m_lastResult.clear();
    emit viewerChanged();
}

void TableGameDocument::handOver(const QString &side)
{
    if (!isSide(side))
        return;
    m_seat.passTo(side); // nothing secret on screen until the next player says he sits there
    m_lastResult.clear();
    emit viewerChanged();
    emit gameChanged();
}

void TableGameDocument::takeSeat()
{
    if (!m_seat.take())
        return;
    emit viewerChanged();
    emit gameChanged();
}

bool TableGameDocument::open(const QUrl &url)
{
    const QString path = localFile(url, QT_TR_NOOP("a game"));
    if (path.isEmpty() || !canOpen())
        return false;
    LoadError loadError;
    const std::optional<QJsonObject> read = readJsonFile(path, &loadError);
    if (!read) {
        setErrorMessage(loadErrorText(loadError, language()));
        return false;
    }
    QJsonObject document = *read;
    QString original, error;
    bool recovered = false;
    if (!unwrapAutosave(&document, path, &original, &recovered, &error) || !adopt(document, path, &error)) {
        setErrorMessage(error);
        return false;
    }
    if (recovered)
        adoptAutosave(path); // unsaved work: it can be recovered again until it is saved
    else
        dropAutosave();
    const QString gameFile = recovered ? original : path;
    setFileUrl(gameFile.isEmpty() ? QUrl() : QUrl::fromLocalFile(gameFile), true);
    setModified(recovered);
    setErrorMessage(QString());
    m_lastResult.clear();
    // A game read from a file may be opened by either player: no side's secrets until a seat is taken.
    const QString next = sideAfterOpen();
    if (next.isEmpty())
        m_seat.seat({});
    else
        m_seat.passTo(next);
    if (!recovered)
        rememberRecent(); // after the game is in place, so the entry names it
    emit viewerChanged();
    emit gameChanged();
    emit undoChanged();
    return true;
}

bool TableGameDocument::save()
{
    if (fileUrl().isEmpty()) {
        setErrorMessage(tr("The game has no file yet: use Save as."));
        return false;
    }
    return saveAs(fileUrl());
}

bool TableGameDocument::saveAs(const QUrl &url)
{
    if (!needGame())
        return false;
    const std::optional<QString> target = saveTarget(url, gameSaveKind(), QT_TR_NOOP("the game"));
    if (!target)
        return false;
    QString message;
    if (!writeGame(*target, &message)) {
        setErrorMessage(message);
        return false;
    }
    markSaved(*target);
    emit gameChanged();
    return true;
}

void TableGameDocument::close()
{
    dropAutosave();
    clearGame();
    m_lastResult.clear();
    m_seat.seat({});
    setFileUrl(QUrl(), true);
    setModified(false);
    setErrorMessage(QString());
    emit viewerChanged();
    emit gameChanged();
    emit undoChanged();
}

} // namespace sztab::gui
