// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Points in BW-N come in halves (class A costs 0.5 per base, BWN 13.2): the program keeps them as integer
// half-points so that sums are exact, and only turns them into numbers at the edges (JSON, text).
#include <QString>
#include <compare>

namespace sztab {

struct HalfPoints {
    qint64 halves = 0;

    static constexpr HalfPoints fromHalves(qint64 h) { return HalfPoints{h}; }
    static constexpr HalfPoints fromWhole(qint64 p) { return HalfPoints{p * 2}; }

    constexpr double toDouble() const { return double(halves) / 2.0; }
    // "1.5", "32", "-0.5": the form people write and JSON carries.
    QString toString() const
    {
        const qint64 whole = halves / 2;
        const bool half = halves % 2 != 0;
        if (!half)
            return QString::number(whole);
        return (halves < 0 && whole == 0 ? QStringLiteral("-0") : QString::number(whole)) + QStringLiteral(".5");
    }

    constexpr HalfPoints &operator+=(HalfPoints o)
    {
        halves += o.halves;
        return *this;
    }
    constexpr HalfPoints &operator-=(HalfPoints o)
    {
        halves -= o.halves;
        return *this;
    }
    friend constexpr HalfPoints operator+(HalfPoints a, HalfPoints b) { return HalfPoints{a.halves + b.halves}; }
    friend constexpr HalfPoints operator-(HalfPoints a, HalfPoints b) { return HalfPoints{a.halves - b.halves}; }
    friend constexpr HalfPoints operator*(HalfPoints a, qint64 k) { return HalfPoints{a.halves * k}; }
    friend constexpr auto operator<=>(HalfPoints, HalfPoints) = default;
};

} // namespace sztab
