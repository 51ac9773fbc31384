// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The special rules (traits) of units and generals and what they make of an army's command (B19 12.1–12.12): a
// unit's traits, a trait's effect in words with its numbers filled in, and the derived facts of command — each
// corps' command dice with the corps artillery's extra die (12.3) and who is an independent commander (12.1).
#include "bw/boundroster.h"

namespace sztab {

// Every trait of a unit: its catalogue traits and its profiles' special rules, each once, in that order.
QStringList unitTraits(const Unit &unit, const Catalogue &catalogue);
// A regiment's traits together with those of the units bought for it (B19 12.10: "dodaj ich właściwości").
QStringList regimentTraits(const BoundRegiment &regiment, const Regiment &written, const QList<const Catalogue *> &all);

// The trait's effect in words, its {numbers} and {measure} filled in; empty for a trait the ruleset does not know.
QString traitEffect(const Ruleset &ruleset, const QString &traitId, const QString &lang);
// "name (section)" of a trait, or the id itself when the ruleset does not know it.
QString traitName(const Ruleset &ruleset, const QString &traitId, const QString &lang);

// B19 12.7: how far dragoons who dismount in an attack still move: their attack range less the dismounting cost
// (the chapter's example: 12" less 3" leaves 9", too little for an enemy 11" away).
double dismountedAttackReach(const Ruleset &ruleset, double attackRange);

struct CorpsCommand {
    qsizetype corps = -1;               // index into roster->corps
    const General *commander = nullptr; // null: still to be drawn
    QString role;                       // the corps role ("army-reserve-artillery") or empty
    std::optional<int> ownDice;         // the commander's command dice (catalogue), when known
    int corpsArtilleryDice = 0;         // B19 12.3: the extra die for the corps artillery only
    bool corpsArtillery = false;        // the corps has corps artillery answering to its commander
    bool corpsArtilleryHasCommander = false;
    bool independentDivision = false; // B19 12.1: one division treated as a separate corps
    std::optional<int> dice() const { return ownDice ? std::optional<int>(*ownDice + corpsArtilleryDice) : ownDice; }
};

struct IndependentCommander {
    const General *general = nullptr;
    QString path;           // JSON pointer of where he stands in the roster
    bool automatic = false; // B19 12.1: by commanding an independent division, not by his own trait
};

struct CommandFacts {
    QList<CorpsCommand> corps; // same order as roster->corps
    QList<IndependentCommander> independentCommanders;
};

CommandFacts commandFacts(const BoundRoster &roster);

} // namespace sztab
