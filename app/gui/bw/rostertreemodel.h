// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The roster as a tree flattened into rows (docs/app-api.md, RosterTreeModel): the commander-in-chief, corps,
// divisions and their regiments, each row with what the core says about it (legal statuses, ambush, the general,
// the worst issue). After an edit only the rows that changed are signalled: a 10,000-regiment roster stays fast.
#include "app/gui/bw/rosterview.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class RosterTreeModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a RosterDocument")
    // The division names in roster order (index = divisionIndex), for "Move to division" and the draw's scope.
    Q_PROPERTY(QStringList divisionNames READ divisionNames NOTIFY divisionNamesChanged)
public:
    enum Role {
        KindRole = Qt::UserRole + 1,
        DepthRole,
        DivisionIndexRole,
        RegimentIndexRole,
        NameRole,
        PointsRole,
        BasesRole,
        StatusRole,
        StatusOptionsRole,
        StatusTextsRole,
        AmbushRole,
        AmbushAllowedRole,
        ArmRole,
        PoolRole,
        HistoricalRole,
        HistoricalOptionsRole,
        GeneralNameRole,
        CommandRole,
        CharacterRole,
        GeneralRulesRole,
        SeverityRole,
        IssueTextRole,
        PathRole,
        UnitIdRole,
        // BWN 13.3, the extra general: on a division row, whether he leads it; on his own row, the roster upgrade
        // entry he is, the division chosen for him (id, "" for none), whether he leads it ("leads"), it has another
        // commander ("taken") or none is chosen ("none"), and the divisions to choose from ({id, name, taken}).
        LedByExtraGeneralRole,
        UpgradeIndexRole,
        ExtraDivisionRole,
        ExtraStateRole,
        ExtraDivisionOptionsRole,
        // B19 12.2–12.3: a division's role in the ruleset's organisation in words ("corps artillery"), or its corps'
        // ("army reserve artillery"), "" for none.
        OrganisationRoleRole,
        // A division that needs no general of its own: "corps" (corps artillery, B19 12.3; the one division of a
        // corps, BWN 13.4) or "cinc" (an army of one division), "" when it needs one; and the rule that says so
        // when the ruleset names it ("B19 12.3"). Without a general such a division is complete, not waiting.
        LedByRole,
        LedBySectionRole
    };
    using QAbstractListModel::QAbstractListModel;

    void update(const RosterView &view);
    QStringList divisionNames() const { return m_divisionNames; }
    // A division's name as the tree shows it: its own, else its historical division's, else "Division N".
    static QString divisionName(const Roster &roster, const BoundRoster &bound, int d, const QString &lang);
    // The row of the entry a JSON pointer names (a regiment, division, corps, the commander-in-chief or an extra
    // general's upgrade), -1 if none.
    Q_INVOKABLE int rowForPath(const QString &pointer) const;
    // The row of each issue of the report last given to update(), in the report's order (-1: army-wide), worked out
    // once per update so the issue list does not parse every pointer again.
    const QList<int> &issueRows() const { return m_issueRows; }
    // A hash of each of those issues as shown (severity, code, pointer, section, message in the view's language),
    // so that the issue list can tell an unchanged report without comparing every string again.
    const QList<size_t> &issueHashes() const { return m_issueHashes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // ExtraGeneral (BWN 13.3): one row per extra-general upgrade entry, after the regiments of the division he leads,
    // or at the end of the tree when he leads none.
    enum class Kind : quint8 { Cinc, Corps, Division, Regiment, ExtraGeneral };
    struct Row {
        Kind kind = Kind::Cinc;
        int depth = 0;
        int division = -1; // index into roster.divisions
        int regiment = -1;
        int corps = -1;      // index into roster.corps
        QString key;         // what the row is, for telling a moved row from a changed one: unit or division id
        size_t content = 0;  // hash of what it shows
        quint8 severity = 0; // worst issue on the row: 0 none, 1 warning, 2 error
        // The row's issues are m_issueOrder[firstIssue, firstIssue + issueCount): their tooltip text is made only
        // when asked for, not for every issue on every edit (an error-heavy roster has ~15,000).
        int firstIssue = 0;
        int issueCount = 0;
        int upgrade = -1; // ExtraGeneral: index into roster.upgrades
    };
signals:
    void divisionNamesChanged();

public:
    // How many runs of rows the last updates signalled as changed (tests check that an edit stays local).
    int signalledRuns() const { return m_signalledRuns; }

private:
    QList<Row> buildRows(const RosterView &view, QList<int> *divisionRows, int *cincRow, QList<int> *corpsRows,
                         QList<int> *upgradeRows) const;
    static int rowFor(QStringView pointer, const QList<int> &divisionRows, int cincRow, const QList<int> &corpsRows,
                      const QList<int> &upgradeRows);
    void placeIssues(const RosterView &view, QList<Row> *rows);
    static void fillContent(const RosterView &view, const QList<int> &issueOrder, const QList<size_t> &issueHashes,
                            QList<Row> *rows);
    QString issueText(const Row &row) const;
    void applyRows(QList<Row> next);

    RosterView m_view;
    QList<Row> m_rows;
    QList<int> m_divisionRows; // row of each division
    QList<int> m_corpsRows;
    QList<int> m_upgradeRows; // per roster upgrade: the extra general's row, -1 for other upgrades
    QList<int> m_issueRows;   // per issue of the report: its row, -1 for none
    QList<size_t> m_issueHashes;
    QList<int> m_issueOrder; // issue indices grouped by row, in report order within a row (Row::firstIssue)
    int m_cincRow = -1;
    QStringList m_divisionNames;
    int m_signalledRuns = 0;
};

} // namespace sztab::gui
