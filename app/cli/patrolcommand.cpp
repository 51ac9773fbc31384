// SPDX-License-Identifier: GPL-3.0-or-later
// bwn plan patrol SUBCOMMAND — the patrol-marker phase of B19 6 (issue 19) for umpires and organisers: the secret
// slip, placing, moving, stationary markers, reveals, shows, deployment, undo, the state and each marker's sight.
// Every action is checked by the core (core/bw/plan/patrolphase.h) and appended to the plan's patrol log; a refused
// one names its rule (code and section) and exits 1; unusable input exits 2 with one line naming file and place.
#include "app/cli/commands.h"
#include "app/cli/commandtree.h"

#include "bw/dataset.h"
#include "bw/plan/patrolcheck.h"
#include "bw/plan/patrolautodeploy.h"
#include "bw/plan/patroldeploy.h"
#include "bw/rosterfile.h"
#include "foundation/messagelanguage.h"
#include "foundation/text.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace sztab::cli {

namespace {

using namespace sztab::plan;

struct Loaded {
    DataSet data;
    BattlePlan plan;
    const Ruleset *ruleset = nullptr;
    std::optional<PlanContext> context;
    PatrolRules rules;
    QString path;
};

bool load(const QCommandLineParser &parser, const QString &cmd, Loaded *out, int *code)
{
    if (parser.positionalArguments().size() != 1) {
        *code = unusable(
            say(QStringLiteral("%1: podaj jeden plik planu"), QStringLiteral("%1: name one plan file")).arg(cmd));
        return false;
    }
    if (!loadData(parser, &out->data)) {
        *code = kExitUnusable;
        return false;
    }
    out->path = parser.positionalArguments().first();
    LoadError error;
    auto plan = loadPlanFile(out->path, &error);
    if (!plan) {
        *code = unusable(error.toLine());
        return false;
    }
    out->plan = std::move(*plan);
    out->ruleset = out->data.ruleset(out->plan.ruleset);
    if (!out->ruleset) {
        *code = unusable(say(QStringLiteral("%1: /ruleset: nieznany zestaw zasad \u201e%2\u201d (znane: %3)"),
                             QStringLiteral("%1: /ruleset: unknown ruleset \"%2\" (known: %3)"))
                             .arg(out->path, out->plan.ruleset, out->data.rulesetIds().join(QStringLiteral(", "))));
        return false;
    }
    Text patrolWhy;
    const auto rules = patrolRules(*out->ruleset, &patrolWhy);
    if (!rules) {
        *code = unusable(patrolWhy.isEmpty()
                             ? say(QStringLiteral("%1: /ruleset: zestaw zasad \u201e%2\u201d nie ma fazy "
                                                  "znaczników patroli"),
                                   QStringLiteral("%1: /ruleset: ruleset \"%2\" has no patrol-marker phase"))
                                   .arg(out->path, out->plan.ruleset)
                             : QStringLiteral("%1: %2").arg(out->path, patrolWhy.get(messageLanguage())));
        return false;
    }
    out->rules = *rules;
    QString why;
    out->context = planContext(*out->ruleset, out->plan, &why);
    if (!out->context) {
        *code = unusable(QStringLiteral("%1: %2").arg(out->path, why));
        return false;
    }
    return true;
}

std::optional<QPointF> pointValue(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        return std::nullopt;
    bool okX = false, okY = false;
    const double x = parts[0].trimmed().toDouble(&okX), y = parts[1].trimmed().toDouble(&okY);
    if (!okX || !okY || !std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 1e6 || std::abs(y) > 1e6)
        return std::nullopt;
    return QPointF(x, y);
}

int badOption(const QString &cmd, const QString &option, const QString &value, const char *expected)
{
    return unusable(
        say(QStringLiteral("%1: --%2: \u201e%3\u201d: oczekiwano %4"), QStringLiteral("%1: --%2: \"%3\": expected %4"))
            .arg(cmd, option, value, QString::fromUtf8(expected)));
}

QString playerName(std::optional<Player> p) { return p ? QLatin1String(enumName(*p)) : QStringLiteral("umpire"); }

// --player A|B|umpire for the views; nullopt = umpire.
bool viewerOption(const QCommandLineParser &parser, const QString &cmd, std::optional<Player> *viewer, int *code)
{
    const QString v = parser.value(QStringLiteral("player"));
    if (v.isEmpty() || v == QLatin1String("umpire"))
        return true;
    *viewer = enumFromName<Player>(v);
    if (!*viewer) {
        *code = badOption(cmd, QStringLiteral("player"), v, "A, B or umpire");
        return false;
    }
    return true;
}

struct Options {
    QString cmd;
    QString lang;
    bool json = false;
};

void printIssues(QTextStream &out, const QString &file, const QList<Issue> &issues, const QString &lang)
{
    for (const Issue &i : issues)
        out << file << ": " << i.path << ": " << severityWord(i.severity, lang) << ' ' << i.code << " (" << i.section
            << "): " << i.message.get(lang) << '\n';
}

// An action the rules refuse: its rules printed (or as JSON), exit 1.
int refused(const Loaded &l, const QList<Issue> &refusals, const Options &o)
{
    QTextStream out(stdout);
    if (o.json)
        out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                         {QStringLiteral("refusals"), issuesToJson(refusals, o.lang)}})
                   .toJson(QJsonDocument::Indented);
    else
        printIssues(out, l.path, refusals, o.lang);
    return kExitRuleBroken;
}

