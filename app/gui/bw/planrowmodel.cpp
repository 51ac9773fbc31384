// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/planrowmodel.h"

#include <QMetaMethod>

namespace sztab::gui {

PlanRowModel::PlanRowModel(const QList<QByteArray> &roles, std::function<Rows()> source, QObject *parent)
    : QAbstractListModel(parent),
      m_roles(roles),
      m_source(std::move(source))
{ }

const PlanRowModel::Rows &PlanRowModel::rows() const
{
    if (m_stale) {
        m_rows = m_source();
        m_stale = false;
    }
    return m_rows;
}

int PlanRowModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(rows().size()); }

QVariant PlanRowModel::data(const QModelIndex &index, int role) const
{
    const int key = role - Qt::UserRole - 1;
    if (!index.isValid() || index.row() >= rows().size() || key < 0 || key >= m_roles.size())
        return {};
    return m_rows[index.row()].value(QString::fromLatin1(m_roles[key]));
}

QHash<int, QByteArray> PlanRowModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int k = 0; k < m_roles.size(); ++k)
        names.insert(Qt::UserRole + 1 + k, m_roles[k]);
    return names;
}

QVariantMap PlanRowModel::get(int row) const { return row >= 0 && row < rows().size() ? m_rows[row] : QVariantMap(); }

int PlanRowModel::indexOf(const QString &role, const QVariant &value) const
{
    for (qsizetype k = 0; k < rows().size(); ++k)
        if (m_rows[k].value(role) == value)
            return int(k);
    return -1;
}

int PlanRowModel::countOf(const QString &role, const QVariant &value) const
{
    int n = 0;
    for (const QVariantMap &row : rows())
        n += row.value(role) == value ? 1 : 0;
    return n;
}

// A view, a binding on count or revision, or a proxy listens: it is told what changed as it changes.
bool PlanRowModel::watched() const
{
    static const QMetaMethod watchers[] = {QMetaMethod::fromSignal(&QAbstractItemModel::dataChanged),
                                           QMetaMethod::fromSignal(&QAbstractItemModel::rowsInserted),
                                           QMetaMethod::fromSignal(&QAbstractItemModel::rowsRemoved),
                                           QMetaMethod::fromSignal(&QAbstractItemModel::modelReset),
                                           QMetaMethod::fromSignal(&PlanRowModel::countChanged),
                                           QMetaMethod::fromSignal(&PlanRowModel::revisionChanged)};
    for (const QMetaMethod &s : watchers)
        if (isSignalConnected(s))
            return true;
    return false;
}

void PlanRowModel::refresh()
{
    if (!watched()) {
        m_stale = true; // nobody to tell: read again when asked
        ++m_revision;
        return;
    }
    if (m_stale) { // watched since before it was last read: what it showed is unknown, so start again
        beginResetModel();
        m_rows = m_source();
        m_stale = false;
        endResetModel();
        ++m_revision;
        emit countChanged();
        emit revisionChanged();
        return;
    }
    const qsizetype before = m_rows.size();
    Rows next = m_source();
    const qsizetype after = next.size();
    bool changed = before != after;
    if (after < before) {
        beginRemoveRows({}, int(after), int(before) - 1);
        m_rows.resize(after);
        endRemoveRows();
    }
    qsizetype first = -1, last = -1;
    for (qsizetype k = 0; k < std::min(before, after); ++k)
        if (m_rows[k] != next[k]) {
            m_rows[k] = next[k];
            first = first < 0 ? k : first;
            last = k;
        }
    if (first >= 0) {
        changed = true;
        emit dataChanged(index(int(first)), index(int(last)));
    }
    if (after > before) {
        beginInsertRows({}, int(before), int(after) - 1);
        m_rows.append(next.mid(before));
        endInsertRows();
    }
    if (before != after)
        emit countChanged();
    if (changed) {
        ++m_revision;
        emit revisionChanged();
    }
}

} // namespace sztab::gui
