// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/terrain.h"

#include "bw/roster.h"

#include <QJsonObject>

#include <algorithm>

// Readings taken where BWN 14.4 and DIGEST §2 are silent (each is repeated where it applies):
//  - Which mandatory type a step asks for: the program assigns the minimums in the table's column order
//    (placement.typeOrder), alternating from A; players who prefer another order may swap mandatory pieces.
//  - A mandatory stream (wooded land, mountains) is A's first piece: the initiative player places first and a stream
//    may only be a player's first piece. A second mandatory water piece goes to the player with fewer of them.
//  - A stream or river a player asks for (PlacementInput::water) is his first (and second) piece, ahead of the
//    mandatory pieces; it counts against the table's pieces and maxima.
//  - The table's piece count is a maximum ("may have 18"): when the maxima of the battlefield allow fewer pieces
//    (e.g. 24 on a 240x120 table), the sequence stops at what they allow and a note says so; the note counts the
//    stream and river the maxima allow as first pieces (at most two of each: one per player) even when no player
//    has asked for them yet. Free pieces never include a stream or river (those are first pieces only).
//  - Bought, special-ability and fortification phases each start again with A (14.4 starts the placement with the
//    initiative player; only the roads name another starter); when one player has no more, the other places the
//    rest one after the other.
//  - Roads: the sequence lists every road up to the maximum; the first `min` are mandatory, the rest optional.
//  - The free bridge or ford comes after the roads (it uses no piece and roads may add crossings); the check
//    accepts it at any time after the river.
//  - Minimums are met by table pieces only: bought and special pieces count neither against the maxima nor
//    towards the minimums.

