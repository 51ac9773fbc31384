// SPDX-License-Identifier: GPL-3.0-or-later
#include "mac/game.h"

#include "mac/filekinds.h"

#include "foundation/atomicwrite.h"
#include "foundation/document.h"
#include "foundation/jsonschema.h"
#include "foundation/messagelanguage.h"
#include "foundation/savetarget.h"

#include <QJsonArray>

#include <algorithm>

namespace sztab::mac {

namespace {

struct KindName {
    ActionKind kind;
    const char *id;
};

constexpr KindName kKinds[] = {
    {ActionKind::Choose, "choose"},
    {ActionKind::BuildPool, "build-pool"},
    {ActionKind::Draw, "draw"},
    {ActionKind::Activate, "activate"},
    {ActionKind::Casualty, "casualty"},
    {ActionKind::Lose, "lose"},
    {ActionKind::Vp, "vp"},
    {ActionKind::PoninskiRoll, "poninski-roll"},
    {ActionKind::PoninskiHold, "poninski-hold"},
    {ActionKind::EndStage, "end-stage"},
};

bool kindHasSide(ActionKind kind) { return kind == ActionKind::Choose || kind == ActionKind::Vp; }

// Other tools' keys ("x-…", docs/formats.md): read back as they were, written back unread.
QJsonObject extrasOf(const QJsonObject &o)
{
    QJsonObject extras;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key().startsWith(QLatin1String("x-")))
            extras.insert(it.key(), it.value());
    return extras;
}

void addExtras(QJsonObject &o, const QJsonObject &extras)
{
    for (auto it = extras.begin(); it != extras.end(); ++it)
        o.insert(it.key(), it.value());
}

} // namespace

QString actionKindId(ActionKind kind)
{
    for (const KindName &k : kKinds)
        if (k.kind == kind)
            return QLatin1String(k.id);
    return {};
}

std::optional<ActionKind> actionKindFromId(const QString &id)
{
    for (const KindName &k : kKinds)
        if (id == QLatin1String(k.id))
            return k.kind;
    return std::nullopt;
}

