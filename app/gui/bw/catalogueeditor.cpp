// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/bw/catalogueeditor.h"

#include "app/gui/shell/appdata.h"
#include "bw/cataloguecheck.h"
#include "bw/places.h"
#include "foundation/document.h"
#include "bw/ruleset.h"
#include "foundation/atomicwrite.h"
#include "foundation/savetarget.h"
#include "bw/filekinds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace sztab::gui {

namespace {

const QJsonObject &catalogueSchema()
{
    static const QJsonObject schema = [] {
        LoadError e;
        return readJsonFile(DataSet::bundledDataDir() + QStringLiteral("/schema/catalogue.schema.json"), &e)
            .value_or(QJsonObject());
    }();
    return schema;
}

QString userCatalogueDir()
{
    const QString dir = AppData::userDataDir() + QStringLiteral("/catalogues");
    QDir().mkpath(dir);
    return dir;
}

bool inUserCatalogueDir(const QString &path)
{
    return !path.isEmpty() && QFileInfo(path).absolutePath() == QFileInfo(userCatalogueDir()).absoluteFilePath();
}

QString optionalText(const std::optional<QString> &s) { return s.value_or(QString()); }
std::optional<QString> optionalFrom(const QVariant &v)
{
    const QString s = v.toString().trimmed();
    return s.isEmpty() ? std::nullopt : std::optional<QString>(s);
}

Text nationNameOf(const Catalogue &c)
{
    Text t;
    t.assign(c.extras.value(QStringLiteral("nationName")));
    return t;
}

} // namespace

CatalogueEditor::CatalogueEditor(QObject *parent)
    : DocumentBase(QStringLiteral("catalogue"), parent),
      m_profiles(CatalogueList::Profiles, this),
      m_units(CatalogueList::Units, this),
      m_generals(CatalogueList::Generals, this),
      m_divisions(CatalogueList::Divisions, this),
      m_corps(CatalogueList::Corps, this),
      m_changelog(CatalogueList::Changelog, this),
      m_issues(this)
{
    connect(&AppData::instance(), &AppData::languageChanged, this, [this] {
        refresh();
        emit undoChanged();
    });
}

QString CatalogueEditor::userCatalogueFile(const QString &id)
{
    QString safe = id;
    for (QChar &ch : safe)
        if (!ch.isLetterOrNumber() && ch != QLatin1Char('-') && ch != QLatin1Char('_') && ch != QLatin1Char('.'))
            ch = QLatin1Char('_');
    return userCatalogueDir() + QLatin1Char('/') + (safe.isEmpty() ? QStringLiteral("catalogue") : safe)
        + QStringLiteral(".json");
}

bool CatalogueEditor::isTemplate() const
{
    return m_loaded && !fileUrl().isEmpty() && !inUserCatalogueDir(fileUrl().toLocalFile());
}

QString CatalogueEditor::displayName() const
{
    if (!m_loaded)
        return tr("No catalogue");
    const QString name = localized(m_catalogue.name);
    return name.isEmpty() ? m_catalogue.id : name;
}

void CatalogueEditor::setStatus(const QString &text)
{
    m_statusMessage = text;
    emit statusMessageChanged();
}

bool CatalogueEditor::fail(const QString &message)
{
    setErrorMessage(message);
    return false;
}

QString CatalogueEditor::shadowedFile() const
{
    if (!m_loaded || m_catalogue.id.isEmpty())
        return QString();
    const DataSet &data = AppData::instance().data();
    if (const QString hidden = data.shadowedFile(m_catalogue.id); !hidden.isEmpty() && !inUserCatalogueDir(hidden))
        return hidden; // the user's copy hides it already
    const QString file = data.sourceFile(m_catalogue.id);
    if (data.catalogue(m_catalogue.id) && !file.isEmpty() && !inUserCatalogueDir(file))
        return file; // a save into the user's folder would hide it
    return QString();
}

bool CatalogueEditor::shadowsNow() const
{
    const QString hidden = shadowedFile();
    return !hidden.isEmpty() && AppData::instance().data().shadowedFile(m_catalogue.id) == hidden
        && inUserCatalogueDir(fileUrl().toLocalFile());
}

int CatalogueEditor::errorCount() const
{
    return static_cast<int>(std::count_if(m_issueList.cbegin(), m_issueList.cend(),
                                          [](const Issue &i) { return i.severity == Severity::Error; }));
}
int CatalogueEditor::warningCount() const { return static_cast<int>(m_issueList.size()) - errorCount(); }

