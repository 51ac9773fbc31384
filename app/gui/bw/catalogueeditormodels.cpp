// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/catalogueeditormodels.h"

#include "app/gui/shell/appdata.h"
#include "app/gui/bw/catalogueeditor.h"

namespace sztab::gui {

namespace {
// Roles besides the fields: where a row stands with the checks.
const QList<QByteArray> kExtraRoles{"severity", "issueText", "rowIndex"};
} // namespace

int CatalogueColumnModel::totalWidth() const
{
    int w = 0;
    for (const CatalogueColumn &c : m_columns)
        w += c.width;
    return w;
}

void CatalogueColumnModel::update(const QList<CatalogueColumn> &columns, const QString &lang)
{
    if (columns == m_columns && lang == m_lang)
        return;
    bool sameFields = columns.size() == m_columns.size();
    for (qsizetype i = 0; sameFields && i < columns.size(); ++i)
        sameFields = columns[i].field == m_columns[i].field;
    if (!sameFields) {
        beginResetModel();
        m_columns = columns;
        m_lang = lang;
        endResetModel();
        emit columnsChanged();
        return;
    }
    const bool newLanguage = lang != m_lang;
    m_lang = lang;
    for (qsizetype i = 0; i < columns.size(); ++i) {
        if (!newLanguage && columns[i] == m_columns[i])
            continue;
        m_columns[i] = columns[i];
        emit dataChanged(index(int(i)), index(int(i)));
    }
    emit columnsChanged();
}

int CatalogueColumnModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : count(); }

QVariant CatalogueColumnModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_columns.size())
        return {};
    const CatalogueColumn &c = m_columns[index.row()];
    switch (role) {
    case FieldRole: return c.field;
    case TitleRole: return c.title.get(m_lang);
    case TipRole: return c.tip.get(m_lang);
    case KindRole: return QString::fromLatin1(catalogueCellKindName(c.kind));
    case MinimumRole: return c.min ? QVariant(*c.min) : QVariant();
    case MaximumRole: return c.max ? QVariant(*c.max) : QVariant();
    case ChoicesRole: return c.choices;
    case WidthRole: return c.width;
    default: return {};
    }
}

QHash<int, QByteArray> CatalogueColumnModel::roleNames() const
{
    return {{FieldRole, "field"},     {TitleRole, "title"},     {TipRole, "tip"},         {KindRole, "kind"},
            {MinimumRole, "minimum"}, {MaximumRole, "maximum"}, {ChoicesRole, "choices"}, {WidthRole, "columnWidth"}};
}

CatalogueTableModel::CatalogueTableModel(CatalogueList list, CatalogueEditor *editor)
    : QAbstractListModel(editor),
      m_list(list),
      m_editor(editor),
      m_columns(this)
{
    for (const QString &f : catalogueFields(list))
        m_roleNames << f.toUtf8();
    if (list == CatalogueList::Units)
        m_roleNames << "groups"; // how many base groups: one is edited as profile + count, more as text
    m_roleNames << kExtraRoles;
}

bool CatalogueTableModel::set(int row, const QString &field, const QVariant &value)
{
    return m_editor->set(listName(), row, field, value);
}
int CatalogueTableModel::add() { return m_editor->add(listName()); }
int CatalogueTableModel::duplicate(int row) { return m_editor->duplicate(listName(), row); }
bool CatalogueTableModel::remove(int row) { return m_editor->remove(listName(), row); }

int CatalogueTableModel::rowOf(const QString &id) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].value(QStringLiteral("id")).toString() == id)
            return r;
    return -1;
}

void CatalogueTableModel::update(QList<QVariantMap> rows)
{
    // The columns first: a cell of a new row finds its column's choices (the catalogue's profiles…) in place.
    const AppData &app = AppData::instance();
    m_columns.update(catalogueColumns(m_list, m_editor->catalogue(), app.data().ruleset(m_editor->catalogue().ruleset)),
                     app.language());
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    for (int r = 0; r < rows.size(); ++r) {
        if (rows[r] == m_rows[r])
            continue;
        m_rows[r] = rows[r];
        emit dataChanged(index(r), index(r));
    }
}

void CatalogueTableModel::updateRow(int row, const QVariantMap &values)
{
    if (row < 0 || row >= m_rows.size() || m_rows[row] == values)
        return;
    m_rows[row] = values;
    emit dataChanged(index(row), index(row));
}

int CatalogueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant CatalogueTableModel::data(const QModelIndex &index, int role) const
{
    const int r = index.row();
    const int k = role - Qt::UserRole - 1;
    if (!index.isValid() || r < 0 || r >= m_rows.size() || k < 0 || k >= m_roleNames.size())
        return {};
    if (m_roleNames[k] == "rowIndex")
        return r;
    return m_rows[r].value(QString::fromUtf8(m_roleNames[k]));
}

QHash<int, QByteArray> CatalogueTableModel::roleNames() const
{
    QHash<int, QByteArray> roles;
    for (int k = 0; k < m_roleNames.size(); ++k)
        roles.insert(Qt::UserRole + 1 + k, m_roleNames[k]);
    return roles;
}

void CatalogueIssueModel::update(const QList<Entry> &entries, const QString &lang)
{
    if (entries == m_entries && lang == m_lang)
        return;
    beginResetModel();
    m_entries = entries;
    m_lang = lang;
    endResetModel();
}

int CatalogueIssueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant CatalogueIssueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries[index.row()];
    switch (role) {
    case SeverityRole: return QLatin1String(enumName(e.issue.severity));
    case CodeRole: return e.issue.code;
    case SectionRole: return e.issue.section;
    case MessageRole: return e.issue.message.get(m_lang);
    case PathRole: return e.issue.path;
    case ListRole: return e.list;
    case RowRole: return e.row;
    case FieldRole: return e.field;
    case PlaceRole: return e.place;
    default: return {};
    }
}

QHash<int, QByteArray> CatalogueIssueModel::roleNames() const
{
    return {{SeverityRole, "severity"}, {CodeRole, "code"},   {SectionRole, "section"},
            {MessageRole, "message"},   {PathRole, "path"},   {ListRole, "list"},
            {RowRole, "row"},           {FieldRole, "field"}, {PlaceRole, "place"}};
}

} // namespace sztab::gui