// Applies the actions one after another; writes the plan when all are taken. The view printed is the acting
// player's (never the other's slip).
int applyAndWrite(const Loaded &l, const QList<PatrolAction> &actions, const QString &output, const Options &o,
                  std::optional<Player> viewer)
{
    const PatrolTable table = patrolTable(*l.context, l.rules, l.plan);
    const qsizetype eventsBefore = patrolState(table, l.plan).events.size();
    BattlePlan plan = l.plan;
    QStringList revealed;
    QList<PatrolAction> applied;
    QTextStream out(stdout);
    for (const PatrolAction &a : actions) {
        const PatrolStep step = applyPatrolAction(table, plan, a);
        if (!step.ok)
            return refused(l, step.refusals, o);
        plan = step.plan;
        revealed << step.revealed;
        applied << step.applied;
    }
    QString error;
    if (!savePlanFile(plan, output, &error))
        return unusable(error);
    const PatrolState state = patrolState(table, plan);
    if (o.json) {
        QJsonArray done;
        for (const PatrolAction &a : applied)
            done << QJsonObject{{QStringLiteral("do"), QLatin1String(enumName(a.kind))},
                                {QStringLiteral("player"), QLatin1String(enumName(a.player))},
                                {QStringLiteral("marker"), a.marker},
                                {QStringLiteral("path"), QJsonArray::fromVariantList([&] {
                                     QVariantList pts;
                                     for (const JsonPoint &p : a.path)
                                         pts << QVariant(QVariantList{p.value(0), p.value(1)});
                                     return pts;
                                 }())}};
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("ok"), true},
                               {QStringLiteral("applied"), done},
                               {QStringLiteral("revealed"), QJsonArray::fromStringList(revealed)},
                               {QStringLiteral("status"), patrolStatusJson(table, state, plan, viewer, o.lang)}})
                   .toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    for (qsizetype i = eventsBefore; i < state.events.size(); ++i)
        out << state.events[i].text.get(o.lang) << '\n';
    if (!revealed.isEmpty())
        out << pick(o.lang, "Odkryte: ", "Revealed: ") << revealed.join(QStringLiteral(", ")) << '\n';
    out << pick(o.lang, "Etap: ", "Stage: ") << patrolStageName(state.stage) << pick(o.lang, ", tura ", ", turn ")
        << state.turn << pick(o.lang, ", kolej: ", ", next: ")
        << (state.next ? QLatin1String(enumName(*state.next)) : QStringLiteral("-")) << '\n';
    return kExitOk;
}

// The parser every subcommand shares: PLAN, --json, --lang, --data.
QCommandLineParser *makeParser(QCommandLineParser &parser, const char *description)
{
    parser.setApplicationDescription(QString::fromUtf8(description));
    addCommonOptions(parser);
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    addLangOption(parser, QStringLiteral("Language of the messages"));
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The plan file."));
    return &parser;
}

