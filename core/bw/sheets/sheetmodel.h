// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the printable sheets say (issue 4), worked out from a bound roster, its validation report and a language,
// before any painting: every number comes from the core (orders.h, validation.h, battleframe.h) and the ruleset,
// every text is already in the chosen language. The painting library (sheetpainter.h) only lays this out, so the
// tests can check the content here without a PDF.
#include "bw/boundroster.h"
#include "bw/validation.h"

namespace sztab::sheets {

// A statistic with the training bonus applied: "8 (7+1)" when a bonus applies, "7" otherwise.
struct Stat {
    int base = 0;
    int bonus = 0;
    int value() const { return base + bonus; }
    QString text() const;
};

struct Commander {
    QString role;       // "Commander-in-chief", "Corps commander — I Corps"
    bool drawn = false; // false: still to be drawn (the name field is left for the player)
    QString name;
    int command = 0;
    QString character;   // aggressive / neutral / cautious, in words
    QString rules;       // his special rules
    QString commandText; // B19: "3 + 1 (corps artillery)" command dice; empty: his command value is shown
};

struct UpgradeLine {
    QString name;
    QString detail;      // "2 charges", "1 level", "woods", "" …
    QString points;      // upgrade points paid, e.g. "2"
    QString description; // what it does
};

struct MoraleStep {
    QString name;       // "NORMAL"
    QString modifier;   // "+1", "-2", "" (broken)
    bool start = false; // the level the army starts at
};

struct Army {
    QString name;
    QString nation;          // the nation's name (the catalogues' nationName) and the catalogues' names
    QString limits;          // "32+8 (vanguard): units 32, upgrades 8, at most 20 bases, artillery 3"
    QString unitPoints;      // "31 / 32"
    QString upgradePoints;   // "8 / 8"
    QString totalPoints;     // "39 / 40"
    QString bases;           // "20 / 20"
    QString artillery;       // "3 / 3"
    HalfPoints armyValue;    // units and generals (CONTRACT)
    int armyMoraleValue = 0; // BWN 14.6
    int moraleBoughtLevels = 0;
    QList<MoraleStep> moraleTrack; // lowest first (BWN 11.9)
    int totalBases = 0;
    int fallsFromLossPercent = 0;
    int fallsFromLossBases = 0; // the army morale can fall once this many bases are lost
    std::optional<int> heavyLossPercent;
    int heavyLossBases = 0;      // a condition of its own (BWN 11.10)
    QList<Commander> commanders; // commander-in-chief first, then the corps commanders
    int initiativeBonus = 0;     // from upgrades, to the first initiative roll (BWN 13.3)
    QList<UpgradeLine> upgrades;
    std::optional<int> turns; // the battle's turns (preset / battle frame)
    bool points = true;       // the ruleset has a points system (B19 does not: no point boxes)
    bool armyMorale = true;   // the ruleset has an army morale scale to track (B19's chapters do not)
};

struct OrderCell {
    int table = 0;     // the table's number (BWN 5.3)
    int needed = 0;    // with his command value applied
    double chance = 0; // percent
    bool possible = true;
    QString text(const QString &lang = QStringLiteral("en")) const; // "4+ 91.67%", in Polish "4+ 91,67%"
};

struct OrderRow {
    QString order;          // "ATTACK"
    QString effect;         // BWN 5.4
    QList<OrderCell> cells; // one per distance band
};

struct IndividualLine {
    QString issuer;        // "from him (division general)", "from the commander-in-chief"
    QList<int> increments; // 1st, 2nd, 3rd individual order
    QString text() const;  // "+2 / +4 / +6"
};

struct ProfileStats {
    QString name; // profile name
    int bases = 0;
    QString move;   // "17/26"
    QString weapon; // "Musket 8"
    Stat wb, so, morale;
    int wtr = 0;
    QString rules;              // special rules in words
    std::optional<int> ammo;    // charges per battery
    std::optional<int> impetus; // B19 12.5, 12.7: extra melee dice of a charge
};

struct Regiment {
    QString name;
    int bases = 0;
    QString status;               // training level in words
    bool trained = false;         // a training bonus applies
    QList<ProfileStats> profiles; // one per base group
    QList<int> wtrPerBase;        // one entry per base: its WTR boxes
    QList<int> ammoPerBase;       // one entry per base: ammunition boxes (0: none)
    QStringList attached;         // B19 12.10: the units bought for it, in words
    bool ambush = false;
    QString ambushNote; // where it may hide (BWN 15.1), for the written-down position field
};

struct Division {
    QString id;
    QString name;        // as the player named it, else its historical name, else "Division 2" (never its id)
    QString heading;     // the bar's title when it is not "Division: name" (an extra general without units)
    QString generalRole; // "General of division", "Extra general", "Led by the corps commander" …
    bool generalDrawn = false;
    bool ledByCorps = false; // a one-division corps or vanguard: its commander's orders pass automatically (BWN 13.4)
    QString generalName;
    int command = 0;
    QString commandText; // "+1"
    QString character;
    QString traits; // in words, "" when none
    QString rules;
    QStringList bandLabels; // "0–30 cm" …
    QList<OrderRow> orders; // DEFENCE, MOVE, ATTACK
    QList<IndividualLine> individual;
    int impossibleAt = 13;
    QString activation; // "automatic within 30 cm; beyond 8+ → 7+ with his command (58.33%)"
    QString transfer;
    QString noOrder;        // what NO ORDER makes him do (BWN 6.3)
    bool orderTable = true; // the ruleset has an order table (B19's chapters give command dice, no table)
    QString commandDice;    // B19: his command dice, "" when not known
    int turns = 0;          // tick-box columns
    QList<int> automaticTurns;
    QStringList tickOrders; // the initials of the orders for the tick boxes
    QList<Regiment> regiments;
};

struct AmmunitionTrain {
    QString name; // "Ammunition train (whole army)"
    int charges = 0;
};

struct VictoryRow {
    QString source;       // what scores
    QString value;        // this battle's value, "" when it depends on the enemy
    bool perItem = false; // counted per base / per general: a count field
    bool halfEnemyValue = false;
};

struct VictorySheet {
    QList<VictoryRow> rows;
    QList<std::pair<QString, QString>> margins; // "0–3", "draw"
    QString ownValue;                           // our army value: what the enemy's half-value rows score against us
    QString ownHalf;
};

struct ReferenceTable {
    QString title;      // with its section, "Turn sequence (BWN 4.2)"
    QStringList header; // empty: no header row
    QList<QStringList> rows;
    QList<int> widths; // relative column widths
};

struct Footer {
    QString ruleset;    // "bwn-4.0 — Bogowie wojny – Napoleon, errata 4.0 (format 1)"
    QString data;       // the catalogues and their format versions
    QString validation; // "Valid: no rule broken (1 warning)" / "BREAKS 2 RULES"
    bool valid = true;
};

struct SheetModel {
    QString lang;
    QString title;
    Army army;
    QList<Division> divisions;
    QList<AmmunitionTrain> trains;
    VictorySheet victory;
    QList<ReferenceTable> reference;
    QStringList errors;   // the rules broken, one line each (printed in a warning box)
    QStringList warnings; // e.g. commanders still to be drawn (printed as a note)
    Footer footer;
};

// Labels of the sheets in `lang` ("pl" or "en"): words, not rules.
QString label(const char *id, const QString &lang);

SheetModel buildSheetModel(const BoundRoster &roster, const ValidationReport &report, const QString &lang);

} // namespace sztab::sheets
