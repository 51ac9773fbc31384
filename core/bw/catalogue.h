// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A catalogue (army list, CONTRACT: "bw-catalogue"): unit profiles with the statistics of BWN 2.8, the units a
// nation may field, its generals (BWN 6.2) and historical divisions and corps (BWN 13.2).
#include "bw/enums.h"
#include "foundation/loaderror.h"

#include <QHash>

namespace sztab {

struct Weapon {
    friend bool operator==(const Weapon &, const Weapon &) = default;
    Text name;
    int range = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("name", s.name);
        io.req("range", s.range);
    }
};

struct Profile {
    friend bool operator==(const Profile &, const Profile &) = default;
    Text name;
    QString costClass;
    UnitKind kind = UnitKind::Infantry;
    QList<int> move; // line, column
    Weapon weapon;
    int wb = 0;
    int so = 0;
    int wtr = 0;
    int morale = 0;
    QStringList rules;
    std::optional<int> ammo;
    Extras extras;
    std::optional<int> impetus = std::nullopt; // extra melee dice of a charge (B19 12.5); last: aggregates stay valid
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("name", s.name);
        io.req("costClass", s.costClass);
        io.req("kind", s.kind);
        io.req("move", s.move);
        io.check(s.move.size() == 2, "move", "expected [line, column]", "oczekiwano [wiersz, kolumna]");
        io.req("weapon", s.weapon);
        io.req("wb", s.wb);
        io.req("so", s.so);
        io.req("wtr", s.wtr);
        io.req("morale", s.morale);
        io.always("rules", s.rules, QStringList());
        io.opt("ammo", s.ammo);
        io.opt("impetus", s.impetus);
        io.extras(s.extras);
    }
};

struct BaseGroup {
    friend bool operator==(const BaseGroup &, const BaseGroup &) = default;
    QString profile;
    int count = 0;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("profile", s.profile);
        io.req("count", s.count);
        io.check(s.count >= 1, "count", "a unit has at least one base of each listed profile",
                 "jednostka ma co najmniej jedną podstawkę każdego podanego profilu");
    }
};

// A regiment is a handful of bases; the limit keeps the army's sums in range whatever a file says.
inline constexpr int kMaxUnitBases = 1000;
inline qint64 totalBases(const QList<BaseGroup> &groups)
{
    qint64 n = 0;
    for (const BaseGroup &g : groups)
        n += g.count;
    return n;
}

struct Unit {
    friend bool operator==(const Unit &, const Unit &) = default;
    QString id;
    Text name;
    std::optional<QString> historicalId;
    QList<BaseGroup> bases;
    std::optional<int> max;
    QStringList traits;
    QStringList alsoFieldedBy; // other nations that may field it from this list (BWN 13.2)
    Extras extras;
    QStringList attachments = {}; // units that may be bought for it (B19 12.10); last: aggregates stay valid
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.req("name", s.name);
        io.opt("historicalId", s.historicalId);
        io.def("alsoFieldedBy", s.alsoFieldedBy, QStringList());
        io.req("bases", s.bases);
        io.check(!s.bases.isEmpty(), "bases", "a unit needs at least one base",
                 "jednostka potrzebuje co najmniej jednej podstawki");
        io.check(totalBases(s.bases) <= kMaxUnitBases, "bases",
                 QStringLiteral("a unit of more than %1 bases").arg(kMaxUnitBases),
                 QStringLiteral("jednostka z więcej niż %1 podstawek").arg(kMaxUnitBases));
        io.opt("max", s.max);
        io.check(!s.max || *s.max >= 1, "max", "must be at least 1", "musi być co najmniej 1");
        io.always("traits", s.traits, QStringList());
        io.def("attachments", s.attachments, QStringList());
        io.extras(s.extras);
    }
    bool hasTrait(QLatin1String trait) const { return traits.contains(trait); }
};

