// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The patrol markers on paper (B19 6, issue 19 item 8): each player's secret assignment slip (which corps hides
// under which of his markers, or blank boxes to fill in at the table) and the marker reference card (placement,
// sight, movement, reveal and orders, with the ruleset's numbers). A4, laid out by the sheets' block layout
// (render/sheets/sheetlayout.h), painted on any paged device (the app's printer) or written as PDF.
// The slip is made from one player's part of the plan only: what it is given is all it can print.
#include <QList>
#include <QPageLayout>
#include <QString>

class QPagedPaintDevice;

namespace sztab::patrolprint {

// One of the player's markers and what he wrote for it.
struct SlipRow {
    QString marker; // the marker's number as on the table ("A3")
    QString corps;  // the corps it hides, "" for a scout
};

struct PatrolSlip {
    QString lang = QStringLiteral("en");
    QString player;    // "A" or "B"
    QString army;      // the army's name
    QString plan;      // the plan's name, for the footer
    QStringList corps; // the player's corps, listed for a blank slip to fill in
    QList<SlipRow> rows;
    bool blank = false; // the boxes left empty, for the table (the markers' numbers kept)
};

// The ruleset's numbers the card prints (B19 6.1–6.5), in the ruleset's measure.
struct CardNumbers {
    QString measure = QStringLiteral("in");
    int markersPerCorps = 2;
    double placementGap = 3; // 6.1: never nearer an enemy marker
    double sight = 12;       // 6.2
    double sightReduced = 6; // 6.2: in woods or a built-up area, or behind them, a hill or enemy units
    double move = 12;        // 6.3
    double roadMove = 18;    // 6.3
    double roadMinimum = 9;  // 6.3: of the base move on a road for the road move
    double deployWithin = 6; // 6.4: every base within this of the marker's edge
};

struct PatrolCard {
    QString lang = QStringLiteral("en");
    QString ruleset; // its name, for the title and footer
    CardNumbers numbers;
};

// Paints on `device` (A4 portrait set by the caller); the number of pages, 0 when it could not paint.
int paintSlip(const PatrolSlip &slip, QPagedPaintDevice *device);
int paintCard(const PatrolCard &card, QPagedPaintDevice *device);

// A4 PDF through a temporary file, never over a file of another kind; false with *error naming the file.
bool writeSlipPdf(const PatrolSlip &slip, const QString &path, QString *error);
bool writeCardPdf(const PatrolCard &card, const QString &path, QString *error);

// The card's lines, for tests and the app's tooltip: each section's heading followed by its lines.
QList<QStringList> cardSections(const PatrolCard &card);

} // namespace sztab::patrolprint
