// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/rostertext.h"

#include "bw/orders.h"
#include "bw/specialrules.h"
#include "foundation/text.h"

#include <QSet>

#include <algorithm>

namespace sztab {

namespace {

// The words of the text; the numbers and names come from the roster and its data.
constexpr Word kWords[] = {
    {"nation", "Nacja", "Nation"},
    {"ruleset", "Zasady", "Rules"},
    {"limits", "Limity", "Limits"},
    {"custom", "własne", "custom"},
    {"units", "jednostki", "units"},
    {"upgrades", "ulepszenia", "upgrades"},
    {"maxBases", "najwyżej %1 podstawek", "at most %1 bases"},
    {"catalogues", "Katalogi", "Catalogues"},
    {"corps", "Korpus", "Corps"},
    {"commander", "dowódca", "commander"},
    {"division", "Dywizja", "Division"},
    {"general", "generał", "general"},
    {"notDrawn", "do wylosowania", "to be drawn"},
    {"ledByCorps", "dowodzi dowódca korpusu", "led by the corps commander"},
    {"ledByCinc", "dowodzi wódz naczelny", "led by the commander-in-chief"},
    {"extraGeneral", "dodatkowy generał", "extra general"},
    {"command", "dowodzenie", "command"},
    {"pts", "pkt", "pts"},
    {"upgradePts", "ulepszenia", "upgrade"},
    {"ambush", "zasadzka", "ambush"},
    {"bases", "podst.", "bases"},
    {"noUpgrades", "Ulepszenia: brak", "Upgrades: none"},
    {"upgradeList", "Ulepszenia", "Upgrades"},
    {"totals", "Razem", "Totals"},
    {"total", "łącznie", "total"},
    {"artillery", "artyleria", "artillery"},
    {"armyMorale", "wartość morale armii", "army morale value"},
    {"valid", "Rozpiska zgodna z zasadami", "The list keeps every rule"},
    {"invalid", "Rozpiska łamie zasady (%1)", "The list breaks rules (%1)"},
    {"warnings", "uwagi: %1", "warnings: %1"},
    {"infantry", "piechota", "infantry"},
    {"cavalry", "kawaleria", "cavalry"},
    {"mixed", "mieszana", "mixed"},
    {"pool", "pula", "pool"},
    {"madeWith", "Zrobione w programie Sztab", "Made with Sztab"},
    {"extraGeneralName", "Dodatkowy generał", "Extra general"},
    {"poolOf", "pula %1", "%1 pool"},
    {"infantryPool", "piechoty", "infantry"},
    {"cavalryPool", "kawalerii", "cavalry"},
    {"commandDice", "kostki dowodzenia", "command dice"},
    {"corpsArtilleryDie", "+%1 do artylerii korpuśnej", "+%1 for the corps artillery"},
    {"independent", "samodzielny dowódca", "independent commander"},
    {"attached", "dokupiona", "attached"},
    {"noPointsLimit", "bez limitu punktów", "no points limit"},
    {"agreedArtillery", "najwyżej %1 podstawek artylerii", "at most %1 artillery bases"},
};

QString w(const char *id, const QString &lang) { return Words(kWords).get(id, lang); }

QString signedNumber(int n) { return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n); }

QString generalText(const General *g, const QString &lang)
{
    // B19 generals are read by their command dice (12.1, 12.3); BW-N's by their command value.
    if (g->commandDice)
        return QStringLiteral("%1 (%2 %3)").arg(g->name.get(lang), w("commandDice", lang)).arg(*g->commandDice);
    return QStringLiteral("%1 (%2 %3)").arg(g->name.get(lang), w("command", lang), signedNumber(g->command));
}

} // namespace

QString pointsText(HalfPoints points, const QString &lang) { return decimalText(points.toString(), lang); }

QString nationName(const QList<const Catalogue *> &catalogues, const QString &nation, const QString &lang)
{
    for (const Catalogue *c : catalogues) {
        Text name;
        if (c->nation == nation && name.assign(c->extras.value(QStringLiteral("nationName"))) && !name.isEmpty())
            return name.get(lang);
    }
    return nation.isEmpty() ? nation : nation.left(1).toUpper() + nation.mid(1);
}

