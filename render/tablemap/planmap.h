// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The plan as a to-scale top-down map (issue 6 §9): the table with its grid in the ruleset's measure, the edges,
// deployment zones, bases of operations, terrain in a map style, objectives, deployed formations, the players'
// hidden positions when asked for, marks on the pieces an issue names, a scale bar and, when asked for, a legend of
// what the map shows. A is at the bottom.
#include "bw/plan/plancheck.h"

#include <QImage>
#include <QPageLayout>
#include <QRectF>
#include <QTransform>

class QPainter;

namespace sztab::plan {

struct MapOptions {
    QString lang = QStringLiteral("en");
    std::optional<Player> notesOf; // whose hidden notes (ambush positions) to draw; none by default
    QList<Issue> issues;           // pieces and formations to mark
    double pixelsPerUnit = 6;      // PNG and SVG size: pixels per cm (or inch)
    bool title = true;
    bool legend = false; // a legend below the scale bar: the terrain types present, objectives, zones,
                         // bases of operations (and what else is drawn); enlarges the map's frame
};

// Paints into `target` (device coordinates), keeping the table's proportions.
void paintMap(QPainter &painter, const QRectF &target, const PlanContext &context, const BattlePlan &plan,
              const MapOptions &options);
// Table coordinates to device coordinates of a map painted into `target` (A at the bottom); for hit-testing.
QTransform mapTransform(const PlanContext &context, const QRectF &target);
// The same for a map painted with `options` (the legend takes room below the table).
QTransform mapTransform(const PlanContext &context, const QRectF &target, const MapOptions &options);
// The orientation of a paper page that shows the map largest: landscape for a table wider than deep.
QPageLayout::Orientation mapPageOrientation(const PlanContext &context);
// The size the map asks for at options.pixelsPerUnit.
QSize mapSize(const PlanContext &context, const MapOptions &options);
QImage renderMap(const PlanContext &context, const BattlePlan &plan, const MapOptions &options);
// By the file's extension: .svg or .png. False with *error on an unknown extension or a write failure.
bool saveMap(const QString &path, const PlanContext &context, const BattlePlan &plan, const MapOptions &options,
             QString *error);

} // namespace sztab::plan
