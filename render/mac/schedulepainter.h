// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The schedule painted: the sheet on one A4 page, the log on the pages after it. paintSchedule() draws on any paged
// device (the app's printer, the PDF writer); writeSchedulePdf() writes the PDF atomically and never over a file of
// another kind. Needs a QGuiApplication (fonts).
#include "render/mac/schedule.h"

class QPagedPaintDevice;

namespace sztab::macprint {

// The number of pages painted (0: the device could not be painted on).
int paintSchedule(const Schedule &schedule, QPagedPaintDevice *device);
// false with *error (naming the file) when it cannot be written.
bool writeSchedulePdf(const Schedule &schedule, const QString &path, int *pages, QString *error);

} // namespace sztab::macprint
