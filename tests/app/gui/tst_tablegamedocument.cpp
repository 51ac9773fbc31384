// SPDX-License-Identifier: GPL-3.0-or-later
// What KSK's and MAC's game documents share (app/gui/shell/tablegamedocument.h), asked of both alike: a game saved
// only under its own kind's name and never over another kind of file, reopened behind the hand-over screen with
// nobody's secrets shown until the player named sits down, a broken file leaving the game shown as it was, close.
#include "app/gui/ksk/kskgamedocument.h"
#include "app/gui/mac/macgamedocument.h"
#include "app/gui/shell/appdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace sztab::gui;

namespace {

struct Kind {
    QString extension;
    std::function<std::unique_ptr<TableGameDocument>()> make;
    std::function<bool(TableGameDocument &)> start; // a new game
    std::function<bool(TableGameDocument &)> step;  // one step with the program's dice
};

Kind kind(const QString &name)
{
    if (name == QLatin1String("ksk"))
        return {QStringLiteral("kskgame"), [] { return std::make_unique<KskGameDocument>(); },
                [](TableGameDocument &d) { return static_cast<KskGameDocument &>(d).newGame(QUrl()); },
                [](TableGameDocument &d) { return static_cast<KskGameDocument &>(d).beginStage(); }};
    return {QStringLiteral("macgame"), [] { return std::make_unique<MacGameDocument>(); },
            [](TableGameDocument &d) {
                return static_cast<MacGameDocument &>(d).newGame(
                    {{QStringLiteral("dice"), QStringLiteral("program")}, {QStringLiteral("seed"), QStringLiteral("7")}});
            },
            [](TableGameDocument &d) { return static_cast<MacGameDocument &>(d).rollPoninski(-1); }};
}

QByteArray bytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool write(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

} // namespace

class TstTableGameDocument : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    static void kinds()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("ksk") << QStringLiteral("ksk");
        QTest::newRow("mac") << QStringLiteral("mac");
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        AppData::instance().setLanguage(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    void saveOnlyUnderItsOwnKind_data() { kinds(); }
    void saveOnlyUnderItsOwnKind()
    {
        QFETCH(QString, name);
        const Kind k = kind(name);
        auto doc = k.make();
        QVERIFY2(k.start(*doc) && k.step(*doc), qPrintable(doc->errorMessage()));
        QVERIFY(doc->modified());
        // Another program's extension: refused, nothing written.
        const QString text = m_dir.filePath(name + QStringLiteral("-game.txt"));
        QVERIFY(!doc->saveAs(QUrl::fromLocalFile(text)));
        QVERIFY(!doc->errorMessage().isEmpty());
        QVERIFY(!QFile::exists(text));
        // A roster under the game's name is never written over.
        const QString other = m_dir.filePath(name + QStringLiteral("-other.") + k.extension);
        const QByteArray roster = R"({"format": "bw-roster", "version": 1, "name": "x"})";
        QVERIFY(write(other, roster));
        QVERIFY(!doc->saveAs(QUrl::fromLocalFile(other)));
        QCOMPARE(bytes(other), roster);
        QVERIFY(doc->modified());
        // Its own name: written, no longer modified.
        const QString path = m_dir.filePath(name + QStringLiteral("-saved.") + k.extension);
        QVERIFY2(doc->saveAs(QUrl::fromLocalFile(path)), qPrintable(doc->errorMessage()));
        QVERIFY(!doc->modified());
        QCOMPARE(doc->fileUrl(), QUrl::fromLocalFile(path));
        QVERIFY(bytes(path).contains("\"log\""));
    }

    void openBehindTheHandOver_data() { kinds(); }
    void openBehindTheHandOver()
    {
        QFETCH(QString, name);
        const Kind k = kind(name);
        const QString path = m_dir.filePath(name + QStringLiteral("-open.") + k.extension);
        {
            auto first = k.make();
            QVERIFY(k.start(*first) && k.step(*first));
            QVERIFY(first->saveAs(QUrl::fromLocalFile(path)));
        }
        auto doc = k.make();
        QSignalSpy viewer(doc.get(), &TableGameDocument::viewerChanged);
        QVERIFY2(doc->open(QUrl::fromLocalFile(path)), qPrintable(doc->errorMessage()));
        QVERIFY(doc->loaded());
        QVERIFY(!doc->modified());
        QVERIFY(viewer.count() > 0);
        // Nobody's secrets on the screen: the seat is being offered.
        QCOMPARE(doc->viewer(), QString());
        const QString offered = doc->handOverTo();
        QVERIFY(!offered.isEmpty());
        QCOMPARE(doc->lastResult(), QString());
        // A side the game does not have changes nothing.
        doc->handOver(QStringLiteral("nobody"));
        QCOMPARE(doc->handOverTo(), offered);
        doc->takeSeat();
        QCOMPARE(doc->viewer(), offered);
        QCOMPARE(doc->handOverTo(), QString());
        // A second take without a hand-over changes nothing either.
        doc->takeSeat();
        QCOMPARE(doc->viewer(), offered);
    }

    void brokenFileLeavesTheGameShown_data() { kinds(); }
    void brokenFileLeavesTheGameShown()
    {
        QFETCH(QString, name);
        const Kind k = kind(name);
        auto doc = k.make();
        QVERIFY(k.start(*doc) && k.step(*doc));
        const int undoBefore = doc->canUndo();
        const QString broken = m_dir.filePath(name + QStringLiteral("-broken.") + k.extension);
        QVERIFY(write(broken, "{\"format\": "));
        QVERIFY(!doc->open(QUrl::fromLocalFile(broken)));
        QVERIFY2(doc->errorMessage().contains(QFileInfo(broken).fileName()), qPrintable(doc->errorMessage()));
        QVERIFY(doc->loaded());
        QVERIFY(doc->modified());
        QCOMPARE(int(doc->canUndo()), undoBefore);
        QCOMPARE(doc->fileUrl(), QUrl());
    }

    void closeLeavesNothing_data() { kinds(); }
    void closeLeavesNothing()
    {
        QFETCH(QString, name);
        const Kind k = kind(name);
        auto doc = k.make();
        QVERIFY(k.start(*doc) && k.step(*doc));
        doc->close();
        QVERIFY(!doc->loaded());
        QVERIFY(!doc->modified());
        QVERIFY(!doc->canUndo());
        QCOMPARE(doc->viewer(), QString());
        QCOMPARE(doc->handOverTo(), QString());
        QCOMPARE(doc->fileUrl(), QUrl());
        QVERIFY(!doc->save());
        QVERIFY(!doc->errorMessage().isEmpty());
    }
};

QTEST_MAIN(TstTableGameDocument)
#include "tst_tablegamedocument.moc"
