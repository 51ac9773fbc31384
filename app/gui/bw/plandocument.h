// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One open battle plan (issue 6, docs/planner.md "The planner in the app"): the BattlePlan value, its PlanContext
// and the core's checks recomputed after every edit, snapshot undo/redo, the rosters of both players (for the
// initiative, the allowance's bought terrain and the deployment), and the file. Every rule is the core's
// (core/plan); this only applies edits and says what the core answered. Every failure sets errorMessage and leaves
// the plan as it was.
#include "app/gui/shell/documentbase.h"
#include "bw/plan/plancheck.h"
#include "app/gui/bw/planrowmodel.h"
#include "bw/rosterfile.h"

#include <QHash>
#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace sztab::gui {

// fileUrl, modified, errorMessage, canUndo/canRedo/undoText/redoText and the autosave: DocumentBase.
class PlanDocument : public sztab::gui::DocumentBase { // qualified: qmltyperegistrar finds the base by this name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString displayName READ displayName NOTIFY planChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY planChanged)
    Q_PROPERTY(int revision READ revision NOTIFY planChanged)
    Q_PROPERTY(QStringList tableSizes READ tableSizes CONSTANT)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY planChanged)
    Q_PROPERTY(sztab::gui::PlanRowModel *checks READ checks CONSTANT)
    Q_PROPERTY(bool valid READ valid NOTIFY planChanged)
    Q_PROPERTY(sztab::gui::PlanRowModel *allowance READ allowance CONSTANT)
    Q_PROPERTY(sztab::gui::PlanRowModel *sides READ sides CONSTANT)
    Q_PROPERTY(QString nextPlacement READ nextPlacement NOTIFY planChanged)
    Q_PROPERTY(sztab::gui::PlanRowModel *paletteTypes READ paletteTypes CONSTANT)
    Q_PROPERTY(sztab::gui::PlanRowModel *pieces READ pieces CONSTANT)
    Q_PROPERTY(sztab::gui::PlanRowModel *formations READ formations CONSTANT)
    Q_PROPERTY(sztab::gui::PlanRowModel *objectives READ objectives CONSTANT)
    Q_PROPERTY(QString deployFirst READ deployFirst WRITE setDeployFirst NOTIFY planChanged)
    Q_PROPERTY(QString nextToDeploy READ nextToDeploy NOTIFY planChanged)
    Q_PROPERTY(QString secretsOf READ secretsOf WRITE setSecretsOf NOTIFY secretsOfChanged)
    Q_PROPERTY(QStringList secretPlayers READ secretPlayers NOTIFY planChanged)
    Q_PROPERTY(sztab::gui::PlanRowModel *ambushes READ ambushes CONSTANT)
    Q_PROPERTY(QString notesText READ notesText NOTIFY planChanged)
