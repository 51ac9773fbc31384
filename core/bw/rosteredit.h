// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Edits of a roster value, the app's every change (docs/app-api.md): each takes a roster and returns the edited
// copy, or nothing and a one-line reason. No Qt object and no undo here: the app keeps snapshots of these values.
// The edits keep the file consistent (unique division ids, corps lists and upgrade targets follow a division) but
// judge no rule: whether the result is legal is validateRoster's answer.
#include "bw/roster.h"

namespace sztab {

using Edited = std::optional<Roster>;

// Regiments. `division`, `regiment` are indices into roster.divisions / its regiments.
Edited addRegiment(Roster roster, const QString &unitId, qsizetype division, QString *error,
                   const std::optional<QString> &catalogue = std::nullopt);
Edited removeRegiment(Roster roster, qsizetype division, qsizetype regiment, QString *error);
// Moves to `toDivision` before index `toRegiment` (as counted after taking it out; past the end appends).
Edited moveRegiment(Roster roster, qsizetype division, qsizetype regiment, qsizetype toDivision, qsizetype toRegiment,
                    QString *error);
Edited duplicateRegiment(Roster roster, qsizetype division, qsizetype regiment, QString *error);
Edited setStatus(Roster roster, qsizetype division, qsizetype regiment, Status status, QString *error);
Edited setAmbush(Roster roster, qsizetype division, qsizetype regiment, bool on, QString *error);

// Divisions. A new division gets a fresh id ("d1", "d2", …); a division in a corps is duplicated into that corps.
Edited addDivision(Roster roster, DivisionArm arm, std::optional<Arm> pool, const QString &name, QString *error);
Edited renameDivision(Roster roster, qsizetype division, const QString &name, QString *error);
// Also takes it out of its corps, drops redraws aimed at it (they would point at nothing) and frees an extra
// general who led it (BWN 13.3: he stays, with no division).
Edited removeDivision(Roster roster, qsizetype division, QString *error);
Edited duplicateDivision(Roster roster, qsizetype division, QString *error);
// A pool is kept only for a mixed division (BWN 13.4: the player chooses it); other arms draw from their own.
Edited setDivisionArm(Roster roster, qsizetype division, DivisionArm arm, std::optional<Arm> pool, QString *error);
// "" clears the attachment to a historical division.
Edited setHistorical(Roster roster, qsizetype division, const QString &historicalId, QString *error);

// The upgrade list (BWN 13.3). What one call sets depends on the upgrade's pricing:
//  fixed, at most once (toggle): count 0 or 1;   fixed, repeatable without a choice / per-count: count;
//  per-level: levels (0 removes);  by-terrain: count entries of `terrain`;  charges: points (0 removes);
//  redraw: count (0/1) of `target`;  extra-general: count entries drawing from `arm`.
struct UpgradeChange { // initialised members, so that {.count = 1} leaves the rest empty without a warning
    std::optional<int> count{};
    std::optional<int> levels{};
    std::optional<Arm> arm{};
    std::optional<QString> terrain{};
    std::optional<QString> target{};
    std::optional<HalfPoints> points{};
};
struct Ruleset;
Edited setUpgrade(Roster roster, const Ruleset &ruleset, const QString &upgradeId, const UpgradeChange &change,
                  QString *error);
// BWN 13.3 ("możemy mu przydzielić do dowodzenia dowolne jednostki"): the roster division (by id) the extra general
// of the roster's `upgrade`-th upgrade entry leads, "" for none. Whether that division may be his (no other
// commander) is validation's verdict (EXTRA_GENERAL_DIVISION_TAKEN), so the player sees why.
Edited setExtraGeneralDivision(Roster roster, qsizetype upgrade, const QString &divisionId, QString *error);

// The header.
Edited setRosterName(Roster roster, const QString &name, QString *error);
// A preset id, or custom units/upgrades/maxBases (preset cleared).
Edited setLimits(Roster roster, const RosterLimits &limits, QString *error);

// An id for a new division that the roster does not use yet.
QString freshDivisionId(const Roster &roster);

} // namespace sztab
