// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue editor's C++ side (issue 8, docs/app-api.md, CatalogueEditor and CsvImport) over the bundled data:
// every edit one undo step, the core's checks as an issue list landing on the right row, templates saved as copies,
// a save that the Workspace offers at once and a legal roster built from it, broken files leaving the editor as it
// was, and the CSV import's mapping, preview and all-or-nothing apply.
#include "app/gui/shell/appdata.h"
#include "app/gui/bw/catalogueeditor.h"
#include "foundation/document.h"
#include "bw/cataloguecheck.h"
#include "app/gui/bw/csvimport.h"
#include "app/gui/bw/rosterdocument.h"
#include "app/gui/shell/workspace.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace sztab;
using namespace sztab::gui;

namespace {

QVariant role(QAbstractItemModel *m, int row, const char *name)
{
    return m->data(m->index(row, 0), m->roleNames().key(name));
}

QStringList issueCodes(const CatalogueEditor &e)
{
    QStringList codes;
    for (const Issue &i : e.issues())
        codes << i.code;
    return codes;
}

int issueRow(CatalogueIssueModel *m, const QString &code)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (role(m, r, "code") == code)
            return r;
    return -1;
}

bool hasId(const QVariantList &list, const QString &id)
{
    return std::any_of(list.cbegin(), list.cend(),
                       [&](const QVariant &v) { return v.toMap().value(QStringLiteral("id")) == id; });
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// A small catalogue typed from scratch: two profiles, three units, a commander-in-chief and two division generals.
void fillSmallCatalogue(CatalogueEditor &e)
{
    QVERIFY(e.newCatalogue({{QStringLiteral("id"), QStringLiteral("club-bavaria-1809")},
                            {QStringLiteral("nation"), QStringLiteral("bavaria")},
                            {QStringLiteral("nationName"), QStringLiteral("Bawaria")},
                            {QStringLiteral("period"), QStringLiteral("1809")},
                            {QStringLiteral("ruleset"), QStringLiteral("bwn-4.0")},
                            {QStringLiteral("namePl"), QStringLiteral("Bawaria 1809 (klub)")},
                            {QStringLiteral("nameEn"), QStringLiteral("Bavaria 1809 (club)")},
                            {QStringLiteral("author"), QStringLiteral("Klub Raszyn")}}));
    // Profiles are kept sorted by id: a renamed one moves, so rows are found by id after a rename.
    CatalogueTableModel *p = e.profileModel();
    QCOMPARE(p->add(), 0);
    QVERIFY(p->set(0, QStringLiteral("id"), QStringLiteral("bav-line")));
    QVERIFY(p->set(p->rowOf(QStringLiteral("bav-line")), QStringLiteral("namePl"), QStringLiteral("piechota liniowa")));
    QVERIFY(p->set(p->add(), QStringLiteral("id"), QStringLiteral("bav-art")));
    const int art = p->rowOf(QStringLiteral("bav-art"));
    QCOMPARE(art, 0);
    QCOMPARE(p->rowOf(QStringLiteral("bav-line")), 1);
    QVERIFY(p->set(art, QStringLiteral("kind"), QStringLiteral("artillery")));
    QVERIFY(p->set(art, QStringLiteral("ammo"), 3));
    QVERIFY(p->set(art, QStringLiteral("range"), QStringLiteral("60")));
    CatalogueTableModel *u = e.unitModel();
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(u->add(), i);
        QVERIFY(u->set(i, QStringLiteral("id"), QStringLiteral("bav-unit-%1").arg(i)));
        QVERIFY(u->set(i, QStringLiteral("profile"), i == 2 ? QStringLiteral("bav-art") : QStringLiteral("bav-line")));
        QVERIFY(u->set(i, QStringLiteral("count"), i == 2 ? 1 : 4));
    }
    CatalogueTableModel *g = e.generalModel();
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(g->add(), i);
        QVERIFY(g->set(i, QStringLiteral("id"), QStringLiteral("bav-general-%1").arg(i)));
        QVERIFY(g->set(i, QStringLiteral("roles"),
                       i == 0 ? QStringLiteral("commander-in-chief") : QStringLiteral("division")));
        QVERIFY(g->set(i, QStringLiteral("command"), 1));
    }
}

} // namespace

class TstCatalogueEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openBundled_isTemplate_modelsShowIt();
    void editField_isOneUndoStep_undoRedo();
    void badValues_setErrorMessage_noUndoStep();
    void duplicateId_raisesCheckerErrorOnTheRow();
    void renameProfile_unitsFollow();
    void issueForProfile_landsOnItsRow();
    void newCatalogue_save_workspaceOffersIt_rosterIsLegal();
    void saveWithErrors_refusedIntoUserFolder_exportKeepsDraft();
    void templateSave_writesCopyIntoUserFolder();
    void badFile_errorMessage_editorUntouched();
    void importFile_savesSharedCatalogue();
    void brokenCatalogue_opensForFixing();
    void csvImport_mapping_preview_applyAllOrNothing();
    void csvImport_windows1250Semicolons();
    // Issue 17.
    void csvImport_columnMappedTwiceRefusedOrMoved();
    void csvImport_previewRowsAreValuesAsImported();
    void csvImport_kindChangeForgetsFileAndSkipBad();
    void csvImport_importEnabledOnlyWhenItAddsRows();
    void shadowingCopy_warnedNamedAndRemovable();
    void rowEditCheckedAlone_sameAsWholeCheck();
    // Issue 18: the tables' columns come from the core.
    void columns_fromTheCore_inTheAppLanguage();
};

void TstCatalogueEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the user's data folder is a throw-away test location
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QVERIFY(AppData::instance().dataError().isEmpty());
    AppData::instance().setLanguage(QStringLiteral("en"));
}

