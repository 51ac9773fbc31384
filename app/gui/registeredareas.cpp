// SPDX-License-Identifier: GPL-3.0-or-later
// Every game's area, in the order the window shows them. A new game adds its area here, one line (and its kinds of
// file in core/games/registeredgames.cpp).
#include "app/gui/bw/bwareas.h"
#include "app/gui/ksk/kskarea.h"
#include "app/gui/mac/macarea.h"
#include "app/gui/shell/gameareas.h"
#include "games/registeredgames.h"

namespace sztab::gui {

void registerGameAreas()
{
    registerEveryGame();
    GameAreas::add(rosterArea());
    GameAreas::add(plannerArea());
    GameAreas::add(kskArea());
    GameAreas::add(macArea());
}

} // namespace sztab::gui
