// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rosters made in code for rule tests, against the bundled ruleset and the small test catalogues in
// tests/testdata/rulesdata (so a change to the demo data cannot change what a rule test means).
#include "bw/validation.h"

#include <initializer_list>

namespace sztab::test {

// The bundled data plus tests/testdata/rulesdata, loaded once.
const DataSet &testData();

// An empty 32+8 roster of "testland" using catalogue test-1813.
Roster emptyRoster();
// Appends a division of the given unit ids (all regular) and returns it.
Division &addDivision(Roster &roster, std::initializer_list<const char *> units,
                      DivisionArm arm = DivisionArm::Infantry);
RosterUpgrade upgrade(const char *id);
RosterCorps makeCorps(const QString &id, std::optional<QString> commander, const QStringList &divisions);

// Binds and validates; fails the current test (QVERIFY) when the roster is unusable.
ValidationReport check(const Roster &roster);
// The codes of the report's issues, in order.
QStringList codes(const ValidationReport &report);
// A copy of the first issue with this code: a copy, since reports are often temporaries in the tests.
std::optional<Issue> find(const ValidationReport &report, const QString &code);
// The LoadError message when binding fails ("" when it binds).
QString bindError(const Roster &roster, QString *pointer = nullptr);

} // namespace sztab::test
