// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A roster (army list, CONTRACT: "bw-roster"): what a player fields, by ids into the catalogues.
#include "bw/enums.h"
#include "foundation/loaderror.h"

namespace sztab {

struct RosterLimits {
    friend bool operator==(const RosterLimits &, const RosterLimits &) = default;
    std::optional<QString> preset;   // "32+8"
    std::optional<HalfPoints> units; // custom limits, when no preset
    std::optional<HalfPoints> upgrades;
    std::optional<int> maxBases;
    std::optional<int> artillery;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.opt("preset", s.preset);
        io.opt("units", s.units);
        io.opt("upgrades", s.upgrades);
        io.opt("maxBases", s.maxBases);
        io.opt("artillery", s.artillery);
        io.extras(s.extras);
        io.check(s.preset.has_value() || (s.units.has_value() && s.upgrades.has_value()), "",
                 "give a \"preset\" or both \"units\" and \"upgrades\"",
                 "podaj \u201epreset\u201d albo oba: \u201eunits\u201d i \u201eupgrades\u201d");
    }
};

struct RosterOptions {
    friend bool operator==(const RosterOptions &, const RosterOptions &) = default;
    std::optional<bool> mixPeriods; // absent: the ruleset's reading
    std::optional<int> extraTerrainLimit;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.opt("mixPeriods", s.mixPeriods);
        io.opt("extraTerrainLimit", s.extraTerrainLimit);
        io.extras(s.extras);
    }
};

struct Regiment {
    friend bool operator==(const Regiment &, const Regiment &) = default;
    QString unit;
    std::optional<QString> catalogue;
    Status status = Status::Regular;
    bool ambush = false;
    Extras extras;
    // Last and default-initialised, so that {unit, catalogue, status, ambush, extras} still initialises a regiment.
    std::optional<QStringList> attached = std::nullopt; // units bought for it (B19 12.10: at most one), by unit id
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("unit", s.unit);
        io.opt("catalogue", s.catalogue);
        io.always("status", s.status, Status::Regular);
        io.always("ambush", s.ambush, false);
        io.opt("attached", s.attached);
        io.extras(s.extras);
    }
};

struct Division {
    friend bool operator==(const Division &, const Division &) = default;
    QString id;
    Text name;
    DivisionArm arm = DivisionArm::Infantry;
    std::optional<Arm> pool;
    std::optional<QString> general; // null: still to be drawn
    std::optional<QString> historical;
    QList<Regiment> regiments;
    Extras extras;
    std::optional<QString> role = std::nullopt; // a division role of the ruleset's organisation (B19 12.3)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.always("name", s.name, Text());
        io.req("arm", s.arm);
        io.opt("pool", s.pool);
        io.always("general", s.general, std::optional<QString>());
        io.opt("historical", s.historical);
        io.opt("role", s.role);
        io.req("regiments", s.regiments);
        io.extras(s.extras);
    }
};

struct RosterCorps {
    friend bool operator==(const RosterCorps &, const RosterCorps &) = default;
    QString id;
    Text name;
    std::optional<QString> commander;
    QStringList divisions;
    std::optional<QString> historical; // a historical corps fielded whole: its commander without a draw (BWN 13.2)
    Extras extras;
    std::optional<QString> role = std::nullopt; // a corps role of the ruleset's organisation (B19 12.2)
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.def("name", s.name, Text());
        io.always("commander", s.commander, std::optional<QString>());
        io.req("divisions", s.divisions);
        io.opt("historical", s.historical);
        io.opt("role", s.role);
        io.extras(s.extras);
    }
};

struct CommanderInChief {
    friend bool operator==(const CommanderInChief &, const CommanderInChief &) = default;
    std::optional<QString> general;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.always("general", s.general, std::optional<QString>());
        io.extras(s.extras);
    }
};

