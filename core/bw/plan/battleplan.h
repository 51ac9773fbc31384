// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The battle plan (CONTRACT: "bw-plan"): both armies, the initiative, the battlefield, the table, every terrain
// piece with its shape, both bases of operations, the objectives, the deployed formations and each player's hidden
// notes. A = the initiative winner, B = the other (core/terrain.h); coordinates as in core/battleframe.h, in the
// ruleset's measure. Shapes: a piece is a "polygon", a rectangle ("centre", "size", "rotation") or a "line"
// (a polyline with a "width": roads, streams, rivers, fences, linear fortifications).
#include "foundation/document.h"
#include "foundation/jsonio.h"
#include "foundation/loaderror.h"
#include "bw/ruleset.h"
#include "bw/terrain.h"

#include <QJsonObject>

#include <algorithm>

namespace sztab::plan {

// Limits for untrusted files, far above any real table (24 pieces, a few roads and fortifications, a dozen
// divisions): they bound the checks' pairwise geometry, so a hostile file cannot make them take minutes.
inline constexpr qsizetype kMaxPlanPieces = 120;
inline constexpr qsizetype kMaxShapePoints = 64;
inline constexpr qsizetype kMaxPlanEntries = 200; // deployed divisions; hidden positions per player

// [x, y] pairs and lists of them, as in the file.
using JsonPoint = QList<double>;
using JsonPoints = QList<QList<double>>;
bool isPoint(const JsonPoint &p);
bool arePoints(const JsonPoints &list);

struct ArmyRef {
    friend bool operator==(const ArmyRef &, const ArmyRef &) = default;
    QString roster; // the roster file, as the players named it ("" = not given)
    QString name;
    std::optional<HalfPoints> value; // army value (units + generals) for the objectives of bigger battles
    std::optional<HalfPoints>
        unitsLimit;                    // the roster's units limit (its preset's or the agreed one): the battle's size
    int corps = 1;                     // corps in the army: an army of corps makes a very large battle (BWN 12.2)
    std::optional<int> command;        // the commander-in-chief's command value (BWN 14.2); absent: not drawn/known
    int initiativeBonus = 0;           // initial initiative: added to the first initiative roll (BWN 13.3)
    QStringList bought;                // extra terrain bought with upgrade points, by terrain type (BWN 13.3)
    QStringList special;               // terrain from special abilities, by terrain type (BWN 14.4)
    QMap<QString, int> fortifications; // fortification upgrade id -> count (BWN 13.3, 14.4)
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("roster", s.roster, QString());
        io.def("name", s.name, QString());
        io.opt("value", s.value);
        io.opt("unitsLimit", s.unitsLimit);
        io.def("corps", s.corps, 1);
        io.opt("command", s.command);
        io.def("initiativeBonus", s.initiativeBonus, 0);
        io.def("bought", s.bought, QStringList());
        io.def("special", s.special, QStringList());
        io.def("fortifications", s.fortifications, QMap<QString, int>());
        io.extras(s.extras);
        io.check(!s.command || (*s.command >= -100 && *s.command <= 100), "command", "from -100 to 100",
                 "od -100 do 100");
        io.check(s.initiativeBonus >= 0 && s.initiativeBonus <= 100, "initiativeBonus", "from 0 to 100", "od 0 do 100");
        io.check(s.corps >= 1 && s.corps <= 1000, "corps", "from 1 to 1000", "od 1 do 1000");
        io.check(s.bought.size() + s.special.size() <= kMaxPlanPieces, "bought",
                 QStringLiteral("more than %1 pieces").arg(kMaxPlanPieces),
                 QStringLiteral("więcej niż %1 elementów").arg(kMaxPlanPieces));
        int forts = 0;
        for (const int n : s.fortifications) {
            io.check(n >= 0 && n <= kMaxPlanPieces, "fortifications",
                     QStringLiteral("each count from 0 to %1").arg(kMaxPlanPieces),
                     QStringLiteral("każda liczba od 0 do %1").arg(kMaxPlanPieces));
            forts += std::clamp(n, 0, int(kMaxPlanPieces));
        }
        io.check(forts <= kMaxPlanPieces, "fortifications",
                 QStringLiteral("more than %1 fortifications").arg(kMaxPlanPieces),
                 QStringLiteral("więcej niż %1 fortyfikacji").arg(kMaxPlanPieces));
    }
};

struct Armies {
    friend bool operator==(const Armies &, const Armies &) = default;
    ArmyRef a;
    ArmyRef b;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("A", s.a, ArmyRef());
        io.def("B", s.b, ArmyRef());
    }
};

