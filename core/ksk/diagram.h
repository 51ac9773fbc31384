// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command diagram of one division or independent brigade (KSK III.19-III.33): the order it holds now and every
// change with the stage it was made in and the way it came (III.33), so the diagram's history reads back.
#include "foundation/issue.h"
#include "ksk/scenario.h"

namespace sztab::ksk {

// How an order came to be (what the diagram's history shows and which rule allowed it).
enum class OrderPath {
    Start,            // the scenario's starting order
    CommanderInChief, // III.38: inside the commander-in-chief's range, no courier (command segment)
    CorpsRelay,       // III.46: the corps/wing commander in the C-in-C's range has the commander in his
    CorpsAttempt,     // III.47: the corps/wing commander's own attempt, 1d10 <= his rating
    CourierParked,    // II.4.3, III.42: 4..10 hexes from the C-in-C: changed at once, the courier parked
    Courier,          // III.40: a numbered courier carries it; the change comes on arrival (III.43)
    Independence,     // III.48: the commander's own test at the start of his activation, 1d10 <= rating
    Disorder,         // III.31: over half the division disordered or broken: Defence at any time
    Completed,        // III.23, III.25: the distance done, Defence at once
};

struct DiagramEntry {
    int stage = 0;
    Order order;
    OrderPath path = OrderPath::Start;
    int courier = 0; // the courier's number for CourierParked/Courier, else 0
    Text note;       // the players' own words for the order (secret like the order)
    template <class IO, class Self> static void io(IO &io, Self &self);
};

struct CommandDiagram {
    QString formation;
    Order order;                 // what he holds now; order.distance is the distance still to go (III.24)
    QList<DiagramEntry> history; // every change, oldest first (III.33)
    // A courier on his way with a new order (III.40): his number and the order he carries; 0 when none.
    int courierInbound = 0;
    template <class IO, class Self> static void io(IO &io, Self &self);
};

// III.28: by his own test a commander may take any order but Forced March. III.30: Attack and Forced March only
// towards a hex he is not on: a distance of at least 1 (his own hex is not counted, III.22).
// The rule broken as an Issue (code, section, message in both languages), or nullopt when the order may be given.
std::optional<Issue> checkOwnChange(const Order &next);
std::optional<Issue> checkOrderShape(const Order &next);

// III.31: "more than half" of the division's units disordered or broken.
bool overHalfDisordered(int units, int disorderedOrBroken);

// III.19: the most hexes an Attack/Forced March commander may gain in one stage (his movement, doubled on a forced
// march), and never more than the distance left.
int maxHexesThisStage(const Rules &rules, const Order &order);

} // namespace sztab::ksk

namespace sztab {
template <> struct EnumNames<ksk::OrderPath> {
    static constexpr std::array<std::pair<ksk::OrderPath, const char *>, 9> names{
        {{ksk::OrderPath::Start, "start"},
         {ksk::OrderPath::CommanderInChief, "commanderInChief"},
         {ksk::OrderPath::CorpsRelay, "corpsRelay"},
         {ksk::OrderPath::CorpsAttempt, "corpsAttempt"},
         {ksk::OrderPath::CourierParked, "courierParked"},
         {ksk::OrderPath::Courier, "courier"},
         {ksk::OrderPath::Independence, "independence"},
         {ksk::OrderPath::Disorder, "disorder"},
         {ksk::OrderPath::Completed, "completed"}}};
};
} // namespace sztab

namespace sztab::ksk {
QString pathRule(OrderPath p);                      // "KSK III.38", …
QString pathWord(OrderPath p, const QString &lang); // "przez gońca" / "by courier", …

template <class IO, class Self> void DiagramEntry::io(IO &io, Self &self)
{
    io.req("stage", self.stage);
    io.req("order", self.order);
    io.req("path", self.path);
    io.def("courier", self.courier, 0);
    io.def("note", self.note, Text());
}
template <class IO, class Self> void CommandDiagram::io(IO &io, Self &self)
{
    io.req("formation", self.formation);
    io.req("order", self.order);
    io.req("history", self.history);
    io.def("courierInbound", self.courierInbound, 0);
}
} // namespace sztab::ksk
