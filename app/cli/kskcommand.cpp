// SPDX-License-Identifier: GPL-3.0-or-later
// bwn ksk SUBCOMMAND — Krwawe Stepy Krymu 1854's command system at the table (issue 20): a game file from a
// scenario, order changes by the way the rules allow (KSK III.38-III.48), moves, the stage's cups and activations
// (II.4-II.16), couriers, and the re-check of a game file from its log. Every action is appended to the game file's
// log with the dice it used (the program's seeded dice, or the players' own with --dice).
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"
#include "app/cli/loggedgamecommands.h"

#include "foundation/atomicwrite.h"
#include "foundation/document.h"
#include "foundation/savetarget.h"
#include "ksk/game.h"
#include "ksk/loggedgame.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

using namespace sztab::ksk;

namespace {

const QString kCommand = QStringLiteral("bwn ksk");

// What every subcommand parses.
struct Common {
    QString lang;
    bool json = false;
    std::optional<Side> side; // nullopt: the umpire's view
    bool sideGiven = false;
    std::optional<QList<int>> dice;
    QString gamePath;
};

void addActionOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("side"), QStringLiteral("A, B or umpire: who acts, and whose view is printed."),
                 QStringLiteral("SIDE")});
    p.addOption(
        {QStringLiteral("dice"), QStringLiteral("The players' own dice, in order: 3,7,10."), QStringLiteral("LIST")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the result as JSON.")});
    addLangOption(p, QStringLiteral("Language of the messages"));
    p.addOption(
        {QStringLiteral("data"), QStringLiteral("Add scenarios from DIR/ksk (repeatable)."), QStringLiteral("DIR")});
    p.addOption({QStringLiteral("no-user-data"), QStringLiteral("Do not read the app's data folder.")});
    p.addHelpOption();
}

bool parseCommon(QCommandLineParser &p, const QStringList &args, const QString &command, Common *c, int *code,
                 bool needGame = true)
{
    if (!parseArgs(p, args, code))
        return false;
    if (!langOption(p, command, &c->lang, code))
        return false;
    c->json = p.isSet(QStringLiteral("json"));
    if (p.isSet(QStringLiteral("side"))) {
        const QString s = p.value(QStringLiteral("side"));
        c->sideGiven = true;
        if (s == QLatin1String("A"))
            c->side = Side::A;
        else if (s == QLatin1String("B"))
            c->side = Side::B;
        else if (s != QLatin1String("umpire")) {
            *code = unusable(say(QStringLiteral("%1: --side musi być A, B albo umpire, nie „%2”"),
                                 QStringLiteral("%1: --side must be A, B or umpire, not \"%2\""))
                                 .arg(command, s));
            return false;
        }
    }
    if (p.isSet(QStringLiteral("dice"))) {
        QList<int> values;
        for (const QString &part : p.value(QStringLiteral("dice")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int v = part.trimmed().toInt(&ok);
            if (!ok || v < 0 || v > 100) {
                *code = unusable(say(QStringLiteral("%1: --dice: „%2” nie jest wynikiem kości"),
                                     QStringLiteral("%1: --dice: \"%2\" is not a die's result"))
                                     .arg(command, part));
                return false;
            }
            values << v;
        }
        c->dice = values;
    }
    const QStringList positional = p.positionalArguments();
    if (needGame) {
        if (positional.size() != 1) {
            *code = unusable(
                say(QStringLiteral("%1: podaj jeden plik gry"), QStringLiteral("%1: name one game file")).arg(command));
            return false;
        }
        c->gamePath = positional.first();
    }
    return true;
}

// Every command that acts on a game, prints or exports it reads it through here: a log that does not replay, a die
// the seed does not give included, is refused like a file that does not parse (exit 2, the file and the pointer).
std::optional<CheckedGame> readGame(const QString &path, int *code)
{
    LoadError error;
    auto game = loadCheckedGame(path, &error);
    if (!game)
        *code = unusable(error.toLine());
    return game;
}

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

void printJson(const QJsonObject &o) { out() << QJsonDocument(o).toJson(QJsonDocument::Indented); }

QString issueLine(const Issue &issue, const QString &lang)
{
    return QStringLiteral("%1 (%2): %3").arg(issue.section, issue.code, issue.message.get(lang));
}

QString orderLine(const Order &o, const QString &lang)
{
    if (o.kind == OrderKind::Defence)
        return orderWord(o.kind, lang);
    return pick(lang, QStringLiteral("%1, oś %2, dystans %3"), QStringLiteral("%1, axis %2, distance %3"))
        .arg(orderWord(o.kind, lang))
        .arg(o.axis)
        .arg(o.distance);
}

// The state as the side may see it, for people.
void printStatus(const GameDocument &g, const GameState &st, const Common &c, int lastEvents)
{
    const Scenario &s = g.scenario;
    const QString lang = c.lang;
    out() << s.name.get(lang) << (s.demo ? QStringLiteral(" [demo]") : QString()) << '\n';
    out() << pick(lang, QStringLiteral("Etap %1 z %2, %3"), QStringLiteral("Stage %1 of %2, %3"))
                 .arg(st.stage)
                 .arg(s.stages)
                 .arg(segmentWord(st.segment, lang))
          << '\n';
    if (st.segment == Segment::Activation) {
        out() << pick(lang, QStringLiteral("Inicjatywa: strona %1. Kolej: strona %2%3"),
                      QStringLiteral("Initiative: side %1. Turn: side %2%3"))
                     .arg(sideName(st.initiativeSide), sideName(st.turn.side))
                     .arg(st.stageOver()
                              ? pick(lang, " (wszystkie aktywowane: stage begin)", " (all activated: stage begin)")
                              : st.turn.mayPick ? pick(lang, " wybiera marker", " picks a marker")
                              : !st.turn.pendingMarker.isEmpty()
                              ? pick(lang, QStringLiteral(" aktywuje (znacznik „%1”)"),
                                     QStringLiteral(" activates (a \"%1\" marker)"))
                                    .arg(st.turn.pendingMarker)
                              : st.turn.mayKeep ? pick(lang, " może podtrzymać inicjatywę albo spasować",
                                                       " may keep the initiative or pass")
                                                : pick(lang, " losuje", " draws"))
              << '\n';
        for (const Side side : {Side::A, Side::B}) {
            QStringList parts;
            for (auto it = st.cups.active[int(side)].cbegin(); it != st.cups.active[int(side)].cend(); ++it)
                parts << QStringLiteral("%1 %2").arg(*it).arg(it.key());
            parts
                << pick(lang, QStringLiteral("%1 pustych"), QStringLiteral("%1 blank")).arg(st.cups.blanks[int(side)]);
            out() << pick(lang, QStringLiteral("Kubek %1: %2"), QStringLiteral("Cup %1: %2"))
                         .arg(sideName(side), parts.join(QStringLiteral(", ")))
                  << '\n';
        }
        if (!st.activeFormation.isEmpty())
            out() << pick(lang, QStringLiteral("Aktywna: %1"), QStringLiteral("Active: %1"))
                         .arg(s.formation(st.activeFormation)->name.get(lang))
                  << '\n';
    }
    for (const SideSetup &side : s.sides) {
        if (c.side && *c.side != side.side)
            continue;
        out() << '\n'
              << pick(lang, QStringLiteral("Strona %1: %2"), QStringLiteral("Side %1: %2"))
                     .arg(sideName(side.side), side.name.get(lang))
              << '\n';
        for (const Formation &f : side.formations) {
            const CommandDiagram &d = st.diagrams[f.id];
            out() << QStringLiteral("  %1 [%2] %3: %4%5%6\n")
                         .arg(f.id, st.hexes.value(f.id), f.name.get(lang), orderLine(d.order, lang))
                         .arg(d.courierInbound ? pick(lang, QStringLiteral(", goniec %1 w drodze"),
                                                      QStringLiteral(", courier %1 on his way"))
                                                     .arg(d.courierInbound)
                                               : QString())
                         .arg(st.activated.contains(f.id) ? pick(lang, ", aktywowana", ", activated") : QString());
        }
    }
    QStringList couriers;
    for (const Courier &k : st.couriers) {
        QString where = k.state == CourierState::Ready ? pick(lang, "u wodza", "with the C-in-C")
            : k.state == CourierState::Riding
            ? k.hex
            : pick(lang, QStringLiteral("tor, etap %1"), QStringLiteral("track, stage %1")).arg(k.returnStage);
        if (k.state == CourierState::Riding && (!c.side || *c.side == k.side))
            where += QStringLiteral(" -> %1 (%2)").arg(k.target).arg(k.arrivalStage);
        couriers << QStringLiteral("%1%2: %3").arg(sideName(k.side)).arg(k.number).arg(where);
    }
    out() << '\n' << pick(lang, "Gońcy: ", "Couriers: ") << couriers.join(QStringLiteral("; ")) << '\n';
    QList<Event> visible;
    for (const Event &e : st.events)
        if (!e.only || !c.side || *e.only == *c.side)
            visible << e;
    if (lastEvents > 0 && !visible.isEmpty()) {
        out() << '\n';
        for (qsizetype i = std::max<qsizetype>(0, visible.size() - lastEvents); i < visible.size(); ++i)
            out() << "- " << visible[i].text.get(lang) << '\n';
    }
}

// The argument an issue is about when it says the command line named no counter of this game, or one of the other
// side's; empty when the issue is a rule broken by a usable action.
QString unusableArgument(const Issue &issue, const Action &action)
{
    if (issue.code == QLatin1String("UNKNOWN_FORMATION"))
        return QStringLiteral("--formation");
    if (issue.code == QLatin1String("UNKNOWN_COMMANDER"))
        return QStringLiteral("--commander");
    if (issue.code == QLatin1String("NOT_YOUR_FORMATION"))
        return action.commander.isEmpty() ? QStringLiteral("--formation") : QStringLiteral("--commander");
    if (issue.code == QLatin1String("HEX_OFF_MAP"))
        return QStringLiteral("--hex");
    return QString();
}

bool namesNothingUsable(const Issue &issue) { return !unusableArgument(issue, Action()).isEmpty(); }

// Applies one action to the game file: replays it, applies with the dice, saves, prints. 0, 1 or 2.
int runAction(const Common &c, Action action)
{
    int code = kExitOk;
    auto checked = readGame(c.gamePath, &code);
    if (!checked)
        return code;
    GameDocument *game = &checked->game;
    GameState state = checked->state;
    if (!action.side && c.side)
        action.side = c.side;
    const auto dice = nextDice(*game, state, action, c.dice);
    // Without a seed and without --dice an action that needs a die says so (DICE_MISSING).
    const ApplyResult r = apply(game->scenario, state, action, *dice);
    if (!r.ok) {
        if (c.json) {
            printJson(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("issue"), issueToJson(*r.issue)}});
        } else {
            const QString argument = unusableArgument(*r.issue, action);
            QTextStream(stderr) << (argument.isEmpty() ? QString() : kCommand + QStringLiteral(": ") + argument
                                                                          + QStringLiteral(": "))
                                << issueLine(*r.issue, c.lang) << '\n';
        }
        // Dice still to be given are input to complete, and a name that names nothing of this game (or the other
        // side's) is input that cannot be used (2); a rule broken by a usable action is 1.
        return r.issue->code == QLatin1String("DICE_MISSING") || namesNothingUsable(*r.issue) ? kExitUnusable
                                                                                                : kExitRuleBroken;
    }
    if (c.dice && action.dice.size() != c.dice->size())
        return unusable(say(QStringLiteral("%1: --dice: podano %2 kości, czynność zużywa %3"),
                            QStringLiteral("%1: --dice: %2 dice given, the action uses %3"))
                            .arg(kCommand)
                            .arg(c.dice->size())
                            .arg(action.dice.size()));
    game->log.append(action);
    QString error;
    if (!saveGame(*game, c.gamePath, &error))
        return unusable(error); // names the file
    QList<Event> visible;
    for (const Event &e : r.events)
        if (!e.only || !c.side || *e.only == *c.side)
            visible << e;
    if (c.json) {
        QJsonArray events;
        for (const Event &e : visible)
            events.append(e.text.toJson());
        printJson(QJsonObject{{QStringLiteral("ok"), true},
                              {QStringLiteral("action"), actionForSide(action, c.side)},
                              {QStringLiteral("events"), events},
                              {QStringLiteral("state"), stateForSide(game->scenario, state, c.side)}});
    } else {
        for (const Event &e : visible)
            out() << e.text.get(c.lang) << '\n';
        if (!action.dice.isEmpty()) {
            QStringList d;
            for (const int v : action.dice)
                d << QString::number(v);
            out() << pick(c.lang, "kości: ", "dice: ") << d.join(QStringLiteral(", ")) << '\n';
        }
    }
    return kExitOk;
}

