// SPDX-License-Identifier: GPL-3.0-or-later
// The game document (format "ksk-game"), the state at the start, apply() and the replay of a log.
#include "ksk/game.h"

#include "foundation/document.h"
#include "ksk/applycontext.h"

namespace sztab::ksk {

namespace detail {

std::optional<int> Ctx::roll() { return roll(legacyFaces ? DieFaces{rules().die, 1} : rules().dieFaces()); }

std::optional<int> Ctx::roll(int sides) { return roll(DieFaces{sides, 1}); }

std::optional<int> Ctx::roll(DieFaces faces)
{
    const auto v = dice.rollFace(faces);
    if (!v) {
        fail("DICE_MISSING", "KSK I.15",
             dice.errorPl().isEmpty() ? QStringLiteral("brak rzutu kością") : dice.errorPl(),
             dice.error().isEmpty() ? QStringLiteral("a die is missing") : dice.error());
        return std::nullopt;
    }
    action.dice.append(*v);
    return v;
}

bool Ctx::fail(const char *code, const char *section, const QString &pl, const QString &en)
{
    return fail(Issue{Severity::Error, QString::fromLatin1(code), QString(), QString::fromLatin1(section),
                      Text::translated(pl, en)});
}

bool Ctx::fail(const Issue &issue)
{
    result.ok = false;
    result.issue = issue;
    return false;
}

void Ctx::say(const QString &pl, const QString &en, std::optional<Side> only)
{
    result.events.append(Event{Text::translated(pl, en), only});
}

std::optional<hex::Axial> hexOf(const Scenario &scenario, const GameState &state, const QString &id)
{
    const auto it = state.hexes.constFind(id);
    if (it == state.hexes.constEnd())
        return std::nullopt;
    return hex::fromNumber(scenario.grid, *it);
}

int hexDistance(const Scenario &scenario, const GameState &state, const QString &a, const QString &b)
{
    const auto ha = hexOf(scenario, state, a), hb = hexOf(scenario, state, b);
    return ha && hb ? hex::distance(*ha, *hb) : -1;
}

QString nameOf(const Scenario &scenario, const QString &id, const QString &lang)
{
    if (const Formation *f = scenario.formation(id))
        return f->name.get(lang);
    if (const Commander *c = scenario.commander(id))
        return c->name.get(lang);
    return id;
}

bool inPlay(const Scenario &, const GameState &state, const Formation &f) { return f.entryStage <= state.stage; }

QString orderText(const Order &o)
{
    if (o.kind == OrderKind::Defence)
        return orderLetter(o.kind);
    return QStringLiteral("%1 %2 %3").arg(orderLetter(o.kind)).arg(o.axis).arg(o.distance);
}

} // namespace detail

using namespace detail;

int Cups::size(Side s) const { return activeCount(s) + blanks[int(s)]; }

int Cups::activeCount(Side s) const
{
    int n = 0;
    for (const int k : active[int(s)])
        n += k;
    return n;
}

const Courier *GameState::courier(Side s, int number) const
{
    for (const Courier &c : couriers)
        if (c.side == s && c.number == number)
            return &c;
    return nullptr;
}

bool GameState::stageOver() const
{
    return segment == Segment::Activation && turn.pendingMarker.isEmpty() && cups.activeCount(Side::A) == 0
        && cups.activeCount(Side::B) == 0;
}

GameState initialState(const Scenario &scenario)
{
    GameState s;
    for (const SideSetup &side : scenario.sides) {
        for (const Commander &c : side.commanders)
            s.hexes.insert(c.id, c.hex);
        for (const Formation &f : side.formations) {
            s.hexes.insert(f.id, f.hex);
            CommandDiagram d;
            d.formation = f.id;
            d.order = f.order;
            d.history.append(DiagramEntry{0, f.order, OrderPath::Start, 0, Text()});
            s.diagrams.insert(f.id, d);
        }
        for (int n = 1; n <= side.couriers; ++n) {
            Courier c;
            c.side = side.side;
            c.number = n;
            s.couriers.append(c);
        }
    }
    return s;
}

QString rollKey(const GameState &state, const Action &action)
{
    // The side whose die it is: the action's, or in the activation segment the side whose turn it is.
    const QString side = action.side                          ? sideName(*action.side)
        : state.segment == Segment::Activation ? sideName(state.turn.side)
                                               : QString();
    QString subject = action.formation.isEmpty() ? action.commander : action.formation;
    if (action.type == ActionType::Intercept)
        subject = QString::number(action.courierNumber);
    return QStringLiteral("%1/%2/%3/%4")
        .arg(QLatin1String(enumName(action.type)))
        .arg(state.stage)
        .arg(side, subject);
}

ApplyResult apply(const Scenario &scenario, GameState &state, Action &action, DiceSource &dice, bool legacyFaces)
{
    ApplyResult result;
    result.ok = true;
    GameState next = state;
    const QString key = rollKey(state, action);
    action.dice.clear();
    Ctx c{scenario, next, action, dice, result, legacyFaces};
    bool ok = false;
    switch (action.type) {
    case ActionType::StageBegin: ok = applyStageBegin(c); break;
    case ActionType::ChangeOrder: ok = applyChangeOrder(c); break;
    case ActionType::Move: ok = applyMove(c); break;
    case ActionType::Cups: ok = applyCups(c); break;
    case ActionType::Pick: ok = applyPick(c); break;
    case ActionType::Draw: ok = applyDraw(c); break;
    case ActionType::Activate: ok = applyActivate(c); break;
    case ActionType::Keep: ok = applyKeep(c); break;
    case ActionType::Pass: ok = applyPass(c); break;
    case ActionType::Yield: ok = applyYield(c); break;
    case ActionType::Intercept: ok = applyIntercept(c); break;
    case ActionType::Disorder: ok = applyDisorder(c); break;
    }
    if (!ok || result.issue) {
        result.ok = false;
        result.events.clear();
        return result;
    }
    next.events += result.events;
    next.rollKeys.next(key);
    state = std::move(next);
    return result;
}

// ---- The document ---------------------------------------------------------------------------------------------

namespace {

const DocumentKind &gameKind()
{
    // Version 2 (KSK I.15): the d10 reads 0–9 and the program's dice are keyed by what they are rolled for. The
    // actions of a version-1 game keep their dice and their 1–10 reading (legacyActions).
    static const DocumentKind kind{QStringLiteral("ksk-game"),
                                   2,
                                   {Migration{1,
                                              [](QJsonObject doc) {
                                                  doc.insert(QStringLiteral("legacyActions"),
                                                             doc.value(QStringLiteral("log")).toArray().size());
                                                  return doc;
                                              }}},
                                   1};
    return kind;
}

struct GameFile {
    QString format;
    int version = 1;
    QString scenarioId;
    QJsonObject scenario;
    std::optional<int> seed;
    QList<Action> log;
    int legacyActions = 0;
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self)
    {
        io.req("format", self.format);
        io.req("version", self.version);
        io.req("scenarioId", self.scenarioId);
        io.req("scenario", self.scenario);
        io.opt("seed", self.seed);
        io.req("log", self.log);
        io.def("legacyActions", self.legacyActions, 0);
        io.extras(self.extra);
    }
};


} // namespace

