// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A ruleset (CONTRACT: "bw-ruleset"): every number of the rules the program applies, so that a second ruleset
// (the 19th-century sibling, a house rule, a tournament's reading) is data, not code. The file
// data/rulesets/bwn-4.0.json is the BW-N 4.0 instance; each block names its rulebook section.
#include "bw/enums.h"
#include "foundation/loaderror.h"

#include <QJsonObject>

namespace sztab {

struct CostClass {
    friend bool operator==(const CostClass &, const CostClass &) = default;
    HalfPoints perBase;
    Text name;
    Text examples;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("perBase", s.perBase);
        io.def("name", s.name, Text());
        io.def("examples", s.examples, Text());
        io.extras(s.extras);
    }
};

struct TableSize {
    friend bool operator==(const TableSize &, const TableSize &) = default;
    int width = 0;
    int depth = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("width", s.width);
        io.req("depth", s.depth);
        io.check(s.width > 0 && s.depth > 0, "", "table sides must be positive", "boki stołu muszą być dodatnie");
    }
};

struct Objectives {
    friend bool operator==(const Objectives &, const Objectives &) = default;
    int main = 0;
    QList<int> secondary;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("main", s.main);
        io.req("secondary", s.secondary);
    }
};

// A named size of battle, e.g. "32+8" (BWN 13.2).
struct LimitsPreset {
    friend bool operator==(const LimitsPreset &, const LimitsPreset &) = default;
    Text name;
    HalfPoints units;
    HalfPoints upgrades;
    std::optional<int> maxBases;
    std::optional<int> artillery; // absent: the large-battle percentage reading applies
    TableSize table;
    int turns = 0;
    Objectives objectives;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("name", s.name, Text());
        io.req("units", s.units);
        io.req("upgrades", s.upgrades);
        io.opt("maxBases", s.maxBases);
        io.opt("artillery", s.artillery);
        io.req("table", s.table);
        io.req("turns", s.turns);
        io.req("objectives", s.objectives);
        io.extras(s.extras);
    }
};

struct TrainingLevel {
    friend bool operator==(const TrainingLevel &, const TrainingLevel &) = default;
    Text name;
    int morale = 0;
    int wb = 0;
    int so = 0;
    bool ignoresArmyMorale = false;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("name", s.name);
        io.req("morale", s.morale);
        io.req("wb", s.wb);
        io.req("so", s.so);
        io.def("ignoresArmyMorale", s.ignoresArmyMorale, false);
    }
};

// How an upgrade's price is worked out (BWN 13.3). A small closed set of named pricing strategies, so an
// upgrade table of another ruleset is data.
enum class Pricing {
    Fixed,      // `cost` each time it is bought
    PerLevel,   // `cost` x levels (army morale)
    PerCount,   // `cost` x count (fortifications)
    ByTerrain,  // costs[terrain] (extra terrain)
    Charges,    // the points paid are the charges, at least minPoints (ammunition train)
    PerBase,    // costs[unit kind] per base of the regiment (veteran, elite)
    PerRegiment // `cost` for each regiment marked (ambush)
};
template <> struct EnumNames<Pricing> {
    static constexpr std::array<std::pair<Pricing, const char *>, 7> names{{{Pricing::Fixed, "fixed"},
                                                                            {Pricing::PerLevel, "per-level"},
                                                                            {Pricing::PerCount, "per-count"},
                                                                            {Pricing::ByTerrain, "by-terrain"},
                                                                            {Pricing::Charges, "charges"},
                                                                            {Pricing::PerBase, "per-base"},
                                                                            {Pricing::PerRegiment, "per-regiment"}}};
};

