// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/mac/macgamedocument.h"

#include "app/gui/shell/appdata.h"
#include "foundation/document.h"
#include "foundation/savetarget.h"
#include "mac/game.h"
#include "mac/poninski.h"
#include "mac/places.h"
#include "mac/scenario.h"
#include "mac/state.h"
#include "mac/victory.h"
#include "render/mac/gamelog.h"
#include "mac/filekinds.h"

#include <QFileInfo>
#include <QRandomGenerator>

namespace sztab::gui {

using namespace sztab::mac;

struct MacGameState {
    std::optional<Scenario> scenario;
    QString scenarioError;
    std::optional<Game> game;
    State state;
    SnapshotHistory<Game> history;
    bool playersDice = false;
};

namespace {

QString lang() { return AppData::instance().language(); }

QVariantMap commanderEntry(const Scenario &s, const QString &id)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), macprint::commanderName(s, id, lang())}};
}

} // namespace

MacGameDocument::MacGameDocument(QObject *parent)
    : TableGameDocument(QStringLiteral("macgame"), parent),
      m_state(std::make_unique<MacGameState>())
{
    LoadError error;
    m_state->scenario = loadBundledScenario(QLatin1String(kDefaultScenarioId), &error);
    if (!m_state->scenario)
        m_state->scenarioError = loadErrorText(error, lang(), mac::macPlaces(jsonForPlaces(error.file)));
    // Every text the view shows is made in the interface's language when read: a switch has them read again.
    connect(&AppData::instance(), &AppData::languageChanged, this, [this] {
        emit gameChanged();
        emit viewChanged();
    });
    // What the view shows depends on who is seated.
    connect(this, &TableGameDocument::viewerChanged, this, &MacGameDocument::viewChanged);
}

// Unsaved edits the player did not discard stay in the autosave (the base can no longer read the content).
MacGameDocument::~MacGameDocument() { keepUnsavedEdits(); }

QString MacGameDocument::displayName() const
{
    if (!loaded())
        return QString();
    return fileUrl().isEmpty() ? tr("New game") : QFileInfo(fileUrl().toLocalFile()).completeBaseName();
}

const Game *MacGameDocument::currentGame() const { return loaded() ? &*m_state->game : nullptr; }

bool MacGameDocument::loaded() const { return m_state->game.has_value() && m_state->scenario.has_value(); }

std::optional<Side> MacGameDocument::viewerSide() const { return sideFromId(viewer()); }

QString MacGameDocument::sideAfterOpen() const
{
    const QString chooser = nextChooser();
    return chooser.isEmpty() ? QStringLiteral("pl") : chooser;
}

bool MacGameDocument::isSide(const QString &side) const { return sideFromId(side).has_value(); }

int MacGameDocument::stage() const { return loaded() ? m_state->state.stage : 0; }
int MacGameDocument::stageCount() const { return m_state->scenario ? m_state->scenario->stages : 24; }
int MacGameDocument::turn() const { return loaded() ? int(m_state->state.turn) : 0; }
bool MacGameDocument::playersDice() const { return m_state->playersDice; }
void MacGameDocument::setPlayersDice(bool on)
{
    if (on == m_state->playersDice)
        return;
    m_state->playersDice = on;
    emit gameChanged();
}
int MacGameDocument::dieLowest() const { return m_state->scenario ? m_state->scenario->die.lowestFace : 0; }
int MacGameDocument::dieHighest() const { return m_state->scenario ? m_state->scenario->die.highestFace : 9; }
int MacGameDocument::defaultThreshold() const { return m_state->scenario ? m_state->scenario->victory.threshold : 15; }

QString MacGameDocument::nextStep() const
{
    if (!loaded())
        return QString();
    return mac::nextStep(*m_state->scenario, m_state->state, lang());
}

