// SPDX-License-Identifier: GPL-3.0-or-later
// Hidden information stays hidden: everything shown, printed, exported or answered for one seat is made from that
// seat's view, and the dice seed belongs to the umpire, never to a side. One generic harness collects EVERY output
// `bwn` makes for one side (status in both languages and as JSON, the side's export, its print read back with
// pdftotext, the answer of each action run with --side and its --json) and searches those bytes for the other side's
// secrets; one driver per game with secrets plays seeded games with random but legal steps and runs the search at
// every step.
// - KSK (II.3.1: orders are given in secret): the notes a side gives with its orders, the orders (their distances)
//   and the seed.
// - MAC (13.0: "Dowódcy, którzy nie znaleźli się w Puli Aktywacji nie mogą być ujawnieni przeciwnikowi"): commander
//   ids are public, so a side's secret choice is checked by non-interference: two games alike in every public step
//   and differing only in one side's choice give the other side byte-identical outputs until the first draw.
#include "kskgamefixture.h"

#include "foundation/document.h"
#include "ksk/game.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {

// ---- The harness -------------------------------------------------------------------------------------------------

// One output meant for one side: what command made it, and its bytes.
struct SideOutput {
    QString label;
    QByteArray bytes;
};

// A secret of one side: a literal, or a pattern where the value is only a secret in its place (a distance).
struct Secret {
    QString label;
    QRegularExpression pattern;
};

Secret literalSecret(const QString &label, const QString &text)
{
    return {label, QRegularExpression(QRegularExpression::escape(text))};
}

// A number standing alone: not a part of a hex number, of a longer number or of a rule's number (III.42,
// III.40–44).
Secret numberSecret(const QString &label, int n)
{
    return {label, QRegularExpression(QStringLiteral("(?<![0-9.–-])%1(?![0-9])").arg(n))};
}

// Every place where a secret appears in an output, with some context; empty when none does.
QString findSecrets(const QList<SideOutput> &outputs, const QList<Secret> &secrets)
{
    QStringList found;
    for (const SideOutput &o : outputs) {
        const QString text = QString::fromUtf8(o.bytes);
        for (const Secret &s : secrets) {
            const QRegularExpressionMatch m = s.pattern.match(text);
            if (!m.hasMatch())
                continue;
            const qsizetype from = std::max<qsizetype>(0, m.capturedStart() - 120);
            found << QStringLiteral("%1: the secret %2 (%3) at %4: ...%5...")
                         .arg(o.label, s.label, s.pattern.pattern())
                         .arg(m.capturedStart())
                         .arg(text.mid(from, m.capturedEnd() + 120 - from));
        }
    }
    return found.join(QStringLiteral("\n"));
}

// A command to run: bwn's arguments, or another program's.
struct Cmd {
    QStringList args;
    QString program; // "" = bwn
};

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString describe(const Cmd &c) const
    {
        return QStringLiteral("%1\nexit %2\n--- stdout ---\n%3\n--- stderr ---\n%4")
            .arg(c.args.join(QLatin1Char(' ')))
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(2000)), QString::fromUtf8(err.left(2000)));
    }
};

// Runs the commands side by side (bwn is mostly its start-up), in order of the list.
QList<Run> runAll(const QList<Cmd> &cmds)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SZTAB_DATA_DIR"), QStringLiteral(SZTAB_SOURCE_DATA_DIR));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QList<Run> runs(cmds.size());
    constexpr int kAtOnce = 8;
    for (qsizetype first = 0; first < cmds.size(); first += kAtOnce) {
        std::vector<std::unique_ptr<QProcess>> procs;
        const qsizetype last = std::min<qsizetype>(cmds.size(), first + kAtOnce);
        for (qsizetype i = first; i < last; ++i) {
            auto p = std::make_unique<QProcess>();
            p->setProcessEnvironment(env);
            p->start(cmds[i].program.isEmpty() ? QStringLiteral(SZTAB_BWN_PATH) : cmds[i].program, cmds[i].args);
            procs.push_back(std::move(p));
        }
        for (qsizetype i = first; i < last; ++i) {
            QProcess &p = *procs[size_t(i - first)];
            if (!p.waitForFinished(60000)) {
                p.kill();
                p.waitForFinished(5000);
            }
            runs[i].exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
            runs[i].out = p.readAllStandardOutput();
            runs[i].err = p.readAllStandardError();
        }
    }
    return runs;
}