void TstCatalogueEditor::openBundled_isTemplate_modelsShowIt()
{
    CatalogueEditor e;
    QVERIFY(!e.loaded());
    QVERIFY2(e.openCatalogue(QStringLiteral("demo-france-1813")), qPrintable(e.errorMessage()));
    QVERIFY(e.loaded());
    QVERIFY(e.isTemplate()); // bundled: Save makes a copy
    QVERIFY(!e.modified());
    QCOMPARE(e.errorCount(), 0); // bundled catalogues pass every check
    const Catalogue *c = AppData::instance().data().catalogue(QStringLiteral("demo-france-1813"));
    QCOMPARE(e.unitModel()->rowCount(), c->units.size());
    QCOMPARE(e.profileModel()->rowCount(), c->profiles.size());
    QCOMPARE(e.generalModel()->rowCount(), c->generals.size());
    QCOMPARE(e.divisionModel()->rowCount(), c->divisions.size());
    QCOMPARE(role(e.unitModel(), 0, "id").toString(), c->units[0].id);
    QCOMPARE(role(e.unitModel(), 0, "profile").toString(), c->units[0].bases[0].profile);
    QCOMPARE(role(e.unitModel(), 0, "severity").toString(), QString());
    const QString firstProfile = c->profiles.firstKey();
    QCOMPARE(role(e.profileModel(), 0, "id").toString(), firstProfile);
    QCOMPARE(role(e.profileModel(), 0, "wb").toInt(), c->profiles.first().wb);
    QCOMPARE(role(e.profileModel(), 0, "moveLine").toInt(), c->profiles.first().move[0]);
    QCOMPARE(e.header().value(QStringLiteral("id")).toString(), QStringLiteral("demo-france-1813"));
    QVERIFY(e.costClasses().contains(QStringLiteral("B")));
}

void TstCatalogueEditor::editField_isOneUndoStep_undoRedo()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
    const Catalogue before = e.catalogue();
    QSignalSpy changed(e.unitModel(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(e.unitModel(), &QAbstractItemModel::modelReset);
    QVERIFY(e.unitModel()->set(1, QStringLiteral("max"), QStringLiteral("3")));
    QCOMPARE(e.catalogue().units[1].max, std::optional<int>(3));
    QCOMPARE(role(e.unitModel(), 1, "max").toString(), QStringLiteral("3"));
    QCOMPARE(changed.size(), 1); // one row signalled, no reset: a delegate being typed in keeps its focus
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(reset.size(), 0);
    QVERIFY(e.modified());
    QVERIFY(e.canUndo());
    QCOMPARE(e.undoText(), QStringLiteral("Edit field"));
    QVERIFY(e.setHeader(QStringLiteral("author"), QStringLiteral("Klub")));
    QCOMPARE(e.catalogue().author, std::optional<QString>(QStringLiteral("Klub")));
    e.undo();
    QVERIFY(!e.catalogue().author);
    e.undo();
    QVERIFY(e.catalogue() == before);
    QVERIFY(!e.modified()); // back where it was opened
    QVERIFY(!e.canUndo());
    e.redo();
    QCOMPARE(e.catalogue().units[1].max, std::optional<int>(3));
    QVERIFY(e.canRedo());
    // Setting a field to the value it has is no step.
    QVERIFY(e.unitModel()->set(1, QStringLiteral("max"), 3));
    QVERIFY(e.canRedo());
    // Add, duplicate and remove are one step each.
    const int rows = e.unitModel()->rowCount();
    const int at = e.unitModel()->duplicate(0);
    QCOMPARE(at, 1);
    QCOMPARE(e.unitModel()->rowCount(), rows + 1);
    QCOMPARE(role(e.unitModel(), 1, "id").toString(), before.units[0].id + QStringLiteral("-copy"));
    QVERIFY(e.unitModel()->remove(1));
    QCOMPARE(e.unitModel()->rowCount(), rows);
    e.undo();
    e.undo();
    QCOMPARE(e.unitModel()->rowCount(), rows);
    QCOMPARE(e.catalogue().units[1].max, std::optional<int>(3));
}

void TstCatalogueEditor::badValues_setErrorMessage_noUndoStep()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
    const Catalogue before = e.catalogue();
    QVERIFY(!e.profileModel()->set(0, QStringLiteral("wb"), QStringLiteral("x")));
    QVERIFY(e.errorMessage().contains(QStringLiteral("not a whole number")));
    QVERIFY(!e.profileModel()->set(0, QStringLiteral("kind"), QStringLiteral("navy")));
    QVERIFY(!e.generalModel()->set(0, QStringLiteral("arm"), QStringLiteral("navy")));
    QVERIFY(!e.unitModel()->set(0, QStringLiteral("count"), 2.5));
    QVERIFY(!e.unitModel()->set(999, QStringLiteral("id"), QStringLiteral("x")));
    QVERIFY(!e.unitModel()->set(0, QStringLiteral("nosuchfield"), QStringLiteral("x")));
    const QString secondProfile = e.catalogue().profiles.keys().at(1);
    QVERIFY(!e.profileModel()->set(0, QStringLiteral("id"), secondProfile)); // profiles are keyed by id
    QVERIFY(e.errorMessage().contains(QStringLiteral("already used")));
    QVERIFY(e.catalogue() == before);
    QVERIFY(!e.canUndo());
    QVERIFY(!e.modified());
    // A good edit clears the banner.
    QVERIFY(e.profileModel()->set(0, QStringLiteral("wb"), 3));
    QVERIFY(e.errorMessage().isEmpty());
}

