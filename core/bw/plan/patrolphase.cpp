// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patrolphase.h"

#include "bw/plan/deployment.h"
#include "bw/plan/patroldeploy.h"
#include "bw/plan/patrolsight.h"

#include <QJsonArray>

// Readings where B19 6 is silent (docs/rules.md repeats them):
//  - Placing alternates A, B, A …; a player who has placed all his markers is skipped (6.1 "naprzemiennie").
//  - In the move stage a player with no hidden marker left to move or declare stationary is skipped (6.3).
//  - Voluntary reveals (6.4) alternate from A, one marker or a pass each; two passes in a row end the turn's
//    reveals and the next turn's moves begin. A player with no hidden marker passes by himself.
//  - Every shown scout leaves the table (6.4 names two scouts; a scout revealed by a corps is empty all the same).
//  - A revealed corps' marker leaves the table when its corps commander is placed, the last step of 6.4.
//  - When the initiative player chose who shows first (First), the other player's markers wait until the chosen
//    player has shown all his waiting markers.

namespace sztab::plan {

namespace {

Issue refusal(const char *code, const char *section, const QString &path, const QString &pl, const QString &en)
{
    Issue i;
    i.code = QLatin1String(code);
    i.path = path;
    i.section = QLatin1String(section);
    i.message = Text::translated(pl, en);
    return i;
}

QString num(double v) { return QString::number(v, 'f', 2); }
QString pl(Player p) { return QLatin1String(enumName(p)); }
int idx(Player p) { return p == Player::A ? 0 : 1; }

class Replay {
public:
    Replay(const PatrolTable &table, const BattlePlan &battlePlan) : t(table), plan(battlePlan)
    {
        t.unitsA.clear();
        t.unitsB.clear();
        for (const Player p : {Player::A, Player::B})
            for (const QString &id : patrolMarkerIds(p, patrolMarkerCount(t.rules, battlePlan, p))) {
                PatrolMarkerState m;
                m.id = id;
                m.player = p;
                s.markers << m;
            }
        s.next = Player::A;
        if (s.markers.isEmpty())
            finish();
    }

    PatrolState s;

    // Applies one action; the refusals when it breaks a rule (the state then unchanged in what matters).
    QList<Issue> apply(const PatrolAction &a, qsizetype index, PatrolAction *applied, MoveCheck *move,
                       QStringList *revealed)
    {
        const QString path = QStringLiteral("/patrol/actions/%1").arg(index);
        *applied = a;
        const QList<Issue> out = [&]() -> QList<Issue> {
            switch (a.kind) {
            case PatrolActionKind::Place: return place(a, index, path, revealed);
            case PatrolActionKind::Move: return moveMarker(a, index, path, applied, move, revealed);
            case PatrolActionKind::Stay: return stay(a, index, path);
            case PatrolActionKind::Reveal:
            case PatrolActionKind::Pass: return revealOrPass(a, index, path, revealed);
            case PatrolActionKind::First: return first(a, index, path);
            case PatrolActionKind::Show: return show(a, index, path);
            case PatrolActionKind::Deploy: return deploy(a, index, path);
            case PatrolActionKind::General: return general(a, index, path);
            }
            return {};
        }();
        updateDeployTurn(); // a shown corps, a placed commander or a division changes who deploys next (6.4)
        return out;
    }

private:
    PatrolTable t; // with the units deployed so far
    const BattlePlan &plan;
    int passesInRow = 0;
    std::optional<Player> lastDeployer; // 6.4: the alternation of divisions

    void event(qsizetype action, const QString &textPl, const QString &textEn)
    {
        s.events << PatrolEvent{action, Text::translated(textPl, textEn)};
    }

    QList<Issue> notYourTurn(const PatrolAction &a, const QString &path, const char *section)
    {
        const QString who = s.next ? pl(*s.next) : QStringLiteral("-");
        return {refusal("PATROL_NOT_YOUR_TURN", section, path,
                        QStringLiteral("Teraz kolej gracza %1, nie %2").arg(who, pl(a.player)),
                        QStringLiteral("It is player %1's turn, not %2's").arg(who, pl(a.player)))};
    }

    QList<Issue> wrongStage(const QString &path, const char *section)
    {
        const QString stage = patrolStageName(s.stage);
        return {refusal("PATROL_WRONG_STAGE", section, path,
                        QStringLiteral("Nie teraz: faza patroli jest na etapie \u201e%1\u201d").arg(stage),
                        QStringLiteral("Not now: the patrol phase is at the \"%1\" stage").arg(stage))};
    }