public:
    explicit PlanDocument(QObject *parent = nullptr);
    ~PlanDocument() override;

    QString displayName() const override;
    bool loaded() const { return m_context.has_value(); }
    int revision() const { return m_revision; }
    QStringList tableSizes() const;
    // {table, measure, ruleset, battlefield (name), battlefieldRoll, initiative (text: whose army is A),
    // initiativeDone,
    //  initiativeSeed, battlefieldSeed, terrainSeed (each step's own seed, "" when the players rolled or none),
    //  armyA, armyB (names), rosterA, rosterB (files), hasRosterA, hasRosterB, pieceCount, tablePieces}
    QVariantMap setup() const;
    // The lists the view shows, one model each (planrowmodel.h), its roles named below.
    // Each issue: {severity, code, section, message, path, piece (terrain index or -1), formation (-1), ambush}
    PlanRowModel *checks() const { return m_checks; }
    bool valid() const { return loaded() && m_report.valid(); }
    // The core's checklist (BWN 14.3, 14.4): {type, player ("" for the table's types), kind, name, min, max, count,
    // next (the next step places one), state: "ok" | "under" | "over"}
    PlanRowModel *allowance() const { return m_allowance; }
    // BWN 14.2: the edges the initiative winner may take: {id, name}
    PlanRowModel *sides() const { return m_sides; }
    QString nextPlacement() const;
    // Every terrain type of BWN 3.5 to place: {type, variant, name, line}
    PlanRowModel *paletteTypes() const { return m_paletteTypes; }
    // {index, id, type, name, owner, order, kind, level, objective ("main" | "secondary" | ""), x, y (its centre),
    //  shape ("line" | "polygon" | "rectangle"), points (a line's or polygon's points; none for a rectangle),
    //  rotation (a rectangle's, degrees clockwise)}
    PlanRowModel *pieces() const { return m_pieces; }
    // {index, player, name, formation, facing, x, y (the centre of its front)}
    PlanRowModel *formations() const { return m_formations; }
    // The main objective, then each secondary one chosen: {slot ("main" | "secondary"), piece (index or -1),
    //  value (victory points, 0 when unknown)}
    PlanRowModel *objectives() const { return m_objectives; }
    QString deployFirst() const { return m_deployFirst; }
    void setDeployFirst(const QString &player);
    QString nextToDeploy() const;
    QString secretsOf() const { return m_secretsOf; }
    void setSecretsOf(const QString &player);
    // The players whose secrets may be shown: "A" and "B", or only the one a copy was exported for (secrets.h).
    QStringList secretPlayers() const;
    // The shown player's hidden positions (none when secretsOf is ""): {index, regiment, x, y}
    PlanRowModel *ambushes() const { return m_ambushes; }
    // The shown player's hidden notes ("" when secretsOf is "").
    QString notesText() const;

    // For C++ callers (the map item, tests, benchmarks).
    const plan::BattlePlan &plan() const { return m_plan; }
    const plan::PlanContext *context() const { return m_context ? &*m_context : nullptr; }
    const plan::PlanReport &report() const { return m_report; }
    std::optional<Player> notesShown() const;
    // For the patrol session (patrolsession.h): a plan the core made (an action appended) applied as one undo step,
    // a player's roster, and the path a PDF may be written to (the banner says why not).
    bool applyEdit(plan::BattlePlan next, const char *undoText) { return apply(std::move(next), undoText); }
    const CheckedRoster *rosterFor(Player p) const { return rosterOf(p); }
    std::optional<QString> pdfTarget(const QUrl &url);

    // The bundled demo rosters to start a battle with (issue 15 item 14): {name (in the app's language), url}.
    Q_INVOKABLE QVariantList demoRosters() const;

    // Files.
    Q_INVOKABLE bool newPlan(const QVariantMap &settings); // {table, rosterA, rosterB (urls, optional), preset}
    // A plan file, or an autosave (recovery: modified, fileUrl the plan it belongs to).
    Q_INVOKABLE bool open(const QUrl &url);
    // A bundled demo or template opened as an untitled plan: Save asks where, the bundled file is never written.
    Q_INVOKABLE bool openAsNew(const QUrl &url);
    Q_INVOKABLE bool save();
    Q_INVOKABLE bool saveAs(const QUrl &url);
    Q_INVOKABLE bool exportMap(const QUrl &url);                        // .svg or .png, no hidden notes
    Q_INVOKABLE bool exportFor(const QString &player, const QUrl &url); // without the other's hidden notes
    // A clean close: the autosave goes (its edits were saved or the user chose to discard them).
    Q_INVOKABLE void close();
    Q_INVOKABLE bool setRoster(const QString &player, const QUrl &url);

    // Before the terrain (BWN 14.2, 14.3).
    Q_INVOKABLE QString newSeed() const;
    Q_INVOKABLE bool rollInitiative(const QString &seed);
    Q_INVOKABLE bool enterInitiative(const QString &dice); // the players' dice: "p1,p2[,p1,p2 …]" (ties rerolled)
    Q_INVOKABLE bool chooseSide(const QString &edge);      // the winner's edge (BWN 14.2)
    Q_INVOKABLE bool rollBattlefield(const QString &seed);
    Q_INVOKABLE bool setBattlefield(int roll);
    Q_INVOKABLE bool generate(const QString &seed);
    // The pieces Generate would replace that were placed by hand (planedit.h): the view asks before it when > 0.
    Q_INVOKABLE int piecesPlacedByHand() const;

    // Terrain (BWN 3.5, 14.4). Coordinates in table units.
    Q_INVOKABLE int addPiece(const QString &type, const QString &variant, double x, double y);
    Q_INVOKABLE bool movePiece(int index, double dx, double dy);
    Q_INVOKABLE bool rotatePiece(int index, double degrees);
    Q_INVOKABLE bool resizePiece(int index, double dw, double dd);
    Q_INVOKABLE bool setPieceLevel(int index, int level);
    Q_INVOKABLE bool removePiece(int index);
    // The points of a line or polygon piece, dragged on the map (rectangles have none). A line keeps at least 2
    // points, a polygon 3, neither more than plan::kMaxShapePoints. insertPoint puts (x, y) after `afterVertex`.
    Q_INVOKABLE bool movePoint(int piece, int vertex, double dx, double dy);
    Q_INVOKABLE bool insertPoint(int piece, int afterVertex, double x, double y);
    Q_INVOKABLE bool removePoint(int piece, int vertex);
    // The map's handles of a rectangle piece (app/gui/planhandles.h): its top turned towards (x, y) (`snap` > 0:
    // in steps of that many degrees); handle 0–7 dragged to (x, y) with the opposite side kept, never below 1 unit.
    // The rulebook's sizes are the checks' (BWN 3.5), not clamped here.
    Q_INVOKABLE bool turnPieceTowards(int index, double x, double y, double snap);
    Q_INVOKABLE bool resizePieceTo(int index, int handle, double x, double y);
    // A drag is one undo step: moves between beginDrag and endDrag join the step beginDrag opened.
    Q_INVOKABLE void beginDrag();
    Q_INVOKABLE void endDrag();

    // Objectives (BWN 14.6).
    Q_INVOKABLE bool suggestObjectives();
    Q_INVOKABLE bool setMainObjective(int pieceIndex);
    Q_INVOKABLE bool setSecondaryObjective(int slot, int pieceIndex);

    // Deployment (BWN 14.6).
    Q_INVOKABLE bool deploy(const QString &player); // every division of the player's roster, in line
    Q_INVOKABLE bool deployNext();                  // the next division of whoever deploys next
    Q_INVOKABLE bool moveFormation(int index, double dx, double dy);
    Q_INVOKABLE bool rotateFormation(int index, double degrees);
    Q_INVOKABLE bool setFormationKind(int index, const QString &formation);
    Q_INVOKABLE bool removeFormation(int index);
    Q_INVOKABLE bool turnFormationTowards(int index, double x, double y, double snap); // its front faces (x, y)

    // Ambush (BWN 15.1) and notes: always the shown player's (secretsOf).
    Q_INVOKABLE QStringList ambushCandidates() const;
    Q_INVOKABLE bool addAmbush(const QString &regiment, double x, double y);
    Q_INVOKABLE bool moveAmbush(int index, double dx, double dy);
    Q_INVOKABLE bool removeAmbush(int index);
    // The shown player's notes text. Calls until endNotesEdit (or any other edit, undo, a drag, another player
    // shown) are one undo step: the view commits while typing pauses and on leaving the field.
    Q_INVOKABLE bool setNotesText(const QString &text);
    Q_INVOKABLE void endNotesEdit();

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

