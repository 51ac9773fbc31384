// SPDX-License-Identifier: GPL-3.0-or-later
// The Maciejowice schedule on paper (issue 21 item 7): the pool of every stage (MAC 13.0), Poniński's boxes and the
// victory track on ONE A4 sheet, read back with pdftotext in both languages; a game's stage, Poniński's rolls and
// the marker filled in; the log on the pages after; a side's secret choice never printed before its chit is drawn;
// and `bwn mac print` with its exit codes.
#include "mac/game.h"
#include "mac/scenario.h"
#include "mac/state.h"
#include "../mac/macfixture.h"
#include "render/mac/gamelog.h"
#include "render/mac/schedulemodel.h"
#include "render/mac/schedulepainter.h"

#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sztab;
using namespace sztab::mac;

namespace {

QString tool(const char *name) { return QStandardPaths::findExecutable(QLatin1String(name)); }

QString run(const QString &program, const QStringList &args, int *exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return QString();
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput()) + QString::fromUtf8(p.readAllStandardError());
}

QString pdfText(const QString &pdf)
{
    return run(tool("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
}

int pdfPages(const QString &pdf)
{
    const QString info = run(tool("pdfinfo"), {pdf});
    for (const QString &line : info.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("Pages:")))
            return line.mid(6).trimmed().toInt();
    return -1;
}

} // namespace

class TstMacPrint : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void mac_13_0_blankSchedule_isOneA4Sheet();
    void mac_13_0_blankSchedule_inPolish();
    void mac_12_2_gameMarked_andLogAfterTheSheet();
    void mac_13_0_secretChoice_notPrintedBeforeItsDraw();
    void bwnMacPrint_exitCodes();
    void mac_4_6_casualtyLines_sayWhatWasRolledForWhom();
    void mac_13_0_printedSheet_noSeed();
    void bwnMacPrint_changedDie_refused();

private:
    // A game played from a seed up to stage `stage`, turn 1 (each stage's pool made, drawn and ended).
    Game playTo(int stage, std::uint64_t seed = 1794);
    QString write(const macprint::Schedule &schedule, const QString &name, int *pages);

    std::optional<Scenario> m_scenario;
    QTemporaryDir m_dir;
};

void TstMacPrint::initTestCase()
{
    QVERIFY2(!tool("pdftotext").isEmpty() && !tool("pdfinfo").isEmpty(), "poppler-utils are needed");
    // To look at the PDFs: SZTAB_KEEP_PDF=1 keeps the folder and names it.
    if (qEnvironmentVariableIsSet("SZTAB_KEEP_PDF")) {
        m_dir.setAutoRemove(false);
        qInfo("PDFs in %s", qPrintable(m_dir.path()));
    }
    LoadError error;
    m_scenario = loadBundledScenario(QLatin1String(kDefaultScenarioId), &error);
    QVERIFY2(m_scenario, qPrintable(error.toLine()));
}

QString TstMacPrint::write(const macprint::Schedule &schedule, const QString &name, int *pages)
{
    const QString path = m_dir.filePath(name);
    QString error;
    if (!macprint::writeSchedulePdf(schedule, path, pages, &error))
        qWarning("%s", qPrintable(error));
    return path;
}

Game TstMacPrint::playTo(int stage, std::uint64_t seed)
{
    Game game;
    game.scenarioId = m_scenario->id;
    game.seed = seed;
    ActionError error;
    State state = initialState(*m_scenario, game);
    auto act = [&](ActionKind kind) {
        Action a;
        a.kind = kind;
        const auto next = perform(*m_scenario, &game, state, a, nullptr, &error);
        if (next)
            state = *next;
        return next.has_value();
    };
    if (!act(ActionKind::PoninskiRoll))
        qWarning("Poniński: %s", qPrintable(error.message.get()));
    while (state.stage < stage && !state.over) {
        // A stage with secret choices: each side takes the first commanders it may.
        for (Side side : {Side::Polish, Side::Russian}) {
            const StagePool *pool = m_scenario->poolOf(state.stage);
            if (!pool || pool->of(side).any == 0)
                continue;
            Action a;
            a.kind = ActionKind::Choose;
            a.side = side;
            a.commanders = eligibleForAny(*m_scenario, state, side).mid(0, pool->of(side).any);
            const auto next = perform(*m_scenario, &game, state, a, nullptr, &error);
            if (next)
                state = *next;
        }
        if (state.poninski.phase == PoninskiState::Phase::AwaitCheck && state.poninski.checkStage == state.stage)
            act(ActionKind::PoninskiRoll);
        if (!act(ActionKind::BuildPool))
            break;
        while (!state.cup.isEmpty())
            if (!act(ActionKind::Draw))
                break;
        if (!act(ActionKind::EndStage))
            break;
    }
    return game;
}

