#include "issuemodel.h"

namespace sztab::gui {

void IssueModel::update(const RosterView &view, const std::function<int(const QString &)> &rowOf)
{
    QList<Entry> next;
    if (!view.isEmpty())
        for (const Issue &i : view.report->issues)
            next << Entry{i, rowOf(i.path)};
    const bool langChanged = view.lang != m_lang;
    m_lang = view.lang;
    if (next == m_entries) {
        if (langChanged && !m_entries.isEmpty())
            emit dataChanged(index(0), index(int(m_entries.size()) - 1), {MessageRole});
        return;
    }
    // Few issues as a rule: a reset is cheap and keeps the list honest.
    beginResetModel();
    m_entries = std::move(next);
    endResetModel();
}

int IssueModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_entries.size()); }

QVariant IssueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries.at(index.row());
    switch (role) {
    case SeverityRole: return QLatin1String(enumName(e.issue.severity));
    case CodeRole: return e.issue.code;
    case SectionRole: return e.issue.section;
    case Qt::DisplayRole:
    case MessageRole: return e.issue.message.get(m_lang);
    case PathRole: return e.issue.path;
    case RowRole: return e.row;
    default: return {};
    }
}

QHash<int, QByteArray> IssueModel::roleNames() const
{
    return {{SeverityRole, "severity"}, {CodeRole, "code"}, {SectionRole, "section"},
            {MessageRole, "message"},   {PathRole, "path"}, {RowRole, "row"}};
}

} // namespace sztab::gui
