// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tablemap/planmap.h"

#include "bw/plan/deployment.h"
#include "render/tablemap/mapstyle.h"
#include "bw/plan/objectives.h"
#include "bw/plan/planpregame.h"
#include "foundation/atomicwrite.h"
#include "foundation/messagelanguage.h"
#include "foundation/savetarget.h"
#include "foundation/text.h"

#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>
#include <QBuffer>

#include <algorithm>
#include <cmath>
#include <functional>

namespace sztab::plan {

namespace {

constexpr double kMarginUnits = 9;  // around the table, for labels (in table units)
constexpr double kFooterUnits = 12; // below it, for the scale bar
// The legend (MapOptions::legend), below the footer: a fixed grid of rows and columns that depends only on the
// table, so the frame (and mapTransform) does not change with what is on it.
constexpr double kLegendRowUnits = 3.4;
constexpr double kLegendColumnUnits = 30;
constexpr int kLegendEntries = 24; // every terrain type of BWN 3.5 with variants, crossings and the map's marks
// At least 30 units a column: two on a narrow B19 table (72 in), where three cut "Deployment zones A, B" short.
int legendColumns(const PlanContext &c) { return std::max(2, int(c.frame.table.width / kLegendColumnUnits)); }
double legendHeight(const PlanContext &c, const MapOptions &o)
{
    if (!o.legend)
        return 0;
    const int rows = (kLegendEntries + legendColumns(c) - 1) / legendColumns(c);
    return rows * kLegendRowUnits + 1;
}

QPolygonF poly(const QList<QPointF> &pts) { return QPolygonF(QList<QPointF>(pts)); }

struct Painter {
    QPainter &p;
    QTransform toDevice; // table units -> device
    double scale;        // device units per table unit
    const PlanContext &c;
    const BattlePlan &plan;
    const MapOptions &o;

    // The map's lettering at a height in table units (never below 4 px): what text() writes and textBox() measures.
    QFont font(double sizeUnits, bool bold = false) const
    {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPixelSize(std::max(4, int(std::lround(sizeUnits * scale))));
        f.setBold(bold);
        return f;
    }

    void text(QPointF at, const QString &s, double sizeUnits, QColor colour, int flags = Qt::AlignCenter,
              bool bold = false)
    {
        p.save();
        p.setTransform(QTransform());
        p.setFont(font(sizeUnits, bold));
        p.setPen(colour);
        const QPointF d = toDevice.map(at);
        const double w = 2000, h = sizeUnits * scale * 2;
        QRectF box(d.x() - w / 2, d.y() - h / 2, w, h);
        if (flags & Qt::AlignLeft)
            box.moveLeft(d.x());
        if (flags & Qt::AlignRight)
            box.moveRight(d.x());
        p.drawText(box, flags | Qt::AlignVCenter, s);
        p.restore();
    }

    // Where text() would put a centred label, in device pixels: to keep labels apart.
    QRectF textBox(QPointF at, const QString &s, double sizeUnits) const
    {
        const QSizeF size = QFontMetricsF(font(sizeUnits)).size(Qt::TextSingleLine, s);
        const QPointF d = toDevice.map(at);
        return QRectF(d.x() - size.width() / 2, d.y() - size.height() / 2, size.width(), size.height());
    }

