// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/rostertreemodel.h"

#include "bw/orders.h"
#include "bw/places.h"
#include "bw/rosterchoices.h"
#include "bw/rostertext.h"
#include "bw/sheets/sheetmodel.h"
#include "foundation/text.h"

#include <QSet>

#include <algorithm>

namespace sztab::gui {

namespace {

QVariantMap generalFields(const General *g, const Ruleset &ruleset, const QString &lang)
{
    if (!g)
        return {};
    const Character c = characterOf(ruleset.orders, g->command, g->traits);
    return {{QStringLiteral("generalName"), g->name.get(lang)},
            {QStringLiteral("command"), g->command},
            {QStringLiteral("character"), sheets::label(enumName(c), lang)},
            {QStringLiteral("generalRules"), g->rules.get(lang)}};
}

// The role of the corps a division belongs to (B19 12.2: "army-reserve-artillery"), "" for none.
QString corpsRoleOf(const Roster &roster, const QString &divisionId)
{
    if (roster.corps)
        for (const RosterCorps &c : *roster.corps)
            if (c.role && c.divisions.contains(divisionId))
                return *c.role;
    return QString();
}

} // namespace

QString RosterTreeModel::divisionName(const Roster &, const BoundRoster &bound, int d, const QString &lang)
{
    return sztab::divisionName(bound, d, lang); // core/rostertext.h: the sheets and the draw log name it the same way
}

QList<RosterTreeModel::Row> RosterTreeModel::buildRows(const RosterView &view, QList<int> *divisionRows, int *cincRow,
                                                       QList<int> *corpsRows, QList<int> *upgradeRows) const
{
    QList<Row> rows;
    divisionRows->clear();
    corpsRows->clear();
    upgradeRows->clear();
    *cincRow = -1;
    if (view.isEmpty())
        return rows;
    const Roster &roster = *view.roster;
    const BoundRoster &bound = *view.bound;
    divisionRows->fill(-1, roster.divisions.size());
    upgradeRows->fill(-1, roster.upgrades.size());
    auto addExtraGeneral = [&](int u, int depth) {
        (*upgradeRows)[u] = int(rows.size());
        Row row{Kind::ExtraGeneral, depth, -1, -1, -1, QStringLiteral("extra-general-%1").arg(u), 0, 0, 0, 0};
        row.upgrade = u;
        rows << row;
    };
    rows.reserve(1 + roster.divisions.size() * 2 + roster.corps.value_or(QList<RosterCorps>()).size());

    *cincRow = 0;
    rows << Row{Kind::Cinc, 0, -1, -1, -1, QStringLiteral("cinc"), 0, 0, 0, 0};
    QHash<QString, int> divisionIndex;
    for (int d = 0; d < roster.divisions.size(); ++d)
        divisionIndex.insert(roster.divisions[d].id, d);
    auto addDivision = [&](int d, int depth) {
        if ((*divisionRows)[d] >= 0)
            return; // listed in two corps (an error of its own): shown once
        (*divisionRows)[d] = int(rows.size());
        rows << Row{Kind::Division, depth, d, -1, -1, roster.divisions[d].id, 0, 0, 0, 0};
        const QList<BoundRegiment> &regiments = bound.divisions[d].regiments;
        for (int r = 0; r < regiments.size(); ++r)
            rows << Row{Kind::Regiment, depth + 1, d, r, -1, regiments[r].unit->id, 0, 0, 0, 0};
        if (const qsizetype u = bound.divisions[d].extraGeneral; u >= 0 && u < roster.upgrades.size())
            addExtraGeneral(int(u), depth + 1); // under the division he leads, after its regiments
    };
    if (roster.corps) {
        corpsRows->fill(-1, roster.corps->size());
        for (int k = 0; k < roster.corps->size(); ++k) {
            (*corpsRows)[k] = int(rows.size());
            rows << Row{Kind::Corps, 1, -1, -1, k, roster.corps->at(k).id, 0, 0, 0, 0};
            for (const QString &id : roster.corps->at(k).divisions)
                if (const auto it = divisionIndex.constFind(id); it != divisionIndex.cend())
                    addDivision(*it, 2);
        }
    }
    for (int d = 0; d < roster.divisions.size(); ++d)
        addDivision(d, 1);
    // The extra generals who lead no division (none chosen, or one with another commander): at the end.
    for (int u = 0; u < roster.upgrades.size(); ++u)
        if (roster.upgrades[u].id == QLatin1String("extra-general") && (*upgradeRows)[u] < 0)
            addExtraGeneral(u, 1);
    return rows;
}

namespace {

// qHash of strings, remembered by their storage for one update: the core shares one string among the issues that
// say the same thing (codes, sections, messages), so each is hashed once, not once per issue.
// While the report lives, the same storage and size mean the same text.
class StringHashes {
public:
    size_t operator()(const QString &text)
    {
        Slot &slot = m_slots[(quintptr(text.constData()) >> 4) % std::size(m_slots)];
        if (slot.data != text.constData() || slot.size != text.size() || !slot.data)
            slot = {text.constData(), text.size(), qHash(text)};
        return slot.hash;
    }

private:
    struct Slot {
        const QChar *data = nullptr;
        qsizetype size = 0;
        size_t hash = 0;
    };
    Slot m_slots[64];
};

// The whole number a pointer segment holds ("12"), -1 for anything else.
int segmentIndex(QStringView segment)
{
    if (segment.isEmpty() || segment.size() > 9)
        return -1;
    int n = 0;
    for (QChar c : segment) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return -1;
        n = n * 10 + (c.unicode() - '0');
    }
    return n;
}

} // namespace

