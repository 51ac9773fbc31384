// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/patrolsession.h"
#include "app/gui/shell/a4printpreview.h"

#include "app/gui/shell/appdata.h"
#include "bw/dataset.h"
#include "bw/plan/deployment.h"
#include "bw/plan/patrolautodeploy.h"
#include "bw/plan/patroldeploy.h"
#include "bw/plan/patrolmarkers.h"
#include "bw/plan/secrets.h"
#include "render/patrol/patrolprint.h"
#include "render/patrol/patrolslip.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace sztab::gui {

using namespace sztab::plan;

namespace {

QString playerName(Player p) { return QString::fromLatin1(enumName(p)); }

std::optional<Player> playerFrom(const QString &name)
{
    if (name == QLatin1String("A"))
        return Player::A;
    if (name == QLatin1String("B"))
        return Player::B;
    return std::nullopt;
}

QString inches(double v, const QString &measure)
{
    const QString n =
        QLocale(isPolish(AppData::instance().language()) ? QLocale::Polish : QLocale::English).toString(v, 'f', 1);
    return measure == QLatin1String("in") ? n + QLatin1Char('"') : n + QLatin1Char(' ') + measure;
}

} // namespace

PatrolSession::PatrolSession(QObject *parent) : QObject(parent)
{
    m_markers = new PlanRowModel(
        {"index",  "id",        "label",    "player",   "x",       "y",          "placed",   "onTable",
         "own",    "corps",     "content",  "revealed", "moved",   "stationary", "defence",  "dismounted",
         "status", "canAssign", "canPlace", "canMove",  "canStay", "canReveal",  "canDeploy"},
        [this] { return markerRows(); }, this);
    connect(this, &PatrolSession::stateChanged, m_markers, &PlanRowModel::refresh);
    connect(&AppData::instance(), &AppData::languageChanged, this, [this] { emit stateChanged(); });
}

void PatrolSession::setDocument(PlanDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &PlanDocument::planChanged, this, &PatrolSession::refresh);
    refresh();
    emit documentChanged();
}

// The core's view of the plan, again after every edit, undo and redo: the rules, the table, the replayed phase.
void PatrolSession::refresh()
{
    m_rules.reset();
    m_table.reset();
    m_state = PatrolState();
    const PlanContext *c = m_document ? m_document->context() : nullptr;
    if (c && c->ruleset)
        m_rules = patrolRules(*c->ruleset);
    if (m_rules) {
        m_table = patrolTable(*c, *m_rules, m_document->plan());
        m_state = patrolState(*m_table, m_document->plan());
    }
    if (!m_selected.isEmpty() && !m_state.marker(m_selected))
        m_selected.clear();
    emit stateChanged();
    emit pictureChanged();
}

bool PatrolSession::available() const { return m_rules.has_value() && m_table.has_value(); }

void PatrolSession::setShown(bool shown)
{
    if (shown == m_shown)
        return;
    m_shown = shown;
    // The screen may be a player's from now on: it starts with the hand-over to whoever acts next.
    if (m_shown && !m_hotSeat.umpire())
        passTo(m_state.next ? playerName(*m_state.next) : QStringLiteral("A"));
    emit stateChanged();
    emit pictureChanged();
}

QString PatrolSession::viewer() const { return m_hotSeat.viewer(); }

std::optional<Player> PatrolSession::seated() const { return playerFrom(m_hotSeat.side()); }

void PatrolSession::setUmpire(bool umpire)
{
    if (umpire == m_hotSeat.umpire() && !m_hotSeat.waiting())
        return;
    m_hotSeat.setUmpire(umpire);
    m_refusal.clear();
    if (!umpire) // from the umpire's view back to a player: through the hand-over, never straight to his screen
        m_hotSeat.passTo(m_state.next ? playerName(*m_state.next) : m_hotSeat.lastSide());
    m_armed.clear();
    m_ghost.reset();
    emit stateChanged();
    emit selectionChanged();
    emit pictureChanged();
}

void PatrolSession::setAutoHandover(bool on)
{
    if (on == m_autoHandover)
        return;
    m_autoHandover = on;
    emit stateChanged();
}

