// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One game of Maciejowice 1794 at the table (issue 21 item 6): the core's game (core/mac: a log of actions with their
// dice, replayed into the state), shown to one side at a time (hot seat: `viewer`), with undo/redo, autosave and
// crash recovery from DocumentBase. Every rule is the core's; this only forwards the players' steps, with the
// program's die or the players' own, and turns the core's per-side view into lists for QML. Every failure sets
// errorMessage and leaves the game as it was.
#include "app/gui/shell/tablegamedocument.h"
#include "foundation/snapshothistory.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace sztab::mac {
struct Action;
struct Game;
enum class Side;
} // namespace sztab::mac

namespace sztab::gui {

struct MacGameState;

// fileUrl, modified, errorMessage, canUndo/canRedo/undoText/redoText and the autosave: DocumentBase; the seat
// (viewer: "pl", "ru" or "" for the table), the hand-over and the file: TableGameDocument.
class MacGameDocument : public sztab::gui::TableGameDocument { // qualified: qmltyperegistrar finds the base by this name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int stage READ stage NOTIFY gameChanged)
    Q_PROPERTY(int stageCount READ stageCount NOTIFY gameChanged)
    Q_PROPERTY(int turn READ turn NOTIFY gameChanged)
    Q_PROPERTY(QString nextStep READ nextStep NOTIFY viewChanged)
    // The players' own dice (typed in) instead of the program's, for the next rolls; either may be used any time.
    Q_PROPERTY(bool playersDice READ playersDice WRITE setPlayersDice NOTIFY gameChanged)
    Q_PROPERTY(int dieLowest READ dieLowest CONSTANT)
    Q_PROPERTY(int dieHighest READ dieHighest CONSTANT)
    Q_PROPERTY(int defaultThreshold READ defaultThreshold CONSTANT)
    // The stage track's markers: [{box, text, tip, color}] (the stage marker is `stage` itself).
    Q_PROPERTY(QVariantList trackMarkers READ trackMarkers NOTIFY viewChanged)
    // {text, canRoll, rollText, canHold}
    Q_PROPERTY(QVariantMap poninski READ poninski NOTIFY viewChanged)
    // Per side: {side, sideName, chits: [{name ("?" for the other side's secret), hidden, drawn}]}
    Q_PROPERTY(QVariantList pool READ pool NOTIFY viewChanged)
    // The viewer's own secret choice this stage: how many to choose (0: none asked of this screen now), from which.
    Q_PROPERTY(int choiceSlots READ choiceSlots NOTIFY viewChanged)
    Q_PROPERTY(QVariantList candidates READ candidates NOTIFY viewChanged) // [{id, name}]
    // The side that still has to choose in secret this stage ("" none).
    Q_PROPERTY(QString nextChooser READ nextChooser NOTIFY viewChanged)
    // Turn 1 done (every secret choice in): the pool can go into the cup.
    Q_PROPERTY(bool canBuildPool READ canBuildPool NOTIFY viewChanged)
    Q_PROPERTY(bool canDraw READ canDraw NOTIFY viewChanged)
    Q_PROPERTY(int cupCount READ cupCount NOTIFY viewChanged)
    // The chit last drawn this stage: {name, side, options: [sentences], activatable: [{id, name}]} ({} none).
    Q_PROPERTY(QVariantMap lastDraw READ lastDraw NOTIFY viewChanged)
    Q_PROPERTY(bool canEndStage READ canEndStage NOTIFY viewChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY viewChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY viewChanged)
    // [{id, name, side, status ("inPlay" | "inCup" | "drawn" | "wounded" | "fallen" | "notYet"), statusText, canRoll,
    //   canLose}]
    Q_PROPERTY(QVariantList commanders READ commanders NOTIFY viewChanged)
    // {box, side ("pl" | "ru" | ""), onTrack, threshold, text}
    Q_PROPERTY(QVariantMap victory READ victory NOTIFY viewChanged)
    // What scores (MAC 12.1): [{id, name, stars (bool: the taken battery's white stars count)}]
    Q_PROPERTY(QVariantList victoryEvents READ victoryEvents NOTIFY gameChanged)
    // [{tag, text, dice, source}] as the viewer may see it.
    Q_PROPERTY(QVariantList log READ log NOTIFY viewChanged)
public:
    explicit MacGameDocument(QObject *parent = nullptr);
    ~MacGameDocument() override;

    QString displayName() const override;
    bool loaded() const override;
    int stage() const;
    int stageCount() const;
    int turn() const;
    QString nextStep() const;
    bool playersDice() const;
    void setPlayersDice(bool on);
    int dieLowest() const;
    int dieHighest() const;
    int defaultThreshold() const;
    QVariantList trackMarkers() const;
    QVariantMap poninski() const;
    QVariantList pool() const;
    int choiceSlots() const;
    QVariantList candidates() const;
    QString nextChooser() const;
    bool canBuildPool() const;
    bool canDraw() const;
    int cupCount() const;
    QVariantMap lastDraw() const;
    bool canEndStage() const;
    bool gameOver() const;
    QString resultText() const;
    QVariantList commanders() const;
    QVariantMap victory() const;
    QVariantList victoryEvents() const;
    QVariantList log() const;

    // Files. settings: {dice: "program" | "players", seed (text; "" a fresh one), threshold}
    Q_INVOKABLE QString newSeed() const;
    Q_INVOKABLE bool newGame(const QVariantMap &settings);
    // The schedule on one A4 sheet (and the log after it with `withLog`): the PDF, or the print dialog.
    Q_INVOKABLE bool saveSchedulePdf(const QUrl &url, const QString &lang, bool withLog);
    Q_INVOKABLE bool printSchedule(const QString &lang, bool withLog);

    // The players' steps. `die`: the players' own roll, or -1 for the program's.
    Q_INVOKABLE bool choose(const QStringList &commanderIds);
    Q_INVOKABLE bool buildPool();
    // The players' die for a draw is the chit's number in the cup, 1..cupCount.
    Q_INVOKABLE bool draw(int die);
    // After Kościuszko or Fersen: the commander he activates (MAC 4.4).
    Q_INVOKABLE bool activate(const QString &commanderId);
    Q_INVOKABLE bool endStage();
    Q_INVOKABLE bool rollPoninski(int die);
    Q_INVOKABLE bool holdPoninski();
    Q_INVOKABLE bool casualtyRoll(const QString &commanderId, const QString &trigger, int die);
    Q_INVOKABLE bool loseCommander(const QString &commanderId, const QString &reason);
    Q_INVOKABLE bool victoryEvent(const QString &side, const QString &event, int stars);

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    // For C++ callers (the print, tests): the game's log as it stands (nullptr when none is open).
    const mac::Game *currentGame() const;

signals:
    void viewChanged();

protected:
    UndoState undoState() const override;
    QVariantMap recentEntry() const override;
    bool isSide(const QString &side) const override;
    bool canOpen() override;
    bool adopt(const QJsonObject &document, const QString &path, QString *error) override;
    QJsonObject gameJson() const override;
    bool writeGame(const QString &path, QString *error) const override;
    SaveKind gameSaveKind() const override;
    // The side that chooses in secret next, else the Polish player (through the hand-over screen).
    QString sideAfterOpen() const override;
    void clearGame() override;

private:
    // `request` performed with the program's die (die < 0) or the players' value; one undo step labelled `label`.
    bool step(const mac::Action &request, int die, const char *label);
    bool install(mac::Game game, QString *error);
    void changed();
    std::optional<mac::Side> viewerSide() const;

    std::unique_ptr<MacGameState> m_state;
};

} // namespace sztab::gui