// Read without splitting into a list: ~15,000 pointers are placed on every edit of an error-heavy roster.
int RosterTreeModel::rowFor(QStringView pointer, const QList<int> &divisionRows, int cincRow,
                            const QList<int> &corpsRows, const QList<int> &upgradeRows)
{
    // The common case read in one pass: "/divisions/D" and "/divisions/D/regiments/R", whatever follows. Anything
    // else, or anything unusual in these (no digits, too many), is left to the general reading below.
    {
        static constexpr char16_t divisionsWord[] = u"/divisions/";
        static constexpr char16_t regimentsWord[] = u"/regiments/";
        const char16_t *at = pointer.utf16(), *const end = at + pointer.size();
        auto eat = [&](const char16_t *word, qsizetype n) {
            if (end - at < n || !std::equal(word, word + n, at))
                return false;
            at += n;
            return true;
        };
        auto number = [&]() { // a whole segment of 1 to 9 digits, else -1
            const char16_t *from = at;
            int n = 0;
            while (at != end && *at >= u'0' && *at <= u'9' && at - from < 9)
                n = n * 10 + (*at++ - u'0');
            return at != from && (at == end || *at == u'/') ? n : -1;
        };
        if (eat(divisionsWord, 11)) {
            const int i = number();
            if (i >= 0) {
                if (i >= divisionRows.size())
                    return -1;
                if (!eat(regimentsWord, 11))
                    return divisionRows[i];
                if (const int r = number(); r >= 0)
                    return divisionRows[i] + 1 + r; // regiments follow their division
            }
        }
    }
    if (!pointer.startsWith(QLatin1Char('/')))
        return -1;
    // Segments found by a plain loop and compared with UTF-16 words (a Latin-1 comparison converts as it goes).
    QStringView parts[5];
    int count = 0;
    const QChar *from = pointer.data() + 1, *const end = pointer.data() + pointer.size();
    while (count < 5) {
        const QChar *slash = from;
        while (slash != end && *slash != u'/')
            ++slash;
        parts[count++] = QStringView(from, slash);
        if (slash == end)
            break;
        from = slash + 1;
    }
    if (parts[0] == QStringView(u"commanderInChief"))
        return cincRow;
    const int i = count > 1 ? segmentIndex(parts[1]) : -1;
    if (i < 0)
        return -1;
    if (parts[0] == QStringView(u"corps"))
        return corpsRows.value(i, -1);
    if (parts[0] == QStringView(u"upgrades")) // an extra general's row; other upgrades have none
        return upgradeRows.value(i, -1);
    if (parts[0] != QStringView(u"divisions") || i >= divisionRows.size())
        return -1;
    const int divisionRow = divisionRows[i];
    if (count > 3 && parts[2] == QStringView(u"regiments")) {
        const int r = segmentIndex(parts[3]);
        if (r >= 0)
            return divisionRow + 1 + r; // regiments follow their division
    }
    return divisionRow;
}

