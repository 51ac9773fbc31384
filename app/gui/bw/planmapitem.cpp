// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/planmapitem.h"

#include "app/gui/shell/appdata.h"
#include "bw/plan/deployment.h"
#include "app/gui/bw/planhandles.h"
#include "render/tablemap/planmap.h"
#include "render/tablemap/patrolmap.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace sztab::gui {

using namespace sztab::plan;

namespace {
constexpr double kGrabPixels = 6; // how near a thin line the pointer may be and still take it
constexpr double kMinZoom = 0.5;
constexpr double kMaxZoom = 12;
constexpr double kHandlePixels = 9;        // a handle's side (or diameter) on screen, at any zoom
constexpr double kHandleGrabPixels = 8;    // how near its centre the pointer takes it
constexpr double kRotateOffsetPixels = 28; // the rotate handle: this far beyond the piece's top or a division's front
} // namespace

PlanMapItem::PlanMapItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    setOpaquePainting(true);
    setAcceptedMouseButtons(Qt::NoButton); // QML's MouseArea on top takes the mouse
}

void PlanMapItem::setDocument(PlanDocument *document)
{
    if (document == m_document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &PlanDocument::planChanged, this, [this] {
            // A selection past the end (after an undo or a removal) is no selection.
            if (m_selectedPiece >= m_document->plan().terrain.size())
                setSelectedPiece(-1);
            if (m_selectedFormation >= m_document->plan().deployment.size())
                setSelectedFormation(-1);
            // So is a point past the end of its piece's points (after removing one, or an undo).
            const PlanContext *c = m_document->context();
            if (m_selectedVertex >= 0
                && (!c || m_selectedPiece < 0 || m_selectedPiece >= c->shapes.size()
                    || m_selectedVertex >= c->shapes[m_selectedPiece].points().size()))
                setSelectedVertex(-1);
            update();
        });
    }
    emit documentChanged();
    update();
}

void PlanMapItem::setPatrol(PatrolSession *patrol)
{
    if (patrol == m_patrol)
        return;
    if (m_patrol)
        disconnect(m_patrol, nullptr, this, nullptr);
    m_patrol = patrol;
    if (m_patrol) {
        connect(m_patrol, &PatrolSession::stateChanged, this, [this] { update(); });
        connect(m_patrol, &PatrolSession::selectionChanged, this, [this] { update(); });
        connect(m_patrol, &PatrolSession::pictureChanged, this, [this] { update(); });
    }
    emit documentChanged();
    update();
}

QString PlanMapItem::markerAt(double x, double y) const
{
    if (!m_patrol || !m_patrol->shown())
        return QString();
    const QPointF p = toTable(x, y);
    return m_patrol->markerAtTable(p.x(), p.y(), kGrabPixels / std::max(0.01, pixelsPerUnit()));
}

void PlanMapItem::setZoom(double zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (zoom == m_zoom)
        return;
    m_zoom = zoom;
    emit viewChanged();
    update();
}

void PlanMapItem::setPanX(double x)
{
    if (x == m_panX)
        return;
    m_panX = x;
    emit viewChanged();
    update();
}

void PlanMapItem::setPanY(double y)
{
    if (y == m_panY)
        return;
    m_panY = y;
    emit viewChanged();
    update();
}

void PlanMapItem::setSelectedPiece(int i)
{
    if (i == m_selectedPiece)
        return;
    m_selectedPiece = i;
    m_selectedVertex = -1; // a point belongs to the piece it was picked on
    emit selectionChanged();
    update();
}

void PlanMapItem::setSelectedFormation(int i)
{
    if (i == m_selectedFormation)
        return;
    m_selectedFormation = i;
    emit selectionChanged();
    update();
}

void PlanMapItem::setSelectedAmbush(int i)
{
    if (i == m_selectedAmbush)
        return;
    m_selectedAmbush = i;
    emit selectionChanged();
    update();
}

void PlanMapItem::setSelectedVertex(int i)
{
    if (i == m_selectedVertex)
        return;
    m_selectedVertex = i;
    emit selectionChanged();
    update();
}

