// SPDX-License-Identifier: GPL-3.0-or-later
// bwn ksk scenario check FILE — a KSK scenario file checked as the loader and the app's scenario editor check it
// (issue 20): the JSON Schema, the shape, and every cross-reference problem at once, each with the file and the JSON
// pointer. Exit 0: none; 1: problems (the file would not start a game); 2: the file cannot be read as a scenario.
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"

#include "foundation/document.h"
#include "foundation/jsonschema.h"
#include "ksk/scenarioedit.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

using namespace sztab::ksk;

namespace {

// The scenario schema shipped with the bundled data (an empty object, no schema check, when it is missing).
QJsonObject scenarioSchema()
{
    for (const QString &dir : defaultDataDirs(false)) {
        LoadError ignored;
        if (const auto schema =
                readJsonFile(QDir(scenarioFolder(dir)).filePath(QStringLiteral("ksk-scenario.schema.json")), &ignored))
            return *schema;
    }
    return {};
}

int runCheck(const QStringList &args)
{
    const QString command = args.value(0);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Check a KSK scenario file and list every problem at once: the schema, one commander-in-chief first per side,\n"
        "unique ids, known superiors, ratings within the die, hexes on the grid, entry stages, orders' distances.\n"
        "Exit code 0: none; 1: problems (the file would not start a game); 2: the file cannot be used."));
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The scenario file (JSON)."));
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    addLangOption(p, QStringLiteral("Language of the messages"));
    p.addHelpOption();
    int code = kExitOk;
    if (!parseArgs(p, args, &code))
        return code;
    QString lang;
    if (!langOption(p, command, &lang, &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return unusable(
            say(QStringLiteral("%1: podaj jeden plik scenariusza"), QStringLiteral("%1: name one scenario file"))
                .arg(command));
    const QString file = p.positionalArguments().first();
    LoadError error;
    const auto doc = readJsonFile(file, &error);
    const auto scenario = doc ? readScenarioShape(*doc, file, &error) : std::nullopt;
    if (!scenario)
        return unusable(error.toLine(lang));

    QList<Issue> issues;
    const QJsonObject schema = scenarioSchema();
    if (!schema.isEmpty())
        for (const SchemaViolation &v : validateJsonSchema(*doc, schema))
            issues.append(Issue{Severity::Error, QStringLiteral("KSK_SCHEMA"), v.pointer, QString(),
                                Text::translated(v.messagePl, v.message)});
    issues += scenarioIssues(*scenario);

    QTextStream out(stdout);
    if (p.isSet(QStringLiteral("json"))) {
        const QJsonArray list = issuesToJson(issues, lang);
        out << QJsonDocument(QJsonObject{{QStringLiteral("file"), file},
                                         {QStringLiteral("id"), scenario->id},
                                         {QStringLiteral("ok"), issues.isEmpty()},
                                         {QStringLiteral("issues"), list}})
                   .toJson(QJsonDocument::Indented);
    } else if (issues.isEmpty()) {
        out << say(QStringLiteral("%1: scenariusz „%2” bez problemów"), QStringLiteral("%1: scenario \"%2\" is fine"))
                   .arg(file, scenario->name.get(lang))
            << '\n';
    } else {
        for (const Issue &i : issues)
            out << oneLine(
                QStringLiteral("%1: %2: %3 %4%5: %6")
                    .arg(file, i.path.isEmpty() ? QStringLiteral("/") : i.path, severityWord(i.severity, lang), i.code,
                         i.section.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(i.section), i.message.get(lang)))
                << '\n';
    }
    out.flush();
    return issues.isEmpty() ? kExitOk : kExitRuleBroken;
}

} // namespace

CommandNode kskScenarioCommand()
{
    CommandNode node;
    node.name = QStringLiteral("scenario");
    node.summary =
        QStringLiteral("check a scenario file, every problem with its place: bwn ksk scenario check FILE [--json]");
    node.usageTail = QStringLiteral(" FILE [--json] [--lang pl|en]");
    node.description = QStringLiteral("A KSK scenario file checked (exit 0 fine, 1 problems, 2 unusable input).");
    node.children = {leaf(QStringLiteral("check"),
                          QStringLiteral("the schema, the shape and every cross-reference problem, each with its place"),
                          runCheck)};
    return node;
}

} // namespace sztab::cli
