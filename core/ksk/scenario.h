// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A KSK scenario (format "ksk-scenario", schema data/ksk/ksk-scenario.schema.json): the map grid, the stages, the
// rulebook's numbers (ranges, courier speed, dice), and per side the commander-in-chief, the corps/wing commanders,
// the couriers, the initiative modifier and the divisions and independent brigades with their brigades, independence
// ratings and starting orders. Every number a rule uses comes from here, never from code.
#include "foundation/dice.h"
#include "foundation/jsonio.h"
#include "foundation/loaderror.h"
#include "hex/hex.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace sztab::ksk {

// The two sides: A (the Allies in the demo) and B (the Russians). Files spell them "A" and "B".
enum class Side { A, B };
inline Side other(Side s) { return s == Side::A ? Side::B : Side::A; }

// A division's or independent brigade's order (KSK III.19): Attack, Defence (Obrona) or Forced March (Marsz forsowny).
enum class OrderKind { Attack, Defence, ForcedMarch };

// What a commander holds: the kind, the axis (a wedge 0..5 of hex/hex.h, III.20-21) and the distance in hexes still
// to go (III.22; 0 and meaningless for Defence).
struct Order {
    OrderKind kind = OrderKind::Defence;
    int axis = 0;
    int distance = 0;
    template <class IO, class Self> static void io(IO &io, Self &self);
    friend bool operator==(const Order &, const Order &) = default;
};

// The rulebook's numbers (chapters II-III). Scenarios carry them so a scenario's special rules (II.16) can change
// them; the demo holds the book's values.
struct Rules {
    DieFaces dieFaces() const { return DieFaces{die, dieLowestFace}; }
    int die = 10;                    // I.15: the game's one die, a d10
    int dieLowestFace = 0;           // I.15: numbered 0–9, and its "0" is zero, not ten
    int rangeCommanderInChief = 3;   // III.34
    int rangeCorps = 6;              // III.35
    int rangeDivision = 3;           // III.36
    int rangeBrigade = 2;            // III.37
    int courierHexesPerStage = 10;   // III.40, III.44
    int courierWingStop = 2;         // III.45: extra movement points spent on the wing commander's hex
    int courierShortMax = 10;        // II.4.3, III.42: 4..10 hexes: changed at once, the courier parked
    int courierParkStages = 1;       // III.41-42: the courier back on the track this many stages later
    int interceptionFace = 9;        // III.44/1 b: cavalry entering takes the courier on this face
    int interceptionDelayStages = 2; // III.44/1 b: back on the track two stages after the one he was taken in
    int commanderMovement = 10;      // III.5
    int forcedMarchFactor = 2;       // III.19.3: forced march doubles the movement
    int keepCourierModifier = -1;    // II.11
    int keepCourierRange = 3;        // II.11: within 3 hexes of the commander-in-chief
    int activationsInARow = 2;       // II.14
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);
    friend bool operator==(const Rules &, const Rules &) = default;
};

enum class CommanderRole { CommanderInChief, Corps, Wing };

// The commander-in-chief or a corps/wing commander: a counter on the map with a hex and an independence rating.
struct Commander {
    QString id;
    Text name;
    CommanderRole role = CommanderRole::Corps;
    int rating = 5;
    QString hex; // the grid's number, e.g. "0412"
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);
    friend bool operator==(const Commander &, const Commander &) = default;
};

struct Brigade {
    QString id;
    Text name;
    Text commander;
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);
    friend bool operator==(const Brigade &, const Brigade &) = default;
};

enum class FormationKind { Division, IndependentBrigade };

// A division or independent brigade: the level that holds an order and is activated (III.1.3).
struct Formation {
    QString id;
    Text name;
    FormationKind kind = FormationKind::Division;
    Text commander;     // the division's / brigade's commander
    int rating = 5;     // independence (współczynnik samodzielności): III.47-48, II.10
    QString superior;   // the corps/wing commander's id, or "" when under the commander-in-chief directly
    QString marker;     // the activation marker's kind ("british", "french", "russian"; II.8.5)
    QString hex;        // the commander's starting hex
    int units = 1;      // units in the formation (III.31 counts them)
    int entryStage = 1; // II.17: reinforcements enter later
    Order order;        // the starting order
    QList<Brigade> brigades;
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);
    friend bool operator==(const Formation &, const Formation &) = default;
};

struct SideSetup {
    Side side = Side::A;
    Text name;
    int couriers = 0;
    int initiativeModifier = 0;  // II.8.3
    QList<Commander> commanders; // exactly one CommanderInChief first, then corps/wing commanders
    QList<Formation> formations;
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);
    friend bool operator==(const SideSetup &, const SideSetup &) = default;
};

