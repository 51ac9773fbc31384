// SPDX-License-Identifier: GPL-3.0-or-later
// Every game system, in one place: a new game adds its line here (and its area in app/gui/registeredareas.cpp).
#include "games/registeredgames.h"

#include "bw/filekinds.h"
#include "ksk/filekinds.h"
#include "mac/filekinds.h"

namespace sztab {

void registerEveryGame()
{
    bw::registerFileKinds();
    ksk::registerFileKinds();
    mac::registerFileKinds();
}

} // namespace sztab
