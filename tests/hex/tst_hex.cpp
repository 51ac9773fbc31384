// SPDX-License-Identifier: GPL-3.0-or-later
// The hex grid: distances, neighbours, numbering and the six wedges, checked as properties over whole regions.
#include "hex/hex.h"

#include <QtTest>

using namespace sztab::hex;

namespace {

QList<Axial> region(int radius)
{
    QList<Axial> out;
    for (int q = -radius; q <= radius; ++q)
        for (int r = -radius; r <= radius; ++r)
            if (distance({0, 0}, {q, r}) <= radius)
                out.append({q, r});
    return out;
}

GridSpec grid(Orientation o, Shifted s)
{
    GridSpec g;
    g.orientation = o;
    g.shifted = s;
    g.columns = 20;
    g.rows = 15;
    return g;
}

} // namespace

class TestHex : public QObject {
    Q_OBJECT
private slots:
    void hex_distance_symmetricAndTriangle()
    {
        const QList<Axial> hexes = region(4);
        for (const Axial &a : hexes)
            for (const Axial &b : hexes) {
                QCOMPARE(distance(a, b), distance(b, a));
                QCOMPARE(distance(a, b) == 0, a == b);
                for (int k = 0; k < hexes.size(); k += 7)
                    QVERIFY(distance(a, b) <= distance(a, hexes[k]) + distance(hexes[k], b));
            }
    }

    void hex_neighbours_atDistanceOne()
    {
        for (const Axial &h : region(3)) {
            const auto n = neighbours(h);
            QSet<QPair<int, int>> seen;
            for (const Axial &x : n) {
                QCOMPARE(distance(h, x), 1);
                seen.insert({x.q, x.r});
            }
            QCOMPARE(seen.size(), 6);
        }
    }

    void hex_number_roundTrip_everyGridKind()
    {
        for (const Orientation o : {Orientation::Flat, Orientation::Pointy})
            for (const Shifted s : {Shifted::Odd, Shifted::Even}) {
                const GridSpec g = grid(o, s);
                for (int c = g.firstColumn; c < g.firstColumn + g.columns; ++c)
                    for (int r = g.firstRow; r < g.firstRow + g.rows; ++r) {
                        const QString number =
                            QStringLiteral("%1%2").arg(c, 2, 10, QLatin1Char('0')).arg(r, 2, 10, QLatin1Char('0'));
                        const auto h = fromNumber(g, number);
                        QVERIFY2(h.has_value(), qPrintable(number));
                        QCOMPARE(toNumber(g, *h), number);
                        QVERIFY(onMap(g, *h));
                    }
                QVERIFY(!fromNumber(g, u"2101").has_value()); // column 21 of 20
                QVERIFY(!fromNumber(g, u"0100").has_value()); // row 0
                QVERIFY(!fromNumber(g, u"12a4").has_value());
                QVERIFY(!fromNumber(g, u"123").has_value());
            }
    }

    // Flat-topped columns, odd columns half a hex down: 0202's neighbours are 0201/0203 in its column and 0101, 0102,
    // 0301, 0302 in the shifted columns beside it (half a hex lower, so the rows above and level).
    void hex_number_flatOddColumnsNeighbours()
    {
        const GridSpec g = grid(Orientation::Flat, Shifted::Odd);
        const Axial h = *fromNumber(g, u"0202");
        QStringList got;
        for (const Axial &n : neighbours(h))
            got << toNumber(g, n);
        got.sort();
        QCOMPARE(got, (QStringList{"0101", "0102", "0201", "0203", "0301", "0302"}));
        const Axial odd = *fromNumber(g, u"0303");
        got.clear();
        for (const Axial &n : neighbours(odd))
            got << toNumber(g, n);
        got.sort();
        QCOMPARE(got, (QStringList{"0203", "0204", "0302", "0304", "0403", "0404"}));
    }

    void hex_wedges_partitionThePlane()
    {
        const Axial o{0, 0};
        for (const Axial &h : region(6)) {
            if (h == o) {
                QVERIFY(!wedgeOf(o, h).has_value());
                continue;
            }
            const auto w = wedgeOf(o, h);
            QVERIFY(w.has_value());
            QVERIFY(inWedge(o, h, *w));
            int inclusive = 0;
            for (int k = 0; k < kWedges; ++k)
                inclusive += inWedge(o, h, k) ? 1 : 0;
            // Inside a wedge: one; on an arm (a straight line of hexes from the centre through a neighbour): two.
            bool onArm = false;
            for (int d = 0; d < kDirections; ++d) {
                const Axial s = direction(d);
                const int n = distance(o, h);
                onArm = onArm || (h.q == s.q * n && h.r == s.r * n);
            }
            QCOMPARE(inclusive, onArm ? 2 : 1);
        }
    }