QVariantList MacGameDocument::trackMarkers() const
{
    if (!loaded())
        return {};
    const PoninskiState &p = m_state->state.poninski;
    const QString color = QStringLiteral("#8e24aa");
    switch (p.phase) {
    case PoninskiState::Phase::AwaitRoll: return {};
    case PoninskiState::Phase::AwaitCheck:
        return {QVariantMap{{QStringLiteral("box"), p.checkStage},
                            {QStringLiteral("text"), QStringLiteral("P?")},
                            {QStringLiteral("tip"), tr("Poniński: his arrival is rolled at the start of this stage")},
                            {QStringLiteral("color"), color}}};
    case PoninskiState::Phase::Coming:
        return {QVariantMap{{QStringLiteral("box"), p.arrivalStage},
                            {QStringLiteral("text"), QStringLiteral("P")},
                            {QStringLiteral("tip"), tr("Poniński: his chit may join the pool in this stage")},
                            {QStringLiteral("color"), color}}};
    case PoninskiState::Phase::Entered:
        return {QVariantMap{{QStringLiteral("box"), p.arrivalStage},
                            {QStringLiteral("text"), QStringLiteral("P✓")},
                            {QStringLiteral("tip"), tr("Poniński entered in this stage")},
                            {QStringLiteral("color"), color}}};
    case PoninskiState::Phase::Never:
        return {QVariantMap{{QStringLiteral("box"), stageCount() + 1},
                            {QStringLiteral("text"), QStringLiteral("P")},
                            {QStringLiteral("tip"), tr("Poniński never comes (13.0b)")},
                            {QStringLiteral("color"), color}}};
    }
    return {};
}

QVariantMap MacGameDocument::poninski() const
{
    if (!loaded())
        return {};
    const Scenario &s = *m_state->scenario;
    const State &st = m_state->state;
    const PoninskiState &p = st.poninski;
    QVariantMap out;
    QString text;
    // 13.0: where his units come onto the map.
    const EntryHexes entry = poninskiEntry(s);
    const QString entryHexes = !entry.isEmpty()
        ? QLatin1Char(' ') + tr("His units enter from any hex %1 to %2.").arg(entry.from, entry.to)
        : QString();
    bool canRoll = false, canHold = false;
    QString rollText;
    switch (p.phase) {
    case PoninskiState::Phase::AwaitRoll:
        text = tr("In stage %1 a d10 + %2 gives the stage to check (13.0a).")
                   .arg(s.poninski.rollStage)
                   .arg(s.poninski.checkOffset);
        canRoll = st.stage == s.poninski.rollStage;
        rollText = tr("Roll the stage to check (d10 + %1)").arg(s.poninski.checkOffset);
        break;
    case PoninskiState::Phase::AwaitCheck:
        text = tr("His marker lies on stage %1: at its start d10 + %1 below %2 means he never comes (13.0b).")
                   .arg(p.checkStage)
                   .arg(s.poninski.neverBelow);
        canRoll = st.stage == p.checkStage;
        rollText = tr("Roll: does Poniński come? (d10 + %1)").arg(p.checkStage);
        break;
    case PoninskiState::Phase::Coming:
        text = tr("His chit may join the pool in stage %1; the Poles may hold him back a stage at a time (13.0c).")
                   .arg(p.arrivalStage)
            + entryHexes;
        canHold = st.stage == p.arrivalStage && st.turn == Turn::BuildPool && !st.over;
        break;
    case PoninskiState::Phase::Entered:
        text = tr("Poniński's division entered in stage %1.").arg(p.arrivalStage) + entryHexes;
        break;
    case PoninskiState::Phase::Never: text = tr("Poniński's division never comes to the battle (13.0b)."); break;
    }
    out.insert(QStringLiteral("text"), text);
    out.insert(QStringLiteral("canRoll"), canRoll && !st.over);
    out.insert(QStringLiteral("rollText"), rollText);
    out.insert(QStringLiteral("canHold"), canHold);
    return out;
}

