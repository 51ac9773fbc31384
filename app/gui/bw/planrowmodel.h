// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One list the planner shows (issue 18 item 3): the plan's pieces, divisions, checks, the allowance checklist, the
// palette, the edges, the hidden positions — each a list model with one role per field, filled by PlanDocument from
// the core's answers. After an edit only the rows that changed are announced (dataChanged, or rows added or taken at
// the end), so a view keeps its delegates and its scroll position. A list nobody watches (a test, a benchmark) is
// rebuilt only when read.
#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace sztab::gui {

class PlanRowModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a PlanDocument")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Goes up whenever any row changes: a binding that reads rows with get() names it to follow them.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
public:
    using Rows = QList<QVariantMap>;
    // `roles`: the rows' keys, each a role (Qt::UserRole + 1, …) of that name; `source`: the rows as they are now.
    PlanRowModel(const QList<QByteArray> &roles, std::function<Rows()> source, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return rowCount(); }
    int revision() const { return m_revision; }
    // Row `row` as a map of its roles ({} when there is none).
    Q_INVOKABLE QVariantMap get(int row) const;
    // The first row whose `role` is `value`, or -1.
    Q_INVOKABLE int indexOf(const QString &role, const QVariant &value) const;
    // How many rows have `role` equal to `value`.
    Q_INVOKABLE int countOf(const QString &role, const QVariant &value) const;
    const Rows &rows() const;

    // The source changed: announce what differs (or, with nobody watching, read it again when asked).
    void refresh();

signals:
    void countChanged();
    void revisionChanged();

private:
    bool watched() const;
    QList<QByteArray> m_roles;
    std::function<Rows()> m_source;
    mutable Rows m_rows;
    mutable bool m_stale = true;
    int m_revision = 0;
};

} // namespace sztab::gui