QString divisionName(const BoundRoster &bound, qsizetype d, const QString &lang)
{
    const Division &div = bound.roster->divisions[d];
    const QString name = div.name.get(lang);
    if (!name.isEmpty())
        return name;
    if (const HistoricalDivision *h = bound.divisions.value(d).historical)
        return h->name.get(lang);
    return QStringLiteral("%1 %2").arg(w("division", lang)).arg(d + 1);
}

QString drawPlaceName(const BoundRoster &bound, const QString &pointer, const QString &lang)
{
    const Roster &roster = *bound.roster;
    const QStringList parts = pointer.split(QLatin1Char('/'));
    bool ok = false;
    const qsizetype i = parts.value(2).toLongLong(&ok);
    if (pointer == QLatin1String("/commanderInChief/general"))
        return bound.ruleset->roleName(QStringLiteral("commander-in-chief"), lang);
    if (!ok || i < 0)
        return pointer;
    if (parts.value(1) == QLatin1String("divisions") && i < roster.divisions.size())
        return divisionName(bound, i, lang);
    if (parts.value(1) == QLatin1String("corps") && roster.corps && i < roster.corps->size()) {
        const RosterCorps &c = roster.corps->at(i);
        const QString name = c.name.get(lang);
        return bound.ruleset->roleName(QStringLiteral("corps"), lang) + QStringLiteral(" — ")
            + (name.isEmpty() ? c.id : name);
    }
    if (parts.value(1) == QLatin1String("upgrades") && i < roster.upgrades.size()) {
        for (qsizetype d = 0; d < bound.divisions.size(); ++d)
            if (bound.divisions[d].extraGeneral == i)
                return w("extraGeneralName", lang) + QStringLiteral(" — ") + divisionName(bound, d, lang);
        const std::optional<Arm> arm = roster.upgrades[i].arm;
        if (!arm)
            return w("extraGeneralName", lang);
        const QString pool = w(*arm == Arm::Cavalry ? "cavalryPool" : "infantryPool", lang);
        return QStringLiteral("%1 (%2)").arg(w("extraGeneralName", lang), w("poolOf", lang).arg(pool));
    }
    return pointer;
}