QVariantList MacGameDocument::pool() const
{
    if (!loaded())
        return {};
    const Scenario &s = *m_state->scenario;
    const State &st = m_state->state;
    const QStringList hidden = macprint::hiddenChits(s, st, viewerSide());
    QVariantList out;
    for (Side side : {Side::Polish, Side::Russian}) {
        QVariantList chits;
        auto add = [&](const QString &id, bool drawn) {
            const bool secret = hidden.contains(id);
            chits << QVariantMap{
                {QStringLiteral("name"), secret ? QStringLiteral("?") : macprint::commanderName(s, id, lang())},
                {QStringLiteral("hidden"), secret},
                {QStringLiteral("drawn"), drawn}};
        };
        if (st.turn == Turn::BuildPool) {
            // The stage's pool still to be made: the named chits, then each "any" slot as the side's choice or "?".
            const StagePool *rule = s.poolOf(st.stage);
            if (rule) {
                for (const QString &id : rule->of(side).fixed)
                    add(id, false);
                const QStringList &choice = side == Side::Polish ? st.choicePolish : st.choiceRussian;
                const bool own = viewerSide() && *viewerSide() == side;
                for (int i = 0; i < rule->of(side).any; ++i) {
                    if (own && i < choice.size())
                        add(choice[i], false);
                    else
                        chits << QVariantMap{{QStringLiteral("name"), QStringLiteral("?")},
                                             {QStringLiteral("hidden"), true},
                                             {QStringLiteral("drawn"), false}};
                }
            }
        } else {
            for (const QString &id : st.pool) {
                const Commander *c = s.commander(id);
                if (c && c->side == side)
                    add(id, !st.cup.contains(id));
            }
        }
        out << QVariantMap{{QStringLiteral("side"), sideId(side)},
                           {QStringLiteral("sideName"), macprint::sentence(sideName(side).get(lang()))},
                           {QStringLiteral("chits"), chits}};
    }
    return out;
}

int MacGameDocument::choiceSlots() const
{
    const auto side = viewerSide();
    if (!loaded() || !side || m_state->state.turn != Turn::BuildPool || m_state->state.over)
        return 0;
    const StagePool *rule = m_state->scenario->poolOf(m_state->state.stage);
    if (!rule || m_state->state.choseSide[*side == Side::Polish ? 0 : 1])
        return 0;
    return rule->of(*side).any;
}

QVariantList MacGameDocument::candidates() const
{
    QVariantList out;
    if (choiceSlots() == 0)
        return out;
    for (const QString &id : eligibleForAny(*m_state->scenario, m_state->state, *viewerSide()))
        out << commanderEntry(*m_state->scenario, id);
    return out;
}

QString MacGameDocument::nextChooser() const
{
    if (!loaded() || m_state->state.turn != Turn::BuildPool || m_state->state.over)
        return QString();
    const StagePool *rule = m_state->scenario->poolOf(m_state->state.stage);
    if (!rule)
        return QString();
    for (Side side : {Side::Polish, Side::Russian})
        if (rule->of(side).any > 0 && !m_state->state.choseSide[side == Side::Polish ? 0 : 1])
            return sideId(side);
    return QString();
}

bool MacGameDocument::canBuildPool() const
{
    return loaded() && !m_state->state.over && m_state->state.turn == Turn::BuildPool && nextChooser().isEmpty();
}

bool MacGameDocument::canDraw() const
{
    return loaded() && !m_state->state.over && m_state->state.turn == Turn::Draws && !m_state->state.cup.isEmpty();
}

int MacGameDocument::cupCount() const { return loaded() ? int(m_state->state.cup.size()) : 0; }

QVariantMap MacGameDocument::lastDraw() const
{
    if (!loaded() || m_state->state.drawn.isEmpty() || m_state->state.turn == Turn::BuildPool)
        return {};
    const Scenario &s = *m_state->scenario;
    const State &st = m_state->state;
    const Drawn &d = st.drawn.last();
    const Commander *c = s.commander(d.commander);
    QStringList options;
    QVariantList activatableList;
    if (c) {
        // What the core says this chit allows (MAC 4.3–4.5), in words.
        if (c->commanderInChief && d.mustCommandFallen)
            options << tr("A commander of his army has fallen: he commands the fallen commander's units instead of "
                          "activating another (4.3).");
        else if (c->commanderInChief && c->side == Side::Polish)
            options << tr("He may activate any Polish commander,")
                    << tr("then command %1 units within %2 hexes of him,")
                           .arg(s.command.chiefUnits)
                           .arg(s.command.chiefRadiusHexes)
                    << tr("then move (4.4b).");
        else if (c->commanderInChief)
            options << tr("He may activate any Russian commander (4.4a).");
        else
            options << tr("His units within %1 hexes move, fire and fight (4.2).").arg(s.command.commandRadiusHexes);
        if (c->mayCommandReserve)
            options << tr("He may command units of the Polish reserve within %1 hexes (4.5).")
                           .arg(s.command.commandRadiusHexes);
        if (c->commanderInChief && d.activated.isEmpty() && !d.mustCommandFallen)
            for (const QString &id : activatable(s, st, c->side))
                activatableList << commanderEntry(s, id);
        if (!d.activated.isEmpty())
            options << tr("Activated: %1").arg(macprint::commanderName(s, d.activated, lang()));
    }
    return {{QStringLiteral("name"), macprint::commanderName(s, d.commander, lang())},
            {QStringLiteral("side"), c ? sideId(c->side) : QString()},
            {QStringLiteral("options"), options},
            {QStringLiteral("activatable"), activatableList}};
}

