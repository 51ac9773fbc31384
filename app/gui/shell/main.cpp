// SPDX-License-Identifier: GPL-3.0-or-later
// sztab — the desktop app (`sztab [FILE]` opens any Sztab file in its view). With no display it says so and runs the
// headless demo instead: each registered game area's (GameAreas), printed to the terminal.
#include "app/gui/shell/appdata.h"
#include "app/gui/shell/firstframe.h"
#include "app/gui/shell/gameareas.h"
#include "foundation/atomicwrite.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace sztab;

namespace {

bool hasDisplay()
{
    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM");
    if (!platform.isEmpty())
        return true; // the user chose a platform (offscreen, xcb, wayland…): respect it
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

// The headless demo: what each game area shows without a window.
QString demoText()
{
    QString text;
    for (const gui::GameArea &area : gui::GameAreas::all())
        if (area.headlessDemo)
            text += area.headlessDemo() + QLatin1Char('\n');
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    const bool display = hasDisplay();
    if (!display)
        qputenv("QT_QPA_PLATFORM", "offscreen"); // the headless demo still needs a platform for Qt to start
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sztab"));
    QApplication::setOrganizationName(QStringLiteral("Sztab"));
    QApplication::setApplicationVersion(QStringLiteral(SZTAB_VERSION));
    sztab::gui::GameAreas::ensureRegistered(); // every game, before any file is read (autosaves, recent files)

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Sztab: army lists and battle planning for Bogowie wojny."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("screenshot"), QStringLiteral("Save a PNG of the window once shown, then quit."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("demo"), QStringLiteral("Run the headless demo even with a display.")});
    parser.addOption(
        {QStringLiteral("quit-after-first-frame"),
         QStringLiteral("Quit once the first frame is on screen (cold-start timing, bench/coldstart.sh).")});
    parser.addOption(
        {QStringLiteral("planner"), QStringLiteral("Start in the battle planner (FILE: a .bwplan to open there).")});
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A Sztab file to open (roster, battle plan, KSK or Maciejowice game)."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    if (!display || parser.isSet(QStringLiteral("demo"))) {
        const QString text = demoText();
        QTextStream out(stdout);
        if (!display)
            out << "sztab: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so here is the headless demo "
                   "instead:\n"
                   "every game's demo, played by the rules engine.\n\n";
        out << text;
        return 0;
    }

    QQmlApplicationEngine engine;
    gui::AppData::instance().setEngine(&engine); // loads the data and the translation before the first frame
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QVariantMap initial;
    // --planner starts in the battle planner; a file opens in its own view, recognised by its content.
    if (parser.isSet(QStringLiteral("planner")))
        initial.insert(QStringLiteral("startupPlanner"), true);
    if (!parser.positionalArguments().isEmpty()) // the window opens it, and shows the error banner if it cannot
        initial.insert(
            QStringLiteral("startupUrl"),
            QUrl::fromUserInput(parser.positionalArguments().first(), QDir::currentPath(), QUrl::AssumeLocalFile));
    engine.setInitialProperties(initial);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Sztab/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    if (parser.isSet(QStringLiteral("quit-after-first-frame"))) {
        if (auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first()))
            quitAfterFirstFrame(window);
    }
    if (parser.isSet(QStringLiteral("screenshot"))) {
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
        const QString file = parser.value(QStringLiteral("screenshot"));
        QTimer::singleShot(1500, &app, [window, file] {
            // Through the one atomic write, as every file the app writes (foundation/atomicwrite.h).
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            QString why;
            const bool ok =
                window && window->grabWindow().save(&buffer, "PNG") && sztab::writeFileAtomically(file, png, &why);
            if (!why.isEmpty())
                qWarning("%s", qPrintable(why));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
