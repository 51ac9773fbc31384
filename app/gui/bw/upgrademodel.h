// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The upgrades panel (docs/app-api.md, UpgradeModel): every upgrade of BWN 13.3 the ruleset defines, with its cost
// and limit in words, what the roster has bought, the points it costs and the worst issue about it.
#include "bw/rosterchoices.h"
#include "app/gui/bw/rosterview.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class UpgradeModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a RosterDocument")
public:
    enum Role {
        UpgradeIdRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        SectionRole,
        CostTextRole,
        LimitTextRole,
        KindRole,
        ValueRole,
        ChoicesRole,
        PriceRole,
        SeverityRole,
        IssueTextRole
    };
    using QAbstractListModel::QAbstractListModel;

    void update(const RosterView &view);
    int rowOf(const QString &upgradeId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QVariant value(const UpgradeOffer &o) const;
    QVariantList choices(const UpgradeOffer &o) const;
    HalfPoints price(const UpgradeOffer &o) const;

    // Which issues of the report are about each offer, found once per update (not per row and role asked for:
    // an error-heavy roster has thousands of issues).
    void placeIssues();

    RosterView m_view;
    QList<UpgradeOffer> m_offers;
    QList<QList<int>> m_offerIssues; // per offer: indices into the report's issues
};

} // namespace sztab::gui
