// SPDX-License-Identifier: GPL-3.0-or-later
// bwn draw FILE (--seed N | --dice LIST) [-o OUT] [--lang pl|en] — commanders by BWN 13.4, with the draw log.
// bwn initiative --a CMD --b CMD (--seed N | --dice LIST) [--a-bonus K] [--b-bonus K] [--json] — BWN 14.2.
#include "app/cli/commands.h"

#include "bw/datastamp.h"
#include "bw/draws.h"
#include "bw/initiative.h"
#include "bw/rosterfile.h"
#include "bw/rostertext.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <memory>

namespace sztab::cli {

namespace {

void addDiceOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("seed"),
                      QStringLiteral("Seed of the program's dice: the same seed gives the same result."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("dice"), QStringLiteral("The players' own dice instead, in order, e.g. 3,5,1."),
                      QStringLiteral("LIST")});
}

// The program's seeded dice or the players' physical ones; *stamp says which, for the log.
std::unique_ptr<DiceSource> diceFrom(const QCommandLineParser &p, const QString &command, QJsonObject *stamp, int *code)
{
    const bool seed = p.isSet(QStringLiteral("seed"));
    const bool physical = p.isSet(QStringLiteral("dice"));
    if (seed == physical) {
        *code = unusable(say(QStringLiteral("%1: podaj albo --seed N, albo --dice LISTA"),
                             QStringLiteral("%1: give either --seed N or --dice LIST"))
                             .arg(command));
        return nullptr;
    }
    if (seed) {
        bool ok = false;
        const quint64 n = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok) {
            *code = unusable(
                say(QStringLiteral(
                        "%1: --seed musi być liczbą całkowitą od 0 do 18446744073709551615, nie \u201e%2\u201d"),
                    say(QStringLiteral(
                            "%1: --seed musi być liczbą całkowitą od 0 do 18446744073709551615, nie \u201e%2\u201d"),
                        QStringLiteral("%1: --seed must be a whole number from 0 to 18446744073709551615, not \"%2\"")))
                    .arg(command, p.value(QStringLiteral("seed"))));
            return nullptr;
        }
        *stamp = {{QStringLiteral("seed"), QString::number(n)}, {QStringLiteral("dice"), QStringLiteral("program")}};
        return std::make_unique<SeededDice>(n);
    }
    QList<int> results;
    for (const QString &part : p.value(QStringLiteral("dice")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = part.trimmed().toInt(&ok);
        if (!ok) {
            *code = unusable(
                say(QStringLiteral("%1: --dice to liczby całkowite rozdzielone przecinkami, nie \u201e%2\u201d"),
                    QStringLiteral("%1: --dice must list whole numbers separated by commas, not \"%2\""))
                    .arg(command, part));
            return nullptr;
        }
        results << v;
    }
    *stamp = {{QStringLiteral("dice"), QStringLiteral("physical")}};
    return std::make_unique<PhysicalDice>(results);
}

} // namespace

int runDraw(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Draw every commander still to be drawn (null) in a roster (BWN 13.4): the commander-in-chief, corps\n"
        "commanders and division generals from their pools, a general already in the army drawn again, redraws\n"
        "(the second draw binds) and extra generals (BWN 13.3), historical generals of whole historical divisions\n"
        "without a draw (BWN 13.2). Every roll goes into the roster's \"draws\" log.\n"
        "Without -o the new roster is printed on stdout."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The roster (.bwroster)."));
    addDiceOptions(parser);
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write the roster here (atomically)."),
                      QStringLiteral("OUT")});
    addLangOption(parser, QStringLiteral("Language of the messages and of the draws listed"));
    addCommonOptions(parser);
    int code = kExitOk;
    QString lang;
    if (!parseArgs(parser, args, &code) || !langOption(parser, QStringLiteral("bwn draw"), &lang, &code))
        return code;
    const bool pl = isPolish(lang);
    if (parser.positionalArguments().size() != 1)
        return unusable(say(QStringLiteral("bwn draw: podaj jeden plik rozpiski"),
                            QStringLiteral("bwn draw: name one roster file")));
    const QString file = parser.positionalArguments().first();
    QJsonObject stamp;
    const auto dice = diceFrom(parser, QStringLiteral("bwn draw"), &stamp, &code);
    if (!dice)
        return code;
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    LoadError error;
    const auto roster = loadRosterFile(file, &error);
    if (!roster)
        return unusable(error.toLine());
    const auto bound = bindRoster(*roster, data, file, &error);
    if (!bound)
        return unusable(error.toLine());
    DrawError drawError;
    const auto result = drawCommanders(*bound, *dice, &drawError, stamp);
    if (!result)
        return unusable(QStringLiteral("%1: %2: %3")
                            .arg(file, drawError.pointer,
                                 pl && !drawError.messagePl.isEmpty() ? drawError.messagePl : drawError.message));

    // The saved roster remembers the data it was drawn with (core/datastamp.h).
    Roster drawn = result->roster;
    if (const auto rebound = bindRoster(drawn, data, file, &error))
        drawn.madeWith = stampOf(*rebound);
    QTextStream out(stdout);
    if (!parser.isSet(QStringLiteral("output"))) {
        out << QJsonDocument(rosterToJson(drawn)).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    QString message;
    if (!saveRosterFile(drawn, parser.value(QStringLiteral("output")), &message))
        return unusable(message);
    for (const DrawEntry &e : result->entries) {
        const General *g = bound->findGeneral(e.general);
        // The place in words (issue 15: "Extra general (cavalry pool)", not "/upgrades/1/general").
        out << (pl ? QStringLiteral("%1: %2 (dowodzenie %3)") : QStringLiteral("%1: %2 (command %3)"))
                   .arg(drawPlaceName(*bound, e.target, lang), g ? g->name.get(lang) : e.general)
                   .arg(g ? g->command : 0);
        if (e.how == QLatin1String("historical"))
            out << (pl ? QStringLiteral(" — generał historyczny, bez losowania (BWN 13.2)")
                       : QStringLiteral(" — historical general, no draw (BWN 13.2)"));
        else {
            QStringList rolls;
            for (int r : e.rolls)
                rolls << QString::number(r);
            // A die with N sides: "d8", in Polish "k8"; a redraw (BWN 13.3) is "ponowne losowanie".
            const QString how = !pl                ? e.how
                : e.how == QLatin1String("redraw") ? QStringLiteral("ponowne losowanie")
                                                   : QStringLiteral("losowanie");
            out << QStringLiteral(" — %1 %2%3: %4")
                       .arg(how, pl ? QStringLiteral("k") : QStringLiteral("d"))
                       .arg(e.candidates.size())
                       .arg(rolls.join(QStringLiteral(", ")));
        }
        out << '\n';
    }
    out << (pl ? QStringLiteral("zapisano w %1\n") : QStringLiteral("written to %1\n"))
               .arg(parser.value(QStringLiteral("output")));
    return kExitOk;
}

