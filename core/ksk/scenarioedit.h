// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Edits of a KSK scenario value field by field (issue 20: the scenario editor), as bw/catalogueedit.h is for
// catalogues: each takes the scenario and changes it, or leaves it as it was and says why (in both languages) when
// the schema or the loader would refuse the value. Three tables: the commanders, the formations (divisions and
// independent brigades) and the brigades, each over both sides, A's rows first. What only the whole can say (a side
// without its commander-in-chief, a hex the grid lost when it shrank) the loader's own checks list (scenarioIssues).
// No Qt object, no undo: the app keeps snapshots.
#include "foundation/issue.h"
#include "foundation/text.h"
#include "ksk/scenario.h"

#include <QVariantMap>

#include <optional>

namespace sztab::ksk {

enum class ScenarioTable { Commanders, Formations, Brigades };

// "commanders", "formations", "brigades".
QString scenarioTableName(ScenarioTable table);
std::optional<ScenarioTable> scenarioTableFromName(const QString &name);

// The fields of a row, in the order an editor shows them:
//  commanders: side id namePl nameEn role rating hex
//  formations: side id namePl nameEn kind commanderPl commanderEn rating superior marker hex units entryStage order
//              axis distance
//  brigades: formation id namePl nameEn commanderPl commanderEn
QStringList scenarioFields(ScenarioTable table);
// The header's fields: id namePl nameEn date notePl noteEn stages orientation shifted firstColumn firstRow columns
// rows digits, and per side (A, B) sideNamePlA sideNameEnA couriersA initiativeA …B.
QStringList scenarioHeaderFields();

enum class ScenarioCellKind { Text, Number, Choice };
// How an editor shows one field: header, kind of cell, a number's range, a choice's values and their words.
struct ScenarioColumn {
    QString field;
    Text title;
    ScenarioCellKind kind = ScenarioCellKind::Text;
    std::optional<int> min;
    std::optional<int> max;
    QStringList choices;     // the values a choice cell takes (the superior's depend on the row: scenarioChoices)
    QList<Text> choiceWords; // the same in words for people
    int width = 100;         // a layout hint in pixels
    friend bool operator==(const ScenarioColumn &, const ScenarioColumn &) = default;
};
QList<ScenarioColumn> scenarioColumns(ScenarioTable table, const Scenario &scenario);
// "text", "number", "choice".
const char *scenarioCellKindName(ScenarioCellKind kind);
// The values one choice cell of one row may take: a formation's superior ("" = the commander-in-chief, then the
// corps/wing commanders of its side), a brigade's formation (every formation's id), else the column's choices.
QStringList scenarioChoices(const Scenario &scenario, ScenarioTable table, int row, const QString &field);

int scenarioRowCount(const Scenario &scenario, ScenarioTable table);
// Every field of one row by name (numbers as int).
QVariantMap scenarioRow(const Scenario &scenario, ScenarioTable table, int row);
QVariantMap scenarioHeader(const Scenario &scenario);

// Sets one field of the header. False and *why when the value is refused (a stage count beyond 1..999, a grid of no
// columns, couriers beyond 0..99, an empty id…).
bool setScenarioHeader(Scenario &scenario, const QString &field, const QVariant &value, Text *why);
// Sets one field of a row. Refused: an id empty or used elsewhere, a rating beyond 0..the die, a hex not on the
// grid, an unknown superior, a second commander-in-chief… A changed side moves the row to the end of the other
// side's list (a commander-in-chief to its front); a renamed commander's formations follow the new id; a commander
// made commander-in-chief takes his formations under him directly (superior ""). A changed formation of a brigade
// moves it there.
bool setScenarioField(Scenario &scenario, ScenarioTable table, int row, const QString &field, const QVariant &value,
                      Text *why);
// A new row with a fresh id and values the loader takes. `owner`: the side ("A"/"B") of a commander or formation,
// the formation's id of a brigade. Its row, or -1 and *why (a brigade needs a formation).
int addScenarioRow(Scenario &scenario, ScenarioTable table, const QString &owner, Text *why);
// Removes a row (a formation with its brigades; a commander's formations go under the commander-in-chief).
bool removeScenarioRow(Scenario &scenario, ScenarioTable table, int row, Text *why);

// The rulebook's numbers a scenario carries (its "rules": ranges, couriers, the die…), each as a number column with
// its rule in the title ("Courier hexes a stage (III.40)") and the range the editor takes; a scenario's own rules
// (II.16) change them. scenarioRuleValues: each by field.
QList<ScenarioColumn> scenarioRuleColumns(const Scenario &scenario);
QVariantMap scenarioRuleValues(const Scenario &scenario);
// Sets one of them. Refused (false and *why): an unknown field, not a whole number, beyond the column's range (the
// interception face beyond the die, a die the ratings or the interception face no longer fit on).
bool setScenarioRule(Scenario &scenario, const QString &field, const QVariant &value, Text *why);

// A new scenario to type in: two sides with no commanders yet, the rulebook's numbers, a 20×20 flat grid, 10 stages.
Scenario blankScenario();

// What is wrong with a scenario: the loader's own checks (the shape and scenarioProblems) as issues, every one with
// the JSON pointer of the entry (empty: none).
QList<Issue> scenarioIssues(const Scenario &scenario);

// Where a JSON pointer lands: a table and row (and field), or the header (table nullopt, field the header's).
struct ScenarioLocation {
    std::optional<ScenarioTable> table;
    int row = -1;
    QString field;
};
ScenarioLocation locateScenarioPointer(const Scenario &scenario, const QString &pointer);

} // namespace sztab::ksk