std::optional<GameDocument> gameFromJson(const QJsonObject &raw, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(raw, gameKind(), file, error);
    if (!doc)
        return std::nullopt;
    GameFile f;
    if (JsonError e; !readDocument(*doc, f, &e)) {
        *error = LoadError{file, e.pointer, true, 0, 0, e.message, e.messagePl};
        return std::nullopt;
    }
    LoadError inner;
    const auto scenario = scenarioFromJson(f.scenario, file, &inner);
    if (!scenario) {
        *error = inner;
        error->pointer = QStringLiteral("/scenario") + inner.pointer;
        error->hasPointer = true;
        return std::nullopt;
    }
    if (scenario->id != f.scenarioId) {
        *error = LoadError{
            file,
            QStringLiteral("/scenarioId"),
            true,
            0,
            0,
            QStringLiteral("\"%1\" is not the id of the scenario inside (\"%2\")").arg(f.scenarioId, scenario->id),
            QStringLiteral("\u201e%1\u201d nie jest id scenariusza zapisanego w środku (\u201e%2\u201d)")
                .arg(f.scenarioId, scenario->id)};
        return std::nullopt;
    }
    if (f.seed && (*f.seed < 0 || *f.seed > kMaxSeed)) {
        *error = LoadError{file, QStringLiteral("/seed"), true, 0, 0,
                           QStringLiteral("the seed must be a number from 0 to %1").arg(kMaxSeed),
                           QStringLiteral("ziarno musi być liczbą od 0 do %1").arg(kMaxSeed)};
        return std::nullopt;
    }
    if (f.legacyActions < 0 || f.legacyActions > f.log.size()) {
        *error = LoadError{file, QStringLiteral("/legacyActions"), true, 0, 0,
                           QStringLiteral("must be 0 to the number of actions in the log (%1)").arg(f.log.size()),
                           QStringLiteral("musi być od 0 do liczby czynności w zapisie (%1)").arg(f.log.size())};
        return std::nullopt;
    }
    GameDocument g;
    g.legacyActions = f.legacyActions;
    g.scenarioId = f.scenarioId;
    g.scenario = *scenario;
    if (f.seed)
        g.seed = *f.seed;
    g.log = f.log;
    g.extra = f.extra;
    return g;
}

std::optional<GameDocument> loadGame(const QString &path, LoadError *error)
{
    const auto doc = readJsonFile(path, error);
    if (!doc)
        return std::nullopt;
    return gameFromJson(*doc, path, error);
}

