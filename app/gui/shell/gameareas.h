// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The registry of game areas for QML (singleton GameAreas): the window builds its views, the home view's buttons,
// File › New and the opening of any Sztab file from it, and names no game itself.
#include "app/gui/shell/gamearea.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace sztab::gui {

class GameAreas : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // [{id, view, documentKinds, formats, title, documentName, saveAsText, closeText, entries: [{action, text, onHome,
    // underNew}]}] in the interface's language, in the order registered.
    Q_PROPERTY(QVariantList list READ list NOTIFY listChanged)
    // The areas' ids in their order; never changes while the app runs (the window makes one view per id).
    Q_PROPERTY(QStringList ids READ ids CONSTANT)
public:
    explicit GameAreas(QObject *parent = nullptr);

    // Called once per game from registeredareas.cpp.
    static void add(const GameArea &area);
    static const QList<GameArea> &all();
    // Every game's areas and kinds of file registered (once): the program calls it at start.
    static void ensureRegistered();

    QVariantList list() const;
    QStringList ids() const;
    // One entry of `list` by id (an empty map for an unknown id).
    Q_INVOKABLE QVariantMap area(const QString &id) const;
    // The QML file of the area's view ("" for an unknown id).
    Q_INVOKABLE QString viewOf(const QString &id) const;
    // The area that opens a document of `kind` (an autosave's or a recent entry's kind), "" for none.
    Q_INVOKABLE QString areaForKind(const QString &kind) const;
    // A document kind ("plan", "ksk-game", "macgame") named on its own in the interface's language ("Battle plan"),
    // from the registered kinds of file; the kind itself when none is registered.
    Q_INVOKABLE QString kindTitle(const QString &kind) const;
    // What a file holds, read from its content (never its name): {area, kind, autosave (bool), problem}; an autosave
    // says the kind it wraps. `problem` names, in the interface's language, why no area opens it.
    Q_INVOKABLE QVariantMap recognise(const QUrl &url) const;

signals:
    void listChanged();
};

// Defined in app/gui/registeredareas.cpp: every game's area and kinds of file, added once.
void registerGameAreas();

} // namespace sztab::gui
