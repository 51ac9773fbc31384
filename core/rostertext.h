#pragma once
// The roster as plain text for a forum post (issue 5): nation, limits, divisions with their generals, regiments
// with status and points, upgrades and totals, in Polish or English. Plain Unicode lines, no markup, so it pastes
// anywhere.
#include "validation.h"

namespace sztab {

QString rosterText(const BoundRoster &bound, const ValidationReport &report, const QString &lang);

// A nation's name in words: the "nationName" a catalogue of that nation gives, else its id with a capital.
QString nationName(const QList<const Catalogue *> &catalogues, const QString &nation, const QString &lang);

// Points as people write them: "1.5" in English, "1,5" in Polish.
QString pointsText(HalfPoints points, const QString &lang);

} // namespace sztab
