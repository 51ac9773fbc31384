// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/loggedgamecommands.h"

#include "app/cli/commands.h"
#include "foundation/document.h"
#include "foundation/loggedgame.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

namespace {

// What the command line asked: the game file, whose seat reads the answer, in which language and shape.
struct Asked {
    QString command; // "bwn ksk undo"
    QString file;
    QString lang;
    bool json = false;
    Seat seat;
};

void addOptions(QCommandLineParser &p, const LoggedGameKind &kind, const QString &description)
{
    p.setApplicationDescription(description);
    p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file."));
    p.addOption({QStringLiteral("side"),
                 QStringLiteral("Whose view is printed: %1.").arg(kind.seatNames.get(QStringLiteral("en"))),
                 QStringLiteral("SIDE")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    addLangOption(p, QStringLiteral("Language of the messages"));
    p.addHelpOption();
}

bool parse(QCommandLineParser &p, const QStringList &args, const LoggedGameKind &kind, Asked *a, int *code)
{
    a->command = args.value(0);
    if (!parseArgs(p, args, code) || !langOption(p, a->command, &a->lang, code))
        return false;
    a->json = p.isSet(QStringLiteral("json"));
    a->seat = kind.defaultSeat;
    if (p.isSet(QStringLiteral("side"))) {
        const QString id = p.value(QStringLiteral("side"));
        const auto seat = kind.seatFromId(id);
        if (!seat) {
            *code = unusable(say(QStringLiteral("%1: --side musi być %2, nie \u201e%3\u201d"),
                                 QStringLiteral("%1: --side must be %2, not \"%3\""))
                                 .arg(a->command, kind.seatNames.get(a->lang), id));
            return false;
        }
        a->seat = *seat;
    }
    if (p.positionalArguments().size() != 1) {
        *code = unusable(
            say(QStringLiteral("%1: podaj jeden plik gry"), QStringLiteral("%1: name one game file")).arg(a->command));
        return false;
    }
    a->file = p.positionalArguments().first();
    return true;
}

void printLine(const QString &text) { QTextStream(stdout) << text << '\n'; }
void printJson(const QJsonObject &o) { QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Indented); }

int runUndo(const LoggedGameKind &kind, const QStringList &args)
{
    QCommandLineParser p;
    addOptions(p, kind, QStringLiteral("Drop the last action of a game file's log (the file is re-checked first)."));
    Asked a;
    int code = kExitOk;
    if (!parse(p, args, kind, &a, &code))
        return code;
    LoadError error;
    const auto game = kind.openChecked(a.file, &error);
    if (!game)
        return unusable(error.toLine(a.lang));
    // Nothing to take back is not a broken rule: the command cannot be used on this file.
    if (game->logSize() == 0)
        return unusable(say(QStringLiteral("%1: %2: dziennik jest pusty, nie ma czego cofnąć"),
                            QStringLiteral("%1: %2: the log is empty, nothing to undo"))
                            .arg(a.command, a.file));
    const QString undone = game->lastActionId();
    game->dropLastAction();
    QString message;
    if (!game->save(a.file, &message))
        return unusable(message); // names the file
    if (a.json) {
        printJson(QJsonObject{{QStringLiteral("ok"), true},
                              {QStringLiteral("undone"), undone},
                              {QStringLiteral("actions"), game->logSize()},
                              {QStringLiteral("state"), game->stateFor(a.seat, a.lang)}});
        return kExitOk;
    }
    printLine(pick(a.lang, "Cofnięto: %1 (czynności w dzienniku: %2)", "Undone: %1 (actions in the log: %2)")
                  .arg(undone)
                  .arg(game->logSize()));
    printLine(game->whereItStands(a.lang));
    return kExitOk;
}

int runReplay(const LoggedGameKind &kind, const QStringList &args)
{
    QCommandLineParser p;
    addOptions(p, kind,
               QStringLiteral("Replay the log from the start: every action by the rules, every die of the program's "
                              "against its seed. Exit 1 at the first that fails."));
    Asked a;
    int code = kExitOk;
    if (!parse(p, args, kind, &a, &code))
        return code;
    LoadError error;
    const auto verdict = kind.replayFile(a.file, &error);
    if (!verdict)
        return unusable(error.toLine(a.lang));
    // `replay` reports a log that does not replay in its own words (exit 1); every other command refuses it.
    if (!verdict->game) {
        const Issue &issue = *verdict->issue;
        if (a.json) {
            printJson(QJsonObject{{QStringLiteral("ok"), false},
                                  {QStringLiteral("actions"), verdict->actions},
                                  {QStringLiteral("failedAt"), verdict->failedAt},
                                  {QStringLiteral("issue"), issueToJson(issue, a.lang)}});
        } else {
            const QString rule = issue.section.isEmpty() ? issue.code : issue.section + QStringLiteral(", ") + issue.code;
            QTextStream(stderr) << oneLine(QStringLiteral("%1: %2: %3 (%4)")
                                               .arg(a.file, issue.path, issue.message.get(a.lang), rule))
                                << '\n';
        }
        return kExitRuleBroken;
    }
    if (a.json) {
        printJson(QJsonObject{{QStringLiteral("ok"), true},
                              {QStringLiteral("actions"), verdict->actions},
                              {QStringLiteral("state"), verdict->game->stateFor(a.seat, a.lang)}});
        return kExitOk;
    }
    printLine(pick(a.lang, "%1: czynności w dzienniku: %2, każda zgodna z zasadami, kości programu zgodne z ziarnem",
                   "%1: actions in the log: %2, each within the rules, the program's dice as the seed gives them")
                  .arg(a.file)
                  .arg(verdict->actions));
    printLine(verdict->game->whereItStands(a.lang));
    return kExitOk;
}

int runExport(const LoggedGameKind &kind, const QStringList &args)
{
    QCommandLineParser p;
    addOptions(p, kind,
               QStringLiteral("The game as one side may keep it (--side %1): the other side's secrets and the dice "
                              "seed left out. Written to -o (never over an existing file), or printed.")
                   .arg(kind.sideNames.get(QStringLiteral("en"))));
    addOutputOption(p, QStringLiteral("Write the view here."), QStringLiteral("FILE"));
    Asked a;
    int code = kExitOk;
    if (!parse(p, args, kind, &a, &code))
        return code;
    if (!a.seat.isSide())
        return unusable(say(QStringLiteral("%1: podaj stronę: --side %2"), QStringLiteral("%1: give a side: --side %2"))
                            .arg(a.command, kind.sideNames.get(a.lang)));
    LoadError error;
    const auto game = kind.openChecked(a.file, &error);
    if (!game)
        return unusable(error.toLine(a.lang));
    const QJsonObject view = game->exportFor(a.seat.side, a.lang);
    if (!p.isSet(QStringLiteral("output"))) {
        printJson(view);
        return kExitOk;
    }
    const QString out = p.value(QStringLiteral("output"));
    // A side's copy never replaces a file: not the game it was made from, nor anything else.
    if (QFileInfo::exists(out))
        return unusable(say(QStringLiteral("%1: %2 już istnieje: nie nadpisuję"),
                            QStringLiteral("%1: %2 exists already: not written over"))
                            .arg(a.command, out));
    QString message;
    if (!saveJsonAtomically(view, out, &message))
        return unusable(message);
    printLine(pick(a.lang, "Widok dla: %1 zapisany w %2", "The view for %1 written to %2")
                  .arg(kind.sideName(a.seat.side, a.lang), out));
    return kExitOk;
}

} // namespace

CommandNode undoCommand(const LoggedGameKind &kind)
{
    return leaf(QStringLiteral("undo"), QStringLiteral("drop the last action of the log"),
                [&kind](const QStringList &args) { return runUndo(kind, args); });
}

CommandNode replayCommand(const LoggedGameKind &kind)
{
    return leaf(QStringLiteral("replay"), QStringLiteral("re-check a game file: its log by the rules, its dice by the seed"),
                [&kind](const QStringList &args) { return runReplay(kind, args); });
}

CommandNode exportCommand(const LoggedGameKind &kind)
{
    return leaf(QStringLiteral("export"), QStringLiteral("the game as one side may keep it (--side %1)")
                                              .arg(kind.sideNames.get(QStringLiteral("en"))),
                [&kind](const QStringList &args) { return runExport(kind, args); });
}

} // namespace sztab::cli
