// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/plancheck.h"

#include "bw/plan/objectives.h"
#include "bw/plan/patrolcheck.h"
#include "bw/plan/terrainwarnings.h"

#include <algorithm>

// Readings taken where the rules are silent (docs/planner.md repeats them):
//  - A piece must lie on the table (a road may end on the edge).
//  - Two shapes touch when they are within planner.touchTolerance (drawing tolerance).
//  - A road "runs through" a piece when it touches its outline; "one road per wood" counts roads that do.
//  - A built-up area is given as a rectangle whose sides are whole multiples of the section (10x10 cm).
//  - A fortification lies "within half the table" when every point of it does (measured from the owner's edge).
//  - The free bridge or ford must lie on a river the other player placed (BWN 14.4).
//  - A deployed formation is outside its zone when any corner of any of its bases is.
//  - Ambush: "one unit per place" reads as no two hidden positions of one player closer than
//    planner.ambushSamePlaceWithin; a position on the main objective is one inside its outline.
//  - Ambush: a regiment is hidden when its player's notes name it; the same name among that player's deployed
//    units is a regiment placed on the table as well (names compared without case; BWN 15.1).
//  - Main objective (BWN 14.6 "najbliżej środka"): any objective candidate whose outline is as near the table
//    centre as the nearest one's, within planner.touchTolerance (two pieces over the centre are equally near).

namespace sztab::plan {

namespace {

using Check = void (*)(const PlanContext &, const BattlePlan &, QList<Issue> &);

Issue issue(const char *code, const char *section, const QString &path, const QString &pl, const QString &en)
{
    Issue i;
    i.severity = Severity::Error;
    i.code = QLatin1String(code);
    i.path = path;
    i.section = QLatin1String(section);
    i.message = Text::translated(pl, en);
    return i;
}

QString piecePath(qsizetype i) { return QStringLiteral("/terrain/%1").arg(i); }
QString num(double v) { return QString::number(v, 'g', 4); }
QString typeName(const PlanContext &c, const QString &type, const char *lang)
{
    const Text n = c.ruleset->terrain.types.value(type).name;
    return n.isEmpty() ? type : n.get(QLatin1String(lang));
}
bool isRoad(const PlanContext &c, const TerrainPiece &p)
{
    return p.kind == PieceKind::Road
        || (c.allowance && !c.allowance->roadType.isEmpty() && p.type == c.allowance->roadType)
        || (c.ruleset->terrain.placement && p.type == c.ruleset->terrain.placement->roadType);
}

// BWN 14.3, 14.4: the battlefield and table are known.
void checkBattlefield(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    if (plan.battlefield && !c.allowance)
        out << issue("BATTLEFIELD_UNKNOWN", "BWN 14.3", QStringLiteral("/battlefield"),
                     QStringLiteral("Nieznane pole bitwy lub stół: %1").arg(c.allowanceError),
                     QStringLiteral("Unknown battlefield or table: %1").arg(c.allowanceError));
}

// BWN 14.3, 14.4: the pieces against the battlefield's allowance and the placement order — core/terrain.h's
// checkPieces on the plan's pieces in placement order.
void checkAllowance(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    if (!c.allowance)
        return;
    QList<qsizetype> byOrder(plan.terrain.size());
    for (qsizetype i = 0; i < byOrder.size(); ++i)
        byOrder[i] = i;
    std::stable_sort(byOrder.begin(), byOrder.end(),
                     [&](qsizetype x, qsizetype y) { return plan.terrain[x].order < plan.terrain[y].order; });
    QList<ProposedPiece> proposed;
    proposed.reserve(byOrder.size());
    for (qsizetype i : byOrder) {
        const TerrainPiece &p = plan.terrain[i];
        proposed.append({p.type, p.owner, isRoad(c, p) ? PieceKind::Road : p.kind});
    }
    for (const TerrainIssue &t : checkPieces(*c.ruleset, *c.allowance, proposed)) {
        Issue i;
        i.severity = Severity::Error;
        i.code = t.code;
        i.section = t.section;
        i.message = t.message;
        i.path = t.index >= 0 ? piecePath(byOrder[t.index]) : QStringLiteral("/terrain");
        out << i;
    }
}

// BWN 14.4 (reading): every piece lies on the table.
void checkOnTable(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const QRectF table(0, 0, c.frame.table.width, c.frame.table.depth);
    const QRectF loose = table.adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const auto pts = c.shapes[i].points();
        if (std::any_of(pts.cbegin(), pts.cend(), [&](QPointF p) { return !loose.contains(p); }))
            out << issue("PIECE_OFF_TABLE", "BWN 14.4", piecePath(i),
                         QStringLiteral("Element \"%1\" wystaje poza stół %2")
                             .arg(plan.terrain[i].id, tableSizeName(c.frame.table)),
                         QStringLiteral("Piece \"%1\" reaches off the %2 table")
                             .arg(plan.terrain[i].id, tableSizeName(c.frame.table)));
    }
}

// BWN 3.5: built-up areas in square sections, levels 0–3.
void checkBuiltUpAreas(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const PlannerRules &r = c.rules;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const TerrainPiece &p = plan.terrain[i];
        if (!r.buaTypes.contains(p.type))
            continue;
        if (r.buaSection) {
            const double s = *r.buaSection;
            auto whole = [&](double v) {
                const double k = v / s;
                return k >= 1 - 1e-6 && std::abs(k - std::round(k)) < 1e-6;
            };
            const bool ok = p.size && whole(p.size->value(0)) && whole(p.size->value(1));
            if (!ok)
                out << issue("BUA_SECTION_SIZE", "BWN 3.5",
                             piecePath(i) + (p.size ? QStringLiteral("/size") : QString()),
                             QStringLiteral("Teren zabudowany \"%1\" składa się z kwadratowych sekcji %2x%2 %3 "
                                            "(prostokąt o bokach będących ich wielokrotnością)")
                                 .arg(p.id, num(s), c.frame.measure),
                             QStringLiteral("Built-up area \"%1\" is made of square sections of %2x%2 %3 (a rectangle "
                                            "whose sides are multiples of it)")
                                 .arg(p.id, num(s), c.frame.measure));
        }
        const int expected = r.buaTypes.value(p.type);
        const int level = p.level.value_or(expected);
        if (r.buaLevels && (level < r.buaLevels->min || level > r.buaLevels->max || level != expected))
            out << issue("BUA_LEVEL", "BWN 3.5", piecePath(i) + QStringLiteral("/level"),
                         QStringLiteral("Teren zabudowany \"%1\": poziom %2, a typ %3 to poziom %4 (poziomy %5–%6)")
                             .arg(p.id)
                             .arg(level)
                             .arg(typeName(c, p.type, "pl"))
                             .arg(expected)
                             .arg(r.buaLevels->min)
                             .arg(r.buaLevels->max),
                         QStringLiteral("Built-up area \"%1\": level %2, but the type %3 is level %4 (levels %5–%6)")
                             .arg(p.id)
                             .arg(level)
                             .arg(typeName(c, p.type, "en"))
                             .arg(expected)
                             .arg(r.buaLevels->min)
                             .arg(r.buaLevels->max));
    }
}