int RosterTreeModel::rowForPath(const QString &pointer) const
{
    const int row = rowFor(pointer, m_divisionRows, m_cincRow, m_corpsRows, m_upgradeRows);
    return row < m_rows.size() ? row : -1;
}

void RosterTreeModel::update(const RosterView &view)
{
    m_view = view;
    QList<int> divisionRows, corpsRows, upgradeRows;
    int cincRow = -1;
    QList<Row> next = buildRows(view, &divisionRows, &cincRow, &corpsRows, &upgradeRows);
    m_divisionRows = divisionRows;
    m_corpsRows = corpsRows;
    m_upgradeRows = upgradeRows;
    m_cincRow = cincRow;
    placeIssues(view, &next);
    if (!view.isEmpty())
        fillContent(view, m_issueOrder, m_issueHashes, &next);
    applyRows(std::move(next));

    QStringList names;
    if (!view.isEmpty())
        for (int d = 0; d < view.roster->divisions.size(); ++d)
            names << divisionName(*view.roster, *view.bound, d, view.lang);
    if (names != m_divisionNames) {
        m_divisionNames = names;
        emit divisionNamesChanged();
    }
}

// Each issue onto its row (the worst severity per row), and the issues grouped by row in one counting pass.
void RosterTreeModel::placeIssues(const RosterView &view, QList<Row> *rows)
{
    QList<Row> &next = *rows;
    m_issueRows.clear();
    m_issueOrder.clear();
    m_issueHashes.clear();
    if (view.isEmpty())
        return;
    const QList<Issue> &issues = view.report->issues;
    m_issueRows.resize(issues.size());
    m_issueHashes.resize(issues.size());
    StringHashes hashes;
    for (qsizetype k = 0; k < issues.size(); ++k) {
        const Issue &i = issues[k];
        // Pointers are hashed as they are: nearly each is an issue's own, and they would push the shared words
        // out of the remembered hashes.
        m_issueHashes[k] = qHashMulti(0, int(i.severity), hashes(i.code), qHash(i.path), hashes(i.section),
                                      hashes(i.message.get(view.lang)));
        int row = rowFor(issues[k].path, m_divisionRows, m_cincRow, m_corpsRows, m_upgradeRows);
        if (row >= next.size())
            row = -1;
        m_issueRows[k] = row;
        if (row < 0)
            continue;
        Row &r = next[row];
        r.severity = std::max<quint8>(r.severity, issues[k].severity == Severity::Error ? 2 : 1);
        ++r.issueCount;
    }
    int start = 0;
    for (Row &r : next) {
        r.firstIssue = start;
        start += r.issueCount;
    }
    m_issueOrder.resize(start);
    QList<int> filled(next.size(), 0);
    for (qsizetype k = 0; k < issues.size(); ++k)
        if (const int row = m_issueRows[k]; row >= 0)
            m_issueOrder[next[row].firstIssue + filled[row]++] = int(k);
}

QString RosterTreeModel::issueText(const Row &row) const
{
    QStringList texts;
    // A pointer inside a message said in words, as the issue list says it (the tooltip is read too).
    const PlaceNamer places = rosterPlaces(*m_view.roster, m_view.bound);
    for (int k = row.firstIssue; k < row.firstIssue + row.issueCount; ++k) {
        const Issue &i = m_view.report->issues.at(m_issueOrder.at(k));
        texts << QStringLiteral("%1 (%2)").arg(pointersInWords(i.message.get(m_view.lang), places, m_view.lang),
                                               i.section);
    }
    return texts.join(QLatin1Char('\n'));
}