// BWN 13.2: an id twice is the checker's CATALOGUE_DUPLICATE_ID, on the row that repeats it; undo takes it away.
void TstCatalogueEditor::duplicateId_raisesCheckerErrorOnTheRow()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
    QCOMPARE(e.errorCount(), 0);
    const QString first = e.catalogue().units[0].id;
    QVERIFY(e.unitModel()->set(3, QStringLiteral("id"), first));
    // The duplicate, and (since a rename onto a taken id is not followed) the historical division naming the old id.
    QVERIFY2(e.errorCount() >= 1, qPrintable(issueCodes(e).join(QLatin1Char(' '))));
    QVERIFY(issueCodes(e).contains(QLatin1String(kCatalogueDuplicateId)));
    CatalogueIssueModel *issues = e.issueModel();
    const int i = issueRow(issues, QLatin1String(kCatalogueDuplicateId));
    QVERIFY(i >= 0);
    QCOMPARE(role(issues, i, "list").toString(), QStringLiteral("units"));
    QCOMPARE(role(issues, i, "row").toInt(), 3);
    QCOMPARE(role(issues, i, "field").toString(), QStringLiteral("id"));
    // Shown: the unit by its name and the field by its word, not the pointer.
    QCOMPARE(role(issues, i, "place").toString(),
             e.catalogue().units[3].name.get(QStringLiteral("en")) + QStringLiteral(", id"));
    QCOMPARE(role(issues, i, "section").toString(), QStringLiteral("BWN 13.2"));
    QCOMPARE(role(issues, i, "severity").toString(), QStringLiteral("error"));
    QCOMPARE(role(e.unitModel(), 3, "severity").toString(), QStringLiteral("error"));
    QVERIFY(role(e.unitModel(), 3, "issueText").toString().contains(QStringLiteral("BWN 13.2")));
    QCOMPARE(role(e.unitModel(), 0, "severity").toString(), QString());
    const QVariantMap at = e.locate(role(issues, i, "path").toString());
    QCOMPARE(at.value(QStringLiteral("list")).toString(), QStringLiteral("units"));
    QCOMPARE(at.value(QStringLiteral("row")).toInt(), 3);
    e.undo();
    QCOMPARE(e.errorCount(), 0);
    QCOMPARE(issues->rowCount(), 0);
    QCOMPARE(role(e.unitModel(), 3, "severity").toString(), QString());
}

void TstCatalogueEditor::renameProfile_unitsFollow()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
    const QString profile = e.catalogue().units[0].bases[0].profile;
    const int row = static_cast<int>(e.catalogue().profiles.keys().indexOf(profile));
    QVERIFY(e.profileModel()->set(row, QStringLiteral("id"), QStringLiteral("zz-renamed")));
    QCOMPARE(e.catalogue().units[0].bases[0].profile, QStringLiteral("zz-renamed"));
    QCOMPARE(e.errorCount(), 0); // every unit followed: nothing unknown
    // A general's rename follows into the historical divisions that name it.
    const QString general = e.catalogue().divisions[0].general;
    const int g = static_cast<int>(std::find_if(e.catalogue().generals.cbegin(), e.catalogue().generals.cend(),
                                                [&](const General &x) { return x.id == general; })
                                   - e.catalogue().generals.cbegin());
    QVERIFY(e.generalModel()->set(g, QStringLiteral("id"), QStringLiteral("zz-general")));
    QCOMPARE(e.catalogue().divisions[0].general, QStringLiteral("zz-general"));
    QCOMPARE(e.errorCount(), 0);
    e.undo();
    e.undo();
    QCOMPARE(e.catalogue().units[0].bases[0].profile, profile);
}

// BWN 2.8: a statistic out of range lands on the profile's row, found by its id in the pointer.
void TstCatalogueEditor::issueForProfile_landsOnItsRow()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
    QVERIFY(e.profileModel()->set(2, QStringLiteral("wtr"), 0));
    const int i = issueRow(e.issueModel(), QLatin1String(kCatalogueStatRange));
    QVERIFY(i >= 0);
    QCOMPARE(role(e.issueModel(), i, "list").toString(), QStringLiteral("profiles"));
    QCOMPARE(role(e.issueModel(), i, "row").toInt(), 2);
    QCOMPARE(role(e.issueModel(), i, "section").toString(), QStringLiteral("BWN 2.8"));
    QCOMPARE(role(e.profileModel(), 2, "severity").toString(), QStringLiteral("error"));
    // BWN 6.2: a command of 5 on a general.
    QVERIFY(e.generalModel()->set(0, QStringLiteral("command"), 5));
    const int k = issueRow(e.issueModel(), QLatin1String(kCatalogueCommandRange));
    QVERIFY(k >= 0);
    QCOMPARE(role(e.issueModel(), k, "list").toString(), QStringLiteral("generals"));
    QCOMPARE(role(e.issueModel(), k, "row").toInt(), 0);
    // The header's problems land on "about".
    QVERIFY(e.setHeader(QStringLiteral("ruleset"), QStringLiteral("no-such-ruleset")));
    const int h = issueRow(e.issueModel(), QLatin1String(kCatalogueUnknownRuleset));
    QVERIFY(h >= 0);
    QCOMPARE(role(e.issueModel(), h, "list").toString(), QStringLiteral("about"));
}

