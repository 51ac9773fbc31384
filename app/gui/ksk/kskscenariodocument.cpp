// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/ksk/kskscenariodocument.h"

#include "app/gui/shell/appdata.h"
#include "foundation/datadir.h"
#include "foundation/document.h"
#include "ksk/places.h"
#include "foundation/savetarget.h"
#include "ksk/filekinds.h"

#include <QDir>
#include <QFileInfo>

namespace sztab::gui {

using namespace sztab::ksk;

// ---- the tables -----------------------------------------------------------------------------------------------

KskScenarioTableModel::KskScenarioTableModel(ScenarioTable table, KskScenarioDocument *document)
    : QAbstractListModel(document),
      m_table(table)
{
    for (const QString &field : scenarioFields(table))
        m_roleNames << field.toUtf8();
    for (const char *extra : {"side", "issue", "choices"})
        if (!m_roleNames.contains(extra))
            m_roleNames << QByteArray(extra);
}

int KskScenarioTableModel::rowOf(const QString &id) const
{
    for (qsizetype r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].value(QStringLiteral("id")).toString() == id)
            return int(r);
    return -1;
}

void KskScenarioTableModel::update(const Scenario &scenario, const QList<Issue> &issues, const QString &lang)
{
    QVariantList columns;
    for (const ScenarioColumn &c : scenarioColumns(m_table, scenario)) {
        QStringList words;
        for (const Text &w : c.choiceWords)
            words << w.get(lang);
        columns << QVariantMap{{QStringLiteral("field"), c.field},
                               {QStringLiteral("title"), c.title.get(lang)},
                               {QStringLiteral("kind"), QString::fromLatin1(scenarioCellKindName(c.kind))},
                               {QStringLiteral("minimum"), c.min ? QVariant(*c.min) : QVariant()},
                               {QStringLiteral("maximum"), c.max ? QVariant(*c.max) : QVariant()},
                               {QStringLiteral("choices"), c.choices},
                               {QStringLiteral("choiceWords"), words},
                               {QStringLiteral("width"), c.width}};
    }
    if (columns != m_columns) {
        m_columns = columns;
        emit columnsChanged();
    }
    QList<QVariantMap> rows;
    const int n = scenarioRowCount(scenario, m_table);
    for (int r = 0; r < n; ++r) {
        QVariantMap row = scenarioRow(scenario, m_table, r);
        QVariantMap choices;
        for (const ScenarioColumn &c : scenarioColumns(m_table, scenario))
            if (c.kind == ScenarioCellKind::Choice)
                choices.insert(c.field, scenarioChoices(scenario, m_table, r, c.field));
        row.insert(QStringLiteral("choices"), choices);
        row.insert(QStringLiteral("issue"), QString());
        rows << row;
    }
    for (const Issue &i : issues) {
        const ScenarioLocation at = locateScenarioPointer(scenario, i.path);
        if (at.table == m_table && at.row >= 0 && at.row < rows.size()
            && rows[at.row].value(QStringLiteral("issue")).toString().isEmpty())
            rows[at.row].insert(QStringLiteral("issue"), i.message.get(lang));
    }
    if (rows.size() == m_rows.size()) {
        // Same count: changed rows signalled one by one, so a cell being typed in keeps its focus.
        for (qsizetype r = 0; r < rows.size(); ++r)
            if (rows[r] != m_rows[r]) {
                m_rows[r] = rows[r];
                emit dataChanged(index(int(r)), index(int(r)));
            }
        return;
    }
    beginResetModel();
    m_rows = rows;
    endResetModel();
    emit countChanged();
}

int KskScenarioTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant KskScenarioTableModel::data(const QModelIndex &index, int role) const
{
    const int r = index.row();
    const int field = role - Qt::UserRole - 1;
    if (r < 0 || r >= m_rows.size() || field < 0 || field >= m_roleNames.size())
        return {};
    return m_rows[r].value(QString::fromUtf8(m_roleNames[field]));
}