void TstMacPrint::mac_13_0_blankSchedule_isOneA4Sheet()
{
    int pages = 0;
    const QString pdf = write(macprint::buildSchedule(*m_scenario, nullptr, QString(), QStringLiteral("en"), false),
                              QStringLiteral("blank-en.pdf"), &pages);
    QCOMPARE(pages, 1);
    QCOMPARE(pdfPages(pdf), 1);
    QVERIFY2(run(tool("pdfinfo"), {pdf}).contains(QLatin1String("(A4)")), "an A4 page");
    const QString text = pdfText(pdf);
    // Every stage's row, the pool of 13.0 from the data, Poniński's procedure and the track to the threshold.
    for (int stage = 1; stage <= m_scenario->stages; ++stage)
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("(^|\\n)\\s*%1\\s").arg(stage))),
                 qPrintable(QStringLiteral("stage %1's row").arg(stage)));
    for (const QString &id : {QStringLiteral("denisow"), QStringLiteral("kniaziewicz"), QStringLiteral("fersen")})
        QVERIFY2(text.contains(m_scenario->commander(id)->name.get(QStringLiteral("en"))), qPrintable(id));
    QVERIFY(text.contains(QLatin1String("any 2")));
    QVERIFY(text.contains(QStringLiteral("General Poniński")));
    QVERIFY(text.contains(QStringLiteral("d10 + %1").arg(m_scenario->poninski.checkOffset)));
    QVERIFY(text.contains(QLatin1String("Victory track")));
    QVERIFY(text.contains(QStringLiteral("Automatic victory: %1 VP").arg(m_scenario->victory.threshold)));
    QVERIFY(text.contains(QLatin1String("0144")));
}

void TstMacPrint::mac_13_0_blankSchedule_inPolish()
{
    int pages = 0;
    const QString pdf = write(macprint::buildSchedule(*m_scenario, nullptr, QString(), QStringLiteral("pl"), false),
                              QStringLiteral("blank-pl.pdf"), &pages);
    QCOMPARE(pdfPages(pdf), 1);
    const QString text = pdfText(pdf);
    QVERIFY(text.contains(QStringLiteral("Generał Poniński")));
    QVERIFY(text.contains(QStringLiteral("Tor punktów zwycięstwa")));
    QVERIFY(text.contains(QStringLiteral("dowolni: 2")));
    QVERIFY(text.contains(m_scenario->commander(QStringLiteral("kosciuszko"))->name.get(QStringLiteral("pl"))));
}

void TstMacPrint::mac_12_2_gameMarked_andLogAfterTheSheet()
{
    Game game = playTo(3);
    QVERIFY(!game.log.isEmpty());
    // The 12.2 example: the Russians at 3 VP lose four melees: the marker on 1, the Poles' side up.
    ActionError error;
    auto state = replay(*m_scenario, game, &error);
    QVERIFY2(state, qPrintable(error.message.get()));
    auto vp = [&](Side side, int times) {
        for (int i = 0; i < times; ++i) {
            Action a;
            a.kind = ActionKind::Vp;
            a.side = side;
            a.event = QStringLiteral("melee-won");
            state = perform(*m_scenario, &game, *state, a, nullptr, &error);
            QVERIFY2(state, qPrintable(error.message.get()));
        }
    };
    // Points for melee are scored in turn 2, after a chit is drawn (3.3).
    if (state->turn == Turn::BuildPool) {
        Action build;
        build.kind = ActionKind::BuildPool;
        state = perform(*m_scenario, &game, *state, build, nullptr, &error);
        QVERIFY2(state, qPrintable(error.message.get()));
    }
    Action draw;
    draw.kind = ActionKind::Draw;
    state = perform(*m_scenario, &game, *state, draw, nullptr, &error);
    QVERIFY2(state, qPrintable(error.message.get()));
    vp(Side::Russian, 3);
    vp(Side::Polish, 4);
    int pages = 0;
    const QString pdf =
        write(macprint::buildSchedule(*m_scenario, &game, QStringLiteral("club night"), QStringLiteral("en"), true),
              QStringLiteral("game-en.pdf"), &pages);
    QVERIFY(pages >= 2);
    QCOMPARE(pdfPages(pdf), pages);
    const QString text = pdfText(pdf);
    const QString sheet = text.section(QLatin1Char('\f'), 0, 0);
    QVERIFY(sheet.contains(QLatin1String("Game: club night")));
    QVERIFY2(sheet.contains(QLatin1String("the Poles lead by 1 VP"))
                 || sheet.contains(QLatin1String("The Poles lead by 1 VP")),
             qPrintable(sheet.right(600)));
    QVERIFY(sheet.contains(QLatin1String("PL")));
    // Poniński's stage to check is filled in (13.0a).
    QVERIFY(sheet.contains(QString::number(state->poninski.checkStage)));
    const QString log = text.section(QLatin1Char('\f'), 1);
    QVERIFY(log.contains(QLatin1String("The game's log")));
    QVERIFY(log.contains(QLatin1String("Drawn:")));
    QVERIFY(log.contains(QLatin1String("program's die")));
}

