// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/rosterfile.h"

#include "foundation/document.h"

namespace sztab {

std::optional<Roster> loadRosterFile(const QString &path, LoadError *error)
{
    const auto doc = readJsonFile(path, error);
    if (!doc)
        return std::nullopt;
    return rosterFromJson(*doc, path, error);
}

std::optional<CheckedRoster> checkRosterFile(const QString &path, const DataSet &data, LoadError *error)
{
    auto roster = loadRosterFile(path, error);
    if (!roster)
        return std::nullopt;
    CheckedRoster out;
    out.roster = std::make_unique<Roster>(std::move(*roster));
    out.bound = bindRoster(*out.roster, data, path, error);
    if (!out.bound)
        return std::nullopt;
    out.report = validateRoster(*out.bound);
    return out;
}

bool saveRosterFile(const Roster &roster, const QString &path, QString *errorMessage)
{
    return saveJsonAtomically(rosterToJson(roster), path, errorMessage);
}

} // namespace sztab