struct UpgradeDef {
    friend bool operator==(const UpgradeDef &, const UpgradeDef &) = default;
    Text name;
    Text description; // what it does, for sheets and tooltips
    QString section;
    Pricing pricing = Pricing::Fixed;
    HalfPoints cost;
    QMap<QString, HalfPoints> costs;
    std::optional<HalfPoints> minPoints;
    std::optional<int> maxPerArmy;
    std::optional<QString> limitCode;    // the validation code when bought more than maxPerArmy times
    std::optional<QString> limitReading; // a reading (flag) that, when false, lifts maxPerArmy
    QStringList eligibleTraits;          // a regiment needs one of these traits (empty: any)
    QStringList excludedTraits;          // a regiment with one of these traits may not have it
    std::optional<int> initiativeBonus;  // added to the army's first initiative roll (initial initiative)
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("name", s.name);
        io.def("description", s.description, Text());
        io.req("section", s.section);
        io.req("pricing", s.pricing);
        io.def("cost", s.cost, HalfPoints());
        io.def("costs", s.costs, QMap<QString, HalfPoints>());
        io.opt("minPoints", s.minPoints);
        io.opt("maxPerArmy", s.maxPerArmy);
        io.opt("limitCode", s.limitCode);
        io.opt("limitReading", s.limitReading);
        io.def("eligibleTraits", s.eligibleTraits, QStringList());
        io.def("excludedTraits", s.excludedTraits, QStringList());
        io.opt("initiativeBonus", s.initiativeBonus);
        io.extras(s.extras);
    }
};

struct TerrainType {
    friend bool operator==(const TerrainType &, const TerrainType &) = default;
    Text name;
    QString section;
    Text effects; // a short summary of its effects on movement, sight and combat, for the reference sheet
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("name", s.name);
        io.def("section", s.section, QString());
        io.def("effects", s.effects, Text());
    }
};

// No table in any ruleset holds more pieces than this (BWN 14.4: 12 to 24); refused above it when loading.
inline constexpr int kMaxTerrainPieces = 1000;

struct TerrainAllowance {
    friend bool operator==(const TerrainAllowance &, const TerrainAllowance &) = default;
    int min = 0;
    int max = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("min", s.min);
        io.req("max", s.max);
        io.check(s.min >= 0 && s.min <= s.max, "", "need 0 <= min <= max", "wymaga 0 <= min <= max");
    }
};

// One row of the battlefield table (BWN 14.3).
struct BattlefieldType {
    friend bool operator==(const BattlefieldType &, const BattlefieldType &) = default;
    int roll = 0;
    QString id;
    Text name;
    QMap<QString, TerrainAllowance> terrain;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("roll", s.roll);
        io.req("id", s.id);
        io.req("name", s.name);
        io.req("terrain", s.terrain);
    }
};

// How terrain is placed (BWN 14.4): the table's column order, which type is the roads, which types may only be a
// player's first pieces (stream, river), which give the other player a free crossing (river: one bridge or ford),
// which upgrades are fortifications, and the texts of the placement steps (placeholders {type}, {n}, {min}, {max},
// {what}, {reach}, {measure}, {pieces}). Optional: a ruleset without it still loads (core/terrain.h degrades).
struct TerrainPlacement {
    friend bool operator==(const TerrainPlacement &, const TerrainPlacement &) = default;
    QString section;
    QStringList typeOrder;         // the battlefield table's columns, in order
    QString roadType;              // placed last, from the player who lost the initiative
    QStringList firstPieceTypes;   // only as a player's first (and second …) piece
    QStringList freeCrossingTypes; // the other player may put a bridge or ford on it
    int freeCrossingsPerPiece = 0;
    QStringList fortificationUpgrades; // upgrade ids placed as fortifications
    QMap<QString, Text> texts;
    QList<Text> notes;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("section", s.section);
        io.req("typeOrder", s.typeOrder);
        io.req("roadType", s.roadType);
        io.def("firstPieceTypes", s.firstPieceTypes, QStringList());
        io.def("freeCrossingTypes", s.freeCrossingTypes, QStringList());
        io.def("freeCrossingsPerPiece", s.freeCrossingsPerPiece, 0);
        io.def("fortificationUpgrades", s.fortificationUpgrades, QStringList());
        io.def("texts", s.texts, QMap<QString, Text>());
        io.def("notes", s.notes, QList<Text>());
        io.extras(s.extras);
        io.check(s.freeCrossingsPerPiece >= 0, "freeCrossingsPerPiece", "must not be negative", "nie może być ujemne");
    }
};

