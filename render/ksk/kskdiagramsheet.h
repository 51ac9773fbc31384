// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the printed KSK sheets of one side say (issue 20 item 6): a command diagram per division or independent
// brigade (KSK III.19-33: order, axis wedge on a hex rosette, distance, the history of changes with their stages),
// then the side's courier and stage log. Filled from one side's view of a game (kskdiagramsource.h), so the other
// side's orders in transit are never in it, or blank for the table. Painted on A4 by paintKskSheets().
#include <QList>
#include <QString>

class QPagedPaintDevice;

namespace sztab::kskrender {

struct DiagramChange {
    int stage = 0;
    QString order;    // "A", "O", "MF"
    QString axis;     // the wedge's name ("" for none)
    QString distance; // hexes ("" for none)
    QString how;      // "C-in-C", "courier 3", "own test 1d10=4"…
};

struct DiagramCard {
    QString name;   // the commander and his division or brigade
    QString detail; // "division, rating 6, corps …"
    QString order;  // the current order ("" on a blank diagram)
    bool hasWedge = false;
    qreal wedgeFrom = 0; // degrees, kskrosette.h
    qreal wedgeTo = 0;
    QString axis;
    QString distance;
    QString hex;           // where he stands ("" unknown)
    QStringList inTransit; // the side's own couriers carrying a change to him
    QList<DiagramChange> history;
};

struct LogRow {
    QStringList cells;
};

struct KskSheetModel {
    QString lang = QStringLiteral("en");
    QString scenario;  // its name
    QString sideName;  // "A — Russian army"
    QString stageText; // "stage 3 of 12" or "" on a blank sheet
    bool blank = false;
    bool flatTop = true;
    QList<DiagramCard> cards;
    QStringList courierHeader;
    QList<LogRow> couriers;
    QStringList stageHeader;
    QList<LogRow> stages;
    int stageCount = 0; // the blank stage log's rows
};

// Paints every page on `device` (A4 portrait set by the caller); returns the number of pages, 0 when it could not.
int paintKskSheets(const KskSheetModel &model, QPagedPaintDevice *device);
// A4 PDF, atomic, never over a file of another kind; false with *error naming the file.
bool writeKskSheetsPdf(const KskSheetModel &model, const QString &path, QString *error);

} // namespace sztab::kskrender
