// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The live rule checks of a battle plan (BWN 3.5, 14.3–14.6, 15.1). Each check is a named function in
// plancheck.cpp starting with a comment naming its section; each issue carries its code, the JSON pointer of the
// offending entry in the plan (so a view can mark it on the map), the section and a message in Polish and English.
#include "bw/plan/deployment.h"
#include "bw/validation.h"

namespace sztab::plan {

struct PlanReport {
    QList<Issue> issues;
    bool valid() const;
};

// Every check, in the order listed in plancheck.cpp. Returns nullopt (with *error) only when the plan cannot be
// checked at all (see planContext).
std::optional<PlanReport> checkPlan(const Ruleset &ruleset, const BattlePlan &plan, QString *error = nullptr);
PlanReport checkPlan(const PlanContext &context, const BattlePlan &plan);

// The checks by name, for docs/planner.md and the tests.
QStringList planCheckNames();

} // namespace sztab::plan