// BWN 14.2: the rounds rolled (ties rerolled); A won. `rolls`: each round's totals (die + command, + the bonus on
// the first), `dice`: the dice themselves. `entered`: the players' own dice, typed in. `side`: the table edge the
// winner took before the terrain (tableEdges() in planpregame.h; "" = not recorded); B has the opposite one.
struct InitiativeResult {
    friend bool operator==(const InitiativeResult &, const InitiativeResult &) = default;
    QList<QList<int>> rolls; // [[a, b], …]
    QList<QList<int>> dice;  // [[a, b], …]
    bool entered = false;
    QString side;
    QString seed; // the seed of the program's dice ("" = the players' dice, or not recorded)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("rolls", s.rolls, QList<QList<int>>());
        io.def("dice", s.dice, QList<QList<int>>());
        io.def("entered", s.entered, false);
        io.def("side", s.side, QString());
        io.def("seed", s.seed, QString());
        for (const auto &r : s.rolls)
            io.check(r.size() == 2, "rolls", "each round is [A's roll, B's roll]", "każda runda to [rzut A, rzut B]");
        for (const auto &r : s.dice)
            io.check(r.size() == 2, "dice", "each round is [A's die, B's die]", "każda runda to [kostka A, kostka B]");
        io.check(s.rolls.size() <= 1000 && s.dice.size() <= 1000, "rolls", "more than 1000 rounds",
                 "więcej niż 1000 rund");
    }
};

struct BattlefieldRef {
    friend bool operator==(const BattlefieldRef &, const BattlefieldRef &) = default;
    int roll = 0;
    QString id;
    QString seed; // the seed of the program's die ("" = the players rolled it, or not recorded)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("roll", s.roll);
        io.def("id", s.id, QString());
        io.def("seed", s.seed, QString());
    }
};

struct TerrainPiece {
    friend bool operator==(const TerrainPiece &, const TerrainPiece &) = default;
    QString id;
    QString type; // a ruleset terrain type, a fortification upgrade id, or "bridge"/"ford"
    PieceKind kind = PieceKind::Piece;
    Player owner = Player::A; // who placed it
    int order = 0;            // placement order, 1, 2, … (BWN 14.4)
    QString variant;          // e.g. "depression" (a hills piece), "copse", "lake" ("" = the type itself)
    std::optional<int> level; // built-up areas: 0–3 (BWN 3.5)
    std::optional<JsonPoints> polygon;
    std::optional<JsonPoint> centre; // a rectangle: centre, size [width, depth], rotation (degrees clockwise)
    std::optional<JsonPoint> size;
    double rotation = 0;
    std::optional<JsonPoints> line; // a polyline
    double width = 0;               // of a line
    bool predefined = false;        // set by a scenario, not placed by the players (rivers: no new crossings)
    QString name;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.req("type", s.type);
        io.def("kind", s.kind, PieceKind::Piece);
        io.req("owner", s.owner);
        io.req("order", s.order);
        io.def("variant", s.variant, QString());
        io.opt("level", s.level);
        io.opt("polygon", s.polygon);
        io.opt("centre", s.centre);
        io.opt("size", s.size);
        io.def("rotation", s.rotation, 0.0);
        io.opt("line", s.line);
        io.def("width", s.width, 0.0);
        io.def("predefined", s.predefined, false);
        io.def("name", s.name, QString());
        io.extras(s.extras);
        io.check(!s.id.isEmpty(), "id", "a piece needs an id", "element terenu potrzebuje id");
        io.check(int(bool(s.polygon)) + int(bool(s.centre)) + int(bool(s.line)) == 1, "",
                 "a piece has exactly one shape: \"polygon\", \"centre\" with \"size\", or \"line\"",
                 "element terenu ma dokładnie jeden kształt: \u201epolygon\u201d, \u201ecentre\u201d z "
                 "\u201esize\u201d albo \u201eline\u201d");
        io.check(!s.polygon || (s.polygon->size() >= 3 && arePoints(*s.polygon)), "polygon",
                 "a polygon is at least three [x, y] points", "wielokąt to co najmniej trzy punkty [x, y]");
        io.check(!s.line || (s.line->size() >= 2 && arePoints(*s.line)), "line", "a line is at least two [x, y] points",
                 "linia to co najmniej dwa punkty [x, y]");
        io.check((!s.polygon || s.polygon->size() <= kMaxShapePoints) && (!s.line || s.line->size() <= kMaxShapePoints),
                 "", QStringLiteral("a shape of more than %1 points").arg(kMaxShapePoints),
                 QStringLiteral("kształt z więcej niż %1 punktów").arg(kMaxShapePoints));
        io.check(!s.centre || isPoint(*s.centre), "centre", "expected [x, y]", "oczekiwano [x, y]");
        io.check(!s.centre || (s.size && isPoint(*s.size) && s.size->at(0) > 0 && s.size->at(1) > 0), "size",
                 "a rectangle needs \"size\": [width, depth], both positive",
                 "prostokąt potrzebuje \u201esize\u201d: [szerokość, głębokość], obie dodatnie");
        io.check(s.width >= 0 && std::isfinite(s.width), "width", "must not be negative", "nie może być ujemne");
        io.check(std::isfinite(s.rotation), "rotation", "must be a number of degrees", "musi być liczbą stopni");
    }
};