void TstCatalogueEditor::newCatalogue_save_workspaceOffersIt_rosterIsLegal()
{
    CatalogueEditor e;
    fillSmallCatalogue(e);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(e.errorCount() == 0, qPrintable(issueCodes(e).join(QLatin1Char(' '))));
    Workspace w(nullptr);
    QSignalSpy spy(&w, &Workspace::cataloguesChanged);
    QVERIFY(!hasId(w.nations(QStringLiteral("bwn-4.0")), QStringLiteral("bavaria")));
    QVERIFY2(e.save(), qPrintable(e.errorMessage()));
    QVERIFY(!e.modified());
    QVERIFY(!e.isTemplate());
    const QString file = CatalogueEditor::userCatalogueFile(QStringLiteral("club-bavaria-1809"));
    QCOMPARE(e.fileUrl().toLocalFile(), file);
    QVERIFY(QFile::exists(file));
    QCOMPARE(QFileInfo(file).absolutePath(),
             QDir(w.userDataFolder().toLocalFile() + QStringLiteral("/catalogues")).absolutePath());
    QCOMPARE(spy.size(), 1);
    QCOMPARE(w.dataRevision(), 1);
    // The New roster dialog's lists have it at once.
    QVERIFY(hasId(w.nations(QStringLiteral("bwn-4.0")), QStringLiteral("bavaria")));
    QVERIFY(
        hasId(w.catalogues(QStringLiteral("bwn-4.0"), QStringLiteral("bavaria")), QStringLiteral("club-bavaria-1809")));
    // A roster from it: two divisions, drawn generals, legal.
    RosterDocument d;
    QVERIFY2(d.newRoster({{QStringLiteral("ruleset"), QStringLiteral("bwn-4.0")},
                          {QStringLiteral("nation"), QStringLiteral("bavaria")},
                          {QStringLiteral("catalogues"), QStringList{QStringLiteral("club-bavaria-1809")}},
                          {QStringLiteral("name"), QStringLiteral("Bawarczycy")},
                          {QStringLiteral("preset"), QStringLiteral("32+8")}}),
             qPrintable(d.errorMessage()));
    QVERIFY(d.addDivision(QStringLiteral("infantry"), QString(), QStringLiteral("1")));
    QVERIFY(d.addDivision(QStringLiteral("infantry"), QString(), QStringLiteral("2")));
    QVERIFY2(d.addRegiment(QStringLiteral("bav-unit-0"), 0), qPrintable(d.errorMessage()));
    QVERIFY(d.addRegiment(QStringLiteral("bav-unit-2"), 0));
    QVERIFY(d.addRegiment(QStringLiteral("bav-unit-1"), 1));
    QVERIFY2(d.draw(QStringLiteral("army"), QStringLiteral("1809")), qPrintable(d.errorMessage()));
    QStringList problems;
    for (const Issue &i : d.report().issues)
        problems << i.code + QLatin1Char(' ') + i.message.get();
    QVERIFY2(d.valid(), qPrintable(problems.join(QStringLiteral("; "))));
    // The file reads back as the same catalogue.
    CatalogueEditor again;
    QVERIFY(again.open(QUrl::fromLocalFile(file)));
    QVERIFY(again.catalogue() == e.catalogue());
    QVERIFY(!again.isTemplate());
    // Deleting works only in the user's folder, never on a bundled file.
    CatalogueEditor bundled;
    QVERIFY(bundled.openCatalogue(QStringLiteral("demo-france-1813")));
    QVERIFY(!bundled.removeUserFile());
    QVERIFY(QFile::exists(bundled.fileUrl().toLocalFile()));
    QVERIFY(again.removeUserFile());
    QVERIFY(!QFile::exists(file));
    QVERIFY(again.modified());
}

void TstCatalogueEditor::saveWithErrors_refusedIntoUserFolder_exportKeepsDraft()
{
    CatalogueEditor e;
    QVERIFY(e.newCatalogue({{QStringLiteral("id"), QStringLiteral("club-draft")},
                            {QStringLiteral("nation"), QStringLiteral("saxony")},
                            {QStringLiteral("period"), QStringLiteral("1813")},
                            {QStringLiteral("ruleset"), QStringLiteral("bwn-4.0")}}));
    QVERIFY(!e.newCatalogue(
        {{QStringLiteral("id"), QStringLiteral("x")}, {QStringLiteral("nation"), QStringLiteral("saxony")}}));
    QVERIFY(e.errorMessage().contains(QStringLiteral("period")));
    QCOMPARE(e.catalogue().id, QStringLiteral("club-draft")); // the refused one left the editor as it was
    QVERIFY(e.unitModel()->add() == 0);                       // a unit with no profile to name: an error
    QVERIFY(e.errorCount() > 0);
    const QString file = CatalogueEditor::userCatalogueFile(QStringLiteral("club-draft"));
    QVERIFY(!e.save());
    QVERIFY(e.errorMessage().contains(QStringLiteral("error")));
    QVERIFY(!QFile::exists(file));
    QVERIFY(e.modified());
    QTemporaryDir dir;
    const QString draft = dir.filePath(QStringLiteral("draft.json"));
    QVERIFY2(e.exportTo(QUrl::fromLocalFile(draft)), qPrintable(e.errorMessage()));
    QVERIFY(QFile::exists(draft));
    QVERIFY(e.modified()); // exported, not saved
    QVERIFY(!AppData::instance().data().catalogue(QStringLiteral("club-draft")));
    // The draft opens again with its errors listed, to be fixed.
    CatalogueEditor again;
    QVERIFY2(again.open(QUrl::fromLocalFile(draft)), qPrintable(again.errorMessage()));
    QCOMPARE(again.errorCount(), e.errorCount());
}

void TstCatalogueEditor::templateSave_writesCopyIntoUserFolder()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-warsaw-1809")));
    const QString bundled = e.fileUrl().toLocalFile();
    const QByteArray original = fileBytes(bundled);
    QVERIFY(e.isTemplate());
    QVERIFY(e.setHeader(QStringLiteral("id"), QStringLiteral("club-warsaw-1809")));
    QVERIFY(e.setHeader(QStringLiteral("demo"), false));
    QVERIFY2(e.save(), qPrintable(e.errorMessage()));
    QCOMPARE(fileBytes(bundled), original); // the bundled file is never written
    QVERIFY(!e.isTemplate());
    QVERIFY(QFile::exists(CatalogueEditor::userCatalogueFile(QStringLiteral("club-warsaw-1809"))));
    QVERIFY(AppData::instance().data().catalogue(QStringLiteral("club-warsaw-1809")));
    QVERIFY(AppData::instance().data().catalogue(QStringLiteral("demo-warsaw-1809")));
}

