// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/rostersummary.h"

#include "bw/specialrules.h"

#include "foundation/text.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace sztab {

QJsonObject reportToJson(const CheckedRoster &checked, const QString &file, const QString &lang)
{
    const Totals &t = checked.report.totals;
    const EffectiveLimits &l = checked.bound->limits;
    QJsonObject points{{QStringLiteral("units"), t.armyValue().toDouble()},
                       {QStringLiteral("upgrades"), t.upgrades.toDouble()},
                       {QStringLiteral("total"), t.total().toDouble()},
                       {QStringLiteral("unitsLimit"), l.units.toDouble()},
                       {QStringLiteral("upgradesLimit"), l.upgrades.toDouble()},
                       {QStringLiteral("totalLimit"), l.total().toDouble()},
                       {QStringLiteral("unitsOnly"), t.unitPoints.toDouble()},
                       {QStringLiteral("generals"), t.generalPoints.toDouble()}};
    QJsonArray issues;
    for (const Issue &i : checked.report.issues) {
        QJsonObject issue = issueToJson(i, lang);
        issue.insert(QStringLiteral("messages"), i.message.toJson());
        issues.append(issue);
    }
    QJsonObject o{{QStringLiteral("file"), file},
                  {QStringLiteral("name"), checked.roster->name.get(lang)},
                  {QStringLiteral("valid"), checked.report.valid()},
                  {QStringLiteral("points"), points},
                  {QStringLiteral("bases"), t.bases},
                  {QStringLiteral("artilleryBases"), t.artilleryBases},
                  {QStringLiteral("artilleryLimit"), t.artilleryLimit},
                  {QStringLiteral("armyMorale"), t.armyMoraleValue},
                  {QStringLiteral("issues"), issues}};
    if (l.maxBases)
        o.insert(QStringLiteral("basesLimit"), *l.maxBases);
    if (checked.bound->ruleset->organisation)
        o.insert(QStringLiteral("command"), commandToJson(*checked.bound, lang));
    return o;
}

QJsonObject commandToJson(const BoundRoster &bound, const QString &lang)
{
    const CommandFacts facts = commandFacts(bound);
    QJsonArray corps;
    for (const CorpsCommand &c : facts.corps) {
        const RosterCorps &rc = bound.roster->corps->at(c.corps);
        QJsonObject o{{QStringLiteral("id"), rc.id},
                      {QStringLiteral("commander"), c.commander ? QJsonValue(c.commander->id) : QJsonValue()},
                      {QStringLiteral("corpsArtillery"), c.corpsArtillery},
                      {QStringLiteral("corpsArtilleryCommander"), c.corpsArtilleryHasCommander},
                      {QStringLiteral("corpsArtilleryDice"), c.corpsArtilleryDice},
                      {QStringLiteral("independentDivision"), c.independentDivision}};
        if (!c.role.isEmpty())
            o.insert(QStringLiteral("role"), c.role);
        if (c.ownDice)
            o.insert(QStringLiteral("ownCommandDice"), *c.ownDice);
        if (const std::optional<int> dice = c.dice())
            o.insert(QStringLiteral("commandDice"), *dice);
        corps.append(o);
    }
    QJsonArray independent;
    for (const IndependentCommander &i : facts.independentCommanders)
        independent.append(QJsonObject{{QStringLiteral("general"), i.general->id},
                                       {QStringLiteral("name"), i.general->name.get(lang)},
                                       {QStringLiteral("path"), i.path},
                                       {QStringLiteral("automatic"), i.automatic}});
    return QJsonObject{{QStringLiteral("corps"), corps}, {QStringLiteral("independentCommanders"), independent}};
}

