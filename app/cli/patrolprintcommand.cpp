// SPDX-License-Identifier: GPL-3.0-or-later
// bwn plan patrol slip|card — the patrol markers on paper (B19 6, issue 19 item 8): a player's secret assignment
// slip from a plan (made from the core's copy of the plan for him: the other's secrets are never read), blank for
// the table with --blank, and the marker reference card with the ruleset's numbers. A4 PDF (render/patrol/).
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"

#include "bw/dataset.h"
#include "bw/plan/battleplan.h"
#include "bw/plan/plancontext.h"
#include "bw/plan/patrolrules.h"
#include "foundation/messagelanguage.h"
#include "foundation/text.h"
#include "render/patrol/patrolprint.h"
#include "render/patrol/patrolslip.h"

#include <QCommandLineParser>

namespace sztab::cli {

namespace {

using namespace sztab::plan;

// The ruleset --ruleset names, else the plan's (`planFile`, "" when none is named), else the first with a patrol
// block; nullptr after one line naming the option, or the plan file and its /ruleset.
const Ruleset *patrolRuleset(const QCommandLineParser &parser, const DataSet &data, const QString &planFile,
                             const QString &planRuleset, const QString &command)
{
    const bool fromOption = parser.isSet(QStringLiteral("ruleset"));
    QString want = fromOption ? parser.value(QStringLiteral("ruleset")) : planRuleset;
    if (want.isEmpty())
        for (const QString &r : data.rulesetIds())
            if (patrolRules(*data.ruleset(r))) {
                want = r;
                break;
            }
    const Ruleset *ruleset = data.ruleset(want);
    if (!ruleset) {
        const QString where = fromOption || planFile.isEmpty() ? command + QStringLiteral(": --ruleset")
                                                               : planFile + QStringLiteral(": /ruleset");
        unusable(say(QStringLiteral("%1: nieznane zasady \u201e%2\u201d (znane: %3)"),
                     QStringLiteral("%1: unknown ruleset \"%2\" (known: %3)"))
                     .arg(where, want, data.rulesetIds().join(QStringLiteral(", "))));
        return nullptr;
    }
    return ruleset;
}

// The patrol block of a ruleset; nullopt after one line (none, or malformed).
std::optional<PatrolRules> rulesOf(const Ruleset &ruleset, const QString &command)
{
    Text error;
    auto rules = patrolRules(ruleset, &error);
    if (!rules)
        unusable(error.isEmpty() ? say(QStringLiteral("%1: zasady \u201e%2\u201d nie mają znaczników patroli"),
                                       QStringLiteral("%1: the ruleset \"%2\" has no patrol markers"))
                                       .arg(command, ruleset.id)
                                 : QStringLiteral("%1: %2").arg(command, error.get(messageLanguage())));
    return rules;
}

int runSlip(const QStringList &args)
{
    const QString command = args.value(0);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The secret patrol-marker slip of one player (B19 6.1): his markers and the corps each hides, from his own\n"
        "part of the plan only (never the other player's). --blank prints the markers' numbers with empty boxes."));
    addCommonOptions(parser);
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The battle plan (.bwplan)."));
    parser.addOption({QStringLiteral("player"), QStringLiteral("Whose slip: A or B."), QStringLiteral("A|B")});
    parser.addOption({QStringLiteral("blank"), QStringLiteral("Empty boxes to fill in at the table.")});
    parser.addOption(
        {QStringLiteral("ruleset"), QStringLiteral("Ruleset id (default: the plan's)."), QStringLiteral("ID")});
    addOutputOption(parser, QStringLiteral("The PDF to write."), QStringLiteral("SLIP.pdf"));
    addLangOption(parser, QStringLiteral("Language of the slip and the messages"));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    QString lang, out;
    if (!langOption(parser, command, &lang, &code)
        || !outputOption(parser, command, QStringLiteral("SLIP.pdf"), &out, &code))
        return code;
    if (parser.positionalArguments().size() != 1)
        return unusable(
            say(QStringLiteral("%1: podaj jeden plik planu"), QStringLiteral("%1: name one plan file")).arg(command));
    const auto player = enumFromName<Player>(parser.value(QStringLiteral("player")));
    if (!player)
        return unusable(
            say(QStringLiteral("%1: --player musi być A albo B"), QStringLiteral("%1: --player must be A or B"))
                .arg(command));
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const QString path = parser.positionalArguments().first();
    LoadError error;
    const auto plan = loadPlanFile(path, &error);
    if (!plan)
        return unusable(error.toLine());
    const Ruleset *ruleset = patrolRuleset(parser, data, path, plan->ruleset, command);
    if (!ruleset)
        return kExitUnusable;
    const auto rules = rulesOf(*ruleset, command);
    if (!rules)
        return kExitUnusable;
    if (plan->exportedFor && plan->exportedFor != player)
        return unusable(say(QStringLiteral("%1: %2 to kopia planu dla gracza %3: nie ma w niej przydziałów gracza %4"),
                            QStringLiteral("%1: %2 is the copy for player %3: it holds no assignment of player %4"))
                            .arg(command, path, QString::fromLatin1(enumName(*plan->exportedFor)),
                                 QString::fromLatin1(enumName(*player))));
    const patrolprint::PatrolSlip slip =
        patrolprint::slipFor(*rules, *plan, *player, {}, lang, parser.isSet(QStringLiteral("blank")));
    QString why;
    if (!patrolprint::writeSlipPdf(slip, out, &why))
        return unusable(why);
    return kExitOk;
}