// A rectangle by its corner, as FrameRect (core/battleframe.h).
struct PlanRect {
    friend bool operator==(const PlanRect &, const PlanRect &) = default;
    double x = 0;
    double y = 0;
    double width = 0;
    double depth = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("x", s.x);
        io.req("y", s.y);
        io.req("width", s.width);
        io.req("depth", s.depth);
        io.check(s.width > 0 && s.depth > 0, "", "width and depth must be positive",
                 "szerokość i głębokość muszą być dodatnie");
    }
};

struct BasesOfOperations {
    friend bool operator==(const BasesOfOperations &, const BasesOfOperations &) = default;
    PlanRect a;
    PlanRect b;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("A", s.a);
        io.req("B", s.b);
    }
};

struct PlanObjectives {
    friend bool operator==(const PlanObjectives &, const PlanObjectives &) = default;
    QString main;                     // piece id ("" = not chosen yet)
    QStringList secondary;            // piece ids
    std::optional<Objectives> values; // victory points, from the battle frame (BWN 14.6)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("main", s.main, QString());
        io.def("secondary", s.secondary, QStringList());
        io.opt("values", s.values);
    }
};

enum class Formation { Line, Column };
} // namespace sztab::plan
namespace sztab {
template <> struct EnumNames<plan::Formation> {
    static constexpr std::array<std::pair<plan::Formation, const char *>, 2> names{
        {{plan::Formation::Line, "line"}, {plan::Formation::Column, "column"}}};
};
} // namespace sztab
namespace sztab::plan {

struct FormationUnit {
    friend bool operator==(const FormationUnit &, const FormationUnit &) = default;
    QString regiment; // the roster's name or id, for people
    QString base;     // a baseSizes row id (BWN 1.1)
    int bases = 1;
    bool canDismount = false; // cavalry that may dismount (a trait with dismountedTraits, B19 12.7): it declares (6.4)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("regiment", s.regiment, QString());
        io.req("base", s.base);
        io.req("bases", s.bases);
        io.def("canDismount", s.canDismount, false);
        io.check(s.bases >= 1 && s.bases <= 1000, "bases", "from 1 to 1000", "od 1 do 1000");
    }
};

// A deployed division (BWN 14.6): its regiments side by side, front centre at `at`, facing `facing` degrees
// clockwise from B's direction (0: towards B's edge, 180: towards A's).
struct DeployedFormation {
    friend bool operator==(const DeployedFormation &, const DeployedFormation &) = default;
    Player player = Player::A;
    QString division; // the roster's division id
    QString name;
    JsonPoint at;
    double facing = 0;
    Formation formation = Formation::Line;
    QList<FormationUnit> units;
    QString general; // a baseSizes row id of its general's base ("" = none shown)
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("player", s.player);
        io.req("division", s.division);
        io.def("name", s.name, QString());
        io.req("at", s.at);
        io.check(isPoint(s.at), "at", "expected [x, y]", "oczekiwano [x, y]");
        io.def("facing", s.facing, 0.0);
        io.check(std::isfinite(s.facing), "facing", "must be a number of degrees", "musi być liczbą stopni");
        io.def("formation", s.formation, Formation::Line);
        io.req("units", s.units);
        io.def("general", s.general, QString());
        io.extras(s.extras);
    }
};

// BWN 15.1: a hidden unit's position, written down secretly.
struct AmbushPosition {
    friend bool operator==(const AmbushPosition &, const AmbushPosition &) = default;
    QString regiment;
    JsonPoint at;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("regiment", s.regiment);
        io.req("at", s.at);
        io.check(isPoint(s.at), "at", "expected [x, y]", "oczekiwano [x, y]");
    }
};