struct TerrainRules {
    friend bool operator==(const TerrainRules &, const TerrainRules &) = default;
    QMap<QString, TerrainType> types;
    QMap<QString, int> piecesPerTable;         // "120x120" -> 12 (BWN 14.4)
    QList<BattlefieldType> battlefields;       // BWN 14.3
    int fortificationReach = 0;                // from own edge, in the ruleset's measure
    std::optional<TerrainPlacement> placement; // BWN 14.4
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("types", s.types);
        io.req("piecesPerTable", s.piecesPerTable);
        io.req("battlefields", s.battlefields);
        io.req("fortificationReach", s.fortificationReach);
        io.opt("placement", s.placement);
        io.extras(s.extras);
    }
};

// Ambush (BWN 15.1): where a hidden unit may be written down.
struct AmbushRules {
    friend bool operator==(const AmbushRules &, const AmbushRules &) = default;
    QString section;
    int reach = 0;                // at most this far from the own edge, in the ruleset's measure
    bool onMainObjective = false; // may it hide on the main objective
    int unitsPerPlace = 0;
    QString order; // the order it starts with
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("section", s.section, QString());
        io.req("reach", s.reach);
        io.req("onMainObjective", s.onMainObjective);
        io.req("unitsPerPlace", s.unitsPerPlace);
        io.req("order", s.order);
        io.check(s.reach >= 0 && s.unitsPerPlace >= 1, "", "need reach >= 0 and unitsPerPlace >= 1",
                 "wymaga reach >= 0 i unitsPerPlace >= 1");
    }
};

// The battle frame (BWN 14.5, 14.6, 15.1): base of operations, deployment zones, objectives of bigger battles,
// ambush places. Optional: a ruleset without it still loads (core/battleframe.h then refuses to compute a frame).
struct BattleRules {
    friend bool operator==(const BattleRules &, const BattleRules &) = default;
    QString section;
    // Width along the own edge, depth into the table (BWN 14.5); absent: the ruleset has no bases of operations
    // (B19's chapters have none), so none is drawn, placed or checked.
    std::optional<TableSize> baseOfOperations;
    int deploymentDepth = 0;          // from the own edge (BWN 14.6)
    int largeBattleAboveUnits = 0;    // a units limit above this makes a "bigger battle" (BWN 14.6)
    Objectives largeObjectivePercent; // bigger battles: percent of the bigger army's value (BWN 14.6, 12.2)
    AmbushRules ambush;               // BWN 15.1
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("section", s.section, QString());
        io.opt("baseOfOperations", s.baseOfOperations);
        io.req("deploymentDepth", s.deploymentDepth);
        io.req("largeBattleAboveUnits", s.largeBattleAboveUnits);
        io.req("largeObjectivePercent", s.largeObjectivePercent);
        io.req("ambush", s.ambush);
        io.extras(s.extras);
        io.check(s.deploymentDepth >= 0, "deploymentDepth", "must not be negative", "nie może być ujemne");
    }
};

struct DistanceBand {
    friend bool operator==(const DistanceBand &, const DistanceBand &) = default;
    std::optional<int> upTo; // inclusive upper edge; absent = and beyond
    Text label;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.opt("upTo", s.upTo);
        io.req("label", s.label);
    }
};

struct IndividualOrderCost {
    friend bool operator==(const IndividualOrderCost &, const IndividualOrderCost &) = default;
    int first = 0; // increment of the first individual order
    int step = 0;  // added for each further one
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("first", s.first);
        io.req("step", s.step);
    }
};

struct Threshold {
    friend bool operator==(const Threshold &, const Threshold &) = default;
    int range = 0;             // distance up to which `within` applies
    std::optional<int> within; // absent: automatic within range
    int beyond = 0;
    bool usesCommand = false;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("range", s.range);
        io.opt("within", s.within);
        io.req("beyond", s.beyond);
        io.req("usesCommand", s.usesCommand);
    }
};

