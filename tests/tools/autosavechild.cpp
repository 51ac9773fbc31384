// The app killed mid-work (issue 7): opens a roster in a RosterDocument, renames it, waits for the autosave, says
// so on stdout and then waits to be killed (SIGKILL by tst_autosavekill). Usage: autosavechild ROSTER NEWNAME
#include "app/gui/bw/rosterdocument.h"

#include <QApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sztab"));
    QApplication::setOrganizationName(QStringLiteral("Sztab"));
    if (argc != 3) {
        std::fprintf(stderr, "usage: autosavechild ROSTER NEWNAME\n");
        return 2;
    }
    sztab::gui::RosterDocument document;
    document.setAutosaveDelay(50);
    QObject::connect(&document, &sztab::gui::RosterDocument::autosaved, [](const QString &path) {
        QTextStream(stdout) << "autosaved " << path << Qt::endl;
    });
    if (!document.open(QUrl::fromLocalFile(QString::fromLocal8Bit(argv[1])))
        || !document.setName(QString::fromLocal8Bit(argv[2])) || !document.setStatus(0, 0, QStringLiteral("veteran"))) {
        QTextStream(stderr) << document.errorMessage() << Qt::endl;
        return 1;
    }
    return app.exec(); // until killed
}