struct General {
    friend bool operator==(const General &, const General &) = default;
    QString id;
    Text name;
    QStringList roles; // commander-in-chief, corps, division
    Arm arm = Arm::Infantry;
    int command = 0;
    QStringList traits;
    Text rules;
    Extras extras;
    std::optional<int> commandDice = std::nullopt; // B19: his command dice (12.1, 12.3); last: aggregates stay valid
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.req("name", s.name);
        io.req("roles", s.roles);
        io.req("arm", s.arm);
        io.req("command", s.command);
        io.opt("commandDice", s.commandDice);
        io.always("traits", s.traits, QStringList());
        io.always("rules", s.rules, Text());
        io.extras(s.extras);
    }
};

struct HistoricalDivision {
    friend bool operator==(const HistoricalDivision &, const HistoricalDivision &) = default;
    QString id;
    Text name;
    QStringList units;
    QString general;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.req("name", s.name);
        io.req("units", s.units);
        io.req("general", s.general);
        io.extras(s.extras);
    }
};

struct HistoricalCorps {
    friend bool operator==(const HistoricalCorps &, const HistoricalCorps &) = default;
    QString id;
    Text name;
    QStringList divisions;
    QString commander;
    Extras extras;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("id", s.id);
        io.req("name", s.name);
        io.req("divisions", s.divisions);
        io.req("commander", s.commander);
        io.extras(s.extras);
    }
};

// One edition of a catalogue, for people sharing lists in a club (newest last in Catalogue::changelog).
struct ChangelogEntry {
    friend bool operator==(const ChangelogEntry &, const ChangelogEntry &) = default;
    QString version;             // the catalogueVersion it describes
    std::optional<QString> date; // YYYY-MM-DD
    Text text;
    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("version", s.version);
        io.opt("date", s.date);
        io.req("text", s.text);
    }
};

struct Catalogue {
    friend bool operator==(const Catalogue &, const Catalogue &) = default;
    QString format = QStringLiteral("bw-catalogue");
    int version = 1;
    QString id;
    QString ruleset;
    QString nation;
    std::optional<QString> period;
    Text name;
    bool demo = false;
    std::optional<QString> author;           // who compiled the list
    std::optional<QString> catalogueVersion; // the list's own edition, e.g. "1.2" (not the format version)
    QList<ChangelogEntry> changelog;
    QMap<QString, Profile> profiles;
    QList<Unit> units;
    QList<General> generals;
    QList<HistoricalDivision> divisions;
    QList<HistoricalCorps> corps;
    Extras extras;

    template <class IO, class S> static void io(IO &io, S &s)
    {
        io.req("format", s.format);
        io.req("version", s.version);
        io.req("id", s.id);
        io.req("ruleset", s.ruleset);
        io.req("nation", s.nation);
        io.opt("period", s.period);
        io.req("name", s.name);
        io.def("demo", s.demo, false);
        io.opt("author", s.author);
        io.opt("catalogueVersion", s.catalogueVersion);
        io.def("changelog", s.changelog, QList<ChangelogEntry>());
        io.req("profiles", s.profiles);
        io.req("units", s.units);
        io.always("generals", s.generals, QList<General>());
        io.def("divisions", s.divisions, QList<HistoricalDivision>());
        io.def("corps", s.corps, QList<HistoricalCorps>());
        io.extras(s.extras);
    }

    // Index lookups; the catalogue keeps its lists in file order for writing back.
    const Unit *unit(const QString &unitId) const;
    const General *general(const QString &generalId) const;
    const HistoricalDivision *division(const QString &divisionId) const;
    const Profile *profile(const QString &profileId) const;
    const HistoricalCorps *historicalCorps(const QString &corpsId) const;

    // Built by the loader for fast lookups; checked on use, so an edited catalogue is still answered right.
    QHash<QString, qsizetype> unitIndex;
    void reindex();
};

// Reads a catalogue and checks what the file alone can say: every profile, general and unit reference
// resolves, no id is used twice, command values and cost classes are those of `ruleset` (when given).
struct Ruleset;
std::optional<Catalogue> catalogueFromJson(const QJsonObject &doc, const QString &file, const Ruleset *ruleset,
                                           LoadError *error);
QJsonObject catalogueToJson(const Catalogue &catalogue);

} // namespace sztab