// The order system (BWN 5.3–5.9, 6.3).
struct OrderRules {
    friend bool operator==(const OrderRules &, const OrderRules &) = default;
    QString section;
    QList<DistanceBand> bands;
    QMap<QString, QList<int>> table;               // order type -> target per band
    QMap<QString, Text> effects;                   // order type and "none" -> what it does (5.4)
    QMap<QString, IndividualOrderCost> individual; // issuer -> increments (5.5)
    int impossibleAt = 13;
    QList<int> automaticTurns; // 5.9
    int commandMin = -2;
    int commandMax = 3;
    Threshold activation;        // 5.7
    Threshold transfer;          // 5.8
    QMap<QString, Text> noOrder; // character -> behaviour (6.3)
    int aggressiveFrom = 1;      // command value that makes a general aggressive (6.3)
    int cautiousUpTo = -1;
    QMap<QString, QString> characterTraits; // trait -> character it forces
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("section", s.section);
        io.req("bands", s.bands);
        io.req("table", s.table);
        io.def("effects", s.effects, QMap<QString, Text>());
        io.req("individual", s.individual);
        io.req("impossibleAt", s.impossibleAt);
        io.req("automaticTurns", s.automaticTurns);
        io.req("commandMin", s.commandMin);
        io.req("commandMax", s.commandMax);
        io.req("activation", s.activation);
        io.req("transfer", s.transfer);
        io.def("noOrder", s.noOrder, QMap<QString, Text>());
        io.req("aggressiveFrom", s.aggressiveFrom);
        io.req("cautiousUpTo", s.cautiousUpTo);
        io.def("characterTraits", s.characterTraits, QMap<QString, QString>());
        io.extras(s.extras);
        io.check(!s.bands.isEmpty(), "bands", "at least one distance band", "co najmniej jeden przedział odległości");
        for (auto it = s.table.cbegin(); it != s.table.cend(); ++it)
            io.check(it->size() == s.bands.size(), "table",
                     QStringLiteral("row \"%1\" needs one value per distance band").arg(it.key()),
                     QStringLiteral("wiersz \u201e%1\u201d potrzebuje jednej wartości na każdy przedział odległości")
                         .arg(it.key()));
    }
};

struct MoraleLevel {
    friend bool operator==(const MoraleLevel &, const MoraleLevel &) = default;
    QString id;
    Text name;
    std::optional<int> modifier; // absent: broken
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.req("name", s.name);
        io.opt("modifier", s.modifier);
    }
};

// Army morale (BWN 11.9–11.10, 14.6).
struct ArmyMoraleRules {
    friend bool operator==(const ArmyMoraleRules &, const ArmyMoraleRules &) = default;
    QList<MoraleLevel> levels; // lowest first
    QString start;
    int valueDivisor = 2; // army morale value = ceil(army value / divisor), at least valueMinimum (14.6)
    int valueMinimum = 12;
    int fallsFromLossPercent = 25;
    std::optional<int> heavyLossPercent; // the loss (percent of bases, rounded down) that is itself a condition (11.10)
    int pointsPerPurchasedLevel = 10;    // at most one bought level per this many points of army value (13.3)
    int conditionsForFirstLevel = 2; // conditions that lower morale one level; each further one a level more (11.10)
    QList<Text> conditions;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("levels", s.levels);
        io.req("start", s.start);
        io.req("valueDivisor", s.valueDivisor);
        io.req("valueMinimum", s.valueMinimum);
        io.req("fallsFromLossPercent", s.fallsFromLossPercent);
        io.opt("heavyLossPercent", s.heavyLossPercent);
        io.req("pointsPerPurchasedLevel", s.pointsPerPurchasedLevel);
        io.always("conditionsForFirstLevel", s.conditionsForFirstLevel, 2);
        io.def("conditions", s.conditions, QList<Text>());
        io.extras(s.extras);
        io.check(s.valueDivisor > 0 && s.pointsPerPurchasedLevel > 0, "", "divisors must be positive",
                 "dzielniki muszą być dodatnie");
        io.check(s.conditionsForFirstLevel >= 1, "conditionsForFirstLevel", "must be at least 1",
                 "musi być co najmniej 1");
    }
};

struct ReferenceRow { // a line of a reference table printed on sheets
    friend bool operator==(const ReferenceRow &, const ReferenceRow &) = default;
    QString id;
    Text text;
    QJsonValue value;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.req("text", s.text);
        io.def("value", s.value, QJsonValue());
    }
};

