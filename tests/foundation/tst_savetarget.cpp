// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15: no save writes one kind of file over another. Every kind of save is tried against a file of every kind
// of content already on disk under the save's own extension: only the same kind (or an empty file) may be replaced.
#include "foundation/document.h"
#include "foundation/savetarget.h"

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
            {FileContent::Roster, R"({"format": "bw-roster", "version": 1, "name": "x"})"},
            {FileContent::Plan, R"({"format": "bw-plan", "version": 1})"},
            {FileContent::Catalogue, R"({"format": "bw-catalogue", "version": 1})"},
            {FileContent::Ruleset, R"({"format": "bw-ruleset", "version": 1})"},
            {FileContent::OtherJson, R"({"name": "settings"})"},
            {FileContent::Pdf, "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj"},
            {FileContent::Png, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)},
            {FileContent::Svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg width=\"10\" height=\"10\"></svg>"},
            {FileContent::Other, "31 pts, a forum post\n"},
            {FileContent::KskGame, R"({"format": "ksk-game", "version": 1})"},
            {FileContent::MacGame, R"({"format": "mac-game", "version": 1, "log": []})"},
            {FileContent::KskScenario, R"({"format": "ksk-scenario", "version": 1, "id": "x"})"},
        };
    }

    static FileContent contentOf(SaveKind kind, const QString &suffix)
    {
        switch (kind) {
        case SaveKind::Roster:
        case SaveKind::RosterJson: return FileContent::Roster;
        case SaveKind::Plan: return FileContent::Plan;
        case SaveKind::Catalogue: return FileContent::Catalogue;
        case SaveKind::SheetsPdf: return FileContent::Pdf;
        case SaveKind::Map: return suffix == QLatin1String("png") ? FileContent::Png : FileContent::Svg;
        case SaveKind::KskGame: return FileContent::KskGame;
        case SaveKind::MacGame: return FileContent::MacGame;
        case SaveKind::KskScenario: return FileContent::KskScenario;
        }
        return FileContent::Other;
    }