// The length and width of a piece: a rectangle's sides, a line's length and width, a polygon's extent.
Extent pieceExtent(const TerrainPiece &p, const PieceShape &s)
{
    if (p.size)
        return {std::max(p.size->value(0), p.size->value(1)), std::min(p.size->value(0), p.size->value(1))};
    if (s.isLine())
        return {lengthOf(s.line), p.width};
    return extentOf(s.outline);
}

// BWN 3.5: depressions, linear fortifications, redoubts and streams have the rulebook's sizes.
void checkPieceSizes(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const PlannerRules &r = c.rules;
    const QString &m = c.frame.measure;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const TerrainPiece &p = plan.terrain[i];
        const bool sized = (r.depression && p.variant == r.depression->variant)
            || (r.fortificationLine && p.type == r.fortificationLine->type) || (r.redoubt && p.type == r.redoubt->type)
            || r.maxWidths.contains(p.type);
        if (!sized)
            continue; // the extent of a polygon is quadratic in its points: only for pieces with a size rule
        const Extent e = pieceExtent(p, c.shapes[i]);
        if (r.depression && p.variant == r.depression->variant
            && (e.length > r.depression->length + 1e-6 || e.width > r.depression->width + 1e-6))
            out << issue(
                "DEPRESSION_TOO_BIG", "BWN 3.5", piecePath(i),
                QStringLiteral("Zagłębienie \"%1\" ma %2x%3 %4: najwyżej %5 długości i %6 szerokości")
                    .arg(p.id, num(e.length), num(e.width), m, num(r.depression->length), num(r.depression->width)),
                QStringLiteral("Depression \"%1\" is %2x%3 %4: at most %5 long and %6 wide")
                    .arg(p.id, num(e.length), num(e.width), m, num(r.depression->length), num(r.depression->width)));
        if (r.fortificationLine && p.type == r.fortificationLine->type && e.length > r.fortificationLine->length + 1e-6)
            out << issue("FORTIFICATION_TOO_LONG", "BWN 3.5", piecePath(i),
                         QStringLiteral("Fortyfikacja liniowa \"%1\" ma %2 %3: najwyżej %4")
                             .arg(p.id, num(e.length), m, num(r.fortificationLine->length)),
                         QStringLiteral("Linear fortification \"%1\" is %2 %3 long: at most %4")
                             .arg(p.id, num(e.length), m, num(r.fortificationLine->length)));
        if (r.redoubt && p.type == r.redoubt->type) {
            const double w = std::max(r.redoubt->width, r.redoubt->depth),
                         d = std::min(r.redoubt->width, r.redoubt->depth);
            if (std::abs(e.length - w) > 1e-6 || std::abs(e.width - d) > 1e-6 || !p.size)
                out << issue("REDOUBT_SIZE", "BWN 3.5", piecePath(i),
                             QStringLiteral("Reduta \"%1\" ma wymiary %2x%3 %4 (prostokąt)")
                                 .arg(p.id, num(r.redoubt->width), num(r.redoubt->depth), m),
                             QStringLiteral("Redoubt \"%1\" measures %2x%3 %4 (a rectangle)")
                                 .arg(p.id, num(r.redoubt->width), num(r.redoubt->depth), m));
        }
        const auto w = r.maxWidths.constFind(p.type);
        if (w != r.maxWidths.cend() && e.width > *w + 1e-6)
            out << issue("LINE_TOO_WIDE", "BWN 3.5", piecePath(i),
                         QStringLiteral("%1 \"%2\" ma %3 %4 szerokości: najwyżej %5")
                             .arg(typeName(c, p.type, "pl"), p.id, num(e.width), m, num(*w)),
                         QStringLiteral("%1 \"%2\" is %3 %4 wide: at most %5")
                             .arg(typeName(c, p.type, "en"), p.id, num(e.width), m, num(*w)));
    }
}

