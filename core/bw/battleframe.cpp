// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/battleframe.h"

#include "bw/validation.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

// Readings taken where BWN 14.5–14.6 are silent:
//  - A "bigger battle" is one whose units limit is above battle.largeBattleAboveUnits (32: the vanguard's 32+8):
//    its objectives are percentages of the bigger army's value even when a preset names fixed values; a smaller one
//    uses the preset's objectives (10/5/5 at 32+8), or, without a preset, the smallest preset's.
//  - Percentages of an army value are rounded down to whole points, like every "half the value" of BWN 12.2.
//  - A very large (army) battle (BWN 12.2: "W bardzo dużych bitwach (armia)") is one where an army has at least
//    battle.armyBattleFromCorps corps (2: an army, not a single corps). Its objectives together are worth half the
//    bigger army's value rounded up; that total is shared in the proportions of largeObjectivePercent, each
//    secondary rounded down and the rest going to the main objective, so the three add up to the total exactly.
//  - Bigger battles: the players set the turns (14.6); without --turns the frame leaves them open.
//  - B's base of operations and zones mirror A's across the table (same x: the middle of the edge).

namespace sztab {

std::optional<TableSize> parseTableSize(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^([1-9][0-9]{0,5})x([1-9][0-9]{0,5})$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return TableSize{m.captured(1).toInt(), m.captured(2).toInt()};
}

QString tableSizeName(const TableSize &table) { return QStringLiteral("%1x%2").arg(table.width).arg(table.depth); }

std::optional<BattleFrame> battleFrame(const Ruleset &ruleset, const BattleFrameInput &in, QString *error)
{
    auto fail = [&](const QString &m) -> std::optional<BattleFrame> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    if (!ruleset.battle)
        return fail(QStringLiteral("ruleset \"%1\" has no \"battle\" block (BWN 14.5–14.6)").arg(ruleset.id));
    const BattleRules &rules = *ruleset.battle;

    const LimitsPreset *preset = nullptr;
    if (!in.preset.isEmpty()) {
        const auto it = ruleset.presets.constFind(in.preset);
        if (it == ruleset.presets.cend())
            return fail(QStringLiteral("unknown preset \"%1\" (known: %2)")
                            .arg(in.preset, ruleset.presets.keys().join(QStringLiteral(", "))));
        preset = &*it;
    }
    const std::optional<HalfPoints> units = preset ? std::optional<HalfPoints>(preset->units) : in.units;
    if (!units)
        return fail(QStringLiteral("a battle without a preset needs its units limit"));
    const std::optional<TableSize> table = in.table ? in.table
        : preset                                    ? std::optional<TableSize>(preset->table)
                                                    : std::nullopt;
    if (!table || table->width <= 0 || table->depth <= 0)
        return fail(QStringLiteral("a battle without a preset needs its table size"));

    BattleFrame f;
    f.measure = ruleset.measure;
    f.table = *table;
    const double w = table->width, d = table->depth;

    // BWN 14.5: middle of the own edge, touching it.
    f.hasBasesOfOperations = rules.baseOfOperations.has_value();
    const double bw = f.hasBasesOfOperations ? rules.baseOfOperations->width : 0;
    const double bd = f.hasBasesOfOperations ? rules.baseOfOperations->depth : 0;
    f.baseOfOperationsA = {(w - bw) / 2, 0, bw, bd};
    f.baseOfOperationsB = {(w - bw) / 2, d - bd, bw, bd};

    // BWN 14.6: deployment zones from the own edge.
    const double zone = std::min<double>(rules.deploymentDepth, d / 2);
    f.deploymentA = {0, 0, w, zone};
    f.deploymentB = {0, d - zone, w, zone};

    // BWN 14.6, 12.2: objectives.
    // The "battle" block's armyBattleFromCorps (data/schema/ruleset.schema.json), kept in its extras: 0 = never.
    const int armyCorps = rules.extras.value(QStringLiteral("armyBattleFromCorps")).toInt();
    f.armyBattle = armyCorps > 0 && std::max(in.corpsA, in.corpsB) >= armyCorps;
    f.largeBattle = f.armyBattle || *units > HalfPoints::fromWhole(rules.largeBattleAboveUnits);
    if (f.armyBattle) {
        const HalfPoints bigger = std::max(in.valueA, in.valueB);
        const qint64 total = (bigger.halves + 3) / 4; // half the value in whole points, rounded up
        int shares = rules.largeObjectivePercent.main;
        for (int pct : rules.largeObjectivePercent.secondary)
            shares += pct;
        qint64 rest = total;
        for (int pct : rules.largeObjectivePercent.secondary) {
            const int v = shares > 0 ? int(total * pct / shares) : 0;
            f.secondaryObjectives << v;
            rest -= v;
        }
        f.mainObjective = int(rest);
        f.turns = in.turns;
    } else if (f.largeBattle) {
        const HalfPoints bigger = std::max(in.valueA, in.valueB);
        auto percent = [&](int pct) { return int(bigger.halves * pct / 200); }; // whole points, rounded down
        f.mainObjective = percent(rules.largeObjectivePercent.main);
        for (int pct : rules.largeObjectivePercent.secondary)
            f.secondaryObjectives << percent(pct);
        f.turns = in.turns;
    } else {
        const LimitsPreset *small = preset;
        if (!small) { // reading: the smallest preset's objectives and turns
            for (const LimitsPreset &p : ruleset.presets)
                if (!small || p.units < small->units)
                    small = &p;
        }
        if (!small)
            return fail(
                QStringLiteral("ruleset \"%1\" has no preset for the objectives of a small battle").arg(ruleset.id));
        f.mainObjective = small->objectives.main;
        f.secondaryObjectives = small->objectives.secondary;
        f.turns = in.turns ? in.turns : std::optional<int>(small->turns);
    }

    // BWN 14.6: army morale value.
    f.moraleA = armyMoraleValue(ruleset, in.valueA);
    f.moraleB = armyMoraleValue(ruleset, in.valueB);

    // BWN 15.1: ambush places.
    const double reach = std::min<double>(rules.ambush.reach, d);
    f.ambush.section = rules.ambush.section;
    f.ambush.reach = rules.ambush.reach;
    f.ambush.zoneA = {0, 0, w, reach};
    f.ambush.zoneB = {0, d - reach, w, reach};
    f.ambush.onMainObjective = rules.ambush.onMainObjective;
    f.ambush.unitsPerPlace = rules.ambush.unitsPerPlace;
    f.ambush.order = rules.ambush.order;
    return f;
}

static QJsonObject rectJson(const FrameRect &r)
{
    return {{QStringLiteral("x"), r.x},
            {QStringLiteral("y"), r.y},
            {QStringLiteral("width"), r.width},
            {QStringLiteral("depth"), r.depth}};
}

QJsonObject battleFrameToJson(const BattleFrame &f)
{
    QJsonArray secondary;
    for (int v : f.secondaryObjectives)
        secondary.append(v);
    QJsonObject o{
        {QStringLiteral("measure"), f.measure},
        {QStringLiteral("table"),
         QJsonObject{{QStringLiteral("width"), f.table.width}, {QStringLiteral("depth"), f.table.depth}}},
        {QStringLiteral("deploymentZones"),
         QJsonObject{{QStringLiteral("A"), rectJson(f.deploymentA)}, {QStringLiteral("B"), rectJson(f.deploymentB)}}},
        {QStringLiteral("largeBattle"), f.largeBattle},
        {QStringLiteral("armyBattle"), f.armyBattle},
        {QStringLiteral("objectives"),
         QJsonObject{{QStringLiteral("main"), f.mainObjective}, {QStringLiteral("secondary"), secondary}}},
        {QStringLiteral("turns"), f.turns ? QJsonValue(*f.turns) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("armyMorale"), QJsonObject{{QStringLiteral("A"), f.moraleA}, {QStringLiteral("B"), f.moraleB}}},
        {QStringLiteral("ambush"),
         QJsonObject{{QStringLiteral("section"), f.ambush.section},
                     {QStringLiteral("reach"), f.ambush.reach},
                     {QStringLiteral("zones"),
                      QJsonObject{{QStringLiteral("A"), rectJson(f.ambush.zoneA)},
                                  {QStringLiteral("B"), rectJson(f.ambush.zoneB)}}},
                     {QStringLiteral("onMainObjective"), f.ambush.onMainObjective},
                     {QStringLiteral("unitsPerPlace"), f.ambush.unitsPerPlace},
                     {QStringLiteral("order"), f.ambush.order}}}};
    if (f.hasBasesOfOperations) // a ruleset without them (B19) has no such key
        o.insert(QStringLiteral("basesOfOperations"),
                 QJsonObject{{QStringLiteral("A"), rectJson(f.baseOfOperationsA)},
                             {QStringLiteral("B"), rectJson(f.baseOfOperationsB)}});
    return o;
}

} // namespace sztab
