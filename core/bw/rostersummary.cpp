// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/rostersummary.h"

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
    for (const Issue &i : checked.report.issues)
        issues.append(QJsonObject{{QStringLiteral("severity"), QLatin1String(enumName(i.severity))},
                                  {QStringLiteral("code"), i.code},
                                  {QStringLiteral("path"), i.path},
                                  {QStringLiteral("section"), i.section},
                                  {QStringLiteral("message"), i.message.get(lang)},
                                  {QStringLiteral("messages"), i.message.toJson()}});
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
    return o;
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