    void table()
    {
        const double w = c.frame.table.width, d = c.frame.table.depth;
        p.setTransform(toDevice);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xee, 0xf2, 0xe2));
        p.drawRect(QRectF(0, 0, w, d));
        // Grid: every 10 (cm) or 6 (in), with finer lines between when the map is large enough.
        const double step = c.frame.measure == QLatin1String("in") ? 6 : 10;
        const double fine = step / 2;
        if (fine * scale >= 6) {
            p.setPen(QPen(QColor(0xdc, 0xe2, 0xcc), 0.1));
            for (double x = fine; x < w; x += step)
                p.drawLine(QLineF(x, 0, x, d));
            for (double y = fine; y < d; y += step)
                p.drawLine(QLineF(0, y, w, y));
        }
        p.setPen(QPen(QColor(0xc6, 0xce, 0xb0), 0.18));
        for (double x = step; x < w; x += step)
            p.drawLine(QLineF(x, 0, x, d));
        for (double y = step; y < d; y += step)
            p.drawLine(QLineF(0, y, w, y));
        // Deployment zones (BWN 14.6).
        for (const Player who : {Player::A, Player::B}) {
            QColor fill = playerColour(who == Player::A);
            fill.setAlpha(28);
            p.setBrush(fill);
            QColor edge = playerColour(who == Player::A);
            edge.setAlpha(150);
            QPen pen(edge, 0.35, Qt::DashLine);
            p.setPen(pen);
            p.drawRect(c.zone(who));
        }
        // Centre.
        p.setPen(QPen(QColor(0x60, 0x60, 0x60), 0.3));
        p.drawLine(QLineF(w / 2 - 2, d / 2, w / 2 + 2, d / 2));
        p.drawLine(QLineF(w / 2, d / 2 - 2, w / 2, d / 2 + 2));
        // Edge labels every grid step.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::black, 0.5));
        p.drawRect(QRectF(0, 0, w, d));
        for (double x = 0; x <= w + 1e-6; x += step * 2)
            text(QPointF(x, -2.2), QString::number(x), 2.0, QColor(0x55, 0x55, 0x55));
        for (double y = 0; y <= d + 1e-6; y += step * 2)
            text(QPointF(-1.2, y), QString::number(y), 2.0, QColor(0x55, 0x55, 0x55), Qt::AlignRight);
        // The edge of the real table each took (BWN 14.2), when the plan records the winner's choice.
        const QString side = plan.initiative ? plan.initiative->side : QString();
        auto edge = [&](const QString &e) {
            return e.isEmpty() ? QString() : QStringLiteral(" — ") + edgeName(e).get(o.lang);
        };
        text(QPointF(w / 2, -5.2),
             pick(o.lang, "krawędź gracza A (inicjatywa)", "player A's edge (initiative)") + edge(side), 2.4,
             playerColour(true), Qt::AlignCenter, true);
        text(QPointF(w / 2, d + 2.6), pick(o.lang, "krawędź gracza B", "player B's edge") + edge(oppositeEdge(side)),
             2.4, playerColour(false), Qt::AlignCenter, true);
    }

    void basesOfOperations()
    {
        for (const Player who : {Player::A, Player::B}) {
            if (c.base(who).isEmpty()) // a ruleset without bases of operations (B19)
                continue;
            p.setTransform(toDevice);
            p.setPen(QPen(QColor(0x20, 0x20, 0x20), 0.3));
            p.setBrush(playerColour(who == Player::A));
            p.drawRect(c.base(who));
            text(c.base(who).center(), pick(o.lang, "PO ", "BoO ") + QLatin1String(enumName(who)), 1.8, Qt::white,
                 Qt::AlignCenter, true);
        }
    }

