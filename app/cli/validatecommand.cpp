// SPDX-License-Identifier: GPL-3.0-or-later
// bwn validate FILE... [--json] [--lang pl|en] (CONTRACT: Command line).
#include "app/cli/commands.h"

#include "bw/rostersummary.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

int runValidate(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Check rosters against the rules of their ruleset (BWN 13.2-13.4).\n"
                       "Exit code 0: every roster breaks no rule; 1: a rule is broken; 2: a file cannot be used."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Roster files (.bwroster, JSON)."),
                                 QStringLiteral("FILE..."));
    parser.addOption(
        {QStringLiteral("json"), QStringLiteral("Print one JSON object per file (an array when several).")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of messages: pl or en (default en)."),
                      QStringLiteral("LANG"), QStringLiteral("en")});
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return unusable(QStringLiteral("bwn validate: name at least one roster file"));
    const QString lang = parser.value(QStringLiteral("lang"));
    if (lang != QLatin1String("pl") && lang != QLatin1String("en"))
        return unusable(say(QStringLiteral("bwn validate: --lang musi być pl albo en, nie \u201e%1\u201d"),
                            QStringLiteral("bwn validate: --lang must be pl or en, not \"%1\""))
                            .arg(lang));

    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;

    QJsonArray results;
    QTextStream out(stdout);
    bool anyUnusable = false;
    bool anyBroken = false;
    for (const QString &file : files) {
        LoadError error;
        const auto checked = checkRosterFile(file, data, &error);
        if (!checked) {
            unusable(error.toLine());
            anyUnusable = true;
            continue;
        }
        anyBroken = anyBroken || !checked->report.valid();
        if (parser.isSet(QStringLiteral("json")))
            results.append(reportToJson(*checked, file, lang));
        else
            out << reportToText(*checked, file, lang);
    }
    if (parser.isSet(QStringLiteral("json")) && !results.isEmpty()) {
        const QJsonDocument doc =
            files.size() == 1 ? QJsonDocument(results.first().toObject()) : QJsonDocument(results);
        out << doc.toJson(QJsonDocument::Indented);
    }
    return anyUnusable ? kExitUnusable : anyBroken ? kExitRuleBroken : kExitOk;
}

} // namespace sztab::cli
