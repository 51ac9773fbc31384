// SPDX-License-Identifier: GPL-3.0-or-later
// bwn mac SUBCOMMAND — Maciejowice 1794 at the table: the activation cup stage by stage, Poniński's arrival, leader
// casualties and the victory track (MAC 3.3, 4.3-4.6.3, 12.1-12.4, 13.0). The game is a file holding the log of
// what happened; every subcommand but new/schedule/status/replay/export adds one entry to it (atomically) after the
// rules engine (core/mac/state.h) accepted it. Exit codes: 0 done, 1 the rules refuse it, 2 unusable input.
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"
#include "app/cli/loggedgamecommands.h"

#include "foundation/loaderror.h"
#include "foundation/text.h"
#include "mac/casualty.h"
#include "mac/game.h"
#include "mac/poninski.h"
#include "mac/checkedgame.h"
#include "mac/loggedgame.h"
#include "mac/scenario.h"
#include "mac/schedule.h"
#include "mac/secrets.h"
#include "mac/state.h"
#include "mac/victory.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTextStream>

namespace sztab::cli {

namespace {

using namespace sztab::mac;

struct Context {
    QString command; // "bwn mac draw"
    QString lang;
    bool json = false;
    std::optional<Side> viewer; // --side pl|ru (A|B)
    bool umpire = false;        // --side umpire: everything; neither: the table's view, no secret shown
};

QJsonObject stateFor(const Scenario &scenario, const State &state, const Context &c)
{
    if (c.viewer || c.umpire)
        return stateToJson(scenario, state, c.viewer, c.lang);
    return stateToJsonForTable(scenario, state, c.lang);
}

void print(const QString &text) { QTextStream(stdout) << text << '\n'; }

void printJson(const QJsonObject &o) { QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Indented); }

int ruleBroken(const Context &c, const ActionError &e)
{
    QTextStream(stderr) << oneLine(QStringLiteral("%1: %2 (%3)").arg(c.command, e.message.get(c.lang), e.code)) << '\n';
    return kExitRuleBroken;
}

// The options all subcommands share.
void addOptions(QCommandLineParser &p, bool game)
{
    if (game)
        p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file (mac-game)."));
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    p.addOption({QStringLiteral("side"),
                 QStringLiteral("Whose view: pl (or A), ru (or B), umpire (everything); by default the table's "
                                "view, which shows neither side's secret choice."),
                 QStringLiteral("SIDE")});
    p.addOption({QStringLiteral("lang"), QStringLiteral("Language of the messages: pl or en (default en)."),
                 QStringLiteral("LANG")});
    p.addHelpOption();
}

bool parse(QCommandLineParser &p, const QStringList &args, Context *c, int *code)
{
    c->command = args.value(0);
    if (!p.parse(args)) {
        *code = unusable(QStringLiteral("%1: %2").arg(c->command, p.errorText()));
        return false;
    }
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText().replace(QCoreApplication::arguments().value(0), c->command);
        *code = kExitOk;
        return false;
    }
    c->lang = p.isSet(QStringLiteral("lang")) ? p.value(QStringLiteral("lang")) : QStringLiteral("en");
    if (c->lang != QLatin1String("pl") && c->lang != QLatin1String("en")) {
        *code = unusable(QStringLiteral("%1: --lang pl|en, not \"%2\"").arg(c->command, c->lang));
        return false;
    }
    c->json = p.isSet(QStringLiteral("json"));
    if (p.isSet(QStringLiteral("side"))) {
        const QString v = p.value(QStringLiteral("side"));
        c->umpire = v == QLatin1String("umpire");
        if (!c->umpire) {
            c->viewer = sideFromId(v);
            if (!c->viewer) {
                *code = unusable(say(QStringLiteral("%1: --side pl, ru (A, B) albo umpire, nie \u201e%2\u201d"),
                                     QStringLiteral("%1: --side pl, ru (A, B) or umpire, not \"%2\""))
                                     .arg(c->command, v));
                return false;
            }
        }
    }
    return true;
}

// The game named on the line, its scenario and the state its log replays to.
struct Loaded {
    QString file;
    Game game;
    Scenario scenario;
    State state;
};

std::optional<Loaded> loadAll(const QCommandLineParser &p, const Context &c, int *code)
{
    if (p.positionalArguments().size() != 1) {
        *code = unusable(
            say(QStringLiteral("%1: podaj jeden plik gry"), QStringLiteral("%1: name one game file")).arg(c.command));
        return std::nullopt;
    }
    LoadError error;
    auto checked = loadCheckedGame(p.positionalArguments().first(), &error);
    if (!checked) {
        *code = unusable(error.toLine(c.lang));
        return std::nullopt;
    }
    return Loaded{p.positionalArguments().first(), std::move(checked->game), std::move(checked->scenario),
                  std::move(checked->state)};
}