void PatrolSession::passTo(const QString &player)
{
    if (!playerFrom(player))
        return;
    m_hotSeat.passTo(player);
    m_selected.clear();
    m_armed.clear();
    m_ghost.reset();
    m_refusal.clear();
    emit stateChanged();
    emit selectionChanged();
    emit pictureChanged();
}

void PatrolSession::takeSeat()
{
    if (!m_hotSeat.take())
        return;
    emit stateChanged();
    emit pictureChanged();
}

bool PatrolSession::mayAct(Player p) const
{
    if (m_hotSeat.waiting())
        return false;
    return m_hotSeat.umpire() || seated() == p;
}

// ---- what the viewer knows ------------------------------------------------------------------------------------

bool PatrolSession::knowsContent(const PatrolMarkerState &m) const
{
    if (m.shown)
        return true; // shown to both (6.4)
    if (m_hotSeat.waiting())
        return false;
    return m_hotSeat.umpire() || seated() == m.player;
}

QString PatrolSession::contentText(const PatrolMarkerState &m) const
{
    if (!knowsContent(m))
        return QString();
    if (m.shown)
        return m.corps.isEmpty() ? tr("scout") : m.name.isEmpty() ? m.corps : m.name;
    const std::optional<PatrolAssignment> a = assignmentOf(m_document->plan(), m.id);
    if (!a || a->corps.isEmpty())
        return tr("scout");
    return a->name.isEmpty() ? a->corps : a->name;
}

QStringList PatrolSession::corpsNames(Player p) const
{
    QStringList out;
    for (const QVariant &v : corpsChoices(playerName(p)))
        if (const QVariantMap m = v.toMap(); !m.value(QStringLiteral("id")).toString().isEmpty())
            out << m.value(QStringLiteral("name")).toString();
    return out;
}

QVariantList PatrolSession::corpsChoices(const QString &player) const
{
    QVariantList out{QVariantMap{{QStringLiteral("id"), QString()}, {QStringLiteral("name"), tr("scout (no corps)")}}};
    const std::optional<Player> p = playerFrom(player);
    // Only the viewer's own corps (or the umpire's): the other's order of battle is not his to choose from.
    if (!p || !m_document || (!m_hotSeat.umpire() && seated() != p))
        return out;
    const CheckedRoster *roster = m_document->rosterFor(*p);
    if (roster && roster->roster && roster->roster->corps) {
        for (const RosterCorps &c : *roster->roster->corps)
            out << QVariantMap{{QStringLiteral("id"), c.id},
                               {QStringLiteral("name"), c.name.isEmpty() ? c.id : localized(c.name)}};
        return out;
    }
    // Without the roster: the plan's own list of the army's corps ({id, name} under "corpsList", as a demo or an
    // umpire writes it), else as many numbered corps as the army has.
    const ArmyRef &army = *p == Player::A ? m_document->plan().armies.a : m_document->plan().armies.b;
    const QJsonArray listed = army.extras.value(QStringLiteral("corpsList")).toArray();
    if (!listed.isEmpty()) {
        for (const QJsonValue &v : listed) {
            Text name;
            name.assign(v.toObject().value(QStringLiteral("name")));
            out << QVariantMap{{QStringLiteral("id"), v.toObject().value(QStringLiteral("id")).toString()},
                               {QStringLiteral("name"), localized(name)}};
        }
        return out;
    }
    for (int i = 1; i <= army.corps; ++i)
        out << QVariantMap{{QStringLiteral("id"), QString::number(i)}, {QStringLiteral("name"), tr("Corps %1").arg(i)}};
    return out;
}

QString PatrolSession::step() const
{
    if (!available())
        return QString();
    switch (m_state.stage) {
    case PatrolStage::Placing: return QStringLiteral("place");
    case PatrolStage::Moving: return QStringLiteral("move");
    case PatrolStage::Revealing: return QStringLiteral("reveal");
    case PatrolStage::Over: return QStringLiteral("done");
    }
    return QString();
}

QString PatrolSession::whoseTurn() const { return m_state.next ? playerName(*m_state.next) : QString(); }

