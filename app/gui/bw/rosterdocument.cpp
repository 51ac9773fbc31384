// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/rosterdocument.h"

#include "app/gui/shell/appdata.h"
#include "bw/datastamp.h"
#include "app/gui/bw/recentcheck.h"
#include "foundation/document.h"
#include "bw/divisiondraw.h"
#include "bw/places.h"
#include "bw/draws.h"
#include "bw/rosteredit.h"
#include "bw/rosterfile.h"
#include "bw/rostertext.h"
#include "foundation/savetarget.h"
#include "foundation/text.h"
#include "bw/filekinds.h"

#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace sztab::gui {

namespace {

template <class E> std::optional<E> enumFrom(const QString &name)
{
    for (const auto &[value, text] : EnumNames<E>::names)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

} // namespace

RosterDocument::RosterDocument(QObject *parent) : DocumentBase(QStringLiteral("roster"), parent)
{
    connect(&AppData::instance(), &AppData::languageChanged, this, [this] {
        refreshModels();
        emit rosterChanged();
        emit undoChanged();
    });
}

// Unsaved edits the player did not discard stay in the autosave (the base can no longer read the content).
RosterDocument::~RosterDocument() { keepUnsavedEdits(); }

void RosterDocument::close() { dropAutosave(); }

// ---- state ----------------------------------------------------------------------------------------------------

QString RosterDocument::displayName() const
{
    const QString n = name();
    if (!n.isEmpty())
        return n;
    if (!fileUrl().isEmpty())
        return QFileInfo(fileUrl().toLocalFile()).completeBaseName();
    return tr("Untitled");
}

QString RosterDocument::name() const { return m_roster ? localized(m_roster->name) : QString(); }
QString RosterDocument::nation() const { return m_roster ? m_roster->nation : QString(); }
QString RosterDocument::rulesetId() const { return m_roster ? m_roster->ruleset : QString(); }

QString RosterDocument::nationName() const
{
    return m_roster ? sztab::nationName(m_bound->catalogues, m_roster->nation, AppData::instance().language())
                    : QString();
}

QString RosterDocument::limitsText() const
{
    if (!m_roster)
        return QString();
    const QString lang = AppData::instance().language();
    const EffectiveLimits &l = m_bound->limits;
    const QString points = QStringLiteral("%1+%2").arg(pointsText(l.units, lang), pointsText(l.upgrades, lang));
    if (!l.presetId.isEmpty())
        return localized(m_bound->ruleset->presets.value(l.presetId).name);
    return l.maxBases ? tr("%1, at most %2 bases").arg(points).arg(*l.maxBases) : points;
}

namespace {

QString moraleLevelName(const Ruleset &ruleset, qint64 bought)
{
    const MoraleLevel *level = startingMoraleLevel(ruleset, bought);
    return level ? level->name.get(AppData::instance().language()) : QString();
}

} // namespace

QVariantMap RosterDocument::totals() const
{
    if (!m_roster)
        return {};
    const Totals &t = m_report.totals;
    const EffectiveLimits &l = m_bound->limits;
    auto has = [this](const char *code) {
        return std::any_of(m_report.issues.cbegin(), m_report.issues.cend(),
                           [code](const Issue &i) { return i.code == QLatin1String(code); });
    };
    return {{QStringLiteral("units"), t.armyValue().toDouble()},
            {QStringLiteral("unitsLimit"), l.units.toDouble()},
            {QStringLiteral("upgrades"), t.upgrades.toDouble()},
            {QStringLiteral("upgradesLimit"), l.upgrades.toDouble()},
            {QStringLiteral("total"), t.total().toDouble()},
            {QStringLiteral("totalLimit"), l.total().toDouble()},
            {QStringLiteral("bases"), t.bases},
            {QStringLiteral("maxBases"), l.maxBases ? QVariant(*l.maxBases) : QVariant()},
            {QStringLiteral("artillery"), t.artilleryBases},
            // B19 (no points): the artillery limit is only what the players agreed, if anything.
            {QStringLiteral("artilleryLimit"),
             m_bound->ruleset->hasPoints()    ? QVariant(t.artilleryLimit)
                 : m_roster->limits.artillery ? QVariant(*m_roster->limits.artillery)
                                              : QVariant()},
            {QStringLiteral("points"), m_bound->ruleset->hasPoints()},
            {QStringLiteral("armyValue"), t.armyValue().toDouble()},
            {QStringLiteral("armyMorale"), t.armyMoraleValue},
            // The level the army starts at once levels are bought (BWN 11.9, 13.3): "HIGH" beside the value.
            {QStringLiteral("armyMoraleBought"), t.armyMoraleLevels},
            {QStringLiteral("armyMoraleLevel"), moraleLevelName(*m_bound->ruleset, t.armyMoraleLevels)},
            {QStringLiteral("regiments"), t.regiments},
            {QStringLiteral("unitsOver"), has("UNIT_POINTS_OVER")},
            {QStringLiteral("upgradesOver"),
             has("TOTAL_POINTS_OVER") || t.upgrades > l.upgrades + (l.units - t.armyValue())},
            {QStringLiteral("totalOver"), has("TOTAL_POINTS_OVER")},
            {QStringLiteral("basesOver"), has("BASES_OVER")},
            {QStringLiteral("artilleryOver"), has("ARTILLERY_OVER")}};
}

// Whom a draw-log entry is for, as the tree names it ("2 Dywizja Piechoty", "Naczelny wódz"), from its target
// pointer ("/divisions/1/general"); the pointer itself when it names nothing of this roster.
QString RosterDocument::drawTargetName(const QString &pointer) const
{
    const QString lang = AppData::instance().language();
    const QStringList parts = pointer.split(QLatin1Char('/'));
    bool ok = false;
    const int i = parts.value(2).toInt(&ok);
    // The log names a corps as the tree does, by its name alone; every other place in the core's words.
    if (parts.value(1) == QLatin1String("corps") && ok && m_roster->corps && i >= 0 && i < m_roster->corps->size()) {
        const RosterCorps &c = m_roster->corps->at(i);
        return c.name.isEmpty() ? c.id : c.name.get(lang);
    }
    return drawPlaceName(*m_bound, pointer, lang);
}

QStringList RosterDocument::drawLog() const
{
    QStringList out;
    if (!m_roster || !m_roster->draws)
        return out;
    const QString lang = AppData::instance().language();
    for (const QJsonObject &e : *m_roster->draws) {
        const QString id = e.value(QStringLiteral("general")).toString();
        const General *g = m_bound->findGeneral(id);
        QString line =
            QStringLiteral("%1: %2").arg(drawTargetName(e.value(QStringLiteral("target")).toString()),
                                         g ? QStringLiteral("%1 (%2)").arg(g->name.get(lang)).arg(g->command) : id);
        const QString how = e.value(QStringLiteral("how")).toString();
        if (how == QLatin1String("historical"))
            line += tr(" — historical general, no draw (BWN 13.2)");
        else {
            QStringList rolls;
            for (const QJsonValue &r : e.value(QStringLiteral("rolls")).toArray())
                rolls << QString::number(r.toInt());
            //: A die with %1 sides ("d6"; in Polish "k6").
            const QString die = tr("d%1").arg(e.value(QStringLiteral("candidates")).toArray().size());
            line += QStringLiteral(" — %1 %2: %3")
                        .arg(how == QLatin1String("redraw") ? tr("redraw") : tr("draw"), die,
                             rolls.join(QStringLiteral(", ")));
            if (e.contains(QStringLiteral("seed")))
                line += tr(" (seed %1)").arg(e.value(QStringLiteral("seed")).toString());
            else if (e.value(QStringLiteral("dice")).toString() == QLatin1String("physical"))
                line += tr(" (players' dice)");
        }
        out << line;
    }
    return out;
}

// ---- applying edits -------------------------------------------------------------------------------------------

bool RosterDocument::install(Roster next, QString *error)
{
    auto roster = std::make_unique<Roster>(std::move(next));
    LoadError le;
    // Divisions the edit did not touch keep their bound regiments (core/rebind.h): one edit binds one division.
    auto bound = bindRoster(*roster, AppData::instance().data(), fileUrl().toLocalFile(), &le, &m_bindMemo);
    if (!bound) {
        *error = loadErrorText(le, AppData::instance().language(), rosterPlaces(*roster, nullptr));
        return false;
    }
    m_report = validateRoster(*bound);
    m_roster = std::move(roster);
    m_bound = std::move(bound);
    refreshModels();
    return true;
}

void RosterDocument::refreshModels()
{
    RosterView view;
    if (m_roster) {
        view.roster = m_roster.get();
        view.bound = &*m_bound;
        view.report = &m_report;
    }
    view.lang = AppData::instance().language();
    m_rosterModel.update(view);
    m_catalogueModel.update(view);
    m_issueModel.update(view, m_rosterModel.issueRows(), m_rosterModel.issueHashes());
    m_upgradeModel.update(view);
}

bool RosterDocument::apply(std::optional<Roster> next, const char *undoText, const QString &error)
{
    if (!m_roster) {
        setErrorMessage(tr("Open or create a roster first."));
        return false;
    }
    if (!next) {
        setErrorMessage(error);
        return false;
    }
    Roster before = *m_roster; // shares its lists with the current roster: a cheap snapshot
    QString message;
    if (!install(std::move(*next), &message)) {
        setErrorMessage(message);
        return false;
    }
    m_history.push(std::move(before), undoText);
    setErrorMessage(QString());
    setModified(!(*m_roster == m_saved));
    scheduleAutosave();
    emit rosterChanged();
    emit undoChanged();
    return true;
}

void RosterDocument::undo() { stepHistory(true); }
void RosterDocument::redo() { stepHistory(false); }

// Undo and redo install the snapshot first and step only when it could be installed: when the data changed under
// it, the reason is the error message and the history stays as it was.
void RosterDocument::stepHistory(bool back)
{
    const Roster *snapshot = back ? m_history.undoState() : m_history.redoState();
    if (!snapshot)
        return;
    QString error;
    Roster current = *m_roster;
    if (!install(*snapshot, &error)) {
        setErrorMessage(error);
        return;
    }
    if (back)
        m_history.undo(std::move(current));
    else
        m_history.redo(std::move(current));
    setModified(!(*m_roster == m_saved));
    scheduleAutosave();
    emit rosterChanged();
    emit undoChanged();
}

// ---- edits ----------------------------------------------------------------------------------------------------

#define SZTAB_EDIT(undoText, call)                                                                                     \
    do {                                                                                                               \
        if (!m_roster)                                                                                                 \
            return apply(std::nullopt, undoText, QString());                                                           \
        QString error;                                                                                                 \
        return apply(call, undoText, error);                                                                           \
    } while (false)

bool RosterDocument::addRegiment(const QString &unitId, int d)
{
    if (!m_roster)
        return apply(std::nullopt, nullptr, QString());
    // Only a unit the catalogues have: a roster that names another is opened and kept, but none is made here.
    if (std::none_of(m_bound->catalogues.cbegin(), m_bound->catalogues.cend(),
                     [&](const Catalogue *c) { return c->unit(unitId); })) {
        setErrorMessage(tr("No catalogue of this roster has the unit \"%1\".").arg(unitId));
        return false;
    }
    // The catalogue that has the unit, so a unit id two catalogues share is bound to the one chosen in the browser.
    QString error;
    auto next = sztab::addRegiment(*m_roster, unitId, d, &error);
    return apply(std::move(next), QT_TR_NOOP("Add regiment"), error);
}

bool RosterDocument::removeRegiment(int d, int r)
{
    SZTAB_EDIT(QT_TR_NOOP("Remove regiment"), sztab::removeRegiment(*m_roster, d, r, &error));
}
bool RosterDocument::moveRegiment(int d, int r, int toD, int toR)
{
    SZTAB_EDIT(QT_TR_NOOP("Move regiment"), sztab::moveRegiment(*m_roster, d, r, toD, toR, &error));
}
bool RosterDocument::duplicateRegiment(int d, int r)
{
    SZTAB_EDIT(QT_TR_NOOP("Duplicate regiment"), sztab::duplicateRegiment(*m_roster, d, r, &error));
}
bool RosterDocument::setAmbush(int d, int r, bool on)
{
    SZTAB_EDIT(QT_TR_NOOP("Set ambush"), sztab::setAmbush(*m_roster, d, r, on, &error));
}
bool RosterDocument::renameDivision(int d, const QString &name)
{
    SZTAB_EDIT(QT_TR_NOOP("Rename division"), sztab::renameDivision(*m_roster, d, name, &error));
}
bool RosterDocument::removeDivision(int d)
{
    SZTAB_EDIT(QT_TR_NOOP("Remove division"), sztab::removeDivision(*m_roster, d, &error));
}
bool RosterDocument::duplicateDivision(int d)
{
    SZTAB_EDIT(QT_TR_NOOP("Duplicate division"), sztab::duplicateDivision(*m_roster, d, &error));
}
bool RosterDocument::setHistorical(int d, const QString &id)
{
    SZTAB_EDIT(QT_TR_NOOP("Attach to historical division"), sztab::setHistorical(*m_roster, d, id, &error));
}
bool RosterDocument::setExtraGeneralDivision(int upgrade, const QString &divisionId)
{
    SZTAB_EDIT(QT_TR_NOOP("Choose the extra general's division"),
               sztab::setExtraGeneralDivision(*m_roster, upgrade, divisionId, &error));
}
bool RosterDocument::setName(const QString &text)
{
    SZTAB_EDIT(QT_TR_NOOP("Rename roster"), sztab::setRosterName(*m_roster, text, &error));
}

bool RosterDocument::setStatus(int d, int r, const QString &status)
{
    const auto s = enumFrom<Status>(status);
    if (!s) {
        setErrorMessage(tr("Unknown status \"%1\": regular, veteran or elite.").arg(status));
        return false;
    }
    SZTAB_EDIT(QT_TR_NOOP("Set status"), sztab::setStatus(*m_roster, d, r, *s, &error));
}

bool RosterDocument::addDivision(const QString &arm, const QString &pool, const QString &name)
{
    const auto a = enumFrom<DivisionArm>(arm);
    if (!a) {
        setErrorMessage(tr("Unknown division arm \"%1\": infantry, cavalry or mixed.").arg(arm));
        return false;
    }
    SZTAB_EDIT(QT_TR_NOOP("Add division"), sztab::addDivision(*m_roster, *a, enumFrom<Arm>(pool), name, &error));
}

bool RosterDocument::setDivisionArm(int d, const QString &arm, const QString &pool)
{
    const auto a = enumFrom<DivisionArm>(arm);
    if (!a) {
        setErrorMessage(tr("Unknown division arm \"%1\": infantry, cavalry or mixed.").arg(arm));
        return false;
    }
    SZTAB_EDIT(QT_TR_NOOP("Change division arm"), sztab::setDivisionArm(*m_roster, d, *a, enumFrom<Arm>(pool), &error));
}

bool RosterDocument::setUpgrade(const QString &upgradeId, const QVariantMap &map)
{
    if (!m_roster)
        return apply(std::nullopt, nullptr, QString());
    UpgradeChange c;
    auto integer = [&](const char *key) -> std::optional<int> {
        const QVariant v = map.value(QLatin1String(key));
        return v.isValid() && !v.isNull() ? std::optional<int>(v.toInt()) : std::nullopt;
    };
    auto text = [&](const char *key) -> std::optional<QString> {
        const QVariant v = map.value(QLatin1String(key));
        return v.isValid() && !v.isNull() && !v.toString().isEmpty() ? std::optional<QString>(v.toString())
                                                                     : std::nullopt;
    };
    c.count = integer("count");
    c.levels = integer("levels");
    c.terrain = text("terrain");
    c.target = text("target");
    if (const auto arm = text("arm"))
        c.arm = enumFrom<Arm>(*arm);
    if (const QVariant p = map.value(QStringLiteral("points")); p.isValid() && !p.isNull())
        c.points = HalfPoints::fromHalves(qRound64(p.toDouble() * 2));
    // A choice given under the generic key "choice" goes where the upgrade wants it.
    if (const auto choice = text("choice")) {
        const UpgradeDef *def = m_bound->ruleset->upgrade(upgradeId);
        if (def && def->pricing == Pricing::ByTerrain)
            c.terrain = choice;
        else if (const auto arm = enumFrom<Arm>(*choice); arm && upgradeId == QLatin1String("extra-general"))
            c.arm = arm;
        else
            c.target = choice;
    }
    QString error;
    auto next = sztab::setUpgrade(*m_roster, *m_bound->ruleset, upgradeId, c, &error);
    return apply(std::move(next), QT_TR_NOOP("Change upgrade"), error);
}

bool RosterDocument::setLimits(const QVariantMap &map)
{
    if (!m_roster)
        return apply(std::nullopt, nullptr, QString());
    RosterLimits l;
    const QString preset = map.value(QStringLiteral("preset")).toString();
    if (!preset.isEmpty())
        l.preset = preset;
    else {
        if (map.contains(QStringLiteral("units")))
            l.units = HalfPoints::fromHalves(qRound64(map.value(QStringLiteral("units")).toDouble() * 2));
        if (map.contains(QStringLiteral("upgrades")))
            l.upgrades = HalfPoints::fromHalves(qRound64(map.value(QStringLiteral("upgrades")).toDouble() * 2));
        if (map.contains(QStringLiteral("maxBases")) && !map.value(QStringLiteral("maxBases")).isNull())
            l.maxBases = map.value(QStringLiteral("maxBases")).toInt();
    }
    QString error;
    auto next = sztab::setLimits(*m_roster, l, &error);
    return apply(std::move(next), QT_TR_NOOP("Change limits"), error);
}

// ---- files ----------------------------------------------------------------------------------------------------

bool RosterDocument::newRoster(const QVariantMap &s)
{
    Roster r;
    r.ruleset = s.value(QStringLiteral("ruleset")).toString();
    r.nation = s.value(QStringLiteral("nation")).toString();
    r.catalogues = s.value(QStringLiteral("catalogues")).toStringList();
    r.name = Text(s.value(QStringLiteral("name")).toString().trimmed());
    const QString preset = s.value(QStringLiteral("preset")).toString();
    if (!preset.isEmpty())
        r.limits.preset = preset;
    else {
        r.limits.units = HalfPoints::fromHalves(qRound64(s.value(QStringLiteral("units")).toDouble() * 2));
        r.limits.upgrades = HalfPoints::fromHalves(qRound64(s.value(QStringLiteral("upgrades")).toDouble() * 2));
        if (s.contains(QStringLiteral("maxBases")) && !s.value(QStringLiteral("maxBases")).isNull())
            r.limits.maxBases = s.value(QStringLiteral("maxBases")).toInt();
    }
    if (r.catalogues.isEmpty()) {
        setErrorMessage(tr("New roster: choose at least one catalogue."));
        return false;
    }
    // The same checks as a file: what could not be saved and opened again is not made.
    LoadError le;
    if (!rosterFromJson(rosterToJson(r), tr("new roster"), &le)) {
        setErrorMessage(loadErrorText(le, AppData::instance().language(),
                                      rosterPlaces(rosterToJson(r), &AppData::instance().data())));
        return false;
    }
    const QUrl oldUrl = fileUrl();
    setFileUrl(QUrl()); // bound without a file: the new roster's catalogues are the app's
    QString error;
    if (!install(r, &error)) {
        setFileUrl(oldUrl);
        setErrorMessage(error);
        return false;
    }
    dropAutosave();
    m_saved = *m_roster;
    m_history.clear();
    setErrorMessage(QString());
    setModified(false);
    emit rosterChanged();
    emit undoChanged();
    return true;
}

std::optional<Roster> RosterDocument::readRosterOrAutosave(const QString &path, QString *original, bool *recovered,
                                                           QString *error) const
{
    LoadError le;
    const auto doc = readJsonFile(path, &le);
    const QString lang = AppData::instance().language();
    if (!doc) {
        *error = loadErrorText(le, lang);
        return std::nullopt;
    }
    QJsonObject rosterDoc = *doc;
    if (!unwrapAutosave(&rosterDoc, path, original, recovered, error))
        return std::nullopt;
    auto roster = rosterFromJson(rosterDoc, path, &le);
    if (!roster)
        *error = loadErrorText(le, lang, rosterPlaces(rosterDoc, &AppData::instance().data()));
    return roster;
}

bool RosterDocument::open(const QUrl &url)
{
    const QString path = localFile(url, QT_TR_NOOP("open"));
    if (path.isEmpty())
        return false;
    QString original, error;
    bool recovered = false;
    auto roster = readRosterOrAutosave(path, &original, &recovered, &error);
    if (!roster) {
        setErrorMessage(error);
        return false;
    }
    const QUrl oldUrl = fileUrl();
    setFileUrl(recovered ? (original.isEmpty() ? QUrl() : QUrl::fromLocalFile(original)) : QUrl::fromLocalFile(path));
    if (!install(*roster, &error)) {
        setFileUrl(oldUrl); // the open roster stays as it was
        setErrorMessage(error);
        return false;
    }
    m_history.clear();
    dropAutosave();
    if (recovered) {
        // A recovered roster is unsaved work: it keeps its autosave file name so it can be recovered again.
        adoptAutosave(path);
        m_saved = Roster();
        setModified(true);
    } else {
        m_saved = *m_roster;
        setModified(false);
        rememberRecent();
    }
    setErrorMessage(unknownUnitsNotice());
    emit rosterChanged();
    emit undoChanged();
    return true;
}

// Said once when a roster opens: the regiments whose unit no catalogue has, in words (the tree marks each row).
QString RosterDocument::unknownUnitsNotice() const
{
    QStringList which;
    const QString lang = AppData::instance().language();
    for (const Issue &i : m_report.issues)
        if (i.code == QLatin1String("UNIT_UNKNOWN"))
            which << i.message.get(lang);
    if (which.isEmpty())
        return QString();
    return tr("Regiments of this roster naming a unit that no loaded catalogue has: %n. They are kept unchanged, "
              "marked in red "
              "in the tree, and saved as they are.",
              nullptr, int(which.size()))
        + QLatin1Char(' ') + which.join(QStringLiteral(" "));
}

bool RosterDocument::writeRoster(const QString &path, bool stampIt)
{
    Roster out = *m_roster;
    if (stampIt)
        out.madeWith = stampOf(*m_bound); // what it was made with, as `bwn` stamps it (core/datastamp.h)
    QString message;
    if (!saveRosterFile(out, path, &message)) {
        setErrorMessage(message);
        return false;
    }
    return true;
}

bool RosterDocument::save()
{
    if (!m_roster) {
        setErrorMessage(tr("Nothing to save: open or create a roster first."));
        return false;
    }
    if (fileUrl().isEmpty()) {
        setErrorMessage(tr("Choose where to save the roster (Save as)."));
        return false;
    }
    return saveAs(fileUrl());
}

bool RosterDocument::saveAs(const QUrl &url)
{
    if (!m_roster) {
        setErrorMessage(tr("Nothing to save: open or create a roster first."));
        return false;
    }
    // A roster opened from a .json file is saved back to it; any other name gets .bwroster.
    const bool json = url.path().endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    const std::optional<QString> target =
        saveTarget(url, json ? bw::rosterJsonSave() : bw::rosterSave(), QT_TR_NOOP("save"));
    if (!target || !writeRoster(*target, true))
        return false;
    const QString path = *target;
    // The document now is what the file holds, stamp included (no undo step: nothing the user changed).
    Roster stamped = *m_roster;
    stamped.madeWith = stampOf(*m_bound);
    setFileUrl(QUrl::fromLocalFile(path), true);
    QString error;
    install(std::move(stamped), &error);
    m_saved = *m_roster;
    markSaved(path);
    emit rosterChanged();
    return true;
}

bool RosterDocument::exportJson(const QUrl &url)
{
    if (!m_roster) {
        setErrorMessage(tr("Nothing to export: open or create a roster first."));
        return false;
    }
    const std::optional<QString> target = saveTarget(url, bw::rosterJsonSave(), QT_TR_NOOP("export"));
    if (!target || !writeRoster(*target, true))
        return false;
    setErrorMessage(QString());
    return true;
}

bool RosterDocument::importJson(const QUrl &url)
{
    const QString path = localFile(url, QT_TR_NOOP("import"));
    if (path.isEmpty())
        return false;
    if (!m_roster)
        return open(url);
    QString original, error;
    bool recovered = false;
    auto roster = readRosterOrAutosave(path, &original, &recovered, &error);
    if (!roster) {
        setErrorMessage(error);
        return false;
    }
    return apply(std::move(roster), QT_TR_NOOP("Import roster"), QString());
}

QString RosterDocument::plainTextIn(const QString &lang) const
{
    return m_roster ? rosterText(*m_bound, m_report, lang) : QString();
}

QString RosterDocument::plainText() const { return plainTextIn(AppData::instance().language()); }

QString RosterDocument::copyAsText()
{
    const QString text = plainText();
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(text);
    return text;
}

QVariantMap RosterDocument::recentEntry() const
{
    if (!m_roster)
        return {};
    const QString lang = AppData::instance().language();
    // Both languages are kept, so the home view names the roster in whichever language it is shown in later.
    QVariantMap names, nations;
    for (const QString &l : {QStringLiteral("pl"), QStringLiteral("en")}) {
        const QString n = m_roster->name.get(l);
        names.insert(l, n.isEmpty() ? displayName() : n);
        nations.insert(l, sztab::nationName(m_bound->catalogues, m_roster->nation, l));
    }
    return {{QStringLiteral("url"), fileUrl()},
            {QStringLiteral("name"), displayName()},
            {QStringLiteral("nation"), sztab::nationName(m_bound->catalogues, m_roster->nation, lang)},
            {QStringLiteral("names"), names},
            {QStringLiteral("nations"), nations},
            {QStringLiteral("points"), m_report.totals.total().toDouble()},
            {QStringLiteral("valid"), m_report.valid()},
            {QStringLiteral("stamp"), fileStamp(fileUrl().toLocalFile())}}; // the verdict holds for this file
}

// ---- autosave -------------------------------------------------------------------------------------------------

QJsonObject RosterDocument::autosaveContent() const { return m_roster ? rosterToJson(*m_roster) : QJsonObject(); }

// ---- commanders -----------------------------------------------------------------------------------------------

QString RosterDocument::newSeed() const { return QString::number(QRandomGenerator::global()->bounded(1000000000u)); }

bool RosterDocument::draw(const QVariant &scope, const QString &seed)
{
    bool ok = false;
    const quint64 n = seed.trimmed().toULongLong(&ok);
    if (!ok) {
        setErrorMessage(tr("The seed must be a whole number, not \"%1\".").arg(seed));
        return false;
    }
    SeededDice dice(n);
    return drawWith(
        scope, dice,
        {{QStringLiteral("seed"), QString::number(n)}, {QStringLiteral("dice"), QStringLiteral("program")}});
}

// The players' results as typed ("2, 5 1"): whole numbers separated by commas or spaces; nullopt and `bad` names
// the first piece that is not one.
static std::optional<QList<int>> parseDice(const QString &list, QString *bad)
{
    QList<int> results;
    for (const QString &part : list.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        results << part.toInt(&ok);
        if (!ok) {
            *bad = part;
            return std::nullopt;
        }
    }
    return results;
}

bool RosterDocument::drawWithDice(const QVariant &scope, const QString &list)
{
    QString bad;
    const auto results = parseDice(list, &bad);
    if (!results) {
        setErrorMessage(tr("Dice: whole numbers separated by commas, not \"%1\".").arg(bad));
        return false;
    }
    // The same reason the dialog shows, in words and in the interface's language, before anything is drawn.
    if (const QString reason = checkDice(scope, list); !reason.isEmpty()) {
        setErrorMessage(reason);
        return false;
    }
    PhysicalDice dice(*results);
    return drawWith(scope, dice, {{QStringLiteral("dice"), QStringLiteral("physical")}});
}

std::optional<DrawResult> RosterDocument::tryDraw(const QVariant &scope, DiceSource &dice, const QJsonObject &stamp,
                                                  QString *error) const
{
    if (!m_roster) {
        *error = tr("Open or create a roster first.");
        return std::nullopt;
    }
    // One division: the others keep their places empty for now, so the draw fills only this one.
    const bool army = scope.toString() == QLatin1String("army") || !scope.isValid();
    bool isIndex = false;
    const int division = scope.toInt(&isIndex);
    if (!army && (!isIndex || division < 0 || division >= m_roster->divisions.size())) {
        *error = tr("Draw: \"army\" or a division number, not \"%1\".").arg(scope.toString());
        return std::nullopt;
    }
    DrawError drawError;
    QJsonObject fullStamp = stamp;
    if (!army)
        fullStamp.insert(QStringLiteral("scope"), QStringLiteral("/divisions/%1").arg(division));
    auto result = army ? drawCommanders(*m_bound, dice, &drawError, fullStamp)
                       : drawDivisionCommander(*m_bound, division, dice, &drawError, fullStamp);
    if (!result) {
        // In words: whom the draw was for, as the tree names him, and why it stopped.
        const bool pl = isPolish(AppData::instance().language());
        *error = QStringLiteral("%1: %2").arg(drawTargetName(drawError.pointer),
                                              pl && !drawError.messagePl.isEmpty() ? drawError.messagePl
                                                                                   : drawError.message);
    }
    return result;
}

bool RosterDocument::drawWith(const QVariant &scope, DiceSource &dice, const QJsonObject &stamp)
{
    QString error;
    const auto result = tryDraw(scope, dice, stamp, &error);
    if (!result) {
        setErrorMessage(error);
        return false;
    }
    if (result->entries.isEmpty()) {
        setErrorMessage(tr("Every commander is drawn already."));
        return false;
    }
    return apply(result->roster, QT_TR_NOOP("Draw commanders"), QString());
}

QString RosterDocument::drawDice(const QVariant &scope) const
{
    // Which die each place takes does not depend on the results (a d-N for N candidates), so any seed tells.
    SeededDice any(1);
    QString error;
    const auto result = tryDraw(scope, any, {}, &error);
    if (!result)
        return error;
    QStringList dice;
    for (const DrawEntry &e : result->entries)
        if (e.how != QLatin1String("historical"))
            dice << tr("%1: d%2").arg(drawTargetName(e.target)).arg(e.candidates.size());
    if (dice.isEmpty())
        return tr("Every commander is drawn already.");
    return tr("Dice, in order: %1. A general already in the army is rolled again on the same die.")
        .arg(dice.join(QStringLiteral("; ")));
}

QString RosterDocument::checkDice(const QVariant &scope, const QString &list) const
{
    QString bad;
    const auto results = parseDice(list, &bad);
    if (!results)
        return tr("\"%1\" is not a whole number: type the results as numbers separated by commas.").arg(bad);
    PhysicalDice dice(*results);
    QString error;
    const auto result = tryDraw(scope, dice, {}, &error);
    if (result) // results left over are not a mistake: dice rolled ahead; the log lists the ones used
        return result->entries.isEmpty() ? tr("Every commander is drawn already.") : QString();
    if (!dice.failedSides())
        return error; // not the dice: a pool to choose, nobody left to draw
    // The place the failing roll was for, in words.
    const QString who = error.section(QStringLiteral(": "), 0, 0);
    if (results->isEmpty())
        return tr("Type the results you rolled, in order: the first one is for %1, on a d%2 (1 to %2).")
            .arg(who)
            .arg(dice.failedSides());
    if (dice.used() >= results->size())
        return tr("More results needed: the next one is for %1, on a d%2 (1 to %2).").arg(who).arg(dice.failedSides());
    return tr("%1 is not on the die: result %2 is for %3, rolled on a d%4 (1 to %4).")
        .arg(results->at(dice.used()))
        .arg(dice.used() + 1)
        .arg(who)
        .arg(dice.failedSides());
}

// ---- printing: sheetprinting.cpp ------------------------------------------------------------------------------

} // namespace sztab::gui
