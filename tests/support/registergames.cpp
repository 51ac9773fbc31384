// SPDX-License-Identifier: GPL-3.0-or-later
// Every test program knows every game's kinds of file as bwn and sztab do: registered before main() runs, so that
// tests without a QCoreApplication (QTEST_APPLESS_MAIN) know them too. The registry is built on first use, so the
// order of static initialisation does not matter.
#include "games/registeredgames.h"

namespace {

[[maybe_unused]] const bool registeredAtStart = (sztab::registerEveryGame(), true);

} // namespace
