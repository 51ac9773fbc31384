#include "commands.h"

#include "dataset.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace sztab::cli {

int unusable(const QString &line)
{
    QTextStream(stderr) << line << '\n';
    return kExitUnusable;
}

void addCommonOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("data"), QStringLiteral("Add rulesets and catalogues from DIR (repeatable)."), QStringLiteral("DIR")});
    parser.addHelpOption();
}

bool parseArgs(QCommandLineParser &parser, const QStringList &args, int *exitCode)
{
    if (!parser.parse(args)) {
        *exitCode = unusable(QStringLiteral("%1: %2").arg(args.value(0), parser.errorText()));
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        *exitCode = kExitOk;
        return false;
    }
    return true;
}

bool loadData(const QCommandLineParser &parser, DataSet *data)
{
    LoadError error;
    if (!data->load(QStringList{DataSet::bundledDataDir()} + parser.values(QStringLiteral("data")), &error)) {
        unusable(error.toLine());
        return false;
    }
    return true;
}

} // namespace sztab::cli
