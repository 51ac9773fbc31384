// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A KSK game file as the commands every logged game shares see it (foundation/loggedgame.h).
#include "foundation/loggedgame.h"

namespace sztab::ksk {

const LoggedGameKind &loggedGameKind();

} // namespace sztab::ksk