struct Scenario {
    QString format = QStringLiteral("ksk-scenario");
    int version = 1;
    QString id;
    Text name;
    bool demo = false; // ratings and setup illustrative, not the booklet's (as the BW demo catalogues)
    Text note;
    QString date;   // ISO date of the battle
    int stages = 1; // the stage track: stages 1..stages
    hex::GridSpec grid;
    Rules rules;
    QList<SideSetup> sides; // A then B
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);

    const SideSetup &setup(Side s) const { return sides[s == Side::A ? 0 : 1]; }
    const Commander &commanderInChief(Side s) const { return setup(s).commanders.first(); }
    // Lookups by id over both sides (nullptr when unknown).
    const Formation *formation(const QString &key) const;
    const Commander *commander(const QString &key) const;
    std::optional<Side> sideOfFormation(const QString &key) const;
    std::optional<Side> sideOfCommander(const QString &key) const;
    friend bool operator==(const Scenario &, const Scenario &) = default;
};

// Reads and checks a scenario: the JSON shape, then the cross-references (one commander-in-chief per side, known
// superiors, hexes on the grid, unique ids). The error names the file and the JSON pointer.
std::optional<Scenario> scenarioFromJson(const QJsonObject &doc, const QString &file, LoadError *error);
std::optional<Scenario> loadScenario(const QString &path, LoadError *error);
// The shape alone (format, version, types and each field's range) without the cross-references: the scenario editor
// and `bwn ksk scenario check` read a file to list what is wrong with it. nullopt and *error when even that fails.
std::optional<Scenario> readScenarioShape(const QJsonObject &doc, const QString &file, LoadError *error);
// One cross-reference that does not hold: where (a JSON pointer) and why, in both languages.
struct ScenarioProblem {
    QString pointer;
    Text message;
    QString code;    // KSK_ID_TWICE, KSK_HEX_OFF_GRID… (docs/formats.md, KSK scenario)
    QString section; // the rulebook's section when one says it, e.g. "KSK III.30"
    friend bool operator==(const ScenarioProblem &, const ScenarioProblem &) = default;
};
// Every cross-reference problem (one commander-in-chief first per side, unique ids, known superiors, ratings within
// the die, hexes on the grid, entry within the stages, a moving order's distance); the loader refuses at the first.
QList<ScenarioProblem> scenarioProblems(const Scenario &scenario);
QJsonObject scenarioToJson(const Scenario &scenario);
// Written atomically (foundation/document.h); false and *errorMessage when it cannot be.
bool saveScenario(const Scenario &scenario, const QString &path, QString *errorMessage);
// The bundled scenarios' folder inside a data directory ("ksk").
QString scenarioFolder(const QString &dataDir);
// Every scenario in dataDir/ksk (files whose format is ksk-scenario), by id; a broken file is an error.
bool loadScenarios(const QString &dataDir, QList<Scenario> *out, LoadError *error);

// Words for people.
QString sideName(Side s);                            // "A" / "B"
QString orderLetter(OrderKind k);                    // "A", "O", "MF": the diagram's letters in both languages
QString orderWord(OrderKind k, const QString &lang); // "Atak"/"Attack", …

} // namespace sztab::ksk

namespace sztab {
template <> struct EnumNames<ksk::Side> {
    static constexpr std::array<std::pair<ksk::Side, const char *>, 2> names{
        {{ksk::Side::A, "A"}, {ksk::Side::B, "B"}}};
};
template <> struct EnumNames<ksk::OrderKind> {
    static constexpr std::array<std::pair<ksk::OrderKind, const char *>, 3> names{
        {{ksk::OrderKind::Attack, "A"}, {ksk::OrderKind::Defence, "O"}, {ksk::OrderKind::ForcedMarch, "MF"}}};
};
template <> struct EnumNames<ksk::CommanderRole> {
    static constexpr std::array<std::pair<ksk::CommanderRole, const char *>, 3> names{
        {{ksk::CommanderRole::CommanderInChief, "commanderInChief"},
         {ksk::CommanderRole::Corps, "corps"},
         {ksk::CommanderRole::Wing, "wing"}}};
};
template <> struct EnumNames<ksk::FormationKind> {
    static constexpr std::array<std::pair<ksk::FormationKind, const char *>, 2> names{
        {{ksk::FormationKind::Division, "division"}, {ksk::FormationKind::IndependentBrigade, "independentBrigade"}}};
};
} // namespace sztab

namespace sztab::ksk {
template <class IO, class Self> void Order::io(IO &io, Self &self)
{
    io.req("kind", self.kind);
    io.def("axis", self.axis, 0);
    io.def("distance", self.distance, 0);
    io.check(self.axis >= 0 && self.axis < hex::kWedges, "axis", "must be a wedge 0 to 5", "musi być kątem od 0 do 5");
    io.check(self.distance >= 0 && self.distance <= 999, "distance", "must be 0 to 999 hexes",
             "musi być od 0 do 999 heksów");
}
} // namespace sztab::ksk
