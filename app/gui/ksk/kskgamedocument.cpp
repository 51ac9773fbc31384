// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/ksk/kskgamedocument.h"
#include "app/gui/shell/a4printpreview.h"

#include "app/gui/shell/appdata.h"
#include "foundation/datadir.h"
#include "foundation/document.h"
#include "ksk/places.h"
#include "foundation/savetarget.h"
#include "render/ksk/kskdiagramsheet.h"
#include "render/ksk/kskdiagramsource.h"
#include "ksk/filekinds.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTimer>

namespace sztab::gui {

using namespace sztab::ksk;

namespace {

std::optional<Side> sideFrom(const QString &s)
{
    if (s == QLatin1String("A"))
        return Side::A;
    if (s == QLatin1String("B"))
        return Side::B;
    return std::nullopt;
}

// "7" or "7, 3": the players' own dice; "" the program's.
std::optional<QList<int>> playersDice(const QString &text, bool *bad)
{
    *bad = false;
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    QList<int> out;
    for (const QString &part : t.split(QRegularExpression(QStringLiteral("[ ,;]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = part.toInt(&ok);
        if (!ok) {
            *bad = true;
            return std::nullopt;
        }
        out << v;
    }
    return out;
}

} // namespace

KskGameDocument::KskGameDocument(QObject *parent) : TableGameDocument(QStringLiteral("ksk-game"), parent)
{
    // Every change the view reads again, a new seat's included, is a new revision (the rosettes repaint by it).
    connect(this, &TableGameDocument::gameChanged, this, [this] { ++m_revision; });
    // Every text the view shows is made in the interface's language when read: a switch has them read again.
    connect(&AppData::instance(), &AppData::languageChanged, this, &KskGameDocument::changed);
}

// Unsaved edits the player did not discard stay in the autosave (the base can no longer read the content).
KskGameDocument::~KskGameDocument() { keepUnsavedEdits(); }

QString KskGameDocument::displayName() const
{
    if (!m_game)
        return tr("No game");
    if (!fileUrl().isEmpty())
        return QFileInfo(fileUrl().toLocalFile()).completeBaseName();
    return m_game->scenario.name.get(lang());
}

std::optional<Side> KskGameDocument::shown() const { return sideFrom(viewer()); }

QString KskGameDocument::shownSideName() const
{
    const auto s = shown();
    if (!m_game || !s)
        return QString();
    return QStringLiteral("%1 (%2)").arg(sideName(*s), m_game->scenario.setup(*s).name.get(lang()));
}

QString KskGameDocument::handOverName() const
{
    const auto s = sideFrom(handOverTo());
    if (!m_game || !s)
        return QString();
    return QStringLiteral("%1 (%2)").arg(sideName(*s), m_game->scenario.setup(*s).name.get(lang()));
}

QVariantList KskGameDocument::sides() const
{
    QVariantList out;
    if (!m_game)
        return out;
    for (const Side s : {Side::A, Side::B})
        out << QVariantMap{{QStringLiteral("side"), sideName(s)},
                           {QStringLiteral("name"), m_game->scenario.setup(s).name.get(lang())}};
    return out;
}

QString KskGameDocument::formationName(const QString &id) const
{
    const Formation *f = m_game ? m_game->scenario.formation(id) : nullptr;
    return f ? f->name.get(lang()) : id;
}

QString KskGameDocument::orderText(const Order &order) const
{
    if (order.kind == OrderKind::Defence)
        return orderLetter(order.kind);
    return tr("%1, axis %2, %3 hexes")
        .arg(orderLetter(order.kind), hex::wedgeName(m_game->scenario.grid.orientation, order.axis, lang()))
        .arg(order.distance);
}

void KskGameDocument::changed() { emit gameChanged(); }

// ---- files ----------------------------------------------------------------------------------------------------

bool KskGameDocument::install(GameDocument game, QString *error)
{
    ReplayResult replayed = replay(game);
    if (!replayed.ok) {
        // The place in the file first: the action that does not replay, or the die the seed does not give.
        *error = replayed.issue ? QStringLiteral("%1: %2 (%3): %4")
                                      .arg(replayed.issue->path, replayed.issue->section, replayed.issue->code,
                                           replayed.issue->message.get(lang()))
                                : tr("the game's log does not replay");
        return false;
    }
    m_game = std::move(game);
    m_state = std::move(replayed.state);
    setLastResult(QString());
    return true;
}

bool KskGameDocument::newGame(const QUrl &scenarioUrl)
{
    std::optional<Scenario> scenario;
    QString path;
    LoadError error;
    if (scenarioUrl.isEmpty()) {
        // The bundled demo (the Alma): the first demo scenario of the data folder.
        path = scenarioFolder(bundledDataDir());
        QList<Scenario> all;
        if (!loadScenarios(bundledDataDir(), &all, &error)) {
            setErrorMessage(loadErrorText(error, lang(), kskScenarioPlaces(jsonForPlaces(error.file))));
            return false;
        }
        for (const Scenario &s : all)
            if (s.demo && !scenario)
                scenario = s;
        if (!scenario) {
            setErrorMessage(tr("%1: no demo scenario").arg(path));
            return false;
        }
    } else {
        path = localFile(scenarioUrl, QT_TR_NOOP("a scenario"));
        if (path.isEmpty())
            return false;
        scenario = loadScenario(path, &error);
        if (!scenario) {
            setErrorMessage(loadErrorText(error, lang(), kskScenarioPlaces(jsonForPlaces(path))));
            return false;
        }
    }
    // The program's dice: one seed for the whole game, kept in the file, so the game replays the same anywhere.
    GameDocument game =
        ksk::newGame(*scenario, qint64(QRandomGenerator::global()->bounded(1, 100000000)) /* the format's limit */);
    QString why;
    if (!install(std::move(game), &why)) {
        setErrorMessage(QStringLiteral("%1: %2").arg(path, why));
        return false;
    }
    dropAutosave();
    m_history.clear();
    setFileUrl(QUrl(), true);
    setModified(true);
    seatFirst(QStringLiteral("A"));
    setErrorMessage(QString());
    changed();
    emit undoChanged();
    scheduleAutosave();
    return true;
}

bool KskGameDocument::isSide(const QString &side) const { return sideFrom(side).has_value(); }

bool KskGameDocument::adopt(const QJsonObject &document, const QString &path, QString *error)
{
    LoadError loadError;
    std::optional<GameDocument> game = gameFromJson(document, path, &loadError);
    if (!game) {
        *error = loadErrorText(loadError, lang(), kskGamePlaces(document));
        return false;
    }
    QString why;
    if (!install(std::move(*game), &why)) {
        *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    }
    m_history.clear();
    return true;
}

// The seat is offered to whoever acts now.
QString KskGameDocument::sideAfterOpen() const
{
    return m_state.segment == ksk::Segment::Activation && m_state.turn.side == ksk::Side::B ? QStringLiteral("B")
                                                                                            : QStringLiteral("A");
}

bool KskGameDocument::writeGame(const QString &path, QString *error) const { return saveGame(*m_game, path, error); }

SaveKind KskGameDocument::gameSaveKind() const { return ksk::gameSave(); }

void KskGameDocument::clearGame()
{
    m_game.reset();
    m_state = GameState();
    m_history.clear();
}

QJsonObject KskGameDocument::gameJson() const { return m_game ? gameToJson(*m_game) : QJsonObject(); }

QVariantMap KskGameDocument::recentEntry() const
{
    // The home view and File > Open recent list it beside the rosters and reopen it in this view (by its kind).
    if (!m_game)
        return {};
    return {{QStringLiteral("url"), fileUrl()},
            {QStringLiteral("name"), displayName()},
            {QStringLiteral("kind"), QStringLiteral("ksk-game")},
            {QStringLiteral("stage"), m_state.stage}};
}

// ---- print ----------------------------------------------------------------------------------------------------

bool KskGameDocument::savePdf(const QUrl &url, const QString &language, bool blank)
{
    if (!blank && !needGame())
        return false;
    const std::optional<QString> target = saveTarget(url, pdfSave(), QT_TR_NOOP("the diagrams"));
    if (!target)
        return false;
    const kskrender::KskSheetModel model = m_game ? kskrender::sheetsForSide(*m_game, m_state, shown(), language, blank)
                                                  : kskrender::blankSheets(nullptr, std::nullopt, language);
    QString error;
    if (!kskrender::writeKskSheetsPdf(model, *target, &error)) {
        setErrorMessage(error);
        return false;
    }
    setErrorMessage(QString());
    return true;
}

bool KskGameDocument::printSheets(const QString &language, bool blank)
{
    if (!blank && !needGame())
        return false;
    QTimer::singleShot(0, this, [this, language, blank] { showPrintDialog(language, blank); });
    return true;
}

bool KskGameDocument::showPrintDialog(const QString &language, bool blank)
{
    emit printDialogOpening();
    if ((!blank && !m_game) || !qobject_cast<QApplication *>(QCoreApplication::instance()))
        return false; // closed meanwhile, or no widgets (a Quick Test): no print dialog
    const kskrender::KskSheetModel model = m_game ? kskrender::sheetsForSide(*m_game, m_state, shown(), language, blank)
                                                  : kskrender::blankSheets(nullptr, std::nullopt, language);
    const A4PrintResult printed = showA4PrintPreview(
        print::A4Document{QStringLiteral("Krwawe Stepy Krymu 1854 — ") + model.sideName, 300,
                          [&](QPagedPaintDevice *device) { return kskrender::paintKskSheets(model, device); }},
        tr("Print the command diagrams"));
    if (!printed.painted)
        setErrorMessage(tr("The diagrams could not be printed."));
    return printed.accepted && printed.painted;
}

// ---- hot seat -------------------------------------------------------------------------------------------------

// ---- steps ----------------------------------------------------------------------------------------------------

bool KskGameDocument::perform(Action action, const QString &dice, const char *undoText)
{
    if (!needGame())
        return false;
    bool bad = false;
    const std::optional<QList<int>> own = playersDice(dice, &bad);
    if (bad) {
        setErrorMessage(tr("Dice: \"%1\" is not a list of numbers (e.g. 7 or 7, 3).").arg(dice));
        return false;
    }
    std::unique_ptr<DiceSource> source = nextDice(*m_game, m_state, action, own);
    GameState next = m_state;
    const ApplyResult result = apply(m_game->scenario, next, action, *source);
    if (!result.ok) {
        const Issue issue = result.issue.value_or(Issue{});
        setErrorMessage(issue.section.isEmpty()
                            ? issue.message.get(lang())
                            : QStringLiteral("%1: %2").arg(issue.section, issue.message.get(lang())));
        return false;
    }
    m_history.push(m_game->log, undoText);
    m_game->log.append(action);
    m_state = std::move(next);
    QStringList said;
    for (const Event &e : result.events)
        if (!e.only || e.only == shown())
            said << e.text.get(lang());
    setLastResult(said.join(QLatin1Char('\n')));
    setModified(true);
    setErrorMessage(QString());
    changed();
    emit undoChanged();
    scheduleAutosave();
    return true;
}

QVariantList KskGameDocument::orderPaths(const QString &formation) const
{
    QVariantList out;
    if (!m_game)
        return out;
    for (const PathAdvice &a : ksk::orderPaths(m_game->scenario, m_state, formation)) {
        QString text = pathWord(a.path, lang()) + QStringLiteral(" (") + pathRule(a.path) + QStringLiteral(")");
        if (!a.reason.isEmpty())
            text += QStringLiteral(": ") + a.reason.get(lang());
        out << QVariantMap{
            {QStringLiteral("path"), QString::fromLatin1(enumName(a.path))},
            {QStringLiteral("allowed"), a.allowed},
            {QStringLiteral("text"), text},
            {QStringLiteral("needsDie"), a.path == OrderPath::CorpsAttempt || a.path == OrderPath::Independence},
            {QStringLiteral("arrival"), a.arrivalStage}};
    }
    return out;
}

bool KskGameDocument::changeOrder(const QString &formation, const QString &kind, int axis, int distance,
                                  const QString &path, const QString &dice, const QString &note)
{
    Action a;
    a.type = ActionType::ChangeOrder;
    a.formation = formation;
    if (m_game)
        a.side = m_game->scenario.sideOfFormation(formation);
    Order order;
    order.kind = enumFromName<OrderKind>(kind).value_or(OrderKind::Defence);
    order.axis = order.kind == OrderKind::Defence ? 0 : axis;
    order.distance = order.kind == OrderKind::Defence ? 0 : distance;
    a.order = order;
    if (!path.isEmpty())
        a.path = enumFromName<OrderPath>(path);
    if (!note.trimmed().isEmpty())
        a.note = Text(note.trimmed());
    return perform(a, dice, QT_TR_NOOP("change of order"));
}

bool KskGameDocument::move(const QString &id, bool formation, const QString &hexNumber, int hexes)
{
    Action a;
    a.type = ActionType::Move;
    if (formation) {
        a.formation = id;
        if (m_game)
            a.side = m_game->scenario.sideOfFormation(id);
    } else {
        a.commander = id;
        if (m_game)
            a.side = m_game->scenario.sideOfCommander(id);
    }
    a.hex = hexNumber;
    if (hexes >= 0)
        a.hexes = hexes;
    return perform(a, QString(), QT_TR_NOOP("move"));
}

bool KskGameDocument::setDisordered(const QString &formation, int count)
{
    Action a;
    a.type = ActionType::Disorder;
    a.formation = formation;
    if (m_game)
        a.side = m_game->scenario.sideOfFormation(formation);
    a.count = count;
    return perform(a, QString(), QT_TR_NOOP("disordered units"));
}

bool KskGameDocument::beginStage()
{
    Action a;
    a.type = ActionType::StageBegin;
    return perform(a, QString(), QT_TR_NOOP("new stage"));
}

bool KskGameDocument::fillCups(const QString &dice)
{
    Action a;
    a.type = ActionType::Cups;
    return perform(a, dice, QT_TR_NOOP("cups and initiative"));
}

bool KskGameDocument::pick(const QString &formation)
{
    Action a;
    a.type = ActionType::Pick;
    a.side = m_state.turn.side;
    a.formation = formation;
    return perform(a, QString(), QT_TR_NOOP("pick"));
}

bool KskGameDocument::draw(const QString &dice)
{
    Action a;
    a.type = ActionType::Draw;
    a.side = m_state.turn.side;
    return perform(a, dice, QT_TR_NOOP("draw"));
}

bool KskGameDocument::activate(const QString &formation)
{
    Action a;
    a.type = ActionType::Activate;
    a.side = m_state.turn.side;
    a.formation = formation;
    return perform(a, QString(), QT_TR_NOOP("activation"));
}

bool KskGameDocument::keep(const QString &formation, bool courier, const QString &dice)
{
    Action a;
    a.type = ActionType::Keep;
    a.side = m_state.turn.side;
    a.formation = formation;
    a.courier = courier;
    return perform(a, dice, QT_TR_NOOP("keeping the initiative"));
}

bool KskGameDocument::pass()
{
    Action a;
    a.type = ActionType::Pass;
    a.side = m_state.turn.side;
    return perform(a, QString(), QT_TR_NOOP("pass"));
}

bool KskGameDocument::yieldTurn()
{
    Action a;
    a.type = ActionType::Yield;
    a.side = m_state.turn.side;
    return perform(a, QString(), QT_TR_NOOP("giving the activation away"));
}

bool KskGameDocument::intercept(const QString &side, int courier, const QString &dice, const QString &hexNumber)
{
    Action a;
    a.type = ActionType::Intercept;
    a.side = sideFrom(side);
    a.courierNumber = courier;
    a.hex = hexNumber.trimmed();
    return perform(a, dice, QT_TR_NOOP("interception"));
}

void KskGameDocument::undo()
{
    if (m_game)
        restoreLog(m_history.undo(m_game->log));
}

void KskGameDocument::redo()
{
    if (m_game)
        restoreLog(m_history.redo(m_game->log));
}

void KskGameDocument::restoreLog(std::optional<QList<Action>> log)
{
    if (!log)
        return;
    GameDocument game = *m_game;
    game.log = std::move(*log);
    QString why;
    if (!install(std::move(game), &why))
        setErrorMessage(why);
    setModified(true);
    changed();
    emit undoChanged();
    scheduleAutosave();
}

} // namespace sztab::gui
