// SPDX-License-Identifier: GPL-3.0-or-later
// bwn plan new|check|export|map|objectives|deploy — the battle plan (issue 6, CONTRACT: "bw-plan"): a new plan with
// the battlefield rolled (BWN 14.3) and optionally a generated legal terrain layout, the live rule checks
// (BWN 3.5, 14.3–14.6, 15.1; exit 0/1/2 like validate), an export for one player without the other's hidden
// notes, the to-scale map as SVG or PNG, suggested objectives (BWN 14.6) and a first deployment from a roster.
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"

#include "bw/plan/battleplan.h"
#include "bw/plan/checklist.h"
#include "bw/dataset.h"
#include "bw/plan/deployment.h"
#include "foundation/dice.h"
#include "bw/plan/generate.h"
#include "bw/plan/objectives.h"
#include "bw/plan/planedit.h"
#include "bw/plan/plancheck.h"
#include "render/tablemap/planmap.h"
#include "bw/plan/planpregame.h"
#include "bw/rosterfile.h"
#include "bw/plan/secrets.h"
#include "foundation/text.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

namespace {

using namespace sztab::plan;

struct Loaded {
    DataSet data;
    BattlePlan plan;
    const Ruleset *ruleset = nullptr;
    std::optional<PlanContext> context;
};

bool loadPlan(const QCommandLineParser &parser, const QString &command, Loaded *out, int *code)
{
    if (parser.positionalArguments().size() != 1) {
        *code = unusable(
            say(QStringLiteral("%1: podaj jeden plik planu"), QStringLiteral("%1: name one plan file")).arg(command));
        return false;
    }
    if (!loadData(parser, &out->data)) {
        *code = kExitUnusable;
        return false;
    }
    const QString path = parser.positionalArguments().first();
    LoadError error;
    auto plan = loadPlanFile(path, &error);
    if (!plan) {
        *code = unusable(error.toLine());
        return false;
    }
    out->plan = std::move(*plan);
    out->ruleset = out->data.ruleset(out->plan.ruleset);
    if (!out->ruleset) {
        *code = unusable(say(QStringLiteral("%1: /ruleset: nieznany zestaw zasad \u201e%2\u201d (znane: %3)"),
                             QStringLiteral("%1: /ruleset: unknown ruleset \"%2\" (known: %3)"))
                             .arg(path, out->plan.ruleset, out->data.rulesetIds().join(QStringLiteral(", "))));
        return false;
    }
    QString why;
    out->context = planContext(*out->ruleset, out->plan, &why);
    if (!out->context) {
        *code = unusable(QStringLiteral("%1: %2").arg(path, why));
        return false;
    }
    return true;
}

bool save(const BattlePlan &plan, const QString &path, int *code)
{
    QString error;
    if (!savePlanFile(plan, path, &error)) {
        *code = unusable(error);
        return false;
    }
    return true;
}

bool playerOption(const QCommandLineParser &parser, const QString &command, const char *name,
                  std::optional<Player> *out, int *code)
{
    const QString key = QLatin1String(name);
    if (!parser.isSet(key))
        return true;
    const auto p = enumFromName<Player>(parser.value(key));
    if (!p) {
        *code = unusable(say(QStringLiteral("%1: --%2 musi być A albo B, nie \u201e%3\u201d"),
                             QStringLiteral("%1: --%2 must be A or B, not \"%3\""))
                             .arg(command, key, parser.value(key)));
        return false;
    }
    *out = p;
    return true;
}

QCommandLineParser *baseParser(QCommandLineParser &parser, const char *description)
{
    parser.setApplicationDescription(QString::fromUtf8(description));
    addCommonOptions(parser);
    return &parser;
}

QString kindName(PieceKind k) { return QString::fromLatin1(enumName(k)); }

QJsonObject stepJson(const PlacementStep &s, const QString &lang)
{
    return QJsonObject{
        {QStringLiteral("step"), s.step},           {QStringLiteral("player"), QString::fromLatin1(enumName(s.player))},
        {QStringLiteral("kind"), kindName(s.kind)}, {QStringLiteral("type"), s.type},
        {QStringLiteral("mandatory"), s.mandatory}, {QStringLiteral("what"), s.what.get(lang)}};
}

QJsonObject checklistJson(const AllowanceChecklist &list, const QString &lang)
{
    QJsonArray rows;
    for (const ChecklistRow &r : list.rows)
        rows.append(QJsonObject{
            {QStringLiteral("player"), r.player ? QJsonValue(QString::fromLatin1(enumName(*r.player))) : QJsonValue()},
            {QStringLiteral("kind"), kindName(r.kind)},
            {QStringLiteral("type"), r.type},
            {QStringLiteral("name"), r.name.get(lang)},
            {QStringLiteral("placed"), r.placed},
            {QStringLiteral("min"), r.min},
            {QStringLiteral("max"), r.max},
            {QStringLiteral("next"), r.next}});
    return QJsonObject{{QStringLiteral("pieces"), list.pieces},
                       {QStringLiteral("pieceLimit"), list.pieceLimit},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("next"), list.next ? QJsonValue(stepJson(*list.next, lang)) : QJsonValue()}};
}

