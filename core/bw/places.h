// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The BW family's places as a person names them (foundation/placenames.h): a roster's divisions and regiments by
// their names ("26 Dywizja Piechoty (Kamieniecki), 1 Pułk Piechoty") or, unnamed, by ordinals ("1st division, 3rd
// regiment"); a plan's terrain pieces, deployed divisions and objectives; a catalogue's units, generals and profiles.
#include "bw/boundroster.h"
#include "foundation/placenames.h"

namespace sztab {

// A roster as the app holds it: divisions and corps by their names, regiments by their units' names (`bound` may
// be null: regiments then by ordinals).
PlaceNamer rosterPlaces(const Roster &roster, const BoundRoster *bound);
// A roster file as read after a load error: its names from the JSON, its units' names from `data` (may be null).
PlaceNamer rosterPlaces(const QJsonObject &roster, const DataSet *data);

PlaceNamer planPlaces(const QJsonObject &plan);
PlaceNamer cataloguePlaces(const QJsonObject &catalogue);

} // namespace sztab