QHash<int, QByteArray> KskScenarioTableModel::roleNames() const
{
    QHash<int, QByteArray> out;
    for (qsizetype i = 0; i < m_roleNames.size(); ++i)
        out.insert(Qt::UserRole + 1 + int(i), m_roleNames[i]);
    return out;
}

// ---- the document ---------------------------------------------------------------------------------------------

KskScenarioDocument::KskScenarioDocument(QObject *parent)
    : DocumentBase(QStringLiteral("ksk-scenario"), parent),
      m_commanders(ScenarioTable::Commanders, this),
      m_formations(ScenarioTable::Formations, this),
      m_brigades(ScenarioTable::Brigades, this)
{
    connect(&AppData::instance(), &AppData::languageChanged, this, [this] {
        refresh();
        emit undoChanged();
    });
}

QString KskScenarioDocument::lang() const { return AppData::instance().language(); }

QString KskScenarioDocument::displayName() const
{
    if (!m_loaded)
        return tr("No scenario");
    if (!fileUrl().isEmpty())
        return QFileInfo(fileUrl().toLocalFile()).completeBaseName();
    return m_scenario.name.get(lang());
}

QStringList KskScenarioDocument::formationIds() const
{
    QStringList out;
    for (const SideSetup &side : m_scenario.sides)
        for (const Formation &f : side.formations)
            out << f.id;
    return out;
}

bool KskScenarioDocument::fail(const QString &message)
{
    setErrorMessage(message);
    return false;
}

void KskScenarioDocument::setStatus(const QString &text)
{
    if (m_statusMessage == text)
        return;
    m_statusMessage = text;
    emit statusMessageChanged();
}

void KskScenarioDocument::refresh()
{
    const QString language = lang();
    const QList<Issue> issues = m_loaded ? scenarioIssues(m_scenario) : QList<Issue>();
    const PlaceNamer places = kskScenarioPlaces(issues.isEmpty() ? QJsonObject() : scenarioToJson(m_scenario));
    m_issues.clear();
    for (const Issue &i : issues) {
        const ScenarioLocation at = locateScenarioPointer(m_scenario, i.path);
        QVariantMap row = issueToJson(i, language).toVariantMap();
        row.insert({{QStringLiteral("place"), places.place(i.path, language)},
                    {QStringLiteral("table"), at.table ? scenarioTableName(*at.table) : QString()},
                    {QStringLiteral("row"), at.row},
                    {QStringLiteral("field"), at.field}});
        m_issues << row;
    }
    m_commanders.update(m_scenario, issues, language);
    m_formations.update(m_scenario, issues, language);
    m_brigades.update(m_scenario, issues, language);
    emit scenarioChanged();
}

void KskScenarioDocument::reset(Scenario scenario, const QUrl &url)
{
    m_scenario = scenario;
    m_saved = scenario;
    m_loaded = true;
    m_history.clear();
    dropAutosave(); // another scenario: the autosave of the one before is not needed any more
    setFileUrl(url, true);
    setErrorMessage(QString());
    setStatus(QString());
    refresh();
    setModified(false);
    emit undoChanged();
}

bool KskScenarioDocument::newBlank()
{
    reset(blankScenario(), QUrl());
    setModified(true); // never saved: closing asks
    scheduleAutosave();
    return true;
}

bool KskScenarioDocument::newFromDemo()
{
    QList<Scenario> all;
    LoadError error;
    if (!loadScenarios(bundledDataDir(), &all, &error))
        return fail(loadErrorText(error, lang(), kskScenarioPlaces(jsonForPlaces(error.file))));
    for (const Scenario &s : all)
        if (s.demo) {
            reset(s, QUrl());
            setModified(true);
            scheduleAutosave();
            setStatus(tr("A copy of the bundled demo: Save asks where to keep it."));
            return true;
        }
    return fail(tr("%1: no demo scenario").arg(scenarioFolder(bundledDataDir())));
}

