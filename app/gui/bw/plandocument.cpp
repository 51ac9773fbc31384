// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/plandocument.h"

#include "app/gui/shell/appdata.h"
#include "bw/dataset.h"
#include "foundation/document.h"
#include "app/gui/bw/planhandles.h"
#include "bw/battleframe.h"
#include "bw/plan/patrolrules.h"
#include "bw/plan/deployment.h"
#include "bw/plan/generate.h"
#include "bw/initiative.h"
#include "bw/places.h"
#include "bw/plan/checklist.h"
#include "bw/plan/objectives.h"
#include "bw/plan/planedit.h"
#include "bw/plan/planpregame.h"
#include "render/tablemap/planmap.h"
#include "foundation/savetarget.h"
#include "bw/plan/secrets.h"
#include "bw/filekinds.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QRandomGenerator>

#include <cmath>

namespace sztab::gui {

using namespace sztab::plan;

namespace {

std::optional<Player> playerFrom(const QString &name)
{
    if (name == QLatin1String("A"))
        return Player::A;
    if (name == QLatin1String("B"))
        return Player::B;
    return std::nullopt;
}

QString playerName(Player p) { return QString::fromLatin1(enumName(p)); }

void shift(JsonPoint &p, double dx, double dy)
{
    if (isPoint(p))
        p = {p[0] + dx, p[1] + dy};
}

// The undo text of a notes edit: consecutive ones of one session share a step (PlanDocument::apply).
constexpr const char *kEditNotes = QT_TRANSLATE_NOOP("sztab::gui::PlanDocument", "Edit notes");

// "/terrain/3/line/0" -> ("terrain", 3); ("", -1) when the pointer names no list entry.
std::pair<QString, int> pointerEntry(const QString &pointer)
{
    const QStringList parts = pointer.split(QLatin1Char('/'));
    if (parts.size() < 3)
        return {QString(), -1};
    bool ok = false;
    const int i = parts[2].toInt(&ok);
    return {parts[1], ok ? i : -1};
}

} // namespace

PlanDocument::PlanDocument(QObject *parent) : DocumentBase(QStringLiteral("plan"), parent)
{
    auto model = [this](QList<QByteArray> roles, PlanRowModel::Rows (PlanDocument::*rows)() const) {
        return new PlanRowModel(
            roles, [this, rows] { return (this->*rows)(); }, this);
    };
    m_checks = model({"severity", "code", "section", "message", "path", "piece", "formation", "ambush"},
                     &PlanDocument::checkRows);
    m_allowance =
        model({"type", "player", "kind", "name", "min", "max", "count", "next", "state"}, &PlanDocument::allowanceRows);
    m_sides = model({"id", "name"}, &PlanDocument::sideRows);
    m_paletteTypes = model({"type", "variant", "name", "line"}, &PlanDocument::paletteRows);
    m_pieces = model({"index", "id", "type", "name", "owner", "order", "kind", "level", "x", "y", "objective", "shape",
                      "points", "rotation"},
                     &PlanDocument::pieceRows);
    m_formations = model({"index", "player", "name", "formation", "facing", "x", "y"}, &PlanDocument::formationRows);
    m_objectives = model({"slot", "piece", "value"}, &PlanDocument::objectiveRows);
    m_ambushes = model({"index", "regiment", "x", "y"}, &PlanDocument::ambushRows);
    // Every list follows the plan (and the language, and the secrets shown: both emit planChanged too).
    connect(this, &PlanDocument::planChanged, this, [this] {
        for (PlanRowModel *m :
             {m_checks, m_allowance, m_sides, m_paletteTypes, m_pieces, m_formations, m_objectives, m_ambushes})
            m->refresh();
    });
    connect(&AppData::instance(), &AppData::languageChanged, this, [this] {
        ++m_revision;
        emit planChanged();
        emit undoChanged();
    });
}

// Unsaved edits the player did not discard stay in the autosave (the base can no longer read the content).
PlanDocument::~PlanDocument() { keepUnsavedEdits(); }

// ---- state ----------------------------------------------------------------------------------------------------

QString PlanDocument::displayName() const
{
    if (!fileUrl().isEmpty())
        return QFileInfo(fileUrl().toLocalFile()).completeBaseName();
    return tr("Untitled battle");
}

const Ruleset *PlanDocument::ruleset() const
{
    const DataSet &data = AppData::instance().data();
    if (!m_plan.ruleset.isEmpty())
        return data.ruleset(m_plan.ruleset);
    const QStringList ids = data.rulesetIds();
    return ids.isEmpty() ? nullptr : data.ruleset(ids.first());
}

QStringList PlanDocument::tableSizes() const
{
    const Ruleset *r = ruleset();
    return r ? sztab::tableSizes(*r) : QStringList();
}

std::optional<Player> PlanDocument::notesShown() const { return playerFrom(m_secretsOf); }

std::optional<QString> PlanDocument::pdfTarget(const QUrl &url)
{
    return saveTarget(url, pdfSave(), QT_TR_NOOP("save the PDF"));
}

QStringList PlanDocument::secretPlayers() const
{
    QStringList out;
    if (!loaded())
        return out;
    for (const Player p : {Player::A, Player::B})
        if (plan::holdsSecretsOf(m_plan, p))
            out << (p == Player::A ? QStringLiteral("A") : QStringLiteral("B"));
    return out;
}

void PlanDocument::setSecretsOf(const QString &player)
{
    QString p = playerFrom(player) ? player : QString();
    if (!p.isEmpty() && !secretPlayers().contains(p)) {
        setErrorMessage(tr("This copy of the plan was exported for player %1: it holds no secrets of player %2.")
                            .arg(secretPlayers().value(0), p));
        p.clear();
    }
    if (p == m_secretsOf)
        return;
    m_secretsOf = p;
    m_notesStepOpen = false;
    ++m_revision;
    emit secretsOfChanged();
    emit planChanged();
}

void PlanDocument::setDeployFirst(const QString &player)
{
    if (!playerFrom(player) || player == m_deployFirst)
        return;
    m_deployFirst = player;
    emit planChanged();
}

// ---- installing a plan ----------------------------------------------------------------------------------------

bool PlanDocument::install(BattlePlan next, QString *error)
{
    const Ruleset *r = AppData::instance().data().ruleset(next.ruleset);
    if (!r) {
        *error = tr("Unknown ruleset \"%1\".").arg(next.ruleset);
        return false;
    }
    QString why;
    auto context = planContext(*r, next, &why);
    if (!context) {
        *error = why;
        return false;
    }
    plan::refreshObjectiveValues(next, context->frame); // the armies may have changed the battle's size
    m_report = checkPlan(*context, next);
    m_plan = std::move(next);
    m_context = std::move(context);
    ++m_revision;
    return true;
}

bool PlanDocument::apply(BattlePlan next, const char *undoText)
{
    if (!needPlan())
        return false;
    if (next == m_plan)
        return true;
    BattlePlan before = m_plan;
    QString error;
    if (!install(std::move(next), &error)) {
        setErrorMessage(error);
        return false;
    }
    // A drag keeps adding to the step its first move opened; so does a notes editing session (not one per pause).
    const bool notes = undoText == kEditNotes;
    const bool join = m_history.canUndo() && ((m_dragging && m_dragStepOpen) || (notes && m_notesStepOpen));
    if (!join) {
        m_history.push(std::move(before), undoText);
        m_dragStepOpen = m_dragging;
    }
    m_notesStepOpen = notes;
    m_history.clearRedo();
    setErrorMessage(QString());
    setModified(!(m_plan == m_saved));
    scheduleAutosave();
    emit planChanged();
    emit undoChanged();
    return true;
}

bool PlanDocument::needPlan()
{
    if (m_context)
        return true;
    setErrorMessage(tr("Start a new battle or open a plan first."));
    return false;
}

bool PlanDocument::pieceIndexOk(int index)
{
    if (!needPlan())
        return false;
    if (index >= 0 && index < m_plan.terrain.size())
        return true;
    setErrorMessage(tr("No terrain piece %1 on the table.").arg(index + 1));
    return false;
}

bool PlanDocument::formationIndexOk(int index)
{
    if (!needPlan())
        return false;
    if (index >= 0 && index < m_plan.deployment.size())
        return true;
    setErrorMessage(tr("No division %1 on the table.").arg(index + 1));
    return false;
}

// Every step boundary (a drag, undo, redo, a new or opened plan) also closes a notes editing session.
void PlanDocument::beginDrag()
{
    m_dragging = true;
    m_dragStepOpen = false;
    m_notesStepOpen = false;
}

void PlanDocument::endDrag()
{
    m_dragging = false;
    m_dragStepOpen = false;
    m_notesStepOpen = false;
}

void PlanDocument::undo() { stepHistory(true); }
void PlanDocument::redo() { stepHistory(false); }

// Undo and redo install the history's snapshot and step only when it could be installed: a snapshot the document
// cannot install stays where it was, with the reason in the banner.
void PlanDocument::stepHistory(bool back)
{
    endDrag();
    const BattlePlan *snapshot = back ? m_history.undoState() : m_history.redoState();
    if (!snapshot)
        return;
    BattlePlan current = m_plan;
    QString error;
    if (!install(*snapshot, &error)) {
        setErrorMessage(error);
        return;
    }
    if (back)
        m_history.undo(std::move(current));
    else
        m_history.redo(std::move(current));
    setModified(!(m_plan == m_saved));
    scheduleAutosave();
    emit planChanged();
    emit undoChanged();
}

// ---- what the view shows --------------------------------------------------------------------------------------

QVariantMap PlanDocument::setup() const
{
    QVariantMap m;
    if (!m_context)
        return m;
    const QString lang = AppData::instance().language();
    m.insert(QStringLiteral("table"), tableSizeName(m_plan.table));
    m.insert(QStringLiteral("measure"), m_context->frame.measure);
    m.insert(QStringLiteral("ruleset"), m_plan.ruleset);
    const BattlefieldType *b =
        m_plan.battlefield ? battlefieldFromRoll(*m_context->ruleset, m_plan.battlefield->roll) : nullptr;
    m.insert(QStringLiteral("battlefield"), b ? b->name.get(lang) : QString());
    m.insert(QStringLiteral("battlefieldRoll"), m_plan.battlefield ? m_plan.battlefield->roll : 0);
    m.insert(QStringLiteral("battlefieldError"), m_plan.battlefield ? m_context->allowanceError : QString());
    auto army = [&](Player p, const ArmyRef &a, const char *fallback) {
        // The roster's name in the interface's language when the roster is here; the file keeps one language only.
        if (const CheckedRoster *c = rosterOf(p); c && c->roster && !c->roster->name.isEmpty())
            return localized(c->roster->name);
        return !a.name.isEmpty() ? a.name : !a.roster.isEmpty() ? QFileInfo(a.roster).completeBaseName() : tr(fallback);
    };
    QString initiative;
    if (m_plan.initiative) {
        QStringList rounds;
        for (const QList<int> &r : m_plan.initiative->rolls)
            rounds << QStringLiteral("%1:%2").arg(r.value(0)).arg(r.value(1));
        // Whose army A is, and the dice this step used: the players', or the seed saved with this step.
        QString how = m_plan.initiative->entered ? tr("the players' dice")
            : !m_plan.initiative->seed.isEmpty() ? tr("seed %1").arg(m_plan.initiative->seed)
                                                 : QString();
        QString detail = rounds.join(QStringLiteral(", "));
        if (!how.isEmpty())
            detail = detail.isEmpty() ? how : detail + QStringLiteral(", ") + how;
        initiative = tr("%1 won the initiative and is A; %2 is B (%3)")
                         .arg(army(Player::A, m_plan.armies.a, QT_TR_NOOP("Player A")),
                              army(Player::B, m_plan.armies.b, QT_TR_NOOP("Player B")), detail);
    }
    m.insert(QStringLiteral("initiative"), initiative);
    m.insert(QStringLiteral("initiativeSeed"), m_plan.initiative ? m_plan.initiative->seed : QString());
    m.insert(QStringLiteral("battlefieldSeed"), m_plan.battlefield ? m_plan.battlefield->seed : QString());
    m.insert(QStringLiteral("terrainSeed"), m_plan.terrainSeed);
    m.insert(QStringLiteral("side"), m_plan.initiative ? m_plan.initiative->side : QString());
    m.insert(QStringLiteral("initiativeDone"), m_plan.initiative.has_value());
    m.insert(QStringLiteral("armyA"), army(Player::A, m_plan.armies.a, QT_TR_NOOP("Player A")));
    m.insert(QStringLiteral("armyB"), army(Player::B, m_plan.armies.b, QT_TR_NOOP("Player B")));
    m.insert(QStringLiteral("rosterA"), m_plan.armies.a.roster);
    m.insert(QStringLiteral("rosterB"), m_plan.armies.b.roster);
    m.insert(QStringLiteral("hasRosterA"), rosterOf(Player::A) != nullptr);
    m.insert(QStringLiteral("hasRosterB"), rosterOf(Player::B) != nullptr);
    // The table's pieces (BWN 14.4) as the core's checklist counts them, the same count its next step follows.
    const AllowanceChecklist list = allowanceChecklist(*m_context, m_plan);
    m.insert(QStringLiteral("pieceCount"), list.pieces);
    m.insert(QStringLiteral("tablePieces"), m_context->allowance ? list.pieceLimit : 0);
    m.insert(QStringLiteral("battlefieldDie"), battlefieldDie(*m_context->ruleset));
    // B19 has no battlefield table among our sources (13.8): the step says so instead of offering a roll.
    m.insert(QStringLiteral("hasBattlefields"), !m_context->ruleset->terrain.battlefields.isEmpty());
    // The rule each step cites, from the ruleset (a B19 plan must not cite BW-N's pre-game).
    QVariantMap sections;
    for (auto it = m_context->rules.setupSections.cbegin(); it != m_context->rules.setupSections.cend(); ++it)
        sections.insert(it.key(), it.value());
    m.insert(QStringLiteral("sections"), sections);
    // Ambush places (BWN 15.1) only where the ruleset has them; B19 deploys from patrol markers instead (6.4).
    const AmbushRules *ambush = m_context->ruleset->battle ? &m_context->ruleset->battle->ambush : nullptr;
    m.insert(QStringLiteral("ambushReach"), ambush ? ambush->reach : 0);
    m.insert(QStringLiteral("patrolPhase"), patrolRules(*m_context->ruleset).has_value());
    return m;
}

PlanRowModel::Rows PlanDocument::checkRows() const
{
    PlanRowModel::Rows out;
    if (!m_context)
        return out;
    const QString lang = AppData::instance().language();
    for (const Issue &i : m_report.issues) {
        const auto [list, index] = pointerEntry(i.path);
        int ambush = -1;
        if (list == QLatin1String("notes")) {
            // Hot-seat: a hidden position's problem is the owner's secret too.
            const QStringList parts = i.path.split(QLatin1Char('/'));
            if (parts.value(2) != m_secretsOf)
                continue;
            ambush = parts.value(4).toInt();
        }
        QVariantMap row = issueToJson(i, lang).toVariantMap();
        row.insert({{QStringLiteral("piece"), list == QLatin1String("terrain") ? index : -1},
                    {QStringLiteral("formation"), list == QLatin1String("deployment") ? index : -1},
                    {QStringLiteral("ambush"), ambush}});
        out << row;
    }
    return out;
}

PlanRowModel::Rows PlanDocument::allowanceRows() const
{
    // The core's checklist (core/plan/checklist.h): the table's types, the roads and each player's own pieces.
    PlanRowModel::Rows out;
    if (!m_context || !m_context->allowance)
        return out;
    const QString lang = AppData::instance().language();
    for (const ChecklistRow &row : allowanceChecklist(*m_context, m_plan).rows)
        out << QVariantMap{{QStringLiteral("type"), row.type},
                           {QStringLiteral("player"), row.player ? playerName(*row.player) : QString()},
                           {QStringLiteral("kind"), QString::fromLatin1(enumName(row.kind))},
                           {QStringLiteral("name"), row.name.get(lang)},
                           {QStringLiteral("min"), row.min},
                           {QStringLiteral("max"), row.max},
                           {QStringLiteral("count"), row.placed},
                           {QStringLiteral("next"), row.next},
                           {QStringLiteral("state"),
                            row.placed > row.max       ? QStringLiteral("over")
                                : row.placed < row.min ? QStringLiteral("under")
                                                       : QStringLiteral("ok")}};
    return out;
}

const CheckedRoster *PlanDocument::rosterOf(Player p) const
{
    const QString &file = p == Player::A ? m_plan.armies.a.roster : m_plan.armies.b.roster;
    const auto it = file.isEmpty() ? m_rosters.cend() : m_rosters.constFind(file);
    return it == m_rosters.cend() ? nullptr : it->get();
}

QString PlanDocument::nextPlacement() const
{
    if (!m_context)
        return QString();
    if (!m_context->allowance)
        return tr("Roll the battlefield first (BWN 14.3).");
    const AllowanceChecklist list = allowanceChecklist(*m_context, m_plan);
    if (!list.next)
        return tr("Every step of the placement sequence is done.");
    const PlacementStep &s = *list.next;
    if (!s.mandatory && s.kind == PieceKind::Road)
        return tr("Every required piece is placed. Optional: player %1 — %2")
            .arg(playerName(s.player), localized(s.what));
    return tr("Next: player %1 — %2").arg(playerName(s.player), localized(s.what));
}

PlanRowModel::Rows PlanDocument::paletteRows() const
{
    PlanRowModel::Rows out;
    const Ruleset *r = m_context ? m_context->ruleset : ruleset();
    if (!r)
        return out;
    const QString lang = AppData::instance().language();
    QStringList order = r->terrain.placement ? r->terrain.placement->typeOrder : QStringList();
    for (const QString &t : r->terrain.types.keys())
        if (!order.contains(t))
            order << t;
    QStringList lines;
    if (const auto rules = plannerRules(*r))
        lines = rules->lineTypes;
    auto add = [&](const QString &type, const QString &variant, const QString &name) {
        out << QVariantMap{{QStringLiteral("type"), type},
                           {QStringLiteral("variant"), variant},
                           {QStringLiteral("name"), name},
                           {QStringLiteral("line"), lines.contains(type)}};
    };
    for (const QString &t : order) {
        add(t, QString(), r->terrain.types.value(t).name.get(lang));
        if (const auto rules = plannerRules(*r); rules && rules->depression && t == QLatin1String("hills"))
            add(t, rules->depression->variant, tr("Depression (a hills piece)"));
    }
    if (r->terrain.placement)
        for (const QString &f : r->terrain.placement->fortificationUpgrades)
            if (const UpgradeDef *u = r->upgrade(f))
                add(f, QString(), u->name.get(lang));
    add(QStringLiteral("bridge"), QString(), tr("Bridge or ford"));
    return out;
}

PlanRowModel::Rows PlanDocument::pieceRows() const
{
    PlanRowModel::Rows out;
    if (!m_context)
        return out;
    const QString lang = AppData::instance().language();
    for (qsizetype i = 0; i < m_plan.terrain.size(); ++i) {
        const TerrainPiece &p = m_plan.terrain[i];
        QString name = m_context->ruleset->terrain.types.contains(p.type)
            ? m_context->ruleset->terrain.types.value(p.type).name.get(lang)
            : m_context->ruleset->upgrade(p.type) ? m_context->ruleset->upgrade(p.type)->name.get(lang)
                                                  : p.type;
        if (!p.variant.isEmpty())
            name += QStringLiteral(" (%1)").arg(p.variant);
        QVariantList points;
        if (const JsonPoints *own = p.line ? &*p.line : p.polygon ? &*p.polygon : nullptr)
            for (const JsonPoint &q : *own)
                points << QVariant(toPoint(q));
        const QString objective = p.id == m_plan.objectives.main ? QStringLiteral("main")
            : m_plan.objectives.secondary.contains(p.id)         ? QStringLiteral("secondary")
                                                                 : QString();
        out << QVariantMap{{QStringLiteral("index"), int(i)},
                           {QStringLiteral("id"), p.id},
                           {QStringLiteral("type"), p.type},
                           {QStringLiteral("name"), name},
                           {QStringLiteral("owner"), playerName(p.owner)},
                           {QStringLiteral("order"), p.order},
                           {QStringLiteral("kind"), QString::fromLatin1(enumName(p.kind))},
                           {QStringLiteral("level"), p.level ? QVariant(*p.level) : QVariant()},
                           {QStringLiteral("x"), m_context->shapes[i].centre().x()},
                           {QStringLiteral("y"), m_context->shapes[i].centre().y()},
                           {QStringLiteral("objective"), objective},
                           {QStringLiteral("shape"),
                            p.line          ? QStringLiteral("line")
                                : p.polygon ? QStringLiteral("polygon")
                                            : QStringLiteral("rectangle")},
                           {QStringLiteral("points"), points},
                           {QStringLiteral("rotation"), p.rotation}};
    }
    return out;
}

PlanRowModel::Rows PlanDocument::formationRows() const
{
    PlanRowModel::Rows out;
    for (qsizetype i = 0; i < m_plan.deployment.size(); ++i) {
        const DeployedFormation &f = m_plan.deployment[i];
        // The division's name in the interface's language when its roster is here (the plan file keeps one).
        QString name = f.name.isEmpty() ? f.division : f.name;
        if (const CheckedRoster *c = rosterOf(f.player); c && c->roster)
            for (const Division &d : c->roster->divisions)
                if (d.id == f.division && !d.name.isEmpty())
                    name = localized(d.name);
        out << QVariantMap{{QStringLiteral("index"), int(i)},
                           {QStringLiteral("player"), playerName(f.player)},
                           {QStringLiteral("name"), name},
                           {QStringLiteral("formation"), QString::fromLatin1(enumName(f.formation))},
                           {QStringLiteral("facing"), f.facing},
                           {QStringLiteral("x"), toPoint(f.at).x()},
                           {QStringLiteral("y"), toPoint(f.at).y()}};
    }
    return out;
}

PlanRowModel::Rows PlanDocument::objectiveRows() const
{
    PlanRowModel::Rows out;
    auto indexOf = [this](const QString &id) {
        for (qsizetype i = 0; i < m_plan.terrain.size(); ++i)
            if (m_plan.terrain[i].id == id)
                return int(i);
        return -1;
    };
    const std::optional<Objectives> &values = m_plan.objectives.values;
    out << QVariantMap{{QStringLiteral("slot"), QStringLiteral("main")},
                       {QStringLiteral("piece"), indexOf(m_plan.objectives.main)},
                       {QStringLiteral("value"), values ? values->main : 0}};
    for (qsizetype k = 0; k < m_plan.objectives.secondary.size(); ++k)
        out << QVariantMap{{QStringLiteral("slot"), QStringLiteral("secondary")},
                           {QStringLiteral("piece"), indexOf(m_plan.objectives.secondary[k])},
                           {QStringLiteral("value"), values ? values->secondary.value(k) : 0}};
    return out;
}

int PlanDocument::divisionsOf(Player p) const
{
    const CheckedRoster *r = rosterOf(p);
    if (r)
        return int(r->bound->divisions.size());
    int n = 0; // without its roster, what is on the table is the whole army
    for (const DeployedFormation &f : m_plan.deployment)
        n += f.player == p ? 1 : 0;
    return n;
}

QString PlanDocument::nextToDeploy() const
{
    const auto next =
        plan::nextToDeploy(m_plan, *playerFrom(m_deployFirst), divisionsOf(Player::A), divisionsOf(Player::B));
    return next ? playerName(*next) : QString();
}

PlanRowModel::Rows PlanDocument::ambushRows() const
{
    PlanRowModel::Rows out;
    const auto p = notesShown();
    if (!p)
        return out;
    const std::optional<PlayerNotes> &notes = *p == Player::A ? m_plan.notes.a : m_plan.notes.b;
    if (!notes)
        return out;
    for (qsizetype k = 0; k < notes->ambush.size(); ++k) {
        const QPointF at = toPoint(notes->ambush[k].at);
        out << QVariantMap{{QStringLiteral("index"), int(k)},
                           {QStringLiteral("regiment"), notes->ambush[k].regiment},
                           {QStringLiteral("x"), at.x()},
                           {QStringLiteral("y"), at.y()}};
    }
    return out;
}

QString PlanDocument::notesText() const
{
    const auto p = notesShown();
    const std::optional<PlayerNotes> &notes = !p ? std::nullopt : *p == Player::A ? m_plan.notes.a : m_plan.notes.b;
    return notes ? notes->text : QString();
}

// ---- files ----------------------------------------------------------------------------------------------------

std::optional<CheckedRoster> PlanDocument::loadRoster(const QString &path, QString *error) const
{
    LoadError le;
    auto checked = checkRosterFile(path, AppData::instance().data(), &le);
    if (!checked) {
        *error = loadErrorText(le, AppData::instance().language(),
                               rosterPlaces(jsonForPlaces(path), &AppData::instance().data()));
        return std::nullopt;
    }
    return checked;
}

bool PlanDocument::newPlan(const QVariantMap &s)
{
    endDrag();
    QString error;
    std::optional<CheckedRoster> a, b;
    for (auto [key, slot] : {std::pair{"rosterA", &a}, std::pair{"rosterB", &b}}) {
        const QUrl url = s.value(QLatin1String(key)).toUrl();
        if (url.isEmpty())
            continue;
        const QString path = localFile(url, QT_TR_NOOP("open"));
        if (path.isEmpty())
            return false;
        *slot = loadRoster(path, &error);
        if (!*slot) {
            setErrorMessage(error);
            return false;
        }
    }
    BattlePlan next;
    const Ruleset *r = a ? a->bound->ruleset : ruleset();
    if (!r) {
        setErrorMessage(tr("No ruleset is loaded."));
        return false;
    }
    next.ruleset = r->id;
    const QString table = s.value(QStringLiteral("table")).toString();
    const auto size = parseTableSize(table.isEmpty() ? sztab::tableSizes(*r).value(0) : table);
    if (!size || !sztab::tableSizes(*r).contains(tableSizeName(*size))) {
        setErrorMessage(tr("Table size must be one of %1, not \"%2\".")
                            .arg(sztab::tableSizes(*r).join(QStringLiteral(", ")), table));
        return false;
    }
    next.table = *size;
    next.preset = s.value(QStringLiteral("preset")).toString();
    for (auto [roster, army] : {std::pair{&a, &next.armies.a}, std::pair{&b, &next.armies.b}}) {
        if (!*roster)
            continue;
        if ((*roster)->bound->ruleset != r) {
            setErrorMessage(tr("Both rosters must use one ruleset."));
            return false;
        }
        // What the army brings (core armyFromRoster): name, value, command, initiative bonus, bought terrain.
        const char *key = army == &next.armies.a ? "rosterA" : "rosterB";
        *army = armyFromRoster(*(*roster)->bound, (*roster)->report.totals.armyValue(),
                               QUrl(s.value(QLatin1String(key)).toUrl()).toLocalFile());
    }
    if (!install(std::move(next), &error)) {
        setErrorMessage(error);
        return false;
    }
    m_rosters.clear();
    if (a)
        m_rosters.insert(m_plan.armies.a.roster, std::make_shared<CheckedRoster>(std::move(*a)));
    if (b)
        m_rosters.insert(m_plan.armies.b.roster, std::make_shared<CheckedRoster>(std::move(*b)));
    m_saved = BattlePlan();
    m_history.clear();
    dropAutosave();
    m_secretsOf.clear();
    setFileUrl(QUrl());
    setErrorMessage(QString());
    setModified(true);
    emit secretsOfChanged();
    emit planChanged();
    emit undoChanged();
    return true;
}

bool PlanDocument::setRoster(const QString &player, const QUrl &url)
{
    const auto p = playerFrom(player);
    if (!needPlan() || !p)
        return false;
    const QString path = localFile(url, QT_TR_NOOP("open"));
    if (path.isEmpty())
        return false;
    QString error;
    auto checked = loadRoster(path, &error);
    if (!checked) {
        setErrorMessage(error);
        return false;
    }
    if (checked->bound->ruleset != m_context->ruleset) {
        setErrorMessage(
            tr("%1 uses the ruleset \"%2\", the plan \"%3\".").arg(path, checked->bound->ruleset->id, m_plan.ruleset));
        return false;
    }
    BattlePlan next = m_plan;
    ArmyRef &army = *p == Player::A ? next.armies.a : next.armies.b;
    army = armyFromRoster(*checked->bound, checked->report.totals.armyValue(), path);
    m_rosters.insert(path, std::make_shared<CheckedRoster>(std::move(*checked)));
    return apply(std::move(next), QT_TR_NOOP("Choose roster"));
}

bool PlanDocument::open(const QUrl &url)
{
    endDrag();
    const QString path = localFile(url, QT_TR_NOOP("open"));
    if (path.isEmpty())
        return false;
    LoadError le;
    auto document = readJsonFile(path, &le);
    if (!document) {
        setErrorMessage(loadErrorText(le, AppData::instance().language()));
        return false;
    }
    // An autosave (recovery after a crash) holds the plan and the file it belongs to.
    QString original, error;
    bool recovered = false;
    if (!unwrapAutosave(&*document, path, &original, &recovered, &error)) {
        setErrorMessage(error);
        return false;
    }
    auto loadedPlan = planFromJson(*document, path, &le);
    if (!loadedPlan) {
        setErrorMessage(loadErrorText(le, AppData::instance().language(), planPlaces(*document)));
        return false;
    }
    const QString planFile = recovered ? original : path;
    std::optional<CheckedRoster> a, b;
    // The rosters it names, when they are still there (relative to the plan's folder); the plan opens without them.
    for (auto [ref, slot] : {std::pair{&loadedPlan->armies.a, &a}, std::pair{&loadedPlan->armies.b, &b}}) {
        if (ref->roster.isEmpty())
            continue;
        const QString rosterPath = QFileInfo(ref->roster).isAbsolute() || planFile.isEmpty()
            ? ref->roster
            : QFileInfo(planFile).dir().filePath(ref->roster);
        if (QFileInfo::exists(rosterPath))
            *slot = loadRoster(rosterPath, &error);
    }
    const BattlePlan before = m_plan;
    const auto beforeContext = m_context;
    const PlanReport beforeReport = m_report;
    if (!install(*loadedPlan, &error)) {
        m_plan = before; // the open plan stays as it was
        m_context = beforeContext;
        m_report = beforeReport;
        setErrorMessage(QStringLiteral("%1: %2").arg(path, error));
        return false;
    }
    m_rosters.clear();
    if (a)
        m_rosters.insert(m_plan.armies.a.roster, std::make_shared<CheckedRoster>(std::move(*a)));
    if (b)
        m_rosters.insert(m_plan.armies.b.roster, std::make_shared<CheckedRoster>(std::move(*b)));
    m_history.clear();
    m_secretsOf.clear();
    dropAutosave();
    if (recovered) {
        // A recovered plan is unsaved work: it keeps its autosave file so it can be recovered again until saved.
        adoptAutosave(path);
        m_saved = BattlePlan();
    } else {
        m_saved = m_plan;
    }
    setFileUrl(planFile.isEmpty() ? QUrl() : QUrl::fromLocalFile(planFile), true);
    setErrorMessage(QString());
    setModified(recovered);
    emit secretsOfChanged();
    emit planChanged();
    emit undoChanged();
    return true;
}

bool PlanDocument::openAsNew(const QUrl &url)
{
    if (!open(url))
        return false;
    // An untitled copy has no folder of its own: the rosters the file names relative to its folder are kept by
    // their full path, so the copy saved anywhere still finds them (the patrol demo names the demo rosters).
    const QDir from = QFileInfo(url.toLocalFile()).dir();
    for (ArmyRef *army : {&m_plan.armies.a, &m_plan.armies.b}) {
        if (army->roster.isEmpty() || QFileInfo(army->roster).isAbsolute())
            continue;
        const QString full = QDir::cleanPath(from.absoluteFilePath(army->roster));
        if (const auto roster = m_rosters.take(army->roster))
            m_rosters.insert(full, roster);
        army->roster = full;
    }
    m_saved = m_plan; // as opened: the full paths are no edit of the user's
    setFileUrl(QUrl(), true);
    emit planChanged();
    return true;
}

bool PlanDocument::save()
{
    if (fileUrl().isEmpty()) {
        setErrorMessage(tr("Choose a file to save the plan to."));
        return false;
    }
    return saveAs(fileUrl());
}

bool PlanDocument::saveAs(const QUrl &url)
{
    if (!needPlan())
        return false;
    const std::optional<QString> target = saveTarget(url, bw::planSave(), QT_TR_NOOP("save"));
    if (!target)
        return false;
    const QString path = *target;
    QString error;
    if (!savePlanFile(m_plan, path, &error)) { // atomic (QSaveFile in the core)
        setErrorMessage(error);
        return false;
    }
    m_saved = m_plan;
    markSaved(path);
    emit planChanged();
    return true;
}

QVariantList PlanDocument::demoRosters() const
{
    QVariantList out;
    const QString lang = AppData::instance().language();
    const QDir dir(DataSet::bundledDataDir() + QStringLiteral("/rosters"));
    for (const QFileInfo &file : dir.entryInfoList({QStringLiteral("*.bwroster")}, QDir::Files, QDir::Name)) {
        LoadError error;
        const auto roster = loadRosterFile(file.filePath(), &error);
        if (!roster)
            continue; // a broken bundled file is the data tests' business; the dialog offers the others
        out << QVariantMap{
            {QStringLiteral("name"), roster->name.isEmpty() ? file.completeBaseName() : roster->name.get(lang)},
            {QStringLiteral("url"), QUrl::fromLocalFile(file.filePath())}};
    }
    return out;
}

bool PlanDocument::exportMap(const QUrl &url)
{
    if (!needPlan())
        return false;
    const std::optional<QString> target = saveTarget(url, bw::mapSave(), QT_TR_NOOP("export"));
    if (!target)
        return false;
    const QString path = *target;
    MapOptions options;
    options.lang = AppData::instance().language();
    options.issues = m_report.issues;
    options.legend = true; // as `bwn plan map`: what the colours mean travels with the picture
    QString error;
    if (!saveMap(path, *m_context, m_plan, options, &error)) {
        setErrorMessage(error);
        return false;
    }
    setErrorMessage(QString());
    return true;
}

bool PlanDocument::exportFor(const QString &player, const QUrl &url)
{
    const auto p = playerFrom(player);
    if (!needPlan())
        return false;
    if (!p) {
        setErrorMessage(tr("Export for player A or B, not \"%1\".").arg(player));
        return false;
    }
    const std::optional<QString> target = saveTarget(url, bw::planSave(), QT_TR_NOOP("export"));
    if (!target)
        return false;
    const QString path = *target;
    // The one player's copy lacks the other's hidden notes: over the plan's own file it would lose them.
    if (fileUrl().isLocalFile() && QFileInfo(path) == QFileInfo(fileUrl().toLocalFile())) {
        setErrorMessage(tr("%1 is this plan's own file: the copy for player %2 would lose the other player's hidden "
                           "notes. Choose another name.")
                            .arg(path, player));
        return false;
    }
    QString error;
    if (!savePlanFile(plan::exportFor(m_plan, *p), path, &error)) {
        setErrorMessage(error);
        return false;
    }
    setErrorMessage(QString());
    return true;
}

void PlanDocument::close()
{
    endDrag();
    m_plan = BattlePlan();
    m_context.reset();
    m_report = PlanReport();
    m_rosters.clear();
    m_history.clear();
    dropAutosave();
    setFileUrl(QUrl(), true);
    ++m_revision;
    setModified(false);
    emit planChanged();
    emit undoChanged();
}

QJsonObject PlanDocument::autosaveContent() const { return m_context ? planToJson(m_plan) : QJsonObject(); }

// ---- before the terrain ---------------------------------------------------------------------------------------

QString PlanDocument::newSeed() const { return QString::number(QRandomGenerator::global()->generate64()); }

bool PlanDocument::initiativeWith(DiceSource &dice, bool entered, const QString &seed)
{
    if (!needPlan())
        return false;
    // BWN 14.2 in the core (planpregame.h): the first army named (player 1) against the second; the winner becomes A.
    QString error;
    const auto outcome = rollPlanInitiative(*m_context->ruleset, m_plan.armies.a, m_plan.armies.b, dice, &error);
    if (!outcome) {
        setErrorMessage(entered ? tr("%1 (BWN 14.2: a tie is rolled again; give both dice of every round)").arg(error)
                                : error);
        return false;
    }
    BattlePlan next = m_plan;
    plan::applyInitiative(next, m_plan.armies.a, m_plan.armies.b, *outcome, QString(), entered);
    next.initiative->seed = entered ? QString() : seed;      // this step's own seed, saved with it
    return apply(std::move(next), QT_TR_NOOP("Initiative")); // the rosters follow their armies by file
}

// The seed the view shows, as the dice take it; the banner says why when it is not a seed.
std::optional<quint64> PlanDocument::seedFrom(const QString &seed)
{
    bool ok = false;
    const quint64 s = seed.toULongLong(&ok);
    if (!ok) {
        setErrorMessage(tr("A seed is a whole number from 0 to 18446744073709551615, not \"%1\".").arg(seed));
        return std::nullopt;
    }
    return s;
}

bool PlanDocument::rollInitiative(const QString &seed)
{
    if (!needPlan())
        return false;
    const std::optional<quint64> s = seedFrom(seed);
    if (!s)
        return false;
    if (m_plan.initiative) {
        setErrorMessage(tr("The initiative is decided; undo it to roll again."));
        return false;
    }
    SeededDice dice(*s);
    return initiativeWith(dice, false, seed);
}

bool PlanDocument::enterInitiative(const QString &diceText)
{
    if (!needPlan())
        return false;
    if (m_plan.initiative) {
        setErrorMessage(tr("The initiative is decided; undo it to enter other dice."));
        return false;
    }
    QList<int> values;
    for (const QString &part : diceText.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        values << part.trimmed().toInt(&ok);
        if (!ok) {
            setErrorMessage(
                tr("The dice are whole numbers separated by commas (player 1's, player 2's, …), not \"%1\".")
                    .arg(diceText));
            return false;
        }
    }
    PhysicalDice dice(values);
    return initiativeWith(dice, true, QString());
}

bool PlanDocument::chooseSide(const QString &edge)
{
    if (!needPlan() || !m_plan.initiative) {
        setErrorMessage(tr("Roll the initiative first: its winner takes a side (BWN 14.2)."));
        return false;
    }
    if (!tableEdges(m_plan.table).contains(edge)) {
        setErrorMessage(
            tr("The side is one of %1, not \"%2\".").arg(tableEdges(m_plan.table).join(QStringLiteral(", ")), edge));
        return false;
    }
    BattlePlan next = m_plan;
    next.initiative->side = edge;
    return apply(std::move(next), QT_TR_NOOP("Choose side"));
}

PlanRowModel::Rows PlanDocument::sideRows() const
{
    PlanRowModel::Rows out;
    if (!m_context)
        return out;
    for (const QString &e : tableEdges(m_plan.table))
        out << QVariantMap{{QStringLiteral("id"), e}, {QStringLiteral("name"), localized(edgeName(e))}};
    return out;
}

bool PlanDocument::setBattlefieldRef(BattlePlan next, int roll, const QString &seed)
{
    // BWN 14.3, 14.5, 14.6 in the core (planedit.h): the battlefield, the bases of operations, the objectives' values.
    Text error;
    if (!applyBattlefieldRoll(*m_context->ruleset, next, roll, seed, &error)) {
        setErrorMessage(error.get(AppData::instance().language()));
        return false;
    }
    return apply(std::move(next), QT_TR_NOOP("Battlefield"));
}

bool PlanDocument::rollBattlefield(const QString &seed)
{
    if (!needPlan())
        return false;
    const std::optional<quint64> s = seedFrom(seed);
    if (!s)
        return false;
    SeededDice dice(*s);
    QString error;
    const auto r = sztab::rollBattlefield(*m_context->ruleset, dice, &error);
    if (!r) {
        setErrorMessage(error);
        return false;
    }
    return setBattlefieldRef(m_plan, r->roll, seed);
}

bool PlanDocument::setBattlefield(int roll)
{
    if (!needPlan())
        return false;
    return setBattlefieldRef(m_plan, roll);
}

bool PlanDocument::generate(const QString &seed)
{
    if (!needPlan())
        return false;
    const std::optional<quint64> s = seedFrom(seed);
    if (!s)
        return false;
    SeededDice dice(*s);
    QString error;
    auto generated = generateLayout(*m_context->ruleset, m_plan, dice, seed, &error);
    if (!generated) {
        setErrorMessage(error);
        return false;
    }
    return apply(std::move(*generated), QT_TR_NOOP("Generate terrain"));
}

int PlanDocument::piecesPlacedByHand() const
{
    return loaded() ? plan::piecesPlacedByHand(*m_context->ruleset, m_plan) : 0;
}

// ---- terrain --------------------------------------------------------------------------------------------------

int PlanDocument::addPiece(const QString &type, const QString &variant, double x, double y)
{
    if (!needPlan())
        return -1;
    Text error;
    auto piece = newPiece(*m_context, m_plan, type, variant, QPointF(x, y), &error);
    if (!piece) {
        setErrorMessage(error.get(AppData::instance().language()));
        return -1;
    }
    BattlePlan next = m_plan;
    next.terrain.append(std::move(*piece));
    if (!apply(std::move(next), QT_TR_NOOP("Place terrain")))
        return -1;
    return int(m_plan.terrain.size()) - 1;
}

// One edit of piece `index` by the core (planedit.h): its error in the banner, or the plan it makes applied.
template <class Edit> bool PlanDocument::editPiece(int index, const char *undoText, Edit edit)
{
    if (!pieceIndexOk(index))
        return false;
    BattlePlan next = m_plan;
    Text error;
    if (!edit(next.terrain[index], &error)) {
        setErrorMessage(error.get(AppData::instance().language()));
        return false;
    }
    return apply(std::move(next), undoText);
}

bool PlanDocument::movePiece(int index, double dx, double dy)
{
    return editPiece(index, QT_TR_NOOP("Move terrain"), [&](TerrainPiece &p, Text *) {
        plan::movePiece(p, dx, dy);
        return true;
    });
}

bool PlanDocument::rotatePiece(int index, double degrees)
{
    return editPiece(index, QT_TR_NOOP("Rotate terrain"), [&](TerrainPiece &p, Text *) {
        plan::rotatePiece(p, degrees);
        return true;
    });
}

bool PlanDocument::resizePiece(int index, double dw, double dd)
{
    return editPiece(index, QT_TR_NOOP("Resize terrain"), [&](TerrainPiece &p, Text *) {
        plan::resizePiece(p, dw, dd);
        return true;
    });
}

bool PlanDocument::movePoint(int piece, int vertex, double dx, double dy)
{
    return editPiece(piece, QT_TR_NOOP("Move point"),
                     [&](TerrainPiece &p, Text *e) { return plan::movePoint(p, vertex, dx, dy, e); });
}

bool PlanDocument::insertPoint(int piece, int afterVertex, double x, double y)
{
    return editPiece(piece, QT_TR_NOOP("Add point"),
                     [&](TerrainPiece &p, Text *e) { return plan::insertPoint(p, afterVertex, QPointF(x, y), e); });
}

bool PlanDocument::removePoint(int piece, int vertex)
{
    return editPiece(piece, QT_TR_NOOP("Remove point"),
                     [&](TerrainPiece &p, Text *e) { return plan::removePoint(p, vertex, e); });
}

bool PlanDocument::turnPieceTowards(int index, double x, double y, double snap)
{
    return editPiece(index, QT_TR_NOOP("Rotate terrain"),
                     [&](TerrainPiece &p, Text *e) { return plan::turnPieceTowards(p, QPointF(x, y), snap, e); });
}

bool PlanDocument::resizePieceTo(int index, int handle, double x, double y)
{
    return editPiece(index, QT_TR_NOOP("Resize terrain"),
                     [&](TerrainPiece &p, Text *e) { return plan::resizePieceTo(p, handle, QPointF(x, y), e); });
}

bool PlanDocument::setPieceLevel(int index, int level)
{
    if (!pieceIndexOk(index))
        return false;
    BattlePlan next = m_plan;
    next.terrain[index].level = level;
    return apply(std::move(next), QT_TR_NOOP("Change level"));
}

bool PlanDocument::removePiece(int index)
{
    if (!pieceIndexOk(index))
        return false;
    BattlePlan next = m_plan;
    plan::removePiece(next, index);
    return apply(std::move(next), QT_TR_NOOP("Remove terrain"));
}

// ---- objectives -----------------------------------------------------------------------------------------------

bool PlanDocument::suggestObjectives()
{
    if (!needPlan())
        return false;
    BattlePlan next = m_plan;
    next.objectives = plan::suggestObjectives(*m_context, m_plan);
    if (next.objectives.main.isEmpty()) {
        setErrorMessage(tr("No terrain piece can be an objective yet (roads, streams, rivers and fences cannot)."));
        return false;
    }
    return apply(std::move(next), QT_TR_NOOP("Suggest objectives"));
}

bool PlanDocument::setMainObjective(int pieceIndex)
{
    if (!pieceIndexOk(pieceIndex))
        return false;
    BattlePlan next = m_plan;
    next.objectives.main = m_plan.terrain[pieceIndex].id;
    next.objectives.secondary.removeAll(next.objectives.main);
    return apply(std::move(next), QT_TR_NOOP("Choose main objective"));
}

bool PlanDocument::setSecondaryObjective(int slot, int pieceIndex)
{
    if (!pieceIndexOk(pieceIndex))
        return false;
    const int slotCount = m_plan.objectives.values ? int(m_plan.objectives.values->secondary.size()) : 2;
    if (slot < 0 || slot >= std::max(slotCount, 1)) {
        setErrorMessage(tr("There are %1 secondary objectives.").arg(slotCount));
        return false;
    }
    BattlePlan next = m_plan;
    QStringList &sec = next.objectives.secondary;
    const QString id = m_plan.terrain[pieceIndex].id;
    sec.removeAll(id);
    while (sec.size() <= slot)
        sec << QString();
    sec[slot] = id;
    sec.removeAll(QString());
    if (next.objectives.main == id)
        next.objectives.main.clear();
    return apply(std::move(next), QT_TR_NOOP("Choose secondary objective"));
}

// ---- deployment -----------------------------------------------------------------------------------------------

bool PlanDocument::deploy(const QString &player)
{
    const auto p = playerFrom(player);
    if (!needPlan() || !p)
        return false;
    const CheckedRoster *r = rosterOf(*p);
    if (!r) {
        setErrorMessage(tr("Choose player %1's roster first.").arg(player));
        return false;
    }
    BattlePlan next = m_plan;
    next.deployment.removeIf([&](const DeployedFormation &f) { return f.player == *p; });
    next.deployment += deployRoster(*m_context, *r->bound, *p);
    return apply(std::move(next), QT_TR_NOOP("Deploy army"));
}

bool PlanDocument::deployNext()
{
    if (!needPlan())
        return false;
    const auto who = playerFrom(nextToDeploy());
    if (!who) {
        setErrorMessage(tr("Both armies are deployed."));
        return false;
    }
    const CheckedRoster *r = rosterOf(*who);
    if (!r) {
        setErrorMessage(tr("Choose player %1's roster first.").arg(playerName(*who)));
        return false;
    }
    // The roster's divisions in order; the next one not yet on the table, where deployRoster would put it.
    const QList<DeployedFormation> all = deployRoster(*m_context, *r->bound, *who);
    QSet<QString> placed;
    for (const DeployedFormation &f : m_plan.deployment)
        if (f.player == *who)
            placed.insert(f.division);
    for (const DeployedFormation &f : all) {
        if (placed.contains(f.division))
            continue;
        BattlePlan next = m_plan;
        next.deployment.append(f);
        return apply(std::move(next), QT_TR_NOOP("Deploy division"));
    }
    setErrorMessage(tr("Player %1 has deployed every division.").arg(playerName(*who)));
    return false;
}

bool PlanDocument::moveFormation(int index, double dx, double dy)
{
    if (!needPlan() || index < 0 || index >= m_plan.deployment.size())
        return false;
    BattlePlan next = m_plan;
    shift(next.deployment[index].at, dx, dy);
    return apply(std::move(next), QT_TR_NOOP("Move division"));
}

bool PlanDocument::rotateFormation(int index, double degrees)
{
    if (!needPlan() || index < 0 || index >= m_plan.deployment.size())
        return false;
    BattlePlan next = m_plan;
    next.deployment[index].facing = plan::normalizedDegrees(next.deployment[index].facing + degrees);
    return apply(std::move(next), QT_TR_NOOP("Turn division"));
}

bool PlanDocument::setFormationKind(int index, const QString &formation)
{
    if (!needPlan() || index < 0 || index >= m_plan.deployment.size())
        return false;
    const auto f = enumFromName<Formation>(formation);
    if (!f) {
        setErrorMessage(tr("A formation is line or column, not \"%1\".").arg(formation));
        return false;
    }
    BattlePlan next = m_plan;
    next.deployment[index].formation = *f;
    return apply(std::move(next), QT_TR_NOOP("Change formation"));
}

bool PlanDocument::turnFormationTowards(int index, double x, double y, double snap)
{
    if (!formationIndexOk(index))
        return false;
    if (!std::isfinite(x) || !std::isfinite(y)) {
        setErrorMessage(tr("A point needs finite coordinates."));
        return false;
    }
    const double degrees = bearingTo(toPoint(m_plan.deployment[index].at), QPointF(x, y), snap);
    if (degrees < 0)
        return true;
    BattlePlan next = m_plan;
    next.deployment[index].facing = degrees;
    return apply(std::move(next), QT_TR_NOOP("Turn division"));
}

bool PlanDocument::removeFormation(int index)
{
    if (!needPlan() || index < 0 || index >= m_plan.deployment.size())
        return false;
    BattlePlan next = m_plan;
    next.deployment.removeAt(index);
    return apply(std::move(next), QT_TR_NOOP("Take division back"));
}

// ---- ambush ---------------------------------------------------------------------------------------------------

QStringList PlanDocument::ambushCandidates() const
{
    QStringList out;
    const auto p = notesShown();
    const CheckedRoster *r = p ? rosterOf(*p) : nullptr;
    if (!r)
        return out;
    const Roster &roster = *r->roster;
    for (qsizetype d = 0; d < roster.divisions.size(); ++d)
        for (qsizetype k = 0; k < roster.divisions[d].regiments.size(); ++k)
            if (roster.divisions[d].regiments[k].ambush) {
                const BoundRegiment &b = r->bound->divisions[d].regiments[k];
                out << (b.unit ? localized(b.unit->name) : roster.divisions[d].regiments[k].unit);
            }
    return out;
}

bool PlanDocument::addAmbush(const QString &regiment, double x, double y)
{
    const auto p = notesShown();
    if (!needPlan())
        return false;
    if (!p) {
        setErrorMessage(tr("Show one player's secrets first: hidden positions belong to him."));
        return false;
    }
    BattlePlan next = m_plan;
    std::optional<PlayerNotes> &notes = *p == Player::A ? next.notes.a : next.notes.b;
    if (!notes)
        notes = PlayerNotes();
    notes->ambush.append({regiment, JsonPoint{x, y}});
    return apply(std::move(next), QT_TR_NOOP("Hide a unit"));
}

bool PlanDocument::moveAmbush(int index, double dx, double dy)
{
    const auto p = notesShown();
    if (!needPlan() || !p)
        return false;
    BattlePlan next = m_plan;
    std::optional<PlayerNotes> &notes = *p == Player::A ? next.notes.a : next.notes.b;
    if (!notes || index < 0 || index >= notes->ambush.size())
        return false;
    shift(notes->ambush[index].at, dx, dy);
    return apply(std::move(next), QT_TR_NOOP("Move hidden unit"));
}

bool PlanDocument::removeAmbush(int index)
{
    const auto p = notesShown();
    if (!needPlan() || !p)
        return false;
    BattlePlan next = m_plan;
    std::optional<PlayerNotes> &notes = *p == Player::A ? next.notes.a : next.notes.b;
    if (!notes || index < 0 || index >= notes->ambush.size())
        return false;
    notes->ambush.removeAt(index);
    if (notes->isEmpty())
        notes.reset();
    return apply(std::move(next), QT_TR_NOOP("Remove hidden unit"));
}

bool PlanDocument::setNotesText(const QString &text)
{
    const auto p = notesShown();
    if (!needPlan())
        return false;
    if (!p) {
        setErrorMessage(tr("Show one player's secrets first: hidden notes belong to him."));
        return false;
    }
    BattlePlan next = m_plan;
    std::optional<PlayerNotes> &notes = *p == Player::A ? next.notes.a : next.notes.b;
    if (!notes)
        notes = PlayerNotes();
    notes->text = text;
    if (notes->isEmpty())
        notes.reset();
    return apply(std::move(next), kEditNotes);
}

void PlanDocument::endNotesEdit() { m_notesStepOpen = false; }

} // namespace sztab::gui
