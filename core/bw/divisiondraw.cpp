// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/divisiondraw.h"

namespace sztab {

std::optional<DrawResult> drawDivisionCommander(const BoundRoster &bound, qsizetype division, DiceSource &dice,
                                                DrawError *error, const QJsonObject &stamp)
{
    const Roster &in = *bound.roster;
    DrawResult out{in, {}};
    if (division < 0 || division >= in.divisions.size()) {
        *error = DrawError{QStringLiteral("/divisions"), QStringLiteral("no division %1").arg(division),
                           QStringLiteral("nie ma dywizji %1").arg(division)};
        return std::nullopt;
    }
    const Division &div = in.divisions[division];
    const BoundDivision &bd = bound.divisions[division];
    if (div.general || bd.commandedByCorps || bd.extraGeneral >= 0)
        return out;

    // Everyone already commanding stays; the draw avoids them.
    QStringList inArmy;
    auto add = [&](const std::optional<QString> &id) {
        if (id)
            inArmy << *id;
    };
    add(in.commanderInChief.general);
    if (in.corps)
        for (const RosterCorps &c : *in.corps)
            add(c.commander);
    for (const Division &d : in.divisions)
        add(d.general);
    for (const RosterUpgrade &u : in.upgrades)
        add(u.general);

    const QString target = QStringLiteral("/divisions/%1/general").arg(division);
    // BWN 13.2: a whole historical division brings its general without a draw.
    if (bound.isWholeHistoricalDivision(division) && !inArmy.contains(bd.historical->general)) {
        DrawEntry e;
        e.target = target;
        e.role = QStringLiteral("division");
        e.general = bd.historical->general;
        e.how = QStringLiteral("historical");
        out.entries << e;
    } else {
        const std::optional<Arm> pool = divisionPool(div, division, error);
        if (!pool)
            return std::nullopt;
        auto first = drawReplacement(bound, QStringLiteral("division"), pool, inArmy, dice, error);
        if (!first) {
            error->pointer = target;
            return std::nullopt;
        }
        first->target = target;
        first->how = QStringLiteral("draw");
        out.entries << *first;
        // BWN 13.3: a redraw bought for this division; the second draw binds, the first general still counts as taken.
        const bool redraw = std::any_of(in.upgrades.cbegin(), in.upgrades.cend(), [&](const RosterUpgrade &u) {
            return u.id == QLatin1String("redraw") && u.target == div.id;
        });
        if (redraw) {
            auto second = drawReplacement(bound, QStringLiteral("division"), pool, inArmy + QStringList{first->general},
                                          dice, error);
            if (!second) {
                error->pointer = target;
                return std::nullopt;
            }
            second->target = target;
            second->how = QStringLiteral("redraw");
            out.entries << *second;
        }
    }
    out.roster.divisions[division].general = out.entries.last().general;
    QList<QJsonObject> log = out.roster.draws.value_or(QList<QJsonObject>());
    for (const DrawEntry &e : std::as_const(out.entries)) {
        QJsonObject o = e.toJson();
        for (auto it = stamp.begin(); it != stamp.end(); ++it)
            o.insert(it.key(), it.value());
        log << o;
    }
    out.roster.draws = log;
    return out;
}

} // namespace sztab
