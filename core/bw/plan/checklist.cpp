// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/checklist.h"

#include "bw/plan/planpregame.h"

#include <algorithm>

// Readings (docs/planner.md repeats them):
//  - The next step follows the placement sequence of core/terrain.h where the players kept to it; where they
//    placed the mandatory pieces in another order, the next mandatory piece is the first type (in the table's
//    column order) still under its minimum.
//  - A phase is over once a later one has begun and nothing mandatory is left in it: the free pieces, bought,
//    special and fortification pieces and the roads over the minimum may be given up.
//  - Bought, special and fortification pieces alternate from A; a player with none left passes to the other.

namespace sztab::plan {

namespace {

Text typeName(const Ruleset &ruleset, const QString &type)
{
    const Text n = ruleset.terrain.types.value(type).name;
    if (!n.isEmpty())
        return n;
    if (const UpgradeDef *u = ruleset.upgrade(type); u && !u->name.isEmpty())
        return u->name;
    if (type == QLatin1String("bridge"))
        return Text::translated(QStringLiteral("most lub bród"), QStringLiteral("bridge or ford"));
    return Text(type);
}

bool isRoadPiece(const PlanContext &c, const TerrainPiece &p)
{
    return p.kind == PieceKind::Road
        || (c.allowance && !c.allowance->roadType.isEmpty() && p.type == c.allowance->roadType);
}

// The phases of BWN 14.4 in their order.
constexpr PieceKind kPhases[] = {PieceKind::Piece,         PieceKind::Bought, PieceKind::Special,
                                 PieceKind::Fortification, PieceKind::Road,   PieceKind::Bridge};
int phaseOf(PieceKind k) { return int(std::find(std::begin(kPhases), std::end(kPhases), k) - std::begin(kPhases)); }

} // namespace

AllowanceChecklist allowanceChecklist(const PlanContext &c, const BattlePlan &plan)
{
    AllowanceChecklist out;
    if (!c.allowance || !c.ruleset)
        return out;
    const Ruleset &rs = *c.ruleset;
    const BattlefieldAllowance &al = *c.allowance;
    const TerrainPlacement *pl = rs.terrain.placement ? &*rs.terrain.placement : nullptr;
    const QStringList firstTypes = pl ? pl->firstPieceTypes : QStringList();
    const PlacementInput input = placementInput(plan);
    const QList<PlacementStep> sequence = placementSequence(rs, al, input);

    // What is on the table, in placement order.
    QList<const TerrainPiece *> byOrder;
    for (const TerrainPiece &p : plan.terrain)
        byOrder << &p;
    std::stable_sort(byOrder.begin(), byOrder.end(),
                     [](const TerrainPiece *x, const TerrainPiece *y) { return x->order < y->order; });
    QMap<QString, int> count; // table pieces by type
    int roads = 0;
    int latestPhase = -1;
    int pieceNo[2] = {0, 0};
    bool onlyWater[2] = {true, true};
    int riversOf[2] = {0, 0};
    QMap<int, QMap<QString, int>> own[2];       // player -> kind -> type -> placed
    QMap<int, std::optional<Player>> lastOwner; // kind -> who placed the last one
    int placedTotal = 0;
    for (const TerrainPiece *p : byOrder) {
        const PieceKind kind = isRoadPiece(c, *p) ? PieceKind::Road : p->kind;
        const int me = int(p->owner);
        latestPhase = std::max(latestPhase, phaseOf(kind));
        ++placedTotal;
        switch (kind) {
        case PieceKind::Piece:
            ++count[p->type];
            ++out.pieces;
            ++pieceNo[me];
            if (!firstTypes.contains(p->type))
                onlyWater[me] = false;
            if (pl && pl->freeCrossingTypes.contains(p->type))
                ++riversOf[me];
            break;
        case PieceKind::Road: ++roads; break;
        default:
            ++own[me][int(kind)][kind == PieceKind::Bridge ? QStringLiteral("bridge") : p->type];
            lastOwner[int(kind)] = p->owner;
            break;
        }
    }
    out.pieceLimit = int(std::count_if(sequence.cbegin(), sequence.cend(),
                                       [](const PlacementStep &s) { return s.kind == PieceKind::Piece; }));

    // The rows.
    for (const QString &t : al.typeOrder) {
        if (t == al.roadType)
            continue;
        out.rows << ChecklistRow{std::nullopt,    PieceKind::Piece, t,    typeName(rs, t), count.value(t),
                                 al.limit(t).min, al.limit(t).max,  false};
    }
    if (!al.roadType.isEmpty())
        out.rows << ChecklistRow{std::nullopt,
                                 PieceKind::Road,
                                 al.roadType,
                                 typeName(rs, al.roadType),
                                 roads,
                                 al.limit(al.roadType).min,
                                 al.limit(al.roadType).max,
                                 false};
    // What each player has of his own: bought, special, fortifications, and the free crossing of each opponent's river.
    auto owed = [&](Player p, PieceKind k) {
        const PlayerTerrain &t = input.of(p);
        QList<std::pair<QString, int>> list;
        auto add = [&](const QString &type, int n) {
            for (auto &e : list)
                if (e.first == type) {
                    e.second += n;
                    return;
                }
            list.append({type, n});
        };
        if (k == PieceKind::Bought)
            for (const QString &type : t.bought)
                add(type, 1);
        if (k == PieceKind::Special)
            for (const SpecialTerrain &s : t.special)
                add(s.type, 1);
        if (k == PieceKind::Fortification) {
            QStringList order = pl ? pl->fortificationUpgrades : QStringList();
            for (const QString &id : t.fortifications.keys())
                if (!order.contains(id))
                    order << id;
            for (const QString &id : order)
                if (t.fortifications.value(id) > 0)
                    add(id, t.fortifications.value(id));
        }
        if (k == PieceKind::Bridge && pl)
            add(QStringLiteral("bridge"), riversOf[int(otherPlayer(p))] * pl->freeCrossingsPerPiece);
        for (auto it = own[int(p)][int(k)].cbegin(); it != own[int(p)][int(k)].cend(); ++it)
            add(it.key(), 0); // placed without being owed: shown against a maximum of 0
        return list;
    };
    int remaining[6][2] = {};
    for (PieceKind k : {PieceKind::Bought, PieceKind::Special, PieceKind::Fortification, PieceKind::Bridge})
        for (Player p : {Player::A, Player::B})
            for (const auto &[type, n] : owed(p, k)) {
                const int placed = own[int(p)][int(k)].value(type);
                if (n == 0 && placed == 0)
                    continue;
                out.rows << ChecklistRow{p, k, type, typeName(rs, type), placed, 0, n, false};
                remaining[int(k)][int(p)] += std::max(0, n - placed);
            }

    // The next step.
    auto unmet = [&](const QString &t) { return count.value(t) < al.limit(t).min; };
    auto mark = [&](std::optional<Player> p, PieceKind k, const QString &type) {
        for (ChecklistRow &r : out.rows)
            if (r.kind == k && r.player == p && (type.isEmpty() ? r.placed < r.max : r.type == type))
                r.next = true;
    };
    auto stepFor = [&](Player p, PieceKind k, const QString &type) -> std::optional<PlacementStep> {
        for (const PlacementStep &s : sequence)
            if (s.player == p && s.kind == k && s.type == type)
                return s;
        return std::nullopt;
    };
    const int step = placedTotal + 1;
    for (const PieceKind k : kPhases) {
        const bool later = latestPhase > phaseOf(k);
        if (k == PieceKind::Piece) {
            QStringList unmetTypes;
            for (const QString &t : al.typeOrder)
                if (t != al.roadType && unmet(t))
                    unmetTypes << t;
            const bool more = out.pieces < out.pieceLimit && !later;
            if (unmetTypes.isEmpty() && !more)
                continue;
            const Player p = out.pieces % 2 == 0 ? Player::A : Player::B;
            const bool mayWater = onlyWater[int(p)] && pieceNo[int(p)] < firstTypes.size();
            // The sequence's own step when the players kept to it.
            qsizetype seen = 0;
            for (const PlacementStep &s : sequence) {
                if (s.kind != PieceKind::Piece || seen++ != out.pieces)
                    continue;
                const bool water = firstTypes.contains(s.type);
                if (!s.type.isEmpty()
                    && (water ? mayWater && count.value(s.type) < al.limit(s.type).max : unmet(s.type))) {
                    out.next = s;
                    out.next->step = step;
                    mark(std::nullopt, PieceKind::Piece, s.type);
                }
            }
            if (out.next)
                break;
            const auto nextUnmet = std::find_if(unmetTypes.cbegin(), unmetTypes.cend(),
                                                [&](const QString &t) { return !firstTypes.contains(t) || mayWater; });
            if (nextUnmet != unmetTypes.cend()) {
                const TerrainAllowance lim = al.limit(*nextUnmet);
                const Text name = typeName(rs, *nextUnmet);
                out.next = PlacementStep{step,
                                         p,
                                         PieceKind::Piece,
                                         *nextUnmet,
                                         true,
                                         Text::translated(QStringLiteral("%1 — obowiązkowy (%2 z co najmniej %3)")
                                                              .arg(name.get(QStringLiteral("pl")))
                                                              .arg(count.value(*nextUnmet) + 1)
                                                              .arg(lim.min),
                                                          QStringLiteral("%1 — mandatory (%2 of at least %3)")
                                                              .arg(name.get(QStringLiteral("en")))
                                                              .arg(count.value(*nextUnmet) + 1)
                                                              .arg(lim.min))};
                mark(std::nullopt, PieceKind::Piece, *nextUnmet);
                break;
            }
            if (!more)
                continue;
            out.next =
                PlacementStep{step,
                              p,
                              PieceKind::Piece,
                              QString(),
                              false,
                              Text::translated(QStringLiteral("dowolny element terenu w granicach maksimów (%1 z %2)")
                                                   .arg(out.pieces + 1)
                                                   .arg(out.pieceLimit),
                                               QStringLiteral("any terrain piece within the maxima (%1 of %2)")
                                                   .arg(out.pieces + 1)
                                                   .arg(out.pieceLimit))};
            for (ChecklistRow &r : out.rows)
                if (!r.player && r.kind == PieceKind::Piece && r.placed < r.max
                    && (!firstTypes.contains(r.type) || mayWater))
                    r.next = true;
            break;
        }
        if (k == PieceKind::Road) {
            const TerrainAllowance lim = al.limit(al.roadType);
            if (al.roadType.isEmpty() || roads >= lim.max || (later && roads >= lim.min))
                continue;
            const Player p =
                roads % 2 == 0 ? Player::B : Player::A; // BWN 14.4: from the player who lost the initiative
            qsizetype seen = 0;
            for (const PlacementStep &s : sequence)
                if (s.kind == PieceKind::Road && seen++ == roads)
                    out.next = s;
            if (!out.next)
                out.next =
                    PlacementStep{step, p, PieceKind::Road, al.roadType, roads < lim.min, typeName(rs, al.roadType)};
            out.next->step = step;
            out.next->player = p;
            mark(std::nullopt, PieceKind::Road, al.roadType);
            break;
        }
        // A player's own pieces: alternately from A; one with none left passes.
        const int ra = remaining[int(k)][int(Player::A)], rb = remaining[int(k)][int(Player::B)];
        if (ra + rb == 0 || (later && k != PieceKind::Bridge))
            continue;
        const std::optional<Player> last = lastOwner.value(int(k));
        Player p = last ? otherPlayer(*last) : Player::A;
        if (remaining[int(k)][int(p)] == 0)
            p = otherPlayer(p);
        QString type;
        for (const auto &[t, n] : owed(p, k))
            if (own[int(p)][int(k)].value(t) < n) {
                type = t;
                break;
            }
        const std::optional<PlacementStep> s = stepFor(p, k, k == PieceKind::Bridge ? QString() : type);
        out.next = s ? *s : PlacementStep{step, p, k, type, false, typeName(rs, type)};
        out.next->step = step;
        out.next->type = type;
        mark(p, k, type);
        break;
    }
    return out;
}

} // namespace sztab::plan