QString commanderName(const Scenario &s, const QString &id, const QString &lang)
{
    const Commander *c = s.commander(id);
    return c ? c->name.get(lang) : id;
}

// A commander id from the line: the id itself, or a name without case and diacritics mattering.
QString commanderId(const Scenario &s, const QString &given)
{
    auto fold = [](QString t) {
        t = t.normalized(QString::NormalizationForm_D).toLower();
        QString out;
        for (QChar ch : t)
            if (ch.isLetterOrNumber() && ch.category() != QChar::Mark_NonSpacing)
                out += ch == QChar(u'ł') ? QChar(u'l') : ch;
        return out;
    };
    const QString key = fold(given);
    for (const Commander &c : s.commanders)
        if (c.id == given || fold(c.id) == key)
            return c.id;
    return given;
}

// Poniński's marker in words (13.0 a-c).
QString poninskiText(const Scenario &scenario, const PoninskiState &pon, const QString &lang)
{
    // 13.0: "Podległe jednostki wchodzą z dowolnych pól od 0101 do 3901".
    const EntryHexes entry = poninskiEntry(scenario);
    const QString hexes = !entry.isEmpty()
        ? (isPolish(lang) ? QStringLiteral("; jego oddziały wchodzą z pól %1–%2")
                          : QStringLiteral("; his units enter from hexes %1–%2"))
              .arg(entry.from, entry.to)
        : QString();
    const bool pl = isPolish(lang);
    QString ponText;
    switch (pon.phase) {
    case PoninskiState::Phase::AwaitRoll:
        ponText = pl ? QStringLiteral("rzut w etapie 1") : QStringLiteral("roll in stage 1");
        break;
    case PoninskiState::Phase::AwaitCheck:
        ponText =
            (pl ? QStringLiteral("sprawdzenie w etapie %1") : QStringLiteral("check in stage %1")).arg(pon.checkStage);
        break;
    case PoninskiState::Phase::Coming:
        ponText =
            (pl ? QStringLiteral("przybywa w etapie %1") : QStringLiteral("arrives in stage %1")).arg(pon.arrivalStage)
            + hexes;
        break;
    case PoninskiState::Phase::Entered:
        ponText = (pl ? QStringLiteral("w grze od etapu %1") : QStringLiteral("in play since stage %1")).arg(pon.arrivalStage)
            + hexes;
        break;
    case PoninskiState::Phase::Never:
        ponText = pl ? QStringLiteral("nie weźmie udziału w bitwie") : QStringLiteral("never comes");
        break;
    }
    return QStringLiteral("Poniński: ") + ponText;
}

void printStatus(const Loaded &l, const Context &c)
{
    if (c.json) {
        printJson(stateFor(l.scenario, l.state, c));
        return;
    }
    const bool pl = isPolish(c.lang);
    const QJsonObject o = stateFor(l.scenario, l.state, c);
    print(o.value(QStringLiteral("next")).toString());
    auto names = [&](const QJsonObject &list) {
        QStringList out;
        for (const QJsonValue &v : list.value(QStringLiteral("commanders")).toArray())
            out << commanderName(l.scenario, v.toString(), c.lang);
        const int hidden = list.value(QStringLiteral("hidden")).toInt();
        if (hidden > 0)
            out << (pl ? QStringLiteral("%1 ukrytych").arg(hidden) : QStringLiteral("%1 hidden").arg(hidden));
        return out.isEmpty() ? QStringLiteral("-") : out.join(QStringLiteral(", "));
    };
    if (l.state.turn != Turn::BuildPool) {
        print((pl ? QStringLiteral("Pula: %1") : QStringLiteral("Pool: %1"))
                  .arg(names(o.value(QStringLiteral("pool")).toObject())));
        print((pl ? QStringLiteral("W kubku: %1") : QStringLiteral("In the cup: %1"))
                  .arg(names(o.value(QStringLiteral("cup")).toObject())));
    }
    for (const Drawn &d : l.state.drawn)
        print((pl ? QStringLiteral("  wylosowany: %1") : QStringLiteral("  drawn: %1"))
                  .arg(commanderName(l.scenario, d.commander, c.lang))
              + (d.activated.isEmpty() ? QString()
                                       : (pl ? QStringLiteral(" (aktywuje: %1)") : QStringLiteral(" (activates %1)"))
                                             .arg(commanderName(l.scenario, d.activated, c.lang)))
              + (d.mustCommandFallen ? (pl ? QStringLiteral(" (dowodzi oddziałami poległego, 4.3)")
                                           : QStringLiteral(" (commands the fallen's units, 4.3)"))
                                     : QString()));
    const Marker m = marker(l.scenario.victory, l.state.track);
    print((pl ? QStringLiteral("PZ: Polacy %1, Rosjanie %2; żeton na polu %3%4 (próg %5)")
              : QStringLiteral("VP: Poles %1, Russians %2; marker on box %3%4 (threshold %5)"))
              .arg(l.state.track.polish)
              .arg(l.state.track.russian)
              .arg(m.box)
              .arg(m.shows ? QStringLiteral(", %1%2").arg(
                       sideName(*m.shows).get(c.lang),
                       m.reverse ? (pl ? QStringLiteral(", rewersem") : QStringLiteral(", reverse up")) : QString())
                           : (pl ? QStringLiteral(" (poza torem)") : QStringLiteral(" (off the track)")))
              .arg(l.state.threshold));
    print(poninskiText(l.scenario, l.state.poninski, c.lang));
    QStringList out;
    for (const CommanderState &cs : l.state.commanders) {
        if (cs.status == CommanderStatus::Killed)
            out << (pl ? QStringLiteral("%1 poległ") : QStringLiteral("%1 killed"))
                       .arg(commanderName(l.scenario, cs.id, c.lang));
        else if (cs.status == CommanderStatus::Lost)
            out << (pl ? QStringLiteral("%1 wyeliminowany") : QStringLiteral("%1 lost"))
                       .arg(commanderName(l.scenario, cs.id, c.lang));
        else if (cs.woundedThisStage)
            out << (pl ? QStringLiteral("%1 ranny") : QStringLiteral("%1 wounded"))
                       .arg(commanderName(l.scenario, cs.id, c.lang));
    }
    if (!out.isEmpty())
        print(out.join(QStringLiteral("; ")));
}

