// SPDX-License-Identifier: GPL-3.0-or-later
// Krwawe Stepy Krymu 1854's area: the game at the table and its scenario editor.
#include "app/gui/ksk/kskarea.h"

#include "app/gui/ksk/kskgamedocument.h"

#include <QtGlobal>

namespace sztab::gui {

namespace {

// A new game of the Alma demo scenario, its first stage begun: the cups filled and the initiative rolled.
QString kskDemo()
{
    KskGameDocument game;
    QString text = QStringLiteral("Krwawe Stepy Krymu 1854: ");
    if (!game.newGame(QUrl()) || !game.beginStage() || !game.fillCups(QString())) {
        text += game.errorMessage() + QLatin1Char('\n');
    } else {
        const QVariantMap status = game.status();
        text += QStringLiteral("%1, stage %2 of %3.\n  %4\n  Next: %5\n")
                    .arg(game.displayName())
                    .arg(status.value(QStringLiteral("stage")).toInt())
                    .arg(status.value(QStringLiteral("stages")).toInt())
                    .arg(status.value(QStringLiteral("initiative")).toString(),
                         status.value(QStringLiteral("next")).toString());
    }
    game.discardChanges(); // a demo leaves no unsaved work behind
    return text;
}

} // namespace

GameArea kskArea()
{
    return GameArea{
        QStringLiteral("ksk"),
        QStringLiteral("Ksk/KskView.qml"),
        {QStringLiteral("ksk-game"), QStringLiteral("ksk-scenario")},
        {QStringLiteral("ksk-game"), QStringLiteral("ksk-scenario")},
        QT_TRANSLATE_NOOP("GameAreas", "Krwawe Stepy Krymu 1854"),
        QT_TRANSLATE_NOOP("GameAreas", "Krwawe Stepy Krymu game"),
        QT_TRANSLATE_NOOP("GameAreas", "Save Krwawe Stepy Krymu game &as…"),
        QT_TRANSLATE_NOOP("GameAreas", "&Close Krwawe Stepy Krymu game"),
        QT_TRANSLATE_NOOP("GameAreas", "&Print diagrams…"),
        QT_TRANSLATE_NOOP("GameAreas", "Diagrams as P&DF…"),
        {AreaEntry{QStringLiteral("show"), QT_TRANSLATE_NOOP("GameAreas", "Krwawe Stepy Krymu 1854…"), true, false},
         AreaEntry{QStringLiteral("new"), QT_TRANSLATE_NOOP("GameAreas", "New Krwawe Stepy Krymu game (the Alma)"),
                   true, true}},
        kskDemo};
}

} // namespace sztab::gui