// A special rule (trait) of units or generals with its section, what it does in words and its numbers (B19 12.x):
// `effect` may name its numbers as {key} and the ruleset's measure as {measure} (traitEffect in bw/traits.h fills
// them in). `kinds` limits the unit kinds that may have it (empty: any); `dismountedTraits` are what a dismounted
// unit gains (B19 12.7); `automaticFor` names an organisation that grants it (B19 12.1: "independent-division").
struct TraitDef {
    friend bool operator==(const TraitDef &, const TraitDef &) = default;
    Text name;
    QString section;
    QString scope; // "unit" or "general"
    QStringList kinds;
    Text effect;
    QMap<QString, double> numbers;
    QStringList dismountedTraits;
    std::optional<QString> automaticFor;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("name", s.name);
        io.req("section", s.section);
        io.req("scope", s.scope);
        io.check(s.scope == QLatin1String("unit") || s.scope == QLatin1String("general"), "scope",
                 "expected \"unit\" or \"general\"", "oczekiwano \u201eunit\u201d albo \u201egeneral\u201d");
        io.def("kinds", s.kinds, QStringList());
        io.def("effect", s.effect, Text());
        io.def("numbers", s.numbers, QMap<QString, double>());
        io.def("dismountedTraits", s.dismountedTraits, QStringList());
        io.opt("automaticFor", s.automaticFor);
        io.extras(s.extras);
    }
    double number(const QString &key, double fallback = 0) const { return numbers.value(key, fallback); }
};

// A special role of a roster corps or division (B19 12.2 army reserve artillery, 12.3 corps artillery): its units
// carry `unitTrait`; a division role `ledByCorpsCommander` has no general of its own unless one is named.
struct OrganisationRole {
    friend bool operator==(const OrganisationRole &, const OrganisationRole &) = default;
    Text name;
    QString section;
    QString unitTrait;
    bool ledByCorpsCommander = false;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("name", s.name);
        io.req("section", s.section);
        io.req("unitTrait", s.unitTrait);
        io.def("ledByCorpsCommander", s.ledByCorpsCommander, false);
    }
};

struct IndependentDivisionRule {
    friend bool operator==(const IndependentDivisionRule &, const IndependentDivisionRule &) = default;
    QString section;
    QString trait; // the general trait its general gets automatically (B19 12.1)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("section", s.section);
        io.req("trait", s.trait);
    }
};

// How an army of corps is organised beyond corps and divisions (B19 12.1–12.3). Optional: BW-N has none.
struct Organisation {
    friend bool operator==(const Organisation &, const Organisation &) = default;
    QString section;
    QMap<QString, OrganisationRole> corpsRoles;
    QMap<QString, OrganisationRole> divisionRoles;
    std::optional<IndependentDivisionRule> independentDivision;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("section", s.section, QString());
        io.def("corpsRoles", s.corpsRoles, QMap<QString, OrganisationRole>());
        io.def("divisionRoles", s.divisionRoles, QMap<QString, OrganisationRole>());
        io.opt("independentDivision", s.independentDivision);
        io.extras(s.extras);
    }
};

// The parameters of the digest's named readings of ambiguous rules: a group or tournament can change them.
struct Readings {
    friend bool operator==(const Readings &, const Readings &) = default;
    bool eliteWithoutVeteran = true;
    bool initiativeUpgradesOnce = true;
    HalfPoints corpsCommanderCost = HalfPoints::fromWhole(1);
    int artilleryPercentAboveUnits = 32;
    int artilleryPercent = 20;
    int artilleryBasesSmallBattle = 3; // custom limits at or below artilleryPercentAboveUnits
    bool mixPeriodsDefault = true;
    int extraTerrainLimitDefault = 1;
    bool singleDivisionCorpsNeedsNoGeneral = true;   // also a vanguard (an army without corps) of one division
    bool corpsCommanderLeadsCorpsLevelBattle = true; // BWN 6.2: with at most one corps, corps commanders may be cinc
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("eliteWithoutVeteran", s.eliteWithoutVeteran);
        io.req("initiativeUpgradesOnce", s.initiativeUpgradesOnce);
        io.req("corpsCommanderCost", s.corpsCommanderCost);
        io.req("artilleryPercentAboveUnits", s.artilleryPercentAboveUnits);
        io.req("artilleryPercent", s.artilleryPercent);
        io.req("artilleryBasesSmallBattle", s.artilleryBasesSmallBattle);
        io.req("mixPeriodsDefault", s.mixPeriodsDefault);
        io.req("extraTerrainLimitDefault", s.extraTerrainLimitDefault);
        io.req("singleDivisionCorpsNeedsNoGeneral", s.singleDivisionCorpsNeedsNoGeneral);
        io.always("corpsCommanderLeadsCorpsLevelBattle", s.corpsCommanderLeadsCorpsLevelBattle, true);
        io.extras(s.extras);
    }
    // A boolean reading by name (for data that refers to a reading); unknown names are false.
    bool flag(const QString &name) const;
};