// Applies one request (its dice from --dice or the program's), saves the game and prints the outcome.
int act(const QCommandLineParser &p, bool takesDice, const Context &c, Loaded &l, const Action &request,
        const QString &done)
{
    std::unique_ptr<PhysicalDice> players;
    if (takesDice && p.isSet(QStringLiteral("dice"))) {
        QList<int> rolls;
        for (const QString &part : p.value(QStringLiteral("dice")).split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int face = part.trimmed().toInt(&ok);
            if (!ok || !l.scenario.die.faces().has(face))
                return unusable(say(QStringLiteral("%1: --dice to wyniki k10 od 0 do 9, nie \u201e%2\u201d"),
                                    QStringLiteral("%1: --dice lists d10 results from 0 to 9, not \"%2\""))
                                    .arg(c.command, part));
            rolls << face;
        }
        players = std::make_unique<PhysicalDice>(rolls);
    }
    ActionError error;
    const auto next = perform(l.scenario, &l.game, l.state, request, players.get(), &error);
    if (!next)
        return ruleBroken(c, error);
    if (players && players->used() < p.value(QStringLiteral("dice")).split(u',', Qt::SkipEmptyParts).size())
        return unusable(say(QStringLiteral("%1: podano więcej kości, niż potrzeba"),
                            QStringLiteral("%1: more dice given than needed"))
                            .arg(c.command));
    QString message;
    if (!saveGame(l.game, l.file, &message))
        return unusable(message);
    const State before = l.state;
    l.state = *next;
    const Action &entry = l.game.log.last();
    // --side names the scoring or choosing side there, not a viewer: the shared screen's view.
    Context shown = c;
    if (entry.kind == ActionKind::Vp || entry.kind == ActionKind::Choose)
        shown.viewer.reset();
    if (c.json) {
        QJsonObject o{{QStringLiteral("ok"), true}, {QStringLiteral("state"), stateFor(l.scenario, l.state, shown)}};
        // The entry as logged; a secret choice only for the umpire. Never a draw's die: it is a place in a cup
        // that may hold the other side's hidden chits; the chit drawn is what both sides see.
        if (entry.kind != ActionKind::Choose || c.umpire) {
            QJsonObject logged = actionToJson(entry);
            if (entry.kind == ActionKind::Draw)
                logged.remove(QStringLiteral("dice"));
            o.insert(QStringLiteral("entry"), logged);
        }
        printJson(o);
        return kExitOk;
    }
    if (!done.isEmpty())
        print(done);
    const bool pl = isPolish(c.lang);
    if (!entry.dice.isEmpty() && entry.kind != ActionKind::Draw)
        print((pl ? QStringLiteral("k10: %1 (%2)") : QStringLiteral("d10: %1 (%2)"))
                  .arg(entry.dice.first().value)
                  .arg(entry.dice.first().program
                           ? (pl ? QStringLiteral("kość programu") : QStringLiteral("the program's die"))
                           : (pl ? QStringLiteral("kość graczy") : QStringLiteral("the players' die"))));
    switch (entry.kind) {
    case ActionKind::Draw: {
        print((pl ? QStringLiteral("Wylosowany: %1") : QStringLiteral("Drawn: %1"))
                  .arg(commanderName(l.scenario, entry.commander, c.lang)));
        const Drawn &d = l.state.drawn.last();
        const Commander *cmd = l.scenario.commander(d.commander);
        if (d.mustCommandFallen)
            print(
                pl ? QStringLiteral(
                    "Dowódca poległ: głównodowodzący dowodzi jego oddziałami i nie aktywuje innych (4.3)")
                   : QStringLiteral(
                       "A commander fell: the commander-in-chief commands his units and activates no one else (4.3)"));
        else if (cmd && cmd->commanderInChief) {
            QStringList names;
            for (const QString &id : activatable(l.scenario, l.state, cmd->side))
                names << QStringLiteral("%1 (%2)").arg(commanderName(l.scenario, id, c.lang), id);
            print((pl ? QStringLiteral("Może aktywować (4.4, bwn mac activate): %1")
                      : QStringLiteral("May activate (4.4, bwn mac activate): %1"))
                      .arg(names.join(QStringLiteral(", "))));
            if (cmd->id == l.scenario.command.chiefWithUnits)
                print((pl ? QStringLiteral(
                           "Potem %1 dowolnych oddziałów w promieniu %2 pól od niego, potem jego ruch (4.4 b)")
                          : QStringLiteral("Then %1 units of choice within %2 hexes of him, then his move (4.4 b)"))
                          .arg(l.scenario.command.chiefUnits)
                          .arg(l.scenario.command.chiefRadiusHexes));
        }
        break;
    }
    case ActionKind::Casualty: {
        const CasualtyResult r = casualtyResult(l.scenario.casualty, entry.dice.first().value);
        const QString who = commanderName(l.scenario, entry.commander, c.lang);
        print(r == CasualtyResult::Killed
                  ? (pl ? QStringLiteral(
                         "%1 poległ (4.6.1): żeton zdjęty na stałe, jego oddziały pod głównodowodzącym (4.3)")
                        : QStringLiteral(
                            "%1 is killed (4.6.1): off for good, his units under the commander-in-chief (4.3)"))
                        .arg(who)
                  : r == CasualtyResult::Wounded
                  ? (pl ? QStringLiteral("%1 ranny (4.6.1): poza pulą tego etapu, chyba że już wylosowany")
                        : QStringLiteral("%1 is wounded (4.6.1): out of this stage's pool unless already drawn"))
                        .arg(who)
                  : (pl ? QStringLiteral("%1: bez skutku") : QStringLiteral("%1: no effect")).arg(who));
        break;
    }
    case ActionKind::PoninskiRoll:
    case ActionKind::PoninskiHold: print(poninskiText(l.scenario, l.state.poninski, c.lang)); break;
    default: break;
    }
    if (l.state.track.polish != before.track.polish || l.state.track.russian != before.track.russian) {
        const Marker m = marker(l.scenario.victory, l.state.track);
        print((pl ? QStringLiteral("PZ: Polacy %1, Rosjanie %2; żeton na polu %3%4")
                  : QStringLiteral("VP: Poles %1, Russians %2; marker on box %3%4"))
                  .arg(l.state.track.polish)
                  .arg(l.state.track.russian)
                  .arg(m.box)
                  .arg(m.shows ? QStringLiteral(" (%1%2)").arg(
                           sideName(*m.shows).get(c.lang),
                           m.reverse ? (pl ? QStringLiteral(", rewersem") : QStringLiteral(", reverse up")) : QString())
                               : QString()));
    }
    print(nextStep(l.scenario, l.state, c.lang));
    return kExitOk;
}