    // KSK III.21: the arms of a wedge run through two adjacent neighbours, whose hexes the wedge includes.
    void ksk_III_21_wedgeArmsRunThroughAdjacentNeighbours()
    {
        const Axial o{3, -2};
        for (int w = 0; w < kWedges; ++w) {
            QVERIFY(inWedge(o, neighbour(o, w), w));
            QVERIFY(inWedge(o, neighbour(o, w + 1), w));
            QVERIFY(!inWedge(o, neighbour(o, w + 2), w));
            QVERIFY(!inWedge(o, neighbour(o, w + 3), w));
            QCOMPARE(wedgeOf(o, neighbour(o, w)), std::optional<int>(w));
        }
        // The middle of a wedge, 60 degrees apart, and its name.
        QCOMPARE(wedgeCentreDegrees(Orientation::Flat, 0), 0.0);
        QCOMPARE(wedgeCentreDegrees(Orientation::Flat, 2), 120.0);
        QCOMPARE(wedgeCentreDegrees(Orientation::Pointy, 1), 90.0);
        QCOMPARE(wedgeName(Orientation::Pointy, 1, QStringLiteral("en")), QStringLiteral("N"));
        QCOMPARE(wedgeName(Orientation::Flat, 0, QStringLiteral("pl")), QStringLiteral("wsch."));
    }

    // KSK III.21 on the app's rosette: a direction from the centre picks the wedge it lies in; the arm through
    // direction w belongs to wedge w (as wedgeOf), and any angle is read modulo 360.
    void ksk_III_21_aDirectionPicksTheWedgeItLiesIn()
    {
        for (const Orientation o : {Orientation::Flat, Orientation::Pointy}) {
            for (int w = 0; w < kWedges; ++w) {
                const double c = wedgeCentreDegrees(o, w);
                QCOMPARE(wedgeAtDegrees(o, c), w);
                QCOMPARE(wedgeAtDegrees(o, c + 29.5), w);
                QCOMPARE(wedgeAtDegrees(o, c - 29.5), w);
                QCOMPARE(wedgeAtDegrees(o, c + 360.0), w);
                QCOMPARE(wedgeAtDegrees(o, c - 720.0), w);
                QCOMPARE(wedgeAtDegrees(o, c + 30.5), (w + 1) % kWedges);
                QCOMPARE(wedgeAtDegrees(o, directionDegrees(o, w) + 1e-9), w);
            }
            // Off the arms, the hex a direction points at is in the same wedge as wedgeOf says.
            for (const Axial &h : region(4)) {
                if (distance({0, 0}, h) == 0)
                    continue;
                int inclusive = 0;
                for (int k = 0; k < kWedges; ++k)
                    inclusive += inWedge({0, 0}, h, k) ? 1 : 0;
                if (inclusive > 1)
                    continue; // on an arm
                const QPointF p = centre(o, h, 1.0);
                const double deg = std::atan2(-p.y(), p.x()) * 180.0 / M_PI;
                QCOMPARE(wedgeAtDegrees(o, deg), *wedgeOf({0, 0}, h));
            }
        }
    }

    void hex_line_contiguousFromEndToEnd()
    {
        for (const Axial &b : region(5)) {
            const QList<Axial> l = line({0, 0}, b);
            QCOMPARE(l.size(), distance({0, 0}, b) + 1);
            QCOMPARE(l.first(), (Axial{0, 0}));
            QCOMPARE(l.last(), b);
            for (qsizetype i = 1; i < l.size(); ++i)
                QCOMPARE(distance(l[i - 1], l[i]), 1);
        }
    }

    void hex_centre_neighboursAtTheSameSpacing()
    {
        for (const Orientation o : {Orientation::Flat, Orientation::Pointy})
            for (int d = 0; d < kDirections; ++d) {
                const QPointF p = centre(o, direction(d), 1.0);
                QVERIFY(qAbs(std::hypot(p.x(), p.y()) - std::sqrt(3.0)) < 1e-9);
                // The drawing's y runs down; directionDegrees counts with y up.
                const double deg = std::atan2(-p.y(), p.x()) * 180.0 / M_PI;
                const double want = directionDegrees(o, d);
                QVERIFY2(qAbs(std::fmod(deg - want + 720.0, 360.0)) < 1e-6
                             || qAbs(std::fmod(deg - want + 720.0, 360.0) - 360.0) < 1e-6,
                         qPrintable(QStringLiteral("%1 vs %2").arg(deg).arg(want)));
            }
    }
};

QTEST_APPLESS_MAIN(TestHex)
#include "tst_hex.moc"
