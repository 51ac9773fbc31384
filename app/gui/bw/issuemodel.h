// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The validation panel (docs/app-api.md, IssueModel): the report's errors and warnings, each with its section,
// message in the current language, the place it is about as a person names it ("1st division, 3rd regiment"), JSON
// pointer and the row of the roster tree it belongs to. What it shows (display) has no pointer and no code.
#include "app/gui/bw/rosterview.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class IssueModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a RosterDocument")
public:
    enum Role { SeverityRole = Qt::UserRole + 1, CodeRole, SectionRole, MessageRole, PathRole, RowRole, PlaceRole };
    using QAbstractListModel::QAbstractListModel;

    // `rows` holds each issue's row in the roster tree, in the report's order (-1: army-wide), and `hashes` a hash
    // of each issue as shown (RosterTreeModel::issueHashes).
    void update(const RosterView &view, const QList<int> &rows, const QList<size_t> &hashes);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QString place(const Issue &issue) const;
    QString message(const Issue &issue) const;
    // Shared with the report (implicitly shared lists: no copy of ~15,000 issues per edit).
    QList<Issue> m_issues;
    QList<int> m_rows;
    QList<size_t> m_hashes;
    QString m_lang;
    RosterView m_view; // for the places' names; valid until the next update
};

} // namespace sztab::gui