    // The player's own marker, or a refusal.
    PatrolMarkerState *own(const PatrolAction &a, const QString &path, const char *section, QList<Issue> *out)
    {
        PatrolMarkerState *m = s.marker(a.marker);
        if (!m || m->player != a.player) {
            *out << refusal("PATROL_UNKNOWN_MARKER", section, path + QStringLiteral("/marker"),
                            QStringLiteral("Gracz %1 nie ma znacznika \u201e%2\u201d").arg(pl(a.player), a.marker),
                            QStringLiteral("Player %1 has no marker \"%2\"").arg(pl(a.player), a.marker));
            return nullptr;
        }
        return m;
    }

    bool hasUnplaced(Player p) const
    {
        return std::any_of(s.markers.cbegin(), s.markers.cend(),
                           [&](const PatrolMarkerState &m) { return m.player == p && !m.placed; });
    }
    bool canMove(Player p) const
    {
        return std::any_of(s.markers.cbegin(), s.markers.cend(), [&](const PatrolMarkerState &m) {
            return m.player == p && m.hidden() && !m.moved && !m.stayed;
        });
    }
    bool hasHidden(Player p) const
    {
        return std::any_of(s.markers.cbegin(), s.markers.cend(),
                           [&](const PatrolMarkerState &m) { return m.player == p && m.hidden(); });
    }

    // Marks markers revealed: `movers` for each the sight range and the enemy markers it was revealed with.
    void reveal(const QList<SightPair> &pairs, qsizetype action, QStringList *revealed)
    {
        for (const SightPair &p : pairs) {
            PatrolMarkerState *a = s.marker(p.a), *b = s.marker(p.b);
            if (!a || !b)
                continue;
            for (PatrolMarkerState *m : {a, b}) {
                PatrolMarkerState *other = m == a ? b : a;
                if (!m->revealed) {
                    m->revealed = true;
                    m->revealedTurn = s.stage == PatrolStage::Placing ? 0 : s.turn;
                    m->movedWhenRevealed = m->moved;
                    m->revealRange = p.range;
                    m->edgeDistanceWhenRevealed = t.fromEnemyEdge(m->player, m->at);
                    s.toShow << m->id;
                    if (revealed)
                        *revealed << m->id;
                }
                if (!m->revealedWith.contains(other->id))
                    m->revealedWith << other->id;
                m->revealRange = std::max(m->revealRange, p.range);
            }
            event(action,
                  QStringLiteral("%1 i %2 widzą się (%3 cala przy zasięgu %4): odkryte")
                      .arg(p.a, p.b, num(p.gap), num(p.range)),
                  QStringLiteral("%1 and %2 see each other (%3\" at a range of %4\"): revealed")
                      .arg(p.a, p.b, num(p.gap), num(p.range)));
        }
    }

    void startMoves()
    {
        s.stage = PatrolStage::Moving;
        for (PatrolMarkerState &m : s.markers) {
            m.moved = false;
            m.stayed = false;
        }
        passesInRow = 0;
        if (canMove(Player::A))
            s.next = Player::A;
        else if (canMove(Player::B))
            s.next = Player::B;
        else
            startReveals();
    }

    void startReveals()
    {
        s.stage = PatrolStage::Revealing;
        passesInRow = 0;
        if (!hasHidden(Player::A) && !hasHidden(Player::B)) {
            s.next.reset();
            return; // nothing hidden: waits for the shows and deployments, or is over
        }
        s.next = hasHidden(Player::A) ? Player::A : Player::B;
    }

    void afterMoveOrStay(Player p)
    {
        const Player o = otherPlayer(p);
        if (canMove(o))
            s.next = o;
        else if (canMove(p))
            s.next = p;
        else
            startReveals();
    }

    void finish()
    {
        s.stage = PatrolStage::Over;
        s.next.reset();
        for (PatrolMarkerState &m : s.markers)
            if (!(m.shown && !m.corps.isEmpty() && !m.commanderPlaced))
                m.removed = true;
    }

    // 6.4: when every corps of both armies is shown the other markers leave.
    void finishIfAllShown()
    {
        for (const Player p : {Player::A, Player::B}) {
            const int corps = p == Player::A ? plan.armies.a.corps : plan.armies.b.corps;
            int shown = 0;
            for (const PatrolMarkerState &m : s.markers)
                if (m.player == p && m.shown && !m.corps.isEmpty())
                    ++shown;
            if (shown < corps)
                return;
        }
        if (s.stage == PatrolStage::Over)
            return;
        s.stage = PatrolStage::Over;
        s.next.reset();
        for (PatrolMarkerState &m : s.markers)
            if (!m.revealed && !m.removed)
                m.removed = true;
        event(-1, QStringLiteral("Wszystkie korpusy odkryte: pozostałe znaczniki schodzą ze stołu"),
              QStringLiteral("Every corps revealed: the remaining markers leave the table"));
    }