int runAction(const QString &sub, const QStringList &args)
{
    Options o;
    o.cmd = QStringLiteral("bwn plan patrol %1").arg(sub);
    QCommandLineParser parser;
    makeParser(parser, "One action of the patrol phase (B19 6), checked and appended to the plan's patrol log.");
    parser.addOption({QStringLiteral("player"), QStringLiteral("Who acts: A or B."), QStringLiteral("P")});
    parser.addOption({QStringLiteral("marker"), QStringLiteral("The marker: A1, B2, ..."), QStringLiteral("M")});
    parser.addOption({QStringLiteral("at"), QStringLiteral("Where: X,Y."), QStringLiteral("X,Y")});
    parser.addOption(
        {QStringLiteral("to"), QStringLiteral("A point of the move (repeat for a bent path)."), QStringLiteral("X,Y")});
    parser.addOption({QStringLiteral("shows"), QStringLiteral("first: who shows first, A or B."), QStringLiteral("P")});
    parser.addOption(
        {QStringLiteral("division"), QStringLiteral("deploy: a deployed division's id."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("exception"), QStringLiteral("deploy: no-room or artillery (B19 6.4)."),
                      QStringLiteral("WHICH")});
    parser.addOption({QStringLiteral("widen"), QStringLiteral("deploy --exception no-room: the extra distance."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("roster"),
                      QStringLiteral("deploy: the player's roster; its corps' next division is placed by its marker."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("dismounted"),
                      QStringLiteral("deploy: a cavalry regiment of the division declared dismounted (B19 6.4); "
                                     "repeat for each."),
                      QStringLiteral("REGIMENT")});
    parser.addOption({QStringLiteral("role"), QStringLiteral("general: corps or cinc."), QStringLiteral("ROLE")});
    parser.addOption({QStringLiteral("corps"), QStringLiteral("assign: the corps id."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("name"), QStringLiteral("assign: the corps' name."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("scout"), QStringLiteral("assign: the marker is a scout.")});
    addOutputOption(parser, QStringLiteral("The plan file to write."), QStringLiteral("OUT"));
    int code = kExitOk;
    if (!parseArgs(parser, args, &code) || !langOption(parser, o.cmd, &o.lang, &code))
        return code;
    o.json = parser.isSet(QStringLiteral("json"));
    QString output;
    if (!outputOption(parser, o.cmd, QStringLiteral("OUT"), &output, &code))
        return code;
    Loaded l;
    if (!load(parser, o.cmd, &l, &code))
        return code;

    const auto needPlayer = [&](Player *p) {
        const QString v = parser.value(QStringLiteral("player"));
        const auto parsed = enumFromName<Player>(v);
        if (!parsed) {
            code = badOption(o.cmd, QStringLiteral("player"), v, "A or B");
            return false;
        }
        *p = *parsed;
        return true;
    };
    const auto needMarker = [&](QString *m) {
        *m = parser.value(QStringLiteral("marker"));
        if (!patrolMarkerOwner(*m)) {
            code = badOption(o.cmd, QStringLiteral("marker"), *m, "a marker id such as A1 or B2");
            return false;
        }
        return true;
    };
    const auto needPoint = [&](const QString &value, const QString &option, JsonPoint *p) {
        const auto q = pointValue(value);
        if (!q) {
            code = badOption(o.cmd, option, value, "X,Y");
            return false;
        }
        *p = {q->x(), q->y()};
        return true;
    };

    PatrolAction a;
    if (sub == QLatin1String("assign")) {
        Player p;
        QString m;
        if (!needPlayer(&p) || !needMarker(&m))
            return code;
        const QString corps = parser.value(QStringLiteral("corps"));
        if (corps.isEmpty() == !parser.isSet(QStringLiteral("scout")))
            return unusable(say(QStringLiteral("%1: podaj --corps ID albo --scout"),
                                QStringLiteral("%1: give --corps ID or --scout"))
                                .arg(o.cmd));
        BattlePlan plan = l.plan;
        std::optional<PlayerNotes> &notes = p == Player::A ? plan.notes.a : plan.notes.b;
        if (!notes)
            notes = PlayerNotes();
        notes->patrolAssignments.removeIf([&](const PatrolAssignment &x) { return x.marker == m; });
        if (!corps.isEmpty())
            notes->patrolAssignments << PatrolAssignment{m, corps, parser.value(QStringLiteral("name"))};
        const QList<Issue> issues =
            checkAssignments(l.rules, plan, p, notes->patrolAssignments,
                             QStringLiteral("/notes/%1/patrolAssignments").arg(QLatin1String(enumName(p))));
        QTextStream out(stdout);
        if (!issues.isEmpty()) {
            if (o.json)
                out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                                 {QStringLiteral("refusals"), issuesToJson(issues, o.lang)}})
                           .toJson(QJsonDocument::Indented);
            else
                printIssues(out, l.path, issues, o.lang);
            return kExitRuleBroken;
        }
        QString error;
        if (!savePlanFile(plan, output, &error))
            return unusable(error);
        if (o.json)
            out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), true}}).toJson(QJsonDocument::Indented);
        else
            out << m << ": " << (corps.isEmpty() ? pick(o.lang, "zwiad", "scout") : corps) << '\n';
        return kExitOk;
    }
    if (sub == QLatin1String("undo")) {
        if (!l.plan.patrol || l.plan.patrol->actions.isEmpty())
            return unusable(say(QStringLiteral("%1: %2: /patrol: brak akcji do cofnięcia"),
                                QStringLiteral("%1: %2: /patrol: no action to undo"))
                                .arg(o.cmd, l.path));
        QString error;
        if (!savePlanFile(undoPatrolAction(l.plan), output, &error))
            return unusable(error);
        return kExitOk;
    }
    if (sub == QLatin1String("show")) {
        const PatrolTable table = patrolTable(*l.context, l.rules, l.plan);
        QList<PatrolAction> shows = showsFromNotes(patrolState(table, l.plan), l.plan);
        const QString m = parser.value(QStringLiteral("marker"));
        if (!m.isEmpty())
            shows.removeIf([&](const PatrolAction &x) { return x.marker != m; });
        if (shows.isEmpty())
            return unusable(
                say(QStringLiteral("%1: %2: nic do pokazania (brak odkrytych znaczników z kartką w tej kopii)"),
                    QStringLiteral("%1: %2: nothing to show (no revealed marker whose slip is in this copy)"))
                    .arg(o.cmd, l.path));
        return applyAndWrite(l, shows, output, o, std::nullopt);
    }
    if (sub == QLatin1String("first")) {
        a.kind = PatrolActionKind::First;
        a.player = Player::A;
        const auto who = enumFromName<Player>(parser.value(QStringLiteral("shows")));
        if (!who)
            return badOption(o.cmd, QStringLiteral("shows"), parser.value(QStringLiteral("shows")), "A or B");
        a.first = who;
        return applyAndWrite(l, {a}, output, o, Player::A);
    }
    if (!needPlayer(&a.player))
        return code;
    if (sub == QLatin1String("pass")) {
        a.kind = PatrolActionKind::Pass;
        return applyAndWrite(l, {a}, output, o, a.player);
    }
    if (!needMarker(&a.marker))
        return code;
    if (sub == QLatin1String("place")) {
        a.kind = PatrolActionKind::Place;
        if (!needPoint(parser.value(QStringLiteral("at")), QStringLiteral("at"), &a.at))
            return code;
    } else if (sub == QLatin1String("move")) {
        a.kind = PatrolActionKind::Move;
        const QStringList to = parser.values(QStringLiteral("to"));
        if (to.isEmpty())
            return badOption(o.cmd, QStringLiteral("to"), QString(), "X,Y");
        for (const QString &v : to) {
            JsonPoint p;
            if (!needPoint(v, QStringLiteral("to"), &p))
                return code;
            a.path << p;
        }
    } else if (sub == QLatin1String("stay")) {
        a.kind = PatrolActionKind::Stay;
    } else if (sub == QLatin1String("reveal")) {
        a.kind = PatrolActionKind::Reveal;
    } else if (sub == QLatin1String("deploy") && parser.isSet(QStringLiteral("roster"))) {
        // The revealed corps' next division from the player's roster, checked (core/bw/plan/patrolautodeploy).
        const QString file = parser.value(QStringLiteral("roster"));
        LoadError error;
        const auto roster = checkRosterFile(file, l.data, &error);
        if (!roster)
            return unusable(error.toLine());
        if (roster->bound->ruleset != l.ruleset)
            return unusable(say(QStringLiteral("%1: %2 używa zestawu zasad \u201e%3\u201d, plan \u201e%4\u201d"),
                                QStringLiteral("%1: %2 uses the ruleset \"%3\", the plan \"%4\""))
                                .arg(o.cmd, file, roster->bound->ruleset->id, l.ruleset->id));
        const PatrolTable table = patrolTable(*l.context, l.rules, l.plan);
        const PatrolStep step = deployNextDivision(*l.context, table, l.plan, *roster->bound, a.marker,
                                                   parser.values(QStringLiteral("dismounted")));
        if (step.ok) {
            // The formations it laid out, then its actions checked once more on the way to the file.
            const qsizetype before = l.plan.patrol ? l.plan.patrol->actions.size() : 0;
            Loaded laid = l;
            laid.plan.deployment = step.plan.deployment;
            return applyAndWrite(laid, step.plan.patrol->actions.mid(before), output, o, a.player);
        }
        return refused(l, step.refusals, o); // reported like any refused action
    } else if (sub == QLatin1String("deploy")) {
        a.kind = PatrolActionKind::Deploy;
        a.division = parser.value(QStringLiteral("division"));
        a.dismounted = parser.values(QStringLiteral("dismounted"));
        a.exception = parser.value(QStringLiteral("exception"));
        if (!a.exception.isEmpty() && a.exception != QLatin1String("no-room")
            && a.exception != QLatin1String("artillery"))
            return badOption(o.cmd, QStringLiteral("exception"), a.exception, "no-room or artillery");
        if (parser.isSet(QStringLiteral("widen"))) {
            bool ok = false;
            a.widen = parser.value(QStringLiteral("widen")).toDouble(&ok);
            if (!ok || a.widen < 0 || a.widen > 1000)
                return badOption(o.cmd, QStringLiteral("widen"), parser.value(QStringLiteral("widen")),
                                 "a distance from 0 to 1000");
        }
    } else if (sub == QLatin1String("general")) {
        a.kind = PatrolActionKind::General;
        a.role = parser.value(QStringLiteral("role"));
        if (!needPoint(parser.value(QStringLiteral("at")), QStringLiteral("at"), &a.at))
            return code;
    }
    return applyAndWrite(l, {a}, output, o, a.player);
}

