// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ruleset's "planner" block (data/schema/ruleset.schema.json): piece sizes of BWN 3.5, the road rules of
// BWN 14.4, deployment footprints (BWN 1.1, 14.6) and the ambush reading (BWN 15.1). Kept in the ruleset's extras,
// so the rules engine's Ruleset type needs no change; a ruleset without it gives empty rules (those checks skip).
#include "foundation/jsonio.h"
#include "bw/ruleset.h"

#include <QSizeF>

namespace sztab::plan {

struct LevelRange {
    friend bool operator==(const LevelRange &, const LevelRange &) = default;
    int min = 0;
    int max = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("min", s.min);
        io.req("max", s.max);
    }
};

struct DepressionSize {
    friend bool operator==(const DepressionSize &, const DepressionSize &) = default;
    QString variant;
    double length = 0;
    double width = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("variant", s.variant);
        io.req("length", s.length);
        io.req("width", s.width);
    }
};

struct LineLimit {
    friend bool operator==(const LineLimit &, const LineLimit &) = default;
    QString type;
    double length = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("type", s.type);
        io.req("length", s.length);
    }
};

struct FixedSize {
    friend bool operator==(const FixedSize &, const FixedSize &) = default;
    QString type;
    double width = 0;
    double depth = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("type", s.type);
        io.req("width", s.width);
        io.req("depth", s.depth);
    }
};

// Where deployed regiments may stand (BWN 3.3, 3.5; core/plan/terrainwarnings.h), by terrain type or variant.
struct DeploymentTerrain {
    friend bool operator==(const DeploymentTerrain &, const DeploymentTerrain &) = default;
    QString section;
    QStringList openOrderOnly; // only open order: a line or column there is warned of
    QStringList noArtillery;   // artillery may not enter
    QStringList crossing;      // lines a regiment should not stand across
    QStringList impassable;    // nothing stands there
    QStringList mayCarry;      // area types other pieces may lie on (a wood on a hill)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("section", s.section, QString());
        io.def("openOrderOnly", s.openOrderOnly, QStringList());
        io.def("noArtillery", s.noArtillery, QStringList());
        io.def("crossing", s.crossing, QStringList());
        io.def("impassable", s.impassable, QStringList());
        io.def("mayCarry", s.mayCarry, QStringList());
    }
};

struct PlannerRules {
    friend bool operator==(const PlannerRules &, const PlannerRules &) = default;
    QString section;
    std::optional<double> buaSection;
    std::optional<LevelRange> buaLevels;
    QMap<QString, int> buaTypes;
    std::optional<DepressionSize> depression;
    std::optional<LineLimit> fortificationLine;
    std::optional<FixedSize> redoubt;
    QMap<QString, double> maxWidths;
    QStringList lineTypes;
    QStringList oneRoadPer;
    QStringList noRoadOn;
    QStringList noRoadOnPredefined;
    QStringList roadEnds;
    double touchTolerance = 0;
    double ambushSamePlaceWithin = 0;
    double regimentGap = 0;
    int columnFrontBases = 1;
    QMap<QString, QString> baseForKind;
    QMap<QString, QString> artilleryBaseByCostClass;
    QString generalBase;
    QStringList objectiveExcluded;
    QMap<QString, QList<double>> defaultSizes;
    DeploymentTerrain deploymentTerrain;
    // The rule each step of the planner's setup cites ("initiative", "battlefield", "allowance", "terrain", "level",
    // "objectives", "deployment", "ambush"),
    // so a B19 plan does not cite BW-N's pre-game; a step without one is shown without a citation.
    QMap<QString, QString> setupSections;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("section", s.section, QString());
        io.opt("buaSection", s.buaSection);
        io.opt("buaLevels", s.buaLevels);
        io.def("buaTypes", s.buaTypes, QMap<QString, int>());
        io.opt("depression", s.depression);
        io.opt("fortificationLine", s.fortificationLine);
        io.opt("redoubt", s.redoubt);
        io.def("maxWidths", s.maxWidths, QMap<QString, double>());
        io.def("lineTypes", s.lineTypes, QStringList());
        io.def("oneRoadPer", s.oneRoadPer, QStringList());
        io.def("noRoadOn", s.noRoadOn, QStringList());
        io.def("noRoadOnPredefined", s.noRoadOnPredefined, QStringList());
        io.def("roadEnds", s.roadEnds, QStringList());
        io.def("touchTolerance", s.touchTolerance, 0.0);
        io.def("ambushSamePlaceWithin", s.ambushSamePlaceWithin, 0.0);
        io.def("regimentGap", s.regimentGap, 0.0);
        io.def("columnFrontBases", s.columnFrontBases, 1);
        io.def("baseForKind", s.baseForKind, QMap<QString, QString>());
        io.def("artilleryBaseByCostClass", s.artilleryBaseByCostClass, QMap<QString, QString>());
        io.def("generalBase", s.generalBase, QString());
        io.def("objectiveExcluded", s.objectiveExcluded, QStringList());
        io.def("defaultSizes", s.defaultSizes, QMap<QString, QList<double>>());
        io.def("deploymentTerrain", s.deploymentTerrain, DeploymentTerrain());
        io.def("setupSections", s.setupSections, QMap<QString, QString>());
        io.check(s.columnFrontBases >= 1, "columnFrontBases", "at least 1", "co najmniej 1");
    }
};

// The ruleset's planner block; empty rules when it has none. nullopt (with *error naming the pointer) when the
// block is there but malformed.
std::optional<PlannerRules> plannerRules(const Ruleset &ruleset, QString *error = nullptr);

// A base size of BWN 1.1 by its baseSizes id: {width (frontage), depth}; nullopt for an unknown id.
std::optional<QSizeF> baseSize(const Ruleset &ruleset, const QString &id);

} // namespace sztab::plan