void RosterTreeModel::fillContent(const RosterView &view, const QList<int> &issueOrder,
                                  const QList<size_t> &issueHashes, QList<Row> *rows)
{
    QList<Row> &next = *rows;
    // What each row shows, as a hash: a row whose hash and place did not change is not signalled.
    const Roster &roster = *view.roster;
    const BoundRoster &bound = *view.bound;
    size_t shared = qHash(view.lang);
    for (const Division &d : roster.divisions)
        if (d.historical) // the historical options of every division depend on the others' choices
            shared = qHashMulti(shared, *d.historical);
    for (Row &r : next) {
        size_t h = qHashMulti(shared, r.severity, r.issueCount);
        // The tooltip's reasons, by the issues' hashes (no text is built for it).
        for (int k = r.firstIssue; k < r.firstIssue + r.issueCount; ++k)
            h = qHashMulti(h, issueHashes.at(issueOrder.at(k)));
        switch (r.kind) {
        case Kind::Regiment: {
            const Regiment &reg = roster.divisions[r.division].regiments[r.regiment];
            const BoundRegiment &b = bound.divisions[r.division].regiments[r.regiment];
            h = qHashMulti(h, reg.unit, int(reg.status), reg.ambush, b.points.halves, b.statusPrice.halves,
                           b.catalogue->id);
            break;
        }
        case Kind::Division: {
            const Division &d = roster.divisions[r.division];
            const BoundDivision &b = bound.divisions[r.division];
            qint64 points = b.generalCost.halves;
            int bases = 0;
            for (const BoundRegiment &br : b.regiments) {
                points += br.points.halves;
                bases += br.bases;
            }
            h = qHashMulti(h, d.name.get(view.lang), int(d.arm), d.pool ? int(*d.pool) : -1,
                           d.general.value_or(QString()), d.historical.value_or(QString()), points, bases,
                           b.regiments.size());
            h = qHashMulti(h, b.extraGeneral, b.general ? b.general->id : QString()); // an extra general may lead it
            // Its role (B19 12.3) and who leads it without a general of its own (BWN 13.4, B19 12.3).
            h = qHashMulti(h, d.role.value_or(QString()), corpsRoleOf(roster, d.id), b.commandedByCorps,
                           roster.corps && !roster.corps->isEmpty());
            break;
        }
        case Kind::ExtraGeneral: {
            const RosterUpgrade &u = roster.upgrades[r.upgrade];
            h = qHashMulti(h, u.general.value_or(QString()), u.division.value_or(QString()), u.arm ? int(*u.arm) : -1);
            // The divisions offered to him and which of them have a commander.
            for (int d = 0; d < roster.divisions.size(); ++d)
                h = qHashMulti(h, roster.divisions[d].id, divisionName(roster, bound, d, view.lang),
                               bound.divisions[d].extraGeneral, bound.divisions[d].general != nullptr,
                               bound.divisions[d].commandedByCorps);
            break;
        }
        case Kind::Corps:
            h = qHashMulti(h, roster.corps->at(r.corps).name.get(view.lang),
                           roster.corps->at(r.corps).commander.value_or(QString()));
            break;
        case Kind::Cinc: h = qHashMulti(h, roster.commanderInChief.general.value_or(QString())); break;
        }
        r.content = h;
    }
}

