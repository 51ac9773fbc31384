// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/patrolmarkers.h"

#include <QSet>

namespace sztab::plan {

namespace {

Issue issue(const char *code, const char *section, const QString &path, const QString &pl, const QString &en)
{
    Issue i;
    i.code = QLatin1String(code);
    i.path = path;
    i.section = QLatin1String(section);
    i.message = Text::translated(pl, en);
    return i;
}

QString num(double v) { return QString::number(v, 'f', 2); }

} // namespace

QStringList patrolMarkerIds(Player player, int count)
{
    QStringList out;
    const QString prefix = QLatin1String(enumName(player));
    for (int i = 1; i <= count; ++i)
        out << prefix + QString::number(i);
    return out;
}

int patrolMarkerCount(const PatrolRules &rules, const BattlePlan &plan, Player player)
{
    return rules.markersPerCorps * (player == Player::A ? plan.armies.a.corps : plan.armies.b.corps);
}

std::optional<Player> patrolMarkerOwner(const QString &marker)
{
    if (marker.size() < 2)
        return std::nullopt;
    bool ok = false;
    const int n = marker.mid(1).toInt(&ok);
    if (!ok || n < 1)
        return std::nullopt;
    return enumFromName<Player>(marker.left(1));
}

// B19 6.1: inside the own deployment zone, never within placementGap of an enemy marker.
QList<Issue> checkPlacement(const PatrolTable &table, Player player, QPointF at, const QList<PatrolMarker> &others,
                            const QString &path)
{
    QList<Issue> out;
    const double r = table.radius();
    const QRectF zone = table.zone(player);
    if (!zone.adjusted(r, r, -r, -r).contains(at) || !table.table.contains(at))
        out << issue("PATROL_OUTSIDE_ZONE", "B19 6.1", path,
                     QStringLiteral("Znacznik patrolu musi stać w całości w strefie rozstawienia gracza %1")
                         .arg(QLatin1String(enumName(player))),
                     QStringLiteral("A patrol marker must stand wholly inside player %1's deployment zone")
                         .arg(QLatin1String(enumName(player))));
    for (const PatrolMarker &m : others) {
        if (m.player == player)
            continue;
        const double gap = markerGap(table, at, m.at);
        if (gap < table.rules.placementGap - 1e-9)
            out << issue("PATROL_TOO_CLOSE", "B19 6.1", path,
                         QStringLiteral("Znacznik %1 cala od znacznika przeciwnika %2: najbliżej %3 cala")
                             .arg(num(gap), m.id, num(table.rules.placementGap)),
                         QStringLiteral("Marker %1\" from the enemy marker %2: %3\" at the closest")
                             .arg(num(gap), m.id, num(table.rules.placementGap)));
    }
    return out;
}

// B19 6.1: at most one corps per marker, each corps on one marker, the player's own marker ids.
QList<Issue> checkAssignments(const PatrolRules &rules, const BattlePlan &plan, Player player,
                              const QList<PatrolAssignment> &assignments, const QString &path)
{
    QList<Issue> out;
    const QStringList ids = patrolMarkerIds(player, patrolMarkerCount(rules, plan, player));
    QSet<QString> markers, corps;
    int corpsCount = 0;
    for (qsizetype i = 0; i < assignments.size(); ++i) {
        const PatrolAssignment &a = assignments[i];
        const QString at = QStringLiteral("%1/%2").arg(path).arg(i);
        if (!ids.contains(a.marker))
            out << issue("PATROL_UNKNOWN_MARKER", "B19 6.1", at + QStringLiteral("/marker"),
                         QStringLiteral("Gracz %1 nie ma znacznika \u201e%2\u201d (ma %3)")
                             .arg(QLatin1String(enumName(player)), a.marker, ids.join(QStringLiteral(", "))),
                         QStringLiteral("Player %1 has no marker \"%2\" (he has %3)")
                             .arg(QLatin1String(enumName(player)), a.marker, ids.join(QStringLiteral(", "))));
        if (markers.contains(a.marker))
            out << issue(
                "PATROL_MARKER_TWICE", "B19 6.1", at + QStringLiteral("/marker"),
                QStringLiteral("Znacznik %1 przypisany dwa razy: najwyżej jeden korpus na znacznik").arg(a.marker),
                QStringLiteral("Marker %1 assigned twice: at most one corps per marker").arg(a.marker));
        markers.insert(a.marker);
        if (a.corps.isEmpty())
            continue;
        ++corpsCount;
        if (corps.contains(a.corps))
            out << issue("PATROL_CORPS_TWICE", "B19 6.1", at + QStringLiteral("/corps"),
                         QStringLiteral("Korpus \u201e%1\u201d pod dwoma znacznikami").arg(a.corps),
                         QStringLiteral("Corps \"%1\" under two markers").arg(a.corps));
        corps.insert(a.corps);
    }
    const int armyCorps = player == Player::A ? plan.armies.a.corps : plan.armies.b.corps;
    if (corpsCount > armyCorps)
        out << issue("PATROL_TOO_MANY_CORPS", "B19 6.1", path,
                     QStringLiteral("%1 korpusów przypisanych, a armia ma %2").arg(corpsCount).arg(armyCorps),
                     QStringLiteral("%1 corps assigned, but the army has %2").arg(corpsCount).arg(armyCorps));
    return out;
}

std::optional<PatrolAssignment> assignmentOf(const BattlePlan &plan, const QString &marker)
{
    const auto owner = patrolMarkerOwner(marker);
    if (!owner)
        return std::nullopt;
    const std::optional<PlayerNotes> &notes = *owner == Player::A ? plan.notes.a : plan.notes.b;
    if (!notes)
        return std::nullopt;
    for (const PatrolAssignment &a : notes->patrolAssignments)
        if (a.marker == marker)
            return a;
    return PatrolAssignment{marker, QString(), QString()}; // 6.1: a marker given no corps is a scout
}

} // namespace sztab::plan
