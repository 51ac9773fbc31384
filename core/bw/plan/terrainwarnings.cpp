// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/terrainwarnings.h"

#include "bw/plan/deployment.h"

// Readings (docs/planner.md repeats them):
//  - A regiment stands on a piece when the centre of its block of bases lies inside the piece (BWN 3.3 counts
//    bases; the planner draws a regiment as one block).
//  - Woods: "W lesie można poruszać się tylko w szyku luźnym", "Artyleria NIE MOŻE wchodzić do lasu" (BWN 3.5):
//    a line or column there, or artillery (regimental guns may enter but not fire), is a warning, since the plan
//    draws no open order and does not know the regimental guns.
//  - A stream or river through a regiment's block: a warning (crossing costs 5 cm, a river stops the unit midway).
//  - Impassable terrain: a warning too ("zostaje zniszczony" is for a unit forced in during play); every one of
//    these is a warning because the first deployment is the program's suggestion the players then move, and the
//    plan stays legal until they do.
//  - Two area pieces overlap when a corner or the centre of one lies inside the other deeper than
//    planner.touchTolerance; pieces that touch are side by side.

namespace sztab::plan {

namespace {

Issue make(Severity severity, const char *code, const QString &section, const QString &path, const QString &pl,
           const QString &en)
{
    Issue i;
    i.severity = severity;
    i.code = QLatin1String(code);
    i.path = path;
    i.section = section;
    i.message = Text::translated(pl, en);
    return i;
}

QString typeName(const PlanContext &c, const TerrainPiece &p, const char *lang)
{
    const Text n = c.ruleset->terrain.types.value(p.type).name;
    return n.isEmpty() ? p.type : n.get(QLatin1String(lang));
}

bool deepInside(const PieceShape &outer, QPointF p, double tolerance)
{
    return !outer.isLine() && contains(outer.outline, p)
        && distanceToPolyline(p, outer.outline + Polyline{outer.outline.value(0)}) > tolerance;
}

} // namespace

void checkDeploymentTerrain(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const DeploymentTerrain &dt = c.rules.deploymentTerrain;
    QStringList artillery = c.rules.artilleryBaseByCostClass.values();
    artillery << c.rules.baseForKind.value(QStringLiteral("artillery"));
    for (qsizetype i = 0; i < plan.deployment.size(); ++i) {
        const DeployedFormation &f = plan.deployment[i];
        for (const Footprint &fp : footprints(*c.ruleset, c.rules, f)) {
            if (fp.unit < 0)
                continue; // the general's base goes with his regiments
            const FormationUnit &u = f.units[fp.unit];
            const QString path = QStringLiteral("/deployment/%1/units/%2").arg(i).arg(fp.unit);
            const QString who = u.regiment.isEmpty() ? f.division : u.regiment;
            const QPointF middle = centroidOf(fp.outline);
            const bool guns = artillery.contains(u.base);
            PieceShape block;
            block.outline = fp.outline;
            for (qsizetype k = 0; k < plan.terrain.size(); ++k) {
                const TerrainPiece &t = plan.terrain[k];
                const PieceShape &s = c.shapes[k];
                const QString pl = typeName(c, t, "pl"), en = typeName(c, t, "en");
                if (s.isLine()) {
                    if (matches(t, dt.crossing) && shapeDistance(s, block) <= 0)
                        out << make(
                            Severity::Warning, "DEPLOY_ACROSS_WATER", dt.section, path,
                            QStringLiteral("\"%1\" stoi w poprzek: %2 \"%3\" (przejście kosztuje 5 cm; rzeka "
                                           "zatrzymuje oddział w połowie)")
                                .arg(who, pl, t.id),
                            QStringLiteral(
                                "\"%1\" stands across %2 \"%3\" (crossing costs 5 cm; a river stops a unit midway)")
                                .arg(who, en, t.id));
                    continue;
                }
                if (!contains(s.outline, middle))
                    continue;
                if (matches(t, dt.impassable))
                    out << make(Severity::Warning, "DEPLOY_IMPASSABLE", dt.section, path,
                                QStringLiteral("\"%1\" stoi w terenie niedostępnym \"%2\"").arg(who, t.id),
                                QStringLiteral("\"%1\" stands in impassable terrain \"%2\"").arg(who, t.id));
                else if (guns && matches(t, dt.noArtillery))
                    out << make(
                        Severity::Warning, "DEPLOY_ARTILLERY_BARRED", dt.section, path,
                        QStringLiteral("\"%1\": artyleria nie wchodzi do: %2 \"%3\" (pułkowa może, ale nie strzela)")
                            .arg(who, pl, t.id),
                        QStringLiteral("\"%1\": artillery may not enter %2 \"%3\" (regimental guns may, but not fire)")
                            .arg(who, en, t.id));
                else if (!guns && matches(t, dt.openOrderOnly))
                    out << make(Severity::Warning, "DEPLOY_OPEN_ORDER_ONLY", dt.section, path,
                                QStringLiteral("\"%1\" stoi w: %2 \"%3\": tam tylko w szyku luźnym").arg(who, pl, t.id),
                                QStringLiteral("\"%1\" stands in %2 \"%3\": only open order there").arg(who, en, t.id));
            }
        }
    }
}

void checkPieceOverlaps(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const DeploymentTerrain &dt = c.rules.deploymentTerrain;
    const double tol = c.rules.touchTolerance;
    auto carries = [&](const TerrainPiece &p) { return p.variant.isEmpty() && dt.mayCarry.contains(p.type); };
    for (qsizetype a = 0; a < plan.terrain.size(); ++a) {
        const PieceShape &sa = c.shapes[a];
        if (sa.isLine() || sa.outline.size() < 3)
            continue;
        for (qsizetype b = a + 1; b < plan.terrain.size(); ++b) {
            const PieceShape &sb = c.shapes[b];
            if (sb.isLine() || sb.outline.size() < 3 || !closerThan(sa, sb, tol))
                continue;
            const TerrainPiece &ta = plan.terrain[a], &tb = plan.terrain[b];
            if (carries(ta) || carries(tb) || ta.kind == PieceKind::Bridge || tb.kind == PieceKind::Bridge)
                continue;
            bool overlap = deepInside(sa, centroidOf(sb.outline), tol) || deepInside(sb, centroidOf(sa.outline), tol);
            for (QPointF q : sb.outline)
                overlap = overlap || deepInside(sa, q, tol);
            for (QPointF q : sa.outline)
                overlap = overlap || deepInside(sb, q, tol);
            if (overlap)
                out << make(
                    Severity::Warning, "PIECES_OVERLAP", QStringLiteral("BWN 14.4"),
                    QStringLiteral("/terrain/%1").arg(b),
                    QStringLiteral("\"%1\" leży na \"%2\": elementy terenu stawia się obok siebie").arg(tb.id, ta.id),
                    QStringLiteral("\"%1\" lies on \"%2\": terrain pieces are placed side by side").arg(tb.id, ta.id));
        }
    }
}

} // namespace sztab::plan
