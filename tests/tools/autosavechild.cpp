// SPDX-License-Identifier: GPL-3.0-or-later
// The app killed mid-work (issue 7, issue 18 item 2): opens a document, edits it twice, waits for the autosave, says
// so on stdout and then waits to be killed (SIGKILL by tst_autosavekill). Usage:
//   autosavechild ROSTER NEWNAME          a roster renamed, its first regiment made veteran
//   autosavechild --plan PLAN             a battle plan: battlefield 3, a woods placed at (90, 60)
//   autosavechild --catalogue ID          a loaded catalogue: author "Klub", unit 1 at most 3
//   autosavechild --mac SEED              a new Maciejowice game from SEED: Poniński's roll and the pool of stage 1
//   autosavechild --four ROSTER PLAN      the window's four kinds at once: the roster and the plan edited as above,
//                                         a new KSK game (the Alma) with its first stage begun, a Maciejowice game
//                                         from seed 1794; says "autosaved" once all four have autosaved
#include "app/gui/bw/catalogueeditor.h"
#include "app/gui/bw/plandocument.h"
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/ksk/kskgamedocument.h"
#include "app/gui/mac/macgamedocument.h"

#include <QApplication>
#include <QSet>
#include <QTextStream>

#include <cstdio>
#include <memory>
#include <vector>

using namespace sztab::gui;

namespace {

std::unique_ptr<DocumentBase> openAndEdit(const QString &mode, const QString &file, const QString &name)
{
    if (mode == QLatin1String("--plan")) {
        auto plan = std::make_unique<PlanDocument>();
        if (plan->open(QUrl::fromLocalFile(file)) && plan->setBattlefield(3)
            && plan->addPiece(QStringLiteral("woods"), QString(), 90, 60) >= 0)
            return plan;
        QTextStream(stderr) << plan->errorMessage() << Qt::endl;
        return nullptr;
    }
    if (mode == QLatin1String("--catalogue")) {
        auto editor = std::make_unique<CatalogueEditor>();
        if (editor->openCatalogue(file) && editor->setHeader(QStringLiteral("author"), QStringLiteral("Klub"))
            && editor->set(QStringLiteral("units"), 1, QStringLiteral("max"), QStringLiteral("3")))
            return editor;
        QTextStream(stderr) << editor->errorMessage() << Qt::endl;
        return nullptr;
    }
    if (mode == QLatin1String("--mac")) {
        auto game = std::make_unique<MacGameDocument>();
        if (game->newGame({{QStringLiteral("seed"), file}}) && game->rollPoninski(-1) && game->buildPool())
            return game;
        QTextStream(stderr) << game->errorMessage() << Qt::endl;
        return nullptr;
    }
    auto roster = std::make_unique<RosterDocument>();
    if (roster->open(QUrl::fromLocalFile(file)) && roster->setName(name)
        && roster->setStatus(0, 0, QStringLiteral("veteran")))
        return roster;
    QTextStream(stderr) << roster->errorMessage() << Qt::endl;
    return nullptr;
}

std::unique_ptr<DocumentBase> newKskGame()
{
    auto game = std::make_unique<KskGameDocument>();
    if (game->newGame(QUrl()) && game->beginStage())
        return game;
    QTextStream(stderr) << game->errorMessage() << Qt::endl;
    return nullptr;
}

// Every document says "autosaved PATH" only once all of them have autosaved (the last one's path).
int runUntilKilled(QApplication &app, std::vector<std::unique_ptr<DocumentBase>> documents)
{
    auto waiting = std::make_shared<QSet<DocumentBase *>>();
    for (const auto &document : documents) {
        if (!document)
            return 1;
        waiting->insert(document.get());
        // The edits started the autosave timer with the default delay; a short one makes the test quick.
        document->setAutosaveDelay(50);
        DocumentBase *d = document.get();
        QObject::connect(d, &DocumentBase::autosaved, [waiting, d](const QString &path) {
            if (waiting->remove(d) && waiting->isEmpty())
                QTextStream(stdout) << "autosaved " << path << Qt::endl;
        });
    }
    return app.exec(); // until killed
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sztab"));
    QApplication::setOrganizationName(QStringLiteral("Sztab"));
    if (argc == 4 && QString::fromLocal8Bit(argv[1]) == QLatin1String("--four")) {
        const QString rosterFile = QString::fromLocal8Bit(argv[2]);
        const QString planFile = QString::fromLocal8Bit(argv[3]);
        std::vector<std::unique_ptr<DocumentBase>> documents;
        documents.push_back(openAndEdit(QString(), rosterFile, QStringLiteral("Cztery dokumenty")));
        documents.push_back(openAndEdit(QStringLiteral("--plan"), planFile, QString()));
        documents.push_back(newKskGame());
        documents.push_back(openAndEdit(QStringLiteral("--mac"), QStringLiteral("1794"), QString()));
        return runUntilKilled(app, std::move(documents));
    }
    if (argc != 3) {
        std::fprintf(stderr,
                     "usage: autosavechild ROSTER NEWNAME | --plan PLAN | --catalogue ID | --mac SEED | "
                     "--four ROSTER PLAN\n");
        return 2;
    }
    const QString first = QString::fromLocal8Bit(argv[1]);
    const QString second = QString::fromLocal8Bit(argv[2]);
    const bool roster = !first.startsWith(QLatin1String("--"));
    std::vector<std::unique_ptr<DocumentBase>> documents;
    documents.push_back(openAndEdit(roster ? QString() : first, roster ? first : second, second));
    return runUntilKilled(app, std::move(documents));
}