std::uint64_t seedForEntry(std::uint64_t seed, qsizetype index)
{
    // SplitMix64's finaliser over the seed and the entry's place: neighbouring entries get unrelated dice.
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (std::uint64_t(index) + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void dropLastEntry(Game &game)
{
    if (game.log.isEmpty())
        return;
    game.log.removeLast();
    game.legacyDice = std::min(game.legacyDice, game.log.size());
    game.legacyCombat = std::min(game.legacyCombat, game.log.size());
}

QJsonObject actionToJson(const Action &a)
{
    QJsonObject o{{QStringLiteral("kind"), actionKindId(a.kind)}};
    if (kindHasSide(a.kind))
        o.insert(QStringLiteral("side"), sideId(a.side));
    if (a.kind == ActionKind::Choose) {
        QJsonObject secret{{QStringLiteral("commanders"), QJsonArray::fromStringList(a.commanders)}};
        addExtras(secret, a.secretExtras);
        o.insert(QStringLiteral("secret"), secret);
    }
    if (!a.commander.isEmpty())
        o.insert(QStringLiteral("commander"), a.commander);
    if (!a.trigger.isEmpty())
        o.insert(QStringLiteral("trigger"), a.trigger);
    if (a.kind == ActionKind::Casualty && a.trigger == QLatin1String(kTriggerArtillery))
        o.insert(QStringLiteral("distance"), a.distance);
    if (!a.event.isEmpty())
        o.insert(QStringLiteral("event"), a.event);
    if (a.stars > 0)
        o.insert(QStringLiteral("stars"), a.stars);
    if (!a.dice.isEmpty()) {
        QJsonArray dice;
        for (const DieUse &d : a.dice) {
            QJsonObject die{{QStringLiteral("sides"), d.sides},
                            {QStringLiteral("value"), d.value},
                            {QStringLiteral("by"), d.program ? QStringLiteral("program") : QStringLiteral("players")}};
            addExtras(die, d.extras);
            dice.append(die);
        }
        o.insert(QStringLiteral("dice"), dice);
    }
    addExtras(o, a.extras);
    return o;
}

QJsonObject gameToJson(const Game &game)
{
    QJsonArray log;
    for (const Action &a : game.log)
        log.append(actionToJson(a));
    QJsonObject doc{{QStringLiteral("format"), macGameKind().format},
                    {QStringLiteral("version"), macGameKind().currentVersion},
                    {QStringLiteral("scenario"), game.scenarioId},
                    {QStringLiteral("seed"), QString::number(game.seed)},
                    {QStringLiteral("log"), log}};
    if (game.threshold > 0)
        doc.insert(QStringLiteral("threshold"), game.threshold);
    if (game.legacyDice > 0)
        doc.insert(QStringLiteral("legacyDice"), game.legacyDice);
    if (game.legacyCombat > 0)
        doc.insert(QStringLiteral("legacyCombat"), game.legacyCombat);
    addExtras(doc, game.extras);
    return doc;
}

std::optional<Game> gameFromJson(const QJsonObject &input, const QString &file, LoadError *error)
{
    const auto doc = checkAndUpgrade(input, macGameKind(), file, error);
    if (!doc)
        return std::nullopt;
    auto fail = [&](const QString &pointer, const QString &english, const QString &polish) {
        if (error)
            *error = LoadError{file, pointer, true, 0, 0, english, polish};
        return std::nullopt;
    };
    LoadError ignored;
    if (const auto schema = readJsonFile(macDataDir() + QStringLiteral("/mac-game.schema.json"), &ignored)) {
        const QList<SchemaViolation> violations = validateJsonSchema(*doc, *schema);
        if (!violations.isEmpty())
            return fail(violations.first().pointer, violations.first().message, violations.first().messagePl);
    }
    if (doc->contains(QStringLiteral("view")))
        return fail(QStringLiteral("/view"),
                    QStringLiteral("a view for one side cannot be played on (open the game "
                                   "file itself)"),
                    QStringLiteral("na widoku jednej strony nie da się grać (otwórz sam plik gry)"));
    Game game;
    game.scenarioId = doc->value(QStringLiteral("scenario")).toString();
    // Digits only, even without the schema: "-1" or " 7" is not a seed (toULongLong would take some of them).
    const QString seedText = doc->value(QStringLiteral("seed")).toString();
    bool ok = !seedText.isEmpty()
        && std::all_of(seedText.begin(), seedText.end(), [](QChar ch) { return ch >= u'0' && ch <= u'9'; });
    if (ok)
        game.seed = seedText.toULongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("/seed"), QStringLiteral("not a whole number from 0 to 18446744073709551615"),
                    QStringLiteral("to nie liczba całkowita od 0 do 18446744073709551615"));
    game.threshold = doc->value(QStringLiteral("threshold")).toInt(0);
    game.extras = extrasOf(*doc);
    const QJsonArray log = doc->value(QStringLiteral("log")).toArray();
    for (qsizetype i = 0; i < log.size(); ++i) {
        const QJsonObject o = log[i].toObject();
        const QString at = QStringLiteral("/log/%1").arg(i);
        Action a;
        const auto kind = actionKindFromId(o.value(QStringLiteral("kind")).toString());
        if (!kind)
            return fail(at + QStringLiteral("/kind"), QStringLiteral("unknown kind"), QStringLiteral("nieznany rodzaj"));
        a.kind = *kind;
        if (kindHasSide(a.kind)) {
            const auto side = sideFromId(o.value(QStringLiteral("side")).toString());
            if (!side || o.value(QStringLiteral("side")).toString().size() != 2)
                return fail(at, QStringLiteral("needs \"side\": \"pl\" or \"ru\""),
                            QStringLiteral("potrzebne \"side\": \"pl\" albo \"ru\""));
            a.side = *side;
        }
        const QJsonObject secret = o.value(QStringLiteral("secret")).toObject();
        for (const QJsonValue &v : secret.value(QStringLiteral("commanders")).toArray())
            a.commanders << v.toString();
        a.secretExtras = extrasOf(secret);
        a.extras = extrasOf(o);
        a.commander = o.value(QStringLiteral("commander")).toString();
        a.trigger = o.value(QStringLiteral("trigger")).toString();
        a.distance = o.value(QStringLiteral("distance")).toInt(0);
        a.event = o.value(QStringLiteral("event")).toString();
        a.stars = o.value(QStringLiteral("stars")).toInt(0);
        for (const QJsonValue &v : o.value(QStringLiteral("dice")).toArray()) {
            const QJsonObject d = v.toObject();
            a.dice << DieUse{d.value(QStringLiteral("sides")).toInt(), d.value(QStringLiteral("value")).toInt(),
                             d.value(QStringLiteral("by")).toString() == QLatin1String("program"), extrasOf(d)};
        }
        game.log << a;
    }
    game.legacyDice = doc->value(QStringLiteral("legacyDice")).toInteger(0);
    // Old dice only for entries the log has (the limit: its length).
    if (game.legacyDice > game.log.size())
        return fail(QStringLiteral("/legacyDice"),
                    QStringLiteral("%1 is beyond the limit of %2").arg(game.legacyDice).arg(game.log.size()),
                    QStringLiteral("%1 przekracza granicę %2").arg(game.legacyDice).arg(game.log.size()));
    game.legacyCombat = doc->value(QStringLiteral("legacyCombat")).toInteger(0);
    if (game.legacyCombat > game.log.size())
        return fail(QStringLiteral("/legacyCombat"),
                    QStringLiteral("%1 is beyond the limit of %2").arg(game.legacyCombat).arg(game.log.size()),
                    QStringLiteral("%1 przekracza granicę %2").arg(game.legacyCombat).arg(game.log.size()));
    return game;
}

std::optional<Game> loadGame(const QString &path, LoadError *error)
{
    const auto doc = readJsonFile(path, error);
    if (!doc)
        return std::nullopt;
    return gameFromJson(*doc, path, error);
}

bool saveGame(const Game &game, const QString &path, QString *errorMessage)
{
    // A pipe or a device first: looking at its content would wait forever.
    if (const auto why = notARegularFile(path)) {
        if (errorMessage)
            *errorMessage = why->get(messageLanguage());
        return false;
    }
    // Never over another kind of file (foundation/savetarget.h): only nothing, an empty file or a mac-game.
    const FileContent there = sniffFileContent(path);
    const bool mayWrite =
        there == FileContent::absent() || there == FileContent::empty() || there == gameSave().writes(QString());
    if (!mayWrite) {
        if (errorMessage)
            *errorMessage = QStringLiteral("%1: holds %2, not a Maciejowice game: not written over")
                                .arg(path, contentName(there, messageLanguage()));
        return false;
    }
    return saveJsonAtomically(gameToJson(game), path, errorMessage);
}

} // namespace sztab::mac
