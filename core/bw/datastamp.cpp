// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/datastamp.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace sztab {

QString contentHash(const QJsonObject &document)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(document).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
            .toHex());
}

MadeWith stampOf(const BoundRoster &bound)
{
    MadeWith m;
    m.ruleset = DataSource{bound.ruleset->id, std::nullopt, bound.rulesetHash};
    for (qsizetype i = 0; i < bound.catalogues.size(); ++i) {
        const Catalogue *c = bound.catalogues[i];
        m.catalogues << DataSource{c->id, c->catalogueVersion, bound.catalogueHashes.value(i)};
    }
    for (const BoundDivision &d : bound.divisions)
        for (const BoundRegiment &r : d.regiments) {
            if (!r.unknownUnit)
                m.units.insert(r.unit->id, UsedUnit{r.catalogue->id, r.points, r.bases});
            else if (bound.roster->madeWith && bound.roster->madeWith->units.contains(r.unit->id))
                // What the unit was when last known is all there is of it: kept, never replaced by "nothing".
                m.units.insert(r.unit->id, bound.roster->madeWith->units.value(r.unit->id));
        }
    auto general = [&](const General *g) {
        if (g)
            m.generals.insert(g->id, g->command);
    };
    general(bound.commanderInChief);
    for (const General *g : bound.corpsCommanders)
        general(g);
    for (const BoundDivision &d : bound.divisions)
        general(d.general);
    for (const General *g : bound.upgradeGenerals)
        general(g);
    return m;
}

} // namespace sztab
