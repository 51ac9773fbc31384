// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/schedule.h"

#include <QJsonArray>

namespace sztab::mac {

namespace {

bool goneForGood(const State &state, const QString &id)
{
    for (const CommanderState &c : state.commanders)
        if (c.id == id)
            return c.status == CommanderStatus::Killed || c.status == CommanderStatus::Lost
                || c.status == CommanderStatus::NeverComes;
    return false;
}

bool poninskiEntersIn(const State &state, int stage)
{
    const PoninskiState &p = state.poninski;
    return (p.phase == PoninskiState::Phase::Coming || p.phase == PoninskiState::Phase::Entered)
        && p.arrivalStage == stage;
}

bool poolStillToBuild(const State &state, int stage)
{
    return !state.over && (stage > state.stage || (stage == state.stage && state.turn == Turn::BuildPool));
}

} // namespace

QList<ScheduleRow> schedule(const Scenario &scenario, const State *state)
{
    const PoninskiRule &p = scenario.poninski;
    // 13.0 a: the d10 (lowest..highest face) plus the offset; 13.0 b: from the threshold up to the highest check
    // stage plus the highest face.
    const int firstCheck = scenario.die.lowestFace + p.checkOffset;
    const int lastCheck = scenario.die.highestFace + p.checkOffset;
    // 13.0 c: the Poles may hold him back a stage at a time, so with a hold step he may come up to the last stage.
    const int lastArrival = p.holdStep > 0 ? scenario.stages : lastCheck + scenario.die.highestFace;
    QList<ScheduleRow> rows;
    for (int stage = 1; stage <= scenario.stages; ++stage) {
        ScheduleRow row;
        row.stage = stage;
        if (const StagePool *pool = scenario.poolOf(stage)) {
            row.polish = pool->polish;
            row.russian = pool->russian;
        }
        if (state && poolStillToBuild(*state, stage))
            for (SidePool *side : {&row.polish, &row.russian})
                side->fixed.removeIf([&](const QString &id) { return goneForGood(*state, id); });
        for (const Commander &c : scenario.commanders)
            if (c.entryStage == stage)
                row.entering << c.id;
        // 13.0: his units enter in the stage his chit joins the pool, from the hexes the scenario names.
        if (state && poninskiEntersIn(*state, stage))
            row.entering << p.commander;
        row.poninskiRollStage = stage == p.rollStage;
        row.poninskiCheckPossible = stage >= firstCheck && stage <= lastCheck;
        row.poninskiArrivalPossible = stage >= p.neverBelow && stage <= lastArrival;
        rows << row;
    }
    return rows;
}

namespace {

QJsonObject sidePoolJson(const Scenario &scenario, const SidePool &pool, const QString &lang)
{
    QJsonArray fixed;
    for (const QString &id : pool.fixed) {
        const Commander *c = scenario.commander(id);
        fixed.append(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("name"), c ? c->name.get(lang) : id}});
    }
    return {{QStringLiteral("fixed"), fixed}, {QStringLiteral("any"), pool.any}};
}

QString sidePoolText(const Scenario &scenario, const SidePool &pool, const QString &lang)
{
    QStringList parts;
    for (const QString &id : pool.fixed) {
        const Commander *c = scenario.commander(id);
        parts << (c ? c->name.get(lang) : id);
    }
    if (pool.any > 0)
        parts << (isPolish(lang) ? QStringLiteral("dowolnych: %1").arg(pool.any)
                                 : QStringLiteral("any %1").arg(pool.any));
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral(", "));
}

} // namespace

QJsonObject scheduleToJson(const Scenario &scenario, const QString &lang)
{
    QJsonArray stages;
    for (const ScheduleRow &row : schedule(scenario)) {
        QJsonArray entering;
        for (const QString &id : row.entering) {
            const Commander *c = scenario.commander(id);
            entering.append(QJsonObject{{QStringLiteral("id"), id},
                                        {QStringLiteral("name"), c ? c->name.get(lang) : id},
                                        {QStringLiteral("from"), c ? c->entry.from : QString()},
                                        {QStringLiteral("to"), c ? c->entry.to : QString()}});
        }
        stages.append(QJsonObject{{QStringLiteral("stage"), row.stage},
                                  {QStringLiteral("pl"), sidePoolJson(scenario, row.polish, lang)},
                                  {QStringLiteral("ru"), sidePoolJson(scenario, row.russian, lang)},
                                  {QStringLiteral("entering"), entering},
                                  {QStringLiteral("poninski"),
                                   QJsonObject{{QStringLiteral("roll"), row.poninskiRollStage},
                                               {QStringLiteral("check"), row.poninskiCheckPossible},
                                               {QStringLiteral("arrival"), row.poninskiArrivalPossible}}}});
    }
    return {{QStringLiteral("scenario"), scenario.id},
            {QStringLiteral("name"), scenario.name.get(lang)},
            {QStringLiteral("threshold"), scenario.victory.threshold},
            {QStringLiteral("stages"), stages}};
}

QString scheduleText(const Scenario &scenario, const QString &lang)
{
    const bool pl = isPolish(lang);
    QString text = scenario.name.get(lang) + QLatin1Char('\n');
    for (const ScheduleRow &row : schedule(scenario)) {
        text += (pl ? QStringLiteral("Etap %1: Polacy: %2; Rosjanie: %3")
                    : QStringLiteral("Stage %1: Poles: %2; Russians: %3"))
                    .arg(row.stage)
                    .arg(sidePoolText(scenario, row.polish, lang), sidePoolText(scenario, row.russian, lang));
        QStringList notes;
        for (const QString &id : row.entering) {
            const Commander *c = scenario.commander(id);
            if (c)
                notes << (pl ? QStringLiteral("wchodzi %1 (%2-%3)") : QStringLiteral("%1 enters (%2-%3)"))
                             .arg(c->name.get(lang), c->entry.from, c->entry.to);
        }
        if (row.poninskiRollStage)
            notes << (pl ? QStringLiteral("rzut: Poniński (13.0 a)") : QStringLiteral("roll: Poniński (13.0 a)"));
        if (row.poninskiCheckPossible)
            notes << (pl ? QStringLiteral("pole sprawdzenia Ponińskiego") : QStringLiteral("Poniński check box"));
        if (row.poninskiArrivalPossible)
            notes << (pl ? QStringLiteral("możliwe przybycie Ponińskiego") : QStringLiteral("Poniński may arrive"));
        if (!notes.isEmpty())
            text += QStringLiteral(" [") + notes.join(QStringLiteral("; ")) + QLatin1Char(']');
        text += QLatin1Char('\n');
    }
    text += (pl ? QStringLiteral("Próg zwycięstwa automatycznego: %1 PZ (12.4)")
                : QStringLiteral("Automatic victory threshold: %1 VP (12.4)"))
                .arg(scenario.victory.threshold)
        + QLatin1Char('\n');
    return text;
}

} // namespace sztab::mac