int runNew(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Start a game of Maciejowice 1794: writes the game file (-o)."));
    addOptions(p, false);
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 QStringLiteral("The game file to write."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("seed"),
                 QStringLiteral("Seed of the program's dice (default: a random one, kept in the file)."),
                 QStringLiteral("N")});
    p.addOption(
        {QStringLiteral("threshold"),
         QStringLiteral("Automatic victory threshold the players agreed on (MAC 12.4; default the scenario's)."),
         QStringLiteral("VP")});
    p.addOption({QStringLiteral("scenario"), QStringLiteral("The scenario id (default maciejowice-1794)."),
                 QStringLiteral("ID")});
    Context c;
    int code = kExitOk;
    if (!parse(p, args, &c, &code))
        return code;
    if (!p.isSet(QStringLiteral("output")))
        return unusable(say(QStringLiteral("%1: podaj -o PLIK"), QStringLiteral("%1: give -o FILE")).arg(c.command));
    const QString id = p.isSet(QStringLiteral("scenario")) ? p.value(QStringLiteral("scenario"))
                                                           : QString::fromLatin1(kDefaultScenarioId);
    LoadError error;
    const auto scenario = loadBundledScenario(id, &error);
    if (!scenario)
        return unusable(error.toLine(c.lang));
    Game game;
    game.scenarioId = scenario->id;
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        game.seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return unusable(QStringLiteral("%1: --seed: a whole number from 0 to 18446744073709551615, not \"%2\"")
                                .arg(c.command, p.value(QStringLiteral("seed"))));
    } else {
        game.seed = QRandomGenerator::system()->generate64();
    }
    if (p.isSet(QStringLiteral("threshold"))) {
        bool ok = false;
        game.threshold = p.value(QStringLiteral("threshold")).toInt(&ok);
        if (!ok || game.threshold < 1 || game.threshold > 1000)
            return unusable(QStringLiteral("%1: --threshold: a whole number from 1 to 1000, not \"%2\"")
                                .arg(c.command, p.value(QStringLiteral("threshold"))));
    }
    const QString file = p.value(QStringLiteral("output"));
    if (QFileInfo::exists(file))
        return unusable(say(QStringLiteral("%1: %2 już istnieje: nie nadpisuję gry"),
                            QStringLiteral("%1: %2 exists already: a game is never written over"))
                            .arg(c.command, file));
    QString message;
    if (!saveGame(game, file, &message))
        return unusable(message);
    Loaded l{file, game, *scenario, initialState(*scenario, game)};
    // The seed is the umpire's (it is in the file); printed for one side's seat it would let that side roll ahead.
    if (c.json) {
        QJsonObject o{{QStringLiteral("file"), file}, {QStringLiteral("state"), stateFor(l.scenario, l.state, c)}};
        if (!c.viewer)
            o.insert(QStringLiteral("seed"), QString::number(game.seed));
        printJson(o);
        return kExitOk;
    }
    if (c.viewer)
        print(say(QStringLiteral("Nowa gra: %1"), QStringLiteral("New game: %1")).arg(file));
    else
        print(say(QStringLiteral("Nowa gra: %1 (ziarno %2)"), QStringLiteral("New game: %1 (seed %2)"))
                  .arg(file, QString::number(game.seed)));
    printStatus(l, c);
    return kExitOk;
}