// B19 6.1: one patrol marker's secret content, written down before the battle: the corps it hides ("" = a scout).
// Markers are named by player and number: "A1" … "A<2 x corps>" (core/bw/plan/patrolmarkers.h).
struct PatrolAssignment {
    friend bool operator==(const PatrolAssignment &, const PatrolAssignment &) = default;
    QString marker;
    QString corps; // the roster's corps id ("" = scout)
    QString name;  // the corps' name, for people
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("marker", s.marker);
        io.def("corps", s.corps, QString());
        io.def("name", s.name, QString());
    }
};

// What one player keeps from the other.
struct PlayerNotes {
    friend bool operator==(const PlayerNotes &, const PlayerNotes &) = default;
    QString text;
    QList<AmbushPosition> ambush;
    QList<QJsonObject> patrols;                // free-form patrol notes of earlier files, kept as written
    QList<PatrolAssignment> patrolAssignments; // B19 6.1: which corps each of this player's markers hides
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("text", s.text, QString());
        io.def("ambush", s.ambush, QList<AmbushPosition>());
        io.def("patrols", s.patrols, QList<QJsonObject>());
        io.def("patrolAssignments", s.patrolAssignments, QList<PatrolAssignment>());
        io.extras(s.extras);
        io.check(s.ambush.size() <= kMaxPlanEntries, "ambush",
                 QStringLiteral("more than %1 hidden positions").arg(kMaxPlanEntries),
                 QStringLiteral("więcej niż %1 ukrytych pozycji").arg(kMaxPlanEntries));
        io.check(s.patrolAssignments.size() <= kMaxPlanEntries, "patrolAssignments",
                 QStringLiteral("more than %1 patrol markers").arg(kMaxPlanEntries),
                 QStringLiteral("więcej niż %1 znaczników patroli").arg(kMaxPlanEntries));
    }
    bool isEmpty() const
    {
        return text.isEmpty() && ambush.isEmpty() && patrols.isEmpty() && patrolAssignments.isEmpty()
            && extras.isEmpty();
    }
};

struct HiddenNotes {
    friend bool operator==(const HiddenNotes &, const HiddenNotes &) = default;
    std::optional<PlayerNotes> a; // absent: none, or left out of an export for the other player
    std::optional<PlayerNotes> b;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.opt("A", s.a);
        io.opt("B", s.b);
    }
};

// B19 6: one step of the patrol-marker phase, as the players took it. The phase's state (whose turn, which markers
// moved, which are revealed) is derived by replaying these in order (core/bw/plan/patrolphase.h), so saving,
// replaying and undoing are the list itself. Public: it never carries a marker's content until the owner shows it.
enum class PatrolActionKind {
    Place,  // 6.1: a marker put at `at`
    Move,   // 6.3: a marker moved along `path` (the waypoints after its start, as executed: shortened at a stop)
    Stay,   // 6.3: a marker declared stationary this turn
    Pass,   // 6.4: the player reveals nothing more voluntarily this turn
    Reveal, // 6.4: a voluntary reveal, after all markers have moved
    First,  // 6.4: the initiative player decides who shows (and deploys) first: `first`
    Show,   // 6.4: the owner shows what a revealed marker hides: `corps`/`name`, "" = a scout
    Deploy, // 6.4: a division of a revealed corps deployed: `division` names a plan.deployment entry
    General // 6.4: a corps commander (`role` "corps") or the commander-in-chief (`role` "cinc") placed `at`
};
} // namespace sztab::plan
namespace sztab {
template <> struct EnumNames<plan::PatrolActionKind> {
    static constexpr std::array<std::pair<plan::PatrolActionKind, const char *>, 9> names{
        {{plan::PatrolActionKind::Place, "place"},
         {plan::PatrolActionKind::Move, "move"},
         {plan::PatrolActionKind::Stay, "stay"},
         {plan::PatrolActionKind::Pass, "pass"},
         {plan::PatrolActionKind::Reveal, "reveal"},
         {plan::PatrolActionKind::First, "first"},
         {plan::PatrolActionKind::Show, "show"},
         {plan::PatrolActionKind::Deploy, "deploy"},
         {plan::PatrolActionKind::General, "general"}}};
};
} // namespace sztab
namespace sztab::plan {

struct PatrolAction {
    friend bool operator==(const PatrolAction &, const PatrolAction &) = default;
    PatrolActionKind kind = PatrolActionKind::Place;
    Player player = Player::A; // who takes it
    QString marker;            // "A1", "B3" …
    JsonPoint at;              // place, general
    JsonPoints path;           // move
    std::optional<Player> first;
    QString corps;     // show ("" = scout)
    QString name;      // show: the corps' name
    QString division;  // deploy
    QString role;      // general: "corps" | "cinc"
    QString exception; // deploy: "" | "no-room" (6.4 exception 1, `widen` the extra distance) | "artillery" (2)
    double widen = 0;
    QStringList dismounted; // deploy: the cavalry regiments declared dismounted (6.4); the others able are mounted
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("do", s.kind);
        io.req("player", s.player);
        io.def("marker", s.marker, QString());
        io.def("at", s.at, JsonPoint());
        io.def("path", s.path, JsonPoints());
        io.opt("first", s.first);
        io.def("corps", s.corps, QString());
        io.def("name", s.name, QString());
        io.def("division", s.division, QString());
        io.def("role", s.role, QString());
        io.def("exception", s.exception, QString());
        io.def("widen", s.widen, 0.0);
        io.def("dismounted", s.dismounted, QStringList());
        io.extras(s.extras);
        io.check(s.at.isEmpty() || isPoint(s.at), "at", "expected [x, y]", "oczekiwano [x, y]");
        io.check(arePoints(s.path) && s.path.size() <= kMaxShapePoints, "path",
                 QStringLiteral("at most %1 [x, y] points").arg(kMaxShapePoints),
                 QStringLiteral("najwyżej %1 punktów [x, y]").arg(kMaxShapePoints));
        io.check(std::isfinite(s.widen) && s.widen >= 0 && s.widen <= 1000, "widen", "from 0 to 1000", "od 0 do 1000");
    }
};

