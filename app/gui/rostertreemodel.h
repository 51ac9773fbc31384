#pragma once
// The roster as a tree flattened into rows (docs/app-api.md, RosterTreeModel): the commander-in-chief, corps,
// divisions and their regiments, each row with what the core says about it (legal statuses, ambush, the general,
// the worst issue). After an edit only the rows that changed are signalled: a 10,000-regiment roster stays fast.
#include "rosterview.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class RosterTreeModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a RosterDocument")
public:
    enum Role {
        KindRole = Qt::UserRole + 1, DepthRole, DivisionIndexRole, RegimentIndexRole, NameRole, PointsRole, BasesRole,
        StatusRole, StatusOptionsRole, StatusTextsRole, AmbushRole, AmbushAllowedRole, ArmRole, PoolRole,
        HistoricalRole, HistoricalOptionsRole, GeneralNameRole, CommandRole, CharacterRole, GeneralRulesRole,
        SeverityRole, IssueTextRole, PathRole, UnitIdRole
    };
    using QAbstractListModel::QAbstractListModel;

    void update(const RosterView &view);
    // The row of the entry a JSON pointer names (a regiment, division, corps or the commander-in-chief), -1 if none.
    Q_INVOKABLE int rowForPath(const QString &pointer) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    enum class Kind : quint8 { Cinc, Corps, Division, Regiment };
    struct Row {
        Kind kind = Kind::Cinc;
        int depth = 0;
        int division = -1; // index into roster.divisions
        int regiment = -1;
        int corps = -1;    // index into roster.corps
        QString key;       // what the row is, for telling a moved row from a changed one: unit or division id
        size_t content = 0; // hash of what it shows
        quint8 severity = 0; // worst issue on the row: 0 none, 1 warning, 2 error
        QStringList issueTexts;
    };
    // How many runs of rows the last updates signalled as changed (tests check that an edit stays local).
    int signalledRuns() const { return m_signalledRuns; }

private:
    QList<Row> buildRows(const RosterView &view, QList<int> *divisionRows, int *cincRow, QList<int> *corpsRows) const;
    static int rowFor(const QString &pointer, const QList<int> &divisionRows, int cincRow, const QList<int> &corpsRows);
    static void fillContent(const RosterView &view, const QList<int> &divisionRows, int cincRow,
                            const QList<int> &corpsRows, QList<Row> *rows);
    void applyRows(QList<Row> next);

    RosterView m_view;
    QList<Row> m_rows;
    QList<int> m_divisionRows; // row of each division
    QList<int> m_corpsRows;
    int m_cincRow = -1;
    int m_signalledRuns = 0;
};

} // namespace sztab::gui