    void piece(qsizetype i)
    {
        const TerrainPiece &tp = plan.terrain[i];
        const PieceShape &s = c.shapes[i];
        const PieceStyle st = pieceStyle(tp.type, tp.variant);
        p.setTransform(toDevice);
        if (s.isLine()) {
            const double width = std::max(s.halfWidth * 2, 0.5);
            QPainterPath path;
            path.moveTo(s.line.first());
            for (qsizetype k = 1; k < s.line.size(); ++k)
                path.lineTo(s.line[k]);
            p.setBrush(Qt::NoBrush);
            if (st.cased) {
                p.setPen(QPen(st.edge, width + 0.7, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
                p.drawPath(path);
            }
            QPen pen(st.fill, width, st.dashed ? Qt::DashLine : Qt::SolidLine, st.dashed ? Qt::FlatCap : Qt::RoundCap,
                     Qt::RoundJoin);
            p.setPen(pen);
            p.drawPath(path);
            return;
        }
        const QPolygonF shape = poly(s.outline);
        p.setPen(QPen(st.edge, 0.35));
        p.setBrush(st.fill);
        p.drawPolygon(shape);
        if (st.pattern != Qt::NoBrush) {
            // Patterns are device-sized: draw them untransformed over the mapped shape.
            p.save();
            p.setTransform(QTransform());
            p.setPen(Qt::NoPen);
            p.setBrush(QBrush(st.patternColor, st.pattern));
            p.drawPolygon(toDevice.map(shape));
            p.restore();
        }
        if (st.contour) {
            const QPointF m = s.centre();
            QPolygonF inner;
            for (QPointF q : s.outline)
                inner << m + (q - m) * 0.55;
            p.setBrush(QColor(0xcf, 0xa8, 0x70));
            p.setPen(QPen(st.edge, 0.2));
            p.drawPolygon(inner);
        }
        // Built-up areas: their 10x10 sections and the level.
        if (c.rules.buaTypes.contains(tp.type) && tp.size && c.rules.buaSection && tp.centre) {
            const double sec = *c.rules.buaSection;
            const double w = tp.size->value(0), d = tp.size->value(1);
            p.setPen(QPen(st.edge, 0.2));
            for (double u = sec; u < w - 1e-6; u += sec) {
                const Polygon a = rectPolygon(toPoint(*tp.centre), w, d, tp.rotation);
                const QPointF top = a[0] + (a[1] - a[0]) * (u / w), bottom = a[3] + (a[2] - a[3]) * (u / w);
                p.drawLine(QLineF(top, bottom));
            }
            for (double v = sec; v < d - 1e-6; v += sec) {
                const Polygon a = rectPolygon(toPoint(*tp.centre), w, d, tp.rotation);
                const QPointF left = a[0] + (a[3] - a[0]) * (v / d), right = a[1] + (a[2] - a[1]) * (v / d);
                p.drawLine(QLineF(left, right));
            }
            text(s.centre(), QString::number(tp.level.value_or(c.rules.buaTypes.value(tp.type))), 3.2, Qt::white,
                 Qt::AlignCenter, true);
        }
    }

    void terrain()
    {
        // Areas first, then water, then roads, then crossings and fortifications on top.
        auto layer = [&](const TerrainPiece &tp, const PieceShape &s) {
            if (tp.kind == PieceKind::Bridge || tp.kind == PieceKind::Fortification)
                return 5;
            if (tp.kind == PieceKind::Road || tp.type == QLatin1String("roads"))
                return 3;
            if (s.isLine())
                return tp.type == QLatin1String("fences") ? 4 : 2;
            return c.rules.buaTypes.contains(tp.type) ? 4 : 1; // roads run under built-up areas (BWN 14.4)
        };
        for (int l = 1; l <= 5; ++l)
            for (qsizetype i = 0; i < plan.terrain.size(); ++i)
                if (layer(plan.terrain[i], c.shapes[i]) == l)
                    piece(i);
    }

    void star(QPointF at, double r, bool main)
    {
        p.setTransform(toDevice);
        QPolygonF shape;
        for (int k = 0; k < 10; ++k) {
            const double a = M_PI / 2 + k * M_PI / 5;
            const double rr = k % 2 ? r * 0.45 : r;
            shape << at + QPointF(std::cos(a) * rr, std::sin(a) * rr);
        }
        p.setPen(QPen(Qt::black, 0.3));
        p.setBrush(main ? QColor(0xf5, 0xc5, 0x18) : QColor(0xff, 0xf0, 0xa0));
        p.drawPolygon(shape);
    }

    // An objective as the ruleset's victory-point table names it ("cel główny", BWN 12.2); its id when it does not.
    QString objectiveName(bool main) const
    {
        const QString id = main ? QStringLiteral("main-objective") : QStringLiteral("secondary-objective");
        for (const ReferenceRow &row : c.ruleset->victoryPoints)
            if (row.id == id)
                return row.text.get(o.lang);
        return id;
    }

    void objectives()
    {
        const std::optional<Objectives> values = plan.objectives.values;
        auto mark = [&](const QString &id, bool main, int value) {
            const TerrainPiece *tp = plan.piece(id);
            if (!tp)
                return;
            const QPointF at = c.shapes[tp - plan.terrain.constData()].centre();
            const double r = main ? 3.2 : 2.4;
            star(at, r, main);
            const QString label = objectiveName(main)
                + (value > 0 ? QStringLiteral(" %1 %2").arg(value).arg(pick(o.lang, "PZ", "VP")) : QString());
            text(at + QPointF(0, -r - 1.6), label, 1.9, Qt::black, Qt::AlignCenter, true);
        };
        if (!plan.objectives.main.isEmpty())
            mark(plan.objectives.main, true, values ? values->main : 0);
        for (qsizetype k = 0; k < plan.objectives.secondary.size(); ++k)
            mark(plan.objectives.secondary[k], false, values ? values->secondary.value(k) : 0);
    }

    void deployment()
    {
        struct Label {
            QRectF bounds; // of the division's bases, in table units
            QString text;
            Player player;
            QColor colour;
        };
        QList<Label> labels;
        for (const DeployedFormation &f : plan.deployment) {
            const QList<Footprint> fps = footprints(*c.ruleset, c.rules, f);
            const QColor colour = playerColour(f.player == Player::A);
            QList<QPointF> all;
            for (const Footprint &fp : fps) {
                p.setTransform(toDevice);
                p.setPen(QPen(Qt::white, 0.15));
                p.setBrush(fp.unit < 0 ? colour.darker(150) : colour);
                p.drawPolygon(poly(fp.outline));
                all += fp.outline;
                // Each base of the block, so the bases show: outline corners are front-left, front-right,
                // back-right, back-left.
                if (fp.unit >= 0 && fp.outline.size() == 4) {
                    const FormationUnit &u = f.units[fp.unit];
                    const int abreast =
                        f.formation == Formation::Line ? u.bases : std::min(u.bases, c.rules.columnFrontBases);
                    const int ranks = (u.bases + abreast - 1) / abreast;
                    const QPointF a = fp.outline[0], b = fp.outline[1], q = fp.outline[2], d = fp.outline[3];
                    for (int k = 1; k < abreast; ++k)
                        p.drawLine(QLineF(a + (b - a) * (double(k) / abreast), d + (q - d) * (double(k) / abreast)));
                    for (int k = 1; k < ranks; ++k)
                        p.drawLine(QLineF(a + (d - a) * (double(k) / ranks), b + (q - b) * (double(k) / ranks)));
                }
            }
            if (!all.isEmpty())
                labels << Label{boundsOf(all), f.name.isEmpty() ? f.division : f.name, f.player, colour.darker(130)};
        }
        // The names after every base, each moved away from its own edge a line at a time until it covers no name
        // already written (6 mm bases of B19 stand closer than their names are long).
        constexpr double size = 1.7;
        QList<QRectF> taken;
        for (const Label &l : labels) {
            const double step = l.player == Player::A ? -size * 1.15 : size * 1.15;
            const QPointF first(l.bounds.center().x(),
                                l.player == Player::A ? l.bounds.top() - 1.6 : l.bounds.bottom() + 1.6);
            QPointF at = first;
            auto free = [&](QPointF q) {
                const QRectF box = textBox(q, l.text, size);
                return std::none_of(taken.cbegin(), taken.cend(), [&](const QRectF &t) { return t.intersects(box); });
            };
            for (int tries = 0; tries < 8 && !free(at); ++tries)
                at.ry() += step;
            if (!free(at)) // crowded all the way: where it belongs
                at = first;
            taken << textBox(at, l.text, size);
            text(at, l.text, size, l.colour);
        }
    }

    void hiddenNotes()
    {
        if (!o.notesOf)
            return;
        const std::optional<PlayerNotes> &n = *o.notesOf == Player::A ? plan.notes.a : plan.notes.b;
        if (!n)
            return;
        const QColor colour = playerColour(*o.notesOf == Player::A);
        for (const AmbushPosition &a : n->ambush) {
            p.setTransform(toDevice);
            p.setPen(QPen(colour, 0.4, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(toPoint(a.at), 2.5, 2.5);
            text(toPoint(a.at), pick(o.lang, "Z", "A"), 1.8, colour, Qt::AlignCenter, true);
            text(toPoint(a.at) + QPointF(0, -3.6), a.regiment, 1.5, colour);
        }
    }

    void issues()
    {
        p.setTransform(toDevice);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0xe0, 0x10, 0x10), 0.6));
        for (const Issue &is : o.issues) {
            const QStringList parts = is.path.split(QLatin1Char('/'));
            if (parts.size() < 3)
                continue;
            bool ok = false;
            const int idx = parts[2].toInt(&ok);
            if (!ok && parts[1] != QLatin1String("notes"))
                continue;
            QList<QPointF> pts;
            if (parts[1] == QLatin1String("notes")) {
                // Hidden positions are marked only on the map of the player they belong to: never leak them.
                if (!o.notesOf || parts.size() < 5 || parts[2] != QLatin1String(enumName(*o.notesOf))
                    || parts[3] != QLatin1String("ambush"))
                    continue;
                const std::optional<PlayerNotes> &n = parts[2] == QLatin1String("A") ? plan.notes.a : plan.notes.b;
                const int k = parts[4].toInt(&ok);
                if (n && ok && k >= 0 && k < n->ambush.size())
                    pts << toPoint(n->ambush[k].at);
            } else if (parts[1] == QLatin1String("terrain") && idx < c.shapes.size()) {
                pts = c.shapes[idx].points();
            } else if (parts[1] == QLatin1String("deployment") && idx < plan.deployment.size()) {
                for (const Footprint &fp : footprints(*c.ruleset, c.rules, plan.deployment[idx]))
                    pts += fp.outline;
            }
            if (pts.isEmpty())
                continue;
            p.drawEllipse(boundsOf(pts).adjusted(-2, -2, 2, 2));
        }
    }

    // An area swatch in a piece's style (fill, device-sized pattern, a hill's inner ring).
    void areaSwatch(const QRectF &r, const PieceStyle &st)
    {
        p.setTransform(toDevice);
        p.setPen(QPen(st.edge, 0.3));
        p.setBrush(st.fill);
        p.drawRect(r);
        if (st.pattern != Qt::NoBrush) {
            p.save();
            p.setTransform(QTransform());
            p.setPen(Qt::NoPen);
            p.setBrush(QBrush(st.patternColor, st.pattern));
            p.drawRect(toDevice.mapRect(r));
            p.restore();
        }
        if (st.contour) {
            p.setBrush(QColor(0xcf, 0xa8, 0x70));
            p.setPen(QPen(st.edge, 0.2));
            p.drawRect(QRectF(r.center() - QPointF(r.width() * 0.27, r.height() * 0.27), r.size() * 0.55));
        }
    }

    void lineSwatch(const QRectF &r, const PieceStyle &st, double width)
    {
        p.setTransform(toDevice);
        const QLineF line(r.left(), r.center().y(), r.right(), r.center().y());
        if (st.cased) {
            p.setPen(QPen(st.edge, width + 0.7, Qt::SolidLine, Qt::FlatCap));
            p.drawLine(line);
        }
        p.setPen(QPen(st.fill, width, st.dashed ? Qt::DashLine : Qt::SolidLine, Qt::FlatCap));
        p.drawLine(line);
    }

    QString pieceLabel(const TerrainPiece &tp) const
    {
        if (tp.variant == QLatin1String("depression"))
            return pick(o.lang, "Zagłębienie", "Depression");
        if (!tp.variant.isEmpty())
            return tp.variant;
        if (const Text n = c.ruleset->terrain.types.value(tp.type).name; !n.isEmpty())
            return n.get(o.lang);
        if (const UpgradeDef *u = c.ruleset->upgrade(tp.type); u && !u->name.isEmpty())
            return u->name.get(o.lang);
        if (tp.kind == PieceKind::Bridge || tp.type == QLatin1String("bridge") || tp.type == QLatin1String("ford"))
            return pick(o.lang, "Most lub bród", "Bridge or ford");
        return tp.type;
    }

    // What the map shows, each once: the terrain types present (in the ruleset's column order), then the marks.
    void legend()
    {
        if (!o.legend)
            return;
        struct Entry {
            std::function<void(const QRectF &)> draw;
            QString label;
        };
        QList<Entry> entries;
        QStringList order = c.ruleset->terrain.placement ? c.ruleset->terrain.placement->typeOrder : QStringList();
        QList<qsizetype> firsts; // the first piece of each type and variant
        QStringList seen;
        for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
            const QString key = plan.terrain[i].type + QLatin1Char('/') + plan.terrain[i].variant;
            if (!seen.contains(key)) {
                seen << key;
                firsts << i;
            }
        }
        auto rank = [&](qsizetype i) {
            const qsizetype r = order.indexOf(plan.terrain[i].type);
            return r < 0 ? order.size() : r;
        };
        std::stable_sort(firsts.begin(), firsts.end(), [&](qsizetype x, qsizetype y) { return rank(x) < rank(y); });
        for (qsizetype i : firsts) {
            const TerrainPiece tp = plan.terrain[i];
            const PieceStyle st = pieceStyle(tp.type, tp.variant);
            const double width = std::clamp(c.shapes[i].halfWidth * 2, 0.5, 1.8);
            const bool line = c.shapes[i].isLine();
            const bool bua = c.rules.buaTypes.contains(tp.type);
            const int level = c.rules.buaTypes.value(tp.type);
            entries << Entry{[=, this](const QRectF &r) {
                                 if (line)
                                     lineSwatch(r, st, width);
                                 else
                                     areaSwatch(r, st);
                                 if (bua)
                                     text(r.center(), QString::number(level), 1.6, Qt::white, Qt::AlignCenter, true);
                             },
                             pieceLabel(tp)};
        }
        if (!plan.objectives.main.isEmpty())
            entries << Entry{[this](const QRectF &r) { star(r.center(), 1.5, true); },
                             pick(o.lang, "Cel główny", "Main objective")};
        if (!plan.objectives.secondary.isEmpty())
            entries << Entry{[this](const QRectF &r) { star(r.center(), 1.3, false); },
                             pick(o.lang, "Cele poboczne", "Secondary objectives")};
        auto pair = [&](const std::function<void(const QRectF &, Player)> &one) {
            return [one](const QRectF &r) {
                one(QRectF(r.topLeft(), QSizeF(r.width() * 0.45, r.height())), Player::A);
                one(QRectF(r.topLeft() + QPointF(r.width() * 0.55, 0), QSizeF(r.width() * 0.45, r.height())),
                    Player::B);
            };
        };
        entries << Entry{pair([this](const QRectF &r, Player who) {
                             QColor fill = playerColour(who == Player::A), edge = fill;
                             fill.setAlpha(28);
                             edge.setAlpha(150);
                             p.setTransform(toDevice);
                             p.setBrush(fill);
                             p.setPen(QPen(edge, 0.3, Qt::DashLine));
                             p.drawRect(r);
                         }),
                         pick(o.lang, "Strefy rozstawienia A, B", "Deployment zones A, B")};
        if (c.frame.hasBasesOfOperations) // none in a ruleset without them (B19)
            entries << Entry{pair([this](const QRectF &r, Player who) {
                                 p.setTransform(toDevice);
                                 p.setPen(QPen(QColor(0x20, 0x20, 0x20), 0.3));
                                 p.setBrush(playerColour(who == Player::A));
                                 p.drawRect(r);
                             }),
                             pick(o.lang, "Podstawy operacyjne A, B", "Bases of operations A, B")};
        if (!plan.deployment.isEmpty())
            entries << Entry{pair([this](const QRectF &r, Player who) {
                                 p.setTransform(toDevice);
                                 p.setPen(QPen(Qt::white, 0.15));
                                 p.setBrush(playerColour(who == Player::A));
                                 p.drawRect(r);
                                 p.drawLine(QLineF(r.center().x(), r.top(), r.center().x(), r.bottom()));
                             }),
                             pick(o.lang, "Podstawki oddziałów A, B", "Deployed bases A, B")};
        const std::optional<PlayerNotes> &notes =
            o.notesOf ? (*o.notesOf == Player::A ? plan.notes.a : plan.notes.b) : std::nullopt;
        if (notes && !notes->ambush.isEmpty())
            entries << Entry{[this](const QRectF &r) {
                                 p.setTransform(toDevice);
                                 p.setPen(QPen(playerColour(*o.notesOf == Player::A), 0.3, Qt::DotLine));
                                 p.setBrush(Qt::NoBrush);
                                 p.drawEllipse(r.center(), 1.2, 1.2);
                             },
                             pick(o.lang, "Ukryte pozycje (zasadzka)", "Hidden positions (ambush)")};
        if (!o.issues.isEmpty())
            entries << Entry{[this](const QRectF &r) {
                                 p.setTransform(toDevice);
                                 p.setPen(QPen(QColor(0xe0, 0x10, 0x10), 0.4));
                                 p.setBrush(Qt::NoBrush);
                                 p.drawEllipse(r.adjusted(0.8, -0.3, -0.8, 0.3));
                             },
                             pick(o.lang, "Złamana zasada (bwn plan check)", "A broken rule (bwn plan check)")};

        const int columns = legendColumns(c);
        const double columnWidth = c.frame.table.width / columns;
        const int capacity = kLegendEntries / columns * columns + (kLegendEntries % columns ? columns : 0);
        const double top = -kFooterUnits - 0.5;
        for (qsizetype k = 0; k < entries.size() && k < capacity; ++k) {
            const double x = double(k % columns) * columnWidth,
                         rowMiddle = top - (double(k / columns) + 0.5) * kLegendRowUnits;
            const QRectF swatch(x, rowMiddle - 1.0, 5, 2.0);
            const bool last = k == capacity - 1 && entries.size() > capacity;
            if (!last)
                entries[k].draw(swatch);
            text(QPointF(x + 6, rowMiddle), last ? QStringLiteral("…") : entries[k].label, 1.8,
                 QColor(0x20, 0x20, 0x20), Qt::AlignLeft);
        }
    }

