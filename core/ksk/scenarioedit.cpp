// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario editor's edits (issue 20): one field at a time, refused with the reason where the schema or the
// loader would refuse the value; the loader's own checks list what only the whole scenario can say.
#include "ksk/scenarioedit.h"

#include <QSet>

namespace sztab::ksk {

namespace {

constexpr int kMaxId = 200; // the schema's id length

bool refuse(Text *why, const QString &pl, const QString &en)
{
    if (why)
        *why = Text::translated(pl, en);
    return false;
}

// A whole number from a cell (an int, or text a person typed).
std::optional<int> wholeNumber(const QVariant &value)
{
    bool ok = false;
    const int n = value.toString().trimmed().toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

bool number(const QVariant &value, int min, int max, int *out, Text *why)
{
    const auto n = wholeNumber(value);
    if (!n)
        return refuse(why, QStringLiteral("„%1” nie jest liczbą całkowitą").arg(value.toString()),
                      QStringLiteral("\"%1\" is not a whole number").arg(value.toString()));
    if (*n < min || *n > max)
        return refuse(why, QStringLiteral("musi być od %1 do %2").arg(min).arg(max),
                      QStringLiteral("must be %1 to %2").arg(min).arg(max));
    *out = *n;
    return true;
}

template <class E> bool enumValue(const QVariant &value, E *out, Text *why)
{
    const auto e = enumFromName<E>(value.toString());
    if (!e) {
        QStringList names;
        for (const auto &[v, n] : EnumNames<E>::names)
            names << QString::fromLatin1(n);
        return refuse(
            why, QStringLiteral("„%1” nie jest jednym z: %2").arg(value.toString(), names.join(QStringLiteral(", "))),
            QStringLiteral("\"%1\" is not one of: %2").arg(value.toString(), names.join(QStringLiteral(", "))));
    }
    *out = *e;
    return true;
}

// Every id in the scenario (commanders, formations, brigades): the loader wants each once.
QSet<QString> allIds(const Scenario &s)
{
    QSet<QString> ids;
    for (const SideSetup &side : s.sides) {
        for (const Commander &c : side.commanders)
            ids.insert(c.id);
        for (const Formation &f : side.formations) {
            ids.insert(f.id);
            for (const Brigade &b : f.brigades)
                ids.insert(b.id);
        }
    }
    return ids;
}

bool newId(const Scenario &s, const QString &old, const QVariant &value, QString *out, Text *why)
{
    const QString id = value.toString().trimmed();
    if (id.isEmpty() || id.size() > kMaxId)
        return refuse(why, QStringLiteral("id nie może być pusty ani dłuższy niż %1 znaków").arg(kMaxId),
                      QStringLiteral("an id must not be empty nor longer than %1 characters").arg(kMaxId));
    if (id != old && allIds(s).contains(id))
        return refuse(why, QStringLiteral("id „%1” jest już użyty").arg(id),
                      QStringLiteral("the id \"%1\" is used already").arg(id));
    *out = id;
    return true;
}

QString freshId(const Scenario &s, const QString &stem)
{
    const QSet<QString> ids = allIds(s);
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (!ids.contains(id))
            return id;
    }
}

bool hexValue(const Scenario &s, const QVariant &value, QString *out, Text *why)
{
    const QString h = value.toString().trimmed();
    if (!hex::fromNumber(s.grid, h))
        return refuse(why, QStringLiteral("„%1” nie jest heksem siatki scenariusza").arg(h),
                      QStringLiteral("\"%1\" is not a hex of the scenario's grid").arg(h));
    *out = h;
    return true;
}

bool sideValue(const QVariant &value, int *index, Text *why)
{
    Side side = Side::A;
    if (!enumValue(value, &side, why))
        return false;
    *index = side == Side::A ? 0 : 1;
    return true;
}

QString firstHex(const Scenario &s)
{
    return hex::toNumber(s.grid, hex::fromColumnRow(s.grid, {s.grid.firstColumn, s.grid.firstRow}));
}

// A flattened row: A's rows, then B's (brigades: side by side, formation by formation).
struct RowRef {
    int side = -1;
    int index = -1; // the commander's or formation's index on its side
    int brigade = -1;
    bool valid() const { return side >= 0; }
};

RowRef rowRef(const Scenario &s, ScenarioTable table, int row)
{
    if (row < 0 || s.sides.size() != 2)
        return {};
    for (int si = 0; si < 2; ++si) {
        const SideSetup &side = s.sides[si];
        if (table == ScenarioTable::Commanders) {
            if (row < side.commanders.size())
                return {si, row, -1};
            row -= int(side.commanders.size());
        } else if (table == ScenarioTable::Formations) {
            if (row < side.formations.size())
                return {si, row, -1};
            row -= int(side.formations.size());
        } else {
            for (qsizetype f = 0; f < side.formations.size(); ++f) {
                if (row < side.formations[f].brigades.size())
                    return {si, int(f), row};
                row -= int(side.formations[f].brigades.size());
            }
        }
    }
    return {};
}

int flatRow(const Scenario &s, ScenarioTable table, RowRef ref)
{
    int row = 0;
    for (int si = 0; si < ref.side; ++si) {
        if (table == ScenarioTable::Commanders)
            row += int(s.sides[si].commanders.size());
        else if (table == ScenarioTable::Formations)
            row += int(s.sides[si].formations.size());
        else
            for (const Formation &f : s.sides[si].formations)
                row += int(f.brigades.size());
    }
    if (table == ScenarioTable::Brigades) {
        for (int f = 0; f < ref.index; ++f)
            row += int(s.sides[ref.side].formations[f].brigades.size());
        return row + ref.brigade;
    }
    return row + ref.index;
}

bool badRow(Text *why) { return refuse(why, QStringLiteral("nie ma takiego wiersza"), QStringLiteral("no such row")); }

bool unknownField(const QString &field, Text *why)
{
    return refuse(why, QStringLiteral("nieznane pole „%1”").arg(field),
                  QStringLiteral("unknown field \"%1\"").arg(field));
}

// A Text's side set from a field "…Pl"/"…En".
void setWords(Text &text, const QString &field, const QVariant &value)
{
    text = text.withTranslation(field.endsWith(QLatin1String("Pl")) ? QStringLiteral("pl") : QStringLiteral("en"),
                                value.toString());
}

bool setCommander(Scenario &s, RowRef ref, const QString &field, const QVariant &value, Text *why)
{
    SideSetup &side = s.sides[ref.side];
    Commander &c = side.commanders[ref.index];
    if (field == QLatin1String("side")) {
        int to = 0;
        if (!sideValue(value, &to, why))
            return false;
        if (to == ref.side)
            return true;
        for (const Formation &f : side.formations)
            if (!c.id.isEmpty() && f.superior == c.id)
                return refuse(why,
                              QStringLiteral("%1 dowodzi jeszcze formacją %2 tej strony: najpierw daj jej innego "
                                             "przełożonego")
                                  .arg(c.id, f.id),
                              QStringLiteral("%1 still commands %2 of this side: give it another superior first")
                                  .arg(c.id, f.id));
        SideSetup &target = s.sides[to];
        const bool chief = c.role == CommanderRole::CommanderInChief;
        if (chief && !target.commanders.isEmpty() && target.commanders.first().role == CommanderRole::CommanderInChief)
            return refuse(why, QStringLiteral("strona %1 ma już naczelnego wodza").arg(sideName(target.side)),
                          QStringLiteral("side %1 has a commander-in-chief already").arg(sideName(target.side)));
        const Commander moved = side.commanders.takeAt(ref.index);
        if (chief)
            target.commanders.prepend(moved);
        else
            target.commanders.append(moved);
        return true;
    }
    if (field == QLatin1String("id")) {
        QString id;
        if (!newId(s, c.id, value, &id, why))
            return false;
        for (Formation &f : side.formations)
            if (f.superior == c.id)
                f.superior = id;
        c.id = id;
        return true;
    }
    if (field == QLatin1String("namePl") || field == QLatin1String("nameEn")) {
        setWords(c.name, field, value);
        return true;
    }
    if (field == QLatin1String("role")) {
        CommanderRole role = c.role;
        if (!enumValue(value, &role, why))
            return false;
        if (role == c.role)
            return true;
        if (role == CommanderRole::CommanderInChief) {
            for (qsizetype i = 0; i < side.commanders.size(); ++i)
                if (i != ref.index && side.commanders[i].role == CommanderRole::CommanderInChief)
                    return refuse(why,
                                  QStringLiteral("strona %1 ma już naczelnego wodza (%2)")
                                      .arg(sideName(side.side), side.commanders[i].id),
                                  QStringLiteral("side %1 has a commander-in-chief already (%2)")
                                      .arg(sideName(side.side), side.commanders[i].id));
            // His formations stand under the commander-in-chief directly now: him.
            for (Formation &f : side.formations)
                if (f.superior == c.id)
                    f.superior.clear();
            Commander chief = side.commanders.takeAt(ref.index);
            chief.role = role;
            side.commanders.prepend(chief);
            return true;
        }
        c.role = role;
        return true;
    }
    if (field == QLatin1String("rating"))
        return number(value, 0, s.rules.die, &c.rating, why);
    if (field == QLatin1String("hex"))
        return hexValue(s, value, &c.hex, why);
    return unknownField(field, why);
}

bool setFormation(Scenario &s, RowRef ref, const QString &field, const QVariant &value, Text *why)
{
    SideSetup &side = s.sides[ref.side];
    Formation &f = side.formations[ref.index];
    if (field == QLatin1String("side")) {
        int to = 0;
        if (!sideValue(value, &to, why))
            return false;
        if (to == ref.side)
            return true;
        Formation moved = side.formations.takeAt(ref.index);
        moved.superior.clear(); // the old side's corps commander cannot lead it: the new side's chief does
        s.sides[to].formations.append(moved);
        return true;
    }
    if (field == QLatin1String("id"))
        return newId(s, f.id, value, &f.id, why);
    if (field == QLatin1String("namePl") || field == QLatin1String("nameEn")) {
        setWords(f.name, field, value);
        return true;
    }
    if (field == QLatin1String("commanderPl") || field == QLatin1String("commanderEn")) {
        setWords(f.commander, field, value);
        return true;
    }
    if (field == QLatin1String("kind"))
        return enumValue(value, &f.kind, why);
    if (field == QLatin1String("rating"))
        return number(value, 0, s.rules.die, &f.rating, why);
    if (field == QLatin1String("superior")) {
        const QString superior = value.toString().trimmed();
        if (!superior.isEmpty()
            && !scenarioChoices(s, ScenarioTable::Formations, flatRow(s, ScenarioTable::Formations, ref),
                                QStringLiteral("superior"))
                    .contains(superior))
            return refuse(why,
                          QStringLiteral("„%1” nie jest dowódcą korpusu ani skrzydła strony %2")
                              .arg(superior, sideName(side.side)),
                          QStringLiteral("\"%1\" is not a corps or wing commander of side %2")
                              .arg(superior, sideName(side.side)));
        f.superior = superior;
        return true;
    }
    if (field == QLatin1String("marker")) {
        const QString marker = value.toString().trimmed();
        if (marker.isEmpty() || marker == QLatin1String("blank"))
            return refuse(why, QStringLiteral("znacznik musi mieć rodzaj inny niż „blank”"),
                          QStringLiteral("a marker needs a kind other than \"blank\""));
        f.marker = marker;
        return true;
    }
    if (field == QLatin1String("hex"))
        return hexValue(s, value, &f.hex, why);
    if (field == QLatin1String("units"))
        return number(value, 1, 999, &f.units, why);
    if (field == QLatin1String("entryStage"))
        return number(value, 1, s.stages, &f.entryStage, why);
    if (field == QLatin1String("order"))
        return enumValue(value, &f.order.kind, why);
    if (field == QLatin1String("axis"))
        return number(value, 0, hex::kWedges - 1, &f.order.axis, why);
    if (field == QLatin1String("distance"))
        return number(value, 0, 999, &f.order.distance, why);
    return unknownField(field, why);
}

bool setBrigade(Scenario &s, RowRef ref, const QString &field, const QVariant &value, Text *why)
{
    Formation &f = s.sides[ref.side].formations[ref.index];
    Brigade &b = f.brigades[ref.brigade];
    if (field == QLatin1String("formation")) {
        const QString to = value.toString().trimmed();
        if (to == f.id)
            return true;
        for (SideSetup &side : s.sides)
            for (Formation &target : side.formations)
                if (target.id == to) {
                    target.brigades.append(f.brigades.takeAt(ref.brigade));
                    return true;
                }
        return refuse(why, QStringLiteral("nie ma formacji „%1”").arg(to),
                      QStringLiteral("no formation \"%1\"").arg(to));
    }
    if (field == QLatin1String("id"))
        return newId(s, b.id, value, &b.id, why);
    if (field == QLatin1String("namePl") || field == QLatin1String("nameEn")) {
        setWords(b.name, field, value);
        return true;
    }
    if (field == QLatin1String("commanderPl") || field == QLatin1String("commanderEn")) {
        setWords(b.commander, field, value);
        return true;
    }
    return unknownField(field, why);
}

ScenarioColumn column(const char *field, const char *pl, const char *en, int width,
                      ScenarioCellKind kind = ScenarioCellKind::Text)
{
    ScenarioColumn c;
    c.field = QLatin1String(field);
    c.title = Text::translated(QString::fromUtf8(pl), QString::fromUtf8(en));
    c.kind = kind;
    c.width = width;
    return c;
}

ScenarioColumn numberColumn(const char *field, const char *pl, const char *en, int width, int min, int max)
{
    ScenarioColumn c = column(field, pl, en, width, ScenarioCellKind::Number);
    c.min = min;
    c.max = max;
    return c;
}

ScenarioColumn choiceColumn(const char *field, const char *pl, const char *en, int width,
                            std::initializer_list<std::tuple<const char *, const char *, const char *>> choices)
{
    ScenarioColumn c = column(field, pl, en, width, ScenarioCellKind::Choice);
    for (const auto &[value, wpl, wen] : choices) {
        c.choices << QString::fromLatin1(value);
        c.choiceWords << Text::translated(QString::fromUtf8(wpl), QString::fromUtf8(wen));
    }
    return c;
}

ScenarioColumn sideColumn() { return choiceColumn("side", "Strona", "Side", 60, {{"A", "A", "A"}, {"B", "B", "B"}}); }

} // namespace

QString scenarioTableName(ScenarioTable table)
{
    switch (table) {
    case ScenarioTable::Commanders: return QStringLiteral("commanders");
    case ScenarioTable::Formations: return QStringLiteral("formations");
    case ScenarioTable::Brigades: return QStringLiteral("brigades");
    }
    return {};
}

std::optional<ScenarioTable> scenarioTableFromName(const QString &name)
{
    for (const ScenarioTable t : {ScenarioTable::Commanders, ScenarioTable::Formations, ScenarioTable::Brigades})
        if (scenarioTableName(t) == name)
            return t;
    return std::nullopt;
}

QStringList scenarioFields(ScenarioTable table)
{
    QStringList out;
    for (const ScenarioColumn &c : scenarioColumns(table, blankScenario()))
        out << c.field;
    return out;
}

namespace {

// A rule of the scenario's "rules" by field, its section, words and the range the editor takes (the loader takes
// any number but a die of 2..100, a courier of at least a hex, a face of the die and a row of at least one).
struct RuleField {
    const char *field;
    int Rules::*member;
    const char *section;
    const char *pl;
    const char *en;
    int min;
    int max;
};

constexpr RuleField kRuleFields[] = {
    {"die", &Rules::die, "I.15", "Kość", "The die", 2, 100},
    {"rangeCommanderInChief", &Rules::rangeCommanderInChief, "III.34", "Zasięg naczelnego wodza",
     "Commander-in-chief's range", 0, 99},
    {"rangeCorps", &Rules::rangeCorps, "III.35", "Zasięg dowódcy korpusu/skrzydła", "Corps/wing commander's range", 0,
     99},
    {"rangeDivision", &Rules::rangeDivision, "III.36", "Zasięg dowódcy dywizji", "Division commander's range", 0, 99},
    {"rangeBrigade", &Rules::rangeBrigade, "III.37", "Zasięg dowódcy brygady", "Brigade commander's range", 0, 99},
    {"courierHexesPerStage", &Rules::courierHexesPerStage, "III.40", "Heksy kuriera na etap", "Courier hexes a stage",
     1, 99},
    {"courierWingStop", &Rules::courierWingStop, "III.45", "Postój kuriera u dowódcy skrzydła",
     "Courier's stop at the wing commander", 0, 99},
    {"courierShortMax", &Rules::courierShortMax, "III.42", "Krótka droga kuriera do", "Courier's short ride up to", 0,
     99},
    {"courierParkStages", &Rules::courierParkStages, "III.41", "Kurier wraca po etapach", "Courier back after stages",
     0, 99},
    {"interceptionFace", &Rules::interceptionFace, "III.44", "Przechwycenie na wyniku", "Interception on the face", 1,
     100},
    {"interceptionDelayStages", &Rules::interceptionDelayStages, "III.44", "Przechwycony wraca po etapach",
     "Intercepted courier back after stages", 0, 99},
    {"commanderMovement", &Rules::commanderMovement, "III.5", "Ruch dowódcy", "Commander's movement", 0, 99},
    {"forcedMarchFactor", &Rules::forcedMarchFactor, "III.19", "Mnożnik marszu forsownego", "Forced march factor", 1,
     9},
    {"keepCourierModifier", &Rules::keepCourierModifier, "II.11", "Modyfikator za kuriera (inicjatywa)",
     "Courier's modifier (initiative)", -9, 9},
    {"keepCourierRange", &Rules::keepCourierRange, "II.11", "Kurier do inicjatywy w zasięgu",
     "Courier for the initiative within", 0, 99},
    {"activationsInARow", &Rules::activationsInARow, "II.14", "Aktywacji z rzędu najwyżej", "Activations in a row", 1,
     99},
};

const RuleField *ruleField(const QString &field)
{
    for (const RuleField &r : kRuleFields)
        if (field == QLatin1String(r.field))
            return &r;
    return nullptr;
}

} // namespace

QList<ScenarioColumn> scenarioRuleColumns(const Scenario &scenario)
{
    QList<ScenarioColumn> out;
    for (const RuleField &r : kRuleFields) {
        ScenarioColumn c = numberColumn(r.field, r.pl, r.en, 80, r.min, r.max);
        c.title =
            Text::translated(QStringLiteral("%1 (KSK %2)").arg(QString::fromUtf8(r.pl), QLatin1String(r.section)),
                             QStringLiteral("%1 (KSK %2)").arg(QString::fromUtf8(r.en), QLatin1String(r.section)));
        if (r.member == &Rules::interceptionFace) { // a face of the die (I.15: 0–9)
            c.min = scenario.rules.dieFaces().lowest;
            c.max = scenario.rules.dieFaces().highest();
        }
        out << c;
    }
    return out;
}

QVariantMap scenarioRuleValues(const Scenario &scenario)
{
    QVariantMap out;
    for (const RuleField &r : kRuleFields)
        out.insert(QLatin1String(r.field), scenario.rules.*r.member);
    return out;
}

bool setScenarioRule(Scenario &s, const QString &field, const QVariant &value, Text *why)
{
    const RuleField *r = ruleField(field);
    if (!r)
        return refuse(why, QStringLiteral("nieznana liczba zasad „%1”").arg(field),
                      QStringLiteral("no rule number \"%1\"").arg(field));
    const bool face = r->member == &Rules::interceptionFace;
    int n = 0;
    if (!number(value, face ? s.rules.dieFaces().lowest : r->min, face ? s.rules.dieFaces().highest() : r->max, &n,
                why))
        return false;
    if (r->member == &Rules::die && s.rules.interceptionFace > s.rules.dieLowestFace + n - 1)
        return refuse(
            why,
            QStringLiteral("przechwycenie na %1 nie zmieści się na kości k%2").arg(s.rules.interceptionFace).arg(n),
            QStringLiteral("interception on %1 would not fit on a d%2").arg(s.rules.interceptionFace).arg(n));
    s.rules.*r->member = n;
    return true;
}

QStringList scenarioHeaderFields()
{
    QStringList out{QStringLiteral("id"),          QStringLiteral("namePl"),      QStringLiteral("nameEn"),
                    QStringLiteral("date"),        QStringLiteral("notePl"),      QStringLiteral("noteEn"),
                    QStringLiteral("stages"),      QStringLiteral("orientation"), QStringLiteral("shifted"),
                    QStringLiteral("firstColumn"), QStringLiteral("firstRow"),    QStringLiteral("columns"),
                    QStringLiteral("rows"),        QStringLiteral("digits")};
    for (const QString &side : {QStringLiteral("A"), QStringLiteral("B")})
        out << QStringLiteral("sideNamePl") + side << QStringLiteral("sideNameEn") + side
            << QStringLiteral("couriers") + side << QStringLiteral("initiative") + side;
    return out;
}

QList<ScenarioColumn> scenarioColumns(ScenarioTable table, const Scenario &scenario)
{
    const int die = scenario.rules.die;
    switch (table) {
    case ScenarioTable::Commanders:
        return {sideColumn(),
                column("id", "Id", "Id", 110),
                column("namePl", "Nazwa (pl)", "Name (pl)", 170),
                column("nameEn", "Nazwa (en)", "Name (en)", 170),
                choiceColumn("role", "Funkcja", "Role", 150,
                             {{"commanderInChief", "naczelny wódz", "commander-in-chief"},
                              {"corps", "korpus", "corps"},
                              {"wing", "skrzydło", "wing"}}),
                numberColumn("rating", "Wsp. sam.", "Rating", 80, 0, die),
                column("hex", "Heks", "Hex", 70)};
    case ScenarioTable::Formations:
        return {sideColumn(),
                column("id", "Id", "Id", 110),
                column("namePl", "Nazwa (pl)", "Name (pl)", 150),
                column("nameEn", "Nazwa (en)", "Name (en)", 150),
                choiceColumn("kind", "Rodzaj", "Kind", 150,
                             {{"division", "dywizja", "division"},
                              {"independentBrigade", "samodzielna brygada", "independent brigade"}}),
                column("commanderPl", "Dowódca (pl)", "Commander (pl)", 140),
                column("commanderEn", "Dowódca (en)", "Commander (en)", 140),
                numberColumn("rating", "Wsp. sam.", "Rating", 80, 0, die),
                column("superior", "Przełożony", "Superior", 120, ScenarioCellKind::Choice),
                column("marker", "Znacznik", "Marker", 90),
                column("hex", "Heks", "Hex", 70),
                numberColumn("units", "Oddziały", "Units", 70, 1, 999),
                numberColumn("entryStage", "Wejście", "Enters", 70, 1, scenario.stages),
                choiceColumn(
                    "order", "Rozkaz", "Order", 130,
                    {{"A", "Atak", "Attack"}, {"O", "Obrona", "Defence"}, {"MF", "Marsz forsowny", "Forced march"}}),
                numberColumn("axis", "Oś", "Axis", 60, 0, hex::kWedges - 1),
                numberColumn("distance", "Dystans", "Distance", 70, 0, 999)};
    case ScenarioTable::Brigades:
        return {column("formation", "Formacja", "Formation", 140, ScenarioCellKind::Choice),
                column("id", "Id", "Id", 110),
                column("namePl", "Nazwa (pl)", "Name (pl)", 170),
                column("nameEn", "Nazwa (en)", "Name (en)", 170),
                column("commanderPl", "Dowódca (pl)", "Commander (pl)", 150),
                column("commanderEn", "Dowódca (en)", "Commander (en)", 150)};
    }
    return {};
}

const char *scenarioCellKindName(ScenarioCellKind kind)
{
    switch (kind) {
    case ScenarioCellKind::Text: return "text";
    case ScenarioCellKind::Number: return "number";
    case ScenarioCellKind::Choice: return "choice";
    }
    return "text";
}

QStringList scenarioChoices(const Scenario &s, ScenarioTable table, int row, const QString &field)
{
    if (table == ScenarioTable::Formations && field == QLatin1String("superior")) {
        const RowRef ref = rowRef(s, table, row);
        QStringList out{QString()};
        if (!ref.valid())
            return out;
        const QList<Commander> &commanders = s.sides[ref.side].commanders;
        for (qsizetype i = 1; i < commanders.size(); ++i)
            if (commanders[i].role != CommanderRole::CommanderInChief)
                out << commanders[i].id;
        return out;
    }
    if (table == ScenarioTable::Brigades && field == QLatin1String("formation")) {
        QStringList out;
        for (const SideSetup &side : s.sides)
            for (const Formation &f : side.formations)
                out << f.id;
        return out;
    }
    for (const ScenarioColumn &c : scenarioColumns(table, s))
        if (c.field == field)
            return c.choices;
    return {};
}

int scenarioRowCount(const Scenario &s, ScenarioTable table)
{
    int n = 0;
    for (const SideSetup &side : s.sides) {
        if (table == ScenarioTable::Commanders)
            n += int(side.commanders.size());
        else if (table == ScenarioTable::Formations)
            n += int(side.formations.size());
        else
            for (const Formation &f : side.formations)
                n += int(f.brigades.size());
    }
    return n;
}

QVariantMap scenarioRow(const Scenario &s, ScenarioTable table, int row)
{
    const RowRef ref = rowRef(s, table, row);
    if (!ref.valid())
        return {};
    const SideSetup &side = s.sides[ref.side];
    const QString pl = QStringLiteral("pl"), en = QStringLiteral("en");
    if (table == ScenarioTable::Commanders) {
        const Commander &c = side.commanders[ref.index];
        return {{QStringLiteral("side"), sideName(side.side)},
                {QStringLiteral("id"), c.id},
                {QStringLiteral("namePl"), c.name.get(pl)},
                {QStringLiteral("nameEn"), c.name.get(en)},
                {QStringLiteral("role"), QString::fromLatin1(enumName(c.role))},
                {QStringLiteral("rating"), c.rating},
                {QStringLiteral("hex"), c.hex}};
    }
    const Formation &f = side.formations[ref.index];
    if (table == ScenarioTable::Formations)
        return {{QStringLiteral("side"), sideName(side.side)},
                {QStringLiteral("id"), f.id},
                {QStringLiteral("namePl"), f.name.get(pl)},
                {QStringLiteral("nameEn"), f.name.get(en)},
                {QStringLiteral("kind"), QString::fromLatin1(enumName(f.kind))},
                {QStringLiteral("commanderPl"), f.commander.get(pl)},
                {QStringLiteral("commanderEn"), f.commander.get(en)},
                {QStringLiteral("rating"), f.rating},
                {QStringLiteral("superior"), f.superior},
                {QStringLiteral("marker"), f.marker},
                {QStringLiteral("hex"), f.hex},
                {QStringLiteral("units"), f.units},
                {QStringLiteral("entryStage"), f.entryStage},
                {QStringLiteral("order"), orderLetter(f.order.kind)},
                {QStringLiteral("axis"), f.order.axis},
                {QStringLiteral("distance"), f.order.distance}};
    const Brigade &b = f.brigades[ref.brigade];
    return {{QStringLiteral("formation"), f.id},
            {QStringLiteral("side"), sideName(side.side)},
            {QStringLiteral("id"), b.id},
            {QStringLiteral("namePl"), b.name.get(pl)},
            {QStringLiteral("nameEn"), b.name.get(en)},
            {QStringLiteral("commanderPl"), b.commander.get(pl)},
            {QStringLiteral("commanderEn"), b.commander.get(en)}};
}

QVariantMap scenarioHeader(const Scenario &s)
{
    const QString pl = QStringLiteral("pl"), en = QStringLiteral("en");
    QVariantMap out{{QStringLiteral("id"), s.id},
                    {QStringLiteral("namePl"), s.name.get(pl)},
                    {QStringLiteral("nameEn"), s.name.get(en)},
                    {QStringLiteral("date"), s.date},
                    {QStringLiteral("notePl"), s.note.get(pl)},
                    {QStringLiteral("noteEn"), s.note.get(en)},
                    {QStringLiteral("demo"), s.demo},
                    {QStringLiteral("stages"), s.stages},
                    {QStringLiteral("orientation"), QString::fromLatin1(enumName(s.grid.orientation))},
                    {QStringLiteral("shifted"), QString::fromLatin1(enumName(s.grid.shifted))},
                    {QStringLiteral("firstColumn"), s.grid.firstColumn},
                    {QStringLiteral("firstRow"), s.grid.firstRow},
                    {QStringLiteral("columns"), s.grid.columns},
                    {QStringLiteral("rows"), s.grid.rows},
                    {QStringLiteral("digits"), s.grid.digits}};
    for (const SideSetup &side : s.sides) {
        const QString x = sideName(side.side);
        out.insert(QStringLiteral("sideNamePl") + x, side.name.get(pl));
        out.insert(QStringLiteral("sideNameEn") + x, side.name.get(en));
        out.insert(QStringLiteral("couriers") + x, side.couriers);
        out.insert(QStringLiteral("initiative") + x, side.initiativeModifier);
    }
    return out;
}

bool setScenarioHeader(Scenario &s, const QString &field, const QVariant &value, Text *why)
{
    if (field == QLatin1String("id")) {
        const QString id = value.toString().trimmed();
        if (id.isEmpty() || id.size() > kMaxId)
            return refuse(why, QStringLiteral("id nie może być pusty ani dłuższy niż %1 znaków").arg(kMaxId),
                          QStringLiteral("an id must not be empty nor longer than %1 characters").arg(kMaxId));
        s.id = id;
        return true;
    }
    if (field == QLatin1String("namePl") || field == QLatin1String("nameEn")) {
        setWords(s.name, field, value);
        return true;
    }
    if (field == QLatin1String("notePl") || field == QLatin1String("noteEn")) {
        setWords(s.note, field, value);
        return true;
    }
    if (field == QLatin1String("date")) {
        s.date = value.toString().trimmed();
        return true;
    }
    if (field == QLatin1String("stages"))
        return number(value, 1, 999, &s.stages, why);
    if (field == QLatin1String("orientation"))
        return enumValue(value, &s.grid.orientation, why);
    if (field == QLatin1String("shifted"))
        return enumValue(value, &s.grid.shifted, why);
    if (field == QLatin1String("firstColumn"))
        return number(value, 0, 999, &s.grid.firstColumn, why);
    if (field == QLatin1String("firstRow"))
        return number(value, 0, 999, &s.grid.firstRow, why);
    if (field == QLatin1String("columns"))
        return number(value, 1, 999, &s.grid.columns, why);
    if (field == QLatin1String("rows"))
        return number(value, 1, 999, &s.grid.rows, why);
    if (field == QLatin1String("digits"))
        return number(value, 1, 3, &s.grid.digits, why);
    for (int si = 0; si < s.sides.size(); ++si) {
        SideSetup &side = s.sides[si];
        const QString x = sideName(side.side);
        if (field == QStringLiteral("sideNamePl") + x || field == QStringLiteral("sideNameEn") + x) {
            setWords(side.name, field.chopped(1), value);
            return true;
        }
        if (field == QStringLiteral("couriers") + x)
            return number(value, 0, 99, &side.couriers, why);
        if (field == QStringLiteral("initiative") + x)
            return number(value, -99, 99, &side.initiativeModifier, why);
    }
    return unknownField(field, why);
}

bool setScenarioField(Scenario &s, ScenarioTable table, int row, const QString &field, const QVariant &value, Text *why)
{
    const RowRef ref = rowRef(s, table, row);
    if (!ref.valid())
        return badRow(why);
    // Work on a copy: a refused edit leaves the scenario exactly as it was.
    Scenario next = s;
    bool ok = false;
    switch (table) {
    case ScenarioTable::Commanders: ok = setCommander(next, ref, field, value, why); break;
    case ScenarioTable::Formations: ok = setFormation(next, ref, field, value, why); break;
    case ScenarioTable::Brigades: ok = setBrigade(next, ref, field, value, why); break;
    }
    if (ok)
        s = std::move(next);
    return ok;
}

int addScenarioRow(Scenario &s, ScenarioTable table, const QString &owner, Text *why)
{
    if (table == ScenarioTable::Brigades) {
        for (int si = 0; si < s.sides.size(); ++si)
            for (int f = 0; f < s.sides[si].formations.size(); ++f) {
                Formation &formation = s.sides[si].formations[f];
                if (formation.id != owner)
                    continue;
                Brigade b;
                b.id = freshId(s, QStringLiteral("brigade"));
                b.name = Text::translated(QStringLiteral("Nowa brygada"), QStringLiteral("New brigade"));
                formation.brigades.append(b);
                return flatRow(s, table, {si, f, int(formation.brigades.size()) - 1});
            }
        refuse(why,
               QStringLiteral("nie ma formacji „%1”: brygada należy do dywizji albo samodzielnej brygady (dodaj ją "
                              "najpierw)")
                   .arg(owner),
               QStringLiteral("no formation \"%1\": a brigade belongs to a division or independent brigade (add it "
                              "first)")
                   .arg(owner));
        return -1;
    }
    int si = 0;
    if (!sideValue(owner, &si, why) || s.sides.size() != 2)
        return -1;
    SideSetup &side = s.sides[si];
    if (table == ScenarioTable::Commanders) {
        Commander c;
        c.id = freshId(s, QStringLiteral("commander"));
        c.role = side.commanders.isEmpty() ? CommanderRole::CommanderInChief : CommanderRole::Corps;
        c.name = c.role == CommanderRole::CommanderInChief
            ? Text::translated(QStringLiteral("Naczelny wódz"), QStringLiteral("Commander-in-chief"))
            : Text::translated(QStringLiteral("Nowy dowódca"), QStringLiteral("New commander"));
        c.rating = std::min(5, s.rules.die);
        c.hex = firstHex(s);
        side.commanders.append(c);
        return flatRow(s, table, {si, int(side.commanders.size()) - 1, -1});
    }
    Formation f;
    f.id = freshId(s, QStringLiteral("formation"));
    f.name = Text::translated(QStringLiteral("Nowa dywizja"), QStringLiteral("New division"));
    f.commander = Text::translated(QString(), QString());
    f.rating = std::min(5, s.rules.die);
    // The side's marker when it has one already (the cup holds one kind per side in most scenarios).
    f.marker = side.formations.isEmpty() ? QStringLiteral("side-%1").arg(sideName(side.side).toLower())
                                         : side.formations.first().marker;
    f.hex = firstHex(s);
    side.formations.append(f);
    return flatRow(s, table, {si, int(side.formations.size()) - 1, -1});
}

bool removeScenarioRow(Scenario &s, ScenarioTable table, int row, Text *why)
{
    const RowRef ref = rowRef(s, table, row);
    if (!ref.valid())
        return badRow(why);
    SideSetup &side = s.sides[ref.side];
    if (table == ScenarioTable::Commanders) {
        const QString id = side.commanders[ref.index].id;
        for (Formation &f : side.formations)
            if (f.superior == id)
                f.superior.clear();
        side.commanders.removeAt(ref.index);
    } else if (table == ScenarioTable::Formations) {
        side.formations.removeAt(ref.index);
    } else {
        side.formations[ref.index].brigades.removeAt(ref.brigade);
    }
    return true;
}

Scenario blankScenario()
{
    Scenario s;
    s.id = QStringLiteral("new-scenario");
    s.name = Text::translated(QStringLiteral("Nowy scenariusz"), QStringLiteral("New scenario"));
    s.stages = 10;
    s.grid.columns = 20;
    s.grid.rows = 20;
    for (const Side side : {Side::A, Side::B}) {
        SideSetup setup;
        setup.side = side;
        setup.name = Text::translated(QStringLiteral("Strona %1").arg(sideName(side)),
                                      QStringLiteral("Side %1").arg(sideName(side)));
        setup.couriers = 4;
        s.sides.append(setup);
    }
    return s;
}

QList<Issue> scenarioIssues(const Scenario &scenario)
{
    QList<Issue> out;
    // The shape as the loader reads it (types and each field's range): the value written and read back.
    LoadError error;
    if (!readScenarioShape(scenarioToJson(scenario), QString(), &error)) {
        out.append(Issue{Severity::Error, QStringLiteral("KSK_SCENARIO_SHAPE"), error.pointer, QString(),
                         Text::translated(error.messagePl, error.message)});
        return out;
    }
    for (const ScenarioProblem &p : scenarioProblems(scenario))
        out.append(Issue{Severity::Error, p.code, p.pointer, p.section, p.message});
    return out;
}

ScenarioLocation locateScenarioPointer(const Scenario &s, const QString &pointer)
{
    const QStringList parts = pointer.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    ScenarioLocation at;
    if (parts.isEmpty())
        return at;
    if (parts[0] == QLatin1String("grid")) {
        at.field = parts.value(1);
        return at;
    }
    if (parts[0] != QLatin1String("sides")) {
        at.field = parts[0] == QLatin1String("name") ? QStringLiteral("namePl") : parts[0];
        return at;
    }
    bool ok = false;
    const int si = parts.value(1).toInt(&ok);
    if (!ok || si < 0 || si >= s.sides.size())
        return at;
    const QString x = sideName(s.sides[si].side);
    const QString list = parts.value(2);
    if (list == QLatin1String("couriers"))
        at.field = QStringLiteral("couriers") + x;
    else if (list == QLatin1String("initiativeModifier"))
        at.field = QStringLiteral("initiative") + x;
    else if (list == QLatin1String("name"))
        at.field = QStringLiteral("sideNamePl") + x;
    if (list != QLatin1String("commanders") && list != QLatin1String("formations"))
        return at;
    const ScenarioTable table =
        list == QLatin1String("commanders") ? ScenarioTable::Commanders : ScenarioTable::Formations;
    at.table = table;
    const int index = parts.value(3).toInt(&ok);
    if (!ok)
        return at; // the list as a whole ("/sides/0/commanders": no commander-in-chief)
    if (table == ScenarioTable::Formations && parts.value(4) == QLatin1String("brigades")) {
        const int b = parts.value(5).toInt(&ok);
        at.table = ScenarioTable::Brigades;
        if (ok && index >= 0 && index < s.sides[si].formations.size() && b >= 0
            && b < s.sides[si].formations[index].brigades.size())
            at.row = flatRow(s, ScenarioTable::Brigades, {si, index, b});
        at.field = parts.value(6);
        return at;
    }
    const qsizetype count =
        table == ScenarioTable::Commanders ? s.sides[si].commanders.size() : s.sides[si].formations.size();
    if (index >= 0 && index < count)
        at.row = flatRow(s, table, {si, index, -1});
    at.field = parts.value(4) == QLatin1String("order") ? parts.value(5, QStringLiteral("order")) : parts.value(4);
    if (at.field == QLatin1String("kind") && parts.value(4) == QLatin1String("order"))
        at.field = QStringLiteral("order");
    return at;
}

} // namespace sztab::ksk