    // B19 6.1
    QList<Issue> place(const PatrolAction &a, qsizetype index, const QString &path, QStringList *revealed)
    {
        if (s.stage != PatrolStage::Placing)
            return wrongStage(path, "B19 6.1");
        if (s.next != a.player)
            return notYourTurn(a, path, "B19 6.1");
        QList<Issue> out;
        PatrolMarkerState *m = own(a, path, "B19 6.1", &out);
        if (!m)
            return out;
        if (m->placed)
            return {refusal("PATROL_PLACED_TWICE", "B19 6.1", path + QStringLiteral("/marker"),
                            QStringLiteral("Znacznik %1 już stoi na stole").arg(m->id),
                            QStringLiteral("Marker %1 is already on the table").arg(m->id))};
        if (!isPoint(a.at))
            return {refusal("PATROL_NO_POSITION", "B19 6.1", path + QStringLiteral("/at"),
                            QStringLiteral("Podaj miejsce [x, y]"), QStringLiteral("Give the place [x, y]"))};
        const QPointF at = toPoint(a.at);
        out = checkPlacement(t, a.player, at, s.markersOnTable(), path + QStringLiteral("/at"));
        if (!out.isEmpty())
            return out;
        m->placed = true;
        m->at = at;
        event(index, QStringLiteral("%1 stawia %2 w (%3, %4)").arg(pl(a.player), m->id, num(at.x()), num(at.y())),
              QStringLiteral("%1 places %2 at (%3, %4)").arg(pl(a.player), m->id, num(at.x()), num(at.y())));
        const Player o = otherPlayer(a.player);
        if (hasUnplaced(o))
            s.next = o;
        else if (hasUnplaced(a.player))
            s.next = a.player;
        else {
            // 6.1: markers in sight once all are placed are revealed.
            reveal(sightPairs(t, s.hiddenMarkers()), -1, revealed);
            startMoves();
        }
        return {};
    }

    // B19 6.3
    QList<Issue> moveMarker(const PatrolAction &a, qsizetype index, const QString &path, PatrolAction *applied,
                            MoveCheck *move, QStringList *revealed)
    {
        if (s.stage != PatrolStage::Moving)
            return wrongStage(path, "B19 6.3");
        if (s.next != a.player)
            return notYourTurn(a, path, "B19 6.3");
        QList<Issue> out;
        PatrolMarkerState *m = own(a, path, "B19 6.3", &out);
        if (!m)
            return out;
        if (const auto why = movable(*m, path))
            return {*why};
        Polyline waypoints;
        for (const JsonPoint &p : a.path)
            waypoints << toPoint(p);
        *move = checkMove(t, s.hiddenMarkers(), m->id, waypoints, path + QStringLiteral("/path"));
        if (!move->legal)
            return move->refusals;
        applied->path.clear();
        for (qsizetype i = 1; i < move->path.size(); ++i)
            applied->path << fromPoint(move->path[i]);
        if (applied->path.isEmpty())
            applied->path << fromPoint(move->path.first());
        m->at = move->path.last();
        m->moved = true;
        event(index,
              QStringLiteral("%1 rusza %2 o %3 cala do (%4, %5)%6")
                  .arg(pl(a.player), m->id, num(move->length), num(m->at.x()), num(m->at.y()),
                       move->stopped ? QStringLiteral(": zatrzymany w zasięgu wzroku") : QString()),
              QStringLiteral("%1 moves %2 %3\" to (%4, %5)%6")
                  .arg(pl(a.player), m->id, num(move->length), num(m->at.x()), num(m->at.y()),
                       move->stopped ? QStringLiteral(": stopped in sight") : QString()));
        QList<SightPair> pairs;
        for (const SightPair &p : sightPairs(t, s.hiddenMarkers()))
            if (p.a == m->id || p.b == m->id)
                pairs << p;
        reveal(pairs, -1, revealed);
        afterMoveOrStay(a.player);
        return {};
    }

