// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.1–6.5: the patrol-marker phase as a state derived by replaying the plan's list of actions (BattlePlan::
// patrol, PatrolAction). Nothing else is stored, so saving, replaying and undoing (drop the last action) are the
// list itself. The state never needs the other player's secrets: a marker's content enters it only through a Show
// action, which the owner takes once the marker is revealed.
//
// The order of play (readings where the chapter is silent are in docs/rules.md, B19 6.x rows):
//  1. Placing (6.1): A, B, A, B … one marker each (a player who has placed all his goes on passing his turn);
//     once all are placed, every pair of enemy markers in sight is revealed.
//  2. Moving (6.3), turn by turn: alternately from A, one marker each, a Move or a Stay; a player with no hidden
//     marker left to move is skipped. A move stops where it comes into sight and reveals what it sees.
//  3. Revealing (6.4): after all moves, alternately from A, one marker each: Reveal (voluntary) or Pass; when both
//     pass in a row the next turn's moves start.
//  At any time after a reveal: First (A decides who shows first), Show (the owner shows corps or scout), Deploy and
//  General (6.4). Scouts leave the table when shown; a corps' marker leaves when its corps commander is placed
//  (after all its divisions). When every corps of both armies is shown the other markers leave: the phase is over.
#include "bw/plan/patrolmove.h"

namespace sztab::plan {

enum class PatrolStage { Placing, Moving, Revealing, Over };

struct PatrolMarkerState {
    QString id;
    Player player = Player::A;
    bool placed = false;
    QPointF at;
    bool moved = false;  // this turn (6.3: once per turn)
    bool stayed = false; // declared stationary this turn (6.3)
    bool revealed = false;
    bool voluntary = false;              // revealed by its owner (6.4), not by sight
    int revealedTurn = 0;                // 0 = before the first move (at placement)
    bool movedWhenRevealed = false;      // it had moved in the turn it was revealed (6.5: DEFENCE)
    double revealRange = 0;              // the sight range at which it was revealed (6.4: generals keep that far away)
    QStringList revealedWith;            // the enemy markers it was revealed with
    double edgeDistanceWhenRevealed = 0; // its edge's distance from the enemy edge (6.4: voluntary reveal)
    bool shown = false;                  // its content shown (6.4)
    QString corps;                       // shown: the corps id ("" = scout)
    QString name;                        // shown: the corps' name
    QStringList divisions;               // deployed divisions (plan.deployment ids)
    QStringList dismounted;              // its cavalry declared dismounted when deployed (6.4; regiment names)
    bool commanderPlaced = false;        // the corps commander placed: all divisions are out, the marker leaves (6.4)
    bool removed = false;                // off the table (a shown scout, a deployed corps, the end of the phase)
    bool isScout() const { return shown && corps.isEmpty(); }
    bool hidden() const { return placed && !revealed && !removed; }
    // 6.5: the order a revealed corps must take ("" = any): movedOrder when its marker moved in that turn.
    QString forcedOrder(const PatrolRules &rules) const
    {
        return shown && !corps.isEmpty() && movedWhenRevealed ? rules.movedOrder : QString();
    }
};

struct PatrolEvent {
    qsizetype action = -1; // index into the plan's actions (-1: what follows from the rules, e.g. reveals)
    Text text;             // for people, public (never a hidden content)
};

struct PatrolState {
    PatrolStage stage = PatrolStage::Placing;
    int turn = 1;               // the move turn (6.3), from 1
    std::optional<Player> next; // who acts next in placing/moving/revealing; nullopt when the phase is over
    QList<PatrolMarkerState> markers;
    QList<PatrolEvent> events;        // the public account of the phase
    QStringList toShow;               // revealed markers whose content is not shown yet (6.4)
    std::optional<Player> showsFirst; // 6.4: who the initiative player chose to show and deploy first
    QString firstCorps[2];            // each player's first shown corps marker (6.4: the commander-in-chief with it)
    bool cincPlaced[2] = {false, false};
    // 6.4: while both players have a shown corps still deploying, divisions go alternately, one each, from the
    // player who shows first: who deploys the next one (nullopt: no such constraint now). A player whose
    // deployed units revealed enemy markers finishes his corps first (`finishing`).
    std::optional<Player> deployNext;
    std::optional<Player> finishing;
    qsizetype applied = 0; // actions replayed
    QList<Issue> problems; // the action that broke a rule (the replay stops there), with its pointer
    QList<Issue> warnings; // what actions were allowed only by an exception (6.4), with their pointers

    const PatrolMarkerState *marker(const QString &id) const;
    PatrolMarkerState *marker(const QString &id);
    // The markers on the table not yet revealed (what sight and movement work with).
    QList<PatrolMarker> hiddenMarkers() const;
    // Every marker on the table (hidden or revealed, not removed).
    QList<PatrolMarker> markersOnTable() const;
};

// The state after the plan's actions. A plan without a patrol log gives the start (placing, A to act).
PatrolState patrolState(const PatrolTable &table, const BattlePlan &plan);

// One action tried on a plan.
struct PatrolStep {
    bool ok = false;
    QList<Issue> refusals; // the rule it breaks (code, section, message in Polish and English)
    PatrolAction applied;  // the action as taken (a move's path cut at its stopping point)
    BattlePlan plan;       // the plan with it appended (the input unchanged when refused)
    MoveCheck move;        // for a move: lengths, road, stop, reveals
    QStringList revealed;  // markers revealed by this action (and by what it triggers)
    PatrolState state;     // the state after it
};

// Checks `action` against the state of `plan` and appends it when legal. A move is cut short at its stopping point
// (the applied action holds the cut path). Refused: the plan unchanged and the rule named.
PatrolStep applyPatrolAction(const PatrolTable &table, const BattlePlan &plan, const PatrolAction &action);

// The Show actions this copy of the plan can take itself: for each marker waiting to be shown whose owner's notes
// are in it (an umpire's or the owner's copy), in the order 6.4 asks (the showsFirst player first, else A).
QList<PatrolAction> showsFromNotes(const PatrolState &state, const BattlePlan &plan);

// The table with the divisions deployed so far in the phase as units (they block sight, 6.2): what the map draws
// sight areas with.
PatrolTable withDeployedUnits(const PatrolTable &table, const PatrolState &state, const BattlePlan &plan);

// The plan without its last patrol action (undo); unchanged when there is none.
BattlePlan undoPatrolAction(const BattlePlan &plan);

// The phase for people and tools (`bwn plan patrol status --json`, the app): stage, turn, who acts, every marker
// with its position and, where `viewer` may know it, its content (his own assignments; the enemy's only once
// shown); nullopt viewer = the umpire, who sees all. Never holds the other player's unrevealed assignments.
QJsonObject patrolStatusJson(const PatrolTable &table, const PatrolState &state, const BattlePlan &plan,
                             std::optional<Player> viewer, const QString &lang);

// The stage's word in the files and --json: "placing", "moving", "revealing", "over".
QString patrolStageName(PatrolStage stage);

} // namespace sztab::plan
