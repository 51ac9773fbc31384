// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15: no save writes one kind of file over another. Every kind of save is tried against a file of every kind
// of content already on disk under the save's own extension: only the same kind (or an empty file) may be replaced.
#include "foundation/document.h"
#include "foundation/savetarget.h"
#include "bw/filekinds.h"
#include "ksk/filekinds.h"
#include "mac/filekinds.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;

class TestSaveTarget : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            qFatal("cannot write the test file");
        return path;
    }

    // One sample of every content a file can hold, as the writers make them (only the first bytes and a JSON
    // document's format are read).
    static QList<std::pair<FileContent, QByteArray>> samples()
    {
        return {
            {bw::rosterContent(), R"({"format": "bw-roster", "version": 1, "name": "x"})"},
            {bw::planContent(), R"({"format": "bw-plan", "version": 1})"},
            {bw::catalogueContent(), R"({"format": "bw-catalogue", "version": 1})"},
            {FileContent{QStringLiteral("bw-ruleset")}, R"({"format": "bw-ruleset", "version": 1})"},
            {FileContent::otherJson(), R"({"name": "settings"})"},
            {FileContent::pdf(), "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj"},
            {FileContent::png(), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)},
            {FileContent::svg(), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg width=\"10\" height=\"10\"></svg>"},
            {FileContent::other(), "31 pts, a forum post\n"},
            {ksk::gameContent(), R"({"format": "ksk-game", "version": 1})"},
            {mac::gameContent(), R"({"format": "mac-game", "version": 1, "log": []})"},
            {ksk::scenarioContent(), R"({"format": "ksk-scenario", "version": 1, "id": "x"})"},
        };
    }

