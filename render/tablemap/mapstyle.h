// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How each kind of terrain looks on the map: fills, outlines, patterns and line styles in one place.
#include <QBrush>
#include <QColor>
#include <QPen>
#include <QString>

namespace sztab::plan {

struct PieceStyle {
    QColor fill;
    QColor edge;
    Qt::BrushStyle pattern = Qt::NoBrush; // drawn over the fill in `patternColor`
    QColor patternColor;
    bool contour = false; // an inner ring (hills)
    bool dashed = false;  // lines: fences
    bool cased = false;   // lines: a darker casing under the fill (roads, rivers)
};

// By type, then variant ("depression"), fortification and crossing ids.
PieceStyle pieceStyle(const QString &type, const QString &variant);

QColor playerColour(bool playerA);

} // namespace sztab::plan
