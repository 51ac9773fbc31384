// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The battle frame (BWN 14.5, 14.6, 15.1; DIGEST §2): the numbers both players set up before deployment, computed
// from the ruleset (the "battle" block, the presets and army morale) and both armies' values. Every number comes
// from the ruleset.
//
// Table coordinates: in the ruleset's measure, origin at A's left corner (A = the initiative winner, looking at
// the table from his edge), x along A's edge to his right, y from A's edge towards B's. A rectangle is {x, y,
// width (along the edges), depth (between the edges)}.
#include "bw/ruleset.h"

#include <QJsonObject>

namespace sztab {

struct FrameRect {
    double x = 0;
    double y = 0;
    double width = 0;
    double depth = 0;
    bool contains(double px, double py) const { return px >= x && px <= x + width && py >= y && py <= y + depth; }
    friend bool operator==(const FrameRect &, const FrameRect &) = default;
};

struct BattleFrameInput {
    QString preset;                  // a preset of the ruleset ("32+8"); empty: custom limits below
    std::optional<HalfPoints> units; // custom units limit (without a preset)
    std::optional<TableSize> table;  // overrides the preset's table; required without a preset
    std::optional<int> turns;        // bigger battles: the turns the players agreed (BWN 14.6)
    HalfPoints valueA;               // army value (units + generals, CONTRACT) of A, the initiative winner
    HalfPoints valueB;
    int corpsA = 1; // corps in each army: enough of them make a very large (army) battle
    int corpsB = 1;
};

struct AmbushLimits {
    QString section;
    int reach = 0;   // at most this far from the own edge
    FrameRect zoneA; // where A may hide units
    FrameRect zoneB;
    bool onMainObjective = false;
    int unitsPerPlace = 1;
    QString order; // the order a hidden unit starts with
    friend bool operator==(const AmbushLimits &, const AmbushLimits &) = default;
};

struct BattleFrame {
    QString measure;
    TableSize table;
    // BWN 14.5: middle of the own edge, touching it. A ruleset without bases (B19) leaves them empty, of no size at
    // the middle of each edge, and hasBasesOfOperations false.
    bool hasBasesOfOperations = false;
    FrameRect baseOfOperationsA;
    FrameRect baseOfOperationsB;
    FrameRect deploymentA; // BWN 14.6
    FrameRect deploymentB;
    bool largeBattle = false; // units limit above the ruleset's largeBattleAboveUnits
    bool armyBattle = false;  // a very large (army) battle: an army of battle.armyBattleFromCorps corps (BWN 12.2)
    int mainObjective = 0;    // victory points (BWN 14.6, 12.2)
    QList<int> secondaryObjectives;
    std::optional<int> turns; // nullopt: a bigger battle whose turns the players have not set yet
    int moraleA = 0;          // army morale value (BWN 14.6)
    int moraleB = 0;
    AmbushLimits ambush; // BWN 15.1
    friend bool operator==(const BattleFrame &, const BattleFrame &) = default;
};

// "120x120" -> {120, 120}; nullopt for anything else.
std::optional<TableSize> parseTableSize(const QString &text);
QString tableSizeName(const TableSize &table);

// nullopt (with *error) when the ruleset has no "battle" block, the preset is unknown, or a custom battle lacks
// its units limit or table.
std::optional<BattleFrame> battleFrame(const Ruleset &ruleset, const BattleFrameInput &input, QString *error = nullptr);

QJsonObject battleFrameToJson(const BattleFrame &frame);

} // namespace sztab
