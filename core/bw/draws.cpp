// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/draws.h"

#include <QJsonArray>
#include <QSet>

namespace sztab {

QJsonObject DrawEntry::toJson() const
{
    QJsonObject o{{QStringLiteral("target"), target},
                  {QStringLiteral("role"), role},
                  {QStringLiteral("candidates"), QJsonArray::fromStringList(candidates)},
                  {QStringLiteral("general"), general},
                  {QStringLiteral("how"), how}};
    if (pool)
        o.insert(QStringLiteral("pool"), QLatin1String(enumName(*pool)));
    QJsonArray r;
    for (int v : rolls)
        r.append(v);
    o.insert(QStringLiteral("rolls"), r);
    return o;
}

namespace {

struct Drawer {
    const BoundRoster &bound;
    DiceSource &dice;
    DrawError *error;
    QSet<QString> inArmy; // generals holding a command, or drawn and not yet replaced

    bool fail(const QString &pointer, const QString &message, const QString &messagePl = QString())
    {
        *error = DrawError{pointer, message, messagePl};
        return false;
    }

    // The roster's own nation's generals; an allied catalogue lends units, not commanders. The commander-in-chief
    // may also be a corps commander in a corps-level battle (BWN 6.2).
    QList<const General *> eligible(const QString &role, std::optional<Arm> pool) const
    {
        const bool cinc = role == QLatin1String("commander-in-chief");
        QList<const General *> out;
        for (const Catalogue *c : bound.catalogues) {
            if (c->nation != bound.roster->nation)
                continue;
            for (const General &g : c->generals)
                if ((cinc ? bound.mayBeCommanderInChief(g) : g.roles.contains(role)) && (!pool || g.arm == *pool))
                    out << &g;
        }
        return out;
    }

    // BWN 13.4: a commander already in the army is drawn again, from the same candidates.
    bool drawOne(const QString &target, const QString &role, std::optional<Arm> pool, const QString &how,
                 DrawEntry *entry)
    {
        const QList<const General *> candidates = eligible(role, pool);
        entry->target = target;
        entry->role = role;
        entry->pool = pool;
        entry->how = how;
        for (const General *g : candidates)
            entry->candidates << g->id;
        const bool anyFree = std::any_of(candidates.cbegin(), candidates.cend(),
                                         [&](const General *g) { return !inArmy.contains(g->id); });
        if (!anyFree)
            return fail(
                target,
                QStringLiteral("no %1 general left to draw%2: all %3 are in the army already")
                    .arg(role,
                         pool ? QStringLiteral(" from the %1 pool").arg(QLatin1String(enumName(*pool))) : QString())
                    .arg(candidates.size()),
                QStringLiteral("nie ma już kogo losować%1: wszyscy (%2) są już w armii")
                    .arg(pool ? (*pool == Arm::Cavalry ? QStringLiteral(" spośród generałów kawalerii")
                                                       : QStringLiteral(" spośród generałów piechoty"))
                              : QString())
                    .arg(candidates.size()));
        for (;;) {
            const auto roll = dice.roll(int(candidates.size()));
            if (!roll)
                return fail(target, dice.error(), dice.errorPl());
            entry->rolls << *roll;
            const General *g = candidates[*roll - 1];
            if (inArmy.contains(g->id))
                continue;
            entry->general = g->id;
            inArmy.insert(g->id);
            return true;
        }
    }

