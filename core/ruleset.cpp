#include "ruleset.h"

#include "document.h"

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

std::optional<Ruleset> rulesetFromJson(const QJsonObject &raw, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(raw, rulesetKind(), file, error);
    if (!doc)
        return std::nullopt;
    Ruleset r;
    QString pointer, message;
    auto fail = [&](const QString &p, const QString &m) {
        *error = LoadError{file, p, true, 0, 0, m};
        return std::nullopt;
    };
    if (!readDocument(*doc, r, &pointer, &message))
        return fail(pointer, message);
    for (auto it = r.presets.cbegin(); it != r.presets.cend(); ++it)
        if (it->units.halves < 0 || it->upgrades.halves < 0)
            return fail(QStringLiteral("/presets/") + escapePointerToken(it.key()), QStringLiteral("limits must not be negative"));
    for (auto it = r.upgrades.cbegin(); it != r.upgrades.cend(); ++it) {
        const QString at = QStringLiteral("/upgrades/") + escapePointerToken(it.key());
        if ((it->pricing == Pricing::PerBase || it->pricing == Pricing::ByTerrain) && it->costs.isEmpty())
            return fail(at + QStringLiteral("/costs"), QStringLiteral("this pricing needs a \"costs\" table"));
    }
    for (qsizetype i = 0; i < r.terrain.battlefields.size(); ++i)
        for (auto it = r.terrain.battlefields[i].terrain.cbegin(); it != r.terrain.battlefields[i].terrain.cend(); ++it)
            if (!r.terrain.types.contains(it.key()))
                return fail(QStringLiteral("/terrain/battlefields/%1/terrain/%2").arg(i).arg(escapePointerToken(it.key())),
                            QStringLiteral("unknown terrain type \"%1\"").arg(it.key()));
    if (r.orders.commandMin > r.orders.commandMax)
        return fail(QStringLiteral("/orders/commandMin"), QStringLiteral("commandMin is above commandMax"));
    return r;
}

QJsonObject rulesetToJson(const Ruleset &ruleset)
{
    return writeJson(ruleset).toObject();
}

} // namespace sztab
