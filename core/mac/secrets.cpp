// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/secrets.h"

#include <QJsonArray>
#include <QSet>

namespace sztab::mac {

QJsonObject gameViewForSide(const Game &game, const Scenario &, Side viewer)
{
    const Side other = otherSide(viewer);
    QJsonArray log;
    for (qsizetype i = 0; i < game.log.size(); ++i) {
        const Action &a = game.log[i];
        if (a.kind == ActionKind::Choose && a.side == other) {
            // Revealed: the chits of this choice drawn later in the same stage (a draw shows the chit to both).
            QSet<QString> drawn;
            for (qsizetype k = i + 1; k < game.log.size() && game.log[k].kind != ActionKind::EndStage; ++k)
                if (game.log[k].kind == ActionKind::Draw)
                    drawn.insert(game.log[k].commander);
            QStringList shown;
            for (const QString &id : a.commanders)
                shown << (drawn.contains(id) ? id : QStringLiteral("?"));
            QJsonObject o{{QStringLiteral("kind"), actionKindId(a.kind)}, {QStringLiteral("side"), sideId(a.side)}};
            o.insert(QStringLiteral("secret"),
                     QJsonObject{{QStringLiteral("commanders"), QJsonArray::fromStringList(shown)}});
            log.append(o);
            continue;
        }
        Action shown = a; // other tools' "x-" keys may hold anything, a side's notes included: not in a view
        shown.extras = {};
        shown.secretExtras = {};
        for (DieUse &d : shown.dice)
            d.extras = {};
        QJsonObject o = actionToJson(shown);
        if (a.kind == ActionKind::Draw)
            o.remove(QStringLiteral("dice")); // an index into a cup that held hidden chits
        log.append(o);
    }
    // No seed: with it a side could roll every coming die of the program in advance. Only the game file holds it.
    QJsonObject doc{{QStringLiteral("format"), macGameKind().format},
                    {QStringLiteral("version"), macGameKind().currentVersion},
                    {QStringLiteral("scenario"), game.scenarioId},
                    {QStringLiteral("view"), sideId(viewer)},
                    {QStringLiteral("log"), log}};
    if (game.threshold > 0)
        doc.insert(QStringLiteral("threshold"), game.threshold);
    return doc;
}

} // namespace sztab::mac
