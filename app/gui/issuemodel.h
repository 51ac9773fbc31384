#pragma once
// The validation panel (docs/app-api.md, IssueModel): the report's errors and warnings, each with its section,
// message in the current language, JSON pointer and the row of the roster tree it belongs to.
#include "rosterview.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace sztab::gui {

class IssueModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a RosterDocument")
public:
    enum Role { SeverityRole = Qt::UserRole + 1, CodeRole, SectionRole, MessageRole, PathRole, RowRole };
    using QAbstractListModel::QAbstractListModel;

    // `rowOf` maps a JSON pointer to the roster tree's row (-1: army-wide).
    void update(const RosterView &view, const std::function<int(const QString &)> &rowOf);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Entry {
        Issue issue;
        int row = -1;
        friend bool operator==(const Entry &, const Entry &) = default;
    };
    QList<Entry> m_entries;
    QString m_lang;
};

} // namespace sztab::gui
