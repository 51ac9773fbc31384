// SPDX-License-Identifier: GPL-3.0-or-later
// bwn mac print [GAME] -o OUT.pdf [--log] [--lang pl|en] [--json] (issue 21 item 7): the stage-by-stage pool schedule
// with Poniński's boxes and the victory track on one A4 sheet; with a game, where it stands marked on it, and with
// --log the game's log on the pages after. Printed for the table: no side's secret choice appears before its chit is
// drawn. Paints: runs under the QGuiApplication main.cpp makes for it.
#include "app/cli/commands.h"

#include "foundation/loaderror.h"
#include "mac/checkedgame.h"
#include "mac/game.h"
#include "mac/scenario.h"
#include "mac/state.h"
#include "render/mac/schedulemodel.h"
#include "render/mac/schedulepainter.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace sztab::cli {

int runMacPrint(const QStringList &args)
{
    const QString command = QStringLiteral("bwn mac print");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("The Maciejowice pool schedule (MAC 13.0), Poniński's boxes and the victory track on one A4 "
                       "sheet;\nwith GAME (a mac-game file) where it stands, and with --log its log after it."));
    parser.addPositionalArgument(QStringLiteral("GAME"),
                                 QStringLiteral("A game file (optional: a blank schedule without)."),
                                 QStringLiteral("[GAME]"));
    addOutputOption(parser, QStringLiteral("The PDF to write."), QStringLiteral("OUT.pdf"));
    parser.addOption({QStringLiteral("log"), QStringLiteral("Add the game's log on the pages after the sheet.")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Say what was written as JSON.")});
    addLangOption(parser, QStringLiteral("Language of the sheet and the messages"));
    parser.addHelpOption();
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    QString lang, out;
    if (!langOption(parser, command, &lang, &code)
        || !outputOption(parser, command, QStringLiteral("OUT.pdf"), &out, &code))
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return unusable(say(QStringLiteral("%1: najwyżej jeden plik gry, nie %2"),
                            QStringLiteral("%1: at most one game file, not %2"))
                            .arg(command)
                            .arg(positional.size()));
    if (parser.isSet(QStringLiteral("log")) && positional.isEmpty())
        return unusable(
            say(QStringLiteral("%1: --log potrzebuje pliku gry"), QStringLiteral("%1: --log needs a game file"))
                .arg(command));

    LoadError error;
    std::optional<mac::CheckedGame> checked;
    if (!positional.isEmpty()) {
        // A log the rules refuse, or whose program dice the seed does not give, cannot be printed as a game.
        checked = mac::loadCheckedGame(positional.first(), &error);
        if (!checked)
            return unusable(error.toLine(lang));
    }
    const auto scenario = checked ? std::optional<mac::Scenario>(checked->scenario)
                                  : mac::loadBundledScenario(QLatin1String(mac::kDefaultScenarioId), &error);
    if (!scenario)
        return unusable(error.toLine(lang));
    const mac::Game *game = checked ? &checked->game : nullptr;

    const macprint::Schedule schedule = macprint::buildSchedule(
        *scenario, game, game ? QFileInfo(positional.first()).completeBaseName() : QString(), lang,
        parser.isSet(QStringLiteral("log")));
    int pages = 0;
    QString message;
    if (!macprint::writeSchedulePdf(schedule, out, &pages, &message))
        return unusable(message);
    QTextStream stdOut(stdout);
    if (parser.isSet(QStringLiteral("json")))
        stdOut << QJsonDocument(QJsonObject{{QStringLiteral("file"), out}, {QStringLiteral("pages"), pages}})
                      .toJson(QJsonDocument::Compact)
               << '\n';
    else
        stdOut << say(QStringLiteral("%1: harmonogram, stron: %2"), QStringLiteral("%1: the schedule, %2 page(s)"))
                      .arg(out)
                      .arg(pages)
               << '\n';
    return kExitOk;
}

} // namespace sztab::cli
