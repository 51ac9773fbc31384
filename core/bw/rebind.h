// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Binding again after an edit (the app's RosterDocument): an edit changes one division's regiments, so the regiments
// of every division whose list is the very one bound last time (implicitly shared, never edited since) are taken
// from the memo instead of being bound again. The result is the same as bindRoster's (tests/core/tst_rebind.cpp).
#include "bw/boundroster.h"

namespace sztab {

// What the last successful binding was made from and gave, kept between edits. It holds copies of each division's
// regiment list: a copy shares the list's storage, so an edit of the roster detaches it and can never be mistaken for
// the list bound before. The data the memo was bound with must outlive it (as for a BoundRoster).
struct BindMemo {
    const Ruleset *ruleset = nullptr;
    QList<const Catalogue *> catalogues;
    QString rulesetHash;
    QStringList catalogueHashes;
    QList<QList<Regiment>> sources;        // per division bound: its regiments as they were
    QList<QList<BoundRegiment>> regiments; // and what they were bound to
};

// bindRoster, reusing what `memo` holds where the data and a division's regiments are unchanged; on success the memo
// is replaced by this binding's, on failure it is left as it was.
std::optional<BoundRoster> bindRoster(const Roster &roster, const DataSet &data, const QString &file, LoadError *error,
                                      BindMemo *memo);

} // namespace sztab
