// SPDX-License-Identifier: GPL-3.0-or-later
// bwn ksk print GAME|--blank --side A|B -o OUT.pdf [--lang pl|en] [--scenario FILE] — one side's KSK command
// diagrams and its courier and stage log as an A4 PDF (issue 20 item 6), filled from a game or blank for the table.
// A side's sheets never hold the other side's orders or couriers' messages (render/ksk/kskdiagramsource.h).
#include "app/cli/commands.h"

#include "ksk/game.h"
#include "render/ksk/kskdiagramsheet.h"
#include "render/ksk/kskdiagramsource.h"

#include <QCommandLineParser>

namespace sztab::cli {

int runKskPrint(const QStringList &args)
{
    const QString command = QStringLiteral("bwn ksk print");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write one side's command diagrams (KSK III.19-33: order, axis wedge on a hex rosette, distance, the history\n"
        "of changes with their stages) and its courier and stage log as an A4 PDF. From a game file, or --blank for\n"
        "the table (the scenario's formations named, nothing filled in). The other side's orders never appear."));
    parser.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game (ksk-game); not with --blank."),
                                 QStringLiteral("[GAME]"));
    parser.addOption({QStringLiteral("blank"), QStringLiteral("Empty diagrams to fill in at the table.")});
    parser.addOption({QStringLiteral("side"), QStringLiteral("Whose sheets: A or B."), QStringLiteral("SIDE")});
    parser.addOption({QStringLiteral("scenario"),
                      QStringLiteral("With --blank: the scenario whose formations to name (default: the bundled "
                                     "demo, the Alma)."),
                      QStringLiteral("FILE")});
    addOutputOption(parser, QStringLiteral("The PDF to write."), QStringLiteral("OUT.pdf"));
    addLangOption(parser, QStringLiteral("Language of the sheets"));
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    QString out, lang;
    if (!outputOption(parser, command, QStringLiteral("OUT.pdf"), &out, &code)
        || !langOption(parser, command, &lang, &code))
        return code;
    const QString sideText = parser.value(QStringLiteral("side"));
    std::optional<ksk::Side> side;
    if (sideText == QLatin1String("A"))
        side = ksk::Side::A;
    else if (sideText == QLatin1String("B"))
        side = ksk::Side::B;
    else
        return unusable(say(QStringLiteral("%1: podaj stronę: --side A albo --side B"),
                            QStringLiteral("%1: name the side: --side A or --side B"))
                            .arg(command));
    const bool blank = parser.isSet(QStringLiteral("blank"));
    const QStringList files = parser.positionalArguments();
    if (blank == !files.isEmpty() || files.size() > 1)
        return unusable(say(QStringLiteral("%1: podaj jeden plik gry albo --blank"),
                            QStringLiteral("%1: name one game file, or --blank"))
                            .arg(command));

    kskrender::KskSheetModel model;
    if (blank) {
        const QString scenarioFile = parser.value(QStringLiteral("scenario"));
        LoadError error;
        std::optional<ksk::Scenario> scenario;
        if (scenarioFile.isEmpty()) { // the bundled demo: the first demo scenario of the data folder
            QList<ksk::Scenario> all;
            if (!ksk::loadScenarios(defaultDataDirs(false).constFirst(), &all, &error))
                return unusable(error.toLine());
            for (const ksk::Scenario &s : all)
                if (s.demo && !scenario)
                    scenario = s;
            if (!scenario)
                return unusable(
                    say(QStringLiteral("%1: brak scenariusza demonstracyjnego"), QStringLiteral("%1: no demo scenario"))
                        .arg(ksk::scenarioFolder(defaultDataDirs(false).constFirst())));
        } else {
            scenario = ksk::loadScenario(scenarioFile, &error);
            if (!scenario)
                return unusable(error.toLine());
        }
        model = kskrender::blankSheets(&*scenario, side, lang);
    } else {
        LoadError error;
        const std::optional<ksk::CheckedGame> game = ksk::loadCheckedGame(files.first(), &error);
        if (!game)
            return unusable(error.toLine(lang));
        model = kskrender::sheetsForSide(game->game, game->state, side, lang, false);
    }
    QString error;
    if (!kskrender::writeKskSheetsPdf(model, out, &error))
        return unusable(error);
    return kExitOk;
}

} // namespace sztab::cli