// The checklist as a table for people: each row's count against its minimum and maximum, the next step marked.
void printChecklist(QTextStream &out, const AllowanceChecklist &list, const QString &lang)
{
    out << pick(lang, "Limity terenu (BWN 14.3, 14.4): elementy ", "Terrain allowance (BWN 14.3, 14.4): pieces ")
        << list.pieces << '/' << list.pieceLimit << '\n';
    for (const ChecklistRow &r : list.rows) {
        QString who = r.player ? QString::fromLatin1(enumName(*r.player)) + QStringLiteral(" — ") : QString();
        if (r.kind != PieceKind::Piece && r.kind != PieceKind::Road)
            who += pick(lang,
                        r.kind == PieceKind::Bought        ? "kupiony: "
                            : r.kind == PieceKind::Special ? "specjalny: "
                            : r.kind == PieceKind::Bridge  ? "darmowy: "
                                                           : "fortyfikacja: ",
                        r.kind == PieceKind::Bought        ? "bought: "
                            : r.kind == PieceKind::Special ? "special: "
                            : r.kind == PieceKind::Bridge  ? "free: "
                                                           : "fortification: ");
        const QString range = r.player ? pick(lang, "z ", "of ") + QString::number(r.max)
                                       : QStringLiteral("min %1, max %2").arg(r.min).arg(r.max);
        const QString state = r.placed < r.min ? pick(lang, "  brakuje", "  short")
            : r.placed > r.max                 ? pick(lang, "  za dużo", "  over")
                                               : QString();
        out << (r.next ? "> " : "  ") << (who + r.name.get(lang)).leftJustified(34, QLatin1Char(' ')) << ' '
            << QString::number(r.placed).rightJustified(2, QLatin1Char(' ')) << "  " << range << state << '\n';
    }
    if (list.next)
        out << pick(lang, "Dalej (krok ", "Next (step ") << list.next->step << "): " << enumName(list.next->player)
            << ", " << list.next->what.get(lang) << '\n';
    else
        out << pick(lang, "Cały teren rozstawiony.", "All terrain placed.") << '\n';
}

