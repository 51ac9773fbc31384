// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The catalogue editor's lists (docs/app-api.md, CatalogueEditor): one table model per list of the catalogue, its
// rows the fields of core/catalogueedit.h as roles plus the worst issue on the row; and the editor's issue list.
#include "bw/catalogueedit.h"
#include "bw/validation.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class CatalogueEditor;

// The columns of one list as the core describes them (catalogueColumns), in the app's language: the table builds
// its header and cells from these roles.
class CatalogueColumnModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a CatalogueTableModel")
    Q_PROPERTY(int count READ count NOTIFY columnsChanged)
    // The columns' widths added up (the table's width without its spacing and margins).
    Q_PROPERTY(int totalWidth READ totalWidth NOTIFY columnsChanged)
public:
    enum Role {
        FieldRole = Qt::UserRole + 1,
        TitleRole,
        TipRole,
        KindRole,
        MinimumRole,
        MaximumRole,
        ChoicesRole,
        WidthRole
    };
    using QAbstractListModel::QAbstractListModel;

    int count() const { return static_cast<int>(m_columns.size()); }
    int totalWidth() const;
    // New columns (or a new language): same fields -> changed columns signalled one by one (cells keep their focus).
    void update(const QList<CatalogueColumn> &columns, const QString &lang);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void columnsChanged();

private:
    QList<CatalogueColumn> m_columns;
    QString m_lang;
};

class CatalogueTableModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a CatalogueEditor")
    Q_PROPERTY(QString list READ listName CONSTANT)
    Q_PROPERTY(QStringList fields READ fields CONSTANT)
    Q_PROPERTY(sztab::gui::CatalogueColumnModel *columns READ columns CONSTANT)
public:
    CatalogueTableModel(CatalogueList list, CatalogueEditor *editor);

    QString listName() const { return catalogueListName(m_list); }
    QStringList fields() const { return catalogueFields(m_list); }
    CatalogueList list() const { return m_list; }
    CatalogueColumnModel *columns() { return &m_columns; }

    // Edits through the editor (each one undo step; false and the editor's errorMessage when refused).
    Q_INVOKABLE bool set(int row, const QString &field, const QVariant &value);
    Q_INVOKABLE int add();
    Q_INVOKABLE int duplicate(int row);
    Q_INVOKABLE bool remove(int row);
    // One row's fields as a map (for QML code outside a delegate).
    Q_INVOKABLE QVariantMap get(int row) const { return m_rows.value(row); }
    // The row with this id, -1 for none (profiles are kept sorted by id: a renamed one moves).
    Q_INVOKABLE int rowOf(const QString &id) const;

    // New rows from the editor: same count -> changed rows signalled one by one (delegates keep their focus).
    void update(QList<QVariantMap> rows);
    // One row anew (an edit of one field): the others are not looked at.
    void updateRow(int row, const QVariantMap &values);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    CatalogueList m_list;
    CatalogueEditor *m_editor;
    QList<QByteArray> m_roleNames;
    QList<QVariantMap> m_rows;
    CatalogueColumnModel m_columns;
};

class CatalogueIssueModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a CatalogueEditor")
public:
    enum Role {
        SeverityRole = Qt::UserRole + 1,
        CodeRole,
        SectionRole,
        MessageRole,
        PathRole,
        ListRole,
        RowRole,
        FieldRole,
        PlaceRole
    };
    using QAbstractListModel::QAbstractListModel;

    struct Entry {
        Issue issue;
        QString list; // "profiles"… or "about" for the header
        int row = -1;
        QString field;
        QString place; // where, as a person names it ("unit “1st Foot Grenadiers”, name"), in the list's language
        friend bool operator==(const Entry &, const Entry &) = default;
    };
    void update(const QList<Entry> &entries, const QString &lang);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<Entry> m_entries;
    QString m_lang;
};

} // namespace sztab::gui