    void scaleBar()
    {
        const double d = c.frame.table.depth;
        const double step = c.frame.measure == QLatin1String("in") ? 6 : 10;
        const int segments = int(std::min(5.0, std::floor(c.frame.table.width / step / 2)));
        const QPointF origin(0, -kFooterUnits + 2.5);
        p.setTransform(toDevice);
        p.setPen(QPen(Qt::black, 0.2));
        for (int k = 0; k < segments; ++k) {
            p.setBrush(k % 2 ? Qt::white : Qt::black);
            p.drawRect(QRectF(origin.x() + k * step, origin.y(), step, 1.2));
        }
        for (int k = 0; k <= segments; ++k)
            text(origin + QPointF(k * step, -1.6), QString::number(k * step), 1.8, Qt::black);
        text(origin + QPointF(segments * step + 2, 0.6), c.frame.measure, 1.8, Qt::black, Qt::AlignLeft);
        Q_UNUSED(d);
    }
};

QRectF mapFrame(const PlanContext &c, const MapOptions &o)
{
    // The drawing in table units: the table plus margins (y grows up on the map, so the footer has negative y).
    const double below = kFooterUnits + legendHeight(c, o);
    return QRectF(-kMarginUnits, -below, c.frame.table.width + 2 * kMarginUnits,
                  c.frame.table.depth + below + kMarginUnits);
}

} // namespace

