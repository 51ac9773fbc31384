// SPDX-License-Identifier: GPL-3.0-or-later
#include "bw/plan/battleplan.h"

#include "foundation/document.h"

#include <algorithm>
#include <cmath>

namespace sztab::plan {

bool isPoint(const JsonPoint &p)
{
    return p.size() == 2 && std::isfinite(p[0]) && std::isfinite(p[1]) && std::abs(p[0]) <= 1e6
        && std::abs(p[1]) <= 1e6;
}

bool arePoints(const JsonPoints &list) { return std::all_of(list.cbegin(), list.cend(), isPoint); }

const TerrainPiece *BattlePlan::piece(const QString &pieceId) const
{
    for (const TerrainPiece &p : terrain)
        if (p.id == pieceId)
            return &p;
    return nullptr;
}

const DocumentKind &planKind()
{
    static const DocumentKind kind{QStringLiteral("bw-plan"), 1, {}, 1};
    return kind;
}

std::optional<BattlePlan> planFromJson(const QJsonObject &raw, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(raw, planKind(), file, error);
    if (!doc)
        return std::nullopt;
    BattlePlan plan;
    if (JsonError e; !readDocument(*doc, plan, &e)) {
        *error = LoadError{file, e.pointer, true, 0, 0, e.message, e.messagePl};
        return std::nullopt;
    }
    // Objectives and checks name pieces by id: ids must be unique.
    QSet<QString> ids;
    for (qsizetype i = 0; i < plan.terrain.size(); ++i) {
        if (ids.contains(plan.terrain[i].id)) {
            *error =
                LoadError{file,
                          QStringLiteral("/terrain/%1/id").arg(i),
                          true,
                          0,
                          0,
                          QStringLiteral("piece id \"%1\" is used twice").arg(plan.terrain[i].id),
                          QStringLiteral("id elementu terenu \u201e%1\u201d użyte dwa razy").arg(plan.terrain[i].id)};
            return std::nullopt;
        }
        ids.insert(plan.terrain[i].id);
    }
    return plan;
}

QJsonObject planToJson(const BattlePlan &plan) { return writeJson(plan).toObject(); }

std::optional<BattlePlan> loadPlanFile(const QString &path, LoadError *error)
{
    const auto doc = readJsonFile(path, error);
    if (!doc)
        return std::nullopt;
    return planFromJson(*doc, path, error);
}

bool savePlanFile(const BattlePlan &plan, const QString &path, QString *errorMessage)
{
    return saveJsonAtomically(planToJson(plan), path, errorMessage);
}

} // namespace sztab::plan