void TstCatalogueEditor::badFile_errorMessage_editorUntouched()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-russia-1813")));
    QVERIFY(e.unitModel()->set(0, QStringLiteral("max"), 2));
    const Catalogue before = e.catalogue();
    const QUrl url = e.fileUrl();
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    writeFile(broken, "{\"format\": \"bw-catalogue\", \"version\": 1,\n  \"id\": 5 ");
    QVERIFY(!e.open(QUrl::fromLocalFile(broken)));
    // The file by its name and the place by line and column, as a person looks for it.
    QVERIFY2(e.errorMessage().contains(QRegularExpression(QStringLiteral("^broken\\.json, line \\d+, column \\d+: "))),
             qPrintable(e.errorMessage()));
    QVERIFY(!e.errorMessage().contains(QLatin1Char('\n')));
    const QString roster = dir.filePath(QStringLiteral("roster.json"));
    writeFile(roster, fileBytes(QStringLiteral(SZTAB_SOURCE_DATA_DIR "/rosters/demo-france-1813.bwroster")));
    QVERIFY(!e.open(QUrl::fromLocalFile(roster))); // a roster is not a catalogue
    QCOMPARE(e.errorMessage(), QStringLiteral("roster.json: this file is a roster, not a catalogue."));
    QVERIFY(!e.open(QUrl::fromLocalFile(dir.filePath(QStringLiteral("missing.json")))));
    QVERIFY(e.catalogue() == before);
    QCOMPARE(e.fileUrl(), url);
    QVERIFY(e.modified());
    QVERIFY(e.canUndo());
}

void TstCatalogueEditor::importFile_savesSharedCatalogue()
{
    QTemporaryDir dir;
    const QString shared = dir.filePath(QStringLiteral("shared.json"));
    {
        CatalogueEditor e;
        QVERIFY(e.openCatalogue(QStringLiteral("demo-austria-1809")));
        QVERIFY(e.setHeader(QStringLiteral("id"), QStringLiteral("club-austria-shared")));
        QVERIFY(e.setHeader(QStringLiteral("catalogueVersion"), QStringLiteral("1.1")));
        const int entry = e.changelogModel()->add();
        QCOMPARE(entry, static_cast<int>(e.catalogue().changelog.size() - 1));
        QVERIFY(e.exportTo(QUrl::fromLocalFile(shared)));
    }
    CatalogueEditor e;
    QVERIFY2(e.importFile(QUrl::fromLocalFile(shared)), qPrintable(e.errorMessage()));
    QVERIFY(!e.isTemplate());
    QCOMPARE(e.fileUrl().toLocalFile(), CatalogueEditor::userCatalogueFile(QStringLiteral("club-austria-shared")));
    const Catalogue *c = AppData::instance().data().catalogue(QStringLiteral("club-austria-shared"));
    QVERIFY(c);
    QCOMPARE(c->catalogueVersion, std::optional<QString>(QStringLiteral("1.1")));
    QCOMPARE(c->changelog.last().version, QStringLiteral("1.1"));
}

void TstCatalogueEditor::brokenCatalogue_opensForFixing()
{
    // The loader refuses this file (an id twice, an unknown profile); the editor opens it and lists every problem.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club.json"));
    QString original;
    {
        CatalogueEditor e;
        QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
        QVERIFY(e.setHeader(QStringLiteral("id"), QStringLiteral("club-broken")));
        original = e.catalogue().units[1].id;
        QVERIFY(e.unitModel()->set(1, QStringLiteral("id"), e.catalogue().units[0].id));
        QVERIFY(e.unitModel()->set(2, QStringLiteral("profile"), QStringLiteral("nope")));
        QVERIFY(e.exportTo(QUrl::fromLocalFile(file)));
    }
    LoadError refused;
    const auto doc = readJsonFile(file, &refused);
    QVERIFY(doc);
    QVERIFY(!catalogueFromJson(*doc, file, nullptr, &refused)); // what the app's loader would say
    CatalogueEditor e;
    QVERIFY2(e.open(QUrl::fromLocalFile(file)), qPrintable(e.errorMessage()));
    QVERIFY(issueCodes(e).contains(QLatin1String(kCatalogueDuplicateId)));
    QVERIFY(issueCodes(e).contains(QLatin1String(kCatalogueUnknownProfile)));
    QCOMPARE(role(e.unitModel(), 2, "severity").toString(), QStringLiteral("error"));
    QVERIFY(e.isTemplate());
    QVERIFY(!e.save()); // errors: not into the user's folder
    QVERIFY(!QFile::exists(CatalogueEditor::userCatalogueFile(QStringLiteral("club-broken"))));
    // Fixed in the editor, it saves.
    QVERIFY(e.unitModel()->set(1, QStringLiteral("id"), original));
    QVERIFY(e.unitModel()->set(2, QStringLiteral("profile"), e.catalogue().units[0].bases[0].profile));
    QCOMPARE(e.errorCount(), 0);
    QVERIFY2(e.save(), qPrintable(e.errorMessage()));
}