int runNew(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan new");
    QCommandLineParser parser;
    baseParser(parser,
               "A new battle plan: the table, the initiative (BWN 14.2) and the winner's edge, the battlefield (BWN "
               "14.3) and, with --generate, a legal terrain layout; prints the terrain allowance as a checklist.");
    parser.addOption({QStringLiteral("table"),
                      QStringLiteral("Table size: 120x120, 180x120 or 240x120 (default 120x120)."),
                      QStringLiteral("SIZE")});
    parser.addOption({QStringLiteral("battlefield"), QStringLiteral("The battlefield roll the players made (1..6)."),
                      QStringLiteral("ROLL")});
    parser.addOption({QStringLiteral("seed"),
                      QStringLiteral("Seed of the program's dice: the initiative (--initiative roll), the battlefield "
                                     "roll (without --battlefield) and the layout, in that order."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("generate"),
                      QStringLiteral("Lay out a random legal terrain (needs --seed) and suggest the objectives.")});
    parser.addOption({QStringLiteral("preset"),
                      QStringLiteral("The battle's size preset, e.g. 32+8 (default: the ruleset's smallest)."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("roster-a"),
                      QStringLiteral("The roster of A, the initiative winner, when the initiative is already decided."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("roster-b"), QStringLiteral("The roster of B."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("roster"), QStringLiteral("Your roster, before the initiative decides who is A."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("opponent"),
                      QStringLiteral("The opponent's roster (optional: without it his commander-in-chief counts 0)."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("initiative"),
                      QStringLiteral("BWN 14.2: \"roll\" (the --seed dice) or the players' dice, yours then the "
                                     "opponent's, round after round: 3,3,5,2. The winner becomes A."),
                      QStringLiteral("roll|DICE")});
    parser.addOption({QStringLiteral("side"),
                      QStringLiteral("The edge of your real table the initiative winner takes: south or north (and "
                                     "east or west on a square table)."),
                      QStringLiteral("EDGE")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {initiative, battlefield, checklist} as JSON.")});
    addLangOption(parser, QStringLiteral("Language of the printed checklist"));
    addOutputOption(parser, QStringLiteral("The plan file to write."), QStringLiteral("PLAN"));
    addRulesetOption(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!noPositionalArguments(parser, cmd))
        return kExitUnusable;
    QString lang;
    if (!langOption(parser, cmd, &lang, &code))
        return code;
    const bool byOwnRoster = parser.isSet(QStringLiteral("roster")) || parser.isSet(QStringLiteral("opponent"));
    if (byOwnRoster && (parser.isSet(QStringLiteral("roster-a")) || parser.isSet(QStringLiteral("roster-b"))))
        return unusable(say(QStringLiteral("%1: podaj --roster/--opponent (inicjatywa rozstrzyga, kto jest A) albo "
                                           "--roster-a/--roster-b (już rozstrzygnięte), nie oba"),
                            QStringLiteral("%1: give --roster/--opponent (the initiative decides who is A) or "
                                           "--roster-a/--roster-b (already decided), not both"))
                            .arg(cmd));
    if (parser.isSet(QStringLiteral("initiative"))
        && (parser.isSet(QStringLiteral("roster-a")) || parser.isSet(QStringLiteral("roster-b"))))
        return unusable(say(QStringLiteral("%1: --roster-a/--roster-b już mówią, kto jest A; by rzucić o inicjatywę, "
                                           "podaj --roster i --opponent"),
                            QStringLiteral("%1: --roster-a/--roster-b say who is A already; to roll the initiative "
                                           "give --roster and --opponent"))
                            .arg(cmd));
    if (byOwnRoster && !parser.isSet(QStringLiteral("initiative")))
        return unusable(say(QStringLiteral("%1: --roster i --opponent wymagają --initiative roll (z --seed) albo "
                                           "--initiative K1,K2 (twoja kość, przeciwnika): zwycięzca jest A (BWN 14.2)"),
                            QStringLiteral("%1: --roster and --opponent need --initiative roll (with --seed) or "
                                           "--initiative D1,D2 (your die, the opponent's): the winner is A (BWN 14.2)"))
                            .arg(cmd));
    const QString initiative = parser.value(QStringLiteral("initiative"));
    const bool rollInitiativeDice = parser.isSet(QStringLiteral("initiative")) && initiative == QLatin1String("roll");
    QList<int> enteredDice;
    if (parser.isSet(QStringLiteral("initiative")) && !rollInitiativeDice) {
        for (const QString &d : initiative.split(QLatin1Char(','))) {
            bool ok = false;
            enteredDice << d.trimmed().toInt(&ok);
            if (!ok || enteredDice.size() > 2000)
                return unusable(
                    say(QStringLiteral("%1: --initiative to \u201eroll\u201d albo wyrzucone kości, najpierw twoje, "
                                       "potem przeciwnika, np. 3,3,5,2 — nie \u201e%2\u201d"),
                        QStringLiteral("%1: --initiative must be \"roll\" or the dice rolled, yours then the "
                                       "opponent's, e.g. 3,3,5,2 — not \"%2\""))
                        .arg(cmd, initiative));
        }
        if (enteredDice.size() % 2)
            return unusable(
                say(QStringLiteral("%1: --initiative: kości podaje się parami, twoja i przeciwnika (podano %2)"),
                    QStringLiteral("%1: --initiative: the dice come in pairs, yours then the opponent's (%2 given)"))
                    .arg(cmd)
                    .arg(enteredDice.size()));
    }
    if (rollInitiativeDice && !parser.isSet(QStringLiteral("seed")))
        return unusable(
            say(QStringLiteral("%1: --initiative roll wymaga --seed N (albo podaj kości: --initiative 3,5)"),
                QStringLiteral("%1: --initiative roll needs --seed N (or give the dice: --initiative 3,5)"))
                .arg(cmd));
    QString output;
    if (!outputOption(parser, cmd, QStringLiteral("PLAN"), &output, &code))
        return code;
    const bool bySeed = parser.isSet(QStringLiteral("seed"));
    if (!parser.isSet(QStringLiteral("battlefield")) && !bySeed)
        return unusable(say(QStringLiteral("%1: podaj --battlefield RZUT albo --seed N"),
                            QStringLiteral("%1: give --battlefield ROLL or --seed N"))
                            .arg(cmd));
    if (parser.isSet(QStringLiteral("generate")) && !bySeed)
        return unusable(say(QStringLiteral("%1: --generate wymaga --seed N (to samo ziarno daje ten sam stół)"),
                            QStringLiteral("%1: --generate needs --seed N (the same seed gives the same table)"))
                            .arg(cmd));
    quint64 seed = 0;
    if (bySeed) {
        bool ok = false;
        seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return unusable(
                say(QStringLiteral(
                        "%1: --seed musi być liczbą całkowitą od 0 do 18446744073709551615, nie \u201e%2\u201d"),
                    QStringLiteral("%1: --seed must be a whole number from 0 to 18446744073709551615, not \"%2\""))
                    .arg(cmd, parser.value(QStringLiteral("seed"))));
    }
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const Ruleset *ruleset = rulesetOption(parser, data, cmd);
    if (!ruleset)
        return kExitUnusable;
    const QStringList sizes = tableSizes(*ruleset);
    const QString table =
        parser.isSet(QStringLiteral("table")) ? parser.value(QStringLiteral("table")) : sizes.value(0);
    const auto size = parseTableSize(table);
    if (!sizes.contains(table) || !size)
        return unusable(say(QStringLiteral("%1: --table musi być jednym z: %2, nie \u201e%3\u201d"),
                            QStringLiteral("%1: --table must be one of %2, not \"%3\""))
                            .arg(cmd, sizes.join(QStringLiteral(", ")), table));

    BattlePlan plan;
    plan.ruleset = ruleset->id;
    plan.table = *size;
    if (parser.isSet(QStringLiteral("preset"))) {
        plan.preset = parser.value(QStringLiteral("preset"));
        if (!ruleset->presets.contains(plan.preset))
            return unusable(say(QStringLiteral("%1: nieznany --preset \u201e%2\u201d (znane: %3)"),
                                QStringLiteral("%1: unknown --preset \"%2\" (known: %3)"))
                                .arg(cmd, plan.preset, ruleset->presets.keys().join(QStringLiteral(", "))));
    }
    // The armies: A and B as given, or yours and the opponent's until the initiative says who is A.
    ArmyRef first, second;
    const QList<std::pair<const char *, ArmyRef *>> rosters{
        {"roster-a", &plan.armies.a}, {"roster-b", &plan.armies.b}, {"roster", &first}, {"opponent", &second}};
    for (const auto &[option, army] : rosters) {
        const QString file = parser.value(QLatin1String(option));
        if (file.isEmpty())
            continue;
        LoadError error;
        const auto checked = checkRosterFile(file, data, &error);
        if (!checked)
            return unusable(error.toLine());
        if (checked->bound->ruleset != ruleset)
            return unusable(say(QStringLiteral("%1: %2 używa zestawu zasad \u201e%3\u201d, plan \u201e%4\u201d"),
                                QStringLiteral("%1: %2 uses the ruleset \"%3\", the plan \"%4\""))
                                .arg(cmd, file, checked->bound->ruleset->id, ruleset->id));
        *army = armyFromRoster(*checked->bound, checked->report.totals.armyValue(), file);
    }
    const QString side = parser.value(QStringLiteral("side"));
    if (!side.isEmpty() && !tableEdges(*size).contains(side))
        return unusable(say(QStringLiteral("%1: --side na stole %3 musi być jednym z: %2, nie \u201e%4\u201d"),
                            QStringLiteral("%1: --side must be one of %2 on a %3 table, not \"%4\""))
                            .arg(cmd, tableEdges(*size).join(QStringLiteral(", ")), table, side));
    SeededDice dice(seed);
    std::optional<bool> youWon; // --roster's player (the first dice) won the initiative
    // BWN 14.2 before 14.3: the initiative first, with the same dice as the battlefield when both are rolled.
    if (parser.isSet(QStringLiteral("initiative"))) {
        PhysicalDice entered(enteredDice);
        DiceSource &source = rollInitiativeDice ? static_cast<DiceSource &>(dice) : entered;
        QString error;
        const auto outcome = rollPlanInitiative(*ruleset, first, second, source, &error);
        if (!outcome)
            return unusable(QStringLiteral("%1: --initiative %2: %3").arg(cmd, initiative, error));
        if (!rollInitiativeDice && entered.used() < enteredDice.size())
            return unusable(say(QStringLiteral("%1: --initiative %2: rzut rozstrzygnął się po %3 kościach; podano %4"),
                                QStringLiteral("%1: --initiative %2: the roll was decided after %3 dice; %4 given"))
                                .arg(cmd, initiative)
                                .arg(entered.used())
                                .arg(enteredDice.size()));
        applyInitiative(plan, first, second, *outcome, side, !rollInitiativeDice);
        if (rollInitiativeDice) // each step records the seed its dice came from (one --seed for all, in order)
            plan.initiative->seed = QString::number(seed);
        youWon = outcome->firstWon;
    } else if (!side.isEmpty()) {
        plan.initiative = plan::InitiativeResult();
        plan.initiative->side = side;
    }
    int roll = 0;
    QString rollSeed; // the seed of the program's die; "" when the players rolled
    if (parser.isSet(QStringLiteral("battlefield"))) {
        bool ok = false;
        roll = parser.value(QStringLiteral("battlefield")).toInt(&ok);
        if (!ok || !battlefieldFromRoll(*ruleset, roll))
            return unusable(say(QStringLiteral("%1: --battlefield musi być rzutem od 1 do %2, nie \u201e%3\u201d"),
                                QStringLiteral("%1: --battlefield must be a roll from 1 to %2, not \"%3\""))
                                .arg(cmd)
                                .arg(battlefieldDie(*ruleset))
                                .arg(parser.value(QStringLiteral("battlefield"))));
    } else {
        QString error;
        const auto r = rollBattlefield(*ruleset, dice, &error);
        if (!r)
            return unusable(QStringLiteral("%1: %2").arg(cmd, error));
        roll = r->roll;
        rollSeed = QString::number(seed);
    }
    // BWN 14.3, 14.5, 14.6 in the core (planedit.h): the battlefield, the bases of operations, the objectives' values.
    if (Text why; !applyBattlefieldRoll(*ruleset, plan, roll, rollSeed, &why))
        return unusable(QStringLiteral("%1: %2").arg(cmd, why.get(lang)));
    QString error;
    if (parser.isSet(QStringLiteral("generate"))) {
        const auto generated = generateLayout(*ruleset, plan, dice, QString::number(seed), &error);
        if (!generated)
            return unusable(QStringLiteral("%1: %2").arg(cmd, error));
        plan = *generated;
    }
    if (!save(plan, output, &code))
        return code;
    const auto context = planContext(*ruleset, plan, &error);
    if (!context)
        return unusable(QStringLiteral("%1: %2").arg(cmd, error));
    const AllowanceChecklist list = allowanceChecklist(*context, plan);
    const BattlefieldType *b = battlefieldFromRoll(*ruleset, plan.battlefield->roll);
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonObject written = planToJson(plan);
        QJsonObject o{{QStringLiteral("battlefield"),
                       QJsonObject{{QStringLiteral("roll"), plan.battlefield->roll},
                                   {QStringLiteral("id"), b->id},
                                   {QStringLiteral("name"), b->name.get(lang)}}},
                      {QStringLiteral("checklist"), checklistJson(list, lang)}};
        if (plan.initiative)
            o.insert(QStringLiteral("initiative"), written.value(QStringLiteral("initiative")));
        o.insert(QStringLiteral("armies"), written.value(QStringLiteral("armies")));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    auto armyName = [&](Player p) {
        const ArmyRef &a = p == Player::A ? plan.armies.a : plan.armies.b;
        return QString::fromLatin1(enumName(p)) + (a.name.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(a.name));
    };
    out << output << ": " << tableSizeName(plan.table) << ", " << pick(lang, "pole bitwy ", "battlefield ")
        << plan.battlefield->roll << ": " << b->name.get(lang) << '\n';
    if (plan.initiative && !plan.initiative->rolls.isEmpty()) {
        out << pick(lang, "Inicjatywa (BWN 14.2): ", "Initiative (BWN 14.2): ");
        for (qsizetype k = 0; k < plan.initiative->rolls.size(); ++k) {
            const QList<int> &t = plan.initiative->rolls[k];
            out << (k ? QStringLiteral("; ") : QString())
                << QStringLiteral("A %1 : B %2").arg(t.value(0)).arg(t.value(1))
                << (t.value(0) == t.value(1) ? pick(lang, " remis, rzut powtórzony", " tie, rolled again") : QString());
        }
        out << pick(lang, " — inicjatywę ma ", " — the initiative is ") << armyName(Player::A);
        if (youWon)
            out << (*youWon ? pick(lang, ": ty (pierwsze kostki)", ": yours (the first dice)")
                            : pick(lang, ": przeciwnik", ": your opponent's"));
        out << '\n';
    }
    if (plan.initiative && !plan.initiative->side.isEmpty())
        out << pick(lang, "A zajmuje krawędź ", "A takes the ") << edgeName(plan.initiative->side).get(lang)
            << pick(lang, ", B krawędź ", " edge, B the ") << edgeName(oppositeEdge(plan.initiative->side)).get(lang)
            << pick(lang, " (BWN 14.2)\n", " edge (BWN 14.2)\n");
    else
        out << pick(lang,
                    "A (zwycięzca inicjatywy) wybiera swoją krawędź stołu przed rozstawieniem terenu (BWN 14.2)\n",
                    "A (the initiative winner) picks his table edge before the terrain is placed (BWN 14.2)\n");
    out << pick(
        lang, "A rzuca na pole bitwy (BWN 14.3) i stawia pierwszy element terenu; B stawia pierwszą drogę (BWN 14.4)\n",
        "A rolls the battlefield (BWN 14.3) and places the first terrain piece; B places the first road (BWN 14.4)\n")
        << armyName(Player::A) << ", " << armyName(Player::B) << '\n';
    printChecklist(out, list, lang);
    return kExitOk;
}

// A subcommand that reads one plan and reports on it (check, checklist): PLAN, --json and --lang parsed and checked,
// the plan loaded. False with *code set (0 after --help, 2 after one line).
bool readingCommand(QCommandLineParser &parser, const QStringList &args, const QString &cmd, const char *json,
                    Loaded *l, QString *lang, int *code)
{
    parser.addOption({QStringLiteral("json"), QString::fromUtf8(json)});
    addLangOption(parser, QStringLiteral("Language of the messages"));
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    *code = kExitOk;
    return parseArgs(parser, args, code) && langOption(parser, cmd, lang, code) && loadPlan(parser, cmd, l, code);
}

int runChecklist(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan checklist");
    QCommandLineParser parser;
    baseParser(parser,
               "The terrain allowance as a checklist (BWN 14.3, 14.4): each type's pieces against its minimum and "
               "maximum, each player's bought, special and fortification pieces, and who places what next.");
    Loaded l;
    QString lang;
    int code = kExitOk;
    if (!readingCommand(parser, args, cmd,
                        "Print {pieces, pieceLimit, rows[{player, kind, type, name, placed, min, max, next}], next}.",
                        &l, &lang, &code))
        return code;
    if (!l.context->allowance)
        return unusable(QStringLiteral("%1: %2: /battlefield: %3")
                            .arg(cmd, parser.positionalArguments().first(),
                                 l.plan.battlefield ? l.context->allowanceError
                                                    : QStringLiteral("no battlefield rolled yet (BWN 14.3)")));
    const AllowanceChecklist list = allowanceChecklist(*l.context, l.plan);
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json")))
        out << QJsonDocument(checklistJson(list, lang)).toJson(QJsonDocument::Indented);
    else
        printChecklist(out, list, lang);
    return kExitOk;
}

int runCheck(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan check");
    QCommandLineParser parser;
    baseParser(parser,
               "Every placement rule of a battle plan (BWN 3.5, 14.3-14.6, 15.1). Exit 0: legal, 1: a rule is broken, "
               "2: unusable input.");
    Loaded l;
    QString lang;
    int code = kExitOk;
    if (!readingCommand(parser, args, cmd, "Print {valid, issues[{severity, code, path, section, message}]}.", &l,
                        &lang, &code))
        return code;
    const PlanReport report = checkPlan(*l.context, l.plan);
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonArray issues = issuesToJson(report.issues, lang);
        out << QJsonDocument(QJsonObject{{QStringLiteral("valid"), report.valid()}, {QStringLiteral("issues"), issues}})
                   .toJson(QJsonDocument::Indented);
    } else {
        const QString file = parser.positionalArguments().first();
        if (report.issues.isEmpty())
            out << file << ": " << pick(lang, "zgodny z zasadami", "legal") << '\n';
        for (const Issue &i : report.issues)
            out << file << ": " << i.path << ": " << severityWord(i.severity, lang) << ' ' << i.code << " ("
                << i.section << "): " << i.message.get(lang) << '\n';
    }
    return report.valid() ? kExitOk : kExitRuleBroken;
}

int runExport(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan export");
    QCommandLineParser parser;
    baseParser(
        parser,
        "A copy of the plan for one player: the other player's hidden notes (ambush positions, patrols) left out.");
    parser.addOption(
        {QStringLiteral("for"), QStringLiteral("The player the copy is for: A or B."), QStringLiteral("PLAYER")});
    addOutputOption(parser, QStringLiteral("The plan file to write."), QStringLiteral("OUT"));
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    std::optional<Player> who;
    if (!playerOption(parser, cmd, "for", &who, &code))
        return code;
    if (!who)
        return unusable(say(QStringLiteral("%1: podaj w --for A|B, dla kogo jest kopia"),
                            QStringLiteral("%1: say who the copy is for with --for A|B"))
                            .arg(cmd));
    QString output;
    if (!outputOption(parser, cmd, QStringLiteral("OUT"), &output, &code))
        return code;
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    if (!save(exportFor(l.plan, *who), output, &code))
        return code;
    return kExitOk;
}

int runMap(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan map");
    QCommandLineParser parser;
    baseParser(parser,
               "The plan as a to-scale map (SVG or PNG by the file's extension), with every broken rule marked.");
    addOutputOption(parser, QStringLiteral("The map file: .svg or .png."), QStringLiteral("MAP.svg"));
    parser.addOption({QStringLiteral("for"), QStringLiteral("Also show this player's hidden positions: A or B."),
                      QStringLiteral("PLAYER")});
    parser.addOption(
        {QStringLiteral("scale"), QStringLiteral("Pixels per cm (or inch), 1..40 (default 6)."), QStringLiteral("PX")});
    addLangOption(parser, QStringLiteral("Language of the labels"));
    parser.addOption({QStringLiteral("no-legend"),
                      QStringLiteral("Leave the legend out (terrain types, objectives, zones, bases of operations).")});
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    MapOptions options;
    options.legend = !parser.isSet(QStringLiteral("no-legend"));
    if (!langOption(parser, cmd, &options.lang, &code))
        return code;
    if (!playerOption(parser, cmd, "for", &options.notesOf, &code))
        return code;
    int scale = 6;
    if (!intOption(parser, cmd, "scale", 1, 40, &scale, &code))
        return code;
    options.pixelsPerUnit = scale;
    QString path;
    if (!outputOption(parser, cmd, QStringLiteral("MAP.svg"), &path, &code))
        return code;
    const QString ext = path.section(QLatin1Char('.'), -1).toLower();
    if (ext != QLatin1String("svg") && ext != QLatin1String("png"))
        return unusable(say(QStringLiteral("%1: %2: mapa zapisuje się jako .svg albo .png"),
                            QStringLiteral("%1: %2: the map is written as .svg or .png"))
                            .arg(cmd, path));
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    options.issues = checkPlan(*l.context, l.plan).issues;
    QString error;
    if (!saveMap(path, *l.context, l.plan, options, &error))
        return unusable(error);
    return kExitOk;
}

int runObjectives(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan objectives");
    QCommandLineParser parser;
    baseParser(parser,
               "Suggest the objectives (BWN 14.6): the main one nearest the table centre, the two secondaries as "
               "equidistant as possible between the deployment zones; values from the battle frame.");
    addOutputOption(parser, QStringLiteral("The plan file to write."), QStringLiteral("OUT"));
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    QString output;
    if (!outputOption(parser, cmd, QStringLiteral("OUT"), &output, &code))
        return code;
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    l.plan.objectives = suggestObjectives(*l.context, l.plan);
    if (!save(l.plan, output, &code))
        return code;
    QTextStream(stdout) << "main: " << l.plan.objectives.main
                        << "; secondary: " << l.plan.objectives.secondary.join(QStringLiteral(", ")) << '\n';
    return kExitOk;
}

int runDeploy(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan deploy");
    QCommandLineParser parser;
    baseParser(parser,
               "Deploy every division of a roster in line, side by side along the player's deployment zone (BWN 14.6), "
               "replacing that player's deployment; the players then move them.");
    parser.addOption({QStringLiteral("player"), QStringLiteral("Whose army: A or B."), QStringLiteral("PLAYER")});
    parser.addOption({QStringLiteral("roster"), QStringLiteral("The roster file."), QStringLiteral("FILE")});
    addOutputOption(parser, QStringLiteral("The plan file to write."), QStringLiteral("OUT"));
    addLangOption(parser, QStringLiteral("Language of the messages"));
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    QString lang;
    if (!parseArgs(parser, args, &code) || !langOption(parser, cmd, &lang, &code))
        return code;
    std::optional<Player> who;
    if (!playerOption(parser, cmd, "player", &who, &code))
        return code;
    if (!who || !parser.isSet(QStringLiteral("roster")) || !parser.isSet(QStringLiteral("output")))
        return unusable(say(QStringLiteral("%1: podaj --player A|B, --roster PLIK i -o WYJŚCIE"),
                            QStringLiteral("%1: give --player A|B, --roster FILE and -o OUT"))
                            .arg(cmd));
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    LoadError error;
    const auto roster = checkRosterFile(parser.value(QStringLiteral("roster")), l.data, &error);
    if (!roster)
        return unusable(error.toLine());
    if (roster->bound->ruleset != l.ruleset)
        return unusable(
            say(QStringLiteral("%1: %2 używa zestawu zasad \u201e%3\u201d, plan \u201e%4\u201d"),
                QStringLiteral("%1: %2 uses the ruleset \"%3\", the plan \"%4\""))
                .arg(cmd, parser.value(QStringLiteral("roster")), roster->bound->ruleset->id, l.ruleset->id));
    QList<DeployedFormation> kept;
    for (const DeployedFormation &f : l.plan.deployment)
        if (f.player != *who)
            kept << f;
    l.plan.deployment = kept + deployRoster(*l.context, *roster->bound, *who);
    ArmyRef &army = *who == Player::A ? l.plan.armies.a : l.plan.armies.b;
    army = armyFromRoster(*roster->bound, roster->report.totals.armyValue(), parser.value(QStringLiteral("roster")));
    if (const auto frame = planFrame(*l.ruleset, l.plan)) // BWN 14.6, 12.2: the roster may make the battle bigger
        refreshObjectiveValues(l.plan, *frame);
    if (!save(l.plan, parser.value(QStringLiteral("output")), &code))
        return code;
    // BWN 15.1: the regiments hidden in ambush are not placed; their positions go into the player's hidden notes.
    const QStringList hidden = ambushRegiments(*roster->bound);
    if (!hidden.isEmpty())
        QTextStream(stdout) << pick(lang,
                                    "W zasadzce, nie na stole (BWN 15.1): ", "In ambush, not on the table (BWN 15.1): ")
                            << hidden.join(QStringLiteral(", "))
                            << pick(lang, " — zapisz ich położenie w ukrytych notatkach gracza.\n",
                                    " — write their positions in the player's hidden notes.\n");
    return kExitOk;
}

} // namespace

CommandNode planCommand()
{
    CommandNode node;
    node.name = QStringLiteral("plan");
    node.summary = QStringLiteral("battle plan: battlefield, terrain, objectives, deployment, map (BWN 14.3-15.1)");
    node.usageTail = QStringLiteral(" [options]");
    node.description =
        QStringLiteral("The battle plan (bw-plan): battlefield, terrain, objectives and deployment on a to-scale table.");
    node.footer = QStringLiteral("A is the player who won the initiative, B the other. bwn plan SUBCOMMAND --help "
                                 "describes each.");
    node.paints = true; // the map
    node.children = {
        leaf(QStringLiteral("new"),
             QStringLiteral(
                 "--table SIZE (--battlefield ROLL | --seed N) [--generate] -o PLAN\n"
                 "[--roster OWN --opponent THEIRS --initiative roll|D1,D2,… [--side EDGE]] [--json] [--lang pl|en]\n"
                 "a new plan; --initiative rolls (with --seed) or takes the players' dice (BWN 14.2) and the winner\n"
                 "becomes A; --seed rolls the battlefield (BWN 14.3) and, with --generate, lays out legal terrain (with\n"
                 "the armies' bought terrain and fortifications) and suggests the objectives; prints the allowance\n"
                 "checklist: which player places what next, counts against minimum and maximum"),
             runNew),
        leaf(QStringLiteral("checklist"),
             QStringLiteral("PLAN [--json] [--lang pl|en]\n"
                            "the allowance checklist of the pieces placed so far (BWN 14.3, 14.4)"),
             runChecklist),
        leaf(QStringLiteral("check"),
             QStringLiteral("PLAN [--json] [--lang pl|en]\n"
                            "every placement rule; exit 0 legal, 1 a rule is broken, 2 unusable"),
             runCheck),
        leaf(QStringLiteral("export"),
             QStringLiteral("PLAN --for A|B -o OUT\na copy for one player, without the other's hidden notes"),
             runExport),
        leaf(QStringLiteral("map"),
             QStringLiteral("PLAN -o MAP.svg|MAP.png [--for A|B] [--scale PX] [--lang pl|en] [--no-legend]\n"
                            "the to-scale map"),
             runMap),
        leaf(QStringLiteral("objectives"),
             QStringLiteral("PLAN -o OUT\nsuggest the main and secondary objectives (BWN 14.6)"), runObjectives),
        leaf(QStringLiteral("deploy"),
             QStringLiteral("PLAN --player A|B --roster FILE -o OUT [--lang pl|en]\n"
                            "deploy a roster's divisions in line in the zone (BWN 14.6); regiments hidden in ambush\n"
                            "are left off the table and named (BWN 15.1)"),
             runDeploy),
        patrolCommand(), // patrolcommand.cpp
    };
    return node;
}

} // namespace sztab::cli