QVariantMap CatalogueEditor::header() const
{
    const Text nation = nationNameOf(m_catalogue);
    return {{QStringLiteral("id"), m_catalogue.id},
            {QStringLiteral("ruleset"), m_catalogue.ruleset},
            {QStringLiteral("nation"), m_catalogue.nation},
            {QStringLiteral("nationNamePl"), nation.get(QStringLiteral("pl"))},
            {QStringLiteral("nationNameEn"), nation.get(QStringLiteral("en"))},
            {QStringLiteral("period"), optionalText(m_catalogue.period)},
            {QStringLiteral("namePl"), m_catalogue.name.get(QStringLiteral("pl"))},
            {QStringLiteral("nameEn"), m_catalogue.name.get(QStringLiteral("en"))},
            {QStringLiteral("demo"), m_catalogue.demo},
            {QStringLiteral("author"), optionalText(m_catalogue.author)},
            {QStringLiteral("catalogueVersion"), optionalText(m_catalogue.catalogueVersion)}};
}

QStringList CatalogueEditor::costClasses() const
{
    const Ruleset *rs = AppData::instance().data().ruleset(m_catalogue.ruleset);
    return rs ? QStringList(rs->costClasses.keys()) : QStringList();
}

QStringList CatalogueEditor::rulesetIds() const { return AppData::instance().data().rulesetIds(); }
QStringList CatalogueEditor::unitTraitOptions() const { return knownUnitTraits(); }
QStringList CatalogueEditor::generalTraitOptions() const { return knownGeneralTraits(); }

CatalogueTableModel *CatalogueEditor::model(const QString &list)
{
    for (CatalogueTableModel *m : {&m_profiles, &m_units, &m_generals, &m_divisions, &m_corps, &m_changelog})
        if (m->listName() == list)
            return m;
    return nullptr;
}

void CatalogueEditor::refresh()
{
    m_issueList = m_loaded
        ? checkCatalogueJson(catalogueToJson(m_catalogue), catalogueSchema(), AppData::instance().data())
        : QList<Issue>();
    const QString lang = AppData::instance().language();
    // Worst severity and the reasons, per list and row.
    QHash<QString, QHash<int, std::pair<QString, QStringList>>> marks;
    for (const Issue &issue : std::as_const(m_issueList)) {
        if (const auto at = locateCataloguePointer(m_catalogue, issue.path)) {
            auto &mark = marks[catalogueListName(at->list)][at->row];
            if (mark.first != QLatin1String("error"))
                mark.first = QLatin1String(enumName(issue.severity));
            mark.second << QStringLiteral("%1: %2").arg(issue.section, issue.message.get(lang));
        }
    }
    for (CatalogueTableModel *m : {&m_profiles, &m_units, &m_generals, &m_divisions, &m_corps, &m_changelog}) {
        QList<QVariantMap> rows;
        const int n = m_loaded ? catalogueRowCount(m_catalogue, m->list()) : 0;
        const auto &listMarks = marks.value(m->listName());
        for (int r = 0; r < n; ++r) {
            QVariantMap row = catalogueRow(m_catalogue, m->list(), r);
            const auto mark = listMarks.value(r);
            row.insert(QStringLiteral("severity"), mark.first);
            row.insert(QStringLiteral("issueText"), mark.second.join(QLatin1Char('\n')));
            rows << row;
        }
        m->update(rows);
    }
    showIssues();
}

// The issue list below the tables, each issue with the list, row and field it lands on.
void CatalogueEditor::showIssues()
{
    QList<CatalogueIssueModel::Entry> entries;
    const QString lang = AppData::instance().language();
    const PlaceNamer places = cataloguePlaces(m_issueList.isEmpty() ? QJsonObject() : catalogueToJson(m_catalogue));
    for (const Issue &issue : std::as_const(m_issueList)) {
        CatalogueIssueModel::Entry e{issue, QStringLiteral("about"), -1, QString(), places.place(issue.path, lang)};
        if (const auto at = locateCataloguePointer(m_catalogue, issue.path)) {
            e.list = catalogueListName(at->list);
            e.row = at->row;
            e.field = at->field;
        } else {
            e.field = issue.path.section(QLatin1Char('/'), 1, 1);
        }
        entries << e;
    }
    m_issues.update(entries, lang);
    emit catalogueChanged();
    emit shadowChanged(); // the id may be another now
}

