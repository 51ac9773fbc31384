// SPDX-License-Identifier: GPL-3.0-or-later
// The BW family's two areas: the roster builder and the battle planner (with B19's patrol phase).
#include "app/gui/bw/bwareas.h"

#include "app/gui/bw/patrolsession.h"
#include "app/gui/bw/plandocument.h"
#include "bw/dataset.h"
#include "bw/rostersummary.h"

#include <QtGlobal>

namespace sztab::gui {

namespace {

// The bundled demo rosters, each validated by the rules engine.
QString rosterDemo()
{
    DataSet data;
    LoadError error;
    if (!data.load({DataSet::bundledDataDir()}, &error))
        return error.toLine() + QLatin1Char('\n');
    QString text = QStringLiteral("Bogowie wojny – Napoleon and B19: the bundled demo rosters, validated.\n\n");
    for (const QString &file : demoRosterFiles(DataSet::bundledDataDir())) {
        if (const auto checked = checkRosterFile(file, data, &error))
            text += reportToText(*checked, file, QStringLiteral("en"));
        else
            text += error.toLine() + QLatin1Char('\n');
    }
    return text;
}

// B19's patrol phase on the Gettysburg demo plan: where the phase stands and whose turn it is.
QString plannerDemo()
{
    PlanDocument plan;
    PatrolSession patrol;
    patrol.setDocument(&plan);
    QString text = QStringLiteral("B19 patrol phase (Gettysburg demo plan): ");
    if (!patrol.openDemo())
        text += plan.errorMessage() + QLatin1Char('\n');
    else
        text += patrol.phaseText()
            + (patrol.hintText().isEmpty() ? QString() : QStringLiteral("; ") + patrol.hintText()) + QLatin1Char('\n');
    plan.discardChanges(); // a demo leaves no unsaved work behind
    return text;
}

} // namespace

GameArea rosterArea()
{
    return GameArea{QStringLiteral("roster"),
                    QStringLiteral("Roster/BuilderView.qml"),
                    {QStringLiteral("roster")},
                    {QStringLiteral("bw-roster")},
                    QT_TRANSLATE_NOOP("GameAreas", "Roster builder"),
                    QT_TRANSLATE_NOOP("GameAreas", "roster"),
                    QT_TRANSLATE_NOOP("GameAreas", "Save roster &as…"),
                    QT_TRANSLATE_NOOP("GameAreas", "&Close roster"),
                    QT_TRANSLATE_NOOP("GameAreas", "&Print sheets…"),
                    QT_TRANSLATE_NOOP("GameAreas", "Save sheets as P&DF…"),
                    {AreaEntry{QStringLiteral("new"), QT_TRANSLATE_NOOP("GameAreas", "New roster…"), false, true}},
                    rosterDemo};
}

GameArea plannerArea()
{
    return GameArea{QStringLiteral("planner"),
                    QStringLiteral("Planner/PlannerView.qml"),
                    {QStringLiteral("plan")},
                    {QStringLiteral("bw-plan")},
                    QT_TRANSLATE_NOOP("GameAreas", "Battle planner"),
                    QT_TRANSLATE_NOOP("GameAreas", "battle plan"),
                    QT_TRANSLATE_NOOP("GameAreas", "Save battle plan &as…"),
                    QT_TRANSLATE_NOOP("GameAreas", "&Close battle plan"),
                    nullptr,
                    QT_TRANSLATE_NOOP("GameAreas", "&Export map…"),
                    {AreaEntry{QStringLiteral("show"), QT_TRANSLATE_NOOP("GameAreas", "Battle planner…"), true, false},
                     AreaEntry{QStringLiteral("new"), QT_TRANSLATE_NOOP("GameAreas", "New battle plan…"), false, true},
                     AreaEntry{QStringLiteral("patrol-demo"),
                               QT_TRANSLATE_NOOP("GameAreas", "B19 patrol phase (Gettysburg demo)"), true, true}},
                    plannerDemo};
}

} // namespace sztab::gui
