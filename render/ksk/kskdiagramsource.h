// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The printed sheets of one side filled from a game (issue 20 item 6): its command diagrams as they stand, with
// their history, its own couriers (the orders they carry included) and the stage log (initiative and activations,
// which both sides see at the table). Nothing of the other side's orders or couriers' messages is read: a sheet for
// A never holds B's orders in transit.
#include "ksk/game.h"
#include "render/ksk/kskdiagramsheet.h"

#include <optional>

namespace sztab::kskrender {

// `side` nullopt: empty diagrams without names. `blank`: the side's formations named, nothing else filled in.
KskSheetModel sheetsForSide(const ksk::GameDocument &game, const ksk::GameState &state, std::optional<ksk::Side> side,
                            const QString &lang, bool blank);
// Blank diagrams for the table: the scenario's formations of `side` named when both are given, else unnamed.
KskSheetModel blankSheets(const ksk::Scenario *scenario, std::optional<ksk::Side> side, const QString &lang);

} // namespace sztab::kskrender
