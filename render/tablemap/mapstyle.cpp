// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tablemap/mapstyle.h"

namespace sztab::plan {

PieceStyle pieceStyle(const QString &type, const QString &variant)
{
    PieceStyle s;
    if (variant == QLatin1String("depression"))
        return {QColor(0xc9, 0xbf, 0xa6),
                QColor(0x7a, 0x6a, 0x4a),
                Qt::BDiagPattern,
                QColor(0x8a, 0x7a, 0x5a),
                false,
                false,
                false};
    if (type == QLatin1String("woods"))
        return {QColor(0x9c, 0xc9, 0x8a),
                QColor(0x3f, 0x6e, 0x35),
                Qt::Dense6Pattern,
                QColor(0x4f, 0x86, 0x44),
                false,
                false,
                false};
    if (type == QLatin1String("difficult"))
        return {QColor(0xe0, 0xd2, 0xa4),
                QColor(0x8a, 0x74, 0x3c),
                Qt::Dense7Pattern,
                QColor(0x7a, 0x64, 0x2c),
                false,
                false,
                false};
    if (type == QLatin1String("hills"))
        return {QColor(0xdd, 0xc0, 0x90), QColor(0x8b, 0x63, 0x2e), Qt::NoBrush, QColor(), true, false, false};
    if (type == QLatin1String("impassable"))
        return {QColor(0x9f, 0xbf, 0xcf),
                QColor(0x3d, 0x63, 0x7a),
                Qt::HorPattern,
                QColor(0x5d, 0x83, 0x9a),
                false,
                false,
                false};
    if (type == QLatin1String("stream"))
        return {QColor(0x4a, 0x90, 0xd0), QColor(0x2a, 0x60, 0xa0), Qt::NoBrush, QColor(), false, false, false};
    if (type == QLatin1String("river"))
        return {QColor(0x5a, 0x9c, 0xd8), QColor(0x1f, 0x4f, 0x88), Qt::NoBrush, QColor(), false, false, true};
    if (type == QLatin1String("fences"))
        return {QColor(0x6b, 0x4a, 0x2a), QColor(0x6b, 0x4a, 0x2a), Qt::NoBrush, QColor(), false, true, false};
    if (type == QLatin1String("roads"))
        return {QColor(0xf0, 0xdc, 0xa8), QColor(0x8a, 0x6a, 0x3a), Qt::NoBrush, QColor(), false, false, true};
    if (type.startsWith(QLatin1String("bua")))
        return {QColor(0xc8, 0x7a, 0x5a), QColor(0x6a, 0x2a, 0x1a), Qt::NoBrush, QColor(), false, false, false};
    if (type == QLatin1String("fortification-line") || type == QLatin1String("redoubt"))
        return {QColor(0x9a, 0x9a, 0x9a),
                QColor(0x30, 0x30, 0x30),
                Qt::CrossPattern,
                QColor(0x50, 0x50, 0x50),
                false,
                false,
                true};
    if (type == QLatin1String("bridge") || type == QLatin1String("ford"))
        return {QColor(0x8a, 0x5a, 0x2a), QColor(0x40, 0x20, 0x10), Qt::NoBrush, QColor(), false, false, false};
    s.fill = QColor(0xcc, 0xcc, 0xcc);
    s.edge = QColor(0x55, 0x55, 0x55);
    return s;
}

QColor playerColour(bool playerA) { return playerA ? QColor(0x1f, 0x4e, 0xb4) : QColor(0xb4, 0x22, 0x22); }

} // namespace sztab::plan
