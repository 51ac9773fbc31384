// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "app/gui/shell/gamearea.h"

namespace sztab::gui {

GameArea macArea();

} // namespace sztab::gui