int runStatus(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Where the game stands: stage, turn, pool and cup, commanders, "
                                               "Poniński, the victory track. --side shows one side's view."));
    addOptions(p, true);
    Context c;
    int code = kExitOk;
    if (!parse(p, args, &c, &code))
        return code;
    auto l = loadAll(p, c, &code);
    if (!l)
        return code;
    printStatus(*l, c);
    return kExitOk;
}

void addDice(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("dice"),
                 QStringLiteral("The players' own d10 instead of the program's: faces 0-9, in order (e.g. 0 or 7)."),
                 QStringLiteral("LIST")});
}

// The common shape of a subcommand that adds one entry: parse, load, build the request, act.
template <class Build> int runAction(const QStringList &args, const QString &description, bool dice,
                                     const std::function<void(QCommandLineParser &)> &options, Build build)
{
    QCommandLineParser p;
    p.setApplicationDescription(description);
    addOptions(p, true);
    if (dice)
        addDice(p);
    if (options)
        options(p);
    Context c;
    int code = kExitOk;
    if (!parse(p, args, &c, &code))
        return code;
    auto l = loadAll(p, c, &code);
    if (!l)
        return code;
    Action request;
    QString done;
    if (!build(p, c, *l, &request, &done, &code))
        return code;
    return act(p, dice, c, *l, request, done);
}

bool sideOption(const QCommandLineParser &p, const Context &c, Side *side, int *code)
{
    if (!c.viewer) {
        *code = unusable(say(QStringLiteral("%1: podaj --side pl albo ru"), QStringLiteral("%1: give --side pl or ru"))
                             .arg(c.command));
        return false;
    }
    Q_UNUSED(p);
    *side = *c.viewer;
    return true;
}

bool requireOption(const QCommandLineParser &p, const Context &c, const char *name, int *code)
{
    if (p.isSet(QLatin1String(name)))
        return true;
    *code = unusable(
        say(QStringLiteral("%1: podaj --%2"), QStringLiteral("%1: give --%2")).arg(c.command, QLatin1String(name)));
    return false;
}

