// SPDX-License-Identifier: GPL-3.0-or-later
// STUB (published API first, for the app's helper): the side's view follows.
#include "mac/secrets.h"

namespace sztab::mac {

QJsonObject gameViewForSide(const Game &, const Scenario &, Side) { return {}; }

} // namespace sztab::mac
