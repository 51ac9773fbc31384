// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The patrol-marker phase in the planner (B19 6, issue 19 item 6): one screen passed between two players (hot
// seat) or an umpire's. It holds whose screen it is and what he has picked; the phase itself (markers, turns,
// sight, moves, reveals) is the core's (core/bw/plan/patrol*.h), replayed from the plan after every edit, and every
// action goes to the core, which refuses an illegal one with its rule. What the view is given is made for the
// viewer only: his own assignments, the other's markers as blank counters until revealed; the umpire sees all.
// While a hand-over waits nobody is seated and nothing secret is given at all.
#include "app/gui/bw/plandocument.h"
#include "app/gui/bw/planrowmodel.h"
#include "app/gui/shell/hotseat.h"
#include "bw/plan/patrolphase.h"
#include "render/tablemap/patrolmap.h"

#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class PatrolSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(sztab::gui::PlanDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // The plan has a patrol phase (its ruleset has the patrol rules).
    Q_PROPERTY(bool available READ available NOTIFY stateChanged)
    // The planner shows the patrol phase (its pane and the markers on the map) instead of the terrain tools.
    Q_PROPERTY(bool shown READ shown WRITE setShown NOTIFY stateChanged)
    // Whose screen: "A", "B", "umpire", or "" while a hand-over waits.
    Q_PROPERTY(QString viewer READ viewer NOTIFY stateChanged)
    Q_PROPERTY(bool umpire READ umpire WRITE setUmpire NOTIFY stateChanged)
    // The player the hand-over screen waits for ("" = none).
    Q_PROPERTY(QString handover READ handover NOTIFY stateChanged)
    // After each action that ends a player's turn the screen asks for the hand-over to the next player.
    Q_PROPERTY(bool autoHandover READ autoHandover WRITE setAutoHandover NOTIFY stateChanged)
    // "assign", "place", "move", "reveal", "done" (the core's phase step), and in words.
    Q_PROPERTY(QString step READ step NOTIFY stateChanged)
    Q_PROPERTY(QString whoseTurn READ whoseTurn NOTIFY stateChanged)
    // 6.4: who deploys the next division while a revealed corps is being deployed ("" when nobody must).
    Q_PROPERTY(QString deployNext READ deployNext NOTIFY stateChanged)
    Q_PROPERTY(QString phaseText READ phaseText NOTIFY stateChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY stateChanged)
    Q_PROPERTY(bool canPass READ canPass NOTIFY stateChanged)
    // The last refused action: "B19 6.1 · CODE: message" ("" = none).
    Q_PROPERTY(QString refusal READ refusal NOTIFY stateChanged)
    // What the last action did, for both players (a move cut short and where, the markers it revealed).
    Q_PROPERTY(QString notice READ notice NOTIFY stateChanged)
    // 6.4: markers wait to be shown and the initiative player has not said who shows first.
    Q_PROPERTY(bool firstToChoose READ firstToChoose NOTIFY stateChanged)
    // The markers as the viewer knows them: {index, id, label, player, x, y, placed, onTable, own, corps (his own
    //  assignment's corps id, "" for a scout or unknown), content (what he knows: the corps' name, "scout", or ""),
    //  revealed, moved, stationary, defence, status (one line in words), canAssign, canPlace, canMove, canStay,
    //  canReveal, canDeploy}
    Q_PROPERTY(sztab::gui::PlanRowModel *markers READ markers CONSTANT)
    Q_PROPERTY(int revealedCount READ revealedCount NOTIFY stateChanged)
    Q_PROPERTY(QString selectedMarker READ selectedMarker WRITE setSelectedMarker NOTIFY selectionChanged)
    Q_PROPERTY(QString armedMarker READ armedMarker WRITE setArmedMarker NOTIFY selectionChanged)
    Q_PROPERTY(QString armedLabel READ armedLabel NOTIFY selectionChanged)