int runPool(const QStringList &args)
{
    return runAction(
        args,
        QStringLiteral("Turn 1 (MAC 3.3, 13.0). With --side S --choose A,B: that side's secret choice of \"any N\n"
                       "commanders\". Without --choose: the stage's chits go into the cup."),
        false,
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("choose"), QStringLiteral("The commanders chosen (ids), comma-separated."),
                         QStringLiteral("LIST")});
        },
        [](const QCommandLineParser &p, const Context &c, const Loaded &l, Action *a, QString *done, int *code) {
            if (!p.isSet(QStringLiteral("choose"))) {
                a->kind = ActionKind::BuildPool;
                *done =
                    say(QStringLiteral("Żetony etapu %1 w kubku"), QStringLiteral("Stage %1's chits are in the cup"))
                        .arg(l.state.stage);
                return true;
            }
            a->kind = ActionKind::Choose;
            if (!sideOption(p, c, &a->side, code))
                return false;
            for (const QString &id : p.value(QStringLiteral("choose")).split(u',', Qt::SkipEmptyParts))
                a->commanders << commanderId(l.scenario, id.trimmed());
            *done = say(QStringLiteral("Wybór (%1) zapisany w tajemnicy: %2 dowódców"),
                        QStringLiteral("The choice of %1 is kept secret: %2 commanders"))
                        .arg(sideName(a->side).get(c.lang))
                        .arg(a->commanders.size());
            return true;
        });
}

int runDrawChit(const QStringList &args)
{
    return runAction(
        args,
        QStringLiteral("Turn 2 (MAC 3.3): draw one chit from the cup at random (the program's die), or --chit ID\n"
                       "for the chit the players drew by hand."),
        false,
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("chit"), QStringLiteral("The chit drawn at the table (commander id)."),
                         QStringLiteral("ID")});
        },
        [](const QCommandLineParser &p, const Context &, const Loaded &l, Action *a, QString *, int *) {
            a->kind = ActionKind::Draw;
            if (p.isSet(QStringLiteral("chit")))
                a->commander = commanderId(l.scenario, p.value(QStringLiteral("chit")));
            return true;
        });
}

int runActivate(const QStringList &args)
{
    return runAction(
        args, QStringLiteral("After Kościuszko or Fersen is drawn: the commander he activates (MAC 4.4)."), false,
        [](QCommandLineParser &p) {
            p.addOption(
                {QStringLiteral("commander"), QStringLiteral("The commander activated (id)."), QStringLiteral("ID")});
        },
        [](const QCommandLineParser &p, const Context &c, const Loaded &l, Action *a, QString *done, int *code) {
            if (!requireOption(p, c, "commander", code))
                return false;
            a->kind = ActionKind::Activate;
            a->commander = commanderId(l.scenario, p.value(QStringLiteral("commander")));
            *done = say(QStringLiteral("Aktywowany: %1"), QStringLiteral("Activated: %1"))
                        .arg(commanderName(l.scenario, a->commander, c.lang));
            return true;
        });
}

int runCasualty(const QStringList &args)
{
    return runAction(
        args,
        QStringLiteral("The leader-casualty roll (MAC 4.6.1-4.6.3) for a commander in the fire or the melee.\n"
                       "--trigger musket-4-5 | musket-6+ (the fire table's row), artillery --distance N (3 or less),\n"
                       "melee-9 (a 9 rolled in the melee). 0 killed, 9 wounded, 1-8 no effect."),
        true,
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("commander"), QStringLiteral("The commander (id)."), QStringLiteral("ID")});
            p.addOption({QStringLiteral("trigger"), QStringLiteral("What calls for the roll."), QStringLiteral("T")});
            p.addOption(
                {QStringLiteral("distance"), QStringLiteral("Artillery: the distance in hexes."), QStringLiteral("N")});
        },
        [](const QCommandLineParser &p, const Context &c, const Loaded &l, Action *a, QString *, int *code) {
            if (!requireOption(p, c, "commander", code) || !requireOption(p, c, "trigger", code))
                return false;
            a->kind = ActionKind::Casualty;
            a->commander = commanderId(l.scenario, p.value(QStringLiteral("commander")));
            a->trigger = p.value(QStringLiteral("trigger"));
            static const QStringList triggers{QLatin1String(kTriggerMusket45), QLatin1String(kTriggerMusket6),
                                              QLatin1String(kTriggerArtillery), QLatin1String(kTriggerMelee9)};
            if (!triggers.contains(a->trigger)) {
                *code = unusable(
                    QStringLiteral("%1: --trigger %2, not \"%3\"").arg(c.command, triggers.join(u'|'), a->trigger));
                return false;
            }
            if (a->trigger == QLatin1String(kTriggerArtillery)) {
                if (!requireOption(p, c, "distance", code))
                    return false;
                bool ok = false;
                a->distance = p.value(QStringLiteral("distance")).toInt(&ok);
                if (!ok || a->distance < 1 || a->distance > 1000) {
                    *code = unusable(QStringLiteral("%1: --distance: hexes from 1, not \"%2\"")
                                         .arg(c.command, p.value(QStringLiteral("distance"))));
                    return false;
                }
            }
            return true;
        });
}

