// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The map's handles on a selected rectangle piece: the core's (core/table/rectanglehandles.h), named here for the
// map item and the document.
#include "table/rectanglehandles.h"

namespace sztab::gui {

using plan::acrossAxis;
using plan::alongAxis;
using plan::bearingTo;
using plan::handlePoint;
using plan::HandleSigns;
using plan::kResizeHandles;

} // namespace sztab::gui