QString PatrolSession::deployNext() const
{
    if (m_state.deployNext)
        return playerName(*m_state.deployNext);
    // One player alone deploys a shown corps: it goes on the table before anything else (6.4 "od razu").
    for (const PatrolMarkerState &m : m_state.markers)
        if (m.shown && !m.corps.isEmpty() && !m.commanderPlaced)
            return playerName(m.player);
    return {};
}

QString PatrolSession::phaseText() const
{
    if (!available())
        return QString();
    const QString who = whoseTurn();
    if (const QString deployer = deployNext(); !deployer.isEmpty() && !firstToChoose() && m_state.toShow.isEmpty())
        return tr("Revealed corps on the table (B19 6.4): player %1 deploys the next division").arg(deployer);
    switch (m_state.stage) {
    case PatrolStage::Placing: return tr("Placing markers (B19 6.1): player %1 places one").arg(who);
    case PatrolStage::Moving:
        return tr("Turn %1, moves (B19 6.3): player %2 moves a marker").arg(m_state.turn).arg(who);
    case PatrolStage::Revealing:
        return tr("Turn %1, voluntary reveals (B19 6.4): player %2 reveals a marker or passes")
            .arg(m_state.turn)
            .arg(who);
    case PatrolStage::Over: return tr("The patrol phase is over: every corps is on the table.");
    }
    return QString();
}

QString PatrolSession::hintText() const
{
    if (!available() || m_hotSeat.waiting())
        return QString();
    if (firstToChoose())
        return mayAct(Player::A)
            ? tr("Markers were revealed: as the initiative player, choose who shows first (B19 6.4).")
            : tr("Markers were revealed: player A chooses who shows first (B19 6.4). Pass the computer to A.");
    if (const QString deployer = deployNext(); !deployer.isEmpty() && m_state.toShow.isEmpty()) {
        const std::optional<Player> p = playerFrom(deployer);
        return p && mayAct(*p) ? tr("Select your revealed marker and press Deploy division (B19 6.4).")
                               : tr("Player %1 deploys the next division: pass the computer.").arg(deployer);
    }
    const std::optional<Player> next = m_state.next;
    if (next && !mayAct(*next))
        return tr("It is player %1's turn: pass the computer.").arg(playerName(*next));
    QString hint;
    switch (m_state.stage) {
    case PatrolStage::Placing: hint = tr("Press Place beside a marker, then click in your deployment zone."); break;
    case PatrolStage::Moving:
        hint =
            tr("Drag one of your markers (it stops where it would see or be seen), or select it and press Stays put.");
        break;
    case PatrolStage::Revealing: hint = tr("Select a marker and press Reveal, or pass."); break;
    case PatrolStage::Over: break;
    }
    return m_notice.isEmpty() ? hint : m_notice + QLatin1Char('\n') + hint;
}

bool PatrolSession::canPass() const
{
    return available() && m_state.stage == PatrolStage::Revealing && m_state.next && mayAct(*m_state.next);
}

bool PatrolSession::firstToChoose() const { return available() && !m_state.toShow.isEmpty() && !m_state.showsFirst; }

int PatrolSession::revealedCount() const
{
    int n = 0;
    for (const PatrolMarkerState &m : m_state.markers)
        n += m.revealed ? 1 : 0;
    return n;
}

void PatrolSession::setSelectedMarker(const QString &id)
{
    if (id == m_selected)
        return;
    m_selected = id;
    emit selectionChanged();
    emit pictureChanged();
}

void PatrolSession::setArmedMarker(const QString &id)
{
    if (id == m_armed)
        return;
    m_armed = id;
    emit selectionChanged();
}

QString PatrolSession::armedLabel() const { return m_armed; }