struct Ruleset {
    friend bool operator==(const Ruleset &, const Ruleset &) = default;
    QString format = QStringLiteral("bw-ruleset");
    int version = 1;
    QString id;
    Text name;
    QString measure;                        // "cm" or "in"
    QString armyBuilding;                   // named strategy, e.g. "wagomiar-rafalowa"
    QStringList checks;                     // validation checks this ruleset applies, by id (see validation.h)
    QMap<QString, CostClass> costClasses;   // BWN 13.2
    QMap<QString, HalfPoints> generalCosts; // role -> cost (BWN 13.2)
    QMap<QString, LimitsPreset> presets;    // BWN 13.2
    QMap<QString, TrainingLevel> training;  // BWN 2.3
    QMap<QString, UpgradeDef> upgrades;     // BWN 13.3
    TerrainRules terrain;                   // BWN 3.5, 14.3, 14.4
    std::optional<BattleRules> battle;      // BWN 14.5, 14.6, 15.1
    OrderRules orders;                      // BWN 5
    ArmyMoraleRules armyMorale;             // BWN 11.9, 14.6
    QList<ReferenceRow> victoryPoints;      // BWN 12.2
    QList<ReferenceRow> victoryMargins;
    QList<ReferenceRow> turnSequence;         // BWN 4.2
    QList<ReferenceRow> baseSizes;            // BWN 1.1
    QMap<QString, Text> specialRules;         // special-rule id (profiles' "rules") -> its name in words
    QMap<QString, Text> roleNames;            // a general's role (catalogues' "roles") -> its name in words
    QMap<QString, TraitDef> traits;           // special rules with sections, effects and numbers (B19 12.x)
    std::optional<Organisation> organisation; // B19 12.1–12.3
    Readings readings;
    Extras extras;

    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("format", s.format);
        io.req("version", s.version);
        io.req("id", s.id);
        io.req("name", s.name);
        io.req("measure", s.measure);
        io.check(s.measure == QLatin1String("cm") || s.measure == QLatin1String("in"), "measure",
                 "expected \"cm\" or \"in\"", "oczekiwano \u201ecm\u201d albo \u201ein\u201d");
        io.req("armyBuilding", s.armyBuilding);
        io.req("checks", s.checks);
        io.req("costClasses", s.costClasses);
        io.req("generalCosts", s.generalCosts);
        io.req("presets", s.presets);
        io.req("training", s.training);
        io.req("upgrades", s.upgrades);
        io.req("terrain", s.terrain);
        io.opt("battle", s.battle);
        io.req("orders", s.orders);
        io.req("armyMorale", s.armyMorale);
        io.req("victoryPoints", s.victoryPoints);
        io.req("victoryMargins", s.victoryMargins);
        io.req("turnSequence", s.turnSequence);
        io.req("baseSizes", s.baseSizes);
        io.def("specialRules", s.specialRules, QMap<QString, Text>());
        io.def("roleNames", s.roleNames, QMap<QString, Text>());
        io.def("traits", s.traits, QMap<QString, TraitDef>());
        io.opt("organisation", s.organisation);
        io.req("readings", s.readings);
        io.extras(s.extras);
    }

    const UpgradeDef *upgrade(const QString &upgradeId) const;
    HalfPoints generalCost(const QString &role) const;
    // A role ("commander-in-chief", "corps", "division") in words: "Naczelny wódz"; the role itself when not named.
    QString roleName(const QString &role, const QString &lang) const;
    const TraitDef *trait(const QString &traitId) const;
    // Whether the ruleset has a points system (BW-N's "wagomiar Rafałowa"); "agreed" (B19): the players agree the
    // size of the battle, and points are neither counted nor shown.
    bool hasPoints() const { return armyBuilding != QLatin1String("agreed"); }
};

std::optional<Ruleset> rulesetFromJson(const QJsonObject &doc, const QString &file, LoadError *error);
QJsonObject rulesetToJson(const Ruleset &ruleset);

} // namespace sztab