// BWN 14.4: fortifications at most half the table (fortificationReach) from the owner's edge.
void checkFortificationReach(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const double reach = c.ruleset->terrain.fortificationReach;
    if (reach <= 0)
        return;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const TerrainPiece &p = plan.terrain[i];
        if (p.kind != PieceKind::Fortification)
            continue;
        double far = 0;
        for (QPointF q : c.shapes[i].points())
            far = std::max(far, c.fromOwnEdge(p.owner, q) + c.shapes[i].halfWidth);
        if (far > reach + 1e-6)
            out << issue("FORTIFICATION_TOO_FAR", "BWN 14.4", piecePath(i),
                         QStringLiteral("Fortyfikacja \"%1\" sięga %2 %3 od krawędzi gracza %4: najwyżej %5")
                             .arg(p.id, num(far), c.frame.measure, QLatin1String(enumName(p.owner)), num(reach)),
                         QStringLiteral("Fortification \"%1\" reaches %2 %3 from player %4's edge: at most %5")
                             .arg(p.id, num(far), c.frame.measure, QLatin1String(enumName(p.owner)), num(reach)));
    }
}

// BWN 14.4: a road starts and ends on a base of operations, a built-up area or another road.
// Only where the ruleset has BWN 14.4's placement rules: B19's chapters say nothing of where a road ends.
void checkRoadEnds(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    if (!c.ruleset->terrain.placement)
        return;
    const double tol = c.rules.touchTolerance;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        if (!isRoad(c, plan.terrain[i]) || !c.shapes[i].isLine())
            continue;
        const Polyline &road = c.shapes[i].line;
        for (const QPointF end : {road.first(), road.last()}) {
            bool ok = false;
            for (const QRectF &b : {c.baseA, c.baseB})
                ok = ok || distanceToPolygon(end, rectPolygon(b)) <= tol;
            for (qsizetype j = 0; j < plan.terrain.size() && !ok; ++j) {
                if (j == i)
                    continue;
                const TerrainPiece &o = plan.terrain[j];
                if (isRoad(c, o) || c.rules.roadEnds.contains(o.type))
                    ok = pointShapeDistance(end, c.shapes[j]) <= tol + c.shapes[i].halfWidth;
            }
            if (!ok) {
                const bool first = end == road.first();
                out << issue("ROAD_END_UNCONNECTED", "BWN 14.4",
                             piecePath(i) + QStringLiteral("/line/%1").arg(first ? 0 : road.size() - 1),
                             QStringLiteral("Droga \"%1\" musi zaczynać się i kończyć na podstawie operacyjnej, "
                                            "terenie zabudowanym lub innej drodze (%2 koniec)")
                                 .arg(plan.terrain[i].id, first ? QStringLiteral("pierwszy") : QStringLiteral("drugi")),
                             QStringLiteral("Road \"%1\" must start and end on a base of operations, a built-up area "
                                            "or another road (its %2 end)")
                                 .arg(plan.terrain[i].id, first ? QStringLiteral("first") : QStringLiteral("last")));
            }
        }
    }
}