    std::optional<Issue> movable(const PatrolMarkerState &m, const QString &path)
    {
        if (!m.hidden())
            return refusal("PATROL_MARKER_REVEALED", "B19 6.3", path + QStringLiteral("/marker"),
                           QStringLiteral("Znacznik %1 nie jest już ukryty na stole").arg(m.id),
                           QStringLiteral("Marker %1 is no longer hidden on the table").arg(m.id));
        if (m.moved || m.stayed)
            return refusal("PATROL_MOVED_TWICE", "B19 6.3", path + QStringLiteral("/marker"),
                           QStringLiteral("Znacznik %1 już się ruszył lub został w miejscu w tej turze").arg(m.id),
                           QStringLiteral("Marker %1 has already moved or stayed this turn").arg(m.id));
        return std::nullopt;
    }

    // B19 6.3: declared stationary.
    QList<Issue> stay(const PatrolAction &a, qsizetype index, const QString &path)
    {
        if (s.stage != PatrolStage::Moving)
            return wrongStage(path, "B19 6.3");
        if (s.next != a.player)
            return notYourTurn(a, path, "B19 6.3");
        QList<Issue> out;
        PatrolMarkerState *m = own(a, path, "B19 6.3", &out);
        if (!m)
            return out;
        if (const auto why = movable(*m, path))
            return {*why};
        m->stayed = true;
        event(index, QStringLiteral("%1: %2 zostaje w miejscu").arg(pl(a.player), m->id),
              QStringLiteral("%1: %2 stays where it is").arg(pl(a.player), m->id));
        afterMoveOrStay(a.player);
        return {};
    }

    // B19 6.4: a voluntary reveal, or a pass, after all moves.
    QList<Issue> revealOrPass(const PatrolAction &a, qsizetype index, const QString &path, QStringList *revealed)
    {
        if (s.stage != PatrolStage::Revealing)
            return {refusal("PATROL_REVEAL_TOO_EARLY", "B19 6.4", path,
                            QStringLiteral("Samodzielne odkrycie dopiero po ruchach wszystkich znaczników"),
                            QStringLiteral("A voluntary reveal only after every marker has moved"))};
        if (s.next != a.player)
            return notYourTurn(a, path, "B19 6.4");
        if (a.kind == PatrolActionKind::Pass) {
            ++passesInRow;
            event(index, QStringLiteral("%1 nie odkrywa nic więcej").arg(pl(a.player)),
                  QStringLiteral("%1 reveals nothing more").arg(pl(a.player)));
        } else {
            QList<Issue> out;
            PatrolMarkerState *m = own(a, path, "B19 6.4", &out);
            if (!m)
                return out;
            if (!m->hidden())
                return {refusal("PATROL_MARKER_REVEALED", "B19 6.4", path + QStringLiteral("/marker"),
                                QStringLiteral("Znacznik %1 nie jest już ukryty").arg(m->id),
                                QStringLiteral("Marker %1 is no longer hidden").arg(m->id))};
            passesInRow = 0;
            m->revealed = true;
            m->voluntary = true;
            m->revealedTurn = s.turn;
            m->movedWhenRevealed = m->moved;
            m->edgeDistanceWhenRevealed = t.fromEnemyEdge(m->player, m->at);
            s.toShow << m->id;
            if (revealed)
                *revealed << m->id;
            event(index, QStringLiteral("%1 odkrywa %2 z własnej woli").arg(pl(a.player), m->id),
                  QStringLiteral("%1 reveals %2 of his own will").arg(pl(a.player), m->id));
        }
        const Player o = otherPlayer(a.player);
        if (!hasHidden(o))
            ++passesInRow; // he has nothing to reveal: his pass is taken for him
        if (passesInRow >= 2 || (!hasHidden(Player::A) && !hasHidden(Player::B))) {
            ++s.turn;
            startMoves();
        } else {
            s.next = hasHidden(o) ? o : a.player;
        }
        return {};
    }

    // B19 6.4: the initiative player decides who shows first.
    QList<Issue> first(const PatrolAction &a, qsizetype index, const QString &path)
    {
        if (a.player != Player::A || !a.first)
            return {refusal(
                "PATROL_FIRST_NOT_INITIATIVE", "B19 6.4", path,
                QStringLiteral("Kto odkrywa pierwszy, decyduje gracz A (z inicjatywą), podając \u201efirst\u201d"),
                QStringLiteral("Player A (the initiative) decides who shows first, giving \"first\""))};
        s.showsFirst = a.first;
        event(index, QStringLiteral("A decyduje: pierwszy odkrywa %1").arg(pl(*a.first)),
              QStringLiteral("A decides: %1 shows first").arg(pl(*a.first)));
        return {};
    }

