// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The catalogue browser (docs/app-api.md, CatalogueModel): every unit of the roster's catalogues with its stat card
// (profiles with every statistic of BWN 2.8, points, traits), filtered by search text, arm, cost class and trait.
#include "app/gui/bw/rosterview.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace sztab::gui {

class CatalogueModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by a RosterDocument")
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filterChanged)
    Q_PROPERTY(QString arm READ arm WRITE setArm NOTIFY filterChanged)
    Q_PROPERTY(QString costClass READ costClass WRITE setCostClass NOTIFY filterChanged)
    Q_PROPERTY(QString trait READ trait WRITE setTrait NOTIFY filterChanged)
    Q_PROPERTY(QStringList traitOptions READ traitOptions NOTIFY optionsChanged)
    Q_PROPERTY(QStringList costClassOptions READ costClassOptions NOTIFY optionsChanged)
public:
    enum Role {
        UnitIdRole = Qt::UserRole + 1,
        NameRole,
        CatalogueNameRole,
        CatalogueIdRole,
        ArmRole,
        CostClassRole,
        PointsRole,
        BasesRole,
        TraitsRole,
        MaxRole,
        InRosterRole,
        ProfilesRole,
        HistoricalNoteRole,
        HasPointsRole // false under a ruleset without points (B19): no points or cost class to show
    };
    using QAbstractListModel::QAbstractListModel;

    void update(const RosterView &view);

    QString search() const { return m_search; }
    QString arm() const { return m_arm; }
    QString costClass() const { return m_costClass; }
    QString trait() const { return m_trait; }
    void setSearch(const QString &v);
    void setArm(const QString &v);
    void setCostClass(const QString &v);
    void setTrait(const QString &v);
    QStringList traitOptions() const { return m_traitOptions; }
    QStringList costClassOptions() const { return m_costClassOptions; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void filterChanged();
    void optionsChanged();

private:
    struct Entry {
        const Catalogue *catalogue = nullptr;
        const Unit *unit = nullptr;
        QString arm;       // the kind of its first base
        QString costClass; // of its first base
        HalfPoints points;
        int bases = 0;
        QString searchText; // names in both languages and the id, lower case
    };
    void refilter();
    bool accepts(const Entry &e) const;
    QVariantList profiles(const Entry &e) const;
    QString historicalNote(const Entry &e) const;

    RosterView m_view;
    QList<const Catalogue *> m_catalogues;
    QList<Entry> m_all;
    QList<int> m_visible; // indices into m_all
    QHash<QString, int> m_inRoster;
    QString m_search, m_arm, m_costClass, m_trait;
    QStringList m_traitOptions, m_costClassOptions;
};

} // namespace sztab::gui
