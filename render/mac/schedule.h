// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Maciejowice schedule for the table (issue 21 item 7): what the one A4 sheet says — the pool of every stage
// (MAC 13.0), Poniński's boxes (13.0 a–c), the victory track (12.2) — and, after it, the game's log. Built from the
// core's scenario and, when there is one, a game as one side or the table may see it; painted by schedulepainter.
#include <QList>
#include <QString>
#include <QStringList>

namespace sztab::macprint {

struct ScheduleRow {
    int stage = 0;
    QString polish;   // who is in the Polish part of the cup ("Kościuszko + any 2")
    QString russian;  // the Russian part
    QString entering; // commanders entering the map this stage, with their entry hexes
    bool played = false;
    bool current = false;
    bool poninskiCheck = false;   // the stage to check (13.0a)
    bool poninskiArrival = false; // the stage his chit may be in the cup (13.0b, c)
};

struct Schedule {
    QString lang = QStringLiteral("en");
    QString title;
    QString subtitle; // the game's name (never its dice seed), or "blank schedule"
    QList<ScheduleRow> rows;
    // Poniński's boxes: each line a procedure step with its result filled in ("" when not rolled yet).
    QList<std::pair<QString, QString>> poninski;
    int threshold = 15;
    int markerBox = -1;  // -1: no game or the marker off the track
    QString markerSide;  // "pl" | "ru" | ""
    QString markerText;  // who leads, by how much
    QStringList scoring; // the events that score (12.1), one line each
    QStringList log;     // the game's log, one line per entry (only with --log)
    QString footer;
};

} // namespace sztab::macprint
