// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands.h"

#include "bw/dataset.h"
#include "foundation/loaderror.h"
#include "foundation/messagelanguage.h"
#include "foundation/text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QFileInfo>
#include <QTextStream>

namespace sztab::cli {

QString userDataDirShown()
{
    const QString dir = DataSet::userDataDir();
    return dir.isEmpty() ? QStringLiteral("none") : dir;
}

QStringList defaultDataDirs(bool withUserData)
{
    QStringList dirs{DataSet::bundledDataDir()};
    const QString user = DataSet::userDataDir();
    // The app makes it when it first saves: a missing folder is no error, a user who never ran the app has none.
    if (withUserData && !user.isEmpty() && QFileInfo(user).isDir())
        dirs << user;
    return dirs;
}

int unusable(const QString &line)
{
    QTextStream(stderr) << oneLine(line) << '\n';
    return kExitUnusable;
}

QString say(const QString &pl, const QString &en) { return pick(messageLanguage(), pl, en); }

// QCommandLineParser's own words (English, no translator in the command line), in Polish for --lang pl.
static QString parserErrorWords(const QString &english)
{
    if (!isPolish(messageLanguage()))
        return english;
    static const QRegularExpression unknownOption(QStringLiteral("^Unknown option '(.*)'\\.$"));
    static const QRegularExpression unknownOptions(QStringLiteral("^Unknown options: (.*)\\.$"));
    static const QRegularExpression missingValue(QStringLiteral("^Missing value after '(.*)'\\.$"));
    static const QRegularExpression unexpectedValue(QStringLiteral("^Unexpected value after '(.*)'\\.$"));
    if (const auto m = unknownOption.match(english); m.hasMatch())
        return QStringLiteral("nieznana opcja \u201e%1\u201d").arg(m.captured(1));
    if (const auto m = unknownOptions.match(english); m.hasMatch())
        return QStringLiteral("nieznane opcje: %1").arg(m.captured(1));
    if (const auto m = missingValue.match(english); m.hasMatch())
        return QStringLiteral("brak wartości po \u201e%1\u201d").arg(m.captured(1));
    if (const auto m = unexpectedValue.match(english); m.hasMatch())
        return QStringLiteral("niespodziewana wartość po \u201e%1\u201d").arg(m.captured(1));
    return english;
}

void addCommonOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("data"),
                      QStringLiteral("Add rulesets and catalogues from DIR (repeatable). The bundled data and\n"
                                     "the app's own catalogues folder (%1) are always read first.")
                          .arg(userDataDirShown()),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("no-user-data"),
                      QStringLiteral("Do not read the app's catalogues folder (the bundled data and --data only).")});
    parser.addHelpOption();
}

bool parseArgs(QCommandLineParser &parser, const QStringList &args, int *exitCode)
{
    if (!parser.parse(args)) {
        *exitCode = unusable(QStringLiteral("%1: %2").arg(args.value(0), parserErrorWords(parser.errorText())));
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // QCommandLineParser names the executable's path; say the command as it is typed.
        QString help = parser.helpText();
        help.replace(QCoreApplication::arguments().value(0), args.value(0));
        QTextStream(stdout) << help;
        *exitCode = kExitOk;
        return false;
    }
    return true;
}

bool intOption(const QCommandLineParser &p, const QString &command, const char *name, int lo, int hi, int *out,
               int *code)
{
    const QString key = QLatin1String(name);
    if (!p.isSet(key))
        return true;
    bool ok = false;
    const int v = p.value(key).toInt(&ok);
    if (!ok || v < lo || v > hi) {
        *code = unusable(say(QStringLiteral("%1: --%2 musi być liczbą całkowitą od %3 do %4, nie \u201e%5\u201d"),
                             QStringLiteral("%1: --%2 must be a whole number from %3 to %4, not \"%5\""))
                             .arg(command, key)
                             .arg(lo)
                             .arg(hi)
                             .arg(p.value(key)));
        return false;
    }
    *out = v;
    return true;
}

void addRulesetOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("ruleset"), QStringLiteral("Ruleset id (default bwn-4.0)."), QStringLiteral("ID"),
                      kDefaultRulesetId});
}

const Ruleset *rulesetOption(const QCommandLineParser &parser, const DataSet &data, const QString &command)
{
    const QString id = parser.value(QStringLiteral("ruleset"));
    const Ruleset *ruleset = data.ruleset(id);
    if (!ruleset)
        unusable(say(QStringLiteral("%1: nieznane zasady \u201e%2\u201d (znane: %3)"),
                     QStringLiteral("%1: unknown ruleset \"%2\" (known: %3)"))
                     .arg(command, id, data.rulesetIds().join(QStringLiteral(", "))));
    return ruleset;
}

bool noPositionalArguments(const QCommandLineParser &parser, const QString &command)
{
    if (parser.positionalArguments().isEmpty())
        return true;
    unusable(say(QStringLiteral("%1: niespodziewany argument \u201e%2\u201d"),
                 QStringLiteral("%1: unexpected argument \"%2\""))
                 .arg(command, parser.positionalArguments().first()));
    return false;
}

bool loadData(const QCommandLineParser &parser, DataSet *data)
{
    LoadError error;
    const QStringList dirs =
        defaultDataDirs(!parser.isSet(QStringLiteral("no-user-data"))) + parser.values(QStringLiteral("data"));
    if (!data->load(dirs, &error)) {
        unusable(error.toLine());
        return false;
    }
    return true;
}

void addLangOption(QCommandLineParser &parser, const QString &what)
{
    parser.addOption({QStringLiteral("lang"), what + QStringLiteral(": pl or en (default en)."), QStringLiteral("LANG"),
                      QStringLiteral("en")});
}

bool langOption(const QCommandLineParser &parser, const QString &command, QString *lang, int *code)
{
    *lang = parser.value(QStringLiteral("lang"));
    if (*lang == QLatin1String("pl") || *lang == QLatin1String("en"))
        return true;
    *code = unusable(say(QStringLiteral("%1: --lang musi być pl albo en, nie \u201e%2\u201d"),
                         QStringLiteral("%1: --lang must be pl or en, not \"%2\""))
                         .arg(command, *lang));
    return false;
}

void addOutputOption(QCommandLineParser &parser, const QString &what, const QString &valueName)
{
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, what, valueName});
}

bool outputOption(const QCommandLineParser &parser, const QString &command, const QString &valueName, QString *path,
                  int *code)
{
    *path = parser.value(QStringLiteral("output"));
    if (!path->isEmpty())
        return true;
    *code = unusable(say(QStringLiteral("%1: podaj plik do zapisania: -o %2"),
                         QStringLiteral("%1: name the file to write with -o %2"))
                         .arg(command, valueName));
    return false;
}

} // namespace sztab::cli
