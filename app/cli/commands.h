// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The `bwn` commands (CONTRACT: Command line). Each takes its own arguments (argv[0] = "bwn COMMAND") and returns
// the exit code: 0 success, 1 a rule is broken, 2 the input cannot be used.
#include <QList>
#include <QStringList>

namespace sztab::cli {

struct CommandNode;

inline constexpr int kExitOk = 0;
inline constexpr int kExitRuleBroken = 1;
inline constexpr int kExitUnusable = 2;

int runValidate(const QStringList &args);
int runOrder(const QStringList &args);
int runDraw(const QStringList &args);
int runInitiative(const QStringList &args);
int runTerrain(const QStringList &args);
int runSheets(const QStringList &args);    // paints: needs a QGuiApplication
// The commands with subcommands, as nodes of the one command tree (app/cli/commandtree.h).
CommandNode catalogueCommand(); // bwn catalogue check|import|new
CommandNode planCommand();      // bwn plan SUBCOMMAND, bwn plan patrol SUBCOMMAND (B19 6)
CommandNode patrolCommand();
QList<CommandNode> patrolPrintCommands(); // bwn plan patrol slip|card: the patrol markers on paper
CommandNode macCommand();                 // bwn mac SUBCOMMAND: Maciejowice 1794
CommandNode kskCommand();                 // bwn ksk SUBCOMMAND: Krwawe Stepy Krymu 1854
CommandNode kskScenarioCommand();         // bwn ksk scenario check FILE
// The leaves that paint, defined beside their printing: bwn mac print, bwn ksk print.
int runMacPrint(const QStringList &args);
int runKskPrint(const QStringList &args);

// Prints one line on stderr and returns kExitUnusable.
int unusable(const QString &line);
// The message in the language of --lang (messagelanguage.h: messageLanguage()).
QString say(const QString &pl, const QString &en);
// The user's data folder for --help ("none" when there is none).
QString userDataDirShown();
// The bundled data directory, then the user's when `withUserData` and it exists.
QStringList defaultDataDirs(bool withUserData);

} // namespace sztab::cli

class QCommandLineParser;
namespace sztab {
class DataSet;
struct Ruleset;
} // namespace sztab

namespace sztab::cli {

// The options every command takes (--data, --help) added to `parser`.
void addCommonOptions(QCommandLineParser &parser);
// Parses args; on --help prints it and sets *exitCode 0; on a bad argument prints one line and sets *exitCode 2.
bool parseArgs(QCommandLineParser &parser, const QStringList &args, int *exitCode);
// An optional whole-number option within lo..hi: left as it is when not given; one line and *code 2 when bad.
bool intOption(const QCommandLineParser &parser, const QString &command, const char *name, int lo, int hi, int *out,
               int *code);
// --ruleset ID (default bwn-4.0), for commands that work without a roster.
void addRulesetOption(QCommandLineParser &parser);
// The ruleset --ruleset names, or nullptr after one line naming the known ones.
const Ruleset *rulesetOption(const QCommandLineParser &parser, const DataSet &data, const QString &command);
// Refuses positional arguments a command does not take (one line, false).
bool noPositionalArguments(const QCommandLineParser &parser, const QString &command);
// The bundled data, the app's catalogues folder (DataSet::userDataDir, unless --no-user-data; skipped when it does
// not exist) and every --data DIR; false (after printing one line) when a file there is unusable.
bool loadData(const QCommandLineParser &parser, DataSet *data);
// --lang pl|en (default en); `what` says what it translates ("Language of the messages").
void addLangOption(QCommandLineParser &parser, const QString &what);
// The --lang value; false (after one line, *code 2) when it is neither pl nor en.
bool langOption(const QCommandLineParser &parser, const QString &command, QString *lang, int *code);
// -o/--output VALUE, described by `what` ("The plan file to write.").
void addOutputOption(QCommandLineParser &parser, const QString &what, const QString &valueName);
// The -o value; false (after one line, *code 2) when it is not given.
bool outputOption(const QCommandLineParser &parser, const QString &command, const QString &valueName, QString *path,
                  int *code);

} // namespace sztab::cli
