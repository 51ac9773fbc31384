// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of a game, derived from its log (game.h) by applying one entry after another. `apply` is the rules
// engine: it refuses an entry the rules do not allow (with a code and a message in two languages) and otherwise
// returns the state after it. `perform` is what a front end calls: it fills in the dice an entry needs (the
// program's seeded dice or the players' typed in) and applies it.
#include "foundation/dice.h"
#include "foundation/text.h"
#include "mac/game.h"
#include "mac/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sztab::mac {

// MAC [3.3]: turn 1 builds the pool, turn 2 draws until the cup is empty, turn 3 checks victory and moves on.
enum class Turn { BuildPool = 1, Draws = 2, StageEnd = 3 };

enum class CommanderStatus {
    NotYetEntered, // his entry stage is still to come (Tormasow before stage 3, Poniński before his stage)
    InPlay,
    Killed,     // 4.6.1 result 0: gone for good, his units pass to the commander-in-chief (4.3)
    Lost,       // 4.6: all his units gone or his stack destroyed: gone for good
    NeverComes, // Poniński when 13.0 b says he never comes
};

struct CommanderState {
    QString id;
    CommanderStatus status = CommanderStatus::InPlay;
    bool woundedThisStage = false;   // 4.6.1 result 9: out of this stage's pool unless already drawn
    bool unitsPassedToChief = false; // 4.3: he fell and his units answer to the commander-in-chief now
};

// MAC 13.0 a–c.
struct PoninskiState {
    enum class Phase {
        AwaitRoll,  // (a) is due in the roll stage
        AwaitCheck, // the marker lies on checkStage: (b) is due at its start
        Coming,     // he comes in arrivalStage (the marker's box); held back it moves on (c)
        Entered,    // his chit went into a pool: he is in play
        Never,      // (b) gave less than the threshold
    };
    Phase phase = Phase::AwaitRoll;
    int checkStage = 0;                                                                        // (a): d10 + offset
    int arrivalStage = 0;                                                                      // (b), moved by (c)
    int markerStage() const { return phase == Phase::AwaitCheck ? checkStage : arrivalStage; } // 0: off the track
};

// One chit drawn in this stage (turn 2), in order.
struct Drawn {
    QString commander;
    QString activated;              // after a commander-in-chief: the commander he activated ("" none yet / himself)
    bool mustCommandFallen = false; // 4.3: a commander of his side fell, so he commands the fallen's units instead
};

// The single VP track (MAC 12.2): the difference of the two sides' points, the marker's box and face.
struct Track {
    int polish = 0;                                                                    // VP the Poles scored
    int russian = 0;                                                                   // VP the Russians scored
    int box() const { return polish > russian ? polish - russian : russian - polish; } // 0: off the track
    std::optional<Side> leader() const; // the side the marker shows; nullopt when off the track
};

struct State {
    int stage = 1;
    Turn turn = Turn::BuildPool;
    QStringList choicePolish; // the secret choices of this stage (turn 1), until the pool is built
    QStringList choiceRussian;
    bool choseSide[2] = {false, false}; // [Polish, Russian]: that side's choice is in
    QStringList pool;                   // every chit put into this stage's cup (turn 1 onwards)
    QStringList cup;                    // what is still in the cup, in the pool's order
    QList<Drawn> drawn;                 // this stage's draws
    QList<CommanderState> commanders;   // in the scenario's order
    PoninskiState poninski;
    bool poninskiHeldThisStage = false;
    Track track;
    int threshold = 15; // the threshold in force (12.4)
    bool over = false;
    std::optional<Side> winner;    // when over
    bool automaticVictory = false; // won in turn 3 at the threshold (12.4), not after the last stage (12.3)

    const CommanderState *commander(const QString &id) const;
    // Chits of this stage's pool the other side may not see yet: a side's secret choices not drawn so far.
    QStringList hiddenFrom(Side viewer, const Scenario &scenario) const;
};

// What went wrong applying a log entry: which entry, a stable code and the message.
struct ActionError {
    qsizetype index = -1; // the log entry (-1: the request that was not logged)
    qsizetype die = -1;   // the entry's die the replay check refused (-1: the entry itself)
    QString code;         // "NOT_THIS_TURN", "NOT_ELIGIBLE", "CUP_EMPTY", "GAME_OVER", "DICE", "UNKNOWN_COMMANDER", …
    Text message;
    // Where in the game file: "/log/3", or "/log/3/dice/0" for a die the seed does not give.
    QString pointer() const;
};

// Before the first entry: stage 1, turn 1, every commander in play or waiting to enter, the threshold from the game
// (or the scenario's).
State initialState(const Scenario &scenario, const Game &game);

// The rules engine: `action` with its dice complete, applied to `state`. nullopt (and *error) when the rules do
// not allow it.
// How an entry is checked: by the book, or as recorded by a program that did not yet keep 3.3's order of the turn
// (fire and melee only after turn 2's first draw) — a version-2 game's entries (Game::legacyCombat).
enum class Recorded { ByTheBook, BeforeTurnOrder };
std::optional<State> apply(const Scenario &scenario, const State &state, const Action &action, ActionError *error,
                           Recorded recorded = Recorded::ByTheBook);

// MAC 3.3: fire and melee (and so leader-casualty rolls, commanders lost to combat and combat's victory points) are
// phases 2 and 4 of turn 2, played by a drawn commander: true from the stage's first draw until it ends.
bool combatUnderway(const State &state);

// The whole log replayed; nullopt (and *error with the entry's index) at the first entry the rules refuse.
std::optional<State> replay(const Scenario &scenario, const Game &game, ActionError *error);

// The replay check: every die marked as the program's is the one its seed and key give (mac/programdice.h). False
// (and *error naming the entry and the die) when a die was changed by hand.
bool programDiceMatch(const Game &game, const Scenario &scenario, ActionError *error);

// What every load does (the CLI's commands, the app): the log replayed by the rules, then every program die
// re-checked against the seed. A log that fails either is refused; *error says where (ActionError::pointer).
std::optional<State> replayChecked(const Scenario &scenario, const Game &game, ActionError *error);

// A front end's step: `request` without its dice; rolls what it needs from `dice` (the program's keyed dice, or the
// players' PhysicalDice holding the faces they read, 0-9 on the d10) and applies it. On success
// the complete entry is appended to game->log and the new state returned.
std::optional<State> perform(const Scenario &scenario, Game *game, const State &state, Action request,
                             DiceSource *playersDice, ActionError *error);

// Who may fill a side's "any N commanders" in this stage (MAC 13.0): in play, entered, not wounded this stage, not
// already a named chit of the stage.
QStringList eligibleForAny(const Scenario &scenario, const State &state, Side side);
// Whom a commander-in-chief just drawn may activate (MAC [4.4]): his side's commanders in play, himself excepted;
// empty when 4.3 binds him to a fallen commander's units.
QStringList activatable(const Scenario &scenario, const State &state, Side side);
// What the turn waits for, in words ("Turn 1: the Poles choose 2 commanders", …), in the language given.
QString nextStep(const Scenario &scenario, const State &state, const QString &lang);

// The state as JSON for `bwn mac status --json` and the app. With a viewer, the other side's secret choice is left
// out (its count stays); without (the umpire, the hot seat's shared screen) everything is shown.
QJsonObject stateToJson(const Scenario &scenario, const State &state, std::optional<Side> viewer, const QString &lang);
// The same for a screen both players see (the hot seat's shared view): neither side's secret choice is shown.
QJsonObject stateToJsonForTable(const Scenario &scenario, const State &state, const QString &lang);

} // namespace sztab::mac
