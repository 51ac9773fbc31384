// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ruleset's optional "patrol" block (data/schema/ruleset.schema.json): every number of the patrol-marker phase
// of B19 6.1–6.5, so a house rule or another ruleset is data. Kept in the ruleset's extras like the "planner"
// block; a ruleset without it has no patrol phase (patrolRules() returns nullopt without an error).
#include "foundation/jsonio.h"
#include "bw/ruleset.h"

namespace sztab::plan {

struct PatrolRules {
    friend bool operator==(const PatrolRules &, const PatrolRules &) = default;
    QString section;             // "B19 6"
    int markersPerCorps = 2;     // 6.1: one hides the corps, the other is a scout
    double markerDiameter = 1;   // the round marker's base (its edge is where distances are measured from)
    double placementGap = 3;     // 6.1: never closer than this to an enemy marker
    double sight = 12;           // 6.2: all round
    double reducedSight = 6;     // 6.2: in cover, or towards a target behind cover, a hill or enemy units
    double coverFraction = 0.5;  // 6.2 (10.1): "in" a terrain when more than this share of the base is inside it
    QStringList coverTypes;      // 6.2: woods and built-up areas (a marker more than half inside sees 6")
    QStringList blockingTypes;   // 6.2: woods, built-up areas, hills: a target behind them is seen at 6"
    bool unitsBlock = true;      // 6.2: a target behind (deployed) units is seen at 6"
    double move = 12;            // 6.3
    double roadMove = 18;        // 6.3: with the road bonus
    double roadNeeded = 9;       // 6.3: inches of the first `move` inches that must be on a road
    QStringList roadTypes;       // 6.3: pieces (lines) that are roads
    QStringList impassableTypes; // 6.3 (10.3): never entered by a marker
    double deployWithin = 6;     // 6.4: every base within this of its marker's edge
    QString movedOrder;          // 6.5: the order of a corps revealed from a marker that moved this turn ("defence")
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("section", s.section, QString());
        io.req("markersPerCorps", s.markersPerCorps);
        io.req("markerDiameter", s.markerDiameter);
        io.req("placementGap", s.placementGap);
        io.req("sight", s.sight);
        io.req("reducedSight", s.reducedSight);
        io.def("coverFraction", s.coverFraction, 0.5);
        io.req("coverTypes", s.coverTypes);
        io.req("blockingTypes", s.blockingTypes);
        io.def("unitsBlock", s.unitsBlock, true);
        io.req("move", s.move);
        io.req("roadMove", s.roadMove);
        io.req("roadNeeded", s.roadNeeded);
        io.req("roadTypes", s.roadTypes);
        io.req("impassableTypes", s.impassableTypes);
        io.req("deployWithin", s.deployWithin);
        io.req("movedOrder", s.movedOrder);
        io.extras(s.extras);
        io.check(s.markersPerCorps >= 1 && s.markersPerCorps <= 10, "markersPerCorps", "from 1 to 10", "od 1 do 10");
        const auto positive = [](double v) { return std::isfinite(v) && v > 0 && v <= 10000; };
        io.check(positive(s.markerDiameter), "markerDiameter", "a positive distance", "dodatnia odległość");
        io.check(std::isfinite(s.placementGap) && s.placementGap >= 0 && s.placementGap <= 10000, "placementGap",
                 "a distance, not negative", "odległość, nie ujemna");
        io.check(positive(s.sight) && positive(s.reducedSight) && s.reducedSight <= s.sight, "reducedSight",
                 "positive, and not above sight", "dodatnie i nie większe niż sight");
        io.check(s.coverFraction >= 0 && s.coverFraction < 1, "coverFraction", "from 0 to below 1",
                 "od 0 do mniej niż 1");
        io.check(positive(s.move) && positive(s.roadMove) && s.roadMove >= s.move, "roadMove",
                 "positive, and not below move", "dodatnie i nie mniejsze niż move");
        io.check(std::isfinite(s.roadNeeded) && s.roadNeeded >= 0 && s.roadNeeded <= s.move, "roadNeeded",
                 "from 0 to move", "od 0 do move");
        io.check(std::isfinite(s.deployWithin) && s.deployWithin >= 0 && s.deployWithin <= 10000, "deployWithin",
                 "a distance, not negative", "odległość, nie ujemna");
    }
};

// The ruleset's patrol block: nullopt without an error when it has none; nullopt with *error (naming the JSON
// pointer, in both languages) when it is malformed.
std::optional<PatrolRules> patrolRules(const Ruleset &ruleset, Text *error = nullptr);

} // namespace sztab::plan