bool MacGameDocument::canEndStage() const
{
    return loaded() && !m_state->state.over && m_state->state.turn == Turn::StageEnd; // the cup is empty (3.3)
}

bool MacGameDocument::gameOver() const { return loaded() && m_state->state.over; }

QString MacGameDocument::resultText() const
{
    if (!gameOver() || !m_state->state.winner)
        return QString();
    const QString who = sideName(*m_state->state.winner).get(lang());
    // "%1 win" starts the sentence in English; the Polish puts the side after the verb.
    return macprint::sentence(m_state->state.automaticVictory ? tr("%1 win: automatic victory (12.4).").arg(who)
                                                              : tr("%1 win after the last stage (12.3).").arg(who));
}

QVariantList MacGameDocument::commanders() const
{
    QVariantList out;
    if (!loaded())
        return out;
    const Scenario &s = *m_state->scenario;
    const State &st = m_state->state;
    const auto viewer = viewerSide();
    const QStringList hidden = macprint::hiddenChits(s, st, viewer);
    const StagePool *rule = s.poolOf(st.stage);
    for (const CommanderState &cs : st.commanders) {
        const Commander *c = s.commander(cs.id);
        if (!c)
            continue;
        const bool drawn =
            std::any_of(st.drawn.cbegin(), st.drawn.cend(), [&](const Drawn &d) { return d.commander == cs.id; });
        const bool inCup = st.cup.contains(cs.id);
        const bool named = rule && rule->of(c->side).fixed.contains(cs.id);
        // MAC 13.0: a commander not in the pool is never shown to the opponent. The other side's commanders show
        // only when where they stand is public: named in the stage's pool, drawn, wounded, gone or still to come.
        const bool own = viewer && *viewer == c->side;
        const bool isPublic = cs.status != CommanderStatus::InPlay || cs.woundedThisStage || drawn || named
            || (st.pool.contains(cs.id) && !hidden.contains(cs.id));
        if (!own && !isPublic)
            continue;
        QString status, statusText;
        switch (cs.status) {
        case CommanderStatus::NotYetEntered:
            status = QStringLiteral("notYet");
            statusText = tr("not yet on the map");
            break;
        case CommanderStatus::Killed:
            status = QStringLiteral("fallen");
            statusText = tr("killed");
            break;
        case CommanderStatus::Lost:
            status = QStringLiteral("fallen");
            statusText = tr("lost");
            break;
        case CommanderStatus::NeverComes:
            status = QStringLiteral("fallen");
            statusText = tr("never comes");
            break;
        case CommanderStatus::InPlay:
            if (cs.woundedThisStage) {
                status = QStringLiteral("wounded");
                statusText = tr("wounded this stage");
            } else if (drawn) {
                status = QStringLiteral("drawn");
                statusText = tr("drawn");
            } else if (inCup) {
                status = QStringLiteral("inCup");
                statusText = tr("in the cup");
            } else {
                status = QStringLiteral("inPlay");
                statusText = st.turn == Turn::BuildPool ? tr("on the map") : tr("not in the pool");
            }
            break;
        }
        if (cs.unitsPassedToChief)
            statusText += tr(" · units under the commander-in-chief");
        const bool alive = cs.status == CommanderStatus::InPlay && !st.over;
        // A casualty roll or a loss comes from fire or melee: turn 2, after the first draw (3.3).
        const bool combat = alive && combatUnderway(st);
        out << QVariantMap{{QStringLiteral("id"), cs.id},
                           {QStringLiteral("name"), c->name.get(lang())},
                           {QStringLiteral("side"), sideId(c->side)},
                           {QStringLiteral("status"), status},
                           {QStringLiteral("statusText"), statusText},
                           {QStringLiteral("canRoll"), combat},
                           {QStringLiteral("canLose"), combat}};
    }
    return out;
}