void TstCatalogueEditor::csvImport_mapping_preview_applyAllOrNothing()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
    const Catalogue before = e.catalogue();
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("profile.csv"));
    writeFile(csv,
              "\xEF\xBB\xBFid,nazwa,klasa,rodzaj,ruch linia,ruch kolumna,zasieg,WB,SO,WTR,morale,stat\n"
              "club-line,Piechota,B,piechota,15,20,20,2,2,4,4,x\n"
              "\n"
              "club-bad,Zła,B,piechota,17.5,20,20,2,2,4,4,x\n"
              "club-elite,\"Gwardia, stara\",C,piechota,15,20,20,3,3,5,6,x\n");
    CsvImport imp;
    imp.setEditor(&e);
    imp.setTable(QStringLiteral("profiles"));
    QVERIFY2(imp.load(QUrl::fromLocalFile(csv)), qPrintable(imp.errorMessage()));
    QCOMPARE(imp.separator(), QStringLiteral("comma (,)"));
    QCOMPARE(imp.encoding(), QStringLiteral("UTF-8 with BOM"));
    QCOMPARE(imp.columns().size(), 12);
    QCOMPARE(imp.rowCount(), 3); // the empty line is no row
    QCOMPARE(imp.badRows(), 1);
    QVERIFY(!imp.canImport());
    const QVariantMap bad = imp.rows().at(1).toMap();
    QCOMPARE(bad.value(QStringLiteral("ok")).toBool(), false);
    QCOMPARE(bad.value(QStringLiteral("line")).toInt(), 4);
    QVERIFY2(bad.value(QStringLiteral("problems")).toString().contains(QStringLiteral("17.5")),
             qPrintable(bad.value(QStringLiteral("problems")).toString()));
    // Mapping by header: "ruch linia" is move_line (column 4).
    int moveLine = -2;
    for (const QVariant &f : imp.fields())
        if (f.toMap().value(QStringLiteral("key")) == QLatin1String("move_line"))
            moveLine = f.toMap().value(QStringLiteral("column")).toInt();
    QCOMPARE(moveLine, 4);
    // All or nothing: refused with a bad row, the catalogue untouched.
    QVERIFY(!imp.apply(false));
    QVERIFY(!imp.errorMessage().isEmpty());
    QVERIFY(e.catalogue() == before);
    QVERIFY(!e.canUndo());
    // Unmapping a required column makes every row bad; mapping it back heals them.
    imp.setColumn(QStringLiteral("wb"), -1);
    QVERIFY(imp.missingFields().contains(QStringLiteral("wb")));
    QVERIFY(!imp.canImport());
    imp.setColumn(QStringLiteral("wb"), 7);
    QVERIFY(imp.missingFields().isEmpty());
    QCOMPARE(imp.badRows(), 1);
    // Skipping the bad row: the readable ones in one undo step.
    QVERIFY2(imp.apply(true), qPrintable(imp.errorMessage()));
    QVERIFY(e.catalogue().profiles.contains(QStringLiteral("club-line")));
    QVERIFY(e.catalogue().profiles.contains(QStringLiteral("club-elite")));
    QVERIFY(!e.catalogue().profiles.contains(QStringLiteral("club-bad")));
    QCOMPARE(e.catalogue().profiles.value(QStringLiteral("club-elite")).name.get(), QStringLiteral("Gwardia, stara"));
    QCOMPARE(e.undoText(), QStringLiteral("Import CSV"));
    // The preview now sees its rows as duplicates of what is in the catalogue.
    QCOMPARE(imp.badRows(), 3);
    e.undo();
    QVERIFY(e.catalogue() == before);
}

void TstCatalogueEditor::csvImport_windows1250Semicolons()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-warsaw-1809")));
    const QString profile = e.catalogue().profiles.firstKey();
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("jednostki.csv"));
    // "Pułk" in Windows-1250: ł is 0xB3.
    QByteArray bytes = "id;nazwa;profil;podstawki;max\r\nclub-pulk-1;Pu\xB3k 1;" + profile.toUtf8() + ";4;2\r\n";
    writeFile(csv, bytes);
    CsvImport imp;
    imp.setEditor(&e);
    imp.setTable(QStringLiteral("units"));
    QVERIFY2(imp.load(QUrl::fromLocalFile(csv)), qPrintable(imp.errorMessage()));
    QCOMPARE(imp.separator(), QStringLiteral("semicolon (;)"));
    QCOMPARE(imp.encoding(), QStringLiteral("Windows-1250"));
    QVERIFY2(imp.canImport(), qPrintable(imp.rows().value(0).toMap().value(QStringLiteral("problems")).toString()));
    QVERIFY(imp.apply(false));
    const Unit *u = e.catalogue().unit(QStringLiteral("club-pulk-1"));
    QVERIFY(u);
    QCOMPARE(u->name.get(), QStringLiteral("Pułk 1"));
    QCOMPARE(u->max, std::optional<int>(2));
    QCOMPARE(e.errorCount(), 0);
}

namespace {
QUrl clubFile(const char *name)
{
    return QUrl::fromLocalFile(QStringLiteral(SZTAB_TEST_DATA_DIR "/csv-import/") + QLatin1String(name));
}
int columnOf(const CsvImport &imp, const QString &key)
{
    for (const QVariant &f : imp.fields())
        if (f.toMap().value(QStringLiteral("key")) == key)
            return f.toMap().value(QStringLiteral("column")).toInt();
    return -2;
}
} // namespace

// WB onto the SO column: refused with a message naming SO; taken on purpose, SO is left without a column.
void TstCatalogueEditor::csvImport_columnMappedTwiceRefusedOrMoved()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-warsaw-1809")));
    CsvImport imp;
    imp.setEditor(&e);
    QVERIFY2(imp.load(clubFile("club-profile-cp1250.csv")), qPrintable(imp.errorMessage()));
    const int so = columnOf(imp, QStringLiteral("so")), wb = columnOf(imp, QStringLiteral("wb"));
    QVERIFY(so >= 0 && wb >= 0 && so != wb);
    QVERIFY(imp.canImport());
    QCOMPARE(imp.columnTakenBy(QStringLiteral("wb"), so), QStringLiteral("SO"));
    QVERIFY(!imp.setColumn(QStringLiteral("wb"), so));
    QCOMPARE(imp.errorMessage(), QStringLiteral("Column \"SO\" already holds SO: one column holds one field."));
    QCOMPARE(columnOf(imp, QStringLiteral("wb")), wb); // unchanged
    imp.moveColumn(QStringLiteral("wb"), so);
    QCOMPARE(columnOf(imp, QStringLiteral("wb")), so);
    QCOMPARE(columnOf(imp, QStringLiteral("so")), -1);
    QCOMPARE(imp.missingFields(), QStringList{QStringLiteral("so")});
    QVERIFY(!imp.canImport());
    QVERIFY(imp.setColumn(QStringLiteral("so"), wb)); // the free column
    QVERIFY(imp.canImport());
}

