// SPDX-License-Identifier: GPL-3.0-or-later
// bwn order --type defence|move|attack --distance CM [--command N] [--individual K --issuer cinc|corps|division]
//           [--turn T] [--json] — the order test of BWN 5.3-5.9 (CONTRACT: Command line).
#include "app/cli/commands.h"

#include "bw/dataset.h"
#include "bw/orders.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace sztab::cli {

int runOrder(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("The 2d6 number a division general needs for an order (BWN 5.3), with individual orders (5.5),\n"
                       "his command value and turn 1 (5.9). Distances are edge to edge, in the ruleset's measure."));
    parser.addOption({QStringLiteral("type"), QStringLiteral("defence, move or attack."), QStringLiteral("TYPE")});
    parser.addOption({QStringLiteral("distance"),
                      QStringLiteral("From the commander-in-chief or corps commander to the general."),
                      QStringLiteral("CM")});
    parser.addOption({QStringLiteral("command"), QStringLiteral("The division general's command value (-2..3)."),
                      QStringLiteral("N"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("individual"),
                      QStringLiteral("The K-th individual order to a single regiment (1 = first)."),
                      QStringLiteral("K")});
    parser.addOption({QStringLiteral("issuer"),
                      QStringLiteral("Who gives the individual order: cinc, corps or division."), QStringLiteral("WHO"),
                      QStringLiteral("cinc")});
    parser.addOption(
        {QStringLiteral("turn"), QStringLiteral("The turn (in turn 1 every order passes)."), QStringLiteral("T")});
    addRulesetOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!noPositionalArguments(parser, QStringLiteral("bwn order")))
        return kExitUnusable;

    const auto type = enumFromName<OrderType>(parser.value(QStringLiteral("type")));
    if (!type)
        return unusable(say(QStringLiteral("bwn order: --type musi być defence, move albo attack"),
                            QStringLiteral("bwn order: --type must be defence, move or attack")));
    bool ok = false;
    const double distance = parser.value(QStringLiteral("distance")).toDouble(&ok);
    if (!parser.isSet(QStringLiteral("distance")) || !ok || !std::isfinite(distance) || distance < 0 || distance > 1e6)
        return unusable(QStringLiteral("bwn order: --distance must be a distance of 0 or more, not \"%1\"")
                            .arg(parser.value(QStringLiteral("distance"))));
    const auto issuer = enumFromName<Issuer>(parser.value(QStringLiteral("issuer")));
    if (!issuer)
        return unusable(QStringLiteral("bwn order: --issuer must be cinc, corps or division"));

    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const Ruleset *ruleset = rulesetOption(parser, data, QStringLiteral("bwn order"));
    if (!ruleset)
        return kExitUnusable;
    const OrderRules &rules = ruleset->orders;

    OrderQuery q;
    q.type = *type;
    q.distance = distance;
    q.issuer = *issuer;
    if (!intOption(parser, QStringLiteral("bwn order"), "command", rules.commandMin, rules.commandMax, &q.command,
                   &code)
        || !intOption(parser, QStringLiteral("bwn order"), "individual", 1, 100, &q.individual, &code)
        || !intOption(parser, QStringLiteral("bwn order"), "turn", 1, 1000, &q.turn, &code))
        return code;
    if (parser.isSet(QStringLiteral("issuer")) && !parser.isSet(QStringLiteral("individual")))
        return unusable(QStringLiteral("bwn order: --issuer goes with --individual"));

    const OrderResult r = orderTest(rules, q);
    const QString measure = ruleset->measure;
    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o{{QStringLiteral("type"), QLatin1String(enumName(q.type))},
                      {QStringLiteral("distance"), q.distance},
                      {QStringLiteral("band"), rules.bands.value(r.band).label.get(QStringLiteral("en"))},
                      {QStringLiteral("command"), q.command},
                      {QStringLiteral("tableValue"), r.tableValue},
                      {QStringLiteral("increment"), r.increment},
                      {QStringLiteral("target"), r.target},
                      {QStringLiteral("needed"), r.needed},
                      {QStringLiteral("chance"), r.chance},
                      {QStringLiteral("automatic"), r.automatic},
                      {QStringLiteral("possible"), r.possible},
                      {QStringLiteral("section"), rules.section}};
        if (q.individual > 0) {
            o.insert(QStringLiteral("individual"), q.individual);
            o.insert(QStringLiteral("issuer"), QLatin1String(enumName(q.issuer)));
        }
        if (q.turn > 0)
            o.insert(QStringLiteral("turn"), q.turn);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    out << QStringLiteral("%1 at %2 %3 (%4): table %5+")
               .arg(QString::fromLatin1(enumName(q.type)).toUpper())
               .arg(q.distance)
               .arg(measure, rules.bands.value(r.band).label.get(QStringLiteral("en")))
               .arg(r.tableValue);
    if (q.individual > 0)
        out << QStringLiteral(", individual order %1 from %2 +%3")
                   .arg(q.individual)
                   .arg(QLatin1String(enumName(q.issuer)))
                   .arg(r.increment);
    out << QStringLiteral(" = %1+\n").arg(r.target);
    if (!r.possible)
        out << QStringLiteral("Impossible: with command %1%2 it needs %3+, and an order needing %4 or more cannot be "
                              "given (BWN 5.5).\n")
                   .arg(q.command >= 0 ? QStringLiteral("+") : QString())
                   .arg(q.command)
                   .arg(r.target - q.command)
                   .arg(rules.impossibleAt);
    else if (r.automatic)
        out << QStringLiteral("Turn %1: passes automatically (BWN 5.9).\n").arg(q.turn);
    else
        out << QStringLiteral("With command %1%2: needs %3+ on 2d6, chance %4%\n")
                   .arg(q.command >= 0 ? QStringLiteral("+") : QString())
                   .arg(q.command)
                   .arg(r.needed)
                   .arg(r.chance, 0, 'f', 2);
    return kExitOk;
}

} // namespace sztab::cli