int runNew(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("A KSK game file from a scenario: its id (bundled or from --data DIR) or "
                       "a scenario file."));
    p.addPositionalArgument(QStringLiteral("SCENARIO"), QStringLiteral("A scenario id or file."));
    addOutputOption(p, QStringLiteral("The game file to write."), QStringLiteral("GAME"));
    p.addOption({QStringLiteral("seed"),
                 QStringLiteral("The program's dice: a seed 0..100000000 (default: none, "
                                "the players' own dice with --dice)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("force"), QStringLiteral("Write over an existing game file.")});
    addActionOptions(p);
    Common c;
    int code = kExitOk;
    const QString command = kCommand + QStringLiteral(" new");
    if (!parseCommon(p, args, command, &c, &code, false))
        return code;
    if (p.positionalArguments().size() != 1)
        return unusable(say(QStringLiteral("%1: podaj jeden scenariusz (id albo plik)"),
                            QStringLiteral("%1: name one scenario (an id or a file)"))
                            .arg(command));
    QString path;
    if (!outputOption(p, command, QStringLiteral("GAME"), &path, &code))
        return code;
    std::optional<qint64> seed;
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const qint64 v = p.value(QStringLiteral("seed")).toLongLong(&ok);
        if (!ok || v < 0 || v > 100000000)
            return unusable(say(QStringLiteral("%1: --seed musi być liczbą od 0 do 100000000"),
                                QStringLiteral("%1: --seed must be a number from 0 to 100000000"))
                                .arg(command));
        seed = v;
    }
    const QString wanted = p.positionalArguments().first();
    std::optional<Scenario> scenario;
    LoadError error;
    const QFileInfo wantedInfo(wanted);
    if (wantedInfo.exists() && !wantedInfo.isFile()) {
        // A folder or a device is neither a scenario file nor an id: say what it is (readFileBytes words it).
        readFileBytes(wanted, &error);
        return unusable(error.toLine(c.lang));
    }
    if (wantedInfo.isFile()) {
        scenario = loadScenario(wanted, &error);
        if (!scenario)
            return unusable(error.toLine(c.lang));
    } else {
        QStringList dirs = defaultDataDirs(!p.isSet(QStringLiteral("no-user-data"))) + p.values(QStringLiteral("data"));
        QStringList known;
        for (const QString &dir : dirs) {
            QList<Scenario> found;
            if (!loadScenarios(dir, &found, &error))
                return unusable(error.toLine());
            for (const Scenario &s : found) {
                known << s.id;
                if (s.id == wanted)
                    scenario = s;
            }
        }
        if (!scenario)
            return unusable(say(QStringLiteral("%1: nie ma scenariusza „%2” (znane: %3)"),
                                QStringLiteral("%1: no scenario \"%2\" (known: %3)"))
                                .arg(command, wanted, known.join(QStringLiteral(", "))));
    }
    // Never onto a pipe or a device (looking at its content would wait forever), never over another kind of file;
    // over a game only with --force (nothing is lost without asking).
    if (const auto why = notARegularFile(path))
        return unusable(why->get(c.lang));
    const FileContent there = sniffFileContent(path);
    if (there != FileContent::absent() && there != FileContent::empty()) {
        LoadError ignored;
        const auto existing = readJsonFile(path, &ignored);
        const bool isGame = existing && documentFormat(*existing) == QLatin1String("ksk-game");
        if (!isGame || !p.isSet(QStringLiteral("force")))
            return unusable(say(QStringLiteral("%1: %2 już istnieje%3; nic nie zapisano"),
                                QStringLiteral("%1: %2 exists already%3; nothing written"))
                                .arg(command, path,
                                     isGame ? say(QStringLiteral(" (zastąp przez --force)"),
                                                  QStringLiteral(" (replace it with --force)"))
                                            : say(QStringLiteral(" i nie jest grą KSK"),
                                                  QStringLiteral(" and is not a KSK game"))));
    }
    const GameDocument game = newGame(*scenario, seed);
    QString saveError;
    if (!saveGame(game, path, &saveError))
        return unusable(saveError); // names the file
    if (c.json)
        printJson(QJsonObject{{QStringLiteral("ok"), true},
                              {QStringLiteral("game"), path},
                              {QStringLiteral("scenario"), scenario->id},
                              {QStringLiteral("demo"), scenario->demo}});
    else
        out() << say(QStringLiteral("%1: gra „%2” zapisana w %3%4"), QStringLiteral("%1: game \"%2\" written to %3%4"))
                     .arg(command, scenario->name.get(c.lang), path,
                          seed ? say(QStringLiteral(" (ziarno %1)"), QStringLiteral(" (seed %1)")).arg(*seed)
                               : say(QStringLiteral(" (kości graczy: --dice)"),
                                     QStringLiteral(" (players' dice: --dice)")))
              << '\n';
    return kExitOk;
}

int runStatus(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("What one side sees of a KSK game (--side A|B|umpire)."));
    p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file."));
    p.addOption({QStringLiteral("events"), QStringLiteral("How many of the last steps to list (default 10)."),
                 QStringLiteral("N"), QStringLiteral("10")});
    addActionOptions(p);
    Common c;
    int code = kExitOk;
    const QString command = kCommand + QStringLiteral(" status");
    if (!parseCommon(p, args, command, &c, &code))
        return code;
    auto checked = readGame(c.gamePath, &code);
    if (!checked)
        return code;
    if (c.json)
        printJson(stateForSide(checked->game.scenario, checked->state, c.side));
    else
        printStatus(checked->game, checked->state, c, p.value(QStringLiteral("events")).toInt());
    return kExitOk;
}