int runInitiative(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Roll for initiative (BWN 14.2): each player rolls d6 + his commander-in-chief's command; ties are rerolled.\n"
        "--a-bonus 2 is the initial-initiative upgrade (BWN 13.3)."));
    parser.addOption(
        {QStringLiteral("a"), QStringLiteral("Player A's commander-in-chief's command value."), QStringLiteral("CMD")});
    parser.addOption(
        {QStringLiteral("b"), QStringLiteral("Player B's commander-in-chief's command value."), QStringLiteral("CMD")});
    parser.addOption({QStringLiteral("a-bonus"), QStringLiteral("Bonus to A's first roll."), QStringLiteral("K"),
                      QStringLiteral("0")});
    parser.addOption({QStringLiteral("b-bonus"), QStringLiteral("Bonus to B's first roll."), QStringLiteral("K"),
                      QStringLiteral("0")});
    addRulesetOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    addDiceOptions(parser);
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!noPositionalArguments(parser, QStringLiteral("bwn initiative")))
        return kExitUnusable;
    if (!parser.isSet(QStringLiteral("a")) || !parser.isSet(QStringLiteral("b")))
        return unusable(say(QStringLiteral("bwn initiative: podaj --a DOW i --b DOW"),
                            QStringLiteral("bwn initiative: give both --a CMD and --b CMD")));
    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const Ruleset *ruleset = rulesetOption(parser, data, QStringLiteral("bwn initiative"));
    if (!ruleset)
        return kExitUnusable;
    int a = 0, b = 0, bonusA = 0, bonusB = 0;
    const int lo = ruleset->orders.commandMin, hi = ruleset->orders.commandMax;
    const QString command = QStringLiteral("bwn initiative");
    if (!intOption(parser, command, "a", lo, hi, &a, &code) || !intOption(parser, command, "b", lo, hi, &b, &code)
        || !intOption(parser, command, "a-bonus", 0, 100, &bonusA, &code)
        || !intOption(parser, command, "b-bonus", 0, 100, &bonusB, &code))
        return code;
    QJsonObject stamp;
    const auto dice = diceFrom(parser, QStringLiteral("bwn initiative"), &stamp, &code);
    if (!dice)
        return code;
    QString message;
    const auto result = rollInitiative(pregameRules(*ruleset), a, b, bonusA, bonusB, *dice, &message);
    if (!result)
        return unusable(QStringLiteral("bwn initiative: %1").arg(message));

    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray rolls;
        for (const InitiativeRound &r : result->rounds)
            rolls.append(QJsonObject{{QStringLiteral("a"), r.a},
                                     {QStringLiteral("b"), r.b},
                                     {QStringLiteral("totalA"), r.totalA},
                                     {QStringLiteral("totalB"), r.totalB}});
        QJsonObject o{{QStringLiteral("rolls"), rolls}, {QStringLiteral("winner"), QString(result->winner)}};
        for (auto it = stamp.begin(); it != stamp.end(); ++it)
            o.insert(it.key(), it.value());
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    for (const InitiativeRound &r : result->rounds)
        out << QStringLiteral("A rolls %1 → %2, B rolls %3 → %4%5\n")
                   .arg(r.a)
                   .arg(r.totalA)
                   .arg(r.b)
                   .arg(r.totalB)
                   .arg(r.totalA == r.totalB ? QStringLiteral(": tie, roll again") : QString());
    out << QStringLiteral("Player %1 has the initiative and picks the table side (BWN 14.2).\n").arg(result->winner);
    return kExitOk;
}

} // namespace sztab::cli
