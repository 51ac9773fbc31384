// SPDX-License-Identifier: GPL-3.0-or-later
// STUB (published API first, for the app's helper): the schedule follows.
#include "mac/schedule.h"

namespace sztab::mac {

QList<ScheduleRow> schedule(const Scenario &) { return {}; }
QJsonObject scheduleToJson(const Scenario &, const QString &) { return {}; }
QString scheduleText(const Scenario &, const QString &) { return {}; }

} // namespace sztab::mac
