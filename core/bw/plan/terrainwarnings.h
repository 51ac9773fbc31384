// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the rules say about where a deployed regiment stands and about pieces laid on pieces (issue 15 item 13):
// a regiment is on a piece when the middle of its bases is (BWN 3.3: "ponad połowa jego podstawek"); woods take
// only open order and no artillery, a stream or river splits a regiment that stands across it, nothing stands in
// impassable terrain (BWN 3.5). The terrain types come from the ruleset's planner.deploymentTerrain.
#include "bw/plan/plancontext.h"
#include "bw/validation.h"

namespace sztab::plan {

// Warnings for every deployed regiment on terrain the rules keep it from, with the path of the unit.
void checkDeploymentTerrain(const PlanContext &context, const BattlePlan &plan, QList<Issue> &out);

// A warning for two area pieces laid on each other (not side by side), unless the lower one may carry others
// (planner.deploymentTerrain.mayCarry: a wood or a built-up area on a hill).
void checkPieceOverlaps(const PlanContext &context, const BattlePlan &plan, QList<Issue> &out);

} // namespace sztab::plan