void TstMacPrint::mac_13_0_secretChoice_notPrintedBeforeItsDraw()
{
    Game game = playTo(5);
    ActionError error;
    auto state = replay(*m_scenario, game, &error);
    QVERIFY2(state, qPrintable(error.message.get()));
    QCOMPARE(state->stage, 5);
    // The Poles choose in secret; nothing is drawn yet.
    const QStringList eligible = eligibleForAny(*m_scenario, *state, Side::Polish);
    const int any = m_scenario->poolOf(5)->polish.any;
    QVERIFY(eligible.size() >= any);
    Action choose;
    choose.kind = ActionKind::Choose;
    choose.side = Side::Polish;
    choose.commanders = eligible.mid(0, any);
    state = perform(*m_scenario, &game, *state, choose, nullptr, &error);
    QVERIFY2(state, qPrintable(error.message.get()));

    Game before = game;
    before.log.removeLast();
    int pages = 0;
    const QString withSecret =
        pdfText(write(macprint::buildSchedule(*m_scenario, &game, QStringLiteral("g"), QStringLiteral("en"), true),
                      QStringLiteral("secret.pdf"), &pages));
    const QString without =
        pdfText(write(macprint::buildSchedule(*m_scenario, &before, QStringLiteral("g"), QStringLiteral("en"), true),
                      QStringLiteral("nosecret.pdf"), &pages));
    // Each chosen name is printed exactly as often as before the choice: the print tells nothing of it.
    for (const QString &id : choose.commanders) {
        const QString name = m_scenario->commander(id)->name.get(QStringLiteral("en"));
        QCOMPARE(withSecret.count(name), without.count(name));
    }
    QVERIFY(withSecret.contains(QLatin1String("choose commanders in secret: 2")));
}

void TstMacPrint::bwnMacPrint_exitCodes()
{
    const QString bwn = QStringLiteral(SZTAB_BWN_PATH);
    const QString game = m_dir.filePath(QStringLiteral("cli.macgame"));
    QString error;
    QVERIFY2(saveGame(playTo(2), game, &error), qPrintable(error));
    int code = -1;
    const QString out = m_dir.filePath(QStringLiteral("cli.pdf"));
    QString said = run(bwn,
                       {QStringLiteral("mac"), QStringLiteral("print"), game, QStringLiteral("-o"), out,
                        QStringLiteral("--log"), QStringLiteral("--lang"), QStringLiteral("pl")},
                       &code);
    QCOMPARE(code, 0);
    QVERIFY2(said.contains(QLatin1String("cli.pdf")), qPrintable(said));
    QVERIFY(pdfPages(out) >= 2);
    QVERIFY(pdfText(out).contains(QStringLiteral("Przebieg gry")));
    // The blank schedule needs no game.
    said = run(bwn,
               {QStringLiteral("mac"), QStringLiteral("print"), QStringLiteral("-o"),
                m_dir.filePath(QStringLiteral("blank.pdf")), QStringLiteral("--json")},
               &code);
    QCOMPARE(code, 0);
    QVERIFY2(said.contains(QLatin1String("\"pages\":1")), qPrintable(said));
    // Unusable input: one line, exit 2, nothing written over the game.
    said = run(bwn, {QStringLiteral("mac"), QStringLiteral("print"), game}, &code);
    QCOMPARE(code, 2);
    QCOMPARE(said.trimmed().count(QLatin1Char('\n')), 0);
    const QByteArray gameBytes = [&] {
        QFile f(game);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    said = run(bwn, {QStringLiteral("mac"), QStringLiteral("print"), game, QStringLiteral("-o"), game}, &code);
    QCOMPARE(code, 2);
    QFile f(game);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), gameBytes);
    said = run(bwn,
               {QStringLiteral("mac"), QStringLiteral("print"), m_dir.filePath(QStringLiteral("missing.macgame")),
                QStringLiteral("-o"), out},
               &code);
    QCOMPARE(code, 2);
    QVERIFY2(said.contains(QLatin1String("missing.macgame")), qPrintable(said));
}

