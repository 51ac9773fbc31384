// bwn — the command line of Sztab (CONTRACT: Command line).
#include "commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

struct Command {
    const char *name;
    int (*run)(const QStringList &);
    const char *summary;
};

const Command kCommands[] = {
    {"validate", sztab::cli::runValidate, "check rosters against the rules (BWN 13.2-13.4)"},
    {"order", sztab::cli::runOrder, "the 2d6 number an order needs (BWN 5.3-5.9)"},
    {"draw", sztab::cli::runDraw, "draw the commanders still to be drawn (BWN 13.4)"},
    {"initiative", sztab::cli::runInitiative, "roll for initiative (BWN 14.2)"},
    {"terrain", sztab::cli::runTerrain, "battlefield type, terrain allowance and placement sequence (BWN 14.3-14.4)"},
};

QString usage()
{
    QString text = QStringLiteral(
        "Usage: bwn COMMAND [options]\n"
        "Army lists and battle planning for Bogowie wojny.\n\n"
        "Commands:\n");
    for (const Command &c : kCommands)
        text += QStringLiteral("  %1  %2\n").arg(QLatin1String(c.name), -10).arg(QLatin1String(c.summary));
    text += QStringLiteral(
        "\nOptions of every command:\n"
        "  --data DIR   add rulesets and catalogues from DIR (repeatable)\n"
        "  -h, --help   describe the command\n"
        "\nbwn --version prints the version. Exit codes: 0 success, 1 a rule is broken, 2 unusable input.\n");
    return text;
}

QString commandNames()
{
    QStringList names;
    for (const Command &c : kCommands)
        names << QLatin1String(c.name);
    return names.join(QStringLiteral(", "));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("bwn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SZTAB_VERSION));
    const QStringList args = QCoreApplication::arguments();
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
    return sztab::cli::unusable(QStringLiteral("bwn: unknown command \"%1\" (try bwn --help)").arg(args[1]));
}
