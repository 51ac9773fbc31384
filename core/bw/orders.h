// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The order test of BWN 5.3–5.9 as a calculator: the number a division general needs on 2d6 for an order, and the
// activation and transfer thresholds of 5.7–5.8. Every number comes from the ruleset's "orders" block.
#include "bw/ruleset.h"

namespace sztab {

struct OrderQuery {
    OrderType type = OrderType::Move;
    double distance = 0; // in the ruleset's measure, edge to edge (BWN 5.3)
    int command = 0;     // the division general's command value
    int individual = 0;  // 0: the order to the division; K >= 1: the K-th individual order (BWN 5.5)
    Issuer issuer = Issuer::CommanderInChief;
    int turn = 0; // 0: not given
};

struct OrderResult {
    int band = 0;       // index into OrderRules::bands
    int tableValue = 0; // the table's number for the order and distance
    int increment = 0;  // added for an individual order
    int target = 0;     // tableValue + increment
    int needed = 0;     // smallest 2d6 roll that passes with the command value added (13: none does)
    double chance = 0;  // percent, exact
    bool automatic = false;
    bool possible = true; // false when the needed roll, command applied, is 13 or more (BWN 5.5)
};

// Exact chance, in percent, that 2d6 rolls at least `needed`.
double chanceOf2d6AtLeast(int needed);

int distanceBand(const OrderRules &rules, double distance);
OrderResult orderTest(const OrderRules &rules, const OrderQuery &query);

struct ThresholdResult {
    bool automatic = false;
    int target = 0; // the 2d6 number before the command value
    int needed = 0; // after it
    double chance = 100;
};

// BWN 5.7: a regiment's activation, by its distance to its division general.
ThresholdResult activationTest(const OrderRules &rules, double distance, int command, int turn = 0);
// BWN 5.8: handing a regiment to another division general (automatic in the turns of 5.9).
ThresholdResult transferTest(const OrderRules &rules, double distance, int command, int turn = 0);

// BWN 6.3: a general's character from his command value and traits.
Character characterOf(const OrderRules &rules, int command, const QStringList &traits);

} // namespace sztab
