// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The terrain allowance as a checklist (issue 6 §1; BWN 14.3, 14.4): for the pieces on the plan so far, each terrain
// type's count against its minimum and maximum, each player's bought, special and fortification pieces and free
// crossings against what he has, and the next step of the placement sequence — who places what next. The planner
// view shows it beside the table; `bwn plan new` and `bwn plan checklist` print it. Counting only: the rule checks
// (plancheck.h) say what is wrong.
#include "bw/plan/plancontext.h"

namespace sztab::plan {

struct ChecklistRow {
    friend bool operator==(const ChecklistRow &, const ChecklistRow &) = default;
    std::optional<Player> player; // whose pieces (bought, special, fortification, bridge); none: the table's types
    PieceKind kind = PieceKind::Piece;
    QString type; // terrain type, fortification upgrade id, or "bridge"
    Text name;    // for people
    int placed = 0;
    int min = 0;
    int max = 0;       // the battlefield's maximum; for a player's own pieces, how many he has
    bool next = false; // the next step places one of these
};

struct AllowanceChecklist {
    QList<ChecklistRow> rows;          // the table's types in column order, roads, then each player's own pieces
    std::optional<PlacementStep> next; // nullopt: nothing more to place (or no battlefield yet)
    int pieces = 0;                    // table pieces placed (BWN 14.4: 12, 18, 24 on the three tables)
    int pieceLimit = 0;                // the table's piece count, or fewer when the maxima allow fewer
};

// Empty (no rows, no next step) when the plan has no known battlefield. The bought, special and fortification
// pieces each player has come from the plan's armies (placementInput in planpregame.h).
AllowanceChecklist allowanceChecklist(const PlanContext &context, const BattlePlan &plan);

} // namespace sztab::plan