QString rosterText(const BoundRoster &bound, const ValidationReport &report, const QString &lang)
{
    const Roster &roster = *bound.roster;
    const Ruleset &rs = *bound.ruleset;
    const Totals &t = report.totals;
    auto pts = [&](HalfPoints p) { return pointsText(p, lang); };
    QStringList out;
    const CommandFacts facts = commandFacts(bound); // B19 12.1, 12.3
    QSet<const General *> independent;
    for (const IndependentCommander &ic : facts.independentCommanders)
        independent.insert(ic.general);

    const QString title = roster.name.get(lang);
    out << (title.isEmpty() ? QStringLiteral("—") : title);
    out << QStringLiteral("%1: %2 · %3: %4")
               .arg(w("nation", lang), nationName(bound.catalogues, roster.nation, lang), w("ruleset", lang),
                    rs.name.get(lang));
    const EffectiveLimits &l = bound.limits;
    QString limits = l.presetId.isEmpty() ? w("custom", lang) : rs.presets.value(l.presetId).name.get(lang);
    const bool points = rs.hasPoints(); // B19: no points system, the players agree the size of the battle
    if (points)
        limits +=
            QStringLiteral(": %1 %2 + %3 %4").arg(pts(l.units), w("units", lang), pts(l.upgrades), w("upgrades", lang));
    if (l.maxBases)
        limits += QStringLiteral(", ") + w("maxBases", lang).arg(*l.maxBases);
    if (!points && roster.limits.artillery)
        limits += QStringLiteral(", ") + w("agreedArtillery", lang).arg(*roster.limits.artillery);
    out << QStringLiteral("%1: %2").arg(w("limits", lang), limits);
    QStringList catalogueNames;
    for (const Catalogue *c : bound.catalogues)
        catalogueNames << c->name.get(lang);
    out << QStringLiteral("%1: %2").arg(w("catalogues", lang), catalogueNames.join(QStringLiteral("; ")));
    out << QString();

    out << QStringLiteral("%1: %2").arg(bound.ruleset->roleName(QStringLiteral("commander-in-chief"), lang),
                                        bound.commanderInChief ? generalText(bound.commanderInChief, lang)
                                                               : w("notDrawn", lang));

    auto division = [&](qsizetype d, const QString &indent) {
        const Division &div = roster.divisions[d];
        const BoundDivision &bd = bound.divisions[d];
        const QString name = divisionName(bound, d, lang);
        QString arm = w(enumName(div.arm), lang);
        if (div.arm == DivisionArm::Mixed && div.pool)
            arm += QStringLiteral(", %1: %2").arg(w("pool", lang), w(enumName(*div.pool), lang));
        HalfPoints divisionPoints = bd.generalCost;
        for (const BoundRegiment &r : bd.regiments)
            divisionPoints += r.points;
        if (div.role && rs.organisation)
            arm += QStringLiteral(", ") + rs.organisation->divisionRoles.value(*div.role).name.get(lang);
        if (points)
            out << QStringLiteral("%1%2 (%3) — %4 %5").arg(indent, name, arm, pts(divisionPoints), w("pts", lang));
        else
            out << QStringLiteral("%1%2 (%3)").arg(indent, name, arm);
        const bool inCorps = roster.corps
            && std::any_of(roster.corps->cbegin(), roster.corps->cend(),
                           [&](const RosterCorps &c) { return c.divisions.contains(div.id); });
        QString general = bd.commandedByCorps ? w(inCorps ? "ledByCorps" : "ledByCinc", lang)
            : bd.general                      ? generalText(bd.general, lang)
                                              : w("notDrawn", lang);
        if (bd.extraGeneral >= 0) // BWN 13.3: the extra general leads it
            general = w("extraGeneral", lang) + QStringLiteral(": ") + general;
        if (bd.general && independent.contains(bd.general))
            general += QStringLiteral(", ") + w("independent", lang);
        out << QStringLiteral("%1  %2: %3").arg(indent, w("general", lang), general);
        for (qsizetype r = 0; r < bd.regiments.size(); ++r) {
            const BoundRegiment &br = bd.regiments[r];
            const Regiment &reg = div.regiments[r];
            QString line = QStringLiteral("%1  - %2").arg(indent, br.unit->name.get(lang));
            if (reg.status != Status::Regular)
                line +=
                    QStringLiteral(", %1").arg(rs.training.value(QLatin1String(enumName(reg.status))).name.get(lang));
            if (reg.ambush)
                line += QStringLiteral(", %1").arg(w("ambush", lang));
            for (const QString &id : reg.attached.value_or(QStringList())) { // B19 12.10
                const Unit *a = nullptr;
                for (const Catalogue *c : bound.catalogues)
                    if ((a = c->unit(id)))
                        break;
                line += QStringLiteral(", %1: %2").arg(w("attached", lang), a ? a->name.get(lang) : id);
            }
            if (points)
                line += QStringLiteral(" — %1 %2, %3 %4")
                            .arg(pts(br.points), w("pts", lang))
                            .arg(br.bases)
                            .arg(w("bases", lang));
            else
                line += QStringLiteral(" — %1 %2").arg(br.bases).arg(w("bases", lang));
            const HalfPoints extra = br.statusPrice + br.ambushPrice;
            if (extra.halves > 0)
                line += QStringLiteral(" (+%1 %2)").arg(pts(extra), w("upgradePts", lang));
            out << line;
        }
    };

    QList<bool> shown(roster.divisions.size(), false);
    if (roster.corps)
        for (qsizetype k = 0; k < roster.corps->size(); ++k) {
            const RosterCorps &c = roster.corps->at(k);
            const General *g = bound.corpsCommanders.value(k);
            out << QString();
            QString commander = g ? generalText(g, lang) : w("notDrawn", lang);
            const CorpsCommand &cc = facts.corps.value(k);
            if (cc.corpsArtilleryDice > 0) // B19 12.3
                commander += QStringLiteral(", ") + w("corpsArtilleryDie", lang).arg(cc.corpsArtilleryDice);
            if (g && independent.contains(g)) // B19 12.1
                commander += QStringLiteral(", ") + w("independent", lang);
            QString corpsName = c.name.isEmpty() ? c.id : c.name.get(lang);
            if (c.role && rs.organisation)
                corpsName += QStringLiteral(" (%1)").arg(rs.organisation->corpsRoles.value(*c.role).name.get(lang));
            out << QStringLiteral("%1: %2 — %3: %4").arg(w("corps", lang), corpsName, w("commander", lang), commander);
            for (const QString &id : c.divisions)
                for (qsizetype d = 0; d < roster.divisions.size(); ++d)
                    if (roster.divisions[d].id == id && !shown[d]) {
                        shown[d] = true;
                        division(d, QStringLiteral("  "));
                    }
        }
    for (qsizetype d = 0; d < roster.divisions.size(); ++d)
        if (!shown[d]) {
            out << QString();
            division(d, QString());
        }

    out << QString();
    if (roster.upgrades.isEmpty() && rs.upgrades.isEmpty()) {
        // B19: no upgrade table, nothing to say
    } else if (roster.upgrades.isEmpty())
        out << w("noUpgrades", lang);
    else {
        out << w("upgradeList", lang) + QLatin1Char(':');
        for (qsizetype u = 0; u < roster.upgrades.size(); ++u) {
            const RosterUpgrade &up = roster.upgrades[u];
            const UpgradeDef *def = rs.upgrade(up.id);
            QString line = QStringLiteral("  - %1").arg(def ? def->name.get(lang) : up.id);
            QStringList detail;
            if (up.levels)
                detail << QStringLiteral("×%1").arg(*up.levels);
            if (up.count)
                detail << QStringLiteral("×%1").arg(*up.count);
            if (up.terrain)
                detail << rs.terrain.types.value(*up.terrain).name.get(lang);
            if (up.arm)
                detail << w(enumName(*up.arm), lang);
            if (up.target)
                detail << *up.target;
            if (const General *g = bound.upgradeGenerals.value(u))
                detail << g->name.get(lang);
            if (!detail.isEmpty())
                line += QStringLiteral(" (%1)").arg(detail.join(QStringLiteral(", ")));
            line += QStringLiteral(" — %1 %2").arg(pts(bound.upgradePrices.value(u)), w("pts", lang));
            out << line;
        }
    }

    if (!(roster.upgrades.isEmpty() && rs.upgrades.isEmpty()))
        out << QString();
    if (points) {
        QString totals =
            QStringLiteral("%1: %2 %3/%4, %5 %6/%7, %8 %9/%10")
                .arg(w("totals", lang), w("units", lang), pts(t.armyValue()), pts(l.units), w("upgrades", lang),
                     pts(t.upgrades), pts(l.upgrades), w("total", lang), pts(t.total()))
                .arg(pts(l.total()));
        totals += QStringLiteral(", %1 %2").arg(w("bases", lang)).arg(t.bases);
        if (l.maxBases)
            totals += QStringLiteral("/%1").arg(*l.maxBases);
        totals += QStringLiteral(", %1 %2/%3").arg(w("artillery", lang)).arg(t.artilleryBases).arg(t.artilleryLimit);
        totals += QStringLiteral(", %1 %2").arg(w("armyMorale", lang)).arg(t.armyMoraleValue);
        out << totals;
    } else {
        QString totals = QStringLiteral("%1: %2 %3").arg(w("totals", lang), w("bases", lang)).arg(t.bases);
        if (l.maxBases)
            totals += QStringLiteral("/%1").arg(*l.maxBases);
        totals += QStringLiteral(", %1 %2").arg(w("artillery", lang)).arg(t.artilleryBases);
        if (roster.limits.artillery)
            totals += QStringLiteral("/%1").arg(*roster.limits.artillery);
        out << totals;
    }
    const int errors = report.count(Severity::Error);
    const int warnings = report.count(Severity::Warning);
    QString verdict = errors == 0 ? w("valid", lang) : w("invalid", lang).arg(errors);
    if (warnings > 0)
        verdict += QStringLiteral(" (%1)").arg(w("warnings", lang).arg(warnings));
    out << verdict;
    out << QStringLiteral("— %1").arg(w("madeWith", lang));
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace sztab