std::optional<Order> orderFrom(const QCommandLineParser &p, const QString &command, int *code)
{
    const auto kind = enumFromName<OrderKind>(p.value(QStringLiteral("order")));
    if (!kind) {
        *code = unusable(
            say(QStringLiteral("%1: --order musi być A, O albo MF"), QStringLiteral("%1: --order must be A, O or MF"))
                .arg(command));
        return std::nullopt;
    }
    Order o;
    o.kind = *kind;
    if (!intOption(p, command, "axis", 0, 5, &o.axis, code)
        || !intOption(p, command, "distance", 0, 999, &o.distance, code))
        return std::nullopt;
    return o;
}

int runOrderChange(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Change a division's or independent brigade's order (KSK III.19-III.48). The program says which "
        "way applies and why: the commander-in-chief in range (III.38), through the corps/wing commander "
        "(III.46) or his attempt (III.47), a courier (III.42, III.40, III.45), the commander's own "
        "independence test (III.48) or Defence when over half the division is disordered (III.31)."));
    p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file."));
    p.addOption(
        {QStringLiteral("formation"), QStringLiteral("The division or independent brigade."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("order"), QStringLiteral("A, O or MF."), QStringLiteral("KIND")});
    p.addOption(
        {QStringLiteral("axis"), QStringLiteral("The wedge 0..5 (III.21)."), QStringLiteral("N"), QStringLiteral("0")});
    p.addOption({QStringLiteral("distance"), QStringLiteral("Hexes to go (III.22)."), QStringLiteral("N"),
                 QStringLiteral("0")});
    p.addOption({QStringLiteral("path"),
                 QStringLiteral("The way: commanderInChief, corpsRelay, corpsAttempt, courierParked, courier, "
                                "independence or disorder (default: the first that applies)."),
                 QStringLiteral("PATH")});
    p.addOption({QStringLiteral("note"), QStringLiteral("Your words for the order (secret like the order)."),
                 QStringLiteral("TEXT")});
    p.addOption({QStringLiteral("paths"), QStringLiteral("Only list the ways and why; change nothing.")});
    addActionOptions(p);
    Common c;
    int code = kExitOk;
    const QString command = kCommand + QStringLiteral(" order");
    if (!parseCommon(p, args, command, &c, &code))
        return code;
    const QString formation = p.value(QStringLiteral("formation"));
    if (formation.isEmpty())
        return unusable(
            say(QStringLiteral("%1: podaj --formation ID"), QStringLiteral("%1: give --formation ID")).arg(command));
    if (p.isSet(QStringLiteral("paths"))) {
        const auto checked = readGame(c.gamePath, &code);
        if (!checked)
            return code;
        const GameDocument *game = &checked->game;
        const GameState &state = checked->state;
        if (!game->scenario.formation(formation))
            return unusable(say(QStringLiteral("%1: nie ma dywizji/brygady „%2”"),
                                QStringLiteral("%1: no division or brigade \"%2\""))
                                .arg(command, formation));
        const auto owner = game->scenario.sideOfFormation(formation);
        if (c.side && owner != c.side)
            return unusable(
                say(QStringLiteral("%1: „%2” nie należy do strony %3"), QStringLiteral("%1: \"%2\" is not side %3's"))
                    .arg(command, formation, sideName(*c.side)));
        const QList<PathAdvice> paths = orderPaths(game->scenario, state, formation);
        const PathAdvice *first = nullptr;
        for (const PathAdvice &a : paths)
            if (a.allowed && !first && a.path != OrderPath::Disorder)
                first = &a;
        if (c.json) {
            QJsonArray list;
            for (const PathAdvice &a : paths)
                list.append(QJsonObject{{QStringLiteral("path"), QString::fromLatin1(enumName(a.path))},
                                        {QStringLiteral("allowed"), a.allowed},
                                        {QStringLiteral("rule"), pathRule(a.path)},
                                        {QStringLiteral("reason"), a.reason.toJson()},
                                        {QStringLiteral("arrivalStage"), a.arrivalStage}});
            printJson(
                QJsonObject{{QStringLiteral("formation"), formation},
                            {QStringLiteral("applies"), first ? QString::fromLatin1(enumName(first->path)) : QString()},
                            {QStringLiteral("paths"), list}});
        } else {
            for (const PathAdvice &a : paths)
                out() << (&a == first     ? "=> "
                              : a.allowed ? " + "
                                          : " - ")
                      << pathWord(a.path, c.lang) << " (" << pathRule(a.path) << "): " << a.reason.get(c.lang) << '\n';
        }
        return kExitOk;
    }
    const auto order = orderFrom(p, command, &code);
    if (!order)
        return code;
    Action a;
    a.type = ActionType::ChangeOrder;
    a.formation = formation;
    a.order = order;
    if (p.isSet(QStringLiteral("path"))) {
        const auto path = enumFromName<OrderPath>(p.value(QStringLiteral("path")));
        if (!path || *path == OrderPath::Start || *path == OrderPath::Completed)
            return unusable(say(QStringLiteral("%1: nieznana droga „%2”"), QStringLiteral("%1: unknown path \"%2\""))
                                .arg(command, p.value(QStringLiteral("path"))));
        a.path = path;
    }
    if (p.isSet(QStringLiteral("note")))
        a.note = Text(p.value(QStringLiteral("note")));
    return runAction(c, a);
}