void RosterTreeModel::applyRows(QList<Row> next)
{
    const QList<Row> old = m_rows;
    auto same = [](const Row &a, const Row &b) { return a.kind == b.kind && a.key == b.key; };
    qsizetype prefix = 0;
    const qsizetype shortest = std::min(old.size(), next.size());
    while (prefix < shortest && same(old[prefix], next[prefix]))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < shortest - prefix && same(old[old.size() - 1 - suffix], next[next.size() - 1 - suffix]))
        ++suffix;
    const qsizetype removed = old.size() - prefix - suffix;
    const qsizetype inserted = next.size() - prefix - suffix;

    // Between the steps the rows kept are already the new ones: their indices point into the new roster.
    if (removed > 0) {
        beginRemoveRows({}, int(prefix), int(prefix + removed - 1));
        m_rows = next.mid(0, prefix) + next.mid(next.size() - suffix);
        endRemoveRows();
    }
    if (inserted > 0) {
        beginInsertRows({}, int(prefix), int(prefix + inserted - 1));
        m_rows = next;
        endInsertRows();
    }
    m_rows = std::move(next);

    // The rows kept: signal those whose content or place changed, in runs.
    auto changedAt = [&](qsizetype row) {
        const Row &a = old[row < prefix ? row : row - inserted + removed];
        const Row &b = m_rows[row];
        return a.content != b.content || a.division != b.division || a.regiment != b.regiment || a.corps != b.corps
            || a.depth != b.depth;
    };
    auto signalRuns = [&](qsizetype from, qsizetype to) {
        qsizetype start = -1;
        for (qsizetype row = from; row <= to; ++row) {
            const bool changed = row < to && changedAt(row);
            if (changed && start < 0)
                start = row;
            if (!changed && start >= 0) {
                emit dataChanged(index(int(start)), index(int(row - 1)));
                ++m_signalledRuns;
                start = -1;
            }
        }
    };
    signalRuns(0, prefix);
    signalRuns(m_rows.size() - suffix, m_rows.size());
}

int RosterTreeModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

