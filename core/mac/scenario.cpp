// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/scenario.h"

#include "foundation/datadir.h"
#include "foundation/jsonschema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace sztab::mac {

QString sideId(Side side) { return side == Side::Polish ? QStringLiteral("pl") : QStringLiteral("ru"); }

std::optional<Side> sideFromId(const QString &id)
{
    const QString v = id.trimmed().toLower();
    if (v == QLatin1String("pl") || v == QLatin1String("a"))
        return Side::Polish;
    if (v == QLatin1String("ru") || v == QLatin1String("b"))
        return Side::Russian;
    return std::nullopt;
}

Side otherSide(Side side) { return side == Side::Polish ? Side::Russian : Side::Polish; }

Text sideName(Side side)
{
    return side == Side::Polish ? Text::translated(QStringLiteral("Polacy"), QStringLiteral("the Poles"))
                                : Text::translated(QStringLiteral("Rosjanie"), QStringLiteral("the Russians"));
}

const Commander *Scenario::commander(const QString &commanderId) const
{
    for (const Commander &c : commanders)
        if (c.id == commanderId)
            return &c;
    return nullptr;
}

QStringList Scenario::commanderIds(Side side) const
{
    QStringList ids;
    for (const Commander &c : commanders)
        if (c.side == side)
            ids << c.id;
    return ids;
}

QString Scenario::commanderInChief(Side side) const
{
    for (const Commander &c : commanders)
        if (c.side == side && c.commanderInChief)
            return c.id;
    return {};
}

const StagePool *Scenario::poolOf(int stage) const
{
    for (const StagePool &p : pools)
        if (stage >= p.fromStage && stage <= p.toStage)
            return &p;
    return nullptr;
}

const DocumentKind &macScenarioKind()
{
    static const DocumentKind kind{QStringLiteral("mac-scenario"), 1, {}, 1};
    return kind;
}

const DocumentKind &macGameKind()
{
    // Version 2: the program's dice are keyed by what is rolled for (mac/programdice.h). A version-1 game keeps the
    // per-entry dice for the entries it already has. Version 3: fire and melee wait for turn 2's first draw (MAC
    // 3.3); a version-2 game's entries replay as they were recorded.
    const auto entriesSoFar = [](const char *key) {
        return [key](QJsonObject doc) {
            const qsizetype n = doc.value(QStringLiteral("log")).toArray().size();
            if (n > 0)
                doc.insert(QLatin1String(key), n);
            return doc;
        };
    };
    static const DocumentKind kind{QStringLiteral("mac-game"),
                                   3,
                                   {{1, entriesSoFar("legacyDice")}, {2, entriesSoFar("legacyCombat")}},
                                   1};
    return kind;
}

namespace {

// The reader after the schema said the shape is right: only what a schema cannot check fails here.
struct Reader {
    QString file;
    LoadError *error;
    bool fail(const QString &pointer, const QString &english, const QString &polish)
    {
        if (error)
            *error = LoadError{file, pointer, true, 0, 0, english, polish};
        return false;
    }
};

Text textOf(const QJsonValue &v)
{
    Text t;
    t.assign(v);
    return t;
}

Side sideOf(const QJsonValue &v) { return v.toString() == QLatin1String("ru") ? Side::Russian : Side::Polish; }

SidePool sidePoolOf(const QJsonObject &o)
{
    SidePool p;
    for (const QJsonValue &v : o.value(QStringLiteral("fixed")).toArray())
        p.fixed << v.toString();
    p.any = o.value(QStringLiteral("any")).toInt(0);
    return p;
}

std::optional<QJsonObject> schemaFor(const QString &name)
{
    LoadError ignored;
    return readJsonFile(macDataDir() + QLatin1Char('/') + name, &ignored);
}

} // namespace

