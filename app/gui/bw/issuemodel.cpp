// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/issuemodel.h"

#include "bw/places.h"

#include <algorithm>

namespace sztab::gui {

namespace {
// QList's own == of Qt 6.4 hands memcmp a null pointer when one of two empty lists has no storage (undefined
// behaviour, caught by UBSan); std::equal never touches an empty range.
template <class T> bool sameValues(const QList<T> &a, const QList<T> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}
} // namespace

void IssueModel::update(const RosterView &view, const QList<int> &rows, const QList<size_t> &hashes)
{
    const QList<Issue> next = view.isEmpty() ? QList<Issue>() : view.report->issues;
    const QList<int> nextRows = view.isEmpty() ? QList<int>() : rows;
    const QList<size_t> nextHashes = view.isEmpty() ? QList<size_t>() : hashes;
    Q_ASSERT(nextRows.size() == next.size() && nextHashes.size() == next.size());
    const bool langChanged = view.lang != m_lang;
    m_lang = view.lang;
    m_view = view;
    // Within one language the hashes tell an unchanged list (no string compared twice); across a switch of
    // language the messages' hashes differ, so the issues themselves are compared.
    const bool same =
        sameValues(nextRows, m_rows) && (langChanged ? next == m_issues : sameValues(nextHashes, m_hashes));
    m_hashes = nextHashes;
    if (same) {
        m_issues = next; // the same issues: hold the report's copy, not the old one
        if (langChanged && !m_issues.isEmpty())
            emit dataChanged(index(0), index(int(m_issues.size()) - 1), {MessageRole, PlaceRole, Qt::DisplayRole});
        else if (!m_issues.isEmpty()) // the same pointers, but a division may have been renamed
            emit dataChanged(index(0), index(int(m_issues.size()) - 1), {PlaceRole, Qt::DisplayRole});
        return;
    }
    // Few issues as a rule: a reset is cheap and keeps the list honest.
    beginResetModel();
    m_issues = next;
    m_rows = nextRows;
    endResetModel();
}

int IssueModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_issues.size()); }

QVariant IssueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_issues.size())
        return {};
    const Issue &issue = m_issues.at(index.row());
    switch (role) {
    case SeverityRole: return QLatin1String(enumName(issue.severity));
    case CodeRole: return issue.code;
    // "data" is a word, not a section number: shown in the interface's language like the message beside it.
    case SectionRole:
        return issue.section == QLatin1String("data") ? tr("data", "issue about the data, not a rule") : issue.section;
    // Named when asked: only the rows on screen pay for it.
    case Qt::DisplayRole: {
        const QString place = this->place(issue);
        return place.isEmpty() ? message(issue) : message(issue) + QStringLiteral(" (") + place + u')';
    }
    case MessageRole: return message(issue);
    case PlaceRole: return place(issue);
    case PathRole: return issue.path;
    case RowRole: return m_rows.at(index.row());
    default: return {};
    }
}

QString IssueModel::message(const Issue &issue) const
{
    // A message that points at another entry itself (the command line's words) names it as the list does.
    const QString text = issue.message.get(m_lang);
    return m_view.isEmpty() ? text : pointersInWords(text, rosterPlaces(*m_view.roster, m_view.bound), m_lang);
}

QString IssueModel::place(const Issue &issue) const
{
    // Army-wide issues (no pointer, or the whole roster) need no place.
    if (issue.path.isEmpty() || m_view.isEmpty())
        return QString();
    return rosterPlaces(*m_view.roster, m_view.bound).place(issue.path, m_lang);
}

QHash<int, QByteArray> IssueModel::roleNames() const
{
    return {{SeverityRole, "severity"}, {CodeRole, "code"}, {SectionRole, "section"}, {MessageRole, "message"},
            {PathRole, "path"},         {RowRole, "row"},   {PlaceRole, "place"}};
}

} // namespace sztab::gui