QRectF PlanMapItem::target() const
{
    const double w = width() * m_zoom, h = height() * m_zoom;
    return QRectF(width() / 2 + m_panX - w / 2, height() / 2 + m_panY - h / 2, w, h);
}

QTransform PlanMapItem::transform() const
{
    const PlanContext *c = m_document ? m_document->context() : nullptr;
    return c ? mapTransform(*c, target()) : QTransform();
}

double PlanMapItem::pixelsPerUnit() const { return transform().m11(); }

QPointF PlanMapItem::toTable(double x, double y) const { return transform().inverted().map(QPointF(x, y)); }
QPointF PlanMapItem::toItem(double tx, double ty) const { return transform().map(QPointF(tx, ty)); }

int PlanMapItem::pieceAt(double x, double y) const
{
    const PlanContext *c = m_document ? m_document->context() : nullptr;
    if (!c)
        return -1;
    const QPointF p = toTable(x, y);
    const double grab = kGrabPixels / std::max(0.01, pixelsPerUnit());
    // The topmost hit: lines and crossings lie over areas, later pieces over earlier ones.
    int best = -1;
    bool bestIsLine = false;
    for (qsizetype i = 0; i < c->shapes.size(); ++i) {
        const PieceShape &s = c->shapes[i];
        if (!s.bounds().adjusted(-grab, -grab, grab, grab).contains(p))
            continue;
        const bool line = s.isLine();
        const bool hit = line ? pointShapeDistance(p, s) <= grab : plan::contains(s.outline, p);
        if (hit && (line || !bestIsLine)) {
            best = int(i);
            bestIsLine = line;
        }
    }
    return best;
}

int PlanMapItem::formationAt(double x, double y) const
{
    const PlanContext *c = m_document ? m_document->context() : nullptr;
    if (!c)
        return -1;
    const QPointF p = toTable(x, y);
    const QList<DeployedFormation> &deployment = m_document->plan().deployment;
    for (qsizetype i = deployment.size() - 1; i >= 0; --i)
        for (const Footprint &f : footprints(*c->ruleset, c->rules, deployment[i]))
            if (plan::contains(f.outline, p))
                return int(i);
    return -1;
}

int PlanMapItem::ambushAt(double x, double y) const
{
    if (!m_document)
        return -1;
    const double radius = std::max(2.5 * pixelsPerUnit(), 8.0);
    for (const QVariantMap &a : m_document->ambushes()->rows()) {
        const QPointF at = toItem(a.value(QStringLiteral("x")).toDouble(), a.value(QStringLiteral("y")).toDouble());
        if (std::hypot(at.x() - x, at.y() - y) <= radius)
            return a.value(QStringLiteral("index")).toInt();
    }
    return -1;
}

QVariantList PlanMapItem::handles() const
{
    QVariantList out;
    const PlanContext *c = m_document ? m_document->context() : nullptr;
    if (!c)
        return out;
    const QTransform t = transform();
    const double offset = kRotateOffsetPixels / std::max(0.01, t.m11()); // in table units
    auto add = [&](const char *kind, int index, QPointF tablePoint) {
        const QPointF at = t.map(tablePoint);
        out << QVariantMap{{QStringLiteral("kind"), QLatin1String(kind)},
                           {QStringLiteral("index"), index},
                           {QStringLiteral("x"), at.x()},
                           {QStringLiteral("y"), at.y()}};
    };
    const BattlePlan &plan = m_document->plan();
    if (m_selectedPiece >= 0 && m_selectedPiece < plan.terrain.size()) {
        const TerrainPiece &p = plan.terrain[m_selectedPiece];
        if (p.centre && p.size) {
            const QPointF centre = toPoint(*p.centre);
            const double w = p.size->value(0), depth = p.size->value(1);
            add("rotate", 0, centre + acrossAxis(p.rotation) * (depth / 2 + offset));
            for (int k = 0; k < int(kResizeHandles.size()); ++k)
                add("resize", k, handlePoint(centre, w, depth, p.rotation, kResizeHandles[k]));
        } else {
            const QList<QPointF> points = c->shapes[m_selectedPiece].points();
            for (qsizetype k = 0; k < points.size(); ++k)
                add("vertex", int(k), points[k]);
        }
    } else if (m_selectedFormation >= 0 && m_selectedFormation < plan.deployment.size()) {
        const DeployedFormation &f = plan.deployment[m_selectedFormation];
        add("rotate", 0, toPoint(f.at) + acrossAxis(f.facing) * offset);
    }
    return out;
}

