// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One open Krwawe Stepy Krymu 1854 game (issue 20 item 5): the core's game document (core/ksk/game.h: the scenario
// and the log of actions with their dice), its state replayed from the log, and what the shown side may see of it
// as lists for QML. Every step goes through the core's apply() with the program's seeded dice or the players' own;
// a step the rules refuse sets errorMessage and changes nothing. Undo drops the last action (the state is the log's
// replay). Hot seat: the shown side's diagrams, couriers and log only; during a hand-over none at all.
#include "app/gui/shell/tablegamedocument.h"
#include "ksk/game.h"

#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace sztab::gui {

// The seat, the hand-over, the last result and the file: TableGameDocument.
class KskGameDocument : public sztab::gui::TableGameDocument { // qualified: qmltyperegistrar finds the base by this name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int revision READ revision NOTIFY gameChanged)
    Q_PROPERTY(QString shownSideName READ shownSideName NOTIFY gameChanged)
    Q_PROPERTY(QString handOverName READ handOverName NOTIFY gameChanged)
    Q_PROPERTY(QVariantList sides READ sides NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap status READ status NOTIFY gameChanged)
    Q_PROPERTY(QVariantList track READ track NOTIFY gameChanged)
    // The same couriers as markers of Sztab.Common's StageTrack: {box, text, tip, color}.
    Q_PROPERTY(QVariantList trackMarkers READ trackMarkers NOTIFY gameChanged)
    Q_PROPERTY(QVariantList cups READ cups NOTIFY gameChanged)
    Q_PROPERTY(QVariantList choices READ choices NOTIFY gameChanged)
    Q_PROPERTY(QVariantList diagrams READ diagrams NOTIFY gameChanged)
    Q_PROPERTY(QVariantList commanders READ commanders NOTIFY gameChanged)
    Q_PROPERTY(QVariantList couriers READ couriers NOTIFY gameChanged)
    Q_PROPERTY(QVariantList mapCouriers READ mapCouriers NOTIFY gameChanged)
    Q_PROPERTY(QString interceptRule READ interceptRule NOTIFY gameChanged)
    Q_PROPERTY(QVariantList due READ due NOTIFY gameChanged)
    Q_PROPERTY(QVariantList log READ log NOTIFY gameChanged)
    Q_PROPERTY(QVariantList wedges READ wedges NOTIFY gameChanged)
    Q_PROPERTY(QString ownHexReason READ ownHexReason NOTIFY gameChanged)
public:
    explicit KskGameDocument(QObject *parent = nullptr);
    ~KskGameDocument() override;

    QString displayName() const override;
    bool loaded() const override { return m_game.has_value(); }
    int revision() const { return m_revision; }
    // The seated side (viewer: "A" or "B") and the one handed over to, with their names in the scenario.
    QString shownSideName() const;
    QString handOverName() const;
    // {side, name}, A then B.
    QVariantList sides() const;
    // {stage, stages, segmentText, initiative (text), next (what comes now), needsDie, needsChoice, mayKeep,
    //  stepNote, steps: [{step: begin|cups|pick|draw|activate|keep|pass|yield, text, main}]}
    QVariantMap status() const;
    // A box per stage: {stage, current, own (the shown side's couriers back in that stage: "2, 5"), others (count)}
    QVariantList track() const;
    QVariantList trackMarkers() const;
    // {side, active, blanks, kinds}
    QVariantList cups() const;
    // The formations the side whose turn it is may pick, activate or keep with: {id, name}
    QVariantList choices() const;
    // The shown side's command diagrams: {id, name, detail, order, orderWord, axis, axisName, hasWedge, wedgeFrom,
    //  wedgeTo, flatTop, distance, hex, activated, inbound (text), history: [text], units, disordered,
    //  disorderDefence (III.31 allows Defence now, the core's advice), disorderText (its reason)}
    QVariantList diagrams() const;
    // The shown side's commander-in-chief and corps/wing commanders: {id, name, role, hex}
    QVariantList commanders() const;
    // The shown side's couriers, one line each.
    QVariantList couriers() const;
    // Every courier riding on the map, both sides' (their counters lie on the table, III.44/1): {side, number, hex,
    //  own, text}; the text names the number, side and hex only, never the order he carries.
    QVariantList mapCouriers() const;
    // III.44/1 b with the scenario's numbers: what the interception die does.
    QString interceptRule() const;
    // What is due this stage for the shown side: couriers arriving, couriers back, formations entering.
    QVariantList due() const;
    // The log as the shown side may read it, newest first.
    QVariantList log() const;
    // The six wedges for the scenario's grid: {index, name, from, to} (degrees on the screen, kskrosette.h).
    QVariantList wedges() const;
    // Why the commander's own hex is never an axis (the core's III.30 words): the rosette's middle on hover.
    QString ownHexReason() const;