private slots:
    void sniffsWhatAFileHolds()
    {
        for (const auto &[content, bytes] : samples())
            QCOMPARE(sniffFileContent(write(QStringLiteral("sniff.dat"), bytes)), content);
        QCOMPARE(sniffFileContent(write(QStringLiteral("empty.pdf"), QByteArray())), FileContent::Empty);
        QCOMPARE(sniffFileContent(m_dir.filePath(QStringLiteral("nothing.pdf"))), FileContent::Absent);
        // The bundled roster, as the app writes it (indented JSON).
        QCOMPARE(sniffFileContent(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster")),
                 FileContent::Roster);
    }

    // The issue's case and its kin: every kind of save against every content under the save's own extension.
    void everyKindAgainstEveryOtherKind()
    {
        const QList<SaveKind> kinds{SaveKind::Roster,    SaveKind::RosterJson, SaveKind::Plan,
                                    SaveKind::Catalogue, SaveKind::SheetsPdf,  SaveKind::Map,
                                    SaveKind::KskGame,   SaveKind::MacGame,    SaveKind::KskScenario};
        qsizetype allowed = 0, refused = 0;
        for (SaveKind kind : kinds) {
            for (const QString &suffix : saveSuffixes(kind)) {
                for (const auto &[content, bytes] : samples()) {
                    const QString path = write(QStringLiteral("target.") + suffix, bytes);
                    Text why;
                    const auto target = checkSaveTarget(path, kind, &why);
                    const QString what =
                        QStringLiteral("kind %1 .%2 over content %3").arg(int(kind)).arg(suffix).arg(int(content));
                    // Unknown bytes under the kind's own name (a damaged file) may be saved over; any kind of
                    // content that is not the save's own may not.
                    if (content == contentOf(kind, suffix) || content == FileContent::Other) {
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
        for (SaveKind kind : kinds)
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
        QCOMPARE(sniffFileContent(scenario), FileContent::KskScenario);
        Text why;
        QVERIFY(checkSaveTarget(scenario, SaveKind::KskScenario, &why));
        QVERIFY(!checkSaveTarget(scenario, SaveKind::Catalogue, &why));
        QVERIFY2(why.get().contains(QLatin1String("a KSK scenario")), qPrintable(why.get()));
        QVERIFY(!checkSaveTarget(scenario, SaveKind::RosterJson, &why));
        QVERIFY(!checkSaveTarget(scenario, SaveKind::KskGame, &why)); // the name wants .kskgame
        const QString game = write(QStringLiteral("alma.kskgame"), R"({"format": "ksk-game", "version": 1})");
        QVERIFY(!checkSaveTarget(game, SaveKind::KskScenario, &why)); // .kskgame is another kind's name
        const QString disguised = write(QStringLiteral("game.json"), R"({"format": "ksk-game", "version": 1})");
        QVERIFY(!checkSaveTarget(disguised, SaveKind::KskScenario, &why));
        QVERIFY2(why.get(QStringLiteral("pl")).contains(QLatin1String("scenariusz KSK")),
                 qPrintable(why.get(QStringLiteral("pl"))));
        QCOMPARE(proposedFileName(QStringLiteral("My Alma"), SaveKind::KskScenario), QStringLiteral("My Alma.json"));
    }

    // The issue's own steps: "Save sheets as PDF" given the roster's name refuses, the roster stays.
    void aPdfNeverReplacesTheRoster()
    {
        const QByteArray roster = R"({"format": "bw-roster", "version": 1, "name": "x"})";
        const QString path = write(QStringLiteral("x.bwroster"), roster);
        Text why;
        QVERIFY(!checkSaveTarget(path, SaveKind::SheetsPdf, &why));
        QVERIFY2(why.get().contains(QLatin1String(".pdf")), qPrintable(why.get()));
        QCOMPARE(proposedFileName(QStringLiteral("x.bwroster"), SaveKind::SheetsPdf), QStringLiteral("x.pdf"));
        // Unknown bytes are replaced only under the kind's own name: a text file called .bwroster yes, .txt never.
        const QString text = write(QStringLiteral("post.bwroster"), "31 pts, a forum post\n");
        QVERIFY(checkSaveTarget(text, SaveKind::Roster, &why));
        QVERIFY(!checkSaveTarget(text, SaveKind::SheetsPdf, &why));
        QVERIFY(otherContentAt(text, FileContent::Pdf).has_value());
        const QString broken = write(QStringLiteral("damaged.bwroster"),
                                     "{\"format\": \"bw-roster\", \"divis" /* cut off: no closing brace */);
        QCOMPARE(sniffFileContent(broken), FileContent::Other);
        QVERIFY(checkSaveTarget(broken, SaveKind::Roster, &why));
        // A roster renamed by hand to .pdf is still a roster: not replaced by sheets either.
        const QString disguised = write(QStringLiteral("renamed.pdf"), roster);
        QVERIFY(!checkSaveTarget(disguised, SaveKind::SheetsPdf, &why));
        QVERIFY2(why.get().contains(QLatin1String("a roster")), qPrintable(why.get()));
        QVERIFY2(why.get(QStringLiteral("pl")).contains(QLatin1String("rozpiska")),
                 qPrintable(why.get(QStringLiteral("pl"))));
    }

    void theExtensionIsAddedOrRequired()
    {
        const QString base = m_dir.filePath(QStringLiteral("fresh"));
        QCOMPARE(checkSaveTarget(base, SaveKind::Roster, nullptr).value_or(QString()),
                 base + QStringLiteral(".bwroster"));
        QCOMPARE(checkSaveTarget(base, SaveKind::SheetsPdf, nullptr).value_or(QString()),
                 base + QStringLiteral(".pdf"));
        QCOMPARE(checkSaveTarget(base, SaveKind::Map, nullptr).value_or(QString()), base + QStringLiteral(".svg"));
        QCOMPARE(checkSaveTarget(base + QStringLiteral(".png"), SaveKind::Map, nullptr).value_or(QString()),
                 base + QStringLiteral(".png"));
        // An extension no save uses is kept and the kind's own added.
        QCOMPARE(checkSaveTarget(base + QStringLiteral(".v2"), SaveKind::Plan, nullptr).value_or(QString()),
                 base + QStringLiteral(".v2.bwplan"));
        // Another kind's extension is refused, whether the file exists or not.
        Text why;
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".bwroster"), SaveKind::Plan, &why));
        QVERIFY(why.get().contains(QLatin1String(".bwplan")));
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".png"), SaveKind::Plan, &why));
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".bwplan"), SaveKind::Map, &why));
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".gif"), SaveKind::Map, &why)); // not "fresh.gif.svg"
        QVERIFY(!checkSaveTarget(base + QStringLiteral(".txt"), SaveKind::SheetsPdf, &why));
        QVERIFY(!checkSaveTarget(QString(), SaveKind::Roster, &why));
        QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("folder.bwroster")));
        QVERIFY(!checkSaveTarget(m_dir.filePath(QStringLiteral("folder.bwroster")), SaveKind::Roster, &why));
        // An added extension may land on an existing file of another kind: refused as well.
        write(QStringLiteral("plan.bwplan"), R"({"format": "bw-roster", "version": 1})");
        QVERIFY(!checkSaveTarget(m_dir.filePath(QStringLiteral("plan")), SaveKind::Plan, &why));
    }

    // The writers' own backstop (the CLI's -o keeps any name): only the content is checked.
    void theWritersRefuseAnotherKindWhateverTheName()
    {
        const QString roster = write(QStringLiteral("list.out"), R"({"format": "bw-roster", "version": 1})");
        const auto why = otherContentAt(roster, FileContent::Pdf);
        QVERIFY(why.has_value());
        QVERIFY2(why->get().contains(QLatin1String("a roster")), qPrintable(why->get()));
        QVERIFY(!otherContentAt(roster, FileContent::Roster));
        QVERIFY(!otherContentAt(m_dir.filePath(QStringLiteral("new.out")), FileContent::Pdf));
        QCOMPARE(contentOfFormat(QStringLiteral("bw-plan")), FileContent::Plan);
        QCOMPARE(contentOfFormat(QStringLiteral("something")), FileContent::OtherJson);
        // saveJsonAtomically, under every document writer: a plan is not written over the roster, which stays.
        QString message;
        QVERIFY(
            !saveJsonAtomically(QJsonObject{{QStringLiteral("format"), QStringLiteral("bw-plan")}}, roster, &message));
        QVERIFY2(message.contains(QLatin1String("list.out")), qPrintable(message));
        QCOMPARE(sniffFileContent(roster), FileContent::Roster);
        QVERIFY2(
            saveJsonAtomically(QJsonObject{{QStringLiteral("format"), QStringLiteral("bw-roster")}}, roster, &message),
            qPrintable(message));
    }

    void theProposedNameComesFromTheDocument()
    {
        QCOMPARE(proposedFileName(QStringLiteral("Armia Księstwa 1809"), SaveKind::Roster),
                 QStringLiteral("Armia Księstwa 1809.bwroster"));
        QCOMPARE(proposedFileName(QStringLiteral("battle.bwplan"), SaveKind::Map), QStringLiteral("battle.svg"));
        QCOMPARE(proposedFileName(QStringLiteral("map.png"), SaveKind::Plan), QStringLiteral("map.bwplan"));
        QCOMPARE(proposedFileName(QStringLiteral("a/b: c?"), SaveKind::SheetsPdf), QStringLiteral("a-b- c-.pdf"));
        QCOMPARE(proposedFileName(QString(), SaveKind::Catalogue), QStringLiteral("sztab.json"));
    }
};

QTEST_GUILESS_MAIN(TestSaveTarget)
#include "tst_savetarget.moc"
