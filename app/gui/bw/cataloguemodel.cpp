// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/cataloguemodel.h"

#include "bw/specialrules.h"

#include "foundation/text.h"

#include <QSet>

namespace sztab::gui {

void CatalogueModel::update(const RosterView &view)
{
    const bool langChanged = view.lang != m_view.lang;
    m_view = view;
    const QList<const Catalogue *> catalogues = view.isEmpty() ? QList<const Catalogue *>() : view.bound->catalogues;

    QHash<QString, int> inRoster;
    if (!view.isEmpty())
        for (const BoundDivision &d : view.bound->divisions)
            for (const BoundRegiment &r : d.regiments)
                ++inRoster[r.unit->id];

    if (catalogues != m_catalogues) {
        beginResetModel();
        m_catalogues = catalogues;
        m_inRoster = inRoster;
        m_all.clear();
        QSet<QString> traits, classes;
        const Ruleset *ruleset = view.isEmpty() ? nullptr : view.bound->ruleset;
        for (const Catalogue *c : std::as_const(m_catalogues))
            for (const Unit &u : c->units) {
                Entry e{c, &u, {}, {}, {}, 0, {}};
                for (const BaseGroup &g : u.bases) {
                    const Profile *p = c->profile(g.profile);
                    if (!p)
                        continue;
                    if (e.arm.isEmpty()) {
                        e.arm = QLatin1String(enumName(p->kind));
                        e.costClass = p->costClass;
                    }
                    e.bases += g.count;
                    if (ruleset)
                        e.points += ruleset->costClasses.value(p->costClass).perBase * g.count;
                }
                e.searchText = (u.name.get(QStringLiteral("pl")) + QLatin1Char(' ') + u.name.get(QStringLiteral("en"))
                                + QLatin1Char(' ') + u.id)
                                   .toLower();
                for (const QString &t : u.traits)
                    traits.insert(t);
                classes.insert(e.costClass);
                m_all << e;
            }
        m_traitOptions = QStringList(traits.cbegin(), traits.cend());
        m_traitOptions.sort();
        m_costClassOptions = QStringList(classes.cbegin(), classes.cend());
        m_costClassOptions.sort();
        m_visible.clear();
        for (int i = 0; i < m_all.size(); ++i)
            if (accepts(m_all[i]))
                m_visible << i;
        endResetModel();
        emit optionsChanged();
        return;
    }
    // Same units: only the counts in the roster (and, with the language, every text) may have changed.
    const QHash<QString, int> before = std::exchange(m_inRoster, inRoster);
    for (int row = 0; row < m_visible.size(); ++row) {
        const QString &id = m_all[m_visible[row]].unit->id;
        if (langChanged)
            emit dataChanged(index(row), index(row));
        else if (before.value(id) != m_inRoster.value(id))
            emit dataChanged(index(row), index(row), {InRosterRole});
    }
}

bool CatalogueModel::accepts(const Entry &e) const
{
    if (!m_arm.isEmpty() && e.arm != m_arm)
        return false;
    if (!m_costClass.isEmpty() && e.costClass != m_costClass)
        return false;
    if (!m_trait.isEmpty() && !e.unit->traits.contains(m_trait))
        return false;
    const QStringList words = m_search.toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return std::all_of(words.cbegin(), words.cend(), [&](const QString &w) { return e.searchText.contains(w); });
}

void CatalogueModel::refilter()
{
    beginResetModel();
    m_visible.clear();
    for (int i = 0; i < m_all.size(); ++i)
        if (accepts(m_all[i]))
            m_visible << i;
    endResetModel();
    emit filterChanged();
}

void CatalogueModel::setSearch(const QString &v)
{
    if (v != m_search) {
        m_search = v;
        refilter();
    }
}
void CatalogueModel::setArm(const QString &v)
{
    if (v != m_arm) {
        m_arm = v;
        refilter();
    }
}
void CatalogueModel::setCostClass(const QString &v)
{
    if (v != m_costClass) {
        m_costClass = v;
        refilter();
    }
}
void CatalogueModel::setTrait(const QString &v)
{
    if (v != m_trait) {
        m_trait = v;
        refilter();
    }
}

int CatalogueModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_visible.size()); }