namespace sztab {

namespace {

const TerrainPlacement *placementOf(const Ruleset &ruleset)
{
    return ruleset.terrain.placement ? &*ruleset.terrain.placement : nullptr;
}

Text typeName(const Ruleset &ruleset, const QString &type)
{
    const auto it = ruleset.terrain.types.constFind(type);
    if (it == ruleset.terrain.types.cend() || it->name.isEmpty())
        return Text(type);
    return it->name;
}

Text number(int n) { return Text(QString::number(n)); }

QStringList languagesOf(const Text &t)
{
    const QJsonValue v = t.toJson();
    return v.isObject() ? v.toObject().keys() : QStringList();
}

// A template with {placeholders} filled in each of its languages (a plain template stays plain when every argument
// is plain too).
Text fill(const Text &tmpl, const QList<std::pair<QString, Text>> &args)
{
    QStringList langs = languagesOf(tmpl);
    for (const auto &[key, value] : args)
        for (const QString &l : languagesOf(value))
            if (!langs.contains(l))
                langs << l;
    auto render = [&](const QString &lang) {
        QString s = tmpl.get(lang);
        for (const auto &[key, value] : args)
            s.replace(QLatin1Char('{') + key + QLatin1Char('}'), value.get(lang));
        return s;
    };
    if (langs.isEmpty())
        return Text(render(QStringLiteral("en")));
    QJsonObject o;
    for (const QString &l : langs)
        o.insert(l, render(l));
    Text out;
    out.assign(o);
    return out;
}

Text concat(const Text &a, const Text &b)
{
    if (b.isEmpty())
        return a;
    if (a.isEmpty())
        return b;
    return fill(Text(QStringLiteral("{a}{b}")), {{QStringLiteral("a"), a}, {QStringLiteral("b"), b}});
}

// The ruleset's step text, or a bare fallback (the type or the thing's name) when the ruleset has none.
Text stepText(const TerrainPlacement *pl, const char *id, const QList<std::pair<QString, Text>> &args,
              const QString &fallbackKey)
{
    Text tmpl;
    if (pl)
        tmpl = pl->texts.value(QLatin1String(id));
    if (tmpl.isEmpty()) {
        if (fallbackKey.isEmpty())
            return Text();
        tmpl = Text(QLatin1Char('{') + fallbackKey + QLatin1Char('}'));
    }
    return fill(tmpl, args);
}

// Alternately from `first`; once one list runs out the other places the rest in a row.
template <class T> QList<std::pair<Player, T>> alternate(const QList<T> &a, const QList<T> &b, Player first)
{
    QList<std::pair<Player, T>> out;
    qsizetype ia = 0, ib = 0;
    Player next = first;
    while (ia < a.size() || ib < b.size()) {
        if (next == Player::A && ia < a.size())
            out.append({Player::A, a[ia++]});
        else if (next == Player::B && ib < b.size())
            out.append({Player::B, b[ib++]});
        else if (ia < a.size())
            out.append({Player::A, a[ia++]});
        else
            out.append({Player::B, b[ib++]});
        next = otherPlayer(out.last().first);
    }
    return out;
}

TerrainIssue issue(const char *code, const QString &type, const char *section, int index, const QString &pl,
                   const QString &en)
{
    return TerrainIssue{QLatin1String(code), type, QLatin1String(section), index, Text::translated(pl, en)};
}

} // namespace

// ---- BWN 14.3 ----

const BattlefieldType *battlefieldFromRoll(const Ruleset &ruleset, int roll)
{
    for (const BattlefieldType &b : ruleset.terrain.battlefields)
        if (b.roll == roll)
            return &b;
    return nullptr;
}

int battlefieldDie(const Ruleset &ruleset)
{
    int die = 0;
    for (const BattlefieldType &b : ruleset.terrain.battlefields)
        die = std::max(die, b.roll);
    return die;
}

std::optional<BattlefieldRoll> rollBattlefield(const Ruleset &ruleset, DiceSource &dice, QString *error)
{
    auto fail = [&](const QString &m) -> std::optional<BattlefieldRoll> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    const int die = battlefieldDie(ruleset);
    if (die < 1)
        return fail(QStringLiteral("ruleset \"%1\" has no battlefield table").arg(ruleset.id));
    const auto roll = dice.roll(die);
    if (!roll)
        return fail(QStringLiteral("battlefield roll (d%1): %2").arg(die).arg(dice.error()));
    const BattlefieldType *b = battlefieldFromRoll(ruleset, *roll);
    if (!b)
        return fail(QStringLiteral("battlefield roll %1: the table of ruleset \"%2\" has no such row")
                        .arg(*roll)
                        .arg(ruleset.id));
    return BattlefieldRoll{*roll, b};
}

// ---- BWN 14.3–14.4 ----

QStringList tableSizes(const Ruleset &ruleset)
{
    QStringList sizes = ruleset.terrain.piecesPerTable.keys();
    std::stable_sort(sizes.begin(), sizes.end(), [&](const QString &x, const QString &y) {
        return ruleset.terrain.piecesPerTable.value(x) < ruleset.terrain.piecesPerTable.value(y);
    });
    return sizes;
}

std::optional<BattlefieldAllowance> allowance(const Ruleset &ruleset, const BattlefieldType &battlefield,
                                              const QString &tableSize, QString *error)
{
    const auto it = ruleset.terrain.piecesPerTable.constFind(tableSize);
    if (it == ruleset.terrain.piecesPerTable.cend()) {
        if (error)
            *error = QStringLiteral("unknown table size \"%1\" (known: %2)")
                         .arg(tableSize, tableSizes(ruleset).join(QStringLiteral(", ")));
        return std::nullopt;
    }
    BattlefieldAllowance a;
    a.battlefield = &battlefield;
    a.table = tableSize;
    a.pieces = *it;
    const TerrainPlacement *pl = placementOf(ruleset);
    if (pl) {
        a.typeOrder = pl->typeOrder;
        a.roadType = pl->roadType;
    }
    // Types the order does not name still count: the ruleset's types, then any type the row names.
    for (const QString &t : ruleset.terrain.types.keys())
        if (!a.typeOrder.contains(t))
            a.typeOrder << t;
    for (const QString &t : battlefield.terrain.keys())
        if (!a.typeOrder.contains(t))
            a.typeOrder << t;
    for (const QString &t : a.typeOrder)
        a.types.insert(t, battlefield.terrain.value(t));
    return a;
}

// ---- BWN 14.4 ----

PlayerTerrain playerTerrainFromUpgrades(const Ruleset &ruleset, const QList<RosterUpgrade> &upgrades)
{
    PlayerTerrain p;
    const TerrainPlacement *pl = placementOf(ruleset);
    for (const RosterUpgrade &u : upgrades) {
        const UpgradeDef *def = ruleset.upgrade(u.id);
        if (def && def->pricing == Pricing::ByTerrain && u.terrain)
            p.bought << *u.terrain;
        else if (pl && pl->fortificationUpgrades.contains(u.id))
            // Each fortification is a placement step: a file may ask for millions (fuzzing), no table holds more
            // pieces than kMaxTerrainPieces, and validation already reports what they cost.
            p.fortifications[u.id] =
                int(std::min<qint64>(qint64(p.fortifications.value(u.id)) + u.count.value_or(1), kMaxTerrainPieces));
    }
    return p;
}

QList<PlacementStep> placementSequence(const Ruleset &ruleset, const BattlefieldAllowance &al,
                                       const PlacementInput &input)
{
    const TerrainPlacement *pl = placementOf(ruleset);
    const QStringList firstTypes = pl ? pl->firstPieceTypes : QStringList();
    const qsizetype firstSlots = firstTypes.size(); // stream and river: a player's first and second piece
    const QString road = al.roadType;
    QStringList tableTypes = al.typeOrder;
    tableTypes.removeAll(road);

    // 1. Streams and rivers: only as a player's first pieces. First what the players ask for (A, then B), then
    //    the mandatory ones nobody asked for (reading: A's first piece, else the player with fewer).
    QMap<QString, int> placed;
    QStringList water[2];
    for (Player p : {Player::A, Player::B}) {
        QStringList &mine = water[int(p)];
        for (const QString &t : input.of(p).water)
            if (firstTypes.contains(t) && !mine.contains(t) && mine.size() < firstSlots
                && placed.value(t) < al.limit(t).max) {
                mine << t;
                ++placed[t];
            }
    }
    for (const QString &t : tableTypes) {
        if (!firstTypes.contains(t))
            continue;
        while (placed.value(t) < al.limit(t).min) {
            Player p = water[int(Player::A)].size() <= water[int(Player::B)].size() ? Player::A : Player::B;
            if (water[int(p)].size() >= firstSlots || water[int(p)].contains(t))
                p = otherPlayer(p);
            if (water[int(p)].size() >= firstSlots || water[int(p)].contains(t))
                break; // cannot be placed by the rules: checkPieces reports the minimum
            water[int(p)] << t;
            ++placed[t];
        }
    }

    // 2. The other mandatory pieces, in the table's column order.
    QStringList mandatory;
    int freeCapacity = 0;
    for (const QString &t : tableTypes) {
        if (firstTypes.contains(t))
            continue; // never a free piece: only a player's first pieces
        const TerrainAllowance lim = al.limit(t);
        for (int i = 0; i < lim.min; ++i)
            mandatory << t;
        freeCapacity += std::max(0, lim.max - lim.min);
    }
    const int fixed = int(water[0].size() + water[1].size() + mandatory.size());
    int total = std::max(fixed, std::min(al.pieces, fixed + freeCapacity));

    // Slots alternate A, B, A, …; a player's k-th piece is slot 2(k-1) (A) or 2(k-1)+1 (B).
    QList<std::optional<QString>> slotType; // empty optional: free
    QList<bool> slotWater;
    auto ensure = [&](int n) {
        while (slotType.size() < n) {
            slotType.append(std::nullopt);
            slotWater.append(false);
        }
    };
    ensure(total);
    for (Player p : {Player::A, Player::B})
        for (qsizetype j = 0; j < water[int(p)].size(); ++j) {
            const int slot = int(2 * j + (p == Player::B ? 1 : 0));
            ensure(slot + 1);
            slotType[slot] = water[int(p)][j];
            slotWater[slot] = true;
        }
    total = std::max(total, int(slotType.size()));
    qsizetype next = 0;
    for (int i = 0; i < total && next < mandatory.size(); ++i)
        if (!slotType[i])
            slotType[i] = mandatory[next++];
    while (next < mandatory.size()) { // only when the water slots pushed past the end
        ensure(int(slotType.size()) + 1);
        slotType.last() = mandatory[next++];
    }

    QList<PlacementStep> steps;
    auto add = [&](Player p, PieceKind k, const QString &type, bool isMandatory, const Text &what) {
        steps.append(PlacementStep{int(steps.size()) + 1, p, k, type, isMandatory, what});
    };
    const QString measure = ruleset.measure;
    QMap<QString, int> running;
    QList<std::pair<Player, QString>> crossings; // free bridge or ford owed: (river owner, type)
    for (qsizetype i = 0; i < slotType.size(); ++i) {
        const Player p = i % 2 == 0 ? Player::A : Player::B;
        const int pieceNo = int(i / 2) + 1;
        Text what;
        bool isMandatory = false;
        QString type;
        if (slotType[i]) {
            type = *slotType[i];
            const int n = ++running[type];
            const TerrainAllowance lim = al.limit(type);
            isMandatory = n <= lim.min;
            const QList<std::pair<QString, Text>> args{{QStringLiteral("type"), typeName(ruleset, type)},
                                                       {QStringLiteral("n"), number(n)},
                                                       {QStringLiteral("min"), number(lim.min)},
                                                       {QStringLiteral("max"), number(lim.max)}};
            what = isMandatory ? stepText(pl, "mandatory", args, QStringLiteral("type"))
                               : stepText(pl, "chosenWater", args, QStringLiteral("type"));
            if (pl && pl->freeCrossingTypes.contains(type))
                for (int c = 0; c < pl->freeCrossingsPerPiece; ++c)
                    crossings.append({p, type});
        } else {
            what = stepText(pl, "free", {}, QString());
        }
        if (slotWater[i])
            what = concat(what, stepText(pl, "waterNote", {}, QString()));
        else if (pieceNo <= firstSlots)
            what = concat(what, stepText(pl, "firstPieceNote", {{QStringLiteral("n"), number(pieceNo)}}, QString()));
        add(p, PieceKind::Piece, type, isMandatory, what);
    }

    // 3.–5. Bought terrain, special-ability terrain, fortifications: each alternately from A (reading).
    for (const auto &[p, t] : alternate(input.a.bought, input.b.bought, Player::A))
        add(p, PieceKind::Bought, t, false,
            stepText(pl, "bought", {{QStringLiteral("type"), typeName(ruleset, t)}}, QStringLiteral("type")));
    for (const auto &[p, s] : alternate(input.a.special, input.b.special, Player::A)) {
        const Text what = s.what.isEmpty() ? typeName(ruleset, s.type) : s.what;
        add(p, PieceKind::Special, s.type, false,
            stepText(pl, "special", {{QStringLiteral("what"), what}}, QStringLiteral("what")));
    }
    auto fortifications = [&](const PlayerTerrain &pt) {
        QStringList order = pl ? pl->fortificationUpgrades : QStringList();
        for (const QString &id : pt.fortifications.keys())
            if (!order.contains(id))
                order << id;
        QStringList out;
        for (const QString &id : order)
            for (int i = 0; i < pt.fortifications.value(id); ++i)
                out << id;
        return out;
    };
    for (const auto &[p, id] : alternate(fortifications(input.a), fortifications(input.b), Player::A)) {
        const UpgradeDef *def = ruleset.upgrade(id);
        const Text name = def && !def->name.isEmpty() ? def->name : Text(id);
        add(p, PieceKind::Fortification, id, false,
            stepText(pl, "fortification",
                     {{QStringLiteral("what"), name},
                      {QStringLiteral("reach"), number(ruleset.terrain.fortificationReach)},
                      {QStringLiteral("measure"), Text(measure)}},
                     QStringLiteral("what")));
    }

    // 6. Roads: from B, the player who lost the initiative, alternately, up to the table's maximum.
    if (!road.isEmpty()) {
        const TerrainAllowance lim = al.limit(road);
        for (int i = 0; i < lim.max; ++i) {
            const bool m = i < lim.min;
            const QList<std::pair<QString, Text>> args{{QStringLiteral("type"), typeName(ruleset, road)},
                                                       {QStringLiteral("n"), number(i + 1)},
                                                       {QStringLiteral("min"), number(lim.min)},
                                                       {QStringLiteral("max"), number(lim.max)}};
            add(i % 2 == 0 ? Player::B : Player::A, PieceKind::Road, road, m,
                stepText(pl, m ? "roadMandatory" : "roadOptional", args, QStringLiteral("type")));
        }
    }

    // 7. The free bridge or ford of the player who did not place the river (reading: after the roads).
    for (const auto &[owner, type] : crossings)
        add(otherPlayer(owner), PieceKind::Bridge, QString(), false,
            stepText(pl, "bridge", {{QStringLiteral("type"), typeName(ruleset, type)}}, QStringLiteral("type")));
    return steps;
}

QList<Text> placementNotes(const Ruleset &ruleset, const BattlefieldAllowance &al, const QList<PlacementStep> &sequence)
{
    QList<Text> notes;
    const TerrainPlacement *pl = placementOf(ruleset);
    int pieces = int(std::count_if(sequence.cbegin(), sequence.cend(),
                                   [](const PlacementStep &s) { return s.kind == PieceKind::Piece; }));
    // BWN 14.4: a stream or river the maxima allow is a piece too, though the sequence lists it only when a player
    // asks for it (each player may place each as his first pieces: at most two of a type, reading).
    if (pl) {
        int water = 0;
        for (const QString &t : pl->firstPieceTypes) {
            const int listed = int(std::count_if(sequence.cbegin(), sequence.cend(), [&](const PlacementStep &s) {
                return s.kind == PieceKind::Piece && s.type == t;
            }));
            water += std::max(0, std::min(al.limit(t).max, 2) - listed);
        }
        pieces = std::min(al.pieces, pieces + water);
    }
    if (pieces < al.pieces)
        notes << stepText(pl, "capacity",
                          {{QStringLiteral("n"), number(pieces)}, {QStringLiteral("pieces"), number(al.pieces)}},
                          QString());
    if (pl)
        notes << pl->notes;
    notes.removeIf([](const Text &t) { return t.isEmpty(); });
    return notes;
}

QList<ProposedPiece> proposedFrom(const QList<PlacementStep> &sequence)
{
    QList<ProposedPiece> out;
    out.reserve(sequence.size());
    for (const PlacementStep &s : sequence)
        out.append(ProposedPiece{s.type, s.player, s.kind});
    return out;
}

// ---- Checking ----

QList<TerrainIssue> checkPieces(const Ruleset &ruleset, const BattlefieldAllowance &al,
                                const QList<ProposedPiece> &pieces)
{
    QList<TerrainIssue> out;
    const TerrainPlacement *pl = placementOf(ruleset);
    const QStringList firstTypes = pl ? pl->firstPieceTypes : QStringList();
    const int perCrossing = pl ? pl->freeCrossingsPerPiece : 0;
    const QString road = al.roadType;
    auto name = [&](const QString &t, const char *lang) { return typeName(ruleset, t).get(QLatin1String(lang)); };
    auto who = [](Player p) { return QString::fromLatin1(enumName(p)); };

    // How many of each later-phase kind each player still has to place (for their alternation).
    QMap<int, QMap<int, int>> remaining; // kind -> player -> count
    for (const ProposedPiece &p : pieces)
        ++remaining[int(p.kind)][int(p.player)];

    QMap<QString, int> count;
    int pieceCount = 0, roads = 0;
    int pieceNo[2] = {0, 0};
    bool allWater[2] = {true, true};
    int rivers[2] = {0, 0}; // free-crossing pieces placed by each player
    int bridges[2] = {0, 0};
    int lastPhase = -1;
    bool phaseReported = false, piecesAltReported = false, roadsAltReported = false, minimumsReported = false;
    QMap<int, bool> kindAltReported;
    QMap<int, std::optional<Player>> lastOfKind;

    for (qsizetype idx = 0; idx < pieces.size(); ++idx) {
        const ProposedPiece &p = pieces[idx];
        const int i = int(idx);
        const int me = int(p.player);
        const bool isRoad =
            p.kind == PieceKind::Road || (p.kind == PieceKind::Piece && !road.isEmpty() && p.type == road);
        const int phase = isRoad ? int(PieceKind::Road) : p.kind == PieceKind::Bridge ? -1 : int(p.kind);
        if (phase >= 0) {
            if (phase < lastPhase && !phaseReported) {
                phaseReported = true;
                out << issue("PHASE_ORDER", p.type, "BWN 14.4", i,
                             QStringLiteral("Kolejność rozstawiania: najpierw elementy terenu, potem teren kupiony, "
                                            "tereny specjalne, fortyfikacje, na końcu drogi (pozycja %1)")
                                 .arg(i + 1),
                             QStringLiteral("Placement order: table pieces first, then bought terrain, special "
                                            "terrain, fortifications, roads last (entry %1)")
                                 .arg(i + 1));
            }
            lastPhase = std::max(lastPhase, phase);
        }

        if (isRoad) {
            ++roads;
            const Player expected = roads % 2 == 1 ? Player::B : Player::A;
            if (p.player != expected && !roadsAltReported) {
                roadsAltReported = true;
                out << issue(
                    "NOT_ALTERNATING", road, "BWN 14.4", i,
                    QStringLiteral("Drogi wystawia się naprzemiennie, zaczynając od gracza, który przegrał inicjatywę "
                                   "(B); droga %1 należy do %2")
                        .arg(roads)
                        .arg(who(expected)),
                    QStringLiteral(
                        "Roads alternate, starting with the player who lost the initiative (B); road %1 is %2's")
                        .arg(roads)
                        .arg(who(expected)));
            }
            if (roads == al.limit(road).max + 1)
                out << issue("ROADS_OVER", road, "BWN 14.3", i,
                             QStringLiteral("Za dużo dróg: najwyżej %1 na tym polu bitwy").arg(al.limit(road).max),
                             QStringLiteral("Too many roads: at most %1 on this battlefield").arg(al.limit(road).max));
            continue;
        }

        switch (p.kind) {
        case PieceKind::Piece: {
            if (!al.types.contains(p.type)) {
                out << issue("TERRAIN_UNKNOWN_TYPE", p.type, "BWN 14.3", i,
                             QStringLiteral("Nieznany typ terenu \"%1\"").arg(p.type),
                             QStringLiteral("Unknown terrain type \"%1\"").arg(p.type));
                break;
            }
            ++pieceCount;
            const int n = ++count[p.type];
            const TerrainAllowance lim = al.limit(p.type);
            if (pieceCount == al.pieces + 1)
                out << issue("TERRAIN_TOO_MANY_PIECES", p.type, "BWN 14.4", i,
                             QStringLiteral("Za dużo elementów terenu: stół %1 ma %2").arg(al.table).arg(al.pieces),
                             QStringLiteral("Too many terrain pieces: a %1 table has %2").arg(al.table).arg(al.pieces));
            if (n == lim.max + 1)
                out << issue("TERRAIN_OVER_MAX", p.type, "BWN 14.3", i,
                             QStringLiteral("%1: najwyżej %2 na tym polu bitwy").arg(name(p.type, "pl")).arg(lim.max),
                             QStringLiteral("%1: at most %2 on this battlefield").arg(name(p.type, "en")).arg(lim.max));
            const Player expected = pieceCount % 2 == 1 ? Player::A : Player::B;
            if (p.player != expected && !piecesAltReported) {
                piecesAltReported = true;
                out << issue("NOT_ALTERNATING", p.type, "BWN 14.4", i,
                             QStringLiteral("Elementy terenu wystawia się naprzemiennie po jednym, zaczynając od "
                                            "gracza z inicjatywą (A); element %1 należy do %2")
                                 .arg(pieceCount)
                                 .arg(who(expected)),
                             QStringLiteral("Terrain pieces alternate one at a time, starting with the initiative "
                                            "player (A); piece %1 is %2's")
                                 .arg(pieceCount)
                                 .arg(who(expected)));
            }
            const int mine = ++pieceNo[me];
            if (firstTypes.contains(p.type)) {
                if (!allWater[me] || mine > firstTypes.size())
                    out << issue("RIVER_NOT_FIRST", p.type, "BWN 14.4", i,
                                 QStringLiteral("%1 tylko jako pierwszy (strumień i rzeka: pierwszy i drugi) element "
                                                "gracza; to jego %2. element")
                                     .arg(name(p.type, "pl"))
                                     .arg(mine),
                                 QStringLiteral("%1 only as the player's first piece (stream and river: first and "
                                                "second); this is his piece no. %2")
                                     .arg(name(p.type, "en"))
                                     .arg(mine));
                if (pl && pl->freeCrossingTypes.contains(p.type))
                    ++rivers[me];
            } else {
                allWater[me] = false;
                if (n > lim.min && !minimumsReported) {
                    for (const QString &t : al.typeOrder) {
                        if (t == road || firstTypes.contains(t) || count.value(t) >= al.limit(t).min)
                            continue;
                        minimumsReported = true;
                        out << issue(
                            "MINIMUMS_NOT_FIRST", p.type, "BWN 14.4", i,
                            QStringLiteral(
                                "Najpierw elementy obowiązkowe: %1 ma minimum %2, a wystawiono dodatkowy element (%3)")
                                .arg(name(t, "pl"))
                                .arg(al.limit(t).min)
                                .arg(name(p.type, "pl")),
                            QStringLiteral(
                                "Mandatory pieces first: %1 has a minimum of %2, but an extra piece was placed (%3)")
                                .arg(name(t, "en"))
                                .arg(al.limit(t).min)
                                .arg(name(p.type, "en")));
                        break;
                    }
                }
            }
            break;
        }
        case PieceKind::Bought:
        case PieceKind::Special:
        case PieceKind::Fortification: {
            // Alternately (14.4), from A (reading); a player may place several in a row once the other has none.
            const int k = int(p.kind);
            const int other = int(otherPlayer(p.player));
            const std::optional<Player> last = lastOfKind.value(k);
            const bool wrong = last ? (*last == p.player && remaining[k][other] > 0)
                                    : (p.player == Player::B && remaining[k][int(Player::A)] > 0);
            if (wrong && !kindAltReported.value(k)) {
                kindAltReported[k] = true;
                out << issue("NOT_ALTERNATING", p.type, "BWN 14.4", i,
                             QStringLiteral("Teren kupiony, specjalny i fortyfikacje wystawia się naprzemiennie, "
                                            "zaczynając od gracza z inicjatywą (A) (pozycja %1)")
                                 .arg(i + 1),
                             QStringLiteral("Bought terrain, special terrain and fortifications alternate, starting "
                                            "with the initiative player (A) (entry %1)")
                                 .arg(i + 1));
            }
            lastOfKind[k] = p.player;
            --remaining[k][me];
            break;
        }
        case PieceKind::Bridge: {
            const int other = int(otherPlayer(p.player));
            if (bridges[me] >= rivers[other] * perCrossing)
                out << issue("BRIDGE_NOT_ALLOWED", p.type, "BWN 14.4", i,
                             QStringLiteral("Darmowy most lub bród przysługuje tylko graczowi, który nie umieścił "
                                            "rzeki: jeden na rzekę przeciwnika"),
                             QStringLiteral("A free bridge or ford belongs only to the player who did not place the "
                                            "river: one per opponent's river"));
            ++bridges[me];
            break;
        }
        case PieceKind::Road: break;
        }
    }

    for (const QString &t : al.typeOrder) {
        const int have = t == road ? roads : count.value(t);
        const int min = al.limit(t).min;
        if (have < min)
            out << issue(
                "TERRAIN_UNDER_MIN", t, "BWN 14.3", -1,
                QStringLiteral("%1: co najmniej %2 na tym polu bitwy, jest %3").arg(name(t, "pl")).arg(min).arg(have),
                QStringLiteral("%1: at least %2 on this battlefield, there are %3")
                    .arg(name(t, "en"))
                    .arg(min)
                    .arg(have));
    }
    return out;
}

} // namespace sztab
