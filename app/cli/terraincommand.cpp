// SPDX-License-Identifier: GPL-3.0-or-later
// bwn terrain [--table 120x120|180x120|240x120] (--battlefield 1..6 | --seed N) [--json] [--lang pl|en]
//             [--ruleset ID] — the battlefield type (BWN 14.3) and the terrain placement sequence (BWN 14.4)
//             (CONTRACT: Command line).
#include "app/cli/commands.h"

#include "bw/dataset.h"
#include "foundation/dice.h"
#include "bw/terrain.h"
#include "foundation/text.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace sztab::cli {

namespace {

QString kindLabel(const QString &lang, PieceKind k)
{
    switch (k) {
    case PieceKind::Piece: return pick(lang, "element", "piece");
    case PieceKind::Bought: return pick(lang, "kupiony", "bought");
    case PieceKind::Special: return pick(lang, "specjalny", "special");
    case PieceKind::Fortification: return pick(lang, "fortyfikacja", "fortification");
    case PieceKind::Road: return pick(lang, "droga", "road");
    case PieceKind::Bridge: return pick(lang, "most/bród", "bridge/ford");
    }
    return QString();
}

} // namespace

int runTerrain(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The battlefield type (BWN 14.3) and the order in which the players place the terrain (BWN 14.4).\n"
        "A is the player who won the initiative, B the other. Give the initiative winner's d6 with --battlefield,\n"
        "or let the program roll it with --seed (the same seed gives the same result)."));
    parser.addOption({QStringLiteral("table"),
                      QStringLiteral("Table size: 120x120, 180x120 or 240x120 (default 120x120)."),
                      QStringLiteral("SIZE")});
    parser.addOption({QStringLiteral("battlefield"), QStringLiteral("The battlefield roll the players made (1..6)."),
                      QStringLiteral("ROLL")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the program's dice for the battlefield roll."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("Language of names and steps: pl or en (default en)."),
                      QStringLiteral("LANG"), QStringLiteral("en")});
    addRulesetOption(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    addCommonOptions(parser);
    int code = kExitOk;
    if (!parseArgs(parser, args, &code))
        return code;
    if (!noPositionalArguments(parser, QStringLiteral("bwn terrain")))
        return kExitUnusable;

    const QString lang = parser.value(QStringLiteral("lang"));
    if (lang != QLatin1String("pl") && lang != QLatin1String("en"))
        return unusable(say(QStringLiteral("bwn terrain: --lang musi być pl albo en, nie \u201e%1\u201d"),
                            QStringLiteral("bwn terrain: --lang must be pl or en, not \"%1\""))
                            .arg(lang));
    const bool byRoll = parser.isSet(QStringLiteral("battlefield"));
    const bool bySeed = parser.isSet(QStringLiteral("seed"));
    if (byRoll == bySeed)
        return unusable(say(QStringLiteral("bwn terrain: podaj albo --battlefield RZUT, albo --seed N"),
                            QStringLiteral("bwn terrain: give either --battlefield ROLL or --seed N")));
    quint64 seed = 0;
    if (bySeed) {
        bool ok = false;
        seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return unusable(
                say(QStringLiteral("bwn terrain: --seed musi być liczbą całkowitą od 0 do 18446744073709551615, nie "
                                   "\u201e%1\u201d"),
                    QStringLiteral(
                        "bwn terrain: --seed must be a whole number from 0 to 18446744073709551615, not \"%1\""))
                    .arg(parser.value(QStringLiteral("seed"))));
    }

    DataSet data;
    if (!loadData(parser, &data))
        return kExitUnusable;
    const Ruleset *ruleset = rulesetOption(parser, data, QStringLiteral("bwn terrain"));
    if (!ruleset)
        return kExitUnusable;
    const QStringList sizes = tableSizes(*ruleset);
    if (sizes.isEmpty() || ruleset->terrain.battlefields.isEmpty())
        return unusable(say(QStringLiteral("bwn terrain: zestaw zasad \u201e%1\u201d nie ma tabeli pól bitwy"),
                            QStringLiteral("bwn terrain: ruleset \"%1\" has no battlefield table"))
                            .arg(ruleset->id));
    const QString table = parser.isSet(QStringLiteral("table")) ? parser.value(QStringLiteral("table")) : sizes.first();
    if (!sizes.contains(table))
        return unusable(say(QStringLiteral("bwn terrain: --table musi być jednym z: %1, nie \u201e%2\u201d"),
                            QStringLiteral("bwn terrain: --table must be one of %1, not \"%2\""))
                            .arg(sizes.join(QStringLiteral(", ")), table));

    BattlefieldRoll rolled;
    if (byRoll) {
        bool ok = false;
        const QString text = parser.value(QStringLiteral("battlefield"));
        const int roll = text.toInt(&ok);
        const BattlefieldType *b = ok ? battlefieldFromRoll(*ruleset, roll) : nullptr;
        if (!b)
            return unusable(
                say(QStringLiteral("bwn terrain: --battlefield musi być rzutem od 1 do %1, nie \u201e%2\u201d"),
                    QStringLiteral("bwn terrain: --battlefield must be a roll from 1 to %1, not \"%2\""))
                    .arg(battlefieldDie(*ruleset))
                    .arg(text));
        rolled = {roll, b};
    } else {
        SeededDice dice(seed);
        QString error;
        const auto r = rollBattlefield(*ruleset, dice, &error);
        if (!r)
            return unusable(QStringLiteral("bwn terrain: %1").arg(error));
        rolled = *r;
    }
    QString error;
    const auto al = allowance(*ruleset, *rolled.battlefield, table, &error);
    if (!al)
        return unusable(QStringLiteral("bwn terrain: %1").arg(error));
    const QList<PlacementStep> sequence = placementSequence(*ruleset, *al);
    const QList<Text> notes = placementNotes(*ruleset, *al, sequence);
    auto typeName = [&](const QString &t) {
        const Text n = ruleset->terrain.types.value(t).name;
        return n.isEmpty() ? t : n.get(lang);
    };

    QTextStream out(stdout);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray types;
        for (const QString &t : al->typeOrder)
            types.append(QJsonObject{{QStringLiteral("type"), t},
                                     {QStringLiteral("name"), typeName(t)},
                                     {QStringLiteral("min"), al->limit(t).min},
                                     {QStringLiteral("max"), al->limit(t).max}});
        QJsonArray steps;
        for (const PlacementStep &s : sequence) {
            QJsonObject o{{QStringLiteral("step"), s.step},
                          {QStringLiteral("player"), QLatin1String(enumName(s.player))},
                          {QStringLiteral("kind"), QLatin1String(enumName(s.kind))},
                          {QStringLiteral("what"), s.what.get(lang)},
                          {QStringLiteral("mandatory"), s.mandatory}};
            if (!s.type.isEmpty())
                o.insert(QStringLiteral("type"), s.type);
            steps.append(o);
        }
        QJsonArray noteArray;
        for (const Text &n : notes)
            noteArray.append(n.get(lang));
        QJsonObject o{{QStringLiteral("ruleset"), ruleset->id},
                      {QStringLiteral("battlefield"),
                       QJsonObject{{QStringLiteral("roll"), rolled.roll},
                                   {QStringLiteral("id"), rolled.battlefield->id},
                                   {QStringLiteral("name"), rolled.battlefield->name.get(lang)}}},
                      {QStringLiteral("table"), table},
                      {QStringLiteral("pieces"), al->pieces},
                      {QStringLiteral("types"), types},
                      {QStringLiteral("sequence"), steps},
                      {QStringLiteral("notes"), noteArray}};
        if (bySeed) // as a string: a 64-bit seed does not fit a JSON number exactly
            o.insert(QStringLiteral("seed"), QString::number(seed));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return kExitOk;
    }

    out << pick(lang, "Miejsce bitwy (BWN 14.3): ", "Battlefield (BWN 14.3): ") << rolled.roll << QStringLiteral(" – ")
        << rolled.battlefield->name.get(lang);
    if (bySeed)
        out << pick(lang, " (rzut k%1 kośćmi programu, ziarno %2)", " (d%1 rolled by the program, seed %2)")
                   .arg(battlefieldDie(*ruleset))
                   .arg(seed);
    out << '\n'
        << pick(lang, "Stół %1, liczba elementów terenu: %2 (BWN 14.4)", "Table %1: %2 terrain pieces (BWN 14.4)")
               .arg(table)
               .arg(al->pieces)
        << "\n\n";
    int width = 0;
    for (const QString &t : al->typeOrder)
        width = std::max(width, int(typeName(t).size()));
    out << pick(lang, "Typ terenu", "Terrain type").leftJustified(width + 2)
        << pick(lang, "min", "min").rightJustified(4) << pick(lang, "maks", "max").rightJustified(6) << '\n';
    for (const QString &t : al->typeOrder)
        out << typeName(t).leftJustified(width + 2) << QString::number(al->limit(t).min).rightJustified(4)
            << QString::number(al->limit(t).max).rightJustified(6) << '\n';
    out << '\n'
        << pick(lang, "Kolejność rozstawiania (BWN 14.4; A = gracz z inicjatywą, B = drugi gracz):",
                "Placement order (BWN 14.4; A = the initiative winner, B = the other player):")
        << '\n';
    int kindWidth = 0;
    for (const PlacementStep &s : sequence)
        kindWidth = std::max(kindWidth, int(kindLabel(lang, s.kind).size()));
    for (const PlacementStep &s : sequence)
        out << QString::number(s.step).rightJustified(4) << QStringLiteral(". ") << enumName(s.player)
            << QStringLiteral("  ") << kindLabel(lang, s.kind).leftJustified(kindWidth + 2) << s.what.get(lang) << '\n';
    if (!notes.isEmpty()) {
        out << '\n' << pick(lang, "Uwagi:", "Notes:") << '\n';
        for (const Text &n : notes)
            out << QStringLiteral("  - ") << n.get(lang) << '\n';
    }
    return kExitOk;
}

} // namespace sztab::cli
