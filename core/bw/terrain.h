// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Before the game, terrain (BWN 14.3, 14.4; DIGEST §2): the battlefield-type roll, what a battlefield allows on a
// table of a given size, the order in which the players place the pieces, and a check of a proposed placement.
// Every number comes from the ruleset ("terrain": the battlefield table, piecesPerTable, fortificationReach and the
// "placement" block); the only randomness is the DiceSource given.
#include "foundation/dice.h"
#include "bw/ruleset.h"

namespace sztab {

struct RosterUpgrade;

// A = the player who won the initiative (BWN 14.2), B = the other.
enum class Player { A, B };
template <> struct EnumNames<Player> {
    static constexpr std::array<std::pair<Player, const char *>, 2> names{{{Player::A, "A"}, {Player::B, "B"}}};
};
inline Player otherPlayer(Player p) { return p == Player::A ? Player::B : Player::A; }

// What a placement step puts on the table (CONTRACT: `bwn terrain`, `sequence[].kind`), in the order of BWN 14.4.
enum class PieceKind { Piece, Bought, Special, Fortification, Road, Bridge };
template <> struct EnumNames<PieceKind> {
    static constexpr std::array<std::pair<PieceKind, const char *>, 6> names{
        {{PieceKind::Piece, "piece"},
         {PieceKind::Bought, "bought"},
         {PieceKind::Special, "special"},
         {PieceKind::Fortification, "fortification"},
         {PieceKind::Road, "road"},
         {PieceKind::Bridge, "bridge"}}};
};

// ---- BWN 14.3: the battlefield type ----

// The row of the battlefield table for a die result; nullptr when no row has that roll.
const BattlefieldType *battlefieldFromRoll(const Ruleset &ruleset, int roll);
// The die the initiative winner rolls: as many faces as the highest roll in the table (d6 for BW-N).
int battlefieldDie(const Ruleset &ruleset);

struct BattlefieldRoll {
    int roll = 0;
    const BattlefieldType *battlefield = nullptr;
};
// The initiative winner's roll (BWN 14.3) with the given dice: program dice or the players' own (PhysicalDice).
// nullopt (with *error) when the dice ran out or gave a result with no row.
std::optional<BattlefieldRoll> rollBattlefield(const Ruleset &ruleset, DiceSource &dice, QString *error = nullptr);

// ---- BWN 14.3–14.4: what a battlefield allows on a table ----

// Named BattlefieldAllowance because ruleset.h already has TerrainAllowance (one {min, max} cell of the table).
struct BattlefieldAllowance {
    const BattlefieldType *battlefield = nullptr;
    QString table;                         // "120x120"
    int pieces = 0;                        // terrain pieces of this table (BWN 14.4): 12, 18, 24
    QStringList typeOrder;                 // every terrain type, in the table's column order
    QMap<QString, TerrainAllowance> types; // per type {min, max}; a type missing from the row is {0, 0}
    QString roadType;                      // empty when the ruleset has no placement block
    TerrainAllowance limit(const QString &type) const { return types.value(type); }
};

// The table sizes the ruleset knows ("120x120", …), smallest piece count first.
QStringList tableSizes(const Ruleset &ruleset);
// nullopt (with *error) for a table size the ruleset has no piece count for.
std::optional<BattlefieldAllowance> allowance(const Ruleset &ruleset, const BattlefieldType &battlefield,
                                              const QString &tableSize, QString *error = nullptr);

// ---- BWN 14.4: the placement sequence ----

struct SpecialTerrain {
    QString type; // a terrain type id when there is one, else empty
    Text what;    // what it is, for people (the special ability's own words)
};

// One player's terrain beyond the table's pieces, and his wish for a stream or river.
struct PlayerTerrain {
    QStringList water;                 // stream/river he places as his first (and second) piece, in that order
    QStringList bought;                // extra-terrain upgrades, by terrain type (BWN 13.3)
    QList<SpecialTerrain> special;     // from special abilities of the army or its commanders
    QMap<QString, int> fortifications; // fortification upgrade id -> count (BWN 13.3, 14.4)
};
// The extra-terrain and fortification upgrades of a roster (its `upgrades` list).
PlayerTerrain playerTerrainFromUpgrades(const Ruleset &ruleset, const QList<RosterUpgrade> &upgrades);

struct PlacementInput {
    PlayerTerrain a;
    PlayerTerrain b;
    const PlayerTerrain &of(Player p) const { return p == Player::A ? a : b; }
};

struct PlacementStep {
    int step = 0; // 1, 2, …
    Player player = Player::A;
    PieceKind kind = PieceKind::Piece;
    QString type;           // the terrain type when the step fixes one; empty: the player's choice
    bool mandatory = false; // a minimum of the table (pieces and roads)
    Text what;              // for people, {"pl", "en"}
    friend bool operator==(const PlacementStep &, const PlacementStep &) = default;
};

// The order of BWN 14.4 (see terrain.cpp for the readings taken where the rules are silent):
//   1. the pieces with a mandatory minimum, alternately from A (a stream or river only as a player's first, and
//      second, piece); 2. the remaining pieces alternately (continuing), up to the table's piece count or what the
//      maxima allow; 3. bought terrain, 4. special-ability terrain, 5. fortifications — each alternately from A;
//   6. roads alternately from B up to the roads' maximum; 7. the free bridge or ford of the player who did not
//   place a river.
QList<PlacementStep> placementSequence(const Ruleset &ruleset, const BattlefieldAllowance &allowance,
                                       const PlacementInput &input = {});
// The ruleset's notes printed with the sequence (road rules, bridges, decorative pieces), and the capacity note
// when the maxima allow fewer pieces than the table has.
QList<Text> placementNotes(const Ruleset &ruleset, const BattlefieldAllowance &allowance,
                           const QList<PlacementStep> &sequence);

// ---- Checking a placement ----

struct ProposedPiece {
    QString type; // terrain type (bridges, fortifications and special pieces may leave it empty)
    Player player = Player::A;
    PieceKind kind = PieceKind::Piece;
    friend bool operator==(const ProposedPiece &, const ProposedPiece &) = default;
};
QList<ProposedPiece> proposedFrom(const QList<PlacementStep> &sequence);

struct TerrainIssue {
    QString code;    // TERRAIN_OVER_MAX, TERRAIN_UNDER_MIN, TERRAIN_TOO_MANY_PIECES, TERRAIN_UNKNOWN_TYPE,
                     // RIVER_NOT_FIRST, ROADS_OVER, NOT_ALTERNATING, MINIMUMS_NOT_FIRST, PHASE_ORDER,
                     // BRIDGE_NOT_ALLOWED
    QString type;    // the terrain type concerned, if any
    QString section; // "BWN 14.3" (the table's limits) or "BWN 14.4" (placement)
    int index = -1;  // the offending entry of the proposed list, -1 for a count
    Text message;    // {"pl", "en"}
    friend bool operator==(const TerrainIssue &, const TerrainIssue &) = default;
};

// Every broken limit of a proposed placement, in list order. Bought and special pieces do not count against the
// maxima (BWN 14.3); roads are the entries of kind road (or of the road type).
QList<TerrainIssue> checkPieces(const Ruleset &ruleset, const BattlefieldAllowance &allowance,
                                const QList<ProposedPiece> &pieces);

} // namespace sztab