QString reportToText(const CheckedRoster &checked, const QString &file, const QString &lang)
{
    const Totals &t = checked.report.totals;
    const EffectiveLimits &l = checked.bound->limits;
    const bool pl = isPolish(lang);
    const int errors = checked.report.count(Severity::Error);
    const int warnings = checked.report.count(Severity::Warning);
    QString verdict = errors == 0 ? (pl ? QStringLiteral("zgodna z zasadami") : QStringLiteral("legal"))
                                  : (pl ? QStringLiteral("błędy: %1") : QStringLiteral("%1 error(s)")).arg(errors);
    if (warnings)
        verdict += (pl ? QStringLiteral(", ostrzeżenia: %1") : QStringLiteral(", %1 warning(s)")).arg(warnings);
    QString out = QStringLiteral("%1: %2 — %3\n").arg(file, checked.roster->name.get(lang), verdict);
    if (!checked.bound->ruleset->hasPoints()) {
        // B19: no points system; the bases, the artillery and the command the rules derive (12.1, 12.3).
        out += (pl ? QStringLiteral("  podstawki %1%2, artyleria %3%4\n")
                   : QStringLiteral("  bases %1%2, artillery %3%4\n"))
                   .arg(t.bases)
                   .arg(l.maxBases ? QStringLiteral("/%1").arg(*l.maxBases) : QString())
                   .arg(t.artilleryBases)
                   .arg(checked.roster->limits.artillery ? QStringLiteral("/%1").arg(*checked.roster->limits.artillery)
                                                         : QString());
        const CommandFacts facts = commandFacts(*checked.bound);
        for (const CorpsCommand &c : facts.corps) {
            const RosterCorps &rc = checked.roster->corps->at(c.corps);
            const QString name = rc.name.get(lang).isEmpty() ? rc.id : rc.name.get(lang);
            const QString dice = c.dice() ? QString::number(*c.dice()) : QStringLiteral("?");
            out += (pl ? QStringLiteral("  %1: kostki dowodzenia %2%3\n") : QStringLiteral("  %1: command dice %2%3\n"))
                       .arg(name, dice,
                            c.corpsArtilleryDice > 0
                                ? (pl ? QStringLiteral(" (w tym %1 do artylerii korpuśnej, B19 12.3)")
                                      : QStringLiteral(" (%1 of them for the corps artillery only, B19 12.3)"))
                                      .arg(c.corpsArtilleryDice)
                                : QString());
        }
        for (const IndependentCommander &i : facts.independentCommanders)
            out += (pl ? QStringLiteral("  samodzielny dowódca (B19 12.1): %1%2\n")
                       : QStringLiteral("  independent commander (B19 12.1): %1%2\n"))
                       .arg(i.general->name.get(lang),
                            i.automatic ? (pl ? QStringLiteral(" — samodzielna dywizja")
                                              : QStringLiteral(" — independent division"))
                                        : QString());
    } else
        out += (pl ? QStringLiteral("  jednostki i generałowie %1/%2, ulepszenia %3/%4, razem %5/%6, podstawki %7%8, "
                                    "artyleria %9/%10, morale armii %11\n")
                   : QStringLiteral("  units and generals %1/%2, upgrades %3/%4, total %5/%6, bases %7%8, artillery "
                                    "%9/%10, army morale %11\n"))
                   .arg(t.armyValue().toString(), l.units.toString(), t.upgrades.toString(), l.upgrades.toString(),
                        t.total().toString(), l.total().toString())
                   .arg(t.bases)
                   .arg(l.maxBases ? QStringLiteral("/%1").arg(*l.maxBases) : QString())
                   .arg(t.artilleryBases)
                   .arg(t.artilleryLimit)
                   .arg(t.armyMoraleValue);
    for (const Issue &i : checked.report.issues)
        out += QStringLiteral("  %1 %2 %3 (%4): %5\n")
                   .arg(severityWord(i.severity, lang), i.code, i.path.isEmpty() ? QStringLiteral("/") : i.path,
                        pl && i.section == QLatin1String("data") ? QStringLiteral("dane") : i.section,
                        i.message.get(lang));
    return out;
}

QStringList demoRosterFiles(const QString &dataDir)
{
    QStringList out;
    const QDir d(dataDir + QStringLiteral("/rosters"));
    for (const QString &name : d.entryList({QStringLiteral("*.bwroster")}, QDir::Files, QDir::Name))
        out << d.filePath(name);
    return out;
}

} // namespace sztab
