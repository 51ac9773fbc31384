// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/upgrademodel.h"

#include "bw/sheets/sheetmodel.h"
#include "foundation/text.h"

#include <QVarLengthArray>

namespace sztab::gui {

void UpgradeModel::update(const RosterView &view)
{
    m_view = view;
    QList<UpgradeOffer> next;
    if (!view.isEmpty())
        next = upgradeOffers(*view.bound->ruleset, *view.roster, view.lang);
    QStringList before, after;
    for (const UpgradeOffer &o : std::as_const(m_offers))
        before << o.id;
    for (const UpgradeOffer &o : std::as_const(next))
        after << o.id;
    if (before != after) {
        beginResetModel();
        m_offers = std::move(next);
        placeIssues();
        endResetModel();
        return;
    }
    m_offers = std::move(next); // a dozen rows: every one is told to refresh
    placeIssues();
    if (!m_offers.isEmpty())
        emit dataChanged(index(0), index(int(m_offers.size()) - 1));
}

void UpgradeModel::placeIssues()
{
    m_offerIssues = QList<QList<int>>(m_offers.size());
    if (m_view.isEmpty() || m_offers.isEmpty())
        return;
    QHash<QString, int> offerOf;
    for (int k = 0; k < m_offers.size(); ++k)
        offerOf.insert(m_offers[k].id, k);
    QList<std::pair<int, QString>> codePrefixes; // offers set on regiments, by the code their issues start with
    for (int k = 0; k < m_offers.size(); ++k)
        if (m_offers[k].kind == UpgradeKind::Regiment)
            codePrefixes << std::pair{
                k, m_offers[k].id.toUpper().replace(QLatin1Char('-'), QLatin1Char('_')) + QLatin1Char('_')};
    const QList<Issue> &issues = m_view.report->issues;
    // The core shares one code string among the issues of one kind, which come in runs: the offers a code names
    // are found once per run, not once per issue (an error-heavy roster has ~15,000 issues).
    QStringView lastCode;
    QVarLengthArray<int, 4> lastOffers;
    for (int i = 0; i < issues.size(); ++i) {
        const Issue &issue = issues[i];
        if (issue.path.startsWith(QStringView(u"/upgrades/"))) {
            const int at = QStringView(issue.path).mid(10).split(QLatin1Char('/')).value(0).toInt();
            if (at < m_view.roster->upgrades.size())
                if (const auto it = offerOf.constFind(m_view.roster->upgrades[at].id); it != offerOf.cend())
                    m_offerIssues[*it] << i;
            continue;
        }
        // A status or ambush set on a regiment: the contract's codes are named after the upgrade.
        if (lastCode.data() != issue.code.constData() || lastCode.size() != issue.code.size()) {
            lastCode = issue.code;
            lastOffers.clear();
            for (const auto &[k, prefix] : std::as_const(codePrefixes))
                if (issue.code.startsWith(prefix))
                    lastOffers << k;
        }
        for (const int k : lastOffers)
            m_offerIssues[k] << i;
    }
}

int UpgradeModel::rowOf(const QString &upgradeId) const
{
    for (int i = 0; i < m_offers.size(); ++i)
        if (m_offers[i].id == upgradeId)
            return i;
    return -1;
}

int UpgradeModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_offers.size()); }

QVariant UpgradeModel::value(const UpgradeOffer &o) const
{
    const Roster &roster = *m_view.roster;
    switch (o.kind) {
    case UpgradeKind::Regiment: {
        int n = 0; // regiments that have it
        for (const Division &d : roster.divisions)
            for (const Regiment &r : d.regiments)
                n += o.def->pricing == Pricing::PerRegiment ? r.ambush : QLatin1String(enumName(r.status)) == o.id;
        return n;
    }
    case UpgradeKind::Choice: {
        QVariantMap counts; // choice -> entries bought
        for (const RosterUpgrade &u : roster.upgrades)
            if (u.id == o.id) {
                const QString key = u.terrain ? *u.terrain
                    : u.target                ? *u.target
                    : u.arm                   ? QString::fromLatin1(enumName(*u.arm))
                                              : QString();
                counts[key] = counts.value(key).toInt() + 1;
            }
        return counts;
    }
    default: break;
    }
    int entries = 0, count = 0, levels = 0;
    HalfPoints points;
    for (const RosterUpgrade &u : roster.upgrades)
        if (u.id == o.id) {
            ++entries;
            count += u.count.value_or(1);
            levels += u.levels.value_or(1);
            points += u.points.value_or(HalfPoints());
        }
    switch (o.kind) {
    case UpgradeKind::Toggle: return entries > 0;
    case UpgradeKind::Count: return o.def->pricing == Pricing::PerCount ? count : entries;
    case UpgradeKind::Levels: return entries ? levels : 0;
    case UpgradeKind::Points: return points.toDouble();
    default: return {};
    }
}

