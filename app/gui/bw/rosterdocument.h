// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One open roster (docs/app-api.md, RosterDocument): the Roster value, bound and validated by the core after every
// edit, the undo stack of snapshots, the file it came from, autosave, draws, text, and the four models the
// interface shows. Every edit is one undo step; every failure sets errorMessage and leaves the roster as it was.
#include "app/gui/bw/cataloguemodel.h"
#include "foundation/dice.h"
#include "app/gui/shell/documentbase.h"
#include "bw/draws.h"
#include "app/gui/bw/issuemodel.h"
#include "bw/rebind.h"
#include "app/gui/bw/rostertreemodel.h"
#include "app/gui/bw/upgrademodel.h"

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace sztab::gui {

// fileUrl, modified, errorMessage, canUndo/canRedo/undoText/redoText and the autosave: DocumentBase.
class RosterDocument : public sztab::gui::DocumentBase { // qualified: qmltyperegistrar finds the base by this name
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString displayName READ displayName NOTIFY rosterChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY rosterChanged)
    Q_PROPERTY(QString name READ name NOTIFY rosterChanged)
    Q_PROPERTY(QString nation READ nation NOTIFY rosterChanged)
    Q_PROPERTY(QString nationName READ nationName NOTIFY rosterChanged)
    Q_PROPERTY(QString rulesetId READ rulesetId NOTIFY rosterChanged)
    Q_PROPERTY(QString limitsText READ limitsText NOTIFY rosterChanged)
    Q_PROPERTY(QVariantMap totals READ totals NOTIFY rosterChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY rosterChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY rosterChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY rosterChanged)
    Q_PROPERTY(QStringList drawLog READ drawLog NOTIFY rosterChanged)
    Q_PROPERTY(sztab::gui::CatalogueModel *catalogueModel READ catalogueModel CONSTANT)
    Q_PROPERTY(sztab::gui::RosterTreeModel *rosterModel READ rosterModel CONSTANT)
    Q_PROPERTY(sztab::gui::IssueModel *issueModel READ issueModel CONSTANT)
    Q_PROPERTY(sztab::gui::UpgradeModel *upgradeModel READ upgradeModel CONSTANT)
public:
    explicit RosterDocument(QObject *parent = nullptr);
    ~RosterDocument() override;

    QString displayName() const override;
    bool loaded() const { return m_roster != nullptr; }
    QString name() const;
    QString nation() const;
    QString nationName() const;
    QString rulesetId() const;
    QString limitsText() const;
    QVariantMap totals() const;
    bool valid() const { return m_roster && m_report.valid(); }
    int errorCount() const { return m_roster ? m_report.count(Severity::Error) : 0; }
    int warningCount() const { return m_roster ? m_report.count(Severity::Warning) : 0; }
    QStringList drawLog() const;
    CatalogueModel *catalogueModel() { return &m_catalogueModel; }
    RosterTreeModel *rosterModel() { return &m_rosterModel; }
    IssueModel *issueModel() { return &m_issueModel; }
    UpgradeModel *upgradeModel() { return &m_upgradeModel; }

    // For C++ callers (tests, benchmarks): the roster as it stands, null before one is opened.
    const Roster *roster() const { return m_roster.get(); }
    const ValidationReport &report() const { return m_report; }

    // Files.
    Q_INVOKABLE bool newRoster(const QVariantMap &settings);
    Q_INVOKABLE bool open(const QUrl &url);
    Q_INVOKABLE bool save();
    Q_INVOKABLE bool saveAs(const QUrl &url);
    Q_INVOKABLE bool exportJson(const QUrl &url);
    Q_INVOKABLE bool importJson(const QUrl &url);
    Q_INVOKABLE QString copyAsText();
    Q_INVOKABLE QString plainText() const;
    Q_INVOKABLE QString plainTextIn(const QString &lang) const;
    // A clean close: the autosave goes (its edits were saved or the user chose to discard them).
    Q_INVOKABLE void close();

    // Edits: each one undo step; false (and errorMessage) when it cannot be done.
    Q_INVOKABLE bool addRegiment(const QString &unitId, int divisionIndex);
    Q_INVOKABLE bool removeRegiment(int d, int r);
    Q_INVOKABLE bool moveRegiment(int d, int r, int toD, int toR);
    Q_INVOKABLE bool duplicateRegiment(int d, int r);
    Q_INVOKABLE bool setStatus(int d, int r, const QString &status);
    Q_INVOKABLE bool setAmbush(int d, int r, bool on);
    Q_INVOKABLE bool addDivision(const QString &arm, const QString &pool, const QString &name);
    Q_INVOKABLE bool renameDivision(int d, const QString &name);
    Q_INVOKABLE bool removeDivision(int d);
    Q_INVOKABLE bool duplicateDivision(int d);
    Q_INVOKABLE bool setDivisionArm(int d, const QString &arm, const QString &pool);
    Q_INVOKABLE bool setHistorical(int d, const QString &historicalId);
    Q_INVOKABLE bool setUpgrade(const QString &upgradeId, const QVariantMap &change);
    // BWN 13.3: the division (by id, "" for none) the extra general of the roster's `upgrade`-th upgrade leads.
    Q_INVOKABLE bool setExtraGeneralDivision(int upgrade, const QString &divisionId);
    Q_INVOKABLE bool setName(const QString &text);
    Q_INVOKABLE bool setLimits(const QVariantMap &limits);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    // Commanders (BWN 13.4): scope "army" or a division index; the program's dice with a seed, or the players' own.
    Q_INVOKABLE bool draw(const QVariant &scope, const QString &seed);
    Q_INVOKABLE bool drawWithDice(const QVariant &scope, const QString &dice);
    // The dice a draw takes, in order and in words ("Commander-in-chief: d8; …").
    Q_INVOKABLE QString drawDice(const QVariant &scope) const;
    // Why the typed results cannot make this draw ("9 is not on the die: …"), "" when they can.
    Q_INVOKABLE QString checkDice(const QVariant &scope, const QString &dice) const;
    Q_INVOKABLE QString newSeed() const;

    // Validation navigation: the rosterModel row of a JSON pointer, -1 for none.
    Q_INVOKABLE int rowForPath(const QString &pointer) const { return m_rosterModel.rowForPath(pointer); }

    // Printing (the sheets of `bwn sheets`). The preview opens once back in the event loop, so a menu that asked
    // for it has closed first (the modal preview would keep it drawn over the window); false: no roster to print.
    Q_INVOKABLE bool printSheets(const QString &lang);
    Q_INVOKABLE bool saveSheetsPdf(const QUrl &url, const QString &lang);

signals:
    void rosterChanged();
    // Just before the print preview opens (also where none can: a Quick Test has no widgets).
    void printDialogOpening();

protected:
    UndoState undoState() const override { return undoStateOf(m_history); }
    QJsonObject autosaveContent() const override;
    QVariantMap recentEntry() const override;

private:
    bool showPrintPreview(const QString &lang);
    // Binds and validates `next` and makes it the roster, with an undo step named `undoText` (none when null).
    bool apply(std::optional<Roster> next, const char *undoText, const QString &error);
    bool install(Roster next, QString *error);
    void refreshModels();
    void stepHistory(bool back);
    bool writeRoster(const QString &path, bool stampIt);
    std::optional<Roster> readRosterOrAutosave(const QString &path, QString *original, bool *recovered,
                                               QString *error) const;
    bool drawWith(const QVariant &scope, DiceSource &dice, const QJsonObject &stamp);
    std::optional<DrawResult> tryDraw(const QVariant &scope, DiceSource &dice, const QJsonObject &stamp,
                                      QString *error) const;
    QString drawTargetName(const QString &pointer) const;
    QString unknownUnitsNotice() const;

    std::unique_ptr<Roster> m_roster; // stable address: m_bound points into it
    std::optional<BoundRoster> m_bound;
    BindMemo m_bindMemo; // the last binding, reused for the divisions an edit leaves alone
    ValidationReport m_report;
    Roster m_saved; // as last saved or opened, to tell `modified`
    SnapshotHistory<Roster> m_history;
    CatalogueModel m_catalogueModel;
    RosterTreeModel m_rosterModel;
    IssueModel m_issueModel;
    UpgradeModel m_upgradeModel;
};

} // namespace sztab::gui