bool KskScenarioDocument::open(const QUrl &url)
{
    const QString path = localFile(url, QT_TR_NOOP("a scenario"));
    if (path.isEmpty())
        return false;
    LoadError loadError;
    const std::optional<QJsonObject> read = readJsonFile(path, &loadError);
    if (!read)
        return fail(loadErrorText(loadError, lang()));
    QJsonObject doc = *read;
    QString original, error;
    bool recovered = false;
    if (!unwrapAutosave(&doc, path, &original, &recovered, &error))
        return fail(error);
    // The shape only: what the loader's cross-checks find is listed as issues, so a broken file can be mended here.
    std::optional<Scenario> scenario = readScenarioShape(doc, path, &loadError);
    if (!scenario)
        return fail(loadErrorText(loadError, lang(), kskScenarioPlaces(doc)));
    if (recovered) {
        reset(*scenario, original.isEmpty() ? QUrl() : QUrl::fromLocalFile(original));
        adoptAutosave(path);
        setModified(true);
        return true;
    }
    // The bundled scenarios are the program's: edited as a copy that Save puts elsewhere.
    const bool bundled =
        QFileInfo(path).absolutePath() == QFileInfo(scenarioFolder(bundledDataDir())).absoluteFilePath();
    reset(*scenario, bundled ? QUrl() : QUrl::fromLocalFile(path));
    if (bundled) {
        setModified(true);
        setStatus(tr("A copy of the bundled demo: Save asks where to keep it."));
    } else {
        rememberRecent();
    }
    return true;
}

bool KskScenarioDocument::save()
{
    if (fileUrl().isEmpty())
        return fail(tr("The scenario has no file yet: use Save as."));
    return saveAs(fileUrl());
}

bool KskScenarioDocument::saveAs(const QUrl &url)
{
    if (!m_loaded)
        return fail(tr("Start a new scenario or open one first."));
    const std::optional<QString> target = saveTarget(url, ksk::scenarioSave(), QT_TR_NOOP("the scenario"));
    if (!target)
        return false;
    QString message;
    if (!saveScenario(m_scenario, *target, &message))
        return fail(message);
    m_saved = m_scenario;
    markSaved(*target);
    setStatus(m_issues.isEmpty()
                  ? tr("Saved to %1.").arg(*target)
                  : tr("Saved to %1 as a draft: a game starts from it once the issues are mended.").arg(*target));
    emit scenarioChanged();
    return true;
}

void KskScenarioDocument::close()
{
    dropAutosave();
    m_loaded = false;
    m_scenario = Scenario();
    m_saved = Scenario();
    m_history.clear();
    setFileUrl(QUrl(), true);
    setModified(false);
    setErrorMessage(QString());
    setStatus(QString());
    refresh();
    emit undoChanged();
}

QJsonObject KskScenarioDocument::autosaveContent() const
{
    return m_loaded ? scenarioToJson(m_scenario) : QJsonObject();
}

QVariantMap KskScenarioDocument::recentEntry() const
{
    // Listed beside the games at home, reopened in the scenario editor (by its kind).
    if (!m_loaded)
        return {};
    // By the scenario's own name in both languages (the list follows the interface's; Text falls back to the other
    // language), else the file's.
    QVariantMap entry{{QStringLiteral("url"), fileUrl()},
                      {QStringLiteral("name"), displayName()},
                      {QStringLiteral("kind"), QStringLiteral("ksk-scenario")}};
    if (!m_scenario.name.get(QStringLiteral("en")).isEmpty())
        entry.insert(QStringLiteral("names"),
                     QVariantMap{{QStringLiteral("pl"), m_scenario.name.get(QStringLiteral("pl"))},
                                 {QStringLiteral("en"), m_scenario.name.get(QStringLiteral("en"))}});
    return entry;
}

bool KskScenarioDocument::commit(Scenario next, const char *undoText)
{
    setErrorMessage(QString());
    if (next == m_scenario)
        return true; // nothing changed: no undo step
    m_history.push(m_scenario, undoText);
    m_scenario = std::move(next);
    refresh();
    setModified(!(m_scenario == m_saved) || fileUrl().isEmpty());
    scheduleAutosave();
    emit undoChanged();
    return true;
}