PlanRowModel::Rows PatrolSession::markerRows() const
{
    PlanRowModel::Rows out;
    if (!available() || !m_shown || m_hotSeat.waiting())
        return out; // nobody seated: nothing at all
    const QString measure = m_document->context()->frame.measure;
    const QMap<QString, QString> forced = forcedOrders(*m_rules, m_state);
    int index = 0;
    for (const PatrolMarkerState &m : m_state.markers) {
        const bool own = m_hotSeat.umpire() || seated() == m.player;
        const bool turn = m_state.next == m.player && mayAct(m.player);
        const bool hidden = m.hidden();
        const QString content = contentText(m);
        QString status;
        if (!m.placed)
            status = tr("not placed yet");
        else if (m.removed)
            status = tr("off the table");
        else if (m.revealed)
            status = content.isEmpty() ? tr("revealed, waiting to be shown") : tr("revealed: %1").arg(content);
        else
            status = tr("hidden");
        if (m.moved)
            status += tr(", moved this turn");
        if (m.stayed)
            status += tr(", stays put this turn");
        if (forced.contains(m.id) && !forced.value(m.id).isEmpty())
            status += tr(", DEFENCE (B19 6.5)");
        if (own && !m.revealed && !content.isEmpty())
            status += QStringLiteral(" — ") + tr("hides: %1").arg(content);
        const std::optional<PatrolAssignment> a = own ? assignmentOf(m_document->plan(), m.id) : std::nullopt;
        out << QVariantMap{
            {QStringLiteral("index"), index++},
            {QStringLiteral("id"), m.id},
            {QStringLiteral("label"), m.id},
            {QStringLiteral("player"), playerName(m.player)},
            {QStringLiteral("x"), m.at.x()},
            {QStringLiteral("y"), m.at.y()},
            {QStringLiteral("placed"), m.placed},
            {QStringLiteral("onTable"), m.placed && !m.removed},
            {QStringLiteral("own"), own},
            {QStringLiteral("corps"), a ? a->corps : QString()},
            {QStringLiteral("content"), content},
            {QStringLiteral("revealed"), m.revealed},
            {QStringLiteral("moved"), m.moved},
            {QStringLiteral("stationary"), m.stayed},
            {QStringLiteral("defence"), forced.contains(m.id) && !forced.value(m.id).isEmpty()},
            {QStringLiteral("dismounted"), m.dismounted.join(QStringLiteral(", "))}, // 6.4: public once deployed
            {QStringLiteral("status"), status},
            {QStringLiteral("canAssign"), own && m_state.stage == PatrolStage::Placing},
            {QStringLiteral("canPlace"), own && !m.placed && turn && m_state.stage == PatrolStage::Placing},
            {QStringLiteral("canMove"),
             own && hidden && turn && m_state.stage == PatrolStage::Moving && !m.moved && !m.stayed},
            {QStringLiteral("canStay"),
             own && hidden && turn && m_state.stage == PatrolStage::Moving && !m.moved && !m.stayed},
            {QStringLiteral("canReveal"), own && hidden && turn && m_state.stage == PatrolStage::Revealing},
            {QStringLiteral("canDeploy"),
             own && m.shown && !m.corps.isEmpty() && !m.commanderPlaced && !m.removed && mayAct(m.player)
                 && (!m_state.deployNext || *m_state.deployNext == m.player)}};
        Q_UNUSED(measure);
    }
    return out;
}

QVariantMap PatrolSession::zone(const QString &player) const
{
    const std::optional<Player> p = playerFrom(player);
    if (!available() || !p)
        return {};
    const QRectF z = m_table->zone(*p);
    return {{QStringLiteral("x"), z.x()},
            {QStringLiteral("y"), z.y()},
            {QStringLiteral("width"), z.width()},
            {QStringLiteral("depth"), z.height()}};
}

QVariantMap PatrolSession::marker(const QString &id) const
{
    for (const QVariantMap &row : m_markers->rows())
        if (row.value(QStringLiteral("id")).toString() == id)
            return row;
    return {};
}

// ---- the map --------------------------------------------------------------------------------------------------

