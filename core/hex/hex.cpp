// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hex.h"

#include "foundation/text.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace sztab::hex {

namespace {

constexpr std::array<Axial, kDirections> kSteps{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

int wrap(int d) { return ((d % kDirections) + kDirections) % kDirections; }

// Round fractional cube coordinates to the hex containing them.
Axial roundCube(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

// v as a*step[w] + b*step[w+1]: adjacent steps are a basis of the lattice (determinant 1), so a and b are whole.
std::pair<int, int> inBasis(Axial v, int w)
{
    const Axial e = kSteps[wrap(w)], f = kSteps[wrap(w + 1)];
    const int det = e.q * f.r - e.r * f.q;
    const int a = (v.q * f.r - v.r * f.q) / det;
    const int b = (e.q * v.r - e.r * v.q) / det;
    return {a, b};
}

} // namespace

Axial direction(int d) { return kSteps[wrap(d)]; }

Axial neighbour(Axial h, int d)
{
    const Axial s = direction(d);
    return {h.q + s.q, h.r + s.r};
}

std::array<Axial, kDirections> neighbours(Axial h)
{
    std::array<Axial, kDirections> out{};
    for (int d = 0; d < kDirections; ++d)
        out[d] = neighbour(h, d);
    return out;
}

int distance(Axial a, Axial b)
{
    const int dq = a.q - b.q, dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

QList<Axial> line(Axial a, Axial b)
{
    const int n = distance(a, b);
    QList<Axial> out;
    out.reserve(n + 1);
    // A fixed nudge keeps the line off the borders between hexes, so ties break the same way everywhere.
    constexpr double eq = 1e-6, er = 2e-6;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : double(i) / n;
        out.append(roundCube(a.q + eq + (b.q - a.q) * t, a.r + er + (b.r - a.r) * t));
    }
    return out;
}

std::optional<int> wedgeOf(Axial from, Axial to)
{
    const Axial v{to.q - from.q, to.r - from.r};
    if (v.q == 0 && v.r == 0)
        return std::nullopt;
    for (int w = 0; w < kWedges; ++w) {
        const auto [a, b] = inBasis(v, w);
        if (a >= 1 && b >= 0)
            return w;
    }
    return std::nullopt; // unreachable: the six half-open cones cover every other hex
}

bool inWedge(Axial from, Axial to, int wedge)
{
    const Axial v{to.q - from.q, to.r - from.r};
    if (v.q == 0 && v.r == 0)
        return false;
    const auto [a, b] = inBasis(v, wedge);
    return a >= 0 && b >= 0;
}

double directionDegrees(Orientation o, int d)
{
    const double base = o == Orientation::Flat ? 330.0 : 0.0;
    return std::fmod(base + 60.0 * wrap(d), 360.0);
}

double wedgeCentreDegrees(Orientation o, int w) { return std::fmod(directionDegrees(o, w) + 30.0, 360.0); }

int wedgeAtDegrees(Orientation o, double degrees)
{
    // Wedge w spans [direction w, direction w + 60): count whole 60s from direction 0.
    double from0 = std::fmod(degrees - directionDegrees(o, 0), 360.0);
    if (from0 < 0)
        from0 += 360.0;
    return std::min(kWedges - 1, int(std::floor(from0 / 60.0)));
}

QString wedgeName(Orientation o, int w, const QString &lang)
{
    // Eight compass words; the wedge's middle is a multiple of 30 degrees, so the nearest of the eight names it.
    static const char *const en[] = {"E", "NE", "N", "NW", "W", "SW", "S", "SE"};
    static const char *const plWords[] = {"wsch.", "płn.-wsch.", "płn.", "płn.-zach.",
                                          "zach.", "płd.-zach.", "płd.", "płd.-wsch."};
    const double deg = wedgeCentreDegrees(o, w);
    const int octant = int(std::lround(deg / 45.0)) % 8;
    return isPolish(lang) ? QString::fromUtf8(plWords[octant]) : QString::fromLatin1(en[octant]);
}

Axial fromColumnRow(const GridSpec &grid, ColumnRow cr)
{
    const bool oddShift = grid.shifted == Shifted::Odd;
    if (grid.orientation == Orientation::Flat) {
        const int c = cr.column, parity = c & 1;
        const int shift = oddShift ? (c - parity) / 2 : (c + parity) / 2;
        return {c, cr.row - shift};
    }
    const int r = cr.row, parity = r & 1;
    const int shift = oddShift ? (r - parity) / 2 : (r + parity) / 2;
    return {cr.column - shift, r};
}

ColumnRow toColumnRow(const GridSpec &grid, Axial h)
{
    const bool oddShift = grid.shifted == Shifted::Odd;
    if (grid.orientation == Orientation::Flat) {
        const int c = h.q, parity = c & 1;
        const int shift = oddShift ? (c - parity) / 2 : (c + parity) / 2;
        return {c, h.r + shift};
    }
    const int r = h.r, parity = r & 1;
    const int shift = oddShift ? (r - parity) / 2 : (r + parity) / 2;
    return {h.q + shift, r};
}

bool onMap(const GridSpec &grid, Axial h)
{
    const ColumnRow cr = toColumnRow(grid, h);
    return cr.column >= grid.firstColumn && cr.column < grid.firstColumn + grid.columns && cr.row >= grid.firstRow
        && cr.row < grid.firstRow + grid.rows;
}

int farthestInWedge(const GridSpec &grid, Axial from, int wedge)
{
    int farthest = 0;
    for (int c = grid.firstColumn; c < grid.firstColumn + grid.columns; ++c)
        for (int r = grid.firstRow; r < grid.firstRow + grid.rows; ++r) {
            const Axial h = fromColumnRow(grid, {c, r});
            if (inWedge(from, h, wedge))
                farthest = std::max(farthest, distance(from, h));
        }
    return farthest;
}

std::optional<Axial> fromNumber(const GridSpec &grid, QStringView number)
{
    const QStringView n = number.trimmed();
    if (n.size() != 2 * grid.digits)
        return std::nullopt;
    for (const QChar c : n)
        if (!c.isDigit() || c.unicode() > '9')
            return std::nullopt;
    bool okC = false, okR = false;
    const int c = n.left(grid.digits).toInt(&okC);
    const int r = n.mid(grid.digits).toInt(&okR);
    if (!okC || !okR)
        return std::nullopt;
    const Axial h = fromColumnRow(grid, {c, r});
    if (!onMap(grid, h))
        return std::nullopt;
    return h;
}

QString toNumber(const GridSpec &grid, Axial h)
{
    const ColumnRow cr = toColumnRow(grid, h);
    return QStringLiteral("%1%2")
        .arg(cr.column, grid.digits, 10, QLatin1Char('0'))
        .arg(cr.row, grid.digits, 10, QLatin1Char('0'));
}

QPointF centre(Orientation o, Axial h, double size)
{
    const double root3 = std::sqrt(3.0);
    if (o == Orientation::Flat)
        return {size * 1.5 * h.q, size * root3 * (h.r + h.q / 2.0)};
    return {size * root3 * (h.q + h.r / 2.0), size * 1.5 * h.r};
}

} // namespace sztab::hex