private slots:
    void sniffsWhatAFileHolds()
    {
        for (const auto &[content, bytes] : samples())
            QCOMPARE(sniffFileContent(write(QStringLiteral("sniff.dat"), bytes)), content);
        QCOMPARE(sniffFileContent(write(QStringLiteral("empty.pdf"), QByteArray())), FileContent::empty());
        QCOMPARE(sniffFileContent(m_dir.filePath(QStringLiteral("nothing.pdf"))), FileContent::absent());
        // The bundled roster, as the app writes it (indented JSON).
        QCOMPARE(sniffFileContent(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster")),
                 bw::rosterContent());
    }

    // The issue's case and its kin: every kind of save against every content under the save's own extension.
    void everyKindAgainstEveryOtherKind()
    {
        // Every save the games registered (foundation/filekinds.h), not a list kept here.
        const QList<SaveKind> kinds = saveKinds();
        QCOMPARE(kinds.size(), 9);
        qsizetype allowed = 0, refused = 0;
        for (const SaveKind &kind : kinds) {
            for (const QString &suffix : saveSuffixes(kind)) {
                for (const auto &[content, bytes] : samples()) {
                    const QString path = write(QStringLiteral("target.") + suffix, bytes);
                    Text why;
                    const auto target = checkSaveTarget(path, kind, &why);
                    const QString what =
                        QStringLiteral("kind %1 .%2 over content %3").arg(kind.id, suffix, content.kind);
                    // Unknown bytes under the kind's own name (a damaged file) may be saved over; any kind of
                    // content that is not the save's own may not.
                    if (content == kind.writes(suffix) || content == FileContent::other()) {
                        QVERIFY2(target.has_value(), qPrintable(what + QLatin1String(": ") + why.get()));
                        QCOMPARE(*target, path);
                        ++allowed;
                    } else {
                        QVERIFY2(!target.has_value(), qPrintable(what));
                        QVERIFY2(why.get().contains(QLatin1String("target.") + suffix), qPrintable(why.get()));
                        QVERIFY(why.get(QStringLiteral("pl")) != why.get(QStringLiteral("en")));
                        ++refused;
                    }
                }
            }
        }
        // Each kind's suffix (the map twice: SVG, PNG) over its own content and unknown bytes, refused over the rest.
        qsizetype suffixes = 0;
        for (const SaveKind &kind : kinds)
            suffixes += saveSuffixes(kind).size();
        QCOMPARE(suffixes, qsizetype(kinds.size() + 1));
        QCOMPARE(allowed, suffixes * 2);
        QCOMPARE(refused, suffixes * samples().size() - suffixes * 2);
    }

    // Issue 20's scenario editor: a KSK scenario (.json, known by its format) and a KSK game never replace each
    // other, nor does a catalogue or a roster saved as JSON replace a scenario under the same extension.
    void aKskScenarioIsNeverWrittenOverAGameAndBack()
    {
        const QString scenario = write(QStringLiteral("alma.json"), R"({"format": "ksk-scenario", "version": 1})");
        QCOMPARE(sniffFileContent(scenario), ksk::scenarioContent());
        Text why;
        QVERIFY(checkSaveTarget(scenario, ksk::scenarioSave(), &why));
        QVERIFY(!checkSaveTarget(scenario, bw::catalogueSave(), &why));
        QVERIFY2(why.get().contains(QLatin1String("a KSK scenario")), qPrintable(why.get()));
        QVERIFY(!checkSaveTarget(scenario, bw::rosterJsonSave(), &why));
        QVERIFY(!checkSaveTarget(scenario, ksk::gameSave(), &why)); // the name wants .kskgame
        const QString game = write(QStringLiteral("alma.kskgame"), R"({"format": "ksk-game", "version": 1})");
        QVERIFY(!checkSaveTarget(game, ksk::scenarioSave(), &why)); // .kskgame is another kind's name
        const QString disguised = write(QStringLiteral("game.json"), R"({"format": "ksk-game", "version": 1})");
        QVERIFY(!checkSaveTarget(disguised, ksk::scenarioSave(), &why));
        QVERIFY2(why.get(QStringLiteral("pl")).contains(QLatin1String("scenariusz KSK")),
                 qPrintable(why.get(QStringLiteral("pl"))));
        QCOMPARE(proposedFileName(QStringLiteral("My Alma"), ksk::scenarioSave()), QStringLiteral("My Alma.json"));
    }

    // The issue's own steps: "Save sheets as PDF" given the roster's name refuses, the roster stays.
    void aPdfNeverReplacesTheRoster()
    {
        const QByteArray roster = R"({"format": "bw-roster", "version": 1, "name": "x"})";
        const QString path = write(QStringLiteral("x.bwroster"), roster);
        Text why;
        QVERIFY(!checkSaveTarget(path, pdfSave(), &why));
        QVERIFY2(why.get().contains(QLatin1String(".pdf")), qPrintable(why.get()));
        QCOMPARE(proposedFileName(QStringLiteral("x.bwroster"), pdfSave()), QStringLiteral("x.pdf"));
        // Unknown bytes are replaced only under the kind's own name: a text file called .bwroster yes, .txt never.
        const QString text = write(QStringLiteral("post.bwroster"), "31 pts, a forum post\n");
        QVERIFY(checkSaveTarget(text, bw::rosterSave(), &why));
        QVERIFY(!checkSaveTarget(text, pdfSave(), &why));
        QVERIFY(otherContentAt(text, FileContent::pdf()).has_value());
        const QString broken = write(QStringLiteral("damaged.bwroster"),
                                     "{\"format\": \"bw-roster\", \"divis" /* cut off: no closing brace */);
        QCOMPARE(sniffFileContent(broken), FileContent::other());
        QVERIFY(checkSaveTarget(broken, bw::rosterSave(), &why));
        // A roster renamed by hand to .pdf is still a roster: not replaced by sheets either.
        const QString disguised = write(QStringLiteral("renamed.pdf"), roster);
        QVERIFY(!checkSaveTarget(disguised, pdfSave(), &why));
        QVERIFY2(why.get().contains(QLatin1String("a roster")), qPrintable(why.get()));
        QVERIFY2(why.get(QStringLiteral("pl")).contains(QLatin1String("rozpiska")),
                 qPrintable(why.get(QStringLiteral("pl"))));
    }

    void theExtensionIsAddedOrRequired()
    {
        const QString base = m_dir.filePath(QStringLiteral("fresh"));
        QCOMPARE(checkSaveTarget(base, bw::rosterSave(), nullptr).value_or(QString()),
                 base + QStringLiteral(".bwroster"));
        QCOMPARE(checkSaveTarget(base, pdfSave(), nullptr).value_or(QString()),
                 base + QStringLiteral(".pdf"));
        QCOMPARE(checkSaveTarget(base, bw::mapSave(), nullptr).value_or(QString()), base + QStringLiteral(".svg"));
        QCOMPARE(checkSaveTarget(base + QStringLiteral(".png"), bw::mapSave(), nullptr).value_or(QString()),
                 base + QStringLiteral(".png"));
        // An extension no save uses is kept and the kind's own added.
        QCOMPARE(checkSaveTarget(base + QStringLiteral(".v2"), bw::planSave(), nullptr).value_or(QString()),
                 base + QStringLiteral(".v2.bwplan"));
        // Another kind's extension is refused, whether the file exists or not.
        Text why;
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".bwroster"), bw::planSave(), &why));
        QVERIFY(why.get().contains(QLatin1String(".bwplan")));
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".png"), bw::planSave(), &why));
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".bwplan"), bw::mapSave(), &why));
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".gif"), bw::mapSave(), &why)); // not "fresh.gif.svg"
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".txt"), pdfSave(), &why));
        QVERIFY(!checkSaveTarget(QString(), bw::rosterSave(), &why));
        QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("folder.bwroster")));
        QVERIFY(!checkSaveTarget(m_dir.filePath(QStringLiteral("folder.bwroster")), bw::rosterSave(), &why));
        // An added extension may land on an existing file of another kind: refused as well.
        write(QStringLiteral("plan.bwplan"), R"({"format": "bw-roster", "version": 1})");
        QVERIFY(!checkSaveTarget(m_dir.filePath(QStringLiteral("plan")), bw::planSave(), &why));
    }

    // The writers' own backstop (the CLI's -o keeps any name): only the content is checked.
    void theWritersRefuseAnotherKindWhateverTheName()
    {
        const QString roster = write(QStringLiteral("list.out"), R"({"format": "bw-roster", "version": 1})");
        const auto why = otherContentAt(roster, FileContent::pdf());
        QVERIFY(why.has_value());
        QVERIFY2(why->get().contains(QLatin1String("a roster")), qPrintable(why->get()));
        QVERIFY(!otherContentAt(roster, bw::rosterContent()));
        QVERIFY(!otherContentAt(m_dir.filePath(QStringLiteral("new.out")), FileContent::pdf()));
        QCOMPARE(FileContent::ofFormat(QStringLiteral("bw-plan")), bw::planContent());
        QCOMPARE(FileContent::ofFormat(QStringLiteral("something")), FileContent::otherJson());
        // saveJsonAtomically, under every document writer: a plan is not written over the roster, which stays.
        QString message;
        QVERIFY(
            !saveJsonAtomically(QJsonObject{{QStringLiteral("format"), QStringLiteral("bw-plan")}}, roster, &message));
        QVERIFY2(message.contains(QLatin1String("list.out")), qPrintable(message));
        QCOMPARE(sniffFileContent(roster), bw::rosterContent());
        QVERIFY2(
            saveJsonAtomically(QJsonObject{{QStringLiteral("format"), QStringLiteral("bw-roster")}}, roster, &message),
            qPrintable(message));
    }

    // The foundation knows no game: a game registers its kinds, and the save check knows them from then on.
    void aGameRegistersItsKindsOfFile()
    {
        const QByteArray sample = R"({"format": "test-game", "version": 1})";
        const QString path = write(QStringLiteral("battle.testgame"), sample);
        QCOMPARE(sniffFileContent(path), FileContent::otherJson()); // not registered yet: a JSON of no known kind
        registerFileKind({QStringLiteral("test-game"), {QStringLiteral("testgame")},
                          Text::translated(QStringLiteral("gra próbna"), QStringLiteral("a test game")),
                          Text::translated(QStringLiteral("Gra próbna"), QStringLiteral("Test game")),
                          Text::translated(QStringLiteral("Gry próbne"), QStringLiteral("Test games")),
                          QStringLiteral("testgame")});
        const SaveKind save{QStringLiteral("testGame"), {QStringLiteral("testgame")}, QStringLiteral("test-game"),
                            Text::translated(QStringLiteral("gra próbna"), QStringLiteral("a test game")),
                            Text::translated(QStringLiteral("Gry próbne"), QStringLiteral("Test games"))};
        registerSaveKind(save);
        QCOMPARE(sniffFileContent(path), FileContent{QStringLiteral("test-game")});
        QCOMPARE(fileKindOfDocument(QStringLiteral("testgame"))->id, QStringLiteral("test-game"));
        QCOMPARE(findSaveKind(QStringLiteral("testGame"))->suffixes, QStringList{QStringLiteral("testgame")});
        Text why;
        QCOMPARE(checkSaveTarget(path, save, &why).value_or(QString()), path);
        // Its extension is now a known one: a roster is not saved as "battle.testgame.bwroster", and not over it.
        QVERIFY(!checkSaveTarget(path, bw::rosterSave(), &why));
        QVERIFY2(why.get().contains(QLatin1String(".bwroster")), qPrintable(why.get()));
        const QString disguised = write(QStringLiteral("battle.bwroster"), sample);
        QVERIFY(!checkSaveTarget(disguised, bw::rosterSave(), &why));
        QVERIFY2(why.get(QStringLiteral("pl")).contains(QStringLiteral("gra próbna")),
                 qPrintable(why.get(QStringLiteral("pl"))));
        QCOMPARE(proposedFileName(QStringLiteral("battle.testgame"), pdfSave()), QStringLiteral("battle.pdf"));
    }

    void theProposedNameComesFromTheDocument()
    {
        QCOMPARE(proposedFileName(QStringLiteral("Armia Księstwa 1809"), bw::rosterSave()),
                 QStringLiteral("Armia Księstwa 1809.bwroster"));
        QCOMPARE(proposedFileName(QStringLiteral("battle.bwplan"), bw::mapSave()), QStringLiteral("battle.svg"));
        QCOMPARE(proposedFileName(QStringLiteral("map.png"), bw::planSave()), QStringLiteral("map.bwplan"));
        QCOMPARE(proposedFileName(QStringLiteral("a/b: c?"), pdfSave()), QStringLiteral("a-b- c-.pdf"));
        QCOMPARE(proposedFileName(QString(), bw::catalogueSave()), QStringLiteral("sztab.json"));
    }
};

QTEST_GUILESS_MAIN(TestSaveTarget)
#include "tst_savetarget.moc"