int runCard(const QStringList &args)
{
    const QString command = args.value(0);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The patrol-marker reference card (B19 6.1-6.5): placement, sight, movement, reveal and orders with the\n"
        "ruleset's numbers. The ruleset is --ruleset, the PLAN's when one is named, else the first with patrols."));
    addCommonOptions(parser);
    parser.addPositionalArgument(QStringLiteral("[PLAN]"), QStringLiteral("A battle plan, for its ruleset."));
    parser.addOption({QStringLiteral("ruleset"), QStringLiteral("Ruleset id."), QStringLiteral("ID")});
    addOutputOption(parser, QStringLiteral("The PDF to write."), QStringLiteral("CARD.pdf"));
    addLangOption(parser, QStringLiteral("Language of the card and the messages"));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    QString lang, out;
    if (!langOption(parser, command, &lang, &code)
        || !outputOption(parser, command, QStringLiteral("CARD.pdf"), &out, &code))
        return code;
    if (parser.positionalArguments().size() > 1)
        return unusable(
            say(QStringLiteral("%1: najwyżej jeden plik planu"), QStringLiteral("%1: at most one plan file"))
                .arg(command));
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    QString id;
    const QString planFile = parser.positionalArguments().value(0);
    if (!planFile.isEmpty()) {
        LoadError error;
        const auto plan = loadPlanFile(planFile, &error);
        if (!plan)
            return unusable(error.toLine());
        id = plan->ruleset;
    }
    const Ruleset *ruleset = patrolRuleset(parser, data, planFile, id, command);
    if (!ruleset)
        return kExitUnusable;
    const auto rules = rulesOf(*ruleset, command);
    if (!rules)
        return kExitUnusable;
    patrolprint::PatrolCard card;
    card.lang = lang;
    card.ruleset = ruleset->name.get(lang);
    card.numbers = patrolprint::cardNumbers(*rules, ruleset->measure);
    QString why;
    if (!patrolprint::writeCardPdf(card, out, &why))
        return unusable(why);
    return kExitOk;
}

} // namespace

QList<CommandNode> patrolPrintCommands()
{
    QList<CommandNode> nodes{
        leaf(QStringLiteral("slip"),
             QStringLiteral("PLAN --player A|B [--blank] -o SLIP.pdf [--lang pl|en]\n"
                            "a player's secret patrol-marker slip (B19 6.1): only his own assignments"),
             runSlip),
        leaf(QStringLiteral("card"),
             QStringLiteral("[PLAN] [--ruleset ID] -o CARD.pdf [--lang pl|en]\n"
                            "the patrol-marker reference card (B19 6)"),
             runCard)};
    for (CommandNode &node : nodes)
        node.paints = true;
    return nodes;
}

} // namespace sztab::cli