QVariantList CatalogueModel::profiles(const Entry &e) const
{
    const QString &lang = m_view.lang;
    QVariantList out;
    for (const BaseGroup &g : e.unit->bases) {
        const Profile *p = e.catalogue->profile(g.profile);
        if (!p)
            continue;
        QStringList rules;
        for (const QString &r : p->rules) {
            const Text words = m_view.isEmpty() ? Text() : m_view.bound->ruleset->specialRules.value(r);
            rules << (words.isEmpty() ? r : words.get(lang));
        }
        // Distances in the ruleset's measure (B19: inches), and what each special rule does (B19 12.x), as the
        // core words them.
        const Ruleset *rs = m_view.isEmpty() ? nullptr : m_view.bound->ruleset;
        const bool inches = rs && rs->measure == QLatin1String("in");
        const auto distance = [inches](int n) {
            return inches ? QStringLiteral("%1\"").arg(n) : QStringLiteral("%1 cm").arg(n);
        };
        QStringList effects;
        if (rs) {
            QStringList ids = p->rules;
            for (const QString &t : e.unit->traits)
                if (!ids.contains(t))
                    ids << t;
            for (const QString &id : std::as_const(ids))
                if (const TraitDef *def = rs->trait(id))
                    effects << QStringLiteral("%1 (%2): %3")
                                   .arg(def->name.get(lang), def->section, traitEffect(*rs, id, lang));
        }
        out << QVariantMap{
            {QStringLiteral("name"), p->name.get(lang)},
            {QStringLiteral("count"), g.count},
            {QStringLiteral("kind"), QLatin1String(enumName(p->kind))},
            {QStringLiteral("costClass"), p->costClass},
            {QStringLiteral("moveLine"), p->move.value(0)},
            {QStringLiteral("moveColumn"), p->move.value(1)},
            {QStringLiteral("weapon"), p->weapon.name.get(lang)},
            {QStringLiteral("range"), p->weapon.range},
            {QStringLiteral("wb"), p->wb},
            {QStringLiteral("so"), p->so},
            {QStringLiteral("wtr"), p->wtr},
            {QStringLiteral("morale"), p->morale},
            {QStringLiteral("rules"), rules.join(QStringLiteral(", "))},
            {QStringLiteral("ammo"), p->ammo ? QVariant(*p->ammo) : QVariant()},
            {QStringLiteral("moveText"),
             inches ? QStringLiteral("%1/%2\"").arg(p->move.value(0)).arg(p->move.value(1))
                    : QStringLiteral("%1/%2 cm").arg(p->move.value(0)).arg(p->move.value(1))},
            {QStringLiteral("rangeText"),
             p->weapon.range > 0 ? p->weapon.name.get(lang) + QLatin1Char(' ') + distance(p->weapon.range) : QString()},
            {QStringLiteral("effects"), effects.join(QLatin1Char('\n'))}};
    }
    return out;
}

QString CatalogueModel::historicalNote(const Entry &e) const
{
    const QString &lang = m_view.lang;
    for (const char *key : {"note", "historicalNote"}) {
        Text note;
        if (note.assign(e.unit->extras.value(QLatin1String(key))) && !note.isEmpty())
            return note.get(lang);
    }
    // Otherwise where history put it: the historical divisions it belongs to (BWN 13.2).
    QStringList in;
    for (const HistoricalDivision &h : e.catalogue->divisions)
        if (h.units.contains(e.unit->id))
            in << h.name.get(lang);
    if (in.isEmpty())
        return QString();
    return pick(lang, "W składzie: %1", "Part of: %1").arg(in.join(QStringLiteral("; ")));
}

QVariant CatalogueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_visible.size())
        return {};
    const Entry &e = m_all.at(m_visible.at(index.row()));
    const QString &lang = m_view.lang;
    switch (role) {
    case UnitIdRole: return e.unit->id;
    case Qt::DisplayRole:
    case NameRole: return e.unit->name.get(lang);
    case CatalogueNameRole: return e.catalogue->name.get(lang);
    case CatalogueIdRole: return e.catalogue->id;
    case ArmRole: return e.arm;
    case CostClassRole: return e.costClass;
    case PointsRole: return e.points.toDouble();
    case BasesRole: return e.bases;
    case TraitsRole: return e.unit->traits;
    case MaxRole: return e.unit->max ? QVariant(*e.unit->max) : QVariant();
    case InRosterRole: return m_inRoster.value(e.unit->id);
    case ProfilesRole: return profiles(e);
    case HistoricalNoteRole: return historicalNote(e);
    case HasPointsRole: return m_view.isEmpty() || m_view.bound->ruleset->hasPoints();
    default: return {};
    }
}

QHash<int, QByteArray> CatalogueModel::roleNames() const
{
    return {{UnitIdRole, "unitId"},
            {NameRole, "name"},
            {CatalogueNameRole, "catalogueName"},
            {CatalogueIdRole, "catalogueId"},
            {ArmRole, "arm"},
            {CostClassRole, "costClass"},
            {PointsRole, "points"},
            {BasesRole, "bases"},
            {TraitsRole, "traits"},
            {MaxRole, "max"},
            {InRosterRole, "inRoster"},
            {ProfilesRole, "profiles"},
            {HistoricalNoteRole, "historicalNote"},
            {HasPointsRole, "hasPoints"}};
}

} // namespace sztab::gui