public:
    explicit PatrolSession(QObject *parent = nullptr);

    PlanDocument *document() const { return m_document; }
    void setDocument(PlanDocument *document);
    bool available() const;
    bool shown() const { return m_shown && available(); }
    void setShown(bool shown);
    QString viewer() const;
    bool umpire() const { return m_hotSeat.umpire(); }
    void setUmpire(bool umpire);
    QString handover() const { return m_hotSeat.handOverTo(); }
    bool autoHandover() const { return m_autoHandover; }
    void setAutoHandover(bool on);
    QString step() const;
    QString whoseTurn() const;
    QString deployNext() const;
    QString phaseText() const;
    QString hintText() const;
    bool canPass() const;
    QString refusal() const { return m_refusal; }
    QString notice() const { return m_notice; }
    bool firstToChoose() const;
    PlanRowModel *markers() const { return m_markers; }
    int revealedCount() const;
    QString selectedMarker() const { return m_selected; }
    void setSelectedMarker(const QString &id);
    QString armedMarker() const { return m_armed; }
    void setArmedMarker(const QString &id);
    QString armedLabel() const;

    // The picture of the markers for the map, made for the viewer (nothing while a hand-over waits).
    plan::PatrolPicture picture() const;
    // Which marker the viewer sees at a table point ("" = none), for the map's mouse.
    QString markerAtTable(double x, double y, double grabUnits) const;

    // The hot seat.
    Q_INVOKABLE void passTo(const QString &player); // the hand-over screen for `player`
    Q_INVOKABLE void takeSeat();                    // the player named by the hand-over sits down

    // The viewer's corps to choose for a marker: [{id: "" (scout), name}, {id, name}, …].
    Q_INVOKABLE QVariantList corpsChoices(const QString &player) const;
    // The actions, each the core's; false with the refusal (section, code, message) shown when it says no.
    Q_INVOKABLE bool assign(const QString &marker, const QString &corps);
    Q_INVOKABLE bool place(const QString &marker, double x, double y);
    Q_INVOKABLE bool canMove(const QString &marker) const;
    Q_INVOKABLE void previewMove(const QString &marker, double x, double y);
    Q_INVOKABLE void clearPreview();
    Q_INVOKABLE bool move(const QString &marker, double x, double y);
    Q_INVOKABLE bool stayStationary(const QString &marker);
    Q_INVOKABLE bool reveal(const QString &marker);
    // 6.4: the corps' next division from the owner's roster; `dismounted` names its cavalry declared dismounted.
    Q_INVOKABLE bool deploy(const QString &marker, const QStringList &dismounted = {});
    // 6.4: the cavalry of that next division able to dismount (B19 12.7), which declares before it is placed:
    // [{regiment}]; empty when there is none or the marker is not the viewer's to deploy.
    Q_INVOKABLE QVariantList dismountChoices(const QString &marker) const;
    Q_INVOKABLE bool pass();
    Q_INVOKABLE bool chooseFirst(const QString &player); // 6.4: A decides who shows and deploys first

    // Paper (render/patrol/patrolprint.h): a player's slip carries only his own part of the plan.
    Q_INVOKABLE bool saveSlip(const QString &player, const QUrl &url, bool blank);
    Q_INVOKABLE bool saveBlankSlips(const QUrl &url);
    Q_INVOKABLE bool saveCard(const QUrl &url);
    Q_INVOKABLE bool printSlip(const QString &player, bool blank);
    Q_INVOKABLE bool printCard();

    // A player's zone for the markers (6.1): {x, y, width, depth} in table units ({} without a patrol phase).
    Q_INVOKABLE QVariantMap zone(const QString &player) const;
    // The marker's row as the viewer knows it ({} when he sees no such marker).
    Q_INVOKABLE QVariantMap marker(const QString &id) const;

    // The bundled demo: Gettysburg corps on a B19 table, the patrol phase ready to play.
    Q_INVOKABLE bool openDemo();
    static QString demoPlanPath();

signals:
    void documentChanged();
    void stateChanged();
    void selectionChanged();
    void pictureChanged();

private:
    void refresh();
    void refuse(const QList<Issue> &issues);
    // Applies a core action (refused: the rule in the banner, the plan untouched); then shows what it revealed.
    bool act(const plan::PatrolAction &action, const char *undoText);
    void showRevealed(); // the Show actions the notes allow, once A has said who shows first (6.4)
    void handOverIfNeeded();
    std::optional<Player> seated() const; // the seated player (nullopt for the umpire or nobody)
    bool knowsContent(const plan::PatrolMarkerState &m) const;
    QString contentText(const plan::PatrolMarkerState &m) const;
    QStringList corpsNames(Player p) const;
    bool mayAct(Player p) const; // the seat is p's (or the umpire's) and no hand-over waits
    PlanRowModel::Rows markerRows() const;

    QPointer<PlanDocument> m_document;
    bool m_shown = false;
    bool m_autoHandover = true;
    HotSeat m_hotSeat{QStringLiteral("A")}; // the seated player, the umpire, or a hand-over waiting
    QString m_refusal;
    QString m_notice;
    std::optional<plan::PatrolRules> m_rules;
    std::optional<plan::PatrolTable> m_table;
    plan::PatrolState m_state;
    QString m_selected;
    QString m_armed;
    std::optional<plan::MoveGhost> m_ghost;
    PlanRowModel *m_markers;
};

} // namespace sztab::gui
