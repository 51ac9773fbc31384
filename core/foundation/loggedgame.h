// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game kept as a log of actions replayed with dice (KSK, MAC), as the commands every such game shares see it:
// read and re-checked, its log shortened, saved, and shown to one seat. Each game supplies one LoggedGameKind, so
// `undo`, `replay` and `export` are written once over it (the command line's loggedgamecommands.h).
#include "foundation/issue.h"
#include "foundation/loaderror.h"
#include "foundation/text.h"

#include <QJsonObject>
#include <QString>

#include <memory>
#include <optional>

namespace sztab {

// Who reads an answer: one side (0 or 1, the game's A and B), the umpire (everything, the seed aside), or the table
// (what lies open: neither side's secrets).
struct Seat {
    enum class Kind { Side, Umpire, Table };
    Kind kind = Kind::Umpire;
    int side = -1;
    static Seat ofSide(int s) { return Seat{Kind::Side, s}; }
    static Seat umpire() { return Seat{Kind::Umpire, -1}; }
    static Seat table() { return Seat{Kind::Table, -1}; }
    bool isSide() const { return kind == Kind::Side; }
};

class LoggedGame {
public:
    virtual ~LoggedGame() = default;

    virtual qsizetype logSize() const = 0;
    // The last action's id as the file spells it ("order", "pool"); empty for an empty log.
    virtual QString lastActionId() const = 0;
    // Drops the last action and replays what is left (a shorter log of a log that replayed replays too).
    virtual void dropLastAction() = 0;
    // Atomic; the message names the file.
    virtual bool save(const QString &path, QString *error) const = 0;

    // The state as `seat` may know it, in `lang` where it has words.
    virtual QJsonObject stateFor(const Seat &seat, const QString &lang) const = 0;
    // The game file as one side may keep it: its log without the other side's secrets, never the seed.
    virtual QJsonObject exportFor(int side, const QString &lang) const = 0;
    // One line for people: where the game stands and what comes next.
    virtual QString whereItStands(const QString &lang) const = 0;
};

// What reading a game file for `replay` found: the game when every action replays by the rules and every program
// die is the seed's, else the first action that does not (its index in the log and why, pointer /log/N[/dice/M]).
struct ReplayVerdict {
    qsizetype actions = 0;
    std::unique_ptr<LoggedGame> game; // null when the log does not replay
    qsizetype failedAt = -1;
    std::optional<Issue> issue;
};

struct LoggedGameKind {
    QString command; // "bwn ksk"
    // The file read and re-checked: a log that does not replay is refused like a file that does not parse.
    std::unique_ptr<LoggedGame> (*openChecked)(const QString &path, LoadError *error) = nullptr;
    // The file read and replayed, a log that does not replay reported rather than refused; nullopt (and *error)
    // only when the file itself cannot be read.
    std::optional<ReplayVerdict> (*replayFile)(const QString &path, LoadError *error) = nullptr;
    // --side as this game names its seats ("A", "pl", "umpire"); nullopt for a name it does not know.
    std::optional<Seat> (*seatFromId)(const QString &id) = nullptr;
    // The seats' names for a refusal ("A, B or umpire"), and the two sides' alone ("A or B").
    Text seatNames;
    Text sideNames;
    // Who reads when --side is not given.
    Seat defaultSeat;
    // A side's name for people ("A", "Polacy").
    QString (*sideName)(int side, const QString &lang) = nullptr;
};

} // namespace sztab
