// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A roster bound to its ruleset and catalogues: every id resolved and every price worked out once, so that
// validation (and later the sheets and the app) is plain arithmetic over this structure. An id that does not
// resolve makes the roster unusable input (CONTRACT: exit 2), reported with its JSON pointer — except a regiment's
// unit, which is kept and marked (BoundRegiment::unknownUnit) so one unit missing from the data loses nothing else.
#include "bw/dataset.h"
#include "bw/roster.h"

namespace sztab {

struct EffectiveLimits {
    HalfPoints units;
    HalfPoints upgrades;
    std::optional<int> maxBases;
    std::optional<int> artillery; // fixed limit; absent: artilleryPercent of all bases
    int artilleryPercent = 0;
    QString presetId; // "" for custom limits
    HalfPoints total() const { return units + upgrades; }
};

struct BoundRegiment {
    const Unit *unit = nullptr;
    const Catalogue *catalogue = nullptr;
    int bases = 0;
    int artilleryBases = 0;
    HalfPoints points;        // what the unit costs (BWN 13.2)
    HalfPoints statusPrice;   // upgrade points its status costs (BWN 13.3); 0 for regular or a veteran trait
    HalfPoints ambushPrice;   // upgrade points its ambush costs (BWN 13.3, 15.1)
    bool unknownUnit = false; // the unit is in none of the catalogues: `unit` is a placeholder without bases
};

struct BoundDivision {
    QList<BoundRegiment> regiments;
    const General *general = nullptr; // null: still to be drawn
    const HistoricalDivision *historical = nullptr;
    const Catalogue *historicalCatalogue = nullptr;
    bool commandedByCorps = false; // alone in its corps or vanguard: led by its commander (BWN 13.4)
    qsizetype extraGeneral = -1;   // the roster upgrade of the extra general who leads it (BWN 13.3)
    HalfPoints generalCost;
};

struct BoundRoster {
    const Roster *roster = nullptr;
    const Ruleset *ruleset = nullptr;
    QList<const Catalogue *> catalogues;
    QString rulesetHash;            // content hashes from the DataSet, for Roster::madeWith
    QStringList catalogueHashes;    // same order as catalogues
    QList<BoundDivision> divisions; // same order as roster->divisions
    const General *commanderInChief = nullptr;
    QList<const General *> corpsCommanders;         // same order as roster->corps
    QList<const HistoricalCorps *> historicalCorps; // same order as roster->corps; null when not marked
    QList<const General *> upgradeGenerals;         // extra-general draws, per roster upgrade (or null)
    qsizetype corpsLedByCommanderInChief =
        -1;                          // the one corps, a whole historical one, that is the army (BWN 5.2, 13.2)
    bool corpsLevelBattle = true;    // at most one corps: corps commanders may lead the army (BWN 6.2)
    QList<HalfPoints> upgradePrices; // per roster upgrade
    HalfPoints corpsCommanderCost;   // all corps commanders together
    EffectiveLimits limits;
    bool mixPeriods = true;
    int extraTerrainLimit = 1;
    QList<int> checks; // the ruleset's checks, resolved once (validation.h)

    const General *findGeneral(const QString &id) const;
    // BWN 6.2: who may be commander-in-chief here: a commander-in-chief, or a corps commander in a corps-level battle.
    bool mayBeCommanderInChief(const General &general) const;
    QStringList commanderInChiefRoles() const;
    // BWN 13.2: a whole historical division — every unit of it in this division.
    bool isWholeHistoricalDivision(qsizetype division) const;
    // BWN 13.2: a whole historical corps — each of its divisions fielded whole, in this corps.
    bool isWholeHistoricalCorps(qsizetype corps) const;
};

// The stand-in for a unit id no catalogue has: that id, a name saying "unknown unit", no bases, so it costs nothing.
const Unit *unknownUnit(const QString &id);

// BWN 2.3: the training a regiment has, from the status its roster chose: a unit with the trait "veteran" is veteran
// without paying (CONTRACT: Roster), whatever the file says. The sheets and the builder both show this one answer.
Status trainingOf(const Unit &unit, Status chosen);

// `roster` and `data` must outlive the result.
std::optional<BoundRoster> bindRoster(const Roster &roster, const DataSet &data, const QString &file, LoadError *error);

} // namespace sztab