void TstCatalogueEditor::csvImport_previewRowsAreValuesAsImported()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-warsaw-1809")));
    CsvImport imp;
    imp.setEditor(&e);
    imp.setTable(QStringLiteral("units"));
    QVERIFY2(imp.load(clubFile("club-jednostki-utf16.txt")), qPrintable(imp.errorMessage()));
    QCOMPARE(imp.encoding(), QStringLiteral("UTF-16LE"));
    QCOMPARE(imp.separator(), QStringLiteral("tab"));
    // Every field as the catalogue gets it, the id made from the name, whether or not the row reads.
    const QVariantMap first = imp.rows().value(0).toMap();
    QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("1-pulk-piechoty-ksiestwa-warszawskiego"));
    QVERIFY(first.value(QStringLiteral("idFromName")).toBool());
    const QStringList values = first.value(QStringLiteral("values")).toStringList();
    QCOMPARE(values.value(0), first.value(QStringLiteral("id")).toString());
    QCOMPARE(values.value(8), QStringLiteral("may-gain-elite")); // traits, as the catalogue gets them
    QCOMPARE(imp.fields().value(8).toMap().value(QStringLiteral("title")).toString(), QStringLiteral("traits"));
}

void TstCatalogueEditor::csvImport_kindChangeForgetsFileAndSkipBad()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-warsaw-1809")));
    CsvImport imp;
    imp.setEditor(&e);
    QVERIFY(imp.load(QUrl::fromLocalFile(QStringLiteral(SZTAB_TEST_DATA_DIR "/csv-import/profile-club.csv"))));
    QCOMPARE(imp.badRows(), 2);
    imp.setSkipBad(true);
    QVERIFY(imp.canImport());
    imp.setTable(QStringLiteral("units"));
    QVERIFY(!imp.loaded());
    QVERIFY(!imp.skipBad());
    QCOMPARE(imp.rowCount(), 0);
    QVERIFY(!imp.canImport());
}

// A header alone, or only bad rows with "skip bad rows": Import adds nothing, so it is not enabled, and says why.
void TstCatalogueEditor::csvImport_importEnabledOnlyWhenItAddsRows()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-warsaw-1809")));
    CsvImport imp;
    imp.setEditor(&e);
    QVERIFY(imp.load(clubFile("club-header-only.csv")));
    QCOMPARE(imp.rowCount(), 0);
    imp.setSkipBad(true);
    QVERIFY(!imp.canImport());
    QCOMPARE(imp.blocker(),
             QStringLiteral("club-header-only.csv: the file has no rows below its header; nothing imported"));
    QVERIFY(!imp.apply(true));
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("bad.csv"));
    writeFile(csv,
              "nazwa;klasa kosztu;rodzaj;ruch w linii;ruch w "
              "kolumnie;zasięg;WB;SO;WTR;morale\nZła;B;piechota;17;26;8;2;3;-1;7\n");
    QVERIFY(imp.load(QUrl::fromLocalFile(csv)));
    QCOMPARE(imp.badRows(), 1); // WTR -1: the catalogue check, in the preview
    imp.setSkipBad(true);
    QCOMPARE(imp.importableRows(), 0);
    QVERIFY(!imp.canImport());
    QVERIFY(!e.canUndo());
}

// A copy of a bundled catalogue saved into the user's folder hides it: said before the save, named after it, and
// removing the copy brings the bundled one back at once.
void TstCatalogueEditor::shadowingCopy_warnedNamedAndRemovable()
{
    const QString id = QStringLiteral("demo-austria-1809");
    const QString bundled = QFileInfo(AppData::instance().data().sourceFile(id)).absoluteFilePath();
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(id));
    QCOMPARE(QFileInfo(e.shadowedFile()).absoluteFilePath(), bundled); // a save would hide it
    QVERIFY(!e.shadowsNow());
    QVERIFY(e.set(QStringLiteral("generals"), 0, QStringLiteral("command"), 1));
    QVERIFY2(e.save(), qPrintable(e.errorMessage()));
    QVERIFY(e.shadowsNow());
    QCOMPARE(QFileInfo(e.shadowedFile()).absoluteFilePath(), bundled);
    QCOMPARE(AppData::instance().data().sourceFile(id), CatalogueEditor::userCatalogueFile(id));
    QVERIFY2(e.statusMessage().contains(QStringLiteral("replaces the bundled")), qPrintable(e.statusMessage()));
    QVERIFY(e.removeUserFile());
    QCOMPARE(QFileInfo(AppData::instance().data().sourceFile(id)).absoluteFilePath(), bundled);
    QVERIFY(!e.shadowsNow());
    QCOMPARE(*AppData::instance().data().catalogue(id), [&] {
        LoadError error;
        Catalogue c = *catalogueFromJson(*readJsonFile(bundled, &error), bundled,
                                         AppData::instance().data().ruleset(QStringLiteral("bwn-4.0")), &error);
        c.reindex();
        return c;
    }());
    // Renamed, it hides nothing.
    QVERIFY(e.setHeader(QStringLiteral("id"), QStringLiteral("club-austria-1809")));
    QVERIFY(e.shadowedFile().isEmpty());
}

