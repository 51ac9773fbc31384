// bwn plan new|check|export|map|objectives|deploy — the battle plan (issue 6, CONTRACT: "bw-plan"): a new plan with
// the battlefield rolled (BWN 14.3) and optionally a generated legal terrain layout, the live rule checks
// (BWN 3.5, 14.3–14.6, 15.1; exit 0/1/2 like validate), an export for one player without the other's hidden
// notes, the to-scale map as SVG or PNG, suggested objectives (BWN 14.6) and a first deployment from a roster.
#include "commands.h"

#include "battleplan.h"
#include "dataset.h"
#include "deployment.h"
#include "dice.h"
#include "generate.h"
#include "objectives.h"
#include "plancheck.h"
#include "planmap.h"
#include "rosterfile.h"
#include "secrets.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

namespace {

using namespace sztab::plan;

const char *kUsage =
    "Usage: bwn plan SUBCOMMAND [options]\n"
    "The battle plan (bw-plan): battlefield, terrain, objectives and deployment on a to-scale table.\n\n"
    "  new --table SIZE (--battlefield ROLL | --seed N) [--generate] -o PLAN\n"
    "        a new plan; --seed rolls the battlefield (BWN 14.3) and, with --generate, lays out legal terrain\n"
    "        and suggests the objectives (the same seed gives the same table)\n"
    "  check PLAN [--json] [--lang pl|en]   every placement rule; exit 0 legal, 1 a rule is broken, 2 unusable\n"
    "  export PLAN --for A|B -o OUT         a copy for one player, without the other's hidden notes\n"
    "  map PLAN -o MAP.svg|MAP.png [--for A|B] [--scale PX] [--lang pl|en]   the to-scale map\n"
    "  objectives PLAN -o OUT               suggest the main and secondary objectives (BWN 14.6)\n"
    "  deploy PLAN --player A|B --roster FILE -o OUT   deploy a roster's divisions in line in the zone (BWN 14.6)\n\n"
    "A is the player who won the initiative, B the other. bwn plan SUBCOMMAND --help describes each.\n";

struct Loaded {
    DataSet data;
    BattlePlan plan;
    const Ruleset *ruleset = nullptr;
    std::optional<PlanContext> context;
};

bool loadPlan(const QCommandLineParser &parser, const QString &command, Loaded *out, int *code)
{
    if (parser.positionalArguments().size() != 1) {
        *code = unusable(QStringLiteral("%1: name one plan file").arg(command));
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
        *code = unusable(QStringLiteral("%1: /ruleset: unknown ruleset \"%2\" (known: %3)").arg(path, out->plan.ruleset, out->data.rulesetIds().join(QStringLiteral(", "))));
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

bool playerOption(const QCommandLineParser &parser, const QString &command, const char *name, std::optional<Player> *out, int *code)
{
    const QString key = QLatin1String(name);
    if (!parser.isSet(key))
        return true;
    const auto p = enumFromName<Player>(parser.value(key));
    if (!p) {
        *code = unusable(QStringLiteral("%1: --%2 must be A or B, not \"%3\"").arg(command, key, parser.value(key)));
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

int runNew(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan new");
    QCommandLineParser parser;
    baseParser(parser, "A new battle plan: the table, the battlefield (BWN 14.3) and, with --generate, a legal terrain layout.");
    parser.addOption({QStringLiteral("table"), QStringLiteral("Table size: 120x120, 180x120 or 240x120 (default 120x120)."), QStringLiteral("SIZE")});
    parser.addOption({QStringLiteral("battlefield"), QStringLiteral("The battlefield roll the players made (1..6)."), QStringLiteral("ROLL")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the program's dice: the battlefield roll (without --battlefield) and the layout."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("generate"), QStringLiteral("Lay out a random legal terrain (needs --seed) and suggest the objectives.")});
    parser.addOption({QStringLiteral("preset"), QStringLiteral("The battle's size preset, e.g. 32+8 (default: the ruleset's smallest)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("roster-a"), QStringLiteral("The roster of A, the initiative winner (a reference kept in the plan)."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("roster-b"), QStringLiteral("The roster of B."), QStringLiteral("FILE")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The plan file to write."), QStringLiteral("PLAN")});
    addRulesetOption(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!noPositionalArguments(parser, cmd))
        return kExitUnusable;
    if (!parser.isSet(QStringLiteral("output")))
        return unusable(QStringLiteral("%1: name the plan file to write with -o PLAN").arg(cmd));
    const bool bySeed = parser.isSet(QStringLiteral("seed"));
    if (!parser.isSet(QStringLiteral("battlefield")) && !bySeed)
        return unusable(QStringLiteral("%1: give --battlefield ROLL or --seed N").arg(cmd));
    if (parser.isSet(QStringLiteral("generate")) && !bySeed)
        return unusable(QStringLiteral("%1: --generate needs --seed N (the same seed gives the same table)").arg(cmd));
    quint64 seed = 0;
    if (bySeed) {
        bool ok = false;
        seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return unusable(QStringLiteral("%1: --seed must be a whole number from 0 to 18446744073709551615, not \"%2\"").arg(cmd, parser.value(QStringLiteral("seed"))));
    }
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const Ruleset *ruleset = rulesetOption(parser, data, cmd);
    if (!ruleset)
        return kExitUnusable;
    const QStringList sizes = tableSizes(*ruleset);
    const QString table = parser.isSet(QStringLiteral("table")) ? parser.value(QStringLiteral("table")) : sizes.value(0);
    const auto size = parseTableSize(table);
    if (!sizes.contains(table) || !size)
        return unusable(QStringLiteral("%1: --table must be one of %2, not \"%3\"").arg(cmd, sizes.join(QStringLiteral(", ")), table));

    BattlePlan plan;
    plan.ruleset = ruleset->id;
    plan.table = *size;
    if (parser.isSet(QStringLiteral("preset"))) {
        plan.preset = parser.value(QStringLiteral("preset"));
        if (!ruleset->presets.contains(plan.preset))
            return unusable(QStringLiteral("%1: unknown --preset \"%2\" (known: %3)").arg(cmd, plan.preset, ruleset->presets.keys().join(QStringLiteral(", "))));
    }
    plan.armies.a.roster = parser.value(QStringLiteral("roster-a"));
    plan.armies.b.roster = parser.value(QStringLiteral("roster-b"));
    for (ArmyRef *army : {&plan.armies.a, &plan.armies.b}) {
        if (army->roster.isEmpty())
            continue;
        LoadError error;
        const auto checked = checkRosterFile(army->roster, data, &error);
        if (!checked)
            return unusable(error.toLine());
        army->name = checked->roster->name.get(QStringLiteral("en"));
        army->value = checked->report.totals.armyValue();
    }
    SeededDice dice(seed);
    if (parser.isSet(QStringLiteral("battlefield"))) {
        bool ok = false;
        const int roll = parser.value(QStringLiteral("battlefield")).toInt(&ok);
        const BattlefieldType *b = ok ? battlefieldFromRoll(*ruleset, roll) : nullptr;
        if (!b)
            return unusable(QStringLiteral("%1: --battlefield must be a roll from 1 to %2, not \"%3\"").arg(cmd).arg(battlefieldDie(*ruleset)).arg(parser.value(QStringLiteral("battlefield"))));
        plan.battlefield = BattlefieldRef{roll, b->id};
    } else {
        QString error;
        const auto r = rollBattlefield(*ruleset, dice, &error);
        if (!r)
            return unusable(QStringLiteral("%1: %2").arg(cmd, error));
        plan.battlefield = BattlefieldRef{r->roll, r->battlefield->id};
    }
    QString error;
    const auto frame = planFrame(*ruleset, plan, &error);
    if (!frame)
        return unusable(QStringLiteral("%1: %2").arg(cmd, error));
    plan.basesOfOperations = BasesOfOperations{
        {frame->baseOfOperationsA.x, frame->baseOfOperationsA.y, frame->baseOfOperationsA.width, frame->baseOfOperationsA.depth},
        {frame->baseOfOperationsB.x, frame->baseOfOperationsB.y, frame->baseOfOperationsB.width, frame->baseOfOperationsB.depth}};
    plan.objectives.values = Objectives{frame->mainObjective, frame->secondaryObjectives};
    if (parser.isSet(QStringLiteral("generate"))) {
        const auto generated = generateTerrain(*ruleset, plan, dice, &error);
        if (!generated)
            return unusable(QStringLiteral("%1: %2").arg(cmd, error));
        plan = *generated;
        const auto context = planContext(*ruleset, plan, &error);
        if (!context)
            return unusable(QStringLiteral("%1: %2").arg(cmd, error));
        plan.objectives = suggestObjectives(*context, plan);
    }
    if (!save(plan, parser.value(QStringLiteral("output")), &code))
        return code;
    return kExitOk;
}

int runCheck(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan check");
    QCommandLineParser parser;
    baseParser(parser, "Every placement rule of a battle plan (BWN 3.5, 14.3-14.6, 15.1). Exit 0: legal, 1: a rule is broken, 2: unusable input.");
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print {valid, issues[{severity, code, path, section, message}]}.")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of the messages: pl or en (default en)."), QStringLiteral("LANG"), QStringLiteral("en")});
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    const QString lang = parser.value(QStringLiteral("lang"));
    if (lang != QLatin1String("pl") && lang != QLatin1String("en"))
        return unusable(QStringLiteral("%1: --lang must be pl or en, not \"%2\"").arg(cmd, lang));
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    const PlanReport report = checkPlan(*l.context, l.plan);
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray issues;
        for (const Issue &i : report.issues)
            issues.append(QJsonObject{{QStringLiteral("severity"), QString::fromLatin1(enumName(i.severity))},
                                      {QStringLiteral("code"), i.code},
                                      {QStringLiteral("path"), i.path},
                                      {QStringLiteral("section"), i.section},
                                      {QStringLiteral("message"), i.message.get(lang)}});
        out << QJsonDocument(QJsonObject{{QStringLiteral("valid"), report.valid()}, {QStringLiteral("issues"), issues}}).toJson(QJsonDocument::Indented);
    } else {
        const QString file = parser.positionalArguments().first();
        if (report.issues.isEmpty())
            out << file << ": " << (lang == QLatin1String("pl") ? "zgodny z zasadami" : "legal") << '\n';
        for (const Issue &i : report.issues)
            out << file << ": " << i.path << ": " << enumName(i.severity) << ' ' << i.code << " (" << i.section << "): " << i.message.get(lang) << '\n';
    }
    return report.valid() ? kExitOk : kExitRuleBroken;
}

int runExport(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan export");
    QCommandLineParser parser;
    baseParser(parser, "A copy of the plan for one player: the other player's hidden notes (ambush positions, patrols) left out.");
    parser.addOption({QStringLiteral("for"), QStringLiteral("The player the copy is for: A or B."), QStringLiteral("PLAYER")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The plan file to write."), QStringLiteral("OUT")});
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    std::optional<Player> who;
    if (!playerOption(parser, cmd, "for", &who, &code))
        return code;
    if (!who)
        return unusable(QStringLiteral("%1: say who the copy is for with --for A|B").arg(cmd));
    if (!parser.isSet(QStringLiteral("output")))
        return unusable(QStringLiteral("%1: name the file to write with -o OUT").arg(cmd));
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    if (!save(exportFor(l.plan, *who), parser.value(QStringLiteral("output")), &code))
        return code;
    return kExitOk;
}

int runMap(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan map");
    QCommandLineParser parser;
    baseParser(parser, "The plan as a to-scale map (SVG or PNG by the file's extension), with every broken rule marked.");
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The map file: .svg or .png."), QStringLiteral("MAP")});
    parser.addOption({QStringLiteral("for"), QStringLiteral("Also show this player's hidden positions: A or B."), QStringLiteral("PLAYER")});
    parser.addOption({QStringLiteral("scale"), QStringLiteral("Pixels per cm (or inch), 1..40 (default 6)."), QStringLiteral("PX")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of the labels: pl or en (default en)."), QStringLiteral("LANG"), QStringLiteral("en")});
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    MapOptions options;
    options.lang = parser.value(QStringLiteral("lang"));
    if (options.lang != QLatin1String("pl") && options.lang != QLatin1String("en"))
        return unusable(QStringLiteral("%1: --lang must be pl or en, not \"%2\"").arg(cmd, options.lang));
    if (!playerOption(parser, cmd, "for", &options.notesOf, &code))
        return code;
    int scale = 6;
    if (!intOption(parser, cmd, "scale", 1, 40, &scale, &code))
        return code;
    options.pixelsPerUnit = scale;
    if (!parser.isSet(QStringLiteral("output")))
        return unusable(QStringLiteral("%1: name the map file with -o MAP.svg or -o MAP.png").arg(cmd));
    const QString path = parser.value(QStringLiteral("output"));
    const QString ext = path.section(QLatin1Char('.'), -1).toLower();
    if (ext != QLatin1String("svg") && ext != QLatin1String("png"))
        return unusable(QStringLiteral("%1: %2: the map is written as .svg or .png").arg(cmd, path));
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
    baseParser(parser, "Suggest the objectives (BWN 14.6): the main one nearest the table centre, the two secondaries as equidistant as possible between the deployment zones; values from the battle frame.");
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The plan file to write."), QStringLiteral("OUT")});
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!parser.isSet(QStringLiteral("output")))
        return unusable(QStringLiteral("%1: name the file to write with -o OUT").arg(cmd));
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    l.plan.objectives = suggestObjectives(*l.context, l.plan);
    if (!save(l.plan, parser.value(QStringLiteral("output")), &code))
        return code;
    QTextStream(stdout) << "main: " << l.plan.objectives.main << "; secondary: " << l.plan.objectives.secondary.join(QStringLiteral(", ")) << '\n';
    return kExitOk;
}

int runDeploy(const QStringList &args)
{
    const QString cmd = QStringLiteral("bwn plan deploy");
    QCommandLineParser parser;
    baseParser(parser, "Deploy every division of a roster in line, side by side along the player's deployment zone (BWN 14.6), replacing that player's deployment; the players then move them.");
    parser.addOption({QStringLiteral("player"), QStringLiteral("Whose army: A or B."), QStringLiteral("PLAYER")});
    parser.addOption({QStringLiteral("roster"), QStringLiteral("The roster file."), QStringLiteral("FILE")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The plan file to write."), QStringLiteral("OUT")});
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    std::optional<Player> who;
    if (!playerOption(parser, cmd, "player", &who, &code))
        return code;
    if (!who || !parser.isSet(QStringLiteral("roster")) || !parser.isSet(QStringLiteral("output")))
        return unusable(QStringLiteral("%1: give --player A|B, --roster FILE and -o OUT").arg(cmd));
    Loaded l;
    if (!loadPlan(parser, cmd, &l, &code))
        return code;
    LoadError error;
    const auto roster = checkRosterFile(parser.value(QStringLiteral("roster")), l.data, &error);
    if (!roster)
        return unusable(error.toLine());
    if (roster->bound->ruleset != l.ruleset)
        return unusable(QStringLiteral("%1: %2 uses the ruleset \"%3\", the plan \"%4\"").arg(cmd, parser.value(QStringLiteral("roster")), roster->bound->ruleset->id, l.ruleset->id));
    QList<DeployedFormation> kept;
    for (const DeployedFormation &f : l.plan.deployment)
        if (f.player != *who)
            kept << f;
    l.plan.deployment = kept + deployRoster(*l.context, *roster->bound, *who);
    ArmyRef &army = *who == Player::A ? l.plan.armies.a : l.plan.armies.b;
    army.roster = parser.value(QStringLiteral("roster"));
    army.name = roster->roster->name.get(QStringLiteral("en"));
    army.value = roster->report.totals.armyValue();
    if (!save(l.plan, parser.value(QStringLiteral("output")), &code))
        return code;
    return kExitOk;
}

} // namespace

int runPlan(const QStringList &args)
{
    const QString sub = args.value(1);
    const QStringList rest = QStringList{args.value(0) + QLatin1Char(' ') + sub} + args.mid(2);
    if (sub == QLatin1String("new"))
        return runNew(rest);
    if (sub == QLatin1String("check"))
        return runCheck(rest);
    if (sub == QLatin1String("export"))
        return runExport(rest);
    if (sub == QLatin1String("map"))
        return runMap(rest);
    if (sub == QLatin1String("objectives"))
        return runObjectives(rest);
    if (sub == QLatin1String("deploy"))
        return runDeploy(rest);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub == QLatin1String("help")) {
        QTextStream(stdout) << kUsage;
        return kExitOk;
    }
    if (sub.isEmpty())
        return unusable(QStringLiteral("bwn plan: name a subcommand: new, check, export, map, objectives, deploy (try bwn plan --help)"));
    return unusable(QStringLiteral("bwn plan: unknown subcommand \"%1\" (try bwn plan --help)").arg(sub));
}

} // namespace sztab::cli
