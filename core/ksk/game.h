// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A KSK game in progress (format "ksk-game", schema data/ksk/ksk-game.schema.json): the scenario and the ordered log
// of what the players did, each action with the dice it used. The state is never stored: it is derived by replaying
// the log (replay), so saving, reopening, re-checking and undo (drop the last action) come for free.
//
// A front end builds an Action, asks nextDice() for its dice (the program's, drawn from the seed and what the action
// rolls for, or the players' own), calls apply(), and on success appends the action (its dice now filled in) to the
// document's log.
#include "foundation/dice.h"
#include "foundation/programdice.h"
#include "foundation/issue.h"
#include "ksk/diagram.h"
#include "ksk/scenario.h"

#include <QMap>
#include <QSet>

namespace sztab::ksk {

// ---- What a player does -------------------------------------------------------------------------------------

enum class ActionType {
    StageBegin,  // II.4.1-7, II.19: the stage marker on; couriers ride, arrive and come back
    ChangeOrder, // III.38, III.42, III.40, III.46, III.47 (command segment), III.48, III.31: a new order
    Move,        // a commander's counter to a new hex; for a division's commander the hexes gained (III.24-25)
    Cups,        // II.4.11-12, II.6, II.8: markers into the cups, the initiative rolled
    Pick,        // II.6.6, II.8.4, II.13: take (not draw) an active marker and activate a formation
    Draw,        // II.6.5: draw a marker at random from one's own cup (the die picks it) or as drawn at the table
    Activate,    // the formation a drawn active marker activates
    Keep,        // II.9-II.12: keep the initiative, 1d10 <= the chosen commander's rating (-1 with a courier, II.11)
    Pass,        // end one's turn: the opponent draws
    Yield,       // II.13: the initiative holder gives the activation away: the opponent picks
    Intercept,   // III.44/1 b: enemy cavalry enters a lone courier's hex: 1d10, on 9 he is taken
    Disorder,    // III.31: how many of a formation's units are disordered or broken now
};

struct Action {
    ActionType type = ActionType::StageBegin;
    std::optional<Side> side;
    QString formation;             // ChangeOrder, Move (a division's commander), Pick, Activate, Keep, Disorder
    QString commander;             // Move: a commander-in-chief/corps commander's id instead of a formation
    std::optional<Order> order;    // ChangeOrder: the new order
    std::optional<OrderPath> path; // ChangeOrder: the way asked for (nullopt: the one that applies, see orderPaths)
    QString hex;                   // Move: the new hex ("0412")
    std::optional<int> hexes;      // Move: hexes gained along the axis when not the distance moved (III.27)
    QString marker;                // Draw: the marker drawn at the table ("blank" or a kind); "" = the die draws
    bool courier = false;          // Keep: spend a courier for -1 (II.11)
    int courierNumber = 0;         // Intercept: which courier (the action's side is the courier's)
    int count = 0;                 // Disorder: units disordered or broken
    Text note;                     // ChangeOrder: the players' words (secret with the order)
    QList<int> dice;               // every die this action used, in order (filled in by apply): the d10's faces
                                   // 0–9 (I.15), a draw's marker as 1..the cup's size
    bool playersDice = false;      // the players rolled them at the table; else the program's, re-checked on load
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);
};

// One line of the step log for people. `only`: a secret of that side (an order given, a note), shown to that side and
// the umpire only; nullopt: what both see at the table.
struct Event {
    Text text;
    std::optional<Side> only;
};

// ---- The state derived from the log --------------------------------------------------------------------------

enum class Segment { Setup, Command, Activation };

enum class CourierState {
    Ready,  // under the commander-in-chief, usable
    Riding, // on the map towards his addressee (III.40)
    Parked, // on the stage track, back at returnStage (III.41-42, II.11, III.44/1)
};

struct Courier {
    Side side = Side::A;
    int number = 0; // 1..couriers (III.40: numbered)
    CourierState state = CourierState::Ready;
    QString hex;    // Riding: where he is
    QString target; // Riding: the formation he rides to
    QString via;    // Riding: the wing commander he must pass (III.45), "" when none or passed
    Order order;    // Riding: what he carries (secret)
    Text note;
    int dispatchedStage = 0;
    int arrivalStage = 0; // Riding: the stage he is expected to arrive in, as computed now
    int returnStage = 0;  // Parked: the stage he is back under the C-in-C
};

struct Cups {
    // Per side: the active markers left by kind, and the blanks (II.6.3-4).
    QMap<QString, int> active[2];
    int blanks[2] = {0, 0};
    int size(Side s) const;
    int activeCount(Side s) const;
};