int runLose(const QStringList &args)
{
    return runAction(
        args,
        QStringLiteral("A commander leaves for good (MAC 4.6): --reason units (all his units eliminated) or stack\n"
                       "(the unit he stood with destroyed)."),
        false,
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("commander"), QStringLiteral("The commander (id)."), QStringLiteral("ID")});
            p.addOption({QStringLiteral("reason"), QStringLiteral("units or stack."), QStringLiteral("R")});
        },
        [](const QCommandLineParser &p, const Context &c, const Loaded &l, Action *a, QString *done, int *code) {
            if (!requireOption(p, c, "commander", code) || !requireOption(p, c, "reason", code))
                return false;
            a->kind = ActionKind::Lose;
            a->commander = commanderId(l.scenario, p.value(QStringLiteral("commander")));
            a->trigger = p.value(QStringLiteral("reason"));
            *done = say(QStringLiteral("%1 zdjęty z planszy na stałe (4.6)"),
                        QStringLiteral("%1 leaves the map for good (4.6)"))
                        .arg(commanderName(l.scenario, a->commander, c.lang));
            return true;
        });
}

int runVp(const QStringList &args)
{
    return runAction(
        args,
        QStringLiteral(
            "Victory points for an event (MAC 12.1) to --side: --event fire-elimination,\n"
            "morale-elimination, melee-won, artillery-taken (--stars N), artillery-retaken, commander-killed."),
        false,
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("event"), QStringLiteral("The event."), QStringLiteral("E")});
            p.addOption({QStringLiteral("stars"), QStringLiteral("Artillery taken: the battery's white stars."),
                         QStringLiteral("N")});
        },
        [](const QCommandLineParser &p, const Context &c, const Loaded &l, Action *a, QString *done, int *code) {
            if (!requireOption(p, c, "event", code))
                return false;
            a->kind = ActionKind::Vp;
            if (!sideOption(p, c, &a->side, code))
                return false;
            a->event = p.value(QStringLiteral("event"));
            if (p.isSet(QStringLiteral("stars"))) {
                bool ok = false;
                a->stars = p.value(QStringLiteral("stars")).toInt(&ok);
                if (!ok || a->stars < 0 || a->stars > 20) {
                    *code = unusable(QStringLiteral("%1: --stars: 0 to 20, not \"%2\"")
                                         .arg(c.command, p.value(QStringLiteral("stars"))));
                    return false;
                }
            }
            const auto points = victoryPoints(l.scenario.victory, a->event, a->stars);
            *done = say(QStringLiteral("%1: +%2 PZ (%3)"), QStringLiteral("%1: +%2 VP (%3)"))
                        .arg(sideName(a->side).get(c.lang))
                        .arg(points.value_or(0))
                        .arg(a->event);
            return true;
        });
}

int runPoninski(const QStringList &args)
{
    return runAction(
        args,
        QStringLiteral("General Poniński's arrival (MAC 13.0): the roll that is due, (a) in stage 1 or (b) at the\n"
                       "start of the check stage; --hold: the Polish player holds him back one stage (c)."),
        true,
        [](QCommandLineParser &p) {
            p.addOption({QStringLiteral("hold"), QStringLiteral("Hold him back one stage (13.0 c).")});
        },
        [](const QCommandLineParser &p, const Context &c, const Loaded &l, Action *a, QString *done, int *) {
            const bool pl = isPolish(c.lang);
            if (p.isSet(QStringLiteral("hold"))) {
                a->kind = ActionKind::PoninskiHold;
                *done = pl ? QStringLiteral("Gen. Poniński wstrzymany: żeton na następnym polu toru (13.0 c)")
                           : QStringLiteral("General Poniński held back: his marker on the next box (13.0 c)");
                return true;
            }
            a->kind = ActionKind::PoninskiRoll;
            *done = l.state.poninski.phase == PoninskiState::Phase::AwaitRoll
                ? (pl ? QStringLiteral("Rzut 13.0 a (k10 + %1)") : QStringLiteral("Roll 13.0 a (d10 + %1)"))
                      .arg(l.scenario.poninski.checkOffset)
                : (pl ? QStringLiteral("Rzut 13.0 b (k10 + %1, poniżej %2: nie przybędzie)")
                      : QStringLiteral("Roll 13.0 b (d10 + %1, below %2: he never comes)"))
                      .arg(l.state.stage)
                      .arg(l.scenario.poninski.neverBelow);
            return true;
        });
}