// One profile, unit or general edited: its issues checked alone and put where its old ones stood, its row shown
// anew; the other rows and their issues stay as they are (nothing about them can have changed).
void CatalogueEditor::refreshRow(CatalogueList list, int row)
{
    const QString name = catalogueListName(list);
    QString prefix;
    const QList<Issue> fresh = checkCatalogueEntry(m_catalogue, name, row, catalogueSchema(),
                                                   AppData::instance().data().ruleset(m_catalogue.ruleset), &prefix);
    // A value the reader cannot take (a schema violation) stops the whole check's named checks everywhere: with one
    // now or before, only the whole check says what the catalogue shows.
    const auto unreadable = [](const Issue &i) {
        return i.code == QLatin1String(kCatalogueSchema) || i.code == QLatin1String(kCatalogueUnreadable);
    };
    if (std::any_of(fresh.cbegin(), fresh.cend(), unreadable)
        || std::any_of(m_issueList.cbegin(), m_issueList.cend(), unreadable)) {
        refresh();
        return;
    }
    const auto inRow = [&](const QString &path) {
        return path == prefix || path.startsWith(prefix + QLatin1Char('/'));
    };
    // An id twice is about two entries: the entry alone cannot say so, so that issue stays as it was.
    const auto acrossEntries = [](const Issue &i) { return i.code == QLatin1String(kCatalogueDuplicateId); };
    QList<Issue> kept, schemaPart, namedPart;
    for (const Issue &i : fresh)
        (i.code == QLatin1String(kCatalogueSchema) ? schemaPart : namedPart) << i;
    QList<Issue> issues;
    issues.reserve(m_issueList.size() + fresh.size());
    qsizetype at = -1;
    for (const Issue &i : std::as_const(m_issueList)) {
        if (inRow(i.path)) {
            if (at < 0)
                at = issues.size();
            if (acrossEntries(i))
                kept << i;
            continue;
        }
        // No old issue of its own: after the issues of earlier rows of the same list.
        if (at < 0) {
            const auto other = locateCataloguePointer(m_catalogue, i.path);
            if (other && other->list == list && other->row > row)
                at = issues.size();
        }
        issues << i;
    }
    if (at < 0)
        at = issues.size();
    // The row's issues in the whole check's order: schema violations, the id, then the named checks.
    const QList<Issue> rowIssues = schemaPart + kept + namedPart;
    for (qsizetype k = 0; k < rowIssues.size(); ++k)
        issues.insert(at + k, rowIssues[k]);
    m_issueList = std::move(issues);

    const QString lang = AppData::instance().language();
    QString severity;
    QStringList reasons;
    for (const Issue &i : rowIssues) {
        if (severity != QLatin1String("error"))
            severity = QLatin1String(enumName(i.severity));
        reasons << QStringLiteral("%1: %2").arg(i.section, i.message.get(lang));
    }
    QVariantMap values = catalogueRow(m_catalogue, list, row);
    values.insert(QStringLiteral("severity"), severity);
    values.insert(QStringLiteral("issueText"), reasons.join(QLatin1Char('\n')));
    if (CatalogueTableModel *m = model(name))
        m->updateRow(row, values);
    showIssues();
}

bool CatalogueEditor::commit(Catalogue next, const char *undoText, std::optional<std::pair<CatalogueList, int>> onlyRow)
{
    if (!m_loaded)
        return fail(tr("Open or create a catalogue first."));
    setErrorMessage(QString());
    if (next == m_catalogue)
        return true; // nothing changed: no undo step
    m_history.push(m_catalogue, undoText);
    m_catalogue = std::move(next);
    setErrorMessage(QString());
    if (onlyRow && m_incremental)
        refreshRow(onlyRow->first, onlyRow->second);
    else
        refresh();
    setModified(!(m_catalogue == m_saved));
    scheduleAutosave();
    emit undoChanged();
    return true;
}

QJsonObject CatalogueEditor::autosaveContent() const { return m_loaded ? catalogueToJson(m_catalogue) : QJsonObject(); }

void CatalogueEditor::reset(Catalogue catalogue, const QUrl &url)
{
    catalogue.reindex();
    m_catalogue = catalogue;
    m_saved = catalogue;
    m_loaded = true;
    m_history.clear();
    dropAutosave(); // another catalogue: the autosave of the one before is not needed any more
    setFileUrl(url, true);
    setErrorMessage(QString());
    refresh();
    setModified(false);
    emit undoChanged();
}

