// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue editor with a 5,000-row catalogue open (issue 17, item 8): one cell edit — the core edit, the undo
// snapshot, the checks and the models — with the row checked alone (CatalogueEditor's incremental checks) against
// the whole catalogue checked and shown again (the baseline, the editor before), in alternating rounds of one run.
// Prints the median of each and their ratio; no timed assertion anywhere (docs/benchmarks.md).
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/catalogueeditor.h"
#include "foundation/document.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTextStream>

#include <algorithm>

using namespace sztab;
using namespace sztab::gui;

namespace {

// 100 profiles, 4,000 units, 900 generals: a big club list, every unit of a real profile; every tenth unit with a
// warning (25 bases) and every tenth general with an error (command 5), so the issue list is not empty either.
Catalogue bigCatalogue()
{
    Catalogue c;
    c.id = QStringLiteral("bench-5000");
    c.ruleset = QStringLiteral("bwn-4.0");
    c.nation = QStringLiteral("benchland");
    c.period = QStringLiteral("1809");
    c.name = Text(QStringLiteral("Benchmark 5000"));
    for (int p = 0; p < 100; ++p) {
        Profile profile;
        profile.name = Text::translated(QStringLiteral("Profil %1").arg(p), QStringLiteral("Profile %1").arg(p));
        profile.costClass = QStringLiteral("B");
        profile.kind = UnitKind::Infantry;
        profile.move = {17, 26};
        profile.weapon.name = Text(QStringLiteral("Muszkiet"));
        profile.weapon.range = 8;
        profile.wb = 2;
        profile.so = 3;
        profile.wtr = 5;
        profile.morale = 7;
        profile.rules = {QStringLiteral("square")};
        c.profiles.insert(QStringLiteral("profile-%1").arg(p, 3, 10, QLatin1Char('0')), profile);
    }
    for (int u = 0; u < 4000; ++u) {
        Unit unit;
        unit.id = QStringLiteral("unit-%1").arg(u);
        unit.name = Text::translated(QStringLiteral("Pułk %1").arg(u), QStringLiteral("Regiment %1").arg(u));
        unit.bases = {
            BaseGroup{QStringLiteral("profile-%1").arg(u % 100, 3, 10, QLatin1Char('0')), u % 10 == 0 ? 25 : 3}};
        c.units << unit;
    }
    for (int g = 0; g < 900; ++g) {
        General general;
        general.id = QStringLiteral("general-%1").arg(g);
        general.name = Text(QStringLiteral("General %1").arg(g));
        general.roles = {QStringLiteral("division")};
        general.command = g % 10 == 0 ? 5 : g % 3;
        c.generals << general;
    }
    c.reindex();
    return c;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// Milliseconds per edit of `edits` edits of units' base counts, spread over the list.
double editRound(CatalogueEditor &editor, int edits, int round)
{
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < edits; ++i) {
        const int row = (round * 97 + i * 389) % 4000;
        if (!editor.set(QStringLiteral("units"), row, QStringLiteral("count"), 1 + (round + i) % 4))
            qFatal("edit refused: %s", qPrintable(editor.errorMessage()));
    }
    return double(timer.nsecsElapsed()) / 1e6 / edits;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    CatalogueEditor incremental, full;
    full.setIncrementalChecks(false);
    QString file;
    // Opened as a person opens one: from a file (written here).
    file = QStandardPaths::writableLocation(QStandardPaths::TempLocation) + QStringLiteral("/bench-5000.json");
    QString message;
    if (!saveJsonAtomically(catalogueToJson(bigCatalogue()), file, &message))
        qFatal("%s", qPrintable(message));
    for (CatalogueEditor *e : {&incremental, &full})
        if (!e->open(QUrl::fromLocalFile(file)))
            qFatal("%s", qPrintable(e->errorMessage()));
    QTextStream out(stdout);
    out << "catalogue: 100 profiles, 4000 units, 900 generals; " << incremental.issues().size() << " issues\n";
    QList<double> fast, slow;
    const int rounds = 9, edits = 5;
    for (int round = 0; round < rounds; ++round) { // alternating, so both see the same machine
        fast << editRound(incremental, edits, round);
        slow << editRound(full, edits, round);
    }
    if (incremental.issues().size() != full.issues().size())
        qFatal("the two editors disagree: %lld and %lld issues", qlonglong(incremental.issues().size()),
               qlonglong(full.issues().size()));
    const double f = median(fast), s = median(slow);
    out << QStringLiteral("one cell edit, row checked alone:        median %1 ms\n").arg(f, 0, 'f', 2);
    out << QStringLiteral("one cell edit, whole catalogue (before): median %1 ms\n").arg(s, 0, 'f', 2);
    out << QStringLiteral("ratio (before / now): %1x\n").arg(s / f, 0, 'f', 1);
    return 0;
}