QVariantList UpgradeModel::choices(const UpgradeOffer &o) const
{
    const QString &lang = m_view.lang;
    const Roster &roster = *m_view.roster;
    const Ruleset &ruleset = *m_view.bound->ruleset;
    QVariantList out;
    for (const QString &id : o.choices) {
        QString name = id;
        if (o.def->pricing == Pricing::ByTerrain && ruleset.terrain.types.contains(id))
            name = ruleset.terrain.types.value(id).name.get(lang);
        else if (id == QLatin1String("cinc"))
            name = ruleset.roleName(QStringLiteral("commander-in-chief"), lang);
        else if (id == QLatin1String("infantry") || id == QLatin1String("cavalry"))
            name = sheets::label(id == QLatin1String("infantry") ? "infantry" : "cavalry", lang);
        else {
            for (qsizetype d = 0; d < roster.divisions.size(); ++d)
                if (roster.divisions[d].id == id)
                    name = roster.divisions[d].name.isEmpty()
                        ? QStringLiteral("%1 %2").arg(sheets::label("division", lang)).arg(d + 1)
                        : roster.divisions[d].name.get(lang);
            if (roster.corps)
                for (const RosterCorps &c : *roster.corps)
                    if (c.id == id && !c.name.isEmpty())
                        name = c.name.get(lang);
        }
        out << QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("name"), name}};
    }
    return out;
}

HalfPoints UpgradeModel::price(const UpgradeOffer &o) const
{
    const BoundRoster &bound = *m_view.bound;
    HalfPoints p;
    if (o.kind == UpgradeKind::Regiment) {
        for (qsizetype d = 0; d < bound.divisions.size(); ++d)
            for (qsizetype r = 0; r < bound.divisions[d].regiments.size(); ++r) {
                const Regiment &reg = m_view.roster->divisions[d].regiments[r];
                const BoundRegiment &b = bound.divisions[d].regiments[r];
                if (o.def->pricing == Pricing::PerRegiment)
                    p += b.ambushPrice;
                else if (QLatin1String(enumName(reg.status)) == o.id)
                    p += b.statusPrice;
            }
        return p;
    }
    for (qsizetype i = 0; i < m_view.roster->upgrades.size(); ++i)
        if (m_view.roster->upgrades[i].id == o.id)
            p += bound.upgradePrices.value(i);
    return p;
}

QVariant UpgradeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_offers.size() || m_view.isEmpty())
        return {};
    const UpgradeOffer &o = m_offers.at(index.row());
    const QString &lang = m_view.lang;
    auto issues = [&](bool severityOnly) -> QVariant {
        QString worst;
        QStringList texts;
        for (const int k : m_offerIssues.value(index.row())) {
            const Issue &i = m_view.report->issues.at(k);
            if (i.severity == Severity::Error || worst.isEmpty())
                worst = QLatin1String(enumName(i.severity));
            if (!severityOnly)
                texts << QStringLiteral("%1 (%2)").arg(i.message.get(lang), i.section);
        }
        return severityOnly ? QVariant(worst) : QVariant(texts.join(QLatin1Char('\n')));
    };
    switch (role) {
    case UpgradeIdRole: return o.id;
    case Qt::DisplayRole:
    case NameRole: return o.def->name.get(lang);
    case DescriptionRole: return o.def->description.get(lang);
    case SectionRole: return o.def->section;
    case CostTextRole: return o.costText;
    case LimitTextRole: return o.limitText;
    case KindRole: return upgradeKindName(o.kind);
    case ValueRole: return value(o);
    case ChoicesRole: return choices(o);
    case PriceRole: return price(o).toDouble();
    case SeverityRole: return issues(true);
    case IssueTextRole: return issues(false);
    default: return {};
    }
}

QHash<int, QByteArray> UpgradeModel::roleNames() const
{
    return {{UpgradeIdRole, "upgradeId"}, {NameRole, "name"},         {DescriptionRole, "description"},
            {SectionRole, "section"},     {CostTextRole, "costText"}, {LimitTextRole, "limitText"},
            {KindRole, "kind"},           {ValueRole, "value"},       {ChoicesRole, "choices"},
            {PriceRole, "price"},         {SeverityRole, "severity"}, {IssueTextRole, "issueText"}};
}

} // namespace sztab::gui