QSize mapSize(const PlanContext &c, const MapOptions &o)
{
    const QRectF f = mapFrame(c, o);
    return QSize(int(std::ceil(f.width() * o.pixelsPerUnit)), int(std::ceil(f.height() * o.pixelsPerUnit)));
}

QTransform mapTransform(const PlanContext &c, const QRectF &target) { return mapTransform(c, target, MapOptions()); }

QPageLayout::Orientation mapPageOrientation(const PlanContext &c)
{
    return c.frame.table.width > c.frame.table.depth ? QPageLayout::Landscape : QPageLayout::Portrait;
}

QTransform mapTransform(const PlanContext &c, const QRectF &target, const MapOptions &o)
{
    const QRectF f = mapFrame(c, o);
    const double s = std::min(target.width() / f.width(), target.height() / f.height());
    const double ox = target.left() + (target.width() - f.width() * s) / 2;
    const double oy = target.top() + (target.height() - f.height() * s) / 2;
    // Table x to the right, table y up: device y = top + (frame.bottom - y) * s.
    QTransform t;
    t.translate(ox - f.left() * s, oy + f.bottom() * s);
    t.scale(s, -s);
    return t;
}

void paintMap(QPainter &painter, const QRectF &target, const PlanContext &c, const BattlePlan &plan,
              const MapOptions &o)
{
    const QTransform t = mapTransform(c, target, o);
    const double s = t.m11();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setTransform(QTransform());
    painter.fillRect(target, Qt::white);
    Painter p{painter, t, s, c, plan, o};
    p.table();
    p.terrain();
    p.basesOfOperations();
    p.objectives();
    p.deployment();
    p.hiddenNotes();
    p.issues();
    p.scaleBar();
    p.legend();
    if (o.title) {
        QString title = tableSizeName(c.frame.table) + QLatin1Char(' ') + c.frame.measure;
        if (c.allowance && c.allowance->battlefield)
            title = c.allowance->battlefield->name.get(o.lang) + QStringLiteral(" · ") + title;
        p.text(QPointF(c.frame.table.width, -kFooterUnits + 3.1), title, 2.2, Qt::black, Qt::AlignRight, true);
    }
    painter.restore();
}

