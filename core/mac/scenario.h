// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Maciejowice scenario as data (format "mac-scenario", schema data/mac/mac-scenario.schema.json): the
// commanders of both armies, the activation pool of every stage (MAC 13.0), Poniński's arrival (13.0 a–c), the
// leader-casualty roll (4.6.1–4.6.3), the victory points and track (12.1–12.4), the rounding (3.4) and the die
// (2.2). Every number of those rules is read from the file; none is written in code.
#include "foundation/dice.h"
#include "foundation/document.h"
#include "foundation/loaderror.h"
#include "foundation/text.h"
#include "mac/rounding.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace sztab::mac {

enum class Side { Polish, Russian };

// "pl" / "ru", as in files and on the command line.
QString sideId(Side side);
// "pl", "ru" (also "A" = pl and "B" = ru, as the command line takes them); nullopt for anything else.
std::optional<Side> sideFromId(const QString &id);
Side otherSide(Side side);
// "Polacy"/"the Poles", "Rosjanie"/"the Russians".
Text sideName(Side side);

// Where an arriving commander's units enter: a run of hexes (MAC 13.0: "from 0144 to 0149"). Hex ids stay strings.
struct EntryHexes {
    QString from;
    QString to;
    bool isEmpty() const { return from.isEmpty(); }
};

struct Commander {
    QString id; // "kosciuszko", "denisow", …: the key every log and file uses
    Side side = Side::Polish;
    Text name;                       // "Naczelnik Kościuszko", "gen. mjr Denisow"
    Text colour;                     // the colour of the stripe on his units' counters (MAC [4.1])
    QString colourHex;               // the same as #rrggbb, for the screen and the print
    bool colourIllustrative = false; // the colour is not in our rules text (the booklet's counters): demo only
    bool commanderInChief = false;   // Kościuszko, Fersen (MAC [4.4], [4.3])
    bool mayCommandReserve = false;  // may command the Polish reserve (MAC [4.5]: every Pole but Poniński)
    bool onMapAtStart = false;       // set up before the game (MAC 13.0 "initial deployment")
    int entryStage = 0;              // 0: on the map at start or arriving by a roll; else the stage he enters
    EntryHexes entry;                // where his units enter (empty when on the map at start)
    bool arrivesByRoll = false;      // Poniński: his stage is rolled (MAC 13.0 a–c)
    bool fromHistoryOnly = false;    // named in the rules' history, not in 13.0 (a reading, see docs/rules.md)
};

// One side's part of a stage's pool: the named chits and "any N commanders" chosen in secret (MAC 13.0).
struct SidePool {
    QStringList fixed; // commander ids, in the order of 13.0
    int any = 0;
};

// The pool of stages fromStage..toStage (13.0 lists stages 1–8, then "from the ninth stage on").
struct StagePool {
    int fromStage = 1;
    int toStage = 1;
    SidePool polish;
    SidePool russian;
    const SidePool &of(Side side) const { return side == Side::Polish ? polish : russian; }
};

// MAC 13.0 a–c.
struct PoninskiRule {
    QString commander;     // "poninski"
    int rollStage = 1;     // (a) rolled in the first stage …
    int checkOffset = 3;   // … d10 + 3 is the stage to check
    int neverBelow = 12;   // (b) d10 + that stage below 12: he never comes
    int holdStep = 1;      // (c) held back: the chit goes to the next box
    bool extraChit = true; // a reading: on his stage his chit joins the pool beside "any N" (docs/rules.md)
    EntryHexes entry;      // 0101 to 3901
};

// MAC 4.6.1–4.6.3: when a commander in the fire or the melee rolls, and what the d10 means.
struct CasualtyRule {
    QStringList musketRows;       // the musket fire table's rows that call for the roll: "4-5", "6+"
    int musketRowsFromValue = 4;  // the fire value (3.4-rounded, joint fire shifted) from which those rows begin
    int artilleryMaxDistance = 3; // artillery at this distance or less
    int meleeFace = 9;            // a 9 rolled in the melee
    int killedFace = 0;           // 0: killed
    int woundedFace = 9;          // 9: wounded, out of this stage's pool unless already drawn
};

// MAC 12.1–12.4.
struct VictoryRule {
    QMap<QString, int> points; // event id -> VP: "fire-elimination", "morale-elimination", "melee-won",
                               // "artillery-taken" (plus its white stars), "artillery-retaken", "commander-killed"
    int threshold = 15;        // 12.4: automatic victory in turn 3 of a stage (the players may agree another)
    Side markerObverse = Side::Russian; // 12.2: the side the marker shows face up (its reverse is the other side)
    Side winnerOffTrack = Side::Polish; // 12.3: no marker on the track at the end: the Poles won
    int trackLength = 24;               // the boxes of the stage/VP track
};

// MAC [4.2], [4.4] b: the command radius, and what Kościuszko commands himself when drawn.
struct CommandRule {
    int commandRadiusHexes = 4; // 4.2: a unit within 4 hexes of its commander is commanded
    int chiefUnits = 6;         // 4.4 b: six units of his choice …
    int chiefRadiusHexes = 4;   // … within 4 hexes of Kościuszko
    QString chiefWithUnits;     // the commander-in-chief who commands units himself ("kosciuszko")
};

// The d10 as the game reads it (MAC [2.2]).
struct DieRule {
    int sides = 10;
    int lowestFace = 0;
    int highestFace = 9;
    DieFaces faces() const { return {sides, lowestFace}; } // what DiceSource::rollFace reads it as
};

struct Scenario {
    QString id; // "maciejowice-1794"
    int version = 1;
    Text name;
    Text source;     // where the data comes from (the rules text, with the sections)
    int stages = 24; // MAC [3.2]
    DieRule die;
    RoundingRule rounding;
    Text reserveColour; // the Polish reserve's stripe (MAC [4.5]: three-coloured)
    QList<Commander> commanders;
    QList<StagePool> pools;
    PoninskiRule poninski;
    CasualtyRule casualty;
    VictoryRule victory;
    CommandRule command;
    QString file; // where it was read from ("" when built in a test)

    const Commander *commander(const QString &commanderId) const;
    QStringList commanderIds(Side side) const; // in the file's order
    // The commander-in-chief of a side (Kościuszko, Fersen), or "" when the data names none.
    QString commanderInChief(Side side) const;
    // The pool rule of a stage (1..stages); nullptr when the data covers it nowhere.
    const StagePool *poolOf(int stage) const;
};

const DocumentKind &macScenarioKind(); // format "mac-scenario", version 1
const DocumentKind &macGameKind();     // format "mac-game", version 3 (1 and 2 upgraded: legacyDice, legacyCombat)

// The scenario in a JSON object (already parsed): checked against the schema (when the schema is found beside the
// bundled data) and for what a schema cannot say (every commander named exists, the stages are covered once).
std::optional<Scenario> scenarioFromJson(const QJsonObject &doc, const QString &file, LoadError *error);
std::optional<Scenario> loadScenario(const QString &path, LoadError *error);

// The bundled data's mac folder: $SZTAB_DATA_DIR/mac, else ../share/sztab/data/mac beside the program, else the
// source tree's.
QString macDataDir();
// A bundled scenario by id ("maciejowice-1794" is data/mac/maciejowice-1794.json).
std::optional<Scenario> loadBundledScenario(const QString &id, LoadError *error);
inline constexpr const char *kDefaultScenarioId = "maciejowice-1794";

} // namespace sztab::mac