// Two leader-casualty rolls for one commander with the same result read apart: each line names him, the fire, the
// face rolled and what it did, in both languages.
void TstMacPrint::mac_4_6_casualtyLines_sayWhatWasRolledForWhom()
{
    mactest::Play p;
    p.toCombat();
    const QString musket = QString::fromLatin1(kTriggerMusket6);
    QVERIFY(p.casualty(QStringLiteral("denisow"), musket, 3));
    QVERIFY(p.casualty(QStringLiteral("denisow"), musket, 5));
    QVERIFY(p.casualty(QStringLiteral("denisow"), musket, p.scenario.casualty.woundedFace));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("pl")}) {
        const QList<macprint::LogLine> log = macprint::gameLog(p.scenario, p.game, std::nullopt, lang);
        QVERIFY(log.size() >= 3);
        const QString first = log[log.size() - 3].text, second = log[log.size() - 2].text, third = log.last().text;
        QVERIFY2(first != second, qPrintable(first));
        const QString name = p.scenario.commander(QStringLiteral("denisow"))->name.get(lang);
        for (const QString &line : {first, second, third})
            QVERIFY2(line.contains(name), qPrintable(line));
        const bool en = lang == QLatin1String("en");
        QVERIFY2(
            first.contains(en ? QStringLiteral("rolled 3, no effect") : QStringLiteral("wyrzucono 3 — bez skutku")),
            qPrintable(first));
        QVERIFY2(
            second.contains(en ? QStringLiteral("rolled 5, no effect") : QStringLiteral("wyrzucono 5 — bez skutku")),
            qPrintable(second));
        QVERIFY2(third.contains(en ? QStringLiteral("wounded") : QStringLiteral("ranny")), qPrintable(third));
    }
}

// MAC 13.0 and the contract: the sheet lies on the table; with the seed either side could roll the program's coming
// dice ahead, so neither the sheet nor the log after it carries it.
void TstMacPrint::mac_13_0_printedSheet_noSeed()
{
    const std::uint64_t seed = 8106354279135792468ULL;
    const Game game = playTo(6, seed);
    const QString digits = QString::number(seed);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("pl")}) {
        const macprint::Schedule schedule =
            macprint::buildSchedule(*m_scenario, &game, QStringLiteral("g"), lang, true);
        QVERIFY(!schedule.subtitle.contains(digits));
        int pages = 0;
        const QString text = pdfText(write(schedule, QStringLiteral("seed-%1.pdf").arg(lang), &pages));
        QVERIFY(text.contains(lang == QLatin1String("pl") ? QLatin1String("Gra: g") : QLatin1String("Game: g")));
        QVERIFY(!text.contains(digits));
        QVERIFY(!text.contains(QLatin1String("seed")) && !text.contains(QLatin1String("ziarno")));
    }
}

// `bwn mac print` replays the game and re-checks its program dice: a die changed by hand is refused (exit 2, the
// file and /log/N/dice/M named) and no PDF is written.
void TstMacPrint::bwnMacPrint_changedDie_refused()
{
    Game game = playTo(2);
    for (Action &a : game.log)
        if (!a.dice.isEmpty() && a.kind == ActionKind::PoninskiRoll) {
            a.dice.first().value = (a.dice.first().value + 1) % 10;
            break;
        }
    const QString path = m_dir.filePath(QStringLiteral("changed.macgame"));
    QString error;
    QVERIFY2(saveGame(game, path, &error), qPrintable(error));
    const QString out = m_dir.filePath(QStringLiteral("changed.pdf"));
    int code = -1;
    const QString said = run(QStringLiteral(SZTAB_BWN_PATH),
                             {QStringLiteral("mac"), QStringLiteral("print"), path, QStringLiteral("-o"), out}, &code);
    QCOMPARE(code, 2);
    QVERIFY2(said.contains(path) && said.contains(QLatin1String("/log/0/dice/0")), qPrintable(said));
    QVERIFY(!QFile::exists(out));
}

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv); // fonts for the PDF
    TstMacPrint test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_macprint.moc"
