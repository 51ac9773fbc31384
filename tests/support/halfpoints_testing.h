// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lets QCOMPARE print half-points ("31.5") when a comparison fails.
#include "foundation/halfpoints.h"

#include <QTest>

namespace sztab {
inline char *toString(const HalfPoints &p) { return QTest::toString(p.toString()); }
} // namespace sztab