struct InitiativeRoll {
    int dice[2] = {0, 0};   // A's and B's 1d10 (the last pair when ties were rolled again)
    int totals[2] = {0, 0}; // + the difference in active markers (II.8.2) + the scenario's modifier (II.8.3)
    int rerolls = 0;        // ties rolled again
    Side winner = Side::A;
};

// Whose turn it is in the activation segment and what he may do.
struct Turn {
    Side side = Side::A;
    bool mayPick = false;    // first activation of the stage, after Yield, or after a failed Keep
    bool mayKeep = false;    // II.9: right after his first activation in a row; II.12 after a blank
    bool blankDrawn = false; // II.12: the keep after a blank counts as the second
    int inARow = 0;          // II.14
    QString pendingMarker;   // Draw gave an active marker of this kind: Activate must follow
};

struct GameState {
    int stage = 0; // 0 before the first StageBegin
    Segment segment = Segment::Setup;
    QMap<QString, QString> hexes;           // commander/formation id -> hex number
    QMap<QString, CommandDiagram> diagrams; // formation id -> its diagram
    QMap<QString, int> disordered;          // formation id -> units disordered or broken (III.31)
    QList<Courier> couriers;                // both sides, A's first, by number
    Cups cups;
    std::optional<InitiativeRoll> initiative;
    Side initiativeSide = Side::A;
    Turn turn;
    QString activeFormation;            // the formation being activated now ("" between activations)
    QSet<QString> activated;            // II.15: activated this stage
    QMap<QString, int> gainedThisStage; // formation id -> hexes gained along the axis this stage (III.19)
    QMap<QString, int> pointsSpent;     // commander/formation id -> movement points spent this stage (III.5)
    QSet<QString> corpsAttempted;       // formations a corps/wing commander tried this command phase (III.47)
    bool independenceTried = false;     // III.48: one test, at the start of the activation
    bool activationMoved = false;       // III.48: the test comes before any move of the activation
    QList<Event> events;                // what happened, one line each, for people (the step log)
    RollKeys rollKeys;                  // the program's dice: how often each roll came (rollKey)

    const Courier *courier(Side s, int number) const;
    bool stageOver() const; // every formation in play activated (II.6.6)
};

// ---- Doing it -------------------------------------------------------------------------------------------------

struct ApplyResult {
    bool ok = false;
    std::optional<Issue> issue; // the rule broken (code, section "KSK III.30", message pl/en) when !ok
    QList<Event> events;        // what the action did, for people (also appended to GameState::events)
};

// The state at the start: positions, starting orders, couriers ready, stage 0.
GameState initialState(const Scenario &scenario);

// Applies one action to the state, rolling what it needs on `dice`; fills action.dice with the values used. On a
// rule broken the state is left as it was and the issue says why. A PhysicalDice that runs out is an issue with
// code DICE_MISSING (the front end asks for more). `legacyFaces`: a game saved before version 2 read the d10 as
// 1–10; its old actions replay as they were played.
ApplyResult apply(const Scenario &scenario, GameState &state, Action &action, DiceSource &dice,
                  bool legacyFaces = false);

// What the action's program dice are rolled for, without the log's other entries: its type, the stage, the side and
// the formation or courier ("keep/3/A/1st-division"). The occurrence count (GameState::rollKeys) is added to it.
QString rollKey(const GameState &state, const Action &action);

// ---- Which way an order change may go (the command line and the app offer this before ChangeOrder) ------------

struct PathAdvice {
    OrderPath path = OrderPath::Courier;
    bool allowed = false; // in this segment, for this commander, now
    Text reason;          // why (or why not), naming the rule and the distances
    int arrivalStage = 0; // Courier: the stage the courier is expected to arrive
};
// Every path for a change of `formation`'s order now, the one that applies first (the first allowed one).
QList<PathAdvice> orderPaths(const Scenario &scenario, const GameState &state, const QString &formation);

// III.40, III.44-45: the stage a courier sent now from `from` to the formation's commander would arrive, riding
// courierHexesPerStage hexes a stage, through the wing commander's hex (+courierWingStop) when `via` is not empty.
int courierArrivalStage(const Scenario &scenario, const GameState &state, const QString &from, const QString &formation,
                        const QString &via);

// ---- The document ---------------------------------------------------------------------------------------------

inline constexpr qint64 kMaxSeed = 100000000;

struct GameDocument {
    QString format = QStringLiteral("ksk-game");
    int version = 2;
    QString scenarioId;
    Scenario scenario;          // the scenario as the game began (the game stays readable if the file changes)
    std::optional<qint64> seed; // the program's dice, 0..100000000: each roll from the seed and its rollKey
    QList<Action> log;
    // The first legacyActions actions were saved before version 2: their program dice came from their place in the
    // log and their d10 read 1–10. They replay by the rules with the dice as recorded.
    int legacyActions = 0;
    Extras extra;
};