    // For C++ callers (tests, the print path).
    const ksk::GameDocument *game() const { return m_game ? &*m_game : nullptr; }
    const ksk::GameState &state() const { return m_state; }

    // Files. newGame: a scenario file, or "" for the bundled demo (the Alma).
    Q_INVOKABLE bool newGame(const QUrl &scenario);
    // The shown side's command diagrams and its courier and stage log (blank: empty diagrams for the table).
    Q_INVOKABLE bool savePdf(const QUrl &url, const QString &lang, bool blank);
    // The print dialog opens once back in the event loop, so the menu that asked for it has closed first (the modal
    // dialog would keep it drawn over the window); false: no game to print.
    Q_INVOKABLE bool printSheets(const QString &lang, bool blank);

    // Orders. orderPaths: every way a change may go now, the core's advice: {path, allowed, text, needsDie, arrival}
    Q_INVOKABLE QVariantList orderPaths(const QString &formation) const;
    // kind "A" | "O" | "MF"; path as orderPaths names it ("" the first allowed); dice "" the program's, else "7".
    Q_INVOKABLE bool changeOrder(const QString &formation, const QString &kind, int axis, int distance,
                                 const QString &path, const QString &dice, const QString &note);
    // A commander's counter to `hex`; a division's commander gains `hexes` along his axis (-1: every hex moved).
    Q_INVOKABLE bool move(const QString &id, bool formation, const QString &hex, int hexes);
    Q_INVOKABLE bool setDisordered(const QString &formation, int count);

    // The stage's steps (II.4-II.15).
    Q_INVOKABLE bool beginStage();
    Q_INVOKABLE bool fillCups(const QString &dice);
    Q_INVOKABLE bool pick(const QString &formation);
    Q_INVOKABLE bool draw(const QString &dice);
    Q_INVOKABLE bool activate(const QString &formation);
    Q_INVOKABLE bool keep(const QString &formation, bool courier, const QString &dice);
    Q_INVOKABLE bool pass();
    Q_INVOKABLE bool yieldTurn();
    // III.44/1 b: enemy cavalry entered the hex of `side`'s lone courier `courier`; `hex` where he gives way to on a
    // miss ("" he stays where the table puts him).
    Q_INVOKABLE bool intercept(const QString &side, int courier, const QString &dice, const QString &hex);

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

signals:
    // Just before the print dialog opens (also where none can: a Quick Test has no widgets).
    void printDialogOpening();

protected:
    UndoState undoState() const override { return undoStateOf(m_history); }
    QVariantMap recentEntry() const override;
    bool isSide(const QString &side) const override;
    bool adopt(const QJsonObject &document, const QString &path, QString *error) override;
    QJsonObject gameJson() const override;
    bool writeGame(const QString &path, QString *error) const override;
    SaveKind gameSaveKind() const override;
    QString sideAfterOpen() const override;
    void clearGame() override;

private:
    QString lang() const { return language(); }
    bool showPrintDialog(const QString &language, bool blank);
    bool install(ksk::GameDocument game, QString *error);
    // Undo and redo: the game with the log the history gave back (nothing when it gave none).
    void restoreLog(std::optional<QList<ksk::Action>> log);
    bool perform(ksk::Action action, const QString &dice, const char *undoText);
    std::optional<ksk::Side> shown() const;
    QString formationName(const QString &id) const;
    QString orderText(const ksk::Order &order) const;
    void changed();

    std::optional<ksk::GameDocument> m_game;
    ksk::GameState m_state;
    SnapshotHistory<QList<ksk::Action>> m_history;
    int m_revision = 0;
};

} // namespace sztab::gui
