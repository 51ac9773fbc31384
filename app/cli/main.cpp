// SPDX-License-Identifier: GPL-3.0-or-later
// bwn — the command line of Sztab (CONTRACT: Command line).
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"
#include "foundation/messagelanguage.h"
#include "games/registeredgames.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace {

// Every command of bwn, the games' subcommands below their own name.
sztab::cli::CommandNode commandTree()
{
    using namespace sztab::cli;
    CommandNode root;
    root.name = QStringLiteral("bwn");
    root.usageTail = QStringLiteral(" [options]");
    root.description = QStringLiteral("Army lists, battle planning and the table for Bogowie wojny, B19, Krwawe Stepy "
                                      "Krymu and Maciejowice.");
    root.footer =
        QStringLiteral(
            "Options of every command:\n"
            "  --data DIR       add rulesets and catalogues from DIR (repeatable)\n"
            "  --no-user-data   leave out the app's catalogues folder\n"
            "  -h, --help       describe the command\n"
            "\nData read: the bundled rulesets and catalogues, then the catalogues the app saved (%1;\n"
            "$SZTAB_USER_DATA_DIR names another), then each --data DIR; a later file replaces one with the same id.\n"
            "\nbwn --version prints the version. Exit codes: 0 success, 1 a rule is broken, 2 unusable input.")
            .arg(userDataDirShown());
    CommandNode sheets =
        leaf(QStringLiteral("sheets"), QStringLiteral("order sheets and reference sheets as an A4 PDF"), runSheets);
    sheets.paints = true;
    root.children = {
        leaf(QStringLiteral("validate"), QStringLiteral("check rosters against the rules (BWN 13.2-13.4)"), runValidate),
        leaf(QStringLiteral("order"), QStringLiteral("the 2d6 number an order needs (BWN 5.3-5.9)"), runOrder),
        leaf(QStringLiteral("draw"), QStringLiteral("draw the commanders still to be drawn (BWN 13.4)"), runDraw),
        leaf(QStringLiteral("initiative"), QStringLiteral("roll for initiative (BWN 14.2)"), runInitiative),
        leaf(QStringLiteral("terrain"),
             QStringLiteral("battlefield type, terrain allowance and placement sequence (BWN 14.3-14.4)"), runTerrain),
        sheets,
        catalogueCommand(),
        planCommand(),
        macCommand(),
        kskCommand(),
    };
    return root;
}

// Only the commands that paint pay for a QGuiApplication (and a platform plugin: offscreen unless one is set).
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char *argv[], const sztab::cli::CommandNode &tree)
{
    QStringList words;
    for (int i = 1; i < argc; ++i)
        words << QString::fromLocal8Bit(argv[i]);
    if (!sztab::cli::commandPaints(tree, words))
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Qt's start-up notes (e.g. "XDG_RUNTIME_DIR not set" on a headless machine) would break the contract's one
    // line on stderr: quiet while the platform starts, then back to the default handler.
    const QtMessageHandler previous =
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::fprintf(stderr, "%s\n", qPrintable(msg));
        });
    auto app = std::make_unique<QGuiApplication>(argc, argv);
    qInstallMessageHandler(previous);
    return app;
}

// --lang pl anywhere on the line: every message, the load errors' too, in Polish from the first one on (a command
// still checks the value itself and refuses anything but pl or en).
void setLanguageFrom(const QStringList &args)
{
    for (qsizetype i = 2; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            sztab::setMessageLanguage(args[i + 1]);
        else if (args[i].startsWith(QLatin1String("--lang=")))
            sztab::setMessageLanguage(args[i].mid(7));
    }
}

} // namespace

int main(int argc, char *argv[])
{
    const sztab::cli::CommandNode tree = commandTree();
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv, tree);
    sztab::registerEveryGame(); // every game's kinds of file, before any file is read or written
    QCoreApplication::setApplicationName(QStringLiteral("bwn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SZTAB_VERSION));
    const QStringList args = QCoreApplication::arguments();
    setLanguageFrom(args);
    if (args.value(1) == QLatin1String("--version") || args.value(1) == QLatin1String("-v")) {
        QTextStream(stdout) << "bwn " << SZTAB_VERSION << '\n';
        return sztab::cli::kExitOk;
    }
    return sztab::cli::dispatch(tree, QStringList{QStringLiteral("bwn")} + args.mid(1));
}
