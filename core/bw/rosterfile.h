// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A roster file from disk to a verdict, the path every front end takes: read, parse, check the format, bind to the
// data, validate. Unusable input stops with a LoadError; a usable roster always gets a report.
#include "bw/validation.h"

#include <memory>

namespace sztab {

struct CheckedRoster {
    std::unique_ptr<Roster> roster; // stable address: `bound` points into it
    std::optional<BoundRoster> bound;
    ValidationReport report;
};

std::optional<Roster> loadRosterFile(const QString &path, LoadError *error);
std::optional<CheckedRoster> checkRosterFile(const QString &path, const DataSet &data, LoadError *error);
// Writes atomically (QSaveFile): a crash leaves the old file or the new one, never a broken one.
bool saveRosterFile(const Roster &roster, const QString &path, QString *errorMessage);

} // namespace sztab