Run runOne(const QStringList &args) { return runAll({Cmd{args, QString()}}).first(); }

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool copyOver(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

QString pdftotext() { return QStandardPaths::findExecutable(QStringLiteral("pdftotext")); }

// An action of one game, run the same way for several viewers: each variant on its own copy of the game file, the
// answer kept as meant for its viewer; the game goes on from the first variant's copy. Every variant must have left
// the same game behind (the program's dice come from the seed, not from who asked).
struct Variant {
    QString side; // --side
    QString lang; // "" = none given
    bool json = false;
};

bool actOnCopies(const QString &game, const QStringList &before, const QStringList &after,
                 const QList<Variant> &variants, QList<SideOutput> *answers, QMap<QString, QList<SideOutput>> *bySide,
                 QString *why)
{
    QList<Cmd> cmds;
    QStringList copies;
    for (qsizetype i = 0; i < variants.size(); ++i) {
        // A folder of its own, the same file name: a name printed (the print's "Game: ...") stays the game's.
        const QFileInfo info(game);
        const QString folder = info.dir().filePath(QStringLiteral("v%1").arg(i));
        const QString copy = QDir(folder).filePath(info.fileName());
        if (!QDir().mkpath(folder) || !copyOver(game, copy)) {
            *why = QStringLiteral("cannot copy %1").arg(game);
            return false;
        }
        copies << copy;
        QStringList args = before + QStringList{copy} + after + QStringList{QStringLiteral("--side"), variants[i].side};
        if (!variants[i].lang.isEmpty())
            args << QStringLiteral("--lang") << variants[i].lang;
        if (variants[i].json)
            args << QStringLiteral("--json");
        cmds << Cmd{args, QString()};
    }
    const QList<Run> runs = runAll(cmds);
    for (qsizetype i = 0; i < runs.size(); ++i) {
        if (runs[i].exitCode != 0) {
            *why = runs[i].describe(cmds[i]);
            return false;
        }
        // The copy's own file name is in some answers: put the game's back, so that answers compare across games.
        QByteArray out = runs[i].out;
        out.replace(copies[i].toUtf8(), QByteArrayLiteral("GAME"));
        const SideOutput o{
            (before + after).join(QLatin1Char(' ')) + QStringLiteral(" --side ") + variants[i].side
                + (variants[i].lang.isEmpty() ? QString() : QStringLiteral(" --lang ") + variants[i].lang)
                + (variants[i].json ? QStringLiteral(" --json") : QString()),
            out};
        if (answers)
            answers->append(o);
        if (bySide)
            (*bySide)[variants[i].side].append(o);
    }
    const QByteArray left = fileBytes(copies.first());
    bool same = true;
    for (const QString &copy : copies)
        same = same && fileBytes(copy) == left;
    for (const QString &copy : copies.mid(1))
        QFile::remove(copy);
    if (same) {
        QFile::remove(game);
        return QFile::rename(copies.first(), game);
    }
    // The action logs who asked (a step of the table's, asked from each seat): the table's own step goes on, asked
    // by no side.
    QFile::remove(copies.first());
    const Cmd table{before + QStringList{game} + after, QString()};
    const Run r = runAll({table}).first();
    if (r.exitCode != 0) {
        *why = r.describe(table);
        return false;
    }
    return true;
}

} // namespace