int runView(const QString &sub, const QStringList &args)
{
    Options o;
    o.cmd = QStringLiteral("bwn plan patrol %1").arg(sub);
    QCommandLineParser parser;
    makeParser(parser,
               sub == QLatin1String("sight")
                   ? "Each marker's sight area (a polygon) and whom it sees (B19 6.2)."
                   : "The patrol phase: stage, turn, who acts, every marker and what the viewer may know.");
    parser.addOption(
        {QStringLiteral("player"), QStringLiteral("Whose view: A, B or umpire (default)."), QStringLiteral("P")});
    parser.addOption(
        {QStringLiteral("rays"), QStringLiteral("sight: corners of each sight area (8 to 720)."), QStringLiteral("N")});
    int code = kExitOk;
    if (!parseArgs(parser, args, &code) || !langOption(parser, o.cmd, &o.lang, &code))
        return code;
    o.json = parser.isSet(QStringLiteral("json"));
    std::optional<Player> viewer;
    if (!viewerOption(parser, o.cmd, &viewer, &code))
        return code;
    int rays = 96;
    if (!intOption(parser, o.cmd, "rays", 8, 720, &rays, &code))
        return code;
    Loaded l;
    if (!load(parser, o.cmd, &l, &code))
        return code;
    const PatrolTable base = patrolTable(*l.context, l.rules, l.plan);
    const PatrolState state = patrolState(base, l.plan);
    QTextStream out(stdout);
    if (sub == QLatin1String("status")) {
        if (o.json) {
            out << QJsonDocument(patrolStatusJson(base, state, l.plan, viewer, o.lang)).toJson(QJsonDocument::Indented);
        } else {
            out << pick(o.lang, "Etap: ", "Stage: ") << patrolStageName(state.stage)
                << pick(o.lang, ", tura ", ", turn ") << state.turn << pick(o.lang, ", kolej: ", ", next: ")
                << (state.next ? QLatin1String(enumName(*state.next)) : QStringLiteral("-"))
                << pick(o.lang, ", widok: ", ", view: ") << playerName(viewer) << '\n';
            const QJsonArray markers =
                patrolStatusJson(base, state, l.plan, viewer, o.lang).value(QStringLiteral("markers")).toArray();
            for (const QJsonValue &v : markers) {
                const QJsonObject m = v.toObject();
                out << m.value(QStringLiteral("id")).toString() << ": ";
                if (!m.value(QStringLiteral("placed")).toBool()) {
                    out << pick(o.lang, "nie wystawiony", "not placed") << '\n';
                    continue;
                }
                const QJsonArray at = m.value(QStringLiteral("at")).toArray();
                out << '(' << at.at(0).toDouble() << ", " << at.at(1).toDouble() << ')';
                if (m.value(QStringLiteral("removed")).toBool())
                    out << pick(o.lang, ", zdjęty", ", removed");
                else if (m.value(QStringLiteral("revealed")).toBool())
                    out << pick(o.lang, ", odkryty", ", revealed");
                if (m.contains(QStringLiteral("scout")))
                    out << ", "
                        << (m.value(QStringLiteral("scout")).toBool() ? pick(o.lang, "zwiad", "scout")
                                : m.value(QStringLiteral("name")).toString().isEmpty()
                                ? m.value(QStringLiteral("corps")).toString()
                                : m.value(QStringLiteral("name")).toString());
                if (m.value(QStringLiteral("order")).toString() == l.rules.movedOrder && !l.rules.movedOrder.isEmpty())
                    out << pick(o.lang, ", rozkaz OBRONA (6.5)", ", DEFENCE order (6.5)");
                out << '\n';
            }
            printIssues(out, l.path, state.problems, o.lang);
        }
        return state.problems.isEmpty() ? kExitOk : kExitRuleBroken;
    }
    // sight
    const PatrolTable table = withDeployedUnits(base, state, l.plan);
    const QList<MarkerSight> sight = markerSight(table, state.markersOnTable(), true, rays);
    if (o.json) {
        QJsonArray markers;
        for (const MarkerSight &s : sight) {
            QJsonArray area;
            for (const QPointF &p : s.area)
                area << QJsonArray{p.x(), p.y()};
            markers << QJsonObject{{QStringLiteral("id"), s.id},
                                   {QStringLiteral("player"), QLatin1String(enumName(s.player))},
                                   {QStringLiteral("inCover"), s.inCover},
                                   {QStringLiteral("range"), s.range},
                                   {QStringLiteral("sees"), QJsonArray::fromStringList(s.sees)},
                                   {QStringLiteral("area"), area}};
        }
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("viewer"), playerName(viewer)}, {QStringLiteral("markers"), markers}})
                   .toJson(QJsonDocument::Indented);
    } else {
        for (const MarkerSight &s : sight)
            out << s.id << ": " << pick(o.lang, "zasięg ", "range ") << s.range
                << (s.inCover ? pick(o.lang, " (w osłonie)", " (in cover)") : QString())
                << pick(o.lang, ", widzi: ", ", sees: ")
                << (s.sees.isEmpty() ? QStringLiteral("-") : s.sees.join(QStringLiteral(", "))) << '\n';
    }
    return kExitOk;
}

} // namespace