// Issue 17, item 8: an edit of one field checks that row alone. After each of many edits (right and wrong values,
// in profiles, units and generals of a catalogue with historical divisions), the issues and every row shown are
// those the whole check gives (the order of the issue list aside).
void TstCatalogueEditor::rowEditCheckedAlone_sameAsWholeCheck()
{
    CatalogueEditor fast, whole;
    whole.setIncrementalChecks(false);
    QVERIFY(fast.openCatalogue(QStringLiteral("demo-france-1813")));
    QVERIFY(whole.openCatalogue(QStringLiteral("demo-france-1813")));
    struct Edit {
        const char *list;
        const char *field;
        QVariant value;
    };
    const QList<Edit> edits{{"units", "count", 0},
                            {"units", "count", 25},
                            {"units", "profile", QStringLiteral("nope")},
                            {"units", "traits", QStringLiteral("guard, house-rule")},
                            {"units", "max", 0},
                            {"units", "namePl", QStringLiteral("Nowa nazwa")},
                            {"profiles", "wtr", -1},
                            {"profiles", "wb", 9},
                            {"profiles", "ammo", 3},
                            {"profiles", "costClass", QStringLiteral("Z")},
                            {"profiles", "rules", QStringLiteral("square, sqaure")},
                            {"generals", "command", 5},
                            {"generals", "traits", QStringLiteral("firebrand")},
                            {"generals", "command", 1},
                            {"units", "count", 2},
                            {"profiles", "wtr", 5}};
    const auto sorted = [](QList<Issue> issues) {
        QStringList out;
        for (const Issue &i : issues)
            out << QStringLiteral("%1 %2 %3 %4").arg(int(i.severity)).arg(i.code, i.path, i.message.get());
        out.sort();
        return out;
    };
    // An id twice (a whole check), then edits of both rows alone keep saying so.
    const QString twice = fast.catalogue().units[2].id;
    QVERIFY(fast.set(QStringLiteral("units"), 3, QStringLiteral("id"), twice));
    QVERIFY(whole.set(QStringLiteral("units"), 3, QStringLiteral("id"), twice));
    QVERIFY(fast.set(QStringLiteral("units"), 3, QStringLiteral("max"), 3));
    QVERIFY(whole.set(QStringLiteral("units"), 3, QStringLiteral("max"), 3));
    QCOMPARE(fast.unitModel()->get(3), whole.unitModel()->get(3));
    QVERIFY(
        fast.unitModel()->get(3).value(QStringLiteral("issueText")).toString().contains(QStringLiteral("used twice")));
    for (int k = 0; k < edits.size() * 3; ++k) {
        const Edit &e = edits[k % edits.size()];
        const QString list = QLatin1String(e.list);
        const int rows = catalogueRowCount(fast.catalogue(), *catalogueListFromName(list));
        const int row = (k * 7) % rows;
        const bool a = fast.set(list, row, QLatin1String(e.field), e.value);
        QCOMPARE(whole.set(list, row, QLatin1String(e.field), e.value), a);
        QVERIFY(fast.catalogue() == whole.catalogue());
        const QStringList expected = sorted(checkCatalogueJson(catalogueToJson(whole.catalogue()),
                                                               bundledCatalogueSchema(), AppData::instance().data()));
        QCOMPARE(sorted(fast.issues()), expected);
        QCOMPARE(sorted(whole.issues()), expected);
        QCOMPARE(fast.errorCount(), whole.errorCount());
        for (CatalogueTableModel *m : {fast.profileModel(), fast.unitModel(), fast.generalModel()}) {
            CatalogueTableModel *w = whole.profileModel()->listName() == m->listName() ? whole.profileModel()
                : whole.unitModel()->listName() == m->listName()                       ? whole.unitModel()
                                                                                       : whole.generalModel();
            QCOMPARE(m->rowCount(), w->rowCount());
            for (int r = 0; r < m->rowCount(); ++r)
                QCOMPARE(m->get(r), w->get(r));
        }
    }
    QVERIFY(fast.errorCount() > 0); // the edits left errors to compare, not a clean catalogue
}

void TstCatalogueEditor::columns_fromTheCore_inTheAppLanguage()
{
    CatalogueEditor e;
    QVERIFY(e.openCatalogue(QStringLiteral("demo-france-1813")));
    CatalogueColumnModel *columns = e.generalModel()->columns();
    const QList<CatalogueColumn> core = catalogueColumns(CatalogueList::Generals, e.catalogue(),
                                                         AppData::instance().data().ruleset(e.catalogue().ruleset));
    QCOMPARE(columns->rowCount(), core.size());
    int width = 0;
    for (int i = 0; i < core.size(); ++i) {
        QCOMPARE(role(columns, i, "field").toString(), core[i].field);
        QCOMPARE(role(columns, i, "title").toString(), core[i].title.get(QStringLiteral("en")));
        QCOMPARE(role(columns, i, "columnWidth").toInt(), core[i].width);
        width += core[i].width;
    }
    QCOMPARE(columns->totalWidth(), width);
    const int command =
        static_cast<int>(std::find_if(core.begin(), core.end(),
                                      [](const CatalogueColumn &c) { return c.field == QLatin1String("command"); })
                         - core.begin());
    QCOMPARE(role(columns, command, "kind").toString(), QStringLiteral("number"));
    QCOMPARE(role(columns, command, "minimum").toInt(), -2); // BWN 6.2
    QCOMPARE(role(columns, command, "maximum").toInt(), 3);
    QCOMPARE(role(columns, command, "tip").toString(), QStringLiteral("Command value, -2..3 (BWN 6.2)"));

    // The language changes: the headers follow.
    QSignalSpy changed(columns, &QAbstractItemModel::dataChanged);
    AppData::instance().setLanguage(QStringLiteral("pl"));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(role(columns, 0, "title").toString(), QStringLiteral("Identyfikator"));
    QCOMPARE(role(columns, command, "tip").toString(), QStringLiteral("Wartość dowodzenia, od -2 do 3 (BWN 6.2)"));
    AppData::instance().setLanguage(QStringLiteral("en"));
    QCOMPARE(role(columns, 0, "title").toString(), QStringLiteral("Id"));

    // A new profile is a choice of the units' profile column at once.
    CatalogueColumnModel *unitColumns = e.unitModel()->columns();
    int profile = -1;
    for (int i = 0; i < unitColumns->rowCount(); ++i)
        if (role(unitColumns, i, "field").toString() == QLatin1String("profile"))
            profile = i;
    QVERIFY(profile >= 0);
    const int row = e.add(QStringLiteral("profiles"));
    QVERIFY(row >= 0);
    const QString added = role(e.profileModel(), row, "id").toString();
    QVERIFY(role(unitColumns, profile, "choices").toStringList().contains(added));
}

QTEST_MAIN(TstCatalogueEditor)
#include "tst_catalogueeditor.moc"
