// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A roster remembers what it was made with (Roster::madeWith), so that data changing under it — a new edition of a
// catalogue, a club's official statistics replacing the demo ones — is reported, never silently applied.
#include "bw/boundroster.h"

namespace sztab {

// The stamp for a bound roster as its data stands now; save it with the roster.
MadeWith stampOf(const BoundRoster &bound);

// The content hash a DataSource records, of a ruleset's or catalogue's JSON.
QString contentHash(const QJsonObject &document);

} // namespace sztab
