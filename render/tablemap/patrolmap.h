// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The patrol markers on the table map (B19 6, issue 19 item 6): each marker as a counter with its number, the corps
// under it where the picture's viewer may know it, its sight area, DEFENCE on a corps revealed from a marker that
// moved, and a move being dragged with the stop the core shortened it to. The picture is made for one viewer
// (PatrolPicture holds only what he may see): this painter draws what it is given and knows no secret.
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QString>
#include <QTransform>

#include <optional>

class QPainter;

namespace sztab::plan {

struct MarkerMark {
    QPointF at;           // centre, table units
    double radius = 0.75; // half the counter's side, table units
    QString label;        // "A3"
    bool playerA = true;
    QString content; // the corps or "scout" where the viewer knows it, else ""
    bool revealed = false;
    bool defence = false; // B19 6.5
    bool moved = false;
    bool stationary = false;
    bool selected = false;
    bool dimmed = false; // off the table (removed scouts, deployed corps) are not drawn; dimmed: already acted
};

struct SightArea {
    QPolygonF outline; // table units
    bool playerA = true;
};

struct MoveGhost {
    QPointF from;
    QPointF wanted; // where the pointer is
    QPointF to;     // where the core would stop it
    double radius = 0.75;
    bool refused = false;
    bool shortened = false;
    QString text; // "12.0\"" or the refusal's code
};

struct PatrolPicture {
    QList<SightArea> sight;
    QList<MarkerMark> markers;
    std::optional<MoveGhost> ghost;
    QString defenceText = QStringLiteral("DEFENCE"); // the order's name in the viewer's language
};

// Paints over a map already painted with `toDevice` (table units to device, as mapTransform).
void paintPatrol(QPainter &painter, const QTransform &toDevice, const PatrolPicture &picture);

} // namespace sztab::plan