PatrolPicture PatrolSession::picture() const
{
    PatrolPicture pic;
    if (!shown() || m_hotSeat.waiting())
        return pic;
    pic.defenceText = tr("DEFENCE");
    const QMap<QString, QString> forced = forcedOrders(*m_rules, m_state);
    QList<PatrolMarker> sightOf;
    for (const PatrolMarkerState &m : m_state.markers) {
        if (!m.placed || m.removed)
            continue;
        MarkerMark mark;
        mark.at = m.at;
        mark.radius = m_table->radius();
        mark.label = m.id;
        mark.playerA = m.player == Player::A;
        mark.content = contentText(m);
        mark.revealed = m.revealed;
        mark.defence = forced.contains(m.id) && !forced.value(m.id).isEmpty();
        mark.moved = m.moved;
        mark.stationary = m.stayed;
        mark.selected = m.id == m_selected;
        pic.markers << mark;
        // Sight areas: the viewer's own hidden markers (the umpire's: all); the other's are not his to see.
        if (m.hidden() && (m_hotSeat.umpire() || seated() == m.player))
            sightOf << PatrolMarker{m.id, m.player, m.at};
    }
    for (const MarkerSight &s : markerSight(*m_table, sightOf, true))
        pic.sight << SightArea{QPolygonF(QList<QPointF>(s.area)), s.player == Player::A};
    pic.ghost = m_ghost;
    return pic;
}

QString PatrolSession::markerAtTable(double x, double y, double grabUnits) const
{
    if (!shown() || m_hotSeat.waiting())
        return QString();
    const double reach = m_table->radius() + grabUnits;
    QString best;
    double bestDistance = reach;
    for (const PatrolMarkerState &m : m_state.markers) {
        if (!m.placed || m.removed)
            continue;
        const double d = std::hypot(m.at.x() - x, m.at.y() - y);
        if (d <= bestDistance) {
            best = m.id;
            bestDistance = d;
        }
    }
    return best;
}

// ---- actions --------------------------------------------------------------------------------------------------

void PatrolSession::refuse(const QList<Issue> &issues)
{
    const QString lang = AppData::instance().language();
    QStringList lines;
    // The rule's section and the message: the code is for tools (bwn --json), not for players.
    for (const Issue &i : issues)
        lines << (i.section.isEmpty() ? i.message.get(lang)
                                      : QStringLiteral("%1: %2").arg(i.section, i.message.get(lang)));
    m_refusal = lines.isEmpty() ? tr("The move is not allowed.") : lines.join(QLatin1Char('\n'));
    emit stateChanged();
}

bool PatrolSession::act(const PatrolAction &action, const char *undoText)
{
    if (!available() || !m_document)
        return false;
    if (!mayAct(action.player)) {
        m_refusal = tr("It is not player %1's screen: pass the computer first.").arg(playerName(action.player));
        emit stateChanged();
        return false;
    }
    const PatrolStep step = applyPatrolAction(*m_table, m_document->plan(), action);
    if (!step.ok) {
        refuse(step.refusals);
        return false;
    }
    m_refusal.clear();
    m_notice.clear();
    const QString measure = m_document->context()->frame.measure;
    if (action.kind == PatrolActionKind::Move && step.move.stopped)
        m_notice =
            tr("%1 stopped after %2 of %3 (B19 6.3): it came into sight.")
                .arg(action.marker, inches(step.move.length, measure), inches(step.move.requestedLength, measure));
    if (!step.revealed.isEmpty())
        m_notice += (m_notice.isEmpty() ? QString() : QStringLiteral(" "))
            + tr("Revealed: %1.").arg(step.revealed.join(QStringLiteral(", ")));
    if (!m_document->applyEdit(step.plan, undoText))
        return false;
    showRevealed();
    handOverIfNeeded();
    return true;
}

// 6.4: what a revealed marker hides is shown once the initiative player has said who shows first; the notes of
// both players are in the hot seat's plan, so the core's Show actions come from them in the order 6.4 asks.
void PatrolSession::showRevealed()
{
    if (!available() || !m_state.showsFirst)
        return;
    for (int guard = 0; guard < 200; ++guard) {
        const QList<PatrolAction> shows = showsFromNotes(m_state, m_document->plan());
        if (shows.isEmpty())
            return;
        const PatrolStep step = applyPatrolAction(*m_table, m_document->plan(), shows.first());
        if (!step.ok) {
            refuse(step.refusals);
            return;
        }
        if (!m_document->applyEdit(step.plan, QT_TR_NOOP("Show patrol marker")))
            return;
    }
}

