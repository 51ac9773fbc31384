// SPDX-License-Identifier: GPL-3.0-or-later
// Reading, checking and writing a KSK scenario (format "ksk-scenario").
#include "ksk/scenario.h"

#include "foundation/document.h"

#include <QDir>
#include <QSet>

namespace sztab::ksk {

template <class IO, class Self> void Rules::io(IO &io, Self &self)
{
    io.always("die", self.die, 10);
    io.def("dieLowestFace", self.dieLowestFace, 0);
    io.always("rangeCommanderInChief", self.rangeCommanderInChief, 3);
    io.always("rangeCorps", self.rangeCorps, 6);
    io.always("rangeDivision", self.rangeDivision, 3);
    io.always("rangeBrigade", self.rangeBrigade, 2);
    io.always("courierHexesPerStage", self.courierHexesPerStage, 10);
    io.always("courierWingStop", self.courierWingStop, 2);
    io.always("courierShortMax", self.courierShortMax, 10);
    io.always("courierParkStages", self.courierParkStages, 1);
    io.always("interceptionFace", self.interceptionFace, 9);
    io.always("interceptionDelayStages", self.interceptionDelayStages, 2);
    io.always("commanderMovement", self.commanderMovement, 10);
    io.always("forcedMarchFactor", self.forcedMarchFactor, 2);
    io.always("keepCourierModifier", self.keepCourierModifier, -1);
    io.always("keepCourierRange", self.keepCourierRange, 3);
    io.always("activationsInARow", self.activationsInARow, 2);
    io.check(self.die >= 2 && self.die <= 100, "die", "must be 2 to 100", "musi być od 2 do 100");
    io.check(self.courierHexesPerStage >= 1, "courierHexesPerStage", "must be at least 1", "musi być co najmniej 1");
    io.check(self.dieLowestFace == 0 || self.dieLowestFace == 1, "dieLowestFace", "must be 0 or 1",
             "musi być 0 albo 1");
    io.check(self.interceptionFace >= self.dieLowestFace && self.interceptionFace < self.dieLowestFace + self.die,
             "interceptionFace", "must be a face of the die", "musi być ścianką kostki");
    io.check(self.activationsInARow >= 1, "activationsInARow", "must be at least 1", "musi być co najmniej 1");
    io.extras(self.extra);
}

template <class IO, class Self> void Commander::io(IO &io, Self &self)
{
    io.req("id", self.id);
    io.req("name", self.name);
    io.req("role", self.role);
    io.req("rating", self.rating);
    io.req("hex", self.hex);
    io.extras(self.extra);
}

template <class IO, class Self> void Brigade::io(IO &io, Self &self)
{
    io.req("id", self.id);
    io.req("name", self.name);
    io.def("commander", self.commander, Text());
    io.extras(self.extra);
}

template <class IO, class Self> void Formation::io(IO &io, Self &self)
{
    io.req("id", self.id);
    io.req("name", self.name);
    io.req("kind", self.kind);
    io.req("commander", self.commander);
    io.req("rating", self.rating);
    io.def("superior", self.superior, QString());
    io.req("marker", self.marker);
    io.req("hex", self.hex);
    io.req("units", self.units);
    io.def("entryStage", self.entryStage, 1);
    io.req("order", self.order);
    io.def("brigades", self.brigades, QList<Brigade>());
    io.check(self.units >= 1, "units", "must be at least 1", "musi być co najmniej 1");
    io.check(self.entryStage >= 1, "entryStage", "must be at least 1", "musi być co najmniej 1");
    io.check(!self.marker.isEmpty() && self.marker != QLatin1String("blank"), "marker",
             "must name a kind of marker other than \"blank\"",
             "musi podawać rodzaj znacznika inny niż \u201eblank\u201d");
    io.extras(self.extra);
}

template <class IO, class Self> void SideSetup::io(IO &io, Self &self)
{
    io.req("side", self.side);
    io.req("name", self.name);
    io.req("couriers", self.couriers);
    io.def("initiativeModifier", self.initiativeModifier, 0);
    io.req("commanders", self.commanders);
    io.req("formations", self.formations);
    io.check(self.couriers >= 0 && self.couriers <= 99, "couriers", "must be 0 to 99", "musi być od 0 do 99");
    io.extras(self.extra);
}

template <class IO, class Self> void Scenario::io(IO &io, Self &self)
{
    io.req("format", self.format);
    io.req("version", self.version);
    io.req("id", self.id);
    io.req("name", self.name);
    io.def("demo", self.demo, false);
    io.def("note", self.note, Text());
    io.def("date", self.date, QString());
    io.req("stages", self.stages);
    io.req("grid", self.grid);
    io.req("rules", self.rules);
    io.req("sides", self.sides);
    io.check(self.stages >= 1 && self.stages <= 999, "stages", "must be 1 to 999", "musi być od 1 do 999");
    io.check(self.sides.size() == 2, "sides", "must list exactly two sides, A then B",
             "musi wymieniać dokładnie dwie strony, A, potem B");
    io.extras(self.extra);
}

namespace {

const DocumentKind &scenarioKind()
{
    static const DocumentKind kind{QStringLiteral("ksk-scenario"), 1, {}, 1};
    return kind;
}

} // namespace

// The cross-references the shape cannot say, every one found, each with its pointer (the loader refuses the file at
// the first; the scenario editor lists them all).
QList<ScenarioProblem> scenarioProblems(const Scenario &s)
{
    QList<ScenarioProblem> out;
    QString code, section; // of the problems appended next
    const auto problem = [&out, &code, &section](const QString &pointer, const QString &pl, const QString &en) {
        out.append(ScenarioProblem{pointer, Text::translated(pl, en), code, section});
    };
    const auto kind = [&code, &section](const char *c, const char *sec) {
        code = QLatin1String(c);
        section = QLatin1String(sec);
    };
    kind("KSK_SIDES", "");
    if (s.sides.size() != 2 || s.sides[0].side != Side::A || s.sides[1].side != Side::B) {
        problem(QStringLiteral("/sides"), QStringLiteral("strony muszą być dwie: A, potem B"),
                QStringLiteral("the sides must be A then B"));
        return out;
    }
    QSet<QString> ids;
    auto hexOk = [&](const QString &h) { return hex::fromNumber(s.grid, h).has_value(); };
    const auto idProblem = [&](const QString &pointer, const QString &id) {
        if (!id.isEmpty() && !ids.contains(id)) {
            ids.insert(id);
            return;
        }
        kind("KSK_ID_TWICE", "");
        problem(pointer, QStringLiteral("id „%1” jest pusty albo użyty dwa razy").arg(id),
                QStringLiteral("id \"%1\" is empty or used twice").arg(id));
    };
    const auto ratingProblem = [&](const QString &pointer, int rating) {
        kind("KSK_RATING_RANGE", "KSK III.47");
        if (rating < 0 || rating > s.rules.die)
            problem(pointer, QStringLiteral("musi być od 0 do %1 (kość)").arg(s.rules.die),
                    QStringLiteral("must be 0 to %1 (the die)").arg(s.rules.die));
    };
    const auto hexProblem = [&](const QString &pointer, const QString &h) {
        kind("KSK_HEX_OFF_GRID", "");
        if (!hexOk(h))
            problem(pointer, QStringLiteral("„%1” nie jest heksem siatki scenariusza").arg(h),
                    QStringLiteral("\"%1\" is not a hex of the scenario's grid").arg(h));
    };
    for (int si = 0; si < 2; ++si) {
        const SideSetup &side = s.sides[si];
        const QString sp = QStringLiteral("/sides/%1").arg(si);
        kind("KSK_NO_COMMANDER_IN_CHIEF", "KSK III.1");
        if (side.commanders.isEmpty() || side.commanders.first().role != CommanderRole::CommanderInChief)
            problem(sp + QStringLiteral("/commanders"),
                    QStringLiteral("pierwszym dowódcą strony %1 musi być naczelny wódz").arg(sideName(side.side)),
                    QStringLiteral("the first commander of side %1 must be the commander-in-chief")
                        .arg(sideName(side.side)));
        QSet<QString> superiors;
        for (qsizetype i = 0; i < side.commanders.size(); ++i) {
            const Commander &c = side.commanders[i];
            const QString p = sp + QStringLiteral("/commanders/%1").arg(i);
            idProblem(p + QStringLiteral("/id"), c.id);
            kind("KSK_TWO_COMMANDERS_IN_CHIEF", "KSK III.1");
            if (i > 0 && c.role == CommanderRole::CommanderInChief)
                problem(p + QStringLiteral("/role"), QStringLiteral("strona ma jednego naczelnego wodza"),
                        QStringLiteral("a side has one commander-in-chief"));
            ratingProblem(p + QStringLiteral("/rating"), c.rating);
            hexProblem(p + QStringLiteral("/hex"), c.hex);
            if (i > 0)
                superiors.insert(c.id);
        }
        for (qsizetype i = 0; i < side.formations.size(); ++i) {
            const Formation &f = side.formations[i];
            const QString p = sp + QStringLiteral("/formations/%1").arg(i);
            idProblem(p + QStringLiteral("/id"), f.id);
            kind("KSK_UNKNOWN_SUPERIOR", "KSK III.1");
            if (!f.superior.isEmpty() && !superiors.contains(f.superior))
                problem(p + QStringLiteral("/superior"),
                        QStringLiteral("„%1” nie jest dowódcą korpusu ani skrzydła tej strony").arg(f.superior),
                        QStringLiteral("\"%1\" is not a corps or wing commander of this side").arg(f.superior));
            ratingProblem(p + QStringLiteral("/rating"), f.rating);
            hexProblem(p + QStringLiteral("/hex"), f.hex);
            kind("KSK_ENTRY_AFTER_LAST_STAGE", "KSK II.17");
            if (f.entryStage > s.stages)
                problem(p + QStringLiteral("/entryStage"), QStringLiteral("po ostatnim etapie (%1)").arg(s.stages),
                        QStringLiteral("after the last stage (%1)").arg(s.stages));
            kind("KSK_ORDER_NO_DISTANCE", "KSK III.30");
            if (f.order.kind != OrderKind::Defence && f.order.distance < 1)
                problem(p + QStringLiteral("/order/distance"),
                        QStringLiteral("rozkaz Atak albo Marsz forsowny potrzebuje odległości co najmniej 1"),
                        QStringLiteral("an Attack or Forced March order needs a distance of at least 1"));
            for (qsizetype b = 0; b < f.brigades.size(); ++b)
                idProblem(p + QStringLiteral("/brigades/%1/id").arg(b), f.brigades[b].id);
        }
    }
    return out;
}

const Formation *Scenario::formation(const QString &key) const
{
    for (const SideSetup &s : sides)
        for (const Formation &f : s.formations)
            if (f.id == key)
                return &f;
    return nullptr;
}

const Commander *Scenario::commander(const QString &key) const
{
    for (const SideSetup &s : sides)
        for (const Commander &c : s.commanders)
            if (c.id == key)
                return &c;
    return nullptr;
}

std::optional<Side> Scenario::sideOfFormation(const QString &key) const
{
    for (const SideSetup &s : sides)
        for (const Formation &f : s.formations)
            if (f.id == key)
                return s.side;
    return std::nullopt;
}

std::optional<Side> Scenario::sideOfCommander(const QString &key) const
{
    for (const SideSetup &s : sides)
        for (const Commander &c : s.commanders)
            if (c.id == key)
                return s.side;
    return std::nullopt;
}

std::optional<Scenario> readScenarioShape(const QJsonObject &raw, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(raw, scenarioKind(), file, error);
    if (!doc)
        return std::nullopt;
    Scenario s;
    if (JsonError e; !readDocument(*doc, s, &e)) {
        *error = LoadError{file, e.pointer, true, 0, 0, e.message, e.messagePl};
        return std::nullopt;
    }
    return s;
}

std::optional<Scenario> scenarioFromJson(const QJsonObject &raw, const QString &file, LoadError *error)
{
    auto s = readScenarioShape(raw, file, error);
    if (!s)
        return std::nullopt;
    if (const QList<ScenarioProblem> problems = scenarioProblems(*s); !problems.isEmpty()) {
        const ScenarioProblem &first = problems.first();
        const QString section = first.section.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(first.section);
        *error = LoadError{file,
                           first.pointer,
                           true,
                           0,
                           0,
                           first.message.get(QStringLiteral("en")) + section,
                           first.message.get(QStringLiteral("pl")) + section};
        return std::nullopt;
    }
    return s;
}

std::optional<Scenario> loadScenario(const QString &path, LoadError *error)
{
    const auto doc = readJsonFile(path, error);
    if (!doc)
        return std::nullopt;
    return scenarioFromJson(*doc, path, error);
}

QJsonObject scenarioToJson(const Scenario &scenario) { return writeJson(scenario).toObject(); }

bool saveScenario(const Scenario &scenario, const QString &path, QString *errorMessage)
{
    return saveJsonAtomically(scenarioToJson(scenario), path, errorMessage);
}

QString scenarioFolder(const QString &dataDir) { return QDir(dataDir).filePath(QStringLiteral("ksk")); }

bool loadScenarios(const QString &dataDir, QList<Scenario> *out, LoadError *error)
{
    const QDir dir(scenarioFolder(dataDir));
    if (!dir.exists())
        return true;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        const auto doc = readJsonFile(path, error);
        if (!doc)
            return false;
        if (documentFormat(*doc) != scenarioKind().format)
            continue; // the schemas and other formats live beside the scenarios
        auto s = scenarioFromJson(*doc, path, error);
        if (!s)
            return false;
        out->append(std::move(*s));
    }
    return true;
}

QString sideName(Side s) { return QString::fromLatin1(enumName(s)); }

QString orderLetter(OrderKind k) { return QString::fromLatin1(enumName(k)); }

QString orderWord(OrderKind k, const QString &lang)
{
    switch (k) {
    case OrderKind::Attack: return pick(lang, "Atak", "Attack");
    case OrderKind::Defence: return pick(lang, "Obrona", "Defence");
    case OrderKind::ForcedMarch: return pick(lang, "Marsz forsowny", "Forced march");
    }
    return {};
}

} // namespace sztab::ksk