QVariantMap PlanMapItem::handleAt(double x, double y) const
{
    // The nearest within reach; points and the rotate handle win a tie with the resize squares listed after them.
    QVariantMap best;
    double bestDistance = kHandleGrabPixels;
    for (const QVariant &v : handles()) {
        const QVariantMap h = v.toMap();
        const double dist =
            std::hypot(h.value(QStringLiteral("x")).toDouble() - x, h.value(QStringLiteral("y")).toDouble() - y);
        if (dist <= bestDistance && (best.isEmpty() || dist < bestDistance)) {
            best = h;
            bestDistance = dist;
        }
    }
    return best;
}

int PlanMapItem::segmentAt(double x, double y) const
{
    const PlanContext *c = m_document ? m_document->context() : nullptr;
    if (!c || m_selectedPiece < 0 || m_selectedPiece >= c->shapes.size())
        return -1;
    const TerrainPiece &p = m_document->plan().terrain[m_selectedPiece];
    if (!p.line && !p.polygon)
        return -1;
    const QList<QPointF> points = c->shapes[m_selectedPiece].points();
    const QTransform t = transform();
    const QPointF at(x, y);
    const qsizetype sides = p.polygon ? points.size() : points.size() - 1; // a polygon closes back to its first point
    // A line is grabbed across its drawn width, a polygon's side a few pixels either way.
    const double reach = kGrabPixels + (p.line ? c->shapes[m_selectedPiece].halfWidth * t.m11() : 0);
    int best = -1;
    double bestDistance = reach;
    for (qsizetype k = 0; k < sides; ++k) {
        const QLineF side(t.map(points[k]), t.map(points[(k + 1) % points.size()]));
        const double dist = distanceToSegment(at, side);
        if (dist <= bestDistance) {
            best = int(k);
            bestDistance = dist;
        }
    }
    return best;
}

void PlanMapItem::zoomAt(double x, double y, double factor)
{
    const double z = std::clamp(m_zoom * factor, kMinZoom, kMaxZoom);
    if (z == m_zoom)
        return;
    // Keep the point under the pointer: the target scales about (x, y).
    const double f = z / m_zoom;
    const QPointF centre(width() / 2 + m_panX, height() / 2 + m_panY);
    const QPointF moved = QPointF(x, y) + (centre - QPointF(x, y)) * f;
    m_zoom = z;
    m_panX = moved.x() - width() / 2;
    m_panY = moved.y() - height() / 2;
    emit viewChanged();
    update();
}

void PlanMapItem::resetView()
{
    m_zoom = 1;
    m_panX = m_panY = 0;
    emit viewChanged();
    update();
}