QVariantMap MacGameDocument::victory() const
{
    if (!loaded())
        return {};
    const Scenario &s = *m_state->scenario;
    const State &st = m_state->state;
    const Marker m = marker(s.victory, st.track);
    QString text;
    if (m.shows && m.box > 0)
        text = tr("%1 lead by %2 VP (Poles %3, Russians %4); the marker lies %5.")
                   .arg(sideName(*m.shows).get(lang()))
                   .arg(m.box)
                   .arg(st.track.polish)
                   .arg(st.track.russian)
                   .arg(m.reverse ? tr("reverse up") : tr("face up"));
    else
        text = tr("Level (Poles %1, Russians %2): the marker is off the track.")
                   .arg(st.track.polish)
                   .arg(st.track.russian);
    return {{QStringLiteral("box"), m.box},
            {QStringLiteral("side"), m.shows ? sideId(*m.shows) : QString()},
            {QStringLiteral("onTrack"), m.shows.has_value() && m.box > 0},
            {QStringLiteral("reverse"), m.reverse},
            {QStringLiteral("threshold"), st.threshold},
            {QStringLiteral("text"), macprint::sentence(text)},
            // Points for fire and melee are scored in turn 2, after the first draw (3.3).
            {QStringLiteral("canScore"), combatUnderway(st)},
            {QStringLiteral("whyNot"), combatUnderway(st) || st.over
                                           ? QString()
                                           : tr("Points for fire and melee come in turn 2, after the first chit is "
                                                "drawn (3.3).")}};
}

QVariantList MacGameDocument::victoryEvents() const
{
    QVariantList out;
    if (!m_state->scenario)
        return out;
    const auto &points = m_state->scenario->victory.points;
    // The order of 12.1; the points from the data.
    const std::pair<const char *, const char *> events[] = {
        {"fire-elimination", QT_TR_NOOP("Unit eliminated by fire (%1)")},
        {"morale-elimination", QT_TR_NOOP("Unit eliminated by morale (%1)")},
        {"melee-won", QT_TR_NOOP("Melee won (%1)")},
        {"artillery-taken", QT_TR_NOOP("Artillery taken (%1 + stars)")},
        {"artillery-retaken", QT_TR_NOOP("Own artillery retaken (%1)")},
        {"commander-killed", QT_TR_NOOP("Enemy commander killed (%1)")}};
    for (const auto &[id, label] : events) {
        const auto it = points.constFind(QLatin1String(id));
        if (it == points.constEnd())
            continue;
        out << QVariantMap{{QStringLiteral("id"), QLatin1String(id)},
                           {QStringLiteral("name"), tr(label).arg(it.value())},
                           {QStringLiteral("stars"), QLatin1String(id) == QLatin1String("artillery-taken")}};
    }
    return out;
}

QVariantList MacGameDocument::log() const
{
    QVariantList out;
    if (!loaded())
        return out;
    for (const macprint::LogLine &line : macprint::gameLog(*m_state->scenario, *m_state->game, viewerSide(), lang()))
        out << QVariantMap{
            {QStringLiteral("tag"), line.tag},
            {QStringLiteral("text"), line.text},
            {QStringLiteral("dice"), line.dice},
            {QStringLiteral("source"), line.program ? QStringLiteral("program") : QStringLiteral("players")}};
    return out;
}

// ---- files ----------------------------------------------------------------------------------------------------

QString MacGameDocument::newSeed() const { return QString::number(QRandomGenerator::global()->generate64() >> 1); }