std::optional<GameDocument> gameFromJson(const QJsonObject &doc, const QString &file, LoadError *error);
std::optional<GameDocument> loadGame(const QString &path, LoadError *error);
QJsonObject gameToJson(const GameDocument &game);
// Atomic (foundation/document.h); the caller checks what the path holds first (foundation/savetarget.h).
bool saveGame(const GameDocument &game, const QString &path, QString *errorMessage);
GameDocument newGame(const Scenario &scenario, std::optional<qint64> seed);

struct ReplayResult {
    GameState state;
    bool ok = true;
    int failedAt = -1;          // the index in the log of the first action that does not replay
    std::optional<Issue> issue; // why (pointer /log/N)
};
// Replays the log from the start with each action's own recorded dice, and rolls every program die again from the
// seed: a die the seed does not give stops the replay (DICE_CHANGED, pointer /log/N/dice/M). The re-check of a
// game file, done on every load.
ReplayResult replay(const GameDocument &game);

// loadGame + replay: a game file that does not replay is refused like one that does not parse, with the file and the
// pointer of the first action that fails. Every front end that reads a game to act on it, print or export it uses
// this.
struct CheckedGame {
    GameDocument game;
    GameState state;
};
std::optional<CheckedGame> loadCheckedGame(const QString &path, LoadError *error);

// The dice a front end uses for `action` in `state`: the players' own when given (the action is marked so), else
// the program's, drawn from the seed and what the action rolls for; without a seed, none (DICE_MISSING).
std::unique_ptr<DiceSource> nextDice(const GameDocument &game, const GameState &state, Action &action,
                                     const std::optional<QList<int>> &playersDice);

// ---- One side's view ------------------------------------------------------------------------------------------

// The state as one side may see it (nullopt: the umpire, everything): the other side's diagrams, the orders its
// couriers carry and its notes are left out; what lies on the table (counters' hexes, couriers on the map, the stage
// track, the cups' sizes, activations) stays.
QJsonObject stateForSide(const Scenario &scenario, const GameState &state, std::optional<Side> side);
// The log as one side may see it: the other side's ChangeOrder actions keep only the stage-relevant facts (who, the
// path, the courier), never the order or the note.
QJsonObject gameForSide(const GameDocument &game, std::optional<Side> side);
// One action as one side may read it: the other side's order change without its order, note, dice or formation.
QJsonObject actionForSide(const Action &action, std::optional<Side> side);

QString segmentWord(Segment s, const QString &lang);

} // namespace sztab::ksk

namespace sztab {
template <> struct EnumNames<ksk::ActionType> {
    static constexpr std::array<std::pair<ksk::ActionType, const char *>, 12> names{
        {{ksk::ActionType::StageBegin, "stageBegin"},
         {ksk::ActionType::ChangeOrder, "changeOrder"},
         {ksk::ActionType::Move, "move"},
         {ksk::ActionType::Cups, "cups"},
         {ksk::ActionType::Pick, "pick"},
         {ksk::ActionType::Draw, "draw"},
         {ksk::ActionType::Activate, "activate"},
         {ksk::ActionType::Keep, "keep"},
         {ksk::ActionType::Pass, "pass"},
         {ksk::ActionType::Yield, "yield"},
         {ksk::ActionType::Intercept, "intercept"},
         {ksk::ActionType::Disorder, "disorder"}}};
};
template <> struct EnumNames<ksk::Segment> {
    static constexpr std::array<std::pair<ksk::Segment, const char *>, 3> names{
        {{ksk::Segment::Setup, "setup"}, {ksk::Segment::Command, "command"}, {ksk::Segment::Activation, "activation"}}};
};
template <> struct EnumNames<ksk::CourierState> {
    static constexpr std::array<std::pair<ksk::CourierState, const char *>, 3> names{
        {{ksk::CourierState::Ready, "ready"},
         {ksk::CourierState::Riding, "riding"},
         {ksk::CourierState::Parked, "parked"}}};
};
} // namespace sztab

namespace sztab::ksk {
template <class IO, class Self> void Action::io(IO &io, Self &self)
{
    io.req("action", self.type);
    io.opt("side", self.side);
    io.def("formation", self.formation, QString());
    io.def("commander", self.commander, QString());
    io.opt("order", self.order);
    io.opt("path", self.path);
    io.def("hex", self.hex, QString());
    io.opt("hexes", self.hexes);
    io.def("marker", self.marker, QString());
    io.def("courier", self.courier, false);
    io.def("courierNumber", self.courierNumber, 0);
    io.def("count", self.count, 0);
    io.def("note", self.note, Text());
    io.def("dice", self.dice, QList<int>());
    io.def("playersDice", self.playersDice, false);
    io.extras(self.extra);
}
} // namespace sztab::ksk
