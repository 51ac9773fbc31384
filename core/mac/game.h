// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game in progress (format "mac-game", schema data/mac/mac-game.schema.json): the scenario's id, the seed of the
// program's dice and the ordered log of what happened, each entry with the dice it used. The state is never
// stored: it is derived by replaying the log (state.h), so saving, reopening, undo (drop the last entry) and the
// replay check are the same operation.
#include "foundation/loaderror.h"
#include "mac/scenario.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace sztab::mac {

enum class ActionKind {
    Choose,    // turn 1: one side's secret "any N commanders" (MAC 13.0); hidden from the other side until drawn
    BuildPool, // turn 1: the stage's chits go into the cup (MAC [3.3])
    Draw,      // turn 2: one chit at random (die = index into the cup) or the one the players drew (commander)
    Activate,  // after Kościuszko or Fersen: the commander he activates (MAC [4.4])
    Casualty,  // a leader-casualty roll (MAC 4.6.1–4.6.3): commander, trigger, distance; one d10
    Lose,      // a commander leaves for good (MAC [4.6]): all his units gone ("units") or his stack destroyed ("stack")
    Vp,        // victory points for an event (MAC [12.1]): side scoring, event, stars
    PoninskiRoll, // MAC 13.0 a (stage 1) or b (the check stage): one d10
    PoninskiHold, // MAC 13.0 c: the Polish player holds him back one stage
    EndStage,     // turn 3: automatic victory (12.4), then the stage marker moves (3.3); after the last stage, 12.3
};

// "choose", "build-pool", "draw", "activate", "casualty", "lose", "vp", "poninski-roll", "poninski-hold", "end-stage"
QString actionKindId(ActionKind kind);
std::optional<ActionKind> actionKindFromId(const QString &id);

// One die an action used: its value as the game reads it (a d10 face 0–9, or the index 0.. into the cup for a draw),
// and whose it was: the program's (seeded, re-derivable from the seed) or the players' own typed in.
struct DieUse {
    int sides = 10;      // 10 for the d10; the number of chits in the cup for a draw
    int value = 0;       // d10: face 0..9; draw: index 0..sides-1 into the cup (State::cup order)
    bool program = true; // false: the players' die, typed in
    QJsonObject extras;  // keys starting "x-": other tools' own, kept unread
    friend bool operator==(const DieUse &, const DieUse &) = default;
};

// Casualty triggers (MAC 4.6.1–4.6.3): "musket-4-5", "musket-6+", "artillery" (with distance), "melee-9".
inline constexpr const char *kTriggerMusket45 = "musket-4-5";
inline constexpr const char *kTriggerMusket6 = "musket-6+";
inline constexpr const char *kTriggerArtillery = "artillery";
inline constexpr const char *kTriggerMelee9 = "melee-9";

struct Action {
    ActionKind kind = ActionKind::Draw;
    Side side = Side::Polish; // Choose: the side choosing; Vp: the side scoring
    QStringList commanders;   // Choose: the secret choice (commander ids)
    QString commander;        // Draw: the chit drawn (filled in by the program when drawn at random);
                              // Activate, Casualty, Lose: the commander concerned
    QString trigger;          // Casualty: one of the kTrigger…; Lose: "units" or "stack"
    int distance = 0;         // Casualty "artillery": the distance in hexes
    QString event;            // Vp: the event id of VictoryRule::points
    int stars = 0;            // Vp "artillery-taken": the battery's white stars (MAC [10.10.10])
    QList<DieUse> dice;       // the dice used, in order
    QJsonObject extras;       // the entry's "x-" keys, kept unread
    QJsonObject secretExtras; // Choose: the "x-" keys inside "secret"
    friend bool operator==(const Action &, const Action &) = default;
};

struct Game {
    QString scenarioId;     // "maciejowice-1794"
    std::uint64_t seed = 0; // the program's dice: each roll from the seed and its key (mac/programdice.h)
    int threshold = 0;      // 0: the scenario's (MAC 12.4); else the threshold the players agreed on
    // Entries 0..legacyDice-1 were rolled by a version-1 program (the die from the entry's place in the log); they
    // keep that derivation so an old game still replays. New entries never use it.
    qsizetype legacyDice = 0;
    // Entries 0..legacyCombat-1 were recorded by a version-2 program, which let fire and melee come before turn 2's
    // first draw (MAC 3.3); they replay as recorded. New entries keep the order of the turn.
    qsizetype legacyCombat = 0;
    QList<Action> log;
    QJsonObject extras; // the document's "x-" keys, kept unread
};

// Version 1's program dice for the log entry `index` (only for entries below Game::legacyDice): the die followed
// the entry's place, so harmless entries recorded first could steer it. Kept to replay old games.
std::uint64_t seedForEntry(std::uint64_t seed, qsizetype index);

// Undo: the log without its last entry (legacyDice and legacyCombat never count entries that are gone).
void dropLastEntry(Game &game);

// The whole document, secrets included (the hot-seat file, the umpire's copy).
// One log entry as the file writes it.
QJsonObject actionToJson(const Action &action);
QJsonObject gameToJson(const Game &game);
// Reads and checks the document's shape (format, version, schema); the rules are checked by replaying (state.h).
std::optional<Game> gameFromJson(const QJsonObject &doc, const QString &file, LoadError *error);
std::optional<Game> loadGame(const QString &path, LoadError *error);
// Atomic save (foundation/document.h); refuses to replace a file of another kind.
bool saveGame(const Game &game, const QString &path, QString *errorMessage);

} // namespace sztab::mac
