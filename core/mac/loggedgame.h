// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A MAC game file as the commands every logged game shares see it (foundation/loggedgame.h).
#include "foundation/loggedgame.h"

namespace sztab::mac {

const LoggedGameKind &loggedGameKind();

} // namespace sztab::mac