// BWN 14.4: only one road through a given wood, copse, depression or difficult ground; no road on impassable
// terrain or on a predefined river.
void checkRoadCrossings(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    QList<qsizetype> roads;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i)
        if (isRoad(c, plan.terrain[i]) && c.shapes[i].isLine())
            roads << i;
    if (roads.isEmpty())
        return;
    for (qsizetype j = 0; j < plan.terrain.size(); ++j) {
        const TerrainPiece &p = plan.terrain[j];
        if (isRoad(c, p))
            continue;
        const bool one = matches(p, c.rules.oneRoadPer);
        const bool never = matches(p, c.rules.noRoadOn);
        const bool predefined = p.predefined && matches(p, c.rules.noRoadOnPredefined);
        if (!one && !never && !predefined)
            continue;
        int through = 0;
        for (qsizetype r : roads) {
            // The road's own width does not count here: a road running along a wood's edge does not cross it.
            PieceShape centreLine = c.shapes[r];
            centreLine.halfWidth = 0;
            if (!closerThan(centreLine, c.shapes[j], 1e-9))
                continue;
            ++through;
            const QString &rid = plan.terrain[r].id;
            if (never)
                out << issue(
                    "ROAD_ON_FORBIDDEN_TERRAIN", "BWN 14.4", piecePath(r),
                    QStringLiteral("Droga \"%1\" nie może biec przez %2 \"%3\"")
                        .arg(rid, typeName(c, p.type, "pl"), p.id),
                    QStringLiteral("Road \"%1\" may not run over %2 \"%3\"").arg(rid, typeName(c, p.type, "en"), p.id));
            else if (predefined)
                out << issue(
                    "ROAD_ON_PREDEFINED_RIVER", "BWN 14.4", piecePath(r),
                    QStringLiteral("Droga \"%1\" nie może przecinać z góry zdefiniowanej rzeki \"%2\" (nie tworzy się "
                                   "tam nowych mostów ani brodów)")
                        .arg(rid, p.id),
                    QStringLiteral(
                        "Road \"%1\" may not cross the predefined river \"%2\" (no new bridges or fords there)")
                        .arg(rid, p.id));
            else if (one && through == 2)
                out << issue("ROADS_SHARE_PIECE", "BWN 14.4", piecePath(r),
                             QStringLiteral("Przez %1 \"%2\" może biec tylko jedna droga; \"%3\" to druga")
                                 .arg(typeName(c, p.type, "pl"), p.id, rid),
                             QStringLiteral("Only one road may run through %1 \"%2\"; \"%3\" is a second")
                                 .arg(typeName(c, p.type, "en"), p.id, rid));
        }
    }
}

// BWN 14.4: the free bridge or ford lies on a river the other player placed.
void checkBridges(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const QStringList rivers =
        c.ruleset->terrain.placement ? c.ruleset->terrain.placement->freeCrossingTypes : QStringList();
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        const TerrainPiece &p = plan.terrain[i];
        if (p.kind != PieceKind::Bridge)
            continue;
        const QPointF at = c.shapes[i].centre();
        bool ok = false;
        for (qsizetype j = 0; j < plan.terrain.size() && !ok; ++j)
            ok = rivers.contains(plan.terrain[j].type) && plan.terrain[j].owner != p.owner
                && pointShapeDistance(at, c.shapes[j]) <= c.rules.touchTolerance;
        if (!ok)
            out << issue(
                "BRIDGE_NOT_ON_RIVER", "BWN 14.4", piecePath(i),
                QStringLiteral("Most lub bród \"%1\" musi leżeć na rzece wystawionej przez przeciwnika").arg(p.id),
                QStringLiteral("Bridge or ford \"%1\" must lie on a river the opponent placed").arg(p.id));
    }
}

