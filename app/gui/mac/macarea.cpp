// SPDX-License-Identifier: GPL-3.0-or-later
// Maciejowice 1794's area: the game at the table.
#include "app/gui/mac/macarea.h"

#include "app/gui/mac/macgamedocument.h"

#include <QtGlobal>

namespace sztab::gui {

namespace {

// A new game from seed 1794: the first stage and what comes next.
QString macDemo()
{
    MacGameDocument game;
    QString text = QStringLiteral("Maciejowice 1794: ");
    if (!game.newGame({{QStringLiteral("seed"), QStringLiteral("1794")}}))
        text += game.errorMessage() + QLatin1Char('\n');
    else
        text += QStringLiteral("%1, stage %2 of %3.\n  Next: %4\n")
                    .arg(game.displayName())
                    .arg(game.stage())
                    .arg(game.stageCount())
                    .arg(game.nextStep());
    game.discardChanges(); // a demo leaves no unsaved work behind
    return text;
}

} // namespace

GameArea macArea()
{
    return GameArea{
        QStringLiteral("mac"),
        QStringLiteral("Mac/MacView.qml"),
        {QStringLiteral("macgame")},
        {QStringLiteral("mac-game")},
        QT_TRANSLATE_NOOP("GameAreas", "Maciejowice 1794"),
        QT_TRANSLATE_NOOP("GameAreas", "Maciejowice game"),
        QT_TRANSLATE_NOOP("GameAreas", "Save Maciejowice game &as…"),
        QT_TRANSLATE_NOOP("GameAreas", "&Close Maciejowice game"),
        QT_TRANSLATE_NOOP("GameAreas", "&Print schedule…"),
        QT_TRANSLATE_NOOP("GameAreas", "Schedule as P&DF…"),
        {AreaEntry{QStringLiteral("show"), QT_TRANSLATE_NOOP("GameAreas", "Maciejowice 1794…"), true, false},
         AreaEntry{QStringLiteral("new"), QT_TRANSLATE_NOOP("GameAreas", "New Maciejowice game…"), true, true}},
        macDemo};
}

} // namespace sztab::gui