QVariant RosterTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || m_view.isEmpty())
        return {};
    const Row &row = m_rows.at(index.row());
    const QString &lang = m_view.lang;
    const Roster &roster = *m_view.roster;
    const BoundRoster &bound = *m_view.bound;
    const Ruleset &ruleset = *bound.ruleset;

    switch (role) {
    case KindRole:
        switch (row.kind) {
        case Kind::Cinc: return QStringLiteral("cinc");
        case Kind::Corps: return QStringLiteral("corps");
        case Kind::Division: return QStringLiteral("division");
        case Kind::Regiment: return QStringLiteral("regiment");
        case Kind::ExtraGeneral: return QStringLiteral("extraGeneral");
        }
        return {};
    case DepthRole: return row.depth;
    case DivisionIndexRole: return row.division;
    case RegimentIndexRole: return row.regiment;
    case SeverityRole:
        return row.severity == 2 ? QStringLiteral("error") : row.severity == 1 ? QStringLiteral("warning") : QString();
    case IssueTextRole: return issueText(row);
    case PathRole:
        switch (row.kind) {
        case Kind::Cinc: return QStringLiteral("/commanderInChief");
        case Kind::Corps: return QStringLiteral("/corps/%1").arg(row.corps);
        case Kind::Division: return QStringLiteral("/divisions/%1").arg(row.division);
        case Kind::Regiment: return QStringLiteral("/divisions/%1/regiments/%2").arg(row.division).arg(row.regiment);
        case Kind::ExtraGeneral: return QStringLiteral("/upgrades/%1").arg(row.upgrade);
        }
        return {};
    case UpgradeIndexRole: return row.upgrade;
    case LedByExtraGeneralRole: return row.kind == Kind::Division && bound.divisions[row.division].extraGeneral >= 0;
    default: break;
    }

    const General *general = nullptr;
    if (row.kind == Kind::Cinc)
        general = bound.commanderInChief;
    else if (row.kind == Kind::Corps)
        general = bound.corpsCommanders.value(row.corps);
    else if (row.kind == Kind::Division)
        general = bound.divisions[row.division].general;
    else if (row.kind == Kind::ExtraGeneral)
        general = bound.upgradeGenerals.value(row.upgrade);
    if (role == GeneralNameRole || role == CommandRole || role == CharacterRole || role == GeneralRulesRole) {
        const QVariantMap g = generalFields(general, ruleset, lang);
        const char *key = role == GeneralNameRole ? "generalName"
            : role == CommandRole                 ? "command"
            : role == CharacterRole               ? "character"
                                                  : "generalRules";
        return g.value(QLatin1String(key));
    }

    if (row.kind == Kind::Regiment) {
        const Regiment &reg = roster.divisions[row.division].regiments[row.regiment];
        const BoundRegiment &b = bound.divisions[row.division].regiments[row.regiment];
        switch (role) {
        case Qt::DisplayRole:
        case NameRole: {
            QString name = b.unit->name.get(lang);
            for (const QString &id : reg.attached.value_or(QStringList())) // B19 12.10: the units bought for it
                for (const Catalogue *c : bound.catalogues)
                    if (const Unit *u = c->unit(id)) {
                        name += QStringLiteral(" + ") + u->name.get(lang);
                        break;
                    }
            return name;
        }
        case UnitIdRole: return b.unit->id;
        case PointsRole: return ruleset.hasPoints() ? QVariant(b.points.toDouble()) : QVariant(); // B19: none
        case BasesRole: return b.bases;
        case StatusRole: return QLatin1String(enumName(trainingOf(*b.unit, reg.status))); // as the sheets say
        case StatusOptionsRole:
        case StatusTextsRole: {
            QStringList out;
            for (const StatusChoice &c : legalStatuses(ruleset, *b.unit, *b.catalogue)) {
                const QString id = QLatin1String(enumName(c.status));
                if (role == StatusOptionsRole)
                    out << id;
                else {
                    const QString name = ruleset.training.value(id).name.get(lang);
                    out << (c.price.halves > 0 ? QStringLiteral("%1 (+%2)").arg(name, pointsText(c.price, lang))
                                               : name);
                }
            }
            return out;
        }
        case AmbushRole: return reg.ambush;
        case AmbushAllowedRole: return ambushAllowed(ruleset, *b.unit);
        case ArmRole: {
            const Profile *p = b.unit->bases.isEmpty() ? nullptr : b.catalogue->profile(b.unit->bases.first().profile);
            return p ? QLatin1String(enumName(p->kind)) : QLatin1String();
        }
        default: return {};
        }
    }

    if (row.kind == Kind::Division) {
        const Division &d = roster.divisions[row.division];
        const BoundDivision &b = bound.divisions[row.division];
        switch (role) {
        case Qt::DisplayRole:
        case NameRole: return divisionName(roster, bound, row.division, lang);
        case PointsRole: {
            if (!ruleset.hasPoints()) // B19: no points system
                return {};
            HalfPoints p = b.generalCost;
            for (const BoundRegiment &r : b.regiments)
                p += r.points;
            return p.toDouble();
        }
        case BasesRole: {
            int n = 0;
            for (const BoundRegiment &r : b.regiments)
                n += r.bases;
            return n;
        }
        case ArmRole: return QLatin1String(enumName(d.arm));
        case PoolRole: return d.pool ? QLatin1String(enumName(*d.pool)) : QLatin1String();
        case OrganisationRoleRole: {
            if (!ruleset.organisation)
                return QString();
            if (d.role) {
                const auto it = ruleset.organisation->divisionRoles.constFind(*d.role);
                return it == ruleset.organisation->divisionRoles.cend() ? *d.role : it->name.get(lang);
            }
            // The division of a corps with a role (B19 12.2: Hunt's army reserve artillery) is named by that role:
            // its arm in the file is only the pool a general would be drawn from.
            const QString corpsRole = corpsRoleOf(roster, d.id);
            if (corpsRole.isEmpty())
                return QString();
            const auto it = ruleset.organisation->corpsRoles.constFind(corpsRole);
            return it == ruleset.organisation->corpsRoles.cend() ? corpsRole : it->name.get(lang);
        }
        case LedByRole: // who leads it when it has no general of its own (BoundDivision::commandedByCorps)
            return !b.commandedByCorps                     ? QString()
                : roster.corps && !roster.corps->isEmpty() ? QStringLiteral("corps")
                                                           : QStringLiteral("cinc");
        case LedBySectionRole: {
            // The rule that lets it go without: its role's (B19 12.3); a corps of one division has none in our data.
            if (!b.commandedByCorps || !d.role || !ruleset.organisation)
                return QString();
            const auto it = ruleset.organisation->divisionRoles.constFind(*d.role);
            return it != ruleset.organisation->divisionRoles.cend() && it->ledByCorpsCommander ? it->section
                                                                                               : QString();
        }
        case HistoricalRole: return d.historical.value_or(QString());
        case HistoricalOptionsRole: {
            QVariantList out;
            for (const HistoricalChoice &c : historicalChoices(bound, row.division))
                out << QVariantMap{{QStringLiteral("id"), c.id}, {QStringLiteral("name"), c.name.get(lang)}};
            return out;
        }
        default: return {};
        }
    }

    if (row.kind == Kind::ExtraGeneral) {
        const RosterUpgrade &u = roster.upgrades[row.upgrade];
        int leads = -1;
        for (int d = 0; d < bound.divisions.size() && leads < 0; ++d)
            if (bound.divisions[d].extraGeneral == row.upgrade)
                leads = d;
        switch (role) {
        case Qt::DisplayRole:
        case NameRole: return drawPlaceName(bound, QStringLiteral("/upgrades/%1/general").arg(row.upgrade), lang);
        case PoolRole: return u.arm ? QLatin1String(enumName(*u.arm)) : QLatin1String();
        case ExtraDivisionRole: return u.division.value_or(QString());
        case ExtraStateRole:
            return leads >= 0 ? QStringLiteral("leads") : u.division ? QStringLiteral("taken") : QStringLiteral("none");
        case ExtraDivisionOptionsRole: {
            // BWN 13.3: a division with its own general, led by its corps commander or by another extra general
            // cannot be his; offered all the same, marked, so that the player sees why (bindExtraGeneralDivisions).
            QVariantList out;
            for (int d = 0; d < roster.divisions.size(); ++d) {
                const BoundDivision &b = bound.divisions[d];
                const bool taken = roster.divisions[d].general || b.commandedByCorps
                    || (b.extraGeneral >= 0 && b.extraGeneral != row.upgrade);
                out << QVariantMap{{QStringLiteral("id"), roster.divisions[d].id},
                                   {QStringLiteral("name"), divisionName(roster, bound, d, lang)},
                                   {QStringLiteral("taken"), taken}};
            }
            return out;
        }
        default: return {};
        }
    }

    if (row.kind == Kind::Corps) {
        const RosterCorps &c = roster.corps->at(row.corps);
        if (role == NameRole || role == Qt::DisplayRole)
            return c.name.isEmpty() ? c.id : c.name.get(lang);
        return {};
    }

    // The commander-in-chief's row stands for the whole army.
    if (role == NameRole || role == Qt::DisplayRole)
        return ruleset.roleName(QStringLiteral("commander-in-chief"), lang);
    return {};
}