// BWN 14.5: each base of operations has the ruleset's size, in the middle of its own edge, touching it.
void checkBasesOfOperations(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    if (!plan.basesOfOperations || !c.frame.hasBasesOfOperations)
        return;
    const double tol = c.rules.touchTolerance + 1e-6;
    for (const Player who : {Player::A, Player::B}) {
        const QRectF have = c.base(who);
        const QRectF want = toRect(who == Player::A ? c.frame.baseOfOperationsA : c.frame.baseOfOperationsB);
        const bool ok = std::abs(have.width() - want.width()) <= 1e-6 && std::abs(have.height() - want.height()) <= 1e-6
            && std::abs(have.center().x() - want.center().x()) <= tol
            && std::abs(have.center().y() - want.center().y()) <= 1e-6;
        if (!ok)
            out << issue(
                "BASE_OF_OPERATIONS_PLACEMENT", "BWN 14.5",
                QStringLiteral("/basesOfOperations/%1").arg(QLatin1String(enumName(who))),
                QStringLiteral("Podstawa operacyjna gracza %1: %2x%3 %4, na środku własnej krawędzi, dotykając jej")
                    .arg(QLatin1String(enumName(who)), num(want.width()), num(want.height()), c.frame.measure),
                QStringLiteral("Player %1's base of operations: %2x%3 %4, at the middle of the own edge, touching it")
                    .arg(QLatin1String(enumName(who)), num(want.width()), num(want.height()), c.frame.measure));
    }
}

// BWN 14.6 (bases of BWN 1.1): every deployed base inside its player's deployment zone.
void checkDeployment(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    for (qsizetype i = 0; i < plan.deployment.size(); ++i) {
        const DeployedFormation &f = plan.deployment[i];
        QList<int> unknown;
        const QList<Footprint> fps = footprints(*c.ruleset, c.rules, f, &unknown);
        for (int u : unknown)
            out << issue("FORMATION_UNKNOWN_BASE", "BWN 1.1",
                         u >= 0 ? QStringLiteral("/deployment/%1/units/%2/base").arg(i).arg(u)
                                : QStringLiteral("/deployment/%1/general").arg(i),
                         QStringLiteral("Nieznany rozmiar podstawki \"%1\"").arg(u >= 0 ? f.units[u].base : f.general),
                         QStringLiteral("Unknown base size \"%1\"").arg(u >= 0 ? f.units[u].base : f.general));
        const QRectF zone = c.zone(f.player).adjusted(-1e-6, -1e-6, 1e-6, 1e-6);
        bool outside = false;
        for (const Footprint &fp : fps)
            for (QPointF q : fp.outline)
                outside = outside || !zone.contains(q);
        // B19 6.4: a division deployed from a revealed patrol marker stands by its marker, not in the zone (the
        // patrol check measures it).
        const bool fromPatrol =
            plan.patrol
            && std::any_of(plan.patrol->actions.cbegin(), plan.patrol->actions.cend(), [&](const PatrolAction &a) {
                   return a.kind == PatrolActionKind::Deploy && a.player == f.player && a.division == f.division;
               });
        if (outside && !fromPatrol)
            out << issue(
                "FORMATION_OUTSIDE_ZONE", "BWN 14.6", QStringLiteral("/deployment/%1").arg(i),
                QStringLiteral("Dywizja \"%1\" gracza %2 wychodzi poza strefę rozstawienia (%3 %4 od własnej krawędzi)")
                    .arg(f.division, QLatin1String(enumName(f.player)), num(zone.height()), c.frame.measure),
                QStringLiteral(
                    "Division \"%1\" of player %2 reaches outside the deployment zone (%3 %4 from the own edge)")
                    .arg(f.division, QLatin1String(enumName(f.player)), num(c.zone(f.player).height()),
                         c.frame.measure));
    }
}

