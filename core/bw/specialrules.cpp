// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/specialrules.h"

#include <QSet>

namespace sztab {

QStringList unitTraits(const Unit &unit, const Catalogue &catalogue)
{
    QStringList out = unit.traits;
    for (const BaseGroup &g : unit.bases)
        if (const Profile *p = catalogue.profile(g.profile))
            for (const QString &rule : p->rules)
                if (!out.contains(rule))
                    out << rule;
    out.removeDuplicates();
    return out;
}

QStringList regimentTraits(const BoundRegiment &regiment, const Regiment &written, const QList<const Catalogue *> &all)
{
    if (!regiment.unit || !regiment.catalogue)
        return {};
    QStringList out = unitTraits(*regiment.unit, *regiment.catalogue);
    for (const QString &id : written.attached.value_or(QStringList()))
        for (const Catalogue *c : all)
            if (const Unit *u = c->unit(id)) {
                for (const QString &t : unitTraits(*u, *c))
                    if (t != QLatin1String("attached-unit") && !out.contains(t))
                        out << t;
                break;
            }
    return out;
}

QString traitEffect(const Ruleset &ruleset, const QString &traitId, const QString &lang)
{
    const TraitDef *t = ruleset.trait(traitId);
    if (!t)
        return {};
    QString text = t->effect.get(lang);
    for (auto it = t->numbers.cbegin(); it != t->numbers.cend(); ++it) {
        QString n = QString::number(it.value(), 'g', 6);
        if (isPolish(lang))
            n.replace(QLatin1Char('.'), QLatin1Char(','));
        text.replace(QLatin1Char('{') + it.key() + QLatin1Char('}'), n);
    }
    const QString unit = ruleset.measure == QLatin1String("in") ? QStringLiteral("\"") : QStringLiteral(" cm");
    text.replace(QStringLiteral("{measure}"), unit);
    return text;
}

QString traitName(const Ruleset &ruleset, const QString &traitId, const QString &lang)
{
    const TraitDef *t = ruleset.trait(traitId);
    return t ? t->name.get(lang) : ruleset.specialRules.value(traitId, Text(traitId)).get(lang);
}

double dismountedAttackReach(const Ruleset &ruleset, double attackRange)
{
    const TraitDef *dragoons = ruleset.trait(QStringLiteral("dragoons"));
    return dragoons ? attackRange - dragoons->number(QStringLiteral("mountCost")) : attackRange;
}

CommandFacts commandFacts(const BoundRoster &b)
{
    CommandFacts facts;
    const Ruleset &rs = *b.ruleset;
    const Organisation *org = rs.organisation ? &*rs.organisation : nullptr;
    const TraitDef *corpsArtilleryTrait = rs.trait(QStringLiteral("corps-artillery"));
    const int extraDie = corpsArtilleryTrait ? int(corpsArtilleryTrait->number(QStringLiteral("extraCommandDice"))) : 0;
    const QString independentTrait = org && org->independentDivision ? org->independentDivision->trait : QString();
    const bool singleIsIndependent = rs.readings.flag(QStringLiteral("singleDivisionCorpsIsIndependent"));

    auto divisionIndex = [&](const QString &id) -> qsizetype {
        for (qsizetype d = 0; d < b.roster->divisions.size(); ++d)
            if (b.roster->divisions[d].id == id)
                return d;
        return -1;
    };
    auto ledByCorps = [&](qsizetype d) {
        const auto &role = b.roster->divisions[d].role;
        return role && org && org->divisionRoles.value(*role).ledByCorpsCommander;
    };
    QSet<const General *> named;
    auto addIndependent = [&](const General *g, const QString &path, bool automatic) {
        if (!g || named.contains(g))
            return;
        named.insert(g);
        facts.independentCommanders << IndependentCommander{g, path, automatic};
    };

    if (b.roster->corps)
        for (qsizetype k = 0; k < b.roster->corps->size(); ++k) {
            const RosterCorps &rc = b.roster->corps->at(k);
            CorpsCommand cc;
            cc.corps = k;
            cc.commander = b.corpsCommanders.value(k);
            cc.role = rc.role.value_or(QString());
            if (cc.commander)
                cc.ownDice = cc.commander->commandDice;
            qsizetype ownDivision = -1;
            int own = 0;
            for (const QString &id : rc.divisions) {
                const qsizetype d = divisionIndex(id);
                if (d < 0)
                    continue;
                if (ledByCorps(d)) {
                    if (b.divisions[d].regiments.isEmpty())
                        continue;
                    cc.corpsArtillery = true;
                    // B19 12.3: a commander of its own takes its tests; the corps commander gets no extra die.
                    if (b.divisions[d].general)
                        cc.corpsArtilleryHasCommander = true;
                } else {
                    ownDivision = d;
                    ++own;
                }
            }
            if (cc.corpsArtillery && !cc.corpsArtilleryHasCommander)
                cc.corpsArtilleryDice = extraDie;
            // B19 12.1: a division alone in a corps of no special role is an independent division treated as a
            // separate corps; whoever leads it is an independent commander: the corps commander (BWN 13.4's
            // reading, kept by B19: a corps of one division needs no general of its own), else its general.
            cc.independentDivision =
                singleIsIndependent && cc.role.isEmpty() && own == 1 && !independentTrait.isEmpty();
            if (cc.independentDivision) {
                const BoundDivision &d = b.divisions[ownDivision];
                if (d.commandedByCorps || !d.general) // BWN 13.4's reading: the corps commander leads it
                    addIndependent(cc.commander, QStringLiteral("/corps/%1/commander").arg(k), true);
                else
                    addIndependent(d.general, QStringLiteral("/divisions/%1/general").arg(ownDivision), true);
            }
            facts.corps << cc;
        }

    // Generals who have the trait of their own.
    if (!independentTrait.isEmpty()) {
        auto byTrait = [&](const General *g, const QString &path) {
            if (g && g->traits.contains(independentTrait))
                addIndependent(g, path, false);
        };
        byTrait(b.commanderInChief, QStringLiteral("/commanderInChief/general"));
        for (qsizetype k = 0; k < b.corpsCommanders.size(); ++k)
            byTrait(b.corpsCommanders[k], QStringLiteral("/corps/%1/commander").arg(k));
        for (qsizetype d = 0; d < b.divisions.size(); ++d)
            byTrait(b.divisions[d].general, QStringLiteral("/divisions/%1/general").arg(d));
    }
    return facts;
}

} // namespace sztab