// The patrol phase's public record (B19 6): the actions in the order taken.
struct PatrolLog {
    friend bool operator==(const PatrolLog &, const PatrolLog &) = default;
    QList<PatrolAction> actions;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.def("actions", s.actions, QList<PatrolAction>());
        io.extras(s.extras);
        io.check(s.actions.size() <= 10000, "actions", "more than 10000 actions", "więcej niż 10000 czynności");
    }
};

struct BattlePlan {
    friend bool operator==(const BattlePlan &, const BattlePlan &) = default;
    QString format = QStringLiteral("bw-plan");
    int version = 1;
    QString ruleset;
    QString preset; // "" = the armies' units limits, else the ruleset's smallest preset
    Armies armies;
    std::optional<InitiativeResult> initiative;
    std::optional<BattlefieldRef> battlefield;
    TableSize table;
    QList<TerrainPiece> terrain;
    std::optional<BasesOfOperations> basesOfOperations;
    PlanObjectives objectives;
    QList<DeployedFormation> deployment;
    HiddenNotes notes;
    std::optional<PatrolLog> patrol;   // B19 6: the patrol-marker phase (absent: not played)
    std::optional<Player> exportedFor; // set on a copy made for one player (the other's notes left out)
    QString terrainSeed;               // the seed of the generated layout ("" = placed by the players)
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("format", s.format);
        io.req("version", s.version);
        io.req("ruleset", s.ruleset);
        io.def("preset", s.preset, QString());
        io.def("armies", s.armies, Armies());
        io.opt("initiative", s.initiative);
        io.opt("battlefield", s.battlefield);
        io.req("table", s.table);
        io.def("terrain", s.terrain, QList<TerrainPiece>());
        io.opt("basesOfOperations", s.basesOfOperations);
        io.def("objectives", s.objectives, PlanObjectives());
        io.def("deployment", s.deployment, QList<DeployedFormation>());
        io.def("notes", s.notes, HiddenNotes());
        io.opt("patrol", s.patrol);
        io.opt("exportedFor", s.exportedFor);
        io.def("terrainSeed", s.terrainSeed, QString());
        io.extras(s.extras);
        io.check(s.table.width <= 100000 && s.table.depth <= 100000, "table", "a table larger than 1 km",
                 "stół większy niż 1 km");
        io.check(s.terrain.size() <= kMaxPlanPieces, "terrain",
                 QStringLiteral("more than %1 terrain pieces").arg(kMaxPlanPieces),
                 QStringLiteral("więcej niż %1 elementów terenu").arg(kMaxPlanPieces));
        io.check(s.deployment.size() <= kMaxPlanEntries, "deployment",
                 QStringLiteral("more than %1 deployed divisions").arg(kMaxPlanEntries),
                 QStringLiteral("więcej niż %1 rozstawionych dywizji").arg(kMaxPlanEntries));
    }

    const TerrainPiece *piece(const QString &id) const;
};

const DocumentKind &planKind();
std::optional<BattlePlan> planFromJson(const QJsonObject &doc, const QString &file, LoadError *error);
QJsonObject planToJson(const BattlePlan &plan);
std::optional<BattlePlan> loadPlanFile(const QString &path, LoadError *error);
bool savePlanFile(const BattlePlan &plan, const QString &path, QString *errorMessage);

} // namespace sztab::plan
