// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick of the app's cold start (issue 5, item 10): a bare Qt Quick window — QGuiApplication, a
// QQmlApplicationEngine and a minimal ApplicationWindow of Qt Quick Controls in the default style, the app's size —
// that quits as soon as its first frame is on screen, the same way `sztab --quit-after-first-frame` does.
// bench/coldstart.sh times both as whole processes (docs/benchmarks.md).
#include "app/gui/shell/firstframe.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.loadData(QByteArrayLiteral("import QtQuick\n"
                                      "import QtQuick.Controls\n"
                                      "ApplicationWindow {\n"
                                      "    width: 1280; height: 800; visible: true; title: \"bare\"\n"
                                      "    Label { anchors.centerIn: parent; text: \"Hello\" }\n"
                                      "}\n"));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    if (!window)
        return 1;
    sztab::quitAfterFirstFrame(window); // prints the time to this first frame, as sztab does
    return app.exec();
}