int runMove(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Record a commander's move (III.5, III.19-III.27): a division's commander in its activation (the distance left "
        "goes down; at zero, Defence, III.25), or a commander-in-chief or corps/wing commander in the command "
        "segment."));
    p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file."));
    p.addOption(
        {QStringLiteral("formation"), QStringLiteral("The division or independent brigade."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("commander"), QStringLiteral("A commander-in-chief or corps/wing commander."),
                 QStringLiteral("ID")});
    p.addOption({QStringLiteral("hex"), QStringLiteral("The new hex, e.g. 0412."), QStringLiteral("NNNN")});
    p.addOption({QStringLiteral("hexes"),
                 QStringLiteral("Hexes gained along the axis, when not the distance moved (a detour, III.27)."),
                 QStringLiteral("N")});
    addActionOptions(p);
    Common c;
    int code = kExitOk;
    const QString command = kCommand + QStringLiteral(" move");
    if (!parseCommon(p, args, command, &c, &code))
        return code;
    Action a;
    a.type = ActionType::Move;
    a.formation = p.value(QStringLiteral("formation"));
    a.commander = p.value(QStringLiteral("commander"));
    a.hex = p.value(QStringLiteral("hex"));
    if (a.formation.isEmpty() == a.commander.isEmpty() || a.hex.isEmpty())
        return unusable(say(QStringLiteral("%1: podaj --formation albo --commander oraz --hex"),
                            QStringLiteral("%1: give --formation or --commander, and --hex"))
                            .arg(command));
    if (p.isSet(QStringLiteral("hexes"))) {
        int n = 0;
        if (!intOption(p, command, "hexes", 0, 999, &n, &code))
            return code;
        a.hexes = n;
    }
    return runAction(c, a);
}

