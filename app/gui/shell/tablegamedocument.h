// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game played at the table with secrets shares in the app (KSK, MAC): one game kept as a log in one file,
// shown to one seat at a time with the hand-over between (hotseat.h), what the last step said, and the file opened
// (an autosave recovered too), saved and closed with the autosave of DocumentBase. Each game supplies only its
// content: how a file's JSON becomes its game (replayed, the program's dice re-checked), how the game is written,
// who is offered the seat when a file opens.
#include "app/gui/shell/documentbase.h"
#include "app/gui/shell/hotseat.h"
#include "foundation/filekinds.h"

#include <QJsonObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class TableGameDocument : public sztab::gui::DocumentBase { // qualified: qmltyperegistrar finds the base by this name
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QString displayName READ displayName NOTIFY gameChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY gameChanged)
    // Whose screen it is: a side's id, or "" (nobody's: the hand-over screen, the table). Secrets show only to their
    // side.
    Q_PROPERTY(QString viewer READ viewer NOTIFY viewerChanged)
    // The side the computer is being passed to ("" when none): the hand-over screen shows while it is set.
    Q_PROPERTY(QString handOverTo READ handOverTo NOTIFY viewerChanged)
    // What the last step did, as the seated side may read it ("" after a hand-over, undo, open, new).
    Q_PROPERTY(QString lastResult READ lastResult NOTIFY gameChanged)
public:
    virtual bool loaded() const = 0;
    QString viewer() const { return m_seat.side(); }
    QString handOverTo() const { return m_seat.handOverTo(); }
    QString lastResult() const { return m_lastResult; }

    // Hot seat: the hand-over screen for `side` (nothing secret shown), then that player sits down.
    Q_INVOKABLE void handOver(const QString &side);
    Q_INVOKABLE void takeSeat();

    // A game file, or its autosave (recovery: modified, fileUrl the game it belongs to). On failure the game shown
    // stays as it was and errorMessage names the file and the place.
    Q_INVOKABLE bool open(const QUrl &url);
    Q_INVOKABLE bool save();
    // Atomic, never over another kind of file (savetarget.h).
    Q_INVOKABLE bool saveAs(const QUrl &url);
    Q_INVOKABLE void close();

signals:
    void gameChanged();
    void viewerChanged();

protected:
    TableGameDocument(const QString &kind, QObject *parent);

    // This game's side ids ("A", "B"; "pl", "ru").
    virtual bool isSide(const QString &side) const = 0;
    // Whether a file can be opened now; false with errorMessage set (MAC without its bundled scenario).
    virtual bool canOpen() { return true; }
    // The file's JSON (an autosave already unwrapped) becomes the game, replayed, every program die re-checked, the
    // undo history emptied; false with a message naming `path` and the place, the game shown left as it was.
    virtual bool adopt(const QJsonObject &document, const QString &path, QString *error) = 0;
    // The game as its file holds it ({} when there is none): what the autosave writes.
    virtual QJsonObject gameJson() const = 0;
    // The game file written atomically by the game's own writer (which refuses another kind of file there).
    virtual bool writeGame(const QString &path, QString *error) const = 0;
    virtual SaveKind gameSaveKind() const = 0;
    // Who is offered the seat when a file opens (through the hand-over screen); "" seats nobody (the table's view).
    virtual QString sideAfterOpen() const = 0;
    // The game and its undo history gone.
    virtual void clearGame() = 0;

    QJsonObject autosaveContent() const override { return gameJson(); }

    QString language() const;
    // True when a game is open; else errorMessage says so.
    bool needGame();
    HotSeat &seat() { return m_seat; }
    const HotSeat &seat() const { return m_seat; }
    // A new game: `side` sits down at once ("" nobody), no hand-over, no last result.
    void seatFirst(const QString &side);
    void setLastResult(const QString &text) { m_lastResult = text; }

private:
    HotSeat m_seat;
    QString m_lastResult;
};

} // namespace sztab::gui
