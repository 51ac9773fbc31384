// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window needs to know of one game system's area, so that the shell names no game: its view, the kinds of
// document it opens, its words, and the entries it puts on the home view and under File › New. Each area describes
// itself in its own folder (app/gui/<game>/…area.cpp) and is registered with one line in app/gui/registeredareas.cpp.
// Words are untranslated (QT_TRANSLATE_NOOP in the context "GameAreas") and translated when the list is read.
#include <QList>
#include <QString>
#include <QStringList>

namespace sztab::gui {

// One way into an area: `action` is passed to the view's start() ("new", "open", "patrol-demo", …).
struct AreaEntry {
    QString action;
    const char *text = nullptr;
    bool onHome = true;    // a button on the home view
    bool underNew = false; // an item under File › New
};

struct GameArea {
    QString id;                         // "roster", "planner", "ksk", "mac"
    QString view;                       // the view's QML file, relative to the shell's module ("Ksk/KskView.qml")
    QStringList documentKinds;          // the autosave and recent-file kinds it opens ("ksk-game", "ksk-scenario")
    QStringList formats;                // the `format` strings of the files it opens ("ksk-game", "ksk-scenario")
    const char *title = nullptr;        // "Maciejowice 1794"
    const char *documentName = nullptr; // "Maciejowice game": the kind named in the window's commands
    const char *saveAsText = nullptr;   // "Save Maciejowice game &as…"
    const char *closeText = nullptr;    // "&Close Maciejowice game"
    const char *printText = nullptr;    // "&Print schedule…"; none: the area prints nothing from the File menu
    const char *exportText = nullptr;   // "Schedule as P&DF…"; none: nothing to export from the File menu
    QList<AreaEntry> entries;
    // What `sztab` prints for this area when there is no display (the headless demo), in English; none: nothing.
    QString (*headlessDemo)() = nullptr;
};

} // namespace sztab::gui