void PlanMapItem::paint(QPainter *painter)
{
    const PlanContext *c = m_document ? m_document->context() : nullptr;
    painter->fillRect(QRectF(0, 0, width(), height()), QColor(0x8a, 0x8f, 0x86));
    if (!c)
        return;
    const BattlePlan &plan = m_document->plan();
    MapOptions options;
    options.lang = AppData::instance().language();
    const bool patrol = m_patrol && m_patrol->shown();
    // In the patrol phase the screen may be a player's: no hidden notes, and no check that would name one.
    options.notesOf = patrol ? std::nullopt : m_document->notesShown();
    options.issues = m_document->report().issues;
    painter->save();
    painter->setClipRect(QRectF(0, 0, width(), height()));
    paintMap(*painter, target(), *c, plan, options);
    if (patrol)
        paintPatrol(*painter, transform(), m_patrol->picture());
    painter->restore();

    // The selection in orange: apart from both players' colours (blue, red) and the checks' red marks.
    const QTransform t = transform();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor selection(0xff, 0x8f, 0x00);
    QPen pen(selection, 3);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->setTransform(t);
    if (m_selectedPiece >= 0 && m_selectedPiece < c->shapes.size()) {
        const PieceShape &s = c->shapes[m_selectedPiece];
        if (s.isLine()) {
            QPainterPath path;
            path.moveTo(s.line.first());
            for (qsizetype k = 1; k < s.line.size(); ++k)
                path.lineTo(s.line[k]);
            QPen wide(QColor(selection.red(), selection.green(), selection.blue(), 150),
                      std::max(2 * s.halfWidth, 1.0) + 6 / std::max(0.01, t.m11()));
            painter->setPen(wide);
            painter->drawPath(path);
        } else {
            painter->drawPolygon(QPolygonF(s.outline));
        }
    }
    if (m_selectedFormation >= 0 && m_selectedFormation < plan.deployment.size())
        for (const Footprint &f : footprints(*c->ruleset, c->rules, plan.deployment[m_selectedFormation]))
            painter->drawPolygon(QPolygonF(f.outline));
    painter->restore();
    paintHandles(painter, handles());
    if (m_selectedAmbush >= 0) {
        for (const QVariantMap &a : m_document->ambushes()->rows()) {
            if (a.value(QStringLiteral("index")).toInt() != m_selectedAmbush)
                continue;
            const QPointF at = toItem(a.value(QStringLiteral("x")).toDouble(), a.value(QStringLiteral("y")).toDouble());
            painter->setPen(pen);
            const double r = std::max(3 * t.m11(), 10.0);
            painter->drawEllipse(at, r, r);
        }
    }
}

void PlanMapItem::paintHandles(QPainter *painter, const QVariantList &handles) const
{
    if (handles.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor selection(0xff, 0x8f, 0x00), ink(0x20, 0x20, 0x20);
    const double half = kHandlePixels / 2;
    // The rotate handle hangs on a thin stem from the piece's top (or the division's front).
    const QVariantMap first = handles.first().toMap();
    if (first.value(QStringLiteral("kind")).toString() == QLatin1String("rotate")) {
        const QPointF knob(first.value(QStringLiteral("x")).toDouble(), first.value(QStringLiteral("y")).toDouble());
        QPointF base = knob;
        if (handles.size() > 6) { // a rectangle: the middle of its top side (resize handle 6)
            const QVariantMap top = handles.at(1 + 6).toMap();
            base = QPointF(top.value(QStringLiteral("x")).toDouble(), top.value(QStringLiteral("y")).toDouble());
        } else if (m_selectedFormation >= 0) {
            const DeployedFormation &f = m_document->plan().deployment[m_selectedFormation];
            base = transform().map(toPoint(f.at));
        }
        painter->setPen(QPen(selection, 1.5));
        painter->drawLine(base, knob);
    }
    for (const QVariant &v : handles) {
        const QVariantMap h = v.toMap();
        const QPointF at(h.value(QStringLiteral("x")).toDouble(), h.value(QStringLiteral("y")).toDouble());
        const QString kind = h.value(QStringLiteral("kind")).toString();
        const bool picked =
            kind == QLatin1String("vertex") && h.value(QStringLiteral("index")).toInt() == m_selectedVertex;
        painter->setPen(QPen(ink, 1.2));
        painter->setBrush(picked ? selection : QColor(Qt::white));
        if (kind == QLatin1String("rotate")) {
            painter->setPen(QPen(selection.darker(130), 2));
            painter->drawEllipse(at, half + 1, half + 1);
        } else {
            painter->drawRect(QRectF(at.x() - half, at.y() - half, kHandlePixels, kHandlePixels));
        }
    }
    painter->restore();
}

} // namespace sztab::gui