CommandNode patrolCommand()
{
    // The subcommand's name is the last word of the command as typed ("bwn plan patrol move").
    const auto action = [](const QStringList &args) { return runAction(args.value(0).section(u' ', -1), args); };
    const auto view = [](const QStringList &args) { return runView(args.value(0).section(u' ', -1), args); };
    CommandNode node;
    node.name = QStringLiteral("patrol");
    node.summary = QStringLiteral("SUBCOMMAND PLAN ...\nthe patrol-marker phase of B19 6 (bwn plan patrol --help)");
    node.usageTail = QStringLiteral(" PLAN [options]");
    node.description = QStringLiteral(
        "The patrol-marker phase (B19 6) kept in the plan: each action is checked and appended to its patrol log.\n"
        "A is the player who won the initiative. Markers are A1 ... and B1 ... (two per corps). Points are X,Y.");
    node.footer = QStringLiteral(
        "Every subcommand takes --lang pl|en and --json. Exit 0: done, 1: a rule refuses it, 2: unusable input.\n"
        "--player A|B on status and sight shows what that player knows (his own slip only); umpire shows all.");
    node.children = {
        leaf(QStringLiteral("assign"),
             QStringLiteral("PLAN --player P --marker M (--corps ID [--name NAME] | --scout) -o OUT\n"
                            "the secret slip (6.1)"),
             action),
        leaf(QStringLiteral("place"), QStringLiteral("PLAN --player P --marker M --at X,Y -o OUT\nplace a marker (6.1)"),
             action),
        leaf(QStringLiteral("move"),
             QStringLiteral("PLAN --player P --marker M --to X,Y [--to X,Y ...] -o OUT\n"
                            "move along the points (6.3); cut short where it comes into sight, and the markers it\n"
                            "sees are revealed"),
             action),
        leaf(QStringLiteral("stay"),
             QStringLiteral("PLAN --player P --marker M -o OUT\ndeclare a marker stationary this turn (6.3)"), action),
        leaf(QStringLiteral("reveal"),
             QStringLiteral("PLAN --player P --marker M -o OUT\na voluntary reveal after all moves (6.4)"), action),
        leaf(QStringLiteral("pass"), QStringLiteral("PLAN --player P -o OUT\nreveal nothing more this turn (6.4)"),
             action),
        leaf(QStringLiteral("first"), QStringLiteral("PLAN --shows A|B -o OUT\nA decides who shows first (6.4)"),
             action),
        leaf(QStringLiteral("show"),
             QStringLiteral("PLAN [--marker M] -o OUT\nshow what revealed markers hide, from the slips this copy "
                            "holds (6.4)"),
             action),
        leaf(QStringLiteral("deploy"),
             QStringLiteral(
                 "PLAN --player P --marker M --roster FILE -o OUT\n"
                 "the revealed corps' next division from the player's roster, placed by its marker (6.4: within 6\",\n"
                 "widened by the least that makes room; the players alternately, one division each), its commanders\n"
                 "after the last; --dismounted REGIMENT (repeatable) declares cavalry able to dismount as dismounted,\n"
                 "the rest mounted (6.4)\n"
                 "PLAN --player P --marker M --division ID [--exception no-room --widen N | --exception artillery]\n"
                 "-o OUT: a division of a revealed corps (6.4)"),
             action),
        leaf(QStringLiteral("general"),
             QStringLiteral("PLAN --player P --marker M --role corps|cinc --at X,Y -o OUT\n"
                            "a corps commander or the commander-in-chief (6.4)"),
             action),
        leaf(QStringLiteral("undo"), QStringLiteral("PLAN -o OUT\ndrop the last action"), action),
        leaf(QStringLiteral("status"),
             QStringLiteral("PLAN [--player A|B|umpire] [--json]\nthe phase: stage, turn, who acts, markers"), view),
        leaf(QStringLiteral("sight"),
             QStringLiteral("PLAN [--player A|B|umpire] [--json] [--rays N]\neach marker's sight area and whom it sees "
                            "(6.2)"),
             view),
    };
    // The markers on paper (patrolprintcommand.cpp).
    node.children += patrolPrintCommands();
    return node;
}

} // namespace sztab::cli
