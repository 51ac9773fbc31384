// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The roster as plain text for a forum post (issue 5): nation, limits, divisions with their generals, regiments
// with status and points, upgrades and totals, in Polish or English. Plain Unicode lines, no markup, so it pastes
// anywhere.
#include "bw/validation.h"

namespace sztab {

QString rosterText(const BoundRoster &bound, const ValidationReport &report, const QString &lang);

// A nation's name in words: the "nationName" a catalogue of that nation gives, else its id with a capital.
QString nationName(const QList<const Catalogue *> &catalogues, const QString &nation, const QString &lang);

// A division as people call it: the name the player gave, else its historical division's, else "Dywizja 2" /
// "Division 2" by its place — never its id (the tree, the text and the sheets say the same).
QString divisionName(const BoundRoster &bound, qsizetype division, const QString &lang);

// Whom a draw-log entry is for, in words, from its target pointer: "Commander-in-chief", "Corps commander — I Corps",
// the division's name, "Extra general (cavalry pool)" or "Extra general — Division 3"; the pointer itself when it
// names nothing of this roster.
QString drawPlaceName(const BoundRoster &bound, const QString &pointer, const QString &lang);

// Points as people write them: "1.5" in English, "1,5" in Polish.
QString pointsText(HalfPoints points, const QString &lang);

} // namespace sztab