// BWN 15.1: a hidden position at most the ambush reach from the own edge, never on the main objective, one unit
// per place.
void checkAmbush(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    const AmbushLimits &lim = c.frame.ambush;
    const TerrainPiece *main = plan.objectives.main.isEmpty() ? nullptr : plan.piece(plan.objectives.main);
    const qsizetype mainIndex = main ? main - plan.terrain.constData() : -1;
    for (const Player who : {Player::A, Player::B}) {
        const std::optional<PlayerNotes> &notes = who == Player::A ? plan.notes.a : plan.notes.b;
        if (!notes)
            continue;
        const QString w = QLatin1String(enumName(who));
        for (qsizetype k = 0; k < notes->ambush.size(); ++k) {
            const AmbushPosition &a = notes->ambush[k];
            const QPointF at = toPoint(a.at);
            const QString path = QStringLiteral("/notes/%1/ambush/%2/at").arg(w).arg(k);
            const double d = c.fromOwnEdge(who, at);
            if (d > lim.reach + 1e-6 || d < 0)
                out << issue("AMBUSH_TOO_FAR", "BWN 15.1", path,
                             QStringLiteral("Zasadzka \"%1\" (%2): %3 %4 od własnej krawędzi, najwyżej %5")
                                 .arg(a.regiment, w, num(d), c.frame.measure)
                                 .arg(lim.reach),
                             QStringLiteral("Ambush \"%1\" (%2): %3 %4 from the own edge, at most %5")
                                 .arg(a.regiment, w, num(d), c.frame.measure)
                                 .arg(lim.reach));
            if (!lim.onMainObjective && mainIndex >= 0 && pointShapeDistance(at, c.shapes[mainIndex]) <= 0)
                out << issue("AMBUSH_ON_MAIN_OBJECTIVE", "BWN 15.1", path,
                             QStringLiteral("Zasadzka \"%1\" (%2) nie może być na głównym celu \"%3\"")
                                 .arg(a.regiment, w, main->id),
                             QStringLiteral("Ambush \"%1\" (%2) may not be on the main objective \"%3\"")
                                 .arg(a.regiment, w, main->id));
            int here = 0;
            for (qsizetype j = 0; j < k; ++j)
                if (QLineF(toPoint(notes->ambush[j].at), at).length() < c.rules.ambushSamePlaceWithin)
                    ++here;
            if (here >= lim.unitsPerPlace)
                out << issue(
                    "AMBUSH_SAME_PLACE", "BWN 15.1", path,
                    QStringLiteral(
                        "Zasadzka \"%1\" (%2): w jednym miejscu najwyżej %3 oddział (bliżej niż %4 %5 od innej)")
                        .arg(a.regiment, w)
                        .arg(lim.unitsPerPlace)
                        .arg(num(c.rules.ambushSamePlaceWithin), c.frame.measure),
                    QStringLiteral("Ambush \"%1\" (%2): at most %3 unit per place (closer than %4 %5 to another)")
                        .arg(a.regiment, w)
                        .arg(lim.unitsPerPlace)
                        .arg(num(c.rules.ambushSamePlaceWithin), c.frame.measure));
        }
        // BWN 15.1: a hidden regiment is written down instead of placed on the table. The issue points at the note
        // (the player's secret: a view shows it only to him), not at the division the other player sees.
        QStringList onTable;
        for (const DeployedFormation &formation : plan.deployment)
            if (formation.player == who)
                for (const FormationUnit &u : formation.units)
                    onTable << u.regiment.trimmed().toCaseFolded();
        for (qsizetype k = 0; k < notes->ambush.size(); ++k) {
            const QString &name = notes->ambush[k].regiment;
            if (name.trimmed().isEmpty() || !onTable.contains(name.trimmed().toCaseFolded()))
                continue;
            out << issue(
                "AMBUSH_REGIMENT_ON_TABLE", "BWN 15.1", QStringLiteral("/notes/%1/ambush/%2/regiment").arg(w).arg(k),
                QStringLiteral("Pułk \"%1\" (%2) jest w zasadzce: zapisuje się jego położenie, nie stawia go na stole")
                    .arg(name, w),
                QStringLiteral(
                    "Regiment \"%1\" (%2) hides in ambush: its position is written down, it is not placed on the table")
                    .arg(name, w));
        }
    }
}