    // B19 6.4: the owner shows what a revealed marker hides.
    QList<Issue> show(const PatrolAction &a, qsizetype index, const QString &path)
    {
        QList<Issue> out;
        PatrolMarkerState *m = own(a, path, "B19 6.4", &out);
        if (!m)
            return out;
        if (!s.toShow.contains(m->id))
            return {refusal("PATROL_SHOW_NOT_REVEALED", "B19 6.4", path + QStringLiteral("/marker"),
                            QStringLiteral("Znacznik %1 nie czeka na odkrycie zawartości").arg(m->id),
                            QStringLiteral("Marker %1 is not waiting to show what it hides").arg(m->id))};
        if (s.showsFirst && *s.showsFirst != a.player)
            for (const QString &id : std::as_const(s.toShow))
                if (const PatrolMarkerState *w = s.marker(id); w && w->player == *s.showsFirst)
                    return {refusal("PATROL_SHOW_ORDER", "B19 6.4", path,
                                    QStringLiteral("Najpierw odkrywa gracz %1 (%2)").arg(pl(w->player), w->id),
                                    QStringLiteral("Player %1 shows first (%2)").arg(pl(w->player), w->id))};
        // An umpire's or the owner's copy checks the shown content against what was written down (6.1).
        if (const auto written = assignmentOf(plan, m->id); written && written->corps != a.corps)
            return {refusal("PATROL_SHOW_MISMATCH", "B19 6.1", path + QStringLiteral("/corps"),
                            QStringLiteral("Znacznik %1 ma zapisane co innego niż pokazano").arg(m->id),
                            QStringLiteral("Marker %1 was assigned something else than is shown").arg(m->id))};
        if (!a.corps.isEmpty())
            for (const PatrolMarkerState &o : std::as_const(s.markers))
                if (o.player == a.player && o.shown && o.corps == a.corps)
                    return {refusal("PATROL_CORPS_TWICE", "B19 6.1", path + QStringLiteral("/corps"),
                                    QStringLiteral("Korpus \u201e%1\u201d odkryto już spod %2").arg(a.corps, o.id),
                                    QStringLiteral("Corps \"%1\" was already shown from %2").arg(a.corps, o.id))};
        s.toShow.removeAll(m->id);
        m->shown = true;
        m->corps = a.corps;
        m->name = a.name;
        if (m->isScout()) {
            m->removed = true;
            event(index, QStringLiteral("%1 pokazuje %2: zwiad, schodzi ze stołu").arg(pl(a.player), m->id),
                  QStringLiteral("%1 shows %2: a scout, it leaves the table").arg(pl(a.player), m->id));
        } else {
            if (s.firstCorps[idx(a.player)].isEmpty())
                s.firstCorps[idx(a.player)] = m->id;
            const QString name = a.name.isEmpty() ? a.corps : a.name;
            const QString order = m->forcedOrder(t.rules);
            event(index,
                  QStringLiteral("%1 pokazuje %2: korpus %3%4")
                      .arg(pl(a.player), m->id, name,
                           order.isEmpty() ? QString() : QStringLiteral(" (ruszył się w tej turze: rozkaz OBRONA)")),
                  QStringLiteral("%1 shows %2: corps %3%4")
                      .arg(pl(a.player), m->id, name,
                           order.isEmpty() ? QString() : QStringLiteral(" (moved this turn: DEFENCE order)")));
        }
        finishIfAllShown();
        return {};
    }

    // A shown corps of the player not yet complete: its commander not placed (6.4 places him last).
    bool deploying(Player p) const
    {
        return std::any_of(s.markers.cbegin(), s.markers.cend(), [&](const PatrolMarkerState &m) {
            return m.player == p && m.shown && !m.corps.isEmpty() && !m.commanderPlaced;
        });
    }
    // 6.4 "gracze wystawiają naprzemiennie po jednej dywizji … O kolejności decyduje gracz z inicjatywą": who
    // deploys the next division while both players deploy; the one finishing his corps first goes on alone.
    void updateDeployTurn()
    {
        if (!deploying(Player::A) && !deploying(Player::B))
            lastDeployer.reset(); // the next corps revealed start again from the player who shows first
        if (s.finishing && !deploying(*s.finishing))
            s.finishing.reset();
        if (s.finishing)
            s.deployNext = s.finishing;
        else if (deploying(Player::A) && deploying(Player::B))
            s.deployNext = lastDeployer ? otherPlayer(*lastDeployer) : s.showsFirst.value_or(Player::A);
        else
            s.deployNext.reset();
    }

