// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/deployment.h"
#include "bw/specialrules.h"

#include "bw/catalogue.h"

#include <QSizeF>
#include <QtMath>

#include <cmath>

namespace sztab::plan {

namespace {

struct Block {
    QString base;
    QSizeF size; // frontage x depth of the whole block
    int unit = -1;
};

} // namespace

QList<Footprint> footprints(const Ruleset &ruleset, const PlannerRules &rules, const DeployedFormation &f,
                            QList<int> *unknown)
{
    const double a = qDegreesToRadians(f.facing);
    const QPointF right(std::cos(a), -std::sin(a)), forward(std::sin(a), std::cos(a));
    const QPointF at = toPoint(f.at);
    auto place = [&](double u0, double u1, double v0, double v1) {
        return Polygon{at + right * u0 + forward * v1, at + right * u1 + forward * v1, at + right * u1 + forward * v0,
                       at + right * u0 + forward * v0};
    };

    QList<Block> blocks;
    for (qsizetype i = 0; i < f.units.size(); ++i) {
        const FormationUnit &u = f.units[i];
        const auto size = baseSize(ruleset, u.base);
        if (!size) {
            if (unknown)
                unknown->append(int(i));
            continue;
        }
        const int abreast = f.formation == Formation::Line ? u.bases : std::min(u.bases, rules.columnFrontBases);
        const int ranks = (u.bases + abreast - 1) / abreast;
        blocks.append({u.base, QSizeF(abreast * size->width(), ranks * size->height()), int(i)});
    }
    double frontage = 0, deepest = 0;
    for (const Block &b : blocks) {
        frontage += b.size.width();
        deepest = std::max(deepest, b.size.height());
    }
    if (!blocks.isEmpty())
        frontage += rules.regimentGap * double(blocks.size() - 1);

    QList<Footprint> out;
    double u = -frontage / 2;
    for (const Block &b : blocks) {
        out.append({place(u, u + b.size.width(), -b.size.height(), 0), b.base, b.unit});
        u += b.size.width() + rules.regimentGap;
    }
    if (!f.general.isEmpty()) {
        const auto size = baseSize(ruleset, f.general);
        if (!size) {
            if (unknown)
                unknown->append(-1);
        } else {
            const double back = deepest + rules.regimentGap;
            out.append({place(-size->width() / 2, size->width() / 2, -back - size->height(), -back), f.general, -1});
        }
    }
    return out;
}

namespace {

QString regimentName(const BoundRegiment &r) { return r.unit->name.get(QStringLiteral("en")); }

} // namespace

QList<FormationUnit> formationUnits(const BoundRoster &roster, qsizetype division, const PlannerRules &rules)
{
    QList<FormationUnit> out;
    const BoundDivision &bound = roster.divisions[division];
    const Division &written = roster.roster->divisions[division];
    for (qsizetype i = 0; i < bound.regiments.size(); ++i) {
        const BoundRegiment &r = bound.regiments[i];
        if (!r.unit || !r.catalogue || (i < written.regiments.size() && written.regiments[i].ambush))
            continue;
        // One block per regiment: its first profile names the kind (mixed regiments are rare; reading).
        const Profile *p = r.unit->bases.isEmpty() ? nullptr : r.catalogue->profile(r.unit->bases.first().profile);
        QString kind = p ? QString::fromLatin1(enumName(p->kind)) : QStringLiteral("infantry");
        if (p && p->rules.contains(QStringLiteral("light-infantry"))
            && rules.baseForKind.contains(QStringLiteral("light-infantry")))
            kind = QStringLiteral("light-infantry");
        QString base = rules.baseForKind.value(kind, kind);
        // BWN 1.1: 3-4 pdr guns on smaller bases; the cost class tells the calibre (BWN 13.2 class A: 3-pdr).
        if (p && p->kind == UnitKind::Artillery && rules.artilleryBaseByCostClass.contains(p->costClass))
            base = rules.artilleryBaseByCostClass.value(p->costClass);
        FormationUnit u{regimentName(r), base, std::max(1, r.bases)};
        // B19 12.7: cavalry with a trait that says what it becomes dismounted may dismount; 6.4 has it declare.
        if (p && p->kind == UnitKind::Cavalry && i < written.regiments.size())
            for (const QString &t : regimentTraits(r, written.regiments[i], roster.catalogues))
                if (const TraitDef *def = roster.ruleset->trait(t); def && !def->dismountedTraits.isEmpty())
                    u.canDismount = true;
        out.append(u);
    }
    return out;
}

QStringList ambushRegiments(const BoundRoster &roster)
{
    QStringList out;
    for (qsizetype d = 0; d < roster.divisions.size() && d < roster.roster->divisions.size(); ++d) {
        const QList<BoundRegiment> &bound = roster.divisions[d].regiments;
        const auto &written = roster.roster->divisions[d].regiments;
        for (qsizetype i = 0; i < bound.size() && i < written.size(); ++i)
            if (written[i].ambush && bound[i].unit)
                out << regimentName(bound[i]);
    }
    return out;
}

QList<DeployedFormation> deployRoster(const PlanContext &c, const BoundRoster &roster, Player player)
{
    QList<DeployedFormation> out;
    const QRectF zone = c.zone(player);
    QList<qsizetype> placed; // the divisions with a regiment on the table
    for (qsizetype i = 0; i < roster.divisions.size(); ++i)
        if (!formationUnits(roster, i, c.rules).isEmpty() || roster.divisions[i].regiments.isEmpty())
            placed << i;
    const qsizetype n = placed.size();
    for (qsizetype k = 0; k < n; ++k) {
        const qsizetype i = placed[k];
        DeployedFormation f;
        f.player = player;
        f.division = roster.roster->divisions[i].id;
        f.name = roster.roster->divisions[i].name.get(QStringLiteral("en"));
        f.units = formationUnits(roster, i, c.rules);
        f.general = c.rules.generalBase;
        f.facing = player == Player::A ? 0 : 180;
        // Evenly spread along the zone; the front a little inside the zone's forward line.
        const double x = zone.left() + zone.width() * (double(k) + 0.5) / double(n);
        const double margin = std::min(2.0, zone.height() / 4);
        const double y = player == Player::A ? zone.bottom() - margin : zone.top() + margin;
        f.at = {x, y};
        // Too wide for its share of the edge: a column instead.
        QList<Footprint> fp = footprints(*c.ruleset, c.rules, f);
        const QRectF all = [&] {
            QList<QPointF> pts;
            for (const Footprint &p : fp)
                pts += p.outline;
            return boundsOf(pts);
        }();
        if (all.width() > zone.width() / double(n) || all.height() > zone.height() - margin)
            f.formation = Formation::Column;
        out.append(f);
    }
    return out;
}

std::optional<Player> nextToDeploy(const BattlePlan &plan, Player first, int divisionsA, int divisionsB)
{
    int a = 0, b = 0;
    for (const DeployedFormation &f : plan.deployment)
        ++(f.player == Player::A ? a : b);
    const bool aDone = a >= divisionsA, bDone = b >= divisionsB;
    if (aDone && bDone)
        return std::nullopt;
    if (aDone)
        return Player::B;
    if (bDone)
        return Player::A;
    // Alternately from `first`: A and B have placed equally many -> `first`, else the one behind.
    if (a == b)
        return first;
    return a < b ? Player::A : Player::B;
}

} // namespace sztab::plan
