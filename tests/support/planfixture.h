// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small builders for battle-plan tests: an empty 120x120 plan of the bundled ruleset and pieces by shape.
#include "bw/plan/battleplan.h"
#include "bw/plan/plancheck.h"

namespace sztab::test {

inline plan::BattlePlan emptyPlan(int width = 120, int depth = 120)
{
    plan::BattlePlan p;
    p.ruleset = QStringLiteral("bwn-4.0");
    p.table = {width, depth};
    p.basesOfOperations = plan::BasesOfOperations{{(width - 8) / 2.0, 0, 8, 4}, {(width - 8) / 2.0, depth - 4.0, 8, 4}};
    return p;
}

inline plan::TerrainPiece rectPiece(const QString &id, const QString &type, double cx, double cy, double w, double d,
                                    Player owner = Player::A, PieceKind kind = PieceKind::Piece)
{
    plan::TerrainPiece t;
    t.id = id;
    t.type = type;
    t.kind = kind;
    t.owner = owner;
    t.centre = plan::JsonPoint{cx, cy};
    t.size = plan::JsonPoint{w, d};
    return t;
}

inline plan::TerrainPiece linePiece(const QString &id, const QString &type, const QList<QPointF> &pts, double width,
                                    Player owner = Player::A, PieceKind kind = PieceKind::Piece)
{
    plan::TerrainPiece t;
    t.id = id;
    t.type = type;
    t.kind = kind;
    t.owner = owner;
    plan::JsonPoints line;
    for (QPointF q : pts)
        line << plan::JsonPoint{q.x(), q.y()};
    t.line = line;
    t.width = width;
    return t;
}

inline plan::TerrainPiece road(const QString &id, const QList<QPointF> &pts, Player owner = Player::B)
{
    return linePiece(id, QStringLiteral("roads"), pts, 3, owner, PieceKind::Road);
}

// "CODE@/path" for every issue, to compare whole reports in one line.
inline QStringList issueKeys(const QList<Issue> &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << i.code + QLatin1Char('@') + i.path;
    return out;
}

} // namespace sztab::test
