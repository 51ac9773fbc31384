// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The battle plan drawn to scale in the window (issue 6): the core's own map painter (core/plan/map, the look of
// the exported SVG/PNG and of the sheets' map page) at the view's zoom and pan, with the selection outlined on top.
// QML puts the mouse on it; the hit tests here answer which handle, piece, division or hidden position is under a
// point. The selection's handles (drawn here, positions in item pixels from handles()): a square on each point of a
// line or polygon; on a rectangle piece a round rotate handle above its top and eight resize squares (corners and
// sides, app/gui/planhandles.h); on a division a round handle in front of it that turns it.
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include "app/gui/bw/plandocument.h"
#include "app/gui/bw/patrolsession.h"

namespace sztab::gui {

class PlanMapItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(sztab::gui::PlanDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // The patrol phase (B19 6): when it is shown, its markers and sight areas are drawn over the map as the session's
    // viewer knows them.
    Q_PROPERTY(sztab::gui::PatrolSession *patrol READ patrol WRITE setPatrol NOTIFY documentChanged)
    Q_PROPERTY(double zoom READ zoom WRITE setZoom NOTIFY viewChanged) // 1: the whole map fits the item
    Q_PROPERTY(double panX READ panX WRITE setPanX NOTIFY viewChanged) // pixels
    Q_PROPERTY(double panY READ panY WRITE setPanY NOTIFY viewChanged)
    Q_PROPERTY(double pixelsPerUnit READ pixelsPerUnit NOTIFY viewChanged) // pixels per cm (or inch) now
    Q_PROPERTY(int selectedPiece READ selectedPiece WRITE setSelectedPiece NOTIFY selectionChanged)
    Q_PROPERTY(int selectedFormation READ selectedFormation WRITE setSelectedFormation NOTIFY selectionChanged)
    Q_PROPERTY(int selectedAmbush READ selectedAmbush WRITE setSelectedAmbush NOTIFY selectionChanged)
    // A point of the selected line or polygon (Delete removes it), -1 for none.
    Q_PROPERTY(int selectedVertex READ selectedVertex WRITE setSelectedVertex NOTIFY selectionChanged)
public:
    explicit PlanMapItem(QQuickItem *parent = nullptr);

    PlanDocument *document() const { return m_document; }
    void setDocument(PlanDocument *document);
    PatrolSession *patrol() const { return m_patrol; }
    void setPatrol(PatrolSession *patrol);
    double zoom() const { return m_zoom; }
    void setZoom(double zoom);
    double panX() const { return m_panX; }
    void setPanX(double x);
    double panY() const { return m_panY; }
    void setPanY(double y);
    double pixelsPerUnit() const;
    int selectedPiece() const { return m_selectedPiece; }
    void setSelectedPiece(int i);
    int selectedFormation() const { return m_selectedFormation; }
    void setSelectedFormation(int i);
    int selectedAmbush() const { return m_selectedAmbush; }
    void setSelectedAmbush(int i);
    int selectedVertex() const { return m_selectedVertex; }
    void setSelectedVertex(int i);

    // Item pixels <-> table units (A's edge at the bottom, y towards B).
    Q_INVOKABLE QPointF toTable(double x, double y) const;
    Q_INVOKABLE QPointF toItem(double tx, double ty) const;
    // What is under an item point: -1 for nothing. Lines count their width plus a few pixels to be grabbable.
    Q_INVOKABLE int pieceAt(double x, double y) const;
    Q_INVOKABLE int formationAt(double x, double y) const;
    Q_INVOKABLE int ambushAt(double x, double y) const;
    // The patrol marker the viewer sees under an item point ("" = none): grabbed a few pixels around its counter.
    Q_INVOKABLE QString markerAt(double x, double y) const;
    // The selection's handles: {kind: "vertex" | "rotate" | "resize", index (the point, or resize handle 0–7), x, y}.
    Q_INVOKABLE QVariantList handles() const;
    // The handle under an item point (the same map), or an empty map. Asked before pieces: handles lie on top.
    Q_INVOKABLE QVariantMap handleAt(double x, double y) const;
    // The side of the selected line or polygon under an item point: the point it starts from, or -1.
    Q_INVOKABLE int segmentAt(double x, double y) const;
    // Zooms by `factor` keeping the table point under (x, y) where it is.
    Q_INVOKABLE void zoomAt(double x, double y, double factor);
    Q_INVOKABLE void resetView();

    void paint(QPainter *painter) override;

signals:
    void documentChanged();
    void viewChanged();
    void selectionChanged();

private:
    QRectF target() const;
    QTransform transform() const;
    void paintHandles(QPainter *painter, const QVariantList &handles) const;

    QPointer<PlanDocument> m_document;
    QPointer<PatrolSession> m_patrol;
    double m_zoom = 1;
    double m_panX = 0;
    double m_panY = 0;
    int m_selectedPiece = -1;
    int m_selectedFormation = -1;
    int m_selectedAmbush = -1;
    int m_selectedVertex = -1;
};

} // namespace sztab::gui