    // B19 6.4
    QList<Issue> deploy(const PatrolAction &a, qsizetype index, const QString &path)
    {
        QList<Issue> issues = checkDeploy(t, s, plan, a, path);
        QList<Issue> errors, warnings;
        for (const Issue &i : std::as_const(issues))
            (i.severity == Severity::Error ? errors : warnings) << i;
        if (!errors.isEmpty())
            return errors;
        updateDeployTurn();
        if (s.deployNext && *s.deployNext != a.player)
            return {refusal(
                "PATROL_DEPLOY_NOT_YOUR_TURN", "B19 6.4", path,
                QStringLiteral("Dywizje wystawia się naprzemiennie, po jednej: teraz gracz %1").arg(pl(*s.deployNext)),
                QStringLiteral("Divisions are deployed alternately, one each: player %1 deploys next")
                    .arg(pl(*s.deployNext)))};
        s.warnings << warnings;
        PatrolMarkerState *m = s.marker(a.marker);
        m->divisions << a.division;
        m->dismounted << a.dismounted;
        event(index, QStringLiteral("%1 rozstawia dywizję %2 spod %3").arg(pl(a.player), a.division, m->id),
              QStringLiteral("%1 deploys division %2 from %3").arg(pl(a.player), a.division, m->id));
        // 6.4: the declaration of its cavalry able to dismount, for both players to read.
        for (const DeployedFormation &f : plan.deployment)
            if (f.player == a.player && f.division == a.division)
                for (const FormationUnit &u : f.units)
                    if (u.canDismount) {
                        const bool off = a.dismounted.contains(u.regiment);
                        event(index,
                              QStringLiteral("%1: %2 (6.4)")
                                  .arg(u.regiment, off ? QStringLiteral("spieszona") : QStringLiteral("na koniach")),
                              QStringLiteral("%1: %2 (6.4)")
                                  .arg(u.regiment, off ? QStringLiteral("dismounted") : QStringLiteral("mounted")));
                    }
        for (const DeployedFormation &f : plan.deployment)
            if (f.player == a.player && f.division == a.division) {
                revealByUnits(f, index);
                addUnits(t, f);
            }
        lastDeployer = a.player;
        updateDeployTurn();
        return {};
    }

    // 6.4 "Wystawienie jednostek korpusu może doprowadzić do sytuacji, w której odkryją one oddziały spod znacznika
    // patrolu przeciwnika. W takim wypadku gracz musi najpierw zakończyć rozstawianie swojego korpusu": each base
    // of the new division sees as a marker at its centre would (6.2, measured before its own bases stand there);
    // the hidden enemy markers it sees are revealed, and its player finishes his corps before the other goes on.
    void revealByUnits(const DeployedFormation &f, qsizetype index)
    {
        if (!t.context)
            return;
        bool any = false;
        for (PatrolMarkerState &e : s.markers) {
            if (e.player == f.player || !e.hidden())
                continue;
            for (const Footprint &fp : footprints(*t.context->ruleset, t.context->rules, f)) {
                QPointF centre;
                for (const QPointF &q : fp.outline)
                    centre += q / double(fp.outline.size());
                if (fp.outline.isEmpty() || !seesEachOther(t, centre, e.at))
                    continue;
                e.revealed = true;
                e.revealedTurn = s.stage == PatrolStage::Placing ? 0 : s.turn;
                e.movedWhenRevealed = e.moved;
                e.revealRange = std::max(e.revealRange, sightRange(t, centre, e.at));
                e.edgeDistanceWhenRevealed = t.fromEnemyEdge(e.player, e.at);
                s.toShow << e.id;
                any = true;
                event(index, QStringLiteral("Jednostki dywizji %1 widzą znacznik %2: odkryty").arg(f.division, e.id),
                      QStringLiteral("The units of division %1 see marker %2: revealed").arg(f.division, e.id));
                break;
            }
        }
        if (any)
            s.finishing = f.player;
    }

