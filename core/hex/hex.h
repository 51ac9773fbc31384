// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hex-grid geometry shared by the hex board games (KSK, MAC): axial coordinates, the printed map's numbering and
// orientation as data, neighbours, distance, lines, and the six 60-degree wedges seen from a hex (KSK III.20-21).
//
// Axial coordinates (q, r), cube s = -q - r. The six neighbour directions are numbered 0..5 counterclockwise on the
// screen (y down, as printed): for flat-topped hexes direction 0 points to the lower right (330 degrees, y up) and
// 2 straight up; for pointy-topped hexes direction 0 points east and 1 to the upper right.
#include "foundation/jsonio.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringView>

#include <array>
#include <compare>
#include <optional>

namespace sztab::hex {

struct Axial {
    int q = 0;
    int r = 0;
    int s() const { return -q - r; }
    friend bool operator==(const Axial &, const Axial &) = default;
    friend auto operator<=>(const Axial &, const Axial &) = default;
};

inline constexpr int kDirections = 6;

// One step in direction d (taken modulo 6).
Axial direction(int d);
Axial neighbour(Axial h, int d);
std::array<Axial, kDirections> neighbours(Axial h);

// Steps between two hexes (0 for the same hex).
int distance(Axial a, Axial b);

// The hexes a straight line from a's centre to b's centre passes through, a and b included, in order (cube
// interpolation nudged off the borders the same way every time, so the result is symmetric in length).
QList<Axial> line(Axial a, Axial b);

// The six wedges seen from a hex (KSK III.21): wedge w is the 60-degree angle whose arms run through the centres of
// the neighbours in directions w and w+1. As a partition of the plane (wedgeOf) the arm through direction w belongs
// to wedge w and the arm through w+1 to wedge w+1; inWedge is the rule's reading, both arms included ("włącznie z
// heksami, po których kreski biegną"), so a hex on an arm lies in two wedges.
inline constexpr int kWedges = 6;
// The wedge `to` lies in as seen from `from`; nullopt when they are the same hex.
std::optional<int> wedgeOf(Axial from, Axial to);
bool inWedge(Axial from, Axial to, int wedge);

enum class Orientation { Flat, Pointy };
// Which columns (flat) or rows (pointy), by their printed number, sit half a hex down (flat) or right (pointy).
enum class Shifted { Odd, Even };

// The angle, in degrees counterclockwise from east with y up, of direction d and of the middle of wedge w: what a
// diagram's rosette draws. Flat: direction d at 330 + 60d, wedge w centred on 60w. Pointy: 60d and 30 + 60w.
double directionDegrees(Orientation o, int d);
double wedgeCentreDegrees(Orientation o, int w);
// The wedge a direction from the hex's centre lies in, `degrees` counterclockwise from east with y up (any value,
// taken modulo 360): a click on a diagram's rosette. As wedgeOf, the arm through direction w belongs to wedge w.
int wedgeAtDegrees(Orientation o, double degrees);
// A compass word for the middle of wedge w ("E", "NE", …; Polish "E" is "W", "N" is "N", …): for people only.
QString wedgeName(Orientation o, int w, const QString &lang);

// The printed map: hex numbers are the column and the row, each written with `digits` digits ("0412" = column 4,
// row 12), from firstColumn/firstRow up to columns/rows many.
struct GridSpec {
    Orientation orientation = Orientation::Flat;
    Shifted shifted = Shifted::Odd;
    int firstColumn = 1;
    int firstRow = 1;
    int columns = 1;
    int rows = 1;
    int digits = 2;
    Extras extra;
    template <class IO, class Self> static void io(IO &io, Self &self);
    friend bool operator==(const GridSpec &, const GridSpec &) = default;
};

struct ColumnRow {
    int column = 0;
    int row = 0;
    friend bool operator==(const ColumnRow &, const ColumnRow &) = default;
};

Axial fromColumnRow(const GridSpec &grid, ColumnRow cr);
ColumnRow toColumnRow(const GridSpec &grid, Axial h);
bool onMap(const GridSpec &grid, Axial h);
// "0412" -> the hex; nullopt when the text is not a number of this grid or lies off the map.
std::optional<Axial> fromNumber(const GridSpec &grid, QStringView number);
QString toNumber(const GridSpec &grid, Axial h);
// The most hexes a counter on `from` can go inside wedge `wedge` without leaving the map: the farthest hex of the map
// in the wedge (KSK III.22, III.29: a distance beyond it would lead off the map). 0 when the wedge holds no hex of
// the map.
int farthestInWedge(const GridSpec &grid, Axial from, int wedge);

// The centre of a hex on a drawing, hexes of circumradius `size`, y down (for the app and the printed rosette).
QPointF centre(Orientation o, Axial h, double size);

} // namespace sztab::hex

namespace sztab {
template <> struct EnumNames<hex::Orientation> {
    static constexpr std::array<std::pair<hex::Orientation, const char *>, 2> names{
        {{hex::Orientation::Flat, "flat"}, {hex::Orientation::Pointy, "pointy"}}};
};
template <> struct EnumNames<hex::Shifted> {
    static constexpr std::array<std::pair<hex::Shifted, const char *>, 2> names{
        {{hex::Shifted::Odd, "odd"}, {hex::Shifted::Even, "even"}}};
};
} // namespace sztab

namespace sztab::hex {
template <class IO, class Self> void GridSpec::io(IO &io, Self &self)
{
    io.req("orientation", self.orientation);
    io.req("shifted", self.shifted);
    io.def("firstColumn", self.firstColumn, 1);
    io.def("firstRow", self.firstRow, 1);
    io.req("columns", self.columns);
    io.req("rows", self.rows);
    io.def("digits", self.digits, 2);
    io.check(self.columns >= 1 && self.columns <= 999, "columns", "must be 1 to 999", "musi być od 1 do 999");
    io.check(self.rows >= 1 && self.rows <= 999, "rows", "must be 1 to 999", "musi być od 1 do 999");
    io.check(self.digits >= 1 && self.digits <= 3, "digits", "must be 1 to 3", "musi być od 1 do 3");
    io.check(self.firstColumn >= 0 && self.firstRow >= 0, "firstColumn", "must not be negative", "nie może być ujemne");
    io.extras(self.extra);
}
} // namespace sztab::hex