int runStage(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "The stage (II.4-II.16): begin (the next stage; couriers ride, arrive, come back), cups (markers into the "
        "cups, blanks to the smaller, the initiative), pick (take a marker: first in the stage, after a yield or a "
        "failed keep), draw (from one's cup: the program's die, or --marker as drawn at the table), activate (the "
        "formation a drawn marker activates), keep (1d10 <= the commander's rating; --courier for -1 within 3 hexes of "
        "the C-in-C), pass, yield."));
    p.addPositionalArgument(QStringLiteral("STEP"),
                            QStringLiteral("begin, cups, pick, draw, activate, keep, pass, yield"));
    p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file."));
    p.addOption(
        {QStringLiteral("formation"), QStringLiteral("The division or independent brigade."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("marker"), QStringLiteral("draw: the marker drawn at the table (blank or a kind)."),
                 QStringLiteral("KIND")});
    p.addOption({QStringLiteral("courier"), QStringLiteral("keep: spend a courier for -1 (II.11).")});
    addActionOptions(p);
    const QString command = kCommand + QStringLiteral(" stage");
    int code = kExitOk;
    if (!parseArgs(p, args, &code))
        return code;
    const QStringList positional = p.positionalArguments();
    static const QMap<QString, ActionType> steps{
        {QStringLiteral("begin"), ActionType::StageBegin},  {QStringLiteral("cups"), ActionType::Cups},
        {QStringLiteral("pick"), ActionType::Pick},         {QStringLiteral("draw"), ActionType::Draw},
        {QStringLiteral("activate"), ActionType::Activate}, {QStringLiteral("keep"), ActionType::Keep},
        {QStringLiteral("pass"), ActionType::Pass},         {QStringLiteral("yield"), ActionType::Yield}};
    if (positional.size() != 2 || !steps.contains(positional.first()))
        return unusable(say(QStringLiteral("%1: podaj krok (begin, cups, pick, draw, activate, keep, pass, yield) i "
                                           "plik gry"),
                            QStringLiteral("%1: give a step (begin, cups, pick, draw, activate, keep, pass, yield) and "
                                           "the game file"))
                            .arg(command));
    Common c;
    QStringList rest = args;
    rest.removeOne(positional.first());
    QCommandLineParser again;
    again.addPositionalArgument(QStringLiteral("GAME"), QString());
    again.addOption({QStringLiteral("formation"), QString(), QStringLiteral("ID")});
    again.addOption({QStringLiteral("marker"), QString(), QStringLiteral("KIND")});
    again.addOption({QStringLiteral("courier"), QString()});
    addActionOptions(again);
    if (!parseCommon(again, rest, command, &c, &code))
        return code;
    Action a;
    a.type = steps.value(positional.first());
    a.formation = p.value(QStringLiteral("formation"));
    a.marker = p.value(QStringLiteral("marker"));
    a.courier = p.isSet(QStringLiteral("courier"));
    // A missing option is input to complete (2), not a rule broken (1).
    const bool needsFormation =
        a.type == ActionType::Pick || a.type == ActionType::Activate || a.type == ActionType::Keep;
    if (needsFormation && a.formation.isEmpty())
        return unusable(say(QStringLiteral("%1 %2: podaj --formation ID"), QStringLiteral("%1 %2: give --formation ID"))
                            .arg(command, positional.first()));
    const bool needsSide = a.type != ActionType::StageBegin && a.type != ActionType::Cups;
    if (needsSide && !c.side && a.formation.isEmpty())
        return unusable(say(QStringLiteral("%1 %2: podaj --side A albo B"), QStringLiteral("%1 %2: give --side A or B"))
                            .arg(command, positional.first()));
    return runAction(c, a);
}

