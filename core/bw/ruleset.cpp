// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/ruleset.h"

#include "foundation/document.h"

#include <cmath>

namespace sztab {

bool Readings::flag(const QString &name) const
{
    if (name == QLatin1String("eliteWithoutVeteran"))
        return eliteWithoutVeteran;
    if (name == QLatin1String("initiativeUpgradesOnce"))
        return initiativeUpgradesOnce;
    if (name == QLatin1String("mixPeriodsDefault"))
        return mixPeriodsDefault;
    if (name == QLatin1String("singleDivisionCorpsNeedsNoGeneral"))
        return singleDivisionCorpsNeedsNoGeneral;
    if (name == QLatin1String("corpsCommanderLeadsCorpsLevelBattle"))
        return corpsCommanderLeadsCorpsLevelBattle;
    return extras.value(name).toBool(false);
}

const UpgradeDef *Ruleset::upgrade(const QString &upgradeId) const
{
    const auto it = upgrades.constFind(upgradeId);
    return it == upgrades.cend() ? nullptr : &*it;
}

HalfPoints Ruleset::generalCost(const QString &role) const
{
    if (role == QLatin1String("corps"))
        return readings.corpsCommanderCost; // a reading of the digest, kept with the others
    return generalCosts.value(role);
}

QString Ruleset::roleName(const QString &role, const QString &lang) const
{
    const auto it = roleNames.constFind(role);
    return it == roleNames.cend() ? role : it->get(lang);
}

const TraitDef *Ruleset::trait(const QString &traitId) const
{
    const auto it = traits.constFind(traitId);
    return it == traits.cend() ? nullptr : &*it;
}

std::optional<Ruleset> rulesetFromJson(const QJsonObject &raw, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(raw, rulesetKind(), file, error);
    if (!doc)
        return std::nullopt;
    Ruleset r;
    auto fail = [&](const QString &p, const QString &english, const QString &polish) {
        *error = LoadError{file, p, true, 0, 0, english, polish};
        return std::nullopt;
    };
    if (JsonError e; !readDocument(*doc, r, &e))
        return fail(e.pointer, e.message, e.messagePl);
    for (auto it = r.presets.cbegin(); it != r.presets.cend(); ++it)
        if (it->units.halves < 0 || it->upgrades.halves < 0)
            return fail(QStringLiteral("/presets/") + escapePointerToken(it.key()),
                        QStringLiteral("limits must not be negative"), QStringLiteral("limity nie mogą być ujemne"));
    for (auto it = r.upgrades.cbegin(); it != r.upgrades.cend(); ++it) {
        const QString at = QStringLiteral("/upgrades/") + escapePointerToken(it.key());
        if ((it->pricing == Pricing::PerBase || it->pricing == Pricing::ByTerrain) && it->costs.isEmpty())
            return fail(at + QStringLiteral("/costs"), QStringLiteral("this pricing needs a \"costs\" table"),
                        QStringLiteral("ten sposób wyceny wymaga tabeli \u201ecosts\u201d"));
    }
    for (qsizetype i = 0; i < r.terrain.battlefields.size(); ++i)
        for (auto it = r.terrain.battlefields[i].terrain.cbegin(); it != r.terrain.battlefields[i].terrain.cend(); ++it)
            if (!r.terrain.types.contains(it.key()))
                return fail(
                    QStringLiteral("/terrain/battlefields/%1/terrain/%2").arg(i).arg(escapePointerToken(it.key())),
                    QStringLiteral("unknown terrain type \"%1\"").arg(it.key()),
                    QStringLiteral("nieznany rodzaj terenu \u201e%1\u201d").arg(it.key()));
    if (r.orders.commandMin > r.orders.commandMax)
        return fail(QStringLiteral("/orders/commandMin"), QStringLiteral("commandMin is above commandMax"),
                    QStringLiteral("commandMin jest większe niż commandMax"));
    // A percentage is a percentage (fuzzing: bases x percent overflowed the artillery limit).
    if (r.readings.artilleryPercent < 0 || r.readings.artilleryPercent > 100)
        return fail(QStringLiteral("/readings/artilleryPercent"), QStringLiteral("a percentage from 0 to 100"),
                    QStringLiteral("procent od 0 do 100"));
    // The placement sequence has a step per piece: no table holds more than a few dozen (fuzzing: a billion pieces
    // made billions of steps).
    for (auto it = r.terrain.piecesPerTable.cbegin(); it != r.terrain.piecesPerTable.cend(); ++it)
        if (it.value() < 0 || it.value() > kMaxTerrainPieces)
            return fail(QStringLiteral("/terrain/piecesPerTable/") + escapePointerToken(it.key()),
                        QStringLiteral("from 0 to %1 pieces").arg(kMaxTerrainPieces),
                        QStringLiteral("od 0 do %1 elementów").arg(kMaxTerrainPieces));
    for (qsizetype i = 0; i < r.terrain.battlefields.size(); ++i)
        for (auto it = r.terrain.battlefields[i].terrain.cbegin(); it != r.terrain.battlefields[i].terrain.cend(); ++it)
            if (it->min < 0 || it->max < it->min || it->max > kMaxTerrainPieces)
                return fail(
                    QStringLiteral("/terrain/battlefields/%1/terrain/%2").arg(i).arg(escapePointerToken(it.key())),
                    QStringLiteral("needs 0 <= min <= max <= %1").arg(kMaxTerrainPieces),
                    QStringLiteral("wymaga 0 <= min <= max <= %1").arg(kMaxTerrainPieces));
    // The pre-game dice (core/initiative.h): a die has at least two faces, and tied initiative rolls stop somewhere
    // (fuzzing: a one-sided die tied a billion times).
    const QJsonObject pregame = r.extras.value(QStringLiteral("pregame")).toObject();
    const QJsonValue die = pregame.value(QStringLiteral("initiativeDie"));
    if (!die.isUndefined()
        && (!die.isDouble() || die.toDouble() < 2 || die.toDouble() > 1000
            || die.toDouble() != std::floor(die.toDouble())))
        return fail(QStringLiteral("/pregame/initiativeDie"), QStringLiteral("a die of 2 to 1000 faces"),
                    QStringLiteral("kostka o 2 do 1000 ściankach"));
    const QJsonValue rounds = pregame.value(QStringLiteral("maxInitiativeRounds"));
    if (!rounds.isUndefined()
        && (!rounds.isDouble() || rounds.toDouble() < 1 || rounds.toDouble() > 1000
            || rounds.toDouble() != std::floor(rounds.toDouble())))
        return fail(QStringLiteral("/pregame/maxInitiativeRounds"), QStringLiteral("from 1 to 1000 rounds"),
                    QStringLiteral("od 1 do 1000 rund"));
    return r;
}

QJsonObject rulesetToJson(const Ruleset &ruleset) { return writeJson(ruleset).toObject(); }

} // namespace sztab