std::optional<Scenario> scenarioFromJson(const QJsonObject &input, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(input, macScenarioKind(), file, error);
    if (!doc)
        return std::nullopt;
    Reader r{file, error};
    if (const auto schema = schemaFor(QStringLiteral("mac-scenario.schema.json"))) {
        const QList<SchemaViolation> violations = validateJsonSchema(*doc, *schema);
        if (!violations.isEmpty()) {
            r.fail(violations.first().pointer, violations.first().message, violations.first().messagePl);
            return std::nullopt;
        }
    }
    Scenario s;
    s.file = file;
    s.id = doc->value(QStringLiteral("id")).toString();
    s.version = doc->value(QStringLiteral("version")).toInt();
    s.name = textOf(doc->value(QStringLiteral("name")));
    s.source = textOf(doc->value(QStringLiteral("source")));
    s.stages = doc->value(QStringLiteral("stages")).toInt();
    const QJsonObject die = doc->value(QStringLiteral("die")).toObject();
    s.die = {die.value(QStringLiteral("sides")).toInt(), die.value(QStringLiteral("lowestFace")).toInt(),
             die.value(QStringLiteral("highestFace")).toInt()};
    const QJsonObject rounding = doc->value(QStringLiteral("rounding")).toObject();
    s.rounding = {rounding.value(QStringLiteral("downFromHundredths")).toInt(),
                  rounding.value(QStringLiteral("downToHundredths")).toInt()};
    const QJsonObject reserve = doc->value(QStringLiteral("reserve")).toObject();
    s.reserveColour = textOf(reserve.value(QStringLiteral("colour")));

    QSet<QString> ids;
    const QJsonArray commanders = doc->value(QStringLiteral("commanders")).toArray();
    for (qsizetype i = 0; i < commanders.size(); ++i) {
        const QJsonObject o = commanders[i].toObject();
        Commander c;
        c.id = o.value(QStringLiteral("id")).toString();
        if (ids.contains(c.id)) {
            r.fail(QStringLiteral("/commanders/%1/id").arg(i), QStringLiteral("the id \"%1\" is used twice").arg(c.id),
                   QStringLiteral("id \u201e%1\u201d użyte dwa razy").arg(c.id));
            return std::nullopt;
        }
        ids.insert(c.id);
        c.side = sideOf(o.value(QStringLiteral("side")));
        c.name = textOf(o.value(QStringLiteral("name")));
        c.colour = textOf(o.value(QStringLiteral("colour")));
        c.colourHex = o.value(QStringLiteral("colourHex")).toString();
        c.colourIllustrative = o.value(QStringLiteral("colourIllustrative")).toBool();
        c.commanderInChief = o.value(QStringLiteral("commanderInChief")).toBool();
        c.mayCommandReserve = o.value(QStringLiteral("mayCommandReserve")).toBool();
        c.onMapAtStart = o.value(QStringLiteral("onMapAtStart")).toBool();
        c.entryStage = o.value(QStringLiteral("entryStage")).toInt(0);
        const QJsonObject entry = o.value(QStringLiteral("entry")).toObject();
        c.entry = {entry.value(QStringLiteral("from")).toString(), entry.value(QStringLiteral("to")).toString()};
        c.arrivesByRoll = o.value(QStringLiteral("arrivesByRoll")).toBool();
        c.fromHistoryOnly = o.value(QStringLiteral("fromHistoryOnly")).toBool();
        if (int(c.onMapAtStart) + int(c.entryStage > 0) + int(c.arrivesByRoll) != 1) {
            r.fail(QStringLiteral("/commanders/%1").arg(i),
                   QStringLiteral("a commander is on the map at start, enters in a stage or arrives by a roll: "
                                  "exactly one of onMapAtStart, entryStage, arrivesByRoll"),
                   QStringLiteral("dowódca jest na mapie od początku, wchodzi w danym etapie albo przybywa po rzucie: "
                                  "dokładnie jedno z onMapAtStart, entryStage, arrivesByRoll"));
            return std::nullopt;
        }
        if (c.entryStage > s.stages) {
            r.fail(QStringLiteral("/commanders/%1/entryStage").arg(i),
                   QStringLiteral("enters after the last stage (%1)").arg(s.stages),
                   QStringLiteral("wchodzi po ostatnim etapie (%1)").arg(s.stages));
            return std::nullopt;
        }
        s.commanders << c;
    }
    for (Side side : {Side::Polish, Side::Russian}) {
        int chiefs = 0;
        for (const Commander &c : s.commanders)
            chiefs += c.side == side && c.commanderInChief;
        if (chiefs > 1)
            return r.fail(QStringLiteral("/commanders"),
                          QStringLiteral("%1 has more than one commander-in-chief").arg(sideId(side)),
                          QStringLiteral("%1 ma więcej niż jednego wodza naczelnego").arg(sideId(side))),
                   std::nullopt;
    }

    // The pools: each stage covered exactly once, each commander named exists and fights on that side.
    const QJsonArray pools = doc->value(QStringLiteral("pools")).toArray();
    QList<int> covered(s.stages + 1, 0);
    for (qsizetype i = 0; i < pools.size(); ++i) {
        const QJsonObject o = pools[i].toObject();
        const QJsonArray stages = o.value(QStringLiteral("stages")).toArray();
        StagePool p;
        p.fromStage = stages.at(0).toInt();
        p.toStage = stages.at(1).toInt();
        if (p.fromStage > p.toStage || p.toStage > s.stages)
            return r.fail(QStringLiteral("/pools/%1/stages").arg(i),
                          QStringLiteral("the stages must run from..to within 1..%1").arg(s.stages),
                          QStringLiteral("etapy muszą biec od..do w granicach 1..%1").arg(s.stages)),
                   std::nullopt;
        for (int st = p.fromStage; st <= p.toStage; ++st)
            if (covered[st]++)
                return r.fail(QStringLiteral("/pools/%1/stages").arg(i),
                              QStringLiteral("stage %1 has a pool already").arg(st),
                              QStringLiteral("etap %1 ma już pulę").arg(st)),
                       std::nullopt;
        p.polish = sidePoolOf(o.value(QStringLiteral("pl")).toObject());
        p.russian = sidePoolOf(o.value(QStringLiteral("ru")).toObject());
        for (Side side : {Side::Polish, Side::Russian}) {
            const QStringList &fixed = p.of(side).fixed;
            for (qsizetype k = 0; k < fixed.size(); ++k) {
                const Commander *c = s.commander(fixed[k]);
                if (!c || c->side != side)
                    return r.fail(QStringLiteral("/pools/%1/%2/fixed/%3").arg(i).arg(sideId(side)).arg(k),
                                  QStringLiteral("\"%1\" is no commander of this side").arg(fixed[k]),
                                  QStringLiteral("\u201e%1\u201d nie jest dowódcą tej strony").arg(fixed[k])),
                           std::nullopt;
            }
        }
        s.pools << p;
    }
    for (int st = 1; st <= s.stages; ++st)
        if (!covered[st])
            return r.fail(QStringLiteral("/pools"), QStringLiteral("stage %1 has no pool").arg(st),
                          QStringLiteral("etap %1 nie ma puli").arg(st)),
                   std::nullopt;

    const QJsonObject pon = doc->value(QStringLiteral("poninski")).toObject();
    s.poninski.commander = pon.value(QStringLiteral("commander")).toString();
    s.poninski.rollStage = pon.value(QStringLiteral("rollStage")).toInt();
    s.poninski.checkOffset = pon.value(QStringLiteral("checkOffset")).toInt();
    s.poninski.neverBelow = pon.value(QStringLiteral("neverBelow")).toInt();
    s.poninski.holdStep = pon.value(QStringLiteral("holdStep")).toInt();
    s.poninski.extraChit = pon.value(QStringLiteral("extraChit")).toBool();
    const Commander *poninski = s.commander(s.poninski.commander);
    if (!poninski || !poninski->arrivesByRoll)
        return r.fail(
                   QStringLiteral("/poninski/commander"),
                   QStringLiteral("\"%1\" is no commander arriving by a roll").arg(s.poninski.commander),
                   QStringLiteral("\u201e%1\u201d nie jest dowódcą przybywającym po rzucie").arg(s.poninski.commander)),
               std::nullopt;
    s.poninski.entry = poninski->entry;
    if (s.poninski.rollStage > s.stages)
        return r.fail(QStringLiteral("/poninski/rollStage"), QStringLiteral("after the last stage"),
                      QStringLiteral("po ostatnim etapie")),
               std::nullopt;

    const QJsonObject cas = doc->value(QStringLiteral("casualty")).toObject();
    for (const QJsonValue &v : cas.value(QStringLiteral("musketRows")).toArray())
        s.casualty.musketRows << v.toString();
    s.casualty.musketRowsFromValue = cas.value(QStringLiteral("musketRowsFromValue")).toInt();
    s.casualty.artilleryMaxDistance = cas.value(QStringLiteral("artilleryMaxDistance")).toInt();
    s.casualty.meleeFace = cas.value(QStringLiteral("meleeFace")).toInt();
    s.casualty.killedFace = cas.value(QStringLiteral("killedFace")).toInt();
    s.casualty.woundedFace = cas.value(QStringLiteral("woundedFace")).toInt();
    if (s.casualty.killedFace == s.casualty.woundedFace)
        return r.fail(QStringLiteral("/casualty/woundedFace"), QStringLiteral("the same face as killedFace"),
                      QStringLiteral("ta sama ścianka co killedFace")),
               std::nullopt;

    const QJsonObject command = doc->value(QStringLiteral("command")).toObject();
    s.command.commandRadiusHexes = command.value(QStringLiteral("commandRadiusHexes")).toInt();
    s.command.chiefUnits = command.value(QStringLiteral("chiefUnits")).toInt();
    s.command.chiefRadiusHexes = command.value(QStringLiteral("chiefRadiusHexes")).toInt();
    s.command.chiefWithUnits = command.value(QStringLiteral("chiefWithUnits")).toString();
    if (const Commander *chief = s.commander(s.command.chiefWithUnits); !chief || !chief->commanderInChief)
        return r.fail(QStringLiteral("/command/chiefWithUnits"),
                      QStringLiteral("\"%1\" is no commander-in-chief").arg(s.command.chiefWithUnits),
                      QStringLiteral("\u201e%1\u201d nie jest wodzem naczelnym").arg(s.command.chiefWithUnits)),
               std::nullopt;

    const QJsonObject vic = doc->value(QStringLiteral("victory")).toObject();
    const QJsonObject points = vic.value(QStringLiteral("points")).toObject();
    for (auto it = points.begin(); it != points.end(); ++it)
        s.victory.points.insert(it.key(), it.value().toInt());
    s.victory.threshold = vic.value(QStringLiteral("threshold")).toInt();
    s.victory.markerObverse = sideOf(vic.value(QStringLiteral("markerObverse")));
    s.victory.winnerOffTrack = sideOf(vic.value(QStringLiteral("winnerOffTrack")));
    s.victory.trackLength = vic.value(QStringLiteral("trackLength")).toInt();
    return s;
}

std::optional<Scenario> loadScenario(const QString &path, LoadError *error)
{
    const auto doc = readJsonFile(path, error);
    if (!doc)
        return std::nullopt;
    return scenarioFromJson(*doc, path, error);
}

QString macDataDir() { return bundledDataDir() + QStringLiteral("/mac"); }

std::optional<Scenario> loadBundledScenario(const QString &id, LoadError *error)
{
    static const QRegularExpression safe(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    if (!safe.match(id).hasMatch()) {
        if (error) {
            *error = LoadError{
                id, {}, false, 0, 0, QStringLiteral("not a scenario id"), QStringLiteral("to nie jest id scenariusza")};
        }
        return std::nullopt;
    }
    return loadScenario(macDataDir() + QLatin1Char('/') + id + QStringLiteral(".json"), error);
}

} // namespace sztab::mac