// BWN 14.6: the objectives name pieces of the table, each once; the main one is the piece nearest the centre.
void checkObjectives(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out)
{
    if (const TerrainPiece *main = plan.objectives.main.isEmpty() ? nullptr : plan.piece(plan.objectives.main)) {
        const QList<qsizetype> candidates = objectiveCandidates(c, plan);
        const QPointF centre(c.frame.table.width / 2.0, c.frame.table.depth / 2.0);
        const qsizetype index = main - plan.terrain.constData();
        const bool nearest = candidates.contains(index)
            && pointShapeDistance(centre, c.shapes[index])
                <= pointShapeDistance(centre, c.shapes[candidates.first()]) + c.rules.touchTolerance;
        if (!nearest) {
            const QString best = candidates.isEmpty() ? QString() : plan.terrain[candidates.first()].id;
            out << issue(
                "OBJECTIVE_MAIN_NOT_NEAREST", "BWN 14.6", QStringLiteral("/objectives/main"),
                QStringLiteral("Cel główny \"%1\" nie jest elementem terenu najbliżej środka stołu (najbliżej: \"%2\")")
                    .arg(main->id, best),
                QStringLiteral(
                    "The main objective \"%1\" is not the terrain piece nearest the table centre (nearest: \"%2\")")
                    .arg(main->id, best));
        }
    }
    QStringList seen;
    auto one = [&](const QString &id, const QString &path) {
        if (!plan.piece(id))
            out << issue("OBJECTIVE_UNKNOWN_PIECE", "BWN 14.6", path,
                         QStringLiteral("Cel \"%1\" nie jest elementem terenu tego planu").arg(id),
                         QStringLiteral("Objective \"%1\" is not a terrain piece of this plan").arg(id));
        else if (seen.contains(id))
            out << issue("OBJECTIVE_TWICE", "BWN 14.6", path,
                         QStringLiteral("Element \"%1\" jest celem dwa razy").arg(id),
                         QStringLiteral("Piece \"%1\" is an objective twice").arg(id));
        seen << id;
    };
    if (!plan.objectives.main.isEmpty())
        one(plan.objectives.main, QStringLiteral("/objectives/main"));
    for (qsizetype i = 0; i < plan.objectives.secondary.size(); ++i)
        one(plan.objectives.secondary[i], QStringLiteral("/objectives/secondary/%1").arg(i));
}

// B19 6.1–6.5: the patrol-marker phase (core/bw/plan/patrolcheck.cpp), for rulesets with a patrol block.
void checkPatrol(const PlanContext &c, const BattlePlan &plan, QList<Issue> &out) { out << checkPatrolPlan(c, plan); }

struct NamedCheck {
    const char *name;
    Check run;
};

const NamedCheck kChecks[] = {
    {"battlefield", checkBattlefield},
    {"allowance", checkAllowance},
    {"on-table", checkOnTable},
    {"built-up-areas", checkBuiltUpAreas},
    {"piece-sizes", checkPieceSizes},
    {"fortification-reach", checkFortificationReach},
    {"road-ends", checkRoadEnds},
    {"road-crossings", checkRoadCrossings},
    {"bridges", checkBridges},
    {"bases-of-operations", checkBasesOfOperations},
    {"deployment", checkDeployment},
    {"deployment-terrain", checkDeploymentTerrain},
    {"piece-overlaps", checkPieceOverlaps},
    {"ambush", checkAmbush},
    {"objectives", checkObjectives},
    {"patrol", checkPatrol},
};

} // namespace

bool PlanReport::valid() const
{
    return std::none_of(issues.cbegin(), issues.cend(), [](const Issue &i) { return i.severity == Severity::Error; });
}

PlanReport checkPlan(const PlanContext &context, const BattlePlan &plan)
{
    PlanReport r;
    for (const NamedCheck &c : kChecks)
        c.run(context, plan, r.issues);
    return r;
}

std::optional<PlanReport> checkPlan(const Ruleset &ruleset, const BattlePlan &plan, QString *error)
{
    const auto context = planContext(ruleset, plan, error);
    if (!context)
        return std::nullopt;
    return checkPlan(*context, plan);
}

QStringList planCheckNames()
{
    QStringList out;
    for (const NamedCheck &c : kChecks)
        out << QLatin1String(c.name);
    return out;
}

} // namespace sztab::plan
