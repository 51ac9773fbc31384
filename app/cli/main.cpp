// SPDX-License-Identifier: GPL-3.0-or-later
// bwn — the command line of Sztab (CONTRACT: Command line).
#include "app/cli/commands.h"
#include "foundation/loaderrorwords.h"
#include "games/registeredgames.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

struct Command {
    const char *name;
    int (*run)(const QStringList &);
    const char *summary;
    bool paints; // needs fonts, hence a QGuiApplication
};

const Command kCommands[] = {
    {"validate", sztab::cli::runValidate, "check rosters against the rules (BWN 13.2-13.4)", false},
    {"order", sztab::cli::runOrder, "the 2d6 number an order needs (BWN 5.3-5.9)", false},
    {"draw", sztab::cli::runDraw, "draw the commanders still to be drawn (BWN 13.4)", false},
    {"initiative", sztab::cli::runInitiative, "roll for initiative (BWN 14.2)", false},
    {"terrain", sztab::cli::runTerrain, "battlefield type, terrain allowance and placement sequence (BWN 14.3-14.4)",
     false},
    {"sheets", sztab::cli::runSheets, "order sheets and reference sheets as an A4 PDF", true},
    {"catalogue", sztab::cli::runCatalogue, "check a catalogue, import one from CSV, start a new one", false},
    {"plan", sztab::cli::runPlan, "battle plan: battlefield, terrain, objectives, deployment, map (BWN 14.3-15.1)",
     true},
    {"mac", sztab::cli::runMac, "Maciejowice 1794: activation cup, Poninski, casualties, VP track (MAC 3.3-13.0)",
     false},
    {"ksk", sztab::cli::runKsk, "Krwawe Stepy Krymu 1854: diagrams, couriers, the stage's cups (KSK II-III)", false},
};

// The commands that paint only in one subcommand: `bwn mac print` (the A4 schedule and log) and `bwn ksk print`
// (the command diagrams).
bool paintingSubcommand(int argc, char *argv[])
{
    if (argc <= 2 || std::strcmp(argv[2], "print") != 0)
        return false;
    return std::strcmp(argv[1], "mac") == 0 || std::strcmp(argv[1], "ksk") == 0;
}

// Only the commands that paint pay for a QGuiApplication (and a platform plugin: offscreen unless one is set).
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char *argv[])
{
    for (const Command &c : kCommands)
        if ((c.paints || paintingSubcommand(argc, argv)) && argc > 1 && std::strcmp(argv[1], c.name) == 0) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            // Qt's start-up notes (e.g. "XDG_RUNTIME_DIR not set" on a headless machine) would break the
            // contract's one line on stderr: quiet while the platform starts, then back to the default handler.
            const QtMessageHandler previous =
                qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
                    if (type == QtCriticalMsg || type == QtFatalMsg)
                        std::fprintf(stderr, "%s\n", qPrintable(msg));
                });
            auto app = std::make_unique<QGuiApplication>(argc, argv);
            qInstallMessageHandler(previous);
            return app;
        }
    return std::make_unique<QCoreApplication>(argc, argv);
}

QString usage()
{
    QString text = QStringLiteral("Usage: bwn COMMAND [options]\n"
                                  "Army lists and battle planning for Bogowie wojny.\n\n"
                                  "Commands:\n");
    for (const Command &c : kCommands)
        text += QStringLiteral("  %1  %2\n").arg(QLatin1String(c.name), -10).arg(QLatin1String(c.summary));
    text += QStringLiteral(
        "\nOptions of every command:\n"
        "  --data DIR       add rulesets and catalogues from DIR (repeatable)\n"
        "  --no-user-data   leave out the app's catalogues folder\n"
        "  -h, --help       describe the command\n"
        "\nData read: the bundled rulesets and catalogues, then the catalogues the app saved (@USERDIR@;\n"
        "$SZTAB_USER_DATA_DIR names another), then each --data DIR; a later file replaces one with the same id.\n"
        "\nbwn --version prints the version. Exit codes: 0 success, 1 a rule is broken, 2 unusable input.\n");
    text.replace(QStringLiteral("@USERDIR@"), sztab::cli::userDataDirShown());
    return text;
}

QString commandNames()
{
    QStringList names;
    for (const Command &c : kCommands)
        names << QLatin1String(c.name);
    return names.join(QStringLiteral(", "));
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
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);
    sztab::registerEveryGame(); // every game's kinds of file, before any file is read or written
    QCoreApplication::setApplicationName(QStringLiteral("bwn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SZTAB_VERSION));
    const QStringList args = QCoreApplication::arguments();
    setLanguageFrom(args);
    QTextStream out(stdout);
    if (args.size() < 2)
        return sztab::cli::unusable(QStringLiteral("bwn: name a command: %1 (try bwn --help)").arg(commandNames()));
    if (args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h") || args[1] == QLatin1String("help")) {
        out << usage();
        return sztab::cli::kExitOk;
    }
    if (args[1] == QLatin1String("--version") || args[1] == QLatin1String("-v")) {
        out << "bwn " << SZTAB_VERSION << '\n';
        return sztab::cli::kExitOk;
    }
    for (const Command &c : kCommands)
        if (args[1] == QLatin1String(c.name))
            return c.run(QStringList{QStringLiteral("bwn ") + args[1]} + args.mid(2));
    return sztab::cli::unusable(
        sztab::cli::say(QStringLiteral("bwn: nieznane polecenie \u201e%1\u201d (zobacz bwn --help)"),
                        QStringLiteral("bwn: unknown command \"%1\" (try bwn --help)"))
            .arg(args[1]));
}
