// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The stage-by-stage pool schedule (MAC 13.0) for the table: who is in each stage's pool, the "any N" slots,
// who enters where, and Poniński's boxes. The print (render/) and `bwn mac schedule` show this model.
#include "mac/scenario.h"
#include "mac/state.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace sztab::mac {

struct ScheduleRow {
    int stage = 1;
    SidePool polish;
    SidePool russian;
    QStringList entering;                 // commanders whose units enter in this stage (13.0 "pole wejścia")
    bool poninskiRollStage = false;       // 13.0 a is rolled in this stage
    bool poninskiCheckPossible = false;   // d10 + offset can land here (13.0 a): a box for his marker
    bool poninskiArrivalPossible = false; // 13.0 b can bring him in this stage
};

// The schedule as the scenario gives it; with a game's state, a commander gone for good (killed, lost, never coming)
// is left out of every pool still to be built (the stages after the current one, and the current one until its pool
// is in the cup), and Poniński enters (with his entry hexes) in the stage his chit is to join the pool.
QList<ScheduleRow> schedule(const Scenario &scenario, const State *state = nullptr);
// For `bwn mac schedule --json`: {"scenario", "stages": [{"stage", "pl": {"fixed", "any"}, "ru": …, "entering",
// "poninski": {"roll", "check", "arrival"}}], "threshold"}.
QJsonObject scheduleToJson(const Scenario &scenario, const QString &lang);
// The same as text lines, one a stage, in the language given.
QString scheduleText(const Scenario &scenario, const QString &lang);

} // namespace sztab::mac
