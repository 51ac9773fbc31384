// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/planpregame.h"

// Readings where BWN 14.2 is silent (docs/planner.md repeats them):
//  - A commander-in-chief not drawn yet counts 0 (the roll can be made before the draw is finished).
//  - The initial-initiative bonus counts on the first round only; tie rerolls keep it (core/initiative.h).
//  - The edge the winner picks is recorded by the names players give their table's edges; the plan's coordinates
//    (A's edge at y = 0) do not change with it: the table is empty when he chooses.

namespace sztab::plan {

ArmyRef armyFromRoster(const BoundRoster &roster, HalfPoints value, const QString &file)
{
    ArmyRef a;
    a.roster = file;
    a.name = roster.roster->name.get(QStringLiteral("en"));
    a.value = value;
    a.unitsLimit = roster.limits.units;
    if (roster.roster->corps)
        a.corps = std::clamp(int(roster.roster->corps->size()), 1, 1000);
    if (roster.commanderInChief)
        a.command = roster.commanderInChief->command;
    for (const RosterUpgrade &u : roster.roster->upgrades)
        if (const UpgradeDef *def = roster.ruleset->upgrade(u.id); def && def->initiativeBonus)
            a.initiativeBonus += *def->initiativeBonus;
    const PlayerTerrain t = playerTerrainFromUpgrades(*roster.ruleset, roster.roster->upgrades);
    a.bought = t.bought.mid(0, kMaxPlanPieces);
    for (auto it = t.fortifications.cbegin(); it != t.fortifications.cend(); ++it)
        a.fortifications.insert(it.key(), std::min(it.value(), int(kMaxPlanPieces)));
    return a;
}

PlacementInput placementInput(const BattlePlan &plan)
{
    PlacementInput in;
    for (Player p : {Player::A, Player::B}) {
        const ArmyRef &army = p == Player::A ? plan.armies.a : plan.armies.b;
        PlayerTerrain &t = p == Player::A ? in.a : in.b;
        t.bought = army.bought;
        for (const QString &type : army.special)
            t.special << SpecialTerrain{type, Text()};
        t.fortifications = army.fortifications;
    }
    return in;
}

QStringList tableEdges(const TableSize &table)
{
    QStringList edges{QStringLiteral("south"), QStringLiteral("north")};
    if (table.width == table.depth)
        edges << QStringLiteral("east") << QStringLiteral("west");
    return edges;
}

QString oppositeEdge(const QString &edge)
{
    static const QMap<QString, QString> opposite{{QStringLiteral("south"), QStringLiteral("north")},
                                                 {QStringLiteral("north"), QStringLiteral("south")},
                                                 {QStringLiteral("east"), QStringLiteral("west")},
                                                 {QStringLiteral("west"), QStringLiteral("east")}};
    return opposite.value(edge);
}

Text edgeName(const QString &edge)
{
    static const QMap<QString, std::pair<const char *, const char *>> names{
        {QStringLiteral("south"), {"południowa", "south"}},
        {QStringLiteral("north"), {"północna", "north"}},
        {QStringLiteral("east"), {"wschodnia", "east"}},
        {QStringLiteral("west"), {"zachodnia", "west"}}};
    const auto it = names.constFind(edge);
    return it == names.cend() ? Text() : Text::translated(QString::fromUtf8(it->first), QString::fromUtf8(it->second));
}

std::optional<InitiativeOutcome> rollPlanInitiative(const Ruleset &ruleset, const ArmyRef &first, const ArmyRef &second,
                                                    DiceSource &dice, QString *error)
{
    QString why;
    const auto r = rollInitiative(pregameRules(ruleset), first.command.value_or(0), second.command.value_or(0),
                                  first.initiativeBonus, second.initiativeBonus, dice, &why);
    if (!r) {
        if (error)
            *error = QStringLiteral("initiative (BWN 14.2): %1").arg(why);
        return std::nullopt;
    }
    return InitiativeOutcome{r->winner == QLatin1Char('A'), *r};
}

void applyInitiative(BattlePlan &plan, const ArmyRef &first, const ArmyRef &second, const InitiativeOutcome &o,
                     const QString &side, bool entered)
{
    plan.armies.a = o.firstWon ? first : second;
    plan.armies.b = o.firstWon ? second : first;
    InitiativeResult rec;
    for (const InitiativeRound &r : o.roll.rounds) {
        rec.rolls << (o.firstWon ? QList<int>{r.totalA, r.totalB} : QList<int>{r.totalB, r.totalA});
        rec.dice << (o.firstWon ? QList<int>{r.a, r.b} : QList<int>{r.b, r.a});
    }
    rec.entered = entered;
    rec.side = side;
    plan.initiative = rec;
}

} // namespace sztab::plan
