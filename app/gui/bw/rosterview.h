// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a RosterDocument hands its models after every change: the roster, bound to its data, and its verdict.
// The pointers stay valid until the next update (the document owns them); all null for an empty document.
#include "bw/validation.h"

namespace sztab::gui {

struct RosterView {
    const Roster *roster = nullptr;
    const BoundRoster *bound = nullptr;
    const ValidationReport *report = nullptr;
    QString lang = QStringLiteral("en");
    bool isEmpty() const { return !roster || !bound || !report; }
};

} // namespace sztab::gui