QImage renderMap(const PlanContext &c, const BattlePlan &plan, const MapOptions &o)
{
    QImage image(mapSize(c, o), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintMap(painter, QRectF(QPointF(0, 0), QSizeF(image.size())), c, plan, o);
    painter.end();
    return image;
}

bool saveMap(const QString &path, const PlanContext &c, const BattlePlan &plan, const MapOptions &o, QString *error)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    // Never over a file of another kind (a plan, a roster), whoever asks (issue 15).
    // A pipe or a device first: looking at its content would wait forever.
    std::optional<Text> why = notARegularFile(path);
    if (!why)
        why = otherContentAt(path, ext == QLatin1String("png") ? FileContent::png() : FileContent::svg());
    if (why) {
        *error = why->get(messageLanguage());
        return false;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (ext == QLatin1String("png")) {
        if (!renderMap(c, plan, o).save(&buffer, "PNG")) {
            *error = QStringLiteral("%1: the PNG could not be encoded").arg(path);
            return false;
        }
    } else if (ext == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        const QSize size = mapSize(c, o);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("Sztab — battle plan map"));
        QPainter painter(&svg);
        paintMap(painter, QRectF(QPointF(0, 0), QSizeF(size)), c, plan, o);
        painter.end();
    } else {
        *error = QStringLiteral("%1: the map is written as .svg or .png").arg(path);
        return false;
    }
    buffer.close();
    return writeFileAtomically(path, bytes, error);
}

} // namespace sztab::plan