bool CatalogueEditor::newCatalogue(const QVariantMap &s)
{
    Catalogue c;
    c.id = s.value(QStringLiteral("id")).toString().trimmed();
    c.nation = s.value(QStringLiteral("nation")).toString().trimmed();
    c.ruleset = s.value(QStringLiteral("ruleset"), rulesetIds().value(0)).toString();
    c.period = optionalFrom(s.value(QStringLiteral("period")));
    if (c.id.isEmpty() || c.nation.isEmpty() || !c.period)
        return fail(tr("A new catalogue needs an id, a nation and a period (e.g. 1809)."));
    if (s.contains(QStringLiteral("namePl")) || s.contains(QStringLiteral("nameEn")))
        c.name = Text::translated(s.value(QStringLiteral("namePl")).toString(),
                                  s.value(QStringLiteral("nameEn")).toString());
    else
        c.name = Text(s.value(QStringLiteral("name"), c.id).toString());
    if (s.contains(QStringLiteral("nationName")))
        c.extras.insert(QStringLiteral("nationName"), s.value(QStringLiteral("nationName")).toString());
    c.demo = s.value(QStringLiteral("demo")).toBool();
    c.author = optionalFrom(s.value(QStringLiteral("author")));
    c.catalogueVersion = optionalFrom(s.value(QStringLiteral("catalogueVersion"), QStringLiteral("1.0")));
    reset(c, QUrl());
    setModified(true); // nothing on disk yet
    setStatus(tr("New catalogue: add profiles, units and generals, then save."));
    return true;
}

std::optional<Catalogue> CatalogueEditor::readFile(const QString &path, QString *original, bool *recovered)
{
    LoadError error;
    auto doc = readJsonFile(path, &error);
    if (!doc) {
        fail(loadErrorText(error, AppData::instance().language()));
        return std::nullopt;
    }
    QString originalFile, why;
    bool isAutosave = false;
    if (!unwrapAutosave(&*doc, path, &originalFile, &isAutosave, &why)) {
        fail(why);
        return std::nullopt;
    }
    if (original)
        *original = originalFile;
    if (recovered)
        *recovered = isAutosave;
    auto c = readCatalogueForEditing(*doc, path, &error);
    if (!c)
        fail(loadErrorText(error, AppData::instance().language(), cataloguePlaces(*doc)));
    return c;
}

bool CatalogueEditor::open(const QUrl &url)
{
    const QString path = url.toLocalFile();
    if (path.isEmpty())
        return fail(tr("Not a local file: %1").arg(url.toString()));
    QString original;
    bool recovered = false;
    const auto c = readFile(path, &original, &recovered);
    if (!c)
        return false;
    if (recovered) {
        // Unsaved work from a crash: it belongs to its original file (if it had one), stays modified and keeps its
        // autosave until it is saved.
        reset(*c, original.isEmpty() ? QUrl() : QUrl::fromLocalFile(QFileInfo(original).absoluteFilePath()));
        adoptAutosave(path);
        m_saved = Catalogue();
        setModified(true);
        emit shadowChanged();
        setStatus(tr("Recovered unsaved changes: save them to keep them."));
        return true;
    }
    reset(*c, QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()));
    emit shadowChanged();
    setStatus(isTemplate() ? tr("Opened as a template: Save puts a copy in your catalogues folder.")
                           : tr("Opened %1").arg(path));
    return true;
}

bool CatalogueEditor::openCatalogue(const QString &id)
{
    const DataSet &data = AppData::instance().data();
    const Catalogue *c = data.catalogue(id);
    if (!c)
        return fail(tr("No catalogue \"%1\" is loaded.").arg(id));
    const QString file = data.sourceFile(id);
    reset(*c, file.isEmpty() ? QUrl() : QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath()));
    setStatus(isTemplate() ? tr("Opened as a template: Save puts a copy in your catalogues folder.")
                           : tr("Opened %1").arg(file));
    return true;
}