int runCourier(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "The couriers one side may see; --intercept B2 (the courier's side and number, as on his counter): enemy "
        "cavalry enters the lone courier's hex and its player rolls 1d10: on 9 he is taken and back on the stage track "
        "two stages later, else he gives way one hex (--hex) (III.44/1). --side is the roller's, whose view is "
        "printed."));
    p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file."));
    p.addOption({QStringLiteral("intercept"), QStringLiteral("The courier: his side and number, e.g. B2."),
                 QStringLiteral("COURIER")});
    p.addOption({QStringLiteral("hex"), QStringLiteral("Where he gives way to, one hex."), QStringLiteral("NNNN")});
    addActionOptions(p);
    Common c;
    int code = kExitOk;
    const QString command = kCommand + QStringLiteral(" courier");
    if (!parseCommon(p, args, command, &c, &code))
        return code;
    if (p.isSet(QStringLiteral("intercept"))) {
        Action a;
        a.type = ActionType::Intercept;
        // III.44/1: "gracz aktywny wykonuje 1K10" — the roller is the courier's enemy, and the answer is his view.
        const QString named = p.value(QStringLiteral("intercept")).trimmed().toUpper();
        bool ok = false;
        const int number = named.mid(1).toInt(&ok);
        if (named.size() < 2 || (named[0] != QLatin1Char('A') && named[0] != QLatin1Char('B')) || !ok || number < 1
            || number > 99)
            return unusable(say(QStringLiteral("%1: --intercept: podaj gońca ze stroną i numerem, np. B2, nie „%2”"),
                                QStringLiteral("%1: --intercept: name the courier by side and number, e.g. B2, not "
                                               "\"%2\""))
                                .arg(command, p.value(QStringLiteral("intercept"))));
        a.side = named[0] == QLatin1Char('A') ? Side::A : Side::B;
        a.courierNumber = number;
        if (c.side && *c.side == *a.side)
            return unusable(say(QStringLiteral("%1: --side %2: przechwytuje przeciwnik gońca; wynik czyta strona %3"),
                                QStringLiteral("%1: --side %2: the courier's enemy intercepts; side %3 reads the "
                                               "result"))
                                .arg(command, sideName(*c.side), sideName(other(*a.side))));
        a.hex = p.value(QStringLiteral("hex"));
        return runAction(c, a);
    }
    const auto checked = readGame(c.gamePath, &code);
    if (!checked)
        return code;
    const QJsonObject view = stateForSide(checked->game.scenario, checked->state, c.side);
    if (c.json) {
        printJson(QJsonObject{{QStringLiteral("stage"), checked->state.stage},
                              {QStringLiteral("couriers"), view.value(QStringLiteral("couriers"))}});
        return kExitOk;
    }
    for (const QJsonValue v : view.value(QStringLiteral("couriers")).toArray()) {
        const QJsonObject k = v.toObject();
        out() << k.value(QStringLiteral("side")).toString() << k.value(QStringLiteral("number")).toInt() << ": "
              << k.value(QStringLiteral("state")).toString();
        if (k.contains(QStringLiteral("hex")))
            out() << ' ' << k.value(QStringLiteral("hex")).toString();
        if (k.contains(QStringLiteral("returnStage")))
            out() << pick(c.lang, ", wraca w etapie ", ", back in stage ")
                  << k.value(QStringLiteral("returnStage")).toInt();
        if (k.contains(QStringLiteral("target")))
            out() << " -> " << k.value(QStringLiteral("target")).toString()
                  << pick(c.lang, ", przybędzie w etapie ", ", arrives in stage ")
                  << k.value(QStringLiteral("arrivalStage")).toInt();
        out() << '\n';
    }
    return kExitOk;
}