class TestSideLeaks : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_pdfs = 0;
    int m_macSteps = 0;

    // Prints to PDFs with bwn, reads them back with pdftotext: one text per command, in order.
    QList<QByteArray> printedText(const QList<QStringList> &printArgs, QString *why)
    {
        QList<Cmd> cmds, texts;
        for (const QStringList &args : printArgs) {
            const QString pdf = m_dir.filePath(QStringLiteral("print-%1.pdf").arg(++m_pdfs));
            cmds << Cmd{args + QStringList{QStringLiteral("-o"), pdf}, QString()};
            texts << Cmd{{QStringLiteral("-layout"), pdf, QStringLiteral("-")}, pdftotext()};
        }
        const QList<Run> printed = runAll(cmds);
        for (qsizetype i = 0; i < printed.size(); ++i)
            if (printed[i].exitCode != 0) {
                *why = printed[i].describe(cmds[i]);
                return {};
            }
        const QList<Run> read = runAll(texts);
        QList<QByteArray> out;
        for (qsizetype i = 0; i < read.size(); ++i) {
            if (read[i].exitCode != 0 || read[i].out.isEmpty()) {
                *why = read[i].describe(texts[i]);
                return {};
            }
            out << read[i].out;
            QFile::remove(texts[i].args[1]);
        }
        return out;
    }

    // ---- KSK -------------------------------------------------------------------------------------------------------

    // Every output of `bwn ksk` meant for side A and for side B now (the action answers are collected as they come).
    QMap<QString, QList<SideOutput>> kskOutputs(const QString &game, bool withPrint, QString *why)
    {
        QMap<QString, QList<SideOutput>> bySide;
        QList<Cmd> cmds;
        const QStringList sides{QStringLiteral("A"), QStringLiteral("B")};
        for (const QString &side : sides) {
            const QStringList s{QStringLiteral("--side"), side};
            cmds << Cmd{QStringList{"ksk", "status", game, "--lang", "pl"} + s, QString()}
                 << Cmd{QStringList{"ksk", "status", game, "--lang", "en"} + s, QString()}
                 << Cmd{QStringList{"ksk", "status", game, "--json"} + s, QString()}
                 << Cmd{QStringList{"ksk", "courier", game, "--lang", "pl"} + s, QString()};
        }
        const QList<Run> runs = runAll(cmds);
        for (qsizetype i = 0; i < runs.size(); ++i) {
            if (runs[i].exitCode != 0) {
                *why = runs[i].describe(cmds[i]);
                return {};
            }
            bySide[sides[i / 4]].append({cmds[i].args.join(u' '), runs[i].out});
        }
        if (withPrint) {
            const QList<QByteArray> texts = printedText({{"ksk", "print", game, "--side", "A", "--lang", "pl"},
                                                         {"ksk", "print", game, "--side", "B", "--lang", "en"}},
                                                        why);
            if (texts.size() != 2)
                return {};
            bySide[QStringLiteral("A")].append({QStringLiteral("ksk print --side A (pdftotext)"), texts[0]});
            bySide[QStringLiteral("B")].append({QStringLiteral("ksk print --side B (pdftotext)"), texts[1]});
        }
        return bySide;
    }

    // The other side's couriers in a side's JSON never carry their errand (target, order, note, via).
    static QString errandsShown(const SideOutput &o, const QString &viewer)
    {
        if (!o.label.contains(QLatin1String("--json")))
            return QString();
        const QJsonObject doc = QJsonDocument::fromJson(o.bytes).object();
        QJsonArray couriers = doc.value(QStringLiteral("couriers")).toArray();
        for (const QJsonValue v :
             doc.value(QStringLiteral("state")).toObject().value(QStringLiteral("couriers")).toArray())
            couriers.append(v);
        for (const QJsonValue v : couriers) {
            const QJsonObject k = v.toObject();
            if (k.value(QStringLiteral("side")).toString() == viewer)
                continue;
            for (const char *key : {"target", "order", "note", "via", "dispatchedStage", "arrivalStage"})
                if (k.contains(QLatin1String(key)))
                    return QStringLiteral("%1: courier %2%3 shows \"%4\"")
                        .arg(o.label, k.value(QStringLiteral("side")).toString())
                        .arg(k.value(QStringLiteral("number")).toInt())
                        .arg(QLatin1String(key));
        }
        return QString();
    }

    // One seeded KSK game played with random legal steps; the search at every step.
    void playKsk(qint64 seed, int lastStage, int maxSteps)
    {
        using namespace sztab;
        using namespace sztab::ksk;
        const QString game = m_dir.filePath(QStringLiteral("ksk-%1.json").arg(seed));
        const QString seedText = QString::number(seed);
        QRandomGenerator rng{quint32(seed)};

        Run r = runOne({"ksk", "new", "demo-alma-1854", "-o", game, "--seed", seedText});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The umpire's answer holds the seed, and so does the file: the search can find it.
        const Secret seedSecret = literalSecret(QStringLiteral("the seed"), seedText);
        QVERIFY(!findSecrets({{QStringLiteral("ksk new (the umpire's)"), r.out}}, {seedSecret}).isEmpty());
        QVERIFY(!findSecrets({{QStringLiteral("the game file"), fileBytes(game)}}, {seedSecret}).isEmpty());
        // The orders' distances below are numbers no rule uses (51 and up), so the map is widened to 99 by 99 hexes
        // for them to end on it (III.29); the counters keep their hexes.
        {
            LoadError error;
            auto doc = readJsonFile(game, &error);
            QVERIFY2(doc, qPrintable(error.toLine()));
            QJsonObject scenario = (*doc)[QStringLiteral("scenario")].toObject();
            QJsonObject grid = scenario[QStringLiteral("grid")].toObject();
            grid[QStringLiteral("columns")] = 99;
            grid[QStringLiteral("rows")] = 99;
            scenario[QStringLiteral("grid")] = grid;
            doc->insert(QStringLiteral("scenario"), scenario);
            QString why;
            QVERIFY2(saveJsonAtomically(*doc, game, &why), qPrintable(why));
        }

        QMap<QString, QList<Secret>> secrets; // side -> its secrets
        secrets[QStringLiteral("A")] << seedSecret;
        secrets[QStringLiteral("B")] << seedSecret;
        int notes = 0;
        // A's odd, B's even: every order's distance is its own, two digits beyond the rules' numbers (III.19-48).
        int nextDistance[2] = {51, 52};
        QMap<int, int> ordersThisStage;
        bool interceptedThisStage = false;
        int stageSeen = 0;
        Segment segmentSeen = Segment::Setup;
        int searches = 0, secretsMade = 0, steps = 0;

        for (int step = 0; step < maxSteps; ++step, ++steps) {
            LoadError error;
            const auto checked = loadCheckedGame(game, &error);
            QVERIFY2(checked, qPrintable(error.toLine()));
            const GameDocument &doc = checked->game;
            const GameState &st = checked->state;

            // Everything each side is shown now, searched for the other side's secrets.
            QString why;
            const bool segmentChanged = st.stage != stageSeen || st.segment != segmentSeen;
            stageSeen = st.stage;
            segmentSeen = st.segment;
            // All of it at every step of the command segment (where the orders are given) and at every change of
            // segment (with the prints); in the activations every fourth step, their answers at every step.
            const bool everything = st.segment != Segment::Activation || segmentChanged || step % 4 == 0;
            const auto outputs = everything
                ? kskOutputs(game, segmentChanged || step + 1 == maxSteps, &why)
                : QMap<QString, QList<SideOutput>>{{QStringLiteral("A"), {}}, {QStringLiteral("B"), {}}};
            QVERIFY2(!everything || !outputs.value(QStringLiteral("A")).isEmpty(), qPrintable(why));
            for (const QString &side : {QStringLiteral("A"), QStringLiteral("B")}) {
                const QString enemy = side == QLatin1String("A") ? QStringLiteral("B") : QStringLiteral("A");
                const QString hit = findSecrets(outputs[side], secrets[enemy]);
                QVERIFY2(hit.isEmpty(),
                         qPrintable(
                             QStringLiteral("seed %1, step %2, side %3:\n%4").arg(seedText).arg(step).arg(side, hit)));
                for (const SideOutput &o : outputs[side]) {
                    const QString shown = errandsShown(o, side);
                    QVERIFY2(shown.isEmpty(), qPrintable(shown));
                }
                ++searches;
            }
            // Done a couple of activations into the last stage (its orders given and its couriers arrived).
            if (st.stage > lastStage
                || (st.stage == lastStage && st.segment == Segment::Activation && st.activated.size() >= 2))
                break;

            // The next step: random among the legal ones (the core says which are).
            struct Candidate {
                Action action;
                QStringList before, after; // bwn ksk ... GAME ...
                QList<Variant> variants;
                QList<Secret> made; // the secrets of the acting side this step makes
                int madeBy = 0;
            };
            QList<Candidate> candidates;
            const QString lang = step % 2 ? QStringLiteral("pl") : QStringLiteral("en");
            auto both = [&] {
                return QList<Variant>{{QStringLiteral("A"), lang, false},
                                      {QStringLiteral("B"), lang, false},
                                      {QStringLiteral("A"), QString(), true},
                                      {QStringLiteral("B"), QString(), true}};
            };
            // In the activations one answer a step, text and --json by turns; else both.
            auto only = [&](Side s) {
                if (st.segment == Segment::Activation && !st.stageOver())
                    return QList<Variant>{{sideName(s), lang, step % 4 == 1}};
                return QList<Variant>{{sideName(s), lang, false}, {sideName(s), QString(), true}};
            };
            auto stageStep = [&](ActionType type, const char *word, std::optional<Side> side,
                                 const QString &formation = QString()) {
                Candidate c;
                c.action.type = type;
                c.action.side = side;
                c.action.formation = formation;
                c.before = QStringList{"ksk", "stage", QLatin1String(word)};
                if (!formation.isEmpty())
                    c.after << QStringLiteral("--formation") << formation;
                c.variants = side ? only(*side) : both();
                candidates << c;
            };
            if (st.segment == Segment::Setup || (st.segment == Segment::Activation && st.stageOver())) {
                ordersThisStage.clear();
                interceptedThisStage = false;
                stageStep(ActionType::StageBegin, "begin", std::nullopt);
            } else if (st.segment == Segment::Command) {
                for (const Side side : {Side::A, Side::B}) {
                    if (ordersThisStage.value(int(side)) >= 2)
                        continue;
                    for (const Formation &f : doc.scenario.setup(side).formations) {
                        Candidate c;
                        c.action.type = ActionType::ChangeOrder;
                        c.action.side = side;
                        c.action.formation = f.id;
                        Order o;
                        // Attack or forced march: the distance is part of the order (III.22).
                        o.kind = rng.bounded(2) ? OrderKind::Attack : OrderKind::ForcedMarch;
                        o.axis = rng.bounded(6);
                        o.distance = nextDistance[int(side)];
                        c.action.order = o;
                        const QString note =
                            QStringLiteral("SECRET%1-%2").arg(sideName(side)).arg(notes + 1, 2, 10, QLatin1Char('0'));
                        c.action.note = Text(note);
                        c.before = QStringList{"ksk", "order"};
                        c.after = QStringList{"--formation", f.id,
                                              "--order",     QString::fromLatin1(enumName(o.kind)),
                                              "--axis",      QString::number(o.axis),
                                              "--distance",  QString::number(o.distance),
                                              "--note",      note};
                        c.variants = only(side);
                        c.made = {
                            literalSecret(QStringLiteral("the note %1").arg(note), note),
                            numberSecret(QStringLiteral("the distance of %1's order to %2").arg(sideName(side), f.id),
                                         o.distance)};
                        c.madeBy = int(side);
                        candidates << c;
                    }
                }
                // Enemy cavalry on a lone courier riding (III.44/1): rolled by the courier's enemy, answered to him.
                if (!interceptedThisStage)
                    for (const Courier &k : st.couriers)
                        if (k.state == CourierState::Riding) {
                            Candidate c;
                            c.action.type = ActionType::Intercept;
                            c.action.side = k.side;
                            c.action.courierNumber = k.number;
                            c.before = QStringList{"ksk", "courier"};
                            c.after = QStringList{"--intercept", sideName(k.side) + QString::number(k.number)};
                            c.variants = only(other(k.side));
                            candidates << c;
                        }
                if (candidates.isEmpty() || rng.bounded(4) == 0)
                    stageStep(ActionType::Cups, "cups", std::nullopt);
            } else {
                const Side side = st.turn.side;
                for (const Formation &f : doc.scenario.setup(side).formations) {
                    stageStep(ActionType::Pick, "pick", side, f.id);
                    stageStep(ActionType::Activate, "activate", side, f.id);
                    stageStep(ActionType::Keep, "keep", side, f.id);
                }
                stageStep(ActionType::Draw, "draw", side);
                stageStep(ActionType::Pass, "pass", side);
                if (rng.bounded(4) == 0)
                    stageStep(ActionType::Yield, "yield", side);
            }
            QList<Candidate> legal;
            for (const Candidate &c : candidates) {
                GameDocument g = doc;
                GameState s = st;
                if (sztab::test::kskPlay(g, s, c.action))
                    legal << c;
            }
            QVERIFY2(!legal.isEmpty(),
                     qPrintable(QStringLiteral("seed %1 step %2: no legal step").arg(seed).arg(step)));
            // Orders first while a side still has some to give: the secrets are what the search is for.
            QList<Candidate> orders;
            for (const Candidate &c : legal)
                if (c.action.type == ActionType::ChangeOrder || c.action.type == ActionType::Intercept)
                    orders << c;
            // In the activations mostly a step that moves the stage on (not keep, not yield): two stages in time.
            QList<Candidate> onwards;
            for (const Candidate &c : legal)
                if (c.action.type != ActionType::Keep && c.action.type != ActionType::Yield)
                    onwards << c;
            const QList<Candidate> &from = !orders.isEmpty() && rng.bounded(5) != 0 ? orders
                : !onwards.isEmpty() && rng.bounded(4) != 0                         ? onwards
                                                                                    : legal;
            const Candidate chosen = from[rng.bounded(int(from.size()))];

            // The secret is the acting side's from now on (its answer is its own view; the other side's is searched).
            if (!chosen.made.isEmpty()) {
                secrets[sideName(Side(chosen.madeBy))] << chosen.made;
                ++notes;
                nextDistance[chosen.madeBy] += 2;
                ordersThisStage[chosen.madeBy] += 1;
                secretsMade += int(chosen.made.size());
            }
            if (chosen.action.type == ActionType::Intercept)
                interceptedThisStage = true;
            QMap<QString, QList<SideOutput>> answers;
            QVERIFY2(actOnCopies(game, chosen.before, chosen.after, chosen.variants, nullptr, &answers, &why),
                     qPrintable(why));
            for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
                const QString enemy = it.key() == QLatin1String("A") ? QStringLiteral("B") : QStringLiteral("A");
                const QString hit = findSecrets(*it, secrets[enemy]);
                QVERIFY2(hit.isEmpty(),
                         qPrintable(QStringLiteral("seed %1, step %2, the answer for %3:\n%4")
                                        .arg(seedText)
                                        .arg(step)
                                        .arg(it.key(), hit)));
                for (const SideOutput &o : *it) {
                    const QString shown = errandsShown(o, it.key());
                    QVERIFY2(shown.isEmpty(), qPrintable(shown));
                }
                // The acting side's own answer shows its own order: the search is able to find it.
                if (!chosen.made.isEmpty() && it.key() == sideName(Side(chosen.madeBy)))
                    QVERIFY2(!findSecrets(*it, {chosen.made.first()}).isEmpty(),
                             qPrintable(QStringLiteral("the order's answer does not hold its own note")));
            }
        }
        QVERIFY2(stageSeen >= lastStage, qPrintable(QStringLiteral("seed %1: stage %2 only").arg(seed).arg(stageSeen)));
        QVERIFY2(secretsMade >= 4,
                 qPrintable(QStringLiteral("seed %1: only %2 secrets made").arg(seed).arg(secretsMade)));
        qInfo("KSK seed %lld: %d steps, %d side searches, %d secrets, reached stage %d", seed, steps, searches,
              secretsMade, stageSeen);
    }

    // ---- MAC -------------------------------------------------------------------------------------------------------

    // Every output of `bwn mac` meant for side (pl or ru) now; the table's print is meant for both.
    QList<SideOutput> macOutputs(const QString &game, const QString &side, QString *why,
                                 const QString &printLang = QStringLiteral("pl"))
    {
        QList<SideOutput> out;
        const QStringList s{QStringLiteral("--side"), side};
        QList<Cmd> cmds{Cmd{QStringList{"mac", "status", game, "--lang", "pl"} + s, QString()},
                        Cmd{QStringList{"mac", "status", game, "--lang", "en"} + s, QString()},
                        Cmd{QStringList{"mac", "status", game, "--json"} + s, QString()},
                        Cmd{QStringList{"mac", "export", game} + s, QString()},
                        Cmd{QStringList{"mac", "replay", game, "--json"} + s, QString()}};
        const QList<Run> runs = runAll(cmds);
        for (qsizetype i = 0; i < runs.size(); ++i) {
            if (runs[i].exitCode != 0) {
                *why = runs[i].describe(cmds[i]);
                return {};
            }
            QByteArray bytes = runs[i].out;
            bytes.replace(game.toUtf8(), QByteArrayLiteral("GAME"));
            out << SideOutput{QStringList(cmds[i].args.mid(0, 2) + cmds[i].args.mid(3)).join(u' '), bytes};
        }
        if (printLang.isEmpty())
            return out;
        const QList<QByteArray> printed = printedText({{"mac", "print", game, "--log", "--lang", printLang}}, why);
        if (printed.size() != 1)
            return {};
        out << SideOutput{QStringLiteral("mac print --log --lang %1 (the table's, pdftotext)").arg(printLang),
                          printed[0]};
        return out;
    }

    // A MAC action run for each viewer in `sides` (text and --json), the answers kept by side; the seed searched.
    bool macStep(const QString &game, const QStringList &before, const QStringList &after, const QStringList &sides,
                 const QString &seedText, QMap<QString, QList<SideOutput>> *answers, QString *why,
                 const QString &lang = QString())
    {
        QList<Variant> variants;
        const QString said = !lang.isEmpty() ? lang : m_macSteps++ % 2 ? QStringLiteral("pl") : QStringLiteral("en");
        for (const QString &side : sides)
            variants << Variant{side, said, false} << Variant{side, QString(), true};
        QMap<QString, QList<SideOutput>> got;
        if (!actOnCopies(game, QStringList{QStringLiteral("mac")} + before, after, variants, nullptr, &got, why))
            return false;
        for (auto it = got.cbegin(); it != got.cend(); ++it) {
            const QString hit = findSecrets(*it, {literalSecret(QStringLiteral("the seed"), seedText)});
            if (!hit.isEmpty()) {
                *why = hit;
                return false;
            }
            // A draw's die is a place in a cup that may hold the other side's hidden chits: never in a side's answer.
            if (before.value(0) == QLatin1String("draw"))
                for (const SideOutput &o : *it)
                    if (o.label.contains(QLatin1String("--json"))) {
                        const QJsonObject entry =
                            QJsonDocument::fromJson(o.bytes).object().value(QStringLiteral("entry")).toObject();
                        const QByteArray e = QJsonDocument(entry).toJson();
                        if (entry.contains(QStringLiteral("dice")) || e.contains("\"sides\"")
                            || e.contains("\"value\"")) {
                            *why = QStringLiteral("%1 carries the draw's die:\n%2").arg(o.label, QString::fromUtf8(e));
                            return false;
                        }
                    }
            if (answers)
                (*answers)[it.key()] << *it;
        }
        return true;
    }

    // The seed in no output of either side.
    bool macSeedHidden(const QString &game, const QString &seedText, QString *why)
    {
        for (const QString &side : {QStringLiteral("pl"), QStringLiteral("ru")}) {
            // The table's sheet once, in English (the non-interference compares it in Polish).
            const QList<SideOutput> outs =
                macOutputs(game, side, why, side == QLatin1String("pl") ? QStringLiteral("en") : QString());
            if (outs.isEmpty())
                return false;
            const QString hit = findSecrets(outs, {literalSecret(QStringLiteral("the seed"), seedText)});
            if (!hit.isEmpty()) {
                *why = hit;
                return false;
            }
        }
        return true;
    }

    int macStatusTurn(const QString &game)
    {
        const Run r = runOne({"mac", "status", game, "--json", "--side", "umpire"});
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("turn")).toInt();
    }

    // Plays a MAC game from its start to stage 5's secret choices (random draws by the program's dice): the seed
    // searched in every step's answers for each side, and in all of each side's outputs at every stage's end.
    void macToStageFive(const QString &game, const QString &seedText)
    {
        QString why;
        Run r = runOne({"mac", "new", "-o", game, "--seed", seedText, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The umpire's answer holds the seed: the search can find it. A side's answer to the same command does not.
        const Secret seed = literalSecret(QStringLiteral("the seed"), seedText);
        QVERIFY(!findSecrets({{QStringLiteral("mac new --json (the umpire's)"), r.out}}, {seed}).isEmpty());
        for (const QString &side : {QStringLiteral("pl"), QStringLiteral("ru")})
            for (const QStringList &extra : {QStringList{}, QStringList{QStringLiteral("--json")}}) {
                const QString other = m_dir.filePath(QStringLiteral("mac-new-%1%2.json").arg(side).arg(extra.size()));
                QFile::remove(other);
                const Run forSide =
                    runOne(QStringList{"mac", "new", "-o", other, "--seed", seedText, "--side", side} + extra);
                QVERIFY2(forSide.exitCode == 0, qPrintable(forSide.err));
                const QString hit = findSecrets({{QStringLiteral("mac new --side ") + side, forSide.out}}, {seed});
                QVERIFY2(hit.isEmpty(), qPrintable(hit));
            }
        QVERIFY2(macSeedHidden(game, seedText, &why), qPrintable(why));
        const QStringList both{QStringLiteral("pl"), QStringLiteral("ru")};
        QVERIFY2(macStep(game, {"poninski"}, {"--dice", "0"}, {QStringLiteral("pl")}, seedText, nullptr, &why),
                 qPrintable(why));
        for (int stage = 1; stage <= 4; ++stage) {
            if (stage == 3)
                QVERIFY2(macStep(game, {"poninski"}, {"--dice", "0"}, {QStringLiteral("pl")}, seedText, nullptr, &why),
                         qPrintable(why));
            QVERIFY2(macStep(game, {"pool"}, {}, both, seedText, nullptr, &why), qPrintable(why));
            for (int guard = 0; guard < 12 && macStatusTurn(game) == 2; ++guard)
                QVERIFY2(macStep(game, {"draw"}, {}, both, seedText, nullptr, &why), qPrintable(why));
            QVERIFY2(macStep(game, {"end-stage"}, {}, both, seedText, nullptr, &why), qPrintable(why));
            QVERIFY2(macSeedHidden(game, seedText, &why), qPrintable(why));
        }
    }

    // Two games from the same start that differ only in `secret`'s choice; every output for `viewer` compared after
    // each public step up to the first draw, and the seed searched.
    void macNonInterference(const QString &start, const QString &seedText, const QString &secret,
                            const QStringList &choiceOne, const QStringList &choiceTwo, const QString &viewer,
                            const QString &viewersChoice, bool secretFirst)
    {
        QString why;
        // The same file name in two folders: the name is printed on the sheet.
        const QString one = m_dir.filePath(QStringLiteral("one-%1/game.json").arg(secret));
        const QString two = m_dir.filePath(QStringLiteral("two-%1/game.json").arg(secret));
        QVERIFY(QDir().mkpath(QFileInfo(one).path()) && QDir().mkpath(QFileInfo(two).path()));
        QVERIFY(copyOver(start, one) && copyOver(start, two));
        // Both games see the same public steps in the same order; only the secret side's choice differs.
        struct Step {
            QStringList before, after;
            QStringList sides;
            bool differs = false; // the secret choice itself
        };
        const Step secretOne{{"pool"}, {"--choose", choiceOne.join(u',')}, {secret}, true};
        const Step viewers{{"pool"}, {"--choose", viewersChoice}, {viewer}, false};
        const Step build{{"pool"}, {}, {viewer}, false};
        const Step draw{{"draw"}, {}, {viewer}, false};
        QList<Step> steps =
            secretFirst ? QList<Step>{secretOne, viewers, build, draw} : QList<Step>{viewers, secretOne, build, draw};
        int compared = 0;
        for (const Step &s : steps) {
            QMap<QString, QList<SideOutput>> answersOne, answersTwo;
            QStringList afterTwo = s.after;
            if (s.differs)
                afterTwo = QStringList{QStringLiteral("--choose"), choiceTwo.join(u',')};
            // Both games asked in the same language.
            const QString lang = compared % 2 ? QStringLiteral("pl") : QStringLiteral("en");
            QVERIFY2(macStep(one, s.before, s.after, s.sides, seedText, &answersOne, &why, lang), qPrintable(why));
            QVERIFY2(macStep(two, s.before, afterTwo, s.sides, seedText, &answersTwo, &why, lang), qPrintable(why));
            const bool drawn = s.before.first() == QLatin1String("draw");
            QList<SideOutput> seenOne = macOutputs(one, viewer, &why);
            QVERIFY2(!seenOne.isEmpty(), qPrintable(why));
            QList<SideOutput> seenTwo = macOutputs(two, viewer, &why);
            QVERIFY2(!seenTwo.isEmpty(), qPrintable(why));
            const Secret seed = literalSecret(QStringLiteral("the seed"), seedText);
            for (const QList<SideOutput> *l : {&seenOne, &seenTwo}) {
                const QString hit = findSecrets(*l, {seed});
                QVERIFY2(hit.isEmpty(), qPrintable(hit));
            }
            if (drawn)
                break; // after the first draw the public draws differ by right
            seenOne += answersOne.value(viewer);
            seenTwo += answersTwo.value(viewer);
            QCOMPARE(seenOne.size(), seenTwo.size());
            for (qsizetype i = 0; i < seenOne.size(); ++i) {
                const QByteArray &a = seenOne[i].bytes;
                const QByteArray &b = seenTwo[i].bytes;
                if (a == b) {
                    ++compared;
                    continue;
                }
                qsizetype at = 0;
                while (at < a.size() && at < b.size() && a[at] == b[at])
                    ++at;
                const qsizetype from = std::max<qsizetype>(0, at - 200);
                QFAIL(qPrintable(QStringLiteral("%1 (for %2) differs when only %3's secret choice differs (%4 / %5), "
                                                "at byte %6 after %7 %8:\n--- one ---\n%9\n--- two ---\n%10")
                                     .arg(seenOne[i].label, viewer, secret, choiceOne.join(u','), choiceTwo.join(u','))
                                     .arg(at)
                                     .arg(s.before.join(u' '), s.after.join(u' '))
                                     .arg(QString::fromUtf8(a.mid(from, 400)), QString::fromUtf8(b.mid(from, 400)))));
            }
        }
        QVERIFY(compared > 20);
        // The choices did reach the games: the umpire sees them differ.
        const Run u1 = runOne({"mac", "status", one, "--json", "--side", "umpire"});
        const Run u2 = runOne({"mac", "status", two, "--json", "--side", "umpire"});
        QVERIFY(u1.out != u2.out);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!pdftotext().isEmpty(), "poppler-utils (pdftotext) are needed");
    }

    // KSK II.3.1: orders are given in secret. Searched in every output for A: B's notes, B's orders' distances and
    // the seed; and the other way round. Seeds with distinctive digits, random legal steps over two stages.
    void sideleaks_ksk_noOtherSidesOrdersNotesOrSeed_data()
    {
        // A game over two stages (the couriers of stage 1 arrive in stage 2), and a shorter one from another seed.
        QTest::addColumn<qint64>("seed");
        QTest::addColumn<int>("lastStage");
        QTest::addColumn<int>("maxSteps");
        QTest::newRow("73519468") << qint64(73519468) << 2 << 90;
        QTest::newRow("86024157") << qint64(86024157) << 1 << 14;
    }
    void sideleaks_ksk_noOtherSidesOrdersNotesOrSeed()
    {
        QFETCH(qint64, seed);
        QFETCH(int, lastStage);
        QFETCH(int, maxSteps);
        playKsk(seed, lastStage, maxSteps);
    }

    // MAC 13.0: "Dowódcy, którzy nie znaleźli się w Puli Aktywacji nie mogą być ujawnieni przeciwnikowi." Commander
    // ids are public, so: two games that differ only in the Poles' (then the Russians') secret choice give the other
    // side byte-identical outputs until the first draw; the seed is in no side's output at any step; a side's draw
    // answer holds no die of the cup.
    void sideleaks_mac_secretChoiceNonInterferenceAndSeed()
    {
        const QString seedText = QStringLiteral("94176382");
        const QString start = m_dir.filePath(QStringLiteral("mac-start.json"));
        macToStageFive(start, seedText);
        if (QTest::currentTestFailed())
            return;
        macNonInterference(start, seedText, QStringLiteral("pl"), {"kaminski", "sierakowski"},
                           {"kniaziewicz", "kaminski"}, QStringLiteral("ru"), QStringLiteral("tormasow"), true);
        if (QTest::currentTestFailed())
            return;
        macNonInterference(start, seedText, QStringLiteral("ru"), {"denisow"}, {"tormasow"}, QStringLiteral("pl"),
                           QStringLiteral("kaminski,sierakowski"), false);
    }
};

QTEST_GUILESS_MAIN(TestSideLeaks)
#include "tst_sideleaks.moc"
