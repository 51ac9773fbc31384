// SPDX-License-Identifier: GPL-3.0-or-later
// sztab — the desktop app (`sztab [FILE]` opens a roster). With no display it says so and runs the headless demo
// instead: the bundled demo rosters validated by the core, printed to the terminal.
#include "app/gui/shell/appdata.h"
#include "app/gui/shell/firstframe.h"
#include "bw/rostersummary.h"
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

// The headless demo: each demo roster's verdict, from the core, as text.
QString demoText(const DataSet &data)
{
    QString text;
    for (const QString &file : demoRosterFiles(DataSet::bundledDataDir())) {
        LoadError error;
        if (const auto checked = checkRosterFile(file, data, &error))
            text += reportToText(*checked, file, QStringLiteral("en"));
        else
            text += error.toLine() + QLatin1Char('\n');
    }
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
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A roster (.bwroster) to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    if (!display || parser.isSet(QStringLiteral("demo"))) {
        // Only the headless demo validates the demo rosters; the window loads its data once, in AppData, and
        // starts without them (they cost a quarter of the cold start).
        DataSet data;
        LoadError error;
        if (!data.load({DataSet::bundledDataDir()}, &error)) {
            QTextStream(stderr) << "sztab: " << error.toLine() << '\n';
            return 2;
        }
        const QString text = demoText(data);
        QTextStream out(stdout);
        if (!display)
            out << "sztab: no display found (DISPLAY and WAYLAND_DISPLAY are unset), so here is the headless demo "
                   "instead:\n"
                   "the bundled demo rosters, validated by the rules engine.\n\n";
        out << text;
        return 0;
    }

    QQmlApplicationEngine engine;
    gui::AppData::instance().setEngine(&engine); // loads the data and the translation before the first frame
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QVariantMap initial;
    // A battle plan (or --planner) opens in the battle planner instead of the builder.
    const bool planner = parser.isSet(QStringLiteral("planner"))
        || (!parser.positionalArguments().isEmpty()
            && parser.positionalArguments().first().endsWith(QLatin1String(".bwplan")));
    if (planner)
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