    // B19 6.4
    QList<Issue> general(const PatrolAction &a, qsizetype index, const QString &path)
    {
        const QList<Issue> issues = checkGeneral(t, s, plan, a, path);
        if (!issues.isEmpty())
            return issues;
        PatrolMarkerState *m = s.marker(a.marker);
        if (a.role == QLatin1String("cinc")) {
            s.cincPlaced[idx(a.player)] = true;
            event(index, QStringLiteral("%1 stawia wodza naczelnego przy %2").arg(pl(a.player), m->id),
                  QStringLiteral("%1 places the commander-in-chief with %2").arg(pl(a.player), m->id));
        } else {
            m->commanderPlaced = true;
            m->removed = true;
            event(
                index,
                QStringLiteral("%1 stawia dowódcę korpusu spod %2; znacznik schodzi ze stołu").arg(pl(a.player), m->id),
                QStringLiteral("%1 places the corps commander from %2; the marker leaves the table")
                    .arg(pl(a.player), m->id));
        }
        return {};
    }
};

} // namespace

const PatrolMarkerState *PatrolState::marker(const QString &id) const
{
    for (const PatrolMarkerState &m : markers)
        if (m.id == id)
            return &m;
    return nullptr;
}

PatrolMarkerState *PatrolState::marker(const QString &id)
{
    for (PatrolMarkerState &m : markers)
        if (m.id == id)
            return &m;
    return nullptr;
}

QList<PatrolMarker> PatrolState::hiddenMarkers() const
{
    QList<PatrolMarker> out;
    for (const PatrolMarkerState &m : markers)
        if (m.hidden())
            out << PatrolMarker{m.id, m.player, m.at};
    return out;
}

QList<PatrolMarker> PatrolState::markersOnTable() const
{
    QList<PatrolMarker> out;
    for (const PatrolMarkerState &m : markers)
        if (m.placed && !m.removed)
            out << PatrolMarker{m.id, m.player, m.at};
    return out;
}

QString patrolStageName(PatrolStage stage)
{
    switch (stage) {
    case PatrolStage::Placing: return QStringLiteral("placing");
    case PatrolStage::Moving: return QStringLiteral("moving");
    case PatrolStage::Revealing: return QStringLiteral("revealing");
    case PatrolStage::Over: return QStringLiteral("over");
    }
    return {};
}

PatrolState patrolState(const PatrolTable &table, const BattlePlan &plan)
{
    Replay r(table, plan);
    if (!plan.patrol)
        return r.s;
    for (qsizetype i = 0; i < plan.patrol->actions.size(); ++i) {
        PatrolAction applied;
        MoveCheck move;
        const QList<Issue> refused = r.apply(plan.patrol->actions[i], i, &applied, &move, nullptr);
        if (!refused.isEmpty()) {
            r.s.problems = refused;
            break;
        }
        r.s.applied = i + 1;
    }
    return r.s;
}

PatrolStep applyPatrolAction(const PatrolTable &table, const BattlePlan &plan, const PatrolAction &action)
{
    PatrolStep step;
    step.plan = plan;
    step.applied = action;
    Replay r(table, plan);
    const qsizetype n = plan.patrol ? plan.patrol->actions.size() : 0;
    for (qsizetype i = 0; i < n; ++i) {
        PatrolAction applied;
        MoveCheck move;
        const QList<Issue> refused = r.apply(plan.patrol->actions[i], i, &applied, &move, nullptr);
        if (!refused.isEmpty()) {
            step.refusals = refused; // the saved phase is broken already: nothing is added to it
            r.s.problems = refused;
            step.state = r.s;
            return step;
        }
        r.s.applied = i + 1;
    }
    step.refusals = r.apply(action, n, &step.applied, &step.move, &step.revealed);
    if (!step.refusals.isEmpty()) {
        step.state = patrolState(table, plan);
        return step;
    }
    r.s.applied = n + 1;
    if (!step.plan.patrol)
        step.plan.patrol = PatrolLog();
    step.plan.patrol->actions << step.applied;
    step.state = r.s;
    step.ok = true;
    return step;
}

QList<PatrolAction> showsFromNotes(const PatrolState &state, const BattlePlan &plan)
{
    QList<PatrolAction> out;
    const Player first = state.showsFirst.value_or(Player::A);
    for (const Player p : {first, otherPlayer(first)})
        for (const QString &id : state.toShow) {
            const PatrolMarkerState *m = state.marker(id);
            if (!m || m->player != p)
                continue;
            const auto written = assignmentOf(plan, id);
            if (!written)
                continue; // the owner's notes are not in this copy
            PatrolAction a;
            a.kind = PatrolActionKind::Show;
            a.player = p;
            a.marker = id;
            a.corps = written->corps;
            a.name = written->name;
            out << a;
        }
    return out;
}

PatrolTable withDeployedUnits(const PatrolTable &table, const PatrolState &state, const BattlePlan &plan)
{
    PatrolTable out = table;
    out.unitsA.clear();
    out.unitsB.clear();
    for (const PatrolMarkerState &m : state.markers)
        for (const QString &division : m.divisions)
            for (const DeployedFormation &f : plan.deployment)
                if (f.player == m.player && f.division == division)
                    addUnits(out, f);
    return out;
}

BattlePlan undoPatrolAction(const BattlePlan &plan)
{
    BattlePlan out = plan;
    if (out.patrol && !out.patrol->actions.isEmpty())
        out.patrol->actions.removeLast();
    return out;
}

QJsonObject patrolStatusJson(const PatrolTable &table, const PatrolState &state, const BattlePlan &plan,
                             std::optional<Player> viewer, const QString &lang)
{
    const auto point = [](QPointF p) { return QJsonArray{p.x(), p.y()}; };
    QJsonArray markers;
    for (const PatrolMarkerState &m : state.markers) {
        QJsonObject o{{QStringLiteral("id"), m.id},          {QStringLiteral("player"), pl(m.player)},
                      {QStringLiteral("placed"), m.placed},  {QStringLiteral("moved"), m.moved},
                      {QStringLiteral("stayed"), m.stayed},  {QStringLiteral("revealed"), m.revealed},
                      {QStringLiteral("removed"), m.removed}};
        if (m.placed) {
            o.insert(QStringLiteral("at"), point(m.at));
            if (!m.removed)
                o.insert(QStringLiteral("inCover"), inCover(table, m.at));
        }
        if (m.revealed) {
            o.insert(QStringLiteral("revealedTurn"), m.revealedTurn);
            o.insert(QStringLiteral("revealedWith"), QJsonArray::fromStringList(m.revealedWith));
            o.insert(QStringLiteral("voluntary"), m.voluntary);
            o.insert(QStringLiteral("movedWhenRevealed"), m.movedWhenRevealed);
            if (m.revealRange > 0)
                o.insert(QStringLiteral("revealRange"), m.revealRange);
        }
        // Content: shown to everyone; before that only to its owner and the umpire.
        if (m.shown) {
            o.insert(QStringLiteral("shown"), true);
            o.insert(QStringLiteral("scout"), m.corps.isEmpty());
            if (!m.corps.isEmpty()) {
                o.insert(QStringLiteral("corps"), m.corps);
                o.insert(QStringLiteral("name"), m.name);
                o.insert(QStringLiteral("order"), m.forcedOrder(table.rules));
                o.insert(QStringLiteral("divisions"), QJsonArray::fromStringList(m.divisions));
                o.insert(QStringLiteral("dismounted"), QJsonArray::fromStringList(m.dismounted));
                o.insert(QStringLiteral("commanderPlaced"), m.commanderPlaced);
            }
        } else if (!viewer || *viewer == m.player) {
            if (const auto written = assignmentOf(plan, m.id)) {
                o.insert(QStringLiteral("scout"), written->corps.isEmpty());
                if (!written->corps.isEmpty()) {
                    o.insert(QStringLiteral("corps"), written->corps);
                    o.insert(QStringLiteral("name"), written->name);
                }
            }
        }
        markers << o;
    }
    QJsonArray sight;
    const PatrolTable live = withDeployedUnits(table, state, plan);
    for (const SightPair &p : sightPairs(live, state.markersOnTable()))
        sight << QJsonObject{{QStringLiteral("a"), p.a},
                             {QStringLiteral("b"), p.b},
                             {QStringLiteral("gap"), p.gap},
                             {QStringLiteral("range"), p.range}};
    QJsonArray events;
    for (const PatrolEvent &e : state.events)
        events << QJsonObject{{QStringLiteral("action"), e.action}, {QStringLiteral("text"), e.text.get(lang)}};
    const auto issues = [&](const QList<Issue> &list) { return issuesToJson(list, lang); };
    QJsonObject out{{QStringLiteral("stage"), patrolStageName(state.stage)},
                    {QStringLiteral("turn"), state.turn},
                    {QStringLiteral("next"), state.next ? QJsonValue(pl(*state.next)) : QJsonValue()},
                    {QStringLiteral("viewer"), viewer ? pl(*viewer) : QStringLiteral("umpire")},
                    {QStringLiteral("markers"), markers},
                    {QStringLiteral("toShow"), QJsonArray::fromStringList(state.toShow)},
                    {QStringLiteral("sight"), sight},
                    {QStringLiteral("events"), events},
                    {QStringLiteral("actions"), state.applied},
                    {QStringLiteral("problems"), issues(state.problems)},
                    {QStringLiteral("warnings"), issues(state.warnings)}};
    if (state.showsFirst)
        out.insert(QStringLiteral("showsFirst"), pl(*state.showsFirst));
    return out;
}

} // namespace sztab::plan
