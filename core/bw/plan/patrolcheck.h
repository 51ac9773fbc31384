// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// B19 6.1–6.5 for `bwn plan check`: each player's secret assignments (in the notes of this copy), and the patrol
// log replayed, each broken rule with its own code and section (list in docs/formats.md, rows in docs/rules.md).
// Nothing when the ruleset has no patrol block and the plan no patrol log; PATROL_NO_RULES when the plan has a log
// its ruleset cannot check.
#include "bw/plan/patrolphase.h"

namespace sztab::plan {

QList<Issue> checkPatrolPlan(const PlanContext &context, const BattlePlan &plan);

// Every patrol issue code with its section, for the docs and the tests.
QList<std::pair<QString, QString>> patrolIssueCodes();

} // namespace sztab::plan