// One purchased upgrade (BWN 13.3); which keys matter depends on `id`.
struct RosterUpgrade {
    friend bool operator==(const RosterUpgrade &, const RosterUpgrade &) = default;
    QString id;
    std::optional<Arm> arm;                      // extra-general: the pool
    std::optional<QString> general;              // extra-general: who was drawn
    std::optional<QString> division;             // extra-general: the roster division he leads (BWN 13.3)
    std::optional<QString> target;               // redraw: "cinc", a corps id or a division id
    std::optional<int> levels;                   // army-morale
    std::optional<QString> terrain;              // extra-terrain
    std::optional<int> count;                    // fortification-line, redoubt
    std::optional<std::optional<QString>> corps; // ammunition-train: null = the whole army (kept as written)
    std::optional<HalfPoints> points;            // ammunition-train
    Extras extras;
    std::optional<QString> corpsId() const { return corps ? *corps : std::nullopt; }
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.opt("arm", s.arm);
        io.opt("general", s.general);
        io.opt("division", s.division);
        io.opt("target", s.target);
        io.opt("levels", s.levels);
        io.opt("terrain", s.terrain);
        io.opt("count", s.count);
        io.opt("corps", s.corps);
        io.opt("points", s.points);
        io.extras(s.extras);
        io.check(!s.levels || *s.levels >= 1, "levels", "must be at least 1", "musi być co najmniej 1");
        io.check(!s.count || *s.count >= 1, "count", "must be at least 1", "musi być co najmniej 1");
    }
};

// What the roster was made with (written on save), so that opening it with changed data can say what changed:
// the ruleset's and catalogues' ids, editions and content hashes, and the cost of every unit and the command of
// every general it uses at that time.
struct DataSource {
    friend bool operator==(const DataSource &, const DataSource &) = default;
    QString id;
    std::optional<QString> edition; // a catalogue's catalogueVersion
    QString sha256;                 // of the file's JSON in compact form
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.opt("edition", s.edition);
        io.req("sha256", s.sha256);
    }
};

struct UsedUnit {
    friend bool operator==(const UsedUnit &, const UsedUnit &) = default;
    QString catalogue;
    HalfPoints points;
    int bases = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("catalogue", s.catalogue);
        io.req("points", s.points);
        io.req("bases", s.bases);
    }
};

struct MadeWith {
    friend bool operator==(const MadeWith &, const MadeWith &) = default;
    DataSource ruleset;
    QList<DataSource> catalogues;
    QMap<QString, UsedUnit> units; // unit id -> what it was
    QMap<QString, int> generals;   // general id -> command value
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("ruleset", s.ruleset);
        io.req("catalogues", s.catalogues);
        io.def("units", s.units, QMap<QString, UsedUnit>());
        io.def("generals", s.generals, QMap<QString, int>());
        io.extras(s.extras);
    }
};

struct Roster {
    friend bool operator==(const Roster &, const Roster &) = default;
    QString format = QStringLiteral("bw-roster");
    int version = 1;
    Text name;
    QString ruleset;
    QString nation;
    RosterLimits limits;
    std::optional<RosterOptions> options;
    QStringList catalogues;
    CommanderInChief commanderInChief;
    std::optional<QList<RosterCorps>> corps;
    QList<Division> divisions;
    QList<RosterUpgrade> upgrades;
    std::optional<QList<QJsonObject>> draws; // the draw log (BWN 13.4), written by `bwn draw`
    std::optional<MadeWith> madeWith;        // written on save (core/datastamp.h)
    Extras extras;

    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("format", s.format);
        io.req("version", s.version);
        io.def("name", s.name, Text());
        io.req("ruleset", s.ruleset);
        io.req("nation", s.nation);
        io.req("limits", s.limits);
        io.opt("options", s.options);
        io.req("catalogues", s.catalogues);
        io.check(!s.catalogues.isEmpty(), "catalogues", "name at least one catalogue",
                 "podaj co najmniej jeden katalog");
        io.always("commanderInChief", s.commanderInChief, CommanderInChief());
        io.opt("corps", s.corps);
        io.req("divisions", s.divisions);
        io.always("upgrades", s.upgrades, QList<RosterUpgrade>());
        io.opt("draws", s.draws);
        io.opt("madeWith", s.madeWith);
        io.extras(s.extras);
    }
};

std::optional<Roster> rosterFromJson(const QJsonObject &doc, const QString &file, LoadError *error);
QJsonObject rosterToJson(const Roster &roster);

} // namespace sztab