bool CatalogueEditor::writeTo(const QString &chosen, bool requireClean, QString *written)
{
    if (!m_loaded)
        return fail(tr("Open or create a catalogue first."));
    if (const auto refused = notARegularFile(chosen)) // before looking at its content: a pipe would hang
        return fail(refused->get(AppData::instance().language()));
    Text why;
    const std::optional<QString> target = checkSaveTarget(chosen, bw::catalogueSave(), &why);
    if (!target)
        return fail(why.get(AppData::instance().language()));
    const QString &path = *target;
    const QJsonObject doc = catalogueToJson(m_catalogue);
    const bool install = inUserCatalogueDir(path);
    // The app loads the user's folder at start and stops at an unusable file: nothing with errors goes there.
    if ((requireClean || install) && errorCount() > 0)
        return fail(tr("%n error(s) in the catalogue: fix them before saving it to your catalogues (Export keeps a "
                       "draft anywhere).",
                       "", errorCount()));
    std::optional<Catalogue> loaded;
    if (install) {
        LoadError error;
        const Ruleset *rs = AppData::instance().data().ruleset(m_catalogue.ruleset);
        loaded = catalogueFromJson(doc, path, rs, &error);
        if (!loaded)
            return fail(loadErrorText(error, AppData::instance().language(), cataloguePlaces(doc)));
    }
    QString message;
    if (!saveJsonAtomically(doc, path, &message))
        return fail(message); // names the file
    if (install) {
        AppData::instance().installCatalogue(std::move(*loaded), path);
        emit installed(m_catalogue.id);
    }
    if (written)
        *written = path;
    setErrorMessage(QString());
    return true;
}

bool CatalogueEditor::save()
{
    const QString current = fileUrl().toLocalFile();
    const QString path = inUserCatalogueDir(current) ? current : userCatalogueFile(m_catalogue.id);
    if (!writeTo(path, true))
        return false;
    m_saved = m_catalogue;
    setFileUrl(QUrl::fromLocalFile(path), true);
    markSaved(path);
    emit shadowChanged();
    setStatus(shadowsNow() ? tr("Saved to %1; it replaces the bundled %2 for the app and bwn (rename its id or remove "
                                "it to get that back).")
                                 .arg(path, shadowedFile())
                           : tr("Saved to %1: the New roster dialog offers it now.").arg(path));
    return true;
}

bool CatalogueEditor::saveAs(const QUrl &url)
{
    const QString path = url.toLocalFile();
    if (path.isEmpty())
        return fail(tr("Not a local file: %1").arg(url.toString()));
    QString written;
    if (!writeTo(path, false, &written))
        return false;
    m_saved = m_catalogue;
    setFileUrl(QUrl::fromLocalFile(QFileInfo(written).absoluteFilePath()), true);
    markSaved(QFileInfo(written).absoluteFilePath());
    setStatus(tr("Saved to %1").arg(written));
    return true;
}

bool CatalogueEditor::exportTo(const QUrl &url)
{
    const QString path = url.toLocalFile();
    if (path.isEmpty())
        return fail(tr("Not a local file: %1").arg(url.toString()));
    QString written;
    if (!writeTo(path, false, &written))
        return false;
    setStatus(tr("Exported to %1").arg(written));
    return true;
}

bool CatalogueEditor::importFile(const QUrl &url)
{
    if (!open(url))
        return false;
    if (errorCount() > 0) {
        setStatus(tr("Imported file opened; it has errors, so it is not in your catalogues yet."));
        return true;
    }
    return save();
}

bool CatalogueEditor::removeUserFile()
{
    const QString path = fileUrl().toLocalFile();
    if (!inUserCatalogueDir(path))
        return fail(tr("Only a catalogue in your catalogues folder can be deleted."));
    if (!QFile::remove(path))
        return fail(tr("%1: cannot delete the file").arg(path));
    const bool hidBundled = shadowsNow();
    setFileUrl(QUrl(), true);
    setModified(true);
    QString restoreError;
    if (hidBundled && !AppData::instance().restoreShadowed(m_catalogue.id, &restoreError))
        return fail(restoreError);
    emit shadowChanged();
    setStatus(hidBundled ? tr("Deleted %1; the bundled catalogue it replaced is back.").arg(path)
                         : tr("Deleted %1; the app forgets it at the next start.").arg(path));
    return true;
}

bool CatalogueEditor::setHeader(const QString &field, const QVariant &value)
{
    Catalogue next = m_catalogue;
    const QString s = value.toString().trimmed();
    if (field == QLatin1String("id"))
        next.id = s;
    else if (field == QLatin1String("ruleset"))
        next.ruleset = s;
    else if (field == QLatin1String("nation"))
        next.nation = s;
    else if (field == QLatin1String("nationNamePl") || field == QLatin1String("nationNameEn"))
        next.extras.insert(QStringLiteral("nationName"),
                           nationNameOf(next).withTranslation(field.right(2).toLower(), value.toString()).toJson());
    else if (field == QLatin1String("period"))
        next.period = optionalFrom(value);
    else if (field == QLatin1String("namePl") || field == QLatin1String("nameEn"))
        next.name = next.name.withTranslation(field.right(2).toLower(), value.toString());
    else if (field == QLatin1String("demo"))
        next.demo = value.toBool();
    else if (field == QLatin1String("author"))
        next.author = optionalFrom(value);
    else if (field == QLatin1String("catalogueVersion"))
        next.catalogueVersion = optionalFrom(value);
    else
        return fail(tr("A catalogue has no field \"%1\".").arg(field));
    return commit(next, QT_TR_NOOP("Edit catalogue details"));
}

