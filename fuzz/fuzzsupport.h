// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the fuzz targets (fuzz/fuzz_*.cpp) and their regression test (tests/fuzz/tst_fuzzregressions.cpp) share: the
// whole path of each target as one function of the input bytes, and the promises checked along it (docs/fuzzing.md).
//
// An input the program refuses is normal: a refusal must say why and point into the document. A broken promise —
// a write that does not read back equal, a loader or the validator throwing, a draw giving a general twice, a report
// pointing nowhere — throws Finding; a fuzz target turns that into abort() so libFuzzer keeps the input, the
// regression test into a test failure. Crashes and sanitizer reports need no check: they stop the process.
#include "bw/battleframe.h"
#include "bw/dataset.h"
#include "bw/datastamp.h"
#include "foundation/document.h"
#include "bw/draws.h"
#include "bw/initiative.h"
#include "bw/orders.h"
#include "bw/terrain.h"
#include "bw/validation.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <limits>
#include <string>

#ifndef SZTAB_SOURCE_DATA_DIR
#error "SZTAB_SOURCE_DATA_DIR must name the bundled data directory"
#endif

namespace sztab::fuzz {

// A broken promise of the engine (not a refused input).
struct Finding {
    std::string what;
};

inline void require(bool ok, const char *what, const QString &detail = QString())
{
    if (!ok)
        throw Finding{detail.isEmpty() ? std::string(what) : std::string(what) + ": " + detail.toStdString()};
}

// Runs one step of the engine; any exception escaping it is a finding (the loaders turn their own into LoadError).
template <class F> auto guarded(const char *step, F f) -> decltype(f())
{
    try {
        return f();
    } catch (const Finding &) {
        throw;
    } catch (const std::exception &e) {
        throw Finding{std::string(step) + " threw: " + e.what()};
    } catch (...) {
        throw Finding{std::string(step) + " threw"};
    }
}

// How far inputs went, for the regression test to see that the bundled files go the whole way.
struct Progress {
    int parsed = 0;
    int read = 0;
    int bound = 0;
    int validated = 0;
    int stamped = 0;
    int drawn = 0;
};
inline Progress &progress()
{
    static Progress p;
    return p;
}

// ---- The bundled data, read once ----

inline const DataSet &bundledData()
{
    static const DataSet data = [] {
        DataSet d;
        LoadError error;
        if (!d.load({QStringLiteral(SZTAB_SOURCE_DATA_DIR)}, &error)) {
            std::fprintf(stderr, "bundled data does not load: %s\n", qPrintable(error.toLine()));
            std::abort();
        }
        return d;
    }();
    return data;
}

inline const QString &bundledRulesetId()
{
    static const QString id = QStringLiteral("bwn-4.0");
    return id;
}

// The demo rosters of data/rosters/, read once; bound against changed data by the ruleset and catalogue targets.
inline const QList<Roster> &bundledRosters()
{
    static const QList<Roster> rosters = [] {
        QList<Roster> out;
        const QDir dir(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters"));
        for (const QString &name : dir.entryList({QStringLiteral("*.bwroster")}, QDir::Files, QDir::Name)) {
            LoadError error;
            const auto doc = readJsonFile(dir.filePath(name), &error);
            auto roster = doc ? rosterFromJson(*doc, name, &error) : std::nullopt;
            if (!roster) {
                std::fprintf(stderr, "bundled roster does not load: %s\n", qPrintable(error.toLine()));
                std::abort();
            }
            out << std::move(*roster);
        }
        return out;
    }();
    return rosters;
}

// The seed of the program's dice for one input: the first 8 bytes of its SHA-1, so every input has its own draw and
// the same input always the same one.
inline quint64 seedOf(const QByteArray &bytes)
{
    const QByteArray digest = QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
    quint64 seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = seed << 8 | quint8(digest.at(i));
    return seed;
}

// ---- JSON pointers ----

inline std::optional<QJsonValue> resolvePointer(const QJsonValue &root, const QString &pointer)
{
    if (pointer.isEmpty())
        return root;
    if (!pointer.startsWith(QLatin1Char('/')))
        return std::nullopt;
    QJsonValue v = root;
    const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (QString token : tokens) {
        token.replace(QLatin1String("~1"), QLatin1String("/"));
        token.replace(QLatin1String("~0"), QLatin1String("~"));
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            if (!o.contains(token))
                return std::nullopt;
            v = o.value(token);
        } else if (v.isArray()) {
            bool ok = false;
            const int i = token.toInt(&ok);
            const QJsonArray a = v.toArray();
            if (!ok || i < 0 || i >= a.size() || token != QString::number(i))
                return std::nullopt;
            v = a.at(i);
        } else {
            return std::nullopt;
        }
    }
    return v;
}

// A pointer in a message leads to the entry, or — for a key that may be missing ("choose the pool") — to the
// object that should hold it.
inline bool pointsInto(const QJsonValue &root, const QString &pointer)
{
    if (resolvePointer(root, pointer))
        return true;
    const qsizetype slash = pointer.lastIndexOf(QLatin1Char('/'));
    if (slash < 0)
        return false;
    const auto parent = resolvePointer(root, pointer.left(slash));
    return parent && parent->isObject();
}

// A refusal says what and where: the file, a message, and a pointer into `doc` (or a line and column).
inline void requireCleanRefusal(const LoadError &error, const QString &file, const QJsonValue &doc, const char *what)
{
    require(error.file == file, what, QStringLiteral("refusal names the wrong file \"%1\"").arg(error.file));
    require(!error.message.isEmpty(), what, QStringLiteral("refusal without a message"));
    require(!error.hasPointer || pointsInto(doc, error.pointer), what,
            QStringLiteral("refusal points nowhere: \"%1\" (%2)").arg(error.pointer, error.message));
    const QString line = error.toLine();
    require(!line.contains(QLatin1Char('\n')) && !line.contains(QLatin1Char('\r')), what,
            QStringLiteral("message is not one line"));
}

inline const QString &inputName()
{
    static const QString name = QStringLiteral("fuzz-input");
    return name;
}

// ---- Reading and writing back ----

inline std::optional<QJsonObject> parse(const QByteArray &bytes)
{
    LoadError error;
    auto doc = guarded("parseJsonObject", [&] { return parseJsonObject(bytes, inputName(), &error); });
    if (!doc) {
        require(error.file == inputName() && !error.message.isEmpty(), "a syntax error names the file and says why");
        require(!error.hasPointer || error.pointer.isEmpty(), "a syntax error points at the root or at a line");
        if (error.line > 0)
            require(error.column >= 1 && error.line <= bytes.count('\n') + 1, "a syntax error's line is in the file",
                    QStringLiteral("%1:%2").arg(error.line).arg(error.column));
        require(!error.toLine().contains(QLatin1Char('\n')), "a syntax error is reported on one line");
    } else {
        ++progress().parsed;
    }
    return doc;
}

// Reads `doc` with `read` (a *FromJson), writes what was read with `write` (a *ToJson) and requires that the written
// document reads back equal — and writes the same document again.
template <class Read, class Write>
auto readAndRoundTrip(const QJsonObject &doc, Read read, Write write, const char *what)
    -> decltype(read(QJsonObject(), static_cast<LoadError *>(nullptr)))
{
    LoadError error;
    auto value = guarded("reading", [&] { return read(doc, &error); });
    if (!value) {
        requireCleanRefusal(error, inputName(), doc, "a refused file");
        return std::nullopt;
    }
    const QJsonObject written = guarded("writing", [&] { return write(*value); });
    LoadError again;
    const auto reread = guarded("reading back", [&] { return read(written, &again); });
    require(reread.has_value(), what, QStringLiteral("the written file is refused: %1").arg(again.toLine()));
    require(*reread == *value, what, QStringLiteral("read back differs"));
    require(write(*reread) == written, what, QStringLiteral("written twice differs"));
    ++progress().read;
    return value;
}

// ---- Validation and the draw ----

inline int countCode(const ValidationReport &report, const char *code)
{
    return int(std::count_if(report.issues.cbegin(), report.issues.cend(),
                             [code](const Issue &i) { return i.code == QLatin1String(code); }));
}

inline ValidationReport checkedValidate(const BoundRoster &bound, const QJsonObject &written)
{
    const ValidationReport report = guarded("validateRoster", [&] { return validateRoster(bound); });
    ++progress().validated;
    for (const Issue &i : report.issues) {
        require(!i.code.isEmpty() && !i.section.isEmpty(), "every issue has a code and a section");
        require(!i.message.get(QStringLiteral("en")).isEmpty() && !i.message.get(QStringLiteral("pl")).isEmpty(),
                "every issue has a message in both languages", i.code);
        require(pointsInto(written, i.path), "every issue points into the roster",
                i.code + QStringLiteral(" at ") + i.path);
    }
    return report;
}

inline std::optional<BoundRoster> checkedBind(const Roster &roster, const DataSet &data, const QJsonObject &written)
{
    LoadError error;
    auto bound = guarded("bindRoster", [&] { return bindRoster(roster, data, inputName(), &error); });
    if (!bound)
        requireCleanRefusal(error, inputName(), written, "a roster that does not bind");
    else
        ++progress().bound;
    return bound;
}

// The draw with seeded dice: the same seed gives the same draw; it fills every place that needs a commander and
// nothing else; no general twice, none already in the army; what it gives is in the catalogues; the result saves,
// reads back equal, binds again and validates with no commander missing and no new GENERAL_TWICE.
inline void checkDraw(const BoundRoster &bound, const ValidationReport &before, const DataSet &data, quint64 seed)
{
    const QJsonObject stamp{{QStringLiteral("seed"), QString::number(seed)}};
    SeededDice dice(seed);
    DrawError error;
    const auto drawn = guarded("drawCommanders", [&] { return drawCommanders(bound, dice, &error, stamp); });
    const Roster &in = *bound.roster;
    if (!drawn) {
        require(!error.message.isEmpty(), "a refused draw says why");
        require(pointsInto(rosterToJson(in), error.pointer), "a refused draw points into the roster", error.pointer);
        return;
    }

    SeededDice sameDice(seed);
    DrawError sameError;
    const auto same = guarded("drawCommanders", [&] { return drawCommanders(bound, sameDice, &sameError, stamp); });
    require(same && same->roster == drawn->roster && same->entries.size() == drawn->entries.size(),
            "the same seed gives the same draw");

    const Roster &out = drawn->roster;
    require(out.divisions.size() == in.divisions.size() && out.upgrades.size() == in.upgrades.size()
                && out.corps.has_value() == in.corps.has_value()
                && (!in.corps || out.corps->size() == in.corps->size()),
            "a draw keeps the roster's shape");
    QSet<QString> held; // named in the roster before the draw
    auto hold = [&](const std::optional<QString> &g) {
        if (g)
            held.insert(*g);
    };
    hold(in.commanderInChief.general);
    if (in.corps)
        for (const RosterCorps &k : *in.corps)
            hold(k.commander);
    for (const Division &d : in.divisions)
        hold(d.general);
    for (const RosterUpgrade &u : in.upgrades)
        hold(u.general);

    enum class Place { Needs, MustStayEmpty };
    QSet<QString> given;
    auto place = [&](const std::optional<QString> &was, const std::optional<QString> &now, Place kind,
                     const QString &where) {
        if (was) {
            require(now == was, "a draw never replaces a general already named", where);
            return;
        }
        if (kind == Place::MustStayEmpty) {
            require(!now, "a draw fills only places that need a commander", where);
            return;
        }
        require(now.has_value(), "a successful draw fills every place that needs a commander", where);
        require(bound.findGeneral(*now) != nullptr, "a drawn general is in the roster's catalogues", *now);
        require(!held.contains(*now), "a draw never gives a general already in the army",
                *now + QStringLiteral(" at ") + where);
        require(!given.contains(*now), "a draw never gives the same general twice",
                *now + QStringLiteral(" at ") + where);
        given.insert(*now);
    };
    place(in.commanderInChief.general, out.commanderInChief.general, Place::Needs, QStringLiteral("/commanderInChief"));
    if (in.corps)
        for (qsizetype k = 0; k < in.corps->size(); ++k)
            // The corps that is the army is led by the commander-in-chief (BWN 5.2, 13.2): no commander apart.
            place(in.corps->at(k).commander, out.corps->at(k).commander,
                  k == bound.corpsLedByCommanderInChief ? Place::MustStayEmpty : Place::Needs,
                  QStringLiteral("/corps/%1").arg(k));
    for (qsizetype d = 0; d < in.divisions.size(); ++d) // an extra general's division: he fills it (BWN 13.3)
        place(in.divisions[d].general, out.divisions[d].general,
              bound.divisions[d].commandedByCorps || bound.divisions[d].extraGeneral >= 0 ? Place::MustStayEmpty
                                                                                          : Place::Needs,
              QStringLiteral("/divisions/%1").arg(d));
    for (qsizetype u = 0; u < in.upgrades.size(); ++u)
        place(in.upgrades[u].general, out.upgrades[u].general,
              in.upgrades[u].id == QLatin1String("extra-general") ? Place::Needs : Place::MustStayEmpty,
              QStringLiteral("/upgrades/%1").arg(u));
    require(out.draws && out.draws->size() == in.draws.value_or(QList<QJsonObject>()).size() + drawn->entries.size(),
            "every draw is logged");

    // What `bwn draw` saves: it reads back equal, binds and validates.
    const QJsonObject written = rosterToJson(out);
    LoadError rereadError;
    const auto reread = guarded("reading back", [&] { return rosterFromJson(written, inputName(), &rereadError); });
    require(reread && *reread == out, "a drawn roster reads back equal", rereadError.toLine());
    LoadError bindError;
    const auto rebound = guarded("bindRoster", [&] { return bindRoster(out, data, inputName(), &bindError); });
    require(rebound.has_value(), "a drawn roster binds", bindError.toLine());
    const ValidationReport after = checkedValidate(*rebound, written);
    require(countCode(after, "COMMANDER_NOT_DRAWN") == 0, "after a draw no commander is missing");
    require(countCode(after, "POOL_NOT_CHOSEN") == 0, "after a draw no pool is missing");
    require(countCode(after, "GENERAL_TWICE") == countCode(before, "GENERAL_TWICE"), "a draw adds no GENERAL_TWICE");
    ++progress().drawn;
}

// Stamped with the data it is bound to (what saving does), a roster reads back equal and reports no DATA_CHANGED.
inline void checkStamp(const BoundRoster &bound, const DataSet &data)
{
    Roster stamped = *bound.roster;
    stamped.madeWith = guarded("stampOf", [&] { return stampOf(bound); });
    const QJsonObject written = rosterToJson(stamped);
    LoadError error;
    const auto reread = guarded("reading back", [&] { return rosterFromJson(written, inputName(), &error); });
    require(reread && *reread == stamped, "a stamped roster reads back equal", error.toLine());
    const auto rebound = guarded("bindRoster", [&] { return bindRoster(stamped, data, inputName(), &error); });
    require(rebound.has_value(), "a stamped roster binds", error.toLine());
    const ValidationReport report = checkedValidate(*rebound, written);
    for (const Issue &i : report.issues)
        require(i.code != QLatin1String("DATA_CHANGED"),
                "a roster stamped with the data it is opened with reports no change",
                i.path + QStringLiteral(": ") + i.message.get(QStringLiteral("en")));
    ++progress().stamped;
}

// The terrain a roster's upgrades buy (extra terrain, fortifications) placed on the first table of its ruleset.
inline void placeRosterTerrain(const BoundRoster &bound)
{
    const Ruleset &ruleset = *bound.ruleset;
    if (ruleset.terrain.battlefields.isEmpty())
        return;
    PlacementInput input;
    input.a = guarded("playerTerrainFromUpgrades",
                      [&] { return playerTerrainFromUpgrades(ruleset, bound.roster->upgrades); });
    const QStringList sizes = tableSizes(ruleset);
    QString error;
    const auto al = sizes.isEmpty() ? std::nullopt : guarded("allowance", [&] {
        return allowance(ruleset, ruleset.terrain.battlefields.first(), sizes.first(), &error);
    });
    if (!al)
        return;
    const QList<PlacementStep> sequence =
        guarded("placementSequence", [&] { return placementSequence(ruleset, *al, input); });
    (void)guarded("checkPieces", [&] { return checkPieces(ruleset, *al, proposedFrom(sequence)); });
}

// Everything a roster goes through once it reads: bind, validate, stamp, draw, and the terrain it bought.
inline void exerciseRoster(const Roster &roster, const DataSet &data, quint64 seed)
{
    const QJsonObject written = rosterToJson(roster);
    const auto bound = checkedBind(roster, data, written);
    if (!bound)
        return;
    const ValidationReport report = checkedValidate(*bound, written);
    checkStamp(*bound, data);
    checkDraw(*bound, report, data, seed);
    placeRosterTerrain(*bound);
}

// ---- A ruleset's other readers: the terrain, orders, initiative and battle-frame calculators ----

inline void exerciseRulesetTools(const Ruleset &ruleset, quint64 seed)
{
    SeededDice dice(seed);
    QString error;

    // bwn terrain: the battlefield roll, then for each table size what it allows and the placement sequence.
    const QStringList sizes = guarded("tableSizes", [&] { return tableSizes(ruleset); });
    const BattlefieldType *battlefield = nullptr;
    if (!ruleset.terrain.battlefields.isEmpty()) {
        const auto rolled = guarded("rollBattlefield", [&] { return rollBattlefield(ruleset, dice, &error); });
        if (rolled) {
            require(rolled->battlefield != nullptr && rolled->roll >= 1 && rolled->roll <= battlefieldDie(ruleset),
                    "a battlefield roll gives a row of the table");
            battlefield = rolled->battlefield;
        } else {
            require(!error.isEmpty(), "a refused battlefield roll says why");
            battlefield = &ruleset.terrain.battlefields.first();
        }
    }
    if (battlefield) {
        PlacementInput rich; // bought terrain, fortifications and water, as two rosters could ask
        QList<RosterUpgrade> upgrades;
        for (auto it = ruleset.upgrades.cbegin(); it != ruleset.upgrades.cend() && upgrades.size() < 8; ++it) {
            RosterUpgrade u;
            u.id = it.key();
            if (!it->costs.isEmpty())
                u.terrain = it->costs.firstKey();
            u.count = 2;
            upgrades << u;
        }
        rich.a = guarded("playerTerrainFromUpgrades", [&] { return playerTerrainFromUpgrades(ruleset, upgrades); });
        rich.b = rich.a;
        if (ruleset.terrain.placement && !ruleset.terrain.placement->firstPieceTypes.isEmpty())
            rich.b.water << ruleset.terrain.placement->firstPieceTypes.first();
        rich.a.special << SpecialTerrain{QString(), Text(QStringLiteral("special"))};
        for (qsizetype s = 0; s < sizes.size() && s < 4; ++s) {
            const auto al = guarded("allowance", [&] { return allowance(ruleset, *battlefield, sizes[s], &error); });
            if (!al) {
                require(!error.isEmpty(), "a refused table size says why");
                continue;
            }
            for (const PlacementInput &input : {PlacementInput{}, rich}) {
                const QList<PlacementStep> sequence =
                    guarded("placementSequence", [&] { return placementSequence(ruleset, *al, input); });
                for (qsizetype i = 0; i < sequence.size(); ++i)
                    require(sequence[i].step == i + 1, "placement steps are numbered 1, 2, …");
                (void)guarded("placementNotes", [&] { return placementNotes(ruleset, *al, sequence); });
                const QList<TerrainIssue> issues =
                    guarded("checkPieces", [&] { return checkPieces(ruleset, *al, proposedFrom(sequence)); });
                for (const TerrainIssue &i : issues)
                    require(!i.code.isEmpty() && i.index >= -1 && i.index < sequence.size(),
                            "a terrain issue has a code and an entry");
            }
        }
    }

    // bwn order: a few order tests, activation, transfer and character.
    const OrderRules &rules = ruleset.orders;
    for (const OrderType type : {OrderType::Defence, OrderType::Move, OrderType::Attack})
        for (const double distance : {0.0, 17.5, 1e6})
            for (const int individual : {0, 2}) {
                OrderQuery q;
                q.type = type;
                q.distance = distance;
                q.command = individual ? rules.commandMin : rules.commandMax;
                q.individual = individual;
                q.issuer = individual ? Issuer::Division : Issuer::CommanderInChief;
                q.turn = individual ? 1 : 0;
                const OrderResult r = guarded("orderTest", [&] { return orderTest(rules, q); });
                require(r.band >= 0 && r.band < rules.bands.size(),
                        "an order test names a distance band of the ruleset");
            }
    (void)guarded("activationTest", [&] { return activationTest(rules, 12.0, rules.commandMax, 2); });
    (void)guarded("transferTest", [&] { return transferTest(rules, 12.0, rules.commandMin); });
    for (int c = rules.commandMin; c <= rules.commandMax && c <= rules.commandMin + 8; ++c)
        (void)guarded("characterOf", [&] { return characterOf(rules, c, {QStringLiteral("aggressive")}); });

    // bwn draw --initiative, and the upgrades that roll dice during the game.
    const PregameRules pregame = guarded("pregameRules", [&] { return pregameRules(ruleset); });
    error.clear();
    if (!guarded("rollInitiative",
                 [&] { return rollInitiative(pregame, rules.commandMax, rules.commandMin, 2, 0, dice, &error); }))
        require(!error.isEmpty(), "a refused initiative roll says why");
    error.clear();
    if (!guarded("rollInitiative", [&] { return rollInitiative(pregame, 0, 0, 0, 0, dice, &error); })) // ties
        require(!error.isEmpty(), "a refused initiative roll says why");
    error.clear();
    if (!guarded("rollSeizeInitiative", [&] { return rollSeizeInitiative(pregame, 0, 0, dice, &error); }))
        require(!error.isEmpty(), "a refused seize-initiative roll says why");
    error.clear();
    if (!guarded("rollArtilleryDelay", [&] { return rollArtilleryDelay(pregame, dice, &error); }))
        require(!error.isEmpty(), "a refused artillery-delay roll says why");

    // The battle frame for each preset and for a custom battle.
    qsizetype n = 0;
    for (auto it = ruleset.presets.cbegin(); it != ruleset.presets.cend() && n < 4; ++it, ++n) {
        BattleFrameInput input;
        input.preset = it.key();
        input.valueA = it->units;
        input.valueB = HalfPoints::fromHalves(it->units.halves / 2);
        input.turns = 6;
        const auto frame = guarded("battleFrame", [&] { return battleFrame(ruleset, input, &error); });
        if (frame)
            (void)battleFrameToJson(*frame);
    }
    BattleFrameInput custom;
    custom.units = HalfPoints::fromWhole(60);
    custom.table = parseTableSize(sizes.value(0, QStringLiteral("180x120")));
    custom.valueA = HalfPoints::fromWhole(59);
    custom.valueB = HalfPoints::fromHalves(119);
    const auto frame = guarded("battleFrame", [&] { return battleFrame(ruleset, custom, &error); });
    if (frame)
        (void)battleFrameToJson(*frame);
}

// ---- The targets ----

// fuzz_ruleset: a ruleset file as --data would read it; what reads also drives the calculators, and — in place of
// the bundled ruleset — the binding, validation, stamp and draw of the demo rosters.
inline void fuzzRuleset(const QByteArray &bytes)
{
    const auto doc = parse(bytes);
    if (!doc)
        return;
    const auto ruleset = readAndRoundTrip(
        *doc, [](const QJsonObject &d, LoadError *e) { return rulesetFromJson(d, inputName(), e); }, rulesetToJson,
        "a ruleset's JSON reads back equal");
    if (!ruleset)
        return;
    const quint64 seed = seedOf(bytes);
    exerciseRulesetTools(*ruleset, seed);

    DataSet data = bundledData();
    Ruleset replacement = *ruleset;
    replacement.id = bundledRulesetId(); // the catalogues and rosters name this id
    data.insert(std::move(replacement), inputName());
    for (const Roster &roster : bundledRosters())
        exerciseRoster(roster, data, seed);
}

// A roster that uses a catalogue fully: a division per historical division (whole, with its general to come without
// a draw), a corps per historical corps, a division of up to 24 of its units with every status and ambushes, an extra
// general and redraws — all commanders to be drawn.
inline Roster rosterUsing(const Catalogue &c)
{
    Roster r;
    r.ruleset = c.ruleset;
    r.nation = c.nation;
    r.catalogues = {c.id};
    // The standard 32+8, or the first preset of the catalogue's own ruleset when it has no such preset (B19: agreed).
    const Ruleset *ruleset = bundledData().ruleset(c.ruleset);
    r.limits.preset = !ruleset || ruleset->presets.contains(QStringLiteral("32+8")) || ruleset->presets.isEmpty()
        ? QStringLiteral("32+8")
        : ruleset->presets.firstKey();
    QHash<QString, QString> divisionOf; // historical division id -> roster division id
    for (qsizetype i = 0; i < c.divisions.size() && i < 12; ++i) {
        Division d;
        d.id = QStringLiteral("h%1").arg(i);
        d.arm = i % 2 ? DivisionArm::Mixed : DivisionArm::Infantry;
        d.pool = i % 4 == 1 ? std::optional<Arm>(Arm::Cavalry) : std::nullopt;
        d.historical = c.divisions[i].id;
        for (qsizetype u = 0; u < c.divisions[i].units.size() && u < 24; ++u)
            d.regiments << Regiment{c.divisions[i].units[u], std::nullopt, Status::Regular, false, {}};
        divisionOf.insert(c.divisions[i].id, d.id);
        r.divisions << d;
    }
    Division all;
    all.id = QStringLiteral("all");
    all.arm = DivisionArm::Cavalry;
    for (qsizetype u = 0; u < c.units.size() && u < 24; ++u)
        all.regiments << Regiment{c.units[u].id, c.id, Status(u % 3), u % 4 == 3, {}};
    r.divisions << all;
    if (!c.corps.isEmpty()) {
        QList<RosterCorps> corps;
        for (qsizetype k = 0; k < c.corps.size() && k < 6; ++k) {
            RosterCorps rc;
            rc.id = QStringLiteral("k%1").arg(k);
            rc.historical = c.corps[k].id;
            for (const QString &d : c.corps[k].divisions)
                if (divisionOf.contains(d) && !rc.divisions.contains(divisionOf.value(d)))
                    rc.divisions << divisionOf.value(d);
            corps << rc;
        }
        r.corps = corps;
    }
    RosterUpgrade extra;
    extra.id = QStringLiteral("extra-general");
    extra.arm = Arm::Infantry;
    RosterUpgrade redrawChief;
    redrawChief.id = QStringLiteral("redraw");
    redrawChief.target = QStringLiteral("cinc");
    RosterUpgrade redrawAll;
    redrawAll.id = QStringLiteral("redraw");
    redrawAll.target = QStringLiteral("all");
    r.upgrades = {extra, redrawChief, redrawAll};
    return r;
}

// fuzz_catalogue: a catalogue file against the bundled ruleset; what reads goes into the data in place of (or beside)
// the bundled catalogues, and the demo rosters that name it and a roster using all of it are bound, validated,
// stamped and drawn.
inline void fuzzCatalogue(const QByteArray &bytes)
{
    const auto doc = parse(bytes);
    if (!doc)
        return;
    // Against the bundled ruleset the catalogue names (a B19 catalogue against b19), else the main one.
    const Ruleset *named = bundledData().ruleset(doc->value(QStringLiteral("ruleset")).toString());
    const Ruleset *ruleset = named ? named : bundledData().ruleset(bundledRulesetId());
    const auto catalogue = readAndRoundTrip(
        *doc, [ruleset](const QJsonObject &d, LoadError *e) { return catalogueFromJson(d, inputName(), ruleset, e); },
        catalogueToJson, "a catalogue's JSON reads back equal");
    if (!catalogue)
        return;
    const quint64 seed = seedOf(bytes);
    DataSet data = bundledData();
    data.insert(*catalogue, inputName());
    for (const Roster &roster : bundledRosters())
        if (roster.catalogues.contains(catalogue->id))
            exerciseRoster(roster, data, seed);
    const Roster own = rosterUsing(*catalogue);
    exerciseRoster(own, data, seed);
}

// fuzz_roster: a roster file the way a user's file goes: parse, read, write back, bind to the bundled data,
// validate, stamp and draw.
inline void fuzzRoster(const QByteArray &bytes)
{
    const auto doc = parse(bytes);
    if (!doc)
        return;
    const auto roster = readAndRoundTrip(
        *doc, [](const QJsonObject &d, LoadError *e) { return rosterFromJson(d, inputName(), e); }, rosterToJson,
        "a roster's JSON reads back equal");
    if (!roster)
        return;
    exerciseRoster(*roster, bundledData(), seedOf(bytes));
}

// fuzz_jsonio: any file, as `bwn validate` or the app's Open meets it: parse, the format and version check of every
// kind, the reader the document's "format" names, and the compact JSON the content hashes are taken of.
inline void fuzzAnyDocument(const QByteArray &bytes)
{
    const auto doc = parse(bytes);
    if (!doc)
        return;
    const QByteArray compact = QJsonDocument(*doc).toJson(QJsonDocument::Compact);
    LoadError reparseError;
    const auto reparsed = parseJsonObject(compact, inputName(), &reparseError);
    require(reparsed && *reparsed == *doc, "compact JSON parses back equal (content hashes depend on it)");
    require(contentHash(*doc) == contentHash(*reparsed), "the content hash is stable");
    for (const DocumentKind *kind : {&rulesetKind(), &catalogueKind(), &rosterKind()}) {
        LoadError error;
        const auto checked =
            guarded("checkAndUpgrade", [&] { return checkAndUpgrade(*doc, *kind, inputName(), &error); });
        if (!checked)
            requireCleanRefusal(error, inputName(), *doc, "a refused format or version");
        else
            require(documentFormat(*checked) == kind->format, "an accepted document has the kind's format");
    }
    const QString format = documentFormat(*doc);
    if (format == rulesetKind().format)
        fuzzRuleset(bytes);
    else if (format == catalogueKind().format)
        fuzzCatalogue(bytes);
    else if (format == rosterKind().format)
        fuzzRoster(bytes);
}

// A fuzz target's body: a finding aborts, so libFuzzer keeps the input as a crash.
inline int runTarget(void (*target)(const QByteArray &), const uint8_t *data, size_t size)
{
    try {
        target(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    } catch (const Finding &f) {
        std::fprintf(stderr, "fuzz check failed: %s\n", f.what.c_str());
        std::abort();
    } catch (const std::exception &e) {
        std::fprintf(stderr, "fuzz target threw: %s\n", e.what());
        std::abort();
    } catch (...) {
        std::fprintf(stderr, "fuzz target threw\n");
        std::abort();
    }
    return 0;
}

} // namespace sztab::fuzz
