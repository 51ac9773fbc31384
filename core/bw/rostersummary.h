// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The verdict on a roster as the contract's JSON (`bwn validate --json`); the app shows the same object.
#include "bw/rosterfile.h"

#include <QJsonObject>

namespace sztab {

QJsonObject reportToJson(const CheckedRoster &checked, const QString &file, const QString &lang);
// B19 12.1, 12.3: each corps' command dice (with the corps artillery's extra die) and the independent commanders;
// in the JSON above as "command" when the ruleset has an organisation.
QJsonObject commandToJson(const BoundRoster &bound, const QString &lang);
// Several lines for a terminal: the totals, then one line per issue.
QString reportToText(const CheckedRoster &checked, const QString &file, const QString &lang);
// The demo rosters bundled with the program (data/rosters/*.bwroster).
QStringList demoRosterFiles(const QString &dataDir);

} // namespace sztab
