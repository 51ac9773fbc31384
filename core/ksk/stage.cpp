// SPDX-License-Identifier: GPL-3.0-or-later
// STUB: published API first (issue 20); the rules follow.
#include "ksk/game.h"