// One field of the header or of the rules' numbers through the core's edit: one undo step, or the core's reason.
bool KskScenarioDocument::setScalar(bool (*edit)(Scenario &, const QString &, const QVariant &, Text *),
                                    const QString &field, const QVariant &value, const char *undoText)
{
    if (!m_loaded)
        return fail(tr("Start a new scenario or open one first."));
    Scenario next = m_scenario;
    Text why;
    if (!edit(next, field, value, &why))
        return fail(QStringLiteral("%1: %2").arg(field, why.get(lang())));
    return commit(std::move(next), undoText);
}

bool KskScenarioDocument::setHeader(const QString &field, const QVariant &value)
{
    return setScalar(&setScenarioHeader, field, value, QT_TR_NOOP("edit the scenario's header"));
}

bool KskScenarioDocument::setRule(const QString &field, const QVariant &value)
{
    return setScalar(&setScenarioRule, field, value, QT_TR_NOOP("change a rule's number"));
}

QVariantList KskScenarioDocument::ruleColumns() const
{
    QVariantList out;
    if (!m_loaded)
        return out;
    for (const ScenarioColumn &c : scenarioRuleColumns(m_scenario))
        out << QVariantMap{{QStringLiteral("field"), c.field},
                           {QStringLiteral("title"), c.title.get(lang())},
                           {QStringLiteral("minimum"), c.min.value_or(0)},
                           {QStringLiteral("maximum"), c.max.value_or(999)}};
    return out;
}

bool KskScenarioDocument::set(const QString &table, int row, const QString &field, const QVariant &value)
{
    const auto t = scenarioTableFromName(table);
    if (!m_loaded || !t)
        return fail(tr("Start a new scenario or open one first."));
    Scenario next = m_scenario;
    Text why;
    if (!setScenarioField(next, *t, row, field, value, &why))
        return fail(QStringLiteral("%1: %2").arg(field, why.get(lang())));
    return commit(std::move(next), QT_TR_NOOP("edit a cell"));
}

int KskScenarioDocument::add(const QString &table, const QString &owner)
{
    const auto t = scenarioTableFromName(table);
    if (!m_loaded || !t) {
        fail(tr("Start a new scenario or open one first."));
        return -1;
    }
    Scenario next = m_scenario;
    Text why;
    const int row = addScenarioRow(next, *t, owner, &why);
    if (row < 0) {
        fail(why.get(lang()));
        return -1;
    }
    commit(std::move(next), QT_TR_NOOP("add a row"));
    return row;
}

bool KskScenarioDocument::remove(const QString &table, int row)
{
    const auto t = scenarioTableFromName(table);
    if (!m_loaded || !t)
        return fail(tr("Start a new scenario or open one first."));
    Scenario next = m_scenario;
    Text why;
    if (!removeScenarioRow(next, *t, row, &why))
        return fail(why.get(lang()));
    return commit(std::move(next), QT_TR_NOOP("delete a row"));
}

void KskScenarioDocument::undo()
{
    auto previous = m_history.undo(m_scenario);
    if (!previous)
        return;
    m_scenario = std::move(*previous);
    refresh();
    setModified(!(m_scenario == m_saved) || fileUrl().isEmpty());
    scheduleAutosave();
    emit undoChanged();
}

void KskScenarioDocument::redo()
{
    auto next = m_history.redo(m_scenario);
    if (!next)
        return;
    m_scenario = std::move(*next);
    refresh();
    setModified(!(m_scenario == m_saved) || fileUrl().isEmpty());
    scheduleAutosave();
    emit undoChanged();
}

QVariantMap KskScenarioDocument::locate(const QString &pointer) const
{
    const ScenarioLocation at = locateScenarioPointer(m_scenario, pointer);
    return {{QStringLiteral("table"), at.table ? scenarioTableName(*at.table) : QString()},
            {QStringLiteral("row"), at.row},
            {QStringLiteral("field"), at.field}};
}

} // namespace sztab::gui