int runDisorder(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("How many units of a formation are disordered or broken now (III.31)."));
    p.addPositionalArgument(QStringLiteral("GAME"), QStringLiteral("The game file."));
    p.addOption(
        {QStringLiteral("formation"), QStringLiteral("The division or independent brigade."), QStringLiteral("ID")});
    p.addOption({QStringLiteral("count"), QStringLiteral("Units disordered or broken."), QStringLiteral("N")});
    addActionOptions(p);
    Common c;
    int code = kExitOk;
    const QString command = kCommand + QStringLiteral(" disorder");
    if (!parseCommon(p, args, command, &c, &code))
        return code;
    Action a;
    a.type = ActionType::Disorder;
    a.formation = p.value(QStringLiteral("formation"));
    if (a.formation.isEmpty() || !p.isSet(QStringLiteral("count")))
        return unusable(
            say(QStringLiteral("%1: podaj --formation i --count"), QStringLiteral("%1: give --formation and --count"))
                .arg(command));
    if (!intOption(p, command, "count", 0, 10000, &a.count, &code))
        return code;
    return runAction(c, a);
}

} // namespace

// The printed diagrams and the scenario check live beside their own code (kskprintcommand.cpp,
// kskscenariocommand.cpp).
CommandNode kskCommand()
{
    // The answer is printed through one stream: flush it before the process ends.
    const auto flushed = [](int (*run)(const QStringList &)) {
        return [run](const QStringList &args) {
            const int code = run(args);
            out().flush();
            return code;
        };
    };
    CommandNode node;
    node.name = QStringLiteral("ksk");
    node.summary = QStringLiteral("Krwawe Stepy Krymu 1854: diagrams, couriers, the stage's cups (KSK II-III)");
    node.usageTail = QStringLiteral(" [GAME] [options]");
    node.description = QStringLiteral("Krwawe Stepy Krymu 1854: command diagrams, couriers and the activation cups.");
    node.footer =
        QStringLiteral("Options of the actions: --side A|B|umpire (who acts, and whose view is printed), "
                       "--dice 3,7,... (the players' own dice), --json, --lang pl|en.\n"
                       "Exit codes: 0 done, 1 a rule is broken (the file is left as it was), 2 unusable input.");
    node.children = {
        leaf(QStringLiteral("new"),
             QStringLiteral("a game file from a scenario (id or file): bwn ksk new SCENARIO -o GAME [--seed N]"),
             flushed(runNew)),
        leaf(QStringLiteral("status"),
             QStringLiteral("the stage, the turn, the cups, the diagrams and couriers one side may see"),
             flushed(runStatus)),
        leaf(QStringLiteral("order"),
             QStringLiteral("change an order; says which way applies and why (III.38-III.48); --paths only lists them"),
             flushed(runOrderChange)),
        leaf(QStringLiteral("move"),
             QStringLiteral("record a commander's move: --formation ID or --commander ID, --hex NNNN [--hexes N]"),
             flushed(runMove)),
        leaf(QStringLiteral("stage"),
             QStringLiteral("the stage: begin, cups, pick, draw, activate, keep, pass, yield (II.4-II.16)"),
             flushed(runStage)),
        leaf(QStringLiteral("courier"),
             QStringLiteral("the couriers; --intercept B2: enemy cavalry on a lone courier, 1d10 (III.44/1)"),
             flushed(runCourier)),
        leaf(QStringLiteral("disorder"),
             QStringLiteral("units of a formation disordered or broken: --formation ID --count N (III.31)"),
             flushed(runDisorder)),
        replayCommand(loggedGameKind()),
        undoCommand(loggedGameKind()),
        exportCommand(loggedGameKind()),
        kskScenarioCommand(),
        leaf(QStringLiteral("print"),
             QStringLiteral("one side's command diagrams and courier/stage log as A4 PDF: GAME|--blank --side A|B -o "
                            "OUT.pdf"),
             runKskPrint),
    };
    node.children.last().paints = true;
    return node;
}

} // namespace sztab::cli