    // Draws, and draws again when a redraw upgrade names this target (the second draw binds, BWN 13.3).
    bool draw(const QString &target, const QString &redrawKey, const QString &role, std::optional<Arm> pool,
              QList<DrawEntry> &entries, QSet<QString> &redraws, QString *general)
    {
        DrawEntry first;
        if (!drawOne(target, role, pool, QStringLiteral("draw"), &first))
            return false;
        entries << first;
        *general = first.general;
        if (!redraws.contains(redrawKey))
            return true;
        redraws.remove(redrawKey); // one redraw per target
        DrawEntry second;
        // The first general stays counted as in the army while redrawing: drawing him again means drawing again.
        if (!drawOne(target, role, pool, QStringLiteral("redraw"), &second))
            return false;
        inArmy.remove(first.general);
        entries << second;
        *general = second.general;
        return true;
    }
};

} // namespace

std::optional<DrawResult> drawCommanders(const BoundRoster &bound, DiceSource &dice, DrawError *error,
                                         const QJsonObject &stamp)
{
    Drawer drawer{bound, dice, error, {}};
    const Roster &in = *bound.roster;
    DrawResult out{in, {}};
    Roster &r = out.roster;

    // Everyone already commanding stays; the draws avoid them.
    if (in.commanderInChief.general)
        drawer.inArmy.insert(*in.commanderInChief.general);
    if (in.corps)
        for (const RosterCorps &c : *in.corps)
            if (c.commander)
                drawer.inArmy.insert(*c.commander);
    for (const Division &d : in.divisions)
        if (d.general)
            drawer.inArmy.insert(*d.general);
    for (const RosterUpgrade &u : in.upgrades)
        if (u.general)
            drawer.inArmy.insert(*u.general);

    QSet<QString> redraws;
    for (const RosterUpgrade &u : in.upgrades)
        if (u.id == QLatin1String("redraw") && u.target)
            redraws.insert(*u.target);

    // Historical generals first: they come without a draw, so no draw may take them (BWN 13.2).
    QList<bool> historical(in.divisions.size(), false);
    for (qsizetype d = 0; d < in.divisions.size(); ++d) {
        const BoundDivision &bd = bound.divisions[d];
        if (in.divisions[d].general || bd.commandedByCorps || !bound.isWholeHistoricalDivision(d))
            continue;
        if (drawer.inArmy.contains(bd.historical->general))
            continue; // already commanding elsewhere: this division draws like the others
        historical[d] = true;
        drawer.inArmy.insert(bd.historical->general);
        r.divisions[d].general = bd.historical->general;
        DrawEntry e;
        e.target = QStringLiteral("/divisions/%1/general").arg(d);
        e.role = QStringLiteral("division");
        e.general = bd.historical->general;
        e.how = QStringLiteral("historical");
        out.entries << e;
    }

    // The commander of a whole historical corps comes without a draw too (BWN 13.2).
    QList<bool> historicalCorps(in.corps ? in.corps->size() : 0, false);
    for (qsizetype k = 0; k < historicalCorps.size(); ++k) {
        if (in.corps->at(k).commander || !bound.isWholeHistoricalCorps(k) || k == bound.corpsLedByCommanderInChief)
            continue; // the corps that is the army: its commander is the commander-in-chief, below
        const QString commander = bound.historicalCorps[k]->commander;
        if (drawer.inArmy.contains(commander))
            continue;
        historicalCorps[k] = true;
        drawer.inArmy.insert(commander);
        (*r.corps)[k].commander = commander;
        DrawEntry e;
        e.target = QStringLiteral("/corps/%1/commander").arg(k);
        e.role = QStringLiteral("corps");
        e.general = commander;
        e.how = QStringLiteral("historical");
        out.entries << e;
    }

    // BWN 5.2, 13.2: an army that is one whole historical corps: its commander is the commander-in-chief, no draw.
    const qsizetype armyCorps = bound.corpsLedByCommanderInChief;
    if (armyCorps >= 0 && !in.commanderInChief.general
        && !drawer.inArmy.contains(bound.historicalCorps[armyCorps]->commander)) {
        const QString commander = bound.historicalCorps[armyCorps]->commander;
        drawer.inArmy.insert(commander);
        r.commanderInChief.general = commander;
        DrawEntry e;
        e.target = QStringLiteral("/commanderInChief/general");
        e.role = QStringLiteral("commander-in-chief");
        e.general = commander;
        e.how = QStringLiteral("historical");
        out.entries << e;
    }

    QString general;
    if (!r.commanderInChief.general) {
        if (!drawer.draw(QStringLiteral("/commanderInChief/general"), QStringLiteral("cinc"),
                         QStringLiteral("commander-in-chief"), std::nullopt, out.entries, redraws, &general))
            return std::nullopt;
        r.commanderInChief.general = general;
    }
    if (in.corps)
        for (qsizetype k = 0; k < in.corps->size(); ++k) {
            if (in.corps->at(k).commander || historicalCorps[k] || k == armyCorps)
                continue;
            if (!drawer.draw(QStringLiteral("/corps/%1/commander").arg(k), in.corps->at(k).id, QStringLiteral("corps"),
                             std::nullopt, out.entries, redraws, &general))
                return std::nullopt;
            (*r.corps)[k].commander = general;
        }
    for (qsizetype d = 0; d < in.divisions.size(); ++d) {
        const Division &div = in.divisions[d];
        if (div.general || historical[d] || bound.divisions[d].commandedByCorps || bound.divisions[d].extraGeneral >= 0)
            continue;
        const std::optional<Arm> pool = divisionPool(div, d, error);
        if (!pool)
            return std::nullopt;
        if (!drawer.draw(QStringLiteral("/divisions/%1/general").arg(d), div.id, QStringLiteral("division"), pool,
                         out.entries, redraws, &general))
            return std::nullopt;
        r.divisions[d].general = general;
    }
    for (qsizetype u = 0; u < in.upgrades.size(); ++u) {
        const RosterUpgrade &up = in.upgrades[u];
        if (up.id != QLatin1String("extra-general") || up.general)
            continue;
        if (!up.arm) {
            *error = DrawError{
                QStringLiteral("/upgrades/%1/arm").arg(u),
                QStringLiteral("extra general: choose \"arm\": infantry or cavalry pool (BWN 13.3)"),
                QStringLiteral(
                    "dodatkowy generał: wybierz, czy losować spośród generałów piechoty, czy kawalerii (BWN 13.3)")};
            return std::nullopt;
        }
        DrawEntry e;
        if (!drawer.drawOne(QStringLiteral("/upgrades/%1/general").arg(u), QStringLiteral("division"), up.arm,
                            QStringLiteral("draw"), &e))
            return std::nullopt;
        out.entries << e;
        r.upgrades[u].general = e.general;
    }

    QList<QJsonObject> log = r.draws.value_or(QList<QJsonObject>());
    for (const DrawEntry &e : out.entries) {
        QJsonObject o = e.toJson();
        for (auto it = stamp.begin(); it != stamp.end(); ++it)
            o.insert(it.key(), it.value());
        log << o;
    }
    r.draws = log;
    return out;
}

std::optional<Arm> divisionPool(const Division &division, qsizetype index, DrawError *error)
{
    switch (division.arm) {
    case DivisionArm::Infantry: return Arm::Infantry;
    case DivisionArm::Cavalry: return Arm::Cavalry;
    case DivisionArm::Mixed:
        if (division.pool)
            return division.pool; // BWN 13.4: the player's choice
        break;
    }
    *error =
        DrawError{QStringLiteral("/divisions/%1/pool").arg(index),
                  QStringLiteral("mixed division %1: choose \"pool\": infantry or cavalry before the draw (BWN 13.4)")
                      .arg(division.id),
                  QStringLiteral("dywizja mieszana %1: przed losowaniem wybierz, czy jej generała losować spośród "
                                 "piechoty, czy kawalerii (BWN 13.4)")
                      .arg(division.id)};
    return std::nullopt;
}

std::optional<DrawEntry> drawReplacement(const BoundRoster &bound, const QString &role, std::optional<Arm> pool,
                                         const QStringList &inArmy, DiceSource &dice, DrawError *error)
{
    Drawer drawer{bound, dice, error, QSet<QString>(inArmy.cbegin(), inArmy.cend())};
    DrawEntry e;
    if (!drawer.drawOne(QString(), role, pool, QStringLiteral("replacement"), &e))
        return std::nullopt;
    return e;
}

} // namespace sztab