bool MacGameDocument::install(Game game, QString *error)
{
    ActionError why;
    // Every open re-checks the program's dice against the seed too: a changed die is refused like a broken rule.
    const std::optional<State> state = replayChecked(*m_state->scenario, game, &why);
    if (!state) {
        *error = why.die >= 0 ? QStringLiteral("%1: %2").arg(why.pointer(), why.message.get(lang()))
                              : tr("entry %1: %2").arg(why.index + 1).arg(why.message.get(lang()));
        return false;
    }
    m_state->game = std::move(game);
    m_state->state = *state;
    return true;
}

void MacGameDocument::changed()
{
    emit gameChanged();
    emit viewChanged();
    emit undoChanged();
}

bool MacGameDocument::newGame(const QVariantMap &settings)
{
    if (!m_state->scenario) {
        setErrorMessage(m_state->scenarioError);
        return false;
    }
    Game game;
    game.scenarioId = m_state->scenario->id;
    const QString seedText = settings.value(QStringLiteral("seed")).toString().trimmed();
    bool ok = true;
    game.seed = seedText.isEmpty() ? newSeed().toULongLong() : seedText.toULongLong(&ok);
    if (!ok) {
        setErrorMessage(tr("The seed must be a whole number, not \"%1\".").arg(seedText));
        return false;
    }
    const int threshold = settings.value(QStringLiteral("threshold"), 0).toInt();
    game.threshold = threshold == m_state->scenario->victory.threshold ? 0 : threshold;
    QString error;
    if (!install(std::move(game), &error)) {
        setErrorMessage(error);
        return false;
    }
    m_state->playersDice = settings.value(QStringLiteral("dice")).toString() == QLatin1String("players");
    m_state->history.clear();
    dropAutosave();
    setFileUrl(QUrl(), true);
    setErrorMessage(QString());
    setModified(true);
    scheduleAutosave();
    seatFirst({});
    changed();
    return true;
}

bool MacGameDocument::canOpen()
{
    if (m_state->scenario)
        return true;
    setErrorMessage(m_state->scenarioError);
    return false;
}

bool MacGameDocument::adopt(const QJsonObject &document, const QString &path, QString *error)
{
    LoadError le;
    auto game = gameFromJson(document, path, &le);
    if (!game) {
        *error = loadErrorText(le, lang(), mac::macPlaces(document));
        return false;
    }
    const std::optional<Game> before = m_state->game;
    const State beforeState = m_state->state;
    QString why;
    if (!install(std::move(*game), &why)) {
        m_state->game = before; // the game shown stays as it was
        m_state->state = beforeState;
        *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    }
    m_state->history.clear();
    // Whose dice: as the last roll was.
    m_state->playersDice = false;
    for (const Action &a : m_state->game->log)
        if (!a.dice.isEmpty())
            m_state->playersDice = !a.dice.last().program;
    return true;
}

QVariantMap MacGameDocument::recentEntry() const
{
    // Listed beside the rosters (home view, File > Open recent) and reopened in the Maciejowice view by its kind.
    if (!loaded())
        return {};
    return {{QStringLiteral("url"), fileUrl()},
            {QStringLiteral("name"), displayName()},
            {QStringLiteral("kind"), QStringLiteral("macgame")},
            {QStringLiteral("stage"), stage()}};
}

bool MacGameDocument::writeGame(const QString &path, QString *error) const
{
    return saveGame(*m_state->game, path, error); // atomic, never over another kind of file
}

SaveKind MacGameDocument::gameSaveKind() const { return mac::gameSave(); }

void MacGameDocument::clearGame()
{
    m_state->game.reset();
    m_state->state = State();
    m_state->history.clear();
}

QJsonObject MacGameDocument::gameJson() const { return loaded() ? gameToJson(*m_state->game) : QJsonObject(); }

MacGameDocument::UndoState MacGameDocument::undoState() const { return undoStateOf(m_state->history); }

// ---- steps ----------------------------------------------------------------------------------------------------