QHash<int, QByteArray> RosterTreeModel::roleNames() const
{
    return {{KindRole, "kind"},
            {DepthRole, "depth"},
            {DivisionIndexRole, "divisionIndex"},
            {RegimentIndexRole, "regimentIndex"},
            {NameRole, "name"},
            {PointsRole, "points"},
            {BasesRole, "bases"},
            {StatusRole, "status"},
            {StatusOptionsRole, "statusOptions"},
            {StatusTextsRole, "statusTexts"},
            {AmbushRole, "ambush"},
            {AmbushAllowedRole, "ambushAllowed"},
            {ArmRole, "arm"},
            {PoolRole, "pool"},
            {HistoricalRole, "historical"},
            {HistoricalOptionsRole, "historicalOptions"},
            {GeneralNameRole, "generalName"},
            {CommandRole, "command"},
            {CharacterRole, "character"},
            {GeneralRulesRole, "generalRules"},
            {SeverityRole, "severity"},
            {IssueTextRole, "issueText"},
            {PathRole, "path"},
            {UnitIdRole, "unitId"},
            {LedByExtraGeneralRole, "ledByExtraGeneral"},
            {UpgradeIndexRole, "upgradeIndex"},
            {ExtraDivisionRole, "extraDivision"},
            {ExtraStateRole, "extraState"},
            {ExtraDivisionOptionsRole, "extraDivisionOptions"},
            {OrganisationRoleRole, "organisationRole"},
            {LedByRole, "ledBy"},
            {LedBySectionRole, "ledBySection"}};
}

} // namespace sztab::gui