QJsonObject gameToJson(const GameDocument &game)
{
    GameFile f;
    f.format = game.format;
    f.version = game.version;
    f.scenarioId = game.scenarioId;
    f.scenario = scenarioToJson(game.scenario);
    if (game.seed)
        f.seed = int(*game.seed);
    f.log = game.log;
    f.legacyActions = std::min<int>(game.legacyActions, int(game.log.size())); // undo may have dropped some
    f.extra = game.extra;
    return writeJson(f).toObject();
}

bool saveGame(const GameDocument &game, const QString &path, QString *errorMessage)
{
    return saveJsonAtomically(gameToJson(game), path, errorMessage);
}

GameDocument newGame(const Scenario &scenario, std::optional<qint64> seed)
{
    GameDocument g;
    g.scenarioId = scenario.id;
    g.scenario = scenario;
    g.seed = seed;
    return g;
}

ReplayResult replay(const GameDocument &game)
{
    ReplayResult r;
    r.state = initialState(game.scenario);
    for (qsizetype i = 0; i < game.log.size(); ++i) {
        Action a = game.log[i];
        const QList<int> &recorded = game.log[i].dice;
        const bool legacy = i < game.legacyActions;
        const bool program = !legacy && !a.playersDice;
        std::optional<Issue> issue;
        auto refuse = [&](const char *code, const QString &pl, const QString &en) {
            issue = Issue{Severity::Error, QString::fromLatin1(code), QString(), QStringLiteral("KSK I.15"),
                          Text::translated(pl, en)};
        };
        // A program die needs the seed it came from; a game without one is played with the players' dice.
        if (program && !game.seed && !recorded.isEmpty()) {
            refuse("DICE_NO_SEED", QStringLiteral("kości programu w grze bez ziarna"),
                   QStringLiteral("the program's dice in a game without a seed"));
        } else {
            std::unique_ptr<DiceSource> dice;
            RecheckedDice *recheck = nullptr;
            PhysicalDice *physical = nullptr;
            if (program && game.seed) {
                auto d = std::make_unique<RecheckedDice>(
                    keyedSeed(std::uint64_t(*game.seed), r.state.rollKeys.peek(rollKey(r.state, a))), recorded);
                recheck = d.get();
                dice = std::move(d);
            } else {
                auto d = std::make_unique<PhysicalDice>(recorded);
                physical = d.get();
                dice = std::move(d);
            }
            const ApplyResult applied = apply(game.scenario, r.state, a, *dice, legacy);
            const qsizetype used = recheck ? recheck->used() : physical->used();
            issue = applied.issue;
            if (recheck && recheck->changedAt() >= 0) {
                refuse("DICE_CHANGED", recheck->errorPl(), recheck->error());
                issue->path = QStringLiteral("/log/%1/dice/%2").arg(i).arg(recheck->changedAt());
            } else if (applied.ok && used != recorded.size()) {
                refuse("DICE_EXTRA",
                       QStringLiteral("w zapisie jest więcej kości, niż ta czynność zużywa (%1 z %2)")
                           .arg(used)
                           .arg(recorded.size()),
                       QStringLiteral("the log holds more dice than this action uses (%1 of %2)")
                           .arg(used)
                           .arg(recorded.size()));
            }
        }
        if (issue) {
            r.ok = false;
            r.failedAt = int(i);
            if (issue->path.isEmpty())
                issue->path = QStringLiteral("/log/%1").arg(i);
            r.issue = issue;
            return r;
        }
    }
    return r;
}

std::optional<CheckedGame> loadCheckedGame(const QString &path, LoadError *error)
{
    auto game = loadGame(path, error);
    if (!game)
        return std::nullopt;
    ReplayResult replayed = replay(*game);
    if (!replayed.ok) {
        const Issue &issue = *replayed.issue;
        *error = LoadError{path, issue.path, true, 0, 0,
                           QStringLiteral("%1 (%2): %3").arg(issue.section, issue.code, issue.message.get(QStringLiteral("en"))),
                           QStringLiteral("%1 (%2): %3").arg(issue.section, issue.code, issue.message.get(QStringLiteral("pl")))};
        return std::nullopt;
    }
    return CheckedGame{std::move(*game), std::move(replayed.state)};
}

std::unique_ptr<DiceSource> nextDice(const GameDocument &game, const GameState &state, Action &action,
                                     const std::optional<QList<int>> &playersDice)
{
    action.playersDice = playersDice.has_value();
    if (playersDice)
        return std::make_unique<PhysicalDice>(*playersDice);
    if (game.seed)
        return std::make_unique<SeededDice>(
            keyedSeed(std::uint64_t(*game.seed), state.rollKeys.peek(rollKey(state, action))));
    return std::make_unique<PhysicalDice>(QList<int>());
}

QString segmentWord(Segment s, const QString &lang)
{
    switch (s) {
    case Segment::Setup: return pick(lang, "przed grą", "before the game");
    case Segment::Command: return pick(lang, "segment dowodzenia", "command segment");
    case Segment::Activation: return pick(lang, "segment aktywacji", "activation segment");
    }
    return {};
}

} // namespace sztab::ksk
