// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the interface may offer for a roster, derived from the ruleset's data so that no rule lives in the app:
// the statuses a regiment may take (BWN 2.3, 13.3), whether it may hide in ambush (BWN 15.1), the historical
// divisions a division may attach to (BWN 13.2), and the upgrade table of BWN 13.3 with costs and limits in words.
#include "bw/boundroster.h"

namespace sztab {

struct StatusChoice {
    Status status = Status::Regular;
    HalfPoints price; // upgrade points for this regiment (0 for regular, or veteran by trait)
};

// Regular (unless the unit is veteran by its trait: then veteran for free, never regular, see trainingOf); veteran
// unless the veteran upgrade excludes one of the unit's traits (militia); elite only with an eligible trait
// (may-gain-elite).
QList<StatusChoice> legalStatuses(const Ruleset &ruleset, const Unit &unit, const Catalogue &catalogue);
// Ambush: only units with a trait the ambush upgrade lists (light infantry, light or irregular cavalry).
bool ambushAllowed(const Ruleset &ruleset, const Unit &unit);
// Does the upgrade's trait list allow this unit (excluded traits, then eligible ones; no list: any unit)?
bool upgradeAllowsUnit(const UpgradeDef &upgrade, const Unit &unit);

struct HistoricalChoice {
    QString id;
    Text name;
    QString catalogue;
};
// The historical divisions of the roster's catalogues that no other division of the roster is attached to.
QList<HistoricalChoice> historicalChoices(const BoundRoster &bound, qsizetype division);

// How an upgrade is set in the list (see rosteredit.h setUpgrade).
enum class UpgradeKind { Toggle, Count, Levels, Choice, Points, Regiment };
QString upgradeKindName(UpgradeKind kind); // "toggle", "count", "levels", "choice", "points", "regiment"

struct UpgradeOffer {
    QString id;
    const UpgradeDef *def = nullptr;
    UpgradeKind kind = UpgradeKind::Toggle;
    QStringList
        choices;      // terrains (by-terrain), targets (redraw: "cinc", corps and division ids), arms (extra-general)
    QString costText; // in the language asked for, numbers from the ruleset
    QString limitText;
};
// A unit trait of the catalogues (knownUnitTraits: "light-infantry", "militia"…) and an arm ("infantry", "cavalry",
// "artillery") in words, Polish or English, for the texts people read; an unknown id is returned as it is.
QString unitTraitWords(const QString &trait, const QString &lang);
QString armWords(const QString &arm, const QString &lang);

// Every upgrade of the ruleset (sorted by id), with the kind of control it needs.
QList<UpgradeOffer> upgradeOffers(const Ruleset &ruleset, const Roster &roster, const QString &lang);

} // namespace sztab