bool MacGameDocument::step(const Action &request, int die, const char *label)
{
    if (!needGame())
        return false;
    Game next = *m_state->game;
    ActionError why;
    // The players' die: the d10 face typed in (0-9, as the scenario's die reads), or for a draw the chit's number in
    // the cup (1..n) as it is.
    std::optional<PhysicalDice> players;
    if (die >= 0)
        players.emplace(QList<int>{die});
    const std::optional<State> state =
        perform(*m_state->scenario, &next, m_state->state, request, players ? &*players : nullptr, &why);
    if (!state) {
        setErrorMessage(why.message.get(lang()));
        return false;
    }
    m_state->history.push(*m_state->game, label);
    m_state->game = std::move(next);
    m_state->state = *state;
    setErrorMessage(QString());
    setModified(true);
    scheduleAutosave();
    changed();
    return true;
}

bool MacGameDocument::choose(const QStringList &commanderIds)
{
    const auto side = viewerSide();
    if (!side) {
        setErrorMessage(tr("Take a side's seat first: the choice is that side's secret."));
        return false;
    }
    Action a;
    a.kind = ActionKind::Choose;
    a.side = *side;
    a.commanders = commanderIds;
    return step(a, -1, QT_TR_NOOP("Secret choice"));
}

bool MacGameDocument::buildPool()
{
    Action a;
    a.kind = ActionKind::BuildPool;
    return step(a, -1, QT_TR_NOOP("Make the pool"));
}

bool MacGameDocument::draw(int die)
{
    Action a;
    a.kind = ActionKind::Draw;
    return step(a, die, QT_TR_NOOP("Draw"));
}

bool MacGameDocument::activate(const QString &commanderId)
{
    Action a;
    a.kind = ActionKind::Activate;
    a.commander = commanderId;
    return step(a, -1, QT_TR_NOOP("Activate"));
}

bool MacGameDocument::endStage()
{
    Action a;
    a.kind = ActionKind::EndStage;
    return step(a, -1, QT_TR_NOOP("End the stage"));
}

bool MacGameDocument::rollPoninski(int die)
{
    Action a;
    a.kind = ActionKind::PoninskiRoll;
    return step(a, die, QT_TR_NOOP("Poniński's roll"));
}

bool MacGameDocument::holdPoninski()
{
    Action a;
    a.kind = ActionKind::PoninskiHold;
    return step(a, -1, QT_TR_NOOP("Hold Poniński back"));
}

bool MacGameDocument::casualtyRoll(const QString &commanderId, const QString &trigger, int die)
{
    Action a;
    a.kind = ActionKind::Casualty;
    a.commander = commanderId;
    // The menu names the table's row; "artillery" carries its distance as "artillery:N".
    if (trigger.startsWith(QLatin1String("artillery:"))) {
        a.trigger = QLatin1String(kTriggerArtillery);
        a.distance = trigger.mid(10).toInt();
    } else {
        a.trigger = trigger;
    }
    return step(a, die, QT_TR_NOOP("Casualty roll"));
}

bool MacGameDocument::loseCommander(const QString &commanderId, const QString &reason)
{
    Action a;
    a.kind = ActionKind::Lose;
    a.commander = commanderId;
    a.trigger = reason;
    return step(a, -1, QT_TR_NOOP("Commander lost"));
}

bool MacGameDocument::victoryEvent(const QString &side, const QString &event, int stars)
{
    const auto s = sideFromId(side);
    if (!s) {
        setErrorMessage(tr("Victory points for \"pl\" or \"ru\", not \"%1\".").arg(side));
        return false;
    }
    Action a;
    a.kind = ActionKind::Vp;
    a.side = *s;
    a.event = event;
    a.stars = stars;
    return step(a, -1, QT_TR_NOOP("Victory points"));
}

void MacGameDocument::undo()
{
    if (!loaded())
        return;
    std::optional<Game> previous = m_state->history.undo(*m_state->game);
    QString error;
    if (previous && install(std::move(*previous), &error)) {
        setModified(true);
        scheduleAutosave();
    }
    changed();
}

void MacGameDocument::redo()
{
    if (!loaded())
        return;
    std::optional<Game> next = m_state->history.redo(*m_state->game);
    QString error;
    if (next && install(std::move(*next), &error)) {
        setModified(true);
        scheduleAutosave();
    }
    changed();
}

} // namespace sztab::gui
