// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Plan edits (issue 18 item 3): what the planner, `bwn plan` and generation do to a battle plan, once, in the core.
// Each is a function over a BattlePlan value (or one of its pieces): it either makes the whole edit and returns
// true, or leaves the value as it was and returns false with *error saying why. The rule checks (plancheck.h)
// judge the result; these only make it.
#include "foundation/dice.h"
#include "bw/plan/plancontext.h"
#include "foundation/text.h"

namespace sztab::plan {

// ---- the battlefield (BWN 14.3, 14.5, 14.6) --------------------------------------------------------------------

// BWN 14.5: the bases of operations of a battle frame, at the middle of each edge.
std::optional<BasesOfOperations> basesOfOperations(const BattleFrame &frame); // nullopt: the ruleset has none

// BWN 14.3: the battlefield of `roll` (with the seed of the program's die, "" when the players rolled), and what
// follows from it: the bases of operations (BWN 14.5) and the objectives' values (BWN 14.6) of the plan's frame.
// False when the roll names no battlefield of the ruleset, or the plan has no battle frame.
bool applyBattlefieldRoll(const Ruleset &ruleset, BattlePlan &plan, int roll, const QString &seed, Text *error);

// A generated legal layout (generate.h) with the objectives suggested on it (BWN 14.6) and its seed recorded.
std::optional<BattlePlan> generateLayout(const Ruleset &ruleset, const BattlePlan &plan, DiceSource &dice,
                                         const QString &seed, QString *error);

// How many pieces Generate would throw away that the players placed by hand: every piece no scenario set, but for
// those of the layout the plan's own seed generated (terrainSeed), still as generated. 0: nothing to ask about.
int piecesPlacedByHand(const Ruleset &ruleset, const BattlePlan &plan);

// ---- terrain pieces (BWN 3.5, 14.4) ----------------------------------------------------------------------------

// A new piece of `type` (a terrain type, a fortification upgrade, "bridge" or "ford"; `variant` e.g. "depression")
// at (x, y), as the next step of the placement sequence would place it (BWN 14.4): its owner and kind from that
// step, a built-up area's level from the ruleset, the next placement order and a free id, and the ruleset's
// default size (planner.defaultSizes) — a rectangle, or a line across (streams and rivers from edge to edge).
std::optional<TerrainPiece> newPiece(const PlanContext &context, const BattlePlan &plan, const QString &type,
                                     const QString &variant, QPointF at, Text *error);

// Shifts every point of a piece.
void movePiece(TerrainPiece &piece, double dx, double dy);
// Turns a piece clockwise about its centre (a rectangle by its rotation, a line or polygon by its points).
void rotatePiece(TerrainPiece &piece, double degrees);
// Grows a piece: a rectangle's width and depth (never below 1), a polygon's bounds about its centre, a line's
// length and width (its width never below 0.5).
void resizePiece(TerrainPiece &piece, double dw, double dd);
// A rectangle's top turned towards `towards` (`snap` > 0: in steps of that many degrees); nothing to do (true,
// unchanged) when `towards` is its centre.
bool turnPieceTowards(TerrainPiece &piece, QPointF towards, double snap, Text *error);
// A rectangle's handle `handle` (rectanglehandles.h) dragged to `to`, the opposite side kept, no side below 1 unit.
// The rulebook's sizes are the checks' (BWN 3.5), not clamped here.
bool resizePieceTo(TerrainPiece &piece, int handle, QPointF to, Text *error);
// Takes piece `index` off the table: the placement order closes up, an objective on it goes with it.
void removePiece(BattlePlan &plan, qsizetype index);

// The points of a line or polygon piece (rectangles have none). A line keeps at least 2 points, a polygon 3,
// neither more than kMaxShapePoints. insertPoint puts `at` after `afterVertex`.
bool movePoint(TerrainPiece &piece, qsizetype vertex, double dx, double dy, Text *error);
bool insertPoint(TerrainPiece &piece, qsizetype afterVertex, QPointF at, Text *error);
bool removePoint(TerrainPiece &piece, qsizetype vertex, Text *error);

// Degrees in [0, 360).
double normalizedDegrees(double degrees);

} // namespace sztab::plan
