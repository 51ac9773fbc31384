// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the bundled data (rulesets, catalogues, scenarios, schemas: every game's) is: $SZTAB_DATA_DIR, else the
// installed share/sztab/data beside the program, else the source tree's data/ (a build that is not installed).
#include <QString>

namespace sztab {

QString bundledDataDir();

} // namespace sztab