signals:
    void planChanged();
    void secretsOfChanged();

protected:
    UndoState undoState() const override { return undoStateOf(m_history); }
    QJsonObject autosaveContent() const override;

private:
    bool install(plan::BattlePlan next, QString *error);
    void stepHistory(bool back);
    std::optional<quint64> seedFrom(const QString &seed);
    bool apply(plan::BattlePlan next, const char *undoText);
    bool needPlan();
    bool pieceIndexOk(int index);
    template <class Edit> bool editPiece(int index, const char *undoText, Edit edit);
    bool formationIndexOk(int index);
    const Ruleset *ruleset() const;
    std::optional<CheckedRoster> loadRoster(const QString &path, QString *error) const;
    const CheckedRoster *rosterOf(Player p) const;
    int divisionsOf(Player p) const;
    bool initiativeWith(DiceSource &dice, bool entered, const QString &seed);
    bool setBattlefieldRef(plan::BattlePlan next, int roll, const QString &seed = QString());
    // The rows of each list model.
    PlanRowModel::Rows checkRows() const;
    PlanRowModel::Rows allowanceRows() const;
    PlanRowModel::Rows sideRows() const;
    PlanRowModel::Rows paletteRows() const;
    PlanRowModel::Rows pieceRows() const;
    PlanRowModel::Rows formationRows() const;
    PlanRowModel::Rows objectiveRows() const;
    PlanRowModel::Rows ambushRows() const;

    plan::BattlePlan m_plan;
    std::optional<plan::PlanContext> m_context;
    plan::PlanReport m_report;
    // The rosters by the file the plan's armies name, so undo and the initiative's swap of A and B keep them matched.
    QHash<QString, std::shared_ptr<CheckedRoster>> m_rosters;
    plan::BattlePlan m_saved;
    SnapshotHistory<plan::BattlePlan> m_history;
    bool m_dragging = false;
    bool m_dragStepOpen = false;
    bool m_notesStepOpen = false; // a notes editing session has its undo step
    int m_revision = 0;
    QString m_deployFirst = QStringLiteral("A");
    QString m_secretsOf;
    PlanRowModel *m_checks, *m_allowance, *m_sides, *m_paletteTypes, *m_pieces, *m_formations, *m_objectives,
        *m_ambushes;
};

} // namespace sztab::gui