void PatrolSession::handOverIfNeeded()
{
    if (!m_autoHandover || m_hotSeat.umpire())
        return;
    // 6.4: while markers wait for A's choice of who shows first, the screen goes to A; while a revealed corps is
    // being deployed, to whoever deploys the next division; otherwise to whoever acts next.
    const QString to = firstToChoose() ? QStringLiteral("A")
        : !deployNext().isEmpty()      ? deployNext()
        : m_state.next                 ? playerName(*m_state.next)
                                       : QString();
    if (to.isEmpty())
        return;
    if (to != m_hotSeat.lastSide())
        passTo(to);
}

bool PatrolSession::assign(const QString &marker, const QString &corps)
{
    const std::optional<Player> p = patrolMarkerOwner(marker);
    if (!available() || !p)
        return false;
    if (!mayAct(*p)) {
        m_refusal = tr("Only player %1 assigns his markers.").arg(playerName(*p));
        emit stateChanged();
        return false;
    }
    BattlePlan next = m_document->plan();
    std::optional<PlayerNotes> &notes = *p == Player::A ? next.notes.a : next.notes.b;
    if (!notes)
        notes = PlayerNotes();
    QList<PatrolAssignment> list;
    QString name;
    for (const QVariant &v : corpsChoices(playerName(*p)))
        if (v.toMap().value(QStringLiteral("id")).toString() == corps)
            name = v.toMap().value(QStringLiteral("name")).toString();
    // One corps on one marker (6.1): choosing it here takes it off the marker it was on.
    for (const PatrolAssignment &a : notes->patrolAssignments)
        if (a.marker != marker && (corps.isEmpty() || a.corps != corps))
            list << a;
    if (!corps.isEmpty())
        list << PatrolAssignment{marker, corps, name};
    const QString path = QStringLiteral("/notes/%1/patrolAssignments").arg(playerName(*p));
    const QList<Issue> issues = checkAssignments(*m_rules, next, *p, list, path);
    if (!issues.isEmpty()) {
        refuse(issues);
        return false;
    }
    notes->patrolAssignments = list;
    m_refusal.clear();
    return m_document->applyEdit(next, QT_TR_NOOP("Assign a corps to a patrol marker"));
}

bool PatrolSession::place(const QString &marker, double x, double y)
{
    const std::optional<Player> p = patrolMarkerOwner(marker);
    if (!p)
        return false;
    PatrolAction a;
    a.kind = PatrolActionKind::Place;
    a.player = *p;
    a.marker = marker;
    a.at = {x, y};
    const bool ok = act(a, QT_TR_NOOP("Place patrol marker"));
    if (ok) {
        m_armed.clear();
        emit selectionChanged();
    }
    return ok;
}

bool PatrolSession::canMove(const QString &marker) const
{
    for (const QVariantMap &row : m_markers->rows())
        if (row.value(QStringLiteral("id")).toString() == marker)
            return row.value(QStringLiteral("canMove")).toBool();
    return false;
}

void PatrolSession::previewMove(const QString &marker, double x, double y)
{
    const PatrolMarkerState *m = available() ? m_state.marker(marker) : nullptr;
    if (!m || !canMove(marker))
        return;
    const MoveCheck check = checkMove(*m_table, m_state.hiddenMarkers(), marker, Polyline{QPointF(x, y)});
    MoveGhost g;
    g.from = m->at;
    g.wanted = QPointF(x, y);
    g.radius = m_table->radius();
    g.refused = !check.legal;
    g.shortened = check.stopped;
    g.to = check.legal && !check.path.isEmpty() ? check.path.last() : g.wanted;
    const QString measure = m_document->context()->frame.measure;
    g.text = g.refused ? (check.refusals.isEmpty() ? tr("not allowed")
                                                   : check.refusals.first().message.get(AppData::instance().language()))
        : g.shortened  ? tr("stops at %1").arg(inches(check.length, measure))
                       : inches(check.length, measure);
    m_ghost = g;
    emit pictureChanged();
}

void PatrolSession::clearPreview()
{
    m_ghost.reset();
    emit pictureChanged();
}

