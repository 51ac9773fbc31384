// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Objectives (BWN 14.6): the main objective is the terrain piece nearest the table centre (the initiative player
// chooses it), the two secondaries the pieces as equidistant as possible between the deployment zones (the other
// player chooses); values from the battle frame. The program suggests; the players confirm or choose.
#include "bw/plan/plancontext.h"

namespace sztab::plan {

// Every piece that can be an objective (not a line such as a road, stream or fence, nor a crossing:
// planner.objectiveExcluded), nearest the centre first.
QList<qsizetype> objectiveCandidates(const PlanContext &context, const BattlePlan &plan);

// The objectives' victory points follow the battle frame (BWN 14.6, 12.2): whenever the armies change (a roster
// chosen, the initiative swapping A and B) a plan that has values, or a battlefield, takes the frame's again.
void refreshObjectiveValues(BattlePlan &plan, const BattleFrame &frame);

// The suggestion, with the frame's values; an empty main when the table has no candidate.
PlanObjectives suggestObjectives(const PlanContext &context, const BattlePlan &plan);

} // namespace sztab::plan
