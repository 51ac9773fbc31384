// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the incremental-rebind tests (tests/bw/tst_rebind.cpp, tests/app/gui/tst_incrementaledit.cpp): an
// error-heavy roster of the test catalogue, random edits of the kinds a player makes, and the first difference
// between two bound rosters or two issue lists.
#include "bw/boundroster.h"
#include "bw/validation.h"

#include <random>

namespace sztab::test {

// The first difference between two bound rosters, "" when they are the same.
QString boundDifference(const BoundRoster &a, const BoundRoster &b);
// The first difference between two issue lists, "" when they are the same (in order, every field, both languages).
QString issuesDifference(const QList<Issue> &a, const QList<Issue> &b);
// A roster of `divisions` x `perDivision` regiments of the test catalogue where nearly every regiment breaks a rule.
Roster errorHeavyRoster(int divisions, int perDivision);
// One random edit of the kinds a player makes (the core's edits, as the app calls them); nothing when it cannot.
std::optional<Roster> randomEdit(const Roster &roster, std::mt19937 &random, QString *what);

} // namespace sztab::test