bool PatrolSession::move(const QString &marker, double x, double y)
{
    m_ghost.reset();
    const std::optional<Player> p = patrolMarkerOwner(marker);
    if (!p)
        return false;
    PatrolAction a;
    a.kind = PatrolActionKind::Move;
    a.player = *p;
    a.marker = marker;
    a.path = {{x, y}};
    const bool ok = act(a, QT_TR_NOOP("Move patrol marker"));
    emit pictureChanged();
    return ok;
}

bool PatrolSession::stayStationary(const QString &marker)
{
    const std::optional<Player> p = patrolMarkerOwner(marker);
    if (!p)
        return false;
    PatrolAction a;
    a.kind = PatrolActionKind::Stay;
    a.player = *p;
    a.marker = marker;
    return act(a, QT_TR_NOOP("Patrol marker stays put"));
}

bool PatrolSession::reveal(const QString &marker)
{
    const std::optional<Player> p = patrolMarkerOwner(marker);
    if (!p)
        return false;
    PatrolAction a;
    a.kind = PatrolActionKind::Reveal;
    a.player = *p;
    a.marker = marker;
    return act(a, QT_TR_NOOP("Reveal patrol marker"));
}

bool PatrolSession::pass()
{
    if (!m_state.next)
        return false;
    PatrolAction a;
    a.kind = PatrolActionKind::Pass;
    a.player = *m_state.next;
    return act(a, QT_TR_NOOP("Pass"));
}

bool PatrolSession::chooseFirst(const QString &player)
{
    const std::optional<Player> p = playerFrom(player);
    if (!p)
        return false;
    PatrolAction a;
    a.kind = PatrolActionKind::First;
    a.player = Player::A; // 6.4: the initiative player decides
    a.first = *p;
    return act(a, QT_TR_NOOP("Who shows first"));
}

// 6.4: the revealed corps' next division out of its owner's roster (core/bw/plan/patrolautodeploy.h lays it out and
// checks it, the alternation with the other player included; the commanders follow the last division); the
// divisions are then the plan's own deployment, re-checked like any other.
QVariantList PatrolSession::dismountChoices(const QString &marker) const
{
    const PatrolMarkerState *m = available() ? m_state.marker(marker) : nullptr;
    if (!m || !m->shown || m->corps.isEmpty() || !mayAct(m->player))
        return {};
    const CheckedRoster *roster = m_document->rosterFor(m->player);
    if (!roster || !roster->bound)
        return {};
    QVariantList out;
    if (const auto next = nextDivisionOf(*m_document->context(), *m_table, m_document->plan(), *roster->bound, marker))
        for (const FormationUnit &u : next->units)
            if (u.canDismount)
                out << QVariantMap{{QStringLiteral("regiment"), u.regiment}};
    return out;
}

bool PatrolSession::deploy(const QString &marker, const QStringList &dismounted)
{
    const PatrolMarkerState *m = available() ? m_state.marker(marker) : nullptr;
    if (!m || !m->shown || m->corps.isEmpty())
        return false;
    const Player p = m->player;
    if (!mayAct(p)) {
        m_refusal = tr("It is not player %1's screen: pass the computer first.").arg(playerName(p));
        emit stateChanged();
        return false;
    }
    const CheckedRoster *roster = m_document->rosterFor(p);
    if (!roster || !roster->bound || !roster->roster || !roster->roster->corps) {
        m_refusal =
            tr("Player %1's roster is needed to deploy his corps (Roster of %1… in the planner).").arg(playerName(p));
        emit stateChanged();
        return false;
    }
    // The layout and every rule of 6.4 are the core's; the session only hands the result to the document.
    const PatrolStep step =
        deployNextDivision(*m_document->context(), *m_table, m_document->plan(), *roster->bound, marker, dismounted);
    if (!step.ok) {
        refuse(step.refusals);
        return false;
    }
    m_refusal.clear();
    const bool ok = m_document->applyEdit(step.plan, QT_TR_NOOP("Deploy a division"));
    if (ok)
        handOverIfNeeded();
    return ok;
}

// ---- paper ----------------------------------------------------------------------------------------------------