bool CatalogueEditor::set(const QString &list, int row, const QString &field, const QVariant &value)
{
    const auto l = catalogueListFromName(list);
    if (!l)
        return fail(tr("No list \"%1\".").arg(list));
    Catalogue next = m_catalogue;
    QString error;
    if (!setCatalogueField(next, *l, row, field, value, &error))
        return fail(tr("Row %1, %2: %3").arg(row + 1).arg(field, error));
    // What other entries' issues can depend on: ids (duplicates, references) and a general's name and roles
    // (a historical division's warning names him and reads his roles). Anything else is the row's own business.
    const bool entry = *l == CatalogueList::Profiles || *l == CatalogueList::Units || *l == CatalogueList::Generals;
    const bool acrossEntries = field == QLatin1String("id")
        || (*l == CatalogueList::Generals
            && (field == QLatin1String("roles") || field.startsWith(QLatin1String("name"))));
    const bool local = entry && !acrossEntries && catalogueRowCount(next, *l) == catalogueRowCount(m_catalogue, *l);
    return commit(next, QT_TR_NOOP("Edit field"), local ? std::optional(std::pair{*l, row}) : std::nullopt);
}

int CatalogueEditor::add(const QString &list)
{
    const auto l = catalogueListFromName(list);
    if (!l || !m_loaded) {
        fail(tr("No list \"%1\".").arg(list));
        return -1;
    }
    Catalogue next = m_catalogue;
    const int row = addCatalogueRow(next, *l);
    return commit(next, QT_TR_NOOP("Add row")) ? row : -1;
}

int CatalogueEditor::duplicate(const QString &list, int row)
{
    const auto l = catalogueListFromName(list);
    if (!l || !m_loaded) {
        fail(tr("No list \"%1\".").arg(list));
        return -1;
    }
    Catalogue next = m_catalogue;
    const int at = duplicateCatalogueRow(next, *l, row);
    if (at < 0) {
        fail(tr("No row %1 to duplicate.").arg(row + 1));
        return -1;
    }
    return commit(next, QT_TR_NOOP("Duplicate row")) ? at : -1;
}

bool CatalogueEditor::remove(const QString &list, int row)
{
    const auto l = catalogueListFromName(list);
    if (!l)
        return fail(tr("No list \"%1\".").arg(list));
    Catalogue next = m_catalogue;
    if (!removeCatalogueRow(next, *l, row))
        return fail(tr("No row %1 to remove.").arg(row + 1));
    return commit(next, QT_TR_NOOP("Remove row"));
}

void CatalogueEditor::undo() { stepHistory(true); }
void CatalogueEditor::redo() { stepHistory(false); }

void CatalogueEditor::stepHistory(bool back)
{
    auto previous = back ? m_history.undo(m_catalogue) : m_history.redo(m_catalogue);
    if (!previous)
        return;
    m_catalogue = std::move(*previous);
    refresh();
    setModified(!(m_catalogue == m_saved));
    scheduleAutosave();
    emit undoChanged();
}

QVariantMap CatalogueEditor::locate(const QString &pointer) const
{
    if (const auto at = locateCataloguePointer(m_catalogue, pointer))
        return {{QStringLiteral("list"), catalogueListName(at->list)},
                {QStringLiteral("row"), at->row},
                {QStringLiteral("field"), at->field}};
    return {{QStringLiteral("list"), QStringLiteral("about")},
            {QStringLiteral("row"), -1},
            {QStringLiteral("field"), pointer.section(QLatin1Char('/'), 1, 1)}};
}

bool CatalogueEditor::applyImport(const QList<ImportPreview> &previews, bool skipBad)
{
    QString error;
    const auto next = sztab::applyImport(m_catalogue, previews, skipBad, &error);
    if (!next)
        return fail(error);
    return commit(*next, QT_TR_NOOP("Import CSV"));
}

} // namespace sztab::gui