int runEndStage(const QStringList &args)
{
    return runAction(
        args,
        QStringLiteral("Turn 3 (MAC 3.3): automatic victory (12.4), then the stage marker moves on; after the "
                       "last stage the winner (12.3)."),
        false, nullptr,
        [](const QCommandLineParser &, const Context &, const Loaded &l, Action *a, QString *done, int *) {
            a->kind = ActionKind::EndStage;
            *done = say(QStringLiteral("Koniec etapu %1"), QStringLiteral("End of stage %1")).arg(l.state.stage);
            return true;
        });
}

int runSchedule(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("The stage-by-stage pool schedule (MAC 13.0) with Poniński's boxes."));
    addOptions(p, false);
    p.addOption({QStringLiteral("scenario"), QStringLiteral("The scenario id (default maciejowice-1794)."),
                 QStringLiteral("ID")});
    Context c;
    int code = kExitOk;
    if (!parse(p, args, &c, &code))
        return code;
    LoadError error;
    const auto scenario =
        loadBundledScenario(p.isSet(QStringLiteral("scenario")) ? p.value(QStringLiteral("scenario"))
                                                                : QString::fromLatin1(kDefaultScenarioId),
                            &error);
    if (!scenario)
        return unusable(error.toLine(c.lang));
    if (c.json)
        printJson(scheduleToJson(*scenario, c.lang));
    else
        QTextStream(stdout) << scheduleText(*scenario, c.lang);
    return kExitOk;
}

} // namespace

// `print` is the printed schedule (app/cli/macprintcommand.cpp; it paints).
CommandNode macCommand()
{
    CommandNode node;
    node.name = QStringLiteral("mac");
    node.summary = QStringLiteral("Maciejowice 1794: activation cup, Poninski, casualties, VP track (MAC 3.3-13.0)");
    node.usageTail = QStringLiteral(" [options] (bwn mac SUBCOMMAND --help)");
    node.description = QStringLiteral(
        "Maciejowice 1794 at the table: the activation cup, Poninski, casualties, the victory track.");
    node.footer = QStringLiteral("Options of the actions: --side pl|ru|umpire (whose view is printed), --json, "
                                 "--lang pl|en.\nExit codes: 0 done, 1 a rule is broken (the file is left as it "
                                 "was), 2 unusable input.");
    CommandNode poninski =
        leaf(QStringLiteral("poninski"), QStringLiteral("General Poniński's arrival: the roll due, or --hold (MAC 13.0)"), runPoninski);
    poninski.aliases = {QStringLiteral("ponski")};
    CommandNode print = leaf(QStringLiteral("print"),
                             QStringLiteral("the schedule and one side's log on A4 paper (PDF)"), runMacPrint);
    print.paints = true;
    node.children = {
        leaf(QStringLiteral("new"), QStringLiteral("start a game: writes the game file (-o)"), runNew),
        leaf(QStringLiteral("status"),
             QStringLiteral("stage, turn, pool and cup, commanders, Poniński, the victory track"), runStatus),
        leaf(QStringLiteral("pool"), QStringLiteral("turn 1: the stage's chits, a side's secret choice (MAC 3.3, 13.0)"),
             runPool),
        leaf(QStringLiteral("draw"), QStringLiteral("turn 2: draw a chit from the cup (MAC 3.3)"), runDrawChit),
        leaf(QStringLiteral("activate"),
             QStringLiteral("the commander Kościuszko or Fersen activates (MAC 4.4)"), runActivate),
        leaf(QStringLiteral("casualty"), QStringLiteral("the leader-casualty roll (MAC 4.6.1-4.6.3)"), runCasualty),
        leaf(QStringLiteral("lose"), QStringLiteral("a commander leaves for good (MAC 4.6)"), runLose),
        leaf(QStringLiteral("vp"), QStringLiteral("victory points for an event (MAC 12.1)"), runVp),
        poninski,
        leaf(QStringLiteral("end-stage"), QStringLiteral("turn 3: automatic victory, then the next stage (MAC 3.3, 12.3-12.4)"), runEndStage),
        undoCommand(loggedGameKind()),
        replayCommand(loggedGameKind()),
        exportCommand(loggedGameKind()),
        leaf(QStringLiteral("schedule"), QStringLiteral("the stage-by-stage pool schedule (MAC 13.0)"), runSchedule),
        print,
    };
    return node;
}

} // namespace sztab::cli