bool PatrolSession::saveSlip(const QString &player, const QUrl &url, bool blank)
{
    const std::optional<Player> p = playerFrom(player);
    if (!available() || !p || !m_document)
        return false;
    // A player's slip from his own screen (or the umpire's): never the other's secrets.
    if (!blank && !m_hotSeat.umpire() && seated() != p) {
        m_refusal = tr("Only player %1 prints his slip.").arg(player);
        emit stateChanged();
        return false;
    }
    const std::optional<QString> path = m_document->pdfTarget(url);
    if (!path)
        return false;
    const patrolprint::PatrolSlip slip =
        patrolprint::slipFor(*m_rules, m_document->plan(), *p, corpsNames(*p), AppData::instance().language(), blank);
    QString error;
    if (!patrolprint::writeSlipPdf(slip, *path, &error)) {
        m_document->setErrorMessage(error);
        return false;
    }
    return true;
}

// Both players' blank slips in one PDF: the markers' numbers, no assignment of either.
bool PatrolSession::saveBlankSlips(const QUrl &url)
{
    if (!available() || !m_document)
        return false;
    const std::optional<QString> path = m_document->pdfTarget(url);
    if (!path)
        return false;
    const QString lang = AppData::instance().language();
    patrolprint::PatrolSlip a = patrolprint::slipFor(*m_rules, m_document->plan(), Player::A, {}, lang, true);
    const patrolprint::PatrolSlip b = patrolprint::slipFor(*m_rules, m_document->plan(), Player::B, {}, lang, true);
    a.player = QStringLiteral("A / B");
    a.rows += b.rows;
    a.army.clear();
    QString error;
    if (!patrolprint::writeSlipPdf(a, *path, &error)) {
        m_document->setErrorMessage(error);
        return false;
    }
    return true;
}

bool PatrolSession::saveCard(const QUrl &url)
{
    if (!available() || !m_document)
        return false;
    const std::optional<QString> path = m_document->pdfTarget(url);
    if (!path)
        return false;
    patrolprint::PatrolCard card;
    card.lang = AppData::instance().language();
    card.ruleset = localized(m_document->context()->ruleset->name);
    card.numbers = patrolprint::cardNumbers(*m_rules, m_document->context()->frame.measure);
    QString error;
    if (!patrolprint::writeCardPdf(card, *path, &error)) {
        m_document->setErrorMessage(error);
        return false;
    }
    return true;
}

namespace {
template <class Paint> bool preview(const QString &title, Paint paint)
{
    const A4PrintResult printed = showA4PrintPreview(print::A4Document{title, 600, paint}, title);
    return printed.accepted && printed.painted;
}
} // namespace

bool PatrolSession::printSlip(const QString &player, bool blank)
{
    const std::optional<Player> p = playerFrom(player);
    if (!available() || !p || (!blank && !m_hotSeat.umpire() && seated() != p))
        return false;
    const patrolprint::PatrolSlip slip =
        patrolprint::slipFor(*m_rules, m_document->plan(), *p, corpsNames(*p), AppData::instance().language(), blank);
    return preview(tr("Print the patrol slip of player %1").arg(player),
                   [&](QPagedPaintDevice *device) { return patrolprint::paintSlip(slip, device); });
}

bool PatrolSession::printCard()
{
    if (!available())
        return false;
    patrolprint::PatrolCard card;
    card.lang = AppData::instance().language();
    card.ruleset = localized(m_document->context()->ruleset->name);
    card.numbers = patrolprint::cardNumbers(*m_rules, m_document->context()->frame.measure);
    return preview(tr("Print the marker reference card"),
                   [&](QPagedPaintDevice *device) { return patrolprint::paintCard(card, device); });
}

// ---- the demo -------------------------------------------------------------------------------------------------

QString PatrolSession::demoPlanPath()
{
    return DataSet::bundledDataDir() + QStringLiteral("/plans/demo-gettysburg-patrol.bwplan");
}

bool PatrolSession::openDemo()
{
    if (!m_document)
        return false;
    const QString path = demoPlanPath();
    if (!QFileInfo::exists(path)) {
        m_document->setErrorMessage(tr("%1: the patrol demo is not installed.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    if (!m_document->openAsNew(QUrl::fromLocalFile(path)))
        return false;
    m_hotSeat.setUmpire(false);
    m_shown = false;
    setShown(true);
    return true;
}

} // namespace sztab::gui
